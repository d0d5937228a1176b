//! Loading store directories: the bundled demo store loads cleanly, and bad data is refused with
//! every problem named by file, record and field.

use std::fs;
use std::path::Path;

use concierge_store::{Problem, demo, load_dir};

fn write(root: &Path, path: &str, text: &str) {
    let p = root.join(path);
    fs::create_dir_all(p.parent().unwrap()).unwrap();
    fs::write(p, text).unwrap();
}

const STORE: &str = r#"
[business]
name = "Test Shop"
website = "https://shop.example"
gid_authority = "shop"
"#;

fn problems(root: &Path) -> Vec<Problem> {
    load_dir(root).expect_err("the store must be refused").problems
}

fn has(problems: &[Problem], file: &str, record: &str, field: &str, needle: &str) -> bool {
    problems.iter().any(|p| {
        p.file == file
            && p.record.as_deref() == Some(record)
            && p.field.as_deref() == Some(field)
            && p.message.contains(needle)
    })
}

#[test]
fn demo_store_loads() {
    let b = demo().unwrap_or_else(|e| panic!("{e}"));
    assert!(b.locations.len() >= 12, "{}", b.locations.len());
    let zones: std::collections::BTreeSet<_> =
        b.locations.iter().filter_map(|l| l.schedule.as_ref()).map(|s| s.timezone_name.clone()).collect();
    assert!(zones.len() >= 3, "{zones:?}");
    assert!(!b.products.is_empty() && !b.policies.is_empty() && !b.faq.is_empty());
    // Accounts: members and a non-member, orders in every state, a signed-in and a guest cart.
    assert_eq!(b.buyers.iter().filter(|x| x.is_member()).count(), 2);
    assert!(b.buyers.iter().any(|x| !x.is_member()));
    let states: std::collections::BTreeSet<_> = b.orders.iter().map(|o| o.status).collect();
    assert_eq!(states.len(), concierge_core::catalog::OrderStatus::ALL.len(), "{states:?}");
    assert!(b.orders.iter().any(|o| o.tracking.is_some() && o.estimated_delivery.is_some()));
    assert!(b.carts.iter().any(|c| c.buyer_id.is_none()) && b.carts.iter().any(|c| c.buyer_id.is_some()));
    assert!(b.products.iter().flat_map(|p| &p.variants).filter(|v| v.member_price.is_some()).count() >= 5);
}

