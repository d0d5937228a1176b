//! Fetching the documents Concierge reads over HTTP (platform profiles, personal agents' client
//! metadata, the issuer's metadata and keys): one GET asking for JSON, a successful status, a
//! bounded body, and its `Cache-Control: max-age`.

/// Why a document could not be fetched.
#[derive(Debug, thiserror::Error)]
pub(crate) enum FetchError {
    /// The server answered with a status other than 2xx (redirects are never followed).
    #[error("answered HTTP {}", .0.as_u16())]
    Status(reqwest::StatusCode),
    /// The body is larger than allowed.
    #[error("the body is larger than {0} bytes")]
    TooLarge(usize),
    /// The connection failed, or timed out.
    #[error(transparent)]
    Transport(#[from] reqwest::Error),
}

/// A fetched document: its bytes and its `Cache-Control: max-age`, in seconds.
pub(crate) struct Fetched {
    pub(crate) body: Vec<u8>,
    pub(crate) max_age: Option<u64>,
}

/// GETs `url` asking for JSON, refusing a status other than 2xx and a body over `max_bytes`.
pub(crate) async fn get(client: &reqwest::Client, url: &url::Url, max_bytes: usize) -> Result<Fetched, FetchError> {
    let response = client.get(url.as_str()).header(reqwest::header::ACCEPT, "application/json").send().await?;
    if !response.status().is_success() {
        return Err(FetchError::Status(response.status()));
    }
    let max_age = max_age(response.headers().get(reqwest::header::CACHE_CONTROL));
    let body = read_limited(response, max_bytes).await?;
    Ok(Fetched { body, max_age })
}

/// An HTTP client builder for fetching documents: no redirects, the timeout on connecting and on
/// the whole exchange, and a `User-Agent` saying what the fetch is for.
pub(crate) fn client_builder(timeout: std::time::Duration, purpose: &str) -> reqwest::ClientBuilder {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .connect_timeout(timeout)
        .timeout(timeout)
        .user_agent(format!("concierge/{} (UCP business; {purpose})", env!("CARGO_PKG_VERSION")))
}

/// Reads the body of `response`, refusing more than `max_bytes`.
pub(crate) async fn read_limited(mut response: reqwest::Response, max_bytes: usize) -> Result<Vec<u8>, FetchError> {
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await? {
        if body.len() + chunk.len() > max_bytes {
            return Err(FetchError::TooLarge(max_bytes));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// The `max-age` directive of a `Cache-Control` header, in seconds.
pub(crate) fn max_age(cache_control: Option<&reqwest::header::HeaderValue>) -> Option<u64> {
    cache_control
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(',').find_map(|d| d.trim().strip_prefix("max-age=")?.parse::<u64>().ok()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::HeaderValue;

    #[test]
    fn max_age_is_read_from_any_position() {
        assert_eq!(max_age(Some(&HeaderValue::from_static("public, max-age=120"))), Some(120));
        assert_eq!(max_age(Some(&HeaderValue::from_static("no-store"))), None);
        assert_eq!(max_age(None), None);
    }
}
