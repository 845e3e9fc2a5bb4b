# syntax=docker/dockerfile:1.19.0
# Every image of the platform, one target each (build context: the repository root):
#   service (with --build-arg SERVICE=<name>), migrations, site-renderer, gateway.
# They share one dependency install; the seven services differ only by name.
ARG NODE_IMAGE=node:22.21.1-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27.5-alpine

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY contracts/package.json contracts/
COPY libs/package.json libs/
COPY libs/web/package.json libs/web/
COPY services/auth/package.json services/auth/
COPY services/media/package.json services/media/
COPY services/notifications/package.json services/notifications/
COPY services/directories/package.json services/directories/
COPY services/dashboard/package.json services/dashboard/
COPY services/content/package.json services/content/
COPY services/sales/package.json services/sales/
COPY web/package.json web/
COPY admin-web/package.json admin-web/
# The test helpers and the local runner are workspaces too: npm ci needs their manifests, never their code.
COPY testing/package.json testing/
COPY scripts/stack/package.json scripts/stack/
RUN npm ci --no-audit --no-fund

FROM deps AS build-services
COPY contracts contracts
COPY libs libs
COPY services services
RUN npx tsc -b services/auth services/media services/notifications services/directories services/dashboard services/content services/sales

# Both React apps, the site renderer's server build, and the gateway's nginx.conf (with its default sign-in zone)
# rendered from contracts/src/routes.json. The apps bundle the contract from its source; the gateway's renderer
# finds it there through tsconfig.json's paths.
FROM deps AS build-web
COPY tsconfig.json ./
COPY contracts/src contracts/src
COPY libs/src libs/src
COPY libs/web libs/web
COPY gateway gateway
COPY web web
COPY admin-web admin-web
RUN npm run build -w web -w admin-web && npx tsx gateway/render.ts --out-dir /app/gateway-conf

FROM deps AS prod-deps
# Every workspace declares what its code imports and each package has one version, so all of them are in the root's
# node_modules (scripts/deploy/workspace-packages.spec.ts).
RUN npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime-base
ENV NODE_ENV=production HOST=0.0.0.0
# Fewer glibc arenas: memory freed after an image upload goes back instead of lingering per thread.
ENV MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=build-services /app/contracts/package.json contracts/package.json
COPY --from=build-services /app/contracts/dist contracts/dist
COPY --from=build-services /app/libs/package.json libs/package.json
COPY --from=build-services /app/libs/dist libs/dist

FROM runtime-base AS migrations
COPY --from=build-services /app/services services
# The content service publishes the site's own tables from here when they are absent, and the sales service's first
# migration takes its first sale counters from the same seed.
COPY seeds/README.md seeds/README.md
COPY seeds/content seeds/content
COPY seeds/sales seeds/sales
USER node
CMD ["sh", "-c", "for service in auth media notifications directories dashboard content sales; do node services/$service/dist/migrate.js || exit 1; done"]

# The public site's server build and the packages it imports.
FROM ${NODE_IMAGE} AS site-renderer
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3006
# RENDERER_NODE_OPTIONS in web/server/renderer-config.ts
ENV NODE_OPTIONS="--max-semi-space-size=8 --max-old-space-size=96"
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=build-web /app/web/package.json web/package.json
COPY --from=build-web /app/web/dist-server web/dist-server
USER node
EXPOSE 3006
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "web/dist-server/site-renderer.js"]

# Runs as a non-root user and listens on 8080. GATEWAY_TRUSTED_PROXIES, GATEWAY_AUTH_RATE_PER_MINUTE and SITE_URL are
# read at start (container-settings.sh writes them into conf.d), as the local runner reads them.
FROM ${NGINX_IMAGE} AS gateway
COPY --from=build-web /app/gateway-conf/nginx.conf /etc/nginx/nginx.conf
COPY --from=build-web /app/gateway-conf/auth-rate.default.conf /etc/nginx/auth-rate.default.conf
COPY gateway/container-settings.sh /docker-entrypoint.d/15-container-settings.sh
COPY --from=build-web /app/web/dist /usr/share/nginx/html/web
COPY --from=build-web /app/admin-web/dist /usr/share/nginx/html/admin
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD wget -q -O /dev/null http://127.0.0.1:8080/ || exit 1

# Last: the classic builder builds every stage before the one asked for, and this one needs SERVICE.
FROM runtime-base AS service
ARG SERVICE
ENV SERVICE=${SERVICE}
COPY --from=build-services /app/services/${SERVICE}/package.json services/${SERVICE}/package.json
COPY --from=build-services /app/services/${SERVICE}/dist services/${SERVICE}/dist
# The content service answers ready only once every table of its seed is published, and reads their keys here
# (the stage is one for all seven services; the seed is a few small files).
COPY seeds/README.md seeds/README.md
COPY seeds/content seeds/content
COPY seeds/sales seeds/sales
USER node
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["sh", "-c", "exec node services/$SERVICE/dist/main.js"]
