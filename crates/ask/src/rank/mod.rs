//! Ranking and abstention, learned from labelled questions: each passage that could answer a
//! clause becomes a candidate described by general features (`features`), a logistic model
//! fitted by `concierge train-ranker` on the development stores scores it (`model`), the best
//! candidate answers when its score clears the fitted threshold, and what was considered is
//! kept for `concierge eval --explain` (`trace`).

pub(crate) mod features;
pub(crate) mod model;
pub mod trace;
