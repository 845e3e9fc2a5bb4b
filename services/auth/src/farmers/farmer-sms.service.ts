import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { IsNull, type Repository } from 'typeorm';
import { REDIS } from '@seedcorp/libs';
import { fillPlaceholders, type FarmerLanguage, type FarmerSmsKind, type FarmerSmsRequest } from '@seedcorp/contracts';
import { AuthConfig } from '../config';
import { SmsQueue } from '../sms/sms-queue';
import { FarmerConsents } from './farmer-consents';
import { Farmer } from './farmer.entities';

/** A notice queued once is not queued again for this long, whatever the sales service's retries. */
const NOTICE_MEMORY_SECONDS = 7 * 24 * 3600;
/** A booking notice still worth sending this long after it was asked for. */
const NOTICE_LIFETIME_MS = 6 * 3600_000;
/** Each DLT template variable holds at most this many characters. */
const DLT_VALUE_MAX = 30;

/** A value's Hindi wording, beside it: `counterHi` for `counter`. */
const HINDI_SUFFIX = 'Hi';

const noticeKey = (key: string) => `auth:farmer-notice:${key}`;

/**
 * The booking notices the sales service asks for (slip, expiry), sent by SMS to the farmer's number in the language
 * they read the notice in, through the same durable SMS queue as the sign-in codes. Sales knows farmers by their id
 * only: the number stays here.
 */
@Injectable()
export class FarmerSmsService {
  constructor(
    @InjectRepository(Farmer) private readonly farmers: Repository<Farmer>,
    private readonly consents: FarmerConsents,
    private readonly queue: SmsQueue,
    private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** True when queued now; false when already queued before, or when the farmer is gone (erased). */
  async send(request: FarmerSmsRequest): Promise<boolean> {
    const farmer = await this.farmers.findOneBy({ id: request.farmerKey, erasedAt: IsNull() });
    if (!farmer?.mobile) return false;
    const first = await this.redis.set(noticeKey(request.noticeKey), '1', 'EX', NOTICE_MEMORY_SECONDS, 'NX');
    if (first !== 'OK') return false;
    const language = (await this.consents.live(farmer.id))?.language ?? 'en';
    const given = request.values;
    const values = Object.fromEntries(
      Object.keys(given)
        .filter((name) => !name.endsWith(HINDI_SUFFIX))
        .map((name) => {
          const value = language === 'hi' ? (given[`${name}${HINDI_SUFFIX}`] ?? given[name]) : given[name];
          return [name, String(value).slice(0, DLT_VALUE_MAX)];
        }),
    );
    try {
      await this.queue.enqueue({
        mobile: farmer.mobile,
        // The queue keeps its newest message per number and party; each notice is a party of its own, so a slip is
        // never taken for a newer sign-in code and dropped.
        ip: `notice:${request.noticeKey}`,
        otp: '',
        text: fillPlaceholders(this.textOf(request.kind, language), values),
        expiresAt: Date.now() + NOTICE_LIFETIME_MS,
      });
    } catch (error) {
      await this.redis.del(noticeKey(request.noticeKey));
      throw error;
    }
    return true;
  }

  private textOf(kind: FarmerSmsKind, language: FarmerLanguage): string {
    const texts: Record<FarmerSmsKind, Record<FarmerLanguage, string>> = {
      booked: { en: this.config.FARMER_SMS_BOOKED_TEXT_EN, hi: this.config.FARMER_SMS_BOOKED_TEXT_HI },
      expired: { en: this.config.FARMER_SMS_EXPIRED_TEXT_EN, hi: this.config.FARMER_SMS_EXPIRED_TEXT_HI },
    };
    return texts[kind][language];
  }
}
