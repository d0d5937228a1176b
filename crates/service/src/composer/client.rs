//! The two wire formats a business's model server speaks — OpenAI Chat Completions and
//! Anthropic Messages — with one deadline over every attempt, and retries with jitter on 429
//! and 5xx that honour `Retry-After`. The reply's JSON text comes back as it was written; the
//! engine reviews it.

use std::time::Duration;

use serde_json::{Value, json};
use tokio::time::Instant;

use crate::config::{ModelProvider, ModelSettings, StructuredOutput};

/// The largest response body read from a model server.
const MAX_RESPONSE_BYTES: usize = 256 * 1024;

/// Longest pause a `Retry-After` may ask for before the call gives up instead.
const MAX_RETRY_AFTER: Duration = Duration::from_secs(30);

/// What a model call returned.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Completion {
    /// The reply's text: the JSON object (the forced tool's input, for Anthropic).
    pub(crate) text: String,
    pub(crate) tokens_in: u64,
    pub(crate) tokens_out: u64,
}

/// Why a model call gave no reply to review.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub(crate) enum CallError {
    /// The deadline passed (the model was slow, or never finished its response).
    #[error("the model did not answer within the timeout")]
    Timeout,
    /// The server answered with an error status (after any retries).
    #[error("the model server answered {0}")]
    Status(u16),
    /// The connection failed.
    #[error("the model server could not be reached: {0}")]
    Transport(String),
    /// The response is not the provider's format.
    #[error("the model server's response is not in the provider's format: {0}")]
    Format(String),
    /// The model stopped at the token limit: its JSON is cut off.
    #[error("the reply was cut off at max_output_tokens")]
    Truncated,
    /// The model refused to answer.
    #[error("the model refused")]
    Refusal,
}

impl CallError {
    /// The reason, as a metric label.
    pub(crate) fn reason(&self) -> &'static str {
        match self {
            CallError::Timeout => "timeout",
            CallError::Status(429) => "status_429",
            CallError::Status(s) if *s >= 500 => "status_5xx",
            CallError::Status(_) => "status_4xx",
            CallError::Transport(_) => "transport",
            CallError::Format(_) => "bad_response",
            CallError::Truncated => "truncated",
            CallError::Refusal => "refusal",
        }
    }

    /// Whether the endpoint is failing (counts toward the breaker), rather than the model
    /// misbehaving.
    pub(crate) fn endpoint_failed(&self) -> bool {
        matches!(self, CallError::Timeout | CallError::Transport(_))
            || matches!(self, CallError::Status(s) if *s == 429 || *s >= 500)
    }
}

/// A client for one configured model.
#[derive(Debug, Clone)]
pub(crate) struct ModelClient {
    http: reqwest::Client,
    provider: ModelProvider,
    url: String,
    model: String,
    key: Option<String>,
    max_output_tokens: u32,
    temperature: f64,
    structured: StructuredOutput,
    max_retries: u32,
}

impl ModelClient {
    /// A client for `settings` (the key already read from where they say).
    pub(crate) fn new(settings: &ModelSettings, key: Option<String>) -> Result<ModelClient, String> {
        let timeout = Duration::from_millis(settings.timeout_ms);
        let http = crate::fetch::client_builder(timeout, "Ask composer")
            .build()
            .map_err(|e| format!("ask.model: building the HTTP client: {e}"))?;
        let path = match settings.provider {
            ModelProvider::Anthropic => "messages",
            _ => "chat/completions",
        };
        Ok(ModelClient {
            http,
            provider: settings.provider,
            url: format!("{}/{path}", settings.endpoint()),
            model: settings.model.clone(),
            key,
            max_output_tokens: settings.max_output_tokens,
            temperature: settings.temperature,
            structured: settings.structured_output,
            max_retries: settings.max_retries,
        })
    }

