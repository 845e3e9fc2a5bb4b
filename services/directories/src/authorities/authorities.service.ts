import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ActivityPublisher, DIRECTORY_MESSAGES, type RtiAuthorityItem } from '@seedcorp/libs';
import { MastersService } from '../masters/masters.service';
import { DistrictDirectory } from '../shared/district-directory';
import { checkLengths, requireAll, text } from '../shared/form-rules';
import type { AuthorityFormDto } from './dto/authority-requests.dto';
import { RtiAuthority } from './rti-authority.entity';

type AuthorityFields = Pick<RtiAuthority, 'district' | 'role' | 'designation'>;

@Injectable()
export class AuthoritiesService extends DistrictDirectory<
  RtiAuthority,
  AuthorityFormDto,
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
    });
  }

  /** District, role and designation are all required, on create and on edit. */
  protected async checkForm(form: AuthorityFormDto, requiredMessage: string): Promise<AuthorityFields> {
    const [district, role, designation] = [text(form.district), text(form.role), text(form.designation)];
    requireAll([district, role, designation], requiredMessage);
    checkLengths({ role, designation });
    this.masters.assertDistrict(district);
    await this.masters.assertRole(role);
    await this.masters.assertDesignation(designation);
    return { district, role, designation };
  }

  protected toItem(authority: RtiAuthority): RtiAuthorityItem {
    return {
      key: authority.id,
      district: authority.district,
      role: authority.role,
      designation: authority.designation,
    };
  }
}
