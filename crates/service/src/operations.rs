//! The UCP operations Concierge serves, and the service that runs them.
//!
//! One call, on any transport, goes: resolve the platform profile → negotiate → check the
//! operation's capability survived (else the business outcome `capabilities_incompatible`) →
//! validate the payload against the published schema → read it strictly → run it on the core →
//! build the response with the negotiated envelope.

use std::sync::Arc;

use concierge_core::catalog::Business;
use concierge_core::clock::Clock;
use concierge_core::location::{self, CursorKey, LocationIndex, LookupRequest, QueryContext, SearchRequest};
use concierge_core::negotiation::{BusinessOffer, CapabilityDeclaration, Negotiated, negotiate};
use concierge_core::ucp::{Envelope, ErrorBody, LOCATION_LOOKUP, LOCATION_SEARCH, Message};
use concierge_core::{Code, UcpError};
use concierge_schemas::{Compiled, Schemas};
use serde::Serialize;
use serde_json::Value;
use serde_json::value::RawValue;

use crate::config::Config;
use crate::discovery::{self, Document};
use crate::profiles::ProfileResolver;

/// A UCP operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Operation {
    /// Location Search.
    SearchLocations,
    /// Location Lookup.
    LookupLocations,
}

impl Operation {
    /// Every operation Concierge implements.
    pub const ALL: [Operation; 2] = [Operation::SearchLocations, Operation::LookupLocations];

    /// The capability the operation belongs to.
    pub fn capability(self) -> &'static str {
        match self {
            Operation::SearchLocations => LOCATION_SEARCH,
            Operation::LookupLocations => LOCATION_LOOKUP,
        }
    }

    /// The MCP tool name (also the OpenAPI `operationId`).
    pub fn tool_name(self) -> &'static str {
        match self {
            Operation::SearchLocations => "search_locations",
            Operation::LookupLocations => "lookup_locations",
        }
    }

    /// The operation whose tool is `name`.
    pub fn from_tool_name(name: &str) -> Option<Self> {
        Operation::ALL.into_iter().find(|o| o.tool_name() == name)
    }

    /// The REST path under the `dev.ucp.common` REST endpoint.
    pub fn rest_path(self) -> &'static str {
        match self {
            Operation::SearchLocations => "/locations/search",
            Operation::LookupLocations => "/locations/lookup",
        }
    }

    /// The MCP argument holding the payload.
    pub fn payload_key(self) -> &'static str {
        "location"
    }

    /// One line saying what the operation does.
    pub fn summary(self) -> &'static str {
        match self {
            Operation::SearchLocations => "Search for physical locations",
            Operation::LookupLocations => "Batch lookup locations by identifier",
        }
    }

    /// A description for agents (MCP `tools/list`).
    pub fn description(self) -> &'static str {
        match self {
            Operation::SearchLocations => {
                "Search this business's physical stores using query text, an explicit distance radius (center + max \
                 metres), a service target (serves.point or serves.address), and filters (hours.open_at, amenities, \
                 items). All supplied predicates combine with AND; query only narrows and ranks. Results are paginated \
                 with an opaque cursor."
            }
            Operation::LookupLocations => {
                "Look up this business's stores by identifier: canonical id, GID, store code, handle, store page URL \
                 or alias. Optionally refine with distance, serves and filters. Each returned location lists the \
                 request identifiers that resolved to it in `inputs`."
            }
        }
    }

    /// The capability's spec path under `https://ucp.dev/{version}/specification/`.
    pub fn spec_path(self) -> &'static str {
        match self {
            Operation::SearchLocations => "common/location/search",
            Operation::LookupLocations => "common/location/lookup",
        }
    }

    /// The capability's schema file under `https://ucp.dev/{version}/schemas/`.
    pub fn schema_file(self) -> &'static str {
        match self {
            Operation::SearchLocations => "common/location_search.json",
            Operation::LookupLocations => "common/location_lookup.json",
        }
    }

    /// The request and response schemas.
    pub fn schemas(self, schemas: &Schemas) -> (&Compiled, &Compiled) {
        match self {
            Operation::SearchLocations => (&schemas.search_request, &schemas.search_response),
            Operation::LookupLocations => (&schemas.lookup_request, &schemas.lookup_response),
        }
    }
}

/// What an operation produced: a result, or a business outcome refusing it (`ucp.status:
/// "error"`, for example `capabilities_incompatible`). Both are successful responses on the wire
/// (HTTP 200, a JSON-RPC result). The payload is serialized once, here; transports embed it as is.
#[derive(Debug, Clone)]
pub struct Outcome {
    body: Box<RawValue>,
    refused: bool,
    locations: usize,
}

