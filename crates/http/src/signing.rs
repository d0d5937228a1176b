//! Signs the UCP endpoints' responses (RFC 9421 as UCP profiles it): `Content-Digest` (RFC 9530)
//! over the body as sent, then a signature covering `@status`, `content-digest` and
//! `content-type`, with `created` and the business key's `keyid`. Verifiers find the key in the
//! business profile's `keys[]`.

use axum::body::Body;
use axum::http::HeaderValue;
use axum::response::{IntoResponse, Response};
use concierge_service::Concierge;

/// `response`, signed when response signing is on.
pub(crate) async fn sign(app: &Concierge, response: Response) -> Response {
    let Some(signer) = app.response_signer() else { return response };
    let (mut parts, body) = response.into_parts();
    // Bodies here are single JSON documents, already bounded by what the operation returns.
    let bytes = match axum::body::to_bytes(body, usize::MAX).await {
        Ok(b) => b,
        Err(_) => return axum::http::StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    };
    if !bytes.is_empty() {
        let digest = concierge_auth::digest::content_digest(&bytes);
        parts.headers.insert("content-digest", HeaderValue::from_str(&digest).expect("digests are ASCII"));
    }
    let (input, signature) = signer.sign(parts.status.as_u16(), &parts.headers, app.now().as_second());
    if let (Ok(input), Ok(signature)) = (HeaderValue::from_str(&input), HeaderValue::from_str(&signature)) {
        parts.headers.insert("signature-input", input);
        parts.headers.insert("signature", signature);
    }
    Response::from_parts(parts, Body::from(bytes))
}
