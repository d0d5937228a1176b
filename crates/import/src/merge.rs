//! One record per product and per store across the store's files: a product whose SKU or GTIN,
//! or a store whose id or store code, is already in another file of the store (written by hand,
//! or by another kind's import) is not written again; the report names the file that has it.
//! The earlier file keeps the record, and what this import knows of a variant that the record
//! leaves out (a stock status, a GTIN, a brand) is written as a `[[supplement]]` of it, which
//! the store applies when it loads: a Shopify export imported first, then a Merchant Center feed
//! of the same catalogue, gives each product once, with the facts of both.

use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use concierge_core::plural::count;
use serde_json::Value;

use crate::records::{ProductRecord, SupplementRecord, VariantRecord};
use crate::report::{Dropped, Report};

/// Attribute keys that hold a GTIN (or a barcode, which is one).
const GTIN_KEYS: &[&str] = &["gtin", "gtin8", "gtin12", "gtin13", "gtin14", "barcode"];

/// What a products file says of one variant already.
#[derive(Debug, Default)]
struct Existing {
    sku: String,
    file: PathBuf,
    /// Its price in the store's form (`25.00`), when readable.
    price: Option<String>,
    stock_status: bool,
    compare_at_price: bool,
    attributes: BTreeSet<String>,
    product_attributes: BTreeSet<String>,
}

impl Existing {
    fn has_gtin(&self) -> bool {
        GTIN_KEYS.iter().any(|k| self.attributes.contains(*k) || self.product_attributes.contains(*k))
    }
}

/// What the store's other files already hold.
#[derive(Debug, Default)]
pub(crate) struct Known {
    variants: Vec<Existing>,
    /// Index into `variants`, by SKU and by GTIN.
    skus: HashMap<String, usize>,
    gtins: HashMap<String, usize>,
    locations: HashMap<String, PathBuf>,
    /// Supplements found so far, for the import to write after its records.
    supplements: RefCell<Vec<SupplementRecord>>,
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
                    known.note_product(p, &relative);
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

    fn note_product(&mut self, p: &toml::Value, file: &Path) {
        let keys = |table: Option<&toml::Value>| -> BTreeSet<String> {
            table.and_then(toml::Value::as_table).map(|t| t.keys().cloned().collect()).unwrap_or_default()
        };
        let product_attributes = keys(p.get("attributes"));
        let variants = p.get("variants").and_then(toml::Value::as_array).cloned().unwrap_or_default();
        // A product with its own price is its one variant, with the product's id as SKU.
        let own = p.get("price").map(|_| p.clone()).filter(|_| variants.is_empty());
        for v in variants.iter().chain(own.as_ref()) {
            let Some(sku) = v.get("sku").or_else(|| own.as_ref().and(p.get("id"))).and_then(toml::Value::as_str) else {
                continue;
            };
            if self.skus.contains_key(sku) {
                continue;
            }
            let at = self.variants.len();
            let variant_attributes = if own.is_some() { None } else { v.get("attributes") };
            self.variants.push(Existing {
                sku: sku.to_owned(),
                file: file.to_owned(),
                price: v.get("price").and_then(toml::Value::as_str).and_then(|x| crate::money::parse_price(x).ok()),
                stock_status: v.get("stock_status").is_some(),
                compare_at_price: v.get("compare_at_price").is_some(),
                attributes: keys(variant_attributes),
                product_attributes: product_attributes.clone(),
            });
            self.skus.insert(sku.to_owned(), at);
            for attributes in variant_attributes.into_iter().chain(p.get("attributes")) {
                for key in GTIN_KEYS {
                    if let Some(g) = attributes.get(*key).and_then(gtin) {
                        self.gtins.entry(g).or_insert(at);
                    }
                }
            }
        }
    }

    /// The existing variant `v` is, by SKU or GTIN, and which of the two matched.
    fn existing(&self, v: &VariantRecord) -> Option<(&Existing, String)> {
        if let Some(&at) = self.skus.get(&v.sku) {
            return Some((&self.variants[at], format!("its SKU `{}`", v.sku)));
        }
        GTIN_KEYS.iter().find_map(|key| {
            let g = v.attributes.get(*key).and_then(gtin)?;
            let &at = self.gtins.get(&g)?;
            Some((&self.variants[at], format!("its GTIN `{g}`")))
        })
    }

    /// Whether `product` is written: not when another file has one of its variants (by SKU or
    /// GTIN). Then the report says so (with `file` and `line`), and what the record lacks
    /// becomes a supplement of it.
    pub(crate) fn admit(&self, product: &ProductRecord, file: &Path, line: u64, report: &mut Report) -> bool {
        let mut first = None;
        let mut added = 0;
        for v in &product.variants {
            let Some((existing, by)) = self.existing(v) else { continue };
            first.get_or_insert((by, existing.file.clone()));
            let supplement = SupplementRecord {
                sku: existing.sku.clone(),
                // A regular price says nothing of a variant sold at another price.
                compare_at_price: v
                    .compare_at_price
                    .clone()
                    .filter(|_| !existing.compare_at_price && existing.price.as_deref() == Some(v.price.as_str())),
                stock_status: v.stock_status.filter(|_| !existing.stock_status),
                attributes: v
                    .attributes
                    .iter()
                    .filter(|(k, _)| !existing.attributes.contains(*k) && !existing.product_attributes.contains(*k))
                    // One GTIN is enough, under whichever name the record gives it.
                    .filter(|(k, _)| !(GTIN_KEYS.contains(&k.as_str()) && existing.has_gtin()))
                    .map(|(k, x)| (k.clone(), x.clone()))
                    .collect(),
                product_attributes: product
                    .attributes
                    .iter()
                    .filter(|(k, _)| !existing.product_attributes.contains(*k))
                    .map(|(k, x)| (k.clone(), x.clone()))
                    .collect(),
            };
            if !supplement.is_empty() {
                added += 1;
                self.supplements.borrow_mut().push(supplement);
            }
        }
        let Some((by, in_file)) = first else { return true };
        let what = if added == 0 {
            String::new()
        } else {
            format!(", with what it lacked from here added to it ({})", count(added, "supplement", "supplements"))
        };
        report.dropped.push(Dropped {
            file: file.to_owned(),
            line,
            reason: format!("`{}`: {by} is already in {}; that record is kept{what}", product.id, in_file.display()),
        });
        false
    }

    /// The supplements found so far (each written once).
    pub(crate) fn take_supplements(&self) -> Vec<SupplementRecord> {
        std::mem::take(&mut *self.supplements.borrow_mut())
    }

    fn note_location(&mut self, id: Option<&Value>, code: Option<&Value>, file: &Path) {
        for key in [id, code].into_iter().flatten().filter_map(Value::as_str) {
            self.locations.entry(key.to_lowercase()).or_insert_with(|| file.to_owned());
        }
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
