import {
  auditPersonName,
  auditRecordLabel,
  auditRoleName,
  auditTime,
  csvLine,
  textCellForSpreadsheet,
  type AuditEntry,
} from '@seedcorp/contracts';

export const AUDIT_CSV_HEADER = [
  'Time (IST)',
  'Person',
  'Role',
  'Action',
  'Record',
  'Field',
  'Old value',
  'New value',
  'Reason',
  'Address',
  'Request id',
];

/**
 * The entries as CSV for an RTI reply: one line per field a change touched (one line for an entry that names no
 * field). Every cell is text as the admin typed it, kept from being run as a spreadsheet formula.
 */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = entries.flatMap((entry) => {
    const common = [
      auditTime(entry.at),
      auditPersonName(entry.person),
      auditRoleName(entry.person?.role),
      entry.action,
      auditRecordLabel(entry),
    ];
    const after = [entry.reason ?? '', entry.address ?? '', entry.requestId ?? ''];
    const fields = entry.changes.length > 0 ? entry.changes : [undefined];
    return fields.map((change) => [...common, change?.field ?? '', change?.old ?? '', change?.new ?? '', ...after]);
  });
  return (
    [AUDIT_CSV_HEADER, ...lines.map((cells) => cells.map(textCellForSpreadsheet))].map(csvLine).join('\r\n') + '\r\n'
  );
}
