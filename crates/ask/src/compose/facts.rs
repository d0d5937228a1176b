//! The facts a composed answer may not invent, read out of text so they can be compared with
//! the evidence: numbers (in digits or in English, Spanish, French or German words), times of
//! day, URLs, e-mail addresses, phone numbers and currencies.
//!
//! Each fact is normalised so that forms of the same value compare equal: "30" = "thirty" =
//! "trente" = "dreißig"; "7.50" = "7,50"; "6 pm" = "18:00" = "18h"; "https://www.x.com/a/" =
//! "x.com/a"; "+1 (415) 555-0100" = "415-555-0100". A written number that could be read two
//! ways ("2.500": two and a half, or two thousand five hundred) stands for both readings.

use std::collections::BTreeSet;

/// Values are compared in thousandths, so decimals compare exactly.
type Milli = i64;

/// What a text states, normalised.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Facts {
    /// Each number written, as the set of values it may stand for (thousandths).
    pub(crate) numbers: Vec<(String, BTreeSet<Milli>)>,
    /// Times of day, in minutes after midnight, with how they were written.
    pub(crate) times: Vec<(String, u16)>,
    /// URLs and bare domains: lower-case host, no scheme, no `www.`, no trailing slash.
    pub(crate) urls: Vec<String>,
    /// E-mail addresses, lower case.
    pub(crate) emails: Vec<String>,
    /// Phone numbers, as their digits.
    pub(crate) phones: Vec<String>,
    /// Currencies named (ISO codes: "$" is USD, "€" EUR, "£" GBP).
    pub(crate) currencies: BTreeSet<&'static str>,
}

/// A fact of one text that another does not support.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Unsupported {
    Number(String),
    Time(String),
    Url(String),
    Email(String),
    Phone(String),
    Currency(&'static str),
}

impl Facts {
    /// The facts stated in `text`.
    pub(crate) fn of(text: &str) -> Facts {
        let mut facts = Facts::default();
        // URLs, addresses and phone numbers first; what is left is read for numbers and times.
        let mut rest = String::with_capacity(text.len());
        // Markdown and HTML wrap links in brackets: "[x](https://…)", "<https://…>".
        let unwrapped: String =
            text.chars().map(|c| if matches!(c, '[' | ']' | '<' | '>') { ' ' } else { c }).collect();
        let unwrapped = unwrapped.replace("(http", " http").replace("(www.", " www.").replace("(mailto:", " mailto:");
        for token in unwrapped.split_whitespace() {
            let bare = token.trim_matches(|c: char| "()[]<>\"'“”‘’,;!?*".contains(c)).trim_end_matches(['.', ':']);
            if let Some(email) = email(bare) {
                facts.emails.push(email);
            } else if let Some(url) = url(bare) {
                facts.urls.push(url);
            } else {
                rest.push_str(token);
            }
            rest.push(' ');
        }
        let rest = phones(&rest, &mut facts.phones);
        facts.currencies = currencies(&rest);
        read_numbers(&rest, &mut facts);
        facts
    }

