//! Policy and FAQ pages: a policy page saved from a Shopify store (site header, navigation,
//! footer, scripts and a form around the policy) and one written in Markdown become store
//! policies, their type guessed from the title (or given); an FAQ page's questions become
//! `faq.toml`, which an import never writes over when the business wrote its own.

use std::path::{Path, PathBuf};

mod common;

use common::{empty_store, repo};
use concierge_import::{Kind, Options, Report, import};

fn pages(name: &str) -> PathBuf {
    repo().join("tests/import/pages").join(name)
}

fn run(kind: Kind, files: &[PathBuf], into: &Path, options: &Options) -> Report {
    import(kind, files, into, options, &mut |_| {}).unwrap()
}

#[test]
fn policy_pages_become_the_expected_policies() {
    let store = empty_store();
    let report =
        run(Kind::Policy, &[pages("refund-policy.html"), pages("shipping.md")], store.path(), &Options::default());
    assert!(report.problems.is_empty(), "{report}");
    assert_eq!(report.written.get("policies"), Some(&2), "{report}");
    for name in ["refund-policy.md", "shipping-policy.md"] {
        let written = std::fs::read_to_string(store.path().join("policies").join(name)).unwrap();
        let expected = std::fs::read_to_string(pages("expected/policies").join(name)).unwrap();
        assert_eq!(written, expected, "{name}");
    }
    let notes = report.notes.join("\n");
    assert!(notes.contains("`refund_policy` guessed from the title “Refund policy”"), "{notes}");
    assert!(notes.contains("shipping.md: no canonical link"), "{notes}");
    // The site around the policy is not part of it.
    let refund = std::fs::read_to_string(store.path().join("policies/refund-policy.md")).unwrap();
    for chrome in ["Subscribe", "Home", "Summit Works", "window.theme"] {
        assert!(!refund.contains(chrome), "{chrome} in {refund}");
    }
    let business = concierge_store::load_dir(store.path()).unwrap();
    assert!(business.policies.iter().any(|p| p.title == "Refund policy"));
}

#[test]
fn the_type_given_wins_over_the_guess() {
    let store = empty_store();
    let options = Options { policy_type: Some("delivery_promise".into()), ..Options::default() };
    let report = run(Kind::Policy, &[pages("shipping.md")], store.path(), &options);
    assert!(report.problems.is_empty(), "{report}");
    let written = std::fs::read_to_string(store.path().join("policies/shipping-policy.md")).unwrap();
    assert!(written.contains("type = \"delivery_promise\""), "{written}");
    assert!(report.notes.iter().all(|n| !n.contains("guessed")), "{report}");
}

#[test]
fn an_faq_page_becomes_faq_toml_and_a_businesss_own_is_never_replaced() {
    let store = empty_store();
    let report = run(Kind::Faq, &[pages("faq.html")], store.path(), &Options::default());
    assert!(report.problems.is_empty(), "{report}");
    assert_eq!(report.written.get("FAQ entries"), Some(&2), "{report}");
    assert_eq!(
        std::fs::read_to_string(store.path().join("faq.toml")).unwrap(),
        std::fs::read_to_string(pages("expected/faq.toml")).unwrap()
    );
    assert_eq!(report.dropped.len(), 1, "{report}");
    assert_eq!(report.dropped[0].line, 8, "the line of the question in the page: {report}");
    assert!(report.dropped[0].reason.contains("“Where are you based?” has no answer"), "{report}");
    // Importing again replaces the import's own file…
    run(Kind::Faq, &[pages("faq.html")], store.path(), &Options::default());
    // …but never the business's.
    std::fs::write(
        store.path().join("faq.toml"),
        "[[faq]]\nid = \"x\"\nquestion = \"Q?\"\nanswer = \"A.\"\nurl = \"https://juniperandpine.example/faq\"\n",
    )
    .unwrap();
    let e = import(Kind::Faq, &[pages("faq.html")], store.path(), &Options::default(), &mut |_| {}).unwrap_err();
    assert!(e.to_string().contains("was not written by an import"), "{e}");
}
