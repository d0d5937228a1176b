//! `concierge check-store DIR` says what the store holds, each count with its noun in the right
//! number, and the locations it serves apart from internal ones (loaded, never served).

use std::process::Command;

fn check_store(dir: &std::path::Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_concierge")).arg("check-store").arg(dir).output().expect("runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_demo_store_counts_served_and_internal_locations_apart() {
    let demo = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../store/demo"));
    let printed = check_store(demo);
    assert!(
        printed.ends_with(": ok (15 locations served and 1 internal, 10 products, 6 policies, 18 FAQ entries)\n"),
        "{printed}"
    );
}

#[test]
fn one_of_each_is_singular() {
    let dir = tempfile::tempdir().unwrap();
    let write = |path: &str, text: &str| {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write(
        "store.toml",
        "[business]\nname = \"One Shop\"\nwebsite = \"https://one.example\"\ngid_authority = \"one\"\n",
    );
    write(
        "faq.toml",
        "[[faq]]\nid = \"a\"\nquestion = \"Do you open late?\"\nanswer = \"No.\"\nurl = \"https://one.example/faq\"\n",
    );
    write(
        "policies/refunds.md",
        "+++\ntype = \"refund_policy\"\ntitle = \"Refunds\"\nurl = \"https://one.example/refunds\"\n+++\nWithin 30 days.\n",
    );
    write(
        "products/one.toml",
        "[[product]]\nid = \"mug\"\ntitle = \"Mug\"\ndescription = \"A mug.\"\nurl = \"https://one.example/mug\"\n\n[[product.variants]]\nid = \"mug-1\"\nsku = \"MUG-1\"\ntitle = \"Mug\"\nprice = \"9.00\"\n",
    );
    write("locations/one.toml", "[[location]]\nid = \"loc_one\"\nname = \"One Shop\"\ntimezone = \"Europe/Paris\"\n");
    let printed = check_store(dir.path());
    assert!(printed.ends_with(": ok (1 location, 1 product, 1 policy, 1 FAQ entry)\n"), "{printed}");
}
