//! Negotiation errors: what a business answers a request that names no platform profile, or
//! one that cannot be retrieved, over REST and over MCP.

use serde_json::{Value, json};

use crate::context::{Ctx, Discovered, Kind, error_code};
use crate::rules;

/// A profile URL that can never be retrieved: `.invalid` never resolves (RFC 6761 §6.4).
pub(crate) const UNREACHABLE_PROFILE: &str = "https://concierge-check.invalid/profiles/agent.json";

/// A profile URL that cannot be retrieved: a missing path beside the agent profile (the
/// business can reach that host, and gets a 404), else a host under `.invalid`.
fn unreachable_profile(ctx: &Ctx<'_>) -> String {
    let missing = format!("concierge-check-missing-{}.json", uuid::Uuid::new_v4().simple());
    ctx.opts
        .agent_profile
        .as_deref()
        .and_then(|p| url::Url::parse(p).ok())
        .and_then(|u| u.join(&missing).ok())
        .map_or_else(|| UNREACHABLE_PROFILE.to_owned(), String::from)
}

pub(crate) async fn run(ctx: &Ctx<'_>, d: &Discovered) {
    let root = d.root.as_ref();
    match root.and_then(|p| p.rest.clone()) {
        None => {
            ctx.skip(&rules::NEG_REST_MISSING_AGENT, "the profile advertises no REST endpoint");
            ctx.skip(&rules::NEG_REST_UNREACHABLE, "the profile advertises no REST endpoint");
            ctx.skip(&rules::NEG_REST_AGENT_PARAMETERS, "the profile advertises no REST endpoint");
        }
        Some(rest) => {
            ctx.outcome(
                &rules::NEG_REST_MISSING_AGENT,
                rest_error(ctx, &rest, None, &[(400, "invalid_profile_url")]).await,
            );
            match ctx.opts.agent_profile.as_deref() {
                None => ctx.not_run(
                    &rules::NEG_REST_AGENT_PARAMETERS,
                    "needs --agent-profile: a platform profile URL the business can fetch",
                ),
                Some(p) => ctx.outcome(&rules::NEG_REST_AGENT_PARAMETERS, agent_parameters(ctx, &rest, p).await),
            }
            let unreachable = unreachable_profile(ctx);
            ctx.outcome(
                &rules::NEG_REST_UNREACHABLE,
                rest_error(
                    ctx,
                    &rest,
                    Some(&unreachable),
                    &[(424, "profile_unreachable"), (400, "invalid_profile_url")],
                )
                .await,
            );
        }
    }
    refused_profiles(ctx, d).await;
    match root.and_then(|p| p.mcp.clone()) {
        None => {
            ctx.skip(&rules::NEG_MCP_MISSING_META, "the profile advertises no MCP endpoint");
            ctx.skip(&rules::NEG_MCP_UNREACHABLE, "the profile advertises no MCP endpoint");
        }
        Some(mcp) => {
            ctx.outcome(&rules::NEG_MCP_MISSING_META, mcp_error(ctx, &mcp, None, &[-32602, -32001], None).await);
            let unreachable = unreachable_profile(ctx);
            ctx.outcome(
                &rules::NEG_MCP_UNREACHABLE,
                mcp_error(
                    ctx,
                    &mcp,
                    Some(&unreachable),
                    &[-32001],
                    Some(&["profile_unreachable", "invalid_profile_url"]),
                )
                .await,
            );
        }
    }
}

