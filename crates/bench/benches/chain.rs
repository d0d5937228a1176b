//! Chain scale: generated chains of 1k, 100k and 1M stores, how long the store takes to become
//! ready and how much memory it holds, and the latency of Location Search and Lookup on it.
//!
//!     cargo bench -p concierge-bench --bench chain                  # 1k, 100k and 1M
//!     cargo bench -p concierge-bench --bench chain -- --sizes 1000,100000 --samples 200
//!     cargo bench -p concierge-bench --bench chain -- --sizes 1000000 --index-only
//!     cargo bench -p concierge-bench --bench chain -- --sizes 1000,100000 --http
//!     cargo bench -p concierge-bench --bench chain -- --sizes 1000000 --index-only --only "50 km"
//!     cargo bench -p concierge-bench --bench chain -- --profiles diverse
//!
//! Each size is generated in two profiles (`concierge_bench::chain::Profile`), reported one after
//! the other: `patterned`, whose stores share weekly hours from eight patterns, and `diverse`,
//! where every store keeps its own hours (`--profiles` picks).
//! `--index-only` skips building a whole generation (which copies the store), for machines
//! without memory for two copies of a million stores. `--only TEXT` runs only the kinds of request
//! whose name contains it (for a profiler). `--http` then also serves the chain with
//! `concierge_http::serve` on loopback (default settings: responses signed; no log subscriber)
//! and sends the same requests over REST, one at a time on one keep-alive connection. Each is
//! also run in-process on the served index just before and sent to a [`Floor`] that takes as
//! long just after, so each kind's p99 over HTTP is printed beside the p99 in-process at the
//! same moments, the machine's floor, and the tight loop's p99 (see `over_http`).
//!
//! For each chain it prints: the time to build the location index (in-process, what a start or
//! a reload spends on Location) and the whole store generation (index, answer engine); resident
//! memory after each; then p50 and p99 of each kind of request, in-process on the engine
//! (`LocationIndex::search` / `lookup`), each sample a different request of the kind (another
//! centre, another id). The first chain (1k) is the floor the others compare with: the same
//! requests on a chain a thousand times smaller, measured in the same run.

use std::sync::Arc;
use std::time::Instant;

use concierge_bench::args;
use concierge_bench::chain::{AMENITIES, CITIES, Rng, generate_profile};
use concierge_bench::loopback::{Connection, Floor};
use concierge_bench::measure::{Percentiles, mib, ms, percentiles, resident_bytes, time_each};
use concierge_core::clock::FixedClock;
use concierge_core::location::{CursorKey, Limits, LocationIndex, LookupRequest, QueryContext, SearchRequest};
use concierge_service::Concierge;
use concierge_service::config::Config;
use serde_json::{Value, json};

/// The allocator `concierge serve` runs on, so that building the index and answering cost here
/// what they cost there.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const NOW: &str = "2026-12-02T18:00:00Z";

