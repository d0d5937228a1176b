//! Compact copies of self-contained schemas, for what MCP `tools/list` advertises.
//!
//! The inlined UCP schemas are faithful but large (a tool's result schema is about 50 KB), and
//! agents put every tool schema into the model's context. [`compact`] rewrites a schema into one
//! that accepts exactly the same instances, in three steps, each of which is an equivalence
//! under JSON Schema 2020-12:
//!
//! 1. **Documentation is dropped**: `description`, `title`, `examples`, `$comment`, `default`,
//!    `deprecated`, `readOnly` and `writeOnly` are annotations; no validator's verdict depends on
//!    them. Only keywords are dropped: a property *named* `description` stays, and so does
//!    anything under `enum` or `const`.
//! 2. **Redundant keywords go**: `additionalProperties: true` is what an absent
//!    `additionalProperties` means (unless `unevaluatedProperties` looks at it, which UCP's
//!    schemas never do; a schema that uses `unevaluated*` keeps it, and keeps its `allOf`s); a
//!    branch of `allOf`/`anyOf`/`oneOf`/`if`/`then`/`else` repeating its parent's `type` says
//!    nothing the parent has not already required; an `enum` or a `type` beside a `const` they
//!    admit adds nothing to it; and an `allOf` branch is merged into its
//!    parent when no keyword of one can see the other's (two `properties` combine name by name,
//!    a name in both becomes `allOf` of the two; `required` lists are united; any other
//!    keyword must be absent from the parent or equal in both; the keyword families that
//!    interact, such as `properties`/`additionalProperties`/`patternProperties`,
//!    `prefixItems`/`items`, `contains`/`minContains`/`maxContains` and `if`/`then`/`else`, are
//!    left apart, and so is a branch with a `$ref`: siblings of `$ref` mean the same in 2020-12,
//!    but draft-07 validators ignore them).
//! 3. **Repeated subtrees are shared**: a subschema that occurs more than once (UCP's response
//!    metadata, appearing in both a response and the error response, the reverse-domain name
//!    pattern, the base capability entity, …) moves to the root's `$defs` and each occurrence
//!    becomes a `$ref` to it, when that is shorter; a subtree equal to an existing `$defs` entry
//!    (the inlined first level of the recursive `constraint_expression`) refers to it. A `$ref`
//!    evaluates its target in place, so the verdict is the same; the choice is greedy, largest
//!    saving first, and deterministic (the same schema always compacts to the same bytes).
//!
//! Sharing runs before simplification too, so that copies a merge would make differ (one
//! merged into its parent, another not) stay one definition.
//!
//! `format` and every other assertion are kept as they are. The claim of equivalence is checked,
//! not only argued: the HTTP crate's `tool_schemas` tests run a corpus of valid and invalid
//! payloads and real responses through the full and the compact schema of every tool and
//! require the same verdicts.

use std::collections::HashMap;
use std::collections::VecDeque;
use std::hash::{DefaultHasher, Hash, Hasher};

use serde_json::{Map, Value};

/// Keywords that only document: no validator's verdict depends on them.
const DOCUMENTATION: &[&str] =
    &["description", "title", "examples", "$comment", "default", "deprecated", "readOnly", "writeOnly"];

/// Keyword families whose members read each other: merging one side's member into a parent
/// holding another member of the same family would change what it applies to.
const FAMILIES: &[&[&str]] = &[
    &["properties", "patternProperties", "additionalProperties", "unevaluatedProperties"],
    &["prefixItems", "items", "additionalItems", "unevaluatedItems"],
    &["contains", "minContains", "maxContains"],
    &["if", "then", "else"],
];

/// What a JSON value is, inside a schema.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pos {
    /// A schema.
    Schema,
    /// An object whose values are schemas (`properties`, `$defs`, …).
    Map,
    /// An array whose items are schemas (`allOf`, `prefixItems`, …).
    List,
    /// Anything else (`enum`, `const`, `required`, …): data, never rewritten.
    Data,
}

