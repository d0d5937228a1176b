//! DNS-rebinding protection: which `Host` and `Origin` values are accepted; and headers that
//! must come once (`Authorization`, `UCP-Agent`, …) are refused when repeated.
//!
//! A server on a loopback address can be reached by a web page through DNS rebinding unless it
//! checks `Host` (and, for browsers, `Origin`). With `server.dns_rebinding_protection = "auto"`
//! (the default) the checks are on for loopback listeners and accept the loopback names, the
//! loopback address listened on (`127.0.0.2`) and the public base URL's host; `allowed_hosts` and `allowed_origins` replace those defaults,
//! and are enforced whenever they are set. Requests without `Origin` (every non-browser agent)
//! pass the Origin check.
//!
//! The operator's endpoints (`GET /health`, `/ready`, `/metrics`) skip the `Host` check: a load
//! balancer's probe and a Prometheus scraper name the replica by its internal address (`Host:
//! 10.0.0.5:8080`), which no allowed list knows, and these answer only what is public or
//! aggregate (no label value comes from a request). `Origin` is still checked: they send none.

use std::sync::Arc;

use axum::extract::Request;
use axum::http::{HeaderName, header};
use concierge_core::{Code, UcpError};
use concierge_service::config::{Config, Protection};

/// The accepted values (`None`: not checked).
#[derive(Debug, Clone)]
pub(crate) struct Guard {
    hosts: Option<Arc<Vec<String>>>,
    origins: Option<Arc<Vec<String>>>,
    /// The loopback names, and the loopback address listened on: their origins are accepted
    /// on any port.
    loopback: Arc<Vec<String>>,
}

const LOOPBACK_NAMES: [&str; 3] = ["localhost", "127.0.0.1", "[::1]"];

impl Guard {
    pub(crate) fn new(config: &Config) -> Self {
        let s = &config.server;
        let on = match s.dns_rebinding_protection {
            Protection::On => true,
            Protection::Off => false,
            Protection::Auto => s.listen.ip().is_loopback(),
        };
        // The loopback names, plus the address listened on when it is another loopback one
        // (127.0.0.2): a client that connects to it names it in `Host`.
        let mut loopback: Vec<String> = LOOPBACK_NAMES.iter().map(|h| h.to_string()).collect();
        let listened = match s.listen.ip() {
            std::net::IpAddr::V4(ip) => ip.to_string(),
            std::net::IpAddr::V6(ip) => format!("[{ip}]"),
        };
        if s.listen.ip().is_loopback() && !loopback.contains(&listened) {
            loopback.push(listened);
        }
        let public = url::Url::parse(&config.public_base_url()).ok();
        let public_host = public.as_ref().and_then(|u| u.host_str()).map(str::to_ascii_lowercase);
        let hosts = if !s.allowed_hosts.is_empty() {
            Some(s.allowed_hosts.iter().map(|h| h.to_ascii_lowercase()).collect())
        } else if on {
            Some(loopback.iter().cloned().chain(public_host.clone()).collect())
        } else {
            None
        };
        let origins = if !s.allowed_origins.is_empty() {
            Some(s.allowed_origins.iter().map(|o| o.trim_end_matches('/').to_ascii_lowercase()).collect())
        } else if on {
            let mut o: Vec<String> =
                loopback.iter().flat_map(|h| [format!("http://{h}"), format!("https://{h}")]).collect();
            if let Some(u) = &public {
                o.push(u.origin().ascii_serialization().to_ascii_lowercase());
            }
            Some(o)
        } else {
            None
        };
        Guard { hosts: hosts.map(Arc::new), origins: origins.map(Arc::new), loopback: Arc::new(loopback) }
    }

    fn host_ok(&self, host: Option<&str>) -> bool {
        let Some(allowed) = &self.hosts else { return true };
        let Some(host) = host else { return false };
        let bare = strip_port(host);
        // The allowed names are lower case already.
        allowed.iter().any(|a| a.eq_ignore_ascii_case(host) || a.eq_ignore_ascii_case(bare))
    }

    fn origin_ok(&self, origin: Option<&str>) -> bool {
        let (Some(allowed), Some(origin)) = (&self.origins, origin) else { return true };
        let origin = origin.trim_end_matches('/').to_ascii_lowercase();
        if allowed.contains(&origin) {
            return true;
        }
        // Loopback origins are accepted on any port.
        let without_port = match origin.rsplit_once(':') {
            Some((rest, port)) if port.bytes().all(|b| b.is_ascii_digit()) && rest.contains("://") => rest.to_owned(),
            _ => return false,
        };
        allowed.contains(&without_port) && self.loopback.iter().any(|n| without_port.ends_with(&format!("://{n}")))
    }
}

