//! Concierge's durable records, behind one trait with two backends.
//!
//! [`Storage`] is everything the server writes: conversations and their turns, idempotency
//! claims with the responses they produced, the questions the business could not answer, Poppy
//! Sessions the company ended, the replicas sharing the database, and (when rate limits are
//! cluster-wide) request counts per window. [`open`] picks the backend from the URL:
//!
//! - `sqlite://path?mode=rwc` or `sqlite::memory:` ([`sqlite`]): the embedded default, one
//!   process (or several on one machine sharing the file);
//! - `postgres://…` ([`postgres`]): for replicas that share nothing but the database.
//!
//! Both run the same SQL ([`sql`]) and the same versioned migrations, one list per backend
//! ([`schema`]); SQLite on a connection thread of its own with group commit, PostgreSQL through
//! a sqlx pool; the service above sees only `Arc<dyn Storage>`. Everything that
//! expires carries an `expires_at` (Unix seconds) and is ignored once past it; [`Storage::sweep`]
//! deletes the dead rows. Every call is timed into `concierge_storage_seconds{operation}` and
//! every failure counted in `concierge_storage_errors_total{operation}`.
//!
//! The one storage conformance suite (`tests/conformance.rs`) runs against both backends.

mod postgres;
pub mod schema;
mod sql;
mod sqlite;

use std::sync::Arc;
use std::time::Duration;

pub use schema::{MigrateMode, SchemaStatus};

/// Storage could not be used.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    /// The database did not answer, or refused the statement (PostgreSQL).
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    /// SQLite refused the statement or could not open the database.
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// The transaction a write was batched into failed, so the write did not happen either
    /// (SQLite).
    #[error("database error: the write's transaction failed: {0}")]
    Commit(String),
    /// The database was busy for longer than `storage.acquire_timeout_ms`: nothing was done.
    #[error("the database was busy for more than {0:?}; nothing was done")]
    Busy(Duration),
    /// The storage was closed.
    #[error("the storage is closed")]
    Closed,
    /// Applying a migration failed (PostgreSQL).
    #[error("migration failed: {0}")]
    Migration(#[from] sqlx::migrate::MigrateError),
    /// Applying a migration failed (SQLite).
    #[error("migration failed: {0}")]
    Migrate(String),
    /// The database does not exist, and this handle was opened not to create it
    /// ([`StorageOptions::create_if_missing`] off: commands that only read, or that act on the
    /// server's existing records). Nothing was created.
    #[error("there is no Concierge database at {database} (nothing was created there)")]
    Missing {
        /// The database looked for: a SQLite file's absolute path, or the redacted URL.
        database: String,
    },
    /// `concierge backup` copies SQLite files; PostgreSQL has its own tools.
    #[error(
        "a PostgreSQL database is backed up with PostgreSQL's tools (pg_dump, or the provider's snapshots; \
         docs/data.md), not by Concierge"
    )]
    BackupUnsupported,
    /// The backup's destination already exists.
    #[error("{0} already exists: a backup never overwrites a file; choose another path, or move that one away")]
    BackupExists(String),
    /// The backup's file could not be created (`path: reason`).
    #[error("cannot create the backup {0}")]
    BackupFile(String),
    /// The URL names no backend this build has.
    #[error("unsupported database URL (expected sqlite://…, sqlite::memory: or postgres://…)")]
    UnsupportedUrl,
    /// The database's schema is newer than this binary knows: a newer release migrated it.
    #[error(
        "the database schema is at version {database}, newer than this binary's {binary}: \
         a newer Concierge migrated it; run that release (or newer), not this one"
    )]
    SchemaTooNew {
        /// The newest migration applied to the database.
        database: i64,
        /// The newest migration this binary has.
        binary: i64,
    },
    /// Migrations are pending and `storage.migrate` is `off`.
    #[error(
        "the database schema is at version {database}, older than this binary's {binary}, and \
         storage.migrate is \"off\": run `concierge migrate` first"
    )]
    SchemaBehind {
        /// The newest migration applied to the database (0: none).
        database: i64,
        /// The newest migration this binary has.
        binary: i64,
    },
}

