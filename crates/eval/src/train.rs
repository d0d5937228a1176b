//! Training the text ranker (`concierge train-ranker`): every question of the development
//! stores is asked with tracing on, each candidate passage the engine considered is labelled by
//! the question's evidence (or, for sets without evidence, its facts), and a logistic model is
//! fitted to the labels — once for the engine without a sentence encoder and once with one.
//! The abstention threshold is the one that makes the most right decisions on the same groups
//! (answer with the best candidate when it holds the answer; abstain when none does), averaged
//! over bootstrap resamples of them.
//! Leave-one-store-out figures say how it does on a store it never saw, beside plain BM25
//! order over the same candidates. Before it, the attribute lexicon (`attributes`) and the
//! linker; after it, the yes/no verdict (`verdict`).
//!
//! Deterministic: the same stores give the same weights, to the last digit (Newton's method
//! from zero, candidates in the engine's order, resamples drawn by a fixed generator).

// Matrix arithmetic reads best with its indices.
#![allow(clippy::needless_range_loop)]

use std::fmt::Write as _;

use concierge_ask::{
    DECISION_FEATURE_NAMES, FEATURE_NAMES, FIELD_FEATURE_NAMES, FIELD_FEATURES, Features, LINK_FEATURE_NAMES, Ranker,
    SIBLING_DECISION_FEATURE_NAMES, SIBLING_DECISION_FEATURES, SIBLING_FEATURE_NAMES, SIBLING_FEATURES,
    VERDICT_FEATURE_NAMES, VERDICT_FEATURES, Weights, decision_features, sibling_decision_features,
};
use concierge_service::config::Config;

use crate::EvalStore;
use crate::explain::{gold_candidate, gold_in};

mod attributes;
mod fields;
mod siblings;
mod verdict;

/// The candidates of one clause, each with its features and label.
#[derive(Debug, Clone)]
struct Group {
    store: String,
    /// Whether the store answers the question at all: abstaining is right only when it does not.
    answerable: bool,
    rows: Vec<(Vec<f64>, bool)>,
}

impl Group {
    fn any_gold(&self) -> bool {
        self.rows.iter().any(|(_, y)| *y)
    }
}

/// What training printed: how many questions and candidates, and the held-out figures.
#[derive(Debug, Clone, Default)]
pub struct TrainingReport {
    /// Human-readable, for the terminal and the closing note.
    pub text: String,
    /// Held-out top-1 accuracy (lexical, semantic): the learned order, fitted on the other stores.
    pub held_out_top1: [f64; 2],
    /// The same for plain BM25 order over the same candidates.
    pub held_out_bm25_top1: [f64; 2],
    /// The linker's held-out top-1 accuracy.
    pub held_out_linker_top1: f64,
}

