//! Onboarding from the files a business already has: `concierge import <kind> FILE… --into DIR`
//! turns an export into the store directory format (docs/store-format.md), says what went where
//! and every row it could not use (with its line and the reason), and ends with the same
//! validation as `concierge check-store`.
//!
//! - `shopify`: Shopify's product CSV export → `products/shopify.toml`.
//! - `gbp`: Google Business Profile's bulk location sheet → `locations/google-business-profile.jsonl`,
//!   time zones derived offline ([`zones`]), hours in the forms tools write ([`hours`]).
//! - `merchant`: Google Merchant Center feeds (tab-separated or XML) → `products/merchant-center.toml`.
//! - `jsonld`: schema.org JSON-LD (`Product`, `ProductGroup`, `LocalBusiness` and `Store`,
//!   `FAQPage`) in saved pages → `products/jsonld.toml`, `locations/jsonld.jsonl`, `faq.toml`.
//! - `pages`: policy pages (HTML or Markdown) → `policies/{title}.md`, and FAQ pages →
//!   `faq.toml`.
//!
//! A product or store already in another file of the store (same SKU, GTIN, id or store code)
//! is not written again ([`merge`]): the file that had it first keeps it.
//!
//! Each kind writes one file of its own in the store (`products/shopify.toml`), whole, in the
//! order of the export: importing the same export again changes nothing, and the store's other
//! files are never touched. Exports are read a record at a time and products written as they
//! complete, so memory stays bounded whatever the export's size. Real files are messy — a
//! byte-order mark, CRLF, quoted line breaks, Windows-1252 text, prices with currency symbols
//! and decimal commas, missing columns — and each case is handled or reported
//! ([`text`], [`money`], [`html`]), never a panic and never a silently wrong value.

mod gbp;
pub mod hours;
pub mod html;
mod jsonld;
mod merchant;
mod merge;
pub mod money;
mod pages;
pub mod records;
pub mod report;
mod rows;
mod shipping;
mod shopify;
pub mod text;
pub mod zones;

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

pub use report::{Dropped, Report};

/// What can be imported.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Shopify's product CSV export.
    Shopify,
    /// Google Business Profile's bulk location sheet (CSV).
    GoogleBusinessProfile,
    /// A Google Merchant Center product feed (tab-separated, or XML: RSS 2.0 or Atom).
    MerchantCenter,
    /// schema.org JSON-LD in saved HTML pages or `.jsonld` files.
    JsonLd,
    /// A policy page, saved as HTML or written in Markdown.
    Policy,
    /// An FAQ page, saved as HTML or written in Markdown (questions as headings).
    Faq,
}

impl Kind {
    /// Its name in reports.
    pub fn label(self) -> &'static str {
        match self {
            Kind::Shopify => "Shopify product export",
            Kind::GoogleBusinessProfile => "Google Business Profile location sheet",
            Kind::MerchantCenter => "Merchant Center feed",
            Kind::JsonLd => "schema.org JSON-LD",
            Kind::Policy => "policy pages",
            Kind::Faq => "FAQ pages",
        }
    }

    /// The store file it writes, relative to the store directory (policies: one per page, in
    /// this folder).
    pub fn output(self) -> &'static str {
        match self {
            Kind::Shopify => "products/shopify.toml",
            Kind::GoogleBusinessProfile => "locations/google-business-profile.jsonl",
            Kind::MerchantCenter => "products/merchant-center.toml",
            Kind::JsonLd => "products/jsonld.toml",
            Kind::Policy => "policies",
            Kind::Faq => "faq.toml",
        }
    }
}

/// Why an import could not run at all (a row's problems are in the [`Report`] instead).
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The store directory cannot be used.
    #[error("{0}")]
    Store(String),
    /// An input file cannot be read.
    #[error("{}: {}", .0.display(), .1)]
    Read(PathBuf, std::io::Error),
    /// The header is not the kind's.
    #[error("the header: {0}")]
    Header(String),
    /// The CSV cannot be read at all.
    #[error("{}: {}", .0.display(), .1)]
    Csv(PathBuf, String),
    /// The output cannot be written.
    #[error("writing what {} holds: {}", .0.display(), .1)]
    Write(PathBuf, std::io::Error),
}

