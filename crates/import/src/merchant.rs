//! Google Merchant Center product feeds: tab-separated (`.tsv`, `.txt`) or XML (RSS 2.0 `<item>`s
//! or Atom `<entry>`s, attributes in the `g:` namespace) → `products/merchant-center.toml`.
//!
//! An item is a variant; items sharing an `item_group_id` are one product, the others a product
//! each. Items without a group are written as they are read; grouped items are held until the
//! feed ends (a feed need not keep a group's items together). Mapping, attribute by attribute, is
//! in docs/importing.md.

use std::collections::{BTreeMap, HashMap};
use std::io::{BufRead, Read};
use std::path::Path;

use concierge_core::catalog::StockStatus;

use crate::money::{is_above, parse_price};
use crate::records::{ProductRecord, VariantRecord};
use crate::report::{Dropped, Report};
use crate::shipping::{self, Rate, RateSets};
use crate::text::slug;
use crate::{ImportError, html};

/// One item: its attributes by name (`g:` dropped, lower case), and where it starts.
#[derive(Debug, Clone, Default)]
pub(crate) struct Item {
    file: std::path::PathBuf,
    line: u64,
    attributes: BTreeMap<String, String>,
    /// Attributes made of sub-attributes (`shipping`, `free_shipping_threshold`), each group
    /// in the order met.
    groups: Vec<(String, Group)>,
}

/// One group of an attribute made of sub-attributes: its values by sub-attribute name, or why
/// it could not be read.
type Group = Result<BTreeMap<String, String>, String>;

impl Item {
    fn get(&self, name: &str) -> &str {
        self.attributes.get(name).map_or("", |v| v.trim())
    }
}

/// Attributes read; anything else is named in the report as not mapped.
const KNOWN: &[&str] = &[
    "id",
    "title",
    "description",
    "link",
    "price",
    "sale_price",
    "sale_price_effective_date",
    "availability",
    "brand",
    "gtin",
    "mpn",
    "condition",
    "product_type",
    "google_product_category",
    "item_group_id",
    "color",
    "size",
    "material",
    "pattern",
    "age_group",
    "gender",
    "shipping_weight",
    "shipping",
    "free_shipping_threshold",
    "min_handling_time",
    "max_handling_time",
];

/// The sub-attributes of a tab-separated `shipping` column whose header names none (as Google
/// documents it: `US:CA:Overnight:16.00 USD`).
const SHIPPING_LAYOUT: &[&str] = &["country", "region", "service", "price"];

/// The same for `free_shipping_threshold` (`US:50.00 USD`).
const THRESHOLD_LAYOUT: &[&str] = &["country", "price_threshold"];

/// Attributes that tell a group's variants apart, in the order of a variant's title.
const VARIANT_ATTRIBUTES: &[&str] = &["color", "size", "material", "pattern", "age_group", "gender"];

/// What the feed needs from the store.
pub(crate) struct Context<'a> {
    pub(crate) website: &'a str,
    pub(crate) currency: &'a str,
    /// What the store's other files hold already.
    pub(crate) known: &'a crate::merge::Known,
    /// The time `sale_price_effective_date` is read against.
    pub(crate) now: jiff::Timestamp,
}

/// Maps items to products as they come.
pub(crate) struct Feed<'a, 'w> {
    cx: &'a Context<'a>,
    write: &'w mut dyn FnMut(ProductRecord) -> std::io::Result<()>,
    groups: BTreeMap<String, Vec<(Item, VariantRecord)>>,
    ids: HashMap<String, u64>,
    unmapped: BTreeMap<String, u64>,
    /// Sale prices left out: not below the price, or outside their effective dates.
    sales_not_below: u64,
    sales_out_of_dates: u64,
    /// Availability values that name no stock status.
    other_availability: BTreeMap<String, u64>,
    /// Each item's shipping rates.
    shipping: RateSets,
}

impl<'a, 'w> Feed<'a, 'w> {
    pub(crate) fn new(cx: &'a Context<'a>, write: &'w mut dyn FnMut(ProductRecord) -> std::io::Result<()>) -> Self {
        Feed {
            cx,
            write,
            groups: BTreeMap::new(),
            ids: HashMap::new(),
            unmapped: BTreeMap::new(),
            sales_not_below: 0,
            sales_out_of_dates: 0,
            other_availability: BTreeMap::new(),
            shipping: RateSets::default(),
        }
    }

