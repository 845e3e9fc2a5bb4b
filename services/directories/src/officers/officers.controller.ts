import { API, DIRECTORY_MESSAGES, type RtiOfficerItem } from '@seedcorp/contracts';
import { districtDirectoryController } from '../shared/district-directory.controller';
import { CreateOfficerDto, DeleteOfficerDto, UpdateOfficerDto } from './dto/officer-requests.dto';
import { OfficersService } from './officers.service';

export const OfficersController = districtDirectoryController<
  RtiOfficerItem,
  CreateOfficerDto,
  UpdateOfficerDto,
  DeleteOfficerDto
>({
  paths: API.officersDirectory,
  messages: {
    created: DIRECTORY_MESSAGES.officerCreated,
    updated: DIRECTORY_MESSAGES.officerUpdated,
    deleted: DIRECTORY_MESSAGES.officerDeleted,
    fetched: DIRECTORY_MESSAGES.officersFetched,
  },
  requests: { create: CreateOfficerDto, update: UpdateOfficerDto, delete: DeleteOfficerDto },
  service: OfficersService,
});
