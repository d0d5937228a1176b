//! Which items each location can provide now, packed for a chain: a million stores each
//! listing a handful of the same few thousand items.

use crate::fast_hash::FastMap;

/// Item availability per location id: the variant ids currently available there.
///
/// Each item id is kept once; a location's items are numbers into that table, all locations'
/// numbers in one array, and the locations sorted by id beside the end of their run. At a
/// million stores of eight items each this is about 70 MiB, where a map of vectors of shared
/// strings was 188 MiB.
#[derive(Debug, Clone, Default)]
pub struct Availability {
    /// The item ids the numbers refer to, each once.
    items: Vec<Box<str>>,
    /// The locations with at least one item, by ascending id, each with where its run of
    /// numbers in `stocked` ends (it starts where the one before ends).
    locations: Vec<(Box<str>, u32)>,
    /// Item numbers, location after location, each location's in the order it listed them.
    stocked: Vec<u32>,
}

/// Why parts cannot make an [`Availability`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InvalidAvailability {
    /// A number that names no item.
    #[error("an item number is not that of any item")]
    UnknownItem,
    /// More than `u32` can count.
    #[error("too many items listed")]
    TooLarge,
}

impl Availability {
    /// Built from its parts: the item ids, and for each location the numbers of its items in
    /// `items`, in any order. A location listed twice has its lists joined, in the order
    /// given; locations with no items are left out.
    pub fn from_numbers(
        items: Vec<Box<str>>,
        locations: impl IntoIterator<Item = (Box<str>, Vec<u32>)>,
    ) -> Result<Self, InvalidAvailability> {
        let mut locations: Vec<(Box<str>, Vec<u32>)> = locations.into_iter().collect();
        locations.sort_by(|a, b| a.0.cmp(&b.0));
        let mut out = Availability { items, locations: Vec::with_capacity(locations.len()), stocked: Vec::new() };
        for (id, numbers) in locations {
            if numbers.iter().any(|&n| n as usize >= out.items.len()) {
                return Err(InvalidAvailability::UnknownItem);
            }
            let joined = out.locations.last().is_some_and(|(last, _)| *last == id);
            if numbers.is_empty() && !joined {
                continue;
            }
            out.stocked.extend_from_slice(&numbers);
            let end = u32::try_from(out.stocked.len()).map_err(|_| InvalidAvailability::TooLarge)?;
            match out.locations.last_mut() {
                Some(last) if joined => last.1 = end,
                _ => out.locations.push((id, end)),
            }
        }
        Ok(out)
    }

    /// The item ids available at the location `id` (none for a location not listed).
    pub fn at(&self, id: &str) -> Stocked<'_> {
        let numbers = match self.locations.binary_search_by(|(l, _)| (**l).cmp(id)) {
            Ok(k) => &self.stocked[self.run(k)],
            Err(_) => &[],
        };
        Stocked { items: &self.items, numbers: numbers.iter() }
    }

    /// Every location with at least one item, by ascending id, with its items.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (&str, Stocked<'_>)> {
        (0..self.locations.len()).map(|k| {
            let numbers = self.stocked[self.run(k)].iter();
            (&*self.locations[k].0, Stocked { items: &self.items, numbers })
        })
    }

    /// The item ids, each once, that [`Availability::numbered`] refers to by position.
    pub fn items(&self) -> &[Box<str>] {
        &self.items
    }

    /// Every location with at least one item, by ascending id, with its item numbers.
    pub fn numbered(&self) -> impl ExactSizeIterator<Item = (&str, &[u32])> {
        (0..self.locations.len()).map(|k| (&*self.locations[k].0, &self.stocked[self.run(k)]))
    }

    /// How many locations have at least one item.
    pub fn len(&self) -> usize {
        self.locations.len()
    }

    /// Whether no location has any item.
    pub fn is_empty(&self) -> bool {
        self.locations.is_empty()
    }

    fn run(&self, k: usize) -> std::ops::Range<usize> {
        let start = if k == 0 { 0 } else { self.locations[k - 1].1 as usize };
        start..self.locations[k].1 as usize
    }
}

