//! The floor for `scripts/bench-http`: a bare axum 0.8 server answering each route with fixed
//! bytes (status, headers and body captured from a real Concierge response), so that a wrk run
//! against it measures what HTTP alone costs on this machine, in the same run as Concierge.
//!
//! ```sh
//! cargo build --release -p concierge-http --example floor
//! target/release/examples/floor ROUTES.json
//! ```
//!
//! `ROUTES.json` is `[{"method": "GET", "path": "/k/discovery", "status": 200,
//! "headers": [["content-type", "application/json"], …], "body": "…"}, …]`. The server binds
//! `127.0.0.1:0`, prints `listening on http://127.0.0.1:PORT` on stdout, and serves on the
//! default multi-threaded runtime (one worker per core, as `concierge serve` does) until killed.

use std::process::ExitCode;

use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode};
use axum::routing::on;
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
    #[error("usage: floor ROUTES.json")]
    Usage,
    #[error("reading the routes: {0}")]
    Read(#[from] std::io::Error),
    #[error("the routes are not valid JSON: {0}")]
    Json(#[from] serde_json::Error),
    #[error("route {path}: {what}")]
    Route { path: String, what: String },
}

fn router(routes: Vec<Route>) -> Result<axum::Router, FloorError> {
    let mut router = axum::Router::new();
    for route in routes {
        let bad = |what: String| FloorError::Route { path: route.path.clone(), what };
        let method = Method::from_bytes(route.method.as_bytes()).map_err(|e| bad(e.to_string()))?;
        let filter = axum::routing::MethodFilter::try_from(method).map_err(|e| bad(e.to_string()))?;
        let status = StatusCode::from_u16(route.status).map_err(|e| bad(e.to_string()))?;
        let mut headers = HeaderMap::new();
        for (name, value) in &route.headers {
            let name = HeaderName::from_bytes(name.as_bytes()).map_err(|e| bad(e.to_string()))?;
            let value = HeaderValue::from_str(value).map_err(|e| bad(e.to_string()))?;
            headers.append(name, value);
        }
        let body = Bytes::from(route.body);
        router = router.route(&route.path, on(filter, move || async move { (status, headers, body) }));
    }
    Ok(router)
}

async fn serve(routes: Vec<Route>) -> Result<(), FloorError> {
    let app = router(routes)?;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    println!("listening on http://{}", listener.local_addr()?);
    axum::serve(listener, app).await?;
    Ok(())
}

fn run() -> Result<(), FloorError> {
    let path = std::env::args().nth(1).ok_or(FloorError::Usage)?;
    let routes: Vec<Route> = serde_json::from_str(&std::fs::read_to_string(path)?)?;
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(serve(routes))
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
