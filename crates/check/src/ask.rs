//! Ask (draft): `answer.plain` on every answer; action requests answered with a plain
//! statement that nothing was done; unresolved `ids`; conversations continued and unknown
//! ones restarted; idempotent replay and conflicts; protected questions asked signed out.
//!
//! Calls go to the profile that offers `dev.ucp.common.ask` (the root or a
//! `supported_versions` target), over REST when it advertises REST, else MCP.

use std::sync::Mutex;

use crate::report::count;
use serde_json::{Value, json};

use crate::context::{Ctx, Discovered, Kind, Profile, error_code, message_codes};
use crate::rules;

struct Answer {
    status: u16,
    body: Value,
    www_authenticate: Option<String>,
}

struct Asker<'c, 'a> {
    ctx: &'c Ctx<'a>,
    profile: &'c str,
    target: &'c Profile,
    /// Every successful answer's label and whether it had `answer.plain`.
    plains: Mutex<Vec<(String, Result<(), String>)>>,
}

impl Asker<'_, '_> {
    /// One ask; its status and body (successful bodies validated and their `plain` noted).
    async fn ask(&self, label: &str, body: &Value, key: Option<&str>) -> Result<Answer, String> {
        let answer = if let Some(rest) = &self.target.rest {
            let extra: Vec<(&str, String)> = key.map(|k| ("idempotency-key", k.to_owned())).into_iter().collect();
            let r = self.ctx.rest(rest, "/ask", body, Some(self.profile), &extra).await.map_err(|e| e.to_string())?;
            let v = r.json().map_err(|e| format!("HTTP {}; {e}", r.status))?;
            Answer { status: r.status, body: v, www_authenticate: r.header("www-authenticate").map(str::to_owned) }
        } else if let Some(mcp) = &self.target.mcp {
            let mut meta = json!({"ucp-agent": {"profile": self.profile}});
            if let Some(k) = key {
                meta["idempotency-key"] = json!(k);
            }
            let message = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                "params": {"name": "ask_business", "arguments": {"meta": meta, "ask": body}}});
            let headers = [("ucp-agent", format!("profile=\"{}\"", self.profile))];
            let r = self.ctx.mcp_post(mcp, &message, &headers).await.map_err(|e| e.to_string())?;
            let m = crate::context::rpc_message(&r).ok_or_else(|| format!("HTTP {}: {}", r.status, r.snippet()))?;
            let body = match (m.pointer("/result/structuredContent"), m.get("error")) {
                (Some(sc), _) => sc.clone(),
                (None, Some(e)) => e.get("data").cloned().unwrap_or_else(|| e.clone()),
                (None, None) => return Err(format!("neither result nor error: {m}")),
            };
            Answer { status: r.status, body, www_authenticate: r.header("www-authenticate").map(str::to_owned) }
        } else {
            return Err("the Ask profile advertises no REST or MCP endpoint".into());
        };
        if answer.status == 200 {
            self.ctx.validate(Kind::Ask, &format!("ask ({label})"), &answer.body);
            let plain = match answer.body.pointer("/answer/plain") {
                Some(Value::String(s)) if !s.trim().is_empty() => Ok(()),
                Some(other) => Err(format!("answer.plain is {other}")),
                None => Err("no answer.plain".to_owned()),
            };
            if let Ok(mut p) = self.plains.lock() {
                p.push((label.to_owned(), plain));
            }
        } else if answer.body.get("ucp").is_some() && answer.body.get("messages").is_some() {
            self.ctx.validate(Kind::Error, &format!("ask error ({label})"), &answer.body);
        }
        Ok(answer)
    }
}

fn plain(body: &Value) -> &str {
    body.pointer("/answer/plain").and_then(Value::as_str).unwrap_or("")
}

fn ok(a: &Answer) -> Result<(), String> {
    if a.status == 200 { Ok(()) } else { Err(format!("HTTP {} {}", a.status, error_code(&a.body).unwrap_or(""))) }
}

const ALL: [&crate::report::Check; 10] = [
    &rules::ASK_ACCESS,
    &rules::ASK_OPERATION_TEXT,
    &rules::ASK_OPERATION_MESSAGE,
    &rules::ASK_IDS_UNRESOLVED,
    &rules::ASK_IDS_NOT_FOUND,
    &rules::ASK_CONVERSATION_CONTINUE,
    &rules::ASK_CONVERSATION_UNKNOWN,
    &rules::ASK_IDEMPOTENT_REPLAY,
    &rules::ASK_IDEMPOTENT_CONFLICT,
    &rules::ASK_PLAIN,
];

