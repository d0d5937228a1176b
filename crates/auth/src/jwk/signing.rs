//! Keys Concierge signs with: ES256 (ECDSA P-256) and Ed25519, generated here or read from a
//! private JWK.

use aws_lc_rs::encoding::AsBigEndian;
use aws_lc_rs::rand::SystemRandom;
use aws_lc_rs::signature::{ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair, Ed25519KeyPair, KeyPair};

use super::{Algorithm, Jwk, KeyError, algorithm_of, ec_point, fixed_member, thumbprint};
use crate::b64;

/// A private signing key with its key id. `Debug` shows the kid and algorithm only.
pub struct SigningKey {
    kid: String,
    pair: Pair,
}

enum Pair {
    Es256(EcdsaKeyPair),
    Ed25519(Ed25519KeyPair),
}

impl SigningKey {
    /// A fresh ES256 (P-256) key.
    pub fn generate_es256(kid: impl Into<String>) -> SigningKey {
        let pair = EcdsaKeyPair::generate(&ECDSA_P256_SHA256_FIXED_SIGNING).expect("the system RNG is available");
        SigningKey { kid: kid.into(), pair: Pair::Es256(pair) }
    }

    /// A fresh Ed25519 key.
    pub fn generate_ed25519(kid: impl Into<String>) -> SigningKey {
        let pair = Ed25519KeyPair::generate().expect("the system RNG is available");
        SigningKey { kid: kid.into(), pair: Pair::Ed25519(pair) }
    }

    /// Reads a private JWK: EC P-256 (`d`, `x`, `y`) or OKP Ed25519 (`d`, `x`). The public half
    /// must match the private one. Without a `kid`, the key id is the RFC 7638 thumbprint.
    pub fn from_jwk(private: &Jwk) -> Result<SigningKey, KeyError> {
        let pair = match algorithm_of(private)? {
            Algorithm::Es256 => {
                let d = private_member(private, 32)?;
                let point = ec_point(private, 32)?;
                let pair = EcdsaKeyPair::from_private_key_and_public_key(&ECDSA_P256_SHA256_FIXED_SIGNING, &d, &point)
                    .map_err(|_| KeyError::InvalidKey)?;
                Pair::Es256(pair)
            }
            Algorithm::EdDsa => {
                let seed = private_member(private, 32)?;
                let x = fixed_member(&private.x, "x", 32)?;
                Pair::Ed25519(Ed25519KeyPair::from_seed_and_public_key(&seed, &x).map_err(|_| KeyError::InvalidKey)?)
            }
            other => return Err(KeyError::Unsupported(format!("signing with {other}"))),
        };
        let kid = match &private.kid {
            Some(kid) => kid.clone(),
            None => thumbprint(private)?,
        };
        Ok(SigningKey { kid, pair })
    }

    /// The key id.
    pub fn kid(&self) -> &str {
        &self.kid
    }

    /// The algorithm this key signs with.
    pub fn algorithm(&self) -> Algorithm {
        match self.pair {
            Pair::Es256(_) => Algorithm::Es256,
            Pair::Ed25519(_) => Algorithm::EdDsa,
        }
    }

    /// The public JWK, with `kid`, `alg` and `use: "sig"`: what a JWKS document publishes.
    pub fn public_jwk(&self) -> Jwk {
        let mut jwk = Jwk {
            kid: Some(self.kid.clone()),
            alg: Some(self.algorithm().jws_name().to_owned()),
            use_: Some("sig".to_owned()),
            ..Jwk::default()
        };
        match &self.pair {
            Pair::Es256(pair) => {
                // Uncompressed point: 0x04 || x || y.
                let point = pair.public_key().as_ref();
                jwk.kty = Some("EC".to_owned());
                jwk.crv = Some("P-256".to_owned());
                jwk.x = Some(b64::url_encode(&point[1..33]));
                jwk.y = Some(b64::url_encode(&point[33..65]));
            }
            Pair::Ed25519(pair) => {
                jwk.kty = Some("OKP".to_owned());
                jwk.crv = Some("Ed25519".to_owned());
                jwk.x = Some(b64::url_encode(pair.public_key().as_ref()));
            }
        }
        jwk
    }

