//! The storage conformance suite: every behaviour the service relies on, written once and run
//! against each backend — a SQLite file and a real PostgreSQL server.
//!
//! PostgreSQL comes from `CONCIERGE_TEST_POSTGRES_URL` (the README's test command starts one
//! on loopback with `scripts/postgres`); each test gets a database of its own. Without the
//! variable the PostgreSQL tests fail, saying so: they never skip.

use std::sync::Arc;

use concierge_storage::{
    Claim, ClaimRequest, GapKind, MigrateMode, Owner, Purged, Replica, Storage, StorageError, StorageOptions, Turn,
    Unanswered, open,
};

/// A database for one test, on one backend; `handle()` opens another connection pool on it,
/// as another replica would.
struct Target {
    url: String,
    _dir: Option<tempfile::TempDir>,
}

impl Target {
    fn sqlite() -> Target {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("conformance.sqlite").display());
        Target { url, _dir: Some(dir) }
    }

    async fn postgres() -> Target {
        let admin = std::env::var("CONCIERGE_TEST_POSTGRES_URL").unwrap_or_else(|_| {
            panic!(
                "CONCIERGE_TEST_POSTGRES_URL is not set: the storage conformance suite needs a PostgreSQL \
                 server (run ./scripts/test, or `scripts/postgres install && scripts/postgres start DIR` \
                 and export the URL it prints)"
            )
        });
        use sqlx::Connection;
        let mut conn = sqlx::PgConnection::connect(&admin)
            .await
            .unwrap_or_else(|e| panic!("CONCIERGE_TEST_POSTGRES_URL={admin}: cannot connect: {e}"));
        let name = format!("conformance_{}", uuid_like());
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}"))).execute(&mut conn).await.unwrap();
        let base = admin.rsplit_once('/').map(|(base, _)| base).unwrap_or(&admin);
        Target { url: format!("{base}/{name}"), _dir: None }
    }

    fn handle(&self) -> Arc<dyn Storage> {
        self.handle_with(&StorageOptions::default())
    }

    fn handle_with(&self, options: &StorageOptions) -> Arc<dyn Storage> {
        open(&self.url, options).unwrap()
    }
}

/// The file a `sqlite://…?mode=rwc` URL names.
fn sqlite_path(url: &str) -> Option<&str> {
    url.strip_prefix("sqlite://").map(|rest| rest.split('?').next().unwrap_or(rest))
}

fn uuid_like() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
    format!("{}_{}_{}", std::process::id(), nanos % 1_000_000_000, NEXT.fetch_add(1, Ordering::Relaxed))
}

/// Runs each named test against both backends.
macro_rules! conformance {
    ($($test:ident),* $(,)?) => {
        mod sqlite {
            $(#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $test() {
                super::$test(super::Target::sqlite()).await;
            })*
        }
        mod postgres {
            $(#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $test() {
                super::$test(super::Target::postgres().await).await;
            })*
        }
    };
}

conformance!(
    conversations_persist_and_expire,
    idempotency_claims_follow_their_lifecycle,
    exactly_one_concurrent_claim_wins_across_replicas,
    concurrent_turns_of_one_conversation_are_numbered_in_order,
    unanswered_questions_are_counted,
    unanswered_questions_keep_their_kind_and_when_they_were_handled,
    ended_sessions_are_remembered,
    rate_windows_count_across_replicas,
    replicas_see_each_other_until_they_withdraw,
    migrations_are_versioned_and_a_newer_schema_is_refused,
    migration_5_keeps_the_unanswered_questions_of_a_version_4_database,
    a_closed_store_fails_every_call,
    a_handle_told_not_to_create_never_does,
    a_database_belongs_to_the_first_business_that_claims_it,
    records_are_kept_for_their_retention_and_purged_after_it,
    one_conversation_and_old_unanswered_questions_are_deleted_on_demand,
    a_backup_taken_while_the_server_writes_restores_what_it_had,
);

fn turn<'a>(id: &'a str, state: &'a str, query: &'a str, now: i64) -> Turn<'a> {
    Turn { conversation_id: id, state, query, answer: "answer", now, expires_at: now + 100, idempotency: None }
}

fn claim<'a>(key: &'a str, digest: &'a str, now: i64) -> ClaimRequest<'a> {
    ClaimRequest { key, operation: "ask", digest, now, stale_before: now - 1000, expires_at: now + 100 }
}

