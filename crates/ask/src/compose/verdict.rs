//! Yes/no questions: recognising them, and reading the verdict an evidence sentence gives.
//!
//! Typed data gives its own verdict (a boolean attribute, a store's hours). An answer from the
//! business's text is read by the learned verdict (`model/ranker.json`) from [`features`]: what
//! the sentence that states most of what was asked says — a negation governing a word asked
//! about ("opened earbuds cannot be returned", "we do not ship to any other country"), a
//! condition, a list of places that leaves out the one asked — what the other sentences add,
//! and the written rule's own verdict ([`from_sentence`]), which store notes are read by alone.
//! The lexicons are general language (English, Spanish, French, German).

use crate::read::analyze::{is_stop, stem, words};
use crate::read::quantity::{Dimension, quantities};

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
    "won't",
    "got", // "Got any standing desks?"
    "any",
    "anything", // English
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
pub(crate) const NEGATIONS: &[&str] = &[
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
pub(crate) const FRAME_WORDS: &[&str] = &[
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
                || french_inversion(&p[0], &p[1])
        })
}

/// Whether two words are a French verb with its subject pronoun after it, as only a question
/// writes them ("La cave est-elle ouverte ?", "L'ensemble comprend-il une pompe ?",
/// "a-t-il", "peut-on"): the verb ends in "t" or "d", or is the "t" put between them.
fn french_inversion(verb: &str, pronoun: &str) -> bool {
    const NOT_VERBS: &[&str] = &["et", "quand", "dont", "soit", "avant", "pendant", "cependant", "tant", "tout"];
    match pronoun {
        "il" | "elle" | "ils" | "elles" => {
            verb == "t"
                || ((verb.ends_with('t') || verb.ends_with('d')) && verb.len() > 1 && !NOT_VERBS.contains(&verb))
        }
        // "on" is English too ("put on", "based on"): only after the "t" or "peut".
        "on" => matches!(verb, "t" | "peut" | "doit"),
        _ => false,
    }
}

/// What a sentence says about a yes/no question: the quantities both the written rule
/// ([`from_sentence`]) and the learned verdict ([`features`]) read.
#[derive(Debug, Clone, Copy, Default)]
struct Reading {
    /// The question asks about something beyond frame words.
    asks: bool,
    /// A negation governs a word asked about ("cannot be returned").
    negated: bool,
    /// The question asks about a cost and the sentence says "free".
    free_for_cost: bool,
    /// The question asks about sending to places, the sentence lists places, none asked.
    place_left_out: bool,
    /// … and it lists every place asked.
    place_listed: bool,
    /// Asked words the sentence states, of all asked.
    covered: f64,
    /// Asked words beyond the names that it states.
    covered_beyond_names: usize,
    /// Any negation in it.
    has_negation: bool,
    /// A condition in it ("unless", "only if", "except").
    conditional: bool,
    /// A restriction in it ("only").
    restrictive: bool,
}

/// Words that restrict a statement to some cases.
const RESTRICTIONS: &[&str] = &["only", "solo", "solamente", "seulement", "uniquement", "nur", "exclusively"];

