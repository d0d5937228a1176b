//! The SQL both backends run, written once in the dialect SQLite and PostgreSQL share (`$N`
//! parameters, numbered in order of first use; `ON CONFLICT … DO UPDATE`; `RETURNING`).
//!
//! [`crate::postgres`] binds them through sqlx, [`crate::sqlite`] through rusqlite; the
//! conformance suite (`tests/conformance.rs`) holds the two to the same behaviour, and a test
//! in [`crate::sqlite`] checks every statement here prepares on SQLite with its parameters
//! numbered as they are bound.

/// A live conversation's state. `$1` id, `$2` now.
pub(crate) const CONVERSATION: &str = "SELECT state FROM conversations WHERE id = $1 AND expires_at > $2";

/// Saves a conversation's state. The upsert locks the conversation's row until commit, so a
/// concurrent turn of the same conversation numbers itself after this one. `$1` id, `$2`
/// state, `$3` now, `$4` expires_at.
pub(crate) const UPSERT_CONVERSATION: &str = "INSERT INTO conversations (id, state, created_at, expires_at) \
     VALUES ($1, $2, $3, $4) \
     ON CONFLICT (id) DO UPDATE SET state = excluded.state, expires_at = excluded.expires_at";

/// Appends a turn after the conversation's last. `$1` conversation id, `$2` query, `$3`
/// answer, `$4` now.
pub(crate) const INSERT_TURN: &str = "INSERT INTO turns (conversation_id, seq, query, answer, created_at) \
     VALUES ($1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM turns WHERE conversation_id = $1), $2, $3, $4)";

/// Stores the response under a claimed key. `$1` response, `$2` key, `$3` operation.
pub(crate) const COMPLETE: &str = "UPDATE idempotency SET response = $1 WHERE key = $2 AND operation = $3";

/// How many turns a conversation has. `$1` conversation id.
pub(crate) const TURN_COUNT: &str = "SELECT COUNT(*) AS n FROM turns WHERE conversation_id = $1";

/// Removes a claim that no longer protects anything: expired, or abandoned without a response.
/// `$1` key, `$2` operation, `$3` now, `$4` stale_before.
pub(crate) const CLEAR_DEAD_CLAIM: &str = "DELETE FROM idempotency WHERE key = $1 AND operation = $2 \
     AND (expires_at <= $3 OR (response IS NULL AND created_at <= $4))";

/// Claims a key: the primary key makes this the one claim that wins, whichever replica asks.
/// `$1` key, `$2` operation, `$3` digest, `$4` now, `$5` expires_at.
pub(crate) const CLAIM: &str = "INSERT INTO idempotency (key, operation, digest, response, created_at, expires_at) \
     VALUES ($1, $2, $3, NULL, $4, $5) ON CONFLICT (key, operation) DO NOTHING";

/// The claim already held on a key. `$1` key, `$2` operation.
pub(crate) const CLAIMED: &str = "SELECT digest, response FROM idempotency WHERE key = $1 AND operation = $2";

/// Releases a claim without a response. `$1` key, `$2` operation.
pub(crate) const RELEASE: &str = "DELETE FROM idempotency WHERE key = $1 AND operation = $2 AND response IS NULL";

/// Counts an unanswered question: its first asking sets `first_seen`, every asking `last_seen`
/// and `kind` (the latest wins); `handled_at` is left as it is. `$1` question, `$2` language,
/// `$3` now, `$4` kind.
pub(crate) const RECORD_UNANSWERED: &str = "INSERT INTO unanswered \
     (question, language, count, first_seen, last_seen, kind) VALUES ($1, $2, 1, $3, $3, $4) \
     ON CONFLICT (question, language) DO UPDATE SET count = unanswered.count + 1, last_seen = excluded.last_seen, \
     kind = excluded.kind";

/// The unanswered questions, most frequent first. `$1` limit.
pub(crate) const UNANSWERED: &str = "SELECT question, language, count, first_seen, last_seen, kind, handled_at \
     FROM unanswered ORDER BY count DESC, last_seen DESC, question LIMIT $1";

/// Marks an unanswered question handled. `$1` now, `$2` question, `$3` language.
pub(crate) const MARK_UNANSWERED_HANDLED: &str =
    "UPDATE unanswered SET handled_at = $1 WHERE question = $2 AND language = $3";

/// Records an ended Poppy Session. `$1` agent, `$2` sid, `$3` now.
pub(crate) const END_SESSION: &str =
    "INSERT INTO ended_sessions (agent, sid, ended_at) VALUES ($1, $2, $3) ON CONFLICT (agent, sid) DO NOTHING";

/// Whether a Poppy Session ended. `$1` agent, `$2` sid.
pub(crate) const SESSION_ENDED: &str = "SELECT 1 FROM ended_sessions WHERE agent = $1 AND sid = $2";

/// Counts a request in a rate window. `$1` bucket, `$2` window_start, `$3` expires_at.
pub(crate) const COUNT_REQUEST: &str = "INSERT INTO rate_windows (bucket, window_start, count, expires_at) \
     VALUES ($1, $2, 1, $3) \
     ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_windows.count + 1 RETURNING count";

