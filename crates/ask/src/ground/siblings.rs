//! Follow-ups that turn from the product in view to another one: "and the kids' version?",
//! "is there a cheaper one from the same house?", "the plain one without the light?", "is
//! there a bigger box?". Every product the clause or the product in view could lead to is a
//! candidate, described by features of the (clause, product in view, candidate) triple
//! ([`SIBLING_FEATURE_NAMES`]). Two logistic models learned from labelled follow-ups
//! (`siblings` and `sibling_decision` in `model/ranker.json`, fitted by `concierge
//! train-ranker`) pick the best and decide whether the clause turns to it at all; below the
//! decision's threshold the conversation stays on the product in view.

use std::collections::BTreeSet;

use concierge_core::catalog::{Business, Product};

use crate::answerers::products::{ProductBook, asks_for_another};
use crate::compose::phrasing::{asked_age, suits_age};
use crate::rank::model::Weights;
use crate::read::analyze::{is_stop, stem};
use crate::read::quantity::{first_number, number_word};

/// The features of a (clause, product in view, candidate) triple, in the order of the
/// `siblings` weights in `model/ranker.json`.
pub const SIBLING_FEATURE_NAMES: [&str; SIBLING_FEATURES] = [
    // Words of the clause in the candidate's title and not in the one in view's (≤ 3, over 3).
    "own_title_named",
    // Words of the clause in the candidate's description, attributes or variants, and nowhere
    // in the one in view's title or text (≤ 3, over 3): "the one with a canister".
    "own_text_named",
    // Words of the clause in the one in view's title or text and nowhere in the candidate's.
    "base_only_named",
    // "without"/"plain" and a title word of the one in view the candidate lacks.
    "without_base_word",
    // How many title words the two share, over the words of both (Jaccard).
    "title_overlap",
    // The same product type.
    "same_kind",
    // Asked cheaper (or dearer): 1 when the candidate is, -1 when it is not, 0 when not asked.
    "price_fits",
    // Asked bigger (or smaller): the first number of each title compared the same way.
    "size_fits",
    // An age the clause states against the candidate's age limits: 1 suits, -1 does not.
    "age_fits",
    // The same against the one in view's.
    "base_age_fits",
    // The entity linker's probability that the clause names the candidate (1 when distinctive).
    "linked",
    // The same for the one in view.
    "base_linked",
    // The clause asks for another of a kind ("version", "other", "and the …?").
    "asks_another",
    // The clause points at what is in view ("it", "that one", "those").
    "points_at_view",
    // `own_title_named` when the two share a title word, else 0: a word of its own naming one
    // of the family in view ("the down one" after the rain jacket).
    "family_title_named",
    // `own_text_named` likewise.
    "family_text_named",
];

/// How many features the follow-up model reads.
pub const SIBLING_FEATURES: usize = 16;

/// The features of the decision to turn to the best candidate at all, in the order of the
/// `sibling_decision` weights: its log-odds and margin over the next, what the clause does
/// (asks for another, points at the one in view), and the candidate's strongest signs.
pub const SIBLING_DECISION_FEATURE_NAMES: [&str; SIBLING_DECISION_FEATURES] = [
    "top_logit",
    "margin",
    "asks_another",
    "points_at_view",
    "linked",
    "base_linked",
    "own_title_named",
    "title_overlap",
];

/// How many features the decision reads.
pub const SIBLING_DECISION_FEATURES: usize = 8;

/// The decision's features for the best candidate (`top`, its features) with log-odds
/// `top_logit`, the next one having `second_logit`.
pub fn sibling_decision_features(top: &[f64], top_logit: f64, second_logit: Option<f64>) -> Vec<f64> {
    let at = |name: &str| top[SIBLING_FEATURE_NAMES.iter().position(|n| *n == name).expect("a follow-up feature")];
    vec![
        top_logit,
        second_logit.map_or(5.0, |s| (top_logit - s).min(5.0)),
        at("asks_another"),
        at("points_at_view"),
        at("linked"),
        at("base_linked"),
        at("own_title_named"),
        at("title_overlap"),
    ]
}

/// A title or text word shared by more products than this leads to none of them: a bound on
/// the work a follow-up costs in a large catalogue, not a decision (no development store has
/// a word this common that matters).
const MAX_SHARED: usize = 64;

