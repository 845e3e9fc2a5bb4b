import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiError, type SecondFactorClaims, type SessionClaims } from '@seedcorp/libs';
import { SECOND_FACTOR_MESSAGES, type PasskeyOptionsJSON, type SecondFactorResult } from '@seedcorp/contracts';
import { isUUID } from 'class-validator';
import { DataSource, type Repository } from 'typeorm';
import { Admin } from '../admins/admin.entity';
import { LoginAudit } from '../login/login-audit';
import { SessionIssuer, type SignInContext } from '../sessions/session-issuer';
import { AdminPasskey, AdminTotp } from './factor.entities';
import { FactorAttemptLimits } from './factor-limits';
import { PasskeyRelyingParty } from './passkey-relying-party';
import { SecondFactorService, type FactorActor } from './second-factor.service';

const named = (passkey: Pick<AdminPasskey, 'name'>) => `passkey "${passkey.name}"`;

/**
 * Passkeys as a second factor: set up (named; several per admin), signed in with, confirmed with again before a
 * sensitive change, and removed while another factor remains. A wrong answer counts against the same limits as
 * a wrong authenticator code.
 */
@Injectable()
export class PasskeyService {
  constructor(
    @InjectRepository(AdminPasskey) private readonly passkeys: Repository<AdminPasskey>,
    private readonly factors: SecondFactorService,
    private readonly relyingParty: PasskeyRelyingParty,
    private readonly dataSource: DataSource,
    private readonly limits: FactorAttemptLimits,
    private readonly sessions: SessionIssuer,
    private readonly audit: LoginAudit,
  ) {}

  async start(actor: FactorActor): Promise<PasskeyOptionsJSON> {
    return this.relyingParty.registrationOptions(await this.factors.actorAdmin(actor));
  }

  /** The browser's set-up answer: the passkey stored under its name; the sign-in (or the session) goes on with it. */
  async finish(actor: FactorActor, name: string, answer: unknown, context: SignInContext): Promise<SecondFactorResult> {
    const admin = await this.factors.actorAdmin(actor);
    await this.limits.refuseWhileLocked(admin.id, context.ip);
    const verified = await this.relyingParty.register(admin.id, answer);
    // The options exclude the passkeys stored already, so only a faulty or forged authenticator offers one again.
    const taken = verified && (await this.passkeys.existsBy({ credentialId: verified.credentialId }));
    if (!verified || taken) {
      return this.factors.refuseWrong(admin, context, 'passkey set-up', SECOND_FACTOR_MESSAGES.passkeyRefused);
    }
    await this.passkeys.insert({ adminId: admin.id, name, ...verified });
    await this.audit.record('second-factor-added', admin.mobile, context.ip, named({ name }));
    return this.factors.afterFactorAdded(actor, admin, context);
  }

  /** The second step with a passkey: the session token. */
  async verify(step: SecondFactorClaims, answer: unknown, context: SignInContext): Promise<string> {
    const admin = await this.factors.liveStep(step, 'verify');
    await this.limits.refuseWhileLocked(admin.id, context.ip);
    const passkey = await this.relyingParty.authenticate(admin.id, 'sign-in', answer);
    if (!passkey) return this.factors.refuseWrong(admin, context, 'passkey', SECOND_FACTOR_MESSAGES.passkeyRefused);
    return this.factors.finishSignIn(step, admin, context, named(passkey));
  }

  /** Request options for a signed-in admin to confirm it is them with a passkey. */
  async stepUpOptions(session: SessionClaims): Promise<PasskeyOptionsJSON> {
    const admin = await this.factors.requireAdmin(session.sub);
    if (!(await this.passkeys.existsBy({ adminId: admin.id }))) {
      throw ApiError.badRequest(SECOND_FACTOR_MESSAGES.passkeyNotFound);
    }
    return this.relyingParty.authenticationOptions(admin.id, 'step-up');
  }

  async stepUp(session: SessionClaims, answer: unknown, ip: string): Promise<void> {
    const admin = await this.factors.requireAdmin(session.sub);
    const context = { ip, userAgent: '' };
    await this.limits.refuseWhileLocked(admin.id, ip);
    const passkey = await this.relyingParty.authenticate(admin.id, 'step-up', answer);
    if (!passkey) {
      return this.factors.refuseWrong(admin, context, 'passkey (confirmation)', SECOND_FACTOR_MESSAGES.passkeyRefused);
    }
    await this.limits.clear(admin.id);
    await this.sessions.markProven(session.jti, session.exp);
    await this.audit.record('stepped-up', admin.mobile, ip, named(passkey));
  }

  /** Removes one of the admin's passkeys, unless it is the last second factor they have. */
  async remove(session: SessionClaims, id: string, ip: string): Promise<void> {
    const admin = await this.factors.requireAdmin(session.sub);
    const removed = await this.dataSource.transaction(async (manager) => {
      // The admin's row, locked: two removals at once cannot each count on the other's passkey remaining.
      await manager.findOne(Admin, { where: { id: admin.id }, lock: { mode: 'pessimistic_write' } });
      const passkey = isUUID(id) ? await manager.findOneBy(AdminPasskey, { id, adminId: admin.id }) : null;
      if (!passkey) throw ApiError.notFound(SECOND_FACTOR_MESSAGES.passkeyNotFound);
      const others = (await manager.countBy(AdminPasskey, { adminId: admin.id })) - 1;
      if (others === 0 && !(await manager.existsBy(AdminTotp, { adminId: admin.id })))
        throw ApiError.badRequest(SECOND_FACTOR_MESSAGES.lastFactor);
      await manager.delete(AdminPasskey, { id: passkey.id });
      return passkey;
    });
    await this.audit.record('second-factor-removed', admin.mobile, ip, named(removed));
  }
}
