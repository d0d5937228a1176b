//! What the agent remembers between calls, per business and per user: the conversation each
//! business returned (replayed only to that business, only for that user) and the tokens each
//! sign-in granted. Kept in memory, or in an owner-only JSON file (tokens are secrets).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::ClientError;

/// A conversation a business returned.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct StoredConversation {
    /// The opaque id, exactly as returned.
    pub id: String,
    /// `expires_at`, when given.
    pub expires_at: Option<String>,
}

/// Tokens from one sign-in.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct StoredToken {
    /// The issuer that granted them.
    pub issuer: String,
    /// The resource they are for (RFC 8707).
    pub resource: String,
    /// The access token.
    pub access_token: String,
    /// Its type, as the token response said (`Bearer`).
    pub token_type: String,
    /// The refresh token, when granted.
    pub refresh_token: Option<String>,
    /// When the access token expires (Unix seconds).
    pub expires_at: Option<i64>,
    /// The granted scopes (the token response's `scope`).
    pub scopes: Vec<String>,
}

#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
struct Data {
    /// `origin` → `user` → conversation.
    conversations: BTreeMap<String, BTreeMap<String, StoredConversation>>,
    /// `origin` → `user` → tokens.
    tokens: BTreeMap<String, BTreeMap<String, StoredToken>>,
}

/// The agent's memory.
#[derive(Debug)]
pub struct State {
    path: Option<PathBuf>,
    data: Mutex<Data>,
}

impl State {
    /// Memory only.
    pub fn in_memory() -> State {
        State { path: None, data: Mutex::new(Data::default()) }
    }

    /// Backed by a JSON file (created owner-only when first written).
    pub fn file(path: impl Into<PathBuf>) -> Result<State, ClientError> {
        let path = path.into();
        let data = match std::fs::read_to_string(&path) {
            Ok(text) => serde_json::from_str(&text).map_err(|e| ClientError::State {
                path: path.display().to_string(),
                reason: format!("not readable: {e}"),
            })?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Data::default(),
            Err(e) => return Err(ClientError::State { path: path.display().to_string(), reason: e.to_string() }),
        };
        Ok(State { path: Some(path), data: Mutex::new(data) })
    }

    fn update<T>(&self, change: impl FnOnce(&mut Data) -> T) -> Result<T, ClientError> {
        let mut data = self.data.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let out = change(&mut data);
        if let Some(path) = &self.path {
            let text = serde_json::to_string_pretty(&*data).map_err(|e| ClientError::Usage(e.to_string()))?;
            write_private_replace(path, &text)?;
        }
        Ok(out)
    }

    fn read<T>(&self, look: impl FnOnce(&Data) -> T) -> T {
        look(&self.data.lock().unwrap_or_else(std::sync::PoisonError::into_inner))
    }

    /// The conversation `origin` returned to `user`, if any.
    pub fn conversation(&self, origin: &str, user: &str) -> Option<StoredConversation> {
        self.read(|d| d.conversations.get(origin)?.get(user).cloned())
    }

    /// Remembers the conversation `origin` returned to `user` (or forgets it with `None`).
    pub fn set_conversation(&self, origin: &str, user: &str, c: Option<StoredConversation>) -> Result<(), ClientError> {
        self.update(|d| {
            let users = d.conversations.entry(origin.to_owned()).or_default();
            match c {
                Some(c) => users.insert(user.to_owned(), c),
                None => users.remove(user),
            };
        })
    }

    /// `user`'s tokens at `origin`.
    pub fn token(&self, origin: &str, user: &str) -> Option<StoredToken> {
        self.read(|d| d.tokens.get(origin)?.get(user).cloned())
    }

    /// Stores (or, with `None`, forgets) `user`'s tokens at `origin`.
    pub fn set_token(&self, origin: &str, user: &str, t: Option<StoredToken>) -> Result<(), ClientError> {
        self.update(|d| {
            let users = d.tokens.entry(origin.to_owned()).or_default();
            match t {
                Some(t) => users.insert(user.to_owned(), t),
                None => users.remove(user),
            };
        })
    }
}

/// Writes `text` to `path` owner-only, replacing it atomically.
fn write_private_replace(path: &Path, text: &str) -> Result<(), ClientError> {
    let tmp = path.with_extension("tmp");
    let _ = std::fs::remove_file(&tmp);
    write_private_new(&tmp, text)?;
    std::fs::rename(&tmp, path)
        .map_err(|e| ClientError::State { path: path.display().to_string(), reason: e.to_string() })
}

/// Creates `path` owner-only with `text`, refusing to replace an existing file.
pub(crate) fn write_private_new(path: &Path, text: &str) -> Result<(), ClientError> {
    let err = |e: std::io::Error| ClientError::State { path: path.display().to_string(), reason: e.to_string() };
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(err)?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path).map_err(err)?;
    file.write_all(text.as_bytes()).map_err(err)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversations_are_kept_per_business_and_per_user_and_survive_a_reload() {
        let dir = std::env::temp_dir().join(format!("concierge-state-{}", uuid::Uuid::new_v4()));
        let path = dir.join("state.json");
        let state = State::file(&path).unwrap();
        let c = StoredConversation { id: "conv_1".into(), expires_at: None };
        state.set_conversation("https://a.example/", "alice", Some(c.clone())).unwrap();
        assert_eq!(state.conversation("https://a.example/", "alice"), Some(c.clone()));
        assert_eq!(state.conversation("https://a.example/", "bob"), None);
        assert_eq!(state.conversation("https://b.example/", "alice"), None);
        let reloaded = State::file(&path).unwrap();
        assert_eq!(reloaded.conversation("https://a.example/", "alice"), Some(c));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        }
        std::fs::remove_dir_all(dir).unwrap();
    }
}
