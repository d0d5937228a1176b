//! The embedder on the real all-MiniLM-L6-v2 model (run `scripts/fetch-model` first): meaning,
//! batching, normalisation, truncation, and the typed errors for missing or bad model files.

mod common;

use std::fs;
use std::path::Path;

use common::{embedder, max_diff, model_dir, norm};
use concierge_embed::{EmbedError, Embedder, EmbedderOptions, cosine};
use sha2::{Digest, Sha256};

/// (question, a paraphrase of its answer, an unrelated store sentence).
const TRIPLES: &[(&str, &str, &str)] = &[
    ("Can I split my payment?", "Pay in four interest-free instalments", "Our stores open at 9"),
    (
        "How long do I have to return something?",
        "Items can be sent back within 30 days of delivery for a full refund.",
        "The jacket is made of recycled polyester.",
    ),
    ("Do you ship to Canada?", "We deliver to addresses in the United States and Canada.", "Gift cards never expire."),
    (
        "Will this coat keep me dry?",
        "The shell is waterproof and seam-sealed for heavy rain.",
        "We accept Visa, Mastercard and PayPal.",
    ),
    (
        "Where is my package?",
        "Track your order with the link in your shipping confirmation email.",
        "Our flagship store has free parking.",
    ),
    (
        "What time do you close on Sunday?",
        "On Sundays we are open from 10 am to 5 pm.",
        "Refunds go back to the original card.",
    ),
];

/// The vectors match an independent implementation (float64 numpy BERT with the Hugging Face
/// Python tokenizer, `tests/reference/reference.py`), texts embedded together and alone.
#[test]
fn vectors_match_the_independent_reference() {
    let e = embedder();
    let reference: serde_json::Value =
        serde_json::from_str(include_str!("reference/reference.json")).expect("reference.json");
    let weights = fs::read(model_dir().join("model.safetensors")).unwrap();
    let sha256 = hex::encode(Sha256::digest(&weights));
    assert_eq!(reference["model_safetensors_sha256"], sha256.as_str(), "the reference is for other weights");

    let entries = reference["entries"].as_array().unwrap();
    let texts: Vec<&str> = entries.iter().map(|entry| entry["text"].as_str().unwrap()).collect();
    let expected: Vec<Vec<f32>> = entries
        .iter()
        .map(|entry| entry["vector"].as_array().unwrap().iter().map(|v| v.as_f64().unwrap() as f32).collect())
        .collect();
    let batched = e.embed(&texts).unwrap();
    let mut worst = 0f32;
    for ((entry, text), want) in entries.iter().zip(&texts).zip(&expected) {
        assert_eq!(e.count_tokens(text).unwrap() as u64, entry["tokens"].as_u64().unwrap(), "tokens of {text:?}");
        let alone = e.embed(&[text]).unwrap().remove(0);
        let batch = &batched[texts.iter().position(|t| t == text).unwrap()];
        worst = worst.max(max_diff(&alone, want)).max(max_diff(batch, want));
    }
    println!("largest difference from the reference: {worst:e}");
    assert!(worst < 1e-5, "vectors differ from the reference by {worst}");
}

#[test]
fn paraphrases_are_closer_than_unrelated_sentences() {
    let e = embedder();
    for (question, paraphrase, unrelated) in TRIPLES {
        let v = e.embed(&[question, paraphrase, unrelated]).unwrap();
        let close = cosine(&v[0], &v[1]);
        let far = cosine(&v[0], &v[2]);
        println!("{question:?}: paraphrase {close:.3}, unrelated {far:.3}");
        assert!(close > far + 0.1, "{question:?}: paraphrase {close:.3} is not clearly above unrelated {far:.3}");
    }
}

/// Retrieval over the answers: each question's nearest answer is its own.
#[test]
fn each_question_finds_its_answer() {
    let e = embedder();
    let sentences: Vec<&str> = TRIPLES.iter().map(|(_, p, _)| *p).collect();
    let questions: Vec<&str> = TRIPLES.iter().map(|(q, _, _)| *q).collect();
    let sentence_vectors = e.embed(&sentences).unwrap();
    let question_vectors = e.embed(&questions).unwrap();
    for (i, question) in question_vectors.iter().enumerate() {
        let best = (0..sentences.len())
            .max_by(|&a, &b| cosine(question, &sentence_vectors[a]).total_cmp(&cosine(question, &sentence_vectors[b])))
            .unwrap();
        assert_eq!(sentences[best], TRIPLES[i].1, "best match for {:?}", questions[i]);
    }
}

