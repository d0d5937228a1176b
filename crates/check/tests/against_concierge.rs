//! The battery against the real Concierge server, in process on a loopback socket (the demo
//! store, agent profiles pinned): every finding passes, and every finding id the battery
//! defines is reported. Then the same server without profiles: the checks that need one skip,
//! saying how to supply it, and none fail.

use std::sync::Arc;
use std::time::Duration;

use concierge_check::{CheckOptions, Status};
use concierge_core::clock::SystemClock;
use concierge_service::Concierge;
use concierge_service::config::{Config, Switch};
use serde_json::json;

const AGENT: &str = "https://agent.example/profiles/check.json";
const DRAFT_AGENT: &str = "https://agent.example/profiles/check-draft.json";

fn capability(name: &str, file: &str, version: &str) -> serde_json::Value {
    json!([{"version": version, "spec": format!("https://ucp.dev/{version}/specification/common/{name}"),
            "schema": format!("https://ucp.dev/{version}/schemas/common/{file}")}])
}

/// Starts Concierge on 127.0.0.1 with pinned agent profiles; its base URL, by the name its
/// poppy.json speaks for (`localhost:PORT`).
async fn start() -> String {
    start_with(Switch::On).await
}

/// [`start`], with `profile_fetch.allow_insecure_loopback` set to `loopback`.
async fn start_with(loopback: Switch) -> String {
    let dir = tempfile::tempdir().unwrap().keep();
    let full = json!({"ucp": {"version": "2026-08-25", "services": {}, "payment_handlers": {}, "capabilities": {
        "dev.ucp.common.location.search": capability("location/search", "location_search.json", "2026-08-25"),
        "dev.ucp.common.location.lookup": capability("location/lookup", "location_lookup.json", "2026-08-25"),
    }}});
    let draft = json!({"ucp": {"version": "2026-10-29", "services": {}, "payment_handlers": {}, "capabilities": {
        "dev.ucp.common.ask": capability("ask", "ask.json", "2026-10-29"),
    }}});
    let mut config = Config::default();
    for (url, doc, file) in [(AGENT, full, "full.json"), (DRAFT_AGENT, draft, "draft.json")] {
        let path = dir.join(file);
        std::fs::write(&path, doc.to_string()).unwrap();
        config.profile_fetch.pinned.insert(url.to_owned(), path);
    }
    config.storage.database_url = "sqlite::memory:".into();
    // The checker serves its deliberately unacceptable profiles on loopback.
    config.profile_fetch.allow_insecure_loopback = loopback;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    config.server.listen = addr;
    let business = concierge_store::demo().unwrap();
    let app = Concierge::new(config, business, Arc::new(SystemClock)).unwrap();
    tokio::spawn(concierge_http::serve(listener, app, std::future::pending()));
    format!("http://localhost:{}", addr.port())
}

/// Every finding id the battery defines.
const IDS: &[&str] = &[
    "profile.fetch",
    "profile.no_redirect",
    "profile.version",
    "profile.schema",
    "profile.services",
    "profile.capability_versions",
    "profile.supported_versions",
    "profile.cache_control",
    "profile.validator",
    "profile.conditional_get",
    "negotiation.rest.missing_agent",
    "negotiation.rest.unreachable_profile",
    "negotiation.mcp.missing_meta",
    "negotiation.mcp.unreachable_profile",
    "mcp.plain.tools_list",
    "mcp.plain.tools_call",
    "mcp.handshake",
    "mcp.stateless_2026",
    "mcp.ask.tools_list",
    "mcp.ask.tools_call",
    "rest.search",
    "rest.lookup",
    "schema.search_response",
    "schema.lookup_response",
    "schema.ask_response",
    "schema.error_response",
    "signatures.response",
    "location.distance.within_max",
    "location.amenities.present",
    "location.open_at.agrees",
    "location.pagination.no_duplicates",
    "location.pagination.complete",
    "location.lookup.dedup",
    "location.lookup.inputs",
    "location.lookup.unknown_ids",
    "location.lookup.batch_limit",
    "location.input_validation",
    "location.filters.unsupported",
    "location.empty_result",
    "profile.post_refused",
    "negotiation.rest.agent_parameters",
    "ask.answer.plain",
    "ask.operation.not_performed",
    "ask.operation.message",
    "ask.ids.unresolved",
    "ask.ids.not_found",
    "ask.conversation.continue",
    "ask.conversation.unknown",
    "ask.idempotency.replay",
    "ask.idempotency.conflict",
    "ask.access.protected",
    "poppy.discovery",
    "poppy.ucp_entry",
    "negotiation.version_unsupported",
    "negotiation.profile_malformed",
];

