//! Proof that the indexes change only how much work a search does, never its answer: on
//! generated chains (clusters by the antimeridian and far north among them), every search gives
//! exactly the page, count and cursor of a plain scan that tests every location one by one and
//! ranks with the cursor's own ordering.

use std::collections::BTreeMap;
use std::sync::Arc;

use jiff::Timestamp;
use jiff::civil::{Date, Weekday};
use jiff::tz::TimeZone;
use proptest::prelude::*;
use serde_json::{Value, json};

use crate::catalog::{Business, Money, Product, Variant};
use crate::location::cursor::{self, CursorKey, RankKey, rank_order};
use crate::location::engine::{Limits, QueryContext, SearchPage};
use crate::location::index::LocationIndex;
use crate::location::model::*;
use crate::location::request::SearchRequest;
use crate::location::text::query_terms;

const CLUSTERS: [(f64, f64); 4] = [(37.7, -122.4), (-17.0, 179.95), (70.0, 25.0), (40.0, -74.0)];
/// Each cluster's country and region.
const PLACES: [(&str, &str); 4] = [("US", "US-CA"), ("FJ", "FJ-C"), ("NO", "NO-55"), ("US", "US-NY")];
const AMENITY_KEYS: [&str; 4] = ["dev.ucp.amenity.wi_fi", "dev.ucp.amenity.parking", "x.a", "x.b"];
const ITEMS: [&str; 3] = ["v1", "v2", "v3"];

/// One generated location: cluster, offsets, schedule pattern, amenity and item masks, an
/// optional delivery radius, a polygon, and whether it closed.
type Spec = (usize, f64, f64, usize, u8, u8, Option<f64>, bool, bool);

fn interval(o: (u8, u8), c: (u8, u8)) -> Interval {
    Interval { opens: ClockTime::new(o.0, o.1).unwrap(), closes: ClockTime::new(c.0, c.1).unwrap() }
}

fn schedule(k: usize, zone: &str) -> Option<Schedule> {
    let days = [Weekday::Monday, Weekday::Tuesday, Weekday::Wednesday, Weekday::Thursday, Weekday::Friday];
    let weekly: Vec<DailyHour> = match k {
        0 => return None,
        1 => days.iter().map(|&day| DailyHour { day, interval: interval((9, 0), (17, 0)) }).collect(),
        2 => days.iter().map(|&day| DailyHour { day, interval: interval((20, 0), (3, 0)) }).collect(),
        _ => days.iter().map(|&day| DailyHour { day, interval: interval((0, 0), (23, 59)) }).collect(),
    };
    let exceptions = if k == 3 {
        let day = Date::new(2026, 12, 2).unwrap();
        vec![ExceptionHour { valid_from: day, valid_through: day, title: None, interval: None }]
    } else {
        vec![]
    };
    Some(Schedule {
        timezone_name: zone.into(),
        timezone: TimeZone::get(zone).unwrap(),
        weekly: Some(weekly),
        exceptions: exceptions.into(),
    })
}

