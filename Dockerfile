# One image for the api, the worker and the migrate step (see docker-compose.yml).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json /app/nest-cli.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/libs/db/migrations ./libs/db/migrations
COPY --from=build /app/frontend-student/dist ./frontend-student/dist
COPY --from=build /app/media ./media
USER node
CMD ["node", "dist/apps/api/src/main.js"]
