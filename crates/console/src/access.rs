//! Who may use the console: the holder of the operator token.
//!
//! - The token comes from `console.token` (usually the environment,
//!   `CONCIERGE__CONSOLE__TOKEN`), else from `console.token_file`, generated there (owner-only)
//!   at the first start ([`operator_token`]).
//! - A browser signs in once with the token and gets a session cookie: random, `HttpOnly`,
//!   `SameSite=Strict`, `Path=/console`, `Secure` when the public base URL is https. Sessions
//!   live in memory and end with the process, at sign-out or after `console.session_hours`.
//! - Every form carries the session's CSRF token, checked before anything is done; the sign-in
//!   form carries one of its own (a cookie and a field that must match).
//! - A script may send `Authorization: Bearer <token>` instead of a cookie (no ambient
//!   credential, so no CSRF token either).
//! - Without either, a page is a redirect to the sign-in form and anything else is 401.
//! - Failed sign-ins are slowed: after [`MAX_FAILURES`] in a minute, every attempt is refused
//!   until the minute is over.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::Form;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use concierge_service::config::{CONSOLE_TOKEN_MIN_CHARS, ConsoleSettings};
use serde::Deserialize;

use crate::Console;
use crate::page::{self, esc};

/// The session cookie.
pub const SESSION_COOKIE: &str = "concierge_console";
/// The sign-in form's own CSRF cookie.
pub const SIGN_IN_COOKIE: &str = "concierge_console_signin";
/// Failed sign-ins in a minute before sign-in pauses.
pub const MAX_FAILURES: u32 = 10;
/// Sessions held at once; the oldest goes first beyond it.
const MAX_SESSIONS: usize = 1024;

/// Where the operator token came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TokenSource {
    /// `console.token` (the configuration file or the environment).
    Settings,
    /// A token file: read, or `created` at this start.
    File {
        /// The file.
        path: PathBuf,
        /// Whether it was generated now.
        created: bool,
    },
}

/// Why no operator token could be had.
#[derive(Debug, thiserror::Error)]
pub enum TokenError {
    /// The token file could not be read or written.
    #[error("console.token_file {path}: {reason}")]
    File {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        reason: String,
    },
}

/// The operator token: `console.token` when set, else the one in the token file (generated
/// there when there is none). The default file is beside the SQLite database
/// (`concierge.sqlite.console-token`), else `concierge-console-token` in the working directory.
pub fn operator_token(settings: &ConsoleSettings, database_url: &str) -> Result<(String, TokenSource), TokenError> {
    if !settings.token.is_empty() {
        return Ok((settings.token.clone(), TokenSource::Settings));
    }
    let path = if settings.token_file.as_os_str().is_empty() {
        default_token_file(database_url)
    } else {
        settings.token_file.clone()
    };
    let bad = |reason: String| TokenError::File { path: path.clone(), reason };
    let created = match std::fs::read_to_string(&path) {
        Ok(_) => false,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let token = hex::encode(rand::random::<[u8; 32]>());
            match concierge_service::auth::signatures::write_private(&path, &format!("{token}\n")) {
                Ok(()) => true,
                // Another process wrote it first: use theirs.
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => false,
                Err(e) => return Err(bad(format!("could not be written: {e}"))),
            }
        }
        Err(e) => return Err(bad(format!("could not be read: {e}"))),
    };
    let text = std::fs::read_to_string(&path).map_err(|e| bad(format!("could not be read: {e}")))?;
    let token = text.trim().to_owned();
    if token.chars().count() < CONSOLE_TOKEN_MIN_CHARS || token.chars().any(char::is_whitespace) {
        return Err(bad(format!(
            "must hold one token of at least {CONSOLE_TOKEN_MIN_CHARS} characters, without spaces"
        )));
    }
    Ok((token, TokenSource::File { path, created }))
}

fn default_token_file(database_url: &str) -> PathBuf {
    match concierge_service::database::sqlite_file(database_url) {
        Some(database) => {
            let mut name = database.file_name().map(|n| n.to_os_string()).unwrap_or_default();
            name.push(".console-token");
            database.with_file_name(name)
        }
        None => Path::new("concierge-console-token").to_owned(),
    }
}

