//! Settings: one typed structure, every field with a default, read from an optional TOML file
//! and then overridden by `CONCIERGE__SECTION__KEY` environment variables (and, in the binary,
//! command-line flags). Unknown keys are errors, from the file and from the environment alike.
//! `docs/configuration.md` documents every setting; `config/defaults.toml` is the defaults as
//! `concierge check-config` prints them, and `examples/concierge.toml` a production server's.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::PathBuf;

use concierge_ask::ResourcePolicies;
use concierge_core::negotiation::agent_header::is_loopback;
use concierge_core::ucp::{ASK, LOCATION_LOOKUP, LOCATION_SEARCH, Version};
use serde::{Deserialize, Serialize};

/// All settings.
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    /// The HTTP server.
    pub server: Server,
    /// UCP versions and discovery.
    pub ucp: Ucp,
    /// How platform (agent) profiles are fetched.
    pub profile_fetch: ProfileFetch,
    /// Request limits.
    pub limits: Limits,
    /// Location capability settings.
    pub location: LocationSettings,
    /// Ask capability settings.
    pub ask: AskSettings,
    /// Where durable records (conversations, idempotency keys, unanswered questions) live.
    pub storage: Storage,
    /// The OAuth 2.0 resource server: the issuer Concierge trusts, and which scopes gate what.
    pub auth: AuthSettings,
    /// HTTP Message Signatures (RFC 9421): verifying requests, signing responses.
    pub signatures: SignatureSettings,
    /// The Personal Agent Protocol's `ucp` extension: `poppy.json` and the `Poppy-Session` header.
    pub poppy: PoppySettings,
    /// Logging.
    pub log: Log,
    /// The operator's console at `/console` (docs/console.md).
    pub console: ConsoleSettings,
}

/// `[server]`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Server {
    /// Address to listen on.
    pub listen: SocketAddr,
    /// The public origin agents reach this server at; endpoints in `/.well-known/ucp` are built
    /// from it. UCP requires https in production. Empty: `http://localhost:{port}` for a
    /// loopback listener, else `http://{listen}`.
    pub public_base_url: String,
    /// `Host` header values accepted (with or without port). Empty: automatic (see
    /// `dns_rebinding_protection`).
    pub allowed_hosts: Vec<String>,
    /// `Origin` values accepted on the UCP endpoints when a browser sends one. Empty: automatic.
    pub allowed_origins: Vec<String>,
    /// Proxies (addresses or CIDR ranges, `127.0.0.1`, `10.0.0.0/8`) whose `X-Forwarded-For`
    /// is believed: a request from one is attributed to the nearest address in that header
    /// that is not itself a trusted proxy, for per-client limits. Empty: the peer address.
    pub trusted_proxies: Vec<String>,
    /// `auto` (default): check Host and Origin when listening on a loopback address;
    /// `on`: always check; `off`: never check.
    pub dns_rebinding_protection: Protection,
    /// Seconds a request may take to be handled, once it has arrived, before it is answered 503.
    pub request_timeout_secs: u64,
    /// Seconds a client has to send a request's headers, counted from when the connection opens
    /// or the previous response went out; an idle keep-alive connection is closed after it too.
    pub header_read_timeout_secs: u64,
    /// Seconds a client has to send a request's body once its headers have arrived (408 beyond).
    pub body_read_timeout_secs: u64,
    /// Connections held open at once (0: automatic, from the process's file-descriptor limit,
    /// keeping a reserve for the database and outgoing fetches). Beyond it, a new connection is
    /// closed at once.
    pub max_connections: usize,
    /// Connections one client address may hold open at once (0: a quarter of
    /// `max_connections`). Behind a proxy every request comes from its address: raise it.
    pub max_connections_per_client: usize,
    /// Seconds in-flight requests get to finish after SIGINT/SIGTERM.
    pub shutdown_grace_secs: u64,
    /// Threads serving connections, each connection on one of them from accept to close
    /// (0: one per core).
    pub connection_threads: usize,
}

/// The most `server.connection_threads` may ask for: far more threads than cores only adds
/// switching between them.
pub const MAX_CONNECTION_THREADS: usize = 1024;

/// The longest `auth.max_token_lifetime_secs`: a year. Access tokens are meant to be short-lived.
pub const MAX_TOKEN_LIFETIME_SECS: u64 = 365 * 86_400;

/// The longest `ask.unanswered_retention_days` (about 100 years): a bound, not a policy.
pub const MAX_RETENTION_DAYS: u64 = 36_500;

impl AskSettings {
    /// How long an unanswered question is kept after it was last asked.
    pub fn unanswered_retention(&self) -> std::time::Duration {
        std::time::Duration::from_secs(self.unanswered_retention_days.min(MAX_RETENTION_DAYS) * 86_400)
    }
}

/// Whether Host/Origin checks apply.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Protection {
    /// On for loopback listeners.
    Auto,
    /// Always.
    On,
    /// Never.
    Off,
}

/// A setting that is on, off, or decided from the rest of the configuration. In TOML and in
/// `CONCIERGE__…` variables: `true`, `false` or `"auto"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Switch {
    /// Decided by the setting's rule (documented on the setting).
    Auto,
    /// On.
    On,
    /// Off.
    Off,
}

impl Switch {
    /// Whether it is on, with `auto` deciding `auto_value`.
    pub fn resolve(self, auto_value: bool) -> bool {
        match self {
            Switch::Auto => auto_value,
            Switch::On => true,
            Switch::Off => false,
        }
    }
}

impl Serialize for Switch {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Switch::Auto => s.serialize_str("auto"),
            Switch::On => s.serialize_bool(true),
            Switch::Off => s.serialize_bool(false),
        }
    }
}

impl<'de> Deserialize<'de> for Switch {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = Switch;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("true, false or \"auto\"")
            }
            fn visit_bool<E: serde::de::Error>(self, v: bool) -> Result<Switch, E> {
                Ok(if v { Switch::On } else { Switch::Off })
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Switch, E> {
                match v {
                    "auto" => Ok(Switch::Auto),
                    "true" => Ok(Switch::On),
                    "false" => Ok(Switch::Off),
                    other => Err(E::custom(format!("`{other}` is not true, false or \"auto\""))),
                }
            }
        }
        d.deserialize_any(Visitor)
    }
}

/// `[ucp]`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Ucp {
    /// The protocol version of `/.well-known/ucp`.
    pub version: Version,
    /// Capabilities offered, each with its version. A capability not listed is not offered.
    pub capabilities: BTreeMap<String, Version>,
    /// `Cache-Control: max-age` of the discovery profile, in seconds (at least 60).
    pub profile_max_age_secs: u64,
    /// The protocol version of the draft profile at `/.well-known/ucp/draft`, where draft
    /// capabilities (Ask) are offered.
    pub draft_version: Version,
    /// Draft capabilities offered, each with its version. Empty: no draft profile.
    pub draft_capabilities: BTreeMap<String, Version>,
    /// Earlier dates of the draft also accepted (agents built from an older draft schema
    /// declare them): each gets a leaf profile at `/.well-known/ucp/draft/{date}`, listed in
    /// `supported_versions`, offering the draft capabilities at that date.
    pub earlier_draft_versions: Vec<Version>,
}

/// `[profile_fetch]`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct ProfileFetch {
    /// Profile URLs on loopback (`localhost`, `127.0.0.1`, `[::1]`, over `http://` or `https://`):
    /// `"auto"` (default) allows them only while the server is local (see
    /// [`Config::is_local`]): bound to loopback with no public base URL, so only this machine
    /// reaches it; `true` always (development and tests only: never on a public server);
    /// `false` never.
    pub allow_insecure_loopback: Switch,
    /// Connect-and-read timeout, in milliseconds.
    pub timeout_ms: u64,
    /// Largest profile accepted, in bytes.
    pub max_bytes: usize,
    /// How long a fetched profile is reused, in seconds (at least 60, as UCP requires; a longer
    /// `Cache-Control: max-age` from the platform is honoured up to a day).
    pub cache_ttl_secs: u64,
    /// How long a failed fetch is remembered before trying again, in seconds.
    pub failure_ttl_secs: u64,
    /// Most profiles kept in the cache.
    pub cache_capacity: u64,
    /// Pre-approved profiles: URL = path of a JSON file. These are never fetched.
    pub pinned: BTreeMap<String, PathBuf>,
}

/// `[limits]`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Limits {
    /// Largest request body, in bytes (413 beyond).
    pub max_body_bytes: usize,
    /// Distinct identifiers processed per lookup (the rest get `batch_limit_applied`).
    pub lookup_batch_max: usize,
    /// Search page size when the request sets none (unset: 10, or `max_page_size` if smaller).
    pub default_page_size: usize,
    /// Largest search page returned.
    pub max_page_size: usize,
    /// Largest `distance.max` honoured, in metres (larger is rejected, never clamped).
    pub max_distance_m: f64,
    /// Results reachable by a search with no query, relation or filter.
    pub browse_max_results: usize,
    /// Requests served at once; more wait their turn (up to `max_queued_requests`, for up to
    /// `queue_wait_ms`), then get 503 with `Retry-After`.
    pub max_concurrent_requests: usize,
    /// Ask requests served at once, within `max_concurrent_requests`: Ask writes to storage, so
    /// it gets a share of its own and Location is never starved by it. Unset: an eighth of
    /// `max_concurrent_requests`, at least 1 and at most 64.
    pub max_concurrent_ask: usize,
    /// Requests that may wait for a turn at once (per class); beyond, 503 at once.
    pub max_queued_requests: usize,
    /// How long a request may wait for a turn, in milliseconds; then 503.
    pub queue_wait_ms: u64,
    /// Requests one client address may have in flight or waiting at once (0: a quarter of
    /// `max_concurrent_requests` plus `max_queued_requests`); beyond, 429 with `Retry-After`.
    pub max_concurrent_per_client: usize,
    /// Requests per minute per client address on the UCP endpoints (0 disables); beyond it,
    /// 429 with `Retry-After`.
    pub rate_limit_per_minute: u32,
    /// Where `rate_limit_per_minute` is counted: `replica` (default: in each process's memory,
    /// so N replicas allow up to N times the rate) or `cluster` (also in the shared database,
    /// so the limit holds across replicas, at one database round trip per request; while the
    /// database fails, each replica's own count still holds).
    pub rate_limit_scope: RateLimitScope,
}

