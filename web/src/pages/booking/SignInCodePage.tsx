import { useRead } from '../../features/api/use-page-read';
import { usePageReads } from '../../features/api/use-page-reads';
import { BOOKING_FORMS, BOOKING_PAGES } from '../../features/booking/booking-forms';
import { FarmerForm } from '../../features/booking/components/FarmerForm';
import { FormSaid } from '../../features/booking/components/FormSaid';
import { useTranslation } from '../../i18n/translation';
import { PageTitle } from '../../layout/PageTitle';
import type { CODE_PAGE } from './pages';

/** The second step of signing in: the code the SMS brought. */
export default function SignInCodePage() {
  const { t } = useTranslation();
  const said = useRead(usePageReads<typeof CODE_PAGE>().said, undefined).data;
  return (
    <article className="booking">
      <PageTitle />
      <FormSaid said={said} />
      <FarmerForm action={BOOKING_FORMS.code}>
        <label htmlFor="farmer-code">{t('bookingCode')}</label>
        <p id="farmer-code-hint" className="field-hint">
          {t('bookingCodeHint')}
        </p>
        <input
          id="farmer-code"
          name="otp"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          required
          aria-describedby="farmer-code-hint"
        />
        <button type="submit">{t('bookingSignIn')}</button>
      </FarmerForm>
      <p>
        <a href={BOOKING_PAGES.start}>{t('bookingCodeAgain')}</a>
      </p>
    </article>
  );
}
