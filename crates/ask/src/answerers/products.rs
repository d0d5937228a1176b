//! Questions about products: which products a question names, which typed attributes it asks
//! about, and answers phrased from those values — never guessed. A yes/no question gets its
//! polarity first, from a boolean attribute that names exactly what was asked; a value the data
//! does not hold is reported as unknown; safety, allergen and regulatory notices are quoted
//! verbatim, and a negative claim ("nut-free") is never produced.

use crate::read::language::{Lang, fill};
use std::collections::{BTreeMap, BTreeSet};

use concierge_core::catalog::{AttributeValue, Business, Money, Product, StockStatus};
use concierge_core::fast_hash::FastMap;
use concierge_core::location::normalize_url;

use crate::answerers::attribute_words::{GENERAL_WORDS, key_words, learned_words};
use crate::answerers::product_fields;
use crate::rank::features::{LINK_DISTINCTIVE, LINK_FEATURES, LINK_PROSE_COMMON};

use crate::rank::model::Weights;
use crate::read::analyze::{is_stop, stem, words};

/// Words of product titles too generic to identify one product on their own.
const GENERIC: &[&str] =
    &["the", "a", "of", "and", "for", "with", "pack", "set", "kit", "gift", "bundle", "combo", "box", "edition"];

/// Words that are particles as often as names ("pack down", "light up").
const PARTICLES: &[&str] = &["down", "up", "out", "off", "over", "under", "back", "on", "in", "light", "one", "two"];

/// Query stems → attribute key words they ask about.
const ATTRIBUTE_SYNONYMS: &[(&str, &[&str])] = &[
    ("waterproof", &["waterproof", "water"]),
    ("rainproof", &["waterproof", "water"]),
    ("rain", &["waterproof", "water"]),
    ("wet", &["waterproof", "water"]),
    ("water", &["waterproof", "water"]),
    ("warm", &["fill"]),
    ("warmth", &["fill"]),
    ("winter", &["fill"]),
    ("insulat", &["fill"]),
    ("weigh", &["weight"]),
    ("heavy", &["weight"]),
    ("light", &["weight"]),
    ("lightweight", &["weight"]),
    ("gram", &["weight"]),
    ("made", &["fabric", "material"]),
    ("material", &["fabric", "material"]),
    ("nylon", &["fabric", "material"]),
    ("polyester", &["fabric", "material"]),
    ("wash", &["care"]),
    ("clean", &["care"]),
    ("launder", &["care"]),
    ("dry", &["care"]),
    ("sizing", &["fit"]),
    ("run", &["fit"]),
    ("person", &["capacity"]),
    ("people", &["capacity"]),
    ("sleep", &["capacity"]),
    ("many", &["capacity"]),
    ("season", &["seasons"]),
    ("pitch", &["freestanding"]),
    ("stand", &["freestanding"]),
    ("floor", &["floor", "area"]),
    ("space", &["floor", "area"]),
    ("roomy", &["floor", "area"]),
    ("tall", &["height", "peak"]),
    ("headroom", &["height", "peak"]),
    ("gas", &["fuel"]),
    ("canister", &["fuel"]),
    ("propane", &["fuel"]),
    ("butane", &["fuel"]),
    ("boil", &["boil"]),
    ("fast", &["boil"]),
    ("ignite", &["igniter", "piezo"]),
    ("lighter", &["igniter", "piezo"]),
    ("spark", &["igniter", "piezo"]),
    ("bright", &["lumens"]),
    ("brightness", &["lumens"]),
    ("lumen", &["lumens"]),
    ("far", &["beam"]),
    ("last", &["runtime"]),
    ("long", &["runtime"]),
    ("charge", &["rechargeable", "charging"]),
    ("recharge", &["rechargeable", "charging"]),
    ("usb", &["charging", "rechargeable"]),
    ("plant", &["vegan"]),
    ("wheat", &["gluten"]),
    ("heel", &["drop"]),
    ("watt", &["output"]),
    ("output", &["output"]),
    ("pocket", &["pockets"]),
    ("night", &["red"]),
    ("compress", &["packable"]),
    ("pesa", &["weight"]),
    ("peso", &["weight"]),
    ("impermeable", &["waterproof"]),
];

/// Key words that qualify an attribute but do not identify it ("nut-free" is not about
/// `gluten_free`; "power" alone is not `fill_power`).
const QUALIFIER_WORDS: &[&str] =
    &["free", "rating", "resistant", "resistance", "power", "time", "distance", "area", "height"];

/// Words that mark a question about colours, sizes or options.
const VARIANT_WORDS: &[&str] = &[
    "color",
    "colour",
    "colors",
    "colours",
    "size",
    "sizes",
    "come",
    "comes",
    "available",
    "option",
    "options",
    "variant",
    "variants",
    "version",
    "versions",
];

/// Stems that ask about price.
const PRICE_WORDS: &[&str] = &["price", "cost", "much", "expensive", "cheap", "$", "dollar", "precio", "cuesta"];

/// Stems that touch allergen, safety or regulatory notices.
const NOTICE_WORDS: &[&str] = &[
    "allerg",
    "allergen",
    "nut",
    "peanut",
    "almond",
    "cashew",
    "gluten",
    "wheat",
    "dairy",
    "milk",
    "soy",
    "egg",
    "sesame",
    "lactose",
    // The rest of the EU's 14 allergens, in the words buyers use.
    "shellfish",
    "crustacean",
    "shrimp",
    "prawn",
    "crab",
    "lobster",
    "fish",
    "mollusc",
    "mollusk",
    "celery",
    "mustard",
    "lupin",
    "sulphite",
    "sulfite",
    "tree",
    "ingredient",
    "contain",
    "safe",
    "safety",
    "indoor",
    "inside",
    "enclos",
    "carbon",
    "monoxide",
    "kid",
    "child",
    "children",
    "fire",
    "battery",
    "lithium",
    "warning",
    "prop",
    "65",
    "chemical",
    "cancer",
    "california",
    "hazard",
    "dangerous",
    "toxic",
    "temperature",
    "puncture",
    "hot",
    "heat",
];

/// Words that compare products: a question with one names each product it compares.
const COMPARISON_WORDS: &[&str] = &[
    "difference",
    "differences",
    "compare",
    "compared",
    "comparison",
    "vs",
    "versus",
    "between",
    "or",
    "better",
    "bigger",
    "smaller",
    "cheaper",
    "lighter",
    "heavier",
    "warmer",
    "stronger",
    "longer",
    "which",
];

/// What the engine knows about each product, prepared once.
#[derive(Debug)]
pub(crate) struct ProductBook {
    title_stems: Vec<Vec<String>>,
    tag_stems: Vec<Vec<String>>,
    /// Per product: the stems of its type, one list per language it is written in ("Vin
    /// effervescent / Sparkling wine"), so each part's head noun is its last stem.
    kind_stems: Vec<Vec<Vec<String>>>,
    title_frequency: std::collections::HashMap<String, usize>,
    /// Per stem: how many products' descriptions and attribute names use it. A title word
    /// many products talk about ("battery") names none of them on its own.
    text_frequency: std::collections::HashMap<String, usize>,
    /// Per stem: how many sentences of the policies and FAQ entries use it. A title word the
    /// business's own prose uses often ("pay", "return") is more likely asked about than named.
    prose_frequency: std::collections::HashMap<String, usize>,
    /// Per product: the stems of its description, attributes and variant titles, to tell
    /// similar products apart ("the board that comes with the knives").
    text_stems: Vec<BTreeSet<String>>,
    /// Per title stem: the products whose titles have it, in catalogue order.
    title_index: FastMap<String, Vec<usize>>,
    /// Per stem of `text_stems`: the products whose text has it, in catalogue order.
    text_index: FastMap<String, Vec<usize>>,
    /// Per SKU and handle, ASCII lower-cased: the products they name, in catalogue order.
    codes: FastMap<String, Vec<usize>>,
    /// Per product id, and per variant id: the first product with it.
    product_ids: FastMap<String, usize>,
    variant_ids: FastMap<String, usize>,
    /// Per product URL, as [`normalize_url`] compares them: the first product with it.
    urls: FastMap<String, usize>,
    /// Whether the business marks a sale on any variant: only then does a product without one
    /// say "not on sale".
    marks_sales: bool,
    /// Per attribute key: how many products give it a text or list value, and per stem of
    /// those values how many products' values have it ("leather" for `upholstery_options`
    /// when some product is upholstered in it).
    value_stems: FastMap<String, (usize, FastMap<String, usize>)>,
}

/// A product a clause's words could name, with the linker's features.
#[derive(Debug, Clone)]
pub(crate) struct LinkCandidate {
    /// Index into `business.products`.
    pub(crate) product: usize,
    /// In `LINK_FEATURE_NAMES` order.
    pub(crate) features: Vec<f64>,
    /// Whether the words name it distinctively.
    pub(crate) distinctive: bool,
}

impl LinkCandidate {
    /// The probability that the clause names it: 1 when the words name it distinctively,
    /// else the linker's.
    pub(crate) fn probability(&self, linker: &Weights) -> f64 {
        if self.distinctive { 1.0 } else { linker.probability(&self.features) }
    }
}

/// Words that ask for another of a kind ("the kids' version", "the other one", "the Trail ones").
const ANOTHER_WORDS: &[&str] =
    &["version", "versions", "one", "ones", "other", "instead", "model", "edition", "versión", "otro", "otra", "autre"];

