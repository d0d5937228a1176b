//! The `concierge` command: serve a business to UCP agents, or check a store or configuration.
//!
//! `main` only parses arguments, loads configuration and the store, and hands a bound listener
//! to `concierge_http::serve`; everything else lives in the library crates.

mod agent_commands;
mod check_command;
mod console_command;
mod import_command;
mod logging;
mod reload_command;
mod ui;

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::{Context, Result, bail};
use clap::{Parser, Subcommand};
use concierge_auth::SigningKey;
use concierge_core::clock::{Clock, FixedClock, SystemClock};
use concierge_service::config::Config;
use concierge_service::{Concierge, StoreSource};

/// mimalloc rather than the system allocator: a request allocates and frees a few hundred small
/// blocks, and with glibc's allocator those calls were about a third of the instructions a
/// request spent in user space (docs/performance.md has the measurement).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Answer AI shopping agents over the Universal Commerce Protocol.
#[derive(Parser)]
#[command(name = "concierge", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve a store to UCP agents over REST and MCP (the bundled demo store by default).
    Serve(ServeArgs),
    /// Conformance check of any UCP business: discovery, negotiation, MCP and REST, Location
    /// and Ask, judged against the spec text; exits non-zero when a finding fails.
    Check(check_command::CheckArgs),
    /// Write an agent's platform profiles (one per UCP version), client metadata and key, to
    /// publish where businesses can fetch them.
    AgentProfile {
        /// The directory to write (the key is never overwritten).
        #[arg(long)]
        out: PathBuf,
        /// The URL the directory will be published at (`https://agent.example/ucp`).
        #[arg(long)]
        base_url: String,
        /// A UCP version to write a profile for (repeat; default: 2026-08-25 and the draft).
        #[arg(long = "version")]
        versions: Vec<String>,
        /// `ES256` (UCP's required algorithm) or `EdDSA`.
        #[arg(long, default_value = "ES256")]
        alg: String,
    },
    /// Discover a UCP business: poppy.json, its UCP profiles, its sign-in, and what this agent
    /// negotiates with it.
    Discover {
        /// The business's domain (or URL).
        domain: String,
        #[command(flatten)]
        agent: agent_commands::AgentArgs,
    },
    /// Ask a business a question (Ask), as the agent.
    Ask {
        /// The business's domain (or URL).
        domain: String,
        /// The question.
        question: String,
        /// A resource the question is about (a GID; repeat for more).
        #[arg(long = "id")]
        ids: Vec<String>,
        /// The buyer's country (ISO 3166-1 alpha-2), as provisional context.
        #[arg(long)]
        country: Option<String>,
        /// The buyer's language (BCP 47), as provisional context.
        #[arg(long)]
        language: Option<String>,
        /// Continue the conversation this business last returned to this user.
        #[arg(long = "continue")]
        continue_conversation: bool,
        #[command(flatten)]
        agent: agent_commands::AgentArgs,
    },
    /// Search or look up a business's locations (Location), as the agent.
    Locations {
        #[command(subcommand)]
        command: agent_commands::LocationsCommand,
        #[command(flatten)]
        agent: agent_commands::AgentArgs,
    },
    /// Sign the user in at a business (Direct Sign-In: authorization code, PKCE, loopback
    /// redirect); only scopes not yet granted are asked for.
    Login {
        /// The business's domain (or URL).
        domain: String,
        /// A scope to request (repeat; default: the scopes the business's identity linking gates).
        #[arg(long = "scope")]
        scopes: Vec<String>,
        /// How long to wait for the browser, in seconds.
        #[arg(long, default_value_t = 300)]
        wait_secs: u64,
        #[command(flatten)]
        agent: agent_commands::AgentArgs,
    },
    /// Sign the user out of a business: revoke the grant and forget its tokens and conversation.
    Logout {
        /// The business's domain (or URL).
        domain: String,
        #[command(flatten)]
        agent: agent_commands::AgentArgs,
    },
    /// Validate a store directory and, when it is valid, tell the running server to reload it
    /// (SIGHUP): requests in flight finish on the old store, new ones see the new one. An
    /// invalid store is reported with every problem (exit 1) and nothing is signalled.
    Reload(reload_command::ReloadArgs),
    /// Turn an export (a Shopify product CSV, a Google Business Profile location sheet) into the
    /// store's files, report what went where and every row left out, then validate the store
    /// (docs/importing.md).
    Import(import_command::ImportArgs),
    /// Validate a store directory and report every problem, without serving it.
    CheckStore {
        /// The store directory.
        dir: PathBuf,
    },
    /// List the questions the business could not answer, most frequent first.
    Unanswered {
        /// Configuration file (for `storage.database_url`).
        #[arg(long, env = "CONCIERGE_CONFIG")]
        config: Option<PathBuf>,
        /// How many to list.
        #[arg(long, default_value_t = 50)]
        limit: i64,
    },
    /// Delete buyers' words now, and say what was deleted. With no option: everything past its
    /// retention (what the server's periodic purge deletes). Never creates the database.
    Purge {
        /// Configuration file (for `storage.database_url` and the retention settings).
        #[arg(long, env = "CONCIERGE_CONFIG")]
        config: Option<PathBuf>,
        /// Delete this conversation, its turns and the responses stored for retries that name
        /// it, expired or not: the `conversation.id` of the Ask responses the agent holds.
        #[arg(long, value_name = "ID", conflicts_with_all = ["unanswered_before", "all_unanswered"])]
        conversation: Option<String>,
        /// Delete the unanswered questions last asked before this date (`2026-11-01`, midnight
        /// UTC) or instant (RFC 3339).
        #[arg(long, value_name = "DATE", conflicts_with = "all_unanswered")]
        unanswered_before: Option<String>,
        /// Delete every unanswered question.
        #[arg(long)]
        all_unanswered: bool,
    },
    /// Copy the SQLite database, consistently, while the server runs, into a new owner-only
    /// file (docs/data.md has the restore). Never overwrites a file, never creates the database;
    /// a PostgreSQL database is backed up with pg_dump.
    Backup {
        /// Configuration file (for `storage.database_url`).
        #[arg(long, env = "CONCIERGE_CONFIG")]
        config: Option<PathBuf>,
        /// The file to write.
        #[arg(long)]
        out: PathBuf,
    },
    /// Run a question set against a store's Ask answers and print the quality report.
    ///
    /// With no arguments: the bundled development set against the demo store, at the instant
    /// the set is labelled for. Exits non-zero when a gate fails (disclosure recall below 1,
    /// a claim that an operation happened, a missed `not_found`, a schema-invalid response).
    Eval(EvalArgs),
    /// Fit Ask's text ranker on labelled development stores and write the model the engine
    /// loads (crates/ask/model/ranker.json). Deterministic; minutes on a laptop's CPU.
    /// See docs/ask-training.md.
    TrainRanker(TrainArgs),
    /// Write a new private signing key (JWK) for signatures.signing_key_file.
    Keygen {
        /// Where to write the key (created with owner-only permissions; never overwritten).
        #[arg(long)]
        out: PathBuf,
        /// The key id published in `keys[]` (default: a random one).
        #[arg(long)]
        kid: Option<String>,
        /// `ES256` (UCP's required algorithm) or `EdDSA`.
        #[arg(long, default_value = "ES256")]
        alg: String,
    },
    /// Development only: an OAuth 2 authorization server on loopback (authorization code with
    /// PKCE, `private_key_jwt` clients, rotating refresh tokens, revocation), so a server
    /// configured with `auth.issuer = "http://127.0.0.1:PORT"` accepts its tokens and `dev-token`s.
    /// It has no passwords: whoever answers its consent page is signed in.
    DevIssuer {
        /// The issuer's private key (from `concierge keygen`).
        #[arg(long)]
        key: PathBuf,
        /// Loopback address to listen on (port 0 picks a free port; the address is printed).
        #[arg(long, default_value = "127.0.0.1:9090")]
        listen: std::net::SocketAddr,
        /// Register a client for `private_key_jwt`: CLIENT_ID=PATH, where PATH is a JWKS or a
        /// single JWK (public or private; only the public part is used). Repeat for more.
        #[arg(long = "client", value_name = "CLIENT_ID=JWKS_PATH")]
        clients: Vec<String>,
        /// A resource tokens may be issued for, listed in `protected_resources` (repeat for
        /// more). Without any, any resource may be named, and one must be.
        #[arg(long = "resource", value_name = "URL")]
        resources: Vec<String>,
        /// A scope to offer besides the default configuration's `auth.scopes` (repeat for more).
        #[arg(long = "scope")]
        scopes: Vec<String>,
        /// Issue access tokens at this RFC 3339 instant instead of now (`iat`, and `exp` counted
        /// from it), to match a server started with the same `--now`.
        #[arg(long, value_name = "RFC3339")]
        now: Option<String>,
    },
    /// Development only: mint an access token signed with a local issuer key.
    DevToken {
        /// The issuer's private key (from `concierge keygen`).
        #[arg(long)]
        key: PathBuf,
        /// The issuer identifier (`http://127.0.0.1:9090` for `dev-issuer`'s default).
        #[arg(long, default_value = "http://127.0.0.1:9090")]
        issuer: String,
        /// The buyer (`sub`); in the demo store: b_1, b_2 or b_3.
        #[arg(long)]
        sub: String,
        /// A granted scope (repeat for more).
        #[arg(long = "scope")]
        scopes: Vec<String>,
        /// The resource the token is for (`aud`): the server's public base URL or an endpoint.
        #[arg(long, default_value = "http://localhost:8080")]
        aud: String,
        /// The client the grant was made to (`client_id`).
        #[arg(long, default_value = "dev-agent")]
        client: String,
        /// Lifetime in seconds.
        #[arg(long, default_value_t = 3600)]
        ttl: i64,
        /// Issue the token at this RFC 3339 instant instead of now (`iat`, and `exp` counted
        /// from it), to match a server started with the same `--now`.
        #[arg(long)]
        now: Option<String>,
    },
    /// End a Personal Agent Protocol Session: later requests in it get `session_ended`.
    EndSession {
        /// Configuration file (for `storage.database_url`).
        #[arg(long, env = "CONCIERGE_CONFIG")]
        config: Option<PathBuf>,
        /// The personal agent's client id (the Session's `iss`).
        #[arg(long)]
        agent: String,
        /// The Session id (`sid`).
        #[arg(long)]
        sid: String,
    },
    /// Apply the storage schema's pending migrations (`storage.database_url`), or with
    /// `--status` say where it stands. Run it before starting replicas of a new release when
    /// `storage.migrate = "off"`; refuses a database a newer release migrated.
    Migrate {
        /// Configuration file (for `[storage]`).
        #[arg(long, env = "CONCIERGE_CONFIG")]
        config: Option<PathBuf>,
        /// Only report the schema's version and this binary's; exit 1 if migrations are pending.
        #[arg(long)]
        status: bool,
    },
    /// Print the effective configuration (defaults, file, environment) as TOML.
    CheckConfig {
        /// Configuration file.
        #[arg(long, env = "CONCIERGE_CONFIG")]
        config: Option<PathBuf>,
    },
}

