//! What a location is: identity and aliases, address and coordinates, schedule, amenities,
//! service areas, and whether it may be shown at all.

use std::collections::BTreeMap;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;
use std::sync::Arc;

use jiff::civil::{Date, Weekday};
use jiff::tz::TimeZone;
use serde::Serialize;

/// WGS 84 coordinates in decimal degrees.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Geo {
    /// Latitude, −90…90.
    pub latitude: f64,
    /// Longitude, −180…180.
    pub longitude: f64,
}

impl Geo {
    /// Whether both coordinates are finite and in range.
    pub fn is_valid(&self) -> bool {
        self.latitude.is_finite()
            && self.longitude.is_finite()
            && (-90.0..=90.0).contains(&self.latitude)
            && (-180.0..=180.0).contains(&self.longitude)
    }
}

/// A postal address (`postal_address.json`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct PostalAddress {
    /// Street and number.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub street_address: Option<Box<str>>,
    /// Suite, floor, building.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extended_address: Option<Box<str>>,
    /// City; shared by the stores in it ([`SharedParts::text`]), like region and country.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub address_locality: Option<Arc<str>>,
    /// State or province (ISO 3166-2 subdivision code without the country, or its name).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub address_region: Option<Arc<str>>,
    /// ISO 3166-1 alpha-2 country code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub address_country: Option<Arc<str>>,
    /// Postal code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub postal_code: Option<Box<str>>,
    /// The location's phone number.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phone_number: Option<Box<str>>,
}

/// A local civil time of day with minute precision, `HH:MM` (`00:00`…`23:59`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ClockTime(u16);

impl ClockTime {
    /// Midnight.
    pub const MIDNIGHT: ClockTime = ClockTime(0);
    /// `23:59`, which as a closing time of an interval opening at `00:00` means "the whole day".
    pub const LAST_MINUTE: ClockTime = ClockTime(23 * 60 + 59);

    /// From hours and minutes.
    pub fn new(hour: u8, minute: u8) -> Option<Self> {
        (hour < 24 && minute < 60).then(|| ClockTime(u16::from(hour) * 60 + u16::from(minute)))
    }

    /// Minutes since midnight.
    pub fn minutes(self) -> u16 {
        self.0
    }
}

/// Why a string is not an `HH:MM` time.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a 24-hour HH:MM time (00:00 to 23:59)")]
pub struct InvalidClockTime(pub String);

impl FromStr for ClockTime {
    type Err = InvalidClockTime;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let b = s.as_bytes();
        let digits = |i: usize| (b[i] as char).to_digit(10);
        if b.len() == 5
            && b[2] == b':'
            && let (Some(h1), Some(h2), Some(m1), Some(m2)) = (digits(0), digits(1), digits(3), digits(4))
            && let Some(t) = ClockTime::new((h1 * 10 + h2) as u8, (m1 * 10 + m2) as u8)
        {
            return Ok(t);
        }
        Err(InvalidClockTime(s.to_owned()))
    }
}

impl fmt::Display for ClockTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}", self.0 / 60, self.0 % 60)
    }
}

impl ClockTime {
    /// `HH:MM`, without the formatting machinery (responses write many of these).
    fn digits(self) -> [u8; 5] {
        let (h, m) = (self.0 / 60, self.0 % 60);
        let digit = |n: u16| b'0' + (n % 10) as u8;
        [digit(h / 10), digit(h), b':', digit(m / 10), digit(m)]
    }
}

impl Serialize for ClockTime {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let digits = self.digits();
        s.serialize_str(std::str::from_utf8(&digits).expect("digits and a colon are ASCII"))
    }
}

/// An opening interval `[opens, closes)` in local civil time. `closes < opens` runs past midnight;
/// `00:00`–`23:59` is the whole day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Interval {
    /// Opening time.
    pub opens: ClockTime,
    /// Closing time.
    pub closes: ClockTime,
}

impl Interval {
    /// Whether this is the reserved whole-day interval `00:00`–`23:59`.
    pub fn is_whole_day(self) -> bool {
        self.opens == ClockTime::MIDNIGHT && self.closes == ClockTime::LAST_MINUTE
    }

