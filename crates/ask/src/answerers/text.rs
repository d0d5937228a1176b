//! Answers from the business's texts: the policy, FAQ and description passages that cover a
//! question, found by words (BM25) and, with an encoder, by meaning; a question about a policy
//! as a whole gets its main rule in brief. Abstains (returns nothing) when nothing covers the
//! question well enough.

use crate::evidence::retrieval::{self, Source, Term};
use concierge_core::fast_hash::FastMap;

use crate::rank::features::{self, Features};
use crate::read::analyze::words;
use crate::read::language::{Lang, fill};
use crate::{AnswerEngine, POLICY_MIN_SIMILARITY, Scope, TextAnswer};

/// What the ranker reads of a product answer.
pub(crate) struct ProductReplyView<'a> {
    pub(crate) sentences: &'a [String],
    pub(crate) products: &'a [usize],
    pub(crate) specific: bool,
    pub(crate) unknown: bool,
    pub(crate) distinctive: bool,
    pub(crate) policy_question: bool,
    pub(crate) procedural: bool,
}

/// How many passages by words, and how many by meaning, the ranker scores.
const CANDIDATES: usize = 24;

/// A passage the ranker scored.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Scored {
    /// Index into the passage index.
    pub(crate) passage: usize,
    /// Its features.
    pub(crate) features: Features,
    /// The probability that it answers.
    pub(crate) score: f64,
}

/// The answer the product answerer proposed, scored against the passages.
#[derive(Debug, Clone)]
pub(crate) struct ScoredReply {
    /// The products it is about.
    pub(crate) products: Vec<usize>,
    /// What it says.
    pub(crate) text: String,
    /// Its features.
    pub(crate) features: Features,
    /// The probability that it answers.
    pub(crate) score: f64,
}

/// What [`AnswerEngine::text_answer`] considered, for the trace.
#[derive(Debug, Clone, Default)]
pub(crate) struct TextTrace {
    /// Candidates, best first.
    pub(crate) scored: Vec<Scored>,
    /// The product answerer's proposal, when there was one.
    pub(crate) reply: Option<ScoredReply>,
    /// Whether it answered.
    pub(crate) reply_chosen: bool,
    /// Whether the best one answered.
    pub(crate) chosen: bool,
    /// Whether the policy-in-brief rule answered instead.
    pub(crate) in_brief: bool,
    /// Why nothing answered.
    pub(crate) abstained: Option<&'static str>,
    /// The decision model's probability that the best candidate answers, when it answered.
    pub(crate) confidence: Option<f64>,
    /// The product fields the field model scored.
    pub(crate) fields: Vec<crate::trace::FieldTrace>,
}

impl AnswerEngine {
    /// The best policy, FAQ or description sentences for a query, or `None` when nothing
    /// covers it well enough. What was considered is left in `trace`.
    pub(crate) fn text_answer(
        &self,
        terms: &[Term],
        query: &str,
        lang: Lang,
        scope: Scope,
        about: &[usize],
        trace: &mut TextTrace,
    ) -> Option<TextAnswer> {
        // What the product answerer left (its fields) stays; the rest is this answer's.
        *trace = TextTrace { fields: std::mem::take(&mut trace.fields), ..TextTrace::default() };
        if !terms.iter().any(Term::is_own) {
            trace.abstained = Some("no word of the question is the buyer's own");
            return None;
        }
        if let Some(found) = self.policy_in_brief(terms, query, lang) {
            trace.in_brief = true;
            return Some(found);
        }
        let passages = self.index.passages();
        let hits = self.index.search(terms, CANDIDATES);
        let encoded;
        (trace.scored, encoded) = self.candidates(terms, query, lang, scope, about, &hits);
        let Some(top) = trace.scored.first() else {
            trace.abstained = Some("no passage shares a word or a meaning with the question");
            return None;
        };
        // Answer or abstain: a model of its own reads the best candidate against the question,
        // for the engine the candidates were scored by.
        let weights = self.ranker.weights(encoded);
        let logit = |c: &Scored| weights.logit(c.features.values());
        let decision = features::decision_features(&top.features, logit(top), trace.scored.get(1).map(logit));
        let decide = self.ranker.decision(encoded);
        let probability = decide.probability(&decision);
        if probability < decide.threshold {
            trace.abstained = Some("the decision model abstained: no candidate is likely to answer");
            return None;
        }
        trace.chosen = true;
        trace.confidence = Some(probability);
        let best = hits.iter().find(|h| h.passage == top.passage).copied().unwrap_or(retrieval::Hit {
            passage: top.passage,
            score: 0.0,
            coverage: top.features.values()[2],
        });
        let first = &passages[best.passage];
        let mut chosen = vec![best.passage];
        // Up to two more sentences of the same section that also match well (the exception to
        // a rule, the second half of a condition).
        for h in &hits {
            if chosen.len() >= 3 {
                break;
            }
            let p = &passages[h.passage];
            if h.passage != best.passage
                && p.source == first.source
                && p.title == first.title
                && (h.score >= 0.5 * best.score || h.coverage >= best.coverage)
                && !matches!(p.source, Source::Faq(_))
            {
                chosen.push(h.passage);
            }
        }
        // The sentence right after, when it qualifies the rule ("For everyone else, …") or
        // completes a two-sentence section.
        if !matches!(first.source, Source::Faq(_)) {
            let last = chosen.iter().copied().max_by_key(|&i| passages[i].position).unwrap_or(best.passage);
            let section: Vec<usize> = self
                .index
                .of_source(first.source)
                .iter()
                .copied()
                .filter(|&i| passages[i].title == first.title)
                .collect();
            if let Some(&next) = section.iter().find(|&&i| passages[i].position == passages[last].position + 1) {
                let qualifies = section.len() == 2 || starts_with_qualifier(&passages[next].text);
                if qualifies && !chosen.contains(&next) && chosen.len() < 3 {
                    chosen.push(next);
                }
            }
        }
        chosen.sort_by_key(|&i| passages[i].position);
        let text = chosen.iter().map(|&i| passages[i].text.clone()).collect::<Vec<_>>().join(" ");
        let text = match first.source {
            Source::Product(i) => format!("The {}: {}", self.business.products[i].title, lowercase_article(&text)),
            _ => text,
        };
        Some(TextAnswer { text, source: first.source })
    }

