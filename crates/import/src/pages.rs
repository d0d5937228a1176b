//! Pages a business already has: a policy page (Shopify's refund or shipping policy page saved
//! from the browser, or Markdown) → `policies/{title}.md`; an FAQ page whose questions are
//! headings → `faq.toml`.
//!
//! A policy's type is guessed from its title (refunds and returns, shipping and delivery,
//! privacy, terms, warranty; anything else: the title as a type of its own) and said in the
//! report; `--type` overrides it. Its URL is the page's canonical link, else
//! `{website}/policies/{slug}`; its language the page's `lang`. Headings are kept as sections.
//! `faq.toml` is written only when the store has none, or has the one an import wrote.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::report::{Dropped, Report};
use crate::text::{decode, key, slug, without_bom};
use crate::{ImportError, Options, html};

/// What a page says of itself.
struct Page {
    /// The page as written (for the lines of what is reported).
    source: String,
    title: Option<String>,
    markdown: String,
    canonical: Option<String>,
    language: Option<String>,
}

fn read_page(path: &Path) -> Result<Page, ImportError> {
    let bytes = std::fs::read(path).map_err(|e| ImportError::Read(path.to_owned(), e))?;
    let (text, _) = decode(&bytes);
    let text = without_bom(&text).replace("\r\n", "\n");
    let is_html = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("html") || e.eq_ignore_ascii_case("htm"))
        || text.trim_start().starts_with('<');
    if !is_html {
        let title = text.lines().find_map(|l| l.strip_prefix("# ")).map(|t| t.trim().to_owned());
        return Ok(Page { title, markdown: text.trim().to_owned(), canonical: None, language: None, source: text });
    }
    let (title, markdown) = html::page_to_markdown(&text);
    let canonical = attribute(&text, "link", "canonical", "href");
    let language = html_lang(&text);
    Ok(Page { title, markdown, canonical, language, source: text })
}

impl Page {
    /// The line of the page where `text` first appears (1 when it cannot be found as written).
    fn line_of(&self, text: &str) -> u64 {
        self.source.find(text).map_or(1, |at| 1 + self.source[..at].matches('\n').count() as u64)
    }
}

/// The `attr` of the first `<tag … rel="rel">`.
fn attribute(html: &str, tag: &str, rel: &str, attr: &str) -> Option<String> {
    let lower = html.to_ascii_lowercase();
    let mut from = 0;
    while let Some(at) = lower[from..].find(&format!("<{tag} ")) {
        let start = from + at;
        let end = start + lower[start..].find('>')?;
        let element = &html[start..end];
        let element_lower = &lower[start..end];
        from = end;
        if element_lower.contains(&format!("rel=\"{rel}\"")) || element_lower.contains(&format!("rel='{rel}'")) {
            let key = format!("{attr}=");
            let at = element_lower.find(&key)? + key.len();
            let quote = element[at..].chars().next()?;
            let value = element[at + 1..].split(quote).next()?;
            return Some(html::decode_entities(value));
        }
    }
    None
}

fn html_lang(html: &str) -> Option<String> {
    let lower = html.to_ascii_lowercase();
    let at = lower.find("<html")?;
    let end = at + lower[at..].find('>')?;
    let element = &lower[at..end];
    let value = element.split("lang=").nth(1)?;
    let value = value.trim_start_matches(['"', '\'']);
    let code: String = value.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
    (code.len() == 2).then_some(code)
}

/// A page title without the site's name after it (`Refund policy – Summit Works`).
fn bare_title(title: &str) -> String {
    for separator in [" – ", " — ", " | ", " - "] {
        if let Some((first, _)) = title.split_once(separator) {
            return first.trim().to_owned();
        }
    }
    title.trim().to_owned()
}

/// The policy type a title names.
fn guess_type(title: &str) -> (String, bool) {
    let lower = title.to_lowercase();
    let known = [
        (&["refund", "return", "exchange"][..], "refund_policy"),
        (&["shipping", "delivery", "postage"][..], "shipping_policy"),
        (&["privacy", "personal data"][..], "privacy_policy"),
        (&["terms", "conditions"][..], "terms_of_service"),
        (&["warranty", "guarantee"][..], "warranty_policy"),
    ];
    for (words, kind) in known {
        if words.iter().any(|w| lower.contains(w)) {
            return (kind.to_owned(), true);
        }
    }
    (key(title), false)
}

