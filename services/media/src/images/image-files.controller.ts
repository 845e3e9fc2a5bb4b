import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiError, IMAGE_MESSAGES, ObjectStorage, Public, RawResponse } from '@seedcorp/libs';
import { IMAGE_KEY, objectKey } from './images.service';

const NAME = /^[\w-]+\.(jpg|png|webp)$/;

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
    if (!IMAGE_KEY.test(id) || !NAME.test(name)) throw ApiError.notFound(IMAGE_MESSAGES.notFound);
    const key = objectKey(id.toLowerCase(), name);
    const info = await this.storage.stat(key);
    if (!info) throw ApiError.notFound(IMAGE_MESSAGES.notFound);
    const etag = `"${info.etag}"`;
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      response.status(304).end();
      return;
    }
    response.setHeader('Content-Type', info.contentType);
    response.setHeader('Content-Length', String(info.size));
    const body = await this.storage.get(key);
    body.once('error', () => response.destroy());
    body.pipe(response);
  }
}