    /// The request body for `system` and `user`.
    pub(crate) fn body(&self, system: &str, user: &str) -> Value {
        let schema = concierge_ask::reply_schema();
        match self.provider {
            ModelProvider::Anthropic => {
                let mut body = json!({
                    "model": self.model,
                    "system": system,
                    "messages": [{"role": "user", "content": user}],
                    "max_tokens": self.max_output_tokens,
                    "temperature": self.temperature,
                });
                if self.structured == StructuredOutput::JsonSchema {
                    body["tools"] = json!([{
                        "name": "answer",
                        "description": "Return the answer for the shopper.",
                        "input_schema": schema,
                    }]);
                    body["tool_choice"] = json!({"type": "tool", "name": "answer"});
                }
                body
            }
            _ => {
                let mut body = json!({
                    "model": self.model,
                    "messages": [
                        {"role": "system", "content": system},
                        {"role": "user", "content": user},
                    ],
                    "max_tokens": self.max_output_tokens,
                    "temperature": self.temperature,
                });
                if self.structured == StructuredOutput::JsonSchema {
                    body["response_format"] = json!({
                        "type": "json_schema",
                        "json_schema": {"name": "ask_answer", "strict": true, "schema": schema},
                    });
                }
                body
            }
        }
    }

    /// Calls the model: one attempt, then retries on 429 and 5xx after the pause `Retry-After`
    /// asks for (or a jittered backoff), while `deadline` allows. The caller bounds the whole
    /// call by the same deadline.
    pub(crate) async fn complete(&self, body: &Value, deadline: Instant) -> Result<Completion, CallError> {
        let mut attempt = 0u32;
        loop {
            let (error, retry_after) = match self.attempt(body).await {
                Ok(completion) => return Ok(completion),
                Err(Attempt::Failed(e)) => return Err(e),
                Err(Attempt::Retryable(status, retry_after)) => (CallError::Status(status), retry_after),
            };
            if attempt >= self.max_retries {
                return Err(error);
            }
            attempt += 1;
            let pause = match retry_after {
                Some(asked) if asked > MAX_RETRY_AFTER => return Err(error),
                Some(asked) => asked,
                None => Duration::from_millis(50u64 << attempt.min(6)),
            };
            // Up to a quarter more, so that replicas do not retry in step.
            let jitter = pause.mul_f64(rand::random::<f64>() * 0.25);
            let resume = Instant::now() + pause + jitter;
            if resume >= deadline {
                return Err(error);
            }
            tokio::time::sleep_until(resume).await;
        }
    }

    async fn attempt(&self, body: &Value) -> Result<Completion, Attempt> {
        let mut request = self
            .http
            .post(&self.url)
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .body(serde_json::to_vec(body).unwrap_or_default());
        request = match (self.provider, &self.key) {
            (ModelProvider::Anthropic, key) => {
                let r = request.header("anthropic-version", "2023-06-01");
                match key {
                    Some(k) => r.header("x-api-key", k),
                    None => r,
                }
            }
            (_, Some(k)) => request.bearer_auth(k),
            (_, None) => request,
        };
        let response = request.send().await.map_err(|e| Attempt::Failed(transport(e)))?;
        let status = response.status().as_u16();
        if status == 429 || status >= 500 {
            let retry_after = response
                .headers()
                .get(reqwest::header::RETRY_AFTER)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.trim().parse::<u64>().ok())
                .map(Duration::from_secs);
            return Err(Attempt::Retryable(status, retry_after));
        }
        if !(200..300).contains(&status) {
            return Err(Attempt::Failed(CallError::Status(status)));
        }
        let bytes = crate::fetch::read_limited(response, MAX_RESPONSE_BYTES).await.map_err(|e| {
            Attempt::Failed(match e {
                crate::fetch::FetchError::Transport(e) => transport(e),
                other => CallError::Format(other.to_string()),
            })
        })?;
        let value: Value =
            serde_json::from_slice(&bytes).map_err(|e| Attempt::Failed(CallError::Format(e.to_string())))?;
        match self.provider {
            ModelProvider::Anthropic => anthropic_completion(&value),
            _ => openai_completion(&value),
        }
        .map_err(Attempt::Failed)
    }
}

/// One attempt's failure: final, or worth another try.
enum Attempt {
    Failed(CallError),
    Retryable(u16, Option<Duration>),
}

fn transport(e: reqwest::Error) -> CallError {
    if e.is_timeout() {
        CallError::Timeout
    } else {
        // Without the URL: it is the operator's, and the error is logged.
        CallError::Transport(e.without_url().to_string())
    }
}

