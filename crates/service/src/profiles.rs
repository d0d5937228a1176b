//! Platform profiles: fetched safely, validated, cached.
//!
//! Every UCP request names the agent's profile URL, so the fetch is hardened:
//! - the URL must be `https` on a fully qualified name (loopback, `http` too, only when
//!   `profile_fetch.allow_insecure_loopback` allows it: on a local server by default, see
//!   [`crate::config::Config::allows_loopback_profiles`]);
//! - every resolved address is checked and special-use addresses are never connected to;
//! - no redirect is followed, the body is size-capped and the whole fetch is time-bounded;
//! - the document must be JSON and pass UCP's platform profile schema;
//! - results are cached (at least 60 s, as UCP requires; failures briefly), and concurrent
//!   requests for the same URL share one fetch;
//! - pre-approved (pinned) profiles from the configuration are never fetched at all.
//!
//! Look-ups are counted in `concierge_profile_lookups_total{result}` (`pinned`, `hit`, `miss`),
//! fetches in `concierge_profile_fetches_total{outcome}` (`ok` or the UCP error code) and timed
//! in `concierge_profile_fetch_seconds`; never with the URL (docs/metrics.md).

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use concierge_core::negotiation::agent_header::{UrlPolicy, check_profile_url};
use concierge_core::negotiation::{Negotiated, PlatformProfile};
use concierge_core::ucp::Version;
use concierge_core::{Code, UcpError, untrusted};
use concierge_schemas::Schemas;
use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use serde_json::Value;

use concierge_auth::KeySet;

use crate::config::ProfileFetch;
use crate::fetch::{self, FetchError};
use crate::netguard;

/// A platform profile, read once when it is fetched: what negotiation needs, and the keys that
/// verify the platform's request signatures.
#[derive(Debug)]
pub struct Profile {
    /// What negotiation reads.
    pub platform: PlatformProfile,
    /// The published signing keys: `keys[]`, or for profiles of 2026-04-08 and earlier
    /// `signing_keys[]` (top level or under `ucp`).
    pub signing_keys: KeySet,
    /// Negotiations of this profile, made on first use and kept as long as the profile is:
    /// each with one business offer, and the offers do not change while the process runs.
    negotiations: [OnceLock<Result<Arc<Negotiated>, UcpError>>; 2],
}

impl Profile {
    /// The negotiation kept in slot `slot` (one per business offer), made by `negotiate` the
    /// first time.
    pub(crate) fn negotiated(
        &self,
        slot: usize,
        negotiate: impl FnOnce(&PlatformProfile) -> Result<Negotiated, UcpError>,
    ) -> Result<Arc<Negotiated>, UcpError> {
        self.negotiations[slot].get_or_init(|| negotiate(&self.platform).map(Arc::new)).clone()
    }
}

/// A cached fetch outcome.
#[derive(Debug, Clone)]
enum Fetched {
    Profile(Arc<Profile>, Duration),
    Failed(UcpError, Duration),
}

impl Fetched {
    fn into_result(self) -> Result<Arc<Profile>, UcpError> {
        match self {
            Fetched::Profile(p, _) => Ok(p),
            Fetched::Failed(e, _) => Err(e),
        }
    }
}

struct FetchedExpiry;

impl moka::Expiry<String, Fetched> for FetchedExpiry {
    fn expire_after_create(&self, _: &String, value: &Fetched, _: Instant) -> Option<Duration> {
        Some(match value {
            Fetched::Profile(_, ttl) | Fetched::Failed(_, ttl) => *ttl,
        })
    }
}

/// Resolves platform profile URLs to parsed, validated profiles.
pub struct ProfileResolver {
    client: reqwest::Client,
    cache: moka::future::Cache<String, Fetched>,
    pinned: HashMap<String, Arc<Profile>>,
    policy: UrlPolicy,
    settings: ProfileFetch,
    schemas: Arc<Schemas>,
    /// The dated draft version `"draft"` stands for, when a draft profile is offered.
    draft: Option<Version>,
}

impl std::fmt::Debug for ProfileResolver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProfileResolver").field("policy", &self.policy).field("pinned", &self.pinned.len()).finish()
    }
}

