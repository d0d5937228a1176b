//! Durable records, in an embedded SQLite database by default (`storage.database_url`):
//! conversations and their turns, idempotency keys with the responses they produced, and the
//! questions the business could not answer.
//!
//! Everything that has an expiry carries an `expires_at` column and is ignored once past it;
//! [`Database::sweep`] deletes the dead rows. Any database failure surfaces as
//! [`DatabaseError`], which the Ask path turns into 503: idempotency fails closed.

use std::str::FromStr;
use std::time::Duration;

use concierge_ask::ConversationState;
use sha2::{Digest, Sha256};
use sqlx::Row;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous};

/// The database could not be used.
#[derive(Debug, thiserror::Error)]
#[error("database error: {0}")]
pub struct DatabaseError(#[from] sqlx::Error);

/// The outcome of claiming an idempotency key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// The key is new: run the operation, then [`Database::complete`] it.
    Fresh,
    /// The same request already completed: return its response as is.
    Replay(String),
    /// The key was used with a different payload.
    Conflict,
    /// The same request is still running elsewhere.
    InFlight,
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
    /// When it was last asked (Unix seconds).
    pub last_seen: i64,
}

/// The database handle (cheap to clone). Connections open on first use; call
/// [`Database::ready`] at start-up to find configuration errors early.
#[derive(Debug, Clone)]
pub struct Database {
    options: SqliteConnectOptions,
    pool: std::sync::Arc<tokio::sync::OnceCell<SqlitePool>>,
}

const SCHEMA: &[&str] = &[
    "CREATE TABLE IF NOT EXISTS conversations (
        id TEXT PRIMARY KEY,
        state TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS turns (
        conversation_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        query TEXT NOT NULL,
        answer TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (conversation_id, seq))",
    "CREATE TABLE IF NOT EXISTS idempotency (
        key TEXT NOT NULL,
        operation TEXT NOT NULL,
        digest TEXT NOT NULL,
        response TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        PRIMARY KEY (key, operation))",
    "CREATE TABLE IF NOT EXISTS unanswered (
        question TEXT NOT NULL,
        language TEXT NOT NULL,
        count INTEGER NOT NULL,
        first_seen INTEGER NOT NULL,
        last_seen INTEGER NOT NULL,
        PRIMARY KEY (question, language))",
    "CREATE TABLE IF NOT EXISTS ended_sessions (
        agent TEXT NOT NULL,
        sid TEXT NOT NULL,
        ended_at INTEGER NOT NULL,
        PRIMARY KEY (agent, sid))",
    "CREATE INDEX IF NOT EXISTS conversations_expiry ON conversations (expires_at)",
    "CREATE INDEX IF NOT EXISTS idempotency_expiry ON idempotency (expires_at)",
];

impl Database {
    /// Opens (creating if needed) the database at `url` (`sqlite://path?mode=rwc`, or
    /// `sqlite::memory:`) and prepares its tables.
    pub async fn open(url: &str) -> Result<Self, DatabaseError> {
        let db = Database::new(url)?;
        db.ready().await?;
        Ok(db)
    }

    /// A handle on the database at `url`; nothing is opened until first use.
    pub fn new(url: &str) -> Result<Self, DatabaseError> {
        let memory = url.contains(":memory:");
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .busy_timeout(Duration::from_secs(5))
            .journal_mode(if memory { SqliteJournalMode::Memory } else { SqliteJournalMode::Wal })
            // In WAL mode, NORMAL loses no committed transaction when the process crashes
            // (only, possibly, the last ones on power loss) and spares an fsync per turn.
            .synchronous(SqliteSynchronous::Normal);
        Ok(Database { options, pool: Default::default() })
    }

    /// Connects and creates the tables, once.
    pub async fn ready(&self) -> Result<(), DatabaseError> {
        self.pool().await.map(|_| ())
    }

