//! `locations/*.jsonl`: one location per line, a JSON object with exactly the fields of a TOML
//! `[[location]]` record. Read a line at a time, so a million-store file is never held whole.

use std::io::BufRead;
use std::ops::Range;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};

use serde_json::error::Category;

use super::RawLocation;
use crate::problems::{FileProblems, Lost};

/// Lines handed to the parsing thread at a time.
const BATCH_LINES: usize = 1024;

/// Batches in flight each way between the reading and the parsing thread.
const BATCHES_IN_FLIGHT: usize = 4;

/// Reads every line of `reader`, handing each location with its line number to `add`, in file
/// order. Blank lines are skipped; a line that is not a location is filed as a problem naming
/// the line.
///
/// Lines are parsed on a second thread while this one reads the next lines and checks the
/// locations already parsed: at a million stores, parsing the JSON is half the work of loading
/// them (`cargo bench -p concierge-bench --bench load`).
pub(super) fn read(
    mut reader: Box<dyn BufRead + '_>,
    file: &mut FileProblems<'_>,
    mut add: impl FnMut(RawLocation, u64, &mut FileProblems<'_>),
) {
    let mut take = |parsed: Vec<Parsed>, file: &mut FileProblems<'_>| {
        for Parsed { line, raw, problems, lost } in parsed {
            for message in problems {
                file.record(&format!("line {line}"), None, message);
            }
            if let Some(raw) = raw {
                add(raw, line, file);
            }
            if let Some(id) = lost {
                file.lose(Lost::Location, id);
            }
        }
    };
    std::thread::scope(|scope| {
        let (to_parser, batches) = sync_channel::<Batch>(BATCHES_IN_FLIGHT);
        let (to_reader, parsed) = sync_channel::<Vec<Parsed>>(BATCHES_IN_FLIGHT);
        scope.spawn(move || parse_batches(&batches, &to_reader));
        let mut batch = Batch::default();
        let mut line = 0u64;
        let mut buffer = Vec::new();
        loop {
            buffer.clear();
            let last = match reader.read_until(b'\n', &mut buffer) {
                Ok(0) => true,
                Ok(_) => {
                    line += 1;
                    batch.push(line, &buffer);
                    false
                }
                Err(e) => {
                    batch.unreadable = Some((line + 1, format!("cannot be read: {e}")));
                    true
                }
            };
            if last || batch.lines.len() == BATCH_LINES {
                // While the parser's queue is full, take what it has parsed: it may be waiting
                // for room to hand it over.
                let mut full = std::mem::take(&mut batch);
                while let Err(TrySendError::Full(back)) = to_parser.try_send(full) {
                    full = back;
                    match parsed.recv() {
                        Ok(done) => take(done, file),
                        Err(_) => break,
                    }
                }
            }
            if last {
                break;
            }
            while let Ok(done) = parsed.try_recv() {
                take(done, file);
            }
        }
        drop(to_parser);
        for done in parsed {
            take(done, file);
        }
    });
}

/// Lines read and not yet parsed, end to end, and what stopped the reading if it failed.
#[derive(Default)]
struct Batch {
    text: Vec<u8>,
    /// Each line's number and where it is in `text`.
    lines: Vec<(u64, Range<usize>)>,
    unreadable: Option<(u64, String)>,
}

impl Batch {
    fn push(&mut self, line: u64, bytes: &[u8]) {
        let mut bytes = bytes.trim_ascii();
        if line == 1 {
            bytes = bytes.strip_prefix(b"\xEF\xBB\xBF".as_slice()).unwrap_or(bytes);
        }
        if !bytes.is_empty() {
            let start = self.text.len();
            self.text.extend_from_slice(bytes);
            self.lines.push((line, start..self.text.len()));
        }
    }
}

/// A line parsed: its number, its location when it is one, what is wrong with it, and the id
/// of the location it would have defined when it cannot be read.
struct Parsed {
    line: u64,
    raw: Option<RawLocation>,
    problems: Vec<String>,
    lost: Option<String>,
}

/// Parses each batch of lines, in order, until the reader stops sending.
fn parse_batches(batches: &Receiver<Batch>, parsed: &SyncSender<Vec<Parsed>>) {
    for batch in batches {
        let mut out: Vec<Parsed> = batch
            .lines
            .iter()
            .map(|(line, range)| {
                let text = &batch.text[range.clone()];
                match serde_json::from_slice::<RawLocation>(text) {
                    Ok(raw) => Parsed { line: *line, raw: Some(raw), problems: Vec::new(), lost: None },
                    Err(e) => reparse(*line, text, &e),
                }
            })
            .collect();
        out.extend(batch.unreadable.map(|(line, why)| Parsed { line, raw: None, problems: vec![why], lost: None }));
        if parsed.send(out).is_err() {
            return;
        }
    }
}

/// A line that did not read as a location, read again to say everything wrong with it, as
/// TOML files are ([`crate::source::parse_toml`]): each unknown key, and each value of the wrong
/// type, is reported and left out, and the line read again. Unknown keys alone leave the
/// location usable; any other problem loses the location its `id` names.
fn reparse(line: u64, text: &[u8], first: &serde_json::Error) -> Parsed {
    let mut problems = vec![message(first)];
    let Ok(mut value) = serde_json::from_slice::<serde_json::Value>(text) else {
        return Parsed { line, raw: None, problems, lost: None };
    };
    let lost = value.get("id").and_then(serde_json::Value::as_str).map(str::to_owned);
    let mut usable = first.classify() == Category::Data && first.to_string().starts_with("unknown field");
    // The first error is reported already; the passes below meet it again, by path.
    let mut reported_first = false;
    let mut left_out: Vec<String> = Vec::new();
    // Each pass removes one member; a line has fewer members than bytes.
    for _ in 0..text.len() {
        let e = match serde_path_to_error::deserialize::<_, RawLocation>(value.clone()) {
            Ok(raw) if usable => return Parsed { line, raw: Some(raw), problems, lost: None },
            Ok(_) => break,
            Err(e) => e,
        };
        let text = message(e.inner());
        let unknown_key = text.starts_with("unknown field");
        let missing_left_out =
            crate::source::missing_field(&text).is_some_and(|name| left_out.iter().any(|k| k == name));
        if !reported_first && text == problems[0] {
            reported_first = true;
        } else if !missing_left_out {
            problems.push(text);
        }
        usable &= unknown_key;
        match remove_at(&mut value, e.path()) {
            Some(key) if !unknown_key => left_out.push(key),
            Some(_) => {}
            None => break,
        }
    }
    Parsed { line, raw: None, problems, lost }
}

/// Removes the member at `path` (an unknown key, a value of the wrong type, or the object that
/// lacks a member); its name, if there was one.
fn remove_at(value: &mut serde_json::Value, path: &serde_path_to_error::Path) -> Option<String> {
    use serde_path_to_error::Segment;
    let segments: Vec<&Segment> = path.iter().collect();
    let (last, parents) = segments.split_last()?;
    let mut at = value;
    for segment in parents {
        at = match segment {
            Segment::Map { key } => at.get_mut(key.as_str())?,
            Segment::Seq { index } => at.get_mut(*index)?,
            _ => return None,
        };
    }
    match last {
        Segment::Map { key } => at.as_object_mut()?.remove(key.as_str()).map(|_| key.clone()),
        Segment::Seq { index } => {
            let items = at.as_array_mut()?;
            (*index < items.len()).then(|| items.remove(*index)).map(|_| index.to_string())
        }
        _ => None,
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
