//! The operations an agent calls: Ask (with the conversation this business returned to this
//! user, and an idempotency key on every turn, kept across its retries), Location search (one
//! page, or every page to the end) and lookup. Challenges become [`ClientError::SignInRequired`]
//! and [`ClientError::MoreScopeRequired`]; the client never signs in by itself.

use std::time::Duration;

use serde_json::{Value, json};

use crate::negotiate::identity_linking_scopes;
use crate::transport::{self, Operation, Reply, RequestMeta};
use crate::{Answer, Business, Client, ClientError, Negotiated};

/// Longest `Retry-After` the client waits out by itself before one retry.
const MAX_AUTOMATIC_WAIT_SECS: u64 = 5;

/// A question for `ask_business`.
#[derive(Debug, Clone, Default)]
pub struct AskQuestion {
    /// The question.
    pub query: String,
    /// Resources it is about (GIDs or identifiers the business accepts).
    pub ids: Vec<String>,
    /// UCP `context` (provisional buyer signals: `address_country`, `language`, …).
    pub context: Option<Value>,
    /// Continue the conversation this business last returned to this user.
    pub continue_conversation: bool,
}

/// One page of locations.
#[derive(Debug, Clone)]
pub struct LocationPage {
    /// The locations, as the business returned them.
    pub locations: Vec<Value>,
    /// The messages.
    pub messages: Vec<Value>,
    /// The cursor of the next page, when there is one.
    pub next_cursor: Option<String>,
    /// `total_count`, when given.
    pub total_count: Option<u64>,
    /// The response as received.
    pub raw: Value,
}

impl LocationPage {
    fn from_reply(body: Value) -> LocationPage {
        let array = |k: &str| body.get(k).and_then(Value::as_array).cloned().unwrap_or_default();
        let pagination = body.get("pagination");
        let more = pagination.and_then(|p| p.get("has_next_page")).and_then(Value::as_bool) == Some(true);
        LocationPage {
            locations: array("locations"),
            messages: array("messages"),
            next_cursor: more.then(|| pagination?.get("cursor")?.as_str().map(str::to_owned)).flatten(),
            total_count: pagination.and_then(|p| p.get("total_count")).and_then(Value::as_u64),
            raw: body,
        }
    }
}

impl Client {
    /// Asks the business a question for this client's user.
    pub async fn ask(&self, business: &Business, question: &AskQuestion) -> Result<Answer, ClientError> {
        let origin = business.origin.as_str();
        let user = &self.options.user;
        let mut payload = json!({"query": question.query});
        if !question.ids.is_empty() {
            payload["ids"] = json!(question.ids);
        }
        if let Some(context) = &question.context {
            payload["context"] = context.clone();
        }
        if question.continue_conversation {
            // Only an id this business returned to this user is ever replayed.
            match self.state.conversation(origin, user) {
                Some(c) => payload["conversation"] = json!({"id": c.id}),
                None => {
                    return Err(ClientError::Usage(format!(
                        "there is no conversation with {} to continue for user {user}",
                        business.domain()
                    )));
                }
            }
        }
        let key = uuid::Uuid::new_v4().to_string();
        let (_, reply) = self.send(business, Operation::Ask, &payload, Some(key)).await?;
        let answer = Answer::from_response(reply.body).ok_or_else(|| ClientError::Protocol {
            url: business.origin.to_string(),
            reason: "the Ask response has no answer.plain, which UCP requires".into(),
        })?;
        if let Some(c) = &answer.conversation {
            self.state.set_conversation(origin, user, Some(c.clone()))?;
        }
        Ok(answer)
    }

    /// One page of a Location search; `request` is the UCP search request (`distance`,
    /// `serves`, `query`, `filters`, `pagination`, …).
    pub async fn search_locations(&self, business: &Business, request: &Value) -> Result<LocationPage, ClientError> {
        let (_, reply) = self.send(business, Operation::SearchLocations, request, None).await?;
        Ok(LocationPage::from_reply(reply.body))
    }

    /// Every page of a Location search, following the cursor to the end (at most `max_pages`).
    pub async fn search_all_locations(
        &self,
        business: &Business,
        request: &Value,
        max_pages: usize,
    ) -> Result<LocationPage, ClientError> {
        let mut page = self.search_locations(business, request).await?;
        let mut pages = 1;
        while let Some(cursor) = page.next_cursor.take() {
            if pages >= max_pages {
                page.next_cursor = Some(cursor);
                break;
            }
            let mut next = request.clone();
            next["pagination"]["cursor"] = json!(cursor);
            let more = self.search_locations(business, &next).await?;
            page.locations.extend(more.locations);
            page.messages.extend(more.messages);
            page.next_cursor = more.next_cursor;
            pages += 1;
        }
        Ok(page)
    }

