import { Module } from '@nestjs/common';
import { resolve } from 'node:path';
import type Redis from 'ioredis';
import { REDIS } from '@seedcorp/libs';
import { AuthConfig } from '../config';
import { LoginAudit } from '../login/login-audit';
import { HttpSmsSender } from './http-sms.sender';
import { OutboxSmsSender } from './outbox-sms.sender';
import { SmsJobCipher } from './sms-job-cipher';
import { SmsMetrics } from './sms-metrics';
import { compileSmsPattern } from './sms-pattern';
import { SmsQueue } from './sms-queue';
import { SmsSender } from './sms-sender';
import { SmsWorker } from './sms-worker';

const patternOf = (source: string | undefined) => (source === undefined ? undefined : compileSmsPattern(source));

/** Every provider goes through the durable queue, so the outbox used in development and tests is sent the same way. */
@Module({
  providers: [
    {
      provide: SmsSender,
      inject: [AuthConfig],
      useFactory: (config: AuthConfig): SmsSender =>
        config.SMS_PROVIDER === 'http'
          ? new HttpSmsSender({
              url: config.SMS_HTTP_URL as string,
              method: config.SMS_HTTP_METHOD as 'GET' | 'POST',
              authHeader: config.SMS_HTTP_AUTH_HEADER,
              bodyTemplate: config.SMS_HTTP_BODY_TEMPLATE,
              contentType: config.SMS_HTTP_CONTENT_TYPE,
              entityId: config.SMS_DLT_ENTITY_ID,
              templateId: config.SMS_DLT_TEMPLATE_ID,
              senderId: config.SMS_SENDER_ID,
              timeoutMs: config.SMS_HTTP_TIMEOUT_MS,
              successPattern: patternOf(config.SMS_HTTP_SUCCESS_PATTERN),
              messageIdPattern: patternOf(config.SMS_HTTP_MESSAGE_ID_PATTERN),
              permanentErrorPattern: patternOf(config.SMS_HTTP_PERMANENT_ERROR_PATTERN),
            })
          : new OutboxSmsSender(resolve(config.SMS_OUTBOX_FILE)),
    },
    {
      provide: SmsQueue,
      inject: [REDIS, AuthConfig],
      // The key is derived from the signing key, like the OTP store's: secret, stable across restarts.
      useFactory: (redis: Redis, config: AuthConfig) => new SmsQueue(redis, new SmsJobCipher(config.jwtPrivateKey())),
    },
    SmsMetrics,
    SmsWorker,
    // The worker records outcomes in the sign-in log itself (LoginAudit holds no state).
    LoginAudit,
  ],
  exports: [SmsQueue, SmsWorker, SmsMetrics],
})
export class SmsModule {}
