//! The compact tool schemas `tools/list` advertises: the same verdicts as the full UCP schemas on
//! a corpus of arguments and responses, and the whole list within its budget.
//!
//! The corpus is built, not hand-picked: valid arguments for every tool (the payloads the other
//! tests send), each mutated systematically (every member removed, unknown members added to
//! every object, every value replaced by each JSON type, strings by empty, malformed and
//! out-of-enum text, numbers by out-of-range ones, arrays emptied and given duplicates), and
//! real responses of every tool, successes, business outcomes and errors, mutated the same way.
//! Each instance goes through the full and the compact schema (compiled alike, formats checked);
//! they must agree, in both directions.

use axum::Router;
use concierge_mcp::{ToolSchemas, tool_schemas};
use concierge_schemas::Compiled;
use concierge_service::Operation;
use serde_json::{Map, Value, json};

use crate::common::*;

const JACKET: &str = "gid://juniperandpine/Product/ridgeline-rain-jacket";

/// `tools/list` in bytes, as the router sends it: the budget the issue set.
const BUDGET: usize = 24 * 1024;

/// The arguments the other tests send, per tool.
fn valid_arguments(op: Operation) -> Vec<Value> {
    let meta = |agent: &str| meta(agent);
    let keyed = json!({"ucp-agent": {"profile": AGENT}, "idempotency-key": "00000000-0000-4000-8000-000000000001"});
    let location = |payload: Value| json!({"meta": meta(AGENT), "location": payload});
    match op {
        Operation::SearchLocations => vec![
            location(json!({})),
            location(json!({"query": "denver"})),
            json!({"meta": keyed, "location": {"query": "brooklyn", "pagination": {"limit": 4}}}),
            location(json!({"distance": {"center": {"latitude": 37.7749, "longitude": -122.4194}, "max": 5000},
                "filters": {"hours": {"open_at": "2026-12-02T10:30:00-08:00"}}})),
            location(json!({"serves": {"address": {"address_country": "US", "postal_code": "94110"}}})),
            location(json!({"serves": {"address": {"address_country": "US", "address_region": "WA"}}})),
            location(json!({"serves": {"point": {"latitude": 37.79, "longitude": -122.41}}})),
            location(
                json!({"filters": {"items": ["ridgeline-rain-jacket-m-blue"], "amenities": ["dev.ucp.amenity.wi_fi"]},
                "pagination": {"limit": 50, "cursor": "c1"}}),
            ),
            location(json!({"query": "coffee", "context": {"address_country": "US", "address_region": "CA",
                "postal_code": "94103", "language": "en", "currency": "USD", "intent": "pickup",
                "eligibility": ["com.example.member"], "payment": [{"handler": "com.example.pay", "types": ["card"]}]},
                "signals": {"dev.ucp.buyer_ip": "203.0.113.7", "dev.ucp.user_agent": "agent/1.0"}})),
        ],
        Operation::LookupLocations => vec![
            location(json!({"ids": ["loc_denver"]})),
            location(json!({"ids": ["BKN01", "nope"]})),
            json!({"meta": keyed, "location": {"ids": ["san-francisco", "SF01"]}}),
            location(json!({"ids": ["loc_oakland_dc", "OAKDC", "loc_la_closed"],
                "distance": {"center": {"latitude": 37.7, "longitude": -122.4}, "max": 10000},
                "filters": {"hours": {"open_at": "2026-12-02T18:00:00Z"}}})),
            location(json!({"ids": ["SF01"], "serves": {"address": {"postal_code": "94103"}},
                "context": {"address_country": "US"}})),
        ],
        Operation::AskBusiness => vec![
            json!({"meta": meta(ASK_AGENT), "ask": {"query": "What is your return policy?"}}),
            json!({"meta": meta(ASK_AGENT), "ask": {"query": "Is this waterproof?", "ids": [JACKET, "RRJ-M-BLU"]}}),
            json!({"meta": keyed, "ask": {"query": "How much is it?", "conversation": {"id": "conv_1"}}}),
        ],
    }
}

