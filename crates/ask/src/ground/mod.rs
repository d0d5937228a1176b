//! Grounding: which products, variants, stores and protected resources a question is about —
//! from the identifiers sent with it (`ids`), and, in a follow-up, which other product it turns
//! to from the one in view (`siblings`).

pub(crate) mod ids;
pub(crate) mod siblings;
