//! The shared backend: a PostgreSQL server, through a pool sized by `storage.max_connections`,
//! for replicas that share nothing but the database.
//!
//! Each connection is checked before use, so after the server restarts the pool replaces the
//! dead connections by itself; until it is back, calls fail within `storage.acquire_timeout_ms`
//! (and Ask answers 503). Statements are cancelled by the server after
//! `storage.statement_timeout_ms`.

use std::str::FromStr;

use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};

use crate::schema::Dialect;
use crate::{MigrateMode, StorageError, StorageOptions, sql};

/// PostgreSQL storage.
#[derive(Debug)]
pub(crate) struct PostgresStorage {
    /// Made on first use, inside the runtime (a pool needs one), so a handle can be built
    /// before it.
    pool: std::sync::OnceLock<PgPool>,
    connect: PgConnectOptions,
    pool_options: PgPoolOptions,
    migrate_mode: MigrateMode,
    /// Off: a database that does not exist, or has no Concierge schema, is
    /// [`StorageError::Missing`] rather than migrated into being.
    create_if_missing: bool,
    /// The URL with its password redacted, for [`StorageError::Missing`].
    redacted_url: String,
    schema_checked: tokio::sync::OnceCell<()>,
}

impl PostgresStorage {
    const DIALECT: Dialect = Dialect::Postgres;

    /// A pool on the server at `url`; nothing is connected until first use.
    pub(crate) fn new(url: &str, options: &StorageOptions) -> Result<Self, StorageError> {
        let statement_timeout = format!("{}ms", options.statement_timeout.as_millis());
        let connect = PgConnectOptions::from_str(url)?
            .application_name("concierge")
            .options([("statement_timeout", statement_timeout.as_str())]);
        let pool_options = PgPoolOptions::new()
            .max_connections(options.max_connections.max(1))
            .min_connections(options.min_connections.min(options.max_connections))
            .acquire_timeout(options.acquire_timeout)
            .test_before_acquire(true);
        Ok(PostgresStorage {
            pool: Default::default(),
            connect,
            pool_options,
            migrate_mode: options.migrate,
            create_if_missing: options.create_if_missing,
            redacted_url: crate::redact_url(url),
            schema_checked: Default::default(),
        })
    }

    fn pool(&self) -> &PgPool {
        self.pool.get_or_init(|| self.pool_options.clone().connect_lazy_with(self.connect.clone()))
    }
}

impl PostgresStorage {
    /// The pool, once the schema has been checked (and migrated when allowed).
    async fn checked(&self) -> Result<&sqlx::Pool<sqlx::Postgres>, crate::StorageError> {
        self.schema_checked
            .get_or_try_init(|| async {
                let status = self.status().await?;
                status.refuse_newer()?;
                if status.database == 0 && !self.create_if_missing {
                    return Err(StorageError::Missing { database: self.redacted_url.clone() });
                }
                if status.behind() {
                    if self.migrate_mode == crate::MigrateMode::Off {
                        return Err(crate::StorageError::SchemaBehind {
                            database: status.database,
                            binary: status.binary,
                        });
                    }
                    Self::DIALECT.migrator().run(self.pool()).await?;
                    tracing::info!(
                        backend = "postgres",
                        from = status.database,
                        to = status.binary,
                        "storage schema migrated"
                    );
                }
                Ok(())
            })
            .await?;
        Ok(self.pool())
    }

    async fn status(&self) -> Result<crate::SchemaStatus, crate::StorageError> {
        use sqlx::Row;
        let pool = self.pool();
        let exists: i64 = match sqlx::query(Self::DIALECT.migrations_table_query()).fetch_one(pool).await {
            Ok(row) => row.get("n"),
            // 3D000: the database named in the URL does not exist.
            Err(sqlx::Error::Database(e)) if e.code().as_deref() == Some("3D000") => {
                return Err(StorageError::Missing { database: self.redacted_url.clone() });
            }
            Err(e) => return Err(e.into()),
        };
        let database: i64 = if exists == 0 {
            0
        } else {
            sqlx::query(crate::schema::APPLIED_VERSION).fetch_one(pool).await?.get("version")
        };
        Ok(crate::SchemaStatus { database, binary: Self::DIALECT.latest() })
    }
}

