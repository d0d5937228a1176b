//! BM25 retrieval over the business's sentences: policy sentences (with their section
//! headings), FAQ entries (question and answer), and product description sentences.
//!
//! The index is built once per store generation and a query is scored against postings only:
//! only passages sharing a stem with the query are touched, and only the best `limit` of them
//! are sorted, so at tens of thousands of products a question's retrieval stays under a
//! millisecond (docs/performance.md, "Ask at catalogue scale"). Query stems are expanded with
//! a short synonym table (the colloquial word to the policy word: "send back" → return,
//! "arrive" → ship), expansions counting less than the words the buyer used. Besides the
//! score, each hit reports how much of the query's weight it covers, so the caller can abstain
//! instead of answering from a weak match.

use std::collections::HashMap;

use concierge_core::fast_hash::FastMap;

use crate::read::analyze::{is_stop, stem, words};
use crate::read::language::Lang;

/// Where a passage comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Source {
    /// A sentence of `business.policies[i]`.
    Policy(usize),
    /// `business.faq[i]` (question and answer).
    Faq(usize),
    /// A sentence of `business.products[i].description`.
    Product(usize),
    /// The business's contact details (`business.contact`).
    Contact,
    /// `business.shipping_rates[i]`, as a sentence.
    Shipping(usize),
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
    /// The retrieval terms of its heading, every word (the ranker's heading overlap).
    pub(crate) title_terms: Vec<String>,
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
    /// Each source's passages, in the order they were added.
    by_source: FastMap<Source, Vec<usize>>,
    /// Each passage's length in stems, by passage (its stems themselves are in the postings).
    lengths: Vec<u32>,
    /// The stems of every passage, counted (for the average length).
    total_stems: usize,
    average_length: f64,
}

const K1: f64 = 1.2;
const B: f64 = 0.75;
const TITLE_WEIGHT: f64 = 0.6;
const EXPANSION_WEIGHT: f64 = 0.5;

/// Synonyms: a query stem → stems it should also find.
const SYNONYMS: &[(&str, &[&str])] = &[
    ("send", &["ship"]),
    ("spend", &["order", "free"]),
    ("cutoff", &["before"]),
    ("deadline", &["before"]),
    ("window", &["within", "day"]),
    ("service", &["support"]),
    ("info", &["information"]),
    ("receipt", &["order", "number"]),
    ("cover", &["warranty"]),
    ("number", &["phone", "call"]),
    ("shop", &["store"]),
    ("torn", &["repair", "tear"]),
    ("seam", &["repair"]),
    ("trip", &["used"]),
    ("cheaper", &["lower", "price"]),
    ("cheap", &["lower", "price"]),
    ("wore", &["worn", "used"]),
    ("worn", &["used"]),
    ("waterproof", &["waterproofing", "dwr"]),
    ("bigger", &["size", "up"]),
    ("smaller", &["size"]),
    ("address", &["change"]),
    ("package", &["delivery", "order"]),
    ("parcel", &["delivery", "order"]),
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
    // Spanish questions also find the English policies a business may have only in English.
    ("envio", &["ship", "delivery"]),
    ("enviar", &["ship"]),
    ("gratis", &["free", "gratuito"]),
    ("gratuito", &["free", "gratis"]),
    ("estandar", &["standard"]),
    ("tarjeta", &["card"]),
    ("regalo", &["gift"]),
    ("regalar", &["gift", "regalo"]),
    ("dinero", &["refund", "reembolso"]),
    ("pedido", &["order"]),
    ("tienda", &["store"]),
    ("garantia", &["warranty"]),
    ("precio", &["price"]),
    ("importe", &["order", "amount"]),
    ("plazo", &["within", "day"]),
    ("recoger", &["pickup", "recogida"]),
    ("recogida", &["pickup", "recoger"]),
    ("reembolso", &["refund"]),
    ("devolver", &["devolucion"]),
    ("devolucion", &["devolver"]),
    ("rebajado", &["rebaja"]),
    ("rebaja", &["rebajado"]),
];

