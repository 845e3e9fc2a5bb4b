import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiError } from '@seedcorp/libs';
import { fillPlaceholders, type FarmerSession } from '@seedcorp/contracts';
import { AuthConfig } from '../config';
import { LOGIN_MESSAGES } from '../login/login-rules';
import type { LoginLimits, LoginParty, OtpStore } from '../otp/otp-store';
import { SmsDispatcher } from '../sms/sms-dispatcher';
import { FarmerConsents } from './farmer-consents';
import { Farmer } from './farmer.entities';
import { FarmerSessionIssuer } from './farmer-session-issuer';

export const FARMER_OTP_STORE = Symbol('FARMER_OTP_STORE');
export const FARMER_LOGIN_LIMITS = Symbol('FARMER_LOGIN_LIMITS');

/**
 * A farmer proves a mobile number with an SMS code. Any number may become a farmer's, so every number that passes
 * the limits is sent its code: the answer is the same whether or not a farmer has the number. The limits are the
 * admins' (per number and address, resend wait, wrong attempts, lock), counted apart from theirs.
 */
@Injectable()
export class FarmerSignInService {
  constructor(
    @Inject(FARMER_OTP_STORE) private readonly otp: OtpStore,
    @Inject(FARMER_LOGIN_LIMITS) private readonly limits: LoginLimits,
    @InjectRepository(Farmer) private readonly farmers: Repository<Farmer>,
    private readonly consents: FarmerConsents,
    private readonly sms: SmsDispatcher,
    private readonly sessions: FarmerSessionIssuer,
    private readonly config: AuthConfig,
  ) {}

  async requestCode(mobile: string, ip: string): Promise<void> {
    const party = { mobile, ip };
    await this.refuseWhileLocked(party);
    const wait = await this.otp.startResendWait(party);
    if (wait > 0) throw ApiError.tooManyRequests(LOGIN_MESSAGES.resendWait(wait), { retryAfterSeconds: wait });
    if ((await this.otp.countAddressSend(ip)) > this.limits.sendsPerAddressPerHour) {
      throw ApiError.tooManyRequests(LOGIN_MESSAGES.tooManyFromAddress);
    }
    if ((await this.otp.countNumberSend(party)) > this.limits.sendsPerNumberPerHour) {
      throw ApiError.tooManyRequests(LOGIN_MESSAGES.tooManySends);
    }
    const code = this.otp.generateCode();
    await this.otp.saveCode(party, code);
    this.sms.dispatch({
      mobile,
      ip,
      otp: code,
      text: fillPlaceholders(this.config.FARMER_SMS_CODE_TEXT, { otp: code }),
      expiresAt: Date.now() + this.limits.otpLifetimeSeconds * 1000,
    });
  }

  /** A live code for the number (single use) begins a farmer session; the farmer is made at their first sign-in. */
  async verifyCode(mobile: string, code: string, ip: string): Promise<FarmerSession> {
    const party = { mobile, ip };
    await this.refuseWhileLocked(party);
    const attempt = await this.otp.countAttempt(party);
    if (attempt < 0) throw ApiError.badRequest(LOGIN_MESSAGES.otpMissing);
    if (attempt > this.limits.wrongAttemptsPerCode) {
      await this.otp.deleteCode(party);
      throw ApiError.badRequest(LOGIN_MESSAGES.otpVoid);
    }
    // Deleting the code is what spends it: of two calls with the same code, only one deletes it.
    if (!(await this.otp.matches(party, code)) || !(await this.otp.deleteCode(party))) {
      return this.refuseWrongCode(party, attempt);
    }
    const farmer = await this.farmerOf(mobile);
    return this.sessions.issue({ farmer, consent: await this.consents.live(farmer.id) });
  }

  private async farmerOf(mobile: string): Promise<Farmer> {
    await this.farmers
      .createQueryBuilder()
      .insert()
      .values({ id: randomUUID(), mobile, registryCheck: 'none' })
      .orIgnore()
      .execute();
    return this.farmers.findOneByOrFail({ mobile });
  }

  private async refuseWrongCode(party: LoginParty, attempt: number): Promise<never> {
    if ((await this.otp.countFailure(party)) >= this.limits.failuresBeforeLock) {
      await this.otp.lock(party);
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
      throw ApiError.tooManyRequests(LOGIN_MESSAGES.locked(Math.ceil(seconds / 60)), { retryAfterSeconds: seconds });
    }
  }
}
