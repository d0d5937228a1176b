//! The commands that act on the server's database, run as an operator runs them: from a
//! directory of their own, with or without the server's configuration. None of them creates a
//! database where it looked; a missing one is named, with how to point at the right one.

use std::path::Path;
use std::process::Command;

use concierge_service::database::GapKind;

/// `concierge ARGS` run in `dir`, with no `CONCIERGE*` variable from the test's environment.
fn concierge_in(dir: &Path, args: &[&str]) -> (bool, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_concierge"));
    command.current_dir(dir).args(args);
    for (key, _) in std::env::vars().filter(|(k, _)| k.starts_with("CONCIERGE")) {
        command.env_remove(key);
    }
    let out = command.output().expect("the binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn commands_that_read_never_create_a_database_and_say_where_they_looked() {
    let dir = tempfile::tempdir().unwrap();
    let expected = std::fs::canonicalize(dir.path()).unwrap().join("concierge.sqlite");
    for args in [
        &["unanswered"][..],
        &["migrate", "--status"],
        &["end-session", "--agent", "https://agent.example/p", "--sid", "s1"],
        &["purge"],
        &["purge", "--all-unanswered"],
        &["backup", "--out", "copy.sqlite"],
    ] {
        let (ok, stdout, stderr) = concierge_in(dir.path(), args);
        assert!(!ok, "{args:?} succeeded: {stdout}");
        assert!(
            stderr.contains(&format!("there is no Concierge database at {}", expected.display())),
            "{args:?}: {stderr}"
        );
        for hint in ["--config FILE", "CONCIERGE_CONFIG", "CONCIERGE__STORAGE__DATABASE_URL"] {
            assert!(stderr.contains(hint), "{args:?} does not mention {hint}: {stderr}");
        }
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert!(left.is_empty(), "{args:?} left {left:?} behind");
    }
}

#[test]
fn a_configuration_file_points_them_at_the_servers_database() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir(&data).unwrap();
    let config = data.join("concierge.toml");
    std::fs::write(&config, "[storage]\ndatabase_url = \"sqlite://server.sqlite?mode=rwc\"\n").unwrap();
    let config = config.to_str().unwrap();
    // `migrate` creates the server's database (a deployment step); the rest then find it.
    let (ok, _, stderr) = concierge_in(dir.path(), &["migrate", "--config", config]);
    assert!(ok, "{stderr}");
    assert!(data.join("server.sqlite").exists());
    let (ok, stdout, stderr) = concierge_in(dir.path(), &["unanswered", "--config", config]);
    assert!(ok, "{stderr}");
    assert_eq!(stdout.trim(), "No unanswered questions recorded.");
    let (ok, stdout, stderr) = concierge_in(dir.path(), &["migrate", "--status", "--config", config]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("schema version"), "{stdout}");
    assert!(!dir.path().join("concierge.sqlite").exists(), "nothing was created in the working directory");
}

/// Records written straight into the database at `url`, as the server writes them.
fn write_records(url: &str, write: impl AsyncFnOnce(&concierge_service::database::Database)) {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let db = concierge_service::database::Database::open(url).await.unwrap();
        write(&db).await;
        db.close().await;
    });
}

