//! `locations/`: locations, their hours, exceptions, amenities and service areas, from TOML
//! (`*.toml`, hand-written), JSON Lines (`*.jsonl`) and CSV (`*.csv`, a chain's export). Every
//! format is read into the same [`RawLocation`] and checked by the same [`location`], so the
//! rules and the problems' wording are the same whatever the file; ids and aliases are checked
//! across all files.

mod csv_file;
mod json_lines;

use std::borrow::Cow;
use std::collections::BTreeMap;

use concierge_core::fast_hash::FastMap;
use concierge_core::location::hours::validate_schedule;
use concierge_core::location::{
    Aliases, DailyHour, ExceptionHour, Geo, Interval, Location, LocationPage, LocationStatus, PostalAddress, Schedule,
    ServiceArea, SharedParts,
};
use concierge_core::ucp::is_reverse_domain_name;
use jiff::civil::{Date, Weekday};
use jiff::tz::TimeZone;
use serde::Deserialize;

use crate::business::{is_country_code, is_region_code, is_web_url};
use crate::problems::{FileProblems, Problems};
use crate::source::{Source, list, read_toml};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LocationFile {
    #[serde(default)]
    location: Vec<RawLocation>,
}

/// One location as written in any format.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "a location (an object with `id` and `name`)")]
struct RawLocation {
    id: String,
    name: String,
    code: Option<String>,
    handle: Option<String>,
    url: Option<String>,
    #[serde(default)]
    aliases: Vec<String>,
    status: Option<String>,
    #[serde(default)]
    internal: bool,
    timezone: Option<String>,
    address: Option<RawAddress>,
    geo: Option<RawGeo>,
    #[serde(default)]
    amenities: BTreeMap<String, String>,
    #[serde(default)]
    not_offered: BTreeMap<String, String>,
    #[serde(default)]
    notes: Vec<String>,
    hours: Option<BTreeMap<String, Intervals>>,
    #[serde(default)]
    exceptions: Vec<RawException>,
    #[serde(default)]
    service_areas: Vec<RawArea>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAddress {
    street_address: Option<String>,
    extended_address: Option<String>,
    address_locality: Option<String>,
    address_region: Option<String>,
    address_country: Option<String>,
    postal_code: Option<String>,
    phone_number: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGeo {
    latitude: f64,
    longitude: f64,
}

/// `"10:00-18:00"` or `["09:00-12:00", "13:00-18:00"]`.
enum Intervals {
    One(String),
    Many(Vec<String>),
}

/// Read as what it is, not by trying each form in turn (`#[serde(untagged)]` buffers the value
/// and builds an error per failed try: a chain's file has millions of these).
impl<'de> Deserialize<'de> for Intervals {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = Intervals;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an interval like \"09:00-17:30\" or a list of them")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Intervals, E> {
                Ok(Intervals::One(v.to_owned()))
            }
            fn visit_string<E: serde::de::Error>(self, v: String) -> Result<Intervals, E> {
                Ok(Intervals::One(v))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Intervals, A::Error> {
                let mut all = Vec::with_capacity(seq.size_hint().unwrap_or(2));
                while let Some(text) = seq.next_element()? {
                    all.push(text);
                }
                Ok(Intervals::Many(all))
            }
        }
        d.deserialize_any(Visitor)
    }
}

impl Intervals {
    fn texts(&self) -> impl Iterator<Item = &str> {
        let texts = match self {
            Intervals::One(s) => std::slice::from_ref(s),
            Intervals::Many(v) => v.as_slice(),
        };
        texts.iter().map(String::as_str)
    }
}

/// A date written as a string or as a TOML local date.
enum DateValue {
    Text(String),
    Toml(toml::value::Datetime),
}

