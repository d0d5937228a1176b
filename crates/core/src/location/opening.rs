//! Which locations are open at an instant, answered for many locations at once (`filters.hours`).
//!
//! Locations keeping the same schedule (zone, weekly hours and exceptions) form a *group*, judged
//! once per search. Groups sharing a zone and weekly hours form a *weekly class*: on a local date
//! that none of a group's exceptions touches (neither the date itself nor the day before, whose
//! hours may run past midnight), the group is open exactly when its weekly hours alone say so.
//! So a whole chain is judged by evaluating each weekly class once and then only the groups that
//! an exception touches on the instant's local date, which a calendar of exception dates finds
//! without visiting the other groups. A chain with a few hour patterns and thousands of distinct
//! holiday and closure lists costs a few dozen evaluations on most days, not thousands.
//!
//! A chain whose stores each keep their own hours has as many classes as stores. From
//! [`TIMELINES_FROM`] classes on, the index keeps each zone's hours as timelines instead
//! ([`super::timeline`]): who opens and closes at each minute of the week, with each date an
//! exception covers as an override, so that "open at t" is a few set operations per zone. Such
//! an index keeps no class and no group per schedule (at a million stores those were a few
//! hundred megabytes while it was built): only groups of the locations whose exceptions are too
//! long to spread over dates, which are judged one by one.

use jiff::Timestamp;
use jiff::civil::{Date, DateTime};
use jiff::tz::TimeZone;
use roaring::{MultiOps, RoaringBitmap};

use super::hours::Openness;
use super::index::sorted_bitmap;
use super::model::{DailyHour, ExceptionHour, Location, Schedule};
use super::timeline::{READ_COST, ZoneHours, ZoneHoursBuilder, weekly_timelines};
use crate::fast_hash::FastMap;

/// The schedules of an index's locations, grouped so that openness is judged per group and per
/// weekly class rather than per location.
#[derive(Debug)]
pub(crate) struct OpeningIndex {
    /// The distinct time zones, which groups and classes number: an instant is converted once
    /// per zone, not once per schedule.
    zones: Vec<TimeZone>,
    /// Each distinct schedule once; with timelines, only the schedules judged one by one (an
    /// exception too long to spread over dates, [`super::timeline::MAX_OVERRIDE_DAYS`]).
    groups: Vec<ScheduleGroup>,
    /// Position → its group in `groups` ([`NO_SCHEDULE`] for a location without hours,
    /// [`ON_TIMELINES`] for one the timelines answer for).
    group_of: Vec<u32>,
    /// Each distinct (zone, weekly hours) once; none with timelines.
    classes: Vec<WeeklyClass>,
    /// Per zone, the dates on which exceptions touch groups in that zone.
    calendars: Vec<ExceptionCalendar>,
    /// Per zone, its locations' hours as timelines, when the chain has at least
    /// [`TIMELINES_FROM`] weekly classes: then only the groups in `groups` are judged on their
    /// own, on the dates their exceptions touch.
    timelines: Option<Vec<ZoneHours>>,
    /// With timelines: each position's zone, in [`Self::zones`] (`u16::MAX` without hours), so
    /// that a search meeting its locations one at a time reads a byte or two per location.
    zone_of: Vec<u16>,
    /// Groups of at most this many locations are corrected by gathering their members
    /// ([`SMALL_GROUP`]; the tests vary it and the next to take every path).
    small_group: u64,
    /// [`PER_LOCATION_RATIO`].
    per_location_ratio: u64,
    /// [`NARROW_LAST_FROM`].
    narrow_last_from: u64,
}

/// Judging a location asked about (one read of its group, one memo lookup) costs about an
/// eighth of judging a weekly class or a touched group (an evaluation and a set operation), as
/// measured on a generated chain of a million stores (`cargo bench -p concierge-bench --bench
/// chain`): fewer locations than this many per class and touched group are judged one by one.
const PER_LOCATION_RATIO: u64 = 8;