/// What the value under `keyword` of a schema is.
fn position(keyword: &str) -> Pos {
    match keyword {
        "items"
        | "additionalProperties"
        | "propertyNames"
        | "contains"
        | "not"
        | "if"
        | "then"
        | "else"
        | "unevaluatedItems"
        | "unevaluatedProperties"
        | "additionalItems"
        | "contentSchema" => Pos::Schema,
        "properties" | "patternProperties" | "$defs" | "definitions" | "dependentSchemas" => Pos::Map,
        "allOf" | "anyOf" | "oneOf" | "prefixItems" => Pos::List,
        _ => Pos::Data,
    }
}

/// What the children of a value at `pos` are: under `key` for objects, items for arrays.
fn child_position(pos: Pos, key: Option<&str>) -> Pos {
    match (pos, key) {
        (Pos::Schema, Some(keyword)) => position(keyword),
        // An array where a schema belongs is a pre-2020 tuple `items`: its items are schemas.
        (Pos::Schema, None) | (Pos::Map, Some(_)) | (Pos::List, None) => Pos::Schema,
        _ => Pos::Data,
    }
}

/// A schema that accepts exactly the instances `schema` accepts, written shorter (see the
/// module documentation for what is rewritten and why that is equivalent).
pub fn compact(schema: &Value) -> Value {
    let mut s = schema.clone();
    strip(&mut s);
    // Sharing before simplifying keeps copies that simplification would make differ (a branch
    // merged into one parent but not another) the same; sharing again takes what
    // simplification made equal.
    share(&mut s);
    let plain = !uses_unevaluated(&s);
    simplify(&mut s, plain);
    share(&mut s);
    s
}

/// Calls `f` on every direct subschema of `schema`.
fn subschemas_mut(schema: &mut Map<String, Value>, mut f: impl FnMut(&mut Value)) {
    for (keyword, value) in schema.iter_mut() {
        match (position(keyword), value) {
            (Pos::Schema, Value::Array(items)) | (Pos::List, Value::Array(items)) => items.iter_mut().for_each(&mut f),
            (Pos::Schema, v) => f(v),
            (Pos::Map, Value::Object(m)) => m.values_mut().for_each(&mut f),
            _ => {}
        }
    }
}

fn strip(v: &mut Value) {
    if let Value::Object(m) = v {
        m.retain(|k, _| !DOCUMENTATION.contains(&k.as_str()));
        subschemas_mut(m, strip);
    }
}

fn uses_unevaluated(v: &Value) -> bool {
    let Value::Object(m) = v else { return false };
    m.contains_key("unevaluatedProperties")
        || m.contains_key("unevaluatedItems")
        || m.iter().any(|(keyword, value)| match (position(keyword), value) {
            (Pos::Schema | Pos::List, Value::Array(items)) => items.iter().any(uses_unevaluated),
            (Pos::Schema, v) => uses_unevaluated(v),
            (Pos::Map, Value::Object(m)) => m.values().any(uses_unevaluated),
            _ => false,
        })
}

/// Step 2, bottom up. `plain`: the document has no `unevaluated*` keyword.
fn simplify(v: &mut Value, plain: bool) {
    let Value::Object(m) = v else { return };
    subschemas_mut(m, |c| simplify(c, plain));
    if !plain {
        return;
    }
    if m.get("additionalProperties") == Some(&Value::Bool(true)) {
        m.shift_remove("additionalProperties");
    }
    merge_all_of(m, plain);
    if let Some(c) = m.get("const").cloned() {
        if m.get("enum").and_then(Value::as_array).is_some_and(|e| e.contains(&c)) {
            m.shift_remove("enum");
        }
        if m.get("type").and_then(Value::as_str).is_some_and(|t| type_admits(t, &c)) {
            m.shift_remove("type");
        }
    }
    if let Some(t) = m.get("type").cloned() {
        let same_type = |b: &mut Value| {
            if let Value::Object(b) = b
                && b.get("type") == Some(&t)
            {
                b.shift_remove("type");
            }
        };
        for keyword in ["allOf", "anyOf", "oneOf"] {
            if let Some(Value::Array(branches)) = m.get_mut(keyword) {
                branches.iter_mut().for_each(same_type);
            }
        }
        for keyword in ["if", "then", "else"] {
            if let Some(b) = m.get_mut(keyword) {
                same_type(b);
            }
        }
    }
}

