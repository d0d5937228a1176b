//! The engine must answer any business, so its source may not know any particular one: no
//! string literal in `crates/ask/src` may name a product, place, brand, policy or phrase of a
//! bundled store (the demo store and every evaluation store under `eval/stores/` and `eval/blind/`). Vocabulary
//! comes from the store's own data at load time, or from general-language lexicons.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use concierge_core::catalog::Business;

/// Ordinary words a store happens to write only capitalised, in names ("High Street", "Cashew
/// Butter", "Portable Speaker", "Fly More Combo", "Puppy Food", "Kids' Headphones", "Celebration
/// Cake", "Blanc de Blancs", "Solid Perfume", "Ireland" in a store name, "Everyday French
/// Conversation" as a book title, "Infant Drops", "Packable Rain Jacket", "Great" in a book title), which general lexicons (allergens, address words, adjectives,
/// countries, the English glosses of `gloss.rs`, the engine's own templates) contain.
const GENERAL_WORDS: &[&str] = &[
    "street",
    "cashew",
    "park",
    "portable",
    "combo",
    "canada",
    "ireland",
    "puppy",
    "kids",
    "cake",
    "blanc",
    "perfume",
    "conversation",
    "infant",
    "packable",
    "christmas",
    "english",
    "expedition",
    "modular",
    "teen",
    "belgique",
    "vale",
    "great",
    "zero",
];

/// Runs of this many words from a store's policies and FAQ answers count as its phrasing; shorter
/// runs ("at any of our") are ordinary English.
const PHRASE_WORDS: usize = 5;

/// The engine's own answer templates (`language.rs`) are its wording, reviewed as such: a store
/// may happen to say "is ready for pickup" too. Names are still checked there.
const TEMPLATES: &str = "language.rs";

/// UCP's well-known link types (the Ask capability's `link.type`): spec vocabulary, whatever a
/// store titles its policies.
const SPEC_PHRASES: &[&str] = &["refund policy", "shipping policy", "privacy policy", "terms of service"];

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The demo store and the store of every evaluation directory.
fn bundled_stores() -> Vec<(String, Business)> {
    let mut out = vec![("demo".to_owned(), concierge_store::demo().unwrap())];
    let mut dirs: Vec<PathBuf> = ["eval/stores", "eval/train", "eval/blind"]
        .iter()
        .flat_map(|d| std::fs::read_dir(workspace().join(d)).unwrap())
        .filter_map(Result::ok)
        .map(|e| e.path().join("store"))
        .collect();
    dirs.sort();
    for dir in dirs.into_iter().filter(|d| d.join("store.toml").is_file()) {
        let business = concierge_store::load_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        out.push((dir.display().to_string(), business));
    }
    out
}

fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'').filter(|w| !w.is_empty()).map(str::to_owned).collect()
}

/// What is particular to a store: its name, product titles, location names and places, policy
/// titles, FAQ questions, runs of four words from its policies and FAQ answers, and the proper
/// nouns of its titles (words only ever written capitalised in the store's text: brand and
/// product-line names).
fn particular_phrases(b: &Business, lower_words: &BTreeSet<String>) -> BTreeSet<String> {
    let mut phrases: BTreeSet<String> = BTreeSet::new();
    // Names of two words or more; single words are judged as proper nouns below.
    let mut add = |s: &str| {
        let w = words(s);
        if w.len() >= 2 {
            phrases.insert(w.join(" ").to_lowercase());
        }
    };
    add(&b.name);
    for p in &b.products {
        add(&p.title);
    }
    for l in &b.locations {
        add(&l.name);
        if let Some(city) = l.address.as_ref().and_then(|a| a.address_locality.as_deref()) {
            add(city);
        }
    }
    for p in &b.policies {
        add(&p.title);
    }
    for f in &b.faq {
        add(&f.question);
    }
    let prose: Vec<&str> =
        b.policies.iter().map(|p| p.body.as_str()).chain(b.faq.iter().map(|f| f.answer.as_str())).collect();
    for text in &prose {
        let w: Vec<String> = words(text).iter().map(|w| w.to_lowercase()).collect();
        for run in w.windows(PHRASE_WORDS) {
            phrases.insert(run.join(" "));
        }
    }
    // Proper nouns: capitalised title words never written in lower case in any store.
    let localities = b.locations.iter().filter_map(|l| l.address.as_ref()?.address_locality.as_deref());
    let titles = b.products.iter().map(|p| p.title.as_str()).chain(b.locations.iter().map(|l| &*l.name));
    for title in titles.chain(localities).chain(std::iter::once(b.name.as_str())) {
        for w in words(title) {
            let lower = w.to_lowercase();
            // All-capitals words are acronyms (HDMI, USB), general vocabulary.
            let acronym = w.chars().all(|c| c.is_uppercase() || c.is_ascii_digit());
            if w.len() >= 4
                && !acronym
                && w.chars().next().is_some_and(char::is_uppercase)
                && !lower_words.contains(&lower)
                && !GENERAL_WORDS.contains(&lower.as_str())
            {
                phrases.insert(w.to_lowercase());
            }
        }
    }
    phrases
}

