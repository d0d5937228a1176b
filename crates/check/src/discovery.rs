//! Discovery: the business profile at `/.well-known/ucp` — served directly, dated, shaped as
//! the published schema says, its services and versions consistent, its `supported_versions`
//! targets real leaf profiles, and cacheable.

use serde_json::Value;

use crate::context::{Ctx, Discovered, Profile};
use crate::probe::{Exchange, Reply};
use crate::rules;

/// Whether `s` is a `YYYY-MM-DD` date.
pub(crate) fn is_dated(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter().enumerate().all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
}

pub(crate) async fn run(ctx: &Ctx<'_>) -> Discovered {
    let url = ctx.url("/.well-known/ucp");
    let reply = match ctx.prober.send(&Exchange::get(&url).header("accept", "application/json")).await {
        Ok(r) => r,
        Err(e) => {
            ctx.fail(&rules::PROFILE_FETCH, e.to_string());
            return Discovered::default();
        }
    };
    if (300..400).contains(&reply.status) {
        let location = reply.header("location").unwrap_or("(no Location header)");
        ctx.fail(&rules::PROFILE_NO_REDIRECT, format!("GET {url} answered {} → {location}", reply.status));
        ctx.fail(&rules::PROFILE_FETCH, format!("answered {} instead of 200", reply.status));
        return Discovered::default();
    }
    ctx.pass(&rules::PROFILE_NO_REDIRECT, format!("answered {} directly", reply.status));
    let doc = match profile_doc(&reply) {
        Ok(doc) => {
            ctx.pass(&rules::PROFILE_FETCH, format!("200 JSON in {} ms", reply.elapsed.as_millis()));
            doc
        }
        Err(e) => {
            ctx.fail(&rules::PROFILE_FETCH, e);
            return Discovered::default();
        }
    };
    ctx.set_business_keys(&doc);
    let root = read_profile(ctx, &doc);
    check_caching(ctx, &url, &reply).await;
    post_refused(ctx, &url).await;
    let mut discovered = Discovered { root: Some(root.clone()), ask: None };
    if root.offers("dev.ucp.common.ask") {
        discovered.ask = Some(root.clone());
    }
    let targets = check_supported_versions(ctx, &doc).await;
    if discovered.ask.is_none() {
        discovered.ask = targets.into_iter().find(|p| p.offers("dev.ucp.common.ask"));
    }
    discovered
}

fn profile_doc(reply: &Reply) -> Result<Value, String> {
    if reply.status != 200 {
        return Err(format!("answered {} instead of 200: {}", reply.status, reply.snippet()));
    }
    let doc = reply.json()?;
    if !doc.get("ucp").is_some_and(Value::is_object) {
        return Err(format!("no \"ucp\" object: {}", reply.snippet()));
    }
    Ok(doc)
}

/// Runs the shape checks on the root profile and extracts what later checks need.
fn read_profile(ctx: &Ctx<'_>, doc: &Value) -> Profile {
    let ucp = &doc["ucp"];
    let version = ucp.get("version").and_then(Value::as_str).unwrap_or_default().to_owned();
    if is_dated(&version) {
        ctx.pass(&rules::PROFILE_VERSION, format!("ucp.version {version}"));
    } else {
        ctx.fail(&rules::PROFILE_VERSION, format!("ucp.version is {}", ucp.get("version").unwrap_or(&Value::Null)));
    }
    match ctx.schemas() {
        None => ctx.skip(&rules::PROFILE_SCHEMA, "the UCP schemas could not be compiled"),
        Some(s) => {
            let violations = s.business_profile.violations(doc);
            if violations.is_empty() {
                ctx.pass(&rules::PROFILE_SCHEMA, "valid business_schema");
            } else {
                let mut v: Vec<String> = violations.iter().map(ToString::to_string).collect();
                v.dedup();
                v.truncate(5);
                ctx.fail(&rules::PROFILE_SCHEMA, v.join("; "));
            }
        }
    }
    let profile = extract(doc);
    ctx.outcome(&rules::PROFILE_SERVICES, services(ctx, doc));
    ctx.outcome(&rules::PROFILE_VERSIONS_CONSISTENT, versions_consistent(doc));
    profile
}

/// The endpoints and capability names of a profile (no judgement).
pub(crate) fn extract(doc: &Value) -> Profile {
    let ucp = &doc["ucp"];
    let entries = ucp.pointer("/services/dev.ucp.common").and_then(Value::as_array);
    let endpoint = |transport: &str| {
        entries?
            .iter()
            .find(|e| e.get("transport").and_then(Value::as_str) == Some(transport))
            .and_then(|e| e.get("endpoint"))
            .and_then(Value::as_str)
            .map(str::to_owned)
    };
    Profile {
        version: ucp.get("version").and_then(Value::as_str).unwrap_or_default().to_owned(),
        rest: endpoint("rest"),
        mcp: endpoint("mcp"),
        capabilities: ucp
            .get("capabilities")
            .and_then(Value::as_object)
            .map(|m| m.keys().cloned().collect())
            .unwrap_or_default(),
    }
}

