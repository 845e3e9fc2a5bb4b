import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import {
  ACTIVITY_STREAM,
  type ActivityActor,
  type ActivityEvent,
  type ActivitySource,
  type ActivityType,
  type ChangeRecord,
  type FieldChange,
} from '@seedcorp/contracts';
import { currentRequestOrigin } from '../observability/request-context';
import { REDIS } from '../data/redis';

/** Old entries are trimmed; the dashboard keeps its own history in Postgres. */
const STREAM_MAX_LENGTH = 100_000;

export const ACTIVITY_SOURCE = Symbol('ACTIVITY_SOURCE');

/** The event's fields as a stream entry: text as it is, the structured parts as JSON; absent parts leave no field. */
export function activityFields(event: ActivityEvent): string[] {
  const fields = [
    'source',
    event.source,
    'activityType',
    event.activityType,
    'activityDetails',
    event.activityDetails,
    'at',
    event.at,
  ];
  const optional: [string, string | undefined][] = [
    ['actor', event.actor && JSON.stringify(event.actor)],
    ['address', event.address],
    ['requestId', event.requestId],
    ['record', event.record && JSON.stringify(event.record)],
    ['changes', event.changes && JSON.stringify(event.changes)],
    ['reason', event.reason],
  ];
  for (const [name, value] of optional) if (value !== undefined) fields.push(name, value);
  return fields;
}

function parsedJson<T>(text: string | undefined): T | undefined {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/**
 * Reads the fields `activityFields` writes and ignores any other: entries written by earlier versions may
 * still carry a `countChanges` field, which the dashboard no longer needs (it asks the owners for their counts).
 */
export function parseActivityFields(fields: string[]): ActivityEvent {
  const map = new Map<string, string>();
  for (let index = 0; index + 1 < fields.length; index += 2) map.set(fields[index], fields[index + 1]);
  const actor = parsedJson<ActivityActor>(map.get('actor'));
  const record = parsedJson<ChangeRecord['record']>(map.get('record'));
  const changes = parsedJson<FieldChange[]>(map.get('changes'));
  const address = map.get('address');
  const requestId = map.get('requestId');
  const reason = map.get('reason');
  return {
    source: map.get('source') as ActivitySource,
    activityType: map.get('activityType') as ActivityType,
    activityDetails: map.get('activityDetails') ?? '',
    at: map.get('at') ?? new Date(0).toISOString(),
    ...(actor ? { actor } : {}),
    ...(address !== undefined ? { address } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
    ...(record ? { record } : {}),
    ...(Array.isArray(changes) ? { changes } : {}),
    ...(reason !== undefined ? { reason } : {}),
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
   * Publishes after the change is committed, naming the admin, address and request id of the call being served (none
   * for a scheduled job, which may name the admin it acts for as `actor`). A Redis outage must not undo a saved
   * change, so a failed publish is logged rather than thrown; every admin call has just passed the guard's own Redis
   * round trip, so that window is narrow.
   */
  async publish(
    activityType: ActivityType,
    activityDetails: string,
    change: ChangeRecord & { actor?: ActivityActor } = {},
  ): Promise<void> {
    const origin = currentRequestOrigin();
    const event: ActivityEvent = {
      source: this.source,
      activityType,
      activityDetails,
      at: new Date().toISOString(),
      ...(origin?.admin ? { actor: origin.admin } : {}),
      ...(origin ? { address: origin.address, requestId: origin.requestId } : {}),
      ...change,
    };
    try {
      await this.redis.xadd(ACTIVITY_STREAM, 'MAXLEN', '~', STREAM_MAX_LENGTH, '*', ...activityFields(event));
    } catch (error) {
      this.logger.error({ err: error, event }, 'Activity event not published');
    }
  }
}
