//! Discovery against small businesses on real loopback HTTP: the cache honours `Cache-Control`,
//! a `poppy.json` redirect moves the business to its validated domain (whose UCP profile is then
//! used), and the issuer's documents are checked.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use axum::Router;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use concierge_client::{Agent, Client, ClientError, ClientOptions, State};
use serde_json::{Value, json};

mod common;
use common::serve;

fn profile(host: &str) -> Value {
    json!({"ucp": {"version": "2026-08-25", "services": {"dev.ucp.common": [
        {"version": "2026-08-25", "transport": "mcp", "endpoint": format!("http://{host}/ucp/mcp")}]},
        "capabilities": {}, "payment_handlers": {}}})
}

fn json_reply(doc: Value, cache: &'static str) -> Response {
    let mut headers = HeaderMap::new();
    headers.insert(header::CONTENT_TYPE, "application/json".parse().unwrap());
    headers.insert(header::CACHE_CONTROL, cache.parse().unwrap());
    (headers, doc.to_string()).into_response()
}

fn client() -> Client {
    let options = ClientOptions { allow_insecure_loopback: true, ..ClientOptions::default() };
    Client::new(Agent::default(), options, State::in_memory()).unwrap()
}

/// A business whose profile is served with `cache`, counting profile fetches.
async fn counted(cache: &'static str) -> (String, Arc<AtomicUsize>) {
    let hits = Arc::new(AtomicUsize::new(0));
    let host = Arc::new(std::sync::OnceLock::<String>::new());
    let (h, c) = (hits.clone(), host.clone());
    let router = Router::new().route(
        "/.well-known/ucp",
        get(move || {
            let (h, c) = (h.clone(), c.clone());
            async move {
                h.fetch_add(1, Ordering::SeqCst);
                json_reply(profile(c.get().map(String::as_str).unwrap_or("x")), cache)
            }
        }),
    );
    let addr = serve(router).await;
    host.set(addr.clone()).unwrap();
    (addr, hits)
}

#[tokio::test]
async fn a_fresh_profile_is_reused_and_no_store_is_fetched_every_time() {
    let (cached, cached_hits) = counted("public, max-age=300").await;
    let (uncached, uncached_hits) = counted("no-store").await;
    let client = client();
    for _ in 0..3 {
        client.discover(&cached).await.unwrap();
        client.discover(&uncached).await.unwrap();
    }
    assert_eq!(cached_hits.load(Ordering::SeqCst), 1);
    assert_eq!(uncached_hits.load(Ordering::SeqCst), 3);
}

#[tokio::test]
async fn a_poppy_redirect_moves_discovery_to_the_validated_domain() {
    // The real business, on "localhost:PORT".
    let real_host = Arc::new(std::sync::OnceLock::<String>::new());
    let h = real_host.clone();
    let h2 = real_host.clone();
    let real = serve(
        Router::new()
            .route(
                "/.well-known/poppy.json",
                get(move || {
                    let h = h.clone();
                    async move { json_reply(json!({"organization": {"name": "Real", "domain": h.get().unwrap()}, "extensions": {"ucp": {"version": "1"}}}), "max-age=60") }
                }),
            )
            .route("/.well-known/ucp", get(move || {
                let h = h2.clone();
                async move { json_reply(profile(h.get().unwrap()), "max-age=60") }
            })),
    )
    .await;
    let real_domain = real.replace("127.0.0.1", "localhost");
    real_host.set(real_domain.clone()).unwrap();
    // The old address redirects its poppy.json there, and serves a profile that must not be used.
    let target = format!("http://{real_domain}/.well-known/poppy.json");
    let old = serve(
        Router::new()
            .route("/.well-known/poppy.json", get(move || async move { Redirect::permanent(&target) }))
            .route("/.well-known/ucp", get(|| async { json_reply(profile("wrong.example"), "max-age=60") })),
    )
    .await;
    let business = client().discover(&old).await.unwrap();
    assert_eq!(business.origin.as_str(), format!("http://{real_domain}/"));
    assert_eq!(business.name(), Some("Real"));
    assert_eq!(
        business.profile.pointer("/ucp/services/dev.ucp.common/0/endpoint").unwrap(),
        &json!(format!("http://{real_domain}/ucp/mcp"))
    );
}

/// A business with sign-in whose documents are given.
async fn with_issuer(
    resource_for: fn(&str) -> String,
    issuer_says: fn(&str) -> String,
    protected: fn(&str) -> Vec<String>,
) -> String {
    let host = Arc::new(std::sync::OnceLock::<String>::new());
    let (a, b, c) = (host.clone(), host.clone(), host.clone());
    let addr = serve(
        Router::new()
            .route("/.well-known/ucp", get(move || {
                let a = a.clone();
                async move { json_reply(profile(a.get().unwrap()), "max-age=60") }
            }))
            .route("/.well-known/oauth-protected-resource", get(move || {
                let b = b.clone();
                async move {
                    let h = b.get().unwrap();
                    json_reply(json!({"resource": resource_for(h), "authorization_servers": [format!("http://{h}/issuer")]}), "max-age=60")
                }
            }))
            .route("/.well-known/oauth-authorization-server/issuer", get(move || {
                let c = c.clone();
                async move {
                    let h = c.get().unwrap();
                    json_reply(json!({"issuer": issuer_says(h), "protected_resources": protected(h)}), "max-age=60")
                }
            }))
            .fallback(|| async { StatusCode::NOT_FOUND }),
    )
    .await;
    host.set(addr.clone()).unwrap();
    addr
}

