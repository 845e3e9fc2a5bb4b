import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RequireSession } from './features/session/RequireSession';
import { AppShell } from './layout/AppShell';
import { DashboardLayout } from './layout/DashboardLayout';
import { LoginLayout } from './layout/LoginLayout';
import { routePage as page } from '@seedcorp/web-shared/components/route-page';
import { ROUTES } from './routes';
import { ScreenError } from './layout/ScreenError';

const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const DashboardHomePage = lazy(() => import('./pages/dashboard/DashboardHomePage'));
const ImagesPage = lazy(() => import('./pages/images/ImagesPage'));
const NotificationsPage = lazy(() => import('./pages/notifications/NotificationsPage'));
const DirectoryPage = lazy(() => import('./pages/directory/DirectoryPage'));
const RtiOfficersPage = lazy(() => import('./pages/rti/RtiOfficersPage'));
const RtiAuthoritiesPage = lazy(() => import('./pages/rti/RtiAuthoritiesPage'));
const SiteContentPage = lazy(() => import('./pages/site-content/SiteContentPage'));
const ContentTablePage = lazy(() => import('./pages/site-content/ContentTablePage'));
const PageWordsEditorPage = lazy(() => import('./pages/site-content/PageWordsEditorPage'));
const MasterListsPage = lazy(() => import('./pages/masters/MasterListsPage'));
const FeedbackPage = lazy(() => import('./pages/feedback/FeedbackPage'));
const SignInLogPage = lazy(() => import('./pages/sign-in-log/SignInLogPage'));
const AuditTrailPage = lazy(() => import('./pages/audit-trail/AuditTrailPage'));
const SessionsPage = lazy(() => import('./pages/sessions/SessionsPage'));
const SignInSecurityPage = lazy(() => import('./pages/sign-in-security/SignInSecurityPage'));
const SiteSettingsPage = lazy(() => import('./pages/site-settings/SiteSettingsPage'));
const LanguageStatesPage = lazy(() => import('./pages/content-status/LanguageStatesPage'));
const PlaceholdersPage = lazy(() => import('./pages/content-status/PlaceholdersPage'));

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <ScreenError />,
    children: [
      {
        element: <LoginLayout />,
        children: [{ errorElement: <ScreenError />, children: [{ path: ROUTES.login, element: page(<LoginPage />) }] }],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
              {
                // A failing screen shows its message inside the sidebar and header.
                errorElement: <ScreenError />,
                children: [
                  { path: ROUTES.dashboard, element: <Navigate to={ROUTES.dashboardHome} replace /> },
                  { path: ROUTES.dashboardHome, element: page(<DashboardHomePage />) },
                  { path: ROUTES.images, element: page(<ImagesPage />) },
                  { path: ROUTES.notifications, element: page(<NotificationsPage />) },
                  { path: ROUTES.directory, element: page(<DirectoryPage />) },
                  { path: ROUTES.rtiOfficers, element: page(<RtiOfficersPage />) },
                  { path: ROUTES.rtiAuthorities, element: page(<RtiAuthoritiesPage />) },
                  { path: ROUTES.siteContent, element: page(<SiteContentPage />) },
                  { path: ROUTES.siteContentTable, element: page(<ContentTablePage />) },
                  { path: ROUTES.siteContentPage, element: page(<PageWordsEditorPage />) },
                  { path: ROUTES.masterLists, element: page(<MasterListsPage />) },
                  { path: ROUTES.feedback, element: page(<FeedbackPage />) },
                  { path: ROUTES.signInLog, element: page(<SignInLogPage />) },
                  { path: ROUTES.auditTrail, element: page(<AuditTrailPage />) },
                  { path: ROUTES.sessions, element: page(<SessionsPage />) },
                  { path: ROUTES.signInSecurity, element: page(<SignInSecurityPage />) },
                  { path: ROUTES.siteSettings, element: page(<SiteSettingsPage />) },
                  { path: ROUTES.languageStates, element: page(<LanguageStatesPage />) },
                  { path: ROUTES.placeholders, element: page(<PlaceholdersPage />) },
                  { path: `${ROUTES.dashboard}/*`, element: <Navigate to={ROUTES.dashboardHome} replace /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={ROUTES.login} replace /> },
    ],
  },
]);
