//! Spatial indexes: which locations can possibly be within a radius of a point, and whose
//! service areas can possibly contain a point.
//!
//! Store points, and the centres of radius areas, are kept in latitude bands sorted by longitude
//! ([`BandedPoints`]); polygons' boxes are an R-tree in longitude/latitude degrees. A query for
//! points returns a *superset* of the answer, tested exactly afterwards (the geodesic); a radius
//! area's circle is decided here, exactly; a polygon is left to its own test. So the indexes
//! decide how much work is done, never what matches. Boxes are drawn conservatively (a radius of
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

/// A radius area in the index: whose it is and the circle itself, so that a point can be
/// tested against it without reading the location.
#[derive(Debug, Clone, Copy, PartialEq)]
struct RadiusArea {
    position: u32,
    radius_m: f64,
    /// The centre: the location's coordinates.
    geo: Geo,
}

/// What [`BandedPoints`] holds: anything with coordinates.
pub(crate) trait Placed {
    fn geo(&self) -> Geo;
}

impl Placed for NearPoint {
    fn geo(&self) -> Geo {
        self.geo
    }
}

impl Placed for RadiusArea {
    fn geo(&self) -> Geo {
        self.geo
    }
}

/// Radius areas by the size of their radius: tier `k` holds radii in (2^(k-1), 2^k] km, so a
/// point reads the centres within the tier's largest radius of it and finds at worst a few times
/// as many as contain it (an R-tree of their boxes held about 80 bytes an area, and twice that
/// while it was built, at a million stores each delivering around itself).
#[derive(Debug, Default)]
struct RadiusTiers {
    /// Each tier's largest radius (metres) and its areas, by increasing radius.
    tiers: Vec<(f64, BandedPoints<RadiusArea>)>,
}

impl RadiusTiers {
    /// Splits `areas` by tier in place: a chain whose stores deliver over similar radii has one
    /// tier, which keeps `areas`' own buffer (copied into a vector per tier, a million areas
    /// held twice their room while the index was built).
    fn new(mut areas: Vec<RadiusArea>) -> Self {
        let tier = |area: &RadiusArea| (area.radius_m / 1000.0).max(1.0).log2().ceil() as i32;
        areas.sort_unstable_by_key(tier);
        let mut tiers = Vec::new();
        // From the largest tier down, so that each split leaves the smaller tiers in place.
        while let Some(last) = areas.last() {
            let start = areas.partition_point(|a| tier(a) < tier(last));
            let rest = if start == 0 {
                let mut smallest = std::mem::take(&mut areas);
                smallest.shrink_to_fit(); // the room of the tiers split off
                smallest
            } else {
                areas.split_off(start)
            };
            tiers.push((rest.iter().map(|a| a.radius_m).fold(0.0, f64::max), BandedPoints::new(rest)));
        }
        tiers.reverse();
        RadiusTiers { tiers }
    }

    /// Adds the locations whose radius area contains `point` to `serving`.
    fn serving(&self, point: Geo, wgs84: &Wgs84, serving: &mut Vec<u32>) {
        for (largest, areas) in &self.tiers {
            let test = |area: &RadiusArea| {
                if wgs84.within(area.geo, point, area.radius_m) {
                    serving.push(area.position);
                }
            };
            // A centre within a radius of the point is within the boxes drawn around the point.
            match areas.near(point, *largest) {
                Some(near) => near.iter().for_each(test),
                None => areas.points.iter().for_each(test),
            }
        }
    }
}

/// A location that may be near a point, from [`SpatialIndex::near`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct NearPoint {
    pub(crate) position: u32,
    /// Its schedule group in the index's [`super::opening::OpeningIndex`], kept here (in what
    /// would be padding) so that a radius search filtering on hours reads no other table per
    /// point: the group table is read in position order, the points in band order.
    pub(crate) schedule_group: u32,
    /// Its coordinates, exactly as the location has them.
    pub(crate) geo: Geo,
}

/// The points in a radius's boxes, from [`SpatialIndex::near`]: runs of bands, read in band
/// order (not position order).
#[derive(Debug)]
pub(crate) struct NearPoints<'a, P> {
    /// The part of each band within the boxes' longitudes.
    runs: Vec<&'a [P]>,
    /// The boxes' latitudes (every box has the same), which the bands hold more than.
    south: f64,
    north: f64,
}

impl<P: Placed> NearPoints<'_, P> {
    /// Every point inside the boxes (edges included), each once.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &P> + '_ {
        let (south, north) = (self.south, self.north);
        self.runs.iter().flat_map(|run| run.iter()).filter(move |p| (south..=north).contains(&p.geo().latitude))
    }
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
    points: BandedPoints<NearPoint>,
    /// Every active radius area a box can be drawn around.
    radius_areas: RadiusTiers,
    /// The bounding box of every active polygon area, with its location's position.
    polygons: RTree<GeomWithData<Rectangle<[f64; 2]>, u32>>,
    /// Locations with a geometric area no box can be drawn for: always candidates.
    unboxed_areas: Vec<u32>,
}