    /// The passages that could answer, scored by the learned ranker, best first: the best
    /// BM25 hits and, with an encoder (and a question it can read), the passages closest in
    /// meaning; and whether the encoder read the question (which of the ranker's weights
    /// scored them).
    fn candidates(
        &self,
        terms: &[Term],
        query: &str,
        lang: Lang,
        scope: Scope,
        about: &[usize],
        hits: &[retrieval::Hit],
    ) -> (Vec<Scored>, bool) {
        let passages = self.index.passages();
        let in_scope = |i: usize| scope == Scope::All || !matches!(passages[i].source, Source::Product(_));
        // The model reads English: a question in another language is matched by its words,
        // unless they find nothing.
        let dense: Option<Vec<f32>> = self
            .semantic
            .as_ref()
            .filter(|_| lang == Lang::En || hits.is_empty())
            .and_then(|s| Some(s.similarities(&s.encode_query(query)?)));
        let weights = self.ranker.weights(dense.is_some());
        let mut lexical: FastMap<usize, (usize, retrieval::Hit)> = FastMap::default();
        for (rank, h) in hits.iter().enumerate() {
            lexical.entry(h.passage).or_insert((rank, *h));
        }
        let mut pool: Vec<usize> = lexical.keys().copied().filter(|&i| in_scope(i)).collect();
        let mut dense_rank: FastMap<usize, usize> = FastMap::default();
        let mut max_sim = 0.0_f64;
        if let Some(sims) = &dense {
            let mut order: Vec<usize> = (0..passages.len()).filter(|&i| in_scope(i)).collect();
            order.sort_by(|&a, &b| sims[b].total_cmp(&sims[a]).then(a.cmp(&b)));
            max_sim = order.first().map_or(0.0, |&i| f64::from(sims[i]));
            for (rank, &i) in order.iter().enumerate() {
                dense_rank.insert(i, rank);
                if rank < CANDIDATES && !lexical.contains_key(&i) {
                    pool.push(i);
                }
            }
        }
        pool.sort_unstable();
        let max_score = hits.iter().map(|h| h.score).fold(0.0_f64, f64::max).max(1e-9);
        let own: Vec<&Term> = terms.iter().filter(|t| t.is_own()).collect();
        let own_weight: f64 = own.iter().map(|t| t.weight).sum::<f64>().max(1e-9);
        let asked = features::expected_type(&words(query));
        let unknown = self.unknown_words(terms);
        let mut scored: Vec<Scored> = pool
            .into_iter()
            .map(|i| {
                let p = &passages[i];
                let mut f = Features::default();
                if let Some((rank, h)) = lexical.get(&i) {
                    f.set("bm25_relative", h.score / max_score);
                    f.set("bm25_log", h.score.ln_1p());
                    f.set("coverage", h.coverage);
                    f.set("bm25_rank", 1.0 / (1.0 + *rank as f64));
                }
                if let Some(sims) = &dense {
                    let sim = f64::from(sims[i]);
                    f.set("dense", sim);
                    f.set("dense_gap", sim - max_sim);
                    f.set("dense_rank", dense_rank.get(&i).map_or(0.0, |r| 1.0 / (1.0 + *r as f64)));
                }
                let kind = match p.source {
                    Source::Faq(_) => "faq",
                    // The rates of `shipping.toml` are the shipping policy's facts, in its words.
                    Source::Policy(_) | Source::Shipping(_) => "policy",
                    Source::Product(_) => "description",
                    Source::Contact => "contact",
                };
                f.set(kind, 1.0);
                f.set("answer_language", f64::from(u8::from(p.lang == lang)));
                let lead = self
                    .index
                    .of_source(p.source)
                    .iter()
                    .all(|&j| passages[j].title != p.title || passages[j].position >= p.position);
                f.set("section_lead", f64::from(u8::from(lead)));
                f.set("position", (p.position as f64).min(10.0) / 10.0);
                let in_title: f64 = own.iter().filter(|t| p.title_terms.contains(&t.stem)).map(|t| t.weight).sum();
                f.set("title_overlap", in_title / own_weight);
                let subjects = match p.source {
                    Source::Policy(k) => Some(&self.policy_subjects[k]),
                    Source::Shipping(_) => Some(&self.shipping_subjects),
                    _ => None,
                };
                if let Some(subjects) = subjects {
                    let subject = own.iter().any(|t| subjects.contains(&t.stem));
                    f.set("policy_subject", f64::from(u8::from(subject)));
                }
                if let Some(kind) = asked {
                    let has = features::holds(&p.text, kind);
                    f.set(if has { "answer_type_present" } else { "answer_type_absent" }, 1.0);
                }
                f.set("exception", f64::from(u8::from(features::reads_as_exception(&p.text))));
                f.set("length", (p.text.split_whitespace().count() as f64).ln_1p() / 5.0);
                // Interactions a linear model cannot form on its own.
                let v = *f.values();
                let at = |name: &str| v[features::FEATURE_NAMES.iter().position(|n| *n == name).unwrap_or(0)];
                if let Source::Product(k) = p.source {
                    f.set("about_product", f64::from(u8::from(about.contains(&k))));
                }
                f.set("description_named", at("description") * at("title_overlap"));
                f.set("type_and_coverage", at("answer_type_present") * at("coverage"));
                f.set("lead_rule", at("policy") * at("section_lead") * at("policy_subject"));
                f.set("query_length", (own.len() as f64).ln_1p() / 3.0);
                f.set("unknown_words", unknown);
                Scored { passage: i, score: weights.probability(f.values()), features: f }
            })
            .collect();
        scored.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.passage.cmp(&b.passage)));
        (scored, dense.is_some())
    }

    /// Scores the product answerer's reply as one more candidate, with the features that
    /// describe a typed answer (whether it answers a typed attribute, knows it, names the
    /// product distinctively) beside those it shares with passages.
    pub(crate) fn score_reply(&self, reply: &ProductReplyView<'_>, terms: &[Term], query: &str) -> ScoredReply {
        let b = &*self.business;
        let text = reply.sentences.join(" ");
        let own: Vec<&Term> = terms.iter().filter(|t| t.is_own()).collect();
        let own_weight: f64 = own.iter().map(|t| t.weight).sum::<f64>().max(1e-9);
        let title: Vec<String> =
            reply.products.iter().flat_map(|&i| words(&b.products[i].title)).map(|w| retrieval::term(&w)).collect();
        let in_title: f64 = own.iter().filter(|t| title.contains(&t.stem)).map(|t| t.weight).sum();
        let mut f = Features::default();
        let flag = |b: bool| f64::from(u8::from(b));
        f.set("structured", 1.0);
        f.set("about_product", 1.0);
        f.set("answer_language", 1.0);
        f.set("title_overlap", in_title / own_weight);
        f.set("structured_specific", flag(reply.specific));
        f.set("structured_unknown", flag(reply.unknown));
        f.set("structured_distinctive", flag(reply.distinctive));
        f.set("structured_policy_question", flag(reply.policy_question));
        f.set("structured_procedural", flag(reply.procedural));
        if let Some(kind) = features::expected_type(&words(query)) {
            let has = features::holds(&text, kind);
            f.set(if has { "answer_type_present" } else { "answer_type_absent" }, 1.0);
        }
        f.set("length", (text.split_whitespace().count() as f64).ln_1p() / 5.0);
        f.set("query_length", (own.len() as f64).ln_1p() / 3.0);
        f.set("unknown_words", self.unknown_words(terms));
        let weights = self.ranker.weights(self.semantic.is_some());
        ScoredReply { products: reply.products.to_vec(), score: weights.probability(f.values()), features: f, text }
    }

    /// The share of the buyer's own words that no passage or heading of the store uses.
    fn unknown_words(&self, terms: &[Term]) -> f64 {
        let own: Vec<&Term> = terms.iter().filter(|t| t.is_own()).collect();
        if own.is_empty() {
            return 0.0;
        }
        own.iter().filter(|t| !self.index.knows(&t.stem)).count() as f64 / own.len() as f64
    }

    /// "What's your return policy?": the first sentence of each section of the policy the
    /// question names and nothing else.
    pub(crate) fn policy_in_brief(&self, terms: &[Term], query: &str, lang: Lang) -> Option<TextAnswer> {
        // "How does the loyalty program work?", "Tell me about your returns policy": words
        // that frame the question name no subject.
        const FRAMING: &[&str] =
            &["work", "explain", "detail", "tell", "summary", "summarise", "summarize", "overview"];
        let own: Vec<&str> = terms
            .iter()
            .filter(|t| t.is_own() && !self.vocabulary.policy_nouns.contains(&t.stem))
            .map(|t| t.stem.as_str())
            .filter(|s| !FRAMING.contains(s))
            .collect();
        let asks_whole = terms.iter().any(|t| t.is_own() && self.vocabulary.policy_nouns.contains(&t.stem));
        if own.is_empty() || own.len() > 2 || !asks_whole {
            return None;
        }
        let b = &*self.business;
        let mut candidates: Vec<usize> = (0..b.policies.len())
            .filter(|&i| own.iter().all(|s| self.policy_subjects[i].iter().any(|x| x == s)))
            .collect();
        // No policy named in words: the one whose title and headings mean what was asked.
        if candidates.is_empty()
            && let Some(semantic) = &self.semantic
            && let Some(q) = semantic.encode_query(query)
        {
            let sims = semantic.policy_similarities(&q);
            let best = (0..sims.len()).max_by(|&x, &y| sims[x].total_cmp(&sims[y]));
            if let Some(best) = best.filter(|&i| f64::from(sims[i]) >= POLICY_MIN_SIMILARITY) {
                // Its translations too, so the answer language can be chosen below.
                candidates = (0..b.policies.len()).filter(|&i| b.policies[i].kind == b.policies[best].kind).collect();
            }
        }
        let chosen = candidates
            .iter()
            .copied()
            .find(|&i| Lang::from_tag(&b.policies[i].language) == Some(lang))
            .or_else(|| candidates.first().copied())?;
        let policy = &b.policies[chosen];
        // The main rule first: the opening paragraph when the policy has one before its
        // sections (its first two sentences); then the first sentence under each `##` section.
        // A policy without sections gives its first paragraphs. Lists and tables give their
        // first item.
        let blocks: Vec<&str> = policy.body.split("\n\n").map(str::trim).filter(|x| !x.is_empty()).collect();
        let has_sections = blocks.iter().any(|x| x.starts_with("##"));
        let first_sentences = |block: &str, n: usize| -> Vec<String> {
            let text = match block.lines().next() {
                Some(line) if line.starts_with(['-', '*', '|']) => {
                    line.trim_start_matches(['-', '*', '|', ' ']).trim_end_matches(['|', ' ']).to_owned()
                }
                _ => block.to_owned(),
            };
            retrieval::sentences(&text).into_iter().take(n).collect()
        };
        let mut sections: Vec<String> = Vec::new();
        let mut in_intro = true;
        let mut want = !has_sections;
        for block in blocks {
            if block.starts_with("##") {
                in_intro = false;
            }
            if block.starts_with('#') {
                want = !has_sections || block.starts_with("##");
                continue;
            }
            if in_intro && has_sections && sections.is_empty() && !block.starts_with(['-', '*', '|']) {
                sections.extend(first_sentences(block, 2));
                continue;
            }
            if want {
                sections.extend(first_sentences(block, 1));
                want = !has_sections;
            }
            if sections.len() >= 4 {
                break;
            }
        }
        if sections.is_empty() {
            return None;
        }
        let text = format!("{} {}", fill(lang.phrases().policy_in_brief, &[&policy.title]), sections.join(" "));
        Some(TextAnswer { text, source: Source::Policy(chosen) })
    }
}

/// Whether a sentence qualifies the one before it ("For everyone else", "However", "Except").
pub(crate) fn starts_with_qualifier(sentence: &str) -> bool {
    let lower = sentence.to_lowercase();
    ["for everyone else", "however", "otherwise", "except", "but ", "unless", "if not", "para los demás", "sin embargo"]
        .iter()
        .any(|q| lower.starts_with(q))
}

pub(crate) fn lowercase_article(text: &str) -> String {
    for article in ["A ", "An ", "The "] {
        if let Some(rest) = text.strip_prefix(article) {
            return format!("{}{rest}", article.to_lowercase());
        }
    }
    text.to_owned()
}
