//! A generated chain of `n` stores spread over the United States, reproducible from a seed.
//!
//! Each store has what a real chain's export has: an id, a store code and a page URL; an address
//! near one of 40 cities in four time zones; weekly hours drawn from patterns a chain uses
//! (regular, late, round the clock, overnight, split shifts, closed on Sundays); holiday
//! exceptions and the odd temporary closure; amenities; delivery radii or postal-code lists;
//! and stock of 8 of the business's items. The business itself (products, policies, region names)
//! is the one given, so item references and Ask keep working.

use std::collections::BTreeMap;
use std::sync::Arc;

use concierge_core::catalog::Business;
use concierge_core::location::{
    Aliases, ClockTime, DailyHour, ExceptionHour, Geo, Interval, Location, LocationPage, LocationStatus, PostalAddress,
    PostalCodes, Schedule, ServiceArea, SharedParts,
};
use jiff::civil::{Date, Weekday};
use jiff::tz::TimeZone;

/// A city stores are placed around: name, region, coordinates, time zone and ZIP prefix.
pub struct City {
    /// City name.
    pub name: &'static str,
    /// ISO 3166-2 subdivision code without the country (`CA`).
    pub region: &'static str,
    /// Latitude of the centre.
    pub latitude: f64,
    /// Longitude of the centre.
    pub longitude: f64,
    /// IANA time zone.
    pub timezone: &'static str,
    /// The first three digits of the city's ZIP codes.
    pub zip_prefix: u32,
}

const fn city(
    name: &'static str,
    region: &'static str,
    latitude: f64,
    longitude: f64,
    timezone: &'static str,
    zip_prefix: u32,
) -> City {
    City { name, region, latitude, longitude, timezone, zip_prefix }
}

const NY: &str = "America/New_York";
const CHI: &str = "America/Chicago";
const DEN: &str = "America/Denver";
const LA: &str = "America/Los_Angeles";

/// Where the stores are.
pub const CITIES: [City; 40] = [
    city("New York", "NY", 40.7128, -74.0060, NY, 100),
    city("Boston", "MA", 42.3601, -71.0589, NY, 21),
    city("Philadelphia", "PA", 39.9526, -75.1652, NY, 191),
    city("Washington", "DC", 38.9072, -77.0369, NY, 200),
    city("Baltimore", "MD", 39.2904, -76.6122, NY, 212),
    city("Pittsburgh", "PA", 40.4406, -79.9959, NY, 152),
    city("Atlanta", "GA", 33.7490, -84.3880, NY, 303),
    city("Miami", "FL", 25.7617, -80.1918, NY, 331),
    city("Orlando", "FL", 28.5383, -81.3792, NY, 328),
    city("Charlotte", "NC", 35.2271, -80.8431, NY, 282),
    city("Detroit", "MI", 42.3314, -83.0458, NY, 482),
    city("Columbus", "OH", 39.9612, -82.9988, NY, 432),
    city("Chicago", "IL", 41.8781, -87.6298, CHI, 606),
    city("Houston", "TX", 29.7604, -95.3698, CHI, 770),
    city("Dallas", "TX", 32.7767, -96.7970, CHI, 752),
    city("Austin", "TX", 30.2672, -97.7431, CHI, 787),
    city("San Antonio", "TX", 29.4241, -98.4936, CHI, 782),
    city("Minneapolis", "MN", 44.9778, -93.2650, CHI, 554),
    city("St. Louis", "MO", 38.6270, -90.1994, CHI, 631),
    city("Kansas City", "MO", 39.0997, -94.5786, CHI, 641),
    city("Nashville", "TN", 36.1627, -86.7816, CHI, 372),
    city("New Orleans", "LA", 29.9511, -90.0715, CHI, 701),
    city("Milwaukee", "WI", 43.0389, -87.9065, CHI, 532),
    city("Oklahoma City", "OK", 35.4676, -97.5164, CHI, 731),
    city("Denver", "CO", 39.7392, -104.9903, DEN, 802),
    city("Salt Lake City", "UT", 40.7608, -111.8910, DEN, 841),
    city("Albuquerque", "NM", 35.0844, -106.6504, DEN, 871),
    city("Boise", "ID", 43.6150, -116.2023, DEN, 837),
    city("Colorado Springs", "CO", 38.8339, -104.8214, DEN, 809),
    city("El Paso", "TX", 31.7619, -106.4850, DEN, 799),
    city("Billings", "MT", 45.7833, -108.5007, DEN, 591),
    city("Cheyenne", "WY", 41.1400, -104.8202, DEN, 820),
    city("Los Angeles", "CA", 34.0522, -118.2437, LA, 900),
    city("San Francisco", "CA", 37.7749, -122.4194, LA, 941),
    city("San Diego", "CA", 32.7157, -117.1611, LA, 921),
    city("San Jose", "CA", 37.3382, -121.8863, LA, 951),
    city("Sacramento", "CA", 38.5816, -121.4944, LA, 958),
    city("Seattle", "WA", 47.6062, -122.3321, LA, 981),
    city("Portland", "OR", 45.5152, -122.6784, LA, 972),
    city("Las Vegas", "NV", 36.1699, -115.1398, LA, 891),
];

