//! Locations: the chain as a table and as a picture, with the filters of `search_locations`.
//!
//! The form is a Location Search: free text, a radius around a point, open at an instant (each
//! store judged in its own time zone), an amenity and an item. The table is the search's page,
//! run through the same operation agents call (and paged with its cursors); the request sent is
//! shown beside it. The plot is an SVG of every store the relations and filters match, by
//! latitude and longitude, with its service areas — sampled evenly above [`PLOT_MAX_POINTS`] so
//! a chain of any size draws quickly; no map tiles are fetched.

use std::fmt::Write as _;

use axum::Extension;
use axum::extract::{Query, State};
use axum::response::Response;
use concierge_service::{CallOptions, Channel, Operation, PlotPoint, Viewer};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::Console;
use crate::access::Operator;
use crate::page::{self, Section, esc, url_part};

/// Stores drawn at most; above it, an even sample.
pub(crate) const PLOT_MAX_POINTS: usize = 2000;
const PLOT_WIDTH: f64 = 800.0;
const PLOT_MAX_HEIGHT: f64 = 800.0;
const PLOT_MIN_HEIGHT: f64 = 200.0;

/// The form (a GET query, so a search can be bookmarked and shared).
#[derive(Debug, Default, Deserialize)]
pub(crate) struct LocationForm {
    #[serde(default)]
    query: String,
    #[serde(default)]
    latitude: String,
    #[serde(default)]
    longitude: String,
    #[serde(default)]
    radius_km: String,
    #[serde(default)]
    open_at: String,
    #[serde(default)]
    amenity: String,
    #[serde(default)]
    item: String,
    #[serde(default)]
    limit: String,
    #[serde(default)]
    cursor: String,
}

/// A problem with a form field, said before anything is searched.
fn number(field: &str, text: &str) -> Result<Option<f64>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    text.parse::<f64>().map(Some).map_err(|_| format!("{field}: `{text}` is not a number"))
}

/// The Location Search request the form describes (without its page), or what is wrong with it.
fn search_payload(form: &LocationForm) -> Result<Value, String> {
    let mut payload = json!({});
    if !form.query.trim().is_empty() {
        payload["query"] = json!(form.query.trim());
    }
    let lat = number("Latitude", &form.latitude)?;
    let lng = number("Longitude", &form.longitude)?;
    let radius = number("Radius", &form.radius_km)?;
    match (lat, lng, radius) {
        (None, None, None) => {}
        (Some(latitude), Some(longitude), Some(km)) => {
            payload["distance"] = json!({"center": {"latitude": latitude, "longitude": longitude}, "max": km * 1000.0});
        }
        _ => return Err("A radius search needs a latitude, a longitude and a radius in km.".to_owned()),
    }
    let mut filters = serde_json::Map::new();
    let open_at = form.open_at.trim();
    if !open_at.is_empty() {
        // `datetime-local` sends no offset: read as UTC, and said so beside the field.
        let instant = if open_at.ends_with('Z') || open_at.rfind(['+', '-']).is_some_and(|i| i > 10) {
            open_at.to_owned()
        } else if open_at.len() == 16 {
            format!("{open_at}:00Z")
        } else {
            format!("{open_at}Z")
        };
        filters.insert("hours".into(), json!({"open_at": instant}));
    }
    if !form.amenity.trim().is_empty() {
        filters.insert("amenities".into(), json!([form.amenity.trim()]));
    }
    if !form.item.trim().is_empty() {
        filters.insert("items".into(), json!([form.item.trim()]));
    }
    if !filters.is_empty() {
        payload["filters"] = Value::Object(filters);
    }
    Ok(payload)
}

fn with_page(mut payload: Value, form: &LocationForm) -> Result<Value, String> {
    let mut pagination = serde_json::Map::new();
    if let Some(limit) = number("Rows per page", &form.limit)? {
        pagination.insert("limit".into(), json!(limit as i64));
    }
    if !form.cursor.is_empty() {
        pagination.insert("cursor".into(), json!(form.cursor));
    }
    if !pagination.is_empty() {
        payload["pagination"] = Value::Object(pagination);
    }
    Ok(payload)
}

