//! Ask (`dev.ucp.common.ask`, draft 2026-10-29): the draft profile, `POST /ucp/ask` and the
//! `ask_business` tool, grounding, conversations, idempotency keys, failing closed when storage
//! is unavailable, request validation, and the access tiers that need no token. Every Ask
//! response is checked against the draft `ask_response` schema.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::{Value, json};

use crate::common::*;

const JACKET: &str = "gid://juniperandpine/Product/ridgeline-rain-jacket";

/// The envelope negotiated with a draft platform that declares Ask.
fn negotiated() -> Value {
    json!({"version": DRAFT, "status": "success", "capabilities": {"dev.ucp.common.ask": [{"version": DRAFT}]}})
}

/// Asserts `body` is a valid Ask response with the negotiated envelope, and returns the answer.
fn answer(body: &Value) -> &str {
    assert_valid(&schemas().ask_response, body);
    assert_eq!(body["ucp"], negotiated(), "{body:#}");
    let plain = body["answer"]["plain"].as_str().unwrap();
    assert!(!plain.trim().is_empty(), "{body:#}");
    plain
}

fn conversation_id(body: &Value) -> String {
    body["conversation"]["id"].as_str().unwrap_or_else(|| panic!("no conversation: {body:#}")).to_owned()
}

fn info_codes(body: &Value) -> Vec<(String, String)> {
    body["messages"]
        .as_array()
        .map(|ms| {
            ms.iter()
                .filter(|m| m["type"] == "info")
                .map(|m| (m["code"].as_str().unwrap_or("").to_owned(), m["content"].as_str().unwrap().to_owned()))
                .collect()
        })
        .unwrap_or_default()
}

/// A distinct, well-formed idempotency key.
fn key(n: u64) -> String {
    format!("7c9e6679-7425-40de-944b-{n:012x}")
}

/// `POST /ucp/ask` as the draft agent, with an optional `Idempotency-Key`.
async fn ask_rest(r: &axum::Router, body: Value, key: Option<&str>) -> Response {
    let headers: Vec<(&str, &str)> = key.map(|k| ("idempotency-key", k)).into_iter().collect();
    rest_with(r, ASK_AGENT, "/ask", body, &headers).await
}

/// A `tools/call` of `ask_business` as `agent`, with an optional `meta["idempotency-key"]`.
fn ask_call(agent: &str, payload: Value, key: Option<&str>) -> Value {
    let mut meta = meta(agent);
    if let Some(k) = key {
        meta["idempotency-key"] = json!(k);
    }
    json!({"jsonrpc": "2.0", "id": 7, "method": "tools/call",
           "params": {"name": "ask_business", "arguments": {"meta": meta, "ask": payload}}})
}

async fn ask_mcp(r: &axum::Router, payload: Value, key: Option<&str>) -> Response {
    mcp(r, ask_call(ASK_AGENT, payload, key)).await
}

/// The `structuredContent` of a successful `ask_business` call, checked against the text copy.
fn structured(res: &Response) -> Value {
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let body = res.json();
    assert_eq!(body["id"], 7);
    let result = &body["result"];
    assert_eq!(result["isError"], false, "{body:#}");
    let text: Value = serde_json::from_str(result["content"][0]["text"].as_str().unwrap()).unwrap();
    assert_eq!(text, result["structuredContent"]);
    result["structuredContent"].clone()
}

async fn turns(app: &concierge_service::Concierge, conversation: &str) -> i64 {
    app.database().turn_count(conversation).await.unwrap()
}

#[tokio::test]
async fn a_platform_declaring_version_draft_gets_the_dated_draft() {
    let r = router();
    let res = mcp(&r, ask_call(LITERAL_DRAFT_AGENT, json!({"query": "What is your return policy?"}), None)).await;
    let body = structured(&res);
    answer(&body);
    // Location is not on the draft profile: the released one answers it, at its own version.
    let res = mcp(
        &r,
        json!({"jsonrpc": "2.0", "id": 8, "method": "tools/call", "params": {"name": "search_locations",
               "arguments": {"meta": meta(LITERAL_DRAFT_AGENT), "location": {"query": "denver"}}}}),
    )
    .await;
    assert_eq!(res.json()["error"]["data"]["code"], "version_unsupported", "{}", res.text);
    assert!(res.json()["error"]["data"]["content"].as_str().unwrap().contains(DRAFT), "{}", res.text);
}

