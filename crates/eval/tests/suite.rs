//! Every evaluation store in `eval/stores/` (the demo store's development and blind sets, and
//! the development stores of other kinds, each with a blind question set): CI refuses a change
//! that breaks a gate (disclosure recall, false operation claims, not_found misses, schema
//! validity) or a set's quality floor anywhere.

use std::path::Path;

use concierge_eval::{DEV_SET, HOLDOUT_SET, load, load_suite};
use concierge_service::config::Config;

fn suite_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../eval/stores")
}

/// The sentence-embedding model `scripts/fetch-model` installs (`./scripts/test` runs it first).
fn model_dir() -> std::path::PathBuf {
    match std::env::var_os("CONCIERGE_EMBED_MODEL_DIR") {
        Some(dir) => dir.into(),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../models/all-MiniLM-L6-v2"),
    }
}

#[test]
fn every_store_meets_its_gates_and_floors_lexical_only() {
    check_suite(Config::default());
}

#[test]
fn every_store_meets_its_gates_and_floors_with_the_embedding_model() {
    let dir = model_dir();
    assert!(
        dir.join("model.safetensors").is_file(),
        "no sentence-embedding model in {}: run scripts/fetch-model (./scripts/test does)",
        dir.display()
    );
    let mut config = Config::default();
    config.ask.embeddings.model_dir = dir.display().to_string();
    let cache = std::env::temp_dir().join(format!("concierge-eval-vectors-{}.bin", std::process::id()));
    config.ask.embeddings.cache_file = cache.display().to_string();
    check_suite(config);
    let _ = std::fs::remove_file(cache);
}

fn check_suite(config: Config) {
    let stores = load_suite(&suite_dir()).unwrap();
    assert!(!stores.is_empty());
    let mut failures = Vec::new();
    for store in &stores {
        let reports = store.evaluate(config.clone(), false).unwrap();
        for (set, report) in store.sets.iter().zip(reports) {
            let name = format!("{}/{}", store.name, set.name);
            println!("{}", report.summary_row(&name));
            for problem in report.gates().into_iter().chain(set.floor_failures(&report)) {
                failures.push(format!("{name}: {problem}"));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// The sets built into the binary are the ones in the suite.
#[test]
fn the_bundled_sets_are_the_demo_stores_sets() {
    let demo = suite_dir().join("demo");
    for (file, bundled) in [("dev.jsonl", DEV_SET), ("holdout.jsonl", HOLDOUT_SET)] {
        let on_disk = std::fs::read_to_string(demo.join(file)).unwrap();
        assert_eq!(on_disk, bundled, "{file}");
    }
    assert!(load(DEV_SET).unwrap().len() >= 80);
}
