//! Who is asking, and what they may use.
//!
//! Ask has three tiers (the Ask capability's §Access): public information for everyone;
//! resources referenced in `ids` under a per-resource policy the business configures
//! ([`ResourcePolicies`]); and personalised answers for the authenticated buyer holding
//! [`ASK_READ_SCOPE`]. Every decision here is made from the [`Viewer`] (the verified credential
//! of the current request) and the business's data, never from the question's words and never
//! from what an earlier turn of the conversation was allowed to see.

use std::collections::BTreeSet;

use concierge_core::catalog::Business;
use serde::{Deserialize, Serialize};

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

/// How a resource referenced in `ids` may be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResourcePolicy {
    /// Possession of the identifier suffices (a cart shared by link). The resource itself is
    /// used; its owner's other data (name, membership, other orders) never is.
    Possession,
    /// Used only for its owner: a buyer authenticated with [`ASK_READ_SCOPE`].
    Credential,
    /// Never used; the reference is declined.
    Never,
}

/// The business's access policy per kind of protected resource (`[ask.resources]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ResourcePolicies {
    /// Orders (default: `credential`).
    pub order: ResourcePolicy,
    /// Carts (default: `possession`).
    pub cart: ResourcePolicy,
    /// Checkouts (default: `possession`).
    pub checkout: ResourcePolicy,
    /// Bookings (default: `credential`).
    pub booking: ResourcePolicy,
}

impl Default for ResourcePolicies {
    fn default() -> Self {
        ResourcePolicies {
            order: ResourcePolicy::Credential,
            cart: ResourcePolicy::Possession,
            checkout: ResourcePolicy::Possession,
            booking: ResourcePolicy::Credential,
        }
    }
}

impl ResourcePolicies {
    /// The policy for a kind of resource.
    pub fn of(&self, class: ResourceClass) -> ResourcePolicy {
        match class {
            ResourceClass::Order => self.order,
            ResourceClass::Cart => self.cart,
            ResourceClass::Checkout => self.checkout,
            ResourceClass::Booking => self.booking,
        }
    }
}

/// A kind of protected resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResourceClass {
    /// `gid://{authority}/Order/{id}`.
    Order,
    /// `gid://{authority}/Cart/{id}`.
    Cart,
    /// `gid://{authority}/Checkout/{id}`.
    Checkout,
    /// `gid://{authority}/Booking/{id}`.
    Booking,
}

impl ResourceClass {
    /// Every class.
    pub const ALL: [ResourceClass; 4] =
        [ResourceClass::Order, ResourceClass::Cart, ResourceClass::Checkout, ResourceClass::Booking];

    /// The type segment of its GIDs.
    pub fn gid_type(self) -> &'static str {
        match self {
            ResourceClass::Order => "Order",
            ResourceClass::Cart => "Cart",
            ResourceClass::Checkout => "Checkout",
            ResourceClass::Booking => "Booking",
        }
    }
}

/// How a turn came to use a protected resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Via {
    /// Its identifier was in `ids` (the resource-reference tier).
    Reference,
    /// It belongs to the authenticated buyer (the personalised tier).
    Account,
}

/// A protected resource a turn used, remembered so a follow-up ("and when will it arrive?") can
/// build on it — if, and only if, the follow-up's own credential may use it
/// ([`crate::ConversationState::visible_to`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldResource {
    /// What kind of resource.
    pub class: ResourceClass,
    /// Its id (the last segment of its GID).
    pub id: String,
    /// How the turn used it.
    pub via: Via,
    /// The buyer whose credential that turn carried, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holder: Option<String>,
}

impl HeldResource {
    /// `id` of `class`, used `via` a reference or the account, by the request of `viewer`.
    pub(crate) fn used_by(viewer: &Viewer, class: ResourceClass, id: &str, via: Via) -> Self {
        HeldResource { class, id: id.to_owned(), via, holder: viewer.buyer.clone() }
    }
}

/// The owner of a protected resource, when it exists: `Some(None)` for an existing resource
/// without an owner (a guest cart), `None` when there is no such resource.
pub(crate) fn owner<'b>(business: &'b Business, class: ResourceClass, id: &str) -> Option<Option<&'b str>> {
    match class {
        ResourceClass::Order => business.order(id).map(|o| Some(o.buyer_id.as_str())),
        ResourceClass::Cart => business.cart(id).map(|c| c.buyer_id.as_deref()),
        // The store format holds no checkouts or bookings: such references resolve to nothing.
        ResourceClass::Checkout | ResourceClass::Booking => None,
    }
}

/// Whether `viewer` may use the resource `class`/`id` reached `via` a reference (in this
/// request's `ids`, or an earlier turn's by `holder`) or via the buyer's account.
pub(crate) fn may_use(
    viewer: &Viewer,
    business: &Business,
    policies: &ResourcePolicies,
    class: ResourceClass,
    id: &str,
    via: Via,
    holder: Option<&str>,
) -> bool {
    let Some(owner) = owner(business, class, id) else { return false };
    let owned = owner.is_some_and(|o| viewer.owns(o));
    match via {
        // The personalised tier: the buyer's own resources, whatever the reference policy.
        Via::Account => owned,
        Via::Reference => match policies.of(class) {
            ResourcePolicy::Never => false,
            ResourcePolicy::Credential => owned,
            // Possession carries on with the conversation only for the same caller: a turn
            // replayed without that turn's credential, or with another buyer's, loses it.
            ResourcePolicy::Possession => owned || holder == viewer.buyer.as_deref(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn policies_read_from_config_with_defaults() {
        let p: ResourcePolicies = serde_json::from_str(r#"{"order": "possession"}"#).unwrap();
        assert_eq!(p.order, ResourcePolicy::Possession);
        assert_eq!(p.cart, ResourcePolicy::Possession);
        assert_eq!(p.booking, ResourcePolicy::Credential);
        assert!(serde_json::from_str::<ResourcePolicies>(r#"{"orders": "never"}"#).is_err(), "unknown keys");
        assert!(serde_json::from_str::<ResourcePolicies>(r#"{"cart": "maybe"}"#).is_err(), "unknown policies");
        let d = ResourcePolicies::default();
        assert_eq!(
            (d.order, d.cart, d.checkout, d.booking),
            (
                ResourcePolicy::Credential,
                ResourcePolicy::Possession,
                ResourcePolicy::Possession,
                ResourcePolicy::Credential
            )
        );
    }

    #[test]
    fn personalised_needs_a_buyer_and_the_scope() {
        assert!(!Viewer::public().personalised());
        assert!(!Viewer::buyer("b_1", ["openid"]).personalised());
        assert!(Viewer::buyer("b_1", [ASK_READ_SCOPE]).personalised());
        assert!(Viewer::buyer("b_1", [ASK_READ_SCOPE]).owns("b_1"));
        assert!(!Viewer::buyer("b_1", [ASK_READ_SCOPE]).owns("b_2"));
        assert!(!Viewer::buyer("b_1", ["openid"]).owns("b_1"));
    }
}
