import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiError, REDIS, type SecondFactorClaims, type SessionClaims } from '@seedcorp/libs';
import {
  SECOND_FACTOR_MESSAGES,
  type AdminFactors,
  type SecondFactorOptions,
  type SecondFactorResult,
  type TotpEnrolment,
} from '@seedcorp/contracts';
import type Redis from 'ioredis';
import QRCode from 'qrcode';
import { DataSource, IsNull, LessThan, type Repository } from 'typeorm';
import { Admin } from '../admins/admin.entity';
import { AdminRegistry } from '../admins/admin-registry';
import { AuthConfig } from '../config';
import { LoginAudit } from '../login/login-audit';
import { LOGIN_MESSAGES, maskMobile } from '../login/login-rules';
import { SessionIssuer, type SignInContext } from '../sessions/session-issuer';
import { AdminPasskey, AdminRecoveryCode, AdminTotp } from './factor.entities';
import { FactorAttemptLimits } from './factor-limits';
import { FactorReset } from './factor-reset';
import { PasskeyRelyingParty } from './passkey-relying-party';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { SecretSealer, UnreadableSecret } from './sealed-secret';
import { newTotpSecret, totpTimeStep, totpUri } from './totp';

/** Who makes a second-factor call: someone between the SMS code and the second factor, or a signed-in admin. */
export type FactorActor = { kind: 'step'; claims: SecondFactorClaims } | { kind: 'session'; claims: SessionClaims };

/** What `authorizeUser` answers once the SMS code is right: a session token or a step token, and its message. */
export interface SmsStepOutcome {
  token: string;
  message: string;
}

/** A key set up in an authenticator app but not yet confirmed with a code, kept this long. */
const PENDING_TOTP_SECONDS = 15 * 60;
const pendingTotpKey = (adminId: string) => `mfa:totp-pending:${adminId}`;
/**
 * Starts this close together are one set-up (a form shown twice, a double press, two requests in flight at once):
 * they answer the same key, or the app would show one key while another waits for its code. A start after this
 * replaces the key.
 */
const REPEATED_START_SECONDS = 10;
const startedTotpKey = (adminId: string) => `mfa:totp-started:${adminId}`;

/** Groups a base32 key by four, as authenticator apps show keys typed by hand. */
const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The second sign-in factor (OWASP ASVS 5.0 V6.3.3, V6.5, V6.6.1): an authenticator app (TOTP, RFC 6238: 6 digits,
 * 30 s, one step of drift, each code accepted once) or a passkey, with single-use recovery codes; what an SMS-only
 * admin may still do during the grace; and resets by another administrator.
 */
@Injectable()
export class SecondFactorService {
  private readonly logger = new Logger(SecondFactorService.name);

  constructor(
    @InjectRepository(AdminTotp) private readonly totps: Repository<AdminTotp>,
    @InjectRepository(AdminPasskey) private readonly passkeys: Repository<AdminPasskey>,
    @InjectRepository(AdminRecoveryCode) private readonly recoveryCodes: Repository<AdminRecoveryCode>,
    @InjectRepository(Admin) private readonly adminRows: Repository<Admin>,
    private readonly admins: AdminRegistry,
    private readonly dataSource: DataSource,
    private readonly sessions: SessionIssuer,
    private readonly limits: FactorAttemptLimits,
    private readonly sealer: SecretSealer,
    private readonly audit: LoginAudit,
    private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly relyingParty: PasskeyRelyingParty,
  ) {}

  /** After a right SMS code: prove a factor, set one up (grace spent), or, within the grace, a session at once. */
  async afterSmsCode(admin: Admin, context: SignInContext): Promise<SmsStepOutcome> {
    if (await this.hasFactor(admin.id)) {
      return { token: await this.sessions.issueStep(admin.id, 'verify'), message: SECOND_FACTOR_MESSAGES.due };
    }
    if (this.config.secondFactorRequired && admin.smsOnlySignIns >= this.config.SECOND_FACTOR_GRACE_SIGN_INS) {
      await this.audit.record('sms-only-refused', admin.mobile, context.ip);
      return {
        token: await this.sessions.issueStep(admin.id, 'enrol'),
        message: SECOND_FACTOR_MESSAGES.smsOnlyRefused,
      };
    }
    await this.adminRows.increment({ id: admin.id }, 'smsOnlySignIns', 1);
    await this.admins.recordLogin(admin.id);
    await this.audit.record('login-succeeded', admin.mobile, context.ip, 'SMS code only');
    return {
      token: await this.sessions.issueSession(admin, context, { factor: false, proven: false }),
      message: LOGIN_MESSAGES.loggedIn,
    };
  }