struct Session {
    csrf: String,
    started: Instant,
}

/// The token, the sessions it opened, and the sign-in throttle.
pub struct Access {
    token: String,
    sessions: Mutex<HashMap<String, Session>>,
    lifetime: Duration,
    secure: bool,
    failures: Mutex<(Instant, u32)>,
}

/// The operator, as a request proved to be: with the session's CSRF token when it came with
/// the session cookie (a bearer token needs none).
#[derive(Debug, Clone)]
pub struct Operator {
    csrf: Option<String>,
}

impl Operator {
    /// The CSRF token forms must carry (empty for a bearer token, which forms never use).
    pub(crate) fn csrf(&self) -> &str {
        self.csrf.as_deref().unwrap_or("")
    }

    /// Whether a form's `csrf` field is this session's.
    pub(crate) fn form_is_genuine(&self, sent: &str) -> bool {
        match &self.csrf {
            None => true,
            Some(expected) => same(expected.as_bytes(), sent.as_bytes()),
        }
    }
}

/// Equality in time independent of where the inputs differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

fn random_id() -> String {
    hex::encode(rand::random::<[u8; 32]>())
}

impl Access {
    /// Access by `token`; sessions last `lifetime`; cookies are `Secure` when `secure`.
    pub fn new(token: String, lifetime: Duration, secure: bool) -> Self {
        Access {
            token,
            sessions: Mutex::new(HashMap::new()),
            lifetime,
            secure,
            failures: Mutex::new((Instant::now(), 0)),
        }
    }

    /// The operator a request's credentials prove, if any.
    pub fn operator(&self, headers: &HeaderMap) -> Option<Operator> {
        if let Some(bearer) =
            headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer "))
        {
            return same(bearer.trim().as_bytes(), self.token.as_bytes()).then_some(Operator { csrf: None });
        }
        let id = cookie(headers, SESSION_COOKIE)?;
        let mut sessions = self.sessions.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let session = sessions.get(id)?;
        if session.started.elapsed() >= self.lifetime {
            sessions.remove(id);
            return None;
        }
        Some(Operator { csrf: Some(session.csrf.clone()) })
    }

    fn open_session(&self) -> String {
        let id = random_id();
        let mut sessions = self.sessions.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        sessions.retain(|_, s| s.started.elapsed() < self.lifetime);
        if sessions.len() >= MAX_SESSIONS
            && let Some(oldest) = sessions.iter().min_by_key(|(_, s)| s.started).map(|(k, _)| k.clone())
        {
            sessions.remove(&oldest);
        }
        sessions.insert(id.clone(), Session { csrf: random_id(), started: Instant::now() });
        id
    }

    fn close_session(&self, headers: &HeaderMap) {
        if let Some(id) = cookie(headers, SESSION_COOKIE) {
            self.sessions.lock().unwrap_or_else(std::sync::PoisonError::into_inner).remove(id);
        }
    }

    /// Whether sign-in is paused after too many failures; counts this attempt's failure when
    /// `failed`.
    fn throttled(&self, failed: bool) -> bool {
        let mut f = self.failures.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if f.0.elapsed() >= Duration::from_secs(60) {
            *f = (Instant::now(), 0);
        }
        if failed {
            f.1 += 1;
        }
        f.1 >= MAX_FAILURES
    }

    fn cookie(&self, name: &str, value: &str, max_age: Option<u64>) -> HeaderValue {
        let mut text = format!("{name}={value}; Path=/console; HttpOnly; SameSite=Strict");
        if let Some(secs) = max_age {
            text.push_str(&format!("; Max-Age={secs}"));
        }
        if self.secure {
            text.push_str("; Secure");
        }
        HeaderValue::from_str(&text).expect("cookie values are hex")
    }
}

/// The value of cookie `name` in a request's `Cookie` headers.
fn cookie<'h>(headers: &'h HeaderMap, name: &str) -> Option<&'h str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