    async fn pool(&self) -> Result<&SqlitePool, DatabaseError> {
        self.pool
            .get_or_try_init(|| async {
                // One connection: SQLite has one writer at a time anyway, and every Ask writes,
                // so requests queue in the pool rather than meeting SQLITE_BUSY and its
                // back-off sleeps (measured: more answers per second, not fewer). It is kept
                // open: an in-memory database lives exactly as long as its connection.
                let pool = SqlitePoolOptions::new()
                    .max_connections(1)
                    .min_connections(1)
                    // A local file does not drop connections: no ping before each use (one
                    // round trip to the driver's worker thread saved per query).
                    .test_before_acquire(false)
                    .idle_timeout(None)
                    .max_lifetime(None)
                    .connect_with(self.options.clone())
                    .await?;
                for statement in SCHEMA {
                    sqlx::query(*statement).execute(&pool).await?;
                }
                Ok::<SqlitePool, DatabaseError>(pool)
            })
            .await
    }

    /// Closes the database; later calls fail (used to prove the Ask path fails closed).
    pub async fn close(&self) {
        if let Some(pool) = self.pool.get() {
            pool.close().await;
        }
    }

    /// A live conversation's state.
    pub async fn conversation(&self, id: &str, now: i64) -> Result<Option<ConversationState>, DatabaseError> {
        let pool = self.pool().await?;
        let row = sqlx::query("SELECT state FROM conversations WHERE id = ? AND expires_at > ?")
            .bind(id)
            .bind(now)
            .fetch_optional(pool)
            .await?;
        Ok(row.and_then(|r| serde_json::from_str(&r.get::<String, _>("state")).ok()))
    }

