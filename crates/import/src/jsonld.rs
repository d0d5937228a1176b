//! schema.org JSON-LD, as shops publish it for search engines: the `<script
//! type="application/ld+json">` blocks of saved HTML pages, or `.jsonld` / `.json` files.
//!
//! - `Product` (with its `offers`) and `ProductGroup` (with `hasVariant`) → products;
//! - `LocalBusiness`, `Store` and their subtypes (anything with an `address` and opening hours or
//!   coordinates) → locations, with `openingHoursSpecification` and
//!   `specialOpeningHoursSpecification` (or `openingHours` strings such as `Mo-Fr 09:00-17:00`);
//! - `FAQPage` → FAQ entries;
//! - `OfferShippingDetails` (a product offer's `shippingDetails`, or on its own) → shipping
//!   rates, one set for the store (`shipping::RateSets`).
//!
//! Nodes are found wherever they are: top-level objects, arrays, `@graph`, and nested values.
//! `MerchantReturnPolicy` and `Organization` contact points are reported (they are not store
//! records yet). Mapping, property by property, is in docs/importing.md.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use serde_json::{Map, Value, json};

use concierge_core::catalog::StockStatus;

use crate::money::{is_above, parse_price};
use crate::records::{ProductRecord, VariantRecord};
use crate::report::{Dropped, Report};
use crate::shipping::{self, Rate, RateSets};
use crate::text::{decode, slug, without_bom};
use crate::{ImportError, html, zones};

/// What one import of JSON-LD found, ready to write.
#[derive(Default)]
pub(crate) struct Found {
    /// Each with the file and line it came from.
    pub(crate) products: Vec<(PathBuf, u64, ProductRecord)>,
    pub(crate) locations: Vec<(PathBuf, u64, Value)>,
    pub(crate) faq: Vec<crate::pages::FaqEntry>,
    /// The shipping rates most products carry.
    pub(crate) shipping: Vec<Rate>,
}

/// The JSON-LD blocks of a file, with the line each starts on.
fn blocks(path: &Path) -> Result<Vec<(u64, String)>, ImportError> {
    let bytes = std::fs::read(path).map_err(|e| ImportError::Read(path.to_owned(), e))?;
    let text = without_bom(&decode(&bytes).0).to_owned();
    if text.trim_start().starts_with(['{', '[']) {
        return Ok(vec![(1, text)]);
    }
    let lower = text.to_ascii_lowercase();
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(at) = lower[from..].find("<script") {
        let start = from + at;
        let Some(open_end) = lower[start..].find('>').map(|e| start + e + 1) else { break };
        let Some(close) = lower[open_end..].find("</script").map(|e| open_end + e) else { break };
        if lower[start..open_end].contains("application/ld+json") {
            let line = 1 + text[..open_end].matches('\n').count() as u64;
            out.push((line, text[open_end..close].to_owned()));
        }
        from = close;
    }
    Ok(out)
}

fn types(node: &Map<String, Value>) -> Vec<String> {
    match node.get("@type") {
        Some(Value::String(t)) => vec![t.rsplit(['/', ':']).next().unwrap_or(t).to_owned()],
        Some(Value::Array(a)) => {
            a.iter().filter_map(Value::as_str).map(|t| t.rsplit(['/', ':']).next().unwrap_or(t).to_owned()).collect()
        }
        _ => Vec::new(),
    }
}

fn text(node: &Map<String, Value>, key: &str) -> String {
    match node.get(key) {
        Some(Value::String(s)) => s.trim().to_owned(),
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::Object(o)) => {
            o.get("name").or_else(|| o.get("@value")).and_then(Value::as_str).unwrap_or("").trim().to_owned()
        }
        Some(Value::Array(a)) => a.first().and_then(Value::as_str).unwrap_or("").trim().to_owned(),
        _ => String::new(),
    }
}

/// Every object in `value` that has a `@type`, depth first (so a `ProductGroup`'s variants are
/// found inside it, and read through it).
fn nodes<'v>(value: &'v Value, out: &mut Vec<&'v Map<String, Value>>) {
    match value {
        Value::Array(items) => items.iter().for_each(|v| nodes(v, out)),
        Value::Object(o) => {
            if o.contains_key("@type") {
                out.push(o);
            }
            for (k, v) in o {
                if k != "hasVariant" {
                    nodes(v, out);
                }
            }
        }
        _ => {}
    }
}