pub(crate) async fn run(ctx: &Ctx<'_>, d: &Discovered) {
    let all = &ALL[..];
    let Some(target) = &d.ask else {
        all.iter().for_each(|c| ctx.skip(c, "no profile (root or supported_versions) offers dev.ucp.common.ask"));
        return;
    };
    let Some(profile) = ctx.opts.draft_agent_profile.as_deref() else {
        all.iter().for_each(|c| {
            ctx.not_run(
                c,
                format!(
                    "needs --draft-agent-profile URL: a platform profile at version {} declaring dev.ucp.common.ask, that the business can fetch",
                    target.version
                ),
            )
        });
        return;
    };
    let asker = Asker { ctx, profile, target, plains: Mutex::new(Vec::new()) };
    if access(&asker).await {
        operation(&asker).await;
        ids(&asker).await;
        conversation(&asker).await;
        idempotency(&asker).await;
        let plains = asker.plains.lock().map(|p| p.clone()).unwrap_or_default();
        let bad: Vec<String> =
            plains.iter().filter_map(|(l, r)| r.as_ref().err().map(|e| format!("{l}: {e}"))).collect();
        if plains.is_empty() {
            ctx.skip(&rules::ASK_PLAIN, "no successful answer was received");
        } else if bad.is_empty() {
            ctx.pass(&rules::ASK_PLAIN, format!("{}, each with plain", count(plains.len(), "answer", "answers")));
        } else {
            ctx.fail(&rules::ASK_PLAIN, bad.join("; "));
        }
    }
}

/// The protected question, and whether Ask answers public questions at all (a hard-gated Ask
/// answers everything 401, and the other checks then skip).
async fn access(a: &Asker<'_, '_>) -> bool {
    let ctx = a.ctx;
    let protected = a
        .ask("signed-out order question", &json!({"query": "Where is my order? What is its tracking number?"}), None)
        .await;
    let public = a.ask("public question", &json!({"query": "What is your return policy?"}), None).await;
    let gated = matches!(&public, Ok(p) if p.status == 401 || p.status == 403);
    match protected {
        Err(e) => ctx.fail(&rules::ASK_ACCESS, e),
        Ok(p) => match p.status {
            401 | 403 => {
                let want = if p.status == 401 { "identity_required" } else { "insufficient_scope" };
                let code = error_code(&p.body).unwrap_or("(none)");
                let mut problems = Vec::new();
                match &p.www_authenticate {
                    None => problems.push(format!("{} without WWW-Authenticate", p.status)),
                    Some(w) if !w.trim_start().to_ascii_lowercase().starts_with("bearer") => {
                        problems.push(format!("WWW-Authenticate {w:?} is not a Bearer challenge"))
                    }
                    Some(w) if !w.contains("realm=") => problems.push(format!("WWW-Authenticate {w:?} has no realm")),
                    Some(w) if p.status == 403 && !w.contains("insufficient_scope") => {
                        problems.push(format!("WWW-Authenticate {w:?} does not say error=\"insufficient_scope\""))
                    }
                    Some(_) => {}
                }
                if code != want && a.target.rest.is_some() {
                    problems.push(format!("code {code}, expected {want}"));
                }
                if problems.is_empty() {
                    ctx.pass(&rules::ASK_ACCESS, format!("{} {code} with a Bearer challenge", p.status));
                } else {
                    ctx.fail(&rules::ASK_ACCESS, problems.join("; "));
                }
            }
            200 => {
                let errors = message_codes(&p.body, "error");
                if errors.iter().any(|c| matches!(*c, "insufficient_scope" | "identity_required")) {
                    ctx.pass(&rules::ASK_ACCESS, format!("answered publicly with error message {errors:?}"));
                } else {
                    ctx.may_unmet(
                        &rules::ASK_ACCESS,
                        format!(
                            "answered 200 with no insufficient_scope/identity_required message: {:?}",
                            plain(&p.body)
                        ),
                    );
                }
            }
            s => ctx.fail(&rules::ASK_ACCESS, format!("HTTP {s}: {}", p.body)),
        },
    }
    if gated {
        for c in &ALL[1..10] {
            ctx.not_run(c, "Ask is hard-gated (public questions get 401/403): the checker has no buyer token");
        }
        return false;
    }
    if let Err(e) = public.as_ref().map_err(Clone::clone).and_then(ok) {
        for c in &ALL[1..10] {
            ctx.fail(c, format!("a public question was not answered: {e}"));
        }
        return false;
    }
    true
}

