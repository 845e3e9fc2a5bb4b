import { Body, Controller, Query } from '@nestjs/common';
import { AcceptsFiles, ApiRoute, FormFile, pageRequest, PublicRead, type UploadedFile } from '@seedcorp/libs';
import {
  API,
  DIRECTOR_IMAGE_MAX_BYTES,
  DIRECTORY_MESSAGES,
  type DirectorItem,
  type Paged,
  type PageQuery,
} from '@seedcorp/contracts';
import { CreateDirectorDto, DeleteDirectorDto, ListDirectorsDto, UpdateDirectorDto } from './dto/director-requests.dto';
import { DirectorsService } from './directors.service';

/** Half a megabyte above the spec's limit, so that the handler answers 'File size exceeds 1MB.' itself. */
const PHOTO_UPLOAD_LIMITS = { maxFileBytes: DIRECTOR_IMAGE_MAX_BYTES + 512 * 1024, maxFiles: 1 };

@Controller()
export class DirectorsController {
  constructor(private readonly directors: DirectorsService) {}

  @ApiRoute(API.director.create, DIRECTORY_MESSAGES.directorCreated)
  @AcceptsFiles(PHOTO_UPLOAD_LIMITS)
  async create(@Body() body: CreateDirectorDto, @FormFile('image') image?: UploadedFile): Promise<{ key: string }> {
    const director = await this.directors.create(body, image);
    return { key: director.id };
  }

  @ApiRoute(API.director.update, DIRECTORY_MESSAGES.directorUpdated)
  @AcceptsFiles(PHOTO_UPLOAD_LIMITS)
  async update(@Body() body: UpdateDirectorDto, @FormFile('image') image?: UploadedFile): Promise<void> {
    await this.directors.update(body.key, body, image);
  }

  @ApiRoute(API.director.delete, DIRECTORY_MESSAGES.directorDeleted)
  async delete(@Body() body: DeleteDirectorDto): Promise<void> {
    await this.directors.delete(body.key);
  }

  @ApiRoute(API.director.getAll, DIRECTORY_MESSAGES.directorsFetched)
  list(@Body() body: ListDirectorsDto, @Query() query: PageQuery): Promise<Paged<DirectorItem>> {
    return this.directors.list(body.location, pageRequest(query, body), body.includeFile ?? true);
  }

  @ApiRoute(API.director.webGetAll, DIRECTORY_MESSAGES.directorsFetched)
  @PublicRead()
  listPublic(@Body() body: ListDirectorsDto): Promise<DirectorItem[]> {
    return this.directors.listPublic(body.location, body.includeFile ?? true);
  }
}
