#!/usr/bin/env bash
# The API test suite a second time, on PostgreSQL (decision 024): installs Debian's PostgreSQL when
# it is missing, starts a cluster, makes a role for the tests and runs `vitest run tests/api` with
# TEST_POSTGRES_URL (each test API gets a database of its own, created from a migrated template).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "• Installing Debian's PostgreSQL"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi
VERSION=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$VERSION main"; then pg_createcluster "$VERSION" main >/dev/null; fi
pg_ctlcluster "$VERSION" main start 2>/dev/null || true
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 && break; sleep 1; done
su postgres -c "psql -q -c \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'casino_test') THEN CREATE ROLE casino_test LOGIN CREATEDB PASSWORD 'casino_test'; END IF; END \\\$\\\$;\""

echo "• The API tests on PostgreSQL $VERSION"
TEST_POSTGRES_URL="postgresql://casino_test:casino_test@127.0.0.1:5432/postgres" npx vitest run tests/api prisma/postgres
