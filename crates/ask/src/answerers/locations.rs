//! Questions about stores: which stores a question names, and their hours (on a day, now, on a
//! holiday), address, phone and amenities, and which stores serve a postal code and how (local
//! delivery, shipping from the store). Hours come from the same schedules as the Location
//! capability, evaluated in each store's own time zone, and service areas are read by the same
//! `serves` code, so Ask and Location never disagree.

use concierge_core::catalog::Business;
use concierge_core::location::geodesy::Wgs84;
use concierge_core::location::serves::{CoverageModel, RawLocality, normalize_postal, serving_areas};
use concierge_core::location::text::{TextIndex, TextIndexBuilder, query_terms};
use concierge_core::location::{
    ClockTime, DayHours, Geo, Interval, Location, LocationStatus, Openness, PostalAddress, ServiceArea,
};
use concierge_places::Place;
use jiff::Timestamp;
use jiff::civil::{Date, Weekday};

use crate::read::analyze::{is_stop, stem, weekday_named, words};
use crate::read::language::{Lang, Phrases, fill};

/// How many stores "which store do you mean?" names before it counts the rest.
const CHOICES_NAMED: usize = 10;

/// Exposed locations, indexed by their names, aliases and cities.
#[derive(Debug)]
pub(crate) struct LocationBook {
    /// The locations Ask may talk about.
    pub(crate) exposed: Exposed,
    names: TextIndex,
    /// Stems of the words the business's amenity labels and keys use ("dog", "welcome",
    /// "tailoring"): a question using one asks about amenities, whatever the business offers.
    amenity_stems: std::collections::BTreeSet<String>,
    /// Where the stores deliver or ship, for "Who delivers to 94110?".
    coverage: Coverage,
}

/// The locations Ask may talk about, by index into `business.locations`: every one (a chain
/// without internal locations: a count, not a million indices), or a list.
#[derive(Debug)]
pub(crate) enum Exposed {
    All(usize),
    Listed(Vec<u32>),
}

impl Exposed {
    fn of(business: &Business) -> Exposed {
        let locations = &business.locations;
        if locations.iter().all(|l| !l.internal) {
            return Exposed::All(locations.len());
        }
        let index = |i: usize| u32::try_from(i).expect("under 2^32 locations");
        Exposed::Listed((0..locations.len()).filter(|&i| !locations[i].internal).map(index).collect())
    }

    pub(crate) fn len(&self) -> usize {
        match self {
            Exposed::All(n) => *n,
            Exposed::Listed(indices) => indices.len(),
        }
    }

    /// The `doc`-th exposed location's index.
    pub(crate) fn at(&self, doc: usize) -> usize {
        match self {
            Exposed::All(_) => doc,
            Exposed::Listed(indices) => indices[doc] as usize,
        }
    }

    /// The indices, in order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.len()).map(|doc| self.at(doc))
    }
}

/// Words of amenity labels too general to say which amenity a question means.
const AMENITY_FILLER: &[&str] = &[
    "free",
    "in",
    "store",
    "stores",
    "shop",
    "service",
    "services",
    "available",
    "on",
    "site",
    "station",
    "area",
    "dev",
    "ucp",
    "amenity",
    "shopping",
    "com",
    "our",
    "all",
    "day",
    "days",
    "open",
    "hours",
];

fn amenity_stems(key: &str, label: &str) -> Vec<String> {
    let last = key.rsplit('.').next().unwrap_or(key).replace('_', " ");
    words(&format!("{last} {label}"))
        .iter()
        .filter(|w| !is_stop(w) && !AMENITY_FILLER.contains(&w.as_str()) && w.len() > 2)
        .map(|w| stem(w))
        .collect()
}

/// What a clause asks about a store.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StoreTopic {
    Hours,
    Address,
    Phone,
    Amenity,
}

/// Words that refer to stores in general.
const STORE_WORDS: &[&str] = &[
    "store",
    "stores",
    "shop",
    "shops",
    "location",
    "locations",
    "branch",
    "outlet",
    "today",
    "tomorrow",
    "tonight",
    "now",
    "moment",
    "tienda",
    "tiendas",
    "hoy",
    "mañana",
    "ahora",
];

/// Words of days and holidays besides weekday names ([`weekday_named`]), which are never
/// store names.
const DAY_WORDS: &[&str] = &[
    "weekday",
    "weekdays",
    "weekend",
    "weekends",
    "christmas",
    "eve",
    "day",
    "new",
    "year",
    "years",
    "holiday",
    "holidays",
];

/// Whether a word names a day: a weekday, or a word of [`DAY_WORDS`].
fn names_a_day(word: &str) -> bool {
    DAY_WORDS.contains(&word) || weekday_named(word).is_some()
}

/// Whether a clause asks where a product is in stock ("Is it in stock at Union Square?",
/// "Which stores have the tent?"). "Available" and "carry" count only with a store in view:
/// without one they are about shipping options or the catalogue ("what tents do you carry?").
pub(crate) fn asks_stock(words: &[String], store_in_view: bool) -> bool {
    let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    has(&["stock", "inventory", "existencias"])
        || (store_in_view
            && has(&["available", "availability", "carry", "carries", "disponible", "have", "has", "got"]))
        || (has(&["store", "stores", "shop", "shops", "location", "locations", "tienda", "tiendas"])
            && has(&["have", "has", "sell", "sells", "got", "tienen", "tiene"]))
}

impl StoreTopic {
    /// How a conversation remembers the topic, for "What about Sunday?".
    pub(crate) fn marker(self) -> &'static str {
        match self {
            StoreTopic::Hours => "#hours",
            StoreTopic::Address => "#address",
            StoreTopic::Phone => "#phone",
            StoreTopic::Amenity => "#amenity",
        }
    }

    /// The topic a [`StoreTopic::marker`] stands for.
    pub(crate) fn from_marker(marker: &str) -> Option<Self> {
        [StoreTopic::Hours, StoreTopic::Address, StoreTopic::Phone].into_iter().find(|t| t.marker() == marker)
    }
}

/// Words that ask about opening hours whatever else the clause says.
const HOURS_WORDS: &[&str] = &[
    "hours",
    "abre",
    "abren",
    "cierra",
    "horario",
    "horarios",
    "abierta",
    "abierto",
    "reopen",
    "reopens",
    "reopening",
];

/// Words that ask about opening hours only in a clause about stores: "what's the cutoff
/// time?", "is it too late to change my order?" and "the 24-can case" are not about them.
const WEAK_HOURS_WORDS: &[&str] = &["hour", "time", "late", "early", "24"];

/// Containers whose opening is not a store's ("once the bag is open", "an opened box").
const CONTAINERS: &[&str] = &[
    "box",
    "boxed",
    "package",
    "packaging",
    "bag",
    "item",
    "items",
    "bottle",
    "jar",
    "tin",
    "can",
    "packet",
    "pack",
    "tub",
    "seal",
    "carton",
    "tube",
    "pouch",
];

/// Words that make a clause a store question.
pub(crate) fn store_topics(words: &[String]) -> Vec<StoreTopic> {
    let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    let mut out = Vec::new();
    // "If I open the box", "after opening it", "once a bag of kibble is open", "open-box
    // stock" use "open" of things, not of stores.
    let of_a_thing = words.iter().enumerate().any(|(i, w)| {
        (w == "open" || w == "opened" || w == "opening")
            && (words.get(i + 1).is_some_and(|n| {
                matches!(n.as_str(), "the" | "a" | "my" | "it" | "them") || CONTAINERS.contains(&n.as_str())
            }) || words[i.saturating_sub(5)..i].iter().any(|p| CONTAINERS.contains(&p.as_str())))
    }) || words.iter().any(|w| w.starts_with("open-"));
    let about_stores = has(STORE_WORDS);
    if !of_a_thing && has(&["open", "opens", "opening", "close", "closes", "closing", "closed"])
        || has(HOURS_WORDS)
        || (about_stores && has(WEAK_HOURS_WORDS))
    {
        out.push(StoreTopic::Hours);
    }
    // "Where is …?" asks for the address; "is there somewhere I can sit where …?" does not.
    let asks_where =
        words.first().is_some_and(|w| matches!(w.as_str(), "where" | "where's" | "wheres" | "dónde" | "donde"))
            || words.windows(2).any(|p| p[0] == "where" && matches!(p[1].as_str(), "is" | "are" | "s"));
    if asks_where
        || has(&["address", "located", "location", "directions", "dirección", "street"])
        || asks_existence(words)
    {
        out.push(StoreTopic::Address);
    }
    if has(&["phone", "call", "telephone", "number", "teléfono", "telefono"]) {
        out.push(StoreTopic::Phone);
    }
    if !amenity_terms(words).is_empty() {
        out.push(StoreTopic::Amenity);
    }
    out
}

/// Amenity words a clause uses, normalised to what amenity keys and labels contain.
fn amenity_terms(words: &[String]) -> Vec<&'static str> {
    let mut out = Vec::new();
    for w in words {
        let term = match w.as_str() {
            "parking" | "park" | "garage" | "estacionamiento" => "parking",
            "wifi" | "wi" | "internet" => "wi_fi",
            "curbside" => "curbside",
            "pickup" | "pick" | "collect" | "recoger" => "pickup",
            "repair" | "repairs" | "fix" | "bench" => "repair",
            "wheelchair" | "accessible" | "accessibility" => "accessib",
            "restroom" | "restrooms" | "toilet" | "bathroom" => "restroom",
            _ => continue,
        };
        if !out.contains(&term) {
            out.push(term);
        }
    }
    out
}

