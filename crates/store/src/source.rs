//! Where store files come from: a directory on disk, or files embedded in the binary.

use std::io;
use std::path::PathBuf;

/// Read access to a store's files, by path relative to the store root.
pub trait Source {
    /// The file's text, or `None` when it does not exist.
    fn read(&self, path: &str) -> io::Result<Option<String>>;
    /// The file's bytes as a buffered stream, or `None` when it does not exist. Files that can be
    /// large (a chain's `locations/*.csv` and `*.jsonl`) are read through this, a record at a
    /// time, so their text is never held whole. The default reads the whole file with
    /// [`Source::read`]; sources that can stream override it.
    fn open(&self, path: &str) -> io::Result<Option<Box<dyn io::BufRead + '_>>> {
        Ok(self.read(path)?.map(|text| Box::new(io::Cursor::new(text.into_bytes())) as Box<dyn io::BufRead>))
    }
    /// The files directly inside `dir` whose names end with `.{extension}`, sorted.
    fn list(&self, dir: &str, extension: &str) -> io::Result<Vec<String>>;
    /// A description for messages.
    fn describe(&self) -> String;
}

/// A store directory on disk.
#[derive(Debug, Clone)]
pub struct DirSource(PathBuf);

impl DirSource {
    /// The store rooted at `path`.
    pub fn new(path: impl Into<PathBuf>) -> Self {
        DirSource(path.into())
    }
}

