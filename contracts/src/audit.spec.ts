import { auditBreakMessage, auditRecordLabel, auditTime, auditVerificationMessage } from './audit';

describe('audit trail texts', () => {
  it('writes times in IST whatever the clock of the reader', () => {
    expect(auditTime('2026-03-01T18:29:59.000Z')).toBe('01-03-2026 23:59:59');
    expect(auditTime('2026-03-01T18:30:00.000Z')).toBe('02-03-2026 00:00:00');
  });

  it('says what is broken, or that every entry is intact', () => {
    expect(auditVerificationMessage({ entries: 12, intact: true, earlierEntries: 0 })).toBe('All 12 entries intact.');
    expect(auditVerificationMessage({ entries: 1, intact: true, earlierEntries: 2 })).toBe(
      'All 1 entry intact. 2 earlier entries, kept from before the audit trail began, are not covered by the check.',
    );
    expect(auditBreakMessage({ problem: 'changed', id: '41', at: '2026-03-05T06:00:00.000Z' })).toBe(
      'Entry 41 of 05-03-2026 11:30:00 was changed after it was recorded.',
    );
    expect(auditBreakMessage({ problem: 'missing', id: '41', lastMissing: '43', at: '2026-03-05T06:00:00.000Z' })).toBe(
      'Entries 41 to 43 are missing: removed before the entry of 05-03-2026 11:30:00.',
    );
    expect(auditBreakMessage({ problem: 'missing', id: '41', lastMissing: '41', at: null })).toBe(
      'Entry 41 is missing: removed from the end of the trail.',
    );
    expect(auditBreakMessage({ problem: 'ends-changed', id: null, at: null })).toMatch(/^The trail's record/);
  });

  it('names the record of an entry when it has one', () => {
    expect(auditRecordLabel({ details: 'Sample Director', record: { type: 'director', id: 'd-1' } })).toBe(
      'Sample Director (director d-1)',
    );
    expect(auditRecordLabel({ details: 'Admin ******3210 from 203.0.113.9', record: null })).toBe(
      'Admin ******3210 from 203.0.113.9',
    );
  });
});
