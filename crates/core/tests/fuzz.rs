//! Fuzzing the parsers of untrusted input in the protocol core, on the stable toolchain:
//! proptest generates inputs, both unstructured and shaped like the real thing, and every one
//! must be answered with a value or a typed error, never a panic.
//!
//! CI runs each target for its default number of cases; for a longer run:
//! `PROPTEST_CASES=200000 cargo test --release -p concierge-core --test fuzz` (see
//! docs/architecture.md, "Fuzzing").

use concierge_core::Code;
use concierge_core::location::SearchRequest;
use concierge_core::location::cursor::{RankKey, decode, encode};
use concierge_core::location::{ClockTime, CursorKey};
use concierge_core::negotiation::agent_header::{UrlPolicy, check_profile_url, profile_from_header};
use proptest::prelude::*;
use serde_json::json;

/// Text shaped like an RFC 8941 dictionary: tokens, quoted strings, parameters, junk.
fn dictionary_like() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("profile=".to_owned()),
        Just("\"https://agent.example/p.json\"".to_owned()),
        Just(", ".to_owned()),
        Just(";version=\"2026-08-25\"".to_owned()),
        Just("?1".to_owned()),
        Just("(a b)".to_owned()),
        Just(":aGVsbG8=:".to_owned()),
        "[ -~]{0,12}",
        "\\PC{0,6}",
    ];
    proptest::collection::vec(piece, 0..8).prop_map(|v| v.concat())
}

fn url_like() -> impl Strategy<Value = String> {
    let scheme = prop_oneof![Just("https://"), Just("http://"), Just(""), Just("file://"), Just("data:")];
    let host = prop_oneof![
        Just("agent.example".to_owned()),
        Just("127.0.0.1".to_owned()),
        Just("[::1]".to_owned()),
        Just("localhost".to_owned()),
        Just("user:pw@a.example".to_owned()),
        "[a-z0-9.-]{0,20}",
        "\\PC{0,8}",
    ];
    (scheme, host, "(:[0-9]{1,6})?", "[ -~]{0,30}").prop_map(|(s, h, p, rest)| format!("{s}{h}{p}/{rest}"))
}

proptest! {
    #[test]
    fn fuzz_ucp_agent_header(text in prop_oneof![dictionary_like(), "\\PC{0,64}"]) {
        if let Ok(profile) = profile_from_header(&text) {
            // A profile read from the header reads back the same from a header made of it.
            let again = profile_from_header(&format!("profile={}", sfv_string(&profile)));
            prop_assert_eq!(again.ok(), Some(profile));
        }
    }

    #[test]
    fn fuzz_profile_url(text in prop_oneof![url_like(), "\\PC{0,64}"]) {
        for policy in [UrlPolicy::Strict, UrlPolicy::AllowLoopback] {
            if let Err(e) = check_profile_url(&text, policy) {
                prop_assert_eq!(e.code, Code::InvalidProfileUrl);
                prop_assert!(e.content.len() < 1_000);
            }
        }
    }

    #[test]
    fn fuzz_pagination_cursor(text in prop_oneof!["[A-Za-z0-9_-]{0,60}\\.[A-Za-z0-9_-]{0,30}", "\\PC{0,80}"]) {
        let key = CursorKey::new([7; 32]);
        let e = decode(&key, &[1; 32], &text).unwrap_err();
        prop_assert_eq!(e.code, Code::InvalidCursor);
    }

    #[test]
    fn fuzz_cursor_round_trip(score in any::<u32>(), distance in proptest::option::of(any::<u64>()), affinity in any::<u8>(), id in "\\PC{0,40}") {
        let key = CursorKey::new([9; 32]);
        let last = RankKey { score, distance_mm: distance, affinity, id };
        prop_assert_eq!(decode(&key, &[2; 32], &encode(&key, &[2; 32], &last)).unwrap(), last);
    }

    #[test]
    fn fuzz_open_at(text in prop_oneof![
        "[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{0,20})?(Z|[+-][0-9]{2}:[0-9]{2})",
        "\\PC{0,40}",
    ]) {
        if let Err(e) = SearchRequest::from_json(&json!({"filters": {"hours": {"open_at": text}}})) {
            prop_assert_eq!(e.code, Code::InvalidRequest);
            prop_assert_eq!(e.path.as_deref(), Some("$.filters.hours.open_at"));
        }
    }

    #[test]
    fn fuzz_clock_time(text in prop_oneof!["[0-9]{2}:[0-9]{2}", "\\PC{0,8}"]) {
        if let Ok(t) = text.parse::<ClockTime>() {
            prop_assert_eq!(t.to_string(), text);
        }
    }
}

/// An RFC 8941 string item for `s` (the characters it can hold are printable ASCII).
fn sfv_string(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}
