//! Distances on the WGS 84 ellipsoid and point-in-polygon tests.
//!
//! `distance` predicates compare the unrounded shortest geodesic distance on the WGS 84
//! ellipsoid (Karney's inverse method, via `geographiclib-rs`) with `max`; no haversine, no
//! planar approximation, no tolerance. The antimeridian needs no special case.

use geographiclib_rs::{Geodesic, InverseGeodesic};

use super::model::Geo;

/// The WGS 84 ellipsoid, with its series coefficients computed once.
#[derive(Debug, Clone)]
pub struct Wgs84(Geodesic);

impl Default for Wgs84 {
    fn default() -> Self {
        Wgs84(Geodesic::wgs84())
    }
}

/// Metres per degree of latitude, rounded down: a lower bound on the distance covered by a
/// change of one degree of latitude anywhere on the ellipsoid (the true value is 110 574 m or
/// more), so it can rule out far-away points without computing the geodesic.
pub(crate) const MIN_METRES_PER_DEGREE_LATITUDE: f64 = 110_500.0;

impl Wgs84 {
    /// The shortest geodesic distance between two points, in metres.
    pub fn distance_m(&self, a: Geo, b: Geo) -> f64 {
        self.0.inverse(a.latitude, a.longitude, b.latitude, b.longitude)
    }

    /// Whether `b` lies within `max` metres of `a` (inclusive).
    pub fn within(&self, a: Geo, b: Geo, max: f64) -> bool {
        self.distance_within(a, b, max).is_some()
    }

    /// The distance from `a` to `b` when it is at most `max` metres.
    pub fn distance_within(&self, a: Geo, b: Geo, max: f64) -> Option<f64> {
        // Cheap exact-safe rejection: the geodesic is never shorter than the latitude change.
        if (a.latitude - b.latitude).abs() * MIN_METRES_PER_DEGREE_LATITUDE > max {
            return None;
        }
        Some(self.distance_m(a, b)).filter(|d| *d <= max)
    }
}

/// Whether `p` lies inside `polygon` (vertices in order, not closed), by ray casting in
/// longitude/latitude. Points on an edge count as inside.
pub fn polygon_contains(polygon: &[Geo], p: Geo) -> bool {
    if polygon.len() < 3 {
        return false;
    }
    let (x, y) = (p.longitude, p.latitude);
    let mut inside = false;
    let mut j = polygon.len() - 1;
    for i in 0..polygon.len() {
        let (xi, yi) = (polygon[i].longitude, polygon[i].latitude);
        let (xj, yj) = (polygon[j].longitude, polygon[j].latitude);
        // On the edge?
        let cross = (x - xi) * (yj - yi) - (y - yi) * (xj - xi);
        if cross == 0.0 && x >= xi.min(xj) && x <= xi.max(xj) && y >= yi.min(yj) && y <= yi.max(yj) {
            return true;
        }
        if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
            inside = !inside;
        }
        j = i;
    }
    inside
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(latitude: f64, longitude: f64) -> Geo {
        Geo { latitude, longitude }
    }

    #[test]
    fn matches_known_geodesics() {
        let w = Wgs84::default();
        // Reference values from Karney's GeographicLib (Python package `geographiclib`,
        // `Geodesic.WGS84.Inverse(...)["s12"]`), computed independently of this crate.
        let d = w.distance_m(g(40.6, -73.8), g(1.4, 104.0));
        assert!((d - 15_347_674.108_219_855).abs() < 1e-6, "{d}");
        // One degree of longitude at the equator is 111 319.49 m on WGS 84.
        let d = w.distance_m(g(0.0, 0.0), g(0.0, 1.0));
        assert!((d - 111_319.490_793).abs() < 0.001, "{d}");
    }

    #[test]
    fn antimeridian_needs_no_special_case() {
        let w = Wgs84::default();
        let east = g(-17.0, 179.9);
        let west = g(-17.0, -179.9);
        let d = w.distance_m(east, west);
        assert!((d - 21_297.165_227_998_8).abs() < 1e-6, "GeographicLib gives 21297.1652279988 m: {d}");
        assert!(w.within(east, west, d));
        assert!(!w.within(east, west, d - 0.001));
    }

    #[test]
    fn within_is_inclusive_and_unrounded() {
        let w = Wgs84::default();
        let (a, b) = (g(37.7879, -122.4075), g(37.7599, -122.4148));
        let d = w.distance_m(a, b);
        assert!(w.within(a, b, d), "equality matches");
        assert!(!w.within(a, b, d.next_down()), "the next float below does not");
        assert!(w.within(a, a, 0.0));
    }

    #[test]
    fn latitude_prefilter_never_rejects_a_true_match() {
        let w = Wgs84::default();
        for lat in [-89.0, -45.0, 0.0, 30.0, 60.0, 89.0] {
            let a = g(lat, 10.0);
            let b = g(lat + 0.01, 10.0);
            let d = w.distance_m(a, b);
            assert!(w.within(a, b, d), "lat {lat}");
        }
    }

    #[test]
    fn polygons() {
        let square = [g(0.0, 0.0), g(0.0, 1.0), g(1.0, 1.0), g(1.0, 0.0)];
        assert!(polygon_contains(&square, g(0.5, 0.5)));
        assert!(polygon_contains(&square, g(0.0, 0.5)), "edge");
        assert!(polygon_contains(&square, g(1.0, 1.0)), "vertex");
        assert!(!polygon_contains(&square, g(1.5, 0.5)));
        assert!(!polygon_contains(&square[..2], g(0.0, 0.5)), "degenerate");
        let concave =
            [g(0.0, 0.0), g(0.0, 3.0), g(3.0, 3.0), g(3.0, 2.0), g(1.0, 2.0), g(1.0, 1.0), g(3.0, 1.0), g(3.0, 0.0)];
        assert!(!polygon_contains(&concave, g(2.0, 1.5)), "in the notch");
        assert!(polygon_contains(&concave, g(2.0, 0.5)));
    }
}