fn business(specs: &[Spec]) -> Business {
    let zones = ["America/Los_Angeles", "Pacific/Fiji", "Europe/Oslo", "America/New_York"];
    let mut availability: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    let locations = specs
        .iter()
        .enumerate()
        .map(|(n, &(c, dlat, dlon, sched, amenities, items, radius, closed, polygon))| {
            let (lat, lon) = CLUSTERS[c];
            let mut longitude = lon + dlon * 0.5;
            if longitude > 180.0 {
                longitude -= 360.0;
            }
            let geo = Geo { latitude: lat + dlat * 0.5, longitude };
            // Ids in an order other than the generation order.
            let id = format!("loc_{:03}", (n * 37) % 1000);
            availability.insert(
                id.clone(),
                ITEMS.iter().enumerate().filter(|(k, _)| items & (1 << k) != 0).map(|(_, v)| *v).collect(),
            );
            let mut service_areas = Vec::new();
            if let Some(r) = radius {
                service_areas.push(area(Some(r), None));
            }
            let (country, region) = PLACES[c];
            // Some list postal codes (one a wildcard, both written with a space), some whole regions or
            // countries.
            match n % 5 {
                0 => {
                    let mut a = area(None, None);
                    let mut entries = vec![format!("9410 {}", n % 3)];
                    if n % 10 == 0 {
                        entries.push("95 *".into());
                    }
                    a.postal_codes = [(country.into(), entries.into_iter().map(Into::into).collect())].into();
                    service_areas.push(a);
                }
                1 => service_areas.push(ServiceArea { regions: vec![region.into()].into(), ..area(None, None) }),
                2 if n % 7 == 0 => {
                    service_areas.push(ServiceArea { countries: vec![country.into()].into(), ..area(None, None) })
                }
                _ => {}
            }
            if polygon {
                let ring = [(-0.2, -0.2), (-0.2, 0.3), (0.25, 0.3), (0.25, -0.2)];
                let vertices =
                    ring.iter().map(|(a, b)| Geo { latitude: geo.latitude + a, longitude: geo.longitude + b });
                service_areas.push(area(None, Some(vertices.collect())));
            }
            Location {
                name: format!("Store {n} {}", if n % 3 == 0 { "harbour" } else { "market" }).into(),
                aliases: Aliases { code: Some(format!("C{n}").into()), ..Aliases::default() },
                address: Some(PostalAddress {
                    address_country: Some(PLACES[c].0.into()),
                    address_region: Some(PLACES[c].1.split_once('-').unwrap().1.into()),
                    postal_code: Some(format!("9410{}", n % 4).into()),
                    ..PostalAddress::default()
                }),
                geo: Some(geo),
                schedule: schedule(sched, zones[c]).map(Arc::new),
                amenities: Arc::new(
                    AMENITY_KEYS
                        .iter()
                        .enumerate()
                        .filter(|(k, _)| amenities & (1 << k) != 0)
                        .map(|(_, key)| (key.to_string(), "yes".to_string()))
                        .collect(),
                ),
                not_offered: Arc::default(),
                notes: Default::default(),
                service_areas: service_areas.into(),
                status: if closed { LocationStatus::PermanentlyClosed } else { LocationStatus::Active },
                internal: false,
                id: id.into(),
            }
        })
        .collect();
    let variant = |id: &str| Variant {
        id: id.into(),
        sku: format!("SKU-{id}"),
        title: id.into(),
        price: Money { minor: 100 },
        member_price: None,
        compare_at_price: None,
        stock_status: None,
        attributes: BTreeMap::new(),
    };
    Business {
        availability: availability.into_iter().collect(),
        products: vec![Product {
            id: "p".into(),
            handle: "p".into(),
            title: "P".into(),
            url: "https://t.example/p".into(),
            description: String::new(),
            attributes: BTreeMap::new(),
            notices: vec![],
            tags: vec![],
            kind: None,
            final_sale: false,
            sold_online: true,
            variants: ITEMS.iter().map(|v| variant(v)).collect(),
        }],
        ..business_of(locations)
    }
}

/// A business of `locations` and nothing else.
fn business_of(locations: Vec<Location>) -> Business {
    Business {
        name: "t".into(),
        website: "https://t.example".into(),
        gid_authority: "t".into(),
        languages: vec!["en".into()],
        currency: "USD".into(),
        locations,
        ..Business::default()
    }
}

fn area(radius_m: Option<f64>, polygon: Option<Vec<Geo>>) -> ServiceArea {
    ServiceArea {
        method: "delivery".into(),
        active: true,
        radius_m,
        polygon: polygon.map(Into::into),
        countries: Box::default(),
        regions: Box::default(),
        postal_codes: PostalCodes::default(),
    }
}

/// The page a plain scan gives: every location tested by the lookup path's own predicate
/// test, ranked by the cursor's ordering.
/// Checks that `page` (of `req`, sent as `body`) is exactly the scan's page, count and
/// continuation; returns its cursor.
fn same_as_scan(
    index: &LocationIndex,
    req: &SearchRequest,
    page: SearchPage<'_>,
    cx: QueryContext<'_>,
    body: &Value,
) -> Result<Option<String>, TestCaseError> {
    let ids: Vec<String> = page.locations.iter().map(|v| v.id.to_owned()).collect();
    let (want, total, more) = scan(index, req, cx);
    prop_assert_eq!(&ids, &want, "{}", body);
    prop_assert_eq!(page.total_count, total, "{}", body);
    prop_assert_eq!(page.has_next_page, more, "{}", body);
    Ok(page.cursor)
}

