//! Counts with their noun, in English: "1 location", "3 policies". For the messages, reports
//! and summaries the crates print; Ask's answers count in the buyer's language with their own
//! rules (`concierge-ask`, `Lang::count`).

/// `n` and the form of the noun for it: `count(1, "policy", "policies")` is "1 policy",
/// `count(0, "policy", "policies")` is "0 policies".
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", noun(n, one, many))
}

/// The form of a noun for `n` of it, for sentences that place the number themselves.
pub fn noun<'a>(n: usize, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 { one } else { many }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_is_singular_and_everything_else_plural() {
        assert_eq!(count(1, "policy", "policies"), "1 policy");
        assert_eq!(count(0, "policy", "policies"), "0 policies");
        assert_eq!(count(2, "FAQ entry", "FAQ entries"), "2 FAQ entries");
        assert_eq!(noun(1, "problem", "problems"), "problem");
        assert_eq!(noun(7, "problem", "problems"), "problems");
    }
}
