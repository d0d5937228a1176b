//! Hash maps and sets for what Concierge builds from a store: keys are the business's own data
//! (ids, aliases, tokens, codes, item ids), inserted in the millions when a large chain starts
//! or its inventory is read, where SipHash was a sixth of building the location index
//! (`cargo bench -p concierge-bench --bench chain` under `perf`). foldhash is several times
//! faster and still seeded per process; requests only look keys up, so they cannot shape a
//! table.

use std::collections::{HashMap, HashSet};

/// A [`HashMap`] hashed with foldhash.
pub type FastMap<K, V> = HashMap<K, V, foldhash::fast::RandomState>;

/// A [`HashSet`] hashed with foldhash.
pub type FastSet<T> = HashSet<T, foldhash::fast::RandomState>;
