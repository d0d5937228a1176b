//! Reading the question: the request as sent (`request`), its words and clauses and what each
//! asks for (`analyze`), the language to answer in and every fixed phrase of it (`language`),
//! and English glosses for questions in other languages (`gloss`).

pub(crate) mod analyze;
pub(crate) mod gloss;
pub(crate) mod language;
pub(crate) mod request;
