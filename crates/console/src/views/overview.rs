//! Overview: the business and what it holds, the generation being served (and a reload, the
//! same path as `concierge reload`), and the last 24 hours of traffic.

use std::fmt::Write as _;

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use axum::{Extension, Form};

use crate::access::Operator;
use crate::page::{self, Section, esc};
use crate::{Console, ReloadNote};

#[derive(serde::Deserialize)]
pub(crate) struct ReloadForm {
    #[serde(default)]
    csrf: String,
}

/// `POST /console/reload`: reads the store again and swaps it in, or keeps the one serving and
/// says why.
pub(crate) async fn reload(
    State(console): State<Console>,
    Extension(operator): Extension<Operator>,
    Form(form): Form<ReloadForm>,
) -> Response {
    if !operator.form_is_genuine(&form.csrf) {
        return page::forbidden_form();
    }
    let note = match console.app().reload_from(console.source()).await {
        Ok(report) => {
            tracing::info!(generation = report.generation, "store reloaded from the console");
            ReloadNote::Loaded(Box::new(report))
        }
        Err(refused) => {
            tracing::warn!(problems = refused.problems.len(), "console reload refused: the store has problems");
            ReloadNote::Refused(refused)
        }
    };
    console.note_reload(note);
    (axum::http::StatusCode::SEE_OTHER, [(axum::http::header::LOCATION, "/console/#serving")]).into_response()
}

/// `GET /console/`.
pub(crate) async fn page(State(console): State<Console>, Extension(operator): Extension<Operator>) -> Response {
    let app = console.app();
    let generation = app.generation();
    let b = generation.business();
    let mut html = String::new();
    let _ = write!(html, "<h1 id=\"business\">{}</h1><div class=\"grid\">", esc(&b.name));

    let public = b.locations.iter().filter(|l| !l.internal).count();
    let _ = write!(
        html,
        "<section class=\"card\" aria-labelledby=\"store-h\"><h2 id=\"store-h\">The store</h2><dl class=\"facts\" id=\"counts\">\
         <dt>Website</dt><dd>{website}</dd><dt>Languages</dt><dd>{languages}</dd><dt>Currency</dt><dd>{currency}</dd>\
         <dt>Products</dt><dd id=\"count-products\">{products}</dd>\
         <dt>Locations</dt><dd id=\"count-locations\">{public}{internal}</dd>\
         <dt>Policies</dt><dd id=\"count-policies\">{policies}</dd><dt>FAQ entries</dt><dd id=\"count-faq\">{faq}</dd>\
         </dl></section>",
        website = esc(&b.website),
        languages = esc(&b.languages.join(", ")),
        currency = esc(&b.currency),
        products = b.products.len(),
        internal = match b.locations.len() - public {
            0 => String::new(),
            n => format!(" (and {n} internal)"),
        },
        policies = b.policies.len(),
        faq = b.faq.len(),
    );

    let _ = write!(
        html,
        "<section class=\"card\" id=\"serving\" aria-labelledby=\"serving-h\"><h2 id=\"serving-h\">Serving</h2>\
         <dl class=\"facts\"><dt>Generation</dt><dd id=\"generation\">{}</dd><dt>Loaded</dt><dd>{}</dd>\
         <dt>Load time</dt><dd>{} ms</dd><dt>Store</dt><dd>{}</dd></dl>\
         <form method=\"post\" action=\"/console/reload\" id=\"reload\">{}<p><button type=\"submit\" id=\"reload-submit\">Reload the store</button></p></form>",
        generation.number(),
        esc(&generation.loaded_at().strftime("%Y-%m-%d %H:%M:%S UTC").to_string()),
        generation.load_time().as_millis(),
        esc(&console.source().to_string()),
        page::csrf_field(&operator),
    );
    html.push_str("<div id=\"problems\">");
    match console.last_reload() {
        None => html.push_str(
            "<p class=\"hint\">Reloading reads and validates the store; a store with problems is not swapped in.</p>",
        ),
        Some((ReloadNote::Loaded(report), at)) => {
            let _ = write!(
                html,
                "<p class=\"ok-note\" role=\"status\">Reloaded at {}: generation {} replaced {} ({} products, {} locations, {} policies, {} FAQ entries).</p>",
                esc(&at.strftime("%H:%M:%S UTC").to_string()),
                report.generation,
                report.previous,
                report.products,
                report.locations,
                report.policies,
                report.faq
            );
        }
        Some((ReloadNote::Refused(refused), at)) => {
            let _ = write!(
                html,
                "<p class=\"problem\" role=\"alert\">The reload at {} was refused: generation {} goes on serving. Problems:</p><ul>",
                esc(&at.strftime("%H:%M:%S UTC").to_string()),
                refused.kept
            );
            for p in &refused.problems {
                let _ = write!(html, "<li><code>{}</code></li>", esc(p));
            }
            html.push_str("</ul>");
        }
    }
    html.push_str("</div></section></div>");

    let day = app.traffic().last_day(concierge_service::traffic::wall_clock());
    let _ = write!(
        html,
        "<section class=\"card\" id=\"traffic\" aria-labelledby=\"traffic-h\"><h2 id=\"traffic-h\">Traffic, last 24 hours</h2>\
         <p><strong id=\"traffic-total\">{}</strong> UCP operation requests from agents in the last 24 hours (counted by this server process since it started; the playground's questions are not counted).</p>",
        day.requests()
    );
    let hours: Vec<(String, u64)> = day.hours.iter().map(|h| (page::time(h.start), h.requests)).collect();
    html.push_str(&page::bars("traffic-hours", "Requests per hour, oldest first", &hours));
    html.push_str("<h3>How Ask answered</h3>");
    html.push_str(&page::shares(
        "ask-shares",
        "Ask: answered, can't answer, refused",
        &[("answered", day.ask[0], "ok"), ("can't answer", day.ask[1], "gap"), ("refused", day.ask[2], "bad")],
    ));
    html.push_str("<div class=\"grid\">");
    let named = |rows: &[(&'static str, u64)]| rows.iter().map(|(k, v)| ((*k).to_owned(), *v)).collect::<Vec<_>>();
    html.push_str(&page::counts_table("by-capability", "By capability", "Capability", &named(&day.by_capability)));
    html.push_str(&page::counts_table("by-agent", "By agent (profile host)", "Agent", &day.by_agent));
    html.push_str(&page::counts_table("errors", "Errors by UCP code", "Code", &named(&day.errors)));
    html.push_str("</div></section>");
    page::layout(&b.name, Section::Overview, &operator, &html)
}
