//! Products, variants and their typed attributes.

use std::collections::BTreeMap;
use std::fmt;

/// A typed product or variant attribute (`waterproof = true`, `weight_g = 410`).
#[derive(Debug, Clone, PartialEq)]
pub enum AttributeValue {
    /// Yes or no.
    Bool(bool),
    /// A whole number.
    Integer(i64),
    /// A decimal number.
    Number(f64),
    /// Text.
    Text(String),
    /// A list of text values.
    List(Vec<String>),
}

impl fmt::Display for AttributeValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AttributeValue::Bool(true) => f.write_str("yes"),
            AttributeValue::Bool(false) => f.write_str("no"),
            AttributeValue::Integer(i) => write!(f, "{i}"),
            AttributeValue::Number(n) => write!(f, "{n}"),
            AttributeValue::Text(s) => f.write_str(s),
            AttributeValue::List(items) => f.write_str(&items.join(", ")),
        }
    }
}

/// An amount of money in minor units (cents).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Money {
    /// Amount in minor units.
    pub minor: i64,
}

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.minor < 0 { "-" } else { "" };
        write!(f, "{sign}{}.{:02}", self.minor.abs() / 100, self.minor.abs() % 100)
    }
}

/// A safety, allergen or regulatory notice, quoted verbatim from the business's data.
#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    /// A short code (`allergens`, `prop65`, `age_restricted`, …).
    pub code: String,
    /// The exact text to show.
    pub text: String,
    /// Where the buyer can read the notice in full (a safety data sheet, a recall page).
    pub url: Option<String>,
}

/// A product.
#[derive(Debug, Clone, PartialEq)]
pub struct Product {
    /// Stable id (the last segment of its GID).
    pub id: String,
    /// URL handle.
    pub handle: String,
    /// Title.
    pub title: String,
    /// Product page URL.
    pub url: String,
    /// Description (plain text or Markdown).
    pub description: String,
    /// Typed attributes shared by all variants.
    pub attributes: BTreeMap<String, AttributeValue>,
    /// Notices that must be disclosed when the product is discussed.
    pub notices: Vec<Notice>,
    /// Search tags.
    pub tags: Vec<String>,
    /// What kind of product it is, in the business's words ("Dog food", "Aquarium heater").
    pub kind: Option<String>,
    /// Final sale: it cannot be returned or exchanged (except as the law requires).
    pub final_sale: bool,
    /// Whether it can be bought online; `false` for products sold in stores only.
    pub sold_online: bool,
    /// Variants (at least one; a product with one price and no options has one, with the
    /// product's own id and title).
    pub variants: Vec<Variant>,
}

/// A purchasable variant of a product.
#[derive(Debug, Clone, PartialEq)]
pub struct Variant {
    /// Stable id (the last segment of its GID); the item id used by `filters.items`.
    pub id: String,
    /// Stock-keeping unit.
    pub sku: String,
    /// Title (`Medium / Blue`).
    pub title: String,
    /// Price.
    pub price: Money,
    /// The price members pay, when it differs (protected: shown only to members).
    pub member_price: Option<Money>,
    /// Typed attributes specific to this variant.
    pub attributes: BTreeMap<String, AttributeValue>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_displays_minor_units() {
        assert_eq!(Money { minor: 12900 }.to_string(), "129.00");
        assert_eq!(Money { minor: 5 }.to_string(), "0.05");
        assert_eq!(Money { minor: -250 }.to_string(), "-2.50");
    }
}