/// How the import runs.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Read, map and validate, but write nothing.
    pub dry_run: bool,
    /// Policies: the policy type, instead of the one guessed from the title.
    pub policy_type: Option<String>,
    /// The time a feed's sale dates are read against (`None`: now).
    pub now: Option<jiff::Timestamp>,
}

/// Progress of one file: its name, bytes read, its size, rows read.
pub struct Progress<'a> {
    /// The file.
    pub file: &'a Path,
    /// Bytes read so far.
    pub bytes: u64,
    /// Its size (0 when unknown).
    pub total: u64,
    /// Rows read so far.
    pub rows: u64,
}

/// Imports `files` of `kind` into the store directory `into`, which must hold a `store.toml`
/// (the business; its `website` makes product URLs). `progress` is called as the files are
/// read. With `options.dry_run`, the store is validated on a copy and nothing is written.
pub fn import(
    kind: Kind,
    files: &[PathBuf],
    into: &Path,
    options: &Options,
    progress: &mut dyn FnMut(Progress<'_>),
) -> Result<Report, ImportError> {
    let store = store_info(into)?;
    let unit = match kind {
        Kind::Policy | Kind::Faq => "pages",
        Kind::JsonLd => "JSON-LD blocks",
        _ => "rows",
    };
    let mut report = Report { kind: kind.label(), unit, dry_run: options.dry_run, ..Report::default() };
    // A dry run writes into a copy of the store, so that validation sees the result.
    let scratch = if options.dry_run {
        let dir = tempfile_dir()?;
        copy_dir(into, &dir.join("store"))
            .map_err(|e| ImportError::Store(format!("copying {}: {e}", into.display())))?;
        Some(dir)
    } else {
        None
    };
    let target = scratch.as_ref().map_or_else(|| into.to_owned(), |d| d.join("store"));
    let written = match kind {
        Kind::Shopify | Kind::GoogleBusinessProfile | Kind::MerchantCenter => {
            let now = options.now.unwrap_or_else(jiff::Timestamp::now);
            stream(kind, files, &target, &store, now, &mut report, progress)
        }
        Kind::Policy => pages::policies(files, &target, &store.website, options, &mut report),
        Kind::Faq => pages::faq(files, &target, &store.website, &mut report),
        Kind::JsonLd => import_jsonld(files, &target, &store, &mut report),
    };
    let written = match written {
        Ok(w) => w,
        Err(e) => {
            if let Some(dir) = scratch {
                let _ = std::fs::remove_dir_all(dir);
            }
            return Err(e);
        }
    };
    report.outputs = written.iter().map(|relative| into.join(relative)).collect();
    report.problems = match concierge_store::load_dir(&target) {
        Ok(_) => Vec::new(),
        Err(invalid) => invalid
            .problems
            .iter()
            .map(ToString::to_string)
            .chain(invalid.consequences.iter().map(|c| format!("{c} (a consequence of the problems above)")))
            .collect(),
    };
    if let Some(dir) = scratch {
        let _ = std::fs::remove_dir_all(dir);
    }
    Ok(report)
}

/// A tabular kind's rows streamed into its one file (`kind.output()` under `target`), written
/// whole or not at all, and a feed's shipping rates into `shipping.toml`; the files' paths
/// relative to the store.
fn stream(
    kind: Kind,
    files: &[PathBuf],
    target: &Path,
    store: &StoreInfo,
    now: jiff::Timestamp,
    report: &mut Report,
    progress: &mut dyn FnMut(Progress<'_>),
) -> Result<Vec<PathBuf>, ImportError> {
    let website = store.website.as_str();
    let mut rates = Vec::new();
    let output = target.join(kind.output());
    if let Some(parent) = output.parent() {
        std::fs::create_dir_all(parent).map_err(|e| ImportError::Write(output.clone(), e))?;
    }
    let partial = output.with_file_name(format!(
        ".{}.partial",
        output.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
    ));
    let file = std::fs::File::create(&partial).map_err(|e| ImportError::Write(partial.clone(), e))?;
    let mut out = BufWriter::new(file);
    let written = (|| -> Result<(), ImportError> {
        let write_error = |e| ImportError::Write(partial.clone(), e);
        if matches!(kind, Kind::Shopify | Kind::MerchantCenter) {
            // TOML takes a comment; JSON Lines does not.
            out.write_all(written_header(&file_names(files)).as_bytes()).map_err(write_error)?;
        }
        let known = merge::Known::of_store(target, &[kind.output()]);
        if kind == Kind::MerchantCenter {
            // Items of one group may be in several files: one feed over them all.
            let cx = merchant::Context { website, currency: &store.currency, known: &known, now };
            let mut write = |p: records::ProductRecord| records::write_product(&mut out, &p);
            let mut feed = merchant::Feed::new(&cx, &mut write);
            for path in files {
                let (input, total) = open(path)?;
                let mut tick = |bytes: u64, rows: u64| progress(Progress { file: path, bytes, total, rows });
                merchant::read(input, path, &mut feed, report, &mut tick)?;
                progress(Progress { file: path, bytes: total, total, rows: report.rows });
            }
            rates = feed.finish(report)?;
        }
        for path in files.iter().filter(|_| kind != Kind::MerchantCenter) {
            let (input, total) = open(path)?;
            let mut tick = |bytes: u64, rows: u64| progress(Progress { file: path, bytes, total, rows });
            match kind {
                Kind::Shopify => {
                    let cx = shopify::Context { website, known: &known };
                    let mut write = |p: records::ProductRecord| records::write_product(&mut out, &p);
                    shopify::read(input, path, &cx, report, &mut write, &mut tick)?;
                }
                Kind::GoogleBusinessProfile => {
                    let mut write = |location: &serde_json::Value| {
                        serde_json::to_writer(&mut out, location).map_err(std::io::Error::other)?;
                        out.write_all(b"\n")
                    };
                    gbp::read(input, path, &known, report, &mut write, &mut tick)?;
                }
                Kind::MerchantCenter | Kind::JsonLd | Kind::Policy | Kind::Faq => {
                    unreachable!("read above, or not streamed")
                }
            }
            progress(Progress { file: path, bytes: total, total, rows: report.rows });
        }
        let supplements = known.take_supplements();
        records::write_supplements(&mut out, &supplements).map_err(write_error)?;
        if !supplements.is_empty() {
            *report.written.entry("supplements").or_default() += supplements.len() as u64;
        }
        out.flush().map_err(write_error)
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_file(&partial);
        return Err(e);
    }
    drop(out);
    std::fs::rename(&partial, &output).map_err(|e| ImportError::Write(output.clone(), e))?;
    let mut written = vec![PathBuf::from(kind.output())];
    written.extend(shipping::write(target, &rates, &file_names(files), report)?);
    Ok(written)
}

/// JSON-LD: what its nodes hold, each kind of record in its own file (`products/jsonld.toml`,
/// `locations/jsonld.jsonl`, `faq.toml`); the files written, relative to the store.
fn import_jsonld(
    files: &[PathBuf],
    target: &Path,
    store: &StoreInfo,
    report: &mut Report,
) -> Result<Vec<PathBuf>, ImportError> {
    let found = jsonld::read(files, &store.website, &store.currency, report)?;
    let known = merge::Known::of_store(target, &["products/jsonld.toml", "locations/jsonld.jsonl"]);
    let mut written = Vec::new();
    let write = |relative: &str, text: String| -> Result<PathBuf, ImportError> {
        let file = target.join(relative);
        if let Some(parent) = file.parent() {
            std::fs::create_dir_all(parent).map_err(|e| ImportError::Write(file.clone(), e))?;
        }
        std::fs::write(&file, text).map_err(|e| ImportError::Write(file.clone(), e))?;
        Ok(PathBuf::from(relative))
    };
    if !found.products.is_empty() {
        let mut out = Vec::new();
        out.extend_from_slice(
            b"# Written by `concierge import jsonld`.\n# Import again to update it: edits made here are replaced.\n",
        );
        for (file, line, p) in &found.products {
            if !known.admit(p, file, *line, report) {
                continue;
            }
            records::write_product(&mut out, p)
                .map_err(|e| ImportError::Write(target.join("products/jsonld.toml"), e))?;
            *report.written.entry("products").or_default() += 1;
            *report.written.entry("variants").or_default() += p.variants.len() as u64;
        }
        let supplements = known.take_supplements();
        records::write_supplements(&mut out, &supplements)
            .map_err(|e| ImportError::Write(target.join("products/jsonld.toml"), e))?;
        if !supplements.is_empty() {
            *report.written.entry("supplements").or_default() += supplements.len() as u64;
        }
        written.push(write("products/jsonld.toml", String::from_utf8_lossy(&out).into_owned())?);
    }
    if !found.locations.is_empty() {
        let mut out = String::new();
        for (file, line, l) in &found.locations {
            if let Some(reason) = known.location_taken(l) {
                report.dropped.push(Dropped { file: file.clone(), line: *line, reason });
                continue;
            }
            out.push_str(&l.to_string());
            out.push('\n');
            *report.written.entry("locations").or_default() += 1;
        }
        written.push(write("locations/jsonld.jsonl", out)?);
    }
    if !found.faq.is_empty() {
        written.push(pages::write_faq(target, &found.faq, files, report)?);
    }
    written.extend(shipping::write(target, &found.shipping, &file_names(files), report)?);
    Ok(written)
}

/// How a file an import writes begins: how the next import knows it may replace it.
const WRITTEN_MARK: &str = "# Written by `concierge import`";

/// The comment a TOML file an import writes opens with, naming what it was written `from`.
pub(crate) fn written_header(from: &str) -> String {
    format!("{WRITTEN_MARK} from {from}.\n# Import again to update it: edits made here are replaced.\n")
}

/// Whether an import may write `file`: there is none, or an import wrote it (a business's own
/// file is never replaced).
pub(crate) fn may_replace(file: &Path) -> bool {
    std::fs::read_to_string(file).map_or(true, |existing| existing.starts_with(WRITTEN_MARK))
}

/// The files' names, for the comment that opens a file an import writes.
fn file_names(files: &[PathBuf]) -> String {
    let names: Vec<String> = files
        .iter()
        .map(|f| f.file_name().map_or_else(|| f.display().to_string(), |n| n.to_string_lossy().into_owned()))
        .collect();
    names.join(", ")
}

/// A file to read, buffered, and its size.
fn open(path: &Path) -> Result<(std::io::BufReader<std::fs::File>, u64), ImportError> {
    let file = std::fs::File::open(path).map_err(|e| ImportError::Read(path.to_owned(), e))?;
    let total = file.metadata().map_or(0, |m| m.len());
    Ok((std::io::BufReader::new(file), total))
}

/// What an import needs from the store's `store.toml`.
struct StoreInfo {
    /// `[business] website`: product and policy URLs are made from it.
    website: String,
    /// `[business] currency`: feed prices must be in it.
    currency: String,
}

/// The store in `dir`, as an import needs it.
fn store_info(dir: &Path) -> Result<StoreInfo, ImportError> {
    let file = dir.join("store.toml");
    let text = std::fs::read_to_string(&file).map_err(|e| {
        ImportError::Store(format!(
            "{}: {e}; import into a store directory with its store.toml (copy crates/store/demo/store.toml and edit it)",
            file.display()
        ))
    })?;
    let table: toml::Table =
        text.parse().map_err(|e| ImportError::Store(format!("{}: is not valid TOML: {e}", file.display())))?;
    let business = table.get("business");
    let website = business
        .and_then(|b| b.get("website"))
        .and_then(toml::Value::as_str)
        .filter(|w| w.starts_with("https://") || w.starts_with("http://"))
        .map(str::to_owned)
        .ok_or_else(|| {
            ImportError::Store(format!(
                "{}: needs `[business] website` (an http(s) URL) for product links",
                file.display()
            ))
        })?;
    let currency = business.and_then(|b| b.get("currency")).and_then(toml::Value::as_str).unwrap_or("USD").to_owned();
    Ok(StoreInfo { website, currency })
}

fn tempfile_dir() -> Result<PathBuf, ImportError> {
    let dir = std::env::temp_dir().join(format!("concierge-import-{}-{}", std::process::id(), nanos()));
    std::fs::create_dir_all(&dir).map_err(|e| ImportError::Store(format!("creating {}: {e}", dir.display())))?;
    Ok(dir)
}

fn nanos() -> u128 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos())
}

fn copy_dir(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}
