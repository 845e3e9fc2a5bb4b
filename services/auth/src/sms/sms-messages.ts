import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '@seedcorp/libs';
import { AuthConfig } from '../config';

/**
 * Where a message stands. `queued` and `retrying` wait for a try, `sending` is a try under way; `sent` means the
 * gateway took it, and its delivery report then makes it `delivered` or `failed`. `expired` (a code's life ended
 * first), `superseded` (a newer code replaced it) and `interrupted` (its replica stopped during the send, so it is
 * not sent again: it may have arrived) are closed without a send.
 */
const SMS_STATES = [
  'queued',
  'sending',
  'retrying',
  'sent',
  'delivered',
  'failed',
  'expired',
  'superseded',
  'interrupted',
] as const;
export type SmsState = (typeof SMS_STATES)[number];

/** The moves each state allows, declared once; every change of state goes through `move`, which holds to them. */
const MOVES: Record<SmsState, readonly SmsState[]> = {
  queued: ['sending', 'failed', 'expired', 'superseded'],
  retrying: ['sending', 'failed', 'expired', 'superseded'],
  sending: ['sent', 'retrying', 'failed', 'interrupted'],
  sent: ['delivered', 'failed'],
  delivered: [],
  failed: [],
  expired: [],
  superseded: [],
  interrupted: [],
};

const movesInto = (state: SmsState): SmsState[] => SMS_STATES.filter((from) => MOVES[from].includes(state));

export type SmsKind = 'code' | 'alert';

/** A message as an operator inspects it: never its number or text. */
export interface SmsMessageRecord {
  id: string;
  kind: SmsKind;
  state: SmsState;
  /** Sends begun. */
  attempts: number;
  createdAt: number;
  updatedAt: number;
  /** The gateway's id for the message, from its answer. */
  messageId?: string;
  lastError?: string;
  /** The alert's event. */
  event?: string;
}

const keys = {
  message: (id: string) => `sms:message:${id}`,
  /** The message a gateway id names, for its delivery report. */
  byGatewayId: (messageId: string) => `sms:gateway-id:${messageId}`,
};

/**
 * KEYS: message. ARGV: ttl ms, then field, value pairs. Records a message unless it exists; answers 1 if new, else
 * its state.
 */
const CREATE = `
local state = redis.call('HGET', KEYS[1], 'state')
if state then return state end
redis.call('HSET', KEYS[1], 'state', 'queued', unpack(ARGV, 2))
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

/** The scripts run many times a second (one per message queued), by their digest. */
interface SmsScripts {
  smsCreate(key: string, ttlMs: number, ...pairs: string[]): Promise<number | string>;
}

/**
 * KEYS: message. ARGV: to, ttl ms, now, the states it may come from (comma list), then field, value pairs.
 * Moves the message if its state allows; answers 1, or the state that did not allow it ('' when there is none).
 */
const MOVE = `
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return '' end
local allowed = false
for from in string.gmatch(ARGV[4], '[^,]+') do
  if from == state then allowed = true end
end
if not allowed then return state end
redis.call('HSET', KEYS[1], 'state', ARGV[1], 'updatedAt', ARGV[3])
for index = 5, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[index], ARGV[index + 1]) end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * KEYS: message. ARGV: ttl ms, now. The start of a try: a message found `sending` had a try under way whose
 * replica stopped before recording its outcome, so it becomes `interrupted` instead of being sent again.
 * Answers `go` (now `sending`, its attempts counted), `interrupted`, or the state that closes it (`sent` when
 * its replica stopped between the gateway's answer and the queue's record).
 */
const BEGIN = `
local state = redis.call('HGET', KEYS[1], 'state')
if not state then return 'missing' end
if state == 'sending' then
  redis.call('HSET', KEYS[1], 'state', 'interrupted', 'updatedAt', ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return 'interrupted'
end
if state ~= 'queued' and state ~= 'retrying' then return state end
redis.call('HSET', KEYS[1], 'state', 'sending', 'updatedAt', ARGV[2])
redis.call('HINCRBY', KEYS[1], 'attempts', 1)
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 'go'`;