/// Whether an answer claims an operation happened, or fails to say it did not.
fn claims_or_silent(text: &str) -> Option<String> {
    let t = text.to_lowercase().replace('’', "'");
    const CLAIMS: [&str; 12] = [
        "done!",
        "i cancelled",
        "i canceled",
        "i've cancelled",
        "i've canceled",
        "i have cancelled",
        "i placed",
        "i've placed",
        "i have placed",
        "successfully",
        "your order has been placed",
        "your order has been cancelled",
    ];
    const DENIALS: [&str; 10] =
        ["n't", "have not", "did not", "not ", "nothing", "cannot", "unable", "no order", "no changes", "can not"];
    if let Some(c) = CLAIMS.iter().find(|c| t.contains(*c)) {
        return Some(format!("claims it acted ({c:?})"));
    }
    if !DENIALS.iter().any(|d| t.contains(d)) {
        return Some("does not state that nothing was done".into());
    }
    None
}

async fn operation(a: &Asker<'_, '_>) {
    let ctx = a.ctx;
    let queries = ["Cancel my order.", "Please place an order for two of your most popular products."];
    let mut problems = Vec::new();
    let mut without_message = Vec::new();
    for q in queries {
        match a.ask("action request", &json!({"query": q}), None).await.and_then(|r| ok(&r).map(|()| r)) {
            Err(e) => problems.push(format!("{q:?}: {e}")),
            Ok(r) => {
                let text = plain(&r.body);
                if let Some(p) = claims_or_silent(text) {
                    problems.push(format!("{q:?} → {text:?}: {p}"));
                }
                if !message_codes(&r.body, "info").contains(&"operation_not_performed") {
                    without_message.push(q);
                }
            }
        }
    }
    if problems.is_empty() {
        ctx.pass(
            &rules::ASK_OPERATION_TEXT,
            format!("{} action requests each answered as not performed", queries.len()),
        );
    } else {
        ctx.fail(&rules::ASK_OPERATION_TEXT, problems.join("; "));
    }
    if without_message.is_empty() {
        ctx.pass(&rules::ASK_OPERATION_MESSAGE, "info operation_not_performed on each");
    } else {
        ctx.may_unmet(
            &rules::ASK_OPERATION_MESSAGE,
            format!("no info operation_not_performed for {without_message:?}"),
        );
    }
}

async fn ids(a: &Asker<'_, '_>) {
    let ctx = a.ctx;
    let host = ctx.opts.target.host_str().unwrap_or("business.example");
    let bogus = format!("gid://{host}/Product/concierge-check-{}", uuid::Uuid::new_v4().simple());
    let body = json!({"query": "Is this waterproof?", "ids": [bogus]});
    match a.ask("bogus id", &body, None).await.and_then(|r| ok(&r).map(|()| r)) {
        Err(e) => {
            ctx.fail(&rules::ASK_IDS_UNRESOLVED, format!("ids [{bogus}]: {e}"));
            ctx.skip(&rules::ASK_IDS_NOT_FOUND, "the question was not answered");
        }
        Ok(r) => {
            ctx.pass(&rules::ASK_IDS_UNRESOLVED, "answered 200 despite the unknown id");
            let info = message_codes(&r.body, "info");
            if info.contains(&"not_found") {
                ctx.pass(&rules::ASK_IDS_NOT_FOUND, "info not_found");
            } else {
                ctx.may_unmet(
                    &rules::ASK_IDS_NOT_FOUND,
                    format!("no info not_found for {bogus} (info codes {info:?})"),
                );
            }
        }
    }
}

fn conversation_id(body: &Value) -> Option<&str> {
    body.pointer("/conversation/id").and_then(Value::as_str)
}

