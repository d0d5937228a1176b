//! Products: the catalogue as the answer engine reads it — attributes, variants with their
//! prices, notices (the disclosures Ask attaches), and the sentences the engine derives from the
//! attributes and the description when it answers about the product.

use std::fmt::Write as _;

use axum::Extension;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;

use crate::Console;
use crate::access::Operator;
use crate::page::{self, Section, esc, url_part};

/// Products listed on one page.
const PER_PAGE: usize = 50;

#[derive(Debug, Default, Deserialize)]
pub(crate) struct ListQuery {
    #[serde(default)]
    q: String,
    #[serde(default)]
    page: usize,
}

/// `GET /console/products`.
pub(crate) async fn list(
    State(console): State<Console>,
    Extension(operator): Extension<Operator>,
    Query(query): Query<ListQuery>,
) -> Response {
    let business = console.app().business();
    let needle = query.q.trim().to_lowercase();
    let matching: Vec<_> = business
        .products
        .iter()
        .filter(|p| {
            needle.is_empty()
                || p.title.to_lowercase().contains(&needle)
                || p.id.to_lowercase().contains(&needle)
                || p.variants.iter().any(|v| v.sku.to_lowercase() == needle)
        })
        .collect();
    let pages = matching.len().div_ceil(PER_PAGE).max(1);
    let page_no = query.page.min(pages - 1);
    let mut html = String::from("<h1>Products</h1>");
    let _ = write!(
        html,
        "<section class=\"card\"><form method=\"get\" action=\"/console/products\" class=\"filters\" id=\"product-search\">\
         <div><label for=\"q\">Title, id or SKU</label><input id=\"q\" name=\"q\" value=\"{}\"></div>\
         <div><button type=\"submit\">Search</button></div></form></section>\
         <section class=\"card\"><p><span id=\"product-count\">{}</span> products</p>\
         <table id=\"products\"><thead><tr><th scope=\"col\">Product</th><th scope=\"col\">Type</th><th scope=\"col\" class=\"num\">Variants</th><th scope=\"col\" class=\"num\">Notices</th></tr></thead><tbody>",
        esc(&query.q),
        matching.len()
    );
    for p in matching.iter().skip(page_no * PER_PAGE).take(PER_PAGE) {
        let _ = write!(
            html,
            "<tr class=\"product\"><td><a href=\"/console/products/{}\">{}</a><br><code>{}</code></td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            url_part(&p.id),
            esc(&p.title),
            esc(&p.id),
            esc(p.kind.as_deref().unwrap_or("")),
            p.variants.len(),
            p.notices.len()
        );
    }
    html.push_str("</tbody></table></section>");
    if pages > 1 {
        html.push_str("<nav class=\"pager\" aria-label=\"Pages\">");
        let q = url_part(&query.q);
        if page_no > 0 {
            let _ = write!(html, "<a href=\"/console/products?q={q}&page={}\">Previous</a>", page_no - 1);
        }
        let _ = write!(html, "<span>Page {} of {pages}</span>", page_no + 1);
        if page_no + 1 < pages {
            let _ = write!(html, "<a href=\"/console/products?q={q}&page={}\">Next</a>", page_no + 1);
        }
        html.push_str("</nav>");
    }
    page::layout("Products", Section::Products, &operator, &html)
}

/// `GET /console/products/{id}`.
pub(crate) async fn one(
    State(console): State<Console>,
    Extension(operator): Extension<Operator>,
    Path(id): Path<String>,
) -> Response {
    let store = console.app().generation();
    let business = store.business();
    let Some(p) = business.products.iter().find(|p| p.id == id) else {
        let html = format!(
            "<h1>Not found</h1><p>There is no product <code>{}</code> in the store being served. <a href=\"/console/products\">Products</a></p>",
            esc(&id)
        );
        let mut response = page::layout("Not found", Section::Products, &operator, &html);
        *response.status_mut() = StatusCode::NOT_FOUND;
        return response;
    };
    let mut html = String::new();
    let _ = write!(
        html,
        "<h1 id=\"product-title\">{}</h1><section class=\"card\"><dl class=\"facts\"><dt>Id</dt><dd><code>{}</code></dd>\
         <dt>Page</dt><dd>{}</dd><dt>Type</dt><dd>{}</dd><dt>Tags</dt><dd>{}</dd><dt>Final sale</dt><dd>{}</dd>\
         <dt>Sold online</dt><dd>{}</dd></dl><h2>Description</h2><p>{}</p></section>",
        esc(&p.title),
        esc(&p.id),
        esc(&p.url),
        esc(p.kind.as_deref().unwrap_or("—")),
        esc(&p.tags.join(", ")),
        if p.final_sale { "yes" } else { "no" },
        if p.sold_online { "yes" } else { "no" },
        esc(&p.description)
    );
    html.push_str("<section class=\"card\"><h2>Attributes</h2>");
    if p.attributes.is_empty() {
        html.push_str("<p class=\"empty-note\">None.</p>");
    } else {
        html.push_str("<table id=\"attributes\"><thead><tr><th scope=\"col\">Key</th><th scope=\"col\">Value</th></tr></thead><tbody>");
        for (k, v) in &p.attributes {
            let value = v.to_string();
            let _ = write!(html, "<tr><td><code>{}</code></td><td><code>{}</code></td></tr>", esc(k), esc(&value));
        }
        html.push_str("</tbody></table>");
    }
    html.push_str("</section><section class=\"card\"><h2>Variants</h2><table id=\"variants\"><thead><tr><th scope=\"col\">Variant</th><th scope=\"col\">SKU</th><th scope=\"col\" class=\"num\">Price</th><th scope=\"col\" class=\"num\">Member price</th><th scope=\"col\" class=\"num\">Regular price (on sale)</th><th scope=\"col\">Online stock</th></tr></thead><tbody>");
    for v in &p.variants {
        let _ = write!(
            html,
            "<tr><td>{} <code>{}</code></td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}</td></tr>",
            esc(&v.title),
            esc(&v.id),
            esc(&v.sku),
            esc(&v.price.to_string()),
            esc(&v.member_price.as_ref().map(ToString::to_string).unwrap_or_default()),
            esc(&v.compare_at_price.as_ref().map(ToString::to_string).unwrap_or_default()),
            // Without a status, the business does not say: Ask does not either.
            esc(v.stock_status.map_or("not given", |s| s.as_str())),
        );
    }
    html.push_str("</tbody></table></section><section class=\"card\"><h2>Notices</h2>");
    if p.notices.is_empty() {
        html.push_str("<p class=\"empty-note\">None: Ask attaches no disclosure to answers about it.</p>");
    } else {
        html.push_str("<ul id=\"notices\">");
        for n in &p.notices {
            let _ = write!(html, "<li><span class=\"tag\">{}</span> {}</li>", esc(&n.code), esc(&n.text));
        }
        html.push_str(
            "</ul><p class=\"hint\">Ask attaches these as disclosures to every answer about this product.</p>",
        );
    }
    html.push_str("</section><section class=\"card\"><h2>As the answer engine reads it</h2><p class=\"hint\">The sentences the engine scores when a question is about this product: each attribute in words, then each sentence of the description.</p><table id=\"reading\"><thead><tr><th scope=\"col\">Field</th><th scope=\"col\">Sentence</th></tr></thead><tbody>");
    for (field, sentence) in store.engine().product_reading(&p.id).unwrap_or_default() {
        let _ = write!(html, "<tr><td><code>{}</code></td><td>{}</td></tr>", esc(&field), esc(&sentence));
    }
    html.push_str("</tbody></table></section>");
    page::layout(&p.title, Section::Products, &operator, &html)
}
