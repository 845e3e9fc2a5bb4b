/** Where the visitor's colour scheme is remembered. */
export const THEME_KEY = 'seedcorp.theme';

/**
 * Runs before the first paint, inlined in every page's head (the gateway's CSP allows exactly this script by its
 * hash): marks that scripts run and applies the remembered colour scheme, or the system's on a first visit, so the
 * page never flashes the other one. Inline rather than a file, so a slow phone waits for no extra request.
 */
export const THEME_INIT_SCRIPT = `(function () {
  var root = document.documentElement;
  root.classList.add('js');
  var stored = null;
  try {
    stored = localStorage.getItem('${THEME_KEY}');
  } catch (error) {
    stored = null;
  }
  var dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  if (dark) root.classList.add('dark');
})();`;
