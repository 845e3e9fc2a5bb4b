import { createHash, timingSafeEqual } from 'node:crypto';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from '@seedcorp/libs';
import { SMS_REPORT_MESSAGES } from '@seedcorp/contracts';
import { AuthConfig } from '../config';

/** The header the provider's delivery reports carry the shared secret in. */
const SMS_REPORT_SECRET_HEADER = 'x-sms-report-secret';

/** Hashed first, so that the comparison takes the same time whatever the length of what was sent. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Lets through only the provider's delivery reports: those carrying `SMS_REPORT_SECRET`. Checked before the body
 * is validated, so that nobody else learns anything of the route; with no secret set every report is refused. The
 * refusal is 403, not 401: 401 is the platform's answer for a missing admin token, which this route does not take.
 */
@Injectable()
export class SmsReportSecretGuard implements CanActivate {
  private readonly secret?: Buffer;

  constructor(config: AuthConfig) {
    this.secret = config.SMS_REPORT_SECRET ? digest(config.SMS_REPORT_SECRET) : undefined;
  }

  canActivate(context: ExecutionContext): boolean {
    const sent = context.switchToHttp().getRequest<Request>().headers[SMS_REPORT_SECRET_HEADER];
    if (!this.secret || typeof sent !== 'string' || !timingSafeEqual(digest(sent), this.secret)) {
      throw ApiError.forbidden(SMS_REPORT_MESSAGES.refused);
    }
    return true;
  }
}