const BUSINESS_TYPES: &[&str] =
    &["LocalBusiness", "Store", "Restaurant", "FoodEstablishment", "AutoRepair", "HealthAndBeautyBusiness"];

fn is_business(node: &Map<String, Value>) -> bool {
    types(node).iter().any(|t| BUSINESS_TYPES.contains(&t.as_str()) || t.ends_with("Store") || t.ends_with("Shop"))
}

/// Reads every file; what was found, and the report's notes and drops.
pub(crate) fn read(
    files: &[PathBuf],
    website: &str,
    currency: &str,
    report: &mut Report,
) -> Result<Found, ImportError> {
    let mut found = Found::default();
    let mut seen_products = HashSet::new();
    let mut seen_locations = HashSet::new();
    let mut noted: BTreeMap<String, u64> = BTreeMap::new();
    let mut rate_sets = RateSets::default();
    for path in files {
        let blocks = blocks(path)?;
        if blocks.is_empty() {
            report.dropped.push(Dropped {
                file: path.clone(),
                line: 1,
                reason: "has no JSON-LD (no <script type=\"application/ld+json\">)".into(),
            });
        }
        for (line, block) in blocks {
            report.rows += 1;
            let value: Value = match serde_json::from_str(block.trim()) {
                Ok(v) => v,
                Err(e) => {
                    let at = line + e.line().saturating_sub(1) as u64;
                    report.dropped.push(Dropped {
                        file: path.clone(),
                        line: at,
                        reason: format!("is not valid JSON-LD: {e}"),
                    });
                    continue;
                }
            };
            let mut all = Vec::new();
            nodes(&value, &mut all);
            // Shipping details read through their product, so not again on their own.
            let mut read_details: HashSet<*const Map<String, Value>> = HashSet::new();
            for node in all {
                // The node's line: where its name first appears in the block.
                let here = Block { text: &block, line };
                let line = here.line_of(&text(node, "name"));
                let drop = |report: &mut Report, reason: String| {
                    report.dropped.push(Dropped { file: path.clone(), line, reason })
                };
                let kinds = types(node);
                let mut rates_of = |details: &[&Map<String, Value>], owner: &str, report: &mut Report| {
                    let mut rates = Vec::new();
                    for d in details {
                        let (mut kept, not_kept) = shipping_rates(d, currency);
                        rates.append(&mut kept);
                        for why in not_kept {
                            drop(report, format!("{owner}: shipping details not kept: {why}"));
                        }
                    }
                    rate_sets.add(rates, path, line, owner);
                };
                if kinds.iter().any(|t| t == "Product" || t == "ProductGroup") {
                    match product(node, website, currency) {
                        Ok(p) if seen_products.insert(p.id.clone()) => {
                            let details = shipping_details(node);
                            read_details.extend(details.iter().map(|d| *d as *const _));
                            rates_of(&details, &format!("product `{}`", p.id), report);
                            found.products.push((path.clone(), line, p));
                        }
                        Ok(p) => {
                            drop(report, format!("product `{}` is also in an earlier block; the first is kept", p.id))
                        }
                        Err(reason) => drop(report, reason),
                    }
                } else if is_business(node) {
                    match location(node) {
                        Ok(l) => {
                            let id = l["id"].as_str().unwrap_or_default().to_owned();
                            if seen_locations.insert(id.clone()) {
                                found.locations.push((path.clone(), line, l));
                            } else {
                                drop(report, format!("location `{id}` is also in an earlier block; the first is kept"));
                            }
                        }
                        Err(reason) => drop(report, reason),
                    }
                } else if kinds.iter().any(|t| t == "FAQPage") {
                    faq(node, website, &mut found, path, &here, report);
                } else if kinds.iter().any(|t| t == "OfferShippingDetails") {
                    if !read_details.contains(&(node as *const _)) {
                        rates_of(&[node], "OfferShippingDetails", report);
                    }
                } else if kinds.iter().any(|t| matches!(t.as_str(), "MerchantReturnPolicy" | "ContactPoint")) {
                    *noted.entry(kinds.join("/")).or_default() += 1;
                }
            }
        }
    }
    for (kind, n) in noted {
        report.notes.push(format!(
            "{n} {kind} found and not imported: write them in your policies or store.toml (docs/importing.md)"
        ));
    }
    found.shipping = rate_sets.finish(report);
    Ok(found)
}

