//! The on-disk vector cache: with the real model (same vectors as embedding directly, only
//! missing texts computed), and with a stand-in embedder for the file-handling cases (corrupt,
//! truncated or mismatched files are discarded and rebuilt, writes leave no temporary files).

mod common;

use std::cell::RefCell;
use std::fs;
use std::path::Path;

use common::embedder;
use concierge_embed::{EmbedError, Opened, TextEmbedder, VectorCache};
use sha2::{Digest, Sha256};

/// Wraps an embedder and records every call it gets.
struct Counting<'a, E: TextEmbedder> {
    inner: &'a E,
    calls: RefCell<Vec<Vec<String>>>,
}

impl<'a, E: TextEmbedder> Counting<'a, E> {
    fn new(inner: &'a E) -> Self {
        Counting { inner, calls: RefCell::new(Vec::new()) }
    }

    /// The texts of each call since the last look.
    fn take_calls(&self) -> Vec<Vec<String>> {
        std::mem::take(&mut self.calls.borrow_mut())
    }
}

impl<E: TextEmbedder> TextEmbedder for Counting<'_, E> {
    fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, EmbedError> {
        self.calls.borrow_mut().push(texts.iter().map(|t| t.to_string()).collect());
        self.inner.embed(texts)
    }

    fn dimension(&self) -> usize {
        self.inner.dimension()
    }

    fn fingerprint(&self) -> String {
        self.inner.fingerprint()
    }
}

/// A deterministic stand-in: 8 values derived from the text's hash.
struct Fake {
    fingerprint: &'static str,
}

const FAKE: Fake = Fake { fingerprint: "fake-model-1" };

impl TextEmbedder for Fake {
    fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, EmbedError> {
        Ok(texts
            .iter()
            .map(|t| Sha256::digest(t.as_bytes())[..8].iter().map(|&b| f32::from(b) / 255.0).collect())
            .collect())
    }

    fn dimension(&self) -> usize {
        8
    }

    fn fingerprint(&self) -> String {
        self.fingerprint.to_owned()
    }
}

fn strings(texts: &[&str]) -> Vec<String> {
    texts.iter().map(|t| t.to_string()).collect()
}

#[test]
fn returns_the_embedders_vectors_and_computes_only_missing_ones() {
    let real = embedder();
    let counting = Counting::new(real);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("vectors.bin");
    let texts = ["Returns are free within 30 days.", "We ship to Canada.", "Stores open at 9."];

    let mut cache = VectorCache::open(&path, &real.fingerprint(), real.dimension()).unwrap();
    assert_eq!(cache.opened(), &Opened::New);
    let first = cache.get_or_embed(&counting, &texts).unwrap();
    assert_eq!(counting.take_calls(), vec![strings(&texts)]);
    assert_eq!(first, real.embed(&texts).unwrap());
    assert!(path.is_file());

    // Two known texts and a new one (twice): one call, with the new text once.
    let mixed = ["We ship to Canada.", "Gift cards never expire.", "Stores open at 9.", "Gift cards never expire."];
    let second = cache.get_or_embed(&counting, &mixed).unwrap();
    assert_eq!(counting.take_calls(), vec![strings(&["Gift cards never expire."])]);
    assert_eq!(second[0], first[1]);
    assert_eq!(second[2], first[2]);
    assert_eq!(second[1], second[3]);
    assert_eq!(cache.len(), 4);

    // Everything cached: no call.
    assert_eq!(cache.get_or_embed(&counting, &texts).unwrap(), first);
    assert!(counting.take_calls().is_empty());
    assert_eq!(cache.get("We ship to Canada.").unwrap(), &first[1][..]);
    assert!(cache.get("never seen").is_none());

    // Reopened from disk: the same vectors, bit for bit, and still no call.
    let mut reopened = VectorCache::open(&path, &real.fingerprint(), real.dimension()).unwrap();
    assert_eq!(reopened.opened(), &Opened::Loaded { entries: 4 });
    assert_eq!(reopened.get_or_embed(&counting, &mixed).unwrap(), second);
    assert!(counting.take_calls().is_empty());
    assert!(reopened.get_or_embed(&counting, &[]).unwrap().is_empty());
    assert!(counting.take_calls().is_empty());
}

fn filled_cache(path: &Path) -> Vec<Vec<f32>> {
    let mut cache = VectorCache::open(path, "fake-model-1", 8).unwrap();
    cache.get_or_embed(&FAKE, &["a", "b", "c"]).unwrap()
}

/// Opens `path` after `damage`, checks it was discarded, and that it is rebuilt and valid again.
fn assert_rebuilt(path: &Path, fingerprint: &str, dimension: usize) {
    let counting = Counting::new(&FAKE);
    let mut cache = VectorCache::open(path, fingerprint, dimension).unwrap();
    match cache.opened() {
        Opened::Discarded { reason } => println!("discarded: {reason}"),
        other => panic!("expected the file to be discarded, got {other:?}"),
    }
    assert!(cache.is_empty());
    if fingerprint == FAKE.fingerprint && dimension == FAKE.dimension() {
        cache.get_or_embed(&counting, &["a", "b"]).unwrap();
        assert_eq!(counting.take_calls(), vec![strings(&["a", "b"])]);
        let reopened = VectorCache::open(path, fingerprint, dimension).unwrap();
        assert_eq!(reopened.opened(), &Opened::Loaded { entries: 2 });
    }
}

