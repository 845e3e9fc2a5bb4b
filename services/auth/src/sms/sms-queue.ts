import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type { SmsJobCipher } from './sms-job-cipher';
import type { SmsMessage } from './sms-sender';

/** An OTP SMS to send, with who asked for it: the worker records the outcome from these after a restart too. */
export interface SmsJobRequest extends SmsMessage {
  ip: string;
  /** When the code stops being accepted (epoch ms): it is not sent from then on. */
  expiresAt: number;
}

type SmsJobState =
  'waiting' | 'claimed' | 'sending' | 'delivered' | 'failed' | 'expired' | 'superseded' | 'interrupted';

/** A job as kept in Redis, without its (encrypted) text. */
export interface SmsJobRecord {
  id: string;
  mobile: string;
  ip: string;
  state: SmsJobState;
  /** Sends begun. */
  attempts: number;
  createdAt: number;
  expiresAt: number;
  finishedAt?: number;
  messageId?: string;
  lastError?: string;
}

/**
 * `claimed`: the caller now holds the job, with its message (absent when it cannot be decrypted);
 * `expired` and `superseded`: the job was due but is closed without a send.
 */
export type SmsClaim =
  | { verdict: 'claimed'; job: SmsJobRecord; message?: SmsMessage }
  | { verdict: 'expired' | 'superseded'; job: SmsJobRecord };

/** A claim whose holder went away: `requeued` if it had not begun sending, `interrupted` if it had. */
export interface SmsRecovery {
  outcome: 'requeued' | 'interrupted';
  job: SmsJobRecord;
}

export type SmsJobEnd =
  | { state: 'delivered'; messageId?: string }
  | { state: 'failed'; error: string }
  | { state: 'waiting'; dueAt: number; error: string };

const keys = {
  /** Job ids by the time they are due (epoch ms). */
  due: 'sms:due',
  /** Claimed job ids by the time their claim lapses. */
  claimed: 'sms:claimed',
  job: (id: string) => `sms:job:${id}`,
  /** The newest job for a number asked for from one address: the code it carries replaced any older one. */
  latest: (mobile: string, ip: string) => `sms:latest:${mobile}:${ip}`,
};

/** Finished jobs stay this long for an operator looking for a message id. */
const RECORD_RETENTION_MS = 24 * 3600 * 1000;
/**
 * A first try claimed within this time of falling due is sent even if a newer code for the same party was
 * queued meanwhile. Two codes for one party are at least the resend wait (120 s) apart, so that happens only
 * where the wait was lifted and both were asked for within moments; each is then sent in turn, the newest last,
 * with no race deciding which. A job that waited longer, or for a retry, carries a code the newer one replaced.
 */
const ON_TIME_MS = 10_000;
/** Due jobs looked at per claim: others may be taking the first ones at the same moment. */
const CLAIM_CANDIDATES = 5;
const RECOVERY_BATCH = 20;

/**
 * KEYS: due, claimed, job, latest. ARGV: id, now, claim lapses at, worker, late before.
 * Takes a due job unless another worker took it first; closes it instead when its code has expired, or when a
 * newer code for the same party replaced it and the job has waited: for a retry, or past `late before` while no
 * worker ran. Answers the verdict followed by the job's fields.
 */
const CLAIM = `
local due = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not due or tonumber(due) > tonumber(ARGV[2]) then return false end
redis.call('ZREM', KEYS[1], ARGV[1])
if redis.call('EXISTS', KEYS[3]) == 0 then return false end
local verdict = 'claimed'
if tonumber(redis.call('HGET', KEYS[3], 'expiresAt')) <= tonumber(ARGV[2]) then
  verdict = 'expired'
elseif (tonumber(redis.call('HGET', KEYS[3], 'attempts')) > 0 or tonumber(due) < tonumber(ARGV[5]))
    and redis.call('GET', KEYS[4]) ~= ARGV[1] then
  verdict = 'superseded'
end
if verdict == 'claimed' then
  redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
  redis.call('HSET', KEYS[3], 'state', 'claimed', 'worker', ARGV[4])
else
  redis.call('HSET', KEYS[3], 'state', verdict, 'finishedAt', ARGV[2])
  redis.call('HDEL', KEYS[3], 'payload')
end
local fields = redis.call('HGETALL', KEYS[3])
table.insert(fields, 1, verdict)
return fields`;

