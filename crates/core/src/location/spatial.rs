//! Spatial indexes: which locations can possibly be within a radius of a point, and whose
//! service areas can possibly contain a point, without computing a single geodesic.
//!
//! Both are R-trees in longitude/latitude degrees. A query returns a *superset* of the answer:
//! every candidate is then tested exactly (the geodesic, the polygon), so the index decides only
//! how much work is done, never what matches. Boxes are drawn conservatively (a radius of
//! curvature below the ellipsoid's smallest, plus a margin); a box that would reach a pole
//! cannot be drawn, and one that crosses the antimeridian is split in two.

use rstar::primitives::{GeomWithData, Rectangle};
use rstar::{AABB, RTree};

use super::geodesy::{MIN_METRES_PER_DEGREE_LATITUDE, Wgs84};
use super::model::{Geo, Location};

/// Below the smallest radius of curvature of the WGS 84 ellipsoid (6 335 439 m, meridional, at
/// the equator), so an angle computed from it overestimates how far a distance reaches.
const SMALL_RADIUS_M: f64 = 6_335_000.0;

/// Relative and absolute slack added to every box, in degrees.
const MARGIN: f64 = 0.01;
const MARGIN_DEGREES: f64 = 1e-6;

/// Longitude/latitude boxes that together contain every point within `radius_m` of `center`:
/// one box, two when it crosses the antimeridian, `None` when no box can be drawn (the circle
/// reaches a pole, or the radius is not finite).
pub(crate) fn radius_boxes(center: Geo, radius_m: f64) -> Option<Vec<AABB<[f64; 2]>>> {
    if !radius_m.is_finite() || radius_m < 0.0 {
        return None;
    }
    let dlat = radius_m / MIN_METRES_PER_DEGREE_LATITUDE * (1.0 + MARGIN) + MARGIN_DEGREES;
    let (south, north) = (center.latitude - dlat, center.latitude + dlat);
    if south <= -89.0 || north >= 89.0 {
        return None;
    }
    // On a sphere, the widest longitude reached at angular distance d from latitude φ is
    // asin(sin d / cos φ); the small radius and the margin make it a bound on the ellipsoid.
    let angle = radius_m / SMALL_RADIUS_M;
    let ratio = angle.min(std::f64::consts::FRAC_PI_2).sin() / center.latitude.to_radians().cos();
    if ratio >= 1.0 {
        return None;
    }
    let dlon = ratio.asin().to_degrees() * (1.0 + MARGIN) + MARGIN_DEGREES;
    if dlon >= 180.0 {
        return None;
    }
    let (west, east) = (center.longitude - dlon, center.longitude + dlon);
    let bx = |w: f64, e: f64| AABB::from_corners([w, south], [e, north]);
    Some(if west < -180.0 {
        vec![bx(-180.0, east), bx(west + 360.0, 180.0)]
    } else if east > 180.0 {
        vec![bx(west, 180.0), bx(-180.0, east - 360.0)]
    } else {
        vec![bx(west, east)]
    })
}

/// An area's box in the index: whose it is and, for a radius, the circle itself, so that a
/// point can be tested against it without reading the location.
#[derive(Debug, Clone, Copy, PartialEq)]
struct AreaEntry {
    position: u32,
    /// The centre and radius (metres) of a radius area; `None` for a polygon's box.
    circle: Option<(Geo, f64)>,
}

/// A location that may be near a point, from [`SpatialIndex::near`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct NearPoint {
    pub(crate) position: u32,
    /// Its coordinates, exactly as the location has them.
    pub(crate) geo: Geo,
}

/// The locations whose service areas may contain a point, from [`SpatialIndex::may_serve`].
#[derive(Debug, Default)]
pub(crate) struct ServingCandidates {
    /// Locations with an active radius area that contains the point: they serve it.
    pub(crate) serving: Vec<u32>,
    /// Locations with a polygon (or an area no box could be drawn for) that may contain it:
    /// still to be tested.
    pub(crate) maybe: Vec<u32>,
}

/// Where the locations are, and where their geometric service areas reach.
#[derive(Debug, Default)]
pub(crate) struct SpatialIndex {
    /// Every location with coordinates.
    points: BandedPoints,
    /// The bounding box of every active radius or polygon area.
    areas: RTree<GeomWithData<Rectangle<[f64; 2]>, AreaEntry>>,
    /// Locations with a geometric area no box can be drawn for: always candidates.
    unboxed_areas: Vec<u32>,
}

