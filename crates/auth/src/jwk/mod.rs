//! JSON Web Keys (RFC 7517): the keys that verify access tokens and HTTP message signatures, the
//! keys Concierge signs with, and RFC 7638 thumbprints.
//!
//! A key's algorithm always comes from the key itself (its `kty` and `crv`), never from the
//! message being verified: a token or signature that names another algorithm is refused by the
//! caller, not reinterpreted.

mod public;
mod signing;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::{b64, clip};

pub use public::{KeySet, PublicKey};
pub use signing::SigningKey;

/// A JSON Web Key, as published in a JWKS document. Members Concierge does not use are ignored
/// when reading and absent when writing.
///
/// `Debug` never prints the private member `d`.
#[derive(Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Jwk {
    /// Key type: `EC`, `OKP` or `RSA`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kty: Option<String>,
    /// Curve: `P-256`, `P-384` (EC) or `Ed25519` (OKP).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub crv: Option<String>,
    /// EC x coordinate, or the OKP public key (base64url).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x: Option<String>,
    /// EC y coordinate (base64url).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub y: Option<String>,
    /// RSA modulus (base64url).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub n: Option<String>,
    /// RSA public exponent (base64url).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub e: Option<String>,
    /// Private key: the EC scalar or the OKP seed (base64url). Present only in private JWKs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub d: Option<String>,
    /// Key id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kid: Option<String>,
    /// The JWS algorithm the key is meant for (`ES256`, …).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alg: Option<String>,
    /// Intended use: `sig` or `enc`.
    #[serde(rename = "use", default, skip_serializing_if = "Option::is_none")]
    pub use_: Option<String>,
    /// Permitted operations (`verify`, `sign`, …).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key_ops: Option<Vec<String>>,
}

impl std::fmt::Debug for Jwk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Jwk")
            .field("kty", &self.kty)
            .field("crv", &self.crv)
            .field("kid", &self.kid)
            .field("alg", &self.alg)
            .field("use", &self.use_)
            .field("key_ops", &self.key_ops)
            .field("d", &self.d.as_ref().map(|_| "…"))
            .finish_non_exhaustive()
    }
}

/// A signature algorithm Concierge verifies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// ECDSA on P-256 with SHA-256.
    Es256,
    /// ECDSA on P-384 with SHA-384.
    Es384,
    /// Ed25519 (EdDSA).
    EdDsa,
    /// RSASSA-PKCS1-v1_5 with SHA-256 (verification only).
    Rs256,
}

impl Algorithm {
    /// Every algorithm, in declaration order.
    pub const ALL: &'static [Algorithm] = &[Algorithm::Es256, Algorithm::Es384, Algorithm::EdDsa, Algorithm::Rs256];

    /// The JWS `alg` name (RFC 7518 §3.1, RFC 8037 §3.1).
    pub const fn jws_name(self) -> &'static str {
        match self {
            Algorithm::Es256 => "ES256",
            Algorithm::Es384 => "ES384",
            Algorithm::EdDsa => "EdDSA",
            Algorithm::Rs256 => "RS256",
        }
    }

    /// The algorithm with this JWS `alg` name (exact, case-sensitive match).
    pub fn from_jws_name(name: &str) -> Option<Self> {
        Algorithm::ALL.iter().copied().find(|a| a.jws_name() == name)
    }

    /// The HTTP Message Signatures algorithm name (RFC 9421 §6.2.2).
    pub const fn httpsig_name(self) -> &'static str {
        match self {
            Algorithm::Es256 => "ecdsa-p256-sha256",
            Algorithm::Es384 => "ecdsa-p384-sha384",
            Algorithm::EdDsa => "ed25519",
            Algorithm::Rs256 => "rsa-v1_5-sha256",
        }
    }

    /// The algorithm with this HTTP Message Signatures name.
    pub fn from_httpsig_name(name: &str) -> Option<Self> {
        Algorithm::ALL.iter().copied().find(|a| a.httpsig_name() == name)
    }
}

impl std::fmt::Display for Algorithm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.jws_name())
    }
}

