import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { API, DIRECTORY_MESSAGES, ObjectStorage, Public, RawResponse, sendImageRendition } from '@seedcorp/libs';
import { photoObjectKey } from './directors.service';

/**
 * Public photo files, under the directory's own prefix so that the gateway needs no new route.
 * A replaced photo gets a new id, so every URL keeps its content and may be cached for a year.
 */
@Controller()
@Public()
export class DirectorPhotosController {
  constructor(private readonly storage: ObjectStorage) {}

  @Get(API.fileRoutes.directorPhoto)
  @RawResponse()
  async serve(
    @Param('id') id: string,
    @Param('name') name: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await sendImageRendition(
      this.storage,
      { id, name, objectKey: photoObjectKey, notFoundMessage: DIRECTORY_MESSAGES.photoNotFound },
      request,
      response,
    );
  }
}