impl Outcome {
    fn new(body: &impl Serialize, refused: bool, locations: usize) -> Self {
        let body = serde_json::value::to_raw_value(body).expect("responses serialize");
        Outcome { body, refused, locations }
    }

    /// The response payload, as JSON text.
    pub fn body(&self) -> &RawValue {
        &self.body
    }

    /// The payload, owned.
    pub fn into_body(self) -> Box<RawValue> {
        self.body
    }

    /// The payload as a JSON value (for tests and tools; transports use [`Outcome::body`]).
    pub fn json(&self) -> Value {
        serde_json::from_str(self.body.get()).expect("responses are JSON")
    }

    /// Whether this is a refusal.
    pub fn is_refused(&self) -> bool {
        self.refused
    }

    /// How many locations the response holds.
    pub fn locations(&self) -> usize {
        self.locations
    }
}

#[derive(Serialize)]
struct SearchResponse<'a> {
    ucp: &'a Envelope,
    locations: &'a [location::view::LocationView<'a>],
    pagination: Pagination<'a>,
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    messages: &'a [Message],
}

#[derive(Serialize)]
struct Pagination<'a> {
    has_next_page: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    cursor: Option<&'a str>,
    total_count: usize,
}

#[derive(Serialize)]
struct LookupResponse<'a> {
    ucp: &'a Envelope,
    locations: &'a [location::view::LocationView<'a>],
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    messages: &'a [Message],
}

/// The application: everything a request needs, shared by every transport. Cheap to clone.
#[derive(Clone)]
pub struct Concierge {
    inner: Arc<Inner>,
}

struct Inner {
    config: Config,
    business: Business,
    index: LocationIndex,
    schemas: Arc<Schemas>,
    profiles: ProfileResolver,
    offer: BusinessOffer,
    clock: Arc<dyn Clock>,
    cursor_key: CursorKey,
    limits: location::Limits,
    profile_document: Document,
    openapi_document: Document,
}

impl std::fmt::Debug for Concierge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Concierge").field("business", &self.inner.business.name).finish_non_exhaustive()
    }
}

impl Concierge {
    /// Builds the service. Fails with readable reasons when the schemas or pinned profiles
    /// cannot be loaded.
    pub fn new(config: Config, business: Business, clock: Arc<dyn Clock>) -> Result<Self, Vec<String>> {
        let schemas = Arc::new(Schemas::load().map_err(|e| vec![e.to_string()])?);
        let profiles = ProfileResolver::new(&config.profile_fetch, schemas.clone())?;
        let cursor_key = CursorKey::new(config.cursor_secret().unwrap_or_else(rand::random));
        let offer = BusinessOffer {
            version: config.ucp.version.clone(),
            capabilities: config
                .ucp
                .capabilities
                .iter()
                .map(|(name, v)| {
                    (name.clone(), vec![CapabilityDeclaration { version: v.clone(), extends: Vec::new() }])
                })
                .collect(),
        };
        let l = &config.limits;
        let limits = location::Limits {
            default_page_size: l.default_page_size,
            max_page_size: l.max_page_size,
            max_distance_m: l.max_distance_m,
            lookup_batch_max: l.lookup_batch_max,
            browse_max_results: l.browse_max_results,
            schedule_horizon_days: config.location.schedule_horizon_days,
        };
        let index = LocationIndex::new(&business);
        let profile_document = discovery::business_profile(&config);
        let openapi_document = discovery::openapi(&config, &schemas);
        Ok(Concierge {
            inner: Arc::new(Inner {
                config,
                business,
                index,
                schemas,
                profiles,
                offer,
                clock,
                cursor_key,
                limits,
                profile_document,
                openapi_document,
            }),
        })
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.inner.config
    }

    /// The business.
    pub fn business(&self) -> &Business {
        &self.inner.business
    }

    /// The compiled schemas.
    pub fn schemas(&self) -> &Schemas {
        &self.inner.schemas
    }

    /// `/.well-known/ucp`.
    pub fn profile_document(&self) -> &Document {
        &self.inner.profile_document
    }

    /// The REST OpenAPI document.
    pub fn openapi_document(&self) -> &Document {
        &self.inner.openapi_document
    }

