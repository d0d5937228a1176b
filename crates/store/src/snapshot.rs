//! A large chain's locations and inventory, kept between starts in a binary snapshot, so that a
//! restart does not parse and check a million records again.
//!
//! The snapshot is keyed by the content of the store: a SHA-256 over every file of the store
//! directory (names and bytes), the snapshot format and Concierge's version. It is used only
//! when that key matches the store as it is now and the body's own SHA-256 matches the body;
//! anything else (an edited store, another version, a damaged or foreign file) is reported and
//! the store is read from source, as it always can be. It is written only after a store was
//! read from source without a single problem, and only for chains of
//! [`SNAPSHOT_MIN_LOCATIONS`] locations or more: below that, reading from source is already
//! quick. Everything else in the store (business, policies, FAQ, products, accounts) is small
//! and is always read from source.

mod codec;

use std::fs;
use std::io::{self, Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use concierge_core::catalog::Business;
use sha2::{Digest, Sha256};

use crate::problems::Problems;
use crate::source::DirSource;
use crate::{InvalidStore, load_rest, load_start};

/// Chains with fewer locations are not snapshotted.
pub const SNAPSHOT_MIN_LOCATIONS: usize = 10_000;

/// Bumped whenever the body's layout or what the loader makes of a store changes.
const FORMAT: u32 = 3;
const MAGIC: &[u8; 16] = b"concierge-snap\r\n";
/// The version of Concierge a snapshot is written by, and read by.
const VERSION: &str = env!("CARGO_PKG_VERSION");

/// What became of the snapshot while a store was loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SnapshotReport {
    /// Whether the locations and inventory were read from the snapshot.
    pub used: bool,
    /// Whether the snapshot there was written for other files: the store has changed since,
    /// as it does after every edit.
    pub stale: bool,
    /// Why a snapshot file that was there could not be used at all (damaged, cut, written by
    /// another version, not a snapshot, unreadable).
    pub discarded: Option<String>,
    /// After a read from source: `Ok` when a snapshot was written, the reason when none was.
    pub written: Option<Result<(), String>>,
    /// How long computing the store's key took (reading every file once).
    pub keyed_in: Duration,
}

/// Loads the store directory `dir` like [`crate::load_dir`], reading its locations and
/// inventory from the snapshot at `snapshot` when that holds them for exactly these files, and
/// writing the snapshot when a large store was read from source.
pub fn load_dir_with_snapshot(dir: &Path, snapshot: &Path) -> Result<(Business, SnapshotReport), InvalidStore> {
    load(dir, snapshot, SNAPSHOT_MIN_LOCATIONS)
}

/// [`load_dir_with_snapshot`], snapshotting stores of `min_locations` or more.
///
/// The store's files are hashed on a thread of their own while the snapshot is read and
/// checked on this one (each is a second or so at a million locations); the snapshot is used
/// only once the two keys are known to match.
fn load(dir: &Path, snapshot: &Path, min_locations: usize) -> Result<(Business, SnapshotReport), InvalidStore> {
    let source = DirSource::new(dir);
    let mut problems = Problems::default();
    let ((key, keyed_in), business, found) = std::thread::scope(|scope| {
        let hashing = scope.spawn(|| {
            let started = Instant::now();
            (store_key(dir), started.elapsed())
        });
        let business = load_start(&source, &mut problems);
        let found = read(snapshot);
        (hashing.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)), business, found)
    });
    let invalid = |problems: Problems| {
        let (problems, consequences) = problems.into_parts();
        InvalidStore { store: dir.display().to_string(), problems, consequences }
    };
    let Some(mut business) = business else { return Err(invalid(problems)) };
    let mut report = SnapshotReport { used: false, stale: false, discarded: None, written: None, keyed_in };
    let key = match key {
        Ok(key) => Some(key),
        Err(e) => {
            report.written = Some(Err(format!("the store's files could not be read to key it: {e}")));
            None
        }
    };
    let parts = match (found, &key) {
        (Ok(Some((written_for, parts))), Some(key)) if written_for == *key => Some(parts),
        (Ok(Some(_)), Some(_)) => {
            report.stale = true;
            None
        }
        (Ok(_), _) => None,
        (Err(reason), _) => {
            report.discarded = Some(reason);
            None
        }
    };
    let from_source = parts.is_none();
    if let Some(parts) = parts {
        business.locations = parts.locations;
        business.availability = parts.availability;
        report.used = true;
    }
    load_rest(&source, &mut business, &mut problems, from_source);
    if !problems.is_empty() {
        return Err(invalid(problems));
    }
    if let (true, Some(key)) = (from_source, key) {
        report.written = Some(if business.locations.len() < min_locations {
            Err(format!("the store has fewer than {min_locations} locations"))
        } else {
            write(dir, snapshot, &key, &business)
        });
    }
    Ok((business, report))
}

/// The store's key: every file under `dir` (hidden directories excepted), by relative name
/// and content, in name order, with the snapshot format and Concierge's version.
fn store_key(dir: &Path) -> io::Result<[u8; 32]> {
    let mut files = Vec::new();
    walk(dir, Path::new(""), &mut files)?;
    files.sort();
    let mut hash = Sha256::new();
    hash.update(MAGIC);
    hash.update(FORMAT.to_le_bytes());
    hash.update(VERSION.as_bytes());
    let mut buffer = vec![0; 1 << 20];
    for name in files {
        let text = name.to_string_lossy();
        hash.update((text.len() as u64).to_le_bytes());
        hash.update(text.as_bytes());
        let length = hash_all(&mut fs::File::open(dir.join(&name))?, &mut hash, &mut buffer)?;
        hash.update(length.to_le_bytes());
    }
    Ok(hash.finalize().into())
}

