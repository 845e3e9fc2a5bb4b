import { createHash } from 'node:crypto';
import { Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { Repository } from 'typeorm';
import { REDIS } from '@seedcorp/libs';
import { Admin } from '../admins/admin.entity';
import { AdminRegistry } from '../admins/admin-registry';
import { AuthConfig } from '../config';
import { OtpStore } from '../otp/otp-store';
import { SecondFactorModule } from '../second-factor/second-factor.module';
import { SessionsModule } from '../sessions/sessions.module';
import { SmsDispatcher } from '../sms/sms-dispatcher';
import { SmsModule } from '../sms/sms.module';
import { LoginAudit } from './login-audit';
import { LoginController } from './login.controller';
import { LOGIN_LIMITS } from './login-rules';
import { LOGIN_LIMITS_TOKEN, LoginService } from './login.service';

@Module({
  imports: [TypeOrmModule.forFeature([Admin]), SmsModule, SessionsModule, SecondFactorModule],
  controllers: [LoginController],
  providers: [
    LoginService,
    LoginAudit,
    SmsDispatcher,
    {
      provide: LOGIN_LIMITS_TOKEN,
      inject: [AuthConfig],
      useFactory: (config: AuthConfig) => ({
        ...LOGIN_LIMITS,
        sendsPerAddressPerHour: config.OTP_SENDS_PER_ADDRESS_PER_HOUR,
      }),
    },
    {
      provide: AdminRegistry,
      inject: [getRepositoryToken(Admin)],
      useFactory: (admins: Repository<Admin>) => new AdminRegistry(admins),
    },
    {
      provide: OtpStore,
      inject: [REDIS, AuthConfig, LOGIN_LIMITS_TOKEN],
      // The HMAC key is derived from the signing key: secret, stable across restarts, no extra variable.
      useFactory: (redis: Redis, config: AuthConfig, limits: typeof LOGIN_LIMITS) =>
        new OtpStore(redis, createHash('sha256').update(`otp:${config.jwtPrivateKey()}`).digest(), limits),
    },
  ],
})
export class LoginModule {}
