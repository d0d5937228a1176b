//! Our own geodesic distance: the shortest path on the WGS-84 ellipsoid (Karney's inverse
//! solution, via `geographiclib-rs`), the metric UCP's `distance.max` is stated in.

use geographiclib_rs::{Geodesic, InverseGeodesic};

/// How far past `max` a result may appear before it is a failure, in metres. The business
/// measures to its authoritative coordinates and we measure to the coordinates it returns;
/// 1 m absorbs a business that rounds returned coordinates to about five decimals (0.5 m of
/// latitude) and floating-point differences between geodesic implementations (nanometres),
/// while a location genuinely outside the radius is still caught.
pub const TOLERANCE_METRES: f64 = 1.0;

/// The WGS-84 geodesic distance in metres between two points given in degrees.
pub fn distance_m(lat1: f64, lon1: f64, lat2: f64, lon2: f64) -> f64 {
    let s12: f64 = Geodesic::wgs84().inverse(lat1, lon1, lat2, lon2);
    s12
}

/// A point `metres` due north of (`lat`, `lon`) (for building a center near a location).
pub fn north_of(lat: f64, lon: f64, metres: f64) -> (f64, f64) {
    use geographiclib_rs::DirectGeodesic;
    let (lat2, lon2): (f64, f64) = Geodesic::wgs84().direct(lat, lon, 0.0, metres);
    (lat2, lon2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_distances() {
        // One degree of latitude at the equator: 110 574.39 m on WGS-84.
        let d = distance_m(0.0, 0.0, 1.0, 0.0);
        assert!((d - 110_574.39).abs() < 0.1, "{d}");
        // Across the antimeridian: symmetric and short.
        let d = distance_m(0.0, 179.9, 0.0, -179.9);
        assert!((d - 22_263.9).abs() < 1.0, "{d}");
        let (lat, lon) = north_of(37.0, -122.0, 5000.0);
        assert!((distance_m(37.0, -122.0, lat, lon) - 5000.0).abs() < 1e-6);
    }
}
