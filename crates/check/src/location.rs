//! Location Search and Lookup, judged by our own computation: distances by the WGS-84
//! geodesic ([`crate::geo`]), amenity keys, `open_at` against the returned hours in the
//! returned zone ([`crate::hours`]), pagination followed to the end, lookup dedup and `inputs`.
//!
//! The requests are built from what the business itself returns in a bounded browse (a
//! center near one of its locations, an amenity one of them has, their ids), so the battery
//! works for any business. Calls go over REST when the profile advertises it, else MCP.

use std::collections::{BTreeSet, HashMap};

use crate::report::count;
use serde_json::{Value, json};

use crate::context::{Ctx, Discovered, Kind, Profile};
use crate::geo;
use crate::rules;
use concierge_client::hours::{self, Verdict};

const MAX_PAGES: usize = 100;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Op {
    Search,
    Lookup,
}

struct Caller<'c, 'a> {
    ctx: &'c Ctx<'a>,
    profile: &'c str,
    rest: Option<String>,
    mcp: Option<String>,
}

impl Caller<'_, '_> {
    /// One call; the successful payload (validated against its schema) or why not.
    async fn call(&self, op: Op, body: &Value) -> Result<Value, String> {
        let (path, tool, kind, capability) = match op {
            Op::Search => ("/locations/search", "search_locations", Kind::Search, "dev.ucp.common.location.search"),
            Op::Lookup => ("/locations/lookup", "lookup_locations", Kind::Lookup, "dev.ucp.common.location.lookup"),
        };
        let payload = if let Some(rest) = &self.rest {
            let r = self.ctx.rest(rest, path, body, Some(self.profile), &[]).await.map_err(|e| e.to_string())?;
            let v = r.json().map_err(|e| format!("HTTP {}; {e}", r.status))?;
            if r.status != 200 {
                return Err(format!("POST {path} {body} answered {}: {}", r.status, r.snippet()));
            }
            let ct = r.header("content-type").unwrap_or("");
            if !ct.starts_with("application/json") {
                return Err(format!("Content-Type {ct:?}, not application/json"));
            }
            self.ctx.validate(kind, &format!("REST {path}"), &v);
            v
        } else if let Some(mcp) = &self.mcp {
            let r =
                self.ctx.tool_call(mcp, tool, "location", body, Some(self.profile)).await.map_err(|e| e.to_string())?;
            let sc = r
                .structured()
                .cloned()
                .ok_or_else(|| format!("{tool}: no structuredContent: {}", r.reply.snippet()))?;
            self.ctx.validate(kind, &format!("MCP {tool}"), &sc);
            sc
        } else {
            return Err("no REST or MCP endpoint".into());
        };
        let caps = payload.pointer("/ucp/capabilities").and_then(Value::as_object);
        if !caps.is_some_and(|c| c.contains_key(capability)) {
            return Err(format!("the response's ucp.capabilities does not name {capability}: {}", payload["ucp"]));
        }
        if payload.pointer("/ucp/status").and_then(Value::as_str) == Some("error") {
            return Err(format!("ucp.status error: {}", payload.get("messages").unwrap_or(&Value::Null)));
        }
        Ok(payload)
    }

    /// A search followed through every page; the locations in order, or why not.
    async fn search_all(&self, body: &Value) -> Result<Vec<Value>, String> {
        let mut all = Vec::new();
        let mut request = body.clone();
        for _ in 0..MAX_PAGES {
            let page = self.call(Op::Search, &request).await?;
            all.extend(locations(&page).iter().cloned());
            let next = page.pointer("/pagination/has_next_page").and_then(Value::as_bool) == Some(true);
            if !next {
                return Ok(all);
            }
            let cursor = page
                .pointer("/pagination/cursor")
                .and_then(Value::as_str)
                .ok_or("has_next_page is true but there is no cursor")?;
            let limit = body.pointer("/pagination/limit").cloned();
            let mut pagination = json!({"cursor": cursor});
            if let Some(l) = limit {
                pagination["limit"] = l;
            }
            request["pagination"] = pagination;
        }
        Err(format!("still has_next_page after {MAX_PAGES} pages"))
    }
}

