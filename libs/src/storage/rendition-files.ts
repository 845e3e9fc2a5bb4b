import type { Request, Response } from 'express';
import { ApiError } from '../http/api-error';
import { isRecordKey } from '../http/record-key';
import type { ObjectStorage } from './object-storage';
import { sendStoredFile } from './stored-objects';

const RENDITION_NAME = /^[\w-]+\.(jpg|png|webp)$/;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Serves one stored image rendition at `/<prefix>/<id>/<name>`: the id must be a record key and the
 * name a rendition's, and the type follows from the name, never from what was stored.
 */
export function sendImageRendition(
  storage: ObjectStorage,
  rendition: { id: string; name: string; objectKey: (id: string, name: string) => string; notFoundMessage: string },
  request: Request,
  response: Response,
): Promise<void> {
  const { id, name, notFoundMessage } = rendition;
  if (!isRecordKey(id) || !RENDITION_NAME.test(name)) throw ApiError.notFound(notFoundMessage);
  const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
  return sendStoredFile(
    storage,
    rendition.objectKey(id.toLowerCase(), name),
    { contentType, notFoundMessage },
    request,
    response,
  );
}
