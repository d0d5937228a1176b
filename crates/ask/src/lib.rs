//! The answer engine behind UCP Ask: short, correct answers from the business's own content,
//! offline and deterministic.
//!
//! A question goes through a fixed pipeline, every step of it code; a sentence-embedding model,
//! when one is plugged in, only measures closeness of meaning:
//!
//! 1. **Ground** (`ground/`): `ids` are resolved to products, variants and stores (GID, SKU,
//!    handle, URL, store code) and protected resources; each identifier it cannot resolve or
//!    may not use gets an info `not_found`. A follow-up may turn from the product in view to
//!    another ("and the kids' version?"): a model learned from labelled follow-ups decides
//!    which, and whether (`ground/siblings.rs`).
//! 2. **Read** (`read/`): the query is split into clauses; operation
//!    requests ("add to my cart", "cancel my order") are recognised so the answer says first
//!    that nothing was done; attempts to instruct the engine are left out; requests for other
//!    customers' data are refused; the language is chosen, and a question in a language the
//!    business has no content in is also read through English glosses (`read/gloss.rs`).
//! 3. **Evidence** (`evidence/`): at load time, everything the business says
//!    becomes findable — policy sentences under their titles and headings, FAQ questions and
//!    answers, product descriptions, attributes as sentences (`compose/phrasing.rs`), policies by
//!    title, type and headings, amenity labels, contact details — indexed for BM25 and, with an
//!    encoder, as vectors.
//! 4. **Answer** each informational clause (`answer_clause` here, `answerers/`): from structured data first
//!    — product attributes, variants, prices, comparisons and age limits (`answerers/products.rs`), store
//!    hours in the store's own zone, closures over dates, addresses and amenities
//!    (`answerers/locations.rs`), the buyer's own orders and membership (`answerers/account.rs`) — then from the
//!    passages that cover it (`answerers/text.rs`), ranked by a model learned from labelled
//!    questions, which also decides when to abstain rather than guess (`rank/`). Yes/no questions
//!    lead with the verdict the data or the sentence gives (`compose/verdict.rs`). A greeting, thanks or
//!    goodbye alone gets a short reply in kind, in the buyer's language, saying what the
//!    business can be asked about; one before a question is left out of it.
//! 5. **Compose** (`compose/`): `plain` and `markdown`, one link per entity the answer
//!    actually used, the disclosure warnings of every product it is about (quoted verbatim),
//!    and the conversation state a follow-up builds on ("And is it waterproof?").
//!
//! Access follows the Ask capability's tiers, decided from the request's [`Viewer`] (its verified
//! credential) and never from the question's words: public content for everyone; orders, carts,
//! checkouts and bookings referenced in `ids` under the business's [`ResourcePolicies`]
//! (possession suffices, a credential is required, or never); and, for a buyer holding
//! [`ASK_READ_SCOPE`], their own orders, cart, member prices and entitlements. A question that
//! needs personal data the viewer may not use gets its public part and an `insufficient_scope`
//! error ([`Answer::needs_scope`]). Identifiers that do not resolve, are declined, or belong to
//! someone else all get the same `not_found`.
//!
//! The engine performs no I/O and keeps no state of its own: the caller stores the returned
//! [`ConversationState`] and passes it back on the next turn. The business's own language model
//! may rephrase an answer: [`AnswerEngine::answer_with`] prepares the [`EvidencePack`] it is
//! sent, and [`EvidencePack::review`] decides, in code, whether its reply may be used.

mod access;
mod answerers;
mod compose;
mod evidence;
mod ground;
mod rank;
mod read;

use std::collections::BTreeMap;
use std::sync::Arc;

use concierge_core::catalog::Business;
use concierge_core::location::{LocationIndex, LocationStatus};
use concierge_core::ucp::Message;
use jiff::Timestamp;
use serde::{Deserialize, Serialize};

pub use access::{ASK_READ_SCOPE, HeldResource, ResourceClass, ResourcePolicies, ResourcePolicy, Via, Viewer};
pub use answerers::attribute_words::{self, AttributeExample, LexiconBars};
pub use answerers::product_fields::{FIELD_FEATURE_NAMES, FIELD_FEATURES};
pub use compose::assemble::claims_success;
use compose::assemble::{contact_sentence, markdown, with_verdict, without_repeats};
pub use compose::model::{
    EvidenceItem, EvidencePack, MAX_PLAIN_CHARS, PROMPT_VERSION, PackOptions, PackSkipped, PromptStyle, Rejection,
    Reviewed, reply_schema,
};
pub use compose::verdict::{VERDICT_FEATURE_NAMES, VERDICT_FEATURES};
pub use evidence::semantic::SentenceEncoder;
pub use ground::siblings::{
    SIBLING_DECISION_FEATURE_NAMES, SIBLING_DECISION_FEATURES, SIBLING_FEATURE_NAMES, SIBLING_FEATURES,
    sibling_decision_features,
};
pub use rank::features::{
    DECISION_FEATURE_NAMES, DECISION_FEATURES, FEATURE_NAMES, FEATURES, Features, LINK_DISTINCTIVE, LINK_FEATURE_NAMES,
    LINK_FEATURES, decision_features,
};
pub use rank::model::{Ranker, Weights};
pub use rank::trace::{self, ClauseTrace, FieldTrace, Trace};
pub use read::analyze::{ClauseKind, clauses};
pub use read::language::{Lang, OperationKind};
pub use read::request::{AskLimits, AskRequest, ConversationRef};

use answerers::account::{self, Need};
use answerers::locations::{LocationBook, StoreTopic};
use answerers::products::{Mention, ProductBook};
use answerers::text::TextTrace;
use answerers::{locations, products};
use compose::{phrasing, verdict};
use evidence::retrieval::{Index, Source, query_terms, with_topic};
use evidence::{retrieval, semantic};
use read::analyze::{self, is_stop, words};
use read::gloss;
use read::language::fill;

/// One question.
#[derive(Debug, Clone, Copy)]
pub struct Question<'a> {
    /// The buyer's words (untrusted data).
    pub query: &'a str,
    /// Identifiers grounding the question.
    pub ids: &'a [String],
    /// `context.language` (BCP 47), if sent.
    pub language: Option<&'a str>,
    /// `context.location` (a preferred store), if sent.
    pub location_hint: Option<&'a str>,
    /// Now, for "open now" and today's hours.
    pub now: Timestamp,
    /// Who is asking, from the request's verified credential. Every access decision is made
    /// from it, never from the query's words.
    pub viewer: &'a Viewer,
}

/// What a conversation remembers between turns. It carries context, never authority: public
/// entities by id, and the protected resources a turn used ([`ConversationState::resources`]),
/// which a later turn may build on only when its own credential may use them
/// ([`ConversationState::visible_to`], applied by the engine and by the caller on every turn).
///
/// Serialized between turns: every member has a default, so state written by an older version
/// still reads.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ConversationState {
    /// The answer language of the conversation.
    pub language: Option<Lang>,
    /// Products the last answer was about (product ids).
    pub products: Vec<String>,
    /// Stores the last answer was about (location ids).
    pub locations: Vec<String>,
    /// Content words of the last policy or FAQ question, for "And for sale items?".
    pub topic: Vec<String>,
    /// Turns so far.
    pub turns: u32,
    /// Protected resources (orders, carts) the last answers used, with how they were reached.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub resources: Vec<HeldResource>,
}

impl ConversationState {
    /// The part of this state `viewer` may use: protected resources the viewer's own credential
    /// does not allow under `policies` are dropped (a turn replayed without the credential of
    /// the turn that used them, or with another buyer's, sees nothing of them). Public context
    /// — products, stores, the topic, the language — is kept.
    pub fn visible_to(&self, viewer: &Viewer, business: &Business, policies: &ResourcePolicies) -> ConversationState {
        let mut out = self.clone();
        out.resources
            .retain(|r| access::may_use(viewer, business, policies, r.class, &r.id, r.via, r.holder.as_deref()));
        out
    }
}

/// A link to an entity the answer names (`link.json`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Link {
    /// `refund_policy`, `shipping_policy`, `privacy_policy`, `terms_of_service`, `faq`, or a
    /// custom type (`product`, `location`, `warranty_policy`).
    #[serde(rename = "type")]
    pub kind: String,
    /// Where the buyer can read more.
    pub url: String,
    /// Display text.
    pub title: String,
    /// The GID, for addressable UCP resources.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
}

/// How the engine answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// It answered (possibly only in part).
    Answered,
    /// The business's content does not cover the question; the answer says so.
    CantAnswer,
}

/// An answer, ready for the Ask response.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    /// `answer.plain`.
    pub plain: String,
    /// `answer.markdown`: the same answer, with the entities it names linked.
    pub markdown: String,
    /// One link per entity the answer used.
    pub links: Vec<Link>,
    /// `not_found`, `operation_not_performed`, disclosures.
    pub messages: Vec<Message>,
    /// What the next turn builds on.
    pub state: ConversationState,
    /// Whether it answered.
    pub outcome: Outcome,
    /// Whether any part of the question went unanswered (for the business's
    /// unanswered-questions list).
    pub unanswered: bool,
    /// Whether a part was answered from a passage the decision model found less likely to
    /// answer than not ([`LOW_CONFIDENCE`]): the answer stands, and the business sees the
    /// question among its content gaps.
    pub low_confidence: bool,
    /// The scope that would unlock more of this answer ([`ASK_READ_SCOPE`]) when part of the
    /// question needed personal data the viewer may not use; an `insufficient_scope` error in
    /// [`Answer::messages`] says the same.
    pub needs_scope: Option<&'static str>,
}

