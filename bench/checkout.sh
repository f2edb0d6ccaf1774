#!/usr/bin/env bash
# bench/checkout.sh (make bench runs it): the server's CPU per checkout and payment, read from
# /proc/<pid>/stat around blocks of FLOWS of them, for a signed-in customer (5 x PUT /cart,
# POST /checkout, POST /create-payment-intent, POST /payments/sandbox/confirm, PATCH
# /orders/{id}) and for a guest (POST /checkout with the lines, then the three payment calls),
# on SQLite, in the demo shop whose plain tools hold endless stock.
#
# BASE=<commit> builds that commit's server too and runs both at once, each on its copy of one
# shop that BASE's server seeded, in BLOCKS blocks each, the servers' turns alternating (this
# tree's first, then BASE's first): what the machine's other work does to one block it does to
# its neighbour, and the ratio keeps little of it. The CPU counters tick every 10 ms, so a
# block should take a second or more of CPU. A shop BASE seeded before variants and kits
# (issue 42) gets a tool sold in variants and a kit in this tree's copy (bench/seed -forms),
# as a shop that sells them holds; the flows buy the same plain tools on both.
#
# PENDING=<n> measures this tree's server in a shop holding n pending orders of two customers,
# half each, beside the same shop without them, both servers at once in alternating blocks:
# a checkout and payment by the customer who holds half of them ("holder") and by customers
# who hold none ("customer"), in the full shop, and by those in the empty one. No guests.
#
# TOOLS=<n> (with ORDERS=<m>, 3 n by default) measures this tree's server in the shop with n
# tools and m orders added by bench/seed ("big") beside the same shop without them ("demo"),
# both at once in alternating blocks; the customers and guests buy the same five tools.
set -euo pipefail
cd "$(dirname "$0")/.."

FLOWS=${FLOWS:-40}
BLOCKS=${BLOCKS:-4}
BASE=${BASE:-}
PENDING=${PENDING:-}
TOOLS=${TOOLS:-}
ORDERS=${ORDERS:-$((3 * ${TOOLS:-0}))}
modes=0
for mode in "$BASE" "$PENDING" "$TOOLS"; do
  if [[ -n $mode ]]; then modes=$((modes + 1)); fi
done
if ((modes > 1)); then
  echo "BASE, PENDING and TOOLS measure apart: set one" >&2
  exit 2
fi
# Guest orders are limited to 10 an hour per email (toolshop.GuestOrderEmailLimit): the
# guests order with the customers' emails, each known to the shop once its customer paid,
# the warm-up's guest too.
CUSTOMERS=$(((FLOWS * BLOCKS + 1 + 9) / 10))
if [[ -n $PENDING ]]; then CUSTOMERS=$((CUSTOMERS < 4 ? 4 : CUSTOMERS)); fi # a holder, its neighbour, two who hold none

source bench/lib.sh
need sqlite3 sqlite3
work=$(mktemp -d)
pids=()
trap stop_all EXIT

H='Content-Type: application/json'
DELIVERY='"customerName":"Bench","line1":"1 Loop Road","city":"San Francisco","region":"US-CA","postalCode":"94105","country":"US","number":"555-0100"'
CARD='"number":"4242424242424242","expMonth":12,"expYear":2030,"cvc":"123"'

# build NAME COMMIT builds COMMIT's server as $work/NAME, from a copy of its files with this
# tree's built pages (the API is what is measured).
build() {
  mkdir -p "$work/src-$1"
  git archive "$2" | tar -x -C "$work/src-$1"
  cp -r web/dist/. "$work/src-$1/web/dist/"
  (cd "$work/src-$1" && go build -o "$work/$1" ./cmd/toolshop)
}

# field NAME reads one string field of the JSON on stdin.
field() { sed -n "s/.*\"$1\":\"\\([^\"]*\\)\".*/\\1/p"; }

