//! Serving an agent's own documents on loopback, for a business on this machine.
//!
//! Every UCP request names the agent's platform profile by URL, and the business fetches it.
//! An agent being developed against a local server has published nothing yet; this host serves
//! its documents (profiles, client metadata, key set) at `http://127.0.0.1:PORT/…` for as long
//! as it lives, so that a local business can fetch them. A business reachable from elsewhere
//! refuses loopback profile URLs, so this is only used when the business is on loopback too.
//!
//! The host answers `GET` with the document at the path, `404` otherwise, one request per
//! connection (`Connection: close`); it never reads a body and stops when dropped.

use std::collections::HashMap;
use std::sync::Arc;

use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// The largest request head read.
const MAX_HEAD_BYTES: usize = 16 * 1024;

/// A document to serve: its body and `Content-Type`.
#[derive(Debug, Clone)]
pub struct Served {
    /// The bytes served.
    pub body: Vec<u8>,
    /// The `Content-Type` sent with them.
    pub content_type: &'static str,
}

impl Served {
    /// A JSON document.
    pub fn json(value: &serde_json::Value) -> Served {
        Served { body: serde_json::to_vec_pretty(value).unwrap_or_default(), content_type: "application/json" }
    }
}

/// A running host; it stops when dropped.
#[derive(Debug)]
pub struct LoopbackHost {
    base: String,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for LoopbackHost {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl LoopbackHost {
    /// Serves `documents` (path such as `/profile.json` → document) on `127.0.0.1`, on a port
    /// the system picks. Must be called inside a Tokio runtime.
    pub async fn start(documents: HashMap<String, Served>) -> std::io::Result<LoopbackHost> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        let base = format!("http://127.0.0.1:{}", listener.local_addr()?.port());
        let documents = Arc::new(documents);
        let task = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(answer(stream, documents.clone()));
            }
        });
        Ok(LoopbackHost { base, task })
    }

    /// The URL of the document at `path` (which starts with `/`).
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// `http://127.0.0.1:PORT`.
    pub fn base(&self) -> &str {
        &self.base
    }
}

/// Answers one request: the document at its path, or 404.
async fn answer(mut stream: tokio::net::TcpStream, documents: Arc<HashMap<String, Served>>) {
    let mut head = Vec::new();
    let mut buf = [0u8; 2048];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < MAX_HEAD_BYTES {
        match stream.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => head.extend_from_slice(&buf[..n]),
        }
    }
    let text = String::from_utf8_lossy(&head);
    let mut request_line = text.lines().next().unwrap_or_default().split(' ');
    let method = request_line.next().unwrap_or_default();
    let path = request_line.next().unwrap_or_default();
    let path = path.split('?').next().unwrap_or_default();
    let (status, content_type, body): (&str, &str, &[u8]) = match documents.get(path) {
        Some(doc) if method == "GET" => ("200 OK", doc.content_type, &doc.body),
        Some(_) => ("405 Method Not Allowed", "text/plain", b"only GET"),
        None => ("404 Not Found", "text/plain", b"not found"),
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nCache-Control: no-store\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(head.as_bytes()).await;
    if method != "HEAD" {
        let _ = stream.write_all(body).await;
    }
    let _ = stream.shutdown().await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn serves_its_documents_and_nothing_else() {
        let mut docs = HashMap::new();
        docs.insert("/p.json".to_owned(), Served::json(&serde_json::json!({"ucp": {"version": "2026-08-25"}})));
        let host = LoopbackHost::start(docs).await.unwrap();
        assert!(host.base().starts_with("http://127.0.0.1:"));
        let http = reqwest::Client::new();
        let got = http.get(host.url("/p.json?x=1")).send().await.unwrap();
        assert_eq!(got.status(), 200);
        assert_eq!(got.headers()["content-type"], "application/json");
        let body: serde_json::Value = serde_json::from_slice(&got.bytes().await.unwrap()).unwrap();
        assert_eq!(body["ucp"]["version"], "2026-08-25");
        assert_eq!(http.get(host.url("/other.json")).send().await.unwrap().status(), 404);
        assert_eq!(http.post(host.url("/p.json")).body("x").send().await.unwrap().status(), 405);
        let url = host.url("/p.json");
        drop(host);
        tokio::task::yield_now().await;
        assert!(http.get(url).send().await.is_err(), "a dropped host stops listening");
    }
}
