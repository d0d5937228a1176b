//! Platform profiles the checker serves itself on loopback, to a business on this machine.
//!
//! - Two profiles the business can fetch but must refuse, for the negotiation errors: one
//!   declaring a UCP version no business supports, and one that is not JSON.
//! - When no `--agent-profile` or `--draft-agent-profile` was given, the agent profiles the
//!   other checks name: built from what the business's own profiles offer (its version and
//!   Location capabilities; the draft leaf offering Ask), publishing a key the checker signs
//!   its requests with. A business on loopback fetches loopback profiles on its defaults, so a
//!   local run needs no profile published anywhere and checks everything.
//!
//! Only a business on this machine can fetch them, so the host runs only for a loopback target.

use std::collections::HashMap;
use std::sync::Arc;

use concierge_auth::SigningKey;
use concierge_client::loopback::{LoopbackHost, Served};
use serde_json::{Map, Value, json};

use crate::CheckOptions;

/// A platform profile declaring a version that predates UCP.
const UNSUPPORTED_VERSION: &str = r#"{"ucp": {"version": "2000-01-01", "services": {}, "payment_handlers": {}, "capabilities": {"dev.ucp.common.location.search": [{"version": "2000-01-01", "spec": "https://ucp.dev/2000-01-01/specification/common/location/search", "schema": "https://ucp.dev/2000-01-01/schemas/common/location_search.json"}]}}}"#;
/// A platform profile that is not JSON.
const MALFORMED: &str = "{\"ucp\": {\"version\": ";

const UNSUPPORTED_PATH: &str = "/version-unsupported.json";
const MALFORMED_PATH: &str = "/malformed.json";
const AGENT_PATH: &str = "/agent.json";
const DRAFT_AGENT_PATH: &str = "/agent-draft.json";

/// The running host; it stops when dropped.
pub(crate) struct ProfileHost {
    host: LoopbackHost,
}

/// The agent profiles to serve for the checks that need one, when the run was given none.
#[derive(Debug, Default)]
pub(crate) struct AgentProfiles {
    /// The profile at the business's version, declaring its Location capabilities.
    release: Option<Value>,
    /// The profile at the draft version offering Ask, declaring it.
    draft: Option<Value>,
    /// The key both publish, when the run had none: the checker signs with it.
    key: Option<Arc<SigningKey>>,
    /// The business's MCP endpoint, to ask whether it fetches these profiles.
    mcp: Option<String>,
}

impl ProfileHost {
    /// Listens on 127.0.0.1 (any port), serving the two refusal profiles and `agents`.
    pub(crate) async fn start(agents: &AgentProfiles) -> std::io::Result<ProfileHost> {
        let raw = |body: &str| Served { body: body.as_bytes().to_vec(), content_type: "application/json" };
        let mut documents = HashMap::new();
        documents.insert(UNSUPPORTED_PATH.to_owned(), raw(UNSUPPORTED_VERSION));
        documents.insert(MALFORMED_PATH.to_owned(), raw(MALFORMED));
        if let Some(doc) = &agents.release {
            documents.insert(AGENT_PATH.to_owned(), Served::json(doc));
        }
        if let Some(doc) = &agents.draft {
            documents.insert(DRAFT_AGENT_PATH.to_owned(), Served::json(doc));
        }
        Ok(ProfileHost { host: LoopbackHost::start(documents).await? })
    }

    /// The URL of the profile with an unsupported version.
    pub(crate) fn unsupported_version(&self) -> String {
        self.host.url(UNSUPPORTED_PATH)
    }

    /// The URL of the profile that is not JSON.
    pub(crate) fn malformed(&self) -> String {
        self.host.url(MALFORMED_PATH)
    }

    /// Points `opts` at the agent profiles served here (for those it lacks), and at the key
    /// they publish.
    pub(crate) fn adopt(&self, agents: AgentProfiles, opts: &mut CheckOptions) {
        if agents.release.is_some() {
            opts.agent_profile = Some(self.host.url(AGENT_PATH));
        }
        if agents.draft.is_some() {
            opts.draft_agent_profile = Some(self.host.url(DRAFT_AGENT_PATH));
        }
        if let Some(key) = agents.key {
            opts.signing_key = Some(key);
        }
    }
}

impl AgentProfiles {
    /// The profiles `opts` lacks, built from the business's profiles at `opts.target`: at its
    /// version with its Location capabilities, and at the version of the profile (the root or
    /// a `supported_versions` leaf) offering Ask. Profiles the business offers nothing for are
    /// left out (their checks then report why). Errors say what could not be read.
    pub(crate) async fn for_business(opts: &CheckOptions) -> Result<AgentProfiles, String> {
        if opts.agent_profile.is_some() && opts.draft_agent_profile.is_some() {
            return Ok(AgentProfiles::default());
        }
        let http = reqwest::Client::builder()
            .timeout(opts.timeout)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .map_err(|e| e.to_string())?;
        let root_url = format!("{}/.well-known/ucp", opts.target.as_str().trim_end_matches('/'));
        let root = fetch_json(&http, &root_url).await?;
        let mut leaves = vec![root.clone()];
        if let Some(map) = root.pointer("/ucp/supported_versions").and_then(Value::as_object) {
            for url in map.values().filter_map(Value::as_str) {
                if let Ok(leaf) = fetch_json(&http, url).await {
                    leaves.push(leaf);
                }
            }
        }
        let (key, public) = match &opts.signing_key {
            Some(key) => (None, key.public_jwk()),
            None => {
                let key = SigningKey::generate_es256(format!(
                    "concierge-check-{}",
                    &uuid::Uuid::new_v4().simple().to_string()[..8]
                ));
                let public = key.public_jwk();
                (Some(Arc::new(key)), public)
            }
        };
        let public = serde_json::to_value(public).map_err(|e| e.to_string())?;
        let release = if opts.agent_profile.is_none() {
            agent_profile(&root, |name| name.starts_with("dev.ucp.common.location."), &public)
        } else {
            None
        };
        let draft = if opts.draft_agent_profile.is_none() {
            // The newest profile offering Ask.
            let mut offering: Vec<&Value> =
                leaves.iter().filter(|p| p.pointer("/ucp/capabilities/dev.ucp.common.ask").is_some()).collect();
            offering.sort_by_key(|p| p.pointer("/ucp/version").and_then(Value::as_str).unwrap_or_default().to_owned());
            offering.last().and_then(|p| agent_profile(p, |name| name == "dev.ucp.common.ask", &public))
        } else {
            None
        };
        let key = if release.is_some() || draft.is_some() { key } else { None };
        let mcp = root
            .pointer("/ucp/services/dev.ucp.common")
            .and_then(Value::as_array)
            .and_then(|services| services.iter().find(|s| s.get("transport").and_then(Value::as_str) == Some("mcp")))
            .and_then(|s| s.get("endpoint")?.as_str())
            .map(str::to_owned);
        Ok(AgentProfiles { release, draft, key, mcp })
    }

