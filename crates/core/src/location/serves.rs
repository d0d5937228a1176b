//! The `serves` predicate: can a location provisionally serve a target point or locality?
//!
//! A location serves a target when at least one of its *active* service areas covers it. Point
//! targets are tested against radius and polygon areas. Address targets are coarse localities
//! (country, region, postal code) and are tested against the countries, regions and postal codes
//! an area lists; a location that delivers by radius or polygon is taken to serve its own
//! locality. What cannot be shown to be served is not served: a location whose only areas are
//! postal-code lists never matches a point, because proving it would need a postal map.
//!
//! A well-formed target the business cannot evaluate at all is a request error, never a silent
//! broadening: a point when no area has any geometry, a postal code without a country, a region
//! name the business does not know, or a postal code in a country whose coverage is modelled only
//! by region.

use std::collections::{BTreeMap, BTreeSet};

use super::geodesy::{Wgs84, polygon_contains};
use super::model::{Geo, Location, ServiceArea};
use super::subdivisions;
use crate::error::{Code, UcpError};

/// A resolved service target.
#[derive(Debug, Clone, PartialEq)]
pub enum ServesTarget {
    /// WGS 84 coordinates.
    Point(Geo),
    /// A coarse locality, normalised.
    Address(Locality),
}

/// A normalised locality: upper-case ISO codes, postal code without spaces.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Locality {
    /// ISO 3166-1 alpha-2.
    pub country: Option<String>,
    /// ISO 3166-2 (`US-CA`).
    pub region: Option<String>,
    /// Postal code, upper case, spaces removed.
    pub postal_code: Option<String>,
}

/// A locality exactly as a platform sent it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RawLocality {
    /// `address_country`.
    pub country: Option<String>,
    /// `address_region`.
    pub region: Option<String>,
    /// `postal_code`.
    pub postal_code: Option<String>,
}

/// What the business's service areas can answer, computed once when the store loads.
#[derive(Debug, Clone, Default)]
pub struct CoverageModel {
    /// Whether any active area has a radius or polygon.
    pub geometric: bool,
    /// Countries in which some area lists postal codes.
    pub postal_countries: BTreeSet<String>,
    /// Countries in which some area lists regions.
    pub region_countries: BTreeSet<String>,
    /// Region codes the business knows (from its areas and its region names).
    pub region_codes: BTreeSet<String>,
    /// Lower-case region name → ISO 3166-2 code.
    pub region_names: BTreeMap<String, String>,
}

