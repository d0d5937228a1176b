//! The read-only structures search and lookup run on, built once when the store loads.

use std::sync::Arc;

use roaring::RoaringBitmap;

use super::aliases::AliasIndex;
use super::bits::DenseSet;
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
    /// `searchable` and each of `amenity_sets` again as plain bits, for a radius search's
    /// test of each point (a few hundred KB at a million stores).
    pub(crate) searchable_bits: DenseSet,
    pub(crate) amenity_bits: FastMap<String, DenseSet>,
    /// Store codes, handles, other names and page URLs.
    aliases: AliasIndex,
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
        let aliases = AliasIndex::new(&locations, &business.website);

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
            for item in business.availability.at(&l.id) {
                set_of(&mut stock, item).insert(position);
            }
            for key in l.amenities.keys() {
                set_of(&mut amenity_sets, key).insert(position);
            }
        }
        let searchable_bits = DenseSet::new(&searchable, locations.len());
        let amenity_bits =
            amenity_sets.iter().map(|(k, set)| (k.clone(), DenseSet::new(set, locations.len()))).collect();
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
            searchable_bits,
            amenity_bits,
            aliases,
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
        self.order.partition_point(|&k| self.business.locations[k as usize].id[..] <= *id)
    }

    /// How many locations are exposed.
    pub(crate) fn len(&self) -> usize {
        self.order.len()
    }

    /// The business the index is over.
    pub fn business(&self) -> &Arc<Business> {
        &self.business
    }

    /// The index in `business().locations` of the exposed location at `position` (a position
    /// as [`Self::resolve`] gives them).
    pub fn business_index(&self, position: usize) -> usize {
        self.order[position] as usize
    }

    /// The exposed locations an identifier names: canonical id or GID (exactly), store code,
    /// handle or other alias (case-insensitively), or store page URL (normalised); each once.
    pub fn resolve(&self, id: &str) -> Vec<usize> {
        let by_gid = self.business.gid_id("Location", id).map(|of| self.with_id(of));
        let by_alias = self.aliases.find(id, |k| self.location(k));
        let mut out: Vec<usize> = Vec::new();
        for position in self.with_id(id).chain(by_gid.into_iter().flatten()).chain(by_alias) {
            if !out.contains(&position) {
                out.push(position);
            }
        }
        out
    }

    /// The positions of the locations whose canonical id is `id` (positions are in id order).
    fn with_id(&self, id: &str) -> std::ops::Range<usize> {
        let start = self.order.partition_point(|&k| self.business.locations[k as usize].id[..] < *id);
        start..self.first_after(id)
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
            (addr.address_locality.as_deref(), 4),
            (addr.address_region.as_deref(), 3),
            (addr.postal_code.as_deref(), 3),
            (addr.street_address.as_deref(), 2),
            (addr.extended_address.as_deref(), 2),
        ];
        for (field, weight) in fields {
            text.add(i, field.unwrap_or_default(), weight);
        }
    }
    for description in l.amenities.values() {
        text.add(i, description, 2);
    }
}
