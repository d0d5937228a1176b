//! The learned models: the ranker, a logistic model over a candidate's
//! [`Features`](crate::Features), one set of weights for the engine with a sentence encoder and
//! one without (the dense features are zero then), each with the threshold below which the
//! engine abstains; the entity linker, a logistic model over a (clause, product) pair; and the
//! follow-up model, over a (clause, product in view, other product) triple. The weights are fitted by
//! `concierge train-ranker` (`docs/ask-training.md`) and committed as `model/ranker.json`;
//! nothing here is tuned by hand.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use crate::answerers::product_fields::{FIELD_FEATURE_NAMES, FIELD_FEATURES};
use crate::compose::verdict::{VERDICT_FEATURE_NAMES, VERDICT_FEATURES};
use crate::ground::siblings::{
    SIBLING_DECISION_FEATURE_NAMES, SIBLING_DECISION_FEATURES, SIBLING_FEATURE_NAMES, SIBLING_FEATURES,
};
use crate::rank::features::{
    DECISION_FEATURE_NAMES, DECISION_FEATURES, FEATURE_NAMES, FEATURES, LINK_FEATURE_NAMES, LINK_FEATURES,
};

/// The committed model.
const RANKER_JSON: &str = include_str!("../../model/ranker.json");

static RANKER: LazyLock<Ranker> =
    LazyLock::new(|| Ranker::from_json(RANKER_JSON).unwrap_or_else(|e| panic!("crates/ask/model/ranker.json: {e}")));

/// The committed ranker (checked against [`FEATURE_NAMES`] by a test).
pub(crate) fn ranker() -> &'static Ranker {
    &RANKER
}

/// Both models and what they were trained on.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Ranker {
    /// The feature names, in weight order: must equal [`FEATURE_NAMES`].
    pub features: Vec<String>,
    /// The training run, as the training command reported it.
    pub trained_on: String,
    /// Without a sentence encoder.
    pub lexical: Weights,
    /// With one.
    pub semantic: Weights,
    /// The entity linker's names, in weight order: must equal [`LINK_FEATURE_NAMES`].
    pub link_features: Vec<String>,
    /// The entity linker: which products a clause names (no encoder involved).
    pub linker: Weights,
    /// The decision's names, in weight order: must equal [`DECISION_FEATURE_NAMES`].
    pub decision_features: Vec<String>,
    /// Answer with the best passage or abstain, without an encoder.
    pub lexical_decision: Weights,
    /// The same with one.
    pub semantic_decision: Weights,
    /// The verdict's names, in weight order: must equal
    /// [`VERDICT_FEATURE_NAMES`](crate::VERDICT_FEATURE_NAMES).
    pub verdict_features: Vec<String>,
    /// The yes/no verdict of an answer from the business's text: the probability that it is
    /// yes. "Yes" leads when it is at least `threshold`.
    pub verdict: Weights,
    /// "No" leads when the verdict's probability is at most this; between the two, the
    /// answer's sentences speak for themselves.
    pub verdict_no_at: f64,
    /// Which attribute key words a question's stems ask about
    /// ([`attribute_words`](crate::answerers::attribute_words)).
    pub attribute_words: BTreeMap<String, Vec<String>>,
    /// The field model's names, in weight order: must equal
    /// [`FIELD_FEATURE_NAMES`](crate::FIELD_FEATURE_NAMES).
    pub field_features: Vec<String>,
    /// Which field of a product answers, without an encoder
    /// ([`product_fields`](crate::answerers::product_fields)).
    pub lexical_fields: Weights,
    /// The same with one.
    pub semantic_fields: Weights,
    /// The follow-up model's names, in weight order: must equal
    /// [`SIBLING_FEATURE_NAMES`](crate::SIBLING_FEATURE_NAMES).
    pub sibling_features: Vec<String>,
    /// Which other product a follow-up turns to from the one in view: the order of the
    /// candidates ([`siblings`](crate::ground::siblings)).
    pub siblings: Weights,
    /// The decision's names, in weight order: must equal
    /// [`SIBLING_DECISION_FEATURE_NAMES`](crate::SIBLING_DECISION_FEATURE_NAMES).
    pub sibling_decision_features: Vec<String>,
    /// Whether the follow-up turns to the best candidate at all.
    pub sibling_decision: Weights,
}

/// One logistic model: `p = σ(bias + Σ wᵢ·(xᵢ − meanᵢ)/scaleᵢ)`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Weights {
    /// One per feature.
    pub weights: Vec<f64>,
    /// The intercept.
    pub bias: f64,
    /// Each feature's mean over the training candidates.
    pub mean: Vec<f64>,
    /// Each feature's standard deviation over them (1 where it was 0).
    pub scale: Vec<f64>,
    /// The best candidate answers when its probability is at least this.
    pub threshold: f64,
}

