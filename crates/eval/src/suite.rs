//! A directory of evaluation stores (`eval/stores/`): each subdirectory holds one business, its
//! question sets and an `eval.toml` saying when the sets are labelled for and which quality
//! floors they must keep. `concierge eval --suite DIR` and CI run all of them; the figures are
//! reported per store and set, and overall.
//!
//! ```toml
//! # eval/stores/grocery/eval.toml
//! now = "2027-01-13T16:00:00Z"   # the instant time-dependent answers are labelled for
//! store = "store"                # the store directory, relative to this file ("@demo": the
//!                                # bundled demo store); default "store"
//! [[set]]                        # default: every *.jsonl beside this file, no floors
//! file = "questions.jsonl"
//! min_fact_accuracy = 0.9        # optional floors, checked like the gates
//! min_link_precision = 0.95
//! ```

use std::path::{Path, PathBuf};

use concierge_core::catalog::Business;
use serde::Deserialize;

use crate::{Case, Report};

/// Why a suite could not be read.
#[derive(Debug, thiserror::Error)]
pub enum SuiteError {
    /// A file could not be read.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What failed.
        source: std::io::Error,
    },
    /// `eval.toml` is malformed.
    #[error("{path}: {message}")]
    Config {
        /// The file.
        path: PathBuf,
        /// What is wrong, and where.
        message: String,
    },
    /// A store directory is invalid.
    #[error("{path}: {message}")]
    Store {
        /// The store directory.
        path: PathBuf,
        /// Every problem, as `check-store` prints them.
        message: String,
    },
    /// A question set is malformed.
    #[error("{path}: {message}")]
    Set {
        /// The set.
        path: PathBuf,
        /// The line and what is wrong with it.
        message: String,
    },
    /// The directory holds no evaluation store.
    #[error("{0}: no subdirectory with an eval.toml")]
    Empty(PathBuf),
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoreFile {
    now: String,
    #[serde(default = "default_store")]
    store: String,
    #[serde(default)]
    set: Vec<SetFile>,
}

fn default_store() -> String {
    "store".into()
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SetFile {
    file: String,
    #[serde(default)]
    min_fact_accuracy: Option<f64>,
    #[serde(default)]
    min_link_precision: Option<f64>,
}

/// One question set of a store, with its floors.
#[derive(Debug, Clone)]
pub struct QuestionSet {
    /// The file name (`questions.jsonl`).
    pub name: String,
    /// Its questions.
    pub cases: Vec<Case>,
    /// Minimum fact accuracy, if any.
    pub min_fact_accuracy: Option<f64>,
    /// Minimum link precision, if any.
    pub min_link_precision: Option<f64>,
}

impl QuestionSet {
    /// The floors `report` falls below (empty: none).
    pub fn floor_failures(&self, report: &Report) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(min) = self.min_fact_accuracy
            && report.fact_accuracy() < min
        {
            out.push(format!("fact accuracy {:.3} < floor {min}", report.fact_accuracy()));
        }
        if let Some(min) = self.min_link_precision
            && report.link_precision() < min
        {
            out.push(format!("link precision {:.3} < floor {min}", report.link_precision()));
        }
        out
    }
}

/// One store of the suite.
#[derive(Debug)]
pub struct EvalStore {
    /// The subdirectory's name.
    pub name: String,
    /// The business.
    pub business: Business,
    /// The instant the sets are labelled for.
    pub now: jiff::Timestamp,
    /// Its question sets.
    pub sets: Vec<QuestionSet>,
}

/// Reads every subdirectory of `dir` that has an `eval.toml`, in name order.
pub fn load_suite(dir: &Path) -> Result<Vec<EvalStore>, SuiteError> {
    let io = |path: &Path| {
        let path = path.to_path_buf();
        move |source| SuiteError::Io { path, source }
    };
    let mut subdirs: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(io(dir))?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.join("eval.toml").is_file())
        .collect();
    subdirs.sort();
    if subdirs.is_empty() {
        return Err(SuiteError::Empty(dir.to_path_buf()));
    }
    subdirs.iter().map(|d| load_store(d)).collect()
}

