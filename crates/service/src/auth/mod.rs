//! Who is calling, decided only by what the request presents — never by what a question says or
//! by the conversation it replays.
//!
//! - [`issuer`]: the business's authorization server (metadata and keys, cached).
//! - [`Auth::authenticate`]: the bearer token (RFC 6750), validated for signature (an explicit
//!   algorithm allowlist), `iss`, `aud` (this resource), `exp`/`nbf`, client and scope.
//! - [`Auth::gate`]: scopes the business marks as hard gates refuse a whole operation (401
//!   `identity_required`, 403 `insufficient_scope`) with the challenge UCP specifies.
//! - [`signatures`]: RFC 9421 request signatures with the platform profile's keys, and the
//!   business's own signing key for responses.
//! - [`session`]: the Personal Agent Protocol's `Poppy-Session` header.

mod challenge;
mod issuer;
pub mod session;
pub mod signatures;

use std::collections::BTreeSet;
use std::sync::Arc;

use concierge_auth::{AccessToken, AccessTokenRules, Algorithm, TokenError, validate_access_token};
use concierge_core::{Code, UcpError};
use sha2::{Digest, Sha256};

pub use challenge::Challenge;
pub use issuer::IssuerError;

use crate::config::Config;
use issuer::Issuer;

/// Which binding a request came through: challenges point at that endpoint's protected
/// resource metadata.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Binding {
    /// The REST endpoint.
    #[default]
    Rest,
    /// The MCP endpoint.
    Mcp,
}

/// How long a validated token is trusted without checking its signature again (its `exp` is
/// still checked on every request). A key withdrawn from the issuer's set stops being honoured
/// for tokens already seen within this time.
const VALIDATED_TTL: std::time::Duration = std::time::Duration::from_secs(60);

/// The well-known path of RFC 9728 protected resource metadata.
pub const RESOURCE_METADATA_PATH: &str = "/.well-known/oauth-protected-resource";

/// The OAuth side of the service.
pub(crate) struct Auth {
    issuer: Option<Issuer>,
    /// Tokens already validated, by SHA-256 of the token, for at most [`VALIDATED_TTL`]: agents
    /// send the same token on many calls, and verifying its signature is most of its cost.
    validated: moka::future::Cache<[u8; 32], Arc<AccessToken>>,
    audiences: Vec<String>,
    algorithms: Vec<Algorithm>,
    leeway_secs: i64,
    max_token_lifetime_secs: i64,
    accept_generic_typ: bool,
    allowed_clients: Vec<String>,
    realm: String,
    rest_metadata: String,
    mcp_metadata: String,
}

impl Auth {
    pub(crate) fn new(config: &Config) -> Result<Self, Vec<String>> {
        let issuer = Issuer::new(&config.auth).map_err(|e| vec![e])?;
        let base = config.public_base_url();
        let mcp_path = config.mcp_endpoint().strip_prefix(&base).unwrap_or("/ucp/mcp").to_owned();
        Ok(Auth {
            validated: moka::future::Cache::builder().max_capacity(10_000).time_to_live(VALIDATED_TTL).build(),
            realm: if config.auth.issuer.is_empty() { base.clone() } else { config.auth.issuer.clone() },
            issuer,
            audiences: config.token_audiences(),
            algorithms: config.auth.algorithms.iter().filter_map(|a| Algorithm::from_jws_name(a)).collect(),
            leeway_secs: config.auth.leeway_secs as i64,
            max_token_lifetime_secs: i64::try_from(config.auth.max_token_lifetime_secs).unwrap_or(i64::MAX),
            accept_generic_typ: config.auth.accept_generic_jwt_typ,
            allowed_clients: config.auth.allowed_clients.clone(),
            rest_metadata: format!("{base}{RESOURCE_METADATA_PATH}"),
            mcp_metadata: format!("{base}{RESOURCE_METADATA_PATH}{mcp_path}"),
        })
    }

    /// Fetches the issuer's keys now (at start, so a misconfiguration shows at once).
    pub(crate) async fn ready(&self) -> Result<(), IssuerError> {
        match &self.issuer {
            Some(i) => i.keys().await.map(|_| ()),
            None => Ok(()),
        }
    }

    /// The challenge for `binding`.
    fn challenge(
        &self,
        binding: Binding,
        error: Option<&str>,
        description: Option<&str>,
        scope: Option<String>,
    ) -> String {
        Challenge {
            realm: &self.realm,
            error,
            description,
            scope,
            resource_metadata: match binding {
                Binding::Rest => &self.rest_metadata,
                Binding::Mcp => &self.mcp_metadata,
            },
        }
        .header_value()
    }

    /// A 401 refusing the token that came with the request.
    pub(crate) fn refuse_token(&self, binding: Binding, why: &str) -> UcpError {
        tracing::info!(reason = why, "access token refused");
        UcpError::new(Code::IdentityRequired, format!("The access token was refused: {why}."))
            .challenge(self.challenge(binding, Some("invalid_token"), Some(why), None))
    }

