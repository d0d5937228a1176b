//! Free-text matching for `query`: tokens, stop words and weighted field scores, served from an
//! inverted index so that a query costs what it matches, not what the chain has.
//!
//! The query only narrows and ranks. A query made only of stop words ("stores near me") narrows
//! nothing; otherwise a location must match at least one query token in one of its fields.
//! A location matching every term ranks before any matching fewer ("Town 123" before "Town 12").
//! Then the terms' scores add up: exact token matches count double a prefix match ("brook"
//! finds "Brooklyn"), each term counts once per location, by its best field, and a term weighs
//! more the fewer locations it is in (a store's number over the city thousands share).
//!
//! Matches are sets ([`TextMatch`]): each term's documents grouped by the score they earn, so a
//! search ranked by score and id forms its page from a few set operations
//! ([`TextMatch::groups`]) instead of scoring every location a common word matches.

use std::hash::BuildHasher;

use hashbrown::HashTable;
use hashbrown::hash_table::Entry;
use roaring::RoaringBitmap;

use crate::fast_hash::FastState;

/// From how many documents a token's postings are kept as one bitmap per field weight instead
/// of five bytes each: a chain's common words (its cities, "street", its amenities' words) are
/// in hundreds of thousands of its stores, and a bitmap holds them in two bytes a document or
/// less. Below this, a bitmap's containers cost more than the plain postings.
const DENSE_POSTINGS: usize = 4096;

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
    pieces(s).map(str::to_lowercase).collect()
}

/// The alphanumeric runs of `s`, as written: [`tokenize`] before lower-casing.
fn pieces(s: &str) -> impl Iterator<Item = &str> {
    s.split(|c: char| !c.is_alphanumeric()).filter(|t| !t.is_empty())
}

/// `piece` lower-cased as [`tokenize`] does, without an allocation when it is ASCII (most of
/// a store's text) and already lower case, and in `scratch` otherwise.
fn lower_case<'s>(piece: &'s str, scratch: &'s mut String) -> &'s str {
    if !piece.bytes().any(|b| !b.is_ascii() || b.is_ascii_uppercase()) {
        return piece;
    }
    scratch.clear();
    if piece.is_ascii() {
        scratch.extend(piece.bytes().map(|b| char::from(b.to_ascii_lowercase())));
    } else {
        scratch.push_str(&piece.to_lowercase());
    }
    scratch
}

/// The meaningful tokens of a query (stop words removed).
pub fn query_terms(query: &str) -> Vec<String> {
    tokenize(query).into_iter().filter(|t| !STOP_WORDS.contains(&t.as_str())).collect()
}

/// Builds a [`TextIndex`]: fields are added document by document, then [`Self::build`] packs
/// them.
///
/// A chain of a million stores has millions of distinct tokens, most of them in one store
/// only, and they are the largest thing alive while a generation is built. So a token is not a
/// key of its own: its text is appended to one string, its entry (where that text is, and its
/// postings or the number of their list: 16 bytes) to one vector, and a hash table of entry
/// numbers (4 bytes a slot) finds it by its text. [`Self::build`] then sorts the vector in
/// place. Keyed by a `Box<str>` with a vector of postings, the table was 40 bytes a slot and an
/// allocation a token, and its last doubling held 258 MB at 1M (measured with heaptrack); with
/// the lists boxed in the entries, the entries were 24 bytes, 100 MB at the last doubling.
#[derive(Debug, Clone)]
pub struct TextIndexBuilder {
    /// Every distinct token added, end to end.
    text: String,
    /// Every distinct token added, in the order first seen.
    tokens: Vec<Token>,
    /// Numbers of `tokens`, found by the hash of their text.
    by_text: HashTable<u32>,
    /// The postings of the tokens in two documents or more, by [`Postings::Many`].
    many: Vec<Vec<(u32, u8)>>,
    /// The bitmaps of the tokens in many documents, by [`Postings::Dense`].
    dense: Vec<DensePostings>,
    hasher: FastState,
    documents: usize,
    /// From how many documents a token's postings become bitmaps ([`DENSE_POSTINGS`]).
    dense_from: usize,
    /// The token being lower-cased (reused, not allocated per token).
    scratch: String,
}

