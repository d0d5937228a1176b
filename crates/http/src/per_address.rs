//! How many of something each client address holds at once (connections, requests), capped per
//! address; a place is given back when its [`Place`] is dropped.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

/// Counts by client address, each capped at `max`.
pub(crate) struct PerAddress {
    max: usize,
    counts: Mutex<HashMap<IpAddr, usize>>,
}

/// One place held by a client, given back when dropped.
pub(crate) struct Place {
    table: Arc<PerAddress>,
    client: IpAddr,
}

impl PerAddress {
    pub(crate) fn new(max: usize) -> Arc<Self> {
        Arc::new(PerAddress { max, counts: Mutex::new(HashMap::new()) })
    }

    /// A place for `client`, or `None` when it holds `max` already.
    pub(crate) fn enter(self: &Arc<Self>, client: IpAddr) -> Option<Place> {
        let mut counts = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        let n = counts.entry(client).or_insert(0);
        if *n >= self.max {
            return None;
        }
        *n += 1;
        Some(Place { table: self.clone(), client })
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut counts = self.table.counts.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = counts.get_mut(&self.client) {
            *n -= 1;
            if *n == 0 {
                counts.remove(&self.client);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_are_capped_per_client_and_given_back() {
        let table = PerAddress::new(2);
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "192.0.2.2".parse().unwrap();
        let one = table.enter(a).unwrap();
        let _two = table.enter(a).unwrap();
        assert!(table.enter(a).is_none());
        assert!(table.enter(b).is_some(), "another client is not affected");
        drop(one);
        assert!(table.enter(a).is_some());
        drop(_two);
        assert!(table.counts.lock().unwrap().is_empty(), "nobody holds anything: no entry is kept");
    }
}
