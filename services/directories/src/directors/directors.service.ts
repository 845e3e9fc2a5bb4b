import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FindOptionsWhere, Repository } from 'typeorm';
import {
  ActivityPublisher,
  ApiError,
  DIRECTOR_IMAGE_MAX_BYTES,
  DIRECTORY_MESSAGES,
  isRecordKey,
  ObjectStorage,
  pagedOf,
  removeQuietly,
  SORT_ORDER_MAX,
  storeAllOrNone,
  type DirectorItem,
  type OfficeType,
  type Paged,
  type PageRequest,
  type UploadedFile,
  countMove,
} from '@seedcorp/libs';
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
import { MastersService } from '../masters/masters.service';
import { checkEmail, checkLengths, checkPhones, orNull, requireAll, text } from '../shared/form-rules';
import type { DirectorFormDto } from './dto/director-requests.dto';
import { Director } from './director.entity';

/** The public list is not paged; a directory larger than this shows its first entries in display order. */
export const PUBLIC_LIST_LIMIT = 500;
/** Memory for the base64 `file` of listed photos (per process). */
const FILE_CACHE_BYTES = 16 * 1024 * 1024;

export const photoObjectKey = (photoId: string, name: string) => `directors/${photoId}/${name}`;
export const photoUrl = (photoId: string, name: string) => `/api/director/photo/${photoId}/${name}`;

type DirectorFields = Pick<
  Director,
  'location' | 'name' | 'designation' | 'email' | 'address' | 'mobileNo' | 'officeNo'
>;

interface Photo {
  id: string;
  renditions: Rendition[];
}

const DISPLAY_ORDER = { location: 'ASC', sortOrder: 'ASC', name: 'ASC', id: 'ASC' } as const;

@Injectable()
export class DirectorsService {
  private readonly logger = new Logger(DirectorsService.name);
  private readonly fileCache = new ImmutableFileCache(FILE_CACHE_BYTES);

  constructor(
    @InjectRepository(Director) private readonly directors: Repository<Director>,
    private readonly masters: MastersService,
    private readonly storage: ObjectStorage,
    private readonly activity: ActivityPublisher,
  ) {}

  /** Checks the form and the photo, stores the photo's renditions and then the row (no object without its row). */
  async create(form: DirectorFormDto, file: UploadedFile | undefined): Promise<Director> {
    const hasImage = file !== undefined && file.size > 0;
    const fields = await this.checkForm(form, DIRECTORY_MESSAGES.createRequired, hasImage);
    const photo = await this.renderPhoto(file as UploadedFile);
    const director = this.directors.create({
      ...fields,
      sortOrder: form.sortOrder ?? (await this.nextSortOrder(fields.location)),
      ...photoColumns(photo),
    });
    director.id = randomUUID();
    await this.storePhoto(photo);
    try {
      await this.directors.insert(director);
    } catch (error) {
      await this.removePhoto(photo.id, photo.renditions, 'Photo of an unsaved director not removed');
      throw error;
    }
    await this.activity.publish('Created', director.name, [{ list: 'linkCounts', name: director.location, delta: 1 }]);
    return director;
  }

  /** A new photo is optional; when one replaces the old, the old objects go once the row points at the new. */
  async update(key: string, form: DirectorFormDto, file: UploadedFile | undefined): Promise<void> {
    if (!isRecordKey(key)) throw ApiError.notFound(DIRECTORY_MESSAGES.directorNotFound);
    const fields = await this.checkForm(form, DIRECTORY_MESSAGES.editRequired, true);
    const photo = file !== undefined && file.size > 0 ? await this.renderPhoto(file) : undefined;
    const changes: Partial<Director> = { ...fields, ...(photo ? photoColumns(photo) : {}) };
    if (form.sortOrder !== undefined) changes.sortOrder = form.sortOrder;

    if (photo) await this.storePhoto(photo);
    let previous: Director;
    try {
      previous = await this.directors.manager.transaction(async (manager) => {
        const current = await manager.findOne(Director, { where: { id: key }, lock: { mode: 'pessimistic_write' } });
        if (!current) throw ApiError.notFound(DIRECTORY_MESSAGES.directorNotFound);
        await manager.update(Director, { id: key }, changes);
        return current;
      });
    } catch (error) {
      if (photo) await this.removePhoto(photo.id, photo.renditions, 'Photo of an unsaved update not removed');
      throw error;
    }
    if (photo && previous.photoId) {
      await this.removePhoto(previous.photoId, previous.photoVariants, 'Replaced photo not removed');
    }
    await this.activity.publish('Updated', fields.name, countMove('linkCounts', previous.location, fields.location));
  }

  /** Row and photo go together: if the photo cannot be removed the row stays, so a retry can finish. */
  async delete(key: string): Promise<void> {
    if (!isRecordKey(key)) throw ApiError.notFound(DIRECTORY_MESSAGES.directorNotFound);
    const { name, location } = await this.directors.manager.transaction(async (manager) => {
      const director = await manager.findOne(Director, { where: { id: key }, lock: { mode: 'pessimistic_write' } });
      if (!director) throw ApiError.notFound(DIRECTORY_MESSAGES.directorNotFound);
      await manager.delete(Director, { id: key });
      if (director.photoId) {
        const photoId = director.photoId;
        try {
          await this.storage.remove(director.photoVariants.map((variant) => photoObjectKey(photoId, variant.name)));
        } catch (error) {
          this.logger.error({ err: error, id: director.id }, 'Director photo not removed; the row stays');
          throw ApiError.unavailable(DIRECTORY_MESSAGES.storageDown);
        }
        this.fileCache.forget(photoObjectKey(photoId, FALLBACK_NAME));
      }
      return director;
    });
    await this.activity.publish('Deleted', name, [{ list: 'linkCounts', name: location, delta: -1 }]);
  }

