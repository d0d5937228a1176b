//! Fuzzing the store loader: the demo store's own files, mutated (lines dropped, repeated or
//! cut short, values swapped for random text, random bytes), must load or be refused with its
//! problems listed, never panic. A business's files are untrusted in the sense that matters:
//! a typo in one must produce a message, not a crash at start.
//!
//! Longer run: `PROPTEST_CASES=20000 cargo test --release -p concierge-store --test fuzz`.

use std::collections::BTreeMap;
use std::io;
use std::path::Path;

use concierge_store::Source;
use proptest::prelude::*;

/// A store held in memory: relative path → text.
struct MemorySource(BTreeMap<String, String>);

impl Source for MemorySource {
    fn read(&self, path: &str) -> io::Result<Option<String>> {
        Ok(self.0.get(path).cloned())
    }

    fn list(&self, dir: &str, extension: &str) -> io::Result<Vec<String>> {
        let prefix = format!("{dir}/");
        Ok(self
            .0
            .keys()
            .filter(|k| {
                k.starts_with(&prefix) && !k[prefix.len()..].contains('/') && k.ends_with(&format!(".{extension}"))
            })
            .cloned()
            .collect())
    }

    fn describe(&self) -> String {
        "a mutated demo store".into()
    }
}

fn demo_files() -> BTreeMap<String, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("demo");
    let mut files = BTreeMap::new();
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                let relative = path.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/");
                files.insert(relative, std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    files
}

#[derive(Debug, Clone)]
enum Mutation {
    DropLine(usize),
    RepeatLine(usize),
    Truncate(usize),
    ReplaceValue(usize, String),
    InsertLine(usize, String),
    RemoveFile,
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let text = prop_oneof![
        "\\PC{0,12}",
        Just("\"\"".to_owned()),
        Just("-1".to_owned()),
        Just("99999999999999999999".to_owned()),
        Just("[]".to_owned()),
        Just("{}".to_owned()),
        Just("\"25:99\"".to_owned()),
        Just("\"not-a-zone\"".to_owned()),
        Just("nan".to_owned()),
        Just("\"2026-02-30\"".to_owned()),
    ];
    prop_oneof![
        any::<usize>().prop_map(Mutation::DropLine),
        any::<usize>().prop_map(Mutation::RepeatLine),
        any::<usize>().prop_map(Mutation::Truncate),
        (any::<usize>(), text.clone()).prop_map(|(i, t)| Mutation::ReplaceValue(i, t)),
        (any::<usize>(), "\\PC{0,30}").prop_map(|(i, t)| Mutation::InsertLine(i, t)),
        Just(Mutation::RemoveFile),
    ]
}

fn apply(files: &mut BTreeMap<String, String>, file: usize, m: &Mutation) {
    let key = files.keys().nth(file % files.len()).unwrap().clone();
    let text = files.get(&key).unwrap().clone();
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let pick = |i: usize| if lines.is_empty() { 0 } else { i % lines.len() };
    match m {
        Mutation::DropLine(i) if !lines.is_empty() => {
            let i = pick(*i);
            lines.remove(i);
        }
        Mutation::RepeatLine(i) if !lines.is_empty() => {
            let i = pick(*i);
            lines.insert(i, lines[i].clone());
        }
        Mutation::Truncate(i) => {
            let cut = text.char_indices().nth(i % text.len().max(1)).map_or(0, |(at, _)| at);
            files.insert(key, text[..cut].to_owned());
            return;
        }
        Mutation::ReplaceValue(i, value) if !lines.is_empty() => {
            let i = pick(*i);
            if let Some((name, _)) = lines[i].split_once('=') {
                lines[i] = format!("{name}= {value}");
            }
        }
        Mutation::InsertLine(i, line) => {
            let i = pick(*i);
            lines.insert(i, line.clone());
        }
        Mutation::RemoveFile => {
            files.remove(&key);
            return;
        }
        _ => {}
    }
    files.insert(key, lines.join("\n"));
}

proptest! {
    #[test]
    fn fuzz_store_files(mutations in proptest::collection::vec((any::<usize>(), mutation()), 1..4)) {
        let mut files = demo_files();
        for (file, m) in &mutations {
            if !files.is_empty() {
                apply(&mut files, *file, m);
            }
        }
        match concierge_store::load(&MemorySource(files)) {
            Ok(_) => {}
            Err(invalid) => {
                prop_assert!(!invalid.problems.is_empty(), "a refused store lists its problems");
            }
        }
    }
}

#[test]
fn the_unmutated_demo_store_loads_from_memory() {
    // Otherwise every mutation above would be refused for the wrong reason.
    concierge_store::load(&MemorySource(demo_files())).unwrap();
}
