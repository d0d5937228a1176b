//! BM25 retrieval over the business's sentences: policy sentences (with their section
//! headings), FAQ entries (question and answer), and product description sentences.
//!
//! The index is small (hundreds to a few thousand passages) and built once; a query is scored
//! against postings only. Query stems are expanded with a short synonym table (the colloquial
//! word to the policy word: "send back" → return, "arrive" → ship), expansions counting less
//! than the words the buyer used. Besides the score, each hit reports how much of the query's
//! weight it covers, so the caller can abstain instead of answering from a weak match.

use std::collections::HashMap;

use crate::analyze::{is_stop, stem, words};
use crate::language::Lang;

/// Where a passage comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Source {
    /// A sentence of `business.policies[i]`.
    Policy(usize),
    /// `business.faq[i]` (question and answer).
    Faq(usize),
    /// A sentence of `business.products[i].description`.
    Product(usize),
}

/// One retrievable passage.
#[derive(Debug, Clone)]
pub(crate) struct Passage {
    /// Where it comes from.
    pub(crate) source: Source,
    /// The text to quote.
    pub(crate) text: String,
    /// The heading it sits under (a policy section, an FAQ question, a product title).
    pub(crate) title: String,
    /// Its language.
    pub(crate) lang: Lang,
    /// Position within its source (sentence order).
    pub(crate) position: usize,
    stems: Vec<String>,
}

/// A scored passage.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Hit {
    /// Index into [`Index::passages`].
    pub(crate) passage: usize,
    /// BM25 score (body and title).
    pub(crate) score: f64,
    /// Share of the query's IDF weight the passage matches, 0..=1.
    pub(crate) coverage: f64,
}

/// The passage index.
#[derive(Debug, Default)]
pub(crate) struct Index {
    passages: Vec<Passage>,
    postings: HashMap<String, Vec<(usize, u32)>>,
    title_postings: HashMap<String, Vec<usize>>,
    average_length: f64,
}

const K1: f64 = 1.2;
const B: f64 = 0.75;
const TITLE_WEIGHT: f64 = 0.6;
const EXPANSION_WEIGHT: f64 = 0.5;

/// Synonyms: a query stem → stems it should also find.
const SYNONYMS: &[(&str, &[&str])] = &[
    ("send", &["return"]),
    ("back", &["return"]),
    ("money", &["refund"]),
    ("reimburs", &["refund"]),
    ("exchange", &["return"]),
    ("deliver", &["ship"]),
    ("delivery", &["ship"]),
    ("arrive", &["ship", "delivery"]),
    ("shipment", &["ship"]),
    ("postage", &["ship"]),
    ("mail", &["ship"]),
    ("cost", &["fee", "free", "price"]),
    ("charge", &["fee", "free"]),
    ("pay", &["fee", "payment"]),
    ("abroad", &["international", "country"]),
    ("oversea", &["international", "country"]),
    ("foreign", &["international", "country"]),
    ("outside", &["international", "country"]),
    ("country", &["international"]),
    ("broken", &["defect", "warranty", "repair"]),
    ("broke", &["defect", "warranty", "repair"]),
    ("defective", &["defect", "warranty"]),
    ("damage", &["defect", "warranty"]),
    ("faulty", &["defect", "warranty"]),
    ("rip", &["tear", "repair"]),
    ("guarantee", &["warranty"]),
    ("fix", &["repair"]),
    ("mend", &["repair"]),
    ("personal", &["privacy", "data"]),
    ("privacy", &["data", "personal"]),
    ("discount", &["sale", "price"]),
    ("markdown", &["sale"]),
    ("clearance", &["sale"]),
    ("reduced", &["sale"]),
    ("membership", &["member", "club"]),
    ("loyalty", &["member", "club"]),
    ("rewards", &["member", "club"]),
    ("dog", &["pet"]),
    ("pet", &["dog"]),
    ("rent", &["rental"]),
    ("hire", &["rental"]),
    ("borrow", &["rental"]),
    ("sizing", &["size", "fit"]),
    ("fit", &["size"]),
    ("contact", &["support", "email", "phone"]),
    ("reach", &["contact", "support"]),
    ("call", &["phone", "contact"]),
    ("human", &["support", "contact"]),
    ("cancel", &["cancell"]),
    ("wash", &["care"]),
    ("clean", &["care"]),
    ("collect", &["pickup"]),
    ("pick", &["pickup"]),
    ("expire", &["expiry"]),
    ("cookie", &["privacy"]),
    ("sell", &["data"]),
    ("reembolso", &["refund"]),
    ("devolver", &["devolucion"]),
    ("devolucion", &["devolver"]),
    ("rebajado", &["rebaja"]),
    ("rebaja", &["rebajado"]),
];

impl Index {
    /// Adds a passage.
    pub(crate) fn add(&mut self, source: Source, title: &str, text: &str, lang: Lang, position: usize) {
        let stems: Vec<String> = words(text).iter().filter(|w| !is_stop(w)).map(|w| stem(w)).collect();
        let title_stems: Vec<String> = words(title).iter().filter(|w| !is_stop(w)).map(|w| stem(w)).collect();
        let id = self.passages.len();
        let mut counts: HashMap<&str, u32> = HashMap::new();
        for s in &stems {
            *counts.entry(s.as_str()).or_default() += 1;
        }
        for (s, n) in counts {
            self.postings.entry(s.to_owned()).or_default().push((id, n));
        }
        let mut seen = Vec::new();
        for s in &title_stems {
            if !seen.contains(s) {
                self.title_postings.entry(s.clone()).or_default().push(id);
                seen.push(s.clone());
            }
        }
        self.passages.push(Passage {
            source,
            text: text.trim().to_owned(),
            title: title.to_owned(),
            lang,
            position,
            stems,
        });
        let total: usize = self.passages.iter().map(|p| p.stems.len()).sum();
        self.average_length = total as f64 / self.passages.len() as f64;
    }