fn locations(payload: &Value) -> &[Value] {
    payload.get("locations").and_then(Value::as_array).map_or(&[], Vec::as_slice)
}

fn id_of(l: &Value) -> &str {
    l.get("id").and_then(Value::as_str).unwrap_or("(no id)")
}

fn geo_of(l: &Value) -> Option<(f64, f64)> {
    let g = l.get("geo")?;
    Some((g.get("latitude")?.as_f64()?, g.get("longitude")?.as_f64()?))
}

const ALL: [&crate::report::Check; 14] = [
    &rules::REST_SEARCH,
    &rules::LOC_DISTANCE,
    &rules::LOC_AMENITIES,
    &rules::LOC_OPEN_AT,
    &rules::LOC_PAGE_DUPLICATES,
    &rules::LOC_PAGE_COMPLETE,
    &rules::REST_LOOKUP,
    &rules::LOC_LOOKUP_DEDUP,
    &rules::LOC_LOOKUP_INPUTS,
    &rules::LOC_LOOKUP_UNKNOWN,
    &rules::LOC_LOOKUP_BATCH,
    &rules::LOC_INPUT_VALIDATION,
    &rules::LOC_UNSUPPORTED_FILTER,
    &rules::LOC_EMPTY_RESULT,
];

pub(crate) async fn run(ctx: &Ctx<'_>, d: &Discovered) {
    let Some(root) = &d.root else {
        ALL.iter().for_each(|c| ctx.skip(c, "no readable business profile"));
        return;
    };
    let Some(profile) = ctx.opts.agent_profile.as_deref() else {
        ALL.iter().for_each(|c| {
            ctx.not_run(c, "needs --agent-profile URL: a platform profile at the business's version, declaring the Location capabilities, that the business can fetch")
        });
        return;
    };
    let caller = Caller { ctx, profile, rest: root.rest.clone(), mcp: root.mcp.clone() };
    if root.rest.is_none() {
        ctx.skip(&rules::REST_SEARCH, "no REST endpoint advertised (Location checked over MCP)");
        ctx.skip(&rules::REST_LOOKUP, "no REST endpoint advertised (Location checked over MCP)");
    }
    search_checks(&caller, root).await;
    lookup_checks(&caller, root).await;
}

async fn search_checks(c: &Caller<'_, '_>, root: &Profile) {
    let ctx = c.ctx;
    let search = [
        &rules::LOC_DISTANCE,
        &rules::LOC_AMENITIES,
        &rules::LOC_OPEN_AT,
        &rules::LOC_PAGE_DUPLICATES,
        &rules::LOC_PAGE_COMPLETE,
        &rules::LOC_INPUT_VALIDATION,
        &rules::LOC_UNSUPPORTED_FILTER,
        &rules::LOC_EMPTY_RESULT,
    ];
    if !root.offers("dev.ucp.common.location.search") {
        search.iter().for_each(|x| ctx.skip(x, "dev.ucp.common.location.search is not offered"));
        if root.rest.is_some() {
            ctx.skip(&rules::REST_SEARCH, "dev.ucp.common.location.search is not offered");
        }
        return;
    }
    let browse = c.search_all(&json!({"pagination": {"limit": 50}})).await;
    if root.rest.is_some() {
        match &browse {
            Ok(l) => {
                ctx.pass(&rules::REST_SEARCH, format!("bounded browse: {}", count(l.len(), "location", "locations")))
            }
            Err(e) => ctx.fail(&rules::REST_SEARCH, e.clone()),
        }
    }
    input_validation(c).await;
    unsupported_filter(c).await;
    empty_result(c).await;
    let sample = match browse {
        Ok(s) if !s.is_empty() => s,
        Ok(_) => {
            search[..5]
                .iter()
                .for_each(|x| ctx.skip(x, "the bounded browse returned no locations to build requests from"));
            return;
        }
        Err(e) => {
            search[..5].iter().for_each(|x| ctx.skip(x, format!("the bounded browse failed: {e}")));
            return;
        }
    };
    distance(c, &sample).await;
    amenities(c, &sample).await;
    open_at(c).await;
    pagination(c).await;
}