    /// Whether the interval continues past midnight into the next local date.
    pub fn crosses_midnight(self) -> bool {
        self.closes < self.opens
    }
}

/// A regular weekly interval, beginning on `day`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DailyHour {
    /// The local weekday on which the interval begins.
    pub day: Weekday,
    /// The interval.
    pub interval: Interval,
}

/// A date-specific exception: special hours, or a full closure when `interval` is `None`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ExceptionHour {
    /// First local date covered (inclusive).
    pub valid_from: Date,
    /// Last local date covered (inclusive).
    pub valid_through: Date,
    /// A short heading (`Thanksgiving`); presentation only.
    pub title: Option<String>,
    /// Special hours, or `None` for a full closure.
    pub interval: Option<Interval>,
}

impl ExceptionHour {
    /// Whether `date` falls inside this exception's bounds.
    pub fn covers(&self, date: Date) -> bool {
        self.valid_from <= date && date <= self.valid_through
    }
}

/// A location's schedule, framed in its own IANA time zone.
///
/// The zone's name and the exceptions are shared by the schedules that have the same
/// ([`SharedParts::schedule`]): where every store keeps weekly hours of its own, a chain's stores
/// still publish the same few holiday lists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schedule {
    /// IANA time zone name.
    pub timezone_name: Arc<str>,
    /// The zone itself.
    pub timezone: TimeZone,
    /// Regular weekly hours; `None` means the regular schedule is unknown.
    pub weekly: Option<Vec<DailyHour>>,
    /// Date exceptions.
    pub exceptions: Arc<[ExceptionHour]>,
}

/// Hashes what [`PartialEq`] compares, the zone by its name (the zone is looked up from it).
impl Hash for Schedule {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.timezone_name.hash(state);
        self.weekly.hash(state);
        self.exceptions.hash(state);
    }
}

/// Amenities (or what is not offered): reverse-domain key → buyer-facing description.
pub type Amenities = BTreeMap<String, String>;

/// Gives equal schedules, amenity maps and place names one shared copy as locations are built.
///
/// A chain's stores repeat a few weekly patterns, holiday lists and amenity sets: at a million
/// stores, a copy of each per store was about half of the loaded store's memory
/// (`cargo bench -p concierge-bench --bench load`). Their cities, regions, countries and
/// fulfilment methods repeat too: three or four small allocations a store.
#[derive(Debug, Default)]
pub struct SharedParts {
    schedules: crate::fast_hash::FastSet<Arc<Schedule>>,
    exceptions: crate::fast_hash::FastSet<Arc<[ExceptionHour]>>,
    service_areas: crate::fast_hash::FastSet<Arc<[ServiceArea]>>,
    amenities: crate::fast_hash::FastSet<Arc<Amenities>>,
    texts: crate::fast_hash::FastSet<Arc<str>>,
}

impl SharedParts {
    /// The shared copy of `schedule`; where schedules differ, the shared copies of their zone
    /// names and exception lists.
    pub fn schedule(&mut self, mut schedule: Schedule) -> Arc<Schedule> {
        if let Some(copy) = self.schedules.get(&schedule) {
            return copy.clone();
        }
        schedule.timezone_name = self.text(&schedule.timezone_name);
        schedule.exceptions = share_list(&mut self.exceptions, schedule.exceptions);
        share(&mut self.schedules, schedule)
    }

    /// The shared copy of a location's service areas: a chain's stores often deliver within
    /// the same radius of themselves, which is then one list for all of them.
    pub fn service_areas(&mut self, areas: Vec<ServiceArea>) -> Arc<[ServiceArea]> {
        share_list(&mut self.service_areas, areas)
    }

    /// The shared copy of `amenities`.
    pub fn amenities(&mut self, amenities: Amenities) -> Arc<Amenities> {
        share(&mut self.amenities, amenities)
    }

    /// The shared copy of `text`: a city, region, country or fulfilment method.
    pub fn text(&mut self, text: &str) -> Arc<str> {
        if let Some(copy) = self.texts.get(text) {
            return copy.clone();
        }
        let copy: Arc<str> = Arc::from(text);
        self.texts.insert(copy.clone());
        copy
    }
}