/// An answer, with what the caller asked for beside it.
#[derive(Debug)]
pub struct Answered {
    /// The engine's answer.
    pub answer: Answer,
    /// How it was reached, when asked for.
    pub trace: Option<Trace>,
    /// What a model may compose the answer from, when asked for (or why nothing may be).
    pub pack: Option<Result<EvidencePack, PackSkipped>>,
}

/// The decision model's probability below which an answer from a passage counts as given with
/// low confidence. The model is calibrated (logistic): below one half, the passage is more
/// likely not to answer than to answer. It reports, and never decides, an answer.
pub const LOW_CONFIDENCE: f64 = 0.5;

/// The answer engine for one business.
pub struct AnswerEngine {
    business: Arc<Business>,
    policies: ResourcePolicies,
    products: ProductBook,
    stores: LocationBook,
    index: Index,
    /// Per policy: the stems that name its subject ("return", "refund" for Returns & Refunds).
    policy_subjects: Vec<Vec<String>>,
    /// The same for the rates of `shipping.toml`.
    shipping_subjects: Vec<String>,
    /// The business's name, as retrieval terms (it names no subject).
    brand: Vec<String>,
    vocabulary: Vocabulary,
    /// The learned ranker: the built-in one unless the caller gave another.
    ranker: Arc<Ranker>,
    /// Passage vectors, when a sentence-embedding model is configured.
    semantic: Option<semantic::Semantic>,
    /// The Location index over the same store, when the caller built one: identifiers sent
    /// with a question are then found through it, not by walking every store.
    location_index: Option<Arc<LocationIndex>>,
}

impl std::fmt::Debug for AnswerEngine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AnswerEngine")
            .field("business", &self.business.name)
            .field("passages", &self.index.passages().len())
            .finish()
    }
}

/// Cosine similarity at which a question about "your … policy" names a policy by meaning.
const POLICY_MIN_SIMILARITY: f64 = 0.5;

/// The subjects of UCP's well-known policy link types, in the words buyers use for them (a
/// "Refunds" policy is the one "your return policy" asks for).
const WELL_KNOWN_POLICY_SUBJECTS: &[(&str, &[&str])] = &[
    ("refund_policy", &["refund", "refunds", "return", "returns", "exchange", "exchanges"]),
    ("shipping_policy", &["shipping", "delivery", "deliveries", "postage"]),
    ("privacy_policy", &["privacy", "data", "personal"]),
    ("terms_of_service", &["terms", "service", "conditions"]),
];

/// Words that ask for a policy as a whole ("your return policy").
const POLICY_NOUNS: &[&str] = &[
    "policy",
    "policies",
    "rule",
    "rules",
    "politica",
    "politicas",
    "politique",
    "politiques",
    "richtlinie",
    "bedingungen",
    "condition",
    "conditions",
    "program",
    "programme",
    "scheme",
];

/// Phrases no answer may contain: they would claim an operation happened.
const SUCCESS_CLAIMS: &[&str] = &[
    "i've added",
    "i have added",
    "added to your cart",
    "has been added",
    "i've cancelled",
    "i've canceled",
    "has been cancelled",
    "has been canceled",
    "i've applied",
    "has been applied",
    "i've reserved",
    "has been reserved",
    "i've booked",
    "has been booked",
    "order has been placed",
    "i've placed",
    "i've started your return",
    "refund has been issued",
    "i've refunded",
];

/// Words that make a clause a question about a policy rather than about a product's features.
const POLICY_WORDS: &[&str] = &[
    "return",
    "refund",
    "exchange",
    "ship",
    "shipping",
    "deliver",
    "delivery",
    "warranty",
    "guarantee",
    "policy",
    "cancel",
    "price",
    "match",
    "gift",
    "privacy",
    "term",
    "member",
    "club",
    "repair",
    "rental",
    "rent",
    "pickup",
    "curbside",
    "duty",
    "tax",
    "international",
    "sale",
    "defect",
];

impl AnswerEngine {
    /// Prepares the engine for a business, with its access policy for resources referenced in
    /// `ids`, and the built-in model.
    pub fn new(business: Arc<Business>, policies: ResourcePolicies) -> Self {
        Self::with_model(business, policies, rank::model::ranker().clone())
    }

    /// The same with `ranker` instead of the built-in model (one trained on other stores). The
    /// built-in model is never read, so a model for other features than the built-in one's
    /// (what `train-ranker` stages while it trains) can be used.
    pub fn with_model(business: Arc<Business>, policies: ResourcePolicies, ranker: Ranker) -> Self {
        let mut index = Index::default();
        let lang_of = |tag: &str| Lang::from_tag(tag).unwrap_or(Lang::En);
        for (i, policy) in business.policies.iter().enumerate() {
            let mut heading = policy.title.clone();
            let mut position = 0;
            for block in policy.body.split("\n\n") {
                let block = block.trim();
                if let Some(h) = block.strip_prefix('#') {
                    heading = h.trim_start_matches('#').trim().to_owned();
                    continue;
                }
                for sentence in retrieval::sentences(block) {
                    index.add(
                        Source::Policy(i),
                        &format!("{} {heading}", policy.title),
                        &sentence,
                        lang_of(&policy.language),
                        position,
                    );
                    position += 1;
                }
            }
        }
        for (i, faq) in business.faq.iter().enumerate() {
            let title = format!("{} {}", faq.question, faq.tags.join(" "));
            index.add(Source::Faq(i), &title, &faq.answer, lang_of(&faq.language), 0);
        }
        // How to reach the business, as a sentence retrieval can find ("how do I talk to a
        // person?") and quote.
        if let Some(text) = business.contact.as_ref().and_then(|c| contact_sentence(&business.name, c)) {
            let title = "Contact us: customer service, support, help, talk to a person, phone number, email address";
            index.add(
                Source::Contact,
                title,
                &text,
                lang_of(business.languages.first().map_or("en", String::as_str)),
                0,
            );
        }
        // Each shipping rate as a sentence, titled with its service, the shipping policy's
        // subjects and every English name of its destination ("how much is shipping to Canada?").
        let shipping_words = WELL_KNOWN_POLICY_SUBJECTS
            .iter()
            .find(|(kind, _)| *kind == "shipping_policy")
            .map_or(String::new(), |(_, words)| words.join(" "));
        for (i, rate) in business.shipping_rates.iter().enumerate() {
            let sentence = compose::assemble::shipping_sentence(rate, &business);
            let places = rate.country.as_deref().map(|c| {
                let mut names = compose::assemble::country_names(c);
                names.push(c.to_owned());
                names.extend(rate.region.as_deref().map(|r| compose::assemble::region_name(c, r, &business)));
                names.join(" ")
            });
            let title = format!(
                "{} {} {shipping_words} {}",
                compose::assemble::SHIPPING_RATES,
                rate.service,
                places.unwrap_or_default()
            );
            index.add(Source::Shipping(i), &title, &sentence, Lang::En, i);
        }
        for (i, product) in business.products.iter().enumerate() {
            for (n, sentence) in retrieval::sentences(&product.description).into_iter().enumerate() {
                let title = format!("{} {}", product.title, product.tags.join(" "));
                index.add(Source::Product(i), &title, &sentence, Lang::En, n);
            }
        }
        let subjects_of = |title: &str, kind: &str| -> Vec<String> {
            let well_known = WELL_KNOWN_POLICY_SUBJECTS
                .iter()
                .find(|(k, _)| *k == kind)
                .map_or(String::new(), |(_, subjects)| subjects.join(" "));
            words(&format!("{title} {} {well_known}", kind.replace('_', " ")))
                .iter()
                .filter(|w| !is_stop(w) && !POLICY_NOUNS.contains(&w.as_str()))
                .map(|w| retrieval::term(w))
                .collect()
        };
        let policy_subjects = business.policies.iter().map(|p| subjects_of(&p.title, &p.kind)).collect();
        let shipping_subjects = subjects_of(compose::assemble::SHIPPING_RATES, "shipping_policy");
        let products = ProductBook::new(&business);
        let stores = LocationBook::new(&business);
        let brand = words(&business.name).iter().map(|w| retrieval::term(w)).collect();
        let vocabulary = Vocabulary {
            policy_words: POLICY_WORDS.iter().map(|w| retrieval::term(w)).collect(),
            policy_nouns: POLICY_NOUNS.iter().map(|w| retrieval::term(w)).collect(),
        };
        AnswerEngine {
            business,
            policies,
            products,
            stores,
            index,
            policy_subjects,
            shipping_subjects,
            brand,
            vocabulary,
            ranker: Arc::new(ranker),
            semantic: None,
            location_index: None,
        }
    }

    /// Finds the stores that identifiers sent with a question name through `index`, as Location
    /// Lookup does, instead of walking every store: at a million stores a walk is about a
    /// tenth of a second an identifier. `index` must be over this engine's business.
    pub fn with_location_index(mut self, index: Arc<LocationIndex>) -> Self {
        assert!(Arc::ptr_eq(index.business(), &self.business), "the Location index is over another store");
        self.location_index = Some(index);
        self
    }

