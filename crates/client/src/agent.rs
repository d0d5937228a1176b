//! Who the agent is: its platform profiles (one per UCP version, never per user, as the `ucp`
//! extension §3 requires), the key it signs requests and client assertions with, and its OAuth
//! client id. [`write_agent_files`] generates them (`concierge agent-profile`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use concierge_auth::SigningKey;
use serde_json::{Value, json};

use crate::ClientError;

/// One platform profile: where it is published and what it says.
#[derive(Debug, Clone)]
pub struct PlatformProfile {
    /// The URL the business fetches it from (sent on every request).
    pub url: String,
    /// The document (`{"ucp": {...}, "keys": [...]}`).
    pub document: Value,
}

impl PlatformProfile {
    /// Its UCP version.
    pub fn version(&self) -> &str {
        self.document.pointer("/ucp/version").and_then(Value::as_str).unwrap_or_default()
    }
}

/// The agent's identity.
#[derive(Debug, Default)]
pub struct Agent {
    /// Its platform profiles, one per UCP version it speaks.
    pub profiles: Vec<PlatformProfile>,
    /// The key published in the profiles' `keys[]` and in its client metadata: it signs
    /// requests (RFC 9421), client assertions (`private_key_jwt`) and Session delegations.
    pub key: Option<SigningKey>,
    /// Its OAuth client id (for the Personal Agent Protocol, the URL of its client metadata
    /// document).
    pub client_id: Option<String>,
    /// Whether requests are signed with `key` (RFC 9421).
    pub sign_requests: bool,
    /// Whether requests carry a `Poppy-Session` header (the `ucp` extension's §4).
    pub poppy_sessions: bool,
}

/// What `agent.json` (written by [`write_agent_files`]) records.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct AgentManifest {
    /// Where the files are published (the directory's URL).
    pub base_url: String,
    /// The OAuth client id: `{base_url}/client.json`.
    pub client_id: String,
    /// Profile file per UCP version.
    pub profiles: BTreeMap<String, String>,
    /// The private key file.
    pub key_file: String,
}

/// The capabilities a generated profile lists for a UCP version: Location from 2026-08-25 on,
/// Ask on the draft (`2026-10-29`) where UCP defines it.
fn capabilities_for(version: &str) -> Value {
    let location = |name: &str, file: &str| {
        json!([{
            "version": "2026-08-25",
            "spec": format!("https://ucp.dev/2026-08-25/specification/common/location/{name}"),
            "schema": format!("https://ucp.dev/2026-08-25/schemas/common/{file}"),
        }])
    };
    if version == DRAFT_VERSION {
        json!({"dev.ucp.common.ask": [{
            "version": DRAFT_VERSION,
            "spec": "https://ucp.dev/draft/specification/common/ask",
            "schema": "https://ucp.dev/draft/schemas/common/ask.json",
        }]})
    } else {
        json!({
            "dev.ucp.common.location.search": location("search", "location_search.json"),
            "dev.ucp.common.location.lookup": location("lookup", "location_lookup.json"),
        })
    }
}

/// The file (and path) a profile for `version` is published at.
fn profile_file(version: &str) -> String {
    format!("profile-{version}.json")
}

/// A platform profile for `version`, publishing `public` (a JWK) in `keys[]`.
fn profile_document(version: &str, public: &Value) -> Value {
    json!({
        "ucp": {"version": version, "services": {}, "payment_handlers": {}, "capabilities": capabilities_for(version)},
        "keys": [public],
    })
}

/// UCP's draft, where Ask is defined.
pub const DRAFT_VERSION: &str = "2026-10-29";
/// The UCP release with Location.
pub const RELEASE_VERSION: &str = "2026-08-25";

