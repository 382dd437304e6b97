# The query service (GET under /api, /org-api, /admin-api).
# Compiled JavaScript (`npm run build`) run by plain node, no TypeScript loader, as
# the unprivileged `node` user. Build from the repository root, as deploy/docker-compose.yml does:
#   docker build -f deploy/query-service.Dockerfile -t sports-query-service .

# --- manifests: package.json files only, so the install layers are cached until one changes -------
FROM node:20-bookworm-slim AS manifests
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

# --- toolchain: better-sqlite3 compiles with node-gyp; the lockfile and allowScripts are npm 11's ---
FROM node:20-bookworm-slim AS toolchain
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
RUN npm install -g npm@11
WORKDIR /app

# --- build: every workspace's dependencies, then esbuild bundles the entry points into platform/dist
FROM toolchain AS build
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- deps: what the built code imports at run time, platform's dependencies and its workspaces' ---
FROM toolchain AS deps
COPY --from=manifests /app ./
RUN npm ci --omit=dev --workspace platform --no-audit --no-fund

# --- app: owned by root, run as `node`, so the process cannot change its own code -----------------
FROM node:20-bookworm-slim AS app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8083
# As `npm start`: 32 MB semi-spaces, fewer scavenges on the request threads (docs/adr/0062-memory-and-flush-tuning.md).
ENV NODE_OPTIONS=--max-semi-space-size=32
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/platform/dist platform/dist
USER node
EXPOSE 8083
HEALTHCHECK --interval=10s --timeout=5s --retries=6 CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "platform/dist/queryService.mjs"]
