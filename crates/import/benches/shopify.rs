//! Importing a Shopify product export of 100 000 products (three variants and an image row
//! each: 400 000 rows),
//! against the floor of reading the same file with the plain CSV reader, in the same run.
//!
//! Then a Google Business Profile location sheet of 1 000 000 rows, once: its time, beside the
//! plain CSV parse of the same file, and the process's peak resident memory (`VmHWM`).
//!
//! Run with `cargo bench -p concierge-import --bench shopify` (`-- --products N`, `-- --locations
//! N` for other sizes, `-- --runs N` for more runs of the products; the default is 3). Figures are
//! medians; the targets are the whole import (mapping, writing the store file and validating the
//! store) in ≤ 30 s for 100 000 products and ≤ 60 s for 1 000 000 locations with the peak
//! resident memory ≤ 1 GiB, at ≥ 0.3× the floor's throughput.
//!
//! The allocator is mimalloc, as in the `concierge` binary.

use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

use concierge_import::{Kind, Options, import};

/// The allocator `concierge import` runs on.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn arg(name: &str, default: usize) -> usize {
    let args: Vec<String> = std::env::args().collect();
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// A plausible export: titles and HTML bodies of a few sentences, two options, prices with a
/// currency symbol, an image row per product.
fn write_export(path: &Path, products: usize) -> u64 {
    let mut out = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    writeln!(out, "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Grams,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Barcode,Image Src,Status").unwrap();
    let kinds = ["Jacket", "Boot", "Tent", "Stove", "Backpack", "Headlamp", "Sleeping bag", "Mug"];
    let sizes = ["S", "M", "L"];
    for n in 0..products {
        let kind = kinds[n % kinds.len()];
        for (v, size) in sizes.iter().enumerate() {
            if v == 0 {
                write!(
                    out,
                    "item-{n},Trail {kind} {n},\"<p>The trail {kind} number {n}, built for long days outside.</p><ul><li>Light</li><li>Tough &amp; warm</li></ul>\",Summit Works,{kind},\"outdoor, {kind}\",TRUE,Size,{size},Color,Green,"
                )
                .unwrap();
            } else {
                write!(out, "item-{n},,,,,,,,{size},,Green,").unwrap();
            }
            writeln!(
                out,
                "SKU-{n}-{size},{},{},\"${}.{:02}\",,{:013},https://cdn.example/{n}.jpg,{}",
                400 + v * 50,
                (n + v) % 9,
                20 + n % 300,
                n % 100,
                n,
                if v == 0 { "active" } else { "" }
            )
            .unwrap();
        }
        writeln!(out, "item-{n},,,,,,,,,,,,,,,,,https://cdn.example/{n}-back.jpg,").unwrap();
    }
    out.flush().unwrap();
    std::fs::metadata(path).unwrap().len()
}

/// A location sheet of `n` rows: US cities' coordinates jittered, hours in 12-hour form with
/// a split Saturday, special hours on some.
fn write_sheet(path: &Path, n: usize) -> u64 {
    let mut out = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    writeln!(out, "Store code,Business name,Address line 1,Locality,Administrative area,Country / Region,Postal code,Latitude,Longitude,Primary phone,Monday hours,Tuesday hours,Wednesday hours,Thursday hours,Friday hours,Saturday hours,Sunday hours,Special hours,Wi-Fi (has_wi_fi)").unwrap();
    let cities = [
        (37.77, -122.42, "San Francisco", "CA"),
        (40.71, -74.0, "New York", "NY"),
        (41.88, -87.63, "Chicago", "IL"),
        (39.74, -104.99, "Denver", "CO"),
        (47.61, -122.33, "Seattle", "WA"),
        (33.75, -84.39, "Atlanta", "GA"),
    ];
    for i in 0..n {
        let (lat, lng, city, region) = cities[i % cities.len()];
        let jitter = |k: usize| ((i * 7919 + k * 104_729) % 1000) as f64 / 5000.0 - 0.1;
        let special = if i % 5 == 0 { "2026-12-25: x, 2026-12-24: 9:00AM-3:00PM" } else { "" };
        writeln!(
            out,
            "S{i:07},Store {i},{} Main St,{city},{region},US,{:05},{:.5},{:.5},+1 555 {:07},9:00AM-9:00PM,9:00AM-9:00PM,9:00AM-9:00PM,9:00AM-9:00PM,9:00AM-10:00PM,\"9:00AM-12:00PM,1:00PM-10:00PM\",x,\"{special}\",{}",
            i % 9000 + 1,
            i % 99999,
            lat + jitter(1),
            lng + jitter(2),
            i,
            if i % 2 == 0 { "Yes" } else { "No" }
        )
        .unwrap();
    }
    out.flush().unwrap();
    std::fs::metadata(path).unwrap().len()
}

/// The process's peak resident memory (`VmHWM`), in MiB.
fn peak_mib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    Some(line.split_whitespace().nth(1)?.parse::<u64>().ok()? / 1024)
}

