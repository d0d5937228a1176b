//! The business's own language model in the Ask path (`[ask.model]`): the engine's evidence
//! pack goes out, the model's reply comes back, and the engine's review decides whether it is
//! used. Whatever happens — the model is off, slow, failing, busy, or writes something the
//! review rejects — the buyer gets the engine's answer, and the reason is counted.
//!
//! - `client`: the wire formats (OpenAI Chat Completions, Anthropic Messages), the deadline
//!   and retries.
//! - `breaker`: stops calling an endpoint that keeps failing.
//!
//! Here: the concurrency cap, the cache of accepted replies (keyed by store generation,
//! normalised question, viewer tier, prompt version and an evidence digest; a hit is reviewed
//! again, against this request's pack), metrics, and the counts `concierge eval` prints.
//! Logs carry reasons and rules, never the prompt or the answer.

mod breaker;
mod client;

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use concierge_ask::{Answer, EvidencePack, PROMPT_VERSION, PackOptions, PackSkipped, PromptStyle};
use sha2::{Digest, Sha256};
use tokio::sync::Semaphore;
use tokio::time::Instant;

use crate::config::ModelSettings;
use breaker::Breaker;
use client::{CallError, ModelClient};

/// What the composer did with one answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Composition {
    /// The model's reply was reviewed and used.
    Composed,
    /// The engine's answer was returned, for this reason (a metric label).
    Fallback(&'static str),
}

/// The model composer: one per service, shared by every store generation.
pub(crate) struct ModelComposer {
    client: ModelClient,
    style: PromptStyle,
    options: PackOptions,
    timeout: Duration,
    permits: Semaphore,
    breaker: Breaker,
    /// Accepted replies' JSON text, by cache key.
    cache: Option<moka::future::Cache<[u8; 32], Arc<str>>>,
    counts: Mutex<BTreeMap<&'static str, u64>>,
}

impl std::fmt::Debug for ModelComposer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ModelComposer").field("timeout", &self.timeout).finish_non_exhaustive()
    }
}

impl ModelComposer {
    /// A composer for `settings`, or `None` when no model is configured. Fails when the key
    /// it names cannot be read.
    pub(crate) fn new(settings: &ModelSettings) -> Result<Option<ModelComposer>, String> {
        if !settings.enabled() {
            return Ok(None);
        }
        let key = settings.api_key()?;
        let client = ModelClient::new(settings, key)?;
        // Where answers go, without the key or any path or query the URL may carry.
        let host =
            url::Url::parse(settings.endpoint()).ok().and_then(|u| u.host_str().map(str::to_owned)).unwrap_or_default();
        tracing::info!(
            provider = ?settings.provider,
            model = settings.model.as_str(),
            host = host.as_str(),
            timeout_ms = settings.timeout_ms,
            send_protected_data = settings.send_protected_data,
            "Ask answers are composed by the business's model, checked before use"
        );
        let cache = (settings.cache_ttl_secs > 0).then(|| {
            moka::future::Cache::builder()
                .max_capacity(settings.cache_entries)
                .time_to_live(Duration::from_secs(settings.cache_ttl_secs))
                .build()
        });
        Ok(Some(ModelComposer {
            client,
            style: PromptStyle { tone: settings.tone.clone(), brand: settings.brand_name.clone() },
            options: PackOptions { send_protected_data: settings.send_protected_data },
            timeout: Duration::from_millis(settings.timeout_ms),
            permits: Semaphore::new(settings.max_concurrent),
            breaker: Breaker::new(settings.breaker_failures, Duration::from_secs(settings.breaker_cooldown_secs)),
            cache,
            counts: Mutex::new(BTreeMap::new()),
        }))
    }

    /// How the engine should prepare packs for this model.
    pub(crate) fn pack_options(&self) -> PackOptions {
        self.options
    }

