//! What a candidate passage looks like to the ranker: how well its words and meaning match the
//! clause, where it sits in its policy (a section's lead rule or an exception), what kind of
//! record it is, and whether it holds the kind of value the question asks for (a duration, a
//! price, a time, a way to get in touch, a count). Every feature is general: none names a
//! store's products, places or phrases.

use crate::read::analyze::{any_word, weekday_named, words};

/// The features, in the order of [`Features::values`] and of the weights in `model/ranker.json`.
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "bm25_relative",
    "bm25_log",
    "coverage",
    "dense",
    "dense_gap",
    "bm25_rank",
    "dense_rank",
    "faq",
    "policy",
    "description",
    "contact",
    "answer_language",
    "section_lead",
    "position",
    "title_overlap",
    "policy_subject",
    "answer_type_present",
    "answer_type_absent",
    "exception",
    "length",
    "about_product",
    "description_named",
    "type_and_coverage",
    "lead_rule",
    "query_length",
    "structured",
    "structured_specific",
    "structured_unknown",
    "structured_distinctive",
    "structured_policy_question",
    "structured_procedural",
    "unknown_words",
];

/// How many features a candidate has.
pub const FEATURES: usize = 32;

/// What the decision to answer or abstain reads: the best candidate's score and lead over the
/// next, how much of the question it covers, and how much of the question the store never
/// speaks of. In the order of the `*_decision` weights in `model/ranker.json`.
pub const DECISION_FEATURE_NAMES: [&str; DECISION_FEATURES] =
    ["top_logit", "lead", "coverage", "bm25_log", "unknown_words", "answer_type_absent", "query_length", "dense"];

/// How many features the decision reads.
pub const DECISION_FEATURES: usize = 8;

/// The decision's features for a clause whose best candidate has `top` (log-odds `top_logit`)
/// and whose second has log-odds `second_logit`.
pub fn decision_features(top: &Features, top_logit: f64, second_logit: Option<f64>) -> Vec<f64> {
    let at = |name: &str| top.0[FEATURE_NAMES.iter().position(|n| *n == name).expect("a known feature")];
    vec![
        top_logit,
        second_logit.map_or(5.0, |s| (top_logit - s).min(5.0)),
        at("coverage"),
        at("bm25_log"),
        at("unknown_words"),
        at("answer_type_absent"),
        at("query_length"),
        at("dense"),
    ]
}

/// The entity linker's features of a (clause, product) pair, in the order of the `linker`
/// weights in `model/ranker.json`.
pub const LINK_FEATURE_NAMES: [&str; LINK_FEATURES] = [
    "title_score",
    "idf_sum",
    "idf_max",
    "title_share",
    "head",
    "pair",
    "code",
    "described",
    "unmatched",
    "tags",
    "idf_margin",
    "score_margin",
    "distinctive",
    "prose_common",
];

/// How many features the linker reads.
pub const LINK_FEATURES: usize = 14;

/// The linker feature that says the words name the product distinctively (a title word of its
/// own as the head noun, a code, several title words): such a product is named, whatever the
/// model says; the model decides the rest.
pub const LINK_DISTINCTIVE: usize = 12;

/// The linker feature that says how common in the business's policies and FAQ the rarest
/// title word the clause named is ("pay" in a title is more often asked about than named).
pub(crate) const LINK_PROSE_COMMON: usize = 13;

/// One candidate's features.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Features(pub [f64; FEATURES]);

impl Features {
    /// The values, in [`FEATURE_NAMES`] order.
    pub fn values(&self) -> &[f64; FEATURES] {
        &self.0
    }

    pub(crate) fn set(&mut self, name: &str, value: f64) {
        let i = FEATURE_NAMES.iter().position(|n| *n == name).expect("a known feature");
        self.0[i] = value;
    }
}

/// The kind of value a question asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AnswerType {
    /// "How long do I have…", "how many days…".
    Duration,
    /// "How much…", "what does it cost…".
    Money,
    /// "When…", "what time…".
    Time,
    /// "How can I reach you…", "what's your phone number…".
    Contact,
    /// "How many…" (not of time).
    Count,
}

const TIME_UNITS: &[&str] = &[
    "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks", "month", "months", "year", "years", "minuto",
    "minutos", "hora", "horas", "dia", "día", "dias", "días", "semana", "semanas", "mes", "meses", "año", "años",
    "heure", "heures", "jour", "jours", "semaine", "semaines", "mois", "an", "ans", "année", "années",
];

