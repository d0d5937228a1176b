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
    /// What the problems caused, each once (`inventory.csv`: 6 rows refer to locations not
    /// loaded because of the problems above): not problems of their own, and gone once the
    /// problems are fixed.
    pub consequences: Vec<Problem>,
}

impl fmt::Display for InvalidStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = concierge_core::plural::count(self.problems.len(), "problem", "problems");
        write!(f, "the store in {} is invalid ({n}):", self.store)?;
        for p in &self.problems {
            write!(f, "\n  {p}")?;
        }
        if !self.consequences.is_empty() {
            write!(f, "\nbecause of {}:", if self.problems.len() == 1 { "it" } else { "them" })?;
            for c in &self.consequences {
                write!(f, "\n  {c}")?;
            }
        }
        Ok(())
    }
}

/// What a file that could not be read would have defined, for the records that refer to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Lost {
    /// A location id.
    Location,
    /// A product or variant id, or a SKU.
    Item,
    /// A buyer id.
    Buyer,
}

/// What the records referring to each kind of lost id refer to, in a consequence's message.
impl Lost {
    fn things(self) -> &'static str {
        match self {
            Lost::Location => "locations",
            Lost::Item => "products",
            Lost::Buyer => "buyers",
        }
    }
}

/// A collector that files problems under the file being read.
#[derive(Debug, Default)]
pub(crate) struct Problems {
    problems: Vec<Problem>,
    consequences: Vec<Problem>,
    /// Ids that files which could not be read would have defined, with those files.
    lost: std::collections::HashMap<(Lost, String), String>,
}

impl Problems {
    pub(crate) fn is_empty(&self) -> bool {
        self.problems.is_empty()
    }

    /// The problems, and their consequences.
    pub(crate) fn into_parts(self) -> (Vec<Problem>, Vec<Problem>) {
        (self.problems, self.consequences)
    }

    /// Problems in `file`.
    pub(crate) fn in_file<'p>(&'p mut self, file: &str) -> FileProblems<'p> {
        FileProblems { all: self, file: file.to_owned() }
    }

    /// The file whose problems lost `id`, when one did.
    pub(crate) fn lost_in(&self, kind: Lost, id: &str) -> Option<&str> {
        self.lost.get(&(kind, id.to_owned())).map(String::as_str)
    }
}

/// Records referring to ids of one kind that were lost, counted to be reported once, as a
/// consequence.
#[derive(Debug)]
pub(crate) struct LostReferences {
    kind: Lost,
    /// How many records, and the files whose problems lost what they refer to.
    count: usize,
    files: std::collections::BTreeSet<String>,
}

impl LostReferences {
    /// Records referring to lost ids of `kind`.
    pub(crate) fn new(kind: Lost) -> Self {
        LostReferences { kind, count: 0, files: Default::default() }
    }

    /// Counts the record if `id` was lost; whether it was.
    pub(crate) fn count(&mut self, problems: &Problems, id: &str) -> bool {
        match problems.lost_in(self.kind, id) {
            Some(file) => {
                self.count += 1;
                if !self.files.contains(file) {
                    self.files.insert(file.to_owned());
                }
                true
            }
            None => false,
        }
    }

    /// Files the consequence: `{count} {records} refer to {locations} not loaded because of
    /// the problems in {files} above`.
    pub(crate) fn report(self, file: &mut FileProblems<'_>, (record, records): (&str, &str)) {
        let what = self.kind.things();
        if self.count == 0 {
            return;
        }
        let (noun, verb) = if self.count == 1 { (record, "refers") } else { (records, "refer") };
        let files: Vec<&str> = self.files.iter().map(String::as_str).collect();
        let message = format!(
            "{} {noun} {verb} to {what} not loaded because of the problems in {} above",
            self.count,
            files.join(", ")
        );
        file.all.consequences.push(Problem { file: file.file.clone(), record: None, field: None, message });
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

    /// Records that `id` (of `kind`) would have been defined by this file, which could not be read.
    pub(crate) fn lose(&mut self, kind: Lost, id: String) {
        self.all.lost.insert((kind, id), self.file.clone());
    }

    /// The problems found so far (to look up what was lost).
    pub(crate) fn all(&self) -> &Problems {
        self.all
    }

    fn push(&mut self, record: Option<String>, field: Option<String>, message: String) {
        self.all.problems.push(Problem { file: self.file.clone(), record, field, message });
    }

    /// Reports a TOML error with its line.
    pub(crate) fn toml(&mut self, text: &str, e: &toml::de::Error) {
        let record = e.span().map(|s| {
            format!("line {}", text.as_bytes()[..s.start.min(text.len())].iter().filter(|b| **b == b'\n').count() + 1)
        });
        let message = e.message().trim_end_matches('\n').to_owned();
        self.push(record, None, message);
    }
}
