//! What an operator watches: `GET /metrics` (requests by operation, transport and outcome,
//! latency histograms, refusals; never a request's own data in a label) and `GET /ready`
//! against `GET /health`.
//!
//! The Prometheus recorder is process-wide and the tests of this binary run in parallel, so
//! every assertion on a count is on its growth across the test's own requests, never on its
//! value.

use std::collections::BTreeMap;
use std::net::SocketAddr;

use axum::Router;
use axum::body::Body;
use axum::extract::connect_info::MockConnectInfo;
use axum::http::{Request, StatusCode};
use serde_json::{Value, json};

use crate::common::*;

/// One sample: its metric name, its labels and its value.
#[derive(Debug)]
struct Sample {
    name: String,
    labels: BTreeMap<String, String>,
    value: f64,
}

/// Reads the Prometheus text exposition format (the subset the exporter writes: no
/// timestamps), refusing anything else so a malformed body fails the test.
fn parse(body: &str) -> Vec<Sample> {
    let mut samples = Vec::new();
    for line in body.lines().filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let (series, value) = line.rsplit_once(' ').unwrap_or_else(|| panic!("no value: {line}"));
        let value = match value {
            "+Inf" => f64::INFINITY,
            "-Inf" => f64::NEG_INFINITY,
            v => v.parse().unwrap_or_else(|_| panic!("bad value: {line}")),
        };
        let (name, labels) = match series.split_once('{') {
            None => (series.to_owned(), BTreeMap::new()),
            Some((name, rest)) => {
                let inner = rest.strip_suffix('}').unwrap_or_else(|| panic!("unclosed labels: {line}"));
                (name.to_owned(), parse_labels(inner, line))
            }
        };
        assert!(
            !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b':'),
            "bad name: {line}"
        );
        samples.push(Sample { name, labels, value });
    }
    samples
}

fn parse_labels(mut s: &str, line: &str) -> BTreeMap<String, String> {
    let mut labels = BTreeMap::new();
    while !s.is_empty() {
        let (key, rest) = s.split_once("=\"").unwrap_or_else(|| panic!("bad label: {line}"));
        let mut value = String::new();
        let mut chars = rest.char_indices();
        let end = loop {
            match chars.next() {
                Some((_, '\\')) => match chars.next() {
                    Some((_, 'n')) => value.push('\n'),
                    Some((_, c)) => value.push(c),
                    None => panic!("bad escape: {line}"),
                },
                Some((i, '"')) => break i,
                Some((_, c)) => value.push(c),
                None => panic!("unterminated label value: {line}"),
            }
        };
        labels.insert(key.to_owned(), value);
        s = rest[end + 1..].strip_prefix(',').unwrap_or(&rest[end + 1..]);
    }
    labels
}

/// `GET /metrics`, checked: 200, the text format's content type, and a body that parses.
async fn scrape(r: &Router) -> (String, Vec<Sample>) {
    let res = send(r, Request::get("/metrics").body(Body::empty()).unwrap()).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert!(res.header("content-type").unwrap().starts_with("text/plain; version=0.0.4"), "{:?}", res.headers);
    let samples = parse(&res.text);
    (res.text, samples)
}

/// The sum of the samples of `name` whose labels include `labels`.
fn total(samples: &[Sample], name: &str, labels: &[(&str, &str)]) -> f64 {
    samples
        .iter()
        .filter(|s| s.name == name && labels.iter().all(|(k, v)| s.labels.get(*k).map(String::as_str) == Some(*v)))
        .map(|s| s.value)
        .sum()
}

fn requests(samples: &[Sample], operation: &str, transport: &str, outcome: &str) -> f64 {
    total(
        samples,
        "concierge_requests_total",
        &[("operation", operation), ("transport", transport), ("outcome", outcome)],
    )
}

fn tool_call(tool: &str, agent: &str, payload: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
           "params": {"name": tool, "arguments": {"meta": meta(agent), "location": payload}}})
}

