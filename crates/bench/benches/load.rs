//! Readiness at chain scale: how long a chain's store takes from its files to a store generation
//! ready to serve (what `concierge serve` does before it listens), and how much memory that
//! holds.
//!
//!     cargo bench -p concierge-bench --bench load                            # 1k and 1M, 3 runs
//!     cargo bench -p concierge-bench --bench load -- --sizes 100000 --runs 5
//!     cargo bench -p concierge-bench --bench load -- --dir /tmp/chain-1m    # keep the files
//!     cargo bench -p concierge-bench --bench load -- --profiles diverse     # one profile
//!
//! Each size is generated in both profiles of `concierge_bench::chain::Profile` (stores sharing
//! patterned hours, and stores each keeping their own), reported one after the other.
//! For each size it generates a chain (`concierge_bench::chain`), writes it as a store
//! directory (`concierge_bench::export`: the demo store's files plus `locations/chain.jsonl` and
//! the stock in `inventory.csv`), then starts itself once per run as a fresh process, which
//! loads the directory as `concierge serve` does (parse and validate, or read the snapshot) and
//! builds a store generation from it (`Concierge::new`: the location index, the answer engine),
//! and reports each phase's time and the process's resident memory after it, and its peak.
//!
//! Each size is started three ways: from its files with snapshots off (`files`); once from its
//! files with a snapshot written for the next start, as the first start of a server does
//! (`files, writing`; one run); and from that snapshot (`snapshot`). The figures printed are
//! medians over the runs; the 1k chain is the floor read in the same run.
//!
//! With `--dir DIR` the files are written to `DIR/<size>` and kept; an existing one is reused
//! (its snapshot is always written afresh).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

use concierge_bench::args;
use concierge_bench::chain::generate_profile;
use concierge_bench::export::write_store;
use concierge_bench::measure::{mib, ms, peak_resident_bytes, resident_bytes};
use concierge_core::clock::FixedClock;
use concierge_service::config::{Config, LocationSettings};
use concierge_service::{Concierge, StoreSource};

/// The allocator `concierge serve` runs on.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    if let Some(dir) = args::value("--child") {
        child(Path::new(&dir), args::value("--snapshot").map(PathBuf::from));
        return;
    }
    let sizes = args::counts("--sizes", "1000,1000000");
    let runs = args::count("--runs", 3);
    let kept = args::value("--dir").map(PathBuf::from);
    let scratch = std::env::temp_dir().join(format!("concierge-load-bench-{}", std::process::id()));
    let demo = concierge_store::demo().expect("the demo store loads");

    println!("Concierge load benchmark: each run a fresh process; medians over {runs} runs\n");
    println!(
        "  {:>9} {:>15} {:>13} {:>13} {:>11} {:>13} {:>11} {:>11}",
        "stores", "from", "loaded in", "resident", "generation", "ready in", "resident", "peak"
    );
    for (profile, n) in args::profiles().into_iter().flat_map(|p| sizes.iter().map(move |&n| (p, n))) {
        let dir = kept.as_deref().unwrap_or(&scratch).join(format!("{}-{n}", profile.name()));
        if !dir.join("locations/chain.jsonl").exists() {
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(dir.parent().expect("a parent")).expect("the directory's parent is created");
            let start = Instant::now();
            write_store(&generate_profile(&demo, n, 42, profile), &dir).expect("the chain is written");
            let bytes = std::fs::metadata(dir.join("locations/chain.jsonl")).map_or(0, |m| m.len());
            eprintln!("  ({n} stores written in {}: {} of JSON Lines)", ms(start.elapsed()), mib(bytes));
        }
        println!("  {} chain", profile.name());
        let snapshot = dir.with_extension("snapshot");
        let _ = std::fs::remove_file(&snapshot);
        let from_files: Vec<Report> = (0..runs).map(|_| run_child(&dir, None)).collect();
        print_row(n, "files", &from_files);
        if n < concierge_store::SNAPSHOT_MIN_LOCATIONS {
            continue; // not snapshotted
        }
        print_row(n, "files, writing", &[run_child(&dir, Some(&snapshot))]);
        let from_snapshot: Vec<Report> = (0..runs).map(|_| run_child(&dir, Some(&snapshot))).collect();
        print_row(n, "snapshot", &from_snapshot);
        let _ = std::fs::remove_file(&snapshot);
    }
    if kept.is_none() {
        let _ = std::fs::remove_dir_all(&scratch);
    }
}

