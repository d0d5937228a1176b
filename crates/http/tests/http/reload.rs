//! Reloading the store (`Concierge::reload_from`, `Concierge::reload`) through the router: new
//! requests see the new store, a request that started before the swap finishes on the old
//! one, an invalid store is refused with every problem while the old one keeps serving, and
//! requests under load never fail across reloads.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, mpsc};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::http::Request;
use concierge_core::clock::{Clock, FixedClock};
use concierge_service::config::LocationSettings;
use concierge_service::{Concierge, StoreSource};
use jiff::Timestamp;
use serde_json::{Value, json};

use crate::common::*;

const LONDON: &str = "Juniper & Pine Covent Garden";
const REFUND_QUESTION: &str = "How many days do I have to return a full-price item?";
const REFUND_RULE: &str = "can be returned within 30 days of delivery";

/// A copy of the demo store in a temporary directory, to edit.
struct StoreDir {
    dir: tempfile::TempDir,
}

impl StoreDir {
    fn demo() -> Self {
        let dir = tempfile::tempdir().unwrap();
        copy_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../store/demo"), dir.path());
        StoreDir { dir }
    }

    fn source(&self) -> StoreSource {
        StoreSource::Dir(self.dir.path().to_owned())
    }

    fn path(&self, file: &str) -> PathBuf {
        self.dir.path().join(file)
    }

    /// Replaces `from` (which must be there) with `to` in `file`.
    fn edit(&self, file: &str, from: &str, to: &str) {
        let path = self.path(file);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains(from), "{file} has no {from:?}");
        std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
    }
}

