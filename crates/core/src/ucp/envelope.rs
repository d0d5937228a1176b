//! The `ucp` member of every response, and the UCP error body.

use std::collections::BTreeMap;

use serde::Serialize;

use super::{Message, Version};

/// One active capability in a response envelope: `{"version": "…"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CapabilityRef {
    /// The negotiated capability version.
    pub version: Version,
}

/// The `ucp` member of a response: the negotiated protocol version and only the capabilities
/// relevant to the operation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Envelope {
    /// The negotiated protocol version.
    pub version: Version,
    /// `success` or `error`.
    pub status: &'static str,
    /// Active capabilities used by this response (empty in some error bodies).
    pub capabilities: BTreeMap<String, Vec<CapabilityRef>>,
}

impl Envelope {
    /// A success envelope for one capability.
    pub fn success(version: Version, capability: &str, capability_version: Version) -> Self {
        let mut capabilities = BTreeMap::new();
        capabilities.insert(capability.to_owned(), vec![CapabilityRef { version: capability_version }]);
        Envelope { version, status: "success", capabilities }
    }

    /// An error envelope with no active capability.
    pub fn error(version: Version) -> Self {
        Envelope { version, status: "error", capabilities: BTreeMap::new() }
    }
}

/// UCP's `error_response`: `{"ucp", "messages", "continue_url"?}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ErrorBody {
    /// The envelope, with `status: "error"`.
    pub ucp: Envelope,
    /// At least one message saying what failed.
    pub messages: Vec<Message>,
    /// Where a buyer can continue on the web.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub continue_url: Option<String>,
}
