#!/usr/bin/env bash
# make bench: loads bin/toolshop on loopback with wrk and hey, beside a bare net/http server
# that answers with the same bytes, and prints the figures docs/PERFORMANCE.md records.
# Each load run lasts DURATION; everything the script starts it stops, and the PostgreSQL
# database it creates it drops.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-16}
PG_URL=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable}
ADMIN=bench@example.com

source bench/lib.sh
need wrk wrk
need hey hey

work=$(mktemp -d)
pids=()
pg_db=""
cleanup() {
  stop_all
  if [[ -n $pg_db ]]; then psql "$PG_URL" -qc "DROP DATABASE IF EXISTS $pg_db WITH (FORCE)" || true; fi
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

# stop_shop NAME prints the shop's peak memory and stops it.
stop_shop() {
  report "peak RSS ($1)" "$(awk '/VmHWM/ {printf "%.1f MB", $2 / 1024}' "/proc/$shop_pid/status")"
  kill "$shop_pid"
  wait "$shop_pid" || true
}

report() { printf '%-30s %s\n' "$1" "$2"; }

# load NAME URL [VAR=VALUE...] runs wrk for DURATION (bench/wrk.lua reads BODY and TOKEN)
# and prints requests/s, p50 and p99; it leaves the requests/s in $rps.
load() {
  local name=$1 url=$2 p50 p99 failed
  shift 2
  read -r rps p50 p99 failed < <(env "$@" wrk -t1 -c"$CONNECTIONS" -d"$DURATION" -s bench/wrk.lua "$url" |
    sed -n 's/^RESULT //p')
  report "$name" "$(printf '%7s req/s   p50 %6s ms   p99 %6s ms   failed %s' "$rps" "$p50" "$p99" "$failed")"
}

# json_field NAME reads one string field from the JSON on stdin.
json_field() { sed -n "s/.*\"$1\":\"\\([^\"]*\\)\".*/\\1/p"; }

# call METHOD PATH [TOKEN] [BODY] sends one API request to the shop.
call() {
  curl -sf -X "$1" "http://$shop$2" -H 'Content-Type: application/json' \
    ${3:+-H "Authorization: Bearer $3"} ${4:+-d "$4"}
}

# orders NAME signs the admin up (verified through the outbox of the shop's data folder), adds
# a tool with endless stock and places orders for DURATION.
orders() {
  local identity token tool left verify
  identity=$(call POST /auth/signup "" '{"name":"Bench","email":"'$ADMIN'","password":"bench-password"}' | json_field token)
  token=$(call PUT "/user/$ADMIN" "$identity" '{"email":"'$ADMIN'"}' | json_field token)
  until verify=$(grep -rhos 'verify-email?token=[A-Za-z0-9]*' "$work/$1/outbox" | head -1) && [[ -n $verify ]]; do sleep 0.01; done
  call POST /auth/verify-email "" '{"token":"'"${verify#*token=}"'"}' >/dev/null
  tool=$(call POST /tools "$token" '{"name":"BENCH HAMMER","price":1,"image":"/images/demo/claw-hammer.svg",
    "minOrder":1,"availableQuantity":1000000000,"description":"Stock for the load test."}' | json_field insertedId)
  load "POST /orders ($1)" "http://$shop/orders" TOKEN="$token" \
    BODY='{"toolId":"'"$tool"'","customerName":"Bench","address":"1 Loop Road","number":"555-0100","quantity":1}'
  left=$(call GET "/tool/$tool" | sed -n 's/.*"availableQuantity":\([0-9]*\).*/\1/p')
  report "  orders stored" "$((1000000000 - left))"
}

echo "toolshop bench: $(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)," \
  "load average $(cut -d' ' -f1-3 /proc/loadavg), $DURATION per run, $CONNECTIONS connections"
go build -o "$work/baseline" ./bench/baseline

serve sqlite
base=127.0.0.1:$(free_port)
"$work/baseline" -shop "http://$shop" -addr "$base" /tools /ratings &
pids+=($!)
wait_for "http://$base/tools" "$!"
for path in /tools /ratings; do
  load "GET $path (shop)" "http://$shop$path"
  shop_rps=$rps
  load "GET $path (baseline)" "http://$base$path"
  report "  shop/baseline" "$(awk -v s="$shop_rps" -v b="$rps" 'BEGIN {printf "%.0f%%", 100 * s / b}')"
done
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

if psql "$PG_URL" -qc 'SELECT 1' >/dev/null 2>&1; then
  pg_db=toolshop_bench_$$
  psql "$PG_URL" -qc "CREATE DATABASE $pg_db"
  query=""
  [[ $PG_URL == *\?* ]] && query="?${PG_URL#*\?}"
  base_url=${PG_URL%%\?*}
  serve postgres DATABASE_URL="${base_url%/*}/$pg_db$query"
  orders postgres
  stop_shop postgres
else
  echo "PostgreSQL at $PG_URL does not answer: set BENCH_DATABASE_URL to measure orders on it"
fi
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (other work on the machine skews the figures)"
