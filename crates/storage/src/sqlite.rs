//! The embedded backend: a SQLite file in WAL mode (or an in-memory database), on one
//! connection owned by one thread, with group commit.
//!
//! Every call is a job sent to the connection's thread, which runs the jobs in the order they
//! arrive:
//!
//! - **Writes that arrive together share one transaction.** Each runs inside a savepoint of its
//!   own (one that fails is rolled back alone) and is answered only when the transaction has
//!   committed: an acknowledged write is in the WAL before its caller hears of it, exactly as
//!   with one transaction per write, but a burst of Asks costs one commit, not one each. A
//!   commit that fails fails every write in it (the service then answers 503: it fails closed).
//! - **Reads run between write batches**, never inside one, so a read never sees a write that
//!   could still roll back.
//! - **The log is copied into the database in the background** ([`checkpoint`]), on a second
//!   connection, so a commit rarely carries that copy.
//! - A job that waited longer than `storage.acquire_timeout_ms` for the thread fails without
//!   running (the pool's acquire timeout, as PostgreSQL has it); a lock held by another
//!   process is waited for up to [`BUSY_TIMEOUT`].
//!
//! Why not sqlx's SQLite driver, as PostgreSQL uses: it runs each connection on a thread of its
//! own too, but every statement is a round trip to that thread, and an Ask took seven of them
//! plus three commits; thread wake-ups and their system calls were most of an Ask's cost
//! (docs/performance.md). Here a job is one round trip, and a busy thread takes the next jobs
//! without sleeping in between.
//!
//! The schema is managed as sqlx manages PostgreSQL's ([`crate::schema`]): the same
//! `_sqlx_migrations` table, rows and checksums, so a database migrated by an earlier build is
//! read as migrated, and the other way round.

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use rusqlite::{Connection, OpenFlags, OptionalExtension, params};
use tokio::sync::oneshot;

mod checkpoint;

use crate::schema::Dialect;
use crate::{
    Claim, ClaimRequest, GapKind, MigrateMode, Owner, Purged, Replica, SchemaStatus, StorageError, StorageOptions,
    Turn, Unanswered, sql,
};

/// How long a statement waits for another process's lock on the file.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// How many pages the write-ahead log holds before a commit checkpoints it (SQLite's default
/// is 1 000): the bound on the log's size. Ask writes a turn per answer, and the copy ran
/// inside one commit in every few hundred: a tenth of the server's CPU under a stream of
/// questions. Each page is copied once per checkpoint however often it changed since, and the
/// pages a stream of turns changes are mostly the same few (the tables' and indexes' last
/// leaves), so a longer log copies far less in all. 10 000 pages is 40 MB of log at most. The
/// copying itself is done in the background ([`checkpoint`]), so the commit that reaches this
/// bound finds the pages already copied.
const WAL_CHECKPOINT_PAGES: u32 = 10_000;
/// The most writes committed together.
const MAX_BATCH: usize = 256;

/// SQLite storage: a handle on the connection's thread.
#[derive(Debug)]
pub(crate) struct SqliteStorage {
    /// The connection's thread's queue; `None` once closed.
    jobs: std::sync::Mutex<Option<mpsc::Sender<Job>>>,
}

/// Where the database is.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Location {
    Memory,
    File { path: PathBuf, flags: OpenFlags },
}

/// Work for the connection's thread.
struct Job {
    kind: Kind,
    queued: Instant,
}

enum Kind {
    /// Runs on its own, with the schema checked first.
    Read(ReadJob),
    /// Runs in the current batch's transaction (inside a savepoint), with the schema checked
    /// first; says whether it succeeded, and what to answer once the batch's fate is known.
    /// Given an error instead of a connection, it runs nothing and answers that error.
    Write(WriteJob),
    /// Sees the connection's state itself: schema status, migrations, readiness.
    Admin(Box<dyn FnOnce(&mut Session) + Send>),
    /// Closes the connection and stops the thread.
    Close(oneshot::Sender<()>),
}

/// A read: given the connection (or why there is none), it answers its caller.
type ReadJob = Box<dyn FnOnce(Result<&Connection, StorageError>) + Send>;
/// A write: given the connection in a savepoint (or why there is none), it says whether it
/// succeeded and what to answer once its batch's fate is known.
type WriteJob = Box<dyn FnOnce(Result<&Connection, StorageError>) -> (bool, Answer) + Send>;
/// A write's answer, given the outcome of its batch's commit.
type Answer = Box<dyn FnOnce(Result<(), StorageError>) + Send>;

