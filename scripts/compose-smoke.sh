#!/usr/bin/env bash
# The docker compose stack, exercised as a developer and a tester use it (run by .ci/run on every
# change; on a workstation it needs only Docker):
#   a clean build (its time and the image's size are printed), up until healthy, register and log in
#   through the web form, a protected page, a testers' scenario and the clock inside the stack, a
#   password-reset e-mail through SMTP into the mail catcher, down and up again with the data kept
#   (log in again), then each service stopped with SIGTERM: exit 0 within 5 s (times printed), and
#   everything torn down with its volumes. Then the `postgres` profile (decision 026): PostgreSQL and
#   two API instances, both healthy, a merchant registers and logs in through the web in front of them,
#   each instance served some of its calls, and with one instance stopped the site still logs in.
set -euo pipefail
cd "$(dirname "$0")/.."

export COMPOSE_PROJECT_NAME=${COMPOSE_PROJECT_NAME:-casinosmoke}
# Ports of their own, so a running `npm start` (3000/4000) does not stand in the way.
export WEB_HOST_PORT=${WEB_HOST_PORT:-3900} API_HOST_PORT=${API_HOST_PORT:-4900} MAIL_HOST_PORT=${MAIL_HOST_PORT:-1980}
export PG_WEB_HOST_PORT=${PG_WEB_HOST_PORT:-3910} PG_API_1_HOST_PORT=${PG_API_1_HOST_PORT:-4911} PG_API_2_HOST_PORT=${PG_API_2_HOST_PORT:-4912}
WEB=http://127.0.0.1:$WEB_HOST_PORT
API=http://127.0.0.1:$API_HOST_PORT
MAIL=http://127.0.0.1:$MAIL_HOST_PORT
JAR=$(mktemp)
HEADERS=$(mktemp)

say() { printf '[compose-smoke] %s\n' "$*"; }
fail() {
  say "FAILED: $*" >&2
  docker compose logs --tail=40 >&2 || true
  exit 1
}
# The postgres profile's services answer only with the profile named.
pg() { docker compose --profile postgres "$@"; }
cleanup() {
  pg down -v --remove-orphans >/dev/null 2>&1 || true
  # A rebuild leaves the stack's previous images and its build stage untagged: ~4.7 GB a run, which
  # filled this machine's disk after some dozen runs. Only our images, and only untagged ones.
  docker image prune -f --filter label=casino-portal.stack >/dev/null 2>&1 || true
  rm -f "$JAR" "$HEADERS"
}
trap cleanup EXIT

container() { docker compose ps -q "$1"; }

wait_healthy() {
  for _ in $(seq 1 90); do
    local api web
    api=$(docker inspect -f '{{.State.Health.Status}}' "$(container api)" 2>/dev/null || true)
    web=$(docker inspect -f '{{.State.Health.Status}}' "$(container web)" 2>/dev/null || true)
    [ "$api" = healthy ] && [ "$web" = healthy ] && return 0
    sleep 2
  done
  fail "the services did not become healthy (api: $api, web: $web)"
}

# The login dialog's form carries its authenticity token; the cookie jar keeps the session.
csrf() { sed -n 's/.*name="csrf" value="\([^"]*\)".*/\1/p' <<<"$(curl -fsS -c "$JAR" -b "$JAR" "$WEB/en?showLogin=1")" | head -1; }

post_form() { # path, then name=value pairs; prints the status and keeps the headers
  local path=$1
  shift
  local args=()
  for pair in "$@"; do args+=(--data-urlencode "$pair"); done
  curl -sS -o /dev/null -D "$HEADERS" -w '%{http_code}' -c "$JAR" -b "$JAR" -X POST "$WEB$path" "${args[@]}"
}

log_in() {
  : >"$JAR"
  local status
  status=$(post_form /en/auth/login "csrf=$(csrf)" "account=$ACCOUNT" "password=$PASSWORD" "backTo=/en")
  [ "$status" = 302 ] && ! grep -qi '^location:.*showLogin' "$HEADERS" || fail "logging in through the form answered $status"
  # (Read whole, then searched: `curl | grep -q` fails under pipefail when grep stops reading early.)
  grep -q "$ACCOUNT" <<<"$(curl -fsS -b "$JAR" "$WEB/en/my-order")" || fail "the protected page did not show the logged-in merchant"
  say "logged in through the web form as $ACCOUNT; the protected page /en/my-order shows the account"
}

pg down -v --remove-orphans >/dev/null 2>&1 || true
say "building the images from scratch"
started=$(date +%s)
# From scratch unless told otherwise (COMPOSE_SMOKE_BUILD_FLAGS="" reuses the layer cache while iterating).
docker compose build ${COMPOSE_SMOKE_BUILD_FLAGS---no-cache}
say "build time: $(( $(date +%s) - started )) s"
say "image size: casino-portal:local $(( $(docker image inspect casino-portal:local --format '{{.Size}}') / 1000000 )) MB"

