//! Which locations can possibly serve a locality (`serves.address`), looked up by the codes the
//! `serves` predicate compares, instead of testing every location.
//!
//! The maps mirror [`super::serves`] rule by rule, keyed by the very strings it compares: an area
//! listing the country, the region or the postal code; a geometric area serving its home
//! locality; for a bare country, any coverage in it. A lookup returns a superset of the locations
//! that serve (wildcard postal entries are always candidates) and each is then tested exactly.

use roaring::RoaringBitmap;

use super::model::Location;
use super::serves::{Locality, home_region_code, normalize_postal};
use crate::fast_hash::FastMap;

/// Locations by the codes their active service areas cover.
#[derive(Debug, Default)]
pub(crate) struct LocalityIndex {
    /// Country → locations with an area listing it.
    listed_country: FastMap<String, RoaringBitmap>,
    /// Region → locations with an area listing it.
    listed_region: FastMap<String, RoaringBitmap>,
    /// (country, postal entry) → locations with an area listing it, or a geometric area whose
    /// home is at that postal code.
    postal: FastMap<(String, String), RoaringBitmap>,
    /// Country → locations with a wildcard postal entry (`941*`) there, listed or home.
    postal_wildcards: FastMap<String, RoaringBitmap>,
    /// Region → locations with a geometric area whose home is in it.
    home_region: FastMap<String, RoaringBitmap>,
    /// Country → locations with any coverage in it (a region, a postal code, a geometric area
    /// at home there).
    anywhere_in: FastMap<String, RoaringBitmap>,
}

fn add<K: std::hash::Hash + Eq>(map: &mut FastMap<K, RoaringBitmap>, key: K, i: u32) {
    map.entry(key).or_default().insert(i);
}

impl LocalityIndex {
    /// Indexes `locations` (position `i` is location `i`).
    pub(crate) fn new(locations: &[&Location]) -> Self {
        let mut ix = LocalityIndex::default();
        for (i, l) in locations.iter().enumerate() {
            let i = i as u32;
            let home = l.address.as_ref();
            let home_country = home.and_then(|a| a.address_country.as_deref()).map(str::to_ascii_uppercase);
            for area in l.service_areas.iter().filter(|a| a.active) {
                for c in &area.countries {
                    add(&mut ix.listed_country, c.to_string(), i);
                }
                for r in &area.regions {
                    add(&mut ix.listed_region, r.to_string(), i);
                    if let Some((c, _)) = r.split_once('-') {
                        add(&mut ix.anywhere_in, c.to_owned(), i);
                    }
                }
                for (c, entries) in area.postal_codes.iter() {
                    if !entries.is_empty() {
                        add(&mut ix.anywhere_in, c.to_string(), i);
                    }
                    for e in entries {
                        ix.add_postal(c, &normalize_postal(e), i);
                    }
                }
                let geometric = area.radius_m.is_some() || area.polygon.is_some();
                if let (true, Some(country)) = (geometric, &home_country) {
                    add(&mut ix.anywhere_in, country.clone(), i);
                    if let Some(p) = home.and_then(|a| a.postal_code.as_deref()) {
                        ix.add_postal(country, &normalize_postal(p), i);
                    }
                    if let Some(region) = home_region_code(l) {
                        add(&mut ix.home_region, region, i);
                    }
                }
            }
        }
        ix
    }

    fn add_postal(&mut self, country: &str, entry: &str, i: u32) {
        if entry.ends_with('*') {
            add(&mut self.postal_wildcards, country.to_owned(), i);
        } else {
            add(&mut self.postal, (country.to_owned(), entry.to_owned()), i);
        }
    }

    /// Every location that may serve `target`.
    pub(crate) fn candidates(&self, target: &Locality) -> RoaringBitmap {
        let mut out = RoaringBitmap::new();
        let Some(country) = &target.country else { return out };
        let mut take = |set: Option<&RoaringBitmap>| {
            if let Some(set) = set {
                out |= set;
            }
        };
        take(self.listed_country.get(country));
        if let Some(region) = &target.region {
            take(self.listed_region.get(region));
        }
        match (&target.postal_code, &target.region) {
            (Some(code), _) => {
                // An entry covers the code itself and the code extended after a `-` (ZIP+4).
                let keys = std::iter::once(code.as_str()).chain(code.match_indices('-').map(|(k, _)| &code[..k]));
                for key in keys {
                    take(self.postal.get(&(country.clone(), key.to_owned())));
                }
                take(self.postal_wildcards.get(country));
            }
            (None, Some(region)) => take(self.home_region.get(region)),
            (None, None) => take(self.anywhere_in.get(country)),
        }
        out
    }
}
