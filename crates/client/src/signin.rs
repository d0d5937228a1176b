//! Signing a user in at the business's issuer (the `ucp` extension's §4: Direct Sign-In, as
//! UCP identity linking does it): the authorization code grant with PKCE (S256) and a loopback
//! redirect (RFC 8252), the RFC 8707 `resource`, the RFC 9207 `iss` check, and `private_key_jwt`
//! client authentication (RFC 7523). Tokens are kept per business and per user; refresh tokens
//! rotate; `insufficient_scope` asks only for the missing scopes and keeps the granted ones.

use std::collections::HashMap;
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use url::Url;

use crate::state::StoredToken;
use crate::{Business, Client, ClientError, Issuer};

/// The media type of OAuth requests.
const FORM: &str = "application/x-www-form-urlencoded";

fn form_body(pairs: &[(String, String)]) -> String {
    url::form_urlencoded::Serializer::new(String::new()).extend_pairs(pairs).finish()
}

/// How early before expiry an access token is refreshed.
const REFRESH_MARGIN_SECS: i64 = 30;

/// What a sign-in produced.
#[derive(Debug, Clone)]
pub struct SignedIn {
    /// The tokens now stored for this business and user.
    pub token: StoredToken,
    /// Scopes the user had granted before that the new token no longer carries (the issuer
    /// should keep them; UCP requires incremental authorization).
    pub dropped: Vec<String>,
}

/// A sign-in waiting for the user: open [`PendingSignIn::authorization_url`] in the user's
/// browser, then [`Client::finish_sign_in`].
pub struct PendingSignIn {
    /// Where the user approves.
    pub authorization_url: Url,
    listener: tokio::net::TcpListener,
    redirect_uri: String,
    verifier: String,
    state: String,
    issuer: Issuer,
    scopes: Vec<String>,
}

fn random_token() -> String {
    let bytes: [u8; 32] = rand::random();
    URL_SAFE_NO_PAD.encode(bytes)
}