/// Texts of very different lengths, more than one batch (32) of them, in an order that the
/// embedder's length sorting rearranges.
fn mixed_texts() -> Vec<String> {
    let mut texts: Vec<String> = (0..37)
        .map(|i| match i % 5 {
            0 => format!("Order {i} ships tomorrow."),
            1 => format!("Can I exchange item number {i} for a larger size, or do I need to return it first and place a new order?"),
            2 => "word ".repeat(10 + i * 3),
            3 => format!("Éléphant café №{i} 🙂 — naïve façade, 東京"),
            _ => format!("{i}"),
        })
        .collect();
    texts.push(String::new());
    texts.push("   ".into());
    texts.push("The quick brown fox jumps over the lazy dog. ".repeat(40));
    texts
}

#[test]
fn batch_and_one_by_one_give_the_same_vectors() {
    let e = embedder();
    let owned = mixed_texts();
    let texts: Vec<&str> = owned.iter().map(String::as_str).collect();
    let batched = e.embed(&texts).unwrap();
    assert_eq!(batched.len(), texts.len());
    let mut worst = 0f32;
    for (text, vector) in texts.iter().zip(&batched) {
        let alone = e.embed(&[text]).unwrap();
        worst = worst.max(max_diff(&alone[0], vector));
    }
    println!("largest difference batch vs alone: {worst:e}");
    assert!(worst < 1e-5, "batch and one-by-one differ by {worst}");

    // Batch size 1 and 3 (other paddings) agree too.
    let small_batches = Embedder::load_with(&model_dir(), EmbedderOptions::default().batch_size(3).threads(1)).unwrap();
    let again = small_batches.embed(&texts).unwrap();
    for (a, b) in again.iter().zip(&batched) {
        assert!(max_diff(a, b) < 1e-5);
    }
    assert_eq!(small_batches.fingerprint(), e.fingerprint());
}

#[test]
fn vectors_are_unit_length_with_384_dimensions() {
    let e = embedder();
    assert_eq!(e.dimension(), 384);
    let owned = mixed_texts();
    let texts: Vec<&str> = owned.iter().map(String::as_str).collect();
    for (text, vector) in texts.iter().zip(e.embed(&texts).unwrap()) {
        assert_eq!(vector.len(), 384);
        assert!((norm(&vector) - 1.0).abs() < 1e-5, "{text:?} has norm {}", norm(&vector));
        assert!(vector.iter().all(|x| x.is_finite()));
    }
    assert!(e.embed(&[]).unwrap().is_empty());
}

#[test]
fn equal_texts_get_equal_vectors() {
    let e = embedder();
    let v = e.embed(&["Free shipping over $50", "Something else entirely", "Free shipping over $50"]).unwrap();
    assert_eq!(v[0], v[2]);
    assert!(cosine(&v[0], &v[1]) < 0.9);
}

#[test]
fn padding_from_the_tokenizer_file_is_off_and_long_texts_are_truncated() {
    let e = embedder();
    // [CLS] hello world [SEP]: the shipped tokenizer.json would pad this to 128.
    assert_eq!(e.count_tokens("Hello world").unwrap(), 4);
    assert_eq!(e.count_tokens("").unwrap(), 2);
    assert_eq!(e.max_tokens(), 256);
    let long = "word ".repeat(400);
    assert_eq!(e.count_tokens(&long).unwrap(), 256);
    // What comes after the 256th token does not change the vector.
    let longer = format!("{long} and then a completely different ending about refunds");
    let v = e.embed(&[&long, &longer]).unwrap();
    assert!(max_diff(&v[0], &v[1]) < 1e-6);
}