impl SpatialIndex {
    /// Indexes `locations` (position `i` is location `i`, in schedule group
    /// `schedule_group(i)`).
    pub(crate) fn new(locations: &[&Location], schedule_group: impl Fn(usize) -> u32) -> Self {
        // Sized once: grown by doubling, a million points would leave up to twice their room
        // behind, and copy themselves on the way.
        let mut points = Vec::with_capacity(locations.iter().filter(|l| l.geo.is_some()).count());
        let radius_areas_at_most = locations
            .iter()
            .filter(|l| l.geo.is_some())
            .map(|l| l.service_areas.iter().filter(|a| a.active && a.radius_m.is_some()).count())
            .sum();
        let mut radius_areas = Vec::with_capacity(radius_areas_at_most);
        let mut polygons = Vec::new();
        let mut unboxed_areas = Vec::new();
        for (i, l) in locations.iter().enumerate() {
            let i = u32::try_from(i).expect("fewer than 2^32 locations");
            if let Some(g) = l.geo {
                points.push(NearPoint { position: i, schedule_group: schedule_group(i as usize), geo: g });
            }
            let mut unboxed = false;
            for area in l.service_areas.iter().filter(|a| a.active) {
                if let (Some(radius_m), Some(geo)) = (area.radius_m, l.geo) {
                    match radius_boxes(geo, radius_m) {
                        Some(_) => radius_areas.push(RadiusArea { position: i, radius_m, geo }),
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
                    polygons.push(GeomWithData::new(rectangle(b), i));
                }
            }
            if unboxed {
                unboxed_areas.push(i);
            }
        }
        SpatialIndex {
            points: BandedPoints::new(points),
            radius_areas: RadiusTiers::new(radius_areas),
            polygons: RTree::bulk_load(polygons),
            unboxed_areas,
        }
    }

    /// Locations that may lie within `radius_m` of `center`, with their coordinates and schedule
    /// groups (read from the index, so a search need not visit a location to measure or judge
    /// it); `None` means any may.
    pub(crate) fn near(&self, center: Geo, radius_m: f64) -> Option<NearPoints<'_, NearPoint>> {
        self.points.near(center, radius_m)
    }

    /// Locations whose geometric service areas may contain `point`: radius areas are decided
    /// here, exactly as [`super::serves::serves`] decides them; polygons are left to it.
    pub(crate) fn may_serve(&self, point: Geo, wgs84: &Wgs84) -> ServingCandidates {
        let at = AABB::from_point([point.longitude, point.latitude]);
        let mut out = ServingCandidates::default();
        self.radius_areas.serving(point, wgs84, &mut out.serving);
        out.maybe.extend(self.polygons.locate_in_envelope_intersecting(at).map(|polygon| polygon.data));
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
#[derive(Debug)]
struct BandedPoints<P> {
    /// Band `b` holds `points[starts[b]..starts[b + 1]]`.
    starts: Vec<usize>,
    points: Vec<P>,
}

impl<P> Default for BandedPoints<P> {
    fn default() -> Self {
        BandedPoints { starts: Vec::new(), points: Vec::new() }
    }
}

impl<P: Placed> BandedPoints<P> {
    fn new(mut points: Vec<P>) -> Self {
        points.sort_unstable_by(|a, b| {
            let (a, b) = (a.geo(), b.geo());
            band(a.latitude).cmp(&band(b.latitude)).then(a.longitude.total_cmp(&b.longitude))
        });
        let starts = (0..=BANDS).map(|b| points.partition_point(|p| band(p.geo().latitude) < b)).collect();
        BandedPoints { starts, points }
    }

    /// The points that may lie within `radius_m` of `center`, from the boxes around it; `None`
    /// when no box can be drawn (any may).
    fn near(&self, center: Geo, radius_m: f64) -> Option<NearPoints<'_, P>> {
        let boxes = radius_boxes(center, radius_m)?;
        // The two boxes of a circle across the antimeridian have the same latitudes and
        // disjoint longitudes (-180 and 180 are different values), so no point is in both.
        let (south, north) = (boxes[0].lower()[1], boxes[0].upper()[1]);
        let runs = boxes.iter().flat_map(|b| self.runs_in(b)).collect();
        Some(NearPoints { runs, south, north })
    }

    /// The runs of the bands `b` spans that lie within its longitudes (edges included); their
    /// points still have to be held to its latitudes.
    fn runs_in<'a>(&'a self, b: &AABB<[f64; 2]>) -> impl Iterator<Item = &'a [P]> + 'a {
        let ([west, south], [east, north]) = (b.lower(), b.upper());
        // An index built from no points (or a default one) has no bands to read.
        (band(south)..=band(north)).filter_map(move |band| {
            let run = self.points.get(*self.starts.get(band)?..*self.starts.get(band + 1)?)?;
            let from = run.partition_point(|p| p.geo().longitude < west);
            let to = run.partition_point(|p| p.geo().longitude <= east);
            Some(&run[from..to.max(from)])
        })
    }
}

