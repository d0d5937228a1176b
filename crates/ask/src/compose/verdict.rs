//! Yes/no questions: recognising them, and reading the verdict an evidence sentence gives.
//!
//! Typed data gives its own verdict (a boolean attribute, a store's hours). When the answer is
//! a sentence of the business's text, the verdict is read from it: "No" when a negation governs
//! a word the question asked about ("opened earbuds cannot be returned", "we do not ship to
//! any other country", "members pay no restocking fee"), "Yes" when the sentence plainly states
//! most of what was asked, and no verdict at all when neither holds — the sentence then speaks
//! for itself. The lexicons are general language (English, Spanish, French, German).

use crate::read::analyze::{is_stop, stem, words};

/// Words that open a yes/no question.
const YES_NO_LEADS: &[&str] = &[
    "is",
    "are",
    "does",
    "do",
    "did",
    "can",
    "could",
    "will",
    "would",
    "has",
    "have",
    "was",
    "were",
    "may",
    "should",
    "shall",
    "am",
    "isn't",
    "aren't",
    "doesn't",
    "don't",
    "can't",
    "won't", // English
    "es",
    "está",
    "están",
    "tiene",
    "tienen",
    "hay",
    "puedo",
    "puede",
    "pueden",
    "aceptan",
    "hacen", // Spanish
    "est",
    "puis",
    "pouvez",
    "peut",
    "avez",
    "acceptez",
    "faites",
    "livrez", // French
    "ist",
    "sind",
    "kann",
    "können",
    "gibt",
    "haben",
    "hat",
    "bieten",
    "liefern",
    "akzeptieren", // German
];

/// Words of one sense, as a question and a sentence may each put it ("Can I get my money
/// back?" — "not refundable"; "Will it stack with a coupon?" — "cannot be combined"). General
/// English; compared by stem.
const SENSES: &[&[&str]] = &[
    &["refund", "refundable", "money", "reimburse"],
    &["return", "returnable", "back"],
    &["combine", "combined", "stack", "together", "use"],
    &["leave", "left"],
    &["pay", "fee", "charge", "cost", "price", "surcharge"],
    &["accept", "take"],
    &["allow", "allowed", "permit", "welcome", "let"],
    &["buy", "purchase", "sell", "sold", "order"],
    &["free", "complimentary"],
    &["open", "opened", "unsealed"],
    &["cancel", "cancellation"],
];

/// Whether two stems are of one sense. The senses are stemmed once.
fn same_sense(a: &str, b: &str) -> bool {
    static STEMMED: std::sync::OnceLock<Vec<Vec<String>>> = std::sync::OnceLock::new();
    let senses = STEMMED.get_or_init(|| SENSES.iter().map(|group| group.iter().map(|w| stem(w)).collect()).collect());
    senses.iter().any(|group| group.iter().any(|g| g == a) && group.iter().any(|g| g == b))
}

/// Whether a sentence's stems state the stem asked: the word itself, a longer word it begins
/// ("recycl" — "recycling"), or a word of the same sense.
fn states(stems: &[String], asked: &str) -> bool {
    stems.iter().any(|s| s == asked || (asked.len() >= 5 && s.starts_with(asked)) || same_sense(asked, s))
}

/// Stems of the verbs of sending, in the four languages.
const SENDING: &[&str] = &["ship", "deliver", "send", "post", "mail", "livr", "envi", "liefer", "versend"];

/// Words that negate what follows (or, for a few, what precedes).
const NEGATIONS: &[&str] = &[
    "not", "no", "never", "cannot", "can't", "won't", "don't", "doesn't", "isn't", "aren't", "wasn't", "without",
    "nor", "unable", "none", "nothing", "excluded", "excludes", "except", "neither", "non", "nunca", "sin", "ningún",
    "ninguna", "pas", "jamais", "aucun", "aucune", "sans", "nicht", "kein", "keine", "keinen", "ohne", "nie",
];

/// Phrases that make a statement conditional: a plain "yes" would overstate it.
const CONDITIONS: &[&str] = &[
    "everyone else",
    "otherwise",
    "unless",
    "except",
    "however",
    "only if",
    "only when",
    " but ",
    "provided that",
    "as long as",
    "depending",
    "depends",
    "sauf",
    "excepto",
    "außer",
];

/// Words a question opens with or uses to frame itself: they say nothing about the subject.
const FRAME_WORDS: &[&str] = &[
    "you",
    "your",
    "i",
    "me",
    "my",
    "we",
    "us",
    "it",
    "they",
    "them",
    "this",
    "that",
    "these",
    "those",
    "there",
    "here",
    "any",
    "anything",
    "something",
    "actually",
    "really",
    "still",
    "also",
    "please",
    "ok",
    "okay",
    "allowed",
    "possible",
    "able",
    "offer",
    "get",
];

/// Subject pronouns a yes/no lead is followed by inside a longer clause ("I'm vegan, can I …",
/// "if I'm not home, do they …").
const SUBJECTS: &[&str] = &["i", "you", "they", "it", "we", "she", "he", "there", "this", "that", "these", "those"];

