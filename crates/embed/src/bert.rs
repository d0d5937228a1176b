//! The BERT encoder (the architecture of all-MiniLM-L6-v2), inference only, on candle tensors.
//!
//! Written here on `candle-nn` layers rather than taken from `candle-transformers`, whose ~100
//! model families take about three minutes of optimised compilation on a 2-core machine for the
//! ~150 lines needed. It computes what Hugging Face's `BertModel` computes (absolute positions,
//! GELU with erf, post-layer-norm, additive attention mask); its sentence vectors agree with an
//! independent float64 implementation to 2e-7 (`tests/reference/`).

use candle_core::{D, DType, Device, Module, Result, Tensor};
use candle_nn::{Embedding, LayerNorm, Linear, VarBuilder, embedding, layer_norm, linear};
use serde::Deserialize;

/// The fields of a Hugging Face BERT `config.json` that inference needs.
#[derive(Debug, Clone, Deserialize)]
pub(crate) struct Config {
    pub(crate) vocab_size: usize,
    pub(crate) hidden_size: usize,
    pub(crate) num_hidden_layers: usize,
    pub(crate) num_attention_heads: usize,
    pub(crate) intermediate_size: usize,
    pub(crate) hidden_act: String,
    pub(crate) max_position_embeddings: usize,
    pub(crate) type_vocab_size: usize,
    pub(crate) layer_norm_eps: f64,
    #[serde(default)]
    pub(crate) position_embedding_type: Option<String>,
    #[serde(default)]
    pub(crate) model_type: Option<String>,
}

impl Config {
    /// What this implementation cannot run, if anything.
    pub(crate) fn unsupported(&self) -> Option<String> {
        if let Some(model_type) = self.model_type.as_deref().filter(|t| *t != "bert") {
            return Some(format!("model_type {model_type:?} is not supported (only \"bert\")"));
        }
        if self.hidden_act != "gelu" {
            return Some(format!("hidden_act {:?} is not supported (only \"gelu\")", self.hidden_act));
        }
        if let Some(kind) = self.position_embedding_type.as_deref().filter(|t| *t != "absolute") {
            return Some(format!("position_embedding_type {kind:?} is not supported (only \"absolute\")"));
        }
        let sizes = [
            self.vocab_size,
            self.hidden_size,
            self.num_hidden_layers,
            self.num_attention_heads,
            self.intermediate_size,
            self.type_vocab_size,
        ];
        if sizes.contains(&0) || self.max_position_embeddings < 2 {
            return Some("a size is zero".into());
        }
        if !self.hidden_size.is_multiple_of(self.num_attention_heads) {
            return Some(format!(
                "hidden_size {} is not a multiple of num_attention_heads {}",
                self.hidden_size, self.num_attention_heads
            ));
        }
        if !(self.layer_norm_eps.is_finite() && self.layer_norm_eps > 0.0) {
            return Some(format!("layer_norm_eps {} is not a positive number", self.layer_norm_eps));
        }
        None
    }
}

/// A loaded BERT encoder.
pub(crate) struct Bert {
    word_embeddings: Embedding,
    /// `[max_positions, hidden]`.
    position_embeddings: Tensor,
    /// The token-type-0 row, `[hidden]`: sentence embedding uses a single segment.
    token_type: Tensor,
    embeddings_norm: LayerNorm,
    layers: Vec<Layer>,
    heads: usize,
    device: Device,
}

struct Layer {
    query: Linear,
    key: Linear,
    value: Linear,
    attention_output: Linear,
    attention_norm: LayerNorm,
    intermediate: Linear,
    output: Linear,
    output_norm: LayerNorm,
}

