import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { build, type Plugin, type Rollup } from 'vite';
import { CONTRACT_FROM_SOURCE, MODULES_WITHOUT_SIDE_EFFECTS } from '../libs/web/vite-app-config';
import { LANGUAGES } from './src/i18n/language';
import type { OfflineBuild } from './src/offline/offline-build';
import { WORKER_PATH } from './src/offline/offline-reading';
import { APPLE_TOUCH_ICON, ICONS, manifestPath, THEME_COLOUR, webAppManifest } from './src/offline/web-app-manifest';
import { ROUTE_TABLE } from './src/routes';

/**
 * What makes the public site an app a farmer can install and read offline, written into its build: the web app
 * manifests (one per language) with their icons, and the service worker.
 */

const ICON_SOURCE = join(import.meta.dirname, 'src', 'assets', 'app-icon.svg');

/**
 * The manifests and the PNG icons they name, drawn from the one SVG icon; the page's head links the English
 * manifest, which the site renderer swaps for the page's language (`documentHtml`).
 */
export function webAppManifests(): Plugin {
  return {
    name: 'web-app-manifests',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: manifestPath('en') }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOUR }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON.file }, injectTo: 'head' },
    ],
    async generateBundle() {
      const svg = readFileSync(ICON_SOURCE);
      const sizes = new Map([...ICONS, APPLE_TOUCH_ICON].map(({ file, size }) => [file, size]));
      for (const [file, size] of sizes) {
        const png = await sharp(svg).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
        this.emitFile({ type: 'asset', fileName: file.slice(1), source: png });
      }
      for (const language of LANGUAGES) {
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(language).slice(1),
          source: `${JSON.stringify(webAppManifest(language), null, 2)}\n`,
        });
      }
    },
  };
}

const WORKER_SOURCE = 'worker/service-worker.ts';
/** The Hindi texts, loaded by a page rendered in Hindi before it hydrates. */
const HINDI_TEXTS_MODULE = '/src/i18n/hi.ts';

/**
 * The pages the worker saves at installation (the route table's `savedForOffline`) and every file they need to show
 * and hydrate offline: the app's entry with what it imports, each page's module, the Hindi texts and the styles.
 */
function offlineBuild(bundle: Rollup.OutputBundle): OfflineBuild {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const needed = new Set<Rollup.OutputChunk>();
  const add = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || needed.has(chunk)) return;
    needed.add(chunk);
    for (const imported of chunk.imports) add(byFileName.get(imported));
  };
  const moduleChunk = (moduleEnd: string) => {
    const chunk = chunks.find((candidate) => Object.keys(candidate.modules).some((id) => id.endsWith(moduleEnd)));
    if (!chunk) throw new Error(`No chunk holds ${moduleEnd}`);
    return chunk;
  };
  const pages = ROUTE_TABLE.filter((route) => route.savedForOffline);
  add(entry);
  for (const page of new Set(pages.map((route) => route.page.module))) add(moduleChunk(`/src/pages/${page}.tsx`));
  add(moduleChunk(HINDI_TEXTS_MODULE));
  const styles = [...needed].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
  const stylesheet = [...(entry.viteMetadata?.importedCss ?? [])][0];
  if (!stylesheet) throw new Error('The entry chunk has no stylesheet');
  return {
    pages: pages.map((route) => route.path),
    districtPages: ROUTE_TABLE.filter((route) => route.narrowedByDistrict).map((route) => route.path),
    assets: [...new Set([...[...needed].map((chunk) => chunk.fileName), ...styles])].map((file) => `/${file}`),
    stylesheet: `/${stylesheet}`,
  };
}

/**
 * Builds the service worker (web/worker) into the site's build as `sw.js`, after the app: it is told the pages it
 * saves at installation and the files they need, so a release changes the worker whenever those files change.
 */
export function serviceWorkerBuild(): Plugin {
  let offline: OfflineBuild | undefined;
  let outDir = '';
  return {
    name: 'service-worker-build',
    apply: 'build',
    generateBundle(options, bundle) {
      offline = offlineBuild(bundle);
      outDir = options.dir ?? '';
    },
    async closeBundle() {
      if (!offline) return;
      await build({
        configFile: false,
        root: import.meta.dirname,
        resolve: { alias: CONTRACT_FROM_SOURCE },
        logLevel: 'warn',
        define: {
          __OFFLINE_BUILD__: JSON.stringify(offline),
          // Workbox's development logging and checks are left out.
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          minify: true,
          rollupOptions: { treeshake: MODULES_WITHOUT_SIDE_EFFECTS },
          lib: {
            entry: WORKER_SOURCE,
            formats: ['iife'],
            name: 'serviceWorker',
            fileName: () => WORKER_PATH.slice(1),
          },
        },
      });
    },
  };
}
