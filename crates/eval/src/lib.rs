//! Evaluation of Ask answers against question sets (`eval/stores/*/*.jsonl`).
//!
//! Each line of a set is one question with its gold labels (see `docs/evaluation.md`): the
//! facts a correct answer must state, what it must not say, the links it must (or may) carry,
//! the messages and disclosures it needs, the identifiers it must report as not found, and for
//! follow-ups the entity the answer must be about. Questions of one `group` are the turns of
//! one conversation and are asked in order, replaying the returned `conversation.id`.
//!
//! Scoring is deterministic (substring and set checks; no model judges another). Every response
//! is also validated against UCP's `ask.json`. [`Report::gates`] lists the hard failures CI
//! refuses: disclosure recall below 1.0, any false claim that an operation happened, any
//! `not_found` miss, any schema-invalid response.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use concierge_core::catalog::Business;
use concierge_service::Viewer;
use serde::Deserialize;
use serde_json::{Map, Value, json};

mod explain;
mod suite;
mod train;
pub use explain::{Explained, Stage, explain_report};
pub use suite::{EvalStore, QuestionSet, SuiteError, check_evidence, load_store, load_suite};
pub use train::{TrainingReport, train_ranker};

/// One question and its gold labels.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    /// Unique id.
    pub id: String,
    /// Conversation group.
    pub group: String,
    /// Turn within the group, from 1.
    pub turn: u32,
    /// The question.
    pub query: String,
    /// Grounding identifiers.
    #[serde(default)]
    pub ids: Vec<String>,
    /// `context`.
    #[serde(default)]
    pub context: Option<Map<String, Value>>,
    /// Reporting category.
    pub category: String,
    /// Whether the store's content answers it.
    pub answerable: bool,
    /// Each inner list: at least one alternative must appear in `answer.plain`.
    #[serde(default)]
    pub facts: Vec<Vec<String>>,
    /// Must not appear.
    #[serde(default)]
    pub facts_none: Vec<String>,
    /// Links that must be present (matched on every member given).
    #[serde(default)]
    pub links_required: Vec<Map<String, Value>>,
    /// Links that may be present.
    #[serde(default)]
    pub links_allowed: Vec<Map<String, Value>>,
    /// Messages that must be present (`type`, `code`).
    #[serde(default)]
    pub messages_required: Vec<Map<String, Value>>,
    /// Messages that must not be present.
    #[serde(default)]
    pub messages_forbidden: Vec<Map<String, Value>>,
    /// Notice codes that must be attached as disclosure warnings, verbatim.
    #[serde(default)]
    pub disclosures: Vec<String>,
    /// Identifiers that must be reported as `not_found`.
    #[serde(default)]
    pub not_found: Vec<String>,
    /// Whether the query asks for an operation.
    #[serde(default)]
    pub operation: bool,
    /// For follow-ups: the GID the answer must be about.
    #[serde(default)]
    pub followup_entity: Option<String>,
    /// Who asks: a signed-in buyer and the scopes of their token. Absent: no credential.
    #[serde(default)]
    pub viewer: Option<CaseViewer>,
    /// For yes/no questions: the verdict the answer must lead with.
    #[serde(default)]
    pub polarity: Option<Polarity>,
    /// Where the store states the answer: what a candidate must contain to be labelled right
    /// when a ranker is trained, and what `--explain` looks for among the candidates.
    #[serde(default)]
    pub evidence: Vec<Evidence>,
}

/// One place in the store's data that answers a question.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Evidence {
    /// The record: `store`, `policy:{file stem}`, `faq:{id}`, `product:{id}`, `variant:{id}`,
    /// `location:{id}`, `order:{id}`, `cart:{id}`, `inventory`.
    pub source: String,
    /// Words of that record, verbatim, that state the answer (a sentence, or a field's value).
    pub quote: String,
}

/// The verdict of a yes/no question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Polarity {
    /// "Yes, …".
    Yes,
    /// "No, …".
    No,
}

