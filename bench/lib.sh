# Shell functions that bench/run.sh and bench/lighthouse.sh share. A script sets $work (a
# temporary folder) and $pids (processes its exit trap stops) before calling them.

# need COMMAND PACKAGE installs a Debian package unless its command is there already.
need() {
  command -v "$1" >/dev/null && return
  apt-get install -y "$2" || { apt-get update && apt-get install -y "$2"; }
}

# free_port answers a loopback port nothing listens on.
free_port() {
  local port
  for port in $(seq 18080 18999); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return; fi
  done
  echo "no free port" >&2
  return 1
}

# wait_for URL PID waits until URL answers 200, failing if the process PID ends first.
wait_for() {
  until curl -sf -o /dev/null "$1"; do
    kill -0 "$2" 2>/dev/null || { echo "the server behind $1 stopped" >&2; return 1; }
    sleep 0.002
  done
}

# start_shop NAME [VAR=VALUE...] starts bin/toolshop on loopback with the demo catalogue in
# a fresh data folder ($work/NAME, its log beside it). It sets $shop (host:port), $shop_pid
# and $shop_started (nanoseconds) and does not wait for the shop to be ready.
start_shop() {
  local name=$1
  shift
  shop=127.0.0.1:$(free_port)
  shop_started=$(date +%s%N)
  env DATABASE_URL= DEMO_DATA=true "$@" bin/toolshop -addr "$shop" -data "$work/$name" 2>"$work/$name.log" &
  shop_pid=$!
  pids+=("$shop_pid")
}

# stop_all stops every process in $pids and removes $work: the scripts' exit trap.
stop_all() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
