//! What every console page is made of: escaping, the layout with its navigation, small SVG
//! charts (drawn with attributes, never inline styles, so the CSP holds), times, and Ask's
//! Markdown rendered safely.

use std::fmt::Write as _;

use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::access::Operator;

/// The stylesheet, compiled in.
const STYLESHEET: &str = include_str!("../assets/console.css");

/// `GET /console/assets/console.css`.
pub(crate) async fn stylesheet() -> Response {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLESHEET).into_response()
}

/// Text escaped for HTML text and attribute values.
pub(crate) use concierge_core::untrusted::escape_html as esc;

/// Text escaped for a URL's query component.
pub(crate) fn url_part(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(b as char);
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

/// The navigation's sections.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Section {
    Overview,
    Ask,
    Gaps,
    Locations,
    Products,
}

const SECTIONS: [(Section, &str, &str); 5] = [
    (Section::Overview, "/console/", "Overview"),
    (Section::Ask, "/console/ask", "Ask"),
    (Section::Gaps, "/console/gaps", "Content gaps"),
    (Section::Locations, "/console/locations", "Locations"),
    (Section::Products, "/console/products", "Products"),
];

fn head(title: &str) -> String {
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{} · Concierge console</title><link rel=\"icon\" href=\"data:,\">\
         <link rel=\"stylesheet\" href=\"/console/assets/console.css\"></head>",
        esc(title)
    )
}

/// A signed-in page: the navigation, then `main`.
pub(crate) fn layout(title: &str, section: Section, operator: &Operator, main: &str) -> Response {
    let mut html = head(title);
    html.push_str("<body><header class=\"top\"><a class=\"brand\" href=\"/console/\">Concierge</a><nav aria-label=\"Console\"><ul>");
    for (s, href, label) in SECTIONS {
        let current = if s == section { " aria-current=\"page\"" } else { "" };
        let _ = write!(html, "<li><a href=\"{href}\"{current}>{label}</a></li>");
    }
    let _ = write!(
        html,
        "</ul></nav><form method=\"post\" action=\"/console/logout\" class=\"signout\">\
         <input type=\"hidden\" name=\"csrf\" value=\"{}\"><button type=\"submit\" id=\"sign-out\">Sign out</button></form>\
         </header><main id=\"main\">{main}</main></body></html>",
        esc(operator.csrf())
    );
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], html).into_response()
}

/// A page without navigation (signing in).
pub(crate) fn bare(title: &str, main: &str, status: StatusCode) -> Response {
    let mut html = head(title);
    let _ = write!(html, "<body class=\"bare\"><main id=\"main\">{main}</main></body></html>");
    (status, [(header::CONTENT_TYPE, "text/html; charset=utf-8")], html).into_response()
}

/// A form whose CSRF token is not the session's.
pub(crate) fn forbidden_form() -> Response {
    bare(
        "Refused",
        "<h1>Refused</h1><p>This form did not come from your console session. Go back, reload the page, and \
         try again.</p><p><a href=\"/console/\">Overview</a></p>",
        StatusCode::FORBIDDEN,
    )
}

/// The hidden CSRF field of a form.
pub(crate) fn csrf_field(operator: &Operator) -> String {
    format!("<input type=\"hidden\" name=\"csrf\" value=\"{}\">", esc(operator.csrf()))
}

/// A Unix time as `2026-12-06 17:04 UTC`.
pub(crate) fn time(unix_seconds: i64) -> String {
    jiff::Timestamp::from_second(unix_seconds)
        .map_or_else(|_| "?".to_owned(), |t| t.strftime("%Y-%m-%d %H:%M UTC").to_string())
}

/// A bar chart of `values` (label, value), as SVG with a text alternative.
pub(crate) fn bars(id: &str, title: &str, values: &[(String, u64)]) -> String {
    let max = values.iter().map(|(_, v)| *v).max().unwrap_or(0).max(1);
    let width = 600.0;
    let bar = width / values.len().max(1) as f64;
    let height = 80.0;
    let mut svg = format!(
        "<svg id=\"{id}\" class=\"chart\" viewBox=\"0 0 {width} {h}\" preserveAspectRatio=\"none\" role=\"img\" aria-labelledby=\"{id}-title\">\
         <title id=\"{id}-title\">{}</title>",
        esc(title),
        h = height + 2.0
    );
    for (n, (label, value)) in values.iter().enumerate() {
        let h = (*value as f64 / max as f64) * height;
        let _ = write!(
            svg,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" class=\"bar\"><title>{}: {value}</title></rect>",
            n as f64 * bar + 1.0,
            height - h + 1.0,
            (bar - 2.0).max(1.0),
            h.max(if *value > 0 { 1.0 } else { 0.0 }),
            esc(label)
        );
    }
    svg.push_str("</svg>");
    svg
}

