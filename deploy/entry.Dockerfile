# The entry point: nginx serving both built UIs and routing both APIs (nginx.conf). The platform's
# services have their own images (deploy/<service>.Dockerfile). Build from the repository root:
#   docker build -f deploy/entry.Dockerfile -t sports-entry .

# --- build: install (native better-sqlite3 needs a compiler), build both UIs -------------------
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
# The lockfile and package.json's allowScripts are npm 11's.
RUN npm install -g npm@11
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY shared-rules/package.json shared-rules/
COPY event-store/package.json event-store/
COPY service-kit/package.json service-kit/
COPY command-service/package.json command-service/
COPY projections/package.json projections/
COPY query-service/package.json query-service/
COPY adapters/package.json adapters/
COPY demo/package.json demo/
COPY platform/package.json platform/
COPY tools/package.json tools/
COPY ui-player/package.json ui-player/
COPY ui-admin/package.json ui-admin/
COPY testing/package.json testing/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:ui

# --- entry: one port for both UIs and both APIs ------------------------------------------------
# nginx-unprivileged: the master process runs as `nginx` (uid 101), not root, so it listens on
# 8080 (a port below 1024 needs root) and keeps its pid and temporary files under /tmp. The files
# copied in stay owned by root: the server reads them and cannot change them.
FROM nginxinc/nginx-unprivileged:1.27-alpine AS entry
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/ui-player/dist /usr/share/nginx/html
COPY --from=build /app/ui-admin/dist /usr/share/nginx/html/admin
USER 101
EXPOSE 8080
# busybox wget is in the alpine image; /healthz is nginx's own (nginx.conf), so an entry point
# whose upstreams are down still reports itself alive and compose's depends_on says the rest.
HEALTHCHECK --interval=10s --timeout=5s --retries=6 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
