import { Body, Controller, Req } from '@nestjs/common';
import { ApiRoute, ClientIp, NoStore, type AuthenticatedRequest, type TokenClaims } from '@seedcorp/libs';
import { API, SESSION_MESSAGES, type AdminSession } from '@seedcorp/contracts';
import { EndSessionDto } from './dto/end-session.dto';
import { SessionsService } from './sessions.service';

/** The signed-in admin's own sessions; the global guard has put the calling session's claims on the request. */
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @ApiRoute(API.sessions.getAll)
  // Addresses and browsers of the admin's sign-ins: no cache along the way may keep them.
  @NoStore()
  list(@Req() request: AuthenticatedRequest): Promise<AdminSession[]> {
    return this.sessions.list(request.admin as TokenClaims);
  }

  @ApiRoute(API.sessions.end, SESSION_MESSAGES.ended)
  async end(@Req() request: AuthenticatedRequest, @Body() body: EndSessionDto, @ClientIp() ip: string): Promise<void> {
    await this.sessions.end(request.admin as TokenClaims, body.id, ip);
  }
}
