//! Composing the answer: typed values in words (`phrasing`), the verdict a yes/no question
//! leads with (`verdict`), and the parts put together with links and Markdown (`assemble`);
//! for the business's own language model, the evidence it is sent and the review of what it
//! returns (`model`), with the facts a reply may not invent (`facts`).

pub(crate) mod assemble;
pub(crate) mod facts;
pub(crate) mod model;
pub(crate) mod phrasing;
pub(crate) mod verdict;
