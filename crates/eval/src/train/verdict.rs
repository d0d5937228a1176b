//! Training the yes/no verdict: every yes/no question of the development stores whose answer
//! (before any verdict was put first) holds its gold content is an example — the verdict's
//! features as the engine read them, labelled by the question's polarity. A logistic model gives
//! the probability of yes; "Yes" leads above one threshold, "No" below another, and between
//! them the answer's sentences speak for themselves. The thresholds are those with the most
//! right verdicts when a wrong one counts [`WRONG_VERDICT_COST`] times a right one (a verdict
//! that contradicts the sentence after it misleads more than no verdict at all), averaged over
//! bootstrap resamples of the examples, so that a few examples more or less do not move them.

use std::fmt::Write as _;

use concierge_ask::{Ranker, VERDICT_FEATURE_NAMES, Weights};
use concierge_service::config::Config;

use super::{bagged, fit_standardised, ratio};
use crate::explain::{gold_in, substantive_facts};
use crate::suite::normalise_quote;
use crate::{EvalStore, Polarity};

/// How many right verdicts one wrong verdict costs when the thresholds are chosen (a policy,
/// not a fitted number).
pub(crate) const WRONG_VERDICT_COST: f64 = 2.0;

/// One answer the verdict read: its store, features, and whether the right verdict is yes.
#[derive(Debug, Clone)]
pub(super) struct Example {
    store: String,
    row: (Vec<f64>, bool),
    /// The written rule's verdict on it (the `rule_yes` and `rule_no` features).
    rule: Option<bool>,
}

/// Asks every question of `stores` under `config` (whose ranker file holds the fitted ranker)
/// and keeps the yes/no answers that hold their gold content.
pub(super) fn collect(stores: &[EvalStore], config: &Config) -> Result<Vec<Example>, String> {
    let at = |name: &str| VERDICT_FEATURE_NAMES.iter().position(|n| *n == name).expect("a verdict feature");
    let (yes_at, no_at) = (at("rule_yes"), at("rule_no"));
    let mut examples = Vec::new();
    for store in stores {
        let reports = store.evaluate(config.clone(), true)?;
        for (set, report) in store.sets.iter().zip(reports) {
            for (case, outcome) in set.cases.iter().zip(&report.outcomes) {
                let Some(polarity) = case.polarity else { continue };
                // The first clause the verdict read, in any turn: no verdict changes what a
                // conversation carries to its next turn, so none depends on the model replaced.
                let Some(read) = outcome.trace.as_ref().and_then(|t| t.clauses.iter().find_map(|c| c.verdict.as_ref()))
                else {
                    continue;
                };
                let text = normalise_quote(&read.text);
                let facts = substantive_facts(case);
                let holds = gold_in(case, &read.text) == Some(true)
                    || (!facts.is_empty()
                        && facts.iter().all(|alts| alts.iter().any(|a| text.contains(&normalise_quote(a)))));
                if !holds {
                    continue;
                }
                let f = &read.features;
                let rule = if f[yes_at] > 0.5 {
                    Some(true)
                } else if f[no_at] > 0.5 {
                    Some(false)
                } else {
                    None
                };
                examples.push(Example { store: store.name.clone(), row: (f.clone(), polarity == Polarity::Yes), rule });
            }
        }
    }
    Ok(examples)
}

/// The verdict model and the probability at or below which "No" leads (its own threshold is
/// the one at or above which "Yes" does).
pub(super) fn fit(examples: &[Example]) -> (Weights, f64) {
    let rows: Vec<&(Vec<f64>, bool)> = examples.iter().map(|e| &e.row).collect();
    let mut weights = fit_standardised(&rows);
    let scored: Vec<(f64, bool)> = rows.iter().map(|(x, y)| (weights.probability(x), *y)).collect();
    let (yes_at, no_at) = bagged_thresholds(&scored);
    weights.threshold = yes_at;
    (weights, no_at)
}

/// The thresholds with the most right verdicts, a wrong one costing [`WRONG_VERDICT_COST`]:
/// "Yes" at or above the first (never below one half), "No" at or below the second (never
/// above it). Each is halfway between two neighbouring probabilities, so a re-fit on the same
/// examples gives the same numbers.
fn thresholds(scored: &[(f64, bool)]) -> (f64, f64) {
    let mut by_p: Vec<(f64, bool)> = scored.to_vec();
    by_p.sort_by(|a, b| b.0.total_cmp(&a.0));
    // "Yes" for the k most probable.
    let (mut gain, mut best, mut yes_at) = (0.0, 0.0, 1.0);
    for (k, &(p, yes)) in by_p.iter().enumerate() {
        if p < 0.5 {
            break;
        }
        gain += if yes { 1.0 } else { -WRONG_VERDICT_COST };
        let next = by_p.get(k + 1).map_or(0.0, |n| n.0);
        if gain > best && p > next {
            (best, yes_at) = (gain, ((p + next) / 2.0).max(0.5));
        }
    }
    // "No" for the k least probable.
    let (mut gain, mut best, mut no_at) = (0.0, 0.0, 0.0);
    for (k, &(p, yes)) in by_p.iter().rev().enumerate() {
        if p > 0.5 {
            break;
        }
        gain += if yes { -WRONG_VERDICT_COST } else { 1.0 };
        let next = by_p.iter().rev().nth(k + 1).map_or(1.0, |n| n.0);
        if gain > best && p < next {
            (best, no_at) = (gain, ((p + next) / 2.0).min(0.5));
        }
    }
    (yes_at, no_at)
}

