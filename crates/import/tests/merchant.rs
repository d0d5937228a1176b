//! `import(Kind::MerchantCenter, …)`: one feed written for this repository from Merchant
//! Center's product data specification, as tab-separated text and as RSS 2.0 XML (a variant
//! group whose items are not together, a sale price, HTML in a description, prices written
//! three ways, an item priced in another currency, a repeated id, an item without a title, a
//! nested `g:shipping`, an attribute the store has no place for): both forms give the same
//! products, the expected ones, and name every item dropped by its line.

use std::path::PathBuf;

mod common;

use common::{empty_store, repo};
use concierge_import::{Kind, Options, Report, import};

fn feed(name: &str) -> PathBuf {
    repo().join("tests/import/merchant").join(name)
}

/// The report and the file written, without its first two lines (which name the feed read).
fn run(name: &str) -> (Report, String) {
    let store = empty_store();
    let report = import(Kind::MerchantCenter, &[feed(name)], store.path(), &Options::default(), &mut |_| {}).unwrap();
    let written = std::fs::read_to_string(store.path().join("products/merchant-center.toml")).unwrap();
    (report, written.lines().skip(2).collect::<Vec<_>>().join("\n"))
}

#[test]
fn tab_separated_and_xml_feeds_give_the_expected_products() {
    let expected = std::fs::read_to_string(feed("expected/products/merchant-center.toml")).unwrap();
    let expected = expected.lines().skip(2).collect::<Vec<_>>().join("\n");
    for (name, lines) in [("feed.tsv", [5, 6, 7]), ("feed.xml", [51, 59, 66])] {
        let (report, written) = run(name);
        assert_eq!(written, expected, "{name}");
        assert!(report.problems.is_empty(), "{report}");
        assert_eq!(report.written.get("products"), Some(&2), "{report}");
        assert_eq!(report.written.get("variants"), Some(&4), "{report}");
        let dropped: Vec<(u64, &str)> = report.dropped.iter().map(|d| (d.line, d.reason.as_str())).collect();
        assert_eq!(dropped.len(), 3, "{report}");
        for (line, words) in lines.iter().zip([
            "is in EUR, and the store's currency is USD",
            "id `MUG-1` is also on line",
            "`NOTITLE` has no title",
        ]) {
            assert!(
                dropped.iter().any(|(l, r)| l == line && r.contains(words)),
                "{name}: line {line}: {words}\n{report}"
            );
        }
        let notes = report.notes.join("\n");
        assert!(notes.contains("custom_label_0 (1)"), "{notes}");
    }
    let (xml, _) = run("feed.xml");
    assert!(xml.notes.join("\n").contains("shipping (1)"), "a nested attribute is named, not read: {xml}");
}

mod never_panics {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 32, failure_persistence: None, ..ProptestConfig::default() })]

        /// Any byte of either feed replaced, deleted or doubled: a report or an error.
        #[test]
        fn mutated_feeds(xml in any::<bool>(), edits in common::edits()) {
            let name = if xml { "feed.xml" } else { "feed.tsv" };
            let bytes = common::mutated(&feed(name), &edits);
            let store = empty_store();
            let file = store.path().join(name);
            std::fs::write(&file, &bytes).unwrap();
            let _ = import(Kind::MerchantCenter, &[file], store.path(), &Options::default(), &mut |_| {});
        }
    }
}