/// Question words that say what kind of answer is wanted but not what it is about: they rank
/// (a little) but do not count towards coverage, so "how long do I have to …" is judged on the
/// words after it.
const WEAK_WORDS: &[&str] = &[
    "able",
    "actually",
    "anyway",
    "currently",
    "curious",
    "does",
    "else",
    "even",
    "ever",
    "exactly",
    "find",
    "go",
    "going",
    "guys",
    "happen",
    "happens",
    "help",
    "here",
    "kind",
    "long",
    "look",
    "make",
    "many",
    "more",
    "much",
    "need",
    "normally",
    "now",
    "ok",
    "okay",
    "once",
    "one",
    "other",
    "out",
    "possible",
    "question",
    "really",
    "see",
    "something",
    "still",
    "stuff",
    "take",
    "takes",
    "thing",
    "things",
    "until",
    "usually",
    "way",
    "whats",
    "wondering",
    "algo",
    "cuanto",
    "cuanta",
    "cuantos",
    "cuantas",
    "cuánto",
    "cuánta",
    "cuántos",
    "cuántas",
    "tiempo",
    "tengo",
    "quiero",
    "pueden",
    "puede",
    "hacer",
    "saber",
    "partir",
    "ustedes",
    "si",
    "me",
    "te",
    "nos",
    "ya",
    "hasta",
    "cuando",
    "cuándo",
    "después",
    "despues",
    "tardan",
    "tarda",
    "tienen",
    "importe",
    "importes",
    "amount",
    "amounts",
    "around",
    "available",
    "describe",
    "explain",
    "overview",
    "summary",
];

/// Words asking for an amount, a duration or a time: passages that state a number rank higher.
const QUANTITY_WORDS: &[&str] = &[
    "long", "much", "many", "cutoff", "deadline", "cuanto", "cuanta", "cuantos", "cuantas", "cuánto", "cuánta",
    "cuántos", "cuántas", "amounts", "amount", "importe", "importes",
];

/// The pseudo-stem of passages that state a number.
const NUMBER: &str = "#number";

/// Countries, for "do you ship to Australia?": they also look for what the business says about
/// countries in general.
pub(crate) const COUNTRIES: &[&str] = &[
    "argentina",
    "australia",
    "austria",
    "belgium",
    "brazil",
    "canada",
    "chile",
    "china",
    "colombia",
    "denmark",
    "finland",
    "france",
    "germany",
    "greece",
    "india",
    "ireland",
    "israel",
    "italy",
    "japan",
    "korea",
    "mexico",
    "netherlands",
    "norway",
    "peru",
    "poland",
    "portugal",
    "singapore",
    "spain",
    "sweden",
    "switzerland",
    "uk",
    "usa",
    "zealand",
    "españa",
    "méxico",
    "alemania",
    "francia",
    "italia",
    "japón",
    "europe",
    "asia",
    "africa",
    "belgique",
    "allemagne",
    "espagne",
    "suisse",
    "italie",
    "deutschland",
    "frankreich",
    "schweiz",
    "österreich",
    "brasil",
    "brésil",
    "hawaii",
    "alaska",
    "vietnam",
    "thailand",
    "indonesia",
    "philippines",
    "malaysia",
    "turkey",
    "egypt",
    "nigeria",
    "kenya",
    "russia",
    "ukraine",
    "hungary",
    "czech",
    "romania",
    "iceland",
    "luxembourg",
    "scotland",
    "wales",
    "england",
    "hong",
    "taiwan",
    "uae",
    "dubai",
];

/// A word as retrieval indexes it: its stem, without a final "e", so that "arrive",
/// "arrives" and "arrived" meet.
///
/// Spanish verb endings go too ("recibir", "recibimos" → "recib"; "devolverme" → "devolv").
/// Over-stemming an English word ("winter" → "wint") is harmless: the index and the query
/// are stemmed alike.
pub(crate) fn term(word: &str) -> String {
    let folded = crate::read::analyze::fold(word);
    for ending in ["amos", "emos", "imos", "ando", "iendo"] {
        if folded.chars().count() > ending.len() + 3 && folded.ends_with(ending) {
            return folded[..folded.len() - ending.len()].to_owned();
        }
    }
    let mut s = stem(word);
    let chars = s.chars().count();
    for clitic in ["me", "te", "lo", "la", "le", "se", "nos"] {
        if chars > 6 && s.ends_with(&format!("r{clitic}")) {
            s.truncate(s.len() - clitic.len());
            break;
        }
    }
    for ending in ["ar", "er", "ir"] {
        if s.chars().count() > ending.len() + 3 && s.ends_with(ending) {
            s.truncate(s.len() - ending.len());
            break;
        }
    }
    if s.len() > 4 && s.ends_with('e') && !s.ends_with("ee") {
        s.pop();
    }
    s
}

