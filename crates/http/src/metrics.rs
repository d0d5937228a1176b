//! What an operator watches: the Prometheus recorder, the labels every request is counted
//! under, and `GET /metrics` (docs/metrics.md lists every metric).
//!
//! Recording goes through the `metrics` facade everywhere (this crate, the service, storage);
//! one [`PrometheusRecorder`] per process is installed as the global recorder the first time a
//! router is built, so tests that build many routers in one process share it. Every histogram
//! whose name ends in `_seconds` gets the buckets below (real Prometheus histograms, never
//! summaries).
//!
//! Label values come from closed sets only — operation names, transports, UCP error codes and
//! outcome words — never from anything a caller sent: a request's path, tool name or method is
//! mapped onto the set, and whatever is not in it is `other`.

use std::sync::OnceLock;
use std::time::Duration;

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use concierge_core::Code;
use concierge_service::Operation;
use metrics::{Counter, Gauge, Histogram};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

/// Bucket upper bounds, in seconds, for every `*_seconds` histogram: from half a millisecond
/// (a Location search) to half a minute (an Ask waiting on storage at its deadline).
const SECONDS_BUCKETS: [f64; 16] =
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0];

/// How often histogram samples are folded into their buckets when nobody scrapes (without it,
/// samples would pile up between scrapes).
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

/// The process's recorder, once installed (`None` when another global recorder was there first).
static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// Installs the Prometheus recorder as the process's global recorder, once.
pub(crate) fn install() {
    HANDLE.get_or_init(|| {
        let builder = match PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &SECONDS_BUCKETS)
        {
            Ok(b) => b,
            Err(e) => {
                tracing::error!(reason = %e, "metrics are off: the histogram buckets were refused");
                return None;
            }
        };
        let recorder = builder.build_recorder();
        let handle = recorder.handle();
        if let Err(e) = metrics::set_global_recorder(recorder) {
            tracing::error!(reason = %e, "metrics are off: another metrics recorder is installed");
            return None;
        }
        describe();
        let upkeep = handle.clone();
        let spawned = std::thread::Builder::new().name("metrics-upkeep".into()).spawn(move || {
            loop {
                std::thread::sleep(UPKEEP_EVERY);
                upkeep.run_upkeep();
            }
        });
        if let Err(e) = spawned {
            // Rendering drains the samples too, so a scraped server still stays bounded.
            tracing::warn!(reason = %e, "the metrics upkeep thread could not start");
        }
        Some(handle)
    });
}

/// `# HELP` lines for the metrics this crate and the service record.
fn describe() {
    use metrics::{Unit, describe_counter, describe_gauge, describe_histogram};
    describe_counter!(
        "concierge_requests_total",
        "Requests answered, by operation, transport (rest, mcp, http) and outcome (ok or the UCP error code)."
    );
    describe_histogram!(
        "concierge_request_duration_seconds",
        Unit::Seconds,
        "Time from the request's arrival to its response, by operation and transport."
    );
    describe_gauge!("concierge_requests_in_flight", "Requests being read, waiting for a turn or handled.");
    describe_counter!(
        "concierge_rate_limited_total",
        "Requests refused with rate_limited, by limit: rate or cluster_rate (per minute), concurrency (at once per client)."
    );
    describe_counter!(
        "concierge_overload_refusals_total",
        "Requests refused with unavailable for want of a turn, by lane (ask, general) and reason (queue_full, queue_wait)."
    );
    describe_counter!(
        "concierge_profile_lookups_total",
        "Platform profile look-ups, by result: pinned, hit (cached), miss (fetched now)."
    );
    describe_counter!(
        "concierge_profile_fetches_total",
        "Platform profile fetches, by outcome: ok or the UCP error code of the failure."
    );
    describe_histogram!(
        "concierge_profile_fetch_seconds",
        Unit::Seconds,
        "Time to fetch and validate a platform profile."
    );
    describe_counter!(
        "concierge_issuer_fetches_total",
        "Fetches of the authorization server's documents, by document (metadata, jwks) and outcome (ok, failed)."
    );
    describe_counter!(
        "concierge_ask_model_answers_total",
        "Ask answers with [ask.model] on, by outcome: composed (the model's reply passed review) or fallback (the engine's)."
    );
    describe_counter!(
        "concierge_ask_model_fallbacks_total",
        "Answers that are the engine's although a model is configured, by reason: a skipped pack, a failed call, or the review rule that rejected the reply."
    );
    describe_counter!(
        "concierge_ask_model_rejections_total",
        "Model replies rejected by review, by rule (unsupported_number, claims_operation, obeys_injection, …)."
    );
    describe_counter!(
        "concierge_ask_model_corrections_total",
        "Model replies used after a correction, by rule (not_performed_first)."
    );
    describe_counter!(
        "concierge_ask_model_calls_total",
        "Calls to the model server, by result: ok, timeout, status_429, status_5xx, status_4xx, transport, bad_response, truncated, refusal."
    );
    describe_histogram!(
        "concierge_ask_model_call_duration_seconds",
        Unit::Seconds,
        "Time of each call to the model server, retries included."
    );
    describe_counter!("concierge_ask_model_tokens_total", "Tokens the model server reported, by direction (in, out).");
    describe_counter!("concierge_ask_model_cache_total", "Look-ups of composed answers, by result (hit, miss).");
    describe_gauge!(
        "concierge_ask_model_breaker_open",
        "1 while the circuit breaker keeps the model from being called."
    );
}

