//! Location Search and Lookup benchmarks: engine-level and over HTTP, each compared with a
//! minimal handler measured in the same run.
//!
//! Run with `cargo bench -p concierge-http --bench location` (add `-- --quick` for a short run).
//! The machine is shared and noisy, so figures are medians over many samples, and every figure
//! comes with its ratio to the baseline measured alongside it:
//!
//! - **engine**: `Concierge::run` (schema validation, strict parsing, matching, ranking,
//!   serialization of the response) on the demo store (15 locations) and on a generated chain
//!   of 5 000 locations, against a minimal handler that returns a constant JSON document;
//! - **http**: keep-alive requests over loopback to the real `Router` (REST and MCP), against a
//!   bare axum handler returning a fixed JSON body on the same runtime and client, both
//!   sequentially (latency) and with 16 concurrent clients (throughput).

mod support;

use std::collections::BTreeMap;
use std::sync::Arc;

use concierge_core::catalog::Business;
use concierge_core::clock::FixedClock;
use concierge_core::location::Geo;
use concierge_service::config::Config;
use concierge_service::{Concierge, Operation};
use serde_json::{Value, json};
use support::{Target, compare_http, minimal_handler, quick, sample, us};

const NOW: &str = "2026-12-02T18:00:00Z";
const AGENT: &str = "https://agent.example/profiles/bench.json";

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let profile = support::agent_profile(
        dir.path(),
        "2026-08-25",
        &["dev.ucp.common.location.search", "dev.ucp.common.location.lookup"],
    );
    let mut config = Config::default();
    config.profile_fetch.pinned = BTreeMap::from([(AGENT.to_owned(), profile)]);
    config.limits.rate_limit_per_minute = 0;
    config.storage.database_url = "sqlite::memory:".into();

    let demo = concierge_store::demo().unwrap();
    let chain = chain(&demo, 5_000);
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();

    println!("Concierge Location benchmark ({} mode)\n", if quick() { "quick" } else { "full" });
    for (label, business) in [("demo store, 15 locations", demo.clone()), ("generated chain, 5000 locations", chain)] {
        let app = concierge(&config, business);
        engine(&runtime, &app, label);
    }
    let router = concierge_http::router(concierge(&config, demo));
    let rest_headers = vec![
        ("ucp-agent", format!("profile=\"{AGENT}\"")),
        ("request-id", "6f1d2c5e-0b7a-4f3e-9a51-3c2b1d0e9f8a".to_owned()),
    ];
    runtime.block_on(compare_http(
        router,
        vec![
            Target {
                name: "REST /ucp/locations/search",
                path: "/ucp/locations/search",
                body: json!({"query": "denver"}),
                headers: rest_headers,
            },
            Target {
                name: "MCP tools/call search_locations",
                path: "/ucp/mcp",
                body: json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "search_locations",
                    "arguments": {"meta": {"ucp-agent": {"profile": AGENT}}, "location": {"query": "denver"}}}}),
                headers: vec![],
            },
        ],
    ));
}

fn concierge(config: &Config, business: Business) -> Concierge {
    Concierge::new(config.clone(), business, Arc::new(FixedClock(NOW.parse().unwrap()))).unwrap()
}

/// A chain of `n` stores: the demo store's locations repeated with shifted coordinates and new ids.
fn chain(demo: &Business, n: usize) -> Business {
    let mut b = demo.clone();
    let template: Vec<_> = demo.locations.iter().filter(|l| !l.internal).cloned().collect();
    b.locations = (0..n)
        .map(|i| {
            let mut l = template[i % template.len()].clone();
            l.id = format!("{}_{i}", l.id).into();
            l.aliases.code = l.aliases.code.map(|c| format!("{c}-{i}").into());
            l.aliases.handle = None;
            l.aliases.url = None;
            l.aliases.other = Default::default();
            if let Some(g) = l.geo {
                let shift = (i / template.len()) as f64 * 0.013;
                l.geo = Some(Geo {
                    latitude: (g.latitude + shift % 2.0).clamp(-89.0, 89.0),
                    longitude: g.longitude + shift,
                });
            }
            l
        })
        .collect();
    b.availability = b
        .locations
        .iter()
        .map(|l| {
            let base = l.id.rsplit_once('_').map_or(&*l.id, |(base, _)| base);
            (l.id.clone(), demo.availability.at(base).collect::<Vec<_>>())
        })
        .collect();
    b
}

fn cases() -> Vec<(&'static str, Operation, Value)> {
    vec![
        ("browse (empty search)", Operation::SearchLocations, json!({})),
        ("query text", Operation::SearchLocations, json!({"query": "san francisco mission"})),
        (
            "distance + hours + items",
            Operation::SearchLocations,
            json!({"distance": {"center": {"latitude": 37.7749, "longitude": -122.4194}, "max": 50000},
                   "filters": {"hours": {"open_at": "2026-12-02T10:30:00-08:00"}, "items": ["ridgeline-rain-jacket-m-blue"]}}),
        ),
        (
            "serves postal code",
            Operation::SearchLocations,
            json!({"serves": {"address": {"address_country": "US", "postal_code": "94110"}}}),
        ),
        (
            "lookup 5 ids",
            Operation::LookupLocations,
            json!({"ids": ["loc_denver", "SF01", "san-francisco", "nope", "loc_london"]}),
        ),
    ]
}

fn engine(runtime: &tokio::runtime::Runtime, app: &Concierge, label: &str) {
    let negotiated = runtime.block_on(app.negotiate(AGENT)).unwrap();
    let (rounds, batch) = if quick() { (30, 20) } else { (200, 50) };
    let baseline = minimal_handler(rounds, batch);
    println!("engine: {label}");
    println!("  {:<28} {:>12} {:>12}", "case", "median", "vs minimal");
    println!("  {:<28} {:>12} {:>12}", "minimal handler (baseline)", us(baseline.median), "1.0x");
    for (name, op, payload) in cases() {
        let s = sample(rounds, batch, || {
            std::hint::black_box(app.run_location(op, &negotiated, &payload).unwrap());
        });
        let ratio = s.median.as_secs_f64() / baseline.median.as_secs_f64();
        println!("  {name:<28} {:>12} {:>11.0}x", us(s.median), ratio);
    }
    println!();
}
