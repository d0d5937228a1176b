//! A location's IANA time zone, derived offline: from its coordinates (time-zone boundaries
//! compiled into the binary, `tzf-rs`), or without coordinates from its country and region when
//! those name one zone. A point on a border that two zones claim, or a country or region that
//! spans several zones, is reported, never guessed.

use std::sync::OnceLock;

/// Why no single zone was found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ZoneError {
    /// The point lies where two zones meet (or in none but the sea's).
    #[error("the coordinates are claimed by {0}: add a `Time zone` column")]
    Ambiguous(String),
    /// The point is at sea (`Etc/GMT…`).
    #[error("the coordinates are not on land in any time zone: check them, or add a `Time zone` column")]
    AtSea,
    /// No coordinates, and the country and region do not name one zone.
    #[error(
        "no coordinates, and {0} spans several time zones (or is unknown here): add coordinates or a `Time zone` column"
    )]
    NotOneZone(String),
}

fn finder() -> &'static tzf_rs::DefaultFinder {
    static FINDER: OnceLock<tzf_rs::DefaultFinder> = OnceLock::new();
    FINDER.get_or_init(tzf_rs::DefaultFinder::new)
}

/// The zone at a point.
pub fn at(latitude: f64, longitude: f64) -> Result<String, ZoneError> {
    let names = finder().get_tz_names(longitude, latitude);
    match names.as_slice() {
        [one] if one.starts_with("Etc/") => Err(ZoneError::AtSea),
        [one] => Ok((*one).to_owned()),
        [] => Err(ZoneError::AtSea),
        many => Err(ZoneError::Ambiguous(many.join(" and "))),
    }
}

/// Countries in one zone (ISO 3166-1 alpha-2).
const ONE_ZONE_COUNTRIES: &[(&str, &str)] = &[
    ("AT", "Europe/Vienna"),
    ("BE", "Europe/Brussels"),
    ("CH", "Europe/Zurich"),
    ("CZ", "Europe/Prague"),
    ("DE", "Europe/Berlin"),
    ("DK", "Europe/Copenhagen"),
    ("FI", "Europe/Helsinki"),
    ("FR", "Europe/Paris"),
    ("GB", "Europe/London"),
    ("GR", "Europe/Athens"),
    ("HK", "Asia/Hong_Kong"),
    ("IE", "Europe/Dublin"),
    ("IL", "Asia/Jerusalem"),
    ("IN", "Asia/Kolkata"),
    ("IT", "Europe/Rome"),
    ("JP", "Asia/Tokyo"),
    ("KR", "Asia/Seoul"),
    ("LU", "Europe/Luxembourg"),
    ("NL", "Europe/Amsterdam"),
    ("NO", "Europe/Oslo"),
    ("PL", "Europe/Warsaw"),
    ("SE", "Europe/Stockholm"),
    ("SG", "Asia/Singapore"),
    ("TW", "Asia/Taipei"),
    ("ZA", "Africa/Johannesburg"),
];

/// Regions in one zone, for countries that span several (ISO 3166-2 subdivision codes without
/// the country). US states split between zones (Florida, Indiana, Kentucky, Michigan, Tennessee,
/// Texas, …) are left out on purpose: they need coordinates.
const ONE_ZONE_REGIONS: &[(&str, &[&str], &str)] = &[
    (
        "US",
        &["CT", "DE", "DC", "GA", "ME", "MD", "MA", "NH", "NJ", "NY", "NC", "OH", "PA", "RI", "SC", "VT", "VA", "WV"],
        "America/New_York",
    ),
    ("US", &["AL", "AR", "IL", "IA", "LA", "MN", "MS", "MO", "OK", "WI"], "America/Chicago"),
    ("US", &["CO", "MT", "NM", "UT", "WY"], "America/Denver"),
    ("US", &["AZ"], "America/Phoenix"),
    ("US", &["CA", "NV", "WA"], "America/Los_Angeles"),
    ("US", &["HI"], "Pacific/Honolulu"),
    ("CA", &["ON", "QC"], "America/Toronto"),
    ("CA", &["MB"], "America/Winnipeg"),
    ("CA", &["AB"], "America/Edmonton"),
    ("CA", &["BC"], "America/Vancouver"),
    ("CA", &["NS", "NB", "PE"], "America/Halifax"),
    ("CA", &["NL"], "America/St_Johns"),
    ("AU", &["NSW", "ACT"], "Australia/Sydney"),
    ("AU", &["VIC"], "Australia/Melbourne"),
    ("AU", &["TAS"], "Australia/Hobart"),
    ("AU", &["QLD"], "Australia/Brisbane"),
    ("AU", &["SA"], "Australia/Adelaide"),
    ("AU", &["WA"], "Australia/Perth"),
    ("AU", &["NT"], "Australia/Darwin"),
    (
        "NZ",
        &[
            "AUK", "WGN", "CAN", "OTA", "WKO", "BOP", "NTL", "HKB", "MWT", "TKI", "NSN", "MBH", "TAS", "WTC", "STL",
            "GIS",
        ],
        "Pacific/Auckland",
    ),
];

/// The zone of a country (alpha-2) and region (a subdivision code, `CA` or `US-CA`), when they
/// name one.
pub fn of_region(country: &str, region: &str) -> Result<String, ZoneError> {
    let country = country.trim().to_ascii_uppercase();
    let region = region.trim().to_ascii_uppercase();
    let region = region.strip_prefix(&format!("{country}-")).unwrap_or(&region).to_owned();
    if let Some((_, zone)) = ONE_ZONE_COUNTRIES.iter().find(|(c, _)| *c == country) {
        return Ok((*zone).to_owned());
    }
    ONE_ZONE_REGIONS
        .iter()
        .find(|(c, regions, _)| *c == country && regions.contains(&region.as_str()))
        .map(|(_, _, zone)| (*zone).to_owned())
        .ok_or_else(|| {
            ZoneError::NotOneZone(if region.is_empty() { country.clone() } else { format!("{country}-{region}") })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zones_from_coordinates() {
        assert_eq!(at(37.7863, -122.4074).unwrap(), "America/Los_Angeles");
        assert_eq!(at(40.73, -73.99).unwrap(), "America/New_York");
        assert_eq!(at(-36.85, 174.76).unwrap(), "Pacific/Auckland");
        assert_eq!(at(39.74, -104.99).unwrap(), "America/Denver");
        assert_eq!(at(0.0, -30.0), Err(ZoneError::AtSea));
    }

    #[test]
    fn zones_from_country_and_region_only_when_they_name_one() {
        assert_eq!(of_region("gb", "").unwrap(), "Europe/London");
        assert_eq!(of_region("US", "CA").unwrap(), "America/Los_Angeles");
        assert_eq!(of_region("US", "US-NY").unwrap(), "America/New_York");
        assert!(matches!(of_region("US", "TX"), Err(ZoneError::NotOneZone(r)) if r == "US-TX"));
        assert!(of_region("US", "").is_err());
        assert!(of_region("BR", "SP").is_err());
    }
}
