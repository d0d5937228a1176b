"""docs/poppy.md's walk-through, run as written: its `concierge` commands (keygen, dev-issuer,
serve with examples/poppy.toml, dev-token) and its curl commands, with bash, against the real
binary; each result checked against what the page says."""

import re
import subprocess
import tempfile
import time
import urllib.request

from conftest import ROOT, Server, binary, free_port, run_curl


def walkthrough():
    """The walk-through's lines: commands, variable assignments and curl commands, in order."""
    text = (ROOT / "docs/poppy.md").read_text().split("## Walk-through", 1)[1]
    lines = []
    for block in re.findall(r"```sh\n(.*?)```", text, re.S):
        for line in block.splitlines():
            if line.startswith(" ") and lines:
                lines[-1] += "\n" + line
            else:
                lines.append(line)
    return lines


def test_the_walkthrough_runs_as_written():
    lines = walkthrough()
    keygen, issuer, serve, *rest = lines
    assert keygen == "concierge keygen --out dev-issuer.jwk"
    assert issuer == "concierge dev-issuer --key dev-issuer.jwk --listen 127.0.0.1:9090 &"
    assert serve == "concierge serve --config examples/poppy.toml &"

    # The only changes: free ports instead of 9090 and 8080, and the binary's path.
    with tempfile.TemporaryDirectory() as work:
        subprocess.run([binary(), "keygen", "--out", f"{work}/dev-issuer.jwk"], check=True, capture_output=True)
        issuer_port = free_port()
        issuer_proc = subprocess.Popen([binary(), "dev-issuer", "--key", f"{work}/dev-issuer.jwk",
                                        "--listen", f"127.0.0.1:{issuer_port}"], stderr=subprocess.DEVNULL)
        issuer_url = f"http://127.0.0.1:{issuer_port}"
        for _ in range(100):
            try:
                urllib.request.urlopen(f"{issuer_url}/.well-known/oauth-authorization-server", timeout=1).read()
                break
            except OSError:
                time.sleep(0.1)
        server = Server("--config", "examples/poppy.toml", now=None, listen=f"127.0.0.1:{free_port()}",
                        env={"CONCIERGE__AUTH__ISSUER": issuer_url})
        try:
            base = f"localhost:{server.port}"
            results = []
            variables = []
            for line in rest:
                line = (line.replace("127.0.0.1:9090", f"127.0.0.1:{issuer_port}")
                            .replace("localhost:8080", base)
                            .replace("concierge dev-token", f"{binary()} dev-token")
                            .replace("--key dev-issuer.jwk", f"--key {work}/dev-issuer.jwk"))
                if re.match(r"[A-Z_]+=", line):
                    variables.append(line)
                    continue
                assert line.startswith("curl "), line
                results.append(run_curl(variables, line))
        finally:
            server.stop()
            issuer_proc.terminate()
            issuer_proc.wait(10)

    def poppy(b):
        assert b["extensions"] == {"ucp": {"version": "1"}}
        assert b["organization"]["domain"] == base
        assert b["agent"]["protocols"] == [{"type": "ucp", "endpoint": f"http://{base}/.well-known/ucp"}]
        assert b["apis"][0]["url"] == f"http://{base}/ucp/mcp"
        assert "dev.ucp.common.ask:read" in b["auth"]["scopes"]

    def origin_metadata(b):
        assert b["resource"] == f"http://{base}" and b["authorization_servers"] == [issuer_url]

    def mcp_metadata(b):
        assert b["resource"] == f"http://{base}/ucp/mcp" and b["authorization_servers"] == [issuer_url]

    def issuer_metadata(b):
        assert b["issuer"] == issuer_url and b["jwks_uri"] == f"{issuer_url}/jwks.json"

    def profile(b):
        assert b["ucp"]["supported_versions"] == {
            "2026-10-29": f"http://{base}/.well-known/ucp/draft",
            "2026-10-09": f"http://{base}/.well-known/ucp/draft/2026-10-09",
        }
        assert b["ucp"]["capabilities"]["dev.ucp.common.identity_linking"][0]["config"] == {"scopes": {}}
        assert b["keys"] and b["keys"][0]["kty"] == "EC" and "d" not in b["keys"][0]

    def draft(b):
        assert "dev.ucp.common.ask" in b["ucp"]["capabilities"]

    def canada(b):
        sc = b["result"]["structuredContent"]
        assert "Canada" in sc["answer"]["plain"] and sc["links"], sc

    def signed_out_order(b):
        sc = b["result"]["structuredContent"]
        errors = [m for m in sc.get("messages", []) if m["type"] == "error"]
        assert [m["code"] for m in errors] == ["insufficient_scope"], sc
        assert "dev.ucp.common.ask:read" in errors[0]["content"]
        assert "#1001" not in sc["answer"]["plain"]

    def signed_in_order(b):
        sc = b["result"]["structuredContent"]
        assert "#1001" in sc["answer"]["plain"] and "1Z4J9W870312345678" in sc["answer"]["plain"], sc
        assert "insufficient_scope" not in [m.get("code") for m in sc.get("messages", [])]

    def invalid_session(b):
        assert (b["error"]["code"], b["error"]["data"]["code"]) == (-32600, "invalid_session"), b

    def foreign_token(b):
        assert (b["error"]["code"], b["error"]["data"]["code"]) == (-32000, "identity_required"), b

    checks = [(200, poppy), (200, origin_metadata), (200, mcp_metadata), (200, issuer_metadata), (200, profile),
              (200, draft), (200, canada), (200, signed_out_order), (200, signed_in_order), (400, invalid_session),
              (401, foreign_token)]
    assert len(results) == len(checks), "every command in the walk-through has its check here"
    for (status, body), (expected, check) in zip(results, checks):
        assert status == expected, body
        check(body)