impl Job {
    /// Answers the job with an error, running nothing.
    fn fail(self, error: StorageError) {
        match self.kind {
            Kind::Read(run) => run(Err(error)),
            Kind::Write(run) => {
                // The answer is the error the job was given.
                let (_, answer) = run(Err(error));
                answer(Ok(()));
            }
            Kind::Admin(_) => {}
            Kind::Close(done) => {
                let _ = done.send(());
            }
        }
    }
}

/// The connection's thread's state.
pub(crate) struct Session {
    location: Location,
    migrate_mode: MigrateMode,
    /// Off: a missing file is [`StorageError::Missing`], never created.
    create_if_missing: bool,
    connection: Option<Connection>,
    /// Copies the log into a file database in the background (dropped after the connection).
    checkpointer: Option<checkpoint::Checkpointer>,
    schema_checked: bool,
    /// Write transactions committed so far.
    commits: u64,
}

impl Session {
    /// The connection, opened on first use.
    fn connection(&mut self) -> Result<&mut Connection, StorageError> {
        if self.connection.is_none() {
            if let Location::File { path, .. } = &self.location
                && !self.create_if_missing
                && !path.exists()
            {
                let database = std::path::absolute(path).unwrap_or_else(|_| path.clone());
                return Err(StorageError::Missing { database: database.display().to_string() });
            }
            self.connection = Some(open_connection(&self.location)?);
            if let Location::File { path, flags } = &self.location
                && !flags.contains(OpenFlags::SQLITE_OPEN_READ_ONLY)
            {
                self.checkpointer = checkpoint::Checkpointer::start(path, *flags);
            }
        }
        Ok(self.connection.as_mut().expect("opened above"))
    }

    /// The connection, once the schema has been checked (and migrated when allowed).
    fn checked(&mut self) -> Result<&Connection, StorageError> {
        if !self.schema_checked {
            let mode = self.migrate_mode;
            let conn = self.connection()?;
            let status = status(conn)?;
            status.refuse_newer()?;
            if status.behind() {
                if mode == MigrateMode::Off {
                    return Err(StorageError::SchemaBehind { database: status.database, binary: status.binary });
                }
                migrate(conn)?;
                tracing::info!(
                    backend = "sqlite",
                    from = status.database,
                    to = status.binary,
                    "storage schema migrated"
                );
            }
            self.schema_checked = true;
        }
        Ok(self.connection.as_ref().expect("checked above"))
    }
}

fn open_connection(location: &Location) -> Result<Connection, StorageError> {
    let conn = match location {
        Location::Memory => Connection::open_in_memory()?,
        Location::File { path, flags } => Connection::open_with_flags(path, *flags)?,
    };
    conn.busy_timeout(BUSY_TIMEOUT)?;
    match location {
        Location::Memory => {
            conn.pragma_update(None, "journal_mode", "MEMORY")?;
        }
        Location::File { flags, .. } if !flags.contains(OpenFlags::SQLITE_OPEN_READ_ONLY) => {
            conn.pragma_update(None, "journal_mode", "WAL")?;
        }
        Location::File { .. } => {}
    }
    // In WAL mode, NORMAL loses no committed transaction when the process crashes (only,
    // possibly, the last ones on power loss) and spares an fsync per commit.
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.pragma_update(None, "wal_autocheckpoint", WAL_CHECKPOINT_PAGES)?;
    conn.set_prepared_statement_cache_capacity(64);
    Ok(conn)
}

/// Reads `sqlite://path?mode=…`, `sqlite:path` and `sqlite::memory:` as sqlx does: `mode` is
/// `ro`, `rw`, `rwc` or `memory`; the file is created when missing unless `ro` or `rw` says
/// otherwise (the server creates its database on first start).
fn location(url: &str) -> Result<Location, StorageError> {
    let rest = url.strip_prefix("sqlite:").ok_or(StorageError::UnsupportedUrl)?;
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
    let mut mode = "rwc";
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        match pair.split_once('=') {
            Some(("mode", value)) => mode = value,
            // Settings sqlx took that mean nothing here are refused rather than ignored.
            _ => return Err(StorageError::UnsupportedUrl),
        }
    }
    if path == ":memory:" || mode == "memory" {
        return Ok(Location::Memory);
    }
    if path.is_empty() {
        return Err(StorageError::UnsupportedUrl);
    }
    let flags = OpenFlags::SQLITE_OPEN_NO_MUTEX
        | OpenFlags::SQLITE_OPEN_URI
        | match mode {
            "ro" => OpenFlags::SQLITE_OPEN_READ_ONLY,
            "rw" => OpenFlags::SQLITE_OPEN_READ_WRITE,
            "rwc" => OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE,
            _ => return Err(StorageError::UnsupportedUrl),
        };
    Ok(Location::File { path: PathBuf::from(path), flags })
}