/// `limits.rate_limit_scope`.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum RateLimitScope {
    /// Counted by each replica.
    Replica,
    /// Counted by each replica and across the cluster, in storage.
    Cluster,
}

/// `[location]`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct LocationSettings {
    /// 64 hex characters authenticating pagination cursors. Empty: a random key per process
    /// (cursors then do not survive a restart; set it when running several replicas).
    pub cursor_secret: String,
    /// How many days ahead schedules are published; `filters.hours.open_at` beyond is never
    /// provably open.
    pub schedule_horizon_days: i64,
    /// Keep a large chain's parsed locations and inventory in a binary snapshot between starts
    /// and reloads (used only while the store's files are unchanged).
    pub snapshot: bool,
    /// Where the snapshot is kept. Empty: a file named after the store directory in a
    /// directory of the system's temporary directory that only this user can open.
    pub snapshot_file: String,
}

/// `[ask]`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct AskSettings {
    /// How long a conversation is kept after its last turn, in seconds (its `expires_at`).
    pub conversation_ttl_secs: u64,
    /// How long an idempotency key and its response are kept, in seconds (at least 24 hours).
    pub idempotency_ttl_secs: u64,
    /// How long a retry waits for the first request with the same key to finish, in
    /// milliseconds, before answering 409 with `Retry-After`.
    pub idempotency_wait_ms: u64,
    /// Longest question, in characters.
    pub max_query_chars: usize,
    /// Most identifiers in `ids`.
    pub max_ids: usize,
    /// Record questions the business could not answer (`concierge unanswered` lists them).
    pub record_unanswered: bool,
    /// How long an unanswered question is kept after it was last asked, in days; the periodic
    /// purge (and `concierge purge`) deletes it after that.
    pub unanswered_retention_days: u64,
    /// `[ask.resources]`: how orders, carts, checkouts and bookings referenced in `ids` may be
    /// used (`possession`, `credential` or `never`).
    pub resources: ResourcePolicies,
    /// `[ask.embeddings]`: semantic retrieval with a sentence-embedding model.
    pub embeddings: EmbeddingSettings,
    /// A ranker trained on other labelled stores (`concierge train-ranker --out FILE`) instead
    /// of the one built in. Empty: the built-in one.
    pub ranker_file: String,
    /// `[ask.model]`: the business's own language model, composing answers from the engine's
    /// evidence. Off unless `provider` names one.
    pub model: ModelSettings,
}

/// `[ask.model].provider`: which wire format the model server speaks.
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ModelProvider {
    /// No model: the engine answers alone.
    #[default]
    None,
    /// OpenAI Chat Completions (`POST {base_url}/chat/completions`): OpenAI, Azure OpenAI,
    /// vLLM, llama.cpp's server, Ollama, LM Studio, LiteLLM.
    OpenaiCompatible,
    /// Anthropic Messages (`POST {base_url}/messages`).
    Anthropic,
}

/// `[ask.model].structured_output`: how the reply's JSON shape is asked for.
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum StructuredOutput {
    /// Constrained decoding: `response_format` with the JSON Schema (OpenAI), a forced tool
    /// (Anthropic).
    #[default]
    JsonSchema,
    /// The shape described in the prompt only, for servers without constrained decoding.
    PromptJson,
}

/// `[ask.model]`: the business's own language model. The engine answers first; the model may
/// rephrase that answer from the evidence the engine chose, and its reply is checked in code
/// before anything reaches a buyer (docs/ask-model.md).
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct ModelSettings {
    /// `none` (the default), `openai_compatible` or `anthropic`.
    pub provider: ModelProvider,
    /// The API's base URL (`http://127.0.0.1:8000/v1`). Empty: the provider's public API.
    pub base_url: String,
    /// The model's name, as the server knows it.
    pub model: String,
    /// The environment variable holding the API key. The key is read from the environment (or
    /// `api_key_file`) only, and never logged.
    pub api_key_env: String,
    /// A file holding the API key (its first line), instead of `api_key_env`.
    pub api_key_file: String,
    /// The longest a request waits for the model, in milliseconds, retries included; then the
    /// engine's answer is returned.
    pub timeout_ms: u64,
    /// The most tokens a reply may have.
    pub max_output_tokens: u32,
    /// Sampling temperature (0 to 2).
    pub temperature: f64,
    /// `json_schema` (constrained decoding) or `prompt_json`.
    pub structured_output: StructuredOutput,
    /// Whether orders, carts, member prices and other buyer data may be sent to the model.
    /// Off: answers that use them are the engine's alone.
    pub send_protected_data: bool,
    /// The most model calls in flight at once; further requests wait (within `timeout_ms`).
    pub max_concurrent: usize,
    /// Retries after a 429 or 5xx (honouring `Retry-After`), within `timeout_ms`.
    pub max_retries: u32,
    /// How long a composed answer is reused for the same question, evidence and viewer tier,
    /// in seconds. 0: no cache.
    pub cache_ttl_secs: u64,
    /// The most composed answers kept.
    pub cache_entries: u64,
    /// Consecutive failed calls (timeouts, transport errors, 5xx, 429) after which the model
    /// is not called for `breaker_cooldown_secs`.
    pub breaker_failures: u32,
    /// How long the breaker stays open, in seconds, before one trial call.
    pub breaker_cooldown_secs: u64,
    /// How the answers should sound ("warm and brief"). Empty: friendly, clear and brief.
    pub tone: String,
    /// The name answers speak for. Empty: the business's name.
    pub brand_name: String,
}

impl ModelSettings {
    /// Whether a model is configured.
    pub fn enabled(&self) -> bool {
        self.provider != ModelProvider::None
    }

    /// The base URL, or the provider's public API when none is set.
    pub fn endpoint(&self) -> &str {
        match (self.base_url.trim_end_matches('/'), self.provider) {
            ("", ModelProvider::Anthropic) => "https://api.anthropic.com/v1",
            ("", _) => "https://api.openai.com/v1",
            (url, _) => url,
        }
    }
}

impl ModelSettings {
    /// Reports each invalid `[ask.model]` setting to `bad`. Nothing is checked while the model
    /// is off, except that the numbers are sane.
    fn validate(&self, bad: &mut impl FnMut(&str, String)) {
        if self.timeout_ms == 0 || self.timeout_ms > 120_000 {
            bad("ask.model.timeout_ms", "must be from 1 to 120000 milliseconds".into());
        }
        if self.max_output_tokens == 0 || self.max_output_tokens > 16_384 {
            bad("ask.model.max_output_tokens", "must be from 1 to 16384".into());
        }
        if !(0.0..=2.0).contains(&self.temperature) {
            bad("ask.model.temperature", "must be from 0 to 2".into());
        }
        if self.max_concurrent == 0 {
            bad("ask.model.max_concurrent", "must be at least 1".into());
        }
        if self.max_retries > 10 {
            bad("ask.model.max_retries", "must be at most 10".into());
        }
        if self.breaker_failures == 0 {
            bad("ask.model.breaker_failures", "must be at least 1".into());
        }
        if self.cache_ttl_secs > 0 && self.cache_entries == 0 {
            bad(
                "ask.model.cache_entries",
                "must be at least 1 when cache_ttl_secs is set (0 turns the cache off)".into(),
            );
        }
        for (setting, value, max) in
            [("ask.model.tone", &self.tone, 200), ("ask.model.brand_name", &self.brand_name, 100)]
        {
            if value.chars().count() > max || value.chars().any(char::is_control) {
                bad(setting, format!("must be one line of at most {max} characters"));
            }
        }
        if !self.enabled() {
            return;
        }
        match url::Url::parse(self.endpoint()) {
            Ok(u) if matches!(u.scheme(), "http" | "https") && u.host().is_some() && u.query().is_none() => {}
            _ => bad("ask.model.base_url", format!("{:?} is not an http(s) URL without a query", self.base_url)),
        }
        if self.model.trim().is_empty() {
            bad("ask.model.model", "must name the model (as the server knows it)".into());
        }
        if !self.api_key_env.is_empty() && !self.api_key_file.is_empty() {
            bad("ask.model.api_key_file", "set api_key_env or api_key_file, not both".into());
        }
        if self.provider == ModelProvider::Anthropic && self.api_key_env.is_empty() && self.api_key_file.is_empty() {
            bad(
                "ask.model.api_key_env",
                "Anthropic's API needs a key: name the environment variable holding it".into(),
            );
        }
    }