fn toml_string(text: &str) -> String {
    toml::Value::String(text.to_owned()).to_string()
}

/// Imports policy pages into `target`; the files written, relative to the store.
pub(crate) fn policies(
    files: &[PathBuf],
    target: &Path,
    website: &str,
    options: &Options,
    report: &mut Report,
) -> Result<Vec<PathBuf>, ImportError> {
    let mut written = Vec::new();
    for path in files {
        report.rows += 1;
        let page = read_page(path)?;
        let Some(title) = page.title.as_deref().map(bare_title).filter(|t| !t.is_empty()) else {
            report.dropped.push(Dropped {
                file: path.clone(),
                line: 1,
                reason: "has no title (no <title>, <h1> or `# ` heading)".into(),
            });
            continue;
        };
        if page.markdown.trim_start().starts_with("+++") {
            report.dropped.push(Dropped {
                file: path.clone(),
                line: 1,
                reason: "is already a store policy file (it opens with +++)".into(),
            });
            continue;
        }
        let policy_type = match &options.policy_type {
            Some(t) => t.clone(),
            None => {
                let (guessed, known) = guess_type(&title);
                report.notes.push(format!(
                    "{}: policy type `{guessed}` {} the title “{title}” (--type overrides it)",
                    path.display(),
                    if known { "guessed from" } else { "taken from" }
                ));
                guessed
            }
        };
        let name = slug(&title);
        let url =
            page.canonical.clone().unwrap_or_else(|| format!("{}/policies/{name}", website.trim_end_matches('/')));
        if page.canonical.is_none() {
            report.notes.push(format!("{}: no canonical link; the policy's URL is {url}", path.display()));
        }
        let mut body = page.markdown.trim().to_owned();
        if !body.starts_with("# ") {
            body = format!("# {title}\n\n{body}");
        }
        let mut out = String::from("+++\n");
        let _ = writeln!(out, "type = {}", toml_string(&policy_type));
        let _ = writeln!(out, "title = {}", toml_string(&title));
        let _ = writeln!(out, "url = {}", toml_string(&url));
        if let Some(language) = &page.language {
            let _ = writeln!(out, "language = {}", toml_string(language));
        }
        let _ = write!(out, "+++\n{body}\n");
        let relative = PathBuf::from("policies").join(format!("{name}.md"));
        let file = target.join(&relative);
        std::fs::create_dir_all(target.join("policies")).map_err(|e| ImportError::Write(file.clone(), e))?;
        std::fs::write(&file, out).map_err(|e| ImportError::Write(file.clone(), e))?;
        *report.written.entry("policies").or_default() += 1;
        written.push(relative);
    }
    Ok(written)
}

/// Questions are headings ending in `?`; the answer is what follows, to the next heading.
/// One FAQ entry to write: the question, its answer, the page it is on (the entry's URL is that
/// page with `#id`), and its language when the page says.
pub(crate) struct FaqEntry {
    pub(crate) question: String,
    pub(crate) answer: String,
    pub(crate) page: String,
    pub(crate) language: Option<String>,
}

