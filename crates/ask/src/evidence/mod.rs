//! Everything the business says, made findable at load time: passages indexed for BM25
//! (`retrieval`) and, with an encoder, as vectors (`semantic`).

pub(crate) mod retrieval;
pub(crate) mod semantic;
