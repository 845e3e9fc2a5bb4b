import { activityFields, parseActivityFields } from './activity-publisher';
import type { ActivityEvent } from '@seedcorp/contracts';

describe('activity event fields', () => {
  const event: ActivityEvent = {
    source: 'media',
    activityType: 'Created',
    activityDetails: 'Image added to Photo Gallery',
    at: '2026-01-02T03:04:05.000Z',
  };

  it('round-trips an event', () => {
    expect(parseActivityFields(activityFields(event))).toEqual(event);
  });

  it('round-trips who made a change, from where, and each field’s old and new value, text kept verbatim', () => {
    const audited: ActivityEvent = {
      ...event,
      activityType: 'Updated',
      actor: { id: 'a1', name: 'Asha <b>', role: 'publisher' },
      address: '10.1.2.3',
      requestId: 'req-1',
      record: { type: 'director', id: '12' },
      changes: [
        { field: 'Phone', old: '9876543210', new: '9123456780' },
        { field: 'Note', old: null, new: `$' "quoted" </p>` },
      ],
      reason: 'Urgent rate correction',
    };
    const fields = activityFields(audited);
    expect(parseActivityFields(fields)).toEqual(audited);
    expect(activityFields(event)).toHaveLength(8);
  });

  it('reads an entry of an earlier version, count changes and all, as the event alone', () => {
    const counted = [...activityFields(event), 'countChanges', '[{"list":"galleryCounts","name":"x","delta":1}]'];
    expect(parseActivityFields(counted)).toEqual(event);
    expect(parseActivityFields([...activityFields(event), 'countChanges', '{not json'])).toEqual(event);
  });
});
