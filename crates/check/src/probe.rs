//! The raw exchange layer: one HTTP request as the checker means it (method, URL, headers,
//! body), one response as the server sent it (status, headers, body bytes, time taken).
//!
//! A conformance checker must be able to send deliberately bad requests and see exactly what
//! comes back, so this is not a client library: redirects are never followed (a 3xx is an
//! observation), nothing is retried, no header is added beyond what `reqwest` itself needs
//! (`Host`, `Content-Length`), and the body is returned as bytes.

use std::time::{Duration, Instant};

use serde_json::Value;

/// Why an exchange produced no response.
#[derive(Debug, thiserror::Error)]
pub enum ProbeError {
    /// The HTTP client could not be built (TLS backend).
    #[error("could not build the HTTP client: {0}")]
    Client(String),
    /// Connecting, sending or reading failed (refused, reset, DNS, TLS).
    #[error("no response from {url}: {reason}")]
    Transport {
        /// The URL requested.
        url: String,
        /// What went wrong.
        reason: String,
    },
    /// The server took longer than the configured timeout.
    #[error("no response from {url} within {timeout:?}")]
    Timeout {
        /// The URL requested.
        url: String,
        /// The timeout applied.
        timeout: Duration,
    },
}

/// One request to send.
#[derive(Debug, Clone)]
pub struct Exchange {
    /// `GET`, `POST`, …
    pub method: reqwest::Method,
    /// Absolute URL.
    pub url: String,
    /// Headers in order, sent as given.
    pub headers: Vec<(String, String)>,
    /// Body bytes, if any.
    pub body: Option<Vec<u8>>,
}

impl Exchange {
    /// A `GET` with no headers.
    pub fn get(url: impl Into<String>) -> Self {
        Exchange { method: reqwest::Method::GET, url: url.into(), headers: Vec::new(), body: None }
    }

    /// A `POST` of `body` as `application/json`.
    pub fn post_json(url: impl Into<String>, body: &Value) -> Self {
        Exchange {
            method: reqwest::Method::POST,
            url: url.into(),
            headers: vec![("content-type".into(), "application/json".into())],
            body: Some(body.to_string().into_bytes()),
        }
    }

    /// Adds a header.
    pub fn header(mut self, name: &str, value: impl Into<String>) -> Self {
        self.headers.push((name.to_owned(), value.into()));
        self
    }
}

/// What came back.
#[derive(Debug, Clone)]
pub struct Reply {
    /// HTTP status code.
    pub status: u16,
    /// Response headers (names lower-case), in order, repeated names kept.
    pub headers: Vec<(String, String)>,
    /// Body bytes.
    pub body: Vec<u8>,
    /// Time from sending to the last body byte.
    pub elapsed: Duration,
}

impl Reply {
    /// The first value of header `name` (case-insensitive).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// The body as JSON, or why it is not.
    pub fn json(&self) -> Result<Value, String> {
        serde_json::from_slice(&self.body).map_err(|e| format!("body is not JSON ({e}): {}", self.snippet()))
    }

    /// The start of the body as text, for details.
    pub fn snippet(&self) -> String {
        let text = String::from_utf8_lossy(&self.body);
        let mut s: String = text.chars().take(300).collect();
        if text.chars().count() > 300 {
            s.push('…');
        }
        s
    }

    /// Whether the status is 2xx.
    pub fn is_success(&self) -> bool {
        (200..300).contains(&self.status)
    }
}

/// A raw HTTP client: no redirects, no retries, a timeout per exchange; with a signing key,
/// every request with a body is signed (RFC 9421, as the agent-side client signs), so a
/// business that requires signed requests can be checked.
#[derive(Debug, Clone)]
pub struct Prober {
    client: reqwest::Client,
    timeout: Duration,
    signer: Option<std::sync::Arc<concierge_auth::SigningKey>>,
}

impl Prober {
    /// A prober whose exchanges each get `timeout`.
    pub fn new(
        timeout: Duration,
        signer: Option<std::sync::Arc<concierge_auth::SigningKey>>,
    ) -> Result<Self, ProbeError> {
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .timeout(timeout)
            .user_agent(concat!("concierge-check/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| ProbeError::Client(e.to_string()))?;
        Ok(Prober { client, timeout, signer })
    }

    /// Sends `exchange` and reads the whole response.
    pub async fn send(&self, exchange: &Exchange) -> Result<Reply, ProbeError> {
        let started = Instant::now();
        let mut request = self.client.request(exchange.method.clone(), &exchange.url);
        for (k, v) in &exchange.headers {
            request = request.header(k.as_str(), v.as_str());
        }
        if let (Some(key), Some(body), Ok(url)) = (&self.signer, &exchange.body, url::Url::parse(&exchange.url)) {
            let mut headers = http::HeaderMap::new();
            for (k, v) in &exchange.headers {
                if let (Ok(k), Ok(v)) = (http::HeaderName::try_from(k.as_str()), http::HeaderValue::from_str(v)) {
                    headers.append(k, v);
                }
            }
            let created = jiff::Timestamp::now().as_second();
            concierge_client::transport::sign(&mut headers, exchange.method.as_str(), &url, body, key, created);
            for name in ["content-digest", "signature-input", "signature"] {
                if let Some(v) = headers.get(name) {
                    request = request.header(name, v.clone());
                }
            }
        }
        if let Some(body) = &exchange.body {
            request = request.body(body.clone());
        }
        let url = exchange.url.clone();
        let fail = |e: reqwest::Error| {
            if e.is_timeout() {
                ProbeError::Timeout { url: url.clone(), timeout: self.timeout }
            } else {
                ProbeError::Transport { url: url.clone(), reason: error_chain(&e) }
            }
        };
        let response = request.send().await.map_err(fail)?;
        let status = response.status().as_u16();
        let headers = response
            .headers()
            .iter()
            .map(|(k, v)| (k.as_str().to_owned(), String::from_utf8_lossy(v.as_bytes()).into_owned()))
            .collect();
        let body = response.bytes().await.map_err(fail)?.to_vec();
        Ok(Reply { status, headers, body, elapsed: started.elapsed() })
    }
}

/// An error and its sources, joined, so "connection refused" is not hidden behind "error
/// sending request".
fn error_chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut source = e.source();
    while let Some(inner) = source {
        s.push_str(": ");
        s.push_str(&inner.to_string());
        source = inner.source();
    }
    s
}
