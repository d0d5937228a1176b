//! What an import did: what it read, what it wrote, every row it left out and why, and the
//! store's problems after it.

use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;

/// A row (or element) left out, with where it was and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dropped {
    /// The file.
    pub file: PathBuf,
    /// Its line (1-based; a record spanning lines is named by its first).
    pub line: u64,
    /// Why.
    pub reason: String,
}

/// The outcome of one import.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    /// What was imported (`Shopify product export`).
    pub kind: &'static str,
    /// Rows read (the header aside), or pages.
    pub rows: u64,
    /// What `rows` counts: `rows` or `pages`.
    pub unit: &'static str,
    /// Records written, by kind (`products`, `variants`).
    pub written: BTreeMap<&'static str, u64>,
    /// Records left out on purpose, by reason (`unpublished`, `archived`): counted, not listed.
    pub left_out: BTreeMap<String, u64>,
    /// Rows that could not be used, each with its line and reason.
    pub dropped: Vec<Dropped>,
    /// What was read in a way worth knowing (`12 fields read as Windows-1252`, columns not
    /// mapped, stand-ins used).
    pub notes: Vec<String>,
    /// The files written (or that would be, with `--dry-run`).
    pub outputs: Vec<PathBuf>,
    /// Whether it was a dry run (nothing written).
    pub dry_run: bool,
    /// The store's problems after the import (as `check-store` names them); empty when valid.
    pub problems: Vec<String>,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let written: Vec<String> = self.written.iter().map(|(k, v)| format!("{v} {k}")).collect();
        writeln!(
            f,
            "{}: {} {} read; {}",
            self.kind,
            self.rows,
            if self.unit.is_empty() { "rows" } else { self.unit },
            if written.is_empty() { "nothing to write".to_owned() } else { written.join(", ") }
        )?;
        for output in &self.outputs {
            let verb = if self.dry_run { "would write" } else { "wrote" };
            writeln!(f, "  {verb} {}", output.display())?;
        }
        for (why, n) in &self.left_out {
            writeln!(f, "  left out: {n} {why}")?;
        }
        for note in &self.notes {
            writeln!(f, "  note: {note}")?;
        }
        if !self.dropped.is_empty() {
            writeln!(f, "  {} dropped:", self.dropped.len())?;
            for d in &self.dropped {
                writeln!(f, "    {}: line {}: {}", d.file.display(), d.line, d.reason)?;
            }
        }
        if self.problems.is_empty() {
            writeln!(f, "  the store is valid")?;
        } else {
            writeln!(f, "  the store has {} problems (as check-store reports them):", self.problems.len())?;
            for p in &self.problems {
                writeln!(f, "    {p}")?;
            }
        }
        Ok(())
    }
}
