import { SEED_CLASS_NAMES, type BookingOptions } from '@seedcorp/contracts';
import { formatIndian } from '@seedcorp/web-shared/content/cell-format';
import { useRead } from '../../features/api/use-page-read';
import { usePageReads } from '../../features/api/use-page-reads';
import { BOOKING_FORMS, BOOKING_PAGES } from '../../features/booking/booking-forms';
import { FarmerForm } from '../../features/booking/components/FarmerForm';
import { FormSaid } from '../../features/booking/components/FormSaid';
import { SignInFirst } from '../../features/booking/components/SignInFirst';
import { useContentLanguage } from '../../features/content/use-content-language';
import { useTranslation } from '../../i18n/translation';
import { PageTitle } from '../../layout/PageTitle';
import type { BOOK_PAGE } from './pages';

/** Each counter of the window with what it has of the crop, the farmer's district first, each line a choice. */
function Choices({ options }: { options: BookingOptions }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const text = (value: { en: string; hi: string }) => value[language] || value.en;
  const counters = options.counters.filter((counter) => counter.lines.length > 0);
  if (counters.length === 0) return <p>{t('bookNoStock')}</p>;
  return (
    <>
      {counters.map((counter) => (
        <fieldset key={counter.key} className="book-counter">
          <legend>
            {text(counter.name)}
            {counter.inYourDistrict && ` (${t('bookYourDistrict')})`}
          </legend>
          <p className="field-hint">
            {text(counter.address)}. {text(counter.openingHours)}
          </p>
          {counter.lines.map((line) => (
            <label key={line.lineKey} className="book-line">
              <input type="radio" name="lineKey" value={line.lineKey} required disabled={line.available === 0} />{' '}
              {t('bookLine', {
                variety: text(line.variety),
                seedClass: SEED_CLASS_NAMES[line.seedClass][language],
                kg: String(line.bagKg),
              })}
              {' — '}
              {line.available > 0 ? t('bookBagsFree', { bags: String(line.available) }) : t('bookNoneFree')}
              {line.farmerRate !== null && ` — ₹ ${formatIndian(line.farmerRate)} ${t('bookPerQuintal')}`}
            </label>
          ))}
        </fieldset>
      ))}
    </>
  );
}

/**
 * A window's booking: the farmer picks a variety at a counter (their district's first) and the bags, within the
 * window's limit and the bags free; the price is paid at the counter on collection.
 */
export default function BookSeedPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const reads = usePageReads<typeof BOOK_PAGE>();
  const options = useRead(reads.options, undefined).data;
  const farmer = useRead(reads.farmer, undefined).data;
  const said = useRead(reads.said, undefined).data;
  if (!farmer || !options || typeof options !== 'object' || !('window' in options)) {
    return (
      <article className="booking">
        <PageTitle />
        <FormSaid said={said} />
        {farmer ? <p>{t('bookWindowUnavailable')}</p> : <SignInFirst />}
        <p>
          <a href={BOOKING_PAGES.start}>{t(BOOKING_PAGES.start)}</a>
        </p>
      </article>
    );
  }
  const window = options.window;
  return (
    <article className="booking">
      <PageTitle />
      <FormSaid said={said} />
      <h2>
        {window.cropName[language] || window.cropName.en}, {window.season}
      </h2>
      <p>{window.rules[language] || window.rules.en}</p>
      <FarmerForm action={BOOKING_FORMS.book}>
        <input type="hidden" name="windowKey" value={window.key} />
        <Choices options={options} />
        <label htmlFor="book-bags">{t('bookBags')}</label>
        <input id="book-bags" name="bags" type="number" inputMode="numeric" min={1} step={1} required />
        {window.limit.kind === 'perAcre' && (
          <>
            <label htmlFor="book-acres">{t('bookAcres')}</label>
            <input id="book-acres" name="acres" type="number" inputMode="decimal" min={0.1} step={0.1} required />
          </>
        )}
        <p className="field-hint">{t('bookPayAtCounter')}</p>
        <button type="submit">{t('bookSubmit')}</button>
      </FarmerForm>
    </article>
  );
}
