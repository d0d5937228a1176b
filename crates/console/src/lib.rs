//! The operator's console: server-rendered pages at `/console`, over the same service that
//! answers agents, for the people who run the business.
//!
//! | page | what |
//! | --- | --- |
//! | Overview | the business, what it holds, the serving generation and a reload, the last 24 hours of traffic |
//! | Ask | a playground: ask as an agent would, and see the answer with the engine's trace |
//! | Content gaps | questions Ask could not answer (or answered with low confidence), grouped, with the closest passages |
//! | Locations | the chain as a table and a plot, with `search_locations`' filters |
//! | Products | attributes, variants and notices, and the sentences the engine reads from them |
//!
//! Every route is in [`ROUTES`], and the router is built from that table alone: each route is
//! public (the sign-in page and the stylesheet) or behind the operator token ([`access`]), so a
//! route cannot be added without saying which. Every response carries a strict
//! Content-Security-Policy (no script at all), is never cached, and never carries CORS headers.
//! Assets are compiled into the binary. The console shows buyers' activity only as counts and
//! the questions they asked that went unanswered, never conversations.

pub mod access;
mod gaps;
mod page;
mod views;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::extract::Request;
use axum::http::{HeaderValue, Method, header};
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::routing::{MethodRouter, get, post};
use concierge_service::{Concierge, ReloadRefused, ReloadReport, StoreSource};

pub use access::{Access, TokenSource, operator_token};

/// Where the console lives.
pub const BASE: &str = "/console";

/// The console's Content-Security-Policy: nothing but the console's own stylesheet and data
/// images; no script, no frames, forms posting only to the console.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; style-src 'self'; img-src 'self' data:; \
     form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/// A console page or action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    /// The sign-in form.
    SignIn,
    /// Signing in with the token.
    SignInSubmit,
    /// Signing out.
    SignOut,
    /// The stylesheet.
    Stylesheet,
    /// The overview.
    Overview,
    /// Reloading the store.
    Reload,
    /// The Ask playground.
    Ask,
    /// Asking in the playground.
    AskSubmit,
    /// Content gaps.
    Gaps,
    /// Marking gaps handled.
    GapsHandled,
    /// Content gaps as CSV.
    GapsCsv,
    /// Locations.
    Locations,
    /// Products.
    Products,
    /// One product.
    Product,
}

impl Page {
    /// Whether the page is served without the operator token: only the sign-in form and the
    /// stylesheet it needs.
    pub fn is_public(self) -> bool {
        matches!(self, Page::SignIn | Page::SignInSubmit | Page::Stylesheet)
    }
}

/// One route of the console.
#[derive(Debug, Clone)]
pub struct Route {
    /// Its method.
    pub method: Method,
    /// Its path (axum syntax).
    pub path: &'static str,
    /// What it serves.
    pub page: Page,
}

const fn route(method: Method, path: &'static str, page: Page) -> Route {
    Route { method, path, page }
}

/// Every route the console serves; the router is built from this table alone.
pub const ROUTES: &[Route] = &[
    route(Method::GET, "/console/login", Page::SignIn),
    route(Method::POST, "/console/login", Page::SignInSubmit),
    route(Method::POST, "/console/logout", Page::SignOut),
    route(Method::GET, "/console/assets/console.css", Page::Stylesheet),
    route(Method::GET, "/console", Page::Overview),
    route(Method::GET, "/console/", Page::Overview),
    route(Method::POST, "/console/reload", Page::Reload),
    route(Method::GET, "/console/ask", Page::Ask),
    route(Method::POST, "/console/ask", Page::AskSubmit),
    route(Method::GET, "/console/gaps", Page::Gaps),
    route(Method::POST, "/console/gaps/handled", Page::GapsHandled),
    route(Method::GET, "/console/gaps.csv", Page::GapsCsv),
    route(Method::GET, "/console/locations", Page::Locations),
    route(Method::GET, "/console/products", Page::Products),
    route(Method::GET, "/console/products/{id}", Page::Product),
];

/// What the last reload from the console did.
#[derive(Debug, Clone)]
pub(crate) enum ReloadNote {
    Loaded(Box<ReloadReport>),
    Refused(ReloadRefused),
}