#[test]
fn accounts_orders_and_carts_are_checked() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "store.toml", STORE);
    write(
        root,
        "products/p.toml",
        r#"
[[product]]
id = "jacket"
title = "Jacket"
url = "https://shop.example/products/jacket"
description = "A jacket."
[[product.variants]]
id = "jacket-m"
sku = "JKT-M"
title = "M"
price = "100.00"
member_price = "120.00"
compare_at_price = "100.00"
[[product.variants]]
id = "jacket-l"
sku = "JKT-L"
title = "L"
price = "100.00"
member_price = "ninety"
compare_at_price = "lots"
stock_status = "In Stock"

[[product]]
id = "cap"
title = "Cap"
url = "https://shop.example/products/cap"
description = "A cap."
price = "20.00"
compare_at_price = "25.00"
stock_status = "backorder"

[[product]]
id = "scarf"
title = "Scarf"
url = "https://shop.example/products/scarf"
description = "A scarf."
compare_at_price = "25.00"
[[product.variants]]
id = "scarf-1"
sku = "SCF-1"
title = "One size"
price = "20.00"
"#,
    );
    write(
        root,
        "locations/a.toml",
        "[[location]]\nid = \"loc_a\"\nname = \"A\"\n[[location]]\nid = \"loc_dc\"\nname = \"DC\"\ninternal = true\n",
    );
    write(
        root,
        "buyers.toml",
        r#"
[[buyer]]
id = "b_1"
name = "Ann"
membership = "Club"
entitlements = ["Free shipping"]

[[buyer]]
id = "b_1"
name = ""
membership = " "
"#,
    );
    write(
        root,
        "orders.toml",
        r##"
[[order]]
id = "o_1"
number = "#1"
buyer_id = "b_9"
placed_at = "yesterday"
status = "lost"
total = "10"
estimated_delivery = "2026-13-01"
pickup_location = "loc_dc"
[order.tracking]
carrier = "UPS"
number = "1Z"
url = "ups tracking"
[[order.items]]
variant = "nope"
quantity = 0

[[order]]
id = "o/2"
number = "1"
buyer_id = "b_1"
placed_at = 2026-11-30T17:20:00Z
status = "ready_for_pickup"
total = "100.00"
[[order.items]]
variant = "JKT-M"
quantity = 1

[[order]]
id = "o_3"
number = "#3"
buyer_id = "b_1"
placed_at = "2026-11-30T17:20:00Z"
status = "processing"
total = "100.00"
"##,
    );
    write(
        root,
        "carts.toml",
        r#"
[[cart]]
id = "c_1"
buyer_id = "b_7"
[[cart.items]]
variant = "jacket-x"
quantity = 1

[[cart]]
id = "c_1"
"#,
    );
    let p = problems(root);
    let text = p.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n");
    assert!(
        has(&p, "products/p.toml", "product `jacket`", "variants[0].member_price", "more than the price"),
        "{text}"
    );
    assert!(has(&p, "products/p.toml", "product `jacket`", "variants[1].member_price", "`ninety`"), "{text}");
    // A sale price is compared with a higher regular price; a stock status is one of four words.
    assert!(
        has(&p, "products/p.toml", "product `jacket`", "variants[0].compare_at_price", "must be more than the price"),
        "{text}"
    );
    assert!(has(&p, "products/p.toml", "product `jacket`", "variants[1].compare_at_price", "`lots`"), "{text}");
    assert!(
        has(
            &p,
            "products/p.toml",
            "product `jacket`",
            "variants[1].stock_status",
            "`In Stock` is not one of in_stock, out_of_stock, preorder, backorder"
        ),
        "{text}"
    );
    assert!(!p.iter().any(|x| x.to_string().contains("product `cap`")), "{text}");
    assert!(has(&p, "products/p.toml", "product `scarf`", "compare_at_price", "belongs on the variants"), "{text}");
    assert!(has(&p, "buyers.toml", "buyer `b_1`", "id", "another buyer"), "{text}");
    assert!(has(&p, "buyers.toml", "buyer `b_1`", "name", "must not be empty"), "{text}");
    assert!(has(&p, "buyers.toml", "buyer `b_1`", "membership", "name the tier"), "{text}");
    let o1 = "order `o_1`";
    assert!(has(&p, "orders.toml", o1, "buyer_id", "`b_9`"), "{text}");
    assert!(has(&p, "orders.toml", o1, "placed_at", "`yesterday`"), "{text}");
    assert!(has(&p, "orders.toml", o1, "status", "`lost`"), "{text}");
    assert!(has(&p, "orders.toml", o1, "estimated_delivery", "`2026-13-01`"), "{text}");
    assert!(has(&p, "orders.toml", o1, "pickup_location", "`loc_dc`"), "internal stores are no pickup point: {text}");
    assert!(has(&p, "orders.toml", o1, "tracking.url", "`ups tracking`"), "{text}");
    assert!(has(&p, "orders.toml", o1, "items[0].variant", "`nope`"), "{text}");
    assert!(has(&p, "orders.toml", o1, "items[0].quantity", "at least 1"), "{text}");
    assert!(has(&p, "orders.toml", "order `o/2`", "id", "letters, digits"), "{text}");
    assert!(has(&p, "orders.toml", "order `o/2`", "number", "`1` is used by another order"), "{text}");
    assert!(has(&p, "orders.toml", "order `o/2`", "pickup_location", "ready for pickup"), "{text}");
    assert!(has(&p, "orders.toml", "order `o_3`", "items", "at least one item"), "{text}");
    assert!(has(&p, "carts.toml", "cart `c_1`", "buyer_id", "`b_7`"), "{text}");
    assert!(has(&p, "carts.toml", "cart `c_1`", "items[0].variant", "`jacket-x`"), "{text}");
    assert!(has(&p, "carts.toml", "cart `c_1`", "id", "another cart"), "{text}");
    // The TOML date-time form of placed_at is accepted.
    assert!(
        !p.iter().any(|x| x.record.as_deref() == Some("order `o/2`") && x.field.as_deref() == Some("placed_at")),
        "{text}"
    );
}

#[test]
fn every_bad_record_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "store.toml", STORE);
    write(
        root,
        "locations/west.toml",
        r#"
[[location]]
id = "loc_a"
name = "A"
timezone = "America/Las_Vegas"
[location.hours]
monday = "09:00-17:00"

[[location]]
id = "loc_b"
name = "B"
timezone = "America/Los_Angeles"
[location.geo]
latitude = 95
longitude = -120
[location.hours]
tuesday = "09:00-09:00"
[location.amenities]
wifi = "Free Wi-Fi"
"#,
    );
    write(
        root,
        "locations/east.toml",
        r#"
[[location]]
id = "loc_a"
name = "Another A"
"#,
    );
    let p = problems(root);
    let text = p.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n");
    assert!(has(&p, "locations/west.toml", "location `loc_a`", "timezone", "America/Las_Vegas"), "{text}");
    assert!(has(&p, "locations/west.toml", "location `loc_b`", "geo.latitude", "95 is outside -90..90"), "{text}");
    assert!(has(&p, "locations/west.toml", "location `loc_b`", "hours.tuesday", "both 09:00"), "{text}");
    assert!(has(&p, "locations/west.toml", "location `loc_b`", "amenities.wifi", "reverse-domain"), "{text}");
    assert!(has(&p, "locations/west.toml", "location `loc_a`", "id", "locations/east.toml already uses it"), "{text}");
}

