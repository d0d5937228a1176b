//! The MCP binding as three kinds of clients call it: a plain UCP client (POST `tools/list`
//! and `tools/call` with no `initialize` and no session), a handshake-era MCP client
//! (`initialize` at 2025-11-25, `notifications/initialized`, then calls carrying the session it
//! was given, if any), and a stateless MCP 2026-07-28 client (headers and `_meta`, no
//! `initialize`).

use crate::report::count;
use serde_json::{Value, json};

use crate::context::{Ctx, Discovered, Kind, rpc_message};
use crate::rules;

pub(crate) async fn run(ctx: &Ctx<'_>, d: &Discovered) {
    let Some(root) = &d.root else {
        for c in [&rules::MCP_PLAIN_LIST, &rules::MCP_PLAIN_CALL, &rules::MCP_HANDSHAKE, &rules::MCP_STATELESS_2026] {
            ctx.skip(c, "no readable business profile");
        }
        ask_tool(ctx, d).await;
        return;
    };
    match &root.mcp {
        None => {
            for c in [&rules::MCP_PLAIN_LIST, &rules::MCP_PLAIN_CALL, &rules::MCP_HANDSHAKE, &rules::MCP_STATELESS_2026]
            {
                ctx.skip(c, "the profile advertises no MCP endpoint");
            }
        }
        Some(mcp) => {
            let mut expected = Vec::new();
            if root.offers("dev.ucp.common.location.search") {
                expected.push("search_locations");
            }
            if root.offers("dev.ucp.common.location.lookup") {
                expected.push("lookup_locations");
            }
            ctx.outcome(
                &rules::MCP_PLAIN_LIST,
                tools_list(ctx, mcp, ctx.opts.agent_profile.as_deref(), &expected).await,
            );
            let profile = ctx.opts.agent_profile.as_deref();
            match profile {
                None => {
                    let why = "needs --agent-profile: a platform profile URL the business can fetch";
                    ctx.not_run(&rules::MCP_PLAIN_CALL, why);
                }
                Some(p) => ctx.outcome(&rules::MCP_PLAIN_CALL, plain_call(ctx, mcp, p).await),
            }
            ctx.outcome(&rules::MCP_HANDSHAKE, handshake(ctx, mcp, profile).await);
            ctx.outcome(&rules::MCP_STATELESS_2026, stateless(ctx, mcp, profile).await);
        }
    }
    ask_tool(ctx, d).await;
}

async fn ask_tool(ctx: &Ctx<'_>, d: &Discovered) {
    match d.ask.as_ref().and_then(|p| p.mcp.clone()) {
        None => {
            ctx.skip(&rules::MCP_ASK_TOOL, "no profile offers dev.ucp.common.ask over MCP");
            ctx.skip(&rules::MCP_ASK_CALL, "no profile offers dev.ucp.common.ask over MCP");
        }
        Some(mcp) => {
            let profile = ctx.opts.draft_agent_profile.as_deref();
            ctx.outcome(&rules::MCP_ASK_TOOL, tools_list(ctx, &mcp, profile, &["ask_business"]).await);
            match profile {
                None => ctx.not_run(
                    &rules::MCP_ASK_CALL,
                    "needs --draft-agent-profile: a platform profile declaring dev.ucp.common.ask that the business can fetch",
                ),
                Some(p) => match ask_call(ctx, &mcp, p).await {
                    Err(e) if e.starts_with(GATED) => ctx.not_run(
                        &rules::MCP_ASK_CALL,
                        format!("Ask is hard-gated ({}): the checker has no buyer token", &e[GATED.len()..]),
                    ),
                    r => ctx.outcome(&rules::MCP_ASK_CALL, r),
                },
            }
        }
    }
}

/// Marks an `ask_call` refused by a hard gate (so the finding skips rather than fails).
const GATED: &str = "gated:";

async fn ask_call(ctx: &Ctx<'_>, mcp: &str, profile: &str) -> Result<String, String> {
    let ask = json!({"query": "What is your return policy?"});
    let r = ctx.tool_call(mcp, "ask_business", "ask", &ask, Some(profile)).await.map_err(|e| e.to_string())?;
    let m =
        r.message.as_ref().ok_or_else(|| format!("HTTP {}, not JSON-RPC: {}", r.reply.status, r.reply.snippet()))?;
    let gate = m.pointer("/error/data/code").and_then(Value::as_str);
    if let Some(code @ ("identity_required" | "insufficient_scope")) = gate {
        return Err(format!("{GATED}{code}"));
    }
    let sc = structured(m)?;
    ctx.validate(Kind::Ask, "MCP ask_business", sc);
    match sc.pointer("/answer/plain").and_then(Value::as_str) {
        Some(p) if !p.trim().is_empty() => {
            Ok(format!("answer.plain of {}", count(p.chars().count(), "character", "characters")))
        }
        _ => Err(format!("no answer.plain in structuredContent: {}", sc.get("answer").unwrap_or(&Value::Null))),
    }
}

