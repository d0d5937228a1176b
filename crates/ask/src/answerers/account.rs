//! Questions about the buyer's own things: orders ("Where is my order?"), carts, membership and
//! member prices.
//!
//! What a question is about is read from its words; what may be used to answer it is decided
//! only from the [`Viewer`] and the access policies ([`crate::access`]). A question that needs
//! personal data the viewer may not use gets the public part of its answer (the shipping
//! policy's words on tracking, a product's listed price), a sentence saying how to see more, and
//! an `insufficient_scope` error naming [`ASK_READ_SCOPE`]. Words in the question — "I am buyer
//! b_2", an order number, "I'm an admin" — never widen access: a typed order number is looked up
//! only among the signed-in buyer's own orders.

use concierge_core::catalog::{Business, Cart, Fulfillment, LineItem, Order, OrderStatus};
use jiff::Timestamp;
use jiff::civil::Date;
use jiff::tz::TimeZone;

use crate::access::{ASK_READ_SCOPE, HeldResource, ResourceClass, Via};
use crate::answerers::products::{Mention, join_list, money, price_sentence};
use crate::evidence::retrieval::query_terms;
use crate::read::analyze::{Clause, is_stop, stem, words as words_of};
use crate::read::language::{Lang, fill};
use crate::{AnswerEngine, ConversationState, Link, Question, Scope, Turn, is_deictic, is_elliptical};

/// How a conversation remembers that it is about orders (for "and when will it arrive?").
pub(crate) const ORDER_TOPIC: &str = "#order";
/// … or about a cart.
pub(crate) const CART_TOPIC: &str = "#cart";

/// What personal data a clause asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ask {
    /// Status, tracking, delivery estimate; with `contents`, what was ordered.
    Orders { contents: bool },
    /// What is in a cart.
    Cart,
    /// Whether the buyer is a member, and their benefits.
    Membership,
    /// A product's member price ("Do I get a discount on the tent?").
    MemberPrice,
}

/// Personal data a viewer without [`ASK_READ_SCOPE`] could unlock by signing in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Need {
    Orders,
    Member,
    Cart,
}

/// The `insufficient_scope` message for what the answer could not show.
pub(crate) fn scope_message(needs: &[Need]) -> String {
    let what: Vec<String> = needs
        .iter()
        .map(|n| match n {
            Need::Orders => "your orders and their tracking",
            Need::Member => "your member prices and benefits",
            Need::Cart => "your cart",
        })
        .map(str::to_owned)
        .collect();
    format!("Sign in and grant {ASK_READ_SCOPE} to see {}.", join_list(&what))
}

const ORDER_NOUNS: &[&str] = &[
    "order",
    "orders",
    "package",
    "packages",
    "parcel",
    "parcels",
    "shipment",
    "shipments",
    "delivery",
    "purchase",
    "purchases",
    "stuff",
    "pedido",
    "pedidos",
    "paquete",
    "compra",
];

/// Words asking where an order is or when it comes.
const STATUS_CUES: &[&str] = &[
    "where",
    "where's",
    "wheres",
    "status",
    "shipped",
    "track",
    "tracking",
    "tracked",
    "arrive",
    "arrives",
    "arriving",
    "arrival",
    "arrived",
    "eta",
    "delivered",
    "coming",
    "come",
    "ready",
    "update",
    "dispatched",
    "sent",
    "posted",
    "way",
    "happened",
    "happening",
    "collect",
    "when",
    "show",
    "list",
    "see",
    "check",
    "dónde",
    "donde",
    "estado",
    "llega",
    "llegará",
    "llegara",
    "enviado",
    "envió",
    "seguimiento",
    "cuándo",
    "cuando",
    "listo",
    "lista",
];

/// Words that make an order question one about the business's rules instead ("Can I cancel my
/// order?", "What's the cutoff to get my order out?").
const POLICY_VERBS: &[&str] = &[
    "cancel",
    "cancelled",
    "canceled",
    "return",
    "returns",
    "returned",
    "exchange",
    "refund",
    "change",
    "modify",
    "edit",
    "address",
    "cutoff",
    "damaged",
    "missing",
    "cancelar",
    "devolver",
    "cambiar",
];

const CART_NOUNS: &[&str] = &["cart", "basket", "bag", "carrito", "cesta"];
const MEMBER_WORDS: &[&str] = &["member", "members", "member's", "membership", "club", "miembro", "miembros", "socio"];
const BENEFIT_WORDS: &[&str] =
    &["benefits", "benefit", "perks", "entitlements", "rewards", "membership", "tier", "beneficios", "ventajas"];
const PRICE_WORDS: &[&str] =
    &["price", "prices", "pricing", "cost", "costs", "much", "discount", "discounts", "precio", "descuento", "cuesta"];