    /// Appends a turn and saves the conversation's new state, and, when the turn came with an
    /// idempotency key, stores the response under it — all in one transaction, so a retry
    /// either finds the stored response or finds no turn.
    #[allow(clippy::too_many_arguments)]
    pub async fn save_turn(
        &self,
        id: &str,
        state: &ConversationState,
        query: &str,
        answer: &str,
        now: i64,
        expires_at: i64,
        idempotency: Option<(&str, &str, &str)>,
    ) -> Result<(), DatabaseError> {
        let pool = self.pool().await?;
        let state_json = serde_json::to_string(state).expect("conversation state serializes");
        let mut tx = pool.begin().await?;
        sqlx::query(
            "INSERT INTO conversations (id, state, created_at, expires_at) VALUES (?, ?, ?, ?)
             ON CONFLICT (id) DO UPDATE SET state = excluded.state, expires_at = excluded.expires_at",
        )
        .bind(id)
        .bind(&state_json)
        .bind(now)
        .bind(expires_at)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO turns (conversation_id, seq, query, answer, created_at)
             VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM turns WHERE conversation_id = ?), ?, ?, ?)",
        )
        .bind(id)
        .bind(id)
        .bind(query)
        .bind(answer)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        if let Some((key, operation, response)) = idempotency {
            sqlx::query("UPDATE idempotency SET response = ? WHERE key = ? AND operation = ?")
                .bind(response)
                .bind(key)
                .bind(operation)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// How many turns a conversation has recorded.
    pub async fn turn_count(&self, id: &str) -> Result<i64, DatabaseError> {
        let pool = self.pool().await?;
        let row =
            sqlx::query("SELECT COUNT(*) AS n FROM turns WHERE conversation_id = ?").bind(id).fetch_one(pool).await?;
        Ok(row.get::<i64, _>("n"))
    }

    /// Claims `key` for `operation` and a request `digest`. A claim still without a response
    /// that was made at or before `stale_before` belongs to a request that can no longer be
    /// running (its connection dropped, it timed out): it is taken over.
    pub async fn claim(
        &self,
        key: &str,
        operation: &str,
        digest: &str,
        now: i64,
        stale_before: i64,
        expires_at: i64,
    ) -> Result<Claim, DatabaseError> {
        let pool = self.pool().await?;
        // An expired claim no longer protects anything; an abandoned one protects nothing.
        sqlx::query(
            "DELETE FROM idempotency WHERE key = ? AND operation = ?
             AND (expires_at <= ? OR (response IS NULL AND created_at <= ?))",
        )
        .bind(key)
        .bind(operation)
        .bind(now)
        .bind(stale_before)
        .execute(pool)
        .await?;
        let inserted = sqlx::query(
            "INSERT INTO idempotency (key, operation, digest, response, created_at, expires_at)
             VALUES (?, ?, ?, NULL, ?, ?) ON CONFLICT (key, operation) DO NOTHING",
        )
        .bind(key)
        .bind(operation)
        .bind(digest)
        .bind(now)
        .bind(expires_at)
        .execute(pool)
        .await?
        .rows_affected();
        if inserted == 1 {
            return Ok(Claim::Fresh);
        }
        let row = sqlx::query("SELECT digest, response FROM idempotency WHERE key = ? AND operation = ?")
            .bind(key)
            .bind(operation)
            .fetch_optional(pool)
            .await?;
        Ok(match row {
            // Removed between the two statements (released after a failure): try again later.
            None => Claim::InFlight,
            Some(r) if r.get::<String, _>("digest") != digest => Claim::Conflict,
            Some(r) => match r.get::<Option<String>, _>("response") {
                Some(response) => Claim::Replay(response),
                None => Claim::InFlight,
            },
        })
    }

    /// Stores the response of a claimed key.
    pub async fn complete(&self, key: &str, operation: &str, response: &str) -> Result<(), DatabaseError> {
        let pool = self.pool().await?;
        sqlx::query("UPDATE idempotency SET response = ? WHERE key = ? AND operation = ?")
            .bind(response)
            .bind(key)
            .bind(operation)
            .execute(pool)
            .await?;
        Ok(())
    }

    /// Releases a claim whose operation failed, so a retry can run it.
    pub async fn release(&self, key: &str, operation: &str) -> Result<(), DatabaseError> {
        let pool = self.pool().await?;
        sqlx::query("DELETE FROM idempotency WHERE key = ? AND operation = ? AND response IS NULL")
            .bind(key)
            .bind(operation)
            .execute(pool)
            .await?;
        Ok(())
    }

    /// Records a question the business could not answer.
    pub async fn record_unanswered(&self, question: &str, language: &str, now: i64) -> Result<(), DatabaseError> {
        let pool = self.pool().await?;
        let normalized = question.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
        let normalized: String = normalized.chars().take(500).collect();
        sqlx::query(
            "INSERT INTO unanswered (question, language, count, first_seen, last_seen) VALUES (?, ?, 1, ?, ?)
             ON CONFLICT (question, language) DO UPDATE SET count = count + 1, last_seen = excluded.last_seen",
        )
        .bind(&normalized)
        .bind(language)
        .bind(now)
        .bind(now)
        .execute(pool)
        .await?;
        Ok(())
    }

    /// The unanswered questions, most frequent first.
    pub async fn unanswered(&self, limit: i64) -> Result<Vec<Unanswered>, DatabaseError> {
        let pool = self.pool().await?;
        let rows = sqlx::query(
            "SELECT question, language, count, last_seen FROM unanswered ORDER BY count DESC, last_seen DESC LIMIT ?",
        )
        .bind(limit)
        .fetch_all(pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|r| Unanswered {
                question: r.get("question"),
                language: r.get("language"),
                count: r.get("count"),
                last_seen: r.get("last_seen"),
            })
            .collect())
    }

    /// Records that the company ended `agent`'s Poppy Session `sid`: later requests in it get
    /// `session_ended`.
    pub async fn end_session(&self, agent: &str, sid: &str, now: i64) -> Result<(), DatabaseError> {
        let pool = self.pool().await?;
        sqlx::query("INSERT OR IGNORE INTO ended_sessions (agent, sid, ended_at) VALUES (?, ?, ?)")
            .bind(agent)
            .bind(sid)
            .bind(now)
            .execute(pool)
            .await?;
        Ok(())
    }

    /// Whether the company ended `agent`'s Poppy Session `sid`.
    pub async fn session_ended(&self, agent: &str, sid: &str) -> Result<bool, DatabaseError> {
        let pool = self.pool().await?;
        let row = sqlx::query("SELECT 1 FROM ended_sessions WHERE agent = ? AND sid = ?")
            .bind(agent)
            .bind(sid)
            .fetch_optional(pool)
            .await?;
        Ok(row.is_some())
    }

    /// Deletes expired conversations (with their turns) and idempotency records.
    pub async fn sweep(&self, now: i64) -> Result<u64, DatabaseError> {
        let pool = self.pool().await?;
        let mut tx = pool.begin().await?;
        sqlx::query("DELETE FROM turns WHERE conversation_id IN (SELECT id FROM conversations WHERE expires_at <= ?)")
            .bind(now)
            .execute(&mut *tx)
            .await?;
        let conversations =
            sqlx::query("DELETE FROM conversations WHERE expires_at <= ?").bind(now).execute(&mut *tx).await?;
        let keys = sqlx::query("DELETE FROM idempotency WHERE expires_at <= ?").bind(now).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(conversations.rows_affected() + keys.rows_affected())
    }
}

