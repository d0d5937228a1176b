//! Shipping rates found in feeds and pages → the store's `shipping.toml`.
//!
//! A store holds one set of rates. Merchant Center and schema.org give rates per item, and a
//! feed usually repeats the same set on every item: the set most items carry becomes the
//! store's, and each item with a different set is named in the report.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::ImportError;
use crate::report::{Dropped, Report};

/// The file rates are written to, relative to the store.
pub(crate) const OUTPUT: &str = "shipping.toml";

/// One rate, in the store's form (`docs/store-format.md`, `shipping.toml`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub(crate) struct Rate {
    pub(crate) service: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) country: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) region: Option<String>,
    pub(crate) price: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) free_over: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) min_days: Option<u16>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) max_days: Option<u16>,
}

impl Rate {
    /// What a rate without a service is called.
    pub(crate) const DEFAULT_SERVICE: &str = "Standard";

    /// A rate of `service` (an empty one is [`Rate::DEFAULT_SERVICE`]) to `country` and
    /// `region` (either absent), at `price`: not free over any total, days not given.
    pub(crate) fn new(service: &str, country: Option<String>, region: Option<String>, price: String) -> Rate {
        let service = if service.is_empty() { Rate::DEFAULT_SERVICE } else { service };
        Rate { service: service.to_owned(), country, region, price, free_over: None, min_days: None, max_days: None }
    }

    /// Days from order to delivery: handling plus transit, each a `(min, max)` when given.
    pub(crate) fn with_days(mut self, handling: Option<(u16, u16)>, transit: Option<(u16, u16)>) -> Rate {
        let (min, max) = match (handling, transit) {
            (None, None) => return self,
            (Some(h), None) => h,
            (None, Some(t)) => t,
            (Some(h), Some(t)) => (h.0.saturating_add(t.0), h.1.saturating_add(t.1)),
        };
        self.min_days = Some(min);
        self.max_days = Some(max);
        self
    }
}

/// A `(min, max)` range of days from two texts, either of which may be empty (`"" , "5"`: 5 at
/// most, read as 5–5 only when the other is missing too).
pub(crate) fn day_range(min: &str, max: &str) -> Result<Option<(u16, u16)>, String> {
    let read = |s: &str| -> Result<Option<u16>, String> {
        let s = s.trim();
        if s.is_empty() {
            return Ok(None);
        }
        s.parse::<u16>().map(Some).map_err(|_| format!("`{s}` is not a number of days"))
    };
    Ok(match (read(min)?, read(max)?) {
        (None, None) => None,
        (Some(a), Some(b)) => Some((a.min(b), a.max(b))),
        (Some(d), None) | (None, Some(d)) => Some((d, d)),
    })
}

/// The items carrying a set of rates: each one's file, line and id.
type Carriers = Vec<(PathBuf, u64, String)>;

/// Every item's set of rates, and the items carrying each.
#[derive(Default)]
pub(crate) struct RateSets {
    sets: HashMap<Vec<Rate>, Carriers>,
}

impl RateSets {
    /// Counts `rates` (in any order) for the item `id` at `file:line`.
    pub(crate) fn add(&mut self, mut rates: Vec<Rate>, file: &Path, line: u64, id: &str) {
        if rates.is_empty() {
            return;
        }
        rates.sort_by(|a, b| (&a.country, &a.region, &a.service).cmp(&(&b.country, &b.region, &b.service)));
        rates.dedup();
        self.sets.entry(rates).or_default().push((file.to_owned(), line, id.to_owned()));
    }

    /// The store's set: the one most items carry (of equals, the first met). Every item with
    /// another set is named in the report.
    pub(crate) fn finish(self, report: &mut Report) -> Vec<Rate> {
        let mut sets: Vec<(Vec<Rate>, Carriers)> = self.sets.into_iter().collect();
        sets.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then_with(|| (&a.1[0].0, a.1[0].1).cmp(&(&b.1[0].0, b.1[0].1))));
        let mut sets = sets.into_iter();
        let Some((kept, carriers)) = sets.next() else { return Vec::new() };
        for (_, items) in sets {
            for (file, line, id) in items {
                report.dropped.push(Dropped {
                    file,
                    line,
                    reason: format!(
                        "item `{id}`: its shipping rates differ from those of {} other items, which the store keeps \
                         (it holds one set of rates): write the difference in a policy if it matters",
                        carriers.len()
                    ),
                });
            }
        }
        kept
    }
}

