//! HTML as the store holds text: descriptions (Shopify's `Body (HTML)`) as plain text, and saved
//! pages (a policy page) as Markdown. Structure is kept: paragraphs become paragraphs, headings
//! paragraphs (or `#` headings in Markdown), list items lines starting `- `, `<br>` a line
//! break; scripts, styles and comments are dropped (and, from a page, its navigation, header,
//! footer and forms), entities decoded, runs of spaces collapsed. Not a browser: enough for the
//! markup shop editors and site builders write.

/// Elements that end a paragraph.
const BLOCKS: &[&str] = &[
    "p",
    "div",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "ul",
    "ol",
    "table",
    "tr",
    "section",
    "article",
    "blockquote",
    "header",
    "footer",
    "dl",
    "pre",
];

/// `html` as text.
pub fn to_text(html: &str) -> String {
    walk(html, false)
}

/// A page's main content (its `<main>`, else its `<article>`, else its `<body>`) as Markdown,
/// with the page's title (`<title>`, else its first `<h1>`).
pub fn page_to_markdown(html: &str) -> (Option<String>, String) {
    let lower = html.to_ascii_lowercase();
    let inner = |tag: &str| -> Option<&str> {
        let start = lower.find(&format!("<{tag}"))?;
        let open_end = start + lower[start..].find('>')? + 1;
        let end = lower[open_end..].find(&format!("</{tag}")).map_or(html.len(), |e| open_end + e);
        Some(&html[open_end..end])
    };
    let title = inner("title").map(to_text).filter(|t| !t.is_empty()).or_else(|| inner("h1").map(to_text));
    let content = inner("main").or_else(|| inner("article")).or_else(|| inner("body")).unwrap_or(html);
    (title.map(|t| t.replace('\n', " ")), walk(content, true))
}

/// Elements whose content is never text: everywhere, and in pages.
const SKIPPED: &[&str] = &["script", "style", "noscript", "template", "svg", "head"];
const SKIPPED_IN_PAGES: &[&str] = &["nav", "header", "footer", "form", "button", "select", "aside"];

fn walk(html: &str, markdown: bool) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(lt) = rest.find('<') {
        push_text(&mut out, &rest[..lt]);
        rest = &rest[lt..];
        if let Some(after) = rest.strip_prefix("<!--") {
            rest = after.find("-->").map_or("", |end| &after[end + 3..]);
            continue;
        }
        let Some(gt) = rest.find('>') else {
            // A lone `<` is text.
            push_text(&mut out, rest);
            rest = "";
            break;
        };
        let tag = &rest[1..gt];
        rest = &rest[gt + 1..];
        let closing = tag.starts_with('/');
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        if !closing && (SKIPPED.contains(&name.as_str()) || (markdown && SKIPPED_IN_PAGES.contains(&name.as_str()))) {
            let end = format!("</{name}");
            let lower = rest.to_ascii_lowercase();
            rest = lower.find(&end).map_or("", |at| {
                let after = &rest[at..];
                after.find('>').map_or("", |gt| &after[gt + 1..])
            });
            continue;
        }
        match name.as_str() {
            "h1" | "h2" | "h3" | "h4" | "h5" | "h6" if markdown && !closing => {
                end_paragraph(&mut out);
                let level = usize::from(name.as_bytes()[1] - b'0');
                out.push_str(&"#".repeat(level));
                out.push(' ');
            }
            "br" => out.push('\n'),
            "li" if !closing => {
                end_line(&mut out);
                out.push_str("- ");
            }
            "li" | "dt" | "dd" => end_line(&mut out),
            "td" | "th" if closing => out.push(' '),
            n if BLOCKS.contains(&n) => end_paragraph(&mut out),
            _ => {}
        }
    }
    push_text(&mut out, rest);
    tidy(&out)
}

fn end_line(out: &mut String) {
    // Spaces the source had between tags end nothing.
    while out.ends_with(' ') {
        out.pop();
    }
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
}

fn end_paragraph(out: &mut String) {
    while out.ends_with(' ') {
        out.pop();
    }
    if out.is_empty() {
        return;
    }
    end_line(out);
    if !out.ends_with("\n\n") {
        out.push('\n');
    }
}

