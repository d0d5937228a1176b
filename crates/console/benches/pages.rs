//! Console pages: server time per page (the router called in process, as the server calls it
//! for each request), on the demo store and on a generated chain of 100 000 stores, against a
//! handler returning a fixed page of the same size class measured in the same run.
//!
//! Run with `cargo bench -p concierge-console --bench pages` (add `-- --quick` for a short run;
//! `-- --stores N` for another chain size). Figures are the median and the 99th percentile of
//! single requests; the target is p99 ≤ 100 ms for every page.

use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::Request;
use concierge_bench::args;
use concierge_bench::measure::{Percentiles, ms, time_each};
use concierge_console::Console;
use concierge_core::clock::FixedClock;
use concierge_service::config::Config;
use concierge_service::database::GapKind;
use concierge_service::{Concierge, StoreSource};
use http_body_util::BodyExt;
use tower::ServiceExt;

const NOW: &str = "2026-12-02T18:00:00Z";
const TOKEN: &str = "bench-console-token-0123456789abcdef0123";

/// Questions recorded as unanswered before the content-gaps page is timed.
const GAPS: &[&str] = &[
    "do you rent out hot air balloons?",
    "can i pay with bitcoin?",
    "do you offer gift wrapping?",
    "is gift wrapping available for online orders?",
    "do you price match amazon?",
    "can i bring my dog into the store?",
    "do you have a student discount?",
    "what is your carbon footprint?",
];

fn app(business: concierge_core::catalog::Business) -> Concierge {
    let mut config = Config::default();
    config.storage.database_url = "sqlite::memory:".into();
    Concierge::new(config, business, Arc::new(FixedClock(NOW.parse().unwrap()))).unwrap()
}

async fn call(router: &Router, method: &str, path: &str, form: &str) -> usize {
    let mut request = Request::builder().method(method).uri(path).header("authorization", format!("Bearer {TOKEN}"));
    if method == "POST" {
        request = request.header("content-type", "application/x-www-form-urlencoded");
    }
    let response = router.clone().oneshot(request.body(Body::from(form.to_owned())).unwrap()).await.unwrap();
    assert!(response.status().is_success() || response.status().is_redirection(), "{path}: {}", response.status());
    response.into_body().collect().await.unwrap().to_bytes().len()
}

fn main() {
    let quick = args::flag("--quick");
    let stores = args::count("--stores", 100_000);
    let (warmup, runs) = if quick { (3, 30) } else { (10, 200) };
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let demo = concierge_store::demo().unwrap();
    println!(
        "Concierge console pages benchmark ({} mode): server time per request\n",
        if quick { "quick" } else { "full" }
    );

    // The floor: a handler returning a fixed 40 KB page through the same router machinery.
    let page = "x".repeat(40 * 1024);
    let floor = Router::new().route("/", axum::routing::get(move || std::future::ready(page.clone())));
    let baseline = time_each(warmup, runs, |_| {
        runtime.block_on(async {
            let response = floor.clone().oneshot(Request::get("/").body(Body::empty()).unwrap()).await.unwrap();
            std::hint::black_box(response.into_body().collect().await.unwrap().to_bytes().len());
        });
    });
    println!("  {:<40} {:>10} {:>10} {:>9}", "page", "p50", "p99", "p50 ratio");
    println!("  {:<40} {:>10} {:>10} {:>9}", "fixed 40 KB page (floor)", ms(baseline.p50), ms(baseline.p99), "1.0x");

    for (label, business) in [
        ("demo store".to_owned(), demo.clone()),
        (format!("chain of {stores} stores"), concierge_bench::chain::generate(&demo, stores, 7)),
    ] {
        let app = app(business);
        runtime.block_on(app.database().ready()).unwrap();
        for (n, q) in GAPS.iter().enumerate() {
            for _ in 0..=n {
                runtime
                    .block_on(app.database().record_unanswered(q, "en", GapKind::CantAnswer, 1_790_000_000))
                    .unwrap();
            }
        }
        let router = concierge_console::router(Console::new(app.clone(), StoreSource::Demo, TOKEN.to_owned()));
        let first_location = app.business().locations.iter().find_map(|l| l.geo).unwrap();
        let near = format!(
            "/console/locations?latitude={}&longitude={}&radius_km=50&open_at=2026-12-02T18%3A00%3A00Z",
            first_location.latitude, first_location.longitude
        );
        let product = format!("/console/products/{}", app.business().products[0].id);
        let pages: Vec<(&str, &str, String, &str)> = vec![
            ("overview", "GET", "/console/".to_owned(), ""),
            ("ask playground (form)", "GET", "/console/ask".to_owned(), ""),
            (
                "ask playground (a question, traced)",
                "POST",
                "/console/ask".to_owned(),
                "query=Is+the+Ridgeline+Rain+Jacket+waterproof%3F",
            ),
            ("content gaps (8 groups, closest passages)", "GET", "/console/gaps".to_owned(), ""),
            ("content gaps as CSV", "GET", "/console/gaps.csv".to_owned(), ""),
            ("locations: every store, table + plot", "GET", "/console/locations".to_owned(), ""),
            (
                "locations: open at an instant",
                "GET",
                "/console/locations?open_at=2026-12-02T18%3A00%3A00Z".to_owned(),
                "",
            ),
            ("locations: 50 km + open at", "GET", near, ""),
            ("locations: free text", "GET", "/console/locations?query=harbour".to_owned(), ""),
            ("products", "GET", "/console/products".to_owned(), ""),
            ("one product", "GET", product, ""),
        ];
        println!("\n{label}");
        let mut worst: Option<(Percentiles, &str)> = None;
        for (name, method, path, form) in &pages {
            let mut bytes = 0;
            let p = time_each(warmup, runs, |_| bytes = runtime.block_on(call(&router, method, path, form)));
            println!(
                "  {:<40} {:>10} {:>10} {:>8.1}x  ({} KB)",
                name,
                ms(p.p50),
                ms(p.p99),
                p.p50.as_secs_f64() / baseline.p50.as_secs_f64(),
                bytes / 1024
            );
            if worst.is_none_or(|(w, _)| p.p99 > w.p99) {
                worst = Some((p, name));
            }
        }
        if let Some((w, name)) = worst {
            let verdict = if w.p99.as_millis() <= 100 { "within" } else { "OVER" };
            println!("  slowest p99: {} ({name}): {verdict} the 100 ms target", ms(w.p99));
        }
    }
}
