export type ActivityType = 'Created' | 'Updated' | 'Deleted';

/** Services that publish activity; shown as the "source" on the dashboard. */
export type ActivitySource = 'auth' | 'media' | 'notifications' | 'directories' | 'dashboard';

export interface ActivityEvent {
  source: ActivitySource;
  activityType: ActivityType;
  activityDetails: string;
  /** ISO-8601 time the change happened. */
  at: string;
}
