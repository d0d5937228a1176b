"""Writes reference.json: all-MiniLM-L6-v2 sentence vectors computed independently of the Rust
code, for tests/embedder.rs to compare against.

An independent implementation of what sentence-transformers computes for this model (BERT
forward pass in float64 numpy, mean pooling over the tokens, L2 normalisation), with the
tokenizer of the Hugging Face Python `tokenizers` package (padding off, truncation at 256 as in
sentence_bert_config.json). sentence-transformers itself needs torch, too heavy to install here.

    python3 -m venv /tmp/ref && /tmp/ref/bin/pip install numpy tokenizers
    /tmp/ref/bin/python crates/embed/tests/reference/reference.py models/all-MiniLM-L6-v2 \
        > crates/embed/tests/reference/reference.json

Generated with numpy 2.4.6 and tokenizers 0.23.3 (Python).
"""

import hashlib
import json
import math
import struct
import sys

import numpy as np
from tokenizers import Tokenizer

TEXTS = [
    "Can I split my payment?",
    "Pay in four interest-free instalments",
    "Our stores open at 9",
    "",
    "Éléphant café №3 🙂 — naïve façade, 東京",
    "The quick brown fox jumps over the lazy dog. " * 40,  # truncated at 256 tokens
]


def main(model_dir):
    raw = open(f"{model_dir}/model.safetensors", "rb").read()
    header_len = struct.unpack("<Q", raw[:8])[0]
    header = json.loads(raw[8 : 8 + header_len])
    weights = {}
    for name, info in header.items():
        if name == "__metadata__" or info["dtype"] != "F32":
            continue
        start, end = info["data_offsets"]
        data = raw[8 + header_len + start : 8 + header_len + end]
        weights[name] = np.frombuffer(data, dtype="<f4").reshape(info["shape"]).astype(np.float64)
    config = json.load(open(f"{model_dir}/config.json"))
    tokenizer = Tokenizer.from_file(f"{model_dir}/tokenizer.json")
    tokenizer.no_padding()
    tokenizer.enable_truncation(256)
    eps = config["layer_norm_eps"]
    heads = config["num_attention_heads"]
    head_size = config["hidden_size"] // heads

    def norm(x, prefix):
        mean = x.mean(-1, keepdims=True)
        var = ((x - mean) ** 2).mean(-1, keepdims=True)
        return (x - mean) / np.sqrt(var + eps) * weights[prefix + ".weight"] + weights[prefix + ".bias"]

    def dense(x, prefix):
        return x @ weights[prefix + ".weight"].T + weights[prefix + ".bias"]

    erf = np.vectorize(math.erf)

    def embed(text):
        ids = np.array(tokenizer.encode(text).ids)
        n = len(ids)
        x = (
            weights["embeddings.word_embeddings.weight"][ids]
            + weights["embeddings.position_embeddings.weight"][:n]
            + weights["embeddings.token_type_embeddings.weight"][0]
        )
        x = norm(x, "embeddings.LayerNorm")
        for layer in range(config["num_hidden_layers"]):
            p = f"encoder.layer.{layer}."
            split = lambda t: t.reshape(n, heads, head_size).transpose(1, 0, 2)
            q = split(dense(x, p + "attention.self.query"))
            k = split(dense(x, p + "attention.self.key"))
            v = split(dense(x, p + "attention.self.value"))
            scores = q @ k.transpose(0, 2, 1) / math.sqrt(head_size)
            scores = np.exp(scores - scores.max(-1, keepdims=True))
            scores /= scores.sum(-1, keepdims=True)
            context = (scores @ v).transpose(1, 0, 2).reshape(n, heads * head_size)
            x = norm(dense(context, p + "attention.output.dense") + x, p + "attention.output.LayerNorm")
            inner = dense(x, p + "intermediate.dense")
            inner = 0.5 * inner * (1 + erf(inner / math.sqrt(2)))
            x = norm(dense(inner, p + "output.dense") + x, p + "output.LayerNorm")
        pooled = x.mean(0)
        return pooled / np.linalg.norm(pooled), n

    entries = []
    for text in TEXTS:
        vector, tokens = embed(text)
        entries.append({"text": text, "tokens": tokens, "vector": [float(f"{v:.8g}") for v in vector]})
    out = {
        "model_safetensors_sha256": hashlib.sha256(raw).hexdigest(),
        "generator": "crates/embed/tests/reference/reference.py (float64 numpy BERT + Python tokenizers)",
        "entries": entries,
    }
    # One entry per line: short diffs when regenerated.
    text = json.dumps({k: v for k, v in out.items() if k != "entries"}, ensure_ascii=False, indent=1)[:-2]
    lines = [json.dumps(entry, ensure_ascii=False) for entry in entries]
    sys.stdout.write(text + ',\n "entries": [\n  ' + ",\n  ".join(lines) + "\n ]\n}\n")


if __name__ == "__main__":
    main(sys.argv[1])
