-- wrk script for make bench: a GET, or with BODY set a JSON POST of it; TOKEN, when set,
-- goes as a bearer token. At the end it prints one line run.sh reads:
-- RESULT requests/s p50-ms p99-ms failures
local body, token = os.getenv("BODY"), os.getenv("TOKEN")
if body and body ~= "" then
  wrk.method = "POST"
  wrk.body = body
  wrk.headers["Content-Type"] = "application/json"
end
if token and token ~= "" then
  wrk.headers["Authorization"] = "Bearer " .. token
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %.0f %.2f %.2f %d\n",
    summary.requests / summary.duration * 1e6,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.status + e.timeout))
end
