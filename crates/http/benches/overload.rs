//! Overload: 1 000 clients at once, each on its own connection, asking questions as fast as
//! they are answered, against the real server (`concierge_http::serve`) on loopback — and a
//! Location client beside them. Reports, per configuration measured in the same run, how many
//! answers per second came back (goodput), how many requests were refused (503) or failed, and
//! the Location client's median latency while Ask is flooded.
//!
//! Run with `cargo bench -p concierge-http --bench overload` (`-- --quick` for a short run).
//! Configurations: the defaults (a bounded queue per class), the previous behaviour (no queue:
//! refuse at once when every turn is taken), and a very large turn limit (no admission control).

mod support;

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use concierge_core::clock::FixedClock;
use concierge_service::Concierge;
use concierge_service::config::Config;
use serde_json::json;
use support::quick;

const NOW: &str = "2026-12-02T18:00:00Z";
const ASK_AGENT: &str = "https://agent.example/profiles/overload-ask.json";
const LOCATION_AGENT: &str = "https://agent.example/profiles/overload-location.json";
const CLIENTS: usize = 1_000;

#[derive(Default)]
struct Counts {
    ok: AtomicU64,
    refused: AtomicU64,
    failed: AtomicU64,
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let ask_profile = support::agent_profile(dir.path(), "2026-10-29", &["dev.ucp.common.ask"]);
    let location_profile = support::agent_profile(dir.path(), "2026-08-25", &["dev.ucp.common.location.search"]);
    let seconds = if quick() { 4 } else { 10 };
    println!("Concierge overload benchmark: {CLIENTS} Ask clients for {seconds} s, plus one Location client\n");
    println!("  {:<44} {:>10} {:>9} {:>9} {:>14}", "configuration", "answers/s", "503s", "failed", "Location p50");
    type Adjust = fn(&mut Config);
    let configurations: [(&str, Adjust); 3] = [
        ("defaults (bounded queue per class)", |_| {}),
        ("no queue: refuse when every turn is taken", |c| {
            c.limits.max_queued_requests = 0;
            c.limits.queue_wait_ms = 0;
            c.limits.max_concurrent_ask = c.limits.max_concurrent_requests;
        }),
        ("no admission control (4096 turns)", |c| {
            c.limits.max_concurrent_requests = 4096;
            c.limits.max_concurrent_ask = 4096;
        }),
    ];
    for (label, adjust) in configurations {
        let mut config = Config::default();
        config.profile_fetch.pinned = BTreeMap::from([
            (ASK_AGENT.to_owned(), ask_profile.clone()),
            (LOCATION_AGENT.to_owned(), location_profile.clone()),
        ]);
        config.limits.rate_limit_per_minute = 0;
        config.limits.max_concurrent_per_client = 100_000;
        config.server.max_connections_per_client = 100_000;
        config.storage.database_url =
            format!("sqlite://{}?mode=rwc", dir.path().join(format!("{}.db", label.len())).display());
        adjust(&mut config);
        let (goodput, counts, location_p50) = run(config, Duration::from_secs(seconds));
        println!(
            "  {:<44} {:>10.0} {:>9} {:>9} {:>12.1}ms",
            label,
            goodput,
            counts.refused.load(Ordering::Relaxed),
            counts.failed.load(Ordering::Relaxed),
            location_p50.as_secs_f64() * 1000.0
        );
    }
}

fn run(config: Config, duration: Duration) -> (f64, Arc<Counts>, Duration) {
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    runtime.block_on(async move {
        let business = concierge_store::demo().unwrap();
        let app = Concierge::new(config, business, Arc::new(FixedClock(NOW.parse().unwrap()))).unwrap();
        app.database().ready().await.unwrap();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
        let server = tokio::spawn(concierge_http::serve(listener, app, async move {
            let _ = stop_rx.await;
        }));
        let counts = Arc::new(Counts::default());
        let deadline = Instant::now() + duration;
        let mut tasks = Vec::new();
        for i in 0..CLIENTS {
            let counts = counts.clone();
            let url = format!("{base}/ucp/ask");
            tasks.push(tokio::spawn(async move {
                let client = reqwest::Client::builder().pool_max_idle_per_host(1).build().unwrap();
                let mut n = 0u64;
                while Instant::now() < deadline {
                    n += 1;
                    let body = json!({"query": if (i + n as usize).is_multiple_of(2) { "Do you ship to Canada?" } else { "What is your return policy?" }});
                    let sent = client
                        .post(&url)
                        .header("ucp-agent", format!("profile=\"{ASK_AGENT}\""))
                        .header("request-id", uuid::Uuid::new_v4().to_string())
                        .json(&body)
                        .timeout(Duration::from_secs(30))
                        .send()
                        .await;
                    match sent {
                        Ok(r) if r.status().is_success() => {
                            let _ = r.bytes().await;
                            counts.ok.fetch_add(1, Ordering::Relaxed);
                        }
                        Ok(r) if r.status().as_u16() == 503 => {
                            let _ = r.bytes().await;
                            counts.refused.fetch_add(1, Ordering::Relaxed);
                            // A polite client waits a little, as Retry-After asks.
                            tokio::time::sleep(Duration::from_millis(100)).await;
                        }
                        _ => {
                            counts.failed.fetch_add(1, Ordering::Relaxed);
                            tokio::time::sleep(Duration::from_millis(100)).await;
                        }
                    }
                }
            }));
        }
        // One Location client, measuring its latency while Ask is flooded.
        let location = {
            let url = format!("{base}/ucp/locations/search");
            tokio::spawn(async move {
                let client = reqwest::Client::new();
                let mut latencies = Vec::new();
                tokio::time::sleep(Duration::from_millis(500)).await;
                while Instant::now() < deadline {
                    let started = Instant::now();
                    let r = client
                        .post(&url)
                        .header("ucp-agent", format!("profile=\"{LOCATION_AGENT}\""))
                        .header("request-id", uuid::Uuid::new_v4().to_string())
                        .json(&json!({"query": "denver"}))
                        .send()
                        .await;
                    if r.is_ok_and(|r| r.status().is_success()) {
                        latencies.push(started.elapsed());
                    }
                    tokio::time::sleep(Duration::from_millis(20)).await;
                }
                latencies.sort();
                latencies.get(latencies.len() / 2).copied().unwrap_or(Duration::MAX)
            })
        };
        for t in tasks {
            let _ = t.await;
        }
        let location_p50 = location.await.unwrap();
        let _ = stop_tx.send(());
        let _ = server.await;
        (counts.ok.load(Ordering::Relaxed) as f64 / duration.as_secs_f64(), counts, location_p50)
    })
}
