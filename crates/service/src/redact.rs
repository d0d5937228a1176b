//! What may be logged about a request: its shape, never its secrets or the buyer's precise
//! position, and only a bounded amount of any name the client chose. Coordinates are truncated
//! to two decimals (about a kilometre), query text is reduced to its length, identifiers to
//! their count, and filter names to a few short ones.

use concierge_core::untrusted;
use serde_json::Value;

/// Member names are the client's choice: at most this many are named, each this long at most.
const NAMES_MAX: usize = 8;
const NAME_MAX_CHARS: usize = 32;
/// A country is a two-letter code; what a client sends instead is cut here.
const COUNTRY_MAX_CHARS: usize = 8;

/// A one-line, privacy-safe summary of a Location payload for logs.
pub fn summarize(payload: &Value) -> String {
    let mut parts = Vec::new();
    if let Some(q) = payload.get("query").and_then(Value::as_str) {
        parts.push(format!("query_chars={}", q.chars().count()));
    }
    if let Some(ids) = payload.get("ids").and_then(Value::as_array) {
        parts.push(format!("ids={}", ids.len()));
    }
    if let Some(d) = payload.get("distance") {
        let center = d.get("center").map(coarse).unwrap_or_else(|| "?".into());
        let max = d.get("max").and_then(Value::as_f64).map_or_else(|| "?".into(), |m| format!("{m}"));
        parts.push(format!("distance=({center}, max {max} m)"));
    }
    if let Some(s) = payload.get("serves").and_then(Value::as_object) {
        for (k, v) in s.iter().take(NAMES_MAX) {
            match k.as_str() {
                "point" => parts.push(format!("serves.point={}", coarse(v))),
                "address" => parts.push(format!(
                    "serves.address={}",
                    v.get("address_country")
                        .and_then(Value::as_str)
                        .map_or("?".into(), |c| untrusted::clip(c, COUNTRY_MAX_CHARS))
                )),
                other => parts.push(format!("serves.{}", untrusted::clip(other, NAME_MAX_CHARS))),
            }
        }
        if s.len() > NAMES_MAX {
            parts.push(format!("serves.+{}", s.len() - NAMES_MAX));
        }
    }
    if let Some(f) = payload.get("filters").and_then(Value::as_object) {
        let mut keys: Vec<String> = f.keys().take(NAMES_MAX).map(|k| untrusted::clip(k, NAME_MAX_CHARS)).collect();
        if f.len() > NAMES_MAX {
            keys.push(format!("+{}", f.len() - NAMES_MAX));
        }
        parts.push(format!("filters=[{}]", keys.join(",")));
    }
    if payload.pointer("/pagination/cursor").is_some() {
        parts.push("cursor".into());
    }
    if parts.is_empty() { "browse".into() } else { parts.join(" ") }
}

/// `lat,lon` truncated toward zero to two decimals.
fn coarse(geo: &Value) -> String {
    let t = |k: &str| {
        geo.get(k).and_then(Value::as_f64).map_or_else(|| "?".into(), |v| format!("{:.2}", (v * 100.0).trunc() / 100.0))
    };
    format!("{},{}", t("latitude"), t("longitude"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn never_logs_precise_coordinates_or_query_text() {
        let s = summarize(&json!({
            "query": "near 1600 Amphitheatre Pkwy",
            "distance": {"center": {"latitude": 37.422_081_2, "longitude": -122.084_114_7}, "max": 5000},
            "serves": {"point": {"latitude": 37.776_543, "longitude": -122.416_789}},
            "filters": {"items": ["x"]}
        }));
        assert!(s.contains("37.42,-122.08"), "{s}");
        assert!(s.contains("37.77,-122.41"), "{s}");
        assert!(!s.contains("37.422") && !s.contains("Amphitheatre") && !s.contains("416"), "{s}");
        assert_eq!(summarize(&json!({})), "browse");
        let names: serde_json::Map<String, Value> =
            (0..20).map(|i| (format!("{i}{}", "f".repeat(100_000)), json!(1))).collect();
        let s = summarize(&json!({"filters": names}));
        assert!(s.len() < 400 && s.ends_with(",+12]"), "{s}");
        let mut serves: serde_json::Map<String, Value> =
            (0..20).map(|i| (format!("{i}{}", "s".repeat(100_000)), json!(1))).collect();
        serves.insert("address".into(), json!({"address_country": "US".repeat(50_000)}));
        let s = summarize(&json!({"serves": serves}));
        assert!(s.len() < 400 && s.ends_with(" serves.+13"), "{s}");
        let s = summarize(&json!({"serves": {"address": {"address_country": "US".repeat(50_000)}}}));
        assert_eq!(s, "serves.address=USUSUSUS…");
    }
}