#[derive(clap::Args)]
struct ServeArgs {
    /// Configuration file (TOML); `CONCIERGE__SECTION__KEY` variables override it.
    #[arg(long, env = "CONCIERGE_CONFIG")]
    config: Option<PathBuf>,
    /// Store directory to serve instead of the bundled demo store. SIGHUP (or `concierge
    /// reload`) reads it again and swaps it in.
    #[arg(long, env = "CONCIERGE_STORE")]
    store: Option<PathBuf>,
    /// Write the server's process id to this file (removed at shutdown), for `concierge reload
    /// --pid-file`.
    #[arg(long)]
    pid_file: Option<PathBuf>,
    /// Address to listen on (overrides server.listen).
    #[arg(long)]
    listen: Option<String>,
    /// Public base URL (overrides server.public_base_url).
    #[arg(long)]
    public_base_url: Option<String>,
    /// Fix the clock at this RFC 3339 instant, for reproducible evaluation and tests. Never
    /// use it in production: opening hours and closures would be judged at the wrong time.
    #[arg(long, value_name = "RFC3339")]
    now: Option<String>,
    /// Make the database this store's, though another business's server used it first (its
    /// records then count as this business's). Only for a business that really replaced the
    /// other; a different store needs its own storage.database_url (docs/data.md).
    #[arg(long)]
    take_over_database: bool,
}

