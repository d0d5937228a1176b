//! Quantities in running text, and the bounds a sentence sets on them: "orders of $75 or
//! more", "up to $3,500", "a gap at least 70 cm wide", "for riders weighing 10 to 25 kg",
//! "within 30 days". A question's own quantities ("My order is $60", "a 65 cm gap") are
//! compared with them, so a yes/no answer can be read from a limit ("No — free shipping starts
//! at $75"). Money, mass, length, volume, durations, percentages and counts of a noun ("30
//! people", "up to 6 bottles"), written in figures or in words ("two months", "an hour"), in
//! English, French, Spanish and German; nothing here knows a store.

use std::hash::{Hash, Hasher};

use crate::read::analyze::{is_stop, stem};

/// What a quantity measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dimension {
    /// In the currency written (not converted).
    Money,
    /// Grams.
    Mass,
    /// Millimetres.
    Length,
    /// Millilitres.
    Volume,
    /// Days.
    Duration,
    /// Percent.
    Percent,
    /// Kilometres an hour.
    Speed,
    /// Degrees Celsius.
    Temperature,
    /// A count of the noun after it ("30 people", "6 bottles"), told apart by the noun's stem.
    Count(u64),
}

/// How a sentence bounds a quantity.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Bound {
    /// Just the amount ("costs $12").
    Exact,
    /// The amount or more ("$75 or more", "at least 70 cm").
    AtLeast,
    /// The amount or less ("up to $2,000", "within 30 days").
    AtMost,
    /// From the amount to this one, in the same unit ("10 to 25 kg").
    To(f64),
}

/// A quantity found in a text: its value in its dimension's base unit, and its bound.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Quantity {
    pub value: f64,
    pub dimension: Dimension,
    pub bound: Bound,
}

impl Quantity {
    /// Whether `asked` (a quantity of the question) meets this bound: `None` when they measure
    /// different things or this one sets no bound.
    ///
    /// A question may set the bound itself ("a red under 14%?") on a value the answer states:
    /// `asked.admits(&value)`.
    pub(crate) fn admits(&self, asked: &Quantity) -> Option<bool> {
        if asked.dimension != self.dimension {
            return None;
        }
        let x = asked.value;
        match self.bound {
            Bound::Exact => None,
            Bound::AtLeast => Some(x >= self.value),
            Bound::AtMost => Some(x <= self.value),
            Bound::To(high) => Some(x >= self.value && x <= high),
        }
    }
}

/// Phrases before an amount that make it a lower bound.
const AT_LEAST_BEFORE: &[&str] = &[
    "at least",
    "minimum of",
    "minimum",
    "min.",
    "more than",
    "over",
    "above",
    "starting at",
    "from",
    "au moins",
    "plus de",
    "à partir de",
    "dès",
    "minimum de",
    "más de",
    "a partir de",
    "desde",
    "mínimo",
    "mindestens",
    "über",
    "ab",
];

/// Phrases before an amount that make it an upper bound.
const AT_MOST_BEFORE: &[&str] = &[
    "up to",
    "at most",
    "maximum of",
    "maximum",
    "max.",
    "max",
    "less than",
    "under",
    "below",
    "within",
    "no more than",
    "not more than",
    "jusqu'à",
    "jusqu’à",
    "moins de",
    "dans les",
    "maximum de",
    "hasta",
    "menos de",
    "máximo",
    "dentro de",
    "bis zu",
    "höchstens",
    "unter",
    "innerhalb von",
];

/// Phrases after an amount that make it a lower bound.
const AT_LEAST_AFTER: &[&str] =
    &["or more", "or over", "and over", "and up", "or above", "ou plus", "et plus", "o más"];

/// Phrases after an amount that make it an upper bound.
const AT_MOST_AFTER: &[&str] = &["or less", "or under", "or fewer", "or below", "ou moins", "o menos"];

/// Currency signs written before or after an amount.
const CURRENCY_SIGNS: &[char] = &['$', '£', '€', '¥'];

