import { Controller, Get } from '@nestjs/common';
import { API, DISTRICTS, OFFICE_TYPES, PublicRead, ResponseMessage, type OfficeTypeItem } from '@seedcorp/libs';
import { MastersService } from './masters.service';

/** The master lists the directories service validates against, so it serves them. */
@Controller()
@PublicRead()
export class MastersController {
  constructor(private readonly masters: MastersService) {}

  @Get(API.master.officeType)
  @ResponseMessage('Office types fetched successfully.')
  officeTypes(): OfficeTypeItem[] {
    return OFFICE_TYPES.map((type) => ({ type }));
  }

  @Get(API.master.district)
  @ResponseMessage('Districts fetched successfully.')
  districts(): readonly string[] {
    return DISTRICTS;
  }

  @Get(API.master.designation)
  @ResponseMessage('Designations fetched successfully.')
  designations(): Promise<string[]> {
    return this.masters.list('designation');
  }

  @Get(API.master.authRole)
  @ResponseMessage('Authority roles fetched successfully.')
  authRoles(): Promise<string[]> {
    return this.masters.list('authRole');
  }
}