    fn item(&mut self, item: Item, report: &mut Report) -> Result<(), ImportError> {
        for name in item.attributes.keys().filter(|k| !KNOWN.contains(&k.as_str())) {
            *self.unmapped.entry(name.clone()).or_default() += 1;
        }
        match self.variant(&item) {
            Err(reason) => report.dropped.push(Dropped { file: item.file.clone(), line: item.line, reason }),
            Ok(variant) => {
                let rates = self.rates(&item, report);
                self.shipping.add(rates, &item.file, item.line, item.get("id"));
                let group = item.get("item_group_id").to_owned();
                if group.is_empty() {
                    let (file, line) = (item.file.clone(), item.line);
                    let product = self.product(&[(item, variant)]);
                    self.emit(product, &file, line, report)?;
                } else {
                    self.groups.entry(group).or_default().push((item, variant));
                }
            }
        }
        Ok(())
    }

    fn emit(&mut self, product: ProductRecord, file: &Path, line: u64, report: &mut Report) -> Result<(), ImportError> {
        if !self.cx.known.admit(&product, file, line, report) {
            return Ok(());
        }
        *report.written.entry("products").or_default() += 1;
        *report.written.entry("variants").or_default() += product.variants.len() as u64;
        let id = product.id.clone();
        (self.write)(product).map_err(|e| ImportError::Write(std::path::PathBuf::from(format!("product `{id}`")), e))
    }

    /// The item's shipping rates that the store can hold; each one it cannot is named in the
    /// report (the item itself is kept).
    fn rates(&self, item: &Item, report: &mut Report) -> Vec<Rate> {
        let mut rates = Vec::new();
        let mut skip = |raw: &BTreeMap<String, String>, why: String| {
            let given: Vec<String> =
                raw.iter().filter(|(_, v)| !v.trim().is_empty()).map(|(k, v)| format!("{k} {v}")).collect();
            report.dropped.push(Dropped {
                file: item.file.clone(),
                line: item.line,
                reason: format!("item `{}`: shipping rate ({}) not kept: {why}", item.get("id"), given.join(", ")),
            });
        };
        let handling = match shipping::day_range(item.get("min_handling_time"), item.get("max_handling_time")) {
            Ok(h) => h,
            Err(e) => {
                skip(&BTreeMap::new(), format!("handling time: {e}"));
                None
            }
        };
        let mut thresholds: Vec<(String, String)> = Vec::new();
        for (_, group) in item.groups.iter().filter(|(name, _)| name == "free_shipping_threshold") {
            let read = group.as_ref().map_err(Clone::clone).and_then(|g| {
                let get = |k: &str| g.get(k).map_or("", |v| v.trim());
                Ok((get("country").to_ascii_uppercase(), money(get("price_threshold"), self.cx.currency)?))
            });
            match read {
                Ok(threshold) => thresholds.push(threshold),
                Err(why) => skip(&BTreeMap::new(), format!("free_shipping_threshold: {why}")),
            }
        }
        for (_, group) in item.groups.iter().filter(|(name, _)| name == "shipping") {
            let raw = match group {
                Ok(raw) => raw,
                Err(why) => {
                    skip(&BTreeMap::new(), why.clone());
                    continue;
                }
            };
            let get = |k: &str| raw.get(k).map_or("", |v| v.trim());
            if ["postal_code", "location_id", "location_group_name"].iter().any(|k| !get(k).is_empty()) {
                skip(raw, "rates by postal code or location are not held (a rate per country or region is)".into());
                continue;
            }
            let country = get("country").to_ascii_uppercase();
            let region = get("region");
            if region.bytes().any(|b| b.is_ascii_digit() || b == b'*') {
                skip(raw, format!("`{region}` is a postal code, and rates by postal code are not held"));
                continue;
            }
            let price = match money(get("price"), self.cx.currency) {
                Ok(p) => p,
                Err(e) => {
                    skip(raw, format!("price: {e}"));
                    continue;
                }
            };
            let transit = match shipping::day_range(get("min_transit_time"), get("max_transit_time")) {
                Ok(t) => t,
                Err(e) => {
                    skip(raw, format!("transit time: {e}"));
                    continue;
                }
            };
            let free_over = thresholds.iter().find(|(c, _)| c.is_empty() || *c == country).map(|(_, t)| t.clone());
            let country = Some(country).filter(|c| !c.is_empty());
            let region = Some(region.to_ascii_uppercase()).filter(|r| !r.is_empty());
            let rate = Rate { free_over, ..Rate::new(get("service"), country, region, price) };
            rates.push(rate.with_days(handling, transit));
        }
        rates
    }

