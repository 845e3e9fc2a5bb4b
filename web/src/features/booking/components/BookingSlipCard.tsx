import { BOOKING_STATE_NAMES, type BookingSlip } from '@seedcorp/contracts';
import { formatIndian } from '@seedcorp/web-shared/content/cell-format';
import { formatDate } from '@seedcorp/web-shared/dates/date-format';
import { useTranslation } from '../../../i18n/translation';
import { useContentLanguage } from '../../content/use-content-language';
import { BOOKING_FORMS } from '../booking-forms';
import { FarmerForm } from './FarmerForm';
import { PickupQrCode } from './PickupQrCode';

/**
 * A booking as its slip: the pickup code read out or scanned at the counter, what is to be collected where and by
 * when, and the price payable there; an open booking may be cancelled, its bags going back to stock at once.
 */
export function BookingSlipCard({ slip }: { slip: BookingSlip }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const open = slip.state === 'booked';
  const rows: [string, string][] = [
    [t('slipNumber'), slip.number],
    [t('slipState'), BOOKING_STATE_NAMES[slip.state][language]],
    [t('lotVariety'), `${slip.cropName[language] || slip.cropName.en}, ${slip.variety[language] || slip.variety.en}`],
    [t('slipBags'), t('slipBagsOf', { bags: String(slip.bags), kg: String(slip.bagKg) })],
    [t('slipCounter'), slip.counter.name[language] || slip.counter.name.en],
    [t('slipPrice'), slip.pricePayable === null ? t('slipPriceAtCounter') : `₹ ${formatIndian(slip.pricePayable)}`],
    [t('slipCollectBy'), formatDate(slip.collectBy, { style: 'words', language })],
  ];
  return (
    <section className={`booking-slip booking-${slip.state}`} aria-labelledby={`slip-${slip.key}`}>
      <h2 id={`slip-${slip.key}`}>{t('slipHeading', { number: slip.number })}</h2>
      {open && (
        <div className="pickup">
          <p>
            {t('slipCodeIntro')} <strong className="pickup-code">{slip.code}</strong>
          </p>
          <PickupQrCode text={slip.qrText} label={t('slipQrLabel', { code: slip.code })} />
        </div>
      )}
      <dl className="lot-details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {open && (
        <FarmerForm action={BOOKING_FORMS.cancel} className="cancel-form">
          <input type="hidden" name="key" value={slip.key} />
          <button type="submit">{t('slipCancel')}</button>
        </FarmerForm>
      )}
    </section>
  );
}
