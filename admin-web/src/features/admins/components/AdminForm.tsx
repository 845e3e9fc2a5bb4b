import {
  ADMIN_FORM_RULES,
  ADMIN_ROLES,
  COUNTER_ROLE,
  firstBrokenRule,
  isAdminRole,
  MOBILE_DIGITS,
  type AdminAccount,
  type AdminRole,
} from '@seedcorp/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { ADMINS_TEXTS } from '../../../content/admins';
import { LabelledField } from '../../ui/components/LabelledField';
import { RecordForm } from '../../ui/components/RecordForm';
import { messageOf } from '../../api/api-client';
import { createAdmin, saveOperatorCounters, updateAdmin } from '../api/admins-api';
import { useOperatorCounters } from '../hooks/use-operator-counters';
import { OperatorCountersField } from './OperatorCountersField';
import { digitsOnly } from '../../ui/digits';
import './admin-form.css';

const TEXTS = ADMINS_TEXTS.form;

interface AdminFormProps {
  /** The admin being edited; none when adding one. */
  editing?: AdminAccount;
  /** The signed-in administrator edits their own name only. */
  self?: boolean;
  onSaved: () => void;
  /** The admin was saved but not their sale counters: the list behind the form shows the admin already. */
  onPartlySaved?: () => void;
}

function RoleField({ value, onChange }: { value: AdminRole | ''; onChange: (role: AdminRole | '') => void }) {
  return (
    <LabelledField label={TEXTS.role} required>
      {(id) => (
        <>
          <select
            id={id}
            value={value}
            aria-describedby={`${id}-roles`}
            onChange={(event) => onChange(isAdminRole(event.target.value) ? event.target.value : '')}
          >
            <option value="">Select role</option>
            {ADMIN_ROLES.map((role) => (
              <option key={role} value={role}>
                {ADMINS_TEXTS.roleNames[role]}
              </option>
            ))}
          </select>
          <ul id={`${id}-roles`} className="field-hint role-hints">
            {ADMIN_ROLES.map((role) => (
              <li key={role}>{ADMINS_TEXTS.roleHint[role]}</li>
            ))}
          </ul>
        </>
      )}
    </LabelledField>
  );
}

/**
 * Adds an admin (number, name, role), or changes one's name and role; a counter operator's sale counters are ticked
 * here and saved after the admin. The number follows the login form's rules and words; the server's message is
 * toasted, and a refusal keeps what was typed. If the admin is saved but their counters are not, the form says so
 * and stays open on the saved admin, for the next save to send the counters again.
 */
export function AdminForm({ editing, self = false, onSaved, onPartlySaved }: AdminFormProps) {
  const [mobileNo, setMobileNo] = useState('');
  const [name, setName] = useState(editing?.name ?? '');
  const [role, setRole] = useState<AdminRole | ''>(editing?.role ?? '');
  const [saved, setSaved] = useState(editing);
  const [countersNotSaved, setCountersNotSaved] = useState<string>();
  const [busy, setBusy] = useState(false);
  const operator = role === COUNTER_ROLE;
  const counters = useOperatorCounters(editing, operator && !self);

  const saveAdmin = async (): Promise<AdminAccount | undefined> => {
    if (saved) {
      const sent = { id: saved.id, name, role: role as AdminRole, active: saved.active };
      toast.success(await updateAdmin(sent));
      return saved;
    }
    const created = await createAdmin({ mobileNo, name, role: role as AdminRole });
    toast.success(created.message);
    setSaved(created.admin);
    return created.admin;
  };

  const submit = async () => {
    const problem = saved
      ? firstBrokenRule(ADMIN_FORM_RULES, { id: saved.id, name, role, active: saved.active }, 'update')
      : firstBrokenRule(ADMIN_FORM_RULES, { mobileNo, name, role }, 'create');
    const countersProblem = operator && !self ? counters.problem() : undefined;
    if (problem || countersProblem) {
      toast.error(problem ?? countersProblem);
      return;
    }
    setBusy(true);
    try {
      let admin: AdminAccount | undefined;
      try {
        admin = await saveAdmin();
      } catch (error) {
        toast.error(messageOf(error, TEXTS.failed));
        return;
      }
      if (operator && !self && admin) {
        try {
          toast.success(await saveOperatorCounters(admin.id, counters.tickedKeys()));
        } catch (error) {
          const said = ADMINS_TEXTS.operator.notSaved(messageOf(error, ADMINS_TEXTS.operator.notSavedFallback));
          setCountersNotSaved(said);
          toast.error(said);
          onPartlySaved?.();
          return;
        }
      }
      onSaved();
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <RecordForm onSubmit={onSubmit} busy={busy} submitLabel={saved ? TEXTS.save : TEXTS.add}>
      {countersNotSaved && (
        <p role="alert" className="form-problem">
          {countersNotSaved}
        </p>
      )}
      {!saved && (
        <LabelledField label={TEXTS.mobile} required>
          {(id) => (
            <>
              {/* No maxLength, as on the login form: a pasted "98765 43210" keeps all its digits. */}
              <input
                id={id}
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                aria-describedby={`${id}-hint`}
                value={mobileNo}
                onChange={(event) => setMobileNo(digitsOnly(event.target.value, MOBILE_DIGITS))}
              />
              <p id={`${id}-hint`} className="field-hint">
                {TEXTS.mobileHint}
              </p>
            </>
          )}
        </LabelledField>
      )}
      <LabelledField label={TEXTS.name} required>
        {(id) => (
          <input
            id={id}
            type="text"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </LabelledField>
      {self ? (
        <p className="field-hint">{TEXTS.ownRole}</p>
      ) : (
        <>
          <RoleField value={role} onChange={setRole} />
          {editing && <p className="field-hint">{TEXTS.roleChangeNote}</p>}
          {operator && (
            <OperatorCountersField
              counters={counters.counters}
              ticked={counters.ticked}
              failure={counters.failure}
              onToggle={counters.toggle}
            />
          )}
        </>
      )}
    </RecordForm>
  );
}
