//! Training the attribute lexicon: every answerable question whose evidence (or, for sets
//! without evidence, a fact) is the value of an attribute of the product it is about becomes an
//! example pairing its asking stems with that attribute's key. The bars a pair must clear
//! (stores seen in, share of the stem's questions) are the ones with the most right and fewest
//! wrong attribute matches on stores held out one at a time. Read from the labels and the
//! stores alone: no engine run, so it trains first.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use concierge_ask::attribute_words::{asking_stems, keys_by_lexicon, learn_lexicon};
use concierge_ask::{AttributeExample, LexiconBars};
use concierge_core::catalog::{AttributeValue, Business, Product};

use crate::EvalStore;
use crate::suite::normalise_quote;

/// The bars tried, strictest first (ties keep the stricter).
const BARS: &[(usize, f64)] = &[
    (4, 0.5),
    (4, 0.3),
    (3, 0.5),
    (3, 0.3),
    (3, 0.2),
    (2, 0.5),
    (2, 0.3),
    (2, 0.2),
    (2, 0.1),
    (1, 0.5),
    (1, 0.3),
    (1, 0.2),
    (1, 0.1),
];

/// Every labelled attribute question of `stores`.
pub(super) fn examples(stores: &[EvalStore]) -> Vec<AttributeExample> {
    let mut out = Vec::new();
    for store in stores {
        for set in &store.sets {
            for case in set.cases.iter().filter(|c| c.answerable) {
                let (products, quotes) = about(case, &store.business);
                for p in products {
                    let keys = attributes(p);
                    let gold: Vec<String> = keys
                        .iter()
                        .filter(|(_, value)| quotes.iter().any(|q| same_value(q, value)))
                        .map(|(k, _)| k.clone())
                        .collect();
                    // A quote that many values share ("3") says nothing about which is asked.
                    if gold.is_empty() || gold.len() > 2 {
                        continue;
                    }
                    out.push(AttributeExample {
                        store: store.name.clone(),
                        stems: asking_stems(&case.query, &p.title),
                        gold,
                        keys: keys.into_iter().map(|(k, _)| k).collect(),
                    });
                }
            }
        }
    }
    out
}

/// The products a case is about and the quotes that answer it: its product and variant
/// evidence, or, without evidence, its required product links and facts.
fn about<'b>(case: &crate::Case, b: &'b Business) -> (Vec<&'b Product>, Vec<String>) {
    let mut products: Vec<&Product> = Vec::new();
    let mut quotes = Vec::new();
    let mut add = |p: Option<&'b Product>| {
        if let Some(p) = p
            && !products.iter().any(|q| q.id == p.id)
        {
            products.push(p);
        }
    };
    for e in &case.evidence {
        if let Some(id) = e.source.strip_prefix("product:") {
            add(b.products.iter().find(|p| p.id == id));
            quotes.push(normalise_quote(&e.quote));
        } else if let Some(id) = e.source.strip_prefix("variant:") {
            add(b.products.iter().find(|p| p.variants.iter().any(|v| v.id == id)));
            quotes.push(normalise_quote(&e.quote));
        }
    }
    if case.evidence.is_empty() {
        for link in &case.links_required {
            let id = link.get("id").and_then(|v| v.as_str()).and_then(|g| g.split("/Product/").nth(1));
            add(id.and_then(|id| b.products.iter().find(|p| p.id == id)));
        }
        quotes.extend(case.facts.iter().flatten().map(|f| normalise_quote(f)));
    }
    (products, quotes)
}

/// A product's attributes and its variants', as (key, value as written), keys once each.
fn attributes(p: &Product) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let all = p.attributes.iter().chain(p.variants.iter().flat_map(|v| &v.attributes));
    for (key, value) in all {
        let text = match value {
            AttributeValue::List(items) => items.join(", "),
            other => other.to_string(),
        };
        match out.iter_mut().find(|(k, _)| k == key) {
            Some((_, seen)) => {
                seen.push_str(" | ");
                seen.push_str(&text);
            }
            None => out.push((key.clone(), text)),
        }
    }
    out
}

/// Whether a quote states an attribute's value.
pub(super) fn same_value(quote: &str, value: &str) -> bool {
    let value = normalise_quote(value);
    let bare = |s: &str| s.replace('_', " ");
    !quote.is_empty()
        && value.split(" | ").any(|v| {
            let (q, v) = (bare(quote), bare(v));
            q == v || (q.len() >= 3 && v.contains(&q)) || (v.len() >= 3 && q.contains(&v))
        })
}

/// The lexicon and its bars, fitted on `examples`, with a report of the held-out figures.
pub(super) fn fit(examples: &[AttributeExample]) -> (BTreeMap<String, Vec<String>>, String) {
    let mut stores: Vec<&str> = examples.iter().map(|e| e.store.as_str()).collect();
    stores.sort_unstable();
    stores.dedup();
    let mut best: Option<(i64, LexiconBars, usize, usize)> = None;
    for &(min_stores, min_share) in BARS {
        let bars = LexiconBars { min_stores, min_share };
        let (mut right, mut wrong) = (0, 0);
        for store in &stores {
            let train: Vec<AttributeExample> = examples.iter().filter(|e| e.store != *store).cloned().collect();
            let lexicon = learn_lexicon(&train, bars);
            for e in examples.iter().filter(|e| e.store == *store) {
                let found = keys_by_lexicon(&lexicon, &e.stems, &e.keys);
                right += usize::from(found.iter().any(|k| e.gold.iter().any(|g| g == k)));
                wrong += found.iter().filter(|k| !e.gold.iter().any(|g| g == *k)).count();
            }
        }
        let score = right as i64 - wrong as i64;
        if best.is_none_or(|b| score > b.0) {
            best = Some((score, bars, right, wrong));
        }
    }
    let (_, bars, right, wrong) = best.unwrap_or((0, LexiconBars { min_stores: usize::MAX, min_share: 1.0 }, 0, 0));
    let lexicon = learn_lexicon(examples, bars);
    let mut report = String::new();
    let _ = write!(
        report,
        "attribute words: {} labelled attribute questions in {} stores; kept when seen in {} stores and {:.0} % of \
         a word's questions; held out, {right} questions matched their attribute through it and {wrong} wrong \
         attributes were matched; {} words",
        examples.len(),
        stores.len(),
        bars.min_stores,
        bars.min_share * 100.0,
        lexicon.len()
    );
    (lexicon, report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_match_values_as_written() {
        assert!(same_value("224", "224"));
        assert!(same_value("water resistant", "water_resistant"));
        assert!(same_value("130 x 180", "130 x 180 cm"));
        assert!(!same_value("3", "30"), "a short quote must equal the value");
        assert!(same_value("oat", "Hollis | Oat"), "any variant's value");
    }
}
