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
  type RtiOfficerItem,
  type CountChange,
} from '@seedcorp/libs';
import { MastersService } from '../masters/masters.service';
import { checkLengths, checkPhones, orNull, requireAll, text } from '../shared/form-rules';
import { groupByDistrict, inGroupedOrder } from '../shared/grouping';
import type { OfficerFormDto } from './dto/officer-requests.dto';
import { RtiOfficer } from './rti-officer.entity';

/** The public list is not paged; more officers than this would be cut at the last districts. */
export const PUBLIC_LIST_LIMIT = 1000;

type OfficerFields = Pick<RtiOfficer, 'district' | 'name' | 'designation' | 'address' | 'mobileNo' | 'officeNo'>;

const OFFICER_COUNTED = (delta: 1 | -1): CountChange => ({ list: 'linkCounts', name: 'RTI officers', delta });

@Injectable()
export class OfficersService {
  constructor(
    @InjectRepository(RtiOfficer) private readonly officers: Repository<RtiOfficer>,
    private readonly masters: MastersService,
    private readonly activity: ActivityPublisher,
  ) {}

  async create(form: OfficerFormDto): Promise<RtiOfficer> {
    const officer = this.officers.create(await this.checkForm(form, DIRECTORY_MESSAGES.createRequired));
    await this.officers.insert(officer);
    await this.activity.publish('Created', officer.name, [OFFICER_COUNTED(1)]);
    return officer;
  }

  async update(key: string, form: OfficerFormDto): Promise<void> {
    if (!isRecordKey(key)) throw ApiError.notFound(DIRECTORY_MESSAGES.officerNotFound);
    const fields = await this.checkForm(form, DIRECTORY_MESSAGES.editRequired);
    const { affected } = await this.officers.update({ id: key }, fields);
    if (!affected) throw ApiError.notFound(DIRECTORY_MESSAGES.officerNotFound);
    await this.activity.publish('Updated', fields.name);
  }

  async delete(key: string): Promise<void> {
    if (!isRecordKey(key)) throw ApiError.notFound(DIRECTORY_MESSAGES.officerNotFound);
    const [rows] = (await this.officers.query('DELETE FROM directories.rti_officers WHERE id = $1 RETURNING name', [
      key,
    ])) as [{ name: string }[], number];
    if (rows.length === 0) throw ApiError.notFound(DIRECTORY_MESSAGES.officerNotFound);
    await this.activity.publish('Deleted', rows[0].name, [OFFICER_COUNTED(-1)]);
  }

  async list(location: string, page: PageRequest): Promise<GroupedPage<RtiOfficerItem>> {
    const [rows, total] = await this.query(location).offset(page.skip).limit(page.size).getManyAndCount();
    return { content: groupByDistrict(rows, toItem), totalItems: total, totalPages: Math.ceil(total / page.size) };
  }

  async listPublic(location: string): Promise<GroupedByLocation<RtiOfficerItem>> {
    return groupByDistrict(await this.query(location).limit(PUBLIC_LIST_LIMIT).getMany(), toItem);
  }

  private query(location: string) {
    const query = inGroupedOrder(this.officers.createQueryBuilder('officer'), 'name');
    return location === 'All' ? query : query.where('officer.district = :location', { location });
  }

  /** The create and edit screens ask for the same fields; only the wording of a missing one differs. */
  private async checkForm(form: OfficerFormDto, requiredMessage: string): Promise<OfficerFields> {
    const [district, name, designation] = [text(form.district), text(form.name), text(form.designation)];
    const [address, mobileNo, officeNo] = [text(form.address), text(form.mobileNo), text(form.officeNo)];
    requireAll([district, name, designation], requiredMessage);
    checkPhones(mobileNo, officeNo);
    checkLengths({ name, designation, address });
    this.masters.assertDistrict(district);
    await this.masters.assertDesignation(designation);
    return {
      district,
      name,
      designation,
      address: orNull(address),
      mobileNo: orNull(mobileNo),
      officeNo: orNull(officeNo),
    };
  }
}

function toItem(officer: RtiOfficer): RtiOfficerItem {
  return {
    key: officer.id,
    district: officer.district,
    name: officer.name,
    designation: officer.designation,
    address: officer.address ?? '',
    mobileNo: officer.mobileNo ?? '',
    officeNo: officer.officeNo ?? '',
  };
}
