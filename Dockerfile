# One image for the API and the web server (docker-compose.yml runs it twice, with different commands).
FROM node:20-bookworm-slim AS build
# Every image and stage of the stack is labelled, so the images a rebuild leaves untagged can be
# pruned without touching anyone else's (scripts/compose-smoke.sh does after each run).
LABEL casino-portal.stack=local
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
# patch-package applies these after the install (decision 029).
COPY patches ./patches
RUN npm ci
COPY . .
RUN npx remix build && npm prune --omit=dev && npm cache clean --force

FROM node:20-bookworm-slim
LABEL casino-portal.stack=local
# Prisma's query compiler looks for OpenSSL's library at start; without it, it warns on every start.
RUN apt-get update && apt-get install -y --no-install-recommends openssl && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
# The code belongs to root and is read-only for the service user; only data/ is writable.
COPY --from=build /app ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000 4000
CMD ["sh", "docker/api.sh"]