/// Writes `entries` to the store's `faq.toml`, unless the business wrote that file itself.
pub(crate) fn write_faq(
    target: &Path,
    entries: &[FaqEntry],
    sources: &[PathBuf],
    report: &mut Report,
) -> Result<PathBuf, ImportError> {
    let file = target.join("faq.toml");
    if !crate::may_replace(&file) {
        return Err(ImportError::Store(format!(
            "{} was not written by an import: keep your own FAQ, or move it aside and import again",
            file.display()
        )));
    }
    let names: Vec<String> =
        sources.iter().filter_map(|f| f.file_name()).map(|n| n.to_string_lossy().into_owned()).collect();
    let mut out = crate::written_header(&names.join(", "));
    let mut ids = std::collections::HashSet::new();
    for entry in entries {
        let mut id: String = slug(&entry.question).chars().take(60).collect();
        let stem = id.clone();
        let mut n = 2;
        while !ids.insert(id.clone()) {
            id = format!("{stem}-{n}");
            n += 1;
        }
        let _ = write!(
            out,
            "\n[[faq]]\nid = {}\nquestion = {}\nanswer = {}\nurl = {}\n",
            toml_string(&id),
            toml_string(&entry.question),
            toml_string(&entry.answer),
            toml_string(&format!("{}#{id}", entry.page))
        );
        if let Some(language) = &entry.language {
            let _ = writeln!(out, "language = {}", toml_string(language));
        }
        *report.written.entry("FAQ entries").or_default() += 1;
    }
    std::fs::write(&file, out).map_err(|e| ImportError::Write(file.clone(), e))?;
    Ok(PathBuf::from("faq.toml"))
}

/// Imports FAQ pages into `target`'s `faq.toml`: questions are headings ending in `?`, the
/// answer what follows, to the next heading.
pub(crate) fn faq(
    files: &[PathBuf],
    target: &Path,
    website: &str,
    report: &mut Report,
) -> Result<Vec<PathBuf>, ImportError> {
    let mut all = Vec::new();
    for path in files {
        report.rows += 1;
        let page = read_page(path)?;
        let base = page.canonical.clone().unwrap_or_else(|| format!("{}/pages/faq", website.trim_end_matches('/')));
        let mut question: Option<String> = None;
        let mut answer: Vec<&str> = Vec::new();
        let mut entries: Vec<(String, String)> = Vec::new();
        let mut finish = |question: &mut Option<String>, answer: &mut Vec<&str>| {
            if let Some(q) = question.take() {
                let text = answer.iter().map(|l| l.trim()).filter(|l| !l.is_empty()).collect::<Vec<_>>().join(" ");
                entries.push((q, text));
            }
            answer.clear();
        };
        for line in page.markdown.lines() {
            if let Some(heading) = line.strip_prefix('#').map(|h| h.trim_start_matches('#').trim()) {
                finish(&mut question, &mut answer);
                if heading.ends_with('?') {
                    question = Some(heading.to_owned());
                }
            } else if question.is_some() {
                answer.push(line);
            }
        }
        finish(&mut question, &mut answer);
        if entries.is_empty() {
            report.dropped.push(Dropped {
                file: path.clone(),
                line: 1,
                reason: "has no question (a heading ending in `?`) with an answer after it".into(),
            });
        }
        for (question, answer) in entries {
            if answer.is_empty() {
                let line = page.line_of(&question);
                report.dropped.push(Dropped {
                    file: path.clone(),
                    line,
                    reason: format!("“{question}” has no answer after it"),
                });
                continue;
            }
            all.push(FaqEntry { question, answer, page: base.clone(), language: page.language.clone() });
        }
    }
    Ok(vec![write_faq(target, &all, files, report)?])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_name_their_policy() {
        assert_eq!(guess_type("Refund policy"), ("refund_policy".to_owned(), true));
        assert_eq!(guess_type("Returns & Exchanges"), ("refund_policy".to_owned(), true));
        assert_eq!(guess_type("Shipping Policy"), ("shipping_policy".to_owned(), true));
        assert_eq!(guess_type("Terms of Service"), ("terms_of_service".to_owned(), true));
        assert_eq!(guess_type("Price Match Promise"), ("price_match_promise".to_owned(), false));
        assert_eq!(bare_title("Refund policy – Summit Works"), "Refund policy");
        assert_eq!(bare_title("Shipping | Summit Works"), "Shipping");
    }

    #[test]
    fn canonical_links_and_languages() {
        let page = "<html lang=\"fr-CA\"><head><link rel=\"stylesheet\" href=\"/a.css\"><link href='https://s.example/policies/refund-policy' rel='canonical'></head></html>";
        assert_eq!(
            attribute(page, "link", "canonical", "href").as_deref(),
            Some("https://s.example/policies/refund-policy")
        );
        assert_eq!(html_lang(page).as_deref(), Some("fr"));
        assert_eq!(html_lang("<html>"), None);
    }
}
