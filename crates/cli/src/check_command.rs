//! `concierge check URL`: runs the conformance battery (`concierge-check`) against any UCP
//! business and prints its report, human-readable or JSON; the exit status says whether any
//! finding failed.

use std::io::{IsTerminal, Write};
use std::time::Duration;

use anyhow::{Context, Result};

/// Arguments of `concierge check`.
#[derive(clap::Args, Debug)]
pub(crate) struct CheckArgs {
    /// The business base URL (its profile is at `URL/.well-known/ucp`), e.g. http://localhost:8080.
    url: String,
    /// Print the report as JSON (for scripts) instead of text.
    #[arg(long)]
    json: bool,
    /// A platform profile URL at the business's current UCP version, declaring the Location
    /// capabilities, that the business can fetch. Without it the checks that call Location skip.
    #[arg(long, env = "CONCIERGE_CHECK_AGENT_PROFILE")]
    agent_profile: Option<String>,
    /// A platform profile URL at the draft version, declaring dev.ucp.common.ask. Without it
    /// the Ask checks skip.
    #[arg(long, env = "CONCIERGE_CHECK_DRAFT_AGENT_PROFILE")]
    draft_agent_profile: Option<String>,
    /// Timeout for each request, in seconds.
    #[arg(long, default_value_t = 10)]
    timeout_secs: u64,
    /// Fail, rather than skip, when an optional (MAY) behaviour is absent.
    #[arg(long)]
    strict: bool,
    /// An agent directory (`concierge agent-profile`), published where the business can fetch
    /// it: its profiles stand in for --agent-profile and --draft-agent-profile, and its key
    /// signs every request (for a business that requires signed requests).
    #[arg(long, env = "CONCIERGE_AGENT")]
    agent: Option<std::path::PathBuf>,
}

/// Runs the battery; `Ok(true)` when no finding failed.
pub(crate) fn run(args: CheckArgs) -> Result<bool> {
    let target: url::Url = args.url.parse().with_context(|| format!("{:?} is not a URL", args.url))?;
    anyhow::ensure!(matches!(target.scheme(), "http" | "https"), "{target} is not an http(s) URL");
    let mut opts = concierge_check::CheckOptions::new(target);
    opts.agent_profile = args.agent_profile;
    opts.draft_agent_profile = args.draft_agent_profile;
    if let Some(dir) = &args.agent {
        let agent = concierge_client::Agent::load(dir)
            .map_err(|e| anyhow::anyhow!("--agent {}: {e}\n  next: {}", dir.display(), e.next_step()))?;
        let offering = |capability: &str| {
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
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    let report = runtime.block_on(concierge_check::run(&opts));
    let mut out = std::io::stdout().lock();
    if args.json {
        writeln!(out, "{}", report.to_json())?;
    } else {
        let color = std::io::stdout().is_terminal();
        write!(out, "{}", report.render_human(color))?;
    }
    out.flush()?;
    Ok(!report.failed())
}
