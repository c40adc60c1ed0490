# syntax=docker/dockerfile:1.7
# One build, two images:
#   docker build --target gateway  -t portal-gateway .   GraphQL gateway + the built web app
#   docker build --target platform -t portal-platform .  the reference platform (REST + ledger)
# Both run their package's `start` script (node --max-semi-space-size=4 dist/main.js, the compiled
# service; the flag keeps V8's young generation within 4 MB, small when idle (BENCHMARKS.md (j))
# without the collections that 1 MB cost under load (BENCHMARKS.md (a)); the gateway's also
# grows its old generation by 30 % between full collections, which keeps 10,000 live connections
# under 300 MB: BENCHMARKS.md (f)), the command the test suite starts from a `pnpm deploy --prod`
# copy in gateway/test/entry-scripts.test.ts.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install --global --no-fund --no-audit pnpm@10
WORKDIR /src

# Dependencies from the lockfile only, so this layer is reused until a manifest changes.
FROM base AS deps
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
COPY schema/package.json schema/
COPY envelope/package.json envelope/
COPY telemetry/package.json telemetry/
COPY platform/package.json platform/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN --mount=type=cache,id=pnpm,target=/pnpm/store pnpm install --frozen-lockfile

# The web app and the services are built (scripts/build.ts); each service is deployed with its
# compiled output (`files`: dist) and its production dependencies only.
FROM deps AS build
COPY . .
RUN pnpm run build \
 && pnpm --filter @portal/gateway deploy --prod --legacy /out/gateway \
 && pnpm --filter @portal/platform deploy --prod --legacy /out/platform \
 && cp -r web/dist /out/gateway/web

FROM node:${NODE_VERSION}-bookworm-slim AS gateway
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 WEB_DIST_DIR=/app/web
# As the start script: glibc gives freed native memory back (BENCHMARKS.md (j)).
ENV GLIBC_TUNABLES=glibc.malloc.trim_threshold=131072:glibc.malloc.mmap_threshold=131072
WORKDIR /app
COPY --from=build --chown=node:node /out/gateway ./
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=30", "dist/main.js"]

FROM node:${NODE_VERSION}-bookworm-slim AS platform
ENV NODE_ENV=production PLATFORM_HOST=0.0.0.0 PLATFORM_PORT=4100 DATA_DIR=/data
WORKDIR /app
# Named volumes mounted here start out owned by the unprivileged user.
RUN mkdir -p /data /keys /envelope-public && chown node:node /data /keys /envelope-public
COPY --from=build --chown=node:node /out/platform ./
USER node
VOLUME ["/data"]
EXPOSE 4100
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PLATFORM_PORT||4100)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=4", "dist/main.js"]
