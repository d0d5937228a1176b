//! Content gaps: the unanswered questions, grouped so that one missing FAQ shows as one row.
//!
//! Two questions are in one group when their content words overlap enough (Jaccard similarity
//! of the word sets, after dropping function words and folding plurals), in the same language.
//! Groups form greedily from the most asked question down, so a group's first question is its
//! most asked, and groups are listed by how often their questions were asked in all. This is
//! for reading, never for answering: the grouping decides nothing Ask says.

use std::collections::BTreeSet;

use concierge_service::database::{GapKind, Unanswered};

/// The share of content words two questions must share to be grouped.
pub(crate) const GROUP_SIMILARITY: f64 = 0.5;

/// Words that carry no subject in a question, in the languages stores commonly use.
const FUNCTION_WORDS: &[&str] = &[
    "a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "for", "with", "by", "from", "is", "are", "was", "be",
    "do", "does", "did", "can", "could", "would", "will", "should", "i", "you", "we", "my", "your", "our", "it", "its",
    "this", "that", "there", "what", "which", "who", "how", "when", "where", "why", "any", "some", "me", "us", "have",
    "has", "if", "not", "no", "yes", "please", "le", "la", "les", "de", "des", "du", "un", "une", "est", "et", "vous",
    "je", "el", "los", "las", "es", "y", "que", "der", "die", "das", "und", "ist",
];

/// A question's content words: lower case, without function words, plurals folded.
pub(crate) fn content_words(question: &str) -> BTreeSet<String> {
    question
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .filter(|w| !FUNCTION_WORDS.contains(&w.as_str()))
        .map(|w| match w.strip_suffix('s') {
            Some(stem) if stem.chars().count() >= 3 && !stem.ends_with('s') => stem.to_owned(),
            _ => w,
        })
        .collect()
}

fn similarity(a: &BTreeSet<String>, b: &BTreeSet<String>) -> f64 {
    if a.is_empty() && b.is_empty() {
        return 1.0;
    }
    let shared = a.intersection(b).count();
    shared as f64 / (a.len() + b.len() - shared) as f64
}

/// A group of similar unanswered questions.
#[derive(Debug, Clone)]
pub(crate) struct Group {
    /// Its questions, most asked first (the first names the group).
    pub(crate) questions: Vec<Unanswered>,
    words: BTreeSet<String>,
}

impl Group {
    /// A stable key for the group: its first question and language.
    pub(crate) fn key(&self) -> String {
        let first = &self.questions[0];
        let digest = first
            .question
            .bytes()
            .chain([0x1f])
            .chain(first.language.bytes())
            .fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3));
        format!("{digest:016x}")
    }

    /// How many times its questions were asked.
    pub(crate) fn count(&self) -> i64 {
        self.questions.iter().map(|q| q.count).sum()
    }

    /// When one of them was first asked.
    pub(crate) fn first_seen(&self) -> i64 {
        self.questions.iter().map(|q| q.first_seen).min().unwrap_or(0)
    }

    /// When one of them was last asked.
    pub(crate) fn last_seen(&self) -> i64 {
        self.questions.iter().map(|q| q.last_seen).max().unwrap_or(0)
    }

    /// Whether every question was marked handled and none was asked since.
    pub(crate) fn is_handled(&self) -> bool {
        self.questions.iter().all(|q| q.handled_at.is_some_and(|at| at >= q.last_seen))
    }

    /// Whether only low-confidence answers are in it (Ask did answer).
    pub(crate) fn only_low_confidence(&self) -> bool {
        self.questions.iter().all(|q| q.kind == GapKind::LowConfidence)
    }
}

/// `rows` in groups, most asked first.
pub(crate) fn group(mut rows: Vec<Unanswered>) -> Vec<Group> {
    rows.sort_by(|a, b| b.count.cmp(&a.count).then(b.last_seen.cmp(&a.last_seen)).then(a.question.cmp(&b.question)));
    let mut groups: Vec<Group> = Vec::new();
    for row in rows {
        let words = content_words(&row.question);
        let home = groups
            .iter_mut()
            .find(|g| g.questions[0].language == row.language && similarity(&g.words, &words) >= GROUP_SIMILARITY);
        match home {
            Some(g) => g.questions.push(row),
            None => groups.push(Group { questions: vec![row], words }),
        }
    }
    groups.sort_by(|a, b| b.count().cmp(&a.count()).then(b.last_seen().cmp(&a.last_seen())));
    groups
}

/// One CSV cell: quoted when it must be, and never read as a formula by a spreadsheet.
pub(crate) fn csv_cell(text: &str) -> String {
    let guarded = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) { format!("'{text}") } else { text.to_owned() };
    if guarded.contains([',', '"', '\n', '\r']) || guarded != guarded.trim() {
        format!("\"{}\"", guarded.replace('"', "\"\""))
    } else {
        guarded
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(question: &str, count: i64, last_seen: i64) -> Unanswered {
        Unanswered {
            question: question.to_owned(),
            language: "en".to_owned(),
            count,
            first_seen: last_seen - 100,
            last_seen,
            kind: GapKind::CantAnswer,
            handled_at: None,
        }
    }

    #[test]
    fn similar_questions_group_and_groups_rank_by_how_often_they_were_asked() {
        let groups = group(vec![
            row("do you offer gift wrapping?", 2, 10),
            row("is gift wrapping available", 3, 20),
            row("can i pay with bitcoin?", 4, 30),
            row("gift wrapping options", 1, 40),
        ]);
        assert_eq!(groups.len(), 2, "{groups:?}");
        assert_eq!(groups[0].questions[0].question, "is gift wrapping available");
        assert_eq!(groups[0].count(), 6);
        assert_eq!(groups[0].questions.len(), 3);
        assert_eq!(groups[0].first_seen(), -90);
        assert_eq!(groups[0].last_seen(), 40);
        assert_eq!(groups[1].questions[0].question, "can i pay with bitcoin?");
        assert_ne!(groups[0].key(), groups[1].key());
    }

    #[test]
    fn languages_stay_apart_and_plurals_fold() {
        let mut fr = row("gift wrapping", 1, 1);
        fr.language = "fr".into();
        assert_eq!(group(vec![row("gift wrapping", 1, 1), fr]).len(), 2);
        assert_eq!(content_words("Do you sell kayaks?"), content_words("sell kayak"));
    }

    #[test]
    fn a_group_is_handled_until_asked_again() {
        let mut a = row("gift wrapping", 1, 100);
        a.handled_at = Some(150);
        let g = group(vec![a.clone()]);
        assert!(g[0].is_handled());
        a.last_seen = 200;
        assert!(!group(vec![a])[0].is_handled());
    }

    #[test]
    fn csv_cells_are_quoted_and_never_formulas() {
        assert_eq!(csv_cell("plain"), "plain");
        assert_eq!(csv_cell("a, \"b\""), "\"a, \"\"b\"\"\"");
        assert_eq!(csv_cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(csv_cell("-1"), "'-1");
    }
}
