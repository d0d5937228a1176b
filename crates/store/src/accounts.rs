//! `buyers.toml`, `orders.toml` and `carts.toml`: buyers with accounts and what belongs to them.
//! All three files are optional. Every reference is checked: an order's buyer, its items'
//! variants and its pickup store must exist, and so must a cart's buyer and variants.

use std::collections::{BTreeSet, HashMap, HashSet};

use concierge_core::catalog::{
    Business, Buyer, Cart, Charges, Fulfillment, LineItem, Milestones, Order, OrderStatus, Tracking,
};
use jiff::Timestamp;
use jiff::civil::Date;
use serde::Deserialize;

use crate::business::is_web_url;
use crate::problems::{FileProblems, Lost, LostReferences, Problems};
use crate::products::parse_price;
use crate::source::{Source, read_toml};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BuyerFile {
    #[serde(default)]
    buyer: Vec<RawBuyer>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBuyer {
    id: String,
    name: String,
    membership: Option<String>,
    #[serde(default)]
    entitlements: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OrderFile {
    #[serde(default)]
    order: Vec<RawOrder>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOrder {
    id: String,
    number: String,
    buyer_id: String,
    placed_at: toml::Value,
    status: String,
    total: String,
    #[serde(default)]
    items: Vec<RawItem>,
    tracking: Option<RawTracking>,
    estimated_delivery: Option<toml::Value>,
    pickup_location: Option<String>,
    subtotal: Option<String>,
    shipping: Option<String>,
    tax: Option<String>,
    fulfillment: Option<String>,
    shipped_at: Option<toml::Value>,
    delivered_at: Option<toml::Value>,
    ready_at: Option<toml::Value>,
    picked_up_at: Option<toml::Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawItem {
    variant: String,
    quantity: u32,
    title: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTracking {
    carrier: String,
    number: String,
    url: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CartFile {
    #[serde(default)]
    cart: Vec<RawCart>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCart {
    id: String,
    buyer_id: Option<String>,
    #[serde(default)]
    items: Vec<RawItem>,
}

/// An id that can be the last segment of a GID: letters, digits, `_`, `-` and `.`.
fn is_gid_segment(id: &str) -> bool {
    !id.is_empty() && id.bytes().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.'))
}

pub(crate) fn buyers(source: &dyn Source, problems: &mut Problems) -> Vec<Buyer> {
    const FILE: &str = "buyers.toml";
    let Some(raw) = read_toml::<BuyerFile>(source, FILE, false, problems) else { return Vec::new() };
    let mut file = problems.in_file(FILE);
    let mut ids = BTreeSet::new();
    let mut out = Vec::new();
    for (n, b) in raw.buyer.into_iter().enumerate() {
        let record = if b.id.is_empty() { format!("buyer #{}", n + 1) } else { format!("buyer `{}`", b.id) };
        if !is_gid_segment(&b.id) {
            file.record(&record, Some("id"), "must be letters, digits, `_`, `-` and `.`");
        } else if !ids.insert(b.id.clone()) {
            file.record(&record, Some("id"), "is used by another buyer");
        }
        if b.name.trim().is_empty() {
            file.record(&record, Some("name"), "must not be empty");
        }
        if b.membership.as_deref().is_some_and(|m| m.trim().is_empty()) {
            file.record(&record, Some("membership"), "must name the tier, or be left out for a non-member");
        }
        for (k, e) in b.entitlements.iter().enumerate() {
            if e.trim().is_empty() {
                file.record(&record, Some(&format!("entitlements[{k}]")), "must not be empty");
            }
        }
        out.push(Buyer { id: b.id, name: b.name, membership: b.membership, entitlements: b.entitlements });
    }
    out
}

/// Variant ids and SKUs → (variant id, "Product — Variant" title).
fn variant_titles(business: &Business) -> HashMap<&str, (&str, String)> {
    let mut out = HashMap::new();
    for p in &business.products {
        for v in &p.variants {
            let title = if p.variants.len() == 1 { p.title.clone() } else { format!("{} — {}", p.title, v.title) };
            out.insert(v.id.as_str(), (v.id.as_str(), title.clone()));
            out.insert(v.sku.as_str(), (v.id.as_str(), title));
        }
    }
    out
}

fn line_items(
    raw: Vec<RawItem>,
    variants: &HashMap<&str, (&str, String)>,
    record: &str,
    file: &mut FileProblems<'_>,
    lost: &mut LostReferences,
) -> Vec<LineItem> {
    let mut out = Vec::new();
    for (k, item) in raw.into_iter().enumerate() {
        let at = |f: &str| format!("items[{k}].{f}");
        if item.quantity == 0 {
            file.record(record, Some(&at("quantity")), "must be at least 1");
        }
        if item.title.as_deref().is_some_and(|t| t.trim().is_empty()) {
            file.record(record, Some(&at("title")), "must not be empty (leave it out to use the product's title)");
        }
        match variants.get(item.variant.as_str()) {
            Some((id, title)) => out.push(LineItem {
                variant_id: (*id).to_owned(),
                title: item.title.unwrap_or_else(|| title.clone()),
                quantity: item.quantity,
            }),
            None if lost.count(file.all(), &item.variant) => {}
            None => file.record(
                record,
                Some(&at("variant")),
                format!("`{}` is neither a variant id nor a SKU of any product", item.variant),
            ),
        }
    }
    out
}

/// A TOML value that is an RFC 3339 string or a TOML date-time, as text.
fn time_text(value: &toml::Value) -> String {
    match value {
        toml::Value::String(s) => s.clone(),
        toml::Value::Datetime(d) => d.to_string(),
        other => other.to_string(),
    }
}

pub(crate) fn orders(source: &dyn Source, business: &Business, problems: &mut Problems) -> Vec<Order> {
    const FILE: &str = "orders.toml";
    let Some(raw) = read_toml::<OrderFile>(source, FILE, false, problems) else { return Vec::new() };
    let mut file = problems.in_file(FILE);
    let variants = variant_titles(business);
    // The stores an order may be picked up at, found once rather than by a scan per order (a
    // chain may have a million locations).
    let stores: HashSet<&str> = business.locations.iter().filter(|l| !l.internal).map(|l| &*l.id).collect();
    let mut ids = BTreeSet::new();
    let mut numbers = BTreeSet::new();
    let mut out = Vec::new();
    let mut lost_buyers = LostReferences::new(Lost::Buyer);
    let mut lost_items = LostReferences::new(Lost::Item);
    let mut lost_locations = LostReferences::new(Lost::Location);
    for (n, o) in raw.order.into_iter().enumerate() {
        let record = if o.id.is_empty() { format!("order #{}", n + 1) } else { format!("order `{}`", o.id) };
        if !is_gid_segment(&o.id) {
            file.record(&record, Some("id"), "must be letters, digits, `_`, `-` and `.`");
        } else if !ids.insert(o.id.clone()) {
            file.record(&record, Some("id"), "is used by another order");
        }
        if o.number.trim().is_empty() {
            file.record(&record, Some("number"), "must not be empty");
        } else if !numbers.insert(o.number.trim_start_matches('#').to_owned()) {
            file.record(&record, Some("number"), format!("`{}` is used by another order", o.number));
        }
        if business.buyer(&o.buyer_id).is_none() && !lost_buyers.count(file.all(), &o.buyer_id) {
            file.record(
                &record,
                Some("buyer_id"),
                format!("`{}` is not the id of any buyer in buyers.toml", o.buyer_id),
            );
        }
        let placed = time_text(&o.placed_at);
        let placed_at = placed.parse::<Timestamp>().unwrap_or_else(|_| {
            file.record(
                &record,
                Some("placed_at"),
                format!("`{placed}` is not an RFC 3339 timestamp such as 2026-11-30T17:20:00Z"),
            );
            Timestamp::UNIX_EPOCH
        });
        let status = OrderStatus::from_name(&o.status);
        if status.is_none() {
            let names: Vec<&str> = OrderStatus::ALL.iter().map(|s| s.as_str()).collect();
            file.record(&record, Some("status"), format!("`{}` is not one of {}", o.status, names.join(", ")));
        }
        let total = parse_price(&o.total).unwrap_or_else(|| {
            file.record(&record, Some("total"), format!("`{}` is not an amount like \"189.00\"", o.total));
            concierge_core::catalog::Money { minor: 0 }
        });
        if o.items.is_empty() {
            file.record(&record, Some("items"), "an order needs at least one item");
        }
        let items = line_items(o.items, &variants, &record, &mut file, &mut lost_items);
        let tracking = o.tracking.map(|t| {
            for (field, value) in [("tracking.carrier", &t.carrier), ("tracking.number", &t.number)] {
                if value.trim().is_empty() {
                    file.record(&record, Some(field), "must not be empty");
                }
            }
            if let Some(url) = t.url.as_deref().filter(|u| !is_web_url(u)) {
                file.record(&record, Some("tracking.url"), format!("`{url}` is not an absolute http(s) URL"));
            }
            Tracking { carrier: t.carrier, number: t.number, url: t.url }
        });
        let estimated_delivery = o.estimated_delivery.as_ref().and_then(|v| {
            let text = time_text(v);
            let date = text.parse::<Date>().ok();
            if date.is_none() {
                file.record(&record, Some("estimated_delivery"), format!("`{text}` is not a date such as 2026-12-04"));
            }
            date
        });
        if let Some(loc) = &o.pickup_location
            && !stores.contains(loc.as_str())
            && !lost_locations.count(file.all(), loc)
        {
            file.record(&record, Some("pickup_location"), format!("`{loc}` is not the id of any store"));
        }
        let fulfillment = match o.fulfillment.as_deref() {
            None if o.pickup_location.is_some() => Fulfillment::Pickup,
            None | Some("shipping") => Fulfillment::Shipping,
            Some("pickup") => Fulfillment::Pickup,
            Some(other) => {
                file.record(&record, Some("fulfillment"), format!("`{other}` is not one of shipping, pickup"));
                Fulfillment::Shipping
            }
        };
        let collected = matches!(status, Some(OrderStatus::ReadyForPickup | OrderStatus::PickedUp));
        if (collected || fulfillment == Fulfillment::Pickup) && o.pickup_location.is_none() {
            file.record(&record, Some("pickup_location"), "a pickup order (ready for pickup, picked up, or fulfilled by pickup) needs the store it is collected from");
        }
        if collected && fulfillment == Fulfillment::Shipping {
            file.record(&record, Some("fulfillment"), format!("a `{}` order is collected: use pickup", o.status));
        }
        if fulfillment == Fulfillment::Pickup && matches!(status, Some(OrderStatus::Shipped | OrderStatus::Delivered)) {
            file.record(&record, Some("status"), format!("a pickup order is not `{}`", o.status));
        }
        let mut amount = |field: &str, raw: Option<&String>| {
            raw.and_then(|raw| {
                let parsed = parse_price(raw);
                if parsed.is_none() {
                    file.record(&record, Some(field), format!("`{raw}` is not an amount like \"189.00\""));
                }
                parsed
            })
        };
        let charges = Charges {
            subtotal: amount("subtotal", o.subtotal.as_ref()),
            shipping: amount("shipping", o.shipping.as_ref()),
            tax: amount("tax", o.tax.as_ref()),
        };
        if let (Some(a), Some(b), Some(c)) = (charges.subtotal, charges.shipping, charges.tax)
            && a.minor + b.minor + c.minor != total.minor
        {
            file.record(
                &record,
                Some("total"),
                format!("{} is not subtotal + shipping + tax ({a} + {b} + {c})", o.total),
            );
        }
        let mut instant = |field: &str, raw: Option<&toml::Value>| {
            raw.and_then(|v| {
                let text = time_text(v);
                let parsed = text.parse::<Timestamp>().ok();
                if parsed.is_none() {
                    file.record(
                        &record,
                        Some(field),
                        format!("`{text}` is not an RFC 3339 timestamp such as 2026-11-30T17:20:00Z"),
                    );
                }
                parsed
            })
        };
        let milestones = Milestones {
            shipped_at: instant("shipped_at", o.shipped_at.as_ref()),
            delivered_at: instant("delivered_at", o.delivered_at.as_ref()),
            ready_at: instant("ready_at", o.ready_at.as_ref()),
            picked_up_at: instant("picked_up_at", o.picked_up_at.as_ref()),
        };
        for (field, at) in [
            ("shipped_at", milestones.shipped_at),
            ("delivered_at", milestones.delivered_at),
            ("ready_at", milestones.ready_at),
            ("picked_up_at", milestones.picked_up_at),
        ] {
            if at.is_some_and(|at| at < placed_at) {
                file.record(&record, Some(field), "is before the order was placed");
            }
        }
        out.push(Order {
            id: o.id,
            number: o.number,
            buyer_id: o.buyer_id,
            placed_at,
            status: status.unwrap_or(OrderStatus::Processing),
            items,
            total,
            charges,
            fulfillment,
            milestones,
            tracking,
            estimated_delivery,
            pickup_location: o.pickup_location,
        });
    }
    lost_buyers.report(&mut file, ("order", "orders"));
    lost_items.report(&mut file, ("order line item", "order line items"));
    lost_locations.report(&mut file, ("order", "orders"));
    out
}

pub(crate) fn carts(source: &dyn Source, business: &Business, problems: &mut Problems) -> Vec<Cart> {
    const FILE: &str = "carts.toml";
    let Some(raw) = read_toml::<CartFile>(source, FILE, false, problems) else { return Vec::new() };
    let mut file = problems.in_file(FILE);
    let variants = variant_titles(business);
    let mut ids = BTreeSet::new();
    let mut out = Vec::new();
    let mut lost_buyers = LostReferences::new(Lost::Buyer);
    let mut lost_items = LostReferences::new(Lost::Item);
    for (n, c) in raw.cart.into_iter().enumerate() {
        let record = if c.id.is_empty() { format!("cart #{}", n + 1) } else { format!("cart `{}`", c.id) };
        if !is_gid_segment(&c.id) {
            file.record(&record, Some("id"), "must be letters, digits, `_`, `-` and `.`");
        } else if !ids.insert(c.id.clone()) {
            file.record(&record, Some("id"), "is used by another cart");
        }
        if let Some(buyer) = &c.buyer_id
            && business.buyer(buyer).is_none()
            && !lost_buyers.count(file.all(), buyer)
        {
            file.record(&record, Some("buyer_id"), format!("`{buyer}` is not the id of any buyer in buyers.toml"));
        }
        let items = line_items(c.items, &variants, &record, &mut file, &mut lost_items);
        out.push(Cart { id: c.id, buyer_id: c.buyer_id, items });
    }
    lost_buyers.report(&mut file, ("cart", "carts"));
    lost_items.report(&mut file, ("cart line item", "cart line items"));
    out
}
