//! The state one run shares between checks: the prober, the options, the compiled UCP schemas,
//! the findings so far, and every successful response body awaiting its schema verdict; plus
//! the request helpers every check uses (REST with `UCP-Agent`, MCP `tools/call`).

use std::sync::Mutex;

use crate::report::count;
use concierge_schemas::Schemas;
use serde_json::{Value, json};

use crate::probe::{Exchange, ProbeError, Prober, Reply};
use crate::profile_host::ProfileHost;
use crate::report::{Check, Finding, Status};
use crate::{CheckOptions, rules};

/// Which published schema a response body is checked against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Search,
    Lookup,
    Ask,
    Error,
}

impl Kind {
    fn check(self) -> &'static Check {
        match self {
            Kind::Search => &rules::SCHEMA_SEARCH,
            Kind::Lookup => &rules::SCHEMA_LOOKUP,
            Kind::Ask => &rules::SCHEMA_ASK,
            Kind::Error => &rules::SCHEMA_ERROR,
        }
    }
}

/// What a business profile says, as later checks need it.
#[derive(Debug, Clone, Default)]
pub(crate) struct Profile {
    /// `ucp.version`.
    pub(crate) version: String,
    /// The `dev.ucp.common` REST endpoint.
    pub(crate) rest: Option<String>,
    /// The `dev.ucp.common` MCP endpoint.
    pub(crate) mcp: Option<String>,
    /// Capability names in `ucp.capabilities`.
    pub(crate) capabilities: Vec<String>,
}

impl Profile {
    pub(crate) fn offers(&self, capability: &str) -> bool {
        self.capabilities.iter().any(|c| c == capability)
    }
}

/// What discovery found.
#[derive(Debug, Clone, Default)]
pub(crate) struct Discovered {
    /// The root profile (`/.well-known/ucp`), if it could be read.
    pub(crate) root: Option<Profile>,
    /// The profile offering `dev.ucp.common.ask` (the root or a `supported_versions` target).
    pub(crate) ask: Option<Profile>,
}

/// One validated body: its schema, where it came from, and the first violation if any.
type Validation = (Kind, String, Result<(), String>);

pub(crate) struct Ctx<'a> {
    pub(crate) opts: &'a CheckOptions,
    pub(crate) prober: Prober,
    schemas: Option<Schemas>,
    schema_error: Option<String>,
    findings: Mutex<Vec<Finding>>,
    validations: Mutex<Vec<Validation>>,
    /// The business's signing keys (`keys[]` of its profile), once discovery has read them.
    business_keys: Mutex<Option<concierge_auth::KeySet>>,
    /// Each signed response seen: where from, and whether it verified.
    signatures: Mutex<Vec<(String, Result<(), String>)>>,
    /// How many responses carried no signature.
    unsigned: Mutex<usize>,
    /// The checker's own profiles on loopback, for a business on this machine.
    pub(crate) profile_host: Option<&'a ProfileHost>,
}

/// One `tools/call` outcome.
pub(crate) struct ToolReply {
    pub(crate) reply: Reply,
    /// The parsed JSON-RPC message.
    pub(crate) message: Option<Value>,
}

impl ToolReply {
    /// `result.structuredContent`, when the call succeeded.
    pub(crate) fn structured(&self) -> Option<&Value> {
        self.message.as_ref()?.get("result")?.get("structuredContent")
    }

    /// `error`, when the call failed.
    pub(crate) fn error(&self) -> Option<&Value> {
        self.message.as_ref()?.get("error")
    }
}

impl<'a> Ctx<'a> {
    pub(crate) fn new(opts: &'a CheckOptions, profile_host: Option<&'a ProfileHost>) -> Result<Self, ProbeError> {
        let prober = Prober::new(opts.timeout, opts.signing_key.clone())?;
        let (schemas, schema_error) = match Schemas::load() {
            Ok(s) => (Some(s), None),
            Err(e) => (None, Some(e.to_string())),
        };
        Ok(Ctx {
            opts,
            prober,
            schemas,
            schema_error,
            findings: Mutex::new(Vec::new()),
            validations: Mutex::new(Vec::new()),
            business_keys: Mutex::new(None),
            signatures: Mutex::new(Vec::new()),
            unsigned: Mutex::new(0),
            profile_host,
        })
    }

    pub(crate) fn schemas(&self) -> Option<&Schemas> {
        self.schemas.as_ref()
    }

    /// The business base URL joined with `path` (`/.well-known/ucp`).
    pub(crate) fn url(&self, path: &str) -> String {
        let base = self.opts.target.as_str().trim_end_matches('/');
        format!("{base}{path}")
    }

    /// Whether the target is a loopback address (local testing: http endpoints tolerated).
    pub(crate) fn target_is_loopback(&self) -> bool {
        concierge_client::is_loopback(&self.opts.target)
    }

