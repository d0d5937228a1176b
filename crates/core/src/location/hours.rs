//! Opening-hours evaluation and schedule validation (UCP Location §Operating Hours).
//!
//! An instant is converted to the location's own local civil date and time; the question "is it
//! open?" is then asked in civil time only. That makes the DST rules fall out naturally: labels in
//! a spring-forward gap are never reached by any instant, and both instants of a fall-back fold
//! see the same civil time and so get the same answer.
//!
//! Rules, each with a test below:
//! - intervals are half-open, `[opens, closes)`;
//! - `closes < opens` runs past midnight into the next local date;
//! - exactly `00:00`–`23:59` means the whole local day;
//! - several intervals on one day are split shifts;
//! - an exception replaces the regular schedule on every date it covers, and an interval carried
//!   over from the previous date is cut at midnight when the next date is exception-governed;
//! - an unknown regular schedule (no `hours`) proves nothing: the answer is [`Openness::Unknown`].

use jiff::Timestamp;
use jiff::civil::{Date, DateTime};

use super::model::{DailyHour, ExceptionHour, Interval, Schedule};

/// Whether a location is open at an instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Openness {
    /// Provably open.
    Open,
    /// Provably closed.
    Closed,
    /// The schedule cannot tell.
    Unknown,
}

const DAY_SECONDS: u32 = 24 * 60 * 60;

/// The intervals that begin on one local date, and where they come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DayHours<'a> {
    /// Date exceptions govern the date (no interval: a full closure).
    Exception {
        /// The intervals, in data order.
        intervals: Vec<Interval>,
        /// The exception's title, if it has one.
        title: Option<&'a str>,
    },
    /// The regular weekly schedule governs the date.
    Regular(Vec<Interval>),
    /// No exception, and the regular schedule is unknown.
    Unknown,
}

impl Schedule {
    /// Whether the location is open at `instant`.
    pub fn openness_at(&self, instant: Timestamp) -> Openness {
        self.openness_at_local(self.timezone.to_datetime(instant))
    }

    /// Whether the location is open at `local`, a civil date and time in its own zone (the
    /// instant already converted, so locations sharing a zone convert it once).
    pub fn openness_at_local(&self, local: DateTime) -> Openness {
        self.openness_under(local, &self.exceptions)
    }

    /// What the weekly hours alone say at `local`, as if the schedule had no exceptions. It is
    /// the answer of [`Schedule::openness_at_local`] on every date that no exception covers,
    /// where the day before is not covered either (its hours may carry past midnight).
    pub fn regular_openness_at_local(&self, local: DateTime) -> Openness {
        self.openness_under(local, &[])
    }

    /// Openness at `local` with `exceptions` (in place of the schedule's own) governing the
    /// dates they cover: a schedule that differs from this one only in its exceptions is judged
    /// without being read. It reads the intervals where they are, allocating nothing: a search
    /// may ask it of thousands of schedules.
    pub(crate) fn openness_under(&self, local: DateTime, exceptions: &[ExceptionHour]) -> Openness {
        let date = local.date();
        let t = local.time();
        let second = u32::from(t.hour() as u8) * 3600 + u32::from(t.minute() as u8) * 60 + u32::from(t.second() as u8);

        let today = self.rule_on(date, exceptions);
        if let DayRule::Exception(_) = today {
            // Nothing carries into an exception-governed date.
            return open_if(today.any(|i| same_day_contains(i, second)));
        }
        if today.any(|i| same_day_contains(i, second)) {
            return Openness::Open;
        }
        let carried =
            date.yesterday().is_ok_and(|y| self.rule_on(y, exceptions).any(|i| carry_over_contains(i, second)));
        if carried {
            Openness::Open
        } else if matches!(today, DayRule::Unknown) {
            Openness::Unknown
        } else {
            Openness::Closed
        }
    }

    /// What governs `date` under `exceptions`: those covering it, else the weekly hours.
    fn rule_on<'s>(&'s self, date: Date, exceptions: &'s [ExceptionHour]) -> DayRule<'s> {
        if exceptions.iter().any(|e| e.covers(date)) {
            return DayRule::Exception(ExceptionsOn { exceptions, date });
        }
        match &self.weekly {
            Some(weekly) => DayRule::Regular(weekly, date.weekday()),
            None => DayRule::Unknown,
        }
    }

