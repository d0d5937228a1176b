//! The Ask request (`ask.json#/$defs/ask_request`), read strictly and checked against the
//! business's limits.

use concierge_core::ucp::strict::from_json;
use concierge_core::{Code, UcpError};
use serde::Deserialize;
use serde_json::{Map, Value};

/// `conversation` in a request.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConversationRef {
    /// The id the business issued.
    pub id: String,
    /// Echoed back by some platforms; ignored (the business's own record decides expiry).
    pub expires_at: Option<String>,
}

/// An Ask request.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AskRequest {
    /// The question.
    pub query: String,
    /// The conversation to continue.
    #[serde(default)]
    pub conversation: Option<ConversationRef>,
    /// Grounding identifiers.
    #[serde(default)]
    pub ids: Vec<String>,
    /// Provisional buyer signals.
    #[serde(default)]
    pub context: Option<Map<String, Value>>,
    /// Platform signals.
    #[serde(default)]
    pub signals: Option<Map<String, Value>>,
}

/// How large a question may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AskLimits {
    /// Longest `query`, in characters.
    pub max_query_chars: usize,
    /// Most `ids`.
    pub max_ids: usize,
}

impl AskRequest {
    /// Reads a request that passed the schema, and applies the limits.
    pub fn from_json(body: &Value, limits: AskLimits) -> Result<Self, UcpError> {
        let request: AskRequest = from_json(body, &[])?;
        if request.query.trim().is_empty() {
            return Err(UcpError::new(Code::InvalidRequest, "The query is empty; ask a question.").at("$.query"));
        }
        let chars = request.query.chars().count();
        if chars > limits.max_query_chars {
            return Err(UcpError::new(
                Code::InvalidRequest,
                format!(
                    "The query has {chars} characters; this business answers questions of up to {}.",
                    limits.max_query_chars
                ),
            )
            .at("$.query"));
        }
        if request.ids.len() > limits.max_ids {
            return Err(UcpError::new(
                Code::InvalidRequest,
                format!(
                    "{} identifiers were sent; this business grounds a question in at most {}.",
                    request.ids.len(),
                    limits.max_ids
                ),
            )
            .at("$.ids"));
        }
        Ok(request)
    }

    fn context_text(&self, key: &str) -> Option<&str> {
        self.context.as_ref()?.get(key)?.as_str().map(str::trim).filter(|s| !s.is_empty())
    }

    /// `context.language`.
    pub fn language(&self) -> Option<&str> {
        self.context_text("language")
    }

    /// `context.location`.
    pub fn location_hint(&self) -> Option<&str> {
        self.context_text("location")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const LIMITS: AskLimits = AskLimits { max_query_chars: 20, max_ids: 2 };

    #[test]
    fn reads_and_limits() {
        let r = AskRequest::from_json(&json!({"query": "hi", "context": {"language": "es"}}), LIMITS).unwrap();
        assert_eq!(r.language(), Some("es"));
        for (body, path) in [
            (json!({"query": " "}), "$.query"),
            (json!({"query": "x".repeat(21)}), "$.query"),
            (json!({"query": "q", "ids": ["a", "b", "c"]}), "$.ids"),
            (json!({"query": "q", "conversation": {"id": "c", "extra": 1}}), "$.conversation.extra"),
            (json!({"query": "q", "topic": "x"}), "$.topic"),
        ] {
            assert_eq!(AskRequest::from_json(&body, LIMITS).unwrap_err().path.as_deref(), Some(path), "{body}");
        }
    }
}
