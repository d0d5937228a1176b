//! The agent's side of UCP, for Ask and Location: what a Personal Agent (UCP's Platform) does to
//! talk to a business, as a library an agent embeds.
//!
//! - [`Client::discover`] finds a business (`poppy.json`, `/.well-known/ucp`, its issuer), by
//!   the `ucp` extension's §3 ([`discovery`]);
//! - [`Client::ask`], [`Client::search_locations`], [`Client::search_all_locations`] and
//!   [`Client::lookup_locations`] negotiate ([`negotiate`]) and call the business over MCP or
//!   REST ([`transport`]), reading every failure with its UCP code ([`ClientError`]);
//! - [`Client::sign_in`] runs Direct Sign-In (authorization code, PKCE, RFC 8707 `resource`,
//!   RFC 9207 `iss`, `private_key_jwt`) and keeps tokens per business and user ([`signin`]);
//! - everything the business returns is data ([`answer`]): the client acts on nothing by itself.
//!
//! It depends on no server crate: only `concierge-auth`, the shared cryptography.

pub mod agent;
pub mod answer;
mod discovery;
pub mod error;
mod fetch;
pub mod hours;
pub mod loopback;
pub mod negotiate;
mod ops;
mod session;
pub mod signin;
pub mod state;
pub mod transport;

use std::time::Duration;

pub use agent::{Agent, PlatformProfile, write_agent_files};
pub use answer::{Answer, Link, Message};
pub use discovery::{Business, Issuer, is_loopback, origin_of};
pub use error::{Challenge, ClientError, UcpFailure};
pub use negotiate::{Negotiated, Transport};
pub use ops::{AskQuestion, LocationPage};
pub use state::State;

/// How the client behaves.
#[derive(Debug, Clone)]
pub struct ClientOptions {
    /// Per-request timeout.
    pub timeout: Duration,
    /// Allow plain http to loopback hosts (a business on this machine: local development and
    /// tests). `concierge`'s commands always allow it; an agent in production leaves it off.
    pub allow_insecure_loopback: bool,
    /// Transports in order of preference.
    pub transports: Vec<Transport>,
    /// The user the calls are for: conversations and tokens are kept per business and per
    /// this name, and never used for another.
    pub user: String,
}

impl Default for ClientOptions {
    fn default() -> Self {
        ClientOptions {
            timeout: Duration::from_secs(20),
            allow_insecure_loopback: false,
            transports: vec![Transport::Mcp, Transport::Rest],
            user: "default".into(),
        }
    }
}

/// A UCP client for one agent.
pub struct Client {
    options: ClientOptions,
    agent: Agent,
    http: reqwest::Client,
    fetcher: fetch::Fetcher,
    state: State,
    sessions: session::Sessions,
    /// MCP sessions with endpoints that refused calls without one, by endpoint URL.
    mcp_sessions: std::sync::Mutex<std::collections::HashMap<String, transport::McpSession>>,
    /// The host serving the agent's profiles on loopback, when started
    /// ([`Client::serve_profiles_on_loopback`]).
    loopback_host: Option<loopback::LoopbackHost>,
}

impl Client {
    /// A client for `agent`, remembering conversations and tokens in `state`.
    pub fn new(agent: Agent, options: ClientOptions, state: State) -> Result<Client, ClientError> {
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .timeout(options.timeout)
            .user_agent(concat!("concierge-client/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| ClientError::Usage(format!("cannot build the HTTP client: {e}")))?;
        Ok(Client {
            fetcher: fetch::Fetcher::new(http.clone()),
            http,
            options,
            agent,
            state,
            sessions: Default::default(),
            mcp_sessions: Default::default(),
            loopback_host: None,
        })
    }

    /// Serves the agent's platform profiles on loopback (`http://127.0.0.1:PORT/profile-…`)
    /// for as long as this client lives, and names those URLs on every request from now on.
    ///
    /// For a business on this machine: it cannot fetch profiles published nowhere yet (an
    /// agent in development), and a business on loopback fetches loopback profiles on its
    /// defaults. A business elsewhere refuses them, so call this only for a loopback business.
    /// Returns the host's base URL; calling it again keeps the running host.
    pub async fn serve_profiles_on_loopback(&mut self) -> Result<String, ClientError> {
        if let Some(host) = &self.loopback_host {
            return Ok(host.base().to_owned());
        }
        let mut documents = std::collections::HashMap::new();
        for profile in &self.agent.profiles {
            let file = format!("/profile-{}.json", profile.version());
            documents.insert(file, loopback::Served::json(&profile.document));
        }
        let host = loopback::LoopbackHost::start(documents)
            .await
            .map_err(|e| ClientError::Usage(format!("cannot serve the agent's profiles on loopback: {e}")))?;
        for profile in &mut self.agent.profiles {
            profile.url = host.url(&format!("/profile-{}.json", profile.version()));
        }
        let base = host.base().to_owned();
        self.loopback_host = Some(host);
        Ok(base)
    }

    /// The options.
    pub fn options(&self) -> &ClientOptions {
        &self.options
    }

    /// The agent.
    pub fn agent(&self) -> &Agent {
        &self.agent
    }

    /// The state (conversations and tokens).
    pub fn state(&self) -> &State {
        &self.state
    }

    /// Negotiates `capability` with `business`: the version, the agent's profile URL for it,
    /// and the endpoint.
    pub async fn negotiate(&self, business: &Business, capability: &str) -> Result<Negotiated, ClientError> {
        let mut loaded = Vec::new();
        for (version, url) in &business.versions {
            if self.agent.profiles.iter().any(|p| p.version() == version) {
                let profile = if *url == discovery::join(&business.origin, "/.well-known/ucp")? {
                    business.profile.clone()
                } else {
                    self.fetch_profile_at(url, &business.origin).await?
                };
                let declared = profile.pointer("/ucp/version").and_then(serde_json::Value::as_str);
                if declared != Some(version.as_str()) {
                    return Err(ClientError::Discovery(format!(
                        "{url} is listed for UCP {version} but declares {}",
                        declared.unwrap_or("no version")
                    )));
                }
                loaded.push((version.clone(), profile));
            }
        }
        let negotiated = negotiate::select(
            capability,
            &business.versions,
            &self.agent.profiles,
            |v| loaded.iter().find(|(lv, _)| lv == v).map(|(_, p)| p.clone()),
            &self.options.transports,
        )?;
        self.check_scheme(&negotiated.endpoint)?;
        Ok(negotiated)
    }
}
