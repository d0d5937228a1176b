//! The snapshot's body: a store's locations and inventory in a compact binary form, written and
//! read field by field.
//!
//! Integers are little-endian, lengths `u32`, text is UTF-8 preceded by its length. Schedules,
//! amenity maps and item ids are written once each in tables and referred to by number, so
//! that reading them back gives locations the same sharing [`SharedParts`] gave them when they
//! were parsed; place names and fulfilment methods are written in full and shared again as they
//! are read. Reading checks every length, tag, number and piece of text against what is
//! left and what the types allow: a damaged body is an error, never a panic or a wrong value.

use std::collections::BTreeMap;
use std::io::{self, Read};
use std::sync::Arc;

use concierge_core::catalog::Availability;
use concierge_core::fast_hash::FastMap;
use concierge_core::location::{
    Aliases, Amenities, ClockTime, DailyHour, ExceptionHour, Geo, Interval, Location, LocationPage, LocationStatus,
    PostalAddress, Schedule, ServiceArea, SharedParts,
};
use jiff::civil::{Date, Weekday};
use jiff::tz::TimeZone;

/// What a snapshot holds: the parts of a business that are costly to read from source.
pub(crate) struct Parts {
    pub(crate) locations: Vec<Location>,
    pub(crate) availability: Availability,
}

/// Why a body could not be read back.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Unreadable {
    #[error("the snapshot is damaged: {0}")]
    Damaged(&'static str),
    #[error("the snapshot could not be read: {0}")]
    Io(io::Error),
}

/// What is wrong with a body, as the reader finds it.
#[derive(Debug)]
struct Damaged(&'static str);

/// Writes `locations` and `availability` as a body.
pub(crate) fn encode(locations: &[Location], availability: &Availability) -> Vec<u8> {
    let mut schedules = Table::default();
    let mut amenities = Table::default();
    for l in locations {
        if let Some(s) = &l.schedule {
            schedules.number(s);
        }
        amenities.number(&l.amenities);
        amenities.number(&l.not_offered);
    }

    let mut out = Writer(Vec::with_capacity(locations.len() * 256));
    out.len(schedules.values.len());
    for s in &schedules.values {
        out.schedule(s);
    }
    out.len(amenities.values.len());
    for a in &amenities.values {
        out.map(a);
    }
    out.len(locations.len());
    for l in locations {
        out.location(l, &schedules, &amenities);
    }
    out.len(availability.items().len());
    for item in availability.items() {
        out.str(item);
    }
    out.len(availability.len());
    for (id, numbers) in availability.numbered() {
        out.str(id);
        out.len(numbers.len());
        for &n in numbers {
            out.u32(n);
        }
    }
    out.0
}

/// Reads a body written by [`encode`], `length` bytes from `source`, as they come: at a
/// million stores the body is about 300 MB, and holding it whole while its locations were
/// built from it was one of the two highest points of a start from the snapshot.
///
/// A length in the body reserves room for up to that many values, so check the body's digest
/// before decoding a body that may be damaged (`snapshot::read` does).
pub(crate) fn decode_from(source: impl Read, length: u64) -> Result<Parts, Unreadable> {
    decode_in_chunks(source, length, CHUNK)
}

/// [`decode_from`], pulling `chunk` bytes at a time (tests make it small, so that values
/// straddle every boundary).
pub(crate) fn decode_in_chunks(source: impl Read, length: u64, chunk: usize) -> Result<Parts, Unreadable> {
    let mut r = Reader::new(source, length, chunk.max(1));
    decode_parts(&mut r).map_err(|Damaged(what)| r.failed.take().map_or(Unreadable::Damaged(what), Unreadable::Io))
}

/// Reads a body held in memory.
#[cfg(test)]
pub(crate) fn decode(body: &[u8]) -> Result<Parts, Unreadable> {
    decode_from(body, body.len() as u64)
}

fn decode_parts<R: Read>(r: &mut Reader<R>) -> Result<Parts, Damaged> {
    let mut shared = SharedParts::default();
    let schedules: Vec<Arc<Schedule>> = r.list(|r| r.schedule().map(|s| shared.schedule(s)))?;
    let amenities: Vec<Arc<Amenities>> = r.list(|r| r.map().map(Arc::new))?;
    let locations = r.list(|r| r.location(&schedules, &amenities, &mut shared))?;
    let items: Vec<Box<str>> = r.list(|r| r.str().map(Box::from))?;
    let stocked = r.list(|r| Ok((Box::<str>::from(r.str()?), r.list(Reader::u32)?)))?;
    let availability =
        Availability::from_numbers(items, stocked).map_err(|_| Damaged("an item number is not that of any item"))?;
    if r.left() != 0 {
        return Err(Damaged("bytes are left after the inventory"));
    }
    Ok(Parts { locations, availability })
}

/// Distinct shared values in first-seen order, numbered by the address of their one copy.
struct Table<'a, T> {
    values: Vec<&'a T>,
    numbers: FastMap<*const u8, u32>,
}

