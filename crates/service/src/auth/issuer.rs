//! The business's authorization server, as a resource server sees it: its RFC 8414 metadata
//! (which names `jwks_uri`) and the keys there, fetched at start, cached for the issuer's
//! `Cache-Control: max-age` (never less than the cool-down below; else `auth.jwks_cache_secs`), and refreshed early
//! when a token names a key Concierge has not seen — at most once per
//! `auth.jwks_refresh_cooldown_secs`, so tokens with made-up `kid`s cannot make Concierge hammer
//! the issuer. When a fetch fails, the keys already held stay in use (a token signed by a removed
//! key then fails as it should), and no new fetch is tried for the cool-down either, so an issuer
//! that is down or hangs is not asked once per request.
//!
//! Every fetch is counted in `concierge_issuer_fetches_total{document, outcome}`: `metadata`
//! (one count per refresh, whichever of the well-known URLs answered) and `jwks`, each `ok` or
//! `failed` (docs/metrics.md).

use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use concierge_auth::KeySet;
use concierge_core::negotiation::agent_header::is_loopback;
use serde_json::Value;

use crate::config::AuthSettings;
use crate::fetch;

/// Largest metadata or key set document accepted.
const MAX_DOCUMENT_BYTES: usize = 512 * 1024;

/// Why the issuer's keys could not be had.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{0}")]
pub struct IssuerError(String);

/// The issuer's keys, kept fresh.
pub(crate) struct Issuer {
    issuer: String,
    metadata_urls: Vec<url::Url>,
    allow_loopback: bool,
    client: reqwest::Client,
    default_ttl: Duration,
    cooldown: Duration,
    loaded: RwLock<Option<Loaded>>,
    /// Serializes fetches, and remembers when the last one caused by an unknown `kid`, and the
    /// last failed one, started.
    refresh: tokio::sync::Mutex<RefreshState>,
}

#[derive(Default)]
struct RefreshState {
    last_forced: Option<Instant>,
    last_failure: Option<Instant>,
}

#[derive(Clone)]
struct Loaded {
    keys: Arc<KeySet>,
    expires: Instant,
}

impl Issuer {
    /// The issuer of `settings`, or `None` when no issuer is configured.
    pub(crate) fn new(settings: &AuthSettings) -> Result<Option<Self>, String> {
        if settings.issuer.is_empty() {
            return Ok(None);
        }
        let base = settings.issuer.trim_end_matches('/');
        let metadata_urls = if settings.metadata_url.is_empty() {
            vec![
                format!("{base}/.well-known/oauth-authorization-server"),
                format!("{base}/.well-known/openid-configuration"),
            ]
        } else {
            vec![settings.metadata_url.clone()]
        };
        let metadata_urls = metadata_urls
            .iter()
            .map(|u| url::Url::parse(u).map_err(|e| format!("auth.metadata_url: `{u}`: {e}")))
            .collect::<Result<Vec<_>, _>>()?;
        let timeout = Duration::from_millis(settings.timeout_ms);
        let client = fetch::client_builder(timeout, "OAuth resource server")
            .build()
            .map_err(|e| format!("cannot build the HTTP client: {e}"))?;
        Ok(Some(Issuer {
            issuer: settings.issuer.clone(),
            metadata_urls,
            allow_loopback: settings.allow_insecure_loopback,
            client,
            default_ttl: Duration::from_secs(settings.jwks_cache_secs.max(1)),
            cooldown: Duration::from_secs(settings.jwks_refresh_cooldown_secs),
            loaded: RwLock::new(None),
            refresh: tokio::sync::Mutex::new(RefreshState::default()),
        }))
    }

    /// The issuer identifier.
    pub(crate) fn id(&self) -> &str {
        &self.issuer
    }

    /// The current keys: cached while fresh, else fetched (stale keys are kept when that fails).
    pub(crate) async fn keys(&self) -> Result<Arc<KeySet>, IssuerError> {
        if let Some(l) = self.current()
            && l.expires > Instant::now()
        {
            return Ok(l.keys);
        }
        self.refresh().await
    }

    /// Keys refetched because a token named an unknown `kid`; `None` when such a refresh ran
    /// less than the cool-down ago (the token's key is then simply unknown).
    pub(crate) async fn keys_after_unknown_kid(&self) -> Result<Option<Arc<KeySet>>, IssuerError> {
        let mut state = self.refresh.lock().await;
        if state.last_forced.is_some_and(|t| t.elapsed() < self.cooldown) {
            return Ok(None);
        }
        state.last_forced = Some(Instant::now());
        self.fetch_and_store(&mut state).await.map(Some)
    }

