//! Finding a business, as the Personal Agent Protocol's `ucp` extension says (§3): its
//! `poppy.json` and its UCP profile fetched in parallel; `poppy.json` may redirect, and then the
//! validated `organization.domain` — which must be the host that served it — is where the UCP
//! profile is read; the UCP profile never redirects and a profile from another host does not
//! apply. The domain's protected resource metadata (RFC 9728) and its issuer's metadata
//! (RFC 8414) are checked (`resource`, `issuer`, `protected_resources`).

use std::collections::BTreeMap;

use serde_json::Value;
use url::Url;

use crate::fetch::{Document, Fetched};
use crate::{Client, ClientError};

/// How many redirects of `poppy.json` are followed.
const MAX_POPPY_REDIRECTS: usize = 5;

/// A discovered business.
#[derive(Debug, Clone)]
pub struct Business {
    /// The origin the business speaks for (`https://shop.example`), after `poppy.json`'s
    /// redirects.
    pub origin: Url,
    /// Its `poppy.json`, when it publishes one (validated: `organization.domain` is this host).
    pub poppy: Option<Value>,
    /// Its UCP profile at `/.well-known/ucp`.
    pub profile: Value,
    /// The UCP versions it offers, newest first, each with its profile URL (the root
    /// profile's own version and `supported_versions`).
    pub versions: Vec<(String, Url)>,
    /// Its sign-in, when it offers one.
    pub issuer: Option<Issuer>,
    /// What discovery noticed that does not stop it (for `concierge discover`).
    pub notes: Vec<String>,
}

/// The business's authorization server, checked.
#[derive(Debug, Clone)]
pub struct Issuer {
    /// The issuer identifier (equal to its metadata's `issuer`).
    pub issuer: String,
    /// The protected resource the domain's metadata names (`resource`).
    pub resource: String,
    /// RFC 8414 metadata, as served.
    pub metadata: Value,
}

impl Issuer {
    /// An endpoint named in the metadata (`authorization_endpoint`, `token_endpoint`, …).
    pub fn endpoint(&self, name: &str) -> Result<Url, ClientError> {
        let text = self
            .metadata
            .get(name)
            .and_then(Value::as_str)
            .ok_or_else(|| ClientError::SignIn(format!("the issuer {} publishes no {name}", self.issuer)))?;
        Url::parse(text).map_err(|e| ClientError::SignIn(format!("the issuer's {name} `{text}` is not a URL: {e}")))
    }
}

impl Business {
    /// The organization's name from `poppy.json`, when published.
    pub fn name(&self) -> Option<&str> {
        self.poppy.as_ref()?.pointer("/organization/name")?.as_str()
    }

    /// The host (and port, when not the default) the business speaks for.
    pub fn domain(&self) -> String {
        host_and_port(&self.origin)
    }

    /// Whether `poppy.json` lists the `ucp` extension.
    pub fn lists_ucp_extension(&self) -> bool {
        self.poppy.as_ref().and_then(|p| p.pointer("/extensions/ucp")).is_some()
    }
}

/// `host[:port]`, the form `organization.domain` takes.
pub(crate) fn host_and_port(url: &Url) -> String {
    let host = url.host_str().unwrap_or_default();
    match url.port() {
        Some(port) => format!("{host}:{port}"),
        None => host.to_owned(),
    }
}

impl Client {
    /// The origin for a domain or URL the caller typed (see [`origin_of`]).
    pub fn origin_of(&self, domain: &str) -> Result<Url, ClientError> {
        origin_of(domain, self.options.allow_insecure_loopback)
    }

    /// https, or http on loopback when allowed.
    pub(crate) fn check_scheme(&self, url: &Url) -> Result<(), ClientError> {
        match url.scheme() {
            "https" => Ok(()),
            "http" if self.options.allow_insecure_loopback && is_loopback(url) => Ok(()),
            "http" => Err(ClientError::Discovery(format!(
                "the business names {url}, which is not https (UCP requires https; plain http is only for a business on this machine)"
            ))),
            other => Err(ClientError::Discovery(format!("{url}: the scheme {other} is not https"))),
        }
    }

