import { Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuthGuard, REDIS } from '@seedcorp/libs';
import type Redis from 'ioredis';
import type { Repository } from 'typeorm';
import { Admin } from '../admins/admin.entity';
import { AdminRegistry } from '../admins/admin-registry';
import { AuthConfig } from '../config';
import { LoginAudit } from '../login/login-audit';
import { SessionsModule } from '../sessions/sessions.module';
import { AdminPasskey, AdminRecoveryCode, AdminTotp } from './factor.entities';
import { FACTOR_LIMITS, FactorAttemptLimits } from './factor-limits';
import { PasskeyRelyingParty } from './passkey-relying-party';
import { PasskeyService } from './passkeys.service';
import { SecretSealer } from './sealed-secret';
import { SecondFactorController } from './second-factor.controller';
import { SecondFactorService } from './second-factor.service';

@Module({
  imports: [TypeOrmModule.forFeature([Admin, AdminTotp, AdminPasskey, AdminRecoveryCode]), SessionsModule],
  controllers: [SecondFactorController],
  providers: [
    SecondFactorService,
    PasskeyRelyingParty,
    PasskeyService,
    LoginAudit,
    AdminAuthGuard,
    {
      provide: AdminRegistry,
      inject: [getRepositoryToken(Admin)],
      useFactory: (admins: Repository<Admin>) => new AdminRegistry(admins),
    },
    {
      provide: FactorAttemptLimits,
      inject: [REDIS],
      useFactory: (redis: Redis) => new FactorAttemptLimits(redis, FACTOR_LIMITS),
    },
    {
      provide: SecretSealer,
      inject: [AuthConfig],
      useFactory: (config: AuthConfig) => new SecretSealer(config.jwtPrivateKey()),
    },
  ],
  exports: [SecondFactorService],
})
export class SecondFactorModule {}
