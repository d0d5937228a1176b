//! What Concierge's performance figures are measured on and with: generated chains of stores
//! ([`chain`]) and the statistics and process figures the benchmarks print ([`measure`]).
//!
//! Nothing here is on a request path; it exists so that `cargo bench -p concierge-bench` and the
//! tests that check the generator are reproducible from a seed.

pub mod chain;
pub mod measure;
