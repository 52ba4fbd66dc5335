#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server for the API tests and prints its URL (TEST_DATABASE_URL).
# Installs PostgreSQL with apt-get when it is missing. Usage: eval "$(bash scripts/start-test-postgres.sh)"
set -euo pipefail
PORT="${PGTEST_PORT:-54329}"
DIR="${PGTEST_DIR:-/tmp/pw-pgtest}"
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ]; then
  echo "PostgreSQL not found: installing it with apt-get" >&2
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then useradd -r -m postgres >&2; fi
if ! run "$bindir/pg_ctl -D $DIR status" >/dev/null 2>&1; then
  rm -rf "$DIR"; mkdir -p "$DIR"; [ "$(id -u)" = 0 ] && chown postgres "$DIR"
  run "$bindir/initdb -D $DIR -U postgres -A trust -E UTF8 --locale=C.UTF-8" >&2
  run "$bindir/pg_ctl -D $DIR -o '-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off' -l $DIR/log -w start" >&2
fi
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