#[test]
fn unknown_keys_and_syntax_errors_name_their_line() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "store.toml", STORE);
    write(root, "locations/a.toml", "[[location]]\nid = \"x\"\nname = \"X\"\ntimezon = \"UTC\"\n");
    write(root, "faq.toml", "[[faq]\nid = 1\n");
    let p = problems(root);
    let text = p.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n");
    assert!(p.iter().any(|p| p.file == "locations/a.toml" && p.message.contains("timezon")), "{text}");
    assert!(p.iter().any(|p| p.file == "faq.toml" && p.record.as_deref() == Some("line 1")), "{text}");
}

#[test]
fn schedules_exceptions_inventory_and_policies_are_checked() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "store.toml", STORE);
    write(
        root,
        "locations/a.toml",
        r#"
[[location]]
id = "loc_a"
name = "A"
timezone = "Europe/London"
[location.hours]
monday = "00:00-00:00"
funday = "09:00-10:00"
[[location.exceptions]]
from = "2026-12-24"
through = "2026-12-26"
closed = true
[[location.exceptions]]
from = "2026-12-26"
hours = "10:00-12:00"
[[location.service_areas]]
method = "delivery"
radius_m = 5000
"#,
    );
    write(root, "inventory.csv", "location_id,item,quantity\nloc_a,nope,1\nloc_z,nope,x\n");
    write(root, "policies/refund.md", "no front matter here");
    let p = problems(root);
    let text = p.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n");
    assert!(has(&p, "locations/a.toml", "location `loc_a`", "hours.monday", "00:00"), "{text}");
    assert!(has(&p, "locations/a.toml", "location `loc_a`", "hours.funday", "not a day"), "{text}");
    assert!(has(&p, "locations/a.toml", "location `loc_a`", "exceptions[1]", "overlap"), "{text}");
    assert!(
        has(&p, "locations/a.toml", "location `loc_a`", "service_areas[0].radius_m", "needs the location's geo"),
        "{text}"
    );
    assert!(has(&p, "inventory.csv", "line 2", "item", "`nope`"), "{text}");
    assert!(has(&p, "inventory.csv", "line 3", "location_id", "`loc_z`"), "{text}");
    assert!(has(&p, "inventory.csv", "line 3", "quantity", "`x`"), "{text}");
    assert!(p.iter().any(|p| p.file == "policies/refund.md" && p.message.contains("front-matter")), "{text}");
}

#[cfg(unix)]
#[test]
fn a_linked_locations_file_is_read_like_the_file() {
    let dir = tempfile::tempdir().unwrap();
    demo_with_inventory(dir.path(), "location_id,item,quantity\n");
    let elsewhere = tempfile::tempdir().unwrap();
    let export = elsewhere.path().join("export.jsonl");
    fs::write(&export, "{\"id\": \"linked-1\", \"name\": \"Linked store\"}\n").unwrap();
    std::os::unix::fs::symlink(&export, dir.path().join("locations/linked.jsonl")).unwrap();
    let business = concierge_store::load_dir(dir.path()).unwrap();
    assert!(business.locations.iter().any(|l| &*l.id == "linked-1"), "the linked file's location is loaded");
}

#[test]
fn a_missing_store_toml_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let e = load_dir(dir.path()).unwrap_err();
    assert_eq!(e.problems[0].file, "store.toml");
    assert!(e.to_string().contains("is invalid (1 problem)"), "{e}");
}

#[test]
fn contact_and_time_zone_are_read_and_checked() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(
        root,
        "store.toml",
        &format!(
            "{STORE}timezone = \"Europe/London\"\n\n[contact]\nemail = \"help@shop.example\"\nphone = \"+44 117 496 0000\"\nhours = \"Monday–Friday 09:00–17:00\"\n"
        ),
    );
    let b = load_dir(root).unwrap();
    let contact = b.contact.expect("the contact is read");
    assert_eq!(contact.email.as_deref(), Some("help@shop.example"));
    assert_eq!(contact.hours.as_deref(), Some("Monday–Friday 09:00–17:00"));
    assert!(b.timezone.is_some());

    write(
        root,
        "store.toml",
        &format!("{STORE}timezone = \"Mars/Olympus\"\n\n[contact]\nemail = \"nobody\"\nurl = \"ftp://x\"\n"),
    );
    let p = problems(root);
    assert!(has(&p, "store.toml", "[business]", "timezone", "not an IANA time zone"), "{p:?}");
    assert!(has(&p, "store.toml", "[contact]", "email", "not an email address"), "{p:?}");
    assert!(has(&p, "store.toml", "[contact]", "url", "not an absolute http(s) URL"), "{p:?}");
}

