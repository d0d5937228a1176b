//! Version selection and capability intersection (UCP overview, §Negotiation Protocol).

use std::collections::BTreeMap;

use super::profile::{CapabilityDeclaration, PlatformProfile};
use crate::error::{Code, UcpError};
use crate::ucp::Version;

/// What this business offers: its protocol version and capabilities.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BusinessOffer {
    /// The protocol version of the profile being negotiated against.
    pub version: Version,
    /// Capabilities offered, by name, each with the versions offered.
    pub capabilities: BTreeMap<String, Vec<CapabilityDeclaration>>,
}

/// The outcome of a successful negotiation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Negotiated {
    /// The protocol version both sides speak.
    pub version: Version,
    /// Capabilities both sides support, each at the latest common version.
    pub capabilities: BTreeMap<String, Version>,
}

impl Negotiated {
    /// The negotiated version of a capability, if it survived negotiation.
    pub fn capability(&self, name: &str) -> Option<&Version> {
        self.capabilities.get(name)
    }
}

/// Negotiates with a platform profile.
///
/// Fails with `version_unsupported` when the platform's protocol version is not this business's.
/// An empty capability intersection is not an error here: each operation decides whether the
/// capability it needs survived (and answers `capabilities_incompatible` if not).
pub fn negotiate(offer: &BusinessOffer, platform: &PlatformProfile) -> Result<Negotiated, UcpError> {
    if platform.version != offer.version {
        return Err(UcpError::new(
            Code::VersionUnsupported,
            format!(
                "The platform profile declares UCP version {}; this business supports {}.",
                platform.version, offer.version
            ),
        ));
    }

    // (a) + (b): capabilities both declare, at the latest version both declare.
    let mut chosen: BTreeMap<String, (Version, Vec<String>)> = BTreeMap::new();
    for (name, ours) in &offer.capabilities {
        let Some(theirs) = platform.capabilities.get(name) else { continue };
        let best = ours
            .iter()
            .filter(|o| theirs.iter().any(|t| t.version == o.version))
            .max_by(|a, b| a.version.cmp(&b.version));
        if let Some(best) = best {
            chosen.insert(name.clone(), (best.version.clone(), best.extends.clone()));
        }
    }

    // (c) + (d): drop extensions none of whose parents survived, until nothing changes.
    loop {
        let orphans: Vec<String> = chosen
            .iter()
            .filter(|(_, (_, parents))| !parents.is_empty() && !parents.iter().any(|p| chosen.contains_key(p)))
            .map(|(name, _)| name.clone())
            .collect();
        if orphans.is_empty() {
            break;
        }
        for name in orphans {
            chosen.remove(&name);
        }
    }

    Ok(Negotiated {
        version: platform.version.clone(),
        capabilities: chosen.into_iter().map(|(name, (version, _))| (name, version)).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &str) -> Version {
        s.parse().unwrap()
    }

    fn decl(version: &str, extends: &[&str]) -> CapabilityDeclaration {
        CapabilityDeclaration { version: v(version), extends: extends.iter().map(|s| s.to_string()).collect() }
    }

    fn offer() -> BusinessOffer {
        BusinessOffer {
            version: v("2026-08-25"),
            capabilities: [
                ("dev.ucp.common.location.search".to_owned(), vec![decl("2026-08-25", &[])]),
                ("dev.ucp.common.location.lookup".to_owned(), vec![decl("2026-04-08", &[]), decl("2026-08-25", &[])]),
                ("com.example.ext".to_owned(), vec![decl("2026-08-25", &["dev.ucp.common.location.search"])]),
                ("com.example.ext2".to_owned(), vec![decl("2026-08-25", &["com.example.ext"])]),
            ]
            .into_iter()
            .collect(),
        }
    }

    fn platform(version: &str, caps: &[(&str, &[&str])]) -> PlatformProfile {
        PlatformProfile {
            version: v(version),
            capabilities: caps
                .iter()
                .map(|(name, versions)| (name.to_string(), versions.iter().map(|x| decl(x, &[])).collect()))
                .collect(),
        }
    }

    #[test]
    fn version_must_match() {
        let e = negotiate(&offer(), &platform("2026-04-08", &[])).unwrap_err();
        assert_eq!(e.code, Code::VersionUnsupported);
        assert!(e.content.contains("2026-04-08") && e.content.contains("2026-08-25"));
    }

    #[test]
    fn intersects_and_picks_latest_common_version() {
        let n = negotiate(
            &offer(),
            &platform(
                "2026-08-25",
                &[
                    ("dev.ucp.common.location.lookup", &["2026-04-08", "2026-08-25"]),
                    ("dev.ucp.common.location.search", &["2026-04-08"]),
                    ("dev.ucp.shopping.checkout", &["2026-08-25"]),
                ],
            ),
        )
        .unwrap();
        assert_eq!(n.capability("dev.ucp.common.location.lookup"), Some(&v("2026-08-25")));
        assert_eq!(n.capability("dev.ucp.common.location.search"), None, "no common version");
        assert_eq!(n.capabilities.len(), 1);
    }

    #[test]
    fn drops_orphaned_extensions_transitively() {
        let n = negotiate(
            &offer(),
            &platform("2026-08-25", &[("com.example.ext", &["2026-08-25"]), ("com.example.ext2", &["2026-08-25"])]),
        )
        .unwrap();
        assert!(n.capabilities.is_empty(), "{n:?}");

        let n = negotiate(
            &offer(),
            &platform(
                "2026-08-25",
                &[
                    ("dev.ucp.common.location.search", &["2026-08-25"]),
                    ("com.example.ext", &["2026-08-25"]),
                    ("com.example.ext2", &["2026-08-25"]),
                ],
            ),
        )
        .unwrap();
        assert_eq!(n.capabilities.len(), 3);
    }
}
