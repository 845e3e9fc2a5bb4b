/** Every route path of the admin app, in one place. */
export const ROUTES = {
  login: '/login',
  dashboard: '/dashboard',
  dashboardHome: '/dashboard/home',
  images: '/dashboard/upload-images',
  notifications: '/dashboard/upload-notifications',
  directory: '/dashboard/upload-directory',
  rtiOfficers: '/dashboard/upload-rti-officers',
  rtiAuthorities: '/dashboard/upload-rti-authorities',
  siteContent: '/dashboard/content',
  siteContentTable: '/dashboard/content/:key',
  siteContentPage: '/dashboard/content/pages/*',
  masterLists: '/dashboard/master-lists',
  feedback: '/dashboard/feedback',
  admins: '/dashboard/admins',
  signInLog: '/dashboard/sign-in-log',
  auditTrail: '/dashboard/audit-trail',
  sessions: '/dashboard/sessions',
  signInSecurity: '/dashboard/sign-in-security',
  siteSettings: '/dashboard/site-settings',
  languageStates: '/dashboard/language-states',
  placeholders: '/dashboard/placeholders',
} as const;

/** The editor of one of the site's tables. */
export const siteContentTablePath = (key: string) => `${ROUTES.siteContent}/${encodeURIComponent(key)}`;

/** The editor of a public page's words: the page's own path follows, '/about-us' at '/dashboard/content/pages/about-us'. */
export const siteContentPagePath = (path: string) =>
  `/dashboard/content/pages/${path.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;