/// A request the business must refuse: `(HTTP status, UCP code)` over REST and the JSON-RPC
/// error code over MCP, for each transport advertised.
async fn refused(c: &Caller<'_, '_>, body: &Value) -> Result<(Option<(u16, String)>, Option<i64>), String> {
    let mut rest = None;
    if let Some(endpoint) = &c.rest {
        let r =
            c.ctx.rest(endpoint, "/locations/search", body, Some(c.profile), &[]).await.map_err(|e| e.to_string())?;
        let v = r.json().unwrap_or(Value::Null);
        if v.get("ucp").is_some() && v.get("messages").is_some() {
            c.ctx.validate(Kind::Error, "REST refused search", &v);
        }
        rest = Some((r.status, crate::context::error_code(&v).unwrap_or("(none)").to_owned()));
    }
    let mut mcp = None;
    if let Some(endpoint) = &c.mcp {
        let r = c
            .ctx
            .tool_call(endpoint, "search_locations", "location", body, Some(c.profile))
            .await
            .map_err(|e| e.to_string())?;
        mcp = Some(r.error().and_then(|e| e.get("code")).and_then(Value::as_i64).unwrap_or(0));
    }
    Ok((rest, mcp))
}

/// Judges how each transport refused `body`: `rest_problem` and `mcp_problem` say what is wrong
/// with a REST status or a JSON-RPC error code (0: a result, not an error), if anything.
async fn judge_refusal(
    c: &Caller<'_, '_>,
    body: &Value,
    label: &str,
    rest_problem: impl Fn(u16) -> Option<String>,
    mcp_problem: impl Fn(i64) -> Option<String>,
) -> Result<String, String> {
    let (rest, mcp) = refused(c, body).await?;
    let mut problems = Vec::new();
    let mut seen = Vec::new();
    if let Some((status, code)) = rest {
        seen.push(format!("REST {status} {code}"));
        problems.extend(rest_problem(status));
    }
    if let Some(code) = mcp {
        seen.push(format!("MCP {code}"));
        problems.extend(mcp_problem(code));
    }
    if problems.is_empty() { Ok(format!("{label}: {}", seen.join(", "))) } else { Err(problems.join("; ")) }
}

async fn input_validation(c: &Caller<'_, '_>) {
    let body = json!({"distance": {"center": {"latitude": 37.78, "longitude": -122.41}, "max": -5}});
    let outcome = judge_refusal(
        c,
        &body,
        "distance.max -5",
        |status| (status != 400).then(|| format!("REST answered {status}, expected 400")),
        |code| (code != -32602).then(|| format!("MCP answered JSON-RPC {code}, expected -32602")),
    )
    .await;
    c.ctx.outcome(&rules::LOC_INPUT_VALIDATION, outcome);
}

async fn unsupported_filter(c: &Caller<'_, '_>) {
    let key = "com.concierge-check.no_such_filter";
    let body = json!({"filters": {key: true}});
    let outcome = judge_refusal(
        c,
        &body,
        &format!("filter {key}"),
        |status| {
            (!(400..500).contains(&status))
                .then(|| format!("REST answered {status}: the unknown filter {key} was not rejected"))
        },
        |code| (code == 0).then(|| format!("MCP answered a result: the unknown filter {key} was not rejected")),
    )
    .await;
    c.ctx.outcome(&rules::LOC_UNSUPPORTED_FILTER, outcome);
}

