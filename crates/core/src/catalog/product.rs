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

/// Whether a variant can be ordered online now (the store-wide status; stock at each store is
/// [`crate::catalog::Availability`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StockStatus {
    /// In stock: ships now.
    InStock,
    /// Out of stock: cannot be ordered now.
    OutOfStock,
    /// Not released yet: can be ordered, ships when it is.
    Preorder,
    /// Out of stock but can be ordered: ships when restocked.
    Backorder,
}

impl StockStatus {
    /// Every status, in the order the store format lists them.
    pub const ALL: [StockStatus; 4] =
        [StockStatus::InStock, StockStatus::OutOfStock, StockStatus::Preorder, StockStatus::Backorder];

    /// The store format's word for it (`in_stock`, `out_of_stock`, `preorder`, `backorder`).
    pub fn as_str(self) -> &'static str {
        match self {
            StockStatus::InStock => "in_stock",
            StockStatus::OutOfStock => "out_of_stock",
            StockStatus::Preorder => "preorder",
            StockStatus::Backorder => "backorder",
        }
    }

    /// The status the store format's word names.
    pub fn parse(word: &str) -> Option<StockStatus> {
        StockStatus::ALL.into_iter().find(|s| s.as_str() == word)
    }

    /// Whether a buyer can order it now (in stock, or to be shipped later).
    pub fn orderable(self) -> bool {
        self != StockStatus::OutOfStock
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
    /// The regular price a reduced price is compared with (always more than `price`): the
    /// variant is on sale.
    pub compare_at_price: Option<Money>,
    /// Whether it can be ordered online now, when the business says.
    pub stock_status: Option<StockStatus>,
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

    #[test]
    fn stock_statuses_round_trip_their_words() {
        for status in StockStatus::ALL {
            assert_eq!(StockStatus::parse(status.as_str()), Some(status));
        }
        assert_eq!(StockStatus::parse("In Stock"), None);
        // Tables by status (Ask's phrases) are indexed by declaration order, which `ALL` keeps.
        assert!(StockStatus::ALL.iter().enumerate().all(|(k, s)| *s as usize == k));
        assert!(StockStatus::Backorder.orderable() && !StockStatus::OutOfStock.orderable());
    }
}
