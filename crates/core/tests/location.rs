//! Location Search and Lookup on a small synthetic business: every predicate, their
//! conjunction, ranking, pagination and lookup resolution.

use std::collections::BTreeMap;
use std::sync::Arc;

use concierge_core::Code;
use concierge_core::catalog::{Business, Money, Product, Variant};
use concierge_core::location::geodesy::Wgs84;
use concierge_core::location::{
    Aliases, CursorKey, DailyHour, ExceptionHour, Geo, Interval, Limits, Location, LocationIndex, LocationPage,
    LocationStatus, LookupRequest, PostalAddress, PostalCodes, QueryContext, Schedule, SearchRequest, ServiceArea,
};
use concierge_core::ucp::Message;
use jiff::civil::Weekday;
use jiff::tz::TimeZone;
use serde_json::{Value, json};

const NOW: &str = "2026-06-10T17:00:00Z"; // a Wednesday: 10:00 in Los Angeles, 13:00 in New York

fn geo(latitude: f64, longitude: f64) -> Geo {
    Geo { latitude, longitude }
}

fn week(opens: &str, closes: &str) -> Vec<DailyHour> {
    [
        Weekday::Monday,
        Weekday::Tuesday,
        Weekday::Wednesday,
        Weekday::Thursday,
        Weekday::Friday,
        Weekday::Saturday,
        Weekday::Sunday,
    ]
    .into_iter()
    .map(|day| DailyHour { day, interval: Interval { opens: opens.parse().unwrap(), closes: closes.parse().unwrap() } })
    .collect()
}

fn schedule(zone: &str, weekly: Option<Vec<DailyHour>>, exceptions: Vec<ExceptionHour>) -> Option<Arc<Schedule>> {
    Some(Arc::new(Schedule {
        timezone_name: zone.into(),
        timezone: TimeZone::get(zone).unwrap(),
        weekly,
        exceptions: exceptions.into(),
    }))
}

fn location(id: &str, name: &str, city: &str, at: Geo) -> Location {
    Location {
        id: id.into(),
        name: name.into(),
        aliases: Aliases::default(),
        address: Some(PostalAddress {
            address_locality: Some(city.into()),
            address_country: Some("US".into()),
            ..Default::default()
        }),
        geo: Some(at),
        schedule: schedule("America/Los_Angeles", Some(week("09:00", "17:00")), vec![]),
        amenities: Arc::default(),
        service_areas: Default::default(),
        status: LocationStatus::Active,
        internal: false,
        not_offered: Arc::default(),
        notes: Vec::new().into(),
    }
}

