//! The benchmarks' command-line options: `--name VALUE`, `--flag`, and counts such as
//! `--sizes 1000,100000` (cargo passes its own `--bench` too, which they ignore).

/// The value after `--name`, if it is given.
pub fn value(name: &str) -> Option<String> {
    let args: Vec<String> = std::env::args().collect();
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned()
}

/// Whether `--flag` is given.
pub fn flag(name: &str) -> bool {
    std::env::args().any(|a| a == name)
}

/// The counts after `--name`, separated by commas, or `default`'s.
///
/// # Panics
/// If one is not a count: a benchmark stops at once on an option it cannot read.
pub fn counts(name: &str, default: &str) -> Vec<usize> {
    value(name)
        .as_deref()
        .unwrap_or(default)
        .split(',')
        .map(|s| s.trim().parse().unwrap_or_else(|_| panic!("{name} takes counts separated by commas, not `{s}`")))
        .collect()
}

/// The count after `--name`, or `default`.
///
/// # Panics
/// If it is not a count.
pub fn count(name: &str, default: usize) -> usize {
    value(name).map_or(default, |s| s.parse().unwrap_or_else(|_| panic!("{name} takes a count, not `{s}`")))
}

/// The chain profiles after `--profiles` (`patterned`, `diverse`, separated by commas), or
/// both.
///
/// # Panics
/// If one is not a profile's name.
pub fn profiles() -> Vec<crate::chain::Profile> {
    value("--profiles")
        .as_deref()
        .unwrap_or("patterned,diverse")
        .split(',')
        .map(|s| {
            crate::chain::Profile::parse(s.trim())
                .unwrap_or_else(|| panic!("--profiles takes `patterned` and `diverse`, not `{s}`"))
        })
        .collect()
}