impl Bert {
    /// Builds the encoder from weights named as Hugging Face names them (`embeddings.*`,
    /// `encoder.layer.N.*`, optionally under `bert.`). Fails on a missing tensor or a wrong shape.
    pub(crate) fn load(vb: VarBuilder<'_>, config: &Config) -> Result<Bert> {
        let vb = if vb.contains_tensor("bert.embeddings.word_embeddings.weight") { vb.pp("bert") } else { vb };
        let (hidden, eps) = (config.hidden_size, config.layer_norm_eps);
        let emb = vb.pp("embeddings");
        let word_embeddings = embedding(config.vocab_size, hidden, emb.pp("word_embeddings"))?;
        let position_embeddings =
            emb.pp("position_embeddings").get((config.max_position_embeddings, hidden), "weight")?;
        let token_type = emb.pp("token_type_embeddings").get((config.type_vocab_size, hidden), "weight")?.get(0)?;
        let embeddings_norm = layer_norm(hidden, eps, emb.pp("LayerNorm"))?;

        let layers = (0..config.num_hidden_layers)
            .map(|i| {
                let vb = vb.pp(format!("encoder.layer.{i}"));
                let attention = vb.pp("attention");
                Ok(Layer {
                    query: linear(hidden, hidden, attention.pp("self.query"))?,
                    key: linear(hidden, hidden, attention.pp("self.key"))?,
                    value: linear(hidden, hidden, attention.pp("self.value"))?,
                    attention_output: linear(hidden, hidden, attention.pp("output.dense"))?,
                    attention_norm: layer_norm(hidden, eps, attention.pp("output.LayerNorm"))?,
                    intermediate: linear(hidden, config.intermediate_size, vb.pp("intermediate.dense"))?,
                    output: linear(config.intermediate_size, hidden, vb.pp("output.dense"))?,
                    output_norm: layer_norm(hidden, eps, vb.pp("output.LayerNorm"))?,
                })
            })
            .collect::<Result<Vec<_>>>()?;

        Ok(Bert {
            word_embeddings,
            position_embeddings,
            token_type,
            embeddings_norm,
            layers,
            heads: config.num_attention_heads,
            device: vb.device().clone(),
        })
    }

    /// The last hidden states `[batch, tokens, hidden]` for token ids `[batch, tokens]` (u32),
    /// where `mask` (`batch × tokens`, row-major) is 1 for real tokens and 0 for padding.
    pub(crate) fn forward(&self, ids: Vec<u32>, mask: &[u32], (batch, tokens): (usize, usize)) -> Result<Tensor> {
        let ids = Tensor::from_vec(ids, (batch, tokens), &self.device)?;
        // Additive mask, [batch, 1, 1, tokens]: 0 where attended, the lowest f32 where padding.
        let additive: Vec<f32> = mask.iter().map(|&m| if m == 1 { 0.0 } else { f32::MIN }).collect();
        let additive = Tensor::from_vec(additive, (batch, 1, 1, tokens), &self.device)?;

        let positions = self.position_embeddings.narrow(0, 0, tokens)?;
        let mut xs = self.word_embeddings.forward(&ids)?.broadcast_add(&positions)?.broadcast_add(&self.token_type)?;
        xs = self.embeddings_norm.forward(&xs)?;
        for layer in &self.layers {
            xs = layer.forward(&xs, &additive, self.heads)?;
        }
        Ok(xs)
    }
}

impl Layer {
    fn forward(&self, xs: &Tensor, additive_mask: &Tensor, heads: usize) -> Result<Tensor> {
        let (batch, tokens, hidden) = xs.dims3()?;
        let head_size = hidden / heads;
        // [batch, tokens, hidden] -> [batch, heads, tokens, head_size]
        let split = |t: Tensor| t.reshape((batch, tokens, heads, head_size))?.transpose(1, 2)?.contiguous();
        let query = split(self.query.forward(xs)?)?;
        let key = split(self.key.forward(xs)?)?;
        let value = split(self.value.forward(xs)?)?;

        let scores = (query.matmul(&key.t()?)? / (head_size as f64).sqrt())?.broadcast_add(additive_mask)?;
        let probabilities = candle_nn::ops::softmax_last_dim(&scores)?;
        let context = probabilities.matmul(&value)?.transpose(1, 2)?.contiguous()?.flatten_from(D::Minus2)?;

        let attended = self.attention_norm.forward(&(self.attention_output.forward(&context)? + xs)?)?;
        let intermediate = self.intermediate.forward(&attended)?.gelu_erf()?;
        self.output_norm.forward(&(self.output.forward(&intermediate)? + &attended)?)
    }
}

/// The dtype the weights are loaded as.
pub(crate) const DTYPE: DType = DType::F32;
