import { API, type AdminAccount } from '@seedcorp/contracts';
import { useRef, useState } from 'react';
import { ADMINS_TEXTS as TEXTS } from '../../content/admins';
import { resetSecondFactor, updateAdmin } from '../../features/admins/api/admins-api';
import { AdminForm } from '../../features/admins/components/AdminForm';
import { ResetSecondFactorDialog } from '../../features/admins/components/ResetSecondFactorDialog';
import { useAdmins } from '../../features/admins/hooks/use-admins';
import '../../features/admins/operator-counters.css';
import { useMayCall, useSessionAdmin } from '../../features/session/session-admin';
import { confirmInToast } from '../../features/ui/components/confirm-toast';
import { HeadedTable } from '../../features/ui/components/HeadedTable';
import { LoadedList } from '../../features/ui/components/LoadedList';
import { Modal } from '../../features/ui/components/Modal';
import { displayDateTime } from '../../features/ui/dates';
import './admins.css';

type Open = { kind: 'add' } | { kind: 'edit' | 'reset'; admin: AdminAccount } | undefined;

/**
 * The administrators' list of admins: who may sign in, with which role, whether they have a second factor and when
 * they last signed in; admins added, edited, disabled and enabled, and a lost second factor reset.
 */
export default function AdminsPage() {
  const { admins, failed, reload, change } = useAdmins();
  const self = useSessionAdmin();
  const mayAdd = useMayCall(API.admins.create);
  const mayUpdate = useMayCall(API.admins.update);
  const mayReset = useMayCall(API.secondFactor.reset);
  const [open, setOpen] = useState<Open>();
  const title = useRef<HTMLHeadingElement>(null);

  const close = () => setOpen(undefined);
  const saved = () => {
    close();
    reload();
  };

  const setActive = async (admin: AdminAccount, active: boolean) => {
    if (!active && !(await confirmInToast(TEXTS.actions.confirmDisable(admin)))) return;
    const { id, name, role } = admin;
    // The row's button turns into its opposite: the keyboard goes on from the screen's heading.
    if (await change(() => updateAdmin({ id, name, role, active }), TEXTS.actions.changeFailed)) title.current?.focus();
  };

  const reset = async (admin: AdminAccount) => {
    close();
    // The row's reset button goes once the admin has no factor: the keyboard goes on from the screen's heading.
    if (await change(() => resetSecondFactor(admin.mobile), TEXTS.reset.failed)) title.current?.focus();
  };

  const actions = (admin: AdminAccount) => {
    const own = admin.id === self.id;
    const target = <span className="visually-hidden">{TEXTS.actions.target(admin)}</span>;
    return (
      <div className="row-actions">
        {mayUpdate && (
          <button type="button" onClick={() => setOpen({ kind: 'edit', admin })}>
            {TEXTS.actions.edit}
            {target}
          </button>
        )}
        {mayUpdate && !own && admin.active && (
          <button type="button" className="danger" onClick={() => void setActive(admin, false)}>
            {TEXTS.actions.disable}
            {target}
          </button>
        )}
        {mayUpdate && !own && !admin.active && (
          <button type="button" onClick={() => void setActive(admin, true)}>
            {TEXTS.actions.enable}
            {target}
          </button>
        )}
        {mayReset && !own && admin.active && admin.secondFactor && (
          <button type="button" className="danger" onClick={() => setOpen({ kind: 'reset', admin })}>
            {TEXTS.actions.reset}
            <span className="visually-hidden">{TEXTS.actions.targetOf(admin)}</span>
          </button>
        )}
      </div>
    );
  };

  return (
    <article className="manager admins">
      <h1 ref={title} tabIndex={-1}>
        {TEXTS.title}
      </h1>
      <p>{TEXTS.intro}</p>
      {mayAdd && (
        <div className="manager-toolbar">
          <button type="button" className="primary" onClick={() => setOpen({ kind: 'add' })}>
            {TEXTS.add}
          </button>
        </div>
      )}
      <LoadedList
        items={admins}
        failed={failed}
        isEmpty={(list) => list.length === 0}
        texts={TEXTS}
        className="list-body"
      >
        {(list) => (
          <HeadedTable caption={TEXTS.caption} headings={Object.values(TEXTS.headings)}>
            {list.map((admin) => (
              <tr key={admin.id} className={admin.active ? undefined : 'admin-disabled'}>
                <th scope="row">
                  {admin.name}
                  {admin.id === self.id && <span className="session-current"> ({TEXTS.you})</span>}
                </th>
                <td>{admin.mobile}</td>
                <td>{TEXTS.roleNames[admin.role]}</td>
                <td>{admin.active ? TEXTS.active : TEXTS.disabled}</td>
                <td>{admin.secondFactor ? TEXTS.yes : TEXTS.no}</td>
                <td>{admin.lastLoginAt ? displayDateTime(admin.lastLoginAt) : TEXTS.never}</td>
                <td>{actions(admin)}</td>
              </tr>
            ))}
          </HeadedTable>
        )}
      </LoadedList>
      {open?.kind === 'add' && (
        <Modal title={TEXTS.form.addTitle} onClose={close}>
          <AdminForm onSaved={saved} onPartlySaved={reload} />
        </Modal>
      )}
      {open?.kind === 'edit' && (
        <Modal title={TEXTS.form.editTitle(open.admin)} onClose={close}>
          <AdminForm editing={open.admin} self={open.admin.id === self.id} onSaved={saved} onPartlySaved={reload} />
        </Modal>
      )}
      {open?.kind === 'reset' && (
        <ResetSecondFactorDialog admin={open.admin} onConfirm={() => void reset(open.admin)} onCancel={close} />
      )}
    </article>
  );
}