    /// The API key, from the environment or the file; `None` when neither is configured.
    pub fn api_key(&self) -> Result<Option<String>, String> {
        if !self.api_key_env.is_empty() {
            return match std::env::var(&self.api_key_env) {
                Ok(key) if !key.trim().is_empty() => Ok(Some(key.trim().to_owned())),
                _ => Err(format!("ask.model.api_key_env: the environment variable {} is not set", self.api_key_env)),
            };
        }
        if !self.api_key_file.is_empty() {
            let text = std::fs::read_to_string(&self.api_key_file)
                .map_err(|e| format!("ask.model.api_key_file: reading {}: {e}", self.api_key_file))?;
            let key = text.lines().next().unwrap_or("").trim().to_owned();
            if key.is_empty() {
                return Err(format!("ask.model.api_key_file: {} is empty", self.api_key_file));
            }
            return Ok(Some(key));
        }
        Ok(None)
    }
}

impl Default for ModelSettings {
    fn default() -> Self {
        ModelSettings {
            provider: ModelProvider::None,
            base_url: String::new(),
            model: String::new(),
            api_key_env: String::new(),
            api_key_file: String::new(),
            timeout_ms: 6_000,
            max_output_tokens: 350,
            temperature: 0.0,
            structured_output: StructuredOutput::JsonSchema,
            send_protected_data: false,
            max_concurrent: 8,
            max_retries: 2,
            cache_ttl_secs: 600,
            cache_entries: 10_000,
            breaker_failures: 5,
            breaker_cooldown_secs: 30,
            tone: String::new(),
            brand_name: String::new(),
        }
    }
}

/// `[ask.embeddings]`: a sentence-transformers model directory (all-MiniLM-L6-v2;
/// `scripts/fetch-model` fetches it) makes Ask find paraphrases by meaning as well as by words.
/// Empty `model_dir`: lexical retrieval only.
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct EmbeddingSettings {
    /// The model directory (`config.json`, `tokenizer.json`, `model.safetensors`). Relative
    /// paths are resolved against the working directory.
    pub model_dir: String,
    /// Where passage vectors are cached between starts, keyed by the model and each text.
    /// Empty: `concierge-vectors.bin` in the system's temporary directory.
    pub cache_file: String,
}

/// `[auth]`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct AuthSettings {
    /// The business's authorization server: its issuer identifier (RFC 8414). Empty: no
    /// sign-in; every caller is public, and a request carrying a token is refused.
    pub issuer: String,
    /// Where the issuer's metadata is. Empty: `{issuer}/.well-known/oauth-authorization-server`,
    /// then `{issuer}/.well-known/openid-configuration`.
    pub metadata_url: String,
    /// `aud` values accepted. Empty: this server's own resources (the public base URL, the REST
    /// endpoint and the MCP endpoint).
    pub audiences: Vec<String>,
    /// Token signature algorithms accepted: `ES256`, `ES384`, `EdDSA`, `RS256`.
    pub algorithms: Vec<String>,
    /// Clock skew tolerated on `exp`, `nbf` and `iat`, in seconds.
    pub leeway_secs: u64,
    /// The longest lifetime of an access token accepted, in seconds: a token whose `exp - iat`
    /// (without `iat`, `exp - now`) is longer is refused as invalid.
    pub max_token_lifetime_secs: u64,
    /// Also accept tokens whose header `typ` is `JWT` or absent, for an issuer that cannot set
    /// `at+jwt`. Off: RFC 9068 §4's rule, `at+jwt` only.
    pub accept_generic_jwt_typ: bool,
    /// Client ids (`client_id` or `azp`) whose tokens are accepted. Empty: any client of the issuer.
    pub allowed_clients: Vec<String>,
    /// Scopes that gate a whole operation: published as identity linking's `config.scopes`, and
    /// an operation of the capability a scope names (`dev.ucp.common.ask:read` gates Ask) is
    /// refused without a token holding it (401 `identity_required`, 403 `insufficient_scope`).
    pub required_scopes: Vec<String>,
    /// The scopes this business describes (RFC 9728 `scopes_supported`, `poppy.json` `auth`).
    pub scopes: BTreeMap<String, ScopeDescription>,
    /// How long the issuer's keys are reused when it sends no `Cache-Control: max-age`, in seconds.
    pub jwks_cache_secs: u64,
    /// Least time between two key refreshes caused by a token with an unknown `kid`, in seconds.
    pub jwks_refresh_cooldown_secs: u64,
    /// Connect-and-read timeout for the issuer's metadata and keys, in milliseconds.
    pub timeout_ms: u64,
    /// Allow an `http://` issuer on loopback. For local development and tests only.
    pub allow_insecure_loopback: bool,
}

/// What a scope lets a personal agent do, for people and agents deciding whether to ask for it.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ScopeDescription {
    /// One sentence, shown to the buyer.
    pub description: String,
    /// `none`, `reversible` or `irreversible`: what using the scope can change.
    #[serde(default = "no_changes")]
    pub changes: String,
    /// Whether the scope reveals the buyer's personal data.
    #[serde(default)]
    pub personal_data: bool,
}

fn no_changes() -> String {
    "none".into()
}

/// `[signatures]`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct SignatureSettings {
    /// Request signatures: `off` (not looked at), `log_only` (verified and logged, never
    /// refused) or `required` (a request without a valid signature is refused).
    pub requests: SignatureMode,
    /// Clock skew tolerated on a signature's `created` and `expires`, in seconds.
    pub max_skew_secs: u64,
    /// Sign responses of the UCP endpoints (`@status`, `content-digest`, `content-type`).
    pub sign_responses: bool,
    /// The business's signing key: a file holding a private JWK (`concierge keygen` writes one).
    /// Empty: a new key each start (verifiers then need to re-read the profile after a restart).
    pub signing_key_file: PathBuf,
    /// Public JWK files still published in `keys[]` after a rotation (keep them at least 7 days).
    pub previous_key_files: Vec<PathBuf>,
}

/// How request signatures are treated.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum SignatureMode {
    /// Not verified.
    Off,
    /// Verified when present; failures are logged, never refused.
    LogOnly,
    /// Every operation request must carry a valid signature.
    Required,
}

/// `[poppy]`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct PoppySettings {
    /// Publish `/.well-known/poppy.json` listing the `ucp` extension.
    pub enabled: bool,
    /// `organization.name`. Empty: the business's name.
    pub organization_name: String,
    /// `organization.domain`. Empty: the host of `server.public_base_url`.
    pub domain: String,
    /// The `Poppy-Session` header: `ignore` (no claim of it is used) or `verify` (verified on
    /// every request that carries it, before anything relies on it).
    pub session: SessionMode,
    /// Client ids of grants made by this protocol's sign-in. A request carrying `Poppy-Session`
    /// must present a token from one of them (or none); a token from any other client is refused.
    pub sign_in_clients: Vec<String>,
    /// List the UCP MCP endpoint in `apis`, for MCP clients that don't know the extension.
    pub list_mcp_api: bool,
}

/// What Concierge does with a `Poppy-Session` header.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum SessionMode {
    /// Accepted and not used.
    Ignore,
    /// Verified before use; an invalid header is refused with `invalid_session`.
    Verify,
}

/// `[storage]`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Storage {
    /// Where the server's records live: `sqlite://path?mode=rwc` (created if missing; the
    /// default), `sqlite::memory:`, or `postgres://user:password@host:port/db` for replicas
    /// sharing one database (docs/deployment.md).
    pub database_url: String,
    /// `auto` (default): pending migrations are applied at start. `off`: a database behind
    /// this binary's schema is refused; migrations run with `concierge migrate`. Either way, a
    /// database migrated by a newer binary is refused.
    pub migrate: MigrateSetting,
    /// The most database connections a replica opens (PostgreSQL; SQLite uses one).
    pub max_connections: u32,
    /// Connections kept open while idle (PostgreSQL).
    pub min_connections: u32,
    /// How long a request waits for a connection before failing closed (Ask: 503), in ms.
    pub acquire_timeout_ms: u64,
    /// How long one statement may run before PostgreSQL cancels it, in ms.
    pub statement_timeout_ms: u64,
}

/// A trusted proxy's network: `a.b.c.d/n`, `x::/n`, or one address (a /32 or /128).
pub fn parse_network(text: &str) -> Option<(std::net::IpAddr, u8)> {
    let (addr, len) = match text.split_once('/') {
        Some((addr, len)) => (addr.parse::<std::net::IpAddr>().ok()?, len.parse::<u8>().ok()?),
        None => {
            let addr = text.parse::<std::net::IpAddr>().ok()?;
            (addr, if addr.is_ipv4() { 32 } else { 128 })
        }
    };
    (len <= if addr.is_ipv4() { 32 } else { 128 }).then_some((addr, len))
}

/// `storage.migrate`.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum MigrateSetting {
    /// Apply pending migrations at start.
    Auto,
    /// Refuse to start on an older schema.
    Off,
}

impl Storage {
    /// The storage crate's connection options.
    pub fn options(&self) -> concierge_storage::StorageOptions {
        concierge_storage::StorageOptions {
            max_connections: self.max_connections,
            min_connections: self.min_connections,
            acquire_timeout: std::time::Duration::from_millis(self.acquire_timeout_ms),
            statement_timeout: std::time::Duration::from_millis(self.statement_timeout_ms),
            migrate: match self.migrate {
                MigrateSetting::Auto => concierge_storage::MigrateMode::Auto,
                MigrateSetting::Off => concierge_storage::MigrateMode::Off,
            },
            create_if_missing: true,
        }
    }
}

