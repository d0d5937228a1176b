//! Training the follow-up model: which other product a follow-up turns to from the one in
//! view. Every follow-up of the development stores whose conversation is labelled (the turn
//! names its `followup_entity`, the turn before it one product) is a group: the products the
//! engine offers as candidates, with their features, labelled by whether each is the follow-up
//! entity. When the follow-up stays on the product in view, no candidate is right and staying
//! is. The product in view is the one the labels give, not the one the engine answered about,
//! so the examples do not depend on the model being replaced.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use concierge_ask::{SIBLING_FEATURE_NAMES, sibling_decision_features};
use concierge_service::config::Config;

use super::Group;
use crate::{Case, EvalStore};

/// The groups of every labelled follow-up of `stores`, with the engine `config` builds (its
/// ranker file holds the fitted linker, whose probabilities are features).
pub(super) fn collect(stores: &[EvalStore], config: &Config) -> Result<Vec<Group>, String> {
    let mut groups = Vec::new();
    for store in stores {
        let mut config = config.clone();
        config.storage.database_url = "sqlite::memory:".into();
        let clock = std::sync::Arc::new(concierge_core::clock::FixedClock(store.now));
        let app = concierge_service::Concierge::new(config, store.business.clone(), clock)
            .map_err(|e| format!("{}: {}", store.name, e.join("; ")))?;
        let generation = app.generation();
        let engine = generation.engine();
        for set in &store.sets {
            let mut conversations: BTreeMap<&str, Vec<&Case>> = BTreeMap::new();
            for case in set.cases.iter().filter(|c| !c.group.is_empty()) {
                conversations.entry(&case.group).or_default().push(case);
            }
            for turns in conversations.values_mut() {
                turns.sort_by_key(|c| c.turn);
                for pair in turns.windows(2) {
                    let (before, case) = (pair[0], pair[1]);
                    let (Some(base), Some(gold)) = (entity_of(before), followed(case)) else { continue };
                    let rows: Vec<(Vec<f64>, bool)> = engine
                        .follow_up_candidates(&case.query, &base)
                        .into_iter()
                        .map(|(id, features)| (features, id == gold))
                        .collect();
                    if rows.is_empty() {
                        continue;
                    }
                    // Turning is right only when the follow-up is about another product.
                    groups.push(Group { store: store.name.clone(), answerable: gold != base, rows });
                }
            }
        }
    }
    Ok(groups)
}

/// The product id a follow-up is labelled about.
fn followed(case: &Case) -> Option<String> {
    case.followup_entity.as_deref()?.split("/Product/").nth(1).map(str::to_owned)
}

/// The one product a turn is about: its follow-up entity, else its only required product link.
fn entity_of(case: &Case) -> Option<String> {
    if let Some(id) = followed(case) {
        return Some(id);
    }
    let products: Vec<&str> = case
        .links_required
        .iter()
        .filter_map(|l| l.get("id").and_then(|v| v.as_str()))
        .filter_map(|gid| gid.split("/Product/").nth(1))
        .collect();
    match products.as_slice() {
        [one] => Some((*one).to_owned()),
        _ => None,
    }
}

/// Leave-one-store-out: per store, both models fitted on the other stores; the share of right
/// decisions (turning to the labelled product, or staying when the follow-up stays), beside
/// never turning and beside the written rule the engine used before (turn when the clause asks
/// for another and names a title word of a product sharing title words with the one in view;
/// the one naming most, then sharing most).
pub(super) fn held_out_table(groups: &[Group]) -> String {
    let at = |name: &str| SIBLING_FEATURE_NAMES.iter().position(|n| *n == name).expect("a follow-up feature");
    let (named, overlap, another) = (at("family_title_named"), at("title_overlap"), at("asks_another"));
    let mut stores: Vec<&str> = groups.iter().map(|g| g.store.as_str()).collect();
    stores.sort_unstable();
    stores.dedup();
    let mut out = format!(
        "  {:<22}{:>8}{:>10}{:>12}{:>14}{:>14}",
        "held out", "clauses", "turning", "learned", "never turn", "written rule"
    );
    let mut totals = [0usize; 4];
    for store in stores {
        let train: Vec<Group> = groups.iter().filter(|g| g.store != store).cloned().collect();
        let test: Vec<&Group> = groups.iter().filter(|g| g.store == store).collect();
        if train.is_empty() {
            continue;
        }
        let ranking = super::fit_weights(&train, super::Order::Learned);
        let decision = super::fit_decision_by(&train, &ranking, sibling_decision_features);
        let mut right = [0usize; 3];
        for g in &test {
            let mut order: Vec<(f64, &(Vec<f64>, bool))> = g.rows.iter().map(|r| (ranking.logit(&r.0), r)).collect();
            order.sort_by(|a, b| b.0.total_cmp(&a.0));
            let learned = order.first().and_then(|&(top_logit, (x, gold))| {
                let d = sibling_decision_features(x, top_logit, order.get(1).map(|o| o.0));
                (decision.probability(&d) >= decision.threshold).then_some(*gold)
            });
            let rule = g
                .rows
                .iter()
                .filter(|(x, _)| x[named] > 0.0 && x[another] > 0.5)
                .max_by(|a, b| a.0[named].total_cmp(&b.0[named]).then(a.0[overlap].total_cmp(&b.0[overlap])))
                .map(|(_, gold)| *gold);
            let judge = |turned: Option<bool>| match turned {
                Some(gold) => gold,
                None => !g.answerable,
            };
            right[0] += usize::from(judge(learned));
            right[1] += usize::from(judge(None));
            right[2] += usize::from(judge(rule));
        }
        let turning = test.iter().filter(|g| g.answerable).count();
        let _ = write!(
            out,
            "\n  {store:<22}{:>8}{turning:>10}{:>12}{:>14}{:>14}",
            test.len(),
            super::ratio(right[0], test.len()),
            super::ratio(right[1], test.len()),
            super::ratio(right[2], test.len())
        );
        totals[0] += test.len();
        for k in 0..3 {
            totals[k + 1] += right[k];
        }
    }
    let _ = write!(
        out,
        "\n  {:<22}{:>8}{:>10}{:>12}{:>14}{:>14}",
        "all (held out)",
        totals[0],
        groups.iter().filter(|g| g.answerable).count(),
        super::ratio(totals[1], totals[0]),
        super::ratio(totals[2], totals[0]),
        super::ratio(totals[3], totals[0])
    );
    out
}
