//! Opening hours as timelines: which locations of a time zone are open at a local minute, read
//! off a few set operations whatever the number of distinct schedules (every store of a chain
//! may keep its own hours).
//!
//! Per zone, the weekly hours are two timelines of the week's minutes: the parts of intervals on
//! the day they begin, and the parts carried past midnight into the next day (kept apart because
//! an exception on a date cuts what the regular hours carry out of it). Each date an exception
//! covers has an override: the locations it governs, their exception hours that day, and what
//! those carry past midnight. Open at a local date and minute is then
//!
//! ```text
//! same_day(week minute) ∪ carried(week minute)     the weekly hours
//!   − carried ∩ after + exception_carry(yesterday) ∩ after     after = governed yesterday, not today
//!   − governed(today) + exception_hours(today)
//! ```
//!
//! which is [`super::hours`]'s rule: an exception replaces the regular hours on every date it
//! covers, and nothing carries into a date an exception governs. Groups whose exceptions span
//! more than [`MAX_OVERRIDE_DAYS`] days are left to be judged one by one.

use std::collections::BTreeMap;

use jiff::civil::{Date, DateTime};
use roaring::RoaringBitmap;

use super::index::sorted_bitmap;
use super::model::{DailyHour, ExceptionHour, Interval};

/// A [`Timeline`] keeps the whole open set at every this-many-th step.
const CHECKPOINT: usize = 16;

/// Minutes in a day.
const DAY: u16 = 24 * 60;

/// Minutes in a week; minute 0 is Monday 00:00, local.
const WEEK_MINUTES: u16 = 7 * DAY;

/// An exception spanning more days than this is not spread over per-date overrides: its group
/// is judged one by one on the dates it touches.
pub(super) const MAX_OVERRIDE_DAYS: i32 = 62;

/// How many set operations reading a zone's hours costs, at most: for deciding between it and
/// judging locations one by one.
pub(super) const READ_COST: usize = 4 * CHECKPOINT;

/// Which locations are open over a span of minutes: at each minute where some location opens
/// or closes, which do; at every [`CHECKPOINT`]-th such minute, the whole set open from then.
/// Who is open at a minute is a checkpoint and at most [`CHECKPOINT`] − 1 steps.
#[derive(Debug, Default)]
pub(super) struct Timeline {
    /// Minutes at which some location opens or closes, ascending.
    minutes: Vec<u16>,
    /// At each of `minutes`: the locations whose hours begin there, and those whose end there.
    opening: Vec<RoaringBitmap>,
    closing: Vec<RoaringBitmap>,
    /// The locations open from `minutes[k * CHECKPOINT]` on.
    checkpoints: Vec<RoaringBitmap>,
}

impl Timeline {
    /// The locations open at `minute`.
    pub(super) fn open_at(&self, minute: u16) -> RoaringBitmap {
        let steps = self.minutes.partition_point(|&m| m <= minute);
        let Some(last) = steps.checked_sub(1) else { return RoaringBitmap::new() };
        let mut open = self.checkpoints[last / CHECKPOINT].clone();
        for k in (last / CHECKPOINT) * CHECKPOINT + 1..=last {
            open -= &self.closing[k];
            open |= &self.opening[k];
        }
        open
    }

    /// From its steps: the minutes, and at each the locations opening and closing there (each
    /// list sorted).
    fn from_steps(minutes: Vec<u16>, opening: Vec<Vec<u32>>, closing: Vec<Vec<u32>>) -> Timeline {
        let opening: Vec<RoaringBitmap> = opening.into_iter().map(sorted_bitmap).collect();
        let closing: Vec<RoaringBitmap> = closing.into_iter().map(sorted_bitmap).collect();
        let mut open = RoaringBitmap::new();
        let mut checkpoints = Vec::with_capacity(minutes.len() / CHECKPOINT + 1);
        for k in 0..minutes.len() {
            open -= &closing[k];
            open |= &opening[k];
            if k % CHECKPOINT == 0 {
                checkpoints.push(open.clone());
            }
        }
        Timeline { minutes, opening, closing, checkpoints }
    }

