//! The floor for `scripts/bench-http`: a bare axum 0.8 server answering each route with fixed
//! bytes (status, headers and body captured from a real Concierge response), so that a wrk run
//! against it measures what HTTP alone costs on this machine, in the same run as Concierge.
//!
//! With `--sign` it is the *signed floor*: each response Concierge had signed is signed again
//! for every request, as Concierge signs it (`Content-Digest` over the body, then an RFC 9421
//! signature by [`concierge_auth::httpsig::sign_response`], ES256 by default or `--sign EdDSA`,
//! with a key made at start). It answers how fast any server can go on this machine while it
//! signs every response: the bound that signing alone puts on a signed operation's ratio to
//! the floor.
//!
//! ```sh
//! cargo build --release -p concierge-http --example floor
//! target/release/examples/floor ROUTES.json [--sign [ES256|EdDSA]]
//! ```
//!
//! `ROUTES.json` is `[{"method": "GET", "path": "/k/discovery", "status": 200,
//! "headers": [["content-type", "application/json"], …], "body": "…"}, …]`. The server binds
//! `127.0.0.1:0`, prints `listening on http://127.0.0.1:PORT` on stdout, and serves on the
//! default multi-threaded runtime (one worker per core) until killed.

use std::process::ExitCode;
use std::sync::Arc;

use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode};
use axum::routing::on;
use concierge_auth::SigningKey;
use concierge_auth::httpsig::{ResponseParts, sign_response};
use serde::Deserialize;

/// One fixed response.
#[derive(Deserialize)]
struct Route {
    method: String,
    path: String,
    status: u16,
    headers: Vec<(String, String)>,
    body: String,
}

/// Why the floor could not start.
#[derive(Debug, thiserror::Error)]
enum FloorError {
    #[error("usage: floor ROUTES.json [--sign [ES256|EdDSA]]")]
    Usage,
    #[error("reading the routes: {0}")]
    Read(#[from] std::io::Error),
    #[error("the routes are not valid JSON: {0}")]
    Json(#[from] serde_json::Error),
    #[error("route {path}: {what}")]
    Route { path: String, what: String },
}

/// The headers a signature adds: dropped from a captured response that the signed floor signs
/// afresh.
const SIGNATURE_HEADERS: [&str; 3] = ["content-digest", "signature-input", "signature"];

/// One route's answer: the captured response, or with `signer` a freshly signed copy of it.
fn answer(
    status: StatusCode,
    mut headers: HeaderMap,
    body: Bytes,
    signer: Option<&SigningKey>,
) -> (StatusCode, HeaderMap, Bytes) {
    if let Some(key) = signer {
        let digest = concierge_auth::digest::content_digest(&body);
        headers.insert("content-digest", HeaderValue::from_str(&digest).expect("digests are ASCII"));
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        let created = i64::try_from(now).unwrap_or(i64::MAX);
        let (input, signature) =
            sign_response(&ResponseParts { status: status.as_u16(), headers: &headers }, key, created);
        headers.insert("signature-input", HeaderValue::from_str(&input).expect("signature inputs are ASCII"));
        headers.insert("signature", HeaderValue::from_str(&signature).expect("signatures are ASCII"));
    }
    (status, headers, body)
}

fn router(routes: Vec<Route>, key: Option<Arc<SigningKey>>) -> Result<axum::Router, FloorError> {
    let mut router = axum::Router::new();
    for route in routes {
        let bad = |what: String| FloorError::Route { path: route.path.clone(), what };
        let method = Method::from_bytes(route.method.as_bytes()).map_err(|e| bad(e.to_string()))?;
        let filter = axum::routing::MethodFilter::try_from(method).map_err(|e| bad(e.to_string()))?;
        let status = StatusCode::from_u16(route.status).map_err(|e| bad(e.to_string()))?;
        // Only what Concierge signed is signed here.
        let signed = route.headers.iter().any(|(name, _)| name.eq_ignore_ascii_case("signature"));
        let signer = key.clone().filter(|_| signed);
        let mut headers = HeaderMap::new();
        for (name, value) in &route.headers {
            let name = HeaderName::from_bytes(name.as_bytes()).map_err(|e| bad(e.to_string()))?;
            if signer.is_some() && SIGNATURE_HEADERS.contains(&name.as_str()) {
                continue;
            }
            let value = HeaderValue::from_str(value).map_err(|e| bad(e.to_string()))?;
            headers.append(name, value);
        }
        let body = Bytes::from(route.body);
        // axum hands each request its own copy of the handler, so the headers and body move
        // into the answer without another copy.
        router = router
            .route(&route.path, on(filter, move || async move { answer(status, headers, body, signer.as_deref()) }));
    }
    Ok(router)
}

async fn serve(routes: Vec<Route>, key: Option<Arc<SigningKey>>) -> Result<(), FloorError> {
    let app = router(routes, key)?;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    println!("listening on http://{}", listener.local_addr()?);
    axum::serve(listener, app).await?;
    Ok(())
}

fn run() -> Result<(), FloorError> {
    let mut args = std::env::args().skip(1);
    let path = args.next().ok_or(FloorError::Usage)?;
    let key = match (args.next().as_deref(), args.next().as_deref()) {
        (None, None) => None,
        (Some("--sign"), None | Some("ES256")) => Some(Arc::new(SigningKey::generate_es256("floor"))),
        (Some("--sign"), Some("EdDSA")) => Some(Arc::new(SigningKey::generate_ed25519("floor"))),
        _ => return Err(FloorError::Usage),
    };
    if args.next().is_some() {
        return Err(FloorError::Usage);
    }
    let routes: Vec<Route> = serde_json::from_str(&std::fs::read_to_string(path)?)?;
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(serve(routes, key))
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("floor: {e}");
            ExitCode::FAILURE
        }
    }
}