async fn conversation(a: &Asker<'_, '_>) {
    let ctx = a.ctx;
    let first = a.ask("turn 1", &json!({"query": "What is your return policy?"}), None).await;
    match first.as_ref().map_err(Clone::clone).and_then(|r| ok(r).map(|()| r)) {
        Err(e) => ctx.fail(&rules::ASK_CONVERSATION_CONTINUE, format!("turn 1: {e}")),
        Ok(r) => match conversation_id(&r.body) {
            None => {
                ctx.skip(&rules::ASK_CONVERSATION_CONTINUE, "turn 1 returned no conversation (multi-turn is a MAY)")
            }
            Some(id) => {
                let body = json!({"query": "And for sale items?", "conversation": {"id": id}});
                let key = uuid::Uuid::new_v4().to_string();
                match a.ask("turn 2", &body, Some(&key)).await.and_then(|r| ok(&r).map(|()| r)) {
                    Err(e) => ctx.fail(&rules::ASK_CONVERSATION_CONTINUE, format!("turn 2 replaying {id}: {e}")),
                    Ok(r2) => ctx.pass(
                        &rules::ASK_CONVERSATION_CONTINUE,
                        format!("turn 2 replaying {id} answered (conversation {:?})", conversation_id(&r2.body)),
                    ),
                }
            }
        },
    }
    let unknown = format!("conv_concierge_check_{}", uuid::Uuid::new_v4().simple());
    let body = json!({"query": "What is your return policy?", "conversation": {"id": unknown}});
    let key = uuid::Uuid::new_v4().to_string();
    match a.ask("unknown conversation", &body, Some(&key)).await.and_then(|r| ok(&r).map(|()| r)) {
        Err(e) => ctx.fail(&rules::ASK_CONVERSATION_UNKNOWN, format!("conversation {unknown}: {e}")),
        Ok(r) => {
            let info = message_codes(&r.body, "info");
            let kept = conversation_id(&r.body) == Some(unknown.as_str());
            let noted = r
                .body
                .get("messages")
                .and_then(Value::as_array)
                .is_some_and(|m| m.iter().any(|m| m.get("type").and_then(Value::as_str) == Some("info")));
            if kept {
                ctx.fail(
                    &rules::ASK_CONVERSATION_UNKNOWN,
                    format!("the unknown id {unknown} came back as if it existed"),
                );
            } else if !noted {
                ctx.fail(
                    &rules::ASK_CONVERSATION_UNKNOWN,
                    "no informational message noting the conversation was not found",
                );
            } else {
                ctx.pass(&rules::ASK_CONVERSATION_UNKNOWN, format!("a new conversation, info {info:?}"));
            }
        }
    }
}

async fn idempotency(a: &Asker<'_, '_>) {
    let ctx = a.ctx;
    let key = uuid::Uuid::new_v4().to_string();
    let body = json!({"query": "What is your shipping policy?"});
    let first = a.ask("idempotent 1", &body, Some(&key)).await.and_then(|r| ok(&r).map(|()| r));
    let second = a.ask("idempotent replay", &body, Some(&key)).await.and_then(|r| ok(&r).map(|()| r));
    match (&first, &second) {
        (Err(e), _) | (_, Err(e)) => ctx.fail(&rules::ASK_IDEMPOTENT_REPLAY, e.clone()),
        (Ok(f), Ok(s)) if f.body == s.body => ctx.pass(
            &rules::ASK_IDEMPOTENT_REPLAY,
            format!("the replay returned the same response (conversation {:?})", conversation_id(&f.body)),
        ),
        (Ok(f), Ok(s)) => ctx.fail(
            &rules::ASK_IDEMPOTENT_REPLAY,
            format!(
                "the replay with key {key} differs: conversation {:?} then {:?}; answer {:?} then {:?}",
                conversation_id(&f.body),
                conversation_id(&s.body),
                plain(&f.body),
                plain(&s.body)
            ),
        ),
    }
    if first.is_err() {
        ctx.skip(&rules::ASK_IDEMPOTENT_CONFLICT, "the first keyed request was not answered");
        return;
    }
    let other = json!({"query": "What is your refund policy?"});
    match a.ask("idempotency conflict", &other, Some(&key)).await {
        Err(e) => ctx.fail(&rules::ASK_IDEMPOTENT_CONFLICT, e),
        Ok(r) => {
            let rpc = r.body.get("code").and_then(Value::as_i64);
            if r.status == 409 || (a.target.rest.is_none() && rpc == Some(-32000)) {
                ctx.pass(
                    &rules::ASK_IDEMPOTENT_CONFLICT,
                    format!("{} {}", r.status, error_code(&r.body).unwrap_or("")),
                );
            } else {
                ctx.fail(
                    &rules::ASK_IDEMPOTENT_CONFLICT,
                    format!("key {key} reused with another body answered {}", r.status),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn action_answers() {
        use super::claims_or_silent as c;
        assert!(c("I haven't cancelled or changed any order.").is_none());
        assert!(c("Done! I cancelled your order.").is_some());
        assert!(c("Your order ships tomorrow.").is_some());
    }
}