/// Trains both models on `stores`: `lexical` is the configuration without an encoder,
/// `semantic` the one with (`[ask.embeddings]` set).
pub fn train_ranker(
    stores: &[EvalStore],
    lexical: &Config,
    semantic: &Config,
) -> Result<(Ranker, TrainingReport), String> {
    let mut report = String::new();
    // First the attribute lexicon, from the labels and the stores alone.
    let (attribute_words, attribute_report) = attributes::fit(&attributes::examples(stores));
    let _ = writeln!(report, "{attribute_report}");
    // Every model starts untrained and is staged in a file the engine loads, so training
    // never reads the built-in model (which may be for other features).
    let names: Vec<&str> = stores.iter().map(|s| s.name.as_str()).collect();
    let mut ranker = Ranker {
        features: FEATURE_NAMES.iter().map(|s| (*s).to_owned()).collect(),
        trained_on: format!("concierge train-ranker on {}", names.join(", ")),
        lexical: Weights::untrained(FEATURE_NAMES.len()),
        semantic: Weights::untrained(FEATURE_NAMES.len()),
        link_features: LINK_FEATURE_NAMES.iter().map(|s| (*s).to_owned()).collect(),
        linker: Weights::untrained(LINK_FEATURE_NAMES.len()),
        decision_features: DECISION_FEATURE_NAMES.iter().map(|s| (*s).to_owned()).collect(),
        lexical_decision: Weights::untrained(DECISION_FEATURE_NAMES.len()),
        semantic_decision: Weights::untrained(DECISION_FEATURE_NAMES.len()),
        verdict_features: VERDICT_FEATURE_NAMES.iter().map(|s| (*s).to_owned()).collect(),
        // A verdict still to be trained gives none.
        verdict: Weights { threshold: 1.0, ..Weights::untrained(VERDICT_FEATURES) },
        verdict_no_at: 0.0,
        attribute_words,
        field_features: FIELD_FEATURE_NAMES.iter().map(|s| (*s).to_owned()).collect(),
        // A field model still to be trained answers with no field.
        lexical_fields: Weights { threshold: 1.0, ..Weights::untrained(FIELD_FEATURES) },
        semantic_fields: Weights { threshold: 1.0, ..Weights::untrained(FIELD_FEATURES) },
        sibling_features: SIBLING_FEATURE_NAMES.iter().map(|s| (*s).to_owned()).collect(),
        // A follow-up model still to be trained turns to no other product.
        siblings: Weights::untrained(SIBLING_FEATURES),
        sibling_decision_features: SIBLING_DECISION_FEATURE_NAMES.iter().map(|s| (*s).to_owned()).collect(),
        sibling_decision: Weights { threshold: 1.0, ..Weights::untrained(SIBLING_DECISION_FEATURES) },
    };
    let staged = std::env::temp_dir().join(format!("concierge-linker-{}.json", std::process::id()));
    let stage = |ranker: &Ranker| -> Result<(), String> {
        let text = serde_json::to_string(ranker).map_err(|e| e.to_string())?;
        std::fs::write(&staged, text).map_err(|e| format!("{}: {e}", staged.display()))
    };
    let staged_config = |config: &Config| {
        let mut config = config.clone();
        config.ask.ranker_file = staged.display().to_string();
        config
    };
    stage(&ranker)?;
    // Then the linker: which products a clause names depends on words alone, so any model
    // collects the same candidates.
    let links = collect(stores, &staged_config(lexical), Collect::Links)?;
    let linker = fit_weights(&links, Order::ByFirstFeature);
    let with_gold = links.iter().filter(|g| g.any_gold()).count();
    let _ = writeln!(
        report,
        "linker: {} clauses naming a product candidate ({with_gold} with a gold product); threshold {:.3}",
        links.len(),
        linker.threshold
    );
    let (table, linker_top1, _) = held_out_table(&links, "rule", Order::ByFirstFeature);
    let _ = writeln!(report, "{table}");
    let (table, _, _) = held_out_table(&links, "rule", Order::Learned);
    let _ = writeln!(report, "linker ordered by the model instead:\n{table}");
    // Then the ranker, on an engine that links with the new linker (the candidates a clause
    // gets depend on the products in view). Its ranker and decision weights are still
    // untrained, and are never read while candidates are collected.
    ranker.linker = linker;
    stage(&ranker)?;
    // Then the follow-up model, whose features include the fitted linker's probabilities.
    let follow_ups = siblings::collect(stores, &staged_config(lexical))?;
    ranker.siblings = fit_weights(&follow_ups, Order::Learned);
    ranker.sibling_decision = fit_decision_by(&follow_ups, &ranker.siblings, sibling_decision_features);
    let turned = follow_ups.iter().filter(|g| g.answerable).count();
    let _ = writeln!(
        report,
        "follow-ups: {} labelled ({turned} turning to another product); decision threshold {:.3}",
        follow_ups.len(),
        ranker.sibling_decision.threshold
    );
    let _ = writeln!(report, "{}", siblings::held_out_table(&follow_ups));
    stage(&ranker)?;
    // Then the field model, per mode: which field of a product answers (the fields a clause
    // gets depend on the linker, not on the ranker).
    let mut field_models = Vec::new();
    for (mode, config) in [("lexical", lexical), ("semantic", semantic)] {
        let groups = collect(stores, &staged_config(config), Collect::Fields)?;
        let weights = fit_weights(&groups, Order::Learned);
        let with_gold = groups.iter().filter(|g| g.any_gold()).count();
        let _ = writeln!(
            report,
            "{mode} fields: {} (clause, product) pairs ({with_gold} with a gold field); threshold {:.3}",
            groups.len(),
            weights.threshold
        );
        let (table, _, _) = held_out_table(&groups, "rule", Order::Learned);
        let _ = writeln!(report, "{table}");
        let _ =
            writeln!(report, "  the written key rule alone: {:.3} right decisions", fields::rule_decisions(&groups));
        field_models.push(weights);
    }
    ranker.semantic_fields = field_models.pop().expect("two modes");
    ranker.lexical_fields = field_models.pop().expect("two modes");
    stage(&ranker)?;
    let mut fitted = Vec::new();
    let (mut learned, mut bm25) = ([0.0; 2], [0.0; 2]);
    for (slot, (mode, config)) in [("lexical", lexical), ("semantic", semantic)].into_iter().enumerate() {
        let groups = collect(stores, &staged_config(config), Collect::Candidates)?;
        let weights = fit_weights(&groups, Order::Learned);
        let candidates: usize = groups.iter().map(|g| g.rows.len()).sum();
        let with_gold = groups.iter().filter(|g| g.any_gold()).count();
        let _ = writeln!(
            report,
            "{mode}: {} clauses with candidates ({with_gold} with a gold candidate), {candidates} candidates; threshold {:.3}",
            groups.len(),
            weights.threshold
        );
        let (table, top1, bm25_top1) = held_out_table(&groups, "BM25", Order::Learned);
        let _ = writeln!(report, "{table}");
        (learned[slot], bm25[slot]) = (top1, bm25_top1);
        let decision = fit_decision(&groups, &weights);
        let _ = writeln!(report, "{mode} decision: threshold {:.3}", decision.threshold);
        fitted.push((weights, decision));
    }
    (ranker.semantic, ranker.semantic_decision) = fitted.pop().expect("two modes");
    (ranker.lexical, ranker.lexical_decision) = fitted.pop().expect("two modes");
    // Last the verdict, read from the answers the fitted models give (without an encoder: the
    // verdict reads sentences, whichever model chose them).
    stage(&ranker)?;
    let examples = verdict::collect(stores, &staged_config(lexical));
    let _ = std::fs::remove_file(&staged);
    let examples = examples?;
    (ranker.verdict, ranker.verdict_no_at) = verdict::fit(&examples);
    let _ = writeln!(
        report,
        "verdict: {} yes/no answers holding their gold content; yes at {:.3}, no at {:.3} (a wrong verdict costs {})",
        examples.len(),
        ranker.verdict.threshold,
        ranker.verdict_no_at,
        verdict::WRONG_VERDICT_COST
    );
    let _ = writeln!(report, "{}", verdict::held_out_table(&examples));
    Ok((
        ranker,
        TrainingReport {
            text: report,
            held_out_top1: learned,
            held_out_bm25_top1: bm25,
            held_out_linker_top1: linker_top1,
        },
    ))
}

