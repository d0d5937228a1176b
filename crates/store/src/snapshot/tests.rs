use std::collections::HashSet;
use std::sync::Arc;

use super::*;

/// The demo store written out to a fresh directory.
fn demo_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    crate::DEMO.extract(dir.path()).unwrap();
    dir
}

/// Everything a business holds, as text, for comparing two loads of the same store.
fn everything(business: &Business) -> String {
    format!("{business:#?}")
}

/// How many distinct copies of schedules, of amenity maps and of countries the locations share.
fn copies(business: &Business) -> (usize, usize, usize) {
    let schedules: HashSet<*const _> =
        business.locations.iter().filter_map(|l| l.schedule.as_ref()).map(Arc::as_ptr).collect();
    let amenities: HashSet<*const _> =
        business.locations.iter().flat_map(|l| [Arc::as_ptr(&l.amenities), Arc::as_ptr(&l.not_offered)]).collect();
    let countries: HashSet<*const str> = business
        .locations
        .iter()
        .filter_map(|l| l.address.as_ref()?.address_country.as_ref())
        .map(Arc::as_ptr)
        .collect();
    (schedules.len(), amenities.len(), countries.len())
}

#[test]
fn the_body_reads_back_as_written_with_the_same_sharing() {
    let business = crate::demo().unwrap();
    let body = codec::encode(&business.locations, &business.availability);
    let parts = codec::decode(&body).unwrap();
    assert_eq!(parts.locations, business.locations);
    assert_eq!(parts.availability, business.availability);
    let mut read = business.clone();
    read.locations = parts.locations;
    assert_eq!(copies(&read), copies(&business));
    assert!(copies(&business).0 < business.locations.len(), "the demo's locations share schedules");
    assert!(copies(&business).2 < business.locations.len(), "and their countries");
}

#[test]
fn a_cut_or_altered_body_is_an_error_never_a_panic() {
    let business = crate::demo().unwrap();
    let body = codec::encode(&business.locations, &business.availability);
    for end in 0..body.len() {
        assert!(codec::decode(&body[..end]).is_err(), "cut at {end} of {}", body.len());
    }
    let mut longer = body.clone();
    longer.push(0);
    assert!(codec::decode(&longer).is_err(), "a byte too many");
    // Every byte changed in turn, to all zeros and all ones: reading must end, with an error
    // or with some locations, but never panic.
    let mut altered = body.clone();
    for k in 0..body.len() {
        for value in [0x00, 0xff] {
            altered[k] = value;
            let _ = codec::decode(&altered);
        }
        altered[k] = body[k];
    }
}

#[test]
fn a_body_pulled_a_few_bytes_at_a_time_reads_back_the_same() {
    let business = crate::demo().unwrap();
    let body = codec::encode(&business.locations, &business.availability);
    for chunk in [1, 2, 3, 7, 64, 4096] {
        let parts = codec::decode_in_chunks(&body[..], body.len() as u64, chunk).unwrap();
        assert_eq!(parts.locations, business.locations, "chunk {chunk}");
        assert_eq!(parts.availability, business.availability, "chunk {chunk}");
        let cut = codec::decode_in_chunks(&body[..body.len() - 1], body.len() as u64, chunk);
        assert!(matches!(cut, Err(codec::Unreadable::Io(_))), "a source shorter than its length, chunk {chunk}");
    }
}

#[test]
fn a_store_is_read_from_source_then_from_its_snapshot_with_the_same_result() {
    let store = demo_dir();
    let snapshots = tempfile::tempdir().unwrap();
    let file = snapshots.path().join("store.snapshot");
    let expected = crate::load_dir(store.path()).unwrap();

    let (first, report) = load(store.path(), &file, 0).unwrap();
    assert!(!report.used && !report.stale && report.discarded.is_none(), "{report:?}");
    assert_eq!(report.written, Some(Ok(())));
    assert_eq!(everything(&first), everything(&expected));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(fs::metadata(&file).unwrap().permissions().mode() & 0o777, 0o600, "only the owner reads it");
    }

    let (second, report) = load(store.path(), &file, 0).unwrap();
    assert!(report.used && report.discarded.is_none() && report.written.is_none(), "{report:?}");
    assert_eq!(everything(&second), everything(&expected));
    assert_eq!(copies(&second), copies(&expected));
}

#[test]
fn an_edited_store_is_read_from_source_and_snapshotted_again() {
    let store = demo_dir();
    let snapshots = tempfile::tempdir().unwrap();
    let file = snapshots.path().join("store.snapshot");
    load(store.path(), &file, 0).unwrap();

    let path = store.path().join("locations/us-west.toml");
    let text = fs::read_to_string(&path).unwrap();
    let renamed = text.replacen("name = \"", "name = \"Renamed ", 1);
    assert_ne!(renamed, text);
    fs::write(&path, renamed).unwrap();
    let (business, report) = load(store.path(), &file, 0).unwrap();
    assert!(!report.used, "{report:?}");
    assert!(report.stale && report.discarded.is_none(), "{report:?}");
    assert_eq!(report.written, Some(Ok(())));
    assert_eq!(everything(&business), everything(&crate::load_dir(store.path()).unwrap()));
    assert!(business.locations.iter().any(|l| l.name.starts_with("Renamed ")));

    let (again, report) = load(store.path(), &file, 0).unwrap();
    assert!(report.used, "{report:?}");
    assert_eq!(everything(&again), everything(&business));
}

