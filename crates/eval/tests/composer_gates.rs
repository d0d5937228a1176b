//! With the business's model composing (`[ask.model]`), every evaluation store — development,
//! training and judging — gives exactly the gate results the engine gives alone (disclosures,
//! not-performed messages, not_found, no leaks, no claimed operations, schema validity), and
//! the development stores pass them all. Against the scripted model server replaying faithful
//! answers, and replaying the hostile corpus: the gates are the engine's, whatever the model
//! says. And across every signed-in question of every set, no protected value is in a prompt.

use std::path::Path;

use concierge_eval::load_suite;
use concierge_model_stub::{Script, ScriptedModel, load_corpus};
use concierge_service::config::{Config, ModelProvider, ModelSettings};

fn suites() -> Vec<std::path::PathBuf> {
    ["eval/stores", "eval/train", "eval/blind"]
        .iter()
        .map(|d| Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(d))
        .collect()
}

/// Runs every store of every suite alone and with the model `stub` serves. Returns what
/// differs: any gate the model run fails that the engine alone does not (or the reverse), any
/// gate or (with `floors`) floor failing on the development stores, any protected value in a
/// prompt; and what the composer counted. The training and judging stores are not held to the
/// gates (the engine misses disclosures there: issue 30), only to the model changing nothing
/// about them.
fn gate_failures(stub: &ScriptedModel, floors: bool) -> (Vec<String>, std::collections::BTreeMap<&'static str, u64>) {
    let base_url = stub.base_url();
    let engine = Config::default();
    let mut config = Config::default();
    config.ask.model = ModelSettings {
        provider: ModelProvider::OpenaiCompatible,
        base_url: base_url.clone(),
        model: "scripted".into(),
        timeout_ms: 2_000,
        cache_ttl_secs: 0,
        breaker_failures: 1_000_000,
        ..ModelSettings::default()
    };
    let mut failures = Vec::new();
    let mut all_counts = std::collections::BTreeMap::new();
    for dir in suites() {
        let development = dir.ends_with("eval/stores");
        for store in load_suite(&dir).unwrap() {
            let alone = store.evaluate(engine.clone(), false).unwrap();
            stub.clear();
            let (reports, counts) = store.evaluate_counted(config.clone(), false).unwrap();
            // Every signed-in question of every set went through the model path: nothing
            // protected may be in any prompt (`send_protected_data` is off).
            for sent in stub.recorded() {
                let body = sent.body.to_string();
                if let Some(value) = protected_values(&store.business).iter().find(|v| stands_in(&body, v)) {
                    failures.push(format!("{}: protected value {value:?} sent to the model", store.name));
                }
            }
            for (k, v) in counts {
                *all_counts.entry(k).or_insert(0) += v;
            }
            for ((set, report), alone) in store.sets.iter().zip(reports).zip(alone) {
                let name = format!("{}/{}", store.name, set.name);
                if report.gates() != alone.gates() {
                    failures.push(format!("{name}: with the model {:?}, alone {:?}", report.gates(), alone.gates()));
                }
                if development {
                    let floor = if floors { set.floor_failures(&report) } else { Vec::new() };
                    for problem in report.gates().into_iter().chain(floor) {
                        failures.push(format!("{name}: {problem}"));
                    }
                }
            }
        }
    }
    (failures, all_counts)
}

/// Whether `value` occurs in `text` on its own (not inside a longer number or word: "849.00"
/// is not in "1849.00").
fn stands_in(text: &str, value: &str) -> bool {
    text.match_indices(value).any(|(at, _)| {
        let joined = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
        !joined(text[..at].chars().next_back()) && !joined(text[at + value.len()..].chars().next())
    })
}

/// What only a signed-in buyer may see: buyer, order and cart ids, buyers' names, order
/// numbers, and member prices that no listed price shares. A word the business publishes
/// anyway is no secret: a buyer named Marta beside the "Pincel Marta Kolinsky" brush.
fn protected_values(b: &concierge_core::catalog::Business) -> Vec<String> {
    let public: String = b
        .products
        .iter()
        .flat_map(|p| [p.title.as_str(), p.description.as_str()])
        .chain(b.policies.iter().map(|p| p.body.as_str()))
        .chain(b.faq.iter().flat_map(|f| [f.question.as_str(), f.answer.as_str()]))
        .collect::<Vec<_>>()
        .join("\n");
    let mut out: Vec<String> = Vec::new();
    for buyer in &b.buyers {
        out.push(buyer.id.clone());
        out.push(buyer.name.clone());
    }
    for order in &b.orders {
        out.push(order.id.clone());
        out.push(order.number.clone());
    }
    out.extend(b.carts.iter().map(|c| c.id.clone()));
    let listed: Vec<String> = b.products.iter().flat_map(|p| p.variants.iter().map(|v| v.price.to_string())).collect();
    for v in b.products.iter().flat_map(|p| &p.variants) {
        if let Some(m) = v.member_price.map(|m| m.to_string())
            && !listed.contains(&m)
        {
            out.push(m);
        }
    }
    out.retain(|v| v.len() >= 4 && !stands_in(&public, v));
    out
}

#[test]
fn gates_and_floors_hold_with_a_faithful_model() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let stub = runtime.block_on(ScriptedModel::start(Script::Faithful)).unwrap();
    let (failures, counts) = gate_failures(&stub, true);
    assert!(failures.is_empty(), "{failures:#?}");
    let composed = counts.get("composed").copied().unwrap_or(0);
    assert!(composed > 1_000, "only {composed} answers were composed");
    // The engine's own answer, replayed, passes review everywhere: no rule rejects a faithful
    // reply (the only fallbacks are answers with nothing to send).
    let expected = ["composed", "not_performed_first", "cant_answer", "nothing_to_compose", "protected_data"];
    let rejected: Vec<_> = counts.iter().filter(|(k, _)| !expected.contains(k)).collect();
    assert!(rejected.is_empty(), "faithful replies rejected: {rejected:?}");
}

#[test]
fn gates_hold_whatever_a_hostile_model_says() {
    let corpus = load_corpus(include_str!("../../../tests/model/hostile.json")).unwrap();
    // Slow and never-ending replies only cost time here; the corpus test covers them.
    let replies: Vec<_> = corpus.into_iter().map(|e| e.reply).filter(|r| r.delay_ms == 0 && !r.never_ends).collect();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let stub = runtime.block_on(ScriptedModel::start(Script::Cycle(replies))).unwrap();
    let (failures, _) = gate_failures(&stub, false);
    assert!(failures.is_empty(), "{failures:#?}");
}
