//! The commands for people acting as an agent, over `concierge-client`: `agent-profile`,
//! `discover`, `ask`, `locations search|lookup`, `login` and `logout`. Output is for a person
//! in a terminal (answers with their links, disclosures first and marked, locations as a
//! table), or JSON with `--json`; every error says what went wrong and what to do next.

use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use concierge_client::{Agent, AskQuestion, Business, Client, ClientError, ClientOptions, State, Transport};
use serde_json::{Value, json};

use crate::ui::Ui;

/// Who the agent is and where it keeps its memory.
#[derive(clap::Args, Debug, Clone)]
pub(crate) struct AgentArgs {
    /// The agent's directory (written by `concierge agent-profile`).
    #[arg(long, env = "CONCIERGE_AGENT", global = true)]
    agent: Option<PathBuf>,
    /// Where conversations and tokens are kept (owner-only JSON).
    #[arg(long, env = "CONCIERGE_STATE", global = true)]
    state: Option<PathBuf>,
    /// The user the call is for: conversations and tokens are per business and per user.
    #[arg(long, default_value = "default", global = true)]
    user: String,
    /// Prefer this transport (`mcp` or `rest`); the other is the fallback.
    #[arg(long, value_parser = ["mcp", "rest"], global = true)]
    transport: Option<String>,
    /// No longer needed: plain http to a business on this machine (localhost, 127.0.0.1,
    /// [::1]) is always allowed, and a bare loopback domain means http.
    #[arg(long, global = true, hide = true)]
    insecure_loopback: bool,
    /// Send a Poppy-Session header (the Personal Agent Protocol's `ucp` extension).
    #[arg(long, global = true)]
    poppy_session: bool,
    /// Print JSON for scripts instead of text.
    #[arg(long, global = true)]
    json: bool,
    /// Per-request timeout in seconds.
    #[arg(long, default_value_t = 20, global = true)]
    timeout_secs: u64,
}

#[derive(clap::Subcommand, Debug)]
pub(crate) enum LocationsCommand {
    /// Search a business's locations.
    Search(Box<SearchArgs>),
    /// Look locations up by identifier.
    Lookup {
        /// The business's domain (or URL).
        domain: String,
        /// Location identifiers.
        #[arg(required = true)]
        ids: Vec<String>,
    },
}

#[derive(clap::Args, Debug)]
pub(crate) struct SearchArgs {
    /// The business's domain (or URL).
    domain: String,
    /// Centre of a distance search: LAT,LON.
    #[arg(long, value_name = "LAT,LON")]
    near: Option<String>,
    /// Radius of the distance search: 800m, 5km or 3mi.
    #[arg(long, requires = "near", default_value = "10km")]
    within: String,
    /// Only locations open at this RFC 3339 instant (`2026-12-05T23:30:00-08:00`).
    #[arg(long, value_name = "RFC3339")]
    open_at: Option<String>,
    /// A required amenity key (repeat for more), e.g. dev.ucp.amenity.wi_fi.
    #[arg(long = "amenity")]
    amenities: Vec<String>,
    /// An item that must be available (repeat for more).
    #[arg(long = "item")]
    items: Vec<String>,
    /// Free text (a city, a neighbourhood, a name).
    #[arg(long)]
    query: Option<String>,
    /// Only locations whose service area covers this postal code (with --serves-country).
    #[arg(long, value_name = "CODE", requires = "serves_country", conflicts_with = "serves_point")]
    serves_postal_code: Option<String>,
    /// Only locations whose service area covers this country (ISO 3166-1 alpha-2), or, with
    /// --serves-postal-code or --serves-region, the place within it.
    #[arg(long, value_name = "CC", conflicts_with = "serves_point")]
    serves_country: Option<String>,
    /// Only locations whose service area covers this region (with --serves-country).
    #[arg(long, value_name = "REGION", requires = "serves_country", conflicts_with = "serves_point")]
    serves_region: Option<String>,
    /// Only locations whose service area covers this point: LAT,LON.
    #[arg(long, value_name = "LAT,LON")]
    serves_point: Option<String>,
    /// Results per page.
    #[arg(long)]
    limit: Option<u32>,
    /// Stop after this many pages (every page is fetched up to it).
    #[arg(long, default_value_t = 20)]
    max_pages: usize,
}

