//! The demo store re-expressed in the formats businesses already have, then imported: what each
//! format carries comes back as the demo has it.
//!
//! - Its locations as a Google Business Profile sheet, and as schema.org JSON-LD: the same
//!   stores, addresses and coordinates, time zones derived from the coordinates alone, and every
//!   store open or closed at every hour of a year and a half exactly as the demo says.
//! - Its policies as the pages a browser saves: every question of the demo's bundled question
//!   sets gets the same answer, with the same links, from the imported store as from the demo.
//! - Its FAQ as saved pages: the same answers as the demo's FAQ without the search tags a page
//!   does not carry.
//! - Its products as a Shopify export, a Merchant Center feed and JSON-LD: the same answers as
//!   the demo without what each format does not carry (typed attributes, notices, member
//!   prices…; a feed's variants told apart by `color` and `size` only), and for the feed and
//!   JSON-LD the same products, field by field.
//!
//! (Each product's fields through Shopify's export: `shopify.rs`.)

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

mod common;

use common::repo;
use concierge_ask::{AnswerEngine, ConversationState, Question, ResourcePolicies, Viewer};
use concierge_core::catalog::Business;
use concierge_core::location::{Location, Openness};
use concierge_import::{Kind, Options, import};

/// The demo store's directory, copied without `leave_out` (files or folders).
fn demo_without(leave_out: &[&str]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy(&repo().join("crates/store/demo"), dir.path(), leave_out);
    dir
}

fn copy(from: &Path, to: &Path, leave_out: &[&str]) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        if leave_out.contains(&name.as_str()) {
            continue;
        }
        if entry.file_type().unwrap().is_dir() {
            copy(&entry.path(), &to.join(&name), &[]);
        } else {
            std::fs::copy(entry.path(), to.join(&name)).unwrap();
        }
    }
}

fn run(kind: Kind, files: &[std::path::PathBuf], store: &Path, options: &Options) -> concierge_import::Report {
    let report = import(kind, files, store, options, &mut |_| {}).unwrap();
    assert!(report.problems.is_empty(), "{report}");
    assert!(report.dropped.is_empty(), "{report}");
    report
}

/// The amenities a Business Profile sheet has attribute columns for, by the attribute's id.
const SHEET_AMENITIES: &[(&str, &str, &str)] = &[
    ("Wi-Fi", "has_wi_fi", "dev.ucp.amenity.wi_fi"),
    ("Curbside pickup", "has_curbside_pickup", "dev.ucp.amenity.shopping.curbside_pickup"),
    ("In-store pickup", "has_in_store_pickup", "dev.ucp.amenity.shopping.in_store_pickup"),
    ("Parking", "has_parking", "dev.ucp.amenity.parking"),
];

/// The served locations as Business Profile Manager's bulk sheet: no time zone column (the
/// import derives it), hours per weekday, each exception date in `Special hours`.
fn as_business_profile_sheet(business: &Business) -> String {
    let mut out = csv::Writer::from_writer(Vec::new());
    let mut header: Vec<String> = [
        "Store code",
        "Business name",
        "Address line 1",
        "Address line 2",
        "Locality",
        "Administrative area",
        "Country / Region",
        "Postal code",
        "Latitude",
        "Longitude",
        "Primary phone",
        "Website",
        "Monday hours",
        "Tuesday hours",
        "Wednesday hours",
        "Thursday hours",
        "Friday hours",
        "Saturday hours",
        "Sunday hours",
        "Special hours",
    ]
    .iter()
    .map(|s| (*s).to_owned())
    .collect();
    header.extend(SHEET_AMENITIES.iter().map(|(label, id, _)| format!("{label} ({id})")));
    out.write_record(&header).unwrap();
    use jiff::civil::Weekday::*;
    for l in served(business) {
        let a = l.address.clone().unwrap_or_default();
        fn text<S: std::ops::Deref<Target = str>>(s: &Option<S>) -> String {
            s.as_deref().unwrap_or("").to_owned()
        }
        let mut row = vec![
            l.id.to_string(),
            l.name.to_string(),
            text(&a.street_address),
            text(&a.extended_address),
            text(&a.address_locality),
            text(&a.address_region),
            text(&a.address_country),
            text(&a.postal_code),
            l.geo.map(|g| g.latitude.to_string()).unwrap_or_default(),
            l.geo.map(|g| g.longitude.to_string()).unwrap_or_default(),
            text(&a.phone_number),
            l.aliases.url.as_ref().map(|page| page.resolve(&business.website).into_owned()).unwrap_or_default(),
        ];
        let schedule = l.schedule.as_deref();
        for day in [Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday] {
            let cell = match schedule.and_then(|s| s.weekly.as_ref()) {
                None => String::new(),
                Some(week) => {
                    let intervals: Vec<String> = week
                        .iter()
                        .filter(|h| h.day == day)
                        .map(|h| format!("{}-{}", h.interval.opens, h.interval.closes))
                        .collect();
                    if intervals.is_empty() { "Closed".to_owned() } else { intervals.join(",") }
                }
            };
            row.push(cell);
        }
        let mut special = Vec::new();
        for e in schedule.map(|s| &s.exceptions[..]).unwrap_or_default() {
            let mut date = e.valid_from;
            while date <= e.valid_through {
                special.push(match e.interval {
                    None => format!("{date}: x"),
                    Some(i) => format!("{date}: {}-{}", i.opens, i.closes),
                });
                date = date.tomorrow().unwrap();
            }
        }
        row.push(special.join(", "));
        for (_, _, key) in SHEET_AMENITIES {
            row.push(if l.amenities.contains_key(*key) { "Yes" } else { "" }.to_owned());
        }
        out.write_record(&row).unwrap();
    }
    String::from_utf8(out.into_inner().unwrap()).unwrap()
}