fn services(ctx: &Ctx<'_>, doc: &Value) -> Result<String, String> {
    let Some(entries) = doc.pointer("/ucp/services/dev.ucp.common") else {
        return Err("ucp.services has no dev.ucp.common".into());
    };
    let Some(entries) = entries.as_array() else {
        return Err(format!("ucp.services[\"dev.ucp.common\"] is not an array: {entries}"));
    };
    let mut seen = Vec::new();
    let mut problems = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        let transport = e.get("transport").and_then(Value::as_str).unwrap_or("(none)");
        if !matches!(transport, "rest" | "mcp" | "a2a" | "embedded") {
            problems.push(format!("entry {i}: transport {transport}"));
            continue;
        }
        if transport == "rest" || transport == "mcp" {
            match e.get("endpoint").and_then(Value::as_str) {
                None => problems.push(format!("{transport} entry has no endpoint")),
                Some(ep) => match url::Url::parse(ep) {
                    Err(err) => problems.push(format!("{transport} endpoint {ep:?}: {err}")),
                    Ok(u) => {
                        if u.scheme() != "https" && !(u.scheme() == "http" && ctx.target_is_loopback()) {
                            problems.push(format!("{transport} endpoint {ep} is not https"));
                        }
                        if ep.ends_with('/') {
                            problems.push(format!("{transport} endpoint {ep} ends with /"));
                        }
                    }
                },
            }
            seen.push(transport);
        }
    }
    if seen.is_empty() {
        problems.push("no rest or mcp entry".into());
    }
    if problems.is_empty() {
        let note = if ctx.target_is_loopback() { " (http tolerated: the target is loopback)" } else { "" };
        Ok(format!("dev.ucp.common over {}{note}", seen.join(", ")))
    } else {
        Err(problems.join("; "))
    }
}

fn versions_consistent(doc: &Value) -> Result<String, String> {
    let ucp = &doc["ucp"];
    let version = ucp.get("version").and_then(Value::as_str).unwrap_or_default();
    let mut problems = Vec::new();
    let mut count = 0;
    for registry in ["services", "capabilities"] {
        let Some(map) = ucp.get(registry).and_then(Value::as_object) else { continue };
        for (name, entries) in map {
            if !name.starts_with("dev.ucp.") {
                continue;
            }
            let Some(entries) = entries.as_array() else {
                problems.push(format!("{registry}.{name} is not an array"));
                continue;
            };
            for e in entries {
                count += 1;
                let v = e.get("version").and_then(Value::as_str).unwrap_or("(none)");
                if v != version {
                    problems.push(format!("{registry}.{name} version {v} != ucp.version {version}"));
                }
            }
        }
    }
    if problems.is_empty() { Ok(format!("{count} dev.ucp.* entries at {version}")) } else { Err(problems.join("; ")) }
}

fn same_host(ctx: &Ctx<'_>, u: &url::Url) -> bool {
    let target = &ctx.opts.target;
    if ctx.target_is_loopback() && concierge_client::is_loopback(u) {
        return u.port_or_known_default() == target.port_or_known_default();
    }
    u.host_str().map(str::to_ascii_lowercase) == target.host_str().map(str::to_ascii_lowercase)
}