#[derive(clap::Args)]
struct EvalArgs {
    /// A directory of evaluation stores (each subdirectory with an eval.toml, its store and
    /// question sets; `eval/stores` in the repository): runs them all and prints figures per
    /// store and set, then overall.
    #[arg(long, conflicts_with_all = ["store", "set", "now"])]
    suite: Option<PathBuf>,
    /// Store directory to evaluate instead of the bundled demo store (needs --set).
    #[arg(long)]
    store: Option<PathBuf>,
    /// Question set (JSON lines; see docs/evaluation.md). Default: the bundled development set.
    #[arg(long)]
    set: Option<PathBuf>,
    /// Fix the clock at this RFC 3339 instant. Default: the development set's instant for the
    /// bundled set, the system clock for any other.
    #[arg(long, value_name = "RFC3339")]
    now: Option<String>,
    /// Configuration file (for the `[ask]` settings); storage is always in memory.
    #[arg(long, env = "CONCIERGE_CONFIG")]
    config: Option<PathBuf>,
    /// Also list every question with a problem, and its answer.
    #[arg(long, short)]
    verbose: bool,
    /// Print the report but exit 0 even when a gate fails.
    #[arg(long)]
    no_gate: bool,
    /// For each failed question, the stage that failed it and the top candidates with their
    /// scores; then a table of failures by stage with candidate recall@k.
    #[arg(long)]
    explain: bool,
    /// Who writes the answers: the engine alone, or the business's model over the engine's
    /// evidence (`[ask.model]` in --config), reported beside the engine's on the same
    /// questions, with every fallback and rejection counted. The gates apply to both.
    #[arg(long, value_enum, default_value_t = ComposerChoice::Engine)]
    composer: ComposerChoice,
}

/// `concierge eval --composer`.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ComposerChoice {
    /// The engine alone (a configured `[ask.model]` is switched off).
    Engine,
    /// The configured model, composing from the engine's evidence.
    Model,
}

#[derive(clap::Args)]
struct TrainArgs {
    /// A directory of development stores to train on (repeatable): `eval/stores`, `eval/train`.
    /// Never a directory of stores kept for judging.
    #[arg(long, required = true)]
    suite: Vec<PathBuf>,
    /// The sentence-transformers model the semantic weights are fitted with
    /// (scripts/fetch-model writes models/all-MiniLM-L6-v2).
    #[arg(long, value_name = "DIR")]
    embeddings: PathBuf,
    /// Where to write the model.
    #[arg(long, default_value = "crates/ask/model/ranker.json")]
    out: PathBuf,
}

/// What a loaded store holds, for `check-store` and `reload`: the locations it serves (internal
/// ones are loaded but never served, and are counted apart), products, policies, FAQ entries and
/// shipping rates (when it has any).
pub(crate) fn store_counts(business: &concierge_core::catalog::Business) -> String {
    use concierge_core::plural::count;
    let internal = business.locations.iter().filter(|l| l.internal).count();
    let served = count(business.locations.len() - internal, "location", "locations");
    let locations = if internal == 0 { served } else { format!("{served} served and {internal} internal") };
    let rates = match business.shipping_rates.len() {
        0 => String::new(),
        n => format!(", {}", count(n, "shipping rate", "shipping rates")),
    };
    format!(
        "{locations}, {}, {}, {}{rates}",
        count(business.products.len(), "product", "products"),
        count(business.policies.len(), "policy", "policies"),
        count(business.faq.len(), "FAQ entry", "FAQ entries"),
    )
}