impl LocationBook {
    pub(crate) fn new(business: &Business) -> Self {
        let mut names = TextIndexBuilder::default();
        let exposed = Exposed::of(business);
        for (doc, i) in exposed.iter().enumerate() {
            let l = &business.locations[i];
            names.add(doc, &l.name, 5);
            for alias in l.aliases.code.iter().chain(&l.aliases.handle).chain(&l.aliases.other) {
                names.add(doc, alias, 4);
            }
            if let Some(a) = &l.address {
                names.add(doc, a.address_locality.as_deref().unwrap_or_default(), 4);
                names.add(doc, a.street_address.as_deref().unwrap_or_default(), 1);
            }
        }
        // What stores offer and say they do not offer (by its key: the label is a sentence).
        // A chain repeats the same few amenities at every store: stem each distinct one once.
        let distinct: std::collections::HashSet<(&str, &str)> = exposed
            .iter()
            .flat_map(|i| {
                let l = &business.locations[i];
                let refused = l.not_offered.keys().map(|k| (k.as_str(), ""));
                l.amenities.iter().map(|(k, v)| (k.as_str(), v.as_str())).chain(refused)
            })
            .collect();
        let amenity_stems = distinct.into_iter().flat_map(|(k, l)| amenity_stems(k, l)).collect();
        let coverage = Coverage::new(business, &exposed);
        LocationBook { exposed, names: names.build(), amenity_stems, coverage }
    }

    /// What a clause asks about a store: [`store_topics`], and amenities named in the
    /// business's own amenity words when the clause is about stores (`store_in_view`, or it
    /// says "store", "shop", "branch"): "cheese" alone asks about cheese, not the cheese counter.
    pub(crate) fn topics(&self, words: &[String], store_in_view: bool) -> Vec<StoreTopic> {
        let mut out = store_topics(words);
        // "What time do they close?" about a store in view.
        if store_in_view
            && !out.contains(&StoreTopic::Hours)
            && words.iter().any(|w| WEAK_HOURS_WORDS.contains(&w.as_str()))
        {
            out.insert(0, StoreTopic::Hours);
        }
        let about_stores = store_in_view
            || words.iter().any(|w| STORE_WORDS[..8].contains(&w.as_str()) || w == "tienda" || w == "tiendas");
        if out.is_empty() && about_stores && words.iter().any(|w| !is_stop(w) && self.amenity_stems.contains(&stem(w)))
        {
            out.push(StoreTopic::Amenity);
        }
        out
    }

    /// The exposed, active stores offering an amenity the clause names, with the labels that
    /// matched ("Which stores have parking?").
    pub(crate) fn offering(&self, business: &Business, words: &[String]) -> Vec<(usize, Vec<String>)> {
        self.exposed
            .iter()
            .filter(|&i| business.locations[i].status == LocationStatus::Active)
            .filter_map(|i| {
                let found = matching_amenities(&business.locations[i], words);
                (!found.is_empty()).then_some((i, found))
            })
            .collect()
    }

    /// The stores a clause names, best matches only (indices into `business.locations`).
    pub(crate) fn mentioned(&self, business: &Business, words: &[String]) -> Vec<usize> {
        let brand: Vec<String> = query_terms(&business.name);
        // Words about stores in general ("hours", "park", "pickup") name none of them, even
        // when a store's name contains one ("Midtown (24 hours)", "Wicker Park").
        let specific: Vec<&str> = words
            .iter()
            .map(String::as_str)
            .filter(|w| {
                !STORE_WORDS.contains(w)
                    && !WEAK_HOURS_WORDS.contains(w)
                    && store_topics(&[(*w).to_owned()]).is_empty()
                    && !names_a_day(w)
            })
            .collect();
        let terms: Vec<String> = query_terms(&specific.join(" ")).into_iter().filter(|t| !brand.contains(t)).collect();
        if terms.is_empty() {
            return Vec::new();
        }
        let scores = self.names.field_scores(&terms);
        let best = scores.iter().copied().max().unwrap_or(0);
        // A bare street-name or prefix hit (score under one exact alias/city word) is noise.
        if best < 8 {
            return Vec::new();
        }
        scores.iter().enumerate().filter(|(_, s)| **s == best).map(|(doc, _)| self.exposed.at(doc)).collect()
    }

    /// Answers a store question about `stores` at `now`.
    pub(crate) fn answer(
        &self,
        business: &Business,
        stores: &[usize],
        words: &[String],
        topics: &[StoreTopic],
        now: Timestamp,
        lang: Lang,
    ) -> Vec<String> {
        let p = lang.phrases();
        let mut out = Vec::new();
        for &i in stores {
            let l = &business.locations[i];
            if l.status == LocationStatus::PermanentlyClosed {
                // "Is your Saint-Roch store still open?" — "No — … has closed permanently."
                let lead =
                    if topics.contains(&StoreTopic::Hours) { verdict(asks(words), false, p) } else { String::new() };
                out.push(format!("{lead}{}", fill(p.store.closed_permanently, &[&l.name])));
                continue;
            }
            for topic in topics {
                match topic {
                    StoreTopic::Hours => out.push(hours_sentence(l, words, now, p)),
                    // "Do you have a store in Hamilton?" is answered by the store found there.
                    StoreTopic::Address if out.is_empty() && asks_existence(words) => {
                        // The sentence opens with the store's name, which keeps its capital.
                        out.push(format!("{} — {}", p.yes, address_sentence(l, p)));
                    }
                    StoreTopic::Address => out.push(address_sentence(l, p)),
                    StoreTopic::Phone => out.push(match l.address.as_ref().and_then(|a| a.phone_number.as_deref()) {
                        Some(phone) => fill(p.store.call, &[&l.name, phone]),
                        None => fill(p.store.no_phone, &[&l.name]),
                    }),
                    StoreTopic::Amenity => out.push(amenity_sentence(l, words, p)),
                }
            }
        }
        out
    }

    /// Where `product` is in stock: at `stores` when the question names some, else the open
    /// stores that have any of its variants. Returns the sentence and the stores it names.
    ///
    /// Options the clause asks for ("the teal medium one", "the magnum") narrow it to the
    /// variants that have them all: other variants in stock are no yes.
    pub(crate) fn stock(
        &self,
        business: &Business,
        product: usize,
        stores: &[usize],
        words: &[String],
        lang: Lang,
    ) -> (String, Vec<usize>) {
        let t = lang.phrases().store;
        let (yes, no) = (lang.phrases().yes, lang.phrases().no);
        let p = &business.products[product];
        let asked = crate::answerers::products::asked_options(p, words);
        let wanted =
            |v: &concierge_core::catalog::Variant| asked.iter().all(|o| crate::answerers::products::variant_has(v, o));
        let in_stock_at = |i: usize| -> Vec<&concierge_core::catalog::Variant> {
            let l = &business.locations[i];
            let items = business.availability.at(&l.id);
            p.variants.iter().filter(|v| items.clone().any(|x| x == v.id || x.eq_ignore_ascii_case(&v.sku))).collect()
        };
        // Options that no variant has at all: the option answer says so, not the stock.
        let asked_exists = asked.is_empty() || p.variants.iter().any(&wanted);
        let available_at = |i: usize| -> Vec<&str> {
            in_stock_at(i).into_iter().filter(|v| !asked_exists || wanted(v)).map(|v| v.title.as_str()).collect()
        };
        // With options asked, other variants in stock are no yes, but are said.
        let narrowed = !asked.is_empty() && asked_exists;
        if !stores.is_empty() {
            let shown = asked.join(" ");
            let sentences: Vec<String> = stores
                .iter()
                .map(|&i| {
                    let l = &business.locations[i];
                    let stocked = in_stock_at(i);
                    let here: Vec<&str> =
                        stocked.iter().filter(|v| !narrowed || wanted(v)).map(|v| v.title.as_str()).collect();
                    if l.status == LocationStatus::PermanentlyClosed {
                        fill(t.closed_permanently, &[&l.name])
                    } else if !here.is_empty() && !narrowed && here.len() == p.variants.len() {
                        format!("{yes} — {}", fill(t.in_stock, &[&p.title, &l.name]))
                    } else if !here.is_empty() {
                        format!("{yes} — {}", fill(t.in_stock_in, &[&l.name, &p.title, &here.join(", ")]))
                    } else if stocked.is_empty() {
                        format!("{no} — {}", fill(t.not_in_stock, &[&p.title, &l.name]))
                    } else {
                        let other: Vec<&str> = stocked.iter().map(|v| v.title.as_str()).collect();
                        format!("{no} — {}", fill(t.not_in_stock_in, &[&l.name, &p.title, &shown, &other.join(", ")]))
                    }
                })
                .collect();
            return (sentences.join(" "), stores.to_vec());
        }
        let with: Vec<usize> = self
            .exposed
            .iter()
            .filter(|&i| business.locations[i].status == LocationStatus::Active && !available_at(i).is_empty())
            .collect();
        if with.is_empty() {
            return (fill(t.in_no_store, &[&p.title]), Vec::new());
        }
        const LISTED: usize = 6;
        let mut names: Vec<&str> = with.iter().take(LISTED).map(|&i| &*business.locations[i].name).collect();
        let more = with.len().saturating_sub(LISTED);
        let more_text = lang.count(more, t.more_stores);
        if more > 0 {
            names.push(&more_text);
        }
        let list = match names.as_slice() {
            [one] => (*one).to_owned(),
            [rest @ .., last] => format!("{}{}{last}", rest.join(", "), lang.phrases().account.and),
            [] => String::new(),
        };
        (fill(t.in_stock_at, &[&p.title, &list]), with.into_iter().take(LISTED).collect())
    }