  async list(location: string, page: PageRequest, includeFile: boolean): Promise<Paged<DirectorItem>> {
    const [rows, total] = await this.directors.findAndCount({
      where: whereLocation(location),
      order: DISPLAY_ORDER,
      skip: page.skip,
      take: page.size,
    });
    return pagedOf(await this.toItems(rows, includeFile), total, page.size);
  }

  async listPublic(location: string, includeFile: boolean): Promise<DirectorItem[]> {
    const rows = await this.directors.find({
      where: whereLocation(location),
      order: DISPLAY_ORDER,
      take: PUBLIC_LIST_LIMIT,
    });
    return this.toItems(rows, includeFile);
  }

  /** Required fields first (with the create or edit wording), then formats, then the master lists. */
  private async checkForm(form: DirectorFormDto, requiredMessage: string, hasImage: boolean): Promise<DirectorFields> {
    const [location, name, designation] = [text(form.location), text(form.name), text(form.designation)];
    const [email, address, mobileNo, officeNo] = [
      text(form.email),
      text(form.address),
      text(form.mobileNo),
      text(form.officeNo),
    ];
    requireAll([location, name, designation], requiredMessage);
    if (!hasImage) throw ApiError.badRequest(requiredMessage);
    checkEmail(email);
    checkPhones(mobileNo, officeNo);
    checkLengths({ name, designation, address });
    this.masters.assertOfficeType(location);
    await this.masters.assertDesignation(designation);
    return {
      location: location as OfficeType,
      name,
      designation,
      email: orNull(email),
      address: orNull(address),
      mobileNo: orNull(mobileNo),
      officeNo: orNull(officeNo),
    };
  }

  /** The type is decided by the bytes; the photo is decoded and re-encoded into the same renditions as gallery images. */
  private async renderPhoto(file: UploadedFile): Promise<Photo> {
    const format = await detectImageFormat(file.buffer);
    if (!format) throw ApiError.badRequest(DIRECTORY_MESSAGES.invalidImageType);
    if (file.size > DIRECTOR_IMAGE_MAX_BYTES) throw ApiError.badRequest(DIRECTORY_MESSAGES.imageTooLarge);
    try {
      return { id: randomUUID(), renditions: await renderImage(file.buffer, format) };
    } catch (error) {
      if (error instanceof UndecodableImageError) throw ApiError.badRequest(DIRECTORY_MESSAGES.invalidImageType);
      if (error instanceof ImageTooLargeError) throw ApiError.badRequest(DIRECTORY_MESSAGES.imageTooManyPixels);
      throw error;
    }
  }

  private storePhoto(photo: Photo): Promise<void> {
    const objects = photo.renditions.map(({ name, body, contentType }) => ({
      key: photoObjectKey(photo.id, name),
      body,
      contentType,
    }));
    return storeAllOrNone(this.storage, objects, DIRECTORY_MESSAGES.storageDown);
  }

  private async removePhoto(photoId: string, variants: { name: string }[], what: string): Promise<void> {
    this.fileCache.forget(photoObjectKey(photoId, FALLBACK_NAME));
    const keys = variants.map((variant) => photoObjectKey(photoId, variant.name));
    await removeQuietly(this.storage, keys, what);
  }

  private async nextSortOrder(location: string): Promise<number> {
    const [{ next }] = await this.directors.query(
      'SELECT COALESCE(MAX(sort_order) + 1, 0) AS next FROM directories.directors WHERE location = $1',
      [location],
    );
    return Math.min(Number(next), SORT_ORDER_MAX);
  }

  private toItems(rows: Director[], includeFile: boolean): Promise<DirectorItem[]> {
    return Promise.all(rows.map((director) => this.toItem(director, includeFile)));
  }

  private async toItem(director: Director, includeFile: boolean): Promise<DirectorItem> {
    const item: DirectorItem = {
      key: director.id,
      location: director.location,
      name: director.name,
      designation: director.designation,
      mobileNo: director.mobileNo ?? '',
      officeNo: director.officeNo ?? '',
      email: director.email ?? '',
      address: director.address ?? '',
      sortOrder: director.sortOrder,
    };
    const photoId = director.photoId;
    if (!photoId) return item;
    item.url = photoUrl(photoId, FALLBACK_NAME);
    item.srcset = webpSrcset(director.photoVariants, (name) => photoUrl(photoId, name));
    item.width = director.photoWidth ?? undefined;
    item.height = director.photoHeight ?? undefined;
    if (includeFile) {
      const key = photoObjectKey(photoId, FALLBACK_NAME);
      item.file = await this.fileCache.get(key, async () => (await this.storage.getBuffer(key)).toString('base64'));
    }
    return item;
  }
}

function whereLocation(location: string): FindOptionsWhere<Director> {
  return location === 'All' ? {} : { location: location as OfficeType };
}

function photoColumns(photo: Photo): Pick<Director, 'photoId' | 'photoWidth' | 'photoHeight' | 'photoVariants'> {
  const [original] = photo.renditions;
  return {
    photoId: photo.id,
    photoWidth: original.width,
    photoHeight: original.height,
    photoVariants: photo.renditions.map(({ body: _body, ...variant }) => variant),
  };
}
