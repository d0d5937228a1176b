//! The one implementation of [`crate::Storage`], shared by both backends.
//!
//! The SQL is written once, in the dialect SQLite and PostgreSQL share (`$N` parameters,
//! `ON CONFLICT … DO UPDATE`, `RETURNING`), and [`storage_impl!`] expands it for each
//! backend's pool type. A backend supplies only what really differs: how it connects
//! (`fn pool(&self) -> &Pool<…>`), its [`Dialect`](crate::schema::Dialect) (`const DIALECT`),
//! and a `schema_checked: OnceCell<()>` field.

/// Implements [`crate::Storage`] for a backend struct over a sqlx pool.
macro_rules! storage_impl {
    ($backend:ty, $name:literal) => {
        impl $backend {
            /// The pool, once the schema has been checked (and migrated when allowed).
            async fn checked(&self) -> Result<&sqlx::Pool<<Self as $crate::queries::Backend>::Db>, $crate::StorageError> {
                self.schema_checked
                    .get_or_try_init(|| async {
                        let status = self.status().await?;
                        status.refuse_newer()?;
                        if status.behind() {
                            if self.migrate_mode == $crate::MigrateMode::Off {
                                return Err($crate::StorageError::SchemaBehind {
                                    database: status.database,
                                    binary: status.binary,
                                });
                            }
                            Self::DIALECT.migrator().run(self.pool()).await?;
                            tracing::info!(
                                backend = $name,
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

            async fn status(&self) -> Result<$crate::SchemaStatus, $crate::StorageError> {
                use sqlx::Row;
                let pool = self.pool();
                let exists: i64 =
                    sqlx::query(Self::DIALECT.migrations_table_query()).fetch_one(pool).await?.get("n");
                let database: i64 = if exists == 0 {
                    0
                } else {
                    sqlx::query($crate::schema::APPLIED_VERSION).fetch_one(pool).await?.get("version")
                };
                Ok($crate::SchemaStatus { database, binary: Self::DIALECT.latest() })
            }
        }

        #[async_trait::async_trait]
        impl $crate::Storage for $backend {
            fn backend(&self) -> &'static str {
                $name
            }

            async fn ready(&self) -> Result<(), $crate::StorageError> {
                $crate::timed("ready", async {
                    let pool = self.checked().await?;
                    sqlx::query("SELECT 1").execute(pool).await?;
                    Ok(())
                })
                .await
            }

            async fn migrate(&self) -> Result<$crate::SchemaStatus, $crate::StorageError> {
                self.status().await?.refuse_newer()?;
                Self::DIALECT.migrator().run(self.pool()).await?;
                self.status().await
            }

            async fn schema_status(&self) -> Result<$crate::SchemaStatus, $crate::StorageError> {
                self.status().await
            }

            async fn conversation(&self, id: &str, now: i64) -> Result<Option<String>, $crate::StorageError> {
                $crate::timed("conversation", async {
                    use sqlx::Row;
                    let row = sqlx::query("SELECT state FROM conversations WHERE id = $1 AND expires_at > $2")
                        .bind(id)
                        .bind(now)
                        .fetch_optional(self.checked().await?)
                        .await?;
                    Ok(row.map(|r| r.get::<String, _>("state")))
                })
                .await
            }

            async fn save_turn(&self, turn: &$crate::Turn<'_>) -> Result<(), $crate::StorageError> {
                $crate::timed("save_turn", async {
                    let mut tx = self.checked().await?.begin().await?;
                    // The upsert locks the conversation's row until commit, so a concurrent
                    // turn of the same conversation numbers itself after this one.
                    sqlx::query(
                        "INSERT INTO conversations (id, state, created_at, expires_at) VALUES ($1, $2, $3, $4)
                         ON CONFLICT (id) DO UPDATE SET state = excluded.state, expires_at = excluded.expires_at",
                    )
                    .bind(turn.conversation_id)
                    .bind(turn.state)
                    .bind(turn.now)
                    .bind(turn.expires_at)
                    .execute(&mut *tx)
                    .await?;
                    sqlx::query(
                        "INSERT INTO turns (conversation_id, seq, query, answer, created_at)
                         VALUES ($1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM turns WHERE conversation_id = $1), $2, $3, $4)",
                    )
                    .bind(turn.conversation_id)
                    .bind(turn.query)
                    .bind(turn.answer)
                    .bind(turn.now)
                    .execute(&mut *tx)
                    .await?;
                    if let Some((key, operation, response)) = turn.idempotency {
                        sqlx::query("UPDATE idempotency SET response = $1 WHERE key = $2 AND operation = $3")
                            .bind(response)
                            .bind(key)
                            .bind(operation)
                            .execute(&mut *tx)
                            .await?;
                    }
                    tx.commit().await?;
                    Ok(())
                })
                .await
            }

            async fn turn_count(&self, conversation_id: &str) -> Result<i64, $crate::StorageError> {
                $crate::timed("turn_count", async {
                    use sqlx::Row;
                    let row = sqlx::query("SELECT COUNT(*) AS n FROM turns WHERE conversation_id = $1")
                        .bind(conversation_id)
                        .fetch_one(self.checked().await?)
                        .await?;
                    Ok(row.get::<i64, _>("n"))
                })
                .await
            }

            async fn claim(&self, c: &$crate::ClaimRequest<'_>) -> Result<$crate::Claim, $crate::StorageError> {
                $crate::timed("claim", async {
                    use sqlx::Row;
                    let pool = self.checked().await?;
                    // An expired claim no longer protects anything; an abandoned one protects nothing.
                    sqlx::query(
                        "DELETE FROM idempotency WHERE key = $1 AND operation = $2
                         AND (expires_at <= $3 OR (response IS NULL AND created_at <= $4))",
                    )
                    .bind(c.key)
                    .bind(c.operation)
                    .bind(c.now)
                    .bind(c.stale_before)
                    .execute(pool)
                    .await?;
                    // The primary key makes this the one claim that wins, whichever replica asks.
                    let inserted = sqlx::query(
                        "INSERT INTO idempotency (key, operation, digest, response, created_at, expires_at)
                         VALUES ($1, $2, $3, NULL, $4, $5) ON CONFLICT (key, operation) DO NOTHING",
                    )
                    .bind(c.key)
                    .bind(c.operation)
                    .bind(c.digest)
                    .bind(c.now)
                    .bind(c.expires_at)
                    .execute(pool)
                    .await?
                    .rows_affected();
                    if inserted == 1 {
                        return Ok($crate::Claim::Fresh);
                    }
                    let row = sqlx::query("SELECT digest, response FROM idempotency WHERE key = $1 AND operation = $2")
                        .bind(c.key)
                        .bind(c.operation)
                        .fetch_optional(pool)
                        .await?;
                    Ok(match row {
                        // Removed between the two statements (released after a failure): try again later.
                        None => $crate::Claim::InFlight,
                        Some(r) if r.get::<String, _>("digest") != c.digest => $crate::Claim::Conflict,
                        Some(r) => match r.get::<Option<String>, _>("response") {
                            Some(response) => $crate::Claim::Replay(response),
                            None => $crate::Claim::InFlight,
                        },
                    })
                })
                .await
            }

            async fn complete(&self, key: &str, operation: &str, response: &str) -> Result<(), $crate::StorageError> {
                $crate::timed("complete", async {
                    sqlx::query("UPDATE idempotency SET response = $1 WHERE key = $2 AND operation = $3")
                        .bind(response)
                        .bind(key)
                        .bind(operation)
                        .execute(self.checked().await?)
                        .await?;
                    Ok(())
                })
                .await
            }

            async fn release(&self, key: &str, operation: &str) -> Result<(), $crate::StorageError> {
                $crate::timed("release", async {
                    sqlx::query("DELETE FROM idempotency WHERE key = $1 AND operation = $2 AND response IS NULL")
                        .bind(key)
                        .bind(operation)
                        .execute(self.checked().await?)
                        .await?;
                    Ok(())
                })
                .await
            }

            async fn record_unanswered(&self, question: &str, language: &str, now: i64) -> Result<(), $crate::StorageError> {
                $crate::timed("record_unanswered", async {
                    sqlx::query(
                        "INSERT INTO unanswered (question, language, count, first_seen, last_seen) VALUES ($1, $2, 1, $3, $3)
                         ON CONFLICT (question, language)
                         DO UPDATE SET count = unanswered.count + 1, last_seen = excluded.last_seen",
                    )
                    .bind(question)
                    .bind(language)
                    .bind(now)
                    .execute(self.checked().await?)
                    .await?;
                    Ok(())
                })
                .await
            }

            async fn unanswered(&self, limit: i64) -> Result<Vec<$crate::Unanswered>, $crate::StorageError> {
                $crate::timed("unanswered", async {
                    use sqlx::Row;
                    let rows = sqlx::query(
                        "SELECT question, language, count, last_seen FROM unanswered
                         ORDER BY count DESC, last_seen DESC, question LIMIT $1",
                    )
                    .bind(limit)
                    .fetch_all(self.checked().await?)
                    .await?;
                    Ok(rows
                        .into_iter()
                        .map(|r| $crate::Unanswered {
                            question: r.get("question"),
                            language: r.get("language"),
                            count: r.get("count"),
                            last_seen: r.get("last_seen"),
                        })
                        .collect())
                })
                .await
            }

            async fn end_session(&self, agent: &str, sid: &str, now: i64) -> Result<(), $crate::StorageError> {
                $crate::timed("end_session", async {
                    sqlx::query(
                        "INSERT INTO ended_sessions (agent, sid, ended_at) VALUES ($1, $2, $3)
                         ON CONFLICT (agent, sid) DO NOTHING",
                    )
                    .bind(agent)
                    .bind(sid)
                    .bind(now)
                    .execute(self.checked().await?)
                    .await?;
                    Ok(())
                })
                .await
            }

            async fn session_ended(&self, agent: &str, sid: &str) -> Result<bool, $crate::StorageError> {
                $crate::timed("session_ended", async {
                    let row = sqlx::query("SELECT 1 FROM ended_sessions WHERE agent = $1 AND sid = $2")
                        .bind(agent)
                        .bind(sid)
                        .fetch_optional(self.checked().await?)
                        .await?;
                    Ok(row.is_some())
                })
                .await
            }

            async fn count_request(&self, bucket: &str, window_start: i64, expires_at: i64) -> Result<i64, $crate::StorageError> {
                $crate::timed("count_request", async {
                    use sqlx::Row;
                    let row = sqlx::query(
                        "INSERT INTO rate_windows (bucket, window_start, count, expires_at) VALUES ($1, $2, 1, $3)
                         ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_windows.count + 1
                         RETURNING count",
                    )
                    .bind(bucket)
                    .bind(window_start)
                    .bind(expires_at)
                    .fetch_one(self.checked().await?)
                    .await?;
                    Ok(row.get::<i64, _>("count"))
                })
                .await
            }

            async fn announce(&self, replica: &$crate::Replica, alive_since: i64) -> Result<Vec<$crate::Replica>, $crate::StorageError> {
                $crate::timed("announce", async {
                    use sqlx::Row;
                    let pool = self.checked().await?;
                    sqlx::query(
                        "INSERT INTO replicas (id, keys, per_process_keys, started_at, heartbeat_at) VALUES ($1, $2, $3, $4, $5)
                         ON CONFLICT (id) DO UPDATE SET heartbeat_at = excluded.heartbeat_at",
                    )
                    .bind(&replica.id)
                    .bind(&replica.keys)
                    .bind(i64::from(replica.per_process_keys))
                    .bind(replica.started_at)
                    .bind(replica.heartbeat_at)
                    .execute(pool)
                    .await?;
                    let rows = sqlx::query(
                        "SELECT id, keys, per_process_keys, started_at, heartbeat_at FROM replicas
                         WHERE id <> $1 AND heartbeat_at >= $2 ORDER BY started_at, id",
                    )
                    .bind(&replica.id)
                    .bind(alive_since)
                    .fetch_all(pool)
                    .await?;
                    Ok(rows
                        .into_iter()
                        .map(|r| $crate::Replica {
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

            async fn withdraw(&self, replica_id: &str) -> Result<(), $crate::StorageError> {
                $crate::timed("withdraw", async {
                    sqlx::query("DELETE FROM replicas WHERE id = $1").bind(replica_id).execute(self.checked().await?).await?;
                    Ok(())
                })
                .await
            }

            async fn sweep(&self, now: i64) -> Result<u64, $crate::StorageError> {
                $crate::timed("sweep", async {
                    let mut tx = self.checked().await?.begin().await?;
                    sqlx::query(
                        "DELETE FROM turns WHERE conversation_id IN (SELECT id FROM conversations WHERE expires_at <= $1)",
                    )
                    .bind(now)
                    .execute(&mut *tx)
                    .await?;
                    let conversations =
                        sqlx::query("DELETE FROM conversations WHERE expires_at <= $1").bind(now).execute(&mut *tx).await?;
                    let keys = sqlx::query("DELETE FROM idempotency WHERE expires_at <= $1").bind(now).execute(&mut *tx).await?;
                    sqlx::query("DELETE FROM rate_windows WHERE expires_at <= $1").bind(now).execute(&mut *tx).await?;
                    sqlx::query("DELETE FROM replicas WHERE heartbeat_at <= $1").bind(now - 3600).execute(&mut *tx).await?;
                    tx.commit().await?;
                    Ok(conversations.rows_affected() + keys.rows_affected())
                })
                .await
            }

            async fn close(&self) {
                self.pool().close().await;
            }
        }
    };
}

pub(crate) use storage_impl;

/// What a backend's pool is over.
pub(crate) trait Backend {
    /// The sqlx database type.
    type Db: sqlx::Database;
}