/// The hex SHA-256 of bytes (request digests for idempotency).
pub fn digest(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn conversations_persist_and_expire() {
        let dir = std::env::temp_dir().join(format!("concierge-db-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.join("t.sqlite").display());
        let db = Database::open(&url).await.unwrap();
        let state = ConversationState { products: vec!["p".into()], turns: 1, ..Default::default() };
        db.save_turn("c1", &state, "q1", "a1", 100, 200, None).await.unwrap();
        assert_eq!(db.claim("k", "ask", "d", 105, 105 - 1000, 500).await.unwrap(), Claim::Fresh);
        db.save_turn("c1", &state, "q2", "a2", 110, 210, Some(("k", "ask", "{}"))).await.unwrap();
        assert_eq!(db.claim("k", "ask", "d", 111, 111 - 1000, 500).await.unwrap(), Claim::Replay("{}".into()));
        assert_eq!(db.turn_count("c1").await.unwrap(), 2);
        // Survives a reopen (a restart).
        drop(db);
        let db = Database::open(&url).await.unwrap();
        assert_eq!(db.conversation("c1", 150).await.unwrap(), Some(state));
        assert_eq!(db.conversation("c1", 210).await.unwrap(), None, "expired");
        assert_eq!(db.sweep(300).await.unwrap(), 1);
        assert_eq!(db.turn_count("c1").await.unwrap(), 0);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[tokio::test]
    async fn idempotency_claims() {
        let db = Database::open("sqlite::memory:").await.unwrap();
        assert_eq!(db.claim("k", "ask", "d1", 0, 0 - 1000, 100).await.unwrap(), Claim::Fresh);
        assert_eq!(db.claim("k", "ask", "d1", 1, 1 - 1000, 101).await.unwrap(), Claim::InFlight);
        assert_eq!(db.claim("k", "ask", "d2", 1, 1 - 1000, 101).await.unwrap(), Claim::Conflict);
        db.complete("k", "ask", "{\"r\":1}").await.unwrap();
        assert_eq!(db.claim("k", "ask", "d1", 2, 2 - 1000, 102).await.unwrap(), Claim::Replay("{\"r\":1}".into()));
        assert_eq!(
            db.claim("k", "other", "d1", 2, 2 - 1000, 102).await.unwrap(),
            Claim::Fresh,
            "keys are per operation"
        );
        assert_eq!(
            db.claim("k", "ask", "d2", 200, 200 - 1000, 300).await.unwrap(),
            Claim::Fresh,
            "an expired key is free again"
        );
        // A claim that never completed is taken over once it is older than the lease.
        assert_eq!(db.claim("k", "ask", "d2", 210, 199, 310).await.unwrap(), Claim::InFlight);
        assert_eq!(db.claim("k", "ask", "d2", 240, 225, 340).await.unwrap(), Claim::Fresh, "an abandoned claim");
        db.release("k", "ask").await.unwrap();
        assert_eq!(db.claim("k", "ask", "d3", 201, 201 - 1000, 301).await.unwrap(), Claim::Fresh);
        db.close().await;
        assert!(db.claim("z", "ask", "d", 0, 0 - 1000, 1).await.is_err(), "a closed database fails");
    }

    #[tokio::test]
    async fn unanswered_questions_are_counted() {
        let db = Database::open("sqlite::memory:").await.unwrap();
        db.record_unanswered("Do you sell  kayaks?", "en", 1).await.unwrap();
        db.record_unanswered("do you sell kayaks?", "en", 2).await.unwrap();
        db.record_unanswered("Weather?", "en", 3).await.unwrap();
        let list = db.unanswered(10).await.unwrap();
        assert_eq!((list[0].question.as_str(), list[0].count), ("do you sell kayaks?", 2));
        assert_eq!(list.len(), 2);
    }
}
