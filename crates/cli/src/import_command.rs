//! `concierge import <kind> FILE… --into STORE_DIR`: an export (a Shopify product CSV, a Google
//! Business Profile location sheet, a Merchant Center feed, schema.org JSON-LD, policy and FAQ pages) turned into the store's files
//! (`concierge-import`), with progress on a terminal (plain lines elsewhere), the report, and the
//! store's validation at the end. Exits 1 when the store is invalid afterwards.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{Result, bail};
use concierge_import::{Kind, Options, Progress, import};

/// What to import.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub(crate) enum ImportKind {
    /// Shopify's product CSV export (Products → Export → CSV).
    Shopify,
    /// Google Business Profile's bulk location sheet (CSV).
    Gbp,
    /// A Google Merchant Center product feed (tab-separated, or XML).
    Merchant,
    /// schema.org JSON-LD in saved HTML pages or .jsonld files (products, stores, FAQ).
    Jsonld,
    /// Policy pages, saved as HTML or written in Markdown (one policy each).
    Policy,
    /// FAQ pages, saved as HTML or written in Markdown (questions as headings).
    Faq,
}

/// `concierge import`.
#[derive(clap::Args)]
pub(crate) struct ImportArgs {
    /// What the files are.
    kind: ImportKind,
    /// The export files, read in order.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// The store directory to import into (it must hold a store.toml).
    #[arg(long)]
    into: PathBuf,
    /// Read, map and validate, and report; write nothing.
    #[arg(long)]
    dry_run: bool,
    /// Policies: the policy type (`refund_policy`, `shipping_policy`, …) instead of the one
    /// guessed from the title.
    #[arg(long = "type", value_name = "TYPE")]
    policy_type: Option<String>,
}

/// Progress on stderr: one line rewritten in place on a terminal, a line every few seconds
/// elsewhere.
struct Meter {
    started: Instant,
    last: Instant,
    terminal: bool,
}

impl Meter {
    fn show(&mut self, p: &Progress<'_>) {
        let now = Instant::now();
        let done = p.total > 0 && p.bytes >= p.total;
        let every = if self.terminal { Duration::from_millis(200) } else { Duration::from_secs(5) };
        if now.duration_since(self.last) < every && !done {
            return;
        }
        self.last = now;
        let secs = now.duration_since(self.started).as_secs_f64().max(1e-3);
        let rate = p.rows as f64 / secs;
        let share = if p.total > 0 { p.bytes as f64 / p.total as f64 } else { 0.0 };
        let eta = if share > 0.0 && !done {
            format!(", about {:.0} s left", secs * (1.0 - share) / share)
        } else {
            String::new()
        };
        let name =
            p.file.file_name().map_or_else(|| p.file.display().to_string(), |n| n.to_string_lossy().into_owned());
        let line = format!("{name}: {:>3.0} %, {} rows, {:.0} rows/s{eta}", share * 100.0, p.rows, rate);
        let mut err = std::io::stderr();
        if self.terminal {
            let filled = (share * 20.0).round() as usize;
            let bar = format!("[{}{}]", "#".repeat(filled.min(20)), ".".repeat(20 - filled.min(20)));
            let _ = write!(err, "\r{bar} {line:<70}");
            if done {
                let _ = writeln!(err);
            }
        } else {
            let _ = writeln!(err, "{line}");
        }
    }
}

pub(crate) fn run(args: ImportArgs) -> Result<()> {
    let kind = match args.kind {
        ImportKind::Shopify => Kind::Shopify,
        ImportKind::Gbp => Kind::GoogleBusinessProfile,
        ImportKind::Merchant => Kind::MerchantCenter,
        ImportKind::Jsonld => Kind::JsonLd,
        ImportKind::Policy => Kind::Policy,
        ImportKind::Faq => Kind::Faq,
    };
    let start = Instant::now();
    let mut meter =
        Meter { started: start, last: start - Duration::from_secs(60), terminal: std::io::stderr().is_terminal() };
    let report = import(
        kind,
        &args.files,
        &args.into,
        &Options { dry_run: args.dry_run, policy_type: args.policy_type.clone(), now: None },
        &mut |p| meter.show(&p),
    )
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    print!("{report}");
    if !report.problems.is_empty() {
        bail!(
            "the store in {} is not valid after the import (fix the problems above, or the export, and import again)",
            args.into.display()
        );
    }
    Ok(())
}
