//! JSON-RPC 2.0 on the wire: reading one message, and writing results and errors with the
//! request's own `id` and the HTTP status of the error code.

use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use concierge_core::error::Delivery;
use concierge_core::{Code, UcpError};
use serde_json::value::RawValue;
use serde_json::{Map, Value, json};

/// One JSON-RPC message, read.
pub(crate) struct Envelope<'a> {
    /// The request id, exactly as sent (`None` for notifications).
    pub(crate) id: Option<Value>,
    /// The method.
    pub(crate) method: &'a str,
    /// The params object, if any.
    pub(crate) params: Option<&'a Map<String, Value>>,
}

impl<'a> Envelope<'a> {
    /// Reads a message, or says why it is not a valid JSON-RPC request, with the id its error
    /// goes back with: whatever id could be recovered, so the error can be matched to the
    /// request (`null` when none could), or `None` for a client's JSON-RPC *response*, whose
    /// error MCP allows only without an id.
    pub(crate) fn read(message: &'a Value) -> Result<Self, (Option<Value>, RpcError)> {
        let invalid = |id: Value, why: &str| (Some(id), RpcError::new(UcpError::new(Code::InvalidJsonRpc, why)));
        let obj = match message {
            Value::Array(_) => {
                return Err(invalid(
                    Value::Null,
                    "JSON-RPC batches are not supported (MCP removed them in 2025-06-18); send one message per request",
                ));
            }
            Value::Object(o) => o,
            _ => return Err(invalid(Value::Null, "a JSON-RPC message must be a JSON object")),
        };
        let id = match obj.get("id") {
            None => None,
            Some(v @ (Value::String(_) | Value::Number(_))) => Some(v.clone()),
            Some(_) => return Err(invalid(Value::Null, "the JSON-RPC id must be a string or a number")),
        };
        let echo = id.clone().unwrap_or(Value::Null);
        if obj.get("jsonrpc").and_then(Value::as_str) != Some("2.0") {
            return Err(invalid(echo, "the message must carry \"jsonrpc\": \"2.0\""));
        }
        if obj.get("method").is_none() && (obj.contains_key("result") || obj.contains_key("error")) {
            let (_, error) = invalid(echo, "this server sends no requests, so it accepts no JSON-RPC responses");
            return Err((None, error));
        }
        let Some(method) = obj.get("method").and_then(Value::as_str) else {
            return Err(invalid(echo, "the message has no method"));
        };
        let params = match obj.get("params") {
            None | Some(Value::Null) => None,
            Some(Value::Object(p)) => Some(p),
            Some(_) => {
                return Err((
                    Some(echo),
                    RpcError::new(UcpError::new(Code::InvalidRequest, "params must be a JSON object").at("$.params")),
                ));
            }
        };
        Ok(Envelope { id, method, params })
    }
}

/// A request id as it goes back: the JSON the client sent, exactly. A number too large for 64
/// bits keeps its digits (parsed into a `Value` it would become a float).
pub(crate) struct ReplyId(Box<RawValue>);

impl ReplyId {
    /// `null`: for errors found before any id could be read.
    pub(crate) fn null() -> Self {
        ReplyId(RawValue::from_string("null".to_owned()).expect("null is JSON"))
    }

    /// The id read from `id`, taking its text from `body` when a `Value` cannot hold it.
    pub(crate) fn of(id: &Value, body: &[u8]) -> Self {
        if let Value::Number(n) = id
            && n.is_f64()
            && let Ok(IdOnly { id: Some(raw) }) = serde_json::from_slice::<IdOnly>(body)
        {
            return ReplyId(raw);
        }
        ReplyId(raw(id))
    }
}

#[derive(serde::Deserialize)]
struct IdOnly {
    #[serde(default)]
    id: Option<Box<RawValue>>,
}