    /// Adds semantic retrieval: every passage is encoded now (the encoder may cache vectors),
    /// each question once when it is answered. Without it, retrieval is lexical only.
    pub fn with_encoder(mut self, encoder: Arc<dyn SentenceEncoder>) -> Result<Self, String> {
        let b = &*self.business;
        let passages = self
            .index
            .passages()
            .iter()
            .map(|p| match p.source {
                // An FAQ entry is found by its question as much as by its answer, and by each
                // sentence of a longer answer (the instalments line of a payment-methods FAQ).
                Source::Faq(i) => {
                    let mut texts = vec![format!("{} {}", b.faq[i].question, p.text), b.faq[i].question.clone()];
                    let sentences = retrieval::sentences(&p.text);
                    if sentences.len() > 1 {
                        texts.extend(sentences);
                    }
                    texts
                }
                Source::Policy(_) | Source::Product(_) | Source::Contact | Source::Shipping(_) => {
                    vec![format!("{}: {}", p.title, p.text)]
                }
            })
            .collect();
        let policies = b
            .policies
            .iter()
            .map(|p| {
                let headings: Vec<&str> = p
                    .body
                    .lines()
                    .filter_map(|l| l.strip_prefix('#'))
                    .map(|h| h.trim_start_matches('#').trim())
                    .collect();
                vec![format!("{} policy", p.title), format!("{}: {}", p.title, headings.join(", "))]
            })
            .collect();
        // Attributes as sentences about "it": the product's name is no part of what they mean
        // (questions are compared with the product's name taken out).
        let attributes = b
            .products
            .iter()
            .enumerate()
            .flat_map(|(i, product)| {
                product
                    .attributes
                    .iter()
                    .map(move |(key, value)| ((i, key.clone()), phrasing::clause(None, key, value)))
            })
            .collect();
        let texts = semantic::Texts { passages, policies, attributes };
        self.semantic = Some(semantic::Semantic::new(encoder, &texts)?);
        Ok(self)
    }

    /// The business.
    pub fn business(&self) -> &Business {
        &self.business
    }

    /// A product's fields as the engine reads them when answering about it: each attribute
    /// as a sentence, then each sentence of its description, with the name traces give the
    /// field (`mature_height`, `description:2`). `None` for an unknown product id.
    pub fn product_reading(&self, id: &str) -> Option<Vec<(String, String)>> {
        let product = self.business.products.iter().find(|p| p.id == id)?;
        Some(answerers::product_fields::fields_of(product).iter().map(|f| (f.name(), f.text())).collect())
    }

    /// The products a follow-up `query` could turn to from the product `base_id` in view, with
    /// the follow-up model's features ([`SIBLING_FEATURE_NAMES`]), read from the query's first
    /// question: what `concierge train-ranker` fits that model on. Empty for an unknown id.
    pub fn follow_up_candidates(&self, query: &str, base_id: &str) -> Vec<(String, Vec<f64>)> {
        let b = &*self.business;
        let (Some(base), Some(clause)) =
            (self.products.by_id(base_id), clauses(query).into_iter().find(|c| c.kind == ClauseKind::Question))
        else {
            return Vec::new();
        };
        ground::siblings::candidates(b, &self.products, base, &clause.naming_words(), &self.ranker.linker)
            .into_iter()
            .map(|c| (b.products[c.product].id.clone(), c.features))
            .collect()
    }

    /// The access policy for resources referenced in `ids`.
    pub fn policies(&self) -> &ResourcePolicies {
        &self.policies
    }

    /// Answers one question, continuing `previous` (pass the default for a new conversation).
    pub fn answer(&self, question: &Question<'_>, previous: &ConversationState) -> Answer {
        self.respond(question, previous, None, None).0
    }

    /// [`answer`](Self::answer), with the [`Trace`] of how it was reached: for evaluation and
    /// the people who operate the engine, never for a UCP response.
    pub fn answer_explained(&self, question: &Question<'_>, previous: &ConversationState) -> (Answer, Trace) {
        let mut trace = Trace::default();
        let (answer, _) = self.respond(question, previous, Some(&mut trace), None);
        (answer, trace)
    }

    /// [`answer`](Self::answer), with its trace when `explain`, and with `pack`, the
    /// [`EvidencePack`] a model may compose the answer from (built after authorization, from
    /// what this viewer may see).
    pub fn answer_with(
        &self,
        question: &Question<'_>,
        previous: &ConversationState,
        explain: bool,
        pack: Option<PackOptions>,
    ) -> Answered {
        let mut trace = explain.then(Trace::default);
        let (answer, pack) = self.respond(question, previous, trace.as_mut(), pack);
        Answered { answer, trace, pack }
    }

