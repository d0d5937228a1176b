//! The Ask operation: idempotency, conversations and the answer engine, in that order.
//!
//! 1. With an idempotency key, the key is claimed first: a retry of a finished request gets
//!    the stored response (and no new turn), a concurrent retry waits for the first one, the
//!    same key with another payload is a conflict (409), and a database failure is 503: the
//!    service fails closed rather than risk a duplicate turn. Keys are per platform and per
//!    credential, so a stored answer is replayed only to the caller it was written for.
//! 2. The conversation is loaded (an unknown or expired id starts a new one, with an info
//!    message), filtered to what the current caller may see ([`ConversationState::visible_to`]
//!    with the request's [`Viewer`]: a conversation carries context, never authority), and
//!    handed to the engine.
//! 3. The turn, the new conversation state and the stored response are written in one
//!    transaction; questions the business could not answer are recorded for it.

use std::time::Duration;

use concierge_ask::{AskLimits, AskRequest, ConversationState, Link, Question, Viewer};
use concierge_core::ucp::{Envelope, Message};
use concierge_core::{Code, UcpError};
use jiff::Timestamp;
use serde::Serialize;
use serde_json::Value;

use crate::composer::{Composition, ModelComposer};
use crate::config::AskSettings;
use crate::database::{Claim, Database, DatabaseError, GapKind};
use crate::generation::StoreGeneration;
use crate::operations::{CallOptions, Outcome};
use crate::traffic::AskResult;

/// The Ask operation's moving parts that outlive a store: the answer engine belongs to the
/// store generation a request started on (see [`crate::generation`]) and is passed in.
pub(crate) struct AskService {
    database: Database,
    settings: AskSettings,
    /// How long a claimed idempotency key without a response is honoured (see
    /// [`Database::claim`]).
    claim_lease_secs: u64,
    /// The business's own language model, when `[ask.model]` configures one.
    composer: Option<ModelComposer>,
}

#[derive(Serialize)]
struct AskResponse<'a> {
    ucp: &'a Envelope,
    answer: AnswerText<'a>,
    conversation: ConversationOut<'a>,
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    links: &'a [Link],
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    messages: &'a [Message],
}

#[derive(Serialize)]
struct AnswerText<'a> {
    plain: &'a str,
    markdown: &'a str,
}

#[derive(Serialize)]
struct ConversationOut<'a> {
    id: &'a str,
    expires_at: String,
}

const OPERATION: &str = "ask_business";

fn unavailable(e: DatabaseError) -> UcpError {
    tracing::error!(reason = %e, "conversation storage failed; refusing the request");
    UcpError::new(Code::Unavailable, "Conversation storage is unavailable, so nothing was recorded; retry shortly.")
        .retry_after(1)
}

impl AskService {
    pub(crate) fn new(
        database: Database,
        settings: AskSettings,
        claim_lease_secs: u64,
        composer: Option<ModelComposer>,
    ) -> Self {
        AskService { database, settings, claim_lease_secs, composer }
    }

    /// The model composer, when one is configured.
    pub(crate) fn composer(&self) -> Option<&ModelComposer> {
        self.composer.as_ref()
    }

    pub(crate) fn database(&self) -> &Database {
        &self.database
    }

    /// Answers one Ask request on `store` (the store generation the request started on).
    pub(crate) async fn ask(
        &self,
        store: &StoreGeneration,
        envelope: Envelope,
        payload: &Value,
        options: &CallOptions,
        viewer: &Viewer,
        now: Timestamp,
    ) -> Result<Outcome, UcpError> {
        let limits = AskLimits { max_query_chars: self.settings.max_query_chars, max_ids: self.settings.max_ids };
        let request = AskRequest::from_json(payload, limits)?;
        // Keys are per platform and per credential: the same key from another platform, or
        // with another credential, is another key (a stored answer may hold what only its
        // viewer may see, and a replay must not hand it to anyone else).
        let scoped = options.idempotency_key.as_deref().map(|k| {
            let agent = options.agent.as_deref().unwrap_or("");
            match credential_key(viewer) {
                None => format!("{agent}\u{1f}{k}"),
                Some(who) => format!("{agent}\u{1f}{who}\u{1f}{k}"),
            }
        });
        let key = scoped.as_deref();
        if let Some(key) = key {
            let digest = options.request_digest.clone().unwrap_or_default();
            if let Some(replayed) = self.claim(key, &digest, now).await? {
                return Ok(replayed);
            }
        }
        let result = self.answer(store, &envelope, &request, viewer, key, now, options.explain).await;
        if result.is_err()
            && let Some(key) = key
        {
            // Let a retry run the request; if even that fails, the claim expires on its own.
            let _ = self.database.release(key, OPERATION).await;
        }
        result
    }

