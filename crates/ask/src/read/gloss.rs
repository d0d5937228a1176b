//! English glosses of common shopping words in Spanish, French and German, so a question
//! asked in one of them finds the business's English content: "¿Puedo usar el champú de avena
//! en mi gato?" also asks about *shampoo*, *oatmeal* and *cat*. A general-language lexicon —
//! the words every shop uses, none of any one business — looked up with accents folded.

use crate::read::analyze::fold;

/// Foreign word (accents folded, lowercase) → English words.
const LEXICON: &[(&str, &[&str])] = &[
    // Policies and service.
    ("devolucion", &["return"]),
    ("devoluciones", &["returns"]),
    ("devolver", &["return"]),
    ("reembolso", &["refund"]),
    ("reembolsos", &["refunds"]),
    ("cambio", &["exchange"]),
    ("cambios", &["exchanges"]),
    ("envio", &["shipping"]),
    ("envios", &["shipping"]),
    ("enviar", &["ship"]),
    ("envian", &["ship"]),
    ("entrega", &["delivery"]),
    ("entregas", &["delivery"]),
    ("garantia", &["warranty"]),
    ("politica", &["policy"]),
    ("privacidad", &["privacy"]),
    ("pago", &["payment"]),
    ("pagos", &["payments"]),
    ("pagar", &["pay"]),
    ("cuotas", &["instalments", "installments"]),
    ("plazos", &["instalments", "installments"]),
    ("precio", &["price"]),
    ("precios", &["prices"]),
    ("cuesta", &["cost"]),
    ("cuestan", &["cost"]),
    ("gratis", &["free"]),
    ("gratuito", &["free"]),
    ("gratuita", &["free"]),
    ("descuento", &["discount"]),
    ("tarjeta", &["card"]),
    ("regalo", &["gift"]),
    ("puntos", &["points"]),
    ("socio", &["member"]),
    ("socios", &["members"]),
    ("suscripcion", &["subscription"]),
    ("pedido", &["order"]),
    ("pedidos", &["orders"]),
    ("cancelar", &["cancel"]),
    ("recoger", &["pickup", "collect"]),
    ("recogida", &["pickup"]),
    ("tienda", &["store"]),
    ("tiendas", &["stores"]),
    ("horario", &["hours"]),
    ("horarios", &["hours"]),
    ("abierto", &["open"]),
    ("abierta", &["open"]),
    ("abre", &["open", "opens"]),
    ("abren", &["open"]),
    ("cierra", &["close", "closes"]),
    ("cierran", &["close"]),
    ("telefono", &["phone"]),
    ("numero", &["number"]),
    ("direccion", &["address"]),
    ("donde", &["where"]),
    ("cuanto", &["how", "much"]),
    ("cuando", &["when"]),
    ("estacionamiento", &["parking"]),
    ("aparcamiento", &["parking"]),
    ("mascotas", &["pets"]),
    ("perro", &["dog"]),
    ("perros", &["dogs"]),
    ("gato", &["cat"]),
    ("gatos", &["cats"]),
    ("cachorro", &["puppy"]),
    ("cachorros", &["puppy", "puppies"]),
    ("gatito", &["kitten"]),
    ("gatitos", &["kitten", "kittens"]),
    ("comida", &["food"]),
    ("alimento", &["food"]),
    ("ingredientes", &["ingredients"]),
    ("alergenos", &["allergens"]),
    ("contiene", &["contains"]),
    ("champu", &["shampoo"]),
    ("avena", &["oatmeal", "oat"]),
    ("juguete", &["toy"]),
    ("juguetes", &["toys"]),
    ("cama", &["bed"]),
    ("correa", &["leash"]),
    ("collar", &["collar"]),
    ("talla", &["size"]),
    ("tallas", &["sizes"]),
    ("tamano", &["size"]),
    ("colores", &["colours", "colors"]),
    ("negro", &["black"]),
    ("blanco", &["white"]),
    ("rojo", &["red"]),
    ("azul", &["blue"]),
    ("verde", &["green"]),
    ("impermeable", &["waterproof"]),
    ("bateria", &["battery"]),
    ("cargador", &["charger"]),
    ("chaqueta", &["jacket"]),
    ("abrigo", &["coat"]),
    ("zapatos", &["shoes"]),
    ("botas", &["boots"]),
    ("vestido", &["dress"]),
    ("camisa", &["shirt"]),
    ("pantalones", &["trousers", "pants"]),
    ("calcetines", &["socks"]),
    ("queso", &["cheese"]),
    ("pan", &["bread"]),
    ("pastel", &["cake"]),
    ("tarta", &["cake"]),
    ("leche", &["milk"]),
    ("nueces", &["nuts"]),
    ("crema", &["cream"]),
    ("perfume", &["perfume", "fragrance"]),
    ("piel", &["skin"]),
    ("cabello", &["hair"]),
    ("pelo", &["hair"]),
    ("cita", &["appointment", "booking"]),
    ("reservar", &["book"]),
    ("edad", &["age"]),
    ("ninos", &["children", "kids"]),
    ("seguro", &["safe"]),
    ("hecho", &["made"]),
    ("fabricado", &["made"]),
    // Countries, in Spanish, French and German.
    ("japon", &["japan"]),
    ("mexique", &["mexico"]),
    ("brasil", &["brazil"]),
    ("bresil", &["brazil"]),
    ("brasilien", &["brazil"]),
    ("alemania", &["germany"]),
    ("allemagne", &["germany"]),
    ("deutschland", &["germany"]),
    ("espana", &["spain"]),
    ("espagne", &["spain"]),
    ("spanien", &["spain"]),
    ("francia", &["france"]),
    ("frankreich", &["france"]),
    ("italia", &["italy"]),
    ("italie", &["italy"]),
    ("italien", &["italy"]),
    ("inglaterra", &["england"]),
    ("angleterre", &["england"]),
    ("irlanda", &["ireland"]),
    ("irlande", &["ireland"]),
    ("irland", &["ireland"]),
    ("escocia", &["scotland"]),
    ("ecosse", &["scotland"]),
    ("suiza", &["switzerland"]),
    ("suisse", &["switzerland"]),
    ("schweiz", &["switzerland"]),
    ("belgica", &["belgium"]),
    ("belgique", &["belgium"]),
    ("holanda", &["netherlands"]),
    ("australie", &["australia"]),
    ("australien", &["australia"]),
    ("chine", &["china"]),
    ("inde", &["india"]),
    ("suede", &["sweden"]),
    ("suecia", &["sweden"]),
    ("noruega", &["norway"]),
    ("norvege", &["norway"]),
    ("danemark", &["denmark"]),
    ("dinamarca", &["denmark"]),
    ("portugal", &["portugal"]),
    ("grecia", &["greece"]),
    ("grece", &["greece"]),
    ("polonia", &["poland"]),
    ("pologne", &["poland"]),
    ("corea", &["korea"]),
    ("coree", &["korea"]),
    // French.
    ("retour", &["return"]),
    ("retours", &["returns"]),
    ("retourner", &["return"]),
    ("rembourser", &["refund"]),
    ("remboursement", &["refund"]),
    ("echange", &["exchange"]),
    ("echanger", &["exchange"]),
    ("livraison", &["delivery", "shipping"]),
    ("livrez", &["deliver", "ship"]),
    ("livrer", &["deliver", "ship"]),
    ("expedition", &["shipping"]),
    ("garantie", &["warranty"]),
    ("politique", &["policy"]),
    ("confidentialite", &["privacy"]),
    ("paiement", &["payment"]),
    ("payer", &["pay"]),
    ("prix", &["price"]),
    ("coute", &["cost"]),
    ("gratuit", &["free"]),
    ("gratuite", &["free"]),
    ("reduction", &["discount"]),
    ("remise", &["discount"]),
    ("carte", &["card"]),
    ("cadeau", &["gift"]),
    ("fidelite", &["loyalty"]),
    ("commande", &["order"]),
    ("commandes", &["orders"]),
    ("annuler", &["cancel"]),
    ("retrait", &["pickup", "collect"]),
    ("magasin", &["store"]),
    ("magasins", &["stores"]),
    ("boutique", &["store", "shop"]),
    ("boutiques", &["stores", "shops"]),
    ("horaires", &["hours"]),
    ("ouvert", &["open"]),
    ("ouverte", &["open"]),
    ("ouvre", &["open", "opens"]),
    ("ferme", &["close", "closed"]),
    ("fermee", &["closed"]),
    ("telephone", &["phone"]),
    ("adresse", &["address"]),
    ("chien", &["dog"]),
    ("chiens", &["dogs"]),
    ("chat", &["cat"]),
    ("chats", &["cats"]),
    ("chiot", &["puppy"]),
    ("chaton", &["kitten"]),
    ("nourriture", &["food"]),
    ("ingredients", &["ingredients"]),
    ("allergenes", &["allergens"]),
    ("contient", &["contains"]),
    ("shampooing", &["shampoo"]),
    ("jouet", &["toy"]),
    ("lit", &["bed"]),
    ("laisse", &["leash"]),
    ("taille", &["size"]),
    ("tailles", &["sizes"]),
    ("couleurs", &["colours", "colors"]),
    ("noir", &["black"]),
    ("blanc", &["white"]),
    ("rouge", &["red"]),
    ("bleu", &["blue"]),
    ("vert", &["green"]),
    ("batterie", &["battery"]),
    ("chargeur", &["charger"]),
    ("veste", &["jacket"]),
    ("manteau", &["coat"]),
    ("chaussures", &["shoes"]),
    ("bottes", &["boots"]),
    ("robe", &["dress"]),
    ("chemise", &["shirt"]),
    ("pantalon", &["trousers", "pants"]),
    ("chaussettes", &["socks"]),
    ("fromage", &["cheese"]),
    ("gateau", &["cake"]),
    ("lait", &["milk"]),
    ("noix", &["nuts"]),
    ("peau", &["skin"]),
    ("cheveux", &["hair"]),
    ("parfum", &["perfume", "fragrance"]),
    ("rendez", &["appointment"]),
    ("age", &["age"]),
    ("enfants", &["children", "kids"]),
    ("fabrique", &["made"]),
    // German.
    ("ruckgabe", &["return"]),
    ("zuruckgeben", &["return"]),
    ("zuruckzugeben", &["return"]),
    ("zurucksenden", &["return"]),
    ("neuseeland", &["new", "zealand"]),
    ("kanada", &["canada"]),
    ("osterreich", &["austria"]),
    ("belgien", &["belgium"]),
    ("niederlande", &["netherlands"]),
    ("erstattung", &["refund"]),
    ("umtausch", &["exchange"]),
    ("versand", &["shipping"]),
    ("lieferung", &["delivery"]),
    ("liefern", &["deliver", "ship"]),
    ("garantie", &["warranty"]),
    ("datenschutz", &["privacy"]),
    ("zahlen", &["pay"]),
    ("zahlung", &["payment"]),
    ("raten", &["instalments", "installments"]),
    ("ratenzahlung", &["instalments", "installments"]),
    ("preis", &["price"]),
    ("kostet", &["cost"]),
    ("kostenlos", &["free"]),
    ("gutschein", &["gift", "card"]),
    ("bestellung", &["order"]),
    ("stornieren", &["cancel"]),
    ("laden", &["store", "shop"]),
    ("geschaft", &["store", "shop"]),
    ("filiale", &["store", "branch"]),
    ("offnungszeiten", &["hours"]),
    ("geoffnet", &["open"]),
    ("offen", &["open"]),
    ("geschlossen", &["closed"]),
    ("telefonnummer", &["phone", "number"]),
    ("adresse", &["address"]),
    ("wo", &["where"]),
    ("was", &["what"]),
    ("welche", &["which"]),
    ("wann", &["when"]),
    ("parkplatz", &["parking"]),
    ("hund", &["dog"]),
    ("katze", &["cat"]),
    ("grosse", &["size"]),
    ("farbe", &["colour", "color"]),
    ("farben", &["colours", "colors"]),
    ("schwarz", &["black"]),
    ("wasserdicht", &["waterproof"]),
    ("akku", &["battery"]),
    ("jacke", &["jacket"]),
    ("schuhe", &["shoes"]),
    ("zutaten", &["ingredients"]),
    ("allergene", &["allergens"]),
    ("enthalt", &["contains"]),
];

