//! Which MCP revision a request speaks, checked the way the SDKs check it.
//!
//! - A request with `params._meta["io.modelcontextprotocol/protocolVersion"]` is a 2026-07-28
//!   request: its `MCP-Protocol-Version` header must match, `Mcp-Method` (and, for `tools/call`,
//!   `Mcp-Name`) must mirror the body (`-32020` otherwise), and `_meta` must carry
//!   `clientCapabilities` (`-32602`).
//!   `initialize`, `ping` and the other methods that revision removed are unknown methods there
//!   (HTTP 404, `-32601`), including an `initialize` sent under a 2026-07-28 header.
//! - Any other request is handshake-era, or a plain client that never shook hands; both are
//!   answered statelessly. An `MCP-Protocol-Version` header naming a version this server does
//!   not know is refused with `-32022` and the list of versions it does know.

use axum::http::HeaderMap;
use base64::Engine;
use concierge_core::{Code, UcpError};
use concierge_service::Concierge;
use rmcp::model::{
    DiscoverResult, Implementation, InitializeResult, ProtocolVersion, ServerCapabilities, ToolsCapability,
};
use serde_json::{Map, Value, json};

use crate::wire::{Envelope, RpcError};

/// Handshake-era versions served (structured tool output needs 2025-06-18 or later).
fn handshake_versions() -> [ProtocolVersion; 2] {
    [ProtocolVersion::V_2025_06_18, ProtocolVersion::V_2025_11_25]
}

fn modern() -> ProtocolVersion {
    ProtocolVersion::V_2026_07_28
}

fn supported() -> Vec<ProtocolVersion> {
    let mut v = handshake_versions().to_vec();
    v.push(modern());
    v
}

const META_VERSION: &str = "io.modelcontextprotocol/protocolVersion";
const META_CAPABILITIES: &str = "io.modelcontextprotocol/clientCapabilities";

/// The revision a request speaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Era {
    /// Handshake era, or a plain client.
    Handshake,
    /// MCP 2026-07-28.
    Modern,
}

impl Era {
    pub(crate) fn is_modern(&self) -> bool {
        matches!(self, Era::Modern)
    }

    /// Works out the revision and checks the headers that go with it.
    pub(crate) fn of(headers: &HeaderMap, envelope: &Envelope<'_>) -> Result<Era, RpcError> {
        let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        let version_header = header("mcp-protocol-version");
        let meta = envelope.params.and_then(|p| p.get("_meta")).and_then(Value::as_object);
        let meta_version = meta.and_then(|m| m.get(META_VERSION)).and_then(Value::as_str);

        if envelope.method == "initialize" {
            if version_header.is_some_and(|h| h >= modern().as_str()) || meta_version.is_some() {
                // 2026-07-28 removed `initialize`: such a request is answered as the unknown
                // method it is in that revision, whatever its params hold.
                return Ok(Era::Modern);
            }
            let requested = envelope.params.and_then(|p| p.get("protocolVersion")).and_then(Value::as_str);
            if let (Some(h), Some(r)) = (version_header, requested)
                && h != r
            {
                return Err(invalid(
                    Code::InvalidJsonRpc,
                    format!("The MCP-Protocol-Version header ({h}) does not match params.protocolVersion ({r})."),
                ));
            }
            return Ok(Era::Handshake);
        }

        let known = |v: &str| ProtocolVersion::KNOWN_VERSIONS.iter().any(|k| k.as_str() == v);
        if let Some(h) = version_header {
            if !known(h) && meta_version.is_none() {
                return Err(unsupported(h));
            }
            if h >= modern().as_str() {
                check_mirrored_headers(headers, envelope)?;
            }
        }

        let Some(m) = meta_version else {
            if envelope.method == "server/discover" || version_header.is_some_and(|h| h >= modern().as_str()) {
                return Err(malformed_meta(META_VERSION));
            }
            return Ok(Era::Handshake);
        };
        match version_header {
            None => {
                return Err(invalid(
                    Code::HeaderMismatch,
                    format!(
                        "A request whose _meta names protocol version {m} must also send the MCP-Protocol-Version header."
                    ),
                ));
            }
            Some(h) if h != m => {
                return Err(invalid(
                    Code::HeaderMismatch,
                    format!("The MCP-Protocol-Version header ({h}) does not match _meta {META_VERSION} ({m})."),
                ));
            }
            Some(_) => {}
        }
        if m != modern().as_str() {
            return Err(unsupported(m));
        }
        if !meta.and_then(|m| m.get(META_CAPABILITIES)).is_some_and(Value::is_object) {
            return Err(malformed_meta(META_CAPABILITIES));
        }
        Ok(Era::Modern)
    }
}

