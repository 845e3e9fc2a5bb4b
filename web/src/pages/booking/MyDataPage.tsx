import { districtName } from '@seedcorp/contracts';
import { formatDate } from '@seedcorp/web-shared/dates/date-format';
import { useRead } from '../../features/api/use-page-read';
import { usePageReads } from '../../features/api/use-page-reads';
import { BOOKING_FORMS } from '../../features/booking/booking-forms';
import { FarmerForm } from '../../features/booking/components/FarmerForm';
import { FormSaid } from '../../features/booking/components/FormSaid';
import { SignInFirst } from '../../features/booking/components/SignInFirst';
import { useContentLanguage } from '../../features/content/use-content-language';
import { useTranslation } from '../../i18n/translation';
import { PageTitle } from '../../layout/PageTitle';
import type { MY_DATA_PAGE } from './pages';

/**
 * Everything the corporation holds on the farmer for booking (their details, each consent, their bookings), and the
 * withdrawal of their consent: open bookings are cancelled and their details erased; the corporation keeps the
 * bookings for its accounts, without the person.
 */
export default function MyDataPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const reads = usePageReads<typeof MY_DATA_PAGE>();
  const data = useRead(reads.data, undefined).data;
  const bookings = useRead(reads.bookings, undefined).data;
  const said = useRead(reads.said, undefined).data;
  if (!data || typeof data !== 'object' || !('profile' in data)) {
    return (
      <article className="booking">
        <PageTitle />
        <FormSaid said={said} />
        <SignInFirst />
      </article>
    );
  }
  const { profile } = data;
  const date = (value: string) => formatDate(value, { style: 'words', clock: 'india', language });
  const rows: [string, string][] = [
    [t('bookingMobile'), profile.mobile],
    [t('detailsName'), profile.name ?? '—'],
    [t('detailsVillage'), profile.village ?? '—'],
    [t('detailsDistrict'), profile.district ? districtName(profile.district, language) : '—'],
    [t('detailsRegistryId'), profile.registryId ?? '—'],
    [t('myDataSince'), date(data.signedUpAt)],
    [t('myDataBookings'), String(bookings && Array.isArray(bookings.bookings) ? bookings.bookings.length : 0)],
  ];
  return (
    <article className="booking">
      <PageTitle />
      <FormSaid said={said} />
      <dl className="lot-details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {profile.registryId && profile.registryCheck !== 'verified' && <p>{t('myDataRegistryFormOnly')}</p>}
      <h2>{t('myDataConsents')}</h2>
      <ul>
        {data.consents.map((consent) => (
          <li key={`${consent.version}-${consent.givenAt}`}>
            {t('myDataConsentGiven', { version: consent.version, date: date(consent.givenAt) })}
            {consent.withdrawnAt && ` ${t('myDataConsentWithdrawn', { date: date(consent.withdrawnAt) })}`}
          </li>
        ))}
      </ul>
      <h2 id="withdraw-heading">{t('myDataWithdrawHeading')}</h2>
      <p>{t('myDataWithdrawText')}</p>
      <FarmerForm action={BOOKING_FORMS.withdraw}>
        <label className="confirm">
          <input type="checkbox" name="confirm" value="yes" required /> {t('myDataWithdrawConfirm')}
        </label>
        <button type="submit">{t('myDataWithdraw')}</button>
      </FarmerForm>
    </article>
  );
}