#[tokio::test]
async fn the_issuer_is_found_and_its_documents_are_checked() {
    let good =
        with_issuer(|h| format!("http://{h}"), |h| format!("http://{h}/issuer"), |h| vec![format!("http://{h}")]).await;
    let business = client().discover(&good).await.unwrap();
    let issuer = business.issuer.unwrap();
    assert_eq!(issuer.issuer, format!("http://{good}/issuer"));
    assert_eq!(issuer.resource, format!("http://{good}"));

    let other_resource =
        with_issuer(|_| "https://elsewhere.example".into(), |h| format!("http://{h}/issuer"), |_| vec![]).await;
    let e = client().discover(&other_resource).await.unwrap_err();
    assert!(e.to_string().contains("RFC 9728"), "{e}");

    let mixed_up =
        with_issuer(|h| format!("http://{h}"), |_| "https://evil.example".into(), |h| vec![format!("http://{h}")])
            .await;
    let e = client().discover(&mixed_up).await.unwrap_err();
    assert!(e.to_string().contains("RFC 8414"), "{e}");

    let unlisted = with_issuer(
        |h| format!("http://{h}"),
        |h| format!("http://{h}/issuer"),
        |_| vec!["https://other.example".into()],
    )
    .await;
    let e = client().discover(&unlisted).await.unwrap_err();
    assert!(e.to_string().contains("protected_resources"), "{e}");
}

#[tokio::test]
async fn plain_http_is_refused_unless_loopback_is_allowed() {
    let strict = Client::new(Agent::default(), ClientOptions::default(), State::in_memory()).unwrap();
    let e = strict.discover("http://127.0.0.1:9/").await.unwrap_err();
    assert!(e.to_string().contains("plain http, and this client only uses https"), "{e}");
    assert!(e.to_string().contains("allow_insecure_loopback"), "the error names the option: {e}");
    assert_eq!(strict.origin_of("shop.example").unwrap().as_str(), "https://shop.example/");
    assert_eq!(strict.origin_of("localhost:8080").unwrap().as_str(), "https://localhost:8080/");

    // Allowed, a bare loopback name means http; plain http elsewhere is the caller's mistake,
    // named with the https URL to use instead.
    let local = ClientOptions { allow_insecure_loopback: true, ..ClientOptions::default() };
    let dev = Client::new(Agent::default(), local, State::in_memory()).unwrap();
    assert_eq!(dev.origin_of("localhost:8080").unwrap().as_str(), "http://localhost:8080/");
    assert_eq!(dev.origin_of("[::1]:8080").unwrap().as_str(), "http://[::1]:8080/");
    let e = dev.discover("http://shop.example").await.unwrap_err();
    assert!(matches!(e, ClientError::Usage(_)), "{e:?}");
    assert_eq!(
        e.to_string(),
        "http://shop.example/ is plain http: UCP businesses are reached over https (https://shop.example/); \
         plain http is only for a business on this machine (localhost, 127.0.0.1, [::1])"
    );
    assert_eq!(e.next_step(), "Fix the argument and retry.");
}

#[tokio::test]
async fn an_unreachable_business_on_this_machine_is_explained() {
    let local = ClientOptions { allow_insecure_loopback: true, ..ClientOptions::default() };
    let client = Client::new(Agent::default(), local, State::in_memory()).unwrap();
    // Nothing listens on a port just released.
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let e = client.discover(&format!("127.0.0.1:{port}")).await.unwrap_err();
    assert!(e.to_string().contains("nothing is listening there (connection refused)"), "{e}");
    assert_eq!(
        e.next_step(),
        format!(
            "Start the business on this machine (concierge serve) or check the port of 127.0.0.1:{port}, then retry."
        )
    );

    // https to a business that speaks plain http: the TLS handshake fails, and the fix is http.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        while let Ok((mut s, _)) = listener.accept().await {
            let mut buf = [0u8; 1024];
            let _ = s.read(&mut buf).await;
            let _ = s.write_all(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n").await;
        }
    });
    let e = client.discover(&format!("https://localhost:{port}")).await.unwrap_err();
    assert!(e.to_string().contains("the https (TLS) connection failed"), "{e}");
    assert!(e.next_step().contains(&format!("use http://localhost:{port}")), "{}", e.next_step());
}