#[test]
fn shipping_rates_are_read_and_checked() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "store.toml", STORE);
    write(
        root,
        "shipping.toml",
        r#"
[[rate]]
service = "Standard"
country = "us"
region = "US-CA"
price = "4.95"
free_over = "50"
min_days = 2
max_days = 5

[[rate]]
service = "International"
price = "19"
max_days = 12
"#,
    );
    let b = load_dir(root).unwrap();
    let [standard, international] = &b.shipping_rates[..] else { panic!("{:?}", b.shipping_rates) };
    assert_eq!((standard.country.as_deref(), standard.region.as_deref()), (Some("US"), Some("CA")));
    assert_eq!(
        (standard.price.minor, standard.free_over.map(|m| m.minor), standard.days),
        (495, Some(5000), Some((2, 5)))
    );
    assert_eq!((international.country.as_deref(), international.price.minor), (None, 1900));
    assert_eq!((international.free_over, international.days), (None, Some((12, 12))));

    write(
        root,
        "shipping.toml",
        r#"
[[rate]]
service = " "
country = "USA"
price = "4,95"
free_over = "lots"
min_days = 5
max_days = 2

[[rate]]
service = "Express"
region = "CA"
price = "10"

[[rate]]
service = "Express"
country = "CA"
region = "US-ON"
price = "10"

[[rate]]
service = "Standard"
country = "FR"
price = "7"

[[rate]]
service = "standard"
country = "FR"
price = "8"
speed = "fast"
"#,
    );
    let p = problems(root);
    for (record, field, needle) in [
        ("rate #1", "service", "must not be empty"),
        ("rate #1", "country", "`USA` is not an ISO 3166-1 alpha-2"),
        ("rate #1", "price", "`4,95` is not an amount"),
        ("rate #1", "free_over", "`lots` is not an amount"),
        ("rate #1", "max_days", "2 is fewer than `min_days` (5)"),
        ("rate #2", "region", "needs a `country`"),
        ("rate #3", "region", "`US-ON` is not a region code of `CA`"),
    ] {
        assert!(has(&p, "shipping.toml", record, field, needle), "{record} {field}: {p:?}");
    }
    assert!(p.iter().any(|p| p.file == "shipping.toml" && p.message.contains("speed")), "{p:?}");
    write(
        root,
        "shipping.toml",
        "[[rate]]\nservice = \"Standard\"\nprice = \"5\"\n\n[[rate]]\nservice = \"STANDARD\"\nprice = \"6\"\n",
    );
    let p = problems(root);
    assert!(has(&p, "shipping.toml", "rate #2", "service", "already rated"), "{p:?}");
}

#[test]
fn terms_of_sale_store_notes_and_order_details_are_read_and_checked() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "store.toml", STORE);
    let products = r#"
[[product]]
id = "mug"
title = "Mug"
type = "Kitchenware"
final_sale = true
sold_online = false
url = "https://shop.example/products/mug"
description = "A mug."
price = "12.00"
sku = "MUG-1"
[[product.notices]]
code = "prop65"
text = "WARNING: lead."
url = "https://www.p65warnings.ca.gov/"
"#;
    write(root, "products/p.toml", products);
    let location = r#"
[[location]]
id = "loc_a"
name = "A"
notes = ["Metered street parking only."]
[location.not_offered]
"dev.ucp.amenity.shopping.in_store_pickup" = "No in-store pickup at this store"
"#;
    write(root, "locations/a.toml", location);
    write(root, "buyers.toml", "[[buyer]]\nid = \"b_1\"\nname = \"Ann\"\n");
    let order = r##"
[[order]]
id = "o_1"
number = "#1"
buyer_id = "b_1"
placed_at = "2026-11-01T10:00:00Z"
status = "picked_up"
fulfillment = "pickup"
pickup_location = "loc_a"
total = "13.00"
subtotal = "12.00"
shipping = "0.00"
tax = "1.00"
ready_at = "2026-11-01T12:00:00Z"
picked_up_at = "2026-11-02T09:00:00Z"
[[order.items]]
variant = "MUG-1"
quantity = 1

