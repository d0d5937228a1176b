//! The committed ranker (`crates/ask/model/ranker.json`) is what `concierge train-ranker`
//! fits on the repository's development stores: retrained here, it comes out the same (to
//! rounding: sums over hash maps and the sentence encoder's arithmetic on another CPU may
//! differ in the last bits). A
//! change to the features, the engine's candidates or the training stores that is not
//! followed by retraining fails here.

use std::path::Path;

use concierge_ask::Ranker;
use concierge_eval::{load_suite, train_ranker};
use concierge_service::config::Config;

fn repo(path: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(path)
}

#[test]
fn the_committed_ranker_is_what_training_fits() {
    let model = match std::env::var_os("CONCIERGE_EMBED_MODEL_DIR") {
        Some(dir) => dir.into(),
        None => repo("models/all-MiniLM-L6-v2"),
    };
    assert!(
        model.join("model.safetensors").is_file(),
        "no sentence-embedding model in {}: run scripts/fetch-model (./scripts/test does)",
        model.display()
    );
    let mut stores = load_suite(&repo("eval/stores")).unwrap();
    stores.extend(load_suite(&repo("eval/train")).unwrap());
    let lexical = Config::default();
    let mut semantic = Config::default();
    semantic.ask.embeddings.model_dir = model.display().to_string();
    let cache = std::env::temp_dir().join(format!("concierge-train-vectors-{}.bin", std::process::id()));
    semantic.ask.embeddings.cache_file = cache.display().to_string();
    let (fitted, report) = train_ranker(&stores, &lexical, &semantic).unwrap();
    let _ = std::fs::remove_file(cache);
    println!("{}", report.text);
    let committed = Ranker::from_json(&std::fs::read_to_string(repo("crates/ask/model/ranker.json")).unwrap()).unwrap();
    assert_eq!(fitted.trained_on, committed.trained_on, "trained on other stores: retrain (docs/ask-training.md)");
    // The lexical model involves no encoder: it is reproduced to the last bits BM25's sums
    // leave (their order follows hash maps).
    let close = |a: &[f64], b: &[f64], tolerance: f64| {
        a.iter().zip(b).all(|(x, y)| (x - y).abs() <= tolerance * (1.0 + y.abs()))
    };
    assert!(
        close(&fitted.lexical.weights, &committed.lexical.weights, 1e-6),
        "retrain (docs/ask-training.md): {:?} vs {:?}",
        fitted.lexical.weights,
        committed.lexical.weights
    );
    assert!((fitted.lexical.threshold - committed.lexical.threshold).abs() < 1e-6);
    assert!(
        close(&fitted.semantic.weights, &committed.semantic.weights, 1e-3),
        "retrain (docs/ask-training.md): {:?} vs {:?}",
        fitted.semantic.weights,
        committed.semantic.weights
    );
    assert!((fitted.semantic.threshold - committed.semantic.threshold).abs() < 0.02);
    // And it learned something: on stores it never saw, its order beats BM25's.
    for mode in 0..2 {
        assert!(report.held_out_top1[mode] > report.held_out_bm25_top1[mode], "{}", report.text);
    }
}