fn copy_dir(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// A clock that, when armed, stops the first `n` requests that ask it the time (each call
/// takes the generation first, then authorizes, which reads the clock) until released.
#[derive(Debug)]
struct GateClock {
    now: Timestamp,
    to_hold: Mutex<usize>,
    entered: Mutex<Option<mpsc::Sender<()>>>,
    released: (Mutex<bool>, Condvar),
}

impl GateClock {
    fn new() -> Arc<Self> {
        Arc::new(GateClock {
            now: NOW.parse().unwrap(),
            to_hold: Mutex::new(0),
            entered: Mutex::new(None),
            released: (Mutex::new(false), Condvar::new()),
        })
    }

    /// Holds the next `n` callers; the receiver hears of each as it is held.
    fn arm(&self, n: usize) -> mpsc::Receiver<()> {
        let (tx, rx) = mpsc::channel();
        *self.entered.lock().unwrap() = Some(tx);
        *self.released.0.lock().unwrap() = false;
        *self.to_hold.lock().unwrap() = n;
        rx
    }

    fn release(&self) {
        *self.released.0.lock().unwrap() = true;
        self.released.1.notify_all();
    }
}

impl Clock for GateClock {
    fn now(&self) -> Timestamp {
        let hold = {
            let mut n = self.to_hold.lock().unwrap();
            let hold = *n > 0;
            *n = n.saturating_sub(1);
            hold
        };
        if hold {
            if let Some(tx) = self.entered.lock().unwrap().as_ref() {
                tx.send(()).unwrap();
            }
            let (flag, cv) = &self.released;
            let guard = flag.lock().unwrap();
            let (_guard, timeout) = cv.wait_timeout_while(guard, Duration::from_secs(30), |r| !*r).unwrap();
            assert!(!timeout.timed_out(), "the test never released the held request");
        }
        self.now
    }
}

fn app_on(store: &StoreDir, clock: Arc<dyn Clock>) -> (Concierge, Router) {
    let business = store.source().load(&LocationSettings::default()).unwrap();
    let app = Concierge::new(config(), business, clock).unwrap();
    (app.clone(), concierge_http::router(app))
}

async fn london(r: &Router) -> String {
    let res = rest(r, "/locations/lookup", json!({"ids": ["LON01"]})).await;
    assert_eq!(res.status, 200, "{}", res.text);
    let body = res.json();
    assert_eq!(lookup_ids(&body), ["loc_london"]);
    body["locations"][0]["name"].as_str().unwrap().to_owned()
}

async fn ask(r: &Router, query: &str) -> Response {
    rest_with(r, ASK_AGENT, "/ask", json!({"query": query}), &[]).await
}

fn answer(res: &Response) -> String {
    assert_eq!(res.status, 200, "{}", res.text);
    let body: Value = res.json();
    assert_valid(&schemas().ask_response, &body);
    body["answer"]["plain"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn new_requests_see_the_reloaded_store() {
    let store = StoreDir::demo();
    let (app, r) = app_on(&store, Arc::new(FixedClock(NOW.parse().unwrap())));
    assert_eq!(app.store_generation(), 1);
    assert_eq!(london(&r).await, LONDON);
    assert!(answer(&ask(&r, REFUND_QUESTION).await).contains("30 days"));

    store.edit("locations/international.toml", LONDON, "Juniper & Pine Seven Dials");
    store.edit("policies/refund-policy.md", REFUND_RULE, "can be returned within 45 days of delivery");
    let report = app.reload_from(&store.source()).await.unwrap();
    assert_eq!((report.generation, report.previous), (2, 1));
    assert_eq!(report.locations, 15);
    assert_eq!(app.store_generation(), 2);
    assert_eq!(app.generation().number(), 2);
    let health = send(&r, Request::get("/health").body(Body::empty()).unwrap()).await.json();
    assert_eq!((health["store_generation"].as_u64(), health["locations"].as_u64()), (Some(2), Some(15)), "{health}");

    assert_eq!(london(&r).await, "Juniper & Pine Seven Dials");
    let refund = answer(&ask(&r, REFUND_QUESTION).await);
    assert!(refund.contains("45 days") && !refund.contains("30 days"), "{refund}");
    assert_eq!(
        &*app.business().locations.iter().find(|l| &*l.id == "loc_london").unwrap().name,
        "Juniper & Pine Seven Dials"
    );

    // A business read elsewhere goes in the same way.
    let mut business = store.source().load(&LocationSettings::default()).unwrap();
    business.locations.retain(|l| &*l.id != "loc_london");
    let report = app.reload(business).await.unwrap();
    assert_eq!((report.generation, report.previous, report.locations), (3, 2, 14));
    let res = rest(&r, "/locations/lookup", json!({"ids": ["LON01"]})).await;
    assert_eq!(lookup_ids(&res.json()), Vec::<String>::new());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_in_flight_finish_on_the_generation_they_started_with() {
    let store = StoreDir::demo();
    let clock = GateClock::new();
    let (app, r) = app_on(&store, clock.clone());
    let held = clock.arm(2);
    // Two requests, each driven on a blocking thread of its own (on this runtime, which also
    // runs the database's tasks), so that holding it holds nothing else.
    let spawn = |request: &'static str| {
        let r = r.clone();
        let runtime = tokio::runtime::Handle::current();
        tokio::task::spawn_blocking(move || {
            runtime.block_on(async move {
                match request {
                    "ask" => answer(&ask(&r, REFUND_QUESTION).await),
                    _ => london(&r).await,
                }
            })
        })
    };
    let asking = spawn("ask");
    let looking_up = spawn("lookup");
    for _ in 0..2 {
        held.recv_timeout(Duration::from_secs(30)).expect("both requests reach the clock");
    }

    store.edit("locations/international.toml", LONDON, "Juniper & Pine Seven Dials");
    store.edit("policies/refund-policy.md", REFUND_RULE, "can be returned within 45 days of delivery");
    let report = app.reload_from(&store.source()).await.unwrap();
    assert_eq!(report.generation, 2);
    // Requests that start now run on the new store, while the two above are still held.
    assert_eq!(london(&r).await, "Juniper & Pine Seven Dials");
    assert!(answer(&ask(&r, REFUND_QUESTION).await).contains("45 days"));

    clock.release();
    let old_refund = asking.await.unwrap();
    assert!(old_refund.contains("30 days") && !old_refund.contains("45 days"), "{old_refund}");
    assert_eq!(looking_up.await.unwrap(), LONDON);
}

#[tokio::test]
async fn an_invalid_store_is_refused_with_every_problem_and_the_old_one_keeps_serving() {
    let store = StoreDir::demo();
    let (app, r) = app_on(&store, Arc::new(FixedClock(NOW.parse().unwrap())));
    store.edit("locations/international.toml", "latitude = 51.511600", "latitude = 251.5");
    store.edit("locations/us-west.toml", "timezone = \"America/Los_Angeles\"", "timezone = \"America/Nowhere\"");
    store.edit("policies/refund-policy.md", REFUND_RULE, "can be returned within 45 days of delivery");

    let refused = app.reload_from(&store.source()).await.unwrap_err();
    assert_eq!(refused.kept, 1);
    assert_eq!(refused.problems.len(), 2, "{refused}");
    assert!(
        refused.problems.iter().any(|p| p.starts_with("locations/international.toml") && p.contains("geo.latitude")),
        "{refused}"
    );
    assert!(
        refused.problems.iter().any(|p| p.starts_with("locations/us-west.toml") && p.contains("America/Nowhere")),
        "{refused}"
    );
    let text = refused.to_string();
    assert!(text.contains("keeping generation 1") && refused.problems.iter().all(|p| text.contains(p)), "{text}");

    // Nothing of the refused store is served, not even its valid edit.
    assert_eq!(app.store_generation(), 1);
    assert_eq!(london(&r).await, LONDON);
    assert!(answer(&ask(&r, REFUND_QUESTION).await).contains("30 days"));

    // Fixed, it goes in as the next generation: a refusal uses no number.
    store.edit("locations/international.toml", "latitude = 251.5", "latitude = 51.511600");
    store.edit("locations/us-west.toml", "timezone = \"America/Nowhere\"", "timezone = \"America/Los_Angeles\"");
    assert_eq!(app.reload_from(&store.source()).await.unwrap().generation, 2);
    assert!(answer(&ask(&r, REFUND_QUESTION).await).contains("45 days"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn no_request_fails_across_reloads_under_load() {
    let store = StoreDir::demo();
    let (app, r) = app_on(&store, Arc::new(FixedClock(NOW.parse().unwrap())));
    let stop = Arc::new(AtomicBool::new(false));
    let served = Arc::new(AtomicUsize::new(0));
    let names: Vec<String> = (0..=5).map(|n| if n == 0 { LONDON.to_owned() } else { format!("London {n}") }).collect();
    let mut clients = Vec::new();
    for client in 0..4 {
        let (r, stop, served, names) = (r.clone(), stop.clone(), served.clone(), names.clone());
        clients.push(tokio::spawn(async move {
            let mut failures = Vec::new();
            while !stop.load(Ordering::Relaxed) {
                let (status, seen) = if client % 2 == 0 {
                    let res = rest(&r, "/locations/lookup", json!({"ids": ["LON01"]})).await;
                    let name = res.json()["locations"][0]["name"].as_str().map(str::to_owned);
                    (res.status, name.filter(|n| names.contains(n)).ok_or(res.text))
                } else {
                    let res = ask(&r, REFUND_QUESTION).await;
                    (res.status, Ok(res.text))
                };
                if status != 200 || seen.is_err() {
                    failures.push(format!("{status}: {seen:?}"));
                }
                served.fetch_add(1, Ordering::Relaxed);
                // A Location request never waits on anything: let the runtime's timers and
                // the database's tasks run between requests.
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
            failures
        }));
    }
    for (n, name) in names.iter().enumerate().skip(1) {
        let before = served.load(Ordering::Relaxed);
        while served.load(Ordering::Relaxed) < before + 8 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        store.edit("locations/international.toml", &names[n - 1], name);
        assert_eq!(app.reload_from(&store.source()).await.unwrap().generation, n as u64 + 1);
        assert_eq!(&london(&r).await, name);
    }
    stop.store(true, Ordering::Relaxed);
    let mut failures = Vec::new();
    for c in clients {
        failures.extend(c.await.unwrap());
    }
    assert!(failures.is_empty(), "{} failed requests: {failures:#?}", failures.len());
    assert!(served.load(Ordering::Relaxed) >= 40);
    assert_eq!(app.store_generation(), 6);
}
