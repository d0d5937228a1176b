//! The development issuer's memory: pending authorization requests, authorization codes, grants
//! with their refresh tokens, what each user granted each client, and the client assertions
//! already seen. Plain data, kept behind one lock by the caller; no I/O and no clock (every call
//! is given the time).

use std::collections::{BTreeSet, HashMap};

use super::random_value;

/// How long a consent page stays answerable, in seconds.
const PENDING_TTL_SECS: i64 = 600;
/// How long an authorization code can be exchanged, in seconds (RFC 6749 §4.1.2: short).
const CODE_TTL_SECS: i64 = 60;
/// How long a used or expired code is remembered, so a second use is recognised as such.
const CODE_MEMORY_SECS: i64 = 600;

/// An authorization request waiting for the user's answer on the consent page.
#[derive(Debug, Clone)]
pub(super) struct Pending {
    pub(super) client_id: String,
    pub(super) redirect_uri: String,
    pub(super) state: Option<String>,
    pub(super) scopes: BTreeSet<String>,
    pub(super) code_challenge: String,
    pub(super) resource: Option<String>,
    expires_at: i64,
}

/// What an authorization code was issued for.
#[derive(Debug, Clone)]
pub(super) struct CodeGrant {
    pub(super) client_id: String,
    pub(super) redirect_uri: String,
    pub(super) code_challenge: String,
    pub(super) resource: Option<String>,
    pub(super) scopes: BTreeSet<String>,
    pub(super) subject: String,
}

#[derive(Debug)]
struct CodeEntry {
    grant: CodeGrant,
    expires_at: i64,
    used: bool,
    /// The grant its exchange started, revoked if the code comes back.
    family: Option<usize>,
}

/// A grant: what one code exchange (and the refreshes after it) allow.
#[derive(Debug, Clone)]
pub(super) struct Family {
    pub(super) client_id: String,
    pub(super) subject: String,
    pub(super) scopes: BTreeSet<String>,
    pub(super) resource: Option<String>,
    /// The one refresh token that works; earlier ones were rotated away.
    current: String,
    revoked: bool,
}

/// Why a code or refresh token gives nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum GrantError {
    /// Unknown, expired, or issued to another client.
    Unknown,
    /// A code used before: the grant it started has been revoked.
    CodeReused,
    /// A refresh token that has been rotated away.
    Rotated,
    /// A refresh token whose grant was revoked.
    Revoked,
}

impl GrantError {
    pub(super) fn description(self) -> &'static str {
        match self {
            GrantError::Unknown => "the grant is unknown, has expired, or was issued to another client",
            GrantError::CodeReused => "the authorization code was already used; the tokens issued for it are revoked",
            GrantError::Rotated => "the refresh token was already used and has been replaced",
            GrantError::Revoked => "the grant was revoked",
        }
    }
}

/// Everything the issuer remembers.
#[derive(Debug, Default)]
pub(super) struct Memory {
    pending: HashMap<String, Pending>,
    codes: HashMap<String, CodeEntry>,
    families: Vec<Family>,
    /// Every refresh token issued, current or rotated, to its grant.
    refresh_tokens: HashMap<String, usize>,
    /// (client_id, subject) → every scope the subject granted the client.
    consents: HashMap<(String, String), BTreeSet<String>>,
    /// (client_id, jti) of client assertions already accepted → their `exp`.
    assertions: HashMap<(String, String), i64>,
}