    /// Names of stores, for "which store do you mean?": the first [`CHOICES_NAMED`], then how
    /// many more there are. A chain's answer names a few and counts the rest, rather than
    /// every store it has (at a million stores, a 15 MB answer).
    pub(crate) fn names(&self, business: &Business, stores: &[usize], lang: Lang) -> String {
        let names: Vec<&str> = stores.iter().take(CHOICES_NAMED).map(|&i| &*business.locations[i].name).collect();
        let more = stores.len().saturating_sub(CHOICES_NAMED);
        if more == 0 {
            return names.join(", ");
        }
        let more = lang.count(more, lang.phrases().store.more_stores);
        format!("{}{}{more}", names.join(", "), lang.phrases().account.and)
    }
}

fn address_sentence(l: &Location, p: &Phrases) -> String {
    let Some(a) = &l.address else { return fill(p.store.no_address, &[&l.name]) };
    fill(p.store.at_address, &[&l.name, &address_line(a)])
}

/// A postal address on one line: "12 Harbour St, Unit 4, Wellington, WGN 6011, NZ".
pub(crate) fn address_line(a: &PostalAddress) -> String {
    let mut parts: Vec<String> = Vec::new();
    for v in [a.street_address.as_deref(), a.extended_address.as_deref(), a.address_locality.as_deref()]
        .into_iter()
        .flatten()
    {
        parts.push(v.to_owned());
    }
    let region_postal =
        [a.address_region.as_deref(), a.postal_code.as_deref()].into_iter().flatten().collect::<Vec<_>>().join(" ");
    if !region_postal.is_empty() {
        parts.push(region_postal);
    }
    if let Some(c) = &a.address_country {
        parts.push(c.to_string());
    }
    parts.join(", ")
}

/// The labels of `l`'s amenities a clause names, by the lexicon or by the label's own words.
/// Whether an amenity (its key and label) is what a clause asks about.
fn names_amenity(key: &str, label: &str, words: &[String]) -> bool {
    let asked = amenity_terms(words);
    let hay = format!("{} {}", key.to_lowercase(), label.to_lowercase());
    asked.iter().any(|a| hay.contains(a))
        || amenity_stems(key, label)
            .iter()
            .any(|s| words.iter().any(|w| !is_stop(w) && !AMENITY_FILLER.contains(&w.as_str()) && stem(w) == *s))
}

/// Whether a store's note speaks to a clause: an amenity word both use ("parking"), or two
/// words of the note's own.
fn names_note(note: &str, words: &[String]) -> bool {
    let asked = amenity_terms(words);
    let lower = note.to_lowercase();
    if asked.iter().any(|a| lower.contains(a)) {
        return true;
    }
    let own = amenity_stems("", note);
    words
        .iter()
        .filter(|w| !is_stop(w) && !AMENITY_FILLER.contains(&w.as_str()))
        .map(|w| stem(w))
        .collect::<std::collections::BTreeSet<_>>()
        .iter()
        .filter(|s| own.contains(s))
        .count()
        >= 2
}

fn matching_amenities(l: &Location, words: &[String]) -> Vec<String> {
    l.amenities.iter().filter(|(key, label)| names_amenity(key, label, words)).map(|(_, label)| label.clone()).collect()
}

/// The share of what a clause asks, beyond the store's name and words about stores, that these
/// amenity labels state: "Can I board my dog overnight?" is not answered by "Grooming salon for
/// dogs".
fn amenity_coverage(l: &Location, labels: &[String], words: &[String]) -> f64 {
    let address = l.address.as_ref();
    let places =
        [address.and_then(|a| a.address_locality.as_deref()), address.and_then(|a| a.street_address.as_deref())];
    let name: Vec<String> = std::iter::once(&*l.name)
        .chain(places.into_iter().flatten())
        .flat_map(crate::read::analyze::words)
        .map(|w| stem(&w))
        .collect();
    let asked_words: Vec<&String> = words
        .iter()
        .filter(|w| {
            w.len() > 2
                && !is_stop(w)
                && !AMENITY_FILLER.contains(&w.as_str())
                && !STORE_WORDS.contains(&w.as_str())
                && !names_a_day(w)
                && !crate::compose::verdict::is_yes_no(std::slice::from_ref(*w))
                && !matches!(w.as_str(), "there" | "you" | "your" | "have" | "get" | "any" | "can" | "offer" | "offers")
        })
        .filter(|w| !name.contains(&stem(w)))
        .collect();
    if asked_words.is_empty() {
        return 1.0;
    }
    // The labels with their keys ("…wheelchair_accessible" = "Step-free entrance").
    let hay: String = l
        .amenities
        .iter()
        .filter(|(_, label)| labels.contains(label))
        .map(|(key, label)| format!("{} {} ", key.to_lowercase(), label.to_lowercase()))
        .collect();
    let stated: Vec<String> = labels.iter().flat_map(|label| amenity_stems("", label)).collect();
    let said = |w: &String| {
        stated.contains(&stem(w)) || amenity_terms(std::slice::from_ref(w)).iter().any(|t| hay.contains(t))
    };
    let covered = asked_words.iter().filter(|w| said(w)).count();
    covered as f64 / asked_words.len() as f64
}

fn amenity_sentence(l: &Location, words: &[String], p: &Phrases) -> String {
    let yes_no = crate::compose::verdict::is_yes_no(words);
    let name: Vec<String> = crate::read::analyze::words(&l.name).iter().map(|w| stem(w)).collect();
    let listed =
        || l.amenities.values().map(|v| v.to_lowercase()).collect::<Vec<_>>().join(", ").replace("wi-fi", "Wi-Fi");
    // What the store says it does not offer, and its notes: in its own words.
    // What is refused is found by its key (its label is a sentence, "bring repairs to …"); a
    // note by an amenity word or two of its own words.
    let refused: Vec<&str> = l
        .not_offered
        .iter()
        .filter(|(key, _)| names_amenity(key, "", words))
        .map(|(_, label)| label.as_str())
        .collect();
    let noted: Vec<&str> = l.notes.iter().map(|note| &**note).filter(|note| names_note(note, words)).collect();
    let found = matching_amenities(l, words);
    if !refused.is_empty() && found.is_empty() {
        let lead = if yes_no { format!("{} — ", p.no) } else { String::new() };
        let said: Vec<&str> = refused.iter().chain(&noted).map(|s| s.trim_end_matches('.')).collect();
        return format!("{lead}{}: {}.", l.name, said.join(". "));
    }
    if !noted.is_empty() && found.is_empty() {
        let verdict = noted.iter().find_map(|n| crate::compose::verdict::from_sentence(words, n, &name));
        let lead = match verdict {
            Some(false) if yes_no => format!("{} — ", p.no),
            _ => String::new(),
        };
        let said: Vec<&str> = noted.iter().map(|s| s.trim_end_matches('.')).collect();
        return format!("{lead}{}: {}.", l.name, said.join(". "));
    }
    // Labels that share a word with the question but state too little of it answer nothing.
    if !found.is_empty() && amenity_coverage(l, &found, words) < 0.4 {
        return fill(p.amenity_unknown, &[&l.name, &listed()]);
    }
    if !found.is_empty() {
        // "Yes" answers a yes/no question, unless the label itself says no ("Exchanges only:
        // no refunds"); "What's the Wi-Fi password?" gets the fact alone.
        let denied = found.iter().any(|f| crate::compose::verdict::from_sentence(words, f, &name) == Some(false));
        let lead = match (yes_no, denied) {
            (true, true) => format!("{} — ", p.no),
            (true, false) => format!("{} — ", p.yes),
            (false, _) => String::new(),
        };
        let offers = found.join(" and ").to_lowercase().replace("wi-fi", "Wi-Fi");
        let notes: String = noted.iter().map(|n| format!(" {n}")).collect();
        return format!("{lead}{}{notes}", fill(p.store.offers, &[&l.name, &offers]));
    }
    let all: Vec<String> = l.amenities.values().map(|v| v.to_lowercase()).collect();
    if all.is_empty() {
        format!("{} — {}", p.no, fill(p.store.not_listed, &[&l.name]))
    } else {
        format!("{} — {}", p.no, fill(p.store.not_listed_offers, &[&l.name, &all.join(", ").replace("wi-fi", "Wi-Fi")]))
    }
}

/// Which day a clause asks about, relative to the store's local `today`.
enum AskedDay {
    Now,
    Date(Date, Option<String>),
    /// A weekday in general ("on Thursdays", "normal Saturday hours"): the regular week's.
    Weekly(Weekday),
    /// A stretch of dates: a month, a season, the Christmas or New Year holidays.
    Period(Date, Date, String),
    Week,
}

/// English month names: whole in "in August", their first three letters in "Dec 24th".
const MONTHS: [&str; 12] = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

