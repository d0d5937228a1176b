//! UCP version identifiers (`YYYY-MM-DD`).

use std::fmt;
use std::str::FromStr;

/// A dated UCP version such as `2026-08-25`. Ordering is chronological.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version(String);

/// Why a string is not a UCP version.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a UCP version; versions are dated release identifiers in YYYY-MM-DD form")]
pub struct InvalidVersion(pub String);

impl Version {
    /// The version as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromStr for Version {
    type Err = InvalidVersion;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let b = s.as_bytes();
        let shape_ok = b.len() == 10
            && b[4] == b'-'
            && b[7] == b'-'
            && b.iter().enumerate().all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit());
        if shape_ok && jiff::civil::Date::strptime("%Y-%m-%d", s).is_ok() {
            Ok(Version(s.to_owned()))
        } else {
            Err(InvalidVersion(s.to_owned()))
        }
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl serde::Serialize for Version {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0)
    }
}

impl<'de> serde::Deserialize<'de> for Version {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_dates_only() {
        assert!("2026-08-25".parse::<Version>().is_ok());
        for bad in ["draft", "2026-8-25", "2026-13-01", "2026-02-30", "20260825", " 2026-08-25"] {
            assert!(bad.parse::<Version>().is_err(), "{bad}");
        }
    }

    #[test]
    fn orders_chronologically() {
        let a: Version = "2026-04-08".parse().unwrap();
        let b: Version = "2026-08-25".parse().unwrap();
        assert!(a < b);
    }
}