fn tool_names(message: &Value) -> Option<Vec<String>> {
    let tools = message.pointer("/result/tools")?.as_array()?;
    Some(tools.iter().filter_map(|t| t.get("name").and_then(Value::as_str).map(str::to_owned)).collect())
}

/// A plain client's reply must be one `application/json` JSON-RPC object, never SSE
/// (clients-and-test-tools.md §1.2: `@shopify/ucp-cli` parses the body as JSON).
fn plain_json(reply: &crate::probe::Reply, what: &str) -> Result<Value, String> {
    let ct = reply.header("content-type").unwrap_or("(none)");
    if !ct.starts_with("application/json") {
        return Err(format!("{what}: Content-Type {ct}, not application/json"));
    }
    serde_json::from_slice(&reply.body).map_err(|e| format!("{what}: HTTP {}, not one JSON object ({e})", reply.status))
}

/// `tools/list` as `@shopify/ucp-cli` sends it (`Accept: application/json`, the agent's meta in
/// `params.arguments.meta` when a profile is given) and as spck sends it (no `Accept`).
async fn tools_list(ctx: &Ctx<'_>, mcp: &str, profile: Option<&str>, expected: &[&str]) -> Result<String, String> {
    let mut message = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"});
    if let Some(p) = profile {
        message["params"] = json!({"arguments": {"meta": {"ucp-agent": {"profile": p}}}});
    }
    let mut listed = Vec::new();
    for (style, accept) in [("Accept: application/json", "application/json"), ("no Accept", "")] {
        let reply = ctx.mcp_post(mcp, &message, &[("accept", accept.to_owned())]).await.map_err(|e| e.to_string())?;
        let m = plain_json(&reply, style)?;
        let names = tool_names(&m).ok_or_else(|| format!("{style}: HTTP {}, no result.tools: {m}", reply.status))?;
        let missing: Vec<&&str> = expected.iter().filter(|e| !names.iter().any(|n| n == *e)).collect();
        if !missing.is_empty() {
            return Err(format!("{style}: missing {missing:?}; listed {names:?}"));
        }
        listed = names;
    }
    Ok(format!("tools: {} (with Accept: application/json and with no Accept)", listed.join(", ")))
}

/// A tools/call result's structuredContent, checked against its text content.
fn structured(message: &Value) -> Result<&Value, String> {
    if let Some(e) = message.get("error") {
        return Err(format!("JSON-RPC error {e}"));
    }
    let result = message.get("result").ok_or_else(|| format!("no result: {message}"))?;
    if result.get("isError").and_then(Value::as_bool) == Some(true) {
        return Err(format!("isError result: {result}"));
    }
    let sc = result.get("structuredContent").filter(|v| v.is_object()).ok_or("no structuredContent object")?;
    if let Some(texts) = result.get("content").and_then(Value::as_array) {
        let text = texts.iter().find_map(|c| c.get("text").and_then(Value::as_str));
        if let Some(text) = text {
            let parsed: Value = serde_json::from_str(text).map_err(|e| format!("text content is not JSON: {e}"))?;
            if &parsed != sc {
                return Err("text content differs from structuredContent".into());
            }
        }
    }
    Ok(sc)
}

async fn plain_call(ctx: &Ctx<'_>, mcp: &str, profile: &str) -> Result<String, String> {
    let r = ctx
        .tool_call(mcp, "search_locations", "location", &json!({"pagination": {"limit": 2}}), Some(profile))
        .await
        .map_err(|e| e.to_string())?;
    let m = plain_json(&r.reply, "tools/call")?;
    let sc = structured(&m)?;
    ctx.validate(Kind::Search, "MCP search_locations", sc);
    if r.reply.status != 200 {
        return Err(format!("HTTP {} for a successful result", r.reply.status));
    }
    let n = sc.get("locations").and_then(Value::as_array).map_or(0, Vec::len);
    Ok(format!("application/json, structuredContent with {}, text content equal", count(n, "location", "locations")))
}

