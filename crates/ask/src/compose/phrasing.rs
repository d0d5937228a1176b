//! Typed product attributes in natural English, for any business's attribute names.
//!
//! An attribute key is read as a small phrase: `weight_g` is a weight in grams, `ram_gb` RAM in
//! gigabytes, `charger_included` a participle about a charger, `works_with_iphone` a verb phrase,
//! `dishwasher_safe` an adjective, `minimum_age_years` an age limit, `made_in` a place. The
//! grammar (units, participles, prepositions, verbs, acronyms) is general English, never a
//! particular store's vocabulary, so a new business's attributes read well without
//! configuration: "The Norvik N9 doesn't include a charger", "suitable for ages 14 and up",
//! "8 GB", "is dishwasher-safe".

use crate::read::quantity::{Bound, Quantity, base_unit};
use concierge_core::catalog::AttributeValue;

/// Unit suffixes of attribute keys and how a value is written with them.
const UNITS: &[(&str, &str)] = &[
    ("mm", " mm"),
    ("cm", " cm"),
    ("m", " m"),
    ("km", " km"),
    ("m2", " m²"),
    ("in", " in"),
    ("ft", " ft"),
    ("g", " g"),
    ("kg", " kg"),
    ("mg", " mg"),
    ("oz", " oz"),
    ("lb", " lb"),
    ("l", " L"),
    ("ml", " ml"),
    ("cl", " cl"),
    ("gal", " gal"),
    ("w", " W"),
    ("kw", " kW"),
    ("v", " V"),
    ("a", " A"),
    ("mah", " mAh"),
    ("ah", " Ah"),
    ("kwh", " kWh"),
    ("nm", " Nm"),
    ("bar", " bar"),
    ("psi", " psi"),
    ("rpm", " rpm"),
    ("mph", " mph"),
    ("kmh", " km/h"),
    ("tog", " tog"),
    ("wh", " Wh"),
    ("gb", " GB"),
    ("tb", " TB"),
    ("mb", " MB"),
    ("gbps", " Gbps"),
    ("hz", " Hz"),
    ("db", " dB"),
    ("lm", " lumens"),
    ("lumens", " lumens"),
    ("k", " K"),
    ("c", " °C"),
    ("f", " °F"),
    ("deg", "°"),
    ("degrees", "°"),
    ("pa", " Pa"),
    ("mp", " MP"),
    ("s", " seconds"),
    ("sec", " seconds"),
    ("seconds", " seconds"),
    ("min", " minutes"),
    ("minutes", " minutes"),
    ("hours", " hours"),
    ("h", " hours"),
    ("days", " days"),
    ("weeks", " weeks"),
    ("months", " months"),
    ("years", " years"),
    ("percent", "%"),
    ("pct", "%"),
    ("cycles", " cycles"),
];

/// Currency suffixes of attribute keys ("deposit_aud") and the sign written before the amount.
const CURRENCIES: &[(&str, &str)] =
    &[("gbp", "£"), ("eur", "€"), ("usd", "$"), ("cad", "$"), ("aud", "$"), ("nzd", "$"), ("chf", "CHF ")];

/// Short words written as acronyms.
const ACRONYMS: &[&str] = &[
    "ram", "gps", "lte", "ip", "hdmi", "usb", "ecg", "abv", "sd", "os", "nfc", "esim", "led", "lcd", "oled", "uv",
    "tv", "pc", "dpi", "ppi", "earc", "arc", "dwr", "ipx", "spf", "upf", "bpa", "pvc", "gan", "sim", "wifi", "ac",
    "dc", "eu", "uk", "us",
];

/// Last words that make a key an adjective phrase ("dishwasher safe", "gluten free").
const ADJECTIVE_HEADS: &[&str] = &[
    "safe",
    "proof",
    "free",
    "resistant",
    "friendly",
    "compatible",
    "ready",
    "only",
    "rated",
    "certified",
    "approved",
    "sealed",
    "tested",
    "powered",
    "bred",
    "fed",
    "exclusive",
    "sensitive",
];

