//! The vector cache: text → vector on disk, keyed by the model fingerprint and the sha256 of the
//! text, so that an index of sentences is embedded once and reloaded on later starts.
//!
//! File format (all integers little-endian), version 1:
//!
//! | field        | size            | content                                         |
//! |--------------|-----------------|-------------------------------------------------|
//! | magic        | 8               | `CNCGVEC\0`                                     |
//! | version      | 4 (u32)         | 1                                               |
//! | fp_len       | 2 (u16)         | length of the fingerprint                       |
//! | fingerprint  | fp_len          | the model fingerprint, UTF-8                    |
//! | dim          | 4 (u32)         | values per vector                               |
//! | count        | 8 (u64)         | number of entries                               |
//! | entries      | count × (32 + 4·dim) | sha256 of the text, then dim f32 values    |
//! | checksum     | 32              | sha256 of every byte before it                  |
//!
//! A file that is truncated, altered, of another version, or written for another fingerprint or
//! dimension is discarded on open (and replaced at the next write); it is never an error and
//! never a panic. Writes go to a temporary file in the same directory, renamed over the cache, so
//! a reader sees the old file or the new one, never half of one.

use std::collections::{HashMap, HashSet};
use std::fs::File;
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use sha2::{Digest, Sha256};

use crate::{EmbedError, TextEmbedder};

const MAGIC: &[u8; 8] = b"CNCGVEC\0";
const VERSION: u32 = 1;
const KEY_LEN: usize = 32;
const CHECKSUM_LEN: usize = 32;
/// Bounds that keep a forged header from asking for absurd allocations.
const MAX_FINGERPRINT_LEN: usize = 1024;
const MAX_DIMENSION: usize = 1 << 16;

type Key = [u8; KEY_LEN];

/// What [`VectorCache::open`] found on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Opened {
    /// No file yet: the cache starts empty.
    New,
    /// The file was valid for this fingerprint and dimension; its entries are loaded.
    Loaded {
        /// How many vectors it held.
        entries: usize,
    },
    /// A file was there but unusable (corrupt, another version, another model or dimension): the
    /// cache starts empty and the file is replaced at the next write.
    Discarded {
        /// Why it was discarded.
        reason: String,
    },
}

/// An on-disk cache of text → vector for one model (fingerprint) and dimension.
#[derive(Debug)]
pub struct VectorCache {
    path: PathBuf,
    fingerprint: String,
    dimension: usize,
    entries: HashMap<Key, Box<[f32]>>,
    opened: Opened,
    /// Entries added since the file was last written.
    dirty: bool,
}

impl VectorCache {
    /// Opens the cache file at `path` for vectors of `dimension` values from the model with
    /// `fingerprint` (see [`Embedder::fingerprint`](crate::Embedder::fingerprint)). A missing file
    /// gives an empty cache, and so does an unusable one ([`opened`](VectorCache::opened) says
    /// which). Fails only when the file exists but cannot be read, or on an empty or over-long
    /// fingerprint or a zero dimension.
    pub fn open(path: impl AsRef<Path>, fingerprint: &str, dimension: usize) -> Result<VectorCache, EmbedError> {
        let path = path.as_ref().to_path_buf();
        if fingerprint.is_empty() || fingerprint.len() > MAX_FINGERPRINT_LEN {
            return Err(EmbedError::CacheMismatch {
                path,
                reason: format!("a fingerprint must have 1 to {MAX_FINGERPRINT_LEN} bytes"),
            });
        }
        if dimension == 0 || dimension > MAX_DIMENSION {
            return Err(EmbedError::CacheMismatch {
                path,
                reason: format!("the dimension must be 1 to {MAX_DIMENSION}, not {dimension}"),
            });
        }
        let (entries, opened) = match std::fs::read(&path) {
            Ok(bytes) => match decode(&bytes, fingerprint, dimension) {
                Ok(entries) => {
                    let count = entries.len();
                    (entries, Opened::Loaded { entries: count })
                }
                Err(reason) => (HashMap::new(), Opened::Discarded { reason }),
            },
            Err(e) if e.kind() == ErrorKind::NotFound => (HashMap::new(), Opened::New),
            Err(source) => return Err(EmbedError::CacheIo { path, source }),
        };
        Ok(VectorCache { path, fingerprint: fingerprint.to_owned(), dimension, entries, opened, dirty: false })
    }

