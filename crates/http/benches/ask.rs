//! Ask benchmarks: the answer engine alone, the whole Ask operation (negotiated, validated,
//! answered, the turn stored in SQLite), the operation with the business's model composing
//! (against the scripted model server on loopback: faithful, cached, late, and with the breaker
//! open), and `POST /ucp/ask` / `tools/call ask_business` over loopback HTTP — each compared
//! with a baseline measured in the same run.
//!
//! Run with `cargo bench -p concierge-http --bench ask` (add `-- --quick` for a short run).
//! Figures are medians; every one comes with its ratio to the baseline measured alongside it.

mod support;

use std::collections::BTreeMap;
use std::sync::Arc;

use concierge_ask::{AnswerEngine, ConversationState, Question, ResourcePolicies, Viewer};
use concierge_core::clock::FixedClock;
use concierge_model_stub::{Reply, Script, ScriptedModel};
use concierge_service::config::{Config, ModelProvider, ModelSettings};
use concierge_service::{Channel, Concierge, Operation};
use serde_json::json;
use support::{Target, compare_http, minimal_handler, quick, sample, us};

const NOW: &str = "2026-12-02T18:00:00Z";
const AGENT: &str = "https://agent.example/profiles/bench-ask.json";

/// Questions of each kind the engine answers differently.
const QUESTIONS: &[(&str, &str, &[&str])] = &[
    ("product attribute", "Is the Ridgeline Rain Jacket waterproof?", &[]),
    ("grounded by SKU", "Does it come in black?", &["RRJ-M-BLU"]),
    ("policy sentence", "What's your return policy for sale items?", &[]),
    ("store hours (own zone)", "Is the downtown store open on Sunday?", &[]),
    ("operation + question", "Add two rain jackets to my cart — do they come in black?", &[]),
    ("allergen disclosure", "I have a wheat allergy. Can I eat the trail mix?", &[]),
    ("can't answer", "What's the weather in Seattle tomorrow?", &[]),
    ("Spanish", "¿Cuánto tiempo tengo para devolver algo que compré rebajado?", &[]),
];

/// The model `scripts/fetch-model` installs, or `CONCIERGE_EMBED_MODEL_DIR`.
fn model_dir() -> std::path::PathBuf {
    std::env::var_os("CONCIERGE_EMBED_MODEL_DIR").map_or_else(
        || std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../models/all-MiniLM-L6-v2"),
        Into::into,
    )
}