async fn empty_result(c: &Caller<'_, '_>) {
    // Point Nemo, the oceanic pole of inaccessibility: nothing is within a metre of it.
    let body = json!({"distance": {"center": {"latitude": -48.8767, "longitude": -123.3933}, "max": 1}});
    let outcome = match c.call(Op::Search, &body).await {
        Err(e) => Err(e),
        Ok(p) => {
            let n = locations(&p).len();
            let errors = crate::context::message_codes(&p, "error");
            if n != 0 {
                Err(format!("{} within 1 m of Point Nemo", count(n, "location", "locations")))
            } else if !errors.is_empty() {
                Err(format!("an empty result came with error messages {errors:?}"))
            } else {
                Ok("locations [] and no error".into())
            }
        }
    };
    c.ctx.outcome(&rules::LOC_EMPTY_RESULT, outcome);
}

async fn distance(c: &Caller<'_, '_>, sample: &[Value]) {
    let ctx = c.ctx;
    let max = 10_000.0;
    // The center: 1500 m north of the browsed location with the most browsed neighbours
    // within max of it, so the radius has several results to judge.
    let placed: Vec<(&Value, (f64, f64))> = sample.iter().filter_map(|l| geo_of(l).map(|g| (l, g))).collect();
    let neighbours = |(lat, lon): (f64, f64)| {
        let (clat, clon) = geo::north_of(lat, lon, 1_500.0);
        placed.iter().filter(|(_, (la, lo))| geo::distance_m(clat, clon, *la, *lo) <= max).count()
    };
    let Some(&(anchor, (lat, lon))) = placed.iter().max_by_key(|(_, g)| neighbours(*g)) else {
        ctx.skip(&rules::LOC_DISTANCE, "no browsed location has geo to build a center from");
        return;
    };
    let (clat, clon) = geo::north_of(lat, lon, 1_500.0);
    let body =
        json!({"distance": {"center": {"latitude": clat, "longitude": clon}, "max": max}, "pagination": {"limit": 50}});
    let results = match c.search_all(&body).await {
        Ok(r) => r,
        Err(e) => return ctx.fail(&rules::LOC_DISTANCE, e),
    };
    let mut problems = Vec::new();
    let mut farthest: f64 = 0.0;
    for l in &results {
        match geo_of(l) {
            None => problems.push(format!("{} has no geo, so it cannot be within the radius", id_of(l))),
            Some((la, lo)) => {
                let d = geo::distance_m(clat, clon, la, lo);
                farthest = farthest.max(d);
                if d > max + geo::TOLERANCE_METRES {
                    problems
                        .push(format!("{} at ({la}, {lo}) is {d:.1} m from the center, beyond max {max} m", id_of(l)));
                }
            }
        }
    }
    if !results.iter().any(|l| id_of(l) == id_of(anchor)) {
        problems.push(format!("{} (1500 m from the center by its own geo) was not returned", id_of(anchor)));
    }
    if problems.is_empty() {
        ctx.pass(
            &rules::LOC_DISTANCE,
            format!(
                "{} within {max} m of ({clat:.5}, {clon:.5}); farthest {farthest:.1} m",
                count(results.len(), "result", "results")
            ),
        );
    } else {
        ctx.fail(&rules::LOC_DISTANCE, format!("center ({clat:.6}, {clon:.6}), max {max} m: {}", problems.join("; ")));
    }
}

