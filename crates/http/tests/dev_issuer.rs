//! The development authorization server (`concierge dev-issuer`) over real loopback HTTP, as an
//! agent drives it: RFC 8414 metadata, the authorization code grant with PKCE and a consent page,
//! `private_key_jwt` client authentication, incremental authorization, rotating refresh tokens,
//! revocation, and a token from the flow accepted by Concierge's resource server.

mod common;

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use concierge_auth::{AccessToken, AccessTokenRules, Algorithm, KeySet, SigningKey, validate_access_token};
use concierge_core::clock::FixedClock;
use concierge_http::dev_issuer::DevIssuer;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::common::*;

/// The harness's public base URL: the resource tokens are for.
const RESOURCE: &str = "http://localhost:8080";
const ASK_READ: &str = "dev.ucp.common.ask:read";
const SEARCH_READ: &str = "dev.ucp.common.location.search:read";
const CLIENT: &str = "https://agent.example/oauth-client";
const OTHER_CLIENT: &str = "https://other.example/client";
const REDIRECT: &str = "http://127.0.0.1:53117/callback";

/// The issuer on a loopback socket, minting tokens at `common::NOW` like a server under test.
struct Issuer {
    url: String,
    client_key: SigningKey,
    other_key: SigningKey,
    http: reqwest::Client,
}

fn now_fixed() -> i64 {
    NOW.parse::<jiff::Timestamp>().unwrap().as_second()
}

fn real_now() -> i64 {
    jiff::Timestamp::now().as_second()
}

fn keys_of(key: &SigningKey) -> KeySet {
    KeySet::from_keys(&[key.public_jwk()])
}

/// A fresh PKCE pair: (verifier, S256 challenge).
fn pkce() -> (String, String) {
    let verifier = format!("{}{}", uuid::Uuid::new_v4().simple(), uuid::Uuid::new_v4().simple());
    let challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()));
    (verifier, challenge)
}

fn query_of(location: &str) -> HashMap<String, String> {
    url::Url::parse(location).unwrap().query_pairs().into_owned().collect()
}

