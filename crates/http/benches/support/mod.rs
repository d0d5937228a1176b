//! What the benchmarks share: sampling with medians, and a loopback HTTP comparison of
//! endpoints against a bare axum handler on the same runtime and client.

#![allow(dead_code)]

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::routing::post;
use serde_json::{Value, json};

/// Percentiles of one measurement.
pub(crate) struct Stats {
    pub(crate) median: Duration,
    pub p90: Duration,
    pub p99: Duration,
}

pub(crate) fn stats(mut samples: Vec<Duration>) -> Stats {
    samples.sort();
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
    Stats { median: at(0.5), p90: at(0.9), p99: at(0.99) }
}

/// Whether `-- --quick` was passed.
pub(crate) fn quick() -> bool {
    std::env::args().any(|a| a == "--quick")
}

/// Median time of one call, from `rounds` samples of `batch` calls each.
pub(crate) fn sample(rounds: usize, batch: usize, mut f: impl FnMut()) -> Stats {
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

pub(crate) fn us(d: Duration) -> String {
    format!("{:.1} µs", d.as_secs_f64() * 1e6)
}

/// The engine-level baseline: serializing a constant JSON document.
pub(crate) fn minimal_handler(rounds: usize, batch: usize) -> Stats {
    let constant = json!({"ucp": {"version": "2026-08-25"}, "locations": []});
    sample(rounds, batch, || {
        std::hint::black_box(serde_json::to_vec(&std::hint::black_box(&constant)).unwrap());
    })
}

/// One endpoint to measure over HTTP.
pub(crate) struct Target {
    pub(crate) name: &'static str,
    pub(crate) path: &'static str,
    pub(crate) body: Value,
    /// Extra headers (the REST binding's `UCP-Agent`, `Request-Id`).
    pub(crate) headers: Vec<(&'static str, String)>,
}

/// Serves `router` on a loopback port and returns its base URL.
pub(crate) async fn spawn(router: axum::Router) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    format!("http://{addr}")
}

/// Sequential latency and 16-client throughput of each target on `router`, each with its ratio
/// to a bare axum handler returning a fixed JSON body, measured first in the same run.
pub(crate) async fn compare_http(router: axum::Router, targets: Vec<Target>) {
    let base_url = spawn(router).await;
    let body = json!({"ucp": {"version": "2026-08-25", "status": "success"}, "locations": [{"id": "loc_denver", "name": "Juniper & Pine LoDo"}]});
    let minimal_router = axum::Router::new().route("/", post(move || async move { axum::Json(body) }));
    let minimal_base = spawn(minimal_router).await;
    let client = reqwest::Client::builder().pool_max_idle_per_host(64).build().unwrap();
    let baseline = Target { name: "minimal axum handler (baseline)", path: "/", body: json!({}), headers: vec![] };
    let mut all: Vec<(String, Target)> = vec![(minimal_base, baseline)];
    all.extend(targets.into_iter().map(|t| (base_url.clone(), t)));
    let n = if quick() { 400 } else { 3_000 };
    let window = Duration::from_secs(if quick() { 1 } else { 4 });
    println!(
        "http: loopback, keep-alive, demo store ({n} sequential requests; 16 concurrent clients for {}s)",
        window.as_secs()
    );
    println!(
        "  {:<34} {:>10} {:>10} {:>10} {:>10} {:>12} {:>10}",
        "endpoint", "p50", "p90", "p99", "vs min", "req/s (16)", "vs min"
    );
    let mut base: Option<(Duration, f64)> = None;
    for (origin, Target { name, path, body: payload, headers }) in all {
        let url = format!("{origin}{path}");
        let request = || {
            let mut r = client.post(&url).header("content-type", "application/json").body(payload.to_string());
            for (k, v) in &headers {
                r = r.header(*k, v.as_str());
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
}

/// A pinned agent profile declaring `capabilities` at `version`, written into `dir`.
pub(crate) fn agent_profile(dir: &std::path::Path, version: &str, capabilities: &[&str]) -> std::path::PathBuf {
    let caps: serde_json::Map<String, Value> = capabilities
        .iter()
        .map(|c| {
            let spec = format!("https://ucp.dev/{version}/{c}");
            (c.to_string(), json!([{"version": version, "spec": spec, "schema": format!("{spec}.json")}]))
        })
        .collect();
    let path = dir.join(format!("agent-{version}.json"));
    std::fs::write(
        &path,
        json!({"ucp": {"version": version, "services": {}, "payment_handlers": {}, "capabilities": caps}}).to_string(),
    )
    .unwrap();
    path
}