/// Amenities a store may have, with the label it shows.
pub const AMENITIES: [(&str, &str); 8] = [
    ("dev.ucp.amenity.wi_fi", "Free Wi-Fi"),
    ("dev.ucp.amenity.parking", "Parking"),
    ("dev.ucp.amenity.wheelchair_accessible", "Step-free access"),
    ("dev.ucp.amenity.shopping.in_store_pickup", "In-store pickup"),
    ("dev.ucp.amenity.shopping.curbside_pickup", "Curbside pickup"),
    ("dev.ucp.amenity.restroom", "Restrooms"),
    ("dev.ucp.amenity.ev_charging", "EV charging"),
    ("dev.ucp.amenity.pharmacy", "Pharmacy"),
];

/// A small, fast, reproducible generator (SplitMix64); not for anything secret.
pub struct Rng(u64);

impl Rng {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// Uniform in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }
}

fn at(hour: u8, minute: u8) -> ClockTime {
    ClockTime::new(hour, minute).expect("a valid clock time")
}

fn interval(opens: (u8, u8), closes: (u8, u8)) -> Interval {
    Interval { opens: at(opens.0, opens.1), closes: at(closes.0, closes.1) }
}

const WEEK: [Weekday; 7] = [
    Weekday::Monday,
    Weekday::Tuesday,
    Weekday::Wednesday,
    Weekday::Thursday,
    Weekday::Friday,
    Weekday::Saturday,
    Weekday::Sunday,
];

/// The weekly hours of pattern `k` (of 8).
fn weekly(k: usize) -> Vec<DailyHour> {
    let every = |iv: Interval| WEEK.iter().map(|&day| DailyHour { day, interval: iv }).collect::<Vec<_>>();
    let days = |days: &[Weekday], ivs: &[Interval]| {
        days.iter().flat_map(|&day| ivs.iter().map(move |&interval| DailyHour { day, interval })).collect::<Vec<_>>()
    };
    match k {
        0 => every(interval((9, 0), (21, 0))),
        1 => every(interval((7, 0), (23, 0))),
        2 => every(interval((0, 0), (23, 59))),
        // Overnight: open in the evening, closing after midnight.
        3 => every(interval((18, 0), (2, 0))),
        // Split shifts on weekdays, short Saturdays, closed on Sundays.
        4 => {
            let mut v = days(&WEEK[..5], &[interval((9, 0), (12, 30)), interval((13, 30), (18, 0))]);
            v.extend(days(&WEEK[5..6], &[interval((10, 0), (14, 0))]));
            v
        }
        5 => {
            let mut v = days(&WEEK[..6], &[interval((10, 0), (20, 0))]);
            v.extend(days(&WEEK[6..], &[interval((11, 0), (17, 0))]));
            v
        }
        6 => days(&WEEK[..6], &[interval((8, 0), (18, 0))]),
        _ => {
            let mut v = days(&WEEK[..5], &[interval((6, 0), (22, 0))]);
            v.extend(days(&WEEK[5..], &[interval((8, 0), (20, 0))]));
            v
        }
    }
}

