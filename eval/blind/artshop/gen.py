#!/usr/bin/env python3
"""Writes artshop/questions.jsonl for the Pigmento Bellas Artes store (labelled for 2026-12-07T16:30:00Z)."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
for part in ["gen_head.py", "gen_products.py", "gen_policies.py", "gen_locations.py", "gen_rest.py"]:
    exec(open(os.path.join(HERE, part), encoding="utf-8").read())
# check every quote is in the store's files
texts = {}
for p in glob.glob(os.path.join(STORE, "**", "*"), recursive=True):
    if os.path.isfile(p): texts[p] = open(p, encoding="utf-8").read()
allt = "\n".join(texts.values())
bad = 0
for q in QS:
    for e in q.get("evidence", []):
        if e["quote"] not in allt:
            print("QUOTE NOT FOUND", q["id"], e); bad += 1
with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
    for q in QS: f.write(json.dumps(q, ensure_ascii=False) + "\n")
from collections import Counter
print(len(QS), "questions;", Counter(q["category"] for q in QS))
print("polarity", sum(1 for q in QS if "polarity" in q), "no:", sum(1 for q in QS if q.get("polarity") == "no"),
      "unanswerable", sum(1 for q in QS if not q["answerable"]), "ops", sum(1 for q in QS if q["operation"]),
      "viewer", sum(1 for q in QS if "viewer" in q), "followup turns>1", sum(1 for q in QS if q["turn"] > 1), "bad quotes", bad)