impl CoverageModel {
    /// Builds the model from the exposed locations and the business's region names.
    pub fn new<'a>(locations: impl Iterator<Item = &'a Location>, region_names: &BTreeMap<String, String>) -> Self {
        let mut model = CoverageModel::default();
        for (code, name) in region_names {
            model.region_codes.insert(code.to_ascii_uppercase());
            model.region_names.insert(name.to_lowercase(), code.to_ascii_uppercase());
        }
        for area in locations.flat_map(|l| l.service_areas.iter()).filter(|a| a.active) {
            model.geometric |= area.radius_m.is_some() || area.polygon.is_some();
            model.postal_countries.extend(area.postal_codes.keys().map(str::to_owned));
            for region in &area.regions {
                model.region_codes.insert(region.to_string());
                if let Some((country, _)) = region.split_once('-') {
                    model.region_countries.insert(country.to_owned());
                }
            }
        }
        model
    }

    /// Resolves a point target, or says why it cannot be evaluated.
    pub fn point(&self, point: Geo) -> Result<ServesTarget, UcpError> {
        if !self.geometric {
            return Err(UcpError::new(
                Code::ServesUnevaluable,
                "This business describes where it serves by country, region and postal code only, so it cannot \
                 evaluate a point; send serves.address with address_country and postal_code instead.",
            )
            .at("$.serves.point"));
        }
        Ok(ServesTarget::Point(point))
    }

    /// Normalises an address target, or says why it cannot be evaluated.
    pub fn address(&self, raw: &RawLocality) -> Result<ServesTarget, UcpError> {
        let unevaluable = |field: &str, why: String| {
            UcpError::new(Code::ServesUnevaluable, why).at(format!("$.serves.address.{field}"))
        };
        let country = match raw.country.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(c) if c.len() == 2 && c.bytes().all(|b| b.is_ascii_alphabetic()) => Some(c.to_ascii_uppercase()),
            Some(c) => {
                return Err(unevaluable(
                    "address_country",
                    format!("`{c}` is not an ISO 3166-1 alpha-2 country code; send the two-letter code, such as `US`."),
                ));
            }
        };
        let region = match raw.region.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(r) => Some(self.region_code(r, country.as_deref()).ok_or_else(|| {
                unevaluable(
                    "address_region",
                    format!(
                        "This business cannot place region `{r}`; send its ISO 3166-2 code (such as `US-CA`), or its \
                         subdivision code together with address_country."
                    ),
                )
            })?),
        };
        let country = match (&country, &region) {
            (Some(c), Some(r)) if !r.starts_with(&format!("{c}-")) => {
                return Err(unevaluable("address_region", format!("Region `{r}` is not in country `{c}`.")));
            }
            (None, Some(r)) => r.split_once('-').map(|(c, _)| c.to_owned()),
            _ => country,
        };
        let postal_code = match raw.postal_code.as_deref() {
            None => None,
            Some(p) if p.trim().is_empty() => None,
            Some(p) => {
                let Some(c) = &country else {
                    return Err(unevaluable(
                        "postal_code",
                        "A postal code only has meaning within a country; add address_country.".to_owned(),
                    ));
                };
                if region.is_none() && !self.postal_countries.contains(c) && self.region_countries.contains(c) {
                    return Err(unevaluable(
                        "postal_code",
                        format!(
                            "This business models coverage in `{c}` by region, not by postal code, and cannot place \
                             postal code `{p}` in a region; add address_region."
                        ),
                    ));
                }
                Some(normalize_postal(p))
            }
        };
        Ok(ServesTarget::Address(Locality { country, region, postal_code }))
    }

    fn region_code(&self, raw: &str, country: Option<&str>) -> Option<String> {
        let upper = raw.to_ascii_uppercase();
        if self.region_codes.contains(&upper) {
            return Some(upper);
        }
        if let Some(code) = self.region_names.get(&raw.to_lowercase()) {
            return Some(code.clone());
        }
        let is_code = |s: &str| !s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_alphanumeric());
        // A name the business does not list ("Alaska"): ISO's, in the target's country or, for
        // a name alone, in the countries whose regions the business's areas list.
        if !is_code(&upper) {
            let countries: Vec<&str> = match country {
                Some(c) => vec![c],
                None => self.region_countries.iter().map(String::as_str).collect(),
            };
            if let Some(code) = subdivisions::subdivision_code(raw, countries) {
                return Some(code.to_owned());
            }
        }
        match country {
            // A subdivision code with its country is well-formed even if no area lists it.
            Some(c) if is_code(&upper) => Some(format!("{c}-{upper}")),
            // A full ISO 3166-2 code the business does not list is still evaluable (not served).
            _ => match upper.split_once('-') {
                Some((c, s)) if c.len() == 2 && c.bytes().all(|b| b.is_ascii_alphabetic()) && is_code(s) => Some(upper),
                _ => {
                    // A bare subdivision code: unambiguous only if exactly one known region has it.
                    let mut candidates = self.region_codes.iter().filter(|code| code.ends_with(&format!("-{upper}")));
                    match (candidates.next(), candidates.next()) {
                        (Some(only), None) => Some(only.clone()),
                        _ => None,
                    }
                }
            },
        }
    }
}

/// Upper case, spaces removed.
pub fn normalize_postal(p: &str) -> String {
    p.chars().filter(|c| !c.is_whitespace()).flat_map(char::to_uppercase).collect()
}

/// `p` in normal form, borrowed when it already is (as a store's entries usually are).
fn normal_postal(p: &str) -> std::borrow::Cow<'_, str> {
    if p.chars().any(|c| c.is_whitespace() || !c.to_uppercase().eq(std::iter::once(c))) {
        std::borrow::Cow::Owned(normalize_postal(p))
    } else {
        std::borrow::Cow::Borrowed(p)
    }
}

fn postal_matches(entry: &str, code: &str) -> bool {
    match entry.strip_suffix('*') {
        Some(prefix) => code.starts_with(prefix),
        // `94103` covers `94103-1234` (ZIP+4).
        None => code == entry || code.strip_prefix(entry).is_some_and(|rest| rest.starts_with('-')),
    }
}

/// Whether `location` can provisionally serve `target` (a normalised target; the area's postal
/// entries are compared in normal form, [`normalize_postal`], whatever form the store wrote).
pub fn serves(location: &Location, target: &ServesTarget, wgs84: &Wgs84) -> bool {
    serving_areas(location, target, wgs84).next().is_some()
}

