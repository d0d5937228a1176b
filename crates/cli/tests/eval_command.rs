//! `concierge eval` as a user runs it: the bundled set passes its gates; a set that cannot be
//! read, or one whose gates fail, exits non-zero and says why.

use std::process::Command;

fn concierge(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_concierge")).args(args).output().expect("the binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_development_set_passes_its_gates() {
    let (ok, stdout, stderr) = concierge(&["eval"]);
    assert!(ok, "{stdout}\n{stderr}");
    for metric in [
        "fact accuracy",
        "link precision",
        "link recall",
        "disclosure recall",
        "operation_not_performed precision",
        "operation_not_performed recall",
        "false operation claims",
        "can't-answer precision",
        "can't-answer recall",
        "follow-up accuracy",
        "latency p50 / p90 / p99 / max",
    ] {
        assert!(stdout.contains(metric), "the report lacks {metric}:\n{stdout}");
    }
    assert!(stdout.contains("gates: pass"), "{stdout}");
}

#[test]
fn a_failing_gate_fails_the_command() {
    let dir = tempfile::tempdir().unwrap();
    let set = dir.path().join("set.jsonl");
    // The gold label wants a not_found the engine will (rightly) not report: a gate fails.
    std::fs::write(
        &set,
        r#"{"id": "X1", "group": "X1", "turn": 1, "query": "Is the Ridgeline Rain Jacket waterproof?", "category": "product_attribute", "answerable": true, "facts": [["yes"]], "not_found": ["gid://juniperandpine/Product/ridgeline-rain-jacket"]}"#,
    )
    .unwrap();
    let path = set.to_str().unwrap();
    let (ok, stdout, stderr) = concierge(&["eval", "--set", path, "--now", "2026-12-02T18:00:00Z"]);
    assert!(!ok, "{stdout}");
    assert!(stdout.contains("gates: FAIL") && stdout.contains("not_found recall"), "{stdout}");
    assert!(stderr.contains("gate(s) failed"), "{stderr}");
    let (ok, stdout, _) = concierge(&["eval", "--set", path, "--now", "2026-12-02T18:00:00Z", "--no-gate"]);
    assert!(ok, "{stdout}");
}

#[test]
fn bad_sets_and_flags_are_explained() {
    let dir = tempfile::tempdir().unwrap();
    let set = dir.path().join("broken.jsonl");
    std::fs::write(&set, "{\"id\": \"X1\"}\n").unwrap();
    let (ok, _, stderr) = concierge(&["eval", "--set", set.to_str().unwrap()]);
    assert!(!ok);
    assert!(stderr.contains("broken.jsonl: line 1") && stderr.contains("missing field"), "{stderr}");
    let (ok, _, stderr) = concierge(&["eval", "--store", dir.path().to_str().unwrap()]);
    assert!(!ok);
    assert!(stderr.contains("--store needs --set"), "{stderr}");
    let (ok, _, stderr) = concierge(&["eval", "--now", "yesterday"]);
    assert!(!ok);
    assert!(stderr.contains("--now yesterday is not an RFC 3339 instant"), "{stderr}");
}

#[test]
fn explain_attributes_failures_to_stages_and_reports_candidate_recall() {
    let (ok, stdout, stderr) = concierge(&["eval", "--explain"]);
    assert!(ok, "{stdout}\n{stderr}");
    assert!(stdout.contains("failures by stage"), "{stdout}");
    for stage in ["grounding", "candidates", "ranking", "abstention", "verdict", "phrasing"] {
        assert!(stdout.contains(stage), "the table lacks {stage}:\n{stdout}");
    }
    let row = stdout.lines().find(|l| l.starts_with("set ")).expect("a row for the set");
    // recall@1/3/10 over a non-empty denominator: "0.xx/0.xx/0.xx (n)".
    let n: usize = row.rsplit('(').next().unwrap().trim_end_matches(')').parse().unwrap();
    assert!(n > 0, "{row}");
}

#[test]
fn an_evidence_quote_the_store_does_not_have_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let set = dir.path().join("set.jsonl");
    let store = concat!(env!("CARGO_MANIFEST_DIR"), "/../store/demo");
    std::fs::write(
        &set,
        r#"{"id": "E1", "group": "E1", "turn": 1, "query": "How long do I have to return something?", "category": "policy", "answerable": true, "evidence": [{"source": "policy:returns", "quote": "within 365 days of purchase"}]}"#,
    )
    .unwrap();
    let path = set.to_str().unwrap();
    let (ok, _, stderr) = concierge(&["eval", "--store", store, "--set", path, "--now", "2026-12-02T18:00:00Z"]);
    assert!(!ok);
    assert!(stderr.contains("E1") && stderr.contains("not in the store's files"), "{stderr}");
}