/// The `shippingDetails` of a product's offers, and of its variants' offers.
fn shipping_details(product: &Map<String, Value>) -> Vec<&Map<String, Value>> {
    let variants = objects(product.get("hasVariant"));
    std::iter::once(product)
        .chain(variants)
        .flat_map(|p| objects(p.get("offers")))
        .flat_map(|offer| objects(offer.get("shippingDetails")))
        .collect()
}

/// The objects of a property that holds one or a list of them.
fn objects(value: Option<&Value>) -> Vec<&Map<String, Value>> {
    match value {
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_object).collect(),
        Some(Value::Object(o)) => vec![o],
        _ => Vec::new(),
    }
}

/// One `OfferShippingDetails`: a rate per destination (country, or region of a country), and
/// why any part of it is not kept (a rate by postal code, another currency, no rate at all).
fn shipping_rates(details: &Map<String, Value>, currency: &str) -> (Vec<Rate>, Vec<String>) {
    let mut not_kept = Vec::new();
    let destinations = objects(details.get("shippingDestination"));
    let places = if destinations.is_empty() { "every destination".to_owned() } else { describe(&destinations) };
    if details.get("doesNotShip").and_then(Value::as_bool) == Some(true)
        || text(details, "doesNotShip").eq_ignore_ascii_case("true")
    {
        not_kept.push(format!("it does not ship to {places}, which is said in a shipping policy, not a rate"));
        return (Vec::new(), not_kept);
    }
    let Some(rate) = details.get("shippingRate").and_then(Value::as_object) else {
        not_kept.push(format!("no shippingRate for {places}"));
        return (Vec::new(), not_kept);
    };
    let offered = text(rate, "currency");
    if !offered.is_empty() && !offered.eq_ignore_ascii_case(currency) {
        not_kept.push(format!("the rate to {places} is in {offered}, and the store's currency is {currency}"));
        return (Vec::new(), not_kept);
    }
    let raw = match text(rate, "value") {
        v if v.is_empty() => text(rate, "maxValue"),
        v => v,
    };
    let price = match parse_price(&raw) {
        Ok(p) => p,
        Err(e) => {
            not_kept.push(format!("the rate to {places}: {e}"));
            return (Vec::new(), not_kept);
        }
    };
    let delivery = details.get("deliveryTime").and_then(Value::as_object);
    let mut days = |key: &str| -> Option<(u16, u16)> {
        let q = delivery?.get(key)?.as_object()?;
        let unit = text(q, "unitCode");
        if !matches!(unit.to_ascii_uppercase().as_str(), "" | "DAY" | "D") {
            not_kept.push(format!("{key} in `{unit}`: days are read"));
            return None;
        }
        match shipping::day_range(&text(q, "minValue"), &text(q, "maxValue")) {
            Ok(range) => range,
            Err(e) => {
                not_kept.push(format!("{key}: {e}"));
                None
            }
        }
    };
    let (handling, transit) = (days("handlingTime"), days("transitTime"));
    let service = match text(details, "shippingLabel") {
        s if s.is_empty() => text(details, "name"),
        s => s,
    };
    let rate = |country: Option<String>, region: Option<String>| {
        Rate::new(&service, country, region, price.clone()).with_days(handling, transit)
    };
    if destinations.is_empty() {
        return (vec![rate(None, None)], not_kept);
    }
    let mut rates = Vec::new();
    for d in &destinations {
        if ["postalCode", "postalCodeRange", "postalCodePrefix"].iter().any(|k| d.contains_key(*k)) {
            not_kept.push(format!("the rate to {}: rates by postal code are not held", describe(&[d])));
            continue;
        }
        let country = text(d, "addressCountry").to_ascii_uppercase();
        let country = Some(country).filter(|c| !c.is_empty());
        let regions: Vec<String> = match d.get("addressRegion") {
            Some(Value::Array(a)) => {
                a.iter().filter_map(Value::as_str).map(|r| r.trim().to_ascii_uppercase()).collect()
            }
            Some(Value::String(r)) if !r.trim().is_empty() => vec![r.trim().to_ascii_uppercase()],
            _ => Vec::new(),
        };
        if regions.is_empty() {
            rates.push(rate(country, None));
        } else {
            rates.extend(regions.into_iter().map(|r| rate(country.clone(), Some(r))));
        }
    }
    (rates, not_kept)
}

