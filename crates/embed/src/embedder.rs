//! The embedder: loads a sentence-transformers BERT model (all-MiniLM-L6-v2) from a directory and
//! computes L2-normalised sentence vectors with candle on the CPU, in batches, on its own small
//! thread pool.

use std::fmt;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use candle_core::Device;
use candle_nn::VarBuilder;
use sha2::{Digest, Sha256};
use tokenizers::{Tokenizer, TruncationParams};

use crate::bert::{self, Bert, Config};
use crate::{EmbedError, TextEmbedder};

/// Files read from the model directory.
const CONFIG: &str = "config.json";
const TOKENIZER: &str = "tokenizer.json";
const WEIGHTS: &str = "model.safetensors";
/// Optional sentence-transformers files: the pooling settings and the maximum sequence length.
const POOLING: &str = "1_Pooling/config.json";
const SENTENCE_BERT: &str = "sentence_bert_config.json";

/// Version of the fingerprint recipe: bump it when the way vectors are computed changes.
const FINGERPRINT_DOMAIN: &[u8] = b"concierge-embed fingerprint v1\0";

/// How an [`Embedder`] runs. The defaults suit the model and a small machine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmbedderOptions {
    batch_size: usize,
    threads: usize,
    max_tokens: Option<usize>,
}

impl Default for EmbedderOptions {
    fn default() -> Self {
        EmbedderOptions { batch_size: 32, threads: 0, max_tokens: None }
    }
}

impl EmbedderOptions {
    /// Texts run through the model together (default 32). Texts are sorted by length before
    /// batching, so padding stays small; larger batches amortise per-call overhead.
    pub fn batch_size(mut self, batch_size: usize) -> Self {
        self.batch_size = batch_size;
        self
    }

    /// Worker threads of the embedder's own rayon pool, on which the matrix products run
    /// (default 0: as many as the CPUs this process may use, i.e. 2 on a 2-core machine; 1 leaves
    /// the other cores to the rest of the server at some cost in speed). candle's element-wise
    /// kernels use a small pool of their own, one thread per core unless `CANDLE_NUM_THREADS`
    /// says otherwise, and gemm splits each product into `RAYON_NUM_THREADS` (default: one per
    /// core) parts: both are set from the environment, not here.
    pub fn threads(mut self, threads: usize) -> Self {
        self.threads = threads;
        self
    }

    /// Tokens per text, including `[CLS]` and `[SEP]`; longer texts are truncated (default: the
    /// model's `max_seq_length` from `sentence_bert_config.json`, 256 for all-MiniLM-L6-v2).
    pub fn max_tokens(mut self, max_tokens: usize) -> Self {
        self.max_tokens = Some(max_tokens);
        self
    }
}

/// A loaded sentence-embedding model. Cheap to share (`&Embedder` is `Send + Sync`); calls from
/// several threads queue on its thread pool.
pub struct Embedder {
    model: Bert,
    tokenizer: Tokenizer,
    pool: rayon::ThreadPool,
    dimension: usize,
    max_tokens: usize,
    batch_size: usize,
    fingerprint: String,
}

impl fmt::Debug for Embedder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Embedder")
            .field("dimension", &self.dimension)
            .field("max_tokens", &self.max_tokens)
            .field("batch_size", &self.batch_size)
            .field("threads", &self.pool.current_num_threads())
            .field("fingerprint", &self.fingerprint)
            .finish_non_exhaustive()
    }
}

impl Embedder {
    /// Loads the model in `dir`, a sentence-transformers directory holding `config.json`,
    /// `tokenizer.json` and `model.safetensors` (and optionally `1_Pooling/config.json` and
    /// `sentence_bert_config.json`), with the default [`EmbedderOptions`].
    ///
    /// Reads about 90 MB and takes a fraction of a second in an optimised build. Errors name the
    /// file that is missing or bad.
    pub fn load(dir: &Path) -> Result<Embedder, EmbedError> {
        Embedder::load_with(dir, EmbedderOptions::default())
    }

