//! A generated chain written out as a store directory, the way a chain would hand it over: the
//! demo store's own files (products, policies, its few TOML locations), the chain's locations as
//! one JSON Lines export (`locations/chain.jsonl`) and their stock added to `inventory.csv`.
//!
//! What loading a million stores from source costs is measured on this directory, so it is
//! written through the documented formats (`docs/store-format.md`), never from the in-memory
//! types.

use std::collections::BTreeSet;
use std::fs;
use std::io::{self, BufWriter, Write};
use std::path::Path;

use concierge_core::catalog::Business;
use concierge_core::location::{Location, LocationStatus, Schedule, ServiceArea};
use serde_json::{Map, Value, json};

/// The demo store's sources, copied beside the chain's.
const DEMO: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../store/demo");

const DAY_NAMES: [&str; 7] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/// Writes the demo store's files into `dir` (which must not exist yet), then `chain`'s locations
/// (generated: none of them is one of the demo's) and their stock.
pub fn write_store(chain: &Business, dir: &Path) -> io::Result<()> {
    copy_dir(Path::new(DEMO), dir)?;
    let mut lines = BufWriter::new(fs::File::create(dir.join("locations/chain.jsonl"))?);
    for location in &chain.locations {
        serde_json::to_writer(&mut lines, &record(location, &chain.website))?;
        lines.write_all(b"\n")?;
    }
    lines.into_inner().map_err(|e| e.into_error())?.sync_all()?;

    let mut inventory = fs::OpenOptions::new().append(true).open(dir.join("inventory.csv"))?;
    let mut rows = String::new();
    for (id, items) in chain.availability.iter() {
        for item in items.collect::<BTreeSet<_>>() {
            rows.push_str(&format!("{id},{item},1\n"));
        }
    }
    inventory.write_all(rows.as_bytes())
}

fn copy_dir(from: &Path, to: &Path) -> io::Result<()> {
    fs::create_dir(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}

/// One location of the business whose website is `website` as a JSON Lines record (the fields
/// of a TOML `[[location]]`).
fn record(l: &Location, website: &str) -> Value {
    let mut r = Map::new();
    r.insert("id".into(), json!(l.id));
    r.insert("name".into(), json!(l.name));
    let a = &l.aliases;
    for (key, value) in [("code", &a.code), ("handle", &a.handle)] {
        if let Some(v) = value {
            r.insert(key.into(), json!(v));
        }
    }
    if let Some(page) = &a.url {
        r.insert("url".into(), json!(page.resolve(website)));
    }
    if !a.other.is_empty() {
        r.insert("aliases".into(), json!(&a.other[..]));
    }
    if l.status == LocationStatus::PermanentlyClosed {
        r.insert("status".into(), json!("permanently_closed"));
    }
    if l.internal {
        r.insert("internal".into(), json!(true));
    }
    if let Some(address) = &l.address {
        r.insert("address".into(), serde_json::to_value(address).expect("an address serialises"));
    }
    if let Some(g) = l.geo {
        r.insert("geo".into(), json!({"latitude": g.latitude, "longitude": g.longitude}));
    }
    for (key, map) in [("amenities", &l.amenities), ("not_offered", &l.not_offered)] {
        if !map.is_empty() {
            r.insert(key.into(), json!(map));
        }
    }
    if !l.notes.is_empty() {
        r.insert("notes".into(), json!(&l.notes[..]));
    }
    if let Some(s) = &l.schedule {
        schedule(s, &mut r);
    }
    if !l.service_areas.is_empty() {
        r.insert("service_areas".into(), l.service_areas.iter().map(area).collect());
    }
    Value::Object(r)
}

fn schedule(s: &Schedule, r: &mut Map<String, Value>) {
    r.insert("timezone".into(), json!(s.timezone_name));
    if let Some(weekly) = &s.weekly {
        let mut hours = Map::new();
        for hour in weekly {
            let day = DAY_NAMES[hour.day.to_monday_zero_offset() as usize];
            let text = format!("{}-{}", hour.interval.opens, hour.interval.closes);
            match hours.entry(day).or_insert_with(|| json!([])) {
                Value::Array(v) => v.push(json!(text)),
                _ => unreachable!("every day holds an array"),
            }
        }
        r.insert("hours".into(), Value::Object(hours));
    }
    if !s.exceptions.is_empty() {
        let exceptions = s
            .exceptions
            .iter()
            .map(|e| {
                let mut x = json!({"from": e.valid_from.to_string(), "through": e.valid_through.to_string()});
                if let Some(title) = &e.title {
                    x["title"] = json!(title);
                }
                match e.interval {
                    None => x["closed"] = json!(true),
                    Some(iv) => x["hours"] = json!(format!("{}-{}", iv.opens, iv.closes)),
                }
                x
            })
            .collect();
        r.insert("exceptions".into(), exceptions);
    }
}

fn area(a: &ServiceArea) -> Value {
    let mut x = json!({"method": a.method, "active": a.active});
    if let Some(radius) = a.radius_m {
        x["radius_m"] = json!(radius);
    }
    if let Some(polygon) = &a.polygon {
        x["polygon"] = polygon.iter().map(|g| json!([g.latitude, g.longitude])).collect();
    }
    if !a.countries.is_empty() {
        x["countries"] = json!(a.countries);
    }
    if !a.regions.is_empty() {
        x["regions"] = json!(a.regions);
    }
    if !a.postal_codes.is_empty() {
        x["postal_codes"] = json!(a.postal_codes);
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chain::generate;

    #[test]
    fn a_written_chain_loads_back_as_generated() {
        let demo = concierge_store::demo().expect("the demo store loads");
        let chain = generate(&demo, 500, 3);
        let dir = tempfile::tempdir().expect("a temporary directory");
        let store = dir.path().join("store");
        write_store(&chain, &store).expect("the store is written");

        let loaded = concierge_store::load_dir(&store).expect("the written store loads");
        assert_eq!(loaded.locations.len(), demo.locations.len() + chain.locations.len());
        let by_id: std::collections::HashMap<&str, &Location> = loaded.locations.iter().map(|l| (&*l.id, l)).collect();
        // The loader reads a record's days in the file's order, so weekly hours are compared
        // as sets.
        let weekly = |l: &Location| {
            let hours = l.schedule.as_ref().and_then(|s| s.weekly.as_ref()).expect("generated stores have hours");
            hours
                .iter()
                .map(|h| (h.day.to_monday_zero_offset(), h.interval.opens, h.interval.closes))
                .collect::<BTreeSet<_>>()
        };
        for l in &chain.locations {
            let back = by_id[&*l.id];
            assert_eq!(weekly(back), weekly(l), "weekly hours of {}", l.id);
            let mut back = back.clone();
            std::sync::Arc::make_mut(back.schedule.as_mut().expect("hours"))
                .weekly
                .clone_from(&l.schedule.as_ref().expect("hours").weekly);
            assert_eq!(&back, l, "{}", l.id);
            let stocked = |a: &Business| a.availability.at(&l.id).map(str::to_owned).collect::<BTreeSet<_>>();
            assert_eq!(stocked(&loaded), stocked(&chain), "stock of {}", l.id);
        }
    }
}