# post METHOD URL [HEADER] BODY sends one call, with a client address of its own (the limits
# per address count it apart), and prints the answer; a failed call ends the run.
post() {
  curl -sf -X "$1" "$2" -H "$H" -H "X-Forwarded-For: 10.$((SRANDOM % 256)).$((SRANDOM % 256)).$((SRANDOM % 256))" \
    ${4:+-H "$3"} -d "${4:-$3}"
}

# pay SHOP ORDER HEADER pays the order as the header's caller: intent, card, report.
pay() {
  local secret transaction
  secret=$(post POST "$1/create-payment-intent" "$3" '{"orderId":"'"$2"'"}' | field clientSecret)
  transaction=$(post POST "$1/payments/sandbox/confirm" "$3" '{"clientSecret":"'"$secret"'",'"$CARD"'}' | field transactionId)
  post PATCH "$1/orders/$2" "$3" '{"orderId":"'"$2"'","transaction":"'"$transaction"'"}' >/dev/null
}

# fill DB N gives the first two customers N pending orders between them, half each, each a
# copy of the first customer's paid order with its lines, unpaid and held for a day.
fill() {
  local order columns values
  order=$(sqlite3 "$1" "SELECT id FROM orders WHERE email = '${emails[0]}' LIMIT 1")
  columns=$(sqlite3 "$1" "SELECT group_concat(name, ', ') FROM pragma_table_info('order_lines')")
  values=$(sqlite3 "$1" "SELECT group_concat(CASE name WHEN 'order_id' THEN 'p.id' ELSE 'l.' || name END, ', ')
    FROM pragma_table_info('order_lines')")
  sqlite3 "$1" <<SQL
CREATE TEMP TABLE pending AS SELECT * FROM orders WHERE id = '$order';
WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < $2)
INSERT INTO pending SELECT o.* FROM orders o, n WHERE o.id = '$order';
UPDATE pending SET id = lower(hex(randomblob(12))), state = 'pending', transaction_id = '', intent_id = '',
  checkout_key = NULL, checkout_request = NULL, created_at = $(date +%s%N),
  expires_at = $(date +%s%N) + 86400000000000,
  email = CASE rowid % 2 WHEN 0 THEN '${emails[0]}' ELSE '${emails[1]}' END;
INSERT INTO orders SELECT * FROM pending;
INSERT INTO order_lines ($columns) SELECT $values FROM pending p, order_lines l WHERE l.order_id = '$order';
ANALYZE;
SQL
  echo "$1: $(sqlite3 "$1" "SELECT email, COUNT(*) FROM orders WHERE state = 'pending' GROUP BY email" | tr '\n' ' ')"
}

# customer SHOP TOKEN fills the customer's cart with the 5 tools, checks it out and pays.
customer() {
  local tool order
  for tool in "${tools[@]}"; do
    post PUT "$1/cart/${tool%%:*}" "Authorization: Bearer $2" '{"quantity":'"${tool#*:}"'}' >/dev/null
  done
  order=$(post POST "$1/checkout" "Authorization: Bearer $2" '{'"$DELIVERY"',"shippingMethodId":"'"$method"'"}' | field insertedId)
  pay "$1" "$order" "Authorization: Bearer $2"
}

# guest SHOP EMAIL checks the 5 tools out as a guest with the email and pays.
guest() {
  local placed
  placed=$(post POST "$1/checkout" '{"email":"'"$2"'","lines":['"$lines"'],'"$DELIVERY"',"shippingMethodId":"'"$method"'"}')
  pay "$1" "$(field insertedId <<<"$placed")" "X-Order-Key: $(field orderKey <<<"$placed")"
}

# ticks PID prints the CPU the process has used, user and system, in clock ticks.
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# settle PID waits until the server has used no more than a tick of CPU in a second: what a
# server does once started (the integrity check of a big shop's file) is no checkout's.
settle() {
  local before
  while before=$(ticks "$1") && sleep 1 && (($(ticks "$1") - before > 1)); do :; done
}