/// Whether a clause asks for another of the kind in view: a word of [`ANOTHER_WORDS`], or an
/// opening that turns to something else ("and the …?", "what about …?").
pub(crate) fn asks_for_another(clause_words: &[String]) -> bool {
    let first = clause_words.first().map(String::as_str).unwrap_or("");
    let second = clause_words.get(1).map(String::as_str).unwrap_or("");
    clause_words.iter().any(|w| ANOTHER_WORDS.contains(&w.as_str()))
        || matches!(
            (first, second),
            ("and", "the" | "for" | "a")
                | ("what" | "how", "about")
                | ("et", "le" | "la" | "les")
                | ("y", "el" | "la" | "los")
        )
}

/// The products a clause names.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Mention {
    /// Best matches (indices into `business.products`).
    pub(crate) products: Vec<usize>,
    /// Whether the words name them distinctively (a title word of their own, a SKU), as
    /// opposed to a shared noun ("this jacket").
    pub(crate) distinctive: bool,
    /// Other products the linker finds the words may name ("Castle Quest" beside "Castle
    /// Quest Junior"): not what the answer is about, but their notices are attached all the
    /// same (a missed safety notice costs more than an extra one).
    pub(crate) also: Vec<usize>,
    /// Whether a follow-up turned to it from the product in view ("and the kids' version?").
    pub(crate) turned: bool,
}

/// A product answer: sentences, and which products it is about.
#[derive(Debug, Default)]
pub(crate) struct ProductAnswer {
    pub(crate) sentences: Vec<String>,
    pub(crate) products: Vec<usize>,
    /// Notices quoted in the text (product, notice index).
    pub(crate) quoted_notices: Vec<(usize, usize)>,
    /// Whether the question asked something the data does not hold.
    pub(crate) unknown: bool,
    /// Whether the answer comes from typed data (attributes, options, prices, notices) rather
    /// than the description.
    pub(crate) specific: bool,
    /// Whether all it says is which options exist (a question that mentions sizes may be
    /// about sizing advice).
    pub(crate) listing_only: bool,
    /// Every field of the products asked about, scored by the field model (for the trace).
    pub(crate) fields: Vec<crate::trace::FieldTrace>,
}

impl ProductBook {
    pub(crate) fn new(business: &Business) -> Self {
        let brand = words(&business.name);
        let title_stems: Vec<Vec<String>> = business
            .products
            .iter()
            .map(|p| {
                // The brand's own name ("Juniper & Pine Gift Card") names no one product.
                words(&p.title)
                    .iter()
                    .filter(|w| !GENERIC.contains(&w.as_str()) && !brand.contains(w))
                    .map(|w| stem(w))
                    .collect()
            })
            .collect();
        let tag_stems = business
            .products
            .iter()
            .map(|p| p.tags.iter().chain(&p.kind).flat_map(|t| words(t)).map(|w| stem(&w)).collect())
            .collect();
        let kind_stems = business
            .products
            .iter()
            .map(|p| {
                let kind = p.kind.as_deref().unwrap_or_default();
                kind.split('/').map(|part| words(part).iter().map(|w| stem(w)).collect()).collect()
            })
            .collect();
        let mut title_frequency = std::collections::HashMap::new();
        for stems in &title_stems {
            for s in stems.iter().collect::<BTreeSet<_>>() {
                *title_frequency.entry(s.clone()).or_insert(0) += 1;
            }
        }
        let text_stems: Vec<BTreeSet<String>> = business
            .products
            .iter()
            .map(|p| {
                let mut text = p.description.clone();
                for (k, v) in &p.attributes {
                    text.push(' ');
                    text.push_str(&k.replace('_', " "));
                    text.push(' ');
                    text.push_str(&v.to_string());
                }
                for v in &p.variants {
                    text.push(' ');
                    text.push_str(&v.title);
                }
                words(&text).iter().filter(|w| !is_stop(w)).map(|w| stem(w)).collect()
            })
            .collect();
        let mut text_frequency = std::collections::HashMap::new();
        for (i, stems) in text_stems.iter().enumerate() {
            for s in stems {
                // A product's own title words in its own text do not make them common.
                if !title_stems[i].contains(s) {
                    *text_frequency.entry(s.clone()).or_insert(0) += 1;
                }
            }
        }
        let mut prose_frequency = std::collections::HashMap::new();
        let policy_sentences = business.policies.iter().flat_map(|p| crate::evidence::retrieval::sentences(&p.body));
        let faq_entries = business.faq.iter().map(|f| format!("{} {}", f.question, f.answer));
        for unit in policy_sentences.chain(faq_entries) {
            let stems: BTreeSet<String> = words(&unit).iter().filter(|w| !is_stop(w)).map(|w| stem(w)).collect();
            for s in stems {
                *prose_frequency.entry(s).or_insert(0) += 1;
            }
        }
        let mut title_index: FastMap<String, Vec<usize>> = FastMap::default();
        for (i, stems) in title_stems.iter().enumerate() {
            for s in stems {
                let products = title_index.entry(s.clone()).or_default();
                if products.last() != Some(&i) {
                    products.push(i);
                }
            }
        }
        let mut text_index: FastMap<String, Vec<usize>> = FastMap::default();
        for (i, stems) in text_stems.iter().enumerate() {
            for s in stems {
                text_index.entry(s.clone()).or_default().push(i);
            }
        }
        let mut codes: FastMap<String, Vec<usize>> = FastMap::default();
        for (i, p) in business.products.iter().enumerate() {
            for code in p.variants.iter().map(|v| &v.sku).chain([&p.handle]) {
                let products = codes.entry(code.to_ascii_lowercase()).or_default();
                if products.last() != Some(&i) {
                    products.push(i);
                }
            }
        }
        let mut value_stems: FastMap<String, (usize, FastMap<String, usize>)> = FastMap::default();
        for p in &business.products {
            for (k, v) in &p.attributes {
                if let Some(stems) = text_value_stems(v) {
                    let (products, counts) = value_stems.entry(k.clone()).or_default();
                    *products += 1;
                    for s in stems.into_iter().collect::<BTreeSet<_>>() {
                        *counts.entry(s).or_insert(0) += 1;
                    }
                }
            }
        }
        let (mut product_ids, mut variant_ids, mut urls) = (FastMap::default(), FastMap::default(), FastMap::default());
        for (i, p) in business.products.iter().enumerate() {
            product_ids.entry(p.id.clone()).or_insert(i);
            urls.entry(normalize_url(&p.url)).or_insert(i);
            for v in &p.variants {
                variant_ids.entry(v.id.clone()).or_insert(i);
            }
        }
        ProductBook {
            title_stems,
            tag_stems,
            kind_stems,
            title_frequency,
            text_frequency,
            prose_frequency,
            text_stems,
            title_index,
            text_index,
            codes,
            product_ids,
            variant_ids,
            urls,
            marks_sales: business.products.iter().flat_map(|p| &p.variants).any(|v| v.compare_at_price.is_some()),
            value_stems,
        }
    }

    /// Whether the business marks a sale on any variant.
    pub(crate) fn marks_sales(&self) -> bool {
        self.marks_sales
    }

    /// The stems of product `i`'s title, less generic words and the brand's name.
    pub(crate) fn title_stems(&self, i: usize) -> &[String] {
        &self.title_stems[i]
    }

    /// The stems of product `i`'s tags and type.
    pub(crate) fn tag_stems(&self, i: usize) -> &[String] {
        &self.tag_stems[i]
    }

    /// The stems of product `i`'s type, one list per language it is written in.
    pub(crate) fn kind_stems(&self, i: usize) -> &[Vec<String>] {
        &self.kind_stems[i]
    }

    /// The stems of product `i`'s description, attributes and variant titles.
    pub(crate) fn text_stems(&self, i: usize) -> &BTreeSet<String> {
        &self.text_stems[i]
    }

    /// The products whose titles have this stem, in catalogue order.
    pub(crate) fn with_title_stem(&self, stem: &str) -> &[usize] {
        self.title_index.get(stem).map(Vec::as_slice).unwrap_or_default()
    }

    /// The products whose description, attributes or variant titles have this stem.
    pub(crate) fn with_text_stem(&self, stem: &str) -> &[usize] {
        self.text_index.get(stem).map(Vec::as_slice).unwrap_or_default()
    }

    /// The product whose own id is `id`.
    pub(crate) fn by_id(&self, id: &str) -> Option<usize> {
        self.product_ids.get(id).copied()
    }

    /// The first product an identifier names: by product or variant GID or id, by handle or
    /// SKU (any ASCII case), or by URL (query, fragment, trailing slashes and case aside).
    pub(crate) fn identified(&self, business: &Business, id: &str) -> Option<usize> {
        let by_product_id =
            business.gid_id("Product", id).into_iter().chain([id]).filter_map(|x| self.product_ids.get(x));
        let by_variant_id =
            business.gid_id("ProductVariant", id).into_iter().chain([id]).filter_map(|x| self.variant_ids.get(x));
        let by_code = self.codes.get(&id.to_ascii_lowercase()).and_then(|products| products.first());
        let by_url = id.contains("://").then(|| self.urls.get(&normalize_url(id))).flatten();
        by_product_id.chain(by_variant_id).chain(by_code).chain(by_url).copied().min()
    }

    /// The products a clause could name: those with a title stem among `stems` or a SKU or
    /// handle among `clause_words`, in catalogue order. Any other product scores nothing in
    /// [`Self::mentioned`], so only these are scored, however large the catalogue.
    fn candidates(&self, stems: &[String], clause_words: &[String]) -> Vec<usize> {
        let by_title = stems.iter().filter_map(|s| self.title_index.get(s));
        let by_code = clause_words.iter().filter_map(|w| self.codes.get(&w.to_ascii_lowercase()));
        let mut products: Vec<usize> = by_title.chain(by_code).flatten().copied().collect();
        products.sort_unstable();
        products.dedup();
        products
    }

