//! HTML descriptions (Shopify's `Body (HTML)`) as the plain text the store holds, with their
//! structure kept: paragraphs and headings become paragraphs, list items lines starting `- `,
//! `<br>` a line break; scripts, styles and comments are dropped, entities decoded, runs of
//! spaces collapsed. Not a browser: enough for the markup shop editors write.

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
        if !closing && (name == "script" || name == "style") {
            let end = format!("</{name}");
            let lower = rest.to_ascii_lowercase();
            rest = lower.find(&end).map_or("", |at| {
                let after = &rest[at..];
                after.find('>').map_or("", |gt| &after[gt + 1..])
            });
            continue;
        }
        match name.as_str() {
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
