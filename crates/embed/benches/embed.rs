//! How long all-MiniLM-L6-v2 takes to embed one short sentence and a batch of 32, on the real
//! model (run `scripts/fetch-model` first; `CONCIERGE_EMBED_MODEL_DIR` overrides where it is).
//!
//! Run with `cargo bench -p concierge-embed` (add `-- --quick` for fewer samples). Prints
//! medians (and the 10th/90th percentiles: the machine is shared and noisy), for the default
//! thread count and for one thread.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use concierge_embed::{Embedder, EmbedderOptions};

const SHORT: &str = "Can I split my payment?";

/// 32 store sentences of typical length (6 to 25 words).
fn batch() -> Vec<String> {
    let subjects = ["Returns", "Exchanges", "Orders", "Gift cards", "Parcels", "Store pickups", "Refunds", "Repairs"];
    let rests = [
        "are accepted within 30 days of delivery.",
        "ship free on orders over $50 to the United States and Canada, and arrive in three to five business days.",
        "can be tracked with the link in the confirmation email we send when the order leaves the warehouse.",
        "are handled by our customer service team, who answer every day from 9 am to 6 pm Pacific time.",
    ];
    (0..32).map(|i| format!("{} {}", subjects[i % subjects.len()], rests[i / subjects.len()])).collect()
}

fn model_dir() -> PathBuf {
    match std::env::var_os("CONCIERGE_EMBED_MODEL_DIR") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../models/all-MiniLM-L6-v2"),
    }
}

/// Median, 10th and 90th percentile of `samples` runs of `f`, after a few warm-up runs.
fn measure(samples: usize, mut f: impl FnMut()) -> [Duration; 3] {
    for _ in 0..3 {
        f();
    }
    let mut times: Vec<Duration> = (0..samples)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    [times[samples / 2], times[samples / 10], times[samples * 9 / 10]]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let dir = model_dir();
    let texts = batch();
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();

    for threads in [0, 1] {
        let start = Instant::now();
        let embedder = match Embedder::load_with(&dir, EmbedderOptions::default().threads(threads)) {
            Ok(embedder) => embedder,
            Err(e) => {
                eprintln!("cannot load the model ({e}); run scripts/fetch-model first");
                std::process::exit(1);
            }
        };
        let load = start.elapsed();
        let label = if threads == 0 { "default threads".to_owned() } else { format!("{threads} thread") };
        let tokens: usize = texts.iter().map(|t| embedder.count_tokens(t).unwrap()).sum();
        println!("== {label}: {embedder:?}");
        println!("load (read 90 MB, hash, build the model): {:.0} ms", ms(load));

        let [median, p10, p90] = measure(if quick { 20 } else { 100 }, || {
            embedder.embed(&[SHORT]).unwrap();
        });
        println!(
            "one short sentence ({} tokens): median {:.2} ms (p10 {:.2}, p90 {:.2})",
            embedder.count_tokens(SHORT).unwrap(),
            ms(median),
            ms(p10),
            ms(p90)
        );

        let [median, p10, p90] = measure(if quick { 5 } else { 20 }, || {
            embedder.embed(&texts).unwrap();
        });
        println!(
            "batch of 32 ({tokens} tokens, {:.1} on average): median {:.1} ms = {:.2} ms per sentence (p10 {:.1}, p90 {:.1})",
            tokens as f64 / 32.0,
            ms(median),
            ms(median) / 32.0,
            ms(p10),
            ms(p90)
        );
    }
}