/// The active service areas of `location` that cover `target`, in the store's order: what
/// [`serves`] decides, with the method of each (`delivery`, `ship_from_store`, …), for an
/// answer that must say how a store serves a place. Location responses never carry it (UCP:
/// the serves relation discloses nothing about coverage geometry or method).
pub fn serving_areas<'l>(
    location: &'l Location,
    target: &'l ServesTarget,
    wgs84: &'l Wgs84,
) -> impl Iterator<Item = &'l ServiceArea> + 'l {
    location.service_areas.iter().filter(|a| a.active).filter(move |area| match target {
        ServesTarget::Point(p) => area_contains_point(location, area, *p, wgs84),
        ServesTarget::Address(locality) => area_covers_locality(location, area, locality),
    })
}

fn area_contains_point(location: &Location, area: &ServiceArea, p: Geo, wgs84: &Wgs84) -> bool {
    let in_radius = match (area.radius_m, location.geo) {
        (Some(r), Some(center)) => wgs84.within(center, p, r),
        _ => false,
    };
    in_radius || area.polygon.as_deref().is_some_and(|poly| polygon_contains(poly, p))
}

fn area_covers_locality(location: &Location, area: &ServiceArea, target: &Locality) -> bool {
    let Some(country) = &target.country else { return false };
    if area.countries.iter().any(|c| **c == **country) {
        return true;
    }
    if let Some(region) = &target.region
        && area.regions.iter().any(|r| **r == **region)
    {
        return true;
    }
    let home = location.address.as_ref();
    let home_country = home.and_then(|a| a.address_country.as_deref()).map(str::to_ascii_uppercase);
    let geometric = area.radius_m.is_some() || area.polygon.is_some();
    match &target.postal_code {
        Some(code) => {
            let listed = area
                .postal_codes
                .get(country.as_str())
                .is_some_and(|entries| entries.iter().any(|e| postal_matches(&normal_postal(e), code)));
            let home_postal = geometric
                && home_country.as_deref() == Some(country)
                && home
                    .and_then(|a| a.postal_code.as_deref())
                    .is_some_and(|p| postal_matches(&normalize_postal(p), code));
            listed || home_postal
        }
        None => match &target.region {
            // A region target: whole-region coverage was checked above; a geometric area
            // serves its own region.
            Some(region) => {
                geometric
                    && home_country.as_deref() == Some(country)
                    && home_region_code(location).as_deref() == Some(region)
            }
            // A country target: any coverage inside the country.
            None => {
                area.regions.iter().any(|r| r.starts_with(&format!("{country}-")))
                    || area.postal_codes.get(country.as_str()).is_some_and(|e| !e.is_empty())
                    || (geometric && home_country.as_deref() == Some(country))
            }
        },
    }
}

