//! `import(Kind::Shopify, …)` on a messy export written for this repository from Shopify's
//! documented columns (tests/import/shopify/products.csv: a byte-order mark, CRLF, a quoted line
//! break, Windows-1252 text, prices with currency symbols and decimal commas, an ambiguous
//! price, drafts, archived and unpublished products, image rows, a short row, rows out of
//! place), against the store file it must produce; the demo store's products exported to
//! Shopify's format and imported back; re-importing changing nothing; and mutated exports never
//! panicking.

use std::path::{Path, PathBuf};

mod common;

use common::{demo_as_shopify, empty_store, repo};
use concierge_import::{Kind, Options, Report, import};

fn sample() -> PathBuf {
    repo().join("tests/import/shopify/products.csv")
}

fn run(files: &[PathBuf], into: &Path, dry_run: bool) -> Report {
    import(Kind::Shopify, files, into, &Options { dry_run, ..Options::default() }, &mut |_| {}).unwrap()
}

#[test]
fn the_messy_export_becomes_the_expected_store_file_and_says_what_it_left_out() {
    let store = empty_store();
    let report = run(&[sample()], store.path(), false);
    let written = std::fs::read_to_string(store.path().join("products/shopify.toml")).unwrap();
    let expected = std::fs::read_to_string(repo().join("tests/import/shopify/expected/products/shopify.toml")).unwrap();
    assert_eq!(written, expected, "regenerate the golden file only after reading the difference");
    assert!(report.problems.is_empty(), "the store is valid: {:?}", report.problems);
    assert_eq!(report.written.get("products"), Some(&3), "{report}");
    assert_eq!(report.written.get("variants"), Some(&5), "{report}");
    assert_eq!(report.rows, 15);
    assert_eq!(report.left_out.values().sum::<u64>(), 3, "{report}");
    assert!(report.left_out.contains_key("draft products (Status)"), "{report}");
    assert!(report.left_out.contains_key("archived products (Status)"), "{report}");
    assert!(report.left_out.contains_key("unpublished products (Published = FALSE)"), "{report}");
    let dropped: Vec<(u64, &str)> = report.dropped.iter().map(|d| (d.line, d.reason.as_str())).collect();
    let expect_dropped = [
        (6, "could be read two ways"),
        (8, "same options as line 2"),
        (13, "`mystery-box` has no variant with a price"),
        (13, "is not an amount"),
        (14, "whose rows ended earlier"),
        (15, "has no handle"),
        (17, "has 3 fields but the header has 32"),
    ];
    for (line, words) in expect_dropped {
        assert!(dropped.iter().any(|(l, r)| *l == line && r.contains(words)), "line {line}: {words}\n{report}");
    }
    assert_eq!(dropped.len(), expect_dropped.len(), "{report}");
    let notes = report.notes.join("\n");
    assert!(notes.contains("read as Windows-1252"), "{notes}");
    assert!(notes.contains("1 variants had no SKU"), "{notes}");
    assert!(notes.contains("1 products had no description"), "{notes}");
    assert!(notes.contains("1 rows held only an image"), "{notes}");
    assert!(notes.contains("columns not mapped") && notes.contains("SEO Title"), "{notes}");
}

#[test]
fn importing_again_changes_nothing_and_a_dry_run_writes_nothing() {
    let store = empty_store();
    let dry = run(&[sample()], store.path(), true);
    assert!(!store.path().join("products").exists(), "a dry run writes nothing");
    let first = run(&[sample()], store.path(), false);
    let file = store.path().join("products/shopify.toml");
    let before = std::fs::read(&file).unwrap();
    let again = run(&[sample()], store.path(), false);
    assert_eq!(std::fs::read(&file).unwrap(), before);
    assert_eq!(first.written, again.written);
    assert_eq!(dry.written, first.written, "the dry run reports what the import does");
    assert_eq!(dry.dropped, first.dropped);
}

#[test]
fn a_file_that_is_not_a_shopify_export_is_refused_whole() {
    let store = empty_store();
    let other = store.path().join("other.csv");
    std::fs::write(&other, "id,name\nloc_1,Store\n").unwrap();
    let e = import(Kind::Shopify, &[other], store.path(), &Options::default(), &mut |_| {}).unwrap_err();
    assert!(e.to_string().contains("no `Handle` column"), "{e}");
    let nowhere = tempfile::tempdir().unwrap();
    let e = import(Kind::Shopify, &[sample()], nowhere.path(), &Options::default(), &mut |_| {}).unwrap_err();
    assert!(e.to_string().contains("store.toml"), "{e}");
}