/// Real `structuredContent` of every tool: results, refusals and errors.
async fn real_responses(r: &Router, op: Operation) -> Vec<Value> {
    let calls: Vec<(&str, Value)> = match op {
        Operation::SearchLocations => vec![
            (AGENT, json!({"location": {"query": "denver"}})),
            (AGENT, json!({"location": {"pagination": {"limit": 2}}})),
            (AGENT, json!({"location": {"query": "distribution center"}})),
            (AGENT, json!({"location": {"serves": {"com.example.zone": {"id": 1}}}})),
        ],
        Operation::LookupLocations => vec![
            (AGENT, json!({"location": {"ids": ["SF01", "nope"]}})),
            (AGENT, json!({"location": {"ids": ["loc_oakland_dc", "OAKDC", "loc_la_closed"]}})),
            (SEARCH_ONLY_AGENT, json!({"location": {"ids": ["x"]}})),
        ],
        Operation::AskBusiness => vec![
            (ASK_AGENT, json!({"ask": {"query": "Can I return sale items?"}})),
            (
                ASK_AGENT,
                json!({"ask": {"query": "Is this waterproof?", "ids": [JACKET, "gid://juniperandpine/Product/nope"]}}),
            ),
        ],
    };
    let mut out = Vec::new();
    for (agent, mut arguments) in calls {
        arguments["meta"] = meta(agent);
        let body = mcp(
            r,
            json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                "params": {"name": op.tool_name(), "arguments": arguments}}),
        )
        .await
        .json();
        match (&body["result"]["structuredContent"], &body["error"]) {
            (Value::Object(_), _) => out.push(body["result"]["structuredContent"].clone()),
            // A JSON-RPC error is not a result: its UCP error response (when it has one) is
            // what an error result would carry.
            (_, Value::Object(e)) => out.push(ucp_error_body(e)),
            _ => panic!("no result or error: {body:#}"),
        }
    }
    out
}

/// A UCP error response for a JSON-RPC error's `data`.
fn ucp_error_body(e: &Map<String, Value>) -> Value {
    let code = e.get("data").and_then(|d| d.get("code")).and_then(Value::as_str).unwrap_or("invalid_request");
    json!({"ucp": {"version": "2026-08-25", "status": "error"},
        "messages": [{"type": "error", "code": code, "content": e["message"], "severity": "unrecoverable"}]})
}

/// Replacement values for a member: every JSON type and the edge cases schemas tend to check.
fn replacements(v: &Value) -> Vec<Value> {
    let mut out = vec![
        Value::Null,
        json!(true),
        json!(0),
        json!(-1),
        json!(1.5),
        json!(""),
        json!("x"),
        json!([]),
        json!({}),
        json!([1]),
        json!({"x": 1}),
    ];
    match v {
        Value::String(s) => out.extend([
            json!("not a uri"),
            json!("2026-13-45"),
            json!("2026-12-02T10:00:00"),
            json!("25:99"),
            json!("not-a-uuid"),
            json!("Not.A.Reverse.Domain"),
            json!(format!("{s}{s}")),
            json!(s.to_uppercase()),
        ]),
        Value::Number(_) => {
            out.extend([json!(-1000), json!(-181), json!(-91), json!(91), json!(181), json!(1e9), json!(-0.5)])
        }
        Value::Array(items) => {
            if let Some(first) = items.first() {
                let mut twice = items.clone();
                twice.push(first.clone());
                out.push(Value::Array(twice));
                out.push(first.clone());
            }
        }
        _ => {}
    }
    out
}

