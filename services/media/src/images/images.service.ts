import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  ActivityPublisher,
  ApiError,
  IMAGE_LOCATIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  isRecordKey,
  namedCounts,
  ObjectStorage,
  pagedOf,
  removeQuietly,
  storeAllOrNone,
  type ImageItem,
  type ImageLocation,
  type NamedCount,
  type Paged,
  type PageRequest,
  type UploadedFile,
} from '@seedcorp/libs';
import { Image } from './image.entity';
import {
  detectImageFormat,
  FALLBACK_NAME,
  ImageTooLargeError,
  ImmutableFileCache,
  renderImage,
  UndecodableImageError,
  webpSrcset,
  type Rendition,
} from '@seedcorp/libs/images';
/** The public list is not paged; a gallery larger than this shows its newest images. */
export const PUBLIC_LIST_LIMIT = 200;
/** Memory for the base64 `file` of listed images (per process). */
const FILE_CACHE_BYTES = 64 * 1024 * 1024;

export const objectKey = (id: string, name: string) => `images/${id}/${name}`;
export const publicUrl = (id: string, name: string) => `/media/${id}/${name}`;

@Injectable()
export class ImagesService {
  private readonly logger = new Logger(ImagesService.name);
  private readonly fileCache = new ImmutableFileCache(FILE_CACHE_BYTES);

  constructor(
    @InjectRepository(Image) private readonly images: Repository<Image>,
    private readonly storage: ObjectStorage,
    private readonly activity: ActivityPublisher,
  ) {}

  /**
   * Checks the upload by its bytes, re-encodes it, stores every rendition and then the row.
   * Whichever step fails, what was already stored is removed: no object without its row.
   */
  async upload(location: string | undefined, file: UploadedFile | undefined): Promise<Image> {
    if (!location?.trim() || !file || file.size === 0) throw ApiError.badRequest(IMAGE_MESSAGES.required);
    if (!IMAGE_LOCATIONS.includes(location as ImageLocation)) throw ApiError.badRequest(IMAGE_MESSAGES.unknownLocation);
    const format = await detectImageFormat(file.buffer);
    if (!format) throw ApiError.badRequest(IMAGE_MESSAGES.invalidType);
    if (file.size > IMAGE_MAX_BYTES) throw ApiError.badRequest(IMAGE_MESSAGES.tooLarge);

    let renditions: Rendition[];
    try {
      renditions = await renderImage(file.buffer, format);
    } catch (error) {
      if (error instanceof UndecodableImageError) throw ApiError.badRequest(IMAGE_MESSAGES.invalidType);
      if (error instanceof ImageTooLargeError) throw ApiError.badRequest(IMAGE_MESSAGES.tooManyPixels);
      throw error;
    }
    const [original, ...variants] = renditions;
    const image = this.images.create({
      location: location as ImageLocation,
      contentType: original.contentType,
      width: original.width,
      height: original.height,
      bytes: original.bytes,
      variants: renditions.map(({ body: _body, ...variant }) => variant),
    });
    image.id = randomUUID();

    await this.storeAll(image.id, [original, ...variants]);
    try {
      await this.images.insert(image);
    } catch (error) {
      await this.removeObjects(image);
      throw error;
    }
    await this.activity.publish('Created', `Image added to ${image.location}`, [
      { list: 'galleryCounts', name: image.location, delta: 1 },
    ]);
    return image;
  }

  async list(location: string, page: PageRequest, includeFile: boolean): Promise<Paged<ImageItem>> {
    const [rows, total] = await this.images.findAndCount({
      where: location === 'All' ? {} : { location: location as ImageLocation },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: page.skip,
      take: page.size,
    });
    return pagedOf(await this.toItems(rows, includeFile), total, page.size);
  }

  async listPublic(location: string, includeFile: boolean): Promise<ImageItem[]> {
    const rows = await this.images.find({
      where: location === 'All' ? {} : { location: location as ImageLocation },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: PUBLIC_LIST_LIMIT,
    });
    return this.toItems(rows, includeFile);
  }

  /** Row and objects go together: if the objects cannot be removed the row stays, so a retry can finish. */
  async delete(key: string): Promise<void> {
    if (!isRecordKey(key)) throw ApiError.notFound(IMAGE_MESSAGES.notFound);
    const location = await this.images.manager.transaction(async (manager) => {
      const image = await manager.findOne(Image, { where: { id: key }, lock: { mode: 'pessimistic_write' } });
      if (!image) throw ApiError.notFound(IMAGE_MESSAGES.notFound);
      await manager.delete(Image, { id: key });
      try {
        await this.storage.remove(image.variants.map((variant) => objectKey(image.id, variant.name)));
      } catch (error) {
        this.logger.error({ err: error, id: image.id }, 'Image objects not removed; the row stays');
        throw ApiError.unavailable(IMAGE_MESSAGES.storageDown);
      }
      this.fileCache.forget(objectKey(image.id, FALLBACK_NAME));
      return image.location;
    });
    await this.activity.publish('Deleted', `Image removed from ${location}`, [
      { list: 'galleryCounts', name: location, delta: -1 },
    ]);
  }

  /** Images per location, every location included, for the dashboard's reconciliation. */
  async countByLocation(): Promise<NamedCount[]> {
    const rows: { name: string; count: string }[] = await this.images
      .createQueryBuilder('image')
      .select('image.location', 'name')
      .addSelect('count(*)', 'count')
      .groupBy('image.location')
      .getRawMany();
    return namedCounts(
      IMAGE_LOCATIONS,
      rows.map((row) => ({ name: row.name, count: Number(row.count) })),
    );
  }

  private storeAll(id: string, renditions: Rendition[]): Promise<void> {
    const objects = renditions.map(({ name, body, contentType }) => ({ key: objectKey(id, name), body, contentType }));
    return storeAllOrNone(this.storage, objects, IMAGE_MESSAGES.storageDown);
  }

  private removeObjects(image: Image): Promise<void> {
    const keys = image.variants.map((variant) => objectKey(image.id, variant.name));
    return removeQuietly(this.storage, keys, 'Objects of an unsaved image not removed');
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
          item.file = await this.fileCache.get(key, async () => (await this.storage.getBuffer(key)).toString('base64'));
        }
        return item;
      }),
    );
  }
}
