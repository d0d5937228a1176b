//! An offline gazetteer: the world's populated places of 1,000 people or more (GeoNames'
//! `cities1000`, CC BY 4.0; `data/SOURCE.md`), by name, so that a question naming where the
//! buyer is ("which of your stores is closest to Kingston, Ontario?") can be answered without
//! a geocoding service.
//!
//! No I/O: the data is compiled into the binary and read once, on first use
//! ([`Gazetteer::world`]; about 145,000 places).
//!
//! ```
//! let world = concierge_places::Gazetteer::world();
//! let words = ["closest", "store", "to", "kingston", "ontario"];
//! let found = world.find_after_preposition(&words, &["CA"]).expect("a place is named");
//! assert_eq!(world.place(found.places[0]).name(), "Kingston");
//! assert_eq!(world.place(found.places[0]).region(), "Ontario");
//! ```

use std::collections::HashMap;
use std::io::Read as _;
use std::sync::LazyLock;

/// The compiled-in data: `latitude \t longitude \t name \t region \t country` lines, gzipped.
const WORLD_GZ: &[u8] = include_bytes!("../data/places.tsv.gz");

static WORLD: LazyLock<Gazetteer> = LazyLock::new(|| {
    let mut text = String::new();
    let read = flate2::read::GzDecoder::new(WORLD_GZ).read_to_string(&mut text);
    let parsed = read.map_err(|e| PlacesError::Data(e.to_string())).and_then(|_| Gazetteer::from_tsv(&text));
    // The data is checked by this crate's tests: failing here is a build defect.
    parsed.unwrap_or_else(|e| panic!("crates/places/data/places.tsv.gz: {e}"))
});

/// Why a gazetteer could not be read.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum PlacesError {
    /// A line does not have the five fields, or a coordinate is not a number in range.
    #[error("line {line}: {message}")]
    Line {
        /// The line, from 1.
        line: usize,
        /// What is wrong with it.
        message: String,
    },
    /// The data could not be decompressed.
    #[error("{0}")]
    Data(String),
}

/// One populated place.
#[derive(Debug, Clone, PartialEq)]
pub struct Place {
    name: Box<str>,
    /// The first-level region's name, shared with the other places in it.
    region: std::sync::Arc<str>,
    country: [u8; 2],
    latitude: f64,
    longitude: f64,
}

impl Place {
    /// Its name ("Kingston").
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its first-level region ("Ontario"); empty when the source gives none.
    pub fn region(&self) -> &str {
        &self.region
    }

    /// Its ISO 3166-1 alpha-2 country code ("CA").
    pub fn country(&self) -> &str {
        std::str::from_utf8(&self.country).unwrap_or("")
    }

    /// Latitude and longitude, in degrees (WGS 84).
    pub fn coordinates(&self) -> (f64, f64) {
        (self.latitude, self.longitude)
    }
}

/// A run of words that names places.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// The index of the run's first word.
    pub start: usize,
    /// How many words it takes (a dropped "city" counts).
    pub len: usize,
    /// The places of that name, those in the region the words go on to name first
    /// ("Kingston, Ontario"); indices for [`Gazetteer::place`].
    pub places: Vec<usize>,
    /// How many of `places` (the first ones) are in a region the words name.
    pub in_named_region: usize,
}

/// Places by name.
#[derive(Debug, Default)]
pub struct Gazetteer {
    places: Vec<Place>,
    /// Folded name ([`key`]) → places.
    by_name: HashMap<String, Vec<u32>>,
}

/// The longest place name looked up, in words.
const MAX_WORDS: usize = 5;

/// Words that introduce a place: "closest to X", "I'm in X", "near X", "le plus proche de X",
/// "cerca de X".
const PREPOSITIONS: &[&str] = &["to", "in", "near", "from", "around", "at", "de", "du", "à", "a", "en", "cerca"];

/// Articles between a preposition and the place ("to the Gold Coast").
const ARTICLES: &[&str] = &["the", "le", "la", "les", "l", "el", "los", "las"];