fn read_sentence(clause_words: &[String], sentence: &str, names: &[String]) -> Reading {
    let asked = asked_stems(clause_words);
    if asked.is_empty() {
        return Reading::default();
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
    // "Do you ship to Brazil?" against the list of places served.
    let is_place = |w: &str| crate::evidence::retrieval::COUNTRIES.contains(&w);
    let about_sending = asked.iter().any(|a| SENDING.iter().any(|s| a.starts_with(s)));
    let asked_places: Vec<&String> = clause_words.iter().filter(|w| about_sending && is_place(w)).collect();
    let listed_places = tokens.iter().filter(|w| is_place(w)).count();
    let stated = |a: &String| states(&stems, a);
    let lower = sentence.to_lowercase();
    Reading {
        asks: true,
        negated,
        free_for_cost: asks_cost && tokens.iter().any(|w| w == "free"),
        place_left_out: !asked_places.is_empty()
            && listed_places > 0
            && asked_places.iter().all(|p| !tokens.contains(p)),
        place_listed: !asked_places.is_empty() && asked_places.iter().all(|p| tokens.contains(p)),
        covered: asked.iter().filter(|a| stated(a)).count() as f64 / asked.len() as f64,
        covered_beyond_names: asked.iter().filter(|a| !names.contains(a) && stated(a)).count(),
        has_negation: tokens.iter().any(|w| NEGATIONS.contains(&w.as_str())),
        // "Free for members. For everyone else, a fee …": it depends, so no plain yes.
        conditional: CONDITIONS.iter().any(|c| lower.contains(c)),
        restrictive: tokens.iter().any(|w| RESTRICTIONS.contains(&w.as_str())),
    }
}

impl Reading {
    /// The written rule: no when a negation governs what was asked (or nothing is charged, or
    /// the place is not in the list); yes when most of what was asked is stated plainly.
    fn rule(&self) -> Option<bool> {
        if !self.asks {
            return None;
        }
        if self.negated || self.free_for_cost || self.place_left_out {
            return Some(false);
        }
        (!self.has_negation && !self.conditional && self.covered >= 0.5 && self.covered_beyond_names >= 1)
            .then_some(true)
    }
}

/// The verdict `sentence` gives on the yes/no question `clause_words` by the written rule:
/// `Some(false)` when a negation governs a word asked about, `Some(true)` when most of the
/// question's own words are stated without one, `None` when the sentence does not settle it.
/// Store answers read their notes with it; answers of the business's text are read by the
/// learned verdict ([`features`]), which has this rule among its inputs.
///
/// `names` are the stems of the names of what the answer is about (a product's title, a
/// store's name): a sentence that names the product says nothing yet about what was asked of
/// it ("Does the hoodie have drawstrings?" against a sizing note naming the hoodie).
pub(crate) fn from_sentence(clause_words: &[String], sentence: &str, names: &[String]) -> Option<bool> {
    read_sentence(clause_words, sentence, names).rule()
}

/// Words that ask whether something exists or is sold at all ("Do you have the wide jeans?",
/// "Do you sell a meat thermometer?"): the product found is the yes.
const EXISTENCE_WORDS: &[&str] = &["have", "sell", "carry", "stock", "offer", "got", "make", "do", "any"];

/// The features of the learned verdict, in the order of the `verdict` weights in
/// `model/ranker.json`: what the sentence that states most of what was asked says (the written
/// rule's verdict among them), what the answer's other sentences add, and how the question is put.
pub const VERDICT_FEATURE_NAMES: [&str; VERDICT_FEATURES] = [
    "rule_yes",
    "rule_no",
    "negated",
    "negation",
    "negation_elsewhere",
    "conditional",
    "conditional_elsewhere",
    "restrictive",
    "covered",
    "covered_beyond_names",
    "free_for_cost",
    "place_left_out",
    "place_listed",
    "existence_only",
    "question_negated",
    "about_named",
    "sentences",
    "quantity_admitted",
    "quantity_refused",
    "free_asked_priced",
    "cost_asked_priced",
];

/// How many features the verdict reads.
pub const VERDICT_FEATURES: usize = 21;

/// Words that ask whether something costs nothing.
const FREE_WORDS: &[&str] = &["free", "gratuit", "gratuite", "gratis", "gratuito", "gratuita", "kostenlos"];

/// Stems that ask whether something costs money.
const COST_STEMS: &[&str] = &["fee", "charg", "cost", "pay", "surcharg", "extra", "price"];

/// The verdict's features for an answer of `sentences` to the yes/no question `clause_words`
/// (written `clause_text`). The sentence read first is the one that states most of what was
/// asked beyond the names (`names`); the others add detail and exceptions. A quantity the
/// question states ("my order is $60") is held against the first bound the answer sets on
/// its kind of quantity ("free on orders of $75 or more"), the read sentence's first.
pub(crate) fn features(
    clause_words: &[String],
    clause_text: &str,
    sentences: &[String],
    names: &[String],
) -> [f64; VERDICT_FEATURES] {
    let asked = asked_stems(clause_words);
    let beyond: Vec<&String> =
        asked.iter().filter(|a| !names.contains(a) && !EXISTENCE_WORDS.contains(&a.as_str())).collect();
    let existence_only = !names.is_empty() && beyond.is_empty() && asked.iter().any(|a| names.contains(a));
    let stated = |sentence: &str| {
        let stems: Vec<String> = words(sentence).iter().map(|w| stem(w)).collect();
        beyond.iter().filter(|a| states(&stems, a)).count()
    };
    let mut best: Option<(usize, usize)> = None;
    for (i, s) in sentences.iter().enumerate() {
        let n = stated(s);
        if best.is_none_or(|(_, m)| n > m) {
            best = Some((i, n));
        }
    }
    let best_at = best.map(|b| b.0);
    let reading = best_at.map(|i| read_sentence(clause_words, &sentences[i], names)).unwrap_or_default();
    let others: Vec<Reading> = sentences
        .iter()
        .enumerate()
        .filter(|(i, _)| Some(*i) != best_at)
        .map(|(_, s)| read_sentence(clause_words, s, names))
        .collect();
    let asked_quantities = quantities(clause_text);
    let admitted = best_at.into_iter().chain(0..sentences.len()).find_map(|i| {
        let verdicts: Vec<bool> = quantities(&sentences[i])
            .iter()
            .flat_map(|bound| asked_quantities.iter().filter_map(|asked| bound.admits(asked)))
            .collect();
        (!verdicts.is_empty()).then(|| verdicts.iter().all(|v| *v))
    });
    // "Is the eye test free?" — "it costs £5"; "Do I have to pay for it?" — "£12 per order".
    let priced = best_at.is_some_and(|i| {
        let sentence = &sentences[i];
        quantities(sentence).iter().any(|q| q.dimension == Dimension::Money && q.value > 0.0)
            && !words(sentence).iter().any(|w| FREE_WORDS.contains(&w.as_str()))
    });
    let asks_free = clause_words.iter().any(|w| FREE_WORDS.contains(&w.as_str()));
    let asks_cost = asked.iter().any(|a| COST_STEMS.iter().any(|c| a.starts_with(c)));
    let flag = |b: bool| if b { 1.0 } else { 0.0 };
    let rule = reading.rule();
    [
        flag(rule == Some(true)),
        flag(rule == Some(false)),
        flag(reading.negated),
        flag(reading.has_negation),
        flag(others.iter().any(|r| r.has_negation)),
        flag(reading.conditional),
        flag(others.iter().any(|r| r.conditional)),
        flag(reading.restrictive),
        reading.covered,
        (reading.covered_beyond_names as f64).min(3.0),
        flag(reading.free_for_cost),
        flag(reading.place_left_out),
        flag(reading.place_listed),
        flag(existence_only),
        flag(clause_words.iter().any(|w| NEGATIONS.contains(&w.as_str()))),
        flag(!names.is_empty()),
        (sentences.len() as f64).ln_1p(),
        flag(admitted == Some(true)),
        flag(admitted == Some(false)),
        flag(asks_free && priced),
        flag(asks_cost && !asks_free && priced),
    ]
}

/// Whether the limits the answer's sentences set all leave out a quantity the question states
/// ("Can I split a $30 order?" — "orders of $50 or more"): some bound refuses it, none admits it.
/// When some sentences name what the question asks about ("Afterpay"), only their bounds count:
/// another offer's "over $1,000" admits nothing about it.
pub(crate) fn limits_refuse(clause_text: &str, sentences: &[String]) -> bool {
    let asked = quantities(clause_text);
    if asked.is_empty() {
        return false;
    }
    let topic: Vec<String> =
        asked_stems(&words(clause_text)).into_iter().filter(|s| !s.chars().any(|c| c.is_ascii_digit())).collect();
    let names_topic = |s: &String| words(s).iter().any(|w| topic.contains(&stem(w)));
    let on_topic: Vec<&String> = sentences.iter().filter(|s| names_topic(s)).collect();
    let bounding: Vec<&String> = if on_topic.is_empty() { sentences.iter().collect() } else { on_topic };
    let verdicts: Vec<bool> = bounding
        .into_iter()
        .flat_map(|s| quantities(s))
        .flat_map(|bound| asked.iter().filter_map(move |q| bound.admits(q)))
        .collect();
    !verdicts.is_empty() && verdicts.iter().all(|admitted| !admitted)
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

/// The letters `text` opens with: its first word.
fn first_word(text: &str) -> &str {
    &text[..text.find(|c: char| !c.is_alphabetic()).unwrap_or(text.len())]
}

/// The rest of `text` when it opens with a yes ("Yes. At checkout you can…", "Sí, …").
pub(crate) fn after_yes(text: &str) -> Option<&str> {
    let first = first_word(text);
    if !matches!(first.to_lowercase().as_str(), "yes" | "sí" | "si" | "oui" | "ja") {
        return None;
    }
    let rest = text[first.len()..].trim_start_matches(|c: char| c.is_whitespace() || ".,!:;—–-".contains(c));
    (!rest.is_empty()).then_some(rest)
}

/// Whether `text` already opens with a verdict.
pub(crate) fn has_verdict(text: &str) -> bool {
    matches!(first_word(text).to_lowercase().as_str(), "yes" | "no" | "sí" | "si" | "oui" | "non" | "ja" | "nein")
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
        assert!(is_yes_no(&words("Got any standing desks?")));
        assert!(is_yes_no(&words("Any student discount?")));
        assert!(!is_yes_no(&words("How long do I have to return something?")));
        assert!(is_yes_no(&words("I'm vegan, can I drink the sauvignon?")));
        assert!(is_yes_no(&words("if I'm not home do they leave it on the doorstep")));
        assert!(!is_yes_no(&words("Which size do I need for my lab?")));
        // French puts the subject pronoun after the verb.
        assert!(is_yes_no(&words("Le magasin de Belfast est-il ouvert le dimanche ?")));
        assert!(is_yes_no(&words("L'ensemble kayak gonflable Lynx comprend-il une pompe?")));
        assert!(is_yes_no(&words("La cave à vin a-t-elle une garantie de 3 ans ?")));
        assert!(is_yes_no(&words("Peut-on goûter avant d'acheter ?")));
        assert!(!is_yes_no(&words("Quand est-il ouvert ?")));
        assert!(!is_yes_no(&words("Le colis est parti et il arrive demain.")));
        assert!(!is_yes_no(&words("What discounts are based on volume?")));
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
        let named = |name: &str| VERDICT_FEATURE_NAMES.iter().position(|n| *n == name).unwrap();
        let read = features(&words("Do you sell ex-display products cheaper?"), "", &answer, &[]);
        assert_eq!((read[named("rule_yes")], read[named("rule_no")]), (1.0, 0.0));
        assert_eq!(read[named("negation_elsewhere")], 1.0);
        let answer: Vec<String> =
            vec!["We accept Visa and Amex.".into(), "Amex payments carry a 1.2% surcharge.".into()];
        let read = features(&words("Is there a surcharge for Amex?"), "", &answer, &[]);
        assert_eq!(read[named("rule_yes")], 1.0);
        // Asking only whether the named thing exists: an answer about it is the yes.
        let jeans = vec![stem("verdun"), stem("jeans")];
        let about: Vec<String> = vec!["A wide-leg jean in organic denim.".into()];
        let read = features(&words("Do you have the Verdun jeans?"), "", &about, &jeans);
        assert_eq!((read[named("existence_only")], read[named("about_named")]), (1.0, 1.0));
        assert_eq!(features(&words("Do you have the Verdun jeans?"), "", &about, &[])[named("existence_only")], 0.0);
        // A quantity asked against the bound the answer sets.
        let question = "My order is $60. Is shipping free?";
        let answer: Vec<String> =
            vec!["Standard shipping is free on orders of $75 or more.".into(), "Orders under $75 pay $8.".into()];
        let read = features(&words(question), question, &answer, &[]);
        assert_eq!((read[named("quantity_admitted")], read[named("quantity_refused")]), (0.0, 1.0));
        assert!(limits_refuse(question, &answer[..1]));
        let two_offers: Vec<String> =
            vec!["Split orders of up to $2,000 online.".into(), "Interest free on purchases over $1,000.".into()];
        assert!(!limits_refuse("Is there a deal for a $3,000 sofa?", &two_offers));
        assert!(limits_refuse("Can I split a $3,000 order?", &two_offers), "only the split's bound counts");
        assert_eq!(after_yes("Yes. At checkout you can split it."), Some("At checkout you can split it."));
        assert_eq!(after_yes("Yesterday's orders"), None);
        let answer: Vec<String> = vec!["Fitting a rack you bought elsewhere costs £5.".into()];
        let read = features(&words("Is fitting free?"), "", &answer, &[]);
        assert_eq!((read[named("free_asked_priced")], read[named("cost_asked_priced")]), (1.0, 0.0));
    }
}