    /// The intervals the regular weekly schedule opens on `day`, whatever exceptions say of any
    /// date: `Regular` (empty when the day is closed every week), or `Unknown` without a weekly
    /// schedule.
    pub fn regular_hours_on(&self, day: jiff::civil::Weekday) -> DayHours<'_> {
        match &self.weekly {
            Some(weekly) => DayHours::Regular(DayRule::Regular(weekly, day).intervals().collect()),
            None => DayHours::Unknown,
        }
    }

    /// The exception governing `date`, if any (the first by array order; valid schedules have at
    /// most one bound pair per date).
    pub fn exception_on(&self, date: Date) -> Option<&ExceptionHour> {
        self.exceptions.iter().find(|e| e.covers(date))
    }

    /// The local civil date of an instant in this location's zone.
    pub fn local_date(&self, instant: Timestamp) -> Date {
        self.timezone.to_datetime(instant).date()
    }

    /// The intervals that begin on `date` (local), and whether an exception governs it.
    pub fn hours_on(&self, date: Date) -> DayHours<'_> {
        match self.rule_on(date, &self.exceptions) {
            DayRule::Exception(on) => {
                let title = on.iter().next().and_then(|e| e.title.as_deref());
                DayHours::Exception { intervals: on.iter().filter_map(|e| e.interval).collect(), title }
            }
            rule @ DayRule::Regular(..) => DayHours::Regular(rule.intervals().collect()),
            DayRule::Unknown => DayHours::Unknown,
        }
    }
}

/// What governs one local date, borrowed from the schedule: [`DayHours`] without the copies.
#[derive(Clone, Copy)]
enum DayRule<'s> {
    Exception(ExceptionsOn<'s>),
    Regular(&'s [DailyHour], jiff::civil::Weekday),
    Unknown,
}

/// The exceptions covering a date.
#[derive(Clone, Copy)]
struct ExceptionsOn<'s> {
    exceptions: &'s [ExceptionHour],
    date: Date,
}

impl<'s> ExceptionsOn<'s> {
    fn iter(self) -> impl Iterator<Item = &'s ExceptionHour> {
        self.exceptions.iter().filter(move |e| e.covers(self.date))
    }
}

impl<'s> DayRule<'s> {
    /// The intervals beginning on the date, in data order.
    fn intervals(self) -> impl Iterator<Item = Interval> + 's {
        let (exceptions, regular) = match self {
            DayRule::Exception(on) => (Some(on.iter().filter_map(|e| e.interval)), None),
            DayRule::Regular(weekly, weekday) => {
                (None, Some(weekly.iter().filter(move |d| d.day == weekday).map(|d| d.interval)))
            }
            DayRule::Unknown => (None, None),
        };
        exceptions.into_iter().flatten().chain(regular.into_iter().flatten())
    }

    /// Whether any interval beginning on the date satisfies `f`.
    fn any(self, f: impl FnMut(Interval) -> bool) -> bool {
        self.intervals().any(f)
    }
}

fn open_if(open: bool) -> Openness {
    if open { Openness::Open } else { Openness::Closed }
}

/// The part of an interval on the date it begins.
fn same_day_contains(i: Interval, second: u32) -> bool {
    let opens = u32::from(i.opens.minutes()) * 60;
    let closes =
        if i.is_whole_day() || i.crosses_midnight() { DAY_SECONDS } else { u32::from(i.closes.minutes()) * 60 };
    opens <= second && second < closes
}

/// The part of an interval carried into the next date.
fn carry_over_contains(i: Interval, second: u32) -> bool {
    i.crosses_midnight() && !i.is_whole_day() && second < u32::from(i.closes.minutes()) * 60
}

/// A schedule rule a location breaks, with the member it concerns (`hours[2]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScheduleIssue {
    /// The member, relative to the location (`hours[2]`, `exception_hours[0]`).
    pub field: String,
    /// What is wrong.
    pub message: String,
}

