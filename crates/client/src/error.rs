//! What can go wrong when an agent talks to a business, and how each failure reads.
//!
//! A failure the business reports is a [`UcpFailure`]: read as UCP defines it — the HTTP status
//! first, then the JSON-RPC error (MCP) or the UCP body (REST) — so its UCP `code` survives
//! whatever the transport (several MCP SDKs drop the code of an error sent with a non-200
//! status; this client never does).

use serde_json::Value;

/// Every error the client returns.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    /// The business answered with a UCP error.
    #[error("{0}")]
    Ucp(Box<UcpFailure>),
    /// The business could not be reached, or did not answer in time.
    #[error("could not reach {url}: {reason}")]
    Unreachable {
        /// What was being fetched.
        url: String,
        /// Why, in words.
        reason: String,
    },
    /// Discovery found something that breaks the Personal Agent Protocol's or UCP's rules, so
    /// the business's documents cannot be used.
    #[error("discovery: {0}")]
    Discovery(String),
    /// The business and this agent share no version of the capability, or no transport.
    #[error("{0}")]
    Negotiation(String),
    /// The operation needs a signed-in user: sign in with these scopes, then retry.
    #[error("{operation} needs a signed-in user; sign in with the scope(s) {}", scopes.join(" "))]
    SignInRequired {
        /// The operation.
        operation: String,
        /// The scopes to request (from the challenge, else the profile's `config.scopes`).
        scopes: Vec<String>,
        /// The business's failure, as sent.
        failure: Box<UcpFailure>,
    },
    /// The user is signed in but the token lacks scopes: request only these, incrementally.
    #[error("{operation} needs more access; request the missing scope(s) {}", missing.join(" "))]
    MoreScopeRequired {
        /// The operation.
        operation: String,
        /// The scopes the token lacks.
        missing: Vec<String>,
        /// The business's failure, as sent.
        failure: Box<UcpFailure>,
    },
    /// Sign-in failed.
    #[error("sign-in: {0}")]
    SignIn(String),
    /// The business answered something that is not what UCP says it answers.
    #[error("unexpected answer from {url}: {reason}")]
    Protocol {
        /// Where.
        url: String,
        /// What was wrong.
        reason: String,
    },
    /// The caller's input cannot be sent (for example a profile URL with a quote in it).
    #[error("{0}")]
    Usage(String),
    /// Local state (tokens, conversations) could not be read or written.
    #[error("local state at {path}: {reason}")]
    State {
        /// The file.
        path: String,
        /// Why.
        reason: String,
    },
}

impl ClientError {
    /// The UCP code of the business's failure, when the business reported one.
    pub fn ucp_code(&self) -> Option<&str> {
        match self {
            ClientError::Ucp(f) => Some(&f.code),
            ClientError::SignInRequired { failure, .. } | ClientError::MoreScopeRequired { failure, .. } => {
                Some(&failure.code)
            }
            _ => None,
        }
    }

    /// What a person should do next, in one sentence.
    pub fn next_step(&self) -> String {
        match self {
            ClientError::Ucp(f) => f.next_step(),
            ClientError::Unreachable { url, reason } => unreachable_next_step(url, reason),
            ClientError::Discovery(_) => {
                "The business's discovery documents are not usable; tell the business, or use another domain.".into()
            }
            ClientError::Negotiation(_) => {
                "Publish a platform profile for a version and capability the business offers (concierge agent-profile)."
                    .into()
            }
            ClientError::SignInRequired { scopes, .. } => {
                format!("Sign in (concierge login DOMAIN --scope {}) and retry.", scopes.join(" --scope "))
            }
            ClientError::MoreScopeRequired { missing, .. } => {
                format!(
                    "Grant the missing access (concierge login DOMAIN --scope {}) and retry.",
                    missing.join(" --scope ")
                )
            }
            ClientError::SignIn(_) => "Start the sign-in again (concierge login DOMAIN).".into(),
            ClientError::Protocol { .. } => "The business broke the protocol; run concierge check on it.".into(),
            ClientError::Usage(_) => "Fix the argument and retry.".into(),
            ClientError::State { .. } => "Check the state directory's permissions (--state-dir).".into(),
        }
    }
}

