//! The console's pages, one module each.

pub(crate) mod ask;
pub(crate) mod gaps;
pub(crate) mod locations;
pub(crate) mod overview;
pub(crate) mod products;
