//! `locations/*.csv`: a chain's store list as a flat table, one location per row, under a header
//! naming the columns (any order, any subset of [`COLUMNS`] that includes `id` and `name`). Each
//! row is turned into the [`RawLocation`] a TOML record would give, so it is checked by the same
//! rules; what only the table can get wrong (a cell that is not a number, an unknown column, a
//! row with the wrong number of fields) is filed under its line and column. Read a row at a time.

use std::collections::BTreeMap;
use std::io::BufRead;

use super::{DAYS, Intervals, RawAddress, RawArea, RawGeo, RawLocation, json_lines};
use crate::problems::FileProblems;

/// The columns a location table may have.
#[derive(Clone, Copy)]
enum C {
    Id,
    Name,
    Code,
    Handle,
    Url,
    Aliases,
    Status,
    Internal,
    Timezone,
    StreetAddress,
    ExtendedAddress,
    AddressLocality,
    AddressRegion,
    AddressCountry,
    PostalCode,
    PhoneNumber,
    Latitude,
    Longitude,
    Amenities,
    NotOffered,
    Notes,
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
    Exceptions,
    ServiceAreas,
    DeliveryRadius,
}

/// Every column, by its header name, in the order the documentation lists them.
const COLUMNS: [(&str, C); 31] = [
    ("id", C::Id),
    ("name", C::Name),
    ("code", C::Code),
    ("handle", C::Handle),
    ("url", C::Url),
    ("aliases", C::Aliases),
    ("status", C::Status),
    ("internal", C::Internal),
    ("timezone", C::Timezone),
    ("street_address", C::StreetAddress),
    ("extended_address", C::ExtendedAddress),
    ("address_locality", C::AddressLocality),
    ("address_region", C::AddressRegion),
    ("address_country", C::AddressCountry),
    ("postal_code", C::PostalCode),
    ("phone_number", C::PhoneNumber),
    ("latitude", C::Latitude),
    ("longitude", C::Longitude),
    ("amenities", C::Amenities),
    ("not_offered", C::NotOffered),
    ("notes", C::Notes),
    ("monday", C::Monday),
    ("tuesday", C::Tuesday),
    ("wednesday", C::Wednesday),
    ("thursday", C::Thursday),
    ("friday", C::Friday),
    ("saturday", C::Saturday),
    ("sunday", C::Sunday),
    ("exceptions", C::Exceptions),
    ("service_areas", C::ServiceAreas),
    ("delivery_radius_m", C::DeliveryRadius),
];

/// The weekday columns, in the order of [`DAYS`].
const DAY_COLUMNS: [C; 7] = [C::Monday, C::Tuesday, C::Wednesday, C::Thursday, C::Friday, C::Saturday, C::Sunday];

/// What separates the entries of a list cell (`aliases`, `notes`, `amenities`, hours).
const SEPARATOR: char = '|';