/// `[console]`: the operator's console (docs/console.md).
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct ConsoleSettings {
    /// Serve the console (default on).
    pub enabled: bool,
    /// Its own address (`127.0.0.1:8081`). Empty (the default): served at `/console` on the
    /// main listener when that is a loopback address, and not at all otherwise.
    pub listen: String,
    /// Serve the console on an address other machines can reach (the main listener's or
    /// `console.listen`); off by default. Put a TLS proxy in front (docs/console.md).
    pub allow_remote: bool,
    /// The operator token (at least 32 characters); usually set by the environment,
    /// `CONCIERGE__CONSOLE__TOKEN`. Empty: read from `token_file`, generated there at the first
    /// start.
    pub token: String,
    /// Where the generated token is kept (owner-only). Empty: beside the SQLite database file,
    /// else `concierge-console-token` in the working directory.
    pub token_file: PathBuf,
    /// How long a console sign-in lasts, in hours.
    pub session_hours: u64,
}

impl Default for ConsoleSettings {
    fn default() -> Self {
        ConsoleSettings {
            enabled: true,
            listen: String::new(),
            allow_remote: false,
            token: String::new(),
            token_file: PathBuf::new(),
            session_hours: 12,
        }
    }
}

/// The shortest operator token accepted.
pub const CONSOLE_TOKEN_MIN_CHARS: usize = 32;

impl ConsoleSettings {
    /// `console.listen`, parsed (`None`: the main listener).
    pub fn own_listener(&self) -> Option<SocketAddr> {
        self.listen.parse().ok()
    }

    fn validate(&self, main_listen: SocketAddr, bad: &mut impl FnMut(&str, String)) {
        if !self.listen.is_empty() && self.own_listener().is_none() {
            bad("console.listen", format!("`{}` is not an address such as 127.0.0.1:8081", self.listen));
        }
        if let Some(addr) = self.own_listener()
            && addr == main_listen
            && addr.port() != 0
        {
            bad("console.listen", "must differ from server.listen (leave it empty to share that listener)".into());
        }
        if !self.token.is_empty() && self.token.chars().count() < CONSOLE_TOKEN_MIN_CHARS {
            bad("console.token", format!("must be at least {CONSOLE_TOKEN_MIN_CHARS} characters"));
        }
        if self.token.chars().any(char::is_whitespace) {
            bad("console.token", "must not contain spaces".into());
        }
        if self.session_hours == 0 {
            bad("console.session_hours", "must be at least 1".into());
        }
    }
}

/// `[log]`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Log {
    /// `auto` (default: `text` when stderr is a terminal, `json` otherwise), `json` or `text`.
    pub format: LogFormat,
    /// A `tracing` filter such as `info` or `concierge=debug,info`.
    pub level: String,
}

/// Log line format.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    /// Human-readable lines on a terminal, JSON anywhere else (a file, a pipe, a collector).
    Auto,
    /// One JSON object per line.
    Json,
    /// Human-readable lines.
    Text,
}

/// The UCP release Concierge implements.
pub const UCP_VERSION: &str = "2026-08-25";

/// The UCP draft build whose Ask capability Concierge implements.
pub const UCP_DRAFT_VERSION: &str = "2026-10-29";

/// The date the published draft `ask.json` schema stamps, which agents built from it declare;
/// accepted by default beside [`UCP_DRAFT_VERSION`] (the same Ask).
pub const UCP_EARLIER_DRAFT_VERSION: &str = "2026-10-09";

impl Default for Server {
    fn default() -> Self {
        Server {
            listen: SocketAddr::from(([127, 0, 0, 1], 8080)),
            public_base_url: String::new(),
            allowed_hosts: Vec::new(),
            trusted_proxies: Vec::new(),
            allowed_origins: Vec::new(),
            dns_rebinding_protection: Protection::Auto,
            request_timeout_secs: 30,
            header_read_timeout_secs: 10,
            body_read_timeout_secs: 10,
            max_connections: 0,
            max_connections_per_client: 0,
            shutdown_grace_secs: 10,
            connection_threads: 0,
        }
    }
}

impl Default for Ucp {
    fn default() -> Self {
        let v: Version = UCP_VERSION.parse().expect("valid version");
        let draft: Version = UCP_DRAFT_VERSION.parse().expect("valid version");
        Ucp {
            version: v.clone(),
            capabilities: [(LOCATION_SEARCH.to_owned(), v.clone()), (LOCATION_LOOKUP.to_owned(), v)].into(),
            profile_max_age_secs: 300,
            draft_version: draft.clone(),
            draft_capabilities: [(ASK.to_owned(), draft)].into(),
            earlier_draft_versions: vec![UCP_EARLIER_DRAFT_VERSION.parse().expect("valid version")],
        }
    }
}

impl Default for ProfileFetch {
    fn default() -> Self {
        ProfileFetch {
            allow_insecure_loopback: Switch::Auto,
            timeout_ms: 3_000,
            max_bytes: 256 * 1024,
            cache_ttl_secs: 300,
            failure_ttl_secs: 10,
            cache_capacity: 10_000,
            pinned: BTreeMap::new(),
        }
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_body_bytes: 256 * 1024,
            lookup_batch_max: 10,
            default_page_size: 10,
            max_page_size: 50,
            max_distance_m: 200_000.0,
            browse_max_results: 100,
            max_concurrent_requests: 512,
            max_concurrent_ask: 64,
            max_queued_requests: 2048,
            queue_wait_ms: 5_000,
            max_concurrent_per_client: 0,
            rate_limit_per_minute: 1_200,
            rate_limit_scope: RateLimitScope::Replica,
        }
    }
}

impl Default for LocationSettings {
    fn default() -> Self {
        LocationSettings {
            cursor_secret: String::new(),
            schedule_horizon_days: 365,
            snapshot: true,
            snapshot_file: String::new(),
        }
    }
}

impl Default for AskSettings {
    fn default() -> Self {
        AskSettings {
            conversation_ttl_secs: 24 * 3600,
            idempotency_ttl_secs: 24 * 3600,
            idempotency_wait_ms: 5_000,
            max_query_chars: 2_000,
            max_ids: 20,
            record_unanswered: true,
            unanswered_retention_days: 90,
            ranker_file: String::new(),
            resources: ResourcePolicies::default(),
            embeddings: EmbeddingSettings::default(),
            model: ModelSettings::default(),
        }
    }
}

impl Default for AuthSettings {
    fn default() -> Self {
        AuthSettings {
            issuer: String::new(),
            metadata_url: String::new(),
            audiences: Vec::new(),
            algorithms: vec!["ES256".into(), "EdDSA".into(), "RS256".into()],
            leeway_secs: 60,
            max_token_lifetime_secs: 86_400,
            accept_generic_jwt_typ: false,
            allowed_clients: Vec::new(),
            required_scopes: Vec::new(),
            scopes: [(
                ASK_READ_SCOPE.to_owned(),
                ScopeDescription {
                    description: "Personalised answers: your orders' status and tracking, member prices and benefits"
                        .into(),
                    changes: "none".into(),
                    personal_data: true,
                },
            )]
            .into(),
            jwks_cache_secs: 3600,
            jwks_refresh_cooldown_secs: 30,
            timeout_ms: 3_000,
            allow_insecure_loopback: false,
        }
    }
}

impl Default for SignatureSettings {
    fn default() -> Self {
        SignatureSettings {
            requests: SignatureMode::LogOnly,
            max_skew_secs: 300,
            sign_responses: true,
            signing_key_file: PathBuf::new(),
            previous_key_files: Vec::new(),
        }
    }
}

impl Default for PoppySettings {
    fn default() -> Self {
        PoppySettings {
            enabled: true,
            organization_name: String::new(),
            domain: String::new(),
            session: SessionMode::Ignore,
            sign_in_clients: Vec::new(),
            list_mcp_api: true,
        }
    }
}

/// The Ask scope for personalised answers.
pub const ASK_READ_SCOPE: &str = "dev.ucp.common.ask:read";

impl Default for Storage {
    fn default() -> Self {
        Storage {
            database_url: "sqlite://concierge.sqlite?mode=rwc".into(),
            migrate: MigrateSetting::Auto,
            max_connections: 10,
            min_connections: 0,
            acquire_timeout_ms: 2_000,
            statement_timeout_ms: 5_000,
        }
    }
}

impl Default for Log {
    fn default() -> Self {
        Log { format: LogFormat::Auto, level: "info".into() }
    }
}

/// Why a configuration cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ConfigError {
    /// The file or an override is not valid TOML, or names an unknown setting.
    #[error("{source_name}: {message}")]
    Parse {
        /// Where the bad text came from.
        source_name: String,
        /// What is wrong.
        message: String,
    },
    /// A setting has a value Concierge refuses.
    #[error("{setting}: {message}")]
    Invalid {
        /// The setting (`limits.max_page_size`).
        setting: String,
        /// What is wrong.
        message: String,
    },
}

/// Which settings that default to a share of another were left unset (by the file, the
/// environment and the overrides alike).
#[derive(Debug, Clone, Copy)]
struct DefaultedShares {
    max_concurrent_ask: bool,
    default_page_size: bool,
}

/// The environment variable prefix of overrides: `CONCIERGE__LIMITS__MAX_PAGE_SIZE=20`.
pub const ENV_PREFIX: &str = "CONCIERGE__";

