//! The answerers, one per kind of content: products and their typed attributes (`products`),
//! stores, hours and service areas (`locations`), the store nearest to a place the buyer
//! names (`nearest`), the product at either end of the price range of a kind (`price_ends`),
//! the buyer's own orders and carts
//! (`account`), and the policy, FAQ and description passages (`text`); `attribute_words` is
//! the learned lexicon of which attribute a question's words ask about, `product_fields` the
//! learned choice of which field of a product answers.

pub(crate) mod account;
pub mod attribute_words;
pub(crate) mod locations;
pub(crate) mod nearest;
pub(crate) mod price_ends;
pub(crate) mod product_fields;
pub(crate) mod products;
pub(crate) mod text;
