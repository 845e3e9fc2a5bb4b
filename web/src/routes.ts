/** Every route path of the public site, in one place. */
export const ROUTES = {
  home: '/',
  aboutUs: '/about-us',
} as const;