/** KEYS: job. ARGV: worker. Marks the worker's claimed job as being sent; answers the attempt's number, or 0. */
const START_SENDING = `
if redis.call('HGET', KEYS[1], 'state') ~= 'claimed' or redis.call('HGET', KEYS[1], 'worker') ~= ARGV[1] then
  return 0
end
redis.call('HSET', KEYS[1], 'state', 'sending')
return redis.call('HINCRBY', KEYS[1], 'attempts', 1)`;

/**
 * KEYS: job, claimed, due. ARGV: id, worker, state, now, due at, message id, error.
 * Ends the worker's claim: the job waits for another try, or is closed. 0 when the claim was no longer its own.
 */
const FINISH = `
local state = redis.call('HGET', KEYS[1], 'state')
if (state ~= 'claimed' and state ~= 'sending') or redis.call('HGET', KEYS[1], 'worker') ~= ARGV[2] then
  return 0
end
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[1], 'worker')
if ARGV[7] ~= '' then redis.call('HSET', KEYS[1], 'lastError', ARGV[7]) end
if ARGV[3] == 'waiting' then
  redis.call('HSET', KEYS[1], 'state', 'waiting')
  redis.call('ZADD', KEYS[3], ARGV[5], ARGV[1])
else
  redis.call('HSET', KEYS[1], 'state', ARGV[3], 'finishedAt', ARGV[4])
  redis.call('HDEL', KEYS[1], 'payload')
  if ARGV[6] ~= '' then redis.call('HSET', KEYS[1], 'messageId', ARGV[6]) end
end
return 1`;

/**
 * KEYS: claimed, due, job. ARGV: id, now.
 * Ends a lapsed claim, whose worker died or stalled. A job that had not begun sending is due again at once. One
 * that had may have reached the phone: it is closed as interrupted and never sent again (see SmsWorker).
 */
const RECOVER = `
local lapses = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not lapses or tonumber(lapses) > tonumber(ARGV[2]) then return false end
redis.call('ZREM', KEYS[1], ARGV[1])
local state = redis.call('HGET', KEYS[3], 'state')
local outcome
if state == 'claimed' then
  outcome = 'requeued'
  redis.call('HSET', KEYS[3], 'state', 'waiting')
  redis.call('HDEL', KEYS[3], 'worker')
  redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
elseif state == 'sending' then
  outcome = 'interrupted'
  redis.call('HSET', KEYS[3], 'state', 'interrupted', 'finishedAt', ARGV[2])
  redis.call('HDEL', KEYS[3], 'payload', 'worker')
else
  return false
end
local fields = redis.call('HGETALL', KEYS[3])
table.insert(fields, 1, outcome)
return fields`;

/**
 * The durable OTP SMS queue in Redis: a job is a hash, due jobs sit in a sorted set by due time, claimed ones in
 * another by the time their claim lapses. Every change of hands is one script, so two workers (replicas, or one
 * that restarted) never hold the same job, and a job survives any restart of the service.
 */
export class SmsQueue {
  constructor(
    private readonly redis: Redis,
    private readonly cipher: SmsJobCipher,
  ) {}

  async enqueue(request: SmsJobRequest, now = Date.now()): Promise<string> {
    const id = randomUUID();
    const { mobile, ip, otp, text, expiresAt } = request;
    const results = await this.redis
      .multi()
      .hset(keys.job(id), {
        mobile,
        ip,
        payload: this.cipher.seal(JSON.stringify({ otp, text }), id),
        state: 'waiting',
        attempts: 0,
        createdAt: now,
        expiresAt,
      })
      .pexpire(keys.job(id), Math.max(0, expiresAt - now) + RECORD_RETENTION_MS)
      .set(keys.latest(mobile, ip), id, 'PX', Math.max(1, expiresAt - now))
      .zadd(keys.due, now, id)
      .exec();
    const failure = results?.find(([error]) => error)?.[0];
    if (!results || failure) throw failure ?? new Error('SMS job not queued');
    return id;
  }