/// `seed` and every single mutation of it.
fn mutations(seed: &Value) -> Vec<Value> {
    let mut out = vec![seed.clone()];
    let mut pointers = Vec::new();
    pointers_of(seed, String::new(), &mut pointers);
    for pointer in pointers {
        let at = seed.pointer(&pointer).expect("a listed pointer resolves");
        if !pointer.is_empty() {
            for replacement in replacements(at) {
                let mut m = seed.clone();
                *m.pointer_mut(&pointer).unwrap() = replacement;
                out.push(m);
            }
        }
        if let Value::Object(members) = at {
            for key in members.keys() {
                let mut m = seed.clone();
                m.pointer_mut(&pointer).unwrap().as_object_mut().unwrap().shift_remove(key);
                out.push(m);
            }
            for unknown in ["zz_unknown", "Bad Name"] {
                let mut m = seed.clone();
                m.pointer_mut(&pointer).unwrap().as_object_mut().unwrap().insert(unknown.into(), json!(1));
                out.push(m);
            }
            // One member more, named as extensions are and shaped like its first sibling.
            if let Some(first) = members.values().next() {
                let mut m = seed.clone();
                m.pointer_mut(&pointer)
                    .unwrap()
                    .as_object_mut()
                    .unwrap()
                    .insert("com.example.extra".into(), first.clone());
                out.push(m);
            }
        }
        if let Value::Array(items) = at
            && !items.is_empty()
        {
            let mut m = seed.clone();
            m.pointer_mut(&pointer).unwrap().as_array_mut().unwrap().clear();
            out.push(m);
        }
    }
    out
}

