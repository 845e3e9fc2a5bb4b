import type { UserConfig } from 'vite';

/** Build settings both React apps share; `base` is where the gateway serves the app's files. */
export function viteAppConfig(base: string): UserConfig {
  return {
    base,
    esbuild: { jsx: 'automatic' },
    build: {
      outDir: 'dist',
      sourcemap: false,
      assetsInlineLimit: 1024,
      // The gateway's CSP allows scripts from files only.
      modulePreload: { polyfill: false },
      rollupOptions: {
        // React and the router change far less often than the pages: a chunk of their own stays cached.
        output: {
          manualChunks: (id) => (id.includes('/node_modules/') ? 'vendor' : undefined),
        },
        // React libraries mark files "use client" for server components; meaningless in a browser bundle.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  };
}