    /// Discovers a business: `poppy.json` and `/.well-known/ucp` in parallel, then the
    /// issuer.
    pub async fn discover(&self, domain: &str) -> Result<Business, ClientError> {
        let first = self.origin_of(domain)?;
        let (poppy, profile) = tokio::join!(self.fetch_poppy(&first), self.fetch_profile(&first));
        let mut notes = Vec::new();
        let (origin, poppy) = match poppy? {
            Some((origin, doc)) => (origin, Some(doc)),
            None => {
                notes.push(format!("{first} publishes no poppy.json: the business is used through UCP alone"));
                (first.clone(), None)
            }
        };
        // After a redirect to another host, the UCP profile is the one at the validated domain.
        let profile = if origin == first { profile? } else { self.fetch_profile(&origin).await? };
        let versions = self.profile_versions(&origin, &profile)?;
        if poppy.as_ref().is_some_and(|p| p.pointer("/extensions/ucp").is_none()) {
            notes.push("poppy.json does not list the ucp extension (poppy-ucp-extension §2)".into());
        }
        let issuer = self.discover_issuer(&origin, poppy.as_ref(), &mut notes).await?;
        Ok(Business { origin, poppy, profile, versions, issuer, notes })
    }

    /// `poppy.json`, following at most [`MAX_POPPY_REDIRECTS`] redirects; the origin it speaks
    /// for is its validated `organization.domain`. `None` when the business publishes none.
    async fn fetch_poppy(&self, origin: &Url) -> Result<Option<(Url, Value)>, ClientError> {
        let mut url = join(origin, "/.well-known/poppy.json")?;
        for _ in 0..=MAX_POPPY_REDIRECTS {
            self.check_scheme(&url)?;
            match self.fetcher.get(&url).await? {
                Fetched::Redirect { location, .. } => url = location,
                Fetched::Document(doc) if doc.status == 404 => return Ok(None),
                Fetched::Document(doc) if doc.status != 200 || !doc.json.is_object() => {
                    return Err(ClientError::Discovery(format!(
                        "{url} answered HTTP {} without a poppy.json document",
                        doc.status
                    )));
                }
                Fetched::Document(doc) => {
                    let served_by = host_and_port(&doc.url);
                    let domain = doc
                        .json
                        .pointer("/organization/domain")
                        .and_then(Value::as_str)
                        .ok_or_else(|| ClientError::Discovery(format!("{url} has no organization.domain")))?;
                    if !domain.eq_ignore_ascii_case(&served_by) {
                        return Err(ClientError::Discovery(format!(
                            "{url} says it speaks for {domain}, but {served_by} served it; a poppy.json speaks only for the host that serves it"
                        )));
                    }
                    let speaks_for = join(&doc.url, "/")?;
                    return Ok(Some((speaks_for, doc.json)));
                }
            }
        }
        Err(ClientError::Discovery(format!("poppy.json redirects more than {MAX_POPPY_REDIRECTS} times")))
    }

    /// The UCP profile at `origin`, never through a redirect.
    pub(crate) async fn fetch_profile(&self, origin: &Url) -> Result<Value, ClientError> {
        let url = join(origin, "/.well-known/ucp")?;
        self.fetch_profile_at(&url, origin).await
    }

    /// A UCP profile at `url`, which must be on `origin`'s host and must not redirect.
    pub(crate) async fn fetch_profile_at(&self, url: &Url, origin: &Url) -> Result<Value, ClientError> {
        if host_and_port(url) != host_and_port(origin) || url.scheme() != origin.scheme() {
            return Err(ClientError::Discovery(format!(
                "the UCP profile {url} is not on {}; a profile from another host does not apply to this business",
                host_and_port(origin)
            )));
        }
        self.check_scheme(url)?;
        match self.fetcher.get(url).await? {
            Fetched::Redirect { location, status } => Err(ClientError::Discovery(format!(
                "the UCP profile {url} redirects (HTTP {status}) to {location}; a UCP profile must not redirect (poppy-ucp-extension §3)"
            ))),
            Fetched::Document(Document { status: 200, json, .. }) if json.pointer("/ucp/version").is_some() => Ok(json),
            Fetched::Document(doc) => Err(ClientError::Discovery(format!(
                "{url} answered HTTP {} without a UCP profile (no ucp.version)",
                doc.status
            ))),
        }
    }