    /// [`load`](Embedder::load) with explicit options.
    pub fn load_with(dir: &Path, options: EmbedderOptions) -> Result<Embedder, EmbedError> {
        if !dir.is_dir() {
            return Err(EmbedError::MissingDir(dir.to_path_buf()));
        }
        if options.batch_size == 0 {
            return Err(EmbedError::Options("batch_size must be at least 1".into()));
        }

        // config.json: the BERT architecture.
        let config_path = dir.join(CONFIG);
        let config: Config = parse_json(&config_path, &read_required(&config_path)?)?;
        if let Some(reason) = config.unsupported() {
            return Err(bad(&config_path, reason));
        }
        let dimension = config.hidden_size;

        check_pooling(dir, dimension)?;
        let max_tokens = max_tokens(dir, &config, options.max_tokens)?;

        // tokenizer.json: padding off (the file pads every text to 128 tokens, which would make
        // the model 10x slower and, without a mask, average [PAD] vectors into every sentence),
        // truncation at max_tokens. Padding is done per batch, with the attention mask.
        let tokenizer_path = dir.join(TOKENIZER);
        let tokenizer_bytes = read_required(&tokenizer_path)?;
        let mut tokenizer = Tokenizer::from_bytes(&tokenizer_bytes).map_err(|e| bad(&tokenizer_path, e))?;
        tokenizer.with_padding(None);
        tokenizer
            .with_truncation(Some(TruncationParams { max_length: max_tokens, ..TruncationParams::default() }))
            .map_err(|e| bad(&tokenizer_path, e))?;
        let vocab = tokenizer.get_vocab_size(true);
        if vocab > config.vocab_size {
            return Err(bad(
                &tokenizer_path,
                format!("{vocab} tokens, more than the model's vocab_size {} in {CONFIG}", config.vocab_size),
            ));
        }

        // model.safetensors, read into memory (the workspace forbids unsafe code, so no mmap).
        let weights_path = dir.join(WEIGHTS);
        let weights = read_required(&weights_path)?;
        let fingerprint = fingerprint(&weights, &tokenizer_bytes, max_tokens);
        let vb = VarBuilder::from_buffered_safetensors(weights, bert::DTYPE, &Device::Cpu)
            .map_err(|e| bad(&weights_path, e))?;
        let model = Bert::load(vb, &config).map_err(|e| bad(&weights_path, e))?;

        let threads = match options.threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        };
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|i| format!("concierge-embed-{i}"))
            .build()
            .map_err(|e| EmbedError::Options(format!("cannot start {threads} embedding threads: {e}")))?;

        Ok(Embedder { model, tokenizer, pool, dimension, max_tokens, batch_size: options.batch_size, fingerprint })
    }

    /// Embeds `texts`: one L2-normalised vector of [`dimension`](Embedder::dimension) values per
    /// text, in order (the mean of the model's token vectors over the attention mask, then
    /// normalised, as sentence-transformers computes it). Texts longer than
    /// [`max_tokens`](Embedder::max_tokens) are truncated; an empty text gets a vector too.
    ///
    /// The texts are run in batches (sorted by length, padded within a batch and masked), so one
    /// call with many texts is much faster than many calls with one; the result is the same up to
    /// float rounding (~1e-7).
    pub fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, EmbedError> {
        let tokens: Vec<Vec<u32>> = texts.iter().map(|text| self.tokenize(text)).collect::<Result<_, _>>()?;
        let mut order: Vec<usize> = (0..texts.len()).collect();
        order.sort_by_key(|&i| tokens[i].len());

        let mut vectors = vec![Vec::new(); texts.len()];
        for batch in order.chunks(self.batch_size) {
            let ids: Vec<&[u32]> = batch.iter().map(|&i| tokens[i].as_slice()).collect();
            let pooled = self.pool.install(|| self.run_batch(&ids))?;
            for (&i, vector) in batch.iter().zip(pooled) {
                vectors[i] = vector;
            }
        }
        Ok(vectors)
    }

    /// The length of every vector (384 for all-MiniLM-L6-v2).
    pub fn dimension(&self) -> usize {
        self.dimension
    }

    /// A stable hex identifier of the model, for cache keys: the sha256 of the weights file's
    /// hash, the tokenizer file's hash and the truncation length (the inputs that decide the
    /// vectors). Same files and options, same fingerprint.
    pub fn fingerprint(&self) -> String {
        self.fingerprint.clone()
    }

    /// Tokens per text after which texts are truncated (including `[CLS]` and `[SEP]`).
    pub fn max_tokens(&self) -> usize {
        self.max_tokens
    }

    /// How many tokens the model sees for `text` (including `[CLS]` and `[SEP]`, after truncation
    /// at [`max_tokens`](Embedder::max_tokens)).
    pub fn count_tokens(&self, text: &str) -> Result<usize, EmbedError> {
        Ok(self.tokenize(text)?.len())
    }

    fn tokenize(&self, text: &str) -> Result<Vec<u32>, EmbedError> {
        let encoding = self.tokenizer.encode_fast(text, true).map_err(EmbedError::Tokenize)?;
        Ok(encoding.get_ids().to_vec())
    }

    /// Runs the model on one batch of token ids and mean-pools each text's token vectors.
    fn run_batch(&self, batch: &[&[u32]]) -> Result<Vec<Vec<f32>>, EmbedError> {
        let rows = batch.len();
        let width = batch.iter().map(|ids| ids.len()).max().unwrap_or(0).max(1);
        let mut ids = vec![0u32; rows * width];
        let mut mask = vec![0u32; rows * width];
        for (row, tokens) in batch.iter().enumerate() {
            ids[row * width..][..tokens.len()].copy_from_slice(tokens);
            mask[row * width..][..tokens.len()].fill(1);
        }

        let hidden = self.model.forward(ids, &mask, (rows, width)).map_err(EmbedError::inference)?;
        let dims = hidden.dims().to_vec();
        if dims != [rows, width, self.dimension] {
            return Err(EmbedError::inference(format!(
                "the model returned shape {dims:?}, expected [{rows}, {width}, {}]",
                self.dimension
            )));
        }
        let hidden = hidden.flatten_all().and_then(|t| t.to_vec1::<f32>()).map_err(EmbedError::inference)?;

        let dim = self.dimension;
        let pooled = (0..rows)
            .map(|row| {
                let mut sum = vec![0f32; dim];
                let mut count = 0f32;
                for position in 0..width {
                    if mask[row * width + position] == 1 {
                        let token = &hidden[(row * width + position) * dim..][..dim];
                        sum.iter_mut().zip(token).for_each(|(s, v)| *s += v);
                        count += 1.0;
                    }
                }
                // sentence-transformers: sum / clamp(count, 1e-9), then normalize(p=2, eps=1e-12).
                let count = count.max(1e-9);
                sum.iter_mut().for_each(|s| *s /= count);
                let norm = sum.iter().map(|v| v * v).sum::<f32>().sqrt().max(1e-12);
                sum.iter_mut().for_each(|s| *s /= norm);
                sum
            })
            .collect();
        Ok(pooled)
    }
}