#[tokio::test]
async fn the_draft_profile_offers_ask_and_the_release_does_not() {
    let r = router();
    let res = send(&r, Request::get("/.well-known/ucp/draft").body(Body::empty()).unwrap()).await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.header("content-type"), Some("application/json"));
    assert!(res.header("cache-control").unwrap().starts_with("public, max-age="));
    let etag = res.header("etag").unwrap().to_owned();
    let draft = res.json();
    assert_valid(&schemas().business_profile, &draft);
    assert_eq!(draft["ucp"]["version"], DRAFT);
    let capabilities: Vec<&String> = draft["ucp"]["capabilities"].as_object().unwrap().keys().collect();
    assert_eq!(capabilities, ["dev.ucp.common.ask"], "the draft profile offers only the draft capability");
    assert_eq!(
        draft["ucp"]["capabilities"]["dev.ucp.common.ask"],
        json!([{"version": DRAFT, "spec": "https://ucp.dev/draft/specification/common/ask",
                "schema": "https://ucp.dev/draft/schemas/common/ask.json"}])
    );
    let services = draft["ucp"]["services"]["dev.ucp.common"].as_array().unwrap();
    let endpoints: Vec<(&str, &str)> =
        services.iter().map(|s| (s["transport"].as_str().unwrap(), s["endpoint"].as_str().unwrap())).collect();
    assert_eq!(endpoints, [("rest", "http://localhost:8080/ucp"), ("mcp", "http://localhost:8080/ucp/mcp")]);
    assert!(services.iter().all(|s| s["version"] == DRAFT));
    let again = send(
        &r,
        Request::get("/.well-known/ucp/draft").header("if-none-match", etag.as_str()).body(Body::empty()).unwrap(),
    )
    .await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);

    let released = send(&r, Request::get("/.well-known/ucp").body(Body::empty()).unwrap()).await.json();
    assert_eq!(released["ucp"]["version"], "2026-08-25");
    assert!(released["ucp"]["capabilities"]["dev.ucp.common.ask"].is_null(), "Ask is draft-only");
    assert_ne!(released, draft);

    let health = send(&r, Request::get("/health").body(Body::empty()).unwrap()).await.json();
    assert_eq!(health["draft_version"], DRAFT);
}

#[tokio::test]
async fn rest_ask_answers_with_the_negotiated_envelope() {
    let r = router();
    let id = "6f1d2c5e-0b7a-4f3e-9a51-3c2b1d0e9f8a";
    let request = Request::post("/ucp/ask")
        .header("content-type", "application/json")
        .header("ucp-agent", format!("profile=\"{ASK_AGENT}\""))
        .header("request-id", id)
        .body(Body::from(json!({"query": "Can I return sale items?"}).to_string()))
        .unwrap();
    let res = send(&r, request).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.header("content-type"), Some("application/json"));
    assert_eq!(res.header("request-id"), Some(id));
    let body = res.json();
    assert!(answer(&body).contains("14 days"), "{body:#}");
    assert!(body["answer"]["markdown"].is_string());
    let links = body["links"].as_array().unwrap();
    assert!(links.iter().any(|l| l["type"] == "refund_policy" && l["id"].is_null()), "{body:#}");
    assert!(conversation_id(&body).starts_with("conv_"));
    assert_eq!(body["conversation"]["expires_at"], "2026-12-03T18:00:00Z", "a day after the last turn");
}

#[tokio::test]
async fn mcp_ask_business_returns_structured_content() {
    let r = router();
    let listed = mcp(&r, json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"})).await.json();
    let tool = listed["result"]["tools"].as_array().unwrap().iter().find(|t| t["name"] == "ask_business").unwrap();
    let output = concierge_schemas::Compiled::new(tool["outputSchema"].clone()).unwrap();

    let res = ask_mcp(&r, json!({"query": "Can I return sale items?"}), None).await;
    assert_eq!(res.header("content-type"), Some("application/json"));
    let sc = structured(&res);
    answer(&sc);
    assert_valid(&output, &sc);
    assert!(conversation_id(&sc).starts_with("conv_"));
    assert!(answer(&sc).contains("14 days"), "{sc:#}");
    assert!(sc["links"].as_array().unwrap().iter().any(|l| l["type"] == "refund_policy"), "{sc:#}");
}

#[tokio::test]
async fn tools_list_with_meta_lists_what_the_agent_negotiated() {
    let r = router();
    let list = |agent: &'static str| {
        let r = r.clone();
        async move { tools_for(&r, agent).await.json() }
    };
    assert_eq!(tool_names(&list(ASK_AGENT).await), ["ask_business"], "a draft agent negotiates the draft profile");
    assert!(tool_names(&list(DRAFT_NO_ASK_AGENT).await).is_empty());
    assert_eq!(tool_names(&list(AGENT).await), ["search_locations", "lookup_locations"]);
}