    /// The vectors of `texts`, in order: those in the cache as they are, the others computed by
    /// `embedder` in one call (each distinct text once), added to the cache and written to disk
    /// before returning. The embedder must have the cache's fingerprint and dimension.
    ///
    /// If writing the file fails the error is returned, but the new vectors stay in memory and
    /// the next call that adds vectors, or [`save`](VectorCache::save), tries again.
    pub fn get_or_embed<E: TextEmbedder + ?Sized>(
        &mut self,
        embedder: &E,
        texts: &[&str],
    ) -> Result<Vec<Vec<f32>>, EmbedError> {
        let embedder_fingerprint = embedder.fingerprint();
        if embedder_fingerprint != self.fingerprint || embedder.dimension() != self.dimension {
            return Err(EmbedError::CacheMismatch {
                path: self.path.clone(),
                reason: format!(
                    "the cache is for model {} ({} dimensions), the embedder is {} ({} dimensions)",
                    self.fingerprint,
                    self.dimension,
                    embedder_fingerprint,
                    embedder.dimension()
                ),
            });
        }

        let keys: Vec<Key> = texts.iter().map(|text| key(text)).collect();
        let mut missing: Vec<&str> = Vec::new();
        let mut missing_keys: Vec<Key> = Vec::new();
        let mut seen: HashSet<Key> = HashSet::new();
        for (text, key) in texts.iter().zip(&keys) {
            if !self.entries.contains_key(key) && seen.insert(*key) {
                missing.push(text);
                missing_keys.push(*key);
            }
        }

        if !missing.is_empty() {
            let vectors = embedder.embed(&missing)?;
            if vectors.len() != missing.len() {
                return Err(EmbedError::inference(format!(
                    "the embedder returned {} vectors for {} texts",
                    vectors.len(),
                    missing.len()
                )));
            }
            if let Some(bad) = vectors.iter().find(|v| v.len() != self.dimension || v.iter().any(|x| !x.is_finite())) {
                return Err(EmbedError::inference(format!(
                    "the embedder returned a vector of {} values (expected {}) or with non-finite values",
                    bad.len(),
                    self.dimension
                )));
            }
            for (key, vector) in missing_keys.into_iter().zip(vectors) {
                self.entries.insert(key, vector.into_boxed_slice());
            }
            self.dirty = true;
        }
        if self.dirty {
            self.save()?;
        }

        Ok(keys.iter().map(|key| self.entries.get(key).map(|v| v.to_vec()).unwrap_or_default()).collect())
    }

    /// The cached vector of `text`, if any.
    pub fn get(&self, text: &str) -> Option<&[f32]> {
        self.entries.get(&key(text)).map(|v| &v[..])
    }

    /// Writes the cache file now (atomically: a temporary file renamed over it). Also done by
    /// [`get_or_embed`](VectorCache::get_or_embed) whenever it adds vectors.
    pub fn save(&mut self) -> Result<(), EmbedError> {
        let bytes = encode(&self.fingerprint, self.dimension, &self.entries);
        write_atomically(&self.path, &bytes)
            .map_err(|source| EmbedError::CacheIo { path: self.path.clone(), source })?;
        self.dirty = false;
        Ok(())
    }

    /// What was on disk when the cache was opened.
    pub fn opened(&self) -> &Opened {
        &self.opened
    }

    /// Number of cached vectors.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the cache holds no vector.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The cache file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The model fingerprint the cache is for.
    pub fn fingerprint(&self) -> &str {
        &self.fingerprint
    }

    /// Values per vector.
    pub fn dimension(&self) -> usize {
        self.dimension
    }
}

fn key(text: &str) -> Key {
    Sha256::digest(text.as_bytes()).into()
}

fn encode(fingerprint: &str, dimension: usize, entries: &HashMap<Key, Box<[f32]>>) -> Vec<u8> {
    let mut sorted: Vec<(&Key, &Box<[f32]>)> = entries.iter().collect();
    sorted.sort_by_key(|(key, _)| *key);

    let mut out = Vec::with_capacity(64 + fingerprint.len() + entries.len() * (KEY_LEN + 4 * dimension));
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    // Both bounded in `open`.
    out.extend_from_slice(&(fingerprint.len() as u16).to_le_bytes());
    out.extend_from_slice(fingerprint.as_bytes());
    out.extend_from_slice(&(dimension as u32).to_le_bytes());
    out.extend_from_slice(&(sorted.len() as u64).to_le_bytes());
    for (key, vector) in sorted {
        out.extend_from_slice(key);
        for value in vector.iter() {
            out.extend_from_slice(&value.to_le_bytes());
        }
    }
    let checksum = Sha256::digest(&out);
    out.extend_from_slice(&checksum);
    out
}

