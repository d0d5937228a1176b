//! The service's typed view of its durable records: conversations and their turns,
//! idempotency keys with the responses they produced, the questions the business could not
//! answer, ended Poppy Sessions.
//!
//! The records themselves live behind [`concierge_storage::Storage`], on SQLite (the default)
//! or PostgreSQL, chosen by `storage.database_url`; nothing here knows which. Any failure
//! surfaces as [`DatabaseError`], which the Ask path turns into 503: idempotency fails closed.

use std::sync::Arc;

use concierge_ask::ConversationState;
use concierge_storage::{ClaimRequest, Storage, StorageOptions, Turn};
use sha2::{Digest, Sha256};

pub use concierge_storage::{
    Claim, GapKind, Purged, SchemaStatus, StorageError, Unanswered, describe, redact_url, sqlite_file,
};

/// The database could not be used.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct DatabaseError(#[from] StorageError);

impl DatabaseError {
    /// The storage error underneath.
    pub fn storage(&self) -> &StorageError {
        &self.0
    }
}

/// The database handle (cheap to clone). Connections open on first use; call
/// [`Database::ready`] at start-up to find configuration errors early.
#[derive(Debug, Clone)]
pub struct Database {
    storage: Arc<dyn Storage>,
}

impl Database {
    /// Opens the database at `url` with default options and prepares its tables.
    pub async fn open(url: &str) -> Result<Self, DatabaseError> {
        let db = Database::new(url)?;
        db.ready().await?;
        Ok(db)
    }

    /// A handle on the database at `url` with default options; nothing is opened until first use.
    pub fn new(url: &str) -> Result<Self, DatabaseError> {
        Database::with_options(url, &StorageOptions::default())
    }

    /// A handle on the database configured by `[storage]`; nothing is opened until first use.
    pub fn from_settings(settings: &crate::config::Storage) -> Result<Self, DatabaseError> {
        Database::with_options(&settings.database_url, &settings.options())
    }

    /// A handle on the database configured by `[storage]` that never creates it: when it does
    /// not exist, the first use fails with [`StorageError::Missing`] naming where it looked.
    /// For commands that only read, or act on the server's existing records.
    pub fn existing_from_settings(settings: &crate::config::Storage) -> Result<Self, DatabaseError> {
        let options = StorageOptions { create_if_missing: false, ..settings.options() };
        Database::with_options(&settings.database_url, &options)
    }

    /// A handle on the database at `url`; nothing is opened until first use.
    pub fn with_options(url: &str, options: &StorageOptions) -> Result<Self, DatabaseError> {
        Ok(Database { storage: concierge_storage::open(url, options)? })
    }

    /// The storage underneath, for what has no typed wrapper here (rate windows, replicas).
    pub fn storage(&self) -> &dyn Storage {
        self.storage.as_ref()
    }

    /// Connects and checks (or migrates) the schema, once; afterwards a round trip to the
    /// database. Readiness is this succeeding.
    pub async fn ready(&self) -> Result<(), DatabaseError> {
        Ok(self.storage.ready().await?)
    }

    /// Applies pending migrations (`concierge migrate`).
    pub async fn migrate(&self) -> Result<SchemaStatus, DatabaseError> {
        Ok(self.storage.migrate().await?)
    }

    /// Where the schema stands, changing nothing.
    pub async fn schema_status(&self) -> Result<SchemaStatus, DatabaseError> {
        Ok(self.storage.schema_status().await?)
    }

    /// Copies the database consistently into a new owner-only file at `to`, while the server
    /// goes on writing (SQLite; never overwrites a file).
    pub async fn backup(&self, to: &std::path::Path) -> Result<(), DatabaseError> {
        Ok(self.storage.backup(to).await?)
    }

    /// Closes the database; later calls fail (used to prove the Ask path fails closed).
    pub async fn close(&self) {
        self.storage.close().await;
    }

    /// A live conversation's state.
    pub async fn conversation(&self, id: &str, now: i64) -> Result<Option<ConversationState>, DatabaseError> {
        let state = self.storage.conversation(id, now).await?;
        Ok(state.and_then(|s| serde_json::from_str(&s).ok()))
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
        let state = serde_json::to_string(state).expect("conversation state serializes");
        let turn = Turn { conversation_id: id, state: &state, query, answer, now, expires_at, idempotency };
        Ok(self.storage.save_turn(&turn).await?)
    }

    /// How many turns a conversation has recorded.
    pub async fn turn_count(&self, id: &str) -> Result<i64, DatabaseError> {
        Ok(self.storage.turn_count(id).await?)
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
        let claim = ClaimRequest { key, operation, digest, now, stale_before, expires_at };
        Ok(self.storage.claim(&claim).await?)
    }

