import { API, type SaleCounterItem } from '@seedcorp/contracts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { LIST_SCREENS } from '../../content/list-screens';
import { SALE_COUNTERS_TEXTS as TEXTS } from '../../content/sale-counters';
import { messageOf } from '../../features/api/api-client';
import { fetchCounters, reopenCounter } from '../../features/sale-counters/api/sale-counters-api';
import { CloseCounterForm } from '../../features/sale-counters/components/CloseCounterForm';
import { CounterKey } from '../../features/sale-counters/components/CounterKey';
import { SaleCounterForm } from '../../features/sale-counters/components/SaleCounterForm';
import '../../features/sale-counters/sale-counters.css';
import { useMayCall } from '../../features/session/session-admin';
import { confirmInToast } from '../../features/ui/components/confirm-toast';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { Modal } from '../../features/ui/components/Modal';
import { RecordTable } from '../../features/ui/components/RecordTable';
import { displayDate } from '../../features/ui/dates';
import { useListScreen } from '../../features/ui/hooks/use-list-screen';

type Open = { kind: 'create' } | { kind: 'edit' | 'close'; counter: SaleCounterItem } | undefined;

/** The sale counters as records: added, edited on the version loaded, closed with a reason and reopened. */
export default function SaleCountersPage() {
  const { list, screen, table } = useListScreen<SaleCounterItem>({
    fetchPage: fetchCounters,
    searchFields: (row) => [row.name.en, row.name.hi, row.district, row.official, row.key],
  });
  const mayCreate = useMayCall(API.sales.createCounter);
  const mayClose = useMayCall(API.sales.closeCounter);
  const mayReopen = useMayCall(API.sales.reopenCounter);
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const saved = () => {
    close();
    list.load(0);
  };

  const reopen = async (counter: SaleCounterItem) => {
    if (!(await confirmInToast(TEXTS.confirmReopen(counter)))) return;
    try {
      toast.success(await reopenCounter(counter.key));
      list.load(0);
    } catch (error) {
      toast.error(messageOf(error, TEXTS.reopenFailed));
    }
  };

  const actions = (counter: SaleCounterItem) => {
    const target = <span className="visually-hidden">{TEXTS.target(counter)}</span>;
    return (
      <div className="row-actions">
        <button type="button" onClick={() => setOpen({ kind: 'edit', counter })}>
          {TEXTS.edit}
          {target}
        </button>
        {mayClose && !counter.closed && (
          <button type="button" className="danger" onClick={() => setOpen({ kind: 'close', counter })}>
            {TEXTS.close}
            {target}
          </button>
        )}
        {mayReopen && counter.closed && (
          <button type="button" onClick={() => void reopen(counter)}>
            {TEXTS.reopen}
            {target}
          </button>
        )}
      </div>
    );
  };

  return (
    <>
      <ManagerScreen
        texts={mayCreate ? LIST_SCREENS.saleCounters : { ...LIST_SCREENS.saleCounters, createLabel: undefined }}
        intro={<p>{TEXTS.intro}</p>}
        {...screen}
        onCreate={() => setOpen({ kind: 'create' })}
      >
        <RecordTable
          caption={TEXTS.caption}
          headings={TEXTS.headings}
          {...table}
          rowKey={(counter) => counter.key}
          rowClassName={(counter) => (counter.closed ? 'counter-closed' : undefined)}
          cells={(counter) => [
            <>
              {counter.name.en}
              <span lang="hi" className="counter-hindi">
                {counter.name.hi}
              </span>
            </>,
            counter.district ?? TEXTS.noDistrict,
            counter.official,
            counter.mobile,
            counter.closed ? (
              <>
                {TEXTS.closedSince(displayDate(counter.closedAt))}
                {counter.closedReason && <span className="counter-reason">{counter.closedReason}</span>}
              </>
            ) : (
              TEXTS.open
            ),
            <CounterKey counter={counter} />,
            actions(counter),
          ]}
        />
      </ManagerScreen>
      {open?.kind === 'create' && (
        <Modal title={TEXTS.form.createTitle} onClose={close}>
          <SaleCounterForm onSaved={saved} />
        </Modal>
      )}
      {open?.kind === 'edit' && (
        <Modal title={TEXTS.form.editTitle(open.counter)} onClose={close}>
          <SaleCounterForm editing={open.counter} onSaved={saved} />
        </Modal>
      )}
      {open?.kind === 'close' && (
        <Modal title={TEXTS.closeForm.title(open.counter)} onClose={close}>
          <CloseCounterForm counter={open.counter} onSaved={saved} />
        </Modal>
      )}
    </>
  );
}
