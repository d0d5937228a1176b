//! Store generations: everything that depends on the store (the business, its location index,
//! the Ask answer engine with its passage vectors) built together into one immutable value,
//! and swapped in whole when the store is reloaded.
//!
//! A request takes the current generation once, at its start, and uses only that one: a
//! reload never changes the store under a request in flight, which finishes on the
//! generation it started with (kept alive by its `Arc` until the last such request ends).
//! Building a generation reads files and encodes passages, so it runs on a blocking thread
//! and holds nothing a request needs; a store that cannot be built is refused whole, with
//! every problem, and the running generation goes on serving.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use concierge_ask::AnswerEngine;
use concierge_core::catalog::Business;
use concierge_core::location::LocationIndex;
use jiff::Timestamp;

use crate::config::{AskSettings, LocationSettings};

/// Where the store comes from: the directory a server was started with, or the bundled demo.
/// A reload reads it again, the same way start-up did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreSource {
    /// A store directory (docs/store-format.md).
    Dir(PathBuf),
    /// The bundled demo store (reloading it reads the same embedded files again).
    Demo,
}

impl StoreSource {
    /// The store at `dir`, or the demo store without one.
    pub fn new(dir: Option<PathBuf>) -> Self {
        dir.map_or(StoreSource::Demo, StoreSource::Dir)
    }

    /// Reads and validates the whole store: the business, or every problem found. A store
    /// directory's locations and inventory come from its snapshot when `settings` allow one
    /// and it matches the files ([`concierge_store::load_dir_with_snapshot`]).
    pub fn load(&self, settings: &LocationSettings) -> Result<Business, concierge_store::InvalidStore> {
        let dir = match self {
            StoreSource::Dir(dir) => dir,
            StoreSource::Demo => return concierge_store::demo(),
        };
        let large = |business: &Business| business.locations.len() >= concierge_store::SNAPSHOT_MIN_LOCATIONS;
        let file = match snapshot_file(dir, settings) {
            Ok(Some(file)) => file,
            Ok(None) => return concierge_store::load_dir(dir),
            Err(reason) => {
                let business = concierge_store::load_dir(dir)?;
                if large(&business) {
                    tracing::warn!(reason, "no store snapshot: the store is read from its files at every start");
                }
                return Ok(business);
            }
        };
        let (business, report) = concierge_store::load_dir_with_snapshot(dir, &file)?;
        let snapshot = file.display().to_string();
        let keyed_ms = report.keyed_in.as_millis() as u64;
        if report.stale {
            tracing::info!(%snapshot, "the store's files have changed since its snapshot: read from the files");
        }
        if let Some(reason) = &report.discarded {
            tracing::warn!(%snapshot, reason, "the store snapshot was not used");
        }
        match &report.written {
            _ if report.used => {
                tracing::info!(%snapshot, keyed_ms, "locations and inventory read from the store snapshot")
            }
            Some(Ok(())) => tracing::info!(%snapshot, keyed_ms, "store snapshot written for the next start"),
            Some(Err(reason)) if large(&business) => tracing::warn!(%snapshot, reason, "no store snapshot written"),
            Some(Err(reason)) => tracing::debug!(reason, "no store snapshot written"),
            None => {}
        }
        Ok(business)
    }
}

/// Where the snapshot of the store at `dir` is kept: `None` when snapshots are off, the reason
/// when the default place cannot be used safely.
///
/// The default is a directory of the system's temporary directory named after the user and
/// opened only by them (a snapshot planted by someone else would be served as the store), with
/// a file named after the store directory, so that stores do not share one.
fn snapshot_file(dir: &std::path::Path, settings: &LocationSettings) -> Result<Option<PathBuf>, String> {
    if !settings.snapshot {
        return Ok(None);
    }
    if !settings.snapshot_file.trim().is_empty() {
        return Ok(Some(PathBuf::from(&settings.snapshot_file)));
    }
    let store = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.to_owned());
    let name = &crate::database::digest(store.as_os_str().as_encoded_bytes())[..16];
    Ok(Some(private_dir_in(&std::env::temp_dir())?.join(format!("store-{name}.snapshot"))))
}

/// `concierge-{uid}` in `base` (the system's temporary directory): made if missing, and used
/// only if it belongs to this user and no one else can open it.
#[cfg(unix)]
fn private_dir_in(base: &std::path::Path) -> Result<PathBuf, String> {
    use std::os::unix::fs::{DirBuilderExt, MetadataExt, PermissionsExt};
    let set_it = "set location.snapshot_file to a file in a directory of this user's";
    let uid = std::fs::metadata("/proc/self").map_err(|_| format!("this user cannot be told: {set_it}"))?.uid();
    let private = base.join(format!("concierge-{uid}"));
    match std::fs::DirBuilder::new().mode(0o700).create(&private) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(format!("{} cannot be made: {e}; {set_it}", private.display())),
    }
    let meta = std::fs::symlink_metadata(&private).map_err(|e| format!("{}: {e}; {set_it}", private.display()))?;
    if !meta.is_dir() || meta.uid() != uid || meta.permissions().mode() & 0o077 != 0 {
        return Err(format!("{} is not a directory that only this user can open; {set_it}", private.display()));
    }
    Ok(private)
}