/// One term of a retrieval query.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Term {
    /// The stem looked up.
    pub(crate) stem: String,
    /// How much a match counts.
    pub(crate) weight: f64,
    /// For the buyer's own content words: counts towards coverage. For an expansion: the
    /// index of the own term it stands in for (a match through it covers that term, partly).
    role: Role,
}

#[derive(Debug, Clone, PartialEq)]
enum Role {
    Own,
    /// Stands in for these own terms (indices), each partly.
    ExpansionOf(Vec<usize>),
    Hint,
}

impl Term {
    fn own(stem: String) -> Self {
        Term { stem, weight: 1.0, role: Role::Own }
    }

    fn hint(stem: &str, weight: f64) -> Self {
        Term { stem: stem.to_owned(), weight, role: Role::Hint }
    }

    /// Whether the term is one of the buyer's own content words.
    pub(crate) fn is_own(&self) -> bool {
        self.role == Role::Own
    }
}

/// Builds a retrieval query from a clause's words: content words (stemmed) count in full,
/// question words a little; phrasal verbs are read as one ("send it back" → return); each
/// content word brings its synonyms; quantity questions favour passages that state a number.
pub(crate) fn query_terms(words: &[String]) -> Vec<Term> {
    let mut terms: Vec<Term> = Vec::new();
    let push = |terms: &mut Vec<Term>, t: Term| {
        if !terms.iter().any(|x| x.stem == t.stem) {
            terms.push(t);
        }
    };
    let mut skip_back = false;
    for (i, w) in words.iter().enumerate() {
        let w = w.as_str();
        let back_follows = words.iter().skip(i + 1).take(5).any(|n| n == "back");
        if matches!(w, "send" | "bring" | "take" | "give" | "mail" | "ship") && back_follows {
            push(&mut terms, Term::own("return".into()));
            skip_back = true;
            continue;
        }
        if w == "back" && skip_back {
            continue;
        }
        if w == "back" && i > 0 && matches!(words[i - 1].as_str(), "money" | "cash") {
            continue;
        }
        if QUANTITY_WORDS.contains(&w) {
            push(&mut terms, Term::hint(NUMBER, 0.8));
        }
        if is_stop(w) {
            continue;
        }
        if WEAK_WORDS.contains(&w) {
            push(&mut terms, Term::hint(&term(w), 0.3));
            continue;
        }
        push(&mut terms, Term::own(term(w)));
    }
    let own: Vec<(usize, String)> =
        terms.iter().enumerate().filter(|(_, t)| t.is_own()).map(|(i, t)| (i, t.stem.clone())).collect();
    for (origin, s) in own {
        for e in expansions().get(&s).into_iter().flatten() {
            // Two words may share a synonym ("bigger", "smaller" → size): it covers both.
            match terms.iter_mut().find(|t| &t.stem == e) {
                Some(Term { role: Role::ExpansionOf(origins), .. }) => origins.push(origin),
                Some(_) => {}
                None => terms.push(Term {
                    stem: e.clone(),
                    weight: EXPANSION_WEIGHT,
                    role: Role::ExpansionOf(vec![origin]),
                }),
            }
        }
    }
    terms
}

/// The synonym table (and countries), keyed and valued by retrieval terms; built once.
fn expansions() -> &'static HashMap<String, Vec<String>> {
    static TABLE: std::sync::OnceLock<HashMap<String, Vec<String>>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table: HashMap<String, Vec<String>> = HashMap::new();
        for (key, extra) in SYNONYMS {
            table.entry(term(key)).or_default().extend(extra.iter().map(|e| term(e)));
        }
        for country in COUNTRIES {
            table.entry(term(country)).or_default().extend(["country", "international"].map(term));
        }
        table
    })
}

/// Adds earlier turn's topic stems to a follow-up's query ("And for sale items?" after a
/// return question): they rank, and count towards coverage only when the follow-up has no
/// content words of its own.
pub(crate) fn with_topic(mut terms: Vec<Term>, topic: &[String]) -> Vec<Term> {
    let has_own = terms.iter().any(Term::is_own);
    for t in topic {
        if !terms.iter().any(|x| &x.stem == t) {
            terms.push(if has_own { Term::hint(t, 0.7) } else { Term::own(t.clone()) });
        }
    }
    terms
}

