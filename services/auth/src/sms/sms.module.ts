import { Module } from '@nestjs/common';
import { resolve } from 'node:path';
import { AuthConfig } from '../config';
import { HttpSmsSender } from './http-sms.sender';
import { OutboxSmsSender } from './outbox-sms.sender';
import { SmsSender } from './sms-sender';

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
            })
          : new OutboxSmsSender(resolve(config.SMS_OUTBOX_FILE)),
    },
  ],
  exports: [SmsSender],
})
export class SmsModule {}
