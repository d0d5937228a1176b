//! Answers from the business's texts: the policy, FAQ and description passages that cover a
//! question, found by words (BM25) and, with an encoder, by meaning; a question about a policy
//! as a whole gets its main rule in brief. Abstains (returns nothing) when nothing covers the
//! question well enough.

use crate::evidence::retrieval::{self, Source, Term};
use crate::read::language::{Lang, fill};
use crate::{AnswerEngine, DENSE_MIN_SIMILARITY, MIN_COVERAGE, MIN_SCORE, POLICY_MIN_SIMILARITY, Scope, TextAnswer};

impl AnswerEngine {
    /// The best policy, FAQ or description sentences for a query, or `None` when nothing
    /// covers it well enough.
    pub(crate) fn text_answer(&self, terms: &[Term], query: &str, lang: Lang, scope: Scope) -> Option<TextAnswer> {
        if !terms.iter().any(Term::is_own) {
            return None;
        }
        if let Some(found) = self.policy_in_brief(terms, query, lang) {
            return Some(found);
        }
        let passages = self.index.passages();
        // A policy about the subject asked ("return" → Returns & Refunds) outranks a passing
        // mention of it in another policy.
        let mut hits = self.index.search(terms, 24);
        // An FAQ answer is written to stand alone; a policy sentence is a fragment.
        for h in &mut hits {
            match passages[h.passage].source {
                Source::Policy(i) if terms.iter().any(|t| t.is_own() && self.policy_subjects[i].contains(&t.stem)) => {
                    h.score *= 1.3;
                }
                Source::Faq(_) => h.score *= 1.15,
                _ => {}
            }
        }
        hits.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.passage.cmp(&b.passage)));
        let in_scope =
            |h: &&retrieval::Hit| scope == Scope::All || !matches!(passages[h.passage].source, Source::Product(_));
        let usable = |lang_only: bool| {
            hits.iter()
                .filter(in_scope)
                .filter(|h| !lang_only || passages[h.passage].lang == lang)
                .find(|h| h.score >= MIN_SCORE && h.coverage >= MIN_COVERAGE)
                .copied()
        };
        // The model reads English: a question in another language is matched by its words,
        // unless they find nothing.
        let lexical_found = usable(false).is_some();
        let semantic = self
            .semantic
            .as_ref()
            .filter(|_| lang == Lang::En || !lexical_found)
            .and_then(|s| Some((s, s.encode_query(query)?)));
        let best = match &semantic {
            // Words and meaning together: a passage qualifies by BM25 (score and coverage) or by
            // closeness of meaning; among those, meaning ranks first and words break ties.
            Some((semantic, query_vector)) => {
                let sims = semantic.similarities(query_vector);
                let max_score = hits.iter().map(|h| h.score).fold(0.0_f64, f64::max).max(1e-9);
                // Each passage's best lexical hit (hits are sorted best first), and its fused
                // score, computed once.
                let mut lexical: Vec<Option<retrieval::Hit>> = vec![None; passages.len()];
                for h in &hits {
                    lexical[h.passage].get_or_insert(*h);
                }
                let fused: Vec<f64> = (0..passages.len())
                    .map(|i| {
                        let words = lexical[i].map_or(0.0, |h| h.score / max_score);
                        let coverage = lexical[i].map_or(0.0, |h| h.coverage);
                        // A general question gets a policy's main rule, which comes first.
                        let position = (passages[i].position as f64).min(10.0);
                        f64::from(sims[i]) + 0.3 * words + 0.1 * coverage - 0.004 * position
                    })
                    .collect();
                let qualifies = |i: usize| {
                    f64::from(sims[i]) >= DENSE_MIN_SIMILARITY
                        || lexical[i].is_some_and(|h| h.score >= MIN_SCORE && h.coverage >= MIN_COVERAGE)
                };
                let pick = |lang_only: bool| {
                    (0..passages.len())
                        .filter(|&i| scope == Scope::All || !matches!(passages[i].source, Source::Product(_)))
                        .filter(|&i| !lang_only || passages[i].lang == lang)
                        .filter(|&i| qualifies(i))
                        .max_by(|&a, &b| fused[a].total_cmp(&fused[b]).then(b.cmp(&a)))
                };
                let chosen = match (pick(true), pick(false)) {
                    (Some(own), Some(any)) if fused[any] > fused[own] + 0.1 => any,
                    (Some(own), _) => own,
                    (None, any) => any?,
                };
                lexical[chosen].unwrap_or(retrieval::Hit {
                    passage: chosen,
                    score: 0.0,
                    coverage: f64::from(sims[chosen]),
                })
            }
            // The answer language wins unless a passage in another language covers the
            // question clearly better (a policy the business has only in English).
            None => match (usable(true), usable(false)) {
                (Some(own), Some(any)) if any.coverage > own.coverage + 0.1 => any,
                (Some(own), _) => own,
                (None, any) => any?,
            },
        };
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
        Some(TextAnswer { text, source: first.source, coverage: best.coverage })
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
        Some(TextAnswer { text, source: Source::Policy(chosen), coverage: 1.0 })
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