const PERSONAL: &[&str] = &["my", "mine", "our", "mi", "mis"];
/// Words asking what an order cost ("how much" and "cost" only in the past: "how much was
/// it?", not "how much does it weigh?").
const TOTAL_WORDS: &[&str] = &["pay", "paid", "total", "charge", "charged", "spend", "spent", "pagué", "costó"];

fn has(words: &[String], list: &[&str]) -> bool {
    words.iter().any(|w| list.contains(&w.as_str()))
}

/// `my order`, `my last order`, `mi pedido`: a personal determiner at most two words before.
fn personal_noun(words: &[String], nouns: &[&str]) -> bool {
    words.iter().enumerate().any(|(n, w)| nouns.contains(&w.as_str()) && after_personal(words, n))
}

/// Whether word `n` follows a personal determiner ("my", "mi") by at most three words.
fn after_personal(words: &[String], n: usize) -> bool {
    (1..=3).any(|k| n >= k && PERSONAL.contains(&words[n - k].as_str()))
}

/// `this order`, `the order`, `that package`.
fn pointed_noun(words: &[String], nouns: &[&str]) -> bool {
    words.iter().enumerate().any(|(n, w)| {
        nouns.contains(&w.as_str())
            && n >= 1
            && matches!(words[n - 1].as_str(), "this" | "that" | "the" | "este" | "ese" | "el")
    })
}

/// Order numbers typed in a clause, upper-cased: `#1001`, `order 1001`, `order HH10455`,
/// `order number 1001`, `pedido 1001`.
pub(crate) fn typed_numbers(words: &[String], text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut push = |n: &str| {
        if !out.iter().any(|x| x == n) {
            out.push(n.to_owned());
        }
    };
    let chars: Vec<char> = text.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        if *c == '#' {
            let code: String = chars[i + 1..].iter().take_while(|d| d.is_ascii_alphanumeric()).collect();
            if code.bytes().any(|b| b.is_ascii_digit()) {
                push(&code.to_ascii_uppercase());
            }
        }
    }
    for (n, w) in words.iter().enumerate() {
        // "order 1001", "order HH10455": a word of letters and digits, with a digit.
        if matches!(w.as_str(), "order" | "pedido" | "commande" | "number" | "no" | "número" | "numéro")
            && let Some(next) = words.get(n + 1)
            && next.bytes().all(|b| b.is_ascii_alphanumeric())
            && next.bytes().any(|b| b.is_ascii_digit())
        {
            push(&next.to_ascii_uppercase());
        }
    }
    out
}

/// Whether an order's number is the one typed: the same letters and digits ("#5001" for
/// "5001", "hh10455" for "HH10455"), or, typed as digits alone, the number's digits ("10455"
/// for "HH10455").
pub(crate) fn is_order_number(number: &str, typed: &str) -> bool {
    let number = number.trim_start_matches('#');
    number.eq_ignore_ascii_case(typed)
        || (typed.bytes().all(|b| b.is_ascii_digit())
            && number.chars().filter(char::is_ascii_digit).eq(typed.chars())
            && number.bytes().any(|b| b.is_ascii_alphabetic()))
}

/// What the clause's surroundings say.
#[derive(Debug, Default)]
pub(crate) struct Surroundings {
    /// `ids` named an order (usable or not) this turn.
    pub(crate) order_refs: bool,
    /// `ids` named a cart.
    pub(crate) cart_refs: bool,
    /// The conversation was about orders.
    pub(crate) previous_orders: bool,
    /// The conversation was about a cart.
    pub(crate) previous_cart: bool,
    /// A product is in view.
    pub(crate) products_in_view: bool,
    /// The clause names a product or a store distinctly: it is about that, not an order.
    pub(crate) other_subject: bool,
    /// The signed-in buyer's orders of something they call theirs ("my dining chairs", "my
    /// mattress order"): indices into `business.orders`, newest first.
    pub(crate) own_item_orders: Vec<usize>,
}