impl Config {
    /// Builds the configuration from an optional TOML text, environment variables (all of
    /// them; only `CONCIERGE__*` are read) and final overrides given as dotted keys.
    pub fn load(
        file: Option<(&str, &str)>,
        env: impl IntoIterator<Item = (String, String)>,
        overrides: &[(&str, toml::Value)],
    ) -> Result<Config, Vec<ConfigError>> {
        let mut table = match file {
            None => toml::Table::new(),
            Some((name, text)) => {
                let mut table = text.parse::<toml::Table>().map_err(|e| {
                    vec![ConfigError::Parse { source_name: name.to_owned(), message: e.to_string().trim().to_owned() }]
                })?;
                if let Some(dir) = std::path::Path::new(name).parent() {
                    resolve_relative_paths(&mut table, dir);
                }
                table
            }
        };
        let mut errors = Vec::new();
        let mut env: Vec<(String, String)> = env.into_iter().filter(|(k, _)| k.starts_with(ENV_PREFIX)).collect();
        env.sort();
        for (name, raw) in env {
            let path: Vec<String> = name[ENV_PREFIX.len()..].split("__").map(str::to_lowercase).collect();
            if path.iter().any(String::is_empty) {
                errors.push(ConfigError::Parse { source_name: name, message: "empty path segment".into() });
                continue;
            }
            set(&mut table, &path, env_value(&raw));
        }
        for (key, value) in overrides {
            let path: Vec<String> = key.split('.').map(str::to_owned).collect();
            set(&mut table, &path, value.clone());
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let unset = |section: &str, key: &str| table.get(section).and_then(|t| t.get(key)).is_none();
        let shares = DefaultedShares {
            max_concurrent_ask: unset("limits", "max_concurrent_ask"),
            default_page_size: unset("limits", "default_page_size"),
        };
        let mut config: Config = toml::Table::try_into(table).map_err(|e| {
            vec![ConfigError::Parse { source_name: "configuration".into(), message: e.to_string().trim().to_owned() }]
        })?;
        config.fit_defaulted_shares(shares);
        config.validate()?;
        Ok(config)
    }

    /// Settings whose default is a share of another setting follow what the operator set for
    /// that one, instead of contradicting it: `limits.max_concurrent_ask` left unset is an eighth
    /// of `limits.max_concurrent_requests` (at least 1, at most 64: 64 with the defaults), and
    /// `limits.default_page_size` left unset is at most `limits.max_page_size`. A share the
    /// operator set stays as set, and [`Config::validate`] refuses it when it does not fit.
    fn fit_defaulted_shares(&mut self, unset: DefaultedShares) {
        let l = &mut self.limits;
        if unset.max_concurrent_ask {
            l.max_concurrent_ask = (l.max_concurrent_requests / 8).clamp(1, Limits::default().max_concurrent_ask);
        }
        if unset.default_page_size {
            l.default_page_size = l.default_page_size.min(l.max_page_size);
        }
    }

    /// Checks values that parse but cannot be used.
    pub fn validate(&self) -> Result<(), Vec<ConfigError>> {
        let mut errors = Vec::new();
        let mut bad = |setting: &str, message: String| {
            errors.push(ConfigError::Invalid { setting: setting.to_owned(), message });
        };
        match url::Url::parse(&self.public_base_url()) {
            Ok(u) if matches!(u.scheme(), "http" | "https") && u.host().is_some() && u.query().is_none() => {}
            _ => bad(
                "server.public_base_url",
                format!("`{}` must be an absolute http(s) URL with no query", self.server.public_base_url),
            ),
        }
        for (setting, value) in [
            ("server.request_timeout_secs", self.server.request_timeout_secs),
            ("server.header_read_timeout_secs", self.server.header_read_timeout_secs),
            ("server.body_read_timeout_secs", self.server.body_read_timeout_secs),
        ] {
            if value == 0 {
                bad(setting, "must be at least 1".into());
            }
        }
        if self.server.connection_threads > MAX_CONNECTION_THREADS {
            bad("server.connection_threads", format!("must be at most {MAX_CONNECTION_THREADS} (0: one per core)"));
        }
        if self.ucp.profile_max_age_secs < 60 {
            bad("ucp.profile_max_age_secs", "UCP requires at least 60".into());
        }
        for (name, version) in &self.ucp.capabilities {
            if ![LOCATION_SEARCH, LOCATION_LOOKUP].contains(&name.as_str()) {
                bad(&format!("ucp.capabilities.{name}"), "is not a capability Concierge implements".into());
            }
            if name.starts_with("dev.ucp.") && *version != self.ucp.version {
                bad(
                    &format!("ucp.capabilities.{name}"),
                    format!("dev.ucp.* capabilities must carry the protocol version {}", self.ucp.version),
                );
            }
        }
        for (name, version) in &self.ucp.draft_capabilities {
            if name != ASK {
                bad(&format!("ucp.draft_capabilities.{name}"), "is not a draft capability Concierge implements".into());
            }
            if name.starts_with("dev.ucp.") && *version != self.ucp.draft_version {
                bad(
                    &format!("ucp.draft_capabilities.{name}"),
                    format!("dev.ucp.* capabilities must carry the draft protocol version {}", self.ucp.draft_version),
                );
            }
        }
        if !self.ucp.draft_capabilities.is_empty() && self.ucp.draft_version == self.ucp.version {
            bad("ucp.draft_version", "must differ from ucp.version: agents pick a profile by its version".into());
        }
        for (i, earlier) in self.ucp.earlier_draft_versions.iter().enumerate() {
            let setting = format!("ucp.earlier_draft_versions[{i}]");
            if *earlier == self.ucp.version || *earlier == self.ucp.draft_version {
                bad(&setting, format!("{earlier} is already offered (ucp.version or ucp.draft_version)"));
            } else if self.ucp.earlier_draft_versions[..i].contains(earlier) {
                bad(&setting, format!("{earlier} is listed twice"));
            } else if *earlier > self.ucp.draft_version {
                bad(&setting, format!("{earlier} is later than ucp.draft_version {}", self.ucp.draft_version));
            }
        }
        if self.ucp.capabilities.is_empty() && self.ucp.draft_capabilities.is_empty() {
            bad("ucp.capabilities", "at least one capability must be offered".into());
        }
        let a = &self.ask;
        if a.idempotency_ttl_secs < 24 * 3600 {
            bad(
                "ask.idempotency_ttl_secs",
                "UCP requires keeping idempotency keys for at least 24 hours (86400)".into(),
            );
        }
        if a.conversation_ttl_secs < 60 {
            bad("ask.conversation_ttl_secs", "must be at least 60".into());
        }
        if !(1..=MAX_RETENTION_DAYS).contains(&a.unanswered_retention_days) {
            bad("ask.unanswered_retention_days", format!("must be from 1 to {MAX_RETENTION_DAYS} days"));
        }
        for (setting, value) in [("ask.max_query_chars", a.max_query_chars), ("ask.max_ids", a.max_ids)] {
            if value == 0 {
                bad(setting, "must be at least 1".into());
            }
        }
        a.model.validate(&mut bad);
        if !concierge_storage::supported_url(&self.storage.database_url) {
            bad(
                "storage.database_url",
                "must be a SQLite URL (sqlite://path?mode=rwc or sqlite::memory:) or a PostgreSQL URL (postgres://…)"
                    .into(),
            );
        }
        for (i, proxy) in self.server.trusted_proxies.iter().enumerate() {
            if parse_network(proxy).is_none() {
                bad(
                    &format!("server.trusted_proxies[{i}]"),
                    format!("{proxy:?} is neither an IP address nor a CIDR range (10.0.0.0/8)"),
                );
            }
        }
        if self.storage.max_connections == 0 {
            bad("storage.max_connections", "must be at least 1".into());
        }
        if self.storage.min_connections > self.storage.max_connections {
            bad(
                "storage.min_connections",
                format!("must not exceed storage.max_connections ({})", self.storage.max_connections),
            );
        }
        for (setting, value) in [
            ("storage.acquire_timeout_ms", self.storage.acquire_timeout_ms),
            ("storage.statement_timeout_ms", self.storage.statement_timeout_ms),
        ] {
            if value == 0 {
                bad(setting, "must be at least 1".into());
            }
        }
        if self.profile_fetch.cache_ttl_secs < 60 {
            bad("profile_fetch.cache_ttl_secs", "UCP requires caching profiles for at least 60 seconds".into());
        }
        if self.profile_fetch.timeout_ms == 0 {
            bad("profile_fetch.timeout_ms", "must be at least 1".into());
        }
        if self.profile_fetch.max_bytes < 1024 {
            bad("profile_fetch.max_bytes", "must be at least 1024".into());
        }
        let l = &self.limits;
        for (setting, value) in [
            ("limits.max_body_bytes", l.max_body_bytes),
            ("limits.lookup_batch_max", l.lookup_batch_max),
            ("limits.default_page_size", l.default_page_size),
            ("limits.max_page_size", l.max_page_size),
            ("limits.browse_max_results", l.browse_max_results),
            ("limits.max_concurrent_requests", l.max_concurrent_requests),
            ("limits.max_concurrent_ask", l.max_concurrent_ask),
        ] {
            if value == 0 {
                bad(setting, "must be at least 1".into());
            }
        }
        if l.max_concurrent_ask > l.max_concurrent_requests {
            bad(
                "limits.max_concurrent_ask",
                format!(
                    "{} is larger than limits.max_concurrent_requests ({}): Ask's share must fit within it; \
                     lower it, or leave it unset to get an eighth of limits.max_concurrent_requests",
                    l.max_concurrent_ask, l.max_concurrent_requests
                ),
            );
        }
        if l.default_page_size > l.max_page_size {
            bad(
                "limits.default_page_size",
                format!(
                    "{} is larger than limits.max_page_size ({}): lower it, or leave it unset to follow \
                     limits.max_page_size",
                    l.default_page_size, l.max_page_size
                ),
            );
        }
        if !(l.max_distance_m.is_finite() && l.max_distance_m > 0.0) {
            bad("limits.max_distance_m", "must be a positive number of metres".into());
        }
        if !self.location.cursor_secret.is_empty() && self.cursor_secret().is_none() {
            bad("location.cursor_secret", "must be exactly 64 hexadecimal characters".into());
        }
        if self.location.schedule_horizon_days < 1 {
            bad("location.schedule_horizon_days", "must be at least 1".into());
        }
        self.validate_auth(&mut bad);
        self.console.validate(self.server.listen, &mut bad);
        if errors.is_empty() { Ok(()) } else { Err(errors) }
    }

    fn validate_auth(&self, bad: &mut impl FnMut(&str, String)) {
        let a = &self.auth;
        if !a.issuer.is_empty() {
            match url::Url::parse(&a.issuer) {
                Ok(u) if u.scheme() == "https" && u.host().is_some() && u.query().is_none() => {}
                Ok(u) if u.scheme() == "http" && a.allow_insecure_loopback && is_loopback(&u) => {}
                _ => bad(
                    "auth.issuer",
                    format!(
                        "`{}` must be an https URL with no query (http is allowed on loopback with \
                         auth.allow_insecure_loopback)",
                        a.issuer
                    ),
                ),
            }
        }
        for alg in &a.algorithms {
            if !["ES256", "ES384", "EdDSA", "RS256"].contains(&alg.as_str()) {
                bad("auth.algorithms", format!("`{alg}` is not one of ES256, ES384, EdDSA, RS256"));
            }
        }
        if a.algorithms.is_empty() {
            bad("auth.algorithms", "at least one algorithm is needed".into());
        }
        if !(60..=MAX_TOKEN_LIFETIME_SECS).contains(&a.max_token_lifetime_secs) {
            bad(
                "auth.max_token_lifetime_secs",
                format!("must be from 60 to {MAX_TOKEN_LIFETIME_SECS} seconds (a year)"),
            );
        }
        let offered: Vec<&str> =
            self.ucp.capabilities.keys().chain(self.ucp.draft_capabilities.keys()).map(String::as_str).collect();
        for scope in &a.required_scopes {
            match scope.split_once(':') {
                Some((capability, name))
                    if offered.contains(&capability)
                        && name.starts_with(|c: char| c.is_ascii_lowercase())
                        && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_') => {}
                Some((capability, _)) if !offered.contains(&capability) => bad(
                    "auth.required_scopes",
                    format!("`{scope}` names `{capability}`, which this business does not offer"),
                ),
                _ => bad("auth.required_scopes", format!("`{scope}` is not of the form {{capability}}:{{name}}")),
            }
        }
        if !a.required_scopes.is_empty() && a.issuer.is_empty() {
            bad("auth.required_scopes", "gating an operation needs an issuer to sign buyers in (auth.issuer)".into());
        }
        for (scope, d) in &a.scopes {
            if !["none", "reversible", "irreversible"].contains(&d.changes.as_str()) {
                bad(&format!("auth.scopes.{scope}.changes"), "must be none, reversible or irreversible".into());
            }
        }
        if self.signatures.max_skew_secs == 0 {
            bad("signatures.max_skew_secs", "must be at least 1".into());
        }
        if self.poppy.session == SessionMode::Verify && !self.poppy.enabled {
            bad("poppy.session", "verifying Poppy-Session needs the extension enabled (poppy.enabled)".into());
        }
    }

    /// The scopes whose operations need a signed-in buyer, for `capability`.
    pub fn required_scopes_for(&self, capability: &str) -> Vec<&str> {
        self.auth
            .required_scopes
            .iter()
            .filter(|s| s.split_once(':').is_some_and(|(c, _)| c == capability))
            .map(String::as_str)
            .collect()
    }

    /// The `aud` values a token must carry one of.
    pub fn token_audiences(&self) -> Vec<String> {
        if !self.auth.audiences.is_empty() {
            return self.auth.audiences.clone();
        }
        self.local_base_urls()
            .into_iter()
            .flat_map(|base| {
                let (rest, mcp) = (format!("{base}/ucp"), format!("{base}/ucp/mcp"));
                [base, rest, mcp]
            })
            .collect()
    }

    /// The organization domain published in `poppy.json`.
    pub fn poppy_domain(&self) -> String {
        if !self.poppy.domain.is_empty() {
            return self.poppy.domain.clone();
        }
        self.public_authority()
    }

    /// `host[:port]` of the public base URL (the `Host` a request to it names; a URL's host is
    /// lower case, and the port is given only when it is not the scheme's default).
    pub fn public_authority(&self) -> String {
        url::Url::parse(&self.public_base_url())
            .ok()
            .and_then(|u| {
                u.host_str().map(|h| match u.port() {
                    Some(p) => format!("{h}:{p}"),
                    None => h.to_owned(),
                })
            })
            .unwrap_or_default()
    }

    /// The configured cursor secret, decoded.
    pub fn cursor_secret(&self) -> Option<[u8; 32]> {
        let mut out = [0u8; 32];
        hex::decode_to_slice(&self.location.cursor_secret, &mut out).ok()?;
        Some(out)
    }

    /// Whether only this machine can reach the server: it listens on a loopback address and no
    /// public base URL is configured. A local server speaks for every loopback name it is
    /// reached by ([`Config::local_base_urls`]) and, on its defaults, accepts agent profiles
    /// served on loopback (`profile_fetch.allow_insecure_loopback = "auto"`), so an agent can
    /// be developed against it with no configuration.
    pub fn is_local(&self) -> bool {
        self.server.public_base_url.is_empty() && self.server.listen.ip().is_loopback()
    }

    /// The base URLs the server speaks for: the public base URL alone, or for a local server
    /// each loopback name (`localhost`, `127.0.0.1`, `[::1]`) with the port, the first being
    /// [`Config::public_base_url`].
    pub fn local_base_urls(&self) -> Vec<String> {
        if !self.is_local() {
            return vec![self.public_base_url()];
        }
        let port = self.server.listen.port();
        ["localhost", "127.0.0.1", "[::1]"].iter().map(|host| format!("http://{host}:{port}")).collect()
    }

    /// Whether agent profiles served on loopback are fetched (`profile_fetch.allow_insecure_loopback`).
    pub fn allows_loopback_profiles(&self) -> bool {
        self.profile_fetch.allow_insecure_loopback.resolve(self.is_local())
    }

    /// The configuration a document published at `base_url` is built from: this one, with that
    /// base URL (one of [`Config::local_base_urls`]).
    pub fn for_base_url(&self, base_url: &str) -> Config {
        let mut config = self.clone();
        if base_url != self.public_base_url() {
            config.server.public_base_url = base_url.to_owned();
        }
        config
    }

    /// The effective public base URL (see [`Server::public_base_url`]), without a trailing `/`.
    pub fn public_base_url(&self) -> String {
        if !self.server.public_base_url.is_empty() {
            return self.server.public_base_url.trim_end_matches('/').to_owned();
        }
        let listen = self.server.listen;
        if listen.ip().is_loopback() || listen.ip().is_unspecified() {
            format!("http://localhost:{}", listen.port())
        } else {
            format!("http://{listen}")
        }
    }

    /// The REST endpoint advertised for `dev.ucp.common`.
    pub fn rest_endpoint(&self) -> String {
        format!("{}/ucp", self.public_base_url())
    }

    /// The MCP endpoint advertised for `dev.ucp.common`.
    pub fn mcp_endpoint(&self) -> String {
        format!("{}/ucp/mcp", self.public_base_url())
    }
}

/// An environment value as TOML when it parses as a TOML value, else as a string.
fn env_value(raw: &str) -> toml::Value {
    format!("v = {raw}")
        .parse::<toml::Table>()
        .ok()
        .and_then(|mut t| t.remove("v"))
        .unwrap_or_else(|| toml::Value::String(raw.to_owned()))
}

/// Paths written in a configuration file are relative to the file's directory, so a config
/// works from any working directory: pinned profiles, signing keys, the locations snapshot, the
/// embedding model and its vector cache, the model's key file, the console's token file, and a
/// SQLite database file. (Paths from the environment and the command line
/// stay relative to the working directory.)
fn resolve_relative_paths(table: &mut toml::Table, dir: &std::path::Path) {
    if dir.as_os_str().is_empty() {
        return;
    }
    let resolve = |value: &mut toml::Value| {
        if let toml::Value::String(path) = value
            && !path.is_empty()
            && std::path::Path::new(path.as_str()).is_relative()
        {
            *path = dir.join(path.as_str()).to_string_lossy().into_owned();
        }
    };
    if let Some(pinned) =
        table.get_mut("profile_fetch").and_then(|t| t.get_mut("pinned")).and_then(toml::Value::as_table_mut)
    {
        pinned.iter_mut().for_each(|(_, v)| resolve(v));
    }
    if let Some(signatures) = table.get_mut("signatures").and_then(toml::Value::as_table_mut) {
        if let Some(key) = signatures.get_mut("signing_key_file") {
            resolve(key);
        }
        if let Some(toml::Value::Array(keys)) = signatures.get_mut("previous_key_files") {
            keys.iter_mut().for_each(resolve);
        }
    }
    if let Some(file) = table.get_mut("location").and_then(|t| t.get_mut("snapshot_file")) {
        resolve(file);
    }
    if let Some(embeddings) =
        table.get_mut("ask").and_then(|t| t.get_mut("embeddings")).and_then(toml::Value::as_table_mut)
    {
        for key in ["model_dir", "cache_file"] {
            if let Some(v) = embeddings.get_mut(key) {
                resolve(v);
            }
        }
    }
    if let Some(v) = table.get_mut("ask").and_then(|t| t.get_mut("model")).and_then(|t| t.get_mut("api_key_file")) {
        resolve(v);
    }
    if let Some(v) = table.get_mut("console").and_then(|t| t.get_mut("token_file")) {
        resolve(v);
    }
    if let Some(toml::Value::String(url)) = table.get_mut("storage").and_then(|t| t.get_mut("database_url")) {
        let rest = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:"));
        if let Some(rest) = rest
            && !rest.starts_with(":memory:")
            && !rest.is_empty()
            && std::path::Path::new(rest.split('?').next().unwrap_or_default()).is_relative()
        {
            *url = format!("sqlite://{}", dir.join(rest).to_string_lossy());
        }
    }
}

fn set(table: &mut toml::Table, path: &[String], value: toml::Value) {
    let (last, parents) = path.split_last().expect("non-empty path");
    let mut t = table;
    for p in parents {
        let entry = t.entry(p.clone()).or_insert_with(|| toml::Value::Table(toml::Table::new()));
        if !entry.is_table() {
            *entry = toml::Value::Table(toml::Table::new());
        }
        t = entry.as_table_mut().expect("just made a table");
    }
    t.insert(last.clone(), value);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn defaults_are_valid() {
        let c = Config::load(None, [], &[]).unwrap();
        assert_eq!(c, Config::default());
        assert_eq!(c.rest_endpoint(), "http://localhost:8080/ucp");
        assert_eq!(c.mcp_endpoint(), "http://localhost:8080/ucp/mcp");
    }

    #[test]
    fn a_model_setting_that_cannot_work_is_named() {
        let invalid = |file: &str| -> Vec<String> {
            match Config::load(Some(("c.toml", file)), [], &[]) {
                Ok(_) => Vec::new(),
                Err(errors) => errors.iter().map(ToString::to_string).collect(),
            }
        };
        let on = "[ask.model]\nprovider = \"openai_compatible\"\nmodel = \"m\"\n";
        assert_eq!(invalid(on), Vec::<String>::new());
        let named = |file: String, setting: &str| {
            let errors = invalid(&file);
            assert!(errors.iter().any(|e| e.contains(setting)), "{setting}: {errors:?}");
        };
        named(format!("{on}temperature = 3.0\n"), "ask.model.temperature");
        named(format!("{on}timeout_ms = 0\n"), "ask.model.timeout_ms");
        named(format!("{on}max_concurrent = 0\n"), "ask.model.max_concurrent");
        named(format!("{on}base_url = \"ftp://x\"\n"), "ask.model.base_url");
        named("[ask.model]\nprovider = \"openai_compatible\"\n".into(), "ask.model.model");
        named("[ask.model]\nprovider = \"anthropic\"\nmodel = \"m\"\n".into(), "ask.model.api_key_env");
        named(format!("{on}structured_output = \"yaml\"\n"), "structured_output");
        named(format!("{on}api_key = \"sk-in-the-file\"\n"), "api_key");
        named("[ask.model]\nprovider = \"gemini\"\n".into(), "provider");
        // Off, only the numbers are checked.
        assert_eq!(invalid("[ask.model]\nmodel = \"\"\n"), Vec::<String>::new());
    }

    #[test]
    fn file_then_env_then_overrides() {
        let file = "[limits]\nmax_page_size = 20\ndefault_page_size = 5\n[server]\nlisten = \"0.0.0.0:9000\"\n";
        let c = Config::load(
            Some(("concierge.toml", file)),
            env(&[("CONCIERGE__LIMITS__MAX_PAGE_SIZE", "30"), ("PATH", "/bin"), ("CONCIERGE__LOG__LEVEL", "debug")]),
            &[("server.listen", toml::Value::String("127.0.0.1:9100".into()))],
        )
        .unwrap();
        assert_eq!(c.limits.max_page_size, 30);
        assert_eq!(c.limits.default_page_size, 5);
        assert_eq!(c.log.level, "debug");
        assert_eq!(c.server.listen.port(), 9100);
    }

    #[test]
    fn paths_in_a_file_are_relative_to_its_directory() {
        let file = r#"
[profile_fetch.pinned]
"https://a.example/p.json" = "profiles/a.json"
"https://b.example/p.json" = "/abs/b.json"
[signatures]
signing_key_file = "keys/current.jwk"
previous_key_files = ["keys/old.jwk"]
[location]
snapshot_file = "cache/locations.snapshot"
[ask.embeddings]
model_dir = "models/minilm"
cache_file = "cache/vectors.bin"
[storage]
database_url = "sqlite://data/concierge.sqlite?mode=rwc"
"#;
        let c = Config::load(Some(("/etc/concierge/concierge.toml", file)), [], &[]).unwrap();
        assert_eq!(c.profile_fetch.pinned["https://a.example/p.json"], PathBuf::from("/etc/concierge/profiles/a.json"));
        assert_eq!(c.profile_fetch.pinned["https://b.example/p.json"], PathBuf::from("/abs/b.json"));
        assert_eq!(c.signatures.signing_key_file, PathBuf::from("/etc/concierge/keys/current.jwk"));
        assert_eq!(c.signatures.previous_key_files, [PathBuf::from("/etc/concierge/keys/old.jwk")]);
        assert_eq!(c.ask.embeddings.model_dir, "/etc/concierge/models/minilm");
        assert_eq!(c.ask.embeddings.cache_file, "/etc/concierge/cache/vectors.bin");
        assert_eq!(c.location.snapshot_file, "/etc/concierge/cache/locations.snapshot");
        assert_eq!(c.storage.database_url, "sqlite:///etc/concierge/data/concierge.sqlite?mode=rwc");
        // The environment and the command line stay relative to the working directory.
        let c = Config::load(
            Some(("/etc/concierge/concierge.toml", "[storage]\ndatabase_url = \"sqlite::memory:\"\n")),
            env(&[("CONCIERGE__ASK__EMBEDDINGS__MODEL_DIR", "here/model")]),
            &[],
        )
        .unwrap();
        assert_eq!(
            (c.storage.database_url.as_str(), c.ask.embeddings.model_dir.as_str()),
            ("sqlite::memory:", "here/model")
        );
    }

    #[test]
    fn unknown_settings_are_errors() {
        let e = Config::load(Some(("c.toml", "[limits]\nmax_pagesize = 3\n")), [], &[]).unwrap_err();
        assert!(e[0].to_string().contains("max_pagesize"), "{e:?}");
        let e = Config::load(None, env(&[("CONCIERGE__LIMITS__NOPE", "1")]), &[]).unwrap_err();
        assert!(e[0].to_string().contains("nope"), "{e:?}");
    }

    #[test]
    fn bad_values_are_named() {
        let e = Config::load(
            Some((
                "c.toml",
                "[ucp]\nprofile_max_age_secs = 10\n[limits]\nmax_page_size = 0\n[location]\ncursor_secret = \"abc\"\n\
                 [server]\ntrusted_proxies = [\"10.0.0.0/8\", \"10.0.0.0/33\"]\nconnection_threads = 5000\n\
                 [storage]\ndatabase_url = \"mysql://db/x\"\nmax_connections = 0\n",
            )),
            [],
            &[],
        )
        .unwrap_err();
        let text: Vec<String> = e.iter().map(ToString::to_string).collect();
        for needle in [
            "ucp.profile_max_age_secs",
            "limits.max_page_size",
            "location.cursor_secret",
            "server.trusted_proxies[1]",
            "server.connection_threads",
            "storage.database_url",
            "storage.max_connections",
        ] {
            assert!(text.iter().any(|t| t.starts_with(needle)), "{needle}: {text:?}");
        }
    }

    #[test]
    fn a_share_left_at_its_default_follows_what_the_operator_set() {
        // Only the total set: Ask's share follows it, and the server starts.
        let c = Config::load(Some(("c.toml", "[limits]\nmax_concurrent_requests = 4\n")), [], &[]).unwrap();
        assert_eq!((c.limits.max_concurrent_requests, c.limits.max_concurrent_ask), (4, 1));
        let c = Config::load(None, env(&[("CONCIERGE__LIMITS__MAX_CONCURRENT_REQUESTS", "256")]), &[]).unwrap();
        assert_eq!(c.limits.max_concurrent_ask, 32, "an eighth");
        let c = Config::load(None, env(&[("CONCIERGE__LIMITS__MAX_CONCURRENT_REQUESTS", "4096")]), &[]).unwrap();
        assert_eq!(c.limits.max_concurrent_ask, 64, "at most the default");
        let c = Config::load(Some(("c.toml", "[limits]\nmax_page_size = 5\n")), [], &[]).unwrap();
        assert_eq!((c.limits.max_page_size, c.limits.default_page_size), (5, 5));
        // A share the operator set stays as set: fitting, it is kept; too large, it is refused.
        let c =
            Config::load(Some(("c.toml", "[limits]\nmax_concurrent_requests = 4\nmax_concurrent_ask = 3\n")), [], &[])
                .unwrap();
        assert_eq!(c.limits.max_concurrent_ask, 3);
        let e = Config::load(
            Some(("c.toml", "[limits]\nmax_concurrent_requests = 4\nmax_page_size = 5\n")),
            env(&[("CONCIERGE__LIMITS__MAX_CONCURRENT_ASK", "8"), ("CONCIERGE__LIMITS__DEFAULT_PAGE_SIZE", "10")]),
            &[],
        )
        .unwrap_err();
        let text: Vec<String> = e.iter().map(ToString::to_string).collect();
        assert_eq!(
            text,
            [
                "limits.max_concurrent_ask: 8 is larger than limits.max_concurrent_requests (4): Ask's share must fit \
                 within it; lower it, or leave it unset to get an eighth of limits.max_concurrent_requests",
                "limits.default_page_size: 10 is larger than limits.max_page_size (5): lower it, or leave it unset to \
                 follow limits.max_page_size",
            ]
        );
    }

    #[test]
    fn resource_policies_read_from_the_file_and_the_environment() {
        use concierge_ask::ResourcePolicy;
        let file = "[ask.resources]\norder = \"possession\"\n";
        let c =
            Config::load(Some(("c.toml", file)), env(&[("CONCIERGE__ASK__RESOURCES__CART", "never")]), &[]).unwrap();
        assert_eq!(c.ask.resources.order, ResourcePolicy::Possession);
        assert_eq!(c.ask.resources.cart, ResourcePolicy::Never);
        assert_eq!(c.ask.resources.booking, ResourcePolicy::Credential, "the rest keep their defaults");
        let e = Config::load(Some(("c.toml", "[ask.resources]\norders = \"never\"\n")), [], &[]).unwrap_err();
        assert!(e[0].to_string().contains("orders"), "{e:?}");
        let e = Config::load(Some(("c.toml", "[ask.resources]\norder = \"sometimes\"\n")), [], &[]).unwrap_err();
        assert!(e[0].to_string().contains("sometimes"), "{e:?}");
    }

    #[test]
    fn cursor_secret_decodes() {
        let mut c = Config::default();
        c.location.cursor_secret = "00ff".repeat(16);
        assert_eq!(c.cursor_secret().unwrap()[1], 0xff);
        c.location.cursor_secret = "00FF".repeat(16);
        assert_eq!(c.cursor_secret().unwrap()[1], 0xff);
        // Not hexadecimal, though `u8::from_str_radix` would read "+f" as 15.
        c.location.cursor_secret = "+f".repeat(32);
        assert_eq!(c.cursor_secret(), None);
        c.location.cursor_secret = "00ff".repeat(15);
        assert_eq!(c.cursor_secret(), None);
        c.location.cursor_secret = "é".repeat(32);
        assert_eq!(c.cursor_secret(), None);
    }
}

#[cfg(test)]
mod local_server {
    use super::{Config, Switch};

