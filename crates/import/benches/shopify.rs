//! Importing a Shopify product export of 100 000 products (three variants and an image row
//! each: 400 000 rows),
//! against the floor of reading the same file with the plain CSV reader, in the same run.
//!
//! Run with `cargo bench -p concierge-import --bench shopify` (`-- --products N` for another
//! size, `-- --runs N` for more runs; the default is 3). Figures are medians; the target is the
//! whole import (mapping, writing the store file and validating the store) in ≤ 30 s, at ≥ 0.3×
//! the floor's throughput.

use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

use concierge_import::{Kind, Options, import};

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

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    let products = arg("--products", 100_000);
    let runs = arg("--runs", 3).max(1);
    let dir = tempfile::tempdir().unwrap();
    let export = dir.path().join("products_export.csv");
    let bytes = write_export(&export, products);
    let store = dir.path().join("store");
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
