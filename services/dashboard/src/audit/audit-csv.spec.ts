import { parseDelimited, type AuditEntry } from '@seedcorp/contracts';
import { AUDIT_CSV_HEADER, auditCsv } from './audit-csv';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-03-05T06:00:00.000Z',
  source: 'directories',
  action: 'Updated',
  details: 'Sample Director',
  person: { id: 'admin-1', name: 'Asha Verma', role: 'administrator' },
  record: { type: 'director', id: 'director-1' },
  changes: [],
  reason: null,
  address: '203.0.113.7',
  requestId: 'request-1',
  ...fields,
});

describe('auditCsv', () => {
  it('writes a line per field change, the time in IST, and keeps formulas from running', () => {
    const csv = auditCsv([
      entry({
        changes: [
          { field: 'Name', old: '=1+1', new: 'Sample, "Director"' },
          { field: 'Email', old: 'a@example.org', new: null },
        ],
      }),
      entry({ person: null, action: 'Sign-in failed', details: '-1 tries', record: null, reason: '@once' }),
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseDelimited(csv, ',').lines).toEqual([
      AUDIT_CSV_HEADER,
      [
        '05-03-2026 11:30:00',
        'Asha Verma',
        'Administrator',
        'Updated',
        'Sample Director (director director-1)',
        'Name',
        "'=1+1",
        'Sample, "Director"',
        '',
        '203.0.113.7',
        'request-1',
      ],
      [
        '05-03-2026 11:30:00',
        'Asha Verma',
        'Administrator',
        'Updated',
        'Sample Director (director director-1)',
        'Email',
        'a@example.org',
        '',
        '',
        '203.0.113.7',
        'request-1',
      ],
      ['05-03-2026 11:30:00', '', '', 'Sign-in failed', "'-1 tries", '', '', '', "'@once", '203.0.113.7', 'request-1'],
    ]);
  });

  it('writes the header alone for no entries', () => {
    expect(auditCsv([])).toBe(`${AUDIT_CSV_HEADER.join(',')}\r\n`);
  });
});