/// Semantic retrieval against lexical-only in the same run: the store's start-up (encoding every
/// passage with no vector cache, then with a warm one; the demo store and one of 500 products)
/// and the Ask operation per question (median and p99 of single calls).
fn semantic(runtime: &tokio::runtime::Runtime, lexical: &Concierge, dir: &std::path::Path, rounds: usize) {
    let model = model_dir();
    if !model.join("model.safetensors").is_file() {
        println!("semantic retrieval: no model in {} (run scripts/fetch-model)\n", model.display());
        return;
    }
    let mut config = Config::default();
    // A file database, like the lexical app's, so the two differ only in retrieval.
    config.storage.database_url = format!("sqlite://{}?mode=rwc", dir.join("semantic.sqlite").display());
    config.ask.embeddings.model_dir = model.display().to_string();
    config.ask.embeddings.cache_file = dir.join("vectors.bin").display().to_string();
    let clock = || Arc::new(FixedClock(NOW.parse().unwrap()));
    let demo = concierge_store::demo().unwrap();
    let timed_with = |config: Config, business: concierge_core::catalog::Business| {
        let t = std::time::Instant::now();
        let app = Concierge::new(config, business, clock()).unwrap();
        (t.elapsed(), app)
    };
    let timed = |config: Config| timed_with(config, demo.clone());
    let mut plain = config.clone();
    plain.ask.embeddings = Default::default();
    let (lexical_start, _) = timed(plain);
    let (cold, _) = timed(config.clone());
    // A catalogue of 500 products (the demo's and generated ones), its vectors in a cache of
    // its own: the start-up a business of that size sees, cold and warm.
    let mut larger = config.clone();
    larger.ask.embeddings.cache_file = dir.join("vectors-500.bin").display().to_string();
    let five_hundred = with_generated_products(500 - demo.products.len());
    let (cold_500, _) = timed_with(larger.clone(), five_hundred.clone());
    let warm_500: Vec<std::time::Duration> =
        (0..3).map(|_| timed_with(larger.clone(), five_hundred.clone()).0).collect();
    let (warm, app) = timed(config);
    println!("semantic retrieval (all-MiniLM-L6-v2) vs lexical-only, demo store");
    println!("  (every call asks a new variant of the question, \"… (ref n)\", so none reuses a recent vector)");
    let ms = |d: std::time::Duration| format!("{:.0} ms", d.as_secs_f64() * 1000.0);
    println!(
        "  start-up: lexical {}, with the model and no vector cache {}, with a warm cache {}",
        ms(lexical_start),
        ms(cold),
        ms(warm)
    );
    let mut warm_500 = warm_500;
    warm_500.sort();
    println!(
        "  start-up, 500 products: with the model and no vector cache {}, with a warm cache {} (median of 3; target 1 s)",
        ms(cold_500),
        ms(warm_500[1])
    );
    runtime.block_on(app.database().ready()).unwrap();
    let viewer = Viewer::public();
    let negotiated = app.self_negotiated(Channel::Draft);
    println!(
        "  {:<28} {:>12} {:>12} {:>12} {:>12} {:>8}",
        "question", "lexical p50", "lexical p99", "model p50", "model p99", "p50 x"
    );
    for (name, query, ids) in QUESTIONS {
        let n = std::cell::Cell::new(0_u64);
        let run = |app: &Concierge| {
            sample(rounds, 1, || {
                // A new text each time: the engine remembers the vectors of recent questions.
                n.set(n.get() + 1);
                let payload = json!({"query": format!("{query} (ref {})", n.get()), "ids": ids});
                let out = runtime.block_on(app.run(
                    Operation::AskBusiness,
                    &negotiated,
                    &payload,
                    &Default::default(),
                    &viewer,
                ));
                std::hint::black_box(out.unwrap());
            })
        };
        let (l, m) = (run(lexical), run(&app));
        println!(
            "  {name:<28} {:>12} {:>12} {:>12} {:>12} {:>7.1}x",
            us(l.median),
            us(l.p99),
            us(m.median),
            us(m.p99),
            m.median.as_secs_f64() / l.median.as_secs_f64()
        );
    }
    println!();
}

