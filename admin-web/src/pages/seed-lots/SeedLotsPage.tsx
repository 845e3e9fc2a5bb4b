import { API, mayMoveLot, SEED_CLASS_NAMES, type AdminSeedLot } from '@seedcorp/contracts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { LIST_SCREENS } from '../../content/list-screens';
import { SEED_LOTS_TEXTS as TEXTS } from '../../content/seed-lots';
import { messageOf } from '../../features/api/api-client';
import { reinstateLot } from '../../features/seed-lots/api/seed-lots-api';
import { LoadLotsForm } from '../../features/seed-lots/components/LoadLotsForm';
import { SeedLotFilters } from '../../features/seed-lots/components/SeedLotFilters';
import { SeedLotForm } from '../../features/seed-lots/components/SeedLotForm';
import { WithdrawLotForm } from '../../features/seed-lots/components/WithdrawLotForm';
import { useLotLabels } from '../../features/seed-lots/hooks/use-lot-labels';
import { useSeedLotList } from '../../features/seed-lots/hooks/use-seed-lot-list';
import '../../features/seed-lots/seed-lots.css';
import { useMayCall } from '../../features/session/session-admin';
import { confirmInToast } from '../../features/ui/components/confirm-toast';
import { ListView } from '../../features/ui/components/ListView';
import { Modal } from '../../features/ui/components/Modal';
import { RecordTable } from '../../features/ui/components/RecordTable';
import { displayDate } from '../../features/ui/dates';

type Open = { kind: 'create' | 'load' } | { kind: 'edit' | 'withdraw'; lot: AdminSeedLot } | undefined;

const LIST = LIST_SCREENS.seedLots;

function LotState({ lot }: { lot: AdminSeedLot }) {
  return (
    <>
      <span className={`seed-lot-state ${lot.state}`}>{TEXTS.states[lot.state]}</span>
      {lot.withdrawal && (
        <>
          <span className="seed-lot-detail">{TEXTS.withdrawnOn(displayDate(lot.withdrawal.at))}</span>
          <span className="seed-lot-detail">{lot.withdrawal.reason.en}</span>
        </>
      )}
    </>
  );
}

/**
 * The seed lots as records: found by number, variety or state; entered, edited on the version loaded, loaded from a
 * laboratory's CSV, withdrawn with a public reason and reinstated; and a lot's QR labels printed. Editors read them.
 */
export default function SeedLotsPage() {
  const lots = useSeedLotList();
  const { list } = lots;
  const labels = useLotLabels();
  const mayCreate = useMayCall(API.seedLots.create);
  const mayUpdate = useMayCall(API.seedLots.update);
  const mayWithdraw = useMayCall(API.seedLots.withdraw);
  const mayReinstate = useMayCall(API.seedLots.reinstate);
  const mayLoad = useMayCall(API.seedLots.load);
  const mayLabel = useMayCall(API.seedLots.labels);
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const saved = () => {
    close();
    list.load(0);
  };

  const reinstate = async (lot: AdminSeedLot) => {
    if (!(await confirmInToast(TEXTS.confirmReinstate(lot)))) return;
    try {
      toast.success(await reinstateLot(lot));
      list.load(0);
    } catch (error) {
      toast.error(messageOf(error, TEXTS.reinstateFailed));
    }
  };

  const actions = (lot: AdminSeedLot) => {
    const target = <span className="visually-hidden">{TEXTS.target(lot)}</span>;
    return (
      <div className="row-actions">
        {mayUpdate && mayMoveLot('edit', lot.state) && (
          <button type="button" onClick={() => setOpen({ kind: 'edit', lot })}>
            {TEXTS.edit}
            {target}
          </button>
        )}
        {mayLabel && lot.state === 'valid' && (
          <button type="button" aria-disabled={labels.making === lot.key} onClick={() => void labels.download(lot)}>
            {labels.making === lot.key ? TEXTS.labelsBusy : TEXTS.labels}
            {target}
          </button>
        )}
        {mayWithdraw && mayMoveLot('withdraw', lot.state) && (
          <button type="button" className="danger" onClick={() => setOpen({ kind: 'withdraw', lot })}>
            {TEXTS.withdraw}
            {target}
          </button>
        )}
        {mayReinstate && mayMoveLot('reinstate', lot.state) && (
          <button type="button" onClick={() => void reinstate(lot)}>
            {TEXTS.reinstate}
            {target}
          </button>
        )}
      </div>
    );
  };

  return (
    <>
      <article className="manager seed-lots">
        <h1>{LIST.title}</h1>
        <p>{TEXTS.intro}</p>
        <SeedLotFilters value={lots.draft} onChange={lots.setDraft} onApply={lots.apply} onClear={lots.clear} />
        {(mayCreate || mayLoad) && (
          <div className="seed-lot-tools">
            {mayLoad && (
              <button type="button" onClick={() => setOpen({ kind: 'load' })}>
                {TEXTS.loadCsv}
              </button>
            )}
            {mayCreate && (
              <button type="button" className="primary" onClick={() => setOpen({ kind: 'create' })}>
                {LIST.createLabel}
              </button>
            )}
          </div>
        )}
        <ListView
          list={list}
          shown={list.rows}
          searching={lots.filtered}
          emptyText={lots.filtered ? LIST.noMatchText : LIST.emptyText}
          noMatchText={LIST.noMatchText}
        >
          <RecordTable
            caption={TEXTS.caption}
            headings={TEXTS.headings}
            page={list.page}
            rows={list.rows}
            serialOf={lots.serialOf}
            rowKey={(lot) => lot.key}
            rowClassName={(lot) => (lot.state === 'withdrawn' ? 'seed-lot-withdrawn' : undefined)}
            cells={(lot) => [
              <>
                {lot.lotNumber}
                <span className="seed-lot-detail">{lot.season}</span>
              </>,
              <>
                {lot.cropName.en}
                <span className="seed-lot-variety">{lot.variety.en}</span>
              </>,
              SEED_CLASS_NAMES[lot.seedClass].en,
              lot.plantName.en,
              displayDate(lot.validUntil),
              <LotState key="state" lot={lot} />,
              actions(lot),
            ]}
          />
        </ListView>
      </article>
      {open?.kind === 'create' && (
        <Modal title={TEXTS.form.createTitle} onClose={close} wide>
          <SeedLotForm onSaved={saved} />
        </Modal>
      )}
      {open?.kind === 'edit' && (
        <Modal title={TEXTS.form.editTitle(open.lot)} onClose={close} wide>
          <SeedLotForm editing={open.lot} onSaved={saved} />
        </Modal>
      )}
      {open?.kind === 'withdraw' && (
        <Modal title={TEXTS.withdrawForm.title(open.lot)} onClose={close}>
          <WithdrawLotForm lot={open.lot} onSaved={saved} />
        </Modal>
      )}
      {open?.kind === 'load' && (
        <Modal title={TEXTS.load.title} onClose={close} wide>
          <LoadLotsForm onLoaded={() => list.load(0)} />
        </Modal>
      )}
    </>
  );
}
