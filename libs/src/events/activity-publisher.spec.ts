import { activityFields, parseActivityFields } from './activity-publisher';
import type { ActivityEvent } from '../contracts/activity';

describe('activity event fields', () => {
  const event: ActivityEvent = {
    source: 'media',
    activityType: 'Created',
    activityDetails: 'Image added to Photo Gallery',
    at: '2026-01-02T03:04:05.000Z',
  };

  it('round-trips an event with its count changes', () => {
    const withCounts: ActivityEvent = {
      ...event,
      countChanges: [{ list: 'galleryCounts', name: 'Photo Gallery', delta: 1 }],
    };
    expect(parseActivityFields(activityFields(withCounts))).toEqual(withCounts);
  });

  it('writes no count field for an event that changes no count', () => {
    expect(activityFields(event)).not.toContain('countChanges');
    expect(parseActivityFields(activityFields(event))).toEqual(event);
  });

  it('drops a malformed count list instead of failing', () => {
    const fields = [...activityFields(event), 'countChanges', '{not json'];
    expect(parseActivityFields(fields).countChanges).toEqual([]);
  });
});
