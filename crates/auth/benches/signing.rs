//! What one response signature costs: the raw signature (ES256, Ed25519), the whole
//! `sign_response` (Content-Digest, the signature base, the structured headers), and what a
//! client pays to verify one. Medians of many batches, no harness:
//!
//! ```sh
//! cargo bench -p concierge-auth --bench signing            # add `-- --quick` for a short run
//! ```
//!
//! UCP requires every verifier to support ES256 and leaves Ed25519 optional, so the business's
//! default key stays ES256 whatever these figures say; they tell what the signing layer costs
//! per response and what an operator who knows its clients gains with an Ed25519 key.

use std::time::{Duration, Instant};

use concierge_auth::httpsig::{ResponseParts, sign_response, verify_response};
use concierge_auth::{KeySet, SigningKey, digest};
use http::{HeaderMap, HeaderValue};

/// A Location lookup response of the demo store's size.
const BODY: &[u8] = br#"{"ucp":{"version":"2026-08-25","status":"success","capabilities":{"dev.ucp.common.location.lookup":[{"version":"2026-08-25"}]}},"locations":[{"id":"loc_sf_union_square","name":"Juniper & Pine Union Square","address":{"street_address":"170 O'Farrell St","address_locality":"San Francisco","address_region":"CA","postal_code":"94102","address_country":"US"}}]}"#;

fn quick() -> bool {
    std::env::args().any(|a| a == "--quick")
}

/// Median time of one call over `rounds` batches of `batch` calls.
fn median(rounds: usize, batch: usize, mut f: impl FnMut()) -> Duration {
    for _ in 0..batch {
        f();
    }
    let mut samples: Vec<Duration> = (0..rounds)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..batch {
                f();
            }
            t.elapsed() / batch as u32
        })
        .collect();
    samples.sort();
    samples[samples.len() / 2]
}

fn headers() -> HeaderMap {
    let mut h = HeaderMap::new();
    h.insert("content-type", HeaderValue::from_static("application/json"));
    h.insert("content-digest", HeaderValue::from_str(&digest::content_digest(BODY)).unwrap());
    h
}

fn main() {
    let (rounds, batch) = if quick() { (21, 50) } else { (101, 200) };
    let es256 = SigningKey::generate_es256("bench-es256");
    let ed25519 = SigningKey::generate_ed25519("bench-ed25519");
    let h = headers();
    let parts = ResponseParts { status: 200, headers: &h };
    let now = 1_790_000_000;
    println!("response signing ({rounds} batches of {batch}; medians per call)");
    let digest = median(rounds, batch, || {
        std::hint::black_box(digest::content_digest(std::hint::black_box(BODY)));
    });
    println!("  {:<44} {:>9.1} µs", "Content-Digest (sha-256) of a lookup body", digest.as_secs_f64() * 1e6);
    for key in [&es256, &ed25519] {
        let alg = key.algorithm();
        let raw = median(rounds, batch, || {
            std::hint::black_box(key.sign(std::hint::black_box(b"a signature base of some 150 bytes")));
        });
        let whole = median(rounds, batch, || {
            std::hint::black_box(sign_response(&parts, key, now));
        });
        let (input, signature) = sign_response(&parts, key, now);
        let mut signed = h.clone();
        signed.insert("signature-input", HeaderValue::from_str(&input).unwrap());
        signed.insert("signature", HeaderValue::from_str(&signature).unwrap());
        let keys = KeySet::from_keys(&[key.public_jwk()]);
        let signed_parts = ResponseParts { status: 200, headers: &signed };
        verify_response(&signed_parts, &keys, now).expect("the signature verifies");
        let verify = median(rounds, batch, || {
            std::hint::black_box(verify_response(&signed_parts, &keys, now).is_ok());
        });
        println!("  {:<44} {:>9.1} µs", format!("{alg}: raw signature"), raw.as_secs_f64() * 1e6);
        println!("  {:<44} {:>9.1} µs", format!("{alg}: sign_response (headers included)"), whole.as_secs_f64() * 1e6);
        println!(
            "  {:<44} {:>9.1} µs",
            format!("{alg}: verify_response (the client's side)"),
            verify.as_secs_f64() * 1e6
        );
    }
}