/// The locations a buyer can see (internal ones are never served, and a sheet lists stores).
fn served(business: &Business) -> impl Iterator<Item = &Location> {
    business.locations.iter().filter(|l| !l.internal)
}

#[test]
fn the_demo_stores_locations_survive_a_business_profile_sheet() {
    let demo = concierge_store::demo().unwrap();
    // A sheet lists the stores a buyer visits: the internal warehouse, and the stock it holds,
    // stay out of this store.
    let store = demo_without(&["locations", "inventory.csv"]);
    let sheet = store.path().join("locations.csv");
    std::fs::write(&sheet, as_business_profile_sheet(&demo)).unwrap();
    let report = run(Kind::GoogleBusinessProfile, &[sheet], store.path(), &Options::default());
    assert_eq!(report.written.get("locations"), Some(&(served(&demo).count() as u64)), "{report}");
    let imported = concierge_store::load_dir(store.path()).unwrap();
    let amenities: Vec<&str> = SHEET_AMENITIES.iter().map(|(_, _, key)| *key).collect();
    assert_same_locations(&demo, &imported, &amenities, true);
}

#[test]
fn the_demo_stores_locations_survive_json_ld() {
    let demo = concierge_store::demo().unwrap();
    let store = demo_without(&["locations", "inventory.csv"]);
    let file = store.path().join("stores.jsonld");
    std::fs::write(&file, serde_json::to_string_pretty(&as_json_ld(&demo)).unwrap()).unwrap();
    let report = run(Kind::JsonLd, &[file], store.path(), &Options::default());
    assert_eq!(report.written.get("locations"), Some(&(served(&demo).count() as u64)), "{report}");
    let imported = concierge_store::load_dir(store.path()).unwrap();
    assert_same_locations(&demo, &imported, &[], false);
}

