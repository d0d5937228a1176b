//! The last 24 hours of traffic, for the operator's console: UCP operations by capability and
//! by agent (the host of the platform profile that called), errors by UCP code, and how Ask
//! answered (answered, can't answer, refused).
//!
//! Counts live in memory, per process, in 24 hourly buckets that are reused as hours pass, so
//! memory is bounded: at most [`MAX_AGENTS_PER_HOUR`] agents are named in an hour, the rest are
//! counted as `other`. Nothing here names a buyer, holds a question or a coordinate. Hours are
//! the wall clock's (not the store's clock, which tests and `--now` may fix).
//!
//! Each datum has one source: the HTTP layer records every operation request with its outcome
//! ([`Traffic::record_request`]); the service records the agent and Ask's answer
//! ([`Traffic::record_call`]) once a request reached it.

use std::collections::{BTreeMap, HashMap};
use std::sync::Mutex;

/// Hours kept.
pub const HOURS: usize = 24;
/// Distinct agents counted by name in one hour; the rest are `other`.
pub const MAX_AGENTS_PER_HOUR: usize = 256;
/// The label of agents beyond [`MAX_AGENTS_PER_HOUR`], and of calls without a profile.
pub const OTHER_AGENT: &str = "other";
/// Profile URLs whose agent name is remembered; past that, the memory starts again.
const REMEMBERED_PROFILES: usize = 1024;

/// How an Ask request that reached the engine ended, for the overview's shares (a refused one,
/// answered with a UCP error, is counted by [`Traffic::record_request`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AskResult {
    /// It answered, in full or in part.
    Answered,
    /// The business's content does not cover the question.
    CantAnswer,
}

#[derive(Debug, Default, Clone)]
struct Bucket {
    /// The hour this bucket counts (Unix seconds / 3600); a stale one is cleared before reuse.
    hour: i64,
    by_capability: BTreeMap<&'static str, u64>,
    by_agent: BTreeMap<String, u64>,
    errors: BTreeMap<&'static str, u64>,
    /// Answered, can't answer, refused.
    ask: [u64; 3],
}

impl Bucket {
    fn at(&mut self, hour: i64) -> &mut Self {
        if self.hour != hour {
            *self = Bucket { hour, ..Bucket::default() };
        }
        self
    }

    fn total(&self) -> u64 {
        self.by_capability.values().sum()
    }
}

/// The counters (see the module documentation). Cheap to share behind an `Arc`.
#[derive(Debug, Default)]
pub struct Traffic {
    hours: Mutex<Counts>,
}

#[derive(Debug, Default)]
struct Counts {
    hours: [Bucket; HOURS],
    /// Profile URL → the agent's name in the counts ([`agent_host`]): an agent sends the same
    /// URL on every call, and parsing it (IDNA included) was 3 % of a lookup's time.
    agents: HashMap<Box<str>, Box<str>>,
}

/// One hour of the last day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HourCount {
    /// Its start (Unix seconds).
    pub start: i64,
    /// Operation requests.
    pub requests: u64,
    /// Of them, answered with a UCP error.
    pub errors: u64,
}

