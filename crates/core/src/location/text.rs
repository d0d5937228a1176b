//! Free-text matching for `query`: tokens, stop words and weighted field scores, served from an
//! inverted index so that a query costs what it matches, not what the chain has.
//!
//! The query only narrows and ranks. A query made only of stop words ("stores near me") narrows
//! nothing; otherwise a location must match at least one query token in one of its fields.
//! Exact token matches count double a prefix match ("brook" finds "Brooklyn"); each term counts
//! once per location, by its best field.

use std::collections::hash_map::Entry;

use crate::fast_hash::FastMap;

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

/// Builds a [`TextIndex`]: fields are added document by document, then [`Self::build`] packs
/// them.
#[derive(Debug, Clone, Default)]
pub struct TextIndexBuilder {
    postings: FastMap<Box<str>, Postings>,
    documents: usize,
}

/// One token's documents, each with its best field weight, as they were added.
///
/// Most of a chain's tokens are in one document only (store numbers, codes, street numbers:
/// three million of them at a million stores), so one posting is kept in place; a vector, with
/// its allocation, only from the second.
#[derive(Debug, Clone)]
enum Postings {
    One((u32, u8)),
    Many(Vec<(u32, u8)>),
}

// In place of a vector, not beside it: the single posting sits in the vector's niche.
const _: () = assert!(std::mem::size_of::<Postings>() == std::mem::size_of::<Vec<(u32, u8)>>());

impl Postings {
    fn add(&mut self, doc: u32, weight: u8) {
        match self {
            Postings::One((d, w)) if *d == doc => *w = (*w).max(weight),
            Postings::One(first) => *self = Postings::Many(vec![*first, (doc, weight)]),
            Postings::Many(postings) => {
                // Documents are usually added in order, each field after the last: then only
                // the last posting can be this document's, and a common token costs nothing
                // to extend.
                let known = match postings.last() {
                    Some(&(last, _)) if last < doc => None,
                    Some(&(last, _)) if last == doc => Some(postings.len() - 1),
                    _ => postings.iter().position(|(d, _)| *d == doc),
                };
                match known {
                    Some(k) => postings[k].1 = postings[k].1.max(weight),
                    None => postings.push((doc, weight)),
                }
            }
        }
    }

    fn as_slice(&self) -> &[(u32, u8)] {
        match self {
            Postings::One(posting) => std::slice::from_ref(posting),
            Postings::Many(postings) => postings,
        }
    }
}

impl TextIndexBuilder {
    /// Adds a field of document `doc` with a weight (at most 255).
    ///
    /// # Panics
    /// If `doc` does not fit 32 bits or `weight` does not fit 8.
    pub fn add(&mut self, doc: usize, text: &str, weight: u32) {
        let weight = u8::try_from(weight).expect("field weights are small");
        let doc32 = u32::try_from(doc).expect("fewer than 2^32 documents");
        self.documents = self.documents.max(doc + 1);
        for token in tokenize(text) {
            match self.postings.entry(token.into_boxed_str()) {
                Entry::Occupied(mut known) => known.get_mut().add(doc32, weight),
                Entry::Vacant(new) => {
                    new.insert(Postings::One((doc32, weight)));
                }
            }
        }
    }

    /// The index, packed: tokens sorted in one string, postings in flat arrays.
    pub fn build(self) -> TextIndex {
        let mut entries: Vec<(Box<str>, Postings)> = self.postings.into_iter().collect();
        entries.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        let postings: usize = entries.iter().map(|(_, p)| p.as_slice().len()).sum();
        let mut index = TextIndex {
            tokens: String::with_capacity(entries.iter().map(|(t, _)| t.len()).sum()),
            token_ends: Vec::with_capacity(entries.len()),
            docs: Vec::with_capacity(postings),
            weights: Vec::with_capacity(postings),
            posting_ends: Vec::with_capacity(entries.len()),
            documents: self.documents,
        };
        for (token, postings) in entries {
            index.tokens.push_str(&token);
            index.token_ends.push(u32::try_from(index.tokens.len()).expect("under 4 GiB of tokens"));
            for &(doc, weight) in postings.as_slice() {
                index.docs.push(doc);
                index.weights.push(weight);
            }
            index.posting_ends.push(u32::try_from(index.docs.len()).expect("under 2^32 postings"));
        }
        index
    }
}

/// Token → the documents (locations) containing it, each with its best field weight. Packed
/// for a large chain: the tokens sorted in one string, the postings in flat arrays (a token
/// costs eight bytes besides its text, a posting five), searched by binary search.
#[derive(Debug, Clone, Default)]
pub struct TextIndex {
    /// Every token, in sorted order, end to end.
    tokens: String,
    /// Where each token ends in `tokens` (it starts where the one before ends).
    token_ends: Vec<u32>,
    /// Each token's documents, token after token.
    docs: Vec<u32>,
    /// Each posting's best field weight.
    weights: Vec<u8>,
    /// Where each token's postings end in `docs`.
    posting_ends: Vec<u32>,
    documents: usize,
}

