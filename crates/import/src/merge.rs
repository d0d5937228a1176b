//! One record per product and per store across the store's files: a product whose SKU or GTIN,
//! or a store whose id or store code, is already in another file of the store (written by hand,
//! or by another kind's import) is not written again; the report names the file that has it.
//! The earlier file keeps the record: a Shopify export imported first, then a Merchant Center
//! feed of the same catalogue, gives each product once.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::records::ProductRecord;

/// Attribute keys that hold a GTIN (or a barcode, which is one).
const GTIN_KEYS: &[&str] = &["gtin", "gtin8", "gtin12", "gtin13", "gtin14", "barcode"];

/// What the store's other files already hold.
#[derive(Debug, Default)]
pub(crate) struct Known {
    skus: HashMap<String, PathBuf>,
    gtins: HashMap<String, PathBuf>,
    locations: HashMap<String, PathBuf>,
}

fn gtin(value: &toml::Value) -> Option<String> {
    let text = value.as_str()?.trim().trim_start_matches('0');
    (!text.is_empty() && text.chars().all(|c| c.is_ascii_digit())).then(|| text.to_owned())
}

impl Known {
    /// The products and stores in `target`'s files other than the import's `own` (relative to
    /// the store).
    pub(crate) fn of_store(target: &Path, own: &[&str]) -> Known {
        let mut known = Known::default();
        let own: Vec<PathBuf> = own.iter().map(|o| target.join(o)).collect();
        for (folder, extensions) in [("products", &["toml"][..]), ("locations", &["toml", "jsonl"][..])] {
            let Ok(entries) = std::fs::read_dir(target.join(folder)) else { continue };
            let mut files: Vec<PathBuf> = entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| !own.contains(p) && p.extension().is_some_and(|x| extensions.iter().any(|e| x == *e)))
                .collect();
            files.sort();
            for file in files {
                let relative = file.strip_prefix(target).unwrap_or(&file).to_owned();
                let Ok(text) = std::fs::read_to_string(&file) else { continue };
                if file.extension().is_some_and(|x| x == "jsonl") {
                    for line in text.lines() {
                        if let Ok(Value::Object(l)) = serde_json::from_str::<Value>(line) {
                            known.note_location(l.get("id"), l.get("code"), &relative);
                        }
                    }
                    continue;
                }
                let Ok(table) = text.parse::<toml::Table>() else { continue };
                for p in table.get("product").and_then(toml::Value::as_array).into_iter().flatten() {
                    let variants = p.get("variants").and_then(toml::Value::as_array).cloned().unwrap_or_default();
                    let own_sku = p.get("sku").or_else(|| p.get("price").and(p.get("id")));
                    for sku in variants.iter().filter_map(|v| v.get("sku")).chain(own_sku) {
                        if let Some(sku) = sku.as_str() {
                            known.skus.entry(sku.to_owned()).or_insert_with(|| relative.clone());
                        }
                    }
                    for attributes in variants.iter().filter_map(|v| v.get("attributes")).chain(p.get("attributes")) {
                        for key in GTIN_KEYS {
                            if let Some(g) = attributes.get(*key).and_then(gtin) {
                                known.gtins.entry(g).or_insert_with(|| relative.clone());
                            }
                        }
                    }
                }
                for l in table.get("location").and_then(toml::Value::as_array).into_iter().flatten() {
                    let id = l.get("id").and_then(toml::Value::as_str).map(|s| Value::String(s.to_owned()));
                    let code = l.get("code").and_then(toml::Value::as_str).map(|s| Value::String(s.to_owned()));
                    known.note_location(id.as_ref(), code.as_ref(), &relative);
                }
            }
        }
        known
    }

    fn note_location(&mut self, id: Option<&Value>, code: Option<&Value>, file: &Path) {
        for key in [id, code].into_iter().flatten().filter_map(Value::as_str) {
            self.locations.entry(key.to_lowercase()).or_insert_with(|| file.to_owned());
        }
    }

    /// Why `product` is not written (another file has one of its SKUs or GTINs), if it is not.
    pub(crate) fn product_taken(&self, product: &ProductRecord) -> Option<String> {
        for v in &product.variants {
            if let Some(file) = self.skus.get(&v.sku) {
                return Some(format!(
                    "`{}`: its SKU `{}` is already in {}; that record is kept",
                    product.id,
                    v.sku,
                    file.display()
                ));
            }
            for key in GTIN_KEYS {
                if let Some((g, file)) =
                    v.attributes.get(*key).and_then(gtin).and_then(|g| self.gtins.get(&g).map(|f| (g, f)))
                {
                    return Some(format!(
                        "`{}`: its GTIN `{g}` is already in {}; that record is kept",
                        product.id,
                        file.display()
                    ));
                }
            }
        }
        None
    }

    /// Why `location` is not written (another file has its id or store code), if it is not.
    pub(crate) fn location_taken(&self, location: &Value) -> Option<String> {
        for field in ["id", "code"] {
            if let Some(key) = location.get(field).and_then(Value::as_str)
                && let Some(file) = self.locations.get(&key.to_lowercase())
            {
                return Some(format!("store `{key}` is already in {}; that record is kept", file.display()));
            }
        }
        None
    }
}