/// Adds the words of statements made before the question ("I took the tent on one trip.")
/// as ranking hints: they say which passage fits, not what must be covered.
///
/// A question with no content words of its own ("What should I do?") is about the statement,
/// which then counts in full.
pub(crate) fn with_context(mut terms: Vec<Term>, context: &[String]) -> Vec<Term> {
    if context.is_empty() {
        return terms;
    }
    if !terms.iter().any(Term::is_own) {
        let mut merged = query_terms(context);
        for t in terms {
            if !merged.iter().any(|x| x.stem == t.stem) {
                merged.push(t);
            }
        }
        return merged;
    }
    for t in query_terms(context) {
        if !terms.iter().any(|x| x.stem == t.stem) {
            terms.push(Term::hint(&t.stem, 0.6 * t.weight));
        }
    }
    terms
}

/// Makes words that name no subject (the business's own name) ranking hints only.
pub(crate) fn demote(terms: &mut [Term], stems: &[String]) {
    for t in terms.iter_mut().filter(|t| t.is_own() && stems.contains(&t.stem)) {
        t.role = Role::Hint;
        t.weight = 0.3;
    }
}

impl Index {
    /// Adds a passage.
    pub(crate) fn add(&mut self, source: Source, title: &str, text: &str, lang: Lang, position: usize) {
        let mut stems: Vec<String> = words(text).iter().filter(|w| !is_stop(w)).map(|w| term(w)).collect();
        if text.chars().any(|c| c.is_ascii_digit()) {
            stems.push(NUMBER.to_owned());
        }
        let title_terms: Vec<String> = words(title).iter().map(|w| term(w)).collect();
        let id = self.passages.len();
        let mut counts: HashMap<&str, u32> = HashMap::new();
        for s in &stems {
            *counts.entry(s.as_str()).or_default() += 1;
        }
        for (s, n) in counts {
            self.postings.entry(s.to_owned()).or_default().push((id, n));
        }
        let mut seen = Vec::new();
        for s in title_terms.iter().zip(words(title)).filter(|(_, w)| !is_stop(w)).map(|(t, _)| t) {
            if !seen.contains(s) {
                self.title_postings.entry(s.clone()).or_default().push(id);
                seen.push(s.clone());
            }
        }
        self.total_stems += stems.len();
        self.lengths.push(u32::try_from(stems.len()).unwrap_or(u32::MAX));
        self.by_source.entry(source).or_default().push(id);
        self.passages.push(Passage {
            source,
            text: text.trim().to_owned(),
            title: title.to_owned(),
            lang,
            position,
            title_terms,
        });
        self.average_length = self.total_stems as f64 / self.passages.len() as f64;
    }

    /// Every passage.
    pub(crate) fn passages(&self) -> &[Passage] {
        &self.passages
    }

    /// The passages of one source (a policy, an FAQ entry, a product), in the order they were
    /// added: what a whole-index scan filtered by source would give, without the scan.
    pub(crate) fn of_source(&self, source: Source) -> &[usize] {
        self.by_source.get(&source).map_or(&[], Vec::as_slice)
    }

    /// Whether any passage or heading has `stem`: a question's word the store never uses is a
    /// sign it asks about something the store does not cover.
    pub(crate) fn knows(&self, stem: &str) -> bool {
        self.postings.contains_key(stem) || self.title_postings.contains_key(stem)
    }

    fn idf(&self, stem: &str) -> f64 {
        let n = self.passages.len() as f64;
        let df = self.postings.get(stem).map_or(0, Vec::len) as f64;
        ((n - df + 0.5) / (df + 0.5) + 1.0).ln()
    }

