//! Grounding: the identifiers sent with a question (`ids`) resolved to products, variants,
//! stores and protected resources (orders, carts), each through its access policy; whatever
//! does not resolve, or may not be used, becomes one `not_found` message.

use concierge_core::location::normalize_url;
use concierge_core::ucp::Message;

use crate::access::{self, ResourceClass, ResourcePolicy, Viewer};
use crate::answerers::account::Need;
use crate::read::language::{Lang, fill};
use crate::{AnswerEngine, Turn};

impl AnswerEngine {
    /// Resolves `ids` into the turn: products (by product or variant GID, id, handle, SKU or
    /// URL) and stores (by anything Location Lookup accepts); the rest are `not_found`.
    pub(crate) fn ground(&self, ids: &[String], viewer: &Viewer, turn: &mut Turn, lang: Lang) {
        let b = &*self.business;
        for id in ids {
            // Orders, carts, checkouts and bookings go through their access policy. Whether
            // the resource does not exist, is declined or belongs to someone else, the caller
            // hears the same `not_found`.
            if let Some((class, rid, typed)) = self.resource_ref(id) {
                let usable = rid.is_some_and(|rid| {
                    access::may_use(
                        viewer,
                        b,
                        &self.policies,
                        class,
                        rid,
                        access::Via::Reference,
                        viewer.buyer.as_deref(),
                    )
                });
                match (usable, class, rid) {
                    (true, ResourceClass::Order, Some(rid)) => {
                        if let Some(i) = b.orders.iter().position(|o| o.id == rid)
                            && !turn.id_orders.contains(&i)
                        {
                            turn.id_orders.push(i);
                        }
                    }
                    (true, ResourceClass::Cart, Some(rid)) => {
                        if let Some(i) = b.carts.iter().position(|c| c.id == rid)
                            && !turn.id_carts.contains(&i)
                        {
                            turn.id_carts.push(i);
                        }
                    }
                    _ => {
                        turn.unresolved_ids = true;
                        turn.messages.push(Message::info("not_found", fill(lang.phrases().id_not_found, &[id])));
                        // Signing in could help only where the policy asks for a credential;
                        // and the hint depends on the identifier's form, never on whether the
                        // resource exists.
                        if !turn.declined.contains(&class) {
                            turn.declined.push(class);
                        }
                        if typed && !viewer.personalised() && self.policies.of(class) == ResourcePolicy::Credential {
                            let need = if class == ResourceClass::Cart { Need::Cart } else { Need::Orders };
                            if !turn.needs.contains(&need) {
                                turn.needs.push(need);
                            }
                        }
                    }
                }
                continue;
            }
            let product = self.products.identified(b, id);
            if let Some(i) = product {
                if !turn.id_products.contains(&i) {
                    turn.id_products.push(i);
                }
                continue;
            }
            let stores = self.resolve_locations(id);
            if !stores.is_empty() {
                for s in stores {
                    if !turn.id_locations.contains(&s) {
                        turn.id_locations.push(s);
                    }
                }
                continue;
            }
            turn.unresolved_ids = true;
            turn.messages.push(Message::info("not_found", fill(lang.phrases().id_not_found, &[id])));
        }
    }

    /// The protected resource an identifier refers to: its class, its id when it exists (a GID
    /// of another type or business is not ours), and whether the class shows in the identifier
    /// itself (a GID) rather than only in the business's data (a bare id or number).
    pub(crate) fn resource_ref<'i>(&'i self, id: &'i str) -> Option<(ResourceClass, Option<&'i str>, bool)> {
        let b = &*self.business;
        for class in ResourceClass::ALL {
            if let Some(rid) = b.gid_id(class.gid_type(), id) {
                let exists = access::owner(b, class, rid).is_some();
                return Some((class, exists.then_some(rid), true));
            }
        }
        if let Some(o) = b.orders.iter().find(|o| o.id == id || o.number == id) {
            return Some((ResourceClass::Order, Some(o.id.as_str()), false));
        }
        if let Some(c) = b.carts.iter().find(|c| c.id == id) {
            return Some((ResourceClass::Cart, Some(c.id.as_str()), false));
        }
        None
    }

    /// Exposed stores an identifier names (id, GID, code, handle, URL or alias), in the store's
    /// order.
    pub(crate) fn resolve_locations(&self, id: &str) -> Vec<usize> {
        if let Some(index) = &self.location_index {
            let mut stores: Vec<usize> = index.resolve(id).into_iter().map(|p| index.business_index(p)).collect();
            stores.sort_unstable();
            return stores;
        }
        let b = &*self.business;
        let lower = id.to_lowercase();
        self.stores
            .exposed
            .iter()
            .filter(|&i| {
                let l = &b.locations[i];
                let a = &l.aliases;
                *id == *l.id
                    || id == b.gid("Location", &l.id)
                    || a.code.iter().chain(&a.handle).chain(&a.other).any(|x| x.to_lowercase() == lower)
                    || a.url.as_ref().is_some_and(|page| same_url(id, &page.resolve(&b.website)))
            })
            .collect()
    }
}

pub(crate) fn same_url(a: &str, b: &str) -> bool {
    a.contains("://") && normalize_url(a) == normalize_url(b)
}
