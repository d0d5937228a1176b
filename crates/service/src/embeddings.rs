//! The sentence-embedding model behind Ask's semantic retrieval, as the answer engine sees it:
//! a [`SentenceEncoder`] over `concierge-embed`, with passage vectors cached on disk so a
//! restart does not re-encode the store (questions are encoded as they come, never cached).

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use concierge_ask::SentenceEncoder;
use concierge_embed::{Embedder, VectorCache};

use crate::config::EmbeddingSettings;

/// The model and its vector cache.
struct CachedEncoder {
    embedder: Embedder,
    cache: Mutex<VectorCache>,
}

impl SentenceEncoder for CachedEncoder {
    fn encode(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, String> {
        if texts.len() == 1 {
            // A question: computed, not kept.
            return self.embedder.embed(texts).map_err(|e| e.to_string());
        }
        let mut cache = self.cache.lock().map_err(|_| "the vector cache lock is poisoned".to_owned())?;
        match cache.get_or_embed(&self.embedder, texts) {
            Ok(vectors) => Ok(vectors),
            // An unwritable cache costs start-up time, never the answer.
            Err(concierge_embed::EmbedError::CacheIo { path, source }) => {
                tracing::warn!(path = %path.display(), error = %source, "could not write the vector cache");
                texts
                    .iter()
                    .map(|t| cache.get(t).map(<[f32]>::to_vec).ok_or(()))
                    .collect::<Result<_, _>>()
                    .or_else(|()| self.embedder.embed(texts).map_err(|e| e.to_string()))
            }
            Err(e) => Err(e.to_string()),
        }
    }
}

/// The encoder `settings` configure, or `None` when no model is configured. Errors name the
/// setting and what is wrong with it.
pub(crate) fn encoder(settings: &EmbeddingSettings) -> Result<Option<Arc<dyn SentenceEncoder>>, String> {
    if settings.model_dir.trim().is_empty() {
        return Ok(None);
    }
    let dir = Path::new(&settings.model_dir);
    let embedder = Embedder::load(dir).map_err(|e| format!("ask.embeddings.model_dir: {e}"))?;
    let cache_file = if settings.cache_file.trim().is_empty() {
        std::env::temp_dir().join("concierge-vectors.bin")
    } else {
        PathBuf::from(&settings.cache_file)
    };
    let cache = VectorCache::open(&cache_file, &embedder.fingerprint(), embedder.dimension())
        .map_err(|e| format!("ask.embeddings.cache_file: {e}"))?;
    tracing::info!(model = %dir.display(), cache = %cache_file.display(), cached = cache.len(), "semantic retrieval on");
    Ok(Some(Arc::new(CachedEncoder { embedder, cache: Mutex::new(cache) })))
}
