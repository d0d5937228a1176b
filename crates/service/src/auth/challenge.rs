//! `WWW-Authenticate: Bearer …` challenges (RFC 6750 §3, RFC 9728 §5.1), as UCP identity
//! linking specifies them: `realm` is the issuer, `resource_metadata` points at the protected
//! resource metadata of the endpoint that was called, `scope` names the full required set.

/// One challenge's parameters.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Challenge<'a> {
    /// The issuer (or, with no issuer, this server's origin).
    pub realm: &'a str,
    /// `invalid_token` or `insufficient_scope`; absent when no token was sent.
    pub error: Option<&'a str>,
    /// A short reason, for developers.
    pub description: Option<&'a str>,
    /// The scopes required, space-separated.
    pub scope: Option<String>,
    /// The URL of the protected resource metadata for the endpoint.
    pub resource_metadata: &'a str,
}

impl Challenge<'_> {
    /// The header value.
    pub fn header_value(&self) -> String {
        let mut out = format!("Bearer realm=\"{}\"", quoted(self.realm));
        if let Some(e) = self.error {
            out.push_str(&format!(", error=\"{}\"", quoted(e)));
        }
        if let Some(d) = self.description {
            out.push_str(&format!(", error_description=\"{}\"", quoted(d)));
        }
        if let Some(s) = &self.scope {
            out.push_str(&format!(", scope=\"{}\"", quoted(s)));
        }
        out.push_str(&format!(", resource_metadata=\"{}\"", quoted(self.resource_metadata)));
        out
    }
}

/// A quoted-string body: RFC 6750 allows printable ASCII except `"` and `\` in its values.
fn quoted(value: &str) -> String {
    value.chars().map(|c| if c == '"' || c == '\\' || !(' '..='~').contains(&c) { '\'' } else { c }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_every_parameter_in_order() {
        let c = Challenge {
            realm: "https://auth.example",
            error: Some("insufficient_scope"),
            description: None,
            scope: Some("dev.ucp.common.ask:read".into()),
            resource_metadata: "https://shop.example/.well-known/oauth-protected-resource/ucp/mcp",
        };
        assert_eq!(
            c.header_value(),
            "Bearer realm=\"https://auth.example\", error=\"insufficient_scope\", scope=\"dev.ucp.common.ask:read\", \
             resource_metadata=\"https://shop.example/.well-known/oauth-protected-resource/ucp/mcp\""
        );
    }

    #[test]
    fn quotes_cannot_break_out() {
        let c =
            Challenge { realm: "r", description: Some("bad \"kid\"\n"), resource_metadata: "m", ..Default::default() };
        assert_eq!(c.header_value(), "Bearer realm=\"r\", error_description=\"bad 'kid''\", resource_metadata=\"m\"");
    }
}
