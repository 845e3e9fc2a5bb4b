import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isDependencyOutage } from '../data/dependency-outage';
import { GENERIC_ERROR_MESSAGE, sendErrorEnvelope, toErrorEnvelope } from './error-envelope';

/** The one place where errors become the `{status, message, data?}` envelope. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    if (response.headersSent) return;
    const envelope = toErrorEnvelope(error);
    const requestId = String(request.id ?? '');
    if (envelope) {
      // An outage is answered 503 like any domain error, but an operator needs to see what could not be reached.
      if (isDependencyOutage(error)) this.logger.warn({ err: error, requestId, path: request.path }, 'Dependency down');
      sendErrorEnvelope(response, envelope);
      return;
    }
    // Unknown errors keep their details in the log, keyed by the request id the client can quote.
    this.logger.error({ err: error, requestId, path: request.path }, 'Unhandled error');
    response.status(500).json({ status: 500, message: GENERIC_ERROR_MESSAGE, data: { requestId } });
  }
}