/// The band holding `latitude` (latitudes outside -90..90 go to the first or last band).
fn band(latitude: f64) -> usize {
    // A float-to-integer cast saturates (NaN gives 0), so this never panics.
    (((latitude + 90.0) / BAND_DEGREES) as usize).min(BANDS - 1)
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
        /// A box query finds exactly the points inside the box, edges included, each once.
        #[test]
        fn banded_points_find_exactly_the_points_in_a_box(
            coords in proptest::collection::vec((-3.0f64..=3.0, -5.0f64..=5.0), 0..300),
            (south, north) in (-3.0f64..3.0, 0.0f64..2.0).prop_map(|(s, h)| (s, s + h)),
            (west, east) in (-5.0f64..5.0, 0.0f64..4.0).prop_map(|(w, d)| (w, w + d)),
        ) {
            let points: Vec<NearPoint> = coords
                .iter()
                .enumerate()
                .map(|(i, &(latitude, longitude))| NearPoint {
                    position: i as u32,
                    schedule_group: 0,
                    geo: Geo { latitude, longitude },
                })
                .collect();
            let banded = BandedPoints::new(points.clone());
            let b = AABB::from_corners([west, south], [east, north]);
            let near = NearPoints { runs: banded.runs_in(&b).collect(), south, north };
            let mut found: Vec<NearPoint> = near.iter().copied().collect();
            found.sort_unstable_by_key(|p| p.position);
            let expected: Vec<NearPoint> = points
                .into_iter()
                .filter(|p| {
                    south <= p.geo.latitude && p.geo.latitude <= north && west <= p.geo.longitude && p.geo.longitude <= east
                })
                .collect();
            prop_assert_eq!(found, expected);
        }
    }

    proptest! {
        /// The radius areas found to contain a point are exactly those whose circle holds it,
        /// whatever the radii (every tier) and wherever the point (by the antimeridian, far
        /// north, where no box can be drawn around it).
        #[test]
        fn radius_tiers_find_exactly_the_circles_holding_a_point(
            areas in proptest::collection::vec((-1.0f64..1.0, -1.0f64..1.0, 0.0f64..250_000.0), 0..120),
            around in prop_oneof![Just((37.7, -122.4)), Just((-17.0, 179.99)), Just((86.5, 40.0))],
            (dlat, dlon) in (-1.0f64..1.0, -1.0f64..1.0),
        ) {
            let wrap = |lon: f64| if lon > 180.0 { lon - 360.0 } else if lon < -180.0 { lon + 360.0 } else { lon };
            let at = |a: f64, b: f64| Geo { latitude: around.0 + a, longitude: wrap(around.1 + b * 2.0) };
            let areas: Vec<RadiusArea> = areas
                .iter()
                .enumerate()
                .map(|(i, &(a, b, radius_m))| RadiusArea { position: i as u32, radius_m, geo: at(a, b) })
                .collect();
            let point = at(dlat, dlon);
            let wgs84 = Wgs84::default();
            let mut found = Vec::new();
            RadiusTiers::new(areas.clone()).serving(point, &wgs84, &mut found);
            found.sort_unstable();
            let expected: Vec<u32> =
                areas.iter().filter(|a| wgs84.within(a.geo, point, a.radius_m)).map(|a| a.position).collect();
            prop_assert_eq!(found, expected);
        }
    }

    #[test]
    fn a_circle_across_the_antimeridian_finds_the_points_on_both_sides_once() {
        let at = |latitude, longitude| Location { geo: Some(Geo { latitude, longitude }), ..Location::bare("") };
        let locations = [at(-17.0, 179.95), at(-17.0, -179.95), at(-17.0, 180.0), at(-17.0, -180.0), at(-17.0, 170.0)];
        let refs: Vec<&Location> = locations.iter().collect();
        let index = SpatialIndex::new(&refs, |i| i as u32 * 10);
        let near = index.near(Geo { latitude: -17.0, longitude: 179.9 }, 50_000.0).expect("boxes can be drawn");
        let mut found: Vec<(u32, u32)> = near.iter().map(|p| (p.position, p.schedule_group)).collect();
        found.sort_unstable();
        assert_eq!(found, [(0, 0), (1, 10), (2, 20), (3, 30)]);
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