async fn conversations_persist_and_expire(target: Target) {
    let db = target.handle();
    db.ready().await.unwrap();
    assert_eq!(db.conversation("c1", 100).await.unwrap(), None);
    db.save_turn(&turn("c1", "{\"turns\":1}", "q1", 100)).await.unwrap();
    assert_eq!(db.claim(&claim("k", "d", 105)).await.unwrap(), Claim::Fresh);
    let with_key = Turn { idempotency: Some(("k", "ask", "{\"r\":1}")), ..turn("c1", "{\"turns\":2}", "q2", 110) };
    db.save_turn(&with_key).await.unwrap();
    assert_eq!(
        db.claim(&claim("k", "d", 111)).await.unwrap(),
        Claim::Replay("{\"r\":1}".into()),
        "stored in the turn's transaction"
    );
    assert_eq!(db.turn_count("c1").await.unwrap(), 2);
    // Another handle (a restart, or another replica) sees the same records.
    drop(db);
    let db = target.handle();
    assert_eq!(db.conversation("c1", 150).await.unwrap().as_deref(), Some("{\"turns\":2}"));
    assert_eq!(db.conversation("c1", 210).await.unwrap(), None, "expired at 110 + 100");
    let purged = db.sweep(300, 0).await.unwrap();
    assert_eq!(
        purged,
        Purged { conversations: 1, turns: 2, idempotency_keys: 1, unanswered: 0 },
        "the conversation, its turns and the key"
    );
    assert_eq!(db.turn_count("c1").await.unwrap(), 0, "its turns went with it");
}

async fn idempotency_claims_follow_their_lifecycle(target: Target) {
    let db = target.handle();
    assert_eq!(db.claim(&claim("k", "d1", 0)).await.unwrap(), Claim::Fresh);
    assert_eq!(db.claim(&claim("k", "d1", 1)).await.unwrap(), Claim::InFlight);
    assert_eq!(db.claim(&claim("k", "d2", 1)).await.unwrap(), Claim::Conflict);
    db.complete("k", "ask", "{\"r\":1}").await.unwrap();
    assert_eq!(db.claim(&claim("k", "d1", 2)).await.unwrap(), Claim::Replay("{\"r\":1}".into()));
    let other_operation = ClaimRequest { operation: "other", ..claim("k", "d1", 2) };
    assert_eq!(db.claim(&other_operation).await.unwrap(), Claim::Fresh, "keys are per operation");
    assert_eq!(db.claim(&claim("k", "d2", 200)).await.unwrap(), Claim::Fresh, "an expired key is free again");
    // A claim that never completed is taken over once it is older than the lease.
    let within_lease = ClaimRequest { stale_before: 199, ..claim("k", "d2", 210) };
    assert_eq!(db.claim(&within_lease).await.unwrap(), Claim::InFlight);
    let after_lease = ClaimRequest { stale_before: 225, ..claim("k", "d2", 240) };
    assert_eq!(db.claim(&after_lease).await.unwrap(), Claim::Fresh, "an abandoned claim");
    db.release("k", "ask").await.unwrap();
    assert_eq!(db.claim(&claim("k", "d3", 241)).await.unwrap(), Claim::Fresh, "a released claim");
    db.complete("k", "ask", "{}").await.unwrap();
    db.release("k", "ask").await.unwrap();
    assert_eq!(
        db.claim(&claim("k", "d3", 242)).await.unwrap(),
        Claim::Replay("{}".into()),
        "release keeps a completed key"
    );
}

async fn exactly_one_concurrent_claim_wins_across_replicas(target: Target) {
    let replicas: Vec<Arc<dyn Storage>> = (0..3).map(|_| target.handle()).collect();
    for r in &replicas {
        r.ready().await.unwrap();
    }
    for round in 0..5 {
        let key = format!("key-{round}");
        let mut tasks = Vec::new();
        for i in 0..24 {
            let db = replicas[i % replicas.len()].clone();
            let key = key.clone();
            tasks.push(tokio::spawn(async move { db.claim(&claim(&key, "d", 10)).await.unwrap() }));
        }
        let mut outcomes = Vec::new();
        for t in tasks {
            outcomes.push(t.await.unwrap());
        }
        assert_eq!(outcomes.iter().filter(|c| **c == Claim::Fresh).count(), 1, "round {round}: {outcomes:?}");
        assert!(outcomes.iter().all(|c| matches!(c, Claim::Fresh | Claim::InFlight)), "{outcomes:?}");
    }
}

async fn concurrent_turns_of_one_conversation_are_numbered_in_order(target: Target) {
    let replicas: Vec<Arc<dyn Storage>> = (0..3).map(|_| target.handle()).collect();
    replicas[0].ready().await.unwrap();
    let mut tasks = Vec::new();
    for i in 0..30 {
        let db = replicas[i % replicas.len()].clone();
        tasks.push(tokio::spawn(async move {
            let query = format!("q{i}");
            db.save_turn(&turn("shared", "{}", &query, 10 + i as i64)).await
        }));
    }
    for t in tasks {
        t.await.unwrap().unwrap();
    }
    assert_eq!(replicas[1].turn_count("shared").await.unwrap(), 30, "no turn lost, none failed");
}