/// [`OpeningIndex::open_among`] narrows to the locations asked about last when they are at
/// least this fraction (one in this many) of the chain. On the generated chain of a million
/// stores (`cargo bench -p concierge-bench --bench chain -- --only open_at`), narrowing last
/// was faster with the whole chain asked about (0.65 against 1.1 ms), with an amenity's 39 %
/// (0.60 against 0.71 ms) and with an item's 18 % (0.61 against 0.69 ms).
const NARROW_LAST_FROM: u64 = 8;

/// Groups this small have their members gathered rather than corrected one bitmap at a time.
const SMALL_GROUP: u64 = 64;

/// From how many weekly classes the index keeps its hours as timelines ([`ZoneHours`]): below, judging each class
/// once per search costs less than a timeline's steps (a chain setting hours centrally has a
/// few dozen classes; one whose stores each keep their own hours has as many as stores).
const TIMELINES_FROM: usize = 256;

/// [`OpeningIndex::group_of`] for a location that publishes no schedule.
const NO_SCHEDULE: u32 = u32::MAX;

/// [`OpeningIndex::group_of`], with timelines, for a location they answer for whatever the date.
const ON_TIMELINES: u32 = u32::MAX - 1;

/// Locations keeping the same schedule: any of them stands for all.
#[derive(Debug)]
struct ScheduleGroup {
    /// Its weekly class, in [`OpeningIndex::classes`] (none with timelines).
    class: u32,
    /// Its time zone, in [`OpeningIndex::zones`].
    zone: u32,
    /// Its exceptions, without their titles: the group is judged from its class and these, so
    /// judging the groups an exception touches reads no location (thousands of cache misses).
    exceptions: Box<[ExceptionHour]>,
    members: Members,
}

impl ScheduleGroup {
    /// Whether its exceptions touch `date`: cover it, or the day before (whose carried-over
    /// hours they cut), as [`ExceptionCalendar`] records them.
    fn touched_on(&self, date: Date) -> bool {
        self.exceptions
            .iter()
            .any(|e| e.valid_from <= date && date <= e.valid_through.tomorrow().unwrap_or(e.valid_through))
    }
}

/// A group's locations. Where stores each keep their own hours, nearly every group is one
/// store: held in place, not in a bitmap of its own (about a hundred bytes, a million times).
#[derive(Debug)]
enum Members {
    One(u32),
    Many(RoaringBitmap),
}

impl Members {
    /// The first location (the only one, for a group of one).
    fn first(&self) -> u32 {
        match self {
            Members::One(p) => *p,
            Members::Many(set) => set.min().unwrap_or(u32::MAX),
        }
    }

    fn insert(&mut self, position: u32) {
        match self {
            Members::One(p) if *p == position => {}
            Members::One(p) => *self = Members::Many(RoaringBitmap::from_iter([*p, position])),
            Members::Many(set) => {
                set.insert(position);
            }
        }
    }

    fn len(&self) -> u64 {
        match self {
            Members::One(_) => 1,
            Members::Many(set) => set.len(),
        }
    }

    fn iter(&self) -> Box<dyn Iterator<Item = u32> + '_> {
        match self {
            Members::One(p) => Box::new(std::iter::once(*p)),
            Members::Many(set) => Box::new(set.iter()),
        }
    }

    /// Adds them to `set` (those in `within`, when given).
    fn add_to(&self, set: &mut RoaringBitmap, within: Option<&RoaringBitmap>) {
        match (self, within) {
            (Members::One(p), within) => {
                if within.is_none_or(|w| w.contains(*p)) {
                    set.insert(*p);
                }
            }
            (Members::Many(members), None) => *set |= members,
            (Members::Many(members), Some(within)) => *set |= within & members,
        }
    }

    /// Removes them from `set`.
    fn remove_from(&self, set: &mut RoaringBitmap) {
        match self {
            Members::One(p) => {
                set.remove(*p);
            }
            Members::Many(members) => *set -= members,
        }
    }
}

/// Locations whose schedules share a zone and weekly hours (their exceptions may differ).
#[derive(Debug)]
struct WeeklyClass {
    /// One of them, whose zone and weekly hours stand for all.
    representative: usize,
    /// Its time zone, in [`OpeningIndex::zones`].
    zone: usize,
    members: RoaringBitmap,
}