#[test]
fn the_demo_stores_products_survive_a_round_trip_through_shopifys_format() {
    let store = empty_store();
    let export = store.path().join("demo-products.csv");
    std::fs::write(&export, demo_as_shopify()).unwrap();
    let report = run(&[export], store.path(), false);
    assert!(report.problems.is_empty(), "{report}");
    assert!(report.dropped.is_empty(), "{report}");
    let imported = concierge_store::load_dir(store.path()).unwrap();
    let demo = concierge_store::demo().unwrap();
    assert_eq!(imported.products.len(), demo.products.len());
    for (a, b) in imported.products.iter().zip(&demo.products) {
        assert_eq!(a.handle, b.handle);
        assert_eq!(a.title, b.title);
        assert_eq!(a.description, b.description.split_whitespace().collect::<Vec<_>>().join(" "), "{}", a.handle);
        assert_eq!(a.kind, b.kind);
        assert_eq!(a.tags, b.tags);
        let skus = |p: &concierge_core::catalog::Product| {
            p.variants.iter().map(|v| (v.sku.clone(), v.title.clone(), v.price)).collect::<Vec<_>>()
        };
        assert_eq!(skus(a), skus(b), "{}", a.handle);
    }
}

mod never_panics {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

        /// Any byte of the sample replaced, deleted or doubled: a report or an error, never a panic.
        #[test]
        fn mutated_exports(edits in common::edits()) {
            let bytes = common::mutated(&sample(), &edits);
            let store = empty_store();
            let file = store.path().join("mutated.csv");
            std::fs::write(&file, &bytes).unwrap();
            let _ = import(Kind::Shopify, &[file], store.path(), &Options::default(), &mut |_| {});
        }
    }
}

mod parsers_never_panic {
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

        #[test]
        fn prices(text in "\\PC{0,24}") {
            if let Ok(read) = concierge_import::money::parse_price(&text) {
                let (whole, cents) = read.split_once('.').unwrap();
                prop_assert!(whole.chars().all(|c| c.is_ascii_digit()) && cents.len() == 2, "{read}");
            }
        }

        #[test]
        fn html(text in "(<[a-z/!-]{0,6}[^>]{0,8}>?|&[#a-z0-9]{0,6};?|\\PC{0,6}){0,24}") {
            let out = concierge_import::html::to_text(&text);
            prop_assert!(!out.contains(['\r', '\t']), "{out:?}");
            prop_assert!(out.lines().all(|l| l == l.trim()), "lines are trimmed: {out:?}");
        }

        #[test]
        fn bytes(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
            let _ = concierge_import::text::decode(&bytes);
        }
    }
}

/// Stock where Shopify tracks it, by quantity and policy; a compare-at price only when above the
/// price, as Shopify shows a sale.
#[test]
fn tracked_inventory_gives_a_stock_status_and_a_higher_compare_at_price_a_sale() {
    use concierge_core::catalog::StockStatus;
    let store = empty_store();
    let file = store.path().join("export.csv");
    std::fs::write(
        &file,
        "Handle,Title,Body (HTML),Variant Inventory Tracker,Variant Inventory Qty,Variant Inventory Policy,Variant Price,Variant Compare At Price,Status\n\
         in,In,<p>x</p>,shopify,3,deny,10.00,12.00,active\n\
         back,Back,<p>x</p>,shopify,0,continue,10.00,10.00,active\n\
         out,Out,<p>x</p>,shopify,-2,deny,10.00,,active\n\
         untracked,Untracked,<p>x</p>,,0,deny,10.00,9.00,active\n",
    )
    .unwrap();
    let report = run(&[file], store.path(), false);
    assert!(report.problems.is_empty(), "{report}");
    let business = concierge_store::load_dir(store.path()).unwrap();
    let variant = |id: &str| business.products.iter().find(|p| p.id == id).unwrap().variants[0].clone();
    assert_eq!(variant("in").stock_status, Some(StockStatus::InStock));
    assert_eq!(variant("in").compare_at_price.map(|m| m.minor), Some(1200));
    assert_eq!(variant("back").stock_status, Some(StockStatus::Backorder));
    assert_eq!(variant("out").stock_status, Some(StockStatus::OutOfStock));
    assert_eq!((variant("untracked").stock_status, variant("untracked").compare_at_price), (None, None));
    let notes = report.notes.join("\n");
    assert!(notes.contains("2 variants had a compare-at price not above their price"), "{notes}");
}
