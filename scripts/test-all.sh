#!/usr/bin/env bash
# Runs every test: lint, types, the step catalogue, unit and API tests (PGlite; and PostgreSQL when
# TEST_DATABASE_URL is set), the production build, and the browser tests in Debian's Chromium, which is
# installed with apt-get when missing, as is LibreOffice, which proves the exported files open.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium and CJK fonts with apt-get"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk
fi

if ! command -v soffice >/dev/null 2>&1; then
  echo "LibreOffice not found: installing Debian's libreoffice-writer and libreoffice-calc with apt-get"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libreoffice-writer libreoffice-calc
fi

step() { printf '\n== %s ==\n' "$*"; }
step "lint";            npx eslint .
step "typecheck";       npx tsc -p tsconfig.json
step "step catalogue";  npm run -s validate:steps
step "unit tests";      npx vitest run --project unit --project web
step "API tests (PGlite)"; env -u TEST_DATABASE_URL npx vitest run --project api
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests (PostgreSQL)"; npx vitest run --project api
fi
step "build";           npm run -s build
step "browser tests";   npx playwright test
