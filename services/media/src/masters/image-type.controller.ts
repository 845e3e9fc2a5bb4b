import { Controller, Get } from '@nestjs/common';
import { API, IMAGE_LOCATIONS, PublicRead, ResponseMessage } from '@seedcorp/libs';

/** The imageType master list: the media service validates against it, so it serves it. */
@Controller()
export class ImageTypeController {
  @Get(API.master.imageType)
  @PublicRead()
  @ResponseMessage('Image types fetched successfully.')
  list(): readonly string[] {
    return IMAGE_LOCATIONS;
  }
}
