//! Opaque, tamper-proof pagination cursors.
//!
//! A cursor names the last result of the previous page by its sort key (keyset pagination), so
//! pages neither repeat nor skip results, and it is bound to the exact search it came from by a
//! digest of the request. The whole is authenticated with HMAC-SHA-256 under the server's cursor
//! key: a cursor from another search, or one altered by a single bit, is refused.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, KeyInit, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

use crate::error::{Code, UcpError};

/// The secret that authenticates cursors. Replicas behind one load balancer must share it.
#[derive(Clone)]
pub struct CursorKey([u8; 32]);

impl CursorKey {
    /// A key from 32 secret bytes.
    pub fn new(bytes: [u8; 32]) -> Self {
        CursorKey(bytes)
    }

    fn mac(&self) -> Hmac<Sha256> {
        <Hmac<Sha256> as KeyInit>::new_from_slice(&self.0).expect("HMAC accepts any key length")
    }
}

impl std::fmt::Debug for CursorKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CursorKey(…)")
    }
}

/// The position of a result in a ranked list (see `engine`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RankKey {
    /// Text score (higher first).
    #[serde(rename = "s")]
    pub score: u32,
    /// Distance from the search center in millimetres (nearer first; absent last).
    #[serde(rename = "d", skip_serializing_if = "Option::is_none", default)]
    pub distance_mm: Option<u64>,
    /// Context affinity (higher first).
    #[serde(rename = "a")]
    pub affinity: u8,
    /// Location id (ascending), the final tie-break.
    #[serde(rename = "i")]
    pub id: String,
}

/// The fields of a rank key, borrowed: what the ranking compares.
pub(crate) type RankParts<'a> = (u32, Option<u64>, u8, &'a str);

/// The ranking order: score descending, then distance ascending (absent last), then affinity
/// descending, then id ascending. Ids are unique, so the order is total.
pub(crate) fn rank_order(a: RankParts<'_>, b: RankParts<'_>) -> std::cmp::Ordering {
    b.0.cmp(&a.0)
        .then_with(|| match (a.1, b.1) {
            (Some(x), Some(y)) => x.cmp(&y),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => std::cmp::Ordering::Equal,
        })
        .then_with(|| b.2.cmp(&a.2))
        .then_with(|| a.3.cmp(b.3))
}

impl RankKey {
    pub(crate) fn parts(&self) -> RankParts<'_> {
        (self.score, self.distance_mm, self.affinity, &self.id)
    }
}

impl Ord for RankKey {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        rank_order(self.parts(), other.parts())
    }
}

impl PartialOrd for RankKey {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

#[derive(Serialize, Deserialize)]
struct Payload {
    v: u8,
    f: String,
    k: RankKey,
}

const TAG_LEN: usize = 16;

/// Issues a cursor that continues after `last`, for the search whose digest is `fingerprint`.
pub fn encode(key: &CursorKey, fingerprint: &[u8; 32], last: &RankKey) -> String {
    let payload = Payload { v: 1, f: hex::encode(&fingerprint[..16]), k: last.clone() };
    let body = serde_json::to_vec(&payload).expect("cursor payload serializes");
    let mut mac = key.mac();
    mac.update(&body);
    let tag = mac.finalize().into_bytes();
    format!("{}.{}", URL_SAFE_NO_PAD.encode(&body), URL_SAFE_NO_PAD.encode(&tag[..TAG_LEN]))
}

/// Reads a cursor back, refusing one that was altered or issued for another search.
pub fn decode(key: &CursorKey, fingerprint: &[u8; 32], cursor: &str) -> Result<RankKey, UcpError> {
    let invalid = |why: &str| {
        UcpError::new(Code::InvalidCursor, format!("The pagination cursor {why}; start again without a cursor."))
            .at("$.pagination.cursor")
    };
    let (body, tag) = cursor.split_once('.').ok_or_else(|| invalid("is not one this business issued"))?;
    let body = URL_SAFE_NO_PAD.decode(body).map_err(|_| invalid("is not one this business issued"))?;
    let tag = URL_SAFE_NO_PAD.decode(tag).map_err(|_| invalid("is not one this business issued"))?;
    let mut mac = key.mac();
    mac.update(&body);
    mac.verify_truncated_left(&tag)
        .ok()
        .filter(|_| tag.len() == TAG_LEN)
        .ok_or_else(|| invalid("is not one this business issued, or was altered"))?;
    let payload: Payload = serde_json::from_slice(&body).map_err(|_| invalid("is not one this business issued"))?;
    if payload.v != 1 {
        return Err(invalid("comes from an incompatible version"));
    }
    if payload.f != hex::encode(&fingerprint[..16]) {
        return Err(UcpError::new(
            Code::InvalidCursor,
            "The pagination cursor was issued for a different search; repeat the original request with only \
             pagination changed, or start again without a cursor.",
        )
        .at("$.pagination.cursor"));
    }
    Ok(payload.k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn key() -> CursorKey {
        CursorKey::new([7; 32])
    }

    fn rank(id: &str) -> RankKey {
        RankKey { score: 10, distance_mm: Some(1234), affinity: 1, id: id.into() }
    }

    #[test]
    fn round_trips() {
        let fp = [1; 32];
        let c = encode(&key(), &fp, &rank("loc_a"));
        assert_eq!(decode(&key(), &fp, &c).unwrap(), rank("loc_a"));
    }

    #[test]
    fn refuses_another_search() {
        let c = encode(&key(), &[1; 32], &rank("loc_a"));
        let e = decode(&key(), &[2; 32], &c).unwrap_err();
        assert_eq!(e.code, Code::InvalidCursor);
        assert!(e.content.contains("different search"));
    }

    #[test]
    fn refuses_another_key_and_garbage() {
        let fp = [1; 32];
        let c = encode(&key(), &fp, &rank("loc_a"));
        assert!(decode(&CursorKey::new([8; 32]), &fp, &c).is_err());
        for junk in ["", ".", "abc", "a.b", "e30.", &c[..c.len() - 1]] {
            assert_eq!(decode(&key(), &fp, junk).unwrap_err().code, Code::InvalidCursor, "{junk}");
        }
    }

    proptest! {
        #[test]
        fn any_single_character_change_is_refused(pos in 0usize..200, replacement in "[A-Za-z0-9_.-]") {
            let fp = [3; 32];
            let c = encode(&key(), &fp, &rank("loc_b"));
            let pos = pos % c.len();
            let mut tampered: Vec<char> = c.chars().collect();
            let r = replacement.chars().next().unwrap();
            prop_assume!(tampered[pos] != r);
            tampered[pos] = r;
            let tampered: String = tampered.into_iter().collect();
            prop_assert!(decode(&key(), &fp, &tampered).is_err());
        }

        #[test]
        fn ordering_is_total_and_consistent(a in 0u32..5, b in 0u32..5, da in proptest::option::of(0u64..5), db in proptest::option::of(0u64..5)) {
            let x = RankKey { score: a, distance_mm: da, affinity: 0, id: "x".into() };
            let y = RankKey { score: b, distance_mm: db, affinity: 0, id: "y".into() };
            prop_assert_eq!(x.cmp(&y), y.cmp(&x).reverse());
            prop_assert_ne!(x.cmp(&y), std::cmp::Ordering::Equal);
        }
    }
}