    /// From `(location, start, end)` ranges of minutes, in any order; `end` at `limit` closes
    /// nothing. A location's ranges are merged first, so that one closing never hides another
    /// still open.
    fn from_ranges(mut ranges: Vec<LocatedRange>, limit: u16) -> Timeline {
        ranges.sort_unstable();
        let mut events: Vec<(u16, bool, u32)> = Vec::with_capacity(ranges.len() * 2);
        let mut k = 0;
        while k < ranges.len() {
            let (location, start, mut end) = ranges[k];
            k += 1;
            loop {
                match ranges.get(k) {
                    Some(&(l, s, e)) if l == location && s <= end => {
                        end = end.max(e);
                        k += 1;
                    }
                    _ => break,
                }
            }
            if start < end {
                events.push((start, true, location));
                if end < limit {
                    events.push((end, false, location));
                }
            }
        }
        events.sort_unstable();
        let (mut minutes, mut opening, mut closing) = (Vec::new(), Vec::new(), Vec::new());
        for (minute, opens, location) in events {
            if minutes.last() != Some(&minute) {
                minutes.push(minute);
                opening.push(Vec::new());
                closing.push(Vec::new());
            }
            let step = minutes.len() - 1;
            if opens { opening[step].push(location) } else { closing[step].push(location) }
        }
        Timeline::from_steps(minutes, opening, closing)
    }
}

/// Minutes `[start, end)` of a day or a week.
type Range = (u16, u16);

/// A location's minutes `[start, end)`.
type LocatedRange = (u32, u16, u16);

/// One date's exceptions in a zone, while they are gathered: the locations governed, their
/// exception hours, and what those carry into the next day.
#[derive(Debug, Default)]
struct DayGathered {
    governed: Vec<u32>,
    hours: Vec<LocatedRange>,
    carry: Vec<LocatedRange>,
}

/// One date's exceptions in a zone.
#[derive(Debug, Default)]
struct DayOverride {
    /// The locations an exception covers on the date: their weekly hours do not apply.
    governed: RoaringBitmap,
    /// Their exception hours on the date (minutes of the day).
    hours: Timeline,
    /// What those hours carry past midnight, in minutes of the next day.
    carry: Timeline,
}

/// The opening hours of one zone's locations, as timelines ([module docs](self)).
#[derive(Debug, Default)]
pub(super) struct ZoneHours {
    same_day: Timeline,
    carried: Timeline,
    days: BTreeMap<Date, DayOverride>,
}

impl ZoneHours {
    /// The locations open at `local` (a civil date and time in the zone), but for those of
    /// groups left to be judged one by one on the dates their exceptions touch.
    pub(super) fn open_at(&self, local: DateTime) -> RoaringBitmap {
        let week_minute = minute_of_week(local);
        let day_minute = week_minute % DAY;
        let date = local.date();
        let mut open = self.same_day.open_at(week_minute);
        let mut carried = self.carried.open_at(week_minute);
        let today = self.days.get(&date);
        if let Some(yesterday) = date.yesterday().ok().and_then(|d| self.days.get(&d)) {
            // Governed yesterday and not today: their exception's hours carry in, not their
            // weekly ones.
            let mut after = yesterday.governed.clone();
            if let Some(today) = today {
                after -= &today.governed;
            }
            carried -= &after;
            open |= yesterday.carry.open_at(day_minute) & &after;
        }
        open |= carried;
        if let Some(today) = today {
            open -= &today.governed;
            open |= today.hours.open_at(day_minute);
        }
        open
    }
}

/// Builds each zone's [`ZoneHours`].
#[derive(Default)]
pub(super) struct ZoneHoursBuilder {
    /// Per zone, per date: the exceptions gathered so far.
    hours: Vec<BTreeMap<Date, DayGathered>>,
}

impl ZoneHoursBuilder {
    /// Adds the exceptions of `members`, a group in `zone`. Returns `false`, adding nothing,
    /// when one spans more than [`MAX_OVERRIDE_DAYS`] days: the group is then judged one by one.
    pub(super) fn add_exceptions(&mut self, zone: usize, exceptions: &[ExceptionHour], members: &[u32]) -> bool {
        let long = |e: &ExceptionHour| {
            e.valid_from.until(e.valid_through).map_or(true, |span| span.get_days() > MAX_OVERRIDE_DAYS)
        };
        if exceptions.iter().any(long) {
            return false;
        }
        if self.hours.len() <= zone {
            self.hours.resize_with(zone + 1, BTreeMap::new);
        }
        for e in exceptions.iter().filter(|e| e.valid_from <= e.valid_through) {
            for date in e.valid_from.series(jiff::Span::new().days(1)).take_while(|d| *d <= e.valid_through) {
                let day = self.hours[zone].entry(date).or_default();
                day.governed.extend(members);
                if let Some(interval) = e.interval {
                    let (same_day, carried) = parts(interval);
                    for &m in members {
                        if let Some((start, end)) = same_day {
                            day.hours.push((m, start, end));
                        }
                        if let Some((start, end)) = carried {
                            day.carry.push((m, start, end));
                        }
                    }
                }
            }
        }
        true
    }