/// The served locations as schema.org `Store` nodes: `branchCode`, `PostalAddress`, `geo`,
/// `openingHoursSpecification` per weekday and `specialOpeningHoursSpecification` per
/// exception (`00:00`–`00:00` for a closure), no time zone (the import derives it).
fn as_json_ld(business: &Business) -> serde_json::Value {
    use serde_json::json;
    let stores: Vec<serde_json::Value> = served(business)
        .map(|l| {
            let a = l.address.clone().unwrap_or_default();
            let mut node = json!({
                "@context": "https://schema.org",
                "@type": "Store",
                "branchCode": &*l.id,
                "name": &*l.name,
                "address": {
                    "@type": "PostalAddress",
                    "streetAddress": a.street_address.as_deref(),
                    "addressLocality": a.address_locality.as_deref(),
                    "addressRegion": a.address_region.as_deref(),
                    "postalCode": a.postal_code.as_deref(),
                    "addressCountry": a.address_country.as_deref(),
                },
            });
            if let Some(phone) = &a.phone_number {
                node["telephone"] = json!(&**phone);
            }
            if let Some(page) = &l.aliases.url {
                node["url"] = json!(page.resolve(&business.website));
            }
            if let Some(g) = l.geo {
                node["geo"] = json!({"@type": "GeoCoordinates", "latitude": g.latitude, "longitude": g.longitude});
            }
            if let Some(schedule) = &l.schedule {
                if let Some(week) = &schedule.weekly {
                    let specs: Vec<serde_json::Value> = week
                        .iter()
                        .map(|h| {
                            json!({
                                "@type": "OpeningHoursSpecification",
                                "dayOfWeek": format!("https://schema.org/{:?}", h.day),
                                "opens": h.interval.opens.to_string(),
                                "closes": h.interval.closes.to_string(),
                            })
                        })
                        .collect();
                    node["openingHoursSpecification"] = json!(specs);
                }
                let special: Vec<serde_json::Value> = schedule
                    .exceptions
                    .iter()
                    .map(|e| {
                        let (opens, closes) = e.interval.map_or(("00:00".to_owned(), "00:00".to_owned()), |i| {
                            (i.opens.to_string(), i.closes.to_string())
                        });
                        json!({
                            "@type": "OpeningHoursSpecification",
                            "validFrom": e.valid_from.to_string(),
                            "validThrough": e.valid_through.to_string(),
                            "opens": opens,
                            "closes": closes,
                        })
                    })
                    .collect();
                if !special.is_empty() {
                    node["specialOpeningHoursSpecification"] = json!(special);
                }
            }
            node
        })
        .collect();
    json!(stores)
}

/// Each served location of `demo` came back in `imported` under its id, with what the format
/// carries: name, address (its second line when `extended`), coordinates, page, the `amenities`
/// the format has a place for, the time zone (derived from the coordinates) and the same
/// answer to "open now?" at every hour of a year and a half (each at another minute), holidays,
/// seasonal closures and daylight-saving changes included.
fn assert_same_locations(demo: &Business, imported: &Business, amenities: &[&str], extended: bool) {
    let by_id: BTreeMap<&str, &Location> = imported.locations.iter().map(|l| (&*l.id, l)).collect();
    let start: jiff::Timestamp = "2026-11-01T00:00:00Z".parse().unwrap();
    let instants: Vec<jiff::Timestamp> =
        (0..24 * 550).map(|h| start + jiff::SignedDuration::from_mins(60 * h + h % 60)).collect();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for original in served(demo) {
        let id = &*original.id;
        let back = by_id.get(id).unwrap_or_else(|| panic!("`{id}` was not imported"));
        assert_eq!(back.name, original.name, "{id}");
        let (a, b) = (original.address.clone().unwrap_or_default(), back.address.clone().unwrap_or_default());
        assert_eq!(
            (&b.street_address, &b.address_locality, &b.address_region, &b.address_country),
            (&a.street_address, &a.address_locality, &a.address_region, &a.address_country),
            "{id}"
        );
        assert_eq!((&b.postal_code, &b.phone_number), (&a.postal_code, &a.phone_number), "{id}");
        if extended {
            assert_eq!(b.extended_address, a.extended_address, "{id}");
        }
        assert_eq!(back.geo, original.geo, "{id}");
        let page = |l: &Location, b: &Business| l.aliases.url.as_ref().map(|p| p.resolve(&b.website).into_owned());
        assert_eq!(page(back, imported), page(original, demo), "{id}");
        let mut carried: Vec<&str> =
            amenities.iter().copied().filter(|k| original.amenities.contains_key(*k)).collect();
        carried.sort_unstable();
        let came_back: Vec<&str> = back.amenities.keys().map(String::as_str).collect();
        assert_eq!(came_back, carried, "{id}");
        // No schedule and a schedule without hours both answer "unknown".
        if let (Some(o), Some(b)) = (&original.schedule, &back.schedule) {
            assert_eq!(b.timezone_name, o.timezone_name, "{id}: the zone derived from its coordinates");
        }
        let openness = |l: &Location, t| l.schedule.as_ref().map_or(Openness::Unknown, |s| s.openness_at(t));
        for &t in &instants {
            let (expected, got) = (openness(original, t), openness(back, t));
            assert_eq!(got, expected, "{id} at {t}");
            *seen.entry(format!("{expected:?}")).or_default() += 1;
        }
    }
    // The instants tell the stores apart: open, closed, and unknown (a store without regular
    // hours) all occur.
    assert_eq!(seen.len(), 3, "{seen:?}");
}