/// [`OpeningIndex::zones`] as they are met, numbered by name.
#[derive(Default)]
struct ZoneNumbers<'a> {
    numbers: FastMap<&'a str, usize>,
}

impl<'a> ZoneNumbers<'a> {
    /// The number of `schedule`'s zone, added to `zones` the first time it is met.
    fn of(&mut self, schedule: &'a Schedule, zones: &mut Vec<TimeZone>) -> usize {
        *self.numbers.entry(&schedule.timezone_name).or_insert_with(|| {
            zones.push(schedule.timezone.clone());
            zones.len() - 1
        })
    }
}

/// A group's exceptions as the index keeps them: without their titles.
fn untitled(exceptions: &[ExceptionHour]) -> Box<[ExceptionHour]> {
    exceptions
        .iter()
        .map(|e| ExceptionHour {
            valid_from: e.valid_from,
            valid_through: e.valid_through,
            title: None,
            interval: e.interval,
        })
        .collect()
}

/// The date spans on which a zone's exceptions touch its groups: from an exception's first date
/// through the day after its last (the day its carried-over hours are cut at midnight).
#[derive(Debug, Default)]
struct ExceptionCalendar {
    /// Sorted by first date; a group's overlapping spans are merged into one.
    spans: Vec<TouchedSpan>,
    /// `reach[k]` is the latest last date among `spans[..=k]`, so a query stops walking back as
    /// soon as nothing earlier can reach its date.
    reach: Vec<Date>,
}

#[derive(Debug, Clone, Copy)]
struct TouchedSpan {
    first: Date,
    last: Date,
    group: u32,
}

/// What makes two schedules the same: zone name, weekly hours, exceptions.
type ScheduleKey<'a> = (&'a str, &'a Option<Vec<DailyHour>>, &'a [ExceptionHour]);

impl OpeningIndex {
    /// Groups the schedules of `locations` (position `i` is location `i`).
    pub(crate) fn new(locations: &[&Location]) -> Self {
        Self::with_timelines_from(locations, TIMELINES_FROM)
    }

    /// [`Self::new`], keeping timelines from `timelines_from` weekly classes on.
    fn with_timelines_from(locations: &[&Location], timelines_from: usize) -> Self {
        let mut index = OpeningIndex {
            zones: Vec::new(),
            groups: Vec::new(),
            group_of: vec![NO_SCHEDULE; locations.len()],
            classes: Vec::new(),
            calendars: Vec::new(),
            timelines: None,
            zone_of: Vec::new(),
            small_group: SMALL_GROUP,
            per_location_ratio: PER_LOCATION_RATIO,
            narrow_last_from: NARROW_LAST_FROM,
        };
        let mut groups: FastMap<ScheduleKey<'_>, u32> = FastMap::default();
        let mut classes: FastMap<(&str, &Option<Vec<DailyHour>>), u32> = FastMap::default();
        let mut zones = ZoneNumbers::default();
        for (i, l) in locations.iter().enumerate() {
            if index.classes.len() >= timelines_from {
                // As many classes as stores, nearly: neither is kept.
                drop((groups, classes));
                index.on_timelines(locations);
                return index;
            }
            let Some(schedule) = &l.schedule else { continue };
            let position = u32::try_from(i).expect("fewer than 2^32 locations");
            let name = &*schedule.timezone_name;
            let key = (name, &schedule.weekly, &*schedule.exceptions);
            let group = *groups.entry(key).or_insert_with(|| {
                let zone = zones.of(schedule, &mut index.zones);
                let class = *classes.entry((name, &schedule.weekly)).or_insert_with(|| {
                    index.classes.push(WeeklyClass { representative: i, zone, members: RoaringBitmap::new() });
                    (index.classes.len() - 1) as u32
                });
                let group = index.groups.len() as u32;
                index.groups.push(ScheduleGroup {
                    class,
                    zone: zone as u32,
                    exceptions: untitled(&schedule.exceptions),
                    members: Members::One(position),
                });
                group
            });
            if index.groups[group as usize].members.first() != position {
                index.groups[group as usize].members.insert(position);
            }
            index.group_of[i] = group;
        }
        if index.classes.len() >= timelines_from {
            index.on_timelines(locations);
            return index;
        }
        // Judged one by one, the classes need their members and the calendar of the dates
        // exceptions touch.
        for (position, &group) in index.group_of.iter().enumerate() {
            if group != NO_SCHEDULE {
                index.classes[index.groups[group as usize].class as usize].members.insert(position as u32);
            }
        }
        index.calendars = (0..index.zones.len()).map(|_| ExceptionCalendar::default()).collect();
        for (k, group) in index.groups.iter().enumerate() {
            index.calendars[group.zone as usize].add(k as u32, &group.exceptions);
        }
        for calendar in &mut index.calendars {
            calendar.finish();
        }
        index
    }

