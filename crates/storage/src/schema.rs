//! The versioned migrations (`crates/storage/migrations/<backend>/NNNN_name.sql`, embedded in
//! the binary) and where a database's schema stands against them.
//!
//! On PostgreSQL migrations are applied by sqlx's migrator, which records them in
//! `_sqlx_migrations` and holds an advisory lock while it works, so replicas starting together
//! with `storage.migrate = "auto"` migrate once. On SQLite [`crate::sqlite`] applies them the
//! same way into the same table (same rows, same SHA-384 checksums), so databases made by
//! builds that used sqlx there too read as migrated. A database migrated by a newer binary is
//! refused before anything runs ([`crate::StorageError::SchemaTooNew`]).

use std::borrow::Cow;

use sqlx::SqlSafeStr;
use sqlx::migrate::{Migration, MigrationType, Migrator};

/// Whether the first use of the database applies pending migrations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum MigrateMode {
    /// Apply pending migrations at start (the default; the embedded SQLite needs nothing else).
    #[default]
    Auto,
    /// Refuse to run on an older schema: migrations are run by `concierge migrate`, as a step
    /// of the deployment.
    Off,
}

/// Where a database's schema stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchemaStatus {
    /// The newest migration applied to the database (0: none).
    pub database: i64,
    /// The newest migration this binary has.
    pub binary: i64,
}

impl SchemaStatus {
    /// Whether migrations are pending.
    pub fn behind(&self) -> bool {
        self.database < self.binary
    }

    /// Refuses a database a newer release migrated: this binary neither runs on it nor
    /// migrates it.
    pub(crate) fn refuse_newer(&self) -> Result<(), crate::StorageError> {
        if self.database > self.binary {
            return Err(crate::StorageError::SchemaTooNew { database: self.database, binary: self.binary });
        }
        Ok(())
    }
}

/// The SQL dialect of a backend.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dialect {
    Sqlite,
    Postgres,
}

type Source = (i64, &'static str, &'static str);

const SQLITE: &[Source] = &[
    (1, "initial", include_str!("../migrations/sqlite/0001_initial.sql")),
    (2, "replicas and rate windows", include_str!("../migrations/sqlite/0002_replicas_and_rate_windows.sql")),
    (3, "database owner", include_str!("../migrations/sqlite/0003_database_owner.sql")),
    (4, "unanswered retention", include_str!("../migrations/sqlite/0004_unanswered_retention.sql")),
    (5, "unanswered kind and handled", include_str!("../migrations/sqlite/0005_unanswered_kind_and_handled.sql")),
];

const POSTGRES: &[Source] = &[
    (1, "initial", include_str!("../migrations/postgres/0001_initial.sql")),
    (2, "replicas and rate windows", include_str!("../migrations/postgres/0002_replicas_and_rate_windows.sql")),
    (3, "database owner", include_str!("../migrations/postgres/0003_database_owner.sql")),
    (4, "unanswered retention", include_str!("../migrations/postgres/0004_unanswered_retention.sql")),
    (5, "unanswered kind and handled", include_str!("../migrations/postgres/0005_unanswered_kind_and_handled.sql")),
];

/// One migration.
#[derive(Debug, Clone, Copy)]
pub(crate) struct MigrationSource {
    pub(crate) version: i64,
    pub(crate) description: &'static str,
    pub(crate) sql: &'static str,
}

impl MigrationSource {
    /// What `_sqlx_migrations.checksum` holds for it: the SHA-384 of its SQL, as sqlx computes.
    pub(crate) fn checksum(&self) -> Vec<u8> {
        use sha2::Digest;
        sha2::Sha384::digest(self.sql.as_bytes()).to_vec()
    }
}

/// The migrations table, exactly as sqlx's SQLite migrator creates it.
pub(crate) const SQLITE_MIGRATIONS_TABLE: &str = "CREATE TABLE IF NOT EXISTS _sqlx_migrations (
    version BIGINT PRIMARY KEY,
    description TEXT NOT NULL,
    installed_on TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    success BOOLEAN NOT NULL,
    checksum BLOB NOT NULL,
    execution_time BIGINT NOT NULL
);";

impl Dialect {
    /// This dialect's migrations, in order.
    pub(crate) fn migrations(self) -> impl Iterator<Item = MigrationSource> {
        self.sources().iter().map(|&(version, description, sql)| MigrationSource { version, description, sql })
    }

    fn sources(self) -> &'static [Source] {
        match self {
            Dialect::Sqlite => SQLITE,
            Dialect::Postgres => POSTGRES,
        }
    }

    /// The newest migration this binary has.
    pub(crate) fn latest(self) -> i64 {
        self.sources().iter().map(|(version, _, _)| *version).max().unwrap_or(0)
    }

    /// The migrator that applies this dialect's migrations.
    pub(crate) fn migrator(self) -> Migrator {
        Migrator::with_migrations(
            self.sources()
                .iter()
                .map(|(version, description, sql)| {
                    Migration::new(
                        *version,
                        Cow::Borrowed(*description),
                        MigrationType::Simple,
                        sql.into_sql_str(),
                        false,
                    )
                })
                .collect(),
        )
    }

    /// A query returning one row, one boolean-ish column: whether the migrations table exists.
    /// (The newest version is then read by [`APPLIED_VERSION`]: a query naming a missing table
    /// fails to prepare on both backends, whatever its `CASE` says.)
    pub(crate) fn migrations_table_query(self) -> &'static str {
        match self {
            Dialect::Sqlite => {
                "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'"
            }
            Dialect::Postgres => {
                "SELECT COUNT(*) AS n FROM pg_tables WHERE schemaname = current_schema() AND tablename = '_sqlx_migrations'"
            }
        }
    }
}

/// The newest successfully applied migration (once the table exists).
pub(crate) const APPLIED_VERSION: &str =
    "SELECT CAST(COALESCE(MAX(version), 0) AS BIGINT) AS version FROM _sqlx_migrations WHERE success";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_backends_have_the_same_migrations() {
        let names = |d: Dialect| d.sources().iter().map(|(v, n, _)| (*v, *n)).collect::<Vec<_>>();
        assert_eq!(names(Dialect::Sqlite), names(Dialect::Postgres));
        let versions: Vec<i64> = SQLITE.iter().map(|(v, _, _)| *v).collect();
        assert_eq!(versions, (1..=versions.len() as i64).collect::<Vec<_>>(), "numbered 1, 2, … without gaps");
        assert_eq!(Dialect::Sqlite.migrator().migrations.len(), SQLITE.len());
        // The checksums recorded on SQLite are those sqlx's migrator would record.
        for (ours, sqlx) in Dialect::Sqlite.migrations().zip(Dialect::Sqlite.migrator().migrations.iter()) {
            assert_eq!(ours.checksum(), sqlx.checksum.as_ref(), "migration {}", ours.version);
        }
    }
}
