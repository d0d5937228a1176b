//! The authorization endpoint (RFC 6749 §4.1.1, RFC 7636, RFC 8707, RFC 9207): checks the
//! request, shows a consent page, and redirects back to the client with a code or an error.
//!
//! Requests that cannot be trusted to redirect (an unknown client, a `redirect_uri` that is not
//! loopback) get an error page, never a redirect (RFC 6749 §4.1.2.1). It signs no one in with a
//! password: the consent page asks who is signing in, and believes the answer.

use std::collections::BTreeSet;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};

use concierge_core::untrusted::escape_html;

use super::memory::Pending;
use super::{Params, Shared, real_now};

/// `GET /oauth/authorize`.
pub(super) async fn authorize_get(State(shared): State<Arc<Shared>>, RawQuery(query): RawQuery) -> Response {
    let params = match Params::parse(query.as_deref().unwrap_or_default().as_bytes()) {
        Ok(params) => params,
        Err(name) => return error_page(&format!("The parameter {name} is given more than once.")),
    };
    let Some(client_id) = params.get("client_id") else {
        return error_page("The request names no client (client_id).");
    };
    if !shared.settings.clients.contains_key(client_id) {
        return error_page(&format!("The client {client_id} is not registered with this issuer."));
    }
    let Some(redirect_uri) = params.get("redirect_uri") else {
        return error_page("The request has no redirect_uri.");
    };
    if !is_loopback_redirect(redirect_uri) {
        return error_page(&format!(
            "The redirect_uri {redirect_uri} is not a loopback http URI (http://127.0.0.1:PORT/…, \
             http://[::1]:PORT/… or http://localhost:PORT/…), the only kind this issuer redirects to."
        ));
    }
    let back = Redirect { shared: &shared, redirect_uri, state: params.get("state") };
    match params.get("response_type") {
        Some("code") => {}
        Some(_) => return back.error("unsupported_response_type", "only response_type=code is supported"),
        None => return back.error("invalid_request", "response_type is missing"),
    }
    let Some(code_challenge) = params.get("code_challenge") else {
        return back.error("invalid_request", "PKCE is required: code_challenge is missing");
    };
    if params.get("code_challenge_method") != Some("S256") {
        return back.error("invalid_request", "code_challenge_method must be S256");
    }
    if code_challenge.len() != 43 || !code_challenge.bytes().all(is_base64url) {
        return back.error("invalid_request", "code_challenge is not a base64url SHA-256 digest");
    }
    let scopes: BTreeSet<String> =
        params.get("scope").unwrap_or_default().split(' ').filter(|s| !s.is_empty()).map(str::to_owned).collect();
    if scopes.is_empty() {
        return back.error("invalid_scope", "the request names no scope");
    }
    if let Some(unknown) = scopes.iter().find(|s| !shared.settings.scopes.contains(s)) {
        return back.error("invalid_scope", &format!("unknown scope {unknown}"));
    }
    let resource = params.get("resource");
    if let Some(resource) = resource
        && !shared.resource_allowed(resource)
    {
        return back.error("invalid_target", "the resource is not one this issuer issues tokens for");
    }
    let handle = shared.memory().add_pending(
        client_id.to_owned(),
        redirect_uri.to_owned(),
        params.get("state").map(str::to_owned),
        scopes,
        code_challenge.to_owned(),
        resource.map(str::to_owned),
        real_now(),
    );
    let pending = shared.memory().pending(&handle, real_now()).cloned();
    match pending {
        Some(pending) => consent_page(&handle, &pending, None, StatusCode::OK),
        None => error_page("The request expired before it could be shown."),
    }
}

/// `POST /oauth/authorize`: the consent page's form.
pub(super) async fn authorize_post(State(shared): State<Arc<Shared>>, body: Bytes) -> Response {
    let params = match Params::parse(&body) {
        Ok(params) => params,
        Err(name) => return error_page(&format!("The field {name} is given more than once.")),
    };
    let handle = params.get("request").unwrap_or_default();
    let now = real_now();
    let Some(pending) = shared.memory().pending(handle, now).cloned() else {
        return error_page(
            "This sign-in request is unknown, was already answered, or has expired. Start again from the app.",
        );
    };
    let decision = params.get("decision");
    let subject = params.get("subject").map(str::trim).unwrap_or_default();
    match decision {
        Some("approve") if !is_valid_subject(subject) => {
            let problem = "Say who is signing in: 1 to 128 printable characters, no spaces.";
            return consent_page(handle, &pending, Some(problem), StatusCode::BAD_REQUEST);
        }
        Some("approve" | "deny") => {}
        _ => return consent_page(handle, &pending, Some("Choose Approve or Deny."), StatusCode::BAD_REQUEST),
    }
    let mut memory = shared.memory();
    let Some(pending) = memory.take_pending(handle, now) else {
        return error_page("This sign-in request was already answered.");
    };
    let back = Redirect { shared: &shared, redirect_uri: &pending.redirect_uri, state: pending.state.as_deref() };
    if decision == Some("deny") {
        return back.error("access_denied", "the user denied the request");
    }
    let redirect_uri = pending.redirect_uri.clone();
    let state = pending.state.clone();
    let code = memory.approve(pending, subject, now);
    drop(memory);
    Redirect { shared: &shared, redirect_uri: &redirect_uri, state: state.as_deref() }.with(&[("code", &code)])
}