/// A distinct token while the index is built: where its text is in the builder's `text`, and
/// its documents.
#[derive(Debug, Clone)]
struct Token {
    start: u32,
    len: u32,
    postings: Postings,
}

const _: () = assert!(std::mem::size_of::<Token>() == 16);

impl Token {
    fn text<'t>(&self, text: &'t str) -> &'t str {
        &text[self.start as usize..(self.start + self.len) as usize]
    }
}

impl Default for TextIndexBuilder {
    fn default() -> Self {
        TextIndexBuilder {
            text: String::new(),
            tokens: Vec::new(),
            by_text: HashTable::new(),
            many: Vec::new(),
            dense: Vec::new(),
            hasher: FastState::default(),
            documents: 0,
            dense_from: DENSE_POSTINGS,
            scratch: String::new(),
        }
    }
}

/// One token's documents, each with its best field weight, as they were added.
///
/// Most of a chain's tokens are in one document only (store numbers, codes, street numbers:
/// millions of them at a million stores), so one posting is kept in place; a vector in the
/// builder's `many`, named by its number so that the one-posting case stays small, only from
/// the second; bitmaps from [`DENSE_POSTINGS`] documents on, so that a word every store has
/// never grows a vector of eight bytes a store.
#[derive(Debug, Clone, Copy)]
enum Postings {
    One { doc: u32, weight: u8 },
    Many(u32),
    Dense(u32),
}

/// A token's documents as bitmaps, one per field weight, while they are added.
#[derive(Debug, Clone, Default)]
struct DensePostings {
    /// The highest document added: one above it cannot be in any bitmap yet.
    last_doc: u32,
    by_weight: Vec<(u8, RoaringBitmap)>,
}

impl DensePostings {
    fn new(postings: &[(u32, u8)]) -> Self {
        let mut dense = DensePostings { last_doc: 0, by_weight: Vec::new() };
        for &(doc, weight) in postings {
            dense.add(doc, weight);
        }
        dense
    }

    fn add(&mut self, doc: u32, weight: u8) {
        if doc <= self.last_doc
            && let Some(k) = self.by_weight.iter().position(|(_, docs)| docs.contains(doc))
        {
            if self.by_weight[k].0 >= weight {
                return;
            }
            self.by_weight[k].1.remove(doc);
        }
        self.last_doc = self.last_doc.max(doc);
        match self.by_weight.iter_mut().find(|(w, _)| *w == weight) {
            Some((_, docs)) => {
                docs.insert(doc);
            }
            None => self.by_weight.push((weight, RoaringBitmap::from_iter([doc]))),
        }
    }

    fn into_by_weight(self) -> ByWeight {
        self.by_weight.into_iter().filter(|(_, docs)| !docs.is_empty()).collect()
    }
}

const _: () = assert!(std::mem::size_of::<Postings>() == 8);

/// Where the postings of the tokens in more than one document are kept while they are added.
struct Lists<'b> {
    many: &'b mut Vec<Vec<(u32, u8)>>,
    dense: &'b mut Vec<DensePostings>,
    dense_from: usize,
}

