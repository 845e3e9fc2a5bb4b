import { defineConfig } from 'vite';
import { viteAppConfig } from '../libs/web/vite-app-config';

// The gateway serves this app's index.html at /login and /dashboard*, and its files under /admin/.
export default defineConfig(viteAppConfig('/admin/'));
