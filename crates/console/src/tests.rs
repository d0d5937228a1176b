//! The console's router, driven without a socket: access on every route, the headers every
//! response carries, signing in, and each page on the demo store.

use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Request, StatusCode, header};
use concierge_core::clock::FixedClock;
use concierge_service::config::Config;
use concierge_service::{Concierge, StoreSource};
use http_body_util::BodyExt;
use tower::ServiceExt;

use super::*;

const TOKEN: &str = "0123456789abcdef0123456789abcdef-operator";

fn app() -> Concierge {
    let mut config = Config::default();
    config.storage.database_url = "sqlite::memory:".into();
    let business = concierge_store::demo().unwrap();
    Concierge::new(config, business, Arc::new(FixedClock("2026-12-02T18:00:00Z".parse().unwrap()))).unwrap()
}

fn console_router() -> Router {
    router(Console::new(app(), StoreSource::Demo, TOKEN.to_owned()))
}

struct Reply {
    status: StatusCode,
    headers: HeaderMap,
    text: String,
}

async fn send(router: &Router, request: Request<Body>) -> Reply {
    let response = router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    Reply { status, headers, text: String::from_utf8_lossy(&bytes).into_owned() }
}

fn concrete(path: &str) -> String {
    path.replace("{id}", "prod_x")
}

fn request(method: &Method, path: &str, auth: Option<&str>) -> Request<Body> {
    let mut r = Request::builder().method(method.clone()).uri(concrete(path));
    if let Some(a) = auth {
        r = r.header(header::AUTHORIZATION, a);
    }
    if method == Method::POST {
        r = r.header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
    }
    r.body(Body::from(if method == Method::POST { "csrf=&query=hi&group=x" } else { "" })).unwrap()
}

#[tokio::test]
async fn every_route_refuses_a_request_without_the_token() {
    let router = console_router();
    let mut walked = 0;
    for route in ROUTES.iter().filter(|r| !r.page.is_public()) {
        for auth in [None, Some("Bearer wrong-token"), Some(&format!("Basic {TOKEN}")[..])] {
            let reply = send(&router, request(&route.method, route.path, auth)).await;
            assert!(
                matches!(reply.status, StatusCode::SEE_OTHER | StatusCode::UNAUTHORIZED),
                "{} {} with {auth:?}: {}",
                route.method,
                route.path,
                reply.status
            );
            if reply.status == StatusCode::SEE_OTHER {
                assert_eq!(reply.headers[header::LOCATION], "/console/login");
                assert!(reply.text.is_empty(), "a redirect carries nothing: {}", reply.text);
            } else {
                assert!(!reply.text.contains("<table"), "a refusal carries no data: {}", reply.text);
            }
        }
        // With the token, the same request is served (or refused for its own reasons, never 401).
        let reply = send(&router, request(&route.method, route.path, Some(&format!("Bearer {TOKEN}")))).await;
        assert_ne!(reply.status, StatusCode::UNAUTHORIZED, "{} {}", route.method, route.path);
        if reply.status == StatusCode::SEE_OTHER && route.page != Page::SignOut {
            assert_ne!(reply.headers[header::LOCATION], "/console/login", "{} {}", route.method, route.path);
        }
        walked += 1;
    }
    assert!(walked >= 10, "the table holds the pages: {walked}");
}

