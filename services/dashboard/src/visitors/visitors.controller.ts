import { Body, Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiRoute, Public, PublicRead } from '@seedcorp/libs';
import { API, type VisitorCounts } from '@seedcorp/contracts';
import { CLIENT_ID_PATTERN, VisitorHitDto } from './dto/visitor-hit.dto';
import { VisitorsService } from './visitors.service';

/** First-party, sent back only to the counter's own paths. */
const VISITOR_COOKIE = 'sc_visitor';
const COOKIE_MAX_AGE_MS = 400 * 24 * 3600 * 1000;

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

@Controller()
@Public()
export class VisitorsController {
  constructor(private readonly visitors: VisitorsService) {}

  @ApiRoute(API.visitors.counts, 'Visitor counts fetched successfully.')
  @PublicRead()
  counts(): Promise<VisitorCounts> {
    return this.visitors.counts();
  }

  /**
   * One visit per browser per day: the browser is known by the client id it sends, else by its cookie;
   * a browser with neither gets a cookie now and is counted.
   */
  @ApiRoute(API.visitors.hit, 'Visit counted.')
  hit(
    @Body() body: VisitorHitDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<VisitorCounts> {
    let clientId = body.clientId ?? cookieValue(request, VISITOR_COOKIE);
    if (!clientId || !CLIENT_ID_PATTERN.test(clientId)) {
      clientId = this.visitors.newClientId();
      response.cookie(VISITOR_COOKIE, clientId, {
        path: '/api/visitors',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.secure,
        maxAge: COOKIE_MAX_AGE_MS,
      });
    }
    return this.visitors.hit(clientId);
  }
}
