//! The UCP operations Concierge serves, and the service that runs them.
//!
//! One call, on any transport, goes: resolve the platform profile → negotiate → check the
//! operation's capability survived (else the business outcome `capabilities_incompatible`) →
//! validate the payload against the published schema → read it strictly → run it on the core →
//! build the response with the negotiated envelope.
//!
//! Everything that depends on the store lives in one [`StoreGeneration`], swapped whole by
//! [`Concierge::reload`]: a call takes the current generation once, at its start, and runs on
//! it to the end.

use std::sync::Arc;
use std::time::Instant;

use arc_swap::ArcSwap;

use concierge_ask::Viewer;
use concierge_core::catalog::Business;
use concierge_core::clock::Clock;
use concierge_core::location::{self, CursorKey, LookupRequest, QueryContext, SearchRequest};
use concierge_core::negotiation::{BusinessOffer, CapabilityDeclaration, Negotiated, PlatformProfile, negotiate};
use concierge_core::ucp::{ASK, Envelope, ErrorBody, LOCATION_LOOKUP, LOCATION_SEARCH, Message, Version};
use concierge_core::{Code, UcpError};
use concierge_schemas::{Compiled, Schemas};
use serde::Serialize;
use serde_json::Value;
use serde_json::value::RawValue;

use crate::ask::AskService;
use crate::auth::session::SessionVerifier;
use crate::auth::signatures::{self, ResponseSigner, SignedRequest};
use crate::auth::{Auth, Binding};
use crate::config::Config;
use crate::database::Database;
use crate::discovery::{self, Document};
use crate::generation::{ReloadRefused, ReloadReport, StoreGeneration, StoreSource, problem_lines};
use crate::profiles::{Profile, ProfileResolver};

/// The `aud` values a Poppy-Session may carry: the organization domain (bare and as an https
/// origin), this server's origin and its UCP endpoints.
fn session_audiences(config: &Config) -> Vec<String> {
    let mut audiences = Vec::new();
    for base in config.local_base_urls() {
        let domain = config.for_base_url(&base).poppy_domain();
        audiences.extend([format!("https://{domain}"), domain]);
    }
    audiences.extend(config.token_audiences());
    audiences
}

/// Notes what only the operation knows in the current span's empty `request` and `locations`
/// fields: the HTTP layer declares them on its `request` span and writes them on the request's
/// one log line. The payload is summarized by [`crate::redact`] (no query text, coordinates to
/// two decimals) and only when that span is being logged.
fn note_in_log(op: Operation, payload: &Value, result: &Result<Outcome, UcpError>) {
    let span = tracing::Span::current();
    if span.is_disabled() {
        return;
    }
    span.record("request", tracing::field::display(crate::redact::summarize(payload)));
    if let Ok(outcome) = result
        && op != Operation::AskBusiness
        && !outcome.is_refused()
    {
        span.record("locations", outcome.locations());
    }
}

/// A UCP operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Operation {
    /// Location Search.
    SearchLocations,
    /// Location Lookup.
    LookupLocations,
    /// Ask (draft).
    AskBusiness,
}

/// Which business profile offers an operation: the dated release at `/.well-known/ucp`, or
/// the draft at `/.well-known/ucp/draft`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Channel {
    /// `/.well-known/ucp` (`ucp.version`).
    Released = 0,
    /// `/.well-known/ucp/draft` (`ucp.draft_version`).
    Draft = 1,
}

impl Operation {
    /// Every operation Concierge implements.
    pub const ALL: [Operation; 3] = [Operation::SearchLocations, Operation::LookupLocations, Operation::AskBusiness];