/// The layer in front of every non-public route: the operator, or a refusal.
pub(crate) async fn require_operator(State(console): State<Console>, mut request: Request, next: Next) -> Response {
    match console.access().operator(request.headers()) {
        Some(operator) => {
            request.extensions_mut().insert(operator);
            next.run(request).await
        }
        None if request.method() == Method::GET && !request.uri().path().ends_with(".csv") => {
            (StatusCode::SEE_OTHER, [(header::LOCATION, "/console/login")]).into_response()
        }
        None => (
            StatusCode::UNAUTHORIZED,
            [(header::WWW_AUTHENTICATE, "Bearer realm=\"concierge-console\"")],
            "Sign in to the console first (or send Authorization: Bearer <operator token>).\n",
        )
            .into_response(),
    }
}

/// `GET /console/login`.
pub(crate) async fn sign_in_form(State(console): State<Console>) -> Response {
    sign_in_page(&console, StatusCode::OK, None)
}

fn sign_in_page(console: &Console, status: StatusCode, problem: Option<&str>) -> Response {
    let nonce = random_id();
    let mut body = String::new();
    body.push_str("<h1>Sign in</h1>");
    if let Some(problem) = problem {
        body.push_str(&format!("<p class=\"problem\" role=\"alert\" id=\"sign-in-problem\">{}</p>", esc(problem)));
    }
    body.push_str(&format!(
        "<form method=\"post\" action=\"/console/login\" id=\"login\" class=\"stack\">\
         <input type=\"hidden\" name=\"signin\" value=\"{nonce}\">\
         <label for=\"token\">Operator token</label>\
         <input type=\"password\" id=\"token\" name=\"token\" autocomplete=\"current-password\" required>\
         <button type=\"submit\" id=\"login-submit\">Sign in</button></form>\
         <p class=\"hint\">The token is in <code>console.token</code>, or in the token file the server named when \
         it started.</p>"
    ));
    let mut response = page::bare("Sign in", &body, status);
    response.headers_mut().append(header::SET_COOKIE, console.access().cookie(SIGN_IN_COOKIE, &nonce, Some(600)));
    response
}

#[derive(Deserialize)]
pub(crate) struct SignInForm {
    #[serde(default)]
    token: String,
    #[serde(default)]
    signin: String,
}

/// `POST /console/login`.
pub(crate) async fn sign_in(
    State(console): State<Console>,
    headers: HeaderMap,
    Form(form): Form<SignInForm>,
) -> Response {
    let access = console.access();
    if access.throttled(false) {
        return sign_in_page(&console, StatusCode::TOO_MANY_REQUESTS, Some("Too many failed sign-ins: wait a minute."));
    }
    let genuine =
        cookie(&headers, SIGN_IN_COOKIE).is_some_and(|c| !c.is_empty() && same(c.as_bytes(), form.signin.as_bytes()));
    if !genuine {
        return sign_in_page(&console, StatusCode::FORBIDDEN, Some("The sign-in form expired: sign in again."));
    }
    if !same(form.token.trim().as_bytes(), access.token.as_bytes()) {
        access.throttled(true);
        tracing::warn!("console sign-in refused: wrong token");
        return sign_in_page(&console, StatusCode::UNAUTHORIZED, Some("That is not the operator token."));
    }
    let id = access.open_session();
    tracing::info!("console sign-in");
    let mut response = (StatusCode::SEE_OTHER, [(header::LOCATION, "/console/")]).into_response();
    let h = response.headers_mut();
    h.append(header::SET_COOKIE, access.cookie(SESSION_COOKIE, &id, Some(access.lifetime.as_secs())));
    h.append(header::SET_COOKIE, access.cookie(SIGN_IN_COOKIE, "", Some(0)));
    response
}

#[derive(Deserialize)]
pub(crate) struct CsrfForm {
    #[serde(default)]
    csrf: String,
}