/// `GET /console/locations`.
pub(crate) async fn page(
    State(console): State<Console>,
    Extension(operator): Extension<Operator>,
    Query(form): Query<LocationForm>,
) -> Response {
    let app = console.app();
    let business = app.business();
    let mut html = String::from("<h1>Locations</h1>");
    form_html(&mut html, &form, &business);
    let payload = match search_payload(&form).and_then(|p| with_page(p, &form)) {
        Ok(p) => p,
        Err(problem) => {
            let _ = write!(html, "<p class=\"problem\" role=\"alert\" id=\"search-problem\">{}</p>", esc(&problem));
            return page::layout("Locations", Section::Locations, &operator, &html);
        }
    };
    let result = app
        .run(
            Operation::SearchLocations,
            &app.self_negotiated(Channel::Released),
            &payload,
            &CallOptions::default(),
            &Viewer::public(),
        )
        .await;
    let body = match result {
        Ok(outcome) => outcome.json(),
        Err(e) => {
            let _ = write!(
                html,
                "<p class=\"problem\" role=\"alert\" id=\"search-problem\"><code>{}</code> — {}</p>",
                e.code.name(),
                esc(&e.describe())
            );
            return page::layout("Locations", Section::Locations, &operator, &html);
        }
    };
    let page_ids: Vec<&str> = body
        .get("locations")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|l| l.get("id").and_then(Value::as_str))
        .collect();
    // The plot: every match of the relations and filters (the free text only ranks).
    let mut relations = payload.clone();
    if let Some(o) = relations.as_object_mut() {
        o.remove("pagination");
        o.remove("query");
    }
    match app.plot_locations(&relations, PLOT_MAX_POINTS) {
        Ok((total, points)) => plot_html(&mut html, total, &points, &page_ids),
        Err(e) => {
            let _ = write!(html, "<p class=\"problem\">The plot could not be drawn: {}</p>", esc(&e.describe()));
        }
    }
    table_html(&mut html, &body, &form);
    let _ = write!(
        html,
        "<section class=\"card\"><h2>The request</h2><pre id=\"request\">{}</pre></section>",
        esc(&serde_json::to_string_pretty(&payload).unwrap_or_default())
    );
    page::layout("Locations", Section::Locations, &operator, &html)
}

fn form_html(html: &mut String, form: &LocationForm, business: &concierge_core::catalog::Business) {
    let mut amenities: Vec<&str> =
        business.locations.iter().flat_map(|l| l.amenities.keys()).map(String::as_str).collect();
    amenities.sort_unstable();
    amenities.dedup();
    let _ = write!(
        html,
        "<section class=\"card\"><form method=\"get\" action=\"/console/locations\" id=\"location-form\" class=\"filters\">\
         <div><label for=\"loc-query\">Text</label><input id=\"loc-query\" name=\"query\" value=\"{}\"></div>\
         <div><label for=\"latitude\">Latitude</label><input id=\"latitude\" name=\"latitude\" inputmode=\"decimal\" value=\"{}\"></div>\
         <div><label for=\"longitude\">Longitude</label><input id=\"longitude\" name=\"longitude\" inputmode=\"decimal\" value=\"{}\"></div>\
         <div><label for=\"radius_km\">Radius (km)</label><input id=\"radius_km\" name=\"radius_km\" inputmode=\"decimal\" value=\"{}\"></div>\
         <div><label for=\"open_at\">Open at (UTC, or with an offset)</label><input id=\"open_at\" name=\"open_at\" placeholder=\"2026-12-02T18:00:00Z\" value=\"{}\"></div>\
         <div><label for=\"amenity\">Amenity</label><input id=\"amenity\" name=\"amenity\" list=\"amenities\" value=\"{}\"></div>\
         <div><label for=\"item\">Item in stock</label><input id=\"item\" name=\"item\" value=\"{}\"></div>\
         <div><label for=\"limit\">Rows per page</label><input id=\"limit\" name=\"limit\" inputmode=\"numeric\" value=\"{}\"></div>\
         <div><button type=\"submit\" id=\"location-submit\">Search</button></div></form><datalist id=\"amenities\">",
        esc(&form.query),
        esc(&form.latitude),
        esc(&form.longitude),
        esc(&form.radius_km),
        esc(&form.open_at),
        esc(&form.amenity),
        esc(&form.item),
        esc(&form.limit),
    );
    for a in amenities.iter().take(500) {
        let _ = write!(html, "<option value=\"{}\">", esc(a));
    }
    html.push_str("</datalist><p class=\"hint\">Each store is judged open in its own time zone at the instant given.</p></section>");
}