/// Why a key could not be read or used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KeyError {
    /// A member the key type requires is absent.
    #[error("the JWK has no `{0}`")]
    MissingMember(&'static str),
    /// A member is not base64url without padding.
    #[error("the JWK member `{0}` is not base64url without padding")]
    BadEncoding(&'static str),
    /// A member has the wrong length for the curve.
    #[error("the JWK member `{member}` is {actual} bytes; the curve needs {expected}")]
    WrongLength {
        /// The member.
        member: &'static str,
        /// The length the curve needs.
        expected: usize,
        /// The length found.
        actual: usize,
    },
    /// The key type or curve is not one Concierge supports.
    #[error("unsupported key: {0}")]
    Unsupported(String),
    /// The JWK's `alg` does not fit its key type.
    #[error("the JWK's `alg` `{0}` does not fit its key type")]
    AlgorithmMismatch(String),
    /// The key is marked for something other than signatures (`use`, `key_ops`).
    #[error("the JWK is not for verifying signatures")]
    NotForSignatures,
    /// An RSA modulus shorter than 2048 bits.
    #[error("the RSA modulus has {0} bits; at least 2048 are required")]
    RsaTooSmall(usize),
    /// The key material is not a valid key (a point off the curve, inconsistent halves).
    #[error("the key material is invalid")]
    InvalidKey,
    /// A private key was needed and the JWK has none.
    #[error("the JWK has no private key (`d`)")]
    MissingPrivateKey,
    /// The signature does not verify under this key.
    #[error("the signature does not verify")]
    BadSignature,
}

/// The RFC 7638 thumbprint of a public key: the base64url (no padding) SHA-256 of the JSON object
/// of its required members, in lexicographic order and without whitespace.
pub fn thumbprint(jwk: &Jwk) -> Result<String, KeyError> {
    let kty = jwk.kty.as_deref().ok_or(KeyError::MissingMember("kty"))?;
    let members: &[(&str, &Option<String>)] = match kty {
        "EC" => &[("crv", &jwk.crv), ("kty", &jwk.kty), ("x", &jwk.x), ("y", &jwk.y)],
        "OKP" => &[("crv", &jwk.crv), ("kty", &jwk.kty), ("x", &jwk.x)],
        "RSA" => &[("e", &jwk.e), ("kty", &jwk.kty), ("n", &jwk.n)],
        other => return Err(KeyError::Unsupported(format!("key type `{}`", clip(other)))),
    };
    let mut canonical = String::from("{");
    for (i, (name, value)) in members.iter().enumerate() {
        let value = value.as_deref().ok_or(KeyError::MissingMember(name))?;
        if i > 0 {
            canonical.push(',');
        }
        // Member names are plain ASCII; values go through the JSON serializer for escaping.
        canonical.push_str(&format!("\"{name}\":{}", serde_json::Value::from(value)));
    }
    canonical.push('}');
    Ok(b64::url_encode(&Sha256::digest(canonical.as_bytes())))
}

/// Decodes a required base64url member.
fn member(value: &Option<String>, name: &'static str) -> Result<Vec<u8>, KeyError> {
    let text = value.as_deref().ok_or(KeyError::MissingMember(name))?;
    b64::url_decode(text).ok_or(KeyError::BadEncoding(name))
}

/// Decodes a member that must have an exact length.
fn fixed_member(value: &Option<String>, name: &'static str, expected: usize) -> Result<Vec<u8>, KeyError> {
    let bytes = member(value, name)?;
    if bytes.len() != expected {
        return Err(KeyError::WrongLength { member: name, expected, actual: bytes.len() });
    }
    Ok(bytes)
}

/// The algorithm a JWK's key type and curve imply, checked against its `alg` when it has one.
fn algorithm_of(jwk: &Jwk) -> Result<Algorithm, KeyError> {
    let kty = jwk.kty.as_deref().ok_or(KeyError::MissingMember("kty"))?;
    let algorithm = match (kty, jwk.crv.as_deref()) {
        ("EC", Some("P-256")) => Algorithm::Es256,
        ("EC", Some("P-384")) => Algorithm::Es384,
        ("OKP", Some("Ed25519")) => Algorithm::EdDsa,
        ("RSA", _) => Algorithm::Rs256,
        ("EC" | "OKP", None) => return Err(KeyError::MissingMember("crv")),
        ("EC" | "OKP", Some(crv)) => return Err(KeyError::Unsupported(format!("curve `{}`", clip(crv)))),
        (other, _) => return Err(KeyError::Unsupported(format!("key type `{}`", clip(other)))),
    };
    match jwk.alg.as_deref() {
        Some(alg) if alg != algorithm.jws_name() => Err(KeyError::AlgorithmMismatch(clip(alg))),
        _ => Ok(algorithm),
    }
}

/// The uncompressed SEC 1 point `04 || x || y` of an EC JWK, with each coordinate `size` bytes.
fn ec_point(jwk: &Jwk, size: usize) -> Result<Vec<u8>, KeyError> {
    let mut point = Vec::with_capacity(1 + 2 * size);
    point.push(0x04);
    point.extend(fixed_member(&jwk.x, "x", size)?);
    point.extend(fixed_member(&jwk.y, "y", size)?);
    Ok(point)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 7638 §3.1.
    #[test]
    fn rfc7638_thumbprint() {
        let jwk: Jwk = serde_json::from_value(serde_json::json!({
            "kty": "RSA",
            "n": "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw",
            "e": "AQAB",
            "alg": "RS256",
            "kid": "2011-04-29"
        }))
        .unwrap();
        assert_eq!(thumbprint(&jwk).unwrap(), "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs");
        // Optional members do not change it; a required one does.
        let mut bare = jwk.clone();
        bare.alg = None;
        bare.kid = None;
        assert_eq!(thumbprint(&bare).unwrap(), "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs");
        bare.e = Some("AQAC".into());
        assert_ne!(thumbprint(&bare).unwrap(), "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs");
        bare.e = None;
        assert_eq!(thumbprint(&bare), Err(KeyError::MissingMember("e")));
    }

    #[test]
    fn algorithm_names_round_trip() {
        for alg in Algorithm::ALL {
            assert_eq!(Algorithm::from_jws_name(alg.jws_name()), Some(*alg));
            assert_eq!(Algorithm::from_httpsig_name(alg.httpsig_name()), Some(*alg));
        }
        assert_eq!(Algorithm::from_jws_name("none"), None);
        assert_eq!(Algorithm::from_jws_name("es256"), None);
        assert_eq!(Algorithm::from_jws_name("HS256"), None);
        assert_eq!(Algorithm::EdDsa.jws_name(), "EdDSA");
        assert_eq!(Algorithm::Rs256.httpsig_name(), "rsa-v1_5-sha256");
    }

    #[test]
    fn jwk_reads_use_and_ignores_unknown_members() {
        let jwk: Jwk = serde_json::from_str(
            r#"{"kty":"EC","crv":"P-256","x":"a","y":"b","use":"sig","key_ops":["verify"],"x5c":["…"],"ext":true}"#,
        )
        .unwrap();
        assert_eq!(jwk.use_.as_deref(), Some("sig"));
        assert_eq!(jwk.key_ops, Some(vec!["verify".to_owned()]));
        let back = serde_json::to_value(&jwk).unwrap();
        assert_eq!(back["use"], "sig");
        assert!(back.get("d").is_none() && back.get("x5c").is_none());
    }

    #[test]
    fn debug_hides_the_private_key() {
        let jwk = Jwk { kty: Some("OKP".into()), d: Some("c2VjcmV0LXNlZWQ".into()), ..Jwk::default() };
        let shown = format!("{jwk:?}");
        assert!(!shown.contains("c2VjcmV0LXNlZWQ"), "{shown}");
        assert!(shown.contains('…'), "{shown}");
    }

    #[test]
    fn alg_must_fit_the_key_type() {
        let mut jwk = Jwk { kty: Some("EC".into()), crv: Some("P-256".into()), ..Jwk::default() };
        assert_eq!(algorithm_of(&jwk), Ok(Algorithm::Es256));
        jwk.alg = Some("ES384".into());
        assert!(matches!(algorithm_of(&jwk), Err(KeyError::AlgorithmMismatch(_))));
        jwk.alg = None;
        jwk.crv = Some("P-521".into());
        assert!(matches!(algorithm_of(&jwk), Err(KeyError::Unsupported(_))));
        jwk.kty = Some("oct".into());
        assert!(matches!(algorithm_of(&jwk), Err(KeyError::Unsupported(_))));
    }
}