    fn respond(
        &self,
        question: &Question<'_>,
        previous: &ConversationState,
        mut trace: Option<&mut Trace>,
        pack: Option<PackOptions>,
    ) -> (Answer, Option<Result<EvidencePack, PackSkipped>>) {
        let b = &*self.business;
        // Authorization is per request: whatever the caller did with the retained state, only
        // what this viewer may use goes on.
        let previous = &previous.visible_to(question.viewer, b, &self.policies);
        let mut clauses = clauses(question.query);
        let all_words: Vec<String> = clauses.iter().flat_map(|c| c.words.clone()).collect();
        let lang = self.language(question, previous, &all_words);
        // A question in another language names products by English glosses of its words too
        // (the catalogue is in English); when the business has no content in that language,
        // the glosses also ask for its English texts (after the question's own words, so the
        // question keeps its form).
        if let Some(asked) = asked_language(question, &all_words) {
            let no_content_in_it = asked != lang.code() && lang == Lang::En;
            for clause in &mut clauses {
                clause.gloss = gloss::english(&clause.words);
                if no_content_in_it && !clause.gloss.is_empty() {
                    clause.text = format!("{} ({})", clause.text, clause.gloss.join(" "));
                    clause.words = gloss::in_english(&clause.words);
                }
            }
        }
        let p = lang.phrases();

        let mut turn = Turn::default();
        self.ground(question.ids, question.viewer, &mut turn, lang);
        if let Some(hint) = question.location_hint {
            turn.hint_locations = self.resolve_locations(hint);
        }

        let mut operations: Vec<OperationKind> = Vec::new();
        // The products a request to buy, add or reserve names ("Add the ClearDay 90 pack to my
        // basket"): what they cost and on what terms is said even when nothing else is asked.
        let mut requested: Vec<usize> = Vec::new();
        let mut refused_privacy = false;
        let mut answered_any = false;
        let mut unanswered = false;
        let mut low_confidence = false;
        let mut parts: Vec<String> = Vec::new();
        // A statement before a question is its context: "I have a wheat allergy. Can I eat
        // the trail mix?" asks about the trail mix *and* wheat.
        let mut context = Premise::default();
        // A statement after the last question is its context too: "Will the chair hold my dad?
        // He's about 130 kg."
        let statement =
            |c: &analyze::Clause| c.kind == ClauseKind::Question && !c.asked && !opens_as_question(&c.words);
        let trailing = (clauses.len() >= 2).then(|| clauses.len() - 1).filter(|&last| {
            statement(&clauses[last]) && clauses[last - 1].asked && clauses[last - 1].kind == ClauseKind::Question
        });
        for (n, clause) in clauses.iter().enumerate() {
            if trailing == Some(n) {
                continue;
            }
            if trailing == Some(n + 1) {
                context.add(&clauses[n + 1]);
            }
            let next_asks = clauses.get(n + 1).is_some_and(|c| c.asked && c.kind == ClauseKind::Question);
            // "Is the shop open over New Year — say 31 December?" opens with its question.
            if clause.kind == ClauseKind::Question && !clause.asked && next_asks && !opens_as_question(&clause.words) {
                context.add(clause);
                let mentioned = self.clause_mention(clause, previous, &turn);
                turn.note_stores(self.stores_named(&clause.words, &mentioned));
                if !mentioned.products.is_empty() && (mentioned.distinctive || turn.id_products.is_empty()) {
                    turn.query_products = mentioned.products.clone();
                }
                continue;
            }
            // Entities named anywhere in the query carry to its later clauses ("Reserve it at
            // the harbour store — what time do they close?").
            let mentioned = self.clause_mention(clause, previous, &turn);
            let named_stores = self.stores_named(&clause.words, &mentioned);
            turn.note_stores(named_stores.clone());
            // A shared noun ("this jacket") defers to the identifiers sent with the question.
            if !mentioned.products.is_empty() && (mentioned.distinctive || turn.id_products.is_empty()) {
                turn.query_products = mentioned.products.clone();
            }
            turn.named_in_passing.extend(mentioned.also.iter().copied());
            match clause.kind {
                ClauseKind::Operation(kind) => {
                    if !operations.contains(&kind) {
                        operations.push(kind);
                    }
                    // Named clearly ("a tent" names no one product).
                    if matches!(kind, OperationKind::Cart | OperationKind::Purchase | OperationKind::Reservation)
                        && mentioned.distinctive
                    {
                        for &i in &mentioned.products {
                            if !requested.contains(&i) {
                                requested.push(i);
                            }
                        }
                    }
                    // What the request names is what the question after it is about ("Book me
                    // a brow lamination at the harbour store — how much will it be?").
                    context.add(clause);
                }
                ClauseKind::Injection | ClauseKind::Filler => {}
                ClauseKind::OtherCustomers => refused_privacy = true,
                ClauseKind::Question => {
                    let before = (turn.sources.len(), turn.used_products.len(), turn.used_locations.len());
                    turn.text_trace = TextTrace::default();
                    turn.typed_verdict = false;
                    let reply = self.answer_clause(
                        clause,
                        &context,
                        &mentioned,
                        &named_stores,
                        &mut turn,
                        previous,
                        question,
                        lang,
                    );
                    // Store answers give their own verdicts (hours, amenities); text and product
                    // answers get the one their sentence gives.
                    let by_store = turn.used_locations.len() > before.2
                        && turn.sources.len() == before.0
                        && turn.used_products.len() == before.1;
                    let own_verdict = by_store || turn.typed_verdict;
                    // A product answer's topic is what the clause asked of the product ("What's
                    // the output of the 10,000 mAh bank?" — output), for "And the bigger one?".
                    let by_products = reply.is_some()
                        && turn.sources.len() == before.0
                        && turn.used_products.len() > before.1
                        && turn.used_locations.len() == before.2;
                    if by_products {
                        let names = self.names_of(&turn.used_products[before.1..], &[]);
                        let asked: Vec<String> = clause
                            .words
                            .iter()
                            .filter(|w| !is_stop(w))
                            .map(|w| analyze::stem(w))
                            .filter(|s| !names.contains(s))
                            .collect();
                        if !asked.is_empty() {
                            turn.topic = asked;
                        }
                    }
                    // The verdict reads the question's English glosses too ("gato" — "cats").
                    let asked = clause.naming_words();
                    let names = if verdict::is_yes_no(&asked) {
                        self.names_of(&turn.used_products[before.1..], &turn.used_locations[before.2..])
                    } else {
                        Vec::new()
                    };
                    let mut verdict_read = None;
                    let reply = reply.map(|text| {
                        if own_verdict {
                            return text;
                        }
                        // Its quantities include the premise's ("My order is $120. Is shipping free?").
                        let asked_text = context.before(&clause.text);
                        let (text, read) = with_verdict(&asked, &asked_text, text, lang, &names, &self.ranker);
                        verdict_read = read;
                        text
                    });
                    if reply.is_none() {
                        let named = self.named_by_candidates(&turn.text_trace);
                        turn.named_in_passing.extend(named);
                    }
                    if let Some(trace) = trace.as_deref_mut() {
                        let mut clause_trace =
                            self.clause_trace(clause, &turn, previous, before, reply.is_some(), by_store);
                        clause_trace.verdict = verdict_read;
                        trace.clauses.push(clause_trace);
                    }
                    context.clear();
                    if reply.is_some() && turn.text_trace.confidence.is_some_and(|c| c < LOW_CONFIDENCE) {
                        low_confidence = true;
                    }
                    match reply {
                        Some(text) => {
                            answered_any = true;
                            if let Some(text) = without_repeats(&text, &parts) {
                                parts.push(text);
                            }
                        }
                        None => unanswered = true,
                    }
                }
            }
        }
        // A request for a product and nothing else ("Order the dryer in rose gold for me"):
        // what the buyer needs to do it themselves — whether it comes as asked, and its price.
        if !answered_any && !turn.query_products.is_empty() {
            for clause in clauses.iter().filter(|c| {
                matches!(
                    c.kind,
                    ClauseKind::Operation(OperationKind::Purchase | OperationKind::Cart | OperationKind::Reservation)
                )
            }) {
                let mut asked = clause.clone();
                asked.kind = ClauseKind::Question;
                asked.words.push("price".to_owned());
                let mentioned = self.products.mentioned(b, &asked.naming_words(), &self.ranker.linker);
                let named_stores = self.stores_named(&asked.words, &mentioned);
                if let Some(text) = self.answer_clause(
                    &asked,
                    &Premise::default(),
                    &mentioned,
                    &named_stores,
                    &mut turn,
                    previous,
                    question,
                    lang,
                ) {
                    answered_any = true;
                    parts.push(text);
                    break;
                }
            }
        }
        // An order or return request: say what the policy is, when it covers it.
        let member = self.membership(question.viewer);
        requested.retain(|i| !turn.used_products.contains(i));
        for &i in &requested {
            parts.push(products::terms_in_brief(b, i, member, lang));
            turn.use_product(i);
            answered_any = true;
        }
        if !answered_any && !operations.is_empty() {
            for clause in clauses
                .iter()
                .filter(|c| matches!(c.kind, ClauseKind::Operation(OperationKind::Order | OperationKind::Return)))
            {
                if let Some(found) = self.text_answer(
                    &query_terms(&clause.words),
                    &clause.text,
                    lang,
                    Scope::PoliciesAndFaq,
                    &[],
                    &mut turn.text_trace,
                ) {
                    parts.push(found.text.clone());
                    turn.use_text(&found);
                }
            }
        }

        // Greetings, thanks and goodbyes alone ("hi", "merci !"): a reply in kind, in the
        // buyer's language, saying what this business can be asked about. It answers them.
        let social = (parts.is_empty()
            && operations.is_empty()
            && !refused_privacy
            && !clauses.is_empty()
            && clauses.iter().all(|c| c.kind == ClauseKind::Filler))
        .then(|| analyze::social(&all_words))
        .flatten()
        .map(|(kind, said_in)| {
            let reply_in = question.language.and_then(Lang::from_tag).or(said_in).or(previous.language).unwrap_or(lang);
            self.social_reply(kind, reply_in, &mut turn)
        });

        // What the answer opens with whatever else it says: one not-performed sentence per
        // operation asked for, then the privacy refusal.
        let not_performed: Vec<String> = operations.iter().map(|k| (p.not_performed)(*k).0.to_owned()).collect();
        let mut lead = not_performed.clone();
        if refused_privacy {
            lead.push(p.privacy.to_owned());
        }
        let mut plain = lead.clone();
        plain.extend(parts.iter().cloned());
        let outcome = if let Some(reply) = &social {
            plain.push(reply.clone());
            Outcome::Answered
        } else if parts.is_empty() && operations.is_empty() && !refused_privacy {
            plain.push(fill(p.cant_answer, &[&b.name]));
            Outcome::CantAnswer
        } else {
            if parts.is_empty() && !operations.is_empty() {
                plain.push(p.read_only.to_owned());
            }
            Outcome::Answered
        };
        // Asked in a language the business has no content in: say which one the answer is in.
        let mut tail: Vec<String> = Vec::new();
        if let Some(asked) = asked_language(question, &all_words)
            && asked != lang.code()
            && outcome == Outcome::Answered
            && social.is_none()
        {
            plain.push(p.answered_in.to_owned());
            tail.push(p.answered_in.to_owned());
        }
        let plain = plain.join(" ");
        debug_assert!(!claims_success(&plain), "an answer must never claim an operation: {plain}");
        // Notices follow every product the answer's own sentences name ("Fuel canisters, the
        // Stove + Fuel Combo and bear spray are sold in store only").
        turn.named_in_answer = self.products_named_in(&parts);

        let links = self.links(&turn);
        let pack = pack.map(|options| {
            let protected = turn.personal
                || !turn.held.is_empty()
                || !turn.private_products.is_empty()
                || !turn.id_orders.is_empty()
                || !turn.id_carts.is_empty();
            if social.is_some() || parts.is_empty() {
                Err(if outcome == Outcome::CantAnswer {
                    PackSkipped::CantAnswer
                } else {
                    PackSkipped::NothingToCompose
                })
            } else if protected && !options.send_protected_data {
                Err(PackSkipped::ProtectedData)
            } else {
                let asked = if options.send_protected_data {
                    question.query.to_owned()
                } else {
                    compose::model::redact(question.query, &protected_identifiers(b))
                };
                Ok(EvidencePack::build(compose::model::PackParts {
                    question: asked,
                    language: lang,
                    business: b.name.clone(),
                    parts: parts.clone(),
                    records: self.pack_records(&turn),
                    operations: not_performed,
                    lead,
                    tail,
                    cant_answer: fill(p.cant_answer, &[&b.name]),
                    link_urls: links.iter().map(|l| l.url.clone()).collect(),
                }))
            }
        });
        let mut messages = turn.messages.clone();
        let needs_scope = (!turn.needs.is_empty() && !question.viewer.personalised()).then_some(ASK_READ_SCOPE);
        if needs_scope.is_some() {
            messages.push(Message::Error {
                code: "insufficient_scope".into(),
                content: account::scope_message(&turn.needs),
                severity: concierge_core::error::Severity::RequiresBuyerReview,
                path: None,
            });
        }
        for kind in &operations {
            messages.push(Message::info("operation_not_performed", (p.not_performed)(*kind).1));
        }
        // A follow-up that leans on the one product in view and names none ("Can I mail it
        // back?", "Which vintages?") is still about it, whatever answered: its notices go too.
        if turn.about_products().is_empty()
            && turn.used_locations.is_empty()
            && turn.held.is_empty()
            && is_elliptical(&all_words)
            && let Some(i) = self.in_view_product(previous, &turn)
        {
            turn.named_in_passing.push(i);
        }
        // An order or cart the answer used is about the items the question names ("my cot
        // order"): their notices go with it.
        let mut disclosed = turn.about_products();
        let asked: Vec<String> =
            words(question.query).iter().filter(|w| !is_stop(w)).map(|w| analyze::stem(w)).collect();
        for r in &turn.held {
            for i in account::held_items(b, r) {
                let named = self.products.title_stems(i).iter().any(|t| asked.contains(t));
                if named && !disclosed.contains(&i) {
                    disclosed.push(i);
                }
            }
        }
        for &i in &disclosed {
            for notice in &b.products[i].notices {
                // Products of one family often carry the same notice: it is said once.
                let said = messages.iter().any(|m| {
                    matches!(m, Message::Warning { code, content, .. } if *code == notice.code && *content == notice.text)
                });
                if said {
                    continue;
                }
                messages.push(Message::Warning {
                    code: notice.code.clone(),
                    content: notice.text.clone(),
                    path: None,
                    presentation: Some("disclosure"),
                    url: notice.url.clone(),
                });
            }
        }
        if let Some(trace) = trace {
            trace.language = lang.code().to_owned();
        }
        let markdown = markdown(&plain, &links);
        let state = ConversationState {
            language: Some(lang),
            products: if turn.used_products.is_empty() {
                previous.products.clone()
            } else {
                turn.used_products
                    .iter()
                    .filter(|i| !turn.private_products.contains(i))
                    .map(|&i| b.products[i].id.clone())
                    .collect()
            },
            locations: if turn.used_locations.is_empty() {
                previous.locations.clone()
            } else {
                turn.used_locations.iter().map(|&i| b.locations[i].id.to_string()).collect()
            },
            topic: if turn.topic.is_empty() { previous.topic.clone() } else { turn.topic.clone() },
            turns: previous.turns + 1,
            resources: if turn.held.is_empty() { previous.resources.clone() } else { turn.held.clone() },
        };
        let answer = Answer {
            plain,
            markdown,
            links,
            messages,
            state,
            outcome,
            unanswered: unanswered || turn.partial || outcome == Outcome::CantAnswer,
            low_confidence,
            needs_scope,
        };
        (answer, pack)
    }

