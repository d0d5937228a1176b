//! Connection workers: one thread per core, each running a single-threaded tokio runtime that
//! serves the connections it is handed from accept to close.
//!
//! On tokio's work-stealing runtime a connection's task moved between the two worker threads
//! and each wake-up could wake the other thread, which on a busy machine (the load generator
//! shares the cores) meant more context switches and cache misses per request than the work
//! itself. Here a connection stays on one thread: its socket is registered with that thread's
//! own event loop, its timers are that thread's, and the replies it waits for (the database's,
//! a profile fetch's) wake it there (docs/performance.md, "Connections pinned to a thread", and
//! `scripts/bench-http` to compare). The design is actix-web's: an acceptor handing each
//! connection to one of N single-threaded workers.
//!
//! The trade: a worker cannot hand waiting work to an idle one, so a long request delays the
//! other connections on its thread. New connections go to the worker holding the fewest, so
//! a few busy keep-alive connections do not share a thread while another holds none.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread::JoinHandle;

use tokio::runtime::Handle;
use tokio::sync::oneshot;

/// The connection workers, stopped when dropped: each runtime stops, dropping the connections
/// it still holds, and its thread ends.
pub(crate) struct Workers {
    workers: Vec<Worker>,
    /// Where the search for the least-loaded worker starts, so ties rotate.
    next: usize,
}

struct Worker {
    handle: Handle,
    open: Arc<AtomicUsize>,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

/// A connection counted against its worker until dropped.
pub(crate) struct Placed {
    open: Arc<AtomicUsize>,
}

impl Drop for Placed {
    fn drop(&mut self) {
        self.open.fetch_sub(1, Ordering::Relaxed);
    }
}

impl Workers {
    /// Starts `count` workers (at least one), named `conn-worker-N` (short enough that `ps`
    /// and `top`, which show 15 characters of a thread's name, tell them apart).
    pub(crate) fn start(count: usize) -> io::Result<Self> {
        let mut workers = Vec::with_capacity(count.max(1));
        for i in 0..count.max(1) {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
            let handle = runtime.handle().clone();
            let (stop, stopped) = oneshot::channel::<()>();
            let thread = std::thread::Builder::new().name(format!("conn-worker-{i}")).spawn(move || {
                // Runs the connections spawned onto it until told to stop (or the sender is
                // dropped), then drops whatever it still holds. Blocking work it started (a
                // reload being built) is left to finish on its own rather than waited for.
                let _ = runtime.block_on(stopped);
                runtime.shutdown_background();
            })?;
            workers.push(Worker {
                handle,
                open: Arc::new(AtomicUsize::new(0)),
                stop: Some(stop),
                thread: Some(thread),
            });
        }
        Ok(Workers { workers, next: 0 })
    }

    /// How many workers there are.
    pub(crate) fn len(&self) -> usize {
        self.workers.len()
    }

    /// The worker holding the fewest connections (on a tie, the next in turn), and the count of
    /// the connection placed on it.
    pub(crate) fn place(&mut self) -> (&Handle, Placed) {
        let n = self.workers.len();
        let start = self.next % n;
        let chosen = (0..n)
            .map(|k| (start + k) % n)
            .min_by_key(|&i| self.workers[i].open.load(Ordering::Relaxed))
            .unwrap_or(start);
        self.next = chosen + 1;
        let worker = &self.workers[chosen];
        worker.open.fetch_add(1, Ordering::Relaxed);
        (&worker.handle, Placed { open: worker.open.clone() })
    }
}

impl Drop for Workers {
    fn drop(&mut self) {
        for worker in &mut self.workers {
            if let Some(stop) = worker.stop.take() {
                let _ = stop.send(());
            }
        }
        for worker in &mut self.workers {
            if let Some(thread) = worker.thread.take() {
                // A thread that panicked has nothing more to stop.
                let _ = thread.join();
            }
        }
    }
}

/// One worker per core, unless configured.
pub(crate) fn default_count(configured: usize) -> usize {
    if configured > 0 {
        return configured;
    }
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The name of the thread a task spawned on `handle` runs on.
    fn thread_of(handle: &Handle) -> String {
        let (tx, rx) = std::sync::mpsc::channel();
        handle.spawn(async move {
            tx.send(std::thread::current().name().unwrap_or_default().to_owned()).unwrap();
        });
        rx.recv_timeout(std::time::Duration::from_secs(5)).unwrap()
    }

    #[test]
    fn connections_go_to_the_least_loaded_worker_and_ties_rotate() {
        let mut workers = Workers::start(3).unwrap();
        let (h, a) = workers.place();
        assert_eq!(thread_of(h), "conn-worker-0");
        let (h, b) = workers.place();
        assert_eq!(thread_of(h), "conn-worker-1");
        let (h, c) = workers.place();
        assert_eq!(thread_of(h), "conn-worker-2");
        // Worker 1's connection closes: it now holds the fewest.
        drop(b);
        let (h, _d) = workers.place();
        assert_eq!(thread_of(h), "conn-worker-1");
        // All hold one again: the next in turn after worker 1.
        let (h, _e) = workers.place();
        assert_eq!(thread_of(h), "conn-worker-2");
        drop((a, c));
        let (h, _f) = workers.place();
        assert_eq!(thread_of(h), "conn-worker-0");
    }

    #[test]
    fn dropping_the_workers_stops_their_tasks_and_threads() {
        let mut workers = Workers::start(2).unwrap();
        let (dropped_tx, dropped_rx) = std::sync::mpsc::channel::<()>();
        struct Signal(std::sync::mpsc::Sender<()>);
        impl Drop for Signal {
            fn drop(&mut self) {
                let _ = self.0.send(());
            }
        }
        let (handle, placed) = workers.place();
        let signal = Signal(dropped_tx);
        handle.spawn(async move {
            let _signal = signal;
            let _placed = placed;
            std::future::pending::<()>().await;
        });
        drop(workers);
        dropped_rx.recv_timeout(std::time::Duration::from_secs(5)).expect("the pending task was dropped");
    }

    #[test]
    fn the_default_is_one_worker_per_core() {
        assert_eq!(default_count(3), 3);
        assert_eq!(default_count(0), std::thread::available_parallelism().unwrap().get());
    }
}
