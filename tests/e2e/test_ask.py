"""Ask (`dev.ucp.common.ask`, offered on the draft profile) against a real `concierge` process:
the official Python MCP client (initialize handshake and stateless), plain JSON-RPC POSTs, REST,
conversations that outlive the process, idempotency keys, operations it must not perform,
disclosures, and the `concierge unanswered` command.

Every successful Ask response is validated against the `ask_business` tool's published
`outputSchema` (its Ask response branch), as the official client validates `structuredContent`.
"""

import asyncio
import json
import os
import re
import subprocess
import tomllib
import urllib.request
import uuid
from datetime import datetime

import pytest
from jsonschema.validators import validator_for  # jsonschema and referencing come with mcp
from mcp import Client
from mcp.shared.exceptions import MCPError
from referencing import Registry

from conftest import DRAFT, NOW, ROOT, Server, binary, post, post_raw

ASK = "dev.ucp.common.ask"
JACKET = "gid://juniperandpine/Product/ridgeline-rain-jacket"
TRAIL_MIX = "gid://juniperandpine/Product/summit-trail-mix"
WATERPROOF = "Is the Ridgeline Rain Jacket waterproof?"
PRICE = "How much does it cost?"
UNANSWERABLE = "What is the capital of Antarctica?"
# Phrases by which an answer would claim that an operation happened.
SUCCESS = re.compile(
    r"\b(i've|i have|we've|we have|has been|have been|is now|was|were)\s+(added|placed|ordered|cancell?ed|"
    r"applied|reserved|booked|changed|removed|started)\b|added to your cart",
    re.IGNORECASE,
)


def meta(agents, profile="draft.json", key=None):
    m = {"ucp-agent": {"profile": agents.url(profile)}}
    if key:
        m["idempotency-key"] = key
    return m


def rest_headers(agents, profile="draft.json", key=None):
    h = {"UCP-Agent": f'profile="{agents.url(profile)}"', "Request-Id": str(uuid.uuid4())}
    if key:
        h["Idempotency-Key"] = key
    return h


def tool_call(agents, ask, profile="draft.json", key=None, rpc_id=1):
    return {"jsonrpc": "2.0", "id": rpc_id, "method": "tools/call", "params": {
        "name": "ask_business", "arguments": {"meta": meta(agents, profile, key), "ask": ask}}}