/// What the last 24 hours hold, largest counts first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LastDay {
    /// The 24 hours, oldest first, the current one last.
    pub hours: Vec<HourCount>,
    /// Requests by capability (`dev.ucp.common.ask`, …).
    pub by_capability: Vec<(&'static str, u64)>,
    /// Requests by agent (profile host).
    pub by_agent: Vec<(String, u64)>,
    /// Errors by UCP code.
    pub errors: Vec<(&'static str, u64)>,
    /// Ask: answered, can't answer, refused.
    pub ask: [u64; 3],
}

impl LastDay {
    /// Operation requests in all.
    pub fn requests(&self) -> u64 {
        self.hours.iter().map(|h| h.requests).sum()
    }
}

fn hour_of(unix_seconds: i64) -> i64 {
    unix_seconds.div_euclid(3600)
}

/// The wall clock, in Unix seconds.
pub fn wall_clock() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

impl Traffic {
    fn with_hour(&self, now: i64, f: impl FnOnce(&mut Bucket, &mut HashMap<Box<str>, Box<str>>)) {
        let hour = hour_of(now);
        let slot = usize::try_from(hour.rem_euclid(HOURS as i64)).unwrap_or(0);
        // A poisoned lock only means another thread panicked mid-count: the counts stay usable.
        let mut counts = self.hours.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let Counts { hours, agents } = &mut *counts;
        f(hours[slot].at(hour), agents);
    }

    /// Counts one operation request on `capability`, answered with `error` (a UCP code) or
    /// without one. A refused Ask request counts as refused in Ask's shares.
    pub fn record_request(&self, now: i64, capability: &'static str, error: Option<&'static str>) {
        self.with_hour(now, |b, _| {
            *b.by_capability.entry(capability).or_default() += 1;
            if let Some(code) = error {
                *b.errors.entry(code).or_default() += 1;
                if capability == concierge_core::ucp::ASK {
                    b.ask[2] += 1;
                }
            }
        });
    }

    /// Counts one call from the agent whose profile is at `profile_url` (by its host), and how
    /// Ask's engine answered it when it did.
    pub fn record_call(&self, now: i64, profile_url: &str, answered: Option<AskResult>) {
        self.with_hour(now, |b, agents| {
            if !agents.contains_key(profile_url) {
                if agents.len() >= REMEMBERED_PROFILES {
                    agents.clear();
                }
                agents.insert(profile_url.into(), agent_host(profile_url).into());
            }
            let host = &agents[profile_url];
            if let Some(count) = b.by_agent.get_mut(&**host) {
                *count += 1;
            } else {
                let key = if b.by_agent.len() < MAX_AGENTS_PER_HOUR { host } else { OTHER_AGENT };
                *b.by_agent.entry(key.to_owned()).or_default() += 1;
            }
            match answered {
                Some(AskResult::Answered) => b.ask[0] += 1,
                Some(AskResult::CantAnswer) => b.ask[1] += 1,
                None => {}
            }
        });
    }

    /// The last 24 hours at `now`.
    pub fn last_day(&self, now: i64) -> LastDay {
        let current = hour_of(now);
        let hours = self.hours.lock().unwrap_or_else(std::sync::PoisonError::into_inner).hours.clone();
        let mut day = LastDay::default();
        let mut by_capability: BTreeMap<&'static str, u64> = BTreeMap::new();
        let mut by_agent: BTreeMap<String, u64> = BTreeMap::new();
        let mut errors: BTreeMap<&'static str, u64> = BTreeMap::new();
        for hour in current - HOURS as i64 + 1..=current {
            let slot = usize::try_from(hour.rem_euclid(HOURS as i64)).unwrap_or(0);
            let b = &hours[slot];
            if b.hour != hour {
                day.hours.push(HourCount { start: hour * 3600, requests: 0, errors: 0 });
                continue;
            }
            day.hours.push(HourCount { start: hour * 3600, requests: b.total(), errors: b.errors.values().sum() });
            for (k, v) in &b.by_capability {
                *by_capability.entry(k).or_default() += v;
            }
            for (k, v) in &b.by_agent {
                *by_agent.entry(k.clone()).or_default() += v;
            }
            for (k, v) in &b.errors {
                *errors.entry(k).or_default() += v;
            }
            for (sum, v) in day.ask.iter_mut().zip(b.ask) {
                *sum += v;
            }
        }
        day.by_capability = largest_first(by_capability);
        day.by_agent = largest_first(by_agent);
        day.errors = largest_first(errors);
        day
    }
}

fn largest_first<K: Ord>(counts: BTreeMap<K, u64>) -> Vec<(K, u64)> {
    let mut v: Vec<(K, u64)> = counts.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    v
}

/// An agent's name in the counts: its profile URL's host (with a port other than the scheme's),
/// or [`OTHER_AGENT`] when the URL has none.
fn agent_host(profile_url: &str) -> String {
    match url::Url::parse(profile_url) {
        Ok(u) => match (u.host_str(), u.port()) {
            (Some(host), Some(port)) => format!("{host}:{port}"),
            (Some(host), None) => host.to_owned(),
            (None, _) => OTHER_AGENT.to_owned(),
        },
        Err(_) => OTHER_AGENT.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use concierge_core::ucp::{ASK, LOCATION_SEARCH};

    const T: i64 = 1_790_000_000;

    #[test]
    fn counts_by_capability_agent_code_and_answer() {
        let t = Traffic::default();
        t.record_request(T, ASK, None);
        t.record_request(T, ASK, Some("invalid_request"));
        t.record_request(T, LOCATION_SEARCH, None);
        t.record_call(T, "https://agent.example/profile.json", None);
        t.record_call(T, "https://agent.example/other.json", None);
        t.record_call(T, "http://127.0.0.1:8765/p.json", Some(AskResult::CantAnswer));
        let day = t.last_day(T);
        assert_eq!(day.requests(), 3);
        assert_eq!(day.by_capability, vec![(ASK, 2), (LOCATION_SEARCH, 1)]);
        assert_eq!(day.by_agent, vec![("agent.example".to_owned(), 2), ("127.0.0.1:8765".to_owned(), 1)]);
        assert_eq!(day.errors, vec![("invalid_request", 1)]);
        assert_eq!(day.ask, [0, 1, 1]);
        assert_eq!(day.hours.len(), HOURS);
        assert_eq!(day.hours.last(), Some(&HourCount { start: hour_of(T) * 3600, requests: 3, errors: 1 }));
    }

    #[test]
    fn hours_older_than_a_day_are_forgotten() {
        let t = Traffic::default();
        t.record_request(T, ASK, None);
        t.record_request(T + 3600 * 5, ASK, None);
        assert_eq!(t.last_day(T + 3600 * 5).requests(), 2);
        assert_eq!(t.last_day(T + 3600 * 24).requests(), 1, "the first hour is now 24 hours old");
        // Reusing the slot of an old hour clears it first.
        t.record_request(T + 3600 * 24, LOCATION_SEARCH, None);
        let day = t.last_day(T + 3600 * 24);
        assert_eq!(day.by_capability, vec![(ASK, 1), (LOCATION_SEARCH, 1)]);
    }

    #[test]
    fn agents_beyond_the_cap_are_other() {
        let t = Traffic::default();
        for n in 0..MAX_AGENTS_PER_HOUR + 10 {
            t.record_call(T, &format!("https://a{n}.example/p.json"), None);
        }
        t.record_call(T, "https://a0.example/p.json", None);
        t.record_call(T, "not a url", None);
        let day = t.last_day(T);
        assert_eq!(day.by_agent.len(), MAX_AGENTS_PER_HOUR + 1);
        assert_eq!(day.by_agent[0], (OTHER_AGENT.to_owned(), 11));
        assert_eq!(day.by_agent[1], ("a0.example".to_owned(), 2));
    }

    #[test]
    fn agents_are_counted_alike_past_the_remembered_profiles() {
        let t = Traffic::default();
        for n in 0..REMEMBERED_PROFILES + 5 {
            t.record_call(T, &format!("https://agent.example/p{n}.json"), None);
        }
        t.record_call(T, "https://agent.example/p0.json", None);
        assert_eq!(t.last_day(T).by_agent, vec![("agent.example".to_owned(), REMEMBERED_PROFILES as u64 + 6)]);
    }
}
