//! The languages answers are written in, and every fixed phrase in each of them.
//!
//! Content (policies, FAQ) is answered in the language it is written in; these phrases frame
//! it. English is complete; Spanish covers the framing a Spanish-speaking buyer reads most
//! (yes/no, operations not performed, can't-answer, opening hours). Anything else falls back to
//! English, which UCP allows ("Businesses MAY return content in a different language").

use serde::{Deserialize, Serialize};

/// A language the engine can phrase answers in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    En,
    /// Spanish.
    Es,
}

impl Lang {
    /// The BCP 47 primary subtag.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// The language for a BCP 47 tag, if the engine has phrases for it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        match tag.split(['-', '_']).next()?.to_ascii_lowercase().as_str() {
            "en" => Some(Lang::En),
            "es" => Some(Lang::Es),
            _ => None,
        }
    }

    /// A guess from the words of a query: Spanish when it has clearly Spanish function words.
    pub fn guess(tokens: &[String], raw: &str) -> Option<Lang> {
        const ES: &[&str] = &[
            "qué",
            "que",
            "cómo",
            "como",
            "cuál",
            "cuándo",
            "dónde",
            "puedo",
            "tienen",
            "tiene",
            "hay",
            "los",
            "las",
            "del",
            "para",
            "una",
            "por",
            "devolución",
            "devoluciones",
            "envío",
            "tienda",
            "artículos",
            "rebajados",
            "cuánto",
            "días",
            "política",
            "reembolso",
            "hacen",
            "venden",
            "abren",
            "pedido",
            "pedidos",
            "carrito",
            "miembro",
            "donde",
        ];
        let hits = tokens.iter().filter(|t| ES.contains(&t.as_str())).count();
        if raw.contains('¿') || raw.contains('¡') || hits >= 2 { Some(Lang::Es) } else { None }
    }

    /// The fixed phrases of this language.
    pub fn phrases(self) -> &'static Phrases {
        match self {
            Lang::En => &EN,
            Lang::Es => &ES,
        }
    }
}