/// How a request reached the service: the label `transport`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Transport {
    /// The REST binding (`POST /ucp/...`).
    Rest,
    /// The MCP endpoint.
    Mcp,
    /// Everything else: discovery documents, OpenAPI, health, readiness, metrics.
    Http,
}

impl Transport {
    const COUNT: usize = 3;

    /// The label value.
    pub(crate) fn label(self) -> &'static str {
        match self {
            Transport::Rest => "rest",
            Transport::Mcp => "mcp",
            Transport::Http => "http",
        }
    }
}

/// What a request asked for: the label `operation`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Op {
    SearchLocations,
    LookupLocations,
    AskBusiness,
    /// MCP `tools/list`.
    ToolsList,
    /// MCP `initialize`.
    Initialize,
    /// MCP `server/discover`.
    ServerDiscover,
    /// MCP `ping`.
    Ping,
    /// MCP `notifications/…`.
    Notification,
    /// An MCP `tools/call` of a tool this server does not have.
    UnknownTool,
    /// The `/.well-known/…` documents.
    Discovery,
    Openapi,
    Health,
    Ready,
    Metrics,
    /// Anything else (unknown paths; MCP messages that are not requests, or whose body was
    /// never read).
    Other,
}

impl Op {
    const COUNT: usize = 15;

    /// The label value.
    pub(crate) fn label(self) -> &'static str {
        match self {
            Op::SearchLocations => Operation::SearchLocations.tool_name(),
            Op::LookupLocations => Operation::LookupLocations.tool_name(),
            Op::AskBusiness => Operation::AskBusiness.tool_name(),
            Op::ToolsList => "tools_list",
            Op::Initialize => "initialize",
            Op::ServerDiscover => "server_discover",
            Op::Ping => "ping",
            Op::Notification => "notification",
            Op::UnknownTool => "unknown_tool",
            Op::Discovery => "discovery",
            Op::Openapi => "openapi",
            Op::Health => "health",
            Op::Ready => "ready",
            Op::Metrics => "metrics",
            Op::Other => "other",
        }
    }

    /// The UCP capability of an operation (`dev.ucp.common.ask`); `None` for anything else.
    pub(crate) fn capability(self) -> Option<&'static str> {
        match self {
            Op::SearchLocations => Some(Operation::SearchLocations.capability()),
            Op::LookupLocations => Some(Operation::LookupLocations.capability()),
            Op::AskBusiness => Some(Operation::AskBusiness.capability()),
            _ => None,
        }
    }

    fn of(op: Operation) -> Op {
        match op {
            Operation::SearchLocations => Op::SearchLocations,
            Operation::LookupLocations => Op::LookupLocations,
            Operation::AskBusiness => Op::AskBusiness,
        }
    }
}

/// What a request was, as metrics name it: an operation from a closed set and its transport.
/// Set on the response by the body-reading layer (which sees an MCP message's method and tool)
/// and read by the logging layer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Route {
    pub(crate) operation: Op,
    pub(crate) transport: Transport,
}

impl Route {
    /// The route of a request to `path` with `body` (read only for the MCP endpoint).
    pub(crate) fn of(path: &str, body: &[u8]) -> Route {
        let route = Route::of_path(path);
        if route.transport == Transport::Mcp {
            return Route { operation: mcp_operation(body), transport: Transport::Mcp };
        }
        route
    }

