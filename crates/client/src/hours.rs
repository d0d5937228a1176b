//! Whether a location is open at an instant, read from what the business returned, as the
//! Location text defines hours (ucp-rules.md §4.3): the instant is converted to the location's
//! IANA `timezone`; its local date and wall time are compared with the intervals beginning that
//! date and the day before. Intervals are half-open `[opens, closes)`; `closes < opens` carries
//! past midnight; exactly `00:00`–`23:59` is the whole local day; an exception replaces the
//! regular schedule on every local date it covers (a full closure when it has no times) and cuts
//! a carried-over interval at midnight; absent `hours` with no exception means unknown, never
//! open.
//!
//! It is the agent's own reading (for `concierge locations search`'s table) and the conformance
//! checker's (`concierge check` judges `open_at` results with it): it never uses the server's code.

use jiff::Timestamp;
use jiff::civil::{Date, Weekday};
use serde_json::Value;

/// What the schedule says about one instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Provably open.
    Open,
    /// Provably closed.
    Closed,
    /// The schedule does not say (no hours, no exception for the date).
    Unknown,
}

#[derive(Debug, Clone, Copy)]
struct Interval {
    /// Seconds after local midnight.
    opens: i32,
    closes: i32,
    whole_day: bool,
}

fn clock(s: &str) -> Option<i32> {
    let (h, m) = s.split_once(':')?;
    if h.len() != 2 || m.len() != 2 {
        return None;
    }
    let (h, m): (i32, i32) = (h.parse().ok()?, m.parse().ok()?);
    ((0..24).contains(&h) && (0..60).contains(&m)).then_some(h * 3600 + m * 60)
}

fn interval(entry: &Value) -> Option<Interval> {
    let o = entry.get("opens")?.as_str()?;
    let c = entry.get("closes")?.as_str()?;
    let (opens, closes) = (clock(o)?, clock(c)?);
    if opens == closes {
        return None; // invalid: never open
    }
    Some(Interval { opens, closes, whole_day: o == "00:00" && c == "23:59" })
}

fn weekday_name(w: Weekday) -> &'static str {
    match w {
        Weekday::Monday => "monday",
        Weekday::Tuesday => "tuesday",
        Weekday::Wednesday => "wednesday",
        Weekday::Thursday => "thursday",
        Weekday::Friday => "friday",
        Weekday::Saturday => "saturday",
        Weekday::Sunday => "sunday",
    }
}

/// The exception entries covering `date`, if any covers it.
fn exceptions_on(exceptions: &[Value], date: Date) -> Option<Vec<&Value>> {
    let covering: Vec<&Value> = exceptions
        .iter()
        .filter(|e| {
            let d = |k: &str| e.get(k).and_then(Value::as_str).and_then(|s| s.parse::<Date>().ok());
            matches!((d("valid_from"), d("valid_through")), (Some(f), Some(t)) if f <= date && date <= t)
        })
        .collect();
    (!covering.is_empty()).then_some(covering)
}

/// Intervals beginning on `date`: `None` when the schedule does not say.
fn beginning(hours: Option<&[Value]>, exceptions: &[Value], date: Date) -> Option<Vec<Interval>> {
    if let Some(covering) = exceptions_on(exceptions, date) {
        return Some(covering.into_iter().filter_map(interval).collect());
    }
    let day = weekday_name(date.weekday());
    Some(hours?.iter().filter(|h| h.get("day").and_then(Value::as_str) == Some(day)).filter_map(interval).collect())
}