    /// The first fact of `self` that `support` does not state.
    pub(crate) fn unsupported_by(&self, support: &Facts) -> Option<Unsupported> {
        if let Some(url) = self.urls.iter().find(|u| !support.urls.iter().any(|s| same_url(u, s))) {
            return Some(Unsupported::Url(url.clone()));
        }
        if let Some(email) = self.emails.iter().find(|e| !support.emails.contains(e)) {
            return Some(Unsupported::Email(email.clone()));
        }
        if let Some(phone) = self.phones.iter().find(|p| !support.phones.iter().any(|s| same_phone(p, s))) {
            return Some(Unsupported::Phone(phone.clone()));
        }
        if let Some(c) = self.currencies.iter().find(|c| !support.currencies.contains(*c)) {
            return Some(Unsupported::Currency(c));
        }
        let numbers: BTreeSet<Milli> = support.numbers.iter().flat_map(|(_, v)| v.iter().copied()).collect();
        let times: BTreeSet<u16> = support.times.iter().map(|(_, t)| *t).collect();
        for (written, minutes) in &self.times {
            // "6 pm" is supported by "18:00", and by an hour written as a number ("until 6").
            let hour = Milli::from(minutes / 60);
            let by_number = minutes % 60 == 0
                && (numbers.contains(&(hour * 1000)) || (hour > 12 && numbers.contains(&((hour - 12) * 1000))));
            if !times.contains(minutes) && !by_number {
                return Some(Unsupported::Time(written.clone()));
            }
        }
        for (written, values) in &self.numbers {
            let by_time = |v: &Milli| {
                v % 1000 == 0
                    && times.iter().any(|t| {
                        let (h, m) = (Milli::from(t / 60), Milli::from(t % 60));
                        *v == h * 1000 || *v == (h % 12) * 1000 || (m != 0 && *v == m * 1000)
                    })
            };
            if !values.iter().any(|v| numbers.contains(v) || by_time(v)) {
                return Some(Unsupported::Number(written.clone()));
            }
        }
        None
    }

    /// Everything in `other` added to `self`.
    pub(crate) fn extend(&mut self, other: Facts) {
        self.numbers.extend(other.numbers);
        self.times.extend(other.times);
        self.urls.extend(other.urls);
        self.emails.extend(other.emails);
        self.phones.extend(other.phones);
        self.currencies.extend(other.currencies);
    }

    /// Whether `self` shares any URL, e-mail address or phone number with `other`.
    pub(crate) fn shares_contact_with(&self, other: &Facts) -> Option<String> {
        self.urls
            .iter()
            .find(|u| other.urls.iter().any(|o| same_url(u, o)))
            .or_else(|| self.emails.iter().find(|e| other.emails.contains(e)))
            .or_else(|| self.phones.iter().find(|p| other.phones.iter().any(|o| same_phone(p, o))))
            .cloned()
    }
}

/// An e-mail address: `local@domain.tld`.
fn email(token: &str) -> Option<String> {
    let token = token.strip_prefix("mailto:").unwrap_or(token);
    let (local, domain) = token.split_once('@')?;
    let ok = !local.is_empty() && domain.contains('.') && !domain.starts_with('.') && !domain.ends_with('.');
    ok.then(|| token.to_lowercase())
}

/// A URL or a bare domain ("evil.example", "www.shop.com/sale"), normalised.
fn url(token: &str) -> Option<String> {
    let lower = token.to_lowercase();
    let (had_scheme, rest) = match lower.split_once("://") {
        Some((scheme, rest)) if scheme.chars().all(|c| c.is_ascii_alphabetic()) && !scheme.is_empty() => (true, rest),
        _ => (false, lower.as_str()),
    };
    let rest = rest.strip_prefix("www.").unwrap_or(rest);
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host_ok = host.contains('.')
        && host
            .split('.')
            .all(|label| !label.is_empty() && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == ':'))
        && host.rsplit('.').next().is_some_and(|tld| tld.len() >= 2 && tld.chars().all(|c| c.is_ascii_alphabetic()));
    if !(host_ok || (had_scheme && !host.is_empty())) {
        return None;
    }
    Some(rest.trim_end_matches('/').to_owned())
}

/// Whether two normalised URLs name the same page (a link to the page itself, or the site).
fn same_url(a: &str, b: &str) -> bool {
    a == b || b.starts_with(&format!("{a}/")) || b.starts_with(&format!("{a}?"))
}

/// Whether two phone numbers' digits are the same number, with or without a country code.
fn same_phone(a: &str, b: &str) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    short.len() >= 7 && long.ends_with(short)
}

