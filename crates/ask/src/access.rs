//! Who is asking, and what they may use.
//!
//! Ask has three tiers (the Ask capability's §Access): public information for everyone;
//! resources referenced in `ids` under a per-resource policy the business configures
//! ([`ResourcePolicies`]); and personalised answers for the authenticated buyer holding
//! [`ASK_READ_SCOPE`]. Every decision here is made from the [`Viewer`] (the verified credential
//! of the current request) and the business's data, never from the question's words and never
//! from what an earlier turn of the conversation was allowed to see.

use std::collections::BTreeSet;

/// The scope that permits personalised answers (`dev.ucp.common.ask:read`).
pub const ASK_READ_SCOPE: &str = "dev.ucp.common.ask:read";

/// The caller of one request, as its verified credential says. The service builds it from the
/// identity token; nothing in the request body contributes to it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Viewer {
    /// The verified token's subject: a buyer id. `None` without a user credential.
    pub buyer: Option<String>,
    /// The scopes the token grants.
    pub scopes: BTreeSet<String>,
}

impl Viewer {
    /// No credential: public information, and resources whose policy is possession.
    pub fn public() -> Self {
        Viewer::default()
    }

    /// A buyer authenticated by a token granting `scopes`.
    pub fn buyer<S: Into<String>>(id: impl Into<String>, scopes: impl IntoIterator<Item = S>) -> Self {
        Viewer { buyer: Some(id.into()), scopes: scopes.into_iter().map(Into::into).collect() }
    }

    /// Whether answers may be personalised: a buyer, with [`ASK_READ_SCOPE`].
    pub fn personalised(&self) -> bool {
        self.buyer.is_some() && self.scopes.contains(ASK_READ_SCOPE)
    }

    /// The buyer personalised answers are for, if any.
    pub fn personalised_buyer(&self) -> Option<&str> {
        if self.personalised() { self.buyer.as_deref() } else { None }
    }

    /// Whether this viewer is `owner`, authenticated with the scope.
    pub fn owns(&self, owner: &str) -> bool {
        self.personalised_buyer() == Some(owner)
    }
}