fn date(y: i16, m: i8, d: i8) -> Date {
    Date::new(y, m, d).expect("a valid date")
}

/// Holiday exceptions most stores publish, and the odd temporary closure.
fn exceptions(rng: &mut Rng) -> Vec<ExceptionHour> {
    let mut out = Vec::new();
    if rng.chance(0.7) {
        out.push(ExceptionHour {
            valid_from: date(2026, 11, 26),
            valid_through: date(2026, 11, 26),
            title: Some("Thanksgiving".into()),
            interval: None,
        });
        out.push(ExceptionHour {
            valid_from: date(2026, 12, 24),
            valid_through: date(2026, 12, 24),
            title: Some("Christmas Eve".into()),
            interval: Some(interval((9, 0), (15, 0))),
        });
        out.push(ExceptionHour {
            valid_from: date(2026, 12, 25),
            valid_through: date(2026, 12, 25),
            title: Some("Christmas Day".into()),
            interval: None,
        });
    }
    if rng.chance(0.01) {
        let start = date(2026, 12, 1).checked_add(jiff::Span::new().days(rng.below(20) as i64)).expect("in range");
        let end = start.checked_add(jiff::Span::new().days(rng.below(10) as i64)).expect("in range");
        // Closed throughout: holiday hours inside the closure are not published (an exception
        // may not overlap another it does not match).
        out.retain(|e| e.valid_through < start || end < e.valid_from);
        out.push(ExceptionHour {
            valid_from: start,
            valid_through: end,
            title: Some("Renovation".into()),
            interval: None,
        });
    }
    out
}

/// How a generated chain's stores differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Profile {
    /// Weekly hours from eight patterns, holidays at 70 % of stores, the odd renovation: stores
    /// share weekly classes, as a chain that sets hours centrally does.
    Patterned,
    /// Every store keeps its own weekly hours (each day's opening and closing chosen on its own,
    /// 10 % overnight, 10 % split), a holiday closure and short hours the day before, a delivery
    /// radius, 1–4 amenities and 3 stocked items: no two schedules alike.
    Diverse,
}

impl Profile {
    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Profile::Patterned => "patterned",
            Profile::Diverse => "diverse",
        }
    }

    /// The profile named `name`.
    pub fn parse(name: &str) -> Option<Profile> {
        [Profile::Patterned, Profile::Diverse].into_iter().find(|p| p.name() == name)
    }
}

/// A store's own weekly hours: each day's times drawn on their own (quarter hours), some days
/// closed; overnight stores close after midnight, split ones close for lunch.
fn own_weekly(rng: &mut Rng) -> Vec<DailyHour> {
    let quarter = |rng: &mut Rng, from: u8, quarters: usize| {
        let minutes = u16::from(from) * 60 + 15 * rng.below(quarters) as u16;
        ((minutes / 60) as u8, (minutes % 60) as u8)
    };
    let kind = rng.below(10);
    let mut out = Vec::new();
    for &day in &WEEK {
        if rng.chance(0.08) {
            continue;
        }
        let intervals = match kind {
            // Overnight: opens in the evening, closes after midnight.
            0 => vec![interval(quarter(rng, 17, 16), quarter(rng, 0, 16))],
            // Split: a morning and an afternoon.
            1 => vec![
                interval(quarter(rng, 7, 12), quarter(rng, 11, 4)),
                interval(quarter(rng, 13, 4), quarter(rng, 17, 16)),
            ],
            _ => vec![interval(quarter(rng, 6, 20), quarter(rng, 16, 28))],
        };
        out.extend(intervals.into_iter().map(|interval| DailyHour { day, interval }));
    }
    out
}

