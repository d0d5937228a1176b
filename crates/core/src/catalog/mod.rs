//! The business's own content: who it is, its policies and FAQ, its products, its locations and
//! what each location has in stock. Loaded once (see the `concierge-store` crate), then read-only.

mod product;

pub use product::{AttributeValue, Money, Notice, Product, Variant};

use std::collections::BTreeMap;

use crate::location::Location;

/// Everything Concierge knows about one business.
#[derive(Debug, Clone)]
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
    /// Names of first-level regions (ISO 3166-2 code → name), used to read `serves.address`.
    pub region_names: BTreeMap<String, String>,
    /// Published policies.
    pub policies: Vec<Policy>,
    /// Frequently asked questions.
    pub faq: Vec<FaqEntry>,
    /// Products and their variants.
    pub products: Vec<Product>,
    /// Every location, including internal ones (which are never exposed).
    pub locations: Vec<Location>,
    /// Item availability per location id: the variant ids currently available there.
    pub availability: BTreeMap<String, Vec<String>>,
}

impl Business {
    /// The GID of a resource of this business.
    pub fn gid(&self, kind: &str, id: &str) -> String {
        format!("gid://{}/{}/{}", self.gid_authority, kind, id)
    }
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