/// The file `url` names, if it names one.
pub(crate) fn file(url: &str) -> Option<PathBuf> {
    match location(url) {
        Ok(Location::File { path, .. }) => Some(path),
        _ => None,
    }
}

/// Where the schema stands.
fn status(conn: &Connection) -> Result<SchemaStatus, StorageError> {
    let exists: i64 = conn.query_row(Dialect::Sqlite.migrations_table_query(), [], |r| r.get(0))?;
    let database: i64 = if exists == 0 { 0 } else { conn.query_row(crate::schema::APPLIED_VERSION, [], |r| r.get(0))? };
    Ok(SchemaStatus { database, binary: Dialect::Sqlite.latest() })
}

/// Applies the pending migrations, each with its bookkeeping row in one transaction, as sqlx's
/// migrator does: a migration already applied must carry this binary's checksum, and one left
/// half-applied (`success = false`) stops everything.
fn migrate(conn: &mut Connection) -> Result<(), StorageError> {
    conn.execute_batch(crate::schema::SQLITE_MIGRATIONS_TABLE)?;
    let dirty: Option<i64> = conn
        .query_row("SELECT version FROM _sqlx_migrations WHERE success = false ORDER BY version LIMIT 1", [], |r| {
            r.get(0)
        })
        .optional()?;
    if let Some(version) = dirty {
        return Err(StorageError::Migrate(format!("migration {version} is partially applied; fix the database")));
    }
    let applied: Vec<(i64, Vec<u8>)> = conn
        .prepare("SELECT version, checksum FROM _sqlx_migrations ORDER BY version")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    for migration in Dialect::Sqlite.migrations() {
        if let Some((_, checksum)) = applied.iter().find(|(v, _)| *v == migration.version) {
            if *checksum != migration.checksum() {
                return Err(StorageError::Migrate(format!(
                    "migration {} was applied with different contents than this binary's",
                    migration.version
                )));
            }
            continue;
        }
        let started = Instant::now();
        let tx = conn.transaction()?;
        tx.execute_batch(migration.sql)
            .map_err(|e| StorageError::Migrate(format!("migration {} failed: {e}", migration.version)))?;
        tx.execute(
            "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
             VALUES (?1, ?2, TRUE, ?3, ?4)",
            params![
                migration.version,
                migration.description,
                migration.checksum(),
                i64::try_from(started.elapsed().as_nanos()).unwrap_or(i64::MAX)
            ],
        )?;
        tx.commit()?;
    }
    Ok(())
}

/// The connection's thread: takes jobs until the storage is dropped or closed.
fn serve(mut session: Session, jobs: mpsc::Receiver<Job>, acquire_timeout: Duration) {
    let mut pending: Vec<Job> = Vec::new();
    loop {
        if pending.is_empty() {
            match jobs.recv() {
                Ok(job) => pending.push(job),
                Err(_) => return,
            }
        }
        while pending.len() < MAX_BATCH
            && let Ok(job) = jobs.try_recv()
        {
            pending.push(job);
        }
        let mut queue = std::mem::take(&mut pending).into_iter();
        let mut writes: Vec<Job> = Vec::new();
        while let Some(job) = queue.next() {
            if job.queued.elapsed() > acquire_timeout {
                job.fail(StorageError::Busy(acquire_timeout));
                continue;
            }
            match job.kind {
                Kind::Write(_) => writes.push(job),
                Kind::Read(run) => {
                    commit_batch(&mut session, std::mem::take(&mut writes));
                    run(session.checked());
                }
                Kind::Admin(run) => {
                    commit_batch(&mut session, std::mem::take(&mut writes));
                    run(&mut session);
                }
                Kind::Close(done) => {
                    commit_batch(&mut session, std::mem::take(&mut writes));
                    drop(session);
                    let _ = done.send(());
                    // Later jobs (and those already queued) find the thread gone and fail.
                    for job in queue {
                        job.fail(StorageError::Closed);
                    }
                    return;
                }
            }
        }
        commit_batch(&mut session, writes);
    }
}

