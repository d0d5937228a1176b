//! `policies/*.md` and `faq.toml`: the business's published words.

use std::collections::BTreeSet;

use concierge_core::catalog::{Business, FaqEntry, Policy};
use serde::Deserialize;

use crate::business::is_web_url;
use crate::problems::Problems;
use crate::source::{Source, list, parse_toml, read_toml};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PolicyMeta {
    #[serde(rename = "type")]
    kind: String,
    title: String,
    url: String,
    language: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FaqFile {
    #[serde(default)]
    faq: Vec<RawFaq>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFaq {
    id: String,
    question: String,
    answer: String,
    url: String,
    #[serde(default)]
    tags: Vec<String>,
    language: Option<String>,
}

fn is_snake_case(s: &str) -> bool {
    !s.is_empty()
        && s.bytes().next().is_some_and(|c| c.is_ascii_lowercase())
        && s.bytes().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'_')
}

pub(crate) fn policies(source: &dyn Source, business: &Business, problems: &mut Problems) -> Vec<Policy> {
    let mut out: Vec<Policy> = Vec::new();
    let mut seen = BTreeSet::new();
    for path in list(source, "policies", "md", problems) {
        let text = match source.read(&path) {
            Ok(Some(t)) => t,
            Ok(None) => continue,
            Err(e) => {
                problems.in_file(&path).file(format!("cannot be read: {e}"));
                continue;
            }
        };
        let mut file = problems.in_file(&path);
        let Some((front, body)) = split_front_matter(&text) else {
            file.file("must open with a TOML front-matter block between `+++` lines (type, title, url)");
            continue;
        };
        let Some(meta) = parse_toml::<PolicyMeta>(front, &mut file) else { continue };
        let record = "front matter";
        if !is_snake_case(&meta.kind) {
            file.record(
                record,
                Some("type"),
                format!("`{}` must be a snake_case link type such as refund_policy", meta.kind),
            );
        }
        if meta.title.trim().is_empty() {
            file.record(record, Some("title"), "must not be empty");
        }
        if !is_web_url(&meta.url) {
            file.record(record, Some("url"), format!("`{}` is not an absolute http(s) URL", meta.url));
        }
        let language = language_of(meta.language, business, |e| file.record(record, Some("language"), e));
        if body.trim().is_empty() {
            file.file("has no text after the front matter");
        }
        if !seen.insert((meta.kind.clone(), language.clone())) {
            file.record(
                record,
                Some("type"),
                format!("another file already has the {} policy in `{language}`", meta.kind),
            );
        }
        out.push(Policy { kind: meta.kind, title: meta.title, url: meta.url, language, body: body.trim().to_owned() });
    }
    out
}

/// Splits `+++\n<toml>\n+++\n<body>`.
fn split_front_matter(text: &str) -> Option<(&str, &str)> {
    let rest = text.strip_prefix("+++")?.strip_prefix('\n').or_else(|| text.strip_prefix("+++\r\n"))?;
    let end = rest.find("\n+++")?;
    let after = &rest[end + 4..];
    let body = after.strip_prefix("\r\n").or_else(|| after.strip_prefix('\n')).unwrap_or(after);
    Some((&rest[..end], body))
}

pub(crate) fn faq(source: &dyn Source, business: &Business, problems: &mut Problems) -> Vec<FaqEntry> {
    const FILE: &str = "faq.toml";
    let Some(raw) = read_toml::<FaqFile>(source, FILE, false, problems) else { return Vec::new() };
    let mut file = problems.in_file(FILE);
    let mut ids = BTreeSet::new();
    let mut out = Vec::new();
    for (n, f) in raw.faq.into_iter().enumerate() {
        let record = if f.id.is_empty() { format!("faq #{}", n + 1) } else { format!("faq `{}`", f.id) };
        if f.id.trim().is_empty() {
            file.record(&record, Some("id"), "must not be empty");
        } else if !ids.insert(f.id.clone()) {
            file.record(&record, Some("id"), "is used by another FAQ entry");
        }
        for (field, value) in [("question", &f.question), ("answer", &f.answer)] {
            if value.trim().is_empty() {
                file.record(&record, Some(field), "must not be empty");
            }
        }
        if !is_web_url(&f.url) {
            file.record(&record, Some("url"), format!("`{}` is not an absolute http(s) URL", f.url));
        }
        let language = language_of(f.language, business, |e| file.record(&record, Some("language"), e));
        out.push(FaqEntry { id: f.id, question: f.question, answer: f.answer, language, url: f.url, tags: f.tags });
    }
    out
}

/// An entry's language: its own, which must be one of the business's (else `report` is told),
/// or the business's first. A business listing none is reported against `store.toml`, and its
/// entries get an empty language, since the store is refused anyway.
fn language_of(given: Option<String>, business: &Business, report: impl FnOnce(String)) -> String {
    match given {
        Some(language) => {
            if !business.languages.contains(&language) {
                report(format!("`{language}` is not one of the business's languages"));
            }
            language
        }
        None => business.languages.first().cloned().unwrap_or_default(),
    }
}

#[cfg(test)]
mod tests {
    use super::split_front_matter;

    #[test]
    fn front_matter() {
        assert_eq!(split_front_matter("+++\ntype = \"x\"\n+++\nBody\n"), Some(("type = \"x\"", "Body\n")));
        assert_eq!(split_front_matter("+++\r\na = 1\r\n+++\r\nB"), Some(("a = 1\r", "B")));
        assert_eq!(split_front_matter("no front matter"), None);
        assert_eq!(split_front_matter("+++\nunterminated"), None);
    }
}