/// Whether JSON Schema's `type: t` admits the value `c` (`integer` only for integer literals).
fn type_admits(t: &str, c: &Value) -> bool {
    match c {
        Value::Null => t == "null",
        Value::Bool(_) => t == "boolean",
        Value::Number(n) => t == "number" || (t == "integer" && (n.is_i64() || n.is_u64())),
        Value::String(_) => t == "string",
        Value::Array(_) => t == "array",
        Value::Object(_) => t == "object",
    }
}

/// Merges into `m` every `allOf` branch that can be (nested `allOf`s are flattened first).
fn merge_all_of(m: &mut Map<String, Value>, plain: bool) {
    let Some(Value::Array(branches)) = m.shift_remove("allOf") else { return };
    let mut queue: VecDeque<Value> = branches.into();
    let mut kept = Vec::new();
    while let Some(branch) = queue.pop_front() {
        match branch {
            Value::Bool(true) => {}
            Value::Object(mut b) => {
                if let Some(Value::Array(nested)) = b.shift_remove("allOf") {
                    queue.extend(nested);
                }
                if b.is_empty() {
                    continue;
                }
                if mergeable(m, &b) {
                    merge(m, b, plain);
                } else {
                    kept.push(Value::Object(b));
                }
            }
            other => kept.push(other),
        }
    }
    match (m.is_empty(), kept.len()) {
        (_, 0) => {}
        // `{"allOf": [{"$ref": …}]}`: the branch alone.
        (true, 1) if kept[0].is_object() => {
            if let Some(Value::Object(only)) = kept.pop() {
                *m = only;
            }
        }
        _ => {
            m.insert("allOf".into(), Value::Array(kept));
        }
    }
}

/// Whether `branch` can join `parent` without changing what either keyword applies to.
///
/// A `$ref` stays in its own branch: `$ref` beside other keywords means the same in 2020-12,
/// but draft-07 validators ignore those siblings, and some clients still validate that way.
fn mergeable(parent: &Map<String, Value>, branch: &Map<String, Value>) -> bool {
    if parent.contains_key("$ref") || branch.contains_key("$ref") {
        return false;
    }
    branch.iter().all(|(k, v)| {
        if let Some(family) = FAMILIES.iter().find(|f| f.contains(&k.as_str())) {
            return family_mergeable(family, parent, branch);
        }
        match parent.get(k) {
            None => true,
            Some(p) if p == v => true,
            Some(Value::Array(_)) if k == "required" => v.is_array(),
            Some(_) => false,
        }
    })
}

/// Whether the members of `family` in `branch` can join those in `parent`: when the parent has
/// none, when both have the same, or, for the object family without `patternProperties`, when
/// `properties` can combine name by name (an `additionalProperties` on either side then needs
/// both to name the same properties, so that it applies to the same members).
fn family_mergeable(family: &[&str], parent: &Map<String, Value>, branch: &Map<String, Value>) -> bool {
    let part = |s| family.iter().map(move |f| Map::get(s, *f));
    if part(parent).all(|v| v.is_none()) || part(parent).eq(part(branch)) {
        return true;
    }
    if family[0] != "properties" {
        return false;
    }
    let has = |k: &str| parent.contains_key(k) || branch.contains_key(k);
    if has("patternProperties") || has("unevaluatedProperties") {
        return false;
    }
    !has("additionalProperties") || property_names(parent) == property_names(branch)
}

