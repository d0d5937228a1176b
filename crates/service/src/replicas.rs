//! Replicas that share a database must share the keys that make their answers interchangeable:
//! the pagination cursor key (`location.cursor_secret`) and the response signing key
//! (`signatures.signing_key_file`). Otherwise a cursor issued by one replica is refused by the
//! next, and the business profile's keys change from one request to the next.
//!
//! Each replica announces itself in storage at start with a fingerprint of those keys (a
//! SHA-256 under a fixed label, never the keys) and refreshes it every
//! [`HEARTBEAT`]; [`join`] refuses to start when a live replica's fingerprint differs, which
//! includes any replica, this one or another, whose keys were made for its process. A replica
//! on this host counts as live while its process exists; one elsewhere while its heartbeat is
//! younger than [`ALIVE_FOR`] (so a replica killed on another host holds the check for at
//! most that long).

use std::time::Duration;

use concierge_storage::Replica;
use sha2::{Digest, Sha256};

use crate::Concierge;

/// How often a replica refreshes its announcement.
pub const HEARTBEAT: Duration = Duration::from_secs(5);
/// How long after its last heartbeat a replica on another host still counts as live.
pub const ALIVE_FOR: Duration = Duration::from_secs(15);

/// Why this replica may not join.
#[derive(Debug, thiserror::Error)]
pub enum JoinError {
    /// Storage did not answer.
    #[error(transparent)]
    Storage(#[from] concierge_storage::StorageError),
    /// Another live replica uses other keys.
    #[error("{0}")]
    KeysDiffer(String),
}

/// This replica's place among those sharing the database.
#[derive(Debug, Clone)]
pub struct Membership {
    replica: Replica,
}

impl Membership {
    /// This replica's announcement.
    pub fn replica(&self) -> &Replica {
        &self.replica
    }

    /// Refreshes the announcement every [`HEARTBEAT`], for as long as the future runs
    /// (spawn it; a failed refresh is logged and retried at the next beat).
    pub async fn heartbeat(self, app: Concierge) {
        let mut beat = tokio::time::interval(HEARTBEAT);
        beat.tick().await;
        loop {
            beat.tick().await;
            let now = app.now().as_second();
            let replica = Replica { heartbeat_at: now, ..self.replica.clone() };
            if let Err(e) = app.database().storage().announce(&replica, now).await {
                tracing::warn!(reason = %e, "could not refresh this replica's announcement in storage");
            }
        }
    }

    /// Withdraws the announcement (at shutdown).
    pub async fn leave(&self, app: &Concierge) {
        if let Err(e) = app.database().storage().withdraw(&self.replica.id).await {
            tracing::warn!(reason = %e, "could not withdraw this replica's announcement from storage");
        }
    }
}

/// Announces this replica, refusing when a live replica sharing the database uses other keys.
pub async fn join(app: &Concierge) -> Result<Membership, JoinError> {
    let config = app.config();
    let cursor = config.cursor_secret();
    let signing = config.signatures.sign_responses.then_some(&config.signatures.signing_key_file);
    let per_process = cursor.is_none() || signing.is_some_and(|file| file.as_os_str().is_empty());
    let mut hash = Sha256::new();
    hash.update(b"concierge replica keys v1\0");
    hash.update(cursor.unwrap_or_else(rand::random));
    if let Some(signer) = app.response_signer() {
        for key in signer.published() {
            hash.update(serde_json::to_vec(key).expect("keys serialize"));
        }
    }
    let keys = hex::encode(&hash.finalize()[..16]);
    let host = host_name();
    let now = app.now().as_second();
    let replica = Replica {
        id: format!("{host}/{}/{:016x}", std::process::id(), rand::random::<u64>()),
        keys,
        per_process_keys: per_process,
        started_at: now,
        heartbeat_at: now,
    };
    let others = app.database().storage().announce(&replica, now - ALIVE_FOR.as_secs() as i64).await?;
    let live: Vec<&Replica> = others.iter().filter(|r| alive(r, &host)).collect();
    if let Some(other) = live.iter().find(|r| r.keys != replica.keys) {
        // Leave no announcement behind: this replica is not going to serve.
        let _ = app.database().storage().withdraw(&replica.id).await;
        let whose = match (per_process, other.per_process_keys) {
            (true, _) => "this replica's keys are made for its process",
            (false, true) => "that replica's keys were made for its process",
            (false, false) => "the two are configured with different keys",
        };
        return Err(JoinError::KeysDiffer(format!(
            "another replica sharing this database ({}, announced {} s ago) uses other keys ({whose}): \
             cursors issued by one would be refused by the other and signatures would not verify. Set the \
             same location.cursor_secret and, with signatures.sign_responses, the same \
             signatures.signing_key_file on every replica (docs/deployment.md)",
            other.id,
            (now - other.heartbeat_at).max(0),
        )));
    }
    if !live.is_empty() {
        tracing::info!(replicas = live.len() + 1, "joined the replicas sharing this database");
    }
    Ok(Membership { replica })
}

/// Whether an announced replica is still running: on this host, by its process; elsewhere,
/// by its heartbeat (already filtered by the query).
fn alive(replica: &Replica, this_host: &str) -> bool {
    let mut parts = replica.id.split('/');
    match (parts.next(), parts.next().and_then(|p| p.parse::<u32>().ok())) {
        (Some(host), Some(pid)) if host == this_host && cfg!(target_os = "linux") => {
            pid != std::process::id() && std::path::Path::new(&format!("/proc/{pid}")).exists()
        }
        _ => true,
    }
}

fn host_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .map(|h| h.trim().replace('/', "_"))
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "unknown-host".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_replica_on_this_host_is_alive_while_its_process_is() {
        let host = host_name();
        let r =
            |id: String| Replica { id, keys: String::new(), per_process_keys: false, started_at: 0, heartbeat_at: 0 };
        // PID 1 exists in every Linux process namespace.
        assert!(alive(&r(format!("{host}/1/00")), &host));
        assert!(!alive(&r(format!("{host}/4194304/00")), &host), "beyond pid_max: gone");
        assert!(alive(&r("elsewhere/4194304/00".into()), &host), "another host: by heartbeat");
    }
}