    /// The private JWK: the public JWK plus `d`. Treat it as a secret.
    pub fn to_private_jwk(&self) -> Jwk {
        let d = match &self.pair {
            Pair::Es256(pair) => {
                let scalar = pair.private_key().as_be_bytes().expect("a P-256 key serializes");
                b64::url_encode(scalar.as_ref())
            }
            Pair::Ed25519(pair) => {
                let seed = pair.seed().expect("an Ed25519 key has a seed");
                let seed = seed.as_be_bytes().expect("an Ed25519 seed serializes");
                b64::url_encode(seed.as_ref())
            }
        };
        Jwk { d: Some(d), ..self.public_jwk() }
    }

    /// Signs `message`. ECDSA signatures are the fixed-size `r || s` (64 bytes), as JWS and RFC
    /// 9421 want; Ed25519 signatures are 64 bytes and deterministic.
    pub fn sign(&self, message: &[u8]) -> Vec<u8> {
        match &self.pair {
            Pair::Es256(pair) => {
                pair.sign(&SystemRandom::new(), message).expect("ECDSA signing does not fail").as_ref().to_vec()
            }
            Pair::Ed25519(pair) => pair.sign(message).as_ref().to_vec(),
        }
    }
}

impl std::fmt::Debug for SigningKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SigningKey").field("kid", &self.kid).field("algorithm", &self.algorithm()).finish()
    }
}

fn private_member(jwk: &Jwk, size: usize) -> Result<Vec<u8>, KeyError> {
    if jwk.d.is_none() {
        return Err(KeyError::MissingPrivateKey);
    }
    fixed_member(&jwk.d, "d", size)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jwk::PublicKey;

    #[test]
    fn private_jwks_round_trip() {
        for key in [SigningKey::generate_es256("es"), SigningKey::generate_ed25519("ed")] {
            let private = key.to_private_jwk();
            let again = SigningKey::from_jwk(&private).unwrap();
            assert_eq!(again.kid(), key.kid());
            assert_eq!(again.algorithm(), key.algorithm());
            assert_eq!(again.public_jwk(), key.public_jwk());
            // What one signs, the other's public key verifies.
            let public = PublicKey::from_jwk(&key.public_jwk()).unwrap();
            public.verify(b"hello", &again.sign(b"hello")).unwrap();
            let public_jwk = key.public_jwk();
            assert_eq!(public_jwk.use_.as_deref(), Some("sig"));
            assert_eq!(public_jwk.alg.as_deref(), Some(key.algorithm().jws_name()));
            assert!(public_jwk.d.is_none());
        }
    }

    #[test]
    fn refuses_mismatched_or_missing_private_keys() {
        let a = SigningKey::generate_es256("a").to_private_jwk();
        let b = SigningKey::generate_es256("b").to_private_jwk();
        let mixed = Jwk { d: b.d.clone(), ..a.clone() };
        assert_eq!(SigningKey::from_jwk(&mixed).unwrap_err(), KeyError::InvalidKey);
        let public = Jwk { d: None, ..a };
        assert_eq!(SigningKey::from_jwk(&public).unwrap_err(), KeyError::MissingPrivateKey);

        let ed = SigningKey::generate_ed25519("ed").to_private_jwk();
        let other = SigningKey::generate_ed25519("other").to_private_jwk();
        assert_eq!(SigningKey::from_jwk(&Jwk { x: other.x, ..ed }).unwrap_err(), KeyError::InvalidKey);
    }

    #[test]
    fn kid_defaults_to_the_thumbprint() {
        let jwk = Jwk { kid: None, ..SigningKey::generate_ed25519("x").to_private_jwk() };
        let key = SigningKey::from_jwk(&jwk).unwrap();
        assert_eq!(key.kid(), thumbprint(&jwk).unwrap());
    }

    #[test]
    fn debug_shows_no_key_material() {
        let key = SigningKey::generate_ed25519("debug-kid");
        let d = key.to_private_jwk().d.unwrap();
        let shown = format!("{key:?}");
        assert!(shown.contains("debug-kid") && !shown.contains(&d), "{shown}");
    }
}
