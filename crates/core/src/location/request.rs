//! Search and lookup requests, read from JSON that has already passed the UCP schema.
//!
//! Reading is strict where UCP is open-ended for the platform's sake but silence would hurt the
//! buyer: an unknown member (a `unit` inside `distance`, a misspelt top-level field) is an error
//! naming its path, never ignored. `context` and `signals` stay open, as UCP defines them.
//! An unsupported `filters` member is rejected with `unsupported_filter`, and a `serves`
//! extension target with `serves_unsupported`, because this business negotiates none.

use serde::Deserialize;
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

use super::model::Geo;
use super::serves::RawLocality;
use crate::error::{Code, UcpError};
use crate::ucp::json_path::{Step, json_path};
use crate::ucp::strict::from_json as typed;
use crate::untrusted;

/// An explicit-center radius predicate.
#[derive(Debug, Clone, Copy, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DistanceFilter {
    /// Center of the radius, supplied by the platform.
    pub center: Geo,
    /// Inclusive maximum in metres.
    pub max: f64,
}

/// A `serves` target as sent.
#[derive(Debug, Clone, PartialEq)]
pub enum ServesRequest {
    /// `{"point": {…}}`.
    Point(Geo),
    /// `{"address": {…}}`.
    Address(RawLocality),
}

/// The supported `filters`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Filters {
    /// `filters.hours.open_at`.
    pub open_at: Option<jiff::Timestamp>,
    /// `filters.amenities`: every key must be present.
    pub amenities: Vec<String>,
    /// `filters.items`: every item must be available.
    pub items: Vec<String>,
}

/// Provisional buyer hints from `context`, used only to order results.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ContextHints {
    /// `context.address_country`.
    pub country: Option<String>,
    /// `context.address_region`.
    pub region: Option<String>,
    /// `context.postal_code`.
    pub postal_code: Option<String>,
    /// `context.location`: a preferred store id.
    pub location: Option<String>,
}

/// `pagination` in a search request.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PageRequest {
    /// Opaque cursor from the previous page.
    pub cursor: Option<String>,
    /// Requested page size.
    pub limit: Option<u64>,
}

/// A Location Search request.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SearchRequest {
    /// Free text: narrows and ranks only.
    pub query: Option<String>,
    /// Radius predicate.
    pub distance: Option<DistanceFilter>,
    /// Service-target predicate.
    pub serves: Option<ServesRequest>,
    /// Filter predicates.
    pub filters: Filters,
    /// Ranking hints.
    pub context: ContextHints,
    /// Page selection.
    pub pagination: PageRequest,
    /// A digest of everything but `pagination`, binding cursors to this exact search.
    pub fingerprint: [u8; 32],
}