export type SmsBegin = 'go' | 'interrupted' | 'missing' | Exclude<SmsState, 'queued' | 'retrying' | 'sending'>;

/** What a delivery report says of a message. */
export type SmsReportOutcome = 'delivered' | 'failed';

/**
 * Each message's state in Redis (a hash per message, kept `SMS_FAILED_KEEP_DAYS`): what the queue's workers did
 * with it and what the provider's delivery report said. The queue's own jobs go once done; this stays for an
 * operator, and for an alert it is also what keeps an event from being sent twice to one number.
 */
@Injectable()
export class SmsMessages {
  private readonly keepMs: number;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AuthConfig,
  ) {
    this.keepMs = config.SMS_FAILED_KEEP_DAYS * 24 * 3600 * 1000;
    if (!('smsCreate' in redis)) redis.defineCommand('smsCreate', { numberOfKeys: 1, lua: CREATE });
  }

  /**
   * Records the messages as queued, unless recorded already; answers which are to be queued: the new ones, and those
   * recorded by a call that failed before queueing them (still `queued`; queueing one twice adds it once, by its id).
   * An alert's event thus reaches a number once however often it is queued.
   */
  async create(ids: readonly string[], kind: SmsKind, fields: Record<string, string> = {}): Promise<boolean[]> {
    const now = String(Date.now());
    const pairs = Object.entries({ kind, createdAt: now, updatedAt: now, attempts: '0', ...fields }).flat();
    const pipeline = this.redis.pipeline();
    const scripts = pipeline as unknown as SmsScripts;
    for (const id of ids) void scripts.smsCreate(keys.message(id), this.keepMs, ...pairs);
    const results = await pipeline.exec();
    if (!results) throw new Error('SMS messages not recorded');
    const failure = results.find(([error]) => error)?.[0];
    if (failure) throw failure;
    return results.map(([, reply]) => reply === 1 || reply === 'queued');
  }

  async begin(id: string): Promise<SmsBegin> {
    return (await this.redis.eval(BEGIN, 1, keys.message(id), this.keepMs, Date.now())) as SmsBegin;
  }

  /** Moves the message when its state allows it; false otherwise. */
  async move(id: string, to: SmsState, fields: Record<string, string | undefined> = {}): Promise<boolean> {
    const pairs = Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [name, value]));
    const reply = await this.redis.eval(
      MOVE,
      1,
      keys.message(id),
      to,
      this.keepMs,
      Date.now(),
      movesInto(to).join(','),
      ...pairs,
    );
    return reply === 1;
  }

  /** The gateway took the message: `sent`, findable by the gateway's id for its delivery report. */
  async sent(id: string, messageId: string | undefined): Promise<boolean> {
    if (!(await this.move(id, 'sent', { messageId }))) return false;
    if (messageId) await this.redis.set(keys.byGatewayId(messageId), id, 'PX', this.keepMs);
    return true;
  }

  /**
   * A delivery report. Answers the message's state after it, or `undefined` when no message has that gateway id.
   * A report repeated, or arriving after a later one, changes nothing.
   */
  async report(messageId: string, outcome: SmsReportOutcome, detail?: string): Promise<SmsState | undefined> {
    const id = await this.redis.get(keys.byGatewayId(messageId));
    if (!id) return undefined;
    await this.move(id, outcome, {
      reportedAt: String(Date.now()),
      lastError: outcome === 'failed' ? (detail ?? 'reported undelivered') : undefined,
    });
    return (await this.find(id))?.state;
  }

  async find(id: string): Promise<SmsMessageRecord | undefined> {
    const fields = await this.redis.hgetall(keys.message(id));
    if (!fields.state) return undefined;
    return {
      id,
      kind: fields.kind as SmsKind,
      state: fields.state as SmsState,
      attempts: Number(fields.attempts ?? 0),
      createdAt: Number(fields.createdAt),
      updatedAt: Number(fields.updatedAt),
      ...(fields.messageId ? { messageId: fields.messageId } : {}),
      ...(fields.lastError ? { lastError: fields.lastError } : {}),
      ...(fields.event ? { event: fields.event } : {}),
    };
  }
}