/// Words that ask for a lower price.
const CHEAPER: &[&str] =
    &["cheaper", "cheapest", "budget", "affordable", "inexpensive", "barato", "barata", "économique"];
/// Words that ask for a higher one.
const DEARER: &[&str] = &["pricier", "dearer", "premium", "fancier", "priciest"];
/// Words that ask for a bigger one.
const BIGGER: &[&str] =
    &["bigger", "biggest", "larger", "largest", "longer", "taller", "higher", "more", "grand", "grande"];
/// Words that ask for a smaller one.
const SMALLER: &[&str] = &["smaller", "smallest", "shorter", "mini", "compact", "pequeño", "fewer"];
/// Words that set a word of the one in view aside ("without the light", "the plain one").
const WITHOUT: &[&str] = &["without", "plain", "sans", "sin", "no", "non", "minus"];

/// A product a follow-up could turn to, with its features.
#[derive(Debug, Clone)]
pub(crate) struct SiblingCandidate {
    /// Index into `business.products`.
    pub(crate) product: usize,
    /// In [`SIBLING_FEATURE_NAMES`] order.
    pub(crate) features: Vec<f64>,
}

/// Every product a clause could turn to from `base`, with its features: those sharing a title
/// word with `base`, and those whose title or text has a word of the clause.
pub(crate) fn candidates(
    business: &Business,
    book: &ProductBook,
    base: usize,
    clause_words: &[String],
    linker: &Weights,
) -> Vec<SiblingCandidate> {
    let stems: BTreeSet<String> = clause_words
        .iter()
        .filter(|w| !is_stop(w))
        .map(|w| number_word(w).map_or_else(|| canonical(&stem(w)), |n| n.to_string()))
        .collect();
    let mut products: Vec<usize> = Vec::new();
    // The index holds stems as written; a canonical word also finds the products that write it
    // another way ("kids" finds "Child").
    let lookups: BTreeSet<&str> = stems.iter().flat_map(|s| written(s)).collect();
    for s in book.title_stems(base).iter().map(String::as_str).chain(lookups) {
        for list in [book.with_title_stem(s), book.with_text_stem(s)] {
            if list.len() <= MAX_SHARED {
                products.extend(list.iter().copied().filter(|&i| i != base));
            }
        }
    }
    products.sort_unstable();
    products.dedup();
    if products.is_empty() {
        return Vec::new();
    }
    let linked: Vec<(usize, f64)> =
        book.link_candidates(business, clause_words).into_iter().map(|l| (l.product, l.probability(linker))).collect();
    let link_of = |i: usize| linked.iter().find(|l| l.0 == i).map_or(0.0, |l| l.1);
    let age = asked_age(clause_words);
    let asks = |list: &[&str]| clause_words.iter().any(|w| list.contains(&w.as_str()));
    // "less expensive", "moins cher", "menos caro"; "more expensive".
    let before_expensive = |lead: &[&str]| {
        clause_words.windows(2).any(|w| {
            lead.contains(&w[0].as_str()) && matches!(w[1].as_str(), "expensive" | "cher" | "chère" | "caro" | "cara")
        })
    };
    let cheaper = asks(CHEAPER) || before_expensive(&["less", "moins", "menos"]);
    let dearer = asks(DEARER) || before_expensive(&["more", "plus", "más", "mas"]);
    let (bigger, smaller) = (asks(BIGGER) && !dearer, asks(SMALLER));
    let without = asks(WITHOUT);
    let another = asks_for_another(clause_words);
    let pointing = crate::is_deictic(clause_words);
    let base_title = canonical_set(book.title_stems(base));
    // Whether product `i`'s text has a (canonical) stem, without making its text canonical.
    let in_text = |i: usize, s: &str| written(s).any(|w| book.text_stems(i).contains(w));
    let base_product = &business.products[base];
    let base_link = link_of(base);
    let base_age = age.map_or(0.0, |a| age_fit(base_product, a));
    products
        .into_iter()
        .map(|i| {
            let title = canonical_set(book.title_stems(i));
            let p = &business.products[i];
            let own_title = stems.iter().filter(|s| title.contains(*s) && !base_title.contains(*s)).count();
            let own_text = stems
                .iter()
                .filter(|s| !title.contains(*s) && in_text(i, s))
                .filter(|s| !base_title.contains(*s) && !in_text(base, s))
                .count();
            let in_base = |s: &String| base_title.contains(s) || in_text(base, s);
            let in_candidate = |s: &String| title.contains(s) || in_text(i, s);
            let base_only = stems.iter().filter(|s| in_base(s) && !in_candidate(s)).count();
            let without_base_word = without && stems.iter().any(|s| base_title.contains(s) && !title.contains(s));
            let shared = title.iter().filter(|t| base_title.contains(*t)).count();
            let union = title.len() + base_title.len() - shared;
            let same_kind = matches!((&p.kind, &base_product.kind), (Some(a), Some(b)) if a.eq_ignore_ascii_case(b));
            let price_fits = match (lowest_price(p), lowest_price(base_product)) {
                (Some(q), Some(b)) if cheaper => sign(q < b),
                (Some(q), Some(b)) if dearer => sign(q > b),
                _ => 0.0,
            };
            let size_fits = match (first_number(&p.title), first_number(&base_product.title)) {
                (Some(q), Some(b)) if bigger && q != b => sign(q > b),
                (Some(q), Some(b)) if smaller && q != b => sign(q < b),
                _ => 0.0,
            };
            let flag = |b: bool| f64::from(u8::from(b));
            let features = vec![
                own_title.min(3) as f64 / 3.0,
                own_text.min(3) as f64 / 3.0,
                base_only.min(3) as f64 / 3.0,
                flag(without_base_word),
                shared as f64 / union.max(1) as f64,
                flag(same_kind),
                price_fits,
                size_fits,
                age.map_or(0.0, |a| age_fit(p, a)),
                base_age,
                link_of(i),
                base_link,
                flag(another),
                flag(pointing),
                if shared > 0 { own_title.min(3) as f64 / 3.0 } else { 0.0 },
                if shared > 0 { own_text.min(3) as f64 / 3.0 } else { 0.0 },
            ];
            debug_assert_eq!(features.len(), SIBLING_FEATURES);
            SiblingCandidate { product: i, features }
        })
        .collect()
}

