//! What the engine did with a question, for the people who build and check it
//! (`concierge eval --explain`): per clause, what it was grounded on, which route answered it,
//! the candidates the ranker considered with their features and scores, and which one was
//! chosen or why it abstained. A trace is returned beside an answer by
//! [`AnswerEngine::answer_explained`](crate::AnswerEngine::answer_explained); it is never part
//! of a UCP response.

use crate::rank::features::{FEATURE_NAMES, Features};

/// The whole question.
#[derive(Debug, Clone, Default)]
pub struct Trace {
    /// The language answered in.
    pub language: String,
    /// One per clause the engine answered or tried to.
    pub clauses: Vec<ClauseTrace>,
}

/// One clause.
#[derive(Debug, Clone, Default)]
pub struct ClauseTrace {
    /// The clause as read.
    pub text: String,
    /// Products it was about (ids), from identifiers, names or the conversation.
    pub products: Vec<String>,
    /// Stores it was about (ids).
    pub locations: Vec<String>,
    /// What answered: `account`, `stores`, `stock`, `products`, `policy in brief`, `text`, or
    /// `none`.
    pub route: &'static str,
    /// The products the clause's words could name, as the linker scored them.
    pub links: Vec<Link>,
    /// The products a follow-up could turn to from the one in view, as the follow-up model
    /// scored them (features in [`SIBLING_FEATURE_NAMES`](crate::SIBLING_FEATURE_NAMES)
    /// order); empty when no one product was in view.
    pub follow_up: Vec<Link>,
    /// The passages the ranker scored, best first.
    pub candidates: Vec<Candidate>,
    /// Whether the best candidate was used.
    pub chosen: bool,
    /// Why no passage answered, when none did.
    pub abstained: Option<String>,
    /// How the learned verdict read a yes/no clause's answer, when it did.
    pub verdict: Option<VerdictTrace>,
    /// The fields of the products asked about, as the field model scored them (each product's
    /// best first).
    pub fields: Vec<FieldTrace>,
}

/// One field of a product the field model scored for a clause.
#[derive(Debug, Clone)]
pub struct FieldTrace {
    /// The product's id.
    pub product: String,
    /// The attribute's key, or `description:N` for the description's sentence N.
    pub field: String,
    /// The field as a sentence.
    pub text: String,
    /// Its features, in [`FIELD_FEATURE_NAMES`](crate::FIELD_FEATURE_NAMES) order.
    pub features: Vec<f64>,
    /// The model's probability that it answers.
    pub score: f64,
}

/// The learned verdict on one yes/no clause.
#[derive(Debug, Clone)]
pub struct VerdictTrace {
    /// The answer it read, before any verdict was put first.
    pub text: String,
    /// Its features, in [`VERDICT_FEATURE_NAMES`](crate::VERDICT_FEATURE_NAMES) order.
    pub features: Vec<f64>,
    /// The probability of yes.
    pub probability: f64,
    /// The verdict put first (`Some(true)` for yes), if any.
    pub given: Option<bool>,
}

/// A product the linker (or the follow-up model) considered for a clause.
#[derive(Debug, Clone)]
pub struct Link {
    /// The product's id.
    pub product: String,
    /// Its features, in [`LINK_FEATURE_NAMES`](crate::LINK_FEATURE_NAMES) order (or the
    /// follow-up model's).
    pub features: Vec<f64>,
    /// The model's probability that the clause names it.
    pub score: f64,
}

/// The source of the product answerer's candidate, followed by its products' ids.
pub const PRODUCT_ANSWER: &str = "product answer:";

/// One scored candidate: a passage, or the product answerer's reply.
#[derive(Debug, Clone)]
pub struct Candidate {
    /// The record: `policy:{title}`, `faq:{id}`, `product:{id}`, `contact`, or
    /// [`PRODUCT_ANSWER`] with the ids of the products the reply is about.
    pub source: String,
    /// The passage.
    pub text: String,
    /// Its features.
    pub features: Features,
    /// The ranker's probability that it answers.
    pub score: f64,
}

impl Candidate {
    /// The features by name.
    pub fn named_features(&self) -> impl Iterator<Item = (&'static str, f64)> + '_ {
        FEATURE_NAMES.iter().copied().zip(self.features.values().iter().copied())
    }
}
