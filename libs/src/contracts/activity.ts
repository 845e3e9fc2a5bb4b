/** Content changes, plus the sign-in events the auth service records for the audit trail. */
export type ActivityType =
  | 'Created'
  | 'Updated'
  | 'Deleted'
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
export type ActivitySource = 'auth' | 'media' | 'notifications' | 'directories' | 'dashboard' | 'content';

/** The activity types of content changes, the only ones Recent Activity shows. */
export const CONTENT_ACTIVITY_TYPES = ['Created', 'Updated', 'Deleted'] as const;
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

export interface ActivityEvent {
  source: ActivitySource;
  activityType: ActivityType;
  activityDetails: string;
  /** ISO-8601 time the change happened. */
  at: string;
}

/** The Redis Stream every change is published to: the dashboard reads it with a consumer group, the site renderer follows it. */
export const ACTIVITY_STREAM = 'activity:events';
