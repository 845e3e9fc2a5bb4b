/** Content changes, the editorial workflow's steps, admin management, and the sign-in events: the audit trail's actions. */
export type ActivityType =
  | 'Created'
  | 'Updated'
  | 'Deleted'
  | 'Submitted'
  | 'Approved'
  | 'Published'
  | 'Restored'
  | 'Scheduled'
  | 'Schedule cancelled'
  | 'Archived'
  | 'Admin added'
  | 'Admin changed'
  | 'OTP sent'
  | 'Signed in'
  | 'Sign-in failed'
  | 'Locked'
  | 'Signed out'
  | 'Second factor added'
  | 'Second factor removed'
  | 'Recovery code used'
  | 'Second factor reset'
  | 'Session ended';

/** Services that publish activity; shown as the "source" on the dashboard. */
export type ActivitySource = 'auth' | 'media' | 'notifications' | 'directories' | 'dashboard' | 'content' | 'sales';

/** The activity types of content changes, the spec's three that Recent Activity shows. */
export const CONTENT_ACTIVITY_TYPES = ['Created', 'Updated', 'Deleted'] as const;

/**
 * The workflow's steps that change what the public reads: Recent Activity shows them among the spec's three, as the
 * update they are, their details saying which ('Published: …', 'Archived: …'). The other steps (submitted, approved,
 * scheduled) change nothing public and stay in the audit trail.
 */
export const PUBLIC_CHANGE_TYPES = { Published: 'Published', Archived: 'Archived' } as const;

export const RECENT_ACTIVITY_TYPES = [...CONTENT_ACTIVITY_TYPES, ...Object.values(PUBLIC_CHANGE_TYPES)] as const;

/** A stored event as Recent Activity shows it: its type among the spec's three, and details that say the step. */
export function recentActivityOf(
  action: (typeof RECENT_ACTIVITY_TYPES)[number],
  details: string,
): { activityType: (typeof CONTENT_ACTIVITY_TYPES)[number]; activityDetails: string } {
  if (action === 'Created' || action === 'Updated' || action === 'Deleted') {
    return { activityType: action, activityDetails: details };
  }
  const prefix = `${action}: `;
  return { activityType: 'Updated', activityDetails: details.startsWith(prefix) ? details : `${prefix}${details}` };
}
/** The sign-in audit types, kept apart in the sign-in log. */
export const SIGN_IN_ACTIVITY_TYPES = [
  'OTP sent',
  'Signed in',
  'Sign-in failed',
  'Locked',
  'Signed out',
  'Second factor added',
  'Second factor removed',
  'Recovery code used',
  'Second factor reset',
  'Session ended',
] as const;

/** One field of a record as a change left it: `old` null for a field the change added, `new` null for one it removed. */
export interface FieldChange {
  /** The field as an administrator knows it: 'Phone', 'Rabi 2025-26, row 3, Price (Rs.)', 'Block 4, Hindi'. */
  field: string;
  old: string | null;
  new: string | null;
}

/** What the audit trail keeps of a change beyond its type and summary; the service that made it knows these. */
export interface ChangeRecord {
  /** The kind of record and its id as the admin app names them: `{ type: 'director', id: '12' }`. */
  record?: { type: string; id: string };
  changes?: FieldChange[];
  /** Why an administrator published alone, as they typed it. */
  reason?: string;
}

/** The admin who made a change, as their session token names them. */
export interface ActivityActor {
  id: string;
  name?: string;
  role: string;
}

export interface ActivityEvent extends ChangeRecord {
  source: ActivitySource;
  activityType: ActivityType;
  activityDetails: string;
  /** ISO-8601 time the change happened. */
  at: string;
  /** Absent for what no admin did (a schedule firing, a sign-in attempt, a visitor's feedback). */
  actor?: ActivityActor;
  /** The client address and request id of the call that made the change. */
  address?: string;
  requestId?: string;
}

/** The Redis Stream every change is published to: the dashboard reads it with a consumer group, the site renderer follows it. */
export const ACTIVITY_STREAM = 'activity:events';
