# syntax=docker/dockerfile:1
# Multi-stage build: install + build the SPA, then a slim runtime that runs as the non-root `node` user.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=true
COPY package.json package-lock.json .puppeteerrc.cjs ./
COPY shared-types/package.json shared-types/
COPY embedded-mongo/package.json embedded-mongo/
COPY realtime-server/package.json realtime-server/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web

FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=true
COPY --from=build /app/package.json /app/package-lock.json /app/.puppeteerrc.cjs ./
COPY --from=build /app/shared-types/package.json shared-types/
COPY --from=build /app/embedded-mongo/package.json embedded-mongo/
COPY --from=build /app/realtime-server/package.json realtime-server/
COPY --from=build /app/web/package.json web/
COPY --from=build /app/e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund --workspace realtime-server --include-workspace-root

FROM node:20-bookworm-slim AS runtime
# The accessibility scanner drives a headless browser.
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data CHROMIUM_PATH=/usr/bin/chromium
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/shared-types ./shared-types
COPY --from=build /app/embedded-mongo/package.json /app/embedded-mongo/README.md ./embedded-mongo/
COPY --from=build /app/embedded-mongo/src ./embedded-mongo/src
COPY --from=build /app/embedded-mongo/bin ./embedded-mongo/bin
COPY --from=build /app/realtime-server/package.json ./realtime-server/
COPY --from=build /app/realtime-server/src ./realtime-server/src
COPY --from=build /app/realtime-server/media ./realtime-server/media
COPY --from=build /app/web/dist ./web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "realtime-server/src/main.ts"]
