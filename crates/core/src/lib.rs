//! The protocol core of Concierge.
//!
//! Everything here is a value in, value out: UCP types and the error-code table, platform-profile
//! negotiation, the business catalog, and the Location capability (request parsing, geodesic
//! distance, service areas, opening hours, ranking and cursors). Nothing in this crate opens a
//! socket, reads a file or looks at the wall clock on its own: time comes in as an argument or
//! through [`clock::Clock`], and transports (REST, MCP) are thin adapters built on top.
//!
//! # Layout
//! - [`error`]: the one table of error codes (HTTP status, JSON-RPC code, wire name).
//! - [`ucp`]: versions, the response envelope, messages.
//! - [`negotiation`]: the `UCP-Agent` header, platform profiles, version and capability selection.
//! - [`catalog`]: the business's data (policies, FAQ, products, locations, inventory).
//! - [`location`]: the Location capability: search and lookup.
//! - [`clock`]: the injectable clock.
//! - [`fast_hash`]: the maps and sets built from a store's data.
//! - [`plural`]: counts with their noun ("1 policy", "3 policies") for printed summaries.

pub mod catalog;
pub mod clock;
pub mod error;
pub mod fast_hash;
pub mod location;
pub mod negotiation;
pub mod plural;
pub mod ucp;
pub mod untrusted;

pub use error::{Code, UcpError};