    /// Writes the grouped products, says what was not mapped, and gives the feed's shipping
    /// rates (the set most items carry).
    pub(crate) fn finish(mut self, report: &mut Report) -> Result<Vec<Rate>, ImportError> {
        for (_, items) in std::mem::take(&mut self.groups) {
            let (file, line) = (items[0].0.file.clone(), items[0].0.line);
            let product = self.product(&items);
            self.emit(product, &file, line, report)?;
        }
        if self.sales_out_of_dates > 0 {
            report.notes.push(format!(
                "{} sale prices were outside their sale_price_effective_date: the regular price was kept (import again when a sale starts or ends)",
                self.sales_out_of_dates
            ));
        }
        if self.sales_not_below > 0 {
            report.notes.push(format!(
                "{} sale prices were not below the price: not a sale, so left out",
                self.sales_not_below
            ));
        }
        if !self.other_availability.is_empty() {
            let values: Vec<String> = self.other_availability.iter().map(|(k, n)| format!("`{k}` ({n})")).collect();
            report.notes.push(format!(
                "availability values that name no stock status (in_stock, out_of_stock, preorder, backorder) were left out: {}",
                values.join(", ")
            ));
        }
        if !self.unmapped.is_empty() {
            let names: Vec<String> = self.unmapped.iter().map(|(k, n)| format!("{k} ({n})")).collect();
            report.notes.push(format!("attributes not mapped (docs/importing.md says why): {}", names.join(", ")));
        }
        Ok(self.shipping.finish(report))
    }

    fn variant(&mut self, item: &Item) -> Result<VariantRecord, String> {
        let id = item.get("id");
        if id.is_empty() {
            return Err("has no id".to_owned());
        }
        if let Some(first) = self.ids.get(id) {
            return Err(format!("id `{id}` is also on line {first}"));
        }
        self.ids.insert(id.to_owned(), item.line);
        if item.get("title").is_empty() {
            return Err(format!("`{id}` has no title"));
        }
        let regular = money(item.get("price"), self.cx.currency).map_err(|e| format!("`{id}`: price: {e}"))?;
        // A sale price in effect is the price, and the regular one what it is reduced from.
        let (mut price, mut compare_at_price) = (regular.clone(), None);
        if !item.get("sale_price").is_empty() {
            let sale =
                money(item.get("sale_price"), self.cx.currency).map_err(|e| format!("`{id}`: sale_price: {e}"))?;
            let dates = item.get("sale_price_effective_date");
            let in_effect = sale_in_effect(dates, self.cx.now).ok_or_else(|| {
                format!("`{id}`: sale_price_effective_date `{dates}` is not two ISO 8601 times joined by `/`")
            })?;
            if !in_effect {
                self.sales_out_of_dates += 1;
            } else if is_above(&regular, &sale) {
                (price, compare_at_price) = (sale, Some(regular));
            } else {
                self.sales_not_below += 1;
            }
        }
        let availability = item.get("availability");
        let stock_status = crate::records::stock_status(availability);
        if stock_status.is_none() && !availability.is_empty() {
            *self.other_availability.entry(availability.to_owned()).or_default() += 1;
        }
        let mut attributes = BTreeMap::new();
        for name in ["gtin", "mpn", "shipping_weight"].iter().chain(VARIANT_ATTRIBUTES) {
            let value = item.get(name);
            if !value.is_empty() {
                attributes.insert((*name).to_owned(), toml::Value::String(value.to_owned()));
            }
        }
        let options: Vec<&str> = VARIANT_ATTRIBUTES.iter().map(|a| item.get(a)).filter(|v| !v.is_empty()).collect();
        let title = if options.is_empty() { item.get("title").to_owned() } else { options.join(" / ") };
        Ok(VariantRecord {
            id: id.to_owned(),
            sku: id.to_owned(),
            title,
            price,
            compare_at_price,
            stock_status: stock_status.map(StockStatus::as_str),
            attributes,
        })
    }

