import { Controller } from '@nestjs/common';
import { ApiRoute, PublicRead } from '@seedcorp/libs';
import { API, IMAGE_LOCATIONS } from '@seedcorp/contracts';

/** The imageType master list: the media service validates against it, so it serves it. */
@Controller()
export class ImageTypeController {
  @ApiRoute(API.master.imageType, 'Image types fetched successfully.')
  @PublicRead()
  list(): readonly string[] {
    return IMAGE_LOCATIONS;
  }
}
