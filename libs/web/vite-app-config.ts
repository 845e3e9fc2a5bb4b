import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';

/**
 * The contract as its TypeScript source: the apps bundle it (and reload on a change under `npm run dev`); the
 * services, run by Node, read its build in contracts/dist.
 */
export const CONTRACT_FROM_SOURCE = {
  '@seedcorp/contracts': fileURLToPath(new URL('../../contracts/src', import.meta.url)),
};

/**
 * For every bundle of the apps, the modules a bundle leaves out unless it uses what they export. csv-parse's browser
 * build sets up its own copy of Node's Buffer when loaded, which the bundler cannot tell is harmless, so a bundle that
 * never reads CSV (the public site's pages, its service worker, the site renderer, where the package stays external)
 * would still load it. The contract declares itself free of side effects (`sideEffects` in its package.json), which
 * this option would otherwise override for its source: a page that reads one constant of it would carry the whole API
 * table.
 */
export const MODULES_WITHOUT_SIDE_EFFECTS = {
  moduleSideEffects: (id: string) => !/(^|\/node_modules\/)csv-parse\/|\/contracts\/src\//.test(id),
};

/**
 * Build settings both React apps share; `base` is where the gateway serves the app's files. `onDemandPackages` are
 * imported only when needed, so they stay out of the vendor chunk every page loads.
 */
export function viteAppConfig(base: string, onDemandPackages: readonly string[] = []): UserConfig {
  const onDemandChunk = (id: string) => onDemandPackages.find((name) => id.includes(`/node_modules/${name}/`));
  return {
    base,
    resolve: { alias: CONTRACT_FROM_SOURCE },
    esbuild: { jsx: 'automatic' },
    build: {
      outDir: 'dist',
      sourcemap: false,
      assetsInlineLimit: 1024,
      // The gateway's CSP allows scripts from files only.
      modulePreload: { polyfill: false },
      rollupOptions: {
        treeshake: MODULES_WITHOUT_SIDE_EFFECTS,
        // React and the router change far less often than the pages: chunks of their own stay cached. Preact (the
        // public site's React in the browser) apart from the router, as a page that runs only its islands needs no
        // router.
        output: {
          manualChunks: (id) =>
            id.includes('/node_modules/')
              ? (onDemandChunk(id) ?? (id.includes('/node_modules/preact/') ? 'preact' : 'vendor'))
              : undefined,
        },
        // React libraries mark files "use client" for server components; meaningless in a browser bundle.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  };
}