#[test]
fn fingerprint_is_stable_hex_and_depends_on_truncation() {
    let e = embedder();
    let fingerprint = e.fingerprint();
    assert_eq!(fingerprint.len(), 64);
    assert!(fingerprint.bytes().all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
    let short = Embedder::load_with(&model_dir(), EmbedderOptions::default().max_tokens(128)).unwrap();
    assert_eq!(short.max_tokens(), 128);
    assert_ne!(short.fingerprint(), fingerprint);
    assert_eq!(short.count_tokens(&"word ".repeat(400)).unwrap(), 128);
}

#[test]
fn bad_options_are_typed_errors() {
    embedder(); // fails loudly when the model is missing
    let dir = model_dir();
    for options in [
        EmbedderOptions::default().batch_size(0),
        EmbedderOptions::default().max_tokens(1),
        EmbedderOptions::default().max_tokens(513),
    ] {
        match Embedder::load_with(&dir, options.clone()) {
            Err(EmbedError::Options(_)) => {}
            other => panic!("{options:?}: expected an options error, got {other:?}"),
        }
    }
}

#[test]
fn a_missing_directory_is_a_typed_error() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-model");
    match Embedder::load(&missing) {
        Err(EmbedError::MissingDir(path)) => assert_eq!(path, missing),
        other => panic!("expected MissingDir, got {other:?}"),
    }
    let message = Embedder::load(&missing).unwrap_err().to_string();
    assert!(message.contains("scripts/fetch-model"), "{message}");
}

/// A copy of the model directory, with `change` applied, loaded.
fn load_altered(change: impl FnOnce(&Path)) -> Result<Embedder, EmbedError> {
    let source = model_dir();
    embedder(); // fails loudly when the model is missing
    let dir = tempfile::tempdir().unwrap();
    for name in ["config.json", "tokenizer.json", "model.safetensors", "sentence_bert_config.json"] {
        // Hard links where possible: the weights are 90 MB.
        let (from, to) = (source.join(name), dir.path().join(name));
        fs::hard_link(&from, &to).or_else(|_| fs::copy(&from, &to).map(drop)).unwrap();
    }
    fs::create_dir(dir.path().join("1_Pooling")).unwrap();
    fs::copy(source.join("1_Pooling/config.json"), dir.path().join("1_Pooling/config.json")).unwrap();
    change(dir.path());
    Embedder::load(dir.path())
}

fn replace(path: &Path, content: &[u8]) {
    fs::remove_file(path).unwrap(); // break any hard link first
    fs::write(path, content).unwrap();
}

fn assert_bad_file(result: Result<Embedder, EmbedError>, file: &str) {
    match result {
        Err(EmbedError::BadFile { path, reason }) => {
            assert!(path.ends_with(file), "{} instead of {file}", path.display());
            println!("{file}: {reason}");
        }
        other => panic!("expected a bad {file}, got {other:?}"),
    }
}

#[test]
fn a_copy_of_the_model_loads_with_the_same_fingerprint() {
    let copy = load_altered(|_| {}).unwrap();
    assert_eq!(copy.fingerprint(), embedder().fingerprint());
}

#[test]
fn missing_files_are_named() {
    for file in ["config.json", "tokenizer.json", "model.safetensors"] {
        match load_altered(|dir| fs::remove_file(dir.join(file)).unwrap()) {
            Err(EmbedError::MissingFile(path)) => assert!(path.ends_with(file)),
            other => panic!("without {file}: expected MissingFile, got {other:?}"),
        }
    }
}

#[test]
fn bad_files_are_named() {
    assert_bad_file(load_altered(|dir| replace(&dir.join("config.json"), b"{ not json")), "config.json");
    assert_bad_file(
        load_altered(|dir| replace(&dir.join("config.json"), br#"{"model_type": "bert", "hidden_size": 384}"#)),
        "config.json",
    );
    assert_bad_file(load_altered(|dir| replace(&dir.join("tokenizer.json"), b"[]")), "tokenizer.json");
    assert_bad_file(
        load_altered(|dir| replace(&dir.join("model.safetensors"), b"\x08\0\0\0\0\0\0\0{}")),
        "model.safetensors",
    );
    assert_bad_file(
        load_altered(|dir| {
            let weights = fs::read(dir.join("model.safetensors")).unwrap();
            replace(&dir.join("model.safetensors"), &weights[..weights.len() / 2]);
        }),
        "model.safetensors",
    );
    assert_bad_file(load_altered(|dir| replace(&dir.join("model.safetensors"), b"")), "model.safetensors");
    assert_bad_file(
        load_altered(|dir| {
            replace(
                &dir.join("1_Pooling/config.json"),
                br#"{"pooling_mode_cls_token": true, "pooling_mode_mean_tokens": false}"#,
            )
        }),
        "1_Pooling/config.json",
    );
    assert_bad_file(
        load_altered(|dir| replace(&dir.join("sentence_bert_config.json"), br#"{"max_seq_length": "long"}"#)),
        "sentence_bert_config.json",
    );
}