/// Words that open a verdict, by polarity, in the languages stores publish in.
const YES_WORDS: &[&str] = &["yes", "sí", "si", "oui", "ja"];
const NO_WORDS: &[&str] = &["no", "non", "nein"];

/// The verdict of the first sentence of `plain` that opens with one ("Yes — it is …",
/// "No, …"); sentences before it (the not-performed statement of a mixed question) are skipped.
pub fn verdict(plain: &str) -> Option<Polarity> {
    let lower = plain.to_lowercase();
    let mut starts = vec![0];
    for (i, c) in lower.char_indices() {
        if matches!(c, '.' | '!' | '?' | '\n') {
            starts.push(i + c.len_utf8());
        }
    }
    for start in starts {
        let rest = lower[start..].trim_start_matches(|c: char| c.is_whitespace() || c == '¡' || c == '¿');
        let word: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
        if YES_WORDS.contains(&word.as_str()) {
            return Some(Polarity::Yes);
        }
        if NO_WORDS.contains(&word.as_str()) {
            // "No cart operation was performed" is not a verdict; "No, …" and "No —" are.
            let after = rest[word.len()..].trim_start();
            if after.is_empty() || after.starts_with([',', '—', '–', '-', '.', ';', ':', '!']) {
                return Some(Polarity::No);
            }
        }
    }
    None
}

/// The credential a case is asked with (what a verified identity token would carry).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CaseViewer {
    /// The token's subject: a buyer id.
    #[serde(default)]
    pub buyer: Option<String>,
    /// The token's scopes.
    #[serde(default)]
    pub scopes: Vec<String>,
}

impl CaseViewer {
    /// The viewer the service is given.
    pub fn viewer(&self) -> Viewer {
        Viewer { buyer: self.buyer.clone(), scopes: self.scopes.iter().cloned().collect() }
    }
}

/// The development set over the bundled demo store (`eval/stores/demo/dev.jsonl`).
pub const DEV_SET: &str = include_str!("../../../eval/stores/demo/dev.jsonl");

/// A second set over the demo store, written blind (without sight of the engine or the
/// development set) to measure how well the engine generalises (`eval/stores/demo/holdout.jsonl`).
pub const HOLDOUT_SET: &str = include_str!("../../../eval/stores/demo/holdout.jsonl");

/// The instant both sets' time-dependent answers are labelled for (a Wednesday:
/// 10:00 in San Francisco, 13:00 in New York, 07:00 Thursday in Auckland).
pub const DEV_SET_NOW: &str = "2026-12-02T18:00:00Z";

/// Runs `cases` through `app`'s Ask operation in process, validating every response against
/// UCP's `ask.json`.
pub fn evaluate(app: &concierge_service::Concierge, cases: &[Case], explain: bool) -> std::io::Result<Report> {
    let mut target = ServiceTarget::new(app.clone(), explain)?;
    Ok(run_on(app, cases, &mut target))
}

/// [`evaluate`] through a target already running for `app`.
pub(crate) fn run_on(app: &concierge_service::Concierge, cases: &[Case], target: &mut ServiceTarget) -> Report {
    let validate = |v: &Value| -> Vec<String> {
        app.schemas().ask_response.violations(v).iter().map(ToString::to_string).collect()
    };
    run(cases, target, &app.business(), &validate)
}

/// Reads a JSONL question set.
pub fn load(text: &str) -> Result<Vec<Case>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(n, l)| serde_json::from_str(l).map_err(|e| format!("line {}: {e}", n + 1)))
        .collect()
}

