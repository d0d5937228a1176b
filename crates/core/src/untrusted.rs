//! Text a client chose (a filter name, a profile URL, a schema message quoting its input), made
//! safe to put in an error message or a log line: bounded in length, with control characters
//! replaced, so a 250 KB field cannot become a 250 KB log line or be echoed back several times.

/// The longest piece of client text quoted in an error message or log field.
pub const QUOTE_MAX_CHARS: usize = 200;

/// `text` made safe inside HTML elements and quoted attribute values (`&`, `<`, `>`, `"`, `'`
/// escaped): for the pages the server renders (the development issuer's, the console's).
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// `text` with control characters replaced by `?` and cut to at most `max` characters (an
/// ellipsis marks a cut).
pub fn clip(text: &str, max: usize) -> String {
    let mut out = String::with_capacity(text.len().min(max + 3));
    for (i, c) in text.chars().enumerate() {
        if i == max {
            out.push('…');
            return out;
        }
        out.push(if c.is_control() { '?' } else { c });
    }
    out
}

/// [`clip`] to [`QUOTE_MAX_CHARS`].
pub fn quote(text: &str) -> String {
    clip(text, QUOTE_MAX_CHARS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_and_cleans() {
        assert_eq!(clip("short", 10), "short");
        assert_eq!(clip("abcdef", 3), "abc…");
        assert_eq!(clip("a\nb\u{7}c", 10), "a?b?c");
        assert_eq!(clip("éééé", 2), "éé…");
        assert_eq!(quote(&"x".repeat(250_000)).chars().count(), QUOTE_MAX_CHARS + 1);
    }
}
