/** Content changes, plus the sign-in events the auth service records for the audit trail. */
export type ActivityType =
  'Created' | 'Updated' | 'Deleted' | 'OTP sent' | 'Signed in' | 'Sign-in failed' | 'Locked' | 'Signed out';

/** Services that publish activity; shown as the "source" on the dashboard. */
export type ActivitySource = 'auth' | 'media' | 'notifications' | 'directories' | 'dashboard';

export interface ActivityEvent {
  source: ActivitySource;
  activityType: ActivityType;
  activityDetails: string;
  /** ISO-8601 time the change happened. */
  at: string;
}
