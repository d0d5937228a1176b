//! Negotiation between a platform (the agent) and this business.
//!
//! 1. [`agent_header`] reads the platform's profile URL from `UCP-Agent` (REST) or
//!    `meta["ucp-agent"].profile` (MCP) and checks its form.
//! 2. The transport fetches the profile (that is I/O and lives outside the core) and hands the
//!    parsed document to [`PlatformProfile::from_json`].
//! 3. [`negotiate`] checks the protocol version and intersects capabilities, giving a
//!    [`Negotiated`] that every response envelope is built from.

pub mod agent_header;
mod negotiate;
mod profile;

pub use negotiate::{BusinessOffer, Negotiated, negotiate};
pub use profile::{CapabilityDeclaration, PlatformProfile};
