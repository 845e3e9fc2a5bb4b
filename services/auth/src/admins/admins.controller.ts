import { Body, Controller, Req } from '@nestjs/common';
import {
  ApiRoute,
  NoStore,
  requireRecentSecondFactor,
  type AuthenticatedRequest,
  type SessionClaims,
} from '@seedcorp/libs';
import { ADMIN_MESSAGES, API, type AdminAccount } from '@seedcorp/contracts';
import { CreateAdminDto, UpdateAdminDto } from './dto/admin-requests.dto';
import { AdminsService } from './admins.service';

/**
 * Administrators' management of admins (their routes allow no other role); a change asks for a recent factor. The
 * answers hold the mobile numbers of the corporation's staff: no cache along the way may keep them.
 */
@Controller()
@NoStore()
export class AdminsController {
  constructor(private readonly admins: AdminsService) {}

  @ApiRoute(API.admins.getAll, ADMIN_MESSAGES.fetched)
  list(): Promise<AdminAccount[]> {
    return this.admins.list();
  }

  @ApiRoute(API.admins.create, ADMIN_MESSAGES.created)
  create(@Req() request: AuthenticatedRequest, @Body() body: CreateAdminDto): Promise<AdminAccount> {
    requireRecentSecondFactor(request.admin);
    return this.admins.create(body);
  }

  @ApiRoute(API.admins.update, ADMIN_MESSAGES.updated)
  update(@Req() request: AuthenticatedRequest, @Body() body: UpdateAdminDto): Promise<AdminAccount> {
    requireRecentSecondFactor(request.admin);
    return this.admins.update(request.admin as SessionClaims, body);
  }
}
