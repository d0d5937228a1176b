//! Which of a product's fields answers a question. Every typed attribute and every sentence of
//! the description is a candidate; each gets features that say how the question's words, the
//! kind of value it asks for and (with a sentence encoder) its meaning meet the field; a
//! logistic model fitted by `concierge train-ranker` (`fields` in `model/ranker.json`) scores
//! them, and the product answerer states those at or above its threshold when the key words
//! themselves name nothing. Nothing here names a store's products or attributes.

use std::collections::BTreeMap;

use concierge_core::catalog::{AttributeValue, Product};

use crate::answerers::attribute_words::{self, key_words};
use crate::compose::phrasing::{Key, clause, numeric};
use crate::rank::features::{AnswerType, expected_type, holds};
use crate::rank::model::Weights;
use crate::read::analyze::{stem, words};

/// The features of a field, in weight order.
pub const FIELD_FEATURE_NAMES: &[&str] = &[
    "rule",
    "key_share",
    "key_named",
    "lexicon",
    "synonym",
    "value_overlap",
    "description",
    "sentence_overlap",
    "first_sentence",
    "free_text",
    "measure_numeric",
    "measure_unit",
    "type_held",
    "yes_no_boolean",
    "yes_no_sentence",
    "contents_list",
    "cosine",
    "best_cosine",
    "asked_words",
    "number_shared",
];

/// How many features a field has.
pub const FIELD_FEATURES: usize = FIELD_FEATURE_NAMES.len();

/// One field of a product.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Field<'p> {
    /// A typed attribute: its key and value.
    Attribute(&'p str, &'p AttributeValue),
    /// A sentence of the description, and its place in it.
    Sentence(usize, String),
}

impl Field<'_> {
    /// How the field is named in traces: the attribute's key, or `description:N`.
    pub(crate) fn name(&self) -> String {
        match self {
            Field::Attribute(key, _) => (*key).to_owned(),
            Field::Sentence(n, _) => format!("description:{n}"),
        }
    }

    /// The field as a sentence ("its mature height is 500 cm"; the description's own words).
    pub(crate) fn text(&self) -> String {
        match self {
            Field::Attribute(key, value) => clause(None, key, value),
            Field::Sentence(_, s) => s.clone(),
        }
    }
}

/// A field with its features and the model's probability that it answers.
#[derive(Debug, Clone)]
pub(crate) struct ScoredField<'p> {
    pub(crate) field: Field<'p>,
    /// The field as a sentence ([`Field::text`]).
    pub(crate) text: String,
    pub(crate) features: Vec<f64>,
    pub(crate) score: f64,
}

/// What the product answerer reads a product's fields with: the learned attribute lexicon,
/// the field model, and the encoder's similarity of the question to each product's attributes
/// (empty without an encoder).
pub(crate) struct FieldReading<'a> {
    pub(crate) lexicon: &'a BTreeMap<String, Vec<String>>,
    pub(crate) model: &'a Weights,
    pub(crate) cosines: &'a [(usize, BTreeMap<&'a str, f32>)],
}

/// What the question brings to every field of one product.
pub(crate) struct Asking<'a> {
    /// The clause's words.
    pub(crate) clause_words: &'a [String],
    /// Its content stems less the product's title words.
    pub(crate) asked: &'a [String],
    /// Its content stems, title words included.
    pub(crate) stems: &'a [String],
    /// The key words of the hand-written synonym list alone.
    pub(crate) synonyms: &'a [String],
    /// The key words of the learned lexicon alone.
    pub(crate) learned: &'a [String],
}

/// Every field of `p`: its attributes, then its description's sentences.
pub(crate) fn fields_of(p: &Product) -> Vec<Field<'_>> {
    let mut fields: Vec<Field<'_>> = p.attributes.iter().map(|(k, v)| Field::Attribute(k.as_str(), v)).collect();
    fields.extend(
        crate::evidence::retrieval::sentences(&p.description)
            .into_iter()
            .enumerate()
            .map(|(n, s)| Field::Sentence(n, s)),
    );
    fields
}

/// Every field of `p`, scored by `weights`, best first. `cosines` holds the encoder's
/// similarity of the question to each attribute (empty without an encoder).
pub(crate) fn score_fields<'p>(
    p: &'p Product,
    asking: &Asking<'_>,
    cosines: &BTreeMap<&str, f32>,
    rule: impl Fn(&str) -> bool,
    weights: &Weights,
) -> Vec<ScoredField<'p>> {
    let fields = fields_of(p);
    let best_cosine = cosines.values().copied().fold(f32::NEG_INFINITY, f32::max);
    let question = Question::read(asking.clause_words);
    let mut out: Vec<ScoredField<'p>> = fields
        .into_iter()
        .map(|field| {
            let text = field.text();
            let features = features(&field, &text, asking, &question, cosines, best_cosine, &rule);
            let score = weights.probability(&features);
            ScoredField { field, text, features, score }
        })
        .collect();
    out.sort_by(|a, b| b.score.total_cmp(&a.score));
    out
}

/// Words that ask for a list of contents ("what's included", "what comes in the box").
const CONTENTS_WORDS: &[&str] = &["include", "includ", "included", "contain", "content", "box", "kit", "come", "get"];

/// "How" followed by one of these asks for a manner or an amount the answer-type reader knows,
/// not a measure ("how do I", "how much").
const NOT_MEASURE_AFTER_HOW: &[&str] = &[
    "do", "does", "did", "can", "could", "should", "would", "will", "is", "are", "to", "i", "we", "you", "much",
    "many", "long", "soon", "often", "about",
];

