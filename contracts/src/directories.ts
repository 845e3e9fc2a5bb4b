import type { PageQuery } from './envelope';
import { IMAGE_MESSAGES } from './media';
import { EMAIL_PATTERN } from './forms';
import {
  anyBlank,
  blank,
  hasFile,
  listed,
  longerThan,
  notDigits,
  trimmedText,
  type FileLike,
  type FormRule,
  type FormRules,
} from './form-rules';

export const OFFICE_TYPES = ['Directors', 'Head Office', 'Regional Office'] as const;
export type OfficeType = (typeof OFFICE_TYPES)[number];

/** The district value of head-office RTI officers and authorities; listed first wherever they are grouped. */
export const HEAD_OFFICE = 'Head Office';

/** Haryana's 22 districts (the district master list adds 'Head Office' in front). */
export const HARYANA_DISTRICTS = [
  'Ambala',
  'Bhiwani',
  'Charkhi Dadri',
  'Faridabad',
  'Fatehabad',
  'Gurugram',
  'Hisar',
  'Jhajjar',
  'Jind',
  'Kaithal',
  'Karnal',
  'Kurukshetra',
  'Mahendragarh',
  'Nuh',
  'Palwal',
  'Panchkula',
  'Panipat',
  'Rewari',
  'Rohtak',
  'Sirsa',
  'Sonipat',
  'Yamunanagar',
] as const;

/** `GET /api/master/district`. */
export const DISTRICTS: readonly string[] = [HEAD_OFFICE, ...HARYANA_DISTRICTS];

/**
 * The districts' names as a Hindi reader reads them (drafted, for the corporation's review). The records and the
 * open data keep the English name; pages in Hindi show this one.
 */
export const DISTRICT_NAMES_HI: Readonly<Record<string, string>> = {
  [HEAD_OFFICE]: 'मुख्य कार्यालय',
  Ambala: 'अंबाला',
  Bhiwani: 'भिवानी',
  'Charkhi Dadri': 'चरखी दादरी',
  Faridabad: 'फ़रीदाबाद',
  Fatehabad: 'फ़तेहाबाद',
  Gurugram: 'गुरुग्राम',
  Hisar: 'हिसार',
  Jhajjar: 'झज्जर',
  Jind: 'जींद',
  Kaithal: 'कैथल',
  Karnal: 'करनाल',
  Kurukshetra: 'कुरुक्षेत्र',
  Mahendragarh: 'महेंद्रगढ़',
  Nuh: 'नूंह',
  Palwal: 'पलवल',
  Panchkula: 'पंचकूला',
  Panipat: 'पानीपत',
  Rewari: 'रेवाड़ी',
  Rohtak: 'रोहतक',
  Sirsa: 'सिरसा',
  Sonipat: 'सोनीपत',
  Yamunanagar: 'यमुनानगर',
};

/** A district's name in the reader's language: its Hindi where one is listed, else as recorded. */
export const districtName = (district: string, language: 'en' | 'hi'): string =>
  language === 'hi' ? (DISTRICT_NAMES_HI[district] ?? district) : district;

export const DIRECTOR_IMAGE_MAX_BYTES = 1024 * 1024;
/** Limits of the text fields (the columns' sizes). */
export const DIRECTORY_FIELD_LIMITS = {
  name: 200,
  designation: 200,
  role: 200,
  email: 254,
  address: 500,
  officeNo: 20,
};
export const MOBILE_MAX_DIGITS = 10;
export const SORT_ORDER_MAX = 9999;

export const DIRECTORY_MESSAGES = {
  createRequired: 'Please fill all required details.',
  editRequired: 'Fill All required Fields.',
  incorrectEmail: 'Incorrect Email.',
  invalidImageType: 'Invalid file type. Please upload an image in jpg, png or jpeg format',
  imageTooLarge: 'File size exceeds 1MB.',
  imageTooManyPixels: IMAGE_MESSAGES.tooManyPixels,
  notText: 'Each field must be a single text value.',
  mobileDigits: 'Mobile number must have digits only, at most 10.',
  officeDigits: 'Office number must have digits only, at most 20.',
  tooLong: 'A field is longer than allowed (name, designation and role 200 characters, address 500, email 254).',
  sortOrder: `Sort order must be a whole number from 0 to ${SORT_ORDER_MAX}.`,
  unknownOfficeType: `Location must be one of: ${OFFICE_TYPES.join(', ')}.`,
  unknownDistrict: 'District must be one of the district list (GET /api/master/district).',
  unknownDesignation: 'Designation must be one of the designation list (GET /api/master/designation).',
  unknownRole: 'Role must be one of the authority role list (GET /api/master/authRole).',
  directorNotFound: 'Directory entry not found.',
  officerNotFound: 'RTI officer not found.',
  authorityNotFound: 'RTI authority not found.',
  photoNotFound: 'Photo not found.',
  directorCreated: 'Directory entry created successfully.',
  directorUpdated: 'Directory entry updated successfully.',
  directorDeleted: 'Directory entry deleted successfully.',
  directorsFetched: 'Directory fetched successfully.',
  officerCreated: 'RTI officer created successfully.',
  officerUpdated: 'RTI officer updated successfully.',
  officerDeleted: 'RTI officer deleted successfully.',
  officersFetched: 'RTI officers fetched successfully.',
  authorityCreated: 'RTI authority created successfully.',
  authorityUpdated: 'RTI authority updated successfully.',
  authorityDeleted: 'RTI authority deleted successfully.',
  authoritiesFetched: 'RTI authorities fetched successfully.',
};