    /// Replaces whatever was grouped with each zone's hours as timelines, read location by
    /// location: each position's zone, and groups only for the locations judged one by one.
    fn on_timelines(&mut self, locations: &[&Location]) {
        self.zones.clear();
        self.groups.clear();
        self.classes = Vec::new();
        self.group_of.fill(NO_SCHEDULE);
        self.zone_of = vec![u16::MAX; locations.len()];
        let mut zones = ZoneNumbers::default();
        let mut builder = ZoneHoursBuilder::default();
        let mut alone: FastMap<ScheduleKey<'_>, u32> = FastMap::default();
        for (i, l) in locations.iter().enumerate() {
            let Some(schedule) = &l.schedule else { continue };
            let position = i as u32;
            let zone = zones.of(schedule, &mut self.zones);
            self.zone_of[i] =
                u16::try_from(zone).ok().filter(|&z| z != u16::MAX).expect("fewer than 65 535 time zones");
            self.group_of[i] = ON_TIMELINES;
            if schedule.exceptions.is_empty() || builder.add_exceptions(zone, &schedule.exceptions, &[position]) {
                continue;
            }
            let key = (&*schedule.timezone_name, &schedule.weekly, &*schedule.exceptions);
            let group = *alone.entry(key).or_insert_with(|| {
                self.groups.push(ScheduleGroup {
                    class: u32::MAX,
                    zone: zone as u32,
                    exceptions: untitled(&schedule.exceptions),
                    members: Members::One(position),
                });
                (self.groups.len() - 1) as u32
            });
            self.groups[group as usize].members.insert(position);
            self.group_of[i] = group;
        }
        let weekly = weekly_timelines(self.zones.len(), &self.zone_of, |i| {
            locations[i].schedule.as_ref().and_then(|s| s.weekly.as_deref())
        });
        self.timelines = Some(builder.finish(weekly));
    }

    /// The schedule group of the location at `position` (a number no group has, when it
    /// publishes no schedule), for [`OpenGroups::is_open`].
    pub(crate) fn group_of(&self, position: usize) -> u32 {
        self.group_of[position]
    }