/// Participles that say whether a thing comes with the product, or is needed ("charger
/// included", "hub required").
const PARTICIPLES: &[&str] = &["included", "required", "needed", "supported", "available", "provided", "removable"];

/// Verbs that open a key ("works with", "floats").
const VERBS: &[(&str, &str)] = &[
    ("works", "work"),
    ("fits", "fit"),
    ("floats", "float"),
    ("folds", "fold"),
    ("supports", "support"),
    ("contains", "contain"),
    ("includes", "include"),
    ("needs", "need"),
    ("requires", "require"),
    ("pairs", "pair"),
    ("comes", "come"),
    ("ships", "ship"),
    ("charges", "charge"),
    ("runs", "run"),
    ("plays", "play"),
    ("connects", "connect"),
    ("has", "have"),
];

/// Prepositions that end a key whose text value completes it ("made in", "works with").
const PREPOSITIONS: &[&str] = &["in", "with", "from", "for", "by", "of", "on", "at"];

/// Single words that are adjectives though no suffix says so.
const ADJECTIVES: &[&str] = &[
    "vegan",
    "vegetarian",
    "organic",
    "halal",
    "kosher",
    "raw",
    "still",
    "wireless",
    "magnetic",
    "waterproof",
    "foldable",
    "dimmable",
    "freestanding",
    "packable",
    "rechargeable",
    "insulated",
    "pasteurised",
    "pasteurized",
    "homogenised",
    "homogenized",
    "sliced",
    "pitted",
    "backlit",
    "braided",
    "convertible",
    "reloadable",
    "redeemable",
    "modular",
    "portable",
    "unlocked",
    "refurbished",
    "handmade",
    "local",
    "seasonal",
    "fresh",
    "frozen",
    "lined",
    "adjustable",
    "washable",
    "reversible",
    "stackable",
    "recyclable",
    "compostable",
    "biodegradable",
];

/// What an attribute key means, read once.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Key {
    /// The key's words without the unit.
    pub(crate) words: Vec<String>,
    /// How values are written after the number (" mm", "%"), if the key names a unit.
    pub(crate) unit: Option<&'static str>,
    /// The currency sign written before the number ("£"), if the key names a currency.
    pub(crate) currency: Option<&'static str>,
}

impl Key {
    pub(crate) fn parse(key: &str) -> Key {
        Key::read(key, true)
    }

    /// The key of `value`: a unit suffix only counts on a number ("made_in" is a place,
    /// "screen_size_in" a length).
    pub(crate) fn of(key: &str, value: &AttributeValue) -> Key {
        Key::read(key, numeric(value).is_some())
    }

    fn read(key: &str, with_unit: bool) -> Key {
        let mut words: Vec<String> = key.split('_').filter(|w| !w.is_empty()).map(str::to_lowercase).collect();
        let mut unit = None;
        let mut currency = None;
        if words.len() >= 2 && with_unit {
            // "fabric_weight_g_m2" is grams per square metre.
            let n = words.len();
            if words[n - 2] == "g" && words[n - 1] == "m2" {
                words.truncate(n - 2);
                unit = Some(" g/m²");
            } else if let Some((_, u)) = UNITS.iter().find(|(s, _)| *s == words[n - 1]) {
                words.truncate(n - 1);
                unit = Some(*u);
            } else if let Some((_, sign)) = CURRENCIES.iter().find(|(s, _)| *s == words[n - 1]) {
                words.truncate(n - 1);
                currency = Some(*sign);
            }
        }
        Key { words, unit, currency }
    }

    /// The key as words a buyer reads: "water-resistant", "RAM", "fill power".
    pub(crate) fn label(&self) -> String {
        let shown: Vec<String> = self.words.iter().map(|w| display_word(w)).collect();
        let hyphenate = self.words.len() == 2 && ADJECTIVE_HEADS.contains(&self.words[1].as_str());
        if hyphenate { shown.join("-") } else { shown.join(" ") }
    }

    fn first(&self) -> &str {
        self.words.first().map_or("", String::as_str)
    }

    fn last(&self) -> &str {
        self.words.last().map_or("", String::as_str)
    }

