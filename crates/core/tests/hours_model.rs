//! The hours evaluator against a reference model, on random schedules.
//!
//! The model expands a schedule into the set of open minutes of each local date, the way a person
//! would read it off a calendar (each interval painted onto the date it begins and, past
//! midnight, onto the next one unless an exception governs that next date), then answers by
//! membership. It shares no code with `Schedule::openness_at`.

use std::collections::BTreeSet;

use concierge_core::location::{ClockTime, DailyHour, ExceptionHour, Interval, Openness, Schedule};
use jiff::civil::{Date, Weekday};
use jiff::tz::TimeZone;
use jiff::{Timestamp, ToSpan};
use proptest::prelude::*;

const ZONES: [&str; 6] =
    ["UTC", "America/Los_Angeles", "Europe/London", "Pacific/Auckland", "Asia/Kolkata", "America/St_Johns"];
const WEEK: [Weekday; 7] = [
    Weekday::Monday,
    Weekday::Tuesday,
    Weekday::Wednesday,
    Weekday::Thursday,
    Weekday::Friday,
    Weekday::Saturday,
    Weekday::Sunday,
];
const DAY_MINUTES: u16 = 24 * 60;

/// The base date of every generated schedule; instants fall within a fortnight of it (US clocks
/// spring forward on 2027-03-14).
fn base() -> Date {
    Date::new(2027, 3, 8).unwrap()
}

fn clock(minutes: u16) -> ClockTime {
    ClockTime::new((minutes / 60) as u8, (minutes % 60) as u8).unwrap()
}

fn interval() -> impl Strategy<Value = Interval> {
    prop_oneof![
        // Anything, including intervals past midnight.
        (0..DAY_MINUTES, 0..DAY_MINUTES).prop_filter("not empty", |(o, c)| o != c),
        // The whole day.
        Just((0, DAY_MINUTES - 1)),
        // Ordinary shop hours on the hour.
        (6u16..12, 13u16..23).prop_map(|(o, c)| (o * 60, c * 60)),
    ]
    .prop_map(|(o, c)| Interval { opens: clock(o), closes: clock(c) })
}

fn exception() -> impl Strategy<Value = ExceptionHour> {
    (0i32..14, 0i32..4, proptest::option::of(interval())).prop_map(|(start, len, interval)| {
        let from = base().checked_add((start - 2).days()).unwrap();
        ExceptionHour { valid_from: from, valid_through: from.checked_add(len.days()).unwrap(), title: None, interval }
    })
}

fn schedule() -> impl Strategy<Value = Schedule> {
    let weekly = proptest::collection::vec((0usize..7, interval()), 0..9)
        .prop_map(|v| v.into_iter().map(|(d, interval)| DailyHour { day: WEEK[d], interval }).collect::<Vec<_>>());
    (0usize..ZONES.len(), proptest::option::weighted(0.85, weekly), proptest::collection::vec(exception(), 0..3))
        .prop_map(|(zone, weekly, exceptions)| Schedule {
            timezone_name: ZONES[zone].into(),
            timezone: TimeZone::get(ZONES[zone]).unwrap(),
            weekly,
            exceptions: exceptions.into(),
        })
}

/// What governs a date: the intervals beginning on it, or `None` when nothing is known.
fn beginning_on(s: &Schedule, date: Date) -> (bool, Option<Vec<Interval>>) {
    let covering: Vec<&ExceptionHour> =
        s.exceptions.iter().filter(|e| e.valid_from <= date && date <= e.valid_through).collect();
    if !covering.is_empty() {
        return (true, Some(covering.iter().filter_map(|e| e.interval).collect()));
    }
    (false, s.weekly.as_ref().map(|w| w.iter().filter(|d| d.day == date.weekday()).map(|d| d.interval).collect()))
}

/// The model: the open minutes of `date`, and whether the date's own schedule is known.
fn open_minutes(s: &Schedule, date: Date) -> (BTreeSet<u16>, bool) {
    let mut open = BTreeSet::new();
    let (governed_by_exception, today) = beginning_on(s, date);
    for i in today.iter().flatten() {
        let (o, c) = (i.opens.minutes(), i.closes.minutes());
        if (o, c) == (0, DAY_MINUTES - 1) {
            open.extend(0..DAY_MINUTES);
        } else if c < o {
            open.extend(o..DAY_MINUTES);
        } else {
            open.extend(o..c);
        }
    }
    if !governed_by_exception {
        let yesterday = date.yesterday().unwrap();
        for i in beginning_on(s, yesterday).1.iter().flatten() {
            let (o, c) = (i.opens.minutes(), i.closes.minutes());
            if c < o {
                open.extend(0..c);
            }
        }
    }
    (open, today.is_some())
}

fn model(s: &Schedule, instant: Timestamp) -> Openness {
    let local = s.timezone.to_datetime(instant);
    let minute = local.hour() as u16 * 60 + local.minute() as u16;
    let (open, known) = open_minutes(s, local.date());
    if open.contains(&minute) {
        Openness::Open
    } else if known {
        Openness::Closed
    } else {
        Openness::Unknown
    }
}

proptest! {
    // 2000 cases unless PROPTEST_CASES asks for another number.
    #![proptest_config(ProptestConfig { cases: cases_or(2000), ..ProptestConfig::default() })]

    #[test]
    fn the_evaluator_agrees_with_the_model(s in schedule(), offset in 0i64..(14 * 24 * 3600)) {
        let start: Timestamp = "2027-03-08T00:00:00Z".parse().unwrap();
        let instant = start.checked_add(offset.seconds()).unwrap();
        prop_assert_eq!(s.openness_at(instant), model(&s, instant), "{:?} at {}", s, instant);
    }

    /// The same civil time is judged the same whatever the second within its minute.
    #[test]
    fn seconds_within_a_minute_do_not_matter(s in schedule(), minute in 0i64..(14 * 24 * 60), second in 0i64..60) {
        let start: Timestamp = "2027-03-08T00:00:00Z".parse().unwrap();
        let on_the_minute = start.checked_add((minute * 60).seconds()).unwrap();
        let later = on_the_minute.checked_add(second.seconds()).unwrap();
        prop_assert_eq!(s.openness_at(on_the_minute), s.openness_at(later));
    }
}

/// `PROPTEST_CASES`, or `default`.
fn cases_or(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}