/// One line of the table: the medians of `reports`.
fn print_row(n: usize, from: &str, reports: &[Report]) {
    println!(
        "  {n:>9} {from:>15} {:>13} {:>13} {:>11} {:>13} {:>11} {:>11}",
        ms(median(reports, |r| r.loaded)),
        mib(median(reports, |r| r.loaded_rss)),
        ms(median(reports, |r| r.generation)),
        ms(median(reports, |r| r.loaded + r.generation)),
        mib(median(reports, |r| r.ready_rss)),
        mib(median(reports, |r| r.peak_rss)),
    );
}

/// The median over `reports` of what `figure` reads from each (the upper one of an even count).
fn median<T: Ord>(reports: &[Report], figure: impl Fn(&Report) -> T) -> T {
    let mut all: Vec<T> = reports.iter().map(figure).collect();
    all.sort();
    all.swap_remove(all.len() / 2)
}

/// What one run measured.
struct Report {
    loaded: Duration,
    loaded_rss: u64,
    generation: Duration,
    ready_rss: u64,
    peak_rss: u64,
}

/// Runs this benchmark as a fresh process on `dir`, with the snapshot at `snapshot` or
/// snapshots off, and reads its report.
fn run_child(dir: &Path, snapshot: Option<&Path>) -> Report {
    let mut child = Command::new(std::env::current_exe().expect("this benchmark's path"));
    child.arg("--child").arg(dir);
    if let Some(snapshot) = snapshot {
        child.arg("--snapshot").arg(snapshot);
    }
    let out = child.output().expect("the benchmark starts itself");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "the run failed: {}{}", text, String::from_utf8_lossy(&out.stderr));
    let field = |name: &str| -> u64 {
        text.lines()
            .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.trim().parse().ok())
            .unwrap_or_else(|| panic!("the run did not report {name}: {text}"))
    };
    Report {
        loaded: Duration::from_nanos(field("loaded_ns")),
        loaded_rss: field("loaded_rss"),
        generation: Duration::from_nanos(field("generation_ns")),
        ready_rss: field("ready_rss"),
        peak_rss: field("peak_rss"),
    }
}

/// One run: load `dir` (with the snapshot at `snapshot`, or none), build a generation from it,
/// report.
fn child(dir: &Path, snapshot: Option<PathBuf>) {
    let start = Instant::now();
    let business = match &snapshot {
        None => StoreSource::Dir(dir.to_owned()).load(&LocationSettings { snapshot: false, ..Default::default() }),
        Some(file) => concierge_store::load_dir_with_snapshot(dir, file).map(|(business, report)| {
            assert!(report.discarded.is_none(), "{report:?}");
            assert!(report.used || report.written == Some(Ok(())), "{report:?}");
            println!("snapshot_used {}", u8::from(report.used));
            business
        }),
    }
    .unwrap_or_else(|e| panic!("the store loads: {e}"));
    let loaded = start.elapsed();
    let loaded_rss = resident_bytes().unwrap_or(0);
    let mut config = Config::default();
    config.storage.database_url = "sqlite::memory:".into();
    let now = "2026-12-02T18:00:00Z".parse().expect("a timestamp");
    let start = Instant::now();
    let app = Concierge::new(config, business, Arc::new(FixedClock(now))).expect("a generation is built");
    let generation = start.elapsed();
    println!("loaded_ns {}", loaded.as_nanos());
    println!("loaded_rss {loaded_rss}");
    println!("generation_ns {}", generation.as_nanos());
    println!("ready_rss {}", resident_bytes().unwrap_or(0));
    println!("peak_rss {}", peak_resident_bytes().unwrap_or(0));
    std::hint::black_box(app);
}
