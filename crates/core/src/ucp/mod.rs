//! UCP's shared vocabulary: versions, capability names, the response envelope and messages.

pub mod duplicates;
mod envelope;
pub mod json_path;
mod message;
mod names;
pub mod strict;
mod version;

pub use envelope::{CapabilityRef, Envelope, ErrorBody};
pub use message::Message;
pub use names::{ASK, COMMON_SERVICE, LOCATION_LOOKUP, LOCATION_SEARCH, is_reverse_domain_name};
pub use version::Version;
