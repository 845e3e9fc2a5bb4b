import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { ActivityPublisher, ApiError, type FarmerClaims } from '@seedcorp/libs';
import {
  CONSENT_NOTICE_VERSION,
  FARMER_MESSAGES,
  FARMER_RECORD_TYPE,
  FARMER_REFUSALS,
  type ConsentRequest,
  type FarmerData,
  type FarmerProfile,
  type FarmerProfileForm,
  type FarmerSession,
} from '@seedcorp/contracts';
import { FarmerConsents } from './farmer-consents';
import { Farmer, FarmerConsent } from './farmer.entities';
import { FarmerRegistry } from './farmer-registry';
import { FarmerSessionIssuer } from './farmer-session-issuer';
import { SalesWithdrawalClient } from './sales-withdrawal.client';

const profileOf = (farmer: Farmer): FarmerProfile => ({
  mobile: farmer.mobile ?? '',
  name: farmer.name,
  village: farmer.village,
  district: farmer.district,
  registryId: farmer.registryId,
  registryCheck: farmer.registryCheck,
});

/**
 * A farmer's details, their consent to the notice on their data, what is held on them, and the withdrawal of that
 * consent. The notice comes first: details are collected only from a farmer who agreed to it.
 */
@Injectable()
export class FarmersService {
  constructor(
    @InjectRepository(Farmer) private readonly farmers: Repository<Farmer>,
    private readonly consents: FarmerConsents,
    private readonly registry: FarmerRegistry,
    private readonly sessions: FarmerSessionIssuer,
    private readonly sales: SalesWithdrawalClient,
    private readonly activity: ActivityPublisher,
  ) {}

  async profile(claims: FarmerClaims): Promise<FarmerProfile> {
    return profileOf(await this.liveFarmer(claims));
  }

  async giveConsent(claims: FarmerClaims, request: ConsentRequest): Promise<FarmerSession> {
    if (request.version !== CONSENT_NOTICE_VERSION) throw ApiError.badRequest(FARMER_MESSAGES.noticeVersion);
    const farmer = await this.liveFarmer(claims);
    await this.farmers.manager.transaction(async (manager) => {
      // One live consent a farmer: agreeing again (a new notice, another language) replaces the last.
      await manager.update(FarmerConsent, { farmerId: farmer.id, withdrawnAt: IsNull() }, { withdrawnAt: new Date() });
      await manager.insert(FarmerConsent, {
        farmerId: farmer.id,
        noticeVersion: request.version,
        language: request.language,
        givenAt: new Date(),
        withdrawnAt: null,
      });
    });
    return this.sessions.issue({ farmer, consent: { version: request.version, language: request.language } });
  }

  async saveProfile(claims: FarmerClaims, form: FarmerProfileForm): Promise<FarmerSession> {
    const farmer = await this.liveFarmer(claims);
    const consent = await this.consents.live(farmer.id);
    if (consent?.version !== CONSENT_NOTICE_VERSION) {
      throw ApiError.forbidden(FARMER_REFUSALS.consentFirst.en, { said: FARMER_REFUSALS.consentFirst });
    }
    const registryId = form.registryId ? form.registryId.toUpperCase() : null;
    const check = registryId ? await this.registry.check(registryId) : 'none';
    if (check === 'unknown') throw ApiError.badRequest(FARMER_MESSAGES.registryIdRefused);
    await this.farmers.update(
      { id: farmer.id },
      {
        name: form.name.trim(),
        village: form.village.trim(),
        district: form.district,
        registryId,
        registryCheck: check,
      },
    );
    return this.sessions.issue({ farmer: await this.farmers.findOneByOrFail({ id: farmer.id }), consent });
  }

  async myData(claims: FarmerClaims): Promise<FarmerData> {
    const farmer = await this.liveFarmer(claims);
    const consents = await this.consents.all(farmer.id);
    return {
      profile: profileOf(farmer),
      consents: consents.map((consent) => ({
        version: consent.noticeVersion,
        language: consent.language,
        givenAt: consent.givenAt.toISOString(),
        withdrawnAt: consent.withdrawnAt?.toISOString() ?? null,
      })),
      signedUpAt: farmer.createdAt.toISOString(),
    };
  }

  /**
   * The sales service cancels the open bookings and erases the farmer from them first; then, in one transaction,
   * the consent is marked withdrawn and every personal field here emptied; then every session of the farmer ends.
   */
  async withdraw(claims: FarmerClaims): Promise<void> {
    const farmer = await this.liveFarmer(claims);
    await this.sales.farmerWithdrawn(farmer.id);
    const now = new Date();
    await this.farmers.manager.transaction(async (manager) => {
      await manager.update(FarmerConsent, { farmerId: farmer.id, withdrawnAt: IsNull() }, { withdrawnAt: now });
      await manager.update(
        Farmer,
        { id: farmer.id },
        { mobile: null, name: null, village: null, district: null, registryId: null, erasedAt: now },
      );
    });
    await this.sessions.endAll(farmer.id);
    await this.activity.publish('Deleted', 'Farmer consent withdrawn: details erased, open bookings cancelled', {
      record: { type: FARMER_RECORD_TYPE, id: farmer.id },
    });
  }

  async logout(claims: FarmerClaims): Promise<void> {
    await this.sessions.end(claims);
  }

  /** The farmer of a session, unless erased meanwhile (their sessions end then too). */
  private async liveFarmer(claims: FarmerClaims): Promise<Farmer> {
    const farmer = await this.farmers.findOneBy({ id: claims.sub, erasedAt: IsNull() });
    if (!farmer) throw ApiError.unauthorized(FARMER_MESSAGES.sessionEnded);
    return farmer;
  }
}
