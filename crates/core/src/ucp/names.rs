//! Reverse-domain names of the UCP service and capabilities Concierge serves.

/// The UCP Common service.
pub const COMMON_SERVICE: &str = "dev.ucp.common";
/// Location Search.
pub const LOCATION_SEARCH: &str = "dev.ucp.common.location.search";
/// Location Lookup.
pub const LOCATION_LOOKUP: &str = "dev.ucp.common.location.lookup";
/// Ask (draft).
pub const ASK: &str = "dev.ucp.common.ask";

/// Whether `s` is a UCP reverse-domain name
/// (`^[a-z](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9_-]*[a-z0-9_])?)+$`).
pub fn is_reverse_domain_name(s: &str) -> bool {
    let mut segments = s.split('.');
    let Some(first) = segments.next() else { return false };
    let first_ok = {
        let b = first.as_bytes();
        !b.is_empty()
            && b[0].is_ascii_lowercase()
            && b.iter().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'-')
            && b[b.len() - 1] != b'-'
    };
    let mut rest = 0;
    let rest_ok = segments.all(|seg| {
        rest += 1;
        let b = seg.as_bytes();
        !b.is_empty()
            && (b[0].is_ascii_lowercase() || b[0].is_ascii_digit())
            && b.iter().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'-' || *c == b'_')
            && b[b.len() - 1] != b'-'
    });
    first_ok && rest_ok && rest >= 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reverse_domain_names() {
        for ok in [
            "dev.ucp.amenity.wi_fi",
            "com.example-shop.checkout",
            "com.2example.cart",
            "xn--p1ai.example.checkout",
            "dev.ucp.common.identity_linking",
            "com.example.x_",
        ] {
            assert!(is_reverse_domain_name(ok), "{ok}");
        }
        for bad in [
            "wifi",
            "Dev.ucp.x",
            "dev..ucp",
            "dev.ucp.",
            "dev.-ucp",
            "dev.ucp-",
            "1dev.ucp",
            "dev.ucp amenity",
            "dev-.ucp",
            "",
            "dev._x",
        ] {
            assert!(!is_reverse_domain_name(bad), "{bad}");
        }
    }
}
