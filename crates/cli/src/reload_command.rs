//! Reloading the store of a running server: `concierge reload` validates the store directory
//! and sends SIGHUP to the server; `concierge serve` writes its pid file (`--pid-file`) and, on
//! SIGHUP, reads its store again and swaps it in (`Concierge::reload_from`), logging the outcome.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use concierge_service::config::LocationSettings;
use concierge_service::{Concierge, StoreSource};

/// `concierge reload`.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("server").required(true).args(["pid_file", "pid"])))]
pub(crate) struct ReloadArgs {
    /// The store directory the server serves (as given to `serve --store`); validated here
    /// first. Without it, the bundled demo store (which the server then re-reads).
    #[arg(long, env = "CONCIERGE_STORE")]
    store: Option<PathBuf>,
    /// The pid file the server was started with (`serve --pid-file`).
    #[arg(long)]
    pid_file: Option<PathBuf>,
    /// The server's process id.
    #[arg(long)]
    pid: Option<u32>,
}

/// Validates the store; when it is valid, signals the server to reload it. An invalid store
/// is an error listing every problem, and nothing is signalled.
pub(crate) fn run(args: ReloadArgs) -> Result<()> {
    let source = StoreSource::new(args.store);
    // Validation only, from the files: the snapshot is the server's to use and to write.
    let from_files = LocationSettings { snapshot: false, ..LocationSettings::default() };
    let business = source.load(&from_files).map_err(|e| {
        anyhow::anyhow!(
            "{e}\nnot reloading: the server keeps serving the store it has (fix the problems and run this again)"
        )
    })?;
    let pid = match (args.pid, &args.pid_file) {
        (Some(pid), _) => pid,
        (None, Some(path)) => read_pid_file(path)?,
        (None, None) => bail!("name the server with --pid-file PATH or --pid N"),
    };
    check_is_concierge(pid)?;
    send_hangup(pid)?;
    println!(
        "{source}: valid ({}); sent SIGHUP to pid {pid}, which reloads it and logs the outcome",
        crate::store_counts(&business)
    );
    Ok(())
}

/// A process id that names one process (never 0 or 1, which `kill` reads as a process group or
/// init).
fn checked_pid(pid: u32, from: &str) -> Result<u32> {
    if pid < 2 || i32::try_from(pid).is_err() {
        bail!("{from}: {pid} is not the process id of a server");
    }
    Ok(pid)
}

fn read_pid_file(path: &Path) -> Result<u32> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("reading the pid file {} (is the server running with --pid-file?)", path.display()))?;
    let pid: u32 = text
        .trim()
        .parse()
        .with_context(|| format!("the pid file {} does not hold a process id: {:?}", path.display(), text.trim()))?;
    checked_pid(pid, &path.display().to_string())
}

/// Refuses a pid that is not a `concierge` process (a stale pid file naming a reused pid),
/// where the system says what a process is (Linux `/proc`).
fn check_is_concierge(pid: u32) -> Result<()> {
    let pid = checked_pid(pid, "--pid")?;
    let proc_dir = Path::new("/proc");
    if !proc_dir.join("self").exists() {
        return Ok(());
    }
    match std::fs::read_to_string(proc_dir.join(pid.to_string()).join("comm")) {
        Ok(name) if name.trim().starts_with("concierge") => Ok(()),
        Ok(name) => bail!("pid {pid} is `{}`, not a concierge server; is the pid file stale?", name.trim()),
        Err(_) => bail!("no process {pid} is running; is the server up (or the pid file stale)?"),
    }
}

/// Sends SIGHUP to the server.
fn send_hangup(pid: u32) -> Result<()> {
    let target = i32::try_from(pid).ok().and_then(rustix::process::Pid::from_raw);
    let target = target.with_context(|| format!("{pid} is not a process id"))?;
    rustix::process::kill_process(target, rustix::process::Signal::HUP)
        .with_context(|| format!("sending SIGHUP to pid {pid}"))
}

