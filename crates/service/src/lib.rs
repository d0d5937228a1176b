//! Concierge's application layer, between the transports and the protocol core.
//!
//! [`Concierge`] owns everything a request needs: the business and its location index, the
//! compiled schemas, the platform-profile resolver, the clock and the limits. Its
//! [`Concierge::call`] runs one UCP operation from start to finish (negotiate, validate, run,
//! build the response) and returns either a payload or a [`concierge_core::UcpError`]; the
//! REST and MCP adapters only translate that to their wire formats.
//!
//! - [`config`]: settings, their defaults, and loading from TOML plus environment overrides.
//! - [`profiles`]: fetching and caching platform profiles safely (SSRF guards).
//! - [`discovery`]: the business profile at `/.well-known/ucp` and the REST OpenAPI document.
//! - [`operations`]: the operations and the [`Concierge`] service.
//! - [`generation`]: the store generation a request runs on, and reloading it.
//! - [`redact`]: what may be logged about a request.
//! - [`ownership`]: which business a database belongs to.
//! - [`traffic`]: the last 24 hours of traffic, for the operator's console.

mod ask;
pub mod auth;
pub mod composer;
pub mod config;
pub mod database;
pub mod discovery;
mod embeddings;
mod fetch;
pub mod generation;
mod netguard;
pub mod operations;
pub mod ownership;
pub mod profiles;
pub mod redact;
pub mod replicas;
pub mod traffic;

pub use concierge_ask::{ResourcePolicies, ResourcePolicy, Viewer};
pub use config::Config;
pub use generation::{ReloadRefused, ReloadReport, StoreGeneration, StoreSource};
pub use operations::{CallOptions, Channel, Concierge, Operation, Outcome, PlotPoint};