impl<T> Default for Table<'_, T> {
    fn default() -> Self {
        Table { values: Vec::new(), numbers: FastMap::default() }
    }
}

impl<'a, T> Table<'a, T> {
    /// `value`'s number, giving it the next one if it is new. Values are told apart by their
    /// address: two equal values in separate copies are written twice, and read back as two,
    /// exactly as they were.
    fn number(&mut self, value: &'a Arc<T>) -> u32 {
        let next = u32::try_from(self.values.len()).expect("fewer than 2^32 shared values");
        let number = *self.numbers.entry(Arc::as_ptr(value).cast::<u8>()).or_insert(next);
        if number == next {
            self.values.push(value);
        }
        number
    }

    fn of(&self, value: &Arc<T>) -> u32 {
        self.numbers[&Arc::as_ptr(value).cast::<u8>()]
    }
}

struct Writer(Vec<u8>);

impl Writer {
    fn u8(&mut self, v: u8) {
        self.0.push(v);
    }

    fn u16(&mut self, v: u16) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }

    fn u32(&mut self, v: u32) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }

    fn f64(&mut self, v: f64) {
        self.0.extend_from_slice(&v.to_bits().to_le_bytes());
    }

    fn len(&mut self, n: usize) {
        self.u32(u32::try_from(n).expect("fewer than 2^32 elements"));
    }

    fn bool(&mut self, v: bool) {
        self.u8(u8::from(v));
    }

    fn str(&mut self, s: &str) {
        self.len(s.len());
        self.0.extend_from_slice(s.as_bytes());
    }

    fn strs(&mut self, list: &[impl AsRef<str>]) {
        self.len(list.len());
        for s in list {
            self.str(s.as_ref());
        }
    }

    fn opt_str(&mut self, s: Option<&str>) {
        self.bool(s.is_some());
        if let Some(s) = s {
            self.str(s);
        }
    }

    fn geo(&mut self, g: Geo) {
        self.f64(g.latitude);
        self.f64(g.longitude);
    }

    fn interval(&mut self, i: Interval) {
        self.u16(i.opens.minutes());
        self.u16(i.closes.minutes());
    }

    fn date(&mut self, d: Date) {
        self.0.extend_from_slice(&d.year().to_le_bytes());
        self.0.extend_from_slice(&d.month().to_le_bytes());
        self.0.extend_from_slice(&d.day().to_le_bytes());
    }

    fn map(&mut self, map: &BTreeMap<String, String>) {
        self.len(map.len());
        for (k, v) in map {
            self.str(k);
            self.str(v);
        }
    }

    fn schedule(&mut self, s: &Schedule) {
        self.str(&s.timezone_name);
        self.bool(s.weekly.is_some());
        if let Some(weekly) = &s.weekly {
            self.len(weekly.len());
            for h in weekly {
                self.0.extend_from_slice(&h.day.to_monday_zero_offset().to_le_bytes());
                self.interval(h.interval);
            }
        }
        self.len(s.exceptions.len());
        for e in s.exceptions.iter() {
            self.date(e.valid_from);
            self.date(e.valid_through);
            self.opt_str(e.title.as_deref());
            self.bool(e.interval.is_some());
            if let Some(i) = e.interval {
                self.interval(i);
            }
        }
    }

    fn location(&mut self, l: &Location, schedules: &Table<Schedule>, amenities: &Table<Amenities>) {
        self.str(&l.id);
        self.str(&l.name);
        self.opt_str(l.aliases.code.as_deref());
        self.opt_str(l.aliases.handle.as_deref());
        self.opt_str(l.aliases.url.as_ref().map(LocationPage::kept));
        self.strs(&l.aliases.other);
        self.bool(l.address.is_some());
        if let Some(a) = &l.address {
            for field in address_fields(a) {
                self.opt_str(field);
            }
        }
        self.bool(l.geo.is_some());
        if let Some(g) = l.geo {
            self.geo(g);
        }
        self.bool(l.schedule.is_some());
        if let Some(s) = &l.schedule {
            self.u32(schedules.of(s));
        }
        self.u32(amenities.of(&l.amenities));
        self.u32(amenities.of(&l.not_offered));
        self.strs(&l.notes);
        self.len(l.service_areas.len());
        for area in l.service_areas.iter() {
            self.str(&area.method);
            self.bool(area.active);
            self.bool(area.radius_m.is_some());
            if let Some(r) = area.radius_m {
                self.f64(r);
            }
            self.bool(area.polygon.is_some());
            if let Some(polygon) = &area.polygon {
                self.len(polygon.len());
                for &g in polygon {
                    self.geo(g);
                }
            }
            self.strs(&area.countries);
            self.strs(&area.regions);
            self.len(area.postal_codes.len());
            for (country, codes) in area.postal_codes.iter() {
                self.str(country);
                self.strs(codes);
            }
        }
        self.u8(match l.status {
            LocationStatus::Active => 0,
            LocationStatus::PermanentlyClosed => 1,
        });
        self.bool(l.internal);
    }
}