/// One horizontal bar split into shares (label, value, CSS class), with a legend.
pub(crate) fn shares(id: &str, title: &str, parts: &[(&str, u64, &str)]) -> String {
    let total: u64 = parts.iter().map(|p| p.1).sum();
    let mut svg = format!(
        "<svg id=\"{id}\" class=\"chart shares\" viewBox=\"0 0 600 24\" preserveAspectRatio=\"none\" role=\"img\" aria-labelledby=\"{id}-title\">\
         <title id=\"{id}-title\">{}</title>",
        esc(title)
    );
    let mut x = 0.0;
    for (label, value, class) in parts {
        if total == 0 {
            break;
        }
        let w = *value as f64 / total as f64 * 600.0;
        let _ = write!(
            svg,
            "<rect x=\"{x:.1}\" y=\"0\" width=\"{w:.1}\" height=\"24\" class=\"{class}\"><title>{label}: {value}</title></rect>"
        );
        x += w;
    }
    if total == 0 {
        svg.push_str("<rect x=\"0\" y=\"0\" width=\"600\" height=\"24\" class=\"empty\"></rect>");
    }
    svg.push_str("</svg><ul class=\"legend\">");
    for (label, value, class) in parts {
        let share = if total == 0 { 0.0 } else { *value as f64 * 100.0 / total as f64 };
        let _ = write!(svg, "<li><span class=\"swatch {class}\"></span>{label}: {value} ({share:.0} %)</li>");
    }
    svg.push_str("</ul>");
    svg
}

/// A table of (label, count) rows, or a line saying there are none.
pub(crate) fn counts_table(id: &str, caption: &str, heading: &str, rows: &[(String, u64)]) -> String {
    if rows.is_empty() {
        return format!("<p id=\"{id}\" class=\"empty-note\">{}: none in the last 24 hours.</p>", esc(caption));
    }
    let mut html = format!(
        "<table id=\"{id}\"><caption>{}</caption><thead><tr><th scope=\"col\">{}</th><th scope=\"col\" class=\"num\">Requests</th></tr></thead><tbody>",
        esc(caption),
        esc(heading)
    );
    for (label, count) in rows {
        let _ = write!(html, "<tr><td>{}</td><td class=\"num\">{count}</td></tr>", esc(label));
    }
    html.push_str("</tbody></table>");
    html
}

/// Ask's `answer.markdown` as HTML: raw HTML in it is shown as text, and only http(s) and
/// mailto links become links.
pub(crate) fn markdown(text: &str) -> String {
    use pulldown_cmark::{Event, Parser, Tag, TagEnd};
    let mut unsafe_links = 0usize;
    let events = Parser::new(text).filter_map(|event| match event {
        Event::Html(raw) | Event::InlineHtml(raw) => Some(Event::Text(raw)),
        Event::Start(Tag::Link { dest_url, .. })
            if !(dest_url.starts_with("https://")
                || dest_url.starts_with("http://")
                || dest_url.starts_with("mailto:")) =>
        {
            unsafe_links += 1;
            None
        }
        Event::End(TagEnd::Link) if unsafe_links > 0 => {
            unsafe_links -= 1;
            None
        }
        Event::Start(Tag::Image { .. }) | Event::End(TagEnd::Image) => None,
        other => Some(other),
    });
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, events);
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_covers_text_and_attributes() {
        assert_eq!(esc("<a href=\"x\">'&'</a>"), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
        assert_eq!(url_part("a b&c/é"), "a%20b%26c%2F%C3%A9");
    }

    #[test]
    fn markdown_keeps_links_and_drops_what_could_run() {
        let html = markdown("See [returns](https://shop.example/returns) and **this**.");
        assert!(html.contains("<a href=\"https://shop.example/returns\">returns</a>"), "{html}");
        assert!(html.contains("<strong>this</strong>"), "{html}");
        let html =
            markdown("<script>alert(1)</script>\n\nSee [x](javascript:alert(1)) and ![i](https://e.example/i.png).");
        assert!(!html.contains("<script"), "{html}");
        assert!(html.contains("&lt;script&gt;"), "{html}");
        assert!(!html.contains("javascript:"), "{html}");
        assert!(!html.contains("<img"), "{html}");
    }

    #[test]
    fn charts_scale_to_the_largest_value_and_say_what_they_show() {
        let svg = bars("h", "Requests by hour", &[("a".into(), 5), ("b".into(), 10)]);
        assert!(svg.contains("<title id=\"h-title\">Requests by hour</title>"));
        assert!(svg.contains("height=\"80.0\""), "the largest fills the chart: {svg}");
        assert!(svg.contains("height=\"40.0\""), "{svg}");
        let svg = shares("s", "Ask", &[("answered", 3, "ok"), ("can't answer", 1, "gap")]);
        assert!(svg.contains("answered: 3 (75 %)") && svg.contains("width=\"450.0\""), "{svg}");
        assert!(!svg.contains("style="), "no inline styles under the CSP");
    }
}