    /// Whether the key is an age limit ("minimum_age_years", "suitable_from_months").
    pub(crate) fn is_age(&self) -> bool {
        self.words.iter().any(|w| w == "age") || (self.first() == "suitable" && self.words.iter().any(|w| w == "from"))
    }

    /// Whether a true value reads as an adjective ("is dishwasher-safe").
    pub(crate) fn is_adjective(&self) -> bool {
        let last = self.last();
        let adjectival =
            |w: &str| ["able", "ible"].iter().any(|s| w.ends_with(s)) || (w.ends_with("ed") && w.len() > 4);
        if self.words.len() >= 2 {
            // "machine washable", "age restricted", "final sale"; "safe for cats", "made to
            // order", "suitable for puppies".
            let first = self.first();
            let phrase_head = self.words.len() >= 3
                && PREPOSITIONS.iter().chain(&["to"]).any(|p| *p == self.words[1])
                && (ADJECTIVE_HEADS.contains(&first)
                    || adjectival(first)
                    || matches!(first, "made" | "suitable" | "good" | "ready" | "safe" | "fit"));
            return ADJECTIVE_HEADS.contains(&last) || adjectival(last) || last == "sale" || phrase_head;
        }
        ADJECTIVES.contains(&last)
            || ADJECTIVE_HEADS.contains(&last)
            || ["able", "ible", "proof", "free", "ful", "ive", "ous", "less", "ised", "ized"]
                .iter()
                .any(|s| last.ends_with(s))
    }
}

fn display_word(w: &str) -> String {
    if ACRONYMS.contains(&w) {
        return w.to_uppercase();
    }
    if w == "iphone" {
        return "iPhone".into();
    }
    w.to_owned()
}

fn article(noun: &str) -> &'static str {
    let first = noun.chars().next().unwrap_or('x');
    let acronym = noun.chars().take_while(|c| c.is_alphanumeric()).all(|c| c.is_uppercase() || c.is_ascii_digit());
    if acronym && noun.len() <= 5 {
        // "an HDMI cable", "a USB cable": by the letter's sound.
        return if "AEFHILMNORSX".contains(first) { "an" } else { "a" };
    }
    if "aeiou".contains(first.to_ascii_lowercase()) { "an" } else { "a" }
}

fn is_plural(noun: &str) -> bool {
    let last = noun.rsplit(' ').next().unwrap_or(noun);
    last.len() > 3 && last.ends_with('s') && !last.ends_with("ss") && !last.ends_with("us")
}

/// The age, in years, a question asks about ("my 2-year-old", "a 10 year old", "an 8 month
/// old", "a toddler"), if any.
pub(crate) fn asked_age(words: &[String]) -> Option<f64> {
    for (i, w) in words.iter().enumerate() {
        let next = |k: usize| words.get(i + k).map(String::as_str);
        let lead: Option<f64> = w.parse::<f64>().ok().or_else(|| {
            // "2-year-old" arrives as one word only when the hyphen is kept; "2yo".
            w.strip_suffix("yo").and_then(|n| n.parse().ok())
        });
        if let Some(n) = lead {
            match (next(1), next(2)) {
                (Some("year" | "years" | "yr" | "yrs"), Some("old" | "olds")) => return Some(n),
                (Some("month" | "months"), Some("old" | "olds")) => return Some(n / 12.0),
                _ if w.ends_with("yo") => return Some(n),
                _ => {}
            }
        }
        if matches!(w.as_str(), "aged" | "age" | "ages")
            && let Some(n) = next(1).and_then(|n| n.parse::<f64>().ok())
        {
            return Some(n);
        }
        let by_word = match w.as_str() {
            "newborn" | "newborns" => Some(0.1),
            "baby" | "babies" | "infant" | "infants" => Some(0.5),
            "toddler" | "toddlers" => Some(2.0),
            "preschooler" | "preschoolers" => Some(4.0),
            "teen" | "teens" | "teenager" | "teenagers" => Some(15.0),
            "adult" | "adults" | "grown" => Some(18.0),
            _ => None,
        };
        if by_word.is_some() {
            return by_word;
        }
    }
    None
}