    fn load(file: &str, env: &[(&str, &str)]) -> Result<Config, Vec<super::ConfigError>> {
        Config::load(Some(("c.toml", file)), env.iter().map(|(k, v)| (k.to_string(), v.to_string())), &[])
    }

    #[test]
    fn loopback_profiles_are_auto_true_or_false() {
        let c = load("", &[]).unwrap();
        assert_eq!(c.profile_fetch.allow_insecure_loopback, Switch::Auto);
        assert!(c.is_local() && c.allows_loopback_profiles(), "the defaults are a local server");
        let public = load("[server]\npublic_base_url = \"https://shop.example\"\n", &[]).unwrap();
        assert!(!public.is_local() && !public.allows_loopback_profiles());
        assert_eq!(public.local_base_urls(), ["https://shop.example"]);
        let everywhere = load("[server]\nlisten = \"0.0.0.0:8080\"\n", &[]).unwrap();
        assert!(!everywhere.is_local() && !everywhere.allows_loopback_profiles());
        for (text, expected) in [("true", Switch::On), ("false", Switch::Off), ("\"auto\"", Switch::Auto)] {
            let c = load(&format!("[profile_fetch]\nallow_insecure_loopback = {text}\n"), &[]).unwrap();
            assert_eq!(c.profile_fetch.allow_insecure_loopback, expected, "{text}");
            let c = load("", &[("CONCIERGE__PROFILE_FETCH__ALLOW_INSECURE_LOOPBACK", text.trim_matches('"'))]).unwrap();
            assert_eq!(c.profile_fetch.allow_insecure_loopback, expected, "env {text}");
        }
        let off = load("[profile_fetch]\nallow_insecure_loopback = false\n", &[]).unwrap();
        assert!(off.is_local() && !off.allows_loopback_profiles());
        let e = load("[profile_fetch]\nallow_insecure_loopback = \"sometimes\"\n", &[]).unwrap_err();
        assert!(format!("{e:?}").contains("is not true, false or \\\"auto\\\""), "{e:?}");
        // Round trip: `check-config` prints what loads again.
        let printed = toml::to_string(&c_with(Switch::Auto)).unwrap();
        assert!(printed.contains("allow_insecure_loopback = \"auto\""), "{printed}");
    }

