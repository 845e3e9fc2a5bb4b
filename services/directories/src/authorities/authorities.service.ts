import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ActivityPublisher, pickFields } from '@seedcorp/libs';
import { DIRECTORY_MESSAGES, trimmedText, type RtiAuthorityItem } from '@seedcorp/contracts';
import { MastersService } from '../masters/masters.service';
import { DistrictDirectory } from '../shared/district-directory';
import type { CreateAuthorityDto } from './dto/authority-requests.dto';
import { RtiAuthority } from './rti-authority.entity';

type AuthorityFields = Pick<RtiAuthority, 'district' | 'role' | 'designation'>;

@Injectable()
export class AuthoritiesService extends DistrictDirectory<
  RtiAuthority,
  CreateAuthorityDto,
  AuthorityFields,
  RtiAuthorityItem
> {
  constructor(
    @InjectRepository(RtiAuthority) authorities: Repository<RtiAuthority>,
    private readonly masters: MastersService,
    activity: ActivityPublisher,
  ) {
    super(authorities, activity, {
      table: 'directories.rti_authorities',
      detailsColumn: 'role',
      notFoundMessage: DIRECTORY_MESSAGES.authorityNotFound,
      publicLimit: 1000,
      recordType: 'rti-authority',
      auditedFields: { District: 'district', Role: 'role', Designation: 'designation' },
    });
  }

  protected async checkForm(form: CreateAuthorityDto): Promise<AuthorityFields> {
    const [district, role, designation] = [form.district, form.role, form.designation].map(trimmedText);
    await this.masters.assertRole(role);
    await this.masters.assertDesignation(designation);
    return { district, role, designation };
  }

  protected toItem(authority: RtiAuthority): RtiAuthorityItem {
    return { key: authority.id, ...pickFields(authority, ['district', 'role', 'designation']) };
  }
}
