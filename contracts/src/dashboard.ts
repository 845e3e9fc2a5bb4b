import type { ActivitySource, ActivityType } from './activity';

export interface NamedCount {
  name: string;
  count: number;
}

/** The count lists of the dashboard; each is owned by one service. */
export type CountListName = 'galleryCounts' | 'notificationCounts' | 'linkCounts' | 'contentCounts';

/** Directory entries per kind, as `linkCounts` names them. */
export const LINK_KINDS = ['Directors', 'Head Office', 'Regional Office', 'RTI officers', 'RTI authorities'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/**
 * The site's content, as `contentCounts` names them: how many tables there are and how many have a draft not yet
 * public; how many items (pages, tables, the site settings) have Hindi out of date or missing; how many places still
 * hold the placeholder.
 */
export const CONTENT_COUNT_NAMES = [
  'Tables',
  'Drafts awaiting publication',
  'Hindi out of date or missing',
  'Placeholders left',
] as const;

/**
 * `GET /api/dashboard/counts`. The four cards: Total Images = sum of galleryCounts, Carousel Images =
 * galleryCounts 'Home Corousel', Total Notifications = sum of notificationCounts, Total Links = sum of linkCounts.
 */
export interface DashboardCounts {
  /** Images per location ('Photo Gallery', 'Home Corousel', 'Site Logo'): Total Images counts every one. */
  galleryCounts: NamedCount[];
  /** Notifications per location. */
  notificationCounts: NamedCount[];
  /** Directory entries per kind: Directors, Head Office, Regional Office, RTI officers, RTI authorities. */
  linkCounts: NamedCount[];
  /** The site's content (content service), named as `CONTENT_COUNT_NAMES`; shown in the home's Site content panel. */
  contentCounts: NamedCount[];
}

/**
 * `GET /internal/counts` of media (galleryCounts), notifications (notificationCounts), directories (linkCounts)
 * and content (contentCounts): the true number of records per name, in the envelope. Served on the service's own
 * port only; the gateway routes no `/internal/` path. The dashboard reconciles its counts against it.
 */
export const INTERNAL_COUNTS_PATH = '/internal/counts';
export type InternalCounts = NamedCount[];

/** Every known name in its order with its count (zero when absent), then any other counted names. */
export function namedCounts(names: readonly string[], counted: { name: string; count: number }[]): NamedCount[] {
  const byName = new Map(counted.map((entry) => [entry.name, entry.count]));
  const others = [...byName.keys()].filter((name) => !names.includes(name));
  return [...names, ...others].map((name) => ({ name, count: byName.get(name) ?? 0 }));
}

/** `GET /api/dashboard/recentActivity?limit=`: content changes only, newest first. */
export const RECENT_ACTIVITY_DEFAULT_LIMIT = 20;
export const RECENT_ACTIVITY_MAX_LIMIT = 100;

export interface RecentActivityItem {
  lastActivity: string;
  source: ActivitySource;
  activityType: Extract<ActivityType, 'Created' | 'Updated' | 'Deleted'>;
  activityDetails: string;
}

/** `GET /api/dashboard/signInLog?page=&size=`: paged, newest first, kept for 180 days. */
export const SIGN_IN_LOG_RETENTION_DAYS = 180;

export interface SignInLogItem {
  at: string;
  activityType: Exclude<ActivityType, 'Created' | 'Updated' | 'Deleted'>;
  /** Masked number and address, e.g. 'Admin ******3210 from 203.0.113.9'. */
  activityDetails: string;
}

/** `POST /api/feedback`: the public feedback form. */
export interface FeedbackForm {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Left empty by people; a filled one marks a bot, whose post is answered as usual and discarded. */
  website?: string;
}

export const FEEDBACK_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 200,
  messageMax: 5000,
  /** Accepted posts per client address in any 60 seconds. */
  postsPerMinute: 5,
};

export const FEEDBACK_MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email address.',
  subjectRequired: 'Please enter a subject.',
  messageRequired: 'Please enter your message.',
  nameTooLong: `Name must be at most ${FEEDBACK_LIMITS.nameMax} characters.`,
  emailTooLong: `Email must be at most ${FEEDBACK_LIMITS.emailMax} characters.`,
  subjectTooLong: `Subject must be at most ${FEEDBACK_LIMITS.subjectMax} characters.`,
  messageTooLong: `Message must be at most ${FEEDBACK_LIMITS.messageMax} characters.`,
  received: 'Thank you for your feedback.',
  tooMany: 'Too many feedback messages from your network. Please try again in a minute.',
  fetched: 'Feedback fetched successfully.',
  markedRead: 'Feedback marked as read.',
  deleted: 'Feedback deleted successfully.',
  notFound: 'Feedback not found.',
};

/** `POST /api/feedback/getAll` row. */
export interface FeedbackItem {
  key: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  read: boolean;
  createdAt: string;
}

/** `GET /api/visitors` and `POST /api/visitors/hit` (body: optional `clientId`). */
export interface VisitorCounts {
  total: number;
  today: number;
}