    /// Each zone's hours, with `weekly[zone]` its weekly timelines (same day, carried).
    pub(super) fn finish(mut self, weekly: Vec<(Timeline, Timeline)>) -> Vec<ZoneHours> {
        debug_assert!(weekly.len() >= self.hours.len());
        self.hours.resize_with(weekly.len(), BTreeMap::new);
        weekly
            .into_iter()
            .zip(self.hours)
            .map(|((same_day, carried), dates)| ZoneHours {
                same_day,
                carried,
                days: dates
                    .into_iter()
                    .map(|(date, day)| {
                        let day = DayOverride {
                            governed: sorted_bitmap(day.governed),
                            hours: Timeline::from_ranges(day.hours, DAY),
                            carry: Timeline::from_ranges(day.carry, DAY),
                        };
                        (date, day)
                    })
                    .collect(),
            })
            .collect()
    }
}

/// The part of an interval on the day it begins, and the part carried into the next, as
/// minutes of the day (`[start, end)`), as [`super::hours`] reads them.
fn parts(i: Interval) -> (Option<Range>, Option<Range>) {
    let end = if i.is_whole_day() || i.crosses_midnight() { DAY } else { i.closes.minutes() };
    let same_day = (i.opens.minutes() < end).then_some((i.opens.minutes(), end));
    let carried =
        (i.crosses_midnight() && !i.is_whole_day() && i.closes.minutes() > 0).then_some((0, i.closes.minutes()));
    (same_day, carried)
}

/// Weekly hours as the minutes of the week they cover, into `ranges` (cleared first): the parts
/// on the days the intervals begin, and the parts carried into the next days, each merged and
/// ascending. Unknown hours cover nothing (they prove nothing open).
fn week_ranges(weekly: Option<&[DailyHour]>, ranges: &mut [Vec<Range>; 2]) {
    let [same_day, carried] = ranges;
    same_day.clear();
    carried.clear();
    for h in weekly.unwrap_or_default() {
        let day = u16::from(h.day.to_monday_zero_offset() as u8);
        let (today, tomorrow) = parts(h.interval);
        if let Some((start, end)) = today {
            same_day.push((day * DAY + start, day * DAY + end));
        }
        if let Some((start, end)) = tomorrow {
            let next = (day + 1) % 7;
            carried.push((next * DAY + start, next * DAY + end));
        }
    }
    merge(same_day);
    merge(carried);
}

/// Sorts `ranges` and joins those that overlap or touch.
fn merge(ranges: &mut Vec<Range>) {
    ranges.sort_unstable();
    let mut kept = 0;
    for k in 0..ranges.len() {
        let (start, end) = ranges[k];
        if kept > 0 && start <= ranges[kept - 1].1 {
            ranges[kept - 1].1 = ranges[kept - 1].1.max(end);
        } else {
            ranges[kept] = (start, end);
            kept += 1;
        }
    }
    ranges.truncate(kept);
}

/// Per zone, the weekly timelines (same day, carried) of the locations' hours: `zone_of[i]` is
/// location `i`'s zone (`u16::MAX` for none), `weekly(i)` its weekly hours.
///
/// Built in two passes over the locations, holding nothing per location between them: the
/// first counts the locations opening and closing at each minute of each zone's week, the
/// second lists them, in position order, so each step's list becomes a bitmap without a sort.
/// What [`weekly_timelines`] does with each location's ranges: part (same day, carried), zone,
/// position, ranges.
type Visit<'v> = dyn FnMut(usize, usize, u32, &[Range]) + 'v;

