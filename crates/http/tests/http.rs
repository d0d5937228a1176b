//! The HTTP service end to end through its `Router`, without sockets: discovery, REST, MCP,
//! guards, the Location rules on the demo store, the draft Ask capability, and sign-in,
//! signatures and Poppy sessions (whose issuer and personal agent are served on loopback
//! sockets). Every UCP response is checked against the UCP schemas.

mod common;

#[path = "http/ask.rs"]
mod ask;
#[path = "http/auth.rs"]
mod auth;
#[path = "http/bad_input.rs"]
mod bad_input;
#[path = "http/console.rs"]
mod console;
#[path = "http/demo_store.rs"]
mod demo_store;
#[path = "http/discovery.rs"]
mod discovery;
#[path = "http/fuzz.rs"]
mod fuzz;
#[path = "http/guards.rs"]
mod guards;
#[path = "http/mcp.rs"]
mod mcp;
#[path = "http/metrics.rs"]
mod metrics;
#[path = "http/reload.rs"]
mod reload;
#[path = "http/rest.rs"]
mod rest;
#[path = "http/tool_schemas.rs"]
mod tool_schemas;
