//! Reading the question: the request as sent (`request`), its words and clauses and what each
//! asks for (`analyze`), the language to answer in and every fixed phrase of it (`language`),
//! English glosses for questions in other languages (`gloss`), and quantities with the bounds
//! sentences set on them (`quantity`).

pub(crate) mod analyze;
pub(crate) mod gloss;
pub(crate) mod language;
pub(crate) mod quantity;
pub(crate) mod request;