#[async_trait::async_trait]
impl crate::Storage for PostgresStorage {
    fn backend(&self) -> &'static str {
        "postgres"
    }

    async fn ready(&self) -> Result<(), crate::StorageError> {
        crate::timed("ready", async {
            let pool = self.checked().await?;
            sqlx::query("SELECT 1").execute(pool).await?;
            Ok(())
        })
        .await
    }

    async fn migrate(&self) -> Result<crate::SchemaStatus, crate::StorageError> {
        self.status().await?.refuse_newer()?;
        Self::DIALECT.migrator().run(self.pool()).await?;
        self.status().await
    }

    async fn schema_status(&self) -> Result<crate::SchemaStatus, crate::StorageError> {
        self.status().await
    }

    async fn conversation(&self, id: &str, now: i64) -> Result<Option<String>, crate::StorageError> {
        crate::timed("conversation", async {
            use sqlx::Row;
            let row = sqlx::query(sql::CONVERSATION).bind(id).bind(now).fetch_optional(self.checked().await?).await?;
            Ok(row.map(|r| r.get::<String, _>("state")))
        })
        .await
    }

    async fn save_turn(&self, turn: &crate::Turn<'_>) -> Result<(), crate::StorageError> {
        crate::timed("save_turn", async {
            let mut tx = self.checked().await?.begin().await?;
            // The upsert locks the conversation's row until commit, so a concurrent
            // turn of the same conversation numbers itself after this one.
            sqlx::query(sql::UPSERT_CONVERSATION)
                .bind(turn.conversation_id)
                .bind(turn.state)
                .bind(turn.now)
                .bind(turn.expires_at)
                .execute(&mut *tx)
                .await?;
            sqlx::query(sql::INSERT_TURN)
                .bind(turn.conversation_id)
                .bind(turn.query)
                .bind(turn.answer)
                .bind(turn.now)
                .execute(&mut *tx)
                .await?;
            if let Some((key, operation, response)) = turn.idempotency {
                sqlx::query(sql::COMPLETE).bind(response).bind(key).bind(operation).execute(&mut *tx).await?;
            }
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    async fn turn_count(&self, conversation_id: &str) -> Result<i64, crate::StorageError> {
        crate::timed("turn_count", async {
            use sqlx::Row;
            let row = sqlx::query(sql::TURN_COUNT).bind(conversation_id).fetch_one(self.checked().await?).await?;
            Ok(row.get::<i64, _>("n"))
        })
        .await
    }

    async fn claim(&self, c: &crate::ClaimRequest<'_>) -> Result<crate::Claim, crate::StorageError> {
        crate::timed("claim", async {
            use sqlx::Row;
            let pool = self.checked().await?;
            // An expired claim no longer protects anything; an abandoned one protects nothing.
            sqlx::query(sql::CLEAR_DEAD_CLAIM)
                .bind(c.key)
                .bind(c.operation)
                .bind(c.now)
                .bind(c.stale_before)
                .execute(pool)
                .await?;
            // The primary key makes this the one claim that wins, whichever replica asks.
            let inserted = sqlx::query(sql::CLAIM)
                .bind(c.key)
                .bind(c.operation)
                .bind(c.digest)
                .bind(c.now)
                .bind(c.expires_at)
                .execute(pool)
                .await?
                .rows_affected();
            if inserted == 1 {
                return Ok(crate::Claim::Fresh);
            }
            let row = sqlx::query(sql::CLAIMED).bind(c.key).bind(c.operation).fetch_optional(pool).await?;
            Ok(match row {
                // Removed between the two statements (released after a failure): try again later.
                None => crate::Claim::InFlight,
                Some(r) if r.get::<String, _>("digest") != c.digest => crate::Claim::Conflict,
                Some(r) => match r.get::<Option<String>, _>("response") {
                    Some(response) => crate::Claim::Replay(response),
                    None => crate::Claim::InFlight,
                },
            })
        })
        .await
    }

    async fn complete(&self, key: &str, operation: &str, response: &str) -> Result<(), crate::StorageError> {
        crate::timed("complete", async {
            sqlx::query(sql::COMPLETE).bind(response).bind(key).bind(operation).execute(self.checked().await?).await?;
            Ok(())
        })
        .await
    }

    async fn release(&self, key: &str, operation: &str) -> Result<(), crate::StorageError> {
        crate::timed("release", async {
            sqlx::query(sql::RELEASE).bind(key).bind(operation).execute(self.checked().await?).await?;
            Ok(())
        })
        .await
    }

    async fn record_unanswered(
        &self,
        question: &str,
        language: &str,
        kind: crate::GapKind,
        now: i64,
    ) -> Result<(), crate::StorageError> {
        crate::timed("record_unanswered", async {
            sqlx::query(sql::RECORD_UNANSWERED)
                .bind(question)
                .bind(language)
                .bind(now)
                .bind(kind.as_str())
                .execute(self.checked().await?)
                .await?;
            Ok(())
        })
        .await
    }

    async fn unanswered(&self, limit: i64) -> Result<Vec<crate::Unanswered>, crate::StorageError> {
        crate::timed("unanswered", async {
            use sqlx::Row;
            let rows = sqlx::query(sql::UNANSWERED).bind(limit).fetch_all(self.checked().await?).await?;
            Ok(rows
                .into_iter()
                .map(|r| crate::Unanswered {
                    question: r.get("question"),
                    language: r.get("language"),
                    count: r.get("count"),
                    first_seen: r.get("first_seen"),
                    last_seen: r.get("last_seen"),
                    kind: crate::GapKind::from_stored(r.get("kind")),
                    handled_at: r.get("handled_at"),
                })
                .collect())
        })
        .await
    }

    async fn mark_unanswered_handled(
        &self,
        questions: &[(String, String)],
        now: i64,
    ) -> Result<u64, crate::StorageError> {
        crate::timed("mark_unanswered_handled", async {
            let mut tx = self.checked().await?.begin().await?;
            let mut marked = 0;
            for (question, language) in crate::distinct(questions) {
                marked += sqlx::query(sql::MARK_UNANSWERED_HANDLED)
                    .bind(now)
                    .bind(question)
                    .bind(language)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
            }
            tx.commit().await?;
            Ok(marked)
        })
        .await
    }

    async fn end_session(&self, agent: &str, sid: &str, now: i64) -> Result<(), crate::StorageError> {
        crate::timed("end_session", async {
            sqlx::query(sql::END_SESSION).bind(agent).bind(sid).bind(now).execute(self.checked().await?).await?;
            Ok(())
        })
        .await
    }

    async fn session_ended(&self, agent: &str, sid: &str) -> Result<bool, crate::StorageError> {
        crate::timed("session_ended", async {
            let row =
                sqlx::query(sql::SESSION_ENDED).bind(agent).bind(sid).fetch_optional(self.checked().await?).await?;
            Ok(row.is_some())
        })
        .await
    }

    async fn count_request(
        &self,
        bucket: &str,
        window_start: i64,
        expires_at: i64,
    ) -> Result<i64, crate::StorageError> {
        crate::timed("count_request", async {
            use sqlx::Row;
            let row = sqlx::query(sql::COUNT_REQUEST)
                .bind(bucket)
                .bind(window_start)
                .bind(expires_at)
                .fetch_one(self.checked().await?)
                .await?;
            Ok(row.get::<i64, _>("count"))
        })
        .await
    }

    async fn announce(
        &self,
        replica: &crate::Replica,
        alive_since: i64,
    ) -> Result<Vec<crate::Replica>, crate::StorageError> {
        crate::timed("announce", async {
            use sqlx::Row;
            let pool = self.checked().await?;
            sqlx::query(sql::ANNOUNCE)
                .bind(&replica.id)
                .bind(&replica.keys)
                .bind(i64::from(replica.per_process_keys))
                .bind(replica.started_at)
                .bind(replica.heartbeat_at)
                .execute(pool)
                .await?;
            let rows = sqlx::query(sql::REPLICAS).bind(&replica.id).bind(alive_since).fetch_all(pool).await?;
            Ok(rows
                .into_iter()
                .map(|r| crate::Replica {
                    id: r.get("id"),
                    keys: r.get("keys"),
                    per_process_keys: r.get::<i64, _>("per_process_keys") != 0,
                    started_at: r.get("started_at"),
                    heartbeat_at: r.get("heartbeat_at"),
                })
                .collect())
        })
        .await
    }

    async fn claim_owner(&self, owner: &crate::Owner, take_over: bool) -> Result<crate::Owner, crate::StorageError> {
        crate::timed("claim_owner", async {
            use sqlx::Row;
            let mut tx = self.checked().await?.begin().await?;
            let claim = if take_over { sql::TAKE_OVER_OWNER } else { sql::CLAIM_OWNER };
            sqlx::query(claim).bind(&owner.business).bind(&owner.name).bind(owner.claimed_at).execute(&mut *tx).await?;
            let row = sqlx::query(sql::OWNER).fetch_one(&mut *tx).await?;
            tx.commit().await?;
            Ok(crate::Owner { business: row.get("business"), name: row.get("name"), claimed_at: row.get("claimed_at") })
        })
        .await
    }

    async fn withdraw(&self, replica_id: &str) -> Result<(), crate::StorageError> {
        crate::timed("withdraw", async {
            sqlx::query(sql::WITHDRAW).bind(replica_id).execute(self.checked().await?).await?;
            Ok(())
        })
        .await
    }

    async fn sweep(&self, now: i64, unanswered_before: i64) -> Result<crate::Purged, crate::StorageError> {
        crate::timed("sweep", async {
            let mut tx = self.checked().await?.begin().await?;
            let turns = sqlx::query(sql::SWEEP_TURNS).bind(now).execute(&mut *tx).await?;
            let conversations = sqlx::query(sql::SWEEP_CONVERSATIONS).bind(now).execute(&mut *tx).await?;
            let keys = sqlx::query(sql::SWEEP_KEYS).bind(now).execute(&mut *tx).await?;
            sqlx::query(sql::SWEEP_RATE_WINDOWS).bind(now).execute(&mut *tx).await?;
            sqlx::query(sql::SWEEP_REPLICAS).bind(now - 3600).execute(&mut *tx).await?;
            let unanswered = sqlx::query(sql::SWEEP_UNANSWERED).bind(unanswered_before).execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(crate::Purged {
                conversations: conversations.rows_affected(),
                turns: turns.rows_affected(),
                idempotency_keys: keys.rows_affected(),
                unanswered: unanswered.rows_affected(),
            })
        })
        .await
    }

    async fn delete_conversation(
        &self,
        id: &str,
        responses_containing: &str,
    ) -> Result<crate::Purged, crate::StorageError> {
        crate::timed("delete_conversation", async {
            let mut tx = self.checked().await?.begin().await?;
            let turns = sqlx::query(sql::DELETE_TURNS).bind(id).execute(&mut *tx).await?;
            let keys = match responses_containing {
                "" => 0,
                mark => sqlx::query(sql::DELETE_CONVERSATION_RESPONSES)
                    .bind(crate::containing(mark))
                    .execute(&mut *tx)
                    .await?
                    .rows_affected(),
            };
            let conversations = sqlx::query(sql::DELETE_CONVERSATION).bind(id).execute(&mut *tx).await?;
            tx.commit().await?;
            Ok(crate::Purged {
                conversations: conversations.rows_affected(),
                turns: turns.rows_affected(),
                idempotency_keys: keys,
                unanswered: 0,
            })
        })
        .await
    }

    async fn delete_unanswered(&self, before: i64) -> Result<crate::Purged, crate::StorageError> {
        crate::timed("delete_unanswered", async {
            let unanswered =
                sqlx::query(sql::DELETE_UNANSWERED_BEFORE).bind(before).execute(self.checked().await?).await?;
            Ok(crate::Purged { unanswered: unanswered.rows_affected(), ..crate::Purged::default() })
        })
        .await
    }

    async fn backup(&self, _to: &std::path::Path) -> Result<(), crate::StorageError> {
        Err(crate::StorageError::BackupUnsupported)
    }

    async fn close(&self) {
        self.pool().close().await;
    }
}