/// What [`collect`] labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Collect {
    /// The products a clause could name.
    Links,
    /// The passages (and product answer) that could answer it.
    Candidates,
    /// The fields of the products asked about.
    Fields,
}

/// Asks every question of `stores` under `config` with traces, and labels what `what` says.
fn collect(stores: &[EvalStore], config: &Config, what: Collect) -> Result<Vec<Group>, String> {
    let mut groups = Vec::new();
    for store in stores {
        let reports = store.evaluate(config.clone(), true)?;
        for (set, report) in store.sets.iter().zip(reports) {
            for (case, outcome) in set.cases.iter().zip(&report.outcomes) {
                let Some(trace) = &outcome.trace else { continue };
                // The first clause of a conversation's first turn only: what it offers cannot
                // depend on an earlier answer, so on the model being replaced, and training
                // reproduces from any starting model.
                let Some(clause) = trace.clauses.first().filter(|_| case.turn == 1) else { continue };
                let rows: Vec<(Vec<f64>, bool)> = match what {
                    Collect::Links => {
                        let (gold, unsure) = gold_products(case, &store.business);
                        clause
                            .links
                            .iter()
                            .filter(|l| !unsure.contains(&l.product))
                            .map(|l| (l.features.clone(), gold.contains(&l.product)))
                            .collect()
                    }
                    Collect::Candidates => {
                        if gold_in(case, "").is_none() {
                            continue;
                        }
                        clause
                            .candidates
                            .iter()
                            .map(|c| (c.features.values().to_vec(), gold_candidate(case, c) == Some(true)))
                            .collect()
                    }
                    Collect::Fields => {
                        groups.extend(fields::groups(&store.name, &store.business, case, clause));
                        continue;
                    }
                };
                if !rows.is_empty() {
                    groups.push(Group { store: store.name.clone(), answerable: case.answerable, rows });
                }
            }
        }
    }
    Ok(groups)
}

