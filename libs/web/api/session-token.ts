/** The admin token lives in session storage: it ends with the browser tab. Only the admin app sends it. */
const SESSION_TOKEN_KEY = 'seedcorp.admin.token';

export const sessionToken = {
  get: () => sessionStorage.getItem(SESSION_TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(SESSION_TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(SESSION_TOKEN_KEY),
};