async fn unanswered_questions_are_counted(target: Target) {
    let db = target.handle();
    db.record_unanswered("do you sell kayaks?", "en", GapKind::CantAnswer, 1).await.unwrap();
    db.record_unanswered("do you sell kayaks?", "en", GapKind::CantAnswer, 2).await.unwrap();
    db.record_unanswered("do you sell kayaks?", "de", GapKind::CantAnswer, 2).await.unwrap();
    db.record_unanswered("weather?", "en", GapKind::CantAnswer, 3).await.unwrap();
    let list = db.unanswered(10).await.unwrap();
    assert_eq!(
        (list[0].question.as_str(), list[0].language.as_str(), list[0].count, list[0].last_seen),
        ("do you sell kayaks?", "en", 2, 2)
    );
    assert_eq!(list.len(), 3);
    assert_eq!(db.unanswered(1).await.unwrap().len(), 1, "the limit holds");
}

fn pair(question: &str, language: &str) -> (String, String) {
    (question.into(), language.into())
}

/// The one row for `question` in `language`.
async fn gap(db: &Arc<dyn Storage>, question: &str, language: &str) -> Unanswered {
    let list = db.unanswered(100).await.unwrap();
    let mut rows = list.into_iter().filter(|u| u.question == question && u.language == language);
    let row = rows.next().unwrap_or_else(|| panic!("no row for {question:?} ({language})"));
    assert!(rows.next().is_none(), "one row per question and language");
    row
}

async fn unanswered_questions_keep_their_kind_and_when_they_were_handled(target: Target) {
    let db = target.handle();
    let kayaks = |count, last_seen, kind, handled_at| Unanswered {
        question: "do you sell kayaks?".into(),
        language: "en".into(),
        count,
        first_seen: 10,
        last_seen,
        kind,
        handled_at,
    };
    // The latest asking's kind wins, whichever it is; the first asking is kept.
    db.record_unanswered("do you sell kayaks?", "en", GapKind::LowConfidence, 10).await.unwrap();
    assert_eq!(gap(&db, "do you sell kayaks?", "en").await, kayaks(1, 10, GapKind::LowConfidence, None));
    db.record_unanswered("do you sell kayaks?", "en", GapKind::CantAnswer, 20).await.unwrap();
    assert_eq!(gap(&db, "do you sell kayaks?", "en").await, kayaks(2, 20, GapKind::CantAnswer, None));
    db.record_unanswered("do you sell kayaks?", "en", GapKind::LowConfidence, 30).await.unwrap();
    assert_eq!(gap(&db, "do you sell kayaks?", "en").await, kayaks(3, 30, GapKind::LowConfidence, None));
    db.record_unanswered("weather?", "en", GapKind::CantAnswer, 15).await.unwrap();
    db.record_unanswered("wetter?", "de", GapKind::LowConfidence, 16).await.unwrap();
    db.record_unanswered("wetter?", "de", GapKind::LowConfidence, 17).await.unwrap();
    let order: Vec<(String, i64)> =
        db.unanswered(10).await.unwrap().into_iter().map(|u| (u.question, u.count)).collect();
    assert_eq!(order, [("do you sell kayaks?".into(), 3), ("wetter?".into(), 2), ("weather?".into(), 1)]);

    // Marking counts each row once: a pair named twice, one never asked, another language's.
    let marked = db
        .mark_unanswered_handled(
            &[
                pair("do you sell kayaks?", "en"),
                pair("wetter?", "de"),
                pair("do you sell kayaks?", "en"),
                pair("never asked?", "en"),
                pair("do you sell kayaks?", "de"),
            ],
            40,
        )
        .await
        .unwrap();
    assert_eq!(marked, 2);
    assert_eq!(gap(&db, "do you sell kayaks?", "en").await, kayaks(3, 30, GapKind::LowConfidence, Some(40)));
    assert_eq!(gap(&db, "wetter?", "de").await.handled_at, Some(40));
    assert_eq!(gap(&db, "weather?", "en").await.handled_at, None, "only those named");
    assert_eq!(db.mark_unanswered_handled(&[], 41).await.unwrap(), 0, "nothing named");

    // Asked again after it was handled: still marked, but last asked after that, so open again.
    db.record_unanswered("do you sell kayaks?", "en", GapKind::CantAnswer, 50).await.unwrap();
    let again = gap(&db, "do you sell kayaks?", "en").await;
    assert_eq!(again, kayaks(4, 50, GapKind::CantAnswer, Some(40)));
    assert!(again.last_seen > again.handled_at.unwrap());
    // Another replica sees it, and marks it handled again.
    let other = target.handle();
    assert_eq!(other.mark_unanswered_handled(&[pair("do you sell kayaks?", "en")], 60).await.unwrap(), 1);
    assert_eq!(gap(&db, "do you sell kayaks?", "en").await, kayaks(4, 50, GapKind::CantAnswer, Some(60)));

    // Retention and deletion go by when a question was last asked, handled or not.
    assert_eq!(db.sweep(100, 16).await.unwrap(), Purged { unanswered: 1, ..Purged::default() }, "weather?");
    assert_eq!(db.sweep(100, 17).await.unwrap(), Purged { unanswered: 1, ..Purged::default() }, "wetter?, handled");
    assert_eq!(db.delete_unanswered(i64::MAX).await.unwrap().unanswered, 1);
    assert!(db.unanswered(10).await.unwrap().is_empty());
    assert_eq!(db.mark_unanswered_handled(&[pair("do you sell kayaks?", "en")], 70).await.unwrap(), 0, "deleted");

    // A kind this build does not know reads as one it could not answer.
    execute(
        &target.url,
        "INSERT INTO unanswered (question, language, count, first_seen, last_seen, kind) \
         VALUES ('q', 'en', 1, 80, 80, 'some_newer_kind')",
    )
    .await;
    assert_eq!(gap(&db, "q", "en").await.kind, GapKind::CantAnswer);
}