/// Whether `location` (a UCP Location object) is open at `at` by its own returned schedule.
pub fn evaluate(location: &Value, at: Timestamp) -> Result<Verdict, String> {
    let tz_name = location.get("timezone").and_then(Value::as_str).ok_or("no timezone")?;
    let tz = jiff::tz::TimeZone::get(tz_name).map_err(|e| format!("timezone {tz_name:?}: {e}"))?;
    let local = at.to_zoned_datetime(tz);
    let date = local.date();
    let t = i32::from(local.hour()) * 3600 + i32::from(local.minute()) * 60 + i32::from(local.second());
    let hours = location.get("hours").and_then(Value::as_array).map(Vec::as_slice);
    let exceptions: &[Value] = location.get("exception_hours").and_then(Value::as_array).map_or(&[], Vec::as_slice);
    let today = beginning(hours, exceptions, date);
    let yesterday = date.yesterday().ok().and_then(|y| beginning(hours, exceptions, y));
    if today.is_none() && yesterday.is_none() {
        return Ok(Verdict::Unknown);
    }
    for i in today.iter().flatten() {
        let open = i.whole_day || if i.opens < i.closes { i.opens <= t && t < i.closes } else { t >= i.opens };
        if open {
            return Ok(Verdict::Open);
        }
    }
    let cut = exceptions_on(exceptions, date).is_some();
    if !cut {
        for i in yesterday.iter().flatten() {
            if !i.whole_day && i.closes < i.opens && t < i.closes {
                return Ok(Verdict::Open);
            }
        }
    }
    Ok(if today.is_none() { Verdict::Unknown } else { Verdict::Closed })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn at(s: &str) -> Timestamp {
        s.parse().unwrap()
    }

    #[test]
    fn regular_overnight_exceptions_unknown() {
        let loc = json!({"timezone": "America/Los_Angeles",
            "hours": [{"day": "saturday", "opens": "10:00", "closes": "02:00"},
                      {"day": "monday", "opens": "00:00", "closes": "23:59"}],
            "exception_hours": [{"valid_from": "2026-12-13", "valid_through": "2026-12-13"}]});
        // Saturday 5 Dec 2026 23:30 PST.
        assert_eq!(evaluate(&loc, at("2026-12-06T07:30:00Z")).unwrap(), Verdict::Open);
        // Sunday 01:59 carries over; 02:00 is closed (half-open).
        assert_eq!(evaluate(&loc, at("2026-12-06T09:59:00Z")).unwrap(), Verdict::Open);
        assert_eq!(evaluate(&loc, at("2026-12-06T10:00:00Z")).unwrap(), Verdict::Closed);
        // Saturday 09:59 closed.
        assert_eq!(evaluate(&loc, at("2026-12-05T17:59:00Z")).unwrap(), Verdict::Closed);
        // Monday whole day at 23:59:30.
        assert_eq!(evaluate(&loc, at("2026-12-08T07:59:30Z")).unwrap(), Verdict::Open);
        // Sunday 13 Dec is a full closure: Saturday 12 Dec's carry-over is cut at midnight.
        assert_eq!(evaluate(&loc, at("2026-12-13T08:30:00Z")).unwrap(), Verdict::Closed);
        // A timed exception replaces the weekly schedule for its dates.
        let christmas_eve = json!({"timezone": "America/Los_Angeles",
            "hours": [{"day": "thursday", "opens": "10:00", "closes": "20:00"}],
            "exception_hours": [{"valid_from": "2026-12-24", "valid_through": "2026-12-24", "opens": "09:00", "closes": "16:00"}]});
        assert_eq!(evaluate(&christmas_eve, at("2026-12-24T17:30:00Z")).unwrap(), Verdict::Open); // 09:30
        assert_eq!(evaluate(&christmas_eve, at("2026-12-25T01:00:00Z")).unwrap(), Verdict::Closed); // 17:00
        let unknown = json!({"timezone": "Europe/London"});
        assert_eq!(evaluate(&unknown, at("2026-12-06T12:00:00Z")).unwrap(), Verdict::Unknown);
    }

    #[test]
    fn daylight_saving_changes() {
        // Sunday 8 March 2026, Los Angeles springs forward at 02:00 to 03:00.
        let loc = json!({"timezone": "America/Los_Angeles",
            "hours": [{"day": "sunday", "opens": "02:30", "closes": "04:00"}]});
        // 03:30 PDT is inside [02:30, 04:00) on the wall clock.
        assert_eq!(evaluate(&loc, at("2026-03-08T10:30:00Z")).unwrap(), Verdict::Open);
        // 01:59 PST is before it.
        assert_eq!(evaluate(&loc, at("2026-03-08T09:59:00Z")).unwrap(), Verdict::Closed);
        // Sunday 1 November 2026 falls back: both 01:30s get the same answer.
        let fold = json!({"timezone": "America/Los_Angeles",
            "hours": [{"day": "sunday", "opens": "01:00", "closes": "02:00"}]});
        assert_eq!(evaluate(&fold, at("2026-11-01T08:30:00Z")).unwrap(), Verdict::Open); // 01:30 PDT
        assert_eq!(evaluate(&fold, at("2026-11-01T09:30:00Z")).unwrap(), Verdict::Open); // 01:30 PST
        assert!(evaluate(&json!({"timezone": "Mars/Olympus"}), at("2026-11-01T09:30:00Z")).is_err());
        assert!(evaluate(&json!({}), at("2026-11-01T09:30:00Z")).is_err());
    }

    #[test]
    fn split_shifts_and_multi_day_exceptions() {
        let loc = json!({
            "timezone": "America/Los_Angeles",
            "hours": [
                {"day": "monday", "opens": "09:00", "closes": "12:00"},
                {"day": "monday", "opens": "13:00", "closes": "17:00"},
                {"day": "saturday", "opens": "10:00", "closes": "18:00"},
            ],
            "exception_hours": [{"valid_from": "2026-12-25", "valid_through": "2026-12-26", "title": "Holiday"}],
        });
        // Monday 7 Dec 12:30 local: between the two shifts; 13:30 in the second.
        assert_eq!(evaluate(&loc, at("2026-12-07T20:30:00Z")).unwrap(), Verdict::Closed);
        assert_eq!(evaluate(&loc, at("2026-12-07T21:30:00Z")).unwrap(), Verdict::Open);
        // Saturday 26 Dec 11:00 local: the exception's second day closes it.
        assert_eq!(evaluate(&loc, at("2026-12-26T19:00:00Z")).unwrap(), Verdict::Closed);
        assert!(evaluate(&json!({"timezone": "Nowhere/Else", "hours": []}), at("2026-12-06T07:30:00Z")).is_err());
    }
}
