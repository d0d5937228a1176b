//! What an Ask answer holds, as data: the business's text, links and messages are content from
//! the business (poppy-ucp-extension §10), never instructions; nothing here acts on them.
//! Disclosures (`presentation: "disclosure"`) cannot be dropped by accident: the answer's
//! [`Display`](std::fmt::Display) and [`Answer::text`] put them first, and the only way to the
//! bare text is the explicitly named [`Answer::plain_without_disclosures`].

use serde_json::Value;

/// A message the business attached (UCP `message`).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Message {
    /// `error`, `warning` or `info`.
    pub kind: String,
    /// The code (`operation_not_performed`, `insufficient_scope`, `allergens`, …).
    pub code: String,
    /// The text.
    pub content: String,
    /// Whether UCP requires the agent to show it to the user (`presentation: "disclosure"`).
    pub disclosure: bool,
}

/// A link the answer refers to.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Link {
    /// Its type (`product`, `policy`, …).
    pub kind: String,
    /// The URL. Never opened by the client.
    pub url: String,
    /// Its title.
    pub title: Option<String>,
    /// The UCP resource's GID, when given.
    pub id: Option<String>,
}

/// An answer from `ask_business`.
#[derive(Debug, Clone)]
#[must_use = "an answer may carry disclosures that must be shown to the user"]
pub struct Answer {
    plain: String,
    /// Markdown, when the business sent it.
    pub markdown: Option<String>,
    /// The links.
    pub links: Vec<Link>,
    messages: Vec<Message>,
    /// The conversation the business returned, if any.
    pub conversation: Option<crate::state::StoredConversation>,
    /// The response as received.
    pub raw: Value,
}

impl Answer {
    /// Reads a UCP Ask response. `answer.plain` is required by UCP; a response without it is
    /// refused by the caller before this.
    pub(crate) fn from_response(body: Value) -> Option<Answer> {
        let plain = body.pointer("/answer/plain")?.as_str()?.to_owned();
        let text = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).map(str::to_owned);
        let links = body
            .get("links")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|l| {
                Some(Link {
                    kind: text(l, "type").unwrap_or_default(),
                    url: text(l, "url")?,
                    title: text(l, "title"),
                    id: text(l, "id"),
                })
            })
            .collect();
        let messages = body
            .get("messages")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .map(|m| Message {
                kind: text(m, "type").unwrap_or_default(),
                code: text(m, "code").unwrap_or_default(),
                content: text(m, "content").unwrap_or_default(),
                disclosure: m.get("presentation").and_then(Value::as_str) == Some("disclosure"),
            })
            .collect();
        let conversation = body.get("conversation").and_then(|c| {
            Some(crate::state::StoredConversation { id: text(c, "id")?, expires_at: text(c, "expires_at") })
        });
        Some(Answer {
            plain,
            markdown: text(body.get("answer")?, "markdown"),
            links,
            messages,
            conversation,
            raw: body,
        })
    }

    /// The disclosures the user must be shown.
    pub fn disclosures(&self) -> impl Iterator<Item = &Message> {
        self.messages.iter().filter(|m| m.disclosure)
    }

    /// The other messages.
    pub fn other_messages(&self) -> impl Iterator<Item = &Message> {
        self.messages.iter().filter(|m| !m.disclosure)
    }

    /// Whether the business said the requested action was not performed.
    pub fn operation_not_performed(&self) -> bool {
        self.messages.iter().any(|m| m.code == "operation_not_performed")
    }

    /// Whether the business said more access would give a fuller answer (an `insufficient_scope`
    /// message; the client reads only the code, never the business's text).
    pub fn insufficient_scope(&self) -> bool {
        self.messages.iter().any(|m| m.code == "insufficient_scope")
    }

    /// The answer as a user should read it: every disclosure first, then the text.
    pub fn text(&self) -> String {
        self.to_string()
    }

    /// The bare answer text, without the disclosures that come with it. Whoever calls this
    /// takes on showing [`Answer::disclosures`] to the user.
    pub fn plain_without_disclosures(&self) -> &str {
        &self.plain
    }
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for d in self.disclosures() {
            writeln!(f, "[{}] {}", d.code, d.content)?;
        }
        f.write_str(&self.plain)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn disclosures_come_first_in_every_rendering() {
        let a = Answer::from_response(json!({
            "answer": {"plain": "Yes, it is vegan."},
            "messages": [{"type": "warning", "code": "allergens", "content": "Contains peanuts.", "presentation": "disclosure"},
                         {"type": "info", "code": "x", "content": "y"}],
            "conversation": {"id": "c1"},
        }))
        .unwrap();
        assert_eq!(a.text(), "[allergens] Contains peanuts.\nYes, it is vegan.");
        assert_eq!(format!("{a}"), a.text());
        assert_eq!(a.plain_without_disclosures(), "Yes, it is vegan.");
        assert_eq!(a.other_messages().count(), 1);
        assert_eq!(a.conversation.as_ref().unwrap().id, "c1");
        assert!(Answer::from_response(json!({"answer": {}})).is_none());
    }
}
