//! The Personal Agent Protocol's `ucp` extension, checked the way a Personal Agent discovers
//! the business (poppy-ucp-extension.txt §3, §5): with the agent-side client's own discovery
//! (`concierge_client::Client::discover`), so the checker and real agents judge a business by
//! the same reading of the rules.

use concierge_client::{Agent, Client, ClientOptions, State};
use serde_json::Value;

use crate::context::{Ctx, Discovered};
use crate::rules;

pub(crate) async fn run(ctx: &Ctx<'_>, discovered: &Discovered) {
    let options = ClientOptions {
        allow_insecure_loopback: ctx.target_is_loopback(),
        timeout: ctx.opts.timeout,
        ..Default::default()
    };
    let client = match Client::new(Agent::default(), options, State::in_memory()) {
        Ok(c) => c,
        Err(e) => {
            ctx.fail(&rules::POPPY_DISCOVERY, format!("cannot start the agent-side client: {e}"));
            return;
        }
    };
    let business = match client.discover(ctx.opts.target.as_str()).await {
        Ok(b) => b,
        Err(e) => {
            ctx.fail(&rules::POPPY_DISCOVERY, e.to_string());
            ctx.skip(&rules::POPPY_UCP_ENTRY, "discovery failed");
            return;
        }
    };
    let Some(poppy) = &business.poppy else {
        let why = "no /.well-known/poppy.json: the business is used through UCP alone";
        ctx.skip(&rules::POPPY_DISCOVERY, why);
        ctx.skip(&rules::POPPY_UCP_ENTRY, why);
        return;
    };
    let issuer = business.issuer.as_ref().map_or("no sign-in".to_owned(), |i| format!("issuer {} checked", i.issuer));
    ctx.pass(
        &rules::POPPY_DISCOVERY,
        format!(
            "poppy.json speaks for {}, the UCP profile is on that host without a redirect, {issuer}",
            business.domain()
        ),
    );
    let entries: Vec<&Value> = poppy
        .pointer("/agent/protocols")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter(|p| p.get("type").and_then(Value::as_str) == Some("ucp"))
        .collect();
    if entries.is_empty() {
        ctx.skip(&rules::POPPY_UCP_ENTRY, "agent.protocols lists no ucp entry");
        return;
    }
    let profile_url = format!("{}.well-known/ucp", business.origin);
    let mut problems = Vec::new();
    if !business.lists_ucp_extension() {
        problems.push("poppy.json lists a ucp conversation protocol but not extensions.ucp".to_owned());
    }
    for entry in &entries {
        let endpoint = entry.get("endpoint").and_then(Value::as_str).unwrap_or_default();
        if endpoint != profile_url {
            problems.push(format!("the ucp entry's endpoint is `{endpoint}`, not the UCP profile {profile_url}"));
        }
    }
    if discovered.ask.is_none() {
        problems.push("no UCP profile of the business offers dev.ucp.common.ask".to_owned());
    }
    ctx.outcome(
        &rules::POPPY_UCP_ENTRY,
        if problems.is_empty() {
            Ok(format!("the ucp entry names {profile_url}, the extension is listed, and Ask is offered"))
        } else {
            Err(problems.join("; "))
        },
    );
}