/// Whether the clause asks for a measure ("how tall", "how heavy", "what size").
fn asks_measure(words: &[String]) -> bool {
    words.windows(2).any(|p| p[0] == "how" && !NOT_MEASURE_AFTER_HOW.contains(&p[1].as_str()))
        || words.windows(2).any(|p| {
            matches!(p[0].as_str(), "what" | "which")
                && matches!(p[1].as_str(), "size" | "height" | "width" | "length" | "depth" | "weight" | "capacity")
        })
}

/// A word, and its stem, to be held against many of a question's stems.
struct Named {
    word: String,
    stem: String,
}

impl Named {
    fn new(word: &str) -> Named {
        Named { word: word.to_owned(), stem: stem(word) }
    }

    /// Whether the stem `asked` names it: as the lexicon reads it ([`attribute_words::names`]),
    /// or the word itself.
    fn by(&self, asked: &str) -> bool {
        attribute_words::names_stem(asked, &self.stem) || asked == self.word
    }
}

fn numbers(text: &str) -> Vec<String> {
    words(text).into_iter().filter(|w| w.chars().next().is_some_and(|c| c.is_ascii_digit())).collect()
}

/// What the question asks for, read once for all the fields it is held against.
struct Question {
    yes_no: bool,
    measure: bool,
    kind: Option<AnswerType>,
    numbers: Vec<String>,
    contents: bool,
}

impl Question {
    fn read(clause_words: &[String]) -> Question {
        Question {
            yes_no: crate::compose::verdict::is_yes_no(clause_words),
            measure: asks_measure(clause_words),
            kind: expected_type(clause_words),
            numbers: numbers(&clause_words.join(" ")),
            contents: clause_words.iter().any(|w| CONTENTS_WORDS.contains(&stem(w).as_str())),
        }
    }
}

fn features(
    field: &Field<'_>,
    text: &str,
    asking: &Asking<'_>,
    question: &Question,
    cosines: &BTreeMap<&str, f32>,
    best_cosine: f32,
    rule: &impl Fn(&str) -> bool,
) -> Vec<f64> {
    let mut x = vec![0.0; FIELD_FEATURES];
    let mut set = |name: &str, value: f64| {
        let i = FIELD_FEATURE_NAMES.iter().position(|n| *n == name).expect("a known field feature");
        x[i] = value;
    };
    let (yes_no, measure) = (question.yes_no, question.measure);
    set("asked_words", asking.asked.len() as f64);
    if let Some(kind) = question.kind {
        set("type_held", f64::from(u8::from(holds(text, kind))));
    }
    if !question.numbers.is_empty() {
        let field_numbers = numbers(text);
        set("number_shared", f64::from(u8::from(question.numbers.iter().any(|n| field_numbers.contains(n)))));
    }
    match field {
        Field::Attribute(key, value) => {
            let kws: Vec<Named> = key_words(key).iter().map(|kw| Named::new(kw)).collect();
            let named = kws.iter().filter(|kw| asking.stems.iter().any(|s| kw.by(s))).count();
            set("rule", f64::from(u8::from(rule(key))));
            set("key_share", named as f64 / kws.len().max(1) as f64);
            set("key_named", kws.iter().filter(|kw| asking.asked.iter().any(|s| kw.by(s))).count() as f64);
            set("lexicon", f64::from(u8::from(kws.iter().any(|kw| asking.learned.contains(&kw.word)))));
            set("synonym", f64::from(u8::from(kws.iter().any(|kw| asking.synonyms.contains(&kw.word)))));
            let value_stems: Vec<String> = match value {
                AttributeValue::Text(t) => words(t).iter().map(|w| stem(w)).collect(),
                AttributeValue::List(items) => items.iter().flat_map(|i| words(i)).map(|w| stem(&w)).collect(),
                _ => Vec::new(),
            };
            set("value_overlap", asking.asked.iter().filter(|s| s.len() > 2 && value_stems.contains(s)).count() as f64);
            if let AttributeValue::Text(t) = value {
                set("free_text", f64::from(u8::from(t.split_whitespace().count() >= 4)));
            }
            if measure && numeric(value).is_some() {
                set("measure_numeric", 1.0);
                set("measure_unit", f64::from(u8::from(Key::of(key, value).unit.is_some())));
            }
            set("yes_no_boolean", f64::from(u8::from(yes_no && matches!(value, AttributeValue::Bool(_)))));
            set("contents_list", f64::from(u8::from(question.contents && matches!(value, AttributeValue::List(_)))));
            if let Some(c) = cosines.get(key) {
                set("cosine", f64::from(*c));
                set("best_cosine", f64::from(u8::from(*c >= best_cosine)));
            }
        }
        Field::Sentence(n, _) => {
            let text_stems: Vec<Named> = words(text).iter().map(|w| Named::new(&stem(w))).collect();
            let overlap =
                asking.asked.iter().filter(|s| s.len() > 2 && text_stems.iter().any(|t| t.by(s))).count() as f64;
            set("description", 1.0);
            set("sentence_overlap", overlap);
            set("first_sentence", f64::from(u8::from(*n == 0)));
            set("yes_no_sentence", f64::from(u8::from(yes_no)));
        }
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn measures_are_asked_by_how_and_an_adjective() {
        let w = |q: &str| words(q);
        assert!(asks_measure(&w("how tall does it grow")));
        assert!(asks_measure(&w("what size is the frame")));
        assert!(!asks_measure(&w("how do I return it")));
        assert!(!asks_measure(&w("how much is it")));
    }

    #[test]
    fn a_stem_names_a_key_word_it_begins() {
        assert!(Named::new("pruning").by(&stem("prune")));
        assert!(Named::new("weight").by(&stem("weigh")));
        assert!(!Named::new("theme").by("the"));
    }
}
