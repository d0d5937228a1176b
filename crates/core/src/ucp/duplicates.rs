//! Duplicate object members in a JSON text. RFC 8259 leaves their meaning open (parsers keep the
//! first, the last, or refuse), so a request that repeats a member is refused, naming it, rather
//! than answered from whichever copy this parser happens to keep.

use std::borrow::Cow;
use std::collections::HashSet;

use super::json_path::{Step, json_path};

/// Member names are borrowed from the text; only a name written with escapes is decoded. This
/// runs on every request body, so it allocates only for objects and escaped names.
enum Frame<'a> {
    Object { seen: HashSet<Cow<'a, str>>, key: Option<Cow<'a, str>> },
    Array { index: usize },
}

/// The JSONPath of the first member that repeats an earlier one in the same object, if any.
/// `json` must already be known to be valid JSON (this reads tokens, it does not validate).
pub fn first_duplicate(json: &[u8]) -> Option<String> {
    let mut stack: Vec<Frame> = Vec::new();
    let mut i = 0;
    // Whether the next string in the current object is a key (after `{` or `,`).
    let mut expect_key = false;
    while i < json.len() {
        match json[i] {
            b'{' => {
                stack.push(Frame::Object { seen: HashSet::new(), key: None });
                expect_key = true;
            }
            b'[' => stack.push(Frame::Array { index: 0 }),
            b'}' | b']' => {
                stack.pop();
            }
            b',' => match stack.last_mut() {
                Some(Frame::Object { .. }) => expect_key = true,
                Some(Frame::Array { index, .. }) => *index += 1,
                None => {}
            },
            b'"' => {
                let end = string_end(json, i);
                if expect_key {
                    expect_key = false;
                    let key = member_name(&json[i..end]);
                    if let Some(Frame::Object { seen, key: current }) = stack.last_mut() {
                        if !seen.insert(key.clone()) {
                            *current = Some(key);
                            return Some(path_of(&stack));
                        }
                        *current = Some(key);
                    }
                }
                i = end;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// A quoted member name, as text.
fn member_name(quoted: &[u8]) -> Cow<'_, str> {
    let inner = quoted.get(1..quoted.len().saturating_sub(1)).unwrap_or_default();
    match std::str::from_utf8(inner) {
        Ok(plain) if !plain.contains('\\') => Cow::Borrowed(plain),
        _ => Cow::Owned(serde_json::from_slice::<String>(quoted).unwrap_or_default()),
    }
}

/// The index just past the string starting at `start` (a `"`).
fn string_end(json: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    while i < json.len() {
        match json[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    json.len()
}

fn path_of(stack: &[Frame<'_>]) -> String {
    json_path(stack.iter().filter_map(|frame| match frame {
        Frame::Object { key: Some(k), .. } => Some(Step::Key(k.as_ref())),
        Frame::Object { key: None, .. } => None,
        Frame::Array { index } => Some(Step::Index(*index)),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_first_repeated_member_with_its_path() {
        assert_eq!(first_duplicate(br#"{"a": 1, "b": 2}"#), None);
        assert_eq!(first_duplicate(br#"{"query": "a", "query": "b"}"#).as_deref(), Some("$.query"));
        assert_eq!(
            first_duplicate(br#"{"distance": {"center": {"latitude": 1, "longitude": 2, "latitude": 3}}}"#).as_deref(),
            Some("$.distance.center.latitude")
        );
        assert_eq!(first_duplicate(br#"{"ids": [{"x": 1}, {"x": 1, "x": 2}]}"#).as_deref(), Some("$.ids[1].x"));
        // An escaped name is the same name.
        assert_eq!(first_duplicate(br#"{"query": 1, "\u0071uery": 2}"#).as_deref(), Some("$.query"));
        // The same name in sibling objects, in strings and in arrays is not a repeat.
        assert_eq!(
            first_duplicate(br#"{"a": {"k": 1}, "b": {"k": 1}, "c": ["k", "k"], "d": "\"k\": 1, \"k\""}"#),
            None
        );
        assert_eq!(first_duplicate(br#"[{"a": [1, {"b": 1}], "c": 2}, {"a": 1, "a": 2}]"#).as_deref(), Some("$[1].a"));
    }
}
