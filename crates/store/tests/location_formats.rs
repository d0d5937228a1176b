//! Locations from CSV and JSON Lines: the same stores written as TOML, CSV and JSON Lines load to
//! the same locations, bad records get the same problems in every format (named by line in CSV
//! and JSON Lines), and the checks across files (duplicate ids, aliases) span all formats.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use concierge_core::location::Location;
use concierge_store::{Problem, load_dir};
use serde_json::json;

const STORE: &str = r#"
[business]
name = "Test Shop"
website = "https://shop.example"
gid_authority = "shop"
"#;

/// A store directory holding `files` (path, text) beside `store.toml`.
fn store(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "store.toml", STORE);
    for (path, text) in files {
        write(dir.path(), path, text);
    }
    dir
}

fn write(root: &Path, path: &str, text: &str) {
    let p = root.join(path);
    fs::create_dir_all(p.parent().unwrap()).unwrap();
    fs::write(p, text).unwrap();
}

fn locations(files: &[(&str, &str)]) -> Vec<Location> {
    let dir = store(files);
    load_dir(dir.path()).unwrap_or_else(|e| panic!("{e}")).locations
}

fn problems(files: &[(&str, &str)]) -> Vec<Problem> {
    let dir = store(files);
    load_dir(dir.path()).expect_err("the store must be refused").problems
}

fn text(problems: &[Problem]) -> String {
    problems.iter().map(|p| format!("{p}\n")).collect()
}

/// The columns of the CSV fixtures, deliberately not in the documented order.
const HEADER: [&str; 31] = [
    "name",
    "id",
    "code",
    "handle",
    "url",
    "aliases",
    "status",
    "internal",
    "timezone",
    "street_address",
    "extended_address",
    "address_locality",
    "address_region",
    "address_country",
    "postal_code",
    "phone_number",
    "latitude",
    "longitude",
    "amenities",
    "not_offered",
    "notes",
    "sunday",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "exceptions",
    "service_areas",
    "delivery_radius_m",
];

/// A CSV file with [`HEADER`] and one row per map of column → cell (absent columns are empty),
/// quoted by a real CSV writer.
fn csv(rows: &[BTreeMap<&str, String>]) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(HEADER).unwrap();
    for row in rows {
        assert!(row.keys().all(|k| HEADER.contains(k)), "{row:?}");
        w.write_record(HEADER.iter().map(|c| row.get(c).map_or("", String::as_str))).unwrap();
    }
    String::from_utf8(w.into_inner().unwrap()).unwrap()
}