/// `Mcp-Method` must equal the body's method; `Mcp-Name` the tool name of a `tools/call`.
/// Values are compared without the optional whitespace around them (RFC 9110 §5.5).
fn check_mirrored_headers(headers: &HeaderMap, envelope: &Envelope<'_>) -> Result<(), RpcError> {
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok()).map(|v| v.trim_matches([' ', '\t']));
    match header("mcp-method") {
        None => {
            return Err(invalid(
                Code::HeaderMismatch,
                format!("missing required Mcp-Method header for `{}`", envelope.method),
            ));
        }
        Some(h) if h != envelope.method => {
            return Err(invalid(
                Code::HeaderMismatch,
                format!("Mcp-Method header `{h}` does not match body method `{}`", envelope.method),
            ));
        }
        Some(_) => {}
    }
    if envelope.method == "tools/call" {
        let name = envelope.params.and_then(|p| p.get("name")).and_then(Value::as_str).unwrap_or_default();
        match header("mcp-name").map(decode_header_value) {
            None => {
                return Err(invalid(
                    Code::HeaderMismatch,
                    "missing required Mcp-Name header for `tools/call`".to_owned(),
                ));
            }
            Some(h) if h.as_deref() != Some(name) => {
                return Err(invalid(
                    Code::HeaderMismatch,
                    format!("Mcp-Name header does not match params.name `{name}`"),
                ));
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// Header values that are not plain printable ASCII travel as `=?base64?…?=`.
fn decode_header_value(v: &str) -> Option<String> {
    match v.strip_prefix("=?base64?").and_then(|r| r.strip_suffix("?=")) {
        Some(b64) => base64::engine::general_purpose::STANDARD.decode(b64).ok().and_then(|b| String::from_utf8(b).ok()),
        None => Some(v.to_owned()),
    }
}

fn invalid(code: Code, message: String) -> RpcError {
    RpcError::new(UcpError::new(code, message))
}

fn unsupported(requested: &str) -> RpcError {
    let supported: Vec<String> = supported().iter().map(|v| v.as_str().to_owned()).collect();
    RpcError::new(UcpError::new(
        Code::UnsupportedProtocolVersion,
        format!("MCP protocol version {requested} is not supported; this server speaks {}.", supported.join(", ")),
    ))
    .with("requested", json!(requested))
    .with("supported", json!(supported))
}

fn malformed_meta(key: &str) -> RpcError {
    RpcError::new(
        UcpError::new(
            Code::InvalidRequest,
            format!("request _meta is missing or has malformed required fields: {key}"),
        )
        .at("$.params._meta"),
    )
}

fn server_info(app: &Concierge) -> Implementation {
    Implementation::new("concierge", env!("CARGO_PKG_VERSION"))
        .with_title(format!("{} (Concierge)", app.business().name))
}

fn capabilities() -> ServerCapabilities {
    let mut tools = ToolsCapability::default();
    tools.list_changed = Some(false);
    let mut capabilities = ServerCapabilities::default();
    capabilities.tools = Some(tools);
    capabilities
}

fn instructions(app: &Concierge) -> String {
    let payloads: Vec<String> =
        app.offered().map(|op| format!("{} in arguments.{}", op.tool_name(), op.payload_key())).collect();
    format!(
        "{} answers UCP agents here. Every tools/call needs arguments.meta[\"ucp-agent\"].profile set to your UCP \
         platform profile URL; each tool's payload goes under its capability's key: {}. Discover the business at \
         /.well-known/ucp.",
        app.business().name,
        payloads.join(", ")
    )
}

/// `initialize`: echo a supported handshake version, else offer the newest one.
pub(crate) fn initialize(app: &Concierge, params: Option<&Map<String, Value>>) -> Result<Value, RpcError> {
    let requested = params.and_then(|p| p.get("protocolVersion")).and_then(Value::as_str).ok_or_else(|| {
        RpcError::new(
            UcpError::new(Code::InvalidRequest, "initialize needs params.protocolVersion")
                .at("$.params.protocolVersion"),
        )
    })?;
    let version = handshake_versions()
        .into_iter()
        .find(|v| v.as_str() == requested)
        .unwrap_or(ProtocolVersion::LATEST_WITH_INITIALIZE);
    let result = InitializeResult::new(capabilities())
        .with_protocol_version(version)
        .with_server_info(server_info(app))
        .with_instructions(instructions(app));
    Ok(serde_json::to_value(result).expect("initialize results serialize"))
}

/// `server/discover` (2026-07-28).
pub(crate) fn discover(app: &Concierge) -> Value {
    let mut result = DiscoverResult::new(supported(), capabilities()).with_server_info(server_info(app));
    result.instructions = Some(instructions(app));
    serde_json::to_value(result).expect("discover results serialize")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_base64_sentinels() {
        assert_eq!(decode_header_value("search_locations").as_deref(), Some("search_locations"));
        assert_eq!(decode_header_value("=?base64?w6ljaG8=?=").as_deref(), Some("écho"));
        assert_eq!(decode_header_value("=?base64?!!?="), None);
    }
}
