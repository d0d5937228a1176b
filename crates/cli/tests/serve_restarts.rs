//! `concierge serve` started, stopped and started again in one directory, as an operator does:
//! the generated signing key is kept beside the database file, so the published keys and the
//! profile's `ETag` survive the restart; and another store started on that database is refused
//! until it takes the database over on purpose.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Command, Stdio};

/// Kills the server when the test ends, passing or not.
struct Running(std::process::Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn serve(dir: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_concierge"));
    // A fixed public base URL: the endpoints in the profile do not name the port bound.
    command.current_dir(dir).args(["serve", "--listen", "127.0.0.1:0", "--public-base-url", "http://localhost:8080"]);
    command.args(args);
    for (key, _) in std::env::vars().filter(|(k, _)| k.starts_with("CONCIERGE")) {
        command.env_remove(key);
    }
    command.env("CONCIERGE__LOG__FORMAT", "json");
    command
}

/// Starts a server; its address and the log lines up to "concierge is serving".
fn start(dir: &Path, args: &[&str]) -> (Running, String, Vec<String>) {
    let mut child = serve(dir, args).stdout(Stdio::null()).stderr(Stdio::piped()).spawn().expect("the binary runs");
    let stderr = child.stderr.take().unwrap();
    let running = Running(child);
    let mut lines = Vec::new();
    for line in BufReader::new(stderr).lines() {
        let line = line.unwrap();
        lines.push(line.clone());
        let entry: serde_json::Value = serde_json::from_str(&line).unwrap_or_default();
        if entry["fields"]["message"] == "concierge is serving" {
            let listen = entry["fields"]["listen"].as_str().unwrap().to_owned();
            return (running, listen, lines);
        }
    }
    panic!("the server stopped before serving: {lines:#?}");
}

/// The profile's `ETag` and its signing keys.
fn profile(address: &str) -> (String, serde_json::Value) {
    let mut stream = TcpStream::connect(address).unwrap();
    write!(stream, "GET /.well-known/ucp HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n").unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    let (head, body) = response.split_once("\r\n\r\n").unwrap();
    let etag = head.lines().find_map(|l| l.strip_prefix("etag: ")).unwrap().to_owned();
    let body: serde_json::Value = serde_json::from_str(body).unwrap();
    (etag, body["keys"].clone())
}

#[test]
fn the_generated_signing_key_survives_a_restart_and_another_store_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (first, address, log) = start(dir.path(), &[]);
    let key_file = dir.path().join("concierge.sqlite.signing-key.jwk");
    assert!(
        log.iter().any(|l| l.contains("generated the response signing key") && l.contains("concierge.sqlite.signing-key.jwk")),
        "{log:#?}"
    );
    let (etag, keys) = profile(&address);
    assert!(keys.as_array().is_some_and(|k| !k.is_empty()), "{keys}");
    drop(first);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(std::fs::metadata(&key_file).unwrap().permissions().mode() & 0o777, 0o600);
    }
    let (second, address, log) = start(dir.path(), &[]);
    assert!(log.iter().any(|l| l.contains("signing responses with the key kept beside the database")), "{log:#?}");
    assert_eq!(profile(&address), (etag, keys), "the same keys, the same ETag");
    drop(second);

    // Another business, started from the same directory: refused, saying whose database it is.
    let other = dir.path().join("other-store");
    std::fs::create_dir(&other).unwrap();
    std::fs::write(
        other.join("store.toml"),
        "[business]\nname = \"Other Shop\"\nwebsite = \"https://other.example\"\ngid_authority = \"other.example\"\n",
    )
    .unwrap();
    let out = serve(dir.path(), &["--store", other.to_str().unwrap()]).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    let database = std::path::absolute(dir.path().join("concierge.sqlite")).unwrap();
    assert!(
        stderr.contains(&format!("the database {} belongs to \"Juniper & Pine Outfitters\"", database.display())),
        "{stderr}"
    );
    assert!(stderr.contains("not to \"Other Shop\" (GID authority `other.example`)"), "{stderr}");
    assert!(stderr.contains("--take-over-database"), "{stderr}");
    // Unless it really replaces the first, and says so.
    let (taken, _, log) = start(dir.path(), &["--store", other.to_str().unwrap(), "--take-over-database"]);
    assert!(log.iter().any(|l| l.contains("the database was taken over")), "{log:#?}");
    drop(taken);
}