  async options(step: SecondFactorClaims): Promise<SecondFactorOptions> {
    await this.liveStep(step);
    const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
      this.totps.existsBy({ adminId: step.sub }),
      this.passkeys.countBy({ adminId: step.sub }),
      this.recoveryCodes.countBy({ adminId: step.sub, usedAt: IsNull() }),
    ]);
    const offered = { purpose: step.purpose, totp, passkeys, recoveryCodesLeft };
    if (step.purpose !== 'verify' || passkeys === 0) return offered;
    return { ...offered, passkeyRequest: await this.relyingParty.authenticationOptions(step.sub, 'sign-in') };
  }

  /** The second step with an authenticator code: the session token. */
  async verifyTotp(step: SecondFactorClaims, code: string, context: SignInContext): Promise<string> {
    const admin = await this.liveStep(step, 'verify');
    await this.limits.refuseWhileLocked(admin.id, context.ip);
    if (!(await this.acceptTotp(admin.id, code))) await this.refuseWrong(admin, context, 'authenticator app');
    return this.finishSignIn(step, admin, context, 'authenticator app');
  }

  /** A recovery code stands in for a lost factor once, and leads to setting up a new one. */
  async verifyRecoveryCode(step: SecondFactorClaims, code: string, context: SignInContext): Promise<string> {
    const admin = await this.liveStep(step, 'verify');
    await this.limits.refuseWhileLocked(admin.id, context.ip);
    const used = await this.recoveryCodes.update(
      { adminId: admin.id, codeHash: recoveryCodeHash(code), usedAt: IsNull() },
      { usedAt: new Date() },
    );
    if (used.affected !== 1) {
      await this.audit.record('second-factor-failed', admin.mobile, context.ip, 'recovery code');
      await this.limits.countFailure(admin.id, context.ip);
      throw ApiError.badRequest(SECOND_FACTOR_MESSAGES.wrongRecoveryCode);
    }
    await this.spend(step);
    await this.limits.clear(admin.id);
    await this.audit.record('recovery-code-used', admin.mobile, context.ip);
    return this.sessions.issueStep(admin.id, 'enrol');
  }

  /** A new key for an authenticator app, kept aside until a code from the app confirms it. */
  async totpStart(actor: FactorActor): Promise<TotpEnrolment> {
    const admin = await this.actorAdmin(actor);
    // A signed-in admin replaces their app by removing it first; a sign-in that must set one up (a lost phone,
    // after a recovery code) replaces it here.
    if (actor.kind === 'session' && (await this.totps.existsBy({ adminId: admin.id }))) {
      throw ApiError.badRequest(SECOND_FACTOR_MESSAGES.totpAlready);
    }
    // The first start of a burst sets its key (atomically); the others of the burst answer that one.
    const fresh = this.sealer.seal(newTotpSecret());
    const first = await this.redis.set(startedTotpKey(admin.id), fresh, 'EX', REPEATED_START_SECONDS, 'NX');
    const sealed = first === 'OK' ? fresh : ((await this.redis.get(startedTotpKey(admin.id))) ?? fresh);
    if (sealed === fresh) await this.redis.set(pendingTotpKey(admin.id), sealed, 'EX', PENDING_TOTP_SECONDS);
    const secret = this.openPendingKey(sealed);
    const otpauthUri = totpUri(secret, this.config.TOTP_ISSUER, maskMobile(admin.mobile));
    const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      key: groupedKey(secret),
      otpauthUri,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** A code from the app confirms its key; the sign-in (or the session) goes on with the new factor. */
  async totpConfirm(actor: FactorActor, code: string, context: SignInContext): Promise<SecondFactorResult> {
    const admin = await this.actorAdmin(actor);
    await this.limits.refuseWhileLocked(admin.id, context.ip);
    const sealed = await this.redis.get(pendingTotpKey(admin.id));
    if (!sealed) throw ApiError.badRequest(SECOND_FACTOR_MESSAGES.enrolStartFirst);
    const timeStep = totpTimeStep(this.openPendingKey(sealed), code);
    if (timeStep === null) return this.refuseWrong(admin, context, 'authenticator app set-up');
    await this.totps.upsert({ adminId: admin.id, secretSealed: sealed, lastTimeStep: timeStep }, ['adminId']);
    await this.redis.del(pendingTotpKey(admin.id), startedTotpKey(admin.id));
    await this.audit.record('second-factor-added', admin.mobile, context.ip, 'authenticator app');
    return this.afterFactorAdded(actor, admin, context);
  }

  /** The signed-in admin's factors, for the account screen and the SMS-only notice. */
  async factors(adminId: string): Promise<AdminFactors> {
    const admin = await this.requireAdmin(adminId);
    const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
      this.totps.existsBy({ adminId }),
      this.passkeys.find({ where: { adminId }, order: { createdAt: 'ASC' } }),
      this.recoveryCodes.countBy({ adminId, usedAt: IsNull() }),
    ]);
    const smsOnly = !totp && passkeys.length === 0;
    return {
      totp,
      passkeys: passkeys.map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        createdAt: passkey.createdAt.toISOString(),
        lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
      })),
      recoveryCodesLeft,
      smsOnlySignInsLeft:
        smsOnly && this.config.secondFactorRequired
          ? Math.max(0, this.config.SECOND_FACTOR_GRACE_SIGN_INS - admin.smsOnlySignIns)
          : null,
    };
  }

  async removeTotp(session: SessionClaims, ip: string): Promise<void> {
    const admin = await this.requireAdmin(session.sub);
    if ((await this.passkeys.countBy({ adminId: admin.id })) === 0) {
      throw ApiError.badRequest(SECOND_FACTOR_MESSAGES.lastFactor);
    }
    await this.totps.delete({ adminId: admin.id });
    await this.audit.record('second-factor-removed', admin.mobile, ip, 'authenticator app');
  }

  /** Ten new codes in place of any left; shown once. */
  async newRecoveryCodes(session: SessionClaims, ip: string): Promise<string[]> {
    const admin = await this.requireAdmin(session.sub);
    const codes = await this.replaceRecoveryCodes(admin.id);
    await this.audit.record('second-factor-added', admin.mobile, ip, 'new recovery codes');
    return codes;
  }

  /** A signed-in admin proves their authenticator app again before a sensitive change. */
  async stepUpWithTotp(session: SessionClaims, code: string, ip: string): Promise<void> {
    const admin = await this.requireAdmin(session.sub);
    await this.limits.refuseWhileLocked(admin.id, ip);
    if (!(await this.acceptTotp(admin.id, code))) {
      await this.refuseWrong(admin, { ip, userAgent: '' }, 'authenticator app (confirmation)');
    }
    await this.limits.clear(admin.id);
    await this.sessions.markProven(session.jti, session.exp);
    await this.audit.record('stepped-up', admin.mobile, ip, 'authenticator app');
  }

  /**
   * Another administrator (or the command line) clears an admin's factors and recovery codes, ends their sessions
   * and lifts their lock; the admin sets up a factor at the next sign-in. Recorded in the sign-in log.
   */
  async reset(by: SessionClaims | null, mobile: string, ip: string): Promise<void> {
    const admin = await this.admins.findActiveByMobile(mobile);
    if (!admin) throw ApiError.notFound(SECOND_FACTOR_MESSAGES.adminNotFound);
    if (by && by.sub === admin.id) throw ApiError.badRequest(SECOND_FACTOR_MESSAGES.resetSelf);
    await new FactorReset(this.dataSource, this.redis, this.config.SECOND_FACTOR_GRACE_SIGN_INS).reset(admin);
    const byAdmin = by ? await this.admins.findById(by.sub) : null;
    const who = byAdmin ? `by admin ${maskMobile(byAdmin.mobile)}` : 'from the command line';
    await this.audit.record('second-factor-reset', admin.mobile, ip, who);
  }

  hasFactor(adminId: string): Promise<boolean> {
    return this.dataSource
      .query(
        `SELECT EXISTS (SELECT 1 FROM auth.admin_totp WHERE admin_id = $1)
             OR EXISTS (SELECT 1 FROM auth.admin_passkeys WHERE admin_id = $1) AS has`,
        [adminId],
      )
      .then((rows: { has: boolean }[]) => rows[0].has);
  }

  /**
   * The rest of a sign-in after a factor was proven: the step is spent (a replayed step is refused), and the
   * session begins with its second factor proven.
   */
  async finishSignIn(step: SecondFactorClaims, admin: Admin, context: SignInContext, how: string): Promise<string> {
    await this.spend(step);
    await this.limits.clear(admin.id);
    await this.admins.recordLogin(admin.id);
    await this.audit.record('login-succeeded', admin.mobile, context.ip, how);
    return this.sessions.issueSession(admin, context, { factor: true, proven: true });
  }

  /** After a factor is added: recovery codes if none are left, and a session token proving the new factor. */
  async afterFactorAdded(actor: FactorActor, admin: Admin, context: SignInContext): Promise<SecondFactorResult> {
    const unused = await this.recoveryCodes.countBy({ adminId: admin.id, usedAt: IsNull() });
    const recoveryCodes = unused === 0 ? await this.replaceRecoveryCodes(admin.id) : undefined;
    if (actor.kind === 'step') {
      await this.spend(actor.claims);
      await this.admins.recordLogin(admin.id);
      await this.audit.record('login-succeeded', admin.mobile, context.ip, 'new second factor');
    } else {
      // The session that began with the SMS code alone gives way to one that proved the new factor.
      await this.sessions.endSession(actor.claims.jti, actor.claims.exp);
    }
    const token = await this.sessions.issueSession(admin, context, { factor: true, proven: true });
    return { token, ...(recoveryCodes ? { recoveryCodes } : {}) };
  }

  /** The step's admin, while the step is unspent and the admin active; `purpose` where only one fits. */
  async liveStep(step: SecondFactorClaims, purpose?: SecondFactorClaims['purpose']): Promise<Admin> {
    if ((purpose && step.purpose !== purpose) || (await this.sessions.isSpent(step.jti))) {
      throw ApiError.unauthorized(SECOND_FACTOR_MESSAGES.tokenInvalid);
    }
    const admin = await this.admins.findById(step.sub);
    if (!admin?.active) throw ApiError.unauthorized(SECOND_FACTOR_MESSAGES.tokenInvalid);
    return admin;
  }

  async actorAdmin(actor: FactorActor): Promise<Admin> {
    return actor.kind === 'step' ? this.liveStep(actor.claims, 'enrol') : this.requireAdmin(actor.claims.sub);
  }

  /** A signed-in admin's record: a session whose admin is gone or disabled may do nothing here. */
  async requireAdmin(adminId: string): Promise<Admin> {
    const admin = await this.admins.findById(adminId);
    if (!admin?.active) throw ApiError.forbidden(SECOND_FACTOR_MESSAGES.accountInactive);
    return admin;
  }

  /** Counts the failure (locking out at the limit) and refuses with `message`. */
  async refuseWrong(
    admin: Admin,
    context: SignInContext,
    what: string,
    message: string = SECOND_FACTOR_MESSAGES.wrongCode,
  ): Promise<never> {
    await this.audit.record('second-factor-failed', admin.mobile, context.ip, what);
    await this.limits.countFailure(admin.id, context.ip);
    throw ApiError.badRequest(message);
  }

  private async spend(step: SecondFactorClaims): Promise<void> {
    if (!(await this.sessions.spendStep(step.jti, step.exp))) {
      throw ApiError.unauthorized(SECOND_FACTOR_MESSAGES.tokenInvalid);
    }
  }

  /** A code of a later time step than any accepted before: each code is accepted once, even by two calls at once. */
  private async acceptTotp(adminId: string, code: string): Promise<boolean> {
    const totp = await this.totps.findOneBy({ adminId });
    if (!totp) return false;
    const timeStep = totpTimeStep(this.openTotpKey(adminId, totp.secretSealed), code);
    if (timeStep === null || timeStep <= totp.lastTimeStep) return false;
    const taken = await this.totps.update({ adminId, lastTimeStep: LessThan(timeStep) }, { lastTimeStep: timeStep });
    return taken.affected === 1;
  }

  /**
   * An authenticator key sealed under a signing key since rotated cannot be checked: the admin is told how to go
   * on (another factor, a recovery code, or a reset) rather than answered a 500 or told their code is wrong.
   */
  private openTotpKey(adminId: string, sealed: string): string {
    try {
      return this.sealer.open(sealed);
    } catch (error) {
      if (!(error instanceof UnreadableSecret)) throw error;
      this.logger.error(
        { adminId },
        'Authenticator key unreadable with the current signing key; the admin needs a reset',
      );
      throw new ApiError(409, SECOND_FACTOR_MESSAGES.totpUnreadable);
    }
  }

  /** A set-up begun before the signing key was rotated is as good as expired. */
  private openPendingKey(sealed: string): string {
    try {
      return this.sealer.open(sealed);
    } catch (error) {
      if (error instanceof UnreadableSecret) throw ApiError.badRequest(SECOND_FACTOR_MESSAGES.enrolStartFirst);
      throw error;
    }
  }

  private async replaceRecoveryCodes(adminId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(AdminRecoveryCode, { adminId });
      await manager.insert(
        AdminRecoveryCode,
        codes.map((code) => ({ adminId, codeHash: recoveryCodeHash(code) })),
      );
    });
    return codes;
  }
}
