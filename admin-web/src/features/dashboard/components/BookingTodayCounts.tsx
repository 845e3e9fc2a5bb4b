import { Link } from 'react-router-dom';
import { mayOpenAddress } from '../../../screens';
import { useSessionAdmin } from '../../session/session-admin';
import { displayDate } from '../../ui/dates';
import { bookingTodayCards } from '../count-cards';
import { useBookingTodayCounts } from '../hooks/use-booking-today-counts';
import './site-content-counts.css';

/**
 * Seed booking today (India date), beside the site content counts and in their style: the bookings farmers made and
 * the collections counters recorded, each leading to the bookings report where the admin's role may open it.
 */
export function BookingTodayCounts() {
  const { role } = useSessionAdmin();
  const { counts, failed } = useBookingTodayCounts();
  return (
    <section className="site-content-counts" aria-labelledby="booking-today-title">
      <h2 id="booking-today-title">Seed booking today{counts && `, ${displayDate(counts.day)}`}</h2>
      {counts ? (
        <dl>
          {bookingTodayCards(counts).map((card) => (
            <div key={card.label} className="content-count">
              <dt>{mayOpenAddress(role, card.to) ? <Link to={card.to}>{card.label}</Link> : card.label}</dt>
              <dd>{card.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p role="status">{failed ? "Today's bookings could not be loaded." : 'Loading…'}</p>
      )}
    </section>
  );
}
