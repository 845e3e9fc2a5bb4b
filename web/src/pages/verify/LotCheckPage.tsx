import type { PublicSeedLot, SeedLotCheck } from '@seedcorp/contracts';
import { formatDate } from '@seedcorp/web-shared/dates/date-format';
import { Loading } from '../../features/api/components/Loading';
import { useRead } from '../../features/api/use-page-read';
import { usePageReads } from '../../features/api/use-page-reads';
import { useContentLanguage } from '../../features/content/use-content-language';
import { Helpline } from '../../features/seed-lots/components/Helpline';
import { LotNumberForm } from '../../features/seed-lots/components/LotNumberForm';
import { useTranslation } from '../../i18n/translation';
import { PageTitle } from '../../layout/PageTitle';
import { ROUTES } from '../../route-paths';
import type { LOT_CHECK_PAGE } from './pages';

/** An answer the service held back: too many numbers were tried from the visitor's address. */
const TOO_MANY_CHECKS = 429;

const percent = (value: number) => `${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;

/** The lot's details as the tag and the laboratory's report give them. */
function LotDetails({ lot }: { lot: PublicSeedLot }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const date = (value: string) => formatDate(value, { style: 'words', language });
  const rows: [string, string][] = [
    [t('lotNumber'), lot.lotNumber],
    [t('lotCrop'), lot.crop[language] || lot.crop.en],
    [t('lotVariety'), lot.variety[language] || lot.variety.en],
    [t('lotSeedClass'), lot.seedClassName[language] || lot.seedClassName.en],
    [t('lotSeason'), lot.season[language] || lot.season.en],
    [t('lotPlant'), lot.plant[language] || lot.plant.en],
    [t('lotProcessedOn'), date(lot.processedOn)],
    [t('lotTestedOn'), date(lot.testedOn)],
    [t('lotGermination'), percent(lot.germination)],
    [t('lotPurity'), percent(lot.purity)],
    [t('lotMoisture'), percent(lot.moisture)],
    [t('lotValidUntil'), date(lot.validUntil)],
    [t('lotAgency'), lot.certificationAgency],
    [t('lotTagSeries'), lot.tagSeries],
    [t('lotBagSize'), t('stockBagKg', { kg: String(lot.bagKg) })],
  ];
  return (
    <dl className="lot-details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Answer({ check }: { check: SeedLotCheck }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const withdrawal = check.lot?.withdrawal;
  return (
    <>
      <PageTitle title={check.title} />
      <p className={`lot-state lot-state-${check.state}`} role="status">
        {check.advice[language] || check.advice.en}
      </p>
      {withdrawal && (
        <section aria-labelledby="lot-withdrawn">
          <h2 id="lot-withdrawn">{t('lotWithdrawnReason')}</h2>
          <p lang={language === 'hi' && !withdrawal.hindiGiven ? 'en' : undefined}>
            {withdrawal.reason[language] || withdrawal.reason.en}
          </p>
          {language === 'hi' && !withdrawal.hindiGiven && <p className="outdated-notice">{t('lotReasonInEnglish')}</p>}
          <p>
            {t('lotWithdrawnOn', { date: formatDate(withdrawal.at, { style: 'words', clock: 'india', language }) })}
          </p>
        </section>
      )}
      {check.lot && <LotDetails lot={check.lot} />}
      <Helpline helpline={check.helpline} />
      <p className="lot-checked-at">
        {t('lotCheckedAt', {
          date: formatDate(check.checkedAt, { style: 'words', clock: 'india', time: ', ', language }),
        })}
      </p>
    </>
  );
}

/**
 * A lot's check, rendered on the server and readable with no script: genuine and valid, expired, withdrawn (why,
 * and what to do), or no lot of the corporation (the same page for every such number, with the helpline). A page
 * opened before is kept on the phone with the date it was checked.
 */
export default function LotCheckPage() {
  const { t } = useTranslation();
  const { check } = usePageReads<typeof LOT_CHECK_PAGE>();
  const { data, loading, failure } = useRead<SeedLotCheck | undefined>(check, undefined);
  return (
    <article className="lot-check">
      {loading ? (
        <>
          <PageTitle />
          <Loading />
        </>
      ) : data ? (
        <Answer check={data} />
      ) : (
        <>
          <PageTitle />
          <p className="load-problem" role="alert">
            {failure?.httpStatus === TOO_MANY_CHECKS ? t('lotTooManyChecks') : t('lotCheckUnavailable')}
          </p>
        </>
      )}
      <h2 id="check-another">{t('lotCheckAnother')}</h2>
      <LotNumberForm written={data ? undefined : String(check.read.argument ?? '')} />
      <p>
        <a href={ROUTES.verify}>{t('/verify')}</a>
      </p>
    </article>
  );
}
