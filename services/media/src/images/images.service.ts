import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  ActivityPublisher,
  ApiError,
  countRowsBy,
  ObjectStorage,
  findPage,
  StoredRecords,
  type PageRequest,
  type UploadedFile,
} from '@seedcorp/libs';
import {
  hasFile,
  IMAGE_LOCATIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  type ImageItem,
  type ImageLocation,
  type NamedCount,
  type Paged,
} from '@seedcorp/contracts';
import { Image } from './image.entity';
import { FALLBACK_NAME, renderUploadedImage, webpSrcset } from '@seedcorp/libs/images';
/** The public list is not paged; a gallery larger than this shows its newest images. */
const PUBLIC_LIST_LIMIT = 200;
/** Memory for the base64 `file` of listed images (per process). */
const FILE_CACHE_BYTES = 64 * 1024 * 1024;

export const objectKey = (id: string, name: string) => `images/${id}/${name}`;
const publicUrl = (id: string, name: string) => `/media/${id}/${name}`;

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

@Injectable()
export class ImagesService {
  private readonly records: StoredRecords<Image>;

  constructor(
    @InjectRepository(Image) private readonly images: Repository<Image>,
    storage: ObjectStorage,
    private readonly activity: ActivityPublisher,
  ) {
    this.records = new StoredRecords(images, storage, {
      objectKeys: (image) => image.variants.map((variant) => objectKey(image.id, variant.name)),
      notFoundMessage: IMAGE_MESSAGES.notFound,
      cacheBytes: FILE_CACHE_BYTES,
    });
  }

  /** Checks the upload by its bytes, re-encodes it, and stores every rendition with the row, all or none. */
  async upload(location: ImageLocation, file: UploadedFile | undefined): Promise<Image> {
    // The rules saw the image's stand-in; a JSON body can claim one without sending it.
    if (!file || !hasFile(file)) throw ApiError.badRequest(IMAGE_MESSAGES.required);
    const renditions = await renderUploadedImage(file, IMAGE_MAX_BYTES, IMAGE_MESSAGES);
    const [original] = renditions;
    const image = this.images.create({
      location,
      contentType: original.contentType,
      width: original.width,
      height: original.height,
      bytes: original.bytes,
      variants: renditions.map(({ body: _body, ...variant }) => variant),
    });
    image.id = randomUUID();
    const objects = renditions.map(({ name, body, contentType }) => ({
      key: objectKey(image.id, name),
      body,
      contentType,
    }));
    await this.records.create(image, objects);
    await this.activity.publish('Created', `Image added to ${image.location}`, {
      record: { type: 'image', id: image.id },
      changes: [{ field: 'Location', old: null, new: image.location }],
    });
    return image;
  }

  async list(location: string, page: PageRequest, includeFile: boolean): Promise<Paged<ImageItem>> {
    const where = location === 'All' ? {} : { location: location as ImageLocation };
    return findPage(this.images, page, { where, order: NEWEST_FIRST }, (rows) => this.toItems(rows, includeFile));
  }

  async listPublic(location: string, includeFile: boolean): Promise<ImageItem[]> {
    const rows = await this.images.find({
      where: location === 'All' ? {} : { location: location as ImageLocation },
      order: NEWEST_FIRST,
      take: PUBLIC_LIST_LIMIT,
    });
    return this.toItems(rows, includeFile);
  }

  /** Row and objects go together: if the objects cannot be removed the row stays, so a retry can finish. */
  async delete(key: string): Promise<void> {
    const { id, location } = await this.records.delete(key);
    await this.activity.publish('Deleted', `Image removed from ${location}`, {
      record: { type: 'image', id },
      changes: [{ field: 'Location', old: location, new: null }],
    });
  }

  /** Images per location, every location included, for the dashboard's counts. */
  countByLocation(): Promise<NamedCount[]> {
    return countRowsBy(this.images, 'location', IMAGE_LOCATIONS);
  }

  private toItems(rows: Image[], includeFile: boolean): Promise<ImageItem[]> {
    return Promise.all(
      rows.map(async (image) => {
        const item: ImageItem = {
          key: image.id,
          location: image.location,
          url: publicUrl(image.id, FALLBACK_NAME),
          srcset: webpSrcset(image.variants, (name) => publicUrl(image.id, name)),
          width: image.width,
          height: image.height,
          createdAt: image.createdAt.toISOString(),
        };
        if (includeFile) {
          const key = objectKey(image.id, FALLBACK_NAME);
          item.file = await this.records.base64Of(key);
        }
        return item;
      }),
    );
  }
}
