import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FindOptionsWhere, Repository } from 'typeorm';
import {
  ActivityPublisher,
  ApiError,
  isRecordKey,
  ObjectStorage,
  findPage,
  pickFields,
  StoredRecords,
  textFields,
  type ObjectToStore,
  type PageRequest,
  type UploadedFile,
} from '@seedcorp/libs';
import {
  DIRECTOR_IMAGE_MAX_BYTES,
  DIRECTORY_MESSAGES,
  hasFile,
  SORT_ORDER_MAX,
  trimmedText,
  type DirectorItem,
  type FieldChange,
  type OfficeType,
  type Paged,
} from '@seedcorp/contracts';
import { FALLBACK_NAME, renderUploadedImage, webpSrcset, type Rendition } from '@seedcorp/libs/images';
import { MastersService } from '../masters/masters.service';
import { refusingUnlisted } from '../masters/unlisted-values';
import { storedText } from '../shared/stored-text';
import type { CreateDirectorDto, UpdateDirectorDto } from './dto/director-requests.dto';
import { Director } from './director.entity';

/** The public list is not paged; a directory larger than this shows its first entries in display order. */
const PUBLIC_LIST_LIMIT = 500;
/** Memory for the base64 `file` of listed photos (per process). */
const FILE_CACHE_BYTES = 16 * 1024 * 1024;

export const photoObjectKey = (photoId: string, name: string) => `directors/${photoId}/${name}`;
const photoUrl = (photoId: string, name: string) => `/api/director/photo/${photoId}/${name}`;

type DirectorFields = Pick<
  Director,
  'location' | 'name' | 'designation' | 'email' | 'address' | 'mobileNo' | 'officeNo'
>;

interface Photo {
  id: string;
  renditions: Rendition[];
}

const DISPLAY_ORDER = { location: 'ASC', sortOrder: 'ASC', name: 'ASC', id: 'ASC' } as const;

/** The audit trail's names of a director's fields, as the admin app labels them. */
const FIELD_NAMES: Record<keyof DirectorFields | 'sortOrder', string> = {
  location: 'Location',
  name: 'Name',
  designation: 'Designation',
  email: 'Email',
  address: 'Address',
  mobileNo: 'Mobile number',
  officeNo: 'Office number',
  sortOrder: 'Display order',
};

const RECORD_TYPE = 'director';

@Injectable()
export class DirectorsService {
  private readonly records: StoredRecords<Director>;

  constructor(
    @InjectRepository(Director) private readonly directors: Repository<Director>,
    private readonly masters: MastersService,
    storage: ObjectStorage,
    private readonly activity: ActivityPublisher,
  ) {
    this.records = new StoredRecords(directors, storage, {
      objectKeys: ({ photoId, photoVariants }) =>
        photoId ? photoVariants.map((variant) => photoObjectKey(photoId, variant.name)) : [],
      notFoundMessage: DIRECTORY_MESSAGES.directorNotFound,
      cacheBytes: FILE_CACHE_BYTES,
    });
  }

  /** Checks the form and the photo, then stores the photo's renditions with the row, all or none. */
  async create(form: CreateDirectorDto, file: UploadedFile | undefined): Promise<Director> {
    // The rules saw the photo's stand-in; a JSON body can claim one without sending it.
    if (!hasFile(file)) throw ApiError.badRequest(DIRECTORY_MESSAGES.createRequired);
    const fields = await this.checkForm(form);
    const photo = await this.renderPhoto(file as UploadedFile);
    const director = this.directors.create({
      ...fields,
      sortOrder: form.sortOrder ?? (await this.nextSortOrder(fields.location)),
      ...photoColumns(photo),
    });
    director.id = randomUUID();
    await refusingUnlisted(() => this.records.create(director, photoObjects(photo)));
    await this.activity.publish('Created', director.name, { record: { type: RECORD_TYPE, id: director.id } });
    return director;
  }

