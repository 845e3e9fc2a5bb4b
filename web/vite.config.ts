import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { viteAppConfig } from '../libs/web/vite-app-config';

/** The build writes the search index (prerender.ts); the dev server builds it on each request instead. */
function searchIndexInDev(): Plugin {
  return {
    name: 'search-index-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/search-index.json', (_request, response, next) => {
        server
          .ssrLoadModule('/src/features/search/search-content.ts')
          .then(({ siteSearchIndex }) => {
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify((siteSearchIndex as () => unknown)()));
          })
          .catch(next);
      });
    },
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
  isSsrBuild ? serverBuild() : { ...viteAppConfig('/'), plugins: [searchIndexInDev()] },
);
