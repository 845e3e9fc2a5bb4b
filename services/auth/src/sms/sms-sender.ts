export interface SmsMessage {
  mobile: string;
  text: string;
  otp: string;
}

/** Delivers a one-time password; throws when the provider did not accept the message. */
export abstract class SmsSender {
  abstract send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {}
