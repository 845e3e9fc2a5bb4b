/** The admin app's pages, each with everything under it. */
export const ADMIN_PAGES = ['/login', '/dashboard'] as const;

/** Paths the admin app serves: the public chrome never shows there, and the service worker never answers them. */
export const ADMIN_PATH = new RegExp(`^(${ADMIN_PAGES.join('|')})(/|$)`);