async fn amenities(c: &Caller<'_, '_>, sample: &[Value]) {
    let ctx = c.ctx;
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for l in sample {
        for k in l.get("amenities").and_then(Value::as_object).into_iter().flat_map(|m| m.keys()) {
            *counts.entry(k.as_str()).or_default() += 1;
        }
    }
    // The rarest key: the filter then actually narrows.
    let Some((&key, _)) = counts.iter().min_by_key(|(k, n)| (**n, **k)) else {
        ctx.skip(&rules::LOC_AMENITIES, "no browsed location lists amenities");
        return;
    };
    let body = json!({"filters": {"amenities": [key]}, "pagination": {"limit": 50}});
    let results = match c.search_all(&body).await {
        Ok(r) => r,
        Err(e) => return ctx.fail(&rules::LOC_AMENITIES, e),
    };
    let missing: Vec<&str> = results
        .iter()
        .filter(|l| !l.get("amenities").and_then(Value::as_object).is_some_and(|m| m.contains_key(key)))
        .map(id_of)
        .collect();
    if !missing.is_empty() {
        return ctx.fail(&rules::LOC_AMENITIES, format!("filter {key}: {missing:?} returned without that key"));
    }
    if results.is_empty() {
        return ctx
            .fail(&rules::LOC_AMENITIES, format!("filter {key}: nothing returned, though browsed locations have it"));
    }
    ctx.pass(
        &rules::LOC_AMENITIES,
        format!(
            "filter {key}: {} of {}, all with it",
            crate::report::noun(results.len(), "result", "results"),
            results.len()
        ),
    );
}

async fn open_at(c: &Caller<'_, '_>) {
    let ctx = c.ctx;
    let now = jiff::Timestamp::now();
    let base = now.as_second() - now.as_second().rem_euclid(3600);
    let mut checked = 0;
    let mut problems = Vec::new();
    for offset_h in [0i64, 6, 12, 18] {
        let Ok(at) = jiff::Timestamp::from_second(base + offset_h * 3600) else { continue };
        let body = json!({"filters": {"hours": {"open_at": at.to_string()}}, "pagination": {"limit": 50}});
        let results = match c.search_all(&body).await {
            Ok(r) => r,
            Err(e) => {
                problems.push(format!("open_at {at}: {e}"));
                continue;
            }
        };
        for l in &results {
            checked += 1;
            match hours::evaluate(l, at) {
                Ok(Verdict::Open) => {}
                Ok(Verdict::Closed) => problems.push(format!("{} is closed at {at} by its returned hours", id_of(l))),
                Ok(Verdict::Unknown) => {
                    problems.push(format!("{} has no schedule for {at}, so it is not provably open", id_of(l)))
                }
                Err(e) => problems.push(format!("{}: {e}", id_of(l))),
            }
        }
    }
    if !problems.is_empty() {
        ctx.fail(&rules::LOC_OPEN_AT, problems.join("; "));
    } else if checked == 0 {
        ctx.skip(&rules::LOC_OPEN_AT, "no location was open at the four instants tried");
    } else {
        ctx.pass(
            &rules::LOC_OPEN_AT,
            format!("{} over four instants, each open by its own hours", count(checked, "result", "results")),
        );
    }
}

async fn pagination(c: &Caller<'_, '_>) {
    let ctx = c.ctx;
    let small = c.search_all(&json!({"pagination": {"limit": 2}})).await;
    let small = match small {
        Ok(s) => s,
        Err(e) => {
            ctx.fail(&rules::LOC_PAGE_DUPLICATES, e.clone());
            ctx.skip(&rules::LOC_PAGE_COMPLETE, format!("pages could not be followed: {e}"));
            return;
        }
    };
    let mut seen = BTreeSet::new();
    let dups: Vec<&str> = small.iter().map(id_of).filter(|id| !seen.insert(*id)).collect();
    if dups.is_empty() {
        ctx.pass(
            &rules::LOC_PAGE_DUPLICATES,
            format!("{} over pages of 2, none repeated", count(small.len(), "location", "locations")),
        );
    } else {
        ctx.fail(&rules::LOC_PAGE_DUPLICATES, format!("repeated across pages of 2: {dups:?}"));
    }
    match c.search_all(&json!({"pagination": {"limit": 100}})).await {
        Err(e) => ctx.skip(&rules::LOC_PAGE_COMPLETE, format!("the large-page search failed: {e}")),
        Ok(large) => {
            let large: BTreeSet<&str> = large.iter().map(id_of).collect();
            let missing: Vec<&&str> = large.difference(&seen).collect();
            let extra: Vec<&&str> = seen.difference(&large).collect();
            if missing.is_empty() && extra.is_empty() {
                ctx.pass(
                    &rules::LOC_PAGE_COMPLETE,
                    format!("{} either way", count(large.len(), "location", "locations")),
                );
            } else {
                ctx.fail(
                    &rules::LOC_PAGE_COMPLETE,
                    format!("pages of 2 missed {missing:?} and added {extra:?} against pages of 100"),
                );
            }
        }
    }
}

