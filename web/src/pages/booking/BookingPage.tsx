import type { PublicBookingWindow } from '@seedcorp/contracts';
import { formatDate } from '@seedcorp/web-shared/dates/date-format';
import { useRead } from '../../features/api/use-page-read';
import { usePageReads } from '../../features/api/use-page-reads';
import { BOOKING_FORMS, BOOKING_PAGES } from '../../features/booking/booking-forms';
import { FarmerForm } from '../../features/booking/components/FarmerForm';
import { FormSaid } from '../../features/booking/components/FormSaid';
import { useContentLanguage } from '../../features/content/use-content-language';
import { useTranslation } from '../../i18n/translation';
import { PageTitle } from '../../layout/PageTitle';
import type { BOOKING_PAGE } from './pages';

const NO_WINDOWS: PublicBookingWindow[] = [];

function BookingWindows({ windows, signedIn }: { windows: PublicBookingWindow[]; signedIn: boolean }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  if (!Array.isArray(windows) || windows.length === 0) return <p>{t('bookingNoWindows')}</p>;
  const date = (value: string) => formatDate(value, { style: 'words', language });
  return (
    <ul className="booking-windows">
      {windows.map((window) => (
        <li key={window.key}>
          <h3>
            {window.cropName[language] || window.cropName.en}, {window.season}
          </h3>
          <p>{t('bookingWindowDates', { from: date(window.opensOn), to: date(window.closesOn) })}</p>
          <p>{window.rules[language] || window.rules.en}</p>
          {window.open ? (
            signedIn && (
              <a href={`${BOOKING_PAGES.book}/${window.key}`}>
                {t('bookingBookIn', { crop: window.cropName[language] || window.cropName.en })}
              </a>
            )
          ) : (
            <p>{t('bookingWindowNotOpen')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Seed booking: the windows open now and their rules, for anyone; a farmer signs in with an SMS code to the number
 * they give, and once signed in books from a window, sees their bookings and their data.
 */
export default function BookingPage() {
  const { t } = useTranslation();
  const reads = usePageReads<typeof BOOKING_PAGE>();
  const windows = useRead(reads.windows, NO_WINDOWS);
  const farmer = useRead(reads.farmer, undefined).data;
  const said = useRead(reads.said, undefined).data;
  const signedIn = !!farmer && typeof farmer === 'object' && 'mobile' in farmer;
  return (
    <article className="booking">
      <PageTitle />
      <FormSaid said={said} />
      <p>{t('bookingIntro')}</p>
      <h2>{t('bookingWindowsHeading')}</h2>
      <BookingWindows windows={windows.data} signedIn={signedIn} />
      {signedIn ? (
        <section aria-labelledby="booking-signed-in">
          <h2 id="booking-signed-in">{t('bookingSignedInAs', { mobile: farmer.mobile })}</h2>
          <ul>
            <li>
              <a href={BOOKING_PAGES.mine}>{t(BOOKING_PAGES.mine)}</a>
            </li>
            <li>
              <a href={BOOKING_PAGES.myData}>{t(BOOKING_PAGES.myData)}</a>
            </li>
          </ul>
          <FarmerForm action={BOOKING_FORMS.signOut}>
            <button type="submit">{t('bookingSignOut')}</button>
          </FarmerForm>
        </section>
      ) : (
        <section aria-labelledby="booking-sign-in">
          <h2 id="booking-sign-in">{t('bookingSignInHeading')}</h2>
          <FarmerForm action={BOOKING_FORMS.signIn}>
            <label htmlFor="farmer-mobile">{t('bookingMobile')}</label>
            <p id="farmer-mobile-hint" className="field-hint">
              {t('bookingMobileHint')}
            </p>
            <input
              id="farmer-mobile"
              name="mobileNo"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              pattern="[0-9]{10}"
              maxLength={10}
              required
              aria-describedby="farmer-mobile-hint"
            />
            <button type="submit">{t('bookingSendCode')}</button>
          </FarmerForm>
        </section>
      )}
    </article>
  );
}