    /// The best passages for a query, best first.
    pub(crate) fn search(&self, terms: &[Term], limit: usize) -> Vec<Hit> {
        if limit == 0 {
            return Vec::new();
        }
        let idfs: Vec<f64> = terms.iter().map(|t| self.idf(&t.stem)).collect();
        // Coverage is measured over the buyer's own content words; a word found only through
        // a synonym covers itself at a discount.
        let own_mass: f64 = terms.iter().zip(&idfs).filter(|(t, _)| t.is_own()).map(|(_, idf)| idf).sum();
        // Per passage touched, its score. A flat table gives a passage's row (`NO_ROW` until
        // touched): a search touches thousands of passages in a large catalogue, and a hash map
        // was most of its time.
        const NO_ROW: u32 = u32::MAX;
        let mut rows: Vec<u32> = vec![NO_ROW; self.passages.len()];
        let mut scored: Vec<(usize, f64)> = Vec::new();
        let mut add = |doc: usize, score: f64| {
            if rows[doc] == NO_ROW {
                rows[doc] = u32::try_from(scored.len()).unwrap_or(NO_ROW);
                scored.push((doc, 0.0));
            }
            scored[rows[doc] as usize].1 += score;
        };
        for (term, &idf) in terms.iter().zip(&idfs) {
            if let Some(postings) = self.postings.get(&term.stem) {
                for &(doc, tf) in postings {
                    let len = f64::from(self.lengths[doc]);
                    let tf = f64::from(tf);
                    let bm25 = idf * tf * (K1 + 1.0) / (tf + K1 * (1.0 - B + B * len / self.average_length.max(1.0)));
                    add(doc, term.weight * bm25);
                }
            }
            if let Some(docs) = self.title_postings.get(&term.stem) {
                for &doc in docs {
                    add(doc, term.weight * TITLE_WEIGHT * idf);
                }
            }
        }
        // Coverage, for the passages kept: per own term, the best credit (1 direct, 0.7 via a
        // synonym) of the terms that touch the passage. Postings are in passage order.
        let touches = |term: &Term, doc: usize| {
            self.postings.get(&term.stem).is_some_and(|p| p.binary_search_by_key(&doc, |&(d, _)| d).is_ok())
                || self.title_postings.get(&term.stem).is_some_and(|p| p.binary_search(&doc).is_ok())
        };
        let coverage = |doc: usize| {
            let mut credits = vec![0.0_f64; terms.len()];
            for (index, term) in terms.iter().enumerate() {
                let (slots, credit): (&[usize], f64) = match &term.role {
                    Role::Own => (std::slice::from_ref(&index), 1.0),
                    Role::ExpansionOf(origins) => (origins, 0.7),
                    Role::Hint => continue,
                };
                if touches(term, doc) {
                    for &slot in slots {
                        credits[slot] = credits[slot].max(credit);
                    }
                }
            }
            let matched: f64 = terms
                .iter()
                .zip(&credits)
                .zip(&idfs)
                .filter(|((t, _), _)| t.is_own())
                .map(|((_, c), idf)| c * idf)
                .sum();
            if own_mass > 0.0 { (matched / own_mass).min(1.0) } else { 0.0 }
        };
        // Best first, ties by passage: a total order, so the best `limit` are the same whether
        // they are selected first (linear) or everything is sorted; only they get a coverage.
        let best_first =
            |a: &(usize, (usize, f64)), b: &(usize, (usize, f64))| b.1.1.total_cmp(&a.1.1).then(a.1.0.cmp(&b.1.0));
        let mut ranked: Vec<(usize, (usize, f64))> = scored.into_iter().enumerate().collect();
        if ranked.len() > limit {
            ranked.select_nth_unstable_by(limit - 1, best_first);
            ranked.truncate(limit);
        }
        ranked.sort_by(best_first);
        ranked.into_iter().map(|(_, (passage, score))| Hit { passage, score, coverage: coverage(passage) }).collect()
    }
}

/// Splits text into sentences (keeping abbreviations such as "e.g." and amounts such as
/// "$6.95" intact) and drops Markdown decoration.
pub(crate) fn sentences(text: &str) -> Vec<String> {
    let clean = strip_markdown(text);
    let mut out = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = clean.chars().collect();
    let mut push = |current: &mut String| {
        let s = without_list_marker(current.trim());
        if !s.is_empty() {
            out.push(s.to_owned());
        }
        current.clear();
    };
    for (i, &c) in chars.iter().enumerate() {
        // A list item ends where the next one starts, with or without a full stop.
        if c == '\n' && starts_list_item(&chars[i + 1..]) {
            push(&mut current);
            continue;
        }
        current.push(c);
        let end = matches!(c, '.' | '!' | '?')
            && chars.get(i + 1).is_none_or(|n| n.is_whitespace())
            && !is_abbreviation(&current);
        if end {
            push(&mut current);
        }
    }
    push(&mut current);
    out
}

/// A sentence without the marker of the list item it is ("- Engraved items." → "Engraved
/// items."): an answer quotes the item, not the list.
fn without_list_marker(sentence: &str) -> &str {
    ["- ", "* ", "• "].iter().find_map(|m| sentence.strip_prefix(m)).map_or(sentence, str::trim_start)
}