fn share<T: Hash + Eq>(copies: &mut crate::fast_hash::FastSet<Arc<T>>, value: T) -> Arc<T> {
    if let Some(copy) = copies.get(&value) {
        return copy.clone();
    }
    let copy = Arc::new(value);
    copies.insert(copy.clone());
    copy
}

/// [`share`] for a list, looked up before it is made an `Arc` (a `Vec` is not copied again
/// when a copy is already shared).
fn share_list<T: Hash + Eq, L: std::borrow::Borrow<[T]> + Into<Arc<[T]>>>(
    copies: &mut crate::fast_hash::FastSet<Arc<[T]>>,
    list: L,
) -> Arc<[T]> {
    if let Some(copy) = copies.get(list.borrow()) {
        return copy.clone();
    }
    let copy: Arc<[T]> = list.into();
    copies.insert(copy.clone());
    copy
}

/// One way a location serves customers away from its counter, and where it can do so.
///
/// A radius is measured from the location's own coordinates, so equal areas of different
/// locations are one shared list ([`SharedParts::service_areas`]).
#[derive(Debug, Clone, PartialEq)]
pub struct ServiceArea {
    /// Fulfilment method (`delivery`, `ship_from_store`, `installation`, …).
    pub method: Arc<str>,
    /// Whether the method is currently offered.
    pub active: bool,
    /// Everything within this many metres (geodesic) of the location's `geo`.
    pub radius_m: Option<f64>,
    /// A polygon of WGS 84 vertices (not closed; not crossing the antimeridian).
    pub polygon: Option<Box<[Geo]>>,
    /// Whole countries served (ISO 3166-1 alpha-2, upper case).
    pub countries: Box<[Box<str>]>,
    /// Whole regions served (ISO 3166-2 codes such as `US-CA`, upper case).
    pub regions: Box<[Box<str>]>,
    /// Postal codes served, by country (ISO 3166-1 alpha-2); an entry ending in `*` is a prefix.
    pub postal_codes: PostalCodes,
}

/// Valid areas hold finite numbers only, so equality is an equivalence.
impl Eq for ServiceArea {}

/// Hashes what [`PartialEq`] compares, numbers by their bits (`-0.0` as `0.0`, which it equals).
impl Hash for ServiceArea {
    fn hash<H: Hasher>(&self, state: &mut H) {
        let bits = |x: f64| if x == 0.0 { 0 } else { x.to_bits() };
        self.method.hash(state);
        self.active.hash(state);
        self.radius_m.map(bits).hash(state);
        if let Some(polygon) = &self.polygon {
            polygon.len().hash(state);
            for g in polygon.iter() {
                (bits(g.latitude), bits(g.longitude)).hash(state);
            }
        }
        self.countries.hash(state);
        self.regions.hash(state);
        for (country, entries) in self.postal_codes.iter() {
            (country, entries).hash(state);
        }
    }
}

/// Postal codes served, by country (ISO 3166-1 alpha-2), each country once, in order.
///
/// An area lists a country or two, so they are kept in a sorted boxed slice: a `BTreeMap`'s
/// first node alone takes 368 bytes, and a chain may have a hundred thousand of these.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PostalCodes(Box<[(Box<str>, PostalEntries)]>);

/// One country's postal codes and prefixes.
pub type PostalEntries = Box<[Box<str>]>;

impl PostalCodes {
    /// The entries listed for `country`.
    pub fn get(&self, country: &str) -> Option<&[Box<str>]> {
        let k = self.0.binary_search_by(|(c, _)| (**c).cmp(country)).ok()?;
        Some(&self.0[k].1)
    }

    /// Each country with its entries, in country order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &[Box<str>])> {
        self.0.iter().map(|(c, entries)| (&**c, &**entries))
    }

    /// The countries, in order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(c, _)| &**c)
    }

    /// How many countries are listed.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether no country is listed.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// A country given twice keeps its last entries, as a map would.
