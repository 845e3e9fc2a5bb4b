import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

const INCOMING_ID = /^[\w.-]{1,100}$/;

/** The gateway's id when it sent a well-formed one, else a new one. */
export function requestIdOf(request: IncomingMessage & { id?: unknown }, response: ServerResponse): string {
  if (typeof request.id === 'string') return request.id;
  const incoming = request.headers['x-request-id'];
  const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  request.id = id;
  response.setHeader('X-Request-Id', id);
  return id;
}

/** First middleware of all: every answer, a body-parse error included, carries the request id. */
export const assignRequestId: RequestHandler = (request, response, next) => {
  requestIdOf(request, response);
  next();
};
