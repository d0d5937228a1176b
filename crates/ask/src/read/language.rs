//! The languages answers are written in, and every fixed phrase in each of them.
//!
//! Content (policies, FAQ) is answered in the language it is written in; these phrases frame
//! it. English, Spanish and French have every phrase. A question in another language (German,
//! Italian, Portuguese) is answered from the business's content in its own language, and the
//! answer says so, which UCP allows ("Businesses MAY return content in a different language").

use serde::{Deserialize, Serialize};

use crate::read::analyze::WordSet;

/// A language the engine can phrase answers in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    En,
    /// Spanish.
    Es,
    /// French.
    Fr,
}

impl Lang {
    /// The BCP 47 primary subtag.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Fr => "fr",
        }
    }

    /// The language for a BCP 47 tag, if the engine has phrases for it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        match tag.split(['-', '_']).next()?.to_ascii_lowercase().as_str() {
            "en" => Some(Lang::En),
            "es" => Some(Lang::Es),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }

    /// A guess from the words of a query: Spanish when it has clearly Spanish function words.
    pub fn guess(tokens: &[String], raw: &str) -> Option<Lang> {
        static ES: WordSet = WordSet::new(&[
            "qué",
            "que",
            "cómo",
            "como",
            "cuál",
            "cuándo",
            "dónde",
            "puedo",
            "tienen",
            "tiene",
            "hay",
            "los",
            "las",
            "del",
            "para",
            "una",
            "por",
            "devolución",
            "devoluciones",
            "envío",
            "tienda",
            "artículos",
            "rebajados",
            "cuánto",
            "días",
            "política",
            "reembolso",
            "hacen",
            "venden",
            "abren",
            "pedido",
            "pedidos",
            "carrito",
            "miembro",
            "donde",
        ]);
        let hits = tokens.iter().filter(|t| ES.contains(t)).count();
        let french = tokens.iter().filter(|t| FR_WORDS.contains(t)).count();
        // Names carry their own language's words ("Is the Domaine des Fontaines
        // Châteauneuf-du-Pape ok?"): a query with more English function words is English.
        let english = tokens.iter().filter(|t| EN_WORDS.contains(t)).count();
        if french >= 2 && french > hits && french > english {
            return Some(Lang::Fr);
        }
        if raw.contains('¿') || raw.contains('¡') || (hits >= 2 && hits > english) { Some(Lang::Es) } else { None }
    }

    /// Whether a query reads as English: two or more English function words, and more of them
    /// than of French or Spanish ones. [`Lang::guess`] gives no language for English (it is
    /// what a query is taken to be); this says so positively, so that an English question to a
    /// business whose first language is another still gets English.
    pub fn reads_as_english(tokens: &[String]) -> bool {
        let english = tokens.iter().filter(|t| EN_WORDS.contains(t)).count();
        let french = tokens.iter().filter(|t| FR_WORDS.contains(t)).count();
        english >= 2 && english > french
    }

    /// The language of a query the engine has no phrases for (German, Italian, Portuguese),
    /// as a BCP 47 subtag, so the answer can say it is given in another language.
    pub fn foreign(tokens: &[String]) -> Option<&'static str> {
        let count = |list: &WordSet| tokens.iter().filter(|t| list.contains(t)).count();
        [("de", &DE_WORDS), ("it", &IT_WORDS), ("pt", &PT_WORDS)]
            .into_iter()
            .map(|(code, list)| (code, count(list)))
            .filter(|(_, n)| *n >= 2)
            .max_by_key(|(_, n)| *n)
            .map(|(code, _)| code)
    }

    /// The form of `forms` (singular, plural) for `n`, with `n` filled in: singular for one,
    /// and in French for zero too ("0 commande", "1 store", "2 tiendas").
    pub(crate) fn count(self, n: usize, forms: [&str; 2]) -> String {
        fill(self.form(n, forms), &[&n.to_string()])
    }

    /// The form of `forms` (singular, plural) for `n`, by the same rule as [`Lang::count`].
    pub(crate) fn form(self, n: usize, forms: [&str; 2]) -> &str {
        let singular = match self {
            Lang::Fr => n <= 1,
            Lang::En | Lang::Es => n == 1,
        };
        forms[usize::from(!singular)]
    }

    /// The fixed phrases of this language.
    pub fn phrases(self) -> &'static Phrases {
        match self {
            Lang::En => &EN,
            Lang::Es => &ES,
            Lang::Fr => &FR,
        }
    }
}

/// Function words that mark a French query.
static FR_WORDS: WordSet = WordSet::new(&[
    "est",
    "vous",
    "votre",
    "vos",
    "les",
    "des",
    "une",
    "pour",
    "avec",
    "quel",
    "quelle",
    "quels",
    "quelles",
    "je",
    "mon",
    "ma",
    "mes",
    "sont",
    "où",
    "combien",
    "puis",
    "pouvez",
    "peut",
    "livrez",
    "retourner",
    "magasin",
    "boutique",
    "aujourd'hui",
    "demain",
    "ouvert",
    "ouverte",
    "fermé",
    "fermée",
    "remboursement",
    "livraison",
    "commande",
    "taille",
    "qu'est",
    "c'est",
    "il",
    "elle",
    "du",
    "au",
    "aux",
    "ce",
    "cette",
    "faites",
    "avez",
    "acceptez",
    "jusqu'à",
    "quand",
]);

/// Function words that mark an English query.
static EN_WORDS: WordSet = WordSet::new(&[
    "the", "what", "how", "can", "does", "do", "is", "are", "i", "my", "you", "your", "it", "with", "for", "of", "and",
    "will", "which", "when", "where", "have", "has", "this", "that", "there", "any", "an", "to", "much", "many", "at",
    "be", "if", "from", "would", "could", "should", "they", "we", "our", "or", "about", "than", "please", "get",
    "still", "yet", "just", "need", "want", "ok", "open", "what's", "where's", "how's", "who's", "it's", "i'm", "i've",
    "i'd", "don't", "doesn't", "can't", "won't", "isn't", "aren't", "you're", "we're", "there's", "that's",
]);

