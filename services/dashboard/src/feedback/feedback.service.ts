import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { Repository } from 'typeorm';
import {
  ActivityPublisher,
  ApiError,
  fieldChanges,
  isRecordKey,
  findPage,
  REDIS,
  type PageRequest,
} from '@seedcorp/libs';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, type FeedbackItem, type Paged } from '@seedcorp/contracts';
import type { FeedbackFormDto } from './dto/feedback.dto';
import { Feedback } from './feedback.entity';

const WINDOW_MS = 60_000;
const SUBJECT_IN_ACTIVITY = 80;

/** A feedback's subject as the activity names it: long ones cut with an ellipsis. */
const activitySubject = (subject: string) =>
  subject.length > SUBJECT_IN_ACTIVITY ? `${subject.slice(0, SUBJECT_IN_ACTIVITY - 1)}…` : subject;

/**
 * A sliding minute per client address: answers 0 and records the post when it is allowed,
 * otherwise the milliseconds until the oldest post in the window leaves it.
 */
const TAKE_SLOT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + window - now)
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return 0`;

@Injectable()
export class FeedbackService {
  constructor(
    @InjectRepository(Feedback) private readonly feedback: Repository<Feedback>,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly activity: ActivityPublisher,
  ) {}

  /**
   * Counts the post against the address's minute, then stores it. A filled honeypot marks a bot:
   * its post counts against the limit too, and is discarded with the usual answer so the bot learns nothing.
   */
  async submit(form: FeedbackFormDto, ip: string): Promise<void> {
    const waitMs = Number(
      await this.redis.eval(
        TAKE_SLOT,
        1,
        `feedback:posts:${ip}`,
        Date.now(),
        WINDOW_MS,
        FEEDBACK_LIMITS.postsPerMinute,
        randomUUID(),
      ),
    );
    if (waitMs > 0) {
      throw ApiError.tooManyRequests(FEEDBACK_MESSAGES.tooMany, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
    }
    if (form.website !== undefined && form.website !== null && form.website !== '') return;
    await this.feedback.insert({ name: form.name, email: form.email, subject: form.subject, message: form.message });
    await this.activity.publish('Created', `Feedback received: ${activitySubject(form.subject)}`);
  }

  async list(page: PageRequest): Promise<Paged<FeedbackItem>> {
    return findPage(this.feedback, page, { order: { createdAt: 'DESC', id: 'DESC' } }, (rows) =>
      rows.map((row) => ({
        key: row.id,
        name: row.name,
        email: row.email,
        subject: row.subject,
        message: row.message,
        read: row.read,
        createdAt: row.createdAt.toISOString(),
      })),
    );
  }

  async markRead(key: string): Promise<void> {
    const before = await this.found(key);
    await this.feedback.update({ id: key }, { read: true });
    if (before.read) return;
    await this.activity.publish('Updated', `Feedback read: ${activitySubject(before.subject)}`, {
      record: { type: 'feedback', id: key },
      changes: [{ field: 'Status', old: 'Unread', new: 'Read' }],
    });
  }

  /** A deleted message is kept nowhere else: the audit trail names its sender and subject, not its text. */
  async delete(key: string): Promise<void> {
    const before = await this.found(key);
    const result = await this.feedback.delete({ id: key });
    if (!result.affected) throw ApiError.notFound(FEEDBACK_MESSAGES.notFound);
    await this.activity.publish('Deleted', `Feedback deleted: ${activitySubject(before.subject)}`, {
      record: { type: 'feedback', id: key },
      changes: fieldChanges({ Name: before.name, Email: before.email, Subject: before.subject }, {}),
    });
  }

  private async found(key: string): Promise<Feedback> {
    const row = isRecordKey(key) ? await this.feedback.findOneBy({ id: key }) : null;
    if (!row) throw ApiError.notFound(FEEDBACK_MESSAGES.notFound);
    return row;
  }
}