impl SpatialIndex {
    /// Indexes `locations` (position `i` is location `i`).
    pub(crate) fn new(locations: &[&Location]) -> Self {
        let mut points = Vec::new();
        let mut areas = Vec::new();
        let mut unboxed_areas = Vec::new();
        for (i, l) in locations.iter().enumerate() {
            let i = u32::try_from(i).expect("fewer than 2^32 locations");
            if let Some(g) = l.geo {
                points.push(NearPoint { position: i, geo: g });
            }
            let mut unboxed = false;
            for area in l.service_areas.iter().filter(|a| a.active) {
                if let (Some(r), Some(center)) = (area.radius_m, l.geo) {
                    let entry = AreaEntry { position: i, circle: Some((center, r)) };
                    match radius_boxes(center, r) {
                        Some(boxes) => {
                            areas.extend(boxes.into_iter().map(|b| GeomWithData::new(rectangle(b), entry)));
                        }
                        None => unboxed = true,
                    }
                }
                if let Some(polygon) = area.polygon.as_deref().filter(|p| !p.is_empty()) {
                    let lon = polygon.iter().map(|g| g.longitude);
                    let lat = polygon.iter().map(|g| g.latitude);
                    let (west, east) =
                        (lon.clone().fold(f64::INFINITY, f64::min), lon.fold(f64::NEG_INFINITY, f64::max));
                    let (south, north) =
                        (lat.clone().fold(f64::INFINITY, f64::min), lat.fold(f64::NEG_INFINITY, f64::max));
                    // Ray casting works in plain longitude/latitude, so the vertices' box holds
                    // every point the polygon contains.
                    let b = AABB::from_corners(
                        [west - MARGIN_DEGREES, south - MARGIN_DEGREES],
                        [east + MARGIN_DEGREES, north + MARGIN_DEGREES],
                    );
                    areas.push(GeomWithData::new(rectangle(b), AreaEntry { position: i, circle: None }));
                }
            }
            if unboxed {
                unboxed_areas.push(i);
            }
        }
        SpatialIndex { points: BandedPoints::new(points), areas: RTree::bulk_load(areas), unboxed_areas }
    }

    /// Locations that may lie within `radius_m` of `center`, with their coordinates (read from
    /// the index, so a search need not visit a location to measure it), sorted by position;
    /// `None` means any may.
    pub(crate) fn near(&self, center: Geo, radius_m: f64) -> Option<Vec<NearPoint>> {
        let boxes = radius_boxes(center, radius_m)?;
        let mut found = Vec::new();
        for b in &boxes {
            self.points.in_box(b, &mut found);
        }
        sort_by_position(&mut found);
        // Boxes split at the antimeridian share only their edge; a point on it is found twice.
        found.dedup_by_key(|p| p.position);
        Some(found)
    }

    /// Locations whose geometric service areas may contain `point`: radius areas are decided
    /// here, exactly as [`super::serves::serves`] decides them; polygons are left to it.
    pub(crate) fn may_serve(&self, point: Geo, wgs84: &Wgs84) -> ServingCandidates {
        let at = AABB::from_point([point.longitude, point.latitude]);
        let mut out = ServingCandidates::default();
        for area in self.areas.locate_in_envelope_intersecting(at) {
            match area.data.circle {
                Some((center, radius)) => {
                    if wgs84.within(center, point, radius) {
                        out.serving.push(area.data.position);
                    }
                }
                None => out.maybe.push(area.data.position),
            }
        }
        out.maybe.extend_from_slice(&self.unboxed_areas);
        out
    }
}

/// Height of a latitude band of [`BandedPoints`], in degrees (about 5.6 km).
const BAND_DEGREES: f64 = 0.05;

/// How many bands cover the latitudes from -90 to 90.
const BANDS: usize = 3600;

/// Points in latitude bands, each band sorted by longitude, so that a box is read as one
/// contiguous run per band it spans: no tree to walk, and the points are read in memory order.
#[derive(Debug, Default)]
struct BandedPoints {
    /// Band `b` holds `points[starts[b]..starts[b + 1]]`.
    starts: Vec<usize>,
    points: Vec<NearPoint>,
}

impl BandedPoints {
    fn new(mut points: Vec<NearPoint>) -> Self {
        points.sort_unstable_by(|a, b| {
            band(a.geo.latitude).cmp(&band(b.geo.latitude)).then(a.geo.longitude.total_cmp(&b.geo.longitude))
        });
        let starts = (0..=BANDS).map(|b| points.partition_point(|p| band(p.geo.latitude) < b)).collect();
        BandedPoints { starts, points }
    }

    /// Appends the points inside `b` (edges included).
    fn in_box(&self, b: &AABB<[f64; 2]>, out: &mut Vec<NearPoint>) {
        let ([west, south], [east, north]) = (b.lower(), b.upper());
        if self.points.is_empty() {
            return;
        }
        for band in band(south)..=band(north) {
            let run = &self.points[self.starts[band]..self.starts[band + 1]];
            let from = run.partition_point(|p| p.geo.longitude < west);
            let to = run.partition_point(|p| p.geo.longitude <= east);
            out.extend(run[from..to.max(from)].iter().filter(|p| south <= p.geo.latitude && p.geo.latitude <= north));
        }
    }
}

/// The band holding `latitude` (latitudes outside -90..90 go to the first or last band).
fn band(latitude: f64) -> usize {
    // A float-to-integer cast saturates (NaN gives 0), so this never panics.
    (((latitude + 90.0) / BAND_DEGREES) as usize).min(BANDS - 1)
}

