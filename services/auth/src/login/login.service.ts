import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ADMIN_ROLE, ApiError, revokedTokenKey, type TokenClaims, REDIS } from '@seedcorp/libs';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { AdminRegistry } from '../admins/admin-registry';
import { AuthConfig } from '../config';
import { OtpStore, type LoginLimits } from '../otp/otp-store';
import { SmsSender } from '../sms/sms-sender';
import { LoginAudit } from './login-audit';
import { LOGIN_MESSAGES } from './login-rules';

export const LOGIN_LIMITS_TOKEN = Symbol('LOGIN_LIMITS');

@Injectable()
export class LoginService {
  constructor(
    private readonly otp: OtpStore,
    private readonly admins: AdminRegistry,
    private readonly sms: SmsSender,
    private readonly audit: LoginAudit,
    private readonly jwt: JwtService,
    private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGIN_LIMITS_TOKEN) private readonly limits: LoginLimits,
  ) {}

  /**
   * Sends a code to an active admin's number. Unknown numbers get the same answer and
   * count against the same limits, so the answer tells nothing about who is an admin.
   */
  async requestCode(mobile: string, ip: string): Promise<void> {
    await this.refuseWhileLocked(mobile, ip);
    const wait = await this.otp.startResendWait(mobile);
    if (wait > 0) throw ApiError.tooManyRequests(LOGIN_MESSAGES.resendWait(wait), { retryAfterSeconds: wait });
    if ((await this.otp.countAddressSend(ip)) > this.limits.sendsPerAddressPerHour) {
      await this.audit.record('otp-refused-limit', mobile, ip);
      throw ApiError.tooManyRequests(LOGIN_MESSAGES.tooManyFromAddress);
    }
    if ((await this.otp.countNumberSend(mobile)) > this.limits.sendsPerNumberPerHour) {
      await this.audit.record('otp-refused-limit', mobile, ip);
      throw ApiError.tooManyRequests(LOGIN_MESSAGES.tooManySends);
    }
    const admin = await this.admins.findActiveByMobile(mobile);
    if (!admin) {
      await this.audit.record('otp-not-sent-unknown-number', mobile, ip);
      return;
    }
    const code = this.otp.generateCode();
    await this.otp.saveCode(mobile, code);
    try {
      await this.sms.send({ mobile, otp: code, text: this.config.SMS_TEXT_TEMPLATE.replace('{{otp}}', code) });
    } catch {
      // No usable code may outlive a failed send, and the admin may try again at once.
      await this.otp.deleteCode(mobile);
      await this.otp.clearResendWait(mobile);
      await this.audit.record('otp-send-failed', mobile, ip);
      throw ApiError.unavailable(LOGIN_MESSAGES.smsFailed);
    }
    await this.audit.record('otp-sent', mobile, ip);
  }

  /** Exchanges a live code for a signed admin token; the code is single-use. */
  async verifyCode(mobile: string, code: string, ip: string): Promise<string> {
    await this.refuseWhileLocked(mobile, ip);
    const attempt = await this.otp.countAttempt(mobile);
    if (attempt < 0) throw ApiError.badRequest(LOGIN_MESSAGES.otpMissing);
    if (attempt > this.limits.wrongAttemptsPerCode) {
      await this.otp.deleteCode(mobile);
      throw ApiError.badRequest(LOGIN_MESSAGES.otpVoid);
    }
    const admin = await this.admins.findActiveByMobile(mobile);
    if (admin && (await this.otp.matches(mobile, code)) && (await this.otp.deleteCode(mobile))) {
      await this.admins.recordLogin(admin.id);
      await this.audit.record('login-succeeded', mobile, ip);
      return this.jwt.signAsync({ role: ADMIN_ROLE }, { subject: admin.id, jwtid: randomUUID() });
    }
    return this.refuseWrongCode(mobile, attempt, ip);
  }

  /** Revokes the token until it would have expired anyway; every service's guard honours it. */
  async logout(claims: TokenClaims, ip: string): Promise<void> {
    const remaining = Math.max(1, claims.exp - Math.floor(Date.now() / 1000));
    await this.redis.set(revokedTokenKey(claims.jti), '1', 'EX', remaining);
    const admin = await this.admins.findById(claims.sub);
    await this.audit.record('logged-out', admin?.mobile ?? '', ip);
  }

  private async refuseWrongCode(mobile: string, attempt: number, ip: string): Promise<never> {
    await this.audit.record('login-failed', mobile, ip);
    if ((await this.otp.countFailure(mobile)) >= this.limits.failuresBeforeLock) {
      await this.otp.lock(mobile);
      await this.audit.record('locked', mobile, ip);
      throw ApiError.tooManyRequests(LOGIN_MESSAGES.locked(Math.ceil(this.limits.lockSeconds / 60)));
    }
    const attemptsLeft = this.limits.wrongAttemptsPerCode - attempt;
    if (attemptsLeft <= 0) {
      await this.otp.deleteCode(mobile);
      throw ApiError.badRequest(LOGIN_MESSAGES.otpVoid);
    }
    throw ApiError.badRequest(LOGIN_MESSAGES.wrongOtp(attemptsLeft));
  }

  private async refuseWhileLocked(mobile: string, ip: string): Promise<void> {
    const seconds = await this.otp.lockedFor(mobile);
    if (seconds > 0) {
      await this.audit.record('otp-refused-limit', mobile, ip);
      throw ApiError.tooManyRequests(LOGIN_MESSAGES.locked(Math.ceil(seconds / 60)));
    }
  }
}