fn strip_port(host: &str) -> &str {
    if host.starts_with('[') {
        return host.find(']').map_or(host, |end| &host[..=end]);
    }
    host.rsplit_once(':').filter(|(_, p)| p.bytes().all(|b| b.is_ascii_digit())).map_or(host, |(h, _)| h)
}

/// Headers that carry one value: a second copy is ambiguous (which credential, which agent?)
/// and is refused rather than resolved by picking one.
const SINGLE_VALUED: [HeaderName; 11] = [
    header::HOST,
    header::AUTHORIZATION,
    HeaderName::from_static("ucp-agent"),
    HeaderName::from_static("request-id"),
    HeaderName::from_static("idempotency-key"),
    HeaderName::from_static("poppy-session"),
    header::CONTENT_TYPE,
    header::CONTENT_LENGTH,
    HeaderName::from_static("mcp-protocol-version"),
    HeaderName::from_static("mcp-method"),
    HeaderName::from_static("mcp-name"),
];

impl Guard {
    /// Whether `request` may go on: every single-valued header sent once, and the `Host` and
    /// `Origin` checks above (the `Host` check skipped for the operator's endpoints).
    pub(crate) fn check(&self, request: &Request) -> Result<(), UcpError> {
        let headers = request.headers();
        if let Some(name) = SINGLE_VALUED.iter().find(|name| headers.get_all(*name).iter().nth(1).is_some()) {
            return Err(UcpError::new(Code::InvalidHeader, format!("Send one {name} header, not several.")));
        }
        let host = headers
            .get(header::HOST)
            .and_then(|v| v.to_str().ok())
            .or_else(|| request.uri().authority().map(|a| a.as_str()));
        if !self.host_ok(host) && !crate::metrics::is_operator_path(request.uri().path()) {
            return Err(UcpError::new(
                Code::Forbidden,
                "The Host header is not one this server answers to (DNS-rebinding protection).",
            ));
        }
        let origin = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok());
        if !self.origin_ok(origin) {
            return Err(UcpError::new(Code::Forbidden, "The Origin header is not allowed (DNS-rebinding protection)."));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn guard(mutate: impl FnOnce(&mut Config)) -> Guard {
        let mut c = Config::default();
        mutate(&mut c);
        Guard::new(&c)
    }

    #[test]
    fn loopback_listeners_check_by_default() {
        let g = guard(|_| {});
        assert!(g.host_ok(Some("localhost:8080")));
        assert!(g.host_ok(Some("127.0.0.1:1234")));
        assert!(g.host_ok(Some("[::1]:8080")));
        assert!(g.host_ok(Some("LocalHost:8080")), "host names are case-insensitive");
        assert!(!g.host_ok(Some("evil.example")));
        assert!(!g.host_ok(Some("evil.example:8080")));
        assert!(!g.host_ok(None));
        assert!(g.origin_ok(None), "non-browser clients send no Origin");
        assert!(g.origin_ok(Some("http://localhost:3000")));
        assert!(!g.origin_ok(Some("http://evil.example")));
        assert!(!g.origin_ok(Some("null")));
    }

    #[test]
    fn the_loopback_address_listened_on_is_accepted() {
        let g = guard(|c| c.server.listen = "127.0.0.2:8080".parse().unwrap());
        assert!(g.host_ok(Some("127.0.0.2:8080")));
        assert!(g.origin_ok(Some("http://127.0.0.2:3000")));
        assert!(g.host_ok(Some("localhost:8080")));
        assert!(!g.host_ok(Some("127.0.0.3:8080")), "only the address listened on");
        let g = guard(|_| {});
        assert!(!g.host_ok(Some("127.0.0.2:8080")));
    }

    #[test]
    fn public_listeners_trust_the_proxy_unless_told_otherwise() {
        let g = guard(|c| c.server.listen = "0.0.0.0:8080".parse().unwrap());
        assert!(g.host_ok(Some("shop.example")));
        let g = guard(|c| {
            c.server.listen = "0.0.0.0:8080".parse().unwrap();
            c.server.allowed_hosts = vec!["shop.example".into()];
        });
        assert!(g.host_ok(Some("shop.example")) && g.host_ok(Some("shop.example:443")));
        assert!(!g.host_ok(Some("other.example")));
        let g = guard(|c| {
            c.server.public_base_url = "https://shop.example".into();
            c.server.dns_rebinding_protection = Protection::On;
        });
        assert!(g.host_ok(Some("shop.example")));
        assert!(g.origin_ok(Some("https://shop.example")));
        assert!(!g.origin_ok(Some("https://shop.example.evil.example")));
    }
}