/// Sorts points by position with a radix sort (11 bits a pass): a large radius finds tens of
/// thousands of points, and this is several times faster than a comparison sort on them.
fn sort_by_position(points: &mut Vec<NearPoint>) {
    const BITS: u32 = 11;
    let Some(max) = points.iter().map(|p| p.position).max() else { return };
    let mut scratch = Vec::with_capacity(points.len());
    let mut shift = 0;
    while shift < u32::BITS && (max >> shift) != 0 {
        let digit = |p: &NearPoint| ((p.position >> shift) & ((1 << BITS) - 1)) as usize;
        let mut counts = [0usize; 1 << BITS];
        for p in points.iter() {
            counts[digit(p)] += 1;
        }
        let mut next = 0;
        for c in counts.iter_mut() {
            (*c, next) = (next, next + *c);
        }
        scratch.clear();
        scratch.resize(points.len(), NearPoint { position: 0, geo: Geo { latitude: 0.0, longitude: 0.0 } });
        for p in points.iter() {
            let slot = &mut counts[digit(p)];
            scratch[*slot] = *p;
            *slot += 1;
        }
        std::mem::swap(points, &mut scratch);
        shift += BITS;
    }
}

fn rectangle(b: AABB<[f64; 2]>) -> Rectangle<[f64; 2]> {
    Rectangle::from_corners(b.lower(), b.upper())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::location::geodesy::Wgs84;
    use proptest::prelude::*;

    fn contains(boxes: &[AABB<[f64; 2]>], p: Geo) -> bool {
        boxes.iter().any(|b| {
            let (lo, hi) = (b.lower(), b.upper());
            lo[0] <= p.longitude && p.longitude <= hi[0] && lo[1] <= p.latitude && p.latitude <= hi[1]
        })
    }

    proptest! {
        /// Every point within the radius is inside the boxes, wherever the centre is (near the
        /// antimeridian and up to the latitudes where boxes stop being drawn).
        #[test]
        fn the_boxes_hold_every_point_within_the_radius(
            lat in -88.0f64..88.0, lon in -180.0f64..180.0, radius in 1.0f64..300_000.0,
            bearing in 0.0f64..360.0, fraction in 0.0f64..=1.0,
        ) {
            use geographiclib_rs::{DirectGeodesic, Geodesic};
            let center = Geo { latitude: lat, longitude: lon };
            let (plat, plon): (f64, f64) = Geodesic::wgs84().direct(lat, lon, bearing, radius * fraction);
            let plon = if plon > 180.0 { plon - 360.0 } else if plon < -180.0 { plon + 360.0 } else { plon };
            let p = Geo { latitude: plat, longitude: plon };
            prop_assume!(Wgs84::default().within(center, p, radius));
            if let Some(boxes) = radius_boxes(center, radius) {
                prop_assert!(contains(&boxes, p), "{p:?} within {radius} m of {center:?} is outside {boxes:?}");
            }
        }
    }

    proptest! {
        /// A box query finds exactly the points inside the box, edges included, and the radix
        /// sort orders them as a comparison sort does.
        #[test]
        fn banded_points_find_exactly_the_points_in_a_box(
            coords in proptest::collection::vec((-3.0f64..=3.0, -5.0f64..=5.0), 0..300),
            (south, north) in (-3.0f64..3.0, 0.0f64..2.0).prop_map(|(s, h)| (s, s + h)),
            (west, east) in (-5.0f64..5.0, 0.0f64..4.0).prop_map(|(w, d)| (w, w + d)),
            positions in Just(()).prop_perturb(|_, mut rng| {
                let mut p: Vec<u32> = (0..300).map(|_| rng.random_range(0..5_000_000)).collect();
                p.sort_unstable();
                p.dedup();
                p
            }),
        ) {
            let points: Vec<NearPoint> = coords
                .iter()
                .zip(&positions)
                .map(|(&(latitude, longitude), &position)| NearPoint { position, geo: Geo { latitude, longitude } })
                .collect();
            let banded = BandedPoints::new(points.clone());
            let b = AABB::from_corners([west, south], [east, north]);
            let mut found = Vec::new();
            banded.in_box(&b, &mut found);
            sort_by_position(&mut found);
            let mut expected: Vec<NearPoint> = points
                .into_iter()
                .filter(|p| {
                    south <= p.geo.latitude && p.geo.latitude <= north && west <= p.geo.longitude && p.geo.longitude <= east
                })
                .collect();
            expected.sort_unstable_by_key(|p| p.position);
            prop_assert_eq!(found, expected);
        }
    }

    #[test]
    fn a_circle_across_the_antimeridian_gets_two_boxes_and_one_reaching_a_pole_none() {
        let fiji = Geo { latitude: -17.0, longitude: 179.9 };
        assert_eq!(radius_boxes(fiji, 50_000.0).map(|b| b.len()), Some(2));
        let svalbard = Geo { latitude: 88.5, longitude: 16.0 };
        assert_eq!(radius_boxes(svalbard, 100_000.0), None);
        assert_eq!(radius_boxes(Geo { latitude: 0.0, longitude: 0.0 }, f64::NAN), None);
    }
}