    fn c_with(switch: Switch) -> Config {
        let mut c = Config::default();
        c.profile_fetch.allow_insecure_loopback = switch;
        c
    }

    #[test]
    fn a_local_server_speaks_for_each_loopback_name() {
        let c = load("[server]\nlisten = \"127.0.0.1:9000\"\n", &[]).unwrap();
        assert_eq!(c.local_base_urls(), ["http://localhost:9000", "http://127.0.0.1:9000", "http://[::1]:9000"]);
        assert_eq!(c.public_base_url(), "http://localhost:9000");
        assert_eq!(c.for_base_url("http://127.0.0.1:9000").poppy_domain(), "127.0.0.1:9000");
        let audiences = c.token_audiences();
        for a in ["http://localhost:9000", "http://127.0.0.1:9000/ucp", "http://[::1]:9000/ucp/mcp"] {
            assert!(audiences.iter().any(|x| x == a), "{a} in {audiences:?}");
        }
        assert_eq!(
            &audiences[..3],
            ["http://localhost:9000", "http://localhost:9000/ucp", "http://localhost:9000/ucp/mcp"]
        );
    }

    #[test]
    fn earlier_draft_versions_are_validated() {
        let c = load("", &[]).unwrap();
        assert_eq!(c.ucp.earlier_draft_versions.iter().map(ToString::to_string).collect::<Vec<_>>(), ["2026-10-09"]);
        for (list, message) in [
            ("[\"2026-10-29\"]", "ucp.earlier_draft_versions[0]: 2026-10-29 is already offered"),
            ("[\"2026-08-25\"]", "ucp.earlier_draft_versions[0]: 2026-08-25 is already offered"),
            ("[\"2026-10-01\", \"2026-10-01\"]", "ucp.earlier_draft_versions[1]: 2026-10-01 is listed twice"),
            (
                "[\"2026-11-30\"]",
                "ucp.earlier_draft_versions[0]: 2026-11-30 is later than ucp.draft_version 2026-10-29",
            ),
        ] {
            let e = load(&format!("[ucp]\nearlier_draft_versions = {list}\n"), &[]).unwrap_err();
            let text = e.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n");
            assert!(text.contains(message), "{list}: {text}");
        }
        assert!(load("[ucp]\nearlier_draft_versions = []\n", &[]).unwrap().ucp.earlier_draft_versions.is_empty());
    }
}

#[cfg(test)]
mod documentation {
    use super::Config;