/// The products a case is about (required links, evidence, the follow-up entity, products
/// whose notices it requires), and those it only allows (left out of the linker's labels:
/// neither right nor wrong).
fn gold_products(case: &crate::Case, business: &concierge_core::catalog::Business) -> (Vec<String>, Vec<String>) {
    let product_of = |link: &serde_json::Map<String, serde_json::Value>| {
        link.get("id").and_then(|v| v.as_str()).and_then(|gid| gid.split("/Product/").nth(1)).map(str::to_owned)
    };
    let mut gold: Vec<String> = case.links_required.iter().filter_map(product_of).collect();
    gold.extend(case.evidence.iter().filter_map(|e| e.source.strip_prefix("product:").map(str::to_owned)));
    gold.extend(case.followup_entity.as_deref().and_then(|g| g.split("/Product/").nth(1)).map(str::to_owned));
    for product in &business.products {
        if product.notices.iter().any(|n| case.disclosures.contains(&n.code)) && !gold.contains(&product.id) {
            gold.push(product.id.clone());
        }
    }
    let unsure: Vec<String> =
        case.links_allowed.iter().filter_map(product_of).filter(|id| !gold.contains(id)).collect();
    (gold, unsure)
}

/// The answer-or-abstain model: fitted on each clause's best candidate under `ranker` (right
/// when it holds the answer, wrong when the store has none; clauses whose best candidate is
/// wrong though the store answers are left out of the fit), its threshold the one with the
/// most right decisions over every clause.
fn fit_decision(groups: &[Group], ranker: &Weights) -> Weights {
    fit_decision_by(groups, ranker, |top, top_logit, second| {
        let mut values = [0.0; concierge_ask::FEATURES];
        values.copy_from_slice(top);
        decision_features(&Features(values), top_logit, second)
    })
}

/// [`fit_decision`] with the decision's features of the best candidate (its features, its
/// log-odds, the next one's) given by `features`.
fn fit_decision_by(
    groups: &[Group],
    ranker: &Weights,
    features: impl Fn(&[f64], f64, Option<f64>) -> Vec<f64>,
) -> Weights {
    let mut fit = Vec::new();
    let mut all = Vec::new();
    for g in groups {
        let mut order: Vec<(f64, &(Vec<f64>, bool))> = g.rows.iter().map(|r| (ranker.logit(&r.0), r)).collect();
        order.sort_by(|a, b| b.0.total_cmp(&a.0));
        let Some(&(top_logit, (top, gold))) = order.first() else { continue };
        let x = features(top, top_logit, order.get(1).map(|o| o.0));
        let one = Group { store: g.store.clone(), answerable: g.answerable, rows: vec![(x, *gold)] };
        if *gold || !g.answerable {
            fit.push(one.clone());
        }
        all.push(one);
    }
    let mut decision = fit_weights(&fit, Order::Learned);
    decision.threshold = threshold(&all, &decision, Order::Learned);
    decision
}

/// The logistic model and its threshold, fitted on `groups`.
fn fit_weights(groups: &[Group], order: Order) -> Weights {
    let rows: Vec<&(Vec<f64>, bool)> = groups.iter().flat_map(|g| &g.rows).collect();
    let mut fitted = fit_standardised(&rows);
    fitted.threshold = threshold(groups, &fitted, order);
    fitted
}