/// Whether a phrase is one of the store's names (business, product, location, policy title),
/// not a run of its prose.
fn is_name(b: &Business, phrase: &str) -> bool {
    let norm = |s: &str| words(s).join(" ").to_lowercase();
    norm(&b.name) == phrase
        || b.products.iter().any(|p| norm(&p.title) == phrase)
        || b.locations.iter().any(|l| norm(&l.name) == phrase)
        || b.policies.iter().any(|p| norm(&p.title) == phrase)
        || b.faq.iter().any(|f| norm(&f.question) == phrase)
}

/// Words written in lower case somewhere in a store's prose (so they are ordinary words).
fn ordinary_words(b: &Business) -> BTreeSet<String> {
    let prose = b
        .policies
        .iter()
        .map(|p| p.body.as_str())
        .chain(b.faq.iter().map(|f| f.answer.as_str()))
        .chain(b.products.iter().map(|p| p.description.as_str()));
    prose.flat_map(words).filter(|w| w.chars().next().is_some_and(char::is_lowercase)).collect()
}

/// The string literals of a Rust source file, lower-cased, with word boundaries normalised.
fn literals(source: &str) -> Vec<String> {
    // Unit tests (a `#[cfg(test)]` module at the end of a file) may use the demo store's data.
    let source = source.split("#[cfg(test)]").next().unwrap_or_default();
    let mut out = Vec::new();
    let mut chars = source.chars().peekable();
    let mut in_comment = false;
    let mut prev = '\0';
    while let Some(c) = chars.next() {
        if in_comment {
            if c == '\n' {
                in_comment = false;
            }
        } else if c == '/' && chars.peek() == Some(&'/') {
            in_comment = true;
        } else if c == '\'' && prev != '\\' {
            // A char literal ('"') or a lifetime: skip a quoted char.
            if chars.peek() == Some(&'"') {
                chars.next();
            }
        } else if c == '"' {
            let mut lit = String::new();
            let mut escaped = false;
            for d in chars.by_ref() {
                if escaped {
                    escaped = false;
                } else if d == '\\' {
                    escaped = true;
                } else if d == '"' {
                    break;
                }
                lit.push(d);
            }
            out.push(format!(" {} ", words(&lit).join(" ").to_lowercase()));
        }
        prev = c;
    }
    out
}

#[test]
fn the_engine_source_names_nothing_of_any_bundled_store() {
    let src = workspace().join("crates/ask/src");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&src)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .flat_map(|p| {
            if p.is_dir() {
                std::fs::read_dir(&p).unwrap().filter_map(Result::ok).map(|e| e.path()).collect()
            } else {
                vec![p]
            }
        })
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        // Unit tests may use the demo store's data.
        .filter(|p| p.file_name().is_some_and(|n| n != "tests.rs"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let stores = bundled_stores();
    assert!(stores.len() >= 2, "the evaluation stores are missing");
    let ordinary: BTreeSet<String> = stores.iter().flat_map(|(_, b)| ordinary_words(b)).collect();
    let mut found: Vec<String> = Vec::new();
    for file in &files {
        let lits = literals(&std::fs::read_to_string(file).unwrap());
        for (store, b) in &stores {
            let templates = file.file_name().is_some_and(|n| n == TEMPLATES);
            let phrases = particular_phrases(b, &ordinary);
            for phrase in phrases.into_iter().filter(|p| !SPEC_PHRASES.contains(&p.as_str())) {
                if templates && phrase.split(' ').count() == PHRASE_WORDS && !is_name(b, &phrase) {
                    continue;
                }
                let needle = format!(" {phrase} ");
                if lits.iter().any(|l| l.contains(&needle)) {
                    found.push(format!("{}: `{phrase}` (from {store})", file.display()));
                }
            }
        }
    }
    assert!(found.is_empty(), "the engine names bundled stores' content:\n{}", found.join("\n"));
}

#[test]
fn the_check_sees_a_planted_name() {
    let b = concierge_store::demo().unwrap();
    let title = &b.products[0].title;
    let planted = format!("const X: &str = \"{title}\";");
    let lits = literals(&planted);
    let phrase = words(title).join(" ").to_lowercase();
    assert!(particular_phrases(&b, &ordinary_words(&b)).contains(&phrase));
    assert!(lits.iter().any(|l| l.contains(&format!(" {phrase} "))));
}