#[test]
fn a_damaged_or_foreign_snapshot_is_discarded_and_replaced() {
    let store = demo_dir();
    let snapshots = tempfile::tempdir().unwrap();
    let file = snapshots.path().join("store.snapshot");
    let expected = crate::load_dir(store.path()).unwrap();
    load(store.path(), &file, 0).unwrap();

    let mut bytes = fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x20;
    fs::write(&file, &bytes).unwrap();
    let (business, report) = load(store.path(), &file, 0).unwrap();
    assert!(report.discarded.as_deref().is_some_and(|r| r.contains("damaged")), "{report:?}");
    assert!(!report.used);
    assert_eq!(report.written, Some(Ok(())));
    assert_eq!(everything(&business), everything(&expected));

    for (content, reason) in [(&b"not a snapshot at all"[..], "not a Concierge snapshot"), (MAGIC, "cut short")] {
        fs::write(&file, content).unwrap();
        let (business, report) = load(store.path(), &file, 0).unwrap();
        assert!(report.discarded.as_deref().is_some_and(|r| r.contains(reason)), "{report:?}");
        assert_eq!(everything(&business), everything(&expected));
    }
    assert!(load(store.path(), &file, 0).unwrap().1.used, "rewritten after each");
}

#[test]
fn small_stores_and_stores_with_problems_are_not_snapshotted() {
    let store = demo_dir();
    let snapshots = tempfile::tempdir().unwrap();
    let file = snapshots.path().join("store.snapshot");
    let (_, report) = load_dir_with_snapshot(store.path(), &file).unwrap();
    assert!(report.written.as_ref().is_some_and(|w| w.as_ref().is_err_and(|r| r.contains("fewer than"))), "{report:?}");
    assert!(!file.exists());

    fs::write(store.path().join("inventory.csv"), "location_id,item,quantity\nnowhere,x,1\n").unwrap();
    let invalid = load(store.path(), &file, 0).unwrap_err();
    assert!(invalid.problems.iter().any(|p| p.file == "inventory.csv"), "{invalid}");
    assert!(!file.exists());
}

#[test]
fn the_key_covers_every_file_the_loader_can_read() {
    let store = demo_dir();
    let key = store_key(store.path()).unwrap();
    fs::create_dir(store.path().join(".git")).unwrap();
    fs::write(store.path().join(".git/HEAD"), "ref: refs/heads/main\n").unwrap();
    assert_eq!(store_key(store.path()).unwrap(), key, "hidden directories are not part of the store");

    fs::write(store.path().join("policies/new.md"), "# New\n").unwrap();
    let with_policy = store_key(store.path()).unwrap();
    assert_ne!(with_policy, key, "a new file anywhere in the store changes it");

    // A hidden file in locations/ is listed, and read, by the loader.
    fs::write(store.path().join("locations/.more.jsonl"), "").unwrap();
    let with_hidden = store_key(store.path()).unwrap();
    assert_ne!(with_hidden, with_policy);

    #[cfg(unix)]
    {
        // Linked files and directories are read through their links.
        let elsewhere = tempfile::tempdir().unwrap();
        let target = elsewhere.path().join("chain.jsonl");
        fs::write(&target, "").unwrap();
        std::os::unix::fs::symlink(&target, store.path().join("locations/chain.jsonl")).unwrap();
        let linked = store_key(store.path()).unwrap();
        assert_ne!(linked, with_hidden);
        fs::write(&target, "{}\n").unwrap();
        assert_ne!(store_key(store.path()).unwrap(), linked, "the linked file's content is part of it");

        std::os::unix::fs::symlink(store.path(), store.path().join("policies/loop")).unwrap();
        let looped = store_key(store.path()).unwrap_err();
        assert!(looped.to_string().contains("too deeply"), "{looped}");
    }
}

/// A snapshot written by one build is read by another of the same version whenever the store's
/// files are the same, so the body's layout and what the loader makes of the files must not
/// change without [`FORMAT`] changing with them: the old body would be misread, or read as the
/// old loader understood the files. This pins the demo store's body to the format number.
#[test]
fn the_demo_store_body_is_pinned_to_the_format_number() {
    let business = crate::load_dir(demo_dir().path()).unwrap();
    let body = codec::encode(&business.locations, &business.availability);
    let digest = hex::encode(Sha256::digest(&body));
    assert_eq!(
        (FORMAT, digest.as_str()),
        (3, "bf83bded43a9f0ea96472b754f1d2c8652906cd7679f695c1578404d9baae0ee"),
        "the demo store's snapshot body changed. If the codec's layout or the loader's output \
         changed, bump FORMAT and pin the new digest; if only the demo store's files changed, pin \
         the new digest (the snapshot's key already covers the files)"
    );
}