    /// Stores the response of a claimed key.
    pub async fn complete(&self, key: &str, operation: &str, response: &str) -> Result<(), DatabaseError> {
        Ok(self.storage.complete(key, operation, response).await?)
    }

    /// Releases a claim whose operation failed, so a retry can run it.
    pub async fn release(&self, key: &str, operation: &str) -> Result<(), DatabaseError> {
        Ok(self.storage.release(key, operation).await?)
    }

    /// Records a question the business could not answer, or answered with little confidence
    /// (`kind`: the latest asking's wins), normalised: lower case, single spaces, at most 500
    /// characters.
    pub async fn record_unanswered(
        &self,
        question: &str,
        language: &str,
        kind: GapKind,
        now: i64,
    ) -> Result<(), DatabaseError> {
        Ok(self.storage.record_unanswered(&normalize_question(question), language, kind, now).await?)
    }

    /// The unanswered questions, most frequent first.
    pub async fn unanswered(&self, limit: i64) -> Result<Vec<Unanswered>, DatabaseError> {
        Ok(self.storage.unanswered(limit).await?)
    }

    /// Marks unanswered questions `(question, language)` handled at `now` (an operator dealt
    /// with them), in one transaction; returns how many were found. The questions are
    /// normalised as [`Database::record_unanswered`] stores them (those [`Database::unanswered`]
    /// lists already are). One asked again later is open again (`last_seen > handled_at`).
    pub async fn mark_unanswered_handled(
        &self,
        questions: &[(String, String)],
        now: i64,
    ) -> Result<u64, DatabaseError> {
        let normalized: Vec<(String, String)> =
            questions.iter().map(|(question, language)| (normalize_question(question), language.clone())).collect();
        Ok(self.storage.mark_unanswered_handled(&normalized, now).await?)
    }

    /// Records that the company ended `agent`'s Poppy Session `sid`: later requests in it get
    /// `session_ended`.
    pub async fn end_session(&self, agent: &str, sid: &str, now: i64) -> Result<(), DatabaseError> {
        Ok(self.storage.end_session(agent, sid, now).await?)
    }

    /// Whether the company ended `agent`'s Poppy Session `sid`.
    pub async fn session_ended(&self, agent: &str, sid: &str) -> Result<bool, DatabaseError> {
        Ok(self.storage.session_ended(agent, sid).await?)
    }

    /// Deletes what is past its retention at `now`: expired conversations with their turns,
    /// expired idempotency keys and rate windows, silent replicas, and unanswered questions
    /// not asked for `unanswered_retention`.
    pub async fn sweep(&self, now: i64, unanswered_retention: std::time::Duration) -> Result<Purged, DatabaseError> {
        let retention = i64::try_from(unanswered_retention.as_secs()).unwrap_or(i64::MAX);
        Ok(self.storage.sweep(now, now.saturating_sub(retention)).await?)
    }

    /// Deletes one conversation and its turns, live or not, with the responses stored for
    /// retries that are about it (an Ask response names its conversation as
    /// `"conversation":{"id":…`, serialized compactly).
    pub async fn delete_conversation(&self, id: &str) -> Result<Purged, DatabaseError> {
        let mark = format!("\"conversation\":{{\"id\":{}", serde_json::Value::from(id));
        Ok(self.storage.delete_conversation(id, &mark).await?)
    }

    /// Deletes the unanswered questions last asked before `before` (Unix seconds; all of them:
    /// `i64::MAX`).
    pub async fn delete_unanswered(&self, before: i64) -> Result<Purged, DatabaseError> {
        Ok(self.storage.delete_unanswered(before).await?)
    }

    /// Sweeps every `period`, for as long as the future runs (spawn it). Several replicas
    /// sweeping the same database is harmless: a row is deleted once. A failed sweep is logged
    /// and tried again at the next period.
    pub async fn sweep_every(
        self,
        period: std::time::Duration,
        unanswered_retention: std::time::Duration,
        now: impl Fn() -> i64,
    ) {
        let mut tick = tokio::time::interval(period);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            match self.sweep(now(), unanswered_retention).await {
                Ok(purged) if purged.is_empty() => {}
                Ok(purged) => tracing::info!(
                    conversations = purged.conversations,
                    turns = purged.turns,
                    idempotency_keys = purged.idempotency_keys,
                    unanswered = purged.unanswered,
                    "purged the records past their retention"
                ),
                Err(e) => {
                    tracing::warn!(reason = %e, "purging the records past their retention failed; trying again later")
                }
            }
        }
    }
}

/// An unanswered question as it is stored: lower case, single spaces, at most 500 characters.
fn normalize_question(question: &str) -> String {
    let normalized = question.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
    normalized.chars().take(500).collect()
}