/// How deep [`walk`] goes: a store is a few levels deep; a link back up would loop forever.
const MAX_DEPTH: usize = 16;

/// Every file under `dir/relative`, as names relative to `dir`, links followed as the loader
/// follows them. Hidden directories (`.git`) are left out: the loader reads nothing in them.
/// Hidden files are kept, since a listing of `locations/` includes them.
fn walk(dir: &Path, relative: &Path, out: &mut Vec<PathBuf>) -> io::Result<()> {
    if relative.components().count() > MAX_DEPTH {
        return Err(io::Error::other(format!("{} is nested too deeply (a link loop?)", relative.display())));
    }
    for entry in fs::read_dir(dir.join(relative))? {
        let entry = entry?;
        let name = relative.join(entry.file_name());
        let mut kind = entry.file_type()?;
        if kind.is_symlink() {
            kind = fs::metadata(dir.join(&name))?.file_type();
        }
        if kind.is_dir() && !entry.file_name().to_string_lossy().starts_with('.') {
            walk(dir, &name, out)?;
        } else if kind.is_file() {
            out.push(name);
        }
    }
    Ok(())
}

/// The key the snapshot at `path` was written for and the parts it holds; `None` when there is
/// no snapshot, the reason when there is one that cannot be used.
///
/// The body is read twice, never held whole: once to check its digest, then, only if it is the
/// body that was written, decoded as it is read (`codec::decode_from`).
fn read(path: &Path) -> Result<Option<([u8; 32], codec::Parts)>, String> {
    let cannot = |e: io::Error| format!("{} cannot be read: {e}", path.display());
    let mut file = match fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(cannot(e)),
    };
    let mut header = Vec::with_capacity(HEADER_LEN);
    (&mut file).take(HEADER_LEN as u64).read_to_end(&mut header).map_err(cannot)?;
    let (key, digest) = open(&header).map_err(|reason| format!("{}: {reason}", path.display()))?;
    let mut hash = Sha256::new();
    let length = hash_all(&mut file, &mut hash, &mut vec![0; 1 << 20]).map_err(cannot)?;
    if hash.finalize().as_slice() != digest {
        return Err(format!("{}: damaged: its content does not match its digest", path.display()));
    }
    file.seek(io::SeekFrom::Start(HEADER_LEN as u64)).map_err(cannot)?;
    let parts = codec::decode_from(file, length).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(Some((key, parts)))
}

/// How long a header this version writes is: the magic, the format, the version, the store's
/// key and the body's digest.
const HEADER_LEN: usize = MAGIC.len() + 4 + 1 + VERSION.len() + 32 + 32;

/// The store's key and the body's digest, once the header says the file is a snapshot of this
/// format and version.
fn open(header: &[u8]) -> Result<([u8; 32], [u8; 32]), &'static str> {
    let rest = header.strip_prefix(MAGIC).ok_or("not a Concierge snapshot")?;
    let (format, rest) = rest.split_first_chunk::<4>().ok_or("the header is cut short")?;
    if u32::from_le_bytes(*format) != FORMAT {
        return Err("written in another snapshot format");
    }
    let (version_length, rest) = rest.split_first_chunk::<1>().ok_or("the header is cut short")?;
    let (version, rest) = rest.split_at_checked(usize::from(version_length[0])).ok_or("the header is cut short")?;
    if version != VERSION.as_bytes() {
        return Err("written by another version of Concierge");
    }
    let (key, rest) = rest.split_first_chunk::<32>().ok_or("the header is cut short")?;
    let (digest, _) = rest.split_first_chunk::<32>().ok_or("the header is cut short")?;
    Ok((*key, *digest))
}

/// Feeds everything left in `source` to `hash`, through `buffer`; how many bytes that was.
fn hash_all(source: &mut impl Read, hash: &mut Sha256, buffer: &mut [u8]) -> io::Result<u64> {
    let mut length = 0u64;
    loop {
        let n = source.read(buffer)?;
        if n == 0 {
            return Ok(length);
        }
        hash.update(&buffer[..n]);
        length += n as u64;
    }
}

/// Writes the snapshot of `business` for `key`, unless the store changed while it was read:
/// the whole file is written beside `path`, then renamed over it, so a reader never sees half
/// of one.
fn write(dir: &Path, path: &Path, key: &[u8; 32], business: &Business) -> Result<(), String> {
    match store_key(dir) {
        Ok(now) if now == *key => {}
        Ok(_) => return Err("the store's files changed while they were read".into()),
        Err(e) => return Err(format!("the store's files could not be read again to key it: {e}")),
    }
    let body = codec::encode(&business.locations, &business.availability);
    let mut header = Vec::with_capacity(HEADER_LEN);
    header.extend_from_slice(MAGIC);
    header.extend_from_slice(&FORMAT.to_le_bytes());
    header.push(u8::try_from(VERSION.len()).expect("a version is short"));
    header.extend_from_slice(VERSION.as_bytes());
    header.extend_from_slice(key);
    header.extend_from_slice(&Sha256::digest(&body));

    let mut partial = path.as_os_str().to_owned();
    partial.push(format!(".{}.partial", std::process::id()));
    let partial = PathBuf::from(partial);
    let written = create_private(&partial).and_then(|mut file| {
        file.write_all(&header)?;
        file.write_all(&body)?;
        file.flush()
    });
    let renamed = written.and_then(|()| fs::rename(&partial, path));
    renamed.map_err(|e| {
        let _ = fs::remove_file(&partial);
        format!("{} could not be written: {e}", path.display())
    })
}

/// A new file that only its owner can read or write.
fn create_private(path: &Path) -> io::Result<io::BufWriter<fs::File>> {
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    Ok(io::BufWriter::with_capacity(1 << 20, options.open(path)?))
}

#[cfg(test)]
mod tests;