/// The error raised inside the DNS step when a name resolves to nothing usable.
#[derive(Debug, thiserror::Error)]
enum DnsRefusal {
    #[error("{0} resolves only to special-use addresses")]
    SpecialUse(String),
    #[error("{0} cannot be resolved: {1}")]
    Unresolvable(String, std::io::Error),
}

/// Name resolution, replaceable in tests (public DNS does not exist in a test sandbox).
type Lookup = Arc<dyn Fn(String) -> LookupFuture + Send + Sync>;
type LookupFuture = std::pin::Pin<Box<dyn std::future::Future<Output = std::io::Result<Vec<SocketAddr>>> + Send>>;

fn system_lookup() -> Lookup {
    Arc::new(|host: String| Box::pin(async move { Ok(tokio::net::lookup_host((host.as_str(), 0)).await?.collect()) }))
}

/// A DNS resolver that drops special-use addresses (loopback kept for `localhost` only in
/// development mode).
struct GuardedResolver {
    allow_loopback: bool,
    lookup: Lookup,
}

impl Resolve for GuardedResolver {
    fn resolve(&self, name: Name) -> Resolving {
        let host = name.as_str().to_owned();
        // Loopback only for `localhost` itself: another name that resolves there is rebinding.
        let allow_loopback = self.allow_loopback && host.eq_ignore_ascii_case("localhost");
        let lookup = self.lookup.clone();
        Box::pin(async move {
            let found: Vec<SocketAddr> =
                lookup(host.clone()).await.map_err(|e| DnsRefusal::Unresolvable(host.clone(), e))?;
            let usable: Vec<SocketAddr> = found
                .into_iter()
                .filter(|a| netguard::is_public(a.ip()) || (allow_loopback && netguard::is_loopback(a.ip())))
                .collect();
            if usable.is_empty() {
                return Err(DnsRefusal::SpecialUse(host).into());
            }
            Ok(Box::new(usable.into_iter()) as Addrs)
        })
    }
}

impl ProfileResolver {
    /// Builds the resolver and loads pinned profiles (reading their files now, so a bad pinned
    /// profile stops the server at start).
    ///
    /// `draft` is the dated version of this server's draft profile: a platform profile that
    /// declares `"version": "draft"` (as the draft's examples do) is read as declaring it.
    /// `allow_loopback`: whether profile URLs on loopback are fetched (the effective
    /// `profile_fetch.allow_insecure_loopback`).
    pub fn new(
        settings: &ProfileFetch,
        allow_loopback: bool,
        schemas: Arc<Schemas>,
        draft: Option<Version>,
    ) -> Result<Self, Vec<String>> {
        Self::with_lookup(settings, allow_loopback, schemas, draft, system_lookup())
    }

