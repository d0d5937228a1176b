//! The Ask playground: ask as an agent would — question, identifiers, language, as the public
//! or as a signed-in buyer, continuing a conversation — and see the answer as agents get it,
//! with the engine's own trace: how the question was grounded, which candidates were scored,
//! which one answered and why, or why it abstained.
//!
//! The question runs through the same operation agents call ([`Concierge::run`]) with
//! `explain` set, which keeps the trace beside the response and never in it. It is a real
//! turn: a question the store cannot answer is recorded among the content gaps.

use std::fmt::Write as _;
use std::time::Instant;

use axum::extract::State;
use axum::response::Response;
use axum::{Extension, Form};
use concierge_ask::{ASK_READ_SCOPE, Trace, Viewer};
use concierge_service::{CallOptions, Channel, Concierge, Operation};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::Console;
use crate::access::Operator;
use crate::page::{self, Section, esc};

/// Candidates shown per clause.
const CANDIDATES_SHOWN: usize = 8;
/// Product fields shown per clause.
const FIELDS_SHOWN: usize = 5;
/// Characters of a candidate's text shown.
const PASSAGE_CHARS: usize = 240;

/// The playground's form.
#[derive(Debug, Default, Deserialize)]
pub(crate) struct AskForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    query: String,
    #[serde(default)]
    ids: String,
    #[serde(default)]
    language: String,
    #[serde(default)]
    viewer: String,
    #[serde(default)]
    buyer: String,
    #[serde(default)]
    conversation: String,
}

/// `GET /console/ask`.
pub(crate) async fn page(State(console): State<Console>, Extension(operator): Extension<Operator>) -> Response {
    let html = form_html(&console, &operator, &AskForm::default());
    page::layout("Ask", Section::Ask, &operator, &html)
}

/// `POST /console/ask`.
pub(crate) async fn submit(
    State(console): State<Console>,
    Extension(operator): Extension<Operator>,
    Form(form): Form<AskForm>,
) -> Response {
    if !operator.form_is_genuine(&form.csrf) {
        return page::forbidden_form();
    }
    let app = console.app();
    let payload = payload(&form);
    let viewer = viewer(&form);
    let started = Instant::now();
    let options = CallOptions { explain: true, ..CallOptions::default() };
    let result =
        app.run(Operation::AskBusiness, &app.self_negotiated(Channel::Draft), &payload, &options, &viewer).await;
    let elapsed = started.elapsed();
    let mut result_html = String::new();
    let mut next = AskForm { query: String::new(), ..form };
    match result {
        Ok(outcome) => {
            let body = outcome.json();
            if let Some(id) = body.pointer("/conversation/id").and_then(Value::as_str) {
                next.conversation = id.to_owned();
            }
            answer_html(&mut result_html, &body, elapsed, outcome.trace(), app);
        }
        Err(e) => {
            let _ = write!(
                result_html,
                "<section class=\"card\" id=\"result\"><h2>Refused</h2><p class=\"problem\" id=\"error\"><code>{}</code> — {}</p>\
                 <p class=\"hint\">Latency <span id=\"latency\">{:.1} ms</span>. This is the error an agent would get.</p></section>",
                e.code.name(),
                esc(&e.describe()),
                elapsed.as_secs_f64() * 1000.0
            );
        }
    }
    let _ = write!(
        result_html,
        "<section class=\"card\"><h2>The request</h2><pre id=\"request\">{}</pre></section>",
        esc(&serde_json::to_string_pretty(&payload).unwrap_or_default())
    );
    let mut html = form_html(&console, &operator, &next);
    html.push_str(&result_html);
    page::layout("Ask", Section::Ask, &operator, &html)
}

/// The Ask request the form describes.
fn payload(form: &AskForm) -> Value {
    let mut payload = json!({ "query": form.query });
    let ids: Vec<&str> = form.ids.split([',', ' ', '\n']).map(str::trim).filter(|s| !s.is_empty()).collect();
    if !ids.is_empty() {
        payload["ids"] = json!(ids);
    }
    if !form.language.trim().is_empty() {
        payload["context"] = json!({ "language": form.language.trim() });
    }
    if !form.conversation.trim().is_empty() {
        payload["conversation"] = json!({ "id": form.conversation.trim() });
    }
    payload
}

/// Who asks: the public, or a signed-in buyer whose token grants Ask's read scope.
fn viewer(form: &AskForm) -> Viewer {
    match (form.viewer.as_str(), form.buyer.trim()) {
        ("buyer", buyer) if !buyer.is_empty() => Viewer::buyer(buyer, [ASK_READ_SCOPE]),
        _ => Viewer::public(),
    }
}