/// The console's state. Cheap to clone.
#[derive(Clone)]
pub struct Console {
    inner: Arc<Inner>,
}

struct Inner {
    app: Concierge,
    source: StoreSource,
    access: Access,
    last_reload: Mutex<Option<(ReloadNote, jiff::Timestamp)>>,
}

impl Console {
    /// The console over `app`, reloading from `source`, opened by `token`.
    pub fn new(app: Concierge, source: StoreSource, token: String) -> Self {
        let secure = app.config().public_base_url().starts_with("https://");
        let hours = app.config().console.session_hours;
        let access = Access::new(token, std::time::Duration::from_secs(hours.saturating_mul(3600)), secure);
        Console { inner: Arc::new(Inner { app, source, access, last_reload: Mutex::new(None) }) }
    }

    pub(crate) fn app(&self) -> &Concierge {
        &self.inner.app
    }

    pub(crate) fn access(&self) -> &Access {
        &self.inner.access
    }

    pub(crate) fn source(&self) -> &StoreSource {
        &self.inner.source
    }

    pub(crate) fn last_reload(&self) -> Option<(ReloadNote, jiff::Timestamp)> {
        self.inner.last_reload.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone()
    }

    pub(crate) fn note_reload(&self, note: ReloadNote) {
        let now = jiff::Timestamp::now();
        *self.inner.last_reload.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some((note, now));
    }
}

fn handler(page: Page) -> MethodRouter<Console> {
    match page {
        Page::SignIn => get(access::sign_in_form),
        Page::SignInSubmit => post(access::sign_in),
        Page::SignOut => post(access::sign_out),
        Page::Stylesheet => get(page::stylesheet),
        Page::Overview => get(views::overview::page),
        Page::Reload => post(views::overview::reload),
        Page::Ask => get(views::ask::page),
        Page::AskSubmit => post(views::ask::submit),
        Page::Gaps => get(views::gaps::page),
        Page::GapsHandled => post(views::gaps::handled),
        Page::GapsCsv => get(views::gaps::csv),
        Page::Locations => get(views::locations::page),
        Page::Products => get(views::products::list),
        Page::Product => get(views::products::one),
    }
}

/// The console's routes, over `console`. Merge it into the service's router (or serve it
/// alone on its own listener).
pub fn router(console: Console) -> Router {
    let mut by_path: BTreeMap<&str, MethodRouter<Console>> = BTreeMap::new();
    for r in ROUTES {
        let mut method_router = handler(r.page);
        if !r.page.is_public() {
            method_router =
                method_router.route_layer(middleware::from_fn_with_state(console.clone(), access::require_operator));
        }
        let merged = match by_path.remove(r.path) {
            Some(existing) => existing.merge(method_router),
            None => method_router,
        };
        by_path.insert(r.path, merged);
    }
    let mut router = Router::new();
    for (path, method_router) in by_path {
        router = router.route(path, method_router);
    }
    router.layer(middleware::from_fn(secure_headers)).with_state(console)
}

/// The headers every console response carries.
async fn secure_headers(request: Request, next: Next) -> Response {
    let stylesheet = request.uri().path() == "/console/assets/console.css";
    let mut response = next.run(request).await;
    let h = response.headers_mut();
    h.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CONTENT_SECURITY_POLICY));
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    // `same-origin`: forms posting to the console send their `Origin` (under `no-referrer` a
    // browser sends `Origin: null`, which the DNS-rebinding guard rightly refuses).
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("same-origin"));
    h.insert("cross-origin-opener-policy", HeaderValue::from_static("same-origin"));
    h.insert("cross-origin-resource-policy", HeaderValue::from_static("same-origin"));
    let cache = if stylesheet { "private, max-age=3600" } else { "no-store" };
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    // Never readable from another origin, whatever a layer above may have added.
    for name in [
        header::ACCESS_CONTROL_ALLOW_ORIGIN,
        header::ACCESS_CONTROL_ALLOW_CREDENTIALS,
        header::ACCESS_CONTROL_ALLOW_HEADERS,
        header::ACCESS_CONTROL_ALLOW_METHODS,
    ] {
        h.remove(name);
    }
    response
}

#[cfg(test)]
mod tests;