# start BINARY DIR starts a server on loopback on the data folder DIR (the demo shop when
# new), waits until it answers, and sets $shop (its address) and $shop_pid.
start() {
  shop=http://127.0.0.1:$(free_port)
  env DATABASE_URL= DEMO_DATA=true MAX_PENDING_ORDERS=1000000000 TRUST_PROXY=true \
    "$1" -addr "${shop#http://}" -data "$2" >"$2.log" 2>&1 &
  shop_pid=$!
  pids+=("$shop_pid")
  wait_for "$shop/healthz" "$shop_pid"
}

stop() {
  kill "$shop_pid"
  wait "$shop_pid" 2>/dev/null || true
}

binaries=("$PWD/bin/toolshop")
names=(this)
kinds=(customer guest)
if [[ -n $PENDING ]]; then
  binaries+=("$PWD/bin/toolshop")
  names=(full empty)
  kinds=(holder customer)
elif [[ -n $TOOLS ]]; then
  binaries+=("$PWD/bin/toolshop")
  names=(big demo)
  go build -o "$work/seed-tool" ./bench/seed
elif [[ -n $BASE ]]; then
  build base "$BASE"
  binaries+=("$work/base")
  names+=("$(git rev-parse --short "$BASE")")
  go build -o "$work/seed-tool" ./bench/seed
fi

# The shop both servers copy, seeded by the last (BASE's, the older schema: the newer server
# migrates its copy as it starts): the demo shop, its plain tools' stock made endless, and
# CUSTOMERS customers who paid an order each.
start "${binaries[-1]}" "$work/seed"
stop
db=$work/seed/toolshop.db
plain=TRUE # a shop from before variants and kits (issue 42)
forms=-forms
if [[ $(sqlite3 "$db" "SELECT COUNT(*) FROM sqlite_master WHERE name = 'kit_parts'") == 1 ]]; then
  plain="id NOT IN (SELECT tool_id FROM variants) AND id NOT IN (SELECT kit_tool_id FROM kit_parts)"
  forms=
fi
sqlite3 "$db" "UPDATE tools SET available_quantity = 1000000000 WHERE $plain"
mapfile -t tools < <(sqlite3 "$db" "SELECT id || ':' || min_order FROM tools WHERE available_quantity = 1000000000
  ORDER BY id LIMIT 5")
lines=$(sqlite3 "$db" "SELECT group_concat('{\"toolId\":\"' || id || '\",\"quantity\":' || min_order || '}', ',')
  FROM (SELECT id, min_order FROM tools WHERE available_quantity = 1000000000 ORDER BY id LIMIT 5)")
method=$(sqlite3 "$db" "SELECT id FROM shipping_methods WHERE NOT pickup AND countries LIKE '%US%' LIMIT 1")
start "${binaries[-1]}" "$work/seed"
emails=()
tokens=()
for i in $(seq "$CUSTOMERS"); do
  email=customer$i@example.com
  identity=$(post POST "$shop/auth/signup" '{"name":"Bench","email":"'$email'","password":"bench-password"}' | field token)
  tokens+=("$(post PUT "$shop/user/$email" "Authorization: Bearer $identity" '{"email":"'$email'"}' | field token)")
  emails+=("$email")
  customer "$shop" "${tokens[-1]}"
done
stop

declare -A address pid cpu blocks guests
for i in "${!names[@]}"; do
  name=${names[$i]}
  cp -r "$work/seed" "$work/$name"
  if [[ $name == full ]]; then fill "$work/$name/toolshop.db" "$PENDING"; fi
  if [[ $name == big ]]; then "$work/seed-tool" -data "$work/$name" -add -tools "$TOOLS" -orders "$ORDERS"; fi
  if [[ $name == this && -n $BASE && -n $forms ]]; then "$work/seed-tool" -data "$work/$name" -add $forms -tools 0 -orders 0; fi
  start "${binaries[$i]}" "$work/$name"
  address[$name]=$shop
  pid[$name]=$shop_pid
  for kind in "${kinds[@]}"; do cpu[$name:$kind]=0; done
  guests[$name]=0
  customer "$shop" "${tokens[0]}" # the warm-up: statements prepared, caches filled
  guest "$shop" "${emails[0]}"
  guests[$name]=1
done

# block NAME KIND runs FLOWS flows of the kind on the server and adds the ticks they cost, to
# the sum and to the list of blocks. In a PENDING run the holder is the first customer, and
# customers are those after the second.
block() {
  local before i spent
  before=$(ticks "${pid[$1]}")
  for i in $(seq "$FLOWS"); do
    case $2 in
      holder) customer "${address[$1]}" "${tokens[0]}" ;;
      customer)
        if [[ -n $PENDING ]]; then
          customer "${address[$1]}" "${tokens[2 + i % (CUSTOMERS - 2)]}"
        else
          customer "${address[$1]}" "${tokens[i % CUSTOMERS]}"
        fi
        ;;
      guest)
        guest "${address[$1]}" "${emails[${guests[$1]} / 10]}"
        guests[$1]=$((${guests[$1]} + 1))
        ;;
    esac
  done
  spent=$(($(ticks "${pid[$1]}") - before))
  cpu[$1:$2]=$((${cpu[$1:$2]} + spent))
  blocks[$1:$2]+=" $spent"
}

