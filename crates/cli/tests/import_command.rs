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
fn an_invalid_result_exits_1_with_the_problems() {
    let dir = store();
    // A product file of the store's own already uses a SKU the export brings.
    std::fs::create_dir(dir.path().join("products")).unwrap();
    std::fs::write(
        dir.path().join("products/own.toml"),
        "[[product]]\nid = \"own\"\ntitle = \"Own\"\nurl = \"https://juniperandpine.example/p\"\ndescription = \"Ours.\"\nprice = \"1.00\"\nsku = \"ADP-M-BLK\"\n",
    )
    .unwrap();
    let out = concierge(&["import", "shopify", &sample(), "--into", dir.path().to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.contains("`ADP-M-BLK` is also a SKU"), "{said}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not valid after the import"));
    let nowhere = tempfile::tempdir().unwrap();
    let out = concierge(&["import", "shopify", &sample(), "--into", nowhere.path().to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("store.toml"));
}