/// Takes phone numbers out of `text` (into `out`), returning the rest: seven or more digits
/// in two or more groups joined by spaces, dashes, dots or parentheses (or led by `+`), not
/// read as a date or an amount.
fn phones(text: &str, out: &mut Vec<String>) -> String {
    let chars: Vec<char> = text.chars().collect();
    let is_separator = |c: char| matches!(c, ' ' | '-' | '(' | ')' | '.' | '+');
    let mut rest = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let starts = chars[i].is_ascii_digit()
            || ((chars[i] == '+' || chars[i] == '(') && chars.get(i + 1).is_some_and(char::is_ascii_digit));
        let after_word =
            i > 0 && (chars[i - 1].is_alphanumeric() || matches!(chars[i - 1], '$' | '€' | '£' | ',' | '.'));
        if starts && !after_word {
            // The run of digits and separators, at most two separators in a row.
            let mut j = i;
            let mut last_digit = i;
            let mut separators = 0;
            while j < chars.len() && (chars[j].is_ascii_digit() || is_separator(chars[j])) {
                if chars[j].is_ascii_digit() {
                    separators = 0;
                    last_digit = j;
                } else {
                    separators += 1;
                    if separators > 2 {
                        break;
                    }
                }
                j += 1;
            }
            let span: String = chars[i..=last_digit].iter().collect();
            let digits: String = span.chars().filter(char::is_ascii_digit).collect();
            let groups = span.split(|c: char| !c.is_ascii_digit()).filter(|g| !g.is_empty()).count();
            let date_like = span.len() == 10 && span.as_bytes()[4] == b'-' && span.as_bytes()[7] == b'-';
            let decimal = span.split('.').next_back().is_some_and(|tail| tail.len() == 2) && !span.contains(' ');
            if digits.len() >= 7 && (groups >= 2 || span.starts_with('+')) && !date_like && !decimal {
                out.push(digits);
                rest.push(' ');
                i = last_digit + 1;
                continue;
            }
        }
        rest.push(chars[i]);
        i += 1;
    }
    rest
}

/// Currencies named by sign or code.
fn currencies(text: &str) -> BTreeSet<&'static str> {
    const SIGNS: &[(&str, &str)] = &[("$", "USD"), ("€", "EUR"), ("£", "GBP"), ("¥", "JPY")];
    const CODES: &[&str] = &["USD", "EUR", "GBP", "CAD", "AUD", "NZD", "CHF", "JPY", "MXN"];
    let mut out = BTreeSet::new();
    for (sign, code) in SIGNS {
        if text.contains(sign) {
            out.insert(*code);
        }
    }
    for word in text.split(|c: char| !c.is_ascii_alphabetic()) {
        if let Some(code) = CODES.iter().find(|c| **c == word) {
            out.insert(*code);
        }
    }
    // "$" in "CA$", "NZ$" and "A$" is not the US dollar; those codes say which it is.
    for (prefix, code) in [("CA$", "CAD"), ("C$", "CAD"), ("NZ$", "NZD"), ("A$", "AUD"), ("AU$", "AUD")] {
        if text.contains(prefix) {
            out.insert(code);
            if !text.replace(prefix, "").contains('$') {
                out.remove("USD");
            }
        }
    }
    out
}