@pytest.fixture(scope="session")
def ask_schema(server):
    """A validator for the Ask response branch of `ask_business`'s published outputSchema."""
    status, _, body = post(server.mcp, {"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
    assert status == 200
    tool = next(t for t in body["result"]["tools"] if t["name"] == "ask_business")
    output = tool["outputSchema"]
    branch = next(b for b in output["anyOf"] if "answer" in b.get("required", []))
    schema = {**branch, "$defs": output.get("$defs", {})}
    cls = validator_for(schema)
    cls.check_schema(schema)
    return cls(schema, registry=Registry())


def answered(schema, body):
    """Checks a successful Ask response (schema, envelope, conversation) and returns it."""
    errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in schema.iter_errors(body)]
    assert not errors, errors
    assert body["ucp"]["status"] == "success" and body["ucp"]["version"] == DRAFT, body["ucp"]
    assert body["ucp"]["capabilities"][ASK] == [{"version": DRAFT}]
    assert body["answer"]["plain"].strip()
    expires = datetime.fromisoformat(body["conversation"]["expires_at"])
    assert expires > datetime.fromisoformat(NOW), "a conversation outlives the turn that opened it"
    return body


def ask_rest(server, agents, schema, ask, key=None):
    status, headers, body = post(f"{server.base}/ucp/ask", ask, rest_headers(agents, key=key))
    assert status == 200, body
    return answered(schema, body)


def product_link(body, gid):
    links = [l for l in body.get("links", []) if l.get("id") == gid]
    assert links, body.get("links")
    assert links[0]["type"] == "product" and links[0]["url"].endswith("/products/" + gid.rsplit("/", 1)[1])
    return links[0]


def codes(body, type_=None):
    return [m["code"] for m in body.get("messages", []) if type_ is None or m["type"] == type_]


# --- MCP ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("mode", ["legacy", "2026-07-28"])  # initialize handshake; stateless
def test_official_python_client_asks(server, agents, ask_schema, mode):
    async def run():
        async with Client(server.mcp, mode=mode) as c:
            tools = {t.name: t for t in (await c.list_tools()).tools}
            assert tools["ask_business"].annotations.read_only_hint is True
            # The client checks structuredContent against the tool's outputSchema itself.
            r = await c.call_tool("ask_business", {"meta": meta(agents), "ask": {"query": WATERPROOF}})
            assert not r.is_error
            first = answered(ask_schema, r.structured_content)
            assert json.loads(r.content[0].text) == first
            assert first["answer"]["plain"].startswith("Yes"), first["answer"]
            product_link(first, JACKET)

            # A follow-up through the same client, with an idempotency key as the spec advises.
            conversation = first["conversation"]["id"]
            r = await c.call_tool("ask_business", {"meta": meta(agents, key=str(uuid.uuid4())), "ask": {
                "query": PRICE, "conversation": {"id": conversation}}})
            second = answered(ask_schema, r.structured_content)
            assert second["conversation"]["id"] == conversation
            assert "$189.00" in second["answer"]["plain"], second["answer"]

            # An agent on the dated release (2026-08-25) is pointed at the draft profile.
            with pytest.raises(MCPError) as old:
                await c.call_tool("ask_business", {"meta": meta(agents, "full.json"), "ask": {"query": WATERPROOF}})
            assert (old.value.code, old.value.data["code"]) == (-32001, "version_unsupported")
            assert DRAFT in old.value.data["content"] and "/.well-known/ucp/draft" in old.value.data["content"]
    asyncio.run(run())


def test_plain_json_rpc_tools_call_without_initialize(server, agents, ask_schema):
    status, headers, body = post(server.mcp, tool_call(agents, {"query": WATERPROOF}), {"Accept": "application/json"})
    assert status == 200 and headers["content-type"] == "application/json", body
    result = body["result"]
    assert result["isError"] is False
    sc = answered(ask_schema, result["structuredContent"])
    assert json.loads(result["content"][0]["text"]) == sc
    assert sc["answer"]["plain"].startswith("Yes")
    product_link(sc, JACKET)

    # tools/list with meta is narrowed by negotiation: Ask for a draft agent only.
    listing = lambda profile: [t["name"] for t in post(server.mcp, {  # noqa: E731
        "jsonrpc": "2.0", "id": 2, "method": "tools/list",
        "params": {"arguments": {"meta": meta(agents, profile)}}})[2]["result"]["tools"]]
    assert listing("draft.json") == ["ask_business"]
    assert "ask_business" not in listing("full.json")

    # A payload that breaks the Ask schema is a JSON-RPC error naming the member.
    status, _, body = post(server.mcp, tool_call(agents, {"query": 42}))
    assert body["error"]["data"]["code"] == "invalid_request", body
    assert "$.ask.query" in json.dumps(body["error"])


# --- REST and discovery -------------------------------------------------------------------------

def test_draft_discovery(server):
    def get(path):
        with urllib.request.urlopen(f"{server.base}{path}", timeout=10) as r:
            return json.loads(r.read())
    draft, released = get("/.well-known/ucp/draft"), get("/.well-known/ucp")
    assert draft["ucp"]["version"] == DRAFT
    assert list(draft["ucp"]["capabilities"]) == [ASK]
    assert draft["ucp"]["capabilities"][ASK][0]["version"] == DRAFT
    transports = {s["transport"]: s["endpoint"] for s in draft["ucp"]["services"]["dev.ucp.common"]}
    assert transports["rest"].endswith("/ucp") and transports["mcp"].endswith("/ucp/mcp")
    assert ASK not in released["ucp"]["capabilities"], "Ask is a draft capability"


def test_rest_ask(server, agents, ask_schema):
    headers = rest_headers(agents)
    status, h, body = post(f"{server.base}/ucp/ask", {"query": WATERPROOF}, headers)
    assert status == 200 and h["request-id"] == headers["Request-Id"], (status, body)
    answered(ask_schema, body)
    assert body["answer"]["plain"].startswith("Yes")
    product_link(body, JACKET)

    # Grounded by a secondary identifier (a SKU) instead of a name in the question.
    body = ask_rest(server, agents, ask_schema, {"query": "What colours does it come in?", "ids": ["RRJ-M-BLU"]})
    assert "Blue" in body["answer"]["plain"] and "Black" in body["answer"]["plain"], body["answer"]
    product_link(body, JACKET)

    status, _, body = post(f"{server.base}/ucp/ask", {"query": WATERPROOF}, rest_headers(agents, "full.json"))
    assert (status, body["code"]) == (422, "version_unsupported"), body
    assert DRAFT in body["content"] and ASK in body["content"]

    status, _, body = post(f"{server.base}/ucp/ask", {"query": WATERPROOF, "ids": "nope"}, rest_headers(agents))
    assert (status, body["messages"][0]["code"], body["messages"][0]["path"]) == (400, "invalid_request", "$.ids")


# --- Conversations ------------------------------------------------------------------------------

def test_follow_up_builds_on_the_conversation(server, agents, ask_schema):
    first = ask_rest(server, agents, ask_schema, {"query": WATERPROOF})
    conversation = first["conversation"]["id"]
    follow_up = ask_rest(server, agents, ask_schema, {"query": PRICE, "conversation": {"id": conversation}})
    assert follow_up["conversation"]["id"] == conversation
    assert "Ridgeline Rain Jacket" in follow_up["answer"]["plain"] and "$189.00" in follow_up["answer"]["plain"]
    product_link(follow_up, JACKET)
    assert "not_found" not in codes(follow_up)

    # Without the conversation, "it" refers to nothing.
    alone = ask_rest(server, agents, ask_schema, {"query": PRICE})
    assert "$189.00" not in alone["answer"]["plain"] and alone["conversation"]["id"] != conversation

    # An id the business never issued starts a new conversation and says so.
    unknown = ask_rest(server, agents, ask_schema, {"query": PRICE, "conversation": {"id": "conv_unknown"}})
    assert unknown["conversation"]["id"] != "conv_unknown"
    assert "not_found" in codes(unknown, "info")


def test_conversation_survives_a_restart(agents, ask_schema, tmp_path):
    database = tmp_path / "conversations.sqlite"
    first = Server(database=database)
    try:
        opened = ask_rest(first, agents, ask_schema, {"query": WATERPROOF})
    finally:
        first.stop()
    assert first.proc.returncode == 0 and database.exists()
    conversation = opened["conversation"]["id"]

    second = Server(database=database)
    try:
        continued = ask_rest(second, agents, ask_schema, {"query": PRICE, "conversation": {"id": conversation}})
    finally:
        second.stop()
    assert continued["conversation"]["id"] == conversation
    assert "not_found" not in codes(continued)
    assert "Ridgeline Rain Jacket" in continued["answer"]["plain"] and "$189.00" in continued["answer"]["plain"]

    # Control: a process with another database does not know the conversation.
    other = Server()
    try:
        lost = ask_rest(other, agents, ask_schema, {"query": PRICE, "conversation": {"id": conversation}})
    finally:
        other.stop()
    assert lost["conversation"]["id"] != conversation and "not_found" in codes(lost, "info")


# --- Idempotency --------------------------------------------------------------------------------

def test_idempotency_over_http(server, agents, ask_schema):
    url = f"{server.base}/ucp/ask"
    ask = json.dumps({"query": WATERPROOF}).encode()

    # Control: without a key, the same question twice opens two conversations.
    bodies = [json.loads(post_raw(url, ask, rest_headers(agents))[2]) for _ in range(2)]
    assert bodies[0]["conversation"]["id"] != bodies[1]["conversation"]["id"]

    key = str(uuid.uuid4())
    first = post_raw(url, ask, rest_headers(agents, key=key))
    retry = post_raw(url, ask, rest_headers(agents, key=key))
    assert first[0] == retry[0] == 200
    assert retry[2] == first[2], "a retry with the same key gets the first response, byte for byte"
    answered(ask_schema, json.loads(first[2]))

    status, _, body = post(url, {"query": "Is it packable?"}, rest_headers(agents, key=key))
    assert (status, body["messages"][0]["code"]) == (409, "idempotency_conflict"), body

    status, _, body = post(url, {"query": WATERPROOF}, rest_headers(agents, key="not-a-uuid"))
    assert (status, body["messages"][0]["code"]) == (400, "invalid_header"), body

    # MCP: meta["idempotency-key"], same contract.
    key = str(uuid.uuid4())
    first = post_raw(server.mcp, tool_call(agents, {"query": WATERPROOF}, key=key))
    retry = post_raw(server.mcp, tool_call(agents, {"query": WATERPROOF}, key=key))
    assert first[0] == retry[0] == 200 and retry[2] == first[2]
    answered(ask_schema, json.loads(first[2])["result"]["structuredContent"])
    status, _, body = post(server.mcp, tool_call(agents, {"query": "Is it packable?"}, key=key))
    assert body["error"]["data"]["code"] == "idempotency_conflict", body


# --- What an answer must and must not say -------------------------------------------------------

@pytest.mark.parametrize("ask", [
    {"query": "Add the rain jacket to my cart"},
    {"query": "Please place an order for the Headlamp 200"},
    {"query": "Cancel my order 1234"},
    {"query": "Add two of these to my cart. Do they come in blue?", "ids": [JACKET]},
])
def test_operation_requests_are_not_performed(server, agents, ask_schema, ask):
    body = ask_rest(server, agents, ask_schema, ask)
    plain = body["answer"]["plain"]
    assert "operation_not_performed" in codes(body, "info"), body
    assert not SUCCESS.search(plain), plain
    assert re.search(r"\b(haven't|have not|didn't|did not|can't|cannot)\b", plain), plain
    if "blue" in ask["query"]:
        assert "Blue" in plain, "the informational part is still answered"


def notices():
    """Every demo product with safety, allergen or regulatory notices."""
    out = []
    for path in sorted((ROOT / "crates/store/demo/products").glob("*.toml")):
        for product in tomllib.loads(path.read_text())["product"]:
            if product.get("notices"):
                out.append(pytest.param(product, id=product["id"]))
    assert out, "the demo store has products with notices"
    return out


def disclosures(body):
    return [m for m in body.get("messages", []) if m.get("presentation") == "disclosure"]


def test_allergen_question_gets_the_disclosure(server, agents, ask_schema):
    body = ask_rest(server, agents, ask_schema, {"query": "Does the Summit Trail Mix contain nuts?"})
    product_link(body, TRAIL_MIX)
    [warning] = disclosures(body)
    assert warning["type"] == "warning" and warning["code"] == "allergens"
    assert warning["content"].startswith("Contains peanuts, almonds and cashews")


@pytest.mark.parametrize("product", notices())
def test_every_notice_rides_as_a_disclosure(server, agents, ask_schema, product):
    # A question that is not about safety at all still carries the product's notices.
    gid = f"gid://juniperandpine/Product/{product['id']}"
    body = ask_rest(server, agents, ask_schema, {"query": "How much is it?", "ids": [gid]})
    product_link(body, gid)
    expected = [{"type": "warning", "code": n["code"], "content": n["text"]} for n in product["notices"]]
    got = [{k: m.get(k) for k in ("type", "code", "content")} for m in disclosures(body)]
    assert got == expected


def test_no_disclosure_without_notices(server, agents, ask_schema):
    body = ask_rest(server, agents, ask_schema, {"query": WATERPROOF})
    assert disclosures(body) == []


# --- The business's side: questions it could not answer ---------------------------------------

def test_unanswered_command_lists_what_the_store_could_not_answer(agents, ask_schema, tmp_path):
    def unanswered(database_url):
        env = dict(os.environ, CONCIERGE__STORAGE__DATABASE_URL=database_url)
        env.pop("CONCIERGE_CONFIG", None)
        out = subprocess.run([binary(), "unanswered"], capture_output=True, text=True, env=env, timeout=30)
        assert out.returncode == 0, out.stderr
        return out.stdout

    s = Server(database=tmp_path / "business.sqlite")
    try:
        assert unanswered(s.database_url).strip() == "No unanswered questions recorded."
        for _ in range(2):
            body = ask_rest(s, agents, ask_schema, {"query": UNANSWERABLE})
            assert "don't have information" in body["answer"]["plain"], body["answer"]
            assert not body.get("links")
        ask_rest(s, agents, ask_schema, {"query": WATERPROOF})
        # Read while the server runs, as a business would.
        listed = unanswered(s.database_url)
    finally:
        s.stop()
    lines = [l for l in listed.splitlines() if l.strip()]
    assert len(lines) == 1, listed
    assert re.match(r"^\s*2\s+\[en\]\s+what is the capital of antarctica\?", lines[0], re.IGNORECASE), listed
    assert "waterproof" not in listed.lower()