fn pointers_of(v: &Value, at: String, out: &mut Vec<String>) {
    out.push(at.clone());
    match v {
        Value::Object(m) => {
            for (k, c) in m {
                pointers_of(c, format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")), out);
            }
        }
        Value::Array(a) => {
            for (i, c) in a.iter().enumerate() {
                pointers_of(c, format!("{at}/{i}"), out);
            }
        }
        _ => {}
    }
}

/// A tool's corpus: arguments and `structuredContent`, each the seeds and all their mutations.
async fn corpus(r: &Router, op: Operation) -> (Vec<Value>, Vec<Value>) {
    let arguments = valid_arguments(op).iter().flat_map(mutations).collect();
    let responses = real_responses(r, op).await;
    let full = Compiled::new(tool_schemas(op, schemas()).full_output).unwrap();
    for response in &responses {
        assert!(full.violations(response).is_empty(), "a real response is valid: {response:#}");
    }
    (arguments, responses.iter().flat_map(mutations).collect())
}

/// The verdicts of `full` and `compact` on each instance of `corpus`, (accepted by full, by compact).
fn verdicts(full: &Value, compact: &Value, corpus: &[Value]) -> Vec<(bool, bool)> {
    let full = Compiled::new(full.clone()).unwrap();
    let compact = Compiled::new(compact.clone()).unwrap();
    corpus.iter().map(|i| (full.violations(i).is_empty(), compact.violations(i).is_empty())).collect()
}

/// Asserts both schemas agree on every instance; returns how many they accepted and rejected.
fn same_verdicts(tool: &str, which: &str, full: &Value, compact: &Value, corpus: &[Value]) -> (usize, usize) {
    let verdicts = verdicts(full, compact, corpus);
    for (instance, (by_full, by_compact)) in corpus.iter().zip(&verdicts) {
        let says = |ok: &bool| if *ok { "accepts" } else { "rejects" };
        assert_eq!(
            by_full,
            by_compact,
            "{tool} {which}: the full schema {} and the compact one {} {instance}",
            says(by_full),
            says(by_compact)
        );
    }
    let accepted = verdicts.iter().filter(|(ok, _)| *ok).count();
    (accepted, verdicts.len() - accepted)
}

#[tokio::test]
async fn compact_schemas_accept_and_reject_what_the_full_ones_do() {
    let r = router();
    let (mut total, mut input_rejected, mut output_rejected) = (0, 0, 0);
    for op in Operation::ALL {
        let ToolSchemas { full_input, full_output, input, output } = tool_schemas(op, schemas());
        let (arguments, responses) = corpus(&r, op).await;
        let (ok, bad) = same_verdicts(op.tool_name(), "inputSchema", &full_input, &input, &arguments);
        assert!(ok >= valid_arguments(op).len() && bad > 100, "{}: {ok} accepted, {bad} rejected", op.tool_name());
        println!("{} inputSchema: {ok} accepted, {bad} rejected by both", op.tool_name());
        input_rejected += bad;
        let (ok, bad) = same_verdicts(op.tool_name(), "outputSchema", &full_output, &output, &responses);
        assert!(ok > 10 && bad > 100, "{}: {ok} accepted, {bad} rejected", op.tool_name());
        println!("{} outputSchema: {ok} accepted, {bad} rejected by both", op.tool_name());
        output_rejected += bad;
        total += arguments.len() + responses.len();
    }
    assert!(total > 1000 && input_rejected > 300 && output_rejected > 300, "{total} payloads");
}

/// `schema` with every member named `keyword` removed, wherever it is.
fn without(schema: &Value, keyword: &str) -> Value {
    match schema {
        Value::Object(m) => Value::Object(
            m.iter().filter(|(k, _)| *k != keyword).map(|(k, v)| (k.clone(), without(v, keyword))).collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(|v| without(v, keyword)).collect()),
        other => other.clone(),
    }
}

#[tokio::test]
async fn the_corpus_tells_a_weakened_schema_apart() {
    // The equivalence above means something only if the corpus would notice a compaction that
    // lost an assertion: with any one of these keywords dropped from the compact schemas, some
    // payload must get a different verdict.
    let r = router();
    let mut corpora = Vec::new();
    for op in Operation::ALL {
        let (arguments, responses) = corpus(&r, op).await;
        corpora.push((tool_schemas(op, schemas()), arguments, responses));
    }
    for keyword in [
        "type",
        "required",
        "additionalProperties",
        "enum",
        "const",
        "pattern",
        "format",
        "minimum",
        "maximum",
        "minItems",
        "uniqueItems",
        "minLength",
        "minProperties",
        "maxProperties",
        "propertyNames",
        "oneOf",
        "anyOf",
        "$ref",
    ] {
        let caught = corpora.iter().any(|(s, arguments, responses)| {
            let differs = |full: &Value, compact: &Value, corpus: &[Value]| {
                verdicts(full, &without(compact, keyword), corpus).iter().any(|(a, b)| a != b)
            };
            differs(&s.full_input, &s.input, arguments) || differs(&s.full_output, &s.output, responses)
        });
        assert!(caught, "dropping {keyword} from the compact schemas goes unnoticed by the corpus");
    }
}

#[tokio::test]
async fn the_full_schemas_are_what_the_server_validates() {
    // The advertised schemas are compact; the server still checks arguments against the full
    // UCP request schemas, whose violations name the member.
    let r = router();
    let res =
        call_tool(&r, "search_locations", json!({"distance": {"center": {"latitude": 91, "longitude": 0}, "max": 1}}))
            .await;
    assert_eq!(res.json()["error"]["code"], -32602);
    let ToolSchemas { full_input, input, .. } = tool_schemas(Operation::SearchLocations, schemas());
    assert!(full_input.to_string().contains("\"description\""), "the full schema keeps UCP's text");
    assert!(!input.to_string().contains("\"description\":\""), "the advertised one does not");
}

#[tokio::test]
async fn tools_list_fits_the_budget() {
    let r = router();
    let res = mcp(&r, json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"})).await;
    let body = res.json();
    let tools = body["result"]["tools"].as_array().unwrap();
    assert_eq!(tools.len(), Operation::ALL.len(), "every tool the demo store offers");
    for tool in tools {
        let op = Operation::from_tool_name(tool["name"].as_str().unwrap()).unwrap();
        let ToolSchemas { full_input, full_output, input, output } = tool_schemas(op, schemas());
        assert_eq!(tool["inputSchema"], input);
        assert_eq!(tool["outputSchema"], output);
        println!(
            "{}: inputSchema {} -> {} bytes, outputSchema {} -> {} bytes",
            op.tool_name(),
            full_input.to_string().len(),
            input.to_string().len(),
            full_output.to_string().len(),
            output.to_string().len()
        );
    }
    println!("tools/list: {} bytes", res.text.len());
    assert!(res.text.len() <= BUDGET, "tools/list is {} bytes, over {BUDGET}", res.text.len());
}