/// A holiday closure and short hours the day before.
fn holiday_and_eve(rng: &mut Rng) -> Vec<ExceptionHour> {
    let closes = 14 + rng.below(4) as u8;
    vec![
        ExceptionHour {
            valid_from: date(2026, 12, 24),
            valid_through: date(2026, 12, 24),
            title: Some("Christmas Eve".into()),
            interval: Some(interval((8, 0), (closes, 15 * rng.below(4) as u8))),
        },
        ExceptionHour {
            valid_from: date(2026, 12, 25),
            valid_through: date(2026, 12, 25),
            title: Some("Christmas Day".into()),
            interval: None,
        },
    ]
}

/// `n` stores for `business` (its locations and availability replaced), reproducible from `seed`.
pub fn generate(business: &Business, n: usize, seed: u64) -> Business {
    generate_profile(business, n, seed, Profile::Patterned)
}

/// `n` stores of `profile` for `business` (its locations and availability replaced),
/// reproducible from `seed`.
pub fn generate_profile(business: &Business, n: usize, seed: u64, profile: Profile) -> Business {
    let diverse = profile == Profile::Diverse;
    let mut rng = Rng::new(seed);
    let zones: Vec<TimeZone> =
        CITIES.iter().map(|c| TimeZone::get(c.timezone).expect("the IANA database has the zone")).collect();
    let items: Vec<Arc<str>> =
        business.products.iter().flat_map(|p| &p.variants).map(|v| Arc::from(v.id.as_str())).collect();
    let mut locations = Vec::with_capacity(n);
    let mut availability = BTreeMap::new();
    // Equal schedules and amenity maps shared, as the store's loader shares them.
    let mut shared = SharedParts::default();
    for i in 0..n {
        let c = rng.below(CITIES.len());
        let city = &CITIES[c];
        // Within about 40 km of the centre.
        let latitude = city.latitude + (rng.unit() - 0.5) * 0.7;
        let longitude = city.longitude + (rng.unit() - 0.5) * 0.9;
        let zip = format!("{:03}{:02}", city.zip_prefix, rng.below(100));
        let id = format!("loc_{i:07}");
        let mut amenities = BTreeMap::new();
        if diverse {
            for _ in 0..1 + rng.below(4) {
                let (key, label) = AMENITIES[rng.below(AMENITIES.len())];
                amenities.insert(key.to_owned(), label.to_owned());
            }
        } else {
            for (key, label) in AMENITIES {
                if rng.chance(0.4) {
                    amenities.insert(key.to_owned(), label.to_owned());
                }
            }
        }
        let mut service_areas = Vec::new();
        if diverse || rng.chance(0.3) {
            service_areas.push(ServiceArea {
                method: shared.text("delivery"),
                active: true,
                radius_m: Some(5_000.0 + rng.below(20) as f64 * 1_000.0),
                polygon: None,
                countries: Box::default(),
                regions: Box::default(),
                postal_codes: PostalCodes::default(),
            });
        }
        if !diverse && rng.chance(0.1) {
            let codes = (0..5).map(|_| format!("{:03}{:02}", city.zip_prefix, rng.below(100)).into()).collect();
            service_areas.push(ServiceArea {
                method: shared.text("ship_from_store"),
                active: true,
                radius_m: None,
                polygon: None,
                countries: Box::default(),
                regions: Box::default(),
                postal_codes: [("US".into(), codes)].into(),
            });
        }
        if !items.is_empty() {
            let stocked: Vec<Arc<str>> =
                (0..if diverse { 3 } else { 8 }).map(|_| items[rng.below(items.len())].clone()).collect();
            availability.insert(id.clone(), stocked);
        }
        locations.push(Location {
            name: format!("{} #{i}", city.name).into(),
            aliases: Aliases {
                code: Some(format!("S{i:07}").into()),
                handle: None,
                url: Some(LocationPage::new(
                    &format!("{}/stores/{}", business.website.trim_end_matches('/'), id),
                    &business.website,
                )),
                other: Default::default(),
            },
            address: Some(PostalAddress {
                street_address: Some(format!("{} Main Street", 1 + rng.below(9000)).into()),
                extended_address: None,
                address_locality: Some(shared.text(city.name)),
                address_region: Some(shared.text(city.region)),
                address_country: Some(shared.text("US")),
                postal_code: Some(zip.into()),
                phone_number: Some(format!("+1 555 {:03} {:04}", rng.below(1000), rng.below(10000)).into()),
            }),
            geo: Some(Geo { latitude, longitude }),
            schedule: Some(shared.schedule(Schedule {
                timezone_name: city.timezone.into(),
                timezone: zones[c].clone(),
                weekly: Some(if diverse { own_weekly(&mut rng) } else { weekly(rng.below(8)) }),
                exceptions: if diverse { holiday_and_eve(&mut rng) } else { exceptions(&mut rng) }.into(),
            })),
            amenities: shared.amenities(amenities),
            not_offered: shared.amenities(BTreeMap::new()),
            notes: Default::default(),
            service_areas: shared.service_areas(service_areas),
            status: if !diverse && rng.chance(0.02) {
                LocationStatus::PermanentlyClosed
            } else {
                LocationStatus::Active
            },
            internal: false,
            id: id.into(),
        });
    }
    let mut chain = business.clone();
    chain.locations = locations;
    chain.availability = availability.into_iter().collect();
    chain
}