/// The next stretch of dates a clause names without a day: "in August", "over the winter",
/// "at Christmas", "over New Year". Seasons follow the store's hemisphere.
fn asked_period(l: &Location, words: &[String], today: Date, p: &Phrases) -> Option<(Date, Date, String)> {
    let has = |w: &str| words.iter().any(|x| x == w);
    let year = today.year();
    let date = |y: i16, m: i8, d: i8| Date::new(y, m, d).ok();
    let upcoming = |from: Date, to: Date| -> Option<(Date, Date)> {
        if to >= today {
            Some((from, to))
        } else {
            Some((from.checked_add(jiff::Span::new().years(1)).ok()?, to.checked_add(jiff::Span::new().years(1)).ok()?))
        }
    };
    let month_range = |m: i8, count: i8| -> Option<(Date, Date)> {
        let from = date(year, m, 1)?;
        let end_month = (m - 1 + count - 1) % 12 + 1;
        let end_year = if end_month < m { year + 1 } else { year };
        let to = date(end_year, end_month, 1)?.last_of_month();
        upcoming(from, to)
    };
    if has("christmas") || has("xmas") || has("navidad") || has("noël") || has("noel") || has("weihnachten") {
        let (f, t) = upcoming(date(year, 12, 24)?, date(year, 12, 26)?)?;
        return Some((f, t, p.store.christmas.into()));
    }
    if (has("new") && (has("year") || has("years") || has("year's"))) || has("nouvel") || has("silvester") {
        let (f, t) = upcoming(date(year, 12, 31)?, date(year + 1, 1, 1)?)?;
        return Some((f, t, p.store.new_year.into()));
    }
    let south = l.geo.as_ref().is_some_and(|g| g.latitude < 0.0);
    // The word, its season in `seasons` order, and its first month north and south.
    let season =
        [("winter", 0, 12, 6), ("summer", 1, 6, 12), ("spring", 2, 3, 9), ("autumn", 3, 9, 3), ("fall", 3, 9, 3)]
            .into_iter()
            .find(|(w, _, _, _)| has(w) || has(&format!("{w}s")));
    if let Some((_, name, north, southern)) = season {
        let (f, t) = month_range(if south { southern } else { north }, 3)?;
        return Some((f, t, p.store.seasons[name].to_owned()));
    }
    let month = MONTHS.iter().position(|m| has(m))?;
    let (f, t) = month_range(month as i8 + 1, 1)?;
    Some((f, t, p.months[month].to_owned()))
}

/// Words that ask about the stores together ("which of your stores", "are any of your shops").
const ACROSS_WORDS: &[&str] =
    &["which", "any", "stores", "shops", "showrooms", "branches", "locations", "tiendas", "boutiques"];

/// At most this many stores are weighed for a list across the chain: each is a look at its
/// schedule, and a very large chain is answered store by store instead.
const ACROSS_MAX_STORES: usize = 5_000;

impl LocationBook {
    /// "Which of your stores are open now?", "Are any of your shops open on New Year's Day?",
    /// "Which showrooms open on Sundays?": the active stores open then, each with its hours (or
    /// that none is), and the stores named. `None` when the clause does not ask about the
    /// stores together or the chain is too large to weigh them all.
    pub(crate) fn open_across(
        &self,
        business: &Business,
        words: &[String],
        now: Timestamp,
        lang: Lang,
    ) -> Option<(String, Vec<usize>)> {
        let across = words.iter().filter(|w| ACROSS_WORDS.contains(&w.as_str())).count();
        let plural_store = words.iter().any(|w| ACROSS_WORDS[2..].contains(&w.as_str()));
        if across < 2 && !plural_store || self.exposed.len() > ACROSS_MAX_STORES {
            return None;
        }
        let p = lang.phrases();
        let active: Vec<usize> =
            self.exposed.iter().filter(|&i| business.locations[i].status == LocationStatus::Active).collect();
        // The day asked, read against every store's own exceptions ("New Year's Day" may be the
        // title of one store's closure only), then weighed at each store.
        let day_of = |i: usize| {
            let l = &business.locations[i];
            let today = l.schedule.as_ref().map(|s| s.local_date(now))?;
            Some(asked_day(l, words, today, p))
        };
        let asked = active
            .iter()
            .filter_map(|&i| day_of(i))
            .find(|d| matches!(d, AskedDay::Date(_, Some(_))))
            .or_else(|| active.iter().find_map(|&i| day_of(i)))?;
        let when = match &asked {
            AskedDay::Now => p.store.across_now.to_owned(),
            AskedDay::Date(date, Some(t)) => fill(p.store.across_on, &[&format!("{t} ({})", day_name(*date, p))]),
            AskedDay::Date(date, None) => fill(p.store.across_on, &[&day_name(*date, p)]),
            AskedDay::Weekly(day) => fill(p.store.across_on, &[p.store.weekdays[day.to_monday_zero_offset() as usize]]),
            AskedDay::Period(..) | AskedDay::Week => return None,
        };
        let mut open: Vec<(usize, String)> = Vec::new();
        for &i in &active {
            let Some(s) = &business.locations[i].schedule else { continue };
            let hours = match &asked {
                AskedDay::Now => (s.openness_at(now) == Openness::Open).then(String::new),
                AskedDay::Date(date, _) => {
                    let intervals: Vec<Interval> = match s.hours_on(*date) {
                        DayHours::Exception { intervals, .. } | DayHours::Regular(intervals) => intervals,
                        DayHours::Unknown => Vec::new(),
                    };
                    (!intervals.is_empty()).then(|| fmt_intervals(&intervals, p))
                }
                AskedDay::Weekly(day) => match s.regular_hours_on(*day) {
                    DayHours::Regular(intervals) if !intervals.is_empty() => Some(fmt_intervals(&intervals, p)),
                    _ => None,
                },
                AskedDay::Period(..) | AskedDay::Week => None,
            };
            if let Some(hours) = hours {
                open.push((i, hours));
            }
        }
        let yes_no = crate::compose::verdict::is_yes_no(words);
        if open.is_empty() {
            let lead = if yes_no { format!("{} — ", p.no) } else { String::new() };
            return Some((format!("{lead}{}", fill(p.store.across_none, &[&when])), Vec::new()));
        }
        let listed: Vec<String> = open
            .iter()
            .take(CHOICES_NAMED)
            .map(|(i, hours)| {
                let name = &business.locations[*i].name;
                if hours.is_empty() { name.to_string() } else { format!("{name} ({hours})") }
            })
            .collect();
        let mut list = listed.join(", ");
        if open.len() > CHOICES_NAMED {
            list = format!("{list}{}{}", p.account.and, lang.count(open.len() - CHOICES_NAMED, p.store.more_stores));
        }
        let lead = if yes_no { format!("{} — ", p.yes) } else { String::new() };
        let with_hours = open.iter().any(|(_, hours)| !hours.is_empty());
        let sentence = fill(p.store.across_open, &[&when, &list]);
        let text = if with_hours { format!("{sentence} ({}).", p.local_time) } else { format!("{sentence}.") };
        let text = after_verdict(&lead, text);
        Some((text, open.iter().take(CHOICES_NAMED).map(|(i, _)| *i).collect()))
    }
}

/// `today` if it is a `day`, else the next `day` after it.
fn next_weekday(today: Date, day: Weekday) -> Date {
    let mut d = today;
    while d.weekday() != day {
        d = d.tomorrow().unwrap_or(d);
    }
    d
}

/// Words that ask about a weekday in general rather than its next date.
const GENERAL_DAY_WORDS: &[&str] = &[
    "normal",
    "normally",
    "usual",
    "usually",
    "regular",
    "regularly",
    "typical",
    "typically",
    "every",
    "generally",
    "normalmente",
    "habitualmente",
    "generalmente",
    "habituellement",
    "normalement",
    "chaque",
    "cada",
];

fn asked_day(l: &Location, words: &[String], today: Date, p: &Phrases) -> AskedDay {
    let has = |w: &str| words.iter().any(|x| x == w);
    if has("now")
        || has("currently")
        || has("moment")
        || has("ahora")
        || has("reopen")
        || has("reopens")
        || has("reopening")
    {
        return AskedDay::Now;
    }
    if has("today") || has("tonight") || has("hoy") || has("aujourd'hui") || has("heute") {
        return AskedDay::Date(today, None);
    }
    if has("tomorrow") || has("mañana") || has("demain") || has("morgen") {
        return AskedDay::Date(today.tomorrow().unwrap_or(today), None);
    }
    // A holiday by the title of one of the store's exceptions ("Christmas Eve").
    if let Some(s) = &l.schedule {
        let asked: Vec<String> = words.iter().map(|w| stem(w)).collect();
        let best = s
            .exceptions
            .iter()
            .filter(|e| e.valid_through >= today)
            .filter_map(|e| {
                let title = e.title.as_deref()?;
                // "Boxing Day sale" is asked as "Boxing Day": what the day is, not how it trades.
                let title_words: Vec<String> = crate::read::analyze::words(title)
                    .iter()
                    .filter(|w| w.len() > 2 && w.as_str() != "day" && !EVENT_WORDS.contains(&w.as_str()))
                    .map(|w| stem(w))
                    .collect();
                let hits = title_words.iter().filter(|t| asked.contains(t)).count();
                (hits > 0 && hits == title_words.len()).then_some((hits, e))
            })
            .max_by_key(|(hits, e)| (*hits, std::cmp::Reverse(e.valid_from)));
        if let Some((_, e)) = best {
            return AskedDay::Date(e.valid_from.max(today), e.title.clone());
        }
    }
    if let Some(date) = explicit_date(words, today) {
        return AskedDay::Date(date, None);
    }
    if let Some((from, to, label)) = asked_period(l, words, today, p) {
        return AskedDay::Period(from, to, label);
    }
    // "Is it open late on Thursdays?", "What are the normal Saturday hours?": the regular week,
    // not the next Thursday (which may be Christmas Eve).
    let in_general = words.iter().any(|w| {
        GENERAL_DAY_WORDS.contains(&w.as_str())
            || (weekday_named(w).is_some() && w.ends_with('s') && !w.ends_with("ss"))
    });
    if in_general && let Some(day) = words.iter().find_map(|w| weekday_named(w)) {
        return AskedDay::Weekly(day);
    }
    if let Some(day) = words.iter().find_map(|w| weekday_named(w)) {
        return AskedDay::Date(next_weekday(today, day), None);
    }
    if has("weekend") || has("weekends") {
        return AskedDay::Date(next_weekday(today, Weekday::Saturday), None);
    }
    // "Are you open at 2pm?": today, at that time.
    if asked_time(words).is_some() {
        return AskedDay::Date(today, None);
    }
    // "Is the Hobart store open?" asks about now; "open late any evening?" about the week.
    if asks(words) != Asks::Neither && !words.iter().any(|w| WEEK_WORDS.contains(&w.as_str())) {
        return AskedDay::Now;
    }
    AskedDay::Week
}