/// Writes an agent's files into `dir`, to be published at `base_url`: `agent-key.jwk` (private,
/// owner-only), `profile-VERSION.json` for each version, `client.json` (client metadata with
/// the public key and the `ucp` extension listed), `jwks.json`, and `agent.json` (the manifest
/// the client loads). Refuses to overwrite a key.
pub fn write_agent_files(
    dir: &Path,
    base_url: &str,
    versions: &[&str],
    key: &SigningKey,
) -> Result<AgentManifest, ClientError> {
    let io =
        |path: &Path, e: std::io::Error| ClientError::State { path: path.display().to_string(), reason: e.to_string() };
    std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
    let base = base_url.trim_end_matches('/');
    let public = serde_json::to_value(key.public_jwk()).map_err(|e| ClientError::Usage(e.to_string()))?;
    let key_path = dir.join("agent-key.jwk");
    let private = serde_json::to_string_pretty(&key.to_private_jwk()).map_err(|e| ClientError::Usage(e.to_string()))?;
    crate::state::write_private_new(&key_path, &private)?;
    let mut profiles = BTreeMap::new();
    for version in versions {
        let file = profile_file(version);
        write_json(&dir.join(&file), &profile_document(version, &public))?;
        profiles.insert((*version).to_owned(), file);
    }
    let client_id = format!("{base}/client.json");
    write_json(
        &dir.join("client.json"),
        &json!({
            "client_id": client_id,
            "client_name": "Concierge agent",
            "token_endpoint_auth_method": "private_key_jwt",
            "grant_types": ["authorization_code", "refresh_token"],
            "response_types": ["code"],
            "redirect_uris": ["http://127.0.0.1/callback"],
            "jwks": {"keys": [public]},
            "ucp": {"version": "1"},
        }),
    )?;
    write_json(&dir.join("jwks.json"), &json!({"keys": [public]}))?;
    let manifest = AgentManifest { base_url: base.to_owned(), client_id, profiles, key_file: "agent-key.jwk".into() };
    write_json(
        &dir.join("agent.json"),
        &serde_json::to_value(&manifest).map_err(|e| ClientError::Usage(e.to_string()))?,
    )?;
    Ok(manifest)
}

fn write_json(path: &Path, doc: &Value) -> Result<(), ClientError> {
    let text = serde_json::to_string_pretty(doc).map_err(|e| ClientError::Usage(e.to_string()))?;
    std::fs::write(path, text + "\n")
        .map_err(|e| ClientError::State { path: path.display().to_string(), reason: e.to_string() })
}

impl Agent {
    /// Loads an agent from the directory [`write_agent_files`] wrote.
    pub fn load(dir: &Path) -> Result<Agent, ClientError> {
        let read = |path: PathBuf| -> Result<Value, ClientError> {
            let text = std::fs::read_to_string(&path)
                .map_err(|e| ClientError::State { path: path.display().to_string(), reason: e.to_string() })?;
            serde_json::from_str(&text)
                .map_err(|e| ClientError::State { path: path.display().to_string(), reason: format!("not JSON: {e}") })
        };
        let manifest: AgentManifest = serde_json::from_value(read(dir.join("agent.json"))?).map_err(|e| {
            ClientError::State { path: dir.join("agent.json").display().to_string(), reason: e.to_string() }
        })?;
        let mut profiles = Vec::new();
        for file in manifest.profiles.values() {
            profiles.push(PlatformProfile {
                url: format!("{}/{file}", manifest.base_url),
                document: read(dir.join(file))?,
            });
        }
        let jwk: concierge_auth::Jwk = serde_json::from_value(read(dir.join(&manifest.key_file))?)
            .map_err(|e| ClientError::State { path: manifest.key_file.clone(), reason: format!("not a JWK: {e}") })?;
        let key = SigningKey::from_jwk(&jwk)
            .map_err(|e| ClientError::State { path: manifest.key_file.clone(), reason: e.to_string() })?;
        Ok(Agent {
            profiles,
            key: Some(key),
            client_id: Some(manifest.client_id),
            sign_requests: true,
            poppy_sessions: false,
        })
    }

    /// An agent that only names published profiles (no key, no sign-in).
    pub fn with_profiles(profiles: Vec<PlatformProfile>) -> Agent {
        Agent { profiles, ..Agent::default() }
    }

    /// A throwaway agent for a business on this machine: a new ES256 key, and a profile for
    /// the UCP release and the draft (Ask), to be served on loopback
    /// ([`crate::Client::serve_profiles_on_loopback`]) since they are published nowhere. It
    /// signs its requests; it has no client id, so it cannot sign a user in.
    pub fn throwaway() -> Agent {
        let kid = format!("throwaway-{}", &uuid::Uuid::new_v4().simple().to_string()[..12]);
        let key = SigningKey::generate_es256(kid);
        let public = serde_json::to_value(key.public_jwk()).unwrap_or(Value::Null);
        let profiles = [RELEASE_VERSION, DRAFT_VERSION]
            .into_iter()
            .map(|version| PlatformProfile { url: String::new(), document: profile_document(version, &public) })
            .collect();
        Agent { profiles, key: Some(key), client_id: None, sign_requests: true, poppy_sessions: false }
    }

    /// Whether every profile is published on loopback (so only a business on this machine can
    /// fetch it). A throwaway agent's profiles are published nowhere until served.
    pub fn profiles_on_loopback(&self) -> bool {
        self.profiles.iter().all(|p| url::Url::parse(&p.url).is_ok_and(|u| crate::discovery::is_loopback(&u)))
    }
}
