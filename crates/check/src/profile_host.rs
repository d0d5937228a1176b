//! Platform profiles the checker serves itself, on loopback, for the negotiation errors that
//! need a profile the business can fetch but must refuse: one declaring a UCP version no
//! business supports, and one that is not JSON. Only a business on this machine can fetch them,
//! so these checks run only against a loopback target.

use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A platform profile declaring a version that predates UCP.
const UNSUPPORTED_VERSION: &str = r#"{"ucp": {"version": "2000-01-01", "services": {}, "payment_handlers": {}, "capabilities": {"dev.ucp.common.location.search": [{"version": "2000-01-01", "spec": "https://ucp.dev/2000-01-01/specification/common/location/search", "schema": "https://ucp.dev/2000-01-01/schemas/common/location_search.json"}]}}}"#;
/// A platform profile that is not JSON.
const MALFORMED: &str = "{\"ucp\": {\"version\": ";

/// The running host; it stops when dropped.
pub(crate) struct ProfileHost {
    base: String,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for ProfileHost {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl ProfileHost {
    /// Listens on 127.0.0.1 (any port).
    pub(crate) async fn start() -> std::io::Result<ProfileHost> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let base = format!("http://127.0.0.1:{}", listener.local_addr()?.port());
        let task = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(answer(stream));
            }
        });
        Ok(ProfileHost { base, task })
    }

    /// The URL of the profile with an unsupported version.
    pub(crate) fn unsupported_version(&self) -> String {
        format!("{}/version-unsupported.json", self.base)
    }

    /// The URL of the profile that is not JSON.
    pub(crate) fn malformed(&self) -> String {
        format!("{}/malformed.json", self.base)
    }
}

/// Answers one request: the document for its path, or 404.
async fn answer(mut stream: tokio::net::TcpStream) {
    let mut head = Vec::new();
    let mut buf = [0u8; 2048];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < 16 * 1024 {
        match stream.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => head.extend_from_slice(&buf[..n]),
        }
    }
    let line = String::from_utf8_lossy(&head);
    let path = line.lines().next().and_then(|l| l.split(' ').nth(1)).unwrap_or_default().to_owned();
    let (status, body) = match path.as_str() {
        "/version-unsupported.json" => ("200 OK", UNSUPPORTED_VERSION),
        "/malformed.json" => ("200 OK", MALFORMED),
        _ => ("404 Not Found", "{}"),
    };
    let reply = format!(
        "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nCache-Control: no-store\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = stream.write_all(reply.as_bytes()).await;
    let _ = stream.shutdown().await;
}