    /// The groups open at `instant`, judged as they are asked about. `schedule` gives the
    /// schedule of the location at a position (every position with a group has one).
    pub(crate) fn open_groups<'l, F: Fn(usize) -> &'l Schedule>(
        &self,
        instant: Timestamp,
        schedule: F,
    ) -> OpenGroups<'_, F> {
        OpenGroups {
            index: self,
            local: LocalInstants::new(instant, &self.zones),
            known: Vec::new(),
            zone_open: vec![None; self.zones.len()],
            schedule,
        }
    }

    /// The locations of `within` that are provably open at `instant`. `schedule` gives the
    /// schedule of the location at a position (every position with a group has one).
    pub(crate) fn open_among<'l>(
        &self,
        instant: Timestamp,
        within: &RoaringBitmap,
        schedule: impl Fn(usize) -> &'l Schedule,
    ) -> RoaringBitmap {
        let mut groups = self.open_groups(instant, &schedule);
        if let Some(hours) = &self.timelines {
            let work = (self.zones.len() * READ_COST + self.groups.len()) as u64;
            if within.len() < self.per_location_ratio.saturating_mul(work) {
                // Few locations asked about: judge each.
                return within.iter().filter(|&i| groups.is_open_at(i as usize, self.group_of[i as usize])).collect();
            }
            let mut open = hours.iter().enumerate().map(|(zone, h)| h.open_at(groups.local.local(zone))).union();
            // The groups judged alone, where their exceptions touch the date.
            for (k, g) in self.groups.iter().enumerate() {
                if g.touched_on(groups.local.local(g.zone as usize).date()) {
                    if groups.judge(k as u32) {
                        g.members.add_to(&mut open, None);
                    } else {
                        g.members.remove_from(&mut open);
                    }
                }
            }
            open &= within;
            return open;
        }
        // The groups an exception touches at the instant's local date answer for themselves;
        // every other group answers as its weekly class does.
        let dates: Vec<Date> = (0..self.zones.len()).map(|zone| groups.local.local(zone).date()).collect();
        let touched: Vec<u32> =
            self.calendars.iter().zip(dates).flat_map(|(calendar, date)| calendar.touching(date)).collect();
        let per_class_work = (self.classes.len() + touched.len()) as u64;
        if within.len() < self.per_location_ratio.saturating_mul(per_class_work) {
            // Few locations asked about: judge each, each distinct schedule once.
            return within.iter().filter(|&i| groups.judge(self.group_of[i as usize])).collect();
        }
        let class_open: Vec<bool> = self
            .classes
            .iter()
            .map(|c| schedule(c.representative).regular_openness_at_local(groups.local.local(c.zone)) == Openness::Open)
            .collect();
        // Asked about a good part of the chain, the open sets are built whole and narrowed to
        // `within` once at the end (narrowing commutes with the unions and differences below),
        // which spares one intersection per open class; asked about less, each set is narrowed
        // first ([`NARROW_LAST_FROM`]).
        let narrow_last = within.len().saturating_mul(self.narrow_last_from) >= self.group_of.len() as u64;
        let open_classes =
            self.classes.iter().zip(&class_open).filter(|(_, open)| **open).map(|(class, _)| &class.members);
        let mut open = if narrow_last { open_classes.union() } else { open_classes.map(|m| within & m).union() };
        // Most touched groups are a handful of locations (a closure here, a late opening
        // there): their members are gathered and corrected in one set operation, as one bitmap
        // operation per small group would cost more than the whole search.
        let mut gathered = [Vec::new(), Vec::new()];
        for group in touched {
            let g = &self.groups[group as usize];
            let is_open = groups.judge(group);
            if is_open == class_open[g.class as usize] {
                continue;
            }
            match (is_open, g.members.len() <= self.small_group) {
                (open_now, true) => gathered[usize::from(open_now)].extend(g.members.iter()),
                (true, false) if narrow_last => g.members.add_to(&mut open, None),
                (true, false) => g.members.add_to(&mut open, Some(within)),
                (false, false) => g.members.remove_from(&mut open),
            }
        }
        let [closed, opened] = gathered.map(sorted_bitmap);
        open -= closed;
        if narrow_last {
            open |= opened;
            open &= within;
        } else {
            open |= within & opened;
        }
        open
    }
}

/// Which schedule groups are open at one instant, each judged the first time it is asked
/// about: for a search that meets its locations one at a time.
pub(crate) struct OpenGroups<'a, F> {
    index: &'a OpeningIndex,
    local: LocalInstants<'a>,
    /// Per group: [`UNJUDGED`], [`CLOSED`] or [`OPEN`], allocated at the first question. Read
    /// by index, the memo costs a 50 km search over a million stores 5 % of its profile
    /// (judging included) where a hash map of the groups met cost it 8 %; it is a megabyte
    /// only for a chain of a million distinct schedules.
    known: Vec<u8>,
    /// Per zone, with timelines: the locations open there, read at the first question about a
    /// group of that zone.
    zone_open: Vec<Option<RoaringBitmap>>,
    schedule: F,
}

const UNJUDGED: u8 = 0;
const CLOSED: u8 = 1;
const OPEN: u8 = 2;