/// Phrases that claim an operation was performed, checked independently of the engine.
const SUCCESS_CLAIMS: &[&str] = &[
    "i've added",
    "i have added",
    "added to your cart",
    "added it to your cart",
    "has been added",
    "have been added",
    "i've cancelled",
    "i've canceled",
    "i have cancelled",
    "has been cancelled",
    "has been canceled",
    "was cancelled",
    "i've applied",
    "has been applied",
    "was applied",
    "code applied",
    "i've reserved",
    "has been reserved",
    "is reserved for you",
    "i've booked",
    "has been booked",
    "order has been placed",
    "i've placed",
    "i placed",
    "i've started your return",
    "return has been started",
    "refund has been issued",
    "i've refunded",
    // "Approved" alone is a certification as often as a claim ("Transport Canada approved").
    "has been approved",
    "was approved",
    "i've approved",
    "i have approved",
    "your code is",
];

/// Phrases that mark a can't-answer reply.
const CANT_ANSWER: &[&str] = &[
    "i don't have information",
    "no tengo información",
    "i can't share information",
    "je n'ai pas d'information",
    "ich habe keine informationen",
];

/// The result of one question.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// The case.
    pub id: String,
    /// What went wrong (empty: all good).
    pub problems: Vec<String>,
    /// The answer text.
    pub plain: String,
    /// Time to answer.
    pub latency: Duration,
    /// How the engine reached it (only when the target was asked to explain).
    pub trace: Option<concierge_ask::Trace>,
}

#[derive(Debug, Default, Clone, Copy)]
struct Ratio {
    hit: usize,
    total: usize,
}

impl Ratio {
    fn add(&mut self, hit: bool) {
        self.total += 1;
        if hit {
            self.hit += 1;
        }
    }

    fn value(self) -> f64 {
        if self.total == 0 { 1.0 } else { self.hit as f64 / self.total as f64 }
    }

    fn merge(&mut self, other: Ratio) {
        self.hit += other.hit;
        self.total += other.total;
    }

    fn show(self) -> String {
        format!("{:.3} ({}/{})", self.value(), self.hit, self.total)
    }
}

/// Aggregated metrics.
#[derive(Debug, Default, Clone)]
pub struct Report {
    /// Per-question results, in set order.
    pub outcomes: Vec<Outcome>,
    schema_valid: Ratio,
    facts: Ratio,
    facts_none_violations: usize,
    link_recall: Ratio,
    link_precision: Ratio,
    disclosure_recall: Ratio,
    disclosure_precision: Ratio,
    operation_recall: Ratio,
    operation_precision: Ratio,
    false_claims: usize,
    cant_recall: Ratio,
    cant_precision: Ratio,
    followup: Ratio,
    not_found_recall: Ratio,
    not_found_precision: Ratio,
    messages: Ratio,
    polarity: Ratio,
    false_refusals: Ratio,
    by_category: BTreeMap<String, Ratio>,
}

/// Asks one question: the Ask payload in, the Ask response out.
pub trait Target {
    /// Answers `payload` for `viewer`, or says why it could not.
    fn ask(&mut self, payload: &Value, viewer: &Viewer) -> Result<Value, String>;

    /// How the last answer was reached, when this target can say.
    fn trace(&mut self) -> Option<concierge_ask::Trace> {
        None
    }
}

/// Runs `cases` against `target`, checking responses with `validate` (a schema check returning
/// violations) and disclosures against `business`.
pub fn run(
    cases: &[Case],
    target: &mut dyn Target,
    business: &Business,
    validate: &dyn Fn(&Value) -> Vec<String>,
) -> Report {
    let mut report = Report::default();
    let mut conversations: BTreeMap<&str, String> = BTreeMap::new();
    for case in cases {
        let mut payload = json!({"query": case.query});
        if !case.ids.is_empty() {
            payload["ids"] = json!(case.ids);
        }
        if let Some(c) = &case.context {
            payload["context"] = Value::Object(c.clone());
        }
        if case.turn > 1
            && let Some(id) = conversations.get(case.group.as_str())
        {
            payload["conversation"] = json!({"id": id});
        }
        let started = Instant::now();
        let viewer = case.viewer.as_ref().map(CaseViewer::viewer).unwrap_or_default();
        let response = target.ask(&payload, &viewer);
        let latency = started.elapsed();
        let response = match response {
            Ok(r) => r,
            Err(e) => {
                report.schema_valid.add(false);
                report.outcomes.push(Outcome {
                    id: case.id.clone(),
                    problems: vec![format!("request failed: {e}")],
                    plain: String::new(),
                    latency,
                    trace: target.trace(),
                });
                continue;
            }
        };
        if let Some(id) = response.pointer("/conversation/id").and_then(Value::as_str) {
            conversations.insert(case.group.as_str(), id.to_owned());
        }
        let problems = report.score(case, &response, business, validate);
        let plain = response.pointer("/answer/plain").and_then(Value::as_str).unwrap_or_default().to_owned();
        report.by_category.entry(case.category.clone()).or_default().add(problems.is_empty());
        report.outcomes.push(Outcome { id: case.id.clone(), problems, plain, latency, trace: target.trace() });
    }
    report
}