/// Reads numbers (digits and words) and times of day from `text` into `facts`.
fn read_numbers(text: &str, facts: &mut Facts) {
    let lower = text.to_lowercase();
    let chars: Vec<char> = lower.chars().collect();
    let mut i = 0;
    let mut words: Vec<(String, usize)> = Vec::new();
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_digit() {
            let start = i;
            while i < chars.len()
                && (chars[i].is_ascii_digit()
                    || (matches!(chars[i], '.' | ',' | ':') && chars.get(i + 1).is_some_and(char::is_ascii_digit)))
            {
                i += 1;
            }
            let written: String = chars[start..i].iter().collect();
            // What follows: "am"/"pm", "h" (French "18h30"), or a unit.
            let mut k = i;
            while k < chars.len() && chars[k] == ' ' {
                k += 1;
            }
            let next: String = chars[k..].iter().take_while(|c| c.is_alphabetic() || **c == '.').collect();
            let meridiem = match next.trim_end_matches('.') {
                "am" | "a.m" => Some(0),
                "pm" | "p.m" => Some(12),
                _ => None,
            };
            if let Some((h, m)) = written.split_once(':')
                && let (Ok(h), Ok(m)) = (h.parse::<u16>(), m.parse::<u16>())
                && m < 60
                && h <= 24
            {
                let h = match meridiem {
                    Some(offset) => h % 12 + offset,
                    None => h,
                };
                facts.times.push((written.clone(), (h % 24) * 60 + m));
                if meridiem.is_some() {
                    i = k + next.len();
                }
                words.push((String::new(), 0));
                continue;
            }
            if let (Some(offset), Ok(h)) = (meridiem, written.parse::<u16>())
                && (1..=12).contains(&h)
            {
                facts.times.push((format!("{written} {}", next.trim_end_matches('.')), (h % 12 + offset) * 60));
                i = k + next.len();
                words.push((String::new(), 0));
                continue;
            }
            // "18h", "18h30".
            if chars.get(i) == Some(&'h')
                && let Ok(h) = written.parse::<u16>()
                && h <= 24
            {
                let minutes: String = chars[i + 1..].iter().take_while(|c| c.is_ascii_digit()).collect();
                let after = chars.get(i + 1 + minutes.len());
                if minutes.len() <= 2 && !after.is_some_and(|c| c.is_alphabetic()) {
                    let m = minutes.parse::<u16>().unwrap_or(0);
                    if m < 60 {
                        facts.times.push((format!("{written}h{minutes}"), (h % 24) * 60 + m));
                        i += 1 + minutes.len();
                        words.push((String::new(), 0));
                        continue;
                    }
                }
            }
            let values = digit_values(&written);
            if !values.is_empty() {
                facts.numbers.push((written, values));
            }
            words.push((String::new(), 0));
        } else if c.is_alphabetic() {
            let start = i;
            while i < chars.len()
                && (chars[i].is_alphabetic()
                    || (chars[i] == '-' && chars.get(i + 1).is_some_and(|n| n.is_alphabetic())))
            {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            words.push((word, start));
        } else {
            i += 1;
        }
    }
    number_words(&words, facts);
}

/// The values digits may stand for: "7.50" and "7,50" are 7.5; "1,000" is 1000; "2.500" is
/// 2.5 or 2500.
fn digit_values(written: &str) -> BTreeSet<Milli> {
    let mut out = BTreeSet::new();
    let plain = |s: &str| -> Option<Milli> {
        let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
        let whole: i64 = whole.parse().ok()?;
        let frac3: String = frac.chars().chain(std::iter::repeat('0')).take(3).collect();
        let frac: i64 = if frac.is_empty() { 0 } else { frac3.parse().ok()? };
        whole.checked_mul(1000)?.checked_add(frac)
    };
    let groups_of_three = |s: &str, sep: char| {
        let parts: Vec<&str> = s.split(sep).collect();
        parts.len() > 1 && parts[0].len() <= 3 && parts[1..].iter().all(|p| p.len() == 3)
    };
    // English: "," groups thousands, "." is the decimal point; European: the other way round.
    for (group, decimal) in [(',', '.'), ('.', ',')] {
        let (int, dec) = written.rsplit_once(decimal).map_or((written, None), |(a, b)| (a, Some(b)));
        if groups_of_three(int, group) || !int.contains(group) {
            let s = match dec {
                Some(d) if !d.contains(group) => format!("{}.{d}", int.replace(group, "")),
                Some(_) => String::new(),
                None => int.replace(group, ""),
            };
            if let Some(v) = plain(&s) {
                out.insert(v);
            }
        }
    }
    out
}