/// Destinations as the report names them: `US-CA, CA`.
fn describe(destinations: &[&Map<String, Value>]) -> String {
    let names: Vec<String> = destinations
        .iter()
        .map(|d| {
            let country = text(d, "addressCountry");
            match text(d, "addressRegion") {
                r if r.is_empty() => country,
                r => format!("{country}-{r}"),
            }
        })
        .collect();
    names.join(", ")
}

/// What an offer says of a variant: its price (in the store's currency), the regular price it
/// is reduced from, whether it can be ordered, and what else it says.
struct Offered {
    price: String,
    compare_at_price: Option<String>,
    stock_status: Option<&'static str>,
    attributes: BTreeMap<String, toml::Value>,
}

/// The offer of a product. A reduced price's regular one is a `priceSpecification` whose
/// `priceType` is `StrikethroughPrice` or `ListPrice` (as Google documents it); an availability
/// that names no stock status (`InStoreOnly`) stays an attribute.
fn offer(node: &Map<String, Value>, currency: &str) -> Result<Offered, String> {
    let offers = node.get("offers");
    let offer = match offers {
        Some(Value::Array(a)) => a.first().and_then(Value::as_object),
        Some(Value::Object(o)) => Some(o),
        _ => None,
    }
    .ok_or("has no offers (no price)")?;
    let specifications = objects(offer.get("priceSpecification"));
    let kind_of = |spec: &Map<String, Value>| {
        let kind = text(spec, "priceType");
        kind.rsplit(['/', ':']).next().unwrap_or("").to_owned()
    };
    let raw = match text(offer, "price") {
        p if p.is_empty() => match text(offer, "lowPrice") {
            low if low.is_empty() => specifications
                .iter()
                .find(|spec| matches!(kind_of(spec).as_str(), "" | "SalePrice"))
                .map(|spec| text(spec, "price"))
                .unwrap_or_default(),
            low => low,
        },
        p => p,
    };
    for priced in std::iter::once(offer).chain(specifications.iter().copied()) {
        let offered = text(priced, "priceCurrency");
        if !offered.is_empty() && !offered.eq_ignore_ascii_case(currency) {
            return Err(format!("is priced in {offered}, and the store's currency is {currency}"));
        }
    }
    let price = parse_price(&raw).map_err(|e| format!("price: {e}"))?;
    let compare_at_price = specifications
        .iter()
        .filter(|spec| matches!(kind_of(spec).as_str(), "StrikethroughPrice" | "ListPrice"))
        .find_map(|spec| parse_price(&text(spec, "price")).ok())
        .filter(|regular| is_above(regular, &price));
    let mut attributes = BTreeMap::new();
    let availability = text(offer, "availability");
    let stock_status = crate::records::stock_status(&availability);
    if stock_status.is_none() && !availability.is_empty() {
        attributes.insert("availability".to_owned(), toml::Value::String(snake_case(&availability)));
    }
    Ok(Offered { price, compare_at_price, stock_status: stock_status.map(StockStatus::as_str), attributes })
}

/// A schema.org enumeration member as a word of the store (`https://schema.org/InStoreOnly` →
/// `in_store_only`).
fn snake_case(raw: &str) -> String {
    let word = raw.rsplit(['/', ':']).next().unwrap_or(raw);
    let mut out = String::new();
    for (i, c) in word.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.extend(c.to_lowercase());
    }
    out
}

