import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@seedcorp/contracts';
import { ApiError } from '../http/api-error';
import type { ObjectStorage } from './object-storage';

export interface ObjectToStore {
  key: string;
  body: Buffer;
  contentType: string;
}

const logger = new Logger('ObjectStorage');

/**
 * Stores every object or none: after a failed put, whatever did get stored is removed and the
 * caller gets the 503, so no object outlives a failed save.
 */
export async function storeAllOrNone(storage: ObjectStorage, objects: ObjectToStore[]): Promise<void> {
  const results = await Promise.allSettled(
    objects.map((object) => storage.put(object.key, object.body, object.contentType)),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (!failure) return;
  logger.error({ err: (failure as PromiseRejectedResult).reason }, 'Objects not stored');
  await removeQuietly(
    storage,
    objects.map((object) => object.key),
    'Partly stored objects not cleaned up',
  );
  throw ApiError.unavailable(SERVICE_UNAVAILABLE_MESSAGE);
}

/** Removal whose failure is logged, not thrown: used to clean up after another failure. */
export async function removeQuietly(storage: ObjectStorage, keys: string[], what: string): Promise<void> {
  await storage.remove(keys).catch((error: unknown) => logger.error({ err: error, keys }, what));
}

export interface StoredFileAnswer {
  /** Known from the key (the rendition's or document's own type), never from stored metadata. */
  contentType: string;
  notFoundMessage: string;
  /** Extra headers, e.g. Content-Disposition. */
  headers?: Record<string, string>;
  /** For a URL whose object can change (a replaced document); the default suits keys never reused. */
  cacheControl?: string;
}

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Streams a stored object under a stable URL: a year of caching (keys are never reused), an
 * ETag with 304, `nosniff`, and the content type the caller knows, so an object stored with
 * another type can never be served as HTML on the site's origin.
 */
export async function sendStoredFile(
  storage: ObjectStorage,
  key: string,
  answer: StoredFileAnswer,
  request: Request,
  response: Response,
): Promise<void> {
  const info = await storage.stat(key);
  if (!info) throw ApiError.notFound(answer.notFoundMessage);
  const etag = `"${info.etag}"`;
  response.setHeader('Cache-Control', answer.cacheControl ?? IMMUTABLE_CACHE);
  response.setHeader('ETag', etag);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (request.headers['if-none-match'] === etag) {
    response.status(304).end();
    return;
  }
  response.setHeader('Content-Type', answer.contentType);
  response.setHeader('Content-Length', String(info.size));
  for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
  const body = await storage.get(key);
  body.once('error', () => response.destroy());
  body.pipe(response);
}