impl Postings {
    /// Adds a posting; the postings become bitmaps when they reach `lists.dense_from`.
    fn add(&mut self, doc: u32, weight: u8, lists: &mut Lists) {
        match *self {
            Postings::One { doc: d, weight: ref mut w } if d == doc => *w = (*w).max(weight),
            Postings::One { doc: first, weight: first_weight } => {
                let number = u32::try_from(lists.many.len()).expect("fewer than 2^32 tokens");
                lists.many.push(vec![(first, first_weight), (doc, weight)]);
                *self = Postings::Many(number);
            }
            Postings::Many(k) => {
                let postings = &mut lists.many[k as usize];
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
                if postings.len() >= lists.dense_from {
                    let number = u32::try_from(lists.dense.len()).expect("fewer than 2^32 tokens");
                    lists.dense.push(DensePostings::new(&std::mem::take(postings)));
                    *self = Postings::Dense(number);
                }
            }
            Postings::Dense(k) => lists.dense[k as usize].add(doc, weight),
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
        let TextIndexBuilder { text: all, tokens, by_text, many, dense, hasher, dense_from, scratch, .. } = self;
        let mut lists = Lists { many, dense, dense_from: *dense_from };
        for piece in pieces(text) {
            let token = lower_case(piece, scratch);
            let hash = hasher.hash_one(token);
            let same = |&k: &u32| tokens[k as usize].text(all) == token;
            let rehash = |&k: &u32| hasher.hash_one(tokens[k as usize].text(all));
            match by_text.entry(hash, same, rehash) {
                Entry::Occupied(known) => tokens[*known.get() as usize].postings.add(doc32, weight, &mut lists),
                Entry::Vacant(new) => {
                    let number = u32::try_from(tokens.len()).expect("fewer than 2^32 tokens");
                    // The end fitting 32 bits is what `Token::text` needs, and the start and
                    // length then fit too.
                    let end = u32::try_from(all.len() + token.len()).expect("under 4 GiB of tokens");
                    let len = token.len() as u32;
                    let start = end - len;
                    all.push_str(token);
                    tokens.push(Token { start, len, postings: Postings::One { doc: doc32, weight } });
                    new.insert(number);
                }
            }
        }
    }

    /// The index, packed: tokens sorted in one string, postings in flat arrays or, for tokens
    /// in many documents, in bitmaps.
    pub fn build(self) -> TextIndex {
        drop(self.by_text);
        let all = self.text;
        let (mut many, mut dense) = (self.many, self.dense);
        let mut entries = self.tokens;
        entries.sort_unstable_by(|a, b| a.text(&all).cmp(b.text(&all)));
        let postings: usize = entries
            .iter()
            .map(|t| match t.postings {
                Postings::One { .. } => 1,
                Postings::Many(k) => many[k as usize].len(),
                Postings::Dense(_) => 0,
            })
            .sum();
        let mut index = TextIndex {
            tokens: String::with_capacity(all.len()),
            token_ends: Vec::with_capacity(entries.len()),
            docs: Vec::with_capacity(postings),
            weights: Vec::with_capacity(postings),
            posting_ends: Vec::with_capacity(entries.len()),
            dense: Vec::new(),
            documents: self.documents,
        };
        for (k, token) in entries.into_iter().enumerate() {
            index.tokens.push_str(token.text(&all));
            index.token_ends.push(u32::try_from(index.tokens.len()).expect("under 4 GiB of tokens"));
            match token.postings {
                Postings::Dense(d) => {
                    index.dense.push((k as u32, std::mem::take(&mut dense[d as usize]).into_by_weight()))
                }
                Postings::One { doc, weight } => {
                    index.docs.push(doc);
                    index.weights.push(weight);
                }
                Postings::Many(m) => {
                    for (doc, weight) in std::mem::take(&mut many[m as usize]) {
                        index.docs.push(doc);
                        index.weights.push(weight);
                    }
                }
            }
            index.posting_ends.push(u32::try_from(index.docs.len()).expect("under 2^32 postings"));
        }
        index.dense.shrink_to_fit();
        index
    }
}

/// Token → the documents (locations) containing it, each with its best field weight. Packed
/// for a large chain: the tokens sorted in one string, searched by binary search (a token
/// costs eight bytes besides its text); the postings in flat arrays (five bytes each), except
/// those of a token in many documents, which are bitmaps, one per field weight.
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
    /// Where each token's postings end in `docs`; a token whose postings are in `dense` has
    /// none there.
    posting_ends: Vec<u32>,
    /// (token number, its documents by field weight), by token number: the tokens in
    /// [`DENSE_POSTINGS`] documents or more. A document is in one of a token's bitmaps, the
    /// one of its best weight.
    dense: Vec<(u32, ByWeight)>,
    documents: usize,
}