/// The hex SHA-256 of bytes (request digests for idempotency).
pub fn digest(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    // The storage behaviour itself is held by crates/storage/tests/conformance.rs, on both
    // backends; here, only what this layer adds.

    #[tokio::test]
    async fn conversation_state_round_trips() {
        let db = Database::open("sqlite::memory:").await.unwrap();
        let state = ConversationState { products: vec!["p".into()], turns: 1, ..Default::default() };
        db.save_turn("c1", &state, "q1", "a1", 100, 200, None).await.unwrap();
        assert_eq!(db.conversation("c1", 150).await.unwrap(), Some(state));
    }

    #[tokio::test]
    async fn expired_records_are_swept_periodically() {
        let db = Database::open("sqlite::memory:").await.unwrap();
        let state = ConversationState::default();
        db.save_turn("old", &state, "q", "a", 100, 200, None).await.unwrap();
        db.save_turn("live", &state, "q", "a", 100, 10_000, None).await.unwrap();
        db.record_unanswered("stale question", "en", GapKind::CantAnswer, 100).await.unwrap();
        db.record_unanswered("recent question", "en", GapKind::CantAnswer, 450).await.unwrap();
        let retention = std::time::Duration::from_secs(100);
        let sweeper = tokio::spawn(db.clone().sweep_every(std::time::Duration::from_secs(300), retention, || 500));
        // The first sweep runs at once; give it a moment.
        for _ in 0..50 {
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            if db.turn_count("old").await.unwrap() == 0 {
                break;
            }
        }
        sweeper.abort();
        assert_eq!(db.turn_count("old").await.unwrap(), 0, "expired at 200, swept at 500");
        assert_eq!(db.turn_count("live").await.unwrap(), 1);
        let left: Vec<String> = db.unanswered(10).await.unwrap().into_iter().map(|u| u.question).collect();
        assert_eq!(left, ["recent question"], "asked 400 s before the sweep, beyond the 100 s retention");
    }

    #[tokio::test]
    async fn deleting_a_conversation_deletes_the_responses_stored_about_it_and_no_other() {
        let db = Database::open("sqlite::memory:").await.unwrap();
        let state = ConversationState::default();
        // The responses as the Ask path stores them (`service/src/ask.rs`), compact JSON.
        let response = |id: &str| {
            let body = serde_json::json!({"answer": {"plain": "a"}, "conversation": {"id": id, "expires_at": "x"}});
            serde_json::to_string(&body).unwrap()
        };
        for (id, key) in [("conv_1", "k1"), ("conv_12", "k2"), ("c", "k3")] {
            assert_eq!(db.claim(key, "ask", "d", 1, 0, 100).await.unwrap(), Claim::Fresh);
            db.save_turn(id, &state, "q", "a", 1, 100, Some((key, "ask", &response(id)))).await.unwrap();
        }
        let purged = db.delete_conversation("conv_1").await.unwrap();
        assert_eq!((purged.conversations, purged.turns, purged.idempotency_keys), (1, 1, 1));
        // Neither the conversation whose id begins with it, nor one whose id every response contains.
        assert!(matches!(db.claim("k2", "ask", "d", 2, 0, 100).await.unwrap(), Claim::Replay(_)));
        assert_eq!(db.delete_conversation("c").await.unwrap().idempotency_keys, 1);
        assert!(matches!(db.claim("k2", "ask", "d", 2, 0, 100).await.unwrap(), Claim::Replay(_)));
        assert!(db.delete_conversation("").await.unwrap().is_empty(), "an empty id matches nothing");
    }

    #[tokio::test]
    async fn unanswered_questions_are_normalised() {
        let db = Database::open("sqlite::memory:").await.unwrap();
        db.record_unanswered("Do you sell  kayaks?", "en", GapKind::LowConfidence, 1).await.unwrap();
        db.record_unanswered("do you sell kayaks?", "en", GapKind::CantAnswer, 2).await.unwrap();
        db.record_unanswered("Weather?", "en", GapKind::CantAnswer, 3).await.unwrap();
        let list = db.unanswered(10).await.unwrap();
        assert_eq!((list[0].question.as_str(), list[0].count), ("do you sell kayaks?", 2));
        assert_eq!((list[0].first_seen, list[0].kind), (1, GapKind::CantAnswer));
        assert_eq!(list.len(), 2);
        // Marking them handled names them as they were asked, or as they are listed.
        let named = [("Do  You Sell Kayaks?".to_owned(), "en".to_owned()), ("weather?".to_owned(), "en".to_owned())];
        assert_eq!(db.mark_unanswered_handled(&named, 4).await.unwrap(), 2);
        assert!(db.unanswered(10).await.unwrap().iter().all(|u| u.handled_at == Some(4)));
    }
}
