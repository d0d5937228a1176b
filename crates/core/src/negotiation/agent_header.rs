//! The platform's profile URL: from the `UCP-Agent` header (an RFC 8941 dictionary) or from MCP
//! `meta`, and the rules a URL must meet before anything is fetched.

use url::{Host, Url};

use crate::error::{Code, UcpError};
use crate::untrusted;

/// Whether plain-HTTP loopback profile URLs are acceptable (local development and tests only).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum UrlPolicy {
    /// Production: `https` only, a registrable DNS name, no userinfo, no IP literal.
    #[default]
    Strict,
    /// Development: additionally allow `http` and `https` to `localhost`, `127.0.0.1` and `[::1]`
    /// (and no other loopback address).
    AllowLoopback,
}

/// Parses a `UCP-Agent` header value and returns the `profile` member.
///
/// The header is an RFC 8941 dictionary; `profile` must be a quoted string. Other members and
/// parameters (clients send `version="…"`) are tolerated.
pub fn profile_from_header(value: &str) -> Result<String, UcpError> {
    let dict: sfv::Dictionary = sfv::Parser::new(value).parse().map_err(|e| {
        UcpError::new(
            Code::InvalidProfileUrl,
            format!("The UCP-Agent header is not an RFC 8941 dictionary ({e}); send UCP-Agent: profile=\"https://…\"."),
        )
    })?;
    match dict.get("profile") {
        Some(sfv::ListEntry::Item(sfv::Item { bare_item: sfv::BareItem::String(s), .. })) => Ok(s.as_str().to_owned()),
        Some(_) => Err(UcpError::new(
            Code::InvalidProfileUrl,
            "The UCP-Agent profile member must be a quoted string: profile=\"https://…\".",
        )),
        None => Err(UcpError::new(
            Code::InvalidProfileUrl,
            "The UCP-Agent header has no profile member; send UCP-Agent: profile=\"https://…\".",
        )),
    }
}

/// Whether `url` names one of the loopback hosts the development settings allow: `localhost`,
/// `127.0.0.1` or `[::1]`, by name, before any DNS lookup. Other loopback addresses
/// (`127.0.0.2`) are not: the settings promise exactly these three.
pub fn is_loopback(url: &Url) -> bool {
    match url.host() {
        Some(Host::Domain(d)) => d.eq_ignore_ascii_case("localhost"),
        Some(Host::Ipv4(ip)) => ip == std::net::Ipv4Addr::LOCALHOST,
        Some(Host::Ipv6(ip)) => ip == std::net::Ipv6Addr::LOCALHOST,
        None => false,
    }
}

/// Checks the form of a profile URL (before any DNS lookup).
pub fn check_profile_url(raw: &str, policy: UrlPolicy) -> Result<Url, UcpError> {
    let bad = |why: &str| {
        UcpError::new(Code::InvalidProfileUrl, format!("The platform profile URL `{}` {why}.", untrusted::quote(raw)))
    };
    let url = Url::parse(raw).map_err(|e| bad(&format!("is not an absolute URL ({e})")))?;
    if !url.username().is_empty() || url.password().is_some() {
        return Err(bad("must not carry userinfo"));
    }
    if url.fragment().is_some() {
        return Err(bad("must not carry a fragment"));
    }
    if url.host().is_none() {
        return Err(bad("has no host"));
    }
    let loopback = is_loopback(&url);
    if policy == UrlPolicy::AllowLoopback && loopback && matches!(url.scheme(), "http" | "https") {
        return Ok(url);
    }
    if url.scheme() != "https" {
        return Err(bad("must use https"));
    }
    match url.host() {
        Some(Host::Domain(d)) if d.contains('.') && !d.ends_with('.') => Ok(url),
        Some(Host::Domain(_)) => Err(bad("must name a fully qualified host, not a single-label name")),
        _ => Err(bad("must name a host, not an IP address")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_profile_from_dictionary() {
        assert_eq!(
            profile_from_header(r#"profile="https://agent.example/p.json""#).unwrap(),
            "https://agent.example/p.json"
        );
        assert_eq!(
            profile_from_header(r#"profile="https://agent.example/p.json"; version="2026-04-08""#).unwrap(),
            "https://agent.example/p.json"
        );
        assert_eq!(profile_from_header(r#"other=1, profile="https://a.example/x""#).unwrap(), "https://a.example/x");
    }

    #[test]
    fn rejects_bad_headers() {
        for bad in ["profile=https://a.example/x", "", "version=\"2026-01-01\"", "profile=", "\"x\""] {
            let e = profile_from_header(bad).unwrap_err();
            assert_eq!(e.code, Code::InvalidProfileUrl, "{bad}");
        }
    }

    #[test]
    fn url_policy() {
        assert!(check_profile_url("https://agent.example/p.json", UrlPolicy::Strict).is_ok());
        for bad in [
            "http://agent.example/p.json",
            "https://127.0.0.1/p.json",
            "https://[::1]/p.json",
            "https://localhost/p.json",
            "https://user:pw@agent.example/p",
            "https://agent/p",
            "agent.example/p",
            "...",
            "https://agent.example/p#frag",
        ] {
            assert_eq!(check_profile_url(bad, UrlPolicy::Strict).unwrap_err().code, Code::InvalidProfileUrl, "{bad}");
        }
        assert!(check_profile_url("http://127.0.0.1:8285/profiles/agent.json", UrlPolicy::AllowLoopback).is_ok());
        assert!(check_profile_url("http://localhost:1/p", UrlPolicy::AllowLoopback).is_ok());
        assert!(check_profile_url("http://agent.example/p", UrlPolicy::AllowLoopback).is_err());
        assert!(check_profile_url("http://[::1]:1/p", UrlPolicy::AllowLoopback).is_ok());
        for other_loopback in ["http://127.0.0.2/p", "http://127.1.2.3:8080/p", "http://[::ffff:127.0.0.2]/p"] {
            assert!(check_profile_url(other_loopback, UrlPolicy::AllowLoopback).is_err(), "{other_loopback}");
        }
    }
}
