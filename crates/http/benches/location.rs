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

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::routing::post;
use concierge_core::catalog::Business;
use concierge_core::clock::FixedClock;
use concierge_core::location::Geo;
use concierge_service::config::Config;
use concierge_service::{Concierge, Operation};
use serde_json::{Value, json};

const NOW: &str = "2026-12-02T18:00:00Z";
const AGENT: &str = "https://agent.example/profiles/bench.json";

fn quick() -> bool {
    std::env::args().any(|a| a == "--quick")
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let profile = dir.path().join("agent.json");
    std::fs::write(
        &profile,
        json!({"ucp": {"version": "2026-08-25", "services": {}, "payment_handlers": {}, "capabilities": {
            "dev.ucp.common.location.search": [{"version": "2026-08-25", "spec": "https://ucp.dev/s", "schema": "https://ucp.dev/s.json"}],
            "dev.ucp.common.location.lookup": [{"version": "2026-08-25", "spec": "https://ucp.dev/l", "schema": "https://ucp.dev/l.json"}]}}})
        .to_string(),
    )
    .unwrap();
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
    http(&runtime, &concierge(&config, demo));
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
            l.id = format!("{}_{i}", l.id);
            l.aliases.code = l.aliases.code.map(|c| format!("{c}-{i}"));
            l.aliases.handle = None;
            l.aliases.url = None;
            l.aliases.other.clear();
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
            let base = l.id.rsplit_once('_').map_or(l.id.as_str(), |(base, _)| base);
            (l.id.clone(), demo.availability.get(base).cloned().unwrap_or_default())
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

struct Stats {
    median: Duration,
    p90: Duration,
    p99: Duration,
}

fn stats(mut samples: Vec<Duration>) -> Stats {
    samples.sort();
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
    Stats { median: at(0.5), p90: at(0.9), p99: at(0.99) }
}

/// Median time of one call, from `rounds` samples of `batch` calls each.
fn sample(rounds: usize, batch: usize, mut f: impl FnMut()) -> Stats {
    for _ in 0..batch {
        f();
    }
    let samples = (0..rounds)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..batch {
                f();
            }
            t.elapsed() / batch as u32
        })
        .collect();
    stats(samples)
}

fn us(d: Duration) -> String {
    format!("{:.1} µs", d.as_secs_f64() * 1e6)
}

fn engine(runtime: &tokio::runtime::Runtime, app: &Concierge, label: &str) {
    let negotiated = runtime.block_on(app.negotiate(AGENT)).unwrap();
    let _ = &negotiated;
    let (rounds, batch) = if quick() { (30, 20) } else { (200, 50) };
    let constant = json!({"ucp": {"version": "2026-08-25"}, "locations": []});
    let baseline = sample(rounds, batch, || {
        std::hint::black_box(serde_json::to_vec(&std::hint::black_box(&constant)).unwrap());
    });
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

fn http(runtime: &tokio::runtime::Runtime, app: &Concierge) {
    runtime.block_on(async {
        let concierge_base = spawn(concierge_http::router(app.clone())).await;
        let body = json!({"ucp": {"version": "2026-08-25", "status": "success"}, "locations": [{"id": "loc_denver", "name": "Juniper & Pine LoDo"}]});
        let minimal_router = axum::Router::new().route("/", post(move || async move { axum::Json(body) }));
        let minimal_base = spawn(minimal_router).await;
        let client = reqwest::Client::builder().pool_max_idle_per_host(64).build().unwrap();

        let search = json!({"query": "denver"});
        let mcp_call = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "search_locations",
            "arguments": {"meta": {"ucp-agent": {"profile": AGENT}}, "location": {"query": "denver"}}}});
        let targets: Vec<(&str, String, Value, bool)> = vec![
            ("minimal axum handler (baseline)", format!("{minimal_base}/"), json!({}), false),
            ("REST /ucp/locations/search", format!("{concierge_base}/ucp/locations/search"), search, true),
            ("MCP tools/call search_locations", format!("{concierge_base}/ucp/mcp"), mcp_call, false),
        ];
        let n = if quick() { 400 } else { 3_000 };
        let window = Duration::from_secs(if quick() { 1 } else { 4 });
        println!("http: loopback, keep-alive, demo store ({n} sequential requests; 16 concurrent clients for {}s)", window.as_secs());
        println!(
            "  {:<34} {:>10} {:>10} {:>10} {:>10} {:>12} {:>10}",
            "endpoint", "p50", "p90", "p99", "vs min", "req/s (16)", "vs min"
        );
        let mut base: Option<(Duration, f64)> = None;
        for (name, url, payload, rest) in targets {
            let request = || {
                let mut r = client.post(&url).header("content-type", "application/json").body(payload.to_string());
                if rest {
                    r = r
                        .header("ucp-agent", format!("profile=\"{AGENT}\""))
                        .header("request-id", "6f1d2c5e-0b7a-4f3e-9a51-3c2b1d0e9f8a");
                }
                r
            };
            for _ in 0..50 {
                let res = request().send().await.unwrap();
                assert!(res.status().is_success(), "{name}: {}", res.status());
                res.bytes().await.unwrap();
            }
            let mut samples = Vec::with_capacity(n);
            for _ in 0..n {
                let t = Instant::now();
                request().send().await.unwrap().bytes().await.unwrap();
                samples.push(t.elapsed());
            }
            let s = stats(samples);
            let done = Arc::new(std::sync::atomic::AtomicU64::new(0));
            let deadline = Instant::now() + window;
            let tasks: Vec<_> = (0..16)
                .map(|_| {
                    let r = request();
                    let done = done.clone();
                    tokio::spawn(async move {
                        while Instant::now() < deadline {
                            r.try_clone().unwrap().send().await.unwrap().bytes().await.unwrap();
                            done.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        }
                    })
                })
                .collect();
            for t in tasks {
                t.await.unwrap();
            }
            let rps = done.load(std::sync::atomic::Ordering::Relaxed) as f64 / window.as_secs_f64();
            let (base_p50, base_rps) = *base.get_or_insert((s.median, rps));
            println!(
                "  {name:<34} {:>10} {:>10} {:>10} {:>9.2}x {:>12.0} {:>9.2}x",
                us(s.median),
                us(s.p90),
                us(s.p99),
                s.median.as_secs_f64() / base_p50.as_secs_f64(),
                rps,
                rps / base_rps
            );
        }
    });
}

async fn spawn(router: axum::Router) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    format!("http://{addr}")
}
