//! Turning the vendored schema tree into self-contained documents.
//!
//! Every `$ref` is replaced by the schema it names (resolved against the `$id` of the document
//! it appears in), recursively. `$id`, `$schema` and `$defs` are dropped from the result, as
//! they have no meaning once everything is inline, and so are UCP's `ucp_request` annotations.
//! A schema that refers to itself (UCP's `constraint_expression.json` does) is inlined once and
//! its self-references point to a copy kept under the root's `$defs`, the only `$ref`s left.

use std::collections::HashMap;

use include_dir::{Dir, include_dir};
use serde_json::{Map, Value};
use url::Url;

static VENDOR: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/vendor");

/// Why the schemas could not be prepared. These are build defects, found at start-up and by
/// this crate's tests.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SchemaError {
    /// A vendored file is not JSON.
    #[error("vendored schema {0} is not valid JSON: {1}")]
    Json(String, String),
    /// A `$ref` names a schema that is not vendored.
    #[error("unresolvable $ref {0}")]
    Unresolved(String),
    /// The references nest deeper than any UCP schema does.
    #[error("$ref nesting too deep at {0}")]
    TooDeep(String),
    /// The inlined schema does not compile.
    #[error("schema does not compile: {0}")]
    Compile(String),
}

/// The vendored schema documents, by `$id`.
#[derive(Debug, Clone, Default)]
pub struct SchemaStore {
    docs: HashMap<String, Value>,
    mcp_openrpc: Value,
}

const DRAFT_BASE: &str = "https://ucp.dev/draft/schemas/";
const RELEASED_BASE: &str = "https://ucp.dev/schemas/";

const ANNOTATIONS: &[&str] = &["description", "title", "examples", "default", "ucp_request", "$comment"];
const MAX_DEPTH: usize = 48;

impl SchemaStore {
    /// The vendored `source/` tree with the 2026-08-25 overlay applied.
    pub fn vendored() -> Result<Self, SchemaError> {
        let mut store = SchemaStore::default();
        for root in ["ucp/source/schemas", "overlay/schemas", "ucp/draft/schemas"] {
            let dir = VENDOR.get_dir(root).ok_or_else(|| SchemaError::Unresolved(root.to_owned()))?;
            store.add_dir(dir)?;
        }
        let openrpc = VENDOR
            .get_file("ucp/source/services/common/mcp.openrpc.json")
            .ok_or_else(|| SchemaError::Unresolved("mcp.openrpc.json".into()))?;
        store.mcp_openrpc = parse(openrpc)?;
        Ok(store)
    }

    fn add_dir(&mut self, dir: &'static Dir<'static>) -> Result<(), SchemaError> {
        for file in dir.files().filter(|f| f.path().extension().is_some_and(|e| e == "json")) {
            let doc = parse(file)?;
            if let Some(id) = doc.get("$id").and_then(Value::as_str) {
                self.docs.insert(id.to_owned(), doc);
            }
        }
        for sub in dir.dirs() {
            self.add_dir(sub)?;
        }
        Ok(())
    }

    /// The MCP `meta` schema from the Common service's OpenRPC document.
    pub fn mcp_meta(&self) -> Result<Value, SchemaError> {
        self.mcp_openrpc
            .pointer("/components/schemas/meta")
            .cloned()
            .ok_or_else(|| SchemaError::Unresolved("mcp.openrpc.json#/components/schemas/meta".into()))
    }

    /// The schema at `uri` (with an optional `#/json/pointer`), every `$ref` inlined.
    pub fn inline(&self, uri: &str) -> Result<Value, SchemaError> {
        let (node, base) = self.resolve(uri)?;
        let mut recursive = Vec::new();
        let mut out = self.expand(node, &base, &mut vec![uri.to_owned()], &mut recursive)?;
        let mut defs = Map::new();
        while let Some(target) = recursive.iter().find(|t| !defs.contains_key(&def_name(t))).cloned() {
            let (node, base) = self.resolve(&target)?;
            let def = self.expand(node, &base, &mut vec![target.clone()], &mut recursive)?;
            defs.insert(def_name(&target), def);
        }
        if let Value::Object(m) = &mut out {
            m.insert("$schema".into(), Value::String("https://json-schema.org/draft/2020-12/schema".into()));
            if !defs.is_empty() {
                m.insert("$defs".into(), Value::Object(defs));
            }
        }
        Ok(out)
    }