/// A token's documents, one bitmap per field weight.
type ByWeight = Box<[(u8, RoaringBitmap)]>;

impl TextIndex {
    fn token(&self, k: usize) -> &str {
        &self.tokens[span(&self.token_ends, k)]
    }

    /// Token `k`'s documents, by the field weight each has its best match in.
    fn postings_by_weight(&self, k: usize) -> Vec<(u32, RoaringBitmap)> {
        let span = span(&self.posting_ends, k);
        if span.is_empty() {
            // Every token has a document: none here means its postings are bitmaps.
            return match self.dense.binary_search_by_key(&(k as u32), |&(token, _)| token) {
                Ok(d) => self.dense[d].1.iter().map(|(w, docs)| (u32::from(*w), docs.clone())).collect(),
                Err(_) => Vec::new(),
            };
        }
        let mut by_weight: Vec<(u32, RoaringBitmap)> = Vec::new();
        for (&doc, &weight) in self.docs[span.clone()].iter().zip(&self.weights[span]) {
            let weight = u32::from(weight);
            match by_weight.iter_mut().find(|(w, _)| *w == weight) {
                Some((_, docs)) => {
                    docs.insert(doc);
                }
                None => by_weight.push((weight, RoaringBitmap::from_iter([doc]))),
            }
        }
        by_weight
    }

    /// The documents `terms` match, each term's by the score it earns there: its best field's
    /// weight, doubled for a whole token (a prefix of three letters or more counts once), times
    /// how rare the term is in the chain. At most [`MAX_TERMS`] terms are read.
    pub fn matching(&self, terms: &[String]) -> TextMatch {
        let mut out = TextMatch::default();
        for term in terms.iter().take(MAX_TERMS) {
            let (mut levels, union) = self.term_levels(term);
            let rarity = rarity(self.documents as u64, union.len());
            for (score, _) in &mut levels {
                *score *= rarity;
            }
            out.levels.push(levels);
            out.unions.push(union);
        }
        out
    }

    /// The documents `term` matches, by the score of their best field (its weight, doubled for
    /// a whole token), highest first and disjoint; and all of them.
    fn term_levels(&self, term: &str) -> (Vec<(u32, RoaringBitmap)>, RoaringBitmap) {
        let mut raw: Vec<(u32, RoaringBitmap)> = Vec::new();
        let prefix_ok = term.chars().count() >= 3;
        let from = partition_point(self.token_ends.len(), |k| self.token(k) < term);
        for k in from..self.token_ends.len() {
            let token = self.token(k);
            let exact = token == term;
            if !(exact || prefix_ok && token.starts_with(term)) {
                break;
            }
            for (weight, docs) in self.postings_by_weight(k) {
                let score = if exact { weight * 2 } else { weight };
                match raw.iter_mut().find(|(s, _)| *s == score) {
                    Some((_, all)) => *all |= docs,
                    None => raw.push((score, docs)),
                }
            }
        }
        // Each document at its best score only.
        raw.sort_unstable_by_key(|level| std::cmp::Reverse(level.0));
        let mut union = RoaringBitmap::new();
        let mut levels = Vec::new();
        for (score, mut docs) in raw {
            docs -= &union;
            if !docs.is_empty() {
                union |= &docs;
                levels.push((score, docs));
            }
        }
        (levels, union)
    }

    /// Every document's field score for `terms`: each term's best field weight (doubled for a
    /// whole token), added up, without the terms' rarity or count: how plainly the words name
    /// the document, for a caller judging whether a store is named at all (Ask).
    pub fn field_scores(&self, terms: &[String]) -> Vec<u32> {
        let mut total = vec![0u32; self.documents];
        for term in terms.iter().take(MAX_TERMS) {
            for (score, docs) in self.term_levels(term).0 {
                for doc in docs {
                    total[doc as usize] += score;
                }
            }
        }
        total
    }