    /// The versions a profile offers, newest first: its own, and `supported_versions`.
    fn profile_versions(&self, origin: &Url, profile: &Value) -> Result<Vec<(String, Url)>, ClientError> {
        let own = profile.pointer("/ucp/version").and_then(Value::as_str).unwrap_or_default().to_owned();
        let mut versions: BTreeMap<String, Url> = BTreeMap::new();
        versions.insert(own, join(origin, "/.well-known/ucp")?);
        if let Some(map) = profile.pointer("/ucp/supported_versions").and_then(Value::as_object) {
            for (version, url) in map {
                let Some(url) = url.as_str().and_then(|u| Url::parse(u).ok()) else {
                    return Err(ClientError::Discovery(format!("ucp.supported_versions[{version}] is not a URL")));
                };
                versions.entry(version.clone()).or_insert(url);
            }
        }
        Ok(versions.into_iter().rev().collect())
    }

    /// The issuer, from the domain's protected resource metadata (RFC 9728), checked against
    /// its own metadata (RFC 8414). `None` when the business offers no sign-in.
    async fn discover_issuer(
        &self,
        origin: &Url,
        poppy: Option<&Value>,
        notes: &mut Vec<String>,
    ) -> Result<Option<Issuer>, ClientError> {
        if poppy.and_then(|p| p.pointer("/auth/disabled")).and_then(Value::as_bool) == Some(true) {
            notes.push("poppy.json sets auth.disabled: UCP is offered signed out".into());
            return Ok(None);
        }
        let url = join(origin, "/.well-known/oauth-protected-resource")?;
        let doc = match self.fetcher.get(&url).await? {
            Fetched::Document(doc) if doc.status == 200 => doc.json,
            Fetched::Document(doc) => {
                notes.push(format!("no protected resource metadata ({url}: HTTP {}): no sign-in", doc.status));
                return Ok(None);
            }
            Fetched::Redirect { .. } => {
                return Err(ClientError::Discovery(format!("{url} redirects; protected resource metadata must not")));
            }
        };
        let resource = doc.get("resource").and_then(Value::as_str).unwrap_or_default().to_owned();
        if resource.trim_end_matches('/') != origin.as_str().trim_end_matches('/') {
            return Err(ClientError::Discovery(format!(
                "{url} names the resource `{resource}`, not {origin} (RFC 9728 §3.3)"
            )));
        }
        let servers: Vec<&str> = doc
            .get("authorization_servers")
            .and_then(Value::as_array)
            .map(|a| a.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let chosen = poppy.and_then(|p| p.pointer("/auth/issuer")).and_then(Value::as_str);
        let issuer = match (servers.as_slice(), chosen) {
            ([], _) => {
                notes.push(format!("{url} names no authorization server: no sign-in"));
                return Ok(None);
            }
            (_, Some(chosen)) if servers.contains(&chosen) => chosen.to_owned(),
            (_, Some(chosen)) => {
                return Err(ClientError::Discovery(format!(
                    "poppy.json's auth.issuer {chosen} is not among {url}'s authorization_servers"
                )));
            }
            ([one], None) => (*one).to_owned(),
            (_, None) => {
                return Err(ClientError::Discovery(format!(
                    "{url} lists several authorization servers and poppy.json's auth.issuer chooses none"
                )));
            }
        };
        let issuer_url = Url::parse(&issuer)
            .map_err(|e| ClientError::Discovery(format!("the issuer `{issuer}` is not a URL: {e}")))?;
        self.check_scheme(&issuer_url)?;
        let metadata_url = Url::parse(&format!(
            "{}/.well-known/oauth-authorization-server{}",
            issuer_url.origin().ascii_serialization(),
            issuer_url.path().trim_end_matches('/')
        ))
        .map_err(|e| ClientError::Discovery(e.to_string()))?;
        let metadata = match self.fetcher.get(&metadata_url).await? {
            Fetched::Document(doc) if doc.status == 200 => doc.json,
            Fetched::Document(doc) => {
                return Err(ClientError::Discovery(format!("{metadata_url} answered HTTP {}", doc.status)));
            }
            Fetched::Redirect { .. } => {
                return Err(ClientError::Discovery(format!("{metadata_url} redirects; issuer metadata must not")));
            }
        };
        if metadata.get("issuer").and_then(Value::as_str) != Some(issuer.as_str()) {
            return Err(ClientError::Discovery(format!(
                "{metadata_url} names the issuer {}, not {issuer} (RFC 8414 §3.3)",
                metadata.get("issuer").unwrap_or(&Value::Null)
            )));
        }
        if let Some(resources) = metadata.get("protected_resources").and_then(Value::as_array) {
            let listed = resources
                .iter()
                .filter_map(Value::as_str)
                .any(|r| r.trim_end_matches('/') == resource.trim_end_matches('/'));
            if !listed {
                return Err(ClientError::Discovery(format!(
                    "the issuer {issuer} does not list {resource} in protected_resources"
                )));
            }
        }
        Ok(Some(Issuer { issuer, resource, metadata }))
    }
}

pub(crate) fn join(base: &Url, path: &str) -> Result<Url, ClientError> {
    base.join(path).map_err(|e| ClientError::Usage(format!("{base}{path}: {e}")))
}

/// Whether the URL's host is loopback (`localhost`, 127.0.0.0/8, `::1`): a business on this
/// machine.
pub fn is_loopback(url: &Url) -> bool {
    match url.host() {
        Some(url::Host::Domain(d)) => d.eq_ignore_ascii_case("localhost"),
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    }
}

/// The origin for a domain or URL a person typed: `shop.example` is `https://shop.example`; a
/// loopback host (a business on this machine) is `http://` when `allow_insecure_loopback`. A
/// wrong scheme is a [`ClientError::Usage`]: the input is the caller's to fix.
pub fn origin_of(domain: &str, allow_insecure_loopback: bool) -> Result<Url, ClientError> {
    let bad = |why: String| ClientError::Usage(format!("`{domain}` is not a domain or URL: {why}"));
    let text = if domain.contains("://") {
        domain.to_owned()
    } else {
        let candidate = Url::parse(&format!("http://{domain}")).map_err(|e| bad(e.to_string()))?;
        let scheme = if allow_insecure_loopback && is_loopback(&candidate) { "http" } else { "https" };
        format!("{scheme}://{domain}")
    };
    let url = Url::parse(&text).map_err(|e| bad(e.to_string()))?;
    if url.host_str().is_none() {
        return Err(bad("it has no host".into()));
    }
    // The caller typed it: a wrong scheme is theirs to fix, not the business's.
    match url.scheme() {
        "https" => {}
        "http" if is_loopback(&url) && allow_insecure_loopback => {}
        "http" if is_loopback(&url) => {
            return Err(ClientError::Usage(format!(
                "{url} is plain http, and this client only uses https (a business on this machine is reached \
                 over plain http only when insecure loopback is allowed: ClientOptions::allow_insecure_loopback)"
            )));
        }
        "http" => {
            let https = format!("https{}", &url.as_str()[4..]);
            return Err(ClientError::Usage(format!(
                "{url} is plain http: UCP businesses are reached over https ({https}); plain http is only for a \
                 business on this machine (localhost, 127.0.0.1, [::1])"
            )));
        }
        other => return Err(bad(format!("the scheme {other} is not https"))),
    }
    url.join("/").map_err(|e| bad(e.to_string()))
}