    /// The products a clause names by title (or SKU, or handle), best matches only.
    ///
    /// The head noun of a title names its product ("the tent"); a head noun several titles
    /// share names each of them ("the jacket"), and a modifier of its own names a product only
    /// weakly ("pocket" in "its own pocket"). A modifier several titles share names none
    /// ("trail" does not make the Trail Club a trail runner). A mention is distinctive when
    /// a unique head noun, a SKU or several title words name it.
    pub(crate) fn mentioned(&self, business: &Business, clause_words: &[String], linker: &Weights) -> Mention {
        // The title score orders the candidates (it tells similar titles apart better than
        // the model does on stores it never saw); a distinctive mention is named, and the model
        // decides whether any other best candidate is named at all.
        let links: Vec<(usize, f64, bool, f64)> = self
            .link_candidates(business, clause_words)
            .into_iter()
            .map(|l| {
                debug_assert_eq!(l.distinctive, l.features[LINK_DISTINCTIVE] > 0.5);
                (l.product, l.features[0], l.distinctive, l.probability(linker))
            })
            .collect();
        let top = links.iter().map(|l| l.1).fold(f64::NEG_INFINITY, f64::max);
        let mut best: Vec<usize> =
            links.iter().filter(|l| l.1 >= top - 1e-9 && l.3 >= linker.threshold).map(|l| l.0).collect();
        if best.is_empty() {
            return Mention::default();
        }
        let mut best_distinctive = links.iter().filter(|l| best.contains(&l.0)).all(|l| l.2);
        // "What's the difference between the N9 and the N9 Pro?" names both.
        let compares = clause_words.iter().any(|w| COMPARISON_WORDS.contains(&w.as_str()));
        if compares {
            for &(i, score, distinctive, p) in &links {
                if !best.contains(&i) && score >= 0.6 * top && p >= linker.threshold && best.len() < 3 {
                    best.push(i);
                    best_distinctive &= distinctive;
                }
            }
        }
        let also = links.iter().filter(|l| !best.contains(&l.0) && l.3 >= linker.threshold).map(|l| l.0).collect();
        Mention { products: best, distinctive: best_distinctive, also, turned: false }
    }

    /// The verdict on a yes/no question that names a value the matched text or list
    /// attributes take somewhere in the catalogue ("Can I get the 2-seater in leather?"
    /// against `upholstery_options`, when another product is upholstered in leather): yes when
    /// product `i`'s values hold every such word, no when they lack one that nothing else of
    /// the product mentions either. Only words that set values apart count (not "runs", which
    /// every `fit` says). `None` for a choice between values ("oak or walnut?"), for values
    /// or keys that negate ("not machine washable", `does_not_remove`), or when no value is
    /// named.
    pub(crate) fn value_verdict(
        &self,
        i: usize,
        matched: &[(&str, &AttributeValue)],
        clause_words: &[String],
    ) -> Option<bool> {
        let negates = |text: &str| words(text).iter().any(|w| crate::compose::verdict::NEGATIONS.contains(&w.as_str()));
        if clause_words.iter().any(|w| ALTERNATIVES.contains(&w.as_str()))
            || matched.iter().any(|(k, v)| negates(&k.replace('_', " ")) || negates(&v.to_string()))
        {
            return None;
        }
        let key_stems: Vec<String> =
            matched.iter().flat_map(|(k, _)| k.split('_').map(stem).collect::<Vec<_>>()).collect();
        let held: Vec<String> = matched.iter().filter_map(|(_, v)| text_value_stems(v)).flatten().collect();
        // Yes needs every word asked (beyond the product's name, the attribute's and the
        // question's frame) to be a value it holds: "does it run true to size?" is not
        // answered by "runs large".
        let mut verdict = None;
        let mut unexplained = false;
        let frame = |w: &str| crate::compose::verdict::FRAME_WORDS.contains(&w) || is_stop(w);
        for word in clause_words.iter().filter(|w| !frame(w)).map(|w| stem(w)) {
            if self.title_stems[i].contains(&word) || key_stems.contains(&word) {
                continue;
            }
            let a_value = matched.iter().any(|(k, _)| {
                self.value_stems
                    .get(*k)
                    .and_then(|(products, counts)| counts.get(&word).map(|n| n < products))
                    .unwrap_or(false)
            });
            if !a_value {
                unexplained = true;
            } else if held.contains(&word) {
                verdict = Some(true);
            } else if self.text_stems[i].contains(&word) {
                return None;
            } else {
                return Some(false);
            }
        }
        verdict.filter(|_| !unexplained)
    }

    /// The products a sentence names by their whole title: every word of the title (less
    /// generic words and the brand's own name) is in the sentence, and the title has two or
    /// more ("the Trailblaze Stove + Fuel Combo"; not "lenses" against "Daily Contact Lenses").
    pub(crate) fn named_in_full(&self, sentence_words: &[String]) -> Vec<usize> {
        let stems: BTreeSet<String> = sentence_words.iter().filter(|w| !is_stop(w)).map(|w| stem(w)).collect();
        let mut out: Vec<usize> = Vec::new();
        for s in &stems {
            for &i in self.title_index.get(s).map(Vec::as_slice).unwrap_or_default() {
                let title = &self.title_stems[i];
                if !out.contains(&i) && title.len() >= 2 && title.iter().all(|t| stems.contains(t)) {
                    out.push(i);
                }
            }
        }
        out.sort_unstable();
        out
    }

    /// Every product a clause's words could name, with the features the learned linker reads
    /// (`LINK_FEATURE_NAMES`): how distinctive the matched title words are in this store (their
    /// inverse document frequency over titles and texts), whether the head noun, two words in
    /// a row or a code matched, how much of the title was named, whether the product's own text
    /// has the question's other words, and the margin over the next candidate.
    pub(crate) fn link_candidates(&self, business: &Business, clause_words: &[String]) -> Vec<LinkCandidate> {
        // "my card", "my jacket": the buyer's own thing, not necessarily a product of ours.
        let stems: Vec<String> = clause_words
            .iter()
            .enumerate()
            .filter(|(n, w)| {
                let owned = *n > 0 && clause_words[n - 1] == "my";
                !is_stop(w) && !owned
            })
            .map(|(_, w)| stem(w))
            .collect();
        let products = business.products.len().max(1) as f64;
        let idf = |t: &str| {
            let df =
                self.title_frequency.get(t).copied().unwrap_or(0) + self.text_frequency.get(t).copied().unwrap_or(0);
            (1.0 + products / (1.0 + df as f64)).ln()
        };
        let mut out: Vec<LinkCandidate> = Vec::new();
        for i in self.candidates(&stems, clause_words) {
            let (title, p) = (&self.title_stems[i], &business.products[i]);
            let by_code = clause_words
                .iter()
                .any(|w| p.variants.iter().any(|v| v.sku.eq_ignore_ascii_case(w)) || w.eq_ignore_ascii_case(&p.handle));
            let mut score = if by_code { 10.0 } else { 0.0 };
            let mut matched_words = 0;
            let (mut idf_sum, mut idf_max, mut head_matched) = (0.0_f64, 0.0_f64, false);
            // How common in the business's prose the rarest title word named is: the log of
            // its uses.
            let mut prose_common = f64::INFINITY;
            for (n, t) in title.iter().enumerate() {
                if stems.contains(t) {
                    matched_words += 1;
                    if !PARTICLES.contains(&t.as_str()) {
                        let uses = self.prose_frequency.get(t).copied().unwrap_or(0);
                        prose_common = prose_common.min((1.0 + uses as f64).ln());
                    }
                    // "pack down" says nothing about the Summit Down Jacket.
                    let unique = self.title_frequency.get(t).copied().unwrap_or(0) <= 1
                        && self.text_frequency.get(t).copied().unwrap_or(0) < 2
                        && !PARTICLES.contains(&t.as_str());
                    let head = n + 1 == title.len();
                    head_matched |= head;
                    score += match (unique, head) {
                        (true, true) => 3.0,
                        (true, false) => 1.2,
                        (false, true) => 1.5,
                        (false, false) => 0.4,
                    };
                    if !PARTICLES.contains(&t.as_str()) {
                        idf_sum += idf(t);
                        idf_max = idf_max.max(idf(t));
                    }
                }
            }
            // Two words of a title in a row ("the summit down") name it even when each is weak
            // alone.
            let pair = matched_words >= 2 && title.windows(2).any(|pair| stems.windows(2).any(|q| q == pair));
            if pair {
                score += 1.0;
            }
            let distinctive = score >= 3.0;
            let tags = self.tag_stems[i].iter().filter(|t| stems.contains(t)).count() as f64;
            score += 0.1 * tags;
            // Between similar titles: the one the words name completely ("the N9", not the N9
            // Pro), then the one whose own text has the question's other words ("with knives").
            let unmatched = title.iter().filter(|t| !stems.contains(t)).count();
            score -= 0.05 * unmatched as f64;
            let described = stems.iter().filter(|s| !title.contains(s) && self.text_stems[i].contains(*s)).count();
            score += 0.5 * described.min(3) as f64;
            let mut features = vec![0.0; LINK_FEATURES];
            let flag = |b: bool| f64::from(u8::from(b));
            features[0] = score;
            features[1] = idf_sum;
            features[2] = idf_max;
            features[3] = matched_words as f64 / title.len().max(1) as f64;
            features[4] = flag(head_matched);
            features[5] = flag(pair);
            features[6] = flag(by_code);
            features[7] = described.min(3) as f64 / 3.0;
            features[8] = (unmatched as f64 / 5.0).min(1.0);
            features[9] = tags.min(3.0) / 3.0;
            features[LINK_DISTINCTIVE] = flag(distinctive);
            features[LINK_PROSE_COMMON] = if prose_common.is_finite() { prose_common } else { 0.0 };
            out.push(LinkCandidate { product: i, features, distinctive });
        }
        // The margin over the best other candidate, in distinctive weight and in the title score.
        for k in 0..out.len() {
            let others = |f: usize| {
                out.iter().enumerate().filter(|(j, _)| *j != k).map(|(_, o)| o.features[f]).fold(0.0_f64, f64::max)
            };
            let (idf_margin, score_margin) = (out[k].features[1] - others(1), out[k].features[0] - others(0));
            out[k].features[10] = idf_margin;
            out[k].features[11] = score_margin;
        }
        out
    }

