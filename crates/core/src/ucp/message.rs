//! UCP messages (`message.json`): errors, warnings and info attached to responses.

use serde::Serialize;

use crate::error::{Severity, UcpError};

/// One UCP message.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Message {
    /// Something failed.
    Error {
        /// Error code.
        code: String,
        /// Human-readable text.
        content: String,
        /// Recommended action.
        severity: Severity,
        /// RFC 9535 JSONPath to the member concerned.
        #[serde(skip_serializing_if = "Option::is_none")]
        path: Option<String>,
    },
    /// Something the buyer must see.
    Warning {
        /// Warning code.
        code: String,
        /// Human-readable text.
        content: String,
        /// RFC 9535 JSONPath to the member concerned.
        #[serde(skip_serializing_if = "Option::is_none")]
        path: Option<String>,
        /// `notice` (default) or `disclosure`.
        #[serde(skip_serializing_if = "Option::is_none")]
        presentation: Option<&'static str>,
        /// Where to read more (a regulator's page, a safety data sheet).
        #[serde(skip_serializing_if = "Option::is_none")]
        url: Option<String>,
    },
    /// Something worth knowing.
    Info {
        /// Info code.
        #[serde(skip_serializing_if = "Option::is_none")]
        code: Option<String>,
        /// Human-readable text.
        content: String,
        /// RFC 9535 JSONPath to the member concerned.
        #[serde(skip_serializing_if = "Option::is_none")]
        path: Option<String>,
    },
}

impl Message {
    /// An info message with a code.
    pub fn info(code: &str, content: impl Into<String>) -> Self {
        Message::Info { code: Some(code.to_owned()), content: content.into(), path: None }
    }

    /// A warning with a code, shown as a notice.
    pub fn warning(code: &str, content: impl Into<String>) -> Self {
        Message::Warning { code: code.to_owned(), content: content.into(), path: None, presentation: None, url: None }
    }

    /// The same message pointing at a response member.
    pub fn at(mut self, member: impl Into<String>) -> Self {
        match &mut self {
            Message::Error { path, .. } | Message::Warning { path, .. } | Message::Info { path, .. } => {
                *path = Some(member.into())
            }
        }
        self
    }
}

impl From<&UcpError> for Message {
    fn from(e: &UcpError) -> Self {
        Message::Error {
            code: e.code.name().to_owned(),
            content: e.content.clone(),
            severity: e.code.severity(),
            path: e.path.clone(),
        }
    }
}
