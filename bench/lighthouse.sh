#!/usr/bin/env bash
# make lighthouse: scores bin/toolshop's home page, a tool's page, a category's, a purchase page
# (signed in) and the cart, empty and with four tools, with Lighthouse 12 in the system's
# Chromium (default mobile emulation), best of three runs each: performance, accessibility,
# best practices and SEO, naming every audit that cost points; times the first tap on a tool's
# page and the home page's first cards; then scores the home, tool and category pages of a
# shop of TOOLS tools more (bench/seed). bench/lighthouse/score.mjs holds the targets.
set -euo pipefail
cd "$(dirname "$0")/.."

export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
source bench/lib.sh
need "$CHROME_PATH" chromium
# Lighthouse is pinned in bench/lighthouse/package.json, apart from the pages' packages.
# npm ci installs exactly the lock file's packages, so every machine scores with the same ones.
[[ -d bench/lighthouse/node_modules/puppeteer-core ]] || npm ci --prefix bench/lighthouse --no-audit --no-fund

work=$(mktemp -d)
pids=()
trap stop_all EXIT

TOOLS=${TOOLS:-100000}

echo "The demo shop"
start_shop lighthouse
wait_for "http://$shop/healthz" "$shop_pid"
node bench/lighthouse/score.mjs "http://$shop"
kill "$shop_pid"

echo
echo "A shop of $TOOLS tools more: $(go run ./bench/seed -data "$work/big" -tools "$TOOLS" -orders 0)"
start_shop big
wait_for "http://$shop/healthz" "$shop_pid"
node bench/lighthouse/score.mjs "http://$shop" big
