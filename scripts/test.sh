#!/usr/bin/env bash
# Installs what the tests need, builds the production site and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."

npm install --no-audit --no-fund

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium not found at $chromium_path. Install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi

npx tsc --noEmit
npm run --silent audit:prod
npm run build

# One file per process; browser suites run their pages concurrently inside.
mapfile -t files < <(find tests -name '*.test.ts' | sort)
node --import tsx --test --test-reporter=spec "${files[@]}"