/// Words of an exception's title that say how the store trades that day, not which day it is.
const EVENT_WORDS: &[&str] = &[
    "sale", "sales", "hours", "bank", "holiday", "observed", "extended", "special", "late", "opening", "closure",
    "closed", "shopping", "trading", "night", "early", "closing", "reduced", "short",
];

/// Words that ask about the week's hours in general, not now ("open late any evening?").
const WEEK_WORDS: &[&str] = &[
    "late",
    "early",
    "evening",
    "evenings",
    "morning",
    "mornings",
    "night",
    "nights",
    "any",
    "ever",
    "usually",
    "normally",
    "week",
    "weekdays",
    "days",
    "hours",
    "horario",
    "horaires",
    "tard",
    "tôt",
    "lunch",
    "lunchtime",
    "déjeuner",
    "comida",
    "break",
];

/// Words before a time of day written as two numbers ("at 14 00", from "at 14:00").
const AT_TIME: &[&str] = &["at", "by", "around", "after", "before", "until", "till", "à", "a", "vers", "las", "um"];

/// The time of day a question asks about: "2pm", "2 pm", "2.30pm", "at 14:00", "14h30",
/// "noon", "midi", "mediodía".
fn asked_time(words: &[String]) -> Option<ClockTime> {
    let hour_minute = |h: &str, m: &str| -> Option<(u8, u8)> {
        let h: u8 = h.parse().ok()?;
        let m: u8 = if m.is_empty() { 0 } else { m.parse().ok()? };
        (h <= 23 && m <= 59).then_some((h, m))
    };
    let meridiem = |h: u8, m: u8, suffix: &str| -> Option<ClockTime> {
        let offset = match suffix.trim_end_matches('.') {
            "am" | "a.m" => 0,
            "pm" | "p.m" => 12,
            _ => return None,
        };
        (1..=12).contains(&h).then(|| ClockTime::new(h % 12 + offset, m)).flatten()
    };
    for (i, w) in words.iter().enumerate() {
        if matches!(w.as_str(), "noon" | "midday" | "midi" | "mediodía" | "mediodia") {
            return ClockTime::new(12, 0);
        }
        let digits = w.find(|c: char| !c.is_ascii_digit()).unwrap_or(w.len());
        if digits == 0 || digits > 2 {
            continue;
        }
        let (number, rest) = w.split_at(digits);
        // "2pm", "2.30pm".
        if let Some((minutes, suffix)) = rest.strip_prefix('.').map(|r| r.split_at(r.len().min(2)))
            && let Some((h, m)) = hour_minute(number, minutes)
            && let Some(t) = meridiem(h, m, suffix)
        {
            return Some(t);
        }
        if let Some((h, m)) = hour_minute(number, "")
            && let Some(t) = meridiem(h, m, rest)
        {
            return Some(t);
        }
        // "14h", "14h30".
        if let Some(minutes) = rest.strip_prefix('h')
            && minutes.len() <= 2
            && let Some((h, m)) = hour_minute(number, minutes)
        {
            return ClockTime::new(h, m);
        }
        if !rest.is_empty() {
            continue;
        }
        let next = words.get(i + 1).map(String::as_str).unwrap_or("");
        // "2 pm", "2 30 pm".
        if let Some((h, m)) = hour_minute(number, "")
            && let Some(t) = meridiem(h, m, next)
        {
            return Some(t);
        }
        let after_next = words.get(i + 2).map(String::as_str).unwrap_or("");
        if next.len() == 2
            && let Some((h, m)) = hour_minute(number, next)
        {
            if let Some(t) = meridiem(h, m, after_next) {
                return Some(t);
            }
            // "at 14 00" (the words of "at 14:00").
            if i > 0 && AT_TIME.contains(&words[i - 1].as_str()) {
                return ClockTime::new(h, m);
            }
        }
    }
    None
}

/// Whether a store with `intervals` that day is open at `t`.
fn open_at_time(intervals: &[Interval], t: ClockTime) -> bool {
    intervals
        .iter()
        .any(|i| i.is_whole_day() || if i.crosses_midnight() { t >= i.opens } else { i.opens <= t && t < i.closes })
}

/// "December 24", "24 December", "dec 24th", "12/24".
fn explicit_date(words: &[String], today: Date) -> Option<Date> {
    let month_of = |w: &str| MONTHS.iter().position(|m| w.len() >= 3 && w.starts_with(&m[..3])).map(|i| i as i8 + 1);
    let day_of =
        |w: &str| w.trim_end_matches(|c: char| c.is_alphabetic()).parse::<i8>().ok().filter(|d| (1..=31).contains(d));
    for (i, w) in words.iter().enumerate() {
        if let Some(m) = month_of(w) {
            let d =
                words.get(i + 1).and_then(|n| day_of(n)).or_else(|| i.checked_sub(1).and_then(|j| day_of(&words[j])));
            if let Some(d) = d {
                let mut date = Date::new(today.year(), m, d).ok()?;
                if date < today {
                    date = Date::new(today.year() + 1, m, d).ok()?;
                }
                return Some(date);
            }
        }
    }
    None
}

fn fmt_interval(i: Interval, p: &Phrases) -> String {
    if i.is_whole_day() {
        p.all_day.to_owned()
    } else if i.crosses_midnight() {
        format!("{}–{} {}", i.opens, i.closes, fill(p.store.next_morning, &[&i.closes.to_string()]))
    } else {
        format!("{}–{}", i.opens, i.closes)
    }
}

fn fmt_intervals(list: &[Interval], p: &Phrases) -> String {
    if list.iter().any(|i| i.is_whole_day()) {
        return p.all_day.to_owned();
    }
    let mut sorted = list.to_vec();
    sorted.sort_by_key(|i| i.opens);
    let parts: Vec<String> = sorted.iter().map(|i| fmt_interval(*i, p)).collect();
    format!("{} {}", p.open, parts.join(&format!(" {} ", p.and)))
}

fn day_name(d: Date, p: &Phrases) -> String {
    let idx = d.weekday().to_monday_zero_offset() as usize;
    format!("{} {} {}", p.days[idx], d.day(), p.months[(d.month() - 1) as usize])
}

/// A sentence after a yes/no verdict ("Yes — "), lower-cased there ("Yes — on Friday …"); alone,
/// as it is ("On Friday …").
fn after_verdict(lead: &str, sentence: String) -> String {
    if lead.is_empty() {
        return sentence;
    }
    let mut chars = sentence.chars();
    let first: String = chars.next().map(|c| c.to_lowercase().collect()).unwrap_or_default();
    format!("{lead}{first}{}", chars.as_str())
}

/// What a yes/no hours question asks: "is it open …?" or "is it closed …?".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Asks {
    Open,
    Closed,
    Neither,
}

fn asks(words: &[String]) -> Asks {
    let lead = words.iter().find(|w| !matches!(w.as_str(), "and" | "so" | "but" | "also" | "y" | "et"));
    let leads = lead.is_some_and(|w| {
        matches!(
            w.as_str(),
            "is" | "are" | "will" | "does" | "do" | "está" | "esta" | "estará" | "abre" | "abren" | "ist" | "hat"
        )
    });
    // French asks by inversion or "est-ce que": "Le magasin est-il ouvert ?"
    let inverted = words.windows(2).any(|p| p[0] == "est" && matches!(p[1].as_str(), "il" | "elle" | "ce"));
    // The question may follow a premise: "Nelson is usually shut on Mondays, but is it open …?"
    if !leads && !inverted && !crate::compose::verdict::is_yes_no(words) {
        return Asks::Neither;
    }
    let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    if has(&["open", "abierta", "abierto", "abre", "abren", "ouvert", "ouverte", "ouverts", "geöffnet", "offen"]) {
        Asks::Open
    } else if has(&["closed", "close", "cerrada", "cerrado", "cierra", "fermé", "fermée", "fermés", "geschlossen"]) {
        Asks::Closed
    } else {
        Asks::Neither
    }
}

/// The question after a premise it contrasts with: "Nelson is usually shut on Mondays, but is it
/// open Monday 28 December?" asks about the day after "but", not the premise's.
fn asked_part(words: &[String]) -> &[String] {
    words
        .iter()
        .rposition(|w| matches!(w.as_str(), "but" | "pero" | "mais" | "aber"))
        .map(|i| &words[i + 1..])
        .filter(|after| crate::compose::verdict::is_yes_no(after))
        .unwrap_or(words)
}

