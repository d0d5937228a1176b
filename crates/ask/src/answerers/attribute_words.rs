//! Which typed attribute a question's words ask about, learned from labelled questions: "How
//! wide is it?" asks about `width_cm`, "Will it hold 90 kg?" about `max_load_kg`. A labelled
//! question whose evidence is a product's attribute value pairs its words (less the product's
//! own name) with the words of that attribute's key; pairs seen in enough development stores,
//! and often enough against how often the word is asked at all, become the lexicon
//! (`attribute_words` in `model/ranker.json`). Both bars are fitted by `concierge train-ranker`
//! on stores held out one at a time. Nothing here names a store's products or attributes.

use std::collections::{BTreeMap, BTreeSet};

use crate::read::analyze::{is_stop, stem, words};

/// Key words that only name a unit or a qualifier of the value.
pub(crate) const UNIT_WORDS: &[&str] = &[
    "mm", "g", "kg", "m2", "cm", "w", "m", "min", "low", "hours", "mah", "in", "c", "f", "lb", "lbs", "ml", "l", "oz",
    "percent",
];

/// Words that ask about a product in general ("tell me about", "what is").
pub(crate) const GENERAL_WORDS: &[&str] = &[
    "tell",
    "about",
    "describe",
    "explain",
    "overview",
    "summary",
    "info",
    "information",
    "detail",
    "details",
    "product",
    "good",
    "like",
    "recommend",
    "thought",
    "think",
    "opinion",
    "worth",
    "buy",
    "any",
    "sell",
    "carry",
    "stock",
];

/// The words of an attribute key that can identify it: its parts, less units
/// (`max_load_kg` → `max`, `load`).
pub fn key_words(key: &str) -> Vec<String> {
    key.split('_').filter(|w| !UNIT_WORDS.contains(w)).map(str::to_owned).collect()
}

/// The stems of `query` that could ask about an attribute of the product titled `title`: not
/// stop words, not words asking in general, not words of the title (the product answerer asks
/// its attributes with the same stems).
pub fn asking_stems(query: &str, title: &str) -> Vec<String> {
    let title: Vec<String> = words(title).iter().map(|w| stem(w)).collect();
    words(query)
        .iter()
        .filter(|w| !is_stop(w) && !GENERAL_WORDS.contains(&w.as_str()))
        .map(|w| stem(w))
        .filter(|s| !title.contains(s))
        .collect()
}

/// One labelled question about a product's attribute.
#[derive(Debug, Clone)]
pub struct AttributeExample {
    /// The development store it comes from.
    pub store: String,
    /// Its asking stems ([`asking_stems`]).
    pub stems: Vec<String>,
    /// The keys whose values answer it.
    pub gold: Vec<String>,
    /// Every attribute key of the product (and its variants).
    pub keys: Vec<String>,
}

/// What the lexicon keeps: a (stem, key word) pair seen in at least `min_stores` stores, in at
/// least `min_share` of the labelled questions asking with that stem.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LexiconBars {
    /// Stores the pair must be seen in.
    pub min_stores: usize,
    /// Its share of the questions asking with the stem.
    pub min_share: f64,
}

/// The lexicon `examples` teach under `bars`: question stem → the key words it asks about.
pub fn learn_lexicon(examples: &[AttributeExample], bars: LexiconBars) -> BTreeMap<String, Vec<String>> {
    let mut asked: BTreeMap<&str, usize> = BTreeMap::new();
    let mut pairs: BTreeMap<(&str, String), (usize, BTreeSet<&str>)> = BTreeMap::new();
    for e in examples {
        // Numbers are quantities asked, not names of what is asked.
        let stems: BTreeSet<&str> = e
            .stems
            .iter()
            .map(String::as_str)
            .filter(|s| s.len() > 2 && !s.chars().any(|c| c.is_ascii_digit()))
            .collect();
        let key_words: BTreeSet<String> = e.gold.iter().flat_map(|k| key_words(k)).collect();
        // A question that names the attribute itself ("what does it weigh?") teaches nothing
        // about its other words.
        if stems.iter().any(|s| key_words.iter().any(|kw| names(s, kw))) {
            continue;
        }
        for s in stems {
            *asked.entry(s).or_default() += 1;
            for kw in &key_words {
                let entry = pairs.entry((s, kw.clone())).or_default();
                entry.0 += 1;
                entry.1.insert(e.store.as_str());
            }
        }
    }
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for ((s, kw), (n, stores)) in pairs {
        if stores.len() >= bars.min_stores && n as f64 >= bars.min_share * asked[s] as f64 {
            out.entry(s.to_owned()).or_default().push(kw);
        }
    }
    out
}

/// Whether a question stem names a key word itself: the same stem, or one begins the other
/// ("weigh" — "weight").
pub(crate) fn names(stem_asked: &str, key_word: &str) -> bool {
    names_stem(stem_asked, &stem(key_word))
}

/// [`names`], with the key word already stemmed (for a word held against many stems).
pub(crate) fn names_stem(stem_asked: &str, kw: &str) -> bool {
    stem_asked == kw
        || (stem_asked.len() >= 4 && kw.len() >= 4 && (kw.starts_with(stem_asked) || stem_asked.starts_with(kw)))
}

/// The key words a question's stems ask about through the lexicon.
pub(crate) fn learned_words<'l>(lexicon: &'l BTreeMap<String, Vec<String>>, stems: &[String]) -> Vec<&'l str> {
    stems.iter().filter_map(|s| lexicon.get(s)).flatten().map(String::as_str).collect()
}

/// Of `keys`, those the lexicon makes a question with `stems` ask about (beyond what its words
/// name directly): what training scores a lexicon by.
pub fn keys_by_lexicon<'k>(
    lexicon: &BTreeMap<String, Vec<String>>,
    stems: &[String],
    keys: &'k [String],
) -> Vec<&'k str> {
    let learned = learned_words(lexicon, stems);
    keys.iter().filter(|k| key_words(k).iter().any(|kw| learned.contains(&kw.as_str()))).map(String::as_str).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn example(store: &str, query: &str, gold: &str) -> AttributeExample {
        AttributeExample {
            store: store.into(),
            stems: asking_stems(query, ""),
            gold: vec![gold.into()],
            keys: vec![gold.into(), "colour".into()],
        }
    }

    #[test]
    fn pairs_seen_across_stores_are_kept() {
        let examples = vec![
            example("a", "How wide is it?", "width_cm"),
            example("b", "how wide is the table", "width_mm"),
            example("a", "How heavy is it?", "weight_kg"),
        ];
        let bars = LexiconBars { min_stores: 2, min_share: 0.5 };
        let lexicon = learn_lexicon(&examples, bars);
        assert_eq!(lexicon.get("wide"), Some(&vec!["width".to_owned()]));
        assert!(!lexicon.contains_key("heavy"), "seen in one store only: {lexicon:?}");
        let keys = vec!["width_cm".to_owned(), "depth_cm".to_owned()];
        assert_eq!(keys_by_lexicon(&lexicon, &asking_stems("how wide?", ""), &keys), vec!["width_cm"]);
    }
}
