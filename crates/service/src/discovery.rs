//! The documents a business publishes about itself: the UCP profile at `/.well-known/ucp`
//! and the OpenAPI description of the REST endpoints.

use std::collections::BTreeMap;

use concierge_core::ucp::{ASK, COMMON_SERVICE, Version};
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};

use crate::config::Config;

/// The identity linking capability, advertised when an issuer is configured.
pub const IDENTITY_LINKING: &str = "dev.ucp.common.identity_linking";
use crate::operations::{Channel, Operation};

/// A published document with its validator.
#[derive(Debug, Clone, PartialEq)]
pub struct Document {
    /// The JSON, serialized once (cheap to clone).
    pub body: bytes::Bytes,
    /// A strong `ETag` for it (quoted).
    pub etag: String,
}

impl Document {
    fn new(value: &Value) -> Self {
        let body: Vec<u8> = serde_json::to_vec_pretty(value).expect("documents serialize");
        let digest = Sha256::digest(&body);
        let etag = format!("\"{}\"", hex::encode(&digest[..16]));
        Document { body: body.into(), etag }
    }

    /// The document as JSON.
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).expect("documents are JSON")
    }
}

/// A business profile: `/.well-known/ucp` (the dated release, with the Location
/// capabilities) or `/.well-known/ucp/draft` (the draft build, with Ask). Both advertise the
/// same `dev.ucp.common` REST and MCP endpoints; an agent picks a profile by its version.
pub fn business_profile(config: &Config, channel: Channel, keys: &[Value]) -> Document {
    match channel {
        Channel::Released => profile_at(config, channel, &config.ucp.version, keys),
        Channel::Draft => profile_at(config, channel, &config.ucp.draft_version, keys),
    }
}

/// The leaf profile of an earlier draft date (`ucp.earlier_draft_versions`), served at
/// [`earlier_draft_path`]: the draft capabilities, each at that date.
pub fn earlier_draft_profile(config: &Config, version: &Version, keys: &[Value]) -> Document {
    profile_at(config, Channel::Draft, version, keys)
}

/// Where the leaf profile of an earlier draft date is served.
pub fn earlier_draft_path(version: &Version) -> String {
    format!("/.well-known/ucp/draft/{version}")
}

/// A business profile at protocol version `version`: the capabilities of `channel`, each at
/// that version (UCP: every `dev.ucp.*` entry carries its profile's version).
fn profile_at(config: &Config, channel: Channel, version: &Version, keys: &[Value]) -> Document {
    let (v, offered, docs) = match channel {
        Channel::Released => (version.as_str(), &config.ucp.capabilities, version.as_str()),
        Channel::Draft => (version.as_str(), &config.ucp.draft_capabilities, "draft"),
    };
    let service = |transport: &str, endpoint: String, schema: &str| {
        json!({
            "version": v,
            "transport": transport,
            "spec": format!("https://ucp.dev/{docs}/specification/overview"),
            "schema": format!("https://ucp.dev/{docs}/services/common/{schema}"),
            "endpoint": endpoint,
        })
    };
    let mut capabilities = Map::new();
    for (name, version) in offered {
        let op = Operation::ALL.iter().find(|o| o.capability() == name && o.channel() == channel);
        let (spec, schema) = match op {
            Some(o) => (o.spec_path(), o.schema_file()),
            None => continue,
        };
        // A dev.ucp.* capability carries the profile's version (validated for the configured
        // ones; an earlier draft date offers the same capabilities at its own date).
        let version = if name.starts_with("dev.ucp.") { v } else { version.as_str() };
        capabilities.insert(
            name.clone(),
            json!([{
                "version": version,
                "spec": format!("https://ucp.dev/{docs}/specification/{spec}"),
                "schema": format!("https://ucp.dev/{docs}/schemas/{schema}"),
            }]),
        );
    }
    if !config.auth.issuer.is_empty() {
        // Identity linking: the scopes listed gate their capability's operations.
        let scopes: Map<String, Value> = config.auth.required_scopes.iter().map(|s| (s.clone(), json!({}))).collect();
        capabilities.insert(
            IDENTITY_LINKING.to_owned(),
            json!([{
                "version": v,
                "spec": format!("https://ucp.dev/{docs}/specification/common/identity-linking"),
                "schema": format!("https://ucp.dev/{docs}/schemas/common/identity_linking.json"),
                "config": {"scopes": scopes},
            }]),
        );
    }
    let mut services = BTreeMap::new();
    services.insert(
        COMMON_SERVICE.to_owned(),
        vec![
            service("rest", config.rest_endpoint(), "rest.openapi.json"),
            service("mcp", config.mcp_endpoint(), "mcp.openrpc.json"),
        ],
    );
    let mut ucp = json!({
        "version": v,
        "services": services,
        "capabilities": capabilities,
        "payment_handlers": {},
    });
    if channel == Channel::Released && !config.ucp.draft_capabilities.is_empty() {
        // Agents on the draft version (for Ask) find its profile from here.
        let base = config.public_base_url();
        let mut supported = Map::new();
        supported.insert(config.ucp.draft_version.to_string(), json!(format!("{base}/.well-known/ucp/draft")));
        for earlier in &config.ucp.earlier_draft_versions {
            supported.insert(earlier.to_string(), json!(format!("{base}{}", earlier_draft_path(earlier))));
        }
        ucp["supported_versions"] = Value::Object(supported);
    }
    Document::new(&json!({
        "ucp": ucp,
        "keys": keys,
    }))
}

