//! Error attribution (`concierge eval --explain`): for each question that failed, the stage of
//! the engine that failed it — reading, grounding, candidates, ranking, abstention, verdict,
//! phrasing, links — read from the problems the scorer found and the engine's trace; and the
//! candidate recall@k of the text ranker (the share of answerable questions whose gold passage
//! is among the first k candidates: the ceiling of what ranking can do).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use concierge_ask::trace::Candidate;

use crate::suite::normalise_quote;
use crate::{Case, Outcome, Report};

/// The stage a failed question is attributed to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    /// An operation request or a clause was misread.
    Reading,
    /// The answer is about the wrong product or store (or none): a missed disclosure or
    /// follow-up, a required entity never in view.
    Grounding,
    /// No candidate holds the answer.
    Candidates,
    /// A candidate holds it, but another ranked first.
    Ranking,
    /// Refused what a candidate answers, or answered what the store does not say.
    Abstention,
    /// The right content, the wrong yes or no.
    Verdict,
    /// The right record, but the fact is not stated as asked.
    Phrasing,
    /// Only links are wrong (missing or unexpected).
    Links,
}

impl Stage {
    const ALL: [Stage; 8] = [
        Stage::Reading,
        Stage::Grounding,
        Stage::Candidates,
        Stage::Ranking,
        Stage::Abstention,
        Stage::Verdict,
        Stage::Phrasing,
        Stage::Links,
    ];

    /// Its name in reports.
    pub fn name(self) -> &'static str {
        match self {
            Stage::Reading => "reading",
            Stage::Grounding => "grounding",
            Stage::Candidates => "candidates",
            Stage::Ranking => "ranking",
            Stage::Abstention => "abstention",
            Stage::Verdict => "verdict",
            Stage::Phrasing => "phrasing",
            Stage::Links => "links",
        }
    }
}

/// Whether a passage holds a case's answer: `None` when the case's labels cannot say (an
/// answerable case with neither evidence nor a fact beyond yes or no).
pub(crate) fn gold_in(case: &Case, passage: &str) -> Option<bool> {
    if !case.answerable {
        return Some(false);
    }
    let text = normalise_quote(passage);
    if !case.evidence.is_empty() {
        return Some(case.evidence.iter().any(|e| holds_quote(&text, &normalise_quote(&e.quote))));
    }
    let facts = substantive_facts(case);
    if facts.is_empty() {
        return None;
    }
    Some(facts.iter().all(|alts| alts.iter().any(|a| text.contains(&normalise_quote(a)))))
}

/// Whether a passage holds an evidence quote, or the quote, when the passage is long enough to
/// be one, holds the passage; both normalised ([`normalise_quote`]).
pub(crate) fn holds_quote(passage: &str, quote: &str) -> bool {
    !quote.is_empty() && (passage.contains(quote) || (passage.len() >= 25 && quote.contains(passage)))
}

/// A case's facts other than a bare verdict ("yes", "no"): what a passage must state.
pub(crate) fn substantive_facts(case: &Case) -> Vec<&Vec<String>> {
    case.facts
        .iter()
        .filter(|alts| !alts.iter().all(|a| matches!(a.to_lowercase().as_str(), "yes" | "no" | "sí" | "oui" | "non")))
        .collect()
}

/// Whether a candidate holds a case's answer. The product answerer's candidate is right when
/// it is about a product the evidence names (or, without evidence, when it states the facts)
/// and states every fact beyond yes or no.
pub(crate) fn gold_candidate(case: &Case, candidate: &Candidate) -> Option<bool> {
    let Some(ids) = candidate.source.strip_prefix(concierge_ask::trace::PRODUCT_ANSWER) else {
        return gold_in(case, &candidate.text);
    };
    if !case.answerable {
        return Some(false);
    }
    let text = normalise_quote(&candidate.text);
    let facts_stated =
        substantive_facts(case).iter().all(|alts| alts.iter().any(|a| text.contains(&normalise_quote(a))));
    if case.evidence.is_empty() {
        return gold_in(case, &candidate.text);
    }
    let about = case
        .evidence
        .iter()
        .any(|e| e.source.strip_prefix("product:").is_some_and(|id| ids.split(',').any(|x| x == id)));
    Some(about && facts_stated)
}

