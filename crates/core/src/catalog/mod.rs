//! The business's own content: who it is, its policies and FAQ, its products, its locations and
//! what each location has in stock. Loaded once (see the `concierge-store` crate), then read-only.

mod account;
mod availability;
mod product;

pub use account::{Buyer, Cart, Charges, Fulfillment, LineItem, Milestones, Order, OrderStatus, Tracking};
pub use availability::{Availability, InvalidAvailability, Stocked};
pub use product::{AttributeValue, Money, Notice, Product, StockStatus, Variant};

use std::collections::BTreeMap;

use crate::location::Location;

/// Everything Concierge knows about one business. `Default` is an empty business, for building
/// one piece by piece.
#[derive(Debug, Clone, Default)]
pub struct Business {
    /// Display name.
    pub name: String,
    /// The storefront's home page (used as `continue_url`).
    pub website: String,
    /// The authority used in GIDs: `gid://{gid_authority}/Location/{id}`.
    pub gid_authority: String,
    /// Languages the business has content in, default first (BCP 47).
    pub languages: Vec<String>,
    /// ISO 4217 currency of prices.
    pub currency: String,
    /// The business's own IANA time zone, if it gave one: order dates and support hours are
    /// read in it (UTC otherwise).
    pub timezone: Option<jiff::tz::TimeZone>,
    /// How buyers reach the business (customer service).
    pub contact: Option<Contact>,
    /// Names of first-level regions (ISO 3166-2 code → name), used to read `serves.address`.
    pub region_names: BTreeMap<String, String>,
    /// Published policies.
    pub policies: Vec<Policy>,
    /// What delivery costs and how long it takes (`shipping.toml`), by service and destination.
    pub shipping_rates: Vec<ShippingRate>,
    /// Frequently asked questions.
    pub faq: Vec<FaqEntry>,
    /// Products and their variants.
    pub products: Vec<Product>,
    /// Every location, including internal ones (which are never exposed).
    pub locations: Vec<Location>,
    /// Item availability per location id: the variant ids currently available there.
    pub availability: Availability,
    /// Buyers with accounts (protected: see [`Order`]).
    pub buyers: Vec<Buyer>,
    /// Orders buyers placed (protected).
    pub orders: Vec<Order>,
    /// Carts (protected).
    pub carts: Vec<Cart>,
}

/// How buyers reach the business: each member optional.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Contact {
    /// Customer-service email address.
    pub email: Option<String>,
    /// Customer-service phone number.
    pub phone: Option<String>,
    /// The contact page.
    pub url: Option<String>,
    /// When the team answers, as the business words it ("Monday–Friday 9:00–17:00").
    pub hours: Option<String>,
}

impl Business {
    /// The GID of a resource of this business.
    pub fn gid(&self, kind: &str, id: &str) -> String {
        format!("gid://{}/{}/{}", self.gid_authority, kind, id)
    }

    /// The id a GID of this business names for a resource type (`Order`, `Cart`, …), if it is
    /// one.
    pub fn gid_id<'a>(&self, kind: &str, gid: &'a str) -> Option<&'a str> {
        let rest = gid.strip_prefix("gid://")?.strip_prefix(self.gid_authority.as_str())?.strip_prefix('/')?;
        rest.strip_prefix(kind)?.strip_prefix('/').filter(|id| !id.is_empty())
    }

    /// A buyer by id.
    pub fn buyer(&self, id: &str) -> Option<&Buyer> {
        self.buyers.iter().find(|b| b.id == id)
    }

    /// An order by id.
    pub fn order(&self, id: &str) -> Option<&Order> {
        self.orders.iter().find(|o| o.id == id)
    }

    /// A cart by id.
    pub fn cart(&self, id: &str) -> Option<&Cart> {
        self.carts.iter().find(|c| c.id == id)
    }
}

/// One shipping service to one destination: what it costs, from what order total it is free,
/// and how many days delivery takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShippingRate {
    /// The service as the business names it ("Standard", "Express").
    pub service: String,
    /// ISO 3166-1 alpha-2 country code (`US`); `None` for every destination the business ships to.
    pub country: Option<String>,
    /// The region within `country` (`CA`, or `US-CA`), when the rate is for one region only.
    pub region: Option<String>,
    /// The price, in the business's currency.
    pub price: Money,
    /// The order total from which this service is free.
    pub free_over: Option<Money>,
    /// The days from order to delivery (handling and transit), fewest and most.
    pub days: Option<(u16, u16)>,
}

/// A published policy.
#[derive(Debug, Clone, PartialEq)]
pub struct Policy {
    /// The UCP link type: `refund_policy`, `shipping_policy`, `privacy_policy`,
    /// `terms_of_service`, or a custom type.
    pub kind: String,
    /// Title.
    pub title: String,
    /// Public URL of the policy page.
    pub url: String,
    /// Language (BCP 47).
    pub language: String,
    /// Body, in Markdown.
    pub body: String,
}

/// One FAQ entry.
#[derive(Debug, Clone, PartialEq)]
pub struct FaqEntry {
    /// Stable id.
    pub id: String,
    /// The question as customers ask it.
    pub question: String,
    /// The business's answer.
    pub answer: String,
    /// Language (BCP 47).
    pub language: String,
    /// Public URL of the FAQ page or anchor.
    pub url: String,
    /// Search tags.
    pub tags: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gid_ids_name_the_business_and_the_type() {
        let b = Business {
            name: "t".into(),
            website: "https://t.example".into(),
            gid_authority: "shop".into(),
            languages: vec!["en".into()],
            currency: "USD".into(),
            ..Business::default()
        };
        assert_eq!(b.gid_id("Order", "gid://shop/Order/o_1"), Some("o_1"));
        assert_eq!(b.gid_id("Order", "gid://other/Order/o_1"), None, "another business's GID");
        assert_eq!(b.gid_id("Order", "gid://shop/Cart/o_1"), None);
        assert_eq!(b.gid_id("Order", "gid://shop/OrderX/o_1"), None);
        assert_eq!(b.gid_id("Order", "gid://shop/Order/"), None);
        assert_eq!(b.gid_id("Order", "gid://shopping/Order/o_1"), None);
    }
}