    fn product(&self, items: &[(Item, VariantRecord)]) -> ProductRecord {
        let first = &items[0].0;
        let group = first.get("item_group_id");
        let id = slug(if group.is_empty() { first.get("id") } else { group });
        let id = if id.is_empty() { first.get("id").to_owned() } else { id };
        let title = if items.len() > 1 {
            common_title(items.iter().map(|(i, _)| i.get("title")))
        } else {
            first.get("title").to_owned()
        };
        let raw_description = first.get("description");
        let description =
            if raw_description.contains('<') { html::to_text(raw_description) } else { raw_description.to_owned() };
        let description = if description.is_empty() { title.clone() } else { description };
        let link = first.get("link");
        let url = if link.starts_with("https://") || link.starts_with("http://") {
            link.to_owned()
        } else {
            format!("{}/products/{id}", self.cx.website.trim_end_matches('/'))
        };
        let product_type = first.get("product_type");
        let kind = product_type.rsplit('>').next().map(str::trim).filter(|k| !k.is_empty()).map(str::to_owned);
        let mut attributes = BTreeMap::new();
        for (name, key) in [
            ("brand", "brand"),
            ("condition", "condition"),
            ("product_type", "category"),
            ("google_product_category", "google_product_category"),
        ] {
            let value = first.get(name);
            if !value.is_empty() {
                attributes.insert(key.to_owned(), toml::Value::String(value.to_owned()));
            }
        }
        let mut variants: Vec<VariantRecord> = items.iter().map(|(_, v)| v.clone()).collect();
        if items.len() == 1 {
            // One item: the variant is the product.
            variants[0].title = title.clone();
        }
        ProductRecord { handle: id.clone(), id, title, url, description, tags: Vec::new(), kind, attributes, variants }
    }
}

/// `15.00 USD` (or `USD 15.00`, `$15.00`) as the store's amount, in the store's currency.
/// Whether a sale is in effect at `now` by its `sale_price_effective_date` (`start/end`, ISO
/// 8601 times with an offset; an empty value: always). `None` when the dates cannot be read.
fn sale_in_effect(dates: &str, now: jiff::Timestamp) -> Option<bool> {
    if dates.is_empty() {
        return Some(true);
    }
    let (start, end) = dates.split_once('/')?;
    let time = |raw: &str| -> Option<jiff::Timestamp> {
        let raw = raw.trim();
        raw.parse::<jiff::Timestamp>().ok().or_else(|| {
            // A date alone (`2026-12-01`) is that day in UTC.
            raw.parse::<jiff::civil::Date>().ok().and_then(|d| format!("{d}T00:00:00Z").parse().ok())
        })
    };
    let (start, end) = (time(start)?, time(end)?);
    Some(start <= now && now < end)
}

fn money(raw: &str, currency: &str) -> Result<String, String> {
    let codes: Vec<&str> =
        raw.split_whitespace().filter(|w| w.len() == 3 && w.chars().all(|c| c.is_ascii_uppercase())).collect();
    if let Some(other) = codes.iter().find(|c| !c.eq_ignore_ascii_case(currency)) {
        return Err(format!("`{raw}` is in {other}, and the store's currency is {currency}"));
    }
    let amount: String = raw.split_whitespace().filter(|w| !codes.contains(w)).collect::<Vec<_>>().join(" ");
    parse_price(&amount).map_err(|e| e.to_string())
}

/// The words all titles begin with (`Classic Tee – Red – M`, `Classic Tee – Blue – L` →
/// `Classic Tee`), without a trailing separator; the first title when they share none.
fn common_title<'t>(titles: impl Iterator<Item = &'t str>) -> String {
    let titles: Vec<Vec<&str>> = titles.map(|t| t.split_whitespace().collect()).collect();
    let Some(first) = titles.first() else { return String::new() };
    let shared = (0..first.len()).take_while(|&i| titles.iter().all(|t| t.get(i) == first.get(i))).count();
    let mut words: Vec<&str> = first[..shared].to_vec();
    while words.last().is_some_and(|w| w.chars().all(|c| !c.is_alphanumeric())) {
        words.pop();
    }
    let mut title = words.join(" ");
    title = title.trim_end_matches([',', '-', '–', '—', '|', '/']).trim().to_owned();
    if title.is_empty() { first.join(" ") } else { title }
}