/// Currency words written after an amount.
const CURRENCY_WORDS: &[&str] = &["dollars", "dollar", "euros", "euro", "eur", "usd", "cad", "gbp", "aud", "nzd"];

/// A unit word's dimension and its factor to that dimension's base unit.
pub(crate) fn base_unit(unit: &str) -> Option<(Dimension, f64)> {
    use Dimension::*;
    Some(match unit.trim().to_lowercase().as_str() {
        "g" | "grams" | "gram" | "gramme" | "grammes" | "gramos" => (Mass, 1.0),
        "kg" | "kgs" | "kilos" | "kilo" | "kilograms" | "kilogrammes" | "kilogramos" => (Mass, 1000.0),
        "lb" | "lbs" | "pounds" => (Mass, 453.592),
        "mm" => (Length, 1.0),
        "cm" | "centimetres" | "centimeters" | "centímetros" => (Length, 10.0),
        "m" | "metres" | "meters" | "mètres" | "metros" => (Length, 1000.0),
        "in" | "inches" | "inch" | "pouces" => (Length, 25.4),
        "ft" | "feet" | "foot" | "pieds" => (Length, 304.8),
        "ml" => (Volume, 1.0),
        "cl" => (Volume, 10.0),
        "gal" | "gallons" | "gallon" => (Volume, 3785.41),
        "l" | "litres" | "liters" | "litros" => (Volume, 1000.0),
        "day" | "days" | "jour" | "jours" | "día" | "días" | "tag" | "tage" | "tagen" => (Duration, 1.0),
        "week" | "weeks" | "semaine" | "semaines" | "semana" | "semanas" | "woche" | "wochen" => (Duration, 7.0),
        "month" | "months" | "mois" | "mes" | "meses" | "monat" | "monate" | "monaten" => (Duration, 30.0),
        "year" | "years" | "an" | "ans" | "année" | "années" | "año" | "años" | "jahr" | "jahre" | "jahren" => {
            (Duration, 365.0)
        }
        "hour" | "hours" | "hr" | "hrs" | "heure" | "heures" | "hora" | "horas" | "stunde" | "stunden" => {
            (Duration, 1.0 / 24.0)
        }
        "minute" | "minutes" | "min" | "mins" | "minuto" | "minutos" | "minuten" => (Duration, 1.0 / 1440.0),
        "%" | "percent" | "pct" | "pourcent" => (Percent, 1.0),
        "km/h" | "kmh" | "kph" => (Speed, 1.0),
        "mph" => (Speed, 1.609_344),
        "°c" | "ºc" | "c" => (Temperature, 1.0),
        _ => return None,
    })
}