/// RFC 9728 protected resource metadata for `resource` (this server's origin, or its MCP
/// endpoint), or `None` when no issuer is configured (nothing here is protected by OAuth).
pub fn protected_resource(config: &Config, resource: &str, business_name: &str) -> Option<Document> {
    if config.auth.issuer.is_empty() {
        return None;
    }
    Some(Document::new(&json!({
        "resource": resource,
        "authorization_servers": [config.auth.issuer],
        "scopes_supported": config.auth.scopes.keys().chain(&config.auth.required_scopes).collect::<std::collections::BTreeSet<_>>(),
        "bearer_methods_supported": ["header"],
        "resource_name": business_name,
    })))
}

/// The Personal Agent Protocol version whose `poppy.json` shape Concierge publishes.
pub const POPPY_PROTOCOL_VERSION: &str = "0.3";

/// `/.well-known/poppy.json`: the company document of the Personal Agent Protocol with the
/// `ucp` extension (version 1), or `None` when `poppy.enabled` is off.
pub fn poppy(config: &Config, business_name: &str) -> Option<Document> {
    if !config.poppy.enabled {
        return None;
    }
    let p = &config.poppy;
    let name = if p.organization_name.is_empty() { business_name } else { p.organization_name.as_str() };
    let auth = if config.auth.issuer.is_empty() {
        // No sign-in: personal agents use UCP signed out.
        json!({"disabled": true})
    } else {
        let scopes: Map<String, Value> =
            config.auth.scopes.iter().map(|(s, d)| (s.clone(), json!(d.description))).collect();
        let hints: Map<String, Value> = config
            .auth
            .scopes
            .iter()
            .map(|(s, d)| (s.clone(), json!({"changes": d.changes, "personal_data": d.personal_data})))
            .collect();
        json!({"scopes": scopes, "scope_hints": hints})
    };
    let mut doc = json!({
        "protocol_version": POPPY_PROTOCOL_VERSION,
        "organization": {"name": name, "domain": config.poppy_domain()},
        "auth": auth,
        "web": {},
        "extensions": {"ucp": {"version": "1"}},
    });
    // A `ucp` conversation entry promises Ask on the UCP profile: listed only when Ask is offered.
    let asks = config.ucp.capabilities.contains_key(ASK) || config.ucp.draft_capabilities.contains_key(ASK);
    if asks {
        doc["agent"] = json!({"protocols": [{"type": "ucp", "endpoint": format!("{}/.well-known/ucp", config.public_base_url())}]});
    }
    if p.list_mcp_api {
        doc["apis"] = json!([{
            "type": "mcp",
            "url": config.mcp_endpoint(),
            "description": "UCP tools: store search and lookup, and questions through Ask (ask_business). Calls carry UCP request metadata (meta.ucp-agent.profile).",
        }]);
    }
    Some(Document::new(&doc))
}