/// An address's fields in the order they are written.
fn address_fields(a: &PostalAddress) -> [Option<&str>; 7] {
    [
        a.street_address.as_deref(),
        a.extended_address.as_deref(),
        a.address_locality.as_deref(),
        a.address_region.as_deref(),
        a.address_country.as_deref(),
        a.postal_code.as_deref(),
        a.phone_number.as_deref(),
    ]
}

/// How much of the body the reader pulls from its source at a time.
const CHUNK: usize = 1 << 20;

/// The body's reader: values taken from a window of bytes pulled from the source a chunk at a
/// time.
struct Reader<R> {
    source: R,
    /// Bytes pulled and not yet read: `window[at..]`.
    window: Vec<u8>,
    at: usize,
    /// Bytes of the body not yet pulled.
    unpulled: u64,
    /// How much to pull at least at a time ([`CHUNK`]).
    chunk: usize,
    /// Why pulling failed, when the source could not be read.
    failed: Option<io::Error>,
}

impl<R: Read> Reader<R> {
    fn new(source: R, length: u64, chunk: usize) -> Self {
        Reader { source, window: Vec::new(), at: 0, unpulled: length, chunk, failed: None }
    }

    /// Bytes of the body not yet read.
    fn left(&self) -> u64 {
        (self.window.len() - self.at) as u64 + self.unpulled
    }

    /// The next `n` bytes.
    fn take(&mut self, n: usize) -> Result<&[u8], Damaged> {
        if self.window.len() - self.at < n {
            self.pull(n)?;
        }
        let taken = &self.window[self.at..self.at + n];
        self.at += n;
        Ok(taken)
    }