/// Runs `writes` in one transaction, each in a savepoint, and answers them once it commits.
fn commit_batch(session: &mut Session, writes: Vec<Job>) {
    if writes.is_empty() {
        return;
    }
    let started = Instant::now();
    let count = writes.len();
    let mut answers: Vec<Answer> = Vec::with_capacity(count);
    let mut writes = writes.into_iter();
    let outcome = (|| {
        session.checked()?;
        let conn = session.connection()?;
        let mut tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        for job in writes.by_ref() {
            let Kind::Write(run) = job.kind else { unreachable!("only writes are batched") };
            let mut savepoint = tx.savepoint()?;
            let (ok, answer) = run(Ok(&savepoint));
            answers.push(answer);
            if ok {
                savepoint.commit()?;
            } else {
                savepoint.rollback()?;
                savepoint.finish()?;
            }
        }
        tx.commit()?;
        session.commits += 1;
        Ok::<(), StorageError>(())
    })();
    metrics::counter!("concierge_storage_commits_total").increment(1);
    metrics::counter!("concierge_storage_batched_writes_total").increment(count as u64);
    metrics::histogram!("concierge_storage_commit_seconds").record(started.elapsed().as_secs_f64());
    match outcome {
        Ok(()) => answers.into_iter().for_each(|answer| answer(Ok(()))),
        Err(e) => {
            // Every write of the batch fails: those that ran (rolled back with it) and those
            // that never did.
            let message = e.to_string();
            answers.into_iter().for_each(|answer| answer(Err(StorageError::Commit(message.clone()))));
            writes.for_each(|job| job.fail(StorageError::Commit(message.clone())));
        }
    }
}

impl SqliteStorage {
    /// A handle on the database at `url`; nothing is opened until first use.
    pub(crate) fn new(url: &str, options: &StorageOptions) -> Result<Self, StorageError> {
        let mut location = location(url)?;
        if let Location::File { flags, .. } = &mut location
            && !options.create_if_missing
        {
            flags.remove(OpenFlags::SQLITE_OPEN_CREATE);
        }
        let session = Session {
            location,
            migrate_mode: options.migrate,
            create_if_missing: options.create_if_missing,
            connection: None,
            checkpointer: None,
            schema_checked: false,
            commits: 0,
        };
        let (sender, receiver) = mpsc::channel();
        let acquire_timeout = options.acquire_timeout;
        std::thread::Builder::new()
            .name("sqlite".into())
            .spawn(move || serve(session, receiver, acquire_timeout))
            .map_err(|e| StorageError::Commit(format!("cannot start the storage thread: {e}")))?;
        Ok(SqliteStorage { jobs: std::sync::Mutex::new(Some(sender)) })
    }

    fn send(&self, kind: Kind) -> Result<(), StorageError> {
        let jobs = self.jobs.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let sender = jobs.as_ref().ok_or(StorageError::Closed)?;
        sender.send(Job { kind, queued: Instant::now() }).map_err(|_| StorageError::Closed)
    }

    async fn answer<T>(receiver: oneshot::Receiver<Result<T, StorageError>>) -> Result<T, StorageError> {
        receiver.await.unwrap_or(Err(StorageError::Closed))
    }

    /// Runs `read` on the connection, outside any write transaction.
    async fn read<T: Send + 'static>(
        &self,
        read: impl FnOnce(&Connection) -> rusqlite::Result<T> + Send + 'static,
    ) -> Result<T, StorageError> {
        let (reply, receiver) = oneshot::channel();
        self.send(Kind::Read(Box::new(move |conn| {
            let _ = reply.send(conn.and_then(|c| read(c).map_err(StorageError::from)));
        })))?;
        Self::answer(receiver).await
    }

    /// Runs `write` in the next batch's transaction; answered once that commits.
    async fn write<T: Send + 'static>(
        &self,
        write: impl FnOnce(&Connection) -> rusqlite::Result<T> + Send + 'static,
    ) -> Result<T, StorageError> {
        let (reply, receiver) = oneshot::channel();
        self.send(Kind::Write(Box::new(move |conn| {
            let result = conn.and_then(|c| write(c).map_err(StorageError::from));
            let ok = result.is_ok();
            let answer: Answer = Box::new(move |committed| {
                let _ = reply.send(committed.and(result));
            });
            (ok, answer)
        })))?;
        Self::answer(receiver).await
    }

    /// Runs `admin` with the thread's session.
    async fn admin<T: Send + 'static>(
        &self,
        admin: impl FnOnce(&mut Session) -> Result<T, StorageError> + Send + 'static,
    ) -> Result<T, StorageError> {
        let (reply, receiver) = oneshot::channel();
        self.send(Kind::Admin(Box::new(move |session| {
            let _ = reply.send(admin(session));
        })))?;
        Self::answer(receiver).await
    }
}

