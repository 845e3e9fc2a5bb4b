import { auditValue, type FieldChange } from '@seedcorp/contracts';
import { AUDIT_TRAIL_TEXTS as TEXTS } from '../../../content/audit-trail';

/** Each field a change touched, its old and new value as text. */
export function AuditChanges({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <span className="audit-none">{TEXTS.noChanges}</span>;
  return (
    <ul className="audit-changes">
      {changes.map((change, index) => (
        <li key={`${change.field}-${index}`}>
          <span className="audit-field">{change.field}:</span> {auditValue(change.old)} → {auditValue(change.new)}
        </li>
      ))}
    </ul>
  );
}