/// Fixed phrases. `{}` placeholders are filled in order.
#[derive(Debug)]
pub struct Phrases {
    /// "Yes"
    pub yes: &'static str,
    /// "No"
    pub no: &'static str,
    /// The can't-answer reply; `{}` is the business name.
    pub cant_answer: &'static str,
    /// Refusing other customers' data.
    pub privacy: &'static str,
    /// Operations, by kind.
    pub not_performed: fn(OperationKind) -> (&'static str, &'static str),
    /// "Ask can answer questions but does not change carts, orders or bookings."
    pub read_only: &'static str,
    /// Ambiguous store reference; `{}` is a list of store names.
    pub which_store: &'static str,
    /// "open"
    pub open: &'static str,
    /// "closed"
    pub closed: &'static str,
    /// "open 24 hours"
    pub all_day: &'static str,
    /// "and"
    pub and: &'static str,
    /// "(local time, {zone})"
    pub local_time: &'static str,
    /// Day names, Monday first.
    pub days: [&'static str; 7],
    /// A conversation id that was not found.
    pub conversation_not_found: &'static str,
    /// An identifier that was not found; `{}` is the identifier.
    pub id_not_found: &'static str,
    /// Introduces a policy in brief; `{}` is the policy's title.
    pub policy_in_brief: &'static str,
    /// A store without published hours; `{}` is its name.
    pub hours_unknown: &'static str,
    /// Introduces the stores that offer an amenity ("These stores offer it").
    pub stores_offering: &'static str,
    /// Month names, January first.
    pub months: [&'static str; 12],
    /// Orders, carts and membership.
    pub account: &'static AccountPhrases,
}

/// Phrases of answers about the buyer's orders, carts and membership. `{}` placeholders are
/// filled in order.
#[derive(Debug)]
pub struct AccountPhrases {
    /// The buyer's own order; `{}` is its number.
    pub your_order: &'static str,
    /// An order reached by its reference; `{}` is its number.
    pub an_order: &'static str,
    /// `{}` is the date the order was placed.
    pub placed: &'static str,
    /// Order, carrier, tracking number, tracking URL.
    pub shipped: &'static str,
    /// Order (shipped, no tracking published).
    pub shipped_untracked: &'static str,
    /// Order.
    pub processing: &'static str,
    /// Order.
    pub delivered: &'static str,
    /// Order, delivery date.
    pub delivered_on: &'static str,
    /// Order, store name.
    pub ready_for_pickup: &'static str,
    /// Order.
    pub cancelled: &'static str,
    /// Expected delivery date.
    pub eta: &'static str,
    /// Order, items, total.
    pub contents: &'static str,
    /// Number of open orders.
    pub open_orders: &'static str,
    /// No orders on the account.
    pub no_orders: &'static str,
    /// A typed order number that is not one of the buyer's; `{}` is the number.
    pub not_on_account: &'static str,
    /// The buyer's own cart.
    pub your_cart: &'static str,
    /// A cart reached by its reference.
    pub a_cart: &'static str,
    /// Cart, items, subtotal.
    pub cart_contents: &'static str,
    /// Cart.
    pub cart_empty: &'static str,
    /// Name, tier.
    pub member_yes: &'static str,
    /// Entitlements.
    pub benefits: &'static str,
    /// A signed-in non-member.
    pub member_no: &'static str,
    /// Product.
    pub no_member_price: &'static str,
    /// A signed-in non-member asking for member prices.
    pub member_prices_for_members: &'static str,
    /// Public part of an order question: how to see one's orders.
    pub sign_in_orders: &'static str,
    /// Public part of a member question.
    pub sign_in_member: &'static str,
    /// Public part of a cart question.
    pub sign_in_cart: &'static str,
}

/// What an operation request asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OperationKind {
    /// Add to, remove from or change a cart.
    Cart,
    /// Place an order or buy.
    Purchase,
    /// Cancel or change an order.
    Order,
    /// Apply a code, discount or points; issue a refund or credit.
    Discount,
    /// Reserve, hold, book or schedule.
    Reservation,
    /// Start a return or exchange.
    Return,
    /// Subscribe or change an account.
    Account,
}

const EN: Phrases = Phrases {
    yes: "Yes",
    no: "No",
    cant_answer: "I don't have information about that. I can help with the products, stores and opening hours, shipping, returns and other policies of {}.",
    privacy: "I can't share information about other customers or their orders.",
    not_performed: |kind| match kind {
        OperationKind::Cart => {
            ("Your cart is unchanged: I can't add, remove or change items in it.", "No cart operation was performed.")
        }
        OperationKind::Purchase => ("I haven't placed an order or bought anything for you.", "No order was placed."),
        OperationKind::Order => ("I haven't cancelled or changed any order.", "No order was cancelled or changed."),
        OperationKind::Discount => (
            "I haven't applied or issued any code, discount, credit or refund.",
            "No discount, credit or refund was applied.",
        ),
        OperationKind::Reservation => {
            ("I haven't reserved, held or booked anything.", "No reservation or booking was made.")
        }
        OperationKind::Return => ("I haven't started a return or exchange.", "No return was started."),
        OperationKind::Account => ("I haven't changed your account or subscriptions.", "No account change was made."),
    },
    read_only: "I can answer questions, but I can't change carts, orders, bookings or accounts.",
    which_store: "Which store do you mean? {}.",
    open: "open",
    closed: "closed",
    all_day: "open 24 hours",
    and: "and",
    local_time: "local time",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    conversation_not_found: "The conversation was not found or has expired; a new conversation was started.",
    id_not_found: "No resource matches the identifier `{}`, so it was not used.",
    policy_in_brief: "Our {} policy in brief:",
    hours_unknown: "I don't have information about the opening hours of {}: it doesn't publish them.",
    stores_offering: "These stores offer it",
    months: [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ],
    account: &EN_ACCOUNT,
};

const EN_ACCOUNT: AccountPhrases = AccountPhrases {
    your_order: "Your order {}",
    an_order: "Order {}",
    placed: "(placed {})",
    shipped: "{} has shipped with {}, tracking number {}: {}.",
    shipped_untracked: "{} has shipped.",
    processing: "{} is being prepared and hasn't shipped yet; a tracking link is emailed as soon as it ships.",
    delivered: "{} has been delivered.",
    delivered_on: "{} was delivered on {}.",
    ready_for_pickup: "{} is ready for pickup at {}.",
    cancelled: "{} shows as cancelled.",
    eta: "It is expected to arrive on {}.",
    contents: "{} contains {}, for a total of {}.",
    open_orders: "You have {} open orders.",
    no_orders: "I don't see any orders on your account.",
    not_on_account: "I couldn't find order {} on your account.",
    your_cart: "Your cart",
    a_cart: "This cart",
    cart_contents: "{} has {}: {} at current prices.",
    cart_empty: "{} is empty.",
    member_yes: "Yes, {}: you're a {} member.",
    benefits: "Your benefits: {}.",
    member_no: "You're not a member yet.",
    no_member_price: "The {} has no member price.",
    member_prices_for_members: "Member prices are for members, and your account isn't a member.",
    sign_in_orders: "To see your own orders and their tracking, sign in and allow access to your account.",
    sign_in_member: "Sign in as a member to see your member price and benefits.",
    sign_in_cart: "To see a cart, send its id or sign in and allow access to your account.",
};

const ES: Phrases = Phrases {
    yes: "Sí",
    no: "No",
    cant_answer: "No tengo información sobre eso. Puedo ayudarte con los productos de {}, sus tiendas y horarios, los envíos, las devoluciones y otras políticas de la tienda.",
    privacy: "No puedo compartir información sobre otros clientes ni sobre sus pedidos.",
    not_performed: |kind| match kind {
        OperationKind::Cart => {
            ("No he añadido, quitado ni cambiado nada en tu carrito; sigue igual.", "No cart operation was performed.")
        }
        OperationKind::Purchase => ("No he realizado ningún pedido ni compra por ti.", "No order was placed."),
        OperationKind::Order => ("No he cancelado ni modificado ningún pedido.", "No order was cancelled or changed."),
        OperationKind::Discount => (
            "No he aplicado ni emitido ningún código, descuento, crédito o reembolso.",
            "No discount, credit or refund was applied.",
        ),
        OperationKind::Reservation => ("No he reservado ni apartado nada.", "No reservation or booking was made."),
        OperationKind::Return => ("No he iniciado ninguna devolución ni cambio.", "No return was started."),
        OperationKind::Account => ("No he cambiado tu cuenta ni tus suscripciones.", "No account change was made."),
    },
    read_only: "Puedo responder preguntas, pero no puedo cambiar carritos, pedidos, reservas ni cuentas.",
    which_store: "¿A qué tienda te refieres? {}.",
    open: "abierta",
    closed: "cerrada",
    all_day: "abierta las 24 horas",
    and: "y",
    local_time: "hora local",
    days: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    conversation_not_found: "The conversation was not found or has expired; a new conversation was started.",
    id_not_found: "No resource matches the identifier `{}`, so it was not used.",
    policy_in_brief: "Nuestra política «{}», en resumen:",
    hours_unknown: "No tengo información sobre el horario de {}: no lo publica.",
    stores_offering: "Estas tiendas lo ofrecen",
    months: [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ],
    account: &ES_ACCOUNT,
};

const ES_ACCOUNT: AccountPhrases = AccountPhrases {
    your_order: "Tu pedido {}",
    an_order: "El pedido {}",
    placed: "(realizado el {})",
    shipped: "{} se envió con {}, número de seguimiento {}: {}.",
    shipped_untracked: "{} ya se envió.",
    processing: "{} se está preparando y aún no se ha enviado; el enlace de seguimiento llega por correo en cuanto sale.",
    delivered: "{} ya se entregó.",
    delivered_on: "{} se entregó el {}.",
    ready_for_pickup: "{} está listo para recoger en {}.",
    cancelled: "{} figura como cancelado.",
    eta: "La entrega está prevista para el {}.",
    contents: "{} contiene {}, por un total de {}.",
    open_orders: "Tienes {} pedidos en curso.",
    no_orders: "No veo ningún pedido en tu cuenta.",
    not_on_account: "No encontré el pedido {} en tu cuenta.",
    your_cart: "Tu carrito",
    a_cart: "Este carrito",
    cart_contents: "{} tiene {}: {} a precios actuales.",
    cart_empty: "{} está vacío.",
    member_yes: "Sí, {}: eres miembro de {}.",
    benefits: "Tus beneficios: {}.",
    member_no: "Todavía no eres miembro.",
    no_member_price: "El {} no tiene precio de miembro.",
    member_prices_for_members: "Los precios de miembro son para miembros, y tu cuenta no es de miembro.",
    sign_in_orders: "Para ver tus pedidos y su seguimiento, inicia sesión y permite el acceso a tu cuenta.",
    sign_in_member: "Inicia sesión como miembro para ver tu precio de miembro y tus beneficios.",
    sign_in_cart: "Para ver un carrito, envía su identificador o inicia sesión y permite el acceso a tu cuenta.",
};

/// Fills `{}` placeholders in order.
pub(crate) fn fill(template: &str, values: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    for v in values {
        match rest.split_once("{}") {
            Some((head, tail)) => {
                out.push_str(head);
                out.push_str(v);
                rest = tail;
            }
            None => break,
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_guesses() {
        assert_eq!(Lang::from_tag("es-MX"), Some(Lang::Es));
        assert_eq!(Lang::from_tag("EN"), Some(Lang::En));
        assert_eq!(Lang::from_tag("fr"), None);
        let t = |s: &str| s.split_whitespace().map(str::to_owned).collect::<Vec<_>>();
        assert_eq!(Lang::guess(&t("return policy devoluciones"), "x"), None, "one marker is not enough");
        assert_eq!(Lang::guess(&t("puedo devolver los artículos"), "x"), Some(Lang::Es));
        assert_eq!(Lang::guess(&t("what is your return policy"), "x"), None);
    }

    #[test]
    fn fills_in_order() {
        assert_eq!(fill("a {} b {}", &["1", "2"]), "a 1 b 2");
        assert_eq!(fill("no placeholder", &["x"]), "no placeholder");
    }
}
