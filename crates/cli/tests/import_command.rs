//! `concierge import shopify` as a user runs it: the report on stdout, progress on stderr, exit
//! 0 for a valid store and 1 (with the problems) for an invalid one, nothing written by
//! `--dry-run`.

use std::path::Path;
use std::process::Command;

fn concierge(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_concierge")).args(args).output().expect("the binary runs")
}

fn sample() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/import/shopify/products.csv").to_owned()
}

fn store() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../store/demo/store.toml");
    std::fs::copy(demo, dir.path().join("store.toml")).unwrap();
    dir
}

#[test]
fn an_export_is_imported_reported_and_validated() {
    let dir = store();
    let into = dir.path().to_str().unwrap();
    let dry = concierge(&["import", "shopify", &sample(), "--into", into, "--dry-run"]);
    assert!(dry.status.success(), "{}", String::from_utf8_lossy(&dry.stderr));
    let said = String::from_utf8(dry.stdout).unwrap();
    assert!(said.contains("3 products, 5 variants") && said.contains("would write"), "{said}");
    assert!(!dir.path().join("products").exists());

    let out = concierge(&["import", "shopify", &sample(), "--into", into]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.contains("line 6: a variant of `alpine-down-parka`"), "{said}");
    assert!(said.contains("the store is valid"), "{said}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("products.csv: 100 %"), "progress on stderr");
    let check = concierge(&["check-store", into]);
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));
}

#[test]
fn a_product_the_store_has_is_kept_once_and_an_invalid_result_exits_1() {
    let dir = store();
    let into = dir.path().to_str().unwrap();
    std::fs::create_dir(dir.path().join("products")).unwrap();
    // The business's own file already has the parka's SKU: the export's parka is not written again.
    let own = |id: &str, sku: &str| {
        format!(
            "[[product]]\nid = \"{id}\"\ntitle = \"Own\"\nurl = \"https://juniperandpine.example/p\"\ndescription = \"Ours.\"\nprice = \"1.00\"\nsku = \"{sku}\"\n"
        )
    };
    std::fs::write(dir.path().join("products/own.toml"), own("own", "ADP-M-BLK")).unwrap();
    let out = concierge(&["import", "shopify", &sample(), "--into", into]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(
        said.contains("line 2: `alpine-down-parka`: its SKU `ADP-M-BLK` is already in products/own.toml"),
        "{said}"
    );
    assert!(said.contains("2 products"), "{said}");
    // A product id the store already uses (with another SKU) is the store's problem to fix.
    std::fs::write(dir.path().join("products/own.toml"), own("trail-mug", "OWN-1")).unwrap();
    let out = concierge(&["import", "shopify", &sample(), "--into", into]);
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.contains("product `trail-mug`: id: is also used by a product in products/own.toml"), "{said}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not valid after the import"));
    let nowhere = tempfile::tempdir().unwrap();
    let out = concierge(&["import", "shopify", &sample(), "--into", nowhere.path().to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("store.toml"));
}
