import { API, DIRECTORY_MESSAGES, type RtiAuthorityItem } from '@seedcorp/contracts';
import { districtDirectoryController } from '../shared/district-directory.controller';
import { AuthoritiesService } from './authorities.service';
import { CreateAuthorityDto, DeleteAuthorityDto, UpdateAuthorityDto } from './dto/authority-requests.dto';

export const AuthoritiesController = districtDirectoryController<
  RtiAuthorityItem,
  CreateAuthorityDto,
  UpdateAuthorityDto,
  DeleteAuthorityDto
>({
  paths: API.authorities,
  messages: {
    created: DIRECTORY_MESSAGES.authorityCreated,
    updated: DIRECTORY_MESSAGES.authorityUpdated,
    deleted: DIRECTORY_MESSAGES.authorityDeleted,
    fetched: DIRECTORY_MESSAGES.authoritiesFetched,
  },
  requests: { create: CreateAuthorityDto, update: UpdateAuthorityDto, delete: DeleteAuthorityDto },
  service: AuthoritiesService,
});