/// Reads one evaluation store directory (one with an `eval.toml`).
pub fn load_store(dir: &Path) -> Result<EvalStore, SuiteError> {
    let config_path = dir.join("eval.toml");
    let text =
        std::fs::read_to_string(&config_path).map_err(|source| SuiteError::Io { path: config_path.clone(), source })?;
    let config: StoreFile = toml::from_str(&text)
        .map_err(|e| SuiteError::Config { path: config_path.clone(), message: e.message().to_owned() })?;
    let now: jiff::Timestamp = config.now.parse().map_err(|_| SuiteError::Config {
        path: config_path.clone(),
        message: format!("now: `{}` is not an RFC 3339 instant", config.now),
    })?;
    let store_dir = (config.store != "@demo").then(|| dir.join(&config.store));
    let business = match &store_dir {
        None => {
            concierge_store::demo().map_err(|e| SuiteError::Store { path: "@demo".into(), message: e.to_string() })?
        }
        Some(store_dir) => concierge_store::load_dir(store_dir)
            .map_err(|e| SuiteError::Store { path: store_dir.clone(), message: e.to_string() })?,
    };
    let store_text = match &store_dir {
        Some(store_dir) => Some(StoreText::read(store_dir)?),
        None => None,
    };
    let mut specs = config.set;
    if specs.is_empty() {
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .map_err(|source| SuiteError::Io { path: dir.to_path_buf(), source })?
            .filter_map(Result::ok)
            .filter_map(|e| e.file_name().into_string().ok())
            .filter(|n| n.ends_with(".jsonl"))
            .collect();
        files.sort();
        specs =
            files.into_iter().map(|file| SetFile { file, min_fact_accuracy: None, min_link_precision: None }).collect();
    }
    let mut sets = Vec::new();
    for spec in specs {
        let path = dir.join(&spec.file);
        let text = std::fs::read_to_string(&path).map_err(|source| SuiteError::Io { path: path.clone(), source })?;
        let cases = crate::load(&text).map_err(|message| SuiteError::Set { path: path.clone(), message })?;
        if let Some(store_text) = &store_text {
            store_text.check_evidence(&cases).map_err(|message| SuiteError::Set { path: path.clone(), message })?;
        }
        sets.push(QuestionSet {
            name: spec.file,
            cases,
            min_fact_accuracy: spec.min_fact_accuracy,
            min_link_precision: spec.min_link_precision,
        });
    }
    let name = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    Ok(EvalStore { name, business, now, sets })
}

/// Every text file of a store directory, lower-cased with whitespace collapsed: what an
/// [`Evidence`](crate::Evidence) quote must be found in, so a label cannot point at words the
/// store does not have.
struct StoreText(String);

/// The record kinds an evidence `source` may name.
const EVIDENCE_SOURCES: &[&str] =
    &["store", "policy", "faq", "product", "variant", "location", "order", "cart", "buyer", "inventory"];

impl StoreText {
    fn read(dir: &Path) -> Result<Self, SuiteError> {
        let mut text = String::new();
        let mut pending = vec![dir.to_path_buf()];
        while let Some(path) = pending.pop() {
            let io = |source| SuiteError::Io { path: path.clone(), source };
            if path.is_dir() {
                for entry in std::fs::read_dir(&path).map_err(io)? {
                    pending.push(entry.map_err(io)?.path());
                }
            } else if let Ok(content) = std::fs::read_to_string(&path) {
                text.push_str(&normalise_quote(&content));
                text.push('\n');
            }
        }
        Ok(Self(text))
    }

    fn check_evidence(&self, cases: &[Case]) -> Result<(), String> {
        for case in cases {
            for evidence in &case.evidence {
                let kind = evidence.source.split(':').next().unwrap_or_default();
                if !EVIDENCE_SOURCES.contains(&kind) {
                    return Err(format!(
                        "{}: evidence source `{}`: the kind must be one of {}",
                        case.id,
                        evidence.source,
                        EVIDENCE_SOURCES.join(", ")
                    ));
                }
                if !self.0.contains(&normalise_quote(&evidence.quote)) {
                    return Err(format!(
                        "{}: evidence quote `{}` is not in the store's files (quote them verbatim)",
                        case.id, evidence.quote
                    ));
                }
            }
        }
        Ok(())
    }
}

/// Checks that every evidence quote of `cases` is in the files of the store directory `dir`
/// (what loading a suite does; `concierge eval --store DIR --set FILE` calls it too).
pub fn check_evidence(dir: &Path, cases: &[Case]) -> Result<(), String> {
    StoreText::read(dir).map_err(|e| e.to_string())?.check_evidence(cases)
}

/// Lower case, runs of whitespace as one space: how quotes and passages are compared.
pub(crate) fn normalise_quote(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

impl EvalStore {
    /// Runs every set of this store through a fresh service built from `config` (its storage
    /// replaced by an in-memory database) at the store's `now`, returning one report per set.
    /// With `explain`, every outcome keeps the engine's trace (for `--explain` and training).
    pub fn evaluate(&self, config: concierge_service::config::Config, explain: bool) -> Result<Vec<Report>, String> {
        self.evaluate_counted(config, explain).map(|(reports, _)| reports)
    }

    /// [`evaluate`](Self::evaluate), with what the model composer did when `[ask.model]` is
    /// on: answers composed, and fallbacks by reason.
    pub fn evaluate_counted(
        &self,
        mut config: concierge_service::config::Config,
        explain: bool,
    ) -> Result<(Vec<Report>, std::collections::BTreeMap<&'static str, u64>), String> {
        config.storage.database_url = "sqlite::memory:".into();
        let clock = std::sync::Arc::new(concierge_core::clock::FixedClock(self.now));
        let app = concierge_service::Concierge::new(config, self.business.clone(), clock)
            .map_err(|e| format!("{}: {}", self.name, e.join("; ")))?;
        // One runtime for all sets: the in-memory database lives on it (and the model
        // client's connections).
        let mut target = crate::ServiceTarget::new(app.clone(), explain).map_err(|e| format!("{}: {e}", self.name))?;
        let reports = self.sets.iter().map(|set| crate::run_on(&app, &set.cases, &mut target)).collect();
        Ok((reports, app.composer_counts().unwrap_or_default()))
    }
}