#[test]
fn the_guide_lists_every_finding() {
    let guide = include_str!("../../../docs/checking-a-server.md");
    for id in IDS {
        assert!(guide.contains(&format!("`{id}`")), "docs/checking-a-server.md does not list `{id}`");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concierge_passes_every_check() {
    let base = start().await;
    let mut opts = CheckOptions::new(base.parse().unwrap());
    opts.agent_profile = Some(AGENT.into());
    opts.draft_agent_profile = Some(DRAFT_AGENT.into());
    opts.timeout = Duration::from_secs(20);
    opts.strict = true;
    let report = concierge_check::run(&opts).await;
    let text = report.render_human(false);
    assert!(!report.failed(), "{text}");
    for id in IDS {
        let f = report.finding(id).unwrap_or_else(|| panic!("{id} not reported:\n{text}"));
        assert_eq!(f.status, Status::Pass, "{id}: {}\n{text}", f.detail);
        assert!(!f.rule.file.is_empty() && !f.rule.section.is_empty(), "{id} names no rule");
    }
    assert_eq!(report.findings.len(), IDS.len(), "{text}");
    let json: serde_json::Value = serde_json::from_str(&report.to_json()).unwrap();
    assert_eq!(json["summary"]["failed"], 0);
    assert_eq!(json["findings"][0]["status"], "pass");
    assert!(json["findings"][0]["rule"]["file"].is_string());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_profiles_a_business_on_this_machine_is_checked_with_the_checkers_own() {
    let base = start().await;
    let report = concierge_check::run(&CheckOptions::new(base.parse().unwrap())).await;
    let text = report.render_human(false);
    assert!(!report.failed() && !report.incomplete(), "{text}");
    for id in IDS {
        assert_eq!(report.finding(id).unwrap().status, Status::Pass, "{id}\n{text}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_profiles_the_business_can_fetch_the_checks_that_need_one_do_not_run() {
    let base = start_with(Switch::Off).await;
    let report = concierge_check::run(&CheckOptions::new(base.parse().unwrap())).await;
    let text = report.render_human(false);
    assert!(!report.failed(), "a business refusing the checker's profiles is not failing: {text}");
    assert!(report.incomplete(), "{text}");
    for id in ["location.distance.within_max", "mcp.plain.tools_call"] {
        let f = report.finding(id).unwrap();
        assert_eq!(f.status, Status::NotRun, "{text}");
        assert!(f.detail.contains("--agent-profile"), "{}", f.detail);
    }
    let ask = report.finding("ask.answer.plain").unwrap();
    assert_eq!(ask.status, Status::NotRun);
    assert!(ask.detail.contains("--draft-agent-profile"), "{}", ask.detail);
    for id in ["profile.fetch", "profile.cache_control", "negotiation.rest.missing_agent", "mcp.plain.tools_list"] {
        assert_eq!(report.finding(id).unwrap().status, Status::Pass, "{id}\n{text}");
    }
    assert_eq!(report.findings.len(), IDS.len(), "{text}");
    assert!(report.summary_line(false).ends_with("INCOMPLETE (--allow-skips accepts it)"), "{text}");
}
