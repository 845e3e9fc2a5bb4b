/* global document, window */
// Runs before the first paint: marks that scripts run and applies the remembered colour scheme,
// or the system's on a first visit, so that the page never flashes the other one.
(function () {
  var root = document.documentElement;
  root.classList.add('js');
  var stored = null;
  try {
    stored = localStorage.getItem('seedcorp.theme');
  } catch {
    stored = null;
  }
  var dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  if (dark) root.classList.add('dark');
})();
