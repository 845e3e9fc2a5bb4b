import { Controller } from '@nestjs/common';
import { ApiRoute, PublicRead, ResponseMessage } from '@seedcorp/libs';
import { API, IMAGE_LOCATIONS } from '@seedcorp/contracts';

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
