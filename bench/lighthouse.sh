#!/usr/bin/env bash
# make lighthouse: scores bin/toolshop's home page with Lighthouse 12 in the system's
# Chromium (default mobile emulation), and names every audit that cost points.
set -euo pipefail
cd "$(dirname "$0")/.."

export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
source bench/lib.sh
need "$CHROME_PATH" chromium
# Lighthouse is pinned in bench/lighthouse/package.json, apart from the pages' packages.
[[ -x bench/lighthouse/node_modules/.bin/lighthouse ]] || npm ci --prefix bench/lighthouse --no-audit --no-fund

work=$(mktemp -d)
pids=()
trap stop_all EXIT

start_shop lighthouse
wait_for "http://$shop/healthz" "$shop_pid"
bench/lighthouse/node_modules/.bin/lighthouse "http://$shop/" --quiet \
  --only-categories=performance,accessibility --output=json --output-path="$work/report.json" \
  --chrome-flags="--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run"
node bench/lighthouse/summary.js "$work/report.json"