impl Gazetteer {
    /// The compiled-in world gazetteer, read on first use.
    pub fn world() -> &'static Gazetteer {
        &WORLD
    }

    /// Reads `latitude \t longitude \t name \t region \t country` lines.
    pub fn from_tsv(text: &str) -> Result<Gazetteer, PlacesError> {
        let mut g = Gazetteer::default();
        let mut regions: HashMap<&str, std::sync::Arc<str>> = HashMap::new();
        for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.is_empty()) {
            let bad = |message: &str| PlacesError::Line { line: n + 1, message: message.to_owned() };
            let fields: Vec<&str> = line.split('\t').collect();
            let [lat, lon, name, region, country] = fields[..] else {
                return Err(bad("expected 5 tab-separated fields"));
            };
            let latitude: f64 = lat.parse().map_err(|_| bad("latitude is not a number"))?;
            let longitude: f64 = lon.parse().map_err(|_| bad("longitude is not a number"))?;
            if !(-90.0..=90.0).contains(&latitude) || !(-180.0..=180.0).contains(&longitude) {
                return Err(bad("coordinates out of range"));
            }
            let country: [u8; 2] = country.as_bytes().try_into().map_err(|_| bad("country is not two letters"))?;
            if name.trim().is_empty() {
                return Err(bad("empty name"));
            }
            let region = regions.entry(region).or_insert_with(|| std::sync::Arc::from(region)).clone();
            let index = g.places.len() as u32;
            g.by_name.entry(key(name)).or_default().push(index);
            g.places.push(Place { name: name.into(), region, country, latitude, longitude });
        }
        Ok(g)
    }

    /// How many places it holds.
    pub fn len(&self) -> usize {
        self.places.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.places.is_empty()
    }

    /// The place at `index` (from [`Found::places`]).
    pub fn place(&self, index: usize) -> &Place {
        &self.places[index]
    }

    /// The places called `name` (folded: case, accents, "St" for "Saint" and hyphens do not
    /// matter), in `countries` when any are given.
    pub fn named(&self, name: &str, countries: &[&str]) -> Vec<usize> {
        self.by_name
            .get(&key(name))
            .map(|found| {
                found
                    .iter()
                    .map(|&i| i as usize)
                    .filter(|&i| countries.is_empty() || countries.contains(&self.places[i].country()))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The place a buyer names after a preposition ("closest to Kingston, Ontario", "I live in
    /// Box Hill", "le plus proche de Lévis"), in `countries` when any are given: the longest
    /// run of words (an article after the preposition skipped, a trailing "city" dropped when
    /// the name is known without it) that names a place. Places in a region the words after it
    /// name come first. `words` are the question's words, lower-case.
    pub fn find_after_preposition(&self, words: &[&str], countries: &[&str]) -> Option<Found> {
        for (p, w) in words.iter().enumerate() {
            if !PREPOSITIONS.contains(w) {
                continue;
            }
            let mut start = p + 1;
            // "cerca de X", "close to the X".
            while start < words.len() && (ARTICLES.contains(&words[start]) || words[start] == "de") {
                start += 1;
            }
            if let Some(found) = self.longest_at(words, start, countries) {
                return Some(found);
            }
        }
        None
    }

    /// The longest run of words from `start` that names places in `countries`.
    fn longest_at(&self, words: &[&str], start: usize, countries: &[&str]) -> Option<Found> {
        let end = words.len().min(start + MAX_WORDS);
        for stop in (start + 1..=end).rev() {
            let run = &words[start..stop];
            let mut places = self.named(&run.join(" "), countries);
            if places.is_empty() && run.len() > 1 && matches!(run[run.len() - 1], "city" | "ville") {
                places = self.named(&run[..run.len() - 1].join(" "), countries);
            }
            if places.is_empty() {
                continue;
            }
            // "Kingston, Ontario", "Victoria BC": a region named after the place puts its
            // places first (a stable sort keeps the source's order otherwise).
            let after: Vec<String> = words[stop..].iter().take(3).map(|w| key(w)).collect();
            let names_region = |i: usize| {
                let region = &key(self.places[i].region());
                !region.is_empty()
                    && (after.iter().any(|w| w == region)
                        || after.windows(2).any(|pair| pair.join(" ") == *region)
                        || after.windows(3).any(|three| three.join(" ") == *region))
            };
            places.sort_by_key(|&i| !names_region(i));
            let in_named_region = places.iter().take_while(|&&i| names_region(i)).count();
            return Some(Found { start, len: stop - start, places, in_named_region });
        }
        None
    }
}

/// A name as it is matched: lower case, without accents, hyphens and apostrophes as spaces,
/// "st" and "ste" as "saint" and "sainte", single spaces.
pub fn key(name: &str) -> String {
    let mut folded = String::with_capacity(name.len());
    for c in name.chars() {
        match c {
            '-' | '\'' | '’' | '.' | ',' => folded.push(' '),
            c => folded.extend(fold_char(c).to_lowercase()),
        }
    }
    folded
        .split_whitespace()
        .map(|w| match w {
            "st" => "saint",
            "ste" => "sainte",
            "mt" => "mount",
            "ft" => "fort",
            w => w,
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A Latin letter without its accent.
fn fold_char(c: char) -> char {
    match c {
        'á' | 'à' | 'ä' | 'â' | 'ã' | 'å' | 'Á' | 'À' | 'Ä' | 'Â' | 'Ã' | 'Å' => 'a',
        'é' | 'è' | 'ë' | 'ê' | 'É' | 'È' | 'Ë' | 'Ê' => 'e',
        'í' | 'ì' | 'ï' | 'î' | 'Í' | 'Ì' | 'Ï' | 'Î' => 'i',
        'ó' | 'ò' | 'ö' | 'ô' | 'õ' | 'ø' | 'Ó' | 'Ò' | 'Ö' | 'Ô' | 'Õ' | 'Ø' => 'o',
        'ú' | 'ù' | 'ü' | 'û' | 'Ú' | 'Ù' | 'Ü' | 'Û' => 'u',
        'ñ' | 'Ñ' => 'n',
        'ç' | 'Ç' => 'c',
        'ý' | 'ÿ' | 'Ý' => 'y',
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> Gazetteer {
        Gazetteer::from_tsv(
            "44.22976\t-76.48098\tKingston\tOntario\tCA\n\
             -42.97638\t147.30351\tKingston\tTasmania\tAU\n\
             18.00000\t-76.80000\tKingston\tKingston\tJM\n\
             46.80326\t-71.17793\tLevis\tQuebec\tCA\n\
             46.81228\t-71.21454\tQuebec\tQuebec\tCA\n\
             -28.00029\t153.43088\tGold Coast\tQueensland\tAU\n\
             -37.86760\t144.98099\tSaint Kilda\tVictoria\tAU\n\
             48.43294\t-123.36930\tVictoria\tBritish Columbia\tCA\n",
        )
        .unwrap()
    }

    fn find(g: &Gazetteer, q: &str, countries: &[&str]) -> Option<Vec<String>> {
        let words: Vec<String> = q.split_whitespace().map(|w| w.to_lowercase()).collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let found = g.find_after_preposition(&words, countries)?;
        Some(found.places.iter().map(|&i| format!("{}/{}", g.place(i).name(), g.place(i).country())).collect())
    }

    #[test]
    fn a_place_is_found_after_its_preposition_in_the_countries_given() {
        let g = small();
        assert_eq!(find(&g, "closest store to kingston", &["CA"]).unwrap(), ["Kingston/CA"]);
        assert_eq!(find(&g, "closest store to kingston", &["AU", "CA"]).unwrap(), ["Kingston/CA", "Kingston/AU"]);
        assert_eq!(find(&g, "closest store to kingston", &[]).unwrap().len(), 3);
        assert_eq!(find(&g, "closest store to kingston", &["NZ"]), None);
        // Nothing after a preposition: no place, even if a word elsewhere is one.
        assert_eq!(find(&g, "kingston store hours", &[]), None);
    }

    #[test]
    fn a_region_named_after_the_place_puts_its_places_first() {
        let g = small();
        let found = find(&g, "which store is closest to kingston , tasmania ?", &["AU", "CA"]).unwrap();
        assert_eq!(found[0], "Kingston/AU");
        let found = find(&g, "which store is closest to kingston ontario", &["AU", "CA"]).unwrap();
        assert_eq!(found[0], "Kingston/CA");
        let words = ["to", "kingston", "british", "columbia"];
        assert_eq!(g.find_after_preposition(&words, &[]).unwrap().in_named_region, 0);
        let words = ["to", "victoria", "british", "columbia"];
        assert_eq!(g.find_after_preposition(&words, &[]).unwrap().in_named_region, 1);
    }

    #[test]
    fn names_match_without_accents_articles_saint_or_city() {
        let g = small();
        assert_eq!(find(&g, "le plus proche de lévis", &["CA"]).unwrap(), ["Levis/CA"]);
        assert_eq!(find(&g, "closest to the gold coast", &[]).unwrap(), ["Gold Coast/AU"]);
        assert_eq!(find(&g, "nearest store to st kilda", &[]).unwrap(), ["Saint Kilda/AU"]);
        assert_eq!(find(&g, "nearest store to quebec city", &[]).unwrap(), ["Quebec/CA"]);
        assert_eq!(key("Saint-Jean-sur-Richelieu"), "saint jean sur richelieu");
        assert_eq!(key("St. John's"), "saint john s");
    }

    #[test]
    fn the_longest_name_wins() {
        let g = Gazetteer::from_tsv("1\t1\tPalmerston\tX\tNZ\n2\t2\tPalmerston North\tY\tNZ\n").unwrap();
        let found = find(&g, "nearest showroom to palmerston north", &[]).unwrap();
        assert_eq!(found, ["Palmerston North/NZ"]);
    }

    #[test]
    fn bad_lines_are_refused_with_their_line_number() {
        let err = Gazetteer::from_tsv("1\t2\tA\tB\tCA\nx\t2\tA\tB\tCA\n").unwrap_err();
        assert_eq!(err, PlacesError::Line { line: 2, message: "latitude is not a number".into() });
        assert!(Gazetteer::from_tsv("1\t2\tA\tB\n").is_err());
        assert!(Gazetteer::from_tsv("91\t2\tA\tB\tCA\n").is_err());
        assert!(Gazetteer::from_tsv("1\t2\tA\tB\tCAN\n").is_err());
    }

    #[test]
    fn the_world_gazetteer_loads_and_knows_places_in_every_kind_of_country() {
        let world = Gazetteer::world();
        assert!(world.len() > 140_000, "{}", world.len());
        for (name, country) in [
            ("Palmerston North", "NZ"),
            ("Sherbrooke", "CA"),
            ("Fremantle", "AU"),
            ("Edinburgh", "GB"),
            ("Austin", "US"),
        ] {
            assert!(!world.named(name, &[country]).is_empty(), "{name}, {country}");
        }
    }
}
