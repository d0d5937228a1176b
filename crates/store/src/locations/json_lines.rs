//! `locations/*.jsonl`: one location per line, a JSON object with exactly the fields of a TOML
//! `[[location]]` record. Read a line at a time, so a million-store file is never held whole.

use std::io::BufRead;

use serde_json::error::Category;

use super::RawLocation;
use crate::problems::FileProblems;

/// Reads every line of `reader`, handing each location with its line number to `add`. Blank
/// lines are skipped; a line that is not a location is filed as a problem naming the line.
pub(super) fn read(
    mut reader: Box<dyn BufRead + '_>,
    file: &mut FileProblems<'_>,
    mut add: impl FnMut(RawLocation, u64, &mut FileProblems<'_>),
) {
    let mut buffer = Vec::new();
    let mut line = 0u64;
    loop {
        buffer.clear();
        match reader.read_until(b'\n', &mut buffer) {
            Ok(0) => return,
            Ok(_) => line += 1,
            Err(e) => {
                file.record(&format!("line {}", line + 1), None, format!("cannot be read: {e}"));
                return;
            }
        }
        let mut text = buffer.trim_ascii();
        if line == 1 {
            text = text.strip_prefix(b"\xEF\xBB\xBF".as_slice()).unwrap_or(text);
        }
        if text.is_empty() {
            continue;
        }
        match serde_json::from_slice::<RawLocation>(text) {
            Ok(raw) => add(raw, line, file),
            Err(e) => file.record(&format!("line {line}"), None, message(&e)),
        }
    }
}

/// A JSON error's message without serde_json's position suffix, which counts within the line.
/// Data errors (an unknown field, a wrong type) read as they do for TOML files; syntax errors say
/// the line is not JSON and where in the line.
pub(super) fn message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    let bare = text.strip_suffix(&suffix).unwrap_or(&text);
    match e.classify() {
        Category::Data => bare.to_owned(),
        Category::Syntax | Category::Eof | Category::Io => {
            format!("is not valid JSON: {bare} (column {})", e.column())
        }
    }
}
