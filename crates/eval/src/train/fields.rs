//! Training the field model: every product field the engine scored for a question's first
//! clause (its trace's `fields`) is labelled by the question's evidence — an attribute whose
//! value the evidence quotes, or a description sentence that holds the quote — or, for sets
//! without evidence, by its facts. A product none of whose fields answers an answerable
//! question is left out (the answer is a notice, a price, a policy or another product's, which
//! other answerers give); one asked about in a question the store cannot answer teaches that
//! abstaining is right.

use concierge_ask::ClauseTrace;
use concierge_core::catalog::{AttributeValue, Business};

use super::Group;
use super::attributes::same_value;
use crate::explain::{gold_in, holds_quote, substantive_facts};
use crate::suite::normalise_quote;

/// The field groups of one traced clause: one per product scored.
pub(super) fn groups(store: &str, business: &Business, case: &crate::Case, clause: &ClauseTrace) -> Vec<Group> {
    let mut products: Vec<&str> = clause.fields.iter().map(|f| f.product.as_str()).collect();
    products.dedup();
    let mut out = Vec::new();
    for product in products {
        let Some(p) = business.products.iter().find(|p| p.id == product) else { continue };
        let quotes: Vec<String> = case
            .evidence
            .iter()
            .filter(|e| e.source.strip_prefix("product:") == Some(product))
            .map(|e| normalise_quote(&e.quote))
            .collect();
        let about_it = !quotes.is_empty()
            || case.links_required.iter().any(|l| {
                l.get("id").and_then(|v| v.as_str()).and_then(|g| g.split("/Product/").nth(1)) == Some(product)
            });
        let rows: Vec<(Vec<f64>, bool)> = clause
            .fields
            .iter()
            .filter(|f| f.product == product)
            .map(|f| {
                let gold = case.answerable
                    && about_it
                    && match p.attributes.get(f.field.as_str()) {
                        Some(value) => quotes.iter().any(|q| quotes_value(q, &f.field, value)),
                        None => quotes.iter().any(|q| holds_quote(&normalise_quote(&f.text), q)),
                    }
                    || (case.answerable && case.evidence.is_empty() && about_it && states_facts(case, &f.text));
                (f.features.clone(), gold)
            })
            .collect();
        let any_gold = rows.iter().any(|r| r.1);
        // Answerable, and no field of this product holds the answer (it is a notice, a price, a
        // policy, another product's): the text answerer and the ranker decide whether this
        // product's reply is used, so no field here is right or wrong. Abstaining is right only
        // when the store cannot answer at all.
        if !any_gold && case.answerable {
            continue;
        }
        if !rows.is_empty() {
            out.push(Group { store: store.to_owned(), answerable: case.answerable, rows });
        }
    }
    out
}

/// Whether an evidence quote states an attribute: as `key = value`, or its value.
fn quotes_value(quote: &str, key: &str, value: &AttributeValue) -> bool {
    let named = quote.strip_prefix(key).is_some_and(|rest| rest.trim_start().starts_with(['=', ':']));
    let text = match value {
        AttributeValue::List(items) => items.join(" | "),
        other => other.to_string(),
    };
    named || same_value(quote, &text)
}

/// Whether a field's sentence states every fact of a case beyond yes or no.
fn states_facts(case: &crate::Case, text: &str) -> bool {
    !substantive_facts(case).is_empty() && gold_in(case, text) == Some(true)
}

/// The share of right decisions the written key rule makes on `groups`: it states every field
/// it names (right when one of them holds the answer) and abstains when it names none (right
/// when the store cannot answer), to set beside the model's held-out decisions.
pub(super) fn rule_decisions(groups: &[Group]) -> f64 {
    let right = groups
        .iter()
        .filter(|g| {
            let named: Vec<&(Vec<f64>, bool)> = g.rows.iter().filter(|(x, _)| x[0] > 0.5).collect();
            if named.is_empty() { !g.answerable } else { named.iter().any(|(_, gold)| *gold) }
        })
        .count();
    right as f64 / groups.len().max(1) as f64
}