/// `version_unsupported` and `profile_malformed`, with profiles the checker serves on loopback
/// (a business elsewhere cannot fetch them: then both skip, saying so).
async fn refused_profiles(ctx: &Ctx<'_>, d: &Discovered) {
    let checks = [&rules::NEG_VERSION_UNSUPPORTED, &rules::NEG_PROFILE_MALFORMED];
    if !ctx.target_is_loopback() {
        for check in checks {
            ctx.not_run(
                check,
                "needs a profile the business fetches from the checker: only for a business on this machine",
            );
        }
        return;
    }
    let Some(host) = ctx.profile_host else {
        for check in checks {
            ctx.not_run(check, "the checker could not serve its profiles on loopback (see the message above)");
        }
        return;
    };
    let root = d.root.as_ref();
    for (check, url, code) in [
        (&rules::NEG_VERSION_UNSUPPORTED, host.unsupported_version(), "version_unsupported"),
        (&rules::NEG_PROFILE_MALFORMED, host.malformed(), "profile_malformed"),
    ] {
        let mut seen = Vec::new();
        let mut problems = Vec::new();
        if let Some(rest) = root.and_then(|p| p.rest.as_deref()) {
            match rest_error(ctx, rest, Some(&url), &[(422, code)]).await {
                Ok(s) => seen.push(format!("REST {s}")),
                Err(e) => problems.push(format!("REST: {e}")),
            }
        }
        if let Some(mcp) = root.and_then(|p| p.mcp.as_deref()) {
            match mcp_error(ctx, mcp, Some(&url), &[-32001], Some(&[code])).await {
                Ok(s) => seen.push(format!("MCP {s}")),
                Err(e) => problems.push(format!("MCP: {e}")),
            }
        }
        // A business that will not fetch loopback profiles at all says so with these codes;
        // that is its policy, not this rule.
        let all_refused_fetching = !problems.is_empty()
            && problems.iter().all(|p| p.contains("profile_unreachable") || p.contains("invalid_profile_url"));
        if seen.is_empty() && problems.is_empty() {
            ctx.skip(check, "the profile advertises neither a REST nor an MCP endpoint");
        } else if all_refused_fetching && seen.is_empty() {
            ctx.not_run(
                check,
                format!("the business would not fetch the checker's loopback profile ({}); allow loopback profile fetching to check this", problems.join("; ")),
            );
        } else if problems.is_empty() {
            ctx.pass(check, seen.join("; "));
        } else {
            ctx.fail(check, problems.join("; "));
        }
    }
}

async fn agent_parameters(ctx: &Ctx<'_>, rest: &str, profile: &str) -> Result<String, String> {
    let agent = format!("profile=\"{profile}\"; version=\"2026-08-25\"");
    let ex = crate::probe::Exchange::post_json(format!("{}/locations/search", rest.trim_end_matches('/')), &json!({}))
        .header("request-id", uuid::Uuid::new_v4().to_string())
        .header("ucp-agent", agent.clone());
    let r = ctx.prober.send(&ex).await.map_err(|e| e.to_string())?;
    if r.status == 200 {
        Ok(format!("UCP-Agent: {agent} → 200"))
    } else {
        Err(format!("UCP-Agent: {agent} → {} {}", r.status, r.snippet()))
    }
}

async fn rest_error(
    ctx: &Ctx<'_>,
    rest: &str,
    profile: Option<&str>,
    expected: &[(u16, &str)],
) -> Result<String, String> {
    let reply = ctx.rest(rest, "/locations/search", &json!({}), profile, &[]).await.map_err(|e| e.to_string())?;
    let body = reply.json().map_err(|e| format!("HTTP {}; {e}", reply.status))?;
    if body.get("ucp").is_some() && body.get("messages").is_some() {
        ctx.validate(Kind::Error, "REST negotiation error", &body);
    }
    let code = error_code(&body).unwrap_or("(none)");
    let want: Vec<String> = expected.iter().map(|(s, c)| format!("{s} {c}")).collect();
    if expected.iter().any(|(s, c)| *s == reply.status && *c == code) {
        Ok(format!("{} {code}", reply.status))
    } else {
        Err(format!("got {} with code {code}; expected {}", reply.status, want.join(" or ")))
    }
}

async fn mcp_error(
    ctx: &Ctx<'_>,
    mcp: &str,
    profile: Option<&str>,
    rpc_codes: &[i64],
    ucp_codes: Option<&[&str]>,
) -> Result<String, String> {
    let r = ctx.tool_call(mcp, "search_locations", "location", &json!({}), profile).await.map_err(|e| e.to_string())?;
    let Some(error) = r.error() else {
        return Err(format!("HTTP {}, no JSON-RPC error: {}", r.reply.status, r.reply.snippet()));
    };
    let code = error.get("code").and_then(Value::as_i64).unwrap_or(0);
    let data_code = error.pointer("/data/code").and_then(Value::as_str);
    if !rpc_codes.contains(&code) {
        return Err(format!("JSON-RPC error code {code}; expected one of {rpc_codes:?}"));
    }
    let Some(data_code) = data_code else {
        return Err(format!("JSON-RPC error {code} has no UCP code in data: {error}"));
    };
    if let Some(allowed) = ucp_codes.filter(|allowed| !allowed.contains(&data_code)) {
        return Err(format!("data.code {data_code}; expected one of {allowed:?}"));
    }
    Ok(format!("HTTP {}, JSON-RPC {code}, data.code {data_code}", r.reply.status))
}
