import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';

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
      genReqId(request: IncomingMessage, response: ServerResponse) {
        const incoming = request.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
        response.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (request) => QUIET_PATHS.has((request.url ?? '').split('?')[0]) },
      serializers: {
        req: (request: { id: string; method: string; url: string; remoteAddress?: string }) => ({
          id: request.id,
          method: request.method,
          url: request.url,
          remoteAddress: request.remoteAddress,
        }),
      },
    },
  };
}
