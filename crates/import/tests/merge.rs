//! One record per product and store across kinds: a Merchant Center feed imported after a
//! Shopify export of the same catalogue, or JSON-LD after a location sheet, adds only what the
//! store does not have; each record it leaves out names the file that has it.

mod common;

use common::{empty_store, repo};
use concierge_import::{Kind, Options, import};

#[test]
fn a_feed_after_an_export_adds_only_what_the_export_lacks() {
    let dir = empty_store();
    let shopify = import(
        Kind::Shopify,
        &[repo().join("tests/import/shopify/products.csv")],
        dir.path(),
        &Options::default(),
        &mut |_| {},
    )
    .unwrap();
    assert!(shopify.problems.is_empty(), "{shopify}");
    // The feed sells the parka's black M under the same GTIN and a mug the export does not have.
    let feed = dir.path().join("feed.tsv");
    // It also says what the export does not: the parka's stock, brand and material.
    let rows = [
        "id\ttitle\tdescription\tlink\tprice\tgtin\tavailability\tbrand\tmaterial",
        "PARKA-M-BLACK\tAlpine Down Parka M Black\tWarm.\thttps://shop.example/parka\t1299.00 USD\t12345678905\tout_of_stock\tSummit Works\tNylon",
        "NEW-MUG\tNew Mug\tA mug.\thttps://shop.example/mug\t9.00 USD\t\t\t\t",
    ];
    std::fs::write(&feed, rows.join("\n") + "\n").unwrap();
    let report = import(Kind::MerchantCenter, &[feed], dir.path(), &Options::default(), &mut |_| {}).unwrap();
    assert!(report.problems.is_empty(), "{report}");
    assert_eq!(report.written.get("products"), Some(&1), "only the new mug: {report}");
    assert_eq!(report.dropped.len(), 1, "{report}");
    assert_eq!(report.dropped[0].line, 2);
    assert!(
        report.dropped[0].reason.contains("its GTIN `12345678905` is already in products/shopify.toml"),
        "{report}"
    );
    // One record, with the facts of both: the export's, and what only the feed says.
    assert_eq!(report.written.get("supplements"), Some(&1), "{report}");
    let store = concierge_store::load_dir(dir.path()).unwrap();
    let parka = store.products.iter().find(|p| p.id == "alpine-down-parka").unwrap();
    let black_m = parka.variants.iter().find(|v| v.sku == "ADP-M-BLK").unwrap();
    assert_eq!(black_m.stock_status, Some(concierge_core::catalog::StockStatus::InStock), "the export's stock wins");
    let text = |s: &str| Some(concierge_core::catalog::AttributeValue::Text(s.into()));
    assert_eq!(black_m.attributes.get("material").cloned(), text("Nylon"));
    assert!(!black_m.attributes.contains_key("gtin"), "the export's barcode is its GTIN: {:?}", black_m.attributes);
    assert_eq!(parka.attributes.get("vendor").cloned(), text("Summit Works"), "the export's vendor");
    assert_eq!(parka.attributes.get("brand").cloned(), text("Summit Works"), "the feed's brand");
    // The feed imported again changes nothing.
    let before = std::fs::read_to_string(dir.path().join("products/merchant-center.toml")).unwrap();
    let feed = dir.path().join("feed.tsv");
    import(Kind::MerchantCenter, &[feed], dir.path(), &Options::default(), &mut |_| {}).unwrap();
    let after = std::fs::read_to_string(dir.path().join("products/merchant-center.toml")).unwrap();
    assert_eq!(before, after);
    // The export imported again keeps its records: the feed's file is the other one.
    let again = import(
        Kind::Shopify,
        &[repo().join("tests/import/shopify/products.csv")],
        dir.path(),
        &Options::default(),
        &mut |_| {},
    )
    .unwrap();
    assert!(again.problems.is_empty(), "{again}");
    assert_eq!(again.written.get("products"), Some(&3), "{again}");
}

#[test]
fn json_ld_after_a_sheet_adds_only_the_stores_the_sheet_lacks() {
    let dir = empty_store();
    let sheet = dir.path().join("sheet.csv");
    std::fs::write(&sheet, "Store code,Business name,Locality,Country / Region,Latitude,Longitude,Monday hours\nDEN-01,Summit Works LoDo,Denver,US,39.7527,-104.9992,9:00AM-7:00PM\n").unwrap();
    let first = import(Kind::GoogleBusinessProfile, &[sheet], dir.path(), &Options::default(), &mut |_| {}).unwrap();
    assert_eq!(first.written.get("locations"), Some(&1), "{first}");
    let report = import(
        Kind::JsonLd,
        &[repo().join("tests/import/jsonld/stores.jsonld")],
        dir.path(),
        &Options::default(),
        &mut |_| {},
    )
    .unwrap();
    assert!(report.problems.is_empty(), "{report}");
    assert_eq!(report.written.get("locations"), Some(&1), "Pasadena only: {report}");
    assert!(
        report
            .dropped
            .iter()
            .any(|d| d.reason.contains("store `DEN-01` is already in locations/google-business-profile.jsonl")),
        "{report}"
    );
}