/// The Ask operation with `[ask.model]` on, against the engine alone (`lexical`) in the same
/// run, per question (single calls: median and p99):
/// - a faithful model without a cache: the model path's own cost is the operation's time less
///   the engine's and less the model server's round trip measured directly (same body, same
///   kind of client);
/// - the same with the cache warm (every call a hit);
/// - a model that answers after 1 s with `timeout_ms = 50`: the request costs the timeout;
/// - the breaker open after a failing endpoint: the request costs what the engine costs.
fn composer(runtime: &tokio::runtime::Runtime, lexical: &Concierge, dir: &std::path::Path, rounds: usize) {
    let faithful = runtime.block_on(ScriptedModel::start(Script::Faithful)).unwrap();
    let late =
        runtime.block_on(ScriptedModel::start(Script::Always(Reply { delay_ms: 1_000, ..Reply::default() }))).unwrap();
    let failing = runtime
        .block_on(ScriptedModel::start(Script::Always(Reply { status: Some(500), ..Reply::default() })))
        .unwrap();
    let app_with = |name: &str, model: ModelSettings| {
        let mut config = Config::default();
        config.storage.database_url = format!("sqlite://{}?mode=rwc", dir.join(format!("{name}.sqlite")).display());
        config.ask.model = model;
        let app = Concierge::new(config, concierge_store::demo().unwrap(), Arc::new(FixedClock(NOW.parse().unwrap())))
            .unwrap();
        runtime.block_on(app.database().ready()).unwrap();
        app
    };
    let model = |stub: &ScriptedModel| ModelSettings {
        provider: ModelProvider::OpenaiCompatible,
        base_url: stub.base_url(),
        model: "scripted".into(),
        cache_ttl_secs: 0,
        breaker_failures: 1_000_000,
        max_retries: 0,
        ..ModelSettings::default()
    };
    let uncached = app_with("model", model(&faithful));
    let cached = app_with("model-cached", ModelSettings { cache_ttl_secs: 3_600, ..model(&faithful) });
    let timed_out = app_with("model-late", ModelSettings { timeout_ms: 50, ..model(&late) });
    let broken = app_with(
        "model-broken",
        ModelSettings { breaker_failures: 1, breaker_cooldown_secs: 3_600, ..model(&failing) },
    );
    let viewer = Viewer::public();
    let negotiated = lexical.self_negotiated(Channel::Draft);
    let call = |app: &Concierge, query: &str, ids: &[&str]| {
        let payload = json!({"query": query, "ids": ids});
        let out =
            runtime.block_on(app.run(Operation::AskBusiness, &negotiated, &payload, &Default::default(), &viewer));
        std::hint::black_box(out.unwrap());
    };
    // The model server's own time: the body Concierge sent it, posted directly.
    let client = reqwest::Client::new();
    let direct = |body: &serde_json::Value| {
        sample(rounds, 1, || {
            let sent = runtime.block_on(async {
                client.post(format!("{}/chat/completions", faithful.base_url())).json(body).send().await?.bytes().await
            });
            std::hint::black_box(sent.unwrap());
        })
    };
    call(&broken, "What is your return policy?", &[]);
    println!("the business's model composing (scripted model server on loopback; single calls)");
    println!(
        "  {:<24} {:>10} {:>10} {:>10} {:>10} {:>11} {:>10} {:>10} {:>10}",
        "question",
        "engine p99",
        "model p50",
        "model p99",
        "server p99",
        "added p99",
        "cache p99",
        "late p99",
        "breaker p99"
    );
    for (name, query, ids) in QUESTIONS {
        let engine = sample(rounds, 1, || call(lexical, query, ids));
        faithful.clear();
        let composed = sample(rounds, 1, || call(&uncached, query, ids));
        let server = match faithful.recorded().first() {
            Some(r) => direct(&r.body),
            None => support::stats(vec![std::time::Duration::ZERO]),
        };
        call(&cached, query, ids);
        let hit = sample(rounds, 1, || call(&cached, query, ids));
        let slow = sample(rounds.min(20), 1, || call(&timed_out, query, ids));
        let open = sample(rounds, 1, || call(&broken, query, ids));
        let added = composed.p99.saturating_sub(engine.p99 + server.p99);
        println!(
            "  {name:<24} {:>10} {:>10} {:>10} {:>10} {:>11} {:>10} {:>10} {:>10}",
            us(engine.p99),
            us(composed.median),
            us(composed.p99),
            us(server.p99),
            us(added),
            us(hit.p99),
            us(slow.p99),
            us(open.p99)
        );
    }
    println!("  (added: model p99 less engine p99 and server p99, target 2 ms; cache hit target 2 ms;");
    println!("   late: timeout_ms 50 against a model answering after 1 s, target 55 ms;");
    println!("   breaker: within 1 ms of the engine's p99)\n");
}

/// One question to the engine alone, a new conversation each time, at the bench's instant.
fn engine_alone(
    engine: &AnswerEngine,
    query: &str,
    ids: &[&str],
    viewer: &Viewer,
    rounds: usize,
    batch: usize,
) -> support::Stats {
    let ids: Vec<String> = ids.iter().map(|s| s.to_string()).collect();
    let question =
        Question { query, ids: &ids, language: None, location_hint: None, now: NOW.parse().unwrap(), viewer };
    sample(rounds, batch, || {
        std::hint::black_box(engine.answer(&question, &ConversationState::default()));
    })
}

