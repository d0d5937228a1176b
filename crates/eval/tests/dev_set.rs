//! The development question set over the demo store: CI gates on disclosure recall, false
//! operation claims, not_found misses and schema validity, and on minimum answer quality.

use std::sync::Arc;

use concierge_core::clock::FixedClock;
use concierge_eval::{ServiceTarget, load, run};
use concierge_service::Concierge;
use concierge_service::config::Config;

#[test]
fn dev_set_meets_the_gates() {
    let cases = load(include_str!("../../../eval/dev.jsonl")).unwrap();
    assert!(cases.len() >= 80, "the development set has {} questions", cases.len());
    let business = concierge_store::demo().unwrap();
    let mut config = Config::default();
    config.storage.database_url = "sqlite::memory:".into();
    let app = Concierge::new(config, business.clone(), Arc::new(FixedClock("2026-12-02T18:00:00Z".parse().unwrap())))
        .unwrap();
    let schemas = concierge_schemas_validator(&app);
    let mut target = ServiceTarget::new(app).unwrap();
    let report = run(&cases, &mut target, &business, &schemas);
    println!("{}", report.render(true));
    assert!(report.gates().is_empty(), "{:?}", report.gates());
}

fn concierge_schemas_validator(app: &Concierge) -> impl Fn(&serde_json::Value) -> Vec<String> + use<> {
    let app = app.clone();
    move |v| app.schemas().ask_response.violations(v).iter().map(ToString::to_string).collect()
}
