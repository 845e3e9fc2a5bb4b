import { fillPlaceholders } from '@seedcorp/libs';
import { SmsDeliveryError, SmsSender, type SmsMessage } from './sms-sender';

export interface HttpSmsSettings {
  url: string;
  method: 'GET' | 'POST';
  authHeader?: string;
  bodyTemplate: string;
  contentType: string;
  entityId?: string;
  templateId?: string;
  senderId?: string;
  timeoutMs: number;
}

const jsonEscape = (value: string) => JSON.stringify(value).slice(1, -1);

/** A configurable HTTP SMS gateway (DLT entity/template ids, sender id); the dispatcher retries. */
export class HttpSmsSender extends SmsSender {
  constructor(private readonly settings: HttpSmsSettings) {
    super();
  }

  async send(message: SmsMessage): Promise<void> {
    const values = {
      mobile: message.mobile,
      otp: message.otp,
      text: message.text,
      entityId: this.settings.entityId ?? '',
      templateId: this.settings.templateId ?? '',
      senderId: this.settings.senderId ?? '',
    };
    try {
      await this.deliver(values);
    } catch (error) {
      throw new SmsDeliveryError(`SMS gateway did not accept the message: ${(error as Error).message}`);
    }
  }

  private async deliver(values: Record<string, string>): Promise<void> {
    const headers: Record<string, string> = {};
    if (this.settings.authHeader) {
      const separator = this.settings.authHeader.indexOf(':');
      headers[this.settings.authHeader.slice(0, separator).trim()] = this.settings.authHeader
        .slice(separator + 1)
        .trim();
    }
    let url = this.settings.url;
    let body: string | undefined;
    if (this.settings.method === 'GET') {
      const query = fillPlaceholders(this.settings.bodyTemplate, values, encodeURIComponent);
      url += (url.includes('?') ? '&' : '?') + query;
    } else {
      headers['Content-Type'] = this.settings.contentType;
      const escape = this.settings.contentType.includes('json') ? jsonEscape : encodeURIComponent;
      body = fillPlaceholders(this.settings.bodyTemplate, values, escape);
    }
    const response = await fetch(url, {
      method: this.settings.method,
      headers,
      body,
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  }
}