/// Reads one feed file: XML when it opens with `<` (or is named `.xml`), else tab-separated.
pub(crate) fn read(
    mut input: impl BufRead,
    file: &Path,
    feed: &mut Feed<'_, '_>,
    report: &mut Report,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(), ImportError> {
    let head = input.fill_buf().map_err(|e| ImportError::Read(file.to_owned(), e))?;
    let text = String::from_utf8_lossy(&head[..head.len().min(64)]).into_owned();
    let xml = file.extension().is_some_and(|e| e.eq_ignore_ascii_case("xml"))
        || crate::text::without_bom(&text).trim_start().starts_with('<');
    if xml { read_xml(input, file, feed, report, progress) } else { read_tsv(input, file, feed, report, progress) }
}

/// Reads a tab-separated feed.
fn read_tsv(
    input: impl Read,
    file: &Path,
    feed: &mut Feed<'_, '_>,
    report: &mut Report,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(), ImportError> {
    crate::rows::read(
        input,
        crate::rows::Dialect::TSV,
        file,
        report,
        |header, _| {
            let columns: Vec<(String, Option<Vec<String>>)> = header.iter().map(|h| column(h)).collect();
            if !columns.iter().any(|(n, _)| n == "id") {
                return Err(ImportError::Header("no `id` column: is this a Merchant Center feed?".to_owned()));
            }
            Ok(columns)
        },
        |columns: &Vec<(String, Option<Vec<String>>)>, row, report| {
            let mut item = Item { file: file.to_owned(), line: row.line, ..Item::default() };
            for ((name, layout), value) in columns.iter().zip(&row.fields) {
                let value = value.trim();
                if value.is_empty() {
                    continue;
                }
                // An attribute made of sub-attributes is named too (for the report); its groups
                // are read apart.
                item.attributes.insert(name.clone(), value.to_owned());
                let Some(layout) = layout else { continue };
                for group in value.split(',') {
                    let parts: Vec<&str> = group.split(':').collect();
                    let fields = if parts.len() == layout.len() {
                        Ok(layout.iter().cloned().zip(parts.iter().map(|p| p.trim().to_owned())).collect())
                    } else {
                        Err(format!("`{}` is not {} ({} parts)", group.trim(), layout.join(":"), layout.len()))
                    };
                    item.groups.push((name.clone(), fields));
                }
            }
            feed.item(item, report)
        },
        progress,
    )
}

/// A tab-separated column: its attribute, and for one made of sub-attributes, their order
/// (`shipping(country:service:price)`, or Google's default for `shipping`).
fn column(header: &str) -> (String, Option<Vec<String>>) {
    let (name, layout) = match header.split_once('(') {
        Some((name, rest)) => {
            let inner = rest.trim_end().trim_end_matches(')');
            (attribute_name(name), Some(inner.split(':').map(attribute_name).collect()))
        }
        None => (attribute_name(header), None),
    };
    let layout = layout.or_else(|| match name.as_str() {
        "shipping" => Some(SHIPPING_LAYOUT.iter().map(|s| (*s).to_owned()).collect()),
        "free_shipping_threshold" => Some(THRESHOLD_LAYOUT.iter().map(|s| (*s).to_owned()).collect()),
        _ => None,
    });
    (name, layout)
}

/// `g:price` → `price`.
fn attribute_name(name: &str) -> String {
    let name = name.trim();
    let local = name.rsplit_once(':').map_or(name, |(_, local)| local);
    local.to_ascii_lowercase().replace([' ', '-'], "_")
}

/// Reads an XML feed: every `<item>` (RSS) or `<entry>` (Atom), its child elements as attributes,
/// and those made of sub-elements (`<g:shipping>`) as groups.
fn read_xml(
    input: impl BufRead,
    file: &Path,
    feed: &mut Feed<'_, '_>,
    report: &mut Report,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(), ImportError> {
    use quick_xml::events::Event;
    let mut reader = quick_xml::Reader::from_reader(input);
    let mut buf = Vec::new();
    // Lines: counted from the bytes the reader has consumed.
    let mut line = 1u64;
    let mut counted_to = 0u64;
    let mut item: Option<Item> = None;
    // The open elements inside the item (an attribute is a direct child).
    let mut path: Vec<String> = Vec::new();
    let mut text = String::new();
    // The sub-elements of the attribute being read, when it has any.
    let mut group: Option<BTreeMap<String, String>> = None;
    loop {
        let event = match reader.read_event_into(&mut buf) {
            Ok(e) => e,
            Err(e) => {
                report.dropped.push(Dropped {
                    file: file.to_owned(),
                    line,
                    reason: format!("is not well-formed XML, so the rest of the feed is not read: {e}"),
                });
                break;
            }
        };
        let position = reader.buffer_position();
        match event {
            Event::Start(start) => {
                let name = attribute_name(start.name().as_ref());
                match &mut item {
                    None if name == "item" || name == "entry" => {
                        item = Some(Item { file: file.to_owned(), line, ..Item::default() });
                        path.clear();
                    }
                    Some(_) => {
                        path.push(name);
                        if path.len() == 2 {
                            group.get_or_insert_default();
                        }
                        text.clear();
                    }
                    None => {}
                }
            }
            Event::Empty(start) => {
                // Atom's `<link href="…"/>`.
                if let Some(item) = &mut item
                    && path.is_empty()
                    && attribute_name(start.name().as_ref()) == "link"
                    && let Some(href) = start
                        .attributes()
                        .flatten()
                        .find(|a| a.key.as_ref() == "href")
                        .map(|a| html::decode_entities(&a.value))
                {
                    item.attributes.entry("link".to_owned()).or_insert(href);
                }
            }
            Event::Text(t) => text.push_str(t.as_ref()),
            Event::CData(t) => text.push_str(t.as_ref()),
            Event::GeneralRef(r) => text.push_str(&html::decode_entities(&format!("&{};", r.as_ref() as &str))),
            Event::End(end) => {
                let name = attribute_name(end.name().as_ref());
                if item.is_some() && path.is_empty() && (name == "item" || name == "entry") {
                    let done = item.take().unwrap_or_default();
                    report.rows += 1;
                    feed.item(done, report)?;
                    if report.rows.is_multiple_of(1024) {
                        progress(position, report.rows);
                    }
                } else if let Some(current) = &mut item {
                    if path.len() == 2 && path[1] == name {
                        if let Some(g) = &mut group {
                            g.insert(name.clone(), text.trim().to_owned());
                        }
                    } else if path.len() == 1 && path[0] == name {
                        match group.take() {
                            Some(g) => {
                                current.attributes.entry(name.clone()).or_default();
                                current.groups.push((name.clone(), Ok(g)));
                            }
                            None => {
                                current.attributes.entry(name.clone()).or_insert_with(|| text.trim().to_owned());
                            }
                        }
                    }
                    path.pop();
                    text.clear();
                }
            }
            Event::Eof => break,
            _ => {}
        }
        // Count the lines of what was consumed (the bytes are gone; the event's own text and
        // markup are a fair stand-in for them).
        if position > counted_to {
            line += buf.iter().filter(|&&b| b == b'\n').count() as u64;
            counted_to = position;
        }
        buf.clear();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_name_their_currency() {
        assert_eq!(money("15.00 USD", "USD").as_deref(), Ok("15.00"));
        assert_eq!(money("USD 1,299.00", "USD").as_deref(), Ok("1299.00"));
        assert_eq!(money("$9.5", "USD").as_deref(), Ok("9.50"));
        assert!(money("15.00 EUR", "USD").unwrap_err().contains("in EUR"));
        assert!(money("", "USD").is_err());
    }

    #[test]
    fn a_groups_title_is_what_its_items_share() {
        assert_eq!(common_title(["Classic Tee - Red - M", "Classic Tee - Blue - L"].into_iter()), "Classic Tee");
        assert_eq!(common_title(["Mug", "Cup"].into_iter()), "Mug");
        assert_eq!(attribute_name("g:item_group_id"), "item_group_id");
        assert_eq!(attribute_name("Sale Price"), "sale_price");
    }

    #[test]
    fn a_sale_is_in_effect_between_its_dates() {
        let now: jiff::Timestamp = "2026-12-06T12:00:00Z".parse().unwrap();
        assert_eq!(sale_in_effect("", now), Some(true));
        assert_eq!(sale_in_effect("2026-12-01T00:00-08:00/2026-12-31T23:59-08:00", now), Some(true));
        assert_eq!(sale_in_effect("2026-12-07/2026-12-31", now), Some(false));
        assert_eq!(sale_in_effect("2026-11-01/2026-12-06", now), Some(false));
        assert_eq!(sale_in_effect("next week", now), None);
        assert_eq!(sale_in_effect("2026-12-01/soon", now), None);
    }
}
