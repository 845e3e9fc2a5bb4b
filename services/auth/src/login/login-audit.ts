import { Injectable, Logger } from '@nestjs/common';
import { ActivityPublisher, type ActivityType } from '@seedcorp/libs';
import { maskMobile } from './login-rules';

export type LoginOutcome =
  | 'otp-sent'
  | 'otp-not-sent-unknown-number'
  | 'otp-send-failed'
  | 'otp-refused-limit'
  | 'login-succeeded'
  | 'login-failed'
  | 'locked'
  | 'logged-out';

const ACTIVITY: Partial<Record<LoginOutcome, ActivityType>> = {
  'otp-sent': 'OTP sent',
  'login-succeeded': 'Signed in',
  'login-failed': 'Sign-in failed',
  locked: 'Locked',
  'logged-out': 'Signed out',
};

/** Every step of a login, with the number masked; never the code. */
@Injectable()
export class LoginAudit {
  private readonly logger = new Logger('LoginAudit');

  constructor(private readonly activity: ActivityPublisher) {}

  async record(outcome: LoginOutcome, mobile: string, ip: string): Promise<void> {
    this.logger.log({ event: 'login', outcome, mobile: maskMobile(mobile), ip }, `login ${outcome}`);
    const activityType = ACTIVITY[outcome];
    if (activityType) await this.activity.publish(activityType, `Admin ${maskMobile(mobile)} from ${ip}`);
  }
}