    /// Every setting (`section.key`) appears in `docs/configuration.md`.
    #[test]
    fn every_setting_is_documented() {
        let page = include_str!("../../../docs/configuration.md");
        let table: toml::Table = toml::Table::try_from(Config::default()).unwrap();
        for (section, value) in &table {
            for key in value.as_table().unwrap().keys() {
                let setting = format!("`{section}.{key}`");
                assert!(page.contains(&setting), "docs/configuration.md does not document {setting}");
            }
        }
    }
}

#[cfg(test)]
mod console_settings {
    use super::Config;

    fn problems(file: &str, env: &[(&str, &str)]) -> Vec<String> {
        let env = env.iter().map(|(k, v)| (k.to_string(), v.to_string()));
        match Config::load(Some(("/etc/concierge/c.toml", file)), env, &[]) {
            Ok(_) => Vec::new(),
            Err(errors) => errors.iter().map(ToString::to_string).collect(),
        }
    }

    #[test]
    fn a_token_from_the_environment_and_a_token_file_beside_the_config() {
        let c = Config::load(
            Some(("/etc/concierge/c.toml", "[console]\ntoken_file = \"console.token\"\n")),
            [("CONCIERGE__CONSOLE__TOKEN".to_owned(), "t".repeat(40))],
            &[],
        )
        .unwrap();
        assert_eq!(c.console.token, "t".repeat(40));
        assert_eq!(c.console.token_file, std::path::PathBuf::from("/etc/concierge/console.token"));
    }

    #[test]
    fn short_tokens_bad_addresses_and_a_shared_port_are_refused() {
        let short = problems("", &[("CONCIERGE__CONSOLE__TOKEN", "secret")]);
        assert!(short.iter().any(|p| p.contains("console.token") && p.contains("at least 32")), "{short:?}");
        let bad = problems("[console]\nlisten = \"localhost\"\n", &[]);
        assert!(bad.iter().any(|p| p.contains("console.listen")), "{bad:?}");
        let same = problems("[server]\nlisten = \"127.0.0.1:9000\"\n[console]\nlisten = \"127.0.0.1:9000\"\n", &[]);
        assert!(same.iter().any(|p| p.contains("must differ from server.listen")), "{same:?}");
        let zero = problems("[console]\nsession_hours = 0\n", &[]);
        assert!(zero.iter().any(|p| p.contains("console.session_hours")), "{zero:?}");
        assert!(problems("[console]\nlisten = \"127.0.0.1:8081\"\n", &[]).is_empty());
    }
}
