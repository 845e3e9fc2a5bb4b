import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  ActivityPublisher,
  ApiError,
  DIRECTORY_MESSAGES,
  isRecordKey,
  type GroupedByLocation,
  type GroupedPage,
  type PageRequest,
  type RtiAuthorityItem,
  type CountChange,
} from '@seedcorp/libs';
import { MastersService } from '../masters/masters.service';
import { checkLengths, requireAll, text } from '../shared/form-rules';
import { groupByDistrict, inGroupedOrder } from '../shared/grouping';
import type { AuthorityFormDto } from './dto/authority-requests.dto';
import { RtiAuthority } from './rti-authority.entity';

/** The public list is not paged; more authorities than this would be cut at the last districts. */
export const PUBLIC_LIST_LIMIT = 1000;

type AuthorityFields = Pick<RtiAuthority, 'district' | 'role' | 'designation'>;

const AUTHORITY_COUNTED = (delta: 1 | -1): CountChange => ({ list: 'linkCounts', name: 'RTI authorities', delta });

@Injectable()
export class AuthoritiesService {
  constructor(
    @InjectRepository(RtiAuthority) private readonly authorities: Repository<RtiAuthority>,
    private readonly masters: MastersService,
    private readonly activity: ActivityPublisher,
  ) {}

  async create(form: AuthorityFormDto): Promise<RtiAuthority> {
    const authority = this.authorities.create(await this.checkForm(form, DIRECTORY_MESSAGES.createRequired));
    await this.authorities.insert(authority);
    await this.activity.publish('Created', authority.role, [AUTHORITY_COUNTED(1)]);
    return authority;
  }

  async update(key: string, form: AuthorityFormDto): Promise<void> {
    if (!isRecordKey(key)) throw ApiError.notFound(DIRECTORY_MESSAGES.authorityNotFound);
    const fields = await this.checkForm(form, DIRECTORY_MESSAGES.editRequired);
    const { affected } = await this.authorities.update({ id: key }, fields);
    if (!affected) throw ApiError.notFound(DIRECTORY_MESSAGES.authorityNotFound);
    await this.activity.publish('Updated', fields.role);
  }

  async delete(key: string): Promise<void> {
    if (!isRecordKey(key)) throw ApiError.notFound(DIRECTORY_MESSAGES.authorityNotFound);
    const [rows] = (await this.authorities.query(
      'DELETE FROM directories.rti_authorities WHERE id = $1 RETURNING role',
      [key],
    )) as [{ role: string }[], number];
    if (rows.length === 0) throw ApiError.notFound(DIRECTORY_MESSAGES.authorityNotFound);
    await this.activity.publish('Deleted', rows[0].role, [AUTHORITY_COUNTED(-1)]);
  }

  async list(location: string, page: PageRequest): Promise<GroupedPage<RtiAuthorityItem>> {
    const [rows, total] = await this.query(location).offset(page.skip).limit(page.size).getManyAndCount();
    return { content: groupByDistrict(rows, toItem), totalItems: total, totalPages: Math.ceil(total / page.size) };
  }

  async listPublic(location: string): Promise<GroupedByLocation<RtiAuthorityItem>> {
    return groupByDistrict(await this.query(location).limit(PUBLIC_LIST_LIMIT).getMany(), toItem);
  }

  private query(location: string) {
    const query = inGroupedOrder(this.authorities.createQueryBuilder('authority'), 'role');
    return location === 'All' ? query : query.where('authority.district = :location', { location });
  }

  /** District, role and designation are all required, on create and on edit. */
  private async checkForm(form: AuthorityFormDto, requiredMessage: string): Promise<AuthorityFields> {
    const [district, role, designation] = [text(form.district), text(form.role), text(form.designation)];
    requireAll([district, role, designation], requiredMessage);
    checkLengths({ role, designation });
    this.masters.assertDistrict(district);
    await this.masters.assertRole(role);
    await this.masters.assertDesignation(designation);
    return { district, role, designation };
  }
}

function toItem(authority: RtiAuthority): RtiAuthorityItem {
  return { key: authority.id, district: authority.district, role: authority.role, designation: authority.designation };
}