impl Client {
    fn issuer_of<'a>(&self, business: &'a Business) -> Result<&'a Issuer, ClientError> {
        business.issuer.as_ref().ok_or_else(|| {
            ClientError::SignIn(format!(
                "{} offers no sign-in (no issuer in its protected resource metadata)",
                business.domain()
            ))
        })
    }

    /// Starts Direct Sign-In for `scopes`: binds the loopback redirect listener and builds the
    /// authorization URL. Scopes already granted are not asked for again.
    pub async fn start_sign_in(&self, business: &Business, scopes: &[String]) -> Result<PendingSignIn, ClientError> {
        let issuer = self.issuer_of(business)?.clone();
        let client_id = self.client_id()?;
        let granted =
            self.state.token(business.origin.as_str(), &self.options.user).map(|t| t.scopes).unwrap_or_default();
        let missing: Vec<String> = scopes.iter().filter(|s| !granted.contains(s)).cloned().collect();
        if missing.is_empty() && !scopes.is_empty() {
            return Err(ClientError::Usage(format!("already signed in with {}", scopes.join(" "))));
        }
        let methods = issuer.metadata.get("code_challenge_methods_supported").and_then(Value::as_array);
        if methods.is_some_and(|m| !m.iter().any(|m| m == "S256")) {
            return Err(ClientError::SignIn(format!("the issuer {} does not support PKCE S256", issuer.issuer)));
        }
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", 0))
            .await
            .map_err(|e| ClientError::SignIn(format!("cannot listen for the sign-in redirect on loopback: {e}")))?;
        let port = listener.local_addr().map_err(|e| ClientError::SignIn(e.to_string()))?.port();
        let redirect_uri = format!("http://127.0.0.1:{port}/callback");
        let verifier = random_token();
        let challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()));
        let state = random_token();
        let mut url = issuer.endpoint("authorization_endpoint")?;
        url.query_pairs_mut()
            .append_pair("response_type", "code")
            .append_pair("client_id", &client_id)
            .append_pair("redirect_uri", &redirect_uri)
            .append_pair("scope", &missing.join(" "))
            .append_pair("state", &state)
            .append_pair("code_challenge", &challenge)
            .append_pair("code_challenge_method", "S256")
            .append_pair("resource", &issuer.resource);
        Ok(PendingSignIn { authorization_url: url, listener, redirect_uri, verifier, state, issuer, scopes: missing })
    }

    /// Waits (at most `wait`) for the browser to come back to the loopback redirect, checks
    /// `state` and `iss`, exchanges the code and stores the tokens for this business and user.
    pub async fn finish_sign_in(
        &self,
        business: &Business,
        pending: PendingSignIn,
        wait: Duration,
    ) -> Result<SignedIn, ClientError> {
        let params = tokio::time::timeout(wait, receive_redirect(&pending.listener))
            .await
            .map_err(|_| ClientError::SignIn(format!("no answer from the browser within {} s", wait.as_secs())))??;
        if params.get("state") != Some(&pending.state) {
            return Err(ClientError::SignIn("the redirect's state does not match this sign-in".into()));
        }
        // RFC 9207: the response names its issuer; a mix-up attack would name another.
        let iss_required =
            pending.issuer.metadata.get("authorization_response_iss_parameter_supported") == Some(&json!(true));
        match params.get("iss") {
            Some(iss) if *iss != pending.issuer.issuer => {
                return Err(ClientError::SignIn(format!(
                    "the authorization response comes from {iss}, not the business's issuer {}",
                    pending.issuer.issuer
                )));
            }
            None if iss_required => {
                return Err(ClientError::SignIn(
                    "the authorization response has no iss, which the issuer promises (RFC 9207)".into(),
                ));
            }
            _ => {}
        }
        if let Some(error) = params.get("error") {
            let why = params.get("error_description").map(|d| format!(": {d}")).unwrap_or_default();
            return Err(ClientError::SignIn(format!("the issuer refused: {error}{why}")));
        }
        let code = params.get("code").ok_or_else(|| ClientError::SignIn("the redirect carries no code".into()))?;
        let form = vec![
            ("grant_type", "authorization_code".to_owned()),
            ("code", code.clone()),
            ("redirect_uri", pending.redirect_uri.clone()),
            ("code_verifier", pending.verifier.clone()),
            ("resource", pending.issuer.resource.clone()),
        ];
        let response = self.token_request(&pending.issuer, form).await?;
        let previous = self.state.token(business.origin.as_str(), &self.options.user);
        let token = read_token_response(&pending.issuer, &response, &pending.scopes, None)?;
        let dropped =
            previous.map(|p| p.scopes.into_iter().filter(|s| !token.scopes.contains(s)).collect()).unwrap_or_default();
        self.state.set_token(business.origin.as_str(), &self.options.user, Some(token.clone()))?;
        Ok(SignedIn { token, dropped })
    }

    /// The user's token for this business, refreshed first when it is about to expire; `None`
    /// when signed out (an expired token without a refresh token is forgotten).
    pub async fn usable_token(&self, business: &Business) -> Result<Option<StoredToken>, ClientError> {
        let origin = business.origin.as_str();
        let Some(token) = self.state.token(origin, &self.options.user) else { return Ok(None) };
        let now = jiff::Timestamp::now().as_second();
        if token.expires_at.is_none_or(|e| e > now + REFRESH_MARGIN_SECS) {
            return Ok(Some(token));
        }
        let (Some(refresh), Ok(issuer)) = (&token.refresh_token, self.issuer_of(business)) else {
            self.state.set_token(origin, &self.options.user, None)?;
            return Ok(None);
        };
        let form = vec![
            ("grant_type", "refresh_token".to_owned()),
            ("refresh_token", refresh.clone()),
            ("resource", token.resource.clone()),
        ];
        let response = self.token_request(issuer, form).await?;
        let fresh = read_token_response(issuer, &response, &token.scopes, Some(refresh))?;
        self.state.set_token(origin, &self.options.user, Some(fresh.clone()))?;
        Ok(Some(fresh))
    }

    /// Signs the user out of this business: revokes the refresh token (RFC 7009) when the issuer
    /// offers revocation, and forgets the tokens and the conversation.
    pub async fn sign_out(&self, business: &Business) -> Result<bool, ClientError> {
        let origin = business.origin.as_str();
        let token = self.state.token(origin, &self.options.user);
        self.state.set_token(origin, &self.options.user, None)?;
        self.state.set_conversation(origin, &self.options.user, None)?;
        let (Some(token), Some(issuer)) = (token, business.issuer.as_ref()) else { return Ok(false) };
        let Ok(endpoint) = issuer.endpoint("revocation_endpoint") else { return Ok(false) };
        let revoke = token.refresh_token.unwrap_or(token.access_token);
        let response = self.post_authenticated(issuer, &endpoint, vec![("token", revoke)]).await?;
        Ok(response.status().is_success())
    }

    fn client_id(&self) -> Result<String, ClientError> {
        self.agent.client_id.clone().ok_or_else(|| {
            ClientError::SignIn("this agent has no OAuth client id (concierge agent-profile writes one)".into())
        })
    }

    /// `private_key_jwt` (RFC 7523 §2.2): a fresh assertion for each request.
    fn client_authentication(&self, issuer: &Issuer) -> Result<Vec<(String, String)>, ClientError> {
        let client_id = self.client_id()?;
        let key = self.agent.key.as_ref().ok_or_else(|| ClientError::SignIn("this agent has no key".into()))?;
        let now = jiff::Timestamp::now().as_second();
        let assertion = concierge_auth::jwt::encode(
            &json!({"iss": client_id, "sub": client_id, "aud": issuer.issuer, "iat": now, "exp": now + 60,
                    "jti": uuid::Uuid::new_v4().to_string()}),
            key,
            Some("JWT"),
        );
        Ok(vec![
            ("client_id".into(), client_id),
            ("client_assertion_type".into(), "urn:ietf:params:oauth:client-assertion-type:jwt-bearer".into()),
            ("client_assertion".into(), assertion),
        ])
    }

    /// POSTs an OAuth form to one of the issuer's endpoints, with the client's authentication.
    async fn post_authenticated(
        &self,
        issuer: &Issuer,
        endpoint: &Url,
        form: Vec<(&str, String)>,
    ) -> Result<reqwest::Response, ClientError> {
        self.check_scheme(endpoint)?;
        let mut body: Vec<(String, String)> = form.into_iter().map(|(k, v)| (k.to_owned(), v)).collect();
        body.extend(self.client_authentication(issuer)?);
        self.http
            .post(endpoint.as_str())
            .header(http::header::CONTENT_TYPE, FORM)
            .body(form_body(&body))
            .send()
            .await
            .map_err(|e| crate::fetch::unreachable(endpoint, &e))
    }

    async fn token_request(&self, issuer: &Issuer, form: Vec<(&str, String)>) -> Result<Value, ClientError> {
        let endpoint = issuer.endpoint("token_endpoint")?;
        let response = self.post_authenticated(issuer, &endpoint, form).await?;
        let status = response.status().as_u16();
        let doc: Value =
            serde_json::from_slice(&crate::fetch::read_limited(response, &endpoint).await?).unwrap_or(Value::Null);
        if status != 200 {
            let error = doc.get("error").and_then(Value::as_str).unwrap_or("no error code");
            let why =
                doc.get("error_description").and_then(Value::as_str).map(|d| format!(": {d}")).unwrap_or_default();
            return Err(ClientError::SignIn(format!("the token endpoint answered HTTP {status}, {error}{why}")));
        }
        Ok(doc)
    }
}

