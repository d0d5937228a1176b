//! `store.toml`: who the business is.

use std::collections::BTreeMap;

use concierge_core::catalog::Business;
use serde::Deserialize;

use crate::problems::Problems;
use crate::source::{Source, read_toml};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StoreToml {
    business: RawBusiness,
    #[serde(default)]
    regions: BTreeMap<String, String>,
    #[serde(default)]
    contact: Option<RawContact>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawContact {
    #[serde(default)]
    email: Option<String>,
    #[serde(default)]
    phone: Option<String>,
    #[serde(default)]
    url: Option<String>,
    #[serde(default)]
    hours: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBusiness {
    name: String,
    website: String,
    gid_authority: String,
    #[serde(default = "default_languages")]
    languages: Vec<String>,
    #[serde(default = "default_currency")]
    currency: String,
    #[serde(default)]
    timezone: Option<String>,
}

fn default_languages() -> Vec<String> {
    vec!["en".to_owned()]
}

fn default_currency() -> String {
    "USD".to_owned()
}

const FILE: &str = "store.toml";

pub(crate) fn load(source: &dyn Source, problems: &mut Problems) -> Option<Business> {
    let raw: StoreToml = read_toml(source, FILE, true, problems)?;
    let mut file = problems.in_file(FILE);
    let b = raw.business;
    let mut check = |ok: bool, field: &str, message: String| {
        if !ok {
            file.record("[business]", Some(field), message);
        }
    };
    check(!b.name.trim().is_empty(), "name", "must not be empty".into());
    check(is_web_url(&b.website), "website", format!("`{}` is not an absolute http(s) URL", b.website));
    check(
        !b.gid_authority.is_empty()
            && b.gid_authority.bytes().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-' || c == b'.'),
        "gid_authority",
        format!("`{}` must be lower-case letters, digits, `-` and `.`", b.gid_authority),
    );
    check(!b.languages.is_empty(), "languages", "must list at least one language".into());
    for lang in &b.languages {
        check(is_language_tag(lang), "languages", format!("`{lang}` is not a BCP 47 language tag"));
    }
    check(
        b.currency.len() == 3 && b.currency.bytes().all(|c| c.is_ascii_uppercase()),
        "currency",
        format!("`{}` is not an ISO 4217 code", b.currency),
    );
    let timezone = b.timezone.as_deref().and_then(|name| match jiff::tz::TimeZone::get(name) {
        Ok(tz) => Some(tz),
        Err(_) => {
            file.record("[business]", Some("timezone"), format!("`{name}` is not an IANA time zone"));
            None
        }
    });
    let contact = raw.contact.map(|c| {
        let mut at = |ok: bool, field: &str, message: String| {
            if !ok {
                file.record("[contact]", Some(field), message);
            }
        };
        if let Some(email) = &c.email {
            let ok = email.split_once('@').is_some_and(|(user, host)| !user.is_empty() && host.contains('.'));
            at(ok, "email", format!("`{email}` is not an email address"));
        }
        if let Some(phone) = &c.phone {
            at(
                phone.chars().filter(char::is_ascii_digit).count() >= 5,
                "phone",
                format!("`{phone}` is not a phone number"),
            );
        }
        if let Some(url) = &c.url {
            at(is_web_url(url), "url", format!("`{url}` is not an absolute http(s) URL"));
        }
        at(
            c.email.is_some() || c.phone.is_some() || c.url.is_some(),
            "email",
            "a contact needs at least an email, a phone or a url".into(),
        );
        concierge_core::catalog::Contact { email: c.email, phone: c.phone, url: c.url, hours: c.hours }
    });
    for code in raw.regions.keys() {
        if !is_region_code(code) {
            file.record("[regions]", Some(code), "is not an ISO 3166-2 code such as `US-CA`");
        }
    }
    Some(Business {
        name: b.name,
        website: b.website,
        gid_authority: b.gid_authority,
        languages: b.languages,
        currency: b.currency,
        timezone,
        contact,
        region_names: raw.regions.into_iter().map(|(k, v)| (k.to_ascii_uppercase(), v)).collect(),
        ..Business::default()
    })
}

/// An absolute `http` or `https` URL with a host.
pub(crate) fn is_web_url(s: &str) -> bool {
    url::Url::parse(s).is_ok_and(|u| matches!(u.scheme(), "http" | "https") && u.host().is_some())
}

/// A plausible BCP 47 tag: alphanumeric subtags of 1–8 characters joined by `-`.
pub(crate) fn is_language_tag(s: &str) -> bool {
    !s.is_empty() && s.split('-').all(|t| (1..=8).contains(&t.len()) && t.bytes().all(|c| c.is_ascii_alphanumeric()))
}

/// `CC-XXX`: an ISO 3166-1 alpha-2 country and a subdivision of 1–3 letters or digits.
pub(crate) fn is_region_code(s: &str) -> bool {
    match s.split_once('-') {
        Some((c, sub)) => {
            is_country_code(c) && (1..=3).contains(&sub.len()) && sub.bytes().all(|b| b.is_ascii_alphanumeric())
        }
        None => false,
    }
}

/// Two ASCII letters.
pub(crate) fn is_country_code(s: &str) -> bool {
    s.len() == 2 && s.bytes().all(|b| b.is_ascii_alphabetic())
}
