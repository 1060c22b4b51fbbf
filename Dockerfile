# syntax=docker/dockerfile:1
# The portal for production: the web client built in a throw-away stage, the server run by tsx
# (a runtime dependency) as the unprivileged `node` user. Configure it with the environment
# (README, Configuration); it refuses to start without what production needs.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund
COPY packages/shared packages/shared
COPY apps/web apps/web
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    UPLOAD_DIR=/var/lib/portal/uploads
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
    && mkdir -p /var/lib/portal/uploads && chown -R node:node /var/lib/portal
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY --from=build /app/apps/web/dist apps/web/dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:8080/readyz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["npm", "run", "serve"]
