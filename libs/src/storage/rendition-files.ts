import { Controller, Get, Param, Req, Res, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/public.decorator';
import { ApiError } from '../http/api-error';
import { isRecordKey } from '../http/record-key';
import { RawResponse } from '../http/response-message.decorator';
import { ObjectStorage } from './object-storage';
import { sendStoredFile } from './stored-objects';

const RENDITION_NAME = /^[\w-]+\.(jpg|png|webp)$/;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface RenditionFiles {
  /** The route, with `:id` (the record key) and `:name` (the rendition's file name). */
  path: string;
  objectKey: (id: string, name: string) => string;
  notFoundMessage: string;
}

/**
 * A public controller serving stored image renditions at `path`: the id must be a record key and the name a
 * rendition's, and the type follows from the name, never from what was stored. A replaced image gets a new
 * id, so every URL keeps its content and may be cached for a year.
 */
export function renditionFilesController(files: RenditionFiles): Type<unknown> {
  @Controller()
  @Public()
  class RenditionFilesController {
    constructor(readonly storage: ObjectStorage) {}

    @Get(files.path)
    @RawResponse()
    async serve(
      @Param('id') id: string,
      @Param('name') name: string,
      @Req() request: Request,
      @Res() response: Response,
    ): Promise<void> {
      if (!isRecordKey(id) || !RENDITION_NAME.test(name)) throw ApiError.notFound(files.notFoundMessage);
      const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
      const objectKey = files.objectKey(id.toLowerCase(), name);
      await sendStoredFile(
        this.storage,
        objectKey,
        { contentType, notFoundMessage: files.notFoundMessage },
        request,
        response,
      );
    }
  }
  return RenditionFilesController;
}
