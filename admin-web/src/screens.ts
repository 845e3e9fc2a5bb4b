import { API, mayCall, type AdminRole, type ApiPath } from '@seedcorp/contracts';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { ROUTES } from './routes';

/** A screen of the dashboard: its address, the calls it stands on, its sidebar entry and its code. */
export interface Screen {
  path: string;
  /**
   * The admin calls the screen makes to show itself: a role the contract's routes do not allow all of them neither
   * sees the screen in the sidebar or in links, nor opens it. Its actions' own calls show or hide their buttons.
   */
  calls: readonly ApiPath[];
  /** Its entry in the sidebar; none for a screen reached from another. */
  sidebar?: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** Every screen of the dashboard, those of the sidebar in its order. */
export const SCREENS: readonly Screen[] = [
  {
    path: ROUTES.dashboardHome,
    sidebar: 'Home',
    calls: [API.dashboard.counts, API.dashboard.recentActivity],
    load: () => import('./pages/dashboard/DashboardHomePage'),
  },
  {
    path: ROUTES.images,
    sidebar: 'Manage Images',
    calls: [API.files.getImages],
    load: () => import('./pages/images/ImagesPage'),
  },
  {
    path: ROUTES.directory,
    sidebar: 'Manage Directory',
    calls: [API.director.getAll],
    load: () => import('./pages/directory/DirectoryPage'),
  },
  {
    path: ROUTES.notifications,
    sidebar: 'Manage Notifications',
    calls: [API.notifications.getNotification],
    load: () => import('./pages/notifications/NotificationsPage'),
  },
  {
    path: ROUTES.rtiOfficers,
    sidebar: 'Manage RTI Directory',
    calls: [API.officersDirectory.getAll],
    load: () => import('./pages/rti/RtiOfficersPage'),
  },
  {
    path: ROUTES.rtiAuthorities,
    sidebar: 'Manage RTI Authorities',
    calls: [API.authorities.getAll],
    load: () => import('./pages/rti/RtiAuthoritiesPage'),
  },
  {
    path: ROUTES.siteContent,
    sidebar: 'Manage Site Content',
    calls: [API.content.getAll, API.content.getPages],
    load: () => import('./pages/site-content/SiteContentPage'),
  },
  {
    path: ROUTES.siteSettings,
    sidebar: 'Manage Site Settings',
    calls: [API.content.getSettings],
    load: () => import('./pages/site-settings/SiteSettingsPage'),
  },
  {
    path: ROUTES.approvals,
    sidebar: 'Approvals',
    calls: [API.content.getApprovals],
    load: () => import('./pages/approvals/ApprovalsPage'),
  },
  {
    path: ROUTES.languageStates,
    sidebar: 'Language States',
    calls: [API.content.getLanguageStates],
    load: () => import('./pages/content-status/LanguageStatesPage'),
  },
  {
    path: ROUTES.placeholders,
    sidebar: 'Placeholders to Fill',
    calls: [API.content.getPlaceholders],
    load: () => import('./pages/content-status/PlaceholdersPage'),
  },
  {
    path: ROUTES.masterLists,
    sidebar: 'Manage Master Lists',
    calls: [API.masterLists.getAll],
    load: () => import('./pages/masters/MasterListsPage'),
  },
  {
    path: ROUTES.feedback,
    sidebar: 'Feedback',
    calls: [API.feedback.getAll],
    load: () => import('./pages/feedback/FeedbackPage'),
  },
  {
    path: ROUTES.admins,
    sidebar: 'Admins',
    calls: [API.admins.getAll],
    load: () => import('./pages/admins/AdminsPage'),
  },
  {
    path: ROUTES.signInLog,
    sidebar: 'Sign-in Log',
    calls: [API.dashboard.signInLog],
    load: () => import('./pages/sign-in-log/SignInLogPage'),
  },
  {
    path: ROUTES.auditTrail,
    sidebar: 'Audit Trail',
    calls: [API.dashboard.auditTrail],
    load: () => import('./pages/audit-trail/AuditTrailPage'),
  },
  {
    path: ROUTES.sessions,
    sidebar: 'Sessions',
    calls: [API.sessions.getAll],
    load: () => import('./pages/sessions/SessionsPage'),
  },
  {
    path: ROUTES.signInSecurity,
    calls: [API.secondFactor.factors],
    load: () => import('./pages/sign-in-security/SignInSecurityPage'),
  },
  {
    path: ROUTES.siteContentTable,
    calls: [API.content.getTable],
    load: () => import('./pages/site-content/ContentTablePage'),
  },
  {
    path: ROUTES.siteContentPage,
    calls: [API.content.getPage, API.content.getAll],
    load: () => import('./pages/site-content/PageWordsEditorPage'),
  },
];

/** Whether the role may make every call the screen stands on. */
export const mayOpen = (role: AdminRole, screen: Pick<Screen, 'calls'>): boolean =>
  screen.calls.every((path) => mayCall(role, path));

/** Whether an address of the app (a link's `to`, query and all) leads to a screen the role may open. */
export function mayOpenAddress(role: AdminRole, to: string): boolean {
  const [pathname] = to.split(/[?#]/);
  const screen = SCREENS.find((candidate) => matchPath(candidate.path, pathname));
  return screen !== undefined && mayOpen(role, screen);
}