fn business() -> Business {
    let mut a = location("loc_a", "Alpha Downtown", "San Francisco", geo(37.7879, -122.4075));
    a.aliases = Aliases {
        code: Some("SF01".into()),
        handle: Some("alpha-downtown".into()),
        url: Some(LocationPage::new("https://shop.example/stores/alpha-downtown", "https://shop.example")),
        other: vec!["bay".into()].into(),
    };
    a.amenities = Arc::new(BTreeMap::from([
        ("dev.ucp.amenity.wi_fi".into(), "Free Wi-Fi".into()),
        ("dev.ucp.amenity.shopping.in_store_pickup".into(), "Pickup".into()),
    ]));
    a.service_areas = Arc::new([ServiceArea {
        method: "delivery".into(),
        active: true,
        radius_m: Some(5_000.0),
        polygon: None,
        countries: Box::default(),
        regions: Box::default(),
        postal_codes: PostalCodes::default(),
    }]);
    let mut b = location("loc_b", "Bravo Mission", "San Francisco", geo(37.7599, -122.4148));
    b.aliases.other = vec!["bay".into()].into();
    b.amenities = Arc::new(BTreeMap::from([("dev.ucp.amenity.wi_fi".into(), "Wi-Fi".into())]));
    let mut c = location("loc_c", "Charlie Oakland", "Oakland", geo(37.8044, -122.2712));
    c.schedule = schedule("America/Los_Angeles", None, vec![]); // hours unknown
    let mut d = location("loc_d", "Delta Brooklyn", "Brooklyn", geo(40.7081, -73.9571));
    d.schedule = schedule("America/New_York", Some(week("12:00", "20:00")), vec![]);
    let mut closed_today = location("loc_e", "Echo Berkeley", "Berkeley", geo(37.8715, -122.2730));
    closed_today.schedule = schedule(
        "America/Los_Angeles",
        Some(week("09:00", "17:00")),
        vec![ExceptionHour {
            valid_from: "2026-06-08".parse().unwrap(),
            valid_through: "2026-06-12".parse().unwrap(),
            title: Some("Renovation".into()),
            interval: None,
        }],
    );
    let mut gone = location("loc_gone", "Foxtrot (closed)", "San Jose", geo(37.3382, -121.8863));
    gone.status = LocationStatus::PermanentlyClosed;
    let mut dark = location("loc_dark", "Warehouse", "San Francisco", geo(37.7700, -122.4000));
    dark.internal = true;
    dark.aliases.code = Some("WH1".into());
    let mut east = location("loc_fiji_east", "Golf Taveuni", "Taveuni", geo(-16.8, 179.95));
    east.schedule = schedule("Pacific/Fiji", Some(week("09:00", "17:00")), vec![]);
    let mut west = location("loc_fiji_west", "Hotel Lau", "Lau", geo(-16.8, -179.95));
    west.schedule = schedule("Pacific/Fiji", Some(week("09:00", "17:00")), vec![]);
    let variant = |id: &str, sku: &str| Variant {
        id: id.into(),
        sku: sku.into(),
        title: id.into(),
        price: Money { minor: 1000 },
        member_price: None,
        compare_at_price: None,
        stock_status: None,
        attributes: BTreeMap::new(),
    };
    Business {
        name: "Test".into(),
        website: "https://shop.example".into(),
        gid_authority: "shop".into(),
        languages: vec!["en".into()],
        currency: "USD".into(),
        region_names: BTreeMap::new(),
        policies: vec![],
        faq: vec![],
        products: vec![Product {
            id: "jacket".into(),
            handle: "jacket".into(),
            title: "Jacket".into(),
            url: "https://shop.example/products/jacket".into(),
            description: "A jacket".into(),
            attributes: BTreeMap::new(),
            notices: vec![],
            tags: vec![],
            kind: None,
            final_sale: false,
            sold_online: true,
            variants: vec![variant("jacket-m", "JKT-M"), variant("jacket-l", "JKT-L")],
        }],
        locations: vec![a, b, c, d, closed_today, gone, dark, east, west],
        availability: [
            ("loc_a", vec!["jacket-m", "jacket-l"]),
            ("loc_b", vec!["jacket-m"]),
            ("loc_dark", vec!["jacket-m", "jacket-l"]),
        ]
        .into_iter()
        .collect(),
        ..Business::default()
    }
}

struct Fixture {
    index: LocationIndex,
    limits: Limits,
    key: CursorKey,
}

impl Fixture {
    fn new() -> Self {
        Fixture {
            index: LocationIndex::new(std::sync::Arc::new(business())),
            limits: Limits::default(),
            key: CursorKey::new([9; 32]),
        }
    }

    fn cx(&self) -> QueryContext<'_> {
        QueryContext { now: NOW.parse().unwrap(), limits: &self.limits, cursor_key: &self.key }
    }

    fn search(&self, body: Value) -> Result<(Vec<String>, Value), concierge_core::UcpError> {
        let req = SearchRequest::from_json(&body)?;
        let page = self.index.search(&req, self.cx())?;
        let ids = page.locations.iter().map(|l| l.id.to_owned()).collect();
        let meta = json!({
            "has_next_page": page.has_next_page,
            "cursor": page.cursor,
            "total_count": page.total_count,
            "messages": serde_json::to_value(&page.messages).unwrap(),
        });
        Ok((ids, meta))
    }

    fn ids(&self, body: Value) -> Vec<String> {
        self.search(body).unwrap().0
    }

    fn lookup(&self, body: Value) -> (Vec<(String, Vec<String>)>, Vec<Message>) {
        let req = LookupRequest::from_json(&body).unwrap();
        let r = self.index.lookup(&req, self.cx()).unwrap();
        let locs = r
            .locations
            .iter()
            .map(|l| (l.id.to_owned(), l.inputs.as_ref().unwrap().iter().map(|i| i.id.to_owned()).collect()))
            .collect();
        (locs, r.messages)
    }
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