/// Every quantity of `text` with a unit or a currency, and the bound its words set.
pub(crate) fn quantities(text: &str) -> Vec<Quantity> {
    let lower = in_figures(&text.to_lowercase());
    let chars: Vec<(usize, char)> = lower.char_indices().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let (start, c) = chars[i];
        let after_letter = i > 0 && chars[i - 1].1.is_alphanumeric();
        if !c.is_ascii_digit() || after_letter {
            i += 1;
            continue;
        }
        let (value, end) = read_number(&chars, i);
        // "-7 °C": a minus sign right before the figure, after a space or at the start.
        let negative = i > 0
            && matches!(chars[i - 1].1, '-' | '−')
            && (i < 2 || chars[i - 2].1.is_whitespace() || chars[i - 2].1 == '(');
        i = end;
        let at = chars.get(end).map_or(lower.len(), |c| c.0);
        let before = &lower[..start];
        let mut rest = &lower[at..];
        // A range: "10 to 25 kg", "10–25 kg", "de 10 à 25 kg", "between 10 and 25 kg".
        let mut high = None;
        for joiner in [" to ", "–", "-", " à ", " a ", " and ", " et ", " y ", " bis "] {
            if let Some(tail) = rest.strip_prefix(joiner)
                && tail.starts_with(|c: char| c.is_ascii_digit() || CURRENCY_SIGNS.contains(&c))
            {
                let offset = at + joiner.len() + usize::from(tail.starts_with(CURRENCY_SIGNS));
                let index = chars.iter().position(|c| c.0 >= offset).unwrap_or(chars.len());
                let (second, next) = read_number(&chars, index);
                high = Some(second);
                i = next;
                rest = &lower[chars.get(next).map_or(lower.len(), |c| c.0)..];
                break;
            }
        }
        let sign_before = before.trim_end().ends_with(CURRENCY_SIGNS);
        let (unit_word, unit_len) = unit_after(rest.trim_start());
        let sign_after = rest.trim_start().starts_with(CURRENCY_SIGNS);
        let ((dimension, factor), unit_read) = if CURRENCY_WORDS.contains(&unit_word) {
            ((Dimension::Money, 1.0), true)
        } else if sign_before || sign_after {
            ((Dimension::Money, 1.0), false)
        } else if let Some(unit) = base_unit(unit_word) {
            (unit, true)
        } else if let Some(noun) = counted(unit_word) {
            ((noun, 1.0), true)
        } else {
            continue;
        };
        let after = rest.trim_start().trim_start_matches(CURRENCY_SIGNS).trim_start();
        let after = if unit_read { after.get(unit_len..).unwrap_or("").trim_start() } else { after };
        let near_before: String = before.trim_end().trim_end_matches(CURRENCY_SIGNS).trim_end().to_owned();
        let ends_with = |phrase: &str| {
            near_before.ends_with(phrase)
                && near_before[..near_before.len() - phrase.len()].chars().last().is_none_or(|c| !c.is_alphabetic())
        };
        let bound = match high {
            Some(h) => Bound::To(h * factor),
            None if AT_LEAST_AFTER.iter().any(|p| after.starts_with(p)) || after.starts_with('+') => Bound::AtLeast,
            None if AT_MOST_AFTER.iter().any(|p| after.starts_with(p)) => Bound::AtMost,
            None if AT_MOST_BEFORE.iter().any(|p| ends_with(p)) => Bound::AtMost,
            None if AT_LEAST_BEFORE.iter().any(|p| ends_with(p)) => Bound::AtLeast,
            None => Bound::Exact,
        };
        let value = if negative && dimension == Dimension::Temperature { -value } else { value };
        out.push(Quantity { value: value * factor, dimension, bound });
    }
    out
}

/// Words that stand between an amount and its unit ("3 business days", "10 full days").
const UNIT_QUALIFIERS: &[&str] = &[
    "business",
    "working",
    "calendar",
    "full",
    "clear",
    "extra",
    "more",
    "additional",
    "consecutive",
    "ouvrables",
    "hábiles",
];

/// The unit written at the start of `rest` (after an amount), past a qualifier when the word
/// after it is a unit ("business days"), and how many bytes of `rest` it takes.
fn unit_after(rest: &str) -> (&str, usize) {
    if rest.starts_with('%') {
        return ("%", 1);
    }
    // "0 °C", "4ºC", "-7 ° C".
    for degrees in ["°c", "ºc", "° c", "º c"] {
        if rest.starts_with(degrees) {
            return ("°c", degrees.len());
        }
    }
    let word_at = |from: usize| {
        let tail = &rest[from..];
        let len = tail.find(|c: char| !c.is_alphabetic()).unwrap_or(tail.len());
        (&tail[..len], from + len)
    };
    let (first, end) = word_at(0);
    if UNIT_QUALIFIERS.contains(&first) && rest[end..].starts_with(' ') {
        let (second, second_end) = word_at(end + 1);
        if base_unit(second).is_some() {
            return (second, second_end);
        }
    }
    // "min." is still minutes.
    let end = if rest[end..].starts_with('.') && !rest[end + 1..].starts_with(|c: char| c.is_alphanumeric()) {
        end + 1
    } else {
        end
    };
    (first, end)
}

