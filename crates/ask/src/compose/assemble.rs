//! Composition: the parts of an answer put together as buyers read them — the verdict a
//! yes/no question leads with, sentences not repeated, the links of the entities used, the
//! Markdown encoding, and the check that no answer claims an operation happened.

use concierge_core::catalog::{Business, ShippingRate};
use concierge_core::location::Location;
use concierge_core::location::subdivisions::subdivision_name;

use crate::answerers::locations::address_line;
use crate::answerers::products::{self, price_sentence};
use crate::compose::phrasing::{Key, value_text};
use crate::compose::verdict;
use crate::evidence::retrieval::{self, Source};
use crate::rank::model::Ranker;
use crate::rank::trace::VerdictTrace;
use crate::read::language::Lang;
use crate::{AnswerEngine, Link, SUCCESS_CLAIMS, Turn};

impl AnswerEngine {
    /// The records a turn used, as evidence for a model: (kind, title, text) for each product,
    /// store, policy, FAQ entry and the contact details, in the order the answer used them.
    /// Only public fields: listed prices, never a member's; no order or cart.
    pub(crate) fn pack_records(&self, turn: &Turn) -> Vec<(&'static str, String, String)> {
        let b = &*self.business;
        let mut out: Vec<(&'static str, String, String)> = Vec::new();
        for &i in turn.used_products.iter().filter(|i| !turn.private_products.contains(i)) {
            let p = &b.products[i];
            let mut text = vec![price_sentence(p, None, &b.currency)];
            for (key, value) in &p.attributes {
                let k = Key::of(key, value);
                text.push(format!("{}: {}.", k.label(), value_text(&k, value)));
            }
            text.push(p.description.clone());
            out.push(("product", p.title.clone(), text.join(" ")));
        }
        for &i in &turn.used_locations {
            let l = &b.locations[i];
            let mut text: Vec<String> = Vec::new();
            if let Some(a) = &l.address {
                text.push(address_line(a));
            }
            text.extend(l.notes.iter().map(|n| n.to_string()));
            out.push(("store", l.name.to_string(), text.join(" ")));
        }
        for source in &turn.sources {
            match *source {
                Source::Policy(i) => {
                    let p = &b.policies[i];
                    out.push(("policy", p.title.clone(), p.body.clone()));
                }
                Source::Faq(i) => {
                    let f = &b.faq[i];
                    out.push(("faq", f.question.clone(), f.answer.clone()));
                }
                Source::Product(_) => {}
                Source::Contact => {
                    let Some(c) = &b.contact else { continue };
                    let text: Vec<&str> =
                        [c.email.as_deref(), c.phone.as_deref(), c.url.as_deref(), c.hours.as_deref()]
                            .into_iter()
                            .flatten()
                            .collect();
                    out.push(("contact", format!("Contact {}", b.name), text.join(" ")));
                }
                Source::Shipping(i) => {
                    let text = shipping_sentence(&b.shipping_rates[i], b);
                    out.push(("policy", SHIPPING_RATES.to_owned(), text));
                }
            }
        }
        out
    }

    pub(crate) fn links(&self, turn: &Turn) -> Vec<Link> {
        let b = &*self.business;
        let mut out: Vec<Link> = Vec::new();
        let mut push = |l: Link| {
            if !out.iter().any(|x| x.url == l.url && x.kind == l.kind) {
                out.push(l);
            }
        };
        for l in &turn.links {
            push(l.clone());
        }
        for &i in &turn.used_products {
            let p = &b.products[i];
            push(Link {
                kind: "product".into(),
                url: p.url.clone(),
                title: p.title.clone(),
                id: Some(b.gid("Product", &p.id)),
            });
        }
        for &i in &turn.used_locations {
            push(location_link(b, &b.locations[i]));
        }
        for source in &turn.sources {
            match *source {
                Source::Policy(i) => {
                    let p = &b.policies[i];
                    push(Link { kind: p.kind.clone(), url: p.url.clone(), title: p.title.clone(), id: None });
                }
                Source::Faq(i) => {
                    let f = &b.faq[i];
                    push(Link { kind: "faq".into(), url: f.url.clone(), title: f.question.clone(), id: None });
                }
                Source::Product(_) => {}
                Source::Contact => {
                    let url = b.contact.as_ref().and_then(|c| c.url.clone()).unwrap_or_else(|| b.website.clone());
                    push(Link { kind: "contact".into(), url, title: format!("Contact {}", b.name), id: None });
                }
                Source::Shipping(_) => {
                    // The rates are the shipping policy's facts: the link is that policy's page.
                    let url = b
                        .policies
                        .iter()
                        .find(|p| p.kind == "shipping_policy")
                        .map_or_else(|| b.website.clone(), |p| p.url.clone());
                    push(Link { kind: "shipping_policy".into(), url, title: SHIPPING_RATES.into(), id: None });
                }
            }
        }
        out
    }
}

/// A yes/no question answered from the business's text gets the verdict the learned model
/// reads from it, first ("No — opened earbuds cannot be returned."), or none when the model is
/// unsure: the sentences then speak for themselves. `names` are the stems of the names of what
/// the answer is about. Returns the text and, for a yes/no clause, what the model read.
pub(crate) fn with_verdict(
    clause_words: &[String],
    clause_text: &str,
    text: String,
    lang: Lang,
    names: &[String],
    ranker: &Ranker,
) -> (String, Option<VerdictTrace>) {
    if !verdict::is_yes_no(clause_words) || text.starts_with("I don't have information") {
        return (text, None);
    }
    let sentences = retrieval::sentences(&text);
    if verdict::has_verdict(&text) {
        // A text's own "Yes." answers the general case; a quantity the question states that
        // the limits it sets leave out is a no ("a $30 order" — "orders of $50 or more").
        return match verdict::after_yes(&text) {
            Some(rest) if verdict::limits_refuse(clause_text, &sentences) => {
                (format!("{} — {}", lang.phrases().no, lowercase_function_word(rest)), None)
            }
            _ => (text, None),
        };
    }
    let features = verdict::features(clause_words, clause_text, &sentences, names);
    let (given, probability) = ranker.verdict_of(&features);
    let trace = VerdictTrace { text: text.clone(), features: features.to_vec(), probability, given };
    let text = match given {
        Some(yes) => {
            format!("{} — {}", if yes { lang.phrases().yes } else { lang.phrases().no }, lowercase_function_word(&text))
        }
        None => text,
    };
    (text, Some(trace))
}

/// "You're not a member" → "you're not a member", after a verdict; names keep their capital.
pub(crate) fn lowercase_function_word(text: &str) -> String {
    const FUNCTION_WORDS: &[&str] = &[
        "the", "a", "an", "you", "you're", "your", "we", "we're", "our", "it", "it's", "its", "there", "this", "these",
        "all", "each", "every", "any", "orders", "items",
    ];
    let first = text.split(' ').next().unwrap_or("");
    if FUNCTION_WORDS.contains(&first.to_lowercase().as_str()) {
        let mut c = text.chars();
        if let Some(f) = c.next() {
            return f.to_lowercase().chain(c).collect();
        }
    }
    text.to_owned()
}

/// `text` without the sentences an earlier part already says, or `None` when nothing is left
/// (a public part and a policy answer in one reply may quote the same sentences).
pub(crate) fn without_repeats(text: &str, parts: &[String]) -> Option<String> {
    if parts.iter().any(|p| p == text) {
        return None;
    }
    let said: Vec<String> = parts.iter().flat_map(|p| retrieval::sentences(p)).collect();
    let own = retrieval::sentences(text);
    if !own.iter().any(|s| said.contains(s)) {
        return Some(text.to_owned());
    }
    let rest: Vec<String> = own.into_iter().filter(|s| !said.contains(s)).collect();
    (!rest.is_empty()).then(|| rest.join(" "))
}

/// Whether text claims an operation was performed.
pub fn claims_success(text: &str) -> bool {
    let lower = text.to_lowercase();
    SUCCESS_CLAIMS.iter().any(|c| lower.contains(c))
}

/// The plain answer with the first mention of each linked entity turned into a Markdown link.
pub(crate) fn markdown(plain: &str, links: &[Link]) -> String {
    let mut out = plain.to_owned();
    for l in links {
        if l.title.is_empty() {
            continue;
        }
        // An order is named by its number in any language ("Your order #1001", "Tu pedido #1001").
        let shown = match l.title.strip_prefix("Order ") {
            Some(number) if l.kind == "order" && !out.contains(&l.title) => number,
            _ => l.title.as_str(),
        };
        if let Some(at) = out.find(shown) {
            let linked = format!("[{shown}]({})", l.url);
            // Do not link inside an existing link.
            let before = &out[..at];
            if before.matches('[').count() == before.matches(']').count() {
                out.replace_range(at..at + shown.len(), &linked);
            }
        }
    }
    out
}

/// The link to a store: its page, or the business's website when it has none.
pub(crate) fn location_link(b: &Business, l: &Location) -> Link {
    Link {
        kind: "location".into(),
        url: l.aliases.url.as_ref().map_or_else(|| b.website.clone(), |page| page.resolve(&b.website).into_owned()),
        title: l.name.to_string(),
        id: Some(b.gid("Location", &l.id)),
    }
}

/// The title of the passages and links made from `shipping.toml`.
pub(crate) const SHIPPING_RATES: &str = "Shipping rates";

/// One shipping rate as a buyer reads it: "Standard shipping to California, the United States
/// of America costs $4.95, free on orders of $50.00 or more; delivery takes 2–5 days."
pub(crate) fn shipping_sentence(rate: &ShippingRate, b: &Business) -> String {
    let country = rate.country.as_deref().map(|c| country_names(c).first().cloned().unwrap_or_else(|| c.to_owned()));
    let region = rate.region.as_deref().zip(rate.country.as_deref()).map(|(r, c)| region_name(c, r, b));
    let place = match (region, country) {
        (Some(r), Some(c)) => format!("to {r}, {c}"),
        (None, Some(c)) => format!("to {c}"),
        _ => "to every destination we ship to".to_owned(),
    };
    let price = if rate.price.minor == 0 {
        "is free".to_owned()
    } else {
        format!("costs {}", products::money(rate.price, &b.currency))
    };
    let free = rate
        .free_over
        .map(|m| format!(", free on orders of {} or more", products::money(m, &b.currency)))
        .unwrap_or_default();
    let days = match rate.days {
        Some((1, 1)) => "; delivery takes 1 day".to_owned(),
        Some((min, max)) if min == max => format!("; delivery takes {min} days"),
        Some((min, max)) => format!("; delivery takes {min}–{max} days"),
        None => String::new(),
    };
    format!("{} shipping {place} {price}{free}{days}.", rate.service)
}

/// What a buyer calls region `region` of `country` (`US`, `AK`): the business's name for it
/// (`[regions]`), else ISO 3166-2's ("Alaska"), else the code.
pub(crate) fn region_name(country: &str, region: &str, b: &Business) -> String {
    let code = format!("{country}-{region}");
    match b.region_names.get(&code) {
        Some(name) => name.clone(),
        None => subdivision_name(&code).map_or_else(|| region.to_owned(), str::to_owned),
    }
}

/// The English names of an ISO 3166-1 alpha-2 country, the one to write first ("the United
/// States of America", then "America", "United States"); none for an unknown code.
pub(crate) fn country_names(alpha2: &str) -> Vec<String> {
    let Ok(country) = celes::Country::from_alpha2(alpha2) else { return Vec::new() };
    let long = country.long_name.split(' ').map(|w| match w {
        "Of" | "And" | "The" => w.to_lowercase(),
        _ => w.to_owned(),
    });
    let mut names = vec![long.collect::<Vec<_>>().join(" ")];
    for alias in celes::LookupTable::iter(&country.aliases) {
        // Aliases are written in camel case ("UnitedStates").
        let mut spaced = String::new();
        for (i, ch) in alias.char_indices() {
            if i > 0 && ch.is_uppercase() {
                spaced.push(' ');
            }
            spaced.push(ch);
        }
        names.push(spaced);
    }
    names
}

/// The business's contact details as one sentence, if it has any to give.
pub(crate) fn contact_sentence(name: &str, c: &concierge_core::catalog::Contact) -> Option<String> {
    let mut ways: Vec<String> = Vec::new();
    if let Some(e) = &c.email {
        ways.push(format!("by email at {e}"));
    }
    if let Some(p) = &c.phone {
        ways.push(format!("by phone on {p}"));
    }
    if let Some(u) = &c.url {
        ways.push(format!("through {u}"));
    }
    if ways.is_empty() {
        return None;
    }
    let hours = c.hours.as_deref().map(|h| format!(" Customer service hours: {h}.")).unwrap_or_default();
    Some(format!("You can reach {name} customer service {}.{hours}", products::join_list(&ways)))
}
