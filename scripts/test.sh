#!/usr/bin/env bash
# Installs what the tests need, builds the production site and its test variant once each,
# and runs every test file, two at a time. Prints the time of each stage at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

stages=()
stage() {
  local name=$1
  shift
  local started=$SECONDS
  echo "==> $name"
  "$@"
  stages+=("$(printf '%-14s %4d s' "$name" $((SECONDS - started)))")
}

report() {
  local status=$?
  echo
  echo "Stage times:"
  for line in "${stages[@]}"; do echo "  $line"; done
  printf '  %-14s %4d s\n' total "$SECONDS"
  exit "$status"
}
trap report EXIT

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
install_chromium() {
  [ -x "$chromium_path" ] && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium not found at $chromium_path. Install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
    return 1
  fi
}

# Debian's package downloads while npm installs: both wait mostly on the network.
chromium_log=$(mktemp)
install_chromium >"$chromium_log" 2>&1 &
chromium_job=$!
stage install npm install --no-audit --no-fund
wait_chromium() {
  local status=0
  wait "$chromium_job" || status=$?
  cat "$chromium_log"
  return "$status"
}
stage chromium wait_chromium
stage typecheck npx tsc --noEmit
stage audit npm run --silent audit:prod
stage build npm run --silent build
# One more build with the test-only switches (crash page, hosted search, a remote contract).
stage variant-build npx tsx tests/fixtures/variant-site/build.ts

# Longest files first, so the two workers finish together.
slow=(tests/pages/sweep.test.ts tests/search/modal.test.ts tests/e2e/shell.test.ts tests/search/page.test.ts tests/offline/offline.test.ts)
mapfile -t rest < <(find tests -name '*.test.ts' | sort | grep -vxF -f <(printf '%s\n' "${slow[@]}"))
stage tests node --import tsx --test --test-concurrency=2 --test-reporter=spec "${slow[@]}" "${rest[@]}"
