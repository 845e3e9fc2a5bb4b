import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({ ...viteAppConfig('/'), plugins: [searchIndexInDev()] });