/// The candidates of a traced outcome: those of its first clause that had any.
fn candidates(outcome: &Outcome) -> (&[Candidate], &'static str) {
    outcome
        .trace
        .as_ref()
        .and_then(|t| t.clauses.iter().find(|c| !c.candidates.is_empty()).or(t.clauses.first()))
        .map_or((&[][..], "none"), |c| (&c.candidates[..], c.route))
}

/// The stage that failed `outcome` (which has problems).
pub(crate) fn attribute(case: &Case, outcome: &Outcome) -> Stage {
    let has = |prefix: &str| outcome.problems.iter().any(|p| p.starts_with(prefix));
    if has("claims an operation") || outcome.problems.iter().any(|p| p.contains("operation_not_performed")) {
        return Stage::Reading;
    }
    if has("missing disclosure") || has("follow-up not about") || has("unexpected disclosure") {
        return Stage::Grounding;
    }
    let (candidates, route) = candidates(outcome);
    let gold_at = candidates.iter().position(|c| gold_candidate(case, c) == Some(true));
    if has("expected a can't-answer") {
        return Stage::Abstention;
    }
    let text_evidence = case.evidence.is_empty()
        || case.evidence.iter().any(|e| e.source.starts_with("policy") || e.source.starts_with("faq"));
    if has("answered can't-answer") {
        return match gold_at {
            Some(_) => Stage::Abstention,
            // The answer is in a product's or store's record: nothing in view to ask it of.
            None if !text_evidence => Stage::Grounding,
            None => Stage::Candidates,
        };
    }
    if has("missing fact") || has("must not say") {
        return match (route, gold_at) {
            ("text" | "products", Some(0)) => Stage::Phrasing,
            ("text" | "products", Some(_)) => Stage::Ranking,
            ("text", None) if text_evidence => Stage::Candidates,
            ("text", None) => Stage::Grounding,
            _ if missing_entity(case, outcome) => Stage::Grounding,
            _ => Stage::Phrasing,
        };
    }
    if has("expected the verdict") {
        return Stage::Verdict;
    }
    if missing_entity(case, outcome) {
        return Stage::Grounding;
    }
    Stage::Links
}

/// Whether a required product or store link is missing.
fn missing_entity(case: &Case, outcome: &Outcome) -> bool {
    outcome.problems.iter().any(|p| p.starts_with("missing link") && p.contains("gid://"))
        || (!case.links_required.is_empty() && outcome.problems.iter().any(|p| p.starts_with("missing link")))
}

/// One set's attribution and recall@k.
#[derive(Debug, Default)]
pub struct Explained {
    /// Failed questions per stage.
    pub by_stage: BTreeMap<Stage, usize>,
    /// Answerable questions whose gold the labels can find in a passage, and of those, how
    /// many have it among the first 1, 3 and 10 candidates.
    pub recall: [usize; 3],
    /// The denominator of `recall`.
    pub labelled: usize,
    /// The lines of `--explain`: each failed question with its stage and top candidates.
    pub lines: Vec<String>,
}

const KS: [usize; 3] = [1, 3, 10];