#[test]
fn corrupt_files_are_discarded_and_rebuilt() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("vectors.bin");

    type Damage = Box<dyn Fn(&mut Vec<u8>)>;
    let damages: Vec<(&str, Damage)> = vec![
        ("garbage", Box::new(|bytes| *bytes = b"definitely not a vector cache".to_vec())),
        ("empty", Box::new(|bytes| bytes.clear())),
        ("truncated", Box::new(|bytes| bytes.truncate(bytes.len() - 7))),
        ("header only", Box::new(|bytes| bytes.truncate(30))),
        ("flipped value", Box::new(|bytes| bytes[100] ^= 0x40)),
        ("flipped checksum", Box::new(|bytes| *bytes.last_mut().unwrap() ^= 1)),
        ("appended", Box::new(|bytes| bytes.extend_from_slice(&[0; 36]))),
        ("other version", Box::new(|bytes| bytes[8] = 9)),
    ];
    for (what, damage) in damages {
        println!("{what}");
        filled_cache(&path);
        let mut bytes = fs::read(&path).unwrap();
        damage(&mut bytes);
        fs::write(&path, &bytes).unwrap();
        assert_rebuilt(&path, "fake-model-1", 8);
    }
}

#[test]
fn a_file_for_another_model_or_dimension_is_discarded() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("vectors.bin");
    filled_cache(&path);
    assert_rebuilt(&path, "fake-model-2", 8);
    filled_cache(&path);
    assert_rebuilt(&path, "fake-model-1", 16);
    // The file is left alone until something is written.
    filled_cache(&path);
    let before = fs::read(&path).unwrap();
    let other = VectorCache::open(&path, "fake-model-2", 8).unwrap();
    assert!(matches!(other.opened(), Opened::Discarded { .. }));
    assert_eq!(fs::read(&path).unwrap(), before);
}

#[test]
fn an_embedder_for_another_model_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut cache = VectorCache::open(dir.path().join("vectors.bin"), "fake-model-1", 8).unwrap();
    let other = Fake { fingerprint: "fake-model-2" };
    match cache.get_or_embed(&other, &["a"]) {
        Err(EmbedError::CacheMismatch { reason, .. }) => assert!(reason.contains("fake-model-2"), "{reason}"),
        result => panic!("expected a mismatch, got {result:?}"),
    }
    let mut wrong_dimension = VectorCache::open(dir.path().join("other.bin"), "fake-model-1", 4).unwrap();
    assert!(matches!(wrong_dimension.get_or_embed(&FAKE, &["a"]), Err(EmbedError::CacheMismatch { .. })));
    assert!(matches!(VectorCache::open(dir.path().join("x"), "", 8), Err(EmbedError::CacheMismatch { .. })));
    assert!(matches!(VectorCache::open(dir.path().join("x"), "f", 0), Err(EmbedError::CacheMismatch { .. })));
}

#[test]
fn an_embedder_returning_wrong_vectors_is_an_error_not_a_panic() {
    struct Short;
    impl TextEmbedder for Short {
        fn embed(&self, texts: &[&str]) -> Result<Vec<Vec<f32>>, EmbedError> {
            Ok(texts.iter().skip(1).map(|_| vec![0.0; 8]).collect())
        }
        fn dimension(&self) -> usize {
            8
        }
        fn fingerprint(&self) -> String {
            "short".into()
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let mut cache = VectorCache::open(dir.path().join("vectors.bin"), "short", 8).unwrap();
    assert!(matches!(cache.get_or_embed(&Short, &["a", "b"]), Err(EmbedError::Inference(_))));
    assert!(cache.is_empty());
}

#[test]
fn writes_are_atomic_and_leave_no_temporary_files() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested/dir/vectors.bin");
    let vectors = filled_cache(&path);
    let names: Vec<_> = fs::read_dir(path.parent().unwrap()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names, vec![std::ffi::OsString::from("vectors.bin")]);
    let reopened = VectorCache::open(&path, "fake-model-1", 8).unwrap();
    assert_eq!(reopened.get("b").unwrap(), &vectors[1][..]);
}

#[test]
fn a_failed_write_keeps_the_vectors_and_reports_the_error() {
    let dir = tempfile::tempdir().unwrap();
    let parent = dir.path().join("cache");
    let path = parent.join("vectors.bin");
    let mut cache = VectorCache::open(&path, "fake-model-1", 8).unwrap();
    // The cache's directory is replaced by a file: nothing can be written there.
    fs::write(&parent, b"in the way").unwrap();
    assert!(matches!(cache.get_or_embed(&FAKE, &["a"]), Err(EmbedError::CacheIo { .. })));
    assert_eq!(cache.len(), 1);
    // Once the way is clear, the next call writes what is pending, without embedding again.
    fs::remove_file(&parent).unwrap();
    let counting = Counting::new(&FAKE);
    cache.get_or_embed(&counting, &["a"]).unwrap();
    assert!(counting.take_calls().is_empty());
    assert_eq!(VectorCache::open(&path, "fake-model-1", 8).unwrap().opened(), &Opened::Loaded { entries: 1 });
}

#[test]
fn an_unreadable_cache_path_is_an_io_error() {
    let dir = tempfile::tempdir().unwrap();
    // A directory where the file should be.
    assert!(matches!(VectorCache::open(dir.path(), "fake-model-1", 8), Err(EmbedError::CacheIo { .. })));
}
