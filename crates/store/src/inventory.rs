//! `inventory.csv`: which items each location can provide now.

use concierge_core::catalog::{Availability, Business};
use concierge_core::fast_hash::{FastMap, FastSet};

use crate::problems::{Lost, LostReferences, Problems};
use crate::source::Source;

const FILE: &str = "inventory.csv";

pub(crate) fn load(source: &dyn Source, business: &Business, problems: &mut Problems) -> Availability {
    let mut file = problems.in_file(FILE);
    let text = match source.read(FILE) {
        Ok(Some(t)) => t,
        Ok(None) => return Availability::default(),
        Err(e) => {
            file.file(format!("cannot be read: {e}"));
            return Availability::default();
        }
    };
    let mut reader = csv::ReaderBuilder::new().from_reader(text.as_bytes());
    match reader.headers() {
        Ok(h) if h.iter().map(str::trim).eq(["location_id", "item", "quantity"]) => {}
        Ok(h) => {
            file.record(
                "line 1",
                None,
                format!(
                    "the header must be `location_id,item,quantity`, not `{}`",
                    h.iter().collect::<Vec<_>>().join(",")
                ),
            );
            return Availability::default();
        }
        Err(e) => {
            file.record("line 1", None, format!("cannot be read as CSV: {e}"));
            return Availability::default();
        }
    }

    // Rows name locations and items by text; they are resolved to the business's own ids, so
    // a row allocates nothing unless it is wrong (an inventory has millions of rows).
    let positions: FastMap<&str, usize> = business.locations.iter().enumerate().map(|(k, l)| (&*l.id, k)).collect();
    // Each variant's id once, referred to by its number; rows name it by id or SKU.
    let mut variants: Vec<Box<str>> = Vec::new();
    let mut items: FastMap<&str, u32> = FastMap::default();
    for v in business.products.iter().flat_map(|p| &p.variants) {
        let k = u32::try_from(variants.len()).expect("fewer than 2^32 variants");
        variants.push(v.id.as_str().into());
        items.insert(v.id.as_str(), k);
        items.insert(v.sku.as_str(), k);
    }

    // Each (location, variant) listed so far, as `position << 32 | variant`.
    let mut seen: FastSet<u64> = FastSet::default();
    let mut stocked: Vec<Vec<u32>> = vec![Vec::new(); business.locations.len()];
    let mut record = csv::StringRecord::new();
    let (mut lost_locations, mut lost_items) = (LostReferences::new(Lost::Location), LostReferences::new(Lost::Item));
    loop {
        match reader.read_record(&mut record) {
            Ok(true) => {}
            Ok(false) => break,
            Err(e) => {
                let line = e.position().map_or(0, |p| p.line());
                file.record(&format!("line {line}"), None, format!("cannot be read as CSV: {e}"));
                continue;
            }
        }
        let line = || format!("line {}", record.position().map_or(0, |p| p.line()));
        let (location, item, quantity) = (record[0].trim(), record[1].trim(), record[2].trim());
        // A row naming what a broken file would have defined is a consequence of that file's
        // problems, counted once below, not a problem of its own.
        let position = positions.get(location).copied();
        let variant = items.get(item).copied();
        let location_lost = position.is_none() && lost_locations.count(file.all(), location);
        let item_lost = variant.is_none() && lost_items.count(file.all(), item);
        if position.is_none() && !location_lost {
            file.record(&line(), Some("location_id"), format!("`{location}` is not the id of any location"));
        }
        if variant.is_none() && !item_lost {
            file.record(&line(), Some("item"), format!("`{item}` is neither a variant id nor a SKU of any product"));
        }
        let count: Option<u64> = quantity.parse().ok();
        if count.is_none() {
            file.record(&line(), Some("quantity"), format!("`{quantity}` is not a whole number of 0 or more"));
        }
        if let (Some(position), Some(variant), Some(count)) = (position, variant, count) {
            if !seen.insert((position as u64) << 32 | u64::from(variant)) {
                file.record(&line(), Some("item"), format!("`{item}` at `{location}` is listed more than once"));
            } else if count > 0 {
                stocked[position].push(variant);
            }
        }
    }
    lost_locations.report(&mut file, ("row", "rows"));
    lost_items.report(&mut file, ("row", "rows"));
    let listed = business
        .locations
        .iter()
        .zip(stocked)
        .filter(|(_, items)| !items.is_empty())
        .map(|(l, items)| (Box::from(&*l.id), items));
    Availability::from_numbers(variants, listed).expect("rows name variants by their numbers")
}
