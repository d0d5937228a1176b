//! "What's your cheapest sparkling wine?", "the most expensive tent you sell": the product (and
//! its option) at one end of the price range among those the question's words describe, by
//! their titles, types and tags.

use concierge_core::catalog::Business;

use super::products::{ProductBook, money};
use crate::read::analyze::{is_stop, stem};
use crate::read::language::{Lang, fill};

/// Which end of the price range a clause asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PriceEnd {
    Lowest,
    Highest,
}

/// Words that ask for an end of the range, and words that only frame the question ("you
/// sell", "the cheapest one"): neither describes the products.
const FRAME: &[&str] = &[
    "cheapest",
    "least",
    "most",
    "lowest",
    "highest",
    "priced",
    "price",
    "expensive",
    "priciest",
    "costly",
    "pricey",
    "moins",
    "plus",
    "cher",
    "chère",
    "chers",
    "más",
    "barato",
    "barata",
    "baratos",
    "caro",
    "cara",
    "caros",
    "sell",
    "sells",
    "buy",
    "order",
    "stock",
    "carry",
    "offer",
    "available",
    "option",
    "options",
    "one",
    "ones",
    "product",
    "products",
    "item",
    "items",
    "thing",
    "things",
    "whats",
    "what's",
    "vendez",
    "venden",
    "vendéis",
    "tenéis",
];

/// The end of the price range a clause asks for: "the cheapest", "least expensive", "lowest
/// priced", "most expensive", "priciest", "le moins cher", "el más barato".
pub(crate) fn asked_end(words: &[String]) -> Option<PriceEnd> {
    let w = |i: usize| words.get(i).map_or("", String::as_str);
    for i in 0..words.len() {
        let article = matches!(w(i), "le" | "la" | "les" | "el" | "los" | "las");
        match (w(i), w(i + 1)) {
            ("cheapest", _) | ("least", "expensive" | "costly" | "pricey") | ("lowest", "priced" | "price") => {
                return Some(PriceEnd::Lowest);
            }
            ("priciest", _) | ("most", "expensive" | "costly") | ("highest", "priced" | "price") => {
                return Some(PriceEnd::Highest);
            }
            _ => {}
        }
        match (article, w(i + 1), w(i + 2)) {
            (true, "moins", "cher" | "chère" | "chers") | (true, "más", "barato" | "barata" | "baratos") => {
                return Some(PriceEnd::Lowest);
            }
            (true, "plus", "cher" | "chère" | "chers") | (true, "más", "caro" | "cara" | "caros") => {
                return Some(PriceEnd::Highest);
            }
            _ => {}
        }
    }
    None
}

/// The answer, and the product it is about.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct PriceEndAnswer {
    pub(crate) text: String,
    pub(crate) product: usize,
}

impl ProductBook {
    /// The product at `end` of the price range among those the clause's words describe: the
    /// products whose titles and types hold the most of its describing words (then their
    /// tags), at least half of them; with its option, when its options' prices differ. `None`
    /// when no product answers to the description.
    pub(crate) fn at_price_end(
        &self,
        business: &Business,
        words: &[String],
        end: PriceEnd,
        lang: Lang,
    ) -> Option<PriceEndAnswer> {
        let describing: Vec<&String> =
            words.iter().filter(|w| !is_stop(w) && !FRAME.contains(&w.as_str()) && w.len() > 1).collect();
        let stems: Vec<String> = describing.iter().map(|w| stem(w)).collect();
        if stems.is_empty() {
            return None;
        }
        // What a product is (the head nouns of its title and type) weighs before the rest of
        // its title and type, then its tags: a "Kayak Deck Bag" or a "Kayak paddle" is no kayak,
        // nor a service tagged "kayak repair".
        let mut best: Vec<usize> = Vec::new();
        let mut best_score = (0, 0, 0);
        for i in 0..business.products.len() {
            let (title, kinds) = (self.title_stems(i), self.kind_stems(i));
            let head = |s: &String| title.last() == Some(s) || kinds.iter().any(|k| k.last() == Some(s));
            let is = stems.iter().filter(|s| head(s)).count();
            let titled = stems.iter().filter(|s| title.contains(s) || kinds.iter().any(|k| k.contains(s))).count();
            let tagged = stems.iter().filter(|s| self.tag_stems(i).contains(s)).count();
            let score = (is, titled, tagged);
            if score > best_score {
                best_score = score;
                best.clear();
            }
            if score == best_score && score > (0, 0, 0) {
                best.push(i);
            }
        }
        let described = stems
            .iter()
            .filter(|s| best.first().is_some_and(|&i| self.title_stems(i).contains(s) || self.tag_stems(i).contains(s)))
            .count();
        if best.is_empty() || described * 2 < stems.len() {
            return None;
        }
        let priced = best.iter().flat_map(|&i| business.products[i].variants.iter().map(move |v| (i, v)));
        let key = |&(_, v): &(usize, &concierge_core::catalog::Variant)| v.price;
        let (product, variant) = match end {
            PriceEnd::Lowest => priced.min_by_key(key),
            PriceEnd::Highest => priced.max_by_key(key),
        }?;
        let p = &business.products[product];
        // Of one product, which option: when its options' prices differ.
        let differ = p.variants.iter().any(|v| v.price != variant.price);
        let name = if differ && !variant.title.is_empty() {
            format!("{} ({})", p.title, variant.title)
        } else {
            p.title.clone()
        };
        let asked: Vec<&str> = describing.iter().map(|w| w.as_str()).collect();
        let phrase = match end {
            PriceEnd::Lowest => lang.phrases().cheapest,
            PriceEnd::Highest => lang.phrases().dearest,
        };
        let text = fill(phrase, &[&asked.join(" "), &name, &money(variant.price, &business.currency)]);
        Some(PriceEndAnswer { text, product })
    }
}