/// `POST /console/logout`.
pub(crate) async fn sign_out(
    State(console): State<Console>,
    axum::Extension(operator): axum::Extension<Operator>,
    headers: HeaderMap,
    Form(form): Form<CsrfForm>,
) -> Response {
    if !operator.form_is_genuine(&form.csrf) {
        return page::forbidden_form();
    }
    console.access().close_session(&headers);
    let mut response = (StatusCode::SEE_OTHER, [(header::LOCATION, "/console/login")]).into_response();
    response.headers_mut().append(header::SET_COOKIE, console.access().cookie(SESSION_COOKIE, "", Some(0)));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_file_is_generated_once_owner_only_and_reused() {
        let dir = tempfile::tempdir().unwrap();
        let settings = ConsoleSettings { token_file: dir.path().join("t"), ..ConsoleSettings::default() };
        let (first, source) = operator_token(&settings, "sqlite::memory:").unwrap();
        assert_eq!(source, TokenSource::File { path: dir.path().join("t"), created: true });
        assert!(first.len() >= CONSOLE_TOKEN_MIN_CHARS);
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(dir.path().join("t")).unwrap().permissions().mode();
        assert_eq!(mode & 0o077, 0, "owner-only: {mode:o}");
        let (again, source) = operator_token(&settings, "sqlite::memory:").unwrap();
        assert_eq!(again, first);
        assert_eq!(source, TokenSource::File { path: dir.path().join("t"), created: false });
    }

    #[test]
    fn a_configured_token_wins_and_a_short_file_is_refused() {
        let settings = ConsoleSettings { token: "x".repeat(40), ..ConsoleSettings::default() };
        assert_eq!(operator_token(&settings, "").unwrap(), ("x".repeat(40), TokenSource::Settings));
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("t"), "short\n").unwrap();
        let settings = ConsoleSettings { token_file: dir.path().join("t"), ..ConsoleSettings::default() };
        let e = operator_token(&settings, "").unwrap_err().to_string();
        assert!(e.contains("at least 32 characters"), "{e}");
    }

    #[test]
    fn the_default_file_sits_beside_the_database() {
        assert_eq!(
            default_token_file("sqlite:///var/lib/concierge/db.sqlite?mode=rwc"),
            Path::new("/var/lib/concierge/db.sqlite.console-token")
        );
        assert_eq!(default_token_file("postgres://h/db"), Path::new("concierge-console-token"));
    }

    #[test]
    fn cookies_are_read_among_others() {
        let mut h = HeaderMap::new();
        h.append(header::COOKIE, HeaderValue::from_static("a=1; concierge_console=abc"));
        h.append(header::COOKIE, HeaderValue::from_static("concierge_console_signin=n"));
        assert_eq!(cookie(&h, SESSION_COOKIE), Some("abc"));
        assert_eq!(cookie(&h, SIGN_IN_COOKIE), Some("n"));
        assert_eq!(cookie(&h, "b"), None);
    }

    #[test]
    fn sessions_expire_and_bearer_tokens_must_match_exactly() {
        let access = Access::new("t".repeat(40), Duration::from_millis(30), false);
        let id = access.open_session();
        let mut h = HeaderMap::new();
        h.insert(header::COOKIE, HeaderValue::from_str(&format!("{SESSION_COOKIE}={id}")).unwrap());
        let operator = access.operator(&h).expect("a fresh session");
        assert!(!operator.form_is_genuine("") && !operator.form_is_genuine("nope"));
        assert!(operator.form_is_genuine(operator.csrf()));
        std::thread::sleep(Duration::from_millis(40));
        assert!(access.operator(&h).is_none(), "expired");
        let bearer = |v: &str| {
            let mut h = HeaderMap::new();
            h.insert(header::AUTHORIZATION, HeaderValue::from_str(v).unwrap());
            access.operator(&h).is_some()
        };
        assert!(bearer(&format!("Bearer {}", "t".repeat(40))));
        assert!(!bearer(&format!("Bearer {}", "t".repeat(39))));
        assert!(!bearer(&format!("Basic {}", "t".repeat(40))));
    }

    #[test]
    fn sign_in_pauses_after_repeated_failures() {
        let access = Access::new("t".repeat(40), Duration::from_secs(60), false);
        for _ in 0..MAX_FAILURES - 1 {
            assert!(!access.throttled(true));
        }
        assert!(access.throttled(true));
        assert!(access.throttled(false));
    }
}