    /// Looks locations up by identifier.
    pub async fn lookup_locations(&self, business: &Business, ids: &[String]) -> Result<LocationPage, ClientError> {
        let (_, reply) = self.send(business, Operation::LookupLocations, &json!({"ids": ids}), None).await?;
        Ok(LocationPage::from_reply(reply.body))
    }

    /// Sends one operation: negotiates, attaches the user's token (refreshed when it expires)
    /// and a Session header when the agent uses them, retries once after `session_ended`, once
    /// after a lost connection or a short `Retry-After` (with the same idempotency key), and
    /// turns challenges into sign-in errors.
    async fn send(
        &self,
        business: &Business,
        op: Operation,
        payload: &Value,
        idempotency_key: Option<String>,
    ) -> Result<(Negotiated, Reply), ClientError> {
        let negotiated = self.negotiate(business, op.capability()).await?;
        let token = self.usable_token(business).await?;
        let domain = business.domain();
        let user = &self.options.user;
        let (mut session_retry, mut transport_retry, mut handshake) = (true, true, true);
        loop {
            let poppy_session = match (&self.agent.key, &self.agent.client_id, self.agent.poppy_sessions) {
                (Some(key), Some(client), true) => Some(self.sessions.header(
                    key,
                    client,
                    &domain,
                    user,
                    token.as_ref().map(|t| t.access_token.as_str()),
                )?),
                _ => None,
            };
            let mcp_session = self
                .mcp_sessions
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .get(negotiated.endpoint.as_str())
                .cloned();
            let meta = RequestMeta {
                idempotency_key: idempotency_key.clone(),
                bearer: token.as_ref().map(|t| t.access_token.clone()),
                poppy_session,
                mcp_session,
            };
            let signer = self.agent.key.as_ref().filter(|_| self.agent.sign_requests);
            match transport::call(&self.http, &negotiated, op, payload, &meta, signer).await {
                Ok(reply) => return Ok((negotiated, reply)),
                Err(ClientError::Ucp(f)) if f.code == "session_ended" && session_retry => {
                    session_retry = false;
                    self.sessions.restart(&domain, user);
                }
                Err(ClientError::Ucp(f)) if f.code == "invalid_session" => {
                    self.sessions.refuse(&domain, &f.content);
                    return Err(ClientError::Ucp(f));
                }
                Err(ClientError::Unreachable { .. }) if transport_retry => transport_retry = false,
                // An MCP server that only serves initialized clients refuses the plain call with a
                // bare 400 or 404 (no UCP code): initialize once, then call again in the session.
                Err(ClientError::Ucp(f))
                    if handshake
                        && negotiated.transport == crate::Transport::Mcp
                        && matches!(f.status, 400 | 404)
                        && (f.code.starts_with("http_") || f.code.starts_with("jsonrpc_")) =>
                {
                    handshake = false;
                    // A server that will not initialize either: its first answer is the one to report.
                    let Ok(session) = transport::mcp_handshake(&self.http, &negotiated.endpoint).await else {
                        return Err(ClientError::Ucp(f));
                    };
                    self.mcp_sessions
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner)
                        .insert(negotiated.endpoint.to_string(), session);
                }
                // 429 and 503 say when to come back; so does a 409 whose first request with
                // this idempotency key is still running (a conflict of payloads has no Retry-After).
                Err(ClientError::Ucp(f))
                    if transport_retry
                        && (matches!(f.status, 429 | 503) || (f.status == 409 && f.retry_after.is_some()))
                        && f.retry_after.unwrap_or(1) <= MAX_AUTOMATIC_WAIT_SECS =>
                {
                    transport_retry = false;
                    tokio::time::sleep(Duration::from_secs(f.retry_after.unwrap_or(1))).await;
                }
                Err(ClientError::Ucp(f)) if f.code == "identity_required" => {
                    let from_challenge = f.challenge.as_ref().map(|c| c.scopes.clone()).unwrap_or_default();
                    let scopes = if from_challenge.is_empty() {
                        identity_linking_scopes(&negotiated.business_profile)
                    } else {
                        from_challenge
                    };
                    return Err(ClientError::SignInRequired { operation: op.tool().into(), scopes, failure: f });
                }
                Err(ClientError::Ucp(f)) if f.code == "insufficient_scope" => {
                    let granted = token.as_ref().map(|t| t.scopes.clone()).unwrap_or_default();
                    let missing = f
                        .challenge
                        .as_ref()
                        .map(|c| c.scopes.iter().filter(|s| !granted.contains(s)).cloned().collect())
                        .unwrap_or_default();
                    return Err(ClientError::MoreScopeRequired { operation: op.tool().into(), missing, failure: f });
                }
                Err(e) => return Err(e),
            }
        }
    }
}