    /// Pulls from the source until the window holds `n` unread bytes (a chunk at least).
    fn pull(&mut self, n: usize) -> Result<(), Damaged> {
        let missing = n - (self.window.len() - self.at);
        if missing as u64 > self.unpulled {
            return Err(Damaged("it ends too soon"));
        }
        self.window.drain(..self.at);
        self.at = 0;
        let wanted = missing.max(self.chunk);
        let pulled = usize::try_from(self.unpulled).map_or(wanted, |rest| wanted.min(rest));
        let start = self.window.len();
        self.window.resize(start + pulled, 0);
        if let Err(e) = self.source.read_exact(&mut self.window[start..]) {
            self.window.truncate(start);
            self.unpulled = 0;
            self.failed = Some(e);
            return Err(Damaged("it could not be read to its end"));
        }
        self.unpulled -= pulled as u64;
        Ok(())
    }

    fn bytes<const N: usize>(&mut self) -> Result<[u8; N], Damaged> {
        let mut out = [0; N];
        out.copy_from_slice(self.take(N)?);
        Ok(out)
    }

    fn u8(&mut self) -> Result<u8, Damaged> {
        Ok(self.bytes::<1>()?[0])
    }

    fn u16(&mut self) -> Result<u16, Damaged> {
        self.bytes().map(u16::from_le_bytes)
    }

    fn u32(&mut self) -> Result<u32, Damaged> {
        self.bytes().map(u32::from_le_bytes)
    }

    fn f64(&mut self) -> Result<f64, Damaged> {
        self.bytes().map(|b| f64::from_bits(u64::from_le_bytes(b)))
    }

