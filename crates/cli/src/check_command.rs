//! `concierge check URL`: runs the conformance battery (`concierge-check`) against any UCP
//! business and prints its report, human-readable or JSON; the exit status is non-zero when a
//! finding failed or, unless `--allow-skips`, when checks could not run.

use std::io::{IsTerminal, Write};
use std::time::Duration;

use anyhow::Result;

/// Arguments of `concierge check`.
#[derive(clap::Args, Debug)]
pub(crate) struct CheckArgs {
    /// The business: a domain (`shop.example`, meaning https) or base URL; a business on this
    /// machine may be named bare (`localhost:8080`, meaning http). Its profile is at
    /// `URL/.well-known/ucp`.
    url: String,
    /// Print the report as JSON (for scripts) instead of text.
    #[arg(long)]
    json: bool,
    /// A platform profile URL at the business's current UCP version, declaring the Location
    /// capabilities, that the business can fetch. Without it the checks that call Location
    /// cannot run, except against a business on this machine: the checker then serves one
    /// itself on loopback.
    #[arg(long, env = "CONCIERGE_CHECK_AGENT_PROFILE")]
    agent_profile: Option<String>,
    /// A platform profile URL at the draft version, declaring dev.ucp.common.ask. Without it
    /// the Ask checks cannot run, except against a business on this machine (served itself).
    #[arg(long, env = "CONCIERGE_CHECK_DRAFT_AGENT_PROFILE")]
    draft_agent_profile: Option<String>,
    /// Timeout for each request, in seconds.
    #[arg(long, default_value_t = 10)]
    timeout_secs: u64,
    /// Fail, rather than skip, when an optional (MAY) behaviour is absent.
    #[arg(long)]
    strict: bool,
    /// Exit 0 even when some checks could not run (no profile the business can fetch, no buyer
    /// token): the summary line still says which did not.
    #[arg(long)]
    allow_skips: bool,
    /// An agent directory (`concierge agent-profile`), published where the business can fetch
    /// it: its profiles stand in for --agent-profile and --draft-agent-profile, and its key
    /// signs every request (for a business that requires signed requests).
    #[arg(long, env = "CONCIERGE_AGENT")]
    agent: Option<std::path::PathBuf>,
}

/// Runs the battery; `Ok(true)` when no finding failed.
pub(crate) fn run(args: CheckArgs) -> Result<bool> {
    // The rule of every agent command: https, or plain http to a business on this machine.
    let target =
        concierge_client::origin_of(&args.url, true).map_err(|e| anyhow::anyhow!("{e}\n  next: {}", e.next_step()))?;
    let mut opts = concierge_check::CheckOptions::new(target);
    opts.agent_profile = args.agent_profile;
    opts.draft_agent_profile = args.draft_agent_profile;
    if let Some(dir) = &args.agent {
        let agent = concierge_client::Agent::load(dir)
            .map_err(|e| anyhow::anyhow!("--agent {}: {e}\n  next: {}", dir.display(), e.next_step()))?;
        // A business on this machine cannot fetch profiles published elsewhere: the checker
        // serves its own there, signed with this agent's key.
        let usable = !concierge_client::is_loopback(&opts.target) || agent.profiles_on_loopback();
        let offering = |capability: &str| {
            if !usable {
                return None;
            }
            agent
                .profiles
                .iter()
                .find(|p| p.document.pointer("/ucp/capabilities").and_then(|c| c.get(capability)).is_some())
        };
        opts.agent_profile =
            opts.agent_profile.or_else(|| offering("dev.ucp.common.location.search").map(|p| p.url.clone()));
        opts.draft_agent_profile =
            opts.draft_agent_profile.or_else(|| offering("dev.ucp.common.ask").map(|p| p.url.clone()));
        opts.signing_key = agent.key.map(std::sync::Arc::new);
    }
    opts.timeout = Duration::from_secs(args.timeout_secs.max(1));
    opts.strict = args.strict;
    let runtime = crate::runtime()?;
    let report = runtime.block_on(concierge_check::run(&opts));
    let mut out = std::io::stdout().lock();
    if args.json {
        writeln!(out, "{}", report.to_json())?;
    } else {
        let color = std::io::stdout().is_terminal();
        write!(out, "{}", report.render_human_with(color, args.allow_skips))?;
    }
    out.flush()?;
    Ok(!report.failed() && (args.allow_skips || !report.incomplete()))
}