impl Ranker {
    /// Parses and checks a model file.
    pub fn from_json(text: &str) -> Result<Ranker, String> {
        let ranker: Ranker = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let names: [(&str, &[String], &[&str]); 7] = [
            ("features", &ranker.features, &FEATURE_NAMES),
            ("linker features", &ranker.link_features, &LINK_FEATURE_NAMES),
            ("decision features", &ranker.decision_features, &DECISION_FEATURE_NAMES),
            ("field features", &ranker.field_features, FIELD_FEATURE_NAMES),
            ("verdict features", &ranker.verdict_features, &VERDICT_FEATURE_NAMES),
            ("follow-up features", &ranker.sibling_features, &SIBLING_FEATURE_NAMES),
            ("follow-up decision features", &ranker.sibling_decision_features, &SIBLING_DECISION_FEATURE_NAMES),
        ];
        for (what, file, engine) in names {
            if file.iter().map(String::as_str).ne(engine.iter().copied()) {
                return Err(format!(
                    "its {what} {file:?} are not the engine's {engine:?}: retrain with `concierge train-ranker`"
                ));
            }
        }
        for (name, w, n) in [
            ("lexical", &ranker.lexical, FEATURES),
            ("semantic", &ranker.semantic, FEATURES),
            ("linker", &ranker.linker, LINK_FEATURES),
            ("lexical_decision", &ranker.lexical_decision, DECISION_FEATURES),
            ("semantic_decision", &ranker.semantic_decision, DECISION_FEATURES),
            ("verdict", &ranker.verdict, VERDICT_FEATURES),
            ("lexical field model", &ranker.lexical_fields, FIELD_FEATURES),
            ("semantic field model", &ranker.semantic_fields, FIELD_FEATURES),
            ("follow-up model", &ranker.siblings, SIBLING_FEATURES),
            ("follow-up decision", &ranker.sibling_decision, SIBLING_DECISION_FEATURES),
        ] {
            if w.weights.len() != n || w.mean.len() != n || w.scale.len() != n {
                return Err(format!("{name}: every vector must have {n} values"));
            }
        }
        Ok(ranker)
    }

    /// The weights for an engine with (or without) a sentence encoder.
    pub(crate) fn weights(&self, semantic: bool) -> &Weights {
        if semantic { &self.semantic } else { &self.lexical }
    }

    /// The field model for an engine with (or without) a sentence encoder.
    pub(crate) fn fields(&self, semantic: bool) -> &Weights {
        if semantic { &self.semantic_fields } else { &self.lexical_fields }
    }

    /// The verdict an answer with these verdict features leads with (`Some(true)` for yes),
    /// and its probability of yes.
    pub(crate) fn verdict_of(&self, features: &[f64]) -> (Option<bool>, f64) {
        Ranker::verdict_by(&self.verdict, self.verdict_no_at, features)
    }

    /// The verdict a verdict model (`verdict`, with "No" at or below `no_at`) gives an answer
    /// with these features, and its probability of yes: what [`Ranker::verdict_of`] reads, and
    /// what training scores a model fitted on other stores by.
    pub fn verdict_by(verdict: &Weights, no_at: f64, features: &[f64]) -> (Option<bool>, f64) {
        let p = verdict.probability(features);
        let given = if p >= verdict.threshold {
            Some(true)
        } else if p <= no_at {
            Some(false)
        } else {
            None
        };
        (given, p)
    }

    /// The answer-or-abstain decision for an engine with (or without) a sentence encoder.
    pub(crate) fn decision(&self, semantic: bool) -> &Weights {
        if semantic { &self.semantic_decision } else { &self.lexical_decision }
    }
}

impl Weights {
    /// Weights for `n` features that say nothing yet (every probability one half): what a
    /// model file holds for a model that is still to be trained.
    pub fn untrained(n: usize) -> Weights {
        Weights { weights: vec![0.0; n], bias: 0.0, mean: vec![0.0; n], scale: vec![1.0; n], threshold: 0.5 }
    }

    /// The probability that a candidate with these features is the right one.
    pub fn probability(&self, features: &[f64]) -> f64 {
        1.0 / (1.0 + (-self.logit(features)).exp())
    }

    /// The log-odds behind [`probability`](Self::probability): what candidates are ordered by
    /// (probabilities near 1 round to the same number; log-odds do not).
    pub fn logit(&self, features: &[f64]) -> f64 {
        features.iter().enumerate().map(|(i, x)| self.weights[i] * (x - self.mean[i]) / self.scale[i]).sum::<f64>()
            + self.bias
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_model_matches_the_engine_features() {
        let ranker = Ranker::from_json(RANKER_JSON).expect("the committed model loads");
        assert!(ranker.lexical.threshold > 0.0 && ranker.lexical.threshold < 1.0);
        assert!(ranker.semantic.threshold > 0.0 && ranker.semantic.threshold < 1.0);
        assert!(ranker.lexical.weights.iter().any(|w| *w != 0.0), "the lexical model was trained");
        assert!(ranker.verdict.weights.iter().any(|w| *w != 0.0), "the verdict was trained");
        assert!(ranker.verdict_no_at < ranker.verdict.threshold, "no verdict is both yes and no");
    }

    #[test]
    fn a_model_for_other_features_is_refused() {
        let mut ranker = Ranker::from_json(RANKER_JSON).unwrap();
        ranker.features.pop();
        let text = serde_json::to_string(&ranker).unwrap();
        assert!(Ranker::from_json(&text).unwrap_err().contains("retrain"));
    }
}