/// The product a clause turns to from `base`: the best candidate by the follow-up model
/// (`ranking`), when the decision model (`decision`) finds it at or above its threshold.
pub(crate) fn turned_to(
    business: &Business,
    book: &ProductBook,
    base: usize,
    clause_words: &[String],
    linker: &Weights,
    (ranking, decision): (&Weights, &Weights),
) -> Option<usize> {
    let mut scored: Vec<(f64, SiblingCandidate)> = candidates(business, book, base, clause_words, linker)
        .into_iter()
        .map(|c| (ranking.logit(&c.features), c))
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.product.cmp(&b.1.product)));
    let (top_logit, top) = scored.first()?;
    let x = sibling_decision_features(&top.features, *top_logit, scored.get(1).map(|s| s.0));
    (decision.probability(&x) >= decision.threshold).then_some(top.product)
}

/// Words for a child's age group, as stems: one product says "kids'", another "Child".
const CHILD_WORDS: &[&str] = &["kid", "child", "children", "children'", "childrens", "kiddie"];

/// A stem with the words that name a child's age group made one ("kid" → "child").
fn canonical(stem: &str) -> String {
    if CHILD_WORDS.contains(&stem) { CHILD_WORDS[1].to_owned() } else { stem.to_owned() }
}

/// The stems the index and a product's text may hold for a canonical stem.
fn written(stem: &str) -> impl Iterator<Item = &str> {
    let child = stem == CHILD_WORDS[1];
    CHILD_WORDS.iter().copied().filter(move |_| child).chain((!child).then_some(stem))
}

/// A set of stems, canonical.
fn canonical_set<'a>(stems: impl IntoIterator<Item = &'a String>) -> BTreeSet<String> {
    stems.into_iter().map(|s| canonical(s)).collect()
}

fn sign(b: bool) -> f64 {
    if b { 1.0 } else { -1.0 }
}

/// 1 when every age limit of the product allows `age`, -1 when one does not, 0 without limits.
fn age_fit(p: &Product, age: f64) -> f64 {
    let verdicts: Vec<bool> = p.attributes.iter().filter_map(|(k, v)| suits_age(k, v, age)).collect();
    match verdicts.is_empty() {
        true => 0.0,
        false => sign(verdicts.iter().all(|v| *v)),
    }
}

/// The lowest price of a product's variants, in minor units.
fn lowest_price(p: &Product) -> Option<i64> {
    p.variants.iter().map(|v| v.price.minor).min()
}