    /// Every passage.
    pub(crate) fn passages(&self) -> &[Passage] {
        &self.passages
    }

    fn idf(&self, stem: &str) -> f64 {
        let n = self.passages.len() as f64;
        let df = self.postings.get(stem).map_or(0, Vec::len) as f64;
        ((n - df + 0.5) / (df + 0.5) + 1.0).ln()
    }

    /// The best passages for a query's content stems, best first.
    pub(crate) fn search(&self, query_stems: &[String], limit: usize) -> Vec<Hit> {
        let mut terms: Vec<(String, f64)> = Vec::new();
        for s in query_stems {
            if !terms.iter().any(|(t, _)| t == s) {
                terms.push((s.clone(), 1.0));
            }
        }
        for s in query_stems {
            if let Some((_, extra)) = SYNONYMS.iter().find(|(k, _)| *k == s) {
                for e in *extra {
                    if !terms.iter().any(|(t, _)| t == e) {
                        terms.push(((*e).to_owned(), EXPANSION_WEIGHT));
                    }
                }
            }
        }
        // Coverage is measured over the buyer's own words only.
        let own: Vec<(String, f64)> =
            terms.iter().filter(|(_, w)| *w == 1.0).map(|(t, _)| (t.clone(), self.idf(t))).collect();
        let own_mass: f64 = own.iter().map(|(_, idf)| idf).sum();
        let mut scores: HashMap<usize, (f64, f64)> = HashMap::new();
        for (term, weight) in &terms {
            let idf = self.idf(term);
            let mut touched: Vec<usize> = Vec::new();
            if let Some(postings) = self.postings.get(term) {
                for &(doc, tf) in postings {
                    let len = self.passages[doc].stems.len() as f64;
                    let tf = f64::from(tf);
                    let bm25 = idf * tf * (K1 + 1.0) / (tf + K1 * (1.0 - B + B * len / self.average_length.max(1.0)));
                    scores.entry(doc).or_default().0 += weight * bm25;
                    touched.push(doc);
                }
            }
            if let Some(docs) = self.title_postings.get(term) {
                for &doc in docs {
                    scores.entry(doc).or_default().0 += weight * TITLE_WEIGHT * idf;
                    touched.push(doc);
                }
            }
            if *weight == 1.0 {
                touched.sort_unstable();
                touched.dedup();
                for doc in touched {
                    scores.entry(doc).or_default().1 += idf;
                }
            }
        }
        let mut hits: Vec<Hit> = scores
            .into_iter()
            .map(|(passage, (score, matched))| Hit {
                passage,
                score,
                coverage: if own_mass > 0.0 { (matched / own_mass).min(1.0) } else { 0.0 },
            })
            .collect();
        hits.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.passage.cmp(&b.passage)));
        hits.truncate(limit);
        hits
    }
}

/// Splits text into sentences (keeping abbreviations such as "e.g." and amounts such as
/// "$6.95" intact) and drops Markdown decoration.
pub(crate) fn sentences(text: &str) -> Vec<String> {
    let clean = strip_markdown(text);
    let mut out = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = clean.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        current.push(c);
        let end = matches!(c, '.' | '!' | '?')
            && chars.get(i + 1).is_none_or(|n| n.is_whitespace())
            && !is_abbreviation(&current);
        if end {
            let s = current.trim().to_owned();
            if !s.is_empty() {
                out.push(s);
            }
            current.clear();
        }
    }
    let s = current.trim().to_owned();
    if !s.is_empty() {
        out.push(s);
    }
    out
}

fn is_abbreviation(sentence_so_far: &str) -> bool {
    let last = sentence_so_far.trim_end_matches('.').rsplit(char::is_whitespace).next().unwrap_or("").to_lowercase();
    matches!(last.as_str(), "e.g" | "i.e" | "u.s" | "etc" | "approx" | "no" | "st" | "mr" | "mrs" | "dr" | "vs")
}

/// Markdown links become their text; emphasis markers go.
pub(crate) fn strip_markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find("](").map(|c| open + c) else { break };
        let Some(end) = rest[close..].find(')').map(|e| close + e) else { break };
        out.push_str(&rest[..open]);
        out.push_str(&rest[open + 1..close]);
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out.replace("**", "").replace('`', "")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentence_splitting() {
        let s = sentences("A fee of $6.95 applies. See [our policy](https://x.example/p) e.g. for returns! Ok");
        assert_eq!(s, ["A fee of $6.95 applies.", "See our policy e.g. for returns!", "Ok"]);
    }

    #[test]
    fn scores_and_coverage() {
        let mut ix = Index::default();
        ix.add(Source::Policy(0), "Sale items", "Sale items can be returned within 14 days of delivery.", Lang::En, 0);
        ix.add(Source::Policy(0), "Full-price items", "Full-price items can be returned within 30 days.", Lang::En, 1);
        ix.add(Source::Faq(0), "Do you sell gift cards?", "Yes, digital gift cards by email.", Lang::En, 0);
        let q = |text: &str| crate::analyze::content_stems(text);
        let hits = ix.search(&q("return policy for sale items"), 3);
        assert_eq!(hits[0].passage, 0);
        let hits = ix.search(&q("can I send back something I bought on sale"), 3);
        assert_eq!(hits[0].passage, 0, "synonyms: send back -> return");
        let hits = ix.search(&q("weather forecast tomorrow"), 3);
        assert!(hits.is_empty());
        let hits = ix.search(&q("gift cards and weather"), 3);
        assert!(hits[0].coverage < 0.9 && hits[0].coverage > 0.2, "{}", hits[0].coverage);
    }
}
