//! `shipping.toml`: what delivery costs and how long it takes, by service and destination.

use concierge_core::catalog::{Money, ShippingRate};
use serde::Deserialize;

use crate::problems::Problems;
use crate::products::parse_price;
use crate::source::{Source, read_toml};

const FILE: &str = "shipping.toml";

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ShippingFile {
    #[serde(default)]
    rate: Vec<RawRate>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRate {
    service: String,
    #[serde(default)]
    country: Option<String>,
    #[serde(default)]
    region: Option<String>,
    price: String,
    #[serde(default)]
    free_over: Option<String>,
    #[serde(default)]
    min_days: Option<u16>,
    #[serde(default)]
    max_days: Option<u16>,
}

/// The rates of `shipping.toml`, which is optional; each problem is filed against its rate.
pub(crate) fn load(source: &dyn Source, problems: &mut Problems) -> Vec<ShippingRate> {
    let Some(raw) = read_toml::<ShippingFile>(source, FILE, false, problems) else { return Vec::new() };
    let mut file = problems.in_file(FILE);
    let mut out: Vec<ShippingRate> = Vec::new();
    for (n, r) in raw.rate.into_iter().enumerate() {
        let record = format!("rate #{}", n + 1);
        let mut ok = true;
        let mut fail = |field: &str, message: String| {
            file.record(&record, Some(field), message);
            ok = false;
        };
        if r.service.trim().is_empty() {
            fail("service", "must not be empty".into());
        }
        let country = r.country.map(|c| c.trim().to_ascii_uppercase());
        if let Some(c) = &country
            && !(c.len() == 2 && c.bytes().all(|b| b.is_ascii_uppercase()))
        {
            fail("country", format!("`{c}` is not an ISO 3166-1 alpha-2 country code such as `US`"));
        }
        let region = r.region.map(|c| c.trim().to_ascii_uppercase());
        if let Some(reg) = &region {
            match &country {
                None => fail("region", "needs a `country`".into()),
                Some(c) => {
                    let own =
                        reg.split_once('-').map_or(reg.as_str(), |(prefix, code)| if prefix == c { code } else { "" });
                    if own.is_empty() || own.len() > 3 || !own.bytes().all(|b| b.is_ascii_alphanumeric()) {
                        fail("region", format!("`{reg}` is not a region code of `{c}` such as `CA` or `{c}-CA`"));
                    }
                }
            }
        }
        let price = parse_price(r.price.trim());
        if price.is_none() {
            fail("price", format!("`{}` is not an amount such as `4.95`", r.price));
        }
        let free_over = r.free_over.as_deref().map(|f| (f, parse_price(f.trim())));
        if let Some((text, None)) = free_over {
            fail("free_over", format!("`{text}` is not an amount such as `50.00`"));
        }
        let days = match (r.min_days, r.max_days) {
            (None, None) => None,
            (Some(min), Some(max)) if min <= max => Some((min, max)),
            (Some(min), Some(max)) => {
                fail("max_days", format!("{max} is fewer than `min_days` ({min})"));
                Some((min, max))
            }
            (Some(d), None) | (None, Some(d)) => Some((d, d)),
        };
        let rate = ShippingRate {
            service: r.service.trim().to_owned(),
            country,
            region: region.map(|r| r.rsplit('-').next().unwrap_or_default().to_owned()),
            price: price.unwrap_or(Money { minor: 0 }),
            free_over: free_over.and_then(|(_, m)| m),
            days,
        };
        if ok
            && out.iter().any(|o| {
                (o.service.to_lowercase(), &o.country, &o.region)
                    == (rate.service.to_lowercase(), &rate.country, &rate.region)
            })
        {
            file.record(&record, Some("service"), "the same service to the same destination is already rated");
            ok = false;
        }
        if ok {
            out.push(rate);
        }
    }
    out
}
