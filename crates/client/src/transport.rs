//! One UCP operation on the wire, over MCP or REST: the platform profile URL in every place the
//! transport carries it (MCP: `meta["ucp-agent"].profile` *and* the `UCP-Agent` header; REST: the
//! header), the idempotency key in the transport's form, the bearer token and `Poppy-Session`
//! when given, an RFC 9421 signature when the agent signs; and the answer read as UCP defines
//! it — the HTTP status first, then the JSON-RPC error or the UCP body.

use std::sync::atomic::{AtomicU64, Ordering};

use concierge_auth::httpsig::{RequestParts, sign_request};
use serde_json::{Value, json};

use crate::error::UcpFailure;
use crate::negotiate::{Negotiated, Transport};
use crate::{ClientError, fetch};

/// A UCP operation of the `dev.ucp.common` service.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operation {
    /// `search_locations` / `POST /locations/search`.
    SearchLocations,
    /// `lookup_locations` / `POST /locations/lookup`.
    LookupLocations,
    /// `ask_business` / `POST /ask`.
    Ask,
}

impl Operation {
    /// The MCP tool name.
    pub fn tool(self) -> &'static str {
        match self {
            Operation::SearchLocations => "search_locations",
            Operation::LookupLocations => "lookup_locations",
            Operation::Ask => "ask_business",
        }
    }

    /// The REST path under the service endpoint.
    pub fn rest_path(self) -> &'static str {
        match self {
            Operation::SearchLocations => "/locations/search",
            Operation::LookupLocations => "/locations/lookup",
            Operation::Ask => "/ask",
        }
    }

    /// The capability it needs.
    pub fn capability(self) -> &'static str {
        match self {
            Operation::SearchLocations => "dev.ucp.common.location.search",
            Operation::LookupLocations => "dev.ucp.common.location.lookup",
            Operation::Ask => "dev.ucp.common.ask",
        }
    }

    /// The member of MCP `arguments` that holds the payload.
    fn payload_key(self) -> &'static str {
        match self {
            Operation::Ask => "ask",
            _ => "location",
        }
    }
}

/// The per-request metadata beyond the profile.
#[derive(Debug, Default, Clone)]
pub struct RequestMeta {
    /// The idempotency key (a UUID), sent as `Idempotency-Key` or `meta["idempotency-key"]`.
    pub idempotency_key: Option<String>,
    /// A bearer access token.
    pub bearer: Option<String>,
    /// The `Poppy-Session` header value.
    pub poppy_session: Option<String>,
    /// An MCP session, for servers that only serve clients that initialized.
    pub mcp_session: Option<McpSession>,
}

/// What an MCP `initialize` handshake established.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct McpSession {
    /// `Mcp-Session-Id`, when the server issued one.
    pub id: Option<String>,
    /// The protocol version the server chose, sent as `MCP-Protocol-Version`.
    pub protocol_version: String,
}

/// The MCP version offered in a handshake.
const HANDSHAKE_VERSION: &str = "2025-11-25";

/// Initializes an MCP session with `endpoint` (for servers that refuse calls without one):
/// `initialize`, then `notifications/initialized`.
pub(crate) async fn mcp_handshake(http: &reqwest::Client, endpoint: &url::Url) -> Result<McpSession, ClientError> {
    let initialize = json!({"jsonrpc": "2.0", "id": NEXT_ID.fetch_add(1, Ordering::Relaxed), "method": "initialize",
        "params": {"protocolVersion": HANDSHAKE_VERSION, "capabilities": {},
                   "clientInfo": {"name": "concierge-client", "version": env!("CARGO_PKG_VERSION")}}});
    let response = http
        .post(endpoint.as_str())
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream")
        .body(initialize.to_string())
        .send()
        .await
        .map_err(|e| fetch::unreachable(endpoint, &e))?;
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let id = headers.get("mcp-session-id").and_then(|v| v.to_str().ok()).map(str::to_owned);
    let raw = fetch::read_limited(response, endpoint).await?;
    if status != 200 {
        return Err(UcpFailure::from_response(status, &headers, &raw).into());
    }
    let is_sse =
        headers.get("content-type").and_then(|v| v.to_str().ok()).is_some_and(|v| v.starts_with("text/event-stream"));
    let raw = if is_sse { sse_message(&raw).unwrap_or_default() } else { raw };
    let reply: Value = serde_json::from_slice(&raw).unwrap_or(Value::Null);
    let protocol_version = reply
        .pointer("/result/protocolVersion")
        .and_then(Value::as_str)
        .ok_or_else(|| ClientError::Protocol {
            url: endpoint.to_string(),
            reason: "the initialize reply has no protocolVersion".into(),
        })?
        .to_owned();
    let mut notify = http
        .post(endpoint.as_str())
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream")
        .header("mcp-protocol-version", &protocol_version);
    if let Some(id) = &id {
        notify = notify.header("mcp-session-id", id);
    }
    let sent = notify
        .body(json!({"jsonrpc": "2.0", "method": "notifications/initialized"}).to_string())
        .send()
        .await
        .map_err(|e| fetch::unreachable(endpoint, &e))?;
    if !sent.status().is_success() {
        return Err(ClientError::Protocol {
            url: endpoint.to_string(),
            reason: format!("notifications/initialized answered HTTP {}", sent.status().as_u16()),
        });
    }
    Ok(McpSession { id, protocol_version })
}