/// Reads a cache file, or says why it is unusable.
fn decode(bytes: &[u8], fingerprint: &str, dimension: usize) -> Result<HashMap<Key, Box<[f32]>>, String> {
    let mut reader = Reader { bytes, at: 0 };
    if reader.take(MAGIC.len())? != MAGIC {
        return Err("not a vector cache file (bad magic)".into());
    }
    let version = reader.u32()?;
    if version != VERSION {
        return Err(format!("format version {version}, expected {VERSION}"));
    }
    let fp_len = usize::from(reader.u16()?);
    let file_fingerprint = reader.take(fp_len)?;
    if file_fingerprint != fingerprint.as_bytes() {
        return Err(format!("written for model {}, not {fingerprint}", String::from_utf8_lossy(file_fingerprint)));
    }
    let file_dimension = reader.u32()?;
    if usize::try_from(file_dimension).ok() != Some(dimension) {
        return Err(format!("vectors of {file_dimension} values, expected {dimension}"));
    }
    let count = reader.u64()?;

    let entry_len = KEY_LEN + 4 * dimension;
    let expected_rest = usize::try_from(count)
        .ok()
        .and_then(|count| count.checked_mul(entry_len))
        .and_then(|len| len.checked_add(CHECKSUM_LEN));
    if expected_rest != Some(bytes.len() - reader.at) {
        return Err(format!("{} bytes for {count} entries: truncated or padded", bytes.len()));
    }
    let (body, checksum) = bytes.split_at(bytes.len() - CHECKSUM_LEN);
    if Sha256::digest(body).as_slice() != checksum {
        return Err("checksum mismatch: the file is corrupt".into());
    }

    let mut entries = HashMap::with_capacity(usize::try_from(count).unwrap_or(0));
    for chunk in body[reader.at..].chunks_exact(entry_len) {
        let (key, values) = chunk.split_at(KEY_LEN);
        let key: Key = key.try_into().map_err(|_| "bad entry key")?;
        let vector: Box<[f32]> = values.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect();
        if vector.iter().any(|v| !v.is_finite()) {
            return Err("an entry holds a non-finite value".into());
        }
        if entries.insert(key, vector).is_some() {
            return Err("duplicate entry".into());
        }
    }
    Ok(entries)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let end = self.at.checked_add(n).filter(|&end| end <= self.bytes.len()).ok_or("truncated header")?;
        let slice = &self.bytes[self.at..end];
        self.at = end;
        Ok(slice)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], String> {
        self.take(N)?.try_into().map_err(|_| "truncated header".to_owned())
    }

    fn u16(&mut self) -> Result<u16, String> {
        Ok(u16::from_le_bytes(self.array()?))
    }

    fn u32(&mut self) -> Result<u32, String> {
        Ok(u32::from_le_bytes(self.array()?))
    }

    fn u64(&mut self) -> Result<u64, String> {
        Ok(u64::from_le_bytes(self.array()?))
    }
}

/// Writes `bytes` to a fresh temporary file next to `path`, flushes it to disk, and renames it
/// over `path`.
fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&dir)?;
    let name = path.file_name().ok_or_else(|| std::io::Error::new(ErrorKind::InvalidInput, "no file name"))?;
    let temp = dir.join(format!(
        ".{}.tmp-{}-{}",
        name.to_string_lossy(),
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let result = (|| {
        let mut file = File::create_new(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&temp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
        return result;
    }
    // Make the rename itself durable where the platform allows syncing a directory.
    if let Ok(dir) = File::open(&dir) {
        let _ = dir.sync_all();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> HashMap<Key, Box<[f32]>> {
        (0..3u8).map(|i| (key(&format!("text {i}")), vec![f32::from(i), 0.5, -1.0].into_boxed_slice())).collect()
    }

    #[test]
    fn round_trips() {
        let entries = sample();
        let bytes = encode("abc", 3, &entries);
        assert_eq!(decode(&bytes, "abc", 3).unwrap(), entries);
        assert!(decode(&bytes, "abd", 3).unwrap_err().contains("written for model abc"));
        assert!(decode(&bytes, "abc", 4).unwrap_err().contains("3 values"));
        assert_eq!(decode(&encode("abc", 3, &HashMap::new()), "abc", 3).unwrap(), HashMap::new());
    }

    /// Every truncation and every single-byte change of a valid file is refused, without a panic.
    #[test]
    fn refuses_every_truncation_and_altered_byte() {
        let bytes = encode("abc", 3, &sample());
        for len in 0..bytes.len() {
            assert!(decode(&bytes[..len], "abc", 3).is_err(), "truncated to {len}");
        }
        for at in 0..bytes.len() {
            for flip in [0x01u8, 0x80, 0xff] {
                let mut altered = bytes.clone();
                altered[at] ^= flip;
                assert!(decode(&altered, "abc", 3).is_err(), "byte {at} ^ {flip:#x}");
            }
        }
        let mut padded = bytes.clone();
        padded.push(0);
        assert!(decode(&padded, "abc", 3).is_err());
    }

    #[test]
    fn refuses_forged_counts_without_allocating() {
        let mut bytes = encode("abc", 3, &HashMap::new());
        let count_at = MAGIC.len() + 4 + 2 + 3 + 4;
        bytes[count_at..count_at + 8].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(decode(&bytes, "abc", 3).unwrap_err().contains("truncated or padded"));
    }
}
