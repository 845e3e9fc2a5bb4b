import { useRead } from '../../features/api/use-page-read';
import { usePageReads } from '../../features/api/use-page-reads';
import { BOOKING_FORMS } from '../../features/booking/booking-forms';
import { FarmerForm } from '../../features/booking/components/FarmerForm';
import { FormSaid } from '../../features/booking/components/FormSaid';
import { SignInFirst } from '../../features/booking/components/SignInFirst';
import { SiteContact } from '../../features/content/components/SiteContact';
import { useContentLanguage } from '../../features/content/use-content-language';
import { useTranslation } from '../../i18n/translation';
import { PageTitle } from '../../layout/PageTitle';
import type { CONSENT_PAGE } from './pages';

/**
 * The notice India's Digital Personal Data Protection Act asks for before a farmer's first booking, in the reader's
 * language: each item collected, why, how long it is kept, how to withdraw, their rights, and whom to contact with a
 * grievance (the corporation's contact record); then their agreement, recorded with the notice's version.
 */
export default function ConsentPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const reads = usePageReads<typeof CONSENT_PAGE>();
  const notice = useRead(reads.notice, undefined).data;
  const farmer = useRead(reads.farmer, undefined).data;
  const said = useRead(reads.said, undefined).data;
  const text = (value: { en: string; hi: string }) => value[language] || value.en;
  return (
    <article className="booking consent">
      <PageTitle />
      <FormSaid said={said} />
      {notice && typeof notice === 'object' && 'items' in notice ? (
        <>
          <h2>{text(notice.title)}</h2>
          <p>{text(notice.intro)}</p>
          <table className="consent-items">
            <caption className="visually-hidden">{text(notice.title)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('consentItem')}</th>
                <th scope="col">{t('consentPurpose')}</th>
                <th scope="col">{t('consentKeptFor')}</th>
              </tr>
            </thead>
            <tbody>
              {notice.items.map((item) => (
                <tr key={item.item.en}>
                  <th scope="row">{text(item.item)}</th>
                  <td>{text(item.purpose)}</td>
                  <td>{text(item.keptFor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{t('consentWithdrawHeading')}</h3>
          <p>{text(notice.withdraw)}</p>
          <h3>{t('consentRightsHeading')}</h3>
          <p>{text(notice.rights)}</p>
          <h3>{t('consentGrievanceHeading')}</h3>
          <p>{text(notice.grievance)}</p>
          <SiteContact />
          {farmer ? (
            <FarmerForm action={BOOKING_FORMS.consent}>
              <input type="hidden" name="version" value={notice.version} />
              <input type="hidden" name="language" value={language} />
              <button type="submit">{t('consentAgree')}</button>
            </FarmerForm>
          ) : (
            <SignInFirst />
          )}
        </>
      ) : (
        <p className="load-problem">{t('consentUnavailable')}</p>
      )}
    </article>
  );
}
