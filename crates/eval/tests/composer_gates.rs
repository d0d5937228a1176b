//! With the business's model composing (`[ask.model]`), every evaluation store — development,
//! training and judging — gives exactly the gate results the engine gives alone (disclosures,
//! not-performed messages, not_found, no leaks, no claimed operations, schema validity), and
//! the development stores pass them all. Against the scripted model server replaying faithful
//! answers, and replaying the hostile corpus: the gates are the engine's, whatever the model
//! says.

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

/// Runs every store of every suite alone and with the model at `base_url`. Returns what
/// differs: any gate the model run fails that the engine alone does not (or the reverse), any
/// gate or (with `floors`) floor failing on the development stores; and how many answers the
/// model composed. The training and judging stores are not held to the gates (the engine
/// misses disclosures there: issue 30), only to the model changing nothing about them.
fn gate_failures(base_url: &str, floors: bool) -> (Vec<String>, u64) {
    let engine = Config::default();
    let mut config = Config::default();
    config.ask.model = ModelSettings {
        provider: ModelProvider::OpenaiCompatible,
        base_url: base_url.to_owned(),
        model: "scripted".into(),
        timeout_ms: 2_000,
        cache_ttl_secs: 0,
        breaker_failures: 1_000_000,
        ..ModelSettings::default()
    };
    let mut failures = Vec::new();
    let mut composed = 0;
    for dir in suites() {
        let development = dir.ends_with("eval/stores");
        for store in load_suite(&dir).unwrap() {
            let alone = store.evaluate(engine.clone(), false).unwrap();
            let (reports, counts) = store.evaluate_counted(config.clone(), false).unwrap();
            composed += counts.get("composed").copied().unwrap_or(0);
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
    (failures, composed)
}

#[test]
fn gates_and_floors_hold_with_a_faithful_model() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let stub = runtime.block_on(ScriptedModel::start(Script::Faithful)).unwrap();
    let (failures, composed) = gate_failures(&stub.base_url(), true);
    assert!(failures.is_empty(), "{failures:#?}");
    assert!(composed > 1_000, "only {composed} answers were composed");
}

#[test]
fn gates_hold_whatever_a_hostile_model_says() {
    let corpus = load_corpus(include_str!("../../../tests/model/hostile.json")).unwrap();
    // Slow and never-ending replies only cost time here; the corpus test covers them.
    let replies: Vec<_> = corpus.into_iter().map(|e| e.reply).filter(|r| r.delay_ms == 0 && !r.never_ends).collect();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let stub = runtime.block_on(ScriptedModel::start(Script::Cycle(replies))).unwrap();
    let (failures, _) = gate_failures(&stub.base_url(), false);
    assert!(failures.is_empty(), "{failures:#?}");
}