#[cfg(not(unix))]
fn private_dir_in(_base: &std::path::Path) -> Result<PathBuf, String> {
    Err("there is no private temporary directory here: set location.snapshot_file".into())
}

impl std::fmt::Display for StoreSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreSource::Dir(dir) => write!(f, "{}", dir.display()),
            StoreSource::Demo => f.write_str("the bundled demo store"),
        }
    }
}

/// One store, ready to serve: immutable once built.
pub struct StoreGeneration {
    number: u64,
    loaded_at: Timestamp,
    load_time: Duration,
    business: Arc<Business>,
    index: Arc<LocationIndex>,
    engine: AnswerEngine,
}

impl std::fmt::Debug for StoreGeneration {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StoreGeneration")
            .field("number", &self.number)
            .field("loaded_at", &self.loaded_at)
            .field("business", &self.business.name)
            .finish_non_exhaustive()
    }
}

impl StoreGeneration {
    /// Builds generation `number` of `business`: the location index, the answer engine and,
    /// when `[ask.embeddings]` names a model, the passage vectors (with an encoder of its own,
    /// so encoding never waits on, or holds, a lock that the serving generation's requests
    /// take). CPU- and file-bound: call it off the request path. `started` is when reading the
    /// store began, so the load time covers reading as well as building.
    pub(crate) fn build(
        number: u64,
        business: Business,
        settings: &AskSettings,
        started: Instant,
    ) -> Result<Self, Vec<String>> {
        let business = Arc::new(business);
        // A model trained on other stores replaces the built-in one.
        let ranker = match settings.ranker_file.trim() {
            "" => None,
            path => {
                let text = std::fs::read_to_string(path).map_err(|e| vec![format!("ask.ranker_file: {path}: {e}")])?;
                let ranker = concierge_ask::Ranker::from_json(&text)
                    .map_err(|e| vec![format!("ask.ranker_file: {path}: {e}")])?;
                Some(ranker)
            }
        };
        // The location index and the answer engine are built from the same store and share
        // nothing while they are built: at a large chain's start each is seconds of work, so
        // they are built side by side.
        let (index, engine) = std::thread::scope(|scope| {
            let index = scope.spawn(|| LocationIndex::new(business.clone()));
            let engine = match ranker {
                Some(ranker) => AnswerEngine::with_model(business.clone(), settings.resources, ranker),
                None => AnswerEngine::new(business.clone(), settings.resources),
            };
            (index.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)), engine)
        });
        // Ask finds the stores an identifier names through the same index Location Lookup uses.
        let index = Arc::new(index);
        let mut engine = engine.with_location_index(index.clone());
        if let Some(encoder) = crate::embeddings::encoder(&settings.embeddings).map_err(|e| vec![e])? {
            engine =
                engine.with_encoder(encoder).map_err(|e| vec![format!("ask.embeddings: encoding the store: {e}")])?;
        }
        Ok(StoreGeneration {
            number,
            loaded_at: Timestamp::now(),
            load_time: started.elapsed(),
            business,
            index,
            engine,
        })
    }

    /// The generation number: 1 for the store served at start, one more for each reload
    /// that was accepted (a refused one uses no number).
    pub fn number(&self) -> u64 {
        self.number
    }

    /// When it was built (system time, even when requests are served by a fixed clock).
    pub fn loaded_at(&self) -> Timestamp {
        self.loaded_at
    }

    /// How long reading, validating and building it took.
    pub fn load_time(&self) -> Duration {
        self.load_time
    }

    /// The business.
    pub fn business(&self) -> &Arc<Business> {
        &self.business
    }

    /// The location index over the business.
    pub fn index(&self) -> &LocationIndex {
        &self.index
    }

    /// The Ask answer engine over the business.
    pub fn engine(&self) -> &AnswerEngine {
        &self.engine
    }

    /// What a reload to this generation from `previous` reports.
    pub(crate) fn report(&self, previous: u64) -> ReloadReport {
        let b = &self.business;
        ReloadReport {
            generation: self.number,
            previous,
            loaded_at: self.loaded_at,
            load_time: self.load_time,
            locations: b.locations.iter().filter(|l| !l.internal).count(),
            products: b.products.len(),
            policies: b.policies.len(),
            faq: b.faq.len(),
        }
    }
}

/// A reload that was accepted: the generation now serving and what it holds.
#[derive(Debug, Clone, PartialEq)]
pub struct ReloadReport {
    /// The new generation's number.
    pub generation: u64,
    /// The generation it replaced (requests in flight on it finish there).
    pub previous: u64,
    /// When the new generation was built.
    pub loaded_at: Timestamp,
    /// How long reading, validating and building it took.
    pub load_time: Duration,
    /// Public locations.
    pub locations: usize,
    /// Products.
    pub products: usize,
    /// Policies.
    pub policies: usize,
    /// FAQ entries.
    pub faq: usize,
}

