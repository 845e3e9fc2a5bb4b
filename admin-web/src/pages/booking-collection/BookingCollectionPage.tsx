import type { SaleCounterItem } from '@seedcorp/contracts';
import { useSearchParams } from 'react-router-dom';
import { collectionMessage, COLLECTION_TEXTS } from '../../content/collection';
import { CollectionDesk } from '../../features/booking/components/CollectionDesk';
import { fetchAllCounters } from '../../features/sale-counters/api/sale-counters-api';
import { counterChoiceNames } from '../../features/sale-counters/counter-names';
import { LanguageSwitch } from '../../features/stock/components/LanguageSwitch';
import { useStockLanguage } from '../../features/stock/hooks/use-stock-language';
import '../../features/stock/stock.css';
import { LabelledField } from '../../features/ui/components/LabelledField';
import { useLoaded } from '../../features/ui/hooks/use-loaded';

/**
 * Booked seed handed over at the counter, on the operator's phone: the counter (none to choose for a keeper of one,
 * kept in the address), then one booking at a time by its pickup code. In the language chosen on the stock screen.
 */
export default function BookingCollectionPage() {
  const [language, setLanguage] = useStockLanguage();
  const texts = COLLECTION_TEXTS[language];
  const [params, setParams] = useSearchParams();
  const counters = useLoaded(fetchAllCounters);
  const kept: SaleCounterItem[] = counters.value ?? [];
  const counter = kept.length === 1 ? kept[0] : kept.find((each) => each.key === params.get('counter'));
  const names = counterChoiceNames(kept, language);
  const counterName = (each: SaleCounterItem) => {
    const name = names.get(each.key) ?? each.name[language];
    return each.closed ? texts.closedMark(name) : name;
  };

  const choose = (key: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (key) next.set('counter', key);
        else next.delete('counter');
        return next;
      },
      { replace: true },
    );

  const chooser = () => {
    if (!counters.value) {
      if (counters.loading) {
        return (
          <p role="status" className="stock-state">
            {texts.loadingCounters}
          </p>
        );
      }
      const reason = counters.failure ? collectionMessage(counters.failure, language) : undefined;
      return (
        <div role="alert" className="stock-state">
          <p>
            {texts.countersFailed} {reason && <span lang={reason.lang}>{reason.text}</span>}
          </p>
          <button type="button" onClick={counters.retry}>
            {texts.retry}
          </button>
        </div>
      );
    }
    if (kept.length === 0) return <p className="stock-state">{texts.noCounters}</p>;
    if (kept.length === 1) {
      return (
        <p className="stock-counter">
          <span>{texts.counter}</span> <strong>{counterName(kept[0])}</strong>
        </p>
      );
    }
    return (
      <LabelledField label={texts.counter} required>
        {(id) => (
          <select id={id} value={counter?.key ?? ''} onChange={(event) => choose(event.target.value)}>
            <option value="">{texts.chooseCounter}</option>
            {kept.map((each) => (
              <option key={each.key} value={each.key}>
                {counterName(each)}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
    );
  };

  return (
    <article className="stock-screen collection-screen" lang={language}>
      <div className="stock-head">
        <h1>{texts.title}</h1>
        <LanguageSwitch language={language} onChange={setLanguage} />
      </div>
      <p>{texts.intro}</p>
      {chooser()}
      {/* Another counter chosen starts a desk of its own: nothing of the other counter's booking stays. */}
      {counter && <CollectionDesk key={counter.key} counterKey={counter.key} language={language} />}
    </article>
  );
}