#[tokio::test]
async fn grounded_answers_link_the_product_and_unknown_ids_are_noted() {
    let r = router();
    let missing = "gid://juniperandpine/Product/nope";
    let res = ask_rest(&r, json!({"query": "Is this waterproof?", "ids": [JACKET, missing]}), None).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let body = res.json();
    let plain = answer(&body);
    assert!(plain.starts_with("Yes"), "{plain}");
    let links = body["links"].as_array().unwrap();
    let product = links.iter().find(|l| l["id"] == JACKET).unwrap_or_else(|| panic!("no link to {JACKET}: {links:?}"));
    assert_eq!(product["url"], "https://juniperandpine.example/products/ridgeline-rain-jacket");
    assert_eq!(product["title"], "Ridgeline Rain Jacket");
    let infos = info_codes(&body);
    assert!(infos.iter().any(|(code, content)| code == "not_found" && content.contains(missing)), "{infos:?}");
    assert!(!infos.iter().any(|(_, content)| content.contains(JACKET)), "the known id is not reported: {infos:?}");

    // A secondary identifier (a variant's SKU) grounds the same product, over MCP.
    let sc = structured(&ask_mcp(&r, json!({"query": "Is this waterproof?", "ids": ["RRJ-M-BLU"]}), None).await);
    assert!(answer(&sc).starts_with("Yes"), "{sc:#}");
    assert!(sc["links"].as_array().unwrap().iter().any(|l| l["id"] == JACKET), "{sc:#}");
    assert!(info_codes(&sc).is_empty(), "{sc:#}");
}

#[tokio::test]
async fn released_agents_get_version_unsupported_with_the_draft_hint() {
    let r = router();
    let payload = json!({"query": "What is your return policy?"});
    let res = rest_as(&r, AGENT, "/ask", payload.clone()).await;
    assert_eq!(res.status.as_u16(), 422, "{}", res.text);
    let body = res.json();
    assert_eq!(body["code"], "version_unsupported");
    assert_eq!(body["continue_url"], "https://juniperandpine.example");
    let content = body["content"].as_str().unwrap();
    assert!(content.contains("2026-08-25") && content.contains(DRAFT), "{content}");
    assert!(content.contains("/.well-known/ucp/draft") && content.contains("dev.ucp.common.ask"), "{content}");

    let res = mcp(&r, ask_call(AGENT, payload.clone(), None)).await;
    assert_eq!(res.status.as_u16(), 422);
    let e = &res.json()["error"];
    assert_eq!((e["code"].as_i64(), e["message"].as_str()), (Some(-32001), Some("UCP discovery failed")));
    assert_eq!(e["data"]["code"], "version_unsupported");
    assert!(e["data"]["content"].as_str().unwrap().contains("/.well-known/ucp/draft"), "{e}");
    assert_eq!(e["data"]["continue_url"], "https://juniperandpine.example");

    // A draft platform that does not declare Ask: a business outcome, not an error.
    let res = rest_as(&r, DRAFT_NO_ASK_AGENT, "/ask", payload.clone()).await;
    assert_eq!(res.status, StatusCode::OK);
    let body = res.json();
    assert_valid(&schemas().error_response, &body);
    assert_eq!((body["ucp"]["version"].as_str(), body["ucp"]["status"].as_str()), (Some(DRAFT), Some("error")));
    assert_eq!(body["messages"][0]["code"], "capabilities_incompatible");
    let res = mcp(&r, ask_call(DRAFT_NO_ASK_AGENT, payload, None)).await;
    let result = &res.json()["result"];
    assert_eq!(result["isError"], true);
    assert_eq!(result["structuredContent"]["messages"][0]["code"], "capabilities_incompatible");

    // A draft platform asking for Location is pointed at the released profile, not the draft.
    let res = rest_as(&r, DRAFT_NO_ASK_AGENT, "/locations/search", json!({"query": "denver"})).await;
    assert_eq!(res.status.as_u16(), 422, "{}", res.text);
    let content = res.json()["content"].as_str().unwrap().to_owned();
    assert!(content.contains("Location is offered at version 2026-08-25 on /.well-known/ucp;"), "{content}");
}