/// The OpenAPI 3.1 description of the REST endpoints this server offers, with self-contained
/// request and response schemas and the `UCP-Agent` and `Request-Id` headers they require.
pub fn openapi(config: &Config, schemas: &concierge_schemas::Schemas) -> Document {
    let header = |name: &str, required: bool, description: &str, format: Option<&str>| {
        let mut schema = json!({"type": "string"});
        if let Some(f) = format {
            schema["format"] = json!(f);
        }
        json!({"name": name, "in": "header", "required": required, "schema": schema, "description": description})
    };
    let mut paths = Map::new();
    for op in Operation::ALL {
        let offered = match op.channel() {
            Channel::Released => config.ucp.capabilities.contains_key(op.capability()),
            Channel::Draft => config.ucp.draft_capabilities.contains_key(op.capability()),
        };
        if !offered {
            continue;
        }
        let mut parameters = vec![
            header("UCP-Agent", true, "RFC 8941 dictionary naming the platform profile: profile=\"https://…\".", None),
            header("Request-Id", true, "A UUID for tracing, echoed in the response.", Some("uuid")),
            header(
                "Authorization",
                false,
                "Bearer access token from the business's issuer (see /.well-known/oauth-protected-resource).",
                None,
            ),
            header(
                "Signature-Input",
                false,
                "RFC 9421 signature parameters (UCP's covered components), with Signature and Content-Digest.",
                None,
            ),
            header("Signature", false, "RFC 9421 signature, made with a key from the platform profile's keys[].", None),
            header("Content-Digest", false, "RFC 9530 digest of the body (sha-256 or sha-512).", None),
            header(
                "Poppy-Session",
                false,
                "Personal Agent Protocol Session header (verified when the business is configured to).",
                None,
            ),
        ];
        if op == Operation::AskBusiness {
            parameters.push(header(
                "Idempotency-Key",
                false,
                "A UUID; a retry with the same key and body returns the first answer and adds no turn to the conversation.",
                Some("uuid"),
            ));
        }
        let (request, response) = op.schemas(schemas);
        let error = |description: &str| json!({"description": description, "content": {"application/json": {"schema": {"type": "object"}}}});
        let bad_request = match op {
            Operation::AskBusiness => {
                "Malformed JSON, a malformed header (Request-Id, Idempotency-Key), a schema violation (with a JSONPath), digest_mismatch, algorithm_unsupported, invalid_session or session_ended."
            }
            _ => {
                "Malformed JSON, a schema violation (with a JSONPath), an unsupported filter, radius or service target, digest_mismatch, algorithm_unsupported, invalid_session or session_ended."
            }
        };
        let mut responses = json!({
            "200": {"description": "A UCP response: results, or a business outcome such as capabilities_incompatible.",
                    "content": {"application/json": {"schema": {"anyOf": [response.schema(), schemas.error_response.schema()]}}}},
            "400": {"description": bad_request,
                    "content": {"application/json": {"schema": schemas.error_response.schema()}}},
            "413": error("The body is larger than the configured limit."),
            "415": error("The body is not application/json."),
            "422": error("profile_malformed or version_unsupported: {code, content}."),
            "424": error("profile_unreachable: {code, content}."),
            "401": error(
                "identity_required (no valid access token for a gated operation, or a bad token; see WWW-Authenticate), or signature_missing / signature_invalid / key_not_found.",
            ),
            "403": error("insufficient_scope: the token lacks a scope this operation requires (see WWW-Authenticate)."),
            "429": error("Too many requests; see Retry-After."),
            "503": error("Overloaded or shutting down; see Retry-After."),
        });
        // Only Ask takes an Idempotency-Key, and only Ask writes to storage.
        if op == Operation::AskBusiness {
            responses["409"] = error(
                "idempotency_conflict: the Idempotency-Key was used with a different body, or its first request is still running.",
            );
            responses["503"] = error(
                "Overloaded, shutting down, or conversation storage unavailable (nothing was recorded); see Retry-After.",
            );
            if let Value::Object(m) = &mut responses {
                m.sort_keys();
            }
        }
        paths.insert(
            op.rest_path().to_owned(),
            json!({"post": {
                "operationId": op.tool_name(),
                "summary": op.summary(),
                "parameters": parameters,
                "requestBody": {"required": true, "content": {"application/json": {"schema": request.schema()}}},
                "responses": responses,
            }}),
        );
    }
    Document::new(&json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Concierge: UCP Common service (REST)",
            "version": config.ucp.version.as_str(),
            "description": "The REST binding of the UCP Common service as served by this business. Discover it at /.well-known/ucp.",
        },
        "servers": [{"url": config.rest_endpoint()}],
        "paths": paths,
    }))
}
