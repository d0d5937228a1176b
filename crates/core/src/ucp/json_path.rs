//! RFC 9535 JSONPath strings for the `path` of error messages (`$.distance.max`, `$.ids[3]`,
//! `$.meta['ucp-agent'].profile`).

use std::fmt::Write;

/// One step into a JSON document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step<'a> {
    /// An object member.
    Key(&'a str),
    /// An array element.
    Index(usize),
}

/// Renders steps as a normalized JSONPath, using dot notation where the member name allows it.
pub fn json_path<'a>(steps: impl IntoIterator<Item = Step<'a>>) -> String {
    let mut out = String::from("$");
    for step in steps {
        match step {
            Step::Index(i) => {
                let _ = write!(out, "[{i}]");
            }
            Step::Key(k) if is_shorthand(k) => {
                out.push('.');
                out.push_str(k);
            }
            Step::Key(k) => {
                out.push_str("['");
                for c in k.chars() {
                    match c {
                        '\'' => out.push_str("\\'"),
                        '\\' => out.push_str("\\\\"),
                        c if (c as u32) < 0x20 => {
                            let _ = write!(out, "\\u{:04x}", c as u32);
                        }
                        c => out.push(c),
                    }
                }
                out.push_str("']");
            }
        }
    }
    out
}

/// Converts an RFC 6901 JSON Pointer (`/distance/max`) to a JSONPath under `prefix` steps.
/// Numeric segments are taken as array indices.
pub fn pointer_to_path(prefix: &[Step<'_>], pointer: &str) -> String {
    let segments: Vec<String> = pointer.split('/').skip(1).map(|s| s.replace("~1", "/").replace("~0", "~")).collect();
    let steps = prefix.iter().copied().chain(segments.iter().map(|s| match s.parse::<usize>() {
        Ok(i) if !s.starts_with('+') && (s == "0" || !s.starts_with('0')) => Step::Index(i),
        _ => Step::Key(s),
    }));
    json_path(steps)
}

fn is_shorthand(k: &str) -> bool {
    let mut chars = k.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_paths() {
        assert_eq!(json_path([]), "$");
        assert_eq!(json_path([Step::Key("distance"), Step::Key("max")]), "$.distance.max");
        assert_eq!(json_path([Step::Key("ids"), Step::Index(3)]), "$.ids[3]");
        assert_eq!(
            json_path([Step::Key("meta"), Step::Key("ucp-agent"), Step::Key("profile")]),
            "$.meta['ucp-agent'].profile"
        );
        assert_eq!(json_path([Step::Key("it's")]), "$['it\\'s']");
        assert_eq!(json_path([Step::Key("dev.ucp.x")]), "$['dev.ucp.x']");
    }

    #[test]
    fn converts_pointers() {
        assert_eq!(pointer_to_path(&[], "/distance/max"), "$.distance.max");
        assert_eq!(pointer_to_path(&[], ""), "$");
        assert_eq!(pointer_to_path(&[Step::Key("location")], "/ids/0"), "$.location.ids[0]");
        assert_eq!(pointer_to_path(&[], "/a~1b/c~0d"), "$['a/b']['c~d']");
    }
}
