//! The embedded backend: a SQLite file in WAL mode (or an in-memory database for tests),
//! through one connection.

use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous};

use crate::queries::{Backend, storage_impl};
use crate::schema::Dialect;
use crate::{MigrateMode, StorageError, StorageOptions};

/// SQLite storage.
#[derive(Debug)]
pub(crate) struct SqliteStorage {
    /// Made on first use, inside the runtime (a pool needs one), so a handle can be built
    /// before it.
    pool: std::sync::OnceLock<SqlitePool>,
    connect: SqliteConnectOptions,
    pool_options: SqlitePoolOptions,
    migrate_mode: MigrateMode,
    schema_checked: tokio::sync::OnceCell<()>,
}

impl Backend for SqliteStorage {
    type Db = sqlx::Sqlite;
}

impl SqliteStorage {
    const DIALECT: Dialect = Dialect::Sqlite;

    /// A handle on the database at `url`; nothing is opened until first use.
    pub(crate) fn new(url: &str, options: &StorageOptions) -> Result<Self, StorageError> {
        let memory = url.contains(":memory:");
        let connect = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .busy_timeout(Duration::from_secs(5))
            .journal_mode(if memory { SqliteJournalMode::Memory } else { SqliteJournalMode::Wal })
            // In WAL mode, NORMAL loses no committed transaction when the process crashes
            // (only, possibly, the last ones on power loss) and spares an fsync per turn.
            .synchronous(SqliteSynchronous::Normal);
        // One connection: SQLite has one writer at a time anyway, and every Ask writes, so
        // requests queue in the pool rather than meeting SQLITE_BUSY and its back-off sleeps
        // (measured: more answers per second, not fewer). It is kept open: an in-memory
        // database lives exactly as long as its connection.
        let pool_options = SqlitePoolOptions::new()
            .max_connections(1)
            .min_connections(0)
            .acquire_timeout(options.acquire_timeout)
            // A local file does not drop connections: no ping before each use (one round trip
            // to the driver's worker thread saved per query).
            .test_before_acquire(false)
            .idle_timeout(None)
            .max_lifetime(None);
        Ok(SqliteStorage {
            pool: Default::default(),
            connect,
            pool_options,
            migrate_mode: options.migrate,
            schema_checked: Default::default(),
        })
    }

    fn pool(&self) -> &SqlitePool {
        self.pool.get_or_init(|| self.pool_options.clone().connect_lazy_with(self.connect.clone()))
    }
}

storage_impl!(SqliteStorage, "sqlite");
