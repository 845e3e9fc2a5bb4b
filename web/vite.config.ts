import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { viteAppConfig } from '../libs/web/vite-app-config';
import { THEME_INIT_SCRIPT } from './src/features/preferences/theme-init-script';

/** The colour scheme is set before the first paint by a script in the head of every page (see the script). */
function themeInitInHead(): Plugin {
  return {
    name: 'theme-init-in-head',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_INIT_SCRIPT, injectTo: 'head-prepend' }],
  };
}

/**
 * The server build (`vite build --ssr`): the site renderer and the entry the prerendering step imports, in
 * dist-server/ (never served as files). React and the other packages stay in node_modules.
 */
function serverBuild(): UserConfig {
  return {
    esbuild: { jsx: 'automatic' },
    build: {
      outDir: 'dist-server',
      copyPublicDir: false,
      ssr: true,
      sourcemap: false,
      rollupOptions: {
        input: { 'entry-server': 'src/entry-server.tsx', 'site-renderer': 'server/main.ts' },
        output: { entryFileNames: '[name].js' },
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild ? serverBuild() : { ...viteAppConfig('/'), plugins: [themeInitInHead()] },
);