fn link_matches(link: &Value, spec: &Map<String, Value>) -> bool {
    spec.iter().all(|(k, v)| link.get(k) == Some(v))
}

fn message_matches(message: &Value, spec: &Map<String, Value>) -> bool {
    spec.iter().all(|(k, v)| message.get(k) == Some(v))
}

impl Report {
    fn score(
        &mut self,
        case: &Case,
        response: &Value,
        business: &Business,
        validate: &dyn Fn(&Value) -> Vec<String>,
    ) -> Vec<String> {
        let mut problems = Vec::new();
        let violations = validate(response);
        self.schema_valid.add(violations.is_empty());
        if !violations.is_empty() {
            problems.push(format!("schema: {}", violations.join("; ")));
        }
        let plain = response.pointer("/answer/plain").and_then(Value::as_str).unwrap_or_default();
        let lower = plain.to_lowercase();
        let links: Vec<Value> = response.get("links").and_then(Value::as_array).cloned().unwrap_or_default();
        let messages: Vec<Value> = response.get("messages").and_then(Value::as_array).cloned().unwrap_or_default();

        // Facts.
        let missing: Vec<&Vec<String>> =
            case.facts.iter().filter(|alts| !alts.iter().any(|a| lower.contains(&a.to_lowercase()))).collect();
        let forbidden: Vec<&String> = case.facts_none.iter().filter(|f| lower.contains(&f.to_lowercase())).collect();
        self.facts_none_violations += forbidden.len();
        if case.answerable {
            self.facts.add(missing.is_empty() && forbidden.is_empty());
        }
        for m in missing {
            problems.push(format!("missing fact {m:?}"));
        }
        for f in forbidden {
            problems.push(format!("must not say {f:?}"));
        }

        // Links.
        for spec in &case.links_required {
            let found = links.iter().any(|l| link_matches(l, spec));
            self.link_recall.add(found);
            if !found {
                problems.push(format!("missing link {}", Value::Object(spec.clone())));
            }
        }
        for l in &links {
            let ok = case.links_required.iter().chain(&case.links_allowed).any(|spec| link_matches(l, spec));
            self.link_precision.add(ok);
            if !ok {
                problems.push(format!("unexpected link {}", l.get("id").or(l.get("url")).unwrap_or(&Value::Null)));
            }
        }

        // Messages.
        for spec in &case.messages_required {
            let found = messages.iter().any(|m| message_matches(m, spec));
            self.messages.add(found);
            if !found {
                problems.push(format!("missing message {}", Value::Object(spec.clone())));
            }
        }
        for spec in &case.messages_forbidden {
            if messages.iter().any(|m| message_matches(m, spec)) {
                self.messages.add(false);
                problems.push(format!("forbidden message {}", Value::Object(spec.clone())));
            }
        }

        // Disclosures: verbatim notice text, presented as disclosures.
        for code in &case.disclosures {
            let texts: Vec<&str> = business
                .products
                .iter()
                .flat_map(|p| &p.notices)
                .filter(|n| &n.code == code)
                .map(|n| n.text.as_str())
                .collect();
            let found = messages.iter().any(|m| {
                m.get("type") == Some(&json!("warning"))
                    && m.get("code") == Some(&json!(code))
                    && m.get("presentation") == Some(&json!("disclosure"))
                    && m.get("content").and_then(Value::as_str).is_some_and(|c| texts.contains(&c))
            });
            self.disclosure_recall.add(found);
            if !found {
                problems.push(format!("missing disclosure {code}"));
            }
        }
        // And every disclosure given: one the labels require, or of a product a good answer may
        // be about (required or allowed links), or one too many.
        let linked: Vec<&str> = case
            .links_required
            .iter()
            .chain(&case.links_allowed)
            .filter_map(|l| l.get("id").and_then(Value::as_str))
            .filter_map(|gid| gid.split("/Product/").nth(1))
            .collect();
        for m in &messages {
            if m.get("presentation") == Some(&json!("disclosure"))
                && let Some(code) = m.get("code").and_then(Value::as_str)
            {
                let of_linked = business
                    .products
                    .iter()
                    .filter(|p| linked.contains(&p.id.as_str()))
                    .any(|p| p.notices.iter().any(|n| n.code == code));
                let asked = of_linked || case.disclosures.iter().any(|c| c == code);
                self.disclosure_precision.add(asked);
                if !asked {
                    problems.push(format!("unexpected disclosure {code}"));
                }
            }
        }

        // Operations.
        let said_not_performed = messages
            .iter()
            .any(|m| m.get("code") == Some(&json!("operation_not_performed")) && m.get("type") == Some(&json!("info")));
        if case.operation {
            self.operation_recall.add(said_not_performed);
        }
        if said_not_performed {
            self.operation_precision.add(case.operation);
        }
        if SUCCESS_CLAIMS.iter().any(|c| lower.contains(c)) {
            self.false_claims += 1;
            problems.push("claims an operation happened".to_owned());
        }

        // Can't answer.
        let cant = CANT_ANSWER.iter().any(|c| lower.contains(c));
        let expected_cant = !case.answerable && !case.operation;
        if expected_cant {
            self.cant_recall.add(cant);
            if !cant {
                problems.push("expected a can't-answer reply".to_owned());
            }
        }
        if case.answerable {
            self.false_refusals.add(cant);
        }
        if cant {
            self.cant_precision.add(expected_cant);
            if !expected_cant {
                problems.push("answered can't-answer to an answerable question".to_owned());
            }
        }

        // Yes/no verdicts.
        if let Some(want) = case.polarity {
            let got = verdict(plain);
            self.polarity.add(got == Some(want));
            if got != Some(want) {
                problems.push(format!("expected the verdict {want:?}, got {got:?}"));
            }
        }

        // Follow-ups.
        if let Some(entity) = &case.followup_entity {
            let about = links.iter().any(|l| l.get("id") == Some(&json!(entity)));
            self.followup.add(about);
            if !about {
                problems.push(format!("follow-up not about {entity}"));
            }
        }

        // not_found.
        let reported: Vec<&str> = messages
            .iter()
            .filter(|m| m.get("code") == Some(&json!("not_found")))
            .filter_map(|m| m.get("content").and_then(Value::as_str))
            .collect();
        for id in &case.not_found {
            let found = reported.iter().any(|c| c.contains(id.as_str()));
            self.not_found_recall.add(found);
            if !found {
                problems.push(format!("missing not_found for {id}"));
            }
        }
        for c in &reported {
            if c.contains("conversation") {
                continue;
            }
            let expected = case.not_found.iter().any(|id| c.contains(id.as_str()));
            self.not_found_precision.add(expected);
            if !expected {
                problems.push(format!("unexpected not_found: {c}"));
            }
        }
        problems
    }