/// The operator's console costs Ask nothing when unused: `POST /ucp/ask` through the router with
/// the console mounted against the router without it (in process, the same app), and the
/// engine with its trace kept (what the console's playground asks for) against without.
fn console(runtime: &tokio::runtime::Runtime, app: &Concierge, engine: &AnswerEngine, rounds: usize, batch: usize) {
    use tower::ServiceExt;
    let console = concierge_console::router(concierge_console::Console::new(
        app.clone(),
        concierge_service::StoreSource::Demo,
        "bench-console-token-0123456789abcdef0123".to_owned(),
    ));
    let with = concierge_http::router_with_console(app.clone(), Some(console));
    let without = concierge_http::router(app.clone());
    let body = json!({"query": "Is the Ridgeline Rain Jacket waterproof?"}).to_string();
    let ask = |router: &axum::Router| {
        let request = axum::http::Request::post("/ucp/ask")
            .header("host", "localhost:8080")
            .header("content-type", "application/json")
            .header("ucp-agent", format!("profile=\"{AGENT}\""))
            .header("request-id", "6f1d2c5e-0b7a-4f3e-9a51-3c2b1d0e9f8a")
            .body(axum::body::Body::from(body.clone()))
            .unwrap();
        let response = runtime.block_on(router.clone().oneshot(request)).unwrap();
        assert!(response.status().is_success(), "{}", response.status());
    };
    // Interleaved, so that drift in the machine's speed falls on both alike.
    let mut off = Vec::new();
    let mut on = Vec::new();
    for _ in 0..rounds.max(10) / 2 {
        off.push(sample(2, batch, || ask(&without)).median);
        on.push(sample(2, batch, || ask(&with)).median);
    }
    off.sort();
    on.sort();
    let (off, on) = (off[off.len() / 2], on[on.len() / 2]);
    let viewer = Viewer::public();
    let question = Question {
        query: "Is the Ridgeline Rain Jacket waterproof?",
        ids: &[],
        language: None,
        location_hint: None,
        now: NOW.parse().unwrap(),
        viewer: &viewer,
    };
    let untraced = sample(rounds, batch, || {
        std::hint::black_box(engine.answer_with(&question, &ConversationState::default(), false, None));
    });
    let traced = sample(rounds, batch, || {
        std::hint::black_box(engine.answer_with(&question, &ConversationState::default(), true, None));
    });
    println!("the console and Ask (demo store, in process)");
    println!("  {:<44} {:>12} {:>8}", "REST /ucp/ask, no console", us(off), "1.00x");
    println!(
        "  {:<44} {:>12} {:>7.2}x",
        "REST /ucp/ask, console mounted",
        us(on),
        on.as_secs_f64() / off.as_secs_f64()
    );
    println!("  {:<44} {:>12} {:>8}", "engine, no trace (every agent's request)", us(untraced.median), "1.00x");
    println!(
        "  {:<44} {:>12} {:>7.2}x",
        "engine, trace kept (the console's playground)",
        us(traced.median),
        traced.median.as_secs_f64() / untraced.median.as_secs_f64()
    );
    println!();
}

/// The demo store with `extra` generated products: copies of its products under new ids, SKUs,
/// handles, URLs and titles built from a few word lists (so titles share words, as a real
/// catalogue's do).
fn with_generated_products(extra: usize) -> concierge_core::catalog::Business {
    const ADJECTIVES: &[&str] = &["alpine", "coastal", "urban", "granite", "cedar", "harbor", "prairie", "canyon"];
    const MATERIALS: &[&str] = &["wool", "fleece", "canvas", "leather", "cotton", "linen", "bamboo", "steel"];
    const NOUNS: &[&str] = &["vest", "boot", "hat", "glove", "lantern", "stove", "chair", "hammock", "scarf", "bag"];
    let mut business = concierge_store::demo().unwrap();
    let templates = business.products.clone();
    for n in 0..extra {
        let mut p = templates[n % templates.len()].clone();
        let title = format!(
            "{} {} {} {n}",
            ADJECTIVES[n % ADJECTIVES.len()],
            MATERIALS[n / ADJECTIVES.len() % MATERIALS.len()],
            NOUNS[n / 64 % NOUNS.len()]
        );
        p.id = format!("generated-{n}");
        p.handle = p.id.clone();
        p.url = format!("https://shop.example/products/generated-{n}");
        p.title = title;
        for (k, v) in p.variants.iter_mut().enumerate() {
            v.id = format!("generated-{n}-{k}");
            v.sku = format!("GEN-{n}-{k}");
        }
        business.products.push(p);
    }
    business
}