/// A JSON-RPC error: a UCP error plus any extra `data` members (boxed: errors travel in
/// `Result`s on the hot path and should not make them large).
#[derive(Debug, Clone)]
pub(crate) struct RpcError(Box<RpcErrorParts>);

#[derive(Debug, Clone)]
struct RpcErrorParts {
    error: UcpError,
    extra: Map<String, Value>,
    /// An HTTP status the MCP revision sets for this error in place of the code's own.
    status: Option<StatusCode>,
}

impl RpcError {
    pub(crate) fn new(error: UcpError) -> Self {
        RpcError(Box::new(RpcErrorParts { error, extra: Map::new(), status: None }))
    }

    /// The UCP error.
    pub(crate) fn error(&self) -> &UcpError {
        &self.0.error
    }

    /// Adds a member to `error.data`.
    pub(crate) fn with(mut self, key: &str, value: Value) -> Self {
        self.0.extra.insert(key.to_owned(), value);
        self
    }

    pub(crate) fn parse(e: &serde_json::Error) -> Self {
        RpcError::new(UcpError::new(Code::InvalidJson, format!("The body is not valid JSON: {e}.")))
    }

    /// A member the message names twice. Paths inside a tool call's `arguments` are given
    /// relative to them, as every argument error is.
    pub(crate) fn repeated_member(path: &str) -> Self {
        let path = match path.strip_prefix("$.params.arguments") {
            Some(rest) if rest.is_empty() || rest.starts_with(['.', '[']) => format!("${rest}"),
            _ => path.to_owned(),
        };
        RpcError::new(
            UcpError::new(Code::InvalidRequest, format!("{path}: the member appears more than once; send it once."))
                .at(path),
        )
    }

    pub(crate) fn unsupported_media_type() -> Self {
        RpcError::new(UcpError::new(
            Code::UnsupportedMediaType,
            "Send the JSON-RPC message with Content-Type: application/json.",
        ))
    }

    pub(crate) fn too_large(limit: usize) -> Self {
        RpcError::new(UcpError::body_too_large(limit))
    }

    /// An unknown method, or one the request's MCP revision does not have. 2026-07-28 answers
    /// it with HTTP 404 (the endpoint has no such method); the handshake era with 200, as its
    /// SDKs expect. The message lists exactly the methods that revision offers.
    pub(crate) fn method_not_found(method: &str, modern: bool) -> Self {
        let offered = if modern {
            "server/discover, tools/list and tools/call"
        } else {
            "initialize, ping, tools/list and tools/call"
        };
        let error = RpcError::new(UcpError::new(
            Code::MethodNotFound,
            format!("Method `{method}` is not available; this server offers {offered}."),
        ));
        if modern { error.with_status(StatusCode::NOT_FOUND) } else { error }
    }

    fn with_status(mut self, status: StatusCode) -> Self {
        self.0.status = Some(status);
        self
    }

    /// The JSON-RPC `error` object. Discovery failures use UCP's wording ("UCP discovery
    /// failed") with the details in `data`, as UCP clients expect.
    fn to_json(&self) -> Value {
        let e = self.error();
        let mut data = Map::new();
        data.insert("code".into(), json!(e.code.name()));
        data.insert("content".into(), json!(e.describe()));
        if let Some(p) = &e.path {
            data.insert("path".into(), json!(p));
        }
        if let Some(s) = e.retry_after {
            data.insert("retry_after".into(), json!(s));
        }
        data.extend(self.0.extra.clone());
        let message = if e.code.jsonrpc_code() == -32001 { "UCP discovery failed".to_owned() } else { e.describe() };
        json!({"code": e.code.jsonrpc_code(), "message": message, "data": data})
    }

