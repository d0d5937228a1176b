//! Semantic retrieval: a sentence-embedding model's view of the business's passages, fused with
//! BM25 so that paraphrases find what the words miss ("can I split my payment?" → the FAQ on
//! paying in four instalments).
//!
//! The model itself lives outside this crate (it is loaded from disk): the engine sees only a
//! [`SentenceEncoder`]. Every passage is encoded once, when the engine is built (the encoder may
//! cache vectors on disk); each question costs one encoding. Vectors are unit length, so a dot
//! product is the cosine.

use std::collections::BTreeMap;
use std::sync::Arc;

/// How many recent question texts keep their vectors.
const RECENT_QUERIES: usize = 16;

/// Turns sentences into unit vectors whose dot product measures closeness of meaning.
pub trait SentenceEncoder: Send + Sync {
    /// One vector per text, in order.
    fn encode(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, String>;
}

/// What is encoded of a business: texts per item, each item standing for one thing the engine
/// can answer from (a passage, a policy, a product attribute).
#[derive(Debug, Default)]
pub(crate) struct Texts {
    /// Per passage of the index: the passage in context; for an FAQ entry, also its question.
    pub(crate) passages: Vec<Vec<String>>,
    /// Per policy: its title, type and section headings.
    pub(crate) policies: Vec<Vec<String>>,
    /// Per product attribute (product index, key), in product order: the attribute as a
    /// sentence.
    pub(crate) attributes: Vec<((usize, String), String)>,
}

/// Vectors of a business's passages, policies and attributes, and the encoder for questions.
pub(crate) struct Semantic {
    encoder: Arc<dyn SentenceEncoder>,
    /// The questions encoded last (a clause is looked up several ways, encoded once; the texts
    /// one clause needs are encoded together, in one call).
    recent: std::sync::Mutex<std::collections::VecDeque<(String, Vec<f32>)>>,
    vectors: Vec<Vec<Vec<f32>>>,
    policies: Vec<Vec<Vec<f32>>>,
    /// In product order (as [`Texts::attributes`] lists them).
    attributes: Vec<((usize, String), Vec<f32>)>,
}

impl std::fmt::Debug for Semantic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Semantic").field("passages", &self.vectors.len()).finish()
    }
}

impl Semantic {
    /// Encodes `texts`, in one call to the encoder.
    pub(crate) fn new(encoder: Arc<dyn SentenceEncoder>, texts: &Texts) -> Result<Semantic, String> {
        let flat: Vec<&str> = texts
            .passages
            .iter()
            .chain(&texts.policies)
            .flatten()
            .map(String::as_str)
            .chain(texts.attributes.iter().map(|(_, t)| t.as_str()))
            .collect();
        let encoded = encoder.encode(&flat)?;
        if encoded.len() != flat.len() {
            return Err(format!("the encoder returned {} vectors for {} texts", encoded.len(), flat.len()));
        }
        let mut it = encoded.into_iter();
        let vectors = texts.passages.iter().map(|group| it.by_ref().take(group.len()).collect()).collect();
        let policies = texts.policies.iter().map(|group| it.by_ref().take(group.len()).collect()).collect();
        let attributes = texts.attributes.iter().map(|(k, _)| k.clone()).zip(it).collect();
        Ok(Semantic { encoder, recent: std::sync::Mutex::new(Default::default()), vectors, policies, attributes })
    }

    /// The question's vector, or `None` when the encoder fails (the engine then answers from
    /// words alone).
    pub(crate) fn encode_query(&self, text: &str) -> Option<Vec<f32>> {
        if let Some(v) = self.recalled(text) {
            return Some(v);
        }
        self.prime(&[text]);
        self.recalled(text)
    }

    /// Encodes, in one call, those of `texts` not encoded recently.
    pub(crate) fn prime(&self, texts: &[&str]) {
        let mut missing: Vec<&str> = texts.iter().copied().filter(|t| self.recalled(t).is_none()).collect();
        missing.dedup();
        if missing.is_empty() {
            return;
        }
        let Ok(vectors) = self.encoder.encode(&missing) else { return };
        if let Ok(mut recent) = self.recent.lock() {
            for (t, v) in missing.into_iter().zip(vectors) {
                recent.push_back((t.to_owned(), v));
                while recent.len() > RECENT_QUERIES {
                    recent.pop_front();
                }
            }
        }
    }

    fn recalled(&self, text: &str) -> Option<Vec<f32>> {
        let recent = self.recent.lock().ok()?;
        recent.iter().rev().find(|(t, _)| t == text).map(|(_, v)| v.clone())
    }

    /// Cosine of the query with every passage (the best of each passage's vectors).
    pub(crate) fn similarities(&self, query: &[f32]) -> Vec<f32> {
        best_of_groups(&self.vectors, query)
    }

    /// Cosine of the query with every policy.
    pub(crate) fn policy_similarities(&self, query: &[f32]) -> Vec<f32> {
        best_of_groups(&self.policies, query)
    }

    /// How close each attribute of `product` is to the query, by key. The attributes are held
    /// in product order, so only that product's are read.
    pub(crate) fn attributes_of(&self, product: usize, query: &[f32]) -> BTreeMap<&str, f32> {
        let start = self.attributes.partition_point(|((p, _), _)| *p < product);
        let end = self.attributes.partition_point(|((p, _), _)| *p <= product);
        self.attributes[start..end].iter().map(|((_, key), v)| (key.as_str(), dot(query, v))).collect()
    }
}

fn best_of_groups(groups: &[Vec<Vec<f32>>], query: &[f32]) -> Vec<f32> {
    groups
        .iter()
        .map(|group| group.iter().map(|v| dot(query, v)).fold(f32::MIN, f32::max))
        .map(|c| if c == f32::MIN { 0.0 } else { c })
        .collect()
}

fn dot(a: &[f32], b: &[f32]) -> f32 {
    if a.len() != b.len() {
        return 0.0;
    }
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}