    /// `query` without the words of product `i`'s title ("is the Ridgeline Rain Jacket
    /// breathable" → "is the breathable"), so that what it asks is compared, not what it names.
    pub(crate) fn without_title(&self, i: usize, query: &str) -> String {
        let rest: Vec<String> = words(query).into_iter().filter(|w| !self.title_stems[i].contains(&stem(w))).collect();
        if rest.len() == words(query).len() { query.to_owned() } else { rest.join(" ") }
    }

    /// Answers a clause about `products`. `member` is the membership tier of a signed-in member
    /// (whose prices then include their member price), `None` for everyone else.
    pub(crate) fn answer(
        &self,
        business: &Business,
        products: &[usize],
        clause_words: &[String],
        asked_text: &str,
        member: Option<&str>,
        reading: &product_fields::FieldReading<'_>,
    ) -> ProductAnswer {
        let (lexicon, field_model, cosines) = (reading.lexicon, reading.model, reading.cosines);
        // Stop words and words that ask "in general" are dropped before stemming ("this" must
        // not become "thi", "describe" must not become a topic).
        let stems: Vec<String> = clause_words
            .iter()
            .filter(|w| !is_stop(w) && !GENERAL_WORDS.contains(&w.as_str()))
            .map(|w| stem(w))
            .collect();
        let yes_no = crate::compose::verdict::is_yes_no(clause_words);
        let mut out = ProductAnswer::default();
        // "come in blue" asks about options; "come with a warning" does not.
        let asks_variants = clause_words.iter().enumerate().any(|(n, w)| {
            VARIANT_WORDS.contains(&w.as_str())
                && !(matches!(w.as_str(), "come" | "comes") && clause_words.get(n + 1).is_some_and(|x| x != "in"))
        });
        let asks_price =
            stems.iter().any(|s| PRICE_WORDS.contains(&s.as_str())) || clause_words.iter().any(|w| w.starts_with('$'));
        let asks_notice = stems.iter().any(|s| NOTICE_WORDS.iter().any(|n| s.starts_with(n)));
        // "What's the difference between the Buds and the Buds Pro?": what sets each apart.
        let asks_difference = clause_words.iter().any(|w| {
            matches!(w.as_str(), "difference" | "differences" | "differ" | "compare" | "comparison" | "vs" | "versus")
        });
        if asks_difference && products.len() >= 2 {
            for &i in products {
                let p = &business.products[i];
                let others: Vec<&Product> =
                    products.iter().filter(|&&j| j != i).map(|&j| &business.products[j]).collect();
                let differing: Vec<(&str, &AttributeValue)> = p
                    .attributes
                    .iter()
                    .filter(|(k, v)| others.iter().any(|o| o.attributes.get(k.as_str()) != Some(*v)))
                    .take(4)
                    .map(|(k, v)| (k.as_str(), v))
                    .collect();
                let mut parts = attribute_clauses(p, &differing);
                if parts.is_empty() {
                    parts.push(format!("the {}", p.title));
                }
                out.sentences.push(format!(
                    "{}. {}",
                    capitalize(&parts.join("; ")),
                    price_sentence(p, member, &business.currency)
                ));
                out.products.push(i);
            }
            out.specific = true;
            return out;
        }
        for &i in products {
            let p = &business.products[i];
            let mut said = Vec::new();
            if asks_notice {
                for (n, notice) in p.notices.iter().enumerate() {
                    if notice_matches(&notice.code, &notice.text, &stems) {
                        // "Does it come with a Prop 65 warning?" is answered yes by the notice itself.
                        // "Is it safe for a toddler?" / "Is it latex-free?" against a notice that
                        // warns about it: no. "Does it contain nuts?": yes.
                        let lead = if yes_no && asks_if_free_or_safe(&stems) {
                            "No — the"
                        } else if yes_no && asks_for_notice(&stems) {
                            "Yes — the"
                        } else {
                            "The"
                        };
                        said.push(format!(
                            "{lead} {} carries this {} notice: \"{}\"",
                            p.title,
                            notice_label(&notice.code),
                            notice.text
                        ));
                        out.quoted_notices.push((i, n));
                    }
                }
            }
            // Words of the product's own name ask nothing about it ("rain" in "Rain Jacket").
            let asked: Vec<String> = stems.iter().filter(|s| !self.title_stems[i].contains(s)).cloned().collect();
            let options = asked_options(p, clause_words);
            // "How much is it in velvet?" is priced by the variants in velvet (a price
            // difference is between all of them).
            let optioned = if asks_price && !asks_difference { with_options(p, &options) } else { None };
            let wanted = WantedKeys::of(&asked, lexicon);
            let mut matched: Vec<(&str, &AttributeValue)> =
                p.attributes.iter().filter(|(k, _)| wanted.asks(k)).map(|(k, v)| (k.as_str(), v)).collect();
            // Every field scored by the learned model: what answers when no key is named.
            let no_cosines = BTreeMap::new();
            let asking = product_fields::Asking {
                clause_words,
                asked: &asked,
                stems: &stems,
                synonyms: &wanted.synonyms,
                learned: &wanted.learned,
            };
            let field_cosines = cosines.iter().find(|(j, _)| *j == i).map_or(&no_cosines, |(_, c)| c);
            let scored = product_fields::score_fields(p, &asking, field_cosines, |k| wanted.asks(k), field_model);
            out.fields.extend(scored.iter().map(|f| crate::trace::FieldTrace {
                product: p.id.clone(),
                field: f.field.name(),
                text: f.text.clone(),
                features: f.features.clone(),
                score: f.score,
            }));
            // "Is it OK for my 2-year-old?" is answered by the product's age limits.
            let asked_age = crate::compose::phrasing::asked_age(clause_words);
            if asked_age.is_some() {
                let ages: Vec<(&str, &AttributeValue)> = p
                    .attributes
                    .iter()
                    .filter(|(k, v)| crate::compose::phrasing::Key::of(k, v).is_age())
                    .map(|(k, v)| (k.as_str(), v))
                    .collect();
                if !ages.is_empty() {
                    matched = ages;
                }
            }
            let named = !matched.is_empty();
            // No attribute named in words: the fields the model finds answer what was asked, if
            // anything specific was (not "tell me about it", nor its options or price); a
            // description sentence that scored best speaks alone.
            let mut from_description = None;
            if matched.is_empty() && !asked.is_empty() && options.is_empty() && !asks_variants && !asks_price {
                let answering: Vec<&product_fields::ScoredField<'_>> =
                    scored.iter().filter(|f| f.score >= field_model.threshold).take(MAX_FIELDS).collect();
                match answering.first().map(|f| &f.field) {
                    Some(product_fields::Field::Sentence(_, sentence)) => from_description = Some(sentence.clone()),
                    _ => {
                        for f in &answering {
                            if let product_fields::Field::Attribute(k, v) = f.field {
                                matched.push((k, v));
                            }
                        }
                    }
                }
            }
            if !matched.is_empty() {
                let by_value = if yes_no { self.value_verdict(i, &matched, clause_words) } else { None };
                let limits = limits_verdict(&matched, asked_text, yes_no, asked_age);
                said.push(attribute_sentence(p, &matched, clause_words, yes_no, !named, limits, by_value));
            } else if !options.is_empty() && (optioned.is_none() || yes_no) {
                said.push(option_sentence(p, &options));
            }
            if asks_variants
                && !said.iter().any(|s| s.contains(" comes in "))
                && let Some(s) = variants_sentence(p)
            {
                out.listing_only = said.is_empty() && !asks_price;
                said.push(s);
            }
            if asks_price {
                // The options asked for first, then every option's price for comparison.
                if let Some(narrowed) = &optioned {
                    said.push(price_sentence(narrowed, member, &business.currency));
                }
                said.push(price_sentence(p, member, &business.currency));
            }
            out.specific |= !said.is_empty();
            if said.is_empty() && !asks_notice {
                // Nothing asked that the typed data answers: the description sentence the model
                // chose, else say what the product is.
                match from_description.map(|sentence| description_sentence(p, &sentence, &asked, yes_no)) {
                    Some(s) => said.push(s),
                    None => {
                        let content: Vec<&String> = stems.iter().filter(|s| !self.title_stems[i].contains(s)).collect();
                        if content.is_empty() {
                            said.push(summary(p, member, &business.currency));
                        } else {
                            out.unknown = true;
                            said.push(format!(
                                "I don't have information about that for the {}: its product information doesn't say.",
                                p.title
                            ));
                        }
                    }
                }
            }
            if said.is_empty() && asks_notice {
                if p.notices.is_empty() {
                    out.unknown = true;
                    said.push(format!(
                        "I don't have information about that for the {}: its product information includes no allergen or safety details, so I can't confirm either way.",
                        p.title
                    ));
                } else {
                    for (n, notice) in p.notices.iter().enumerate() {
                        said.push(format!(
                            "The {} carries this {} notice: \"{}\"",
                            p.title,
                            notice_label(&notice.code),
                            notice.text
                        ));
                        out.quoted_notices.push((i, n));
                    }
                    out.specific = true;
                }
            }
            if !said.is_empty() {
                out.products.push(i);
                out.sentences.extend(said);
            }
        }
        out
    }
}

