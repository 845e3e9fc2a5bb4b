import { defineConfig } from 'vite';
import { viteAppConfig } from '../libs/web/vite-app-config';

export default defineConfig(viteAppConfig('/'));