/// The next step for an unreachable business: on this machine, the likely fixes are to start
/// it or to use plain http; elsewhere, to check the address.
fn unreachable_next_step(url: &str, reason: &str) -> String {
    let Ok(parsed) = url::Url::parse(url) else {
        return "Check the address and that the business is up, then retry.".into();
    };
    let place = crate::discovery::host_and_port(&parsed);
    if !crate::discovery::is_loopback(&parsed) {
        return format!("Check the address ({place}) and that the business is up, then retry.");
    }
    if parsed.scheme() == "https" && reason.contains("TLS") {
        return format!(
            "A business on this machine usually speaks plain http: use http://{place} (or a bare {place}, which \
             means http on loopback)."
        );
    }
    if reason.contains("connection refused") {
        return format!(
            "Start the business on this machine (concierge serve) or check the port of {place}, then retry."
        );
    }
    format!("Check that the business on this machine is up at {place}, then retry.")
}

impl From<UcpFailure> for ClientError {
    fn from(f: UcpFailure) -> Self {
        ClientError::Ucp(Box::new(f))
    }
}

/// A failure the business reported, with its UCP code.
#[derive(Debug, Clone, PartialEq)]
pub struct UcpFailure {
    /// The HTTP status (UCP's primary signal).
    pub status: u16,
    /// The UCP code (`invalid_profile_url`, `identity_required`, …); `http_<status>` when the
    /// body carried none.
    pub code: String,
    /// The business's message.
    pub content: String,
    /// The JSONPath of the offending request member, when given.
    pub path: Option<String>,
    /// The JSON-RPC error code, over MCP.
    pub jsonrpc_code: Option<i64>,
    /// The `WWW-Authenticate` challenge, when sent.
    pub challenge: Option<Challenge>,
    /// Seconds to wait before retrying (`Retry-After`), when sent.
    pub retry_after: Option<u64>,
    /// Where a person can continue (`continue_url`), when sent.
    pub continue_url: Option<String>,
}

impl std::fmt::Display for UcpFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the business refused the request: {} (HTTP {}", self.code, self.status)?;
        if let Some(code) = self.jsonrpc_code {
            write!(f, ", JSON-RPC {code}")?;
        }
        write!(f, "): {}", self.content)
    }
}

impl UcpFailure {
    /// What to do about it.
    pub fn next_step(&self) -> String {
        match self.code.as_str() {
            "invalid_profile_url" | "profile_unreachable" | "profile_malformed" => {
                "The business could not use this agent's platform profile: publish it where the business can fetch it (concierge agent-profile), then retry.".into()
            }
            "version_unsupported" | "capabilities_incompatible" => {
                "Publish a platform profile for a UCP version the business supports (see concierge discover).".into()
            }
            "identity_required" | "insufficient_scope" => "Sign in (concierge login DOMAIN) and retry.".into(),
            "invalid_session" => "The Poppy-Session header was refused; fix the agent's session keys before retrying.".into(),
            "session_ended" => "The session ended; start a new one and retry.".into(),
            "rate_limited" | "unavailable" => match self.retry_after {
                Some(s) => format!("Retry in {s} s."),
                None => "Retry later.".into(),
            },
            "invalid_request" | "invalid_header" | "unsupported_filter" | "distance_limit_exceeded" => match &self.path {
                Some(p) => format!("Fix {p} and retry."),
                None => "Fix the request and retry.".into(),
            },
            _ if self.status >= 500 => "The business failed; retry later.".into(),
            _ => "See the business's message above.".into(),
        }
    }