impl Source for DirSource {
    fn read(&self, path: &str) -> io::Result<Option<String>> {
        match std::fs::read_to_string(self.0.join(path)) {
            Ok(s) => Ok(Some(s)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    fn open(&self, path: &str) -> io::Result<Option<Box<dyn io::BufRead + '_>>> {
        match std::fs::File::open(self.0.join(path)) {
            Ok(f) => Ok(Some(Box::new(io::BufReader::with_capacity(1 << 16, f)))),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    fn list(&self, dir: &str, extension: &str) -> io::Result<Vec<String>> {
        let entries = match std::fs::read_dir(self.0.join(dir)) {
            Ok(e) => e,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(e),
        };
        let mut out = Vec::new();
        for entry in entries {
            let entry = entry?;
            let name = entry.file_name().to_string_lossy().into_owned();
            // A link to a file (an export kept elsewhere) is read like the file itself.
            let kind = entry.file_type()?;
            let is_file = kind.is_file() || (kind.is_symlink() && std::fs::metadata(entry.path())?.is_file());
            if is_file && name.ends_with(&format!(".{extension}")) {
                out.push(format!("{dir}/{name}"));
            }
        }
        out.sort();
        Ok(out)
    }

    fn describe(&self) -> String {
        self.0.display().to_string()
    }
}

/// A store embedded in the binary.
#[derive(Debug, Clone, Copy)]
pub struct EmbeddedSource {
    name: &'static str,
    dir: &'static include_dir::Dir<'static>,
}

impl EmbeddedSource {
    /// An embedded store, described as `name`.
    pub fn new(name: &'static str, dir: &'static include_dir::Dir<'static>) -> Self {
        EmbeddedSource { name, dir }
    }
}

impl Source for EmbeddedSource {
    fn read(&self, path: &str) -> io::Result<Option<String>> {
        match self.dir.get_file(path) {
            None => Ok(None),
            Some(f) => f
                .contents_utf8()
                .map(|s| Some(s.to_owned()))
                .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidData, format!("{path} is not UTF-8"))),
        }
    }

    fn open(&self, path: &str) -> io::Result<Option<Box<dyn io::BufRead + '_>>> {
        Ok(self.dir.get_file(path).map(|f| Box::new(f.contents()) as Box<dyn io::BufRead>))
    }

    fn list(&self, dir: &str, extension: &str) -> io::Result<Vec<String>> {
        let Some(d) = self.dir.get_dir(dir) else { return Ok(Vec::new()) };
        let mut out: Vec<String> = d
            .files()
            .filter_map(|f| f.path().to_str())
            .filter(|p| p.ends_with(&format!(".{extension}")))
            .map(str::to_owned)
            .collect();
        out.sort();
        Ok(out)
    }

    fn describe(&self) -> String {
        self.name.to_owned()
    }
}

/// Reads and parses a TOML file, filing any problem under its path. `None` when the file is
/// missing (and `required` is false) or unusable.
pub(crate) fn read_toml<T: serde::de::DeserializeOwned>(
    source: &dyn Source,
    path: &str,
    required: bool,
    problems: &mut crate::problems::Problems,
) -> Option<T> {
    let mut file = problems.in_file(path);
    let text = match source.read(path) {
        Ok(Some(t)) => t,
        Ok(None) => {
            if required {
                file.file("this file is required but does not exist");
            }
            return None;
        }
        Err(e) => {
            file.file(format!("cannot be read: {e}"));
            return None;
        }
    };
    parse_toml(&text, &mut file)
}

/// Parses TOML text, filing errors with their line.
///
/// Every problem of the file is reported, not only the first: each unknown key, and each value
/// of the wrong type, is reported and left out, and the file read again, until nothing is
/// wrong. Unknown keys alone leave the file usable (the store is invalid either way, and the
/// rest of its records are still checked); any other problem makes it unusable, and the ids its
/// `[[location]]` and `[[product]]` tables would have defined are recorded as lost
/// ([`crate::problems::Problems::lose`]), so records elsewhere referring to them are reported
/// as one consequence rather than each as a problem of its own.
pub(crate) fn parse_toml<T: serde::de::DeserializeOwned>(
    text: &str,
    file: &mut crate::problems::FileProblems<'_>,
) -> Option<T> {
    // Most files are right: read them once, as they are.
    let first = match toml::from_str::<T>(text) {
        Ok(v) => return Some(v),
        Err(e) => e,
    };
    let mut table = match toml::de::DeTable::parse(text) {
        Ok(table) => table,
        Err(_) => {
            file.toml(text, &first);
            return None;
        }
    };
    let mut usable = true;
    // Keys left out because their values were wrong: their absence is no news.
    let mut left_out: Vec<String> = Vec::new();
    for _ in 0..MAX_PROBLEMS_PER_FILE {
        let e = match T::deserialize(toml::de::Deserializer::from(table.clone())) {
            Ok(v) if usable => return Some(v),
            Ok(_) => break,
            Err(e) => e,
        };
        let message = e.message();
        let unknown_key = message.starts_with("unknown field");
        let missing_left_out = missing_field(message).is_some_and(|name| left_out.iter().any(|k| k == name));
        if !missing_left_out {
            file.toml(text, &e);
        }
        usable &= unknown_key;
        match e.span().and_then(|span| remove_entry(table.get_mut(), &span)) {
            Some(key) if !unknown_key => left_out.push(key),
            Some(_) => {}
            None => break,
        }
    }
    lost_ids(table.get_ref(), file);
    None
}

/// The most problems reported for one file: enough for any typo-ridden file, a bound on the
/// re-reading for a pathological one.
const MAX_PROBLEMS_PER_FILE: usize = 1000;

/// The field a "missing field `…`" error names.
pub(crate) fn missing_field(message: &str) -> Option<&str> {
    message.strip_prefix("missing field `")?.split_once('`').map(|(name, _)| name)
}

/// Removes the entry whose key or value was written at `span`, wherever it is in `table`;
/// its key, if there was one.
fn remove_entry(table: &mut toml::de::DeTable<'_>, span: &std::ops::Range<usize>) -> Option<String> {
    let found = table
        .iter()
        .find(|(key, value)| key.span() == *span || value.span() == *span)
        .map(|(key, _)| key.get_ref().to_string());
    if let Some(name) = found {
        table.remove(name.as_str());
        return Some(name);
    }
    table.iter_mut().find_map(|(_, value)| remove_entry_in(value.get_mut(), span))
}

fn remove_entry_in(value: &mut toml::de::DeValue<'_>, span: &std::ops::Range<usize>) -> Option<String> {
    match value {
        toml::de::DeValue::Table(table) => remove_entry(table, span),
        toml::de::DeValue::Array(items) => items.iter_mut().find_map(|item| remove_entry_in(item.get_mut(), span)),
        _ => None,
    }
}

/// Records as lost the ids a file that could not be read would have defined: its locations'
/// and buyers' ids, and its products' ids and SKUs with their variants' (what inventory rows,
/// orders and carts name).
fn lost_ids(table: &toml::de::DeTable<'_>, file: &mut crate::problems::FileProblems<'_>) {
    let tables = |name: &str| -> Vec<&toml::de::DeTable<'_>> {
        match table.get(name).map(|v| v.get_ref()) {
            Some(toml::de::DeValue::Array(items)) => items
                .iter()
                .filter_map(|item| match item.get_ref() {
                    toml::de::DeValue::Table(t) => Some(t),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    };
    let text = |t: &toml::de::DeTable<'_>, key: &str| match t.get(key).map(|v| v.get_ref()) {
        Some(toml::de::DeValue::String(s)) => Some(s.to_string()),
        _ => None,
    };
    for location in tables("location") {
        if let Some(id) = text(location, "id") {
            file.lose(crate::problems::Lost::Location, id);
        }
    }
    for buyer in tables("buyer") {
        if let Some(id) = text(buyer, "id") {
            file.lose(crate::problems::Lost::Buyer, id);
        }
    }
    for product in tables("product") {
        let mut items: Vec<&toml::de::DeTable<'_>> = vec![product];
        if let Some(toml::de::DeValue::Array(variants)) = product.get("variants").map(|v| v.get_ref()) {
            items.extend(variants.iter().filter_map(|v| match v.get_ref() {
                toml::de::DeValue::Table(t) => Some(t),
                _ => None,
            }));
        }
        for item in items {
            for key in ["id", "sku"] {
                if let Some(id) = text(item, key) {
                    file.lose(crate::problems::Lost::Item, id);
                }
            }
        }
    }
}

/// The files of `dir` with `extension`, filing a problem if the directory cannot be listed.
pub(crate) fn list(
    source: &dyn Source,
    dir: &str,
    extension: &str,
    problems: &mut crate::problems::Problems,
) -> Vec<String> {
    source.list(dir, extension).unwrap_or_else(|e| {
        problems.in_file(dir).file(format!("cannot be listed: {e}"));
        Vec::new()
    })
}
