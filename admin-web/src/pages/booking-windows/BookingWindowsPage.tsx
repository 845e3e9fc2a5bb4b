import { API, indiaDate, type BookingWindowItem } from '@seedcorp/contracts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { BOOKING_WINDOWS_TEXTS as TEXTS } from '../../content/booking-windows';
import { LIST_SCREENS } from '../../content/list-screens';
import { messageOf } from '../../features/api/api-client';
import { closeWindow, fetchWindows } from '../../features/booking/api/booking-api';
import { BookingWindowForm } from '../../features/booking/components/BookingWindowForm';
import { useMayCall } from '../../features/session/session-admin';
import { confirmInToast } from '../../features/ui/components/confirm-toast';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { Modal } from '../../features/ui/components/Modal';
import { RecordTable } from '../../features/ui/components/RecordTable';
import { displayDate } from '../../features/ui/dates';
import { useListScreen } from '../../features/ui/hooks/use-list-screen';

type Open = { kind: 'create' } | { kind: 'edit'; window: BookingWindowItem } | undefined;

/** Where a window stands today (India date): closed by a publisher, open, not open yet, or past its last day. */
function statusOf(window: BookingWindowItem): string {
  if (window.closed) return TEXTS.status.closed;
  if (window.open) return TEXTS.status.open;
  return window.opensOn > indiaDate(new Date()) ? TEXTS.status.later : TEXTS.status.over;
}

/** The booking windows as records: opened, edited on the version loaded, and closed after a confirmation. */
export default function BookingWindowsPage() {
  const { list, screen, table } = useListScreen<BookingWindowItem>({
    fetchPage: fetchWindows,
    searchFields: (row) => [row.season, row.cropName.en, row.cropName.hi, ...row.counters.map((c) => c.name.en)],
  });
  const mayCreate = useMayCall(API.booking.createWindow);
  const mayUpdate = useMayCall(API.booking.updateWindow);
  const mayClose = useMayCall(API.booking.closeWindow);
  const [open, setOpen] = useState<Open>();
  const dismiss = () => setOpen(undefined);
  const saved = () => {
    dismiss();
    list.load(0);
  };

  const close = async (window: BookingWindowItem) => {
    if (!(await confirmInToast(TEXTS.confirmClose(window)))) return;
    try {
      toast.success(await closeWindow(window.key));
      list.load(0);
    } catch (error) {
      toast.error(messageOf(error, TEXTS.closeFailed));
    }
  };

  const actions = (window: BookingWindowItem) => {
    if (window.closed) return null;
    const target = <span className="visually-hidden">{TEXTS.target(window)}</span>;
    return (
      <div className="row-actions">
        {mayUpdate && (
          <button type="button" onClick={() => setOpen({ kind: 'edit', window })}>
            {TEXTS.edit}
            {target}
          </button>
        )}
        {mayClose && (
          <button type="button" className="danger" onClick={() => void close(window)}>
            {TEXTS.close}
            {target}
          </button>
        )}
      </div>
    );
  };

  return (
    <>
      <ManagerScreen
        texts={mayCreate ? LIST_SCREENS.bookingWindows : { ...LIST_SCREENS.bookingWindows, createLabel: undefined }}
        intro={<p>{TEXTS.intro}</p>}
        {...screen}
        onCreate={() => setOpen({ kind: 'create' })}
      >
        <RecordTable
          caption={TEXTS.caption}
          headings={TEXTS.headings}
          {...table}
          rowKey={(window) => window.key}
          rowClassName={(window) => (window.closed ? 'window-closed' : undefined)}
          cells={(window) => [
            window.season,
            window.cropName.en,
            TEXTS.dates(displayDate(window.opensOn), displayDate(window.closesOn)),
            window.counters.map((counter) => counter.name.en).join('; '),
            TEXTS.limit(window.limit),
            window.collectWithinDays,
            TEXTS.noShow(window.noShowLimit),
            statusOf(window),
            actions(window),
          ]}
        />
      </ManagerScreen>
      {open?.kind === 'create' && (
        <Modal title={TEXTS.form.createTitle} onClose={dismiss} wide>
          <BookingWindowForm onSaved={saved} />
        </Modal>
      )}
      {open?.kind === 'edit' && (
        <Modal title={TEXTS.form.editTitle(open.window)} onClose={dismiss} wide>
          <BookingWindowForm editing={open.window} onSaved={saved} />
        </Modal>
      )}
    </>
  );
}