fn product(node: &Map<String, Value>, website: &str, currency: &str) -> Result<ProductRecord, String> {
    let name = text(node, "name");
    if name.is_empty() {
        return Err("a Product has no name".to_owned());
    }
    let group_key = text(node, "productGroupID");
    let sku = text(node, "sku");
    let id = slug(if !group_key.is_empty() {
        &group_key
    } else if !sku.is_empty() {
        &sku
    } else {
        &name
    });
    let raw_description = text(node, "description");
    let description = if raw_description.contains('<') { html::to_text(&raw_description) } else { raw_description };
    let url = match text(node, "url") {
        u if u.starts_with("http://") || u.starts_with("https://") => u,
        _ => format!("{}/products/{id}", website.trim_end_matches('/')),
    };
    let mut attributes = BTreeMap::new();
    for (key, field) in [("brand", "brand"), ("category", "category"), ("material", "material"), ("color", "color")] {
        let value = text(node, key);
        if !value.is_empty() {
            attributes.insert(field.to_owned(), toml::Value::String(value));
        }
    }
    let mut variants = Vec::new();
    let variant_nodes: Vec<&Map<String, Value>> =
        node.get("hasVariant").and_then(Value::as_array).into_iter().flatten().filter_map(Value::as_object).collect();
    let varies: Vec<String> = match node.get("variesBy") {
        Some(Value::Array(a)) => {
            a.iter().filter_map(Value::as_str).map(|v| v.rsplit(['/', ':']).next().unwrap_or(v).to_owned()).collect()
        }
        Some(Value::String(v)) => vec![v.rsplit(['/', ':']).next().unwrap_or(v).to_owned()],
        _ => Vec::new(),
    };
    if variant_nodes.is_empty() {
        let mut offered = offer(node, currency).map_err(|e| format!("`{name}` {e}"))?;
        for key in ["gtin", "gtin13", "gtin12", "gtin8", "gtin14", "mpn"] {
            let value = text(node, key);
            if !value.is_empty() {
                offered.attributes.insert(key.to_owned(), toml::Value::String(value));
            }
        }
        let sku = if sku.is_empty() { id.clone() } else { sku };
        variants.push(VariantRecord {
            id: id.clone(),
            sku,
            title: name.clone(),
            price: offered.price,
            compare_at_price: offered.compare_at_price,
            stock_status: offered.stock_status,
            attributes: offered.attributes,
        });
    } else {
        for v in variant_nodes {
            let Offered { price, compare_at_price, stock_status, attributes: mut variant_attributes } =
                offer(v, currency).map_err(|e| format!("a variant of `{name}` {e}"))?;
            let mut options = Vec::new();
            for key in if varies.is_empty() { vec!["color".to_owned(), "size".to_owned()] } else { varies.clone() } {
                let value = text(v, &key);
                if !value.is_empty() {
                    variant_attributes.insert(crate::text::key(&key), toml::Value::String(value.clone()));
                    options.push(value);
                }
            }
            let variant_sku = text(v, "sku");
            let variant_id =
                if variant_sku.is_empty() { format!("{id}-{}", slug(&options.join(" "))) } else { slug(&variant_sku) };
            let title = if options.is_empty() { text(v, "name") } else { options.join(" / ") };
            let sku = if variant_sku.is_empty() { variant_id.clone() } else { variant_sku };
            variants.push(VariantRecord {
                id: variant_id,
                sku,
                title,
                price,
                compare_at_price,
                stock_status,
                attributes: variant_attributes,
            });
        }
    }
    Ok(ProductRecord {
        handle: id.clone(),
        id,
        description: if description.is_empty() { name.clone() } else { description },
        title: name,
        url,
        tags: Vec::new(),
        kind: None,
        attributes,
        variants,
    })
}

const SCHEMA_DAYS: [(&str, &str); 7] = [
    ("Monday", "monday"),
    ("Tuesday", "tuesday"),
    ("Wednesday", "wednesday"),
    ("Thursday", "thursday"),
    ("Friday", "friday"),
    ("Saturday", "saturday"),
    ("Sunday", "sunday"),
];
const SHORT_DAYS: [&str; 7] = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

/// `HH:MM` or `HH:MM:SS` as `HH:MM`.
fn clock(raw: &str) -> Option<String> {
    let mut parts = raw.trim().split(':');
    let h: u32 = parts.next()?.parse().ok()?;
    let m: u32 = parts.next().unwrap_or("0").parse().ok()?;
    (h <= 24 && m < 60).then(|| format!("{:02}:{m:02}", h % 24))
}

/// Hours from `opens` and `closes`: `Err` when they are not times, `Ok(None)` for a closure
/// (schema.org writes one as opening and closing at the same time, `00:00`).
fn interval(opens: &str, closes: &str) -> Result<Option<String>, ()> {
    let (o, c) = (clock(opens).ok_or(())?, clock(closes).ok_or(())?);
    Ok((o != c).then(|| {
        if (o.as_str(), c.as_str()) == ("00:00", "23:59") { "00:00-23:59".to_owned() } else { format!("{o}-{c}") }
    }))
}