/// Text between tags: its line breaks are spaces, as in a browser (lines come from tags).
fn push_text(out: &mut String, text: &str) {
    out.push_str(&decode_entities(&text.replace('\n', " ")));
}

/// Lines trimmed and their spaces collapsed; at most one blank line between paragraphs.
fn tidy(text: &str) -> String {
    let mut lines: Vec<String> = Vec::new();
    for line in text.lines() {
        let line = line.split_whitespace().collect::<Vec<_>>().join(" ");
        if line.is_empty() && lines.last().is_none_or(String::is_empty) {
            continue;
        }
        lines.push(line);
    }
    while lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    lines.join("\n")
}

/// Named and numeric character references.
pub fn decode_entities(text: &str) -> String {
    if !text.contains('&') {
        return text.replace(['\r', '\t'], " ");
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let end = rest.find(';').filter(|&e| e <= 10);
        let decoded = end.and_then(|e| {
            let name = &rest[1..e];
            let c = match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" | "#39" => Some('\''),
                "nbsp" => Some(' '),
                "ndash" => Some('–'),
                "mdash" => Some('—'),
                "hellip" => Some('…'),
                "rsquo" => Some('’'),
                "lsquo" => Some('‘'),
                "ldquo" => Some('“'),
                "rdquo" => Some('”'),
                "deg" => Some('°'),
                "eacute" => Some('é'),
                "egrave" => Some('è'),
                "trade" => Some('™'),
                "reg" => Some('®'),
                "copy" => Some('©'),
                _ => name
                    .strip_prefix("#x")
                    .or_else(|| name.strip_prefix("#X"))
                    .and_then(|h| u32::from_str_radix(h, 16).ok())
                    .or_else(|| name.strip_prefix('#').and_then(|d| d.parse().ok()))
                    .and_then(char::from_u32),
            };
            c.map(|c| (c, e))
        });
        match decoded {
            Some((c, e)) => {
                out.push(c);
                rest = &rest[e + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out.replace(['\r', '\t'], " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paragraphs_lists_and_breaks_are_kept() {
        let html = "<p>A <strong>2.5-layer</strong> shell.</p><h3>Features</h3><ul><li>Pit zips</li>\n<li>Hood &amp; brim</li></ul><p>Line one<br/>line two</p>";
        assert_eq!(to_text(html), "A 2.5-layer shell.\n\nFeatures\n\n- Pit zips\n- Hood & brim\n\nLine one\nline two");
    }

    #[test]
    fn scripts_comments_and_entities() {
        assert_eq!(
            to_text("<script>alert(1)</script><!-- note -->5 &lt; 6 &#8212; caf&eacute; &#x263A;"),
            "5 < 6 — café ☺"
        );
        assert_eq!(to_text("a < b and c"), "a < b and c");
        assert_eq!(to_text("Tom &amp Jerry & co"), "Tom &amp Jerry & co");
        assert_eq!(to_text(""), "");
        assert_eq!(to_text("<STYLE>p{}</STYLE>Plain"), "Plain");
    }
}

#[cfg(test)]
mod page_tests {
    use super::*;

    #[test]
    fn a_saved_page_becomes_its_main_content_in_markdown() {
        let page = "<!doctype html><html lang=\"en\"><head><title>Refund policy – Summit Works</title><style>p{}</style></head>\
            <body><header><nav><a href=\"/\">Home</a></nav></header><main><h1>Refund policy</h1><p>Returns within <b>30 days</b>.</p>\
            <h2>Sale items</h2><ul><li>14 days</li><li>Store credit</li></ul><form><button>Subscribe</button></form></main>\
            <footer>© 2026</footer></body></html>";
        let (title, markdown) = page_to_markdown(page);
        assert_eq!(title.as_deref(), Some("Refund policy – Summit Works"));
        assert_eq!(
            markdown,
            "# Refund policy\n\nReturns within 30 days.\n\n## Sale items\n\n- 14 days\n- Store credit"
        );
        let (title, _) = page_to_markdown("<body><h1>Shipping</h1><p>Fast.</p></body>");
        assert_eq!(title.as_deref(), Some("Shipping"));
    }
}