fn form_html(console: &Console, operator: &Operator, form: &AskForm) -> String {
    let business = console.app().business();
    let mut html = String::from("<h1>Ask playground</h1>");
    let buyer_selected = form.viewer == "buyer";
    let _ = write!(
        html,
        "<section class=\"card\"><form method=\"post\" action=\"/console/ask\" id=\"ask-form\" class=\"stack\">{csrf}\
         <label for=\"query\">Question</label><textarea id=\"query\" name=\"query\" required>{query}</textarea>\
         <div class=\"filters\">\
         <div><label for=\"ids\">Identifiers (products, locations, orders)</label><input id=\"ids\" name=\"ids\" value=\"{ids}\"></div>\
         <div><label for=\"language\">Language</label><input id=\"language\" name=\"language\" value=\"{language}\" placeholder=\"from the question\"></div>\
         <div><label for=\"viewer\">Asking as</label><select id=\"viewer\" name=\"viewer\">\
         <option value=\"public\"{public_sel}>the public (no credential)</option>\
         <option value=\"buyer\"{buyer_sel}>a signed-in buyer</option></select></div>\
         <div><label for=\"buyer\">Buyer id</label><input id=\"buyer\" name=\"buyer\" value=\"{buyer}\" list=\"buyers\"></div>\
         <div><label for=\"conversation\">Conversation</label><input id=\"conversation\" name=\"conversation\" value=\"{conversation}\" placeholder=\"a new one\"></div>\
         </div><datalist id=\"buyers\">",
        csrf = page::csrf_field(operator),
        query = esc(&form.query),
        ids = esc(&form.ids),
        language = esc(&form.language),
        public_sel = if buyer_selected { "" } else { " selected" },
        buyer_sel = if buyer_selected { " selected" } else { "" },
        buyer = esc(&form.buyer),
        conversation = esc(&form.conversation),
    );
    for b in business.buyers.iter().take(200) {
        let _ = write!(html, "<option value=\"{}\">", esc(&b.id));
    }
    html.push_str(
        "</datalist><p><button type=\"submit\" id=\"ask-submit\">Ask</button></p>\
         <p class=\"hint\">Asked through the same operation agents call, as a real turn: a question the store \
         cannot answer is recorded among the content gaps. The conversation field carries the last answer's \
         conversation, so the next question continues it; clear it to start over.</p></form></section>",
    );
    html
}

fn answer_html(html: &mut String, body: &Value, elapsed: std::time::Duration, trace: Option<&Trace>, app: &Concierge) {
    let text = |pointer: &str| body.pointer(pointer).and_then(Value::as_str).unwrap_or("");
    let _ = write!(
        html,
        "<section class=\"card\" id=\"result\"><h2>The answer</h2>\
         <div class=\"answer\" id=\"answer-markdown\">{}</div>\
         <h3>Plain</h3><p id=\"answer-plain\">{}</p>\
         <dl class=\"facts\"><dt>Latency</dt><dd id=\"latency\">{:.1} ms</dd><dt>Conversation</dt><dd><code id=\"conversation-id\">{}</code></dd></dl>",
        page::markdown(text("/answer/markdown")),
        esc(text("/answer/plain")),
        elapsed.as_secs_f64() * 1000.0,
        esc(text("/conversation/id")),
    );
    html.push_str("<h3>Links</h3><ul id=\"links\">");
    let links = body.get("links").and_then(Value::as_array).map(Vec::as_slice).unwrap_or_default();
    if links.is_empty() {
        html.push_str("<li class=\"hint\">None.</li>");
    }
    for link in links {
        let _ = write!(
            html,
            "<li><span class=\"tag\">{}</span> {} — <code>{}</code></li>",
            esc(link.get("type").and_then(Value::as_str).unwrap_or("")),
            esc(link.get("title").and_then(Value::as_str).unwrap_or("")),
            esc(link.get("url").and_then(Value::as_str).unwrap_or(""))
        );
    }
    html.push_str("</ul><h3>Messages</h3><ul id=\"messages\">");
    let messages = body.get("messages").and_then(Value::as_array).map(Vec::as_slice).unwrap_or_default();
    if messages.is_empty() {
        html.push_str("<li class=\"hint\">None.</li>");
    }
    for m in messages {
        let _ = write!(
            html,
            "<li><span class=\"tag\">{} · {}</span> {}</li>",
            esc(m.get("type").and_then(Value::as_str).unwrap_or("")),
            esc(m.get("code").and_then(Value::as_str).unwrap_or("")),
            esc(m.get("content").and_then(Value::as_str).unwrap_or(""))
        );
    }
    html.push_str("</ul></section>");
    if let Some(trace) = trace {
        trace_html(html, trace, app);
    }
}