    fn with_lookup(
        settings: &ProfileFetch,
        allow_loopback: bool,
        schemas: Arc<Schemas>,
        draft: Option<Version>,
        lookup: Lookup,
    ) -> Result<Self, Vec<String>> {
        let timeout = Duration::from_millis(settings.timeout_ms);
        let client = fetch::client_builder(timeout, "profile fetch")
            .dns_resolver(Arc::new(GuardedResolver { allow_loopback, lookup }))
            .build()
            .map_err(|e| vec![format!("cannot build the HTTP client: {e}")])?;
        let mut errors = Vec::new();
        let mut pinned = HashMap::new();
        for (url, path) in &settings.pinned {
            let loaded = std::fs::read(path)
                .map_err(|e| format!("profile_fetch.pinned.\"{url}\": cannot read {}: {e}", path.display()))
                .and_then(|bytes| {
                    parse_profile(&bytes, &schemas, draft.as_ref())
                        .map_err(|e| format!("profile_fetch.pinned.\"{url}\": {}: {}", path.display(), e.content))
                });
            match loaded {
                Ok(p) => {
                    pinned.insert(url.clone(), Arc::new(p));
                }
                Err(e) => errors.push(e),
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let cache =
            moka::future::Cache::builder().max_capacity(settings.cache_capacity).expire_after(FetchedExpiry).build();
        let policy = if allow_loopback { UrlPolicy::AllowLoopback } else { UrlPolicy::Strict };
        Ok(ProfileResolver { client, cache, pinned, policy, settings: settings.clone(), schemas, draft })
    }

    /// The profile at `url`: pinned, cached, or fetched now.
    pub async fn resolve(&self, url: &str) -> Result<Arc<Profile>, UcpError> {
        if let Some(p) = self.pinned.get(url) {
            metrics::counter!("concierge_profile_lookups_total", "result" => "pinned").increment(1);
            return Ok(p.clone());
        }
        // Most requests name a profile exactly as its cache key is spelled (the URL in normal
        // form): found under the text as sent, it needs no parsing.
        if let Some(fetched) = self.cache.get(url).await {
            metrics::counter!("concierge_profile_lookups_total", "result" => "hit").increment(1);
            return fetched.into_result();
        }
        let parsed = check_profile_url(url, self.policy)?;
        // A miss runs the fetch; a request that shares another's fetch, or finds its result
        // (a failure too, for its brief TTL), is a hit.
        let missed = AtomicBool::new(false);
        let key = parsed.as_str().to_owned();
        let flag = &missed;
        let fetch = async move {
            flag.store(true, Ordering::Relaxed);
            self.fetch(parsed).await
        };
        let fetched = self.cache.get_with(key, fetch).await;
        // Literal labels: a static key, nothing built per request.
        if missed.load(Ordering::Relaxed) {
            metrics::counter!("concierge_profile_lookups_total", "result" => "miss").increment(1);
        } else {
            metrics::counter!("concierge_profile_lookups_total", "result" => "hit").increment(1);
        }
        fetched.into_result()
    }

    async fn fetch(&self, url: url::Url) -> Fetched {
        let failure_ttl = Duration::from_secs(self.settings.failure_ttl_secs);
        let started = Instant::now();
        let outcome = self.fetch_once(&url).await;
        let counted = match &outcome {
            Ok(_) => "ok",
            Err(e) => e.code.name(),
        };
        metrics::counter!("concierge_profile_fetches_total", "outcome" => counted).increment(1);
        metrics::histogram!("concierge_profile_fetch_seconds").record(started.elapsed().as_secs_f64());
        match &outcome {
            Ok((_, ttl)) => {
                tracing::info!(profile = %untrusted::quote(url.as_str()), ttl_secs = ttl.as_secs(), elapsed_ms = started.elapsed().as_millis() as u64, "platform profile fetched")
            }
            Err(e) => tracing::warn!(
                profile = %untrusted::quote(url.as_str()),
                code = %e.code,
                reason = %untrusted::clip(&e.content, 2 * untrusted::QUOTE_MAX_CHARS),
                "platform profile refused"
            ),
        }
        match outcome {
            Ok((p, ttl)) => Fetched::Profile(Arc::new(p), ttl),
            Err(e) => Fetched::Failed(e, failure_ttl),
        }
    }

    async fn fetch_once(&self, url: &url::Url) -> Result<(Profile, Duration), UcpError> {
        let shown = untrusted::quote(url.as_str());
        let unreachable =
            |why: String| UcpError::new(Code::ProfileUnreachable, format!("The platform profile at {shown} {why}."));
        let fetched = fetch::get(&self.client, url, self.settings.max_bytes).await.map_err(|e| match e {
            FetchError::Status(status) if status.is_redirection() => unreachable(format!(
                "answered with a redirect (HTTP {}); UCP profiles must be served without redirects",
                status.as_u16()
            )),
            FetchError::Status(status) => unreachable(format!("answered HTTP {}", status.as_u16())),
            FetchError::TooLarge(max) => UcpError::new(
                Code::ProfileMalformed,
                format!("The platform profile at {shown} is larger than {max} bytes."),
            ),
            FetchError::Transport(e) => self.transport_error(url, &e),
        })?;
        Ok((parse_profile(&fetched.body, &self.schemas, self.draft.as_ref())?, self.ttl(fetched.max_age)))
    }

    /// Fetches another document a platform publishes (a personal agent's client metadata
    /// document or key set) with the same guards as profiles: https only (loopback when
    /// allowed), no special-use addresses, no redirects, bounded size and time. Not cached here.
    pub(crate) async fn fetch_agent_document(&self, url: &str) -> Result<Value, String> {
        let url = check_profile_url(url, self.policy).map_err(|e| e.content)?;
        let fetched = fetch::get(&self.client, &url, self.settings.max_bytes).await.map_err(|e| match e {
            FetchError::Transport(e) => self.transport_error(&url, &e).content,
            other => format!("{} {other}", untrusted::quote(url.as_str())),
        })?;
        serde_json::from_slice(&fetched.body)
            .map_err(|e| format!("{} is not JSON: {e}", untrusted::quote(url.as_str())))
    }

    fn transport_error(&self, url: &url::Url, e: &reqwest::Error) -> UcpError {
        let url = untrusted::quote(url.as_str());
        let mut source: Option<&(dyn std::error::Error + 'static)> = Some(e);
        while let Some(s) = source {
            if let Some(refusal) = s.downcast_ref::<DnsRefusal>() {
                return UcpError::new(
                    Code::InvalidProfileUrl,
                    format!("The platform profile URL {url} is not allowed: {refusal}."),
                );
            }
            source = s.source();
        }
        if e.is_timeout() {
            return UcpError::new(
                Code::ProfileUnreachable,
                format!("The platform profile at {url} did not answer within {} ms.", self.settings.timeout_ms),
            );
        }
        UcpError::new(
            Code::ProfileUnreachable,
            format!("The platform profile at {url} could not be retrieved (connection failed)."),
        )
    }

    /// UCP: cache at least 60 s whatever `Cache-Control` says; honour a longer `max-age` up to a day.
    fn ttl(&self, max_age: Option<u64>) -> Duration {
        let floor = self.settings.cache_ttl_secs.max(60);
        Duration::from_secs(max_age.map_or(floor, |m| m.clamp(floor, 86_400)))
    }
}

/// Parses and validates a profile document; with `draft`, reads every `"version": "draft"`
/// under `ucp` as that dated version first.
fn parse_profile(bytes: &[u8], schemas: &Schemas, draft: Option<&Version>) -> Result<Profile, UcpError> {
    let mut doc: Value = serde_json::from_slice(bytes)
        .map_err(|e| UcpError::new(Code::ProfileMalformed, format!("The platform profile is not JSON ({e}).")))?;
    if let (Some(draft), Some(ucp)) = (draft, doc.get_mut("ucp")) {
        date_the_draft(ucp, draft);
    }
    schemas.platform_profile.check(&doc, &[]).map_err(|v| {
        UcpError::new(
            Code::ProfileMalformed,
            format!(
                "The platform profile does not match the UCP platform profile schema at {}: {}.",
                v.path, v.message
            ),
        )
    })?;
    let ucp = doc.get("ucp");
    let keys = [doc.get("keys"), doc.get("signing_keys"), ucp.and_then(|u| u.get("signing_keys"))]
        .into_iter()
        .flatten()
        .find(|k| k.is_array())
        .cloned()
        .unwrap_or_else(|| Value::Array(Vec::new()));
    Ok(Profile {
        platform: PlatformProfile::from_json(&doc)?,
        signing_keys: KeySet::from_jwks(&serde_json::json!({ "keys": keys })),
        negotiations: Default::default(),
    })
}

/// Replaces `"version": "draft"` (the protocol's, a service's, a capability's) with `draft`.
fn date_the_draft(value: &mut Value, draft: &Version) {
    match value {
        Value::Object(map) => {
            for (key, v) in map.iter_mut() {
                if key == "version" && v.as_str() == Some("draft") {
                    *v = Value::String(draft.to_string());
                } else {
                    date_the_draft(v, draft);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|v| date_the_draft(v, draft)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    const PROFILE: &str = r#"{"ucp": {"version": "2026-08-25", "services": {}, "payment_handlers": {},
        "capabilities": {"dev.ucp.common.location.search": [{"version": "2026-08-25",
            "spec": "https://ucp.dev/2026-08-25/specification/common/location/search",
            "schema": "https://ucp.dev/2026-08-25/schemas/common/location_search.json"}]}}}"#;

    /// A loopback HTTP server answering every path from a table, counting requests.
    async fn serve(routes: Vec<(&'static str, u16, &'static str, &'static str)>) -> (String, Arc<AtomicUsize>) {
        use axum::http::{HeaderMap, StatusCode};
        let hits = Arc::new(AtomicUsize::new(0));
        let mut app = axum::Router::new();
        for (path, status, headers, body) in routes {
            let hits = hits.clone();
            app = app.route(
                path,
                axum::routing::get(move || {
                    hits.fetch_add(1, Ordering::SeqCst);
                    async move {
                        let mut h = HeaderMap::new();
                        for line in headers.lines().filter(|l| !l.is_empty()) {
                            let (k, v) = line.split_once(": ").unwrap();
                            h.insert(axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap(), v.parse().unwrap());
                        }
                        (StatusCode::from_u16(status).unwrap(), h, body)
                    }
                }),
            );
        }
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        (format!("http://127.0.0.1:{}", addr.port()), hits)
    }

    fn resolver(allow_loopback: bool) -> ProfileResolver {
        let settings = ProfileFetch { timeout_ms: 1_000, ..ProfileFetch::default() };
        ProfileResolver::new(&settings, allow_loopback, Arc::new(Schemas::load().unwrap()), None).unwrap()
    }

    #[tokio::test]
    async fn fetches_validates_and_caches() {
        let (base, hits) = serve(vec![("/p.json", 200, "content-type: application/json", PROFILE)]).await;
        let r = resolver(true);
        let url = format!("{base}/p.json");
        let p = r.resolve(&url).await.unwrap();
        assert_eq!(p.platform.version.as_str(), "2026-08-25");
        let _ = r.resolve(&url).await.unwrap();
        assert_eq!(hits.load(Ordering::SeqCst), 1, "the second request is served from the cache");
    }

    #[tokio::test]
    async fn concurrent_requests_share_one_fetch() {
        let (base, hits) = serve(vec![("/p.json", 200, "", PROFILE)]).await;
        let r = Arc::new(resolver(true));
        let url = format!("{base}/p.json");
        let tasks: Vec<_> = (0..8)
            .map(|_| {
                let (r, url) = (r.clone(), url.clone());
                tokio::spawn(async move { r.resolve(&url).await.map(|_| ()) })
            })
            .collect();
        for t in tasks {
            t.await.unwrap().unwrap();
        }
        assert_eq!(hits.load(Ordering::SeqCst), 1);
    }

    #[tokio::test]
    async fn failures_map_to_ucp_codes() {
        let (base, _) = serve(vec![
            ("/redirect", 302, "location: https://elsewhere.example/p.json", ""),
            ("/missing", 404, "", "nope"),
            ("/html", 200, "", "<html>"),
            ("/legacy", 200, "", r#"{"ucp": {"version": "2026-01-11", "services": {}, "payment_handlers": {}, "capabilities": [{"name": "dev.ucp.shopping.order"}]}}"#),
        ])
        .await;
        let r = resolver(true);
        let code = |path: &str| {
            let url = format!("{base}{path}");
            let r = &r;
            async move { r.resolve(&url).await.unwrap_err() }
        };
        let e = code("/redirect").await;
        assert_eq!(e.code, Code::ProfileUnreachable);
        assert!(e.content.contains("redirect"), "{e:?}");
        assert_eq!(code("/missing").await.code, Code::ProfileUnreachable);
        assert_eq!(code("/html").await.code, Code::ProfileMalformed);
        let e = code("/legacy").await;
        assert_eq!(e.code, Code::ProfileMalformed);
        assert!(e.content.contains("capabilities"), "{e:?}");
    }

    #[tokio::test]
    async fn loopback_is_refused_without_the_development_setting() {
        let (base, hits) = serve(vec![("/p.json", 200, "", PROFILE)]).await;
        let strict = resolver(false);
        let e = strict.resolve(&format!("{base}/p.json")).await.unwrap_err();
        assert_eq!(e.code, Code::InvalidProfileUrl, "http and IP literals are refused by form");
        assert_eq!(hits.load(Ordering::SeqCst), 0, "nothing reached the server");
    }

    #[tokio::test]
    async fn names_resolving_to_special_use_addresses_are_refused_after_resolution() {
        // A public-looking name whose DNS answer is private or loopback (DNS rebinding, cloud
        // metadata): refused on the resolved address, before any connection.
        let (base, hits) = serve(vec![("/p.json", 200, "", PROFILE)]).await;
        let port: u16 = base.rsplit(':').next().unwrap().parse().unwrap();
        let fake_dns: Lookup = Arc::new(move |host: String| {
            Box::pin(async move {
                let ips: Vec<SocketAddr> = match host.as_str() {
                    "rebind.example" | "localhost" => vec![SocketAddr::from(([127, 0, 0, 1], port))],
                    "rebind2.example" => vec![SocketAddr::from(([127, 0, 0, 2], port))],
                    "metadata.example" => vec![SocketAddr::from(([169, 254, 169, 254], port))],
                    "mixed.example" => {
                        vec![SocketAddr::from(([10, 0, 0, 1], port)), SocketAddr::from(([192, 168, 0, 1], port))]
                    }
                    _ => return Err(std::io::Error::new(std::io::ErrorKind::NotFound, "no such host")),
                };
                Ok(ips)
            })
        });
        let r = ProfileResolver::with_lookup(
            &ProfileFetch::default(),
            false,
            Arc::new(Schemas::load().unwrap()),
            None,
            fake_dns.clone(),
        )
        .unwrap();
        for host in ["rebind.example", "metadata.example", "mixed.example"] {
            let e = r.resolve(&format!("https://{host}:{port}/p.json")).await.unwrap_err();
            assert_eq!(e.code, Code::InvalidProfileUrl, "{host}: {e:?}");
            assert!(e.content.contains("special-use"), "{e:?}");
        }
        let e = r.resolve(&format!("https://nowhere.example:{port}/p.json")).await.unwrap_err();
        assert_eq!(e.code, Code::InvalidProfileUrl, "an unresolvable name: {e:?}");
        assert!(e.content.contains("cannot be resolved"), "{e:?}");
        assert_eq!(hits.load(Ordering::SeqCst), 0, "nothing reached the server");

        // Development mode allows loopback for `localhost` only, never for a name that
        // resolves there, and never 127.0.0.2.
        let r = ProfileResolver::with_lookup(
            &ProfileFetch::default(),
            true,
            Arc::new(Schemas::load().unwrap()),
            None,
            fake_dns,
        )
        .unwrap();
        for url in [
            format!("https://rebind.example:{port}/p.json"),
            format!("https://rebind2.example:{port}/p.json"),
            format!("http://127.0.0.2:{port}/p.json"),
        ] {
            assert_eq!(r.resolve(&url).await.unwrap_err().code, Code::InvalidProfileUrl, "{url}");
        }
        assert_eq!(hits.load(Ordering::SeqCst), 0, "nothing reached the server");
        assert!(r.resolve(&format!("http://localhost:{port}/p.json")).await.is_ok());
        assert_eq!(hits.load(Ordering::SeqCst), 1);
    }

    #[tokio::test]
    async fn unreachable_and_slow_servers() {
        let r = resolver(true);
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        drop(listener);
        let e = r.resolve(&format!("http://127.0.0.1:{port}/p.json")).await.unwrap_err();
        assert_eq!(e.code, Code::ProfileUnreachable);

        let slow = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = slow.local_addr().unwrap().port();
        tokio::spawn(async move {
            let mut held = Vec::new();
            while let Ok((s, _)) = slow.accept().await {
                held.push(s);
            }
        });
        let e = r.resolve(&format!("http://127.0.0.1:{port}/p.json")).await.unwrap_err();
        assert_eq!(e.code, Code::ProfileUnreachable);
        assert!(e.content.contains("did not answer"), "{e:?}");
    }

    #[test]
    fn ttl_has_a_floor_of_sixty_seconds() {
        let r =
            ProfileResolver::new(&ProfileFetch::default(), false, Arc::new(Schemas::load().unwrap()), None).unwrap();
        let hv = |s: &'static str| reqwest::header::HeaderValue::from_static(s);
        assert_eq!(r.ttl(None).as_secs(), 300);
        assert_eq!(r.ttl(fetch::max_age(Some(&hv("no-store")))).as_secs(), 300);
        assert_eq!(r.ttl(fetch::max_age(Some(&hv("public, max-age=5")))).as_secs(), 300);
        assert_eq!(r.ttl(fetch::max_age(Some(&hv("public, max-age=7200")))).as_secs(), 7200);
        assert_eq!(r.ttl(fetch::max_age(Some(&hv("max-age=99999999")))).as_secs(), 86_400);
    }
}
