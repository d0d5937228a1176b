//! The world's states, provinces and regions by their ISO 3166-2 names, compiled in (the
//! `rust_iso3166` crate's table), so that a region named in words ("Alaska", "Ontario") is
//! understood when the business's own `[regions]` does not name it, and a region code can be
//! written out for a buyer. Names are ISO's, usually in the country's own language
//! ("Bayern", not "Bavaria").

/// The name ISO 3166-2 gives subdivision `code` (`US-AK` → "Alaska").
pub fn subdivision_name(code: &str) -> Option<&'static str> {
    rust_iso3166::iso3166_2::from_code(&code.to_ascii_uppercase()).map(|s| s.name)
}

/// The code (`US-AK`) of the subdivision named `name` (in any case) in one of `countries`
/// (ISO 3166-1 alpha-2 codes), when exactly one subdivision of theirs has that name: "Limburg"
/// is a province of both Belgium and the Netherlands, and names neither when both are asked.
pub fn subdivision_code<'c>(name: &str, countries: impl IntoIterator<Item = &'c str>) -> Option<&'static str> {
    let name = name.trim();
    let mut found = countries
        .into_iter()
        .filter_map(|c| rust_iso3166::iso3166_2::SUBDIVISION_COUNTRY_MAP.get(c.to_ascii_uppercase().as_str()).copied())
        .flatten()
        .filter(|s| s.name.eq_ignore_ascii_case(name) || s.name.to_lowercase() == name.to_lowercase())
        .map(|s| s.code);
    match (found.next(), found.next()) {
        (Some(code), None) => Some(code),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_codes_go_both_ways() {
        assert_eq!(subdivision_name("US-AK"), Some("Alaska"));
        assert_eq!(subdivision_name("ca-on"), Some("Ontario"));
        assert_eq!(subdivision_name("US-ZZ"), None);
        assert_eq!(subdivision_code("alaska", ["US"]), Some("US-AK"));
        assert_eq!(subdivision_code(" Ontario ", ["US", "CA"]), Some("CA-ON"));
        assert_eq!(subdivision_code("Île-de-France", ["FR"]), Some("FR-IDF"));
        assert_eq!(subdivision_code("ÎLE-DE-FRANCE", ["fr"]), Some("FR-IDF"));
    }

    #[test]
    fn a_name_is_found_only_in_the_countries_asked_and_only_when_one_has_it() {
        assert_eq!(subdivision_code("Alaska", ["CA"]), None);
        assert_eq!(subdivision_code("Alaska", []), None);
        assert_eq!(subdivision_code("Limburg", ["BE"]), Some("BE-VLI"));
        assert_eq!(subdivision_code("Limburg", ["BE", "NL"]), None, "a province of both");
        assert_eq!(subdivision_code("Atlantis", ["US"]), None);
    }
}
