//! How a location is shown in responses (`location.json`, 2026-08-25 shapes).

use std::collections::BTreeMap;

use jiff::Timestamp;
use jiff::civil::Weekday;
use serde::Serialize;

use super::model::{ClockTime, Geo, Location, PostalAddress};

/// A location as it appears in `locations[]`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LocationView<'a> {
    /// Canonical id.
    pub id: &'a str,
    /// Display name.
    pub name: &'a str,
    /// Address.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub address: Option<&'a PostalAddress>,
    /// Coordinates.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub geo: Option<Geo>,
    /// Amenities, keyed by reverse-domain id.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub amenities: BTreeMap<&'a str, Amenity<'a>>,
    /// Regular weekly hours (absent when unknown).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hours: Option<Vec<DailyHourView>>,
    /// Exceptions that can still apply.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub exception_hours: Vec<ExceptionHourView<'a>>,
    /// The IANA time zone framing the schedule.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub timezone: Option<&'a str>,
    /// Lookup only: the request identifiers that resolved here.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inputs: Option<Vec<Input<'a>>>,
}

/// One amenity's presentation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Amenity<'a> {
    /// Buyer-facing label.
    pub description: &'a str,
}

/// A lookup input, echoed exactly as sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Input<'a> {
    /// The identifier.
    pub id: &'a str,
}

/// `daily_hour.json`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct DailyHourView {
    /// `monday` … `sunday`.
    pub day: &'static str,
    /// `HH:MM`.
    pub opens: ClockTime,
    /// `HH:MM`.
    pub closes: ClockTime,
}

/// `exception_hour.json`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ExceptionHourView<'a> {
    /// First date.
    pub valid_from: String,
    /// Last date.
    pub valid_through: String,
    /// Heading.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<&'a str>,
    /// Opening time (absent for a full closure).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opens: Option<ClockTime>,
    /// Closing time (absent for a full closure).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub closes: Option<ClockTime>,
}

/// The UCP day identifier.
pub fn day_name(day: Weekday) -> &'static str {
    match day {
        Weekday::Monday => "monday",
        Weekday::Tuesday => "tuesday",
        Weekday::Wednesday => "wednesday",
        Weekday::Thursday => "thursday",
        Weekday::Friday => "friday",
        Weekday::Saturday => "saturday",
        Weekday::Sunday => "sunday",
    }
}

impl<'a> LocationView<'a> {
    /// The view of `location` at `now`: exceptions that ended before the location's local date
    /// of `now` are dropped, since they can no longer apply.
    pub fn new(location: &'a Location, now: Timestamp) -> Self {
        let (hours, exception_hours, timezone) = match &location.schedule {
            None => (None, Vec::new(), None),
            Some(s) => {
                let today = s.local_date(now);
                let mut weekly: Vec<DailyHourView> = s
                    .weekly
                    .iter()
                    .flatten()
                    .map(|d| DailyHourView { day: day_name(d.day), opens: d.interval.opens, closes: d.interval.closes })
                    .collect();
                let order = |d: &DailyHourView| {
                    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
                        .iter()
                        .position(|n| *n == d.day)
                };
                weekly.sort_by_key(|d| (order(d), d.opens));
                let exceptions = s
                    .exceptions
                    .iter()
                    .filter(|e| e.valid_through >= today)
                    .map(|e| ExceptionHourView {
                        valid_from: e.valid_from.to_string(),
                        valid_through: e.valid_through.to_string(),
                        title: e.title.as_deref(),
                        opens: e.interval.map(|i| i.opens),
                        closes: e.interval.map(|i| i.closes),
                    })
                    .collect();
                (s.weekly.as_ref().map(|_| weekly), exceptions, Some(&*s.timezone_name))
            }
        };
        LocationView {
            id: &location.id,
            name: &location.name,
            address: location.address.as_ref(),
            geo: location.geo,
            amenities: location
                .amenities
                .iter()
                .map(|(k, d)| (k.as_str(), Amenity { description: d.as_str() }))
                .collect(),
            hours,
            exception_hours,
            timezone,
            inputs: None,
        }
    }
}
