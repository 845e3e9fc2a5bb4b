import { Injectable, Logger } from '@nestjs/common';
import { ActivityPublisher } from '@seedcorp/libs';
import { type ActivityType } from '@seedcorp/contracts';
import { maskMobile } from './login-rules';

export type LoginOutcome =
  | 'otp-sent'
  | 'otp-not-sent-unknown-number'
  | 'otp-send-failed'
  | 'otp-refused-limit'
  | 'login-succeeded'
  | 'login-failed'
  | 'locked'
  | 'logged-out'
  | 'second-factor-failed'
  | 'second-factor-added'
  | 'second-factor-removed'
  | 'recovery-code-used'
  | 'second-factor-reset'
  | 'sms-only-refused'
  | 'stepped-up'
  | 'session-ended';

const ACTIVITY: Partial<Record<LoginOutcome, ActivityType>> = {
  'otp-sent': 'OTP sent',
  'login-succeeded': 'Signed in',
  'login-failed': 'Sign-in failed',
  locked: 'Locked',
  'logged-out': 'Signed out',
  'second-factor-failed': 'Sign-in failed',
  'second-factor-added': 'Second factor added',
  'second-factor-removed': 'Second factor removed',
  'recovery-code-used': 'Recovery code used',
  'second-factor-reset': 'Second factor reset',
  'session-ended': 'Session ended',
};

/** Every step of a login, with the number masked; never the code. */
@Injectable()
export class LoginAudit {
  private readonly logger = new Logger('LoginAudit');

  constructor(private readonly activity: ActivityPublisher) {}

  /** `detail` adds what the entry is about (which factor; whose factors were reset), never a secret. */
  async record(outcome: LoginOutcome, mobile: string, ip: string, detail?: string): Promise<void> {
    this.logger.log({ event: 'login', outcome, mobile: maskMobile(mobile), ip, detail }, `login ${outcome}`);
    const activityType = ACTIVITY[outcome];
    const about = detail ? `: ${detail}` : '';
    if (activityType) await this.activity.publish(activityType, `Admin ${maskMobile(mobile)} from ${ip}${about}`);
  }
}