    pub(crate) fn record(&self, check: &Check, status: Status, detail: impl Into<String>) {
        let finding = Finding::new(check, status, detail);
        if let Ok(mut f) = self.findings.lock() {
            f.push(finding);
        }
    }

    pub(crate) fn pass(&self, check: &Check, detail: impl Into<String>) {
        self.record(check, Status::Pass, detail);
    }

    pub(crate) fn fail(&self, check: &Check, detail: impl Into<String>) {
        self.record(check, Status::Fail, detail);
    }

    pub(crate) fn skip(&self, check: &Check, detail: impl Into<String>) {
        self.record(check, Status::Skip, detail);
    }

    /// The checker lacks what `check` needs (a profile the business can fetch, a token): the
    /// run is incomplete.
    pub(crate) fn not_run(&self, check: &Check, detail: impl Into<String>) {
        self.record(check, Status::NotRun, detail);
    }

    /// Records `Ok` as a pass and `Err` as a failure.
    pub(crate) fn outcome(&self, check: &Check, result: Result<String, String>) {
        match result {
            Ok(d) => self.pass(check, d),
            Err(d) => self.fail(check, d),
        }
    }

    /// An optional (MAY) behaviour the business did not show: a skip, or a failure when strict.
    pub(crate) fn may_unmet(&self, check: &Check, detail: impl Into<String>) {
        let detail = detail.into();
        if self.opts.strict {
            self.fail(check, detail)
        } else {
            self.skip(check, format!("optional (MAY) behaviour not shown: {detail} (--strict fails it)"))
        }
    }

    /// Queues `body` for validation against the `kind` schema; `label` says where it came from.
    pub(crate) fn validate(&self, kind: Kind, label: &str, body: &Value) {
        let Some(schemas) = &self.schemas else { return };
        let compiled = match kind {
            Kind::Search => &schemas.search_response,
            Kind::Lookup => &schemas.lookup_response,
            Kind::Ask => &schemas.ask_response,
            Kind::Error => &schemas.error_response,
        };
        let result = match compiled.check(body, &[]) {
            Ok(()) => Ok(()),
            Err(v) => Err(v.to_string()),
        };
        if let Ok(mut v) = self.validations.lock() {
            v.push((kind, label.to_owned(), result));
        }
    }

    /// One finding per schema from everything validated.
    pub(crate) fn finish_schemas(&self) {
        let validations = self.validations.lock().map(|v| v.clone()).unwrap_or_default();
        for kind in [Kind::Search, Kind::Lookup, Kind::Ask, Kind::Error] {
            let check = kind.check();
            if let Some(e) = &self.schema_error {
                self.skip(check, format!("the UCP schemas could not be compiled: {e}"));
                continue;
            }
            let of_kind: Vec<_> = validations.iter().filter(|(k, _, _)| *k == kind).collect();
            if of_kind.is_empty() {
                self.skip(check, "no response of this kind was received");
                continue;
            }
            let bad: Vec<String> =
                of_kind.iter().filter_map(|(_, label, r)| r.as_ref().err().map(|e| format!("{label}: {e}"))).collect();
            if bad.is_empty() {
                self.pass(check, format!("{} valid", count(of_kind.len(), "response", "responses")));
            } else {
                self.fail(
                    check,
                    format!(
                        "{} of {} invalid; {}",
                        bad.len(),
                        count(of_kind.len(), "response", "responses"),
                        bad.join("; ")
                    ),
                );
            }
        }
    }

    /// Remembers the business's keys (`keys[]` of its profile document).
    pub(crate) fn set_business_keys(&self, profile: &Value) {
        if let Ok(mut k) = self.business_keys.lock() {
            *k = Some(concierge_auth::KeySet::from_jwks(profile));
        }
    }

    /// Verifies a response's signature, if it has one, against the business's keys.
    fn note_signature(&self, label: &str, reply: &Reply) {
        if reply.header("signature").is_none() && reply.header("signature-input").is_none() {
            if let Ok(mut n) = self.unsigned.lock() {
                *n += 1;
            }
            return;
        }
        let result = match self.business_keys.lock().as_deref() {
            Ok(Some(keys)) => crate::signatures::verify_response(reply, keys),
            _ => Err("no business profile keys to verify with".to_owned()),
        };
        if let Ok(mut s) = self.signatures.lock() {
            s.push((label.to_owned(), result));
        }
    }

    /// The `signatures.response` finding from every response seen.
    pub(crate) fn finish_signatures(&self) {
        let seen = self.signatures.lock().map(|s| s.clone()).unwrap_or_default();
        let unsigned = self.unsigned.lock().map(|n| *n).unwrap_or(0);
        if seen.is_empty() {
            self.skip(
                &rules::SIG_RESPONSE,
                format!("no response was signed ({unsigned} unsigned; signing read-only responses is optional)"),
            );
            return;
        }
        let bad: Vec<String> = seen.iter().filter_map(|(l, r)| r.as_ref().err().map(|e| format!("{l}: {e}"))).collect();
        if bad.is_empty() {
            self.pass(&rules::SIG_RESPONSE, format!("{} signed responses verified ({unsigned} unsigned)", seen.len()));
        } else {
            self.fail(
                &rules::SIG_RESPONSE,
                format!("{} of {} signed responses failed: {}", bad.len(), seen.len(), bad.join("; ")),
            );
        }
    }