#[test]
fn empty_search_is_a_bounded_browse_of_public_active_locations() {
    let f = Fixture::new();
    let (ids, meta) = f.search(json!({})).unwrap();
    assert_eq!(
        sorted(ids),
        ["loc_a", "loc_b", "loc_c", "loc_d", "loc_e", "loc_fiji_east", "loc_fiji_west"],
        "internal and permanently closed locations are never searched"
    );
    assert_eq!(meta["total_count"], 7);
    let mut small = Fixture::new();
    small.limits.browse_max_results = 3;
    let (ids, meta) = small.search(json!({"pagination": {"limit": 50}})).unwrap();
    assert_eq!((ids.len(), meta["total_count"].as_u64(), meta["has_next_page"].as_bool()), (3, Some(3), Some(false)));
}

#[test]
fn distance_is_inclusive_unrounded_and_never_clamped() {
    let f = Fixture::new();
    let center = geo(37.7879, -122.4075);
    let d = Wgs84::default().distance_m(center, geo(37.7599, -122.4148));
    let at = |max: f64| {
        f.ids(json!({"distance": {"center": {"latitude": center.latitude, "longitude": center.longitude}, "max": max}}))
    };
    assert_eq!(sorted(at(d)), ["loc_a", "loc_b"], "a location exactly at max matches");
    assert_eq!(at(d.next_down()), ["loc_a"], "one ulp less excludes it");
    assert_eq!(at(0.0), ["loc_a"], "zero radius matches the location at the center");
    let e = f.search(json!({"distance": {"center": {"latitude": 0, "longitude": 0}, "max": 200_000.5}})).unwrap_err();
    assert_eq!((e.code, e.path.as_deref()), (Code::DistanceLimitExceeded, Some("$.distance.max")));
}

#[test]
fn distance_across_the_antimeridian() {
    let f = Fixture::new();
    let ids = f.ids(json!({"distance": {"center": {"latitude": -16.8, "longitude": 180.0}, "max": 12_000}}));
    assert_eq!(sorted(ids), ["loc_fiji_east", "loc_fiji_west"]);
    let ids = f.ids(json!({"distance": {"center": {"latitude": -16.8, "longitude": -180.0}, "max": 12_000}}));
    assert_eq!(ids.len(), 2);
}

#[test]
fn distance_orders_nearest_first() {
    let f = Fixture::new();
    let ids = f.ids(json!({"distance": {"center": {"latitude": 37.76, "longitude": -122.41}, "max": 30_000}}));
    assert_eq!(ids, ["loc_b", "loc_a", "loc_c", "loc_e"]);
}

#[test]
fn predicates_combine_with_and() {
    let f = Fixture::new();
    let near_sf = json!({"center": {"latitude": 37.77, "longitude": -122.41}, "max": 10_000});
    assert_eq!(
        sorted(f.ids(json!({"distance": near_sf, "filters": {"amenities": ["dev.ucp.amenity.wi_fi"]}}))),
        ["loc_a", "loc_b"]
    );
    assert_eq!(
        f.ids(json!({"distance": near_sf, "filters": {"amenities": ["dev.ucp.amenity.wi_fi", "dev.ucp.amenity.shopping.in_store_pickup"]}})),
        ["loc_a"]
    );
    assert_eq!(f.ids(json!({"distance": near_sf, "filters": {"items": ["jacket-l"]}})), ["loc_a"]);
    assert_eq!(
        sorted(f.ids(json!({"filters": {"items": ["jacket-m"]}}))),
        ["loc_a", "loc_b"],
        "the warehouse stock is invisible"
    );
    assert_eq!(
        sorted(f.ids(json!({"filters": {"items": ["JKT-M", "gid://shop/ProductVariant/jacket-l"]}}))),
        ["loc_a"],
        "SKUs and GIDs name items too"
    );
    assert!(
        f.ids(json!({"filters": {"items": ["no-such-item"]}})).is_empty(),
        "an unknown item is an ordinary non-match"
    );
    assert!(f.ids(json!({"filters": {"amenities": ["dev.ucp.amenity"]}})).is_empty(), "no prefix matching");
}