/// A logistic model of `rows` (features, label) over standardised features; its threshold is
/// one half until the caller fits one.
fn fit_standardised(rows: &[&(Vec<f64>, bool)]) -> Weights {
    let dims = rows.first().map_or(0, |r| r.0.len());
    let n = rows.len().max(1) as f64;
    let mut mean = vec![0.0; dims];
    for (x, _) in rows {
        for i in 0..dims {
            mean[i] += x[i] / n;
        }
    }
    let mut scale = vec![0.0; dims];
    for (x, _) in rows {
        for i in 0..dims {
            scale[i] += (x[i] - mean[i]).powi(2) / n;
        }
    }
    let scale: Vec<f64> = scale.into_iter().map(|v| if v > 1e-12 { v.sqrt() } else { 1.0 }).collect();
    let standard: Vec<(Vec<f64>, f64)> = rows
        .iter()
        .map(|(x, y)| ((0..dims).map(|i| (x[i] - mean[i]) / scale[i]).collect(), if *y { 1.0 } else { 0.0 }))
        .collect();
    let (weights, bias) = logistic(&standard, dims, 1.0);
    Weights { weights, bias, mean, scale, threshold: 0.5 }
}

/// L2-regularised logistic regression by Newton's method: weights and intercept.
fn logistic(rows: &[(Vec<f64>, f64)], dims: usize, lambda: f64) -> (Vec<f64>, f64) {
    let d = dims + 1;
    let mut w = vec![0.0; d];
    for _ in 0..50 {
        let mut gradient = vec![0.0; d];
        let mut hessian = vec![vec![0.0; d]; d];
        for (x, y) in rows {
            let z = w[dims] + (0..dims).map(|i| w[i] * x[i]).sum::<f64>();
            let p = 1.0 / (1.0 + (-z).exp());
            let xi = |i: usize| if i == dims { 1.0 } else { x[i] };
            for i in 0..d {
                gradient[i] += (p - y) * xi(i);
                for j in 0..=i {
                    hessian[i][j] += p * (1.0 - p) * xi(i) * xi(j);
                }
            }
        }
        for i in 0..d {
            for j in 0..i {
                hessian[j][i] = hessian[i][j];
            }
            if i < dims {
                gradient[i] += lambda * w[i];
                hessian[i][i] += lambda;
            }
            hessian[i][i] += 1e-9;
        }
        let step = solve(hessian, gradient);
        let size: f64 = step.iter().map(|s| s * s).sum::<f64>().sqrt();
        for i in 0..d {
            w[i] -= step[i];
        }
        if size < 1e-10 {
            break;
        }
    }
    let bias = w.pop().unwrap_or_default();
    (w, bias)
}

/// Solves `a·x = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs())).unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        let diagonal = a[col][col];
        if diagonal.abs() < 1e-15 {
            continue;
        }
        for row in col + 1..n {
            let factor = a[row][col] / diagonal;
            if factor != 0.0 {
                for k in col..n {
                    a[row][k] -= factor * a[col][k];
                }
                b[row] -= factor * b[col];
            }
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let rest: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = if a[row][row].abs() < 1e-15 { 0.0 } else { (b[row] - rest) / a[row][row] };
    }
    x
}

/// Each group's best candidate by `weights`: its probability, whether it is gold, whether any
/// candidate is, and whether the question is answerable.
fn tops(groups: &[Group], weights: &Weights, order: Order) -> Vec<(f64, bool, bool, bool)> {
    groups
        .iter()
        .map(|g| {
            let key = |x: &[f64]| match order {
                Order::Learned => weights.logit(x),
                Order::ByFirstFeature => x[0],
            };
            let best = g.rows.iter().fold((f64::NEG_INFINITY, &g.rows[0].0, false), |best, (x, y)| {
                if key(x) > best.0 { (key(x), x, *y) } else { best }
            });
            // A distinctive mention is always named (the linker's rule); the model decides the rest.
            let p = if order == Order::ByFirstFeature && best.1[concierge_ask::LINK_DISTINCTIVE] > 0.5 {
                1.0
            } else {
                weights.probability(best.1)
            };
            (p, best.2, g.any_gold(), g.answerable)
        })
        .collect()
}