/// Which personal data a clause asks for, if any.
pub(crate) fn recognise(clause: &Clause, around: &Surroundings) -> Option<Ask> {
    let w = &clause.words;
    // "What happens if something in my order is out of stock?", "Is there a fee if my basket
    // comes to £20?": a condition about the buyer's order or cart asks what the policy is.
    if has(w, POLICY_VERBS) || has(w, &["if", "si", "unless", "whether"]) {
        return None;
    }
    let first_person = has(w, &["i", "i'm", "im", "me", "my", "yo", "soy", "mi", "mis", "tengo"]);
    // Membership: "Am I a member?", "What are my member benefits?", "¿Soy miembro?"
    // A question, not a condition ("If I'm not a member, …", "Si no soy del Trail Club, …").
    let am_i = !has(w, &["if", "si", "unless"])
        && (w.windows(2).any(|p| p[0] == "am" && p[1] == "i") || w.first().is_some_and(|f| f == "soy"));
    if (am_i && has(w, MEMBER_WORDS)) || personal_noun(w, BENEFIT_WORDS) || personal_noun(w, &["member"]) {
        return Some(Ask::Membership);
    }
    if has(w, &["benefits", "perks", "entitlements", "beneficios"]) && first_person && !has(w, &["get"]) {
        return Some(Ask::Membership);
    }
    // Member prices: a product in view and member or discount words.
    if around.products_in_view
        && (has(w, MEMBER_WORDS) || has(w, &["discount", "discounts", "descuento"]))
        && (has(w, PRICE_WORDS) || first_person)
    {
        return Some(Ask::MemberPrice);
    }
    // Carts.
    let cart_noun = has(w, CART_NOUNS);
    if cart_noun && (personal_noun(w, CART_NOUNS) || pointed_noun(w, CART_NOUNS) || around.cart_refs) {
        return Some(Ask::Cart);
    }
    // "What's in it?" with a cart in `ids`; "and the total?" after one.
    if (around.cart_refs || around.previous_cart)
        && !around.other_subject
        && (around.cart_refs || is_elliptical(w))
        && (is_deictic(w) || has(w, &["items", "total", "subtotal", "inside", "contents"]))
    {
        return Some(Ask::Cart);
    }
    // Orders.
    let contents = has(w, &["what", "what's", "whats", "qué", "que"])
        && (w
            .windows(3)
            .any(|t| t[1] == "i" && t[0] == "did" && matches!(t[2].as_str(), "order" | "buy" | "get" | "purchase"))
            || w.windows(2).any(|t| t[0] == "i" && matches!(t[1].as_str(), "ordered" | "bought" | "purchased"))
            || has(w, &["pedí", "compré"])
            || (has(w, &["in"]) && personal_noun(w, ORDER_NOUNS)));
    if contents {
        return Some(Ask::Orders { contents: true });
    }
    let status = has(w, STATUS_CUES);
    let order_noun = has(w, ORDER_NOUNS);
    let named = personal_noun(w, ORDER_NOUNS)
        || (pointed_noun(w, ORDER_NOUNS) && (around.order_refs || around.previous_orders))
        || w.windows(2).any(|p| p[0] == "order" && matches!(p[1].as_str(), "status" | "tracking" | "number"))
        || (order_noun && !typed_numbers(w, &clause.text).is_empty());
    let named = named || !around.own_item_orders.is_empty();
    // "How much did I pay for order 5003?", "the total on my order": what it cost, with what
    // was in it.
    if named && (has(w, TOTAL_WORDS) || (has(w, &["much", "cost"]) && has(w, &["did", "was", "were"]))) {
        return Some(Ask::Orders { contents: true });
    }
    if named && (status || has(w, &["orders", "pedidos"])) {
        return Some(Ask::Orders { contents: false });
    }
    // "What's my tracking number?", "tracking number?"
    if has(w, &["tracking", "seguimiento"])
        && (has(w, &["number", "my", "mi", "número"]) || around.order_refs || around.previous_orders)
    {
        return Some(Ask::Orders { contents: false });
    }
    // "When will this arrive?" with an order in `ids`; "and when will it arrive?" after one.
    if (around.order_refs || around.previous_orders)
        && !around.other_subject
        && status
        && (around.order_refs || is_elliptical(w) || is_deictic(w))
    {
        return Some(Ask::Orders { contents: false });
    }
    if (around.order_refs || around.previous_orders)
        && !around.other_subject
        && (is_deictic(w) || is_elliptical(w))
        && has(w, &["what", "what's", "items", "contain", "contains", "inside"])
        && !has(w, &["price", "cost", "much"])
    {
        return Some(Ask::Orders { contents: true });
    }
    None
}

/// A date as the buyer reads it ("Friday, December 4" / "viernes 4 de diciembre" / "vendredi 4
/// décembre").
pub(crate) fn date_text(lang: Lang, d: Date, weekday: bool) -> String {
    let p = lang.phrases();
    let month = p.months[(d.month() - 1) as usize];
    let day = p.days[d.weekday().to_monday_zero_offset() as usize];
    match (lang, weekday) {
        (Lang::En, true) => format!("{day}, {month} {}", d.day()),
        (Lang::En, false) => format!("{month} {}", d.day()),
        (Lang::Es, true) => format!("{day} {} de {month}", d.day()),
        (Lang::Es, false) => format!("{} de {month}", d.day()),
        (Lang::Fr, true) => format!("{day} {} {month}", d.day()),
        (Lang::Fr, false) => format!("{} {month}", d.day()),
    }
}

