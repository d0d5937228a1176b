//! Google Business Profile's bulk location sheet (the spreadsheet of Business Profile Manager's
//! bulk upload and download), one row per location → `locations/google-business-profile.jsonl`
//! (the store's JSON Lines locations, docs/store-format.md).
//!
//! Mapping, column by column, is in docs/importing.md. A location's time zone comes from a
//! `Time zone` column when the sheet has one, else from its coordinates, else from its country
//! and region ([`crate::zones`]); a location with hours whose zone cannot be told is dropped with
//! the reason. A store code seen twice keeps its first row.

use std::collections::{BTreeMap, HashMap};
use std::io::Read;
use std::path::Path;

use serde_json::{Map, Value, json};

use crate::hours::{self, Day};
use crate::report::{Dropped, Report};
use crate::rows::Row;
use crate::zones;

/// The weekday columns: normalised name, the store's day, the column as the sheet names it.
const DAYS: [(&str, &str, &str); 7] = [
    ("mondayhours", "monday", "Monday hours"),
    ("tuesdayhours", "tuesday", "Tuesday hours"),
    ("wednesdayhours", "wednesday", "Wednesday hours"),
    ("thursdayhours", "thursday", "Thursday hours"),
    ("fridayhours", "friday", "Friday hours"),
    ("saturdayhours", "saturday", "Saturday hours"),
    ("sundayhours", "sunday", "Sunday hours"),
];

/// Attribute columns (`Wi-Fi (has_wi_fi)`) mapped to UCP amenities, by a word of the attribute id.
const AMENITIES: &[(&str, &str)] = &[
    ("wi_fi", "dev.ucp.amenity.wi_fi"),
    ("wifi", "dev.ucp.amenity.wi_fi"),
    ("curbside_pickup", "dev.ucp.amenity.shopping.curbside_pickup"),
    ("in_store_pickup", "dev.ucp.amenity.shopping.in_store_pickup"),
    ("parking", "dev.ucp.amenity.parking"),
];

/// Where the columns are.
struct Layout {
    by_name: HashMap<String, usize>,
    /// Attribute columns mapped to amenities: (column, key, label).
    amenities: Vec<(usize, &'static str, String)>,
}

impl Layout {
    fn read(header: &[String], report: &mut Report) -> Result<Layout, crate::ImportError> {
        const KNOWN: &[&str] = &[
            "storecode",
            "businessname",
            "addressline1",
            "addressline2",
            "addressline3",
            "addressline4",
            "addressline5",
            "sublocality",
            "locality",
            "administrativearea",
            "countryregion",
            "country",
            "postalcode",
            "latitude",
            "longitude",
            "primaryphone",
            "website",
            "specialhours",
            "timezone",
            "mondayhours",
            "tuesdayhours",
            "wednesdayhours",
            "thursdayhours",
            "fridayhours",
            "saturdayhours",
            "sundayhours",
        ];
        let mut by_name = HashMap::new();
        let mut amenities = Vec::new();
        let mut unmapped = Vec::new();
        for (i, name) in header.iter().enumerate() {
            let key = crate::rows::header_key(name);
            if KNOWN.contains(&key.as_str()) {
                if by_name.insert(key, i).is_some() {
                    return Err(crate::ImportError::Header(format!("the column `{name}` is given twice")));
                }
                continue;
            }
            // `Wi-Fi (has_wi_fi)`: a label, then the attribute's id in parentheses.
            let attribute = name.rsplit_once('(').and_then(|(label, id)| Some((label.trim(), id.strip_suffix(')')?)));
            match attribute.and_then(|(label, id)| {
                AMENITIES.iter().find(|(word, _)| id.contains(word)).map(|(_, amenity)| (label, *amenity))
            }) {
                Some((label, amenity)) => amenities.push((i, amenity, label.to_owned())),
                None if !name.is_empty() => unmapped.push(name.clone()),
                None => {}
            }
        }
        for (required, shown) in [("storecode", "Store code"), ("businessname", "Business name")] {
            if !by_name.contains_key(required) {
                return Err(crate::ImportError::Header(format!(
                    "no `{shown}` column: is this a Google Business Profile location sheet?"
                )));
            }
        }
        if !unmapped.is_empty() {
            report.notes.push(format!("columns not mapped (docs/importing.md says why): {}", unmapped.join(", ")));
        }
        Ok(Layout { by_name, amenities })
    }

    fn get<'r>(&self, row: &'r Row, name: &str) -> &'r str {
        row.get(self.by_name.get(name).copied())
    }
}