/// The names under `properties`, sorted.
fn property_names(s: &Map<String, Value>) -> Vec<&String> {
    let mut names: Vec<&String> =
        s.get("properties").and_then(Value::as_object).map(|p| p.keys().collect()).unwrap_or_default();
    names.sort_unstable();
    names
}

/// `{"allOf": [a, b]}`, simplified.
fn both(a: Value, b: Value, plain: bool) -> Value {
    let mut both = Value::Object(Map::from_iter([("allOf".to_owned(), Value::Array(vec![a, b]))]));
    simplify(&mut both, plain);
    both
}

fn merge(parent: &mut Map<String, Value>, branch: Map<String, Value>, plain: bool) {
    for (k, v) in branch {
        match (k.as_str(), parent.get_mut(&k), v) {
            (_, None, v) => {
                parent.insert(k, v);
            }
            ("required", Some(Value::Array(names)), Value::Array(more)) => {
                for name in more {
                    if !names.contains(&name) {
                        names.push(name);
                    }
                }
            }
            ("properties", Some(Value::Object(props)), Value::Object(more)) => {
                for (name, s) in more {
                    match props.get_mut(&name) {
                        None => {
                            props.insert(name, s);
                        }
                        Some(p) if *p == s => {}
                        Some(p) => *p = both(p.take(), s, plain),
                    }
                }
            }
            // Both sides name the same properties (`family_mergeable`).
            ("additionalProperties", Some(p), v) if *p != v => *p = both(p.take(), v, plain),
            // `mergeable` admitted only equal values for everything else.
            _ => {}
        }
    }
}

/// One distinct subschema seen in a survey.
struct Seen {
    /// How often it occurs (a `$defs` entry's own body included).
    count: usize,
    /// Its serialized length.
    size: usize,
    /// Order of first sight, for deterministic choices.
    first: usize,
    /// JSON Pointer to its first occurrence.
    pointer: String,
    /// The property name it first appeared under, for naming its `$defs` entry.
    hint: Option<String>,
    /// The `$defs` entry it is the body of.
    def: Option<String>,
}

/// Step 3: moves repeated subschemas to `$defs`, largest saving first, until none saves bytes.
fn share(root: &mut Value) {
    if !root.is_object() {
        return;
    }
    loop {
        let mut table = HashMap::new();
        survey(root, Pos::Schema, None, &mut String::new(), true, &mut table);
        let defs: Vec<String> =
            root.get("$defs").and_then(Value::as_object).map(|d| d.keys().cloned().collect()).unwrap_or_default();
        let best = table
            .values()
            .filter_map(|s| {
                let (saving, name) = match &s.def {
                    Some(def) => ((s.count - 1) as i64 * (s.size as i64 - reference_len(def)), def.clone()),
                    None if s.count >= 2 => {
                        let name = def_name(s.hint.as_deref(), &defs);
                        let uses = s.count as i64 * (s.size as i64 - reference_len(&name));
                        (uses - (s.size + name.len() + 4) as i64, name)
                    }
                    None => return None,
                };
                (saving > 0).then_some((saving, std::cmp::Reverse(s.first), name, s))
            })
            .max_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
        let Some((_, _, name, seen)) = best else { break };
        let target = root.pointer(&seen.pointer).cloned().expect("a surveyed pointer resolves");
        let is_new = seen.def.is_none();
        // Subtrees are told apart by hash; were two different ones ever to collide, a reference
        // to the definition would not be the subtree it replaces, so nothing more is shared.
        if !is_new && root.pointer(&format!("/$defs/{name}")) != Some(&target) {
            break;
        }
        replace(root, Pos::Schema, true, &target, &name);
        if is_new && let Value::Object(m) = root {
            let defs = m.entry("$defs").or_insert_with(|| Value::Object(Map::new()));
            if let Value::Object(defs) = defs {
                defs.insert(name, target);
            }
        }
    }
}