/// The most fields a product answer states.
const MAX_FIELDS: usize = 2;

/// The attribute key words a clause asks about by the written rule: its stems, the
/// hand-written synonyms of them, and the learned lexicon's words for them.
struct WantedKeys {
    /// All of them.
    all: Vec<String>,
    /// Those of the synonym list alone.
    synonyms: Vec<String>,
    /// Those of the learned lexicon alone.
    learned: Vec<String>,
}

impl WantedKeys {
    fn of(stems: &[String], lexicon: &BTreeMap<String, Vec<String>>) -> WantedKeys {
        let mut synonyms: Vec<String> = Vec::new();
        for s in stems {
            if let Some((_, keys)) = ATTRIBUTE_SYNONYMS.iter().find(|(k, _)| k == s) {
                synonyms.extend(keys.iter().map(|k| (*k).to_owned()));
            }
        }
        let learned: Vec<String> = learned_words(lexicon, stems).into_iter().map(str::to_owned).collect();
        let all = stems.iter().chain(&synonyms).chain(&learned).cloned().collect();
        WantedKeys { all, synonyms, learned }
    }

    /// Whether the rule takes attribute `key` as asked: one of its identifying words (less
    /// qualifiers, when it has others) is wanted.
    fn asks(&self, key: &str) -> bool {
        let words = key_words(key);
        let identifying: Vec<&String> = if words.len() > 1 {
            words.iter().filter(|kw| !QUALIFIER_WORDS.contains(&kw.as_str())).collect()
        } else {
            words.iter().collect()
        };
        identifying.iter().any(|kw| {
            self.all.iter().any(|w| *w == **kw || stem(kw) == *w || (kw.len() > 4 && w.starts_with(kw.as_str())))
        })
    }
}

/// The verdict the matched attributes' limits give: an age asked about against the product's
/// age limits, or (for a yes/no question) a quantity against a limit or range; every limit
/// must allow it.
fn limits_verdict(
    matched: &[(&str, &AttributeValue)],
    asked_text: &str,
    yes_no: bool,
    asked_age: Option<f64>,
) -> Option<bool> {
    // An age asked about against the product's age limits: every limit must allow it.
    let age_verdict = asked_age.and_then(|age| {
        let verdicts: Vec<bool> =
            matched.iter().filter_map(|(k, v)| crate::compose::phrasing::suits_age(k, v, age)).collect();
        (!verdicts.is_empty()).then(|| verdicts.iter().all(|v| *v))
    });
    // A quantity asked about against a limit or range ("30 kg a shelf" against a 25 kg
    // maximum load): every limit in its dimension must allow it.
    let quantities = crate::read::quantity::quantities(asked_text);
    let limit_verdict = (yes_no && !quantities.is_empty())
        .then(|| {
            let verdicts: Vec<bool> =
                matched.iter().filter_map(|(k, v)| crate::compose::phrasing::fits_limit(k, v, &quantities)).collect();
            (!verdicts.is_empty()).then(|| verdicts.iter().all(|v| *v))
        })
        .flatten();
    age_verdict.or(limit_verdict)
}

/// A sentence stating the matched attributes; a yes/no question gets its verdict first: the
/// one their limits give (`limits`, given for an age asked about whatever the question's form),
/// else a boolean attribute's that names what was asked ("Does it come with a charger?" →
/// `charger_included`; "Does it contain gluten?" → `gluten_free`, read the other way round),
/// else the one the values named give (`by_value`).
fn attribute_sentence(
    p: &Product,
    matched: &[(&str, &AttributeValue)],
    clause_words: &[String],
    yes_no: bool,
    by_meaning: bool,
    limits: Option<bool>,
    by_value: Option<bool>,
) -> String {
    let asked: Vec<String> = clause_words.iter().map(|w| stem(w)).collect();
    // An attribute chosen for what it means answers the question as it stands.
    let exact_bool = matched.iter().find_map(|(k, v)| match v {
        AttributeValue::Bool(b) if by_meaning => Some((*k, *b)),
        AttributeValue::Bool(b) => bool_verdict(k, *b, &asked).map(|verdict| (*k, verdict)),
        _ => None,
    });
    // The boolean asked about leads; the rest follow in data order.
    let mut ordered: Vec<(&str, &AttributeValue)> = Vec::new();
    if let Some((k, _)) = exact_bool {
        ordered.extend(matched.iter().filter(|(mk, _)| *mk == k).copied());
    }
    ordered.extend(matched.iter().filter(|(mk, _)| exact_bool.is_none_or(|(k, _)| k != *mk)).copied());
    let body = attribute_clauses(p, &ordered).join("; ");
    match (limits, exact_bool.map(|(_, b)| b).or(by_value)) {
        (Some(b), _) | (None, Some(b)) if yes_no || limits.is_some() => {
            format!("{} — {body}.", if b { "Yes" } else { "No" })
        }
        _ => format!("{}.", capitalize(&body)),
    }
}

/// Words that offer a choice ("oak or walnut?"): such a question has no yes or no.
const ALTERNATIVES: &[&str] = &["or", "o", "ou", "oder", "u"];

/// The stems of a text or list attribute value, `None` for other kinds.
fn text_value_stems(value: &AttributeValue) -> Option<Vec<String>> {
    let stems = |t: &str| words(t).into_iter().filter(|w| !is_stop(w)).map(|w| stem(&w)).collect::<Vec<_>>();
    match value {
        AttributeValue::Text(t) => Some(stems(t)),
        AttributeValue::List(items) => Some(items.iter().flat_map(|t| stems(t)).collect()),
        _ => None,
    }
}

/// One clause per attribute: the first names the product ("the X does not include a charger"),
/// the rest say "it" / "its".
fn attribute_clauses(p: &Product, attributes: &[(&str, &AttributeValue)]) -> Vec<String> {
    let subject = format!("the {}", p.title);
    attributes
        .iter()
        .enumerate()
        .map(|(n, (k, v))| crate::compose::phrasing::clause((n == 0).then_some(subject.as_str()), k, v))
        .collect()
}

