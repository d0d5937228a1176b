//! `import(Kind::MerchantCenter, …)`: one feed written for this repository from Merchant
//! Center's product data specification, as tab-separated text and as RSS 2.0 XML (a variant
//! group whose items are not together, a sale price, HTML in a description, prices written
//! three ways, an item priced in another currency, a repeated id, an item without a title, a
//! attribute the store has no place for, shipping rates with transit and handling times and a
//! free-shipping threshold, an item whose rates differ from the others', a rate by postal
//! code): both forms give the same products and shipping rates, the expected ones, and name
//! every item dropped, and every rate not kept, by its line.

use std::path::PathBuf;

mod common;

use common::{empty_store, repo};
use concierge_import::{Kind, Options, Report, import};

fn feed(name: &str) -> PathBuf {
    repo().join("tests/import/merchant").join(name)
}

/// A file without its first two lines (which name the feed read).
fn body(text: &str) -> String {
    text.lines().skip(2).collect::<Vec<_>>().join("\n")
}

/// The report and the products written.
fn run(name: &str) -> (Report, String) {
    let (report, products, _) = run_with_rates(name);
    (report, products)
}

/// The report, the products and the shipping rates written.
fn run_with_rates(name: &str) -> (Report, String, String) {
    let store = empty_store();
    let report = import(Kind::MerchantCenter, &[feed(name)], store.path(), &Options::default(), &mut |_| {}).unwrap();
    let read = |file: &str| std::fs::read_to_string(store.path().join(file)).unwrap();
    (report, body(&read("products/merchant-center.toml")), body(&read("shipping.toml")))
}

#[test]
fn tab_separated_and_xml_feeds_give_the_expected_products() {
    let expected = body(&std::fs::read_to_string(feed("expected/products/merchant-center.toml")).unwrap());
    let expected_rates = body(&std::fs::read_to_string(feed("expected/shipping.toml")).unwrap());
    for (name, lines) in [("feed.tsv", [5, 6, 7, 8, 8]), ("feed.xml", [53, 61, 68, 74, 74])] {
        let (report, written, rates) = run_with_rates(name);
        assert_eq!(written, expected, "{name}");
        assert_eq!(rates, expected_rates, "{name}");
        assert!(report.problems.is_empty(), "{report}");
        assert_eq!(report.written.get("products"), Some(&2), "{report}");
        assert_eq!(report.written.get("variants"), Some(&4), "{report}");
        assert_eq!(report.written.get("shipping rates"), Some(&3), "{report}");
        let dropped: Vec<(u64, &str)> = report.dropped.iter().map(|d| (d.line, d.reason.as_str())).collect();
        assert_eq!(dropped.len(), 5, "{report}");
        for (line, words) in lines.iter().zip([
            "is in EUR, and the store's currency is USD",
            "id `MUG-1` is also on line",
            "`NOTITLE` has no title",
            "item `TEE-RED-L`: shipping rate (",
            "item `TEE-RED-L`: its shipping rates differ from those of 3 other items",
        ]) {
            assert!(
                dropped.iter().any(|(l, r)| l == line && r.contains(words)),
                "{name}: line {line}: {words}\n{report}"
            );
        }
        let notes = report.notes.join("\n");
        assert!(notes.contains("custom_label_0 (1)"), "{notes}");
    }
    for name in ["feed.tsv", "feed.xml"] {
        let (report, _) = run(name);
        let postal = report.dropped.iter().find(|d| d.reason.contains("shipping rate (")).unwrap();
        assert!(postal.reason.contains("postal code") && postal.reason.contains("941*"), "{name}: {postal:?}");
        assert!(
            !report.notes.join("\n").contains("shipping"),
            "{name}: shipping is read, not named as unmapped: {report}"
        );
    }
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

/// A sale price is the price while in effect, with the regular price it is reduced from; outside
/// its `sale_price_effective_date`, or not below the price, it is left out and counted.
#[test]
fn a_sale_price_in_effect_becomes_the_price_with_the_regular_one_to_compare() {
    let store = empty_store();
    let file = store.path().join("sale.tsv");
    std::fs::write(
        &file,
        "id\ttitle\tdescription\tlink\tprice\tsale_price\tsale_price_effective_date\tavailability\n\
         NOW\tNow\tOn sale now.\thttps://shop.example/p/now\t50.00 USD\t40.00 USD\t2026-12-01/2026-12-31\tbackorder\n\
         LATER\tLater\tOn sale later.\thttps://shop.example/p/later\t50.00 USD\t40.00 USD\t2027-01-01/2027-01-31\tin stock\n\
         ABOVE\tAbove\tNot a sale.\thttps://shop.example/p/above\t50.00 USD\t55.00 USD\t\tlimited\n\
         BAD\tBad\tBad dates.\thttps://shop.example/p/bad\t50.00 USD\t40.00 USD\tsoon\tin_stock\n",
    )
    .unwrap();
    let options = Options { now: Some("2026-12-06T12:00:00Z".parse().unwrap()), ..Options::default() };
    let report = import(Kind::MerchantCenter, &[file], store.path(), &options, &mut |_| {}).unwrap();
    assert!(report.problems.is_empty(), "{report}");
    let business = concierge_store::load_dir(store.path()).unwrap();
    let variant = |id: &str| business.products.iter().find(|p| p.id == id).unwrap().variants[0].clone();
    let now = variant("now");
    assert_eq!((now.price.minor, now.compare_at_price.map(|m| m.minor)), (4000, Some(5000)));
    assert_eq!(now.stock_status, Some(concierge_core::catalog::StockStatus::Backorder));
    let later = variant("later");
    assert_eq!((later.price.minor, later.compare_at_price), (5000, None));
    assert_eq!(later.stock_status, Some(concierge_core::catalog::StockStatus::InStock));
    let above = variant("above");
    assert_eq!((above.price.minor, above.compare_at_price, above.stock_status), (5000, None, None));
    let notes = report.notes.join("\n");
    assert!(notes.contains("1 sale prices were outside their sale_price_effective_date"), "{notes}");
    assert!(notes.contains("1 sale prices were not below the price"), "{notes}");
    assert!(notes.contains("`limited` (1)"), "{notes}");
    assert!(
        report.dropped.iter().any(|d| d.line == 5 && d.reason.contains("sale_price_effective_date `soon`")),
        "{report}"
    );
}

/// A free-shipping threshold that cannot be read is named with its item's line, and the
/// rates it would have applied to are kept without it.
#[test]
fn an_unreadable_free_shipping_threshold_is_named_not_dropped_silently() {
    let store = empty_store();
    let file = store.path().join("feed.tsv");
    std::fs::write(
        &file,
        "id\ttitle\tprice\tshipping\tfree_shipping_threshold\n\
         MUG-1\tCamp Mug\t12.50 USD\tUS::Standard:4.95 USD\tUS:fifty dollars\n",
    )
    .unwrap();
    let report = import(Kind::MerchantCenter, &[file], store.path(), &Options::default(), &mut |_| {}).unwrap();
    let named = report.dropped.iter().find(|d| d.reason.contains("free_shipping_threshold:"));
    assert!(named.is_some_and(|d| d.line == 2), "{report}");
    let rates = std::fs::read_to_string(store.path().join("shipping.toml")).unwrap();
    assert!(rates.contains("price = \"4.95\"") && !rates.contains("free_over"), "{rates}");
}
