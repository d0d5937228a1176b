//! `concierge check URL`: a conformance battery for any UCP business's discovery, negotiation,
//! MCP and REST bindings, Location and Ask.
//!
//! Every rule is computed here, independently of the Concierge server (this crate depends on
//! none of its crates, only on the published UCP schemas): distances with our own WGS-84
//! geodesic, opening hours with our own evaluator in the location's zone, pagination by
//! following cursors. The checker speaks raw HTTP ([`probe`]) so it can send deliberately bad
//! requests. Each check is independent: one failing never stops the others.
//!
//! ```no_run
//! # async fn f() {
//! let opts = concierge_check::CheckOptions::new("http://127.0.0.1:8080".parse().unwrap());
//! let report = concierge_check::run(&opts).await;
//! println!("{}", report.render_human(false));
//! # }
//! ```

mod ask;
mod context;
mod discovery;
pub mod geo;
mod location;
mod mcp;
mod negotiation;
mod poppy;
pub mod probe;
mod profile_host;
pub mod report;
pub mod rules;
mod signatures;

use std::time::Duration;

pub use report::{Check, Finding, Level, Report, Rule, Status, Summary};

/// What to check and how to identify ourselves.
#[derive(Debug, Clone)]
pub struct CheckOptions {
    /// The business base URL, e.g. `http://127.0.0.1:8080` (its profile is at
    /// `/.well-known/ucp` under it).
    pub target: url::Url,
    /// The platform profile URL to name on requests at the business's current UCP version
    /// (Location). The business must be able to fetch it; without it those checks skip.
    pub agent_profile: Option<String>,
    /// The platform profile URL for Ask on the draft version; without it the Ask checks skip.
    pub draft_agent_profile: Option<String>,
    /// Per-request timeout.
    pub timeout: Duration,
    /// Fail (rather than skip) when an optional (MAY) behaviour is absent.
    pub strict: bool,
    /// The key published in the agent profiles' `keys[]`: when given, requests are signed
    /// (RFC 9421), so a business that requires signed requests can be checked.
    pub signing_key: Option<std::sync::Arc<concierge_auth::SigningKey>>,
}

impl CheckOptions {
    /// Options for `target` with no profiles, a 10 s timeout, not strict.
    pub fn new(target: url::Url) -> Self {
        CheckOptions {
            target,
            agent_profile: None,
            draft_agent_profile: None,
            timeout: Duration::from_secs(10),
            strict: false,
            signing_key: None,
        }
    }
}

/// Runs the whole battery against `opts.target`.
///
/// Against a business on this machine, the checker serves profiles itself on loopback
/// ([`profile_host`]): the ones the negotiation errors need, and, for whichever of
/// `agent_profile` and `draft_agent_profile` is not given, one built from what the business
/// offers, so a local run checks everything with no profile published anywhere.
pub async fn run(opts: &CheckOptions) -> Report {
    let mut opts = opts.clone();
    let mut host_problem = None;
    let host = if concierge_client::is_loopback(&opts.target) {
        let agents = match profile_host::AgentProfiles::for_business(&opts).await {
            Ok(agents) => agents,
            Err(e) => {
                host_problem = Some(format!("cannot build agent profiles from the business's profile: {e}"));
                profile_host::AgentProfiles::default()
            }
        };
        match profile_host::ProfileHost::start(&agents).await {
            Ok(host) => {
                match agents.accepted_by_business(&host, opts.timeout).await {
                    Ok(()) => host.adopt(agents, &mut opts),
                    Err(refusal) => {
                        host_problem = Some(format!(
                            "the business does not fetch the agent profiles the checker serves on loopback ({refusal}); \
                             the checks that need one cannot run: allow loopback profiles on the business \
                             (profile_fetch.allow_insecure_loopback) or pass --agent-profile and --draft-agent-profile"
                        ));
                    }
                }
                Some(host)
            }
            Err(e) => {
                host_problem = Some(format!("cannot serve the checker's profiles on loopback: {e}"));
                None
            }
        }
    } else {
        None
    };
    if let Some(problem) = &host_problem {
        // Said once here; the checks that needed the profiles say they could not run.
        eprintln!("concierge check: {problem}");
    }
    let ctx = match context::Ctx::new(&opts, host.as_ref()) {
        Ok(ctx) => ctx,
        Err(e) => {
            let finding = Finding::new(&rules::PROFILE_FETCH, Status::Fail, format!("cannot start: {e}"));
            return Report::new(opts.target.to_string(), vec![finding]);
        }
    };
    let discovered = discovery::run(&ctx).await;
    poppy::run(&ctx, &discovered).await;
    negotiation::run(&ctx, &discovered).await;
    mcp::run(&ctx, &discovered).await;
    location::run(&ctx, &discovered).await;
    ask::run(&ctx, &discovered).await;
    ctx.finish_schemas();
    ctx.finish_signatures();
    Report::new(opts.target.to_string(), ctx.take_findings())
}
