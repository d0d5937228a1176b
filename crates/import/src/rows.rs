//! Reading a CSV (or tab-separated) export a row at a time, as every tabular kind does: fields
//! decoded one by one ([`crate::text::decode`]), lines counted from the header as line 1 (line
//! breaks inside quoted fields included), a row with the wrong number of fields or unreadable
//! CSV dropped with its line, and progress reported as bytes are read.

use std::io::Read;
use std::path::Path;

use crate::report::{Dropped, Report};
use crate::text::{Encoding, decode, without_bom};

/// One row, its fields decoded (trimmed by [`Row::get`]).
pub(crate) struct Row {
    /// Its first line.
    pub(crate) line: u64,
    pub(crate) fields: Vec<String>,
}

impl Row {
    /// Field `i`, trimmed (empty when the row has none there).
    pub(crate) fn get(&self, i: Option<usize>) -> &str {
        i.and_then(|i| self.fields.get(i)).map_or("", |s| s.trim())
    }
}

/// A column name as kinds match it: ASCII letters and digits, lower case (`Variant SKU`,
/// `variant_sku` and `Variant-SKU` all read `variantsku`).
pub(crate) fn header_key(name: &str) -> String {
    name.chars().filter(char::is_ascii_alphanumeric).collect::<String>().to_ascii_lowercase()
}

/// How fields are separated.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Dialect {
    delimiter: u8,
    /// RFC 4180 quotes (tab-separated feeds use none: a `"` there is text).
    quoting: bool,
}

impl Dialect {
    /// Comma-separated, with RFC 4180 quoting.
    pub(crate) const CSV: Dialect = Dialect { delimiter: b',', quoting: true };
    /// Tab-separated, without quoting.
    pub(crate) const TSV: Dialect = Dialect { delimiter: b'\t', quoting: false };
}

/// Reads `input` (fields separated as `dialect` says): `header` reads the header's names (the
/// byte-order mark removed) into the kind's layout, or refuses the file; `row` gets that layout
/// and every row that has the header's width. Returns after the last row.
pub(crate) fn read<L>(
    input: impl Read,
    dialect: Dialect,
    file: &Path,
    report: &mut Report,
    header: impl FnOnce(&[String], &mut Report) -> Result<L, crate::ImportError>,
    mut row: impl FnMut(&L, Row, &mut Report) -> Result<(), crate::ImportError>,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(), crate::ImportError> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(true)
        .delimiter(dialect.delimiter)
        .quoting(dialect.quoting)
        .from_reader(input);
    let head = reader.byte_headers().map_err(|e| crate::ImportError::Csv(file.to_owned(), e.to_string()))?.clone();
    let names: Vec<String> = head.iter().map(|raw| without_bom(decode(raw).0.trim()).trim().to_owned()).collect();
    let layout = header(&names, report)?;
    let width = head.len();
    let mut windows_1252 = 0u64;
    let mut record = csv::ByteRecord::new();
    // Lines counted here: the reader's own count skips line breaks inside quoted fields.
    let newlines =
        |r: &csv::ByteRecord| r.iter().map(|f| f.iter().filter(|&&b| b == b'\n').count() as u64).sum::<u64>();
    let mut next_line = 2 + newlines(&head);
    loop {
        let line = next_line;
        match reader.read_byte_record(&mut record) {
            Ok(false) => break,
            Ok(true) => {}
            Err(e) => {
                report.dropped.push(Dropped {
                    file: file.to_owned(),
                    line,
                    reason: format!("is not readable CSV: {e}"),
                });
                next_line += 1;
                continue;
            }
        }
        report.rows += 1;
        next_line += 1 + newlines(&record);
        if record.len() != width {
            report.dropped.push(Dropped {
                file: file.to_owned(),
                line,
                reason: format!("has {} fields but the header has {width}", record.len()),
            });
            continue;
        }
        let fields = record
            .iter()
            .map(|raw| {
                let (text, encoding) = decode(raw);
                if encoding == Encoding::Windows1252 {
                    windows_1252 += 1;
                }
                text
            })
            .collect();
        row(&layout, Row { line, fields }, report)?;
        if report.rows.is_multiple_of(1024) {
            progress(record.position().map_or(0, csv::Position::byte), report.rows);
        }
    }
    if windows_1252 > 0 {
        report.notes.push(format!(
            "{windows_1252} fields were not UTF-8 and were read as Windows-1252 (check accented letters and symbols)"
        ));
    }
    Ok(())
}