/// Words after a figure that are not what it counts: times of day, ordinals, stop words.
const NOT_COUNTED: &[&str] = &["am", "pm", "h", "x", "st", "nd", "rd", "th", "e", "er", "o", "a", "p"];

/// The count dimension of the noun after a figure ("30 people", "6 bottles"), if it is one.
fn counted(word: &str) -> Option<Dimension> {
    if word.chars().count() < 2 || NOT_COUNTED.contains(&word) || is_stop(word) {
        return None;
    }
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    stem(word).hash(&mut hasher);
    Some(Dimension::Count(hasher.finish()))
}

/// Numbers written in words, as figures: "two months" is "2 months".
const NUMBER_WORDS: &[(&str, u32)] = &[
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("eleven", 11),
    ("twelve", 12),
    ("fifteen", 15),
    ("twenty", 20),
    ("thirty", 30),
    ("forty", 40),
    ("fifty", 50),
    ("hundred", 100),
    ("deux", 2),
    ("trois", 3),
    ("quatre", 4),
    ("cinq", 5),
    ("dix", 10),
    ("douze", 12),
    ("dos", 2),
    ("tres", 3),
    ("cuatro", 4),
    ("cinco", 5),
    ("diez", 10),
    ("doce", 12),
    ("zwei", 2),
    ("drei", 3),
];

/// The number a word writes out ("two" → 2, "douze" → 12), in the languages above.
pub(crate) fn number_word(word: &str) -> Option<u32> {
    NUMBER_WORDS.iter().find(|(w, _)| *w == word).map(|(_, n)| *n)
}

/// Articles that mean one before a unit ("an hour ago", "a month", "un an").
const ONE_ARTICLES: &[&str] = &["a", "an", "un", "une", "una", "uno", "ein", "eine", "einen"];

/// `lower` with numbers written in words turned into figures where a unit or a counted noun
/// follows ("two months" → "2 months", "an hour" → "1 hour"; "a tent" stays).
fn in_figures(lower: &str) -> String {
    let tokens: Vec<&str> = lower.split(' ').collect();
    let mut out: Vec<String> = Vec::with_capacity(tokens.len());
    for (i, token) in tokens.iter().enumerate() {
        let next: String =
            tokens.get(i + 1).map(|t| t.chars().take_while(|c| c.is_alphabetic()).collect()).unwrap_or_default();
        let next_is_unit = base_unit(&next).is_some();
        let figure = if ONE_ARTICLES.contains(token) && next_is_unit {
            Some(1)
        } else {
            number_word(token).filter(|_| next_is_unit || counted(&next).is_some())
        };
        out.push(figure.map_or_else(|| (*token).to_owned(), |n| n.to_string()));
    }
    out.join(" ")
}

/// The first number written in figures in `text`, read as [`quantities`] reads numbers
/// ("26,800 mAh" → 26800, "(90 pack)" → 90, "12V" → 12, "2.5 L" → 2.5).
pub(crate) fn first_number(text: &str) -> Option<f64> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let start = chars.iter().position(|c| c.1.is_ascii_digit())?;
    Some(read_number(&chars, start).0)
}