impl<'l, F: Fn(usize) -> &'l Schedule> OpenGroups<'_, F> {
    /// Whether the location at `position`, of schedule group `group`
    /// ([`OpeningIndex::group_of`]), is provably open; a location without a schedule never is.
    /// With timelines, its zone's are read (once per zone), but for a group judged alone on a
    /// date its exceptions touch.
    pub(crate) fn is_open_at(&mut self, position: usize, group: u32) -> bool {
        let index = self.index;
        if let Some(hours) = &index.timelines
            && group != NO_SCHEDULE
        {
            let zone = usize::from(index.zone_of[position]);
            let local = self.local.local(zone);
            if group == ON_TIMELINES || !index.groups[group as usize].touched_on(local.date()) {
                return self.zone_open[zone]
                    .get_or_insert_with(|| hours[zone].open_at(local))
                    .contains(position as u32);
            }
        }
        self.judge(group)
    }

    /// Whether the locations of group `group` are provably open, judged from the schedule of
    /// any of them (the first time it is asked about) and the group's exceptions; with
    /// timelines, `group` is one judged alone.
    fn judge(&mut self, group: u32) -> bool {
        if group == NO_SCHEDULE {
            return false;
        }
        if self.known.is_empty() {
            self.known = vec![UNJUDGED; self.index.groups.len()];
        }
        let g = &self.index.groups[group as usize];
        let state = &mut self.known[group as usize];
        if *state == UNJUDGED {
            let open = (self.schedule)(g.members.first() as usize)
                .openness_under(self.local.local(g.zone as usize), &g.exceptions)
                == Openness::Open;
            *state = if open { OPEN } else { CLOSED };
        }
        *state == OPEN
    }
}

impl ExceptionCalendar {
    /// Records the dates `exceptions` touch for `group`.
    fn add(&mut self, group: u32, exceptions: &[ExceptionHour]) {
        let mut spans: Vec<(Date, Date)> = exceptions
            .iter()
            .filter(|e| e.valid_from <= e.valid_through)
            .map(|e| (e.valid_from, e.valid_through.tomorrow().unwrap_or(e.valid_through)))
            .collect();
        spans.sort_unstable();
        let mut merged: Vec<(Date, Date)> = Vec::with_capacity(spans.len());
        for (first, last) in spans {
            match merged.last_mut() {
                Some((_, end)) if first <= end.tomorrow().unwrap_or(*end) => *end = (*end).max(last),
                _ => merged.push((first, last)),
            }
        }
        self.spans.extend(merged.into_iter().map(|(first, last)| TouchedSpan { first, last, group }));
    }

    /// Sorts the spans and computes their reach, once every group is added.
    fn finish(&mut self) {
        self.spans.sort_unstable_by_key(|s| (s.first, s.last, s.group));
        let mut latest = Date::MIN;
        self.reach = self
            .spans
            .iter()
            .map(|s| {
                latest = latest.max(s.last);
                latest
            })
            .collect();
    }

    /// The groups an exception touches on `date`, each once.
    fn touching(&self, date: Date) -> impl Iterator<Item = u32> + '_ {
        let started = self.spans.partition_point(|s| s.first <= date);
        (0..started)
            .rev()
            .take_while(move |&k| self.reach[k] >= date)
            .filter(move |&k| self.spans[k].last >= date)
            .map(|k| self.spans[k].group)
    }
}

/// An instant in local civil time, converted once per time zone: a chain has few zones and
/// many schedules, and the conversion is most of an opening-hours evaluation.
struct LocalInstants<'a> {
    instant: Timestamp,
    /// The index's zones, by number.
    zones: &'a [TimeZone],
    /// The instant in each zone, once converted.
    converted: Vec<Option<DateTime>>,
}

impl<'a> LocalInstants<'a> {
    fn new(instant: Timestamp, zones: &'a [TimeZone]) -> Self {
        LocalInstants { instant, zones, converted: vec![None; zones.len()] }
    }