[[order]]
id = "o_2"
number = "#2"
buyer_id = "b_1"
placed_at = "2026-11-01T10:00:00Z"
status = "shipped"
total = "12.00"
[order.tracking]
carrier = "Local courier"
number = "LC-2"
[[order.items]]
variant = "mug"
quantity = 1
"##;
    write(root, "orders.toml", order);
    let b = load_dir(root).expect("a valid store");
    let mug = &b.products[0];
    assert_eq!((mug.kind.as_deref(), mug.final_sale, mug.sold_online), (Some("Kitchenware"), true, false));
    // One price and no options: one variant with the product's id, title and SKU.
    assert_eq!(mug.variants.len(), 1);
    assert_eq!((mug.variants[0].id.as_str(), mug.variants[0].sku.as_str()), ("mug", "MUG-1"));
    assert_eq!(mug.notices[0].url.as_deref(), Some("https://www.p65warnings.ca.gov/"));
    let a = &b.locations[0];
    assert_eq!(a.notes.iter().map(|n| &**n).collect::<Vec<_>>(), ["Metered street parking only."]);
    assert!(a.not_offered.contains_key("dev.ucp.amenity.shopping.in_store_pickup") && a.amenities.is_empty());
    let o = &b.orders[0];
    assert_eq!(o.status, concierge_core::catalog::OrderStatus::PickedUp);
    assert_eq!(o.charges.tax.map(|m| m.minor), Some(100));
    assert!(o.milestones.picked_up_at.is_some() && o.milestones.ready_at.is_some());
    assert_eq!(b.orders[1].tracking.as_ref().and_then(|t| t.url.as_deref()), None);

    // Each mistake named where it is.
    write(
        root,
        "products/p.toml",
        &format!(
            "{}[[product.variants]]\nid = \"mug-v\"\nsku = \"MUG-V\"\ntitle = \"V\"\nprice = \"1.00\"\n",
            products.replace("url = \"https://www.p65warnings.ca.gov/\"", "url = \"p65warnings\"")
        ),
    );
    write(
        root,
        "locations/a.toml",
        &format!("{location}[location.amenities]\n\"dev.ucp.amenity.shopping.in_store_pickup\" = \"Pickup\"\n"),
    );
    write(
        root,
        "orders.toml",
        &order
            .replace("fulfillment = \"pickup\"", "fulfillment = \"drone\"")
            .replace("tax = \"1.00\"", "tax = \"2.00\"")
            .replace("picked_up_at = \"2026-11-02T09:00:00Z\"", "picked_up_at = \"2026-10-02T09:00:00Z\""),
    );
    let p = problems(root);
    let text = p.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n");
    assert!(has(&p, "products/p.toml", "product `mug`", "price", "has its prices on them"), "{text}");
    assert!(has(&p, "products/p.toml", "product `mug`", "sku", "belongs on the variants"), "{text}");
    assert!(has(&p, "products/p.toml", "product `mug`", "notices[0].url", "not an absolute"), "{text}");
    assert!(
        has(
            &p,
            "locations/a.toml",
            "location `loc_a`",
            "not_offered.dev.ucp.amenity.shopping.in_store_pickup",
            "also listed"
        ),
        "{text}"
    );
    assert!(has(&p, "orders.toml", "order `o_1`", "fulfillment", "`drone` is not one of shipping, pickup"), "{text}");
    assert!(has(&p, "orders.toml", "order `o_1`", "total", "is not subtotal + shipping + tax"), "{text}");
    assert!(has(&p, "orders.toml", "order `o_1`", "picked_up_at", "before the order was placed"), "{text}");
}

/// The demo store's files in `root`, with `inventory` as its `inventory.csv`.
fn demo_with_inventory(root: &Path, inventory: &str) {
    let demo_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("demo");
    for entry in walk(&demo_dir) {
        let relative = entry.strip_prefix(&demo_dir).unwrap().to_str().unwrap().to_owned();
        write(root, &relative, &fs::read_to_string(&entry).unwrap());
    }
    write(root, "inventory.csv", inventory);
}

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .flat_map(|p| if p.is_dir() { walk(&p) } else { vec![p] })
        .collect()
}

#[test]
fn inventory_cells_are_trimmed_skus_resolved_rows_kept_in_order_and_none_in_stock_left_out() {
    let b = demo().unwrap();
    let (first, second) = (&b.locations[0].id, &b.locations[1].id);
    let variants: Vec<_> = b.products.iter().flat_map(|p| &p.variants).filter(|v| v.sku != v.id).take(2).collect();
    let (v1, v2) = (variants[0], variants[1]);
    let dir = tempfile::tempdir().unwrap();
    demo_with_inventory(
        dir.path(),
        &format!(
            "location_id, item ,quantity\n{first},{},3\n {first} , {} , 1 \n{second},{},0\n{second},{},5\n",
            v2.id, v1.sku, v1.id, v2.sku
        ),
    );
    let loaded = load_dir(dir.path()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(loaded.availability.len(), 2, "{:?}", loaded.availability);
    assert_eq!(loaded.availability.at(first).collect::<Vec<_>>(), [v2.id.as_str(), v1.id.as_str()]);
    assert_eq!(loaded.availability.at(second).collect::<Vec<_>>(), [v2.id.as_str()]);
    let numbers: Vec<&[u32]> = loaded.availability.numbered().map(|(_, n)| n).collect();
    assert_eq!(numbers[0][0], numbers[1][0], "an item's id is one text however many stores list it");

    // The same variant by its SKU and by its id is one item listed twice.
    let dir = tempfile::tempdir().unwrap();
    demo_with_inventory(
        dir.path(),
        &format!("location_id,item,quantity\n{first},{},1\n{second},{},1\n{first},{},2\n", v1.sku, v1.sku, v1.id),
    );
    let p = problems(dir.path());
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(has(&p, "inventory.csv", "line 4", "item", "listed more than once"), "{p:?}");
}

#[test]
fn a_business_with_no_languages_is_refused_whatever_its_entries_say() {
    // Entries without a language of their own take the business's first; with none listed,
    // the store is refused for that, and nothing panics (the fuzz test found this).
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "store.toml", &format!("{STORE}languages = []\n"));
    write(
        root,
        "faq.toml",
        "[[faq]]\nid = \"hours\"\nquestion = \"When?\"\nanswer = \"Nine to five.\"\nurl = \"https://shop.example/faq\"\n\n\
         [[faq]]\nid = \"es\"\nquestion = \"¿Cuándo?\"\nanswer = \"De nueve a cinco.\"\nurl = \"https://shop.example/faq\"\nlanguage = \"es\"\n",
    );
    write(
        root,
        "policies/refund.md",
        "+++\ntype = \"refund_policy\"\ntitle = \"Refunds\"\nurl = \"https://shop.example/refunds\"\n+++\nWithin 30 days.\n",
    );
    let p = problems(root);
    assert!(has(&p, "store.toml", "[business]", "languages", "at least one language"), "{p:?}");
    assert!(has(&p, "faq.toml", "faq `es`", "language", "`es` is not one of the business's languages"), "{p:?}");
    assert!(!p.iter().any(|p| p.file == "faq.toml" && p.record.as_deref() == Some("faq `hours`")), "{p:?}");
}

