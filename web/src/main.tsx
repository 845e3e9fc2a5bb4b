import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type HydrationState } from 'react-router-dom';
import { setErrorToast, setSessionExpiredText } from '@seedcorp/web-shared/api/api-client';
import { ROUTE_DATA_ID } from './document-html';
import { languageOf, setLanguage, t } from './i18n/i18n';
import { LiveTranslation } from './i18n/translation';
import { createRouter, loadPageModule } from './router';
import { toast } from './features/toasts/toasts';
import { startOfflineReading } from './offline/register-worker';
import './styles.css';

setSessionExpiredText(() => t('sessionExpired'));
setErrorToast(toast.error);

/** The route loaders' data the page was rendered with (see `documentHtml`). */
function renderedRouteData(): HydrationState | undefined {
  const block = document.getElementById(ROUTE_DATA_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as HydrationState) : undefined;
}

async function start(): Promise<void> {
  const container = document.getElementById('root') as HTMLElement;
  // Hydrate in the language the page was rendered in; the visitor's remembered choice follows (Layout).
  const language = languageOf(document.documentElement.lang);
  await Promise.all([language !== 'en' && setLanguage(language), loadPageModule(window.location.pathname)]);
  const router = createRouter(renderedRouteData());
  startOfflineReading(router);
  const app = (
    <StrictMode>
      <LiveTranslation>
        <RouterProvider router={router} />
      </LiveTranslation>
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