    /// The reply to a greeting, thanks or goodbye in `lang`: what this business can be asked
    /// about, from what it has (products, open stores, its policies), linking the shipping and
    /// returns policies it names.
    /// The trace of one answered (or unanswered) clause: what it was about, the route that
    /// answered, and the text candidates considered.
    fn clause_trace(
        &self,
        clause: &analyze::Clause,
        turn: &Turn,
        previous: &ConversationState,
        before: (usize, usize, usize),
        answered: bool,
        by_store: bool,
    ) -> ClauseTrace {
        let b = &*self.business;
        let follow_up = match self.in_view_product(previous, turn) {
            Some(base) => {
                let (linker, model) = (&self.ranker.linker, &self.ranker.siblings);
                ground::siblings::candidates(b, &self.products, base, &clause.naming_words(), linker)
                    .into_iter()
                    .map(|c| trace::Link {
                        product: b.products[c.product].id.clone(),
                        score: model.probability(&c.features),
                        features: c.features,
                    })
                    .collect()
            }
            None => Vec::new(),
        };
        let text = &turn.text_trace;
        let route = if !answered {
            "none"
        } else if text.in_brief {
            "policy in brief"
        } else if text.chosen && turn.sources.len() > before.0 {
            "text"
        } else if by_store {
            "stores"
        } else if turn.used_products.len() > before.1 {
            "products"
        } else {
            "account"
        };
        let passages = self.index.passages();
        ClauseTrace {
            text: clause.text.clone(),
            products: turn.used_products[before.1..].iter().map(|&i| b.products[i].id.clone()).collect(),
            locations: turn.used_locations[before.2..].iter().map(|&i| b.locations[i].id.to_string()).collect(),
            route,
            links: self
                .products
                .link_candidates(b, &clause.naming_words())
                .into_iter()
                .map(|l| trace::Link {
                    product: b.products[l.product].id.clone(),
                    score: self.ranker.linker.probability(&l.features),
                    features: l.features,
                })
                .collect(),
            follow_up,
            candidates: {
                let mut all: Vec<trace::Candidate> = text
                    .scored
                    .iter()
                    .map(|c| {
                        let p = &passages[c.passage];
                        let source = match p.source {
                            Source::Policy(i) => format!("policy:{}", b.policies[i].title),
                            Source::Faq(i) => format!("faq:{}", b.faq[i].id),
                            Source::Product(i) => format!("product:{}", b.products[i].id),
                            Source::Contact => "contact".to_owned(),
                            Source::Shipping(i) => format!("shipping:{}", b.shipping_rates[i].service),
                        };
                        trace::Candidate { source, text: p.text.clone(), features: c.features, score: c.score }
                    })
                    .collect();
                if let Some(reply) = &text.reply {
                    let ids: Vec<&str> = reply.products.iter().map(|&i| b.products[i].id.as_str()).collect();
                    all.push(trace::Candidate {
                        source: format!("{}{}", trace::PRODUCT_ANSWER, ids.join(",")),
                        text: reply.text.clone(),
                        features: reply.features,
                        score: reply.score,
                    });
                    all.sort_by(|x, y| y.score.total_cmp(&x.score));
                }
                all
            },
            chosen: text.chosen || text.reply_chosen,
            abstained: text.abstained.map(str::to_owned),
            verdict: None,
            fields: text.fields.clone(),
        }
    }

    /// The membership tier of the signed-in buyer asking, if they have one (their prices
    /// include its member prices).
    fn membership(&self, viewer: &Viewer) -> Option<&str> {
        viewer.personalised_buyer().and_then(|id| self.business.buyer(id)).and_then(|b| b.membership.as_deref())
    }

    /// The products the sentences of an answer name by their whole titles
    /// ([`ProductBook::named_in_full`](answerers::products::ProductBook::named_in_full)).
    fn products_named_in(&self, parts: &[String]) -> Vec<usize> {
        let mut out: Vec<usize> = Vec::new();
        for sentence in parts.iter().flat_map(|part| retrieval::sentences(part)) {
            for i in self.products.named_in_full(&analyze::words(&sentence)) {
                if !out.contains(&i) {
                    out.push(i);
                }
            }
        }
        out
    }

    /// When a clause went unanswered: the products whose descriptions were among the ranker's
    /// three best candidates and whose titles share a word the buyer used ("the heat settings
    /// on the Glide" against two products called Glide).
    fn named_by_candidates(&self, text: &TextTrace) -> Vec<usize> {
        let passages = self.index.passages();
        let named = FEATURE_NAMES.iter().position(|n| *n == "description_named").expect("a known feature");
        text.scored
            .iter()
            .take(3)
            .filter(|c| c.features.values()[named] > 0.0)
            .filter_map(|c| match passages[c.passage].source {
                Source::Product(i) => Some(i),
                _ => None,
            })
            .collect()
    }

    fn social_reply(&self, kind: analyze::Social, lang: Lang, turn: &mut Turn) -> String {
        let b = &*self.business;
        let t = lang.phrases().social;
        let mut subjects: Vec<&str> = Vec::new();
        if !b.products.is_empty() {
            subjects.push(t.products);
        }
        let open = self.stores.exposed.iter().filter(|&i| b.locations[i].status == LocationStatus::Active).count();
        if open > 0 {
            subjects.push(lang.form(open, t.stores));
        }
        // A policy of a kind, in the reply's language when the business has it in that one.
        let policy = |kind: &str| {
            let of_kind = || b.policies.iter().enumerate().filter(move |(_, p)| p.kind == kind);
            of_kind()
                .find(|(_, p)| Lang::from_tag(&p.language) == Some(lang))
                .or_else(|| of_kind().next())
                .map(|(i, _)| i)
        };
        let mut named = 0;
        for (kind, subject) in [("shipping_policy", t.shipping), ("refund_policy", t.returns)] {
            if let Some(i) = policy(kind) {
                subjects.push(subject);
                turn.sources.push(Source::Policy(i));
                named += 1;
            }
        }
        let kinds: std::collections::BTreeSet<&str> = b.policies.iter().map(|p| p.kind.as_str()).collect();
        if kinds.len() > named {
            subjects.push(if named > 0 { t.other_policies } else { t.policies });
        }
        let list = match subjects.as_slice() {
            [] => b.name.clone(),
            [one] => (*one).to_owned(),
            [rest @ .., last] => format!("{}{}{last}", rest.join(", "), lang.phrases().account.and),
        };
        let template = match kind {
            analyze::Social::Greeting => t.greeting,
            analyze::Social::Thanks => t.thanks,
            analyze::Social::Farewell => t.farewell,
        };
        fill(template, &[&list])
    }

    fn language(&self, q: &Question<'_>, previous: &ConversationState, all: &[String]) -> Lang {
        let offered = |l: Lang| self.business.languages.iter().any(|t| Lang::from_tag(t) == Some(l));
        if let Some(l) = q.language.and_then(Lang::from_tag).filter(|l| offered(*l)) {
            return l;
        }
        if let Some(l) = Lang::guess(all, q.query).filter(|l| offered(*l)) {
            return l;
        }
        if Lang::reads_as_english(all) && offered(Lang::En) {
            return Lang::En;
        }
        if let Some(l) = previous.language.filter(|l| offered(*l)) {
            return l;
        }
        self.business.languages.first().and_then(|t| Lang::from_tag(t)).unwrap_or(Lang::En)
    }

