//! The UCP JSON Schemas, as Concierge enforces and publishes them.
//!
//! The upstream files are vendored unmodified under `vendor/ucp/` (see its `SOURCE.md`);
//! `vendor/overlay/` restates the three Location types that UCP 2026-08-25 changed. At start-up
//! the [`SchemaStore`] inlines every `$ref` into self-contained documents (what MCP
//! `tools/list` must publish: no network `$ref`s) and compiles them once. Requests are validated
//! against exactly the documents that are published.

mod compact;
mod inline;

use concierge_core::ucp::json_path::{Step, pointer_to_path};
use concierge_core::untrusted;
use serde_json::Value;

pub use compact::compact;
pub use inline::{SchemaError, SchemaStore};

/// A self-contained schema and its compiled validator.
pub struct Compiled {
    schema: Value,
    validator: jsonschema::Validator,
}

impl std::fmt::Debug for Compiled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Compiled").field("title", &self.schema.get("title")).finish_non_exhaustive()
    }
}

/// One way an instance breaks a schema.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// RFC 9535 JSONPath of the offending member (`$.distance.max`).
    pub path: String,
    /// What the schema expected.
    pub message: String,
}

impl Violation {
    /// A validator error as a violation. The message quotes the client's input, so both it and
    /// the path are bounded ([`concierge_core::untrusted`]).
    fn of(prefix: &[Step<'_>], e: &jsonschema::ValidationError<'_>) -> Self {
        let path = pointer_to_path(prefix, &e.instance_path().to_string());
        Violation {
            path: untrusted::quote(&path),
            message: untrusted::clip(&e.to_string(), 2 * untrusted::QUOTE_MAX_CHARS),
        }
    }
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

impl Compiled {
    /// Compiles a self-contained schema.
    pub fn new(schema: Value) -> Result<Self, SchemaError> {
        let validator = jsonschema::options()
            .with_draft(jsonschema::Draft::Draft202012)
            .should_validate_formats(true)
            .build(&schema)
            .map_err(|e| SchemaError::Compile(e.to_string()))?;
        Ok(Compiled { schema, validator })
    }

    /// The self-contained schema document.
    pub fn schema(&self) -> &Value {
        &self.schema
    }

    /// The first violation, with paths under `prefix` (for example `$.location` over MCP).
    pub fn check(&self, instance: &Value, prefix: &[Step<'_>]) -> Result<(), Violation> {
        match self.validator.iter_errors(instance).next() {
            None => Ok(()),
            Some(e) => Err(Violation::of(prefix, &e)),
        }
    }

    /// Every violation (for tests and diagnostics).
    pub fn violations(&self, instance: &Value) -> Vec<Violation> {
        self.validator.iter_errors(instance).map(|e| Violation::of(&[], &e)).collect()
    }
}

/// The schemas Concierge needs, compiled.
#[derive(Debug)]
pub struct Schemas {
    /// `location_search.json#/$defs/search_request`.
    pub search_request: Compiled,
    /// `location_search.json#/$defs/search_response`.
    pub search_response: Compiled,
    /// `location_lookup.json#/$defs/lookup_request`.
    pub lookup_request: Compiled,
    /// `location_lookup.json#/$defs/lookup_response`.
    pub lookup_response: Compiled,
    /// `types/error_response.json`.
    pub error_response: Compiled,
    /// `profile.json#/$defs/platform_schema`: an agent's profile.
    pub platform_profile: Compiled,
    /// `profile.json#/$defs/business_schema`: our own `/.well-known/ucp`.
    pub business_profile: Compiled,
    /// The MCP `meta` argument (`services/common/mcp.openrpc.json`).
    pub mcp_meta: Compiled,
    /// Draft `ask.json#/$defs/ask_request`.
    pub ask_request: Compiled,
    /// Draft `ask.json#/$defs/ask_response`.
    pub ask_response: Compiled,
}

const BASE: &str = "https://ucp.dev/schemas/";
const DRAFT: &str = "https://ucp.dev/draft/schemas/";

impl Schemas {
    /// Inlines and compiles every schema from the vendored tree.
    pub fn load() -> Result<Self, SchemaError> {
        let store = SchemaStore::vendored()?;
        let compile = |uri: &str| Compiled::new(store.inline(&format!("{BASE}{uri}"))?);
        Ok(Schemas {
            search_request: compile("common/location_search.json#/$defs/search_request")?,
            search_response: compile("common/location_search.json#/$defs/search_response")?,
            lookup_request: compile("common/location_lookup.json#/$defs/lookup_request")?,
            lookup_response: compile("common/location_lookup.json#/$defs/lookup_response")?,
            error_response: compile("common/types/error_response.json")?,
            platform_profile: compile("profile.json#/$defs/platform_schema")?,
            business_profile: compile("profile.json#/$defs/business_schema")?,
            mcp_meta: Compiled::new(store.mcp_meta()?)?,
            ask_request: Compiled::new(store.inline(&format!("{DRAFT}common/ask.json#/$defs/ask_request"))?)?,
            ask_response: Compiled::new(store.inline(&format!("{DRAFT}common/ask.json#/$defs/ask_response"))?)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn schemas() -> Schemas {
        Schemas::load().unwrap()
    }

    /// Only local `#/$defs/…` references remain.
    fn no_refs(v: &Value) -> bool {
        match v {
            Value::Object(m) => {
                m.get("$ref").is_none_or(|r| r.as_str().is_some_and(|r| r.starts_with("#/$defs/")))
                    && m.values().all(no_refs)
            }
            Value::Array(a) => a.iter().all(no_refs),
            _ => true,
        }
    }

    #[test]
    fn every_schema_is_self_contained() {
        let s = schemas();
        for c in [
            &s.search_request,
            &s.search_response,
            &s.lookup_request,
            &s.lookup_response,
            &s.error_response,
            &s.platform_profile,
            &s.business_profile,
            &s.mcp_meta,
            &s.ask_request,
            &s.ask_response,
        ] {
            assert!(no_refs(c.schema()), "{c:?}");
        }
    }

    #[test]
    fn requests_are_checked_with_paths() {
        let s = schemas();
        assert!(s.search_request.check(&json!({}), &[]).is_ok(), "the empty search is a bounded browse");
        let v = s
            .search_request
            .check(&json!({"distance": {"center": {"latitude": 95, "longitude": 0}, "max": 10}}), &[])
            .unwrap_err();
        assert_eq!(v.path, "$.distance.center.latitude");
        let v = s
            .search_request
            .check(
                &json!({"distance": {"center": {"latitude": 1, "longitude": 0}, "max": -1}}),
                &[Step::Key("location")],
            )
            .unwrap_err();
        assert_eq!(v.path, "$.location.distance.max");
        let v = s.search_request.check(&json!({"filters": {"items": []}}), &[]).unwrap_err();
        assert_eq!(v.path, "$.filters.items");
        let v = s.search_request.check(&json!({"filters": {"items": ["a", "a"]}}), &[]).unwrap_err();
        assert_eq!(v.path, "$.filters.items");
        let v = s
            .search_request
            .check(&json!({"filters": {"hours": {"open_at": "2026-03-11T10:00:00"}}}), &[])
            .unwrap_err();
        assert_eq!(v.path, "$.filters.hours.open_at");
        let v = s.search_request.check(&json!({"filters": {"amenities": ["wifi"]}}), &[]).unwrap_err();
        assert_eq!(v.path, "$.filters.amenities[0]");
        let v = s
            .search_request
            .check(&json!({"serves": {"point": {"latitude": 1, "longitude": 2}, "address": {"postal_code": "1"}}}), &[])
            .unwrap_err();
        assert_eq!(v.path, "$.serves");
        assert!(
            s.search_request.check(&json!({"serves": {"address": {}}}), &[]).is_err(),
            "an address needs a country, region or postal code"
        );
        assert!(s.lookup_request.check(&json!({"ids": []}), &[]).is_err());
        assert!(s.lookup_request.check(&json!({}), &[]).is_err());
        assert!(s.search_request.check(&json!({"pagination": {"limit": 0}}), &[]).is_err());
    }

    #[test]
    fn responses_use_the_2026_08_25_location_shapes() {
        let s = schemas();
        let ucp = json!({"version": "2026-08-25", "capabilities": {"dev.ucp.common.location.search": [{"version": "2026-08-25"}]}});
        let ok = json!({"ucp": ucp, "locations": [{"id": "a", "name": "A",
            "amenities": {"dev.ucp.amenity.wi_fi": {"description": "Wi-Fi"}},
            "hours": [{"day": "monday", "opens": "09:00", "closes": "17:00"}], "timezone": "UTC"}]});
        assert!(s.search_response.violations(&ok).is_empty(), "{:?}", s.search_response.violations(&ok));
        let array_amenities =
            json!({"ucp": ucp, "locations": [{"id": "a", "name": "A", "amenities": ["dev.ucp.amenity.wi_fi"]}]});
        assert!(!s.search_response.violations(&array_amenities).is_empty());
        let no_tz = json!({"ucp": ucp, "locations": [{"id": "a", "name": "A", "hours": []}]});
        assert!(!s.search_response.violations(&no_tz).is_empty(), "timezone is required with hours");
        let empty_label = json!({"ucp": ucp, "locations": [{"id": "a", "name": "A", "amenities": {"dev.ucp.amenity.wi_fi": {"description": ""}}}]});
        assert!(!s.search_response.violations(&empty_label).is_empty());
        let lookup_without_inputs = json!({"ucp": ucp, "locations": [{"id": "a", "name": "A"}]});
        assert!(!s.lookup_response.violations(&lookup_without_inputs).is_empty());
    }

    #[test]
    fn ask_uses_the_draft_shapes() {
        let s = schemas();
        assert!(s.ask_request.check(&json!({"query": "hi", "ids": ["x"], "conversation": {"id": "c"}}), &[]).is_ok());
        assert_eq!(s.ask_request.check(&json!({"ids": []}), &[]).unwrap_err().path, "$");
        let ok = json!({"ucp": {"version": "2026-10-29", "capabilities": {"dev.ucp.common.ask": [{"version": "2026-10-29"}]}},
            "answer": {"plain": "Yes."}, "links": [{"type": "product", "url": "https://s.example/p", "id": "gid://s/Product/1"}],
            "conversation": {"id": "c", "expires_at": "2026-12-03T18:00:00Z"}});
        assert!(s.ask_response.violations(&ok).is_empty(), "{:?}", s.ask_response.violations(&ok));
        let no_plain = json!({"ucp": {"version": "2026-10-29"}, "answer": {"markdown": "x"}});
        assert!(!s.ask_response.violations(&no_plain).is_empty());
    }

    #[test]
    fn profiles() {
        let s = schemas();
        let platform = json!({"ucp": {"version": "2026-08-25", "services": {}, "payment_handlers": {},
            "capabilities": {"dev.ucp.common.location.search": [{"version": "2026-08-25",
                "spec": "https://ucp.dev/2026-08-25/specification/common/location/search",
                "schema": "https://ucp.dev/2026-08-25/schemas/common/location_search.json"}]}}});
        assert!(s.platform_profile.violations(&platform).is_empty(), "{:?}", s.platform_profile.violations(&platform));
        let legacy = json!({"ucp": {"version": "2026-01-11", "services": {}, "payment_handlers": {}, "capabilities": [{"name": "dev.ucp.shopping.order"}]}});
        assert!(!s.platform_profile.violations(&legacy).is_empty(), "capabilities as a list is the legacy shape");
        assert!(s.mcp_meta.check(&json!({"ucp-agent": {"profile": "https://a.example/p"}}), &[]).is_ok());
        let v = s.mcp_meta.check(&json!({"ucp-agent": {}}), &[Step::Key("meta")]).unwrap_err();
        assert_eq!(v.path, "$.meta['ucp-agent']");
        let v = s
            .mcp_meta
            .check(
                &json!({"ucp-agent": {"profile": "https://a.example/p"}, "idempotency-key": "nope"}),
                &[Step::Key("meta")],
            )
            .unwrap_err();
        assert_eq!(v.path, "$.meta['idempotency-key']");
    }
}