/// Writes `rates` to the store's `shipping.toml`, unless that file is the business's own (not
/// written by an import), which is kept and said in the report. The file written, relative to
/// the store.
pub(crate) fn write(
    target: &Path,
    rates: &[Rate],
    from: &str,
    report: &mut Report,
) -> Result<Option<PathBuf>, ImportError> {
    if rates.is_empty() {
        return Ok(None);
    }
    let file = target.join(OUTPUT);
    if !crate::may_replace(&file) {
        report.notes.push(format!(
            "{} shipping rates found and not written: {OUTPUT} is your own (an import never replaces it)",
            rates.len()
        ));
        return Ok(None);
    }
    #[derive(Serialize)]
    struct File<'r> {
        rate: &'r [Rate],
    }
    let body = toml::to_string(&File { rate: rates })
        .map_err(|e| ImportError::Write(file.clone(), std::io::Error::other(e)))?;
    let text = format!("{}\n{body}", crate::written_header(from));
    std::fs::write(&file, text).map_err(|e| ImportError::Write(file.clone(), e))?;
    *report.written.entry("shipping rates").or_default() += rates.len() as u64;
    Ok(Some(PathBuf::from(OUTPUT)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rate(country: &str, price: &str) -> Rate {
        Rate::new("", Some(country.into()), None, price.into())
    }

    #[test]
    fn the_set_most_items_carry_is_kept_and_the_others_named() {
        let mut sets = RateSets::default();
        let file = Path::new("feed.tsv");
        sets.add(vec![rate("US", "4.95"), rate("CA", "9.95")], file, 2, "a");
        sets.add(vec![rate("CA", "9.95"), rate("US", "4.95")], file, 3, "b");
        sets.add(vec![rate("US", "19.00")], file, 4, "sofa");
        sets.add(Vec::new(), file, 5, "c");
        let mut report = Report::default();
        let kept = sets.finish(&mut report);
        assert_eq!(kept, [rate("CA", "9.95"), rate("US", "4.95")]);
        let [dropped] = &report.dropped[..] else { panic!("{:?}", report.dropped) };
        assert_eq!(dropped.line, 4);
        assert!(dropped.reason.contains("item `sofa`") && dropped.reason.contains("2 other items"), "{dropped:?}");
    }

    #[test]
    fn days_add_handling_to_transit() {
        let r = rate("US", "1.00").with_days(Some((1, 2)), Some((3, 5)));
        assert_eq!((r.min_days, r.max_days), (Some(4), Some(7)));
        assert_eq!(day_range("", "5"), Ok(Some((5, 5))));
        assert_eq!(day_range("6", "2"), Ok(Some((2, 6))));
        assert!(day_range("two", "").is_err());
    }

    #[test]
    fn a_business_written_file_is_never_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let mut report = Report::default();
        assert_eq!(
            write(dir.path(), &[rate("US", "4.95")], "feed.tsv", &mut report).unwrap(),
            Some(PathBuf::from(OUTPUT))
        );
        let written = std::fs::read_to_string(dir.path().join(OUTPUT)).unwrap();
        assert!(written.contains("[[rate]]") && written.contains("price = \"4.95\""), "{written}");
        // An import's own file is replaced by the next import.
        assert!(write(dir.path(), &[rate("US", "5.95")], "feed.tsv", &mut report).unwrap().is_some());
        std::fs::write(dir.path().join(OUTPUT), "[[rate]]\nservice = \"Mine\"\nprice = \"1\"\n").unwrap();
        assert_eq!(write(dir.path(), &[rate("US", "4.95")], "feed.tsv", &mut report).unwrap(), None);
        assert!(report.notes.iter().any(|n| n.contains("is your own")), "{:?}", report.notes);
        assert!(std::fs::read_to_string(dir.path().join(OUTPUT)).unwrap().contains("Mine"));
    }
}