fn main() -> std::process::ExitCode {
    match run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn run() -> Result<()> {
    let cli = Cli::parse();
    match cli.command {
        Command::Serve(args) => serve(args),
        Command::Check(args) => {
            if check_command::run(args)? {
                Ok(())
            } else {
                std::process::exit(1)
            }
        }
        Command::AgentProfile { out, base_url, versions, alg } => {
            agent_commands::agent_profile(out, base_url, versions, alg)
        }
        Command::Discover { domain, agent } => agent_commands::discover_command(&agent, &domain),
        Command::Ask { domain, question, ids, country, language, continue_conversation, agent } => {
            agent_commands::ask_command(
                &agent,
                agent_commands::AskOptions { domain, question, ids, country, language, continue_conversation },
            )
        }
        Command::Locations { command, agent } => agent_commands::locations_command(&agent, command),
        Command::Login { domain, scopes, wait_secs, agent } => {
            agent_commands::login_command(&agent, &domain, scopes, wait_secs)
        }
        Command::Logout { domain, agent } => agent_commands::logout_command(&agent, &domain),
        Command::Reload(args) => reload_command::run(args),
        Command::Import(args) => import_command::run(args),
        Command::CheckStore { dir } => {
            let business = concierge_store::load_dir(&dir).map_err(|e| anyhow::anyhow!("{e}"))?;
            println!("{}: ok ({})", dir.display(), store_counts(&business));
            Ok(())
        }
        Command::Unanswered { config, limit } => {
            let config = load_config(config.as_deref(), &[])?;
            let runtime = runtime()?;
            runtime.block_on(async {
                let db = open_database(&config).await?;
                let rows = db.unanswered(limit).await?;
                if rows.is_empty() {
                    println!("No unanswered questions recorded.");
                }
                for r in rows {
                    let when = jiff::Timestamp::from_second(r.last_seen).map(|t| t.to_string()).unwrap_or_default();
                    println!(
                        "{:>5}  [{}]  {}  (last asked {when})",
                        r.count,
                        if r.language.is_empty() { "?" } else { &r.language },
                        r.question
                    );
                }
                Ok::<(), anyhow::Error>(())
            })
        }
        Command::Eval(args) => eval(args),
        Command::TrainRanker(args) => train_ranker(args),
        Command::Keygen { out, kid, alg } => {
            let kid = kid.unwrap_or_else(concierge_service::auth::signatures::new_kid);
            let key = match alg.as_str() {
                "ES256" => SigningKey::generate_es256(kid),
                "EdDSA" => SigningKey::generate_ed25519(kid),
                other => bail!("--alg {other}: use ES256 or EdDSA"),
            };
            let text = serde_json::to_string_pretty(&key.to_private_jwk())?;
            write_private(&out, &text)?;
            println!("wrote {} (kid {}, {})", out.display(), key.kid(), key.algorithm().jws_name());
            Ok(())
        }
        Command::DevIssuer { key, listen, clients, resources, scopes, now } => {
            if !listen.ip().is_loopback() {
                bail!("--listen {listen}: the development issuer only listens on loopback");
            }
            let key = read_key(&key)?;
            let mut offered: Vec<String> = Config::default().auth.scopes.keys().cloned().collect();
            for scope in scopes {
                if scope.is_empty() || scope.contains(|c: char| c.is_ascii_whitespace()) {
                    bail!("--scope {scope:?}: a scope is one non-empty word");
                }
                if !offered.contains(&scope) {
                    offered.push(scope);
                }
            }
            if let Some(bad) = resources.iter().find(|r| !concierge_http::dev_issuer::is_resource_uri(r)) {
                bail!("--resource {bad}: a resource is an absolute URI without a fragment (RFC 8707)");
            }
            let mut registered = std::collections::BTreeMap::new();
            for client in clients {
                let Some((id, path)) = client.rsplit_once('=').filter(|(id, path)| !id.is_empty() && !path.is_empty())
                else {
                    bail!("--client {client}: use CLIENT_ID=JWKS_PATH");
                };
                let text = std::fs::read_to_string(path).with_context(|| format!("reading {path}"))?;
                let doc: serde_json::Value =
                    serde_json::from_str(&text).with_context(|| format!("{path} is not JSON"))?;
                let keys = concierge_http::dev_issuer::client_keys(&doc).map_err(|e| anyhow::anyhow!("{path}: {e}"))?;
                registered.insert(id.to_owned(), keys);
            }
            let token_clock: Arc<dyn Clock> = match now {
                Some(now) => Arc::new(FixedClock(
                    now.parse::<jiff::Timestamp>()
                        .with_context(|| format!("--now {now} is not an RFC 3339 instant"))?,
                )),
                None => Arc::new(SystemClock),
            };
            let runtime = runtime()?;
            runtime.block_on(async {
                let listener =
                    tokio::net::TcpListener::bind(listen).await.with_context(|| format!("binding {listen}"))?;
                let issuer = format!("http://{}", listener.local_addr().context("reading the bound address")?);
                eprintln!(
                    "development issuer {issuer} (kid {}, {} client(s)): metadata at {issuer}/.well-known/oauth-authorization-server",
                    key.kid(),
                    registered.len()
                );
                let mut dev_issuer = concierge_http::dev_issuer::DevIssuer::new(&issuer, key, offered);
                dev_issuer.resources = resources;
                dev_issuer.clients = registered;
                dev_issuer.token_clock = token_clock;
                let shutdown = shutdown_signal()?;
                axum_serve(listener, dev_issuer.router(), shutdown).await
            })
        }
        Command::DevToken { key, issuer, sub, scopes, aud, client, ttl, now } => {
            let key = read_key(&key)?;
            let now = match now {
                Some(now) => {
                    now.parse::<jiff::Timestamp>().with_context(|| format!("--now {now} is not an RFC 3339 instant"))?
                }
                None => jiff::Timestamp::now(),
            };
            let request = concierge_http::dev_issuer::TokenRequest {
                issuer: &issuer,
                subject: &sub,
                audience: &aud,
                scopes: &scopes,
                client_id: &client,
                now: now.as_second(),
                ttl_secs: ttl,
            };
            println!("{}", concierge_http::dev_issuer::mint(&key, &request));
            Ok(())
        }
        Command::Purge { config, conversation, unanswered_before, all_unanswered } => {
            let config = load_config(config.as_deref(), &[])?;
            let before = unanswered_before.as_deref().map(parse_date_or_instant).transpose()?;
            if conversation.as_deref().is_some_and(|id| id.trim().is_empty()) {
                bail!("--conversation needs the id of a conversation (conv_…, the conversation.id of an Ask response)");
            }
            let runtime = runtime()?;
            runtime.block_on(async {
                let db = open_database(&config).await?;
                let (purged, what) = if let Some(id) = &conversation {
                    (db.delete_conversation(id).await?, format!("conversation {id}"))
                } else if let Some(before) = before {
                    (
                        db.delete_unanswered(before.as_second()).await?,
                        format!("unanswered questions last asked before {before}"),
                    )
                } else if all_unanswered {
                    (db.delete_unanswered(i64::MAX).await?, "every unanswered question".to_owned())
                } else {
                    let now = jiff::Timestamp::now().as_second();
                    (
                        db.sweep(now, config.ask.unanswered_retention()).await?,
                        "everything past its retention".to_owned(),
                    )
                };
                if conversation.is_some() && purged.conversations == 0 {
                    println!(
                        "No conversation {} is stored (it expired and was purged, or never existed); deleted {purged}.",
                        conversation.as_deref().unwrap_or_default()
                    );
                } else {
                    println!("Purged {what}: deleted {purged}.");
                }
                Ok::<(), anyhow::Error>(())
            })
        }
        Command::Backup { config, out } => {
            let config = load_config(config.as_deref(), &[])?;
            let url = &config.storage.database_url;
            if concierge_service::database::sqlite_file(url).is_none() {
                if url.starts_with("sqlite:") {
                    bail!("{url} lives only inside the server's process: there is no file to back up");
                }
                bail!("{}", concierge_service::database::StorageError::BackupUnsupported);
            }
            let runtime = runtime()?;
            runtime.block_on(async {
                let db = open_database(&config).await?;
                db.backup(&out).await?;
                let size = std::fs::metadata(&out).map(|m| m.len()).unwrap_or(0);
                println!(
                    "Backed up {} to {} ({size} bytes). To restore it, see docs/data.md.",
                    concierge_service::database::describe(url),
                    out.display()
                );
                Ok::<(), anyhow::Error>(())
            })
        }
        Command::EndSession { config, agent, sid } => {
            let config = load_config(config.as_deref(), &[])?;
            let runtime = runtime()?;
            runtime.block_on(async {
                let db = open_database(&config).await?;
                db.end_session(&agent, &sid, jiff::Timestamp::now().as_second()).await?;
                println!("ended session {sid} of {agent}");
                Ok::<(), anyhow::Error>(())
            })
        }
        Command::Migrate { config, status } => {
            let config = load_config(config.as_deref(), &[])?;
            let url = concierge_service::database::redact_url(&config.storage.database_url);
            // Asking where the schema stands never creates the database it asks about.
            let db = if status {
                existing_database(&config)?
            } else {
                concierge_service::database::Database::from_settings(&config.storage)
                    .with_context(|| format!("opening {url}"))?
            };
            let runtime = runtime()?;
            runtime.block_on(async {
                let before = db.schema_status().await.map_err(|e| match e.storage() {
                    missing @ concierge_service::database::StorageError::Missing { .. } => {
                        database_error(&config, missing)
                    }
                    _ => anyhow::anyhow!("reading the schema of {url}: {e}"),
                })?;
                if status {
                    println!("{url}: schema version {}, this binary's {}", before.database, before.binary);
                    if before.database > before.binary {
                        bail!("the database was migrated by a newer release (version {})", before.database);
                    }
                    if before.behind() {
                        bail!("{} migration(s) pending: run `concierge migrate`", before.binary - before.database);
                    }
                    return Ok(());
                }
                let after = db.migrate().await.with_context(|| format!("migrating {url}"))?;
                if after.database == before.database {
                    println!("{url}: schema already at version {}", after.database);
                } else {
                    println!("{url}: schema migrated from version {} to {}", before.database, after.database);
                }
                Ok::<(), anyhow::Error>(())
            })
        }
        Command::CheckConfig { config } => {
            let config = load_config(config.as_deref(), &[])?;
            print!("{}", toml::to_string_pretty(&ConfigView(&config)).context("serializing the configuration")?);
            Ok(())
        }
    }
}

/// A single-threaded runtime for a command that makes a few requests and exits.
pub(crate) fn runtime() -> Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_current_thread().enable_all().build().context("starting the runtime")
}