/// English question words a gloss may be.
const WH_WORDS: &[&str] = &["what", "where", "which", "how", "when"];

/// Function words of those languages: they carry no subject, and English texts never match
/// them.
const FUNCTION_WORDS: &[&str] = &[
    "el", "la", "los", "las", "de", "del", "en", "un", "una", "unos", "unas", "por", "para", "que", "es", "y", "o",
    "mi", "mis", "tu", "su", "sus", "con", "se", "lo", "al", "cual", "cuales", "cuanta", "como", "hay", "puedo",
    "puede", "pueden", "tiene", "tienen", "esta", "estan", "le", "les", "du", "des", "est", "vous", "votre", "vos",
    "quel", "quelle", "quels", "quelles", "je", "mon", "ma", "mes", "pour", "avec", "au", "aux", "et", "qui", "ce",
    "cette", "il", "elle", "sont", "pas", "ne", "peut", "puis", "pouvez", "avez", "combien", "der", "die", "das",
    "den", "dem", "ein", "eine", "einen", "ist", "sind", "wie", "ich", "mein", "meine", "sie", "und", "im", "zu",
    "mit", "fur", "kann", "konnen", "gibt", "es", "haben", "hat", "ihr", "ihre",
];

/// The words of a clause as English retrieval reads them: glossed where the lexicon knows
/// them, function words left out, everything else (names, numbers) kept. The first word stays
/// as it is, so the clause keeps its form ("Livrez-vous …?" is still a yes/no question).
pub(crate) fn in_english(words: &[String]) -> Vec<String> {
    // "Livrez-vous …?" keeps its yes/no form; German "Was …?" and "Wo …?" ask what and where.
    let question_word = |w: &String| {
        LEXICON.iter().find(|(k, _)| *k == fold(w)).is_some_and(|(_, g)| g.iter().all(|g| WH_WORDS.contains(g)))
    };
    // A foreign yes/no lead becomes an English one, which retrieval ignores as it does "do".
    let mut out: Vec<String> = words
        .iter()
        .take(1)
        .filter(|w| !question_word(w) && crate::compose::verdict::is_yes_no(std::slice::from_ref(*w)))
        .map(|_| "do".to_owned())
        .collect();
    for (n, w) in words.iter().enumerate() {
        let key = fold(w);
        if let Some((_, glosses)) = LEXICON.iter().find(|(k, _)| *k == key) {
            for g in *glosses {
                if !out.iter().any(|x| x == g) {
                    out.push((*g).to_owned());
                }
            }
        } else if n > 0 && !FUNCTION_WORDS.contains(&key.as_str()) {
            out.push(w.clone());
        }
    }
    out
}

