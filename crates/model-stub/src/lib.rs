//! A scripted model server for tests and benchmarks. It speaks OpenAI Chat Completions
//! (`POST …/chat/completions`) and Anthropic Messages (`POST …/messages`) on loopback, answers
//! by a [`Script`] — faithfully (the engine's own answer, every evidence id cited) or by
//! replaying [`Reply`]s such as a hostile corpus — and records every request it receives, so
//! tests can prove what was and was not sent.
//!
//! A capable model cannot run on a test machine; this stands in for one. The replies' text may
//! use placeholders filled from the request's user message: `{engine_answer}` in any string,
//! and `{all_ids}` / `{first_id}` in `used_evidence_ids`.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};

/// One scripted reply.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reply {
    /// The model's text: an object (serialized) or a string (verbatim).
    #[serde(default)]
    pub content: Option<Value>,
    /// An HTTP error status instead of a completion.
    #[serde(default)]
    pub status: Option<u16>,
    /// The error's body.
    #[serde(default)]
    pub body: Option<String>,
    /// `Retry-After`, in seconds, with `status`.
    #[serde(default)]
    pub retry_after: Option<u64>,
    /// Wait this long before answering.
    #[serde(default)]
    pub delay_ms: u64,
    /// Send the headers, then never finish the body.
    #[serde(default)]
    pub never_ends: bool,
    /// A refusal (OpenAI's `message.refusal`; Anthropic's `stop_reason: "refusal"`).
    #[serde(default)]
    pub refusal: Option<String>,
    /// Text cut off at the token limit (`finish_reason: "length"`).
    #[serde(default)]
    pub truncated: Option<String>,
    /// A 200 whose body is this text, not the provider's JSON.
    #[serde(default)]
    pub raw_body: Option<String>,
}

/// One entry of a corpus file: a reply, the question it answers, and the rule that must catch it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CorpusEntry {
    /// A unique name.
    pub name: String,
    /// What failure it represents.
    pub why: String,
    /// The buyer's question it is replayed for.
    pub question: String,
    /// The review rule, correction or call failure that must catch it.
    pub expect: String,
    /// The reply.
    pub reply: Reply,
}

/// Reads a corpus file's entries.
pub fn load_corpus(text: &str) -> Result<Vec<CorpusEntry>, serde_json::Error> {
    serde_json::from_str(text)
}

/// How the server answers.
#[derive(Debug, Clone)]
pub enum Script {
    /// The engine's own answer, citing every evidence id, `answerable: true`, the engine's verdict.
    Faithful,
    /// The same reply to every request.
    Always(Reply),
    /// These replies in turn, then the last one again.
    Sequence(Vec<Reply>),
    /// These replies in turn, over and over.
    Cycle(Vec<Reply>),
}

/// A request the server received.
#[derive(Debug, Clone)]
pub struct Recorded {
    /// The request path.
    pub path: String,
    /// Its headers, as text.
    pub headers: Vec<(String, String)>,
    /// Its JSON body.
    pub body: Value,
}

impl Recorded {
    /// The user message's JSON (the evidence pack as sent).
    pub fn user_message(&self) -> Value {
        user_message(&self.body)
    }
}

#[derive(Debug)]
struct Shared {
    script: Mutex<Script>,
    served: Mutex<usize>,
    recorded: Mutex<Vec<Recorded>>,
}

/// A running scripted server.
#[derive(Debug, Clone)]
pub struct ScriptedModel {
    addr: std::net::SocketAddr,
    shared: Arc<Shared>,
}

impl ScriptedModel {
    /// Starts a server on a free loopback port, on the current Tokio runtime.
    pub async fn start(script: Script) -> std::io::Result<ScriptedModel> {
        Self::start_on("127.0.0.1:0", script).await
    }

    /// Starts a server listening on `addr`.
    pub async fn start_on(addr: &str, script: Script) -> std::io::Result<ScriptedModel> {
        let shared =
            Arc::new(Shared { script: Mutex::new(script), served: Mutex::new(0), recorded: Mutex::new(Vec::new()) });
        let listener = tokio::net::TcpListener::bind(addr).await?;
        let addr = listener.local_addr()?;
        let app = axum::Router::new().fallback(handle).with_state(shared.clone());
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Ok(ScriptedModel { addr, shared })
    }

    /// The base URL to configure (`http://127.0.0.1:PORT/v1`).
    pub fn base_url(&self) -> String {
        format!("http://{}/v1", self.addr)
    }

    /// Replaces the script.
    pub fn set_script(&self, script: Script) {
        *lock(&self.shared.script) = script;
        *lock(&self.shared.served) = 0;
    }

    /// Every request received so far.
    pub fn recorded(&self) -> Vec<Recorded> {
        lock(&self.shared.recorded).clone()
    }

