//! The signature base (RFC 9421 §2.5): one line per covered component, then the
//! `@signature-params` line, joined by LF with no trailing newline.

use http::HeaderMap;

use super::{RequestParts, ResponseParts, SignatureError};
use crate::clip;

/// The message a signature covers.
#[derive(Clone, Copy)]
pub(crate) enum Message<'m, 'a> {
    /// A request.
    Request(&'m RequestParts<'a>),
    /// A response (its request's components, `;req`, are not supported).
    Response(&'m ResponseParts<'a>),
}

impl Message<'_, '_> {
    pub(crate) fn headers(&self) -> &HeaderMap {
        match self {
            Message::Request(req) => req.headers,
            Message::Response(resp) => resp.headers,
        }
    }

    /// The value of a derived component (`@…`), or `None` when this message has none.
    fn derived(&self, name: &str) -> Option<Result<Vec<u8>, SignatureError>> {
        let req = match self {
            Message::Response(resp) => return (name == "@status").then(|| Ok(resp.status.to_string().into_bytes())),
            Message::Request(req) => req,
        };
        let path = if req.path.is_empty() { "/" } else { req.path };
        let query_suffix = req.query.map(|q| format!("?{q}")).unwrap_or_default();
        let value = match name {
            "@method" => req.method.to_owned(),
            "@authority" => req.authority.to_ascii_lowercase(),
            "@scheme" => SCHEME.to_owned(),
            "@target-uri" => format!("{SCHEME}://{}{path}{query_suffix}", req.authority),
            "@request-target" => format!("{path}{query_suffix}"),
            "@path" => path.to_owned(),
            "@query" => format!("?{}", req.query.unwrap_or("")),
            "@status" => return None,
            _ => {
                return Some(Err(SignatureError::UnsupportedComponent { component: clip(name) }));
            }
        };
        Some(Ok(value.into_bytes()))
    }

    /// The value of a component: a derived component, or a header field's lines trimmed and
    /// joined with `", "`.
    pub(crate) fn component(&self, name: &str) -> Result<Vec<u8>, SignatureError> {
        let unavailable = || SignatureError::ComponentUnavailable { component: clip(name) };
        if name.starts_with('@') {
            return self.derived(name).ok_or_else(unavailable)?;
        }
        if name.bytes().any(|b| b.is_ascii_uppercase()) {
            return Err(SignatureError::Malformed("a covered header name is not lowercase"));
        }
        header_value(self.headers(), name).ok_or_else(unavailable)
    }
}

/// The scheme of every request Concierge verifies: UCP is served over HTTPS (a TLS-terminating
/// proxy in front does not change the target URI's scheme).
const SCHEME: &str = "https";

/// A header's field lines, each trimmed of surrounding whitespace, joined with `", "`; `None`
/// when the header is absent.
pub(crate) fn header_value(headers: &HeaderMap, name: &str) -> Option<Vec<u8>> {
    let mut lines = headers.get_all(name).iter().peekable();
    lines.peek()?;
    let mut value = Vec::new();
    for (i, line) in lines.enumerate() {
        if i > 0 {
            value.extend_from_slice(b", ");
        }
        value.extend_from_slice(line.as_bytes().trim_ascii());
    }
    Some(value)
}

/// The names of the components an inner list covers, in order. Parameters on a component
/// (`;sf`, `;key`, `;bs`, `;req`, `;name`) are not supported; names must be strings and unique.
pub(crate) fn covered_names(list: &sfv::InnerList) -> Result<Vec<&str>, SignatureError> {
    let mut names: Vec<&str> = Vec::with_capacity(list.items.len());
    for item in &list.items {
        let sfv::BareItem::String(name) = &item.bare_item else {
            return Err(SignatureError::Malformed("a covered component is not a string"));
        };
        let name = name.as_str();
        if !item.params.is_empty() {
            return Err(SignatureError::UnsupportedComponent { component: format!("{};…", clip(name)) });
        }
        if name == "@signature-params" {
            return Err(SignatureError::Malformed("`@signature-params` cannot be covered"));
        }
        if names.contains(&name) {
            return Err(SignatureError::Malformed("a component is covered twice"));
        }
        names.push(name);
    }
    Ok(names)
}

/// The signature base for the components and parameters in `list`.
pub(crate) fn signature_base(message: Message<'_, '_>, list: &sfv::InnerList) -> Result<Vec<u8>, SignatureError> {
    let mut base = Vec::new();
    for name in covered_names(list)? {
        let value = message.component(name)?;
        base.extend_from_slice(format!("\"{name}\": ").as_bytes());
        base.extend_from_slice(&value);
        base.push(b'\n');
    }
    base.extend_from_slice(b"\"@signature-params\": ");
    base.extend_from_slice(serialize_inner_list(list).as_bytes());
    Ok(base)
}

/// An inner list serialized per RFC 8941 §4.1.1.1 (components, then parameters).
pub(crate) fn serialize_inner_list(list: &sfv::InnerList) -> String {
    let mut ser = sfv::ListSerializer::new();
    ser.members([&sfv::ListEntry::InnerList(list.clone())]);
    ser.finish().expect("one member was written")
}