    fn status(&self) -> StatusCode {
        if let Some(status) = self.0.status {
            return status;
        }
        StatusCode::from_u16(self.error().code.http_status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
    }
}

impl From<UcpError> for RpcError {
    fn from(error: UcpError) -> Self {
        RpcError::new(error)
    }
}

/// What to send back.
pub(crate) enum Reply {
    /// A serialized JSON-RPC response with its HTTP status, retry hint,
    /// `WWW-Authenticate` challenge and UCP code (an error's, or a refused tool call's).
    Message(StatusCode, String, Option<u64>, Option<String>, Option<Code>),
    /// `202 Accepted`, no body (notifications).
    Accepted,
}

#[derive(serde::Serialize)]
struct RpcResult<'a> {
    jsonrpc: &'static str,
    id: &'a RawValue,
    result: &'a RawValue,
}

#[derive(serde::Serialize)]
struct RpcErrorResponse<'a> {
    jsonrpc: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<&'a RawValue>,
    error: Value,
}

/// A method's result, serialized.
pub(crate) fn raw(result: &impl serde::Serialize) -> Box<RawValue> {
    serde_json::value::to_raw_value(result).expect("results serialize")
}

impl Reply {
    pub(crate) fn result(id: &ReplyId, result: &RawValue) -> Self {
        let body =
            serde_json::to_string(&RpcResult { jsonrpc: "2.0", id: &id.0, result }).expect("responses serialize");
        Reply::Message(StatusCode::OK, body, None, None, None)
    }

    /// A result that carries a business outcome (a tool call refused with `code`).
    pub(crate) fn outcome(self, code: Option<Code>) -> Self {
        match self {
            Reply::Message(status, body, retry_after, challenge, None) => {
                Reply::Message(status, body, retry_after, challenge, code)
            }
            other => other,
        }
    }

    pub(crate) fn error(id: &ReplyId, e: RpcError) -> Self {
        Reply::error_with(Some(id), e)
    }

    /// An error with the given id, or with no `id` member at all (`None`).
    pub(crate) fn error_with(id: Option<&ReplyId>, e: RpcError) -> Self {
        debug_assert_eq!(e.error().code.delivery(), Delivery::Transport);
        if e.error().code == Code::Internal {
            tracing::error!(reason = %e.error().content, "internal error");
        }
        let response = RpcErrorResponse { jsonrpc: "2.0", id: id.map(|i| &*i.0), error: e.to_json() };
        let body = serde_json::to_string(&response).expect("responses serialize");
        Reply::Message(e.status(), body, e.error().retry_after, e.error().challenge.clone(), Some(e.error().code))
    }

    pub(crate) fn accepted() -> Self {
        Reply::Accepted
    }

    /// The HTTP response. Its UCP code, if any, goes along as a response extension (a
    /// [`Code`]), so the layers in front can count the outcome without reading the body.
    pub(crate) fn into_response(self, sse_only: bool) -> Response {
        match self {
            Reply::Accepted => StatusCode::ACCEPTED.into_response(),
            Reply::Message(status, text, retry_after, challenge, code) => {
                let mut response = if sse_only {
                    (status, [(header::CONTENT_TYPE, "text/event-stream")], format!("event: message\ndata: {text}\n\n"))
                        .into_response()
                } else {
                    (status, [(header::CONTENT_TYPE, "application/json")], text).into_response()
                };
                if let Some(s) = retry_after {
                    response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(s));
                }
                if let Some(value) = challenge.and_then(|c| HeaderValue::from_str(&c).ok()) {
                    response.headers_mut().insert(header::WWW_AUTHENTICATE, value);
                }
                if let Some(code) = code {
                    response.extensions_mut().insert(code);
                }
                response
            }
        }
    }
}

/// A complete MCP error response for a failure found outside the endpoint (in a guard layer in
/// front of it), where the request id is unknown.
pub fn error_response(error: UcpError) -> Response {
    Reply::error(&ReplyId::null(), RpcError::new(error)).into_response(false)
}

/// Whether the request body is declared as JSON (`application/json`, any parameters). Shared
/// with the REST binding.
pub fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|essence| essence.trim().eq_ignore_ascii_case("application/json"))
}