pub(crate) fn agent_profile(out: PathBuf, base_url: String, versions: Vec<String>, alg: String) -> Result<()> {
    let kid = format!("agent-{}", &uuid::Uuid::new_v4().simple().to_string()[..12]);
    let key = match alg.as_str() {
        "ES256" => concierge_auth::SigningKey::generate_es256(kid),
        "EdDSA" => concierge_auth::SigningKey::generate_ed25519(kid),
        other => bail!("--alg {other}: use ES256 or EdDSA"),
    };
    let versions: Vec<&str> = if versions.is_empty() {
        vec![concierge_client::agent::RELEASE_VERSION, concierge_client::agent::DRAFT_VERSION]
    } else {
        versions.iter().map(String::as_str).collect()
    };
    let manifest = concierge_client::write_agent_files(&out, &base_url, &versions, &key).map_err(explain)?;
    println!("wrote the agent's files to {} (key {}):", out.display(), key.kid());
    for (version, file) in &manifest.profiles {
        println!("  UCP {version}: {}/{file}", manifest.base_url);
    }
    println!("  client metadata (OAuth client id): {}", manifest.client_id);
    println!(
        "Publish {} at {} (every file but agent-key.jwk), then use --agent {}.",
        out.display(),
        manifest.base_url,
        out.display()
    );
    Ok(())
}

fn explain(e: ClientError) -> anyhow::Error {
    let code = e.ucp_code().map(|c| format!(" [{c}]")).unwrap_or_default();
    anyhow::anyhow!("{e}{code}\n  next: {}", e.next_step())
}

/// [`explain`], knowing the business: a business on this machine that refuses the profiles this
/// command served it on loopback was configured to (`profile_fetch.allow_insecure_loopback`
/// off, or a public base URL set), and the fix is in its configuration.
fn explain_for(e: ClientError, business: &Business) -> anyhow::Error {
    let refused_profile = matches!(e.ucp_code(), Some("invalid_profile_url" | "profile_unreachable"));
    if refused_profile && concierge_client::is_loopback(&business.origin) {
        let code = e.ucp_code().map(|c| format!(" [{c}]")).unwrap_or_default();
        return anyhow::anyhow!(
            "{e}{code}\n  next: this business on this machine does not fetch agent profiles served on loopback. \
             Start it on its defaults (`concierge serve`: bound to loopback, no server.public_base_url), or set \
             profile_fetch.allow_insecure_loopback = true in its configuration (development only), or pin this \
             agent's profiles with [profile_fetch.pinned] (docs/building-an-agent.md)."
        );
    }
    explain(e)
}

