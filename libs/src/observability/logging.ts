import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import { requestIdOf } from './request-id';

const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** Headers and fields that must never reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.otp',
  '*.password',
  '*.token',
];

/** Structured JSON logs with one request id per request, echoed as X-Request-Id. */
export function loggingParams(service: string, level: string, stream?: NodeJS.WritableStream): Params {
  return {
    pinoHttp: {
      stream,
      level,
      base: { service },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      genReqId: (request: IncomingMessage, response: ServerResponse) => requestIdOf(request, response),
      autoLogging: { ignore: (request) => QUIET_PATHS.has((request.url ?? '').split('?')[0]) },
      serializers: {
        req: (request: { id: string; method: string; url: string; remoteAddress?: string }) => ({
          id: request.id,
          method: request.method,
          url: request.url,
          remoteAddress: request.remoteAddress,
        }),
        // The status is what an operator needs; every response header would add a kilobyte a line.
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
    },
  };
}