/// Problems a row's cells have before the record is checked: (column, message).
type CellProblems = Vec<(&'static str, String)>;

/// Reads the header and every row of `reader`, handing each location with its line number and
/// its cells' problems to `add`. Header problems are filed under `line 1`; a row that cannot be
/// read under its own line.
pub(super) fn read(
    reader: Box<dyn BufRead + '_>,
    file: &mut FileProblems<'_>,
    mut add: impl FnMut(RawLocation, u64, CellProblems, &mut FileProblems<'_>),
) {
    let mut reader = csv::ReaderBuilder::new().trim(csv::Trim::All).from_reader(reader);
    let header = match reader.headers() {
        Ok(h) => h.clone(),
        Err(e) => {
            file.record("line 1", None, format!("cannot be read as CSV: {e}"));
            return;
        }
    };
    let mut seen = [false; COLUMNS.len()];
    let columns: Vec<Option<C>> = header
        .iter()
        .map(|name| match COLUMNS.iter().find(|(known, _)| *known == name) {
            None => {
                let known = COLUMNS.iter().map(|(n, _)| format!("`{n}`")).collect::<Vec<_>>().join(", ");
                file.record("line 1", None, format!("unknown column `{name}`, expected one of {known}"));
                None
            }
            Some((_, c)) if seen[*c as usize] => {
                file.record("line 1", None, format!("column `{name}` appears more than once"));
                None
            }
            Some((_, c)) => {
                seen[*c as usize] = true;
                Some(*c)
            }
        })
        .collect();
    if !(seen[C::Id as usize] && seen[C::Name as usize]) {
        file.record("line 1", None, "the header must have an `id` and a `name` column");
        return;
    }

    let mut record = csv::StringRecord::new();
    loop {
        match reader.read_record(&mut record) {
            Ok(false) => return,
            Ok(true) => {}
            Err(e) => {
                let line = e.position().map_or(0, csv::Position::line);
                match e.kind() {
                    csv::ErrorKind::UnequalLengths { expected_len, len, .. } => file.record(
                        &format!("line {line}"),
                        None,
                        format!("has {len} fields but the header has {expected_len}"),
                    ),
                    csv::ErrorKind::Io(io) => {
                        file.file(format!("cannot be read: {io}"));
                        return;
                    }
                    _ => file.record(&format!("line {line}"), None, format!("cannot be read as CSV: {e}")),
                }
                continue;
            }
        }
        let mut cells = [""; COLUMNS.len()];
        for (column, value) in columns.iter().zip(record.iter()) {
            if let Some(c) = column {
                cells[*c as usize] = value;
            }
        }
        let line = record.position().map_or(0, csv::Position::line);
        let (raw, problems) = row(&cells);
        add(raw, line, problems, file);
    }
}

/// The location a row describes, as a TOML record would give it, and its cells' problems.
fn row(cells: &[&str; COLUMNS.len()]) -> (RawLocation, CellProblems) {
    let mut problems = Vec::new();
    let cell = |c: C| cells[c as usize];
    let text = |c: C| Some(cell(c)).filter(|v| !v.is_empty()).map(str::to_owned);
    let list = |c: C| -> Vec<String> {
        let v = cell(c);
        if v.is_empty() { Vec::new() } else { v.split(SEPARATOR).map(|s| s.trim().to_owned()).collect() }
    };

    let internal = match cell(C::Internal) {
        "" => false,
        v if v.eq_ignore_ascii_case("false") => false,
        v if v.eq_ignore_ascii_case("true") => true,
        v => {
            problems.push(("internal", format!("`{v}` must be true or false")));
            false
        }
    };

    let address_columns = [
        C::StreetAddress,
        C::ExtendedAddress,
        C::AddressLocality,
        C::AddressRegion,
        C::AddressCountry,
        C::PostalCode,
        C::PhoneNumber,
    ];
    let address = address_columns.iter().any(|c| !cell(*c).is_empty()).then(|| RawAddress {
        street_address: text(C::StreetAddress),
        extended_address: text(C::ExtendedAddress),
        address_locality: text(C::AddressLocality),
        address_region: text(C::AddressRegion),
        address_country: text(C::AddressCountry),
        postal_code: text(C::PostalCode),
        phone_number: text(C::PhoneNumber),
    });

    let geo = match (cell(C::Latitude), cell(C::Longitude)) {
        ("", "") => None,
        ("", _) => {
            problems.push(("latitude", "is required when longitude is given".to_owned()));
            None
        }
        (_, "") => {
            problems.push(("longitude", "is required when latitude is given".to_owned()));
            None
        }
        (lat, lon) => {
            let latitude = number(lat, "latitude", &mut problems);
            let longitude = number(lon, "longitude", &mut problems);
            latitude.zip(longitude).map(|(latitude, longitude)| RawGeo { latitude, longitude })
        }
    };

    let mut hours = None;
    for ((day, _), c) in DAYS.iter().zip(DAY_COLUMNS) {
        let v = cell(c);
        if v.is_empty() {
            continue;
        }
        let days = hours.get_or_insert_with(BTreeMap::new);
        if !v.eq_ignore_ascii_case("closed") {
            days.insert((*day).to_owned(), Intervals::Many(v.split(SEPARATOR).map(|s| s.trim().to_owned()).collect()));
        }
    }

    let mut service_areas = json(cell(C::ServiceAreas), "service_areas", &mut problems);
    if !cell(C::DeliveryRadius).is_empty()
        && let Some(radius) = number(cell(C::DeliveryRadius), "delivery_radius_m", &mut problems)
    {
        service_areas.push(RawArea {
            method: "delivery".to_owned(),
            active: true,
            radius_m: Some(radius),
            polygon: None,
            countries: Vec::new(),
            regions: Vec::new(),
            postal_codes: BTreeMap::new(),
        });
    }

    let raw = RawLocation {
        id: cell(C::Id).to_owned(),
        name: cell(C::Name).to_owned(),
        code: text(C::Code),
        handle: text(C::Handle),
        url: text(C::Url),
        aliases: list(C::Aliases),
        status: text(C::Status),
        internal,
        timezone: text(C::Timezone),
        address,
        geo,
        amenities: labels(cell(C::Amenities), "amenities", &mut problems),
        not_offered: labels(cell(C::NotOffered), "not_offered", &mut problems),
        notes: list(C::Notes),
        hours,
        exceptions: json(cell(C::Exceptions), "exceptions", &mut problems),
        service_areas,
    };
    (raw, problems)
}

/// A number cell; `None` (with a problem) when it is not one.
fn number(v: &str, column: &'static str, problems: &mut CellProblems) -> Option<f64> {
    let n = v.parse().ok();
    if n.is_none() {
        problems.push((column, format!("`{v}` is not a number")));
    }
    n
}

/// `key=label|key=label`: amenities and what is not offered.
fn labels(v: &str, column: &'static str, problems: &mut CellProblems) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    if v.is_empty() {
        return out;
    }
    for entry in v.split(SEPARATOR).map(str::trim) {
        let Some((key, label)) = entry.split_once('=') else {
            problems.push((column, format!("`{entry}` is not `key=label`")));
            continue;
        };
        let key = key.trim();
        if out.insert(key.to_owned(), label.trim().to_owned()).is_some() {
            problems.push((column, format!("`{key}` is listed more than once")));
        }
    }
    out
}

/// A cell holding a JSON array of what a TOML record gives as an array of tables (exceptions,
/// service areas), read by the same structs.
fn json<T: serde::de::DeserializeOwned>(v: &str, column: &'static str, problems: &mut CellProblems) -> Vec<T> {
    if v.is_empty() {
        return Vec::new();
    }
    serde_json::from_str(v).unwrap_or_else(|e| {
        problems.push((column, json_lines::message(&e)));
        Vec::new()
    })
}