/// The engine alone on the demo store and on the demo store with 20 000 more products, the
/// same questions in the same run: what a question costs as the catalogue grows.
fn catalogue(rounds: usize, batch: usize) {
    let extra = 20_000;
    let small = AnswerEngine::new(Arc::new(concierge_store::demo().unwrap()), ResourcePolicies::default());
    let large = AnswerEngine::new(Arc::new(with_generated_products(extra)), ResourcePolicies::default());
    let viewer = Viewer::public();
    println!("engine alone: demo store ({} products) vs demo + {extra} generated", small.business().products.len());
    println!("  {:<28} {:>12} {:>14} {:>8}", "question", "demo", "demo + 20 000", "ratio");
    for (name, query, ids) in QUESTIONS {
        let (s, l) = (
            engine_alone(&small, query, ids, &viewer, rounds, batch),
            engine_alone(&large, query, ids, &viewer, rounds, batch),
        );
        println!(
            "  {name:<28} {:>12} {:>14} {:>7.1}x",
            us(s.median),
            us(l.median),
            l.median.as_secs_f64() / s.median.as_secs_f64()
        );
    }
    println!();
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let profile = support::agent_profile(dir.path(), "2026-10-29", &["dev.ucp.common.ask"]);
    let mut config = Config::default();
    config.profile_fetch.pinned = BTreeMap::from([(AGENT.to_owned(), profile)]);
    config.limits.rate_limit_per_minute = 0;
    // A file database, as in production (WAL, a small pool): every answer stores its turn.
    config.storage.database_url = format!("sqlite://{}?mode=rwc", dir.path().join("bench.sqlite").display());
    let demo = concierge_store::demo().unwrap();
    let app = Concierge::new(config, demo.clone(), Arc::new(FixedClock(NOW.parse().unwrap()))).unwrap();
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    runtime.block_on(app.database().ready()).unwrap();

    println!("Concierge Ask benchmark ({} mode)\n", if quick() { "quick" } else { "full" });
    let (rounds, batch) = if quick() { (30, 10) } else { (200, 25) };
    let baseline = minimal_handler(rounds, batch);
    let engine = AnswerEngine::new(Arc::new(demo), ResourcePolicies::default());
    let viewer = Viewer::public();
    let negotiated = app.self_negotiated(Channel::Draft);
    println!("engine and operation: demo store");
    println!("  {:<28} {:>12} {:>10} {:>14} {:>10}", "question", "engine", "vs min", "Ask operation", "vs min");
    println!("  {:<28} {:>12} {:>10}", "minimal handler (baseline)", us(baseline.median), "1.0x");
    let ratio = |s: &support::Stats| s.median.as_secs_f64() / baseline.median.as_secs_f64();
    for (name, query, ids) in QUESTIONS {
        let alone = engine_alone(&engine, query, ids, &viewer, rounds, batch);
        let payload = json!({"query": query, "ids": ids});
        let operation = sample(rounds, batch, || {
            let outcome =
                runtime.block_on(app.run(Operation::AskBusiness, &negotiated, &payload, &Default::default(), &viewer));
            std::hint::black_box(outcome.unwrap());
        });
        println!(
            "  {name:<28} {:>12} {:>9.0}x {:>14} {:>9.0}x",
            us(alone.median),
            ratio(&alone),
            us(operation.median),
            ratio(&operation)
        );
    }
    println!();
    console(&runtime, &app, &engine, rounds, batch);
    composer(&runtime, &app, dir.path(), rounds);
    catalogue(rounds, batch);
    semantic(&runtime, &app, dir.path(), rounds);

    let ask = json!({"query": "Is the Ridgeline Rain Jacket waterproof?"});
    runtime.block_on(compare_http(
        concierge_http::router(app.clone()),
        vec![
            Target {
                name: "REST /ucp/ask",
                path: "/ucp/ask",
                body: ask.clone(),
                headers: vec![
                    ("ucp-agent", format!("profile=\"{AGENT}\"")),
                    ("request-id", "6f1d2c5e-0b7a-4f3e-9a51-3c2b1d0e9f8a".to_owned()),
                ],
            },
            Target {
                name: "MCP tools/call ask_business",
                path: "/ucp/mcp",
                body: json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "ask_business",
                    "arguments": {"meta": {"ucp-agent": {"profile": AGENT}}, "ask": ask}}}),
                headers: vec![],
            },
        ],
    ));
}