/// A question and what the engine answered: its text, and each link's type and URL.
#[derive(Debug, PartialEq)]
struct Asked {
    query: String,
    plain: String,
    links: Vec<(String, String)>,
}

/// Every question of the demo's bundled sets (`eval/stores/demo`), asked of both stores in
/// order, follow-ups on the same conversation: the answers' text and links.
fn answers(business: Business) -> Vec<Asked> {
    let engine = AnswerEngine::new(Arc::new(business), ResourcePolicies::default());
    let viewer = Viewer::public();
    let now: jiff::Timestamp = "2026-12-02T18:00:00Z".parse().unwrap();
    let mut out = Vec::new();
    for set in ["dev.jsonl", "holdout.jsonl"] {
        let text = std::fs::read_to_string(repo().join("eval/stores/demo").join(set)).unwrap();
        let mut state = ConversationState::default();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let case: serde_json::Value = serde_json::from_str(line).unwrap();
            if case["turn"].as_u64() == Some(1) {
                state = ConversationState::default();
            }
            let ids: Vec<String> = case["ids"]
                .as_array()
                .map(|a| a.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect())
                .unwrap_or_default();
            let query = case["query"].as_str().unwrap();
            let answer = engine.answer(
                &Question { query, ids: &ids, language: None, location_hint: None, now, viewer: &viewer },
                &state,
            );
            let links = answer.links.iter().map(|l| (l.kind.clone(), l.url.clone())).collect();
            out.push(Asked { query: query.to_owned(), plain: answer.plain.clone(), links });
            state = answer.state;
        }
    }
    out
}

/// Text as HTML writes it.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// A page as a browser saves it: its language, title and canonical link in the head, `body`
/// (HTML) after.
fn saved_page(language: &str, title: &str, canonical: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{language}\">\n<head>\n<title>{}</title>\n<link rel=\"canonical\" href=\"{}\">\n</head>\n<body>\n{body}</body>\n</html>\n",
        escape(title),
        escape(canonical)
    )
}

/// Each policy as a saved page, its Markdown body as HTML headings and paragraphs.
fn as_saved_pages(business: &Business, dir: &Path) -> Vec<(std::path::PathBuf, String)> {
    business
        .policies
        .iter()
        .enumerate()
        .map(|(n, p)| {
            let mut body = String::new();
            for block in p.body.split("\n\n").map(str::trim).filter(|b| !b.is_empty()) {
                let level = block.chars().take_while(|&c| c == '#').count();
                if level > 0 {
                    body.push_str(&format!("<h{level}>{}</h{level}>\n", escape(block[level..].trim())));
                } else {
                    body.push_str(&format!(
                        "<p>{}</p>\n",
                        escape(&block.split_whitespace().collect::<Vec<_>>().join(" "))
                    ));
                }
            }
            let file = dir.join(format!("policy-{n}.html"));
            std::fs::write(&file, saved_page(&p.language, &p.title, &p.url, &body)).unwrap();
            (file, p.kind.clone())
        })
        .collect()
}

#[test]
fn the_demo_stores_policies_answer_the_same_after_saved_pages() {
    let demo = concierge_store::demo().unwrap();
    let store = demo_without(&["policies"]);
    let pages = tempfile::tempdir().unwrap();
    for (file, kind) in as_saved_pages(&demo, pages.path()) {
        let options = Options { policy_type: Some(kind), ..Options::default() };
        run(Kind::Policy, &[file], store.path(), &options);
    }
    let imported = concierge_store::load_dir(store.path()).unwrap();
    assert_eq!(imported.policies.len(), demo.policies.len());
    let (before, after) = (answers(demo), answers(imported));
    assert!(before.len() > 100, "the bundled sets are read: {}", before.len());
    for (b, a) in before.iter().zip(&after) {
        assert_eq!(a, b, "asked of the demo re-expressed as saved policy pages");
    }
}

/// The FAQ as saved pages, one per language: each question a heading, its answer a paragraph.
fn as_saved_faq_pages(business: &Business, dir: &Path) -> Vec<std::path::PathBuf> {
    let mut by_language: BTreeMap<&str, Vec<&concierge_core::catalog::FaqEntry>> = BTreeMap::new();
    for entry in &business.faq {
        by_language.entry(entry.language.as_str()).or_default().push(entry);
    }
    by_language
        .into_iter()
        .map(|(language, entries)| {
            let page = entries[0].url.split('#').next().unwrap();
            let body: String = entries
                .iter()
                .map(|e| format!("<h2>{}</h2>\n<p>{}</p>\n", escape(&e.question), escape(&e.answer)))
                .collect();
            let file = dir.join(format!("faq-{language}.html"));
            std::fs::write(&file, saved_page(language, "FAQ", page, &body)).unwrap();
            file
        })
        .collect()
}

