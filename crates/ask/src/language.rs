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
