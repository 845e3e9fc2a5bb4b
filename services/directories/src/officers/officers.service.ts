import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ActivityPublisher, DIRECTORY_MESSAGES, type RtiOfficerItem } from '@seedcorp/libs';
import { MastersService } from '../masters/masters.service';
import { DistrictDirectory } from '../shared/district-directory';
import { checkLengths, checkPhones, orNull, requireAll, text } from '../shared/form-rules';
import type { OfficerFormDto } from './dto/officer-requests.dto';
import { RtiOfficer } from './rti-officer.entity';

type OfficerFields = Pick<RtiOfficer, 'district' | 'name' | 'designation' | 'address' | 'mobileNo' | 'officeNo'>;

@Injectable()
export class OfficersService extends DistrictDirectory<RtiOfficer, OfficerFormDto, OfficerFields, RtiOfficerItem> {
  constructor(
    @InjectRepository(RtiOfficer) officers: Repository<RtiOfficer>,
    private readonly masters: MastersService,
    activity: ActivityPublisher,
  ) {
    super(officers, activity, {
      table: 'directories.rti_officers',
      detailsColumn: 'name',
      notFoundMessage: DIRECTORY_MESSAGES.officerNotFound,
      publicLimit: 1000,
    });
  }

  /** The create and edit screens ask for the same fields; only the wording of a missing one differs. */
  protected async checkForm(form: OfficerFormDto, requiredMessage: string): Promise<OfficerFields> {
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

  protected toItem(officer: RtiOfficer): RtiOfficerItem {
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
}
