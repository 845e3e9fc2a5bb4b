import { HttpException } from '@nestjs/common';
import type { Response } from 'express';
import {
  type ApiEnvelope,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '@seedcorp/contracts';
import { isDependencyOutage } from '../data/dependency-outage';
import { ApiError } from './api-error';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request.',
  401: 'Authentication required.',
  403: 'Access denied.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'Request body too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Please try again later.',
  503: SERVICE_UNAVAILABLE_MESSAGE,
};

/** Errors raised by body-parser and multer carry a status and a machine-readable type/code. */
interface ParserError {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
  name?: string;
}

function fromParserError(error: ParserError): ApiEnvelope | undefined {
  if (error.type === 'entity.parse.failed') return { status: 400, message: 'Malformed request body.' };
  if (error.type === 'entity.too.large' || error.code === 'LIMIT_FILE_SIZE') {
    return { status: 413, message: STATUS_MESSAGES[413] };
  }
  if (error.name === 'MulterError') return { status: 400, message: 'Malformed multipart request.' };
  const status = error.status ?? error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400] };
  }
  return undefined;
}

function messageOf(response: unknown, fallback: string): string {
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object' && 'message' in response) {
    const message = (response as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return fallback;
}

/** Seconds a client should wait after a 429 that does not say how long. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * The Retry-After value every 429 and 503 carries: a 429's own `retryAfterSeconds` or the default; a 503 the
 * time a dependency usually takes to come back.
 */
export function retryAfterOf(envelope: ApiEnvelope): string | undefined {
  if (envelope.status === 503) return String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS);
  if (envelope.status !== 429) return undefined;
  const seconds = (envelope.data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return String(typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : DEFAULT_RETRY_AFTER_SECONDS);
}

/** Sends an error envelope, with Retry-After on a 429 or 503. */
export function sendErrorEnvelope(response: Response, envelope: ApiEnvelope): void {
  const retryAfter = retryAfterOf(envelope);
  if (retryAfter) response.setHeader('Retry-After', retryAfter);
  response.status(envelope.status).json(envelope);
}

/**
 * Maps anything thrown while handling a request to the envelope: a dependency that cannot be reached is a 503.
 * Returns `undefined` for errors we did not anticipate: the caller answers those with a generic 500.
 */
export function toErrorEnvelope(error: unknown): ApiEnvelope | undefined {
  if (isDependencyOutage(error)) return { status: 503, message: SERVICE_UNAVAILABLE_MESSAGE };
  if (error instanceof ApiError) {
    const envelope: ApiEnvelope = { status: error.getStatus(), message: error.message };
    if (error.data !== undefined) envelope.data = error.data;
    return envelope;
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status >= 500) return undefined;
    // The router's own 404 says 'Cannot POST /path?query': it would echo the request back.
    if (status === 404) return { status, message: STATUS_MESSAGES[404] };
    return { status, message: messageOf(error.getResponse(), STATUS_MESSAGES[status] ?? error.message) };
  }
  if (error && typeof error === 'object') return fromParserError(error as ParserError);
  return undefined;
}
