//! The read-only structures search and lookup run on, built once when the store loads.

use std::collections::{HashMap, HashSet};

use super::geodesy::Wgs84;
use super::model::{Location, LocationStatus};
use super::serves::{CoverageModel, normalize_postal};
use super::text::TextIndex;
use crate::catalog::Business;

/// Exposed locations with their aliases, availability, text and coverage, ready to query.
#[derive(Debug)]
pub struct LocationIndex {
    pub(crate) locations: Vec<Location>,
    /// Indices of locations search may return (not permanently closed).
    pub(crate) searchable: Vec<usize>,
    pub(crate) exact: HashMap<String, Vec<usize>>,
    pub(crate) folded: HashMap<String, Vec<usize>>,
    pub(crate) items: HashMap<String, String>,
    pub(crate) available: Vec<HashSet<String>>,
    pub(crate) text: TextIndex,
    pub(crate) coverage: CoverageModel,
    /// Each location's position in ascending id order, so ranking compares integers.
    pub(crate) id_order: Vec<u32>,
    pub(crate) wgs84: Wgs84,
}

impl LocationIndex {
    /// Builds the index. Internal locations are left out entirely: no operation can reach them.
    pub fn new(business: &Business) -> Self {
        let mut locations: Vec<Location> = business.locations.iter().filter(|l| !l.internal).cloned().collect();
        // Service-area postal codes are matched in normal form; normalise them once here.
        for area in locations.iter_mut().flat_map(|l| l.service_areas.iter_mut()) {
            for codes in area.postal_codes.values_mut() {
                for code in codes.iter_mut() {
                    *code = normalize_postal(code);
                }
            }
        }
        let mut exact: HashMap<String, Vec<usize>> = HashMap::new();
        let mut folded: HashMap<String, Vec<usize>> = HashMap::new();
        let add = |map: &mut HashMap<String, Vec<usize>>, key: String, i: usize| {
            let slot = map.entry(key).or_default();
            if !slot.contains(&i) {
                slot.push(i);
            }
        };
        for (i, l) in locations.iter().enumerate() {
            add(&mut exact, l.id.clone(), i);
            add(&mut exact, business.gid("Location", &l.id), i);
            let a = &l.aliases;
            for alias in a.code.iter().chain(&a.handle).chain(&a.other) {
                add(&mut folded, alias.to_lowercase(), i);
            }
            if let Some(url) = &a.url {
                add(&mut folded, normalize_url(url), i);
            }
        }

        let mut items = HashMap::new();
        for p in &business.products {
            for v in &p.variants {
                items.insert(v.id.clone(), v.id.clone());
                items.insert(business.gid("ProductVariant", &v.id), v.id.clone());
                items.insert(v.sku.clone(), v.id.clone());
            }
        }
        let available = locations
            .iter()
            .map(|l| business.availability.get(&l.id).into_iter().flatten().cloned().collect())
            .collect();

        let mut text = TextIndex::default();
        for (i, l) in locations.iter().enumerate() {
            index_text(&mut text, i, l);
        }
        let coverage = CoverageModel::new(locations.iter(), &business.region_names);
        let searchable = (0..locations.len()).filter(|&i| locations[i].status == LocationStatus::Active).collect();
        let mut by_id: Vec<usize> = (0..locations.len()).collect();
        by_id.sort_by(|a, b| locations[*a].id.cmp(&locations[*b].id));
        let mut id_order = vec![0u32; locations.len()];
        for (rank, i) in by_id.into_iter().enumerate() {
            id_order[i] = rank as u32;
        }
        LocationIndex {
            locations,
            searchable,
            exact,
            folded,
            items,
            available,
            text,
            coverage,
            id_order,
            wgs84: Wgs84::default(),
        }
    }

    /// Every exposed location (internal ones are not here).
    pub fn locations(&self) -> &[Location] {
        &self.locations
    }

    /// The exposed locations an identifier names: canonical id or GID (exact), store code,
    /// handle or other alias (case-insensitive), or store page URL (normalised).
    pub fn resolve(&self, id: &str) -> Vec<usize> {
        let mut out: Vec<usize> = Vec::new();
        let mut push = |found: Option<&Vec<usize>>| {
            for &i in found.into_iter().flatten() {
                if !out.contains(&i) {
                    out.push(i);
                }
            }
        };
        push(self.exact.get(id));
        push(self.folded.get(&id.to_lowercase()));
        if id.contains("://") {
            push(self.folded.get(&normalize_url(id)));
        }
        out
    }

    /// The canonical item id an item reference (variant id, variant GID or SKU) names.
    pub fn item(&self, reference: &str) -> Option<&str> {
        self.items.get(reference).map(String::as_str)
    }

    /// How service targets are evaluated for this business.
    pub fn coverage(&self) -> &CoverageModel {
        &self.coverage
    }
}

/// Lower-case scheme and host, no query, fragment or trailing slash.
fn normalize_url(url: &str) -> String {
    let base = url.split(['?', '#']).next().unwrap_or(url);
    base.trim_end_matches('/').to_lowercase()
}

/// What `query` searches, with weights: name 5; aliases and city 4; region and postal code 3;
/// street and amenity labels 2.
fn index_text(text: &mut TextIndex, i: usize, l: &Location) {
    text.add(i, &l.name, 5);
    let a = &l.aliases;
    for alias in a.code.iter().chain(&a.handle).chain(&a.other) {
        text.add(i, alias, 4);
    }
    if let Some(addr) = &l.address {
        let fields = [
            (&addr.address_locality, 4),
            (&addr.address_region, 3),
            (&addr.postal_code, 3),
            (&addr.street_address, 2),
            (&addr.extended_address, 2),
        ];
        for (field, weight) in fields {
            text.add(i, field.as_deref().unwrap_or_default(), weight);
        }
    }
    for description in l.amenities.values() {
        text.add(i, description, 2);
    }
}