/// The catalogue products (indices) of an order's or cart's lines, in line order.
pub(crate) fn line_products(b: &Business, items: &[LineItem]) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::new();
    for item in items {
        if let Some(i) = b.products.iter().position(|p| p.variants.iter().any(|v| v.id == item.variant_id))
            && !out.contains(&i)
        {
            out.push(i);
        }
    }
    out
}

/// The products of an order's or cart's items (indices into `b.products`); none for any other
/// resource, or one that is gone.
pub(crate) fn held_items(b: &Business, r: &HeldResource) -> Vec<usize> {
    let items = match r.class {
        ResourceClass::Order => b.order(&r.id).map(|o| &o.items),
        ResourceClass::Cart => b.cart(&r.id).map(|c| &c.items),
        _ => None,
    };
    items.map(|items| line_products(b, items)).unwrap_or_default()
}

fn items_text(items: &[LineItem]) -> String {
    join_list(&items.iter().map(|i| format!("{} × {}", i.quantity, i.title)).collect::<Vec<_>>())
}

/// The sentences about one order. `own`: the viewer is its buyer ("Your order"); otherwise it
/// was reached by its reference and is named neutrally, with nothing about its buyer.
pub(crate) fn order_text(b: &Business, o: &Order, lang: Lang, own: bool, contents: bool) -> String {
    let p = lang.phrases().account;
    let name = fill(if own { p.your_order } else { p.an_order }, &[&o.number]);
    // The date the buyer saw when ordering: in the business's own time zone, if it gave one.
    let placed = o.placed_at.to_zoned_datetime(b.timezone.clone().unwrap_or(TimeZone::UTC)).date();
    let first = format!("{name} {}", fill(p.placed, &[&date_text(lang, placed, false)]));
    let mut out: Vec<String> = Vec::new();
    let subject = if contents {
        out.push(fill(p.contents, &[&first, &items_text(&o.items), &money(o.total, &b.currency)]));
        let parts: Vec<String> =
            [(o.charges.subtotal, p.part_items), (o.charges.shipping, p.part_shipping), (o.charges.tax, p.part_tax)]
                .into_iter()
                .filter_map(|(amount, phrase)| amount.map(|a| fill(phrase, &[&money(a, &b.currency)])))
                .collect();
        if !parts.is_empty() {
            let joined = match parts.split_last() {
                Some((last, rest)) if !rest.is_empty() => format!("{}{}{last}", rest.join(", "), p.and),
                _ => parts.join(""),
            };
            out.push(fill(p.charges, &[&joined]));
        }
        name
    } else {
        first
    };
    // Dates in the business's zone, like the date it was placed.
    let day =
        |t: Timestamp| date_text(lang, t.to_zoned_datetime(b.timezone.clone().unwrap_or(TimeZone::UTC)).date(), true);
    let store = o
        .pickup_location
        .as_deref()
        .and_then(|id| b.locations.iter().find(|l| &*l.id == id))
        .map_or_else(|| b.name.clone(), |l| l.name.to_string());
    let m = &o.milestones;
    out.push(match (o.status, &o.tracking) {
        (OrderStatus::Shipped, Some(t)) => match &t.url {
            Some(url) => fill(p.shipped, &[&subject, &t.carrier, &t.number, url]),
            None => fill(p.shipped_no_link, &[&subject, &t.carrier, &t.number]),
        },
        (OrderStatus::Shipped, None) => fill(p.shipped_untracked, &[&subject]),
        (OrderStatus::Processing, _) if o.fulfillment == Fulfillment::Pickup => {
            fill(p.processing_pickup, &[&subject, &store])
        }
        (OrderStatus::Processing, _) => fill(p.processing, &[&subject]),
        (OrderStatus::Delivered, _) => match (m.delivered_at, o.estimated_delivery) {
            (Some(at), _) => fill(p.delivered_on, &[&subject, &day(at)]),
            (None, Some(d)) => fill(p.delivered_on, &[&subject, &date_text(lang, d, true)]),
            (None, None) => fill(p.delivered, &[&subject]),
        },
        (OrderStatus::ReadyForPickup, _) => fill(p.ready_for_pickup, &[&subject, &store]),
        (OrderStatus::PickedUp, _) => fill(p.picked_up, &[&subject, &store]),
        (OrderStatus::Cancelled, _) => fill(p.cancelled, &[&subject]),
    });
    match o.status {
        OrderStatus::Shipped => out.extend(m.shipped_at.map(|at| fill(p.shipped_on, &[&day(at)]))),
        OrderStatus::ReadyForPickup => out.extend(m.ready_at.map(|at| fill(p.ready_since, &[&day(at)]))),
        OrderStatus::PickedUp => out.extend(m.picked_up_at.map(|at| fill(p.picked_up_on, &[&day(at)]))),
        _ => {}
    }
    if matches!(o.status, OrderStatus::Processing | OrderStatus::Shipped)
        && o.fulfillment == Fulfillment::Shipping
        && let Some(d) = o.estimated_delivery
    {
        out.push(fill(p.eta, &[&date_text(lang, d, true)]));
    }
    out.join(" ")
}