async fn handshake(ctx: &Ctx<'_>, mcp: &str, profile: Option<&str>) -> Result<String, String> {
    let init = json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "concierge-check", "version": env!("CARGO_PKG_VERSION")}}});
    let both = ("accept", "application/json, text/event-stream".to_owned());
    let reply = ctx.mcp_post(mcp, &init, std::slice::from_ref(&both)).await.map_err(|e| e.to_string())?;
    let m = rpc_message(&reply).ok_or_else(|| format!("initialize: HTTP {}, {}", reply.status, reply.snippet()))?;
    let version = m
        .pointer("/result/protocolVersion")
        .and_then(Value::as_str)
        .ok_or_else(|| format!("initialize: no result.protocolVersion: {m}"))?
        .to_owned();
    let mut headers = vec![both, ("mcp-protocol-version", version.clone())];
    let session = reply.header("mcp-session-id").map(str::to_owned);
    if let Some(s) = &session {
        headers.push(("mcp-session-id", s.clone()));
    }
    let note = json!({"jsonrpc": "2.0", "method": "notifications/initialized"});
    let r = ctx.mcp_post(mcp, &note, &headers).await.map_err(|e| e.to_string())?;
    if !r.is_success() {
        return Err(format!("notifications/initialized answered {}", r.status));
    }
    let call = match profile {
        Some(p) => json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "search_locations",
            "arguments": {"meta": {"ucp-agent": {"profile": p}}, "location": {"pagination": {"limit": 1}}}}}),
        None => json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}),
    };
    let r = ctx.mcp_post(mcp, &call, &headers).await.map_err(|e| e.to_string())?;
    let m = rpc_message(&r).ok_or_else(|| format!("after initialize: HTTP {}, {}", r.status, r.snippet()))?;
    if profile.is_some() {
        let sc = structured(&m)?;
        ctx.validate(Kind::Search, "MCP (handshake) search_locations", sc);
    } else if tool_names(&m).is_none() {
        return Err(format!("tools/list after initialize: {m}"));
    }
    let session = session.map_or("no session".to_owned(), |_| "with its Mcp-Session-Id".to_owned());
    Ok(format!(
        "initialize → {version}, then {} ({session})",
        if profile.is_some() { "tools/call" } else { "tools/list" }
    ))
}

async fn stateless(ctx: &Ctx<'_>, mcp: &str, profile: Option<&str>) -> Result<String, String> {
    let meta = json!({"io.modelcontextprotocol/protocolVersion": "2026-07-28",
                      "io.modelcontextprotocol/clientCapabilities": {}});
    let (message, name) = match profile {
        Some(p) => (
            json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"_meta": meta, "name": "search_locations",
                "arguments": {"meta": {"ucp-agent": {"profile": p}}, "location": {"pagination": {"limit": 1}}}}}),
            Some("search_locations"),
        ),
        None => (json!({"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": {"_meta": meta}}), None),
    };
    let method = if name.is_some() { "tools/call" } else { "tools/list" };
    let mut headers = vec![
        ("accept", "application/json, text/event-stream".to_owned()),
        ("mcp-protocol-version", "2026-07-28".to_owned()),
        ("mcp-method", method.to_owned()),
    ];
    if let Some(n) = name {
        headers.push(("mcp-name", n.to_owned()));
    }
    let r = ctx.mcp_post(mcp, &message, &headers).await.map_err(|e| e.to_string())?;
    let m = rpc_message(&r).ok_or_else(|| format!("HTTP {}, not JSON-RPC: {}", r.status, r.snippet()))?;
    if let Some(code) = m.pointer("/error/code").and_then(Value::as_i64) {
        // -32022: the MCP error for an unsupported protocol version; a server may not speak 2026-07-28.
        if code == -32022 {
            return Ok("2026-07-28 refused with -32022 (unsupported protocol version), as MCP defines".into());
        }
        return Err(format!("HTTP {}, JSON-RPC error {}", r.status, m["error"]));
    }
    if name.is_some() {
        let sc = structured(&m)?;
        ctx.validate(Kind::Search, "MCP (2026-07-28) search_locations", sc);
    } else if tool_names(&m).is_none() {
        return Err(format!("no result.tools: {m}"));
    }
    Ok(format!("2026-07-28 {method} answered with no initialize"))
}