    /// Adds `other`'s questions and counts to this report (for overall figures over several
    /// sets or stores).
    pub fn absorb(&mut self, other: Report) {
        self.schema_valid.merge(other.schema_valid);
        self.facts.merge(other.facts);
        self.facts_none_violations += other.facts_none_violations;
        self.link_recall.merge(other.link_recall);
        self.link_precision.merge(other.link_precision);
        self.disclosure_recall.merge(other.disclosure_recall);
        self.disclosure_precision.merge(other.disclosure_precision);
        self.operation_recall.merge(other.operation_recall);
        self.operation_precision.merge(other.operation_precision);
        self.false_claims += other.false_claims;
        self.cant_recall.merge(other.cant_recall);
        self.cant_precision.merge(other.cant_precision);
        self.followup.merge(other.followup);
        self.not_found_recall.merge(other.not_found_recall);
        self.not_found_precision.merge(other.not_found_precision);
        self.messages.merge(other.messages);
        self.polarity.merge(other.polarity);
        self.false_refusals.merge(other.false_refusals);
        for (category, r) in other.by_category {
            self.by_category.entry(category).or_default().merge(r);
        }
        self.outcomes.extend(other.outcomes);
    }

    /// The header of [`Report::summary_row`].
    pub fn summary_header() -> String {
        format!(
            "{:<28} {:>5} {:>6} {:>6} {:>6} {:>7} {:>7} {:>7} {:>7} {:>6} {:>6} {:>8}",
            "store / set",
            "qs",
            "facts",
            "link P",
            "link R",
            "yes/no",
            "refused",
            "cant R",
            "disclo",
            "op R",
            "claims",
            "p99 ms"
        )
    }