fn scan(index: &LocationIndex, req: &SearchRequest, cx: QueryContext<'_>) -> (Vec<String>, usize, bool) {
    let p = index.predicates(req.distance, req.serves.as_ref(), &req.filters, cx).unwrap();
    let terms = req.query.as_deref().map(query_terms).unwrap_or_default();
    let scores = if terms.is_empty() { vec![] } else { index.text.scores(&terms) };
    let after = req.pagination.cursor.as_deref().map(|c| cursor::decode(cx.cursor_key, &req.fingerprint, c).unwrap());
    let hinted = req.context.location.as_deref().map(|h| index.resolve(h)).unwrap_or_default();
    let mut ranked: Vec<RankKey> = Vec::new();
    for (i, l) in index.locations().enumerate() {
        let score = scores.get(i).copied().unwrap_or(0);
        if l.status != LocationStatus::Active || (!terms.is_empty() && score == 0) {
            continue;
        }
        let Some(distance) = index.admits(i, &p) else { continue };
        ranked.push(RankKey {
            score,
            distance_mm: distance.map(|d| (d * 1000.0).round() as u64),
            affinity: index.affinity(i, &req.context, &hinted),
            id: l.id.to_string(),
        });
    }
    ranked.sort_by(|a, b| rank_order(a.parts(), b.parts()));
    if terms.is_empty() && p.is_empty() {
        ranked.truncate(cx.limits.browse_max_results);
    }
    let total = ranked.len();
    if let Some(after) = &after {
        ranked.retain(|r| rank_order(r.parts(), after.parts()).is_gt());
    }
    let limit =
        req.pagination.limit.map_or(cx.limits.default_page_size, |l| l as usize).clamp(1, cx.limits.max_page_size);
    let more = ranked.len() > limit;
    (ranked.into_iter().take(limit).map(|r| r.id).collect(), total, more)
}