#[test]
fn the_demo_stores_faq_answers_the_same_after_saved_pages() {
    let demo = concierge_store::demo().unwrap();
    let store = demo_without(&["faq.toml"]);
    let pages = tempfile::tempdir().unwrap();
    let files = as_saved_faq_pages(&demo, pages.path());
    run(Kind::Faq, &files, store.path(), &Options::default());
    let imported = concierge_store::load_dir(store.path()).unwrap();
    assert_eq!(imported.faq.len(), demo.faq.len());
    // A page carries questions and answers, not the search tags `faq.toml` may add: the demo
    // without its tags is what the pages say.
    let mut untagged = demo.clone();
    untagged.faq.iter_mut().for_each(|e| e.tags.clear());
    let (before, after) = (answers(untagged), answers(imported));
    for (b, a) in before.iter().zip(&after) {
        assert_eq!(a.plain, b.plain, "asked of the demo's FAQ re-expressed as saved pages: {}", b.query);
        let kinds = |links: &[(String, String)]| links.iter().map(|(kind, _)| kind.clone()).collect::<Vec<_>>();
        assert_eq!(kinds(&a.links), kinds(&b.links), "{}", b.query);
    }
}

#[test]
fn the_demo_stores_products_answer_alike_after_a_shopify_export() {
    let demo = concierge_store::demo().unwrap();
    // The export holds products only: stock by store, orders and carts (which name variants by
    // the demo's ids) stay out of both stores compared.
    let store = demo_without(&["products", "inventory.csv", "orders.toml", "carts.toml"]);
    let export = store.path().join("products.csv");
    std::fs::write(&export, common::demo_as_shopify()).unwrap();
    run(Kind::Shopify, &[export], store.path(), &Options::default());
    let imported = concierge_store::load_dir(store.path()).unwrap();
    let (before, after) = (answers(as_shopify_carries(demo)), answers(imported));
    for (b, a) in before.iter().zip(&after) {
        assert_eq!(a, b, "asked of the demo's products re-expressed as a Shopify export");
    }
}

/// The demo as far as its Shopify export carries it: no typed attributes, notices, member or
/// compare-at prices, stock statuses, final-sale marks, stock, orders or carts; each variant's
/// options as the export gives them.
fn as_shopify_carries(mut demo: Business) -> Business {
    demo.availability = Default::default();
    demo.orders.clear();
    demo.carts.clear();
    for p in &mut demo.products {
        let options = common::option_keys(p);
        let single = p.variants.len() == 1;
        p.attributes.clear();
        p.notices.clear();
        p.final_sale = false;
        for v in &mut p.variants {
            v.member_price = None;
            v.compare_at_price = None;
            v.stock_status = None;
            match &options {
                Some(keys) => v.attributes.retain(|k, _| keys.contains(k)),
                None if single => v.attributes.clear(),
                None => {
                    v.attributes = BTreeMap::from([(
                        "variant".to_owned(),
                        concierge_core::catalog::AttributeValue::Text(v.title.clone()),
                    )])
                }
            }
        }
    }
    demo
}

/// The attributes a Merchant Center item tells its group's variants apart by, in the order the
/// import writes them into a variant's title.
const MERCHANT_OPTIONS: [&str; 2] = ["color", "size"];

/// The demo store's products as a Merchant Center feed (tab-separated) would give them: an item
/// per variant, grouped by the product's id, every item titled with the product's title; a
/// variant's colour as `color`, and whatever else tells it apart (a size, a pack, a value) as
/// `size`, the one free-text option Merchant has besides.
fn demo_as_merchant_feed(business: &Business) -> String {
    let mut out =
        String::from("id\titem_group_id\ttitle\tdescription\tlink\tprice\tavailability\tproduct_type\tcolor\tsize\n");
    for p in &business.products {
        for v in &p.variants {
            let [color, size] = merchant_options(p, v);
            let availability = v.stock_status.map(|s| s.as_str()).unwrap_or_default();
            let price = format!("{} USD", v.price.to_string().trim_start_matches('$'));
            let kind = p.kind.as_deref().unwrap_or_default();
            out.push_str(
                &[&*v.sku, &p.id, &p.title, &p.description, &p.url, &price, availability, kind, &color, &size]
                    .join("\t"),
            );
            out.push('\n');
        }
    }
    out
}