/** `GET /api/master/officeType`: entries carry a type field. */
export interface OfficeTypeItem {
  type: OfficeType;
}

/**
 * `POST /api/director/create` and `update` (multipart, with the photo in `image`; JSON and
 * urlencoded also work for an update without a new photo). `sortOrder` is optional: a new entry
 * goes after the last of its location.
 */
export interface DirectorForm {
  key?: string;
  location: OfficeType;
  name: string;
  designation: string;
  email?: string;
  address?: string;
  mobileNo?: string;
  officeNo?: string;
  sortOrder?: number;
}

/** `POST /api/director/web/getAll` (public) and `getAll` (admin, paged by `page`/`size` in the body or query). */
export interface DirectorListRequest extends PageQuery {
  location: OfficeType | 'All';
  /** Defaults to true for compatibility; the platform's own apps send false and use `url`/`srcset`. */
  includeFile?: boolean;
}

/** Public and admin row of the directors directory, in display order (`sortOrder`, then name). */
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

export interface RtiOfficerForm {
  key?: string;
  district: string;
  name: string;
  designation: string;
  address?: string;
  mobileNo?: string;
  officeNo?: string;
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

export interface RtiAuthorityForm {
  key?: string;
  district: string;
  role: string;
  designation: string;
}

export interface RtiAuthorityItem {
  key: string;
  district: string;
  role: string;
  designation: string;
}

/** Body of the grouped lists: 'All' or one district; admin calls add `page`/`size` (body or query). */
export interface GroupedListRequest extends PageQuery {
  location?: string;
}

/** Public answers of calls 6 and 7: lists keyed by location (district or 'Head Office'), head office first. */
export type GroupedByLocation<T> = Record<string, T[]>;

/**
 * Admin `getAll` of officers and authorities: the page's rows (ordered head office first, then by
 * district and name) grouped by district; the totals count rows, so a district can span pages.
 */
export interface GroupedPage<T> {
  content: GroupedByLocation<T>;
  totalPages: number;
  totalItems: number;
}

const REQUIRED_DIRECTORY_FIELDS = {
  create: DIRECTORY_MESSAGES.createRequired,
  update: DIRECTORY_MESSAGES.editRequired,
};

const PHONE_RULES: FormRules<{ mobileNo?: string; officeNo?: string }> = [
  { broken: (form) => notDigits(form.mobileNo, MOBILE_MAX_DIGITS), message: DIRECTORY_MESSAGES.mobileDigits },
  {
    broken: (form) => notDigits(form.officeNo, DIRECTORY_FIELD_LIMITS.officeNo),
    message: DIRECTORY_MESSAGES.officeDigits,
  },
];

const tooLong = (form: Partial<Record<string, unknown>>, fields: (keyof typeof DIRECTORY_FIELD_LIMITS)[]) =>
  fields.some((field) => longerThan(form[field], DIRECTORY_FIELD_LIMITS[field]));

/** The director form sends its photo in `image`: required on create, optional on edit. */
export type DirectorFormFields = Omit<DirectorForm, 'key' | 'sortOrder'> & { image?: FileLike };

const UNKNOWN_DISTRICT: FormRule<{ district: string }> = {
  broken: (form) => !listed(DISTRICTS, form.district),
  message: DIRECTORY_MESSAGES.unknownDistrict,
};

/**
 * Required fields (and the photo on create), then the email, the phone numbers, the lengths and the office type.
 * The designation list is kept by administrators, so the service checks it last.
 */
export const DIRECTOR_FORM_RULES: FormRules<DirectorFormFields> = [
  {
    broken: (form) => anyBlank(form.location, form.name, form.designation),
    message: REQUIRED_DIRECTORY_FIELDS,
  },
  { broken: (form) => !hasFile(form.image), message: DIRECTORY_MESSAGES.createRequired, modes: ['create'] },
  {
    broken: (form) =>
      !blank(form.email) &&
      (!EMAIL_PATTERN.test(trimmedText(form.email)) || longerThan(form.email, DIRECTORY_FIELD_LIMITS.email)),
    message: DIRECTORY_MESSAGES.incorrectEmail,
  },
  ...PHONE_RULES,
  { broken: (form) => tooLong(form, ['name', 'designation', 'address']), message: DIRECTORY_MESSAGES.tooLong },
  { broken: (form) => !listed(OFFICE_TYPES, form.location), message: DIRECTORY_MESSAGES.unknownOfficeType },
];

export type OfficerFormFields = Omit<RtiOfficerForm, 'key'>;

/** The spec gives officers and authorities no messages of their own: the directors' are used. */
export const OFFICER_FORM_RULES: FormRules<OfficerFormFields> = [
  { broken: (form) => anyBlank(form.district, form.name, form.designation), message: REQUIRED_DIRECTORY_FIELDS },
  ...PHONE_RULES,
  { broken: (form) => tooLong(form, ['name', 'designation', 'address']), message: DIRECTORY_MESSAGES.tooLong },
  UNKNOWN_DISTRICT,
];

export type AuthorityFormFields = Omit<RtiAuthorityForm, 'key'>;

export const AUTHORITY_FORM_RULES: FormRules<AuthorityFormFields> = [
  { broken: (form) => anyBlank(form.district, form.role, form.designation), message: REQUIRED_DIRECTORY_FIELDS },
  { broken: (form) => tooLong(form, ['role', 'designation']), message: DIRECTORY_MESSAGES.tooLong },
  UNKNOWN_DISTRICT,
];
