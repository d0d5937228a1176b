//! Content gaps: what agents asked that the store's content does not answer (or answered only
//! with low confidence), grouped, most asked first, with examples, when they were first and
//! last asked, and the passages that came closest — where the business learns what to write
//! next. A group can be marked handled (it returns if asked again), and the list exported as CSV.

use std::fmt::Write as _;

use axum::extract::{Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::{Extension, Form};
use concierge_ask::{ConversationState, Question, Viewer};
use serde::Deserialize;

use crate::Console;
use crate::access::Operator;
use crate::gaps::{self, Group, csv_cell};
use crate::page::{self, Section, esc, url_part};

/// Unanswered questions read for the page (most asked first).
const ROWS_READ: i64 = 5000;
/// Groups shown on one page.
const GROUPS_PER_PAGE: usize = 25;
/// Example questions shown per group.
const EXAMPLES_SHOWN: usize = 4;
/// Closest passages shown per group.
const CLOSEST_SHOWN: usize = 3;

#[derive(Debug, Default, Deserialize)]
pub(crate) struct GapsQuery {
    /// `handled` lists the groups marked handled instead of the open ones.
    #[serde(default)]
    show: String,
    #[serde(default)]
    page: usize,
}

async fn groups(console: &Console) -> Result<Vec<Group>, Response> {
    match console.app().database().unanswered(ROWS_READ).await {
        Ok(rows) => Ok(gaps::group(rows)),
        Err(e) => {
            tracing::error!(reason = %e, "console: the unanswered questions could not be read");
            Err(page::bare(
                "Unavailable",
                "<h1>Unavailable</h1><p>The database did not answer; try again shortly.</p>",
                StatusCode::SERVICE_UNAVAILABLE,
            ))
        }
    }
}

/// `GET /console/gaps`.
pub(crate) async fn page(
    State(console): State<Console>,
    Extension(operator): Extension<Operator>,
    Query(query): Query<GapsQuery>,
) -> Response {
    let all = match groups(&console).await {
        Ok(g) => g,
        Err(response) => return response,
    };
    let handled_view = query.show == "handled";
    let (listed, other): (Vec<Group>, Vec<Group>) = all.into_iter().partition(|g| g.is_handled() == handled_view);
    let pages = listed.len().div_ceil(GROUPS_PER_PAGE).max(1);
    let page_no = query.page.min(pages - 1);
    let mut html = String::from("<h1>Content gaps</h1>");
    let _ = write!(
        html,
        "<p>Questions agents asked that the store's content does not answer, or answered with low confidence, \
         grouped by similarity, most asked first. Write the missing policy section or FAQ entry, reload the store, \
         and mark the group handled.</p><p>{} · <a href=\"/console/gaps.csv\" id=\"gaps-csv\" download>Export as CSV</a></p>",
        if handled_view {
            format!(
                "<a href=\"/console/gaps\">Open groups ({})</a> · <strong>Handled ({})</strong>",
                other.len(),
                listed.len()
            )
        } else {
            format!(
                "<strong>Open groups ({})</strong> · <a href=\"/console/gaps?show=handled\" id=\"show-handled\">Handled ({})</a>",
                listed.len(),
                other.len()
            )
        }
    );
    if listed.is_empty() {
        html.push_str(if handled_view {
            "<p class=\"empty-note\" id=\"no-gaps\">No group is marked handled.</p>"
        } else {
            "<p class=\"empty-note\" id=\"no-gaps\">No open gaps: every question asked was answered.</p>"
        });
        return page::layout("Content gaps", Section::Gaps, &operator, &html);
    }
    let store = console.app().generation();
    let engine = store.engine();
    let now = console.app().now();
    html.push_str("<section class=\"card\"><table id=\"gaps\"><thead><tr><th scope=\"col\">Questions</th><th scope=\"col\" class=\"num\">Asked</th><th scope=\"col\">First · last asked</th><th scope=\"col\">Closest passages</th><th scope=\"col\"><span class=\"hint\">Action</span></th></tr></thead><tbody>");
    for group in listed.iter().skip(page_no * GROUPS_PER_PAGE).take(GROUPS_PER_PAGE) {
        let first = &group.questions[0];
        let _ = write!(
            html,
            "<tr class=\"gap\" id=\"gap-{}\"><td><p class=\"gap-question\"><strong>{}</strong> <span class=\"tag\">{}</span>{}</p>",
            group.key(),
            esc(&first.question),
            esc(if first.language.is_empty() { "?" } else { &first.language }),
            if group.only_low_confidence() { " <span class=\"tag\">answered with low confidence</span>" } else { "" },
        );
        if group.questions.len() > 1 {
            html.push_str("<ul class=\"examples\">");
            for q in group.questions.iter().skip(1).take(EXAMPLES_SHOWN) {
                let _ = write!(html, "<li>{} <span class=\"hint\">×{}</span></li>", esc(&q.question), q.count);
            }
            if group.questions.len() > EXAMPLES_SHOWN + 1 {
                let _ = write!(html, "<li class=\"hint\">and {} more</li>", group.questions.len() - EXAMPLES_SHOWN - 1);
            }
            html.push_str("</ul>");
        }
        let _ = write!(
            html,
            "</td><td class=\"num gap-count\">{}</td><td><span class=\"gap-first\">{}</span> · <span class=\"gap-last\">{}</span></td><td><ul class=\"closest\">",
            group.count(),
            page::time(group.first_seen()),
            page::time(group.last_seen())
        );
        // The engine's own candidates for the group's first question, as a buyer would ask it.
        let viewer = Viewer::public();
        let question = Question {
            query: &first.question,
            ids: &[],
            language: (!first.language.is_empty()).then_some(first.language.as_str()),
            location_hint: None,
            now,
            viewer: &viewer,
        };
        let answered = engine.answer_with(&question, &ConversationState::default(), true, None);
        let closest: Vec<_> =
            answered.trace.iter().flat_map(|t| &t.clauses).flat_map(|c| &c.candidates).take(CLOSEST_SHOWN).collect();
        if closest.is_empty() {
            html.push_str("<li class=\"hint\">Nothing in the store comes close.</li>");
        }
        for c in closest {
            let text: String = c.text.chars().take(160).collect();
            let _ = write!(
                html,
                "<li><span class=\"tag\">{}</span> {} <span class=\"hint\">({:.2})</span></li>",
                esc(&c.source),
                esc(&text),
                c.score
            );
        }
        html.push_str("</ul></td><td>");
        if !handled_view {
            let _ = write!(
                html,
                "<form method=\"post\" action=\"/console/gaps/handled\">{}<input type=\"hidden\" name=\"group\" value=\"{}\">\
                 <button type=\"submit\" class=\"secondary gap-handle\">Mark handled</button></form>",
                page::csrf_field(&operator),
                group.key()
            );
        }
        html.push_str("</td></tr>");
    }
    html.push_str("</tbody></table></section>");
    if pages > 1 {
        let show = if handled_view { "&show=handled" } else { "" };
        html.push_str("<nav class=\"pager\" aria-label=\"Pages\">");
        if page_no > 0 {
            let _ = write!(html, "<a href=\"/console/gaps?page={}{show}\">Previous</a>", page_no - 1);
        }
        let _ = write!(html, "<span>Page {} of {pages}</span>", page_no + 1);
        if page_no + 1 < pages {
            let _ = write!(html, "<a href=\"/console/gaps?page={}{show}\">Next</a>", page_no + 1);
        }
        html.push_str("</nav>");
    }
    page::layout("Content gaps", Section::Gaps, &operator, &html)
}

#[derive(Debug, Deserialize)]
pub(crate) struct HandledForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    group: String,
}