#[tokio::test]
async fn requests_are_counted_by_operation_transport_and_outcome() {
    let r = router();
    let (_, before) = scrape(&r).await;

    assert_eq!(rest(&r, "/locations/search", json!({"query": "brooklyn"})).await.status, StatusCode::OK);
    let res =
        rest(&r, "/locations/search", json!({"distance": {"center": {"latitude": 95, "longitude": 0}, "max": 5}}))
            .await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(rest(&r, "/locations/lookup", json!({"ids": ["BKN01"]})).await.status, StatusCode::OK);
    // Over MCP, failures and business outcomes alike come inside 200s: the outcome is the code.
    assert_eq!(call_tool(&r, "search_locations", json!({"query": "brooklyn"})).await.status, StatusCode::OK);
    let unknown = mcp(&r, tool_call("no_such_tool", AGENT, json!({}))).await;
    assert_eq!(
        (unknown.status, unknown.json()["error"]["data"]["code"].clone()),
        (StatusCode::OK, json!("unknown_tool"))
    );
    let refused = mcp(&r, tool_call("search_locations", SHOPPING_AGENT, json!({}))).await;
    assert_eq!(refused.json()["result"]["isError"], true, "{}", refused.text);
    let refused = rest_as(&r, SHOPPING_AGENT, "/locations/search", json!({})).await;
    assert_eq!(refused.status, StatusCode::OK, "a business outcome over REST: {}", refused.text);
    let listed = mcp(&r, json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"})).await;
    assert_eq!(listed.status, StatusCode::OK);
    let bad = mcp(&r, json!([{"jsonrpc": "2.0", "id": 3, "method": "tools/list"}])).await;
    assert_eq!(bad.json()["error"]["data"]["code"], "invalid_jsonrpc_request");
    assert_eq!(send(&r, Request::get("/.well-known/ucp").body(Body::empty()).unwrap()).await.status, StatusCode::OK);
    assert_eq!(send(&r, Request::get("/nowhere").body(Body::empty()).unwrap()).await.status, StatusCode::NOT_FOUND);

    let (_, after) = scrape(&r).await;
    for (operation, transport, outcome, at_least) in [
        ("search_locations", "rest", "ok", 1.0),
        ("search_locations", "rest", "invalid_request", 1.0),
        ("lookup_locations", "rest", "ok", 1.0),
        ("search_locations", "mcp", "ok", 1.0),
        ("unknown_tool", "mcp", "unknown_tool", 1.0),
        ("search_locations", "mcp", "capabilities_incompatible", 1.0),
        ("search_locations", "rest", "capabilities_incompatible", 1.0),
        ("tools_list", "mcp", "ok", 1.0),
        ("other", "mcp", "invalid_jsonrpc_request", 1.0),
        ("discovery", "http", "ok", 1.0),
        ("other", "http", "not_found", 1.0),
        // The first scrape, counted once it was answered.
        ("metrics", "http", "ok", 1.0),
    ] {
        let grown = requests(&after, operation, transport, outcome) - requests(&before, operation, transport, outcome);
        assert!(grown >= at_least, "{operation}/{transport}/{outcome} grew by {grown}");
    }
}

#[tokio::test]
async fn latencies_are_histograms_with_buckets() {
    let r = router();
    let (_, before) = scrape(&r).await;
    assert_eq!(rest(&r, "/locations/search", json!({"query": "denver"})).await.status, StatusCode::OK);
    assert_eq!(call_tool(&r, "lookup_locations", json!({"ids": ["BKN01"]})).await.status, StatusCode::OK);
    let (body, after) = scrape(&r).await;

    for (operation, transport) in [("search_locations", "rest"), ("lookup_locations", "mcp")] {
        let labels = [("operation", operation), ("transport", transport)];
        let count = |s: &[Sample]| total(s, "concierge_request_duration_seconds_count", &labels);
        assert!(count(&after) - count(&before) >= 1.0, "{operation}/{transport}: no new sample");
        let buckets: Vec<&Sample> =
            after.iter().filter(|s| s.name == "concierge_request_duration_seconds_bucket").collect();
        let mine: Vec<(f64, f64)> = buckets
            .iter()
            .filter(|s| labels.iter().all(|(k, v)| s.labels.get(*k).map(String::as_str) == Some(*v)))
            .map(|s| (s.labels["le"].parse::<f64>().unwrap(), s.value))
            .collect();
        assert!(mine.len() >= 10, "{operation}/{transport}: buckets {mine:?}");
        assert!(mine.iter().any(|(le, _)| *le == f64::INFINITY), "a +Inf bucket");
        assert!(mine.iter().any(|(le, _)| *le <= 0.001), "sub-millisecond buckets");
        assert!(mine.windows(2).all(|w| w[0].0 < w[1].0 && w[0].1 <= w[1].1), "cumulative buckets: {mine:?}");
        let inf = mine.last().unwrap().1;
        assert_eq!(inf, count(&after), "the +Inf bucket holds every sample");
        assert!(total(&after, "concierge_request_duration_seconds_sum", &labels) > 0.0);
    }
    assert!(body.contains("# TYPE concierge_request_duration_seconds histogram"), "a histogram, not a summary");
    assert!(!body.lines().any(|l| l.starts_with("concierge_") && l.contains("quantile=")), "no summaries:\n{body}");
}

#[tokio::test]
async fn refusals_are_counted() {
    let mut c = config();
    c.limits.rate_limit_per_minute = 1;
    let r = router_with(c).layer(MockConnectInfo(SocketAddr::from(([203, 0, 113, 9], 5000))));
    let (_, before) = scrape(&r).await;
    assert_eq!(rest(&r, "/locations/search", json!({})).await.status, StatusCode::OK);
    assert_eq!(rest(&r, "/locations/search", json!({})).await.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(call_tool(&r, "search_locations", json!({})).await.status, StatusCode::TOO_MANY_REQUESTS);
    let (_, after) = scrape(&r).await;

    let limited = |s: &[Sample]| total(s, "concierge_rate_limited_total", &[("limit", "rate")]);
    assert!(limited(&after) - limited(&before) >= 2.0);
    for transport in ["rest", "mcp"] {
        let grown = requests(&after, "search_locations", transport, "rate_limited")
            - requests(&before, "search_locations", transport, "rate_limited");
        assert!(grown >= 1.0, "{transport}: {grown}");
    }
    // Scraping is not rate limited: both scrapes above were answered after the limit was hit.
    assert_eq!(send(&r, Request::get("/metrics").body(Body::empty()).unwrap()).await.status, StatusCode::OK);
}

#[tokio::test]
async fn the_operator_endpoints_answer_a_scraper_by_the_internal_address() {
    let r = router();
    let internal = |path: &str| Request::get(path).header("host", "10.0.0.5:8080").body(Body::empty()).unwrap();
    for path in ["/metrics", "/ready", "/health"] {
        assert_eq!(send(&r, internal(path)).await.status, StatusCode::OK, "{path}");
    }
    // Everything else keeps its DNS-rebinding protection.
    let res = send(&r, internal("/.well-known/ucp")).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res =
        send(&r, Request::get("/metrics").header("origin", "https://evil.example").body(Body::empty()).unwrap()).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "a browser's Origin is still checked");
}

#[tokio::test]
async fn ready_fails_when_storage_does_not_answer_while_health_stays_live() {
    let (app, r) = app_and_router(config());
    let get = |path: &'static str| Request::get(path).body(Body::empty()).unwrap();
    let ready = send(&r, get("/ready")).await;
    assert_eq!(ready.status, StatusCode::OK, "{}", ready.text);
    let body = ready.json();
    assert_eq!(body["status"], "ready");
    assert_eq!(body["checks"]["storage"]["status"], "ok");
    assert_eq!(body["checks"]["store"]["status"], "ok");
    assert_eq!(ready.header("cache-control"), Some("no-store"));

    app.database().close().await;
    let ready = send(&r, get("/ready")).await;
    assert_eq!(ready.status, StatusCode::SERVICE_UNAVAILABLE, "{}", ready.text);
    assert!(ready.header("retry-after").unwrap().parse::<u64>().unwrap() >= 1);
    let body = ready.json();
    assert_eq!(body["status"], "not_ready");
    assert_eq!(body["failed"], json!(["storage"]));
    assert_eq!(body["checks"]["storage"]["status"], "failed");
    assert!(body["checks"]["storage"]["reason"].as_str().is_some_and(|r| !r.is_empty()), "{body:#}");
    assert_eq!(body["checks"]["store"]["status"], "ok");

    let health = send(&r, get("/health")).await;
    assert_eq!(health.status, StatusCode::OK, "liveness does not depend on storage");
    assert_eq!(health.json()["status"], "ok");
    let (_, samples) = scrape(&r).await;
    assert!(requests(&samples, "ready", "http", "unavailable") >= 1.0);
}

#[tokio::test]
async fn no_request_data_ever_reaches_a_label() {
    const TOKEN: &str = "tok-SECRETab12cd34ef56";
    const QUERY: &str = "zq7secretquery";
    const PROFILE: &str = "http://secret-platform-9f3e.example/profile.json";
    const LATITUDE: &str = "40.712345";
    const LONGITUDE: &str = "-74.006789";
    const IDEMPOTENCY_KEY: &str = "7c9e6679-7425-40de-944b-00000000beef";
    const TOOL: &str = "secret_tool_77aa";
    const METHOD: &str = "secret/method-88bb";
    const PATH: &str = "/secret-path-99cc";
    let ip = SocketAddr::from(([198, 51, 100, 173], 4242));
    let r = router().layer(MockConnectInfo(ip));
    let bearer = format!("Bearer {TOKEN}");

    let search =
        json!({"query": QUERY, "distance": {"center": {"latitude": 40.712345, "longitude": -74.006789}, "max": 10}});
    rest_with(&r, AGENT, "/locations/search", search.clone(), &[("authorization", &bearer)]).await;
    rest(&r, "/locations/search", search.clone()).await;
    rest_as(&r, PROFILE, "/locations/search", search.clone()).await;
    mcp_with(&r, tool_call("search_locations", AGENT, search.clone()), &[("authorization", &bearer)]).await;
    mcp(&r, tool_call("search_locations", PROFILE, search.clone())).await;
    mcp(&r, tool_call(TOOL, AGENT, search)).await;
    mcp(&r, json!({"jsonrpc": "2.0", "id": 9, "method": METHOD})).await;
    send(&r, Request::get(PATH).body(Body::empty()).unwrap()).await;

    // A conversation and its follow-up, carrying its id and an idempotency key.
    let first = rest_with(&r, ASK_AGENT, "/ask", json!({"query": format!("Is the jacket waterproof? {QUERY}")}), &[])
        .await
        .json();
    let conversation = first["conversation"]["id"].as_str().expect("a conversation").to_owned();
    let follow_up = json!({"query": "And the price?", "conversation": {"id": conversation}});
    let res = rest_with(&r, ASK_AGENT, "/ask", follow_up, &[("idempotency-key", IDEMPOTENCY_KEY)]).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);

    let (body, samples) = scrape(&r).await;
    let ip = ip.ip().to_string();
    for secret in [
        TOKEN,
        QUERY,
        PROFILE,
        "secret-platform",
        "agent.example",
        LATITUDE,
        LONGITUDE,
        IDEMPOTENCY_KEY,
        conversation.as_str(),
        TOOL,
        METHOD,
        PATH,
        ip.as_str(),
    ] {
        assert!(!body.contains(secret), "`{secret}` is in /metrics:\n{body}");
    }
    // And every value of the labels this crate records is a word from a closed set.
    let closed = |v: &str| !v.is_empty() && v.len() <= 40 && v.bytes().all(|b| b.is_ascii_lowercase() || b == b'_');
    let ours = [
        "concierge_requests_total",
        "concierge_request_duration_seconds",
        "concierge_rate_limited_total",
        "concierge_overload_refusals_total",
        "concierge_profile_",
        "concierge_issuer_",
    ];
    for s in samples.iter().filter(|s| ours.iter().any(|o| s.name.starts_with(o))) {
        for key in ["operation", "transport", "outcome", "limit", "lane", "reason", "result", "document"] {
            if let Some(v) = s.labels.get(key) {
                assert!(closed(v), "{}{{{key}={v:?}}}", s.name);
            }
        }
    }
    assert!(requests(&samples, "unknown_tool", "mcp", "unknown_tool") >= 1.0);
    assert!(requests(&samples, "ask_business", "rest", "ok") >= 2.0);
}

