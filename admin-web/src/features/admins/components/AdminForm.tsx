import {
  ADMIN_FORM_RULES,
  ADMIN_ROLES,
  firstBrokenRule,
  isAdminRole,
  MOBILE_DIGITS,
  type AdminAccount,
  type AdminRole,
} from '@seedcorp/contracts';
import { useState, type FormEvent } from 'react';
import { ADMINS_TEXTS } from '../../../content/admins';
import { LabelledField } from '../../ui/components/LabelledField';
import { RecordForm } from '../../ui/components/RecordForm';
import { useSave } from '../../ui/hooks/use-save';
import { createAdmin, updateAdmin } from '../api/admins-api';
import { digitsOnly } from '../../ui/digits';

const TEXTS = ADMINS_TEXTS.form;

interface AdminFormProps {
  /** The admin being edited; none when adding one. */
  editing?: AdminAccount;
  /** The signed-in administrator edits their own name only. */
  self?: boolean;
  onSaved: () => void;
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
 * Adds an admin (number, name, role), or changes one's name and role. The number follows the login form's rules and
 * words; the server's message is toasted, and a refusal keeps what was typed.
 */
export function AdminForm({ editing, self = false, onSaved }: AdminFormProps) {
  const [mobileNo, setMobileNo] = useState('');
  const [name, setName] = useState(editing?.name ?? '');
  const [role, setRole] = useState<AdminRole | ''>(editing?.role ?? '');
  const { busy, save } = useSave(onSaved);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (editing) {
      const sent = { id: editing.id, name, role: role as AdminRole, active: editing.active };
      void save(firstBrokenRule(ADMIN_FORM_RULES, sent, 'update'), () => updateAdmin(sent), TEXTS.failed);
    } else {
      const sent = { mobileNo, name, role: role as AdminRole };
      void save(firstBrokenRule(ADMIN_FORM_RULES, sent, 'create'), () => createAdmin(sent), TEXTS.failed);
    }
  };

  return (
    <RecordForm onSubmit={onSubmit} busy={busy} submitLabel={editing ? TEXTS.save : TEXTS.add}>
      {!editing && (
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
        </>
      )}
    </RecordForm>
  );
}
