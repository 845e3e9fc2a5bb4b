import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { resolve } from 'node:path';
import type Redis from 'ioredis';
import { REDIS } from '@seedcorp/libs';
import { AuthConfig } from '../config';
import { LoginAudit } from '../login/login-audit';
import { HttpSmsSender } from './http-sms.sender';
import { OutboxSmsSender } from './outbox-sms.sender';
import { SMS_ALERT_QUEUE, SMS_CODE_QUEUE, SMS_QUEUE_REDIS, smsQueuePrefix } from './sms-connection';
import { SmsDeliveryReportController } from './sms-delivery-report.controller';
import { SmsJobCipher } from './sms-job-cipher';
import { SmsMessages } from './sms-messages';
import { SmsMetrics } from './sms-metrics';
import { compileSmsPattern } from './sms-pattern';
import { SmsQueue } from './sms-queue';
import { SmsQueueRedisModule } from './sms-queue-redis.module';
import { SmsSender } from './sms-sender';
import { SmsWorkers } from './sms-workers';

const patternOf = (source: string | undefined) => (source === undefined ? undefined : compileSmsPattern(source));

/** Both queues on one client, under the service's key prefix. */
const queueOf = (name: string) =>
  BullModule.registerQueueAsync({
    name,
    imports: [SmsQueueRedisModule],
    inject: [REDIS, SMS_QUEUE_REDIS],
    useFactory: (redis: Redis, queueRedis: Redis) => ({
      connection: queueRedis,
      prefix: smsQueuePrefix(redis.options.keyPrefix),
    }),
  });

/** Every provider goes through the queues, so the outbox used in development and tests is sent the same way. */
@Module({
  imports: [queueOf(SMS_CODE_QUEUE), queueOf(SMS_ALERT_QUEUE)],
  controllers: [SmsDeliveryReportController],
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
      provide: SmsJobCipher,
      inject: [AuthConfig],
      // The key is derived from the signing key, like the OTP store's: secret, stable across restarts.
      useFactory: (config: AuthConfig) => new SmsJobCipher(config.jwtPrivateKey()),
    },
    SmsMessages,
    SmsQueue,
    SmsMetrics,
    SmsWorkers,
    // The workers record outcomes in the sign-in log themselves (LoginAudit holds no state).
    LoginAudit,
  ],
  exports: [SmsQueue, SmsMetrics],
})
export class SmsModule {}
