//! The tool catalog (`tools/list`) and tool calls (`tools/call`).
//!
//! Each offered UCP operation is one tool whose `inputSchema` is `{meta, <payload key>}` built
//! from UCP's schemas and whose `outputSchema` is the operation's response or UCP's error
//! response (business outcomes such as `capabilities_incompatible` are results too). Both are
//! self-contained. When a `tools/list` carries `arguments.meta` (as UCP clients send it), the
//! list is narrowed to the tools whose capability survives negotiation with that agent.
//!
//! **Compact schemas.** Agents put every tool's schemas into the model's context, and UCP's
//! schemas inlined are large: `tools/list` was about 180 KB (an `inputSchema` 8–14 KB, an
//! `outputSchema` 44–50 KB). The catalog advertises [`concierge_schemas::compact`] copies
//! instead, and `tools/list` is now about 24 KB for the three tools: UCP's `description`,
//! `title`, `examples` and `default` text dropped, redundant keywords removed and repeated
//! subtrees shared under `$defs`, each rewrite one that accepts exactly the same instances
//! (that module documents why). Tool-level
//! `title` and `description` stay. Nothing is weakened on the server: arguments are validated
//! against the full UCP schemas, as before. The `tool_schemas` tests of the HTTP crate prove
//! the equivalence on a corpus of valid and invalid arguments and of real responses, and hold
//! `tools/list` to a 24 KB budget.
//!
//! **`outputSchema` stays.** MCP makes it optional, but when it is given a client must be able
//! to rely on `structuredContent` conforming, and the official Python client does check it.
//! Dropping it would lose what UCP promises about results (the response shape, the error
//! response a refusal carries) for a saving the compact form already makes; since the compact
//! schema accepts exactly what the full one does, every response we send still conforms.

use axum::http::HeaderMap;
use concierge_core::negotiation::agent_header::profile_from_header;
use concierge_core::ucp::json_path::{Step, json_path};
use concierge_core::{Code, UcpError, untrusted};
use concierge_schemas::{Schemas, compact};
use concierge_service::auth::Binding;
use concierge_service::database::digest;
use concierge_service::{CallOptions, Concierge, Operation};
use rmcp::model::{ContentBlock, Tool, ToolAnnotations};
use serde::Serialize;
use serde_json::value::RawValue;
use serde_json::{Map, Value, json};

use crate::era::Era;
use crate::wire::{RpcError, raw};

pub(crate) struct ToolCatalog {
    tools: Vec<(Operation, Value)>,
}

impl ToolCatalog {
    pub(crate) fn new(app: &Concierge) -> Self {
        let tools = app
            .offered()
            .map(|op| {
                let ToolSchemas { input, output, .. } = tool_schemas(op, app.schemas());
                let tool = Tool::new(op.tool_name(), op.description(), object(input))
                    .with_title(op.summary())
                    .with_raw_output_schema(object(output))
                    .with_annotations(
                        ToolAnnotations::new().read_only(true).destructive(false).idempotent(true).open_world(false),
                    );
                (op, serde_json::to_value(tool).expect("tools serialize"))
            })
            .collect();
        ToolCatalog { tools }
    }

    /// `tools/list`, narrowed by negotiation when the caller names its profile.
    pub(crate) async fn list(
        &self,
        app: &Concierge,
        headers: &HeaderMap,
        params: Option<&Map<String, Value>>,
        era: &Era,
    ) -> Result<Value, RpcError> {
        // The list is public, but a token that comes with it is checked, never ignored.
        let authorization = headers.get(axum::http::header::AUTHORIZATION).and_then(|v| v.to_str().ok());
        app.check_token(authorization, Binding::Mcp).await.map_err(|e| ucp_error(app, e))?;
        let meta = params.and_then(|p| p.get("arguments")).and_then(|a| a.get("meta"));
        let negotiated = match meta {
            None => None,
            Some(meta) => {
                let prefix = [Step::Key("params"), Step::Key("arguments"), Step::Key("meta")];
                let profile = profile_in(app, meta, &prefix)?;
                Some(app.negotiate(profile).await.map_err(|e| ucp_error(app, e))?)
            }
        };
        let tools: Vec<&Value> = self
            .tools
            .iter()
            .filter(|(op, _)| negotiated.as_ref().is_none_or(|n| n.capability(op.capability()).is_some()))
            .map(|(_, tool)| tool)
            .collect();
        let mut result = json!({"tools": tools});
        if era.is_modern() {
            result["resultType"] = json!("complete");
            result["ttlMs"] = json!(0);
            result["cacheScope"] = json!("private");
        }
        Ok(result)
    }

