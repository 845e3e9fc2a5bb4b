import { Body, Controller, Query } from '@nestjs/common';
import { AcceptsFiles, ApiRoute, FormFile, pageRequest, PublicRead, type UploadedFile } from '@seedcorp/libs';
import {
  API,
  IMAGE_MESSAGES,
  type ImageItem,
  type ImageLocation,
  type Paged,
  type PageQuery,
} from '@seedcorp/contracts';
import { DeleteImageDto, ListImagesDto, UploadImageDto } from './dto/image-requests.dto';
import { ImagesService } from './images.service';

@Controller()
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @ApiRoute(API.files.uploadFile, IMAGE_MESSAGES.uploaded)
  @AcceptsFiles({ maxFileBytes: 3 * 1024 * 1024, maxFiles: 1 })
  async upload(@Body() body: UploadImageDto, @FormFile('file') file?: UploadedFile): Promise<{ key: string }> {
    const image = await this.images.upload(body.location as ImageLocation, file);
    return { key: image.id };
  }

  @ApiRoute(API.files.getImages, 'Images fetched successfully.')
  list(@Body() body: ListImagesDto, @Query() query: PageQuery): Promise<Paged<ImageItem>> {
    return this.images.list(body.location, pageRequest(query), body.includeFile ?? true);
  }

  @ApiRoute(API.files.deleteImage, IMAGE_MESSAGES.deleted)
  async delete(@Body() body: DeleteImageDto): Promise<void> {
    await this.images.delete(body.key);
  }

  @ApiRoute(API.files.webGetImages, 'Images fetched successfully.')
  @PublicRead()
  listPublic(@Body() body: ListImagesDto): Promise<ImageItem[]> {
    return this.images.listPublic(body.location, body.includeFile ?? true);
  }
}
