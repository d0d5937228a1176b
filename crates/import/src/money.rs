//! Prices as exports write them: `189.00`, `$1,299.00`, `1.299,00 €`, `12,50`, `USD 12.50`,
//! `1 299,00` — read into the store's form (`1299.00`), or refused with the reason. A value
//! that could be read two ways (`1,299`: a thousand and more, or one and a bit?) is refused, never
//! guessed.

/// Why a price was not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PriceError {
    /// Nothing but a currency.
    #[error("no amount")]
    Empty,
    /// Something other than digits, separators and a currency.
    #[error("`{0}` is not an amount")]
    NotAnAmount(String),
    /// One separator followed by three digits.
    #[error(
        "`{0}` could be read two ways (is the separator for thousands or decimals?); write it as `1299.00`, or with a point for decimals"
    )]
    Ambiguous(String),
    /// Cents beyond two digits.
    #[error("`{0}` has more than two decimals")]
    TooPrecise(String),
}

const CURRENCY_WORDS: &[&str] =
    &["USD", "EUR", "GBP", "CAD", "AUD", "NZD", "CHF", "JPY", "SEK", "NOK", "DKK", "MXN", "US$", "CA$", "A$", "NZ$"];

/// `raw` as the store writes prices: digits, a point, two decimals.
pub fn parse_price(raw: &str) -> Result<String, PriceError> {
    let mut text = raw.trim().to_owned();
    for word in CURRENCY_WORDS {
        text = text.replace(word, "");
    }
    let kept: String = text
        .chars()
        .filter(|c| !matches!(c, '$' | '€' | '£' | '¥' | ' ' | '\u{a0}' | '\u{202f}' | '\'' | '’'))
        .collect();
    if kept.is_empty() {
        return Err(PriceError::Empty);
    }
    if !kept.chars().all(|c| c.is_ascii_digit() || c == '.' || c == ',')
        || !kept.starts_with(|c: char| c.is_ascii_digit())
    {
        return Err(PriceError::NotAnAmount(raw.trim().to_owned()));
    }
    let last_dot = kept.rfind('.');
    let last_comma = kept.rfind(',');
    let (whole, cents) = match (last_dot, last_comma) {
        (None, None) => (kept.clone(), String::new()),
        (Some(a), Some(b)) => {
            let decimal = a.max(b);
            (kept[..decimal].to_owned(), kept[decimal + 1..].to_owned())
        }
        (Some(at), None) | (None, Some(at)) => {
            let separator = kept.as_bytes()[at] as char;
            let after = &kept[at + 1..];
            if kept.matches(separator).count() > 1 {
                (kept.clone(), String::new())
            } else if after.len() == 3 {
                return Err(PriceError::Ambiguous(raw.trim().to_owned()));
            } else {
                (kept[..at].to_owned(), after.to_owned())
            }
        }
    };
    // What is left of the decimal separator: digits in groups of three after the first.
    let groups: Vec<&str> = whole.split(['.', ',']).collect();
    let well_grouped = groups.len() == 1
        || (!groups[0].is_empty() && groups[0].len() <= 3 && groups[1..].iter().all(|g| g.len() == 3));
    if !well_grouped || groups.iter().any(|g| !g.chars().all(|c| c.is_ascii_digit())) {
        return Err(PriceError::NotAnAmount(raw.trim().to_owned()));
    }
    if !cents.chars().all(|c| c.is_ascii_digit()) {
        return Err(PriceError::NotAnAmount(raw.trim().to_owned()));
    }
    if cents.len() > 2 {
        return Err(PriceError::TooPrecise(raw.trim().to_owned()));
    }
    let digits: String = groups.concat();
    let digits = digits.trim_start_matches('0');
    let digits = if digits.is_empty() { "0" } else { digits };
    Ok(format!("{digits}.{cents:0<2}"))
}

/// Whether one price in the store's form (`1299.00`, from [`parse_price`]) is above another:
/// compared as digits, so no amount is too large.
pub(crate) fn is_above(a: &str, b: &str) -> bool {
    let digits = |x: &str| x.replace('.', "");
    let (a, b) = (digits(a), digits(b));
    (a.len(), &a) > (b.len(), &b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_compare_by_amount() {
        assert!(is_above("229.00", "189.00"));
        assert!(is_above("1000.00", "999.99"));
        assert!(!is_above("189.00", "189.00") && !is_above("0.99", "1.00"));
        assert!(is_above("100000000000000000000000.00", "99999999999999999999999.99"));
    }

    #[test]
    fn prices_in_the_forms_exports_write() {
        for (raw, read) in [
            ("189.00", "189.00"),
            ("189", "189.00"),
            ("$1,299.00", "1299.00"),
            ("1.299,00 €", "1299.00"),
            ("12,50", "12.50"),
            ("USD 12.5", "12.50"),
            ("1 299,00", "1299.00"),
            ("1'299.95", "1299.95"),
            ("1,299,000", "1299000.00"),
            ("0.99", "0.99"),
            ("£0,5", "0.50"),
        ] {
            assert_eq!(parse_price(raw).as_deref(), Ok(read), "{raw}");
        }
    }

    #[test]
    fn what_could_be_read_two_ways_or_not_at_all_is_refused() {
        assert!(matches!(parse_price("1,299"), Err(PriceError::Ambiguous(_))));
        assert!(matches!(parse_price("1.299"), Err(PriceError::Ambiguous(_))));
        assert!(matches!(parse_price("12.345,6789"), Err(PriceError::TooPrecise(_))));
        assert!(matches!(parse_price("free"), Err(PriceError::NotAnAmount(_))));
        assert!(matches!(parse_price("-5.00"), Err(PriceError::NotAnAmount(_))));
        assert!(matches!(parse_price("1,23,456.00"), Err(PriceError::NotAnAmount(_))));
        assert_eq!(parse_price(" $ "), Err(PriceError::Empty));
    }
}