/// The consent page's request handle.
fn handle_in(page: &str) -> String {
    let start = page.find(r#"name="request" value=""#).expect("a request handle") + r#"name="request" value=""#.len();
    page[start..].split('"').next().unwrap().to_owned()
}

fn form(pairs: &[(&str, &str)]) -> String {
    url::form_urlencoded::Serializer::new(String::new()).extend_pairs(pairs).finish()
}

struct Reply {
    status: u16,
    headers: reqwest::header::HeaderMap,
    text: String,
}

impl Reply {
    fn json(&self) -> Value {
        serde_json::from_str(&self.text).unwrap_or_else(|_| panic!("not JSON: {}", self.text))
    }

    fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    fn location(&self) -> HashMap<String, String> {
        assert_eq!(self.status, 303, "{}", self.text);
        query_of(self.header("location").unwrap())
    }

    #[track_caller]
    fn assert_error(&self, status: u16, error: &str) {
        assert_eq!(self.status, status, "{}", self.text);
        assert_eq!(self.json()["error"], error, "{}", self.text);
        assert!(self.json()["error_description"].is_string());
        assert_eq!(self.header("cache-control"), Some("no-store"));
    }
}

impl Issuer {
    async fn start() -> Issuer {
        Issuer::start_with(|_| {}).await
    }

    async fn start_with(edit: impl FnOnce(&mut DevIssuer)) -> Issuer {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let client_key = SigningKey::generate_es256("client-key-1");
        let other_key = SigningKey::generate_ed25519("other-key-1");
        let mut issuer =
            DevIssuer::new(&url, SigningKey::generate_es256("issuer-key-1"), vec![ASK_READ.into(), SEARCH_READ.into()]);
        issuer.resources = vec![RESOURCE.to_owned(), format!("{RESOURCE}/ucp/mcp")];
        issuer.clients =
            BTreeMap::from([(CLIENT.to_owned(), keys_of(&client_key)), (OTHER_CLIENT.to_owned(), keys_of(&other_key))]);
        issuer.token_clock = Arc::new(FixedClock(NOW.parse().unwrap()));
        edit(&mut issuer);
        let app = issuer.router();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        let http = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
        Issuer { url, client_key, other_key, http }
    }

    fn token_endpoint(&self) -> String {
        format!("{}/oauth/token", self.url)
    }

    async fn reply(response: reqwest::Response) -> Reply {
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        Reply { status, headers, text: response.text().await.unwrap() }
    }

    async fn get(&self, path_and_query: &str) -> Reply {
        Issuer::reply(self.http.get(format!("{}{path_and_query}", self.url)).send().await.unwrap()).await
    }

    async fn post(&self, path: &str, pairs: &[(&str, &str)]) -> Reply {
        let request = self
            .http
            .post(format!("{}{path}", self.url))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(form(pairs));
        Issuer::reply(request.send().await.unwrap()).await
    }

    /// A client assertion (RFC 7523) with these claims, signed by `key`.
    fn assertion_with(&self, key: &SigningKey, claims: Value) -> String {
        concierge_auth::jwt::encode(&claims, key, None)
    }

    /// A valid assertion for `CLIENT`, on the real clock.
    fn assertion(&self) -> String {
        self.assertion_with(&self.client_key, self.claims(CLIENT, &self.token_endpoint()))
    }

    fn claims(&self, client: &str, aud: &str) -> Value {
        json!({
            "iss": client, "sub": client, "aud": aud,
            "iat": real_now(), "exp": real_now() + 60, "jti": uuid::Uuid::new_v4().to_string(),
        })
    }

    /// POSTs to the token (or revocation) endpoint as `CLIENT`.
    async fn as_client(&self, path: &str, pairs: &[(&str, &str)]) -> Reply {
        let assertion = self.assertion();
        let mut all = vec![
            ("client_assertion_type", "urn:ietf:params:oauth:client-assertion-type:jwt-bearer"),
            ("client_assertion", assertion.as_str()),
        ];
        all.extend_from_slice(pairs);
        self.post(path, &all).await
    }

    fn authorize_query(&self, client: &str, redirect: &str, scope: &str, challenge: &str) -> String {
        form(&[
            ("response_type", "code"),
            ("client_id", client),
            ("redirect_uri", redirect),
            ("scope", scope),
            ("state", "st-42"),
            ("code_challenge", challenge),
            ("code_challenge_method", "S256"),
            ("resource", RESOURCE),
        ])
    }

    /// GET /oauth/authorize; the consent page's handle.
    async fn consent(&self, scope: &str, challenge: &str) -> String {
        let page =
            self.get(&format!("/oauth/authorize?{}", self.authorize_query(CLIENT, REDIRECT, scope, challenge))).await;
        assert_eq!(page.status, 200, "{}", page.text);
        assert!(page.header("content-type").unwrap().starts_with("text/html"));
        handle_in(&page.text)
    }

    /// The whole front channel: consent approved by `subject`; the code and its verifier.
    async fn approve(&self, scope: &str, subject: &str) -> (String, String) {
        let (verifier, challenge) = pkce();
        let handle = self.consent(scope, &challenge).await;
        let back =
            self.post("/oauth/authorize", &[("request", &handle), ("subject", subject), ("decision", "approve")]).await;
        let query = back.location();
        assert!(back.header("location").unwrap().starts_with(REDIRECT));
        assert_eq!(query["state"], "st-42");
        assert_eq!(query["iss"], self.url);
        assert!(!query.contains_key("error"), "{query:?}");
        (query["code"].clone(), verifier)
    }

    async fn exchange(&self, code: &str, verifier: &str) -> Reply {
        self.as_client(
            "/oauth/token",
            &[
                ("grant_type", "authorization_code"),
                ("code", code),
                ("redirect_uri", REDIRECT),
                ("code_verifier", verifier),
            ],
        )
        .await
    }

    async fn refresh(&self, refresh_token: &str, extra: &[(&str, &str)]) -> Reply {
        let mut pairs = vec![("grant_type", "refresh_token"), ("refresh_token", refresh_token)];
        pairs.extend_from_slice(extra);
        self.as_client("/oauth/token", &pairs).await
    }

    /// Checks an access token as a resource server for `RESOURCE` would, with the issuer's JWKS.
    async fn validate(&self, token: &str) -> AccessToken {
        let jwks = self.get("/jwks.json").await.json();
        let audiences = vec![RESOURCE.to_owned()];
        let rules = AccessTokenRules {
            issuer: &self.url,
            audiences: &audiences,
            allowed: &[Algorithm::Es256],
            leeway_secs: 0,
            now: now_fixed(),
            max_lifetime_secs: 86_400,
            accept_generic_typ: false,
        };
        validate_access_token(token, &KeySet::from_jwks(&jwks), &rules).unwrap()
    }
}

#[tokio::test]
async fn metadata_names_the_endpoints_and_what_they_support() {
    let issuer = Issuer::start().await;
    let reply = issuer.get("/.well-known/oauth-authorization-server").await;
    assert_eq!(reply.status, 200);
    let m = reply.json();
    let url = &issuer.url;
    assert_eq!(m["issuer"], *url);
    assert_eq!(m["authorization_endpoint"], format!("{url}/oauth/authorize"));
    assert_eq!(m["token_endpoint"], format!("{url}/oauth/token"));
    assert_eq!(m["revocation_endpoint"], format!("{url}/oauth/revoke"));
    assert_eq!(m["jwks_uri"], format!("{url}/jwks.json"));
    assert_eq!(m["grant_types_supported"], json!(["authorization_code", "refresh_token"]));
    assert_eq!(m["response_types_supported"], json!(["code"]));
    assert_eq!(m["code_challenge_methods_supported"], json!(["S256"]));
    assert_eq!(m["authorization_response_iss_parameter_supported"], true);
    assert_eq!(m["token_endpoint_auth_methods_supported"], json!(["private_key_jwt"]));
    assert_eq!(m["token_endpoint_auth_signing_alg_values_supported"], json!(["ES256", "EdDSA"]));
    assert_eq!(m["scopes_supported"], json!([ASK_READ, SEARCH_READ]));
    assert_eq!(m["protected_resources"], json!([RESOURCE, format!("{RESOURCE}/ucp/mcp")]));
    let jwks = issuer.get("/jwks.json").await.json();
    assert_eq!(jwks["keys"][0]["kid"], "issuer-key-1");
    assert!(jwks["keys"][0].get("d").is_none());
    // With no resource listed, the metadata does not claim the issuer serves none.
    let open = Issuer::start_with(|i| i.resources.clear()).await;
    let m = open.get("/.well-known/oauth-authorization-server").await.json();
    assert!(m.get("protected_resources").is_none(), "{m}");
}

#[tokio::test]
async fn the_code_flow_with_pkce_and_private_key_jwt() {
    let issuer = Issuer::start().await;
    let (verifier, challenge) = pkce();
    let page = issuer
        .get(&format!("/oauth/authorize?{}", issuer.authorize_query(CLIENT, REDIRECT, ASK_READ, &challenge)))
        .await;
    assert_eq!(page.status, 200);
    assert_eq!(page.header("cache-control"), Some("no-store"));
    assert!(page.text.contains(CLIENT) && page.text.contains(ASK_READ), "{}", page.text);
    assert_eq!(page.text.matches("<form").count(), 1);
    assert!(page.text.contains(r#"<form method="post" action="/oauth/authorize">"#));
    assert!(page.text.contains(r#"<input name="subject""#));
    assert!(
        page.text.contains(r#"name="decision" value="approve""#)
            && page.text.contains(r#"name="decision" value="deny""#)
    );
    assert!(page.text.contains("no passwords"));
    let handle = handle_in(&page.text);

    let back =
        issuer.post("/oauth/authorize", &[("request", &handle), ("subject", "b_1"), ("decision", "approve")]).await;
    let query = back.location();
    assert_eq!((query["state"].as_str(), query["iss"].as_str()), ("st-42", issuer.url.as_str()));
    // The handle is single use.
    let again =
        issuer.post("/oauth/authorize", &[("request", &handle), ("subject", "b_1"), ("decision", "approve")]).await;
    assert_eq!(again.status, 400);
    assert!(again.header("location").is_none());

    let reply = issuer.exchange(&query["code"], &verifier).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_eq!(reply.header("cache-control"), Some("no-store"));
    let body = reply.json();
    assert_eq!(body["token_type"], "Bearer");
    assert_eq!(body["scope"], ASK_READ);
    assert!(body["expires_in"].as_i64().unwrap() > 0);
    assert!(body["refresh_token"].as_str().is_some_and(|t| t.len() >= 32));
    let token = issuer.validate(body["access_token"].as_str().unwrap()).await;
    assert_eq!(token.subject, "b_1");
    assert_eq!(token.client_id.as_deref(), Some(CLIENT));
    assert!(token.has_scope(ASK_READ) && !token.has_scope(SEARCH_READ));
    assert_eq!(token.claims["aud"], RESOURCE);
    // Issued on the issuer's token clock (`--now`), not the system clock.
    assert_eq!(token.claims["iat"], now_fixed());
}

#[tokio::test]
async fn a_wrong_code_verifier_is_refused_and_uses_the_code_up() {
    let issuer = Issuer::start().await;
    let (code, verifier) = issuer.approve(ASK_READ, "b_1").await;
    let (other_verifier, _) = pkce();
    issuer.exchange(&code, &other_verifier).await.assert_error(400, "invalid_grant");
    issuer.exchange(&code, &verifier).await.assert_error(400, "invalid_grant");

    let (code, verifier) = issuer.approve(ASK_READ, "b_1").await;
    let wrong_redirect = issuer
        .as_client(
            "/oauth/token",
            &[
                ("grant_type", "authorization_code"),
                ("code", &code),
                ("redirect_uri", "http://127.0.0.1:1/other"),
                ("code_verifier", &verifier),
            ],
        )
        .await;
    wrong_redirect.assert_error(400, "invalid_grant");
    let (code, _) = issuer.approve(ASK_READ, "b_1").await;
    let missing = issuer
        .as_client("/oauth/token", &[("grant_type", "authorization_code"), ("code", &code), ("redirect_uri", REDIRECT)])
        .await;
    missing.assert_error(400, "invalid_request");
}

#[tokio::test]
async fn a_reused_code_fails_and_revokes_the_tokens_issued_for_it() {
    let issuer = Issuer::start().await;
    let (code, verifier) = issuer.approve(ASK_READ, "b_1").await;
    let first = issuer.exchange(&code, &verifier).await;
    assert_eq!(first.status, 200, "{}", first.text);
    let refresh_token = first.json()["refresh_token"].as_str().unwrap().to_owned();
    issuer.exchange(&code, &verifier).await.assert_error(400, "invalid_grant");
    issuer.refresh(&refresh_token, &[]).await.assert_error(400, "invalid_grant");
}

async fn send_token_request(issuer: &Issuer, pairs: Vec<(String, String)>) -> Reply {
    let borrowed: Vec<(&str, &str)> = pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    issuer.post("/oauth/token", &borrowed).await
}

#[tokio::test]
async fn client_authentication_refuses_bad_assertions() {
    let issuer = Issuer::start().await;
    let (code, verifier) = issuer.approve(ASK_READ, "b_1").await;
    let token_endpoint = issuer.token_endpoint();
    let grant = [
        ("grant_type", "authorization_code"),
        ("code", code.as_str()),
        ("redirect_uri", REDIRECT),
        ("code_verifier", verifier.as_str()),
    ];
    let with = |assertion: &str| {
        let mut pairs = vec![
            ("client_assertion_type", "urn:ietf:params:oauth:client-assertion-type:jwt-bearer"),
            ("client_assertion", assertion),
        ];
        pairs.extend_from_slice(&grant);
        pairs.into_iter().map(|(k, v)| (k.to_owned(), v.to_owned())).collect::<Vec<_>>()
    };
    let send = |pairs: Vec<(String, String)>| send_token_request(&issuer, pairs);
    let refused = |reply: Reply| {
        reply.assert_error(401, "invalid_client");
        assert!(reply.header("www-authenticate").is_some());
    };

    // Signed by a key that is not the client's (another client's, under the same kid or not).
    let impostor = SigningKey::generate_es256("client-key-1");
    refused(send(with(&issuer.assertion_with(&impostor, issuer.claims(CLIENT, &token_endpoint)))).await);
    refused(send(with(&issuer.assertion_with(&issuer.other_key, issuer.claims(CLIENT, &token_endpoint)))).await);
    // Wrong audience, wrong iss/sub, expired, too far ahead, no jti.
    refused(
        send(with(&issuer.assertion_with(&issuer.client_key, issuer.claims(CLIENT, "https://elsewhere.example"))))
            .await,
    );
    let mut claims = issuer.claims(CLIENT, &token_endpoint);
    claims["sub"] = "someone-else".into();
    refused(send(with(&issuer.assertion_with(&issuer.client_key, claims))).await);
    let mut claims = issuer.claims(CLIENT, &token_endpoint);
    claims["exp"] = (real_now() - 120).into();
    refused(send(with(&issuer.assertion_with(&issuer.client_key, claims))).await);
    let mut claims = issuer.claims(CLIENT, &token_endpoint);
    claims["exp"] = (real_now() + 3600).into();
    refused(send(with(&issuer.assertion_with(&issuer.client_key, claims))).await);
    let mut claims = issuer.claims(CLIENT, &token_endpoint);
    claims.as_object_mut().unwrap().remove("jti");
    refused(send(with(&issuer.assertion_with(&issuer.client_key, claims))).await);
    // An unknown client; a client_id that does not match the assertion; no assertion at all.
    refused(
        send(with(
            &issuer.assertion_with(&issuer.client_key, issuer.claims("https://unknown.example", &token_endpoint)),
        ))
        .await,
    );
    let mut pairs = with(&issuer.assertion());
    pairs.push(("client_id".into(), OTHER_CLIENT.into()));
    refused(send(pairs).await);
    refused(send(grant.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()).await);

    // The code survived all of that; a good assertion works once (aud = the issuer is fine too)
    // and its replay is refused.
    let good = issuer.assertion_with(&issuer.client_key, issuer.claims(CLIENT, &issuer.url));
    let reply = send(with(&good)).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let refresh_token = reply.json()["refresh_token"].as_str().unwrap().to_owned();
    let replay = [
        ("client_assertion_type", "urn:ietf:params:oauth:client-assertion-type:jwt-bearer"),
        ("client_assertion", good.as_str()),
        ("grant_type", "refresh_token"),
        ("refresh_token", refresh_token.as_str()),
    ];
    refused(issuer.post("/oauth/token", &replay).await);
    // Another registered client cannot use this client's grant.
    let other = issuer.assertion_with(&issuer.other_key, issuer.claims(OTHER_CLIENT, &token_endpoint));
    let mut stolen = replay;
    stolen[1].1 = other.as_str();
    issuer.post("/oauth/token", &stolen).await.assert_error(400, "invalid_grant");
}

#[tokio::test]
async fn untrusted_redirects_get_an_error_page_and_no_redirect() {
    let issuer = Issuer::start().await;
    let (_, challenge) = pkce();
    for (client, redirect) in [
        (CLIENT, "https://agent.example/callback"),
        (CLIENT, "http://evil.example:53117/callback"),
        (CLIENT, "http://127.0.0.1:53117/callback#fragment"),
        ("https://unknown.example/client", REDIRECT),
    ] {
        let page = issuer
            .get(&format!("/oauth/authorize?{}", issuer.authorize_query(client, redirect, ASK_READ, &challenge)))
            .await;
        assert_eq!(page.status, 400, "{client} {redirect}");
        assert!(page.header("location").is_none());
        assert!(page.header("content-type").unwrap().starts_with("text/html"));
        assert!(!page.text.contains(r#"name="request""#));
    }
    // Loopback in all three spellings is accepted.
    for redirect in ["http://[::1]:8123/cb", "http://localhost:8123/cb", "http://127.0.0.1:1/cb?x=1"] {
        let page = issuer
            .get(&format!("/oauth/authorize?{}", issuer.authorize_query(CLIENT, redirect, ASK_READ, &challenge)))
            .await;
        assert_eq!(page.status, 200, "{redirect}: {}", page.text);
    }
}

#[tokio::test]
async fn bad_authorization_requests_redirect_with_an_error_state_and_iss() {
    let issuer = Issuer::start().await;
    let (_, challenge) = pkce();
    let base = |overrides: &[(&str, &str)], drop: &[&str]| {
        let mut params: Vec<(&str, String)> = vec![
            ("response_type", "code".into()),
            ("client_id", CLIENT.into()),
            ("redirect_uri", REDIRECT.into()),
            ("scope", ASK_READ.into()),
            ("state", "st-42".into()),
            ("code_challenge", challenge.clone()),
            ("code_challenge_method", "S256".into()),
            ("resource", RESOURCE.into()),
        ];
        params.retain(|(k, _)| !drop.contains(k));
        for (k, v) in overrides {
            params.retain(|(name, _)| name != k);
            params.push((k, v.to_string()));
        }
        let pairs: Vec<(&str, &str)> = params.iter().map(|(k, v)| (*k, v.as_str())).collect();
        form(&pairs)
    };
    for (query, error) in [
        (base(&[], &["code_challenge"]), "invalid_request"),
        (base(&[("code_challenge_method", "plain")], &[]), "invalid_request"),
        (base(&[], &["code_challenge_method"]), "invalid_request"),
        (base(&[("response_type", "token")], &[]), "unsupported_response_type"),
        (base(&[("scope", "dev.ucp.shopping.order:read")], &[]), "invalid_scope"),
        (base(&[("resource", "https://elsewhere.example")], &[]), "invalid_target"),
    ] {
        let reply = issuer.get(&format!("/oauth/authorize?{query}")).await;
        assert!(reply.status == 302 || reply.status == 303, "{query}: {}", reply.status);
        let location = reply.header("location").unwrap();
        assert!(location.starts_with(REDIRECT), "{location}");
        let q = query_of(location);
        assert_eq!(q["error"], error, "{query}");
        assert!(q.contains_key("error_description"));
        assert_eq!(q["state"], "st-42");
        assert_eq!(q["iss"], issuer.url);
        assert!(!q.contains_key("code"));
    }
}

#[tokio::test]
async fn denying_redirects_with_access_denied() {
    let issuer = Issuer::start().await;
    let (_, challenge) = pkce();
    let handle = issuer.consent(ASK_READ, &challenge).await;
    let query = issuer
        .post("/oauth/authorize", &[("request", &handle), ("subject", ""), ("decision", "deny")])
        .await
        .location();
    assert_eq!(query["error"], "access_denied");
    assert_eq!(query["state"], "st-42");
    assert_eq!(query["iss"], issuer.url);
    assert!(!query.contains_key("code"));
}

#[tokio::test]
async fn approving_without_a_subject_shows_the_page_again() {
    let issuer = Issuer::start().await;
    let (_, challenge) = pkce();
    let handle = issuer.consent(ASK_READ, &challenge).await;
    let page = issuer.post("/oauth/authorize", &[("request", &handle), ("decision", "approve")]).await;
    assert_eq!(page.status, 400);
    assert_eq!(handle_in(&page.text), handle);
    let back =
        issuer.post("/oauth/authorize", &[("request", &handle), ("subject", "b_1"), ("decision", "approve")]).await;
    assert!(back.location().contains_key("code"));
}

#[tokio::test]
async fn the_consent_page_escapes_what_it_shows() {
    let sneaky = "https://agent.example/c?a=<script>alert(1)</script>&b=\"x\"";
    let key = SigningKey::generate_es256("sneaky");
    let issuer = Issuer::start_with(|i| drop(i.clients.insert(sneaky.to_owned(), keys_of(&key)))).await;
    let (_, challenge) = pkce();
    let page = issuer
        .get(&format!("/oauth/authorize?{}", issuer.authorize_query(sneaky, REDIRECT, ASK_READ, &challenge)))
        .await;
    assert_eq!(page.status, 200);
    assert!(!page.text.contains("<script>") && page.text.contains("&lt;script&gt;"), "{}", page.text);
}

#[tokio::test]
async fn incremental_authorization_grants_the_union_of_scopes() {
    let issuer = Issuer::start().await;
    let (code, verifier) = issuer.approve(SEARCH_READ, "b_1").await;
    let first = issuer.exchange(&code, &verifier).await.json();
    assert_eq!(first["scope"], SEARCH_READ);
    // Only the missing scope is asked for; the token covers both.
    let (code, verifier) = issuer.approve(ASK_READ, "b_1").await;
    let second = issuer.exchange(&code, &verifier).await.json();
    let scopes: Vec<&str> = second["scope"].as_str().unwrap().split(' ').collect();
    assert_eq!(scopes.len(), 2);
    assert!(scopes.contains(&ASK_READ) && scopes.contains(&SEARCH_READ));
    let token = issuer.validate(second["access_token"].as_str().unwrap()).await;
    assert!(token.has_scope(ASK_READ) && token.has_scope(SEARCH_READ));
    // Per user: another user of the same client starts from nothing.
    let (code, verifier) = issuer.approve(ASK_READ, "b_2").await;
    assert_eq!(issuer.exchange(&code, &verifier).await.json()["scope"], ASK_READ);
}

#[tokio::test]
async fn refresh_tokens_rotate_and_a_rotated_one_is_refused() {
    let issuer = Issuer::start().await;
    let (code, verifier) = issuer.approve(&format!("{ASK_READ} {SEARCH_READ}"), "b_1").await;
    let first = issuer.exchange(&code, &verifier).await.json();
    let old = first["refresh_token"].as_str().unwrap().to_owned();

    let reply = issuer.refresh(&old, &[]).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    assert_eq!(reply.header("cache-control"), Some("no-store"));
    let second = reply.json();
    let new = second["refresh_token"].as_str().unwrap().to_owned();
    assert_ne!(new, old);
    let token = issuer.validate(second["access_token"].as_str().unwrap()).await;
    assert_eq!(token.subject, "b_1");
    assert!(token.has_scope(ASK_READ) && token.has_scope(SEARCH_READ));

    issuer.refresh(&old, &[]).await.assert_error(400, "invalid_grant");

    // A narrower scope is fine; a wider one is not; the grant keeps its scope.
    let narrow = issuer.refresh(&new, &[("scope", ASK_READ)]).await.json();
    assert_eq!(narrow["scope"], ASK_READ);
    let newer = narrow["refresh_token"].as_str().unwrap().to_owned();
    issuer.refresh(&newer, &[("scope", "dev.ucp.shopping.order:read")]).await.assert_error(400, "invalid_scope");
    let wide = issuer.refresh(&newer, &[]).await.json();
    assert!(wide["scope"].as_str().unwrap().contains(SEARCH_READ), "{wide}");
    let newest = wide["refresh_token"].as_str().unwrap();
    issuer.refresh(newest, &[("resource", "https://elsewhere.example")]).await.assert_error(400, "invalid_target");
    issuer.refresh("not-a-refresh-token", &[]).await.assert_error(400, "invalid_grant");
}

#[tokio::test]
async fn revoking_a_refresh_token_ends_it() {
    let issuer = Issuer::start().await;
    let (code, verifier) = issuer.approve(ASK_READ, "b_1").await;
    let refresh_token = issuer.exchange(&code, &verifier).await.json()["refresh_token"].as_str().unwrap().to_owned();

    let reply =
        issuer.as_client("/oauth/revoke", &[("token", &refresh_token), ("token_type_hint", "refresh_token")]).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    issuer.refresh(&refresh_token, &[]).await.assert_error(400, "invalid_grant");
    // Unknown tokens, and tokens already revoked: still 200.
    assert_eq!(issuer.as_client("/oauth/revoke", &[("token", "never-issued")]).await.status, 200);
    assert_eq!(issuer.as_client("/oauth/revoke", &[("token", &refresh_token)]).await.status, 200);
    // Revocation is client-authenticated.
    let unauthenticated = issuer.post("/oauth/revoke", &[("token", &refresh_token)]).await;
    unauthenticated.assert_error(401, "invalid_client");
    issuer.as_client("/oauth/revoke", &[]).await.assert_error(400, "invalid_request");
}

#[tokio::test]
async fn the_token_endpoint_wants_a_form_and_a_known_grant_type() {
    let issuer = Issuer::start().await;
    issuer
        .as_client("/oauth/token", &[("grant_type", "client_credentials")])
        .await
        .assert_error(400, "unsupported_grant_type");
    issuer
        .as_client("/oauth/token", &[("grant_type", "password"), ("grant_type", "x")])
        .await
        .assert_error(400, "invalid_request");
    let json =
        issuer.http.post(issuer.token_endpoint()).json(&json!({"grant_type": "refresh_token"})).send().await.unwrap();
    Issuer::reply(json).await.assert_error(400, "invalid_request");
}

/// A token obtained through the flow answers a signed-in question at Concierge's resource
/// server, which finds the issuer's keys through its metadata.
#[tokio::test]
async fn a_token_from_the_flow_answers_a_signed_in_question() {
    let issuer = Issuer::start().await;
    let (code, verifier) = issuer.approve(ASK_READ, "b_1").await;
    let body = issuer.exchange(&code, &verifier).await.json();
    let bearer = format!("Bearer {}", body["access_token"].as_str().unwrap());

    let mut c = config();
    c.auth.issuer = issuer.url.clone();
    c.auth.allow_insecure_loopback = true;
    c.validate().unwrap();
    let r = router_with(c);
    let question = json!({"query": "Where is my order?"});
    let res = rest_with(&r, ASK_AGENT, "/ask", question, &[("authorization", &bearer)]).await;
    assert_eq!(res.status, 200, "{}", res.text);
    let answer = res.json()["answer"]["plain"].as_str().unwrap().to_owned();
    assert!(answer.contains("#1001"), "{answer}");
}