fn location(node: &Map<String, Value>) -> Result<Value, String> {
    let name = text(node, "name");
    if name.is_empty() {
        return Err("a LocalBusiness has no name".to_owned());
    }
    let code = match text(node, "branchCode") {
        c if c.is_empty() => text(node, "@id").rsplit(['#', '/']).next().unwrap_or("").to_owned(),
        c => c,
    };
    let id = if code.is_empty() { slug(&name) } else { code.clone() };
    let mut record = Map::new();
    record.insert("id".into(), json!(id));
    record.insert("name".into(), json!(name));
    if !code.is_empty() {
        record.insert("code".into(), json!(code));
    }
    let url = text(node, "url");
    if url.starts_with("http") {
        record.insert("url".into(), json!(url));
    }
    let mut address = Map::new();
    if let Some(a) = node.get("address").and_then(Value::as_object) {
        for (key, field) in [
            ("streetAddress", "street_address"),
            ("addressLocality", "address_locality"),
            ("addressRegion", "address_region"),
            ("postalCode", "postal_code"),
            ("addressCountry", "address_country"),
        ] {
            let value = text(a, key);
            if !value.is_empty() {
                address.insert(field.into(), json!(value));
            }
        }
    }
    let phone = text(node, "telephone");
    if !phone.is_empty() {
        address.insert("phone_number".into(), json!(phone));
    }
    let country = address.get("address_country").and_then(Value::as_str).unwrap_or("").to_owned();
    let region = address.get("address_region").and_then(Value::as_str).unwrap_or("").to_owned();
    if !address.is_empty() {
        record.insert("address".into(), Value::Object(address));
    }
    let geo = node.get("geo").and_then(Value::as_object).and_then(|g| {
        let lat = text(g, "latitude").parse::<f64>().ok()?;
        let lng = text(g, "longitude").parse::<f64>().ok()?;
        Some((lat, lng))
    });
    if let Some((lat, lng)) = geo {
        record.insert("geo".into(), json!({"latitude": lat, "longitude": lng}));
    }
    let mut week: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut exceptions = Vec::new();
    let specs = |key: &str| -> Vec<&Map<String, Value>> {
        match node.get(key) {
            Some(Value::Array(a)) => a.iter().filter_map(Value::as_object).collect(),
            Some(Value::Object(o)) => vec![o],
            _ => Vec::new(),
        }
    };
    for spec in specs("openingHoursSpecification") {
        let days: Vec<String> = match spec.get("dayOfWeek") {
            Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).map(str::to_owned).collect(),
            Some(Value::String(d)) => vec![d.clone()],
            _ => Vec::new(),
        };
        let Ok(i) = interval(&text(spec, "opens"), &text(spec, "closes")) else {
            return Err(format!(
                "`{name}`: openingHoursSpecification opens `{}` closes `{}` are not times",
                text(spec, "opens"),
                text(spec, "closes")
            ));
        };
        for day in days {
            let day = day.rsplit(['/', ':']).next().unwrap_or(&day).to_owned();
            let Some((_, ours)) = SCHEMA_DAYS.iter().find(|(d, _)| *d == day) else {
                return Err(format!("`{name}`: dayOfWeek `{day}` is not a day"));
            };
            let intervals = week.entry(ours).or_default();
            if let Some(i) = &i {
                intervals.push(i.clone());
            }
        }
    }
    // `openingHours`: `Mo-Fr 09:00-17:00`, `Sa 10:00-14:00`.
    for entry in match node.get("openingHours") {
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).map(str::to_owned).collect(),
        Some(Value::String(s)) => vec![s.clone()],
        _ => Vec::<String>::new(),
    } {
        let Some((days, times)) = entry.trim().split_once(' ') else {
            return Err(format!("`{name}`: openingHours `{entry}` is not like `Mo-Fr 09:00-17:00`"));
        };
        let Some(Ok(Some(i))) = times.split_once('-').map(|(o, c)| interval(o, c)) else {
            return Err(format!("`{name}`: openingHours `{entry}` is not like `Mo-Fr 09:00-17:00`"));
        };
        for part in days.split(',') {
            let (from, to) = part.split_once('-').unwrap_or((part, part));
            let (Some(a), Some(b)) =
                (SHORT_DAYS.iter().position(|d| *d == from), SHORT_DAYS.iter().position(|d| *d == to))
            else {
                return Err(format!("`{name}`: openingHours `{entry}`: `{part}` is not days like `Mo-Fr`"));
            };
            let mut k = a;
            loop {
                week.entry(SCHEMA_DAYS[k].1).or_default().push(i.clone());
                if k == b {
                    break;
                }
                k = (k + 1) % 7;
            }
        }
    }
    for spec in specs("specialOpeningHoursSpecification") {
        let from = text(spec, "validFrom");
        let through = match text(spec, "validThrough") {
            t if t.is_empty() => from.clone(),
            t => t,
        };
        if from.len() < 10 {
            return Err(format!("`{name}`: specialOpeningHoursSpecification has no validFrom date"));
        }
        let (opens, closes) = (text(spec, "opens"), text(spec, "closes"));
        let mut exception = json!({"from": &from[..10]});
        if through.len() >= 10 && through[..10] != from[..10] {
            exception["through"] = json!(&through[..10]);
        }
        match interval(&opens, &closes) {
            Ok(Some(i)) => exception["hours"] = json!(i),
            Ok(None) => exception["closed"] = json!(true),
            Err(()) if opens.is_empty() && closes.is_empty() => exception["closed"] = json!(true),
            Err(()) => return Err(format!("`{name}`: special hours opens `{opens}` closes `{closes}` are not times")),
        }
        exceptions.push(exception);
    }
    if !week.is_empty() {
        let hours: Map<String, Value> = week
            .into_iter()
            .filter(|(_, intervals)| !intervals.is_empty())
            .map(|(day, intervals)| {
                (day.to_owned(), if intervals.len() == 1 { json!(intervals[0]) } else { json!(intervals) })
            })
            .collect();
        record.insert("hours".into(), Value::Object(hours));
    }
    if !exceptions.is_empty() {
        record.insert("exceptions".into(), Value::Array(exceptions));
    }
    if record.contains_key("hours") || record.contains_key("exceptions") {
        let zone = match geo {
            Some((lat, lng)) => zones::at(lat, lng),
            None => zones::of_region(&country, &region),
        }
        .map_err(|e| format!("`{name}`: time zone: {e}"))?;
        record.insert("timezone".into(), json!(zone));
    }
    Ok(Value::Object(record))
}