async fn lookup_checks(c: &Caller<'_, '_>, root: &Profile) {
    let ctx = c.ctx;
    let checks =
        [&rules::LOC_LOOKUP_DEDUP, &rules::LOC_LOOKUP_INPUTS, &rules::LOC_LOOKUP_UNKNOWN, &rules::LOC_LOOKUP_BATCH];
    if !root.offers("dev.ucp.common.location.lookup") {
        checks.iter().for_each(|x| ctx.skip(x, "dev.ucp.common.location.lookup is not offered"));
        if root.rest.is_some() {
            ctx.skip(&rules::REST_LOOKUP, "dev.ucp.common.location.lookup is not offered");
        }
        return;
    }
    // Ids to look up: from a browse if Search is offered.
    let ids: Vec<String> = if root.offers("dev.ucp.common.location.search") {
        c.call(Op::Search, &json!({"pagination": {"limit": 2}}))
            .await
            .map(|p| locations(&p).iter().map(|l| id_of(l).to_owned()).collect())
            .unwrap_or_default()
    } else {
        Vec::new()
    };
    let unknown = format!("concierge-check-unknown-{}", uuid::Uuid::new_v4().simple());
    if ids.is_empty() {
        for x in [checks[0], checks[1], checks[3]] {
            ctx.skip(x, "no location ids known (Search offered nothing to look up)");
        }
        let r = c.call(Op::Lookup, &json!({"ids": [unknown]})).await;
        if root.rest.is_some() {
            ctx.outcome(&rules::REST_LOOKUP, r.as_ref().map(|_| "200 for an unknown id".into()).map_err(Clone::clone));
        }
        ctx.outcome(&rules::LOC_LOOKUP_UNKNOWN, unknown_only(&r, &unknown));
        return;
    }
    let a = ids[0].clone();
    let mut request: Vec<String> = vec![a.clone(), a.clone()];
    request.extend(ids.iter().skip(1).cloned());
    request.push(unknown.clone());
    let r = c.call(Op::Lookup, &json!({"ids": request})).await;
    if root.rest.is_some() {
        ctx.outcome(
            &rules::REST_LOOKUP,
            r.as_ref().map(|p| count(locations(p).len(), "location", "locations")).map_err(Clone::clone),
        );
    }
    let payload = match r {
        Ok(p) => p,
        Err(e) => {
            checks.iter().for_each(|x| ctx.fail(x, format!("lookup {request:?}: {e}")));
            return;
        }
    };
    let found = locations(&payload);
    let mut count: HashMap<&str, usize> = HashMap::new();
    found.iter().for_each(|l| *count.entry(id_of(l)).or_default() += 1);
    let repeated: Vec<(&&str, &usize)> = count.iter().filter(|(_, n)| **n > 1).collect();
    if repeated.is_empty() {
        ctx.pass(
            &rules::LOC_LOOKUP_DEDUP,
            format!("ids {request:?}: {}, none repeated", crate::report::count(found.len(), "location", "locations")),
        );
    } else {
        ctx.fail(&rules::LOC_LOOKUP_DEDUP, format!("ids {request:?}: returned more than once {repeated:?}"));
    }
    let mut problems = Vec::new();
    let mut listed = BTreeSet::new();
    for l in found {
        let inputs: Vec<&str> = l
            .get("inputs")
            .and_then(Value::as_array)
            .map(|a| a.iter().filter_map(|i| i.get("id").and_then(Value::as_str)).collect())
            .unwrap_or_default();
        if inputs.is_empty() {
            problems.push(format!("{} has no inputs", id_of(l)));
        }
        for i in inputs {
            if !request.iter().any(|r| r == i) {
                problems.push(format!("{} lists input {i:?}, not an id as supplied", id_of(l)));
            }
            listed.insert(i.to_owned());
        }
    }
    for id in ids.iter() {
        if !listed.contains(id) {
            problems.push(format!("{id} (a canonical id from search) is in no inputs"));
        }
    }
    ctx.outcome(
        &rules::LOC_LOOKUP_INPUTS,
        if problems.is_empty() { Ok(format!("inputs name {listed:?}")) } else { Err(problems.join("; ")) },
    );
    ctx.outcome(&rules::LOC_LOOKUP_BATCH, batch_limit(c, &a).await);
    let mut unknown_problems = Vec::new();
    if listed.contains(&unknown) {
        unknown_problems.push(format!("{unknown} appears in inputs"));
    }
    let only = c.call(Op::Lookup, &json!({"ids": [unknown]})).await;
    if let Err(e) = unknown_only(&only, &unknown) {
        unknown_problems.push(e);
    }
    ctx.outcome(
        &rules::LOC_LOOKUP_UNKNOWN,
        if unknown_problems.is_empty() {
            Ok("unknown ids: a successful result without them".into())
        } else {
            Err(unknown_problems.join("; "))
        },
    );
}

