-- wrk script for Concierge's UCP REST endpoints (used by scripts/loadtest):
--
--   UCP_MODE=search UCP_PROFILE=http://127.0.0.1:PORT/full.json wrk -t2 -c32 -d10s -s deploy/wrk-ucp.lua URL
--   UCP_MODE=ask    UCP_PROFILE=http://127.0.0.1:PORT/draft.json wrk ... URL
--
-- Every request carries the headers UCP requires: UCP-Agent (the agent's profile URL) and a
-- fresh Request-Id. `search` POSTs a Location search (/ucp/locations/search, the first page of
-- a browse); `ask` POSTs an Ask (/ucp/ask) with a fresh Idempotency-Key, each one a new
-- question that Concierge answers and records (a turn and its stored response).

local mode = os.getenv("UCP_MODE") or "search"
local profile = os.getenv("UCP_PROFILE") or error("UCP_PROFILE: the agent profile URL")

local questions = {
  "Is the Ridgeline Rain Jacket waterproof?",
  "How much does the Ridgeline Rain Jacket cost?",
  "What is your return policy?",
  "Do you ship to Canada?",
  "Which stores are open on Sunday?",
}

local thread_counter = 0

function setup(thread)
  thread_counter = thread_counter + 1
  thread:set("thread_id", thread_counter)
end

function init(args)
  math.randomseed(os.time() * 1000 + (thread_id or 0) * 7919)
end

local function hex(n)
  return string.format("%0" .. n .. "x", math.random(0, 16 ^ n - 1))
end

local function uuid4()
  -- RFC 9562 version 4: 4 random bits replaced by the version, 2 by the variant.
  return hex(8) .. "-" .. hex(4) .. "-4" .. hex(3) .. "-" ..
    string.format("%x", 8 + math.random(0, 3)) .. hex(3) .. "-" .. hex(6) .. hex(6)
end

local n = 0

function request()
  n = n + 1
  local headers = {
    ["Content-Type"] = "application/json",
    ["UCP-Agent"] = 'profile="' .. profile .. '"',
    ["Request-Id"] = uuid4(),
  }
  if mode == "ask" then
    headers["Idempotency-Key"] = uuid4()
    local q = questions[(n % #questions) + 1]
    return wrk.format("POST", "/ucp/ask", headers, '{"query":"' .. q .. '"}')
  end
  return wrk.format("POST", "/ucp/locations/search", headers, '{"pagination":{"limit":10}}')
end