fn table_html(html: &mut String, body: &Value, form: &LocationForm) {
    let locations = body.get("locations").and_then(Value::as_array).map(Vec::as_slice).unwrap_or_default();
    let total = body.pointer("/pagination/total_count").and_then(Value::as_u64);
    let _ = write!(
        html,
        "<section class=\"card\"><h2>Search results</h2><p><span id=\"total\">{}</span> {}</p>",
        total.map_or_else(|| locations.len().to_string(), |t| t.to_string()),
        if total.is_some() { "matching stores" } else { "stores on this page" }
    );
    for m in body.get("messages").and_then(Value::as_array).into_iter().flatten() {
        let _ = write!(html, "<p class=\"hint\">{}</p>", esc(m.get("content").and_then(Value::as_str).unwrap_or("")));
    }
    html.push_str("<table id=\"locations\"><thead><tr><th scope=\"col\">Store</th><th scope=\"col\">Address</th><th scope=\"col\">Time zone</th><th scope=\"col\">Amenities</th></tr></thead><tbody>");
    for l in locations {
        let s = |p: &str| l.pointer(p).and_then(Value::as_str).unwrap_or("");
        let address: Vec<&str> = [
            "/address/street_address",
            "/address/address_locality",
            "/address/address_region",
            "/address/postal_code",
            "/address/address_country",
        ]
        .iter()
        .map(|p| s(p))
        .filter(|v| !v.is_empty())
        .collect();
        let amenities: Vec<&str> = l
            .get("amenities")
            .and_then(Value::as_object)
            .map(|m| m.keys().map(String::as_str).collect())
            .unwrap_or_default();
        let _ = write!(
            html,
            "<tr class=\"location\"><td><strong>{}</strong><br><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td></tr>",
            esc(s("/name")),
            esc(s("/id")),
            esc(&address.join(", ")),
            esc(s("/timezone")),
            esc(&amenities.join(", "))
        );
    }
    html.push_str("</tbody></table>");
    if let Some(cursor) = body.pointer("/pagination/cursor").and_then(Value::as_str)
        && body.pointer("/pagination/has_next_page").and_then(Value::as_bool) == Some(true)
    {
        let fields = [
            ("query", &form.query),
            ("latitude", &form.latitude),
            ("longitude", &form.longitude),
            ("radius_km", &form.radius_km),
            ("open_at", &form.open_at),
            ("amenity", &form.amenity),
            ("item", &form.item),
            ("limit", &form.limit),
        ];
        let mut href = String::from("/console/locations?");
        for (k, v) in fields.iter().filter(|(_, v)| !v.is_empty()) {
            let _ = write!(href, "{k}={}&", url_part(v));
        }
        let _ = write!(href, "cursor={}", url_part(cursor));
        let _ = write!(
            html,
            "<nav class=\"pager\" aria-label=\"Pages\"><a id=\"next-page\" href=\"{}\">Next page</a></nav>",
            esc(&href)
        );
    }
    html.push_str("</section>");
}