/// What an order's status says to a yes/no question about one of its milestones: "Has it
/// shipped?", "Is it on its way?", "Is it ready to pick up?", "Has it arrived?", "Was it
/// cancelled?". `None` when the question asks of no milestone, or the status does not settle it
/// (a collected order asked whether it is ready).
pub(crate) fn status_verdict(words: &[String], status: OrderStatus) -> Option<bool> {
    use OrderStatus::{Cancelled, Delivered, PickedUp, Processing, ReadyForPickup, Shipped};
    // A question of state ("Has it …?", "Is it …?"), not of what may be done ("Can I return it
    // if it has been delivered?").
    let first = words.iter().find(|w| !matches!(w.as_str(), "and" | "so" | "but" | "also" | "y" | "et"));
    let of_state = first.is_some_and(|w| {
        matches!(
            w.as_str(),
            "is" | "are"
                | "has"
                | "have"
                | "was"
                | "were"
                | "did"
                | "does"
                | "isn't"
                | "hasn't"
                | "est"
                | "a"
                | "ha"
                | "está"
                | "están"
        )
    });
    if !of_state {
        return None;
    }
    let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    let on_its_way = words.windows(2).any(|p| matches!(p[0].as_str(), "its" | "their" | "the") && p[1] == "way");
    if has(&["delivered", "arrived", "livrée", "livré", "entregado", "entregada", "llegado"]) {
        return match status {
            Delivered | PickedUp => Some(true),
            Processing | Shipped | ReadyForPickup | Cancelled => Some(false),
        };
    }
    if has(&["ready", "prête", "prêt", "lista", "listo"]) {
        return match status {
            ReadyForPickup => Some(true),
            Processing | Cancelled => Some(false),
            Shipped | Delivered | PickedUp => None,
        };
    }
    if has(&["shipped", "ship", "dispatched", "sent", "posted", "expédiée", "expédié", "enviado", "enviada"])
        || on_its_way
    {
        return match status {
            Shipped | Delivered => Some(true),
            Processing | ReadyForPickup | Cancelled => Some(false),
            PickedUp => None,
        };
    }
    if has(&["cancelled", "canceled", "annulée", "annulé", "cancelado", "cancelada"]) {
        return Some(status == Cancelled);
    }
    None
}

/// What a cart holds, at current list prices.
pub(crate) fn cart_text(b: &Business, c: &Cart, lang: Lang, own: bool) -> String {
    let p = lang.phrases().account;
    let name = if own { p.your_cart } else { p.a_cart };
    if c.items.is_empty() {
        return fill(p.cart_empty, &[name]);
    }
    let minor: i64 = c
        .items
        .iter()
        .filter_map(|i| {
            b.products
                .iter()
                .flat_map(|p| &p.variants)
                .find(|v| v.id == i.variant_id)
                .map(|v| v.price.minor * i64::from(i.quantity))
        })
        .sum();
    fill(p.cart_contents, &[name, &items_text(&c.items), &money(concierge_core::catalog::Money { minor }, &b.currency)])
}

/// The link to an order on the storefront's account pages.
pub(crate) fn order_link(b: &Business, o: &Order) -> Link {
    Link {
        kind: "order".into(),
        url: format!("{}/account/orders/{}", b.website.trim_end_matches('/'), o.id),
        title: format!("Order {}", o.number),
        id: Some(b.gid("Order", &o.id)),
    }
}

fn cart_link(b: &Business, c: &Cart) -> Link {
    Link {
        kind: "cart".into(),
        url: format!("{}/cart", b.website.trim_end_matches('/')),
        title: "Cart".into(),
        id: Some(b.gid("Cart", &c.id)),
    }
}

