//! The store's product records (`products/*.toml`, docs/store-format.md), as an import writes
//! them: one `[[product]]` at a time, so a large export is never held whole.

use std::collections::BTreeMap;
use std::io::Write;

use concierge_core::catalog::StockStatus;
use serde::Serialize;

/// A `[[product]]`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProductRecord {
    /// `id`.
    pub id: String,
    /// `handle`.
    pub handle: String,
    /// `title`.
    pub title: String,
    /// `url`.
    pub url: String,
    /// `description`.
    pub description: String,
    /// `tags`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<String>,
    /// `type`.
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// `[product.attributes]`.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub attributes: BTreeMap<String, toml::Value>,
    /// `[[product.variants]]`.
    pub variants: Vec<VariantRecord>,
}

/// A `[[product.variants]]`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct VariantRecord {
    /// `id`.
    pub id: String,
    /// `sku`.
    pub sku: String,
    /// `title`.
    pub title: String,
    /// `price`, as the store writes it (`1299.00`).
    pub price: String,
    /// `compare_at_price`: the regular price of a reduced one (more than `price`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compare_at_price: Option<String>,
    /// `stock_status`: `in_stock`, `out_of_stock`, `preorder` or `backorder`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stock_status: Option<&'static str>,
    /// `[product.variants.attributes]`.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub attributes: BTreeMap<String, toml::Value>,
}

/// A `[[supplement]]`: what this import knows of a variant another file of the store defines
/// (by SKU), and that record leaves out (docs/store-format.md).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SupplementRecord {
    /// `sku`: the variant's SKU, as the other file writes it.
    pub sku: String,
    /// `compare_at_price`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compare_at_price: Option<String>,
    /// `stock_status`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stock_status: Option<&'static str>,
    /// `[supplement.attributes]`: the variant's.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub attributes: BTreeMap<String, toml::Value>,
    /// `[supplement.product_attributes]`: its product's.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub product_attributes: BTreeMap<String, toml::Value>,
}

impl SupplementRecord {
    /// Whether it adds nothing.
    pub fn is_empty(&self) -> bool {
        self.compare_at_price.is_none()
            && self.stock_status.is_none()
            && self.attributes.is_empty()
            && self.product_attributes.is_empty()
    }
}

#[derive(Serialize)]
struct Supplements<'a> {
    supplement: &'a [SupplementRecord],
}

/// Appends `supplements` to `out` as `[[supplement]]` tables.
pub fn write_supplements(out: &mut impl Write, supplements: &[SupplementRecord]) -> std::io::Result<()> {
    if supplements.is_empty() {
        return Ok(());
    }
    let text = toml::to_string(&Supplements { supplement: supplements }).map_err(std::io::Error::other)?;
    out.write_all(b"\n")?;
    out.write_all(text.as_bytes())
}

/// The stock status a feed's availability word names, in any of the forms feeds write it:
/// Merchant Center's `in_stock` and older `in stock`, schema.org's `https://schema.org/InStock`
/// and its other values. `None` for a word that names none of them.
pub(crate) fn stock_status(word: &str) -> Option<StockStatus> {
    let last = word.trim().rsplit(['/', ':']).next().unwrap_or("");
    let key: String = last.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_lowercase()).collect();
    Some(match key.as_str() {
        "instock" | "limitedavailability" | "onlineonly" => StockStatus::InStock,
        "outofstock" | "soldout" | "discontinued" => StockStatus::OutOfStock,
        "preorder" | "presale" => StockStatus::Preorder,
        "backorder" | "madetoorder" | "availablefororder" => StockStatus::Backorder,
        _ => return None,
    })
}

#[derive(Serialize)]
struct One<'a> {
    product: [&'a ProductRecord; 1],
}

/// Appends `product` to `out` as one `[[product]]` table.
pub fn write_product(out: &mut impl Write, product: &ProductRecord) -> std::io::Result<()> {
    let text = toml::to_string(&One { product: [product] }).map_err(std::io::Error::other)?;
    out.write_all(b"\n")?;
    out.write_all(text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn availability_words_of_every_feed_name_a_stock_status() {
        for (word, status) in [
            ("in_stock", StockStatus::InStock),
            ("in stock", StockStatus::InStock),
            ("https://schema.org/InStock", StockStatus::InStock),
            ("http://schema.org/LimitedAvailability", StockStatus::InStock),
            ("OUT_OF_STOCK", StockStatus::OutOfStock),
            ("schema:SoldOut", StockStatus::OutOfStock),
            ("preorder", StockStatus::Preorder),
            ("PreOrder", StockStatus::Preorder),
            ("backorder", StockStatus::Backorder),
            ("https://schema.org/BackOrder", StockStatus::Backorder),
        ] {
            assert_eq!(stock_status(word), Some(status), "{word}");
        }
        for word in ["", "InStoreOnly", "maybe", "https://schema.org/"] {
            assert_eq!(stock_status(word), None, "{word}");
        }
    }
}