/// Whether a product whose age limit is `key` = `value` suits a buyer of `age` years.
pub(crate) fn suits_age(key_name: &str, value: &AttributeValue, age: f64) -> Option<bool> {
    let key = Key::of(key_name, value);
    if !key.is_age() {
        return None;
    }
    let limit = numeric(value)? / if key.unit == Some(" months") { 12.0 } else { 1.0 };
    let max = key.words.iter().any(|w| matches!(w.as_str(), "max" | "maximum" | "to" | "until"));
    Some(if max { age <= limit } else { age >= limit })
}

/// Whether a quantity the question states fits a limit or range the attribute gives: a
/// maximum ("shelf_max_load_kg" = 25 against 30 kg: no; "fits_height_cm" = 145 against a
/// 150 cm child: no), a minimum, or a range written as text ("suits_bench_height_cm" = "100 to
/// 110" against 90 cm: no); or whether the attribute's value meets a bound the question sets
/// ("alcohol_abv_pct" = 15 against "under 14%": no). `None` when the attribute is no limit in
/// the quantity's dimension. `asked` are the question's quantities ([`quantities`]).
///
/// [`quantities`]: crate::read::quantity::quantities
pub(crate) fn fits_limit(key_name: &str, value: &AttributeValue, asked: &[Quantity]) -> Option<bool> {
    let key = Key::parse(key_name);
    let (dimension, factor) = base_unit(key.unit?.trim())?;
    let asked = asked.iter().find(|q| q.dimension == dimension)?;
    let quantity = asked.value;
    let has = |w: &[&str]| key.words.iter().any(|k| w.contains(&k.as_str()));
    if let AttributeValue::Text(text) = value {
        let bounds: Vec<f64> =
            text.split(|c: char| !(c.is_ascii_digit() || c == '.')).filter_map(|n| n.parse::<f64>().ok()).collect();
        return match bounds.as_slice() {
            [low, high] if low <= high && asked.bound == Bound::Exact => {
                Some(quantity >= low * factor && quantity <= high * factor)
            }
            _ => None,
        };
    }
    let limit = numeric(value)? * factor;
    if asked.bound != Bound::Exact {
        return asked.admits(&Quantity { value: limit, dimension, bound: Bound::Exact });
    }
    if has(&["max", "maximum", "capacity", "limit", "load", "up", "fits", "fit", "suits", "holds", "within", "until"]) {
        Some(quantity <= limit)
    } else if has(&["min", "minimum"]) {
        Some(quantity >= limit)
    } else {
        None
    }
}