/// [`thresholds`] averaged over bootstrap resamples of `scored` ([`bagged`]).
fn bagged_thresholds(scored: &[(f64, bool)]) -> (f64, f64) {
    let [yes_at, no_at] = bagged(scored, |sample| {
        let (yes_at, no_at) = thresholds(sample);
        [yes_at, no_at]
    });
    (yes_at, no_at)
}

/// Leave-one-store-out: per store, the verdicts of a model fitted on the others, beside the
/// written rule's on the same answers (right / wrong / none).
pub(super) fn held_out_table(examples: &[Example]) -> String {
    let mut stores: Vec<&str> = examples.iter().map(|e| e.store.as_str()).collect();
    stores.sort_unstable();
    stores.dedup();
    let mut out = format!(
        "  {:<22}{:>8}{:>10}{:>10}{:>10}{:>12}{:>12}",
        "held out", "answers", "right", "wrong", "none", "rule right", "rule wrong"
    );
    let mut total = [0usize; 6];
    for store in stores {
        let train: Vec<Example> = examples.iter().filter(|e| e.store != store).cloned().collect();
        let test: Vec<&Example> = examples.iter().filter(|e| e.store == store).collect();
        if train.is_empty() {
            continue;
        }
        let (weights, no_at) = fit(&train);
        let mut counts = [test.len(), 0, 0, 0, 0, 0];
        for e in &test {
            match Ranker::verdict_by(&weights, no_at, &e.row.0).0 {
                Some(v) if v == e.row.1 => counts[1] += 1,
                Some(_) => counts[2] += 1,
                None => counts[3] += 1,
            }
            match e.rule {
                Some(v) if v == e.row.1 => counts[4] += 1,
                Some(_) => counts[5] += 1,
                None => {}
            }
        }
        let _ = write!(
            out,
            "\n  {store:<22}{:>8}{:>10}{:>10}{:>10}{:>12}{:>12}",
            counts[0],
            ratio(counts[1], counts[0]),
            ratio(counts[2], counts[0]),
            ratio(counts[3], counts[0]),
            ratio(counts[4], counts[0]),
            ratio(counts[5], counts[0])
        );
        for (t, c) in total.iter_mut().zip(counts) {
            *t += c;
        }
    }
    let _ = write!(
        out,
        "\n  {:<22}{:>8}{:>10}{:>10}{:>10}{:>12}{:>12}",
        "all (held out)",
        total[0],
        ratio(total[1], total[0]),
        ratio(total[2], total[0]),
        ratio(total[3], total[0]),
        ratio(total[4], total[0]),
        ratio(total[5], total[0])
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds_leave_the_unsure_middle_without_a_verdict() {
        // Sure yeses, sure noes, and a middle where the labels disagree.
        let mut scored = Vec::new();
        for i in 0..10 {
            scored.push((0.9 + f64::from(i) / 1000.0, true));
            scored.push((0.1 - f64::from(i) / 1000.0, false));
        }
        for i in 0..6 {
            scored.push((0.52 + f64::from(i) / 100.0, i % 2 == 0));
            scored.push((0.48 - f64::from(i) / 100.0, i % 2 == 1));
        }
        let (yes_at, no_at) = thresholds(&scored);
        assert!(yes_at > 0.6 && yes_at < 0.9, "{yes_at}");
        assert!(no_at < 0.4 && no_at > 0.1, "{no_at}");
        assert_eq!(thresholds(&scored), (yes_at, no_at), "deterministic");
    }

    #[test]
    fn bagged_thresholds_are_deterministic_and_barely_move_when_an_example_goes() {
        let mut scored = Vec::new();
        for i in 0..200 {
            let p = f64::from(i) / 200.0;
            // More yeses the higher the probability, with noise in the middle.
            scored.push((p, (i * 7919) % 200 < i));
        }
        let (yes_at, no_at) = bagged_thresholds(&scored);
        assert_eq!(bagged_thresholds(&scored), (yes_at, no_at), "deterministic");
        assert!(yes_at >= 0.5 && no_at <= 0.5, "{yes_at} {no_at}");
        let fewer: Vec<(f64, bool)> = scored.iter().copied().filter(|(p, _)| (*p - 0.6).abs() > 0.004).collect();
        let (yes_fewer, no_fewer) = bagged_thresholds(&fewer);
        assert!((yes_fewer - yes_at).abs() < 0.05 && (no_fewer - no_at).abs() < 0.05, "{yes_fewer} {no_fewer}");
    }

    #[test]
    fn no_examples_give_no_verdicts() {
        let (yes_at, no_at) = thresholds(&[]);
        assert!(yes_at >= 1.0 && no_at <= 0.0);
    }
}