pub(super) fn weekly_timelines<'a>(
    zones: usize,
    zone_of: &[u16],
    weekly: impl Fn(usize) -> Option<&'a [DailyHour]>,
) -> Vec<(Timeline, Timeline)> {
    const PARTS: usize = 2;
    let minutes = usize::from(WEEK_MINUTES);
    // Per part and zone, per minute of the week: how many open there, how many close.
    let mut opens = vec![vec![0u32; minutes * zones]; PARTS];
    let mut closes = opens.clone();
    let each = |visit: &mut Visit<'_>| {
        let mut ranges = [Vec::new(), Vec::new()];
        for (position, &zone) in zone_of.iter().enumerate() {
            if zone == u16::MAX {
                continue;
            }
            week_ranges(weekly(position), &mut ranges);
            for (part, list) in ranges.iter().enumerate() {
                visit(part, usize::from(zone), position as u32, list);
            }
        }
    };
    each(&mut |part, zone, _, list| {
        for &(start, end) in list {
            opens[part][zone * minutes + usize::from(start)] += 1;
            if end < WEEK_MINUTES {
                closes[part][zone * minutes + usize::from(end)] += 1;
            }
        }
    });
    // The steps: the minutes at which someone opens or closes, and where each minute's step is.
    let mut step_minutes: Vec<Vec<Vec<u16>>> = vec![vec![Vec::new(); zones]; PARTS];
    let mut opening: Vec<Vec<Vec<Vec<u32>>>> = vec![vec![Vec::new(); zones]; PARTS];
    let mut closing = opening.clone();
    for part in 0..PARTS {
        for zone in 0..zones {
            for minute in 0..minutes {
                let (o, c) = (opens[part][zone * minutes + minute], closes[part][zone * minutes + minute]);
                if o + c > 0 {
                    // Numbered from here on by its step.
                    opens[part][zone * minutes + minute] = step_minutes[part][zone].len() as u32;
                    step_minutes[part][zone].push(minute as u16);
                    opening[part][zone].push(Vec::with_capacity(o as usize));
                    closing[part][zone].push(Vec::with_capacity(c as usize));
                }
            }
        }
    }
    each(&mut |part, zone, position, list| {
        for &(start, end) in list {
            let step = opens[part][zone * minutes + usize::from(start)] as usize;
            opening[part][zone][step].push(position);
            if end < WEEK_MINUTES {
                let step = opens[part][zone * minutes + usize::from(end)] as usize;
                closing[part][zone][step].push(position);
            }
        }
    });
    let mut timelines =
        step_minutes.into_iter().zip(opening.into_iter().zip(closing)).map(|(minutes, (opening, closing))| {
            minutes
                .into_iter()
                .zip(opening.into_iter().zip(closing))
                .map(|(minutes, (opening, closing))| Timeline::from_steps(minutes, opening, closing))
                .collect::<Vec<_>>()
        });
    let (same_day, carried) = (timelines.next().unwrap_or_default(), timelines.next().unwrap_or_default());
    same_day.into_iter().zip(carried).collect()
}

/// The minute of the week of a local time.
pub(super) fn minute_of_week(local: DateTime) -> u16 {
    u16::from(local.date().weekday().to_monday_zero_offset() as u8) * DAY
        + u16::from(local.time().hour() as u8) * 60
        + u16::from(local.time().minute() as u8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::location::model::ClockTime;
    use jiff::civil::Weekday;

    #[test]
    fn weekly_hours_become_minutes_of_the_week_on_their_day_and_the_next() {
        let at = |h, m| ClockTime::new(h, m).unwrap();
        let hour = |day, opens, closes| DailyHour { day, interval: Interval { opens, closes } };
        let weekly = [
            // Sunday night into Monday morning: the carried part is Monday's.
            hour(Weekday::Sunday, at(22, 0), at(2, 30)),
            // Split shifts that touch become one range.
            hour(Weekday::Monday, at(9, 0), at(12, 0)),
            hour(Weekday::Monday, at(12, 0), at(17, 0)),
            // The whole day, and closing at midnight (nothing carried).
            hour(Weekday::Tuesday, at(0, 0), ClockTime::LAST_MINUTE),
            hour(Weekday::Wednesday, at(18, 0), at(0, 0)),
        ];
        let mut ranges = [vec![(1, 2)], vec![(3, 4)]];
        week_ranges(Some(&weekly), &mut ranges);
        let [same_day, carried] = ranges;
        assert_eq!(same_day, [(540, 1020), (DAY, 2 * DAY), (2 * DAY + 1080, 3 * DAY), (6 * DAY + 1320, 7 * DAY)]);
        assert_eq!(carried, [(0, 150)]);
        let mut ranges = [vec![(1, 2)], vec![(3, 4)]];
        week_ranges(None, &mut ranges);
        assert_eq!(ranges, [vec![], vec![]], "cleared, and nothing added");
    }

    #[test]
    fn a_timeline_answers_at_every_minute_as_its_ranges_say() {
        // Location 7 twice, overlapping; location 3 until the end of the span.
        let ranges = vec![(7, 10, 20), (3, 15, 40), (7, 18, 25), (9, 0, 5), (9, 5, 6)];
        let timeline = Timeline::from_ranges(ranges.clone(), 40);
        for minute in 0..40 {
            let expected: RoaringBitmap =
                ranges.iter().filter(|(_, s, e)| *s <= minute && minute < *e).map(|(l, _, _)| *l).collect();
            assert_eq!(timeline.open_at(minute), expected, "{minute}");
        }
    }
}