fn clip(text: &str, chars: usize) -> String {
    if text.chars().count() <= chars {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(chars).collect();
    cut.push('…');
    cut
}

fn product_title(app: &Concierge, id: &str) -> String {
    app.business().products.iter().find(|p| p.id == id).map_or_else(|| id.to_owned(), |p| format!("{} ({id})", p.title))
}

fn trace_html(html: &mut String, trace: &Trace, app: &Concierge) {
    let _ = write!(
        html,
        "<section class=\"card trace\" id=\"trace\"><h2>How Ask answered</h2><p>Answered in <strong>{}</strong>; {} clause(s) read.</p>",
        esc(&trace.language),
        trace.clauses.len()
    );
    if trace.clauses.is_empty() {
        html.push_str("<p class=\"hint\">No clause asked anything the engine answers from content (a greeting, a request it does not perform, or a question refused for privacy).</p>");
    }
    for (n, clause) in trace.clauses.iter().enumerate() {
        let _ = write!(
            html,
            "<div class=\"clause\" id=\"clause-{n}\"><h3>Clause {}: “{}”</h3><dl class=\"facts\"><dt>Answered by</dt><dd class=\"route\">{}</dd>",
            n + 1,
            esc(&clause.text),
            esc(clause.route)
        );
        if !clause.products.is_empty() {
            let names: Vec<String> = clause.products.iter().map(|p| product_title(app, p)).collect();
            let _ = write!(html, "<dt>About products</dt><dd class=\"grounded\">{}</dd>", esc(&names.join(", ")));
        }
        if !clause.locations.is_empty() {
            let _ =
                write!(html, "<dt>About stores</dt><dd class=\"grounded\">{}</dd>", esc(&clause.locations.join(", ")));
        }
        let outcome = match (&clause.abstained, clause.chosen) {
            (Some(why), _) => format!("<span class=\"tag abstained\">abstained</span> {}", esc(why)),
            (None, true) => "<span class=\"tag chosen-tag\">the best candidate answered</span>".to_owned(),
            (None, false) => "<span class=\"tag\">answered without a passage</span>".to_owned(),
        };
        let _ = write!(html, "<dt>Decision</dt><dd class=\"decision\">{outcome}</dd>");
        if let Some(v) = &clause.verdict {
            let given = match v.given {
                Some(true) => "yes",
                Some(false) => "no",
                None => "none (too close to call)",
            };
            let _ = write!(html, "<dt>Yes/no verdict</dt><dd>{given} (probability of yes {:.2})</dd>", v.probability);
        }
        html.push_str("</dl>");
        if !clause.links.is_empty() {
            html.push_str("<table class=\"links-considered\"><caption>Products the words could name</caption><thead><tr><th scope=\"col\">Product</th><th scope=\"col\" class=\"num\">Score</th></tr></thead><tbody>");
            for l in clause.links.iter().take(CANDIDATES_SHOWN) {
                let _ = write!(
                    html,
                    "<tr><td>{}</td><td class=\"num\">{:.3}</td></tr>",
                    esc(&product_title(app, &l.product)),
                    l.score
                );
            }
            html.push_str("</tbody></table>");
        }
        if !clause.candidates.is_empty() {
            html.push_str("<table class=\"candidates\"><caption>Candidates, best first</caption><thead><tr><th scope=\"col\">Source</th><th scope=\"col\">Passage</th><th scope=\"col\" class=\"num\">Score</th></tr></thead><tbody>");
            for (i, c) in clause.candidates.iter().take(CANDIDATES_SHOWN).enumerate() {
                let chosen = i == 0 && clause.chosen;
                let _ = write!(
                    html,
                    "<tr class=\"candidate{}\"><td>{}{}</td><td>{}</td><td class=\"num score\">{:.3}</td></tr>",
                    if chosen { " chosen" } else { "" },
                    esc(&c.source),
                    if chosen { " <span class=\"tag chosen-tag\">chosen</span>" } else { "" },
                    esc(&clip(&c.text, PASSAGE_CHARS)),
                    c.score
                );
            }
            html.push_str("</tbody></table>");
        }
        if !clause.fields.is_empty() {
            html.push_str("<table class=\"fields\"><caption>Product fields, as the field model scored them</caption><thead><tr><th scope=\"col\">Field</th><th scope=\"col\">As read</th><th scope=\"col\" class=\"num\">Score</th></tr></thead><tbody>");
            for f in clause.fields.iter().take(FIELDS_SHOWN) {
                let _ = write!(
                    html,
                    "<tr><td><code>{}</code></td><td>{}</td><td class=\"num\">{:.3}</td></tr>",
                    esc(&f.field),
                    esc(&clip(&f.text, PASSAGE_CHARS)),
                    f.score
                );
            }
            html.push_str("</tbody></table>");
        }
        html.push_str("</div>");
    }
    html.push_str("</section>");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_becomes_the_request_an_agent_would_send() {
        let form = AskForm {
            query: "Is it waterproof?".into(),
            ids: "prod_1, loc_2".into(),
            language: "fr".into(),
            conversation: " conv_1 ".into(),
            ..AskForm::default()
        };
        assert_eq!(
            payload(&form),
            json!({"query": "Is it waterproof?", "ids": ["prod_1", "loc_2"], "context": {"language": "fr"}, "conversation": {"id": "conv_1"}})
        );
        assert_eq!(payload(&AskForm { query: "hi".into(), ..AskForm::default() }), json!({"query": "hi"}));
    }

    #[test]
    fn a_buyer_is_asked_for_only_with_an_id() {
        let as_buyer = AskForm { viewer: "buyer".into(), buyer: "b_1".into(), ..AskForm::default() };
        assert_eq!(viewer(&as_buyer).buyer.as_deref(), Some("b_1"));
        assert!(viewer(&as_buyer).personalised());
        assert_eq!(viewer(&AskForm { viewer: "buyer".into(), ..AskForm::default() }), Viewer::public());
        assert_eq!(viewer(&AskForm { buyer: "b_1".into(), ..AskForm::default() }), Viewer::public());
    }
}
