//! Small businesses on real loopback HTTP for the client's tests, and agents to call them with.

#![allow(dead_code, unreachable_pub)]

use std::sync::Arc;

use axum::Router;
use axum::routing::get;
use concierge_client::{Agent, Client, ClientOptions, PlatformProfile, State};
use serde_json::json;

/// Serves `router` on 127.0.0.1 (any port); its `host:port`.
pub async fn serve(router: Router) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = format!("127.0.0.1:{}", listener.local_addr().unwrap().port());
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    addr
}

/// A business at UCP `version` offering `capability` over `transport`, its `dev.ucp.common`
/// endpoint at `endpoint` (a path served by `routes`), with its profile at `/.well-known/ucp`;
/// its `host:port`.
pub async fn business(
    version: &'static str,
    capability: &'static str,
    transport: &'static str,
    endpoint: &'static str,
    routes: Router,
) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = format!("127.0.0.1:{}", listener.local_addr().unwrap().port());
    let advertised = Arc::new(format!("http://{addr}{endpoint}"));
    let profile = get(move || {
        let advertised = advertised.clone();
        async move {
            axum::Json(json!({"ucp": {"version": version, "services": {"dev.ucp.common": [
                {"version": version, "transport": transport, "endpoint": *advertised}]},
                "capabilities": {capability: [{"version": version}]}, "payment_handlers": {}}}))
        }
    });
    let router = routes.route("/.well-known/ucp", profile);
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    addr
}

/// An agent with one platform profile, at `version` with `capability`, and no key.
pub fn agent(version: &str, capability: &str) -> Agent {
    Agent::with_profiles(vec![PlatformProfile {
        url: format!("https://agent.example/{version}.json"),
        document: json!({"ucp": {"version": version, "capabilities": {capability: [{"version": version}]}}}),
    }])
}

/// A client for `agent` that may use plain http on loopback, with its memory in process.
pub fn client(agent: Agent) -> Client {
    let options = ClientOptions { allow_insecure_loopback: true, ..ClientOptions::default() };
    Client::new(agent, options, State::in_memory()).unwrap()
}