/// A block's text and the line it starts on, for the lines of what is dropped.
struct Block<'b> {
    text: &'b str,
    line: u64,
}

impl Block<'_> {
    /// The line where `value` (as JSON) first appears.
    fn line_of(&self, value: &str) -> u64 {
        let needle = serde_json::to_string(value).unwrap_or_default();
        self.text.find(&needle).map_or(self.line, |at| self.line + self.text[..at].matches('\n').count() as u64)
    }
}

fn faq(
    node: &Map<String, Value>,
    website: &str,
    found: &mut Found,
    path: &Path,
    block: &Block<'_>,
    report: &mut Report,
) {
    let url = match text(node, "url") {
        u if u.starts_with("http") => u.split('#').next().unwrap_or(&u).to_owned(),
        _ => format!("{}/pages/faq", website.trim_end_matches('/')),
    };
    let questions: Vec<&Map<String, Value>> = match node.get("mainEntity") {
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_object).collect(),
        Some(Value::Object(o)) => vec![o],
        _ => Vec::new(),
    };
    for q in questions {
        let question = text(q, "name");
        let answer = q.get("acceptedAnswer").and_then(Value::as_object).map(|a| text(a, "text")).unwrap_or_default();
        let answer = if answer.contains('<') { html::to_text(&answer).replace('\n', " ") } else { answer };
        if question.is_empty() || answer.is_empty() {
            let line = block.line_of(&question);
            report.dropped.push(Dropped {
                file: path.to_owned(),
                line,
                reason: format!("an FAQ question “{question}” has no name or no accepted answer"),
            });
            continue;
        }
        found.faq.push(crate::pages::FaqEntry { question, answer, page: url.clone(), language: None });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn availability_and_hours_in_schema_org_forms() {
        assert_eq!(snake_case("https://schema.org/InStoreOnly"), "in_store_only");
        assert_eq!(snake_case("OutOfStock"), "out_of_stock");
        assert_eq!(interval("09:00:00", "17:30"), Ok(Some("09:00-17:30".to_owned())));
        assert_eq!(interval("00:00", "23:59"), Ok(Some("00:00-23:59".to_owned())));
        assert_eq!(interval("00:00:00", "00:00:00"), Ok(None), "a closure");
        assert_eq!(interval("22:00", "02:00"), Ok(Some("22:00-02:00".to_owned())));
        assert_eq!(interval("9am", "5pm"), Err(()));
    }
}
