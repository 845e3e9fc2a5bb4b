import { BOOKING_LIMITS, PICKUP_CODE_LENGTH } from '@seedcorp/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { collectionMessage, COLLECTION_TEXTS } from '../../../content/collection';
import type { StockLanguage } from '../../../content/stock';
import { LabelledField } from '../../ui/components/LabelledField';
import { RecordForm } from '../../ui/components/RecordForm';
import { digitsOnly } from '../../ui/digits';
import { useCollection, type CollectionNotice } from '../hooks/use-collection';
import { useQrScanSupport } from '../hooks/use-qr-scan-support';
import { BookingCard } from './BookingCard';
import { QrScanner } from './QrScanner';
import './collection.css';

const BAGS_DIGITS = String(BOOKING_LIMITS.bagsPerFarmer).length;
/** Room for a code typed with spaces or dashes between its groups. */
const CODE_TYPED_MAX = PICKUP_CODE_LENGTH * 2;

function noticeText(notice: CollectionNotice, language: StockLanguage): { text: string; lang: StockLanguage } {
  const texts = COLLECTION_TEXTS[language];
  if (notice.kind === 'findFailed') return { text: texts.findFailed, lang: language };
  if (notice.kind === 'collectFailed') return { text: texts.collect.failed, lang: language };
  return collectionMessage(notice.message, language, notice.data);
}

/**
 * The counter's desk for booked seed: the pickup code typed or scanned, the booking it opens, and its hand-over
 * recorded, then the next farmer. Made for a phone: one column, every control at least 44 px.
 */
export function CollectionDesk({ counterKey, language }: { counterKey: string; language: StockLanguage }) {
  const texts = COLLECTION_TEXTS[language];
  const ids = useId();
  const desk = useCollection({ counterKey, language });
  const { booking, handOver, notice, busy, collected, next } = desk;
  const canScan = useQrScanSupport();
  const [scanning, setScanning] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const bookingHeading = useRef<HTMLHeadingElement>(null);
  const shown = notice && noticeText(notice, language);
  const noticeShown = shown && (
    <p role="alert" className="form-problem stock-notice" lang={shown.lang}>
      {shown.text}
    </p>
  );

  // A booking newly found takes the focus, so that a screen reader reads it out; a change of its state does not.
  const foundKey = booking?.key;
  useEffect(() => {
    if (foundKey) bookingHeading.current?.focus();
  }, [foundKey]);

  const startNext = () => {
    next();
    codeInput.current?.focus();
  };

  return (
    <div className="collection-desk">
      <form
        className="collection-code"
        role="search"
        aria-label={texts.code}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void desk.find();
        }}
      >
        <LabelledField label={texts.code} required>
          {(id) => (
            <>
              <input
                id={id}
                ref={codeInput}
                type="text"
                className="collection-code-input"
                autoCapitalize="characters"
                autoComplete="off"
                autoCorrect="off"
                spellCheck={false}
                enterKeyHint="search"
                maxLength={CODE_TYPED_MAX}
                aria-describedby={`${id}-hint`}
                value={desk.code}
                onChange={(event) => desk.setCode(event.target.value)}
              />
              <p id={`${id}-hint`} className="field-hint">
                {texts.codeHint}
              </p>
            </>
          )}
        </LabelledField>
        <div className="collection-code-actions">
          <button type="submit" className="primary" aria-disabled={busy !== undefined}>
            {busy === 'find' ? texts.finding : texts.find}
          </button>
          {canScan && (
            <button type="button" onClick={() => setScanning(true)}>
              {texts.scan}
            </button>
          )}
        </div>
      </form>
      {/* A refusal is said where the operator's finger is: under the code, or under the hand-over once a booking shows. */}
      {!booking && noticeShown}
      {booking && <BookingCard ref={bookingHeading} booking={booking} language={language} />}
      {booking?.state === 'booked' && (
        <section className="collection-hand-over" aria-labelledby={`${ids}-hand-over`}>
          <h3 id={`${ids}-hand-over`}>{texts.collect.heading}</h3>
          <RecordForm
            onSubmit={(event) => {
              event.preventDefault();
              void desk.collect();
            }}
            busy={busy === 'collect'}
            submitLabel={texts.collect.submit}
            busyLabel={texts.collect.saving}
          >
            <LabelledField label={texts.collect.bags} required>
              {(id) => (
                <>
                  <input
                    id={id}
                    type="text"
                    inputMode="numeric"
                    pattern="[0-9]*"
                    autoComplete="off"
                    aria-describedby={`${id}-hint`}
                    value={handOver.bags}
                    onChange={(event) =>
                      desk.setHandOver({ ...handOver, bags: digitsOnly(event.target.value, BAGS_DIGITS) })
                    }
                  />
                  <p id={`${id}-hint`} className="field-hint">
                    {texts.collect.bagsHint(booking.bags)}
                  </p>
                </>
              )}
            </LabelledField>
            <LabelledField label={texts.collect.receipt} required>
              {(id) => (
                <>
                  <input
                    id={id}
                    type="text"
                    autoComplete="off"
                    maxLength={BOOKING_LIMITS.receiptNumber}
                    aria-describedby={`${id}-hint`}
                    value={handOver.receipt}
                    onChange={(event) => desk.setHandOver({ ...handOver, receipt: event.target.value })}
                  />
                  <p id={`${id}-hint`} className="field-hint">
                    {texts.collect.receiptHint}
                  </p>
                </>
              )}
            </LabelledField>
          </RecordForm>
        </section>
      )}
      {booking && noticeShown}
      {collected && (
        <p role="status" className="collection-done">
          {texts.done(collected.bagsHandedOver, collected.bagsOnHand)}
        </p>
      )}
      {(collected || (booking && booking.state !== 'booked')) && (
        <button type="button" className="primary collection-next" onClick={startNext}>
          {texts.next}
        </button>
      )}
      {scanning && (
        <QrScanner
          language={language}
          onCode={(text) => {
            setScanning(false);
            void desk.find(text);
          }}
          onClose={() => setScanning(false)}
        />
      )}
    </div>
  );
}