/// The length of `{"$ref":"#/$defs/<name>"}`.
fn reference_len(name: &str) -> i64 {
    (r##"{"$ref":"#/$defs/"}"##.len() + name.len()) as i64
}

/// A `$defs` name not yet taken: the property name the subtree sits under, when it is short.
fn def_name(hint: Option<&str>, taken: &[String]) -> String {
    let base: String = match hint {
        Some(h) if !h.is_empty() && h.len() <= 20 => {
            h.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect()
        }
        _ => "s".to_owned(),
    };
    if !taken.contains(&base) && base != "s" {
        return base;
    }
    (2..).map(|n| format!("{base}{n}")).find(|n| !taken.contains(n)).expect("some name is free")
}

/// Hashes and measures `v` (at `pos`), recording every subschema but the root in `table`.
/// Object hashes ignore member order, as JSON equality does.
fn survey(
    v: &Value,
    pos: Pos,
    hint: Option<&str>,
    pointer: &mut String,
    top: bool,
    table: &mut HashMap<u64, Seen>,
) -> (u64, usize) {
    let mut h = DefaultHasher::new();
    let size = match v {
        Value::Object(m) => {
            let mut members = Vec::with_capacity(m.len());
            let mut size = 2 + m.len().saturating_sub(1);
            for (k, c) in m {
                let mark = pointer.len();
                pointer.push('/');
                pointer.push_str(&k.replace('~', "~0").replace('/', "~1"));
                let child_hint = (pos == Pos::Map).then_some(k.as_str());
                let (ch, cs) = survey(c, child_position(pos, Some(k)), child_hint, pointer, false, table);
                if top
                    && k == "$defs"
                    && let Value::Object(defs) = c
                {
                    for (name, body) in defs {
                        if let Some(seen) = table.get_mut(&hash_of(body)) {
                            seen.def = Some(name.clone());
                        }
                    }
                }
                pointer.truncate(mark);
                size += serde_json::to_string(k).map_or(0, |s| s.len()) + 1 + cs;
                members.push((k.as_str(), ch));
            }
            members.sort_unstable();
            ('o', members).hash(&mut h);
            size
        }
        Value::Array(items) => {
            let mut size = 2 + items.len().saturating_sub(1);
            let mut hashes = Vec::with_capacity(items.len());
            for (i, c) in items.iter().enumerate() {
                let mark = pointer.len();
                pointer.push('/');
                pointer.push_str(&i.to_string());
                let (ch, cs) = survey(c, child_position(pos, None), None, pointer, false, table);
                pointer.truncate(mark);
                size += cs;
                hashes.push(ch);
            }
            ('a', hashes).hash(&mut h);
            size
        }
        scalar => {
            let text = scalar.to_string();
            ('s', &text).hash(&mut h);
            text.len()
        }
    };
    let hash = h.finish();
    // A bare `$ref` is left where it is: sharing it would only alias a definition.
    let bare_ref = v.as_object().is_some_and(|m| m.len() == 1 && m.contains_key("$ref"));
    if pos == Pos::Schema && v.is_object() && !top && !bare_ref {
        let first = table.len();
        let seen = table.entry(hash).or_insert_with(|| Seen {
            count: 0,
            size,
            first,
            pointer: pointer.clone(),
            hint: hint.map(str::to_owned),
            def: None,
        });
        seen.count += 1;
    }
    (hash, size)
}

/// The hash [`survey`] gives `v`, without recording anything.
fn hash_of(v: &Value) -> u64 {
    survey(v, Pos::Data, None, &mut String::new(), false, &mut HashMap::new()).0
}

/// Replaces every subschema equal to `target` (but `$defs/<name>` itself) with a `$ref` to it.
fn replace(v: &mut Value, pos: Pos, top: bool, target: &Value, name: &str) {
    if pos == Pos::Schema && !top && v == target {
        *v = Value::Object(Map::from_iter([("$ref".to_owned(), Value::String(format!("#/$defs/{name}")))]));
        return;
    }
    match v {
        Value::Object(m) => {
            for (k, c) in m.iter_mut() {
                if top && k == "$defs" {
                    if let Value::Object(defs) = c {
                        for (_, body) in defs.iter_mut().filter(|(def, _)| *def != name) {
                            replace(body, Pos::Schema, false, target, name);
                        }
                    }
                    continue;
                }
                replace(c, child_position(pos, Some(k)), false, target, name);
            }
        }
        Value::Array(items) => {
            items.iter_mut().for_each(|c| replace(c, child_position(pos, None), false, target, name))
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn documentation_goes_but_names_and_data_stay() {
        let s = json!({"type": "object", "title": "T", "description": "d",
            "properties": {"description": {"type": "string", "description": "x", "default": "a"}},
            "enum": [{"title": "kept"}]});
        assert_eq!(
            compact(&s),
            json!({"type": "object", "properties": {"description": {"type": "string"}}, "enum": [{"title": "kept"}]})
        );
    }

    #[test]
    fn all_of_merges_only_where_keywords_cannot_see_each_other() {
        let s = json!({"type": "object", "allOf": [
            {"type": "object", "required": ["a"], "properties": {"a": {"type": "string"}}, "additionalProperties": true},
            {"required": ["b"], "properties": {"a": {"minLength": 1}, "b": {}}}]});
        assert_eq!(
            compact(&s),
            json!({"type": "object", "required": ["a", "b"],
                "properties": {"a": {"type": "string", "minLength": 1}, "b": {}}})
        );
        // additionalProperties: false reads its own schema's properties: that branch stays apart.
        let closed =
            json!({"allOf": [{"properties": {"a": {}}, "additionalProperties": false}, {"properties": {"b": {}}}]});
        assert_eq!(compact(&closed)["allOf"].as_array().map(Vec::len), Some(1));
        assert!(compact(&closed).get("properties").is_some());
        // With unevaluatedProperties nothing is merged or dropped.
        let uneval =
            json!({"allOf": [{"properties": {"a": {}}, "additionalProperties": true}], "unevaluatedProperties": false});
        assert_eq!(compact(&uneval), uneval);
    }

    #[test]
    fn a_const_needs_no_enum_or_type_that_admits_it() {
        let s = json!({"properties": {"s": {"type": "string", "enum": ["a", "b"], "const": "a"},
            "n": {"type": "integer", "const": 1.5}, "e": {"enum": ["b"], "const": "a"}}});
        assert_eq!(
            compact(&s),
            json!({"properties": {"s": {"const": "a"}, "n": {"type": "integer", "const": 1.5},
                "e": {"enum": ["b"], "const": "a"}}})
        );
    }

    #[test]
    fn repeated_subtrees_are_shared_and_existing_defs_reused() {
        let rdn = json!({"type": "string", "pattern": "^[a-z](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9]+)+$"});
        let s = json!({"type": "object", "properties": {"a": rdn, "b": {"type": "array", "items": rdn}, "c": rdn},
            "$defs": {"e": {"properties": {"x": {"$ref": "#/$defs/e"}}, "minProperties": 1}},
            "anyOf": [{"properties": {"x": {"$ref": "#/$defs/e"}}, "minProperties": 1}, {"required": ["a"]}]});
        let c = compact(&s);
        assert_eq!(c["properties"]["a"], json!({"$ref": "#/$defs/a"}));
        assert_eq!(c["properties"]["b"]["items"], json!({"$ref": "#/$defs/a"}));
        assert_eq!(c["$defs"]["a"], rdn);
        assert_eq!(c["anyOf"][0], json!({"$ref": "#/$defs/e"}), "{c:#}");
        assert_eq!(
            c["$defs"]["e"]["properties"]["x"],
            json!({"$ref": "#/$defs/e"}),
            "a definition is not its own $ref"
        );
        assert_eq!(compact(&s), c, "deterministic");
    }
}