  /** Takes the first due job no other worker has taken, holding it until `lapsesAt` unless finished before. */
  async claimNext(worker: string, now: number, lapsesAt: number): Promise<SmsClaim | undefined> {
    const ids = await this.redis.zrangebyscore(keys.due, '-inf', now, 'LIMIT', 0, CLAIM_CANDIDATES);
    for (const id of ids) {
      const [mobile, ip] = await this.redis.hmget(keys.job(id), 'mobile', 'ip');
      const reply = (await this.redis.eval(
        CLAIM,
        4,
        keys.due,
        keys.claimed,
        keys.job(id),
        keys.latest(mobile ?? '', ip ?? ''),
        id,
        now,
        lapsesAt,
        worker,
        now - ON_TIME_MS,
      )) as string[] | null;
      if (!reply) continue;
      const [verdict, ...fields] = reply;
      const job = recordOf(id, fields);
      if (verdict !== 'claimed') return { verdict: verdict as 'expired' | 'superseded', job };
      return { verdict, job, message: this.open(id, job, fields) };
    }
    return undefined;
  }

  /** Marks the worker's claimed job as being sent; the attempt's number (1 for the first), or 0 if it lost it. */
  async startSending(id: string, worker: string): Promise<number> {
    return Number(await this.redis.eval(START_SENDING, 1, keys.job(id), worker));
  }

  /** False when the claim was no longer this worker's (it lapsed and was recovered). */
  async finish(id: string, worker: string, end: SmsJobEnd, now = Date.now()): Promise<boolean> {
    const reply = await this.redis.eval(
      FINISH,
      3,
      keys.job(id),
      keys.claimed,
      keys.due,
      id,
      worker,
      end.state,
      now,
      end.state === 'waiting' ? end.dueAt : 0,
      end.state === 'delivered' ? (end.messageId ?? '') : '',
      end.state === 'delivered' ? '' : end.error,
    );
    return Number(reply) === 1;
  }

  /** Ends claims that lapsed by `now`. */
  async recoverLapsed(now: number): Promise<SmsRecovery[]> {
    const ids = await this.redis.zrangebyscore(keys.claimed, '-inf', now, 'LIMIT', 0, RECOVERY_BATCH);
    const recovered: SmsRecovery[] = [];
    for (const id of ids) {
      const reply = (await this.redis.eval(RECOVER, 3, keys.claimed, keys.due, keys.job(id), id, now)) as
        string[] | null;
      if (!reply) continue;
      const [outcome, ...fields] = reply;
      recovered.push({ outcome: outcome as SmsRecovery['outcome'], job: recordOf(id, fields) });
    }
    return recovered;
  }

  /** When the next job falls due (epoch ms), if any is queued. */
  async nextDueAt(): Promise<number | undefined> {
    const [, score] = await this.redis.zrange(keys.due, 0, 0, 'WITHSCORES');
    return score === undefined ? undefined : Number(score);
  }

  /** The newest job for a number asked for from one address, while its code lives. */
  async latestJob(mobile: string, ip: string): Promise<SmsJobRecord | undefined> {
    const id = await this.redis.get(keys.latest(mobile, ip));
    return id ? this.findJob(id) : undefined;
  }

  async findJob(id: string): Promise<SmsJobRecord | undefined> {
    const fields = await this.redis.hgetall(keys.job(id));
    if (Object.keys(fields).length === 0) return undefined;
    return recordOf(id, Object.entries(fields).flat());
  }

  private open(id: string, job: SmsJobRecord, fields: string[]): SmsMessage | undefined {
    const payload = fieldMap(fields).get('payload');
    if (!payload) return undefined;
    try {
      const { otp, text } = JSON.parse(this.cipher.open(payload, id)) as { otp: string; text: string };
      return { mobile: job.mobile, otp, text };
    } catch {
      return undefined;
    }
  }
}

function fieldMap(fields: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (let index = 0; index + 1 < fields.length; index += 2) map.set(fields[index], fields[index + 1]);
  return map;
}

function recordOf(id: string, fields: string[]): SmsJobRecord {
  const map = fieldMap(fields);
  const numberOf = (name: string) => (map.has(name) ? Number(map.get(name)) : undefined);
  return {
    id,
    mobile: map.get('mobile') ?? '',
    ip: map.get('ip') ?? '',
    state: map.get('state') as SmsJobState,
    attempts: numberOf('attempts') ?? 0,
    createdAt: numberOf('createdAt') ?? 0,
    expiresAt: numberOf('expiresAt') ?? 0,
    finishedAt: numberOf('finishedAt'),
    messageId: map.get('messageId'),
    lastError: map.get('lastError'),
  };
}