#[test]
fn purge_deletes_what_it_is_asked_to_and_says_how_much() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("concierge.toml");
    std::fs::write(&config, "[storage]\ndatabase_url = \"sqlite://records.sqlite?mode=rwc\"\n").unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("records.sqlite").display());
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64;
    let state = concierge_ask::ConversationState::default();
    write_records(&url, async |db| {
        for (n, query) in ["q1", "q2", "q3"].into_iter().enumerate() {
            db.save_turn("conv_erase", &state, query, "a", now - 10 + n as i64, now + 3600, None).await.unwrap();
        }
        db.save_turn("conv_expired", &state, "q", "a", now - 7200, now - 3600, None).await.unwrap();
        db.save_turn("conv_live", &state, "q", "a", now, now + 3600, None).await.unwrap();
        db.record_unanswered("from long ago", "en", GapKind::CantAnswer, 1_577_750_400).await.unwrap(); // 2019-12-31
        db.record_unanswered("from today", "en", GapKind::CantAnswer, now).await.unwrap();
        db.record_unanswered("also today", "en", GapKind::CantAnswer, now).await.unwrap();
    });
    let purge = |args: &[&str]| {
        let mut all = vec!["purge", "--config", config.to_str().unwrap()];
        all.extend_from_slice(args);
        let (ok, stdout, stderr) = concierge_in(dir.path(), &all);
        assert!(ok, "{args:?}: {stderr}");
        stdout.trim().to_owned()
    };
    assert_eq!(
        purge(&["--conversation", "conv_erase"]),
        "Purged conversation conv_erase: deleted 1 conversation (3 turns), 0 idempotency keys, 0 unanswered questions."
    );
    assert!(purge(&["--conversation", "conv_erase"]).starts_with("No conversation conv_erase is stored"));
    assert_eq!(
        purge(&["--unanswered-before", "2020-01-01"]),
        "Purged unanswered questions last asked before 2020-01-01T00:00:00Z: deleted 0 conversations (0 turns), \
         0 idempotency keys, 1 unanswered question."
    );
    assert_eq!(
        purge(&[]),
        "Purged everything past its retention: deleted 1 conversation (1 turn), 0 idempotency keys, 0 unanswered questions.",
        "the expired conversation; today's questions are within their 90 days"
    );
    assert_eq!(
        purge(&["--all-unanswered"]),
        "Purged every unanswered question: deleted 0 conversations (0 turns), 0 idempotency keys, 2 unanswered questions."
    );
    let (ok, stdout, _) = concierge_in(dir.path(), &["unanswered", "--config", config.to_str().unwrap()]);
    assert!(ok);
    assert_eq!(stdout.trim(), "No unanswered questions recorded.");
    let (ok, _, stderr) =
        concierge_in(dir.path(), &["purge", "--config", config.to_str().unwrap(), "--unanswered-before", "last week"]);
    assert!(!ok);
    assert!(stderr.contains("`last week` is neither a date (2026-11-01) nor an RFC 3339 instant"), "{stderr}");
}

#[test]
fn backup_copies_the_database_and_the_copy_restores() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("concierge.toml");
    std::fs::write(&config, "[storage]\ndatabase_url = \"sqlite://live.sqlite?mode=rwc\"\n").unwrap();
    let config = config.to_str().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("live.sqlite").display());
    write_records(&url, async |db| {
        db.record_unanswered("do you rent kayaks?", "en", GapKind::CantAnswer, 1_800_000_000).await.unwrap()
    });
    let (ok, stdout, stderr) = concierge_in(dir.path(), &["backup", "--config", config, "--out", "copy.sqlite"]);
    assert!(ok, "{stderr}");
    let live = std::fs::canonicalize(dir.path().join("live.sqlite")).unwrap();
    assert!(stdout.starts_with(&format!("Backed up {} to copy.sqlite (", live.display())), "{stdout}");
    assert!(stdout.contains("docs/data.md"), "{stdout}");
    let (ok, _, stderr) = concierge_in(dir.path(), &["backup", "--config", config, "--out", "copy.sqlite"]);
    assert!(!ok);
    assert!(stderr.contains("copy.sqlite already exists: a backup never overwrites a file"), "{stderr}");
    // Restored as docs/data.md says: the copy put in place of a database, and read from there.
    let restored = dir.path().join("restored");
    std::fs::create_dir(&restored).unwrap();
    std::fs::copy(dir.path().join("copy.sqlite"), restored.join("concierge.sqlite")).unwrap();
    let (ok, stdout, stderr) = concierge_in(&restored, &["unanswered"]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("do you rent kayaks?"), "{stdout}");
    // What has no file to copy says so, and fails.
    for (url, needle) in [
        ("postgres://concierge@127.0.0.1:1/concierge", "pg_dump"),
        ("sqlite::memory:", "lives only inside the server's process"),
    ] {
        let mut command = Command::new(env!("CARGO_BIN_EXE_concierge"));
        command.current_dir(dir.path()).args(["backup", "--out", "other.sqlite"]);
        for (key, _) in std::env::vars().filter(|(k, _)| k.starts_with("CONCIERGE")) {
            command.env_remove(key);
        }
        let out = command.env("CONCIERGE__STORAGE__DATABASE_URL", url).output().unwrap();
        assert!(!out.status.success());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(needle), "{url}: {stderr}");
        assert!(!dir.path().join("other.sqlite").exists());
    }
}
