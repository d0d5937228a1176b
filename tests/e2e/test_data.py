"""The data procedures of docs/data.md with the real binary: `concierge backup` while the server
answers, the restore (stop, put the copy in place, no stale -wal/-shm, start), and `concierge
purge` of one conversation.
"""

import os
import shutil
import subprocess
import uuid

from conftest import Server, binary, post

UNANSWERABLE = "What is the capital of Antarctica?"
WATERPROOF = "Is the Ridgeline Rain Jacket waterproof?"
PRICE = "How much does it cost?"


def ask(server, agents, payload, key=None):
    headers = {"UCP-Agent": f'profile="{agents.url("draft.json")}"', "Request-Id": str(uuid.uuid4())}
    if key:
        headers["Idempotency-Key"] = key
    status, _, body = post(f"{server.base}/ucp/ask", payload, headers)
    assert status == 200, body
    return body


def concierge(*args, database_url, cwd=None):
    env = {k: v for k, v in os.environ.items() if not k.startswith("CONCIERGE")}
    env["CONCIERGE__STORAGE__DATABASE_URL"] = database_url
    return subprocess.run([binary(), *args], capture_output=True, text=True, env=env, timeout=60, cwd=cwd)


def test_a_backup_taken_while_serving_restores_the_conversations(agents, tmp_path):
    live = tmp_path / "live" / "concierge.sqlite"
    live.parent.mkdir()
    s = Server(database=live)
    try:
        # With an idempotency key: the response is stored for retries, and names the conversation.
        first = ask(s, agents, {"query": WATERPROOF}, key=str(uuid.uuid4()))
        conversation = first["conversation"]["id"]
        ask(s, agents, {"query": UNANSWERABLE})
        backup = tmp_path / "backups" / "concierge.sqlite"
        backup.parent.mkdir()
        made = concierge("backup", "--out", str(backup), database_url=s.database_url)
        assert made.returncode == 0, made.stderr
        assert made.stdout.startswith(f"Backed up {live.resolve()} to {backup}"), made.stdout
        assert oct(backup.stat().st_mode & 0o777) == "0o600"
        again = concierge("backup", "--out", str(backup), database_url=s.database_url)
        assert again.returncode != 0 and "never overwrites" in again.stderr, again.stderr
        # Written after the copy: not in it.
        after = ask(s, agents, {"query": WATERPROOF})["conversation"]["id"]
    finally:
        s.stop()

    # The restore: the copy in place of a database, nothing stale beside it, then a server.
    restored = tmp_path / "restored" / "concierge.sqlite"
    restored.parent.mkdir()
    shutil.copy(backup, restored)
    assert not (restored.parent / "concierge.sqlite-wal").exists()
    assert not (restored.parent / "concierge.sqlite-shm").exists()
    r = Server(database=restored)
    try:
        # The conversation goes on where it was: "it" is the jacket of the first turn.
        body = ask(r, agents, {"query": PRICE, "conversation": {"id": conversation}})
        assert body["conversation"]["id"] == conversation
        assert not any(m.get("code") == "not_found" for m in body.get("messages", [])), body
        assert "$" in body["answer"]["plain"], body["answer"]
        lost = ask(r, agents, {"query": PRICE, "conversation": {"id": after}})
        assert any(m.get("code") == "not_found" for m in lost.get("messages", [])), lost
        listed = concierge("unanswered", database_url=r.database_url)
        assert listed.returncode == 0, listed.stderr
        assert "what is the capital of antarctica?" in listed.stdout.lower(), listed.stdout
        # And one buyer's conversation is deleted on request, with every turn of it.
        purged = concierge("purge", "--conversation", conversation, database_url=r.database_url)
        assert purged.returncode == 0, purged.stderr
        assert purged.stdout.strip() == (
            f"Purged conversation {conversation}: deleted 1 conversation (2 turns), 1 idempotency key, "
            "0 unanswered questions."
        ), purged.stdout
        gone = ask(r, agents, {"query": PRICE, "conversation": {"id": conversation}})
        assert any(m.get("code") == "not_found" for m in gone.get("messages", [])), gone
    finally:
        r.stop()