fn row(cells: &[(&'static str, &str)]) -> BTreeMap<&'static str, String> {
    cells.iter().map(|(k, v)| (*k, (*v).to_owned())).collect()
}

fn jsonl(records: &[serde_json::Value]) -> String {
    records.iter().map(|r| format!("{r}\n")).collect()
}

const TOML_LOCATIONS: &str = r#"
[[location]]
id = "loc_a"
name = "Store A"
code = "A01"
handle = "store-a"
url = "https://shop.example/stores/a"
aliases = ["downtown", "main-street"]
timezone = "America/New_York"
notes = ["Parking in the rear", "Dogs welcome"]
[location.address]
street_address = "1 Main St"
extended_address = "Suite 2"
address_locality = "Springfield"
address_region = "NY"
address_country = "us"
postal_code = "10001"
phone_number = "+1 212 555 0100"
[location.geo]
latitude = 40.75
longitude = -73.99
[location.amenities]
"dev.ucp.amenity.wi_fi" = "Free Wi-Fi"
"dev.ucp.amenity.shopping.in_store_pickup" = "In-store pickup"
[location.not_offered]
"com.shop.amenity.refunds" = "Exchanges only: no refunds here"
[location.hours]
monday = "09:00-17:00"
tuesday = ["09:00-12:00", "13:00-18:00"]
friday = "18:00-02:00"
sunday = "00:00-23:59"
[[location.exceptions]]
from = 2026-12-25
title = "Christmas Day"
closed = true
[[location.exceptions]]
from = "2026-12-24"
through = "2026-12-24"
hours = ["09:00-11:00", "12:00-13:00"]
[[location.service_areas]]
method = "ship_from_store"
countries = ["US"]
postal_codes = { US = ["100*", "10115"] }
[[location.service_areas]]
method = "delivery"
radius_m = 8000

[[location]]
id = "loc_dc"
name = "Warehouse"
internal = true

[[location]]
id = "loc_c"
name = "Old Store C"
status = "permanently_closed"
timezone = "Europe/Paris"
[location.geo]
latitude = 48.85
longitude = 2.35
[location.hours]
[[location.service_areas]]
method = "installation"
active = false
polygon = [[48.9, 2.2], [48.9, 2.5], [48.8, 2.5]]
regions = ["FR-IDF"]
"#;

fn csv_locations() -> String {
    csv(&[
        row(&[
            ("id", "loc_a"),
            ("name", "Store A"),
            ("code", "A01"),
            ("handle", "store-a"),
            ("url", "https://shop.example/stores/a"),
            ("aliases", "downtown | main-street"),
            ("timezone", "America/New_York"),
            ("notes", "Parking in the rear|Dogs welcome"),
            ("street_address", "1 Main St"),
            ("extended_address", "Suite 2"),
            ("address_locality", "Springfield"),
            ("address_region", "NY"),
            ("address_country", "us"),
            ("postal_code", "10001"),
            ("phone_number", "+1 212 555 0100"),
            ("latitude", "40.75"),
            ("longitude", "-73.99"),
            ("amenities", "dev.ucp.amenity.wi_fi=Free Wi-Fi|dev.ucp.amenity.shopping.in_store_pickup=In-store pickup"),
            ("not_offered", "com.shop.amenity.refunds=Exchanges only: no refunds here"),
            ("monday", "09:00-17:00"),
            ("tuesday", "09:00-12:00|13:00-18:00"),
            ("wednesday", "closed"),
            ("friday", "18:00-02:00"),
            ("sunday", "00:00-23:59"),
            (
                "exceptions",
                r#"[{"from": "2026-12-25", "title": "Christmas Day", "closed": true},
                    {"from": "2026-12-24", "through": "2026-12-24", "hours": ["09:00-11:00", "12:00-13:00"]}]"#,
            ),
            (
                "service_areas",
                r#"[{"method": "ship_from_store", "countries": ["US"], "postal_codes": {"US": ["100*", "10115"]}}]"#,
            ),
            ("delivery_radius_m", "8000"),
        ]),
        row(&[("id", "loc_dc"), ("name", "Warehouse"), ("internal", "TRUE")]),
        row(&[
            ("id", "loc_c"),
            ("name", "Old Store C"),
            ("status", "permanently_closed"),
            ("timezone", "Europe/Paris"),
            ("latitude", "48.85"),
            ("longitude", "2.35"),
            ("monday", "closed"),
            ("sunday", "CLOSED"),
            (
                "service_areas",
                r#"[{"method": "installation", "active": false, "polygon": [[48.9, 2.2], [48.9, 2.5], [48.8, 2.5]],
                     "regions": ["FR-IDF"]}]"#,
            ),
        ]),
    ])
}