/// Serves `routes` (path, status, body) on a loopback socket; its base URL.
async fn serve_documents(routes: Vec<(&'static str, StatusCode, String)>) -> String {
    let mut app = Router::new();
    for (path, status, body) in routes {
        app = app.route(
            path,
            axum::routing::get(move || {
                let body = body.clone();
                async move { (status, [("content-type", "application/json")], body) }
            }),
        );
    }
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    base
}

fn token(key: &concierge_auth::SigningKey, issuer: &str) -> String {
    let iat = NOW.parse::<jiff::Timestamp>().unwrap().as_second();
    concierge_http::dev_issuer::mint(
        key,
        &concierge_http::dev_issuer::TokenRequest {
            issuer,
            subject: "b_metrics",
            audience: "http://localhost:8080",
            scopes: &[],
            client_id: "https://agent.example/oauth-client",
            now: iat,
            ttl_secs: 300,
        },
    )
}

#[tokio::test]
async fn profile_and_issuer_fetches_are_counted() {
    // The recorder is installed by the first router of the process: before any app below
    // fetches anything at its start.
    let probe = router();
    let (_, before) = scrape(&probe).await;

    let profile = agent_profile("2026-08-25", &["dev.ucp.common.location.search"]).to_string();
    let agents = serve_documents(vec![
        ("/agent.json", StatusCode::OK, profile),
        ("/broken.json", StatusCode::OK, "{not json".to_owned()),
    ])
    .await;
    let key = concierge_auth::SigningKey::generate_es256("metrics-key-1");
    let issuer = {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let app = concierge_http::dev_issuer::router(&url, &key, &[]);
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        url
    };
    let mut c = config();
    c.profile_fetch.allow_insecure_loopback = concierge_service::config::Switch::On;
    c.auth.issuer = issuer.clone();
    c.auth.allow_insecure_loopback = true;
    c.validate().unwrap();
    let r = router_with(c);

    let agent = format!("{agents}/agent.json");
    let bearer = format!("Bearer {}", token(&key, &issuer));
    for _ in 0..2 {
        let res = rest_with(&r, &agent, "/locations/search", json!({}), &[("authorization", &bearer)]).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    }
    let res = rest_as(&r, &format!("{agents}/broken.json"), "/locations/search", json!({})).await;
    assert_eq!(res.json()["code"], "profile_malformed", "{}", res.text);
    rest(&r, "/locations/search", json!({})).await;

    // An issuer that is not there.
    let gone = {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        format!("http://{}", listener.local_addr().unwrap())
    };
    let mut c = config();
    c.auth.issuer = gone.clone();
    c.auth.allow_insecure_loopback = true;
    c.validate().unwrap();
    let r = router_with(c);
    let bearer = format!("Bearer {}", token(&key, &gone));
    let res = rest_with(&r, AGENT, "/locations/search", json!({}), &[("authorization", &bearer)]).await;
    assert_ne!(res.status, StatusCode::OK, "{}", res.text);

    let (body, after) = scrape(&probe).await;
    let grown = |name: &str, labels: &[(&str, &str)]| total(&after, name, labels) - total(&before, name, labels);
    assert!(grown("concierge_profile_lookups_total", &[("result", "miss")]) >= 2.0);
    assert!(grown("concierge_profile_lookups_total", &[("result", "hit")]) >= 1.0);
    assert!(grown("concierge_profile_lookups_total", &[("result", "pinned")]) >= 2.0);
    assert!(grown("concierge_profile_fetches_total", &[("outcome", "ok")]) >= 1.0);
    assert!(grown("concierge_profile_fetches_total", &[("outcome", "profile_malformed")]) >= 1.0);
    assert!(grown("concierge_profile_fetch_seconds_count", &[]) >= 2.0);
    assert!(grown("concierge_issuer_fetches_total", &[("document", "metadata"), ("outcome", "ok")]) >= 1.0);
    assert!(grown("concierge_issuer_fetches_total", &[("document", "jwks"), ("outcome", "ok")]) >= 1.0);
    assert!(grown("concierge_issuer_fetches_total", &[("document", "metadata"), ("outcome", "failed")]) >= 1.0);
    assert!(!body.contains(&agents) && !body.contains(&issuer) && !body.contains(&gone), "no URL in a label");
}