    /// Every document's score for `terms` (zero when nothing matches), as [`TextMatch::score`]
    /// gives it: the whole chain scored, for the reference model and tests.
    pub fn scores(&self, terms: &[String]) -> Vec<u32> {
        let matching = self.matching(terms);
        let mut total = vec![0u32; self.documents];
        for doc in matching.any() {
            total[doc as usize] = matching.score(doc);
        }
        total
    }
}

/// The most terms of a query that are read: more say nothing a store search needs, and the
/// count of terms matched must fit above the sum of their scores.
pub const MAX_TERMS: usize = 32;

/// Where the count of terms a document matches sits in its score: above any sum of term scores
/// (at most 12 × 30 × 32 = 11,520 < 2^20), so that a document matching every term ranks before
/// any matching fewer.
const MATCHED_SHIFT: u32 = 20;

/// A score from the count of terms a document matches and the sum of their scores.
fn combined(matched: u32, sum: u32) -> u32 {
    (matched << MATCHED_SHIFT) | sum.min((1 << MATCHED_SHIFT) - 1)
}

/// How much a term found in `df` of `documents` weighs: 1 for a word every store has, up to
/// about 30 for one store's word in a chain of millions (1 + 2 ln(documents / df)).
fn rarity(documents: u64, df: u64) -> u32 {
    if df == 0 || documents <= df {
        return 1;
    }
    1 + (2.0 * (documents as f64 / df as f64).ln()).floor() as u32
}

/// A query's terms read against the index ([`TextIndex::matching`]): for each term, the
/// documents it matches, grouped by the score they earn, highest first and disjoint.
#[derive(Debug, Default)]
pub struct TextMatch {
    levels: Vec<Vec<(u32, RoaringBitmap)>>,
    unions: Vec<RoaringBitmap>,
}

/// A bound on the groups [`TextMatch::groups`] forms: past it, ranking each document is
/// cheaper than forming the groups.
const MAX_GROUPS: usize = 4096;

impl TextMatch {
    /// Every document some term matches.
    pub fn any(&self) -> RoaringBitmap {
        let mut any = RoaringBitmap::new();
        for union in &self.unions {
            any |= union;
        }
        any
    }

    /// Document `doc`'s score: how many terms it matches, above the sum of their scores (zero
    /// when it matches none).
    pub fn score(&self, doc: u32) -> u32 {
        let (mut matched, mut sum) = (0u32, 0u32);
        for levels in &self.levels {
            if let Some((score, _)) = levels.iter().find(|(_, docs)| docs.contains(doc)) {
                matched += 1;
                sum += score;
            }
        }
        if matched == 0 { 0 } else { combined(matched, sum) }
    }

    /// The documents of `among` that match, grouped by score, highest first: the ranking of a
    /// search without distances or hints, formed with set operations instead of scoring each
    /// document. `None` when the terms' scores combine in more than [`MAX_GROUPS`] ways.
    pub fn groups(&self, among: &RoaringBitmap) -> Option<Vec<(u32, RoaringBitmap)>> {
        let mut groups: Vec<(u32, RoaringBitmap)> = Vec::new();
        let mut visited = 0usize;
        self.combine(0, among.clone(), 0, 0, &mut groups, &mut visited);
        if visited > MAX_GROUPS {
            return None;
        }
        groups.sort_unstable_by_key(|group| std::cmp::Reverse(group.0));
        // Different combinations with one score are one group.
        let mut merged: Vec<(u32, RoaringBitmap)> = Vec::with_capacity(groups.len());
        for (score, docs) in groups {
            match merged.last_mut() {
                Some((last, all)) if *last == score => *all |= docs,
                _ => merged.push((score, docs)),
            }
        }
        Some(merged)
    }