#[test]
fn hours_filter_is_evaluated_in_each_locations_zone() {
    let f = Fixture::new();
    // 17:00Z on Wednesday: 10:00 in San Francisco (open 09-17), 13:00 in Brooklyn (open 12-20).
    let open_now = sorted(f.ids(json!({"filters": {"hours": {"open_at": NOW}}})));
    assert_eq!(
        open_now,
        ["loc_a", "loc_b", "loc_d"],
        "unknown hours (loc_c), a closure (loc_e) and far-away zones do not match"
    );
    // 02:30Z Thursday = 19:30 Wednesday in SF (closed), 22:30 in Brooklyn (closed), 14:30
    // Thursday in Fiji (open).
    assert_eq!(
        sorted(f.ids(json!({"filters": {"hours": {"open_at": "2026-06-11T02:30:00Z"}}}))),
        ["loc_fiji_east", "loc_fiji_west"]
    );
    // The same instant written with another offset gives the same answer.
    assert_eq!(sorted(f.ids(json!({"filters": {"hours": {"open_at": "2026-06-10T19:00:00+02:00"}}}))), open_now);
}

#[test]
fn open_at_beyond_the_horizon_is_never_provably_open() {
    let f = Fixture::new();
    let (ids, meta) = f.search(json!({"filters": {"hours": {"open_at": "2028-06-14T17:00:00Z"}}})).unwrap();
    assert!(ids.is_empty());
    assert_eq!(meta["messages"][0]["code"], "schedule_horizon_exceeded");
}

#[test]
fn query_narrows_and_ranks_but_never_relaxes() {
    let f = Fixture::new();
    assert_eq!(f.ids(json!({"query": "brooklyn"})), ["loc_d"]);
    assert_eq!(f.ids(json!({"query": "Brook"})), ["loc_d"], "prefix");
    assert!(
        f.ids(json!({"query": "brooklyn", "distance": {"center": {"latitude": 37.77, "longitude": -122.41}, "max": 10_000}})).is_empty(),
        "the query does not relax the radius"
    );
    assert_eq!(f.ids(json!({"query": "stores near me"})).len(), 7, "stop words alone do not narrow");
    let ranked = f.ids(json!({"query": "san francisco mission"}));
    assert_eq!(ranked[0], "loc_b", "name and city both match");
    assert!(f.ids(json!({"query": "warehouse"})).is_empty(), "internal locations are not searchable by name");
}

#[test]
fn context_orders_but_never_filters() {
    let f = Fixture::new();
    let ids = f.ids(json!({"context": {"location": "loc_d"}}));
    assert_eq!(ids[0], "loc_d");
    assert_eq!(ids.len(), 7);
}

#[test]
fn pagination_has_no_duplicates_and_no_gaps() {
    let f = Fixture::new();
    let all = f.ids(json!({"pagination": {"limit": 50}}));
    let mut seen = Vec::new();
    let mut cursor: Option<String> = None;
    for _ in 0..10 {
        let mut body = json!({"pagination": {"limit": 2}});
        if let Some(c) = &cursor {
            body["pagination"]["cursor"] = json!(c);
        }
        let (ids, meta) = f.search(body).unwrap();
        assert!(ids.len() <= 2);
        seen.extend(ids);
        if meta["has_next_page"] == json!(false) {
            assert!(meta["cursor"].is_null(), "no cursor on the last page");
            break;
        }
        cursor = Some(meta["cursor"].as_str().unwrap().to_owned());
    }
    assert_eq!(seen, all);
}