fn jsonl_locations() -> String {
    jsonl(&[
        json!({
            "id": "loc_a", "name": "Store A", "code": "A01", "handle": "store-a",
            "url": "https://shop.example/stores/a", "aliases": ["downtown", "main-street"],
            "timezone": "America/New_York", "notes": ["Parking in the rear", "Dogs welcome"],
            "address": {
                "street_address": "1 Main St", "extended_address": "Suite 2", "address_locality": "Springfield",
                "address_region": "NY", "address_country": "us", "postal_code": "10001",
                "phone_number": "+1 212 555 0100"
            },
            "geo": {"latitude": 40.75, "longitude": -73.99},
            "amenities": {"dev.ucp.amenity.wi_fi": "Free Wi-Fi", "dev.ucp.amenity.shopping.in_store_pickup": "In-store pickup"},
            "not_offered": {"com.shop.amenity.refunds": "Exchanges only: no refunds here"},
            "hours": {"monday": "09:00-17:00", "tuesday": ["09:00-12:00", "13:00-18:00"], "friday": "18:00-02:00",
                      "sunday": "00:00-23:59"},
            "exceptions": [
                {"from": "2026-12-25", "title": "Christmas Day", "closed": true},
                {"from": "2026-12-24", "through": "2026-12-24", "hours": ["09:00-11:00", "12:00-13:00"]}
            ],
            "service_areas": [
                {"method": "ship_from_store", "countries": ["US"], "postal_codes": {"US": ["100*", "10115"]}},
                {"method": "delivery", "radius_m": 8000}
            ]
        }),
        json!({"id": "loc_dc", "name": "Warehouse", "internal": true}),
        json!({
            "id": "loc_c", "name": "Old Store C", "status": "permanently_closed", "timezone": "Europe/Paris",
            "geo": {"latitude": 48.85, "longitude": 2.35}, "hours": {},
            "service_areas": [{"method": "installation", "active": false,
                               "polygon": [[48.9, 2.2], [48.9, 2.5], [48.8, 2.5]], "regions": ["FR-IDF"]}]
        }),
    ])
}

#[test]
fn csv_and_json_lines_load_to_the_same_locations_as_toml() {
    let toml = locations(&[("locations/all.toml", TOML_LOCATIONS)]);
    // The fixture exercises what it claims to: every part of a location is there.
    assert_eq!(toml.iter().map(|l| &*l.id).collect::<Vec<_>>(), ["loc_a", "loc_dc", "loc_c"]);
    let a = &toml[0];
    let schedule = a.schedule.as_ref().unwrap();
    assert_eq!(schedule.weekly.as_ref().unwrap().len(), 5);
    assert_eq!(schedule.exceptions.len(), 3);
    assert_eq!(a.service_areas.len(), 2);
    assert_eq!(a.aliases.other.iter().map(|o| &**o).collect::<Vec<_>>(), ["downtown", "main-street"]);
    assert_eq!(a.address.as_ref().unwrap().address_country.as_deref(), Some("US"));
    assert!(toml[1].internal && toml[1].schedule.is_none());
    assert_eq!(toml[2].schedule.as_ref().unwrap().weekly.as_deref(), Some(&[][..]));

    let csv = csv_locations();
    assert_eq!(locations(&[("locations/all.csv", &csv)]), toml, "CSV:\n{csv}");
    let jsonl = jsonl_locations();
    assert_eq!(locations(&[("locations/all.jsonl", &jsonl)]), toml, "JSON Lines:\n{jsonl}");
}

#[test]
fn a_row_with_no_hours_has_an_unknown_schedule() {
    let csv = csv(&[row(&[("id", "loc_a"), ("name", "A"), ("timezone", "UTC")])]);
    let l = locations(&[("locations/a.csv", &csv)]);
    let toml = locations(&[("locations/a.toml", "[[location]]\nid = \"loc_a\"\nname = \"A\"\ntimezone = \"UTC\"\n")]);
    assert_eq!(l, toml);
    assert!(l[0].schedule.as_ref().unwrap().weekly.is_none());
}

