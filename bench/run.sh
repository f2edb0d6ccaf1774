#!/usr/bin/env bash
# make bench: loads bin/toolshop on loopback with wrk and hey, beside a bare net/http server
# that answers with the same bytes, and prints the figures docs/PERFORMANCE.md records: first
# on the demo shop, then on a shop of TOOLS tools and ORDERS orders (bench/seed) on SQLite and
# on PostgreSQL. Each load run lasts DURATION, and each comparison with the baseline takes
# ROUNDS pairs of runs; everything the script starts it stops, and the PostgreSQL databases
# it creates it drops.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10s}
ROUNDS=${ROUNDS:-3}
CONNECTIONS=${CONNECTIONS:-16}
SEARCH_CONNECTIONS=${SEARCH_CONNECTIONS:-4}
TOOLS=${TOOLS:-100000}
ORDERS=${ORDERS:-100000}
PG_URL=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable}
ADMIN=bench@example.com

source bench/lib.sh
need wrk wrk
need hey hey

work=$(mktemp -d)
pids=()
pg_dbs=()
cleanup() {
  stop_all
  for db in "${pg_dbs[@]}"; do psql "$PG_URL" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" || true; done
}
trap cleanup EXIT

# serve NAME [VAR=VALUE...] starts the shop and prints how long it took to answer /healthz,
# with the startup its log reports.
serve() {
  start_shop "$1" ADMIN_EMAILS=$ADMIN MAX_PENDING_ORDERS=1000000000 "${@:2}"
  wait_for "http://$shop/healthz" "$shop_pid"
  local ms=$((($(date +%s%N) - shop_started) / 1000000))
  report "ready ($1)" "$(printf '%d ms to answer /healthz; log: startup %s' "$ms" \
    "$(sed -n 's/.*"msg":"toolshop ready".*"startup":"\([^"]*\)".*/\1/p' "$work/$1.log")")"
}

# peak_rss prints the running shop's peak memory so far, and what it holds now: its own
# (anonymous) memory, and the pages of files it maps, which on SQLite are the database file's
# (read connections map it, store/db.go): the kernel's page cache, shared and reclaimable.
peak_rss() {
  awk '/VmHWM/ {peak = $2} /RssAnon/ {anon = $2} /RssFile/ {file = $2}
    END {printf "%.1f MB (now: own %.1f MB, mapped files %.1f MB)", peak / 1024, anon / 1024, file / 1024}' \
    "/proc/$shop_pid/status"
}

# stop_shop NAME prints the shop's peak memory and stops it.
stop_shop() {
  report "peak RSS ($1)" "$(peak_rss)"
  kill "$shop_pid"
  wait "$shop_pid" || true
}

report() { printf '%-41s %s\n' "$1" "$2"; }

# load NAME URL [VAR=VALUE...] runs wrk for DURATION on $connections connections
# (bench/wrk.lua reads BODY, TOKEN and QUERIES) and prints requests/s, p50, p95 and p99; it leaves
# the requests/s in $rps.
connections=$CONNECTIONS
load() {
  local name=$1 url=$2 p50 p95 p99 failed
  shift 2
  read -r rps p50 p95 p99 failed < <(env "$@" wrk -t1 -c"$connections" -d"$DURATION" -s bench/wrk.lua "$url" |
    sed -n 's/^RESULT //p')
  report "$name" "$(printf '%7s req/s   p50 %6s ms   p95 %6s ms   p99 %6s ms   failed %s' "$rps" "$p50" "$p95" "$p99" "$failed")"
}

# json_field NAME reads one string field from the JSON on stdin.
json_field() { sed -n "s/.*\"$1\":\"\\([^\"]*\\)\".*/\\1/p"; }

# call METHOD PATH [TOKEN] [BODY] sends one API request to the shop.
call() {
  curl -sf -X "$1" "http://$shop$2" -H 'Content-Type: application/json' \
    ${3:+-H "Authorization: Bearer $3"} ${4:+-d "$4"}
}

