/** The three locations the spec names, then the document sections the site's other PDF pages read. */
export const NOTIFICATION_LOCATIONS = [
  'Home Page',
  'Tender',
  'Archived Tender',
  'Service Rules',
  'Circulars',
  'Forms',
  'Manuals',
  'Administration Notifications',
  'Placement',
  'Policies',
  'Transfers',
  'Miscellaneous',
  'Anti Stubble Burning',
  'Rabi Availability',
  'Kharif Availability',
  'Seeds Allocation',
  'Monthly Remuneration',
] as const;
export type NotificationLocation = (typeof NOTIFICATION_LOCATIONS)[number];

/** Only tenders carry a last date of submission. */
export const LOCATIONS_NEEDING_DATE: readonly NotificationLocation[] = ['Tender', 'Archived Tender'];

export const NOTIFICATION_MAX_BYTES = 1024 * 1024;

export const NOTIFICATION_MESSAGES = {
  required: 'Please fill in the all required fields.',
  invalidType: 'Invalid file type. Please upload an PDF.',
  tooLarge: 'File size exceeds 1MB.',
  dateRequired: 'Last submission date is required for tenders and archived tenders.',
  titleEmpty: 'Title cannot be empty.',
  locationEmpty: 'Location cannot be empty.',
  documentNotFound: 'Document not found.',
  fetchFailed: 'Failed to fetch Notifications.',
};

/** `GET /api/master/notificationType`: every location and whether it needs a submission date. */
export interface NotificationTypeItem {
  type: NotificationLocation;
  needsSubmissionDate: boolean;
}

/** Admin list row (`getNotification` with paging). */
export interface NotificationItem {
  key: string;
  title: string;
  location: NotificationLocation;
  /** `YYYY-MM-DD`, or null where the location needs none. */
  submissionDate: string | null;
  url: string;
  bytes: number;
  createdAt: string;
  updatedAt: string;
}

/** Public tender list row (`getNotification` with `{location: 'Tender' | 'Archived Tender'}`). */
export interface TenderItem {
  key: string;
  title: string;
  location: 'Tender' | 'Archived Tender';
  /** Last date of submission, `YYYY-MM-DD`. */
  subDate: string;
  url: string;
  bytes: number;
  /** Base64 PDF for compatibility; absent when `includeFile` is false. */
  file?: string;
}

/** Public list row (`web/getNotification`). */
export interface PublicNotificationItem {
  key: string;
  title: string;
  location: NotificationLocation;
  createdAt: string;
  /** The document path, `/api/notifications/document/<key>`. */
  url: string;
  bytes: number;
  file?: string;
}

export interface PublicNotificationRequest {
  location: NotificationLocation;
  includeFile?: boolean;
}