    #[allow(clippy::too_many_arguments)]
    fn answer_clause(
        &self,
        clause: &analyze::Clause,
        context: &Premise,
        mentioned: &Mention,
        named_stores: &[usize],
        turn: &mut Turn,
        previous: &ConversationState,
        q: &Question<'_>,
        lang: Lang,
    ) -> Option<String> {
        let b = &*self.business;
        // Personal data first: "Where is my order?" is not a question about a store's address.
        if let Some(reply) = self.account_clause(clause, mentioned, turn, previous, q, lang) {
            return reply;
        }
        let member = self.membership(q.viewer);
        let mut stores = named_stores.to_vec();
        // A store named in an earlier clause of the query is in view unless this clause names a
        // product ("…to collect from the harbour store. What does the cake cost?").
        if stores.is_empty() && mentioned.products.is_empty() {
            stores = turn.query_locations.clone();
        }
        // "Who delivers to 94110?": the stores whose service areas cover it, by how they serve it
        // (local delivery, shipping from the store), as Location's `serves` decides.
        if locations::asks_service(&clause.words)
            && let Some(code) = locations::asked_postal_code(&clause.words)
        {
            let named = if stores.is_empty() { turn.id_locations.clone() } else { stores.clone() };
            if let Some(served) = self.stores.serving(b, &code, &named) {
                let yes_no = verdict::is_yes_no(&clause.words);
                let (text, used) = self.stores.serving_sentence(b, &code, &served, &named, yes_no, lang);
                for i in used.into_iter().chain(named) {
                    turn.use_location(i);
                }
                return Some(text);
            }
        }
        // "Which of your stores delivers to Invercargill?": a place the gazetteer knows (of
        // several of its name, the one nearest to a store), when a store serves it
        // and the clause asks which store does or of a store ("Does the Nelson showroom…"):
        // "How much is delivery to Auckland?" asks the delivery policy, not the stores' areas,
        // though "Auckland" names the stores there.
        let asks_for_store = clause
            .words
            .iter()
            .any(|w| w == "who" || answerers::nearest::STORE_NOUNS.contains(&analyze::fold(w).as_str()));
        if asks_for_store
            && locations::asks_service(&clause.words)
            && let Some(found) = self.stores.place_named(b, &clause.words)
            && let Some((meant, _, _)) = self.stores.place_meant(b, &found)
        {
            // Stores named by the place's own words ("Oakland") are not asked about.
            let rest: Vec<String> = clause
                .words
                .iter()
                .enumerate()
                .filter(|(k, _)| !(found.start..found.start + found.len).contains(k))
                .map(|(_, w)| w.clone())
                .collect();
            let named_here = self.stores_named(&rest, mentioned);
            let named = if named_here.is_empty() { turn.id_locations.clone() } else { named_here };
            let place = concierge_places::Gazetteer::world().place(meant);
            if let Some(served) = self.stores.serving_place(b, place, &named) {
                let yes_no = verdict::is_yes_no(&clause.words);
                let served = [served];
                let (text, used) = self.stores.serving_sentence(b, place.name(), &served, &named, yes_no, lang);
                for i in used.into_iter().chain(named) {
                    turn.use_location(i);
                }
                return Some(text);
            }
        }
        // "Which of your stores is closest to Kingston, Ontario?"
        // The place may be in an earlier sentence ("I live in Box Hill. Which is nearest?").
        let naming: Vec<String> = clause.words.iter().chain(&analyze::words(q.query)).cloned().collect();
        if answerers::nearest::asks_nearest(&clause.words)
            && let Some(nearest) = self.stores.nearest_to_place(b, &naming, lang)
        {
            turn.use_location(nearest.store);
            // "…and is it open?": what else the clause asks of that store.
            // (The sentence gives its address already.)
            let mut topics = self.stores.topics(&clause.words, true);
            topics.retain(|t| *t != StoreTopic::Address);
            let more = self.stores.answer(b, &[nearest.store], &clause.words, &topics, q.now, lang);
            return Some(std::iter::once(nearest.text).chain(more).collect::<Vec<_>>().join(" "));
        }
        let mut topics = self.stores.topics(&clause.words, !stores.is_empty() || !turn.id_locations.is_empty());
        // "What about Sunday?" after a question about a store's hours.
        if topics.is_empty() && is_elliptical(&clause.words) && !previous.locations.is_empty() {
            topics = previous.topic.iter().filter_map(|t| StoreTopic::from_marker(t)).collect();
        }
        let elliptical = is_elliptical(&clause.words);
        let mut terms = query_terms(&clause.words);
        // The topic is the earlier clause's ("Do you have a loyalty program? How does it
        // work?"), or else the previous turn's.
        let topic = if !turn.topic.is_empty() && !turn.topic.iter().any(|t| t.starts_with('#')) {
            &turn.topic
        } else {
            &previous.topic
        };
        if elliptical && !topic.is_empty() {
            terms = with_topic(terms, topic);
        }
        terms = retrieval::with_context(terms, &context.words);
        retrieval::demote(&mut terms, &self.brand);
        // Product questions read the context too (the allergy stated before the question), and
        // a follow-up turning to another product with nothing of its own to ask ("And the
        // bigger one?") asks what was asked of the one before.
        let carried: &[String] = if mentioned.turned && elliptical { &previous.topic } else { &[] };
        let product_words: Vec<String> = clause
            .naming_words()
            .into_iter()
            .chain(context.words.iter().cloned())
            .chain(carried.iter().filter(|t| !t.starts_with('#')).cloned())
            .collect();
        let asked_text = context.before(&clause.text);
        let policy_question = terms.iter().any(|t| t.weight >= 0.5 && self.vocabulary.policy_words.contains(&t.stem));

        // Stock: where a product is available ("Is the tent in stock at LoDo?").
        let in_view: Vec<usize> = if !mentioned.products.is_empty() {
            mentioned.products.clone()
        } else if !turn.id_products.is_empty() {
            turn.id_products.clone()
        } else {
            // "Put a red one aside for me at the harbour store. How many have they got?"
            turn.query_products.clone()
        };
        let stores_named = !stores.is_empty() || !turn.id_locations.is_empty();
        // Whether it can be ordered online, when the business says and no store is named; then
        // the stores that have it, if any do.
        if in_view.len() == 1
            && !stores_named
            && products::asks_online_stock(&clause.words)
            && let Some(online) = products::online_stock(&b.products[in_view[0]], &product_words, lang)
        {
            let mut text = online;
            if locations::asks_stock(&clause.words, false) {
                let (in_stores, named) = self.stores.stock(b, in_view[0], &[], &product_words, lang);
                if !named.is_empty() {
                    text = format!("{text} {in_stores}");
                }
                for s in named {
                    turn.use_location(s);
                }
            }
            turn.use_product(in_view[0]);
            turn.typed_verdict = true;
            return Some(text);
        }
        if in_view.len() == 1 && locations::asks_stock(&clause.words, stores_named) {
            let at = if stores.is_empty() { turn.id_locations.clone() } else { stores.clone() };
            let (text, named) = self.stores.stock(b, in_view[0], &at, &product_words, lang);
            turn.use_product(in_view[0]);
            for s in named {
                turn.use_location(s);
            }
            return Some(text);
        }

        // Store questions: hours, address, phone, amenities — unless a product is in view and
        // no store is ("how many hours does the battery last?" about a headlamp).
        let product_in_view = !mentioned.products.is_empty() || !turn.id_products.is_empty();
        let store_in_view = !stores.is_empty() || !turn.id_locations.is_empty();
        let about_a_store = store_in_view || !product_in_view;
        if !topics.is_empty()
            && about_a_store
            && !(policy_question
                && mentioned.products.is_empty()
                && stores.is_empty()
                && !topics.contains(&StoreTopic::Hours))
        {
            if stores.is_empty() {
                stores = turn.context_locations(&self.previous_locations(previous));
            }
            if stores.len() > 3 {
                stores.clear();
            }
            if stores.is_empty() && mentioned.products.is_empty() {
                if turn.unresolved_ids && is_deictic(&clause.words) {
                    // "Is this store open?" about an identifier that matched nothing.
                    return None;
                }
                // "Which stores have parking?": the stores that list it.
                if topics == [StoreTopic::Amenity] {
                    let offering = self.stores.offering(b, &clause.words);
                    if offering.is_empty() {
                        return None;
                    }
                    let listed: Vec<String> = offering
                        .iter()
                        .map(|(i, labels)| format!("{} ({})", b.locations[*i].name, labels.join(", ")))
                        .collect();
                    for (i, _) in &offering {
                        turn.use_location(*i);
                    }
                    let lead = if verdict::is_yes_no(&clause.words) {
                        format!("{} — ", lang.phrases().yes)
                    } else {
                        String::new()
                    };
                    return Some(format!(
                        "{lead}{}: {}.",
                        lang.phrases().stores_offering,
                        products::join_list(&listed)
                    ));
                }
                // "Which of your stores are open now?": each active store weighed.
                if topics.contains(&StoreTopic::Hours)
                    && let Some((text, open)) = self.stores.open_across(b, &clause.words, q.now, lang)
                {
                    for i in open {
                        turn.use_location(i);
                    }
                    return Some(text);
                }
                if topics.contains(&StoreTopic::Hours) || topics.contains(&StoreTopic::Address) {
                    let active: Vec<usize> = self
                        .stores
                        .exposed
                        .iter()
                        .filter(|&i| b.locations[i].status == LocationStatus::Active)
                        .collect();
                    let names = self.stores.names(b, &active, lang);
                    // "Do you have a store in Queenstown?" when no store is named by it: the
                    // nearest one when the gazetteer knows the place, else the stores there are.
                    if answerers::locations::asks_existence_in(&clause.words) {
                        let p = lang.phrases();
                        if let Some(nearest) = self.stores.nearest_to_place(b, &clause.words, lang) {
                            turn.use_location(nearest.store);
                            let lead = if nearest.in_place { p.yes } else { p.no };
                            return Some(format!(
                                "{lead} — {}",
                                compose::assemble::lowercase_function_word(&nearest.text)
                            ));
                        }
                        return Some(format!("{} — {}", p.no, fill(p.store.none_there, &[&names])));
                    }
                    let which = fill(lang.phrases().which_store, &[&names]);
                    return Some(fill(lang.phrases().store.stores_differ, &[&which]));
                }
            } else if !stores.is_empty() {
                // The day may be in the premise: "I'm in Lille on Tuesday 12 January. Will your
                // shop there be open?"
                let store_words: Vec<String> = clause.words.iter().chain(&context.words).cloned().collect();
                let sentences = self.stores.answer(b, &stores, &store_words, &topics, q.now, lang);
                if sentences
                    .iter()
                    .any(|s| s.contains(lang.phrases().hours_unknown.split("{}").next().unwrap_or("\u{0}")))
                {
                    turn.partial = true;
                }
                if !sentences.is_empty() {
                    for s in &stores {
                        turn.use_location(*s);
                    }
                    turn.topic = topics.iter().map(|t| t.marker().to_owned()).collect();
                    return Some(sentences.join(" "));
                }
            }
        }

        // "What's your cheapest sparkling wine?": of the products the words describe.
        if turn.id_products.is_empty()
            && let Some(end) = answerers::price_ends::asked_end(&clause.words)
            && let Some(found) = self.products.at_price_end(b, &clause.words, end, lang)
        {
            turn.use_product(found.product);
            return Some(found.text);
        }
        // Product questions. Identifiers win over a shared noun ("this jacket").
        let mut products: Vec<usize> = mentioned.products.clone();
        if !turn.id_products.is_empty() && !mentioned.distinctive {
            products = turn.id_products.clone();
        }
        let mut from_conversation = false;
        if products.is_empty() && (!policy_question || elliptical) {
            let earlier = self.previous_products(previous, turn);
            products = turn.context_products(&earlier);
            from_conversation = !products.is_empty();
        }
        if products.is_empty() && turn.unresolved_ids && is_deictic(&clause.words) {
            // "Is this waterproof?" about an identifier that matched nothing: nothing to go on.
            return None;
        }
        // The terms it is sold on: final sale, in stores only.
        if !products.is_empty()
            && products.len() <= 3
            && let Some(text) = products::sale_terms(b, &products, &clause.words, self.products.marks_sales(), lang)
        {
            for &i in &products {
                turn.use_product(i);
            }
            return Some(text);
        }
        let product_reply = (!products.is_empty() && products.len() <= 3)
            .then(|| {
                let cosines = self.attribute_cosines(&products, &clause.text);
                let reading = answerers::product_fields::FieldReading {
                    lexicon: &self.ranker.attribute_words,
                    model: self.ranker.fields(self.semantic.is_some()),
                    cosines: &cosines,
                };
                if member.is_some()
                    && products.iter().any(|&i| !answerers::products::member_prices(&b.products[i]).is_empty())
                {
                    turn.personal = true;
                }
                let mut reply = self.products.answer(b, &products, &product_words, &asked_text, member, &reading);
                turn.text_trace.fields = std::mem::take(&mut reply.fields);
                reply
            })
            .filter(|r| !r.sentences.is_empty());
        // Policies and FAQ (and, for product questions with no product in view, descriptions),
        // then the product answer scored beside them: the learned ranker decides which answers.
        let scope = if policy_question || !products.is_empty() { Scope::PoliciesAndFaq } else { Scope::All };
        let found = self.text_answer(&terms, &clause.text, lang, scope, &products, &mut turn.text_trace);
        let procedural = is_procedural(&clause.words);
        // "How long does it take to charge?" about the product the conversation is on, or "And
        // the bigger one?" turning from it to another: its typed answer, not a passage that
        // shares a word. (The ranker learns from first turns, where no product is in view.)
        if let Some(reply) = &product_reply
            && ((from_conversation && is_deictic(&clause.words)) || mentioned.turned)
            && reply.specific
            && !reply.listing_only
            && !(policy_question && reply.unknown)
            && !procedural
        {
            return Some(turn.use_products(reply));
        }
        if let Some(reply) = &product_reply {
            let view = answerers::text::ProductReplyView {
                sentences: &reply.sentences,
                products: &reply.products,
                specific: reply.specific && !reply.listing_only,
                unknown: reply.unknown,
                distinctive: mentioned.distinctive || !turn.id_products.is_empty(),
                policy_question,
                procedural,
            };
            let scored = self.score_reply(&view, &terms, &clause.text);
            let best_passage = match &found {
                Some(_) => turn.text_trace.scored.first().map_or(0.0, |c| c.score),
                None => 0.0,
            };
            let threshold = self.ranker.weights(self.semantic.is_some()).threshold;
            let wins = scored.score >= threshold && scored.score >= best_passage;
            turn.text_trace.reply = Some(scored);
            if wins {
                turn.text_trace.reply_chosen = true;
                turn.text_trace.chosen = false;
                return Some(turn.use_products(reply));
            }
        }
        if let Some(found) = found {
            // "Is it waterproof?" with no product in view: some product's description would
            // answer for a product nobody named.
            if matches!(found.source, Source::Product(_)) && products.is_empty() && is_deictic(&clause.words) {
                return None;
            }
            turn.use_text(&found);
            turn.topic = terms.iter().filter(|t| t.weight >= 0.7).map(|t| t.stem.clone()).collect();
            return Some(found.text);
        }
        match product_reply {
            // "I don't know that about the X" only when the X was clearly meant: named, sent
            // as an identifier, or pointed at in a follow-up ("would it be OK for my husky?").
            Some(reply) if reply.unknown => {
                let pointed_at = mentioned.products.is_empty() && is_deictic(&clause.words);
                (mentioned.distinctive || !turn.id_products.is_empty() || pointed_at).then(|| turn.use_products(&reply))
            }
            // A description does not answer a policy question.
            Some(_) if policy_question => None,
            Some(reply) => Some(turn.use_products(&reply)),
            None => None,
        }
    }