/// Whether a yes/no question asks whether there is a store somewhere ("Do you have a store in
/// Hamilton?", "Is there a shop in Cork?", "¿Hay una tienda en Lyon?").
fn asks_existence(words: &[String]) -> bool {
    // "a store in …", not "a repair bench at the … store".
    let a_store = words.windows(2).any(|p| {
        matches!(p[0].as_str(), "a" | "an" | "any" | "una" | "un" | "une")
            && super::nearest::STORE_NOUNS.contains(&p[1].as_str())
    });
    crate::compose::verdict::is_yes_no(words) && words.iter().any(|w| EXISTS.contains(&w.as_str())) && a_store
}

/// Whether a yes/no question asks whether there is a store in a place ("Do you have a shop in
/// Queenstown?"): when no store is named, the answer is that none is there.
pub(crate) fn asks_existence_in(words: &[String]) -> bool {
    asks_existence(words)
        && words.windows(2).any(|p| {
            super::nearest::STORE_NOUNS.contains(&p[0].as_str())
                && matches!(p[1].as_str(), "in" | "en" | "à" | "a" | "at")
        })
}

/// The words that ask whether something exists: "do you have", "is there".
const EXISTS: &[&str] = &["have", "there", "hay", "tienen", "avez"];

/// "Yes — " / "No — " for a yes/no hours question, given whether the store is open.
fn verdict(asks: Asks, open: bool, p: &Phrases) -> String {
    match (asks, open) {
        (Asks::Open, true) | (Asks::Closed, false) => format!("{} — ", p.yes),
        (Asks::Open, false) | (Asks::Closed, true) => format!("{} — ", p.no),
        (Asks::Neither, _) => String::new(),
    }
}

fn hours_sentence(l: &Location, words: &[String], now: Timestamp, p: &Phrases) -> String {
    let Some(s) = &l.schedule else { return fill(p.hours_unknown, &[&l.name]) };
    let zone = format!("({}, {})", p.local_time, s.timezone_name);
    let today = s.local_date(now);
    let words = asked_part(words);
    let asks = asks(words);
    // "Is it open at 2pm on Wednesday?": open that day, and at that time.
    let open_then = |intervals: &[Interval]| asked_time(words).is_none_or(|t| open_at_time(intervals, t));
    match asked_day(l, words, today, p) {
        AskedDay::Now => {
            let local_now = s.timezone.to_datetime(now).time();
            match s.openness_at(now) {
                Openness::Open => {
                    let until =
                        closing_after(s, today, ClockTime::new(local_now.hour() as u8, local_now.minute() as u8));
                    match until {
                        Some(t) => {
                            format!("{} — {}", p.yes, fill(p.store.open_now_until, &[&l.name, &t.to_string(), &zone]))
                        }
                        None => format!("{} — {}", p.yes, fill(p.store.open_now, &[&l.name, &zone])),
                    }
                }
                Openness::Closed => {
                    let why = match s.hours_on(today) {
                        DayHours::Exception { intervals, title: Some(t) } if intervals.is_empty() => format!(" ({t})"),
                        _ => String::new(),
                    };
                    let next = next_opening(s, now)
                        .map(|(d, t)| fill(p.store.next_opens, &[&day_name(d, p), &t.to_string(), &zone]))
                        .unwrap_or_default();
                    format!("{} — {}", p.no, fill(p.store.closed_now, &[&l.name, &why, &next]))
                }
                Openness::Unknown => fill(p.hours_unknown, &[&l.name]),
            }
        }
        AskedDay::Date(date, title) => {
            let label = match &title {
                Some(t) => format!("{t} ({})", day_name(date, p)),
                None => day_name(date, p),
            };
            match s.hours_on(date) {
                DayHours::Exception { intervals, title: ex_title } => {
                    let note = match (&title, ex_title) {
                        (None, Some(t)) => fill(p.store.special_hours, &[t]),
                        _ => String::new(),
                    };
                    if intervals.is_empty() {
                        // The closure's title says why, unless the question named the day by it
                        // and the label already says it ("Christmas Day (Friday 25 December)").
                        let reason = match (&title, ex_title) {
                            (None, Some(t)) => format!(" ({t})"),
                            (Some(asked), Some(t)) if asked != t => format!(" ({t})"),
                            _ => String::new(),
                        };
                        let lead = match asks {
                            Asks::Closed => format!("{} — ", p.yes),
                            _ => format!("{} — ", p.no),
                        };
                        // When it opens again ("closed on 12 January (Annual closure). It next
                        // opens on Sunday 17 January at 10:00").
                        let until = s
                            .exception_on(date)
                            .filter(|e| date < e.valid_through)
                            .map(|e| fill(p.store.closed_until, &[&day_name(e.valid_through, p)]))
                            .unwrap_or_default();
                        let reopens = date
                            .tomorrow()
                            .ok()
                            .and_then(|d| opening_from(s, d, None))
                            .map(|(d, t)| fill(p.store.next_opens, &[&day_name(d, p), &t.to_string(), &zone]))
                            .unwrap_or_default();
                        let closed = fill(p.store.closed_on, &[&l.name, &format!("{label}{reason}")]);
                        format!("{lead}{closed}{until}{reopens}")
                    } else {
                        let hours = format!("{}{note}", fmt_intervals(&intervals, p));
                        let lead = verdict(asks, open_then(&intervals), p);
                        after_verdict(&lead, fill(p.store.open_on, &[&label, &l.name, &hours, &zone]))
                    }
                }
                DayHours::Regular(intervals) if intervals.is_empty() => {
                    let lead = match asks {
                        Asks::Closed => p.yes,
                        _ => p.no,
                    };
                    let day = p.store.weekdays[date.weekday().to_monday_zero_offset() as usize];
                    format!("{lead} — {}", fill(p.store.closed_weekly, &[&l.name, day]))
                }
                DayHours::Regular(intervals) => {
                    let hours = fmt_intervals(&intervals, p);
                    let lead = verdict(asks, open_then(&intervals), p);
                    after_verdict(&lead, fill(p.store.open_on, &[&label, &l.name, &hours, &zone]))
                }
                DayHours::Unknown => fill(p.hours_unknown, &[&l.name]),
            }
        }
        AskedDay::Weekly(day) => {
            let DayHours::Regular(intervals) = s.regular_hours_on(day) else {
                return fill(p.hours_unknown, &[&l.name]);
            };
            let days = p.store.weekdays[day.to_monday_zero_offset() as usize];
            let regular = if intervals.is_empty() {
                let lead = if asks == Asks::Closed { p.yes } else { p.no };
                format!("{lead} — {}", fill(p.store.closed_weekly, &[&l.name, days]))
            } else {
                let hours = fmt_intervals(&intervals, p);
                let lead = verdict(asks, open_then(&intervals), p);
                after_verdict(&lead, fill(p.store.open_on, &[days, &l.name, &hours, &zone]))
            };
            // The next such day, when an exception changes it.
            let next = next_weekday(today, day);
            match s.hours_on(next) {
                DayHours::Exception { intervals, title } => {
                    let label = match title {
                        Some(t) => format!("{} ({t})", day_name(next, p)),
                        None => day_name(next, p),
                    };
                    let then = if intervals.is_empty() {
                        fill(p.store.closed_on, &[&l.name, &label])
                    } else {
                        fill(p.store.open_on, &[&label, &l.name, &fmt_intervals(&intervals, p), &zone])
                    };
                    format!("{regular} {then}")
                }
                _ => regular,
            }
        }
        AskedDay::Period(from, to, label) => {
            let fmt = |d: Date| format!("{} {}", d.day(), p.months[(d.month() - 1) as usize]);
            let span = |a: Date, b: Date| if a == b { fmt(a) } else { format!("{} – {}", fmt(a), fmt(b)) };
            let overlapping: Vec<&concierge_core::location::ExceptionHour> =
                s.exceptions.iter().filter(|e| e.valid_from <= to && e.valid_through >= from).collect();
            let days = |a: Date, b: Date| (b - a).get_days() + 1;
            let period_days = days(from, to);
            let mut parts: Vec<String> = Vec::new();
            let mut closed_days = 0;
            for e in &overlapping {
                let title = e.title.as_deref().map(|t| format!(" ({t})")).unwrap_or_default();
                match e.interval {
                    None => {
                        closed_days += days(e.valid_from.max(from), e.valid_through.min(to));
                        parts.push(format!("{} {}{title}", p.closed, span(e.valid_from, e.valid_through)));
                    }
                    Some(i) => {
                        parts.push(format!("{} {}{title}", fmt_interval(i, p), span(e.valid_from, e.valid_through)))
                    }
                }
            }
            if parts.is_empty() {
                return fill(p.store.no_exceptions, &[&l.name, &label, &zone]);
            }
            let mostly_closed = closed_days * 2 >= period_days || closed_days >= 3;
            let lead = match asks {
                Asks::Open if mostly_closed => format!("{} — ", p.no),
                Asks::Closed if mostly_closed => format!("{} — ", p.yes),
                _ => String::new(),
            };
            format!("{lead}{}", fill(p.store.period, &[&l.name, &label, &parts.join("; "), &zone]))
        }
        AskedDay::Week => {
            let Some(weekly) = &s.weekly else {
                return fill(p.hours_unknown, &[&l.name]);
            };
            let mut groups: Vec<(usize, usize, String)> = Vec::new();
            for d in 0..7 {
                let day = Weekday::from_monday_zero_offset(d as i8).expect("0..7");
                let list: Vec<Interval> = weekly.iter().filter(|h| h.day == day).map(|h| h.interval).collect();
                let text = if list.is_empty() {
                    p.closed.to_owned()
                } else {
                    fmt_intervals(&list, p).replace(&format!("{} ", p.open), "")
                };
                match groups.last_mut() {
                    Some((_, end, t)) if *t == text => *end = d,
                    _ => groups.push((d, d, text)),
                }
            }
            let parts: Vec<String> = groups
                .iter()
                .map(|(a, b, t)| {
                    if a == b { format!("{} {t}", p.days[*a]) } else { format!("{}–{} {t}", p.days[*a], p.days[*b]) }
                })
                .collect();
            let mut out = fill(p.store.regular_hours, &[&l.name, &parts.join("; "), &zone]);
            // "Does it close for lunch?": a day with more than one opening interval has a break.
            if words.iter().any(|w| matches!(w.as_str(), "lunch" | "break" | "midday" | "noon" | "siesta" | "mediodía"))
            {
                let split: Vec<&str> = groups
                    .iter()
                    .filter(|(_, _, t)| t.contains(&format!(" {} ", p.and)))
                    .map(|(a, _, _)| p.days[*a])
                    .collect();
                let lead = if split.is_empty() {
                    format!("{} — {}", p.no, fill(p.store.no_break, &[&l.name]))
                } else {
                    format!("{} — {}", p.yes, fill(p.store.has_break, &[&l.name]))
                };
                out = format!("{lead} {out}");
            }
            let upcoming: Vec<String> = s
                .exceptions
                .iter()
                .filter(|e| {
                    e.valid_through >= today
                        && e.valid_from <= today.checked_add(jiff::Span::new().days(21)).unwrap_or(today)
                })
                .map(|e| {
                    let what = match e.interval {
                        None => p.closed.to_owned(),
                        Some(i) => fmt_interval(i, p),
                    };
                    let title = e.title.as_deref().map(|t| format!(" ({t})")).unwrap_or_default();
                    if e.valid_from == e.valid_through {
                        format!("{} {what}{title}", day_name(e.valid_from, p))
                    } else {
                        let dates = fill(p.store.through, &[&day_name(e.valid_from, p), &day_name(e.valid_through, p)]);
                        format!("{dates} {what}{title}")
                    }
                })
                .collect();
            if !upcoming.is_empty() {
                out.push_str(&fill(p.store.upcoming, &[&upcoming.join("; ")]));
            }
            out
        }
    }
}

