//! Public keys read from JWKs, and the key sets (JWKS documents) they come in.

use aws_lc_rs::signature::{
    ECDSA_P256_SHA256_FIXED, ECDSA_P384_SHA384_FIXED, ED25519, ParsedPublicKey, RSA_PKCS1_2048_8192_SHA256,
    RsaPublicKeyComponents, UnparsedPublicKey, VerificationAlgorithm,
};

use super::{Algorithm, Jwk, KeyError, algorithm_of, ec_point, fixed_member, member};

/// A public key that verifies signatures, with the algorithm its key type implies.
pub struct PublicKey {
    kid: Option<String>,
    algorithm: Algorithm,
    material: Material,
}

/// The verified-on-load key material.
enum Material {
    /// EC or Ed25519, parsed (and so validated) once.
    Parsed(ParsedPublicKey),
    /// RSA modulus and exponent, big-endian without leading zeros.
    Rsa { n: Vec<u8>, e: Vec<u8> },
}

impl PublicKey {
    /// Reads a public key: EC P-256 or P-384 from `x` and `y`, OKP Ed25519 from `x`, RSA from `n`
    /// and `e` (at least 2048 bits). A key whose `use` is not `sig`, or whose `key_ops` lacks
    /// `verify`, is refused, as is one whose `alg` does not fit its key type. A private member
    /// (`d`) is ignored.
    pub fn from_jwk(jwk: &Jwk) -> Result<PublicKey, KeyError> {
        if jwk.use_.as_deref().is_some_and(|u| u != "sig")
            || jwk.key_ops.as_ref().is_some_and(|ops| !ops.iter().any(|op| op == "verify"))
        {
            return Err(KeyError::NotForSignatures);
        }
        let algorithm = algorithm_of(jwk)?;
        let material = match algorithm {
            Algorithm::Es256 => parse(&ECDSA_P256_SHA256_FIXED, &ec_point(jwk, 32)?)?,
            Algorithm::Es384 => parse(&ECDSA_P384_SHA384_FIXED, &ec_point(jwk, 48)?)?,
            Algorithm::EdDsa => parse(&ED25519, &fixed_member(&jwk.x, "x", 32)?)?,
            Algorithm::Rs256 => {
                let n = strip_leading_zeros(member(&jwk.n, "n")?);
                let e = strip_leading_zeros(member(&jwk.e, "e")?);
                let bits = bit_length(&n);
                if bits < 2048 {
                    return Err(KeyError::RsaTooSmall(bits));
                }
                if bits > 8192 || e.is_empty() {
                    return Err(KeyError::InvalidKey);
                }
                Material::Rsa { n, e }
            }
        };
        Ok(PublicKey { kid: jwk.kid.clone(), algorithm, material })
    }

    /// The algorithm this key verifies, derived from its key type.
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// The key id, when the JWK has one.
    pub fn kid(&self) -> Option<&str> {
        self.kid.as_deref()
    }

    /// Verifies `signature` over `message`. ECDSA signatures are the fixed-size `r || s` of JWS
    /// and RFC 9421; DER-encoded signatures are refused.
    pub fn verify(&self, message: &[u8], signature: &[u8]) -> Result<(), KeyError> {
        let verified = match &self.material {
            Material::Parsed(key) => {
                // The fixed sizes: 2 × 32 bytes for P-256, 2 × 48 for P-384, 64 for Ed25519.
                let expected = if self.algorithm == Algorithm::Es384 { 96 } else { 64 };
                if signature.len() != expected {
                    return Err(KeyError::BadSignature);
                }
                key.verify_sig(message, signature)
            }
            Material::Rsa { n, e } => {
                RsaPublicKeyComponents { n, e }.verify(&RSA_PKCS1_2048_8192_SHA256, message, signature)
            }
        };
        verified.map_err(|_| KeyError::BadSignature)
    }
}

impl std::fmt::Debug for PublicKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PublicKey").field("kid", &self.kid).field("algorithm", &self.algorithm).finish()
    }
}