impl AnswerEngine {
    /// Answers a clause that asks for personal data: `None` when it does not, `Some(reply)`
    /// when it does (`Some(None)`: nothing can be said, as for an order reference that may not
    /// be used).
    pub(crate) fn account_clause(
        &self,
        clause: &Clause,
        mentioned: &Mention,
        turn: &mut Turn,
        previous: &ConversationState,
        q: &Question<'_>,
        lang: Lang,
    ) -> Option<Option<String>> {
        let b = &*self.business;
        let held = |class: ResourceClass| previous.resources.iter().filter(move |r| r.class == class);
        let around = Surroundings {
            order_refs: !turn.id_orders.is_empty() || turn.declined.contains(&ResourceClass::Order),
            cart_refs: !turn.id_carts.is_empty() || turn.declined.contains(&ResourceClass::Cart),
            previous_orders: held(ResourceClass::Order).next().is_some()
                || previous.topic.iter().any(|t| t == ORDER_TOPIC),
            previous_cart: held(ResourceClass::Cart).next().is_some() || previous.topic.iter().any(|t| t == CART_TOPIC),
            products_in_view: !mentioned.products.is_empty()
                || !turn.id_products.is_empty()
                || (is_elliptical(&clause.words) && !previous.products.is_empty()),
            other_subject: mentioned.distinctive
                || !turn.id_products.is_empty()
                || !turn.id_locations.is_empty()
                || !self.stores.mentioned(b, &clause.words).is_empty(),
            own_item_orders: self.orders_named_by_items(&clause.words, q),
        };
        let ask = recognise(clause, &around)?;
        // Whatever the route says to a signed-in buyer may be theirs alone.
        if q.viewer.personalised() {
            turn.personal = true;
        }
        Some(match ask {
            Ask::Orders { contents } => {
                self.orders_reply(clause, contents, &around.own_item_orders, turn, previous, q, lang)
            }
            Ask::Cart => self.cart_reply(clause, turn, previous, q, lang),
            Ask::Membership => Some(self.membership_reply(clause, turn, q, lang)),
            Ask::MemberPrice => self.member_price_reply(mentioned, turn, previous, q, lang),
        })
    }

    /// `by_items`: the buyer's orders of what the clause calls theirs
    /// ([`Surroundings::own_item_orders`]).
    #[allow(clippy::too_many_arguments)]
    fn orders_reply(
        &self,
        clause: &Clause,
        contents: bool,
        by_items: &[usize],
        turn: &mut Turn,
        previous: &ConversationState,
        q: &Question<'_>,
        lang: Lang,
    ) -> Option<String> {
        let b = &*self.business;
        let p = lang.phrases().account;
        let viewer = q.viewer;
        turn.topic = vec![ORDER_TOPIC.to_owned()];
        // 1. Orders referenced in `ids` this turn (already checked against their policy).
        let mut chosen: Vec<HeldResource> = turn
            .id_orders
            .iter()
            .map(|&i| HeldResource::used_by(viewer, ResourceClass::Order, &b.orders[i].id, Via::Reference))
            .collect();
        let mut missing: Vec<String> = Vec::new();
        // 2. Order numbers typed in the question: only ever the signed-in buyer's own.
        if chosen.is_empty() {
            let typed = typed_numbers(&clause.words, &clause.text);
            if !typed.is_empty() {
                let Some(buyer) = viewer.personalised_buyer() else {
                    return Some(self.public_part(Need::Orders, clause, turn, lang));
                };
                for n in typed {
                    match b.orders.iter().find(|o| o.buyer_id == buyer && is_order_number(&o.number, &n)) {
                        Some(o) => {
                            chosen.push(HeldResource::used_by(viewer, ResourceClass::Order, &o.id, Via::Account))
                        }
                        None => missing.push(fill(p.not_on_account, &[&format!("#{n}")])),
                    }
                }
            }
        }
        // 2b. The buyer's orders of what they call theirs ("my dining chairs").
        if chosen.is_empty() && missing.is_empty() && !turn.declined.contains(&ResourceClass::Order) {
            chosen = by_items
                .iter()
                .map(|&i| HeldResource::used_by(viewer, ResourceClass::Order, &b.orders[i].id, Via::Account))
                .collect();
        }
        if chosen.is_empty() && missing.is_empty() {
            if turn.declined.contains(&ResourceClass::Order) {
                // The order sent in `ids` may not be used: nothing about it, and not the
                // buyer's other orders either.
                if !viewer.personalised() {
                    return Some(self.public_part(Need::Orders, clause, turn, lang));
                }
                return None;
            }
            // 3. The orders the conversation was about, if this caller may still use them
            // (the caller filtered them with `visible_to`).
            chosen = previous.resources.iter().filter(|r| r.class == ResourceClass::Order).cloned().collect();
            chosen.retain(|r| b.order(&r.id).is_some());
        }
        if chosen.is_empty() && missing.is_empty() {
            // 4. The signed-in buyer's own orders.
            let Some(buyer) = viewer.personalised_buyer() else {
                return Some(self.public_part(Need::Orders, clause, turn, lang));
            };
            let mut own: Vec<&Order> = b.orders.iter().filter(|o| o.buyer_id == buyer).collect();
            own.sort_by(|a, b| b.placed_at.cmp(&a.placed_at).then(a.id.cmp(&b.id)));
            let open: Vec<&Order> = own.iter().copied().filter(|o| o.status.is_open()).take(3).collect();
            let pick: Vec<&Order> = if contents || open.is_empty() { own.into_iter().take(1).collect() } else { open };
            if pick.is_empty() {
                return Some(p.no_orders.to_owned());
            }
            chosen =
                pick.iter().map(|o| HeldResource::used_by(viewer, ResourceClass::Order, &o.id, Via::Account)).collect();
        }
        let mut out: Vec<String> = Vec::new();
        // "Has my order shipped?" about one order: its status answers yes or no, first.
        let verdict = match chosen.as_slice() {
            [one] if crate::compose::verdict::is_yes_no(&clause.words) => {
                b.order(&one.id).and_then(|o| status_verdict(&clause.words, o.status))
            }
            _ => None,
        };
        let mine = chosen.iter().all(|r| r.via == Via::Account);
        if chosen.len() > 1 && mine {
            out.push(lang.count(chosen.len(), p.open_orders));
        }
        for r in &chosen {
            let Some(o) = b.order(&r.id) else { continue };
            out.push(order_text(b, o, lang, viewer.owns(&o.buyer_id), contents));
            turn.links.push(order_link(b, o));
            if contents {
                self.use_line_products(&o.items, turn);
            }
            if o.status == OrderStatus::ReadyForPickup
                && let Some(l) = o.pickup_location.as_deref().and_then(|id| b.locations.iter().find(|l| &*l.id == id))
            {
                turn.links.push(crate::compose::assemble::location_link(b, l));
            }
            if !turn.held.contains(r) {
                turn.held.push(r.clone());
            }
        }
        out.extend(missing);
        let text = out.join(" ");
        Some(match verdict {
            Some(yes) => format!(
                "{} — {}",
                if yes { lang.phrases().yes } else { lang.phrases().no },
                crate::compose::assemble::lowercase_function_word(&text)
            ),
            None => text,
        })
    }

