import { activityFields, parseActivityFields } from './activity-publisher';
import type { ActivityEvent } from '../contracts/activity';

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

  it('reads an entry of an earlier version, count changes and all, as the event alone', () => {
    const counted = [...activityFields(event), 'countChanges', '[{"list":"galleryCounts","name":"x","delta":1}]'];
    expect(parseActivityFields(counted)).toEqual(event);
    expect(parseActivityFields([...activityFields(event), 'countChanges', '{not json'])).toEqual(event);
  });
});