    /// Forgets the requests received so far.
    pub fn clear(&self) {
        lock(&self.shared.recorded).clear();
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The user message of an OpenAI or Anthropic request body, parsed.
fn user_message(body: &Value) -> Value {
    let messages = body["messages"].as_array().cloned().unwrap_or_default();
    let text = messages.iter().rev().find(|m| m["role"] == "user").and_then(|m| m["content"].as_str()).unwrap_or("");
    serde_json::from_str(text).unwrap_or(Value::Null)
}

async fn handle(State(shared): State<Arc<Shared>>, uri: Uri, headers: HeaderMap, body: bytes::Bytes) -> Response {
    let body: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    let path = uri.path().to_owned();
    lock(&shared.recorded).push(Recorded {
        path: path.clone(),
        headers: headers.iter().map(|(k, v)| (k.to_string(), v.to_str().unwrap_or("").to_owned())).collect(),
        body: body.clone(),
    });
    let reply = {
        let script = lock(&shared.script);
        let mut served = lock(&shared.served);
        let reply = match &*script {
            Script::Faithful => None,
            Script::Always(r) => Some(r.clone()),
            Script::Sequence(rs) => rs.get((*served).min(rs.len().saturating_sub(1))).cloned(),
            Script::Cycle(rs) => rs.get(*served % rs.len().max(1)).cloned(),
        };
        *served += 1;
        reply
    };
    let anthropic = path.ends_with("/messages");
    let pack = user_message(&body);
    let reply = reply.unwrap_or_default();
    if reply.delay_ms > 0 {
        tokio::time::sleep(Duration::from_millis(reply.delay_ms)).await;
    }
    if reply.never_ends {
        let first = futures_util::stream::once(async {
            Ok::<_, std::io::Error>(bytes::Bytes::from_static(b"{\"choices\": ["))
        });
        let stream = futures_util::StreamExt::chain(first, futures_util::stream::pending());
        return Response::builder()
            .header("content-type", "application/json")
            .body(Body::from_stream(stream))
            .unwrap_or_else(|_| StatusCode::INTERNAL_SERVER_ERROR.into_response());
    }
    if let Some(status) = reply.status {
        let mut response = (
            StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR),
            reply.body.clone().unwrap_or_default(),
        )
            .into_response();
        if let Some(secs) = reply.retry_after {
            response.headers_mut().insert("retry-after", secs.into());
        }
        return response;
    }
    if let Some(raw) = &reply.raw_body {
        return ([("content-type", "text/html")], raw.clone()).into_response();
    }
    let (text, finish) = if let Some(refusal) = &reply.refusal {
        return axum::Json(if anthropic {
            json!({"content": [{"type": "text", "text": refusal}], "stop_reason": "refusal", "usage": {"input_tokens": 10, "output_tokens": 5}})
        } else {
            json!({"choices": [{"index": 0, "message": {"role": "assistant", "content": null, "refusal": refusal}, "finish_reason": "stop"}]})
        })
        .into_response();
    } else if let Some(cut) = &reply.truncated {
        (cut.clone(), "length")
    } else {
        // A reply with no content is the faithful one.
        let content = fill(reply.content.clone().unwrap_or_else(|| faithful(&pack)), &pack);
        (
            match content {
                Value::String(s) => s,
                other => other.to_string(),
            },
            "stop",
        )
    };
    let tokens_in = body.to_string().len() as u64 / 4;
    let tokens_out = text.len() as u64 / 4;
    axum::Json(if anthropic {
        let stop = if finish == "length" { "max_tokens" } else { "end_turn" };
        let block = match serde_json::from_str::<Value>(&text) {
            Ok(input @ Value::Object(_)) if body.get("tools").is_some() && finish != "length" => {
                json!({"type": "tool_use", "id": "toolu_1", "name": "answer", "input": input})
            }
            _ => json!({"type": "text", "text": text}),
        };
        json!({"content": [block], "stop_reason": stop, "usage": {"input_tokens": tokens_in, "output_tokens": tokens_out}})
    } else {
        json!({
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": finish}],
            "usage": {"prompt_tokens": tokens_in, "completion_tokens": tokens_out}
        })
    })
    .into_response()
}

/// The faithful reply to a pack: the engine's answer, every id, its verdict.
fn faithful(pack: &Value) -> Value {
    let ids: Vec<Value> = pack["evidence"].as_array().into_iter().flatten().map(|e| e["id"].clone()).collect();
    json!({
        "plain": pack["engine_answer"],
        "used_evidence_ids": ids,
        "answerable": true,
        "verdict": pack["engine_verdict"].as_str().unwrap_or("none"),
    })
}

/// Fills the placeholders of a scripted reply from the pack.
fn fill(content: Value, pack: &Value) -> Value {
    let ids: Vec<Value> = pack["evidence"].as_array().into_iter().flatten().map(|e| e["id"].clone()).collect();
    let answer = pack["engine_answer"].as_str().unwrap_or("");
    match content {
        Value::String(s) => Value::String(s.replace("{engine_answer}", answer)),
        Value::Array(items) => Value::Array(
            items
                .into_iter()
                .flat_map(|item| match item.as_str() {
                    Some("{all_ids}") => ids.clone(),
                    Some("{first_id}") => ids.first().cloned().into_iter().collect(),
                    _ => vec![fill(item, pack)],
                })
                .collect(),
        ),
        Value::Object(map) => Value::Object(map.into_iter().map(|(k, v)| (k, fill(v, pack))).collect()),
        other => other,
    }
}