/// `POST /console/gaps/handled`: marks every question of a group handled.
pub(crate) async fn handled(
    State(console): State<Console>,
    Extension(operator): Extension<Operator>,
    Form(form): Form<HandledForm>,
) -> Response {
    if !operator.form_is_genuine(&form.csrf) {
        return page::forbidden_form();
    }
    let all = match groups(&console).await {
        Ok(g) => g,
        Err(response) => return response,
    };
    let Some(group) = all.into_iter().find(|g| g.key() == form.group) else {
        return page::bare(
            "Not found",
            "<h1>Not found</h1><p>That group is no longer listed (it may have been purged). <a href=\"/console/gaps\">Content gaps</a></p>",
            StatusCode::NOT_FOUND,
        );
    };
    let questions: Vec<(String, String)> =
        group.questions.iter().map(|q| (q.question.clone(), q.language.clone())).collect();
    let now = concierge_service::traffic::wall_clock();
    if let Err(e) = console.app().database().mark_unanswered_handled(&questions, now).await {
        tracing::error!(reason = %e, "console: a gap could not be marked handled");
        return page::bare(
            "Unavailable",
            "<h1>Unavailable</h1><p>The database did not answer; try again.</p>",
            StatusCode::SERVICE_UNAVAILABLE,
        );
    }
    (StatusCode::SEE_OTHER, [(header::LOCATION, format!("/console/gaps?marked={}", url_part(&form.group)))])
        .into_response()
}

/// `GET /console/gaps.csv`: every unanswered question, with its group.
pub(crate) async fn csv(State(console): State<Console>) -> Response {
    let all = match groups(&console).await {
        Ok(g) => g,
        Err(response) => return response,
    };
    let mut out = String::from("group,question,language,kind,count,first_seen,last_seen,handled_at\r\n");
    for g in &all {
        let key = g.key();
        for q in &g.questions {
            let _ = write!(
                out,
                "{key},{},{},{},{},{},{},{}\r\n",
                csv_cell(&q.question),
                csv_cell(&q.language),
                q.kind.as_str(),
                q.count,
                page::time(q.first_seen),
                page::time(q.last_seen),
                q.handled_at.map(page::time).unwrap_or_default()
            );
        }
    }
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (header::CONTENT_DISPOSITION, "attachment; filename=\"content-gaps.csv\""),
        ],
        out,
    )
        .into_response()
}