/// Whether the client accepts only `text/event-stream` (everything else gets plain JSON).
pub(crate) fn wants_sse_only(headers: &HeaderMap) -> bool {
    let Some(accept) = headers.get(header::ACCEPT).and_then(|v| v.to_str().ok()) else { return false };
    let types: Vec<String> =
        accept.split(',').filter_map(|t| t.split(';').next()).map(|t| t.trim().to_ascii_lowercase()).collect();
    types.iter().any(|t| t == "text/event-stream")
        && !types.iter().any(|t| t == "application/json" || t == "application/*" || t == "*/*")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accept(v: &'static str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(header::ACCEPT, HeaderValue::from_static(v));
        h
    }

    #[test]
    fn accept_handling() {
        assert!(!wants_sse_only(&HeaderMap::new()));
        assert!(!wants_sse_only(&accept("application/json")));
        assert!(!wants_sse_only(&accept("application/json, text/event-stream")));
        assert!(!wants_sse_only(&accept("*/*")));
        assert!(wants_sse_only(&accept("text/event-stream")));
    }

    #[test]
    fn envelopes() {
        let ok = json!({"jsonrpc": "2.0", "id": "a", "method": "tools/list"});
        let e = Envelope::read(&ok).ok().unwrap();
        assert_eq!((e.id, e.method), (Some(json!("a")), "tools/list"));
        let notification = json!({"jsonrpc": "2.0", "method": "notifications/initialized"});
        assert!(Envelope::read(&notification).ok().unwrap().id.is_none());
        for (bad, id) in [
            (json!([{"jsonrpc": "2.0", "id": 1, "method": "x"}]), Some(Value::Null)),
            (json!({"jsonrpc": "1.0", "id": 7, "method": "x"}), Some(json!(7))),
            (json!({"jsonrpc": "2.0", "id": null, "method": "x"}), Some(Value::Null)),
            (json!({"jsonrpc": "2.0", "id": 3}), Some(json!(3))),
            (json!({"jsonrpc": "2.0", "id": 4, "result": {}}), None),
            (json!({"jsonrpc": "2.0", "id": 4, "error": {"code": 1, "message": "m"}}), None),
            (json!("hello"), Some(Value::Null)),
        ] {
            let (got, err) = Envelope::read(&bad).err().unwrap();
            assert_eq!(got, id, "{bad}");
            assert_eq!(err.error().code, Code::InvalidJsonRpc, "{bad}");
        }
        let (_, e) = Envelope::read(&json!({"jsonrpc": "2.0", "id": 5, "method": "x", "params": [1]})).err().unwrap();
        assert_eq!(e.error().code.jsonrpc_code(), -32602);
    }

    #[test]
    fn ids_go_back_exactly_as_sent() {
        for text in ["12345678901234567890123", "1.5", "-98765432109876543210", "7", "\"abc\""] {
            let body = format!("{{\"jsonrpc\": \"2.0\", \"id\": {text}, \"method\": \"x\"}}");
            let message: Value = serde_json::from_str(&body).unwrap();
            let Reply::Message(_, out, ..) =
                Reply::result(&ReplyId::of(&message["id"], body.as_bytes()), &raw(&json!({})))
            else {
                panic!("a result is a message")
            };
            assert_eq!(out, format!("{{\"jsonrpc\":\"2.0\",\"id\":{text},\"result\":{{}}}}"));
        }
    }

    #[test]
    fn discovery_errors_use_ucp_wording() {
        let e = RpcError::new(UcpError::new(Code::ProfileUnreachable, "The profile timed out."))
            .with("continue_url", json!("https://shop.example"));
        let j = e.to_json();
        assert_eq!(j["code"], -32001);
        assert_eq!(j["message"], "UCP discovery failed");
        assert_eq!(j["data"]["code"], "profile_unreachable");
        assert_eq!(j["data"]["continue_url"], "https://shop.example");
        assert_eq!(e.status(), StatusCode::FAILED_DEPENDENCY);
    }
}