#[tokio::test]
async fn follow_ups_build_on_the_conversation() {
    let (app, r) = app_and_router(config());
    let first = ask_rest(&r, json!({"query": "Tell me about the Ridgeline Rain Jacket"}), None).await.json();
    answer(&first);
    let id = conversation_id(&first);
    assert!(first["links"].as_array().unwrap().iter().any(|l| l["id"] == JACKET), "{first:#}");
    assert_eq!(turns(&app, &id).await, 1);

    // The second turn, over the other transport, replays the id and builds on the jacket.
    let second = structured(
        &ask_mcp(&r, json!({"query": "And is it waterproof?", "conversation": {"id": id.as_str()}}), None).await,
    );
    let plain = answer(&second);
    assert!(plain.starts_with("Yes"), "{plain}");
    assert_eq!(conversation_id(&second), id, "the same conversation continues");
    assert!(info_codes(&second).is_empty(), "{second:#}");
    assert_eq!(turns(&app, &id).await, 2);

    // The same follow-up without the conversation has nothing to build on.
    let alone = ask_rest(&r, json!({"query": "And is it waterproof?"}), None).await.json();
    assert!(!answer(&alone).starts_with("Yes"), "{alone:#}");
    assert_ne!(conversation_id(&alone), id);
    assert_eq!(turns(&app, &id).await, 2);
}

#[tokio::test]
async fn an_unknown_conversation_starts_a_new_one_and_says_so() {
    let (app, r) = app_and_router(config());
    let unknown = "conv_00000000000000000000000000000000";
    let res = ask_rest(
        &r,
        json!({"query": "What is your return policy?", "conversation": {"id": unknown, "expires_at": "2026-12-03T00:00:00Z"}}),
        None,
    )
    .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let body = res.json();
    answer(&body);
    let id = conversation_id(&body);
    assert_ne!(id, unknown, "a new conversation");
    let infos = info_codes(&body);
    assert!(
        infos.iter().any(|(code, content)| code == "not_found" && content.to_lowercase().contains("conversation")),
        "{infos:?}"
    );
    assert_eq!((turns(&app, &id).await, turns(&app, unknown).await), (1, 0));
}

