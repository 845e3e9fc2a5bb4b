import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Logger } from '@nestjs/common';
import { maskMobile } from '../login/login-rules';
import { SmsSender, type SmsMessage, type SmsReceipt } from './sms-sender';

/**
 * Development and test delivery: one JSON line per message in the outbox file, where a
 * developer or a test reads the code. Refused in production by the config.
 */
export class OutboxSmsSender extends SmsSender {
  private readonly logger = new Logger('SmsOutbox');

  constructor(private readonly file: string) {
    super();
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    await mkdir(dirname(this.file), { recursive: true });
    const line = { to: message.mobile, text: message.text, otp: message.otp, at: new Date().toISOString() };
    await appendFile(this.file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
    // The code itself stays in the outbox file only.
    this.logger.log({ to: maskMobile(message.mobile), outbox: this.file }, 'SMS written to outbox');
    return {};
  }
}