    /// The route as far as the path tells (an MCP request's operation is `other`).
    pub(crate) fn of_path(path: &str) -> Route {
        let http = |operation| Route { operation, transport: Transport::Http };
        if crate::errors::is_mcp(path) {
            return Route { operation: Op::Other, transport: Transport::Mcp };
        }
        if let Some(rest) = path.strip_prefix(crate::REST_BASE)
            && let Some(op) = Operation::ALL.into_iter().find(|op| op.rest_path() == rest)
        {
            return Route { operation: Op::of(op), transport: Transport::Rest };
        }
        match path {
            "/health" => http(Op::Health),
            READY_PATH => http(Op::Ready),
            METRICS_PATH => http(Op::Metrics),
            "/ucp/openapi.json" => http(Op::Openapi),
            p if p.starts_with("/.well-known/") => http(Op::Discovery),
            _ => http(Op::Other),
        }
    }

    /// Whether the request runs a UCP operation (REST, or an MCP `tools/call` of one).
    pub(crate) fn is_operation(self) -> bool {
        matches!(self.operation, Op::SearchLocations | Op::LookupLocations | Op::AskBusiness)
    }

    /// Whether the request is an Ask (its own admission lane).
    pub(crate) fn is_ask(self) -> bool {
        self.operation == Op::AskBusiness
    }
}

/// The operation an MCP message asks for: the tool's operation for `tools/call` of a known
/// tool, else the method's name from the closed set MCP defines, else `other`.
fn mcp_operation(body: &[u8]) -> Op {
    #[derive(serde::Deserialize)]
    struct Message<'a> {
        #[serde(borrow)]
        method: Option<std::borrow::Cow<'a, str>>,
        #[serde(borrow)]
        params: Option<Params<'a>>,
    }
    #[derive(serde::Deserialize)]
    struct Params<'a> {
        #[serde(borrow)]
        name: Option<std::borrow::Cow<'a, str>>,
    }
    let Ok(message) = serde_json::from_slice::<Message<'_>>(body) else { return Op::Other };
    match message.method.as_deref() {
        Some("tools/call") => message
            .params
            .and_then(|p| p.name)
            .and_then(|name| Operation::from_tool_name(&name))
            .map_or(Op::UnknownTool, Op::of),
        Some("tools/list") => Op::ToolsList,
        Some("initialize") => Op::Initialize,
        Some("server/discover") => Op::ServerDiscover,
        Some("ping") => Op::Ping,
        Some(m) if m.starts_with("notifications/") => Op::Notification,
        _ => Op::Other,
    }
}

/// A request's outcome: the label `outcome`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outcome {
    Ok,
    /// The UCP error code of the response.
    Code(Code),
    /// A 4xx rendered without a code, whose status stands for none.
    ClientError,
    /// A 5xx rendered without a code, whose status stands for none.
    ServerError,
}

impl Outcome {
    /// `ok`, every code, and the two fallbacks.
    const COUNT: usize = Code::ALL.len() + 3;

    /// The response's outcome: `ok`, or the UCP error code it carries (as a [`Code`] response
    /// extension, set wherever an error is rendered), or for a failure rendered without one
    /// the code its status stands for.
    pub(crate) fn of(response: &Response) -> Outcome {
        if let Some(code) = response.extensions().get::<Code>() {
            return Outcome::Code(*code);
        }
        let status = response.status();
        if !status.is_client_error() && !status.is_server_error() {
            return Outcome::Ok;
        }
        match status {
            StatusCode::NOT_FOUND => Outcome::Code(Code::NotFound),
            StatusCode::METHOD_NOT_ALLOWED => Outcome::Code(Code::MethodNotAllowed),
            StatusCode::REQUEST_TIMEOUT => Outcome::Code(Code::RequestTimeout),
            StatusCode::PAYLOAD_TOO_LARGE => Outcome::Code(Code::RequestTooLarge),
            StatusCode::UNSUPPORTED_MEDIA_TYPE => Outcome::Code(Code::UnsupportedMediaType),
            StatusCode::TOO_MANY_REQUESTS => Outcome::Code(Code::RateLimited),
            StatusCode::SERVICE_UNAVAILABLE => Outcome::Code(Code::Unavailable),
            StatusCode::INTERNAL_SERVER_ERROR => Outcome::Code(Code::Internal),
            s if s.is_client_error() => Outcome::ClientError,
            _ => Outcome::ServerError,
        }
    }

    /// The label value.
    pub(crate) fn label(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Code(code) => code.name(),
            Outcome::ClientError => "client_error",
            Outcome::ServerError => "server_error",
        }
    }

    fn index(self) -> usize {
        match self {
            Outcome::Ok => 0,
            Outcome::Code(code) => Code::ALL.iter().position(|c| *c == code).map_or(Outcome::COUNT - 1, |i| i + 1),
            Outcome::ClientError => Outcome::COUNT - 2,
            Outcome::ServerError => Outcome::COUNT - 1,
        }
    }
}

