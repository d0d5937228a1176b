//! What every import test needs: the repository, a store holding only the demo's business, and
//! an export with bytes edited (for the never-panic properties).

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use proptest::prelude::*;

/// The repository's root.
pub(crate) fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A store directory holding only the demo store's `store.toml` (the business, its website).
pub(crate) fn empty_store() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(repo().join("crates/store/demo/store.toml"), dir.path().join("store.toml")).unwrap();
    dir
}

/// One byte edit: where, the byte, and how (replace, delete, double).
pub(crate) type Edit = (prop::sample::Index, u8, u8);

/// A few byte edits.
pub(crate) fn edits() -> impl Strategy<Value = Vec<Edit>> {
    proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..3), 1..12)
}

/// The bytes of `file` with `edits` applied, in order.
pub(crate) fn mutated(file: &Path, edits: &[Edit]) -> Vec<u8> {
    let mut bytes = std::fs::read(file).unwrap();
    for (at, byte, how) in edits {
        if bytes.is_empty() {
            break;
        }
        let i = at.index(bytes.len());
        match how {
            0 => bytes[i] = *byte,
            1 => {
                bytes.remove(i);
            }
            _ => bytes.insert(i, bytes[i]),
        }
    }
    bytes
}