/// A variant's `color` and `size` in the feed: when its product's variants are told apart by
/// their attributes ([`common::option_keys`]), its `color` and the other one (the demo's
/// variants have at most two, a colour among them when two); otherwise its title, as `size`.
fn merchant_options(p: &concierge_core::catalog::Product, v: &concierge_core::catalog::Variant) -> [String; 2] {
    if p.variants.len() < 2 {
        return [String::new(), String::new()];
    }
    let Some(keys) = common::option_keys(p) else { return [String::new(), v.title.clone()] };
    let value = |k: &String| v.attributes[k].to_string();
    let color = keys.iter().find(|k| *k == "color").map(value).unwrap_or_default();
    let others: Vec<String> = keys.iter().filter(|k| *k != "color").map(value).collect();
    assert!(others.len() <= 1, "{}: more options than a feed has", p.id);
    [color, others.into_iter().next().unwrap_or_default()]
}

/// The demo as far as its Merchant Center feed carries it: no typed attributes but the product
/// type's (`category`), no notices, tags, member or compare-at prices, final-sale marks, stock,
/// orders or carts; a variant named by its SKU, its options as `color` and `size`, in that order.
fn as_merchant_carries(mut demo: Business) -> Business {
    demo.availability = Default::default();
    demo.orders.clear();
    demo.carts.clear();
    for p in &mut demo.products {
        let options: Vec<[String; 2]> = p.variants.iter().map(|v| merchant_options(p, v)).collect();
        p.handle = p.id.clone();
        p.attributes = p
            .kind
            .iter()
            .map(|k| ("category".to_owned(), concierge_core::catalog::AttributeValue::Text(k.clone())))
            .collect();
        p.notices.clear();
        p.tags.clear();
        p.final_sale = false;
        let single = p.variants.len() == 1;
        for (v, values) in p.variants.iter_mut().zip(options) {
            v.id = v.sku.clone();
            v.member_price = None;
            v.compare_at_price = None;
            v.attributes = MERCHANT_OPTIONS
                .iter()
                .zip(&values)
                .filter(|(_, value)| !value.is_empty())
                .map(|(k, value)| ((*k).to_owned(), concierge_core::catalog::AttributeValue::Text(value.clone())))
                .collect();
            let named: Vec<String> = values.iter().filter(|value| !value.is_empty()).cloned().collect();
            v.title = if single || named.is_empty() { p.title.clone() } else { named.join(" / ") };
        }
    }
    demo
}

#[test]
fn the_demo_stores_products_answer_alike_after_a_merchant_center_feed() {
    let demo = concierge_store::demo().unwrap();
    let store = demo_without(&["products", "inventory.csv", "orders.toml", "carts.toml"]);
    let feed = store.path().join("feed.tsv");
    std::fs::write(&feed, demo_as_merchant_feed(&demo)).unwrap();
    run(Kind::MerchantCenter, &[feed], store.path(), &Options::default());
    let imported = concierge_store::load_dir(store.path()).unwrap();
    let expected = as_merchant_carries(demo);
    assert_same_products(expected, imported, "a Merchant Center feed");
}

