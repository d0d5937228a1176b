//! Buyers and what belongs to them: orders and carts. This is protected data: Ask uses it only
//! under the access policy of each resource and the credential of the current request.

use jiff::Timestamp;
use jiff::civil::Date;

use super::Money;

/// A buyer with an account at the business.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Buyer {
    /// Stable id: the subject of the buyer's identity token.
    pub id: String,
    /// Display first name ("Maya").
    pub name: String,
    /// The membership tier the buyer holds ("Trail Club"), or `None` for a non-member.
    pub membership: Option<String>,
    /// What the buyer is entitled to, as the business words it ("Free standard shipping").
    pub entitlements: Vec<String>,
}

impl Buyer {
    /// Whether the buyer is a member (holds a membership tier).
    pub fn is_member(&self) -> bool {
        self.membership.is_some()
    }
}

/// Where an order is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum OrderStatus {
    /// Placed, not shipped yet.
    Processing,
    /// On its way.
    Shipped,
    /// Delivered.
    Delivered,
    /// Waiting at a store for the buyer to collect.
    ReadyForPickup,
    /// Collected by the buyer at the store.
    PickedUp,
    /// Cancelled.
    Cancelled,
}

impl OrderStatus {
    /// Every status, in the order the store format lists them.
    pub const ALL: [OrderStatus; 6] = [
        OrderStatus::Processing,
        OrderStatus::Shipped,
        OrderStatus::Delivered,
        OrderStatus::ReadyForPickup,
        OrderStatus::PickedUp,
        OrderStatus::Cancelled,
    ];

    /// The snake_case name used in store files.
    pub fn as_str(self) -> &'static str {
        match self {
            OrderStatus::Processing => "processing",
            OrderStatus::Shipped => "shipped",
            OrderStatus::Delivered => "delivered",
            OrderStatus::ReadyForPickup => "ready_for_pickup",
            OrderStatus::PickedUp => "picked_up",
            OrderStatus::Cancelled => "cancelled",
        }
    }

    /// The status a store-file name stands for.
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == name)
    }

    /// Whether the order is still under way (not delivered, collected or cancelled).
    pub fn is_open(self) -> bool {
        matches!(self, OrderStatus::Processing | OrderStatus::Shipped | OrderStatus::ReadyForPickup)
    }
}

/// One line of an order or a cart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineItem {
    /// The variant id.
    pub variant_id: String,
    /// Display title ("Ridgeline Rain Jacket — M / Blue").
    pub title: String,
    /// How many.
    pub quantity: u32,
}

/// How a shipped order can be followed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tracking {
    /// The carrier ("UPS").
    pub carrier: String,
    /// The tracking number.
    pub number: String,
    /// The carrier's tracking page, when the carrier has one.
    pub url: Option<String>,
}

/// How an order reaches the buyer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fulfillment {
    /// Sent to the buyer's address.
    Shipping,
    /// Collected at a store.
    Pickup,
}

/// What an order's total is made of, when the business publishes it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Charges {
    /// The items.
    pub subtotal: Option<Money>,
    /// Shipping.
    pub shipping: Option<Money>,
    /// Tax.
    pub tax: Option<Money>,
}

/// When an order reached each step, as far as the business records it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Milestones {
    /// Handed to the carrier.
    pub shipped_at: Option<Timestamp>,
    /// Delivered.
    pub delivered_at: Option<Timestamp>,
    /// Ready at the pickup store.
    pub ready_at: Option<Timestamp>,
    /// Collected by the buyer.
    pub picked_up_at: Option<Timestamp>,
}

/// An order a buyer placed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Order {
    /// Stable id (the last segment of its GID, `gid://{authority}/Order/{id}`).
    pub id: String,
    /// The number the buyer sees ("#1001").
    pub number: String,
    /// The buyer who placed it.
    pub buyer_id: String,
    /// When it was placed.
    pub placed_at: Timestamp,
    /// Where it is.
    pub status: OrderStatus,
    /// What was ordered.
    pub items: Vec<LineItem>,
    /// What was charged.
    pub total: Money,
    /// What the total is made of.
    pub charges: Charges,
    /// Shipped to the buyer, or collected at `pickup_location`.
    pub fulfillment: Fulfillment,
    /// When it reached each step.
    pub milestones: Milestones,
    /// The shipment's tracking, once shipped.
    pub tracking: Option<Tracking>,
    /// The expected (or actual) delivery date.
    pub estimated_delivery: Option<Date>,
    /// The store it is collected from (a location id), for pickup orders.
    pub pickup_location: Option<String>,
}

/// A cart. Possession of its id is usually enough to read it (see the access policies).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cart {
    /// Stable id (the last segment of its GID, `gid://{authority}/Cart/{id}`).
    pub id: String,
    /// The buyer it belongs to, when it belongs to an account.
    pub buyer_id: Option<String>,
    /// What is in it.
    pub items: Vec<LineItem>,
}