#[async_trait::async_trait]
impl crate::Storage for SqliteStorage {
    fn backend(&self) -> &'static str {
        "sqlite"
    }

    async fn ready(&self) -> Result<(), StorageError> {
        crate::timed("ready", self.admin(|session| Ok(session.checked()?.execute_batch("SELECT 1")?))).await
    }

    async fn migrate(&self) -> Result<SchemaStatus, StorageError> {
        self.admin(|session| {
            let conn = session.connection()?;
            status(conn)?.refuse_newer()?;
            migrate(conn)?;
            status(conn)
        })
        .await
    }

    async fn schema_status(&self) -> Result<SchemaStatus, StorageError> {
        self.admin(|session| status(session.connection()?)).await
    }

    async fn conversation(&self, id: &str, now: i64) -> Result<Option<String>, StorageError> {
        let id = id.to_owned();
        crate::timed(
            "conversation",
            self.read(move |c| {
                c.prepare_cached(sql::CONVERSATION)?.query_row(params![id, now], |r| r.get(0)).optional()
            }),
        )
        .await
    }

    async fn save_turn(&self, turn: &Turn<'_>) -> Result<(), StorageError> {
        let (id, state, query, answer) =
            (turn.conversation_id.to_owned(), turn.state.to_owned(), turn.query.to_owned(), turn.answer.to_owned());
        let (now, expires_at) = (turn.now, turn.expires_at);
        let idempotency = turn.idempotency.map(|(k, o, r)| (k.to_owned(), o.to_owned(), r.to_owned()));
        crate::timed(
            "save_turn",
            self.write(move |c| {
                c.prepare_cached(sql::UPSERT_CONVERSATION)?.execute(params![id, state, now, expires_at])?;
                c.prepare_cached(sql::INSERT_TURN)?.execute(params![id, query, answer, now])?;
                if let Some((key, operation, response)) = idempotency {
                    c.prepare_cached(sql::COMPLETE)?.execute(params![response, key, operation])?;
                }
                Ok(())
            }),
        )
        .await
    }

    async fn turn_count(&self, conversation_id: &str) -> Result<i64, StorageError> {
        let id = conversation_id.to_owned();
        crate::timed("turn_count", self.read(move |c| c.prepare_cached(sql::TURN_COUNT)?.query_row([id], |r| r.get(0))))
            .await
    }

    async fn claim(&self, claim: &ClaimRequest<'_>) -> Result<Claim, StorageError> {
        let (key, operation, digest) = (claim.key.to_owned(), claim.operation.to_owned(), claim.digest.to_owned());
        let (now, stale_before, expires_at) = (claim.now, claim.stale_before, claim.expires_at);
        crate::timed(
            "claim",
            self.write(move |c| {
                c.prepare_cached(sql::CLEAR_DEAD_CLAIM)?.execute(params![key, operation, now, stale_before])?;
                let inserted =
                    c.prepare_cached(sql::CLAIM)?.execute(params![key, operation, digest, now, expires_at])?;
                if inserted == 1 {
                    return Ok(Claim::Fresh);
                }
                let held: Option<(String, Option<String>)> = c
                    .prepare_cached(sql::CLAIMED)?
                    .query_row(params![key, operation], |r| Ok((r.get(0)?, r.get(1)?)))
                    .optional()?;
                Ok(match held {
                    None => Claim::InFlight,
                    Some((held_digest, _)) if held_digest != digest => Claim::Conflict,
                    Some((_, Some(response))) => Claim::Replay(response),
                    Some((_, None)) => Claim::InFlight,
                })
            }),
        )
        .await
    }

    async fn complete(&self, key: &str, operation: &str, response: &str) -> Result<(), StorageError> {
        let (key, operation, response) = (key.to_owned(), operation.to_owned(), response.to_owned());
        crate::timed(
            "complete",
            self.write(move |c| c.prepare_cached(sql::COMPLETE)?.execute(params![response, key, operation]).map(drop)),
        )
        .await
    }

    async fn release(&self, key: &str, operation: &str) -> Result<(), StorageError> {
        let (key, operation) = (key.to_owned(), operation.to_owned());
        crate::timed(
            "release",
            self.write(move |c| c.prepare_cached(sql::RELEASE)?.execute(params![key, operation]).map(drop)),
        )
        .await
    }

    async fn record_unanswered(
        &self,
        question: &str,
        language: &str,
        kind: GapKind,
        now: i64,
    ) -> Result<(), StorageError> {
        let (question, language) = (question.to_owned(), language.to_owned());
        crate::timed(
            "record_unanswered",
            self.write(move |c| {
                c.prepare_cached(sql::RECORD_UNANSWERED)?
                    .execute(params![question, language, now, kind.as_str()])
                    .map(drop)
            }),
        )
        .await
    }

    async fn unanswered(&self, limit: i64) -> Result<Vec<Unanswered>, StorageError> {
        crate::timed(
            "unanswered",
            self.read(move |c| {
                c.prepare_cached(sql::UNANSWERED)?
                    .query_map([limit], |r| {
                        Ok(Unanswered {
                            question: r.get(0)?,
                            language: r.get(1)?,
                            count: r.get(2)?,
                            first_seen: r.get(3)?,
                            last_seen: r.get(4)?,
                            kind: GapKind::from_stored(&r.get::<_, String>(5)?),
                            handled_at: r.get(6)?,
                        })
                    })?
                    .collect()
            }),
        )
        .await
    }

    async fn mark_unanswered_handled(&self, questions: &[(String, String)], now: i64) -> Result<u64, StorageError> {
        let questions = crate::distinct(questions);
        crate::timed(
            "mark_unanswered_handled",
            // One write: its savepoint makes the updates one, in the batch's transaction.
            self.write(move |c| {
                let mut mark = c.prepare_cached(sql::MARK_UNANSWERED_HANDLED)?;
                let mut marked = 0;
                for (question, language) in &questions {
                    marked += mark.execute(params![now, question, language])? as u64;
                }
                Ok(marked)
            }),
        )
        .await
    }

    async fn end_session(&self, agent: &str, sid: &str, now: i64) -> Result<(), StorageError> {
        let (agent, sid) = (agent.to_owned(), sid.to_owned());
        crate::timed(
            "end_session",
            self.write(move |c| c.prepare_cached(sql::END_SESSION)?.execute(params![agent, sid, now]).map(drop)),
        )
        .await
    }

    async fn session_ended(&self, agent: &str, sid: &str) -> Result<bool, StorageError> {
        let (agent, sid) = (agent.to_owned(), sid.to_owned());
        crate::timed(
            "session_ended",
            self.read(move |c| c.prepare_cached(sql::SESSION_ENDED)?.exists(params![agent, sid])),
        )
        .await
    }

    async fn count_request(&self, bucket: &str, window_start: i64, expires_at: i64) -> Result<i64, StorageError> {
        let bucket = bucket.to_owned();
        crate::timed(
            "count_request",
            self.write(move |c| {
                c.prepare_cached(sql::COUNT_REQUEST)?.query_row(params![bucket, window_start, expires_at], |r| r.get(0))
            }),
        )
        .await
    }

    async fn announce(&self, replica: &Replica, alive_since: i64) -> Result<Vec<Replica>, StorageError> {
        let replica = replica.clone();
        crate::timed(
            "announce",
            self.write(move |c| {
                c.prepare_cached(sql::ANNOUNCE)?.execute(params![
                    replica.id,
                    replica.keys,
                    i64::from(replica.per_process_keys),
                    replica.started_at,
                    replica.heartbeat_at
                ])?;
                c.prepare_cached(sql::REPLICAS)?
                    .query_map(params![replica.id, alive_since], |r| {
                        Ok(Replica {
                            id: r.get(0)?,
                            keys: r.get(1)?,
                            per_process_keys: r.get::<_, i64>(2)? != 0,
                            started_at: r.get(3)?,
                            heartbeat_at: r.get(4)?,
                        })
                    })?
                    .collect()
            }),
        )
        .await
    }

    async fn claim_owner(&self, owner: &Owner, take_over: bool) -> Result<Owner, StorageError> {
        let owner = owner.clone();
        crate::timed(
            "claim_owner",
            self.write(move |c| {
                let claim = if take_over { sql::TAKE_OVER_OWNER } else { sql::CLAIM_OWNER };
                c.prepare_cached(claim)?.execute(params![owner.business, owner.name, owner.claimed_at])?;
                c.prepare_cached(sql::OWNER)?
                    .query_row([], |r| Ok(Owner { business: r.get(0)?, name: r.get(1)?, claimed_at: r.get(2)? }))
            }),
        )
        .await
    }

    async fn withdraw(&self, replica_id: &str) -> Result<(), StorageError> {
        let id = replica_id.to_owned();
        crate::timed("withdraw", self.write(move |c| c.prepare_cached(sql::WITHDRAW)?.execute([id]).map(drop))).await
    }

    async fn sweep(&self, now: i64, unanswered_before: i64) -> Result<Purged, StorageError> {
        crate::timed(
            "sweep",
            self.write(move |c| {
                let turns = c.prepare_cached(sql::SWEEP_TURNS)?.execute([now])?;
                let conversations = c.prepare_cached(sql::SWEEP_CONVERSATIONS)?.execute([now])?;
                let keys = c.prepare_cached(sql::SWEEP_KEYS)?.execute([now])?;
                c.prepare_cached(sql::SWEEP_RATE_WINDOWS)?.execute([now])?;
                c.prepare_cached(sql::SWEEP_REPLICAS)?.execute([now - 3600])?;
                let unanswered = c.prepare_cached(sql::SWEEP_UNANSWERED)?.execute([unanswered_before])?;
                Ok(Purged {
                    conversations: conversations as u64,
                    turns: turns as u64,
                    idempotency_keys: keys as u64,
                    unanswered: unanswered as u64,
                })
            }),
        )
        .await
    }

    async fn delete_conversation(&self, id: &str, responses_containing: &str) -> Result<Purged, StorageError> {
        let id = id.to_owned();
        let mark = (!responses_containing.is_empty()).then(|| crate::containing(responses_containing));
        crate::timed(
            "delete_conversation",
            self.write(move |c| {
                let turns = c.prepare_cached(sql::DELETE_TURNS)?.execute([&id])?;
                let keys = match &mark {
                    Some(pattern) => c.prepare_cached(sql::DELETE_CONVERSATION_RESPONSES)?.execute([pattern])?,
                    None => 0,
                };
                let conversations = c.prepare_cached(sql::DELETE_CONVERSATION)?.execute([&id])?;
                Ok(Purged {
                    conversations: conversations as u64,
                    turns: turns as u64,
                    idempotency_keys: keys as u64,
                    unanswered: 0,
                })
            }),
        )
        .await
    }

    async fn delete_unanswered(&self, before: i64) -> Result<Purged, StorageError> {
        crate::timed(
            "delete_unanswered",
            self.write(move |c| {
                let unanswered = c.prepare_cached(sql::DELETE_UNANSWERED_BEFORE)?.execute([before])?;
                Ok(Purged { unanswered: unanswered as u64, ..Purged::default() })
            }),
        )
        .await
    }

    async fn backup(&self, to: &std::path::Path) -> Result<(), StorageError> {
        let to = to.to_owned();
        crate::timed(
            "backup",
            self.admin(move |session| {
                let conn = session.checked()?;
                // Created empty and owner-only first (the copy holds buyers' words); VACUUM
                // INTO writes into an empty file, and creating it refuses an existing one.
                let mut options = std::fs::OpenOptions::new();
                options.write(true).create_new(true);
                #[cfg(unix)]
                std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
                match options.open(&to) {
                    Ok(_) => {}
                    Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                        return Err(StorageError::BackupExists(to.display().to_string()));
                    }
                    Err(e) => return Err(StorageError::BackupFile(format!("{}: {e}", to.display()))),
                }
                let copied = conn.execute("VACUUM INTO ?1", [to.to_string_lossy()]);
                if let Err(e) = copied {
                    let _ = std::fs::remove_file(&to);
                    return Err(e.into());
                }
                Ok(())
            }),
        )
        .await
    }

    async fn close(&self) {
        let sender = self.jobs.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
        if let Some(sender) = sender {
            let (done, closed) = oneshot::channel();
            if sender.send(Job { kind: Kind::Close(done), queued: Instant::now() }).is_ok() {
                let _ = closed.await;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_read_as_sqlx_reads_them() {
        assert_eq!(location("sqlite::memory:").unwrap(), Location::Memory);
        assert_eq!(location("sqlite://x.db?mode=memory").unwrap(), Location::Memory);
        let Location::File { path, flags } = location("sqlite://dir/x.db?mode=rwc").unwrap() else { panic!() };
        assert_eq!(path, PathBuf::from("dir/x.db"));
        assert!(flags.contains(OpenFlags::SQLITE_OPEN_CREATE));
        let Location::File { flags, .. } = location("sqlite:x.db").unwrap() else { panic!() };
        assert!(flags.contains(OpenFlags::SQLITE_OPEN_CREATE), "created unless told otherwise");
        let Location::File { flags, .. } = location("sqlite:///abs/x.db?mode=ro").unwrap() else { panic!() };
        assert!(flags.contains(OpenFlags::SQLITE_OPEN_READ_ONLY));
        for bad in ["sqlite://x.db?mode=wat", "sqlite://x.db?cache=shared", "sqlite://", "postgres://x"] {
            assert!(location(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_file_of_a_url_is_named() {
        assert_eq!(crate::sqlite_file("sqlite://data/c.sqlite?mode=rwc"), Some(PathBuf::from("data/c.sqlite")));
        assert_eq!(crate::sqlite_file("sqlite:///abs/c.sqlite"), Some(PathBuf::from("/abs/c.sqlite")));
        assert_eq!(crate::sqlite_file("sqlite::memory:"), None);
        assert_eq!(crate::sqlite_file("postgres://u@h/db"), None);
    }

    #[test]
    fn a_file_database_keeps_a_write_ahead_log_checkpointed_every_ten_thousand_pages() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("c.db").display());
        let conn = open_connection(&location(&url).unwrap()).unwrap();
        let pragma = |name: &str| conn.pragma_query_value(None, name, |row| row.get::<_, rusqlite::types::Value>(0));
        assert_eq!(pragma("journal_mode").unwrap(), rusqlite::types::Value::Text("wal".into()));
        assert_eq!(pragma("wal_autocheckpoint").unwrap(), rusqlite::types::Value::Integer(WAL_CHECKPOINT_PAGES.into()));
        assert_eq!(pragma("synchronous").unwrap(), rusqlite::types::Value::Integer(1), "NORMAL");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn committed_pages_reach_the_database_file_without_a_commit_copying_them() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("c.db");
        let url = format!("sqlite://{}", file.display());
        let db = SqliteStorage::new(&url, &StorageOptions::default()).unwrap();
        // About 100 pages, far below the writer's own checkpoint at WAL_CHECKPOINT_PAGES.
        db.write(|c| c.execute_batch("CREATE TABLE filler (x BLOB); INSERT INTO filler VALUES (zeroblob(400000));"))
            .await
            .unwrap();
        let probe = Connection::open_with_flags(&file, OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
        let pragma = |name: &str| probe.pragma_query_value(None, name, |row| row.get::<_, i64>(0)).unwrap();
        let logical = u64::try_from(pragma("page_count") * pragma("page_size")).unwrap();
        assert!(logical >= 400_000, "{logical}");
        // The log holds the pages until the background checkpointer copies them.
        let deadline = Instant::now() + Duration::from_secs(10);
        while std::fs::metadata(&file).unwrap().len() < logical {
            assert!(Instant::now() < deadline, "the pages never reached the database file");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        drop(probe);
        crate::Storage::close(&db).await;
    }

    fn memory(acquire_timeout: Duration) -> SqliteStorage {
        SqliteStorage::new("sqlite::memory:", &StorageOptions { acquire_timeout, ..StorageOptions::default() }).unwrap()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn writes_that_arrive_together_commit_together_and_a_failing_one_fails_alone() {
        use crate::Storage;
        let db = std::sync::Arc::new(memory(Duration::from_secs(5)));
        db.ready().await.unwrap();
        // Hold the thread so that the writes queue up behind it.
        let (hold, held) = std::sync::mpsc::channel::<()>();
        let blocker = db.read(move |_| {
            let _ = held.recv_timeout(Duration::from_secs(5));
            Ok(())
        });
        let writes = (0..50).map(|i| {
            let db = db.clone();
            async move {
                if i == 25 {
                    db.write(|c| c.execute_batch("INSERT INTO no_such_table VALUES (1)")).await
                } else {
                    db.record_unanswered(&format!("q{i}"), "en", GapKind::CantAnswer, i).await
                }
            }
        });
        let writes = futures_util::future::join_all(writes);
        let release = async {
            tokio::time::sleep(Duration::from_millis(200)).await;
            hold.send(()).unwrap();
        };
        let (blocked, results, ()) = tokio::join!(blocker, writes, release);
        blocked.unwrap();
        for (i, result) in results.iter().enumerate() {
            assert_eq!(result.is_ok(), i != 25, "write {i}: {result:?}");
        }
        assert_eq!(db.unanswered(100).await.unwrap().len(), 49, "every other write committed");
        let commits = db.admin(|s| Ok(s.commits)).await.unwrap();
        assert!(commits < 10, "49 writes in {commits} commits");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_call_that_waits_longer_than_the_acquire_timeout_fails_without_running() {
        use crate::Storage;
        let db = std::sync::Arc::new(memory(Duration::from_millis(100)));
        db.ready().await.unwrap();
        let slow = db.read(|_| {
            std::thread::sleep(Duration::from_millis(400));
            Ok(())
        });
        let late = async {
            tokio::time::sleep(Duration::from_millis(50)).await;
            db.record_unanswered("late", "en", GapKind::CantAnswer, 1).await
        };
        let (slow, late) = tokio::join!(slow, late);
        slow.unwrap();
        assert!(matches!(late, Err(StorageError::Busy(_))), "{late:?}");
        assert!(db.unanswered(10).await.unwrap().is_empty(), "nothing was done");
    }

    #[test]
    fn every_statement_prepares_with_its_parameters_numbered_as_bound() {
        let mut conn = Connection::open_in_memory().unwrap();
        migrate(&mut conn).unwrap();
        for statement in sql::ALL {
            let prepared = conn.prepare(statement).unwrap_or_else(|e| panic!("{e}: {statement}"));
            for i in 1..=prepared.parameter_count() {
                assert_eq!(prepared.parameter_name(i), Some(format!("${i}").as_str()), "{statement}");
            }
        }
    }
}