/// Checks a token response (a Bearer token covering the requested scopes) and turns it into
/// what is stored. `old_refresh` is kept when a refresh response carries no new one.
fn read_token_response(
    issuer: &Issuer,
    doc: &Value,
    requested: &[String],
    old_refresh: Option<&String>,
) -> Result<StoredToken, ClientError> {
    let text = |k: &str| doc.get(k).and_then(Value::as_str).map(str::to_owned);
    let access_token =
        text("access_token").ok_or_else(|| ClientError::SignIn("the token response has no access_token".into()))?;
    let token_type = text("token_type").unwrap_or_default();
    if !token_type.eq_ignore_ascii_case("bearer") {
        return Err(ClientError::SignIn(format!(
            "the token is of type `{token_type}`; UCP tokens are Bearer tokens (poppy-ucp-extension §4)"
        )));
    }
    // RFC 6749 §5.1: no `scope` means exactly what was requested.
    let scopes: Vec<String> = match text("scope") {
        Some(s) => s.split_whitespace().map(str::to_owned).collect(),
        None => requested.to_vec(),
    };
    let missing: Vec<&String> = requested.iter().filter(|s| !scopes.contains(s)).collect();
    if !missing.is_empty() {
        return Err(ClientError::SignIn(format!(
            "the issuer granted {}, without {}",
            if scopes.is_empty() { "no scope".to_owned() } else { scopes.join(" ") },
            missing.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(" ")
        )));
    }
    let expires_at = doc.get("expires_in").and_then(Value::as_i64).map(|s| jiff::Timestamp::now().as_second() + s);
    Ok(StoredToken {
        issuer: issuer.issuer.clone(),
        resource: issuer.resource.clone(),
        access_token,
        token_type,
        refresh_token: text("refresh_token").or_else(|| old_refresh.cloned()),
        expires_at,
        scopes,
    })
}