#[test]
fn default_page_size_and_page_cap() {
    let mut f = Fixture::new();
    f.limits.default_page_size = 3;
    f.limits.max_page_size = 4;
    let (ids, meta) = f.search(json!({})).unwrap();
    assert_eq!((ids.len(), &meta["has_next_page"]), (3, &json!(true)));
    assert_eq!(f.ids(json!({"pagination": {"limit": 1000}})).len(), 4, "fewer than asked is allowed");
}

#[test]
fn cursors_are_bound_to_their_search_and_tamper_proof() {
    let f = Fixture::new();
    let (_, meta) = f.search(json!({"query": "san francisco", "pagination": {"limit": 1}})).unwrap();
    let cursor = meta["cursor"].as_str().unwrap().to_owned();
    let e = f.search(json!({"query": "oakland", "pagination": {"limit": 1, "cursor": cursor}})).unwrap_err();
    assert_eq!((e.code, e.path.as_deref()), (Code::InvalidCursor, Some("$.pagination.cursor")));
    let mut bytes = cursor.clone().into_bytes();
    bytes[5] = if bytes[5] == b'A' { b'B' } else { b'A' };
    let tampered = String::from_utf8(bytes).unwrap();
    let e = f.search(json!({"query": "san francisco", "pagination": {"cursor": tampered}})).unwrap_err();
    assert_eq!(e.code, Code::InvalidCursor);
    let other_server = Fixture { key: CursorKey::new([1; 32]), ..Fixture::new() };
    assert_eq!(
        other_server
            .search(json!({"query": "san francisco", "pagination": {"limit": 1, "cursor": cursor}}))
            .unwrap_err()
            .code,
        Code::InvalidCursor
    );
}

#[test]
fn serves_point_uses_active_service_areas() {
    let f = Fixture::new();
    assert_eq!(f.ids(json!({"serves": {"point": {"latitude": 37.78, "longitude": -122.42}}})), ["loc_a"]);
    assert!(f.ids(json!({"serves": {"point": {"latitude": 37.33, "longitude": -121.89}}})).is_empty());
}

#[test]
fn closures_today_carry_a_warning() {
    let f = Fixture::new();
    let (ids, meta) = f.search(json!({"query": "berkeley"})).unwrap();
    assert_eq!(ids, ["loc_e"]);
    assert_eq!(meta["messages"][0]["code"], "temporary_closure");
    assert_eq!(meta["messages"][0]["path"], "$.locations[0]");
}

#[test]
fn lookup_resolves_aliases_and_dedupes() {
    let f = Fixture::new();
    let (locs, messages) = f.lookup(json!({"ids": ["loc_a", "SF01", "loc_a", "https://shop.example/stores/alpha-downtown/", "gid://shop/Location/loc_a"]}));
    assert_eq!(
        locs,
        [(
            "loc_a".to_owned(),
            vec![
                "loc_a".to_owned(),
                "SF01".into(),
                "https://shop.example/stores/alpha-downtown/".into(),
                "gid://shop/Location/loc_a".into()
            ]
        )]
    );
    assert!(messages.is_empty());
    let (locs, _) = f.lookup(json!({"ids": ["BAY"]}));
    assert_eq!(
        locs,
        [("loc_a".to_owned(), vec!["BAY".to_owned()]), ("loc_b".to_owned(), vec!["BAY".to_owned()])],
        "one id, several locations"
    );
}

