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

# The browser tests run on Debian's chromium-headless-shell (scripts/lib/browser.ts says why).
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
install_chromium() {
  [ -x "$chromium_path" ] && return 0
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium-headless-shell for the browser tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  else
    echo "Chromium not found at $chromium_path. Install Debian's 'chromium-headless-shell' package or set CHROMIUM_PATH." >&2
    return 1
  fi
}

# Jobs that run beside the stages: `background NAME CMD…` starts one with its output kept,
# `finish NAME` waits for it, prints its output and returns its status.
declare -A job_pids job_logs
background() {
  local name=$1
  shift
  job_logs[$name]=$(mktemp)
  "$@" >"${job_logs[$name]}" 2>&1 &
  job_pids[$name]=$!
}
finish() {
  local status=0
  wait "${job_pids[$1]}" || status=$?
  cat "${job_logs[$1]}"
  return "$status"
}

# Debian's package downloads while npm installs: both wait mostly on the network.
background chromium install_chromium
stage install npm install --no-audit --no-fund
stage chromium finish chromium
# The type check and lint (one core each) run beside the build, which leaves a core idle much of the
# time; so does the audit, which waits on the registry.
background typecheck npx tsc --noEmit
background lint npm run --silent lint
background audit npm run --silent audit:prod
stage build npm run --silent build
stage typecheck finish typecheck
stage lint finish lint
stage audit finish audit
# One more build with the test-only switches (crash page, hosted search, a remote contract).
stage variant-build npx tsx tests/fixtures/variant-site/build.ts

# Longest files first, so the two workers finish together.
slow=(tests/pages/sweep.test.ts tests/search/modal.test.ts tests/e2e/shell.test.ts tests/search/page.test.ts tests/offline/offline.test.ts)
mapfile -t rest < <(find tests -name '*.test.ts' | sort | grep -vxF -f <(printf '%s\n' "${slow[@]}"))
stage tests node --import tsx --test --test-concurrency=2 --test-reporter=spec "${slow[@]}" "${rest[@]}"