#[tokio::test]
async fn a_replayed_key_returns_the_first_answer_and_adds_no_turn() {
    let (app, r) = app_and_router(config());
    let first = ask_rest(&r, json!({"query": "Tell me about the Ridgeline Rain Jacket"}), None).await.json();
    let id = conversation_id(&first);

    // REST: Idempotency-Key.
    let k = key(1);
    let follow_up = json!({"query": "And is it waterproof?", "conversation": {"id": id.as_str()}});
    let once = ask_rest(&r, follow_up.clone(), Some(&k)).await;
    assert_eq!(once.status, StatusCode::OK, "{}", once.text);
    answer(&once.json());
    assert_eq!(turns(&app, &id).await, 2);
    let again = ask_rest(&r, follow_up.clone(), Some(&k)).await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.text);
    assert_eq!(again.text, once.text, "the stored response, byte for byte");
    assert_eq!(turns(&app, &id).await, 2, "no second turn");

    // MCP: meta["idempotency-key"].
    let k = key(2);
    let third = json!({"query": "What is it made of?", "conversation": {"id": id.as_str()}});
    let once = structured(&ask_mcp(&r, third.clone(), Some(&k)).await);
    answer(&once);
    assert_eq!(turns(&app, &id).await, 3);
    let again = ask_mcp(&r, third, Some(&k)).await;
    assert_eq!(structured(&again), once);
    assert_eq!(turns(&app, &id).await, 3, "no second turn");
    // MCP arguments are a JSON object, not bytes: the same payload re-encoded with its members
    // in another order is the same request.
    let mut call = ask_call(ASK_AGENT, json!({}), Some(&k));
    call["params"]["arguments"]["ask"] =
        serde_json::from_str(&format!(r#"{{"conversation": {{"id": "{id}"}}, "query": "What is it made of?"}}"#))
            .unwrap();
    assert_eq!(structured(&mcp(&r, call).await), once);
    assert_eq!(turns(&app, &id).await, 3, "no second turn");

    // Without a key, the same question is a new turn.
    ask_rest(&r, follow_up, None).await;
    assert_eq!(turns(&app, &id).await, 4);
}

#[tokio::test]
async fn keys_are_per_platform() {
    // Another platform sending the same key and body gets its own answer and conversation,
    // never the first platform's stored response.
    let (app, r) = app_and_router(config());
    let k = key(40);
    let body = json!({"query": "Is the Ridgeline Rain Jacket waterproof?"});
    let mine = ask_rest(&r, body.clone(), Some(&k)).await;
    assert_eq!(mine.status, StatusCode::OK, "{}", mine.text);
    let theirs = rest_with(&r, OTHER_ASK_AGENT, "/ask", body, &[("idempotency-key", k.as_str())]).await;
    assert_eq!(theirs.status, StatusCode::OK, "{}", theirs.text);
    let (a, b) = (conversation_id(&mine.json()), conversation_id(&theirs.json()));
    assert_ne!(a, b, "the other platform's response is not replayed");
    assert_eq!((turns(&app, &a).await, turns(&app, &b).await), (1, 1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_retries_with_one_key_make_one_turn() {
    let (app, r) = app_and_router(config());
    let first = ask_rest(&r, json!({"query": "Tell me about the Ridgeline Rain Jacket"}), None).await.json();
    let id = conversation_id(&first);
    let follow_up = json!({"query": "And is it waterproof?", "conversation": {"id": id.as_str()}});

    let k = key(3);
    let rest_retries: Vec<_> = (0..6)
        .map(|_| {
            let (r, body, k) = (r.clone(), follow_up.clone(), k.clone());
            tokio::spawn(async move { ask_rest(&r, body, Some(&k)).await })
        })
        .collect();
    let mut bodies = Vec::new();
    for task in rest_retries {
        let res = task.await.unwrap();
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        bodies.push(res.text);
    }
    assert!(bodies.windows(2).all(|w| w[0] == w[1]), "every retry gets the same answer: {bodies:#?}");
    let body: Value = serde_json::from_str(&bodies[0]).unwrap();
    assert!(answer(&body).starts_with("Yes"), "{body:#}");
    assert_eq!(turns(&app, &id).await, 2, "one turn for six requests");

    let k = key(4);
    let third = json!({"query": "What is it made of?", "conversation": {"id": id.as_str()}});
    let (a, b, c) = tokio::join!(
        ask_mcp(&r, third.clone(), Some(&k)),
        ask_mcp(&r, third.clone(), Some(&k)),
        ask_mcp(&r, third.clone(), Some(&k)),
    );
    let (a, b, c) = (structured(&a), structured(&b), structured(&c));
    assert!(a == b && b == c, "{a:#}\n{b:#}\n{c:#}");
    assert_eq!(turns(&app, &id).await, 3);
}

#[tokio::test]
async fn a_key_reused_for_another_question_conflicts() {
    let (app, r) = app_and_router(config());
    let k = key(5);
    let first = ask_rest(&r, json!({"query": "What is your return policy?"}), Some(&k)).await;
    assert_eq!(first.status, StatusCode::OK);
    let id = conversation_id(&first.json());

    let res = ask_rest(&r, json!({"query": "What is your shipping policy?"}), Some(&k)).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    let body = res.json();
    assert_valid(&schemas().error_response, &body);
    assert_eq!(body["ucp"]["status"], "error");
    assert_eq!(body["ucp"]["version"], DRAFT, "Ask errors are dated with the draft profile's version");
    assert_eq!(body["messages"][0]["code"], "idempotency_conflict");
    assert_eq!(body["messages"][0]["severity"], "recoverable");
    assert!(res.header("retry-after").is_none(), "a conflict is not cured by waiting");
    assert_eq!(turns(&app, &id).await, 1);
    // The first request still replays.
    let again = ask_rest(&r, json!({"query": "What is your return policy?"}), Some(&k)).await;
    assert_eq!(again.text, first.text);

    let k = key(6);
    assert_eq!(ask_mcp(&r, json!({"query": "What is your return policy?"}), Some(&k)).await.status, StatusCode::OK);
    let res = ask_mcp(&r, json!({"query": "What is your shipping policy?"}), Some(&k)).await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    let e = &res.json()["error"];
    assert_eq!(e["code"], -32000);
    assert_eq!(e["data"]["code"], "idempotency_conflict");
    assert_eq!(res.json()["id"], 7);
}

#[tokio::test]
async fn idempotency_keys_must_be_uuids() {
    let r = router();
    for bad in ["not-a-uuid", "7c9e6679742540de944be07fc1f90ae", ""] {
        let res = ask_rest(&r, json!({"query": "What is your return policy?"}), Some(bad)).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{bad:?}: {}", res.text);
        let body = res.json();
        assert_valid(&schemas().error_response, &body);
        let m = &body["messages"][0];
        assert_eq!(m["code"], "invalid_header", "{bad:?}");
        assert!(m["content"].as_str().unwrap().contains("Idempotency-Key"), "{m}");
    }
    for bad in [json!("not-a-uuid"), json!(42)] {
        let mut call = ask_call(ASK_AGENT, json!({"query": "What is your return policy?"}), None);
        call["params"]["arguments"]["meta"]["idempotency-key"] = bad.clone();
        let res = mcp(&r, call).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{bad}: {}", res.text);
        let e = &res.json()["error"];
        assert_eq!(e["code"], -32602, "{bad}");
        assert_eq!(e["data"]["path"], "$.meta['idempotency-key']", "{bad}");
    }
}

#[tokio::test]
async fn asks_fail_closed_when_storage_is_unavailable() {
    // Storage URLs that parse but cannot be opened: a file in a missing directory, and a directory.
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().display();
    for url in [format!("sqlite://{root}/missing/concierge.sqlite?mode=rwc"), format!("sqlite://{root}")] {
        let mut c = config();
        c.storage.database_url = url.clone();
        let r = router_with(c);
        let question = json!({"query": "And is it waterproof?", "conversation": {"id": "conv_x"}});

        for k in [Some(key(7)), None] {
            let res = ask_rest(&r, question.clone(), k.as_deref()).await;
            assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE, "{url} {k:?}: {}", res.text);
            assert_eq!(res.header("retry-after"), Some("1"));
            let body = res.json();
            assert_valid(&schemas().error_response, &body);
            assert_eq!(body["messages"][0]["code"], "unavailable");

            let res = ask_mcp(&r, question.clone(), k.as_deref()).await;
            assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE, "{url} {k:?}: {}", res.text);
            assert_eq!(res.header("retry-after"), Some("1"));
            let e = &res.json()["error"];
            assert_eq!(e["code"], -32000);
            assert_eq!((e["data"]["code"].as_str(), e["data"]["retry_after"].as_u64()), (Some("unavailable"), Some(1)));
        }
        // Location needs no storage.
        assert_eq!(rest(&r, "/locations/search", json!({"query": "denver"})).await.status, StatusCode::OK);
    }
}

#[tokio::test]
async fn asks_fail_closed_when_storage_goes_away() {
    let (app, r) = app_and_router(config());
    let k = key(8);
    let question = json!({"query": "What is your return policy?"});
    let first = ask_rest(&r, question.clone(), Some(&k)).await;
    assert_eq!(first.status, StatusCode::OK);
    app.database().close().await;
    // Not even a replay is served from memory: the key cannot be checked, so nothing is answered.
    let res = ask_rest(&r, question.clone(), Some(&k)).await;
    assert_eq!((res.status, res.header("retry-after")), (StatusCode::SERVICE_UNAVAILABLE, Some("1")), "{}", res.text);
    let res = ask_mcp(&r, question, Some(&key(9))).await;
    assert_eq!(res.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(res.json()["error"]["data"]["code"], "unavailable");
}

#[tokio::test]
async fn invalid_asks_name_the_member() {
    let (app, r) = app_and_router(config());
    for (payload, path) in [
        (json!({}), "$"),
        (json!([]), "$"),
        (json!({"query": 42}), "$.query"),
        (json!({"query": "   "}), "$.query"),
        (json!({"query": "x".repeat(2001)}), "$.query"),
        (json!({"query": "hi", "ids": "RRJ-M-BLU"}), "$.ids"),
        (json!({"query": "hi", "ids": [1]}), "$.ids[0]"),
        (json!({"query": "hi", "ids": vec!["x"; 21]}), "$.ids"),
        (json!({"query": "hi", "conversation": {}}), "$.conversation"),
        (json!({"query": "hi", "conversation": {"id": "c", "expires_at": "tomorrow"}}), "$.conversation.expires_at"),
        (json!({"query": "hi", "context": {"language": 5}}), "$.context.language"),
        (json!({"query": "hi", "topic": "jackets"}), "$.topic"),
    ] {
        let res = ask_rest(&r, payload.clone(), Some(&key(10))).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{payload}: {}", res.text);
        let body = res.json();
        assert_valid(&schemas().error_response, &body);
        let m = &body["messages"][0];
        assert_eq!((m["code"].as_str(), m["path"].as_str()), (Some("invalid_request"), Some(path)), "{payload}");
        assert!(m["content"].as_str().unwrap().starts_with(path), "{m}");

        let res = ask_mcp(&r, payload.clone(), None).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{payload}: {}", res.text);
        let e = &res.json()["error"];
        let mcp_path = path.replacen('$', "$.ask", 1);
        assert_eq!(e["code"], -32602, "{payload}: {e}");
        assert_eq!(e["data"]["path"], mcp_path.as_str(), "{payload}");
        assert!(e["message"].as_str().unwrap().starts_with(&mcp_path), "{e}");
    }
    let res = mcp(
        &r,
        json!({"jsonrpc": "2.0", "id": 7, "method": "tools/call",
               "params": {"name": "ask_business", "arguments": {"meta": meta(ASK_AGENT)}}}),
    )
    .await;
    assert_eq!(
        (res.json()["error"]["code"].as_i64(), res.json()["error"]["data"]["path"].as_str()),
        (Some(-32602), Some("$.ask"))
    );
    // A rejected request claims no key: the same key still works for a valid question.
    let res = ask_rest(&r, json!({"query": "What is your return policy?"}), Some(&key(10))).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(turns(&app, &conversation_id(&res.json())).await, 1);
}

fn error_messages(body: &Value) -> Vec<Value> {
    body["messages"]
        .as_array()
        .map(|ms| ms.iter().filter(|m| m["type"] == "error").cloned().collect())
        .unwrap_or_default()
}

#[tokio::test]
async fn without_a_credential_order_questions_get_the_public_part_and_insufficient_scope() {
    let r = router();
    let body = ask_rest(&r, json!({"query": "Where is my order?"}), None).await.json();
    let plain = answer(&body);
    assert!(plain.contains("tracking link"), "{plain}");
    assert!(!plain.contains("#100"), "{plain}");
    let errors = error_messages(&body);
    assert_eq!(errors.len(), 1, "{body:#}");
    assert_eq!(errors[0]["code"], "insufficient_scope");
    assert_eq!(errors[0]["severity"], "requires_buyer_review");
    assert!(errors[0]["content"].as_str().unwrap().contains("dev.ucp.common.ask:read"));
    assert!(body["links"].as_array().unwrap().iter().any(|l| l["type"] == "shipping_policy"), "{body:#}");

    // An existing order's GID reads exactly like one that does not exist.
    let existing =
        ask_rest(&r, json!({"query": "When will this arrive?", "ids": ["gid://juniperandpine/Order/ord_1001"]}), None)
            .await
            .json();
    let missing =
        ask_rest(&r, json!({"query": "When will this arrive?", "ids": ["gid://juniperandpine/Order/ord_9999"]}), None)
            .await
            .json();
    answer(&existing);
    answer(&missing);
    assert_eq!(existing["answer"], missing["answer"]);
    assert_eq!(existing["links"], missing["links"]);
    let strip =
        |b: &Value| serde_json::to_string(&b["messages"]).unwrap().replace("ord_1001", "X").replace("ord_9999", "X");
    assert_eq!(strip(&existing), strip(&missing));
    assert!(info_codes(&existing).iter().any(|(c, _)| c == "not_found"));
}

#[tokio::test]
async fn a_cart_id_suffices_and_its_conversation_continues_without_credentials() {
    let (app, r) = app_and_router(config());
    let first =
        ask_rest(&r, json!({"query": "What's in my cart?", "ids": ["gid://juniperandpine/Cart/cart_z7p1k9"]}), None)
            .await
            .json();
    let plain = answer(&first);
    assert!(plain.contains("Summit Trail Mix") && plain.contains("$117.00"), "{plain}");
    assert!(error_messages(&first).is_empty(), "{first:#}");
    let cart = first["links"].as_array().unwrap().iter().find(|l| l["type"] == "cart").cloned();
    assert_eq!(cart.unwrap()["id"], "gid://juniperandpine/Cart/cart_z7p1k9");
    // The state went through the database and back: the same anonymous caller builds on it.
    let id = conversation_id(&first);
    let second = structured(
        &ask_mcp(&r, json!({"query": "and what's the total?", "conversation": {"id": id.as_str()}}), None).await,
    );
    assert!(answer(&second).contains("$117.00"), "{second:#}");
    assert_eq!(turns(&app, &id).await, 2);
}

#[tokio::test]
async fn order_policies_come_from_the_configuration() {
    let mut c = config();
    c.ask.resources.order = concierge_service::ResourcePolicy::Possession;
    let (_app, r) = app_and_router(c);
    let body =
        ask_rest(&r, json!({"query": "When will this arrive?", "ids": ["gid://juniperandpine/Order/ord_1001"]}), None)
            .await
            .json();
    let plain = answer(&body);
    assert!(plain.starts_with("Order #1001") && plain.contains("December 4"), "{plain}");
    let link = body["links"].as_array().unwrap().iter().find(|l| l["type"] == "order").cloned().unwrap();
    assert_eq!(link["id"], "gid://juniperandpine/Order/ord_1001");
    assert_eq!(link["url"], "https://juniperandpine.example/account/orders/ord_1001");
    // Possession of an order is not possession of its buyer: nothing else about them.
    assert!(!plain.contains("Maya"), "{plain}");

    let mut c = config();
    c.ask.resources.cart = concierge_service::ResourcePolicy::Never;
    let (_app, r) = app_and_router(c);
    let body = ask_rest(&r, json!({"query": "What's in my cart?", "ids": ["cart_z7p1k9"]}), None).await.json();
    assert!(!answer(&body).contains("Summit Trail Mix"), "{body:#}");
    assert!(info_codes(&body).iter().any(|(c, _)| c == "not_found"), "{body:#}");
}

/// Runs an Ask in process as `viewer` (what a transport does once it has verified a token).
async fn ask_as(
    app: &concierge_service::Concierge,
    viewer: &concierge_service::Viewer,
    payload: &Value,
    key: Option<&str>,
) -> Value {
    let negotiated = app.self_negotiated(concierge_service::Channel::Draft);
    let options = concierge_service::CallOptions {
        idempotency_key: key.map(str::to_owned),
        request_digest: Some("same-request".into()),
        agent: Some(ASK_AGENT.into()),
        ..Default::default()
    };
    let outcome =
        app.run(concierge_service::Operation::AskBusiness, &negotiated, payload, &options, viewer).await.unwrap();
    let body = outcome.json();
    answer(&body);
    body
}

#[tokio::test]
async fn a_stored_answer_is_replayed_only_to_the_same_credential() {
    let (app, _r) = app_and_router(config());
    let maya = concierge_service::Viewer::buyer("b_1", ["dev.ucp.common.ask:read"]);
    let payload = json!({"query": "Where is my order?"});
    let k = key(40);
    let first = ask_as(&app, &maya, &payload, Some(&k)).await;
    assert!(first["answer"]["plain"].as_str().unwrap().contains("1Z4J9W870312345678"), "{first:#}");
    assert_eq!(ask_as(&app, &maya, &payload, Some(&k)).await, first, "Maya's retry is a replay");
    // The same key and request without Maya's credential, or with another buyer's, is
    // answered for that caller: the stored answer is Maya's alone.
    for viewer in [
        concierge_service::Viewer::public(),
        concierge_service::Viewer::buyer("b_2", ["dev.ucp.common.ask:read"]),
        concierge_service::Viewer::buyer("b_1", ["openid"]),
    ] {
        let other = ask_as(&app, &viewer, &payload, Some(&k)).await;
        assert!(!other.to_string().contains("1Z4J9W870312345678"), "{other:#}");
    }
    // And the conversation Maya started continues for Maya only.
    let id = conversation_id(&first);
    let follow = json!({"query": "and when will it arrive?", "conversation": {"id": id.as_str()}});
    let public = ask_as(&app, &concierge_service::Viewer::public(), &follow, None).await;
    assert!(!public.to_string().contains("December 4") && !public.to_string().contains("#1001"), "{public:#}");
    let mine = ask_as(&app, &maya, &follow, None).await;
    assert!(mine["answer"]["plain"].as_str().unwrap().contains("December 4"), "{mine:#}");
}
