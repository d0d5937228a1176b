//! A minimal agent built on `concierge-client`: discover a business, ask it a question, and find
//! its stores near a point — what an agent embedding the library does, end to end.
//!
//! ```sh
//! concierge agent-profile --out my-agent --base-url https://agent.example/ucp   # once; publish it
//! cargo run -p concierge-client --example agent -- my-agent shop.example "Do you ship to Canada?"
//! ```
//!
//! For a business on loopback (development), add `--insecure-loopback` as a fourth argument.

use std::path::Path;

use concierge_client::{Agent, AskQuestion, Client, ClientError, ClientOptions, State};
use serde_json::json;

#[tokio::main(flavor = "current_thread")]
async fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [agent_dir, domain, question, rest @ ..] = args.as_slice() else {
        eprintln!("usage: agent AGENT_DIR DOMAIN QUESTION [--insecure-loopback]");
        return std::process::ExitCode::from(2);
    };
    let options = ClientOptions {
        allow_insecure_loopback: rest.iter().any(|a| a == "--insecure-loopback"),
        ..ClientOptions::default()
    };
    match run(Path::new(agent_dir), domain, question, options).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            // Every failure keeps the business's UCP code, and says what to do next.
            eprintln!("error: {e} [{}]\n  next: {}", e.ucp_code().unwrap_or("-"), e.next_step());
            std::process::ExitCode::FAILURE
        }
    }
}

async fn run(agent_dir: &Path, domain: &str, question: &str, options: ClientOptions) -> Result<(), ClientError> {
    let agent = Agent::load(agent_dir)?;
    let client = Client::new(agent, options, State::in_memory())?;

    // Discovery: poppy.json and the UCP profile in parallel, the issuer checked.
    let business = client.discover(domain).await?;
    println!("{} at {}", business.name().unwrap_or("a UCP business"), business.origin);

    // Ask. The answer is data: the agent shows it (disclosures first, which `Display` does) and
    // never acts on its links by itself.
    let answer = client.ask(&business, &AskQuestion { query: question.into(), ..AskQuestion::default() }).await?;
    println!("{answer}");
    for link in &answer.links {
        println!("  {} {}", link.kind, link.url);
    }
    if answer.operation_not_performed() {
        println!("  (the business did not perform that; asking never changes anything)");
    }

    // Location: stores within 50 km of the first store the business lists, every page.
    let first = client.search_locations(&business, &json!({"pagination": {"limit": 1}})).await?;
    if let Some(geo) = first.locations.first().and_then(|l| l.get("geo")) {
        let request = json!({"distance": {"center": geo, "max": 50_000}});
        let near = client.search_all_locations(&business, &request, 10).await?;
        println!("{} store(s) within 50 km of {}:", near.locations.len(), first.locations[0]["name"]);
        for l in &near.locations {
            println!("  {} {}", l["id"].as_str().unwrap_or("?"), l["name"].as_str().unwrap_or("?"));
        }
    }
    Ok(())
}