/// The same bad locations in the three formats: (field, message) of every problem, with the
/// record each names.
fn bad_location_problems() -> [(Vec<Problem>, &'static str); 3] {
    let toml = r#"
[[location]]
id = "loc_a"
name = "A"
timezone = "America/Las_Vegas"
[location.hours]
monday = "10:00-18:00"

[[location]]
id = "loc_b"
name = "B"
timezone = "UTC"
[location.geo]
latitude = 95
longitude = 0
[location.hours]
monday = "9am-5pm"
tuesday = "09:00-09:00"
[location.amenities]
wifi = "Wi-Fi"
[[location.exceptions]]
from = "2026-12-25"
through = "2026-12-24"
closed = true

[[location]]
id = "loc_c"
name = "  "
status = "closed"
aliases = ["c", " "]
[[location.service_areas]]
method = "delivery"
radius_m = 5000
"#;
    let csv = csv(&[
        row(&[("id", "loc_a"), ("name", "A"), ("timezone", "America/Las_Vegas"), ("monday", "10:00-18:00")]),
        row(&[
            ("id", "loc_b"),
            ("name", "B"),
            ("timezone", "UTC"),
            ("latitude", "95"),
            ("longitude", "0"),
            ("monday", "9am-5pm"),
            ("tuesday", "09:00-09:00"),
            ("amenities", "wifi=Wi-Fi"),
            ("exceptions", r#"[{"from": "2026-12-25", "through": "2026-12-24", "closed": true}]"#),
        ]),
        row(&[("id", "loc_c"), ("name", "  "), ("status", "closed"), ("aliases", "c|"), ("delivery_radius_m", "5000")]),
    ]);
    let jsonl = jsonl(&[
        json!({"id": "loc_a", "name": "A", "timezone": "America/Las_Vegas", "hours": {"monday": "10:00-18:00"}}),
        json!({"id": "loc_b", "name": "B", "timezone": "UTC", "geo": {"latitude": 95, "longitude": 0},
               "hours": {"monday": "9am-5pm", "tuesday": "09:00-09:00"}, "amenities": {"wifi": "Wi-Fi"},
               "exceptions": [{"from": "2026-12-25", "through": "2026-12-24", "closed": true}]}),
        json!({"id": "loc_c", "name": "  ", "status": "closed", "aliases": ["c", " "],
               "service_areas": [{"method": "delivery", "radius_m": 5000}]}),
    ]);
    [
        (problems(&[("locations/x.toml", toml)]), "locations/x.toml"),
        (problems(&[("locations/x.csv", &csv)]), "locations/x.csv"),
        (problems(&[("locations/x.jsonl", &jsonl)]), "locations/x.jsonl"),
    ]
}

#[test]
fn bad_records_get_the_same_problems_in_every_format() {
    let [(toml, _), (csv, _), (jsonl, _)] = bad_location_problems();
    let without_record = |ps: &[Problem]| -> Vec<(String, Option<String>, String)> {
        let mut v: Vec<_> = ps
            .iter()
            .map(|p| {
                let record = p.record.clone().unwrap_or_default();
                let id = record.split_once(": ").map_or(record.as_str(), |(_, id)| id).to_owned();
                (id, p.field.clone(), p.message.clone())
            })
            .collect();
        v.sort();
        v
    };
    let expected = [
        ("location `loc_a`", "timezone", "`America/Las_Vegas` is not an IANA time zone"),
        ("location `loc_b`", "geo.latitude", "95 is outside -90..90"),
        ("location `loc_b`", "hours.monday", "`9am-5pm` is not an interval like \"09:00-17:30\""),
        ("location `loc_b`", "hours.tuesday", "opens and closes are both 09:00"),
        ("location `loc_b`", "amenities.wifi", "reverse-domain"),
        ("location `loc_b`", "exceptions[0]", "valid_from 2026-12-25 is after valid_through 2026-12-24"),
        ("location `loc_c`", "name", "must not be empty"),
        ("location `loc_c`", "status", "`closed` must be \"active\" or \"permanently_closed\""),
        ("location `loc_c`", "aliases[1]", "must not be empty"),
        ("location `loc_c`", "service_areas[0].radius_m", "a radius needs the location's geo"),
    ];
    for (record, field, needle) in expected {
        assert!(
            toml.iter().any(|p| p.record.as_deref() == Some(record)
                && p.field.as_deref() == Some(field)
                && p.message.contains(needle)),
            "{record} {field} {needle}:\n{}",
            text(&toml)
        );
    }
    assert_eq!(toml.len(), expected.len(), "{}", text(&toml));
    assert_eq!(without_record(&csv), without_record(&toml), "CSV:\n{}\nTOML:\n{}", text(&csv), text(&toml));
    assert_eq!(without_record(&jsonl), without_record(&toml), "JSONL:\n{}\nTOML:\n{}", text(&jsonl), text(&toml));
}

#[test]
fn csv_and_json_lines_problems_name_the_file_and_line() {
    let [_, (csv, csv_file), (jsonl, jsonl_file)] = bad_location_problems();
    // The header is line 1 of the CSV; the JSON Lines file starts with its first record.
    for (ps, file, first) in [(&csv, csv_file, 2), (&jsonl, jsonl_file, 1)] {
        assert!(ps.iter().all(|p| p.file == file), "{}", text(ps));
        let timezone = ps.iter().find(|p| p.field.as_deref() == Some("timezone")).unwrap();
        assert_eq!(timezone.record.as_deref(), Some(format!("line {first}: location `loc_a`").as_str()));
        assert_eq!(
            timezone.to_string(),
            format!("{file}: line {first}: location `loc_a`: timezone: `America/Las_Vegas` is not an IANA time zone")
        );
        let latitude = ps.iter().find(|p| p.field.as_deref() == Some("geo.latitude")).unwrap();
        assert_eq!(latitude.record.as_deref(), Some(format!("line {}: location `loc_b`", first + 1).as_str()));
    }
}

#[test]
fn unknown_fields_and_columns_are_named() {
    let toml = problems(&[("locations/x.toml", "[[location]]\nid = \"x\"\nname = \"X\"\ntimezon = \"UTC\"\n")]);
    let jsonl = problems(&[("locations/x.jsonl", "\n{\"id\": \"x\", \"name\": \"X\", \"timezon\": \"UTC\"}\n")]);
    assert_eq!(toml.len(), 1, "{}", text(&toml));
    assert_eq!(jsonl.len(), 1, "{}", text(&jsonl));
    assert!(toml[0].message.starts_with("unknown field `timezon`, expected one of `id`, `name`"), "{}", text(&toml));
    assert_eq!(jsonl[0].message, toml[0].message);
    assert_eq!(jsonl[0].record.as_deref(), Some("line 2"));

    let nested = problems(&[("locations/x.jsonl", "{\"id\": \"x\", \"name\": \"X\", \"geo\": {\"lat\": 1}}\n")]);
    assert!(nested[0].message.starts_with("unknown field `lat`, expected `latitude`"), "{}", text(&nested));

    let csv = problems(&[("locations/x.csv", "id,name,timezon,Monday\nx,X,UTC,09:00-17:00\n")]);
    for column in ["timezon", "Monday"] {
        assert!(
            csv.iter().any(|p| p.file == "locations/x.csv"
                && p.record.as_deref() == Some("line 1")
                && p.message.starts_with(&format!("unknown column `{column}`, expected one of `id`, `name`"))),
            "{}",
            text(&csv)
        );
    }
    let missing = problems(&[("locations/x.csv", "code,name\nA01,X\n")]);
    assert!(
        missing.iter().any(|p| p.record.as_deref() == Some("line 1") && p.message.contains("an `id` and a `name`")),
        "{}",
        text(&missing)
    );
    let twice = problems(&[("locations/x.csv", "id,name,id\nx,X,y\n")]);
    assert!(twice.iter().any(|p| p.message == "column `id` appears more than once"), "{}", text(&twice));
}

#[test]
fn rows_and_lines_that_cannot_be_read_are_named() {
    let csv = problems(&[(
        "locations/x.csv",
        "id,name,latitude,longitude,internal,amenities,exceptions\n\
         a,A,north,10,yes,wifi,\n\
         b,B\n\
         c,C,,10,,dev.ucp.amenity.wi_fi=Wi-Fi|dev.ucp.amenity.wi_fi=Wi-Fi,[{\"from\": \"2026-12-25\"\n\
         d,D,1,2,false,,\n",
    )]);
    let has = |record: &str, field: Option<&str>, needle: &str| {
        csv.iter()
            .any(|p| p.record.as_deref() == Some(record) && p.field.as_deref() == field && p.message.contains(needle))
    };
    let t = text(&csv);
    assert!(has("line 2: location `a`", Some("latitude"), "`north` is not a number"), "{t}");
    assert!(has("line 2: location `a`", Some("internal"), "`yes` must be true or false"), "{t}");
    assert!(has("line 2: location `a`", Some("amenities"), "`wifi` is not `key=label`"), "{t}");
    assert!(has("line 3", None, "has 2 fields but the header has 7"), "{t}");
    assert!(has("line 4: location `c`", Some("latitude"), "is required when longitude is given"), "{t}");
    assert!(has("line 4: location `c`", Some("amenities"), "`dev.ucp.amenity.wi_fi` is listed more than once"), "{t}");
    assert!(has("line 4: location `c`", Some("exceptions"), "is not valid JSON"), "{t}");
    assert!(!csv.iter().any(|p| p.record.as_deref().is_some_and(|r| r.starts_with("line 5"))), "{t}");

    let jsonl = problems(&[(
        "locations/x.jsonl",
        "{\"id\": \"a\", \"name\": \"A\"}\n{\"id\": \"b\", \"name\": \n  \n{\"id\": \"\", \"name\": \"E\"}\n42\n",
    )]);
    let t = text(&jsonl);
    assert_eq!(jsonl.len(), 3, "{t}");
    assert!(jsonl[0].record.as_deref() == Some("line 2") && jsonl[0].message.starts_with("is not valid JSON: "), "{t}");
    assert_eq!(jsonl[1].to_string(), "locations/x.jsonl: line 4: id: must not be empty");
    assert_eq!(jsonl[2].record.as_deref(), Some("line 5"), "{t}");
    assert!(
        jsonl[2].message.contains("invalid type: integer `42`, expected a location (an object with `id` and `name`)"),
        "{t}"
    );
}

#[test]
fn ids_and_aliases_are_checked_across_all_formats() {
    let p = problems(&[
        ("locations/a.toml", "[[location]]\nid = \"loc_a\"\nname = \"A\"\n"),
        ("locations/b.csv", "id,name,aliases\nloc_b,B,\nloc_a,A again,\n"),
        (
            "locations/c.jsonl",
            "{\"id\": \"loc_c\", \"name\": \"C\", \"aliases\": [\"LOC_B\"]}\n{\"id\": \"loc_b\", \"name\": \"B\"}\n",
        ),
    ]);
    let t = text(&p);
    assert!(
        t.contains("locations/b.csv: line 3: location `loc_a`: id: duplicate id: a location in locations/a.toml already uses it"),
        "{t}"
    );
    assert!(
        t.contains("locations/c.jsonl: line 2: location `loc_b`: id: duplicate id: a location in locations/b.csv already uses it"),
        "{t}"
    );
    assert!(
        t.contains("locations/c.jsonl: line 1: location `loc_c`: aliases: `LOC_B` is the id of location `loc_b`"),
        "{t}"
    );
    assert_eq!(p.len(), 3, "{t}");

    // Files of every format are read in path order into one list.
    let l = locations(&[
        ("locations/b.toml", "[[location]]\nid = \"loc_b\"\nname = \"B\"\n"),
        ("locations/a.jsonl", "{\"id\": \"loc_a\", \"name\": \"A\"}\n"),
        ("locations/c.csv", "id,name\nloc_c,C\n"),
    ]);
    assert_eq!(l.iter().map(|l| &*l.id).collect::<Vec<_>>(), ["loc_a", "loc_b", "loc_c"]);
}

#[test]
fn a_generated_chain_of_20000_rows_loads() {
    const N: usize = 20_000;
    let mut csv =
        String::from("id,name,code,timezone,latitude,longitude,postal_code,address_country,monday,saturday\n");
    let mut jsonl = String::new();
    for i in 0..N {
        let (lat, lon) = (-60.0 + (i % 1200) as f64 * 0.1, -170.0 + (i / 1200) as f64 * 0.5);
        csv.push_str(&format!(
            "csv_{i},Store {i},C{i},America/Chicago,{lat},{lon},{:05},US,09:00-17:00,10:00-12:00|13:00-16:00\n",
            i % 100_000
        ));
        let record = json!({"id": format!("jsonl_{i}"), "name": format!("Store {i}"), "timezone": "Europe/Berlin",
                            "geo": {"latitude": lat, "longitude": lon}, "hours": {"monday": "08:00-20:00"}});
        jsonl.push_str(&format!("{record}\n"));
    }
    let l = locations(&[("locations/chain.csv", &csv), ("locations/chain.jsonl", &jsonl)]);
    assert_eq!(l.len(), 2 * N);
    let last = &l[N - 1];
    assert_eq!((&*last.id, last.aliases.code.as_deref()), ("csv_19999", Some("C19999")));
    assert_eq!(last.schedule.as_ref().unwrap().weekly.as_ref().unwrap().len(), 3);
    assert_eq!(&*l[2 * N - 1].id, "jsonl_19999");
    assert_eq!(l[2 * N - 1].schedule.as_ref().unwrap().timezone_name, "Europe/Berlin".into());
}

/// A store held in memory, with only `read`: the default `Source::open` streams from it.
struct MemorySource(BTreeMap<&'static str, String>);

impl concierge_store::Source for MemorySource {
    fn read(&self, path: &str) -> std::io::Result<Option<String>> {
        Ok(self.0.get(path).cloned())
    }

    fn list(&self, dir: &str, extension: &str) -> std::io::Result<Vec<String>> {
        let prefix = format!("{dir}/");
        let suffix = format!(".{extension}");
        Ok(self.0.keys().filter(|k| k.starts_with(&prefix) && k.ends_with(&suffix)).map(|k| (*k).to_owned()).collect())
    }

    fn describe(&self) -> String {
        "a store in memory".into()
    }
}

#[test]
fn a_source_that_only_reads_whole_files_serves_csv_and_json_lines() {
    let source = MemorySource(BTreeMap::from([
        ("store.toml", STORE.to_owned()),
        ("locations/a.csv", csv_locations()),
        ("locations/b.jsonl", "{\"id\": \"loc_b\", \"name\": \"B\"}\n".to_owned()),
    ]));
    let b = concierge_store::load(&source).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(b.locations.iter().map(|l| &*l.id).collect::<Vec<_>>(), ["loc_a", "loc_dc", "loc_c", "loc_b"]);
    let toml = locations(&[("locations/all.toml", TOML_LOCATIONS)]);
    assert_eq!(b.locations[..3], toml[..]);
}

#[test]
fn equal_schedules_and_amenities_are_shared_across_files_and_formats() {
    let wifi = json!({"dev.ucp.amenity.wi_fi": "Free Wi-Fi"});
    let line = |id: &str, opens: &str, amenities: &serde_json::Value| {
        json!({"id": id, "name": id, "timezone": "Europe/Berlin", "hours": {"monday": format!("{opens}-18:00")},
               "amenities": amenities})
        .to_string()
    };
    let jsonl = [line("a", "09:00", &wifi), line("b", "09:00", &wifi), line("c", "10:00", &json!({}))].join("\n");
    let toml = r#"
[[location]]
id = "d"
name = "d"
timezone = "Europe/Berlin"
amenities = { "dev.ucp.amenity.wi_fi" = "Free Wi-Fi" }
[location.hours]
monday = "09:00-18:00"
"#;
    let l = locations(&[("locations/a.jsonl", &jsonl), ("locations/b.toml", toml)]);
    let by_id = |id: &str| l.iter().find(|l| &*l.id == id).unwrap();
    let (a, b, c, d) = (by_id("a"), by_id("b"), by_id("c"), by_id("d"));
    let schedule = |l: &Location| l.schedule.clone().unwrap();
    assert!(std::sync::Arc::ptr_eq(&schedule(a), &schedule(b)) && std::sync::Arc::ptr_eq(&schedule(a), &schedule(d)));
    assert!(!std::sync::Arc::ptr_eq(&schedule(a), &schedule(c)));
    assert_ne!(schedule(a), schedule(c));
    assert!(std::sync::Arc::ptr_eq(&a.amenities, &d.amenities) && std::sync::Arc::ptr_eq(&a.amenities, &b.amenities));
    assert!(!std::sync::Arc::ptr_eq(&a.amenities, &c.amenities) && c.amenities.is_empty());
    assert!(std::sync::Arc::ptr_eq(&c.amenities, &c.not_offered), "the empty map is shared too");
}

#[test]
fn places_and_methods_are_shared_across_files_and_formats() {
    let line = |id: &str, city: &str| {
        json!({"id": id, "name": id, "geo": {"latitude": 52.5, "longitude": 13.4},
               "address": {"address_locality": city, "address_region": "BE", "address_country": "de"},
               "service_areas": [{"method": "delivery", "radius_m": 5000}]})
        .to_string()
    };
    let jsonl = [line("a", "Berlin"), line("b", "Potsdam")].join("\n");
    let toml = r#"
[[location]]
id = "c"
name = "c"
address = { address_locality = "Berlin", address_region = "BE", address_country = "DE" }
geo = { latitude = 52.5, longitude = 13.4 }
service_areas = [{ method = "delivery", radius_m = 3000 }]
"#;
    let l = locations(&[("locations/a.jsonl", &jsonl), ("locations/c.toml", toml)]);
    let by_id = |id: &str| l.iter().find(|l| &*l.id == id).unwrap();
    let address = |id: &str| by_id(id).address.clone().unwrap();
    let (a, b, c) = (address("a"), address("b"), address("c"));
    let same = |x: &Option<std::sync::Arc<str>>, y: &Option<std::sync::Arc<str>>| {
        std::sync::Arc::ptr_eq(x.as_ref().unwrap(), y.as_ref().unwrap())
    };
    assert!(same(&a.address_locality, &c.address_locality) && !same(&a.address_locality, &b.address_locality));
    assert!(same(&a.address_country, &c.address_country), "shared once upper-cased");
    assert!(same(&a.address_region, &b.address_region));
    let method = |id: &str| by_id(id).service_areas[0].method.clone();
    assert!(std::sync::Arc::ptr_eq(&method("a"), &method("c")));
}

#[test]
fn a_long_json_lines_file_keeps_its_order_and_names_each_bad_line() {
    // Several batches of the parsing thread, with bad and blank lines across their edges.
    let bad = [3usize, 1024, 1025, 2048, 3001, 4999];
    let mut lines = Vec::new();
    for n in 1..=5000usize {
        lines.push(match n {
            _ if bad.contains(&n) && n % 2 == 0 => format!(r#"{{"id": "x{n}", "name": "X", "colour": "red"}}"#),
            _ if bad.contains(&n) => format!(r#"{{"id": "x{n}", "name": "#),
            _ if n % 700 == 0 => String::new(),
            _ => json!({"id": format!("s{n:04}"), "name": format!("Store {n}")}).to_string(),
        });
    }
    let p = problems(&[("locations/chain.jsonl", &lines.join("\n"))]);
    let named: Vec<String> = p.iter().map(|p| p.record.clone().unwrap_or_default()).collect();
    assert_eq!(named, bad.map(|n| format!("line {n}")), "{}", text(&p));
    assert!(
        p[1].message.contains("unknown field `colour`") && p[0].message.contains("is not valid JSON"),
        "{}",
        text(&p)
    );

    let good: Vec<String> =
        lines.iter().enumerate().filter(|(k, _)| !bad.contains(&(k + 1))).map(|(_, l)| l.clone()).collect();
    let l = locations(&[("locations/chain.jsonl", &good.join("\n"))]);
    let ids: Vec<&str> = l.iter().map(|l| &*l.id).collect();
    let expected: Vec<String> =
        (1..=5000).filter(|n| !bad.contains(n) && n % 700 != 0).map(|n| format!("s{n:04}")).collect();
    assert_eq!(ids, expected);
}