/// Words that open a question asking for something other than yes or no.
const WH_LEADS: &[&str] = &[
    "what", "what's", "whats", "which", "who", "whom", "whose", "why", "how", "where", "where's", "when", "qué", "que",
    "cuál", "cual", "cuánto", "cuanto", "cómo", "como", "dónde", "donde", "cuándo", "quel", "quelle", "quels",
    "quelles", "combien", "comment", "où", "pourquoi", "quand", "was", "welche", "welcher", "wie", "wo", "wann",
    "warum",
];

/// Whether a clause asks a yes/no question ("Is it …?", "Do you …?", "Can I …?"), also after
/// a statement or a condition in the same clause ("I'm vegan, can I drink it?", "if I'm out,
/// do they leave it on the doorstep?"), but not when it opens with a question word.
pub(crate) fn is_yes_no(clause_words: &[String]) -> bool {
    let mut it = clause_words
        .iter()
        .skip_while(|w| matches!(w.as_str(), "and" | "so" | "also" | "but" | "y" | "et" | "und" | "oh" | "hi" | "hey"));
    let Some(first) = it.next() else { return false };
    if YES_NO_LEADS.contains(&first.as_str()) {
        return true;
    }
    !WH_LEADS.contains(&first.as_str())
        && clause_words.windows(2).any(|p| {
            matches!(
                p[0].as_str(),
                "is" | "are" | "do" | "does" | "can" | "could" | "will" | "would" | "should" | "may"
            ) && SUBJECTS.contains(&p[1].as_str())
        })
}

/// The verdict `sentence` gives on the yes/no question `clause_words`: `Some(false)` when a
/// negation governs a word asked about, `Some(true)` when most of the question's own words are
/// stated without one, `None` when the sentence does not settle it.
///
/// `names` are the stems of the names of what the answer is about (a product's title, a
/// store's name): a sentence that names the product says nothing yet about what was asked of
/// it ("Does the hoodie have drawstrings?" against a sizing note naming the hoodie).
pub(crate) fn from_sentence(clause_words: &[String], sentence: &str, names: &[String]) -> Option<bool> {
    let asked = asked_stems(clause_words);
    if asked.is_empty() {
        return None;
    }
    let tokens = words(sentence);
    let stems: Vec<String> = tokens.iter().map(|w| stem(w)).collect();
    // Shipping verbs are one verb: "Do you deliver to Japan?" — "We do not ship there".
    let sending = |w: &str| SENDING.iter().any(|s| w.starts_with(s));
    let matches = |s: &str| {
        asked.iter().any(|a| {
            a == s
                || (a.len() >= 5 && s.len() >= 5 && (a.starts_with(s) || s.starts_with(a.as_str())))
                || (sending(a) && sending(s))
                || same_sense(a, s)
        })
    };
    let negated = tokens.iter().enumerate().any(|(i, w)| {
        NEGATIONS.contains(&w.as_str())
            && (stems.iter().skip(i + 1).take(5).any(|s| matches(s))
                || (i > 0 && matches(&stems[i - 1]) && w == "excluded"))
    });
    // "Is there a fee?" — "… is free": no cost is a no.
    let asks_cost =
        asked.iter().any(|a| matches!(a.as_str(), "fee" | "charge" | "cost" | "pay" | "surcharge" | "extra"));
    if negated || (asks_cost && tokens.iter().any(|w| w == "free")) {
        return Some(false);
    }
    // "Do you ship to Brazil?" against the list of places served: a place asked about that the
    // list leaves out is a no.
    let is_place = |w: &str| crate::evidence::retrieval::COUNTRIES.contains(&w);
    let about_sending = asked.iter().any(|a| SENDING.iter().any(|s| a.starts_with(s)));
    let asked_places: Vec<&String> = clause_words.iter().filter(|w| about_sending && is_place(w)).collect();
    let listed_places = tokens.iter().filter(|w| is_place(w)).count();
    if !asked_places.is_empty() && listed_places > 0 && asked_places.iter().all(|p| !tokens.contains(p)) {
        return Some(false);
    }
    let stated = |a: &String| states(&stems, a);
    let covered = asked.iter().filter(|a| stated(a)).count();
    let covered_beyond_names = asked.iter().filter(|a| !names.contains(a) && stated(a)).count();
    let has_negation = tokens.iter().any(|w| NEGATIONS.contains(&w.as_str()));
    // "Free for members. For everyone else, a fee …": it depends, so no plain yes.
    let lower = sentence.to_lowercase();
    let conditional = CONDITIONS.iter().any(|c| lower.contains(c));
    (!has_negation && !conditional && covered * 2 >= asked.len() && covered_beyond_names >= 1).then_some(true)
}

/// Words that ask whether something exists or is sold at all ("Do you have the wide jeans?",
/// "Do you sell a meat thermometer?"): the product found is the yes.
const EXISTENCE_WORDS: &[&str] = &["have", "sell", "carry", "stock", "offer", "got", "make", "do", "any"];

