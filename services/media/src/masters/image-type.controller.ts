import { Controller } from '@nestjs/common';
import { API, ApiRoute, IMAGE_LOCATIONS, PublicRead, ResponseMessage } from '@seedcorp/libs';

/** The imageType master list: the media service validates against it, so it serves it. */
@Controller()
export class ImageTypeController {
  @ApiRoute(API.master.imageType)
  @PublicRead()
  @ResponseMessage('Image types fetched successfully.')
  list(): readonly string[] {
    return IMAGE_LOCATIONS;
  }
}
