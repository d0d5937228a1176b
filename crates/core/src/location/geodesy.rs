//! Distances on the WGS 84 ellipsoid and point-in-polygon tests.
//!
//! `distance` predicates compare the unrounded shortest geodesic distance on the WGS 84
//! ellipsoid (Karney's inverse method, via `geographiclib-rs`) with `max`; no haversine, no
//! planar approximation, no tolerance. The antimeridian needs no special case.
//!
//! Karney's method costs about a microsecond, and a radius over a large chain holds thousands of
//! stores, so [`Wgs84::bounds`] first brackets the distance cheaply: a local projection with the
//! ellipsoid's radii of curvature at the mean latitude, widened by a margin several times the
//! largest error it makes in the region where it is used (within [`BOUNDS_MAX_LATITUDE`] and
//! [`BOUNDS_MAX_METRES`]; elsewhere there are no bounds). A comparison the bracket settles is
//! settled; one it does not is made on the exact distance. So answers are exactly those of the
//! exact distance; the bracket only saves the work where it is far from the threshold.

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

/// Bounds are given only for points within this latitude (north or south): nearer the poles the
/// projection's error grows quickly.
pub(crate) const BOUNDS_MAX_LATITUDE: f64 = 75.0;
/// Bounds are given only for distances up to about this far (the projection's error grows with
/// distance).
pub(crate) const BOUNDS_MAX_METRES: f64 = 300_000.0;
/// The margin around the projected distance, relative: the largest error seen in the region
/// above, over a million random pairs checked against Karney's method, is 0.13 %
/// (`bounds_bracket_the_geodesic` checks it again on every run).
const BOUNDS_RELATIVE_MARGIN: f64 = 0.01;
/// And absolute, for distances near zero.
const BOUNDS_ABSOLUTE_MARGIN_M: f64 = 0.01;

impl Wgs84 {
    /// A bracket `(low, high)` around the geodesic distance between `a` and `b`, in metres,
    /// without computing it; `None` outside the region where the bracket is known to hold
    /// (see the module documentation).
    pub fn bounds(&self, a: Geo, b: Geo) -> Option<(f64, f64)> {
        self.bounds_from(a).to(b)
    }

    /// [`Self::bounds`] from `center` to many points (a radius search): the centre's
    /// trigonometry is done here, once.
    pub(crate) fn bounds_from(&self, center: Geo) -> BoundsFrom {
        let phi = center.latitude.to_radians();
        let (sin, cos) = phi.sin_cos();
        // The ellipsoid's own semi-major axis and first eccentricity squared.
        BoundsFrom { center, phi, sin, cos, a: self.0.a, e2: self.0.f * (2.0 - self.0.f) }
    }

    /// The shortest geodesic distance between two points, in metres.
    pub fn distance_m(&self, a: Geo, b: Geo) -> f64 {
        self.0.inverse(a.latitude, a.longitude, b.latitude, b.longitude)
    }

