//! The store's product records (`products/*.toml`, docs/store-format.md), as an import writes
//! them: one `[[product]]` at a time, so a large export is never held whole.

use std::collections::BTreeMap;
use std::io::Write;

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
    /// `[product.variants.attributes]`.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub attributes: BTreeMap<String, toml::Value>,
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