/// Which candidate of a group is its best: by the model's score (passages), or by the first
/// feature (the linker, whose hand-written title score orders products better than the model
/// on stores it never saw; the model decides whether the best is named at all).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Order {
    Learned,
    ByFirstFeature,
}

/// How many bootstrap resamples [`bagged`] averages over.
const RESAMPLES: usize = 101;

/// The mean of what `choose` picks from each of [`RESAMPLES`] bootstrap resamples of `items`,
/// drawn by a fixed generator (so a re-fit gives the same numbers). A threshold picked at the
/// best gap between a few hundred probabilities jumps when a few examples come or go, and so
/// does a median when the best gaps cluster in two places; a mean moves with the share of
/// resamples in each.
fn bagged<T: Copy, const N: usize>(items: &[T], choose: impl Fn(&[T]) -> [f64; N]) -> [f64; N] {
    if items.is_empty() {
        return choose(items);
    }
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize
    };
    let mut sum = [0.0; N];
    let mut sample = Vec::with_capacity(items.len());
    for _ in 0..RESAMPLES {
        sample.clear();
        sample.extend((0..items.len()).map(|_| items[next() % items.len()]));
        for (total, x) in sum.iter_mut().zip(choose(&sample)) {
            *total += x;
        }
    }
    sum.map(|total| total / RESAMPLES as f64)
}

/// The threshold that makes the most right decisions: answering is right when the best
/// candidate holds the answer, abstaining when the store does not answer the question at all
/// (a refusal of an answerable question is wrong even when no candidate had its answer);
/// [`bagged`] over the clauses.
fn threshold(groups: &[Group], weights: &Weights, order: Order) -> f64 {
    let tops = tops(groups, weights, order);
    bagged(&tops, |sample| [best_threshold(sample)])[0]
}

/// [`threshold`] on one sample of each clause's best candidate.
fn best_threshold(tops: &[(f64, bool, bool, bool)]) -> f64 {
    let mut tops = tops.to_vec();
    tops.sort_by(|a, b| b.0.total_cmp(&a.0));
    // Answering none: right for every unanswerable question.
    let mut right: i64 = tops.iter().filter(|t| !t.3).count() as i64;
    let (mut best_right, mut best_at) = (right, 1.0);
    for (k, t) in tops.iter().enumerate() {
        // Now answering this one too.
        right += i64::from(t.1) - i64::from(!t.3);
        let next = tops.get(k + 1).map_or(0.0, |n| n.0);
        if right > best_right && t.0 > next {
            best_right = right;
            best_at = (t.0 + next) / 2.0;
        }
    }
    best_at.clamp(1e-6, 1.0 - 1e-6)
}

