import { Controller } from '@nestjs/common';
import { ApiRoute, PublicRead } from '@seedcorp/libs';
import { API, DISTRICTS, OFFICE_TYPES, type OfficeTypeItem } from '@seedcorp/contracts';
import { MastersService } from './masters.service';

/** The master lists the directories service validates against, so it serves them. */
@Controller()
@PublicRead()
export class MastersController {
  constructor(private readonly masters: MastersService) {}

  @ApiRoute(API.master.officeType, 'Office types fetched successfully.')
  officeTypes(): OfficeTypeItem[] {
    return OFFICE_TYPES.map((type) => ({ type }));
  }

  @ApiRoute(API.master.district, 'Districts fetched successfully.')
  districts(): readonly string[] {
    return DISTRICTS;
  }

  @ApiRoute(API.master.designation, 'Designations fetched successfully.')
  designations(): Promise<string[]> {
    return this.masters.list('designation');
  }

  @ApiRoute(API.master.authRole, 'Authority roles fetched successfully.')
  authRoles(): Promise<string[]> {
    return this.masters.list('authRole');
  }
}
