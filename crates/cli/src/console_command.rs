//! Where `concierge serve` serves the operator's console, and saying so.
//!
//! - `console.enabled = false`: nowhere.
//! - `console.listen` set: on its own listener there (loopback unless `console.allow_remote`).
//! - Otherwise at `/console` on the main listener, when that is a loopback address or
//!   `console.allow_remote` is on; a server listening for other machines without either gets
//!   no console, and says how to have one.
//!
//! The operator token comes from `console.token` or the token file
//! ([`concierge_console::operator_token`]); the log line that says where the console is names
//! the file, never the token.

use std::future::Future;
use std::net::SocketAddr;

use anyhow::{Context, Result, bail};
use axum::Router;
use concierge_console::{Console, TokenSource};
use concierge_service::{Concierge, StoreSource};
use tokio::sync::watch;

/// Where the console goes.
pub(crate) enum Placement {
    /// Not served.
    Off,
    /// At `/console` on the main listener; where the token is.
    Shared(Router, String),
    /// On its own listener; where the token is.
    Own(Router, std::net::TcpListener, String),
}

impl Placement {
    /// Decides from the configuration, reads (or generates) the token, and binds the console's
    /// own listener when it has one.
    pub(crate) fn choose(app: &Concierge, source: StoreSource) -> Result<Placement> {
        let settings = &app.config().console;
        if !settings.enabled {
            tracing::info!("the console is off (console.enabled = false)");
            return Ok(Placement::Off);
        }
        let own = settings.own_listener();
        let main = app.config().server.listen;
        if let Some(addr) = own
            && !addr.ip().is_loopback()
            && !settings.allow_remote
        {
            bail!(
                "console.listen = {addr} is reachable from other machines: use a loopback address, or set \
                 console.allow_remote = true with a TLS proxy in front (docs/console.md)"
            );
        }
        if own.is_none() && !main.ip().is_loopback() && !settings.allow_remote {
            tracing::warn!(
                "the console is not served: server.listen is reachable from other machines; set console.listen to a \
                 loopback address (127.0.0.1:8081), or console.allow_remote = true behind a TLS proxy (docs/console.md)"
            );
            return Ok(Placement::Off);
        }
        let (token, from) = concierge_console::operator_token(settings, &app.config().storage.database_url)
            .context("the console's operator token")?;
        match &from {
            TokenSource::Settings => {}
            TokenSource::File { path, created: true } => tracing::info!(
                file = %std::path::absolute(path).unwrap_or_else(|_| path.clone()).display(),
                "generated the console's operator token (owner-only); sign in to the console with it"
            ),
            TokenSource::File { .. } => {}
        }
        let token_note = match from {
            TokenSource::Settings => "console.token".to_owned(),
            TokenSource::File { path, .. } => std::path::absolute(&path).unwrap_or(path).display().to_string(),
        };
        let router = concierge_console::router(Console::new(app.clone(), source, token));
        Ok(match own {
            None => Placement::Shared(router, token_note),
            Some(addr) => {
                let listener =
                    std::net::TcpListener::bind(addr).with_context(|| format!("binding console.listen {addr}"))?;
                listener.set_nonblocking(true).context("configuring the console's listener")?;
                Placement::Own(router, listener, token_note)
            }
        })
    }

    /// Starts the console's own listener (if it has one) and returns the main listener's
    /// router: the service, with the console when it shares the listener. Logs where the
    /// console is.
    pub(crate) async fn serve(self, app: &Concierge, main: SocketAddr, shutdown: &Shutdown) -> Result<Router> {
        match self {
            Placement::Off => Ok(concierge_http::router(app.clone())),
            Placement::Shared(console, token) => {
                tracing::info!(console = %url(main), token = %token, "the console is served (sign in with the operator token)");
                Ok(concierge_http::router_with_console(app.clone(), Some(console)))
            }
            Placement::Own(console, listener, token) => {
                let listener =
                    tokio::net::TcpListener::from_std(listener).context("adopting the console's listener")?;
                let local = listener.local_addr()?;
                tracing::info!(console = %url(local), token = %token, "the console is served on its own listener (sign in with the operator token)");
                let router = concierge_http::console_router(app.clone(), console);
                let served = app.clone();
                let stop = shutdown.wait();
                tokio::spawn(async move {
                    if let Err(e) = concierge_http::serve_router(listener, served, router, stop).await {
                        tracing::error!(reason = %e, "the console's listener stopped");
                    }
                });
                Ok(concierge_http::router(app.clone()))
            }
        }
    }
}

fn url(addr: SocketAddr) -> String {
    let host = if addr.ip().is_loopback() || addr.ip().is_unspecified() {
        "localhost".to_owned()
    } else {
        addr.ip().to_string()
    };
    format!("http://{host}:{}/console", addr.port())
}

/// One shutdown signal, awaited by every listener.
pub(crate) struct Shutdown {
    receiver: watch::Receiver<bool>,
}

impl Shutdown {
    /// Watches `signal`.
    pub(crate) fn new(signal: impl Future<Output = ()> + Send + 'static) -> Self {
        let (sender, receiver) = watch::channel(false);
        tokio::spawn(async move {
            signal.await;
            let _ = sender.send(true);
        });
        Shutdown { receiver }
    }

    /// A future that completes at the signal.
    pub(crate) fn wait(&self) -> impl Future<Output = ()> + Send + 'static {
        let mut receiver = self.receiver.clone();
        async move {
            let _ = receiver.wait_for(|stopped| *stopped).await;
        }
    }
}
