export interface SmsMessage {
  mobile: string;
  text: string;
  /** The sign-in code the text carries, if it carries one (an alert does not). */
  otp?: string;
}

/** What the provider answered for an accepted message. */
export interface SmsReceipt {
  /** The provider's id for the message, when its answer carries one. */
  messageId?: string;
}

/**
 * `permanent`: the provider refused this message and would refuse it again (invalid number, DLT template
 * mismatch); `temporary`: it may accept the same message later (overload, outage, no answer).
 */
export type SmsFailureKind = 'permanent' | 'temporary';

/** Delivers a message; throws an SmsDeliveryError when the provider did not accept the message. */
export abstract class SmsSender {
  abstract send(message: SmsMessage): Promise<SmsReceipt>;
}

export class SmsDeliveryError extends Error {
  constructor(
    readonly kind: SmsFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}