/// A kind of request: its name, a maker of one (random, for a chain of `n`), and whether it is
/// a search (or a lookup).
type Case = (&'static str, fn(&mut Rng, usize) -> Value, bool);

fn near_a_city(rng: &mut Rng) -> Value {
    let c = &CITIES[rng.below(CITIES.len())];
    json!({"latitude": c.latitude + (rng.unit() - 0.5) * 0.5, "longitude": c.longitude + (rng.unit() - 0.5) * 0.6})
}

fn open_at(rng: &mut Rng) -> String {
    format!("2026-12-{:02}T{:02}:{:02}:00Z", 2 + rng.below(20), rng.below(24), 15 * rng.below(4))
}

/// An instant on Christmas Eve, Christmas Day or the day after: dates most of the generated
/// stores' exceptions touch, so most distinct schedules must be judged on their own.
fn holiday(rng: &mut Rng) -> String {
    format!("2026-12-{:02}T{:02}:{:02}:00Z", 24 + rng.below(3), rng.below(24), 15 * rng.below(4))
}

fn cases() -> Vec<Case> {
    vec![
        ("distance 5 km", |r, _| json!({"distance": {"center": near_a_city(r), "max": 5000}}), true),
        (
            "50 km + open_at + amenity",
            |r, _| {
                json!({"distance": {"center": near_a_city(r), "max": 50000},
                       "filters": {"hours": {"open_at": open_at(r)}, "amenities": [AMENITIES[r.below(8)].0]}})
            },
            true,
        ),
        ("serves point", |r, _| json!({"serves": {"point": near_a_city(r)}}), true),
        (
            "serves postal code",
            |r, _| {
                let c = &CITIES[r.below(CITIES.len())];
                let zip = format!("{:03}{:02}", c.zip_prefix, r.below(100));
                json!({"serves": {"address": {"address_country": "US", "postal_code": zip}}})
            },
            true,
        ),
        ("open_at, whole chain", |r, _| json!({"filters": {"hours": {"open_at": open_at(r)}}}), true),
        ("open_at on a holiday, chain", |r, _| json!({"filters": {"hours": {"open_at": holiday(r)}}}), true),
        (
            "open_at + amenity, chain",
            |r, _| json!({"filters": {"hours": {"open_at": open_at(r)}, "amenities": [AMENITIES[r.below(8)].0]}}),
            true,
        ),
        ("amenity, whole chain", |r, _| json!({"filters": {"amenities": [AMENITIES[r.below(8)].0]}}), true),
        // A store's name as a buyer types it: its city (a word thousands of stores share) and
        // its number (one store's, and a prefix of others').
        (
            "free text \"City 123\", chain",
            |r, n| json!({"query": format!("{} {}", CITIES[r.below(CITIES.len())].name, r.below(n))}),
            true,
        ),
        ("free text \"City\", chain", |r, _| json!({"query": CITIES[r.below(CITIES.len())].name}), true),
        // Two words every store has (its street is "N Main Street") and a number.
        ("free text \"Main Street 123\", chain", |r, n| json!({"query": format!("Main Street {}", r.below(n))}), true),
        ("item, whole chain", |r, _| json!({"filters": {"items": [ITEMS[r.below(ITEMS.len())]]}}), true),
        ("lookup 1 id", |r, n| json!({"ids": [format!("loc_{:07}", r.below(n))]}), false),
        (
            "lookup 10 ids",
            |r, n| json!({"ids": (0..10).map(|_| format!("S{:07}", r.below(n))).collect::<Vec<_>>()}),
            false,
        ),
    ]
}

/// Items the demo store's products have (variant ids), filled in at start.
static ITEMS: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
    let demo = concierge_store::demo().expect("the demo store loads");
    demo.products.iter().flat_map(|p| &p.variants).map(|v| v.id.clone()).collect()
});

fn main() {
    let sizes = args::counts("--sizes", "1000,100000,1000000");
    let samples = args::count("--samples", 300);
    let demo = concierge_store::demo().expect("the demo store loads");
    let now = NOW.parse().expect("a timestamp");
    let limits = Limits::default();
    let key = CursorKey::new([7; 32]);
    let cx = QueryContext { now, limits: &limits, cursor_key: &key };
    let mut config = Config::default();
    config.storage.database_url = "sqlite::memory:".into();

    let http = args::flag("--http");
    let only = args::value("--only");
    let chosen = || cases().into_iter().filter(|(name, _, _)| only.as_deref().is_none_or(|o| name.contains(o)));
    println!("Concierge chain benchmark: {samples} samples per request kind, each a different request\n");
    for (profile, n) in args::profiles().into_iter().flat_map(|p| sizes.iter().map(move |&n| (p, n))) {
        let business = Arc::new(generate_profile(&demo, n, 42, profile));
        println!("{} chain of {n} stores", profile.name());
        // The index first, while resident memory only holds the generated store.
        let before = resident_bytes().unwrap_or(0);
        let start = Instant::now();
        let index = LocationIndex::new(business.clone());
        let index_time = start.elapsed();
        let with_index = resident_bytes().unwrap_or(0);
        println!(
            "  location index built in {}, {} resident for it",
            ms(index_time),
            mib(with_index.saturating_sub(before))
        );
        if args::flag("--index-only") {
            println!("  (store generation skipped: --index-only)");
        } else {
            generation(&config, &business, now, with_index);
        }

        println!("  {:<28} {:>12} {:>12} {:>10}", "request", "p50", "p99", "matches");
        let mut in_process = Vec::new();
        for (name, make, is_search) in chosen() {
            let mut rng = Rng::new(9);
            let requests: Vec<Value> = (0..samples + 20).map(|_| make(&mut rng, n)).collect();
            let mut matches = 0usize;
            let p = time_each(20, samples, |run| {
                matches += run_in_process(&index, is_search, &requests[run % requests.len()], cx);
            });
            println!("  {name:<28} {:>12} {:>12} {:>10}", ms(p.p50), ms(p.p99), matches / (samples + 20));
            in_process.push(p);
        }
        if http {
            over_http(&config, &business, now, n, samples, chosen().zip(&in_process));
        }
        println!();
    }
}