fn parse(algorithm: &'static dyn VerificationAlgorithm, bytes: &[u8]) -> Result<Material, KeyError> {
    let key = UnparsedPublicKey::new(algorithm, bytes).parse().map_err(|_| KeyError::InvalidKey)?;
    Ok(Material::Parsed(key))
}

fn strip_leading_zeros(mut bytes: Vec<u8>) -> Vec<u8> {
    let zeros = bytes.iter().take_while(|b| **b == 0).count();
    bytes.drain(..zeros);
    bytes
}

fn bit_length(be: &[u8]) -> usize {
    match be.first() {
        Some(first) => be.len() * 8 - first.leading_zeros() as usize,
        None => 0,
    }
}

/// The signature-verification keys of a JWKS document.
///
/// Keys meant for encryption, keys whose `key_ops` lack `verify` and keys that cannot be read are
/// left out and counted in [`KeySet::skipped`], so one odd key does not take down the others.
#[derive(Debug, Default)]
pub struct KeySet {
    keys: Vec<PublicKey>,
    skipped: usize,
}

impl KeySet {
    /// Reads `{"keys": [ … ]}`. A document without a `keys` array gives an empty set.
    pub fn from_jwks(doc: &serde_json::Value) -> KeySet {
        let mut set = KeySet::default();
        for value in doc.get("keys").and_then(|k| k.as_array()).into_iter().flatten() {
            match serde_json::from_value::<Jwk>(value.clone()) {
                Ok(jwk) => set.push(&jwk),
                Err(_) => set.skipped += 1,
            }
        }
        set
    }

    /// A set of the usable keys among `keys`.
    pub fn from_keys(keys: &[Jwk]) -> KeySet {
        let mut set = KeySet::default();
        for jwk in keys {
            set.push(jwk);
        }
        set
    }

    fn push(&mut self, jwk: &Jwk) {
        match PublicKey::from_jwk(jwk) {
            Ok(key) => self.keys.push(key),
            Err(_) => self.skipped += 1,
        }
    }

    /// The first key with this `kid`.
    pub fn find(&self, kid: &str) -> Option<&PublicKey> {
        self.keys.iter().find(|k| k.kid() == Some(kid))
    }

    /// How many keys the set holds.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether the set holds no key.
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// The keys, in document order.
    pub fn iter(&self) -> std::slice::Iter<'_, PublicKey> {
        self.keys.iter()
    }

    /// How many members of the document were left out (encryption keys, keys not for
    /// verification, unreadable or unsupported keys).
    pub fn skipped(&self) -> usize {
        self.skipped
    }
}

impl FromIterator<PublicKey> for KeySet {
    fn from_iter<I: IntoIterator<Item = PublicKey>>(iter: I) -> Self {
        KeySet { keys: iter.into_iter().collect(), skipped: 0 }
    }
}

impl<'a> IntoIterator for &'a KeySet {
    type Item = &'a PublicKey;
    type IntoIter = std::slice::Iter<'a, PublicKey>;