    /// Whether `b` lies within `max` metres of `a` (inclusive): settled by [`Wgs84::bounds`]
    /// when they can, else on the exact distance.
    pub fn within(&self, a: Geo, b: Geo, max: f64) -> bool {
        match self.bounds(a, b) {
            Some((_, high)) if high <= max => true,
            Some((low, _)) if low > max => false,
            _ => self.distance_within(a, b, max).is_some(),
        }
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

/// Latitude half-differences (radians) beyond which no bracket is given: twice this much
/// latitude is more than [`BOUNDS_MAX_METRES`], and within it [`BoundsFrom::to`]'s series are
/// exact to double precision.
const MAX_HALF_LATITUDE_DIFFERENCE: f64 = 0.03;

/// Brackets around the geodesic distances from one centre, from [`Wgs84::bounds_from`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct BoundsFrom {
    center: Geo,
    /// The centre's latitude in radians, its sine and its cosine.
    phi: f64,
    sin: f64,
    cos: f64,
    /// The ellipsoid's semi-major axis and first eccentricity squared.
    a: f64,
    e2: f64,
}

impl BoundsFrom {
    /// [`Wgs84::bounds`] from the centre to `b`.
    pub(crate) fn to(&self, b: Geo) -> Option<(f64, f64)> {
        if self.center.latitude.abs() > BOUNDS_MAX_LATITUDE || b.latitude.abs() > BOUNDS_MAX_LATITUDE {
            return None;
        }
        let half = 0.5 * (b.latitude.to_radians() - self.phi);
        if half.abs() > MAX_HALF_LATITUDE_DIFFERENCE {
            return None;
        }
        // The sine and cosine of the mean latitude, from the centre's by the angle-sum formulas
        // and `half`'s own by their series: at |half| <= 0.03 the first terms left out are
        // below 1e-14, so this is `sin_cos` of the mean latitude without its cost per point.
        let h2 = half * half;
        let sin_h = half * (1.0 - h2 / 6.0 * (1.0 - h2 / 20.0));
        let cos_h = 1.0 - h2 / 2.0 * (1.0 - h2 / 12.0 * (1.0 - h2 / 30.0));
        let sin_m = self.sin * cos_h + self.cos * sin_h;
        let cos_m = self.cos * cos_h - self.sin * sin_h;
        let mut d_lon = b.longitude - self.center.longitude;
        if d_lon > 180.0 {
            d_lon -= 360.0;
        } else if d_lon < -180.0 {
            d_lon += 360.0;
        }
        let w = 1.0 - self.e2 * sin_m * sin_m;
        // Prime vertical and meridional radii of curvature at the mean latitude.
        let n = self.a / w.sqrt();
        let m = self.a * (1.0 - self.e2) / (w * w.sqrt());
        let (east, north) = (d_lon.to_radians() * n * cos_m, 2.0 * half * m);
        // Not `hypot`: these lengths cannot overflow a square, and its care costs a radius
        // search a tenth of its time; the one-ulp difference is far inside the margins.
        let projected = (east * east + north * north).sqrt();
        if projected > BOUNDS_MAX_METRES {
            return None;
        }
        let low = (projected * (1.0 - BOUNDS_RELATIVE_MARGIN) - BOUNDS_ABSOLUTE_MARGIN_M).max(0.0);
        let high = projected * (1.0 + BOUNDS_RELATIVE_MARGIN) + BOUNDS_ABSOLUTE_MARGIN_M;
        Some((low, high))
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

    /// Random pairs in and around the region where bounds are given, at every scale up to and
    /// beyond the bounded distance, from points found with Karney's direct method.
    fn pairs(count: usize, seed: u64) -> Vec<(Geo, Geo)> {
        use geographiclib_rs::DirectGeodesic;
        let g = Geodesic::wgs84();
        // A small xorshift: the test needs no crate for its randomness.
        let mut state = seed;
        let mut unit = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 11) as f64 / (1u64 << 53) as f64
        };
        (0..count)
            .map(|k| {
                let a = Geo { latitude: (unit() * 2.0 - 1.0) * 80.0, longitude: (unit() * 2.0 - 1.0) * 180.0 };
                let scale = [10.0, 5_000.0, 60_000.0, 400_000.0][k % 4];
                let (lat2, lon2): (f64, f64) =
                    g.direct(a.latitude, a.longitude, unit() * 360.0 - 180.0, unit() * scale);
                (a, Geo { latitude: lat2, longitude: lon2 })
            })
            .collect()
    }

    #[test]
    fn bounds_bracket_the_geodesic() {
        let w = Wgs84::default();
        let mut bounded = 0;
        for (a, b) in pairs(100_000, 0x9e37_79b9_7f4a_7c15) {
            let exact = w.distance_m(a, b);
            if let Some((low, high)) = w.bounds(a, b) {
                bounded += 1;
                assert!(low <= exact && exact <= high, "{a:?} {b:?}: {exact} outside [{low}, {high}]");
                // And the bracket is tight enough to be worth having.
                assert!(high - low <= 0.021 * exact + 0.03, "{a:?} {b:?}: [{low}, {high}] around {exact}");
            }
        }
        assert!(bounded > 50_000, "most pairs are in the bounded region: {bounded}");
        let polar = (Geo { latitude: 80.0, longitude: 0.0 }, Geo { latitude: 80.0, longitude: 1.0 });
        assert_eq!(w.bounds(polar.0, polar.1), None, "no bounds near the poles");
        let far = (Geo { latitude: 0.0, longitude: 0.0 }, Geo { latitude: 0.0, longitude: 5.0 });
        assert_eq!(w.bounds(far.0, far.1), None, "no bounds far away");
    }

    #[test]
    fn within_decides_exactly_as_the_exact_distance_does() {
        let w = Wgs84::default();
        for (a, b) in pairs(20_000, 0x2545_f491_4f6c_dd1d) {
            let exact = w.distance_m(a, b);
            // Radii right at, just around, and around the bracket's edges.
            for max in
                [exact, exact.next_down(), exact.next_up(), exact * 0.995, exact * 1.005, exact * 0.9, exact * 1.1]
            {
                assert_eq!(w.within(a, b, max), exact <= max, "{a:?} {b:?} within {max} (exact {exact})");
            }
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