/// Checks the rules UCP places on schedules (LOC-008, LOC-012).
pub fn validate_schedule(weekly: &[DailyHour], exceptions: &[ExceptionHour]) -> Vec<ScheduleIssue> {
    let mut issues = Vec::new();
    let degenerate = |i: Interval| {
        format!(
            "opens and closes are both {}; an interval needs two different times (00:00 to 23:59 means the whole day)",
            i.opens
        )
    };
    for (n, d) in weekly.iter().enumerate() {
        if d.interval.opens == d.interval.closes {
            issues.push(ScheduleIssue { field: format!("hours[{n}]"), message: degenerate(d.interval) });
        }
    }
    for (n, e) in exceptions.iter().enumerate() {
        if e.valid_from > e.valid_through {
            issues.push(ScheduleIssue {
                field: format!("exception_hours[{n}]"),
                message: format!("valid_from {} is after valid_through {}", e.valid_from, e.valid_through),
            });
        }
        if let Some(i) = e.interval
            && i.opens == i.closes
        {
            issues.push(ScheduleIssue { field: format!("exception_hours[{n}]"), message: degenerate(i) });
        }
    }
    for (a, ea) in exceptions.iter().enumerate() {
        for (b, eb) in exceptions.iter().enumerate().skip(a + 1) {
            let same_bounds = ea.valid_from == eb.valid_from && ea.valid_through == eb.valid_through;
            let intersect = ea.valid_from <= eb.valid_through && eb.valid_from <= ea.valid_through;
            if intersect && !same_bounds {
                issues.push(ScheduleIssue {
                    field: format!("exception_hours[{b}]"),
                    message: format!(
                        "its dates {}..{} overlap exception_hours[{a}] ({}..{}) without matching it exactly",
                        eb.valid_from, eb.valid_through, ea.valid_from, ea.valid_through
                    ),
                });
            } else if same_bounds && (ea.interval.is_none() || eb.interval.is_none()) {
                issues.push(ScheduleIssue {
                    field: format!("exception_hours[{b}]"),
                    message: format!(
                        "a full closure must stand alone for its dates, but exception_hours[{a}] has the same dates {}..{}",
                        ea.valid_from, ea.valid_through
                    ),
                });
            }
        }
    }
    issues
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::location::model::ClockTime;
    use jiff::civil::Weekday::{self, *};
    use jiff::tz::TimeZone;

    fn t(s: &str) -> ClockTime {
        s.parse().unwrap()
    }

    fn iv(opens: &str, closes: &str) -> Interval {
        Interval { opens: t(opens), closes: t(closes) }
    }

    fn day(day: Weekday, opens: &str, closes: &str) -> DailyHour {
        DailyHour { day, interval: iv(opens, closes) }
    }

    fn date(s: &str) -> Date {
        s.parse().unwrap()
    }

    fn closure(from: &str, through: &str) -> ExceptionHour {
        ExceptionHour { valid_from: date(from), valid_through: date(through), title: None, interval: None }
    }

    fn special(from: &str, through: &str, opens: &str, closes: &str) -> ExceptionHour {
        ExceptionHour {
            valid_from: date(from),
            valid_through: date(through),
            title: None,
            interval: Some(iv(opens, closes)),
        }
    }

    fn schedule(zone: &str, weekly: Option<Vec<DailyHour>>, exceptions: Vec<ExceptionHour>) -> Schedule {
        Schedule {
            timezone_name: zone.into(),
            timezone: TimeZone::get(zone).unwrap(),
            weekly,
            exceptions: exceptions.into(),
        }
    }

    fn at(s: &Schedule, instant: &str) -> Openness {
        s.openness_at(instant.parse().unwrap())
    }

    #[test]
    fn a_weekdays_regular_hours_ignore_the_exceptions() {
        // 2026-03-12 is a Thursday, closed by an exception; Thursdays are still 10:00–14:00.
        let weekly =
            vec![day(Thursday, "10:00", "12:00"), day(Thursday, "13:00", "14:00"), day(Friday, "09:00", "17:00")];
        let s = schedule("America/New_York", Some(weekly), vec![closure("2026-03-12", "2026-03-12")]);
        assert_eq!(s.regular_hours_on(Thursday), DayHours::Regular(vec![iv("10:00", "12:00"), iv("13:00", "14:00")]));
        assert_eq!(s.regular_hours_on(Sunday), DayHours::Regular(vec![]));
        assert_eq!(s.hours_on(date("2026-03-12")), DayHours::Exception { intervals: vec![], title: None });
        assert_eq!(schedule("UTC", None, vec![]).regular_hours_on(Thursday), DayHours::Unknown);
    }

    #[test]
    fn half_open_intervals() {
        // 2026-03-11 is a Wednesday; New York is UTC-4 then.
        let s = schedule("America/New_York", Some(vec![day(Wednesday, "09:00", "17:00")]), vec![]);
        assert_eq!(at(&s, "2026-03-11T12:59:59Z"), Openness::Closed);
        assert_eq!(at(&s, "2026-03-11T13:00:00Z"), Openness::Open, "opens is inclusive");
        assert_eq!(at(&s, "2026-03-11T20:59:59Z"), Openness::Open);
        assert_eq!(at(&s, "2026-03-11T21:00:00Z"), Openness::Closed, "closes is exclusive");
        assert_eq!(at(&s, "2026-03-11T09:00:00-04:00"), Openness::Open, "offset is honoured");
        assert_eq!(at(&s, "2026-03-11T09:00:00+09:00"), Openness::Closed, "same label, other instant");
    }

    #[test]
    fn split_shifts() {
        let s = schedule(
            "America/Los_Angeles",
            Some(vec![day(Monday, "09:00", "12:00"), day(Monday, "13:00", "18:00")]),
            vec![],
        );
        assert_eq!(at(&s, "2026-06-01T11:59:00-07:00"), Openness::Open);
        assert_eq!(at(&s, "2026-06-01T12:30:00-07:00"), Openness::Closed);
        assert_eq!(at(&s, "2026-06-01T13:00:00-07:00"), Openness::Open);
        assert_eq!(at(&s, "2026-06-01T18:00:00-07:00"), Openness::Closed);
    }

    #[test]
    fn overnight_carry_over_and_omitted_day() {
        // Friday 20:00 to 02:00; Saturday omitted.
        let s = schedule("Europe/London", Some(vec![day(Friday, "20:00", "02:00")]), vec![]);
        assert_eq!(at(&s, "2026-07-03T23:00:00+01:00"), Openness::Open, "Friday night");
        assert_eq!(at(&s, "2026-07-04T01:59:00+01:00"), Openness::Open, "carried into Saturday");
        assert_eq!(at(&s, "2026-07-04T02:00:00+01:00"), Openness::Closed);
        assert_eq!(at(&s, "2026-07-04T21:00:00+01:00"), Openness::Closed, "no Saturday interval");
    }

    #[test]
    fn whole_day_is_whole_even_on_dst_days() {
        let s = schedule(
            "America/Los_Angeles",
            Some(
                [Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday]
                    .map(|d| day(d, "00:00", "23:59"))
                    .to_vec(),
            ),
            vec![],
        );
        // Spring forward on Sunday 2026-03-08; fall back on Sunday 2026-11-01.
        for instant in [
            "2026-03-08T00:00:00-08:00",
            "2026-03-08T01:59:59-08:00",
            "2026-03-08T03:00:00-07:00",
            "2026-03-08T23:59:30-07:00",
            "2026-11-01T01:30:00-07:00",
            "2026-11-01T01:30:00-08:00",
            "2026-11-01T23:59:59-08:00",
        ] {
            assert_eq!(at(&s, instant), Openness::Open, "{instant}");
        }
    }

    #[test]
    fn spring_forward_gap_labels_map_to_no_instant() {
        // Open only 02:00-02:30 on Sundays: on 2026-03-08 those labels do not exist in Los Angeles.
        let s = schedule("America/Los_Angeles", Some(vec![day(Sunday, "02:00", "02:30")]), vec![]);
        assert_eq!(at(&s, "2026-03-08T09:59:59Z"), Openness::Closed, "01:59:59 PST");
        assert_eq!(at(&s, "2026-03-08T10:00:00Z"), Openness::Closed, "03:00:00 PDT");
        assert_eq!(at(&s, "2026-03-08T10:15:00Z"), Openness::Closed);
        // The next Sunday the labels exist again.
        assert_eq!(at(&s, "2026-03-15T02:15:00-07:00"), Openness::Open);
    }

    #[test]
    fn fall_back_fold_gives_both_instants_the_same_answer() {
        let s = schedule("America/Los_Angeles", Some(vec![day(Sunday, "01:00", "01:30")]), vec![]);
        assert_eq!(at(&s, "2026-11-01T08:15:00Z"), Openness::Open, "01:15 PDT");
        assert_eq!(at(&s, "2026-11-01T09:15:00Z"), Openness::Open, "01:15 PST");
        assert_eq!(at(&s, "2026-11-01T09:45:00Z"), Openness::Closed, "01:45 PST");
    }

    #[test]
    fn dst_in_the_southern_hemisphere() {
        // Auckland springs forward on Sunday 2026-09-27 (02:00 -> 03:00) and falls back on
        // Sunday 2026-04-05 (03:00 -> 02:00).
        let s = schedule("Pacific/Auckland", Some(vec![day(Sunday, "09:00", "17:00")]), vec![]);
        assert_eq!(at(&s, "2026-09-26T20:00:00Z"), Openness::Open, "09:00 NZDT");
        assert_eq!(at(&s, "2026-09-26T19:59:59Z"), Openness::Closed, "08:59:59 NZDT");
        assert_eq!(at(&s, "2026-04-04T21:00:00Z"), Openness::Open, "09:00 NZST");
        assert_eq!(at(&s, "2026-04-04T20:59:59Z"), Openness::Closed, "08:59:59 NZST");
    }

    #[test]
    fn exceptions_replace_the_week_and_cut_carry_over() {
        // Wednesday 11:00-02:00 every week. Thanksgiving, Thursday 2026-11-26, closed all day.
        let s = schedule(
            "America/Los_Angeles",
            Some(vec![day(Wednesday, "11:00", "02:00"), day(Thursday, "11:00", "02:00")]),
            vec![closure("2026-11-26", "2026-11-26")],
        );
        assert_eq!(at(&s, "2026-11-25T23:30:00-08:00"), Openness::Open, "the night before");
        assert_eq!(at(&s, "2026-11-26T01:00:00-08:00"), Openness::Closed, "carry-over cut at midnight");
        assert_eq!(at(&s, "2026-11-26T12:00:00-08:00"), Openness::Closed, "holiday");
        assert_eq!(at(&s, "2026-11-27T01:00:00-08:00"), Openness::Closed, "no carry from a closure");
        // A week earlier the carry-over stands.
        assert_eq!(at(&s, "2026-11-19T01:00:00-08:00"), Openness::Open);
    }

    #[test]
    fn special_hours_and_their_own_carry_over() {
        let s = schedule(
            "America/New_York",
            Some(vec![day(Thursday, "09:00", "17:00"), day(Friday, "09:00", "17:00")]),
            vec![special("2026-12-31", "2026-12-31", "18:00", "01:00")],
        );
        assert_eq!(at(&s, "2026-12-31T10:00:00-05:00"), Openness::Closed, "special hours replace the day");
        assert_eq!(at(&s, "2026-12-31T23:00:00-05:00"), Openness::Open);
        assert_eq!(at(&s, "2027-01-01T00:30:00-05:00"), Openness::Open, "carried into a regular day");
        assert_eq!(at(&s, "2027-01-01T10:00:00-05:00"), Openness::Open, "regular Friday");
    }

    #[test]
    fn split_shift_exceptions_with_identical_bounds() {
        let s = schedule(
            "America/Chicago",
            Some(vec![]),
            vec![
                special("2026-12-24", "2026-12-24", "08:00", "11:00"),
                special("2026-12-24", "2026-12-24", "12:00", "15:00"),
            ],
        );
        assert_eq!(at(&s, "2026-12-24T10:00:00-06:00"), Openness::Open);
        assert_eq!(at(&s, "2026-12-24T11:30:00-06:00"), Openness::Closed);
        assert_eq!(at(&s, "2026-12-24T12:30:00-06:00"), Openness::Open);
        assert!(validate_schedule(&[], &s.exceptions).is_empty());
    }

    #[test]
    fn unknown_schedule_proves_nothing_except_on_exception_dates() {
        let s = schedule("Europe/London", None, vec![special("2026-12-24", "2026-12-24", "10:00", "16:00")]);
        assert_eq!(at(&s, "2026-12-23T12:00:00Z"), Openness::Unknown);
        assert_eq!(at(&s, "2026-12-24T12:00:00Z"), Openness::Open);
        assert_eq!(at(&s, "2026-12-24T17:00:00Z"), Openness::Closed);
        let empty_week = schedule("Europe/London", Some(vec![]), vec![]);
        assert_eq!(at(&empty_week, "2026-12-23T12:00:00Z"), Openness::Closed, "known, and never open");
    }

    #[test]
    fn validation_rules() {
        assert_eq!(validate_schedule(&[day(Monday, "00:00", "00:00")], &[]).len(), 1);
        assert_eq!(validate_schedule(&[day(Monday, "09:00", "09:00")], &[]).len(), 1);
        assert!(validate_schedule(&[day(Monday, "00:00", "23:59")], &[]).is_empty());
        let backwards = ExceptionHour { valid_from: date("2026-12-26"), ..closure("2026-12-25", "2026-12-25") };
        assert_eq!(validate_schedule(&[], &[backwards])[0].field, "exception_hours[0]");
        let overlapping =
            validate_schedule(&[], &[closure("2026-12-24", "2026-12-26"), closure("2026-12-26", "2026-12-27")]);
        assert_eq!(overlapping.len(), 1);
        assert!(overlapping[0].message.contains("overlap"), "{overlapping:?}");
        let closure_and_hours = validate_schedule(
            &[],
            &[closure("2026-12-25", "2026-12-25"), special("2026-12-25", "2026-12-25", "10:00", "12:00")],
        );
        assert_eq!(closure_and_hours.len(), 1);
        assert!(closure_and_hours[0].message.contains("stand alone"));
    }
}