/// The kind of value the clause's words ask for, if they ask for one.
pub(crate) fn expected_type(words: &[String]) -> Option<AnswerType> {
    let has = |w: &str| words.iter().any(|x| x == w);
    let pair = |a: &str, b: &str| words.windows(2).any(|p| p[0] == a && p[1] == b);
    let after = |a: &str, b: &str| words.windows(2).find(|p| p[0] == a && p[1] == b).is_some();
    if pair("how", "long")
        || pair("cuánto", "tiempo")
        || pair("cuanto", "tiempo")
        || pair("combien", "de") && has("temps")
        || has("délai")
        || has("plazo")
        || words.windows(3).any(|p| p[0] == "how" && p[1] == "many" && TIME_UNITS.contains(&p[2].as_str()))
    {
        return Some(AnswerType::Duration);
    }
    if pair("how", "much")
        || [
            "cost", "costs", "price", "prices", "fee", "fees", "charge", "charges", "cuesta", "cuestan", "precio",
            "coût", "coûte", "prix", "tarif", "frais",
        ]
        .iter()
        .any(|w| has(w))
    {
        return Some(AnswerType::Money);
    }
    if has("when") || pair("what", "time") || has("cuándo") || has("cuando") || has("quand") || after("quelle", "heure")
    {
        return Some(AnswerType::Time);
    }
    if [
        "phone",
        "email",
        "e",
        "contact",
        "reach",
        "call",
        "teléfono",
        "telefono",
        "correo",
        "téléphone",
        "courriel",
        "joindre",
    ]
    .iter()
    .any(|w| has(w))
    {
        return Some(AnswerType::Contact);
    }
    if pair("how", "many") || has("cuántos") || has("cuántas") || pair("combien", "de") {
        return Some(AnswerType::Count);
    }
    None
}

/// Whether `text` holds a value of `kind`.
pub(crate) fn holds(text: &str, kind: AnswerType) -> bool {
    let lower = text.to_lowercase();
    let ws = words(&lower);
    let numeric = |w: &str| w.chars().next().is_some_and(|c| c.is_ascii_digit()) || NUMBER_WORDS.contains(&w);
    match kind {
        AnswerType::Duration => {
            ws.windows(2).any(|p| numeric(&p[0]) && TIME_UNITS.contains(&p[1].as_str()))
                || ws.windows(3).any(|p| numeric(&p[0]) && TIME_UNITS.contains(&p[2].as_str()))
        }
        AnswerType::Money => {
            lower.chars().any(|c| matches!(c, '$' | '€' | '£' | '¥'))
                || ws.iter().any(|w| {
                    [
                        "free", "gratis", "gratuit", "gratuite", "gratuito", "usd", "eur", "gbp", "cad", "aud", "nzd",
                        "dollars", "euros", "pounds",
                    ]
                    .contains(&w.as_str())
                })
        }
        AnswerType::Time => {
            ws.iter().any(|w| {
                ["am", "pm", "noon", "midnight", "midi", "minuit", "weekday", "weekdays"].contains(&w.as_str())
                    || weekday_named(w).is_some()
            }) || lower.as_bytes().windows(3).any(|w| w[0].is_ascii_digit() && w[1] == b':' && w[2].is_ascii_digit())
                || ws.iter().any(|w| {
                    w.len() <= 5
                        && w.ends_with('h')
                        && w[..w.len() - 1].chars().all(|c| c.is_ascii_digit())
                        && w.len() > 1
                })
                || holds(text, AnswerType::Duration)
        }
        AnswerType::Contact => {
            lower.contains('@') || lower.chars().filter(char::is_ascii_digit).count() >= 7 || lower.contains("chat")
        }
        AnswerType::Count => ws.iter().any(|w| numeric(w)),
    }
}

const NUMBER_WORDS: &[&str] = &[
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "fourteen", "fifteen",
    "twenty", "thirty", "forty", "sixty", "ninety", "uno", "una", "dos", "tres", "cuatro", "cinco", "siete", "diez",
    "quince", "treinta", "un", "une", "deux", "trois", "quatre", "cinq", "sept", "dix", "quinze", "trente",
];

/// Words that mark a sentence as an exception to a rule rather than the rule.
const EXCEPTION_WORDS: &[&str] = &[
    "except",
    "exception",
    "exceptions",
    "unless",
    "excluding",
    "excluded",
    "exclude",
    "excludes",
    "however",
    "cannot",
    "can't",
    "not",
    "non",
    "ineligible",
    "sauf",
    "exception",
    "hormis",
    "excepto",
    "salvo",
    "excepción",
    "ne",
    "pas",
    "no",
];

/// Whether a sentence reads as an exception ("…except final-sale items", "…cannot be returned").
pub(crate) fn reads_as_exception(text: &str) -> bool {
    any_word(text, |w| EXCEPTION_WORDS.contains(&w))
}