    /// `tools/call`: the result, and `capabilities_incompatible` when the operation refused.
    pub(crate) async fn call(
        &self,
        app: &Concierge,
        request: &Request<'_>,
        params: Option<&Map<String, Value>>,
        era: &Era,
    ) -> Result<(Box<RawValue>, Option<Code>), RpcError> {
        let headers = request.headers;
        let name = params.and_then(|p| p.get("name")).and_then(Value::as_str).ok_or_else(|| {
            RpcError::new(UcpError::new(Code::InvalidRequest, "tools/call needs params.name").at("$.params.name"))
        })?;
        let Some(op) = self.tools.iter().map(|(op, _)| *op).find(|op| op.tool_name() == name) else {
            let known: Vec<&str> = self.tools.iter().map(|(op, _)| op.tool_name()).collect();
            return Err(RpcError::new(UcpError::new(
                Code::UnknownTool,
                format!("Unknown tool: {name}. This server offers {}.", known.join(", ")),
            )));
        };
        let args = match params.and_then(|p| p.get("arguments")) {
            Some(Value::Object(a)) => a,
            _ => {
                return Err(RpcError::new(
                    UcpError::new(
                        Code::InvalidRequest,
                        format!("{name} needs arguments {{meta, {}}}", op.payload_key()),
                    )
                    .at("$.params.arguments"),
                ));
            }
        };
        if let Some(unknown) = args.keys().find(|k| *k != "meta" && k.as_str() != op.payload_key()) {
            return Err(RpcError::new(
                UcpError::new(
                    Code::InvalidRequest,
                    format!("unknown argument `{unknown}`; {name} takes meta and {}", op.payload_key()),
                )
                .at(json_path([Step::Key(unknown)])),
            ));
        }
        let meta = args.get("meta").ok_or_else(|| {
            RpcError::new(
                UcpError::new(
                    Code::InvalidRequest,
                    "the meta argument is required: {\"ucp-agent\": {\"profile\": \"https://…\"}}",
                )
                .at("$.meta"),
            )
        })?;
        let profile = profile_in(app, meta, &[Step::Key("meta")])?;
        if let Some(header) = headers.get("ucp-agent").and_then(|v| v.to_str().ok()) {
            let from_header = profile_from_header(header).map_err(|e| ucp_error(app, e))?;
            if from_header != profile {
                return Err(ucp_error(
                    app,
                    UcpError::new(
                        Code::InvalidProfileUrl,
                        "The UCP-Agent header and meta[\"ucp-agent\"].profile name different profiles; send the same URL in both.",
                    ),
                ));
            }
        }
        let payload = args.get(op.payload_key()).ok_or_else(|| {
            RpcError::new(
                UcpError::new(Code::InvalidRequest, format!("the {} argument is required", op.payload_key()))
                    .at(json_path([Step::Key(op.payload_key())])),
            )
        })?;
        let idempotency_key = meta.get("idempotency-key").and_then(Value::as_str).map(str::to_owned);
        // The payload arrives as a JSON object, not as bytes: its digest is taken over the
        // canonical form (members sorted), so a retry re-encoded in another order is the same
        // request. (`serde_json` preserves insertion order in this workspace.)
        let request_digest = idempotency_key.as_ref().map(|_| {
            let mut canonical = payload.clone();
            canonical.sort_all_objects();
            digest(canonical.to_string().as_bytes())
        });
        let options = CallOptions {
            idempotency_key,
            request_digest,
            ..concierge_service::auth::call_options(
                Binding::Mcp,
                request.method,
                request.uri,
                headers,
                request.body.clone(),
            )
        };
        let outcome =
            app.call(op, profile, payload, &options).await.map_err(|e| ucp_error(app, e.under(op.payload_key())))?;
        // The payload is serialized once: embedded as is in structuredContent, and quoted as
        // the text content that older clients read.
        let result = ToolResult {
            content: [ContentBlock::text(outcome.body().get())],
            structured_content: outcome.body(),
            is_error: outcome.is_refused(),
            result_type: era.is_modern().then_some("complete"),
        };
        Ok((raw(&result), outcome.is_refused().then_some(Code::CapabilitiesIncompatible)))
    }
}

