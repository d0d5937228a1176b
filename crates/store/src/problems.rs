//! Problems found in a store, each naming where it is.

use std::fmt;

/// One thing wrong with a store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The file, relative to the store root (`locations/west.toml`).
    pub file: String,
    /// The record (`location \`loc_reno\``, `line 14`), when there is one.
    pub record: Option<String>,
    /// The field (`geo.latitude`), when there is one.
    pub field: Option<String>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.file)?;
        if let Some(r) = &self.record {
            write!(f, "{r}: ")?;
        }
        if let Some(field) = &self.field {
            write!(f, "{field}: ")?;
        }
        f.write_str(&self.message)
    }
}

/// A store that cannot be served, with every problem found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct InvalidStore {
    /// Which store (a directory path, or "the bundled demo store").
    pub store: String,
    /// Every problem, in file order.
    pub problems: Vec<Problem>,
}

impl fmt::Display for InvalidStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = concierge_core::plural::count(self.problems.len(), "problem", "problems");
        write!(f, "the store in {} is invalid ({n}):", self.store)?;
        for p in &self.problems {
            write!(f, "\n  {p}")?;
        }
        Ok(())
    }
}

/// A collector that files problems under the file being read.
#[derive(Debug, Default)]
pub(crate) struct Problems(Vec<Problem>);

impl Problems {
    pub(crate) fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub(crate) fn into_vec(self) -> Vec<Problem> {
        self.0
    }

    /// Problems in `file`.
    pub(crate) fn in_file<'p>(&'p mut self, file: &str) -> FileProblems<'p> {
        FileProblems { all: self, file: file.to_owned() }
    }
}

/// Problems within one file.
pub(crate) struct FileProblems<'p> {
    all: &'p mut Problems,
    file: String,
}

impl FileProblems<'_> {
    /// A problem with the whole file.
    pub(crate) fn file(&mut self, message: impl Into<String>) {
        self.push(None, None, message.into());
    }

    /// A problem with a record, optionally with one of its fields.
    pub(crate) fn record(&mut self, record: &str, field: Option<&str>, message: impl Into<String>) {
        self.push(Some(record.to_owned()), field.map(str::to_owned), message.into());
    }

    fn push(&mut self, record: Option<String>, field: Option<String>, message: String) {
        self.all.0.push(Problem { file: self.file.clone(), record, field, message });
    }

    /// Reports a TOML error with its line.
    pub(crate) fn toml(&mut self, text: &str, e: &toml::de::Error) {
        let record = e.span().map(|s| format!("line {}", text[..s.start.min(text.len())].lines().count().max(1)));
        let message = e.message().trim_end_matches('\n').to_owned();
        self.push(record, None, message);
    }
}