const JACKET: &str = r#"
[[product]]
id = "jacket"
title = "Jacket"
url = "https://shop.example/products/jacket"
description = "A jacket."
price = "100.00"
sku = "JKT"
"#;

const TWO_LOCATIONS: &str = r#"[[location]]
id = "loc_a"
name = "A"
timezon = "UTC"

[[location]]
id = "loc_b"
name = "B"
[location.adress]
address_locality = "Reno"
"#;

#[test]
fn every_unknown_key_of_a_file_is_reported_and_the_rest_still_loads() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "store.toml", STORE);
    write(root, "products/p.toml", JACKET);
    write(root, "locations/a.toml", TWO_LOCATIONS);
    write(root, "inventory.csv", "location_id,item,quantity\nloc_a,JKT,1\nloc_b,JKT,2\n");
    let faq = "[[faq]]\nid = \"q\"\nquestion = \"Q?\"\nanswr = \"A.\"\nanswer = \"A.\"\nurl = \"https://shop.example/q\"\n\
               [[faq]]\nid = \"r\"\nquestion = \"R?\"\nanswer = \"B.\"\nurl = \"https://shop.example/r\"\nsee = \"x\"\n";
    write(root, "faq.toml", faq);
    let invalid = load_dir(root).expect_err("the store must be refused");
    let text = invalid.to_string();
    let lines: Vec<(&str, Option<&str>, &str)> =
        invalid.problems.iter().map(|p| (p.file.as_str(), p.record.as_deref(), p.message.as_str())).collect();
    assert_eq!(invalid.problems.len(), 4, "the four unknown keys, nothing else: {text}");
    for (file, line, key) in [
        ("locations/a.toml", "line 4", "timezon"),
        ("locations/a.toml", "line 9", "adress"),
        ("faq.toml", "line 4", "answr"),
        ("faq.toml", "line 12", "see"),
    ] {
        assert!(
            lines
                .iter()
                .any(|(f, l, m)| *f == file && *l == Some(line) && m.starts_with(&format!("unknown field `{key}`"))),
            "{file} {line} {key}: {text}"
        );
    }
    assert!(invalid.consequences.is_empty(), "the locations loaded, so the inventory rows are fine: {text}");
    assert!(text.starts_with(&format!("the store in {} is invalid (4 problems):", root.display())), "{text}");
}

