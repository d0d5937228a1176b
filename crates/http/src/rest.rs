//! The REST binding: `POST {endpoint}/locations/search`, `/locations/lookup` and `/ask`.
//!
//! Same payloads as MCP, sent as the body. `UCP-Agent` (the platform profile) and `Request-Id`
//! (a UUID) are required headers. Every business outcome is HTTP 200; malformed or invalid
//! requests are 400 with UCP's error body and a JSONPath; discovery failures are 400/422/424.

use axum::Extension;
use axum::body::Body;
use axum::extract::{OriginalUri, State};
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::Response;
use concierge_core::negotiation::agent_header::profile_from_header;
use concierge_core::{Code, UcpError};
use concierge_service::auth::Binding;
use concierge_service::database::digest;
use concierge_service::{CallOptions, Concierge, Operation, Outcome};
use serde_json::Value;

use crate::errors;

pub(crate) async fn operation(
    State(app): State<Concierge>,
    Extension(op): Extension<Operation>,
    OriginalUri(uri): OriginalUri,
    method: Method,
    headers: HeaderMap,
    body: Body,
) -> Response {
    match run(&app, op, &method, &uri, &headers, body).await {
        Ok(outcome) => {
            let refused = outcome.is_refused();
            let payload = outcome.into_body();
            let mut response = errors::json_response(StatusCode::OK, String::from(Box::<str>::from(payload)));
            if refused {
                // A business outcome (HTTP 200) that is still a refusal: counted as one.
                response.extensions_mut().insert(Code::CapabilitiesIncompatible);
            }
            response
        }
        Err(e) => errors::rest_for(&app, &e, op.channel()),
    }
}

async fn run(
    app: &Concierge,
    op: Operation,
    method: &Method,
    uri: &Uri,
    headers: &HeaderMap,
    body: Body,
) -> Result<Outcome, UcpError> {
    if !concierge_mcp::is_json(headers) {
        return Err(UcpError::new(
            Code::UnsupportedMediaType,
            "Send the request body with Content-Type: application/json.",
        ));
    }
    let limit = app.config().limits.max_body_bytes;
    let bytes = axum::body::to_bytes(body, limit).await.map_err(|_| UcpError::body_too_large(limit))?;
    let payload: Value = serde_json::from_slice(&bytes)
        .map_err(|e| UcpError::new(Code::InvalidJson, format!("The body is not valid JSON: {e}.")))?;
    if let Some(path) = concierge_core::ucp::duplicates::first_duplicate(&bytes) {
        return Err(repeated_member(path));
    }
    match headers.get("request-id").map(|v| v.to_str().ok().and_then(|s| uuid::Uuid::parse_str(s).ok())) {
        None => {
            return Err(UcpError::new(
                Code::InvalidHeader,
                "The Request-Id header is required: a UUID that identifies this request for tracing.",
            ));
        }
        Some(None) => return Err(UcpError::new(Code::InvalidHeader, "The Request-Id header must be a UUID.")),
        Some(Some(_)) => {}
    }
    let agent = headers.get("ucp-agent").ok_or_else(|| {
        UcpError::new(
            Code::InvalidProfileUrl,
            "The UCP-Agent header is required: UCP-Agent: profile=\"https://…\" naming your platform profile.",
        )
    })?;
    let agent = agent
        .to_str()
        .map_err(|_| UcpError::new(Code::InvalidProfileUrl, "The UCP-Agent header is not printable ASCII."))?;
    let profile = profile_from_header(agent)?;
    let idempotency_key = match headers.get("idempotency-key") {
        None => None,
        Some(v) => match v.to_str().ok().filter(|k| uuid::Uuid::parse_str(k).is_ok()) {
            Some(k) => Some(k.to_owned()),
            None => return Err(UcpError::new(Code::InvalidHeader, "The Idempotency-Key header must be a UUID.")),
        },
    };
    let options = CallOptions {
        idempotency_key,
        request_digest: Some(digest(&bytes)),
        ..concierge_service::auth::call_options(Binding::Rest, method, uri, headers, bytes)
    };
    app.call(op, &profile, &payload, &options).await
}

/// A member the body names twice: which copy counts is not defined, so neither does.
pub(crate) fn repeated_member(path: String) -> UcpError {
    UcpError::new(Code::InvalidRequest, format!("{path}: the member appears more than once; send it once.")).at(path)
}
