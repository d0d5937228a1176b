//! The commands that act on the server's database, run as an operator runs them: from a
//! directory of their own, with or without the server's configuration. None of them creates a
//! database where it looked; a missing one is named, with how to point at the right one.

use std::path::Path;
use std::process::Command;

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
