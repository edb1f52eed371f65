#!/usr/bin/env bash
# Starts the worker for the Playwright suite on its own port with its own local state, so it never
# touches the developer's `npm start` data on 8787: fresh D1 (migrations + seed), empty KV.
# Run by playwright.config.ts (webServer); wrangler runs `npm run build` itself ([build]).
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${E2E_PORT:-8791}"
STATE="${E2E_STATE:-.wrangler/e2e-state}"
export WRANGLER_SEND_METRICS=false
# Offline: don't try to fetch the `request.cf` sample from Cloudflare (miniflare's placeholder is used).
export CLOUDFLARE_CF_FETCH_ENABLED=false
# The tests run what production runs: wrangler dev bundles React's development build unless told
# otherwise (it defines process.env.NODE_ENV from the environment, "development" by default).
export NODE_ENV=production

# Extra `--var NAME:value` pairs, one per line (the integrations site: test/e2e/integrations/config.ts).
EXTRA=()
while IFS= read -r pair; do
  [ -n "$pair" ] && EXTRA+=(--var "$pair")
done <<<"${E2E_VARS:-}"

rm -rf "$STATE"
npx wrangler d1 migrations apply DB --local --persist-to "$STATE" </dev/null
npx tsx scripts/seed.ts --persist-to "$STATE" </dev/null
# Dubai Land Department transactions through the real import, before the server holds the state.
if [ -n "${E2E_DLD_FILE:-}" ]; then
  npx tsx scripts/dld-import.ts "$E2E_DLD_FILE" --persist-to "$STATE" </dev/null
fi
exec npx wrangler dev --ip 127.0.0.1 --port "$PORT" --inspector-port "$((PORT + 1000))" --persist-to "$STATE" \
  --var OPS_TOKEN:e2e-ops-token --var ALERTS_SECRET:e2e-alerts-secret-0123456789abcdef012345 --var "SITE_URL:http://127.0.0.1:$PORT" ${EXTRA[@]+"${EXTRA[@]}"} \
  --show-interactive-dev-session=false --live-reload=false --log-level warn </dev/null