/// Reads one sheet, handing each location (a JSON Lines record) to `write`.
pub(crate) fn read(
    input: impl Read,
    file: &Path,
    known: &crate::merge::Known,
    report: &mut Report,
    write: &mut dyn FnMut(&Value) -> std::io::Result<()>,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<(), crate::ImportError> {
    let mut seen: HashMap<String, u64> = HashMap::new();
    let mut zones_derived: BTreeMap<&'static str, u64> = BTreeMap::new();
    crate::rows::read(
        input,
        crate::rows::Dialect::CSV,
        file,
        report,
        Layout::read,
        |layout, row, report| {
            let line = row.line;
            match location(&row, layout, &mut seen, &mut zones_derived)
                .and_then(|record| known.location_taken(&record).map_or(Ok(record), Err))
            {
                Ok(record) => {
                    *report.written.entry("locations").or_default() += 1;
                    write(&record).map_err(|e| crate::ImportError::Write(file.to_owned(), e))
                }
                Err(reason) => {
                    report.dropped.push(Dropped { file: file.to_owned(), line, reason });
                    Ok(())
                }
            }
        },
        progress,
    )?;
    for (how, n) in zones_derived {
        report.notes.push(format!("{n} time zones {how}"));
    }
    Ok(())
}

fn location(
    row: &Row,
    layout: &Layout,
    seen: &mut HashMap<String, u64>,
    zones_derived: &mut BTreeMap<&'static str, u64>,
) -> Result<Value, String> {
    let code = layout.get(row, "storecode");
    if code.is_empty() {
        return Err("has no store code".to_owned());
    }
    if let Some(first) = seen.get(code) {
        return Err(format!("store code `{code}` is also on line {first}; the first row is kept"));
    }
    seen.insert(code.to_owned(), row.line);
    let name = layout.get(row, "businessname");
    if name.is_empty() {
        return Err(format!("`{code}` has no business name"));
    }
    let mut record = Map::new();
    record.insert("id".into(), json!(code));
    record.insert("name".into(), json!(name));
    record.insert("code".into(), json!(code));
    let website = layout.get(row, "website");
    if !website.is_empty() {
        record.insert("url".into(), json!(website));
    }

    let mut address = Map::new();
    let lines: Vec<&str> =
        (1..=5).map(|n| layout.get(row, &format!("addressline{n}"))).filter(|l| !l.is_empty()).collect();
    if let Some(first) = lines.first() {
        address.insert("street_address".into(), json!(first));
    }
    let mut extended: Vec<&str> = lines.iter().skip(1).copied().collect();
    let sublocality = layout.get(row, "sublocality");
    if !sublocality.is_empty() {
        extended.push(sublocality);
    }
    if !extended.is_empty() {
        address.insert("extended_address".into(), json!(extended.join(", ")));
    }
    let country = match layout.get(row, "countryregion") {
        "" => layout.get(row, "country"),
        c => c,
    };
    let two_letters = country.len() == 2 && country.chars().all(|c| c.is_ascii_alphabetic());
    if !country.is_empty() && !two_letters {
        return Err(format!("`{code}`: Country / Region `{country}` is not a two-letter country code (US, GB, …)"));
    }
    for (field, value) in [
        ("address_locality", layout.get(row, "locality")),
        ("address_region", layout.get(row, "administrativearea")),
        ("address_country", country),
        ("postal_code", layout.get(row, "postalcode")),
        ("phone_number", layout.get(row, "primaryphone")),
    ] {
        if !value.is_empty() {
            let value = if field == "address_country" { value.to_ascii_uppercase() } else { value.to_owned() };
            address.insert(field.into(), json!(value));
        }
    }
    if !address.is_empty() {
        record.insert("address".into(), Value::Object(address));
    }

    let (lat, lng) = (layout.get(row, "latitude"), layout.get(row, "longitude"));
    let geo = match (lat.is_empty(), lng.is_empty()) {
        (true, true) => None,
        (false, false) => match (lat.parse::<f64>(), lng.parse::<f64>()) {
            (Ok(la), Ok(lo)) if (-90.0..=90.0).contains(&la) && (-180.0..=180.0).contains(&lo) => Some((la, lo)),
            _ => return Err(format!("`{code}`: Latitude `{lat}`, Longitude `{lng}` are not coordinates")),
        },
        _ => return Err(format!("`{code}`: Latitude and Longitude come together")),
    };
    if let Some((la, lo)) = geo {
        record.insert("geo".into(), json!({"latitude": la, "longitude": lo}));
    }

    let mut week = Map::new();
    for (column, day, shown) in DAYS {
        let cell = layout.get(row, column);
        match hours::day(cell).map_err(|e| format!("`{code}`: {shown}: {e}"))? {
            None | Some(Day::Closed) => {}
            Some(Day::Open(intervals)) => {
                let value = if intervals.len() == 1 { json!(intervals[0]) } else { json!(intervals) };
                week.insert(day.into(), value);
            }
        }
    }
    let any_day_given = DAYS.iter().any(|(column, _, _)| !layout.get(row, column).is_empty());
    if any_day_given {
        record.insert("hours".into(), Value::Object(week));
    }
    let exceptions =
        special_hours(layout.get(row, "specialhours")).map_err(|e| format!("`{code}`: Special hours: {e}"))?;
    if !exceptions.is_empty() {
        record.insert("exceptions".into(), Value::Array(exceptions));
    }

    let given_zone = layout.get(row, "timezone");
    let needs_zone = record.contains_key("hours") || record.contains_key("exceptions");
    if !given_zone.is_empty() {
        record.insert("timezone".into(), json!(given_zone));
    } else if let Some((la, lo)) = geo {
        match zones::at(la, lo) {
            Ok(zone) => {
                *zones_derived.entry("derived from coordinates").or_default() += 1;
                record.insert("timezone".into(), json!(zone));
            }
            Err(e) if needs_zone => return Err(format!("`{code}`: time zone: {e}")),
            Err(_) => {}
        }
    } else if needs_zone {
        let zone = zones::of_region(country, layout.get(row, "administrativearea"))
            .map_err(|e| format!("`{code}`: time zone: {e}"))?;
        *zones_derived.entry("derived from the country and region (no coordinates)").or_default() += 1;
        record.insert("timezone".into(), json!(zone));
    }

    let mut amenities = Map::new();
    for (column, key, label) in &layout.amenities {
        let value = row.get(Some(*column)).to_ascii_lowercase();
        if matches!(value.as_str(), "yes" | "true" | "y" | "1" | "free" | "paid") && !amenities.contains_key(*key) {
            amenities.insert((*key).to_owned(), json!(label));
        }
    }
    if !amenities.is_empty() {
        record.insert("amenities".into(), Value::Object(amenities));
    }
    Ok(Value::Object(record))
}

/// `2026-12-25: x, 2026-12-24: 9:00AM-3:00PM, 1:00PM-5:00PM`: dated entries separated by commas;
/// a part without a date is another interval of the date before it.
fn special_hours(cell: &str) -> Result<Vec<Value>, String> {
    let mut entries: Vec<(String, Vec<String>)> = Vec::new();
    for part in cell.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let dated = part.get(..10).filter(|d| jiff::civil::Date::strptime("%Y-%m-%d", d).is_ok());
        match dated {
            Some(date) => {
                let rest = part[10..].trim_start_matches([':', ' ']).trim().to_owned();
                entries.push((date.to_owned(), vec![rest]));
            }
            None => match entries.last_mut() {
                Some((_, parts)) => parts.push(part.to_owned()),
                None => {
                    return Err(format!("`{part}` has no date (write `2026-12-25: x` or `2026-12-24: 9:00AM-3:00PM`)"));
                }
            },
        }
    }
    let mut out = Vec::new();
    for (date, parts) in entries {
        let text = parts.join(", ");
        match hours::day(&text).map_err(|e| format!("{date}: {e}"))? {
            None | Some(Day::Closed) => out.push(json!({"from": date, "closed": true})),
            Some(Day::Open(intervals)) => {
                let value = if intervals.len() == 1 { json!(intervals[0]) } else { json!(intervals) };
                out.push(json!({"from": date, "hours": value}));
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn special_hours_in_the_sheets_form() {
        assert_eq!(
            special_hours("2026-12-25: x, 2026-12-24: 9:00AM-12:00PM, 1:00PM-3:00PM").unwrap(),
            vec![
                json!({"from": "2026-12-25", "closed": true}),
                json!({"from": "2026-12-24", "hours": ["09:00-12:00", "13:00-15:00"]}),
            ]
        );
        assert!(special_hours("9:00AM-3:00PM").unwrap_err().contains("has no date"));
        assert!(special_hours("2026-12-24: soonish").unwrap_err().contains("2026-12-24"));
        assert_eq!(special_hours("").unwrap(), Vec::<Value>::new());
    }
}