/// Accepts connections on the loopback listener until one is the redirect (`GET /callback?…`),
/// answers it with a page the user can close, and returns its query parameters.
async fn receive_redirect(listener: &tokio::net::TcpListener) -> Result<HashMap<String, String>, ClientError> {
    loop {
        let (mut stream, _) = listener.accept().await.map_err(|e| ClientError::SignIn(e.to_string()))?;
        let mut buffer = vec![0u8; 8192];
        let mut read = 0;
        while read < buffer.len() && !buffer[..read].windows(4).any(|w| w == b"\r\n\r\n") {
            match tokio::time::timeout(Duration::from_secs(10), stream.read(&mut buffer[read..])).await {
                Ok(Ok(0)) | Err(_) | Ok(Err(_)) => break,
                Ok(Ok(n)) => read += n,
            }
        }
        let head = String::from_utf8_lossy(&buffer[..read]).into_owned();
        let target = head.lines().next().and_then(|l| l.strip_prefix("GET ")).and_then(|l| l.split(' ').next());
        let Some(target) = target.filter(|t| t.starts_with("/callback")) else {
            let _ = stream.write_all(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n").await;
            continue;
        };
        let url = Url::parse(&format!("http://127.0.0.1{target}")).map_err(|e| ClientError::SignIn(e.to_string()))?;
        let params: HashMap<String, String> = url.query_pairs().into_owned().collect();
        let page = if params.contains_key("code") {
            "Signed in. You can close this window and return to your agent."
        } else {
            "Sign-in did not complete. You can close this window; your agent says why."
        };
        let body = format!("<!doctype html><meta charset=utf-8><title>Concierge</title><p>{page}</p>");
        let reply = format!(
            "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\nCache-Control: no-store\r\n\r\n{body}",
            body.len()
        );
        let _ = stream.write_all(reply.as_bytes()).await;
        return Ok(params);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn issuer() -> Issuer {
        Issuer { issuer: "https://auth.example".into(), resource: "https://shop.example".into(), metadata: json!({}) }
    }

    #[test]
    fn token_responses_must_be_bearer_and_cover_the_requested_scopes() {
        let ok = read_token_response(&issuer(), &json!({"access_token": "a", "token_type": "bearer", "scope": "x y", "refresh_token": "r", "expires_in": 60}), &["x".into()], None).unwrap();
        assert_eq!((ok.scopes.len(), ok.refresh_token.as_deref()), (2, Some("r")));
        let dpop =
            read_token_response(&issuer(), &json!({"access_token": "a", "token_type": "DPoP"}), &[], None).unwrap_err();
        assert!(dpop.to_string().contains("Bearer"), "{dpop}");
        let short = read_token_response(
            &issuer(),
            &json!({"access_token": "a", "token_type": "Bearer", "scope": "y"}),
            &["x".into()],
            None,
        )
        .unwrap_err();
        assert!(short.to_string().contains("without x"), "{short}");
        let implied = read_token_response(
            &issuer(),
            &json!({"access_token": "a", "token_type": "Bearer"}),
            &["x".into()],
            Some(&"old".into()),
        )
        .unwrap();
        assert_eq!((implied.scopes, implied.refresh_token.as_deref()), (vec!["x".to_owned()], Some("old")));
    }
}