/// Lookups of one real id among 100 unknown ones: first (inside any cap), then last (beyond
/// a cap of up to 100, so not evaluated when a cap applies).
async fn batch_limit(c: &Caller<'_, '_>, real: &str) -> Result<String, String> {
    let unknown: Vec<String> =
        (0..100).map(|i| format!("concierge-check-batch-{i}-{}", uuid::Uuid::new_v4().simple())).collect();
    let returned = |p: &Value| locations(p).iter().any(|l| id_of(l) == real);
    let capped = |p: &Value| crate::context::message_codes(p, "info").contains(&"batch_limit_applied");
    let mut first = vec![real.to_owned()];
    first.extend(unknown.iter().cloned());
    let p = c.call(Op::Lookup, &json!({"ids": first})).await.map_err(|e| format!("101 ids, {real} first: {e}"))?;
    if !returned(&p) {
        return Err(format!("101 ids with {real} first: {real} (within any cap) was not returned"));
    }
    let mut last = unknown;
    last.push(real.to_owned());
    let p = c.call(Op::Lookup, &json!({"ids": last})).await.map_err(|e| format!("101 ids, {real} last: {e}"))?;
    match (capped(&p), returned(&p)) {
        (true, true) => Err(format!("batch_limit_applied, yet {real} (id 101) was evaluated and returned")),
        (true, false) => Ok("101 ids: batch_limit_applied, the first ids resolved, the suffix not evaluated".into()),
        (false, true) => Ok("101 ids processed without a cap".into()),
        (false, false) => Err(format!("101 ids with {real} last: it was dropped without batch_limit_applied")),
    }
}

fn unknown_only(r: &Result<Value, String>, unknown: &str) -> Result<String, String> {
    match r {
        Err(e) => Err(format!("lookup of only an unknown id: {e}")),
        Ok(p) => {
            let n = locations(p).len();
            let named = locations(p).iter().any(|l| {
                l.get("inputs")
                    .and_then(Value::as_array)
                    .is_some_and(|a| a.iter().any(|i| i.get("id").and_then(Value::as_str) == Some(unknown)))
            });
            if named {
                Err(format!("{unknown} resolved to {}", count(n, "location", "locations")))
            } else {
                Ok(count(n, "location", "locations"))
            }
        }
    }
}
