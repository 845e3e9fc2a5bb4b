import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { FarmerLanguage } from '@seedcorp/contracts';
import { FarmerConsent } from './farmer.entities';

/** A farmer's consents: the live one (given, not withdrawn), and all of them for "my data". */
@Injectable()
export class FarmerConsents {
  constructor(@InjectRepository(FarmerConsent) private readonly consents: Repository<FarmerConsent>) {}

  async live(farmerId: string): Promise<{ version: string; language: FarmerLanguage } | undefined> {
    const consent = await this.consents.findOne({
      where: { farmerId, withdrawnAt: IsNull() },
      order: { id: 'DESC' },
    });
    return consent ? { version: consent.noticeVersion, language: consent.language } : undefined;
  }

  all(farmerId: string): Promise<FarmerConsent[]> {
    return this.consents.find({ where: { farmerId }, order: { id: 'ASC' } });
  }
}