/// How a backend connects (`[storage]` in the configuration).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StorageOptions {
    /// The most connections the pool opens (PostgreSQL; SQLite always uses one connection).
    pub max_connections: u32,
    /// Connections kept open while idle (PostgreSQL).
    pub min_connections: u32,
    /// How long a call waits for a connection before failing (and Ask answering 503).
    pub acquire_timeout: Duration,
    /// How long one statement may run before the server cancels it (PostgreSQL).
    pub statement_timeout: Duration,
    /// Whether the first use applies pending migrations or refuses to run on an old schema.
    pub migrate: MigrateMode,
    /// Whether a database that does not exist yet is created (a SQLite file; the schema of an
    /// empty PostgreSQL database). Off, such a database is [`StorageError::Missing`]: what
    /// only reads, or acts on the server's existing records, never leaves an empty database
    /// behind where it looked.
    pub create_if_missing: bool,
}

impl Default for StorageOptions {
    fn default() -> Self {
        StorageOptions {
            max_connections: 10,
            min_connections: 0,
            acquire_timeout: Duration::from_secs(2),
            statement_timeout: Duration::from_secs(5),
            migrate: MigrateMode::Auto,
            create_if_missing: true,
        }
    }
}

/// The outcome of claiming an idempotency key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// The key is new: run the operation, then [`Storage::complete`] it.
    Fresh,
    /// The same request already completed: return its response as is.
    Replay(String),
    /// The key was used with a different payload.
    Conflict,
    /// The same request is still running (on this replica or another).
    InFlight,
}

/// A claim on an idempotency key for one operation and request digest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClaimRequest<'a> {
    /// The key, already scoped to its caller.
    pub key: &'a str,
    /// The operation it is for.
    pub operation: &'a str,
    /// The hex SHA-256 of the request payload.
    pub digest: &'a str,
    /// Now (Unix seconds).
    pub now: i64,
    /// A claim without a response made at or before this instant belongs to a request that
    /// can no longer be running (its connection dropped, it timed out): it is taken over.
    pub stale_before: i64,
    /// When the claim, and the response stored under it, expire.
    pub expires_at: i64,
}

/// One answered turn of a conversation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Turn<'a> {
    /// The conversation it belongs to.
    pub conversation_id: &'a str,
    /// The conversation's state after the turn (opaque JSON).
    pub state: &'a str,
    /// The question.
    pub query: &'a str,
    /// The answer's plain text.
    pub answer: &'a str,
    /// Now (Unix seconds).
    pub now: i64,
    /// When the conversation expires.
    pub expires_at: i64,
    /// The claimed idempotency key and operation, and the response to store under it.
    pub idempotency: Option<(&'a str, &'a str, &'a str)>,
}

/// What kind of gap an unanswered question shows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum GapKind {
    /// The business could not answer it (`cant_answer`; what rows from before the kinds were
    /// recorded read as).
    #[default]
    CantAnswer,
    /// It was answered, with little confidence (`low_confidence`).
    LowConfidence,
}

impl GapKind {
    /// How it is stored: `cant_answer` or `low_confidence`.
    pub fn as_str(self) -> &'static str {
        match self {
            GapKind::CantAnswer => "cant_answer",
            GapKind::LowConfidence => "low_confidence",
        }
    }

    /// The kind [`GapKind::as_str`] names; `None` for anything else.
    pub fn parse(value: &str) -> Option<GapKind> {
        match value {
            "cant_answer" => Some(GapKind::CantAnswer),
            "low_confidence" => Some(GapKind::LowConfidence),
            _ => None,
        }
    }

    /// A stored value: one this build does not know reads as [`GapKind::CantAnswer`].
    pub(crate) fn from_stored(value: &str) -> GapKind {
        GapKind::parse(value).unwrap_or_default()
    }
}