/// Every request is counted in one of these (registered on first use, so a series appears only
/// once it has been recorded): looking a handle up here costs no allocation and no lock, where
/// the `counter!` macro with labels chosen at run time would build and hash a key each time.
static REQUESTS: [[[OnceLock<Counter>; Outcome::COUNT]; Transport::COUNT]; Op::COUNT] =
    [const { [const { [const { OnceLock::new() }; Outcome::COUNT] }; Transport::COUNT] }; Op::COUNT];
static DURATIONS: [[OnceLock<Histogram>; Transport::COUNT]; Op::COUNT] =
    [const { [const { OnceLock::new() }; Transport::COUNT] }; Op::COUNT];

/// Counts one answered request and its latency.
pub(crate) fn record_request(route: Route, outcome: Outcome, elapsed: Duration) {
    let (op, transport) = (route.operation, route.transport);
    let (operation, transport_label) = (op.label(), transport.label());
    let counter =
        REQUESTS.get(op as usize).and_then(|t| t.get(transport as usize)).and_then(|o| o.get(outcome.index()));
    if let Some(counter) = counter {
        let outcome = outcome.label();
        counter
            .get_or_init(|| {
                metrics::counter!("concierge_requests_total", "operation" => operation, "transport" => transport_label, "outcome" => outcome)
            })
            .increment(1);
    }
    if let Some(histogram) = DURATIONS.get(op as usize).and_then(|t| t.get(transport as usize)) {
        histogram
            .get_or_init(|| {
                metrics::histogram!("concierge_request_duration_seconds", "operation" => operation, "transport" => transport_label)
            })
            .record(elapsed.as_secs_f64());
    }
}

/// Holds one place in `concierge_requests_in_flight` until dropped (a cancelled request too).
pub(crate) struct InFlight(&'static Gauge);

static IN_FLIGHT: OnceLock<Gauge> = OnceLock::new();

impl InFlight {
    pub(crate) fn enter() -> Self {
        let gauge = IN_FLIGHT.get_or_init(|| metrics::gauge!("concierge_requests_in_flight"));
        gauge.increment(1.0);
        InFlight(gauge)
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.decrement(1.0);
    }
}

/// `GET /ready`'s path.
pub(crate) const READY_PATH: &str = "/ready";
/// `GET /metrics`'s path.
pub(crate) const METRICS_PATH: &str = "/metrics";

/// Whether `path` is an operator's endpoint (`/health`, `/ready`, `/metrics`): read-only,
/// answered without a turn in the admission lanes and whatever the `Host` header says, so a
/// load balancer's probe or a scraper is answered even when the service is saturated or
/// reached by its internal address (docs/metrics.md).
pub(crate) fn is_operator_path(path: &str) -> bool {
    matches!(path, "/health" | READY_PATH | METRICS_PATH)
}

/// Whether `path` is the operator's console: it takes no turn in the admission lanes either
/// (the operator must reach it when agents saturate the service), though its `Host` is checked.
pub(crate) fn is_console_path(path: &str) -> bool {
    path == "/console" || path.starts_with("/console/")
}

/// `GET /metrics`: every metric of this process, in the Prometheus text exposition format.
pub(crate) async fn render() -> Response {
    let Some(handle) = HANDLE.get().and_then(Option::as_ref) else {
        return unavailable("metrics are off in this process (see the server log)");
    };
    let mut body = Vec::with_capacity(16 * 1024);
    if let Err(e) = handle.render_to_write(&mut body) {
        tracing::error!(reason = %e, "metrics could not be rendered");
        return unavailable("metrics could not be rendered");
    }
    (
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8")),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
        ],
        body,
    )
        .into_response()
}