/// The English glosses of `words` (each gloss once, none that `words` already has).
pub(crate) fn english(words: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for w in words {
        let key = fold(w);
        let Some((_, glosses)) = LEXICON.iter().find(|(k, _)| *k == key) else { continue };
        for g in *glosses {
            if !words.iter().any(|x| x == g) && !out.iter().any(|x| x == g) {
                out.push((*g).to_owned());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::analyze::words;

    #[test]
    fn foreign_shopping_words_get_their_english() {
        assert_eq!(english(&words("¿Puedo usar el champú de avena en mi gato?")), ["shampoo", "oatmeal", "oat", "cat"]);
        assert_eq!(english(&words("Quelle est votre politique de retour ?")), ["policy", "return"]);
        assert_eq!(english(&words("Wo ist der Laden?")), ["where", "store", "shop"]);
        assert!(english(&words("What is your return policy?")).is_empty());
    }

    #[test]
    fn english_retrieval_reads_the_glosses_and_the_names() {
        assert_eq!(in_english(&words("Quelle est votre politique de retour ?")), ["policy", "return"]);
        assert_eq!(in_english(&words("Livrez-vous au Japon ?")), ["do", "deliver", "ship", "japan"]);
        assert_eq!(in_english(&words("Wo ist der Laden in Chicago?")), ["where", "store", "shop", "in", "chicago"]);
        assert_eq!(in_english(&words("Was kostet der Versand?")), ["what", "cost", "shipping"]);
    }

    #[test]
    fn the_lexicon_has_each_word_once_and_folded() {
        let mut seen = std::collections::BTreeSet::new();
        for (k, _) in LEXICON {
            assert_eq!(fold(k), *k, "{k}");
            // "garantie" and "adresse" are French and German alike, with the same gloss.
            if !seen.insert(*k) {
                assert!(matches!(*k, "garantie" | "adresse"), "{k} twice");
            }
        }
    }
}