    fn into_iter(self) -> Self::IntoIter {
        self.keys.iter()
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::jwk::SigningKey;

    /// RFC 9421 B.1.3 `test-key-ecc-p256`, public half.
    fn p256() -> serde_json::Value {
        json!({"kty": "EC", "crv": "P-256", "kid": "test-key-ecc-p256",
               "x": "qIVYZVLCrPZHGHjP17CTW0_-D9Lfw0EkjqF7xB4FivA",
               "y": "Mc4nN9LTDOBhfoUeg8Ye9WedFRhnZXZJA12Qp0zZ6F0"})
    }

    #[test]
    fn reads_each_supported_key_type() {
        let ec = PublicKey::from_jwk(&serde_json::from_value(p256()).unwrap()).unwrap();
        assert_eq!(ec.algorithm(), Algorithm::Es256);
        assert_eq!(ec.kid(), Some("test-key-ecc-p256"));
        let ed = PublicKey::from_jwk(
            &serde_json::from_value(json!({"kty": "OKP", "crv": "Ed25519",
                "x": "JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs"}))
            .unwrap(),
        )
        .unwrap();
        assert_eq!(ed.algorithm(), Algorithm::EdDsa);
        assert_eq!(ed.kid(), None);
    }

    #[test]
    fn refuses_bad_material() {
        let mut jwk: Jwk = serde_json::from_value(p256()).unwrap();
        // y of another point: off the curve.
        jwk.y = Some("qIVYZVLCrPZHGHjP17CTW0_-D9Lfw0EkjqF7xB4FivA".into());
        assert_eq!(PublicKey::from_jwk(&jwk).unwrap_err(), KeyError::InvalidKey);
        jwk.y = Some("AQAB".into());
        assert!(matches!(PublicKey::from_jwk(&jwk), Err(KeyError::WrongLength { member: "y", .. })));
        jwk.y = Some("Mc4nN9LTDOBhfoUeg8Ye9WedFRhnZXZJA12Qp0zZ6F0=".into());
        assert_eq!(PublicKey::from_jwk(&jwk).unwrap_err(), KeyError::BadEncoding("y"));
        jwk.y = None;
        assert_eq!(PublicKey::from_jwk(&jwk).unwrap_err(), KeyError::MissingMember("y"));
        // A 1024-bit RSA key.
        let small = Jwk {
            kty: Some("RSA".into()),
            n: Some(crate::b64::url_encode(&[0xc5; 128])),
            e: Some("AQAB".into()),
            ..Jwk::default()
        };
        assert_eq!(PublicKey::from_jwk(&small).unwrap_err(), KeyError::RsaTooSmall(1024));
    }

    #[test]
    fn ecdsa_accepts_only_fixed_signatures() {
        let key = SigningKey::generate_es256("k");
        let public = PublicKey::from_jwk(&key.public_jwk()).unwrap();
        let sig = key.sign(b"message");
        assert_eq!(sig.len(), 64);
        public.verify(b"message", &sig).unwrap();
        assert_eq!(public.verify(b"messagf", &sig), Err(KeyError::BadSignature));
        // The same signature DER-encoded.
        let der = der_ecdsa(&sig[..32], &sig[32..]);
        assert_eq!(public.verify(b"message", &der), Err(KeyError::BadSignature));
    }

    fn der_ecdsa(r: &[u8], s: &[u8]) -> Vec<u8> {
        fn int(v: &[u8]) -> Vec<u8> {
            let v: Vec<u8> = v.iter().copied().skip_while(|b| *b == 0).collect();
            let mut body = if v[0] & 0x80 != 0 { vec![0] } else { vec![] };
            body.extend(v);
            let mut out = vec![0x02, body.len() as u8];
            out.extend(body);
            out
        }
        let mut body = int(r);
        body.extend(int(s));
        let mut out = vec![0x30, body.len() as u8];
        out.extend(body);
        out
    }

    #[test]
    fn key_set_skips_what_it_cannot_use() {
        let signing = SigningKey::generate_ed25519("ed");
        let doc = json!({"keys": [
            p256(),
            {"kty": "RSA", "use": "enc", "kid": "enc", "n": "AQAB", "e": "AQAB"},
            {"kty": "EC", "crv": "P-256", "kid": "ops", "key_ops": ["encrypt"],
             "x": "qIVYZVLCrPZHGHjP17CTW0_-D9Lfw0EkjqF7xB4FivA", "y": "Mc4nN9LTDOBhfoUeg8Ye9WedFRhnZXZJA12Qp0zZ6F0"},
            {"kty": "oct", "k": "c2VjcmV0", "kid": "hmac"},
            {"kty": "EC", "crv": "P-521", "kid": "p521", "x": "AA", "y": "AA"},
            "not an object",
            signing.public_jwk(),
        ]});
        let set = KeySet::from_jwks(&doc);
        assert_eq!(set.len(), 2);
        assert_eq!(set.skipped(), 5);
        assert!(set.find("test-key-ecc-p256").is_some());
        assert_eq!(set.find("ed").map(PublicKey::algorithm), Some(Algorithm::EdDsa));
        assert!(set.find("enc").is_none() && set.find("ops").is_none() && set.find("missing").is_none());
        assert_eq!(set.iter().count(), 2);

        assert!(KeySet::from_jwks(&json!({"keys": "nope"})).is_empty());
        assert!(KeySet::from_jwks(&json!([])).is_empty());
    }
}
