//! Grounding: which products, variants, stores and protected resources a question is about —
//! from the identifiers sent with it (`ids`).

pub(crate) mod ids;
