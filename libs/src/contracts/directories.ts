export const OFFICE_TYPES = ['Directors', 'Head Office', 'Regional Office'] as const;
export type OfficeType = (typeof OFFICE_TYPES)[number];

export const DIRECTOR_IMAGE_MAX_BYTES = 1024 * 1024;

export const DIRECTORY_MESSAGES = {
  createRequired: 'Please fill all required details.',
  editRequired: 'Fill All required Fields.',
  incorrectEmail: 'Incorrect Email.',
  invalidImageType: 'Invalid file type. Please upload an image in jpg, png or jpeg format',
  imageTooLarge: 'File size exceeds 1MB.',
};

/** `GET /api/master/officeType`: entries carry a type field. */
export interface OfficeTypeItem {
  type: OfficeType;
}

/** Public and admin row of the directors directory. */
export interface DirectorItem {
  key: string;
  location: OfficeType;
  name: string;
  designation: string;
  mobileNo: string;
  officeNo: string;
  email: string;
  address: string;
  sortOrder: number;
  /** Photo renditions, when there is a photo. */
  url?: string;
  srcset?: string;
  width?: number;
  height?: number;
  /** Base64 JPEG for compatibility; absent when `includeFile` is false or there is no photo. */
  file?: string;
}

export interface RtiOfficerItem {
  key: string;
  district: string;
  name: string;
  designation: string;
  address: string;
  mobileNo: string;
  officeNo: string;
}

export interface RtiAuthorityItem {
  key: string;
  district: string;
  role: string;
  designation: string;
}

/** Public answers of calls 6 and 7: lists keyed by location (district or 'Head Office'), head office first. */
export type GroupedByLocation<T> = Record<string, T[]>;