/// The closing time of the interval containing `at` today, if any.
fn closing_after(s: &concierge_core::location::Schedule, today: Date, at: Option<ClockTime>) -> Option<ClockTime> {
    let at = at?;
    let candidates = match s.hours_on(today) {
        DayHours::Exception { intervals, .. } | DayHours::Regular(intervals) => intervals,
        DayHours::Unknown => return None,
    };
    candidates
        .iter()
        .find(|i| i.opens <= at && (i.crosses_midnight() || at < i.closes) && !i.is_whole_day())
        .map(|i| i.closes)
        .or_else(|| {
            // Carried over from yesterday.
            let yesterday = today.yesterday().ok()?;
            match s.hours_on(yesterday) {
                DayHours::Exception { intervals, .. } | DayHours::Regular(intervals) => {
                    intervals.iter().find(|i| i.crosses_midnight() && at < i.closes).map(|i| i.closes)
                }
                DayHours::Unknown => None,
            }
        })
}

/// The next opening after `now` within four months: (local date, opening time).
fn next_opening(s: &concierge_core::location::Schedule, now: Timestamp) -> Option<(Date, ClockTime)> {
    let local = s.timezone.to_datetime(now);
    let at = ClockTime::new(local.time().hour() as u8, local.time().minute() as u8)?;
    opening_from(s, local.date(), Some(at))
}

/// The first opening on `date` (after `after`, if given) or a later day, within four months
/// (a seasonal closure can last a season).
fn opening_from(
    s: &concierge_core::location::Schedule,
    mut date: Date,
    after: Option<ClockTime>,
) -> Option<(Date, ClockTime)> {
    for n in 0..120 {
        let list = match s.hours_on(date) {
            DayHours::Exception { intervals, .. } | DayHours::Regular(intervals) => intervals,
            DayHours::Unknown => return None,
        };
        let mut opens: Vec<ClockTime> =
            list.iter().map(|i| i.opens).filter(|o| n > 0 || after.is_none_or(|at| *o > at)).collect();
        opens.sort();
        if let Some(o) = opens.first() {
            return Some((date, *o));
        }
        date = date.tomorrow().ok()?;
    }
    None
}

/// Words that ask whether a place is served away from the counter: delivered to, shipped to.
const SERVICE_WORDS: &[&str] = &[
    "deliver",
    "delivers",
    "delivery",
    "deliveries",
    "ship",
    "ships",
    "shipping",
    "send",
    "serve",
    "serves",
    "cover",
    "covers",
    "dispatch",
    "livrez",
    "livrer",
    "livre",
    "livrent",
    "livraison",
    "livraisons",
    "expediez",
    "expedier",
    "expedition",
    "envoyez",
    "entregan",
    "entrega",
    "entregas",
    "entregar",
    "envian",
    "enviar",
    "envio",
    "envios",
    "reparten",
    "reparto",
];

/// Words after which a number names a place ("to 94110", "au 75011", "postal code 94110").
const BEFORE_POSTAL_CODE: &[&str] = &[
    "to", "in", "into", "zip", "zipcode", "postcode", "postal", "code", "codigo", "cp", "a", "au", "aux", "le", "al",
    "el", "en", "hasta", "vers", "dans",
];

/// Words that name a postal code: a number right after them is one, whatever it looks like.
const POSTAL_CODE_WORDS: &[&str] = &["zip", "zipcode", "postcode", "postal", "code", "codigo", "cp"];

/// Whether a clause asks about delivery or shipping.
pub(crate) fn asks_service(words: &[String]) -> bool {
    words.iter().any(|w| SERVICE_WORDS.contains(&crate::read::analyze::fold(w).as_str()))
}

/// The postal code a clause names after a preposition or "postal code", as written (upper
/// case): "94110", "WC2E 8JD" (British and Canadian codes are two words). Numbers that read as years or
/// amounts ("in 2027", "to 100") are not postal codes unless called one.
pub(crate) fn asked_postal_code(words: &[String]) -> Option<String> {
    let has_digit = |w: &str| w.chars().any(|c| c.is_ascii_digit());
    let has_letter = |w: &str| w.chars().any(|c| c.is_alphabetic());
    let alnum = |w: &str| w.chars().all(|c| c.is_ascii_alphanumeric());
    for (i, w) in words.iter().enumerate() {
        if !has_digit(w) || !alnum(w) || i == 0 {
            continue;
        }
        let before = crate::read::analyze::fold(&words[i - 1]);
        if !BEFORE_POSTAL_CODE.contains(&before.as_str()) {
            continue;
        }
        let called_one = POSTAL_CODE_WORDS.contains(&before.as_str());
        // The second half of a two-word code: a digit, then letters and digits ("8jd", "2t6").
        let inward = words.get(i + 1).filter(|n| {
            let b = n.as_bytes();
            b.len() == 3
                && b[0].is_ascii_digit()
                && b.iter().all(u8::is_ascii_alphanumeric)
                && b.iter().any(u8::is_ascii_alphabetic)
        });
        let code = if has_letter(w) {
            if w.len() > 8 || (inward.is_none() && !called_one && w.len() < 3) {
                continue;
            }
            match inward {
                Some(n) => format!("{w} {n}"),
                None => w.clone(),
            }
        } else {
            let year = w.len() == 4 && (w.starts_with("19") || w.starts_with("20"));
            if w.len() > 10 || (!called_one && (w.len() < 4 || year)) {
                continue;
            }
            w.clone()
        };
        return Some(code.to_uppercase());
    }
    None
}

/// What the store's data shows of a country's postal codes: digits only, of which lengths,
/// or letters and digits. A code of another shape is not one of that country's.
#[derive(Debug, Default, Clone)]
struct PostalShape {
    numeric_lengths: std::collections::BTreeSet<usize>,
    numeric: bool,
    alphanumeric: bool,
}

impl PostalShape {
    fn learn(&mut self, code: &str, exact: bool) {
        let base = normalize_postal(code.trim_end_matches('*'));
        let base = base.split('-').next().unwrap_or_default();
        if base.is_empty() {
            return;
        }
        if base.bytes().all(|b| b.is_ascii_digit()) {
            self.numeric = true;
            if exact {
                self.numeric_lengths.insert(base.len());
            }
        } else {
            self.alphanumeric = true;
        }
    }

    fn fits(&self, code: &str) -> bool {
        let base = code.split('-').next().unwrap_or(code);
        if !self.numeric && !self.alphanumeric {
            return true;
        }
        if base.bytes().all(|b| b.is_ascii_digit()) {
            self.numeric && (self.numeric_lengths.is_empty() || self.numeric_lengths.contains(&base.len()))
        } else {
            self.alphanumeric
        }
    }
}

/// Where the business's stores serve customers away from their counters, read from their
/// service areas the way Location's `serves` reads them.
#[derive(Debug, Default)]
pub(crate) struct Coverage {
    model: CoverageModel,
    /// The countries some active area reaches, with the shape of their postal codes.
    countries: std::collections::BTreeMap<String, PostalShape>,
}

