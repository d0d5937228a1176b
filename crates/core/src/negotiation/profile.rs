//! The parts of a platform profile that negotiation reads.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::error::{Code, UcpError};
use crate::ucp::Version;

/// One capability entry a platform declares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CapabilityDeclaration {
    /// The declared capability version.
    pub version: Version,
    /// Parent capabilities, for extensions.
    pub extends: Vec<String>,
}

/// A platform profile, reduced to what negotiation needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlatformProfile {
    /// `ucp.version`.
    pub version: Version,
    /// `ucp.capabilities`, by name.
    pub capabilities: BTreeMap<String, Vec<CapabilityDeclaration>>,
}

impl PlatformProfile {
    /// Reads a profile document that has already passed the UCP profile schema.
    pub fn from_json(doc: &Value) -> Result<Self, UcpError> {
        let malformed = |why: &str| UcpError::new(Code::ProfileMalformed, format!("The platform profile {why}."));
        let ucp = doc.get("ucp").and_then(Value::as_object).ok_or_else(|| malformed("has no `ucp` object"))?;
        let version = ucp
            .get("version")
            .and_then(Value::as_str)
            .ok_or_else(|| malformed("has no `ucp.version`"))?
            .parse::<Version>()
            .map_err(|e| malformed(&format!("has an invalid `ucp.version`: {e}")))?;
        let mut capabilities = BTreeMap::new();
        if let Some(caps) = ucp.get("capabilities") {
            let caps = caps.as_object().ok_or_else(|| malformed("has a `ucp.capabilities` that is not an object"))?;
            for (name, entries) in caps {
                let entries = entries.as_array().ok_or_else(|| {
                    malformed(&format!("declares capability `{name}` as something other than an array"))
                })?;
                let mut decls = Vec::with_capacity(entries.len());
                for entry in entries {
                    let version = entry
                        .get("version")
                        .and_then(Value::as_str)
                        .and_then(|v| v.parse::<Version>().ok())
                        .ok_or_else(|| malformed(&format!("declares `{name}` without a valid dated version")))?;
                    let extends = match entry.get("extends") {
                        None => Vec::new(),
                        Some(Value::String(s)) => vec![s.clone()],
                        Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).map(str::to_owned).collect(),
                        Some(_) => return Err(malformed(&format!("declares `{name}` with an invalid `extends`"))),
                    };
                    decls.push(CapabilityDeclaration { version, extends });
                }
                capabilities.insert(name.clone(), decls);
            }
        }
        Ok(PlatformProfile { version, capabilities })
    }
}
