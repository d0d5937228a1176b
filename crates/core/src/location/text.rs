//! Free-text matching for `query`: tokens, stop words and weighted field scores.
//!
//! The query only narrows and ranks. A query made only of stop words ("stores near me") narrows
//! nothing; otherwise a location must match at least one query token in one of its fields.
//! Exact token matches count double a prefix match ("brook" finds "Brooklyn").

/// Words that carry no location-identifying meaning in a store search.
const STOP_WORDS: &[&str] = &[
    "a",
    "an",
    "and",
    "any",
    "are",
    "around",
    "at",
    "by",
    "close",
    "closest",
    "find",
    "for",
    "from",
    "has",
    "have",
    "in",
    "is",
    "location",
    "locations",
    "me",
    "my",
    "near",
    "nearby",
    "nearest",
    "now",
    "of",
    "on",
    "open",
    "or",
    "outlet",
    "please",
    "shop",
    "shops",
    "store",
    "stores",
    "that",
    "the",
    "to",
    "what",
    "where",
    "which",
    "with",
    "you",
    "your",
];

/// Lower-case alphanumeric tokens of `s`.
pub fn tokenize(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_alphanumeric()).filter(|t| !t.is_empty()).map(str::to_lowercase).collect()
}

/// The meaningful tokens of a query (stop words removed).
pub fn query_terms(query: &str) -> Vec<String> {
    tokenize(query).into_iter().filter(|t| !STOP_WORDS.contains(&t.as_str())).collect()
}

/// A location's searchable text, as weighted token lists.
#[derive(Debug, Clone, Default)]
pub struct TextFields {
    fields: Vec<(Vec<String>, u32)>,
}

impl TextFields {
    /// Adds a field's text with a weight.
    pub fn add(&mut self, text: &str, weight: u32) {
        let tokens = tokenize(text);
        if !tokens.is_empty() {
            self.fields.push((tokens, weight));
        }
    }

    /// The score of a query's terms: for each term, its best field match.
    pub fn score(&self, terms: &[String]) -> u32 {
        terms
            .iter()
            .map(|term| {
                self.fields
                    .iter()
                    .map(|(tokens, weight)| {
                        if tokens.iter().any(|t| t == term) {
                            weight * 2
                        } else if term.chars().count() >= 3 && tokens.iter().any(|t| t.starts_with(term.as_str())) {
                            *weight
                        } else {
                            0
                        }
                    })
                    .max()
                    .unwrap_or(0)
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terms_drop_stop_words() {
        assert_eq!(query_terms("Stores near me"), Vec::<String>::new());
        assert_eq!(query_terms("the Brooklyn store, open now?"), vec!["brooklyn"]);
        assert_eq!(query_terms("Café São Paulo"), vec!["café", "são", "paulo"]);
    }

    #[test]
    fn exact_beats_prefix_and_weights_count() {
        let mut f = TextFields::default();
        f.add("Juniper & Pine Brooklyn", 5);
        f.add("New York", 4);
        assert_eq!(f.score(&["brooklyn".into()]), 10);
        assert_eq!(f.score(&["brook".into()]), 5);
        assert_eq!(f.score(&["br".into()]), 0, "short prefixes do not match");
        assert_eq!(f.score(&["york".into(), "brooklyn".into()]), 18);
        assert_eq!(f.score(&["seattle".into()]), 0);
    }
}