    /// The signed-in buyer's orders (indices into `business.orders`, newest first) holding a
    /// product whose title has a word the buyer calls theirs: "my dining chairs", "my mattress
    /// order", "mis sillas". Empty for anyone not signed in.
    fn orders_named_by_items(&self, words: &[String], q: &Question<'_>) -> Vec<usize> {
        let b = &*self.business;
        let Some(buyer) = q.viewer.personalised_buyer() else { return Vec::new() };
        // The words up to three after "my", less stop words and the order nouns themselves.
        let owned: Vec<String> = words
            .iter()
            .enumerate()
            .filter(|(n, w)| after_personal(words, *n) && !is_stop(w) && !ORDER_NOUNS.contains(&w.as_str()))
            .map(|(_, w)| stem(w))
            .collect();
        if owned.is_empty() {
            return Vec::new();
        }
        let mut found: Vec<usize> = (0..b.orders.len())
            .filter(|&i| b.orders[i].buyer_id == buyer)
            .filter(|&i| {
                line_products(b, &b.orders[i].items)
                    .iter()
                    .any(|&p| words_of(&b.products[p].title).iter().any(|t| owned.contains(&stem(t))))
            })
            .collect();
        found.sort_by(|&x, &y| b.orders[y].placed_at.cmp(&b.orders[x].placed_at).then(x.cmp(&y)));
        found
    }

    fn cart_reply(
        &self,
        clause: &Clause,
        turn: &mut Turn,
        previous: &ConversationState,
        q: &Question<'_>,
        lang: Lang,
    ) -> Option<String> {
        let b = &*self.business;
        let viewer = q.viewer;
        turn.topic = vec![CART_TOPIC.to_owned()];
        let mut chosen: Vec<HeldResource> = turn
            .id_carts
            .iter()
            .map(|&i| HeldResource::used_by(viewer, ResourceClass::Cart, &b.carts[i].id, Via::Reference))
            .collect();
        if chosen.is_empty() && turn.declined.contains(&ResourceClass::Cart) {
            if !viewer.personalised() {
                return Some(self.public_part(Need::Cart, clause, turn, lang));
            }
            return None;
        }
        if chosen.is_empty() {
            chosen = previous.resources.iter().filter(|r| r.class == ResourceClass::Cart).cloned().collect();
            chosen.retain(|r| b.cart(&r.id).is_some());
        }
        if chosen.is_empty() {
            let Some(buyer) = viewer.personalised_buyer() else {
                return Some(self.public_part(Need::Cart, clause, turn, lang));
            };
            chosen = b
                .carts
                .iter()
                .filter(|c| c.buyer_id.as_deref() == Some(buyer))
                .take(1)
                .map(|c| HeldResource::used_by(viewer, ResourceClass::Cart, &c.id, Via::Account))
                .collect();
            if chosen.is_empty() {
                return Some(fill(lang.phrases().account.cart_empty, &[lang.phrases().account.your_cart]));
            }
        }
        let mut out = Vec::new();
        for r in &chosen {
            let Some(c) = b.cart(&r.id) else { continue };
            let own = c.buyer_id.as_deref().is_some_and(|o| viewer.owns(o));
            out.push(cart_text(b, c, lang, own));
            turn.links.push(cart_link(b, c));
            self.use_line_products(&c.items, turn);
            if !turn.held.contains(r) {
                turn.held.push(r.clone());
            }
        }
        Some(out.join(" "))
    }

