# Helpers for gen.py: record extraction (for evidence checks), fact spellings, question builder.
import json, os, re, glob, tomllib

ROOT = os.path.dirname(os.path.abspath(__file__))
STORE = os.path.join(ROOT, "hardware", "store")
A = "cedarrivet"

def _blocks(path, header, key="id"):
    """Map id -> raw text of each [[header]] block in a TOML file."""
    out = {}
    text = open(path, encoding="utf-8").read()
    parts = re.split(r"(?m)^(?=\[\[" + re.escape(header) + r"\]\]\s*$)", text)
    for part in parts:
        if not part.startswith("[[" + header + "]]"):
            continue
        m = re.search(r'(?m)^id = "([^"]+)"', part)
        if m:
            out[m.group(1)] = part
    return out

def _sub_blocks(path, header):
    out = {}
    text = open(path, encoding="utf-8").read()
    parts = re.split(r"(?m)^(?=\[\[)", text)
    for part in parts:
        if part.startswith("[[" + header + "]]"):
            m = re.search(r'(?m)^id = "([^"]+)"', part)
            if m:
                out[m.group(1)] = part
    return out

RECORDS = {}
for f in glob.glob(os.path.join(STORE, "products", "*.toml")):
    for k, v in _blocks(f, "product").items():
        # the product's own fields only (variants are their own records)
        RECORDS["product:" + k] = v.split("[[product.variants]]")[0]
    for k, v in _sub_blocks(f, "product.variants").items():
        RECORDS["variant:" + k] = v
for f in glob.glob(os.path.join(STORE, "locations", "*.toml")):
    for k, v in _blocks(f, "location").items():
        RECORDS["location:" + k] = v
for k, v in _blocks(os.path.join(STORE, "faq.toml"), "faq").items():
    RECORDS["faq:" + k] = v
for k, v in _blocks(os.path.join(STORE, "orders.toml"), "order").items():
    RECORDS["order:" + k] = v
for k, v in _blocks(os.path.join(STORE, "carts.toml"), "cart").items():
    RECORDS["cart:" + k] = v
for k, v in _blocks(os.path.join(STORE, "buyers.toml"), "buyer").items():
    RECORDS["buyer:" + k] = v
POLICY_URL = {}
for f in glob.glob(os.path.join(STORE, "policies", "*.md")):
    stem = os.path.basename(f)[:-3]
    t = open(f, encoding="utf-8").read()
    RECORDS["policy:" + stem] = t
    POLICY_URL[stem] = re.search(r'(?m)^url = "([^"]+)"', t).group(1)
RECORDS["inventory"] = open(os.path.join(STORE, "inventory.csv"), encoding="utf-8").read()
RECORDS["store"] = open(os.path.join(STORE, "store.toml"), encoding="utf-8").read()

def _url(rec):
    return re.search(r'(?m)^url = "([^"]+)"', RECORDS[rec]).group(1)

FAQ_URL = {k[4:]: _url(k) for k in RECORDS if k.startswith("faq:")}
LOC_URL = {k[9:]: _url(k) for k in RECORDS if k.startswith("location:")}
PRODUCTS = {k[8:] for k in RECORDS if k.startswith("product:")}

INV = {}
for line in RECORDS["inventory"].splitlines()[1:]:
    l, i, q = line.split(",")
    INV[(l, i)] = int(q)

def inv_row(loc, item):
    return ("inventory", f"{loc},{item},{INV[(loc, item)]}")

# ---- links ---------------------------------------------------------------
def P(pid):
    assert pid in PRODUCTS, pid
    return {"id": f"gid://{A}/Product/{pid}"}
def POL(stem):
    return {"url": POLICY_URL[stem]}
def FAQ(fid):
    return {"url": FAQ_URL[fid]}
def LOC(lid):
    return {"url": LOC_URL[lid]}
def gid(pid):
    assert pid in PRODUCTS, pid
    return f"gid://{A}/Product/{pid}"

