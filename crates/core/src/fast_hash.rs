//! Hash maps and sets for what Concierge builds from a store: keys are the business's own data
//! (ids, aliases, tokens, codes, item ids), inserted in the millions when a large chain starts
//! or its inventory is read, where SipHash was a sixth of building the location index
//! (`cargo bench -p concierge-bench --bench chain` under `perf`). foldhash is several times
//! faster and still seeded per process; requests only look keys up, so they cannot shape a
//! table.

use std::collections::{HashMap, HashSet};

/// The hasher of every table here: foldhash, seeded per process.
pub type FastState = foldhash::fast::RandomState;

/// A [`HashMap`] hashed with foldhash.
pub type FastMap<K, V> = HashMap<K, V, FastState>;

/// A [`HashSet`] hashed with foldhash.
pub type FastSet<T> = HashSet<T, FastState>;