impl TextEmbedder for Embedder {
    fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, EmbedError> {
        Embedder::embed(self, texts)
    }

    fn dimension(&self) -> usize {
        self.dimension
    }

    fn fingerprint(&self) -> String {
        self.fingerprint.clone()
    }
}

/// The sha256 of the weights' and the tokenizer's hashes and the truncation length, in hex.
fn fingerprint(weights: &[u8], tokenizer: &[u8], max_tokens: usize) -> String {
    let mut hasher = Sha256::new();
    hasher.update(FINGERPRINT_DOMAIN);
    hasher.update(Sha256::digest(weights));
    hasher.update(Sha256::digest(tokenizer));
    hasher.update((max_tokens as u64).to_le_bytes());
    hex::encode(hasher.finalize())
}

/// Refuses pooling settings other than mean pooling, the only one implemented.
fn check_pooling(dir: &Path, dimension: usize) -> Result<(), EmbedError> {
    let path = dir.join(POOLING);
    let Some(bytes) = read_optional(&path)? else {
        return Ok(());
    };
    let pooling: serde_json::Value = parse_json(&path, &bytes)?;
    let flag = |name: &str| pooling.get(name).and_then(serde_json::Value::as_bool).unwrap_or(false);
    let others = ["pooling_mode_cls_token", "pooling_mode_max_tokens", "pooling_mode_mean_sqrt_len_tokens"];
    if !flag("pooling_mode_mean_tokens") || others.iter().any(|name| flag(name)) {
        return Err(bad(&path, "only mean pooling (pooling_mode_mean_tokens alone) is supported"));
    }
    if let Some(width) = pooling.get("word_embedding_dimension").and_then(serde_json::Value::as_u64)
        && width != dimension as u64
    {
        return Err(bad(&path, format!("word_embedding_dimension {width} differs from hidden_size {dimension}")));
    }
    Ok(())
}

/// The truncation length: the option, else `max_seq_length` from `sentence_bert_config.json`,
/// else the model's position limit; never more than the position limit.
fn max_tokens(dir: &Path, config: &Config, requested: Option<usize>) -> Result<usize, EmbedError> {
    let limit = config.max_position_embeddings;
    if let Some(n) = requested {
        if !(2..=limit).contains(&n) {
            return Err(EmbedError::Options(format!("max_tokens must be between 2 and {limit}, not {n}")));
        }
        return Ok(n);
    }
    let path = dir.join(SENTENCE_BERT);
    let Some(bytes) = read_optional(&path)? else {
        return Ok(limit);
    };
    let settings: serde_json::Value = parse_json(&path, &bytes)?;
    match settings.get("max_seq_length") {
        None | Some(serde_json::Value::Null) => Ok(limit),
        Some(value) => match value.as_u64().and_then(|n| usize::try_from(n).ok()) {
            Some(n) if n >= 2 => Ok(n.min(limit)),
            _ => Err(bad(&path, format!("max_seq_length {value} is not a number of at least 2"))),
        },
    }
}

fn read_required(path: &Path) -> Result<Vec<u8>, EmbedError> {
    read_optional(path)?.ok_or_else(|| EmbedError::MissingFile(path.to_path_buf()))
}

fn read_optional(path: &Path) -> Result<Option<Vec<u8>>, EmbedError> {
    match std::fs::read(path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(None),
        Err(source) => Err(EmbedError::ReadFile { path: path.to_path_buf(), source }),
    }
}

fn parse_json<T: serde::de::DeserializeOwned>(path: &Path, bytes: &[u8]) -> Result<T, EmbedError> {
    serde_json::from_slice(bytes).map_err(|e| bad(path, e))
}

fn bad(path: &Path, reason: impl fmt::Display) -> EmbedError {
    EmbedError::BadFile { path: PathBuf::from(path), reason: reason.to_string() }
}