#[cfg(test)]
mod tests {
    use super::*;
    use concierge_core::location::hours::validate_schedule;

    fn demo() -> Business {
        concierge_store::demo().expect("the demo store loads")
    }

    #[test]
    fn the_same_seed_gives_the_same_chain_and_another_seed_another() {
        let demo = demo();
        let (a, b, c) = (generate(&demo, 200, 7), generate(&demo, 200, 7), generate(&demo, 200, 8));
        assert_eq!(a.locations, b.locations);
        assert_ne!(a.locations, c.locations);
        assert_eq!(a.locations.len(), 200);
    }

    #[test]
    fn diverse_stores_keep_their_own_valid_hours() {
        let demo = demo();
        let chain = generate_profile(&demo, 5_000, 3, Profile::Diverse);
        let mut weekly = std::collections::HashSet::new();
        for l in &chain.locations {
            let s = l.schedule.as_ref().expect("every store has hours");
            let issues = validate_schedule(s.weekly.as_deref().unwrap_or_default(), &s.exceptions);
            assert!(issues.is_empty(), "{}: {issues:?}", l.id);
            assert_eq!(s.exceptions.len(), 2);
            assert!((1..=4).contains(&l.amenities.len()) && l.service_areas.len() == 1, "{}", l.id);
            weekly.insert(format!("{:?}", s.weekly));
        }
        assert!(weekly.len() > 4_990, "nearly every store's hours its own: {}", weekly.len());
    }

    #[test]
    fn every_generated_store_is_valid_and_stocks_real_items() {
        let demo = demo();
        let chain = generate(&demo, 20_000, 1);
        let variants: std::collections::HashSet<&str> =
            demo.products.iter().flat_map(|p| &p.variants).map(|v| v.id.as_str()).collect();
        let mut zones = std::collections::BTreeSet::new();
        for l in &chain.locations {
            assert!(l.geo.is_some_and(|g| g.is_valid()), "{}", l.id);
            let s = l.schedule.as_ref().expect("every store has hours");
            zones.insert(s.timezone_name.clone());
            let issues = validate_schedule(s.weekly.as_deref().unwrap_or_default(), &s.exceptions);
            assert!(issues.is_empty(), "{}: {issues:?}", l.id);
            assert!(chain.availability.at(&l.id).all(|item| variants.contains(item)));
        }
        assert_eq!(zones.len(), 4, "four time zones");
        assert!(chain.locations.iter().any(|l| l.service_areas.iter().any(|a| a.radius_m.is_some())));
        assert!(chain.locations.iter().any(|l| l.status == LocationStatus::PermanentlyClosed));
    }
}
