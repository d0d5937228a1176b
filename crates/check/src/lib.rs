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
pub async fn run(opts: &CheckOptions) -> Report {
    let ctx = match context::Ctx::new(opts) {
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
