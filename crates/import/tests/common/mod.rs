//! What every import test needs: the repository, a store holding only the demo's business, an
//! export with bytes edited (for the never-panic properties), and the demo's products as a
//! Shopify export.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use proptest::prelude::*;

/// The repository's root.
pub(crate) fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A store directory holding only the demo store's `store.toml` (the business, its website).
pub(crate) fn empty_store() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(repo().join("crates/store/demo/store.toml"), dir.path().join("store.toml")).unwrap();
    dir
}

/// One byte edit: where, the byte, and how (replace, delete, double).
pub(crate) type Edit = (prop::sample::Index, u8, u8);

/// A few byte edits.
pub(crate) fn edits() -> impl Strategy<Value = Vec<Edit>> {
    proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..3), 1..12)
}

/// The bytes of `file` with `edits` applied, in order.
pub(crate) fn mutated(file: &Path, edits: &[Edit]) -> Vec<u8> {
    let mut bytes = std::fs::read(file).unwrap();
    for (at, byte, how) in edits {
        if bytes.is_empty() {
            break;
        }
        let i = at.index(bytes.len());
        match how {
            0 => bytes[i] = *byte,
            1 => {
                bytes.remove(i);
            }
            _ => bytes.insert(i, bytes[i]),
        }
    }
    bytes
}

/// The demo store's products as Shopify would export them: a product's first row carries it, one
/// row per variant. A product whose variants all have the same attributes (up to three, told
/// apart by them) exports them as its options, named by the attribute and in the order the
/// variant's title gives them ("S / Blue": Size, then Color); another has one option, the
/// variant's title (`Default Title` for a product with one variant).
pub(crate) fn demo_as_shopify() -> String {
    let business = concierge_store::demo().unwrap();
    let mut out = csv::Writer::from_writer(Vec::new());
    out.write_record([
        "Handle",
        "Title",
        "Body (HTML)",
        "Type",
        "Tags",
        "Published",
        "Option1 Name",
        "Option1 Value",
        "Option2 Name",
        "Option2 Value",
        "Option3 Name",
        "Option3 Value",
        "Variant SKU",
        "Variant Price",
        "Status",
    ])
    .unwrap();
    for p in &business.products {
        let options = option_keys(p);
        for (n, v) in p.variants.iter().enumerate() {
            let first = n == 0;
            let html = format!("<p>{}</p>", p.description.replace('&', "&amp;").replace('<', "&lt;"));
            let tags = p.tags.join(", ");
            let price = v.price.to_string().trim_start_matches('$').to_owned();
            let mut cells: Vec<(String, String)> = match &options {
                Some(keys) => keys.iter().map(|k| (k.clone(), v.attributes[k].to_string())).collect(),
                None if p.variants.len() == 1 => vec![("Title".into(), "Default Title".into())],
                None => vec![("Variant".into(), v.title.clone())],
            };
            cells.resize(3, (String::new(), String::new()));
            let name = |i: usize| if first { cells[i].0.as_str() } else { "" };
            out.write_record([
                p.handle.as_str(),
                if first { &p.title } else { "" },
                if first { &html } else { "" },
                if first { p.kind.as_deref().unwrap_or("") } else { "" },
                if first { &tags } else { "" },
                if first { "TRUE" } else { "" },
                name(0),
                &cells[0].1,
                name(1),
                &cells[1].1,
                name(2),
                &cells[2].1,
                &v.sku,
                &price,
                if first { "active" } else { "" },
            ])
            .unwrap();
        }
    }
    String::from_utf8(out.into_inner().unwrap()).unwrap()
}

/// The attributes a product's variants are told apart by, when every variant has the same ones
/// (one to three) and its title is their values joined by ` / `, in that order.
pub(crate) fn option_keys(p: &concierge_core::catalog::Product) -> Option<Vec<String>> {
    let first = p.variants.first()?;
    let keys: Vec<String> = first.attributes.keys().cloned().collect();
    if p.variants.len() < 2 || keys.is_empty() || keys.len() > 3 {
        return None;
    }
    let position = |v: &concierge_core::catalog::Variant, k: &String| v.title.find(&v.attributes[k].to_string());
    let mut ordered = keys.clone();
    ordered.sort_by_key(|k| position(first, k));
    p.variants
        .iter()
        .all(|v| {
            v.attributes.keys().eq(keys.iter())
                && ordered.iter().map(|k| v.attributes[k].to_string()).collect::<Vec<_>>().join(" / ") == v.title
        })
        .then_some(ordered)
}
