//! The write-ahead log's background checkpointer: a second connection to the database file,
//! on a thread of its own, that copies committed pages from the log into the database while
//! the writer goes on committing.
//!
//! Without it, the copy runs inside a commit: the writer's automatic checkpoint, once the log
//! reaches [`super::WAL_CHECKPOINT_PAGES`], copies every page the log holds and syncs the file,
//! and every write waiting on that commit waits with it: under a stream of questions, a commit
//! now and then took tens of milliseconds while the Asks behind it waited (docs/performance.md,
//! "Ask: checkpoints in the background"). Here each pass is SQLite's `PASSIVE` checkpoint: it copies what it can without
//! taking any lock a writer or reader waits for, so a commit never waits on it. The writer
//! keeps its automatic checkpoint as the bound on the log's size: when it runs, most pages are
//! already copied and on disk, so it copies the rest, syncs and lets the log start over.
//!
//! Durability is SQLite's and unchanged: a commit is acknowledged once it is in the log (WAL,
//! `synchronous = NORMAL`); a checkpoint only moves committed pages into the database.

use std::path::Path;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};

/// How long the checkpointer waits between passes. A pass that finds nothing new is a few
/// microseconds; one that copies syncs the log and the database, so passes are not run after
/// every commit.
const EVERY: Duration = Duration::from_millis(50);

/// The background checkpointer of one database file; stopped (and its connection closed) when
/// dropped.
pub(super) struct Checkpointer {
    stop: Arc<(Mutex<bool>, Condvar)>,
    thread: Option<JoinHandle<()>>,
}

impl Checkpointer {
    /// Starts checkpointing the database at `path` (already open, in WAL mode, by the writer).
    /// `None` when the thread cannot be started: the writer's own checkpoints still bound the
    /// log, so the database works as before, only with longer commits now and then.
    pub(super) fn start(path: &Path, flags: OpenFlags) -> Option<Self> {
        let stop = Arc::new((Mutex::new(false), Condvar::new()));
        let (path, signal) = (path.to_owned(), stop.clone());
        let thread = std::thread::Builder::new()
            .name("sqlite-checkpoint".into())
            .spawn(move || run(&path, flags, &signal))
            .inspect_err(|e| tracing::warn!(error = %e, "cannot start the storage checkpoint thread"))
            .ok()?;
        Some(Checkpointer { stop, thread: Some(thread) })
    }
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        let (stopped, wake) = &*self.stop;
        *stopped.lock().unwrap_or_else(PoisonError::into_inner) = true;
        wake.notify_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The checkpointer's thread: a pass every [`EVERY`] until stopped.
fn run(path: &Path, flags: OpenFlags, stop: &(Mutex<bool>, Condvar)) {
    // Never creates the file: the writer has.
    let flags = flags - OpenFlags::SQLITE_OPEN_CREATE;
    let conn = match Connection::open_with_flags(path, flags) {
        Ok(conn) => conn,
        Err(e) => {
            tracing::warn!(error = %e, "the storage checkpoint thread cannot open the database");
            return;
        }
    };
    // The database file itself, to write back what the passes copied into it (see `pass`).
    let file = std::fs::File::open(path)
        .inspect_err(|e| {
            tracing::warn!(error = %e, "the storage checkpoint thread cannot open the database file to sync it");
        })
        .ok();
    let mut synced = Synced::default();
    let mut failing = false;
    let (stopped, wake) = stop;
    let mut guard = stopped.lock().unwrap_or_else(PoisonError::into_inner);
    while !*guard {
        let (next, _) = wake.wait_timeout(guard, EVERY).unwrap_or_else(PoisonError::into_inner);
        guard = next;
        if *guard {
            break;
        }
        drop(guard);
        match pass(&conn, file.as_ref(), &mut synced) {
            Ok(()) => failing = false,
            // Said once per run of failures, not every pass; the writer's checkpoints go on.
            Err(e) if !failing => {
                failing = true;
                tracing::warn!(error = %e, "a background checkpoint of the storage failed");
            }
            Err(_) => {}
        }
        guard = stopped.lock().unwrap_or_else(PoisonError::into_inner);
    }
}

/// How far into the log the database file is known to be on disk: the log's frames
/// checkpointed as of the last sync (SQLite's own, or ours).
#[derive(Debug, Default)]
struct Synced(i64);

/// One `PASSIVE` checkpoint: copies what the log holds that no reader still needs from it,
/// then writes the copied pages back to disk. SQLite syncs the database only after a pass
/// that caught up with the log, which under a steady stream of commits is rarely; without
/// this, the copied pages would wait in the page cache for the writer's own checkpoint to
/// sync them all inside a commit. A pass that copied nothing since the last sync (a reader
/// holding the log back, say) syncs nothing.
fn pass(conn: &Connection, file: Option<&std::fs::File>, synced: &mut Synced) -> Result<(), String> {
    let (_busy, log, checkpointed): (i64, i64, i64) = conn
        .query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .map_err(|e| e.to_string())?;
    // Caught up: SQLite synced the database itself. A restarted log counts from zero again.
    if checkpointed <= 0 || checkpointed == log || checkpointed == synced.0 {
        synced.0 = checkpointed;
        return Ok(());
    }
    if let Some(file) = file {
        file.sync_data().map_err(|e| e.to_string())?;
    }
    synced.0 = checkpointed;
    Ok(())
}