    /// Extends a combination of the first `term` terms' levels (`docs`, what they leave) with
    /// each level of the next term, or with its absence.
    fn combine(
        &self,
        term: usize,
        docs: RoaringBitmap,
        matched: u32,
        sum: u32,
        out: &mut Vec<(u32, RoaringBitmap)>,
        visited: &mut usize,
    ) {
        *visited += 1;
        if docs.is_empty() || *visited > MAX_GROUPS {
            return;
        }
        let Some(levels) = self.levels.get(term) else {
            if matched > 0 {
                out.push((combined(matched, sum), docs));
            }
            return;
        };
        for (score, level) in levels {
            self.combine(term + 1, &docs & level, matched + 1, sum + score, out, visited);
        }
        self.combine(term + 1, docs - &self.unions[term], matched, sum, out, visited);
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
    fn the_builder_lower_cases_pieces_as_tokenize_does() {
        let mut scratch = String::new();
        for text in ["Main St. #12", "SÃO paulo-Ünter", "ΟΔΟΣ ΣΑΣ", "İstanbul Straße", "already lower 7b", "MiXeD42"]
        {
            let lowered: Vec<String> = pieces(text).map(|p| lower_case(p, &mut scratch).to_owned()).collect();
            assert_eq!(lowered, tokenize(text), "{text}");
        }
    }

    #[test]
    fn terms_drop_stop_words() {
        assert_eq!(query_terms("Stores near me"), Vec::<String>::new());
        assert_eq!(query_terms("the Brooklyn store, open now?"), vec!["brooklyn"]);
        assert_eq!(query_terms("Café São Paulo"), vec!["café", "são", "paulo"]);
    }

    /// A score as (terms matched, sum of the term scores).
    fn parts(score: u32) -> (u32, u32) {
        (score >> MATCHED_SHIFT, score & ((1 << MATCHED_SHIFT) - 1))
    }

    #[test]
    fn exact_beats_prefix_and_weights_count() {
        let mut f = TextIndexBuilder::default();
        f.add(0, "Juniper & Pine Brooklyn", 5);
        f.add(0, "New York", 4);
        f.add(1, "Juniper & Pine Brookline", 5);
        f.add(1, "Brooklyn Avenue", 2);
        let f = f.build();
        let score = |terms: &[&str]| -> Vec<(u32, u32)> {
            f.scores(&terms.iter().map(|t| t.to_string()).collect::<Vec<_>>()).into_iter().map(parts).collect()
        };
        // Words in every document weigh 1.
        assert_eq!(score(&["brooklyn"]), [(1, 10), (1, 4)], "exact name match; exact street match");
        assert_eq!(score(&["brook"]), [(1, 5), (1, 5)], "prefix matches count once per location, by the best field");
        assert_eq!(score(&["br"]), [(0, 0), (0, 0)], "short prefixes do not match");
        // "york" is in one document of two: 1 + 2 ln 2 = 2.
        assert_eq!(score(&["york", "brooklyn"]), [(2, 8 * 2 + 10), (1, 4)]);
        assert_eq!(score(&["seattle"]), [(0, 0), (0, 0)]);
        assert_eq!(score(&[]), [(0, 0), (0, 0)]);
        // Field scores alone: weights and whole tokens, neither rarity nor the count of terms.
        let terms = |t: &[&str]| t.iter().map(|t| t.to_string()).collect::<Vec<_>>();
        assert_eq!(f.field_scores(&terms(&["york", "brooklyn"])), [18, 4]);
        assert_eq!(f.field_scores(&terms(&["brook"])), [5, 5]);
    }

    #[test]
    fn every_term_matched_ranks_first_and_rare_terms_weigh_more() {
        let mut f = TextIndexBuilder::default();
        for doc in 0..1000 {
            f.add(doc, &format!("Town {doc}"), 5);
        }
        let f = f.build();
        let terms = |q: &str| q.split(' ').map(str::to_owned).collect::<Vec<_>>();
        let scores = f.scores(&terms("town 123"));
        // "Town 123" matches both words; "Town 12" and "Town 1234"-like prefixes ("123" is
        // a prefix of nothing else here) only "town".
        assert_eq!(parts(scores[123]).0, 2);
        assert!(scores[123] > scores[12] && scores[12] == scores[7], "{} {} {}", scores[123], scores[12], scores[7]);
        // A word of one store weighs more than a word of every store.
        assert!(parts(f.scores(&terms("123"))[123]).1 > parts(f.scores(&terms("town"))[123]).1);
    }

    #[test]
    fn groups_hold_each_document_once_at_its_score() {
        let mut f = TextIndexBuilder::default();
        for doc in 0..300 {
            f.add(doc, &format!("Town {} Street {}", doc % 7, doc % 11), 5);
            f.add(doc, &format!("Townsend {}", doc % 3), 2);
        }
        let f = f.build();
        for query in ["town 3", "tow street 5", "townsend 1 2", "street", "nothing"] {
            let terms: Vec<String> = query.split(' ').map(str::to_owned).collect();
            let matching = f.matching(&terms);
            let among: RoaringBitmap = (0..300).filter(|d| d % 5 != 0).collect();
            let groups = matching.groups(&among).expect("few combinations");
            assert!(groups.windows(2).all(|w| w[0].0 > w[1].0), "{query}: highest first, one group a score");
            let scores = f.scores(&terms);
            let mut seen = RoaringBitmap::new();
            for (score, docs) in &groups {
                for doc in docs {
                    assert_eq!(scores[doc as usize], *score, "{query}: {doc}");
                }
                assert!((&seen & docs).is_empty(), "{query}: disjoint");
                seen |= docs;
            }
            let expected: RoaringBitmap = among.iter().filter(|&d| scores[d as usize] > 0).collect();
            assert_eq!(seen, expected, "{query}: every match among the candidates");
        }
    }

    #[test]
    fn postings_score_the_same_as_bitmaps_as_in_arrays() {
        // Documents whose fields share words at different weights, added partly out of order
        // and some twice: built with the postings of every token in two documents or more as
        // bitmaps, and with none, they must score alike.
        let words = ["main", "street", "houston", "hill", "free", "wi", "fi", "pickup", "7", "77"];
        let build = |dense_from| {
            let mut builder = TextIndexBuilder { dense_from, ..TextIndexBuilder::default() };
            for doc in (0..3000).rev().chain(3000..6000) {
                let word = |k: usize| words[(doc * 7 + k * 3) % words.len()];
                builder.add(doc, &format!("{} {} #{doc}", word(0), word(1)), 5);
                builder.add(doc, word(2), 2 + (doc % 3) as u32);
                if doc % 4 == 0 {
                    builder.add(doc, &format!("{} {}", word(3), word(0)), 4);
                }
                if doc % 5 == 0 {
                    builder.add(doc, word(2), 6);
                }
            }
            builder.build()
        };
        let arrays = build(usize::MAX);
        let bitmaps = build(2);
        assert!(arrays.dense.is_empty() && bitmaps.dense.len() > words.len() / 2, "built each way");
        let mut terms: Vec<Vec<String>> = words.iter().map(|w| vec![w.to_string()]).collect();
        terms.extend([vec!["hou".into(), "fi".into()], vec!["1234".into()], vec!["mai".into(), "street".into()]]);
        for terms in terms {
            let scores = arrays.scores(&terms);
            assert!(scores.iter().any(|&s| s > 0), "{terms:?} matches something");
            assert_eq!(bitmaps.scores(&terms), scores, "{terms:?}");
        }
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
        assert_eq!(
            in_order.scores(&["brooklyn".to_owned()]).into_iter().map(parts).collect::<Vec<_>>(),
            [(1, 10), (1, 4)]
        );
    }
}
