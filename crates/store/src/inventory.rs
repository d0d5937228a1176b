//! `inventory.csv`: which items each location can provide now.

use std::collections::{BTreeMap, HashMap, HashSet};

use concierge_core::catalog::Business;

use crate::problems::Problems;
use crate::source::Source;

const FILE: &str = "inventory.csv";

pub(crate) fn load(source: &dyn Source, business: &Business, problems: &mut Problems) -> BTreeMap<String, Vec<String>> {
    let mut file = problems.in_file(FILE);
    let text = match source.read(FILE) {
        Ok(Some(t)) => t,
        Ok(None) => return BTreeMap::new(),
        Err(e) => {
            file.file(format!("cannot be read: {e}"));
            return BTreeMap::new();
        }
    };
    let mut reader = csv::ReaderBuilder::new().trim(csv::Trim::All).from_reader(text.as_bytes());
    match reader.headers() {
        Ok(h) if h.iter().eq(["location_id", "item", "quantity"]) => {}
        Ok(h) => {
            file.record(
                "line 1",
                None,
                format!(
                    "the header must be `location_id,item,quantity`, not `{}`",
                    h.iter().collect::<Vec<_>>().join(",")
                ),
            );
            return BTreeMap::new();
        }
        Err(e) => {
            file.record("line 1", None, format!("cannot be read as CSV: {e}"));
            return BTreeMap::new();
        }
    }

    let locations: HashSet<&str> = business.locations.iter().map(|l| l.id.as_str()).collect();
    let mut items: HashMap<&str, &str> = HashMap::new();
    for v in business.products.iter().flat_map(|p| &p.variants) {
        items.insert(v.id.as_str(), v.id.as_str());
        items.insert(v.sku.as_str(), v.id.as_str());
    }

    let mut seen = HashSet::new();
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for record in reader.records() {
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                let line = e.position().map_or(0, |p| p.line());
                file.record(&format!("line {line}"), None, format!("cannot be read as CSV: {e}"));
                continue;
            }
        };
        let line = format!("line {}", record.position().map_or(0, |p| p.line()));
        let (location, item, quantity) = (&record[0], &record[1], &record[2]);
        let mut ok = true;
        if !locations.contains(location) {
            file.record(&line, Some("location_id"), format!("`{location}` is not the id of any location"));
            ok = false;
        }
        let variant = items.get(item).copied();
        if variant.is_none() {
            file.record(&line, Some("item"), format!("`{item}` is neither a variant id nor a SKU of any product"));
            ok = false;
        }
        let quantity: Option<u64> = quantity.parse().ok();
        if quantity.is_none() {
            file.record(&line, Some("quantity"), format!("`{}` is not a whole number of 0 or more", &record[2]));
            ok = false;
        }
        if let (true, Some(variant), Some(quantity)) = (ok, variant, quantity) {
            if !seen.insert((location.to_owned(), variant.to_owned())) {
                file.record(&line, Some("item"), format!("`{item}` at `{location}` is listed more than once"));
            } else if quantity > 0 {
                out.entry(location.to_owned()).or_default().push(variant.to_owned());
            }
        }
    }
    out
}