    fn resolve(&self, uri: &str) -> Result<(&Value, Url), SchemaError> {
        let (doc_uri, pointer) = uri.split_once('#').unwrap_or((uri, ""));
        // The draft build only publishes the files it changed; the rest of its tree is the
        // released one (see vendor/ucp/SOURCE.md).
        let doc = self.docs.get(doc_uri).or_else(|| {
            doc_uri.strip_prefix(DRAFT_BASE).and_then(|rest| self.docs.get(&format!("{RELEASED_BASE}{rest}")))
        });
        let doc = doc.ok_or_else(|| SchemaError::Unresolved(uri.to_owned()))?;
        let node = if pointer.is_empty() { Some(doc) } else { doc.pointer(pointer) };
        let base = Url::parse(doc_uri).map_err(|_| SchemaError::Unresolved(uri.to_owned()))?;
        Ok((node.ok_or_else(|| SchemaError::Unresolved(uri.to_owned()))?, base))
    }

    fn expand(
        &self,
        node: &Value,
        base: &Url,
        stack: &mut Vec<String>,
        recursive: &mut Vec<String>,
    ) -> Result<Value, SchemaError> {
        match node {
            Value::Array(items) => {
                items.iter().map(|v| self.expand(v, base, stack, recursive)).collect::<Result<_, _>>().map(Value::Array)
            }
            Value::Object(map) => {
                let mut out = Map::new();
                for (k, v) in map {
                    if matches!(k.as_str(), "$ref" | "$id" | "$schema" | "$defs" | "ucp_request") {
                        continue;
                    }
                    out.insert(k.clone(), self.expand(v, base, stack, recursive)?);
                }
                let Some(reference) = map.get("$ref").and_then(Value::as_str) else { return Ok(Value::Object(out)) };
                let target = base.join(reference).map_err(|_| SchemaError::Unresolved(reference.to_owned()))?;
                let target = target.as_str().to_owned();
                if stack.contains(&target) {
                    let reference = Value::String(format!("#/$defs/{}", def_name(&target)));
                    if !recursive.contains(&target) {
                        recursive.push(target);
                    }
                    return Ok(merge(Value::Object(Map::from_iter([("$ref".to_owned(), reference)])), out));
                }
                if stack.len() > MAX_DEPTH {
                    return Err(SchemaError::TooDeep(target));
                }
                let (node, target_base) = self.resolve(&target)?;
                stack.push(target);
                let inlined = self.expand(node, &target_base, stack, recursive)?;
                stack.pop();
                Ok(merge(inlined, out))
            }
            other => Ok(other.clone()),
        }
    }
}

/// Combines an inlined `$ref` target with the keywords beside the `$ref`: annotations override
/// the target's; anything else is kept as a separate `allOf` branch so both still apply.
fn merge(target: Value, siblings: Map<String, Value>) -> Value {
    if siblings.is_empty() {
        return target;
    }
    match target {
        Value::Object(mut t) if siblings.keys().all(|k| ANNOTATIONS.contains(&k.as_str())) => {
            t.extend(siblings);
            Value::Object(t)
        }
        target => {
            let mut out = siblings;
            let all_of = out.entry("allOf").or_insert_with(|| Value::Array(Vec::new()));
            if let Value::Array(a) = all_of {
                a.push(target);
            }
            Value::Object(out)
        }
    }
}

/// A `$defs` name for a recursive schema: its file stem and pointer, in `[A-Za-z0-9_]`.
fn def_name(uri: &str) -> String {
    let tail = uri.rsplit('/').next().unwrap_or(uri);
    let (file, pointer) = uri.split_once('#').map_or((tail, ""), |(doc, p)| (doc.rsplit('/').next().unwrap_or(doc), p));
    format!("{}{}", file.trim_end_matches(".json"), pointer)
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

fn parse(file: &include_dir::File<'_>) -> Result<Value, SchemaError> {
    let name = file.path().display().to_string();
    serde_json::from_slice(file.contents()).map_err(|e| SchemaError::Json(name, e.to_string()))
}
