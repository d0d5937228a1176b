//! Fetching discovery documents: GET JSON with no redirect followed unless the caller allows
//! it hop by hop, a size bound, and an in-memory cache that honours `Cache-Control`
//! (`max-age` minus `Age`, `no-store`, `no-cache` with `ETag` revalidation).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde_json::Value;
use url::Url;

use crate::ClientError;

/// Largest discovery document read.
const MAX_DOCUMENT_BYTES: usize = 1 << 20;

/// A fetched JSON document.
#[derive(Debug, Clone)]
pub(crate) struct Document {
    /// Where it was fetched from (after any redirects the caller followed).
    pub(crate) url: Url,
    /// The HTTP status.
    pub(crate) status: u16,
    /// The body as JSON (`Null` for a non-JSON body).
    pub(crate) json: Value,
}

/// What a GET answered before JSON decoding: a document, or a redirect not followed.
#[derive(Debug)]
pub(crate) enum Fetched {
    Document(Document),
    Redirect { location: Url, status: u16 },
}

struct Entry {
    document: Document,
    fresh_until: Instant,
    etag: Option<String>,
}

/// The document fetcher and its cache.
pub(crate) struct Fetcher {
    http: reqwest::Client,
    cache: Mutex<HashMap<String, Entry>>,
}

impl Fetcher {
    pub(crate) fn new(http: reqwest::Client) -> Fetcher {
        Fetcher { http, cache: Mutex::new(HashMap::new()) }
    }

    /// GETs `url` once, without following a redirect; a fresh cached copy answers without a
    /// request, a stale one with an `ETag` is revalidated.
    pub(crate) async fn get(&self, url: &Url) -> Result<Fetched, ClientError> {
        let etag = {
            let cache = self.cache.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            match cache.get(url.as_str()) {
                Some(e) if e.fresh_until > Instant::now() => return Ok(Fetched::Document(e.document.clone())),
                Some(e) => e.etag.clone(),
                None => None,
            }
        };
        let mut request = self.http.get(url.as_str()).header(http::header::ACCEPT, "application/json");
        if let Some(tag) = &etag {
            request = request.header(http::header::IF_NONE_MATCH, tag);
        }
        let response = request.send().await.map_err(|e| unreachable(url, &e))?;
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        if status == 304 {
            let mut cache = self.cache.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            if let Some(entry) = cache.get_mut(url.as_str()) {
                if let Some(ttl) = freshness(&headers) {
                    entry.fresh_until = Instant::now() + ttl;
                }
                return Ok(Fetched::Document(entry.document.clone()));
            }
        }
        if (300..400).contains(&status) {
            let location = headers
                .get(http::header::LOCATION)
                .and_then(|v| v.to_str().ok())
                .and_then(|l| url.join(l).ok())
                .ok_or_else(|| ClientError::Protocol {
                    url: url.to_string(),
                    reason: format!("HTTP {status} without a usable Location"),
                })?;
            return Ok(Fetched::Redirect { location, status });
        }
        let body = read_limited(response, url).await?;
        let json = serde_json::from_slice(&body).unwrap_or(Value::Null);
        let document = Document { url: url.clone(), status, json };
        if status == 200 {
            let mut cache = self.cache.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            match freshness(&headers) {
                Some(ttl) => {
                    let etag = headers.get(http::header::ETAG).and_then(|v| v.to_str().ok()).map(str::to_owned);
                    cache.insert(
                        url.to_string(),
                        Entry { document: document.clone(), fresh_until: Instant::now() + ttl, etag },
                    );
                }
                None => {
                    cache.remove(url.as_str());
                }
            }
        }
        Ok(Fetched::Document(document))
    }
}

/// How long a response may be reused: `max-age` less `Age`; `None` for `no-store`, `no-cache`
/// (revalidate every time), `private`-less absence of `max-age` (no heuristic freshness).
pub(crate) fn freshness(headers: &http::HeaderMap) -> Option<Duration> {
    let mut max_age = None;
    for value in headers.get_all(http::header::CACHE_CONTROL) {
        for directive in value.to_str().ok()?.split(',') {
            let directive = directive.trim().to_ascii_lowercase();
            if directive == "no-store" || directive == "no-cache" {
                return None;
            }
            if let Some(secs) = directive.strip_prefix("max-age=") {
                max_age = secs.trim_matches('"').parse::<u64>().ok();
            }
        }
    }
    let age = headers.get(http::header::AGE).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    let ttl = max_age?.saturating_sub(age.unwrap_or(0));
    (ttl > 0).then(|| Duration::from_secs(ttl))
}

/// Reads a body of at most [`MAX_DOCUMENT_BYTES`].
pub(crate) async fn read_limited(mut response: reqwest::Response, url: &Url) -> Result<Vec<u8>, ClientError> {
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(|e| unreachable(url, &e))? {
        if body.len() + chunk.len() > MAX_DOCUMENT_BYTES {
            return Err(ClientError::Protocol {
                url: url.to_string(),
                reason: format!("the response is larger than {MAX_DOCUMENT_BYTES} bytes"),
            });
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// Why `url` could not be fetched, in words that name the cause: nothing listening, no answer
/// in time, a TLS handshake with something that does not speak TLS.
pub(crate) fn unreachable(url: &Url, e: &reqwest::Error) -> ClientError {
    let mut chain = e.to_string();
    let mut source = std::error::Error::source(e);
    while let Some(s) = source {
        chain = format!("{chain}: {s}");
        source = s.source();
    }
    let lower = chain.to_ascii_lowercase();
    let reason = if e.is_timeout() {
        "it did not answer in time".to_owned()
    } else if lower.contains("connection refused") {
        "nothing is listening there (connection refused)".to_owned()
    } else if url.scheme() == "https"
        && ["tls", "ssl", "certificate", "handshake", "invalidcontenttype", "corrupt message"]
            .iter()
            .any(|w| lower.contains(w))
    {
        format!("the https (TLS) connection failed ({chain})")
    } else if e.is_connect() {
        format!("the connection failed ({chain})")
    } else {
        chain
    };
    ClientError::Unreachable { url: url.to_string(), reason }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> http::HeaderMap {
        let mut h = http::HeaderMap::new();
        for (k, v) in pairs {
            h.append(*k, v.parse().unwrap());
        }
        h
    }

    #[test]
    fn freshness_follows_cache_control() {
        assert_eq!(freshness(&headers(&[("cache-control", "public, max-age=300")])), Some(Duration::from_secs(300)));
        assert_eq!(
            freshness(&headers(&[("cache-control", "max-age=300"), ("age", "100")])),
            Some(Duration::from_secs(200))
        );
        assert_eq!(freshness(&headers(&[("cache-control", "max-age=300, no-cache")])), None);
        assert_eq!(freshness(&headers(&[("cache-control", "no-store")])), None);
        assert_eq!(freshness(&headers(&[])), None);
        assert_eq!(freshness(&headers(&[("cache-control", "max-age=60"), ("age", "90")])), None);
    }
}
