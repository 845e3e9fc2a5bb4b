import { seasonTitle, stockSeasons, type SaleCounterItem, type StockLineItem } from '@seedcorp/contracts';
import { useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STOCK_TEXTS, stockMessage, type StockLanguage } from '../../content/stock';
import { fetchAllCounters } from '../../features/sale-counters/api/sale-counters-api';
import { counterChoiceNames } from '../../features/sale-counters/counter-names';
import { fetchStock } from '../../features/stock/api/stock-api';
import { LanguageSwitch } from '../../features/stock/components/LanguageSwitch';
import { LineChangeForm } from '../../features/stock/components/LineChangeForm';
import { LineHistory } from '../../features/stock/components/LineHistory';
import { StockLineCard } from '../../features/stock/components/StockLineCard';
import { useLoaded } from '../../features/ui/hooks/use-loaded';
import { useStockLanguage } from '../../features/stock/hooks/use-stock-language';
import { lineName, withLine } from '../../features/stock/stock-change';
import '../../features/stock/stock.css';
import { LabelledField } from '../../features/ui/components/LabelledField';
import { Modal } from '../../features/ui/components/Modal';

type Open = { kind: 'change'; line?: StockLineItem } | { kind: 'history'; line: StockLineItem } | undefined;

/** A failed read, in the screen's language, with the service's own words where it gave any, and its retry. */
function Failed({
  text,
  failure,
  language,
  onRetry,
}: {
  text: string;
  failure?: string;
  language: StockLanguage;
  onRetry: () => void;
}) {
  const reason = failure ? stockMessage(failure, language) : undefined;
  return (
    <div role="alert" className="stock-state">
      <p>
        {text} {reason && <span lang={reason.lang}>{reason.text}</span>}
      </p>
      <button type="button" onClick={onRetry}>
        {STOCK_TEXTS[language].retry}
      </button>
    </div>
  );
}

/**
 * The seed stock at the sale counters, for the phone at the counter: the counter (none to choose for a keeper of one),
 * the season, then each line with its bags on hand, a change recorded on it and its history. In English or Hindi.
 */
export default function StockPage() {
  const [language, setLanguage] = useStockLanguage();
  const texts = STOCK_TEXTS[language];
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Open>();
  const close = useCallback(() => setOpen(undefined), []);

  const counters = useLoaded(fetchAllCounters);
  const seasons = useMemo(() => stockSeasons(new Date()), []);
  const chosenSeason = params.get('season') ?? '';
  const season = seasons.includes(chosenSeason) ? chosenSeason : seasons[0];
  const kept: SaleCounterItem[] = counters.value ?? [];
  const counter = kept.length === 1 ? kept[0] : kept.find((each) => each.key === params.get('counter'));
  const counterKey = counter?.key;

  const loadLines = useMemo(
    () => (counterKey ? () => fetchStock(counterKey, season) : undefined),
    [counterKey, season],
  );
  const lines = useLoaded(loadLines);
  const { update } = lines;
  const keepLine = useCallback((line: StockLineItem) => update((shown) => withLine(shown, line)), [update]);

  // The choices live in the address: a reload on a weak connection, or the back button, keeps them.
  const choose = (name: 'counter' | 'season', value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const names = counterChoiceNames(kept, language);
  const counterName = (each: SaleCounterItem) => {
    const name = names.get(each.key) ?? each.name[language];
    return each.closed ? texts.closedMark(name) : name;
  };

  const linesSection = () => {
    if (!counter) return null;
    const shown = lines.value;
    return (
      <section className="stock-lines-section" aria-labelledby={`${ids}-lines`}>
        <h2 id={`${ids}-lines`}>{texts.linesHeading(seasonTitle(season)[language], counter.name[language])}</h2>
        {counter.closed ? (
          <p className="stock-state">{texts.counterClosed}</p>
        ) : (
          <button type="button" className="primary stock-add" onClick={() => setOpen({ kind: 'change' })}>
            {texts.addLine}
          </button>
        )}
        <div aria-busy={lines.loading}>
          {!shown && lines.loading && (
            <p role="status" className="stock-state">
              {texts.loadingStock}
            </p>
          )}
          {!shown && !lines.loading && (
            <Failed text={texts.stockFailed} failure={lines.failure} language={language} onRetry={lines.retry} />
          )}
          {shown && shown.length === 0 && <p className="stock-state">{texts.noLines}</p>}
          {shown && shown.length > 0 && (
            <ul className="stock-lines">
              {shown.map((line) => (
                <StockLineCard
                  key={line.key}
                  line={line}
                  language={language}
                  onChange={counter.closed ? undefined : () => setOpen({ kind: 'change', line })}
                  onHistory={() => setOpen({ kind: 'history', line })}
                />
              ))}
            </ul>
          )}
        </div>
      </section>
    );
  };

  const chooser = () => {
    if (!counters.value) {
      return counters.loading ? (
        <p role="status" className="stock-state">
          {texts.loadingCounters}
        </p>
      ) : (
        <Failed text={texts.countersFailed} failure={counters.failure} language={language} onRetry={counters.retry} />
      );
    }
    if (kept.length === 0) return <p className="stock-state">{texts.noCounters}</p>;
    return (
      <div className="stock-choice">
        {kept.length === 1 ? (
          <p className="stock-counter">
            <span>{texts.counter}</span> <strong>{counterName(kept[0])}</strong>
          </p>
        ) : (
          <LabelledField label={texts.counter} required>
            {(id) => (
              <select id={id} value={counterKey ?? ''} onChange={(event) => choose('counter', event.target.value)}>
                <option value="">{texts.chooseCounter}</option>
                {kept.map((each) => (
                  <option key={each.key} value={each.key}>
                    {counterName(each)}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
        )}
        <LabelledField label={texts.season} required>
          {(id) => (
            <select id={id} value={season} onChange={(event) => choose('season', event.target.value)}>
              {seasons.map((each) => (
                <option key={each} value={each}>
                  {seasonTitle(each)[language]}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
      </div>
    );
  };

  return (
    <article className="stock-screen" lang={language}>
      <div className="stock-head">
        <h1>{texts.title}</h1>
        <LanguageSwitch language={language} onChange={setLanguage} />
      </div>
      <p>{texts.intro}</p>
      {chooser()}
      {linesSection()}
      {open?.kind === 'change' && counter && (
        <Modal
          title={open.line ? texts.change.title(lineName(open.line, language)) : texts.change.newTitle}
          onClose={close}
          closeLabel={texts.close}
          lang={language}
          className="stock-dialog"
        >
          <LineChangeForm
            line={open.line}
            counterKey={counter.key}
            season={season}
            language={language}
            onLine={keepLine}
            onSaved={close}
          />
        </Modal>
      )}
      {open?.kind === 'history' && (
        <Modal
          title={texts.historyOf.title(lineName(open.line, language))}
          onClose={close}
          closeLabel={texts.close}
          lang={language}
          className="stock-dialog"
        >
          <LineHistory lineKey={open.line.key} language={language} />
        </Modal>
      )}
    </article>
  );
}
