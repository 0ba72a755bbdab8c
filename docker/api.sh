#!/bin/sh
# The API container: migrate the database, seed it (reference data; the demo merchant only in demo
# mode), then become the API: `exec`, so Node is PID 1's process and docker stop's SIGTERM reaches it.
set -e
# SQLite: prisma migrate deploy; a postgresql:// DATABASE_URL: its own migrations (decision 024).
node --import tsx scripts/db-migrate.ts
node --import tsx prisma/seed.ts
exec node --import tsx server/index.ts
