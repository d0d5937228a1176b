//! Composing the answer: typed values in words (`phrasing`), the verdict a yes/no question
//! leads with (`verdict`), and the parts put together with links and Markdown (`assemble`).

pub(crate) mod assemble;
pub(crate) mod phrasing;
pub(crate) mod verdict;