impl FromIterator<(Box<str>, PostalEntries)> for PostalCodes {
    fn from_iter<I: IntoIterator<Item = (Box<str>, PostalEntries)>>(iter: I) -> Self {
        PostalCodes(iter.into_iter().collect::<BTreeMap<_, _>>().into_iter().collect())
    }
}

impl<const N: usize> From<[(Box<str>, PostalEntries); N]> for PostalCodes {
    fn from(entries: [(Box<str>, PostalEntries); N]) -> Self {
        entries.into_iter().collect()
    }
}

impl Serialize for PostalCodes {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

/// A list of texts most locations leave empty (other names, notes): one word when empty, the
/// list behind a pointer when not, since a chain of a million stores keeps a million of each.
/// Reads as a slice.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Texts(Option<Box<Box<[Box<str>]>>>);

impl std::ops::Deref for Texts {
    type Target = [Box<str>];

    fn deref(&self) -> &[Box<str>] {
        self.0.as_deref().map_or(&[], |texts| &texts[..])
    }
}

impl From<Box<[Box<str>]>> for Texts {
    fn from(texts: Box<[Box<str>]>) -> Texts {
        Texts((!texts.is_empty()).then(|| Box::new(texts)))
    }
}

impl From<Vec<Box<str>>> for Texts {
    fn from(texts: Vec<Box<str>>) -> Texts {
        Texts::from(texts.into_boxed_slice())
    }
}

impl<'t> IntoIterator for &'t Texts {
    type Item = &'t Box<str>;
    type IntoIter = std::slice::Iter<'t, Box<str>>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl FromIterator<Box<str>> for Texts {
    fn from_iter<I: IntoIterator<Item = Box<str>>>(texts: I) -> Texts {
        Texts::from(texts.into_iter().collect::<Vec<_>>())
    }
}

/// Secondary identifiers a location can be looked up by.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Aliases {
    /// Store code (`SF01`).
    pub code: Option<Box<str>>,
    /// URL handle (`san-francisco-union-square`).
    pub handle: Option<Box<str>>,
    /// The store page.
    pub url: Option<LocationPage>,
    /// Other names (may be shared by several locations).
    pub other: Texts,
}

/// A location's own page on the web. Kept as its path when it lies under the business's website,
/// as a chain's store pages usually do (`https://shop.example/stores/0042`): a million stores
/// then do not each hold the site's address (49 bytes a store in the bench's chain, 17 as a
/// path). [`Self::resolve`] gives the whole URL back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocationPage(Box<str>);

impl LocationPage {
    /// The page at `url` (an absolute URL), on the business whose website is `website`.
    pub fn new(url: &str, website: &str) -> Self {
        let site = website.trim_end_matches('/');
        match url.strip_prefix(site) {
            Some(path) if !site.is_empty() && path.starts_with('/') => LocationPage(path.into()),
            _ => LocationPage(url.into()),
        }
    }

    /// The page's absolute URL, on the business whose website is `website` (the one it was made
    /// with).
    pub fn resolve(&self, website: &str) -> std::borrow::Cow<'_, str> {
        match self.0.starts_with('/') {
            true => format!("{}{}", website.trim_end_matches('/'), self.0).into(),
            false => (&*self.0).into(),
        }
    }

    /// The page as it is kept: a path (starting with `/`) under the website, or a whole URL.
    /// For a store snapshot, which [`Self::from_kept`] reads back.
    pub fn kept(&self) -> &str {
        &self.0
    }

    /// A page from what [`Self::kept`] gave.
    pub fn from_kept(kept: Box<str>) -> Self {
        LocationPage(kept)
    }
}

/// Whether a location is trading.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LocationStatus {
    /// Trading (subject to its hours).
    #[default]
    Active,
    /// Closed for good: never returned by search; returned by lookup with a warning.
    PermanentlyClosed,
}