impl std::fmt::Display for GapKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A question the business could not answer, with how often it was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unanswered {
    /// The question, normalised (lower case, single spaces).
    pub question: String,
    /// Its language.
    pub language: String,
    /// How many times it was asked.
    pub count: i64,
    /// When it was first asked (Unix seconds).
    pub first_seen: i64,
    /// When it was last asked (Unix seconds).
    pub last_seen: i64,
    /// The kind of gap its latest asking showed.
    pub kind: GapKind,
    /// When an operator marked it handled (Unix seconds), if ever. Asked again since
    /// (`last_seen > handled_at`), it is open again.
    pub handled_at: Option<i64>,
}

/// A server process sharing the database, as it announced itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replica {
    /// A random id for the process's lifetime.
    pub id: String,
    /// A fingerprint of the keys every replica must share (never the keys themselves).
    pub keys: String,
    /// Whether some of those keys were made for this process (not configured).
    pub per_process_keys: bool,
    /// When it started (Unix seconds).
    pub started_at: i64,
    /// When it last said it was alive (Unix seconds).
    pub heartbeat_at: i64,
}

/// The business a database belongs to: recorded by the first server that uses it, so that a
/// server for another business refuses to mix its records in (`concierge_service::ownership`
/// says why the business is named by its GID authority).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Owner {
    /// What identifies the business (its GID authority).
    pub business: String,
    /// Its display name when it last claimed the database, for messages.
    pub name: String,
    /// When it first claimed the database (Unix seconds).
    pub claimed_at: i64,
}

/// What a purge deleted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Purged {
    /// Conversations (their state).
    pub conversations: u64,
    /// Turns of those conversations (each a question and its answer).
    pub turns: u64,
    /// Idempotency keys with the responses stored under them.
    pub idempotency_keys: u64,
    /// Unanswered questions.
    pub unanswered: u64,
}

impl Purged {
    /// Whether nothing was deleted.
    pub fn is_empty(&self) -> bool {
        *self == Purged::default()
    }
}

/// `3 conversations (12 turns), 1 idempotency key, 0 unanswered questions`.
impl std::fmt::Display for Purged {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let count = |n: u64, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        write!(
            f,
            "{} ({}), {}, {}",
            count(self.conversations, "conversation", "conversations"),
            count(self.turns, "turn", "turns"),
            count(self.idempotency_keys, "idempotency key", "idempotency keys"),
            count(self.unanswered, "unanswered question", "unanswered questions"),
        )
    }
}

/// Everything the server writes. Implemented by the SQLite and PostgreSQL backends; the
/// conformance suite holds both to the same behaviour.
#[async_trait::async_trait]
pub trait Storage: Send + Sync + std::fmt::Debug {
    /// Which backend this is (`sqlite` or `postgres`), for logs.
    fn backend(&self) -> &'static str;

    /// Connects (once) and checks the schema, migrating it when allowed; afterwards, a round
    /// trip to the database. Readiness is this call succeeding.
    async fn ready(&self) -> Result<(), StorageError>;

    /// Applies every pending migration (`concierge migrate`) and says where the schema stands.
    async fn migrate(&self) -> Result<SchemaStatus, StorageError>;

    /// Where the schema stands, changing nothing.
    async fn schema_status(&self) -> Result<SchemaStatus, StorageError>;

    /// A live conversation's state (opaque JSON).
    async fn conversation(&self, id: &str, now: i64) -> Result<Option<String>, StorageError>;