  /** A new photo is optional; when one replaces the old, the old objects go once the row points at the new. */
  async update(key: string, form: UpdateDirectorDto, file: UploadedFile | undefined): Promise<void> {
    if (!isRecordKey(key)) throw ApiError.notFound(DIRECTORY_MESSAGES.directorNotFound);
    const fields = await this.checkForm(form);
    const photo = hasFile(file) ? await this.renderPhoto(file as UploadedFile) : undefined;
    const changes: Partial<Director> = { ...fields, ...(photo ? photoColumns(photo) : {}) };
    if (form.sortOrder !== undefined) changes.sortOrder = form.sortOrder;
    // Read before the locked update: the audit names the values as the admin saw them, a concurrent edit aside.
    const before = await this.directors.findOneBy({ id: key });
    await refusingUnlisted(() => this.records.replace(key, changes, photo ? photoObjects(photo) : []));
    await this.activity.publish('Updated', fields.name, {
      record: { type: RECORD_TYPE, id: key },
      changes: before ? fieldChanges(before, changes) : [],
    });
  }

  /** Row and photo go together: if the photo cannot be removed the row stays, so a retry can finish. */
  async delete(key: string): Promise<void> {
    const { id, name } = await this.records.delete(key);
    await this.activity.publish('Deleted', name, { record: { type: RECORD_TYPE, id } });
  }

  async list(location: string, page: PageRequest, includeFile: boolean): Promise<Paged<DirectorItem>> {
    const query = { where: whereLocation(location), order: DISPLAY_ORDER };
    return findPage(this.directors, page, query, (rows) => this.toItems(rows, includeFile));
  }

  async listPublic(location: string, includeFile: boolean): Promise<DirectorItem[]> {
    const rows = await this.directors.find({
      where: whereLocation(location),
      order: DISPLAY_ORDER,
      take: PUBLIC_LIST_LIMIT,
    });
    return this.toItems(rows, includeFile);
  }

  /** The form passed the contract's rules on its DTO; the designation list is kept by administrators. */
  private async checkForm(form: CreateDirectorDto | UpdateDirectorDto): Promise<DirectorFields> {
    const designation = trimmedText(form.designation);
    await this.masters.assertDesignation(designation);
    return {
      location: trimmedText(form.location) as OfficeType,
      name: trimmedText(form.name),
      designation,
      email: storedText(form.email),
      address: storedText(form.address),
      mobileNo: storedText(form.mobileNo),
      officeNo: storedText(form.officeNo),
    };
  }

  /** The type is decided by the bytes; the photo is decoded and re-encoded into the same renditions as gallery images. */
  private async renderPhoto(file: UploadedFile): Promise<Photo> {
    const renditions = await renderUploadedImage(file, DIRECTOR_IMAGE_MAX_BYTES, {
      invalidType: DIRECTORY_MESSAGES.invalidImageType,
      tooLarge: DIRECTORY_MESSAGES.imageTooLarge,
      tooManyPixels: DIRECTORY_MESSAGES.imageTooManyPixels,
    });
    return { id: randomUUID(), renditions };
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
      ...pickFields(director, ['location', 'name', 'designation']),
      ...textFields(director, ['mobileNo', 'officeNo', 'email', 'address']),
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
      item.file = await this.records.base64Of(key);
    }
    return item;
  }
}

/** Each field the update gave a different value, old and new as text; an empty field has no value. */
function fieldChanges(before: Director, after: Partial<Director>): FieldChange[] {
  const shown = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));
  const changes: FieldChange[] = [];
  for (const [key, field] of Object.entries(FIELD_NAMES) as [keyof typeof FIELD_NAMES, string][]) {
    if (!(key in after)) continue;
    const [old, next] = [shown(before[key]), shown(after[key])];
    if (old !== next) changes.push({ field, old, new: next });
  }
  if (after.photoId && after.photoId !== before.photoId) {
    changes.push({ field: 'Photo', old: before.photoId ? 'Earlier photo' : null, new: 'New photo' });
  }
  return changes;
}

function whereLocation(location: string): FindOptionsWhere<Director> {
  return location === 'All' ? {} : { location: location as OfficeType };
}

function photoObjects(photo: Photo): ObjectToStore[] {
  return photo.renditions.map(({ name, body, contentType }) => ({
    key: photoObjectKey(photo.id, name),
    body,
    contentType,
  }));
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
