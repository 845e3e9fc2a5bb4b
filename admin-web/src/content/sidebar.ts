import { ROUTES } from '../routes';

/** The dashboard sidebar, in the order the admin sees it. */
export const SIDEBAR_LINKS = [
  { label: 'Home', to: ROUTES.dashboardHome },
  { label: 'Manage Images', to: ROUTES.images },
  { label: 'Manage Directory', to: ROUTES.directory },
  { label: 'Manage Notifications', to: ROUTES.notifications },
  { label: 'Manage RTI Directory', to: ROUTES.rtiOfficers },
  { label: 'Manage RTI Authorities', to: ROUTES.rtiAuthorities },
  { label: 'Manage Site Content', to: ROUTES.siteContent },
  { label: 'Manage Site Settings', to: ROUTES.siteSettings },
  { label: 'Language States', to: ROUTES.languageStates },
  { label: 'Placeholders to Fill', to: ROUTES.placeholders },
  { label: 'Manage Master Lists', to: ROUTES.masterLists },
  { label: 'Feedback', to: ROUTES.feedback },
  { label: 'Sign-in Log', to: ROUTES.signInLog },
  { label: 'Audit Trail', to: ROUTES.auditTrail },
  { label: 'Sessions', to: ROUTES.sessions },
] as const;
