//! A circuit breaker for the model endpoint: after a run of failed calls it stops calling for
//! a cool-down, then lets one trial call through; the trial's result closes or reopens it.

use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    /// Calls go through; `failures` in a row so far.
    Closed { failures: u32 },
    /// No calls until `until`.
    Open { until: Instant },
    /// One trial call, started at `since`, is in flight.
    HalfOpen { since: Instant },
}

/// The breaker's state, shared by every request.
#[derive(Debug)]
pub(crate) struct Breaker {
    state: Mutex<State>,
    threshold: u32,
    cooldown: Duration,
}

impl Breaker {
    pub(crate) fn new(threshold: u32, cooldown: Duration) -> Breaker {
        Breaker { state: Mutex::new(State::Closed { failures: 0 }), threshold: threshold.max(1), cooldown }
    }

    /// Whether a call may go out now. Every permitted call must be followed by [`record`].
    ///
    /// [`record`]: Breaker::record
    pub(crate) fn permit(&self, now: Instant) -> bool {
        let mut state = self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        match *state {
            State::Closed { .. } => true,
            State::Open { until } if now >= until => {
                *state = State::HalfOpen { since: now };
                true
            }
            State::Open { .. } => false,
            // A trial that never reported (its request was dropped) is replaced after a cool-down.
            State::HalfOpen { since } if now.duration_since(since) >= self.cooldown => {
                *state = State::HalfOpen { since: now };
                true
            }
            State::HalfOpen { .. } => false,
        }
    }

    /// Records a permitted call's result: `false` when the endpoint failed.
    pub(crate) fn record(&self, succeeded: bool, now: Instant) {
        let mut state = self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        *state = match (*state, succeeded) {
            (_, true) => State::Closed { failures: 0 },
            (State::Closed { failures }, false) if failures + 1 < self.threshold => {
                State::Closed { failures: failures + 1 }
            }
            (_, false) => State::Open { until: now + self.cooldown },
        };
    }

    /// Whether calls are being refused.
    pub(crate) fn is_open(&self, now: Instant) -> bool {
        matches!(*self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner), State::Open { until } if now < until)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opens_after_the_threshold_and_closes_after_a_good_trial() {
        let b = Breaker::new(3, Duration::from_secs(30));
        let t0 = Instant::now();
        for _ in 0..2 {
            assert!(b.permit(t0));
            b.record(false, t0);
        }
        assert!(!b.is_open(t0));
        assert!(b.permit(t0));
        b.record(false, t0);
        assert!(b.is_open(t0));
        assert!(!b.permit(t0 + Duration::from_secs(29)));
        // The cool-down over, one trial goes out and the others wait for it.
        let t1 = t0 + Duration::from_secs(30);
        assert!(b.permit(t1));
        assert!(!b.permit(t1));
        b.record(true, t1);
        assert!(b.permit(t1));
    }

    #[test]
    fn a_failed_trial_reopens_and_a_lost_one_is_replaced() {
        let b = Breaker::new(1, Duration::from_secs(10));
        let t0 = Instant::now();
        b.record(false, t0);
        let t1 = t0 + Duration::from_secs(10);
        assert!(b.permit(t1));
        b.record(false, t1);
        assert!(!b.permit(t1 + Duration::from_secs(9)));
        let t2 = t1 + Duration::from_secs(10);
        assert!(b.permit(t2));
        // The trial never reports; after another cool-down a new one may go.
        assert!(!b.permit(t2 + Duration::from_secs(5)));
        assert!(b.permit(t2 + Duration::from_secs(10)));
    }

    #[test]
    fn a_success_resets_the_count() {
        let b = Breaker::new(2, Duration::from_secs(10));
        let t = Instant::now();
        b.record(false, t);
        b.record(true, t);
        b.record(false, t);
        assert!(!b.is_open(t));
    }
}
