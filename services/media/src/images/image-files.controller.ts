import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { API, IMAGE_MESSAGES, ObjectStorage, Public, RawResponse, sendImageRendition } from '@seedcorp/libs';
import { objectKey } from './images.service';

/** Public image files: keys are never reused, so they may be cached for a year. */
@Controller()
@Public()
export class ImageFilesController {
  constructor(private readonly storage: ObjectStorage) {}

  @Get(API.fileRoutes.imageRendition)
  @RawResponse()
  async serve(
    @Param('id') id: string,
    @Param('name') name: string,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    await sendImageRendition(
      this.storage,
      { id, name, objectKey, notFoundMessage: IMAGE_MESSAGES.notFound },
      request,
      response,
    );
  }
}