/// Fetches every `supported_versions` target; the readable ones, for Ask discovery.
async fn check_supported_versions(ctx: &Ctx<'_>, doc: &Value) -> Vec<Profile> {
    let Some(map) = doc.pointer("/ucp/supported_versions") else {
        ctx.skip(&rules::PROFILE_SUPPORTED_VERSIONS, "no supported_versions: only ucp.version is supported");
        return Vec::new();
    };
    let Some(map) = map.as_object() else {
        ctx.fail(&rules::PROFILE_SUPPORTED_VERSIONS, format!("supported_versions is not an object: {map}"));
        return Vec::new();
    };
    let mut problems = Vec::new();
    let mut found = Vec::new();
    for (key, target) in map {
        let Some(target) = target.as_str() else {
            problems.push(format!("{key}: target is not a string"));
            continue;
        };
        let u = match url::Url::parse(target) {
            Ok(u) => u,
            Err(e) => {
                problems.push(format!("{key}: {target:?} is not a URL ({e})"));
                continue;
            }
        };
        if !same_host(ctx, &u) {
            problems.push(format!("{key}: {target} is not on the business's host"));
        }
        let reply = match ctx.prober.send(&Exchange::get(target).header("accept", "application/json")).await {
            Ok(r) => r,
            Err(e) => {
                problems.push(format!("{key}: {e}"));
                continue;
            }
        };
        if (300..400).contains(&reply.status) {
            problems.push(format!("{key}: {target} redirects ({})", reply.status));
            continue;
        }
        let leaf = match profile_doc(&reply) {
            Ok(d) => d,
            Err(e) => {
                problems.push(format!("{key}: {target} {e}"));
                continue;
            }
        };
        let v = leaf.pointer("/ucp/version").and_then(Value::as_str).unwrap_or("(none)");
        if v != key {
            problems.push(format!("{key}: {target} has ucp.version {v}"));
        }
        if leaf.pointer("/ucp/supported_versions").is_some() {
            problems.push(format!("{key}: {target} itself has supported_versions (must be a leaf)"));
        }
        if let Some(first) = ctx.schemas().and_then(|s| s.business_profile.violations(&leaf).into_iter().next()) {
            problems.push(format!("{key}: {target} breaks business_schema: {first}"));
        }
        if let Err(e) = versions_consistent(&leaf) {
            problems.push(format!("{key}: {e}"));
        }
        found.push(extract(&leaf));
    }
    if problems.is_empty() {
        let keys: Vec<&String> = map.keys().collect();
        ctx.pass(&rules::PROFILE_SUPPORTED_VERSIONS, format!("{keys:?} each a leaf profile at its own version"));
    } else {
        ctx.fail(&rules::PROFILE_SUPPORTED_VERSIONS, problems.join("; "));
    }
    found
}

async fn post_refused(ctx: &Ctx<'_>, url: &str) {
    let ex = Exchange::post_json(url, &serde_json::json!({}));
    match ctx.prober.send(&ex).await {
        Ok(r) if matches!(r.status, 400 | 404 | 405 | 415) => {
            ctx.pass(&rules::PROFILE_POST_REFUSED, format!("POST answered {}", r.status))
        }
        Ok(r) => ctx.fail(&rules::PROFILE_POST_REFUSED, format!("POST answered {}", r.status)),
        Err(e) => ctx.fail(&rules::PROFILE_POST_REFUSED, e.to_string()),
    }
}

async fn check_caching(ctx: &Ctx<'_>, url: &str, reply: &Reply) {
    match reply.header("cache-control") {
        None => ctx.fail(&rules::PROFILE_CACHE_CONTROL, "no Cache-Control header"),
        Some(cc) => {
            let directives: Vec<String> = cc.split(',').map(|d| d.trim().to_ascii_lowercase()).collect();
            let max_age = directives
                .iter()
                .find_map(|d| d.strip_prefix("max-age="))
                .and_then(|v| v.trim_matches('"').parse::<u64>().ok());
            let forbidden: Vec<&String> =
                directives.iter().filter(|d| matches!(d.as_str(), "private" | "no-store" | "no-cache")).collect();
            let public = directives.iter().any(|d| d == "public");
            match (max_age, forbidden.is_empty(), public) {
                (Some(age), true, true) if age >= 60 => ctx.pass(&rules::PROFILE_CACHE_CONTROL, cc.to_owned()),
                _ => ctx.fail(&rules::PROFILE_CACHE_CONTROL, format!("Cache-Control: {cc}")),
            }
        }
    }
    let etag = reply.header("etag");
    let last_modified = reply.header("last-modified");
    match (etag, last_modified) {
        (None, None) => {
            ctx.fail(&rules::PROFILE_VALIDATOR, "neither ETag nor Last-Modified");
            ctx.skip(&rules::PROFILE_CONDITIONAL, "no validator to send");
            return;
        }
        _ => ctx.pass(
            &rules::PROFILE_VALIDATOR,
            [etag.map(|e| format!("ETag {e}")), last_modified.map(|l| format!("Last-Modified {l}"))]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(", "),
        ),
    }
    let conditional = match (etag, last_modified) {
        (Some(e), _) => Exchange::get(url).header("if-none-match", e),
        (None, Some(l)) => Exchange::get(url).header("if-modified-since", l),
        (None, None) => return,
    };
    match ctx.prober.send(&conditional).await {
        Ok(r) if r.status == 304 => ctx.pass(&rules::PROFILE_CONDITIONAL, "304 Not Modified"),
        Ok(r) => ctx.fail(&rules::PROFILE_CONDITIONAL, format!("answered {} to a conditional GET", r.status)),
        Err(e) => ctx.fail(&rules::PROFILE_CONDITIONAL, e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn dated_versions() {
        assert!(super::is_dated("2026-08-25"));
        assert!(!super::is_dated("draft"));
        assert!(!super::is_dated("2026-8-25"));
    }
}