#[test]
fn rows_naming_what_a_broken_file_would_have_defined_are_one_consequence() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "store.toml", STORE);
    write(root, "products/p.toml", JACKET);
    // Besides the two typos, a latitude that is not a number (the file cannot be used), then a
    // third typo after it, still reported.
    let broken = format!(
        "{TWO_LOCATIONS}[location.geo]\nlatitude = \"north\"\nlongitude = 1.0\n[[location]]\nid = \"loc_c\"\nnam = \"C\"\n"
    );
    write(root, "locations/a.toml", &broken);
    write(
        root,
        "inventory.csv",
        "location_id,item,quantity\nloc_a,JKT,1\nloc_b,JKT,2\nloc_a,jacket,3\nloc_b,JKT,many\nloc_zzz,JKT,1\n",
    );
    let invalid = load_dir(root).expect_err("the store must be refused");
    let text = invalid.to_string();
    let p = &invalid.problems;
    assert!(p.iter().any(|p| p.file == "locations/a.toml" && p.message.contains("`timezon`")), "{text}");
    assert!(p.iter().any(|p| p.file == "locations/a.toml" && p.message.contains("`adress`")), "{text}");
    assert!(p.iter().any(|p| p.file == "locations/a.toml" && p.record.as_deref() == Some("line 12")), "{text}");
    assert!(p.iter().any(|p| p.file == "locations/a.toml" && p.message.contains("`nam`")), "{text}");
    let in_file = p.iter().filter(|p| p.file == "locations/a.toml").count();
    assert_eq!(in_file, 5, "two typos, the latitude, the third typo and loc_c's missing name: {text}");
    // Rows naming loc_a and loc_b are not problems of their own; the other row's problems are.
    let inventory: Vec<String> = p.iter().filter(|p| p.file == "inventory.csv").map(ToString::to_string).collect();
    assert_eq!(
        inventory,
        [
            "inventory.csv: line 5: quantity: `many` is not a whole number of 0 or more",
            "inventory.csv: line 6: location_id: `loc_zzz` is not the id of any location",
        ],
        "{text}"
    );
    let consequences: Vec<String> = invalid.consequences.iter().map(ToString::to_string).collect();
    assert_eq!(
        consequences,
        ["inventory.csv: 4 rows refer to locations not loaded because of the problems in locations/a.toml above"]
    );
    assert!(text.ends_with(&format!("because of them:\n  {}", consequences[0])), "{text}");
}

#[test]
fn json_lines_report_every_unknown_key_and_lose_only_what_cannot_be_read() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "store.toml", STORE);
    write(root, "products/p.toml", JACKET);
    write(
        root,
        "locations/chain.jsonl",
        concat!(
            r#"{"id": "loc_a", "name": "A", "timezon": "UTC", "address": {"adress_locality": "Reno"}}"#,
            "\n",
            r#"{"id": "loc_b", "name": "B", "geo": {"latitude": "north", "longitude": 1.0}, "nme": "B"}"#,
            "\n",
        ),
    );
    write(root, "inventory.csv", "location_id,item,quantity\nloc_a,JKT,1\nloc_b,JKT,2\nloc_b,jacket,3\n");
    let invalid = load_dir(root).expect_err("the store must be refused");
    let text = invalid.to_string();
    let line = |n: &str, needle: &str| {
        invalid
            .problems
            .iter()
            .any(|p| p.file == "locations/chain.jsonl" && p.record.as_deref() == Some(n) && p.message.contains(needle))
    };
    assert!(line("line 1", "unknown field `timezon`"), "{text}");
    assert!(line("line 1", "unknown field `adress_locality`"), "{text}");
    assert!(line("line 2", "unknown field `nme`"), "{text}");
    assert!(line("line 2", "invalid type: string \"north\""), "{text}");
    assert!(
        !invalid.problems.iter().any(|p| p.file == "inventory.csv"),
        "loc_a loaded; loc_b's rows are consequences: {text}"
    );
    let consequences: Vec<String> = invalid.consequences.iter().map(ToString::to_string).collect();
    assert_eq!(
        consequences,
        ["inventory.csv: 2 rows refer to locations not loaded because of the problems in locations/chain.jsonl above"]
    );
}

#[test]
fn orders_and_carts_naming_what_broken_files_defined_are_consequences_too() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "store.toml", STORE);
    // A price that is not a string, and a membership that is not one: both files are unusable.
    write(root, "products/p.toml", &JACKET.replace("price = \"100.00\"", "price = 100"));
    write(root, "buyers.toml", "[[buyer]]\nid = \"b_1\"\nname = \"Maya\"\nmembership = 7\n");
    write(
        root,
        "orders.toml",
        r##"
[[order]]
id = "ord_1"
number = "#1"
buyer_id = "b_1"
placed_at = "2026-11-29T19:12:00Z"
status = "delivered"
total = "100.00"
[[order.items]]
variant = "JKT"
quantity = 1
[[order]]
id = "ord_2"
number = "#2"
buyer_id = "b_9"
placed_at = "2026-11-29T19:12:00Z"
status = "delivered"
total = "100.00"
[[order.items]]
variant = "jacket"
quantity = 1
"##,
    );
    write(
        root,
        "carts.toml",
        "[[cart]]\nid = \"cart_1\"\nbuyer_id = \"b_1\"\n[[cart.items]]\nvariant = \"JKT\"\nquantity = 1\n",
    );
    let invalid = load_dir(root).expect_err("the store must be refused");
    let text = invalid.to_string();
    let problems: Vec<String> = invalid.problems.iter().map(ToString::to_string).collect();
    assert!(problems.iter().any(|p| p.starts_with("products/p.toml: line ")), "{text}");
    assert!(problems.iter().any(|p| p.starts_with("buyers.toml: line ")), "{text}");
    // b_9 was never defined anywhere: that one is a problem of its own.
    let in_orders: Vec<&String> = problems.iter().filter(|p| p.starts_with("orders.toml")).collect();
    assert_eq!(
        in_orders,
        ["orders.toml: order `ord_2`: buyer_id: `b_9` is not the id of any buyer in buyers.toml"],
        "{text}"
    );
    assert!(!problems.iter().any(|p| p.starts_with("carts.toml")), "{text}");
    let consequences: Vec<String> = invalid.consequences.iter().map(ToString::to_string).collect();
    assert_eq!(
        consequences,
        [
            "orders.toml: 1 order refers to buyers not loaded because of the problems in buyers.toml above",
            "orders.toml: 2 order line items refer to products not loaded because of the problems in products/p.toml above",
            "carts.toml: 1 cart refers to buyers not loaded because of the problems in buyers.toml above",
            "carts.toml: 1 cart line item refers to products not loaded because of the problems in products/p.toml above",
        ],
        "{text}"
    );
}