/// A reload that was refused: every problem found, and the generation that goes on serving.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", describe_refusal(.store, .problems, *.kept))]
pub struct ReloadRefused {
    /// Which store was read.
    pub store: String,
    /// Every problem, one per line (`locations/us-west.toml: location `loc_reno`: …`).
    pub problems: Vec<String>,
    /// The generation still serving.
    pub kept: u64,
}

fn describe_refusal(store: &str, problems: &[String], kept: u64) -> String {
    let n = concierge_core::plural::count(problems.len(), "problem", "problems");
    let mut text = format!("the store in {store} was not loaded ({n}); keeping generation {kept}");
    for p in problems {
        text.push_str("\n  ");
        text.push_str(p);
    }
    text
}

/// Every problem of an invalid store, one line each.
pub(crate) fn problem_lines(invalid: &concierge_store::InvalidStore) -> Vec<String> {
    let consequences = invalid.consequences.iter().map(|c| format!("{c} (a consequence of the problems above)"));
    invalid.problems.iter().map(ToString::to_string).chain(consequences).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_store_counts_its_problems_in_the_right_number() {
        let one = describe_refusal("./shop", &["store.toml: name: must not be empty".to_owned()], 3);
        assert!(one.starts_with("the store in ./shop was not loaded (1 problem); keeping generation 3\n"), "{one}");
        let two = describe_refusal("./shop", &["a".to_owned(), "b".to_owned()], 3);
        assert!(two.starts_with("the store in ./shop was not loaded (2 problems);"), "{two}");
    }

    #[test]
    fn a_generation_holds_the_whole_store() {
        let business = StoreSource::Demo.load(&LocationSettings::default()).unwrap();
        let locations = business.locations.iter().filter(|l| !l.internal).count();
        let generation = StoreGeneration::build(7, business, &AskSettings::default(), Instant::now()).unwrap();
        assert_eq!(generation.number(), 7);
        assert_eq!(generation.engine().business().name, generation.business().name);
        let report = generation.report(6);
        assert_eq!((report.generation, report.previous, report.locations), (7, 6, locations));
        assert!(report.products > 0 && report.policies > 0);
    }

    #[test]
    fn the_snapshot_is_kept_where_the_settings_say() {
        let store = std::path::Path::new("/srv/store");
        let off = LocationSettings { snapshot: false, ..LocationSettings::default() };
        assert_eq!(snapshot_file(store, &off), Ok(None));
        let chosen =
            LocationSettings { snapshot_file: "/var/cache/chain.snapshot".into(), ..LocationSettings::default() };
        assert_eq!(snapshot_file(store, &chosen), Ok(Some(PathBuf::from("/var/cache/chain.snapshot"))));

        let default = LocationSettings::default();
        let a = snapshot_file(std::path::Path::new("/srv/a"), &default).unwrap().unwrap();
        let b = snapshot_file(std::path::Path::new("/srv/b"), &default).unwrap().unwrap();
        assert_ne!(a, b, "each store has its own");
        assert_eq!(a.parent(), b.parent());
        assert!(a.starts_with(std::env::temp_dir()), "{}", a.display());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(a.parent().unwrap()).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o700, "only this user opens the directory");
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_directory_others_can_open_is_not_used() {
        use std::os::unix::fs::PermissionsExt;
        let base = tempfile::tempdir().unwrap();
        let private = private_dir_in(base.path()).unwrap();
        std::fs::set_permissions(&private, std::fs::Permissions::from_mode(0o755)).unwrap();
        let refused = private_dir_in(base.path()).unwrap_err();
        assert!(refused.contains("only this user") && refused.contains("location.snapshot_file"), "{refused}");
        std::fs::remove_dir(&private).unwrap();
        std::os::unix::fs::symlink(base.path(), &private).unwrap();
        assert!(private_dir_in(base.path()).is_err(), "a link to another directory is not used");
    }

    #[test]
    fn a_missing_directory_is_a_problem_not_a_panic() {
        let source = StoreSource::new(Some(PathBuf::from("/nonexistent/concierge-store")));
        let invalid = source.load(&LocationSettings::default()).unwrap_err();
        let lines = problem_lines(&invalid);
        assert!(!lines.is_empty());
        let refused = ReloadRefused { store: source.to_string(), problems: lines.clone(), kept: 3 };
        let text = refused.to_string();
        assert!(text.contains("keeping generation 3"), "{text}");
        assert!(lines.iter().all(|l| text.contains(l.as_str())), "{text}");
    }

    #[test]
    fn a_model_that_cannot_be_loaded_refuses_the_generation() {
        let mut settings = AskSettings::default();
        settings.embeddings.model_dir = "/nonexistent/concierge-model".into();
        let problems = StoreGeneration::build(
            2,
            StoreSource::Demo.load(&LocationSettings::default()).unwrap(),
            &settings,
            Instant::now(),
        )
        .unwrap_err();
        assert_eq!(problems.len(), 1);
        assert!(problems[0].starts_with("ask.embeddings.model_dir"), "{problems:?}");
    }
}
