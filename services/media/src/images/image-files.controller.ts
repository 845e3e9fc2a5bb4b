import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ApiError,
  IMAGE_MESSAGES,
  isRecordKey,
  ObjectStorage,
  Public,
  RawResponse,
  sendStoredFile,
} from '@seedcorp/libs';
import { objectKey } from './images.service';

const NAME = /^[\w-]+\.(jpg|png|webp)$/;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Public image files: keys are never reused, so they may be cached for a year. */
@Controller('media')
@Public()
export class ImageFilesController {
  constructor(private readonly storage: ObjectStorage) {}

  @Get(':id/:name')
  @RawResponse()
  async serve(
    @Param('id') id: string,
    @Param('name') name: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    if (!isRecordKey(id) || !NAME.test(name)) throw ApiError.notFound(IMAGE_MESSAGES.notFound);
    const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
    await sendStoredFile(
      this.storage,
      objectKey(id.toLowerCase(), name),
      { contentType, notFoundMessage: IMAGE_MESSAGES.notFound },
      request,
      response,
    );
  }
}