/// Leave-one-store-out: per store, fitted on the others; top-1 accuracy (of groups with a gold
/// candidate) learned and by BM25 order, and the share of right answer-or-abstain decisions.
/// The plain order sorts by the first feature: BM25's share for passages, the hand-written
/// title score for the linker; `baseline` names it.
fn held_out_table(groups: &[Group], baseline: &str, order: Order) -> (String, f64, f64) {
    let mut stores: Vec<&str> = groups.iter().map(|g| g.store.as_str()).collect();
    stores.dedup();
    stores.sort_unstable();
    stores.dedup();
    let mut out = format!(
        "  {:<22}{:>8}{:>10}{:>12}{:>12}{:>12}",
        "held out",
        "clauses",
        "with gold",
        "top-1",
        format!("{baseline} top-1"),
        "decisions"
    );
    let (mut all_top, mut all_bm25, mut all_gold, mut all_right, mut all_n) = (0, 0, 0, 0, 0);
    for store in stores {
        let train: Vec<Group> = groups.iter().filter(|g| g.store != store).cloned().collect();
        let test: Vec<&Group> = groups.iter().filter(|g| g.store == store).collect();
        if train.is_empty() {
            continue;
        }
        let weights = fit_weights(&train, order);
        let test_owned: Vec<Group> = test.iter().map(|g| (*g).clone()).collect();
        let tops = tops(&test_owned, &weights, order);
        let gold = tops.iter().filter(|t| t.2).count();
        let top1 = tops.iter().filter(|t| t.1).count();
        let bm25 = test
            .iter()
            .filter(|g| {
                g.rows.iter().fold((f64::NEG_INFINITY, false), |b, (x, y)| if x[0] > b.0 { (x[0], *y) } else { b }).1
            })
            .count();
        let right = tops.iter().filter(|t| if t.0 >= weights.threshold { t.1 } else { !t.3 }).count();
        let _ = write!(
            out,
            "\n  {store:<22}{:>8}{gold:>10}{:>12}{:>12}{:>12}",
            tops.len(),
            ratio(top1, gold),
            ratio(bm25, gold),
            ratio(right, tops.len())
        );
        (all_top, all_bm25, all_gold, all_right, all_n) =
            (all_top + top1, all_bm25 + bm25, all_gold + gold, all_right + right, all_n + tops.len());
    }
    let _ = write!(
        out,
        "\n  {:<22}{all_n:>8}{all_gold:>10}{:>12}{:>12}{:>12}",
        "all (held out)",
        ratio(all_top, all_gold),
        ratio(all_bm25, all_gold),
        ratio(all_right, all_n)
    );
    let share = |hit: usize| hit as f64 / all_gold.max(1) as f64;
    (out, share(all_top), share(all_bm25))
}

fn ratio(hit: usize, total: usize) -> String {
    if total == 0 { "-".to_owned() } else { format!("{:.3}", hit as f64 / total as f64) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn group(store: &str, rows: &[(f64, bool)]) -> Group {
        Group {
            store: store.to_owned(),
            answerable: rows.iter().any(|r| r.1),
            rows: rows
                .iter()
                .map(|(v, y)| {
                    let mut x = vec![0.0; 5];
                    x[2] = *v;
                    (x, *y)
                })
                .collect(),
        }
    }

    #[test]
    fn the_fit_learns_which_way_a_feature_points_and_is_deterministic() {
        let groups: Vec<Group> = (0..40)
            .map(|i| {
                let s = f64::from(i % 7) / 10.0;
                if i % 4 == 0 {
                    group("a", &[(0.1 + s / 10.0, false), (0.2, false)])
                } else {
                    group("b", &[(0.9 - s / 10.0, true), (0.3 + s / 10.0, false)])
                }
            })
            .collect();
        let w = fit_weights(&groups, Order::Learned);
        assert!(w.weights[2] > 0.0, "coverage predicts the gold passage: {:?}", w.weights);
        let again = fit_weights(&groups, Order::Learned);
        assert_eq!(w.weights, again.weights);
        assert_eq!(w.threshold, again.threshold);
        // Groups without gold (store "a") score below the threshold; those with it above.
        for t in tops(&groups, &w, Order::Learned) {
            assert_eq!(t.0 >= w.threshold, t.2, "{t:?} vs {}", w.threshold);
        }
    }

    #[test]
    fn bagging_averages_what_each_resample_picks() {
        // The larger of two values: 1 in three resamples of four, so the mean is near 0.75
        // where a median would say 1.
        let [mean] = bagged(&[0.0, 1.0], |s: &[f64]| [s.iter().copied().fold(f64::MIN, f64::max)]);
        assert!((mean - 0.75).abs() < 0.1, "{mean}");
        let again = bagged(&[0.0, 1.0], |s: &[f64]| [s.iter().copied().fold(f64::MIN, f64::max)]);
        assert_eq!(again, [mean], "deterministic");
    }

    #[test]
    fn gaussian_elimination_solves_a_small_system() {
        let x = solve(vec![vec![2.0, 1.0], vec![1.0, 3.0]], vec![3.0, 5.0]);
        assert!((x[0] - 0.8).abs() < 1e-12 && (x[1] - 1.4).abs() < 1e-12, "{x:?}");
    }
}
