//! Text as exports really come: UTF-8 (with or without a byte-order mark), or Windows-1252 from a
//! spreadsheet that saved it so. Each field is read on its own, so one file can be told apart
//! field by field and nothing is guessed silently: the report says when Windows-1252 was read.

/// Windows-1252's characters for the bytes 0x80–0x9F (the rest is Latin-1); `None` where it has
/// none.
const CP1252_HIGH: [Option<char>; 32] = [
    Some('€'),
    None,
    Some('‚'),
    Some('ƒ'),
    Some('„'),
    Some('…'),
    Some('†'),
    Some('‡'),
    Some('ˆ'),
    Some('‰'),
    Some('Š'),
    Some('‹'),
    Some('Œ'),
    None,
    Some('Ž'),
    None,
    None,
    Some('‘'),
    Some('’'),
    Some('“'),
    Some('”'),
    Some('•'),
    Some('–'),
    Some('—'),
    Some('˜'),
    Some('™'),
    Some('š'),
    Some('›'),
    Some('œ'),
    None,
    Some('ž'),
    Some('Ÿ'),
];

/// How a field was read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// Valid UTF-8.
    Utf8,
    /// Not UTF-8: read as Windows-1252.
    Windows1252,
}

/// `bytes` as text: UTF-8 when they are, else Windows-1252 (a byte it has no character for
/// becomes U+FFFD, and the caller says so).
pub fn decode(bytes: &[u8]) -> (String, Encoding) {
    match std::str::from_utf8(bytes) {
        Ok(text) => (text.to_owned(), Encoding::Utf8),
        Err(_) => {
            let text = bytes
                .iter()
                .map(|&b| match b {
                    0x80..=0x9F => CP1252_HIGH[usize::from(b - 0x80)].unwrap_or('\u{FFFD}'),
                    _ => char::from(b),
                })
                .collect();
            (text, Encoding::Windows1252)
        }
    }
}

/// `text` without a leading byte-order mark.
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{FEFF}').unwrap_or(text)
}

/// A lower-case slug of ASCII letters, digits and single hyphens (`"M / Blue"` → `m-blue`);
/// letters outside ASCII are kept as they are lower-cased.
pub fn slug(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    out
}

/// An attribute key from a column or option name (`"Shoe Size"` → `shoe_size`).
pub fn key(name: &str) -> String {
    slug(name).replace('-', "_")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_is_kept_and_windows_1252_is_read_as_such() {
        assert_eq!(decode("Café — 5 €".as_bytes()), ("Café — 5 €".to_owned(), Encoding::Utf8));
        assert_eq!(decode(b"Caf\xe9 \x96 5 \x80"), ("Café – 5 €".to_owned(), Encoding::Windows1252));
        assert_eq!(decode(b"\x81").0, "\u{FFFD}");
        assert_eq!(without_bom("\u{FEFF}Handle"), "Handle");
    }

    #[test]
    fn slugs_and_keys() {
        assert_eq!(slug("M / Blue"), "m-blue");
        assert_eq!(slug("  Été  2026 "), "été-2026");
        assert_eq!(key("Shoe Size"), "shoe_size");
        assert_eq!(slug("--"), "");
    }
}