/// A Location Lookup request.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LookupRequest {
    /// Identifiers as sent.
    pub ids: Vec<String>,
    /// Radius predicate.
    pub distance: Option<DistanceFilter>,
    /// Service-target predicate.
    pub serves: Option<ServesRequest>,
    /// Filter predicates.
    pub filters: Filters,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSearch {
    query: Option<String>,
    context: Option<Map<String, Value>>,
    #[allow(dead_code)]
    signals: Option<Map<String, Value>>,
    distance: Option<DistanceFilter>,
    serves: Option<Map<String, Value>>,
    filters: Option<Map<String, Value>>,
    pagination: Option<RawPagination>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLookup {
    ids: Vec<String>,
    #[allow(dead_code)]
    context: Option<Map<String, Value>>,
    #[allow(dead_code)]
    signals: Option<Map<String, Value>>,
    distance: Option<DistanceFilter>,
    serves: Option<Map<String, Value>>,
    filters: Option<Map<String, Value>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPagination {
    cursor: Option<String>,
    limit: Option<u64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawHours {
    open_at: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAddress {
    address_country: Option<String>,
    address_region: Option<String>,
    postal_code: Option<String>,
}

impl SearchRequest {
    /// Reads a search request.
    pub fn from_json(body: &Value) -> Result<Self, UcpError> {
        let raw: RawSearch = typed(body, &[])?;
        Ok(SearchRequest {
            query: raw.query.filter(|q| !q.trim().is_empty()),
            distance: raw.distance,
            serves: raw.serves.as_ref().map(serves).transpose()?,
            filters: raw.filters.as_ref().map(filters).transpose()?.unwrap_or_default(),
            context: raw.context.as_ref().map(context).unwrap_or_default(),
            pagination: raw.pagination.map(|p| PageRequest { cursor: p.cursor, limit: p.limit }).unwrap_or_default(),
            fingerprint: fingerprint_without(body, "pagination"),
        })
    }
}

impl LookupRequest {
    /// Reads a lookup request.
    pub fn from_json(body: &Value) -> Result<Self, UcpError> {
        let raw: RawLookup = typed(body, &[])?;
        Ok(LookupRequest {
            ids: raw.ids,
            distance: raw.distance,
            serves: raw.serves.as_ref().map(serves).transpose()?,
            filters: raw.filters.as_ref().map(filters).transpose()?.unwrap_or_default(),
        })
    }
}

fn serves(map: &Map<String, Value>) -> Result<ServesRequest, UcpError> {
    let mut entries = map.iter();
    let (Some((key, value)), None) = (entries.next(), entries.next()) else {
        return Err(UcpError::new(Code::InvalidRequest, "serves must name exactly one target: point or address.")
            .at("$.serves"));
    };
    match key.as_str() {
        "point" => Ok(ServesRequest::Point(typed(value, &[Step::Key("serves"), Step::Key("point")])?)),
        "address" => {
            let a: RawAddress = typed(value, &[Step::Key("serves"), Step::Key("address")])?;
            Ok(ServesRequest::Address(RawLocality {
                country: a.address_country,
                region: a.address_region,
                postal_code: a.postal_code,
            }))
        }
        other => Err(UcpError::new(
            Code::ServesUnsupported,
            format!(
                "The serves target `{}` was not negotiated; this business evaluates `point` and `address` targets only.",
                untrusted::quote(other)
            ),
        )
        .at(json_path([Step::Key("serves"), Step::Key(other)]))),
    }
}

fn filters(map: &Map<String, Value>) -> Result<Filters, UcpError> {
    let mut out = Filters::default();
    for (key, value) in map {
        let at = [Step::Key("filters"), Step::Key(key.as_str())];
        match key.as_str() {
            "hours" => {
                let h: RawHours = typed(value, &at)?;
                let path = json_path(at.into_iter().chain([Step::Key("open_at")]));
                out.open_at = Some(parse_instant(&h.open_at).map_err(|why| {
                    UcpError::new(Code::InvalidRequest, format!("`{}` {why}.", untrusted::quote(&h.open_at)))
                        .at(path.clone())
                })?);
            }
            "amenities" => out.amenities = typed(value, &at)?,
            "items" => out.items = typed(value, &at)?,
            other => {
                return Err(UcpError::new(
                    Code::UnsupportedFilter,
                    format!(
                        "This business does not support the filter `{}`; supported filters are hours, amenities and items.",
                        untrusted::quote(other)
                    ),
                )
                .at(json_path(at)));
            }
        }
    }
    Ok(out)
}

/// Parses an RFC 3339 instant that carries `Z` or a numeric offset.
///
/// RFC 3339 allows any number of fractional-second digits; digits past the nanosecond are
/// dropped (schedule edges are whole minutes, so nothing is lost). Instants of the last day of
/// year 9999 that a timestamp cannot hold become the latest one it can: every such instant is
/// beyond any schedule this business publishes, so the answer is the same.
fn parse_instant(s: &str) -> Result<jiff::Timestamp, &'static str> {
    let offset_len = if s.ends_with(['Z', 'z']) {
        1
    } else if s.len() >= 6 && {
        let tail = &s.as_bytes()[s.len() - 6..];
        matches!(tail[0], b'+' | b'-') && tail[3] == b':'
    } {
        6
    } else {
        return Err("is not an RFC 3339 instant with `Z` or a numeric offset");
    };
    let invalid = "is not a valid RFC 3339 instant";
    let (civil, offset) = s.split_at(s.len() - offset_len);
    let civil = match civil.split_once('.') {
        Some((whole, fraction)) if fraction.len() > 9 => {
            if !fraction.bytes().all(|b| b.is_ascii_digit()) {
                return Err(invalid);
            }
            format!("{whole}.{}", &fraction[..9])
        }
        _ => civil.to_owned(),
    };
    let text = format!("{civil}{offset}");
    match text.parse::<jiff::Timestamp>() {
        Ok(t) => Ok(t),
        Err(_) => match civil.parse::<jiff::civil::DateTime>() {
            Ok(dt) if dt.year() == 9999 && jiff::fmt::temporal::Pieces::parse(&text).is_ok() => {
                Ok(jiff::Timestamp::MAX)
            }
            _ => Err(invalid),
        },
    }
}

fn context(map: &Map<String, Value>) -> ContextHints {
    let text = |k: &str| map.get(k).and_then(Value::as_str).map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned);
    ContextHints {
        country: text("address_country"),
        region: text("address_region"),
        postal_code: text("postal_code"),
        location: text("location"),
    }
}

/// SHA-256 of the canonical JSON (sorted keys) of `body` without the member `skip`.
fn fingerprint_without(body: &Value, skip: &str) -> [u8; 32] {
    let mut hasher = Sha256::new();
    match body {
        Value::Object(map) => canonical_object(map.iter().filter(|(k, _)| k.as_str() != skip), &mut hasher),
        other => canonical(other, &mut hasher),
    }
    hasher.finalize().into()
}

/// Feeds `v` to the hasher as JSON with object keys sorted, so equal documents hash equally
/// whatever their key order.
fn canonical(v: &Value, h: &mut Sha256) {
    match v {
        Value::Object(map) => canonical_object(map.iter(), h),
        Value::Array(items) => {
            h.update(b"[");
            for item in items {
                canonical(item, h);
                h.update(b",");
            }
            h.update(b"]");
        }
        other => h.update(other.to_string().as_bytes()),
    }
}

fn canonical_object<'a>(members: impl Iterator<Item = (&'a String, &'a Value)>, h: &mut Sha256) {
    let mut members: Vec<(&String, &Value)> = members.collect();
    members.sort_by_key(|(k, _)| *k);
    h.update(b"{");
    for (k, v) in members {
        h.update(Value::String(k.clone()).to_string().as_bytes());
        h.update(b":");
        canonical(v, h);
        h.update(b",");
    }
    h.update(b"}");
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn reads_a_full_search() {
        let r = SearchRequest::from_json(&json!({
            "query": "downtown",
            "distance": {"center": {"latitude": 37.0, "longitude": -122.0}, "max": 5000},
            "serves": {"address": {"address_country": "US", "postal_code": "94103"}},
            "filters": {"hours": {"open_at": "2026-03-11T10:00:00-07:00"}, "amenities": ["dev.ucp.amenity.wi_fi"], "items": ["v1"]},
            "context": {"address_country": "US", "language": "en"},
            "signals": {"dev.ucp.buyer_ip": "203.0.113.1"},
            "pagination": {"limit": 5}
        }))
        .unwrap();
        assert_eq!(r.distance.unwrap().max, 5000.0);
        assert_eq!(r.filters.items, vec!["v1"]);
        assert_eq!(r.filters.open_at.unwrap().to_string(), "2026-03-11T17:00:00Z");
        assert_eq!(r.context.country.as_deref(), Some("US"));
        assert_eq!(r.pagination.limit, Some(5));
    }

    #[test]
    fn unknown_members_are_errors_with_paths() {
        let e = SearchRequest::from_json(
            &json!({"distance": {"center": {"latitude": 1, "longitude": 2}, "max": 5, "unit": "km"}}),
        )
        .unwrap_err();
        assert_eq!(e.code, Code::InvalidRequest);
        assert!(e.content.contains("unit"), "{e:?}");
        assert!(e.path.as_deref().unwrap().starts_with("$.distance"), "{e:?}");
        let e = SearchRequest::from_json(&json!({"radius": 5})).unwrap_err();
        assert!(e.content.contains("radius"), "{e:?}");
        let e = LookupRequest::from_json(&json!({"ids": ["a", 7]})).unwrap_err();
        assert_eq!(e.path.as_deref(), Some("$.ids[1]"), "{e:?}");
    }

    #[test]
    fn unsupported_filters_and_serves_targets() {
        let e = SearchRequest::from_json(&json!({"filters": {"com.example.vegan": true}})).unwrap_err();
        assert_eq!(e.code, Code::UnsupportedFilter);
        assert_eq!(e.path.as_deref(), Some("$.filters['com.example.vegan']"));
        let e = SearchRequest::from_json(&json!({"serves": {"com.example.zone": {"id": "z1"}}})).unwrap_err();
        assert_eq!(e.code, Code::ServesUnsupported);
        let e =
            SearchRequest::from_json(&json!({"filters": {"hours": {"open_at": "2026-03-11T10:00:00"}}})).unwrap_err();
        assert_eq!(e.path.as_deref(), Some("$.filters.hours.open_at"));
    }

    #[test]
    fn open_at_takes_every_rfc_3339_instant() {
        let open_at = |s: &str| {
            SearchRequest::from_json(&json!({"filters": {"hours": {"open_at": s}}})).map(|r| r.filters.open_at.unwrap())
        };
        assert_eq!(open_at("2026-03-11T10:00:00.123456789123Z").unwrap().to_string(), "2026-03-11T10:00:00.123456789Z");
        assert_eq!(open_at("2026-03-11T10:00:00.5-07:00").unwrap().to_string(), "2026-03-11T17:00:00.5Z");
        assert_eq!(open_at("9999-12-31T23:59:59Z").unwrap(), jiff::Timestamp::MAX);
        assert_eq!(open_at("9999-12-31T23:59:59.999999999999+01:00").unwrap(), jiff::Timestamp::MAX);
        assert!(open_at("9999-01-01T00:00:00Z").is_ok());
        assert!(open_at("0000-01-01T00:00:00Z").is_ok());
        for bad in [
            "2026-03-11T10:00:00.12345678901xZ",
            "9999-12-32T00:00:00Z",
            "9999-12-31T24:00:00Z",
            "2026-02-30T00:00:00Z",
        ] {
            assert_eq!(open_at(bad).unwrap_err().code, Code::InvalidRequest, "{bad}");
        }
    }

    #[test]
    fn fingerprint_ignores_pagination_and_key_order() {
        let a = SearchRequest::from_json(
            &json!({"query": "x", "filters": {"amenities": ["a.b"], "items": ["i"]}, "pagination": {"limit": 2}}),
        )
        .unwrap();
        let b = SearchRequest::from_json(
            &json!({"filters": {"items": ["i"], "amenities": ["a.b"]}, "query": "x", "pagination": {"cursor": "c"}}),
        )
        .unwrap();
        let c = SearchRequest::from_json(&json!({"query": "y", "filters": {"amenities": ["a.b"], "items": ["i"]}}))
            .unwrap();
        assert_eq!(a.fingerprint, b.fingerprint);
        assert_ne!(a.fingerprint, c.fingerprint);
    }
}
