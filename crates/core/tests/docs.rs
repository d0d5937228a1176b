//! `docs/errors.md` lists every error code with the status and JSON-RPC code the table gives it.

use concierge_core::Code;
use concierge_core::error::Delivery;

#[test]
fn the_error_page_matches_the_table() {
    let page = include_str!("../../../docs/errors.md");
    for code in Code::ALL {
        let rpc = match code.delivery() {
            Delivery::BusinessOutcome => "result".to_owned(),
            Delivery::Transport => code.jsonrpc_code().to_string(),
        };
        let row = format!("| `{}` | {} | {} |", code.name(), code.http_status(), rpc);
        assert!(page.contains(&row), "docs/errors.md is missing or disagrees on: {row}");
    }
    let rows = page.lines().filter(|l| l.starts_with("| `") && l.contains("` | ") && l.split('|').count() == 7).count();
    assert_eq!(rows, Code::ALL.len(), "docs/errors.md lists codes the table does not have");
}
