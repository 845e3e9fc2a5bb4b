import { Inject, Injectable } from '@nestjs/common';
import { ApiError, type TokenClaims } from '@seedcorp/libs';
import { fillPlaceholders } from '@seedcorp/contracts';
import { AdminRegistry } from '../admins/admin-registry';
import { AuthConfig } from '../config';
import { OtpStore, type LoginLimits, type LoginParty } from '../otp/otp-store';
import { SecondFactorService, type SmsStepOutcome } from '../second-factor/second-factor.service';
import { SessionIssuer, type SignInContext } from '../sessions/session-issuer';
import { SmsDispatcher } from '../sms/sms-dispatcher';
import { LoginAudit } from './login-audit';
import { LOGIN_MESSAGES } from './login-rules';

export const LOGIN_LIMITS_TOKEN = Symbol('LOGIN_LIMITS');

/**
 * OTP sign-in. Registered and unregistered numbers take the same path through every step —
 * a code is made and stored for both, attempts, failures and locks count alike — and only
 * an admin's code is handed to the SMS dispatcher, which works off the request path. So
 * neither the answers nor their timing tell whether a number belongs to an admin.
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly otp: OtpStore,
    private readonly admins: AdminRegistry,
    private readonly sms: SmsDispatcher,
    private readonly audit: LoginAudit,
    private readonly secondFactor: SecondFactorService,
    private readonly sessions: SessionIssuer,
    private readonly config: AuthConfig,
    @Inject(LOGIN_LIMITS_TOKEN) private readonly limits: LoginLimits,
  ) {}

  async requestCode(mobile: string, ip: string): Promise<void> {
    const party = { mobile, ip };
    await this.refuseWhileLocked(party);
    const wait = await this.otp.startResendWait(party);
    if (wait > 0) throw ApiError.tooManyRequests(LOGIN_MESSAGES.resendWait(wait), { retryAfterSeconds: wait });
    if ((await this.otp.countAddressSend(ip)) > this.limits.sendsPerAddressPerHour) {
      await this.audit.record('otp-refused-limit', mobile, ip);
      throw ApiError.tooManyRequests(LOGIN_MESSAGES.tooManyFromAddress);
    }
    if ((await this.otp.countNumberSend(party)) > this.limits.sendsPerNumberPerHour) {
      await this.audit.record('otp-refused-limit', mobile, ip);
      throw ApiError.tooManyRequests(LOGIN_MESSAGES.tooManySends);
    }
    const admin = await this.admins.findActiveByMobile(mobile);
    const code = this.otp.generateCode();
    await this.otp.saveCode(party, code);
    if (!admin) {
      await this.audit.record('otp-not-sent-unknown-number', mobile, ip);
      return;
    }
    this.sms.dispatch({
      mobile,
      ip,
      otp: code,
      text: fillPlaceholders(this.config.SMS_TEXT_TEMPLATE, { otp: code }),
      expiresAt: Date.now() + this.limits.otpLifetimeSeconds * 1000,
    });
  }

  /**
   * Exchanges a live code for the sign-in's next token (the code is single-use): the session token, or where a
   * second factor is due, the short-lived token of that step.
   */
  async verifyCode(mobile: string, code: string, context: SignInContext): Promise<SmsStepOutcome> {
    const { ip } = context;
    const party = { mobile, ip };
    await this.refuseWhileLocked(party);
    const attempt = await this.otp.countAttempt(party);
    if (attempt < 0) throw ApiError.badRequest(LOGIN_MESSAGES.otpMissing);
    if (attempt > this.limits.wrongAttemptsPerCode) {
      await this.otp.deleteCode(party);
      throw ApiError.badRequest(LOGIN_MESSAGES.otpVoid);
    }
    const admin = await this.admins.findActiveByMobile(mobile);
    const matches = await this.otp.matches(party, code);
    if (admin && matches && (await this.otp.deleteCode(party))) return this.secondFactor.afterSmsCode(admin, context);
    return this.refuseWrongCode(party, attempt);
  }

  /** Ends the session on the server; every service's guard refuses its token from then on. */
  async logout(claims: TokenClaims, ip: string): Promise<void> {
    await this.sessions.endSession(claims.jti, claims.exp);
    const admin = await this.admins.findById(claims.sub);
    await this.audit.record('logged-out', admin?.mobile ?? '', ip);
  }

  private async refuseWrongCode(party: LoginParty, attempt: number): Promise<never> {
    await this.audit.record('login-failed', party.mobile, party.ip);
    if ((await this.otp.countFailure(party)) >= this.limits.failuresBeforeLock) {
      await this.otp.lock(party);
      await this.audit.record('locked', party.mobile, party.ip);
      throw ApiError.tooManyRequests(LOGIN_MESSAGES.locked(Math.ceil(this.limits.lockSeconds / 60)), {
        retryAfterSeconds: this.limits.lockSeconds,
      });
    }
    const attemptsLeft = this.limits.wrongAttemptsPerCode - attempt;
    if (attemptsLeft <= 0) {
      await this.otp.deleteCode(party);
      throw ApiError.badRequest(LOGIN_MESSAGES.otpVoid);
    }
    throw ApiError.badRequest(LOGIN_MESSAGES.wrongOtp(attemptsLeft));
  }

  private async refuseWhileLocked(party: LoginParty): Promise<void> {
    const seconds = await this.otp.lockedFor(party);
    if (seconds > 0) {
      await this.audit.record('otp-refused-limit', party.mobile, party.ip);
      throw ApiError.tooManyRequests(LOGIN_MESSAGES.locked(Math.ceil(seconds / 60)), { retryAfterSeconds: seconds });
    }
  }
}
