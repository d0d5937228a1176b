//! Concierge's store directory: the human-editable files that describe one business (see
//! `docs/store-format.md`), read into a validated [`concierge_core::catalog::Business`].
//!
//! Loading is all-or-nothing. Every file is read and every record checked; if anything is wrong
//! the result is an [`InvalidStore`] listing every [`Problem`] with its file, record and field,
//! and nothing is served. The bundled demo store ([`demo`]) is embedded in the binary so that
//! `concierge serve` works with no files at all.

mod accounts;
mod business;
mod content;
mod inventory;
mod locations;
mod problems;
mod products;
mod shipping;
mod snapshot;
mod source;

pub use problems::{InvalidStore, Problem};
pub use snapshot::{SNAPSHOT_MIN_LOCATIONS, SnapshotReport, load_dir_with_snapshot};
pub use source::{DirSource, EmbeddedSource, Source};

use concierge_core::catalog::Business;

/// The demo store's files, embedded at build time.
static DEMO: include_dir::Dir<'static> = include_dir::include_dir!("$CARGO_MANIFEST_DIR/demo");

/// Loads and validates a store from any source.
pub fn load(source: &dyn Source) -> Result<Business, InvalidStore> {
    let mut problems = problems::Problems::default();
    let business = load_into(source, &mut problems);
    match business {
        Some(b) if problems.is_empty() => Ok(b),
        _ => {
            let (problems, consequences) = problems.into_parts();
            Err(InvalidStore { store: source.describe(), problems, consequences })
        }
    }
}

/// Loads a store directory.
pub fn load_dir(path: impl Into<std::path::PathBuf>) -> Result<Business, InvalidStore> {
    load(&DirSource::new(path))
}

/// The bundled demo store.
pub fn demo() -> Result<Business, InvalidStore> {
    load(&EmbeddedSource::new("the bundled demo store", &DEMO))
}

fn load_into(source: &dyn Source, problems: &mut problems::Problems) -> Option<Business> {
    let mut business = load_start(source, problems)?;
    load_rest(source, &mut business, problems, true);
    Some(business)
}

/// What comes before the locations: the business, its policies, FAQ and products.
fn load_start(source: &dyn Source, problems: &mut problems::Problems) -> Option<Business> {
    let mut business = business::load(source, problems)?;
    business.policies = content::policies(source, &business, problems);
    business.faq = content::faq(source, &business, problems);
    business.shipping_rates = shipping::load(source, problems);
    business.products = products::load(source, problems);
    Some(business)
}

/// The rest: the locations and inventory (unless `business` already has them, from a
/// snapshot), then the accounts, which refer to both.
fn load_rest(source: &dyn Source, business: &mut Business, problems: &mut problems::Problems, locations: bool) {
    if locations {
        business.locations = locations::load(source, &business.website, problems);
        business.availability = inventory::load(source, business, problems);
    }
    business.buyers = accounts::buyers(source, problems);
    business.orders = accounts::orders(source, business, problems);
    business.carts = accounts::carts(source, business, problems);
}
