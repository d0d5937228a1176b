//! `concierge-model-stub [--listen ADDR] [--replay CORPUS.json]`: the scripted model server as
//! a process, for end-to-end tests and for trying `[ask.model]` without a model. Faithful by
//! default; with `--replay`, the corpus's replies in turn. Prints its base URL, then serves
//! until killed.

use concierge_model_stub::{Script, ScriptedModel, load_corpus};

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let mut listen = "127.0.0.1:0".to_owned();
    let mut script = Script::Faithful;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--listen" => listen = args.next().ok_or("--listen needs an address")?,
            "--replay" => {
                let path = args.next().ok_or("--replay needs a corpus file")?;
                let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
                let corpus = load_corpus(&text).map_err(|e| format!("{path}: {e}"))?;
                script = Script::Cycle(corpus.into_iter().map(|e| e.reply).collect());
            }
            other => {
                return Err(format!(
                    "unknown argument {other}; usage: concierge-model-stub [--listen ADDR] [--replay CORPUS.json]"
                ));
            }
        }
    }
    let stub = ScriptedModel::start_on(&listen, script).await.map_err(|e| format!("listening on {listen}: {e}"))?;
    println!("{}", stub.base_url());
    std::future::pending::<()>().await;
    Ok(())
}