/// Equal when every location lists the same item ids in the same order, however numbered.
impl PartialEq for Availability {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().zip(other.iter()).all(|((a, x), (b, y))| a == b && x.eq(y))
    }
}

impl Eq for Availability {}

/// Location id → its item ids, in any order; each item id is kept once. Repeated location ids
/// have their lists joined.
impl<L: Into<Box<str>>, I: IntoIterator<Item: AsRef<str>>> FromIterator<(L, I)> for Availability {
    fn from_iter<T: IntoIterator<Item = (L, I)>>(lists: T) -> Self {
        let mut items: Vec<Box<str>> = Vec::new();
        let mut numbers: FastMap<Box<str>, u32> = FastMap::default();
        let mut number = |item: &str| {
            if let Some(&n) = numbers.get(item) {
                return n;
            }
            let n = u32::try_from(items.len()).expect("fewer than 2^32 items");
            items.push(item.into());
            numbers.insert(item.into(), n);
            n
        };
        let locations: Vec<(Box<str>, Vec<u32>)> = lists
            .into_iter()
            .map(|(id, listed)| (id.into(), listed.into_iter().map(|item| number(item.as_ref())).collect()))
            .collect();
        Availability::from_numbers(items, locations).expect("every number is that of an item")
    }
}

/// The item ids available at one location, in the order listed.
#[derive(Debug, Clone)]
pub struct Stocked<'a> {
    items: &'a [Box<str>],
    numbers: std::slice::Iter<'a, u32>,
}

impl<'a> Iterator for Stocked<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        self.numbers.next().map(|&n| &*self.items[n as usize])
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.numbers.size_hint()
    }
}

impl ExactSizeIterator for Stocked<'_> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_location_finds_its_own_items_in_order() {
        let a: Availability =
            [("b", vec!["x", "y"]), ("a", vec!["y"]), ("c", vec![]), ("b", vec!["z"])].into_iter().collect();
        assert_eq!(a.at("a").collect::<Vec<_>>(), ["y"]);
        assert_eq!(a.at("b").collect::<Vec<_>>(), ["x", "y", "z"], "repeated ids are joined");
        assert_eq!(a.at("c").count(), 0, "an empty list is left out");
        assert_eq!(a.at("nowhere").count(), 0);
        assert_eq!(a.len(), 2);
        assert_eq!(a.items().len(), 3, "each item id once");
        assert_eq!(a.iter().map(|(id, items)| (id, items.len())).collect::<Vec<_>>(), [("a", 1), ("b", 3)]);
    }

    #[test]
    fn parts_are_sorted_joined_and_checked() {
        let items = || vec!["x".into(), "y".into()];
        let numbered = Availability::from_numbers(items(), [("a".into(), vec![1]), ("b".into(), vec![0, 1])]).unwrap();
        assert_eq!(numbered.numbered().collect::<Vec<_>>(), [("a", &[1][..]), ("b", &[0, 1][..])]);
        let unordered =
            Availability::from_numbers(items(), [("b".into(), vec![0]), ("a".into(), vec![1]), ("b".into(), vec![1])])
                .unwrap();
        assert_eq!(unordered.numbered().collect::<Vec<_>>(), [("a", &[1][..]), ("b", &[0, 1][..])]);
        assert_eq!(Availability::from_numbers(items(), [("a".into(), vec![2])]), Err(InvalidAvailability::UnknownItem));
    }

    #[test]
    fn equal_by_content_however_numbered() {
        let one: Availability = [("a", vec!["x", "y"]), ("b", vec!["y"])].into_iter().collect();
        let other =
            Availability::from_numbers(vec!["y".into(), "x".into()], [("a".into(), vec![1, 0]), ("b".into(), vec![0])])
                .unwrap();
        assert_eq!(one, other);
        let reordered =
            Availability::from_numbers(vec!["y".into(), "x".into()], [("a".into(), vec![0, 1]), ("b".into(), vec![0])])
                .unwrap();
        assert_ne!(one, reordered, "the order listed is part of it");
    }
}
