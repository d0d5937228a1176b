//! UCP negotiation from the platform's side: for the capability an operation needs, the newest
//! UCP version that both this agent (a platform profile for it) and the business (its root
//! profile or `supported_versions`) offer *with* that capability, the capability versions both
//! list, and the `dev.ucp.common` endpoint for a transport this agent speaks.

use serde_json::Value;
use url::Url;

use crate::ClientError;
use crate::agent::PlatformProfile;

/// The UCP service that carries Ask and Location.
pub const COMMON_SERVICE: &str = "dev.ucp.common";

/// A transport of the `dev.ucp.common` service.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Transport {
    /// MCP over Streamable HTTP (JSON-RPC 2.0).
    Mcp,
    /// The REST binding.
    Rest,
}

impl Transport {
    /// The profile's name for it.
    pub fn name(self) -> &'static str {
        match self {
            Transport::Mcp => "mcp",
            Transport::Rest => "rest",
        }
    }
}

/// What a request to one capability is made with.
#[derive(Debug, Clone)]
pub struct Negotiated {
    /// The UCP version (the agent names its platform profile for this version).
    pub version: String,
    /// The agent's platform profile URL for that version, sent on every request.
    pub agent_profile: String,
    /// The capability version both list (the latest).
    pub capability_version: String,
    /// The transport chosen.
    pub transport: Transport,
    /// The `dev.ucp.common` endpoint for it.
    pub endpoint: Url,
    /// The business profile for that version.
    pub business_profile: Value,
}

/// Versions of `capability` a profile lists.
pub(crate) fn capability_versions(profile: &Value, capability: &str) -> Vec<String> {
    profile
        .pointer("/ucp/capabilities")
        .and_then(|c| c.get(capability))
        .and_then(Value::as_array)
        .map(|entries| entries.iter().filter_map(|e| e.get("version")?.as_str().map(str::to_owned)).collect())
        .unwrap_or_default()
}

/// The newest capability version both profiles list.
pub(crate) fn common_capability_version(business: &Value, agent: &Value, capability: &str) -> Option<String> {
    let ours = capability_versions(agent, capability);
    capability_versions(business, capability).into_iter().filter(|v| ours.contains(v)).max()
}

/// The `dev.ucp.common` endpoint for the first transport in `preference` the profile offers.
pub(crate) fn choose_endpoint(profile: &Value, preference: &[Transport]) -> Option<(Transport, Url)> {
    let services = profile.pointer("/ucp/services")?.get(COMMON_SERVICE)?.as_array()?;
    preference.iter().find_map(|t| {
        services.iter().find_map(|s| {
            (s.get("transport")?.as_str()? == t.name())
                .then(|| s.get("endpoint")?.as_str().and_then(|e| Url::parse(e).ok()))
                .flatten()
                .map(|url| (*t, url))
        })
    })
}

/// The scopes the business's identity linking gates (`config.scopes` keys), for
/// `identity_required`.
pub fn identity_linking_scopes(profile: &Value) -> Vec<String> {
    profile
        .pointer("/ucp/capabilities/dev.ucp.common.identity_linking")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|e| e.pointer("/config/scopes")?.as_object())
        .flat_map(|m| m.keys().cloned())
        .collect()
}

