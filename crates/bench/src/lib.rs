//! What Concierge's performance figures are measured on and with: generated chains of stores
//! ([`chain`]) and their files ([`export`]), the statistics and process figures the benchmarks
//! print ([`measure`]), a bare HTTP/1.1 client for timing a server over loopback
//! ([`loopback`]), and the benchmarks' options ([`args`]).
//!
//! Nothing here is on a request path; it exists so that `cargo bench -p concierge-bench` and the
//! tests that check the generator are reproducible from a seed.

pub mod args;
pub mod chain;
pub mod export;
pub mod loopback;
pub mod measure;