    /// The operations this business offers (their capability is configured).
    pub fn offered(&self) -> impl Iterator<Item = Operation> + '_ {
        Operation::ALL.into_iter().filter(|o| self.inner.config.ucp.capabilities.contains_key(o.capability()))
    }

    /// Resolves the platform profile and negotiates with it.
    pub async fn negotiate(&self, profile_url: &str) -> Result<Negotiated, UcpError> {
        let profile = self.inner.profiles.resolve(profile_url).await?;
        negotiate(&self.inner.offer, &profile)
    }

    /// Runs one operation for the platform whose profile is at `profile_url`, and logs it
    /// (without the query text or precise coordinates; see [`crate::redact`]).
    pub async fn call(&self, op: Operation, profile_url: &str, payload: &Value) -> Result<Outcome, UcpError> {
        let result = match self.negotiate(profile_url).await {
            Ok(negotiated) => self.run(op, &negotiated, payload),
            Err(e) => Err(e),
        };
        let request = crate::redact::summarize(payload);
        match &result {
            Ok(o) if o.is_refused() => {
                tracing::info!(operation = op.tool_name(), %request, outcome = "capabilities_incompatible", "operation refused");
            }
            Ok(o) => {
                tracing::info!(operation = op.tool_name(), %request, locations = o.locations(), "operation served")
            }
            Err(e) => tracing::info!(operation = op.tool_name(), %request, error = %e.code, "operation failed"),
        }
        result
    }

    /// Runs one operation for an already negotiated platform. Paths in errors are relative to
    /// the payload (`$.distance.max`).
    pub fn run(&self, op: Operation, negotiated: &Negotiated, payload: &Value) -> Result<Outcome, UcpError> {
        if !self.offered().any(|o| o == op) {
            return Err(UcpError::new(Code::NotFound, format!("This business does not offer {}.", op.capability())));
        }
        let Some(capability_version) = negotiated.capability(op.capability()) else {
            return Ok(Outcome::new(&self.incompatible(op, negotiated), true, 0));
        };
        let (request_schema, _) = op.schemas(&self.inner.schemas);
        request_schema
            .check(payload, &[])
            .map_err(|v| UcpError::new(Code::InvalidRequest, format!("{}.", v.message)).at(v.path))?;
        let envelope = Envelope::success(negotiated.version.clone(), op.capability(), capability_version.clone());
        let cx = QueryContext {
            now: self.inner.clock.now(),
            limits: &self.inner.limits,
            cursor_key: &self.inner.cursor_key,
        };
        Ok(match op {
            Operation::SearchLocations => {
                let request = SearchRequest::from_json(payload)?;
                let page = self.inner.index.search(&request, cx)?;
                let response = SearchResponse {
                    ucp: &envelope,
                    locations: &page.locations,
                    pagination: Pagination {
                        has_next_page: page.has_next_page,
                        cursor: page.cursor.as_deref(),
                        total_count: page.total_count,
                    },
                    messages: &page.messages,
                };
                Outcome::new(&response, false, page.locations.len())
            }
            Operation::LookupLocations => {
                let request = LookupRequest::from_json(payload)?;
                let result = self.inner.index.lookup(&request, cx)?;
                let response =
                    LookupResponse { ucp: &envelope, locations: &result.locations, messages: &result.messages };
                Outcome::new(&response, false, result.locations.len())
            }
        })
    }

    fn incompatible(&self, op: Operation, negotiated: &Negotiated) -> ErrorBody {
        let offered =
            self.inner.config.ucp.capabilities.get(op.capability()).map(ToString::to_string).unwrap_or_default();
        let error = UcpError::new(
            Code::CapabilitiesIncompatible,
            format!(
                "The platform profile does not declare {} at a version this business offers ({offered}); add it to \
                 the profile's ucp.capabilities to use {}.",
                op.capability(),
                op.tool_name()
            ),
        );
        ErrorBody {
            ucp: Envelope::error(negotiated.version.clone()),
            messages: vec![Message::from(&error)],
            continue_url: Some(self.inner.business.website.clone()),
        }
    }

    /// The UCP error body for a transport error with the `error_response` shape.
    pub fn error_body(&self, error: &UcpError) -> Value {
        let body = ErrorBody {
            ucp: Envelope::error(self.inner.config.ucp.version.clone()),
            messages: vec![Message::Error {
                code: error.code.name().to_owned(),
                content: error.describe(),
                severity: error.code.severity(),
                path: error.path.clone(),
            }],
            continue_url: None,
        };
        serde_json::to_value(body).expect("error bodies serialize")
    }

    /// The storefront, offered as `continue_url` in discovery errors.
    pub fn continue_url(&self) -> &str {
        &self.inner.business.website
    }
}