#[tokio::test]
async fn every_response_carries_the_policy_and_no_cors() {
    let router = console_router();
    for route in ROUTES {
        for auth in [None, Some(format!("Bearer {TOKEN}"))] {
            let mut r = request(&route.method, route.path, auth.as_deref());
            r.headers_mut().insert(header::ORIGIN, "https://evil.example".parse().unwrap());
            let reply = send(&router, r).await;
            let h = &reply.headers;
            assert_eq!(h[header::CONTENT_SECURITY_POLICY], CONTENT_SECURITY_POLICY, "{}", route.path);
            assert_eq!(h[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
            assert_eq!(h[header::X_FRAME_OPTIONS], "DENY");
            // Not `no-referrer`: under it a browser posts forms with `Origin: null`, which the
            // DNS-rebinding guard refuses.
            assert_eq!(h[header::REFERRER_POLICY], "same-origin");
            assert!(h.get(header::ACCESS_CONTROL_ALLOW_ORIGIN).is_none(), "{}", route.path);
            if reply.headers.get(header::CONTENT_TYPE).is_some_and(|v| v.to_str().unwrap().starts_with("text/html")) {
                assert!(!reply.text.contains("<script"), "no script on {}", route.path);
                assert!(!reply.text.contains("style=\""), "no inline style on {}", route.path);
            }
        }
    }
    assert!(!CONTENT_SECURITY_POLICY.contains("unsafe"), "{CONTENT_SECURITY_POLICY}");
    assert!(CONTENT_SECURITY_POLICY.contains("default-src 'none'"));
}

fn set_cookie(reply: &Reply, name: &str) -> Option<String> {
    reply
        .headers
        .get_all(header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with(&format!("{name}=")))
        .map(str::to_owned)
}

fn cookie_value(set_cookie: &str) -> String {
    set_cookie.split(';').next().unwrap().split_once('=').unwrap().1.to_owned()
}

/// Signs in as a browser would; the session cookie and the page's CSRF token.
async fn sign_in(router: &Router) -> (String, String) {
    let form = send(router, Request::get("/console/login").body(Body::empty()).unwrap()).await;
    assert_eq!(form.status, StatusCode::OK);
    let nonce = cookie_value(&set_cookie(&form, access::SIGN_IN_COOKIE).unwrap());
    assert!(form.text.contains(&format!("name=\"signin\" value=\"{nonce}\"")));
    let reply = send(
        router,
        Request::post("/console/login")
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header(header::COOKIE, format!("{}={nonce}", access::SIGN_IN_COOKIE))
            .body(Body::from(format!("signin={nonce}&token={TOKEN}")))
            .unwrap(),
    )
    .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.text);
    let session = set_cookie(&reply, access::SESSION_COOKIE).expect("a session cookie");
    assert!(
        session.contains("HttpOnly") && session.contains("SameSite=Strict") && session.contains("Path=/console"),
        "{session}"
    );
    assert!(!session.contains("Secure"), "not over plain http on loopback: {session}");
    let cookie = format!("{}={}", access::SESSION_COOKIE, cookie_value(&session));
    let overview =
        send(router, Request::get("/console/").header(header::COOKIE, &cookie).body(Body::empty()).unwrap()).await;
    assert_eq!(overview.status, StatusCode::OK);
    let csrf = overview.text.split("name=\"csrf\" value=\"").nth(1).unwrap().split('"').next().unwrap().to_owned();
    (cookie, csrf)
}

#[tokio::test]
async fn signing_in_needs_the_token_and_the_form_and_forms_need_their_csrf_token() {
    let router = console_router();
    // A wrong token, and a right one without the form's own cookie, are both refused.
    let form = send(&router, Request::get("/console/login").body(Body::empty()).unwrap()).await;
    let nonce = cookie_value(&set_cookie(&form, access::SIGN_IN_COOKIE).unwrap());
    let post = |body: String, cookie: Option<String>| {
        let mut r = Request::post("/console/login").header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
        if let Some(c) = cookie {
            r = r.header(header::COOKIE, c);
        }
        r.body(Body::from(body)).unwrap()
    };
    let wrong =
        send(&router, post(format!("signin={nonce}&token=nope"), Some(format!("{}={nonce}", access::SIGN_IN_COOKIE))))
            .await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert!(set_cookie(&wrong, access::SESSION_COOKIE).is_none());
    let forged = send(&router, post(format!("signin={nonce}&token={TOKEN}"), None)).await;
    assert_eq!(forged.status, StatusCode::FORBIDDEN);
    assert!(set_cookie(&forged, access::SESSION_COOKIE).is_none());

    let (cookie, csrf) = sign_in(&router).await;
    let reload = |body: String| {
        Request::post("/console/reload")
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header(header::COOKIE, &cookie)
            .body(Body::from(body))
            .unwrap()
    };
    assert_eq!(send(&router, reload(String::new())).await.status, StatusCode::FORBIDDEN);
    assert_eq!(send(&router, reload("csrf=forged".into())).await.status, StatusCode::FORBIDDEN);
    let done = send(&router, reload(format!("csrf={csrf}"))).await;
    assert_eq!(done.status, StatusCode::SEE_OTHER);
    let overview =
        send(&router, Request::get("/console/").header(header::COOKIE, &cookie).body(Body::empty()).unwrap()).await;
    assert!(overview.text.contains("generation 2 replaced 1"), "{}", overview.text);

    // Signing out ends the session.
    let out = send(
        &router,
        Request::post("/console/logout")
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header(header::COOKIE, &cookie)
            .body(Body::from(format!("csrf={csrf}")))
            .unwrap(),
    )
    .await;
    assert_eq!(out.status, StatusCode::SEE_OTHER);
    let after =
        send(&router, Request::get("/console/").header(header::COOKIE, &cookie).body(Body::empty()).unwrap()).await;
    assert_eq!(after.status, StatusCode::SEE_OTHER);
}

async fn bearer_get(router: &Router, path: &str) -> Reply {
    send(
        router,
        Request::get(path).header(header::AUTHORIZATION, format!("Bearer {TOKEN}")).body(Body::empty()).unwrap(),
    )
    .await
}

async fn bearer_post(router: &Router, path: &str, form: &str) -> Reply {
    send(
        router,
        Request::post(path)
            .header(header::AUTHORIZATION, format!("Bearer {TOKEN}"))
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(form.to_owned()))
            .unwrap(),
    )
    .await
}

