//! The shared backend: a PostgreSQL server, through a pool sized by `storage.max_connections`,
//! for replicas that share nothing but the database.
//!
//! Each connection is checked before use, so after the server restarts the pool replaces the
//! dead connections by itself; until it is back, calls fail within `storage.acquire_timeout_ms`
//! (and Ask answers 503). Statements are cancelled by the server after
//! `storage.statement_timeout_ms`.

use std::str::FromStr;

use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};

use crate::queries::{Backend, storage_impl};
use crate::schema::Dialect;
use crate::{MigrateMode, StorageError, StorageOptions};

/// PostgreSQL storage.
#[derive(Debug)]
pub(crate) struct PostgresStorage {
    /// Made on first use, inside the runtime (a pool needs one), so a handle can be built
    /// before it.
    pool: std::sync::OnceLock<PgPool>,
    connect: PgConnectOptions,
    pool_options: PgPoolOptions,
    migrate_mode: MigrateMode,
    schema_checked: tokio::sync::OnceCell<()>,
}

impl Backend for PostgresStorage {
    type Db = sqlx::Postgres;
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
            schema_checked: Default::default(),
        })
    }

    fn pool(&self) -> &PgPool {
        self.pool.get_or_init(|| self.pool_options.clone().connect_lazy_with(self.connect.clone()))
    }
}

storage_impl!(PostgresStorage, "postgres");