fn request(kind: usize, c: usize, dlat: f64, dlon: f64, radius: f64, hour: u8, pick: u8) -> Value {
    let (lat, lon) = CLUSTERS[c];
    let mut longitude = lon + dlon * 0.6;
    if longitude > 180.0 {
        longitude -= 360.0;
    }
    let point = json!({"latitude": lat + dlat * 0.6, "longitude": longitude});
    let open_at = format!("2026-12-0{}T{hour:02}:30:00Z", 1 + pick % 4);
    let amenity = AMENITY_KEYS[pick as usize % 4];
    let item = ITEMS[pick as usize % 3];
    let limit = 1 + pick as u64 % 4;
    match kind {
        0 => json!({"distance": {"center": point, "max": radius}, "pagination": {"limit": limit}}),
        1 => json!({"serves": {"point": point}, "filters": {"amenities": [amenity]}, "pagination": {"limit": limit}}),
        2 => json!({"filters": {"hours": {"open_at": open_at}}, "pagination": {"limit": limit}}),
        3 => json!({"filters": {"amenities": [amenity], "items": [item]}, "pagination": {"limit": limit}}),
        4 => {
            json!({"distance": {"center": point, "max": radius}, "filters": {"hours": {"open_at": open_at}, "items": [item]}})
        }
        5 => json!({"query": "harbour", "filters": {"amenities": [amenity]}, "pagination": {"limit": limit}}),
        6 => json!({"context": {"location": "C3"}, "filters": {"items": [item]}, "pagination": {"limit": limit}}),
        7 => json!({"filters": {"items": ["no-such-item"]}}),
        8 => {
            let (country, region) = PLACES[c];
            let address = match pick % 4 {
                0 => json!({"address_country": country, "postal_code": format!("9410{}", pick % 5)}),
                1 => json!({"address_country": country, "postal_code": format!("9410{}-1234", pick % 5)}),
                2 => json!({"address_country": country, "address_region": region}),
                _ => json!({"address_country": country}),
            };
            json!({"serves": {"address": address}, "pagination": {"limit": limit}})
        }
        9 => json!({"serves": {"address": {"address_country": "US", "postal_code": "95123"}}}),
        // Several terms, some in many stores and some in few: every term matched ranks first.
        11 => json!({"query": format!("harbour {} market", pick % 40), "pagination": {"limit": limit}}),
        12 => json!({"query": format!("mark {}", pick % 12), "distance": {"center": point, "max": radius}}),
        13 => {
            json!({"query": format!("harb {}", pick % 30), "context": {"location": "C3"}, "pagination": {"limit": limit}})
        }
        _ => json!({"pagination": {"limit": limit}}),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn indexed_search_pages_exactly_like_a_scan(
        specs in proptest::collection::vec(
            (0usize..4, -1.0f64..1.0, -1.0f64..1.0, 0usize..4, 0u8..16, 0u8..8,
             proptest::option::of(1_000.0f64..60_000.0), proptest::bool::weighted(0.1), proptest::bool::weighted(0.15)),
            1..150),
        requests in proptest::collection::vec(
            (0usize..14, 0usize..4, -1.0f64..1.0, -1.0f64..1.0, 500.0f64..150_000.0, 0u8..24, 0u8..255), 12),
    ) {
        let index = LocationIndex::new(std::sync::Arc::new(business(&specs)));
        let now: Timestamp = "2026-12-01T12:00:00Z".parse().unwrap();
        let limits = Limits { browse_max_results: 7, ..Limits::default() };
        let key = CursorKey::new([3; 32]);
        let cx = QueryContext { now, limits: &limits, cursor_key: &key };
        for (kind, c, dlat, dlon, radius, hour, pick) in requests {
            let mut body = request(kind, c, dlat, dlon, radius, hour, pick);
            // Follow the cursors to the end (or a few pages in).
            for _ in 0..4 {
                let req = SearchRequest::from_json(&body).unwrap();
                // A target this business cannot evaluate is refused before any location is looked at.
                let Ok(page) = index.search(&req, cx) else {
                    prop_assert!(index.predicates(req.distance, req.serves.as_ref(), &req.filters, cx).is_err());
                    break;
                };
                let Some(cursor) = same_as_scan(&index, &req, page, cx, &body)? else { break };
                body["pagination"] = match req.pagination.limit {
                    Some(limit) => json!({"cursor": cursor, "limit": limit}),
                    None => json!({"cursor": cursor}),
                };
            }
        }
    }
}

/// A chain whose stores all lie at nearly the same distance from a centre (within 2 %, less
/// than the width of a distance bracket), so ranking them needs the exact distance of exactly
/// the right ones.
fn ring(center: (f64, f64), radius_m: f64, offsets: &[(f64, f64)]) -> Business {
    use geographiclib_rs::{DirectGeodesic, Geodesic};
    let g = Geodesic::wgs84();
    let locations = offsets
        .iter()
        .enumerate()
        .map(|(n, &(azimuth, stretch))| {
            let (latitude, longitude): (f64, f64) = g.direct(center.0, center.1, azimuth, radius_m * (1.0 + stretch));
            Location {
                name: format!("Ring {n}").into(),
                geo: Some(Geo { latitude, longitude }),
                ..Location::bare(&format!("r_{:03}", (n * 53) % 1000))
            }
        })
        .collect();
    business_of(locations)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Matches whose distances are closer together than a bracket is wide still page in exact
    /// order, through every cursor, and are counted exactly at the radius's edge.
    #[test]
    fn nearly_equidistant_stores_page_exactly_like_a_scan(
        cluster in 0usize..4,
        radius in 1_000.0f64..120_000.0,
        offsets in proptest::collection::vec((0.0f64..360.0, -0.02f64..0.02), 1..60),
        edge in -0.015f64..0.015,
        limit in 1u64..6,
    ) {
        let index = LocationIndex::new(std::sync::Arc::new(ring(CLUSTERS[cluster], radius, &offsets)));
        let now: Timestamp = "2026-12-01T12:00:00Z".parse().unwrap();
        let limits = Limits::default();
        let key = CursorKey::new([5; 32]);
        let cx = QueryContext { now, limits: &limits, cursor_key: &key };
        let (lat, lon) = CLUSTERS[cluster];
        let center = json!({"latitude": lat, "longitude": lon});
        let mut body = json!({"distance": {"center": center, "max": radius * (1.0 + edge)}, "pagination": {"limit": limit}});
        for _ in 0..80 {
            let req = SearchRequest::from_json(&body).unwrap();
            let page = index.search(&req, cx).unwrap();
            let Some(cursor) = same_as_scan(&index, &req, page, cx, &body)? else { break };
            body["pagination"] = json!({"cursor": cursor, "limit": limit});
        }
    }
}