/// Runs one search or lookup (`body`, a request of the kind) on `index`; the number of matches.
fn run_in_process(index: &LocationIndex, is_search: bool, body: &Value, cx: QueryContext) -> usize {
    if is_search {
        let req = SearchRequest::from_json(body).expect("a valid search");
        let page = index.search(&req, cx).expect("the search runs");
        std::hint::black_box(page).total_count
    } else {
        let req = LookupRequest::from_json(body).expect("a valid lookup");
        let found = index.lookup(&req, cx).expect("the lookup runs");
        std::hint::black_box(found).locations.len()
    }
}

/// The platform profile the HTTP requests name (pinned: read from a file, never fetched).
const AGENT: &str = "https://agent.example/profiles/location.json";

/// Serves a store generation of `business` on loopback and times each kind of request over
/// REST, the same requests as in-process (the same seed). Each request is sent three ways in
/// turn: run in-process on the served generation's own index, sent over HTTP, and sent to a
/// [`Floor`] that spins as long as the in-process run took and answers with as many bytes as
/// the server did. So the HTTP figures sit beside an in-process figure taken on the same index
/// at the same moments (with caches as the HTTP requests leave them, unlike the tight loop of
/// `in_process`, which is printed too), and beside what the machine alone costs a round trip
/// that takes as long.
fn over_http<'a>(
    config: &Config,
    business: &concierge_core::catalog::Business,
    now: jiff::Timestamp,
    n: usize,
    samples: usize,
    in_process: impl Iterator<Item = (Case, &'a Percentiles)>,
) {
    let dir = std::env::temp_dir().join(format!("concierge-chain-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let profile = dir.join("agent.json");
    let capability = |name: &str, file: &str| {
        json!([{"version": "2026-08-25",
                "spec": format!("https://ucp.dev/2026-08-25/specification/common/location/{name}"),
                "schema": format!("https://ucp.dev/2026-08-25/schemas/common/{file}")}])
    };
    let doc = json!({"ucp": {"version": "2026-08-25", "services": {}, "payment_handlers": {}, "capabilities": {
        "dev.ucp.common.location.search": capability("search", "location_search.json"),
        "dev.ucp.common.location.lookup": capability("lookup", "location_lookup.json")}}});
    std::fs::write(&profile, doc.to_string()).expect("the profile is written");
    let mut config = config.clone();
    config.profile_fetch.pinned.insert(AGENT.into(), profile);
    // Raised, not off: one client sends every request, and the limiter still does its work.
    config.limits.rate_limit_per_minute = 1_000_000_000;

    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a runtime");
    let _entered = runtime.enter();
    let app = Concierge::new(config, business.clone(), Arc::new(FixedClock(now))).expect("the chain loads");
    let generation = app.generation();
    let listener = runtime.block_on(tokio::net::TcpListener::bind("127.0.0.1:0")).expect("a loopback port");
    let addr = listener.local_addr().expect("its address");
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = runtime.spawn(concierge_http::serve(listener, app, async {
        let _ = stopped.await;
    }));
    let mut connection = Connection::open(addr).expect("a connection to the server");
    let floor = Floor::start().expect("the floor starts");
    let mut to_floor = Connection::open(floor.addr()).expect("a connection to the floor");
    let agent = format!("profile=\"{AGENT}\"");
    let limits = Limits::default();
    let key = CursorKey::new([7; 32]);
    let cx = QueryContext { now, limits: &limits, cursor_key: &key };

    println!("  over HTTP (REST on loopback, one keep-alive connection, responses signed), each request beside");
    println!("  the same request in-process on the served index and a floor round trip as long (`over_http`):");
    println!(
        "  {:<28} {:>10} {:>10} {:>14} {:>10} {:>16} {:>13}",
        "request", "p50", "p99", "in-process p99", "floor p99", "- in-process p99", "- tight p99"
    );
    for ((name, make, is_search), tight) in in_process {
        let mut rng = Rng::new(9);
        let requests: Vec<Value> = (0..samples + 20).map(|_| make(&mut rng, n)).collect();
        let path = if is_search { "/ucp/locations/search" } else { "/ucp/locations/lookup" };
        let mut ids = Rng::new(11);
        let (mut over_http, mut beside, mut floor) = (Vec::new(), Vec::new(), Vec::new());
        for (run, request) in requests.iter().enumerate() {
            let body = request.to_string().into_bytes();
            let started = Instant::now();
            run_in_process(generation.index(), is_search, request, cx);
            let local = started.elapsed();

            let request_id = uuid_v4(&mut ids);
            let headers = [("UCP-Agent", agent.as_str()), ("Request-Id", request_id.as_str())];
            let started = Instant::now();
            let reply = connection.post_json(path, &headers, &body).expect("the server answers");
            let http = started.elapsed();
            assert_eq!(reply.status, 200, "{name}: {}", String::from_utf8_lossy(&reply.body));

            let (busy, length) = (local.as_micros().to_string(), reply.body.len().to_string());
            let headers = [("Busy-Micros", busy.as_str()), ("Reply-Length", length.as_str())];
            let started = Instant::now();
            to_floor.post_json(path, &headers, &body).expect("the floor answers");
            let least = started.elapsed();
            // The first 20 warm up, as in-process.
            if run >= 20 {
                over_http.push(http);
                beside.push(local);
                floor.push(least);
            }
        }
        let (http, local, least) = (percentiles(over_http), percentiles(beside), percentiles(floor));
        let gap = |other: &Percentiles| format!("{:+.3} ms", (http.p99.as_secs_f64() - other.p99.as_secs_f64()) * 1e3);
        println!(
            "  {name:<28} {:>10} {:>10} {:>14} {:>10} {:>16} {:>13}",
            ms(http.p50),
            ms(http.p99),
            ms(local.p99),
            ms(least.p99),
            gap(&local),
            gap(tight)
        );
    }
    let _ = stop.send(());
    runtime.block_on(server).expect("the server task").expect("the server stops cleanly");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A random (version 4) UUID from `rng`, as a `Request-Id`.
fn uuid_v4(rng: &mut Rng) -> String {
    let (a, b) = (rng.next_u64(), rng.next_u64());
    format!(
        "{:08x}-{:04x}-4{:03x}-{:x}{:03x}-{:012x}",
        a >> 32,
        (a >> 16) & 0xffff,
        a & 0xfff,
        8 + (b >> 62),
        (b >> 48) & 0xfff,
        b & 0xffff_ffff_ffff
    )
}

/// Builds a whole store generation (its own location index and the answer engine) from a copy
/// of `business`, and prints how long that took and what it holds.
fn generation(config: &Config, business: &concierge_core::catalog::Business, now: jiff::Timestamp, before: u64) {
    let start = Instant::now();
    let app = Concierge::new(config.clone(), business.clone(), Arc::new(FixedClock(now))).expect("the chain loads");
    let ready = start.elapsed();
    let with_app = resident_bytes().unwrap_or(0);
    println!(
        "  store generation (its own index, answer engine) ready in {}, {} resident for it and its copy of the store",
        ms(ready),
        mib(with_app.saturating_sub(before))
    );
    drop(app);
}