/// A number word's value, and whether it multiplies what came before ("hundred").
#[derive(Clone, Copy)]
enum Word {
    Unit(i64),
    Scale(i64),
    /// "and", "y", "et", "und" between number words.
    Joiner,
}

fn number_word(word: &str) -> Option<Word> {
    use Word::{Scale, Unit};
    Some(match word {
        "zero" | "cero" | "zéro" => Unit(0),
        // "one", "un", "una", "ein" are articles as often as numbers: they count only inside
        // a longer number ("twenty-one"). Words that are also common words of another language
        // are left out: "once", "seize", "cent" ("per cent"), "sept" ("Sept."), "null", "dos",
        // "mil", "elf". Those figures in Spanish, French and German go unchecked when spelled.
        "two" | "deux" | "zwei" => Unit(2),
        "three" | "tres" | "trois" | "drei" => Unit(3),
        "four" | "cuatro" | "quatre" | "vier" => Unit(4),
        "five" | "cinco" | "cinq" | "fünf" => Unit(5),
        "six" | "seis" | "sechs" => Unit(6),
        "seven" | "siete" | "sieben" => Unit(7),
        "eight" | "ocho" | "huit" | "acht" => Unit(8),
        "nine" | "nueve" | "neuf" | "neun" => Unit(9),
        "ten" | "diez" | "dix" | "zehn" => Unit(10),
        "eleven" | "onze" => Unit(11),
        "twelve" | "doce" | "douze" | "zwölf" => Unit(12),
        "thirteen" | "trece" | "treize" | "dreizehn" => Unit(13),
        "fourteen" | "catorce" | "quatorze" | "vierzehn" => Unit(14),
        "fifteen" | "quince" | "quinze" | "fünfzehn" => Unit(15),
        "sixteen" | "dieciséis" | "sechzehn" => Unit(16),
        "seventeen" | "diecisiete" | "siebzehn" => Unit(17),
        "eighteen" | "dieciocho" | "achtzehn" => Unit(18),
        "nineteen" | "diecinueve" | "neunzehn" => Unit(19),
        "twenty" | "veinte" | "vingt" | "vingts" | "zwanzig" => Unit(20),
        "thirty" | "treinta" | "trente" | "dreißig" => Unit(30),
        "forty" | "cuarenta" | "quarante" | "vierzig" => Unit(40),
        "fifty" | "cincuenta" | "cinquante" | "fünfzig" => Unit(50),
        "sixty" | "sesenta" | "soixante" | "sechzig" => Unit(60),
        "seventy" | "setenta" | "siebzig" => Unit(70),
        "eighty" | "ochenta" | "achtzig" => Unit(80),
        "ninety" | "noventa" | "neunzig" => Unit(90),
        "hundred" | "cien" | "ciento" | "hundert" => Scale(100),
        "thousand" | "mille" | "tausend" => Scale(1000),
        "dozen" => Scale(12),
        _ => return None,
    })
}

/// The value of one word that may be a compound ("thirty-five", "dix-sept", "quatre-vingt-dix",
/// "veintidós", "fünfunddreißig").
fn compound(word: &str) -> Option<i64> {
    if let Some(Word::Unit(v)) = number_word(word) {
        return Some(v);
    }
    if word.contains('-') {
        let mut parts = word.split('-').map(|p| match p {
            "one" | "un" | "une" | "uno" | "una" | "eins" | "ein" => Some(1),
            // Inside a number, "sept" is seven ("dix-sept", "soixante-dix-sept").
            "sept" => Some(7),
            "et" | "y" => Some(0),
            p => compound(p),
        });
        let values: Option<Vec<i64>> = parts.by_ref().collect();
        let values = values?;
        // "quatre-vingt(s)" multiplies.
        let mut total = 0;
        let mut k = 0;
        while k < values.len() {
            if values[k] == 4 && values.get(k + 1) == Some(&20) {
                total += 80;
                k += 2;
            } else {
                total += values[k];
                k += 1;
            }
        }
        return Some(total);
    }
    // Spanish "veintidós", German "fünfunddreißig".
    if let Some(rest) = word.strip_prefix("veinti") {
        return match rest {
            "uno" | "una" | "ún" => Some(21),
            "dós" | "dos" => Some(22),
            "trés" | "tres" => Some(23),
            r => compound(r).filter(|v| *v < 10).map(|v| 20 + v),
        };
    }
    if let Some((unit, tens)) = word.split_once("und") {
        let unit = match unit {
            "ein" => Some(1),
            u => compound(u).filter(|v| *v < 10),
        }?;
        let tens = compound(tens).filter(|v| *v >= 20 && v % 10 == 0)?;
        return Some(tens + unit);
    }
    None
}

