//! The read-only structures search and lookup run on, built once when the store loads.

use std::sync::Arc;

use roaring::RoaringBitmap;

use super::geodesy::Wgs84;
use super::locality::LocalityIndex;
use super::model::{Location, LocationStatus};
use super::opening::OpeningIndex;
use super::serves::CoverageModel;
use super::spatial::SpatialIndex;
use super::text::{TextIndex, TextIndexBuilder};
use crate::catalog::Business;
use crate::fast_hash::FastMap;

/// Exposed locations with their aliases, availability, text and coverage, ready to query.
///
/// Locations are taken in ascending id order, so a location's position is also its rank among
/// equals and sets of positions iterate in result order. What a filter selects is kept as a
/// bitmap of positions (amenities, stocked items, each distinct schedule and weekly hours), so
/// a filter over the whole chain is a few set operations, not a scan.
#[derive(Debug)]
pub struct LocationIndex {
    /// The business whose locations these are.
    business: Arc<Business>,
    /// Position → index in `business.locations`: the exposed locations, in id order.
    order: Vec<u32>,
    /// Locations search may return (not permanently closed).
    pub(crate) searchable: RoaringBitmap,
    pub(crate) exact: FastMap<String, Vec<usize>>,
    pub(crate) folded: FastMap<String, Vec<usize>>,
    pub(crate) items: FastMap<String, String>,
    /// Canonical item id → the locations stocking it.
    pub(crate) stock: FastMap<String, RoaringBitmap>,
    /// Amenity key → the locations offering it.
    pub(crate) amenity_sets: FastMap<String, RoaringBitmap>,
    /// The schedules, grouped for `open_at` over many locations at once.
    pub(crate) opening: OpeningIndex,
    pub(crate) text: TextIndex,
    pub(crate) coverage: CoverageModel,
    pub(crate) spatial: SpatialIndex,
    pub(crate) localities: LocalityIndex,
    pub(crate) wgs84: Wgs84,
}

impl LocationIndex {
    /// Builds the index. Internal locations are left out entirely: no operation can reach them.
    ///
    /// The index keeps `business` and refers to its locations by position; it copies none.
    pub fn new(business: Arc<Business>) -> Self {
        assert!(u32::try_from(business.locations.len()).is_ok(), "fewer than 2^32 locations");
        let mut order: Vec<u32> =
            (0..business.locations.len() as u32).filter(|&k| !business.locations[k as usize].internal).collect();
        order.sort_unstable_by(|&a, &b| business.locations[a as usize].id.cmp(&business.locations[b as usize].id));
        let locations: Vec<&Location> = order.iter().map(|&k| &business.locations[k as usize]).collect();
        let mut exact: FastMap<String, Vec<usize>> = FastMap::default();
        let mut folded: FastMap<String, Vec<usize>> = FastMap::default();
        let add = |map: &mut FastMap<String, Vec<usize>>, key: String, i: usize| {
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

        let mut items = FastMap::default();
        for p in &business.products {
            for v in &p.variants {
                items.insert(v.id.clone(), v.id.clone());
                items.insert(business.gid("ProductVariant", &v.id), v.id.clone());
                items.insert(v.sku.clone(), v.id.clone());
            }
        }
        let mut stock: FastMap<String, RoaringBitmap> = FastMap::default();
        let mut amenity_sets: FastMap<String, RoaringBitmap> = FastMap::default();
        let mut searchable = RoaringBitmap::new();
        for (i, l) in locations.iter().enumerate() {
            let position = i as u32;
            if l.status == LocationStatus::Active {
                searchable.insert(position);
            }
            for item in business.availability.get(&l.id).into_iter().flatten() {
                set_of(&mut stock, item).insert(position);
            }
            for key in l.amenities.keys() {
                set_of(&mut amenity_sets, key).insert(position);
            }
        }
        let opening = OpeningIndex::new(&locations);

        let mut text = TextIndexBuilder::default();
        for (i, l) in locations.iter().enumerate() {
            index_text(&mut text, i, l);
        }
        let text = text.build();
        let coverage = CoverageModel::new(locations.iter().copied(), &business.region_names);
        let spatial = SpatialIndex::new(&locations, |i| opening.group_of(i));
        let localities = LocalityIndex::new(&locations);
        drop(locations);
        LocationIndex {
            business,
            order,
            searchable,
            exact,
            folded,
            items,
            stock,
            amenity_sets,
            opening,
            text,
            coverage,
            spatial,
            localities,
            wgs84: Wgs84::default(),
        }
    }

    /// Every exposed location (internal ones are not here), in id order.
    pub fn locations(&self) -> impl ExactSizeIterator<Item = &Location> {
        self.order.iter().map(|&k| &self.business.locations[k as usize])
    }

    /// The exposed location at `position` (positions are in id order).
    pub(crate) fn location(&self, position: usize) -> &Location {
        &self.business.locations[self.order[position] as usize]
    }

    /// The first position whose location's id sorts after `id`.
    pub(crate) fn first_after(&self, id: &str) -> usize {
        self.order.partition_point(|&k| self.business.locations[k as usize].id.as_str() <= id)
    }

    /// How many locations are exposed.
    pub(crate) fn len(&self) -> usize {
        self.order.len()
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

/// The set `key` names in `sets`, made empty if it is new: the key is copied only then (a
/// chain's stores share a few dozen amenity and item keys, and are counted in millions).
fn set_of<'m>(sets: &'m mut FastMap<String, RoaringBitmap>, key: &str) -> &'m mut RoaringBitmap {
    if !sets.contains_key(key) {
        sets.insert(key.to_owned(), RoaringBitmap::new());
    }
    sets.get_mut(key).expect("inserted above")
}

/// `positions` as a bitmap: sorted first, so they are appended rather than searched for.
pub(crate) fn sorted_bitmap(mut positions: Vec<u32>) -> RoaringBitmap {
    positions.sort_unstable();
    positions.dedup();
    RoaringBitmap::from_sorted_iter(positions).expect("sorted, distinct positions")
}

/// Lower-case scheme and host, no query, fragment or trailing slash.
fn normalize_url(url: &str) -> String {
    let base = url.split(['?', '#']).next().unwrap_or(url);
    base.trim_end_matches('/').to_lowercase()
}

/// What `query` searches, with weights: name 5; aliases and city 4; region and postal code 3;
/// street and amenity labels 2.
fn index_text(text: &mut TextIndexBuilder, i: usize, l: &Location) {
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
