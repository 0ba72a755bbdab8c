#!/bin/sh
# The postgres profile's database: on a new volume, create the cluster, the role and the database
# the API instances use (POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB), reachable from the
# compose network with a password; then become the server (exec: docker stop's signal reaches it).
set -e
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  initdb --pgdata="$PGDATA" --username=postgres --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  pg_ctl --pgdata="$PGDATA" --options="-c listen_addresses=''" --wait start >/dev/null
  psql --username=postgres --no-psqlrc --set=ON_ERROR_STOP=1 --quiet \
    --set=user="$POSTGRES_USER" --set=password="$POSTGRES_PASSWORD" --set=db="$POSTGRES_DB" <<'SQL'
CREATE ROLE :"user" LOGIN PASSWORD :'password';
CREATE DATABASE :"db" OWNER :"user";
SQL
  pg_ctl --pgdata="$PGDATA" --mode=fast --wait stop >/dev/null
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
fi
exec postgres -D "$PGDATA" -c listen_addresses='*'