    /// The stores a clause names. Words of a product it names clearly name the product, not a
    /// store that shares them ("the Marais wrap dress" is no question about the Marais shop).
    /// When the product is named only by words it shares with the store ("the Mile End shop"
    /// against a "Mile End Crewneck"), the store is meant.
    fn stores_named(&self, words: &[String], mentioned: &Mention) -> Vec<usize> {
        let b = &*self.business;
        let stores = self.stores.mentioned(b, words);
        if stores.is_empty() || !mentioned.distinctive || mentioned.products.is_empty() {
            return stores;
        }
        let titles: Vec<String> =
            mentioned.products.iter().flat_map(|&i| analyze::words(&b.products[i].title)).collect();
        let store_names: Vec<String> = stores.iter().flat_map(|&i| analyze::words(&b.locations[i].name)).collect();
        let own = words.iter().any(|w| titles.contains(w) && !store_names.contains(w) && !is_stop(w));
        if !own {
            return stores;
        }
        let rest: Vec<String> = words.iter().filter(|w| !titles.contains(w)).cloned().collect();
        self.stores.mentioned(b, &rest)
    }

    /// The stems of the names of these products and stores, and of the business.
    fn names_of(&self, products: &[usize], locations: &[usize]) -> Vec<String> {
        let b = &*self.business;
        let titles = products.iter().map(|&i| b.products[i].title.as_str());
        let stores = locations.iter().map(|&i| &*b.locations[i].name);
        titles
            .chain(stores)
            .chain(std::iter::once(b.name.as_str()))
            .flat_map(words)
            .filter(|w| !is_stop(w))
            .map(|w| analyze::stem(&w))
            .collect()
    }

    /// Per product, how close in meaning each of its attributes is to the question without the
    /// product's name ("what temperature do I serve it at?" — `serving_temperature_c`): a
    /// feature of the field model. Empty without a model.
    fn attribute_cosines(&self, products: &[usize], query: &str) -> Vec<(usize, BTreeMap<&str, f32>)> {
        let Some(semantic) = &self.semantic else { return Vec::new() };
        // The question and the question without each product's name, encoded in one call (the
        // text answer that may follow finds the question's vector ready).
        let rests: Vec<String> = products.iter().map(|&i| self.products.without_title(i, query)).collect();
        let texts: Vec<&str> = std::iter::once(query).chain(rests.iter().map(String::as_str)).collect();
        semantic.prime(&texts);
        products
            .iter()
            .zip(&rests)
            .filter_map(|(&i, rest)| {
                let q = semantic.encode_query(rest)?;
                Some((i, semantic.attributes_of(i, &q)))
            })
            .collect()
    }

    /// The products a clause names: another than the one in view when the follow-up model
    /// finds the clause turns to one ("And the kids' version?"), else the linker's.
    fn clause_mention(&self, clause: &analyze::Clause, previous: &ConversationState, turn: &Turn) -> Mention {
        let b = &*self.business;
        let words = clause.naming_words();
        let mentioned = self.products.mentioned(b, &words, &self.ranker.linker);
        // "Does it come with seat pads?" about the dining set in view: what "it" points at is
        // asked about; the product named after "with" is what it may hold (its notices go too).
        if asks_what_it_holds(&clause.words)
            && let Some(base) = self.in_view_product(previous, turn)
            && !mentioned.products.is_empty()
            && !mentioned.products.contains(&base)
        {
            let mut also = mentioned.products.clone();
            also.extend(mentioned.also.iter().filter(|&&i| i != base));
            return Mention { products: vec![base], distinctive: true, also, turned: false };
        }
        // "And the kids' version?", "Is there a cheaper one?": another product than the one in
        // view, when the follow-up model finds one.
        // Identifiers sent with the question are what it is about unless it asks for another.
        if let Some(base) = self.in_view_product(previous, turn)
            && (turn.id_products.is_empty() || products::asks_for_another(&words))
            && let Some(other) = ground::siblings::turned_to(
                b,
                &self.products,
                base,
                &words,
                &self.ranker.linker,
                (&self.ranker.siblings, &self.ranker.sibling_decision),
            )
        {
            let also = mentioned.products.iter().chain(&mentioned.also).copied().filter(|&i| i != other).collect();
            return Mention { products: vec![other], distinctive: true, also, turned: true };
        }
        mentioned
    }

    /// The one product a clause could be contrasted with: the one the question's ids name, else
    /// the one the conversation is publicly about.
    fn in_view_product(&self, previous: &ConversationState, turn: &Turn) -> Option<usize> {
        let in_view =
            if turn.id_products.is_empty() { self.public_products(previous) } else { turn.id_products.clone() };
        (in_view.len() == 1).then(|| in_view[0])
    }

    /// The products the conversation is publicly about (indices into the catalogue).
    fn public_products(&self, previous: &ConversationState) -> Vec<usize> {
        previous.products.iter().filter_map(|id| self.products.by_id(id)).collect()
    }

    /// The products the conversation was about. Products reached only through a protected
    /// resource are noted in `turn` so they stay out of the conversation's public context.
    fn previous_products(&self, previous: &ConversationState, turn: &mut Turn) -> Vec<usize> {
        let b = &*self.business;
        let public = self.public_products(previous);
        if !public.is_empty() {
            return public;
        }
        // "What did I order?" → "Is it waterproof?": the items of the order or cart the
        // conversation is about. `previous` holds only resources this viewer may use, and
        // these products never enter the conversation's public context.
        let mut out: Vec<usize> = Vec::new();
        for r in &previous.resources {
            for i in account::held_items(b, r) {
                if !out.contains(&i) {
                    out.push(i);
                }
            }
        }
        for &i in &out {
            if !turn.private_products.contains(&i) {
                turn.private_products.push(i);
            }
        }
        out
    }

    fn previous_locations(&self, previous: &ConversationState) -> Vec<usize> {
        previous
            .locations
            .iter()
            .filter_map(|id| self.business.locations.iter().position(|l| *l.id == **id && !l.internal))
            .collect()
    }
}