    /// Appends a turn, saves the conversation's new state and, when the turn came with an
    /// idempotency key, stores the response under it, all in one transaction: a retry either
    /// finds the stored response or finds no turn. Concurrent turns of one conversation are
    /// serialised by its row.
    async fn save_turn(&self, turn: &Turn<'_>) -> Result<(), StorageError>;

    /// How many turns a conversation has recorded.
    async fn turn_count(&self, conversation_id: &str) -> Result<i64, StorageError>;

    /// Claims an idempotency key. Exactly one of any number of concurrent claims of a new key
    /// (from any replica) is [`Claim::Fresh`].
    async fn claim(&self, claim: &ClaimRequest<'_>) -> Result<Claim, StorageError>;

    /// Stores the response of a claimed key.
    async fn complete(&self, key: &str, operation: &str, response: &str) -> Result<(), StorageError>;

    /// Releases a claim whose operation failed, so a retry can run it.
    async fn release(&self, key: &str, operation: &str) -> Result<(), StorageError>;

    /// Counts one more asking of an unanswered question (already normalised): the first sets
    /// `first_seen`; each sets `last_seen` and `kind` (the latest wins). `handled_at` is kept:
    /// asked again after it, the question is open again.
    async fn record_unanswered(
        &self,
        question: &str,
        language: &str,
        kind: GapKind,
        now: i64,
    ) -> Result<(), StorageError>;

    /// The unanswered questions, most frequent first.
    async fn unanswered(&self, limit: i64) -> Result<Vec<Unanswered>, StorageError>;

    /// Marks the unanswered questions `(question, language)` handled at `now`, in one
    /// transaction; returns how many there were (a pair named twice counts once; one not
    /// recorded, or deleted since, not at all).
    async fn mark_unanswered_handled(&self, questions: &[(String, String)], now: i64) -> Result<u64, StorageError>;

    /// Records that the company ended `agent`'s Poppy Session `sid`.
    async fn end_session(&self, agent: &str, sid: &str, now: i64) -> Result<(), StorageError>;

    /// Whether the company ended `agent`'s Poppy Session `sid`.
    async fn session_ended(&self, agent: &str, sid: &str) -> Result<bool, StorageError>;

    /// Counts one request against `bucket` in the window starting at `window_start`, and
    /// returns the window's count so far (cluster-wide rate limits).
    async fn count_request(&self, bucket: &str, window_start: i64, expires_at: i64) -> Result<i64, StorageError>;

    /// Announces (or refreshes) this replica and returns the other replicas alive since
    /// `alive_since`.
    async fn announce(&self, replica: &Replica, alive_since: i64) -> Result<Vec<Replica>, StorageError>;

    /// Records `owner` as the database's owner unless another business already is (then its
    /// name is refreshed if it is the same business), or, with `take_over`, whoever was; returns
    /// the owner now recorded, which the caller compares with its own.
    async fn claim_owner(&self, owner: &Owner, take_over: bool) -> Result<Owner, StorageError>;

    /// Removes this replica's announcement (at shutdown).
    async fn withdraw(&self, replica_id: &str) -> Result<(), StorageError>;

    /// Deletes what is past its retention, in one transaction: expired conversations with
    /// their turns, expired idempotency records and rate windows, replicas silent since
    /// `now - 3600`, and unanswered questions last asked at or before `unanswered_before`.
    async fn sweep(&self, now: i64, unanswered_before: i64) -> Result<Purged, StorageError>;

    /// Deletes one conversation and its turns, live or not (an operator erasing a buyer's
    /// words), with the stored responses whose text contains `responses_containing` (the
    /// caller's mark of a response about that conversation; empty: none); counts what went
    /// (nothing: there was no such conversation).
    async fn delete_conversation(&self, id: &str, responses_containing: &str) -> Result<Purged, StorageError>;

    /// Deletes the unanswered questions last asked before `before` (every one: `i64::MAX`).
    async fn delete_unanswered(&self, before: i64) -> Result<Purged, StorageError>;

    /// Copies the whole database, consistently (one read transaction, while writers go on),
    /// into a new file at `to`, created owner-only; never overwrites one (SQLite; PostgreSQL:
    /// [`StorageError::BackupUnsupported`]).
    async fn backup(&self, to: &std::path::Path) -> Result<(), StorageError>;

    /// Closes the pool; later calls fail (used to prove callers fail closed).
    async fn close(&self);
}

/// The storage at `url`. Nothing is opened until first use; call [`Storage::ready`] at
/// start-up to find configuration and connection errors early.
pub fn open(url: &str, options: &StorageOptions) -> Result<Arc<dyn Storage>, StorageError> {
    if url.starts_with("sqlite:") {
        Ok(Arc::new(sqlite::SqliteStorage::new(url, options)?))
    } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(Arc::new(postgres::PostgresStorage::new(url, options)?))
    } else {
        Err(StorageError::UnsupportedUrl)
    }
}

/// The file a SQLite URL names (`sqlite://path?mode=rwc`), as given (relative paths stay
/// relative to the working directory); `None` for in-memory SQLite and other backends.
pub fn sqlite_file(url: &str) -> Option<std::path::PathBuf> {
    sqlite::file(url)
}

/// The database `url` names, for messages: a SQLite file's absolute path, or the URL with its
/// password redacted.
pub fn describe(url: &str) -> String {
    match sqlite_file(url) {
        Some(path) => std::path::absolute(&path).unwrap_or(path).display().to_string(),
        None => redact_url(url),
    }
}

/// Whether `url` names a backend this build has.
pub fn supported_url(url: &str) -> bool {
    url.starts_with("sqlite:") || url.starts_with("postgres://") || url.starts_with("postgresql://")
}

/// `questions` without repeats, in their order (so that each row is counted once).
fn distinct(questions: &[(String, String)]) -> Vec<(String, String)> {
    let mut seen = std::collections::HashSet::new();
    questions.iter().filter(|pair| seen.insert(*pair)).cloned().collect()
}

/// The `LIKE` pattern matching any text that contains `text`.
fn containing(text: &str) -> String {
    let escaped = text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    format!("%{escaped}%")
}

/// `url` with any password replaced by `***`, for logs and error messages.
pub fn redact_url(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let userinfo = &url[scheme + 3..at];
            match userinfo.find(':') {
                Some(colon) => format!("{}{}:***{}", &url[..scheme + 3], &userinfo[..colon], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

/// Times `call` into the storage metrics under `operation`.
async fn timed<T>(
    operation: &'static str,
    call: impl std::future::Future<Output = Result<T, StorageError>>,
) -> Result<T, StorageError> {
    let started = std::time::Instant::now();
    let result = call.await;
    metrics::histogram!("concierge_storage_seconds", "operation" => operation).record(started.elapsed().as_secs_f64());
    if result.is_err() {
        metrics::counter!("concierge_storage_errors_total", "operation" => operation).increment(1);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gap_kinds_are_stored_by_name() {
        for kind in [GapKind::CantAnswer, GapKind::LowConfidence] {
            assert_eq!(GapKind::parse(kind.as_str()), Some(kind));
            assert_eq!(kind.to_string(), kind.as_str());
        }
        assert_eq!(GapKind::LowConfidence.as_str(), "low_confidence");
        assert_eq!(GapKind::parse("Low_Confidence"), None);
        assert_eq!(GapKind::from_stored("from_a_newer_release"), GapKind::CantAnswer);
        assert_eq!(GapKind::default(), GapKind::CantAnswer);
    }

    #[test]
    fn questions_to_mark_are_counted_once() {
        let pair = |q: &str, l: &str| (q.to_owned(), l.to_owned());
        let named = [pair("a", "en"), pair("a", "de"), pair("a", "en"), pair("b", "en")];
        assert_eq!(distinct(&named), [pair("a", "en"), pair("a", "de"), pair("b", "en")]);
    }

    #[test]
    fn like_patterns_match_the_text_literally() {
        assert_eq!(containing("conv_1%\\"), "%conv\\_1\\%\\\\%");
    }

    #[test]
    fn passwords_are_redacted() {
        assert_eq!(redact_url("postgres://u:secret@h:5432/db"), "postgres://u:***@h:5432/db");
        assert_eq!(redact_url("postgres://u@h/db"), "postgres://u@h/db");
        assert_eq!(redact_url("sqlite::memory:"), "sqlite::memory:");
    }

    #[test]
    fn urls_choose_the_backend() {
        assert!(matches!(open("mysql://x", &StorageOptions::default()), Err(StorageError::UnsupportedUrl)));
        assert_eq!(open("sqlite::memory:", &StorageOptions::default()).unwrap().backend(), "sqlite");
        assert_eq!(open("postgres://u@127.0.0.1:1/db", &StorageOptions::default()).unwrap().backend(), "postgres");
    }
}
