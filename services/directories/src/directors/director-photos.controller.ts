import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ApiError,
  DIRECTORY_MESSAGES,
  isRecordKey,
  ObjectStorage,
  Public,
  RawResponse,
  sendStoredFile,
} from '@seedcorp/libs';
import { photoObjectKey } from './directors.service';

const NAME = /^[\w-]+\.(jpg|png|webp)$/;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Public photo files, under the directory's own prefix so that the gateway needs no new route.
 * A replaced photo gets a new id, so every URL keeps its content and may be cached for a year.
 */
@Controller('api/director/photo')
@Public()
export class DirectorPhotosController {
  constructor(private readonly storage: ObjectStorage) {}

  @Get(':id/:name')
  @RawResponse()
  async serve(
    @Param('id') id: string,
    @Param('name') name: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    if (!isRecordKey(id) || !NAME.test(name)) throw ApiError.notFound(DIRECTORY_MESSAGES.photoNotFound);
    const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
    await sendStoredFile(
      this.storage,
      photoObjectKey(id.toLowerCase(), name),
      { contentType, notFoundMessage: DIRECTORY_MESSAGES.photoNotFound },
      request,
      response,
    );
  }
}
