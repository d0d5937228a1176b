//! `import(Kind::GoogleBusinessProfile, …)`: a messy location sheet written for this repository
//! from the bulk sheet's documented columns (tests/import/gbp/locations.csv: 12- and 24-hour
//! times, split and overnight hours, `x` and `Open 24 hours`, special hours, a store without
//! coordinates, one in a state with two time zones, a repeated store code, a country written
//! out) against the file it must produce. (The demo store's locations through such a sheet:
//! `round_trip.rs`.)

use std::path::{Path, PathBuf};

mod common;

use common::{empty_store, repo};
use concierge_import::{Kind, Options, Report, import};

fn run(file: PathBuf, into: &Path) -> Report {
    import(Kind::GoogleBusinessProfile, &[file], into, &Options::default(), &mut |_| {}).unwrap()
}

#[test]
fn the_messy_sheet_becomes_the_expected_locations_and_says_what_it_dropped() {
    let store = empty_store();
    let report = run(repo().join("tests/import/gbp/locations.csv"), store.path());
    let written = std::fs::read_to_string(store.path().join("locations/google-business-profile.jsonl")).unwrap();
    let expected =
        std::fs::read_to_string(repo().join("tests/import/gbp/expected/locations/google-business-profile.jsonl"))
            .unwrap();
    assert_eq!(written, expected);
    assert!(report.problems.is_empty(), "{report}");
    assert_eq!(report.written.get("locations"), Some(&3), "{report}");
    let dropped: Vec<(u64, &str)> = report.dropped.iter().map(|d| (d.line, d.reason.as_str())).collect();
    for (line, words) in [
        (4, "US-TX spans several time zones"),
        (5, "Monday hours: `9-5ish` is not hours"),
        (6, "store code `SF-01` is also on line 2"),
        (8, "`United Kingdom` is not a two-letter country code"),
        (9, "has no store code"),
    ] {
        assert!(dropped.iter().any(|(l, r)| *l == line && r.contains(words)), "line {line}: {words}\n{report}");
    }
    assert_eq!(dropped.len(), 5, "{report}");
    let notes = report.notes.join("\n");
    assert!(notes.contains("2 time zones derived from coordinates"), "{notes}");
    assert!(notes.contains("1 time zones derived from the country and region"), "{notes}");
    assert!(notes.contains("Wheelchair accessible entrance"), "unmapped columns are named: {notes}");
}

mod never_panics {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

        /// Any byte of the sample sheet replaced, deleted or doubled: a report or an error.
        #[test]
        fn mutated_sheets(edits in common::edits()) {
            let bytes = common::mutated(&repo().join("tests/import/gbp/locations.csv"), &edits);
            let store = empty_store();
            let file = store.path().join("mutated.csv");
            std::fs::write(&file, &bytes).unwrap();
            let _ = import(Kind::GoogleBusinessProfile, &[file], store.path(), &Options::default(), &mut |_| {});
        }

        /// Any text in an hours cell: hours in the store's form, or a refusal.
        #[test]
        fn hours_cells(text in "\\PC{0,24}") {
            if let Ok(Some(concierge_import::hours::Day::Open(intervals))) = concierge_import::hours::day(&text) {
                for i in intervals {
                    let ok = i.len() == 11 && i.as_bytes()[5] == b'-' && i.chars().filter(char::is_ascii_digit).count() == 8;
                    prop_assert!(ok, "{i}");
                }
            }
        }
    }
}