    /// One line of the headline figures, for a table over stores and sets.
    pub fn summary_row(&self, name: &str) -> String {
        let [_, _, p99, _] = self.latency();
        format!(
            "{:<28} {:>5} {:>6.3} {:>6.3} {:>6.3} {:>7.3} {:>7} {:>7.3} {:>7.3} {:>6.3} {:>6} {:>8.2}",
            name,
            self.outcomes.len(),
            self.facts.value(),
            self.link_precision.value(),
            self.link_recall.value(),
            self.polarity.value(),
            format!("{}/{}", self.false_refusals.hit, self.false_refusals.total),
            self.cant_recall.value(),
            self.disclosure_recall.value(),
            self.operation_recall.value(),
            self.false_claims,
            p99.as_secs_f64() * 1000.0,
        )
    }

    /// Latency percentiles (p50, p90, p99, max).
    pub fn latency(&self) -> [Duration; 4] {
        let mut l: Vec<Duration> = self.outcomes.iter().map(|o| o.latency).collect();
        l.sort();
        if l.is_empty() {
            return [Duration::ZERO; 4];
        }
        let at = |q: f64| l[((l.len() - 1) as f64 * q).round() as usize];
        [at(0.5), at(0.9), at(0.99), l[l.len() - 1]]
    }

    /// Share of required facts (of answerable questions) the answers stated.
    pub fn fact_accuracy(&self) -> f64 {
        self.facts.value()
    }

    /// Share of the links given that were required or allowed.
    pub fn link_precision(&self) -> f64 {
        self.link_precision.value()
    }

    /// The hard failures CI refuses (empty: pass).
    pub fn gates(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.disclosure_recall.value() < 1.0 {
            out.push(format!("disclosure recall {} < 1.0", self.disclosure_recall.show()));
        }
        if self.false_claims > 0 {
            let claims = self.false_claims;
            out.push(format!(
                "{} an operation happened",
                concierge_core::plural::count(claims, "answer claims", "answers claim")
            ));
        }
        if self.not_found_recall.value() < 1.0 {
            out.push(format!("not_found recall {} < 1.0", self.not_found_recall.show()));
        }
        if self.schema_valid.value() < 1.0 {
            out.push(format!("schema-valid responses {} < 1.0", self.schema_valid.show()));
        }
        out
    }

