import { defineConfig } from 'vite';
import { viteAppConfig } from '../libs/web/vite-app-config';

// The gateway serves this app's index.html at /login and /dashboard*, and its files under /admin/. Only the screens
// that handle CSV files load csv-parse, so the sign-in page and the rest do not download it.
export default defineConfig(viteAppConfig('/admin/', ['csv-parse']));
