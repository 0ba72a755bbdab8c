#!/bin/sh
# The API container: migrate the database, seed it (reference data; the demo merchant only in demo
# mode), then become the API: `exec`, so Node is PID 1's process and docker stop's SIGTERM reaches it.
set -e
node node_modules/prisma/build/index.js migrate deploy
node --import tsx prisma/seed.ts
exec node --import tsx server/index.ts
