#!/usr/bin/env bash
# Installs dependencies, builds the production site and serves it at http://localhost:3000/docs/.
set -euo pipefail
cd "$(dirname "$0")/.."
npm install --no-audit --no-fund
npm run build
exec npx tsx scripts/serve.ts --port "${PORT:-3000}"
