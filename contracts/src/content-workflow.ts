import type { ActivityActor, FieldChange } from './activity';
import { isIsoDate, type Bilingual } from './content';
import type { ContentItemKind } from './content-status';

/**
 * The editorial workflow of the content service's documents (a table, a rate list, a page's words, the site
 * settings): a draft is submitted for approval, approved by a publisher or administrator who did not edit it, then
 * published at once or at a scheduled time. The service is the authority; the admin app shows what a role may do.
 */

/** A step of a draft's workflow: when it was taken and by whom. */
export interface WorkflowStep {
  at: string;
  by: ActivityActor;
}

export const SCHEDULE_STATES = ['pending', 'published', 'failed', 'cancelled'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/** A publication set for a time: the draft version it was given for, which is the one it may publish. */
export interface PublishSchedule {
  id: string;
  publishAt: string;
  draftVersion: number;
  scheduledAt: string;
  scheduledBy: ActivityActor;
  state: ScheduleState;
  settledAt: string | null;
  /** Why it did not publish (the draft changed or lost its approval), as the admin reads it. */
  failure: string | null;
}

/** Where a document's draft stands in the workflow, as its editor shows it. */
export interface DraftWorkflow {
  /** Every admin who saved, restored or imported into the draft: none of them may approve it. */
  editors: ActivityActor[];
  submitted: WorkflowStep | null;
  /** Only while it holds: any save after it voids it. */
  approved: WorkflowStep | null;
  /** The schedule waiting to publish, or the last one that failed since the document was last published. */
  schedule: PublishSchedule | null;
  /** The service's setting for small deployments: a publisher or administrator publishes without approval. */
  onePersonPublishing: boolean;
}

/** A document of the workflow: a table's key, a page's path, or 'site-settings'. */
export interface WorkflowDocument {
  kind: ContentItemKind;
  key: string;
}

/** Submit and approve name the draft version they act on, as a save does. */
export interface WorkflowRequest extends WorkflowDocument {
  baseVersion: number;
}

export interface ScheduleRequest extends WorkflowRequest {
  /**
   * ISO-8601 with its offset (the admin app sends India time, `+05:30`). Left out for a rate list, the list is
   * published at the start of its effective-from date in India.
   */
  publishAt?: string;
}

/** Every publish call may carry it: an administrator publishing an unapproved draft alone says why. */
export interface PublishReason {
  reason?: string;
}

/** A draft the approvals list shows, with its differences from the published version. */
export interface ApprovalItem extends WorkflowDocument {
  title: Bilingual;
  /** The public page it is read on; null for the settings, which every page shows. */
  path: string | null;
  adminPath: string;
  draftVersion: number;
  savedAt: string;
  editors: ActivityActor[];
  submitted: WorkflowStep | null;
  approved: WorkflowStep | null;
  schedule: PublishSchedule | null;
  changes: FieldChange[];
  /** Differences beyond the ones listed (a whole table replaced lists its first ones). */
  changesLeftOut: number;
}

/** A recent publication, and who let it through: the approver, or the administrator's reason for publishing alone. */
export interface PublicationItem extends WorkflowDocument {
  title: Bilingual;
  adminPath: string;
  version: number;
  publishedAt: string;
  /** The admin who published it, or who scheduled it. */
  publishedBy: ActivityActor | null;
  approvedBy: ActivityActor | null;
  reason: string | null;
  scheduled: boolean;
}

/** Admin `getApprovals`. */
export interface ApprovalsList {
  /** Drafts submitted for approval and not approved (or whose approval a save voided), oldest first. */
  waiting: ApprovalItem[];
  /** Approved drafts not yet published, scheduled or not. */
  approved: ApprovalItem[];
  /** Publications of the last `RECENT_PUBLICATION_DAYS` days, newest first. */
  published: PublicationItem[];
}

export const RECENT_PUBLICATION_DAYS = 30;
export const RECENT_PUBLICATIONS_MAX = 50;
/** The differences an event or the approvals list carries for one change; the rest are counted. */
export const CHANGES_LISTED_MAX = 300;

export const PUBLISH_REASON_LIMITS = { min: 5, max: 500 } as const;
/** How far ahead a publication may be set. */
export const SCHEDULE_MAX_DAYS_AHEAD = 366;

export const WORKFLOW_MESSAGES = {
  submitted: 'Draft submitted for approval.',
  approved: 'Draft approved.',
  scheduled: 'Publication scheduled.',
  scheduleCancelled: 'Schedule cancelled.',
  approvalsFetched: 'Approvals fetched successfully.',
  kindInvalid: 'The kind must be page, table or settings.',
  keyRequired: 'The key of the page, table or settings is required.',
  baseVersion: 'The version the change is based on is required.',
  noDraft: 'There is no draft: save the changes first.',
  selfApproval:
    'You edited this draft, so you cannot approve it: another publisher or administrator who did not edit it must approve it.',
  notApproved:
    'This draft must be approved by a publisher or administrator who did not edit it before it is published or scheduled.',
  reasonRequired: `Publishing without approval needs the reason, in at least ${PUBLISH_REASON_LIMITS.min} characters.`,
  reasonTooLong: `The reason must be at most ${PUBLISH_REASON_LIMITS.max} characters.`,
  reasonNotText: 'The reason must be text.',
  publishAtInvalid:
    'The date and time to publish at must be a date and time with its offset, e.g. 2026-05-01T09:00+05:30.',
  publishAtRequired:
    'Give the date and time to publish at: only a rate list with a future effective-from date has one already.',
  publishAtPast: 'The date and time to publish at must be in the future.',
  publishAtTooFar: `A publication can be scheduled at most ${SCHEDULE_MAX_DAYS_AHEAD} days ahead.`,
  alreadyScheduled: 'This draft is already scheduled: cancel that schedule first.',
  noSchedule: 'There is no schedule to cancel.',
  failures: {
    changed: 'The draft was changed after it was scheduled, so it was not published.',
    notApproved: 'The draft was no longer approved at its time, so it was not published.',
    noDraft: 'There was no draft to publish at its time: it had been published or replaced.',
  },
} as const;

/** India does not change its clocks: its time is always five and a half hours ahead of UTC. */
export const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant an ISO-8601 text with its offset names, or undefined when it is not one. */
export function instantOf(text: unknown): Date | undefined {
  if (typeof text !== 'string' || !DATE_TIME_WITH_OFFSET.test(text) || !isIsoDate(text.slice(0, 10))) return undefined;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** A date (YYYY-MM-DD) and time (HH:MM) as read on a clock in India, as ISO-8601 with India's offset. */
export const indiaDateTime = (date: string, time: string) => `${date}T${time}${INDIA_OFFSET}`;

/** An instant as a clock in India reads it: its date (YYYY-MM-DD) and time (HH:MM). */
export function inIndia(instant: string | Date): { date: string; time: string } {
  const shifted = new Date(new Date(instant).getTime() + INDIA_OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** When a rate list's schedule publishes it unless told otherwise: the start of its effective-from date in India. */
export const effectiveFromInstant = (effectiveFrom: string) => indiaDateTime(effectiveFrom, '00:00');
