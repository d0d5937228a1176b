//! What checking credentials costs: validating an access token, verifying a request signature
//! (with its Content-Digest), signing a response — alone, against a constant-JSON baseline — and
//! over loopback HTTP, a Location search sent public, with a bearer token, signed, and both,
//! against a bare axum handler measured in the same run.
//!
//! Run with `cargo bench -p concierge-http --bench auth` (add `-- --quick` for a short run).
//! Figures are medians; every one comes with its ratio to the baseline measured alongside it.

mod support;

use std::collections::BTreeMap;
use std::sync::Arc;

use concierge_auth::httpsig::{self, RequestParts, ResponseParts, VerifyPolicy};
use concierge_auth::{AccessTokenRules, Algorithm, KeySet, SigningKey, digest, validate_access_token};
use concierge_core::clock::FixedClock;
use concierge_service::Concierge;
use concierge_service::config::{Config, SignatureMode};
use serde_json::json;
use support::{Target, compare_http, minimal_handler, quick, sample, us};

const NOW: &str = "2026-12-02T18:00:00Z";
const AGENT: &str = "https://agent.example/profiles/bench-auth.json";

fn main() {
    let now: jiff::Timestamp = NOW.parse().unwrap();
    let now = now.as_second();
    let (rounds, batch) = if quick() { (30, 20) } else { (200, 50) };
    println!("Concierge credentials benchmark ({} mode)\n", if quick() { "quick" } else { "full" });

    let issuer_key = SigningKey::generate_es256("issuer-1");
    let agent_key = SigningKey::generate_es256("agent-1");
    let business_key = SigningKey::generate_es256("business-1");
    let audience = "http://localhost:8080";
    let scopes = vec!["dev.ucp.common.ask:read".to_owned()];
    let token_for = |issuer: &str, at: i64| {
        concierge_http::dev_issuer::mint(
            &issuer_key,
            &concierge_http::dev_issuer::TokenRequest {
                issuer,
                subject: "b_1",
                audience,
                scopes: &scopes,
                client_id: "bench-agent",
                now: at,
                ttl_secs: 3600,
            },
        )
    };

    // --- alone ------------------------------------------------------------------------------
    let baseline = minimal_handler(rounds, batch);
    let ratio = |s: &support::Stats| s.median.as_secs_f64() / baseline.median.as_secs_f64();
    let row = |name: &str, s: &support::Stats| println!("  {name:<40} {:>10} {:>9.0}x", us(s.median), ratio(s));
    println!("alone (one core)");
    println!("  {:<40} {:>10} {:>10}", "step", "median", "vs min");
    println!("  {:<40} {:>10} {:>10}", "constant JSON (baseline)", us(baseline.median), "1.0x");

    let token = token_for("https://auth.example", now);
    let keys = KeySet::from_keys(&[issuer_key.public_jwk()]);
    let audiences = vec![audience.to_owned()];
    let rules = AccessTokenRules {
        issuer: "https://auth.example",
        audiences: &audiences,
        allowed: &[Algorithm::Es256],
        leeway_secs: 60,
        now,
        max_lifetime_secs: 86_400,
        accept_generic_typ: false,
    };
    assert!(validate_access_token(&token, &keys, &rules).is_ok());
    row(
        "access token (ES256) validated",
        &sample(rounds, batch, || {
            std::hint::black_box(validate_access_token(&token, &keys, &rules).unwrap());
        }),
    );

    let body = json!({"query": "san francisco", "filters": {"hours": {"open_at": "2026-12-05T23:30:00-08:00"}}})
        .to_string()
        .into_bytes();
    let mut headers = http::HeaderMap::new();
    headers.insert("content-type", "application/json".parse().unwrap());
    headers.insert("ucp-agent", format!("profile=\"{AGENT}\"").parse().unwrap());
    headers.insert("content-digest", digest::content_digest(&body).parse().unwrap());
    let parts = |headers| RequestParts {
        method: "POST",
        authority: "localhost:8080",
        path: "/ucp/locations/search",
        query: None,
        headers,
        has_body: true,
    };
    let covered = ["@method", "@authority", "@path", "content-digest", "content-type", "ucp-agent"];
    let (input, signature) = httpsig::sign_request(&parts(&headers), &covered, &agent_key, Some(now), "sig1");
    let mut signed = headers.clone();
    signed.insert("signature-input", input.parse().unwrap());
    signed.insert("signature", signature.parse().unwrap());
    let agent_keys = KeySet::from_keys(&[agent_key.public_jwk()]);
    let policy = VerifyPolicy { covered_if_present: &["ucp-agent"], max_skew_secs: 300, now };
    row(
        "request signature + digest verified",
        &sample(rounds, batch, || {
            httpsig::check_digest(&signed, &body).unwrap();
            std::hint::black_box(httpsig::verify_request(&parts(&signed), &agent_keys, &policy).unwrap());
        }),
    );
    let mut response = http::HeaderMap::new();
    response.insert("content-type", "application/json".parse().unwrap());
    response.insert("content-digest", digest::content_digest(&body).parse().unwrap());
    row(
        "response digest + signature made",
        &sample(rounds, batch, || {
            std::hint::black_box(digest::content_digest(&body));
            std::hint::black_box(httpsig::sign_response(
                &ResponseParts { status: 200, headers: &response },
                &business_key,
                now,
            ));
        }),
    );
    println!();

    // --- over HTTP ---------------------------------------------------------------------------
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let profile = support::agent_profile(dir.path(), "2026-08-25", &["dev.ucp.common.location.search"]);
    // The pinned profile publishes the agent's signing key.
    let mut doc: serde_json::Value = serde_json::from_slice(&std::fs::read(&profile).unwrap()).unwrap();
    doc["keys"] = json!([agent_key.public_jwk()]);
    std::fs::write(&profile, doc.to_string()).unwrap();
    runtime.block_on(async {
        // The issuer's metadata names its own URL, so its port is known before its routes are built.
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let issuer = format!("http://{}", listener.local_addr().unwrap());
        let routes = concierge_http::dev_issuer::router(&issuer, &issuer_key, &scopes);
        tokio::spawn(async move { axum::serve(listener, routes).await.unwrap() });
        for sign_responses in [false, true] {
            let mut config = Config::default();
            config.profile_fetch.pinned = BTreeMap::from([(AGENT.to_owned(), profile.clone())]);
            config.limits.rate_limit_per_minute = 0;
            config.storage.database_url = "sqlite::memory:".into();
            config.auth.issuer = issuer.clone();
            config.auth.allow_insecure_loopback = true;
            config.signatures.requests = SignatureMode::LogOnly;
            config.signatures.sign_responses = sign_responses;
            let app =
                Concierge::new(config, concierge_store::demo().unwrap(), Arc::new(FixedClock(NOW.parse().unwrap())))
                    .unwrap();
            app.auth_ready().await.unwrap();
            let token = token_for(&issuer, now);
            let rest = |name, extra: Vec<(&'static str, String)>| {
                let mut headers = vec![
                    ("ucp-agent", format!("profile=\"{AGENT}\"")),
                    ("request-id", "6f1d2c5e-0b7a-4f3e-9a51-3c2b1d0e9f8a".to_owned()),
                ];
                headers.extend(extra);
                Target { name, path: "/ucp/locations/search", body: serde_json::from_slice(&body).unwrap(), headers }
            };
            let signature_headers = vec![
                // The signature covers @authority as signed: send that Host.
                ("host", "localhost:8080".to_owned()),
                ("content-digest", signed["content-digest"].to_str().unwrap().to_owned()),
                ("signature-input", signed["signature-input"].to_str().unwrap().to_owned()),
                ("signature", signed["signature"].to_str().unwrap().to_owned()),
            ];
            let bearer = ("authorization", format!("Bearer {token}"));
            let mut both = signature_headers.clone();
            both.push(bearer.clone());
            println!("responses signed: {sign_responses}");
            let targets = if sign_responses {
                vec![rest("REST search, public", vec![])]
            } else {
                vec![
                    rest("REST search, public", vec![]),
                    rest("REST search, bearer token", vec![bearer.clone()]),
                    rest("REST search, signed request", signature_headers.clone()),
                    rest("REST search, token + signature", both),
                ]
            };
            compare_http(concierge_http::router(app), targets).await;
            println!();
        }
    });
}