#[tokio::test]
async fn the_playground_shows_the_answer_and_the_trace_and_gaps_collect_what_it_could_not_answer() {
    let router = console_router();
    let reply = bearer_post(&router, "/console/ask", "query=How+long+do+I+have+to+send+something+back%3F").await;
    assert_eq!(reply.status, StatusCode::OK);
    assert!(reply.text.contains("id=\"answer-plain\""), "{}", reply.text);
    assert!(reply.text.contains("id=\"trace\""), "the trace is shown");
    assert!(reply.text.contains("class=\"candidate chosen\""), "the chosen candidate is marked");
    assert!(reply.text.contains("id=\"conversation-id\">conv_"), "the conversation goes on");

    let question = "Do you rent out hot air balloons for weddings?";
    let reply = bearer_post(&router, "/console/ask", &format!("query={}", page::url_part(question))).await;
    assert!(reply.text.contains("abstained"), "{}", reply.text);
    let gaps = bearer_get(&router, "/console/gaps").await;
    assert_eq!(gaps.status, StatusCode::OK);
    assert!(gaps.text.contains("do you rent out hot air balloons for weddings?"), "{}", gaps.text);
    let csv = bearer_get(&router, "/console/gaps.csv").await;
    assert_eq!(csv.headers[header::CONTENT_TYPE], "text/csv; charset=utf-8");
    assert!(csv.text.starts_with("group,question,language,kind,count"), "{}", csv.text);
    assert!(csv.text.contains(",do you rent out hot air balloons for weddings?,en,cant_answer,1,"), "{}", csv.text);

    // Marked handled, it leaves the open list.
    let key = gaps.text.split("name=\"group\" value=\"").nth(1).unwrap().split('"').next().unwrap().to_owned();
    let marked = bearer_post(&router, "/console/gaps/handled", &format!("csrf=&group={key}")).await;
    assert_eq!(marked.status, StatusCode::SEE_OTHER);
    let gaps = bearer_get(&router, "/console/gaps").await;
    assert!(!gaps.text.contains("hot air balloons"), "{}", gaps.text);
    let handled = bearer_get(&router, "/console/gaps?show=handled").await;
    assert!(handled.text.contains("hot air balloons"), "{}", handled.text);
}

#[tokio::test]
async fn locations_products_and_the_overview_render_the_demo_store() {
    let router = console_router();
    let overview = bearer_get(&router, "/console/").await;
    assert!(overview.text.contains("id=\"business\""), "{}", overview.text);
    assert!(overview.text.contains("id=\"traffic-hours\""));

    let all = bearer_get(&router, "/console/locations").await;
    assert_eq!(all.status, StatusCode::OK);
    let rows = all.text.matches("<tr class=\"location\">").count();
    assert!(rows > 0, "{}", all.text);
    assert!(all.text.contains("<svg id=\"plot\""), "{}", all.text);
    assert!(all.text.contains("class=\"store match\""), "this page's stores are highlighted");
    // A filter narrows the table and the plot alike; a bad one is said, not searched.
    let closed = bearer_get(&router, "/console/locations?open_at=2026-12-02T09%3A00%3A00Z").await;
    assert_eq!(closed.status, StatusCode::OK);
    let bad = bearer_get(&router, "/console/locations?latitude=north&longitude=1&radius_km=1").await;
    assert!(bad.text.contains("Latitude: `north` is not a number"), "{}", bad.text);
    let too_far = bearer_get(&router, "/console/locations?latitude=1&longitude=1&radius_km=100000").await;
    assert!(too_far.text.contains("distance_limit_exceeded"), "{}", too_far.text);

    let products = bearer_get(&router, "/console/products").await;
    let first = products.text.split("href=\"/console/products/").nth(1).unwrap().split('"').next().unwrap().to_owned();
    let one = bearer_get(&router, &format!("/console/products/{first}")).await;
    assert_eq!(one.status, StatusCode::OK);
    assert!(one.text.contains("id=\"reading\""), "{}", one.text);
    // The demo store gives no online stock: said, not guessed.
    assert!(
        one.text.contains("<th scope=\"col\">Online stock</th>") && one.text.contains("<td>not given</td>"),
        "{}",
        one.text
    );
    assert_eq!(bearer_get(&router, "/console/products/nope").await.status, StatusCode::NOT_FOUND);
}