/// A successful response: the UCP body (MCP `structuredContent`).
#[derive(Debug, Clone)]
pub struct Reply {
    /// The UCP response body.
    pub body: Value,
    /// The response headers.
    pub headers: http::HeaderMap,
}

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// Sends `payload` for `op` on the negotiated endpoint.
pub(crate) async fn call(
    http: &reqwest::Client,
    negotiated: &Negotiated,
    op: Operation,
    payload: &Value,
    meta: &RequestMeta,
    signer: Option<&concierge_auth::SigningKey>,
) -> Result<Reply, ClientError> {
    if negotiated.agent_profile.contains(['"', '\\']) || !negotiated.agent_profile.is_ascii() {
        return Err(ClientError::Usage(format!(
            "the platform profile URL {} cannot be sent in a UCP-Agent header",
            negotiated.agent_profile
        )));
    }
    let (url, body) = match negotiated.transport {
        Transport::Mcp => {
            let mut ucp_meta = json!({"ucp-agent": {"profile": negotiated.agent_profile}});
            if let Some(key) = &meta.idempotency_key {
                ucp_meta["idempotency-key"] = json!(key);
            }
            let mut arguments = json!({"meta": ucp_meta});
            arguments[op.payload_key()] = payload.clone();
            let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
            let request = json!({"jsonrpc": "2.0", "id": id, "method": "tools/call",
                "params": {"name": op.tool(), "arguments": arguments}});
            (negotiated.endpoint.clone(), request)
        }
        Transport::Rest => {
            let base = negotiated.endpoint.as_str().trim_end_matches('/');
            let url = url::Url::parse(&format!("{base}{}", op.rest_path()))
                .map_err(|e| ClientError::Protocol { url: base.into(), reason: e.to_string() })?;
            (url, payload.clone())
        }
    };
    let bytes = serde_json::to_vec(&body).map_err(|e| ClientError::Usage(e.to_string()))?;
    let mut headers = http::HeaderMap::new();
    let mut put = |name: &'static str, value: &str| -> Result<(), ClientError> {
        let value = http::HeaderValue::from_str(value)
            .map_err(|_| ClientError::Usage(format!("the {name} value cannot be sent in a header")))?;
        headers.insert(name, value);
        Ok(())
    };
    put("content-type", "application/json")?;
    put("ucp-agent", &format!("profile=\"{}\"", negotiated.agent_profile))?;
    match negotiated.transport {
        Transport::Mcp => {
            put("accept", "application/json, text/event-stream")?;
            if let Some(session) = &meta.mcp_session {
                put("mcp-protocol-version", &session.protocol_version)?;
                if let Some(id) = &session.id {
                    put("mcp-session-id", id)?;
                }
            }
        }
        Transport::Rest => {
            put("accept", "application/json")?;
            put("request-id", &uuid::Uuid::new_v4().to_string())?;
            if let Some(key) = &meta.idempotency_key {
                put("idempotency-key", key)?;
            }
        }
    }
    if let Some(token) = &meta.bearer {
        put("authorization", &format!("Bearer {token}"))?;
    }
    if let Some(session) = &meta.poppy_session {
        put("poppy-session", session)?;
    }
    if let Some(key) = signer {
        sign(&mut headers, "POST", &url, &bytes, key, jiff::Timestamp::now().as_second());
    }
    let response =
        http.post(url.as_str()).headers(headers).body(bytes).send().await.map_err(|e| fetch::unreachable(&url, &e))?;
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let is_sse = headers
        .get(http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/event-stream"));
    let raw = fetch::read_limited(response, &url).await?;
    if status != 200 {
        return Err(UcpFailure::from_response(status, &headers, &raw).into());
    }
    let raw = if is_sse { sse_message(&raw).unwrap_or_default() } else { raw };
    let doc: Value = serde_json::from_slice(&raw).map_err(|e| ClientError::Protocol {
        url: url.to_string(),
        reason: format!("the 200 response is not JSON: {e}"),
    })?;
    let body = match negotiated.transport {
        Transport::Mcp => {
            if doc.get("error").is_some() {
                return Err(UcpFailure::from_response(status, &headers, &raw).into());
            }
            let result = doc.get("result").ok_or_else(|| ClientError::Protocol {
                url: url.to_string(),
                reason: "the JSON-RPC response has neither result nor error".into(),
            })?;
            let structured = result.get("structuredContent").cloned().or_else(|| {
                let text = result.pointer("/content/0/text")?.as_str()?;
                serde_json::from_str(text).ok()
            });
            let structured = structured.ok_or_else(|| ClientError::Protocol {
                url: url.to_string(),
                reason: "the tool result carries no structuredContent".into(),
            })?;
            if result.get("isError").and_then(Value::as_bool) == Some(true) {
                return Err(business_error(status, &headers, &structured).into());
            }
            structured
        }
        Transport::Rest => doc,
    };
    if body.pointer("/ucp/status").and_then(Value::as_str) == Some("error") {
        return Err(business_error(status, &headers, &body).into());
    }
    Ok(Reply { body, headers })
}

