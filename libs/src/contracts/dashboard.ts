import type { ActivitySource, ActivityType } from './activity';

export interface NamedCount {
  name: string;
  count: number;
}

/** `GET /api/dashboard/counts`. */
export interface DashboardCounts {
  /** Images per location ('Photo Gallery', 'Home Corousel'). */
  galleryCounts: NamedCount[];
  /** Notifications per location. */
  notificationCounts: NamedCount[];
  /** Directory entries per kind: Directors, Head Office, Regional Office, RTI officers, RTI authorities. */
  linkCounts: NamedCount[];
}

/** `GET /api/dashboard/recentActivity`: content changes only. */
export interface RecentActivityItem {
  lastActivity: string;
  source: ActivitySource;
  activityType: Extract<ActivityType, 'Created' | 'Updated' | 'Deleted'>;
  activityDetails: string;
}

/** `GET /api/dashboard/signInLog`. */
export interface SignInLogItem {
  at: string;
  activityType: ActivityType;
  /** Masked number and address, e.g. 'Admin ******3210 from 203.0.113.9'. */
  activityDetails: string;
}

export interface FeedbackForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface FeedbackItem extends FeedbackForm {
  key: string;
  read: boolean;
  createdAt: string;
}

/** `GET /api/visitors`. */
export interface VisitorCounts {
  total: number;
  today: number;
}