async fn ended_sessions_are_remembered(target: Target) {
    let db = target.handle();
    assert!(!db.session_ended("https://agent.example/p", "s1").await.unwrap());
    db.end_session("https://agent.example/p", "s1", 5).await.unwrap();
    db.end_session("https://agent.example/p", "s1", 6).await.unwrap();
    assert!(db.session_ended("https://agent.example/p", "s1").await.unwrap());
    assert!(!db.session_ended("https://other.example/p", "s1").await.unwrap(), "per agent");
}

async fn rate_windows_count_across_replicas(target: Target) {
    let a = target.handle();
    let b = target.handle();
    assert_eq!(a.count_request("client-1", 60, 180).await.unwrap(), 1);
    assert_eq!(b.count_request("client-1", 60, 180).await.unwrap(), 2);
    assert_eq!(a.count_request("client-2", 60, 180).await.unwrap(), 1, "per bucket");
    assert_eq!(b.count_request("client-1", 120, 240).await.unwrap(), 1, "per window");
    let mut tasks = Vec::new();
    for i in 0..20 {
        let db = if i % 2 == 0 { a.clone() } else { b.clone() };
        tasks.push(tokio::spawn(async move { db.count_request("burst", 0, 100).await.unwrap() }));
    }
    let mut counts = Vec::new();
    for t in tasks {
        counts.push(t.await.unwrap());
    }
    counts.sort();
    assert_eq!(counts, (1..=20).collect::<Vec<_>>(), "every count seen once: no lost update");
    a.sweep(200, 0).await.unwrap();
    assert_eq!(a.count_request("client-1", 60, 400).await.unwrap(), 1, "an expired window is gone");
}

async fn replicas_see_each_other_until_they_withdraw(target: Target) {
    let db = target.handle();
    let replica = |id: &str, at: i64| Replica {
        id: id.into(),
        keys: format!("keys-of-{id}"),
        per_process_keys: id == "b",
        started_at: at,
        heartbeat_at: at,
    };
    assert!(db.announce(&replica("a", 100), 90).await.unwrap().is_empty());
    let seen = db.announce(&replica("b", 105), 95).await.unwrap();
    assert_eq!(seen, vec![replica("a", 100)]);
    let seen_by_a = db.announce(&Replica { heartbeat_at: 110, ..replica("a", 100) }, 100).await.unwrap();
    assert_eq!(seen_by_a.len(), 1);
    assert!(seen_by_a[0].per_process_keys);
    assert!(db.announce(&replica("c", 200), 150).await.unwrap().is_empty(), "silent replicas are not alive");
    db.withdraw("c").await.unwrap();
    assert!(db.announce(&replica("d", 200), 0).await.unwrap().iter().all(|r| r.id != "c"), "withdrawn");
}

async fn migrations_are_versioned_and_a_newer_schema_is_refused(target: Target) {
    let manual = StorageOptions { migrate: MigrateMode::Off, ..StorageOptions::default() };
    let db = target.handle_with(&manual);
    let status = db.schema_status().await.unwrap();
    assert_eq!(status.database, 0);
    assert!(status.binary >= 2);
    let err = db.ready().await.unwrap_err();
    assert!(matches!(err, StorageError::SchemaBehind { database: 0, .. }), "{err}");
    assert!(err.to_string().contains("concierge migrate"), "{err}");
    let migrated = db.migrate().await.unwrap();
    assert_eq!(migrated.database, migrated.binary);
    db.ready().await.unwrap();
    assert_eq!(db.migrate().await.unwrap(), migrated, "migrating again changes nothing");
    // A newer release migrated the database further: this binary refuses it.
    let newer = migrated.binary + 1;
    let tamper = target.handle();
    tamper.ready().await.unwrap();
    drop(tamper);
    insert_migration_row(&target.url, newer).await;
    let err = target.handle().ready().await.unwrap_err();
    assert!(matches!(err, StorageError::SchemaTooNew { database, .. } if database == newer), "{err}");
    assert!(err.to_string().contains("newer"), "{err}");
    assert!(target.handle().migrate().await.is_err(), "nor does it migrate it");
}

