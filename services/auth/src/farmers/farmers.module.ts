import { createHash } from 'node:crypto';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { REDIS } from '@seedcorp/libs';
import { AuthConfig } from '../config';
import { LoginAudit } from '../login/login-audit';
import { LOGIN_LIMITS } from '../login/login-rules';
import { OtpStore } from '../otp/otp-store';
import { SmsDispatcher } from '../sms/sms-dispatcher';
import { SmsModule } from '../sms/sms.module';
import { FarmerConsents } from './farmer-consents';
import { FarmerRegistry, UnconnectedFarmerRegistry } from './farmer-registry';
import { FarmerSessionIssuer } from './farmer-session-issuer';
import { FARMER_LOGIN_LIMITS, FARMER_OTP_STORE, FarmerSignInService } from './farmer-sign-in.service';
import { FarmerSmsController } from './farmer-sms.controller';
import { FarmerSmsService } from './farmer-sms.service';
import { Farmer, FarmerConsent } from './farmer.entities';
import { FarmersController } from './farmers.controller';
import { FarmersService } from './farmers.service';
import { SalesWithdrawalClient } from './sales-withdrawal.client';

/** Farmers who book seed: their SMS sign-in and sessions, details, consent, data and withdrawal; their SMS notices. */
@Module({
  imports: [TypeOrmModule.forFeature([Farmer, FarmerConsent]), SmsModule],
  controllers: [FarmersController, FarmerSmsController],
  providers: [
    FarmerSignInService,
    FarmersService,
    FarmerConsents,
    FarmerSessionIssuer,
    FarmerSmsService,
    SalesWithdrawalClient,
    SmsDispatcher,
    LoginAudit,
    { provide: FarmerRegistry, useClass: UnconnectedFarmerRegistry },
    {
      provide: FARMER_LOGIN_LIMITS,
      inject: [AuthConfig],
      useFactory: (config: AuthConfig) => ({
        ...LOGIN_LIMITS,
        sendsPerAddressPerHour: config.OTP_SENDS_PER_ADDRESS_PER_HOUR,
      }),
    },
    {
      provide: FARMER_OTP_STORE,
      inject: [REDIS, AuthConfig, FARMER_LOGIN_LIMITS],
      // Keyed apart from the admins' codes (another derivation and key space), from the same signing key.
      useFactory: (redis: Redis, config: AuthConfig, limits: typeof LOGIN_LIMITS) =>
        new OtpStore(
          redis,
          createHash('sha256').update(`farmer-otp:${config.jwtPrivateKey()}`).digest(),
          limits,
          'farmer-otp',
        ),
    },
  ],
})
export class FarmersModule {}