impl Coverage {
    fn new(business: &Business, exposed: &Exposed) -> Self {
        let locations = || exposed.iter().map(|i| &business.locations[i]);
        let model = CoverageModel::new(locations(), &business.region_names);
        let mut countries: std::collections::BTreeMap<String, PostalShape> = Default::default();
        let mut shapes: std::collections::BTreeMap<String, PostalShape> = Default::default();
        for l in locations() {
            let home = l.address.as_ref();
            let home_country = home.and_then(|a| a.address_country.as_deref()).map(str::to_ascii_uppercase);
            if let (Some(c), Some(p)) = (&home_country, home.and_then(|a| a.postal_code.as_deref())) {
                shapes.entry(c.clone()).or_default().learn(p, true);
            }
            for area in l.service_areas.iter().filter(|a| a.active) {
                let mut reached: Vec<String> = area.countries.iter().map(|c| c.to_ascii_uppercase()).collect();
                reached.extend(area.regions.iter().filter_map(|r| r.split_once('-')).map(|(c, _)| c.to_owned()));
                for (country, entries) in area.postal_codes.iter() {
                    reached.push(country.to_ascii_uppercase());
                    for e in entries.iter() {
                        shapes.entry(country.to_ascii_uppercase()).or_default().learn(e, !e.ends_with('*'));
                    }
                }
                if area.radius_m.is_some() || area.polygon.is_some() {
                    reached.extend(home_country.clone());
                }
                for c in reached {
                    countries.entry(c).or_default();
                }
            }
        }
        for (c, shape) in &mut countries {
            if let Some(known) = shapes.get(c) {
                *shape = known.clone();
            }
        }
        Coverage { model, countries }
    }
}

/// Per method, in the order the stores list them, the stores offering it.
pub(crate) type ByMethod = Vec<(String, Vec<usize>)>;

/// How the stores serve a place: the methods of their areas that cover it.
#[derive(Debug, Clone)]
pub(crate) struct Served {
    /// The place, as the answer names it.
    pub(crate) place: String,
    /// Per method, the stores offering it there.
    pub(crate) by_method: ByMethod,
}

/// The stores of `(store, area)` pairs by the area's method, each store once per method, the
/// nearest service first: local delivery, then other methods, then shipping.
fn by_method<'a>(serving: impl Iterator<Item = (usize, &'a ServiceArea)>) -> ByMethod {
    let mut by_method: ByMethod = Vec::new();
    for (i, area) in serving {
        match by_method.iter_mut().find(|(m, _)| **m == *area.method) {
            Some((_, list)) if !list.contains(&i) => list.push(i),
            Some(_) => {}
            None => by_method.push((area.method.to_string(), vec![i])),
        }
    }
    by_method.sort_by_key(|(m, _)| match m.as_str() {
        "delivery" => 0,
        "ship_from_store" => 2,
        _ => 1,
    });
    by_method
}

impl LocationBook {
    /// `stores`, or every active exposed store when it is empty.
    fn active_or(&self, business: &Business, stores: &[usize]) -> Vec<usize> {
        if stores.is_empty() {
            self.exposed.iter().filter(|&i| business.locations[i].status == LocationStatus::Active).collect()
        } else {
            stores.to_vec()
        }
    }

    /// Which of `stores` (every active exposed store when empty) serve `code`, by method, in
    /// each country whose postal codes it can be; `None` when it can be none of the countries
    /// the stores serve (the question is then not about their service areas).
    pub(crate) fn serving(&self, business: &Business, code: &str, stores: &[usize]) -> Option<Vec<Served>> {
        let wgs84 = Wgs84::default();
        let normal = normalize_postal(code);
        let candidates = self.active_or(business, stores);
        let mut out: Vec<(&str, ByMethod)> = Vec::new();
        let mut evaluable = false;
        for (country, shape) in &self.coverage.countries {
            if !shape.fits(&normal) {
                continue;
            }
            let raw = RawLocality { country: Some(country.clone()), region: None, postal_code: Some(code.to_owned()) };
            let Ok(target) = self.coverage.model.address(&raw) else { continue };
            evaluable = true;
            let by_method = by_method(
                candidates
                    .iter()
                    .flat_map(|&i| serving_areas(&business.locations[i], &target, &wgs84).map(move |a| (i, a))),
            );
            if !by_method.is_empty() {
                out.push((country, by_method));
            }
        }
        // A code served in more than one country ("75001") names the country of each.
        let several = out.len() > 1;
        let out = out
            .into_iter()
            .map(|(country, by_method)| Served {
                place: if several { format!("{code} ({country})") } else { code.to_owned() },
                by_method,
            })
            .collect();
        evaluable.then_some(out)
    }

    /// Which of `stores` (every active exposed store when empty) serve the gazetteer's `place`
    /// ("Invercargill"), by method: the areas listing its region (found by the region's name
    /// in the business's `[regions]` or ISO 3166-2's) or its country, and the radius and
    /// polygon areas holding its coordinates. `None` when none does: a place no store's area
    /// names may still be reached in ways the areas do not say (a courier, shipping), which the
    /// business's policies tell.
    pub(crate) fn serving_place(&self, business: &Business, place: &Place, stores: &[usize]) -> Option<Served> {
        let wgs84 = Wgs84::default();
        let (latitude, longitude) = place.coordinates();
        let raw = RawLocality {
            country: Some(place.country().to_owned()),
            region: Some(place.region().to_owned()).filter(|r| !r.is_empty()),
            postal_code: None,
        };
        // A region the business cannot place leaves the country: areas listing the country
        // still serve it.
        let by_region = self
            .coverage
            .model
            .address(&raw)
            .or_else(|_| self.coverage.model.address(&RawLocality { region: None, ..raw.clone() }))
            .ok();
        let at_point = self.coverage.model.point(Geo { latitude, longitude }).ok();
        let candidates = self.active_or(business, stores);
        let by_method = by_method(candidates.iter().flat_map(|&i| {
            let l = &business.locations[i];
            // A radius around a store in the same region serves part of it, not every town.
            let listed = by_region.iter().flat_map(|t| serving_areas(l, t, &wgs84)).filter(|a| {
                a.radius_m.is_none() && a.polygon.is_none() && (!a.regions.is_empty() || !a.countries.is_empty())
            });
            let around = at_point.iter().flat_map(|t| serving_areas(l, t, &wgs84));
            listed.chain(around).map(move |a| (i, a))
        }));
        if by_method.is_empty() {
            return None;
        }
        Some(Served { place: place.name().to_owned(), by_method })
    }

    /// The sentence for [`Self::serving`]: which stores deliver locally, which ship from the
    /// store (and any other method), or that none does. Returns it and the stores it names.
    pub(crate) fn serving_sentence(
        &self,
        business: &Business,
        code: &str,
        served: &[Served],
        named: &[usize],
        yes_no: bool,
        lang: Lang,
    ) -> (String, Vec<usize>) {
        let p = lang.phrases();
        let t = p.store;
        if served.is_empty() {
            let text = match named {
                [one] => fill(t.serves_not, &[&business.locations[*one].name, code]),
                _ => fill(t.serves_none, &[code]),
            };
            let lead = if yes_no && !named.is_empty() { format!("{} — ", p.no) } else { String::new() };
            return (format!("{lead}{text}"), Vec::new());
        }
        let mut used: Vec<usize> = Vec::new();
        let mut sentences: Vec<String> = Vec::new();
        for s in served {
            let parts: Vec<String> = s
                .by_method
                .iter()
                .map(|(method, stores)| {
                    for i in stores.iter().take(CHOICES_NAMED) {
                        if !used.contains(i) {
                            used.push(*i);
                        }
                    }
                    let names = self.names(business, stores, lang);
                    match method.as_str() {
                        "delivery" => fill(t.served_locally, &[&names]),
                        "ship_from_store" => fill(t.served_shipped, &[&names]),
                        "installation" => fill(t.served_installation, &[&names]),
                        other => format!("{}: {names}", other.replace('_', " ")),
                    }
                })
                .collect();
            sentences.push(fill(t.serves_for, &[&s.place, &parts.join("; ")]));
        }
        let lead = if yes_no { format!("{} — ", p.yes) } else { String::new() };
        (format!("{lead}{}", sentences.join(" ")), used)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_of_day_asked() {
        let at = |q: &str| asked_time(&words(q)).map(|t| t.minutes());
        assert_eq!(at("Is Rue Cler open at 2pm on a Wednesday?"), Some(14 * 60));
        assert_eq!(at("open at 2 pm"), Some(14 * 60));
        assert_eq!(at("still open at 7.30pm?"), Some(19 * 60 + 30));
        assert_eq!(at("are you open at 14:00 on Sunday"), Some(14 * 60));
        assert_eq!(at("ouvert à 14h30 ?"), Some(14 * 60 + 30));
        assert_eq!(at("open at noon"), Some(12 * 60));
        assert_eq!(at("12am"), Some(0));
        assert_eq!(at("open on 24 December"), None);
        assert_eq!(at("order 14 00"), None, "two numbers without a time word");
    }

    #[test]
    fn open_at_a_time_of_a_split_day() {
        let t = |h, m| ClockTime::new(h, m).unwrap();
        let split = [Interval { opens: t(10, 0), closes: t(13, 0) }, Interval { opens: t(15, 30), closes: t(20, 0) }];
        assert!(!open_at_time(&split, t(14, 0)));
        assert!(open_at_time(&split, t(16, 0)));
        assert!(!open_at_time(&split, t(20, 0)), "closed at closing time");
        let overnight = [Interval { opens: t(22, 0), closes: t(2, 0) }];
        assert!(open_at_time(&overnight, t(23, 0)));
    }
}