#[test]
fn lookup_reports_unknown_ids_and_hides_internal_ones() {
    let f = Fixture::new();
    let (locs, messages) = f.lookup(json!({"ids": ["loc_dark", "WH1", "nope", "loc_b"]}));
    assert_eq!(locs, [("loc_b".to_owned(), vec!["loc_b".to_owned()])]);
    let not_found: Vec<String> = messages
        .iter()
        .filter_map(|m| match m {
            Message::Info { code: Some(c), content, .. } if c == "not_found" => Some(content.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(not_found.len(), 3, "an internal location is indistinguishable from an unknown one: {not_found:?}");
}

#[test]
fn lookup_applies_refinements_after_resolution() {
    let f = Fixture::new();
    let (locs, _) = f.lookup(json!({"ids": ["loc_a", "loc_b", "loc_d"], "filters": {"items": ["jacket-l"]}}));
    assert_eq!(locs.iter().map(|l| l.0.as_str()).collect::<Vec<_>>(), ["loc_a"]);
    let (locs, _) = f.lookup(json!({"ids": ["loc_d", "loc_c"], "filters": {"hours": {"open_at": NOW}}}));
    assert_eq!(locs.iter().map(|l| l.0.as_str()).collect::<Vec<_>>(), ["loc_d"]);
}

#[test]
fn lookup_returns_permanently_closed_locations_with_a_warning() {
    let f = Fixture::new();
    let (locs, messages) = f.lookup(json!({"ids": ["loc_gone"]}));
    assert_eq!(locs.len(), 1);
    assert!(matches!(&messages[0], Message::Warning { code, .. } if code == "permanently_closed"));
}

#[test]
fn lookup_batch_cap_processes_the_first_distinct_ids_in_order() {
    let mut f = Fixture::new();
    f.limits.lookup_batch_max = 2;
    let (locs, messages) = f.lookup(json!({"ids": ["loc_a", "loc_a", "nope", "loc_b", "also-nope"]}));
    assert_eq!(locs.iter().map(|l| l.0.as_str()).collect::<Vec<_>>(), ["loc_a"], "loc_b is past the cap");
    let codes: Vec<String> = messages
        .iter()
        .filter_map(|m| match m {
            Message::Info { code: Some(c), .. } => Some(c.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(codes, ["batch_limit_applied", "not_found"], "the suffix is neither evaluated nor reported");
    let Message::Info { content, .. } = &messages[0] else { panic!() };
    assert!(content.contains("at most 2") && content.contains("remaining 2"), "{content}");
    assert_eq!(
        content,
        "This business looks up at most 2 distinct identifiers per request; the first 2 were processed and the \
         remaining 2 were not. Send them in another request."
    );
    // A cap of one, one left over: each count with its noun and verb in the singular.
    f.limits.lookup_batch_max = 1;
    let (_, messages) = f.lookup(json!({"ids": ["loc_a", "loc_b"]}));
    let Message::Info { content, .. } = &messages[0] else { panic!() };
    assert_eq!(
        content,
        "This business looks up at most 1 distinct identifier per request; the first 1 was processed and the \
         remaining 1 was not. Send it in another request."
    );
}

mod robustness {
    use super::*;
    use proptest::prelude::*;

    fn json_value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::from),
            any::<f64>().prop_filter("finite", |f| f.is_finite()).prop_map(Value::from),
            any::<i64>().prop_map(Value::from),
            "[a-z_.:0-9 -]{0,12}".prop_map(Value::from),
        ];
        leaf.prop_recursive(4, 48, 6, |inner| {
            let keys = prop_oneof![
                Just("query".to_owned()),
                Just("distance".to_owned()),
                Just("center".to_owned()),
                Just("max".to_owned()),
                Just("latitude".to_owned()),
                Just("longitude".to_owned()),
                Just("serves".to_owned()),
                Just("point".to_owned()),
                Just("address".to_owned()),
                Just("postal_code".to_owned()),
                Just("address_country".to_owned()),
                Just("filters".to_owned()),
                Just("hours".to_owned()),
                Just("open_at".to_owned()),
                Just("items".to_owned()),
                Just("amenities".to_owned()),
                Just("pagination".to_owned()),
                Just("cursor".to_owned()),
                Just("limit".to_owned()),
                Just("ids".to_owned()),
                Just("context".to_owned()),
                "[a-z]{1,6}",
            ];
            prop_oneof![
                proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
                proptest::collection::btree_map(keys, inner, 0..5).prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        /// Whatever JSON arrives (schema validation aside), reading and running it never panics:
        /// it is answered or refused with a typed error.
        #[test]
        fn arbitrary_requests_never_panic(body in json_value()) {
            let f = Fixture::new();
            if let Ok(req) = SearchRequest::from_json(&body) {
                let _ = f.index.search(&req, f.cx());
            }
            if let Ok(req) = LookupRequest::from_json(&body) {
                let _ = f.index.lookup(&req, f.cx());
            }
        }
    }
}