# sign_in NAME EMAIL signs EMAIL up (verified through the link mailed to it in the outbox of
# the shop's data folder, signed in, as the link asks) and leaves their API token in $token.
# $ADMIN is made an admin (ADMIN_EMAILS).
sign_in() {
  local identity verify
  identity=$(call POST /auth/signup "" '{"name":"Bench","email":"'$2'","password":"bench-password"}' | json_field token)
  token=$(call PUT "/user/$2" "$identity" '{"email":"'$2'"}' | json_field token)
  until verify=$(grep -rlsF -- "$2" "$work/$1/outbox" | xargs -r grep -hos 'verify-email?token=[A-Za-z0-9]*' | head -1) &&
    [[ -n $verify ]]; do sleep 0.01; done
  call POST /auth/verify-email "$token" '{"token":"'"${verify#*token=}"'"}' >/dev/null
}

# orders NAME adds a tool with endless stock as the admin and has a customer order it, one at a
# time, for DURATION (admins do not buy), shipped by the shop's first shipping method.
orders() {
  local tool method left
  sign_in "$1" "$ADMIN"
  tool=$(call POST /tools "$token" '{"name":"BENCH HAMMER","price":1,"image":"/images/demo/claw-hammer.svg",
    "minOrder":1,"availableQuantity":1000000000,"description":"Stock for the load test."}' | json_field insertedId)
  method=$(call GET /shipping-methods | grep -o '"_id":"[^"]*"' | head -1 | cut -d'"' -f4)
  sign_in "$1" buyer@example.com
  load "POST /orders ($1)" "http://$shop/orders" TOKEN="$token" \
    BODY='{"toolId":"'"$tool"'","customerName":"Bench","line1":"1 Loop Road","city":"San Leandro","region":"CA",
      "postalCode":"94577","country":"US","shippingMethodId":"'"$method"'","number":"555-0100","quantity":1}'
  left=$(call GET "/tool/$tool" | sed -n 's/.*"availableQuantity":\([0-9]*\).*/\1/p')
  report "  orders stored" "$((1000000000 - left))"
}

echo "toolshop bench: $(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)," \
  "load average $(cut -d' ' -f1-3 /proc/loadavg), $DURATION per run, $CONNECTIONS connections"
go build -o "$work/baseline" ./bench/baseline
go build -o "$work/seed" ./bench/seed

# baseline PATH... starts bench/baseline with the running shop's answers to the paths, waits
# until it answers the first, and sets $base (host:port).
baseline() {
  base=127.0.0.1:$(free_port)
  "$work/baseline" -shop "http://$shop" -addr "$base" "$@" &
  pids+=($!)
  wait_for "http://$base${1%%\?*}" "$!"
}

# beside PATH loads PATH on the shop, then on the baseline, ROUNDS times in turn, and prints
# shop/baseline over all the rounds: one pair of runs varies by 15 % either way with what
# else the two cores do.
beside() {
  local round shop_sum=0 base_sum=0
  for round in $(seq "$ROUNDS"); do
    load "GET $1 (shop, round $round)" "http://$shop$1"
    shop_sum=$((shop_sum + rps))
    load "GET $1 (baseline, round $round)" "http://$base$1"
    base_sum=$((base_sum + rps))
  done
  report "  shop/baseline" "$(awk -v s="$shop_sum" -v b="$base_sum" 'BEGIN {printf "%.0f%%", 100 * s / b}')"
}

