//! Finding the locations an identifier names: a canonical id or its GID (exactly), a store
//! code, handle or other alias (case-insensitively), or a store page URL (normalised).
//!
//! Nothing is copied from the locations. Canonical ids are found by binary search over the
//! positions, which are in id order already. Aliases are kept as the hash of their folded
//! form beside a position, sorted: sixteen bytes an alias, where a map from each folded text
//! to its positions took about two hundred at a million stores. A hash only proposes
//! candidates; each is confirmed against the location's own aliases, so a collision can
//! never name the wrong store.

use std::hash::BuildHasher;

use super::model::Location;
use crate::fast_hash::FastState;

/// The aliases of the exposed locations, by the hash of their folded form.
#[derive(Debug)]
pub(crate) struct AliasIndex {
    hasher: FastState,
    /// The business's website, which store pages under it are kept relative to.
    website: Box<str>,
    /// (hash of a folded alias, position), sorted; one entry per distinct alias of a location.
    entries: Vec<(u64, u32)>,
}

impl AliasIndex {
    /// The aliases of `locations` (in position order), of the business whose website is
    /// `website`.
    pub(crate) fn new(locations: &[&Location], website: &str) -> Self {
        let hasher = FastState::default();
        let mut entries = Vec::with_capacity(locations.len() * 2);
        for (position, l) in locations.iter().enumerate() {
            let position = u32::try_from(position).expect("fewer than 2^32 locations");
            for alias in folded_aliases(l, website) {
                entries.push((hasher.hash_one(alias.as_str()), position));
            }
        }
        entries.sort_unstable();
        entries.dedup();
        entries.shrink_to_fit();
        AliasIndex { hasher, website: website.into(), entries }
    }

    /// The positions of the locations with an alias that folds to what `reference` folds to,
    /// in position order; then, when `reference` looks like a URL, of those whose page URL
    /// normalises to what it does (a position may be named twice). `location` gives the
    /// location at a position.
    pub(crate) fn find<'a>(&self, reference: &str, location: impl Fn(usize) -> &'a Location) -> Vec<usize> {
        let mut keys = vec![reference.to_lowercase()];
        if reference.contains("://") {
            keys.push(normalize_url(reference));
        }
        keys.dedup();
        let mut found = Vec::new();
        for key in keys {
            let hash = self.hasher.hash_one(key.as_str());
            let start = self.entries.partition_point(|&(h, _)| h < hash);
            for &(_, position) in self.entries[start..].iter().take_while(|&&(h, _)| h == hash) {
                let position = position as usize;
                // The entries of one hash are in position order: a location whose aliases
                // collide is met in a row.
                if found.last() != Some(&position)
                    && folded_aliases(location(position), &self.website).any(|alias| alias == key)
                {
                    found.push(position);
                }
            }
        }
        found
    }
}

/// A location's aliases as they are matched: code, handle and other names in lower case, and
/// the page URL normalised.
fn folded_aliases<'a>(l: &'a Location, website: &'a str) -> impl Iterator<Item = String> + 'a {
    let a = &l.aliases;
    a.code
        .iter()
        .chain(&a.handle)
        .chain(&a.other)
        .map(|alias| alias.to_lowercase())
        .chain(a.url.as_ref().map(|page| normalize_url(&page.resolve(website))))
}

/// A URL as identifiers compare it: no query, fragment or trailing slash, lower-cased. Ask
/// compares product page URLs the same way.
pub fn normalize_url(url: &str) -> String {
    let base = url.split(['?', '#']).next().unwrap_or(url);
    base.trim_end_matches('/').to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::location::model::{Aliases, LocationPage};

    const SITE: &str = "https://shop.example/";

    fn at(id: &str, aliases: Aliases) -> Location {
        Location { aliases, ..Location::bare(id) }
    }

    #[test]
    fn aliases_are_found_folded_and_confirmed_whatever_their_hash() {
        let locations = [
            at(
                "a",
                Aliases {
                    code: Some("SF01".into()),
                    handle: Some("union-square".into()),
                    url: Some(LocationPage::new("https://shop.example/stores/union-square/", SITE)),
                    other: vec!["Bay".into(), "bay".into()].into(),
                },
            ),
            at("b", Aliases { other: vec!["BAY".into()].into(), ..Aliases::default() }),
            at("c", Aliases::default()),
            at("d", Aliases { code: Some("D1".into()), ..Aliases::default() }),
            at("e", Aliases { url: Some(LocationPage::new("https://Other.example/e", SITE)), ..Aliases::default() }),
        ];
        let refs: Vec<&Location> = locations.iter().collect();
        let index = AliasIndex::new(&refs, SITE);
        let find = |reference: &str| index.find(reference, |k| refs[k]);
        assert_eq!(find("sf01"), [0]);
        assert_eq!(find("Union-Square"), [0]);
        assert_eq!(find("bay"), [0, 1], "a shared alias names every location that has it, once each");
        assert_eq!(find("https://Shop.example/stores/union-square?utm=x"), [0], "a page kept as its path");
        assert_eq!(find("https://other.example/e/"), [4], "a page on another site");
        assert_eq!(find("SF0"), Vec::<usize>::new());
        assert_eq!(find("c"), Vec::<usize>::new(), "canonical ids are not aliases");

        // Every entry made to collide with "bay": the confirmation alone decides, and a
        // location with several colliding aliases is named once.
        let mut colliding = AliasIndex::new(&refs, SITE);
        let hash = colliding.hasher.hash_one("bay");
        colliding.entries.iter_mut().for_each(|e| e.0 = hash);
        colliding.entries.sort_unstable();
        assert!(colliding.entries.len() > 3);
        assert_eq!(colliding.find("bay", |k| refs[k]), [0, 1]);
    }
}
