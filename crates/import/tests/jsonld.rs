//! `import(Kind::JsonLd, …)`: the JSON-LD of a saved page (a `Product` with its offer, a
//! `ProductGroup` with variants, a product priced in another currency, a block that is not
//! JSON) and a `.jsonld` file with an `@graph` (a store with `openingHoursSpecification`, a Sunday
//! closure and special hours; one with `openingHours` strings and no coordinates; one whose
//! zone cannot be told; an `FAQPage` with a question left unanswered; an organisation's contact
//! point), against the files they must produce.

use std::path::PathBuf;

mod common;

use common::{empty_store, repo};
use concierge_import::{Kind, Options, import};

fn sample(name: &str) -> PathBuf {
    repo().join("tests/import/jsonld").join(name)
}

#[test]
fn products_stores_and_questions_come_out_of_json_ld() {
    let store = empty_store();
    let report = import(
        Kind::JsonLd,
        &[sample("pages.html"), sample("stores.jsonld")],
        store.path(),
        &Options::default(),
        &mut |_| {},
    )
    .unwrap();
    assert!(report.problems.is_empty(), "{report}");
    for file in ["products/jsonld.toml", "locations/jsonld.jsonl", "faq.toml", "shipping.toml"] {
        let written = std::fs::read_to_string(store.path().join(file)).unwrap();
        let expected = std::fs::read_to_string(sample("expected").join(file)).unwrap();
        assert_eq!(written, expected, "{file}");
    }
    assert_eq!(report.written.get("products"), Some(&2), "{report}");
    assert_eq!(report.written.get("variants"), Some(&3), "{report}");
    assert_eq!(report.written.get("locations"), Some(&2), "{report}");
    assert_eq!(report.written.get("FAQ entries"), Some(&2), "{report}");
    assert_eq!(report.written.get("shipping rates"), Some(&3), "{report}");
    let dropped: Vec<(String, u64, &str)> = report
        .dropped
        .iter()
        .map(|d| (d.file.file_name().unwrap().to_string_lossy().into_owned(), d.line, d.reason.as_str()))
        .collect();
    for (file, line, words) in [
        ("pages.html", 35, "is priced in EUR"),
        ("pages.html", 34, "OfferShippingDetails: shipping details not kept: the rate to every destination is in EUR"),
        ("pages.html", 9, "product `hl-400`: shipping details not kept: the rate to US: rates by postal code"),
        ("pages.html", 24, "product `merino-socks`: shipping details not kept: the rate to US: rates by postal code"),
        ("pages.html", 37, "is not valid JSON-LD"),
        ("stores.jsonld", 31, "US-TX spans several time zones"),
        ("stores.jsonld", 41, "“Is there parking?” has no name or no accepted answer"),
    ] {
        assert!(
            dropped.iter().any(|(f, l, r)| f == file && *l == line && r.contains(words)),
            "{file}:{line}: {words}\n{report}"
        );
    }
    assert_eq!(dropped.len(), 7, "{report}");
    let notes = report.notes.join("\n");
    assert!(notes.contains("1 MerchantReturnPolicy found and not imported"), "{notes}");
    assert!(!notes.contains("OfferShippingDetails"), "shipping details are read: {notes}");
    assert!(notes.contains("1 ContactPoint found and not imported"), "{notes}");
    // The stores read as the store format says: Denver's Sunday is closed, Christmas too.
    let business = concierge_store::load_dir(store.path()).unwrap();
    let denver = business.locations.iter().find(|l| &*l.id == "DEN-01").unwrap();
    let schedule = denver.schedule.as_ref().unwrap();
    assert_eq!(&*schedule.timezone_name, "America/Denver");
    assert_eq!(schedule.exceptions.iter().filter(|e| e.interval.is_none()).count(), 1, "one full closure");
    assert_eq!(business.shipping_rates.len(), 3, "the rates load as the store format says");
}

mod never_panics {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 32, failure_persistence: None, ..ProptestConfig::default() })]

        /// Any byte of either sample replaced, deleted or doubled: a report or an error.
        #[test]
        fn mutated_json_ld(page in any::<bool>(), edits in common::edits()) {
            let name = if page { "pages.html" } else { "stores.jsonld" };
            let bytes = common::mutated(&sample(name), &edits);
            let store = empty_store();
            let file = store.path().join(name);
            std::fs::write(&file, &bytes).unwrap();
            let _ = import(Kind::JsonLd, &[file], store.path(), &Options::default(), &mut |_| {});
        }
    }
}