/// A physical location of the business.
#[derive(Debug, Clone, PartialEq)]
pub struct Location {
    /// Canonical id.
    pub id: Box<str>,
    /// Display name.
    pub name: Box<str>,
    /// Secondary identifiers.
    pub aliases: Aliases,
    /// Postal address.
    pub address: Option<PostalAddress>,
    /// Authoritative coordinates.
    pub geo: Option<Geo>,
    /// Schedule (absent when the business publishes no hours and no time zone); shared by the
    /// locations with the same ([`SharedParts`]).
    pub schedule: Option<Arc<Schedule>>,
    /// Amenities: reverse-domain key → buyer-facing description; shared like the schedule.
    pub amenities: Arc<Amenities>,
    /// What this location explicitly does not offer, keyed like amenities, with the buyer-facing
    /// sentence ("No returns at this boutique"). Never matched by amenity filters.
    pub not_offered: Arc<Amenities>,
    /// Free-text facts for buyers ("Metered street parking only"), answered by Ask.
    pub notes: Texts,
    /// How and where the location serves customers; shared like the schedule.
    pub service_areas: Arc<[ServiceArea]>,
    /// Trading status.
    pub status: LocationStatus,
    /// Internal (dark store, warehouse): never exposed by any operation.
    pub internal: bool,
}

// A chain of a million stores keeps a million of these, so text is held as `Box<str>` (two
// words, not three) and lists as boxed slices.
#[cfg(target_pointer_width = "64")]
const _: () = assert!(std::mem::size_of::<Location>() <= 288);

/// What unit tests build their locations on.
#[cfg(test)]
impl Location {
    /// An active, exposed location named by its id, with nothing else: no address,
    /// coordinates, hours, amenities or service areas.
    pub(crate) fn bare(id: &str) -> Location {
        Location {
            id: id.into(),
            name: id.into(),
            aliases: Aliases::default(),
            address: None,
            geo: None,
            schedule: None,
            amenities: Arc::default(),
            not_offered: Arc::default(),
            notes: Texts::default(),
            service_areas: Arc::default(),
            status: LocationStatus::Active,
            internal: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_under_the_website_is_kept_as_its_path_and_resolves_to_itself() {
        let kept = |url: &str, site: &str| {
            let page = LocationPage::new(url, site);
            assert_eq!(page.resolve(site), url, "{url} on {site}");
            assert_eq!(LocationPage::from_kept(page.kept().into()), page);
            page.kept().to_owned()
        };
        assert_eq!(kept("https://shop.example/stores/0042", "https://shop.example"), "/stores/0042");
        assert_eq!(kept("https://shop.example/stores/0042", "https://shop.example/"), "/stores/0042");
        assert_eq!(kept("https://shop.example/en/s/1?x=1", "https://shop.example/en"), "/s/1?x=1");
        // Not under the site: another host, a longer host, the site itself, no site.
        for (url, site) in [
            ("https://other.example/stores/1", "https://shop.example"),
            ("https://shop.example.net/stores/1", "https://shop.example"),
            ("https://shop.example", "https://shop.example"),
            ("https://shop.example/stores/1", ""),
        ] {
            assert_eq!(kept(url, site), url);
        }
    }

    #[test]
    fn postal_codes_behave_as_the_map_they_replace() {
        let entries = |codes: &[&str]| -> PostalEntries { codes.iter().map(|&c| c.into()).collect() };
        let codes: PostalCodes =
            [("US".into(), entries(&["94103"])), ("GB".into(), entries(&["SW1A*"])), ("US".into(), entries(&["941*"]))]
                .into();
        assert_eq!(codes.len(), 2);
        assert_eq!(codes.keys().collect::<Vec<_>>(), ["GB", "US"], "countries in order, each once");
        assert_eq!(codes.get("US"), Some(&*entries(&["941*"])), "the last entries given for a country");
        assert_eq!(codes.get("FR"), None);
        assert_eq!(serde_json::to_value(&codes).unwrap(), serde_json::json!({"GB": ["SW1A*"], "US": ["941*"]}));
        assert!(PostalCodes::default().is_empty());
    }

    #[test]
    fn clock_times_serialize_as_they_display() {
        for minutes in 0..24 * 60 {
            let t = ClockTime(minutes);
            assert_eq!(serde_json::to_string(&t).unwrap(), format!("\"{t}\""));
            assert_eq!(t.to_string().parse::<ClockTime>(), Ok(t));
        }
    }
}