    /// The buyer's access token, validated; `None` for a request with no `Authorization`.
    pub(crate) async fn authenticate(
        &self,
        authorization: Option<&str>,
        binding: Binding,
        now: i64,
    ) -> Result<Option<AccessToken>, UcpError> {
        let Some(header) = authorization else { return Ok(None) };
        let invalid = |why: &str| self.refuse_token(binding, why);
        let Some(token) = bearer_token(header) else {
            return Err(invalid("the Authorization header must be `Bearer <access token>`"));
        };
        let Some(issuer) = &self.issuer else {
            return Err(invalid("this business has no sign-in, so it accepts no access tokens"));
        };
        let fingerprint: [u8; 32] = Sha256::digest(token.as_bytes()).into();
        if let Some(seen) = self.validated.get(&fingerprint).await {
            if seen.expires_at + self.leeway_secs >= now {
                return Ok(Some(AccessToken::clone(&seen)));
            }
            self.validated.invalidate(&fingerprint).await;
        }
        let unavailable = |e: IssuerError| {
            tracing::error!(reason = %e, "cannot validate access tokens: the issuer's keys are unavailable");
            UcpError::new(Code::Unavailable, "Access tokens cannot be checked right now; retry shortly.").retry_after(5)
        };
        let rules = AccessTokenRules {
            issuer: issuer.id(),
            audiences: &self.audiences,
            allowed: &self.algorithms,
            leeway_secs: self.leeway_secs,
            now,
            max_lifetime_secs: self.max_token_lifetime_secs,
            accept_generic_typ: self.accept_generic_typ,
        };
        let keys = issuer.keys().await.map_err(unavailable)?;
        let validated = match validate_access_token(token, &keys, &rules) {
            Err(TokenError::UnknownKey { .. }) => match issuer.keys_after_unknown_kid().await.map_err(unavailable)? {
                Some(fresh) => validate_access_token(token, &fresh, &rules),
                None => validate_access_token(token, &keys, &rules),
            },
            other => other,
        };
        let token = validated.map_err(|e| invalid(e.reason()))?;
        if !self.allowed_clients.is_empty()
            && !token.client_id.as_ref().is_some_and(|c| self.allowed_clients.contains(c))
        {
            return Err(invalid("the token was issued to a client this business does not accept"));
        }
        self.validated.insert(fingerprint, Arc::new(token.clone())).await;
        Ok(Some(token))
    }

    /// Refuses an operation whose capability is hard-gated by `required` scopes the caller's
    /// token does not hold.
    pub(crate) fn gate(
        &self,
        required: &[&str],
        token: Option<&AccessToken>,
        binding: Binding,
    ) -> Result<(), UcpError> {
        if required.is_empty() {
            return Ok(());
        }
        let scope = Some(required.join(" "));
        match token {
            None => Err(UcpError::new(
                Code::IdentityRequired,
                format!("This operation needs a signed-in buyer: sign in with scope {}.", required.join(" ")),
            )
            .challenge(self.challenge(binding, None, None, scope))),
            Some(t) => {
                let missing: BTreeSet<&str> = required.iter().copied().filter(|s| !t.has_scope(s)).collect();
                if missing.is_empty() {
                    return Ok(());
                }
                Err(UcpError::new(
                    Code::InsufficientScope,
                    format!(
                        "The access token lacks {}; request {} by incremental authorization and retry.",
                        missing.iter().copied().collect::<Vec<_>>().join(" "),
                        if missing.len() == 1 { "it" } else { "them" }
                    ),
                )
                .challenge(self.challenge(binding, Some("insufficient_scope"), None, scope)))
            }
        }
    }
}

/// The access token of an `Authorization: Bearer …` header (RFC 6750; the scheme is
/// case-insensitive), or `None` for any other form.
pub(crate) fn bearer_token(authorization: &str) -> Option<&str> {
    match authorization.split_once(' ') {
        Some((scheme, token)) if scheme.eq_ignore_ascii_case("bearer") && !token.trim().is_empty() => {
            Some(token.trim())
        }
        _ => None,
    }
}

/// Call options carrying what a request presents about its sender — `Authorization`,
/// `Poppy-Session`, and the parts its HTTP Message Signature covers — gathered the same way by
/// every binding. Nothing is decided here: [`crate::Concierge::call`] verifies it all.
pub fn call_options(
    binding: Binding,
    method: &http::Method,
    uri: &http::Uri,
    headers: &http::HeaderMap,
    body: bytes::Bytes,
) -> crate::CallOptions {
    let text = |name: &str| headers.get(name).and_then(|v| v.to_str().ok()).map(str::to_owned);
    // Headers and body are kept only when there is a signature to verify.
    let signed = headers.contains_key("signature") || headers.contains_key("signature-input");
    crate::CallOptions {
        binding,
        authorization: text(http::header::AUTHORIZATION.as_str()),
        poppy_session: text("poppy-session"),
        signed: signed.then(|| signatures::SignedRequest {
            method: method.as_str().to_owned(),
            authority: uri
                .authority()
                .map(|a| a.as_str().to_owned())
                .or_else(|| text(http::header::HOST.as_str()))
                .unwrap_or_default(),
            path: uri.path().to_owned(),
            query: uri.query().map(str::to_owned),
            headers: headers.clone(),
            body,
        }),
        ..Default::default()
    }
}
