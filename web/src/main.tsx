import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setSessionExpiredText } from '@seedcorp/web-shared/api/api-client';
import { i18next } from './i18n/i18n';
import { router } from './router';
import './styles.css';

setSessionExpiredText(() => i18next.t('sessionExpired'));

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Every route's HTML is prerendered: hydrate it (in English, as it was rendered; the layout then applies the visitor's language).
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