    /// The answer to send: the model's composition of `answer` when it passes review, else
    /// `answer` itself. `generation` is the store generation the engine ran on; `tier` says
    /// whose view the evidence is (public, signed in, or one buyer's).
    pub(crate) async fn compose(
        &self,
        answer: Answer,
        pack: Result<EvidencePack, PackSkipped>,
        generation: u64,
        tier: &str,
    ) -> (Answer, Composition) {
        let pack = match pack {
            Ok(pack) => pack,
            Err(skipped) => return self.fallback(answer, skipped.reason()),
        };
        let started = Instant::now();
        let deadline = started + self.timeout;
        let key = self.cache.as_ref().map(|_| cache_key(&pack, generation, tier));
        if let (Some(cache), Some(key)) = (&self.cache, &key) {
            if let Some(text) = cache.get(key).await {
                metrics::counter!("concierge_ask_model_cache_total", "result" => "hit").increment(1);
                if let Ok(reviewed) = pack.review(&text, &answer) {
                    self.count("cache_hit");
                    return self.composed(reviewed.answer);
                }
            }
            metrics::counter!("concierge_ask_model_cache_total", "result" => "miss").increment(1);
        }
        if !self.breaker.permit(std::time::Instant::now()) {
            return self.fallback(answer, "breaker_open");
        }
        let body = self.client.body(&pack.system_prompt(&self.style), &pack.user_message());
        // The deadline bounds the wait for a permit and every attempt; `complete` keeps its
        // retries' pauses inside it.
        let call = async {
            let _permit = self.permits.acquire().await.map_err(|_| CallError::Timeout)?;
            self.client.complete(&body, deadline).await
        };
        let result = tokio::time::timeout_at(deadline, call).await.unwrap_or(Err(CallError::Timeout));
        let elapsed = started.elapsed();
        let endpoint_ok = !result.as_ref().is_err_and(CallError::endpoint_failed);
        let now = std::time::Instant::now();
        self.breaker.record(endpoint_ok, now);
        metrics::gauge!("concierge_ask_model_breaker_open").set(if self.breaker.is_open(now) { 1.0 } else { 0.0 });
        metrics::histogram!("concierge_ask_model_call_duration_seconds").record(elapsed.as_secs_f64());
        let completion = match result {
            Ok(c) => c,
            Err(e) => {
                let reason = e.reason();
                metrics::counter!("concierge_ask_model_calls_total", "result" => reason).increment(1);
                tracing::warn!(reason, "the model gave no usable reply; the engine's answer stands");
                return self.fallback(answer, reason);
            }
        };
        metrics::counter!("concierge_ask_model_calls_total", "result" => "ok").increment(1);
        metrics::counter!("concierge_ask_model_tokens_total", "direction" => "in").increment(completion.tokens_in);
        metrics::counter!("concierge_ask_model_tokens_total", "direction" => "out").increment(completion.tokens_out);
        match pack.review(&completion.text, &answer) {
            Ok(reviewed) => {
                if let Some(correction) = reviewed.corrected {
                    self.count(correction);
                    metrics::counter!("concierge_ask_model_corrections_total", "rule" => correction).increment(1);
                }
                if let (Some(cache), Some(key)) = (&self.cache, key) {
                    cache.insert(key, Arc::from(completion.text.as_str())).await;
                }
                self.composed(reviewed.answer)
            }
            Err(rejection) => {
                let rule = rejection.rule();
                metrics::counter!("concierge_ask_model_rejections_total", "rule" => rule).increment(1);
                tracing::info!(rule, "the model's reply was rejected; the engine's answer stands");
                self.fallback(answer, rule)
            }
        }
    }

    fn composed(&self, answer: Answer) -> (Answer, Composition) {
        self.count("composed");
        metrics::counter!("concierge_ask_model_answers_total", "outcome" => "composed").increment(1);
        (answer, Composition::Composed)
    }

    fn fallback(&self, answer: Answer, reason: &'static str) -> (Answer, Composition) {
        self.count(reason);
        metrics::counter!("concierge_ask_model_answers_total", "outcome" => "fallback").increment(1);
        metrics::counter!("concierge_ask_model_fallbacks_total", "reason" => reason).increment(1);
        (answer, Composition::Fallback(reason))
    }

    fn count(&self, what: &'static str) {
        *self.counts.lock().unwrap_or_else(std::sync::PoisonError::into_inner).entry(what).or_default() += 1;
    }

    /// How many answers were composed, and why the others fell back, since the start.
    pub(crate) fn counts(&self) -> BTreeMap<&'static str, u64> {
        self.counts.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone()
    }
}

/// The cache key: the store generation, the viewer tier, the prompt version, the question
/// normalised (case and spacing), the answer language and a digest of the evidence.
fn cache_key(pack: &EvidencePack, generation: u64, tier: &str) -> [u8; 32] {
    let mut h = Sha256::new();
    let question = pack.question().to_lowercase().split_whitespace().collect::<Vec<_>>().join(" ");
    for part in [&generation.to_string(), tier, PROMPT_VERSION, &question, pack.language()] {
        h.update(part.as_bytes());
        h.update([0x1f]);
    }
    h.update(serde_json::to_vec(pack.evidence()).unwrap_or_default());
    h.finalize().into()
}
