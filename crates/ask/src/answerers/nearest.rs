//! "Which of your stores is closest to Kingston, Ontario?": the store nearest to a place the
//! buyer names, found in the offline gazetteer (`concierge-places`) among the countries the
//! business has stores in, by straight-line distance from the place to each open store.

use concierge_core::catalog::Business;
use concierge_core::location::geodesy::Wgs84;
use concierge_core::location::{Geo, LocationStatus};
use concierge_places::{Found, Gazetteer};

use super::locations::{LocationBook, address_line};
use crate::read::analyze::{fold, is_stop};
use crate::read::language::{Lang, fill};

/// Words that ask for the store nearest to somewhere.
const NEAREST_WORDS: &[&str] =
    &["nearest", "closest", "near", "nearby", "proche", "proches", "cercana", "cercano", "cerca", "pres"];

/// Words for a store: a place right before one names the store ("the Brisbane store").
pub(crate) const STORE_NOUNS: &[&str] =
    &["store", "stores", "shop", "shops", "showroom", "location", "branch", "outlet", "boutique", "magasin", "tienda"];

/// Of the places a name may be (three Kingstons in the countries of a chain), how many are
/// weighed: each costs a walk over the stores.
const MAX_PLACES_WEIGHED: usize = 16;

/// Countries whose buyers read distances in miles.
const MILES: &[&str] = &["US", "GB", "LR", "MM"];

/// Whether a clause asks for the store nearest to somewhere.
pub(crate) fn asks_nearest(words: &[String]) -> bool {
    words.iter().any(|w| NEAREST_WORDS.contains(&fold(w).as_str()))
        || words.windows(2).any(|pair| pair[0] == "close" && pair[1] == "to")
}

/// The store nearest to a named place, and how the answer says it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Nearest {
    /// Index into `business.locations`.
    pub(crate) store: usize,
    /// The sentence.
    pub(crate) text: String,
    /// Whether the store is in the place itself (its address's locality is the place's name).
    pub(crate) in_place: bool,
}

impl LocationBook {
    /// The places the words name after a preposition ("to Kingston, Ontario", "in Box Hill"),
    /// when the gazetteer knows one in a country the business has stores in; none for a stop
    /// word ("near me") or a place that names a store ("the Brisbane store").
    pub(crate) fn place_named(&self, business: &Business, words: &[String]) -> Option<Found> {
        let mut countries: Vec<String> = self
            .exposed
            .iter()
            .filter_map(|i| business.locations[i].address.as_ref()?.address_country.as_deref())
            .map(str::to_ascii_uppercase)
            .collect();
        countries.sort_unstable();
        countries.dedup();
        let countries: Vec<&str> = countries.iter().map(String::as_str).collect();
        // The question's words are lower-case already (`analyze::words`).
        let lower: Vec<&str> = words.iter().map(String::as_str).collect();
        let found = Gazetteer::world().find_after_preposition(&lower, &countries)?;
        if found.len == 1 && is_stop(lower[found.start]) {
            return None;
        }
        if lower.get(found.start + found.len).is_some_and(|w| STORE_NOUNS.contains(&fold(w).as_str())) {
            return None;
        }
        Some(found)
    }

    /// The open stores with valid coordinates.
    fn open_stores(&self, business: &Business) -> Vec<(usize, Geo)> {
        self.exposed
            .iter()
            .map(|i| (i, &business.locations[i]))
            .filter(|(_, l)| l.status != LocationStatus::PermanentlyClosed)
            .filter_map(|(i, l)| l.geo.filter(Geo::is_valid).map(|g| (i, g)))
            .collect()
    }

    /// The place `found` means, with the open store nearest to it and how far it is: of
    /// several places of that name (fourteen Oaklands in the United States), those in a region
    /// the words name are weighed, else all, and the one nearest to a store is meant.
    pub(crate) fn place_meant(&self, business: &Business, found: &Found) -> Option<(usize, usize, f64)> {
        let stores = self.open_stores(business);
        let world = Gazetteer::world();
        let weighed = if found.in_named_region > 0 { &found.places[..found.in_named_region] } else { &found.places };
        weighed
            .iter()
            .take(MAX_PLACES_WEIGHED)
            .filter_map(|&p| {
                let (lat, lon) = world.place(p).coordinates();
                let at = Geo { latitude: lat, longitude: lon };
                nearest_store(at, &stores).map(|(store, d)| (p, store, d))
            })
            .min_by(|a, b| a.2.total_cmp(&b.2))
    }

    /// The open store nearest to the place `words` name after a preposition ("to", "in",
    /// "de"…), when the gazetteer knows the place in a country the business has stores in (the
    /// caller decides that the nearest store is asked for: [`asks_nearest`]); the place is
    /// [`Self::place_meant`].
    pub(crate) fn nearest_to_place(&self, business: &Business, words: &[String], lang: Lang) -> Option<Nearest> {
        let found = self.place_named(business, words)?;
        let (place, store, _) = self.place_meant(business, &found)?;
        let world = Gazetteer::world();
        let place = world.place(place);
        let (lat, lon) = place.coordinates();
        let metres = Wgs84::default().distance_m(Geo { latitude: lat, longitude: lon }, business.locations[store].geo?);
        let location = &business.locations[store];
        let country = location.address.as_ref().and_then(|a| a.address_country.as_deref()).unwrap_or_default();
        let distance = distance_phrase(metres, MILES.contains(&country.to_ascii_uppercase().as_str()), lang);
        let place_name = if place.region().is_empty() || place.region() == place.name() {
            place.name().to_owned()
        } else {
            format!("{}, {}", place.name(), place.region())
        };
        let store_name = match &location.address {
            Some(a) => format!("{} ({})", location.name, address_line(a)),
            None => location.name.to_string(),
        };
        let text = fill(lang.phrases().store.nearest, &[&place_name, &store_name, &distance]);
        let locality = location.address.as_ref().and_then(|a| a.address_locality.as_deref()).unwrap_or_default();
        let in_place = fold(locality) == fold(place.name());
        Some(Nearest { store, text, in_place })
    }
}

/// The store nearest to `at` and a distance that orders them (an equirectangular projection
/// around `at`: ordering only; the answer states the geodesic distance).
fn nearest_store(at: Geo, stores: &[(usize, Geo)]) -> Option<(usize, f64)> {
    let cos = at.latitude.to_radians().cos();
    stores
        .iter()
        .map(|&(i, g)| {
            let dlat = g.latitude - at.latitude;
            let mut dlon = (g.longitude - at.longitude).abs();
            if dlon > 180.0 {
                dlon = 360.0 - dlon;
            }
            (i, dlat * dlat + (dlon * cos) * (dlon * cos))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)))
}

/// "about 150 km", "about 12 miles", "less than 1 km".
fn distance_phrase(metres: f64, miles: bool, lang: Lang) -> String {
    let (amount, unit) = if miles { (metres / 1609.344, "mi") } else { (metres / 1000.0, "km") };
    let phrases = &lang.phrases().store;
    if amount < 1.0 {
        return fill(phrases.under_one, &[if miles { phrases.mile } else { "km" }]);
    }
    let rounded = if amount < 20.0 { amount.round() } else { (amount / 5.0).round() * 5.0 };
    let unit = match unit {
        "mi" if rounded == 1.0 => phrases.mile,
        "mi" => phrases.miles,
        _ => "km",
    };
    fill(phrases.about_distance, &[&format!("{rounded:.0}"), unit])
}