/// The plot: equirectangular, scaled to the points' extent (longitude by the cosine of the
/// middle latitude, so shapes are not stretched).
fn plot_html(html: &mut String, total: usize, points: &[PlotPoint], page_ids: &[&str]) {
    let placed: Vec<(&PlotPoint, f64, f64)> =
        points.iter().filter_map(|p| p.geo.map(|g| (p, g.latitude, g.longitude))).collect();
    let _ = write!(
        html,
        "<section class=\"card\"><h2>The chain, by latitude and longitude</h2><p id=\"plot-count\">{total} stores match{}; this page's are highlighted.</p>",
        if points.len() < total { format!(", {} drawn (an even sample)", points.len()) } else { String::new() }
    );
    if placed.is_empty() {
        html.push_str("<p class=\"empty-note\">No matching store has coordinates.</p></section>");
        return;
    }
    let (mut min_lat, mut max_lat, mut min_lng, mut max_lng) = (f64::MAX, f64::MIN, f64::MAX, f64::MIN);
    for (_, lat, lng) in &placed {
        min_lat = min_lat.min(*lat);
        max_lat = max_lat.max(*lat);
        min_lng = min_lng.min(*lng);
        max_lng = max_lng.max(*lng);
    }
    let cos = ((min_lat + max_lat) / 2.0).to_radians().cos().max(0.05);
    let span_x = ((max_lng - min_lng) * cos).max(0.01);
    let span_y = (max_lat - min_lat).max(0.01);
    let pad = 0.08;
    // The scale that fits the width, or the height when the points are taller than wide.
    let scale = (PLOT_WIDTH / (span_x * (1.0 + 2.0 * pad))).min(PLOT_MAX_HEIGHT / (span_y * (1.0 + 2.0 * pad)));
    let height = (span_y * (1.0 + 2.0 * pad) * scale).max(PLOT_MIN_HEIGHT);
    let x = |lng: f64| ((lng - min_lng) * cos + span_x * pad) * scale;
    let y = |lat: f64| height - ((lat - min_lat) + span_y * pad) * scale;
    // Metres per degree of latitude, for radii.
    let px_per_m = scale / 111_320.0;
    let _ = write!(
        html,
        "<svg id=\"plot\" class=\"plot\" viewBox=\"0 0 {PLOT_WIDTH} {height:.0}\" role=\"img\" aria-labelledby=\"plot-title\"><title id=\"plot-title\">{} stores plotted by latitude and longitude, with their service areas</title>",
        placed.len()
    );
    for (p, lat, lng) in &placed {
        for r in &p.radii_m {
            let _ = write!(
                html,
                "<circle class=\"area\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"{:.1}\"></circle>",
                x(*lng),
                y(*lat),
                r * px_per_m
            );
        }
        for polygon in &p.polygons {
            let points: Vec<String> =
                polygon.iter().map(|g| format!("{:.1},{:.1}", x(g.longitude), y(g.latitude))).collect();
            let _ = write!(
                html,
                "<polygon class=\"area\" points=\"{}\" fill-opacity=\"0.08\"></polygon>",
                points.join(" ")
            );
        }
    }
    for (p, lat, lng) in &placed {
        let class = if page_ids.contains(&p.id.as_str()) { "store match" } else { "store" };
        let _ = write!(
            html,
            "<circle class=\"{class}\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"3\"><title>{} ({})</title></circle>",
            x(*lng),
            y(*lat),
            esc(&p.name),
            esc(&p.id)
        );
    }
    html.push_str("</svg></section>");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_becomes_a_location_search() {
        let form = LocationForm {
            query: " bakery ".into(),
            latitude: "37.77".into(),
            longitude: "-122.42".into(),
            radius_km: "5".into(),
            open_at: "2026-12-02T18:00".into(),
            amenity: "dev.ucp.amenity.wi_fi".into(),
            ..LocationForm::default()
        };
        assert_eq!(
            search_payload(&form).unwrap(),
            json!({"query": "bakery", "distance": {"center": {"latitude": 37.77, "longitude": -122.42}, "max": 5000.0},
                   "filters": {"hours": {"open_at": "2026-12-02T18:00:00Z"}, "amenities": ["dev.ucp.amenity.wi_fi"]}})
        );
        let with_offset = LocationForm { open_at: "2026-12-02T10:00:00-08:00".into(), ..LocationForm::default() };
        assert_eq!(search_payload(&with_offset).unwrap()["filters"]["hours"]["open_at"], "2026-12-02T10:00:00-08:00");
    }

    fn point(id: &str, latitude: f64, longitude: f64) -> PlotPoint {
        PlotPoint {
            id: id.into(),
            name: id.into(),
            geo: Some(concierge_core::location::Geo { latitude, longitude }),
            radii_m: vec![],
            polygons: vec![],
        }
    }

    #[test]
    fn every_store_is_drawn_inside_the_plot_whatever_its_shape() {
        for points in [
            vec![point("a", 30.0, -122.0), point("b", 48.0, -122.1)],
            vec![point("a", 40.0, -124.0), point("b", 40.1, -70.0)],
            vec![point("a", 40.0, -74.0)],
        ] {
            let mut html = String::new();
            plot_html(&mut html, points.len(), &points, &["a"]);
            let view: Vec<f64> = html
                .split("viewBox=\"0 0 ")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap()
                .split(' ')
                .map(|v| v.parse().unwrap())
                .collect();
            let attr = |circle: &str, name: &str| -> f64 {
                circle.split(&format!("{name}=\"")).nth(1).unwrap().split('"').next().unwrap().parse().unwrap()
            };
            let circles: Vec<&str> = html.split("<circle class=\"store").skip(1).collect();
            assert_eq!(circles.len(), points.len());
            for c in circles {
                let (x, y) = (attr(c, "cx"), attr(c, "cy"));
                assert!((0.0..=view[0]).contains(&x) && (0.0..=view[1]).contains(&y), "({x}, {y}) outside {view:?}");
            }
            assert!(html.contains("class=\"store match\""), "the page's stores are marked");
        }
    }

    #[test]
    fn a_half_radius_or_a_bad_number_is_said() {
        let half = LocationForm { latitude: "37".into(), ..LocationForm::default() };
        assert!(search_payload(&half).unwrap_err().contains("needs a latitude, a longitude and a radius"));
        let bad = LocationForm {
            latitude: "north".into(),
            longitude: "1".into(),
            radius_km: "1".into(),
            ..LocationForm::default()
        };
        assert_eq!(search_payload(&bad).unwrap_err(), "Latitude: `north` is not a number");
    }
}
