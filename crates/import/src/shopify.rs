//! Shopify's product CSV export (Products → Export), in its documented columns and in the
//! renamed headers of newer exports (`URL handle`, `Description`, `Price`, `SKU`, …).
//!
//! A product is the run of rows sharing a handle: the first carries the product (title, body,
//! vendor, type, tags, published, status, option names), each row with a price carries a
//! variant, and rows with only an image are images. Mapping, column by column, is in
//! docs/importing.md. Products that are unpublished, drafts or archived are left out and counted;
//! a row that cannot be used is dropped with its line and the reason.

use std::collections::{BTreeMap, HashSet};
use std::io::Read;
use std::path::Path;

use crate::html;
use concierge_core::catalog::StockStatus;

use crate::money::{is_above, parse_price};
use crate::records::{ProductRecord, VariantRecord};
use crate::report::{Dropped, Report};
use crate::rows::Row;
use crate::text::{key, slug};

/// The columns read, by meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Column {
    Handle,
    Title,
    Body,
    Vendor,
    Category,
    Type,
    Tags,
    Published,
    OptionName(u8),
    OptionValue(u8),
    Sku,
    Grams,
    InventoryQty,
    InventoryTracker,
    InventoryPolicy,
    Price,
    CompareAtPrice,
    Barcode,
    Image,
    Status,
    GiftCard,
}

/// Header names (lower case, letters and digits only) for each column, old exports and new.
const HEADERS: &[(&str, Column)] = &[
    ("handle", Column::Handle),
    ("urlhandle", Column::Handle),
    ("title", Column::Title),
    ("bodyhtml", Column::Body),
    ("description", Column::Body),
    ("vendor", Column::Vendor),
    ("productcategory", Column::Category),
    ("standardizedproducttype", Column::Category),
    ("type", Column::Type),
    ("customproducttype", Column::Type),
    ("producttype", Column::Type),
    ("tags", Column::Tags),
    ("published", Column::Published),
    ("publishedononlinestore", Column::Published),
    ("publishedonlinestore", Column::Published),
    ("option1name", Column::OptionName(0)),
    ("option1value", Column::OptionValue(0)),
    ("option2name", Column::OptionName(1)),
    ("option2value", Column::OptionValue(1)),
    ("option3name", Column::OptionName(2)),
    ("option3value", Column::OptionValue(2)),
    ("variantsku", Column::Sku),
    ("sku", Column::Sku),
    ("variantgrams", Column::Grams),
    ("weightvaluegrams", Column::Grams),
    ("variantinventoryqty", Column::InventoryQty),
    ("inventoryquantity", Column::InventoryQty),
    ("variantinventorytracker", Column::InventoryTracker),
    ("inventorytracker", Column::InventoryTracker),
    ("variantinventorypolicy", Column::InventoryPolicy),
    ("continuesellingwhenoutofstock", Column::InventoryPolicy),
    ("variantprice", Column::Price),
    ("price", Column::Price),
    ("variantcompareatprice", Column::CompareAtPrice),
    ("compareatprice", Column::CompareAtPrice),
    ("variantbarcode", Column::Barcode),
    ("barcode", Column::Barcode),
    ("imagesrc", Column::Image),
    ("productimageurl", Column::Image),
    ("status", Column::Status),
    ("giftcard", Column::GiftCard),
];

/// Where each known column is in the file.
struct Layout {
    at: BTreeMap<Column, usize>,
}

impl Layout {
    fn read(header: &[String], report: &mut Report) -> Result<Layout, crate::ImportError> {
        let mut at = BTreeMap::new();
        let mut unmapped = Vec::new();
        for (i, name) in header.iter().enumerate() {
            let name = name.clone();
            let key = crate::rows::header_key(&name);
            match HEADERS.iter().find(|(h, _)| *h == key) {
                Some((_, column)) if at.insert(*column, i).is_some() => {
                    return Err(crate::ImportError::Header(format!("the column `{name}` is given twice")));
                }
                Some(_) => {}
                None if !name.is_empty() => unmapped.push(name),
                None => {}
            }
        }
        for required in [Column::Handle, Column::Title] {
            if !at.contains_key(&required) {
                return Err(crate::ImportError::Header(format!(
                    "no `{}` column: is this a Shopify product export (Products → Export → CSV)?",
                    if required == Column::Handle { "Handle" } else { "Title" }
                )));
            }
        }
        if !at.contains_key(&Column::Price) {
            return Err(crate::ImportError::Header("no `Variant Price` (or `Price`) column".to_owned()));
        }
        if !unmapped.is_empty() {
            report.notes.push(format!("columns not mapped (docs/importing.md says why): {}", unmapped.join(", ")));
        }
        Ok(Layout { at })
    }
}