    fn bool(&mut self) -> Result<bool, Damaged> {
        match self.u8()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(Damaged("a flag is neither 0 nor 1")),
        }
    }

    /// A length, checked against what is left (every element takes at least a byte), so a
    /// damaged length cannot make the reader reserve more than the body's size.
    fn len(&mut self) -> Result<usize, Damaged> {
        let n = self.u32()? as usize;
        if n as u64 > self.left() {
            return Err(Damaged("a length runs past the end"));
        }
        Ok(n)
    }

    fn list<T>(&mut self, mut element: impl FnMut(&mut Self) -> Result<T, Damaged>) -> Result<Vec<T>, Damaged> {
        let n = self.len()?;
        let mut out = Vec::with_capacity(n);
        for _ in 0..n {
            out.push(element(self)?);
        }
        Ok(out)
    }

    fn str(&mut self) -> Result<&str, Damaged> {
        let n = self.len()?;
        std::str::from_utf8(self.take(n)?).map_err(|_| Damaged("a text is not UTF-8"))
    }

    /// A text as an owned `String` or `Box<str>`.
    fn string<T: for<'t> From<&'t str>>(&mut self) -> Result<T, Damaged> {
        self.str().map(T::from)
    }

    fn strings(&mut self) -> Result<Box<[Box<str>]>, Damaged> {
        self.list(Self::string).map(Vec::into_boxed_slice)
    }

    fn opt<T>(&mut self, value: impl FnOnce(&mut Self) -> Result<T, Damaged>) -> Result<Option<T>, Damaged> {
        if self.bool()? { value(self).map(Some) } else { Ok(None) }
    }

    fn opt_string<T: for<'t> From<&'t str>>(&mut self) -> Result<Option<T>, Damaged> {
        self.opt(Self::string)
    }

    /// The element of `table` a number names.
    fn pick<'t, T>(&mut self, table: &'t [T]) -> Result<&'t T, Damaged> {
        let number = self.u32()? as usize;
        table.get(number).ok_or(Damaged("a number names no table entry"))
    }

    fn geo(&mut self) -> Result<Geo, Damaged> {
        Ok(Geo { latitude: self.f64()?, longitude: self.f64()? })
    }

    fn clock_time(&mut self) -> Result<ClockTime, Damaged> {
        let minutes = self.u16()?;
        let (hour, minute) = (minutes / 60, minutes % 60);
        u8::try_from(hour)
            .ok()
            .and_then(|hour| ClockTime::new(hour, minute as u8))
            .ok_or(Damaged("a time of day is out of range"))
    }

    fn interval(&mut self) -> Result<Interval, Damaged> {
        Ok(Interval { opens: self.clock_time()?, closes: self.clock_time()? })
    }

    fn date(&mut self) -> Result<Date, Damaged> {
        let [y0, y1, month, day] = self.bytes::<4>()?;
        Date::new(i16::from_le_bytes([y0, y1]), month as i8, day as i8).map_err(|_| Damaged("a date is not a date"))
    }

    fn map(&mut self) -> Result<Amenities, Damaged> {
        let pairs = self.list(|r| Ok((r.string()?, r.string()?)))?;
        Ok(pairs.into_iter().collect())
    }

    fn schedule(&mut self) -> Result<Schedule, Damaged> {
        let timezone_name: String = self.string()?;
        let timezone = TimeZone::get(&timezone_name).map_err(|_| Damaged("a time zone is not known"))?;
        let weekly = self.opt(|r| {
            r.list(|r| {
                let day =
                    Weekday::from_monday_zero_offset(r.u8()? as i8).map_err(|_| Damaged("a weekday is not one"))?;
                Ok(DailyHour { day, interval: r.interval()? })
            })
        })?;
        let exceptions = self.list(|r| {
            Ok(ExceptionHour {
                valid_from: r.date()?,
                valid_through: r.date()?,
                title: r.opt_string()?,
                interval: r.opt(Self::interval)?,
            })
        })?;
        Ok(Schedule { timezone_name: timezone_name.into(), timezone, weekly, exceptions: exceptions.into() })
    }

    fn location(
        &mut self,
        schedules: &[Arc<Schedule>],
        amenities: &[Arc<Amenities>],
        shared: &mut SharedParts,
    ) -> Result<Location, Damaged> {
        let id: Box<str> = self.string()?;
        let name: Box<str> = self.string()?;
        let aliases = Aliases {
            code: self.opt_string()?,
            handle: self.opt_string()?,
            url: self.opt_string()?.map(LocationPage::from_kept),
            other: self.strings()?.into(),
        };
        let address = self.opt(|r| {
            Ok(PostalAddress {
                street_address: r.opt_string()?,
                extended_address: r.opt_string()?,
                address_locality: r.opt(|r| r.str().map(|t| shared.text(t)))?,
                address_region: r.opt(|r| r.str().map(|t| shared.text(t)))?,
                address_country: r.opt(|r| r.str().map(|t| shared.text(t)))?,
                postal_code: r.opt_string()?,
                phone_number: r.opt_string()?,
            })
        })?;
        let geo = self.opt(Self::geo)?;
        let schedule = self.opt(|r| r.pick(schedules).cloned())?;
        let location_amenities = self.pick(amenities)?.clone();
        let not_offered = self.pick(amenities)?.clone();
        let notes = self.strings()?;
        let service_areas = self.list(|r| {
            Ok(ServiceArea {
                method: shared.text(r.str()?),
                active: r.bool()?,
                radius_m: r.opt(Self::f64)?,
                polygon: r.opt(|r| r.list(Self::geo).map(Vec::into_boxed_slice))?,
                countries: r.strings()?,
                regions: r.strings()?,
                postal_codes: r.list(|r| Ok((r.string()?, r.strings()?)))?.into_iter().collect(),
            })
        })?;
        let status = match self.u8()? {
            0 => LocationStatus::Active,
            1 => LocationStatus::PermanentlyClosed,
            _ => return Err(Damaged("a status is not one")),
        };
        Ok(Location {
            id,
            name,
            aliases,
            address,
            geo,
            schedule,
            amenities: location_amenities,
            not_offered,
            notes: notes.into(),
            service_areas: shared.service_areas(service_areas),
            status,
            internal: self.bool()?,
        })
    }
}