    /// Claims the key; a replayed response when the same request already completed.
    async fn claim(&self, key: &str, digest: &str, now: Timestamp) -> Result<Option<Outcome>, UcpError> {
        let expires = now.as_second() + self.settings.idempotency_ttl_secs as i64;
        let deadline = std::time::Instant::now() + Duration::from_millis(self.settings.idempotency_wait_ms);
        let mut pause = Duration::from_millis(10);
        loop {
            let stale_before = now.as_second() - self.claim_lease_secs as i64;
            match self
                .database
                .claim(key, OPERATION, digest, now.as_second(), stale_before, expires)
                .await
                .map_err(unavailable)?
            {
                Claim::Fresh => return Ok(None),
                Claim::Replay(body) => {
                    tracing::info!("idempotent replay: returning the stored response");
                    return Ok(Some(Outcome::replay(body)));
                }
                Claim::Conflict => {
                    return Err(UcpError::new(
                        Code::IdempotencyConflict,
                        "This idempotency key was already used with a different request; use a new key for a new question.",
                    ));
                }
                Claim::InFlight if std::time::Instant::now() < deadline => {
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(Duration::from_millis(200));
                }
                Claim::InFlight => {
                    return Err(UcpError::new(
                        Code::IdempotencyConflict,
                        "A request with this idempotency key is still being processed; retry shortly.",
                    )
                    .retry_after(1));
                }
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    async fn answer(
        &self,
        store: &StoreGeneration,
        envelope: &Envelope,
        request: &AskRequest,
        viewer: &Viewer,
        key: Option<&str>,
        now: Timestamp,
        explain: bool,
    ) -> Result<Outcome, UcpError> {
        let engine = store.engine();
        let mut messages: Vec<Message> = Vec::new();
        let (conversation_id, previous) = match &request.conversation {
            Some(c) => match self.database.conversation(&c.id, now.as_second()).await.map_err(unavailable)? {
                // Each turn is authorized on its own: only what this viewer may use goes on.
                Some(state) => (c.id.clone(), state.visible_to(viewer, engine.business(), engine.policies())),
                None => {
                    messages.push(Message::info(
                        "not_found",
                        "The conversation was not found or has expired; a new conversation was started.",
                    ));
                    (new_conversation_id(), ConversationState::default())
                }
            },
            None => (new_conversation_id(), ConversationState::default()),
        };
        let question = Question {
            query: &request.query,
            ids: &request.ids,
            language: request.language(),
            location_hint: request.location_hint(),
            now,
            viewer,
        };
        let composer = self.composer.as_ref();
        let answered = engine.answer_with(&question, &previous, explain, composer.map(ModelComposer::pack_options));
        let trace = answered.trace;
        let (answer, composition) = match (composer, answered.pack) {
            (Some(composer), Some(pack)) => {
                composer.compose(answered.answer, pack, store.number(), &viewer_tier(viewer)).await
            }
            _ => (answered.answer, Composition::Fallback("off")),
        };
        messages.extend(answer.messages.iter().cloned());
        let expires_at = now.as_second() + self.settings.conversation_ttl_secs as i64;
        let expires_text = Timestamp::from_second(expires_at).map(|t| t.to_string()).unwrap_or_default();
        let response = AskResponse {
            ucp: envelope,
            answer: AnswerText { plain: &answer.plain, markdown: &answer.markdown },
            conversation: ConversationOut { id: &conversation_id, expires_at: expires_text },
            links: &answer.links,
            messages: &messages,
        };
        let result = match answer.outcome {
            concierge_ask::Outcome::Answered => AskResult::Answered,
            concierge_ask::Outcome::CantAnswer => AskResult::CantAnswer,
        };
        let outcome = Outcome::new(&response, false, 0).answered(result);
        let stored = key.map(|k| (k, OPERATION, outcome.body().get()));
        self.database
            .save_turn(
                &conversation_id,
                &answer.state,
                &request.query,
                &answer.plain,
                now.as_second(),
                expires_at,
                stored,
            )
            .await
            .map_err(unavailable)?;
        // Content gaps: what went unanswered, or was answered only with low confidence.
        let gap = if answer.unanswered {
            Some(GapKind::CantAnswer)
        } else if answer.low_confidence {
            Some(GapKind::LowConfidence)
        } else {
            None
        };
        if let Some(kind) = gap
            && self.settings.record_unanswered
        {
            let language = answer.state.language.map_or("", |l| l.code());
            if let Err(e) = self.database.record_unanswered(&request.query, language, kind, now.as_second()).await {
                tracing::warn!(reason = %e, "could not record an unanswered question");
            }
        }
        // On the request's log line (the HTTP layer's `request` span declares these fields).
        let span = tracing::Span::current();
        span.record("answer", tracing::field::debug(&answer.outcome));
        span.record("links", answer.links.len());
        span.record("turn", answer.state.turns);
        if composer.is_some() {
            span.record("composed", matches!(composition, Composition::Composed));
        }
        Ok(match trace {
            Some(trace) => outcome.with_trace(trace),
            None => outcome,
        })
    }
}

/// What distinguishes one credential from another for idempotency keys: the buyer and the
/// scopes. `None` for no credential, so public keys keep their original form.
fn credential_key(viewer: &Viewer) -> Option<String> {
    if viewer.buyer.is_none() && viewer.scopes.is_empty() {
        return None;
    }
    let scopes: Vec<&str> = viewer.scopes.iter().map(String::as_str).collect();
    Some(format!("{}\u{1e}{}", viewer.buyer.as_deref().unwrap_or(""), scopes.join(" ")))
}

/// Whose view of the store an answer's evidence is, for the composer's cache: everyone's, a
/// signed-in buyer's without personal data, or (when personal data may reach the model) one
/// buyer's alone.
fn viewer_tier(viewer: &Viewer) -> String {
    match viewer.personalised_buyer() {
        None => "public".to_owned(),
        Some(buyer) => format!("buyer\u{1f}{buyer}"),
    }
}

/// A fresh, unguessable conversation id: the wall clock's milliseconds, then 128 random bits.
///
/// The random part is what makes it unguessable. The clock in front makes ids sort in the
/// order they were made, so each new conversation (and its first turn) is stored at the end
/// of the tables' id indexes: a batch of turns writes a few pages at the right edge rather than
/// one scattered page per turn, which on SQLite was most of an answer's storage cost (each
/// page read back and appended to the write-ahead log). It reveals when the conversation began,
/// which its `expires_at` already tells.
fn new_conversation_id() -> String {
    let millis = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis());
    let random: u128 = rand::random();
    format!("conv_{millis:012x}{random:032x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn credentials_key_idempotency_apart() {
        assert_eq!(credential_key(&Viewer::public()), None);
        let a = credential_key(&Viewer::buyer("b_1", ["dev.ucp.common.ask:read"]));
        assert_ne!(a, credential_key(&Viewer::buyer("b_2", ["dev.ucp.common.ask:read"])));
        assert_ne!(a, credential_key(&Viewer::buyer("b_1", Vec::<String>::new())));
        assert_eq!(a, credential_key(&Viewer::buyer("b_1", ["dev.ucp.common.ask:read"])));
    }

    #[test]
    fn conversation_ids_are_opaque_and_unique() {
        let a = new_conversation_id();
        let b = new_conversation_id();
        assert_ne!(a, b);
        assert_eq!(a.len(), 5 + 12 + 32);
        assert!(a.starts_with("conv_") && a[5..].bytes().all(|b| b.is_ascii_hexdigit()), "{a}");
    }

    #[test]
    fn conversation_ids_sort_in_the_order_they_were_made() {
        let first = new_conversation_id();
        std::thread::sleep(Duration::from_millis(2));
        let second = new_conversation_id();
        assert!(first < second, "{first} then {second}");
    }
}