/// A redirect back to the client, with `state` and `iss` (RFC 9207) added to what it carries.
struct Redirect<'a> {
    shared: &'a Shared,
    redirect_uri: &'a str,
    state: Option<&'a str>,
}

impl Redirect<'_> {
    fn error(&self, error: &str, description: &str) -> Response {
        self.with(&[("error", error), ("error_description", description)])
    }

    fn with(&self, pairs: &[(&str, &str)]) -> Response {
        let Ok(mut url) = url::Url::parse(self.redirect_uri) else {
            return error_page("The redirect_uri is not a URI.");
        };
        {
            let mut query = url.query_pairs_mut();
            for (name, value) in pairs {
                query.append_pair(name, value);
            }
            if let Some(state) = self.state {
                query.append_pair("state", state);
            }
            query.append_pair("iss", self.shared.issuer());
        }
        let Ok(location) = HeaderValue::from_str(url.as_str()) else {
            return error_page("The redirect_uri cannot be redirected to.");
        };
        (StatusCode::SEE_OTHER, [(header::LOCATION, location), (header::CACHE_CONTROL, no_store())]).into_response()
    }
}

/// A loopback redirect URI (RFC 8252 §7.3): `http`, host `127.0.0.1`, `[::1]` or `localhost`,
/// any port, no user information, no fragment (RFC 6749 §3.1.2).
fn is_loopback_redirect(uri: &str) -> bool {
    let Ok(url) = url::Url::parse(uri) else { return false };
    let loopback_host = match url.host() {
        Some(url::Host::Ipv4(ip)) => ip == std::net::Ipv4Addr::LOCALHOST,
        Some(url::Host::Ipv6(ip)) => ip == std::net::Ipv6Addr::LOCALHOST,
        Some(url::Host::Domain(name)) => name == "localhost",
        None => false,
    };
    url.scheme() == "http"
        && loopback_host
        && url.username().is_empty()
        && url.password().is_none()
        && url.fragment().is_none()
}

fn is_base64url(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

fn is_valid_subject(subject: &str) -> bool {
    (1..=128).contains(&subject.len()) && subject.bytes().all(|b| b.is_ascii_graphic())
}

fn no_store() -> HeaderValue {
    HeaderValue::from_static("no-store")
}

/// The consent page: who asks, for what, and one form to answer with.
fn consent_page(handle: &str, pending: &Pending, problem: Option<&str>, status: StatusCode) -> Response {
    let scopes: String =
        pending.scopes.iter().map(|s| format!("      <li><code>{}</code></li>\n", escape_html(s))).collect();
    let resource = match &pending.resource {
        Some(resource) => format!("  <p>For use at <code>{}</code>.</p>\n", escape_html(resource)),
        None => String::new(),
    };
    let problem = match problem {
        Some(problem) => format!("  <p role=\"alert\"><strong>{}</strong></p>\n", escape_html(problem)),
        None => String::new(),
    };
    let body = format!(
        "  <h1>Sign in</h1>\n\
         {problem}\
         \x20 <p>The application <strong><code>{client}</code></strong> asks for:</p>\n\
         \x20 <ul>\n{scopes}  </ul>\n\
         {resource}\
         \x20 <p>Scopes you granted this application before stay granted.</p>\n\
         \x20 <p>This is a development issuer: it has no passwords, and signs in whoever you name below.</p>\n\
         \x20 <form method=\"post\" action=\"/oauth/authorize\">\n\
         \x20   <input type=\"hidden\" name=\"request\" value=\"{handle}\">\n\
         \x20   <label>Signing in as <input name=\"subject\" required maxlength=\"128\" placeholder=\"b_1\"></label>\n\
         \x20   <button type=\"submit\" name=\"decision\" value=\"approve\">Approve</button>\n\
         \x20   <button type=\"submit\" name=\"decision\" value=\"deny\">Deny</button>\n\
         \x20 </form>\n",
        client = escape_html(&pending.client_id),
        handle = escape_html(handle),
    );
    page(status, "Sign in", &body)
}

/// An error shown to the user, never sent back to the client.
fn error_page(message: &str) -> Response {
    let body = format!("  <h1>Sign-in request refused</h1>\n  <p>{}</p>\n", escape_html(message));
    page(StatusCode::BAD_REQUEST, "Sign-in request refused", &body)
}

fn page(status: StatusCode, title: &str, body: &str) -> Response {
    let html = format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n  <meta charset=\"utf-8\">\n  <title>{} · development issuer</title>\n</head>\n<body>\n{body}</body>\n</html>\n",
        escape_html(title)
    );
    (
        status,
        [
            (header::CACHE_CONTROL, no_store()),
            (header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")),
            (
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static("default-src 'none'; form-action 'self'; frame-ancestors 'none'"),
            ),
        ],
        Html(html),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_redirects_only() {
        for ok in ["http://127.0.0.1:53117/cb", "http://[::1]:8/x?y=1", "http://localhost:9/", "http://127.0.0.1/cb"] {
            assert!(is_loopback_redirect(ok), "{ok}");
        }
        for bad in [
            "https://127.0.0.1:1/cb",
            "http://127.0.0.2:1/cb",
            "http://evil.example/cb",
            "http://localhost.evil.example:1/cb",
            "http://u:p@127.0.0.1:1/cb",
            "http://127.0.0.1:1/cb#frag",
            "/cb",
            "",
        ] {
            assert!(!is_loopback_redirect(bad), "{bad}");
        }
    }

    #[test]
    fn escaping() {
        assert_eq!(escape_html(r#"<a href="x">'&'</a>"#), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    }
}