    /// The capability the operation belongs to.
    pub fn capability(self) -> &'static str {
        match self {
            Operation::SearchLocations => LOCATION_SEARCH,
            Operation::LookupLocations => LOCATION_LOOKUP,
            Operation::AskBusiness => ASK,
        }
    }

    /// The profile the operation is offered on.
    pub fn channel(self) -> Channel {
        match self {
            Operation::AskBusiness => Channel::Draft,
            _ => Channel::Released,
        }
    }

    /// The MCP tool name (also the OpenAPI `operationId`).
    pub fn tool_name(self) -> &'static str {
        match self {
            Operation::SearchLocations => "search_locations",
            Operation::LookupLocations => "lookup_locations",
            Operation::AskBusiness => "ask_business",
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
            Operation::AskBusiness => "/ask",
        }
    }

    /// The MCP argument holding the payload.
    pub fn payload_key(self) -> &'static str {
        match self {
            Operation::AskBusiness => "ask",
            _ => "location",
        }
    }

    /// One line saying what the operation does.
    pub fn summary(self) -> &'static str {
        match self {
            Operation::SearchLocations => "Search for physical locations",
            Operation::LookupLocations => "Batch lookup locations by identifier",
            Operation::AskBusiness => "Ask the business a question",
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
            Operation::AskBusiness => {
                "Ask this business a question about its products, stores and opening hours, shipping, returns and \
                 other policies. Returns a short answer with links to what it names. Ground the question with `ids` \
                 (product or store GIDs, SKUs, handles, URLs); continue a conversation by replaying its \
                 `conversation.id`. Read-only: it never changes carts, orders or bookings."
            }
        }
    }

    /// The capability's spec path under `https://ucp.dev/{version}/specification/`.
    pub fn spec_path(self) -> &'static str {
        match self {
            Operation::SearchLocations => "common/location/search",
            Operation::LookupLocations => "common/location/lookup",
            Operation::AskBusiness => "common/ask",
        }
    }

    /// The capability's schema file under `https://ucp.dev/{version}/schemas/`.
    pub fn schema_file(self) -> &'static str {
        match self {
            Operation::SearchLocations => "common/location_search.json",
            Operation::LookupLocations => "common/location_lookup.json",
            Operation::AskBusiness => "common/ask.json",
        }
    }

    /// The request and response schemas.
    pub fn schemas(self, schemas: &Schemas) -> (&Compiled, &Compiled) {
        match self {
            Operation::SearchLocations => (&schemas.search_request, &schemas.search_response),
            Operation::LookupLocations => (&schemas.lookup_request, &schemas.lookup_response),
            Operation::AskBusiness => (&schemas.ask_request, &schemas.ask_response),
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
    /// How Ask reached its answer, when the caller asked for it ([`CallOptions::explain`]).
    trace: Option<Box<concierge_ask::Trace>>,
    /// How Ask's engine answered (not for a replay or a refusal).
    ask_result: Option<crate::traffic::AskResult>,
}

impl Outcome {
    pub(crate) fn new(body: &impl Serialize, refused: bool, locations: usize) -> Self {
        let body = serde_json::value::to_raw_value(body).expect("responses serialize");
        Outcome { body, refused, locations, trace: None, ask_result: None }
    }

    /// The outcome with the trace of the answer it carries.
    pub(crate) fn with_trace(mut self, trace: concierge_ask::Trace) -> Self {
        self.trace = Some(Box::new(trace));
        self
    }

    /// The outcome, noting how Ask's engine answered.
    pub(crate) fn answered(mut self, result: crate::traffic::AskResult) -> Self {
        self.ask_result = Some(result);
        self
    }

    /// How Ask reached this answer: only when [`CallOptions::explain`] was set, never for a
    /// replayed response, and never part of the response itself.
    pub fn trace(&self) -> Option<&concierge_ask::Trace> {
        self.trace.as_deref()
    }

    /// A stored response, replayed as is.
    pub(crate) fn replay(body: String) -> Self {
        let body = RawValue::from_string(body)
            .unwrap_or_else(|_| serde_json::value::to_raw_value(&Value::Null).expect("null"));
        Outcome { body, refused: false, locations: 0, trace: None, ask_result: None }
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

/// A location as the console plots it.
#[derive(Debug, Clone, PartialEq)]
pub struct PlotPoint {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Where it is, when known.
    pub geo: Option<location::Geo>,
    /// The radii of its active service areas, in metres.
    pub radii_m: Vec<f64>,
    /// The polygons of its active service areas.
    pub polygons: Vec<Vec<location::Geo>>,
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

/// Per-call options a transport passes with an operation.
#[derive(Debug, Clone, Default)]
pub struct CallOptions {
    /// The binding the request came through.
    pub binding: Binding,
    /// The `Authorization` header, as sent.
    pub authorization: Option<String>,
    /// The `Poppy-Session` header, as sent.
    pub poppy_session: Option<String>,
    /// The request as received, when it carries an HTTP Message Signature to verify.
    pub signed: Option<SignedRequest>,
    /// `Idempotency-Key` (REST) or `meta["idempotency-key"]` (MCP).
    pub idempotency_key: Option<String>,
    /// SHA-256 of the request as sent (the raw body over REST, the canonical payload over
    /// MCP): a key replayed with a different digest is a conflict.
    pub request_digest: Option<String>,
    /// The platform profile URL the request named (set by [`Concierge::call`]). Idempotency
    /// keys are scoped to it: one platform's key never replays another's response.
    pub agent: Option<String>,
    /// In-process callers only (`concierge eval --explain`, training): keep Ask's trace on the
    /// outcome ([`Outcome::trace`]). No transport sets it.
    pub explain: bool,
}

/// The application: everything a request needs, shared by every transport. Cheap to clone.
#[derive(Clone)]
pub struct Concierge {
    inner: Arc<Inner>,
}

struct Inner {
    config: Config,
    /// The store being served; replaced whole by a reload.
    store: ArcSwap<StoreGeneration>,
    /// Taken by reloads only (never by a request), so that they run one at a time and number
    /// generations in order.
    reloading: tokio::sync::Mutex<()>,
    schemas: Arc<Schemas>,
    profiles: ProfileResolver,
    released: BusinessOffer,
    /// One offer per accepted draft date: `ucp.draft_version` first, then
    /// `ucp.earlier_draft_versions`.
    drafts: Vec<BusinessOffer>,
    clock: Arc<dyn Clock>,
    cursor_key: CursorKey,
    limits: location::Limits,
    ask: AskService,
    auth: Auth,
    sessions: SessionVerifier,
    signer: Option<ResponseSigner>,
    /// The documents published, one set per base URL the server speaks for
    /// ([`Config::local_base_urls`]); the first is the public base URL's.
    published: Vec<Published>,
    /// The last 24 hours of traffic, for the console.
    traffic: crate::traffic::Traffic,
}

/// The documents a business publishes about itself, as seen from one base URL. Built with the
/// business name at start; a reload that renames the business says it keeps them.
#[derive(Debug)]
pub struct Published {
    /// `host:port` (or `host`) of the base URL, lower case: the `Host` header it answers.
    authority: String,
    profile: Document,
    draft_profile: Option<Document>,
    /// The leaf profiles of `ucp.earlier_draft_versions`.
    earlier_draft_profiles: Vec<(Version, Document)>,
    openapi: Document,
    /// RFC 9728 metadata for the origin and for the MCP endpoint (with an issuer).
    resource_documents: Option<(Document, Document)>,
    poppy: Option<Document>,
}

impl Published {
    fn build(config: &Config, schemas: &Schemas, keys: &[Value], business_name: &str) -> Self {
        let authority = config.public_authority();
        let drafts = !config.ucp.draft_capabilities.is_empty();
        Published {
            authority,
            profile: discovery::business_profile(config, Channel::Released, keys),
            draft_profile: drafts.then(|| discovery::business_profile(config, Channel::Draft, keys)),
            earlier_draft_profiles: if drafts {
                config
                    .ucp
                    .earlier_draft_versions
                    .iter()
                    .map(|v| (v.clone(), discovery::earlier_draft_profile(config, v, keys)))
                    .collect()
            } else {
                Vec::new()
            },
            openapi: discovery::openapi(config, schemas),
            resource_documents: discovery::protected_resource(config, &config.public_base_url(), business_name)
                .zip(discovery::protected_resource(config, &config.mcp_endpoint(), business_name)),
            poppy: discovery::poppy(config, business_name),
        }
    }

    /// `/.well-known/ucp`.
    pub fn profile(&self) -> &Document {
        &self.profile
    }

    /// `/.well-known/ucp/draft`, when draft capabilities are offered.
    pub fn draft_profile(&self) -> Option<&Document> {
        self.draft_profile.as_ref()
    }

    /// `/.well-known/ucp/draft/{date}`: the leaf profile of an earlier draft date.
    pub fn earlier_draft_profile(&self, date: &str) -> Option<&Document> {
        self.earlier_draft_profiles.iter().find(|(v, _)| v.as_str() == date).map(|(_, d)| d)
    }

    /// RFC 9728 protected resource metadata: for the origin (`Binding::Rest`) or the MCP
    /// endpoint; `None` without an issuer.
    pub fn resource_document(&self, binding: Binding) -> Option<&Document> {
        self.resource_documents.as_ref().map(|(origin, mcp)| match binding {
            Binding::Rest => origin,
            Binding::Mcp => mcp,
        })
    }

    /// `/.well-known/poppy.json`, when the extension is enabled.
    pub fn poppy(&self) -> Option<&Document> {
        self.poppy.as_ref()
    }

    /// The REST OpenAPI document.
    pub fn openapi(&self) -> &Document {
        &self.openapi
    }
}

impl std::fmt::Debug for Concierge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let store = self.inner.store.load();
        f.debug_struct("Concierge")
            .field("business", &store.business().name)
            .field("generation", &store.number())
            .finish_non_exhaustive()
    }
}

fn offer(version: &Version, capabilities: &std::collections::BTreeMap<String, Version>) -> BusinessOffer {
    BusinessOffer {
        version: version.clone(),
        capabilities: capabilities
            .iter()
            .map(|(name, v)| (name.clone(), vec![CapabilityDeclaration { version: v.clone(), extends: Vec::new() }]))
            .collect(),
    }
}

impl Concierge {
    /// With `[ask.model]` on: how many answers the model composed, and for each reason
    /// (a skipped pack, a failed call, a review rule) how many fell back to the engine's.
    pub fn composer_counts(&self) -> Option<std::collections::BTreeMap<&'static str, u64>> {
        self.inner.ask.composer().map(crate::composer::ModelComposer::counts)
    }

    /// Builds the service. Fails with readable reasons when the schemas, pinned profiles or the
    /// database URL cannot be used. The database is opened on first use; call
    /// [`Concierge::database`]`.ready()` at start-up to open it eagerly.
    pub fn new(config: Config, business: Business, clock: Arc<dyn Clock>) -> Result<Self, Vec<String>> {
        let schemas = Arc::new(Schemas::load().map_err(|e| vec![e.to_string()])?);
        // `"version": "draft"` names the configured draft even when no draft capability is
        // offered: such a platform then gets `version_unsupported`, not `profile_malformed`.
        let draft = Some(config.ucp.draft_version.clone());
        let profiles =
            ProfileResolver::new(&config.profile_fetch, config.allows_loopback_profiles(), schemas.clone(), draft)?;
        let database =
            Database::from_settings(&config.storage).map_err(|e| vec![format!("storage.database_url: {e}")])?;
        let cursor_key = CursorKey::new(config.cursor_secret().unwrap_or_else(rand::random));
        let l = &config.limits;
        let limits = location::Limits {
            default_page_size: l.default_page_size,
            max_page_size: l.max_page_size,
            max_distance_m: l.max_distance_m,
            lookup_batch_max: l.lookup_batch_max,
            browse_max_results: l.browse_max_results,
            schedule_horizon_days: config.location.schedule_horizon_days,
        };
        let store = StoreGeneration::build(1, business, &config.ask, Instant::now())?;
        let business = store.business().clone();
        // A claimed key whose request never finished (a dropped connection, a timeout) is
        // released once the request could no longer be running.
        let claim_lease_secs = config.server.request_timeout_secs + 5;
        let composer = crate::composer::ModelComposer::new(&config.ask.model).map_err(|e| vec![e])?;
        let ask = AskService::new(database, config.ask.clone(), claim_lease_secs, composer);
        let auth = Auth::new(&config)?;
        let sessions = SessionVerifier::new(session_audiences(&config));
        let signer =
            if config.signatures.sign_responses { Some(ResponseSigner::load(&config.signatures)?) } else { None };
        let keys: Vec<Value> = signer
            .iter()
            .flat_map(|s| s.published())
            .map(|k| serde_json::to_value(k).expect("keys serialize"))
            .collect();
        let published = config
            .local_base_urls()
            .iter()
            .map(|base| Published::build(&config.for_base_url(base), &schemas, &keys, &business.name))
            .collect();
        let drafts = std::iter::once(&config.ucp.draft_version)
            .chain(&config.ucp.earlier_draft_versions)
            .map(|version| {
                // Each draft date offers the draft capabilities at that date.
                let capabilities = config.ucp.draft_capabilities.keys().map(|c| (c.clone(), version.clone())).collect();
                offer(version, &capabilities)
            })
            .collect();
        let app = Concierge {
            inner: Arc::new(Inner {
                released: offer(&config.ucp.version, &config.ucp.capabilities),
                drafts,
                config,
                store: ArcSwap::from_pointee(store),
                reloading: tokio::sync::Mutex::new(()),
                schemas,
                profiles,
                clock,
                cursor_key,
                limits,
                ask,
                auth,
                sessions,
                signer,
                published,
                traffic: crate::traffic::Traffic::default(),
            }),
        };
        app.record_store_metrics();
        Ok(app)
    }

    /// The last 24 hours of traffic (the HTTP layer records requests, [`Concierge::call`] their
    /// agents and Ask's answers).
    pub fn traffic(&self) -> &crate::traffic::Traffic {
        &self.inner.traffic
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.inner.config
    }

    /// The business of the store being served now (a later reload does not change the one
    /// returned).
    pub fn business(&self) -> Arc<Business> {
        self.inner.store.load().business().clone()
    }

    /// The store generation being served now: what a request starting now runs on.
    pub fn generation(&self) -> Arc<StoreGeneration> {
        self.inner.store.load_full()
    }

    /// The number of the store generation being served now: 1 at start, one more per accepted
    /// reload (for `/health`).
    pub fn store_generation(&self) -> u64 {
        self.inner.store.load().number()
    }

    /// Reads `source` again, validates it completely and builds a new store generation off the
    /// request path, then swaps it in: requests that start afterwards see it, requests in
    /// flight finish on the generation they started with. A store that cannot be served is
    /// refused with every problem and the running generation keeps serving. Reloads run one
    /// at a time; requests never wait for one.
    pub async fn reload_from(&self, source: &StoreSource) -> Result<ReloadReport, ReloadRefused> {
        let what = source.to_string();
        let source = source.clone();
        let settings = self.inner.config.location.clone();
        self.swap_in(what, move || source.load(&settings).map_err(|e| problem_lines(&e))).await
    }

    /// [`Concierge::reload_from`] with a business already read and validated (by
    /// `concierge_store`): builds its generation off the request path and swaps it in.
    pub async fn reload(&self, business: Business) -> Result<ReloadReport, ReloadRefused> {
        let what = format!("business {:?}", business.name);
        self.swap_in(what, move || Ok(business)).await
    }

    async fn swap_in(
        &self,
        what: String,
        read: impl FnOnce() -> Result<Business, Vec<String>> + Send + 'static,
    ) -> Result<ReloadReport, ReloadRefused> {
        let _one_at_a_time = self.inner.reloading.lock().await;
        let previous = self.inner.store.load().number();
        let settings = self.inner.config.ask.clone();
        // Reading files and building indexes and vectors is blocking work: on a blocking
        // thread, holding nothing that requests take.
        let built = tokio::task::spawn_blocking(move || {
            let started = Instant::now();
            StoreGeneration::build(previous + 1, read()?, &settings, started)
        })
        .await
        .unwrap_or_else(|e| Err(vec![format!("building the new store generation failed: {e}")]));
        let current = self.inner.store.load().business().gid_authority.clone();
        let built = built.and_then(|generation| {
            // Another business's records would mix with this one's in the database
            // (`crate::ownership`): it gets a server, and a database, of its own.
            let authority = &generation.business().gid_authority;
            if *authority != current {
                return Err(vec![format!(
                    "store.toml: [business]: gid_authority: `{authority}` is another business than the one served \
                     (`{current}`), whose records are in this server's database; serve it from a server with a \
                     database of its own (storage.database_url), or restart this one with --take-over-database \
                     if it really replaces it (docs/data.md)"
                )]);
            }
            Ok(generation)
        });
        let generation = match built {
            Ok(generation) => Arc::new(generation),
            Err(problems) => {
                metrics::counter!("concierge_store_reloads_total", "outcome" => "refused").increment(1);
                return Err(ReloadRefused { store: what, problems, kept: previous });
            }
        };
        let old = self.inner.store.swap(generation.clone());
        if old.business().name != generation.business().name {
            tracing::warn!(
                was = %old.business().name,
                now = %generation.business().name,
                "the business was renamed: the OAuth resource metadata and poppy.json keep the old name until a restart"
            );
        }
        metrics::counter!("concierge_store_reloads_total", "outcome" => "ok").increment(1);
        self.record_store_metrics();
        Ok(generation.report(previous))
    }

    /// Sets the store gauges (`concierge_store_generation`, `concierge_store_load_seconds`)
    /// from the generation being served. Done at start and on every reload; call it again
    /// after installing a metrics recorder later than [`Concierge::new`].
    pub fn record_store_metrics(&self) {
        let store = self.inner.store.load();
        // Generation numbers stay far below 2^53, so the conversion is exact.
        metrics::gauge!("concierge_store_generation").set(store.number() as f64);
        metrics::gauge!("concierge_store_load_seconds").set(store.load_time().as_secs_f64());
    }

    /// The compiled schemas.
    pub fn schemas(&self) -> &Schemas {
        &self.inner.schemas
    }

    /// The durable records.
    pub fn database(&self) -> &Database {
        self.inner.ask.database()
    }

    /// The key responses are signed with, when response signing is on.
    pub fn response_signer(&self) -> Option<&ResponseSigner> {
        self.inner.signer.as_ref()
    }

    /// The clock requests are served by.
    pub fn now(&self) -> jiff::Timestamp {
        self.inner.clock.now()
    }

    /// Loads what the service needs from elsewhere before serving: the issuer's keys (a failure
    /// is reported, not fatal: tokens are then refused 503 until the issuer answers).
    pub async fn auth_ready(&self) -> Result<(), crate::auth::IssuerError> {
        self.inner.auth.ready().await
    }

    /// The documents published for the base URL a request reached by `host` (its `Host`
    /// header): a local server speaks for each loopback name ([`Config::local_base_urls`]);
    /// any other host gets the public base URL's documents.
    pub fn published(&self, host: Option<&str>) -> &Published {
        let published = &self.inner.published;
        host.and_then(|h| published.iter().find(|p| p.authority.eq_ignore_ascii_case(h))).unwrap_or(&published[0])
    }

    /// `/.well-known/ucp` (at the public base URL).
    pub fn profile_document(&self) -> &Document {
        self.published(None).profile()
    }

    /// `/.well-known/ucp/draft`, when draft capabilities are offered.
    pub fn draft_profile_document(&self) -> Option<&Document> {
        self.published(None).draft_profile()
    }

    /// RFC 9728 protected resource metadata: for the origin (`Binding::Rest`) or the MCP
    /// endpoint; `None` without an issuer.
    pub fn resource_document(&self, binding: Binding) -> Option<&Document> {
        self.published(None).resource_document(binding)
    }

    /// `/.well-known/poppy.json`, when the extension is enabled.
    pub fn poppy_document(&self) -> Option<&Document> {
        self.published(None).poppy()
    }

    /// The REST OpenAPI document.
    pub fn openapi_document(&self) -> &Document {
        self.published(None).openapi()
    }

    /// The operations this business offers (their capability is configured).
    pub fn offered(&self) -> impl Iterator<Item = Operation> + '_ {
        let u = &self.inner.config.ucp;
        Operation::ALL.into_iter().filter(|o| match o.channel() {
            Channel::Released => u.capabilities.contains_key(o.capability()),
            Channel::Draft => u.draft_capabilities.contains_key(o.capability()),
        })
    }

    /// The offer a platform declaring `version` negotiates with on `channel`: for the draft,
    /// the draft date it declares when accepted, else the newest (which refuses it).
    fn offer_for(&self, channel: Channel, version: &Version) -> &BusinessOffer {
        match channel {
            Channel::Released => &self.inner.released,
            Channel::Draft => {
                let drafts = &self.inner.drafts;
                drafts.iter().find(|o| o.version == *version).unwrap_or(&drafts[0])
            }
        }
    }

    /// Whether draft capabilities are offered.
    fn offers_drafts(&self) -> bool {
        !self.inner.config.ucp.draft_capabilities.is_empty()
    }

    /// Resolves the platform profile and negotiates with whichever business profile shares
    /// its version (the released one, or a draft one).
    pub async fn negotiate(&self, profile_url: &str) -> Result<Negotiated, UcpError> {
        let resolved = self.inner.profiles.resolve(profile_url).await?;
        let profile = &resolved.platform;
        let channel = if self.offers_drafts() && self.inner.drafts.iter().any(|o| o.version == profile.version) {
            Channel::Draft
        } else {
            Channel::Released
        };
        negotiate(self.offer_for(channel, &profile.version), profile)
            .map_err(|e| self.version_hint(e, channel, profile))
    }

    /// Resolves the platform profile and negotiates with the profile offering `op`.
    async fn negotiate_for(
        &self,
        op: Operation,
        profile_url: &str,
    ) -> Result<(Arc<Negotiated>, Arc<Profile>), UcpError> {
        let profile = self.inner.profiles.resolve(profile_url).await?;
        let channel = op.channel();
        let negotiated = profile.negotiated(channel as usize, |platform| {
            negotiate(self.offer_for(channel, &platform.version), platform)
                .map_err(|e| self.version_hint(e, channel, platform))
        })?;
        Ok((negotiated, profile))
    }

    /// Decides who is calling from what the request presents: its signature (checked with the
    /// platform profile's keys), its access token, and its `Poppy-Session` header; then applies
    /// the hard gates of `op`'s capability.
    async fn authorize(&self, op: Operation, profile: &Profile, options: &CallOptions) -> Result<Viewer, UcpError> {
        let config = &self.inner.config;
        let now = self.inner.clock.now().as_second();
        signatures::verify_request(options.signed.as_ref(), &profile.signing_keys, &config.signatures, now)?;
        let token = self.inner.auth.authenticate(options.authorization.as_deref(), options.binding, now).await?;
        if let Some(header) = &options.poppy_session {
            if let Some(t) = &token
                && !self.is_poppy_sign_in_token(t)
            {
                return Err(self.inner.auth.refuse_token(
                    options.binding,
                    "a request carrying Poppy-Session must carry a token from this protocol's sign-in, and this one was \
                     issued to another client",
                ));
            }
            if config.poppy.session == crate::config::SessionMode::Verify {
                let bearer = options.authorization.as_deref().and_then(crate::auth::bearer_token);
                let session = self.inner.sessions.verify(header, bearer, &self.inner.profiles, now).await?;
                let ended = self.database().session_ended(&session.agent, &session.sid).await.map_err(|e| {
                    tracing::error!(reason = %e, "cannot check ended sessions");
                    UcpError::new(Code::Unavailable, "Sessions cannot be checked right now; retry shortly.")
                        .retry_after(1)
                })?;
                if ended {
                    return Err(UcpError::new(
                        Code::SessionEnded,
                        "This Poppy Session has ended; start a new Session and send the request again.",
                    ));
                }
            }
        }
        self.inner.auth.gate(&config.required_scopes_for(op.capability()), token.as_ref(), options.binding)?;
        Ok(match token {
            Some(t) => Viewer::buyer(t.subject.clone(), t.scopes.clone()),
            None => Viewer::public(),
        })
    }

    /// Validates a request's access token outside any operation (MCP `tools/list`): a bad token
    /// is refused with its challenge, never ignored; no token is fine.
    pub async fn check_token(&self, authorization: Option<&str>, binding: Binding) -> Result<(), UcpError> {
        let now = self.inner.clock.now().as_second();
        self.inner.auth.authenticate(authorization, binding, now).await.map(|_| ())
    }

    /// Whether a token came from the Personal Agent Protocol's sign-in: issued to (or acting
    /// for) one of `poppy.sign_in_clients`.
    fn is_poppy_sign_in_token(&self, token: &concierge_auth::AccessToken) -> bool {
        let clients = &self.inner.config.poppy.sign_in_clients;
        [token.client_id.as_deref(), token.actor.as_deref()]
            .into_iter()
            .flatten()
            .any(|c| clients.iter().any(|x| x == c))
    }

    /// Points a `version_unsupported` at the profile that offers what the platform wants.
    fn version_hint(&self, mut e: UcpError, channel: Channel, platform: &PlatformProfile) -> UcpError {
        if e.code == Code::VersionUnsupported && self.offers_drafts() {
            let u = &self.inner.config.ucp;
            let hint = match channel {
                // A draft-version platform asking for a released capability.
                Channel::Released if self.inner.drafts.iter().any(|o| o.version == platform.version) => format!(
                    " Location is offered at version {} on /.well-known/ucp; declare that version to use it.",
                    u.version
                ),
                Channel::Released => format!(
                    " Draft capabilities (Ask) are offered at version {} on /.well-known/ucp/draft.",
                    u.draft_version
                ),
                Channel::Draft => format!(
                    " Ask is a draft capability: declare version {} and dev.ucp.common.ask (see /.well-known/ucp/draft).",
                    std::iter::once(&u.draft_version)
                        .chain(&u.earlier_draft_versions)
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(" or ")
                ),
            };
            e.content.push_str(&hint);
        }
        e
    }

    /// A negotiation as if the platform declared exactly what this business offers on
    /// `channel` (for evaluation and benchmarks, which have no platform).
    pub fn self_negotiated(&self, channel: Channel) -> Negotiated {
        let offer = match channel {
            Channel::Released => &self.inner.released,
            Channel::Draft => &self.inner.drafts[0],
        };
        Negotiated {
            version: offer.version.clone(),
            capabilities: offer.capabilities.iter().map(|(k, v)| (k.clone(), v[0].version.clone())).collect(),
        }
    }

    /// Runs one operation for the platform whose profile is at `profile_url`, and notes it in
    /// the request's log line (without the query text or precise coordinates; see
    /// [`note_in_log`]).
    pub async fn call(
        &self,
        op: Operation,
        profile_url: &str,
        payload: &Value,
        options: &CallOptions,
    ) -> Result<Outcome, UcpError> {
        // The store this call runs on, to its end, whatever reloads happen meanwhile.
        let store = self.generation();
        let options = CallOptions { agent: Some(profile_url.to_owned()), ..options.clone() };
        let result = match self.negotiate_for(op, profile_url).await {
            Ok((negotiated, profile)) => match self.authorize(op, &profile, &options).await {
                Ok(viewer) => self.run_on(&store, op, &negotiated, payload, &options, &viewer).await,
                Err(e) => Err(e),
            },
            Err(e) => Err(e),
        };
        note_in_log(op, payload, &result);
        let answered = result.as_ref().ok().and_then(|outcome| outcome.ask_result);
        self.inner.traffic.record_call(crate::traffic::wall_clock(), profile_url, answered);
        result
    }

    /// Runs one operation for an already negotiated and authorized platform, on behalf of
    /// `viewer`, on the store being served now. Paths in errors are relative to the payload
    /// (`$.distance.max`).
    pub async fn run(
        &self,
        op: Operation,
        negotiated: &Negotiated,
        payload: &Value,
        options: &CallOptions,
        viewer: &Viewer,
    ) -> Result<Outcome, UcpError> {
        self.run_on(&self.generation(), op, negotiated, payload, options, viewer).await
    }

    async fn run_on(
        &self,
        store: &StoreGeneration,
        op: Operation,
        negotiated: &Negotiated,
        payload: &Value,
        options: &CallOptions,
        viewer: &Viewer,
    ) -> Result<Outcome, UcpError> {
        match op {
            Operation::AskBusiness => {
                let Some(version) = self.admit(op, negotiated, payload)? else {
                    return Ok(Outcome::new(&self.incompatible(store, op, negotiated), true, 0));
                };
                let envelope = Envelope::success(negotiated.version.clone(), op.capability(), version);
                self.inner.ask.ask(store, envelope, payload, options, viewer, self.inner.clock.now()).await
            }
            _ => self.run_location_on(store, op, negotiated, payload),
        }
    }

    /// Checks the operation is offered and negotiated and the payload matches its schema;
    /// `None` when the capability did not survive negotiation.
    fn admit(&self, op: Operation, negotiated: &Negotiated, payload: &Value) -> Result<Option<Version>, UcpError> {
        if !self.offered().any(|o| o == op) {
            return Err(UcpError::new(Code::NotFound, format!("This business does not offer {}.", op.capability())));
        }
        let Some(capability_version) = negotiated.capability(op.capability()) else {
            return Ok(None);
        };
        let (request_schema, _) = op.schemas(&self.inner.schemas);
        request_schema
            .check(payload, &[])
            .map_err(|v| UcpError::new(Code::InvalidRequest, format!("{}.", v.message)).at(v.path))?;
        Ok(Some(capability_version.clone()))
    }

    /// Runs a Location operation on the store being served now (synchronous: no I/O).
    pub fn run_location(&self, op: Operation, negotiated: &Negotiated, payload: &Value) -> Result<Outcome, UcpError> {
        self.run_location_on(&self.inner.store.load(), op, negotiated, payload)
    }

    fn run_location_on(
        &self,
        store: &StoreGeneration,
        op: Operation,
        negotiated: &Negotiated,
        payload: &Value,
    ) -> Result<Outcome, UcpError> {
        let Some(capability_version) = self.admit(op, negotiated, payload)? else {
            return Ok(Outcome::new(&self.incompatible(store, op, negotiated), true, 0));
        };
        let envelope = Envelope::success(negotiated.version.clone(), op.capability(), capability_version);
        let cx = QueryContext {
            now: self.inner.clock.now(),
            limits: &self.inner.limits,
            cursor_key: &self.inner.cursor_key,
        };
        Ok(match op {
            Operation::SearchLocations => {
                let request = SearchRequest::from_json(payload)?;
                let page = store.index().search(&request, cx)?;
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
                let result = store.index().lookup(&request, cx)?;
                let response =
                    LookupResponse { ucp: &envelope, locations: &result.locations, messages: &result.messages };
                Outcome::new(&response, false, result.locations.len())
            }
            Operation::AskBusiness => unreachable!("Ask is not a Location operation"),
        })
    }

    /// The locations a Location Search payload's relations and filters match (its free text
    /// and page aside), for a picture of the chain: how many match, and at most `max` of them
    /// spread evenly over the matches, with their service areas. Errors are the search's own.
    pub fn plot_locations(&self, payload: &Value, max: usize) -> Result<(usize, Vec<PlotPoint>), UcpError> {
        let store = self.inner.store.load();
        let request = SearchRequest::from_json(payload)?;
        let cx = QueryContext {
            now: self.inner.clock.now(),
            limits: &self.inner.limits,
            cursor_key: &self.inner.cursor_key,
        };
        let (total, sample) = store.index().sample_matches(&request, cx, max)?;
        let points = sample
            .into_iter()
            .map(|l| PlotPoint {
                id: l.id.to_string(),
                name: l.name.to_string(),
                geo: l.geo,
                radii_m: l.service_areas.iter().filter(|a| a.active).filter_map(|a| a.radius_m).collect(),
                polygons: l
                    .service_areas
                    .iter()
                    .filter(|a| a.active)
                    .filter_map(|a| a.polygon.as_deref().map(<[_]>::to_vec))
                    .collect(),
            })
            .collect();
        Ok((total, points))
    }

    fn incompatible(&self, store: &StoreGeneration, op: Operation, negotiated: &Negotiated) -> ErrorBody {
        let u = &self.inner.config.ucp;
        let offered = match op.channel() {
            Channel::Released => u.capabilities.get(op.capability()),
            Channel::Draft => u.draft_capabilities.get(op.capability()),
        }
        .map(ToString::to_string)
        .unwrap_or_default();
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
            continue_url: Some(store.business().website.clone()),
        }
    }

    /// The UCP error body for a transport error with the `error_response` shape, dated with
    /// the version of the profile that offers `channel`'s operations.
    pub fn error_body(&self, error: &UcpError, channel: Channel) -> Value {
        let version = match channel {
            Channel::Released => &self.inner.config.ucp.version,
            Channel::Draft => &self.inner.config.ucp.draft_version,
        };
        let body = ErrorBody {
            ucp: Envelope::error(version.clone()),
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

    /// The storefront (of the store being served now), offered as `continue_url` in discovery
    /// errors.
    pub fn continue_url(&self) -> String {
        self.inner.store.load().business().website.clone()
    }
}