    /// The products of the lines an answer lists become products it is about: linked, and
    /// their notices disclosed ("This cart has 1 × Tall Bookcase" carries its tip-over notice).
    /// They are the buyer's: never the conversation's public context.
    fn use_line_products(&self, items: &[LineItem], turn: &mut Turn) {
        for i in line_products(&self.business, items) {
            if !turn.used_products.contains(&i) {
                turn.used_products.push(i);
            }
            if !turn.private_products.contains(&i) {
                turn.private_products.push(i);
            }
        }
    }

    fn membership_reply(&self, clause: &Clause, turn: &mut Turn, q: &Question<'_>, lang: Lang) -> String {
        let b = &*self.business;
        let p = lang.phrases().account;
        let Some(id) = q.viewer.personalised_buyer() else {
            return self.public_part(Need::Member, clause, turn, lang);
        };
        match b.buyer(id) {
            Some(buyer) if buyer.is_member() => {
                let tier = buyer.membership.as_deref().unwrap_or_default();
                let mut out = fill(p.member_yes, &[&buyer.name, tier]);
                if !buyer.entitlements.is_empty() {
                    out.push(' ');
                    out.push_str(&fill(p.benefits, &[&join_list(&buyer.entitlements)]));
                }
                out
            }
            _ => {
                // Not a member: say so, then what membership offers (public).
                let public = self.public_text(clause, Need::Member, turn, lang);
                [p.member_no.to_owned(), public.unwrap_or_default()].join(" ").trim().to_owned()
            }
        }
    }

    fn member_price_reply(
        &self,
        mentioned: &Mention,
        turn: &mut Turn,
        previous: &ConversationState,
        q: &Question<'_>,
        lang: Lang,
    ) -> Option<String> {
        let b = &*self.business;
        let p = lang.phrases().account;
        let mut products: Vec<usize> = mentioned.products.clone();
        if !turn.id_products.is_empty() && !mentioned.distinctive {
            products = turn.id_products.clone();
        }
        if products.is_empty() {
            products = self.previous_products(previous, turn);
        }
        if products.is_empty() || products.len() > 3 {
            return None;
        }
        let buyer = q.viewer.personalised_buyer().map(|id| b.buyer(id));
        let mut out: Vec<String> = Vec::new();
        for &i in &products {
            let product = &b.products[i];
            match buyer {
                Some(Some(buyer)) if buyer.is_member() => {
                    let tier = buyer.membership.as_deref().unwrap_or_default();
                    out.push(price_sentence(product, Some(tier), &b.currency));
                    if crate::answerers::products::member_prices(product).is_empty() {
                        out.push(fill(p.no_member_price, &[&product.title]));
                    }
                }
                _ => out.push(price_sentence(product, None, &b.currency)),
            }
            if !turn.used_products.contains(&i) {
                turn.used_products.push(i);
            }
        }
        match buyer {
            Some(Some(buyer)) if buyer.is_member() => {}
            Some(_) => out.push(p.member_prices_for_members.to_owned()),
            None => {
                turn.needs.push(Need::Member);
                out.push(p.sign_in_member.to_owned());
            }
        }
        Some(out.join(" "))
    }

    /// What can be said without the credential, and how to see the rest.
    fn public_part(&self, need: Need, clause: &Clause, turn: &mut Turn, lang: Lang) -> String {
        let p = lang.phrases().account;
        if !turn.needs.contains(&need) {
            turn.needs.push(need);
        }
        let hint = match need {
            Need::Orders => p.sign_in_orders,
            Need::Member => p.sign_in_member,
            Need::Cart => p.sign_in_cart,
        };
        match self.public_text(clause, need, turn, lang) {
            Some(text) => format!("{text} {hint}"),
            None => hint.to_owned(),
        }
    }

    /// The business's own public words on the subject: for orders, what its shipping policy
    /// says about delivery times or tracking; for membership, what its FAQ says.
    fn public_text(&self, clause: &Clause, need: Need, turn: &mut Turn, lang: Lang) -> Option<String> {
        let w = &clause.words;
        let seed: &str = match need {
            Need::Orders
                if has(w, &["when", "arrive", "arriving", "arrival", "eta", "long", "cuándo", "cuando", "llega"]) =>
            {
                "how many business days does standard shipping take"
            }
            Need::Orders => "order tracking number email shipped",
            Need::Member => "member program benefits membership",
            Need::Cart => return None,
        };
        let terms = query_terms(&crate::read::analyze::words(seed));
        let found = self.text_answer(&terms, seed, lang, Scope::PoliciesAndFaq, &[], &mut turn.text_trace)?;
        turn.use_text(&found);
        Some(found.text)
    }
}