serve sqlite
# The pages the server writes, from memory: a tool's page at its address, a category's, home.
tool_page=$(curl -s -o /dev/null -w '%{redirect_url}' "http://$shop/products/$(call GET /tools | grep -o '"_id":"[^"]*"' | head -1 | cut -d'"' -f4)")
tool_page=/${tool_page#http://*/}
baseline /tools /ratings "$tool_page" /categories/hand-tools /
beside /tools
beside /ratings
beside "$tool_page"
beside /categories/hand-tools
beside /
# steady NAME loads GET /tools at 1,000 req/s for DURATION and prints its latency.
steady() {
  report "$1" "$(hey -z "$DURATION" -c 10 -q 100 "http://$shop/tools" |
    awk '/Requests\/sec/ {rate = $2} / 50% in/ {p50 = $3 * 1000} / 99% in/ {p99 = $3 * 1000}
      END {printf "%.0f req/s   p50 %.2f ms   p99 %.2f ms", rate, p50, p99}')"
}
steady "GET /tools at 1,000 req/s"
# hammer [HEY ARGS...] starts a client with 4 connections sending that request for DURATION.
hammer() {
  hey -z "$DURATION" -c 4 "$@" >/dev/null &
  hammers+=($!)
}
# The control: two clients on a call that does nothing, so what remains is the cost of
# serving any request on this machine.
hammers=()
hammer "http://$shop/healthz"
hammer "http://$shop/healthz"
steady "  while /healthz hammered"
wait "${hammers[@]}"
# Two anonymous clients hammer the calls that could hash passwords: the cheap refusals
# (limits, the reset link looked up first) must cost no more than the control.
hammers=()
hammer -m POST -T application/json -d '{"email":"nobody@example.com","password":"guess-1"}' \
  "http://$shop/auth/login"
hammer -m POST -T application/json -d '{"token":"made-up","password":"guess-12"}' \
  "http://$shop/auth/password-reset/confirm"
steady "  while login/reset hammered"
wait "${hammers[@]}"
orders sqlite
stop_shop sqlite

# pg_database NAME creates a PostgreSQL database that cleanup drops, and leaves its URL in
# $pg_url.
pg_database() {
  local query="" base_url=${PG_URL%%\?*}
  psql "$PG_URL" -qc "CREATE DATABASE $1"
  pg_dbs+=("$1")
  [[ $PG_URL == *\?* ]] && query="?${PG_URL#*\?}"
  pg_url="${base_url%/*}/$1$query"
}

pg=false
if psql "$PG_URL" -qc 'SELECT 1' >/dev/null 2>&1; then
  pg=true
  pg_database "toolshop_bench_$$"
  serve postgres DATABASE_URL="$pg_url"
  orders postgres
  stop_shop postgres
else
  echo "PostgreSQL at $PG_URL does not answer: set BENCH_DATABASE_URL to measure orders on it"
fi

# The big shop: the demo catalogue and TOOLS tools more, with ORDERS orders.

# Searches for the uncached runs, one after another: two words, one, the start of one,
# typos the shop corrects, and words no tool holds (the shop then looks for corrections).
SEARCHES='cordless drill|brushless impact driver|18v angle grinder|compact jigsaw|heavy duty claw hammer'
SEARCHES+='|steel socket set|pro tape measure|mini spirit level|industrial circular saw|fibreglass hammer'
SEARCHES+='|12v drill|acme drill|redline grinder|northwood hand saw|keystone pliers|drill|hammer|saw|wrench'
SEARCHES+='|rotary|dri|gri|scr|cordles dril|brushles grinder|hamer|screwdrivr set|tape measur|sprit level'
SEARCHES+='|circuler saw|ajustable wrench|plumbing wrench|masonry drill|garden saw|electrical pliers'
SEARCHES+='|workshop level|metalwork grinder|site drill 18v|drill 1234|model 5000|chisel|laser level'

# The filters of the filtered searches: a specification, a brand and a price (bench/seed's).
FILTERS='spec=Voltage:18V&brand=acme&brand=bolt&priceMax=300'

# seed NAME [SEED FLAGS...] fills a new database with bench/seed and prints how long it took.
seed() {
  local started out
  started=$(date +%s%N)
  out=$("$work/seed" -tools "$TOOLS" -orders "$ORDERS" "${@:2}")
  report "seeded ($1)" "$out, $((($(date +%s%N) - started) / 1000000)) ms in all"
}

# feed NAME fetches the shopping feed of the running shop once, written to a file, and prints
# its items, size and time, gzipped too, and the shop's peak memory while it was written
# (peak_rss): the shop's peak (VmHWM) is reset first (clear_refs 5), so what it reads then is
# the feed's.
feed() {
  local before fetched
  before=$(awk '/VmRSS/ {printf "%.1f MB", $2 / 1024}' "/proc/$shop_pid/status")
  echo 5 >"/proc/$shop_pid/clear_refs"
  fetched=$(curl -sf -o "$work/feed.xml" -w '%{size_download} bytes in %{time_total} s' "http://$shop/feeds/google.xml")
  report "GET /feeds/google.xml ($1)" "$(grep -o '<item>' "$work/feed.xml" | wc -l) items, $fetched"
  report "  peak RSS writing it" "$(peak_rss); RSS before: $before"
  report "  gzipped" "$(curl -sf -o /dev/null -H 'Accept-Encoding: gzip' -w '%{size_download} bytes in %{time_total} s' \
    "http://$shop/feeds/google.xml")"
  rm -f "$work/feed.xml"
}

# big_shop NAME [baseline] measures the big shop that runs: the search, cached (and the
# baseline serving its bytes, when asked) and not, and the first page of Manage All Orders,
# on SEARCH_CONNECTIONS connections; then its peak memory, GET /tools without a query once
# (every tool: the spec's call, answered in full), and the shopping feed (feed).
big_shop() {
  local search=/tools?q=cordless%20drill\&limit=24
  report "  'cordless drill' finds" "$(curl -sf -o /dev/null -D - "http://$shop$search" | tr -d '\r' |
    sed -n 's/^x-total-count: //Ip') of $(curl -sf -o /dev/null -D - "http://$shop/tools?limit=1" | tr -d '\r' |
    sed -n 's/^x-total-count: //Ip') tools"
  connections=$SEARCH_CONNECTIONS
  load "search, cached ($1)" "http://$shop$search"
  if [[ ${2-} == baseline ]]; then
    baseline "$search"
    load "search (baseline)" "http://$base$search"
  fi
  load "search, uncached ($1)" "http://$shop/tools?limit=24" QUERIES="cordless drill"
  load "$(tr '|' '\n' <<<"$SEARCHES" | wc -l) searches, uncached ($1)" "http://$shop/tools?limit=24" QUERIES="$SEARCHES"
  # The same searches with three filters, and their facets: the search page's two calls.
  report "  facts read, first filtered search" "$(curl -sf -o /dev/null -w '%{time_total} s' "http://$shop/tools/facets?$FILTERS")"
  load "the searches with 3 filters, uncached ($1)" "http://$shop/tools?limit=24&$FILTERS" QUERIES="$SEARCHES"
  load "their facets, uncached ($1)" "http://$shop/tools/facets?$FILTERS" QUERIES="$SEARCHES"
  sign_in "$1" "$ADMIN"
  report "  Manage All Orders lists" "$(curl -sf -o /dev/null -D - -H "Authorization: Bearer $token" \
    "http://$shop/allorders?limit=20" | tr -d '\r' | sed -n 's/^x-total-count: //Ip')"
  load "GET /allorders?limit=20 ($1)" "http://$shop/allorders?limit=20" TOKEN="$token"
  connections=$CONNECTIONS
  report "peak RSS so far ($1)" "$(peak_rss)"
  report "GET /tools, every tool, once" "$(curl -sf -o /dev/null -w '%{size_download} bytes in %{time_total} s' "http://$shop/tools")"
  feed "$1"
}

echo "A shop of the demo catalogue and $TOOLS tools more, and $ORDERS orders: the home page's first call" \
  "on $CONNECTIONS connections, searches and Manage All Orders on $SEARCH_CONNECTIONS"
seed big-sqlite -data "$work/big-sqlite"
serve big-sqlite
home=/tools?limit=24\&offset=0
baseline "$home"
beside "$home"
big_shop big-sqlite baseline
stop_shop big-sqlite

if $pg; then
  pg_database "toolshop_bench_big_$$"
  seed big-postgres -database "$pg_url"
  serve big-postgres DATABASE_URL="$pg_url"
  big_shop big-postgres
  stop_shop big-postgres
fi
# A cart's checkout beside a one-line order: each store transaction timed in turn, on SQLite
# and on PostgreSQL (store.BenchmarkOrders; the 5 lines' cart is filled untimed), and the units
# sold checked against the stock: 0 oversold. A 5-line checkout should cost at most twice an order,
# and 5 lines of which two are variants and one a 3-part kit at most 1.3 times 5 plain lines.
echo "Orders per second: a one-line order beside a 5-line cart's checkout (store transactions)"
TEST_DATABASE_URL=$PG_URL go test -run '^$' -bench '^BenchmarkOrders$' -benchtime 3s -v -count 1 ./store/ |
  awk '/^BenchmarkOrders.*ns\/op/ {sub(/-[0-9]+$/, "", $1); printf "  %-44s %8.0f /s  (%s ns each)\n", $1, 1e9 / $3, $3} /oversold/ {print "  " $0}'
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (other work on the machine skews the figures)"
echo "bench/run.sh took $SECONDS s"