    /// The instant in zone number `zone`.
    fn local(&mut self, zone: usize) -> DateTime {
        *self.converted[zone].get_or_insert_with(|| self.zones[zone].to_datetime(self.instant))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::location::model::{ClockTime, Interval};
    use jiff::civil::Weekday;
    use proptest::prelude::*;
    use std::sync::Arc;

    const ZONES: [&str; 3] = ["America/New_York", "Pacific/Auckland", "Europe/London"];

    fn interval(o: u8, c: u8) -> Interval {
        Interval { opens: ClockTime::new(o, 0).unwrap(), closes: ClockTime::new(c, 0).unwrap() }
    }

    /// Weekly pattern `k`: unknown, days, overnight, split shifts, round the clock.
    fn weekly(k: u8) -> Option<Vec<DailyHour>> {
        let every = |ivs: &[Interval], days: &[Weekday]| {
            days.iter().flat_map(|&day| ivs.iter().map(move |&interval| DailyHour { day, interval })).collect()
        };
        let week: Vec<Weekday> = Weekday::Monday.cycle_forward().take(7).collect();
        match k {
            0 => None,
            1 => Some(every(&[interval(9, 17)], &week[..5])),
            2 => Some(every(&[interval(20, 3)], &week)),
            3 => Some(every(&[interval(8, 12), interval(13, 18)], &week[..6])),
            _ => Some(every(
                &[Interval { opens: ClockTime::new(0, 0).unwrap(), closes: ClockTime::new(23, 59).unwrap() }],
                &week,
            )),
        }
    }

    /// An exception starting `start` days after 2026-12-20, lasting `days`, closed or with hours.
    fn exception(start: u8, days: u8, hours: Option<(u8, u8)>) -> ExceptionHour {
        let from = Date::new(2026, 12, 20).unwrap().checked_add(jiff::Span::new().days(i64::from(start))).unwrap();
        let through = from.checked_add(jiff::Span::new().days(i64::from(days))).unwrap();
        ExceptionHour {
            valid_from: from,
            valid_through: through,
            title: None,
            interval: hours.map(|(o, c)| interval(o, c)),
        }
    }

    fn location(zone: usize, k: u8, exceptions: Vec<ExceptionHour>) -> Location {
        Location {
            schedule: Some(Arc::new(Schedule {
                timezone_name: ZONES[zone].into(),
                timezone: TimeZone::get(ZONES[zone]).unwrap(),
                weekly: weekly(k),
                exceptions: exceptions.into(),
            })),
            ..Location::bare("")
        }
    }

    /// Weekly hours of one location's own: up to nine intervals on any days, at any minutes
    /// (overnight, touching, overlapping, whole days).
    fn own_hours() -> impl Strategy<Value = Vec<DailyHour>> {
        let week: Vec<Weekday> = Weekday::Monday.cycle_forward().take(7).collect();
        proptest::collection::vec((0usize..7, 0u16..1440, 0u16..1440), 0..9).prop_map(move |v| {
            v.into_iter()
                .map(|(d, o, c)| DailyHour {
                    day: week[d],
                    interval: Interval {
                        opens: ClockTime::new((o / 60) as u8, (o % 60) as u8).unwrap(),
                        closes: ClockTime::new((c / 60) as u8, (c % 60) as u8).unwrap(),
                    },
                })
                .collect()
        })
    }

    fn exceptions() -> impl Strategy<Value = Vec<ExceptionHour>> {
        proptest::collection::vec(
            // Mostly a few days; now and then longer than the timelines spread over dates.
            (
                0u8..8,
                prop_oneof![4 => 0u8..3, 1 => 60u8..70],
                proptest::option::of((0u8..24, 0u8..24).prop_filter("distinct", |(o, c)| o != c)),
            ),
            0..3,
        )
        .prop_map(|v| v.into_iter().map(|(s, d, h)| exception(s, d, h)).collect())
    }

    proptest! {
        /// Whatever the schedules, the instant and the locations asked about (few, taking the
        /// per-location path, or many, taking the per-class path), the answer is exactly the
        /// locations whose own schedule says open.
        #[test]
        fn open_among_is_each_schedules_own_answer(
            specs in proptest::collection::vec((0usize..3, 0u8..6, exceptions(), any::<bool>(), own_hours()), 1..40),
            hours_after in 0i64..(14 * 24),
            minute in 0i64..60,
            with_all in any::<bool>(),
            path in 0usize..3,
            narrow_last in any::<bool>(),
            timelines in any::<bool>(),
        ) {
            let mut locations: Vec<Location> =
                specs.iter().map(|(z, k, e, _, _)| location(*z, *k, e.clone())).collect();
            // Pattern 5: hours of the location's own, drawn day by day.
            for (l, (_, k, _, _, own)) in locations.iter_mut().zip(&specs) {
                if *k == 5 {
                    let schedule = l.schedule.as_mut().unwrap();
                    Arc::make_mut(schedule).weekly = Some(own.clone());
                }
            }
            // Some locations publish no hours at all.
            for (l, (_, k, _, _, _)) in locations.iter_mut().zip(&specs) {
                if *k == 0 && l.schedule.as_ref().is_some_and(|s| s.exceptions.is_empty()) {
                    l.schedule = None;
                }
            }
            let refs: Vec<&Location> = locations.iter().collect();
            // With the weekly classes judged one by one, or read off timelines.
            let mut index = OpeningIndex::with_timelines_from(&refs, if timelines { 0 } else { usize::MAX });
            // One location at a time; by class, correcting touched groups one bitmap at a time;
            // by class, gathering their members.
            (index.per_location_ratio, index.small_group) = [(u64::MAX, 0), (0, 0), (0, u64::MAX)][path];
            // Narrowing to the locations asked about last, or each set first.
            index.narrow_last_from = if narrow_last { u64::MAX } else { 0 };
            let instant = "2026-12-19T00:00:00Z".parse::<Timestamp>().unwrap()
                + jiff::SignedDuration::from_mins(hours_after * 60 + minute);
            let within: RoaringBitmap = specs
                .iter()
                .enumerate()
                .filter(|(_, (_, _, _, asked, _))| with_all || *asked)
                .map(|(i, _)| i as u32)
                .collect();
            let got = index.open_among(instant, &within, |i| locations[i].schedule.as_ref().unwrap());
            let expected: RoaringBitmap = within
                .iter()
                .filter(|&i| {
                    locations[i as usize].schedule.as_ref().is_some_and(|s| s.openness_at(instant) == Openness::Open)
                })
                .collect();
            prop_assert_eq!(got, expected.clone());
            // One location at a time, as a distance search meets them.
            let mut one_by_one = index.open_groups(instant, |i| locations[i].schedule.as_ref().unwrap());
            let each: RoaringBitmap =
                within.iter().filter(|&i| one_by_one.is_open_at(i as usize, index.group_of(i as usize))).collect();
            prop_assert_eq!(each, expected);
        }
    }

    #[test]
    fn the_calendar_finds_the_groups_an_exception_touches_and_the_day_after() {
        let mut calendar = ExceptionCalendar::default();
        calendar.add(0, &[exception(0, 1, None)]);
        calendar.add(1, &[exception(5, 0, None), exception(6, 0, Some((9, 12)))]);
        calendar.add(2, &[exception(0, 30, None)]);
        calendar.finish();
        let on = |day: i64| {
            let date = Date::new(2026, 12, 20).unwrap().checked_add(jiff::Span::new().days(day)).unwrap();
            let mut groups: Vec<u32> = calendar.touching(date).collect();
            groups.sort_unstable();
            groups
        };
        assert_eq!(on(-1), Vec::<u32>::new());
        assert_eq!(on(0), vec![0, 2]);
        // The day after an exception is touched too: its carried-over hours are cut.
        assert_eq!(on(2), vec![0, 2]);
        assert_eq!(on(3), vec![2]);
        // Two adjacent exceptions of one group are one span, and the group comes once.
        assert_eq!(on(6), vec![1, 2]);
        assert_eq!(on(7), vec![1, 2]);
        assert_eq!(on(8), vec![2]);
        assert_eq!(on(31), vec![2]);
        assert_eq!(on(32), Vec::<u32>::new());
    }
}
