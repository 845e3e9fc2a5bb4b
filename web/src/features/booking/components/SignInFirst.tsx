import { useTranslation } from '../../../i18n/translation';
import { BOOKING_PAGES } from '../booking-forms';

/** A farmer's own page opened without a session (or after it ended): the way to sign in. */
export function SignInFirst() {
  const { t } = useTranslation();
  return (
    <p className="sign-in-first">
      {t('bookingSignInFirst')} <a href={BOOKING_PAGES.start}>{t('bookingSignInLink')}</a>
    </p>
  );
}