    pub(crate) fn take_findings(&self) -> Vec<Finding> {
        self.findings.lock().map(|mut f| std::mem::take(&mut *f)).unwrap_or_default()
    }

    /// `POST {endpoint}{path}` with `body`, naming `profile` in `UCP-Agent` (if any) and a fresh
    /// `Request-Id`, plus `extra` headers.
    pub(crate) async fn rest(
        &self,
        endpoint: &str,
        path: &str,
        body: &Value,
        profile: Option<&str>,
        extra: &[(&str, String)],
    ) -> Result<Reply, ProbeError> {
        let mut ex = Exchange::post_json(format!("{}{path}", endpoint.trim_end_matches('/')), body)
            .header("request-id", uuid::Uuid::new_v4().to_string())
            .header("accept", "application/json");
        if let Some(p) = profile {
            ex = ex.header("ucp-agent", format!("profile=\"{p}\""));
        }
        for (k, v) in extra {
            ex = ex.header(k, v.clone());
        }
        let reply = self.prober.send(&ex).await?;
        self.note_signature(&format!("REST {path} ({})", reply.status), &reply);
        Ok(reply)
    }

    /// One JSON-RPC message to an MCP endpoint as a plain UCP client sends it.
    pub(crate) async fn mcp_post(
        &self,
        endpoint: &str,
        message: &Value,
        extra: &[(&str, String)],
    ) -> Result<Reply, ProbeError> {
        // As UCP clients send it: `Accept: application/json` alone, unless `extra` says
        // otherwise (an empty `accept` value sends no Accept header at all).
        let mut ex = Exchange::post_json(endpoint, message);
        if !extra.iter().any(|(k, _)| k.eq_ignore_ascii_case("accept")) {
            ex = ex.header("accept", "application/json");
        }
        for (k, v) in extra {
            if !(k.eq_ignore_ascii_case("accept") && v.is_empty()) {
                ex = ex.header(k, v.clone());
            }
        }
        let reply = self.prober.send(&ex).await?;
        self.note_signature(&format!("MCP ({})", reply.status), &reply);
        Ok(reply)
    }

    /// `tools/call name` with `{meta, key: payload}`; `profile` goes in meta (and `UCP-Agent`).
    pub(crate) async fn tool_call(
        &self,
        endpoint: &str,
        name: &str,
        key: &str,
        payload: &Value,
        profile: Option<&str>,
    ) -> Result<ToolReply, ProbeError> {
        let mut arguments = serde_json::Map::new();
        let mut headers = Vec::new();
        if let Some(p) = profile {
            arguments.insert("meta".into(), json!({"ucp-agent": {"profile": p}}));
            headers.push(("ucp-agent", format!("profile=\"{p}\"")));
        }
        arguments.insert(key.into(), payload.clone());
        let message = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                             "params": {"name": name, "arguments": arguments}});
        let reply = self.mcp_post(endpoint, &message, &headers).await?;
        let message = rpc_message(&reply);
        Ok(ToolReply { reply, message })
    }
}

/// The JSON-RPC message in a reply: a JSON body, or the first `data:` event of an SSE body.
pub(crate) fn rpc_message(reply: &Reply) -> Option<Value> {
    if let Ok(v) = serde_json::from_slice::<Value>(&reply.body) {
        return Some(v);
    }
    let text = String::from_utf8_lossy(&reply.body);
    text.lines()
        .filter_map(|l| l.strip_prefix("data:"))
        .find_map(|d| serde_json::from_str::<Value>(d.trim()).ok().filter(|v| v.get("jsonrpc").is_some()))
}

/// The UCP code in a REST error body: `code` (discovery shape) or `messages[0].code`.
pub(crate) fn error_code(body: &Value) -> Option<&str> {
    body.get("code")
        .and_then(Value::as_str)
        .or_else(|| body.get("messages")?.as_array()?.iter().find_map(|m| m.get("code").and_then(Value::as_str)))
}

/// The codes of messages of `kind` (`info`, `error`, …) in a UCP payload.
pub(crate) fn message_codes<'v>(body: &'v Value, kind: &str) -> Vec<&'v str> {
    body.get("messages")
        .and_then(Value::as_array)
        .map(|ms| {
            ms.iter()
                .filter(|m| m.get("type").and_then(Value::as_str) == Some(kind))
                .filter_map(|m| m.get("code").and_then(Value::as_str))
                .collect()
        })
        .unwrap_or_default()
}