docker compose up -d
wait_healthy
say "api and web are healthy"
grep -q '"status":"ok"' <<<"$(curl -fsS "$API/api/health")" || fail "the API is not published for its docs on $API"
curl -fsSL "$API/api/docs" >/dev/null || fail "/api/docs is not reachable from the host"
docker run --rm casino-portal:local sh -c 'test ! -e .env && test ! -d tests && test ! -e data/secrets.json && test "$(id -u)" != 0' || fail "the image holds .env, tests or secrets, or runs as root"

ACCOUNT=smoke$(date +%s | tail -c 7)
PASSWORD=Kestrel842
status=$(post_form /en/auth/register "csrf=$(csrf)" "account=$ACCOUNT" "password=$PASSWORD" "email=$ACCOUNT@example.com" "backTo=/en")
[ "$status" = 302 ] || fail "registering through the form answered $status"
log_in

grep -q 'Log in as "deposit_low"' <<<"$(docker compose exec -T api npm run --silent seed:scenario -- deposit-low)" || fail "seed:scenario did not run inside the stack"
grep -q '^Clock: ' <<<"$(docker compose exec -T api npm run --silent clock -- show)" || fail "the clock command did not run inside the stack"
say "the testers' commands run inside the stack"

: >"$JAR" # a visitor who forgot the password: not logged in
status=$(post_form /en/auth/forgot "csrf=$(csrf)" "account=$ACCOUNT" "backTo=/en")
[ "$status" = 302 ] || fail "asking for a reset code answered $status"
for _ in $(seq 1 20); do grep -q "$ACCOUNT@example.com" <<<"$(curl -fsS "$MAIL/api/email")" && break; sleep 1; done
grep -q "$ACCOUNT@example.com" <<<"$(curl -fsS "$MAIL/api/email")" || fail "the reset e-mail did not reach the mail catcher over SMTP"
say "the password-reset e-mail reached the mail catcher over SMTP ($MAIL)"

docker compose down
docker compose up -d
wait_healthy
log_in
say "after down and up the account is still there (the volume kept the data)"

for service in web mail api; do
  id=$(container "$service")
  started=$(date +%s%N)
  docker stop -t 10 "$id" >/dev/null
  ms=$(( ($(date +%s%N) - started) / 1000000 ))
  code=$(docker inspect -f '{{.State.ExitCode}}' "$id")
  say "$service stopped in $ms ms with exit code $code"
  [ "$code" = 0 ] || fail "$service exited with $code on SIGTERM"
  [ "$ms" -lt 5000 ] || fail "$service took $ms ms to stop"
done

say "the postgres profile: building its database image"
pg build ${COMPOSE_SMOKE_BUILD_FLAGS---no-cache} pg
pg up -d pg-web
for _ in $(seq 1 90); do
  states=$(for service in pg pg-api-1 pg-api-2 pg-web; do docker inspect -f '{{.State.Health.Status}}' "$(pg ps -q "$service")" 2>/dev/null || echo none; done | tr '\n' ' ')
  [ "$states" = "healthy healthy healthy healthy " ] && break
  sleep 2
done
[ "$states" = "healthy healthy healthy healthy " ] || { pg logs --tail=40 >&2; fail "the postgres profile did not become healthy (pg, pg-api-1, pg-api-2, pg-web: $states)"; }
for port in "$PG_API_1_HOST_PORT" "$PG_API_2_HOST_PORT"; do
  grep -q '"status":"ok"' <<<"$(curl -fsS "http://127.0.0.1:$port/api/health")" || fail "the API instance on $port is not healthy"
done
say "postgres profile: PostgreSQL and both API instances are healthy"
WEB=http://127.0.0.1:$PG_WEB_HOST_PORT
ACCOUNT=pgsmoke$(date +%s | tail -c 7)
: >"$JAR"
status=$(post_form /en/auth/register "csrf=$(csrf)" "account=$ACCOUNT" "password=$PASSWORD" "email=$ACCOUNT@example.com" "backTo=/en")
[ "$status" = 302 ] || fail "registering through the postgres profile's web answered $status"
log_in
log_in
for service in pg-api-1 pg-api-2; do
  served=$(pg logs --no-color "$service" | grep -c '"url":"/api/' || true)
  say "$service served $served of the web's API calls"
  [ "$served" -gt 0 ] || fail "$service served none of the web's calls: the web does not spread them"
done
docker stop -t 10 "$(pg ps -q pg-api-1)" >/dev/null
log_in
say "with pg-api-1 stopped, the web still logs in through pg-api-2"
pg down -v --remove-orphans >/dev/null 2>&1
say "passed"