    /// Reads a failure from a response: the status, `WWW-Authenticate`, `Retry-After`, and the
    /// body — a JSON-RPC error (`error.data` holds the UCP details), a UCP `error_response`
    /// (`messages[]`), or UCP's discovery shape (`{code, content}`).
    pub fn from_response(status: u16, headers: &http::HeaderMap, body: &[u8]) -> UcpFailure {
        let challenge =
            headers.get(http::header::WWW_AUTHENTICATE).and_then(|v| v.to_str().ok()).and_then(Challenge::parse);
        let retry_after =
            headers.get(http::header::RETRY_AFTER).and_then(|v| v.to_str().ok()).and_then(|v| v.trim().parse().ok());
        let mut failure = UcpFailure {
            status,
            code: format!("http_{status}"),
            content: String::new(),
            path: None,
            jsonrpc_code: None,
            challenge,
            retry_after,
            continue_url: None,
        };
        let Ok(doc) = serde_json::from_slice::<Value>(body) else {
            failure.content = String::from_utf8_lossy(&body[..body.len().min(300)]).into_owned();
            if let Some(c) = &failure.challenge {
                failure.code = c.ucp_code().to_owned();
            }
            return failure;
        };
        failure.read_body(&doc);
        if let (true, Some(c)) = (failure.code.starts_with("http_"), &failure.challenge) {
            failure.code = c.ucp_code().to_owned();
        }
        failure
    }

    /// Fills code, content, path and continue_url from a JSON body of any of UCP's shapes.
    pub(crate) fn read_body(&mut self, doc: &Value) {
        if let Some(error) = doc.get("error").filter(|e| e.is_object()) {
            self.jsonrpc_code = error.get("code").and_then(Value::as_i64);
            if let Some(m) = error.get("message").and_then(Value::as_str) {
                self.content = m.to_owned();
            }
            if let Some(data) = error.get("data") {
                self.read_body(data);
                if self.retry_after.is_none() {
                    self.retry_after = data.get("retry_after").and_then(Value::as_u64);
                }
            }
            if let (true, Some(code)) = (self.code.starts_with("http_"), self.jsonrpc_code) {
                self.code = format!("jsonrpc_{code}");
            }
            return;
        }
        if let Some(message) = doc
            .get("messages")
            .and_then(Value::as_array)
            .and_then(|ms| ms.iter().find(|m| m.get("type").and_then(Value::as_str) == Some("error")))
        {
            self.read_message(message);
            return;
        }
        if doc.get("code").is_some() {
            self.read_message(doc);
            if let Some(u) = doc.get("continue_url").and_then(Value::as_str) {
                self.continue_url = Some(u.to_owned());
            }
        }
    }

    fn read_message(&mut self, m: &Value) {
        if let Some(code) = m.get("code").and_then(Value::as_str) {
            self.code = code.to_owned();
        }
        if let Some(content) = m.get("content").and_then(Value::as_str) {
            self.content = content.to_owned();
        }
        if let Some(path) = m.get("path").and_then(Value::as_str) {
            self.path = Some(path.to_owned());
        }
    }
}

/// A `WWW-Authenticate: Bearer …` challenge (RFC 6750 §3, RFC 9728 §5.1).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Challenge {
    /// `realm`.
    pub realm: Option<String>,
    /// `error` (`invalid_token`, `insufficient_scope`).
    pub error: Option<String>,
    /// `scope`, split on spaces.
    pub scopes: Vec<String>,
    /// `resource_metadata`: the protected resource metadata URL.
    pub resource_metadata: Option<String>,
}

impl Challenge {
    /// Parses a Bearer challenge; `None` for any other scheme.
    pub fn parse(header: &str) -> Option<Challenge> {
        let rest = header.trim().strip_prefix("Bearer").or_else(|| header.trim().strip_prefix("bearer"))?;
        let mut challenge = Challenge::default();
        for (name, value) in auth_params(rest) {
            match name.to_ascii_lowercase().as_str() {
                "realm" => challenge.realm = Some(value),
                "error" => challenge.error = Some(value),
                "scope" => challenge.scopes = value.split_whitespace().map(str::to_owned).collect(),
                "resource_metadata" => challenge.resource_metadata = Some(value),
                _ => {}
            }
        }
        Some(challenge)
    }