/// The number starting at `chars[i]` ("2,500", "12.90", "12,90", "1 000") and the index after it.
/// A comma or point followed by exactly three digits groups thousands; otherwise it is decimal.
fn read_number(chars: &[(usize, char)], mut i: usize) -> (f64, usize) {
    let mut digits = String::new();
    while i < chars.len() {
        let c = chars[i].1;
        if c.is_ascii_digit() {
            digits.push(c);
            i += 1;
            continue;
        }
        let next_digits = chars[i + 1..].iter().take_while(|c| c.1.is_ascii_digit()).count();
        if (c == ',' || c == '.') && next_digits > 0 {
            if next_digits == 3 && !digits.contains('.') {
                i += 1; // a thousands separator
            } else if !digits.contains('.') {
                digits.push('.');
                i += 1;
            } else {
                break;
            }
            continue;
        }
        break;
    }
    (digits.parse().unwrap_or(0.0), i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_number_of_a_title() {
        assert_eq!(first_number("Fettle 26,800 mAh Laptop Power Bank"), Some(26800.0));
        assert_eq!(first_number("ClearDay Daily Contact Lenses (90 pack)"), Some(90.0));
        assert_eq!(first_number("Trailblazer 12V Ride-On Truck"), Some(12.0));
        assert_eq!(first_number("Pump 2.5 L"), Some(2.5));
        assert_eq!(first_number("Summit Down Jacket"), None);
    }

    fn first(text: &str) -> Quantity {
        quantities(text)[0]
    }

    #[test]
    fn amounts_and_their_bounds() {
        let q = first("Standard shipping is free on orders of $75 or more before tax.");
        assert_eq!((q.value, q.dimension, q.bound), (75.0, Dimension::Money, Bound::AtLeast));
        let q = first("split orders of up to $3,500 into four payments");
        assert_eq!((q.value, q.bound), (3500.0, Bound::AtMost));
        let q = first("needs a gap at least 70 cm wide");
        assert_eq!((q.value, q.dimension, q.bound), (700.0, Dimension::Length, Bound::AtLeast));
        let q = first("for riders weighing 10 to 25 kg.");
        assert_eq!((q.value, q.bound), (10_000.0, Bound::To(25_000.0)));
        let q = first("Return it within 30 days.");
        assert_eq!((q.value, q.dimension, q.bound), (30.0, Dimension::Duration, Bound::AtMost));
        let q = first("La livraison coûte 9,50 € en Suisse.");
        assert_eq!((q.value, q.dimension, q.bound), (9.5, Dimension::Money, Bound::Exact));
        assert!(quantities("Call 555 0199 or visit store 12.").is_empty(), "numbers without units");
        assert!(quantities("model X200 at 10:00").is_empty(), "no times of day");
        // Counts of a noun, percentages, durations in hours, amounts in words.
        let q = first("groups of 8 to 20 people");
        assert!(matches!(q.dimension, Dimension::Count(_)) && q.bound == Bound::To(20.0));
        assert_eq!(first("for 30 people").dimension, q.dimension);
        assert_ne!(first("6 bottles").dimension, q.dimension);
        assert_eq!(q.admits(&first("a tasting for 30 people")), Some(false));
        assert_eq!(first("under 14% alcohol").bound, Bound::AtMost);
        assert_eq!(first("under 14% alcohol").dimension, Dimension::Percent);
        let q = first("I bought it two months ago");
        assert_eq!((q.value, q.dimension), (60.0, Dimension::Duration));
        assert_eq!(first("an hour ago").value, 1.0 / 24.0);
        assert_eq!(first("within 3 business days").bound, Bound::AtMost);
        assert_eq!(first("within 3 business days").value, 3.0);
        assert!(quantities("a tent for the weekend").is_empty());
        assert_eq!(first("warm at 0 °C?").dimension, Dimension::Temperature);
        assert_eq!(first("rated to -7 °C").value, -7.0);
        assert_eq!(first("a top speed of 5 mph").dimension, Dimension::Speed);
    }

    #[test]
    fn a_question_quantity_meets_a_bound_or_not() {
        let asked = first("My order is $60. Is shipping free?");
        assert_eq!(first("free on orders of $75 or more").admits(&asked), Some(false));
        assert_eq!(first("orders under $75 pay $8").admits(&asked), Some(true));
        let kilos = first("My son is 30 kg");
        assert_eq!(first("riders weighing 10 to 25 kg").admits(&kilos), Some(false));
        assert_eq!(first("costs $12").admits(&asked), None, "an exact amount sets no bound");
        assert_eq!(first("within 30 days").admits(&kilos), None, "other dimensions");
        let months = first("The seat cracked after 18 months.");
        assert_eq!(first("covered for up to 1 year").admits(&months), Some(false));
    }
}
