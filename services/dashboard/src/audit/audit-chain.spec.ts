import { createHmac } from 'node:crypto';
import { canonicalEntry, entryHash, GENESIS_HASH, microsOf, type ChainEntry } from './audit-chain';

const ENTRY: ChainEntry = {
  id: '7',
  streamId: '1764150000000-3',
  occurredMicros: microsOf(new Date('2026-11-26T10:00:00.123Z')),
  source: 'directories',
  action: 'Updated',
  details: 'Sample Director',
  actorId: 'admin-1',
  actorName: 'Asha Verma',
  actorRole: 'administrator',
  recordType: 'director',
  recordId: 'director-1',
  changes: [{ field: 'Mobile number', old: '9876543210', new: '9123456780' }],
  reason: null,
  address: '203.0.113.7',
  requestId: 'request-1',
};

describe('the audit chain hash', () => {
  it('is the HMAC-SHA256 of the previous hash and the entry in a fixed order', () => {
    const expected = createHmac('sha256', 'key')
      .update(GENESIS_HASH + canonicalEntry(ENTRY))
      .digest('hex');
    expect(entryHash('key', GENESIS_HASH, ENTRY)).toBe(expected);
    expect(canonicalEntry(ENTRY)).toBe(
      JSON.stringify([
        '7',
        '1764150000000-3',
        '1795687200123000',
        'directories',
        'Updated',
        'Sample Director',
        'admin-1',
        'Asha Verma',
        'administrator',
        'director',
        'director-1',
        [['Mobile number', '9876543210', '9123456780']],
        null,
        '203.0.113.7',
        'request-1',
      ]),
    );
  });

  it('changes with any field, the previous hash and the key, but not with the key order of a change', () => {
    const base = entryHash('key', GENESIS_HASH, ENTRY);
    const variants: ChainEntry[] = [
      { ...ENTRY, id: '8' },
      { ...ENTRY, occurredMicros: String(BigInt(ENTRY.occurredMicros) + 1n) },
      { ...ENTRY, actorName: 'Someone Else' },
      { ...ENTRY, reason: '' },
      { ...ENTRY, changes: [{ field: 'Mobile number', old: '9876543210', new: '9000000000' }] },
      { ...ENTRY, changes: [] },
    ];
    for (const variant of variants) expect(entryHash('key', GENESIS_HASH, variant)).not.toBe(base);
    expect(entryHash('key', 'f'.repeat(64), ENTRY)).not.toBe(base);
    expect(entryHash('other key', GENESIS_HASH, ENTRY)).not.toBe(base);
    const reordered = { ...ENTRY, changes: [{ new: '9123456780', old: '9876543210', field: 'Mobile number' }] };
    expect(entryHash('key', GENESIS_HASH, reordered)).toBe(base);
  });
});