impl TextIndex {
    fn token(&self, k: usize) -> &str {
        &self.tokens[span(&self.token_ends, k)]
    }

    fn postings(&self, k: usize) -> impl Iterator<Item = (usize, u32)> + '_ {
        let span = span(&self.posting_ends, k);
        self.docs[span.clone()].iter().zip(&self.weights[span]).map(|(&d, &w)| (d as usize, u32::from(w)))
    }

    /// Every document's score for `terms` (zero when nothing matches).
    pub fn scores(&self, terms: &[String]) -> Vec<u32> {
        let mut total = vec![0u32; self.documents];
        let mut best = vec![0u32; self.documents];
        for term in terms {
            let mut touched = Vec::new();
            let prefix_ok = term.chars().count() >= 3;
            let from = partition_point(self.token_ends.len(), |k| self.token(k) < term.as_str());
            for k in from..self.token_ends.len() {
                let token = self.token(k);
                let exact = token == term;
                let prefix = prefix_ok && token.starts_with(term.as_str());
                if !(exact || prefix) {
                    break;
                }
                for (doc, weight) in self.postings(k) {
                    let score = if exact { weight * 2 } else { weight };
                    if best[doc] == 0 {
                        touched.push(doc);
                    }
                    best[doc] = best[doc].max(score);
                }
            }
            for doc in touched {
                total[doc] += best[doc];
                best[doc] = 0;
            }
        }
        total
    }
}

/// Where item `k` lies in a packed array whose items' ends are `ends` (each starts where the
/// one before ends).
fn span(ends: &[u32], k: usize) -> std::ops::Range<usize> {
    let start = if k == 0 { 0 } else { ends[k - 1] as usize };
    start..ends[k] as usize
}

/// The first `k` in `0..len` for which `before(k)` is false (`before` is true, then false).
fn partition_point(len: usize, before: impl Fn(usize) -> bool) -> usize {
    let (mut low, mut high) = (0, len);
    while low < high {
        let mid = low + (high - low) / 2;
        if before(mid) {
            low = mid + 1;
        } else {
            high = mid;
        }
    }
    low
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_lower_case_whatever_the_text() {
        assert_eq!(tokenize("Main St. #12, SÃO paulo-Ünter"), ["main", "st", "12", "são", "paulo", "ünter"]);
    }

    #[test]
    fn terms_drop_stop_words() {
        assert_eq!(query_terms("Stores near me"), Vec::<String>::new());
        assert_eq!(query_terms("the Brooklyn store, open now?"), vec!["brooklyn"]);
        assert_eq!(query_terms("Café São Paulo"), vec!["café", "são", "paulo"]);
    }

    #[test]
    fn exact_beats_prefix_and_weights_count() {
        let mut f = TextIndexBuilder::default();
        f.add(0, "Juniper & Pine Brooklyn", 5);
        f.add(0, "New York", 4);
        f.add(1, "Juniper & Pine Brookline", 5);
        f.add(1, "Brooklyn Avenue", 2);
        let f = f.build();
        let score = |terms: &[&str]| f.scores(&terms.iter().map(|t| t.to_string()).collect::<Vec<_>>());
        assert_eq!(score(&["brooklyn"]), [10, 4], "exact name match; exact street match");
        assert_eq!(score(&["brook"]), [5, 5], "prefix matches count once per location, by the best field");
        assert_eq!(score(&["br"]), [0, 0], "short prefixes do not match");
        assert_eq!(score(&["york", "brooklyn"]), [18, 4]);
        assert_eq!(score(&["seattle"]), [0, 0]);
        assert_eq!(score(&[]), [0, 0]);
    }

    #[test]
    fn fields_added_out_of_document_order_score_the_same() {
        let fields = [(0, "Brooklyn Heights", 5), (1, "Brooklyn Avenue", 2), (0, "Brooklyn", 4), (1, "Heights", 5)];
        let mut in_order = TextIndexBuilder::default();
        let mut sorted = fields;
        sorted.sort_by_key(|f| f.0);
        for (doc, text, weight) in sorted {
            in_order.add(doc, text, weight);
        }
        let in_order = in_order.build();
        let mut shuffled = TextIndexBuilder::default();
        for (doc, text, weight) in fields {
            shuffled.add(doc, text, weight);
        }
        let shuffled = shuffled.build();
        for term in ["brooklyn", "heights", "brook", "avenue"] {
            let terms = [term.to_owned()];
            assert_eq!(shuffled.scores(&terms), in_order.scores(&terms), "{term}");
        }
        assert_eq!(in_order.scores(&["brooklyn".to_owned()]), [10, 4]);
    }
}