/// Announces or refreshes a replica. `$1` id, `$2` keys, `$3` per_process_keys, `$4`
/// started_at, `$5` heartbeat_at.
pub(crate) const ANNOUNCE: &str = "INSERT INTO replicas (id, keys, per_process_keys, started_at, heartbeat_at) \
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO UPDATE SET heartbeat_at = excluded.heartbeat_at";

/// The other replicas alive since a time. `$1` own id, `$2` alive_since.
pub(crate) const REPLICAS: &str = "SELECT id, keys, per_process_keys, started_at, heartbeat_at FROM replicas \
     WHERE id <> $1 AND heartbeat_at >= $2 ORDER BY started_at, id";

/// Removes a replica's announcement. `$1` id.
pub(crate) const WITHDRAW: &str = "DELETE FROM replicas WHERE id = $1";

/// Records the database's owner unless it has one; an owner of the same business gets its
/// current name (a business may be renamed). `$1` business, `$2` name, `$3` now.
pub(crate) const CLAIM_OWNER: &str = "INSERT INTO database_owner (id, business, name, claimed_at) \
     VALUES (1, $1, $2, $3) \
     ON CONFLICT (id) DO UPDATE SET name = excluded.name WHERE database_owner.business = excluded.business";

/// Makes a business the database's owner, whoever owned it. `$1` business, `$2` name, `$3` now.
pub(crate) const TAKE_OVER_OWNER: &str = "INSERT INTO database_owner (id, business, name, claimed_at) \
     VALUES (1, $1, $2, $3) \
     ON CONFLICT (id) DO UPDATE SET business = excluded.business, name = excluded.name, \
     claimed_at = excluded.claimed_at";

/// The database's owner.
pub(crate) const OWNER: &str = "SELECT business, name, claimed_at FROM database_owner WHERE id = 1";

/// The sweep, in order, each with `$1` the instant before which rows are dead (replicas: an
/// hour of silence; the caller passes `now - 3600` for that one). Returns, for the counted
/// statements, how many rows went.
pub(crate) const SWEEP_TURNS: &str =
    "DELETE FROM turns WHERE conversation_id IN (SELECT id FROM conversations WHERE expires_at <= $1)";
/// See [`SWEEP_TURNS`]; counted.
pub(crate) const SWEEP_CONVERSATIONS: &str = "DELETE FROM conversations WHERE expires_at <= $1";
/// See [`SWEEP_TURNS`]; counted.
pub(crate) const SWEEP_KEYS: &str = "DELETE FROM idempotency WHERE expires_at <= $1";
/// See [`SWEEP_TURNS`].
pub(crate) const SWEEP_RATE_WINDOWS: &str = "DELETE FROM rate_windows WHERE expires_at <= $1";
/// See [`SWEEP_TURNS`]; `$1` is `now - 3600`.
pub(crate) const SWEEP_REPLICAS: &str = "DELETE FROM replicas WHERE heartbeat_at <= $1";
/// Unanswered questions not asked since `$1` (`now` less their retention); counted.
pub(crate) const SWEEP_UNANSWERED: &str = "DELETE FROM unanswered WHERE last_seen <= $1";

/// One conversation's turns. `$1` id.
pub(crate) const DELETE_TURNS: &str = "DELETE FROM turns WHERE conversation_id = $1";
/// The stored responses about a conversation: `$1` is a `LIKE` pattern, `%…%` around the
/// caller's mark of such a response, with `\`, `%` and `_` escaped by `\`.
pub(crate) const DELETE_CONVERSATION_RESPONSES: &str = "DELETE FROM idempotency WHERE response LIKE $1 ESCAPE '\\'";
/// One conversation. `$1` id.
pub(crate) const DELETE_CONVERSATION: &str = "DELETE FROM conversations WHERE id = $1";
/// Unanswered questions last asked before `$1`.
pub(crate) const DELETE_UNANSWERED_BEFORE: &str = "DELETE FROM unanswered WHERE last_seen < $1";

/// Every statement, for the test that prepares them all.
#[cfg(test)]
pub(crate) const ALL: &[&str] = &[
    CONVERSATION,
    UPSERT_CONVERSATION,
    INSERT_TURN,
    COMPLETE,
    TURN_COUNT,
    CLEAR_DEAD_CLAIM,
    CLAIM,
    CLAIMED,
    RELEASE,
    RECORD_UNANSWERED,
    UNANSWERED,
    MARK_UNANSWERED_HANDLED,
    END_SESSION,
    SESSION_ENDED,
    COUNT_REQUEST,
    ANNOUNCE,
    REPLICAS,
    WITHDRAW,
    CLAIM_OWNER,
    TAKE_OVER_OWNER,
    OWNER,
    SWEEP_TURNS,
    SWEEP_CONVERSATIONS,
    SWEEP_KEYS,
    SWEEP_RATE_WINDOWS,
    SWEEP_REPLICAS,
    SWEEP_UNANSWERED,
    DELETE_TURNS,
    DELETE_CONVERSATION_RESPONSES,
    DELETE_CONVERSATION,
    DELETE_UNANSWERED_BEFORE,
];