/// A `tools/call` result (MCP `CallToolResult`), with the structured content embedded as
/// already-serialized JSON.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ToolResult<'a> {
    content: [ContentBlock; 1],
    structured_content: &'a RawValue,
    is_error: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    result_type: Option<&'static str>,
}

/// The HTTP request a `tools/call` came in, as its credentials need it.
pub(crate) struct Request<'a> {
    pub(crate) method: &'a axum::http::Method,
    pub(crate) uri: &'a axum::http::Uri,
    pub(crate) headers: &'a HeaderMap,
    pub(crate) body: bytes::Bytes,
}

/// The profile URL in a validated `meta` argument. A profile that is a string but not a URI is
/// UCP's `invalid_profile_url` (as the same URL in a `UCP-Agent` header is), not a schema error.
fn profile_in<'m>(app: &Concierge, meta: &'m Value, prefix: &[Step<'_>]) -> Result<&'m str, RpcError> {
    app.schemas().mcp_meta.check(meta, prefix).map_err(|v| {
        let profile = meta.pointer("/ucp-agent/profile").and_then(Value::as_str);
        match profile {
            Some(url) if v.path.ends_with("['ucp-agent'].profile") => ucp_error(
                app,
                UcpError::new(
                    Code::InvalidProfileUrl,
                    format!("The platform profile URL `{}` is not an absolute URI.", untrusted::quote(url)),
                ),
            ),
            _ => RpcError::new(UcpError::new(Code::InvalidRequest, format!("{}.", v.message)).at(v.path)),
        }
    })?;
    Ok(meta.pointer("/ucp-agent/profile").and_then(Value::as_str).expect("the meta schema requires ucp-agent.profile"))
}

/// A UCP error as a JSON-RPC error; discovery failures point the buyer at the storefront.
fn ucp_error(app: &Concierge, e: UcpError) -> RpcError {
    let discovery = e.code.jsonrpc_code() == -32001;
    let error = RpcError::new(e);
    if discovery { error.with("continue_url", json!(app.continue_url())) } else { error }
}

/// A tool's argument and result schemas: in full, as assembled from UCP's, and compact, as
/// `tools/list` advertises them.
#[derive(Debug, Clone)]
pub struct ToolSchemas {
    /// `{meta, <payload key>}`: the MCP `meta` schema and the operation's request schema.
    pub full_input: Value,
    /// `anyOf` the operation's response and UCP's error response.
    pub full_output: Value,
    /// [`concierge_schemas::compact`] of `full_input`: the advertised `inputSchema`.
    pub input: Value,
    /// [`concierge_schemas::compact`] of `full_output`: the advertised `outputSchema`.
    pub output: Value,
}

/// The schemas of the tool for `op`. Arguments are still validated against the full request and
/// `meta` schemas (by the service and [`profile_in`]); the compact ones accept the same
/// instances, written without UCP's documentation and with repeated subtrees shared.
pub fn tool_schemas(op: Operation, schemas: &Schemas) -> ToolSchemas {
    let (request, response) = op.schemas(schemas);
    let mut defs = Map::new();
    let mut full_input = json!({
        "type": "object",
        "properties": {
            "meta": embed(schemas.mcp_meta.schema(), &mut defs),
            op.payload_key(): embed(request.schema(), &mut defs),
        },
        "required": ["meta", op.payload_key()],
        "additionalProperties": false,
    });
    if !defs.is_empty() {
        full_input["$defs"] = Value::Object(defs);
    }
    let mut defs = Map::new();
    let mut full_output = json!({
        "type": "object",
        "anyOf": [embed(response.schema(), &mut defs), embed(schemas.error_response.schema(), &mut defs)],
    });
    if !defs.is_empty() {
        full_output["$defs"] = Value::Object(defs);
    }
    let (input, output) = (compact(&full_input), compact(&full_output));
    ToolSchemas { full_input, full_output, input, output }
}

/// A schema placed inside another: its `$schema` dropped and its `$defs` moved to the root.
fn embed(schema: &Value, defs: &mut Map<String, Value>) -> Value {
    let mut s = schema.clone();
    if let Value::Object(m) = &mut s {
        m.remove("$schema");
        if let Some(Value::Object(d)) = m.remove("$defs") {
            defs.extend(d);
        }
    }
    s
}

fn object(v: Value) -> std::sync::Arc<Map<String, Value>> {
    match v {
        Value::Object(m) => std::sync::Arc::new(m),
        _ => unreachable!("tool schemas are objects"),
    }
}