/// `serve --pid-file`: the file holding this process's id, removed when dropped (at shutdown,
/// or when start-up fails after it was written) if it still names this process.
pub(crate) struct PidFile {
    path: PathBuf,
    pid: u32,
}

impl PidFile {
    /// Writes the pid (atomically: a temporary file renamed over `path`).
    pub(crate) fn write(path: &Path) -> Result<Self> {
        let pid = std::process::id();
        let tmp = path.with_extension("pid.tmp");
        std::fs::write(&tmp, format!("{pid}\n")).with_context(|| format!("writing {}", tmp.display()))?;
        std::fs::rename(&tmp, path).with_context(|| format!("writing the pid file {}", path.display()))?;
        Ok(PidFile { path: path.to_owned(), pid })
    }
}

impl Drop for PidFile {
    fn drop(&mut self) {
        let ours = std::fs::read_to_string(&self.path).is_ok_and(|t| t.trim() == self.pid.to_string());
        if ours && let Err(e) = std::fs::remove_file(&self.path) {
            tracing::warn!(path = %self.path.display(), error = %e, "could not remove the pid file");
        }
    }
}

/// Reloads the store from `source` on every SIGHUP, for as long as the returned future runs.
/// The handler is installed when this is called (so a SIGHUP right after start-up reloads
/// rather than ends the process).
#[cfg(unix)]
pub(crate) fn reload_on_hangup(
    app: Concierge,
    source: StoreSource,
) -> Result<impl std::future::Future<Output = ()> + Send + 'static> {
    use tokio::signal::unix::{SignalKind, signal};
    let mut hangup = signal(SignalKind::hangup()).context("installing the SIGHUP handler")?;
    Ok(async move {
        while hangup.recv().await.is_some() {
            tracing::info!(store = %source, generation = app.store_generation(), "SIGHUP: reloading the store");
            reload(&app, &source).await;
        }
    })
}

/// Without Unix signals there is nothing to wait for.
#[cfg(not(unix))]
pub(crate) fn reload_on_hangup(
    _app: Concierge,
    _source: StoreSource,
) -> Result<impl std::future::Future<Output = ()> + Send + 'static> {
    Ok(std::future::pending())
}

/// One reload, with its outcome logged: the new generation, or every problem and the
/// generation kept.
async fn reload(app: &Concierge, source: &StoreSource) {
    match app.reload_from(source).await {
        Ok(r) => tracing::info!(
            store = %source,
            generation = r.generation,
            previous = r.previous,
            loaded_at = %r.loaded_at,
            load_seconds = r.load_time.as_secs_f64(),
            locations = r.locations,
            products = r.products,
            policies = r.policies,
            faq = r.faq,
            "store reloaded: serving generation {}",
            r.generation
        ),
        Err(refused) => {
            for problem in &refused.problems {
                tracing::error!(store = %refused.store, "store reload refused: {problem}");
            }
            tracing::error!(
                store = %refused.store,
                problems = refused.problems.len(),
                kept = refused.kept,
                "store reload refused; keeping generation {}",
                refused.kept
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pids_that_name_groups_are_refused() {
        assert!(checked_pid(0, "--pid").is_err());
        assert!(checked_pid(1, "--pid").is_err());
        assert!(checked_pid(u32::MAX, "--pid").is_err());
        assert_eq!(checked_pid(4242, "--pid").unwrap(), 4242);
    }

    #[test]
    fn a_pid_file_is_written_and_removed() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("concierge.pid");
        let file = PidFile::write(&path).unwrap();
        assert_eq!(read_pid_file(&path).unwrap(), std::process::id());
        drop(file);
        assert!(!path.exists());
        std::fs::write(&path, "not a pid\n").unwrap();
        let e = read_pid_file(&path).unwrap_err().to_string();
        assert!(e.contains("does not hold a process id"), "{e}");
    }
}