/// The reply of a Chat Completions response.
fn openai_completion(v: &Value) -> Result<Completion, CallError> {
    let choice = v["choices"].get(0).ok_or_else(|| CallError::Format("no choices".into()))?;
    let message = &choice["message"];
    if message["refusal"].as_str().is_some_and(|r| !r.is_empty()) {
        return Err(CallError::Refusal);
    }
    if choice["finish_reason"] == "length" {
        return Err(CallError::Truncated);
    }
    let text = message["content"].as_str().ok_or_else(|| CallError::Format("no message content".into()))?;
    Ok(Completion {
        text: text.to_owned(),
        tokens_in: v["usage"]["prompt_tokens"].as_u64().unwrap_or(0),
        tokens_out: v["usage"]["completion_tokens"].as_u64().unwrap_or(0),
    })
}

/// The reply of a Messages response: the forced tool's input, or the text.
fn anthropic_completion(v: &Value) -> Result<Completion, CallError> {
    match v["stop_reason"].as_str() {
        Some("max_tokens") => return Err(CallError::Truncated),
        Some("refusal") => return Err(CallError::Refusal),
        _ => {}
    }
    let content = v["content"].as_array().ok_or_else(|| CallError::Format("no content".into()))?;
    let text = content
        .iter()
        .find(|b| b["type"] == "tool_use")
        .map(|b| b["input"].to_string())
        .or_else(|| {
            let text: Vec<&str> =
                content.iter().filter(|b| b["type"] == "text").filter_map(|b| b["text"].as_str()).collect();
            (!text.is_empty()).then(|| text.concat())
        })
        .ok_or_else(|| CallError::Format("neither a tool call nor text".into()))?;
    Ok(Completion {
        text,
        tokens_in: v["usage"]["input_tokens"].as_u64().unwrap_or(0),
        tokens_out: v["usage"]["output_tokens"].as_u64().unwrap_or(0),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openai_replies_are_read_and_their_failures_named() {
        let ok = json!({"choices": [{"message": {"content": "{}"}, "finish_reason": "stop"}], "usage": {"prompt_tokens": 10, "completion_tokens": 3}});
        assert_eq!(openai_completion(&ok).unwrap(), Completion { text: "{}".into(), tokens_in: 10, tokens_out: 3 });
        let cut = json!({"choices": [{"message": {"content": "{\"pl"}, "finish_reason": "length"}]});
        assert_eq!(openai_completion(&cut), Err(CallError::Truncated));
        let refused = json!({"choices": [{"message": {"content": null, "refusal": "I can't help with that."}}]});
        assert_eq!(openai_completion(&refused), Err(CallError::Refusal));
        assert!(matches!(openai_completion(&json!({"error": "x"})), Err(CallError::Format(_))));
    }

    #[test]
    fn anthropic_replies_use_the_forced_tool_input() {
        let tool = json!({"content": [{"type": "tool_use", "name": "answer", "input": {"plain": "Hi"}}], "stop_reason": "tool_use", "usage": {"input_tokens": 7, "output_tokens": 2}});
        let got = anthropic_completion(&tool).unwrap();
        assert_eq!(serde_json::from_str::<Value>(&got.text).unwrap(), json!({"plain": "Hi"}));
        assert_eq!((got.tokens_in, got.tokens_out), (7, 2));
        let text = json!({"content": [{"type": "text", "text": "{\"plain\": \"Hi\"}"}], "stop_reason": "end_turn"});
        assert_eq!(anthropic_completion(&text).unwrap().text, "{\"plain\": \"Hi\"}");
        assert_eq!(
            anthropic_completion(&json!({"content": [], "stop_reason": "max_tokens"})),
            Err(CallError::Truncated)
        );
    }

    #[test]
    fn the_request_asks_for_the_reply_schema_each_provider_s_way() {
        let mut settings =
            ModelSettings { provider: ModelProvider::OpenaiCompatible, model: "m".into(), ..Default::default() };
        let openai = ModelClient::new(&settings, None).unwrap().body("sys", "user");
        assert_eq!(openai["response_format"]["type"], "json_schema");
        assert_eq!(openai["messages"][0]["content"], "sys");
        settings.structured_output = StructuredOutput::PromptJson;
        assert!(ModelClient::new(&settings, None).unwrap().body("sys", "user").get("response_format").is_none());
        settings.provider = ModelProvider::Anthropic;
        settings.structured_output = StructuredOutput::JsonSchema;
        let anthropic = ModelClient::new(&settings, Some("k".into())).unwrap().body("sys", "user");
        assert_eq!(anthropic["system"], "sys");
        assert_eq!(anthropic["tool_choice"]["name"], "answer");
    }
}
