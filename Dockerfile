# Not built on the development machines, which have no Docker engine: see docs/deploy.md.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Not `npm ci`: the lockfile lacks the optional native packages of other platforms (macOS,
# Windows), and npm ci refuses a lockfile it would have to complete. npm install keeps every
# version the lockfile pins and adds only those.
RUN npm install --no-audit --no-fund
COPY . .
RUN npx react-router build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/server.js ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/app/db/migrations ./app/db/migrations
COPY --from=build /app/assets/fonts ./assets/fonts
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
