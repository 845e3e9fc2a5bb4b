/** Every route path of the admin app, in one place. */
export const ROUTES = {
  login: '/login',
  dashboard: '/dashboard',
  dashboardHome: '/dashboard/home',
} as const;
