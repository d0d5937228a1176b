//! The README describes the demo store in numbers ("15 locations across 7 time zones"): they
//! are checked against the store as loaded, so the sentence cannot drift from the data again.
//! Locations are those served (internal ones are loaded but never served); time zones are the
//! distinct IANA zones of their schedules.

use std::collections::BTreeSet;

/// The two numbers of the README's sentence "N locations across M time zones",
/// read with its line breaks folded.
fn readme_numbers() -> (usize, usize) {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).unwrap();
    let text = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    let at = text.find(" locations across ").expect("the README says how many locations the demo store has");
    let count: usize = text[..at].rsplit(' ').next().unwrap().parse().expect("a count of locations in digits");
    let rest = &text[at + " locations across ".len()..];
    let (zones, tail) = rest.split_once(' ').unwrap();
    assert!(tail.starts_with("time zones"), "\"… locations across N time zones\": {rest}");
    (count, zones.parse().expect("a count of time zones in digits"))
}

#[test]
fn the_readme_counts_the_demo_stores_locations_and_time_zones() {
    let business = concierge_store::demo().unwrap();
    let served: Vec<_> = business.locations.iter().filter(|l| !l.internal).collect();
    let zones: BTreeSet<&str> = served.iter().filter_map(|l| l.schedule.as_ref()).map(|s| &*s.timezone_name).collect();
    let (locations, time_zones) = readme_numbers();
    assert_eq!(locations, served.len(), "README: locations served by the demo store");
    assert_eq!(time_zones, zones.len(), "README: time zones of the demo store ({zones:?})");
}
