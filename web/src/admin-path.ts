/** Paths the admin app serves: the public chrome never shows there, and the service worker never answers them. */
export const ADMIN_PATH = /^\/(login|dashboard)(\/|$)/;