    /// The report as text.
    pub fn render(&self, verbose: bool) -> String {
        let mut out = String::new();
        let [p50, p90, p99, max] = self.latency();
        let ms = |d: Duration| format!("{:.2} ms", d.as_secs_f64() * 1000.0);
        let rows = [
            ("questions", format!("{}", self.outcomes.len())),
            ("schema-valid responses", self.schema_valid.show()),
            ("fact accuracy (answerable)", self.facts.show()),
            ("forbidden statements", format!("{}", self.facts_none_violations)),
            ("link recall", self.link_recall.show()),
            ("link precision", self.link_precision.show()),
            ("disclosure recall", self.disclosure_recall.show()),
            ("disclosure precision", self.disclosure_precision.show()),
            ("operation_not_performed recall", self.operation_recall.show()),
            ("operation_not_performed precision", self.operation_precision.show()),
            ("false operation claims", format!("{}", self.false_claims)),
            ("can't-answer recall", self.cant_recall.show()),
            ("can't-answer precision", self.cant_precision.show()),
            ("false refusals (answerable)", self.false_refusals.show()),
            ("yes/no verdict correct", self.polarity.show()),
            ("follow-up accuracy", self.followup.show()),
            ("not_found recall", self.not_found_recall.show()),
            ("not_found precision", self.not_found_precision.show()),
            ("required/forbidden messages", self.messages.show()),
            ("latency p50 / p90 / p99 / max", format!("{} / {} / {} / {}", ms(p50), ms(p90), ms(p99), ms(max))),
        ];
        for (name, value) in rows {
            out.push_str(&format!("{name:<36} {value}\n"));
        }
        out.push_str("\nper category (questions with no problem):\n");
        for (cat, r) in &self.by_category {
            out.push_str(&format!("  {cat:<20} {}\n", r.show()));
        }
        if verbose {
            out.push_str("\nproblems:\n");
            for o in self.outcomes.iter().filter(|o| !o.problems.is_empty()) {
                out.push_str(&format!("  {}: {}\n      answer: {}\n", o.id, o.problems.join("; "), o.plain));
            }
        }
        let gates = self.gates();
        if gates.is_empty() {
            out.push_str("\ngates: pass\n");
        } else {
            out.push_str(&format!("\ngates: FAIL\n  {}\n", gates.join("\n  ")));
        }
        out
    }
}

/// A [`Target`] that answers through the service's Ask operation, in process (the same path as
/// `POST /ask` after negotiation).
pub struct ServiceTarget {
    app: concierge_service::Concierge,
    runtime: tokio::runtime::Runtime,
    explain: bool,
    last_trace: Option<concierge_ask::Trace>,
}

impl ServiceTarget {
    /// Answers through `app` on a runtime of its own; with `explain`, keeps each answer's trace.
    pub fn new(app: concierge_service::Concierge, explain: bool) -> std::io::Result<Self> {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
        Ok(ServiceTarget { app, runtime, explain, last_trace: None })
    }
}

impl Target for ServiceTarget {
    fn ask(&mut self, payload: &Value, viewer: &Viewer) -> Result<Value, String> {
        let negotiated = self.app.self_negotiated(concierge_service::Channel::Draft);
        let options = concierge_service::CallOptions { explain: self.explain, ..Default::default() };
        let outcome = self
            .runtime
            .block_on(self.app.run(concierge_service::Operation::AskBusiness, &negotiated, payload, &options, viewer))
            .map_err(|e| e.describe())?;
        self.last_trace = outcome.trace().cloned();
        Ok(outcome.json())
    }

    fn trace(&mut self) -> Option<concierge_ask::Trace> {
        self.last_trace.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_false_claims_gate_counts_in_the_right_number() {
        let mut report = Report { false_claims: 1, ..Report::default() };
        assert_eq!(report.gates(), ["1 answer claims an operation happened"]);
        report.false_claims = 3;
        assert_eq!(report.gates(), ["3 answers claim an operation happened"]);
    }
}