fn default_dir() -> PathBuf {
    std::env::var_os("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))
        .unwrap_or_else(|| PathBuf::from("."))
        .join("concierge")
}

impl AgentArgs {
    /// The client for talking to `domain`. For a business on this machine it needs no agent
    /// directory (a throwaway agent stands in) and serves the agent's profiles on loopback
    /// itself, since a local business fetches them there and nowhere else is reachable.
    async fn client_for(&self, domain: &str) -> Result<Client> {
        let local = concierge_client::is_loopback(&concierge_client::origin_of(domain, true).map_err(explain)?);
        let dir = self.agent.clone().unwrap_or_else(|| default_dir().join("agent"));
        let mut agent = if dir.join("agent.json").exists() {
            Agent::load(&dir).map_err(explain)?
        } else if local && self.agent.is_none() {
            eprintln!(
                "(no agent directory at {}: using a throwaway agent for this business on this machine; \
                 `concierge agent-profile` makes one of your own)",
                dir.display()
            );
            Agent::throwaway()
        } else {
            bail!(
                "no agent at {}: every UCP request names the agent's platform profile, which the business fetches.\n  next: run `concierge agent-profile --out {} --base-url https://YOUR-HOST/agent`, publish the directory at that URL, and pass --agent {} (a business on this machine needs none of this: it fetches the profiles this command serves on loopback)",
                dir.display(),
                dir.display(),
                dir.display()
            );
        };
        agent.poppy_sessions = self.poppy_session;
        let state_path = self.state.clone().unwrap_or_else(|| default_dir().join("state.json"));
        let state = State::file(state_path).map_err(explain)?;
        let transports = match self.transport.as_deref() {
            Some("rest") => vec![Transport::Rest, Transport::Mcp],
            _ => vec![Transport::Mcp, Transport::Rest],
        };
        // One rule for every command: plain http is for a business on this machine only.
        let options = ClientOptions {
            timeout: Duration::from_secs(self.timeout_secs),
            allow_insecure_loopback: true,
            transports,
            user: self.user.clone(),
        };
        let mut client = Client::new(agent, options, state).map_err(explain)?;
        if local && !client.agent().profiles_on_loopback() {
            client.serve_profiles_on_loopback().await.map_err(explain)?;
        }
        Ok(client)
    }
}

async fn discover(client: &Client, ui: Ui, domain: &str) -> Result<Business> {
    ui.wait(&format!("discovering {domain}"), client.discover(domain)).await.map_err(explain)
}

pub(crate) fn discover_command(args: &AgentArgs, domain: &str) -> Result<()> {
    let ui = Ui::detect();
    crate::runtime()?.block_on(async {
        let client = args.client_for(domain).await?;
        let business = discover(&client, ui, domain).await?;
        let mut capabilities = Vec::new();
        for capability in ["dev.ucp.common.ask", "dev.ucp.common.location.search", "dev.ucp.common.location.lookup"] {
            let entry = match client.negotiate(&business, capability).await {
                Ok(n) => json!({"capability": capability, "version": n.version, "transport": n.transport.name(),
                                "endpoint": n.endpoint.as_str(), "agent_profile": n.agent_profile}),
                Err(e) => json!({"capability": capability, "unavailable": e.to_string()}),
            };
            capabilities.push(entry);
        }
        if args.json {
            let out = json!({
                "origin": business.origin.as_str(), "name": business.name(), "poppy": business.poppy,
                "ucp_extension": business.lists_ucp_extension(),
                "versions": business.versions.iter().map(|(v, u)| json!({"version": v, "profile": u.as_str()})).collect::<Vec<_>>(),
                "issuer": business.issuer.as_ref().map(|i| json!({"issuer": i.issuer, "resource": i.resource})),
                "negotiated": capabilities, "notes": business.notes,
            });
            println!("{}", serde_json::to_string_pretty(&out)?);
            return Ok(());
        }
        println!("{} ({})", ui.bold(business.name().unwrap_or("a UCP business")), business.origin);
        let ext = if business.lists_ucp_extension() { "lists the ucp extension" } else { "does not list the ucp extension" };
        println!("  poppy.json: {}", if business.poppy.is_some() { ext } else { "none" });
        for (version, url) in &business.versions {
            println!("  UCP {version}: {url}");
        }
        match &business.issuer {
            Some(i) => println!("  sign-in: {} (resource {})", i.issuer, i.resource),
            None => println!("  sign-in: none (signed-out UCP only)"),
        }
        println!("{}", ui.bold("With this agent:"));
        for c in &capabilities {
            let name = c["capability"].as_str().unwrap_or_default();
            match c.get("unavailable").and_then(Value::as_str) {
                Some(why) => println!("  {name}: {}", ui.dim(&format!("unavailable ({why})"))),
                None => println!(
                    "  {name}: UCP {} over {} at {}",
                    c["version"].as_str().unwrap_or_default(),
                    c["transport"].as_str().unwrap_or_default(),
                    c["endpoint"].as_str().unwrap_or_default()
                ),
            }
        }
        for note in &business.notes {
            println!("  {}", ui.dim(&format!("note: {note}")));
        }
        Ok(())
    })
}

pub(crate) struct AskOptions {
    pub(crate) domain: String,
    pub(crate) question: String,
    pub(crate) ids: Vec<String>,
    pub(crate) country: Option<String>,
    pub(crate) language: Option<String>,
    pub(crate) continue_conversation: bool,
}

pub(crate) fn ask_command(args: &AgentArgs, ask: AskOptions) -> Result<()> {
    let ui = Ui::detect();
    crate::runtime()?.block_on(async {
        let client = args.client_for(&ask.domain).await?;
        let business = discover(&client, ui, &ask.domain).await?;
        let mut context = serde_json::Map::new();
        if let Some(c) = &ask.country {
            context.insert("address_country".into(), json!(c));
        }
        if let Some(l) = &ask.language {
            context.insert("language".into(), json!(l));
        }
        let question = AskQuestion {
            query: ask.question.clone(),
            ids: ask.ids.clone(),
            context: (!context.is_empty()).then_some(Value::Object(context)),
            continue_conversation: ask.continue_conversation,
        };
        let answer =
            ui.wait("asking", client.ask(&business, &question)).await.map_err(|e| explain_for(e, &business))?;
        if args.json {
            println!("{}", serde_json::to_string_pretty(&answer.raw)?);
            return Ok(());
        }
        for d in answer.disclosures() {
            println!("{} {}", ui.warn(&format!("! {}:", d.code)), ui.warn(&d.content));
        }
        println!("{}", answer.plain_without_disclosures());
        for link in &answer.links {
            let title = link.title.as_deref().unwrap_or(&link.kind);
            let id = link.id.as_deref().map(|i| format!("  {}", ui.dim(i))).unwrap_or_default();
            println!("  → {title}: {}{id}", link.url);
        }
        for m in answer.other_messages() {
            println!("  {} {}", ui.dim(&format!("[{} {}]", m.kind, m.code)), m.content);
        }
        if answer.insufficient_scope() {
            println!(
                "  {}",
                ui.dim(&format!("(sign in for more: concierge login {} --scope dev.ucp.common.ask:read)", ask.domain))
            );
        }
        if answer.conversation.is_some() {
            println!("  {}", ui.dim(&format!("(follow up with: concierge ask {} --continue \"…\")", ask.domain)));
        }
        Ok(())
    })
}

fn parse_distance(text: &str) -> Result<f64> {
    let t = text.trim().to_ascii_lowercase();
    let (number, factor) = if let Some(n) = t.strip_suffix("km") {
        (n, 1000.0)
    } else if let Some(n) = t.strip_suffix("mi") {
        (n, 1609.344)
    } else if let Some(n) = t.strip_suffix('m') {
        (n, 1.0)
    } else {
        (t.as_str(), 1.0)
    };
    let value: f64 = number.trim().parse().with_context(|| format!("--within {text}: say 800m, 5km or 3mi"))?;
    if !(value.is_finite() && value >= 0.0) {
        bail!("--within {text}: the distance must be a non-negative number");
    }
    Ok(value * factor)
}

fn parse_point(text: &str) -> Result<(f64, f64)> {
    let (lat, lon) = text.split_once(',').with_context(|| format!("--near {text}: say LAT,LON, e.g. 37.79,-122.41"))?;
    let lat: f64 = lat.trim().parse().with_context(|| format!("--near {text}: the latitude is not a number"))?;
    let lon: f64 = lon.trim().parse().with_context(|| format!("--near {text}: the longitude is not a number"))?;
    if !(-90.0..=90.0).contains(&lat) || !(-180.0..=180.0).contains(&lon) {
        bail!("--near {text}: latitude must be within ±90 and longitude within ±180");
    }
    Ok((lat, lon))
}

pub(crate) fn locations_command(args: &AgentArgs, command: LocationsCommand) -> Result<()> {
    let ui = Ui::detect();
    crate::runtime()?.block_on(async {
        let domain = match &command {
            LocationsCommand::Lookup { domain, .. } => domain.clone(),
            LocationsCommand::Search(s) => s.domain.clone(),
        };
        let client = args.client_for(&domain).await?;
        let (page, near, instant) = match command {
            LocationsCommand::Lookup { domain, ids } => {
                let business = discover(&client, ui, &domain).await?;
                let page = ui
                    .wait("looking up", client.lookup_locations(&business, &ids))
                    .await
                    .map_err(|e| explain_for(e, &business))?;
                (page, None, None)
            }
            LocationsCommand::Search(s) => {
                let mut request = json!({});
                let near = s.near.as_deref().map(parse_point).transpose()?;
                if let Some((lat, lon)) = near {
                    request["distance"] =
                        json!({"center": {"latitude": lat, "longitude": lon}, "max": parse_distance(&s.within)?});
                }
                let instant = match &s.open_at {
                    Some(t) => {
                        let parsed: jiff::Timestamp = t
                            .parse()
                            .with_context(|| format!("--open-at {t}: give an RFC 3339 instant with its offset"))?;
                        request["filters"]["hours"] = json!({"open_at": t});
                        Some(parsed)
                    }
                    None => None,
                };
                if !s.amenities.is_empty() {
                    request["filters"]["amenities"] = json!(s.amenities);
                }
                if !s.items.is_empty() {
                    request["filters"]["items"] = json!(s.items);
                }
                if let Some(q) = &s.query {
                    request["query"] = json!(q);
                }
                if let Some(point) = &s.serves_point {
                    let (lat, lon) = parse_point(point)
                        .map_err(|e| anyhow::anyhow!("{}", e.to_string().replacen("--near", "--serves-point", 1)))?;
                    request["serves"] = json!({"point": {"latitude": lat, "longitude": lon}});
                } else if let Some(country) = &s.serves_country {
                    let mut address = json!({"address_country": country.to_ascii_uppercase()});
                    if let Some(code) = &s.serves_postal_code {
                        address["postal_code"] = json!(code);
                    }
                    if let Some(region) = &s.serves_region {
                        address["address_region"] = json!(region);
                    }
                    request["serves"] = json!({"address": address});
                }
                if let Some(limit) = s.limit {
                    request["pagination"] = json!({"limit": limit});
                }
                let business = discover(&client, ui, &s.domain).await?;
                let page = ui
                    .wait("searching", client.search_all_locations(&business, &request, s.max_pages))
                    .await
                    .map_err(|e| explain_for(e, &business))?;
                (page, near, instant)
            }
        };
        if args.json {
            let out = json!({"locations": page.locations, "messages": page.messages,
                             "next_cursor": page.next_cursor, "total_count": page.total_count});
            println!("{}", serde_json::to_string_pretty(&out)?);
            return Ok(());
        }
        print_locations(ui, &page, near, instant.unwrap_or_else(jiff::Timestamp::now), instant.is_some());
        Ok(())
    })
}

fn print_locations(
    ui: Ui,
    page: &concierge_client::LocationPage,
    near: Option<(f64, f64)>,
    instant: jiff::Timestamp,
    asked: bool,
) {
    if page.locations.is_empty() {
        println!("No locations.");
    }
    let wgs84 = concierge_core::location::geodesy::Wgs84::default();
    let mut rows = vec![vec![
        "id".to_owned(),
        "name".to_owned(),
        "where".to_owned(),
        if near.is_some() { "distance".to_owned() } else { String::new() },
        if asked { "at the asked time".to_owned() } else { "now".to_owned() },
    ]];
    for l in &page.locations {
        let text = |p: &str| l.pointer(p).and_then(Value::as_str).unwrap_or_default().to_owned();
        let place =
            [text("/address/address_locality"), text("/address/address_region"), text("/address/address_country")]
                .into_iter()
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
                .join(", ");
        let distance = match (
            near,
            l.pointer("/geo/latitude").and_then(Value::as_f64),
            l.pointer("/geo/longitude").and_then(Value::as_f64),
        ) {
            (Some((lat, lon)), Some(la), Some(lo)) => {
                use concierge_core::location::model::Geo;
                let m = wgs84.distance_m(Geo { latitude: lat, longitude: lon }, Geo { latitude: la, longitude: lo });
                if m < 1000.0 { format!("{m:.0} m") } else { format!("{:.1} km", m / 1000.0) }
            }
            _ => String::new(),
        };
        let state = match concierge_client::hours::evaluate(l, instant) {
            Ok(concierge_client::hours::Verdict::Open) => "open",
            Ok(concierge_client::hours::Verdict::Closed) => "closed",
            Ok(concierge_client::hours::Verdict::Unknown) | Err(_) => "?",
        };
        rows.push(vec![text("/id"), text("/name"), place, distance, state.to_owned()]);
    }
    let widths: Vec<usize> = (0..5).map(|c| rows.iter().map(|r| r[c].chars().count()).max().unwrap_or(0)).collect();
    for (i, row) in rows.iter().enumerate() {
        let line: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(c, cell)| {
                let padded = format!("{cell:<width$}", width = widths[c]);
                match (i, cell.as_str()) {
                    (0, _) => ui.bold(&padded),
                    (_, "open") => ui.good(&padded),
                    (_, "closed") => ui.bad(&padded),
                    _ => padded,
                }
            })
            .collect();
        println!("{}", line.join("  ").trim_end());
    }
    for m in &page.messages {
        let code = m.get("code").and_then(Value::as_str).unwrap_or_default();
        let content = m.get("content").and_then(Value::as_str).unwrap_or_default();
        println!("  {} {content}", ui.dim(&format!("[{code}]")));
    }
    if let Some(total) = page.total_count {
        println!("{}", ui.dim(&format!("{} of {total} shown", page.locations.len())));
    }
    if page.next_cursor.is_some() {
        println!("{}", ui.dim("(more pages: raise --max-pages)"));
    }
}