/// The server's existing database, for commands that read it or act on its records: one that
/// does not exist is an error saying where it was looked for, never created.
async fn open_database(config: &Config) -> Result<concierge_service::database::Database> {
    let db = existing_database(config)?;
    db.ready().await.map_err(|e| database_error(config, e.storage()))?;
    Ok(db)
}

/// A handle on the server's existing database; nothing is opened (or created) yet.
fn existing_database(config: &Config) -> Result<concierge_service::database::Database> {
    concierge_service::database::Database::existing_from_settings(&config.storage)
        .map_err(|e| database_error(config, e.storage()))
}

/// What went wrong with the configured database; a missing one says how to name the right one.
fn database_error(config: &Config, e: &concierge_service::database::StorageError) -> anyhow::Error {
    let url = concierge_service::database::redact_url(&config.storage.database_url);
    match e {
        concierge_service::database::StorageError::Missing { .. } => anyhow::anyhow!(
            "{e}. Point this command at the server's database: --config FILE (or CONCIERGE_CONFIG=FILE) \
             with the server's configuration, or CONCIERGE__STORAGE__DATABASE_URL=URL"
        ),
        _ => anyhow::anyhow!("opening {url}: {e}"),
    }
}

/// `2026-11-01` (midnight UTC) or an RFC 3339 instant.
fn parse_date_or_instant(text: &str) -> Result<jiff::Timestamp> {
    if let Ok(instant) = text.parse::<jiff::Timestamp>() {
        return Ok(instant);
    }
    let date: jiff::civil::Date = text.parse().with_context(|| {
        format!("`{text}` is neither a date (2026-11-01) nor an RFC 3339 instant (2026-11-01T00:00:00Z)")
    })?;
    Ok(format!("{date}T00:00:00Z").parse()?)
}

fn read_key(path: &std::path::Path) -> Result<SigningKey> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let jwk: concierge_auth::Jwk =
        serde_json::from_str(&text).with_context(|| format!("{} is not a JWK", path.display()))?;
    SigningKey::from_jwk(&jwk).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))
}

/// Writes a secret file readable by its owner only, refusing to replace an existing one.
fn write_private(path: &std::path::Path, text: &str) -> Result<()> {
    concierge_service::auth::signatures::write_private(path, text)
        .with_context(|| format!("creating {}", path.display()))
}