async fn insert_migration_row(url: &str, version: i64) {
    let sql = format!(
        "INSERT INTO _sqlx_migrations (version, description, installed_on, success, checksum, execution_time) \
         VALUES ({version}, 'from the future', CURRENT_TIMESTAMP, TRUE, X'00', 0)"
    );
    if let Some(path) = sqlite_path(url) {
        rusqlite::Connection::open(path).unwrap().execute_batch(&sql).unwrap();
    } else {
        use sqlx::Connection;
        let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
        let sql = sql.replace("X'00'", "'\\x00'::bytea");
        sqlx::query(sqlx::AssertSqlSafe(sql)).execute(&mut conn).await.unwrap();
    }
}

/// A database as a release with migrations 1 to 4 left it: a server there recorded unanswered
/// questions before they had a kind. Migration 5 keeps them, as questions it could not answer,
/// never handled.
async fn migration_5_keeps_the_unanswered_questions_of_a_version_4_database(target: Target) {
    migrate_to_version_4(&target.url).await;
    execute(
        &target.url,
        "INSERT INTO unanswered (question, language, count, first_seen, last_seen) \
         VALUES ('do you sell kayaks?', 'en', 3, 10, 30), ('wetter?', 'de', 1, 20, 20)",
    )
    .await;
    let manual = StorageOptions { migrate: MigrateMode::Off, ..StorageOptions::default() };
    let db = target.handle_with(&manual);
    assert_eq!(db.schema_status().await.unwrap().database, 4);
    let err = db.ready().await.unwrap_err();
    assert!(matches!(err, StorageError::SchemaBehind { database: 4, .. }), "{err}");
    let migrated = db.migrate().await.unwrap();
    assert_eq!(migrated.database, migrated.binary);
    assert!(migrated.database >= 5);
    let old = |question: &str, language: &str, count, first_seen, last_seen| Unanswered {
        question: question.into(),
        language: language.into(),
        count,
        first_seen,
        last_seen,
        kind: GapKind::CantAnswer,
        handled_at: None,
    };
    assert_eq!(
        db.unanswered(10).await.unwrap(),
        [old("do you sell kayaks?", "en", 3, 10, 30), old("wetter?", "de", 1, 20, 20)]
    );
    // And they go on as any other.
    db.record_unanswered("do you sell kayaks?", "en", GapKind::LowConfidence, 40).await.unwrap();
    assert_eq!(db.mark_unanswered_handled(&[pair("wetter?", "de")], 50).await.unwrap(), 1);
    assert_eq!(
        db.unanswered(10).await.unwrap(),
        [
            Unanswered {
                count: 4,
                last_seen: 40,
                kind: GapKind::LowConfidence,
                ..old("do you sell kayaks?", "en", 3, 10, 30)
            },
            Unanswered { handled_at: Some(50), ..old("wetter?", "de", 1, 20, 20) },
        ]
    );
}

/// The migrations of the release before migration 5, each with its version and description.
const VERSION_4: [(i64, &str, &str, &str); 4] = [
    (
        1,
        "initial",
        include_str!("../migrations/sqlite/0001_initial.sql"),
        include_str!("../migrations/postgres/0001_initial.sql"),
    ),
    (
        2,
        "replicas and rate windows",
        include_str!("../migrations/sqlite/0002_replicas_and_rate_windows.sql"),
        include_str!("../migrations/postgres/0002_replicas_and_rate_windows.sql"),
    ),
    (
        3,
        "database owner",
        include_str!("../migrations/sqlite/0003_database_owner.sql"),
        include_str!("../migrations/postgres/0003_database_owner.sql"),
    ),
    (
        4,
        "unanswered retention",
        include_str!("../migrations/sqlite/0004_unanswered_retention.sql"),
        include_str!("../migrations/postgres/0004_unanswered_retention.sql"),
    ),
];

/// Brings an empty database to schema version 4 as that release did: its migrations applied and
/// recorded in `_sqlx_migrations` with sqlx's checksums.
async fn migrate_to_version_4(url: &str) {
    use sqlx::SqlSafeStr;
    use sqlx::migrate::{Migration, MigrationType, Migrator};
    let migration = |(version, description, sql): (i64, &'static str, &'static str)| {
        Migration::new(version, description.into(), MigrationType::Simple, sql.into_sql_str(), false)
    };
    if let Some(path) = sqlite_path(url) {
        let mut conn = rusqlite::Connection::open(path).unwrap();
        conn.execute_batch(
            "CREATE TABLE _sqlx_migrations (version BIGINT PRIMARY KEY, description TEXT NOT NULL, \
             installed_on TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, success BOOLEAN NOT NULL, \
             checksum BLOB NOT NULL, execution_time BIGINT NOT NULL)",
        )
        .unwrap();
        for (version, description, sqlite, _) in VERSION_4 {
            let checksum = migration((version, description, sqlite)).checksum.to_vec();
            let tx = conn.transaction().unwrap();
            tx.execute_batch(sqlite).unwrap();
            tx.execute(
                "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
                 VALUES (?1, ?2, TRUE, ?3, 0)",
                rusqlite::params![version, description, checksum],
            )
            .unwrap();
            tx.commit().unwrap();
        }
    } else {
        use sqlx::Connection;
        let migrator = Migrator::with_migrations(
            VERSION_4
                .iter()
                .map(|&(version, description, _, postgres)| migration((version, description, postgres)))
                .collect(),
        );
        let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
        migrator.run(&mut conn).await.unwrap();
    }
}

