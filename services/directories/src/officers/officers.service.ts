import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ActivityPublisher, pickFields, textFields } from '@seedcorp/libs';
import { DIRECTORY_MESSAGES, trimmedText, type RtiOfficerItem } from '@seedcorp/contracts';
import { MastersService } from '../masters/masters.service';
import { DistrictDirectory } from '../shared/district-directory';
import { storedText } from '../shared/stored-text';
import type { CreateOfficerDto } from './dto/officer-requests.dto';
import { RtiOfficer } from './rti-officer.entity';

type OfficerFields = Pick<RtiOfficer, 'district' | 'name' | 'designation' | 'address' | 'mobileNo' | 'officeNo'>;

@Injectable()
export class OfficersService extends DistrictDirectory<RtiOfficer, CreateOfficerDto, OfficerFields, RtiOfficerItem> {
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
      recordType: 'rti-officer',
      auditedFields: {
        District: 'district',
        Name: 'name',
        Designation: 'designation',
        Address: 'address',
        'Mobile number': 'mobileNo',
        'Office number': 'officeNo',
      },
    });
  }

  protected async checkForm(form: CreateOfficerDto): Promise<OfficerFields> {
    const designation = trimmedText(form.designation);
    await this.masters.assertDesignation(designation);
    return {
      district: trimmedText(form.district),
      name: trimmedText(form.name),
      designation,
      address: storedText(form.address),
      mobileNo: storedText(form.mobileNo),
      officeNo: storedText(form.officeNo),
    };
  }

  protected toItem(officer: RtiOfficer): RtiOfficerItem {
    return {
      key: officer.id,
      ...pickFields(officer, ['district', 'name', 'designation']),
      ...textFields(officer, ['address', 'mobileNo', 'officeNo']),
    };
  }
}