/// What a question's earlier clauses state before it asks ("My order is $120. Is shipping
/// free?", "Book me a fitting — how long does it take?"): their words widen what the question
/// is about, and their quantities are held against the limits the answer sets.
#[derive(Debug, Default)]
struct Premise {
    words: Vec<String>,
    text: String,
}

impl Premise {
    fn add(&mut self, clause: &analyze::Clause) {
        self.words.extend(clause.words.iter().cloned());
        self.text.push_str(&clause.text);
        self.text.push_str(". ");
    }

    fn clear(&mut self) {
        self.words.clear();
        self.text.clear();
    }

    /// The premise, then `clause_text`.
    fn before(&self, clause_text: &str) -> String {
        format!("{}{clause_text}", self.text)
    }
}

/// What one turn gathered.
#[derive(Debug, Default)]
struct Turn {
    /// Products and stores named by `ids`.
    id_products: Vec<usize>,
    id_locations: Vec<usize>,
    /// Stores named by `context.location`.
    hint_locations: Vec<usize>,
    /// Products and stores named earlier in this query.
    query_products: Vec<usize>,
    query_locations: Vec<usize>,
    /// What the answer used.
    used_products: Vec<usize>,
    used_locations: Vec<usize>,
    sources: Vec<Source>,
    topic: Vec<String>,
    messages: Vec<Message>,
    partial: bool,
    /// Whether some of `ids` matched nothing.
    unresolved_ids: bool,
    /// Orders and carts named by `ids` that this viewer may use.
    id_orders: Vec<usize>,
    id_carts: Vec<usize>,
    /// Kinds of protected resources named by `ids` that were not found or may not be used.
    declined: Vec<ResourceClass>,
    /// Protected resources the answer used.
    held: Vec<HeldResource>,
    /// Links to what the answer named beyond products, stores and texts (orders, carts, a
    /// pickup store): they never enter the conversation's public context.
    links: Vec<Link>,
    /// Personal data the answer could not show without the scope.
    needs: Vec<Need>,
    /// Products in view only as items of a protected order or cart.
    private_products: Vec<usize>,
    /// What the last text search considered (for the trace).
    text_trace: TextTrace,
    /// Products the question seems to name though no answer used them: their notices are
    /// attached all the same (a missed safety notice costs more than an extra one).
    named_in_passing: Vec<usize>,
    /// Products the answer's sentences name (their notices go with it).
    named_in_answer: Vec<usize>,
    /// Whether the answer may hold data for this buyer alone (a member's price, their
    /// membership): with `held` and `private_products`, what keeps a turn from a model unless
    /// the operator allows protected data.
    personal: bool,
    /// Whether this clause's answer gave its verdict from typed data, or none on purpose (an
    /// item in stock in some options and not others): the learned verdict is not asked.
    typed_verdict: bool,
}

/// What names a buyer or their orders and carts: buyer ids and names, order ids and numbers
/// (with and without their `#`), cart ids. A question sent to a model has them withheld unless
/// the operator allows protected data.
fn protected_identifiers(b: &Business) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for buyer in &b.buyers {
        out.push(buyer.id.clone());
        out.push(buyer.name.clone());
    }
    for order in &b.orders {
        out.push(order.id.clone());
        out.push(order.number.clone());
        out.push(order.number.trim_start_matches('#').to_owned());
    }
    out.extend(b.carts.iter().map(|c| c.id.clone()));
    out.retain(|v| v.chars().count() >= 3);
    // Longest first, so "#1001" is withheld whole before "1001".
    out.sort_by_key(|v| std::cmp::Reverse(v.len()));
    out
}

/// Word lists as retrieval terms, prepared once.
#[derive(Debug)]
struct Vocabulary {
    policy_words: std::collections::HashSet<String>,
    policy_nouns: std::collections::HashSet<String>,
}

/// Which passages a text answer may come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scope {
    /// Policies and FAQ only (a policy question, or a product already in view).
    PoliciesAndFaq,
    /// Also product descriptions.
    All,
}

/// An answer found in the business's texts.
#[derive(Debug, Clone)]
struct TextAnswer {
    text: String,
    source: Source,
}

impl Turn {
    /// Records that the answer used a text passage.
    fn use_text(&mut self, found: &TextAnswer) {
        if !self.sources.contains(&found.source) {
            self.sources.push(found.source);
        }
        if let Source::Product(i) = found.source {
            self.use_product(i);
        }
    }

    /// Records that the answer used product `i` (each once, in the order first used).
    fn use_product(&mut self, i: usize) {
        if !self.used_products.contains(&i) {
            self.used_products.push(i);
        }
    }

    /// Records that the answer used store `i` (each once, in the order first used).
    fn use_location(&mut self, i: usize) {
        if !self.used_locations.contains(&i) {
            self.used_locations.push(i);
        }
    }

    /// Records that the answer used a product reply, and returns its text.
    fn use_products(&mut self, reply: &products::ProductAnswer) -> String {
        for &p in &reply.products {
            self.use_product(p);
        }
        if reply.unknown && reply.quoted_notices.is_empty() {
            self.partial = true;
        }
        reply.sentences.join(" ")
    }

    /// Products a clause without its own mention is about: ids, then this query, then the
    /// conversation.
    fn context_products(&self, previous: &[usize]) -> Vec<usize> {
        for list in [&self.id_products, &self.query_products] {
            if !list.is_empty() {
                return list.clone();
            }
        }
        previous.to_vec()
    }

    /// Remembers the stores a clause names, for the query's later clauses.
    fn note_stores(&mut self, named: Vec<usize>) {
        if !named.is_empty() {
            self.query_locations = named;
        }
    }

    fn context_locations(&self, previous: &[usize]) -> Vec<usize> {
        for list in [&self.id_locations, &self.query_locations, &self.used_locations] {
            if !list.is_empty() {
                return list.clone();
            }
        }
        if !previous.is_empty() {
            return previous.to_vec();
        }
        self.hint_locations.clone()
    }

    /// Products the answer is about: those it used, those the caller grounded it in, and
    /// those its words name (each gets its notices).
    fn about_products(&self) -> Vec<usize> {
        let mut out = self.used_products.clone();
        for p in self
            .id_products
            .iter()
            .chain(&self.query_products)
            .chain(&self.named_in_passing)
            .chain(&self.named_in_answer)
        {
            if !out.contains(p) {
                out.push(*p);
            }
        }
        out
    }
}

/// The language the question is in, as a BCP 47 primary subtag, when it is not English:
/// `context.language`, else what its words (`all`) show.
fn asked_language(q: &Question<'_>, all: &[String]) -> Option<String> {
    if let Some(tag) = q.language {
        let primary = tag.split(['-', '_']).next().unwrap_or(tag).to_ascii_lowercase();
        return (primary != "en").then_some(primary);
    }
    Lang::guess(all, q.query).map(|l| l.code().to_owned()).or_else(|| Lang::foreign(all).map(str::to_owned))
}

/// Whether a clause is phrased as a question even without its question mark.
fn opens_as_question(words: &[String]) -> bool {
    const WH: &[&str] = &["what", "when", "where", "which", "who", "why", "how", "whats", "what's"];
    verdict::is_yes_no(words) || words.first().is_some_and(|w| WH.contains(&w.as_str()))
}

/// "How do I …?", "How can I …?", "What should I do …?": a request for a procedure.
fn is_procedural(words: &[String]) -> bool {
    words.windows(3).any(|w| {
        matches!(
            [w[0].as_str(), w[1].as_str(), w[2].as_str()],
            ["how", "do" | "can" | "should" | "would", "i" | "we" | "you"] | ["what", "should" | "do", "i" | "we"]
        )
    }) || words.windows(2).any(|w| w[0] == "how" && w[1] == "to")
}

/// A clause that points at something rather than naming it ("this store", "is it open?").
fn is_deictic(words: &[String]) -> bool {
    words
        .iter()
        .any(|w| matches!(w.as_str(), "this" | "that" | "it" | "here" | "these" | "those" | "este" | "esta" | "esto"))
}

/// "Does it come with …?", "Do they include …?", "¿Incluye …?": the thing in view as the
/// subject ("it" right after the verb that opens the question, not "the cot it goes with"), then
/// a word asking what it holds.
fn asks_what_it_holds(words: &[String]) -> bool {
    const HOLDS: &[&str] = &["with", "include", "includes", "included", "incluye", "incluyen", "avec", "inclut"];
    const OPENERS: &[&str] = &["does", "do", "did", "will", "would", "can", "could", "is", "are", "est"];
    let w = |i: usize| words.get(i).map_or("", String::as_str);
    let subject = matches!(w(0), "it" | "they")
        || (OPENERS.contains(&w(0)) && matches!(w(1), "it" | "they"))
        || (w(0) == "and" && OPENERS.contains(&w(1)) && matches!(w(2), "it" | "they"));
    let spanish = matches!(w(0), "incluye" | "incluyen" | "trae" | "traen");
    (subject && words.iter().skip(2).any(|x| HOLDS.contains(&x.as_str()))) || spanish
}

/// A follow-up that leans on the previous turn: "And for sale items?", "What about Sunday?".
fn is_elliptical(words: &[String]) -> bool {
    let first = words.first().map(String::as_str).unwrap_or("");
    let second = words.get(1).map(String::as_str).unwrap_or("");
    matches!(first, "and" | "also" | "y" | "plus")
        || matches!((first, second), ("what", "about") | ("how", "about") | ("what", "if"))
        || words.iter().any(|w| {
            matches!(w.as_str(), "it" | "they" | "them" | "its" | "their" | "this" | "that" | "those" | "these" | "one")
        })
        || words.iter().filter(|w| !is_stop(w)).count() <= 2
}

#[cfg(test)]
mod tests;