pub(crate) fn login_command(args: &AgentArgs, domain: &str, scopes: Vec<String>, wait_secs: u64) -> Result<()> {
    let ui = Ui::detect();
    crate::runtime()?.block_on(async {
        let client = args.client_for(domain).await?;
        let business = discover(&client, ui, domain).await?;
        // By default, what the business's identity linking gates (its profile's config.scopes).
        let scopes = if scopes.is_empty() {
            concierge_client::negotiate::identity_linking_scopes(&business.profile)
        } else {
            scopes
        };
        if scopes.is_empty() {
            bail!(
                "{domain} gates no scope in its identity linking config.scopes, so there is nothing to ask for by default.\n  next: name the access you want with --scope (see `concierge discover {domain}`)"
            );
        }
        let pending = client.start_sign_in(&business, &scopes).await.map_err(explain)?;
        eprintln!("To sign in, open this address in a browser:");
        eprintln!("{}", pending.authorization_url);
        // $BROWSER, as other tools honour it; the URL is data for the browser, nothing else.
        if let Some(browser) = std::env::var_os("BROWSER").filter(|b| !b.is_empty())
            && let Err(e) = std::process::Command::new(&browser).arg(pending.authorization_url.as_str()).spawn()
        {
            eprintln!("(could not start $BROWSER {}: {e})", browser.to_string_lossy());
        }
        let signed_in = ui
            .wait("waiting for the browser", client.finish_sign_in(&business, pending, Duration::from_secs(wait_secs)))
            .await
            .map_err(explain)?;
        if args.json {
            println!("{}", json!({"signed_in": true, "scopes": signed_in.token.scopes, "dropped": signed_in.dropped}));
        } else {
            println!("signed in to {} as user {} with {}", business.domain(), client.options().user, signed_in.token.scopes.join(" "));
            if !signed_in.dropped.is_empty() {
                println!("{}", ui.warn(&format!("the issuer did not keep {}", signed_in.dropped.join(" "))));
            }
        }
        Ok(())
    })
}

pub(crate) fn logout_command(args: &AgentArgs, domain: &str) -> Result<()> {
    let ui = Ui::detect();
    crate::runtime()?.block_on(async {
        let client = args.client_for(domain).await?;
        let business = discover(&client, ui, domain).await?;
        let revoked = client.sign_out(&business).await.map_err(explain)?;
        println!("signed out of {}{}", business.domain(), if revoked { " (the issuer revoked the grant)" } else { "" });
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances_and_points_parse_or_say_what_is_wrong() {
        assert_eq!(parse_distance("5km").unwrap(), 5000.0);
        assert_eq!(parse_distance("800m").unwrap(), 800.0);
        assert!((parse_distance("3mi").unwrap() - 4828.032).abs() < 1e-6);
        assert!(parse_distance("far").unwrap_err().to_string().contains("800m, 5km or 3mi"));
        assert!(parse_distance("-1km").is_err());
        assert_eq!(parse_point("37.79,-122.41").unwrap(), (37.79, -122.41));
        assert!(parse_point("95,0").unwrap_err().to_string().contains("±90"));
        assert!(parse_point("1").is_err());
    }
}