/// Runs `sql` on the database directly, as an older release's server would have.
async fn execute(url: &str, sql: &str) {
    if let Some(path) = sqlite_path(url) {
        rusqlite::Connection::open(path).unwrap().execute_batch(sql).unwrap();
    } else {
        use sqlx::Connection;
        let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
        sqlx::query(sqlx::AssertSqlSafe(sql.to_owned())).execute(&mut conn).await.unwrap();
    }
}

async fn a_closed_store_fails_every_call(target: Target) {
    let db = target.handle();
    db.ready().await.unwrap();
    db.close().await;
    assert!(db.ready().await.is_err());
    assert!(db.claim(&claim("z", "d", 0)).await.is_err());
    assert!(db.save_turn(&turn("c", "{}", "q", 0)).await.is_err());
    assert!(db.conversation("c", 0).await.is_err());
}

/// A database an older build made (tables, no migrations table) is adopted with its data.
#[tokio::test]
async fn sqlite_adopts_a_database_from_before_migrations() {
    let target = Target::sqlite();
    {
        let conn = rusqlite::Connection::open(sqlite_path(&target.url).unwrap()).unwrap();
        for sql in [
            "CREATE TABLE conversations (id TEXT PRIMARY KEY, state TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL)",
            "CREATE TABLE turns (conversation_id TEXT NOT NULL, seq INTEGER NOT NULL, query TEXT NOT NULL, answer TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (conversation_id, seq))",
            "INSERT INTO conversations VALUES ('old', '{\"kept\":true}', 1, 9999999999)",
            "INSERT INTO turns VALUES ('old', 1, 'q', 'a', 1)",
        ] {
            conn.execute_batch(sql).unwrap();
        }
    }
    let db = target.handle();
    db.ready().await.unwrap();
    assert_eq!(db.conversation("old", 2).await.unwrap().as_deref(), Some("{\"kept\":true}"));
    db.save_turn(&turn("old", "{}", "q2", 3)).await.unwrap();
    assert_eq!(db.turn_count("old").await.unwrap(), 2);
    let status = db.schema_status().await.unwrap();
    assert_eq!(status.database, status.binary);
}

/// PostgreSQL that is not there fails within the acquire timeout, not after sqlx's 30 s.
#[tokio::test]
async fn an_unreachable_postgres_fails_fast() {
    let options =
        StorageOptions { acquire_timeout: std::time::Duration::from_millis(500), ..StorageOptions::default() };
    // Port 1 on loopback: nothing listens there.
    let db = open("postgres://concierge@127.0.0.1:1/concierge", &options).unwrap();
    let started = std::time::Instant::now();
    assert!(db.ready().await.is_err());
    assert!(started.elapsed() < std::time::Duration::from_secs(5), "{:?}", started.elapsed());
}

async fn a_handle_told_not_to_create_never_does(target: Target) {
    let existing_only = StorageOptions { create_if_missing: false, ..StorageOptions::default() };
    let err = target.handle_with(&existing_only).ready().await.unwrap_err();
    assert!(matches!(err, StorageError::Missing { .. }), "{err}");
    assert!(err.to_string().starts_with("there is no Concierge database at "), "{err}");
    match sqlite_path(&target.url) {
        Some(path) => {
            assert!(err.to_string().contains(path), "names the file: {err}");
            assert!(!std::path::Path::new(path).exists(), "the file was not created");
        }
        None => {
            assert!(err.to_string().contains("postgres://"), "names the URL: {err}");
            let status = target.handle().schema_status().await.unwrap();
            assert_eq!(status.database, 0, "no table was created");
        }
    }
    // Once the server made it, the same handle options find it.
    target.handle().ready().await.unwrap();
    let db = target.handle_with(&existing_only);
    db.ready().await.unwrap();
    db.record_unanswered("q", "en", GapKind::CantAnswer, 1).await.unwrap();
    assert_eq!(db.unanswered(10).await.unwrap().len(), 1);
}