/// The demo store's products as schema.org JSON-LD: a `Product` with its `Offer` for a product
/// of one variant; a `ProductGroup` for the others, `variesBy` the attributes its variants are
/// told apart by (in the order their titles give them), each variant a `Product` with its SKU,
/// those attributes and its offer, or only its name when no attribute tells it apart. A reduced
/// price's regular one is a `StrikethroughPrice` specification, as Google documents it.
fn demo_as_json_ld_products(business: &Business) -> serde_json::Value {
    use serde_json::json;
    let offer = |v: &concierge_core::catalog::Variant| {
        let amount = |m: concierge_core::catalog::Money| m.to_string().trim_start_matches('$').to_owned();
        let mut offer = json!({"@type": "Offer", "price": amount(v.price), "priceCurrency": "USD"});
        if let Some(status) = v.stock_status {
            let schema = match status.as_str() {
                "in_stock" => "InStock",
                "out_of_stock" => "OutOfStock",
                "preorder" => "PreOrder",
                other => panic!("a stock status the test does not write: {other}"),
            };
            offer["availability"] = json!(format!("https://schema.org/{schema}"));
        }
        if let Some(regular) = v.compare_at_price {
            offer["priceSpecification"] = json!([{"@type": "UnitPriceSpecification", "priceType": "https://schema.org/StrikethroughPrice", "price": amount(regular)}]);
        }
        offer
    };
    let nodes: Vec<serde_json::Value> = business
        .products
        .iter()
        .map(|p| {
            let mut node = json!({
                "@context": "https://schema.org",
                "name": p.title,
                "description": p.description,
                "url": p.url,
            });
            if let [only] = &p.variants[..] {
                node["@type"] = json!("Product");
                node["sku"] = json!(only.sku);
                node["offers"] = offer(only);
                return node;
            }
            let keys = common::option_keys(p);
            node["@type"] = json!("ProductGroup");
            node["productGroupID"] = json!(p.id);
            let variants: Vec<serde_json::Value> = p
                .variants
                .iter()
                .map(|v| {
                    let mut variant = json!({"@type": "Product", "sku": v.sku, "offers": offer(v)});
                    match &keys {
                        Some(keys) => keys.iter().for_each(|k| variant[k] = json!(v.attributes[k].to_string())),
                        None => variant["name"] = json!(v.title),
                    }
                    variant
                })
                .collect();
            node["variesBy"] = json!(keys.unwrap_or_default());
            node["hasVariant"] = json!(variants);
            node
        })
        .collect();
    json!(nodes)
}

/// The demo as far as its JSON-LD carries it: no typed attributes, notices, tags, member
/// prices, final-sale marks, stock, orders or carts; a product of one variant named by its SKU
/// (`slug`), a variant by its SKU, its options as text.
fn as_json_ld_carries(mut demo: Business) -> Business {
    demo.availability = Default::default();
    demo.orders.clear();
    demo.carts.clear();
    for p in &mut demo.products {
        let keys = common::option_keys(p);
        if let [only] = &mut p.variants[..] {
            p.id = concierge_import::text::slug(&only.sku);
            only.id = p.id.clone();
            only.title = p.title.clone();
            only.attributes.clear();
        }
        p.handle = p.id.clone();
        p.attributes.clear();
        p.notices.clear();
        p.tags.clear();
        p.final_sale = false;
        if p.variants.len() > 1 {
            for v in &mut p.variants {
                v.id = concierge_import::text::slug(&v.sku);
                let text = |k: &String| {
                    (k.clone(), concierge_core::catalog::AttributeValue::Text(v.attributes[k].to_string()))
                };
                v.attributes = keys.iter().flatten().map(text).collect();
            }
        }
        for v in &mut p.variants {
            v.member_price = None;
        }
    }
    demo
}

#[test]
fn the_demo_stores_products_answer_alike_after_json_ld() {
    let demo = concierge_store::demo().unwrap();
    let store = demo_without(&["products", "inventory.csv", "orders.toml", "carts.toml"]);
    let file = store.path().join("products.jsonld");
    std::fs::write(&file, serde_json::to_string_pretty(&demo_as_json_ld_products(&demo)).unwrap()).unwrap();
    run(Kind::JsonLd, &[file], store.path(), &Options::default());
    let imported = concierge_store::load_dir(store.path()).unwrap();
    let expected = as_json_ld_carries(demo);
    assert_same_products(expected, imported, "JSON-LD");
}

/// The products `imported` from the demo re-expressed as `format` are `expected` (the demo
/// as far as the format carries it), field by field, and every question of the demo's sets
/// gets the same answer, text and links, from both.
fn assert_same_products(expected: Business, imported: Business, format: &str) {
    let by_id: BTreeMap<&str, &concierge_core::catalog::Product> =
        imported.products.iter().map(|p| (p.id.as_str(), p)).collect();
    for p in &expected.products {
        let back = by_id.get(p.id.as_str()).unwrap_or_else(|| panic!("`{}` was not imported", p.id));
        assert_eq!(*back, p, "{}", p.id);
    }
    assert_eq!(imported.products.len(), expected.products.len());
    let (before, after) = (answers(expected), answers(imported));
    for (b, a) in before.iter().zip(&after) {
        assert_eq!(a, b, "asked of the demo's products re-expressed as {format}");
    }
}