/// Signs a request with RFC 9421 as UCP wants it: adds `Content-Digest` (when there is a body),
/// then `Signature-Input` and `Signature` covering `@method`, `@authority`, `@path`, the digest
/// and `content-type`, and `ucp-agent`, `idempotency-key`, `authorization` and `poppy-session`
/// when the request carries them.
pub fn sign(
    headers: &mut http::HeaderMap,
    method: &str,
    url: &url::Url,
    body: &[u8],
    key: &concierge_auth::SigningKey,
    created: i64,
) {
    let has_body = !body.is_empty();
    if let (true, Ok(v)) = (has_body, http::HeaderValue::from_str(&concierge_auth::digest::content_digest(body))) {
        headers.insert("content-digest", v);
    }
    let mut components = vec!["@method", "@authority", "@path"];
    for name in ["content-digest", "content-type", "ucp-agent", "idempotency-key", "authorization", "poppy-session"] {
        let body_only = matches!(name, "content-digest" | "content-type");
        if headers.contains_key(name) && (has_body || !body_only) {
            components.push(name);
        }
    }
    let authority = crate::discovery::host_and_port(url);
    let parts = RequestParts { method, authority: &authority, path: url.path(), query: url.query(), headers, has_body };
    let (input, signature) = sign_request(&parts, &components, key, Some(created), "sig1");
    for (name, value) in [("signature-input", input), ("signature", signature)] {
        if let Ok(v) = http::HeaderValue::from_str(&value) {
            headers.insert(name, v);
        }
    }
}

/// A business outcome that is an error (`capabilities_incompatible`: HTTP 200, a UCP error body).
fn business_error(status: u16, headers: &http::HeaderMap, body: &Value) -> UcpFailure {
    let mut failure = UcpFailure::from_response(status, headers, b"");
    failure.code = format!("http_{status}");
    failure.content.clear();
    failure.read_body(body);
    failure
}

/// The JSON-RPC message in a `text/event-stream` body: the last `data:` event.
fn sse_message(raw: &[u8]) -> Option<Vec<u8>> {
    let text = std::str::from_utf8(raw).ok()?;
    let mut last = None;
    let mut current = String::new();
    for line in text.lines() {
        if let Some(data) = line.strip_prefix("data:") {
            current.push_str(data.trim_start());
        } else if line.is_empty() && !current.is_empty() {
            last = Some(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        last = Some(current);
    }
    last.map(String::into_bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_sse_data_event_is_the_message() {
        let raw = b"event: message\ndata: {\"a\":\nid: 1\n\nevent: message\ndata: {\"jsonrpc\":\"2.0\"}\n\n";
        assert_eq!(sse_message(raw).unwrap(), br#"{"jsonrpc":"2.0"}"#);
    }
}