    /// The UCP code this challenge stands for.
    pub fn ucp_code(&self) -> &'static str {
        if self.error.as_deref() == Some("insufficient_scope") { "insufficient_scope" } else { "identity_required" }
    }
}

/// `name=value` or `name="quoted value"` pairs separated by commas (RFC 9110 §11.2).
fn auth_params(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    loop {
        while chars.peek().is_some_and(|c| c.is_whitespace() || *c == ',') {
            chars.next();
        }
        let name: String = std::iter::from_fn(|| chars.next_if(|c| *c != '=' && *c != ',')).collect();
        if name.trim().is_empty() || chars.next() != Some('=') {
            return out;
        }
        let mut value = String::new();
        if chars.peek() == Some(&'"') {
            chars.next();
            while let Some(c) = chars.next() {
                match c {
                    '\\' => value.extend(chars.next()),
                    '"' => break,
                    c => value.push(c),
                }
            }
        } else {
            value = std::iter::from_fn(|| chars.next_if(|c| *c != ',')).collect::<String>().trim().to_owned();
        }
        out.push((name.trim().to_owned(), value));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn challenges_are_read_with_quoted_and_bare_values() {
        let c = Challenge::parse(
            r#"Bearer realm="https://auth.example", error="insufficient_scope", scope="a:read b:write", resource_metadata="https://x.example/.well-known/oauth-protected-resource""#,
        )
        .unwrap();
        assert_eq!(c.realm.as_deref(), Some("https://auth.example"));
        assert_eq!(c.scopes, ["a:read", "b:write"]);
        assert_eq!(c.ucp_code(), "insufficient_scope");
        assert_eq!(c.resource_metadata.as_deref(), Some("https://x.example/.well-known/oauth-protected-resource"));
        let bare = Challenge::parse("Bearer error=invalid_token").unwrap();
        assert_eq!(bare.error.as_deref(), Some("invalid_token"));
        assert_eq!(bare.ucp_code(), "identity_required");
        assert!(Challenge::parse("Basic realm=x").is_none());
    }

    #[test]
    fn an_mcp_error_with_a_non_200_status_keeps_its_ucp_code() {
        let body = br#"{"jsonrpc":"2.0","id":3,"error":{"code":-32001,"message":"UCP discovery failed","data":{"code":"version_unsupported","content":"no","continue_url":"https://b.example"}}}"#;
        let f = UcpFailure::from_response(422, &http::HeaderMap::new(), body);
        assert_eq!((f.status, f.code.as_str(), f.jsonrpc_code), (422, "version_unsupported", Some(-32001)));
        assert_eq!(f.continue_url.as_deref(), Some("https://b.example"));
    }

    #[test]
    fn rest_error_bodies_of_both_shapes_are_read() {
        let body = br#"{"ucp":{"version":"v","status":"error"},"messages":[{"type":"warning","code":"w","content":"x"},{"type":"error","code":"invalid_request","content":"$.distance.max: bad","path":"$.distance.max"}]}"#;
        let f = UcpFailure::from_response(400, &http::HeaderMap::new(), body);
        assert_eq!((f.code.as_str(), f.path.as_deref()), ("invalid_request", Some("$.distance.max")));
        let f = UcpFailure::from_response(
            424,
            &http::HeaderMap::new(),
            br#"{"code":"profile_unreachable","content":"404"}"#,
        );
        assert_eq!(f.code, "profile_unreachable");
    }

    #[test]
    fn a_body_without_a_code_falls_back_to_the_challenge_then_the_status() {
        let mut headers = http::HeaderMap::new();
        headers.insert(http::header::WWW_AUTHENTICATE, "Bearer realm=\"r\"".parse().unwrap());
        headers.insert(http::header::RETRY_AFTER, "7".parse().unwrap());
        let f = UcpFailure::from_response(401, &headers, b"not json");
        assert_eq!((f.code.as_str(), f.retry_after), ("identity_required", Some(7)));
        let f = UcpFailure::from_response(502, &http::HeaderMap::new(), b"<html>");
        assert_eq!(f.code, "http_502");
    }
}