/// Whether a line starts a list item ("- ", "* " or "• " after any indentation).
fn starts_list_item(line: &[char]) -> bool {
    let mut rest = line.iter().skip_while(|c| **c == ' ' || **c == '\t');
    matches!(rest.next(), Some('-' | '*' | '•')) && rest.next() == Some(&' ')
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
    fn list_items_are_sentences_without_their_markers() {
        let text = "Shipping costs:\n- Standard: 3 days, $5\n- Express: next day, $15.\n* Island: $349.";
        assert_eq!(
            sentences(text),
            ["Shipping costs:", "Standard: 3 days, $5", "Express: next day, $15.", "Island: $349."]
        );
        assert_eq!(sentences("Prices fall - sometimes. Ask us."), ["Prices fall - sometimes.", "Ask us."]);
    }

    #[test]
    fn terms_meet_across_inflections() {
        assert_eq!(term("arrive"), term("arrives"));
        assert_eq!(term("arrive"), term("arrived"));
        assert_eq!(term("recibir"), term("recibimos"));
        assert_eq!(term("devolverme"), term("devolver"));
    }

    #[test]
    fn a_shared_synonym_covers_every_word_it_stands_for() {
        let mut ix = Index::default();
        ix.add(Source::Faq(0), "How do I find my size?", "If you are between sizes, size up.", Lang::En, 0);
        let hits = ix.search(&query_terms(&words("bigger or smaller")), 3);
        assert!(hits[0].coverage > 0.6, "{}", hits[0].coverage);
    }

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
        let q = |text: &str| query_terms(&words(text));
        let hits = ix.search(&q("return policy for sale items"), 3);
        assert_eq!(hits[0].passage, 0);
        let hits = ix.search(&q("can I send back something I bought on sale"), 3);
        assert_eq!(hits[0].passage, 0, "synonyms: send back -> return");
        let hits = ix.search(&q("weather forecast tomorrow"), 3);
        assert!(hits.is_empty());
        let hits = ix.search(&q("gift cards and weather"), 3);
        assert!(hits[0].coverage < 0.9 && hits[0].coverage > 0.2, "{}", hits[0].coverage);
    }

    #[test]
    fn passages_by_source_are_a_scan_by_source_and_the_average_length_counts_every_stem() {
        let mut ix = Index::default();
        let sources = [Source::Policy(0), Source::Faq(1), Source::Policy(0), Source::Product(3), Source::Policy(2)];
        for (i, source) in sources.iter().cycle().take(23).enumerate() {
            let text = "Sale items can be returned within fourteen days".split(' ').take(1 + i % 7).collect::<Vec<_>>();
            ix.add(*source, "Title", &text.join(" "), Lang::En, i);
        }
        for source in [Source::Policy(0), Source::Faq(1), Source::Product(3), Source::Policy(2), Source::Contact] {
            let scanned: Vec<usize> = (0..ix.passages().len()).filter(|&i| ix.passages()[i].source == source).collect();
            assert_eq!(ix.of_source(source), scanned, "{source:?}");
        }
        let stems: u32 = ix.postings.values().flatten().map(|&(_, n)| n).sum();
        assert_eq!(ix.lengths.iter().sum::<u32>(), stems);
        assert_eq!(ix.average_length, f64::from(stems) / ix.passages().len() as f64);
    }

    #[test]
    fn the_best_few_are_the_head_of_the_whole_ranking() {
        // Many equal scores (the same sentence under several sources), so ties must break by
        // passage exactly as a full sort breaks them.
        let mut ix = Index::default();
        let texts = ["Sale items can be returned within 14 days.", "Returns are free.", "Sale ends Sunday."];
        for i in 0..60 {
            ix.add(Source::Product(i % 7), "Item", texts[i % texts.len()], Lang::En, i);
        }
        let terms = query_terms(&words("can I return sale items"));
        let everything = ix.search(&terms, usize::MAX);
        assert!(everything.len() > 30);
        for limit in [0, 1, 2, 5, 24, everything.len(), everything.len() + 3] {
            let best = ix.search(&terms, limit);
            let head = &everything[..limit.min(everything.len())];
            let key = |h: &Hit| (h.passage, h.score.to_bits(), h.coverage.to_bits());
            assert_eq!(best.iter().map(key).collect::<Vec<_>>(), head.iter().map(key).collect::<Vec<_>>(), "{limit}");
        }
    }
}
