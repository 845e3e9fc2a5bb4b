import { fillPlaceholders } from '@seedcorp/contracts';
import { SmsDeliveryError, SmsSender, type SmsMessage, type SmsReceipt } from './sms-sender';

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
  /** Found in a 2xx answer that took the message; absent, every 2xx answer did. */
  successPattern?: RegExp;
  /** Its first capture group is the gateway's message id. */
  messageIdPattern?: RegExp;
  /** Found in an answer that refuses the message for good. */
  permanentErrorPattern?: RegExp;
}

const jsonEscape = (value: string) => JSON.stringify(value).slice(1, -1);

/** Enough of an answer to see the gateway's error code in a log line, not a whole HTML error page. */
const EXCERPT_LENGTH = 200;
const MESSAGE_ID_MAX_LENGTH = 100;

/** Overloaded or rate-limited (408, 429) answers may succeed later; other 4xx refuse this very request. */
const isPermanentStatus = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * A configurable HTTP gateway (DLT entity and template ids, sender header). Gateways in India often answer
 * 200 with an error in the body, so the answer's body, not only its status, decides: a refusal for good
 * (permanent-error pattern, or a 4xx other than 408 and 429) is told apart from one worth retrying, which
 * the SMS worker does.
 */
export class HttpSmsSender extends SmsSender {
  constructor(private readonly settings: HttpSmsSettings) {
    super();
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    let response: Response;
    let body: string;
    try {
      response = await fetch(...this.request(message));
      body = await response.text();
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${this.settings.timeoutMs} ms`
          : `not reached: ${networkReason(error)}`;
      throw new SmsDeliveryError('temporary', `SMS gateway ${reason}`);
    }
    return this.judge(response.status, body, message);
  }

  private judge(status: number, body: string, message: SmsMessage): SmsReceipt {
    const answer = () => `HTTP ${status} ${excerpt(body, message)}`.trim();
    if (this.settings.permanentErrorPattern?.test(body)) {
      throw new SmsDeliveryError('permanent', `SMS gateway refused the message: ${answer()}`);
    }
    if (isPermanentStatus(status))
      throw new SmsDeliveryError('permanent', `SMS gateway refused the message: ${answer()}`);
    if (status < 200 || status > 299) throw new SmsDeliveryError('temporary', `SMS gateway failed: ${answer()}`);
    if (this.settings.successPattern && !this.settings.successPattern.test(body)) {
      throw new SmsDeliveryError('temporary', `SMS gateway answer is not a success: ${answer()}`);
    }
    const messageId = this.settings.messageIdPattern?.exec(body)?.[1]?.slice(0, MESSAGE_ID_MAX_LENGTH);
    return messageId ? { messageId } : {};
  }

  private request(message: SmsMessage): [string, RequestInit] {
    const values = {
      mobile: message.mobile,
      otp: message.otp ?? '',
      text: message.text,
      entityId: this.settings.entityId ?? '',
      templateId: this.settings.templateId ?? '',
      senderId: this.settings.senderId ?? '',
    };
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
    return [url, { method: this.settings.method, headers, body, signal: AbortSignal.timeout(this.settings.timeoutMs) }];
  }
}

/** fetch hides the socket's error (ECONNREFUSED, ENOTFOUND …) in `cause`. */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/**
 * The start of the answer for the log line. Gateways may echo the request, so the number and the code are
 * blanked: no log line may hold either.
 */
function excerpt(body: string, message: SmsMessage): string {
  const withoutCode = message.otp ? body.split(message.otp).join('[code]') : body;
  return withoutCode.split(message.mobile).join('[number]').slice(0, EXCERPT_LENGTH).replace(/\s+/g, ' ');
}