impl Memory {
    /// Keeps a request for the consent page; returns its handle.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn add_pending(
        &mut self,
        client_id: String,
        redirect_uri: String,
        state: Option<String>,
        scopes: BTreeSet<String>,
        code_challenge: String,
        resource: Option<String>,
        now: i64,
    ) -> String {
        self.pending.retain(|_, p| p.expires_at > now);
        let handle = random_value();
        let expires_at = now + PENDING_TTL_SECS;
        self.pending.insert(
            handle.clone(),
            Pending { client_id, redirect_uri, state, scopes, code_challenge, resource, expires_at },
        );
        handle
    }

    /// The pending request behind `handle`, if it has not expired (left in place).
    pub(super) fn pending(&self, handle: &str, now: i64) -> Option<&Pending> {
        self.pending.get(handle).filter(|p| p.expires_at > now)
    }

    /// Takes the pending request behind `handle`: it cannot be answered twice.
    pub(super) fn take_pending(&mut self, handle: &str, now: i64) -> Option<Pending> {
        self.pending.remove(handle).filter(|p| p.expires_at > now)
    }

    /// Records the user's approval: `subject` now grants the client what it granted before and
    /// `request.scopes`. Returns a code for all of them.
    pub(super) fn approve(&mut self, request: Pending, subject: &str, now: i64) -> String {
        let granted = self.consents.entry((request.client_id.clone(), subject.to_owned())).or_default();
        granted.extend(request.scopes.iter().cloned());
        let grant = CodeGrant {
            client_id: request.client_id,
            redirect_uri: request.redirect_uri,
            code_challenge: request.code_challenge,
            resource: request.resource,
            scopes: granted.clone(),
            subject: subject.to_owned(),
        };
        self.codes.retain(|_, c| c.expires_at + CODE_MEMORY_SECS > now);
        let code = random_value();
        self.codes
            .insert(code.clone(), CodeEntry { grant, expires_at: now + CODE_TTL_SECS, used: false, family: None });
        code
    }

    /// Redeems a code for `client_id`. A code works once: the first attempt uses it up whatever
    /// the caller then decides; a second attempt revokes the grant the first one started.
    pub(super) fn redeem_code(&mut self, code: &str, client_id: &str, now: i64) -> Result<CodeGrant, GrantError> {
        let entry = self.codes.get_mut(code).filter(|e| e.grant.client_id == client_id).ok_or(GrantError::Unknown)?;
        if entry.used {
            if let Some(family) = entry.family {
                self.families[family].revoked = true;
            }
            return Err(GrantError::CodeReused);
        }
        entry.used = true;
        if entry.expires_at <= now {
            return Err(GrantError::Unknown);
        }
        Ok(entry.grant.clone())
    }

    /// Starts a grant from a redeemed code; returns its first refresh token.
    pub(super) fn start_family(&mut self, code: &str, grant: &CodeGrant) -> String {
        let refresh = random_value();
        let id = self.families.len();
        self.families.push(Family {
            client_id: grant.client_id.clone(),
            subject: grant.subject.clone(),
            scopes: grant.scopes.clone(),
            resource: grant.resource.clone(),
            current: refresh.clone(),
            revoked: false,
        });
        self.refresh_tokens.insert(refresh.clone(), id);
        if let Some(entry) = self.codes.get_mut(code) {
            entry.family = Some(id);
        }
        refresh
    }

    /// The grant a refresh token belongs to, if the token is its current one and it stands.
    pub(super) fn family_of(&self, refresh: &str, client_id: &str) -> Result<(usize, &Family), GrantError> {
        let id = *self.refresh_tokens.get(refresh).ok_or(GrantError::Unknown)?;
        let family = &self.families[id];
        if family.client_id != client_id {
            return Err(GrantError::Unknown);
        }
        if family.revoked {
            return Err(GrantError::Revoked);
        }
        if family.current != refresh {
            return Err(GrantError::Rotated);
        }
        Ok((id, family))
    }

    /// Replaces a grant's refresh token; the old one stops working.
    pub(super) fn rotate(&mut self, family: usize) -> String {
        let refresh = random_value();
        self.families[family].current = refresh.clone();
        self.refresh_tokens.insert(refresh.clone(), family);
        refresh
    }

    /// Revokes the grant of a refresh token issued to `client_id` (RFC 7009). Tokens that are
    /// unknown or another client's are left alone.
    pub(super) fn revoke_refresh(&mut self, refresh: &str, client_id: &str) {
        if let Some(&id) = self.refresh_tokens.get(refresh)
            && self.families[id].client_id == client_id
        {
            self.families[id].revoked = true;
        }
    }

    /// Records a client assertion's `jti`; `false` if it was seen before. `expired` says whether
    /// a remembered assertion's `exp` has passed on every clock the issuer judges by, so it can be
    /// forgotten.
    pub(super) fn first_use_of_assertion(
        &mut self,
        client_id: &str,
        jti: &str,
        exp: i64,
        expired: impl Fn(i64) -> bool,
    ) -> bool {
        self.assertions.retain(|_, exp| !expired(*exp));
        self.assertions.insert((client_id.to_owned(), jti.to_owned()), exp).is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scopes(list: &[&str]) -> BTreeSet<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    fn pending(memory: &mut Memory, list: &[&str]) -> Pending {
        let handle =
            memory.add_pending("c".into(), "http://127.0.0.1:1/cb".into(), None, scopes(list), "x".into(), None, 0);
        memory.take_pending(&handle, 1).unwrap()
    }

    #[test]
    fn approvals_accumulate_scopes_per_client_and_subject() {
        let mut memory = Memory::default();
        let first = pending(&mut memory, &["a"]);
        let code = memory.approve(first, "u", 0);
        assert_eq!(memory.redeem_code(&code, "c", 1).unwrap().scopes, scopes(&["a"]));
        let second = pending(&mut memory, &["b"]);
        let code = memory.approve(second, "u", 0);
        assert_eq!(memory.redeem_code(&code, "c", 1).unwrap().scopes, scopes(&["a", "b"]));
        let other = pending(&mut memory, &["b"]);
        let code = memory.approve(other, "v", 0);
        assert_eq!(memory.redeem_code(&code, "c", 1).unwrap().scopes, scopes(&["b"]));
    }

    #[test]
    fn codes_expire_and_work_once() {
        let mut memory = Memory::default();
        let request = pending(&mut memory, &["a"]);
        let code = memory.approve(request, "u", 0);
        assert_eq!(memory.redeem_code(&code, "other", 1).unwrap_err(), GrantError::Unknown);
        let grant = memory.redeem_code(&code, "c", 1).unwrap();
        let refresh = memory.start_family(&code, &grant);
        assert!(memory.family_of(&refresh, "c").is_ok());
        assert_eq!(memory.redeem_code(&code, "c", 2).unwrap_err(), GrantError::CodeReused);
        assert_eq!(memory.family_of(&refresh, "c").unwrap_err(), GrantError::Revoked);

        let request = pending(&mut memory, &["a"]);
        let late = memory.approve(request, "u", 0);
        assert_eq!(memory.redeem_code(&late, "c", CODE_TTL_SECS).unwrap_err(), GrantError::Unknown);
    }

    #[test]
    fn pending_requests_expire_and_are_answered_once() {
        let mut memory = Memory::default();
        let handle = memory.add_pending("c".into(), "r".into(), None, scopes(&["a"]), "x".into(), None, 0);
        assert!(memory.pending(&handle, PENDING_TTL_SECS).is_none());
        assert!(memory.pending(&handle, 1).is_some());
        assert!(memory.take_pending(&handle, 1).is_some());
        assert!(memory.take_pending(&handle, 1).is_none());
    }

    #[test]
    fn refresh_tokens_rotate_and_revoke() {
        let mut memory = Memory::default();
        let request = pending(&mut memory, &["a"]);
        let code = memory.approve(request, "u", 0);
        let grant = memory.redeem_code(&code, "c", 1).unwrap();
        let first = memory.start_family(&code, &grant);
        let (id, _) = memory.family_of(&first, "c").unwrap();
        let second = memory.rotate(id);
        assert_eq!(memory.family_of(&first, "c").unwrap_err(), GrantError::Rotated);
        assert_eq!(memory.family_of(&second, "d").unwrap_err(), GrantError::Unknown);
        memory.revoke_refresh(&second, "d");
        assert!(memory.family_of(&second, "c").is_ok());
        memory.revoke_refresh(&second, "c");
        assert_eq!(memory.family_of(&second, "c").unwrap_err(), GrantError::Revoked);
    }

    #[test]
    fn assertion_ids_are_single_use_until_they_expire() {
        let mut memory = Memory::default();
        assert!(memory.first_use_of_assertion("c", "j", 100, |exp| exp <= 50));
        assert!(!memory.first_use_of_assertion("c", "j", 100, |exp| exp <= 50));
        assert!(memory.first_use_of_assertion("d", "j", 100, |exp| exp <= 50));
        assert!(memory.first_use_of_assertion("c", "j", 100, |exp| exp <= 200));
    }
}
