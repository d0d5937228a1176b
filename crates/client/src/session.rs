//! The `Poppy-Session` header (the Personal Agent Protocol's §5.2, and the `ucp` extension's
//! §4): a JWT signed by a short-lived session key, whose delegation (`poppy_dlg`, signed by the
//! agent's long-term key) names the agent and that session key. `ath` binds it to the access
//! token it travels with. Sessions are per business and per user; `session_ended` starts a new
//! one (once), `invalid_session` stops that business's requests until the agent is fixed.

use std::collections::HashMap;
use std::sync::Mutex;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use concierge_auth::SigningKey;
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};

use crate::ClientError;

struct Session {
    sid: String,
    key: SigningKey,
}

/// Live sessions, and businesses whose sessions were refused.
#[derive(Default)]
pub(crate) struct Sessions {
    live: Mutex<HashMap<(String, String), Session>>,
    refused: Mutex<HashMap<String, String>>,
}

impl Sessions {
    /// The header for a request to `domain` for `user`, bound to `token` when given.
    pub(crate) fn header(
        &self,
        agent_key: &SigningKey,
        client_id: &str,
        domain: &str,
        user: &str,
        token: Option<&str>,
    ) -> Result<String, ClientError> {
        if let Some(why) = self.refused.lock().unwrap_or_else(std::sync::PoisonError::into_inner).get(domain) {
            return Err(ClientError::Usage(format!(
                "{domain} refused this agent's Poppy-Session ({why}); fix the agent's session keys, then start a new client"
            )));
        }
        let mut live = self.live.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let session = live.entry((domain.to_owned(), user.to_owned())).or_insert_with(new_session);
        let now = jiff::Timestamp::now().as_second();
        let delegation = concierge_auth::jwt::encode(
            &json!({"iss": client_id, "iat": now, "exp": now + 3600, "cnf": {"jwk": session.key.public_jwk()}}),
            agent_key,
            Some("JWT"),
        );
        let mut claims = json!({
            "iss": client_id,
            "sub": pairwise_user(client_id, domain, user),
            "sid": session.sid,
            "aud": domain,
            "iat": now,
            "exp": now + 300,
        });
        if let Some(token) = token {
            claims["ath"] = json!(URL_SAFE_NO_PAD.encode(Sha256::digest(token.as_bytes())));
        }
        let mut header = Map::new();
        header.insert("typ".into(), Value::from("JWT"));
        header.insert("poppy_dlg".into(), Value::from(delegation));
        Ok(concierge_auth::jwt::encode_with_header(header, &claims, &session.key))
    }

    /// After `session_ended`: the next header starts a new session.
    pub(crate) fn restart(&self, domain: &str, user: &str) {
        self.live
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(&(domain.to_owned(), user.to_owned()));
    }

    /// After `invalid_session`: no more requests to `domain` until fixed.
    pub(crate) fn refuse(&self, domain: &str, why: &str) {
        self.refused
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(domain.to_owned(), why.to_owned());
    }
}

fn new_session() -> Session {
    Session {
        sid: format!("s_{}", uuid::Uuid::new_v4().simple()),
        key: SigningKey::generate_es256(format!("session-{}", &uuid::Uuid::new_v4().simple().to_string()[..8])),
    }
}

/// A pseudonymous user id for one business: the same user gets the same id at one business and
/// unrelated ids at two (so businesses cannot match users across each other).
fn pairwise_user(client_id: &str, domain: &str, user: &str) -> String {
    let digest = Sha256::digest(format!("{client_id}\n{domain}\n{user}").as_bytes());
    format!("u_{}", URL_SAFE_NO_PAD.encode(&digest[..16]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_session_header_carries_a_delegation_and_binds_the_token() {
        let agent = SigningKey::generate_es256("agent");
        let sessions = Sessions::default();
        let header =
            sessions.header(&agent, "https://agent.example/client.json", "shop.example", "alice", Some("tok")).unwrap();
        let keys = concierge_auth::KeySet::from_keys(&[agent.public_jwk()]);
        let (jws_header, _) = {
            let parts: Vec<&str> = header.split('.').collect();
            let h: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[0]).unwrap()).unwrap();
            let c: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(parts[1]).unwrap()).unwrap();
            assert_eq!(c["ath"], URL_SAFE_NO_PAD.encode(Sha256::digest(b"tok")));
            assert_eq!(c["aud"], "shop.example");
            (h, c)
        };
        let delegation = jws_header["poppy_dlg"].as_str().unwrap();
        let (_, dlg) = concierge_auth::jwt::verify_jws(delegation, &keys, &[concierge_auth::Algorithm::Es256]).unwrap();
        let session_key = concierge_auth::KeySet::from_jwks(&json!({"keys": [dlg["cnf"]["jwk"]]}));
        concierge_auth::jwt::verify_jws(&header, &session_key, &[concierge_auth::Algorithm::Es256]).unwrap();
        let again = sessions.header(&agent, "c", "shop.example", "alice", None).unwrap();
        assert_ne!(again, header);
        assert_ne!(pairwise_user("c", "a.example", "alice"), pairwise_user("c", "b.example", "alice"));
        sessions.refuse("shop.example", "bad key");
        assert!(sessions.header(&agent, "c", "shop.example", "alice", None).is_err());
    }
}