/// Read as what it is, like [`Intervals`]: a string, or the map a TOML date arrives as.
impl<'de> Deserialize<'de> for DateValue {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = DateValue;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a date like \"2026-12-25\"")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<DateValue, E> {
                Ok(DateValue::Text(v.to_owned()))
            }
            fn visit_string<E: serde::de::Error>(self, v: String) -> Result<DateValue, E> {
                Ok(DateValue::Text(v))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<DateValue, A::Error> {
                toml::value::Datetime::deserialize(serde::de::value::MapAccessDeserializer::new(map))
                    .map(DateValue::Toml)
            }
        }
        d.deserialize_any(Visitor)
    }
}

impl DateValue {
    fn text(&self) -> String {
        match self {
            DateValue::Text(s) => s.clone(),
            DateValue::Toml(d) => d.to_string(),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawException {
    from: DateValue,
    through: Option<DateValue>,
    title: Option<String>,
    #[serde(default)]
    closed: bool,
    hours: Option<Intervals>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawArea {
    method: String,
    #[serde(default = "yes")]
    active: bool,
    radius_m: Option<f64>,
    polygon: Option<Vec<[f64; 2]>>,
    #[serde(default)]
    countries: Vec<String>,
    #[serde(default)]
    regions: Vec<String>,
    #[serde(default)]
    postal_codes: BTreeMap<String, Vec<String>>,
}

fn yes() -> bool {
    true
}

const DAYS: [(&str, Weekday); 7] = [
    ("monday", Weekday::Monday),
    ("tuesday", Weekday::Tuesday),
    ("wednesday", Weekday::Wednesday),
    ("thursday", Weekday::Thursday),
    ("friday", Weekday::Friday),
    ("saturday", Weekday::Saturday),
    ("sunday", Weekday::Sunday),
];

/// Reads every location file of `source`, for the business whose website is `website`.
pub(crate) fn load(source: &dyn Source, website: &str, problems: &mut Problems) -> Vec<Location> {
    let mut paths: Vec<String> =
        ["toml", "jsonl", "csv"].into_iter().flat_map(|ext| list(source, "locations", ext, problems)).collect();
    paths.sort();
    let mut loader = Loader { website: website.to_owned(), ..Loader::default() };
    for path in paths {
        loader.files.push(path.clone());
        if path.ends_with(".toml") {
            let Some(raw) = read_toml::<LocationFile>(source, &path, false, problems) else { continue };
            let mut file = problems.in_file(&path);
            for (n, raw) in raw.location.into_iter().enumerate() {
                loader.add(raw, Where::Record(n + 1), Vec::new(), &mut file);
            }
        } else {
            let mut file = problems.in_file(&path);
            let reader = match source.open(&path) {
                Ok(Some(r)) => r,
                Ok(None) => continue,
                Err(e) => {
                    file.file(format!("cannot be read: {e}"));
                    continue;
                }
            };
            if path.ends_with(".jsonl") {
                json_lines::read(reader, &mut file, |raw, line, file| {
                    loader.add(raw, Where::Line(line), Vec::new(), file)
                });
            } else {
                csv_file::read(reader, &mut file, |raw, line, column_problems, file| {
                    loader.add(raw, Where::Line(line), column_problems, file)
                });
            }
        }
    }
    loader.check_aliases(problems);
    loader.out
}

/// Where a record is in its file: the n-th `[[location]]` of a TOML file, or a line of a CSV or
/// JSON Lines file.
#[derive(Clone, Copy)]
enum Where {
    Record(usize),
    Line(u64),
}

/// How problems name a record: `location `loc_a`` (`location #3` without an id) in TOML,
/// `line 12: location `loc_a`` (`line 12` without an id) in CSV and JSON Lines.
fn record_name(at: Where, id: &str) -> String {
    match (at, id.is_empty()) {
        (Where::Record(n), true) => format!("location #{n}"),
        (Where::Record(_), false) => format!("location `{id}`"),
        (Where::Line(line), true) => format!("line {line}"),
        (Where::Line(line), false) => format!("line {line}: location `{id}`"),
    }
}

/// The locations read so far from every file, of every format, and what the checks across files
/// need: which file each id came from, and where each location is.
#[derive(Default)]
struct Loader {
    /// The files read, in order.
    files: Vec<String>,
    out: Vec<Location>,
    /// One copy of each distinct schedule and amenity map among `out`.
    shared: SharedParts,
    /// The business's website, which store pages under it are kept relative to.
    website: String,
    /// For each location of `out`: its file (an index into `files`) and place in it.
    origins: Vec<(usize, Where)>,
    /// Each id seen, with the file (an index into `files`) it was last seen in.
    ids: FastMap<String, usize>,
}

impl Loader {
    /// Checks one record of the current file and keeps it. `column_problems` are problems the
    /// file format found before the record was built (a CSV cell that is not a number), filed
    /// under the record like the rest.
    fn add(
        &mut self,
        raw: RawLocation,
        at: Where,
        column_problems: Vec<(&'static str, String)>,
        file: &mut FileProblems<'_>,
    ) {
        let this = self.files.len() - 1;
        let record = record_name(at, &raw.id);
        for (field, message) in column_problems {
            file.record(&record, Some(field), message);
        }
        if raw.id.trim().is_empty() {
            file.record(&record, Some("id"), "must not be empty");
        } else if let Some(other) = self.ids.insert(raw.id.clone(), this) {
            let other = &self.files[other];
            file.record(&record, Some("id"), format!("duplicate id: a location in {other} already uses it"));
        }
        self.out.push(location(raw, &self.website, &mut self.shared, &mut LocationProblems { file, record: &record }));
        self.origins.push((this, at));
    }

    /// An alias may not shadow another location's canonical id.
    fn check_aliases(&self, problems: &mut Problems) {
        let folded: FastMap<Cow<'_, str>, &str> = self.out.iter().map(|l| (fold(&l.id), &*l.id)).collect();
        for (l, (file, at)) in self.out.iter().zip(&self.origins) {
            let a = &l.aliases;
            for alias in a.code.iter().chain(&a.handle).chain(&a.other) {
                if let Some(other) = folded.get(&fold(alias))
                    && **other != *l.id
                {
                    problems.in_file(&self.files[*file]).record(
                        &record_name(*at, &l.id),
                        Some("aliases"),
                        format!(
                            "`{alias}` is the id of location `{other}`; an alias may not shadow another location's id"
                        ),
                    );
                }
            }
        }
    }
}

/// `s` in lower case, as aliases are matched; borrowed when it already is (most ids are), so
/// the check across a million locations does not copy every id and alias.
fn fold(s: &str) -> Cow<'_, str> {
    if s.bytes().any(|b| !b.is_ascii() || b.is_ascii_uppercase()) {
        Cow::Owned(s.to_lowercase())
    } else {
        Cow::Borrowed(s)
    }
}

struct LocationProblems<'a, 'p> {
    file: &'a mut FileProblems<'p>,
    record: &'a str,
}

impl LocationProblems<'_, '_> {
    fn at(&mut self, field: &str, message: impl Into<String>) {
        self.file.record(self.record, Some(field), message);
    }
}

fn location(raw: RawLocation, website: &str, shared: &mut SharedParts, p: &mut LocationProblems<'_, '_>) -> Location {
    if raw.name.trim().is_empty() {
        p.at("name", "must not be empty");
    }
    for (field, value) in [("code", &raw.code), ("handle", &raw.handle)] {
        if value.as_deref().is_some_and(|v| v.trim().is_empty()) {
            p.at(field, "must not be empty when given");
        }
    }
    if let Some(url) = &raw.url
        && !is_web_url(url)
    {
        p.at("url", format!("`{url}` is not an absolute http(s) URL"));
    }
    for (k, alias) in raw.aliases.iter().enumerate() {
        if alias.trim().is_empty() {
            p.at(&format!("aliases[{k}]"), "must not be empty");
        }
    }
    let status = match raw.status.as_deref() {
        None | Some("active") => LocationStatus::Active,
        Some("permanently_closed") => LocationStatus::PermanentlyClosed,
        Some(other) => {
            p.at("status", format!("`{other}` must be \"active\" or \"permanently_closed\""));
            LocationStatus::Active
        }
    };
    let geo = raw.geo.map(|g| {
        if !(g.latitude.is_finite() && (-90.0..=90.0).contains(&g.latitude)) {
            p.at("geo.latitude", format!("{} is outside -90..90", g.latitude));
        }
        if !(g.longitude.is_finite() && (-180.0..=180.0).contains(&g.longitude)) {
            p.at("geo.longitude", format!("{} is outside -180..180", g.longitude));
        }
        Geo { latitude: g.latitude, longitude: g.longitude }
    });
    let address = raw.address.map(|a| {
        if let Some(c) = &a.address_country
            && !is_country_code(c)
        {
            p.at("address.address_country", format!("`{c}` is not an ISO 3166-1 alpha-2 code"));
        }
        PostalAddress {
            street_address: a.street_address.map(Into::into),
            extended_address: a.extended_address.map(Into::into),
            address_locality: a.address_locality.map(|l| shared.text(&l)),
            address_region: a.address_region.map(|r| shared.text(&r)),
            address_country: a.address_country.map(|c| shared.text(&c.to_ascii_uppercase())),
            postal_code: a.postal_code.map(Into::into),
            phone_number: a.phone_number.map(Into::into),
        }
    });
    for (field, map) in [("amenities", &raw.amenities), ("not_offered", &raw.not_offered)] {
        for (key, description) in map {
            if !is_reverse_domain_name(key) {
                p.at(
                    &format!("{field}.{key}"),
                    "amenity keys must be reverse-domain names such as `dev.ucp.amenity.wi_fi` or `com.example.amenity.repair`",
                );
            }
            if description.trim().is_empty() {
                p.at(&format!("{field}.{key}"), "needs a buyer-facing description");
            }
        }
    }
    for key in raw.not_offered.keys().filter(|k| raw.amenities.contains_key(*k)) {
        p.at(&format!("not_offered.{key}"), "is also listed under amenities: a location offers it or does not");
    }
    for (k, note) in raw.notes.iter().enumerate() {
        if note.trim().is_empty() {
            p.at(&format!("notes[{k}]"), "must not be empty");
        }
    }
    let schedule = schedule(raw.timezone.as_deref(), raw.hours.as_ref(), &raw.exceptions, p);
    let service_areas =
        raw.service_areas.into_iter().enumerate().map(|(k, a)| service_area(a, k, geo.is_some(), shared, p)).collect();
    let service_areas = shared.service_areas(service_areas);
    Location {
        id: raw.id.into(),
        name: raw.name.into(),
        aliases: Aliases {
            code: raw.code.map(Into::into),
            handle: raw.handle.map(Into::into),
            url: raw.url.map(|url| LocationPage::new(&url, website)),
            other: boxed_texts(raw.aliases),
        },
        address,
        geo,
        schedule: schedule.map(|s| shared.schedule(s)),
        amenities: shared.amenities(raw.amenities),
        not_offered: shared.amenities(raw.not_offered),
        notes: boxed_texts(raw.notes),
        service_areas,
        status,
        internal: raw.internal,
    }
}

fn schedule(
    timezone: Option<&str>,
    hours: Option<&BTreeMap<String, Intervals>>,
    exceptions: &[RawException],
    p: &mut LocationProblems<'_, '_>,
) -> Option<Schedule> {
    let zone = match timezone {
        None => {
            if hours.is_some() || !exceptions.is_empty() {
                p.at(
                    "timezone",
                    "is required when hours or exceptions are given (an IANA name such as America/New_York)",
                );
            }
            return None;
        }
        Some(name) => match TimeZone::get(name) {
            Ok(tz) => tz,
            Err(_) => {
                p.at("timezone", format!("`{name}` is not an IANA time zone"));
                return None;
            }
        },
    };

    // The day (and below, the exception) each produced interval came from, so core validation
    // messages can name the source field. Field names are only formatted for a problem: a chain
    // has a million schedules.
    let mut weekly_labels = Vec::new();
    let weekly = hours.map(|hours| {
        let mut weekly = Vec::new();
        for (day, intervals) in hours {
            let Some((_, weekday)) = DAYS.iter().find(|(name, _)| name == day) else {
                p.at(&format!("hours.{day}"), "is not a day; use monday … sunday");
                continue;
            };
            for text in intervals.texts() {
                if let Some(interval) = parse_interval(text, || format!("hours.{day}"), p) {
                    weekly.push(DailyHour { day: *weekday, interval });
                    weekly_labels.push(day.as_str());
                }
            }
        }
        weekly
    });

    let mut exception_labels = Vec::new();
    let mut out_exceptions = Vec::new();
    for (k, e) in exceptions.iter().enumerate() {
        let label = || format!("exceptions[{k}]");
        let Some(from) = parse_date(&e.from.text(), || format!("{}.from", label()), p) else { continue };
        let through = match &e.through {
            None => from,
            Some(t) => match parse_date(&t.text(), || format!("{}.through", label()), p) {
                Some(d) => d,
                None => continue,
            },
        };
        let title = e.title.clone();
        match (e.closed, &e.hours) {
            (true, Some(_)) => p.at(&label(), "is either `closed = true` or has `hours`, not both"),
            (false, None) => p.at(&label(), "needs `closed = true` or `hours`"),
            (true, None) => {
                out_exceptions.push(ExceptionHour { valid_from: from, valid_through: through, title, interval: None });
                exception_labels.push(k);
            }
            (false, Some(hours)) => {
                for text in hours.texts() {
                    if let Some(interval) = parse_interval(text, || format!("{}.hours", label()), p) {
                        out_exceptions.push(ExceptionHour {
                            valid_from: from,
                            valid_through: through,
                            title: title.clone(),
                            interval: Some(interval),
                        });
                        exception_labels.push(k);
                    }
                }
            }
        }
    }

    for issue in validate_schedule(weekly.as_deref().unwrap_or_default(), &out_exceptions) {
        let field = match issue.field.split_once('[') {
            Some(("hours", rest)) => rest
                .trim_end_matches(']')
                .parse::<usize>()
                .ok()
                .and_then(|i| weekly_labels.get(i))
                .map(|day| format!("hours.{day}")),
            Some(("exception_hours", rest)) => rest
                .trim_end_matches(']')
                .parse::<usize>()
                .ok()
                .and_then(|i| exception_labels.get(i))
                .map(|k| format!("exceptions[{k}]")),
            _ => None,
        }
        .unwrap_or(issue.field);
        p.at(&field, issue.message);
    }

    Some(Schedule {
        timezone_name: timezone.unwrap_or_default().into(),
        timezone: zone,
        weekly,
        exceptions: out_exceptions.into(),
    })
}

/// An `HH:MM-HH:MM` interval; a problem under `field()` when it is not one.
fn parse_interval(text: &str, field: impl FnOnce() -> String, p: &mut LocationProblems<'_, '_>) -> Option<Interval> {
    let parsed = text
        .split_once('-')
        .and_then(|(a, b)| Some(Interval { opens: a.trim().parse().ok()?, closes: b.trim().parse().ok()? }));
    if parsed.is_none() {
        p.at(&field(), format!("`{text}` is not an interval like \"09:00-17:30\" (24-hour HH:MM-HH:MM)"));
    }
    parsed
}

/// A `YYYY-MM-DD` date; a problem under `field()` when it is not one.
fn parse_date(text: &str, field: impl FnOnce() -> String, p: &mut LocationProblems<'_, '_>) -> Option<Date> {
    let parsed = jiff::civil::Date::strptime("%Y-%m-%d", text).ok().filter(|_| text.len() == 10);
    if parsed.is_none() {
        p.at(&field(), format!("`{text}` is not a date like \"2026-12-25\""));
    }
    parsed
}

/// Texts as the model keeps them: each one and the list exactly as long as they are.
fn boxed_texts<T: FromIterator<Box<str>>>(texts: Vec<String>) -> T {
    texts.into_iter().map(String::into_boxed_str).collect()
}

fn service_area(
    a: RawArea,
    k: usize,
    has_geo: bool,
    shared: &mut SharedParts,
    p: &mut LocationProblems<'_, '_>,
) -> ServiceArea {
    let at = |f: &str| format!("service_areas[{k}].{f}");
    if a.method.trim().is_empty() {
        p.at(&at("method"), "must not be empty");
    }
    if let Some(r) = a.radius_m {
        if !(r.is_finite() && r > 0.0) {
            p.at(&at("radius_m"), format!("{r} must be a positive number of metres"));
        }
        if !has_geo {
            p.at(&at("radius_m"), "a radius needs the location's geo");
        }
    }
    let polygon = a.polygon.map(|vertices| {
        if vertices.len() < 3 {
            p.at(&at("polygon"), "needs at least three [latitude, longitude] vertices");
        }
        let geo: Vec<Geo> = vertices.iter().map(|[lat, lon]| Geo { latitude: *lat, longitude: *lon }).collect();
        if let Some(bad) = geo.iter().position(|g| !g.is_valid()) {
            p.at(&at(&format!("polygon[{bad}]")), "is not a valid [latitude, longitude] pair");
        }
        let (min, max) =
            geo.iter().fold((f64::MAX, f64::MIN), |(lo, hi), g| (lo.min(g.longitude), hi.max(g.longitude)));
        if max - min > 180.0 {
            p.at(
                &at("polygon"),
                "spans more than 180 degrees of longitude; split polygons that cross the antimeridian",
            );
        }
        geo
    });
    for c in &a.countries {
        if !is_country_code(c) {
            p.at(&at("countries"), format!("`{c}` is not an ISO 3166-1 alpha-2 code"));
        }
    }
    for r in &a.regions {
        if !is_region_code(r) {
            p.at(&at("regions"), format!("`{r}` is not an ISO 3166-2 code such as `US-CA`"));
        }
    }
    for (c, codes) in &a.postal_codes {
        if !is_country_code(c) {
            p.at(&at("postal_codes"), format!("`{c}` is not an ISO 3166-1 alpha-2 code"));
        }
        if codes.iter().any(|code| code.trim().is_empty() || code.trim() == "*") {
            p.at(&at(&format!("postal_codes.{c}")), "entries must be postal codes or prefixes such as `941*`");
        }
    }
    let has_coverage = a.radius_m.is_some()
        || polygon.is_some()
        || !a.countries.is_empty()
        || !a.regions.is_empty()
        || !a.postal_codes.is_empty();
    if !has_coverage {
        p.at(&at("method"), "the area covers nothing: give radius_m, polygon, countries, regions or postal_codes");
    }
    ServiceArea {
        method: shared.text(&a.method),
        active: a.active,
        radius_m: a.radius_m,
        polygon: polygon.map(Vec::into_boxed_slice),
        countries: a.countries.iter().map(|c| c.to_ascii_uppercase().into()).collect(),
        regions: a.regions.iter().map(|r| r.to_ascii_uppercase().into()).collect(),
        postal_codes: a
            .postal_codes
            .into_iter()
            .map(|(c, v)| (c.to_ascii_uppercase().into(), boxed_texts(v)))
            .collect(),
    }
}