pub(crate) fn home_region_code(location: &Location) -> Option<String> {
    let address = location.address.as_ref()?;
    let country = address.address_country.as_deref()?.to_ascii_uppercase();
    let region = address.address_region.as_deref()?.to_ascii_uppercase();
    Some(if region.contains('-') { region } else { format!("{country}-{region}") })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::location::model::{PostalAddress, PostalCodes};

    fn area() -> ServiceArea {
        ServiceArea {
            method: "delivery".into(),
            active: true,
            radius_m: None,
            polygon: None,
            countries: Box::default(),
            regions: Box::default(),
            postal_codes: PostalCodes::default(),
        }
    }

    fn location(areas: Vec<ServiceArea>) -> Location {
        Location {
            name: "Loc".into(),
            address: Some(PostalAddress {
                address_country: Some("US".into()),
                address_region: Some("CA".into()),
                postal_code: Some("94108".into()),
                ..Default::default()
            }),
            geo: Some(Geo { latitude: 37.7879, longitude: -122.4075 }),
            service_areas: areas.into(),
            ..Location::bare("loc")
        }
    }

    fn model(locations: &[Location]) -> CoverageModel {
        let names = [("US-CA".to_owned(), "California".to_owned()), ("US-NY".to_owned(), "New York".to_owned())]
            .into_iter()
            .collect();
        CoverageModel::new(locations.iter(), &names)
    }

    fn address(country: Option<&str>, region: Option<&str>, postal: Option<&str>) -> RawLocality {
        RawLocality {
            country: country.map(Into::into),
            region: region.map(Into::into),
            postal_code: postal.map(Into::into),
        }
    }

    #[test]
    fn radius_and_polygon_points() {
        let w = Wgs84::default();
        let radius = location(vec![ServiceArea { radius_m: Some(5_000.0), ..area() }]);
        let near = Geo { latitude: 37.76, longitude: -122.41 };
        let far = Geo { latitude: 37.33, longitude: -121.89 };
        assert!(serves(&radius, &ServesTarget::Point(near), &w));
        assert!(!serves(&radius, &ServesTarget::Point(far), &w));
        let inactive = location(vec![ServiceArea { radius_m: Some(5_000.0), active: false, ..area() }]);
        assert!(!serves(&inactive, &ServesTarget::Point(near), &w), "inactive methods serve nothing");
        let poly = location(vec![ServiceArea {
            polygon: Some(
                vec![
                    Geo { latitude: 37.0, longitude: -122.0 },
                    Geo { latitude: 37.0, longitude: -121.0 },
                    Geo { latitude: 38.0, longitude: -121.0 },
                    Geo { latitude: 38.0, longitude: -122.0 },
                ]
                .into(),
            ),
            ..area()
        }]);
        assert!(serves(&poly, &ServesTarget::Point(far), &w));
        assert!(!serves(&poly, &ServesTarget::Point(near), &w));
    }

    #[test]
    fn postal_only_locations_never_match_points() {
        let l =
            location(vec![ServiceArea { postal_codes: [("US".into(), vec!["94103".into()].into())].into(), ..area() }]);
        let m = model(std::slice::from_ref(&l));
        let e = m.point(Geo { latitude: 37.7, longitude: -122.4 }).unwrap_err();
        assert_eq!(e.code, Code::ServesUnevaluable);
        assert_eq!(e.path.as_deref(), Some("$.serves.point"));
    }

    #[test]
    fn postal_codes_and_prefixes() {
        let w = Wgs84::default();
        let l = location(vec![ServiceArea {
            postal_codes: [
                ("US".into(), vec!["94103".into(), "9411*".into()].into()),
                ("GB".into(), vec!["SW1A*".into()].into()),
            ]
            .into(),
            ..area()
        }]);
        let m = model(std::slice::from_ref(&l));
        let t = |c, p| m.address(&address(Some(c), None, Some(p))).unwrap();
        assert!(serves(&l, &t("US", "94103"), &w));
        assert!(serves(&l, &t("us", "94103-1234"), &w), "ZIP+4");
        assert!(serves(&l, &t("US", "94117"), &w), "prefix");
        assert!(!serves(&l, &t("US", "94104"), &w));
        assert!(serves(&l, &t("GB", "sw1a 1aa"), &w), "spaces and case");
        assert!(!serves(&l, &t("CA", "94103"), &w), "same code, other country");
    }

    #[test]
    fn entries_written_with_spaces_or_lower_case_match_in_normal_form() {
        let w = Wgs84::default();
        let l = location(vec![ServiceArea {
            postal_codes: [("GB".into(), vec!["ec1a 1bb".into(), "wc2e *".into()].into())].into(),
            ..area()
        }]);
        let m = model(std::slice::from_ref(&l));
        let t = |p| m.address(&address(Some("GB"), None, Some(p))).unwrap();
        assert!(serves(&l, &t("EC1A 1BB"), &w));
        assert!(serves(&l, &t("wc2e 9hb"), &w), "a wildcard entry with a space");
        assert!(!serves(&l, &t("EC1A 1BC"), &w));
    }

    #[test]
    fn coarse_targets() {
        let w = Wgs84::default();
        let whole_state = location(vec![ServiceArea { regions: vec!["US-CA".into()].into(), ..area() }]);
        let m = model(std::slice::from_ref(&whole_state));
        let region = m.address(&address(None, Some("California"), None)).unwrap();
        assert_eq!(
            region,
            ServesTarget::Address(Locality {
                country: Some("US".into()),
                region: Some("US-CA".into()),
                postal_code: None
            })
        );
        assert!(serves(&whole_state, &region, &w));
        assert!(serves(&whole_state, &m.address(&address(Some("US"), Some("CA"), None)).unwrap(), &w));
        assert!(
            serves(&whole_state, &m.address(&address(Some("US"), None, None)).unwrap(), &w),
            "partly in the country"
        );
        assert!(!serves(&whole_state, &m.address(&address(Some("US"), Some("NY"), None)).unwrap(), &w));
        assert!(serves(&whole_state, &m.address(&address(Some("US"), Some("CA"), Some("90001"))).unwrap(), &w));

        let radius = location(vec![ServiceArea { radius_m: Some(8_000.0), ..area() }]);
        let m = model(std::slice::from_ref(&radius));
        assert!(serves(&radius, &m.address(&address(Some("US"), Some("CA"), None)).unwrap(), &w), "own region");
        assert!(serves(&radius, &m.address(&address(Some("US"), None, Some("94108"))).unwrap(), &w), "own postal code");
        assert!(!serves(&radius, &m.address(&address(Some("US"), None, Some("10001"))).unwrap(), &w));
    }

    #[test]
    fn regions_the_business_does_not_name_are_found_by_their_iso_names() {
        let w = Wgs84::default();
        let whole_state = location(vec![ServiceArea { regions: vec!["US-NV".into()].into(), ..area() }]);
        let m = model(std::slice::from_ref(&whole_state));
        let region = |country: Option<&str>, name: &str| match m.address(&address(country, Some(name), None)) {
            Ok(ServesTarget::Address(l)) => l.region,
            other => panic!("{name}: {other:?}"),
        };
        assert_eq!(region(None, "nevada"), Some("US-NV".into()), "a country whose regions the areas list");
        assert_eq!(region(Some("US"), "Alaska"), Some("US-AK".into()));
        assert_eq!(region(Some("DE"), "Bayern"), Some("DE-BY".into()), "any country, given with it");
        assert!(serves(&whole_state, &m.address(&address(None, Some("Nevada"), None)).unwrap(), &w));
        assert!(!serves(&whole_state, &m.address(&address(Some("US"), Some("Alaska"), None)).unwrap(), &w));
        for (country, name) in [(None, "Ontario"), (Some("DE"), "Bavaria"), (Some("US"), "Atlantis")] {
            let e = m.address(&address(country, Some(name), None)).unwrap_err();
            assert_eq!(e.path.as_deref(), Some("$.serves.address.address_region"), "{name}");
        }
    }

    #[test]
    fn serving_areas_name_the_method_of_each_covering_area() {
        let w = Wgs84::default();
        let l = location(vec![
            ServiceArea { radius_m: Some(8_000.0), ..area() },
            ServiceArea { method: "ship_from_store".into(), countries: vec!["US".into()].into(), ..area() },
            ServiceArea { method: "installation".into(), active: false, countries: vec!["US".into()].into(), ..area() },
        ]);
        let m = model(std::slice::from_ref(&l));
        let methods = |p: &str| {
            let t = m.address(&address(Some("US"), None, Some(p))).unwrap();
            serving_areas(&l, &t, &w).map(|a| a.method.to_string()).collect::<Vec<_>>()
        };
        assert_eq!(methods("94108"), ["delivery", "ship_from_store"], "its own postal code, and the country");
        assert_eq!(methods("10001"), ["ship_from_store"], "inactive areas name nothing");
        let abroad = m.address(&address(Some("CA"), None, None)).unwrap();
        assert_eq!(serving_areas(&l, &abroad, &w).count(), 0);
        assert!(!serves(&l, &abroad, &w));
    }

    #[test]
    fn unevaluable_addresses_are_errors() {
        let l = location(vec![ServiceArea { regions: vec!["US-CA".into()].into(), ..area() }]);
        let m = model(std::slice::from_ref(&l));
        let e = m.address(&address(None, None, Some("94103"))).unwrap_err();
        assert_eq!((e.code, e.path.as_deref()), (Code::ServesUnevaluable, Some("$.serves.address.postal_code")));
        let e = m.address(&address(Some("US"), None, Some("94103"))).unwrap_err();
        assert!(e.content.contains("add address_region"), "{e:?}");
        let e = m.address(&address(None, Some("Bavaria"), None)).unwrap_err();
        assert_eq!(e.path.as_deref(), Some("$.serves.address.address_region"));
        let e = m.address(&address(Some("United States"), None, None)).unwrap_err();
        assert_eq!(e.path.as_deref(), Some("$.serves.address.address_country"));
        let e = m.address(&address(Some("CA"), Some("US-CA"), None)).unwrap_err();
        assert!(e.content.contains("not in country"));
        // Well-formed and evaluable, just not served:
        assert!(m.address(&address(Some("US"), Some("TX"), None)).is_ok());
        assert!(m.address(&address(None, Some("DE-BY"), None)).is_ok());
    }
}
