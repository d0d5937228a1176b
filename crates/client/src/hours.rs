//! Whether a location is open at an instant, read from what the business returned: its weekly
//! `hours` (split shifts, and overnight spans that close after midnight), its `exception_hours`
//! (a date range with no hours is closed; with hours, those replace the week's), in its own
//! `timezone`. The agent's own reading, for display; it never overrides the business.

use jiff::civil::{Date, DateTime, Time};
use jiff::tz::TimeZone;
use serde_json::Value;

/// Open, closed, or not known from the data returned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpenState {
    /// Open at the instant.
    Open,
    /// Closed at the instant.
    Closed,
    /// The location carries no hours or no usable time zone.
    Unknown,
}

fn parse_time(text: &str) -> Option<(Time, bool)> {
    if text == "24:00" {
        return Some((Time::midnight(), true));
    }
    Some((text.parse::<Time>().ok()?, false))
}

/// The day's opening intervals, as local date-times (an overnight one ends the next day).
fn intervals(location: &Value, date: Date) -> Vec<(DateTime, DateTime)> {
    let day_name = match date.weekday() {
        jiff::civil::Weekday::Monday => "monday",
        jiff::civil::Weekday::Tuesday => "tuesday",
        jiff::civil::Weekday::Wednesday => "wednesday",
        jiff::civil::Weekday::Thursday => "thursday",
        jiff::civil::Weekday::Friday => "friday",
        jiff::civil::Weekday::Saturday => "saturday",
        jiff::civil::Weekday::Sunday => "sunday",
    };
    let exception = location.get("exception_hours").and_then(Value::as_array).into_iter().flatten().find(|e| {
        let from = e.get("valid_from").and_then(Value::as_str).and_then(|d| d.parse::<Date>().ok());
        let through = e.get("valid_through").and_then(Value::as_str).and_then(|d| d.parse::<Date>().ok()).or(from);
        matches!((from, through), (Some(f), Some(t)) if f <= date && date <= t)
    });
    let entries: Vec<&Value> = match exception {
        Some(e) if e.get("opens").is_none() => return Vec::new(),
        Some(e) => vec![e],
        None => location
            .get("hours")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter(|h| h.get("day").and_then(Value::as_str) == Some(day_name))
            .collect(),
    };
    entries
        .into_iter()
        .filter_map(|h| {
            let (opens, _) = parse_time(h.get("opens")?.as_str()?)?;
            let (closes, end_of_day) = parse_time(h.get("closes")?.as_str()?)?;
            let start = date.to_datetime(opens);
            let end = if end_of_day || closes <= opens {
                date.tomorrow().ok()?.to_datetime(closes)
            } else {
                date.to_datetime(closes)
            };
            Some((start, end))
        })
        .collect()
}

/// Whether `location` (a UCP location object) is open at `instant`.
pub fn open_at(location: &Value, instant: jiff::Timestamp) -> OpenState {
    let Some(tz) = location.get("timezone").and_then(Value::as_str).and_then(|z| TimeZone::get(z).ok()) else {
        return OpenState::Unknown;
    };
    if location.get("hours").and_then(Value::as_array).is_none_or(|h| h.is_empty()) {
        return OpenState::Unknown;
    }
    let local = tz.to_datetime(instant);
    let today = local.date();
    let days = [today.yesterday().ok(), Some(today)];
    let open = days.into_iter().flatten().flat_map(|d| intervals(location, d)).any(|(s, e)| s <= local && local < e);
    if open { OpenState::Open } else { OpenState::Closed }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn at(s: &str) -> jiff::Timestamp {
        s.parse().unwrap()
    }

    #[test]
    fn overnight_split_and_exception_hours() {
        let loc = json!({
            "timezone": "America/Los_Angeles",
            "hours": [
                {"day": "saturday", "opens": "10:00", "closes": "02:00"},
                {"day": "monday", "opens": "09:00", "closes": "12:00"},
                {"day": "monday", "opens": "13:00", "closes": "17:00"},
            ],
            "exception_hours": [{"valid_from": "2026-12-25", "valid_through": "2026-12-26", "title": "Holiday"}],
        });
        // Saturday 5 Dec 23:30 and Sunday 01:30 local (overnight from Saturday).
        assert_eq!(open_at(&loc, at("2026-12-06T07:30:00Z")), OpenState::Open);
        assert_eq!(open_at(&loc, at("2026-12-06T09:30:00Z")), OpenState::Open);
        assert_eq!(open_at(&loc, at("2026-12-06T10:30:00Z")), OpenState::Closed);
        // Monday 7 Dec 12:30 local: between the two shifts.
        assert_eq!(open_at(&loc, at("2026-12-07T20:30:00Z")), OpenState::Closed);
        assert_eq!(open_at(&loc, at("2026-12-07T21:30:00Z")), OpenState::Open);
        // Saturday 26 Dec 11:00 local: the exception closes it.
        assert_eq!(open_at(&loc, at("2026-12-26T19:00:00Z")), OpenState::Closed);
        assert_eq!(
            open_at(&json!({"timezone": "Nowhere/Else", "hours": []}), at("2026-12-06T07:30:00Z")),
            OpenState::Unknown
        );
    }
}