/// The Shopify export: the floor, the whole import, and its validation alone.
fn products_section(dir: &Path, products: usize, runs: usize) {
    let export = dir.join("products_export.csv");
    let bytes = write_export(&export, products);
    let store = dir.join("store");
    std::fs::create_dir(&store).unwrap();
    std::fs::copy(Path::new(env!("CARGO_MANIFEST_DIR")).join("../store/demo/store.toml"), store.join("store.toml"))
        .unwrap();
    println!(
        "Concierge import benchmark: a Shopify export of {products} products ({} MB, {} rows)\n",
        bytes / 1_000_000,
        products * 4
    );

    let mut floor = Vec::new();
    let mut whole = Vec::new();
    let mut validation = Vec::new();
    let mut rows = 0;
    for _ in 0..runs {
        let start = Instant::now();
        let mut reader = csv::Reader::from_path(&export).unwrap();
        let mut record = csv::ByteRecord::new();
        let mut n = 0u64;
        while reader.read_byte_record(&mut record).unwrap() {
            n += record.len() as u64;
        }
        std::hint::black_box(n);
        floor.push(start.elapsed());

        let start = Instant::now();
        let report =
            import(Kind::Shopify, std::slice::from_ref(&export), &store, &Options::default(), &mut |_| {}).unwrap();
        whole.push(start.elapsed());
        assert!(report.problems.is_empty(), "{report}");
        rows = report.rows;
        // The validation the import ends with, alone: loading the store it wrote.
        let start = Instant::now();
        std::hint::black_box(concierge_store::load_dir(&store).unwrap());
        validation.push(start.elapsed());
    }
    let (floor, whole, validation) = (median(floor), median(whole), median(validation));
    let rate = |d: Duration| rows as f64 / d.as_secs_f64();
    println!("  {:<48} {:>10} {:>14} {:>8}", "", "median", "rows/s", "ratio");
    println!(
        "  {:<48} {:>8.2} s {:>14.0} {:>8}",
        "plain CSV parse of the file (floor)",
        floor.as_secs_f64(),
        rate(floor),
        "1.00x"
    );
    println!(
        "  {:<48} {:>8.2} s {:>14.0} {:>7.2}x",
        "import: map, write products/shopify.toml, validate",
        whole.as_secs_f64(),
        rate(whole),
        floor.as_secs_f64() / whole.as_secs_f64()
    );
    println!(
        "  {:<48} {:>8.2} s {:>14.0} {:>7.2}x",
        "  of which validating the store (loading it)",
        validation.as_secs_f64(),
        rate(validation),
        floor.as_secs_f64() / validation.as_secs_f64()
    );
    let mapping = whole.saturating_sub(validation);
    println!(
        "  {:<48} {:>8.2} s {:>14.0} {:>7.2}x",
        "  the rest: reading, mapping, writing",
        mapping.as_secs_f64(),
        rate(mapping),
        floor.as_secs_f64() / mapping.as_secs_f64()
    );
    println!("\n  target: ≤ 30 s for 100 000 products, ≥ 0.30x the floor's rows/s");
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    let products = arg("--products", 100_000);
    let runs = arg("--runs", 3).max(1);
    let dir = tempfile::tempdir().unwrap();
    if products > 0 {
        products_section(dir.path(), products, runs);
    }

    let locations = arg("--locations", 1_000_000);
    if locations == 0 {
        return;
    }
    let sheet = dir.path().join("locations.csv");
    let bytes = write_sheet(&sheet, locations);
    let chain = dir.path().join("chain");
    std::fs::create_dir(&chain).unwrap();
    std::fs::copy(Path::new(env!("CARGO_MANIFEST_DIR")).join("../store/demo/store.toml"), chain.join("store.toml"))
        .unwrap();
    println!("\nA Google Business Profile sheet of {locations} locations ({} MB)\n", bytes / 1_000_000);
    let before = peak_mib();
    let start = Instant::now();
    let mut reader = csv::Reader::from_path(&sheet).unwrap();
    let mut record = csv::ByteRecord::new();
    while reader.read_byte_record(&mut record).unwrap() {}
    let floor = start.elapsed();
    let start = Instant::now();
    let report =
        import(Kind::GoogleBusinessProfile, std::slice::from_ref(&sheet), &chain, &Options::default(), &mut |_| {})
            .unwrap();
    let whole = start.elapsed();
    assert!(report.problems.is_empty() && report.dropped.is_empty(), "{report}");
    let start = Instant::now();
    std::hint::black_box(concierge_store::load_dir(&chain).unwrap());
    let validation = start.elapsed();
    let rate = |d: Duration| report.rows as f64 / d.as_secs_f64();
    println!(
        "  {:<48} {:>8.2} s {:>14.0} {:>8}",
        "plain CSV parse of the sheet (floor)",
        floor.as_secs_f64(),
        rate(floor),
        "1.00x"
    );
    println!(
        "  {:<48} {:>8.2} s {:>14.0} {:>7.2}x",
        "import: map, time zones, write, validate",
        whole.as_secs_f64(),
        rate(whole),
        floor.as_secs_f64() / whole.as_secs_f64()
    );
    println!("  {:<48} {:>8.2} s", "  of which validating (loading the store alone)", validation.as_secs_f64());
    println!(
        "  peak resident memory of this process: {} MiB (before the sheet: {} MiB)",
        peak_mib().map_or("?".into(), |m| m.to_string()),
        before.map_or("?".into(), |m| m.to_string())
    );
    println!("\n  target: ≤ 60 s for 1 000 000 locations, peak resident memory ≤ 1 GiB");
}
