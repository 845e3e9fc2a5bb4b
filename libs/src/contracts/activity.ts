/** Content changes, plus the sign-in events the auth service records for the audit trail. */
export type ActivityType =
  'Created' | 'Updated' | 'Deleted' | 'OTP sent' | 'Signed in' | 'Sign-in failed' | 'Locked' | 'Signed out';

/** Services that publish activity; shown as the "source" on the dashboard. */
export type ActivitySource = 'auth' | 'media' | 'notifications' | 'directories' | 'dashboard';

/** The activity types of content changes, the only ones Recent Activity shows. */
export const CONTENT_ACTIVITY_TYPES = ['Created', 'Updated', 'Deleted'] as const;
/** The sign-in audit types, kept apart in the sign-in log. */
export const SIGN_IN_ACTIVITY_TYPES = ['OTP sent', 'Signed in', 'Sign-in failed', 'Locked', 'Signed out'] as const;

/**
 * How a change moves one dashboard count: +1 or -1 on one name of one list
 * (an update that moves a record between locations carries two).
 */
export interface CountChange {
  list: 'galleryCounts' | 'notificationCounts' | 'linkCounts';
  name: string;
  delta: 1 | -1;
}

/** The count changes of a record moving from one name to another within a list (none when it stays). */
export function countMove(list: CountChange['list'], from: string, to: string): CountChange[] {
  return from === to
    ? []
    : [
        { list, name: from, delta: -1 },
        { list, name: to, delta: 1 },
      ];
}

export interface ActivityEvent {
  source: ActivitySource;
  activityType: ActivityType;
  activityDetails: string;
  /** ISO-8601 time the change happened. */
  at: string;
  /** For the dashboard's counts; absent on events that change no count. */
  countChanges?: CountChange[];
}
