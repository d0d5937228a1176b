//! `concierge dev-issuer` as a process, the way an agent's tests start it: port 0, the bound
//! address read from the first line on stderr, clients, resources and scopes from the command
//! line; and the invocations it refuses.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};

fn concierge() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_concierge"));
    for (key, _) in std::env::vars().filter(|(k, _)| k.starts_with("CONCIERGE")) {
        command.env_remove(key);
    }
    command
}

fn keygen(path: &std::path::Path) {
    let out = concierge().arg("keygen").arg("--out").arg(path).output().expect("the binary runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

/// `GET path` over a plain socket; the body.
fn get(address: &str, path: &str) -> String {
    let mut stream = TcpStream::connect(address).unwrap();
    write!(stream, "GET {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n").unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    response.split_once("\r\n\r\n").unwrap().1.to_owned()
}

/// Kills the issuer when the test ends, passing or not.
struct Running(std::process::Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn it_listens_on_a_free_port_and_says_where() {
    let dir = tempfile::tempdir().unwrap();
    let (issuer_key, client_key) = (dir.path().join("issuer.jwk"), dir.path().join("client.jwk"));
    keygen(&issuer_key);
    keygen(&client_key);
    let mut child = concierge()
        .args(["dev-issuer", "--listen", "127.0.0.1:0", "--now", "2026-12-02T18:00:00Z"])
        .arg("--key")
        .arg(&issuer_key)
        .arg("--client")
        .arg(format!("https://agent.example/client={}", client_key.display()))
        .args(["--resource", "http://localhost:8080", "--resource", "http://localhost:8080/ucp/mcp"])
        .args(["--scope", "example.extra:read"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let stderr = child.stderr.take().unwrap();
    let _running = Running(child);
    let mut first = String::new();
    BufReader::new(stderr).read_line(&mut first).unwrap();
    assert!(first.starts_with("development issuer http://127.0.0.1:"), "{first}");
    let url = first.split_whitespace().nth(2).unwrap().to_owned();
    let address = url.strip_prefix("http://").unwrap();
    assert!(!address.ends_with(":0"), "{first}");

    let metadata: serde_json::Value =
        serde_json::from_str(&get(address, "/.well-known/oauth-authorization-server")).unwrap();
    assert_eq!(metadata["issuer"], url);
    assert_eq!(metadata["token_endpoint"], format!("{url}/oauth/token"));
    let scopes = metadata["scopes_supported"].as_array().unwrap();
    assert!(scopes.iter().any(|s| s == "dev.ucp.common.ask:read"), "{scopes:?}");
    assert!(scopes.iter().any(|s| s == "example.extra:read"), "{scopes:?}");
    assert_eq!(
        metadata["protected_resources"],
        serde_json::json!(["http://localhost:8080", "http://localhost:8080/ucp/mcp"])
    );
    // The registered client gets a consent page; anyone else an error page.
    let authorize = |client: &str| {
        format!(
            "/oauth/authorize?response_type=code&client_id={client}&redirect_uri=http%3A%2F%2F127.0.0.1%3A1%2Fcb\
             &scope=dev.ucp.common.ask%3Aread&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM\
             &code_challenge_method=S256"
        )
    };
    assert!(get(address, &authorize("https%3A%2F%2Fagent.example%2Fclient")).contains(r#"name="request""#));
    let mut stream = TcpStream::connect(address).unwrap();
    write!(stream, "GET {} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n", authorize("stranger")).unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    assert!(response.starts_with("HTTP/1.1 400"), "{response}");
}

#[test]
fn it_refuses_what_it_cannot_serve() {
    let dir = tempfile::tempdir().unwrap();
    let key = dir.path().join("issuer.jwk");
    keygen(&key);
    std::fs::write(dir.path().join("empty.json"), r#"{"keys": []}"#).unwrap();
    for args in [
        vec!["--listen", "0.0.0.0:0"],
        vec!["--listen", "127.0.0.1:0", "--client", "no-path-given"],
        vec!["--listen", "127.0.0.1:0", "--client", &format!("c={}", dir.path().join("empty.json").display())],
        vec!["--listen", "127.0.0.1:0", "--resource", "not a uri"],
        vec!["--listen", "127.0.0.1:0", "--now", "yesterday"],
    ] {
        let out = concierge().arg("dev-issuer").arg("--key").arg(&key).args(&args).output().unwrap();
        assert!(!out.status.success(), "{args:?} was accepted");
        assert!(!String::from_utf8_lossy(&out.stderr).is_empty());
    }
}
