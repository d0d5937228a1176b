//! The one error type of the crate: what went wrong loading a model, embedding texts or using the
//! vector cache, naming the file concerned where there is one.

use std::path::PathBuf;

/// A boxed error from a library underneath (candle, tokenizers), kept as the source.
pub(crate) type BoxError = Box<dyn std::error::Error + Send + Sync + 'static>;

/// Everything that can fail in this crate.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum EmbedError {
    /// The model directory does not exist (or is not a directory).
    #[error("model directory {} does not exist (run scripts/fetch-model to download the model)", .0.display())]
    MissingDir(PathBuf),

    /// A file the model needs is not in the model directory.
    #[error("model file {} is missing (run scripts/fetch-model to download the model)", .0.display())]
    MissingFile(PathBuf),

    /// A model file exists but could not be read.
    #[error("cannot read model file {}: {source}", path.display())]
    ReadFile {
        /// The file.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },

    /// A model file was read but its content is wrong or unsupported.
    #[error("model file {} is invalid: {reason}", path.display())]
    BadFile {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        reason: String,
    },

    /// The options given to [`Embedder::load_with`](crate::Embedder::load_with) are not usable
    /// with this model.
    #[error("invalid embedder options: {0}")]
    Options(String),

    /// The tokenizer rejected a text.
    #[error("cannot tokenize text: {0}")]
    Tokenize(#[source] BoxError),

    /// Running the model failed, or an embedder returned vectors of the wrong number or size.
    #[error("embedding failed: {0}")]
    Inference(#[source] BoxError),

    /// The vector cache file could not be read or written (a file that reads but is corrupt or
    /// belongs to another model is not an error: it is discarded, see
    /// [`Opened`](crate::Opened)).
    #[error("vector cache {}: {source}", path.display())]
    CacheIo {
        /// The cache file.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },

    /// The cache was opened for another model or dimension than the embedder it is used with, or
    /// with an unusable fingerprint or dimension.
    #[error("vector cache {}: {reason}", path.display())]
    CacheMismatch {
        /// The cache file.
        path: PathBuf,
        /// What does not match.
        reason: String,
    },
}

impl EmbedError {
    pub(crate) fn inference(error: impl Into<BoxError>) -> Self {
        EmbedError::Inference(error.into())
    }
}