/// Function words that mark a German query.
static DE_WORDS: WordSet = WordSet::new(&[
    "ist",
    "sind",
    "ich",
    "kann",
    "können",
    "wie",
    "was",
    "wann",
    "wo",
    "gibt",
    "der",
    "die",
    "das",
    "und",
    "mit",
    "für",
    "ihr",
    "ihre",
    "haben",
    "sie",
    "geöffnet",
    "versand",
    "rückgabe",
    "nach",
    "ein",
    "eine",
    "einen",
    "mein",
    "meine",
    "liefern",
    "lange",
    "viel",
    "kostet",
    "heute",
    "morgen",
    "bei",
    "auch",
    "nicht",
    "welche",
]);

/// Function words that mark an Italian query.
static IT_WORDS: WordSet = WordSet::new(&[
    "è",
    "sono",
    "posso",
    "come",
    "quando",
    "dove",
    "il",
    "lo",
    "gli",
    "della",
    "negozio",
    "spedizione",
    "quanto",
]);

/// Function words that mark a Portuguese query.
static PT_WORDS: WordSet = WordSet::new(&[
    "é", "são", "posso", "como", "quando", "onde", "os", "da", "do", "loja", "envio", "quanto", "vocês", "não",
]);

/// Fixed phrases. `{}` placeholders are filled in order.
#[derive(Debug)]
pub struct Phrases {
    /// "Yes"
    pub yes: &'static str,
    /// "No"
    pub no: &'static str,
    /// A final-sale product; `{}` is its title (follows a verdict).
    pub final_sale: &'static str,
    /// A product sold in stores only; `{}` is its title (follows a verdict).
    pub in_stores_only: &'static str,
    /// Whether it can be ordered online now, by stock status (in stock, out of stock, pre-order,
    /// backorder); `{}` is its title (follows a verdict).
    pub online_stock: [&'static str; 4],
    /// The stock statuses as labels of a list by option ("in stock", "out of stock", …).
    pub stock_labels: [&'static str; 4],
    /// Options by stock status; `{}` are the title and the list ("in stock in M and L; …").
    pub online_stock_by_option: &'static str,
    /// On sale; `{}` are the title, the price and the regular price (follows a verdict).
    pub on_sale: &'static str,
    /// Not on sale; `{}` are the title and its price (follows a verdict).
    pub not_on_sale: &'static str,
    /// The can't-answer reply; `{}` is the business name.
    pub cant_answer: &'static str,
    /// Refusing other customers' data.
    pub privacy: &'static str,
    /// Operations, by kind.
    pub not_performed: fn(OperationKind) -> (&'static str, &'static str),
    /// "Ask can answer questions but does not change carts, orders or bookings."
    pub read_only: &'static str,
    /// Ambiguous store reference; `{}` is a list of store names.
    pub which_store: &'static str,
    /// "open"
    pub open: &'static str,
    /// "closed"
    pub closed: &'static str,
    /// "open 24 hours"
    pub all_day: &'static str,
    /// "and"
    pub and: &'static str,
    /// "(local time, {zone})"
    pub local_time: &'static str,
    /// Day names, Monday first.
    pub days: [&'static str; 7],
    /// A conversation id that was not found.
    pub conversation_not_found: &'static str,
    /// An identifier that was not found; `{}` is the identifier.
    pub id_not_found: &'static str,
    /// Introduces a policy in brief; `{}` is the policy's title.
    pub policy_in_brief: &'static str,
    /// A store without published hours; `{}` is its name.
    pub hours_unknown: &'static str,
    /// A store question its amenity labels touch but do not answer; store name, its amenities.
    pub amenity_unknown: &'static str,
    /// Introduces the stores that offer an amenity ("These stores offer it").
    pub stores_offering: &'static str,
    /// What was asked for ("sparkling wine"), the product (and its option), its price.
    pub cheapest: &'static str,
    /// The same, for the most expensive.
    pub dearest: &'static str,
    /// Said when the question came in a language the business publishes nothing in.
    pub answered_in: &'static str,
    /// Month names, January first.
    pub months: [&'static str; 12],
    /// Orders, carts and membership.
    pub account: &'static AccountPhrases,
    /// Answers about stores.
    pub store: &'static StorePhrases,
    /// Replies to greetings, thanks and goodbyes.
    pub social: &'static SocialPhrases,
}

/// Replies to a greeting, thanks or goodbye, each saying what can be asked (`{}`: the
/// business's subjects, joined), and those subjects.
#[derive(Debug)]
pub struct SocialPhrases {
    /// Subjects.
    pub greeting: &'static str,
    /// Subjects.
    pub thanks: &'static str,
    /// Subjects.
    pub farewell: &'static str,
    /// The business has products.
    pub products: &'static str,
    /// The business has stores: one, several ([`Lang::form`]).
    pub stores: [&'static str; 2],
    /// It has a shipping policy.
    pub shipping: &'static str,
    /// It has a refund policy.
    pub returns: &'static str,
    /// It has other policies besides those.
    pub other_policies: &'static str,
    /// It has policies, none of them about shipping or returns.
    pub policies: &'static str,
}

const EN_SOCIAL: SocialPhrases = SocialPhrases {
    greeting: "Hello! I can answer questions about {}. What would you like to know?",
    thanks: "You're welcome! If anything else comes up, I can answer questions about {}.",
    farewell: "Goodbye, and thanks for stopping by! I'm here if you have questions about {}.",
    products: "our products",
    stores: ["our store (opening hours, address and services)", "our stores (opening hours, addresses and services)"],
    shipping: "shipping",
    returns: "returns",
    other_policies: "our other policies",
    policies: "our policies",
};

const ES_SOCIAL: SocialPhrases = SocialPhrases {
    greeting: "¡Hola! Puedo responder preguntas sobre {}. ¿Qué te gustaría saber?",
    thanks: "¡De nada! Si tienes otra pregunta, puedo ayudarte con {}.",
    farewell: "¡Hasta pronto y gracias por tu visita! Aquí estoy si tienes preguntas sobre {}.",
    products: "nuestros productos",
    stores: ["nuestra tienda (horario, dirección y servicios)", "nuestras tiendas (horarios, direcciones y servicios)"],
    shipping: "los envíos",
    returns: "las devoluciones",
    other_policies: "nuestras otras políticas",
    policies: "nuestras políticas",
};

const FR_SOCIAL: SocialPhrases = SocialPhrases {
    greeting: "Bonjour ! Je peux répondre à vos questions sur {}. Que souhaitez-vous savoir ?",
    thanks: "Je vous en prie ! Si vous avez une autre question, je peux vous renseigner sur {}.",
    farewell: "Au revoir, et merci de votre visite ! Je reste à votre disposition pour vos questions sur {}.",
    products: "nos produits",
    stores: ["notre boutique (horaires, adresse et services)", "nos boutiques (horaires, adresses et services)"],
    shipping: "la livraison",
    returns: "les retours",
    other_policies: "nos autres politiques",
    policies: "nos politiques",
};

/// Phrases of answers about stores: hours, address, phone, amenities and stock. `{}`
/// placeholders are filled in order.
#[derive(Debug)]
pub struct StorePhrases {
    /// Store, closing time, zone.
    pub open_now_until: &'static str,
    /// Store, zone.
    pub open_now: &'static str,
    /// Store, reason (may be empty), next opening (may be empty).
    pub closed_now: &'static str,
    /// Day, time, zone.
    pub next_opens: &'static str,
    /// Store, weekly hours, zone.
    pub regular_hours: &'static str,
    /// Store, the day (with why, when known).
    pub closed_on: &'static str,
    /// The last day of a closure of several days.
    pub closed_until: &'static str,
    /// Day, store, hours, zone (lower-cased after a verdict).
    pub open_on: &'static str,
    /// The title of an exception's special hours.
    pub special_hours: &'static str,
    /// Store, the weekday (plural, [`StorePhrases::weekdays`]).
    pub closed_weekly: &'static str,
    /// The weekdays as "closed on …" says them ("Mondays"), Monday first.
    pub weekdays: [&'static str; 7],
    /// An interval's closing time the next morning.
    pub next_morning: &'static str,
    /// Store, period, zone.
    pub no_exceptions: &'static str,
    /// Store, period, its exceptions, zone.
    pub period: &'static str,
    /// Periods named without a date: Christmas, New Year, and the seasons (winter, summer,
    /// spring, autumn).
    pub christmas: &'static str,
    pub new_year: &'static str,
    pub seasons: [&'static str; 4],
    /// Upcoming exceptions.
    pub upcoming: &'static str,
    /// From, through.
    pub through: &'static str,
    /// Store.
    pub no_break: &'static str,
    /// Store.
    pub has_break: &'static str,
    /// Store.
    pub closed_permanently: &'static str,
    /// Store, phone.
    pub call: &'static str,
    /// Store.
    pub no_phone: &'static str,
    /// Store, address.
    pub at_address: &'static str,
    /// Store.
    pub no_address: &'static str,
    /// Store, amenities.
    pub offers: &'static str,
    /// Store.
    pub not_listed: &'static str,
    /// Store, amenities.
    pub not_listed_offers: &'static str,
    /// Product, store.
    pub in_stock: &'static str,
    /// Store, product, variants.
    pub in_stock_in: &'static str,
    /// Product, store.
    pub not_in_stock: &'static str,
    /// Store, product, options asked, variants in stock.
    pub not_in_stock_in: &'static str,
    /// Product.
    pub in_no_store: &'static str,
    /// Product, stores.
    pub in_stock_at: &'static str,
    /// Number of further stores: one, many ([`Lang::count`]).
    pub more_stores: [&'static str; 2],
    /// The stores' names.
    pub stores_differ: &'static str,
    /// After "No — ", to "Do you have a store in …?" when none is there: the stores' names.
    pub none_there: &'static str,
    /// A place (postal code), then how it is served: the methods' parts below, joined.
    pub serves_for: &'static str,
    /// Stores that deliver locally (a `delivery` service area).
    pub served_locally: &'static str,
    /// Stores that ship from the store (a `ship_from_store` service area).
    pub served_shipped: &'static str,
    /// Stores that install there (an `installation` service area).
    pub served_installation: &'static str,
    /// A place no store delivers or ships to.
    pub serves_none: &'static str,
    /// Store, place: the store neither delivers nor ships there.
    pub serves_not: &'static str,
    /// When ("now", "on Sundays"), the stores open then with their hours.
    pub across_open: &'static str,
    /// When: no store is open then.
    pub across_none: &'static str,
    /// "now", for the two above.
    pub across_now: &'static str,
    /// A day or days: "on Sundays", "on Friday 25 December".
    pub across_on: &'static str,
    /// Place, store (with its address), distance: the store nearest to a place.
    pub nearest: &'static str,
    /// Amount, unit: "about 150 km".
    pub about_distance: &'static str,
    /// Unit: "less than 1 km".
    pub under_one: &'static str,
    /// The unit, one and many.
    pub mile: &'static str,
    pub miles: &'static str,
}

const EN_STORE: StorePhrases = StorePhrases {
    open_now_until: "{} is open now, until {} {}.",
    open_now: "{} is open now {}.",
    closed_now: "{} is closed now{}.{}",
    next_opens: " It next opens on {} at {} {}.",
    regular_hours: "{}'s regular hours are: {} {}.",
    closed_on: "{} is closed on {}.",
    closed_until: " It stays closed until {}.",
    open_on: "On {}, {} is {} {}.",
    special_hours: " ({} hours)",
    closed_weekly: "{} is closed on {}.",
    weekdays: ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays"],
    next_morning: "(closing at {} the next morning)",
    no_exceptions: "{} lists no closures or special hours for {}: its regular hours apply {}.",
    period: "{} for {}: {} {}.",
    christmas: "Christmas",
    new_year: "New Year",
    seasons: ["winter", "summer", "spring", "autumn"],
    upcoming: " Upcoming changes: {}.",
    through: "{} to {}",
    no_break: "{} stays open through the day.",
    has_break: "{} closes for a break on some days.",
    closed_permanently: "{} has closed permanently.",
    call: "You can call {} at {}.",
    no_phone: "{} has no published phone number.",
    at_address: "{} is at {}.",
    no_address: "{} has no published address.",
    offers: "{} offers {}.",
    not_listed: "{} doesn't list that among its services.",
    not_listed_offers: "{} doesn't list that among its services; it offers {}.",
    in_stock: "the {} is in stock at {}.",
    in_stock_in: "at {}, the {} is in stock in {}.",
    not_in_stock: "the {} isn't in stock at {} right now.",
    not_in_stock_in: "at {}, the {} isn't in stock in {} right now; it is in stock in {}.",
    in_no_store: "The {} isn't in stock at any of our stores right now.",
    in_stock_at: "The {} is in stock at {}.",
    more_stores: ["{} more store", "{} more stores"],
    stores_differ: "Opening hours and addresses differ by store. {}",
    none_there: "none of our stores is there. Our stores are {}.",
    serves_for: "For {}: {}.",
    served_locally: "local delivery from {}",
    served_shipped: "shipping from {}",
    served_installation: "installation by {}",
    serves_none: "None of our stores delivers to {} or ships there from the store.",
    serves_not: "{} doesn't deliver to {} or ship there from the store.",
    nearest: "Our nearest store to {} is {}, {} away in a straight line.",
    across_open: "Open {}: {}",
    across_none: "None of our stores is open {}.",
    across_now: "now",
    across_on: "on {}",
    about_distance: "about {} {}",
    under_one: "less than 1 {}",
    mile: "mile",
    miles: "miles",
};

const ES_STORE: StorePhrases = StorePhrases {
    open_now_until: "{} está abierta ahora, hasta las {} {}.",
    open_now: "{} está abierta ahora {}.",
    closed_now: "{} está cerrada ahora{}.{}",
    next_opens: " Vuelve a abrir el {} a las {} {}.",
    regular_hours: "El horario habitual de {} es: {} {}.",
    closed_on: "{} está cerrada el {}.",
    closed_until: " Permanece cerrada hasta el {}.",
    open_on: "El {}, {} está {} {}.",
    special_hours: " (horario de {})",
    closed_weekly: "{} cierra los {}.",
    weekdays: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábados", "domingos"],
    next_morning: "(cierra a las {} del día siguiente)",
    no_exceptions: "{} no indica cierres ni horarios especiales para {}: rige su horario habitual {}.",
    period: "{} para {}: {} {}.",
    christmas: "Navidad",
    new_year: "Año Nuevo",
    seasons: ["el invierno", "el verano", "la primavera", "el otoño"],
    upcoming: " Próximos cambios: {}.",
    through: "{} a {}",
    no_break: "{} no cierra a mediodía.",
    has_break: "{} cierra a mediodía algunos días.",
    closed_permanently: "{} ha cerrado definitivamente.",
    call: "Puedes llamar a {} al {}.",
    no_phone: "{} no publica un número de teléfono.",
    at_address: "{} está en {}.",
    no_address: "{} no publica una dirección.",
    offers: "{} ofrece {}.",
    not_listed: "{} no lo incluye entre sus servicios.",
    not_listed_offers: "{} no lo incluye entre sus servicios; ofrece {}.",
    in_stock: "el {} está disponible en {}.",
    in_stock_in: "en {}, el {} está disponible en {}.",
    not_in_stock: "el {} no está disponible en {} ahora mismo.",
    not_in_stock_in: "en {}, el {} no está disponible en {} ahora mismo; sí lo está en {}.",
    in_no_store: "El {} no está disponible en ninguna de nuestras tiendas ahora mismo.",
    in_stock_at: "El {} está disponible en {}.",
    more_stores: ["{} tienda más", "{} tiendas más"],
    stores_differ: "El horario y la dirección dependen de la tienda. {}",
    none_there: "ninguna de nuestras tiendas está allí. Nuestras tiendas son {}.",
    serves_for: "Para el {}: {}.",
    served_locally: "entrega local desde {}",
    served_shipped: "envío desde {}",
    served_installation: "instalación a cargo de {}",
    serves_none: "Ninguna de nuestras tiendas entrega en el {} ni envía allí desde la tienda.",
    nearest: "Nuestra tienda más cercana a {} es {}, a {} en línea recta.",
    across_open: "Abiertas {}: {}",
    across_none: "Ninguna de nuestras tiendas abre {}.",
    across_now: "ahora",
    across_on: "el {}",
    about_distance: "unos {} {}",
    under_one: "menos de 1 {}",
    mile: "milla",
    miles: "millas",
    serves_not: "{} no entrega en el {} ni envía allí desde la tienda.",
};

const FR_STORE: StorePhrases = StorePhrases {
    open_now_until: "{} est ouverte en ce moment, jusqu'à {} {}.",
    open_now: "{} est ouverte en ce moment {}.",
    closed_now: "{} est fermée en ce moment{}.{}",
    next_opens: " Elle rouvre le {} à {} {}.",
    regular_hours: "Les horaires habituels de {} : {} {}.",
    closed_on: "{} est fermée le {}.",
    closed_until: " Elle reste fermée jusqu'au {}.",
    open_on: "Le {}, {} est {} {}.",
    special_hours: " (horaires de {})",
    closed_weekly: "{} est fermée le {}.",
    weekdays: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    next_morning: "(fermeture à {} le lendemain)",
    no_exceptions: "{} n'indique ni fermeture ni horaires spéciaux pour {} : ses horaires habituels s'appliquent {}.",
    period: "{} pour {} : {} {}.",
    christmas: "Noël",
    new_year: "le Nouvel An",
    seasons: ["l'hiver", "l'été", "le printemps", "l'automne"],
    upcoming: " Changements à venir : {}.",
    through: "{} au {}",
    no_break: "{} ne ferme pas en journée.",
    has_break: "{} ferme pour une pause certains jours.",
    closed_permanently: "{} a fermé définitivement.",
    call: "Vous pouvez appeler {} au {}.",
    no_phone: "{} ne publie pas de numéro de téléphone.",
    at_address: "{} se trouve au {}.",
    no_address: "{} ne publie pas d'adresse.",
    offers: "{} propose {}.",
    not_listed: "{} ne le mentionne pas parmi ses services.",
    not_listed_offers: "{} ne le mentionne pas parmi ses services ; elle propose {}.",
    in_stock: "l'article {} est en stock à {}.",
    in_stock_in: "à {}, l'article {} est en stock en {}.",
    not_in_stock: "l'article {} n'est pas en stock à {} en ce moment.",
    not_in_stock_in: "à {}, l'article {} n'est pas en stock en {} en ce moment ; il l'est en {}.",
    in_no_store: "L'article {} n'est en stock dans aucune de nos boutiques en ce moment.",
    in_stock_at: "L'article {} est en stock à {}.",
    more_stores: ["{} autre boutique", "{} autres boutiques"],
    stores_differ: "Les horaires et l'adresse dépendent de la boutique. {}",
    none_there: "aucune de nos boutiques ne s'y trouve. Nos boutiques sont {}.",
    serves_for: "Pour le {} : {}.",
    served_locally: "livraison locale depuis {}",
    served_shipped: "expédition depuis {}",
    served_installation: "installation par {}",
    serves_none: "Aucune de nos boutiques ne livre le {} ni n'y expédie depuis la boutique.",
    serves_not: "{} ne livre pas le {} et n'y expédie pas depuis la boutique.",
    nearest: "Notre boutique la plus proche de {} est {}, à {} à vol d'oiseau.",
    across_open: "Ouvertes {} : {}",
    across_none: "Aucune de nos boutiques n'est ouverte {}.",
    across_now: "maintenant",
    across_on: "le {}",
    about_distance: "environ {} {}",
    under_one: "moins de 1 {}",
    mile: "mille",
    miles: "milles",
};

/// Phrases of answers about the buyer's orders, carts and membership. `{}` placeholders are
/// filled in order.
#[derive(Debug)]
pub struct AccountPhrases {
    /// The buyer's own order; `{}` is its number.
    pub your_order: &'static str,
    /// An order reached by its reference; `{}` is its number.
    pub an_order: &'static str,
    /// `{}` is the date the order was placed.
    pub placed: &'static str,
    /// Order, carrier, tracking number, tracking URL.
    pub shipped: &'static str,
    /// Order (shipped, no tracking published).
    pub shipped_untracked: &'static str,
    /// Order.
    pub processing: &'static str,
    /// Order.
    pub delivered: &'static str,
    /// Order, delivery date.
    pub delivered_on: &'static str,
    /// Order, store name.
    pub ready_for_pickup: &'static str,
    /// Order, carrier, tracking number (no tracking page published).
    pub shipped_no_link: &'static str,
    /// Order, pickup store (a pickup order not ready yet).
    pub processing_pickup: &'static str,
    /// Order, pickup store.
    pub picked_up: &'static str,
    /// Date it shipped.
    pub shipped_on: &'static str,
    /// Date since when it is waiting.
    pub ready_since: &'static str,
    /// Date it was collected.
    pub picked_up_on: &'static str,
    /// The parts of a total: items, shipping, tax; and the word joining the last two.
    pub part_items: &'static str,
    pub part_shipping: &'static str,
    pub part_tax: &'static str,
    pub and: &'static str,
    /// The parts, joined.
    pub charges: &'static str,
    /// Order.
    pub cancelled: &'static str,
    /// Expected delivery date.
    pub eta: &'static str,
    /// Order, items, total.
    pub contents: &'static str,
    /// Number of open orders: one, many ([`Lang::count`]).
    pub open_orders: [&'static str; 2],
    /// No orders on the account.
    pub no_orders: &'static str,
    /// A typed order number that is not one of the buyer's; `{}` is the number.
    pub not_on_account: &'static str,
    /// The buyer's own cart.
    pub your_cart: &'static str,
    /// A cart reached by its reference.
    pub a_cart: &'static str,
    /// Cart, items, subtotal.
    pub cart_contents: &'static str,
    /// Cart.
    pub cart_empty: &'static str,
    /// Name, tier.
    pub member_yes: &'static str,
    /// Entitlements.
    pub benefits: &'static str,
    /// A signed-in non-member.
    pub member_no: &'static str,
    /// Product.
    pub no_member_price: &'static str,
    /// A signed-in non-member asking for member prices.
    pub member_prices_for_members: &'static str,
    /// Public part of an order question: how to see one's orders.
    pub sign_in_orders: &'static str,
    /// Public part of a member question.
    pub sign_in_member: &'static str,
    /// Public part of a cart question.
    pub sign_in_cart: &'static str,
}

/// What an operation request asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OperationKind {
    /// Add to, remove from or change a cart.
    Cart,
    /// Place an order or buy.
    Purchase,
    /// Cancel or change an order.
    Order,
    /// Apply a code, discount or points; issue a refund or credit.
    Discount,
    /// Reserve, hold, book or schedule.
    Reservation,
    /// Start a return or exchange.
    Return,
    /// Subscribe or change an account.
    Account,
}

const EN: Phrases = Phrases {
    yes: "Yes",
    no: "No",
    final_sale: "the {} is final sale: it can't be returned or exchanged.",
    in_stores_only: "the {} is sold in stores only, not online.",
    online_stock: [
        "the {} is in stock online.",
        "the {} is out of stock online right now.",
        "the {} isn't out yet: you can pre-order it online.",
        "the {} is on backorder: you can order it online now, and it ships when it's restocked.",
    ],
    stock_labels: ["in stock", "out of stock", "available to pre-order", "on backorder"],
    online_stock_by_option: "Online, the {} is {}.",
    on_sale: "the {} is on sale at {}, down from {}.",
    not_on_sale: "the {} isn't on sale: it's {}.",
    cant_answer: "I don't have information about that. I can help with the products, stores and opening hours, shipping, returns and other policies of {}.",
    privacy: "I can't share information about other customers or their orders.",
    not_performed: |kind| match kind {
        OperationKind::Cart => {
            ("Your cart is unchanged: I can't add, remove or change items in it.", "No cart operation was performed.")
        }
        OperationKind::Purchase => ("I haven't placed an order or bought anything for you.", "No order was placed."),
        OperationKind::Order => ("I haven't cancelled or changed any order.", "No order was cancelled or changed."),
        OperationKind::Discount => (
            "I haven't applied or issued any code, discount, credit or refund.",
            "No discount, credit or refund was applied.",
        ),
        OperationKind::Reservation => {
            ("I haven't reserved, held or booked anything.", "No reservation or booking was made.")
        }
        OperationKind::Return => ("I haven't started a return or exchange.", "No return was started."),
        OperationKind::Account => ("I haven't changed your account or subscriptions.", "No account change was made."),
    },
    read_only: "I can answer questions, but I can't change carts, orders, bookings or accounts.",
    which_store: "Which store do you mean? {}.",
    open: "open",
    closed: "closed",
    all_day: "open 24 hours",
    and: "and",
    local_time: "local time",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    conversation_not_found: "The conversation was not found or has expired; a new conversation was started.",
    id_not_found: "No resource matches the identifier `{}`, so it was not used.",
    policy_in_brief: "Our {} policy in brief:",
    hours_unknown: "I don't have information about the opening hours of {}: it doesn't publish them.",
    amenity_unknown: "I don't have information about that for {}. It lists: {}.",
    stores_offering: "These stores offer it",
    cheapest: "The cheapest {} we sell is the {}, at {}.",
    dearest: "The most expensive {} we sell is the {}, at {}.",
    answered_in: "(I'm answering in English, the language of this store's information.)",
    months: [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ],
    account: &EN_ACCOUNT,
    store: &EN_STORE,
    social: &EN_SOCIAL,
};

const EN_ACCOUNT: AccountPhrases = AccountPhrases {
    your_order: "Your order {}",
    an_order: "Order {}",
    placed: "(placed {})",
    shipped: "{} has shipped with {}, tracking number {}: {}.",
    shipped_untracked: "{} has shipped.",
    processing: "{} is being prepared and hasn't shipped yet; a tracking link is emailed as soon as it ships.",
    delivered: "{} has been delivered.",
    delivered_on: "{} was delivered on {}.",
    ready_for_pickup: "{} is ready for pickup at {}.",
    shipped_no_link: "{} has shipped with {}, tracking number {}.",
    processing_pickup: "{} is being prepared for pickup at {} and isn't ready yet.",
    picked_up: "{} was collected at {}.",
    shipped_on: "It shipped on {}.",
    ready_since: "It has been waiting since {}.",
    picked_up_on: "It was collected on {}.",
    part_items: "{} for the items",
    part_shipping: "{} for shipping",
    part_tax: "{} in tax",
    and: " and ",
    charges: "That is {}.",
    cancelled: "{} shows as cancelled.",
    eta: "It is expected to arrive on {}.",
    contents: "{} contains {}, for a total of {}.",
    open_orders: ["You have {} open order.", "You have {} open orders."],
    no_orders: "I don't see any orders on your account.",
    not_on_account: "I couldn't find order {} on your account.",
    your_cart: "Your cart",
    a_cart: "This cart",
    cart_contents: "{} has {}: {} at current prices.",
    cart_empty: "{} is empty.",
    member_yes: "Yes, {}: you're a {} member.",
    benefits: "Your benefits: {}.",
    member_no: "No — you're not a member yet.",
    no_member_price: "The {} has no member price.",
    member_prices_for_members: "Member prices are for members, and your account isn't a member.",
    sign_in_orders: "To see your own orders and their tracking, sign in and allow access to your account.",
    sign_in_member: "Sign in as a member to see your member price and benefits.",
    sign_in_cart: "To see a cart, send its id or sign in and allow access to your account.",
};

const ES: Phrases = Phrases {
    yes: "Sí",
    no: "No",
    final_sale: "el {} es de venta final: no admite devoluciones ni cambios.",
    in_stores_only: "el {} solo se vende en tienda, no en línea.",
    online_stock: [
        "el {} está disponible en línea.",
        "el {} está agotado en línea ahora mismo.",
        "el {} aún no ha salido: puedes reservarlo en línea.",
        "el {} está pendiente de reposición: puedes pedirlo en línea ahora y se envía cuando vuelva a haber existencias.",
    ],
    stock_labels: ["disponible", "agotado", "en preventa", "pendiente de reposición"],
    online_stock_by_option: "En línea, el {} está {}.",
    on_sale: "el {} está rebajado a {}; su precio habitual es {}.",
    not_on_sale: "el {} no está rebajado: cuesta {}.",
    cant_answer: "No tengo información sobre eso. Puedo ayudarte con los productos de {}, sus tiendas y horarios, los envíos, las devoluciones y otras políticas de la tienda.",
    privacy: "No puedo compartir información sobre otros clientes ni sobre sus pedidos.",
    not_performed: |kind| match kind {
        OperationKind::Cart => {
            ("No he añadido, quitado ni cambiado nada en tu carrito; sigue igual.", "No cart operation was performed.")
        }
        OperationKind::Purchase => ("No he realizado ningún pedido ni compra por ti.", "No order was placed."),
        OperationKind::Order => ("No he cancelado ni modificado ningún pedido.", "No order was cancelled or changed."),
        OperationKind::Discount => (
            "No he aplicado ni emitido ningún código, descuento, crédito o reembolso.",
            "No discount, credit or refund was applied.",
        ),
        OperationKind::Reservation => ("No he reservado ni apartado nada.", "No reservation or booking was made."),
        OperationKind::Return => ("No he iniciado ninguna devolución ni cambio.", "No return was started."),
        OperationKind::Account => ("No he cambiado tu cuenta ni tus suscripciones.", "No account change was made."),
    },
    read_only: "Puedo responder preguntas, pero no puedo cambiar carritos, pedidos, reservas ni cuentas.",
    which_store: "¿A qué tienda te refieres? {}.",
    open: "abierta",
    closed: "cerrada",
    all_day: "abierta las 24 horas",
    and: "y",
    local_time: "hora local",
    days: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    conversation_not_found: "The conversation was not found or has expired; a new conversation was started.",
    id_not_found: "No resource matches the identifier `{}`, so it was not used.",
    policy_in_brief: "Nuestra política «{}», en resumen:",
    hours_unknown: "No tengo información sobre el horario de {}: no lo publica.",
    amenity_unknown: "No tengo información sobre eso para {}. Indica: {}.",
    stores_offering: "Estas tiendas lo ofrecen",
    cheapest: "Lo más barato en {}: {}, a {}.",
    dearest: "Lo más caro en {}: {}, a {}.",
    answered_in: "(Respondo en español, el idioma de la información de esta tienda.)",
    months: [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ],
    account: &ES_ACCOUNT,
    store: &ES_STORE,
    social: &ES_SOCIAL,
};

const ES_ACCOUNT: AccountPhrases = AccountPhrases {
    your_order: "Tu pedido {}",
    an_order: "El pedido {}",
    placed: "(realizado el {})",
    shipped: "{} se envió con {}, número de seguimiento {}: {}.",
    shipped_untracked: "{} ya se envió.",
    processing: "{} se está preparando y aún no se ha enviado; el enlace de seguimiento llega por correo en cuanto sale.",
    delivered: "{} ya se entregó.",
    delivered_on: "{} se entregó el {}.",
    ready_for_pickup: "{} está listo para recoger en {}.",
    shipped_no_link: "{} se envió con {}, número de seguimiento {}.",
    processing_pickup: "{} se está preparando para recoger en {} y aún no está listo.",
    picked_up: "{} se recogió en {}.",
    shipped_on: "Se envió el {}.",
    ready_since: "Está esperando desde el {}.",
    picked_up_on: "Se recogió el {}.",
    part_items: "{} de artículos",
    part_shipping: "{} de envío",
    part_tax: "{} de impuestos",
    and: " y ",
    charges: "Es decir, {}.",
    cancelled: "{} figura como cancelado.",
    eta: "La entrega está prevista para el {}.",
    contents: "{} contiene {}, por un total de {}.",
    open_orders: ["Tienes {} pedido en curso.", "Tienes {} pedidos en curso."],
    no_orders: "No veo ningún pedido en tu cuenta.",
    not_on_account: "No encontré el pedido {} en tu cuenta.",
    your_cart: "Tu carrito",
    a_cart: "Este carrito",
    cart_contents: "{} tiene {}: {} a precios actuales.",
    cart_empty: "{} está vacío.",
    member_yes: "Sí, {}: eres miembro de {}.",
    benefits: "Tus beneficios: {}.",
    member_no: "No, todavía no eres miembro.",
    no_member_price: "El {} no tiene precio de miembro.",
    member_prices_for_members: "Los precios de miembro son para miembros, y tu cuenta no es de miembro.",
    sign_in_orders: "Para ver tus pedidos y su seguimiento, inicia sesión y permite el acceso a tu cuenta.",
    sign_in_member: "Inicia sesión como miembro para ver tu precio de miembro y tus beneficios.",
    sign_in_cart: "Para ver un carrito, envía su identificador o inicia sesión y permite el acceso a tu cuenta.",
};

const FR: Phrases = Phrases {
    yes: "Oui",
    no: "Non",
    final_sale: "l'article {} est vendu en solde final : il ne peut être ni retourné ni échangé.",
    in_stores_only: "l'article {} est vendu en boutique uniquement, pas en ligne.",
    online_stock: [
        "l'article {} est en stock en ligne.",
        "l'article {} est en rupture de stock en ligne en ce moment.",
        "l'article {} n'est pas encore sorti : vous pouvez le précommander en ligne.",
        "l'article {} est en réapprovisionnement : vous pouvez le commander en ligne dès maintenant, il sera expédié dès son retour en stock.",
    ],
    stock_labels: ["en stock", "en rupture de stock", "en précommande", "en réapprovisionnement"],
    online_stock_by_option: "En ligne, l'article {} est {}.",
    on_sale: "l'article {} est en promotion à {} au lieu de {}.",
    not_on_sale: "l'article {} n'est pas en promotion : il coûte {}.",
    cant_answer: "Je n'ai pas d'information à ce sujet. Je peux vous aider pour les produits de {}, ses boutiques et horaires, la livraison, les retours et ses autres politiques.",
    privacy: "Je ne peux pas communiquer d'informations sur d'autres clients ni sur leurs commandes.",
    not_performed: |kind| match kind {
        OperationKind::Cart => (
            "Je n'ai rien ajouté, retiré ni modifié dans votre panier ; il est inchangé.",
            "No cart operation was performed.",
        ),
        OperationKind::Purchase => {
            ("Je n'ai passé aucune commande ni effectué aucun achat pour vous.", "No order was placed.")
        }
        OperationKind::Order => ("Je n'ai annulé ni modifié aucune commande.", "No order was cancelled or changed."),
        OperationKind::Discount => (
            "Je n'ai appliqué ni émis aucun code, remise, avoir ou remboursement.",
            "No discount, credit or refund was applied.",
        ),
        OperationKind::Reservation => ("Je n'ai rien réservé ni mis de côté.", "No reservation or booking was made."),
        OperationKind::Return => ("Je n'ai lancé aucun retour ni échange.", "No return was started."),
        OperationKind::Account => {
            ("Je n'ai modifié ni votre compte ni vos abonnements.", "No account change was made.")
        }
    },
    read_only: "Je peux répondre aux questions, mais je ne peux pas modifier de panier, de commande, de réservation ni de compte.",
    which_store: "De quelle boutique parlez-vous ? {}.",
    open: "ouverte",
    closed: "fermée",
    all_day: "ouverte 24 h/24",
    and: "et",
    local_time: "heure locale",
    days: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    conversation_not_found: "The conversation was not found or has expired; a new conversation was started.",
    id_not_found: "No resource matches the identifier `{}`, so it was not used.",
    policy_in_brief: "Notre politique « {} », en bref :",
    hours_unknown: "Je n'ai pas d'information sur les horaires de {} : elle ne les publie pas.",
    amenity_unknown: "Je n'ai pas d'information à ce sujet pour {}. Elle indique : {}.",
    stores_offering: "Ces boutiques le proposent",
    cheapest: "Le prix le plus bas en {} : {}, à {}.",
    dearest: "Le prix le plus élevé en {} : {}, à {}.",
    answered_in: "(Je réponds en français, la langue des informations de cette boutique.)",
    months: [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ],
    account: &FR_ACCOUNT,
    store: &FR_STORE,
    social: &FR_SOCIAL,
};

const FR_ACCOUNT: AccountPhrases = AccountPhrases {
    your_order: "Votre commande {}",
    an_order: "La commande {}",
    placed: "(passée le {})",
    shipped: "{} a été expédiée avec {}, numéro de suivi {} : {}.",
    shipped_untracked: "{} a été expédiée.",
    processing: "{} est en préparation et n'est pas encore expédiée ; le lien de suivi vous est envoyé par e-mail dès son départ.",
    delivered: "{} a été livrée.",
    delivered_on: "{} a été livrée le {}.",
    ready_for_pickup: "{} est prête à être retirée à {}.",
    shipped_no_link: "{} a été expédiée avec {}, numéro de suivi {}.",
    processing_pickup: "{} est en préparation pour un retrait à {} et n'est pas encore prête.",
    picked_up: "{} a été retirée à {}.",
    shipped_on: "Elle a été expédiée le {}.",
    ready_since: "Elle vous attend depuis le {}.",
    picked_up_on: "Elle a été retirée le {}.",
    part_items: "{} d'articles",
    part_shipping: "{} de livraison",
    part_tax: "{} de taxes",
    and: " et ",
    charges: "Soit {}.",
    cancelled: "{} figure comme annulée.",
    eta: "La livraison est prévue le {}.",
    contents: "{} contient {}, pour un total de {}.",
    open_orders: ["Vous avez {} commande en cours.", "Vous avez {} commandes en cours."],
    no_orders: "Je ne vois aucune commande sur votre compte.",
    not_on_account: "Je n'ai pas trouvé la commande {} sur votre compte.",
    your_cart: "Votre panier",
    a_cart: "Ce panier",
    cart_contents: "{} contient {} : {} aux prix actuels.",
    cart_empty: "{} est vide.",
    member_yes: "Oui, {} : vous êtes membre {}.",
    benefits: "Vos avantages : {}.",
    member_no: "Non, vous n'êtes pas encore membre.",
    no_member_price: "Le produit {} n'a pas de prix membre.",
    member_prices_for_members: "Les prix membres sont réservés aux membres, et votre compte n'est pas membre.",
    sign_in_orders: "Pour voir vos commandes et leur suivi, connectez-vous et autorisez l'accès à votre compte.",
    sign_in_member: "Connectez-vous en tant que membre pour voir votre prix membre et vos avantages.",
    sign_in_cart: "Pour voir un panier, envoyez son identifiant ou connectez-vous et autorisez l'accès à votre compte.",
};

/// Fills `{}` placeholders in order.
pub(crate) fn fill(template: &str, values: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    for v in values {
        match rest.split_once("{}") {
            Some((head, tail)) => {
                out.push_str(head);
                out.push_str(v);
                rest = tail;
            }
            None => break,
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_guesses() {
        assert_eq!(Lang::from_tag("es-MX"), Some(Lang::Es));
        assert_eq!(Lang::from_tag("EN"), Some(Lang::En));
        assert_eq!(Lang::from_tag("fr"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("de"), None);
        let t = |s: &str| s.split_whitespace().map(str::to_owned).collect::<Vec<_>>();
        assert_eq!(Lang::guess(&t("return policy devoluciones"), "x"), None, "one marker is not enough");
        assert_eq!(Lang::guess(&t("puedo devolver los artículos"), "x"), Some(Lang::Es));
        assert_eq!(Lang::guess(&t("what is your return policy"), "x"), None);
        assert_eq!(Lang::guess(&t("quelle est votre politique de retour"), "x"), Some(Lang::Fr));
        assert_eq!(Lang::foreign(&t("wie lange ist die rückgabe")), Some("de"));
        assert!(Lang::reads_as_english(&t("the cork smells odd, what can i do")));
        assert!(!Lang::reads_as_english(&t("quelle est votre politique de retour")));
        assert!(!Lang::reads_as_english(&t("chablis montmains")), "names alone are no language");
        let named = t("i want a red under 14% alcohol is the domaine des fontaines châteauneuf du pape ok");
        assert_eq!(Lang::guess(&named, "x"), None, "French names in an English question");
        assert!(Lang::reads_as_english(&t("is rue cler open at 2pm on a wednesday")));
        assert!(Lang::reads_as_english(&t("what's your cheapest sparkling wine")));
    }

    #[test]
    fn counts_take_the_form_of_their_number() {
        let stores = EN.store.more_stores;
        assert_eq!(Lang::En.count(1, stores), "1 more store");
        assert_eq!(Lang::En.count(2, stores), "2 more stores");
        assert_eq!(Lang::Es.count(1, ES.store.more_stores), "1 tienda más");
        assert_eq!(Lang::Es.count(0, ES.store.more_stores), "0 tiendas más");
        assert_eq!(Lang::Fr.count(1, FR.store.more_stores), "1 autre boutique");
        assert_eq!(Lang::Fr.count(0, FR.account.open_orders), "Vous avez 0 commande en cours.");
        assert_eq!(Lang::Fr.count(3, FR.account.open_orders), "Vous avez 3 commandes en cours.");
    }

    #[test]
    fn fills_in_order() {
        assert_eq!(fill("a {} b {}", &["1", "2"]), "a 1 b 2");
        assert_eq!(fill("no placeholder", &["x"]), "no placeholder");
    }
}