impl Layout {
    /// `column` of `row`, trimmed.
    fn get<'r>(&self, row: &'r Row, column: Column) -> &'r str {
        row.get(self.at.get(&column).copied())
    }

    /// Whether the file has `column`.
    fn has(&self, column: Column) -> bool {
        self.at.contains_key(&column)
    }
}

/// The product being read: its first row's fields and the variants so far.
struct Pending {
    line: u64,
    handle: String,
    title: String,
    body: String,
    vendor: String,
    category: String,
    kind: String,
    tags: String,
    published: String,
    status: String,
    option_names: [String; 3],
    variants: Vec<VariantRecord>,
    /// Variant ids so far, with their line.
    ids: BTreeMap<String, u64>,
}

/// What the import needs from the store and the caller.
pub(crate) struct Context<'a> {
    /// The store's website, for product URLs (`{website}/products/{handle}`).
    pub(crate) website: &'a str,
    /// What the store's other files hold already.
    pub(crate) known: &'a crate::merge::Known,
}

/// Reads one export from `input` (`file` names it in the report), handing each product to
/// `write` as it is complete; `progress` gets the bytes read so far.
pub(crate) fn read(
    input: impl Read,
    file: &Path,
    cx: &Context<'_>,
    report: &mut Report,
    write: &mut dyn FnMut(ProductRecord) -> std::io::Result<()>,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(), crate::ImportError> {
    let mut state =
        State { pending: None, finished: HashSet::new(), no_sku: 0, no_description: 0, images: 0, not_a_sale: 0 };
    crate::rows::read(
        input,
        crate::rows::Dialect::CSV,
        file,
        report,
        Layout::read,
        |layout, row, report| state.row(row, layout, file, cx, report, write),
        progress,
    )?;
    state.finish(file, cx, report, write)?;
    if state.no_sku > 0 {
        report.notes.push(format!("{} variants had no SKU: their id stands in for it", state.no_sku));
    }
    if state.no_description > 0 {
        report
            .notes
            .push(format!("{} products had no description: their title stands in for it", state.no_description));
    }
    if state.not_a_sale > 0 {
        report.notes.push(format!(
            "{} variants had a compare-at price not above their price: not a sale, so left out",
            state.not_a_sale
        ));
    }
    if state.images > 0 {
        report.notes.push(format!("{} rows held only an image (images are not part of the store)", state.images));
    }
    Ok(())
}

struct State {
    pending: Option<Pending>,
    /// Handles whose rows have ended: a later row for one is out of place.
    finished: HashSet<String>,
    no_sku: u64,
    no_description: u64,
    images: u64,
    /// Compare-at prices not above the price (Shopify shows no sale for them).
    not_a_sale: u64,
}

impl State {
    fn row(
        &mut self,
        row: Row,
        layout: &Layout,
        file: &Path,
        cx: &Context<'_>,
        report: &mut Report,
        write: &mut dyn FnMut(ProductRecord) -> std::io::Result<()>,
    ) -> Result<(), crate::ImportError> {
        let reject = |report: &mut Report, reason: String| {
            report.dropped.push(Dropped { file: file.to_owned(), line: row.line, reason });
        };
        let handle = layout.get(&row, Column::Handle).to_owned();
        if handle.is_empty() {
            reject(report, "has no handle".to_owned());
            return Ok(());
        }
        if self.pending.as_ref().is_none_or(|p| p.handle != handle) {
            self.finish(file, cx, report, write)?;
            if self.finished.contains(&handle) {
                reject(
                    report,
                    format!("belongs to `{handle}`, whose rows ended earlier (a product's rows must be together)"),
                );
                return Ok(());
            }
            let title = layout.get(&row, Column::Title).to_owned();
            if title.is_empty() {
                reject(report, format!("is the first row of `{handle}` but has no title"));
                self.finished.insert(handle);
                return Ok(());
            }
            self.pending = Some(Pending {
                line: row.line,
                handle,
                title,
                body: layout.get(&row, Column::Body).to_owned(),
                vendor: layout.get(&row, Column::Vendor).to_owned(),
                category: layout.get(&row, Column::Category).to_owned(),
                kind: layout.get(&row, Column::Type).to_owned(),
                tags: layout.get(&row, Column::Tags).to_owned(),
                published: layout.get(&row, Column::Published).to_owned(),
                status: layout.get(&row, Column::Status).to_owned(),
                option_names: [0, 1, 2].map(|i| layout.get(&row, Column::OptionName(i)).to_owned()),
                variants: Vec::new(),
                ids: BTreeMap::new(),
            });
        }
        let Some(pending) = self.pending.as_mut() else { return Ok(()) };
        let values: Vec<&str> = (0..3).map(|i| layout.get(&row, Column::OptionValue(i))).collect();
        let sku = layout.get(&row, Column::Sku);
        let price = layout.get(&row, Column::Price);
        if price.is_empty() && sku.is_empty() && values.iter().all(|v| v.is_empty()) {
            if layout.get(&row, Column::Image).is_empty() {
                reject(report, format!("of `{}` has no variant and no image", pending.handle));
            } else {
                self.images += 1;
            }
            return Ok(());
        }
        let price = match parse_price(price) {
            Ok(p) => p,
            Err(e) => {
                reject(report, format!("a variant of `{}`: Variant Price: {e}", pending.handle));
                return Ok(());
            }
        };
        let named: Vec<(usize, &str)> = values
            .iter()
            .enumerate()
            .filter(|(_, v)| !v.is_empty() && **v != "Default Title")
            .map(|(i, v)| (i, *v))
            .collect();
        let title = if named.is_empty() {
            pending.title.clone()
        } else {
            named.iter().map(|(_, v)| *v).collect::<Vec<_>>().join(" / ")
        };
        let id = if named.is_empty() { pending.handle.clone() } else { format!("{}-{}", pending.handle, slug(&title)) };
        if let Some(first) = pending.ids.get(&id) {
            reject(report, format!("a variant of `{}` with the same options as line {first}", pending.handle));
            return Ok(());
        }
        pending.ids.insert(id.clone(), row.line);
        let mut attributes: BTreeMap<String, toml::Value> = BTreeMap::new();
        for (i, value) in &named {
            let name = &pending.option_names[*i];
            let name = if name.is_empty() || name == "Title" { format!("option{}", i + 1) } else { key(name) };
            attributes.insert(name, toml::Value::String((*value).to_owned()));
        }
        let grams = layout.get(&row, Column::Grams);
        if !grams.is_empty() {
            match grams.replace(',', ".").parse::<f64>() {
                Ok(g) if g.is_finite() && g >= 0.0 => {
                    attributes.insert("weight_g".into(), toml::Value::Integer(g.round() as i64));
                }
                _ => report.notes.push(format!(
                    "{}: line {}: Variant Grams `{grams}` is not a weight; left out",
                    file.display(),
                    row.line
                )),
            }
        }
        let quantity = layout.get(&row, Column::InventoryQty);
        let mut stock_status = None;
        if !quantity.is_empty() {
            match quantity.parse::<i64>() {
                Ok(q) => {
                    attributes.insert("inventory_quantity".into(), toml::Value::Integer(q));
                    // Stock is known only where Shopify tracks it (an export without the tracker
                    // column tracks every variant it counts).
                    let tracked =
                        !layout.has(Column::InventoryTracker) || !layout.get(&row, Column::InventoryTracker).is_empty();
                    let keeps_selling = matches!(
                        layout.get(&row, Column::InventoryPolicy).to_ascii_lowercase().as_str(),
                        "continue" | "true" | "yes"
                    );
                    stock_status = tracked.then_some(match (q > 0, keeps_selling) {
                        (true, _) => StockStatus::InStock,
                        (false, true) => StockStatus::Backorder,
                        (false, false) => StockStatus::OutOfStock,
                    });
                }
                Err(_) => report.notes.push(format!(
                    "{}: line {}: Variant Inventory Qty `{quantity}` is not a whole number; left out",
                    file.display(),
                    row.line
                )),
            }
        }
        let compare = layout.get(&row, Column::CompareAtPrice);
        let mut compare_at_price = None;
        if !compare.is_empty() {
            match parse_price(compare) {
                // Shopify shows a sale only when the compare-at price is above the price.
                Ok(c) if is_above(&c, &price) => compare_at_price = Some(c),
                Ok(_) => self.not_a_sale += 1,
                Err(e) => report.notes.push(format!(
                    "{}: line {}: Variant Compare At Price: {e}; left out",
                    file.display(),
                    row.line
                )),
            }
        }
        let barcode = layout.get(&row, Column::Barcode);
        if !barcode.is_empty() {
            attributes.insert("barcode".into(), toml::Value::String(barcode.trim_start_matches('\'').to_owned()));
        }
        let sku = if sku.is_empty() {
            self.no_sku += 1;
            id.clone()
        } else {
            sku.trim_start_matches('\'').to_owned()
        };
        pending.variants.push(VariantRecord {
            id,
            sku,
            title,
            price,
            compare_at_price,
            stock_status: stock_status.map(StockStatus::as_str),
            attributes,
        });
        Ok(())
    }

    /// Ends the product being read: writes it, or counts why it is left out.
    fn finish(
        &mut self,
        file: &Path,
        cx: &Context<'_>,
        report: &mut Report,
        write: &mut dyn FnMut(ProductRecord) -> std::io::Result<()>,
    ) -> Result<(), crate::ImportError> {
        let Some(p) = self.pending.take() else { return Ok(()) };
        self.finished.insert(p.handle.clone());
        let status = p.status.to_ascii_lowercase();
        if !status.is_empty() && status != "active" {
            *report.left_out.entry(format!("{status} products (Status)")).or_default() += 1;
            return Ok(());
        }
        if p.published.eq_ignore_ascii_case("false") {
            *report.left_out.entry("unpublished products (Published = FALSE)".to_owned()).or_default() += 1;
            return Ok(());
        }
        if p.variants.is_empty() {
            report.dropped.push(Dropped {
                file: file.to_owned(),
                line: p.line,
                reason: format!("`{}` has no variant with a price, so it is left out", p.handle),
            });
            return Ok(());
        }
        let mut description = html::to_text(&p.body);
        if description.is_empty() {
            self.no_description += 1;
            description = p.title.clone();
        }
        let mut attributes = BTreeMap::new();
        if !p.vendor.is_empty() {
            attributes.insert("vendor".to_owned(), toml::Value::String(p.vendor.clone()));
        }
        if !p.category.is_empty() {
            attributes.insert("category".to_owned(), toml::Value::String(p.category.clone()));
        }
        let kind = if p.kind.is_empty() {
            p.category.rsplit('>').next().map(str::trim).filter(|k| !k.is_empty()).map(str::to_owned)
        } else {
            Some(p.kind.clone())
        };
        let tags = p.tags.split(',').map(str::trim).filter(|t| !t.is_empty()).map(str::to_owned).collect();
        let record = ProductRecord {
            id: p.handle.clone(),
            handle: p.handle.clone(),
            title: p.title,
            url: format!("{}/products/{}", cx.website.trim_end_matches('/'), p.handle),
            description,
            tags,
            kind,
            attributes,
            variants: p.variants,
        };
        if !cx.known.admit(&record, file, p.line, report) {
            return Ok(());
        }
        *report.written.entry("products").or_default() += 1;
        *report.written.entry("variants").or_default() += record.variants.len() as u64;
        write(record).map_err(|e| crate::ImportError::Write(file.to_owned(), e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_str(csv: &str) -> Report {
        let mut report = Report::default();
        let known = crate::merge::Known::default();
        let cx = Context { website: "https://shop.example", known: &known };
        read(csv.as_bytes(), Path::new("p.csv"), &cx, &mut report, &mut |_| Ok(()), &mut |_, _| {}).unwrap();
        report
    }

    #[test]
    fn lines_are_counted_from_the_header_as_line_1() {
        let r = read_str("Handle,Title,Variant Price\nh,T,free\n");
        assert_eq!(r.dropped[0].line, 2, "{r:?}");
        let r = read_str("\u{feff}Handle,Title,Variant Price\r\nh,\"A\nB\",1.00\r\ni,T,free\r\n");
        assert_eq!(r.dropped[0].line, 4, "{r:?}");
    }
}
