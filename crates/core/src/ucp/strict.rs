//! Reading request members strictly: serde with the JSONPath of whatever is wrong, and unknown
//! members refused rather than ignored.

use serde_json::Value;

use crate::error::{Code, UcpError};
use crate::ucp::json_path::{Step, json_path};

/// Deserializes `value` (found at `prefix` in the request) into `T`, or says what is wrong and
/// where (`$.distance.unit: unknown field ...`). Structs meant to be strict use
/// `#[serde(deny_unknown_fields)]`.
pub fn from_json<T: serde::de::DeserializeOwned>(value: &Value, prefix: &[Step<'_>]) -> Result<T, UcpError> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let segments: Vec<String> = e
            .path()
            .iter()
            .filter_map(|s| match s {
                serde_path_to_error::Segment::Map { key } => Some(key.clone()),
                serde_path_to_error::Segment::Seq { index } => Some(format!("[{index}]")),
                _ => None,
            })
            .collect();
        let steps = prefix.iter().copied().chain(segments.iter().map(|s| {
            match s.strip_prefix('[').and_then(|r| r.strip_suffix(']')).and_then(|n| n.parse().ok()) {
                Some(i) => Step::Index(i),
                None => Step::Key(s.as_str()),
            }
        }));
        let path = json_path(steps);
        let inner = e.inner().to_string();
        let content = if inner.starts_with("unknown field") {
            format!("{inner}. Concierge does not ignore members it does not understand; remove it.")
        } else {
            format!("{inner}.")
        };
        UcpError::new(Code::InvalidRequest, content).at(path)
    })
}