/// Attributes every failed question of `report` (run with traces) over `cases`.
pub fn explain_report(cases: &[Case], report: &Report) -> Explained {
    let mut out = Explained::default();
    for (case, outcome) in cases.iter().zip(&report.outcomes) {
        let (candidates, route) = candidates(outcome);
        let text_gold = case.evidence.is_empty()
            || case.evidence.iter().any(|e| e.source.starts_with("policy") || e.source.starts_with("faq"));
        if case.answerable && text_gold && gold_in(case, "").is_some() && !candidates.is_empty() {
            out.labelled += 1;
            let at = candidates.iter().position(|c| gold_candidate(case, c) == Some(true));
            for (slot, k) in KS.iter().enumerate() {
                if at.is_some_and(|i| i < *k) {
                    out.recall[slot] += 1;
                }
            }
        }
        if outcome.problems.is_empty() {
            continue;
        }
        let stage = attribute(case, outcome);
        *out.by_stage.entry(stage).or_default() += 1;
        let mut line = format!(
            "{} [{}] route {route}: {}\n    answer: {}\n    problems: {}",
            case.id,
            stage.name(),
            case.query,
            outcome.plain,
            outcome.problems.join("; ")
        );
        for c in candidates.iter().take(3) {
            let gold = if gold_candidate(case, c) == Some(true) { " (gold)" } else { "" };
            let _ = write!(line, "\n    {:.3} {}{gold}: {}", c.score, c.source, shorten(&c.text, 110));
        }
        // The product fields the field model liked best, when a product was asked about.
        let fields = outcome.trace.as_ref().and_then(|t| t.clauses.iter().find(|c| !c.fields.is_empty()));
        let mut best: Vec<&concierge_ask::FieldTrace> = fields.map(|c| c.fields.iter().collect()).unwrap_or_default();
        best.sort_by(|a, b| b.score.total_cmp(&a.score));
        for f in best.iter().take(3) {
            let _ = write!(line, "\n    field {:.3} {}/{}: {}", f.score, f.product, f.field, shorten(&f.text, 90));
        }
        // The products the linker liked best for the first clause.
        if let Some(first) = outcome.trace.as_ref().and_then(|t| t.clauses.first()) {
            let mut links: Vec<&concierge_ask::trace::Link> = first.links.iter().collect();
            links.sort_by(|a, b| b.score.total_cmp(&a.score));
            for l in links.iter().take(2) {
                let _ = write!(line, "\n    link {:.3} {}", l.score, l.product);
            }
            let mut turns: Vec<&concierge_ask::trace::Link> = first.follow_up.iter().collect();
            turns.sort_by(|a, b| b.score.total_cmp(&a.score));
            for l in turns.iter().take(2) {
                let _ = write!(line, "\n    turn {:.3} {}", l.score, l.product);
            }
        }
        out.lines.push(line);
    }
    out
}

fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let cut: String = text.chars().take(max).collect();
    format!("{cut}…")
}

impl Explained {
    /// Adds another set's figures.
    pub fn absorb(&mut self, other: Explained) {
        for (stage, n) in other.by_stage {
            *self.by_stage.entry(stage).or_default() += n;
        }
        for k in 0..3 {
            self.recall[k] += other.recall[k];
        }
        self.labelled += other.labelled;
    }

    /// The header of the failures-by-stage table.
    pub fn table_header() -> String {
        let stages: Vec<String> = Stage::ALL.iter().map(|s| format!("{:>10}", s.name())).collect();
        format!("{:<34}{}  recall@1/3/10 (of n)", "failures by stage", stages.join(""))
    }

    /// One row of it.
    pub fn table_row(&self, name: &str) -> String {
        let counts: Vec<String> =
            Stage::ALL.iter().map(|s| format!("{:>10}", self.by_stage.get(s).copied().unwrap_or(0))).collect();
        let r = |k: usize| if self.labelled == 0 { 0.0 } else { self.recall[k] as f64 / self.labelled as f64 };
        format!("{name:<34}{}  {:.2}/{:.2}/{:.2} ({})", counts.join(""), r(0), r(1), r(2), self.labelled)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(line: &str) -> Case {
        serde_json::from_str(line).unwrap()
    }

    #[test]
    fn evidence_quotes_label_passages_either_way_round() {
        let c = case(
            r#"{"id":"Q1","group":"G1","turn":1,"query":"How long to return?","category":"policy","answerable":true,
                "evidence":[{"source":"policy:returns","quote":"Return unworn items within 30 days."}]}"#,
        );
        assert_eq!(gold_in(&c, "You may return unworn items within 30 days. Sale items are final."), Some(true));
        assert_eq!(gold_in(&c, "Sale items are final."), Some(false));
        let unanswerable =
            case(r#"{"id":"Q2","group":"G2","turn":1,"query":"Do you sell cars?","category":"x","answerable":false}"#);
        assert_eq!(gold_in(&unanswerable, "anything"), Some(false));
    }

    #[test]
    fn facts_label_passages_when_there_is_no_evidence_but_yes_alone_cannot() {
        let c = case(
            r#"{"id":"Q1","group":"G1","turn":1,"query":"Free shipping?","category":"policy","answerable":true,
                "facts":[["yes"],["$50","50 dollars"]]}"#,
        );
        assert_eq!(gold_in(&c, "Shipping is free over $50."), Some(true));
        assert_eq!(gold_in(&c, "Shipping takes 3 days."), Some(false));
        let yes_only = case(
            r#"{"id":"Q2","group":"G2","turn":1,"query":"Open?","category":"x","answerable":true,"facts":[["yes"]]}"#,
        );
        assert_eq!(gold_in(&yes_only, "We are open."), None);
    }
}