fn unavailable(why: &'static str) -> Response {
    let mut response =
        (StatusCode::SERVICE_UNAVAILABLE, [(header::CONTENT_TYPE, "text/plain; charset=utf-8")], why).into_response();
    response.extensions_mut().insert(Code::Unavailable);
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_come_from_a_closed_set() {
        let r = |p: &str, b: &[u8]| {
            let r = Route::of(p, b);
            (r.operation.label(), r.transport)
        };
        assert_eq!(r("/ucp/locations/search", b""), ("search_locations", Transport::Rest));
        assert_eq!(r("/ucp/locations/lookup", b""), ("lookup_locations", Transport::Rest));
        assert_eq!(r("/ucp/ask", b""), ("ask_business", Transport::Rest));
        assert_eq!(r("/ucp/elsewhere", b""), ("other", Transport::Http));
        assert_eq!(r("/.well-known/ucp", b""), ("discovery", Transport::Http));
        assert_eq!(r("/.well-known/oauth-protected-resource/ucp/mcp", b""), ("discovery", Transport::Http));
        assert_eq!(r("/health", b""), ("health", Transport::Http));
        assert_eq!(r("/ready", b""), ("ready", Transport::Http));
        assert_eq!(r("/metrics", b""), ("metrics", Transport::Http));
        assert_eq!(r("/secret-token-in-a-path", b""), ("other", Transport::Http));
        let call =
            |name: &str| format!(r#"{{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{{"name":"{name}"}}}}"#);
        assert_eq!(r("/ucp/mcp", call("search_locations").as_bytes()), ("search_locations", Transport::Mcp));
        assert_eq!(r("/ucp/mcp", call("ask_business").as_bytes()), ("ask_business", Transport::Mcp));
        assert_eq!(r("/ucp/mcp", call("made\\u0075p-secret").as_bytes()), ("unknown_tool", Transport::Mcp));
        let method = |m: &str| format!(r#"{{"jsonrpc":"2.0","id":1,"method":"{m}"}}"#);
        assert_eq!(r("/ucp/mcp", method("tools/list").as_bytes()).0, "tools_list");
        assert_eq!(r("/ucp/mcp", method("initialize").as_bytes()).0, "initialize");
        assert_eq!(r("/ucp/mcp", method("server/discover").as_bytes()).0, "server_discover");
        assert_eq!(r("/ucp/mcp", method("notifications/initialized").as_bytes()).0, "notification");
        assert_eq!(r("/ucp/mcp", method("secret/method").as_bytes()).0, "other");
        assert_eq!(r("/ucp/mcp", b"not json").0, "other");
        assert!(Route::of("/ucp/ask", b"").is_ask() && !Route::of("/ucp/locations/search", b"").is_ask());
    }

    #[test]
    fn outcomes_are_codes_or_ok() {
        let with = |status: StatusCode, code: Option<Code>| {
            let mut r = status.into_response();
            if let Some(c) = code {
                r.extensions_mut().insert(c);
            }
            Outcome::of(&r).label()
        };
        assert_eq!(with(StatusCode::OK, None), "ok");
        assert_eq!(with(StatusCode::NOT_MODIFIED, None), "ok");
        assert_eq!(with(StatusCode::OK, Some(Code::UnknownTool)), "unknown_tool");
        assert_eq!(with(StatusCode::BAD_REQUEST, Some(Code::InvalidCursor)), "invalid_cursor");
        assert_eq!(with(StatusCode::METHOD_NOT_ALLOWED, None), "method_not_allowed");
        assert_eq!(with(StatusCode::IM_A_TEAPOT, None), "client_error");
        assert_eq!(with(StatusCode::BAD_GATEWAY, None), "server_error");
    }

    #[test]
    fn every_label_has_its_own_handle() {
        let ops = [
            Op::SearchLocations,
            Op::LookupLocations,
            Op::AskBusiness,
            Op::ToolsList,
            Op::Initialize,
            Op::ServerDiscover,
            Op::Ping,
            Op::Notification,
            Op::UnknownTool,
            Op::Discovery,
            Op::Openapi,
            Op::Health,
            Op::Ready,
            Op::Metrics,
            Op::Other,
        ];
        assert_eq!(ops.len(), Op::COUNT);
        let names: std::collections::HashSet<&str> = ops.iter().map(|o| o.label()).collect();
        assert_eq!(names.len(), Op::COUNT, "operation labels are distinct");
        assert!(ops.iter().all(|o| (*o as usize) < Op::COUNT));
        let outcomes: Vec<Outcome> = [Outcome::Ok, Outcome::ClientError, Outcome::ServerError]
            .into_iter()
            .chain(Code::ALL.iter().map(|c| Outcome::Code(*c)))
            .collect();
        let mut indexes: Vec<usize> = outcomes.iter().map(|o| o.index()).collect();
        indexes.sort_unstable();
        assert_eq!(indexes, (0..Outcome::COUNT).collect::<Vec<_>>(), "one slot per outcome");
        for t in [Transport::Rest, Transport::Mcp, Transport::Http] {
            assert!((t as usize) < Transport::COUNT);
        }
    }
}