#[test]
fn sale_prices_and_stock_statuses_load_on_variants_and_one_price_products() {
    use concierge_core::catalog::{Money, StockStatus};
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "store.toml", STORE);
    write(
        root,
        "products/p.toml",
        r#"
[[product]]
id = "cap"
title = "Cap"
url = "https://shop.example/products/cap"
description = "A cap."
price = "20.00"
compare_at_price = "25.00"
stock_status = "backorder"

[[product]]
id = "boot"
title = "Boot"
url = "https://shop.example/products/boot"
description = "A boot."
[[product.variants]]
id = "boot-9"
sku = "BOOT-9"
title = "9"
price = "90.00"
stock_status = "out_of_stock"
[[product.variants]]
id = "boot-10"
sku = "BOOT-10"
title = "10"
price = "90.00"
"#,
    );
    let b = load_dir(root).unwrap_or_else(|e| panic!("{e}"));
    let cap = &b.products.iter().find(|p| p.id == "cap").unwrap().variants[0];
    assert_eq!((cap.price, cap.compare_at_price), (Money { minor: 2000 }, Some(Money { minor: 2500 })));
    assert_eq!(cap.stock_status, Some(StockStatus::Backorder));
    let boot = &b.products.iter().find(|p| p.id == "boot").unwrap().variants;
    assert_eq!(boot[0].stock_status, Some(StockStatus::OutOfStock));
    assert_eq!((boot[1].stock_status, boot[1].compare_at_price), (None, None));
}

#[test]
fn a_supplement_fills_in_what_a_variant_of_another_file_leaves_out() {
    use concierge_core::catalog::{AttributeValue, StockStatus};
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(root, "store.toml", STORE);
    let product = r#"
[[product]]
id = "boot"
title = "Boot"
url = "https://shop.example/products/boot"
description = "A boot."
[product.attributes]
brand = "Ours"
[[product.variants]]
id = "boot-9"
sku = "BOOT-9"
title = "9"
price = "90.00"
[product.variants.attributes]
color = "Brown"
"#;
    write(root, "products/a.toml", product);
    write(
        root,
        "products/b.toml",
        r#"
[[supplement]]
sku = "BOOT-9"
stock_status = "in_stock"
compare_at_price = "120.00"
[supplement.attributes]
gtin = "0001234567895"
color = "Black"
brand = "Theirs"
[supplement.product_attributes]
brand = "Theirs"
condition = "new"
"#,
    );
    let b = load_dir(root).unwrap_or_else(|e| panic!("{e}"));
    let boot = &b.products[0];
    let text = |s: &str| AttributeValue::Text(s.into());
    // The record's own values win; what it leaves out is filled in.
    assert_eq!(boot.attributes.get("brand"), Some(&text("Ours")));
    assert_eq!(boot.attributes.get("condition"), Some(&text("new")));
    let v = &boot.variants[0];
    assert_eq!(v.attributes.get("color"), Some(&text("Brown")));
    assert_eq!(v.attributes.get("gtin"), Some(&text("0001234567895")));
    assert!(!v.attributes.contains_key("brand"), "the product has a brand: {:?}", v.attributes);
    assert_eq!((v.stock_status, v.compare_at_price.map(|m| m.minor)), (Some(StockStatus::InStock), Some(12000)));

    // A SKU nobody has, a regular price not above the price, a word that is no status.
    write(
        root,
        "products/b.toml",
        "[[supplement]]\nsku = \"BOOT-10\"\n\n[[supplement]]\nsku = \"BOOT-9\"\ncompare_at_price = \"80.00\"\nstock_status = \"plenty\"\n",
    );
    let p = problems(root);
    let all = p.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n");
    assert!(has(&p, "products/b.toml", "supplement `BOOT-10`", "sku", "no product in the store has this SKU"), "{all}");
    assert!(has(&p, "products/b.toml", "supplement `BOOT-9`", "compare_at_price", "must be more than"), "{all}");
    assert!(has(&p, "products/b.toml", "supplement `BOOT-9`", "stock_status", "`plenty` is not one of"), "{all}");
}