/// The verdict an answer of several sentences gives: that of the sentence that states most of
/// what was asked beyond the names (`names`); the others add detail and exceptions. A question
/// that asks only whether the thing named exists ("Do you sell the X?") is answered yes by an
/// answer about it.
pub(crate) fn of_answer(clause_words: &[String], sentences: &[String], names: &[String]) -> Option<bool> {
    let asked = asked_stems(clause_words);
    let beyond: Vec<&String> =
        asked.iter().filter(|a| !names.contains(a) && !EXISTENCE_WORDS.contains(&a.as_str())).collect();
    if !names.is_empty() && beyond.is_empty() && asked.iter().any(|a| names.contains(a)) {
        return Some(true);
    }
    let stated = |sentence: &str| {
        let stems: Vec<String> = words(sentence).iter().map(|w| stem(w)).collect();
        beyond.iter().filter(|a| states(&stems, a)).count()
    };
    let mut best: Option<(&String, usize)> = None;
    for s in sentences {
        let n = stated(s);
        if best.is_none_or(|(_, m)| n > m) {
            best = Some((s, n));
        }
    }
    from_sentence(clause_words, best?.0, names)
}

fn asked_stems(clause_words: &[String]) -> Vec<String> {
    clause_words
        .iter()
        .skip(1)
        .filter(|w| !is_stop(w) && !FRAME_WORDS.contains(&w.as_str()) && !YES_NO_LEADS.contains(&w.as_str()))
        .map(|w| stem(w))
        .filter(|s| s.len() > 1)
        .collect()
}

/// Whether `text` already opens with a verdict.
pub(crate) fn has_verdict(text: &str) -> bool {
    let first: String = text.chars().take_while(|c| c.is_alphabetic()).collect::<String>().to_lowercase();
    matches!(first.as_str(), "yes" | "no" | "sí" | "si" | "oui" | "non" | "ja" | "nein")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(q: &str, s: &str) -> Option<bool> {
        from_sentence(&words(q), s, &[])
    }

    #[test]
    fn yes_no_questions() {
        assert!(is_yes_no(&words("Can I return opened earbuds?")));
        assert!(is_yes_no(&words("and is it waterproof")));
        assert!(!is_yes_no(&words("How long do I have to return something?")));
        assert!(is_yes_no(&words("I'm vegan, can I drink the sauvignon?")));
        assert!(is_yes_no(&words("if I'm not home do they leave it on the doorstep")));
        assert!(!is_yes_no(&words("Which size do I need for my lab?")));
    }

    #[test]
    fn verdicts_from_sentences() {
        assert_eq!(
            verdict("Can I return opened earbuds?", "Earbuds cannot be returned once their packaging has been opened."),
            Some(false)
        );
        assert_eq!(verdict("Do you ship to Japan?", "We do not ship to any other country."), Some(false));
        assert_eq!(verdict("Do you deliver to Japan?", "We do not ship to other countries."), Some(false));
        assert_eq!(verdict("Do members pay a restocking fee?", "Members pay no restocking fee."), Some(false));
        assert_eq!(verdict("Do you take PayPal?", "We accept Visa, Mastercard and PayPal."), Some(true));
        assert_eq!(verdict("Do you ship to Brazil?", "We ship to Canada, Mexico and Australia."), Some(false));
        assert_eq!(verdict("Do you ship to Canada?", "We ship to Canada, Mexico and Australia."), Some(true));
        assert_eq!(verdict("Is there a fee for returns?", "Returns are free within 30 days."), Some(false));
        assert_eq!(verdict("Do you sell gift cards?", "Our stores open at nine."), None);
        // One sense in other words.
        assert_eq!(
            verdict("Can I get my money back for a groom?", "Grooming services are not refundable."),
            Some(false)
        );
        assert_eq!(
            verdict("Will the discount stack with a coupon?", "The discount cannot be combined with other codes."),
            Some(false)
        );
        // The name of what is asked about is not what is asked.
        let hoodie = vec![stem("hoodie")];
        let note = "Unisex pieces such as the hoodie follow men's sizing.";
        assert_eq!(from_sentence(&words("Does the hoodie have drawstrings?"), note, &hoodie), None);
        // The sentence that states what was asked gives the verdict, not a later exception.
        let answer: Vec<String> = vec![
            "Some stores sell ex-display products at a discount.".into(),
            "Change-of-mind returns are not accepted on them.".into(),
        ];
        assert_eq!(of_answer(&words("Do you sell ex-display products cheaper?"), &answer, &[]), Some(true));
        let answer: Vec<String> =
            vec!["We accept Visa and Amex.".into(), "Amex payments carry a 1.2% surcharge.".into()];
        assert_eq!(of_answer(&words("Is there a surcharge for Amex?"), &answer, &[]), Some(true));
        // Asking only whether the named thing exists: an answer about it is the yes.
        let jeans = vec![stem("verdun"), stem("jeans")];
        let about: Vec<String> = vec!["A wide-leg jean in organic denim.".into()];
        assert_eq!(of_answer(&words("Do you have the Verdun jeans?"), &about, &jeans), Some(true));
    }
}
