//! Loads a store directory and prints how many locations it has and how long loading took: a
//! measurement of the loader on a large chain's files.
//!
//! `cargo run --release -p concierge-store --example load_store -- DIR`

use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: load_store DIR");
        return ExitCode::FAILURE;
    };
    let started = Instant::now();
    match concierge_store::load_dir(&dir) {
        Ok(business) => {
            let locations = concierge_core::plural::count(business.locations.len(), "location", "locations");
            println!("{locations} loaded in {:.2?}", started.elapsed());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
