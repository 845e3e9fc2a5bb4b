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
  feedback: '/dashboard/feedback',
  signInLog: '/dashboard/sign-in-log',
} as const;