/// The answer to a yes/no question a boolean attribute settles, if it does: every word that
/// identifies the attribute was asked ("charger" for `charger_included`, "dishwasher" for
/// `dishwasher_safe`). A `…_free` key answers "is it gluten-free?" as it is and "does it
/// contain gluten?" the other way round.
fn bool_verdict(key: &str, value: bool, asked: &[String]) -> Option<bool> {
    let parsed = crate::compose::phrasing::Key::parse(key);
    let qualifiers =
        ["included", "required", "needed", "supported", "available", "safe", "compatible", "is", "has", "can"];
    let identifying: Vec<&String> =
        parsed.words.iter().filter(|w| !qualifiers.contains(&w.as_str()) && *w != "free").collect();
    let names = |w: &str| asked.iter().any(|a| *a == w || *a == stem(w) || (w.len() > 4 && a.starts_with(w)));
    if identifying.is_empty() || !identifying.iter().all(|w| names(w)) {
        return None;
    }
    let free_key = parsed.words.last().is_some_and(|w| w == "free");
    // "Is it safe for me (nickel rash)?" asks if it is free of it, as "nickel-free?" does.
    let asks_free = asks_if_safe(asked) || names("without");
    Some(if free_key && !asks_free { !value } else { value })
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The colours and sizes a clause names that the product's variants could have.
pub(crate) fn asked_options(p: &Product, clause_words: &[String]) -> Vec<String> {
    const COLOURS: &[&str] = &[
        "black", "blue", "red", "green", "grey", "gray", "white", "orange", "yellow", "purple", "pink", "brown",
        "navy", "rust", "sage", "sand", "olive", "tan", "beige", "charcoal",
    ];
    let options: Vec<String> = variant_values(p, "color").into_iter().chain(variant_values(p, "size")).collect();
    // Numeric sizes come from a `size` attribute, or else from variant titles that are all
    // numbered ("US 9.5"); a number that is no size ("10.5") is still what was asked, so the
    // answer can say it does not exist.
    let mut sizes = variant_values(p, "size");
    if sizes.is_empty() && variant_values(p, "color").is_empty() && p.variants.len() > 1 {
        sizes = p.variants.iter().map(|v| v.title.clone()).collect();
    }
    let numeric_sizes = !sizes.is_empty() && sizes.iter().all(|v| v.chars().any(|c| c.is_ascii_digit()));
    // Words of the product's own name name the product ("the N9", "the 20 Gallon Kit").
    let title: Vec<String> = words(&p.title);
    // A number before a unit the options do not use is a measure of something else ("my 70 lb
    // dog", "a 6-month-old", "my 55 gallon tank"), not a size asked for.
    let option_text = options.iter().chain(&sizes).map(|o| o.to_lowercase()).collect::<Vec<_>>().join(" ");
    let measure = |i: usize| {
        clause_words.get(i + 1).is_some_and(|next| {
            next.chars().all(char::is_alphabetic) && next.len() > 1 && !option_text.contains(next.as_str())
        })
    };
    // Each variant's words, once.
    let variant_tokens: Vec<Vec<String>> = p
        .variants
        .iter()
        .map(|v| {
            let mut t = words(&v.title);
            for a in v.attributes.values() {
                if let AttributeValue::Text(text) = a {
                    t.extend(words(text));
                }
            }
            t
        })
        .collect();
    let mut out: Vec<String> = Vec::new();
    for (i, w) in clause_words.iter().enumerate() {
        if title.iter().any(|t| t.eq_ignore_ascii_case(w)) {
            continue;
        }
        let numeric = w.chars().any(|c| c.is_ascii_digit());
        // A word of some variant's title but not of every one's ("magnum", "teal", "pro"; a
        // vintage "2019", unless a unit follows it: "2019 ml" is a measure).
        let unit_after = clause_words.get(i + 1).is_some_and(|n| crate::read::quantity::base_unit(n).is_some());
        let in_some_title = w.len() > 2 && !is_stop(w) && !(numeric && (w.len() < 4 || unit_after)) && {
            let with = variant_tokens.iter().filter(|t| t.contains(w)).count();
            with > 0 && with < variant_tokens.len()
        };
        let named = COLOURS.contains(&w.as_str())
            || in_some_title
            || options.iter().any(|o| {
                (o.eq_ignore_ascii_case(w) || o.split_whitespace().any(|x| x.eq_ignore_ascii_case(w)))
                    && w.len() > 1
                    && !(numeric && measure(i))
            })
            || (numeric_sizes && numeric && !measure(i));
        // "a" or "m" alone are words before they are sizes; sizes of one letter count only
        // next to "size" or "in".
        if named && !out.contains(w) && (w.len() > 1 || COLOURS.contains(&w.as_str()) || numeric_sizes) {
            out.push(w.clone());
        }
    }
    out
}

pub(crate) fn variant_has(v: &concierge_core::catalog::Variant, option: &str) -> bool {
    v.attributes
        .values()
        .any(|a| matches!(a, AttributeValue::Text(t) if t.to_lowercase().split_whitespace().any(|w| w == option)))
        || v.title.to_lowercase().split(|c: char| !c.is_alphanumeric() && c != '.').any(|w| w == option)
        // "45mm" for "45 mm / GPS + LTE".
        || (option.len() >= 3
            && option.chars().any(|c| c.is_ascii_digit())
            && v.title.to_lowercase().replace(' ', "").split(['/', ',', '+']).any(|part| part == option))
}

/// The product narrowed to the variants that have every option asked for, titled with them
/// ("Marlow 3-Seater Sofa in Velvet"): none when no option was asked, when no variant has them
/// all, or when every variant does (the product's own price says it then).
fn with_options(p: &Product, options: &[String]) -> Option<Product> {
    if options.is_empty() {
        return None;
    }
    let variants: Vec<concierge_core::catalog::Variant> =
        p.variants.iter().filter(|v| options.iter().all(|o| variant_has(v, o))).cloned().collect();
    if variants.is_empty() || variants.len() == p.variants.len() {
        return None;
    }
    // One variant is named whole: its title may say more than the option ("Large, about 2.2 kg").
    let title = match variants.as_slice() {
        [one] => format!("{} — {} —", p.title, one.title),
        _ => {
            let shown: Vec<String> = options.iter().map(|o| display_option(p, o)).collect();
            format!("{} in {}", p.title, shown.join(" "))
        }
    };
    Some(Product { title, variants, ..p.clone() })
}

/// Whether one variant has every option asked for ("rust in an XL"), and what there is.
fn option_sentence(p: &Product, options: &[String]) -> String {
    let shown: Vec<String> = options.iter().map(|o| display_option(p, o)).collect();
    let wanted = join_list(&shown);
    let all = variants_sentence(p).unwrap_or_default();
    if p.variants.iter().any(|v| options.iter().all(|o| variant_has(v, o))) {
        return format!("Yes — the {} comes in {wanted}. {all}", p.title).trim().to_owned();
    }
    if options.len() > 1 {
        // Not together: say which variants each option comes in ("in 2019 it comes as 2019 —
        // Bottle 75 cl; in Magnum, as 2020 — Magnum 150 cl").
        let each: Vec<String> = options
            .iter()
            .zip(&shown)
            .filter_map(|(option, shown)| {
                let with: Vec<String> =
                    p.variants.iter().filter(|v| variant_has(v, option)).map(|v| v.title.clone()).collect();
                (!with.is_empty()).then(|| format!("in {shown} it comes as {}", join_list(&with)))
            })
            .collect();
        if !each.is_empty() {
            return format!("No — the {} doesn't come in {}; {}.", p.title, shown.join(" in "), each.join("; "));
        }
    }
    format!("No — the {} doesn't come in {wanted}. {all}", p.title).trim().to_owned()
}

/// An option as the business writes it ("xl" → "XL", "rust" → "Rust").
fn display_option(p: &Product, option: &str) -> String {
    variant_values(p, "color")
        .into_iter()
        .chain(variant_values(p, "size"))
        .find(|v| v.eq_ignore_ascii_case(option))
        .unwrap_or_else(|| capitalize(option))
}

fn variant_values(p: &Product, key: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for v in &p.variants {
        if let Some(AttributeValue::Text(t)) = v.attributes.get(key)
            && !out.contains(t)
        {
            out.push(t.clone());
        }
    }
    out
}

/// Words that ask about returning something ("Can I send it back?").
const RETURN_WORDS: &[&str] = &[
    "return",
    "returns",
    "returned",
    "returnable",
    "refund",
    "refunds",
    "refundable",
    "exchange",
    "exchanged",
    "swap",
    "devolver",
    "devolución",
    "devolucion",
    "reembolso",
    "cambiar",
    "retourner",
    "retour",
    "rembourser",
    "échanger",
    "echanger",
];

/// Words that ask about buying online or having it sent ("Can I order it online?").
const ONLINE_WORDS: &[&str] = &[
    "online",
    "website",
    "site",
    "web",
    "ship",
    "shipping",
    "shipped",
    "deliver",
    "delivery",
    "delivered",
    "post",
    "mail",
    "línea",
    "linea",
    "envío",
    "envio",
    "enviar",
    "ligne",
    "livrer",
    "livraison",
    "livré",
];

/// What a buyer about to buy or reserve a product should know of it: its price (with the
/// buyer's member price) and the terms it is sold on (final sale, in stores only).
pub(crate) fn terms_in_brief(b: &Business, i: usize, member: Option<&str>, lang: Lang) -> String {
    let p = &b.products[i];
    let phrases = lang.phrases();
    let mut out = vec![price_sentence(p, member, &b.currency)];
    if p.final_sale {
        out.push(capitalize(&fill(phrases.final_sale, &[&p.title])));
    }
    if !p.sold_online {
        out.push(capitalize(&fill(phrases.in_stores_only, &[&p.title])));
    }
    out.join(" ")
}

/// What the business's terms of sale say of these products, when the question asks: a final
/// sale item cannot be returned, a product sold in stores only cannot be had online. `None`
/// when the question asks neither or no product in view has such a term.
/// `marks_sales`: whether the business marks a sale on any product ([`ProductBook::marks_sales`]).
pub(crate) fn sale_terms(
    b: &Business,
    products: &[usize],
    words: &[String],
    marks_sales: bool,
    lang: Lang,
) -> Option<String> {
    let asks = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    let p = lang.phrases();
    let pick = |term: fn(&Product) -> bool, phrase: &str| -> Option<String> {
        let with: Vec<&Product> = products.iter().map(|&i| &b.products[i]).filter(|x| term(x)).collect();
        // Every product in view has the term: a plain no. Otherwise name the ones that do.
        let lead = if with.len() == products.len() { format!("{} — ", p.no) } else { String::new() };
        let sentences: Vec<String> = with.iter().map(|x| fill(phrase, &[&x.title])).collect();
        (!sentences.is_empty()).then(|| {
            let text = sentences.join(" ");
            format!("{lead}{}", if lead.is_empty() { capitalize(&text) } else { text })
        })
    };
    let sends_back = words.windows(3).any(|w| {
        matches!(w[0].as_str(), "send" | "bring" | "take" | "give" | "mail" | "post")
            && (w[1] == "back" || w[2] == "back")
    });
    if (asks(RETURN_WORDS) || sends_back)
        && let Some(text) = pick(|x| x.final_sale, p.final_sale)
    {
        return Some(text);
    }
    if asks_online_stock(words) {
        let said: Vec<String> = products.iter().filter_map(|&i| online_stock(&b.products[i], words, lang)).collect();
        if !said.is_empty() {
            return Some(said.join(" "));
        }
    }
    if asks_sale(words) {
        let said: Vec<String> =
            products.iter().filter_map(|&i| sale_sentence(b, &b.products[i], marks_sales, lang)).collect();
        if !said.is_empty() {
            return Some(said.join(" "));
        }
    }
    if asks(ONLINE_WORDS) {
        return pick(|x| !x.sold_online, p.in_stores_only);
    }
    None
}

/// Whether a clause asks if something can be had now ("Is it in stock?", "Is the blue one sold
/// out?", "Can I pre-order it?"). "Available" counts unless the clause asks which options there
/// are ("What sizes are available?").
pub(crate) fn asks_online_stock(words: &[String]) -> bool {
    let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    let pairs = words
        .windows(2)
        .any(|w| matches!((w[0].as_str(), w[1].as_str()), ("sold", "out") | ("pre", "order") | ("back", "order")));
    pairs
        || has(&[
            "stock",
            "instock",
            "backorder",
            "backordered",
            "preorder",
            "restock",
            "restocked",
            "agotado",
            "agotada",
            "existencias",
            "rupture",
            "précommande",
            "précommander",
        ])
        || (has(&["available", "availability", "disponible", "disponibles"])
            && !has(&["size", "sizes", "color", "colors", "colour", "colours", "option", "options", "which", "what"]))
}

/// Whether a clause asks about a reduced price ("Is it on sale?", "Any discount on it?"); "final
/// sale" asks about returns instead.
pub(crate) fn asks_sale(words: &[String]) -> bool {
    let final_sale = words.windows(2).any(|w| matches!(w[0].as_str(), "final" | "finale") && w[1].starts_with("sale"));
    !final_sale
        && words.iter().any(|w| {
            matches!(
                w.as_str(),
                "sale"
                    | "discount"
                    | "discounted"
                    | "reduced"
                    | "markdown"
                    | "clearance"
                    | "oferta"
                    | "rebajado"
                    | "rebajada"
                    | "rebajas"
                    | "descuento"
                    | "soldé"
                    | "soldes"
                    | "promo"
                    | "promotion"
                    | "réduction"
                    | "remise"
            )
        })
}

/// Whether `p` can be ordered online now, from its variants' stock status: the options the
/// clause names, else every variant. `None` when none of them has a status (the business does
/// not say).
pub(crate) fn online_stock(p: &Product, words: &[String], lang: Lang) -> Option<String> {
    let phrases = lang.phrases();
    let asked = asked_options(p, words);
    let mut in_view: Vec<&concierge_core::catalog::Variant> =
        p.variants.iter().filter(|v| asked.iter().all(|o| variant_has(v, o))).collect();
    if in_view.is_empty() {
        in_view = p.variants.iter().collect();
    }
    let statuses: Vec<StockStatus> = in_view.iter().filter_map(|v| v.stock_status).collect();
    if statuses.len() != in_view.len() {
        // A variant without a status: what it is, the business does not say.
        return None;
    }
    // The phrases list the statuses in declaration order.
    let index = |s: StockStatus| s as usize;
    let title = if asked.is_empty() || in_view.len() == p.variants.len() {
        p.title.clone()
    } else {
        format!("{} ({})", p.title, asked.join(" "))
    };
    if statuses.iter().all(|s| *s == statuses[0]) {
        let lead = if stock_verdict(words, statuses[0]) { phrases.yes } else { phrases.no };
        return Some(format!("{lead} — {}", fill(phrases.online_stock[index(statuses[0])], &[&title])));
    }
    let groups: Vec<String> = StockStatus::ALL
        .iter()
        .filter_map(|status| {
            let titles: Vec<String> =
                in_view.iter().filter(|v| v.stock_status == Some(*status)).map(|v| v.title.clone()).collect();
            (!titles.is_empty()).then(|| format!("{} ({})", phrases.stock_labels[index(*status)], titles.join(", ")))
        })
        .collect();
    Some(fill(phrases.online_stock_by_option, &[&p.title, &groups.join("; ")]))
}

/// The verdict on a stock question, by what it asks: "Can I pre-order it?" is yes for a
/// pre-order, "Is it sold out?" for a variant out of stock (or on backorder), "Is it in stock?"
/// and "Is it available?" for one in stock only.
fn stock_verdict(words: &[String], status: StockStatus) -> bool {
    let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    let pair = |a: &str, b: &str| words.windows(2).any(|w| w[0] == a && w[1] == b);
    if has(&["preorder", "précommande", "précommander", "preventa"]) || pair("pre", "order") {
        status == StockStatus::Preorder
    } else if has(&["backorder", "backordered"]) || pair("back", "order") {
        status == StockStatus::Backorder
    } else if pair("sold", "out") || pair("out", "of") || has(&["agotado", "agotada", "rupture"]) {
        matches!(status, StockStatus::OutOfStock | StockStatus::Backorder)
    } else {
        status == StockStatus::InStock
    }
}

/// Whether `p` is on sale: its reduced price and the regular one. `None` when it is not and the
/// business marks no sale on any product (`marks_sales`; then a missing sale price says nothing).
fn sale_sentence(b: &Business, p: &Product, marks_sales: bool, lang: Lang) -> Option<String> {
    let phrases = lang.phrases();
    let reduced: Vec<&concierge_core::catalog::Variant> =
        p.variants.iter().filter(|v| v.compare_at_price.is_some()).collect();
    if let Some(first) = reduced.first() {
        let (price, regular) = (first.price, first.compare_at_price.unwrap_or(first.price));
        let all_alike = reduced.iter().all(|v| v.price == price && v.compare_at_price == Some(regular));
        let text = if all_alike && reduced.len() == p.variants.len() {
            fill(phrases.on_sale, &[&p.title, &money(price, &b.currency), &money(regular, &b.currency)])
        } else {
            let each: Vec<String> = reduced
                .iter()
                .map(|v| {
                    fill(
                        phrases.on_sale,
                        &[
                            &v.title,
                            &money(v.price, &b.currency),
                            &money(v.compare_at_price.unwrap_or(v.price), &b.currency),
                        ],
                    )
                    .trim_end_matches('.')
                    .to_owned()
                })
                .collect();
            format!("{}.", each.join("; "))
        };
        return Some(format!("{} — {text}", phrases.yes));
    }
    marks_sales.then(|| {
        let mut prices: Vec<Money> = p.variants.iter().map(|v| v.price).collect();
        prices.sort();
        prices.dedup();
        let price = match prices.as_slice() {
            [one] => money(*one, &b.currency),
            [low, .., high] => format!("{}–{}", money(*low, &b.currency), money(*high, &b.currency)),
            [] => String::new(),
        };
        format!("{} — {}", phrases.no, fill(phrases.not_on_sale, &[&p.title, &price]))
    })
}

pub(crate) fn join_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn variants_sentence(p: &Product) -> Option<String> {
    let colours = variant_values(p, "color");
    let sizes = variant_values(p, "size");
    match (colours.is_empty(), sizes.is_empty()) {
        (false, false) => {
            Some(format!("The {} comes in {}, in sizes {}.", p.title, join_list(&colours), join_list(&sizes)))
        }
        (false, true) => Some(format!("The {} comes in {}.", p.title, join_list(&colours))),
        (true, false) => Some(format!("The {} comes in sizes {}.", p.title, join_list(&sizes))),
        (true, true) if p.variants.len() > 1 => {
            let titles: Vec<String> = p.variants.iter().map(|v| v.title.clone()).collect();
            Some(format!("The {} comes in these options: {}.", p.title, join_list(&titles)))
        }
        _ => None,
    }
}

/// An amount in the business's currency: "$189.00", "£4.50", "A$9.95", "12.00 CHF".
pub(crate) fn money(m: Money, currency: &str) -> String {
    // Symbols of the common ISO 4217 currencies; others are written after the amount.
    let symbol = match currency {
        "USD" => "$",
        "GBP" => "£",
        "EUR" => "€",
        "JPY" => "¥",
        "AUD" => "A$",
        "CAD" => "CA$",
        "NZD" => "NZ$",
        "MXN" => "MX$",
        "INR" => "₹",
        _ => return format!("{m} {currency}"),
    };
    format!("{symbol}{m}")
}

/// The listed price; with `member` (a signed-in member's tier), their member price too.
pub(crate) fn price_sentence(p: &Product, member: Option<&str>, currency: &str) -> String {
    let listed = listed_price(p, currency);
    match (member, member_prices(p).as_slice()) {
        (Some(tier), [one]) => {
            format!("{} (your {tier} member price: {}).", listed.trim_end_matches('.'), money(*one, currency))
        }
        (Some(tier), [low, .., high]) => format!(
            "{} (your {tier} member prices: {} to {}).",
            listed.trim_end_matches('.'),
            money(*low, currency),
            money(*high, currency)
        ),
        _ => listed,
    }
}

/// The distinct member prices of a product's variants, lowest first.
pub(crate) fn member_prices(p: &Product) -> Vec<Money> {
    let mut prices: Vec<Money> = p.variants.iter().filter_map(|v| v.member_price).collect();
    prices.sort();
    prices.dedup();
    prices
}

fn listed_price(p: &Product, currency: &str) -> String {
    let mut prices: Vec<Money> = p.variants.iter().map(|v| v.price).collect();
    prices.sort();
    prices.dedup();
    // A reduced price is said with the regular one it is compared with.
    let was = |v: &concierge_core::catalog::Variant| {
        v.compare_at_price.map(|c| format!(", down from {}", money(c, currency))).unwrap_or_default()
    };
    match prices.as_slice() {
        [one] if p.variants.iter().all(|v| v.compare_at_price == p.variants[0].compare_at_price) => {
            format!("The {} is currently listed at {}{}.", p.title, money(*one, currency), was(&p.variants[0]))
        }
        _ if p.variants.len() <= 4 => {
            let each: Vec<String> = p
                .variants
                .iter()
                .map(|v| {
                    let price = money(v.price, currency);
                    // A variant titled by its amount ("$25") is not named twice.
                    if v.title.contains(&price) || price.starts_with(&format!("{}.", v.title)) {
                        format!("{price}{}", was(v))
                    } else {
                        format!("{} {price}{}", v.title, was(v))
                    }
                })
                .collect();
            format!("The {} is currently listed at {}.", p.title, join_list(&each))
        }
        [one] => format!(
            "The {} is currently listed at {}; some options are on sale, down from a regular price.",
            p.title,
            money(*one, currency)
        ),
        [low, .., high] => {
            let on_sale = if p.variants.iter().any(|v| v.compare_at_price.is_some()) {
                "; some options are on sale, down from a regular price"
            } else {
                ""
            };
            format!(
                "The {} is currently listed from {} to {}{on_sale}.",
                p.title,
                money(*low, currency),
                money(*high, currency)
            )
        }
        [] => format!("The {} has no listed price.", p.title),
    }
}

fn summary(p: &Product, member: Option<&str>, currency: &str) -> String {
    let first = crate::evidence::retrieval::sentences(&p.description).into_iter().take(2).collect::<Vec<_>>().join(" ");
    format!("{} {}", first, price_sentence(p, member, currency)).trim().to_owned()
}

/// A description sentence as the answer.
/// A yes/no question gets "No" when the sentence negates what was asked ("is not waterproof")
/// and "Yes" when it states two or more of the question's words plainly; otherwise the
/// sentence is quoted without a verdict.
fn description_sentence(p: &Product, sentence: &str, asked: &[String], yes_no: bool) -> String {
    let content: Vec<&String> = asked.iter().filter(|s| s.len() > 2).collect();
    let sentence_stems: Vec<String> = words(sentence).iter().map(|w| stem(w)).collect();
    let n = content.iter().filter(|c| sentence_stems.contains(c)).count();
    let verdict = if !yes_no {
        None
    } else if negates(sentence, &content) {
        Some("No")
    } else if n >= 2 && !has_negation(sentence) {
        Some("Yes")
    } else {
        None
    };
    match verdict {
        Some(v) => format!("{v} — the {}'s description says: \"{sentence}\"", p.title),
        None => format!("The {}: {}", p.title, lower_first_article(sentence)),
    }
}

const NEGATIONS: &[&str] = &["not", "no", "never", "isn't", "aren't", "doesn't", "don't", "without", "nor"];

fn has_negation(sentence: &str) -> bool {
    words(sentence).iter().any(|w| NEGATIONS.contains(&w.as_str()))
}

/// Whether a negation governs one of the asked words ("is not waterproof").
fn negates(sentence: &str, asked: &[&String]) -> bool {
    let ws = words(sentence);
    ws.iter().enumerate().any(|(i, w)| {
        NEGATIONS.contains(&w.as_str())
            && ws.iter().skip(i + 1).take(3).any(|next| asked.iter().any(|a| stem(next) == **a))
    })
}

fn lower_first_article(sentence: &str) -> String {
    for (from, to) in [("A ", "a "), ("An ", "an ")] {
        if let Some(rest) = sentence.strip_prefix(from) {
            return format!("{to}{rest}");
        }
    }
    sentence.to_owned()
}

/// Whether the question asks if the product is free of, or safe despite, what a notice warns
/// about ("is it nut-free?", "is it safe for toddlers?", "OK for someone with a latex allergy?").
fn asks_if_free_or_safe(stems: &[String]) -> bool {
    asks_if_safe(stems) || stems.iter().any(|s| matches!(s.as_str(), "allerg" | "allergy" | "allergic"))
}

/// Whether the question asks if something is free of a thing, safe or suitable ("is it
/// nickel-free?", "is it ok for me?").
fn asks_if_safe(stems: &[String]) -> bool {
    stems.iter().any(|s| matches!(s.as_str(), "free" | "safe" | "suitabl" | "suitable" | "ok" | "okay" | "fine"))
}

/// Whether the question asks if there is a notice ("does it have a warning?").
fn asks_for_notice(stems: &[String]) -> bool {
    stems.iter().any(|s| matches!(s.as_str(), "warning" | "notice" | "label" | "prop" | "65" | "contain"))
}

fn notice_label(code: &str) -> String {
    match code {
        "prop65" => "California Proposition 65".to_owned(),
        "allergens" => "allergen".to_owned(),
        other => other.replace('_', " "),
    }
}

/// Whether a notice speaks to the question (by its code or its words).
fn notice_matches(code: &str, text: &str, stems: &[String]) -> bool {
    let code_words: Vec<String> = match code {
        "prop65" => {
            vec!["prop".into(), "65".into(), "california".into(), "cancer".into(), "chemical".into(), "warning".into()]
        }
        "allergens" => vec!["allerg".into(), "allergen".into(), "ingredient".into(), "contain".into()],
        other => other.split('_').map(stem).collect(),
    };
    let mut text_stems: Vec<String> = words(text).iter().filter(|w| !is_stop(w)).map(|w| stem(w)).collect();
    // A temperature limit answers "hot" and "heat".
    if text_stems.iter().any(|t| t.starts_with("temperatur")) {
        text_stems.extend(["hot".to_owned(), "heat".to_owned()]);
    }
    stems.iter().any(|s| {
        NOTICE_WORDS.iter().any(|n| s.starts_with(n))
            && (code_words.iter().any(|c| s.starts_with(c.as_str()))
                || text_stems.iter().any(|t| t == s || (s.len() >= 3 && t.contains(s.as_str()))))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The candidates are exactly the products a scan of the whole catalogue finds with a
    /// title stem among the clause's stems or a SKU or handle among its words (any case): the
    /// only ones `mentioned` can score.
    #[test]
    fn candidates_are_the_products_a_whole_scan_would_score() {
        let business = concierge_store::demo().unwrap();
        let book = ProductBook::new(&business);
        let mut clauses: Vec<Vec<String>> =
            ["the weather tomorrow", "is it waterproof", "a jacket and a mug", "rrj-m-blu in black"]
                .iter()
                .map(|q| words(q))
                .collect();
        for p in &business.products {
            clauses.push(words(&p.title));
            clauses.push(vec![p.handle.to_uppercase(), "please".into()]);
            clauses.extend(p.variants.iter().map(|v| vec![v.sku.to_lowercase()]));
        }
        for clause in &clauses {
            let stems: Vec<String> = clause.iter().map(|w| stem(w)).collect();
            let scanned: Vec<usize> = (0..business.products.len())
                .filter(|&i| {
                    let p = &business.products[i];
                    book.title_stems[i].iter().any(|t| stems.contains(t))
                        || clause.iter().any(|w| {
                            w.eq_ignore_ascii_case(&p.handle)
                                || p.variants.iter().any(|v| v.sku.eq_ignore_ascii_case(w))
                        })
                })
                .collect();
            assert_eq!(book.candidates(&stems, clause), scanned, "{clause:?}");
        }
        assert!(book.candidates(&[stem("weather")], &words("the weather")).is_empty());
    }

    /// An identifier finds the product a scan in catalogue order finds first, in every form
    /// `ids` may take.
    #[test]
    fn identifiers_find_the_first_product_a_scan_finds() {
        let business = concierge_store::demo().unwrap();
        let book = ProductBook::new(&business);
        let scan = |id: &str| {
            business.products.iter().position(|p| {
                id == business.gid("Product", &p.id)
                    || id == p.id
                    || id.eq_ignore_ascii_case(&p.handle)
                    || (id.contains("://") && normalize_url(id) == normalize_url(&p.url))
                    || p.variants.iter().any(|v| {
                        id == business.gid("ProductVariant", &v.id) || id == v.id || id.eq_ignore_ascii_case(&v.sku)
                    })
            })
        };
        let mut ids: Vec<String> = vec!["".into(), "nothing".into(), "gid://nowhere/Product/x".into()];
        for p in &business.products {
            ids.extend([business.gid("Product", &p.id), p.id.clone(), p.handle.to_uppercase()]);
            ids.extend([format!("{}/?ref=agent", p.url.to_uppercase()), format!("{}#reviews", p.url)]);
            ids.push(business.gid("ProductVariant", &p.id));
            for v in &p.variants {
                ids.extend([business.gid("ProductVariant", &v.id), v.id.clone(), v.sku.to_lowercase()]);
                ids.push(business.gid("Product", &v.id));
            }
        }
        for id in &ids {
            assert_eq!(book.identified(&business, id), scan(id), "{id}");
        }
        assert!(ids.iter().filter(|id| scan(id).is_some()).count() > business.products.len() * 4);
    }

    #[test]
    fn verdicts_from_limits_and_ranges() {
        use crate::compose::phrasing::fits_limit;
        let q = |text: &str| crate::read::quantity::quantities(text);
        let n = |v: i64| AttributeValue::Integer(v);
        assert_eq!(fits_limit("shelf_max_load_kg", &n(25), &q("about 30 kg a shelf, ok?")), Some(false));
        assert_eq!(fits_limit("shelf_max_load_kg", &n(25), &q("can it hold 20kg")), Some(true));
        assert_eq!(fits_limit("max_load_kg", &n(120), &q("can it carry 150 kg")), Some(false));
        assert_eq!(fits_limit("capacity_kg", &n(120), &q("is 90000 g too much")), Some(true));
        let range = AttributeValue::Text("100 to 110".into());
        assert_eq!(fits_limit("suits_bench_height_cm", &range, &q("our bench is 90 cm high")), Some(false));
        assert_eq!(fits_limit("suits_bench_height_cm", &range, &q("a 1.05 m bench")), Some(true));
        // Another dimension, or no limit: nothing to say.
        assert_eq!(fits_limit("shelf_max_load_kg", &n(25), &q("is it 30 cm deep")), None);
        assert_eq!(fits_limit("weight_kg", &n(38), &q("will 45 kg fit on it")), None);
        // Fits up to its value; a bound the question sets holds against the value.
        assert_eq!(fits_limit("fits_height_cm", &n(145), &q("My kid is 150 cm. Will the bag fit?")), Some(false));
        assert_eq!(fits_limit("alcohol_abv_pct", &n(15), &q("I want a red under 14% alcohol. Is it ok?")), Some(false));
        assert_eq!(fits_limit("alcohol_abv_pct", &n(12), &q("a red under 14% alcohol?")), Some(true));
    }

    #[test]
    fn verdicts_from_booleans() {
        let asked = |q: &str| words(q).iter().map(|w| stem(w)).collect::<Vec<_>>();
        assert_eq!(bool_verdict("charger_included", false, &asked("does it come with a charger")), Some(false));
        assert_eq!(bool_verdict("gluten_free", true, &asked("does it contain gluten")), Some(false));
        assert_eq!(bool_verdict("gluten_free", true, &asked("is it gluten free")), Some(true));
        assert_eq!(bool_verdict("nickel_free", true, &asked("nickel gives me a rash, is it safe")), Some(true));
        assert_eq!(bool_verdict("nickel_free", false, &asked("nickel gives me a rash, is it ok")), Some(false));
        assert_eq!(bool_verdict("dishwasher_safe", true, &asked("can it go in the dishwasher")), Some(true));
        assert_eq!(bool_verdict("works_with_iphone", true, &asked("is it waterproof")), None);
    }
}