async fn axum_serve(
    listener: tokio::net::TcpListener,
    router: axum::Router,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<()> {
    axum::serve(listener, router).with_graceful_shutdown(shutdown).await.context("serving")
}

fn load_config(path: Option<&std::path::Path>, overrides: &[(&str, toml::Value)]) -> Result<Config> {
    let text = match path {
        Some(p) => Some(std::fs::read_to_string(p).with_context(|| format!("reading {}", p.display()))?),
        None => None,
    };
    let name = path.map(|p| p.display().to_string()).unwrap_or_default();
    Config::load(text.as_deref().map(|t| (name.as_str(), t)), std::env::vars(), overrides).map_err(|errors| {
        let lines: Vec<String> = errors.iter().map(|e| format!("  {e}")).collect();
        anyhow::anyhow!("the configuration is invalid:\n{}", lines.join("\n"))
    })
}

/// How often the records past their retention are purged: expired conversations (with their
/// turns), idempotency keys and rate windows, and old unanswered questions.
const SWEEP_PERIOD: std::time::Duration = std::time::Duration::from_secs(300);

fn serve(args: ServeArgs) -> Result<()> {
    let mut overrides = Vec::new();
    if let Some(l) = &args.listen {
        overrides.push(("server.listen", toml::Value::String(l.clone())));
    }
    if let Some(u) = &args.public_base_url {
        overrides.push(("server.public_base_url", toml::Value::String(u.clone())));
    }
    let config = load_config(args.config.as_deref(), &overrides)?;
    let _log = logging::init(&config)?;

    // The same source, read the same way, on every reload.
    let source = StoreSource::new(args.store.clone());
    let business = source.load(&config.location).map_err(|e| anyhow::anyhow!("{e}"))?;

    let clock: Arc<dyn Clock> = match &args.now {
        None => Arc::new(SystemClock),
        Some(now) => {
            let instant: jiff::Timestamp =
                now.parse().with_context(|| format!("--now {now} is not an RFC 3339 instant"))?;
            tracing::warn!(now = %instant, "the clock is fixed (--now); opening hours are judged at that instant");
            Arc::new(FixedClock(instant))
        }
    };
    if config.location.cursor_secret.is_empty() {
        tracing::info!("location.cursor_secret is not set: pagination cursors use a per-process key");
    }
    if config.is_local() {
        tracing::info!(
            loopback_profiles = config.allows_loopback_profiles(),
            "local server: only this machine can reach it; it answers as localhost, 127.0.0.1 and [::1], and \
             fetches agent profiles served on loopback unless profile_fetch.allow_insecure_loopback = false \
             (set server.public_base_url to serve agents elsewhere)"
        );
    } else if !config.public_base_url().starts_with("https://") {
        tracing::warn!(public_base_url = %config.public_base_url(), "the public base URL is not https; UCP requires https in production");
    }
    if config.auth.allow_insecure_loopback {
        tracing::warn!("auth.allow_insecure_loopback is on: for local development and tests only");
    }
    if config.allows_loopback_profiles() && !config.is_local() {
        tracing::warn!("profile_fetch.allow_insecure_loopback is on: for local development and tests only");
    }

    // Bound before the application is built, so that with port 0 the advertised endpoints
    // (derived from server.listen when no public base URL is set) name the port really bound.
    let requested = config.server.listen;
    let std_listener = std::net::TcpListener::bind(requested).with_context(|| format!("binding {requested}"))?;
    std_listener.set_nonblocking(true).context("configuring the listener")?;
    let mut config = config;
    config.server.listen = std_listener.local_addr().context("reading the bound address")?;
    keep_signing_key_beside_the_database(&mut config)?;
    let app = Concierge::new(config, business, clock).map_err(|e| anyhow::anyhow!("{}", e.join("\n")))?;
    let console = console_command::Placement::choose(&app, source.clone())?;
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().context("starting the runtime")?;
    runtime.block_on(async move {
        // Signal handlers are installed before the server says it is ready, so a SIGTERM sent
        // right after that line still shuts it down gracefully.
        let shutdown = console_command::Shutdown::new(shutdown_signal()?);
        let reloads = reload_command::reload_on_hangup(app.clone(), source)?;
        let _pid_file = args.pid_file.as_deref().map(reload_command::PidFile::write).transpose()?;
        let storage_url = concierge_service::database::redact_url(&app.config().storage.database_url);
        app.database().ready().await.with_context(|| format!("opening the database at {storage_url}"))?;
        // One business per database: a store served from another's directory does not mix in.
        concierge_service::ownership::claim(&app, args.take_over_database).await.context("claiming the database")?;
        // Replicas sharing the database must share their keys; one that does not is refused.
        let membership = concierge_service::replicas::join(&app).await.context("joining the replicas")?;
        tokio::spawn(membership.clone().heartbeat(app.clone()));
        let clock = app.clone();
        let retention = app.config().ask.unanswered_retention();
        tokio::spawn(app.database().clone().sweep_every(SWEEP_PERIOD, retention, move || clock.now().as_second()));
        if let Err(e) = app.auth_ready().await {
            tracing::error!(reason = %e, "the issuer's keys could not be loaded; access tokens are refused (503) until they are");
        }
        let listener = tokio::net::TcpListener::from_std(std_listener).context("adopting the listener")?;
        let local = listener.local_addr()?;
        tokio::spawn(reloads);
        app.record_store_metrics();
        tracing::info!(
            listen = %local,
            generation = app.store_generation(),
            business = %app.business().name,
            locations = app.business().locations.iter().filter(|l| !l.internal).count(),
            profile = %format!("http://{local}/.well-known/ucp"),
            "concierge is serving"
        );
        let router = console.serve(&app, local, &shutdown).await?;
        concierge_http::serve_router(listener, app.clone(), router, shutdown.wait()).await.context("serving")?;
        membership.leave(&app).await;
        tracing::info!("stopped");
        Ok(())
    })
}

/// Without `signatures.signing_key_file`, a server with a SQLite database file signs with a key
/// generated once and kept beside the file, so its published keys survive restarts.
fn keep_signing_key_beside_the_database(config: &mut Config) -> Result<()> {
    use concierge_service::auth::signatures::{generated_key_file, keep_generated_key};
    let signatures = &config.signatures;
    if !signatures.sign_responses || !signatures.signing_key_file.as_os_str().is_empty() {
        return Ok(());
    }
    let Some(path) = generated_key_file(&config.storage.database_url) else { return Ok(()) };
    let created = keep_generated_key(&path).map_err(|e| {
        anyhow::anyhow!(
            "keeping the response signing key beside the database: {e} (or set signatures.signing_key_file)"
        )
    })?;
    let shown = std::path::absolute(&path).unwrap_or_else(|_| path.clone());
    if created {
        tracing::info!(
            file = %shown.display(),
            "generated the response signing key, kept beside the database (owner-only) and reused at every start"
        );
    } else {
        tracing::info!(file = %shown.display(), "signing responses with the key kept beside the database");
    }
    config.signatures.signing_key_file = path;
    Ok(())
}

fn eval(args: EvalArgs) -> Result<()> {
    if let Some(dir) = &args.suite {
        return eval_suite(dir, &args);
    }
    let (text, default_now) = match (&args.set, &args.store) {
        (Some(path), _) => {
            (std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?, None)
        }
        (None, None) => (concierge_eval::DEV_SET.to_owned(), Some(concierge_eval::DEV_SET_NOW)),
        (None, Some(_)) => bail!("--store needs --set: the bundled development set is labelled for the demo store"),
    };
    let cases = concierge_eval::load(&text).map_err(|e| {
        anyhow::anyhow!("{}: {e}", args.set.as_ref().map_or("the development set".into(), |p| p.display().to_string()))
    })?;
    let business = match &args.store {
        Some(dir) => concierge_store::load_dir(dir),
        None => concierge_store::demo(),
    }
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    if let (Some(dir), Some(set)) = (&args.store, &args.set) {
        concierge_eval::check_evidence(dir, &cases).map_err(|e| anyhow::anyhow!("{}: {e}", set.display()))?;
    }
    let clock: Arc<dyn Clock> = match args.now.as_deref().or(default_now) {
        Some(now) => {
            Arc::new(FixedClock(now.parse().with_context(|| format!("--now {now} is not an RFC 3339 instant"))?))
        }
        None => Arc::new(SystemClock),
    };
    let mut config = load_config(args.config.as_deref(), &[])?;
    config.storage.database_url = "sqlite::memory:".into();
    let (engine_config, model_config) = composer_configs(config, args.composer)?;
    let app = Concierge::new(engine_config, business.clone(), clock.clone())
        .map_err(|e| anyhow::anyhow!("{}", e.join("\n")))?;
    let report = concierge_eval::evaluate(&app, &cases, args.explain).context("starting the evaluation runtime")?;
    print!("{}", report.render(args.verbose));
    if args.explain {
        let explained = concierge_eval::explain_report(&cases, &report);
        print_explained(&explained, "set");
    }
    let mut gates = report.gates();
    if let Some(model_config) = model_config {
        let app = Concierge::new(model_config, business, clock).map_err(|e| anyhow::anyhow!("{}", e.join("\n")))?;
        let composed = concierge_eval::evaluate(&app, &cases, false).context("starting the evaluation runtime")?;
        println!("\n=== with the model composing\n{}", composed.render(args.verbose));
        print_composer_comparison(
            &[("set".to_owned(), report, composed.clone())],
            &app.composer_counts().unwrap_or_default(),
        );
        gates.extend(composed.gates().into_iter().map(|g| format!("with the model: {g}")));
    }
    if !gates.is_empty() && !args.no_gate {
        bail!("{} gate(s) failed", gates.len());
    }
    Ok(())
}

/// The configuration the engine is judged with (any model off) and, for `--composer model`,
/// the one with the configured model; an error when `model` is asked for without one.
fn composer_configs(config: Config, composer: ComposerChoice) -> Result<(Config, Option<Config>)> {
    let mut engine = config.clone();
    engine.ask.model.provider = concierge_service::config::ModelProvider::None;
    match composer {
        ComposerChoice::Engine => Ok((engine, None)),
        ComposerChoice::Model if !config.ask.model.enabled() => bail!(
            "--composer model needs [ask.model] in the configuration (--config FILE): provider, base_url and model"
        ),
        ComposerChoice::Model => Ok((engine, Some(config))),
    }
}

/// The engine's and the model's headline figures side by side, then what the composer did.
fn print_composer_comparison(
    rows: &[(String, concierge_eval::Report, concierge_eval::Report)],
    counts: &std::collections::BTreeMap<&'static str, u64>,
) {
    println!("\n{}", concierge_eval::Report::summary_header());
    for (name, engine, model) in rows {
        println!("{}", engine.summary_row(&format!("{name} (engine)")));
        println!("{}", model.summary_row(&format!("{name} (model)")));
    }
    let total: u64 =
        counts.iter().filter(|(k, _)| **k != "cache_hit" && **k != "not_performed_first").map(|(_, v)| v).sum();
    println!("\nthe model composed {} of {total} answers", counts.get("composed").copied().unwrap_or(0));
    for (reason, n) in counts.iter().filter(|(k, _)| **k != "composed") {
        println!("  {reason:<24} {n}");
    }
}

/// `concierge eval --suite DIR`: every store of the suite, each set's full report (with
/// `--verbose`, its problems too), then one table of the headline figures.
fn eval_suite(dir: &std::path::Path, args: &EvalArgs) -> Result<()> {
    let stores = concierge_eval::load_suite(dir).map_err(|e| anyhow::anyhow!("{e}"))?;
    let (config, model_config) = composer_configs(load_config(args.config.as_deref(), &[])?, args.composer)?;
    let mut comparison: Vec<(String, concierge_eval::Report, concierge_eval::Report)> = Vec::new();
    let mut composer_counts: std::collections::BTreeMap<&'static str, u64> = std::collections::BTreeMap::new();
    let mut rows: Vec<String> = Vec::new();
    let mut failures: Vec<String> = Vec::new();
    let mut overall = concierge_eval::Report::default();
    let mut stages: Vec<String> = Vec::new();
    let mut all_stages = concierge_eval::Explained::default();
    for store in &stores {
        let reports = store.evaluate(config.clone(), args.explain).map_err(|e| anyhow::anyhow!("{e}"))?;
        for (set, report) in store.sets.iter().zip(reports) {
            let name = format!("{}/{}", store.name, set.name);
            println!("=== {name} (now {})\n{}", store.now, report.render(args.verbose));
            if args.explain {
                let explained = concierge_eval::explain_report(&set.cases, &report);
                for line in &explained.lines {
                    println!("{line}");
                }
                stages.push(explained.table_row(&name));
                all_stages.absorb(explained);
            }
            for problem in report.gates().into_iter().chain(set.floor_failures(&report)) {
                failures.push(format!("{name}: {problem}"));
            }
            rows.push(report.summary_row(&name));
            if model_config.is_some() {
                comparison.push((name, report.clone(), concierge_eval::Report::default()));
            }
            overall.absorb(report);
        }
        if let Some(model_config) = &model_config {
            let (reports, counts) =
                store.evaluate_counted(model_config.clone(), false).map_err(|e| anyhow::anyhow!("{e}"))?;
            for (n, count) in counts {
                *composer_counts.entry(n).or_default() += count;
            }
            let first = comparison.len() - reports.len();
            for ((name, _, slot), report) in comparison[first..].iter_mut().zip(reports) {
                for problem in report.gates() {
                    failures.push(format!("{name} (with the model): {problem}"));
                }
                *slot = report;
            }
        }
    }
    if model_config.is_some() {
        let mut engine_all = concierge_eval::Report::default();
        let mut model_all = concierge_eval::Report::default();
        for (_, engine, model) in &comparison {
            engine_all.absorb(engine.clone());
            model_all.absorb(model.clone());
        }
        comparison.push(("overall".into(), engine_all, model_all));
        print_composer_comparison(&comparison, &composer_counts);
    }
    println!("{}", concierge_eval::Report::summary_header());
    for row in &rows {
        println!("{row}");
    }
    println!("{}", overall.summary_row("overall"));
    if args.explain {
        println!("\n{}", concierge_eval::Explained::table_header());
        for row in &stages {
            println!("{row}");
        }
        println!("{}", all_stages.table_row("overall"));
    }
    if failures.is_empty() {
        println!("\ngates and floors: pass");
        return Ok(());
    }
    println!("\ngates and floors: FAIL\n  {}", failures.join("\n  "));
    if args.no_gate {
        return Ok(());
    }
    bail!("{} gate(s) or floor(s) failed", failures.len())
}

/// `--explain` for one set: each failed question's stage and candidates, then the table.
fn print_explained(explained: &concierge_eval::Explained, name: &str) {
    for line in &explained.lines {
        println!("{line}");
    }
    println!("\n{}\n{}", concierge_eval::Explained::table_header(), explained.table_row(name));
}

/// `concierge train-ranker`: both models fitted on the suites' stores, written as one file.
fn train_ranker(args: TrainArgs) -> Result<()> {
    let mut stores = Vec::new();
    for dir in &args.suite {
        stores.extend(concierge_eval::load_suite(dir).map_err(|e| anyhow::anyhow!("{e}"))?);
    }
    let mut lexical = Config::default();
    lexical.storage.database_url = "sqlite::memory:".into();
    let mut semantic = lexical.clone();
    semantic.ask.embeddings.model_dir = args.embeddings.display().to_string();
    let (ranker, report) =
        concierge_eval::train_ranker(&stores, &lexical, &semantic).map_err(|e| anyhow::anyhow!("{e}"))?;
    print!("{}", report.text);
    let text = serde_json::to_string_pretty(&ranker).context("writing the model")? + "\n";
    std::fs::write(&args.out, text).with_context(|| format!("writing {}", args.out.display()))?;
    println!("wrote {}", args.out.display());
    Ok(())
}

/// Completes on SIGINT or SIGTERM. The handlers are registered when this is called.
fn shutdown_signal() -> Result<impl std::future::Future<Output = ()> + Send + 'static> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut interrupt = signal(SignalKind::interrupt()).context("installing the SIGINT handler")?;
        let mut terminate = signal(SignalKind::terminate()).context("installing the SIGTERM handler")?;
        Ok(async move {
            tokio::select! {
                _ = interrupt.recv() => {},
                _ = terminate.recv() => {},
            }
        })
    }
    #[cfg(not(unix))]
    {
        Ok(async {
            let _ = tokio::signal::ctrl_c().await;
        })
    }
}

/// The configuration as TOML, with the cursor secret and the console token redacted.
struct ConfigView<'a>(&'a Config);

impl serde::Serialize for ConfigView<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut c = self.0.clone();
        if !c.location.cursor_secret.is_empty() {
            c.location.cursor_secret = "<redacted>".into();
        }
        if !c.console.token.is_empty() {
            c.console.token = "<redacted>".into();
        }
        c.storage.database_url = concierge_service::database::redact_url(&c.storage.database_url);
        c.serialize(s)
    }
}
