import type { PasskeySummary } from '@seedcorp/contracts';
import { SIGN_IN_SECURITY_TEXTS as TEXTS } from '../../../content/sign-in-security';
import { HeadedTable } from '../../ui/components/HeadedTable';
import { displayDateTime } from '../../ui/dates';

interface PasskeyListProps {
  passkeys: readonly PasskeySummary[];
  busy: boolean;
  onRemove: (passkey: PasskeySummary) => void;
}

/** The signed-in admin's passkeys, each by name, when added and last used, with its Remove button. */
export function PasskeyList({ passkeys, busy, onRemove }: PasskeyListProps) {
  if (passkeys.length === 0) return <p>{TEXTS.passkeys.none}</p>;
  return (
    <HeadedTable caption={TEXTS.passkeys.caption} headings={Object.values(TEXTS.passkeys.headings)}>
      {passkeys.map((passkey) => (
        <tr key={passkey.id}>
          <th scope="row">{passkey.name}</th>
          <td>{displayDateTime(passkey.createdAt)}</td>
          <td>{passkey.lastUsedAt ? displayDateTime(passkey.lastUsedAt) : TEXTS.passkeys.neverUsed}</td>
          <td>
            <div className="row-actions">
              <button type="button" className="danger" disabled={busy} onClick={() => onRemove(passkey)}>
                {TEXTS.passkeys.remove}
                <span className="visually-hidden">{TEXTS.passkeys.removeTarget(passkey.name)}</span>
              </button>
            </div>
          </td>
        </tr>
      ))}
    </HeadedTable>
  );
}