async fn a_database_belongs_to_the_first_business_that_claims_it(target: Target) {
    let (a, b) = (target.handle(), target.handle());
    let owner = |business: &str, name: &str, claimed_at: i64| Owner {
        business: business.into(),
        name: name.into(),
        claimed_at,
    };
    let first = owner("shop.example", "Shop", 10);
    assert_eq!(a.claim_owner(&first, false).await.unwrap(), first, "the first claim wins");
    // A replica of the same business, renamed since: the same owner, under its newest name.
    assert_eq!(
        b.claim_owner(&owner("shop.example", "Shop & Co", 20), false).await.unwrap(),
        owner("shop.example", "Shop & Co", 10)
    );
    // Another business is told whose database it is, and changes nothing.
    assert_eq!(
        b.claim_owner(&owner("other.example", "Other", 30), false).await.unwrap(),
        owner("shop.example", "Shop & Co", 10)
    );
    // Unless it takes the database over, on purpose.
    let other = owner("other.example", "Other", 40);
    assert_eq!(b.claim_owner(&other, true).await.unwrap(), other);
    assert_eq!(a.claim_owner(&owner("shop.example", "Shop", 50), false).await.unwrap(), other);
}

/// Written at `t`, swept by a clock that moves past each retention one second at a time.
async fn records_are_kept_for_their_retention_and_purged_after_it(target: Target) {
    let db = target.handle();
    let t = 1_800_000_000;
    // A conversation is kept for its time to live (100 s here) after its last turn.
    db.save_turn(&turn("c", "{}", "q1", t)).await.unwrap();
    db.save_turn(&turn("c", "{}", "q2", t + 10)).await.unwrap();
    let never = 0;
    assert!(db.sweep(t + 109, never).await.unwrap().is_empty(), "alive until t + 10 + 100");
    assert_eq!(db.conversation("c", t + 109).await.unwrap().as_deref(), Some("{}"));
    assert_eq!(db.turn_count("c").await.unwrap(), 2);
    assert_eq!(db.sweep(t + 110, never).await.unwrap(), Purged { conversations: 1, turns: 2, ..Purged::default() });
    assert_eq!(db.turn_count("c").await.unwrap(), 0, "no turn outlives its conversation");
    // An unanswered question is kept for its retention (1000 s here) after it was last asked.
    let retention = 1000;
    db.record_unanswered("old question", "en", GapKind::CantAnswer, t).await.unwrap();
    db.record_unanswered("asked again", "en", GapKind::CantAnswer, t).await.unwrap();
    db.record_unanswered("asked again", "en", GapKind::CantAnswer, t + 500).await.unwrap();
    let now = t + retention - 1;
    assert!(db.sweep(now, now - retention).await.unwrap().is_empty(), "kept one second before");
    assert_eq!(db.unanswered(10).await.unwrap().len(), 2);
    let now = t + retention + 1;
    assert_eq!(db.sweep(now, now - retention).await.unwrap(), Purged { unanswered: 1, ..Purged::default() });
    let left: Vec<String> = db.unanswered(10).await.unwrap().into_iter().map(|u| u.question).collect();
    assert_eq!(left, ["asked again"], "asking again keeps a question");
    let now = t + 500 + retention + 1;
    assert_eq!(db.sweep(now, now - retention).await.unwrap(), Purged { unanswered: 1, ..Purged::default() });
    assert!(db.unanswered(10).await.unwrap().is_empty());
}

