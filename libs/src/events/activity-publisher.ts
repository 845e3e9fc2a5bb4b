import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { ACTIVITY_STREAM, type ActivityEvent, type ActivitySource, type ActivityType } from '../contracts/activity';
import { REDIS } from '../data/redis';

export { ACTIVITY_STREAM } from '../contracts/activity';
/** Old entries are trimmed; the dashboard keeps its own history in Postgres. */
const STREAM_MAX_LENGTH = 100_000;

export const ACTIVITY_SOURCE = Symbol('ACTIVITY_SOURCE');

export function activityFields(event: ActivityEvent): string[] {
  return [
    'source',
    event.source,
    'activityType',
    event.activityType,
    'activityDetails',
    event.activityDetails,
    'at',
    event.at,
  ];
}

/**
 * Reads the fields `activityFields` writes and ignores any other: entries written by earlier versions may
 * still carry a `countChanges` field, which the dashboard no longer needs (it asks the owners for their counts).
 */
export function parseActivityFields(fields: string[]): ActivityEvent {
  const map = new Map<string, string>();
  for (let index = 0; index + 1 < fields.length; index += 2) map.set(fields[index], fields[index + 1]);
  return {
    source: map.get('source') as ActivitySource,
    activityType: map.get('activityType') as ActivityType,
    activityDetails: map.get('activityDetails') ?? '',
    at: map.get('at') ?? new Date(0).toISOString(),
  };
}

@Injectable()
export class ActivityPublisher {
  private readonly logger = new Logger(ActivityPublisher.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ACTIVITY_SOURCE) private readonly source: ActivitySource,
  ) {}

  /**
   * Publishes after the change is committed. A Redis outage must not undo a saved change,
   * so a failed publish is logged rather than thrown.
   */
  async publish(activityType: ActivityType, activityDetails: string): Promise<void> {
    const event: ActivityEvent = { source: this.source, activityType, activityDetails, at: new Date().toISOString() };
    try {
      await this.redis.xadd(ACTIVITY_STREAM, 'MAXLEN', '~', STREAM_MAX_LENGTH, '*', ...activityFields(event));
    } catch (error) {
      this.logger.error({ err: error, event }, 'Activity event not published');
    }
  }
}