/// Picks, among the business's versions (newest first) the agent has a profile for, the first
/// whose profile offers `capability` in a version the agent's profile lists too. `profile_for`
/// loads the business's profile for a version.
pub(crate) fn select(
    capability: &str,
    business_versions: &[(String, Url)],
    agent_profiles: &[PlatformProfile],
    mut profile_for: impl FnMut(&str) -> Option<Value>,
    preference: &[Transport],
) -> Result<Negotiated, ClientError> {
    let mut tried = Vec::new();
    for (version, _) in business_versions {
        let Some(agent) = agent_profiles.iter().find(|p| p.version() == version) else {
            continue;
        };
        let Some(business) = profile_for(version) else { continue };
        let Some(capability_version) = common_capability_version(&business, &agent.document, capability) else {
            tried.push(format!("{version} (the capability is not offered by both)"));
            continue;
        };
        let Some((transport, endpoint)) = choose_endpoint(&business, preference) else {
            tried.push(format!(
                "{version} (no {COMMON_SERVICE} endpoint for {})",
                preference.iter().map(|t| t.name()).collect::<Vec<_>>().join(" or ")
            ));
            continue;
        };
        return Ok(Negotiated {
            version: version.clone(),
            agent_profile: agent.url.clone(),
            capability_version,
            transport,
            endpoint,
            business_profile: business,
        });
    }
    let offered: Vec<&str> = business_versions.iter().map(|(v, _)| v.as_str()).collect();
    let ours: Vec<&str> = agent_profiles.iter().map(|p| p.version()).collect();
    Err(ClientError::Negotiation(if tried.is_empty() {
        format!(
            "no UCP version in common for {capability}: the business offers {}, this agent has profiles for {}",
            offered.join(", "),
            ours.join(", ")
        )
    } else {
        format!("{capability} is not available: tried {}", tried.join("; "))
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn profile(version: &str, caps: &[(&str, &str)], transports: &[(&str, &str)]) -> Value {
        let mut capabilities = serde_json::Map::new();
        for (name, v) in caps {
            capabilities.insert((*name).into(), json!([{"version": v, "spec": "s", "schema": "s"}]));
        }
        let services: Vec<Value> =
            transports.iter().map(|(t, e)| json!({"version": version, "transport": t, "endpoint": e})).collect();
        json!({"ucp": {"version": version, "services": {"dev.ucp.common": services}, "capabilities": capabilities}})
    }

    fn agent(version: &str, caps: &[(&str, &str)]) -> PlatformProfile {
        PlatformProfile { url: format!("https://agent.example/{version}.json"), document: profile(version, caps, &[]) }
    }

    #[test]
    fn each_capability_gets_the_newest_version_that_offers_it() {
        let root = profile(
            "2026-08-25",
            &[("loc", "2026-08-25")],
            &[("rest", "https://b.example/ucp"), ("mcp", "https://b.example/mcp")],
        );
        let draft = profile("2026-10-29", &[("ask", "2026-10-29")], &[("mcp", "https://b.example/mcp")]);
        let versions = vec![
            ("2026-10-29".to_owned(), Url::parse("https://b.example/.well-known/ucp/draft").unwrap()),
            ("2026-08-25".to_owned(), Url::parse("https://b.example/.well-known/ucp").unwrap()),
        ];
        let agents = vec![agent("2026-08-25", &[("loc", "2026-08-25")]), agent("2026-10-29", &[("ask", "2026-10-29")])];
        let load = |v: &str| Some(if v == "2026-10-29" { draft.clone() } else { root.clone() });
        let ask = select("ask", &versions, &agents, load, &[Transport::Mcp, Transport::Rest]).unwrap();
        assert_eq!(
            (ask.version.as_str(), ask.agent_profile.as_str()),
            ("2026-10-29", "https://agent.example/2026-10-29.json")
        );
        let loc = select("loc", &versions, &agents, load, &[Transport::Rest, Transport::Mcp]).unwrap();
        assert_eq!(
            (loc.version.as_str(), loc.transport, loc.endpoint.as_str()),
            ("2026-08-25", Transport::Rest, "https://b.example/ucp")
        );
        let none = select("cart", &versions, &agents, load, &[Transport::Mcp]).unwrap_err();
        assert!(none.to_string().contains("cart is not available"), "{none}");
        let no_profile = select("ask", &versions, &agents[..1], load, &[Transport::Mcp]).unwrap_err();
        assert!(no_profile.to_string().contains("ask is not available"), "{no_profile}");
        let wrong = select("loc", &versions[..1], &agents[..1], load, &[Transport::Mcp]).unwrap_err();
        assert!(wrong.to_string().contains("no UCP version in common"), "{wrong}");
    }

    #[test]
    fn capability_versions_must_intersect_and_the_latest_wins() {
        let b = json!({"ucp": {"capabilities": {"x": [{"version": "2026-01-01"}, {"version": "2026-04-08"}]}}});
        let a = json!({"ucp": {"capabilities": {"x": [{"version": "2026-04-08"}, {"version": "2026-01-01"}]}}});
        assert_eq!(common_capability_version(&b, &a, "x").as_deref(), Some("2026-04-08"));
        let c = json!({"ucp": {"capabilities": {"x": [{"version": "2025-01-01"}]}}});
        assert_eq!(common_capability_version(&b, &c, "x"), None);
    }

    #[test]
    fn identity_linking_scopes_come_from_config_scopes() {
        let p = json!({"ucp": {"capabilities": {"dev.ucp.common.identity_linking": [{"version": "v", "config": {"scopes": {"dev.ucp.shopping.order:read": {}}}}]}}});
        assert_eq!(identity_linking_scopes(&p), ["dev.ucp.shopping.order:read"]);
    }
}
