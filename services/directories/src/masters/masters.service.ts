import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiError } from '@seedcorp/libs';
import { DIRECTORY_MESSAGES, type KeptMasterList } from '@seedcorp/contracts';
import { MasterValue } from './master-value.entity';

/** The master lists administrators keep, which every stored value must come from (the fixed lists are form rules). */
@Injectable()
export class MastersService {
  constructor(@InjectRepository(MasterValue) private readonly values: Repository<MasterValue>) {}

  async list(list: KeptMasterList): Promise<string[]> {
    const rows = await this.values.find({ where: { list }, order: { sortOrder: 'ASC', value: 'ASC' } });
    return rows.map((row) => row.value);
  }

  async assertDesignation(value: string): Promise<void> {
    if (!(await this.values.existsBy({ list: 'designation', value }))) {
      throw ApiError.badRequest(DIRECTORY_MESSAGES.unknownDesignation);
    }
  }

  async assertRole(value: string): Promise<void> {
    if (!(await this.values.existsBy({ list: 'authRole', value }))) {
      throw ApiError.badRequest(DIRECTORY_MESSAGES.unknownRole);
    }
  }
}
