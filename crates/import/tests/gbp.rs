//! `import(Kind::GoogleBusinessProfile, …)`: a messy location sheet written for this repository
//! from the bulk sheet's documented columns (tests/import/gbp/locations.csv: 12- and 24-hour
//! times, split and overnight hours, `x` and `Open 24 hours`, special hours, a store without
//! coordinates, one in a state with two time zones, a repeated store code, a country written
//! out) against the file it must produce; and the demo store's locations written as such a
//! sheet (without their time zones) imported back with the same zones, hours and exceptions.

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

/// A demo TOML hours value (a string or a list of intervals) as a sheet cell.
fn cell(value: Option<&toml::Value>) -> String {
    match value {
        None => "x".to_owned(),
        Some(toml::Value::String(s)) => s.clone(),
        Some(toml::Value::Array(a)) => a.iter().filter_map(toml::Value::as_str).collect::<Vec<_>>().join(","),
        Some(other) => panic!("hours: {other}"),
    }
}

/// The demo's public locations with coordinates, as a bulk sheet without a time-zone column.
fn demo_as_sheet() -> (String, Vec<toml::Table>) {
    let mut locations = Vec::new();
    for file in ["us-west.toml", "us-central-east.toml", "international.toml"] {
        let text = std::fs::read_to_string(repo().join("crates/store/demo/locations").join(file)).unwrap();
        let table: toml::Table = text.parse().unwrap();
        for l in table["location"].as_array().unwrap() {
            let l = l.as_table().unwrap().clone();
            let public = !l.get("internal").and_then(toml::Value::as_bool).unwrap_or(false)
                && l.get("status").and_then(toml::Value::as_str).is_none_or(|s| s == "active");
            if public && l.contains_key("geo") && l.contains_key("hours") {
                locations.push(l);
            }
        }
    }
    let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    let mut out = csv::Writer::from_writer(Vec::new());
    let mut header = vec![
        "Store code",
        "Business name",
        "Address line 1",
        "Locality",
        "Administrative area",
        "Country / Region",
        "Postal code",
        "Latitude",
        "Longitude",
    ];
    let day_columns: Vec<String> = days.iter().map(|d| format!("{d} hours")).collect();
    header.extend(day_columns.iter().map(String::as_str));
    header.push("Special hours");
    out.write_record(&header).unwrap();
    for l in &locations {
        let s = |t: &toml::Table, k: &str| t.get(k).and_then(toml::Value::as_str).unwrap_or("").to_owned();
        let address = l["address"].as_table().unwrap();
        let geo = l["geo"].as_table().unwrap();
        let hours = l["hours"].as_table().unwrap();
        let mut row = vec![
            s(l, "id"),
            s(l, "name"),
            s(address, "street_address"),
            s(address, "address_locality"),
            s(address, "address_region"),
            s(address, "address_country"),
            s(address, "postal_code"),
            geo["latitude"].to_string(),
            geo["longitude"].to_string(),
        ];
        row.extend(days.iter().map(|d| cell(hours.get(&d.to_lowercase()))));
        // Exceptions as special hours, one date each (the sheet has no ranges: a range is
        // written day by day, as a business would).
        let special: Vec<String> = l
            .get("exceptions")
            .and_then(toml::Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(toml::Value::as_table)
            .flat_map(|e| {
                let when = if e.get("closed").and_then(toml::Value::as_bool) == Some(true) {
                    "x".to_owned()
                } else {
                    cell(e.get("hours"))
                };
                let from: jiff::civil::Date = s(e, "from").parse().unwrap();
                let through: jiff::civil::Date =
                    e.get("through").map_or(from, |t| t.as_str().unwrap().parse().unwrap());
                from.series(jiff::Span::new().days(1))
                    .take_while(move |d| *d <= through)
                    .map(move |d| format!("{d}: {when}"))
                    .collect::<Vec<_>>()
            })
            .collect();
        row.push(special.join(", "));
        out.write_record(&row).unwrap();
    }
    (String::from_utf8(out.into_inner().unwrap()).unwrap(), locations)
}

#[test]
fn the_demo_stores_locations_come_back_with_their_zones_hours_and_exceptions() {
    let store = empty_store();
    let (sheet, locations) = demo_as_sheet();
    assert!(locations.len() >= 10, "the demo's locations: {}", locations.len());
    let file = store.path().join("demo-locations.csv");
    std::fs::write(&file, sheet).unwrap();
    let report = run(file, store.path());
    assert!(report.problems.is_empty() && report.dropped.is_empty(), "{report}");
    let imported = concierge_store::load_dir(store.path()).unwrap();
    let demo = concierge_store::demo().unwrap();
    for l in &locations {
        let id = l["id"].as_str().unwrap();
        let ours = imported.locations.iter().find(|x| &*x.id == id).unwrap_or_else(|| panic!("{id} imported"));
        let theirs = demo.locations.iter().find(|x| &*x.id == id).unwrap();
        assert_eq!(
            l["timezone"].as_str(),
            ours.schedule.as_ref().map(|s| &*s.timezone_name),
            "{id}: the zone from its coordinates"
        );
        assert_eq!(ours.name, theirs.name);
        assert_eq!(ours.geo, theirs.geo);
        let weekly = |x: &concierge_core::location::Location| x.schedule.as_ref().map(|s| s.weekly.clone());
        assert_eq!(weekly(ours), weekly(theirs), "{id}: weekly hours");
        // The Location check of opening hours: open or closed alike at every hour of a year
        // and a half, holidays and seasonal closures included.
        let (a, b) = (ours.schedule.as_ref().unwrap(), theirs.schedule.as_ref().unwrap());
        let start: jiff::Timestamp = "2026-11-01T00:00:00Z".parse().unwrap();
        for hour in 0..(24 * 550) {
            let at = start + jiff::Span::new().hours(hour) + jiff::Span::new().minutes(hour % 60);
            assert_eq!(a.openness_at(at), b.openness_at(at), "{id} at {at}");
        }
    }
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
