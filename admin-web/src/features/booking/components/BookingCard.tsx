import { BOOKING_STATE_NAMES, SEED_CLASS_NAMES, type BookingAtCounter } from '@seedcorp/contracts';
import type { Ref } from 'react';
import { COLLECTION_TEXTS } from '../../../content/collection';
import type { StockLanguage } from '../../../content/stock';
import { displayDate } from '../../ui/dates';

/** Rupees as India writes them: ₹12,40,000. */
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/**
 * What the operator checks with the farmer before handing over the seed: who booked, what, how much to pay, by when,
 * and where the booking stands. Its heading takes the focus when it appears, so that a screen reader reads it out.
 */
export function BookingCard({
  booking,
  language,
  ref,
}: {
  booking: BookingAtCounter;
  language: StockLanguage;
  ref?: Ref<HTMLHeadingElement>;
}) {
  const texts = COLLECTION_TEXTS[language].booking;
  const { farmer } = booking;
  const village = [farmer.village, farmer.district].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [texts.farmer, farmer.name ?? texts.notGiven],
    [texts.village, village || texts.notGiven],
    [texts.variety, `${booking.cropName[language]}: ${booking.variety[language]}`],
    [texts.seedClass, SEED_CLASS_NAMES[booking.seedClass][language]],
    [texts.bags, texts.bagsOf(booking.bags, booking.bagKg)],
    [texts.price, booking.pricePayable === null ? texts.noPrice : rupees(booking.pricePayable)],
    [texts.collectBy, displayDate(booking.collectBy)],
  ];
  return (
    <section className="collection-booking" aria-labelledby={`booking-${booking.key}`}>
      <h2 id={`booking-${booking.key}`} ref={ref} tabIndex={-1}>
        {texts.heading(booking.number)}
      </h2>
      <p className={`collection-state collection-state-${booking.state}`}>
        <span>{texts.state}</span> <strong>{BOOKING_STATE_NAMES[booking.state][language]}</strong>
      </p>
      <dl>
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
