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
COPY event-store/package.json event-store/
COPY service-kit/package.json service-kit/
COPY command-service/package.json command-service/
COPY projections/package.json projections/
COPY query-service/package.json query-service/
COPY platform/package.json platform/
COPY ui-player/package.json ui-player/
COPY ui-admin/package.json ui-admin/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:ui

# --- entry: one port for both UIs and both APIs ------------------------------------------------
FROM nginx:1.27-alpine AS entry
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/ui-player/dist /usr/share/nginx/html
COPY --from=build /app/ui-admin/dist /usr/share/nginx/html/admin