/// Numbers written in words: runs of number words ("one hundred and twenty", "treinta y
/// cinco", "vingt et un").
fn number_words(words: &[(String, usize)], facts: &mut Facts) {
    let mut i = 0;
    while i < words.len() {
        let start = i;
        let mut total: i64 = 0;
        let mut current: i64 = 0;
        let mut any = false;
        let mut written: Vec<&str> = Vec::new();
        while i < words.len() {
            let w = words[i].0.as_str();
            let word = match compound(w) {
                Some(v) => Some(Word::Unit(v)),
                None => number_word(w),
            };
            let word = match (word, w) {
                (Some(word), _) => word,
                // "one" and its kin inside a number, and joiners between number words.
                (None, "one" | "un" | "une" | "uno" | "una" | "eins") if any => Word::Unit(1),
                (None, "and" | "y" | "et" | "und")
                    if any
                        && words.get(i + 1).is_some_and(|(n, _)| {
                            compound(n).is_some() || matches!(n.as_str(), "one" | "un" | "une" | "uno" | "una")
                        }) =>
                {
                    Word::Joiner
                }
                (None, "a")
                    if words
                        .get(i + 1)
                        .is_some_and(|(n, _)| matches!(n.as_str(), "hundred" | "thousand" | "dozen")) =>
                {
                    Word::Unit(1)
                }
                _ => break,
            };
            match word {
                Word::Unit(v) => current += v,
                Word::Scale(s) => {
                    let base = if current == 0 { 1 } else { current };
                    if s >= 1000 {
                        total += base * s;
                        current = 0;
                    } else {
                        current = base * s;
                    }
                }
                Word::Joiner => {}
            }
            any = true;
            written.push(w);
            i += 1;
        }
        if any {
            facts.numbers.push((written.join(" "), BTreeSet::from([(total + current) * 1000])));
        }
        if i == start {
            i += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers(text: &str) -> Vec<Vec<Milli>> {
        Facts::of(text).numbers.into_iter().map(|(_, v)| v.into_iter().collect()).collect()
    }

    #[test]
    fn numbers_in_words_and_digits_compare_equal_across_languages() {
        for text in ["30", "thirty", "trente", "treinta", "dreißig", "30.00"] {
            assert_eq!(numbers(text), vec![vec![30_000]], "{text}");
        }
        assert_eq!(numbers("thirty-five days"), vec![vec![35_000]]);
        assert_eq!(numbers("treinta y cinco días"), vec![vec![35_000]]);
        assert_eq!(numbers("vingt et un jours"), vec![vec![21_000]]);
        assert_eq!(numbers("quatre-vingt-dix"), vec![vec![90_000]]);
        assert_eq!(numbers("dix-sept jours"), vec![vec![17_000]]);
        assert_eq!(numbers("fünfunddreißig Tage"), vec![vec![35_000]]);
        assert_eq!(numbers("veintidós"), vec![vec![22_000]]);
        assert_eq!(numbers("one hundred and twenty"), vec![vec![120_000]]);
        assert_eq!(numbers("a dozen"), vec![vec![12_000]]);
    }

    #[test]
    fn articles_that_spell_one_are_not_numbers() {
        assert!(numbers("one of our stores has a bike rack, un produit, una tienda").is_empty());
        assert_eq!(
            numbers("We ship once a week, 5 per cent off in Sept., seize the day, null and void"),
            vec![vec![5_000]]
        );
    }

    #[test]
    fn decimals_and_thousands_are_read_either_way_when_ambiguous() {
        assert_eq!(numbers("$7.50"), vec![vec![7_500]]);
        assert_eq!(numbers("7,50 €"), vec![vec![7_500]]);
        assert_eq!(numbers("$1,299.00"), vec![vec![1_299_000]]);
        assert_eq!(numbers("2.500"), vec![vec![2_500, 2_500_000]]);
        assert_eq!(numbers("15%"), vec![vec![15_000]]);
    }

    #[test]
    fn times_of_day_in_any_form_compare_equal() {
        let times = |t: &str| Facts::of(t).times.into_iter().map(|(_, m)| m).collect::<Vec<_>>();
        assert_eq!(times("6 pm"), [1080]);
        assert_eq!(times("6pm"), [1080]);
        assert_eq!(times("18:00"), [1080]);
        assert_eq!(times("18h"), [1080]);
        assert_eq!(times("9:30 a.m."), [570]);
        assert_eq!(times("18h30"), [1110]);
        let evidence = Facts::of("Open 9:00–18:00.");
        assert_eq!(Facts::of("We close at 6 pm.").unsupported_by(&evidence), None);
        assert_eq!(Facts::of("We close at 7 pm.").unsupported_by(&evidence), Some(Unsupported::Time("7 pm".into())));
    }

    #[test]
    fn urls_emails_and_phones_are_normalised() {
        let f =
            Facts::of("See https://www.Shop.example/returns/ or write to Help@Shop.example, call +1 (415) 555-0100.");
        assert_eq!(f.urls, ["shop.example/returns"]);
        assert_eq!(f.emails, ["help@shop.example"]);
        assert_eq!(f.phones, ["14155550100"]);
        assert!(f.numbers.is_empty(), "{:?}", f.numbers);
        let evidence = Facts::of("Call 415-555-0100; https://shop.example/returns");
        assert_eq!(f.unsupported_by(&evidence), Some(Unsupported::Email("help@shop.example".into())));
        let g = Facts::of("Call (415) 555 0100 or visit shop.example/returns.");
        assert_eq!(g.unsupported_by(&evidence), None);
        assert_eq!(Facts::of("Visit deals.evil.example now").urls, ["deals.evil.example"]);
        assert!(Facts::of("e.g. the U.S. store").urls.is_empty());
        assert_eq!(Facts::of("[Compare prices](https://www.rei.example/p/2)").urls, ["rei.example/p/2"]);
        assert_eq!(Facts::of("<https://x.example/a>").urls, ["x.example/a"]);
    }

    #[test]
    fn dates_are_numbers_not_phone_numbers() {
        let f = Facts::of("Orders placed by 2026-12-20 arrive by December 24.");
        assert!(f.phones.is_empty());
        let evidence = Facts::of("Order by 2026-12-20 for delivery by December 24.");
        assert_eq!(f.unsupported_by(&evidence), None);
        let invented = Facts::of("Orders placed by 2026-12-22 arrive by December 24.");
        assert!(matches!(invented.unsupported_by(&evidence), Some(Unsupported::Number(_))));
    }

    #[test]
    fn a_price_in_another_currency_is_unsupported() {
        let evidence = Facts::of("It costs $15.00.");
        assert_eq!(Facts::of("It costs €15.").unsupported_by(&evidence), Some(Unsupported::Currency("EUR")));
        assert_eq!(Facts::of("It costs 15 dollars ($15).").unsupported_by(&evidence), None);
        assert_eq!(Facts::of("It costs $12.").unsupported_by(&evidence), Some(Unsupported::Number("12".into())));
    }
}