# ---- fact spellings -------------------------------------------------------
def money(s):
    """'199.00' -> accepted spellings."""
    whole, cents = s.split(".")
    out = [s, s.replace(".", ",")]
    if cents == "00":
        out += ["$" + whole, whole + " $"]
    else:
        out += ["$" + s]
    return sorted(set(out), key=out.index)

def tm(hhmm):
    h, m = map(int, hhmm.split(":"))
    out = [f"{h:02d}:{m:02d}"]
    if h >= 10 or True:
        out.append(f"{h}:{m:02d}") if h < 10 else None
    ap = "am" if h < 12 else "pm"
    h12 = h % 12 or 12
    if m == 0:
        out += [f"{h12} {ap}", f"{h12} {ap[0]}.m.", f"{h12}{ap}", f"{h12}:00 {ap}", f"{h12}:00 {ap[0]}.m.", f"{h} h"]
    else:
        out += [f"{h12}:{m:02d} {ap}", f"{h12}:{m:02d} {ap[0]}.m.", f"{h12}:{m:02d}{ap}", f"{h} h {m:02d}", f"{h} h{m:02d}"]
    return [x for x in dict.fromkeys(out) if x]

def kg(k, lb=None):
    out = [f"{k} kg", f"{k}kg", f"{k} kilo"]
    if lb:
        out += [f"{lb} lb", f"{lb}lb", f"{lb} pounds"]
    return out

# ---- question builder -----------------------------------------------------
QS = []

def q(query, category, facts=(), links=(), allowed=(), disc=(), polarity=None,
      ev=(), answerable=True, op=False, ids=None, ctx=None, none=(), viewer=None,
      group=None, turn=1, fe=None, not_found=(), mreq=None, mforb=()):
    d = {"id": None, "group": group, "turn": turn, "query": query}
    if ids is not None:
        d["ids"] = list(ids)
    if ctx is not None:
        d["context"] = ctx
    d["category"] = category
    d["answerable"] = answerable
    d["operation"] = op
    d["facts"] = [list(f) if isinstance(f, (list, tuple)) else [f] for f in facts]
    d["facts_none"] = list(none)
    if polarity:
        d["polarity"] = polarity
    d["links_required"] = list(links)
    d["links_allowed"] = list(allowed)
    if mreq is None:
        mreq = [{"type": "info", "code": "operation_not_performed"}] if op else []
    d["messages_required"] = list(mreq)
    d["messages_forbidden"] = list(mforb)
    d["disclosures"] = list(disc)
    d["not_found"] = list(not_found)
    if fe:
        d["followup_entity"] = fe
    if viewer:
        d["viewer"] = {"buyer": viewer, "scopes": ["dev.ucp.common.ask:read"]}
    d["evidence"] = [{"source": s, "quote": qt} for s, qt in ev]
    QS.append(d)
    return d

_gcount = [0]
def new_group():
    _gcount[0] += 1
    return f"G{_gcount[0]:03d}"

def finish(path):
    problems = []
    gi = 0
    seen_groups = {}
    for n, d in enumerate(QS, 1):
        d["id"] = f"Q{n:03d}"
        if d["group"] is None:
            d["group"] = new_group()
        for e in d["evidence"]:
            rec = RECORDS.get(e["source"])
            if rec is None:
                problems.append(f'{d["id"]}: unknown source {e["source"]}')
            elif e["quote"] not in rec:
                problems.append(f'{d["id"]}: quote not in {e["source"]}: {e["quote"]!r}')
        if d["answerable"] and not d["evidence"]:
            problems.append(f'{d["id"]}: answerable without evidence')
        if not d["answerable"] and d["facts"]:
            problems.append(f'{d["id"]}: unanswerable with facts')
    # group numbering: renumber so groups are G001.. in order of first appearance
    mapping = {}
    for d in QS:
        if d["group"] not in mapping:
            mapping[d["group"]] = f"G{len(mapping)+1:03d}"
        d["group"] = mapping[d["group"]]
    for p in problems:
        print("PROBLEM", p)
    with open(path, "w", encoding="utf-8") as f:
        for d in QS:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    return problems
