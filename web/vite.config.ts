import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { CONTRACT_FROM_SOURCE, MODULES_WITHOUT_SIDE_EFFECTS, viteAppConfig } from '../libs/web/vite-app-config';
import { serviceWorkerBuild, webAppManifests } from './offline-reading-build';
import { THEME_INIT_SCRIPT } from './src/features/preferences/theme-init-script';

/** The colour scheme is set before the first paint by a script in the head of every page (see the script). */
function themeInitInHead(): Plugin {
  return {
    name: 'theme-init-in-head',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_INIT_SCRIPT, injectTo: 'head-prepend' }],
  };
}

/** Files the gateway compresses (its `gzip_types` and `gzip_min_length`). */
const COMPRESSED_ASSET = /\.(js|css|svg)$/;
const GZIP_MIN_LENGTH = 1024;

/**
 * Each asset also written gzipped at the highest level, which the gateway sends as it is (`gzip_static`): some 15%
 * fewer bytes than it would compress on the fly, at no cost per request.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    writeBundle(options, bundle) {
      for (const [fileName, file] of Object.entries(bundle)) {
        const content = file.type === 'chunk' ? file.code : file.source;
        if (!COMPRESSED_ASSET.test(fileName) || content.length < GZIP_MIN_LENGTH) continue;
        writeFileSync(join(options.dir as string, `${fileName}.gz`), gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The server build (`vite build --ssr`): the site renderer and the entry the prerendering step imports, in
 * dist-server/ (never served as files). React and the other packages stay in node_modules.
 */
function serverBuild(): UserConfig {
  return {
    resolve: { alias: CONTRACT_FROM_SOURCE },
    esbuild: { jsx: 'automatic' },
    build: {
      outDir: 'dist-server',
      copyPublicDir: false,
      ssr: true,
      sourcemap: false,
      rollupOptions: {
        treeshake: MODULES_WITHOUT_SIDE_EFFECTS,
        input: { 'entry-server': 'src/entry-server.tsx', 'site-renderer': 'server/main.ts' },
        output: { entryFileNames: '[name].js' },
      },
    },
  };
}

/**
 * In the browser the pages hydrate with Preact through its React compatibility layer: the same components, some
 * 60 KB less script for a phone on a rural network to download. The site renderer still renders with React, in the
 * build and under `npm run dev` alike (where Vite loads the server's modules with this same configuration), so the
 * swap is made for the browser's modules only, not by an alias, which would reach the server's too.
 */
const PREACT_FOR_REACT = new Map([
  ['react-dom/client', 'preact/compat/client'],
  ['react-dom', 'preact/compat'],
  ['react', 'preact/compat'],
  ['react/jsx-runtime', 'preact/jsx-runtime'],
  ['react/jsx-dev-runtime', 'preact/jsx-dev-runtime'],
]);

function preactInTheBrowser(): Plugin {
  return {
    name: 'preact-in-the-browser',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const preact = PREACT_FOR_REACT.get(source);
      if (!preact || options.ssr) return null;
      return this.resolve(preact, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverBuild()
    : {
        ...viteAppConfig('/', ['react-toastify']),
        plugins: [
          preactInTheBrowser(),
          themeInitInHead(),
          precompressedAssets(),
          webAppManifests(),
          serviceWorkerBuild(),
        ],
      },
);
