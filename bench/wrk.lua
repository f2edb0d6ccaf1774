-- wrk script for make bench: a GET, or with BODY set a JSON POST of it; TOKEN, when set,
-- goes as a bearer token. With QUERIES set (searches separated by "|") each request adds
-- q=<the next search> to the URL's query, and bench=<the run's start>-<its number>: a query
-- the shop has not been asked before, so it is never answered from the shop's memory. At the end it prints
-- one line run.sh reads:
-- RESULT requests/s p50-ms p95-ms p99-ms failures
local body, token, queries = os.getenv("BODY"), os.getenv("TOKEN"), os.getenv("QUERIES")
if body and body ~= "" then
  wrk.method = "POST"
  wrk.body = body
  wrk.headers["Content-Type"] = "application/json"
end
if token and token ~= "" then
  wrk.headers["Authorization"] = "Bearer " .. token
end

if queries and queries ~= "" then
  local searches = {}
  for search in queries:gmatch("[^|]+") do
    searches[#searches + 1] = search:gsub("[^%w]", function(c) return string.format("%%%02X", c:byte()) end)
  end
  local run, sent = os.time(), 0
  function request()
    sent = sent + 1
    return wrk.format(nil, wrk.path .. "&q=" .. searches[sent % #searches + 1] .. "&bench=" .. run .. "-" .. sent)
  end
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %.0f %.2f %.2f %.2f %d\n",
    summary.requests / summary.duration * 1e6,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.status + e.timeout))
end
