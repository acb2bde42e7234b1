# syntax=docker/dockerfile:1
# The API with both brands' portals, for production. Build: docker build -t patient-portal .
# Configuration comes from the environment (deploy/portal.env.example lists what production
# requires); the brand is PORTAL_BRAND, and PORTAL_DIST names that brand's portal. The layout of
# the runtime stage is made by tools/image/layout.mjs, which npm test also runs outside Docker.

FROM node:24-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build -p api portal --parallel=1 --outputStyle=static \
 && node tools/image/layout.mjs --out /app

FROM node:24-slim
ENV NODE_ENV=production \
    PORTAL_ENVIRONMENT=production \
    API_HOST=0.0.0.0 \
    API_PORT=3000 \
    PORTAL_BRAND=general \
    PORTAL_DIST=/app/dist/apps/portal/general
WORKDIR /app
COPY --from=build --chown=root:root /app /app
# The files belong to root and are read-only to the process, which runs as the image's own user.
USER node
EXPOSE 3000
# /readyz pings the database on a connection of its own; /healthz only says the process answers.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.API_PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: requests under way finish, within 25 s (docs/operations.md).
STOPSIGNAL SIGTERM
CMD ["node", "dist/apps/api/main.mjs"]
