//! The Location capability (`dev.ucp.common.location.search` and `.lookup`, 2026-08-25).
//!
//! - [`model`]: what a location is.
//! - [`hours`]: opening hours at an instant, and schedule validation.
//! - [`geodesy`]: WGS 84 geodesic distance and polygons.
//! - [`serves`]: service areas and targets.
//! - [`subdivisions`]: states, provinces and regions by name.
//! - [`request`]: reading search and lookup requests.
//! - [`index`] and [`engine`]: the prepared data and the two operations.
//! - [`cursor`]: pagination cursors.
//! - [`view`]: the response shape of a location.

mod aliases;
mod bits;
pub mod cursor;
pub mod engine;
pub mod geodesy;
pub mod hours;
pub mod index;
mod locality;
pub mod model;
mod opening;
pub mod request;
pub mod serves;
mod spatial;
pub mod subdivisions;
pub mod text;
mod timeline;
pub mod view;

pub use aliases::normalize_url;
pub use cursor::CursorKey;
pub use engine::{Limits, LookupResult, QueryContext, SearchPage};
pub use hours::{DayHours, Openness};
pub use index::LocationIndex;
pub use model::{
    Aliases, Amenities, ClockTime, DailyHour, ExceptionHour, Geo, Interval, Location, LocationPage, LocationStatus,
    PostalAddress, PostalCodes, Schedule, ServiceArea, SharedParts, Texts,
};
pub use request::{LookupRequest, SearchRequest};
