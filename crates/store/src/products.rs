//! `products/*.toml`: products, variants, typed attributes and notices.

use std::collections::BTreeMap;

use concierge_core::catalog::{AttributeValue, Money, Notice, Product, StockStatus, Variant};
use serde::Deserialize;

use crate::business::is_web_url;
use crate::problems::{FileProblems, Problems};
use crate::source::{Source, list, read_toml};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProductFile {
    #[serde(default)]
    product: Vec<RawProduct>,
    #[serde(default)]
    supplement: Vec<RawSupplement>,
}

/// What one file adds to a variant another file (or this one) defines, by SKU: the facts that
/// record leaves out. `concierge import` writes them when a second source sells a product the
/// store has already; the record's own values always win.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSupplement {
    sku: String,
    compare_at_price: Option<String>,
    stock_status: Option<String>,
    #[serde(default)]
    attributes: BTreeMap<String, toml::Value>,
    #[serde(default)]
    product_attributes: BTreeMap<String, toml::Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawProduct {
    id: String,
    handle: Option<String>,
    title: String,
    url: String,
    description: String,
    #[serde(default)]
    tags: Vec<String>,
    #[serde(rename = "type")]
    kind: Option<String>,
    #[serde(default)]
    final_sale: bool,
    #[serde(default = "yes")]
    sold_online: bool,
    /// A product without options: its one price (and SKU) instead of `variants`.
    price: Option<String>,
    member_price: Option<String>,
    compare_at_price: Option<String>,
    stock_status: Option<String>,
    sku: Option<String>,
    #[serde(default)]
    attributes: BTreeMap<String, toml::Value>,
    #[serde(default)]
    notices: Vec<RawNotice>,
    #[serde(default)]
    variants: Vec<RawVariant>,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawNotice {
    code: String,
    text: String,
    url: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawVariant {
    id: String,
    sku: String,
    title: String,
    price: String,
    member_price: Option<String>,
    /// The regular price of a reduced one (docs/store-format.md).
    compare_at_price: Option<String>,
    /// `in_stock`, `out_of_stock`, `preorder` or `backorder`.
    stock_status: Option<String>,
    #[serde(default)]
    attributes: BTreeMap<String, toml::Value>,
}

pub(crate) fn load(source: &dyn Source, problems: &mut Problems) -> Vec<Product> {
    let mut out = Vec::new();
    let mut product_ids = BTreeMap::new();
    let mut variant_ids = BTreeMap::new();
    let mut skus = BTreeMap::new();
    let mut supplements = Vec::new();
    for path in list(source, "products", "toml", problems) {
        let Some(raw) = read_toml::<ProductFile>(source, &path, false, problems) else { continue };
        supplements.extend(raw.supplement.into_iter().map(|s| (path.clone(), s)));
        let mut file = problems.in_file(&path);
        for (n, p) in raw.product.into_iter().enumerate() {
            let record = if p.id.is_empty() { format!("product #{}", n + 1) } else { format!("product `{}`", p.id) };
            if p.id.trim().is_empty() {
                file.record(&record, Some("id"), "must not be empty");
            } else if let Some(other) = product_ids.insert(p.id.clone(), path.clone()) {
                file.record(&record, Some("id"), format!("is also used by a product in {other}"));
            }
            for (field, value) in [("title", &p.title), ("description", &p.description)] {
                if value.trim().is_empty() {
                    file.record(&record, Some(field), "must not be empty");
                }
            }
            if !is_web_url(&p.url) {
                file.record(&record, Some("url"), format!("`{}` is not an absolute http(s) URL", p.url));
            }
            if let Some(kind) = p.kind.as_deref().filter(|k| k.trim().is_empty()) {
                file.record(&record, Some("type"), format!("`{kind}` must not be empty"));
            }
            // One price and no options, or variants: never both, never neither.
            let mut raw_variants = p.variants;
            let own_price = p.price.is_some() && raw_variants.is_empty();
            match (p.price, raw_variants.is_empty()) {
                (Some(price), true) => raw_variants.push(RawVariant {
                    id: p.id.clone(),
                    sku: p.sku.clone().unwrap_or_else(|| p.id.clone()),
                    title: p.title.clone(),
                    price,
                    member_price: p.member_price.clone(),
                    compare_at_price: p.compare_at_price.clone(),
                    stock_status: p.stock_status.clone(),
                    attributes: BTreeMap::new(),
                }),
                (Some(_), false) => file.record(
                    &record,
                    Some("price"),
                    "a product with variants has its prices on them; leave out the product's price",
                ),
                (None, true) => {
                    file.record(&record, Some("variants"), "a product needs a price or at least one variant")
                }
                (None, false) => {}
            }
            if !own_price {
                for (field, set) in [
                    ("sku", p.sku.is_some()),
                    ("member_price", p.member_price.is_some()),
                    ("compare_at_price", p.compare_at_price.is_some()),
                    ("stock_status", p.stock_status.is_some()),
                ] {
                    if set {
                        file.record(&record, Some(field), "belongs on the variants of a product that has them");
                    }
                }
            }
            let notices = p
                .notices
                .into_iter()
                .enumerate()
                .map(|(k, n)| {
                    if n.code.trim().is_empty() || n.text.trim().is_empty() {
                        file.record(&record, Some(&format!("notices[{k}]")), "needs a code and a text");
                    }
                    if let Some(url) = n.url.as_deref().filter(|u| !is_web_url(u)) {
                        file.record(
                            &record,
                            Some(&format!("notices[{k}].url")),
                            format!("`{url}` is not an absolute http(s) URL"),
                        );
                    }
                    Notice { code: n.code, text: n.text, url: n.url }
                })
                .collect();
            let product_attributes = typed_attributes(&p.attributes, &record, "attributes", &mut file);
            let mut variants = Vec::new();
            for (k, v) in raw_variants.into_iter().enumerate() {
                let at = |f: &str| format!("variants[{k}].{f}");
                if v.id.trim().is_empty() {
                    file.record(&record, Some(&at("id")), "must not be empty");
                } else if let Some(other) = variant_ids.insert(v.id.clone(), path.clone()) {
                    file.record(&record, Some(&at("id")), format!("`{}` is also a variant id in {other}", v.id));
                }
                if v.sku.trim().is_empty() {
                    file.record(&record, Some(&at("sku")), "must not be empty");
                } else if let Some(other) = skus.insert(v.sku.clone(), path.clone()) {
                    file.record(&record, Some(&at("sku")), format!("`{}` is also a SKU in {other}", v.sku));
                }
                let parsed_price = parse_price(&v.price);
                if parsed_price.is_none() {
                    file.record(&record, Some(&at("price")), format!("`{}` is not an amount like \"189.00\"", v.price));
                }
                let price = parsed_price.unwrap_or(Money { minor: 0 });
                let member_price = v.member_price.as_deref().and_then(|raw| match parse_price(raw) {
                    None => {
                        file.record(
                            &record,
                            Some(&at("member_price")),
                            format!("`{raw}` is not an amount like \"170.10\""),
                        );
                        None
                    }
                    Some(m) if parsed_price.is_some_and(|p| m > p) => {
                        file.record(
                            &record,
                            Some(&at("member_price")),
                            format!("{raw} is more than the price, {price}"),
                        );
                        None
                    }
                    Some(m) => Some(m),
                });
                // An unreadable price is named above; the regular price is then checked alone.
                let floor = parsed_price.unwrap_or(Money { minor: i64::MIN });
                let compare_at_price = v
                    .compare_at_price
                    .as_deref()
                    .and_then(|raw| compare_at(raw, floor, &record, &at("compare_at_price"), &mut file));
                let stock_status = v
                    .stock_status
                    .as_deref()
                    .and_then(|raw| stock_status(raw, &record, &at("stock_status"), &mut file));
                let attributes = typed_attributes(&v.attributes, &record, &at("attributes"), &mut file);
                variants.push(Variant {
                    id: v.id,
                    sku: v.sku,
                    title: v.title,
                    price,
                    member_price,
                    compare_at_price,
                    stock_status,
                    attributes,
                });
            }
            out.push(Product {
                handle: p.handle.unwrap_or_else(|| p.id.clone()),
                id: p.id,
                title: p.title,
                url: p.url,
                description: p.description,
                attributes: product_attributes,
                notices,
                tags: p.tags,
                kind: p.kind,
                final_sale: p.final_sale,
                sold_online: p.sold_online,
                variants,
            });
        }
    }
    supplement(&mut out, supplements, problems);
    out
}

/// Applies each supplement to the variant with its SKU: what the variant (and its product)
/// leaves out is filled in; what it has stays.
fn supplement(products: &mut [Product], supplements: Vec<(String, RawSupplement)>, problems: &mut Problems) {
    let mut by_sku = BTreeMap::new();
    for (p, product) in products.iter().enumerate() {
        for (v, variant) in product.variants.iter().enumerate() {
            by_sku.entry(variant.sku.clone()).or_insert((p, v));
        }
    }
    for (path, s) in supplements {
        let mut file = problems.in_file(&path);
        let record = format!("supplement `{}`", s.sku);
        let Some(&(p, v)) = by_sku.get(&s.sku) else {
            file.record(
                &record,
                Some("sku"),
                "no product in the store has this SKU (import again the file that wrote this supplement)",
            );
            continue;
        };
        let product_attributes = typed_attributes(&s.product_attributes, &record, "product_attributes", &mut file);
        let attributes = typed_attributes(&s.attributes, &record, "attributes", &mut file);
        let product = &mut products[p];
        for (key, value) in product_attributes {
            product.attributes.entry(key).or_insert(value);
        }
        let variant = &mut product.variants[v];
        for (key, value) in attributes {
            if !product.attributes.contains_key(&key) {
                variant.attributes.entry(key).or_insert(value);
            }
        }
        if variant.stock_status.is_none()
            && let Some(raw) = s.stock_status.as_deref()
        {
            variant.stock_status = stock_status(raw, &record, "stock_status", &mut file);
        }
        if variant.compare_at_price.is_none()
            && let Some(raw) = s.compare_at_price.as_deref()
        {
            variant.compare_at_price = compare_at(raw, variant.price, &record, "compare_at_price", &mut file);
        }
    }
}

/// A `stock_status` word, or the problem named.
fn stock_status(raw: &str, record: &str, field: &str, file: &mut FileProblems<'_>) -> Option<StockStatus> {
    let status = StockStatus::parse(raw);
    if status.is_none() {
        let words: Vec<&str> = StockStatus::ALL.iter().map(|s| s.as_str()).collect();
        file.record(record, Some(field), format!("`{raw}` is not one of {}", words.join(", ")));
    }
    status
}

/// A `compare_at_price`: an amount above `price` (the regular price of a reduced one), or the
/// problem named.
fn compare_at(raw: &str, price: Money, record: &str, field: &str, file: &mut FileProblems<'_>) -> Option<Money> {
    match parse_price(raw) {
        Some(c) if c > price => Some(c),
        Some(_) => {
            file.record(
                record,
                Some(field),
                format!("{raw} must be more than the price, {price} (it is the regular price of a reduced one)"),
            );
            None
        }
        None => {
            file.record(record, Some(field), format!("`{raw}` is not an amount like \"229.00\""));
            None
        }
    }
}

fn typed_attributes(
    raw: &BTreeMap<String, toml::Value>,
    record: &str,
    field: &str,
    file: &mut FileProblems<'_>,
) -> BTreeMap<String, AttributeValue> {
    let mut out = BTreeMap::new();
    for (name, value) in raw {
        let typed = match value {
            toml::Value::Boolean(b) => Some(AttributeValue::Bool(*b)),
            toml::Value::Integer(i) => Some(AttributeValue::Integer(*i)),
            toml::Value::Float(f) if f.is_finite() => Some(AttributeValue::Number(*f)),
            toml::Value::String(s) => Some(AttributeValue::Text(s.clone())),
            toml::Value::Array(items) => items
                .iter()
                .map(|i| i.as_str().map(str::to_owned))
                .collect::<Option<Vec<_>>>()
                .map(AttributeValue::List),
            _ => None,
        };
        match typed {
            Some(t) => {
                out.insert(name.clone(), t);
            }
            None => file.record(
                record,
                Some(&format!("{field}.{name}")),
                "must be a boolean, a number, text, or a list of text",
            ),
        }
    }
    out
}

/// `"189"`, `"189.5"` or `"189.00"` in major units → minor units.
pub(crate) fn parse_price(s: &str) -> Option<Money> {
    let (whole, frac) = match s.split_once('.') {
        Some((_, "")) => return None,
        Some(parts) => parts,
        None => (s, ""),
    };
    if whole.is_empty()
        || !whole.bytes().all(|b| b.is_ascii_digit())
        || frac.len() > 2
        || !frac.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let whole: i64 = whole.parse().ok()?;
    let frac: i64 = if frac.is_empty() { 0 } else { format!("{frac:0<2}").parse().ok()? };
    Some(Money { minor: whole.checked_mul(100)?.checked_add(frac)? })
}

#[cfg(test)]
mod tests {
    use super::parse_price;

    #[test]
    fn prices() {
        assert_eq!(parse_price("189.00").unwrap().minor, 18900);
        assert_eq!(parse_price("189.5").unwrap().minor, 18950);
        assert_eq!(parse_price("7").unwrap().minor, 700);
        for bad in ["", "1.234", "-1", "1,00", "abc", ".5", "1."] {
            assert!(parse_price(bad).is_none(), "{bad}");
        }
    }
}
