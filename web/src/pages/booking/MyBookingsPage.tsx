import { useRead } from '../../features/api/use-page-read';
import { usePageReads } from '../../features/api/use-page-reads';
import { BOOKING_PAGES } from '../../features/booking/booking-forms';
import { BookingSlipCard } from '../../features/booking/components/BookingSlipCard';
import { FormSaid } from '../../features/booking/components/FormSaid';
import { SignInFirst } from '../../features/booking/components/SignInFirst';
import { useTranslation } from '../../i18n/translation';
import { PageTitle } from '../../layout/PageTitle';
import type { MY_BOOKINGS_PAGE } from './pages';

/** The farmer's bookings, newest first, each as its slip. */
export default function MyBookingsPage() {
  const { t } = useTranslation();
  const reads = usePageReads<typeof MY_BOOKINGS_PAGE>();
  const bookings = useRead(reads.bookings, undefined).data;
  const said = useRead(reads.said, undefined).data;
  const slips = bookings && Array.isArray(bookings.bookings) ? bookings.bookings : undefined;
  return (
    <article className="booking">
      <PageTitle />
      <FormSaid said={said} />
      {!slips ? (
        <SignInFirst />
      ) : slips.length === 0 ? (
        <p>{t('myBookingsNone')}</p>
      ) : (
        slips.map((slip) => <BookingSlipCard key={slip.key} slip={slip} />)
      )}
      <p>
        <a href={BOOKING_PAGES.start}>{t(BOOKING_PAGES.start)}</a>
      </p>
    </article>
  );
}