    /// Whether the business fetches the served release profile: one `lookup_locations` call
    /// naming it. `Err` with the business's words when it refuses the profile itself
    /// (`invalid_profile_url`, `profile_unreachable`, `profile_malformed`): a business
    /// configured not to fetch loopback profiles, whose checks then cannot run rather than
    /// fail. Anything else (no MCP, another error) counts as accepted: the checks judge it.
    pub(crate) async fn accepted_by_business(
        &self,
        host: &ProfileHost,
        timeout: std::time::Duration,
    ) -> Result<(), String> {
        let (Some(mcp), Some(_)) = (&self.mcp, &self.release) else { return Ok(()) };
        let body = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "lookup_locations",
            "arguments": {"meta": {"ucp-agent": {"profile": host.host.url(AGENT_PATH)}},
                "location": {"ids": ["concierge-check-probe"]}}}});
        let Ok(http) = reqwest::Client::builder().timeout(timeout).build() else { return Ok(()) };
        let request = http.post(mcp).header("accept", "application/json").header("content-type", "application/json");
        let Ok(response) = request.body(body.to_string()).send().await else {
            return Ok(());
        };
        let Ok(reply) = response.bytes().await else { return Ok(()) };
        let reply: Value = serde_json::from_slice(&reply).unwrap_or(Value::Null);
        let code = reply.pointer("/error/data/code").and_then(Value::as_str).unwrap_or_default();
        if matches!(code, "invalid_profile_url" | "profile_unreachable" | "profile_malformed") {
            let words = reply.pointer("/error/data/content").and_then(Value::as_str).unwrap_or_default();
            return Err(format!("{code}: {words}"));
        }
        Ok(())
    }
}

async fn fetch_json(http: &reqwest::Client, url: &str) -> Result<Value, String> {
    let response = http.get(url).send().await.map_err(|e| format!("GET {url}: {e}"))?;
    if !response.status().is_success() {
        return Err(format!("GET {url}: HTTP {}", response.status().as_u16()));
    }
    let body = response.bytes().await.map_err(|e| format!("GET {url}: {e}"))?;
    serde_json::from_slice(&body).map_err(|e| format!("GET {url}: not JSON ({e})"))
}

/// A platform profile at `business`'s version declaring its capabilities that `wanted` picks,
/// each at the versions the business lists, publishing `public`. `None` when it offers none.
fn agent_profile(business: &Value, wanted: impl Fn(&str) -> bool, public: &Value) -> Option<Value> {
    let version = business.pointer("/ucp/version")?.as_str()?;
    let offered = business.pointer("/ucp/capabilities")?.as_object()?;
    let mut capabilities = Map::new();
    for (name, entries) in offered.iter().filter(|(name, _)| wanted(name)) {
        let declared: Vec<Value> = entries
            .as_array()
            .into_iter()
            .flatten()
            .filter(|e| e.get("version").is_some_and(Value::is_string))
            .map(|e| {
                let mut entry = json!({"version": e["version"]});
                for key in ["spec", "schema"] {
                    if let Some(value) = e.get(key) {
                        entry[key] = value.clone();
                    }
                }
                entry
            })
            .collect();
        if !declared.is_empty() {
            capabilities.insert(name.clone(), Value::Array(declared));
        }
    }
    if capabilities.is_empty() {
        return None;
    }
    Some(json!({
        "ucp": {"version": version, "services": {}, "payment_handlers": {}, "capabilities": capabilities},
        "keys": [public],
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agent_profiles_declare_what_the_business_offers() {
        let business = json!({"ucp": {"version": "2026-08-25", "capabilities": {
            "dev.ucp.common.location.search": [{"version": "2026-08-25", "spec": "s", "schema": "x"}],
            "dev.ucp.common.identity_linking": [{"version": "2026-08-25"}],
        }}});
        let public = json!({"kty": "EC"});
        let p = agent_profile(&business, |n| n.starts_with("dev.ucp.common.location."), &public).unwrap();
        assert_eq!(p["ucp"]["version"], "2026-08-25");
        assert_eq!(p["ucp"]["capabilities"]["dev.ucp.common.location.search"][0]["version"], "2026-08-25");
        assert_eq!(p["ucp"]["capabilities"]["dev.ucp.common.location.search"][0]["spec"], "s");
        assert!(p["ucp"]["capabilities"].get("dev.ucp.common.identity_linking").is_none());
        assert_eq!(p["keys"][0], public);
        assert!(agent_profile(&business, |n| n == "dev.ucp.common.ask", &public).is_none());
    }
}