async fn one_conversation_and_old_unanswered_questions_are_deleted_on_demand(target: Target) {
    let db = target.handle();
    db.save_turn(&turn("erase_me", "{}", "q1", 10)).await.unwrap();
    // The response stored for a retry names the conversation, and holds its answer.
    assert_eq!(db.claim(&claim("k1", "d", 11)).await.unwrap(), Claim::Fresh);
    let response = r#"{"answer":"…","conversation":{"id":"erase_me","expires_at":"x"}}"#;
    db.save_turn(&Turn { idempotency: Some(("k1", "ask", response)), ..turn("erase_me", "{}", "q2", 11) })
        .await
        .unwrap();
    db.save_turn(&turn("keep-me", "{}", "q", 12)).await.unwrap();
    // `_` in the id is matched as itself: this one's response stays.
    assert_eq!(db.claim(&claim("k2", "d", 12)).await.unwrap(), Claim::Fresh);
    db.complete("k2", "ask", r#"{"conversation":{"id":"eraseXme"}}"#).await.unwrap();
    let mark = r#""conversation":{"id":"erase_me""#;
    let purged = db.delete_conversation("erase_me", mark).await.unwrap();
    assert_eq!(purged, Purged { conversations: 1, turns: 2, idempotency_keys: 1, unanswered: 0 });
    assert_eq!(db.claim(&claim("k1", "d", 13)).await.unwrap(), Claim::Fresh, "the stored response went with it");
    assert!(matches!(db.claim(&claim("k2", "d", 13)).await.unwrap(), Claim::Replay(_)));
    assert_eq!(db.conversation("erase_me", 13).await.unwrap(), None);
    assert_eq!(db.turn_count("erase_me").await.unwrap(), 0);
    assert_eq!(db.turn_count("keep-me").await.unwrap(), 1, "only that one");
    assert!(db.delete_conversation("erase_me", mark).await.unwrap().is_empty(), "nothing left to delete");
    assert_eq!(db.delete_conversation("keep-me", "").await.unwrap().idempotency_keys, 0, "no mark: no response");
    for (question, at) in [("a", 10), ("b", 20), ("c", 30)] {
        db.record_unanswered(question, "en", GapKind::CantAnswer, at).await.unwrap();
    }
    assert_eq!(db.delete_unanswered(20).await.unwrap(), Purged { unanswered: 1, ..Purged::default() }, "before 20");
    assert_eq!(db.delete_unanswered(i64::MAX).await.unwrap().unanswered, 2, "all of them");
    assert!(db.unanswered(10).await.unwrap().is_empty());
}

/// The backup procedure of docs/data.md: copy while the server runs, then restore the copy into
/// a fresh place and serve from it.
async fn a_backup_taken_while_the_server_writes_restores_what_it_had(target: Target) {
    let server = target.handle();
    for (id, turns) in [("c1", 3), ("c2", 1)] {
        for n in 0..turns {
            let query = format!("q{n}");
            server.save_turn(&turn(id, &format!("{{\"turns\":{}}}", n + 1), &query, 100 + n)).await.unwrap();
        }
    }
    server.record_unanswered("do you sell kayaks?", "en", GapKind::CantAnswer, 100).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("backup.sqlite");
    // `concierge backup` opens a handle of its own beside the server's.
    let operator = target.handle_with(&StorageOptions { create_if_missing: false, ..StorageOptions::default() });
    let Some(_) = sqlite_path(&target.url) else {
        let err = operator.backup(&copy).await.unwrap_err();
        assert!(matches!(err, StorageError::BackupUnsupported), "{err}");
        assert!(err.to_string().contains("pg_dump"), "{err}");
        assert!(!copy.exists());
        return;
    };
    // The server goes on writing while the copy is made.
    let writes = {
        let server = server.clone();
        tokio::spawn(async move {
            for n in 0..50 {
                server.save_turn(&turn("during", "{}", &format!("q{n}"), 200 + n)).await.unwrap();
            }
        })
    };
    operator.backup(&copy).await.unwrap();
    writes.await.unwrap();
    server.save_turn(&turn("after", "{}", "q", 300)).await.unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(std::fs::metadata(&copy).unwrap().permissions().mode() & 0o777, 0o600, "owner-only");
    }
    let err = operator.backup(&copy).await.unwrap_err();
    assert!(matches!(err, StorageError::BackupExists(_)), "{err}");
    assert!(err.to_string().contains("never overwrites"), "{err}");
    // Restored: the file put in place of a database, no -wal or -shm beside it, and served.
    let restored_dir = tempfile::tempdir().unwrap();
    let restored_file = restored_dir.path().join("concierge.sqlite");
    std::fs::copy(&copy, &restored_file).unwrap();
    let restored = open(&format!("sqlite://{}?mode=rwc", restored_file.display()), &StorageOptions::default()).unwrap();
    restored.ready().await.unwrap();
    assert_eq!(restored.conversation("c1", 150).await.unwrap().as_deref(), Some("{\"turns\":3}"));
    assert_eq!(restored.turn_count("c1").await.unwrap(), 3);
    assert_eq!(restored.turn_count("c2").await.unwrap(), 1);
    assert_eq!(restored.turn_count("after").await.unwrap(), 0, "written after the copy");
    assert_eq!(restored.unanswered(10).await.unwrap()[0].question, "do you sell kayaks?");
    // And it goes on as a database: the next turn of a restored conversation follows its last.
    restored.save_turn(&turn("c1", "{}", "q3", 160)).await.unwrap();
    assert_eq!(restored.turn_count("c1").await.unwrap(), 4);
}

/// A PostgreSQL URL naming a database that does not exist is `Missing`, saying which (without
/// its password), whether or not the handle may create the schema: Concierge never creates a
/// PostgreSQL database.
#[tokio::test]
async fn a_postgres_database_that_does_not_exist_is_named() {
    let admin = std::env::var("CONCIERGE_TEST_POSTGRES_URL")
        .unwrap_or_else(|_| panic!("CONCIERGE_TEST_POSTGRES_URL is not set: see Target::postgres"));
    let base = admin.rsplit_once('/').map(|(base, _)| base).unwrap_or(&admin);
    let url = format!("{base}/never_created_{}", uuid_like());
    let err = open(&url, &StorageOptions::default()).unwrap().ready().await.unwrap_err();
    assert!(matches!(err, StorageError::Missing { .. }), "{err}");
    assert_eq!(
        err.to_string(),
        format!(
            "there is no Concierge database at {} (nothing was created there)",
            concierge_storage::redact_url(&url)
        )
    );
}