# ratio A B prints the ratio of the CPU A's flows cost (NAME:KIND) to B's, with the lowest and
# highest ratio of one block of A's to the same block of B's, and two standard errors of
# those block ratios: how far the figure may be off by the machine's noise alone.
ratio() {
  awk -v a="${blocks[$1]}" -v b="${blocks[$2]}" 'BEGIN {
    n = split(a, x, " "); split(b, y, " ")
    for (i = 1; i <= n; i++) {
      r = x[i] / y[i]; sa += x[i]; sb += y[i]; s += r; ss += r * r
      if (i == 1 || r < lo) lo = r
      if (i == 1 || r > hi) hi = r
    }
    se = n > 1 ? sqrt((ss - s * s / n) / (n - 1) / n) : 0
    printf "%.2f (blocks %.2f to %.2f, +-%.2f)", sa / sb, lo, hi, 2 * se
  }'
}

# per NAME KIND prints the CPU per flow of the kind on the server, in milliseconds.
per() {
  awk -v t="${cpu[$1:$2]}" -v n="$((FLOWS * BLOCKS))" -v hz="$(getconf CLK_TCK)" 'BEGIN {print 1000 * t / hz / n}'
}

for name in "${names[@]}"; do settle "${pid[$name]}"; done
echo "checkout and payment, server CPU: $FLOWS flows a block, $BLOCKS blocks each," \
  "load average $(cut -d' ' -f1-3 /proc/loadavg)"
for b in $(seq "$BLOCKS"); do
  order=("${names[@]}")
  if ((b % 2 == 0)); then order=($(printf '%s\n' "${names[@]}" | tac)); fi
  for name in "${order[@]}"; do
    for kind in "${kinds[@]}"; do
      if [[ $name:$kind != empty:holder ]]; then block "$name" "$kind"; fi
    done
  done
done
for kind in "${kinds[@]}"; do
  for name in "${names[@]}"; do
    if [[ $name:$kind == empty:holder ]]; then continue; fi
    printf '  %-9s %-10s %6.2f ms of CPU per checkout and payment\n' "$kind" "$name" "$(per "$name" "$kind")"
  done
  if [[ -n $BASE ]]; then
    printf '  %-9s this/%s  %s\n' "$kind" "${names[1]}" "$(ratio "this:$kind" "${names[1]}:$kind")"
  fi
done
if [[ -n $TOOLS ]]; then
  for kind in "${kinds[@]}"; do
    printf '  %-9s big/demo  %s\n' "$kind" "$(ratio "big:$kind" "demo:$kind")"
  done
fi
if [[ -n $PENDING ]]; then
  printf '  holder/customer in the full shop  %s\n' "$(ratio full:holder full:customer)"
  printf '  customer full/empty               %s\n' "$(ratio full:customer empty:customer)"
fi
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