/// A number as written in an answer: 20,000; 12; 5.5.
pub(crate) fn number(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        return group_thousands(v as i64);
    }
    let s = format!("{v:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

fn group_thousands(i: i64) -> String {
    let digits = i.unsigned_abs().to_string();
    if digits.len() <= 4 {
        return i.to_string();
    }
    let mut out = String::new();
    for (n, c) in digits.chars().enumerate() {
        if n > 0 && (digits.len() - n).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if i < 0 { format!("-{out}") } else { out }
}

/// A value with the key's unit: "20,000 mm", "5.5%", "blue".
pub(crate) fn value_text(key: &Key, value: &AttributeValue) -> String {
    if let (Some(sign), Some(n)) = (key.currency, numeric(value)) {
        let amount = if n.fract() == 0.0 { number(n) } else { format!("{n:.2}") };
        return format!("{sign}{amount}");
    }
    match value {
        AttributeValue::Integer(i) => format!("{}{}", number(*i as f64), key.unit.unwrap_or("")),
        AttributeValue::Number(n) => format!("{}{}", number(*n), key.unit.unwrap_or("")),
        AttributeValue::Bool(b) => if *b { "yes" } else { "no" }.to_owned(),
        AttributeValue::Text(t) => enumeration_label(t),
        AttributeValue::List(items) => {
            let shown: Vec<String> = items.iter().map(|i| enumeration_label(i)).collect();
            crate::answerers::products::join_list(&shown)
        }
    }
}

/// An enumeration's value as a buyer writes it: `water_resistant` → "water-resistant",
/// `hand_wash_only` → "hand wash only". Text that is not an identifier is left as it is.
pub(crate) fn enumeration_label(value: &str) -> String {
    let identifier = value.contains('_')
        && !value.contains(' ')
        && value.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if identifier { Key::read(value, false).label() } else { value.to_owned() }
}

/// Whether an attribute counts things ("seats" = 4, "adjustable_shelves" = 0): its last word a
/// plural noun that is no unit of time.
fn counts_things(key: &Key) -> bool {
    const NOT_COUNTED: &[&str] =
        &["years", "months", "weeks", "days", "hours", "minutes", "seconds", "times", "ages", "series", "us", "yes"];
    let last = key.last();
    key.unit.is_none()
        && key.words.len() <= 3
        && last.len() > 3
        && last.ends_with('s')
        && !last.ends_with("ss")
        && !NOT_COUNTED.contains(&last)
        && !key.words.iter().any(|w| matches!(w.as_str(), "max" | "min" | "maximum" | "minimum" | "rating" | "number"))
}

/// The number a value holds, if any.
pub(crate) fn numeric(value: &AttributeValue) -> Option<f64> {
    match value {
        AttributeValue::Integer(i) => Some(*i as f64),
        AttributeValue::Number(n) => Some(*n),
        _ => None,
    }
}

/// A clause about one attribute of `subject` ("the Norvik N9"; `None`: "it"): "the Norvik N9
/// does not include a charger", "it is dishwasher-safe", "its RAM is 8 GB".
pub(crate) fn clause(subject: Option<&str>, key_name: &str, value: &AttributeValue) -> String {
    match predicate(key_name, value) {
        Some(p) => format!("{} {p}", subject.unwrap_or("it")),
        None => {
            let key = Key::of(key_name, value);
            let owner = subject.map_or("its".to_owned(), |s| format!("{s}'s"));
            let label = key.label();
            let verb = if is_plural(&label) && matches!(value, AttributeValue::List(_)) { "are" } else { "is" };
            format!("{owner} {label} {verb} {}", value_text(&key, value))
        }
    }
}

/// What follows the subject for attributes that read as a verb phrase ("does not include a
/// charger", "is dishwasher-safe", "weighs 180 g", "is suitable for ages 14 and up"); `None`
/// for plain properties, which read "its RAM is 8 GB".
pub(crate) fn predicate(key_name: &str, value: &AttributeValue) -> Option<String> {
    let key = Key::of(key_name, value);
    Some(match value {
        AttributeValue::Bool(b) => bool_predicate(&key, *b),
        v if key.is_age() && numeric(v).is_some() => {
            let n = value_text(&Key { words: vec![], unit: None, currency: None }, v);
            let months = key.unit == Some(" months");
            let max = key.words.iter().any(|w| matches!(w.as_str(), "max" | "maximum" | "to" | "until"));
            match (max, months) {
                (true, true) => format!("is suitable up to {n} months"),
                (true, false) => format!("is suitable up to age {n}"),
                (false, true) => format!("is suitable from {n} months"),
                (false, false) => format!("is suitable for ages {n} and up"),
            }
        }
        AttributeValue::Text(t) if PREPOSITIONS.contains(&key.last()) && key.words.len() >= 2 => {
            // "made_in" → "is made in Portugal"; "works_with" → "works with Alexa".
            let phrase = key.words.join(" ");
            if VERBS.iter().any(|(v, _)| *v == key.first()) {
                format!("{phrase} {t}")
            } else {
                format!("is {phrase} {t}")
            }
        }
        AttributeValue::Text(t) if matches!(key.words.as_slice(), [o] if o == "origin") => format!("comes from {t}"),
        // A value that is itself a verb phrase: fit = "runs large" → "runs large".
        AttributeValue::Text(t)
            if t.split_whitespace().next().is_some_and(|w| VERBS.iter().any(|(v, _)| v.eq_ignore_ascii_case(w))) =>
        {
            t.clone()
        }
        AttributeValue::Text(t) if key.words.iter().any(|w| w == "origin") && key.first() == "country" => {
            format!("is made in {t}")
        }
        AttributeValue::List(items)
            if matches!(key.words.as_slice(), [w] if w == "includes" || w == "contents")
                || key.words == ["in", "the", "box"] =>
        {
            format!("comes with {}", crate::answerers::products::join_list(items))
        }
        v if key.first() == "weight" && key.words.len() == 1 && numeric(v).is_some() => {
            format!("weighs {}", value_text(&key, v))
        }
        // "seats" = 4 → "has 4 seats"; "adjustable_shelves" = 0 → "has no adjustable shelves".
        AttributeValue::Integer(n) if counts_things(&key) && *n >= 0 => {
            let label = key.label();
            if *n == 0 { format!("has no {label}") } else { format!("has {} {label}", number(*n as f64)) }
        }
        _ => return None,
    })
}

fn bool_predicate(key: &Key, yes: bool) -> String {
    let words = &key.words;
    let shown: Vec<String> = words.iter().map(|w| display_word(w)).collect();
    let rest = |from: usize| shown[from.min(shown.len())..].join(" ");
    match key.first() {
        "is" if words.len() >= 2 => return if yes { format!("is {}", rest(1)) } else { format!("is not {}", rest(1)) },
        "can" if words.len() >= 2 => {
            return if yes { format!("can {}", rest(1)) } else { format!("cannot {}", rest(1)) };
        }
        "has" if words.len() >= 2 => {
            let obj = rest(1);
            return if yes {
                format!("has {} {obj}", article(&obj))
            } else {
                format!("does not have {} {obj}", article(&obj))
            };
        }
        _ => {}
    }
    if let Some((_, base)) = VERBS.iter().find(|(v, _)| *v == key.first()) {
        return if yes { shown.join(" ") } else { format!("does not {base} {}", rest(1)).trim_end().to_owned() };
    }
    if words.len() >= 2 && PARTICIPLES.contains(&key.last()) {
        let obj = shown[..shown.len() - 1].join(" ");
        let part = key.last();
        let verb = match part {
            "included" | "provided" => ("includes", "does not include"),
            "required" | "needed" => ("needs", "does not need"),
            "supported" => ("supports", "does not support"),
            _ => ("has", "does not have"),
        };
        let noun = if is_plural(&obj) { obj.clone() } else { format!("{} {obj}", article(&obj)) };
        return if yes { format!("{} {noun}", verb.0) } else { format!("{} {noun}", verb.1) };
    }
    let label = key.label();
    if key.is_adjective() {
        return if yes { format!("is {label}") } else { format!("is not {label}") };
    }
    if words.len() == 1 && words[0].ends_with('s') && !words[0].ends_with("ss") {
        // "floats"-like single verbs not in the list read as verbs; plural nouns ("pockets")
        // read as nouns.
        return if yes { format!("has {label}") } else { format!("has no {label}") };
    }
    let noun = if ACRONYMS.contains(&key.first()) && words.len() == 1 {
        label.clone()
    } else {
        format!("{} {label}", article(&label))
    };
    if yes { format!("has {noun}") } else { format!("does not have {noun}") }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AttributeValue::*;

    #[test]
    fn enumerations_and_counts_read_as_a_buyer_writes_them() {
        assert_eq!(
            clause(Some("the Splash Jacket"), "water_protection", &Text("water_resistant".into())),
            "the Splash Jacket's water protection is water-resistant"
        );
        assert_eq!(clause(None, "care", &Text("hand_wash_only".into())), "its care is hand wash only");
        assert_eq!(clause(None, "finish", &Text("Oiled oak".into())), "its finish is Oiled oak");
        assert_eq!(clause(Some("the Brook Desk"), "motors", &Integer(2)), "the Brook Desk has 2 motors");
        assert_eq!(clause(None, "adjustable_shelves", &Integer(0)), "it has no adjustable shelves");
        assert_eq!(clause(None, "seats", &Integer(4)), "it has 4 seats");
        // Not counts: a unit, time, a rating.
        assert_eq!(clause(None, "warranty_years", &Integer(2)), "its warranty is 2 years");
        assert_eq!(clause(None, "max_load_kg", &Integer(120)), "its max load is 120 kg");
    }

    #[test]
    fn ages_asked_and_suited() {
        let w = |q: &str| crate::read::analyze::words(q);
        assert_eq!(asked_age(&w("is it ok for my 2 year old?")), Some(2.0));
        assert_eq!(asked_age(&w("can my 10-year-old fly it")), Some(10.0));
        assert_eq!(asked_age(&w("safe for a toddler?")), Some(2.0));
        assert_eq!(asked_age(&w("is it waterproof")), None);
        assert_eq!(suits_age("age_min_years", &Integer(14), 10.0), Some(false));
        assert_eq!(suits_age("age_max_years", &Integer(12), 10.0), Some(true));
        assert_eq!(suits_age("suitable_from_months", &Integer(6), 0.5), Some(true));
        assert_eq!(suits_age("weight_g", &Integer(6), 0.5), None);
    }

    #[test]
    fn keys_read_as_english() {
        let predicate = |k: &str, v: &AttributeValue| clause(None, k, v).trim_start_matches("it ").to_owned();
        assert_eq!(predicate("charger_included", &Bool(false)), "does not include a charger");
        assert_eq!(predicate("batteries_included", &Bool(true)), "includes batteries");
        assert_eq!(predicate("hub_required", &Bool(false)), "does not need a hub");
        assert_eq!(predicate("works_with_iphone", &Bool(true)), "works with iPhone");
        assert_eq!(predicate("works_with_iphone", &Bool(false)), "does not work with iPhone");
        assert_eq!(predicate("floats", &Bool(true)), "floats");
        assert_eq!(predicate("dishwasher_safe", &Bool(true)), "is dishwasher-safe");
        assert_eq!(predicate("gluten_free", &Bool(false)), "is not gluten-free");
        assert_eq!(predicate("vegan", &Bool(true)), "is vegan");
        assert_eq!(predicate("gps", &Bool(true)), "has GPS");
        assert_eq!(predicate("red_light", &Bool(true)), "has a red light");
        assert_eq!(predicate("safe_for_cats", &Bool(false)), "is not safe for cats");
        assert_eq!(predicate("made_to_order", &Bool(true)), "is made to order");
        assert_eq!(predicate("machine_washable", &Bool(false)), "is not machine washable");
        assert_eq!(predicate("final_sale", &Bool(true)), "is final sale");
        assert_eq!(predicate("fit", &Text("runs large".into())), "runs large");
        assert_eq!(clause(Some("the Quarry"), "ram_gb", &Integer(8)), "the Quarry's RAM is 8 GB");
        assert_eq!(predicate("weight_g", &Integer(180)), "weighs 180 g");
        assert_eq!(predicate("minimum_age_years", &Integer(14)), "is suitable for ages 14 and up");
        assert_eq!(predicate("age_max_years", &Integer(12)), "is suitable up to age 12");
        assert_eq!(predicate("suitable_from_months", &Integer(6)), "is suitable from 6 months");
        assert_eq!(predicate("made_in", &Text("Portugal".into())), "is made in Portugal");
        assert_eq!(predicate("works_with", &Text("Alexa".into())), "works with Alexa");
        assert_eq!(clause(None, "abv_percent", &Number(5.2)), "its ABV is 5.2%");
        assert_eq!(clause(None, "waterproof_rating_mm", &Integer(20000)), "its waterproof rating is 20,000 mm");
        assert_eq!(clause(None, "torque_nm", &Integer(45)), "its torque is 45 Nm");
        assert_eq!(clause(None, "tilt_degrees", &Integer(30)), "its tilt is 30°");
        assert_eq!(clause(None, "pack_capacity_ah", &Number(2.5)), "its pack capacity is 2.5 Ah");
        assert_eq!(clause(None, "key_deposit_eur", &Number(7.5)), "its key deposit is €7.50");
        assert_eq!(clause(None, "hire_fee_usd", &Integer(15)), "its hire fee is $15");
        assert_eq!(clause(None, "colours", &List(vec!["red".into(), "blue".into()])), "its colours are red and blue");
        assert_eq!(
            predicate("in_the_box", &List(vec!["a cable".into(), "a case".into()])),
            "comes with a cable and a case"
        );
    }
}