    fn current(&self) -> Option<Loaded> {
        self.loaded.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Fresh keys, fetching them when the cached ones have expired.
    async fn refresh(&self) -> Result<Arc<KeySet>, IssuerError> {
        let mut state = self.refresh.lock().await;
        // Another request may have refreshed while this one waited for the lock.
        if let Some(l) = self.current()
            && l.expires > Instant::now()
        {
            return Ok(l.keys);
        }
        self.fetch_and_store(&mut state).await
    }

    async fn fetch_and_store(&self, state: &mut RefreshState) -> Result<Arc<KeySet>, IssuerError> {
        let stale = self.current();
        if let Some(failed) = state.last_failure
            && failed.elapsed() < self.cooldown
        {
            // The issuer failed moments ago: don't ask again on every request.
            return stale.map(|l| l.keys).ok_or_else(|| IssuerError("the issuer could not be reached".into()));
        }
        match self.fetch().await {
            Ok((keys, ttl)) => {
                state.last_failure = None;
                tracing::info!(issuer = %self.issuer, keys = keys.len(), skipped = keys.skipped(), ttl_secs = ttl.as_secs(), "issuer keys loaded");
                let keys = Arc::new(keys);
                *self.loaded.write().unwrap_or_else(|e| e.into_inner()) =
                    Some(Loaded { keys: keys.clone(), expires: Instant::now() + ttl });
                Ok(keys)
            }
            Err(e) => {
                state.last_failure = Some(Instant::now());
                match stale {
                    Some(stale) => {
                        tracing::warn!(issuer = %self.issuer, reason = %e, "issuer keys could not be refreshed; keeping the keys already held");
                        Ok(stale.keys)
                    }
                    None => {
                        tracing::error!(issuer = %self.issuer, reason = %e, "issuer keys unavailable");
                        Err(e)
                    }
                }
            }
        }
    }

    /// The metadata, then the keys it names.
    async fn fetch(&self) -> Result<(KeySet, Duration), IssuerError> {
        let metadata = self.fetch_metadata().await;
        count("metadata", metadata.is_ok());
        let jwks_uri = metadata?;
        let keys = self.fetch_keys(&jwks_uri).await;
        count("jwks", keys.is_ok());
        keys
    }

    /// The issuer's metadata, checked: its `jwks_uri`.
    async fn fetch_metadata(&self) -> Result<url::Url, IssuerError> {
        let mut failures = Vec::new();
        let mut metadata = None;
        for url in &self.metadata_urls {
            match self.get_json(url).await {
                Ok((doc, _)) => {
                    metadata = Some(doc);
                    break;
                }
                Err(e) => failures.push(e.0),
            }
        }
        let metadata = metadata.ok_or_else(|| IssuerError(failures.join("; ")))?;
        let issuer = metadata.get("issuer").and_then(Value::as_str).unwrap_or_default();
        if issuer != self.issuer {
            return Err(IssuerError(format!(
                "the issuer's metadata names issuer `{issuer}`, not `{}` (RFC 8414 §3.3)",
                self.issuer
            )));
        }
        let jwks_uri = metadata
            .get("jwks_uri")
            .and_then(Value::as_str)
            .ok_or_else(|| IssuerError("the issuer's metadata has no jwks_uri".into()))?;
        url::Url::parse(jwks_uri).map_err(|e| IssuerError(format!("jwks_uri `{jwks_uri}`: {e}")))
    }

    /// The key set at `jwks_uri`, with how long to keep it.
    async fn fetch_keys(&self, jwks_uri: &url::Url) -> Result<(KeySet, Duration), IssuerError> {
        let (jwks, max_age) = self.get_json(jwks_uri).await?;
        let keys = KeySet::from_jwks(&jwks);
        if keys.is_empty() {
            return Err(IssuerError(format!("{jwks_uri} holds no usable signing key")));
        }
        // Keys are reused at least for the cool-down, whatever `Cache-Control` says, so an issuer
        // sending `max-age=0` is not asked on every request.
        let floor = self.cooldown.max(Duration::from_secs(1));
        let ttl =
            max_age.map_or(self.default_ttl, |s| Duration::from_secs(s).clamp(floor, Duration::from_secs(86_400)));
        Ok((keys, ttl))
    }

    async fn get_json(&self, url: &url::Url) -> Result<(Value, Option<u64>), IssuerError> {
        let allowed = url.scheme() == "https" || (url.scheme() == "http" && self.allow_loopback && is_loopback(url));
        if !allowed {
            return Err(IssuerError(format!("{url} is not https")));
        }
        let fetched =
            fetch::get(&self.client, url, MAX_DOCUMENT_BYTES).await.map_err(|e| IssuerError(format!("{url}: {e}")))?;
        let doc = serde_json::from_slice(&fetched.body).map_err(|e| IssuerError(format!("{url} is not JSON: {e}")))?;
        Ok((doc, fetched.max_age))
    }
}

/// Counts one fetch of `document` (`metadata` or `jwks`).
fn count(document: &'static str, ok: bool) {
    let outcome = if ok { "ok" } else { "failed" };
    metrics::counter!("concierge_issuer_fetches_total", "document" => document, "outcome" => outcome).increment(1);
}
