import { SESSIONS_ENDED_TTL_SECONDS, sessionsEndedKey } from '@seedcorp/libs';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { Admin } from '../admins/admin.entity';
import { adminSessionsKey } from '../sessions/session-issuer';
import { FACTOR_LIMITS, FactorAttemptLimits } from './factor-limits';
import { AdminPasskey, AdminRecoveryCode, AdminTotp } from './factor.entities';

/**
 * What resetting an admin who lost every factor does, for the admin app and the command line alike: the factors
 * and recovery codes go, every session ends, any lock is lifted, and (no fresh grace) where a second factor is
 * required the next sign-in sets one up.
 */
export class FactorReset {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: Redis,
    private readonly graceSignIns: number,
  ) {}

  async reset(admin: Admin): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(AdminTotp, { adminId: admin.id });
      await manager.delete(AdminPasskey, { adminId: admin.id });
      await manager.delete(AdminRecoveryCode, { adminId: admin.id });
      await manager.update(
        Admin,
        { id: admin.id },
        { smsOnlySignIns: Math.max(admin.smsOnlySignIns, this.graceSignIns) },
      );
    });
    await this.redis
      .multi()
      .set(sessionsEndedKey(admin.id), String(Math.floor(Date.now() / 1000)), 'EX', SESSIONS_ENDED_TTL_SECONDS)
      .del(adminSessionsKey(admin.id))
      .exec();
    await new FactorAttemptLimits(this.redis, FACTOR_LIMITS).unlock(admin.id);
  }
}
