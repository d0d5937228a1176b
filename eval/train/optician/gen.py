#!/usr/bin/env python3
"""Writes optician/questions.jsonl for the Brightwell Opticians blind store."""
import json, os, re, glob, tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
STORE = os.path.join(HERE, "optician", "store")
OUT = os.path.join(HERE, "optician", "questions.jsonl")
A = "brightwell"
SITE = "https://brightwellopticians.example"

# ---------------------------------------------------------------- store index
NOTICES = {}
PRODUCTS = {}
for f in glob.glob(os.path.join(STORE, "products", "*.toml")):
    with open(f, "rb") as fh:
        for p in tomllib.load(fh)["product"]:
            PRODUCTS[p["id"]] = p
            NOTICES[p["id"]] = [n["code"] for n in p.get("notices", [])]

def raw_blocks(path, header, key="id"):
    text = open(path, encoding="utf-8").read()
    parts = re.split(r"(?m)^\[\[" + re.escape(header) + r"\]\]\s*$", text)
    out = {}
    for part in parts[1:]:
        m = re.search(r'(?m)^' + key + r' = "([^"]+)"', part)
        if m:
            out[m.group(1)] = part
    return out

SRC = {}
for f in glob.glob(os.path.join(STORE, "products", "*.toml")):
    for pid, block in raw_blocks(f, "product").items():
        SRC["product:" + pid] = block
        for vb in re.split(r"(?m)^\[\[product\.variants\]\]\s*$", block)[1:]:
            m = re.search(r'(?m)^id = "([^"]+)"', vb)
            SRC["variant:" + m.group(1)] = vb
for f in glob.glob(os.path.join(STORE, "locations", "*.toml")):
    for lid, block in raw_blocks(f, "location").items():
        SRC["location:" + lid] = block
for pid, block in raw_blocks(os.path.join(STORE, "faq.toml"), "faq").items():
    SRC["faq:" + pid] = block
for f in glob.glob(os.path.join(STORE, "policies", "*.md")):
    SRC["policy:" + os.path.basename(f)[:-3]] = open(f, encoding="utf-8").read()
for name, hdr in (("orders", "order"), ("carts", "cart"), ("buyers", "buyer")):
    for i, block in raw_blocks(os.path.join(STORE, name + ".toml"), hdr).items():
        SRC[hdr + ":" + i] = block
SRC["inventory"] = open(os.path.join(STORE, "inventory.csv"), encoding="utf-8").read()
SRC["store"] = open(os.path.join(STORE, "store.toml"), encoding="utf-8").read()

POLICY_URL = {}
for k, v in SRC.items():
    if k.startswith("policy:"):
        POLICY_URL[k[7:]] = re.search(r'(?m)^url = "([^"]+)"', v).group(1)
LOC_URL = {k[9:]: re.search(r'(?m)^url = "([^"]+)"', v).group(1)
           for k, v in SRC.items() if k.startswith("location:")}

# ---------------------------------------------------------------- helpers
def P(pid):
    assert pid in PRODUCTS, pid
    return {"id": f"gid://{A}/Product/{pid}"}
def POL(stem):
    return {"url": POLICY_URL[stem]}
def FAQ(fid):
    assert "faq:" + fid in SRC, fid
    return {"url": f"{SITE}/pages/faq#{fid}"}
def L(lid):
    return {"url": LOC_URL[lid]}
CONTACT = {"type": "contact"}
def O(oid):
    assert "order:" + oid in SRC, oid
    return {"id": f"gid://{A}/Order/{oid}"}

def link_products(links):
    return [l["id"].rsplit("/", 1)[1] for l in links if "id" in l and "/Product/" in l["id"]]

def T(hhmm):
    """accepted spellings of a time of day"""
    h, m = map(int, hhmm.split(":"))
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    out = [hhmm, f"{h}:{m:02d}" if h >= 10 else f"{h}:{m:02d}"]
    if m == 0:
        out += [f"{h12}{ap}", f"{h12} {ap}", f"{h12}:00{ap}", f"{h12}:00 {ap}", f"{h12}.00{ap}", f"{h12}.00 {ap}", f"{h:02d}.00"]
    else:
        out += [f"{h12}:{m:02d}{ap}", f"{h12}:{m:02d} {ap}", f"{h12}.{m:02d}{ap}", f"{h12}.{m:02d} {ap}", f"{h:02d}.{m:02d}"]
    if hhmm == "12:00":
        out += ["noon", "midday"]
    return sorted(set(out), key=out.index)

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
def D(day, month, year=None):
    mn = MONTHS[month - 1]
    sfx = "th" if 11 <= day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    out = [f"{day} {mn}", f"{mn} {day}", f"{day}{sfx} {mn}", f"{mn} {day}{sfx}", f"{day} {mn[:3]}",
           f"{mn[:3]} {day}", f"{day}{sfx} of {mn}", f"{day}/{month}"]
    if year:
        out.append(f"{year}-{month:02d}-{day:02d}")
    return out

def money(x):
    return [x]

YES, NO = [["yes"]], [["no"]]
questions = []
_group = [0]

def Q(query, cat, facts=(), req=(), allow=(), ev=(), pol=None, ans=True, ids=None, ctx=None,
      op=False, none=(), viewer=None, disc=None, group=None, turn=1, follow=None, not_found=()):
    if group is None:
        _group[0] += 1
        group = f"G{_group[0]:03d}"
    req, allow = list(req), list(allow)
    if disc is None:
        disc = []
        for pid in link_products(req):
            for c in NOTICES[pid]:
                if c not in disc:
                    disc.append(c)
    for src, quote in ev:
        assert src in SRC, (query, src)
        assert quote in SRC[src], (query, src, quote)
    if ans:
        assert ev, ("answerable question without evidence", query)
    else:
        assert not facts, query
    rec = {
        "id": f"Q{len(questions) + 1:03d}", "group": group, "turn": turn, "query": query,
        "category": cat, "answerable": ans, "operation": op,
        "facts": [list(f) for f in facts], "facts_none": list(none),
        "links_required": req, "links_allowed": allow,
        "messages_required": [{"type": "info", "code": "operation_not_performed"}] if op else [],
        "messages_forbidden": [],
        "disclosures": disc, "not_found": list(not_found),
        "evidence": [{"source": s, "quote": q} for s, q in ev],
    }
    if ids: rec["ids"] = ids
    if ctx: rec["context"] = ctx
    if pol: rec["polarity"] = pol
    if viewer: rec["viewer"] = {"buyer": viewer, "scopes": ["dev.ucp.common.ask:read"]}
    if follow: rec["followup_entity"] = f"gid://{A}/Product/{follow}"
    questions.append(rec)
    return group

def conv(turns):
    """turns: list of dicts of Q kwargs; shares a group"""
    g = None
    for i, t in enumerate(turns, 1):
        t = dict(t)
        g = Q(group=g, turn=i, **t)

def ev_p(pid, quote): return ("product:" + pid, quote)
def ev_v(vid, quote): return ("variant:" + vid, quote)
def ev_pol(stem, quote): return ("policy:" + stem, quote)
def ev_f(fid, quote): return ("faq:" + fid, quote)
def ev_l(lid, quote): return ("location:" + lid, quote)
def ev_inv(quote): return ("inventory", quote)

# ================================================================ PRODUCTS
HAR, HARK, MAR, FIN, OSLO, KES = ("harlow-acetate-frames", "harlow-kids-frames", "marlowe-titanium-frames",
                                  "finch-flex-kids-frames", "oslo-clearance-frames", "kestrel-sports-glasses")
C = "product"
Q("How much are the Harlow frames with varifocal lenses?", C, [["229"]], [P(HAR)],
  ev=[ev_v("harlow-black-vf", "229.00")])
Q("does the price of the harlow glasses include the lenses or is that extra", C, [["yes", "includes", "included"], ["single vision"]], [P(HAR)],
  pol="yes", ev=[ev_p(HAR, "The price includes a lens package: single vision or varifocal lenses with a scratch-resistant and anti-reflection coating.")])
Q("What size are the Harlow Acetate frames? I need the lens width and the bridge.", C, [["52"], ["18"]], [P(HAR)],
  ev=[ev_p(HAR, "52"), ev_p(HAR, "18")])
Q("I get a rash from nickel. Are the Marlowe titanium frames safe for me?", C, [["nickel-free", "nickel free"]], [P(MAR)],
  pol="yes", ev=[ev_p(MAR, "Nickel-free, so it suits sensitive skin.")])
Q("how heavy are the marlowe frames", C, [["11 g", "11g", "11 grams"]], [P(MAR)], ev=[ev_p(MAR, "11")])
Q("Are the Marlowe frames lighter than the Harlow ones?", C, [["11"], ["24"]], [P(MAR), P(HAR)], pol="yes",
  ev=[ev_p(MAR, "11"), ev_p(HAR, "24")])
Q("Can I get varifocals in the Harlow Kids frames?", C, [["single vision"]], [P(HARK)], [P(HAR)], pol="no",
  ev=[ev_p(HARK, "Comes with single vision polycarbonate lenses with a scratch-resistant coating.")])
Q("What age are the Harlow Kids glasses made for?", C, [["6"], ["11"]], [P(HARK)],
  ev=[ev_p(HARK, "The Harlow shape scaled down for children aged 6 to 11")])
Q("My son is 4. Would the Harlow Kids frames fit him?", C, [["6"]], [P(HARK)], [P(FIN)], pol="no",
  ev=[ev_p(HARK, "The Harlow shape scaled down for children aged 6 to 11")])
Q("Can I buy the Harlow Kids glasses online and have them posted?", C, [["in store"]], [P(HARK)], [FAQ("childrens-glasses-online")], pol="no",
  ev=[ev_p(HARK, "Free with a child's NHS optical voucher; fitted in store only.")])
Q("Can I order the adult Harlow frames on your website?", C, [["yes"]], [P(HAR)], [P(HARK)], pol="yes",
  ev=[ev_p(HAR, "https://brightwellopticians.example/products/harlow-acetate-frames")])
Q("What's the price difference between the Harlow and the Harlow Kids?", C, [["129"], ["59"]], [P(HAR), P(HARK)],
  ev=[ev_v("harlow-black-sv", "129.00"), ev_v("harlow-kids-navy", "59.00")])
Q("do the harlow kids frames have spring hinges", C, [["yes"]], [P(HARK)], pol="yes",
  ev=[ev_p(HARK, "sprung hinges that flex outwards without breaking")])
Q("Do the grown-up Harlow frames have the bendy sprung hinges like the kids' ones?", C, [["five-barrel", "no"]], [P(HAR)], [P(HARK)], pol="no",
  ev=[ev_p(HAR, "false")])
Q("What colours does the Harlow frame come in?", C, [["Black"], ["Tortoiseshell", "tortoise"]], [P(HAR)],
  ev=[ev_v("harlow-black-sv", "Black"), ev_v("harlow-tortoise-sv", "Tortoiseshell")])
Q("Is the Harlow in tortoiseshell with varifocals in stock at Marylebone?", C, [["no", "out of stock", "not in stock"]], [P(HAR)], [L("loc_london_marylebone")], pol="no",
  ev=[ev_inv("loc_london_marylebone,harlow-tortoise-vf,0")])
Q("Can I buy just the Harlow frame with no lenses? I want to use my own lenses", C, [["89"]], [P(HAR)], pol="yes",
  ev=[ev_v("harlow-black-frame-only", "89.00")])
Q("Is the frame-only Harlow available in tortoiseshell?", C, [["black"]], [P(HAR)], pol="no",
  ev=[ev_v("harlow-black-frame-only", "Black / Frame only")])
Q("how much for marlowe in gold with varifocals", C, [["269"]], [P(MAR)], ev=[ev_v("marlowe-gold-vf", "269.00")])
Q("Do the Marlowe frames have adjustable nose pads?", C, [["yes"]], [P(MAR)], pol="yes",
  ev=[ev_p(MAR, "An ultralight round frame in pure titanium with adjustable silicone nose pads.")])
Q("Does the Finch Flex come with a strap to keep it on my toddler?", C, [["headstrap", "head strap", "strap"]], [P(FIN)], pol="yes",
  ev=[ev_p(FIN, "with a soft adjustable headstrap included")])
Q("are finch flex frames bendy? my 3 year old destroys everything", C, [["bendable", "flexible", "bend"]], [P(FIN)], pol="yes",
  ev=[ev_p(FIN, "A bendable one-piece frame in TR90 for toddlers and young children aged 2 to 6")])
Q("How much are the Finch Flex Kids Frames?", C, [["49"]], [P(FIN)], [FAQ("nhs-vouchers")],
  ev=[ev_v("finch-flex-sky-blue", "49.00")])
Q("If I don't like the Oslo clearance frames can I return them?", C, [["final sale"]], [P(OSLO)], [POL("returns")], pol="no",
  ev=[ev_p(OSLO, "Clearance frames are final sale and are not covered by our adapt guarantee")])
Q("Is the Oslo clearance frame still covered by a warranty?", C, [["2-year", "2 year", "two-year", "two year", "2 years"]], [P(OSLO)], [POL("warranty")], pol="yes",
  ev=[ev_p(OSLO, "the 2-year frame warranty still applies"), ev_pol("warranty", "This includes clearance frames.")])
Q("Can the Oslo frames take varifocal lenses?", C, [["single vision"]], [P(OSLO)], pol="no",
  ev=[ev_p(OSLO, "The price includes single vision lenses.")])
Q("What was the Oslo frame's original price before it was reduced?", C, [["119"], ["59"]], [P(OSLO)],
  ev=[ev_p(OSLO, "reduced from £119 to clear")])
Q("Can I wear the Kestrel sports glasses for swimming?", C, [["not designed for swimming", "not for swimming", "not suitable for swimming", "aren't designed for swimming", "are not designed for swimming"]], [P(KES)], pol="no",
  ev=[ev_p(KES, "Not designed for swimming.")])
Q("are the kestrel glasses any good for squash", C, [["yes"]], [P(KES)], pol="yes",
  ev=[ev_p(KES, "for football, squash, cycling and running")])
Q("My prescription is -7.50. Can I get it in the Kestrel sports glasses?", C, [["-6.00", "-6"]], [P(KES)], pol="no",
  ev=[ev_p(KES, "+4.00 to -6.00")])
Q("What sizes do the Kestrel sports specs come in?", C, [["Medium"], ["Large"]], [P(KES)],
  ev=[ev_v("kestrel-medium", "Medium"), ev_v("kestrel-large", "Large")])
Q("Kestrel sports glasses - are prescription lenses included in the £95 or extra?", C, [["included", "includes"]], [P(KES)],
  ev=[ev_p(KES, "Single vision lenses are included.")])

# lens upgrades
Q("How much is the blue light filter?", C, [["40"]], [P("blueshield-filter")], ev=[ev_p("blueshield-filter", "40.00")])
Q("Can I add the blue light coating to my daughter's glasses?", C, [["yes"]], [P("blueshield-filter")], pol="yes",
  ev=[ev_p("blueshield-filter", "Added to any single vision or varifocal lens package, including children's lenses.")])
Q("How much blue light does BlueShield actually block?", C, [["20%", "20 %", "20 per cent", "20 percent"]], [P("blueshield-filter")],
  ev=[ev_p("blueshield-filter", "reflects up to 20% of blue-violet light")])
Q("Will the SunShift lenses go dark when I'm driving?", C, [["windscreen", "windshield"]], [P("sunshift-photochromic")], pol="no",
  ev=[ev_p("sunshift-photochromic", "Photochromic lenses darken only slightly, or not at all, behind a car windscreen, because most windscreens block UV light.")])
Q("how quick do the photochromic lenses go dark and back", C, [["30 seconds", "thirty seconds"], ["3 minutes", "three minutes"]], [P("sunshift-photochromic")],
  ev=[ev_p("sunshift-photochromic", "in about 30 seconds, then fade back in about 3 minutes")])
Q("What tint colours are the SunShift photochromic lenses available in?", C, [["Grey", "gray"], ["Brown"]], [P("sunshift-photochromic")],
  ev=[ev_v("sunshift-grey", "Grey"), ev_v("sunshift-brown", "Brown")])
Q("What's the price of the 1.67 thin lens upgrade?", C, [["60"]], [P("thin-light-167")], ev=[ev_p("thin-light-167", "60.00")])
Q("Thin & Light 1.67 or Ultra Thin 1.74 - how much thinner is each one?", C, [["30%", "30 %", "30 per cent"], ["45%", "45 %", "45 per cent"]], [P("thin-light-167"), P("ultra-thin-174")],
  ev=[ev_p("thin-light-167", "up to 30% thinner than standard lenses"), ev_p("ultra-thin-174", "up to 45% thinner than standard lenses")])
Q("I've got rimless frames. Can I have the 1.74 ultra thin lenses put in?", C, [["rimless"]], [P("ultra-thin-174")], [P("thin-light-167")], pol="no",
  ev=[ev_p("ultra-thin-174", "Not available for rimless frames.")])
Q("My prescription is -5.00. Which thin lens upgrade do you recommend?", C, [["1.67"]], [P("thin-light-167")], [P("ultra-thin-174")],
  ev=[ev_p("thin-light-167", "Recommended for prescriptions stronger than +/-4.00."), ev_p("ultra-thin-174", "Recommended for prescriptions stronger than +/-6.00.")])
Q("Can I add WideView to single vision glasses?", C, [["varifocal"]], [P("wideview-varifocal-upgrade")], pol="no",
  ev=[ev_p("wideview-varifocal-upgrade", "Only for frames sold with a varifocal package.")])
Q("how much extra is the premium varifocal upgrade", C, [["120"]], [P("wideview-varifocal-upgrade")],
  ev=[ev_p("wideview-varifocal-upgrade", "120.00")])

# contact lenses
CD30, CD90, CDT, AQ6, AQK = "clearday-daily-30", "clearday-daily-90", "clearday-toric-30", "aquamonth-monthly-6", "aquamonth-starter-kit"
PS360, PS100, OXY, DROPS = "puresoak-solution-360", "puresoak-solution-travel-100", "oxycare-peroxide-system", "comfort-eye-drops-10"
Q("how much are clearday dailies, the 30 pack", C, [["22"]], [P(CD30)], [P(CD90)], ev=[ev_p(CD30, "22.00")])
Q("How long will a 90 box of ClearDay last me?", C, [["three months", "3 months"]], [P(CD90)],
  ev=[ev_p(CD90, "which lasts one eye three months")])
Q("Is the ClearDay 90 pack cheaper per lens than the 30 pack?", C, [["59"], ["22"]], [P(CD90), P(CD30)], pol="yes",
  ev=[ev_p(CD90, "Works out cheaper per lens than the 30 pack."), ev_p(CD90, "59.00"), ev_p(CD30, "22.00")])
Q("Can I sleep in my ClearDay lenses?", C, [["no"]], [P(CD30)], [P(CD90)], pol="no",
  ev=[ev_p(CD30, "wear a fresh pair every day and throw them away at night")])
Q("Do you sell daily contact lenses for astigmatism?", C, [["ClearDay Toric"]], [P(CDT)], pol="yes",
  ev=[ev_p(CDT, "Daily disposable lenses for astigmatism")])
Q("What's the water content of AquaMonth lenses?", C, [["47"]], [P(AQ6)], ev=[ev_p(AQ6, "47")])
Q("Do the AquaMonth monthlies have UV blocking?", C, [["yes"]], [P(AQ6)], pol="yes", ev=[ev_p(AQ6, "true")])
Q("Does the AquaMonth 6 pack come with solution?", C, [["not included", "doesn't", "does not", "isn't included", "no solution"]], [P(AQ6)], [P(AQK), P(PS360)], pol="no",
  ev=[ev_p(AQ6, "Solution and case are not included.")])
Q("What's in the AquaMonth Starter Kit?", C, [["360 ml", "360ml"], ["case"], ["6 pack", "6-pack", "six"]], [P(AQK)],
  ev=[ev_p(AQK, "a 6 pack of AquaMonth Monthly lenses, a 360 ml bottle of PureSoak Multi-Purpose Solution and a lens case")])
Q("Is the AquaMonth starter kit cheaper than buying the 6 pack and a 360ml PureSoak separately?", C, [["42"]], [P(AQK), P(AQ6), P(PS360)], pol="yes",
  ev=[ev_p(AQK, "42.00"), ev_p(AQ6, "35.00"), ev_p(PS360, "9.50")])
Q("What powers do ClearDay daily lenses come in?", C, [["-10.00"], ["+6.00"]], [P(CD30)], [P(CD90)],
  ev=[ev_p(CD30, "-10.00 to +6.00")])
Q("What cylinder range does the ClearDay Toric cover?", C, [["-0.75"], ["-2.25"]], [P(CDT)], ev=[ev_p(CDT, "-0.75 to -2.25")])
Q("I'm a -11. Do the AquaMonth lenses go that strong?", C, [["-12.00", "-12"]], [P(AQ6)], pol="yes", ev=[ev_p(AQ6, "-12.00 to +8.00")])
Q("I'm -11 — do ClearDay dailies go that high?", C, [["-10.00", "-10"]], [P(CD30)], [P(CD90), P(AQ6)], pol="no", ev=[ev_p(CD30, "-10.00 to +6.00")])
Q("Can I take the PureSoak travel bottle in my hand luggage on a plane?", C, [["100 ml", "100ml"]], [P(PS100)], pol="yes",
  ev=[ev_p(PS100, "PureSoak in a 100 ml bottle that fits the liquids rule for cabin bags.")])
Q("does the big puresoak bottle come with a lens case", C, [["yes"]], [P(PS360)], pol="yes", ev=[ev_p(PS360, "Comes with a free lens case.")])
Q("How long can I keep using PureSoak after I open it?", C, [["90 days", "90"]], [P(PS360)], [P(PS100)],
  ev=[ev_p(PS360, "90")])
Q("Can I rinse my lenses with OxyCare before putting them in?", C, [["6 hours", "six hours"]], [P(OXY)], pol="no",
  ev=[ev_p(OXY, "Never put the solution directly into your eyes or rinse lenses with it.")])
Q("how long do lenses need to sit in the oxycare case", C, [["6 hours", "six hours"]], [P(OXY)],
  ev=[ev_p(OXY, "leave lenses in it for at least 6 hours before wearing them")])
Q("Can I use the Comfort eye drops with my contacts in?", C, [["yes"]], [P(DROPS)], pol="yes",
  ev=[ev_p(DROPS, "safe to use with all soft contact lenses in")])
Q("Do the Comfort Lubricating Eye Drops contain preservatives?", C, [["preservative-free", "preservative free"]], [P(DROPS)], pol="no",
  ev=[ev_p(DROPS, "Preservative-free lubricating drops for tired, dry eyes")])
Q("I bought Comfort eye drops I don't need, can I return them unopened?", C, [["cannot be returned", "can't be returned", "can not be returned", "not returnable", "hygiene"]], [P(DROPS)], [POL("returns")], pol="no",
  ev=[ev_p(DROPS, "For hygiene reasons eye drops cannot be returned.")])

# sunglasses
CST, CSTK, SGL, STR, CLIP, RXS = ("coastline-polarised-sunglasses", "coastline-kids-sunglasses", "summit-glacier-sunglasses",
                                  "summit-trail-sunglasses", "marlowe-clip-on-sun-lenses", "prescription-sun-lens-package")
Q("Are the Coastline sunglasses polarised?", C, [["yes"]], [P(CST)], [P(CSTK)], pol="yes",
  ev=[ev_p(CST, "Everyday polarised sunglasses that cut glare from water and wet roads")])
Q("Can I drive in the Summit Glacier sunglasses?", C, [["not suitable for driving", "not for driving", "category 4"]], [P(SGL)], [P(STR)], pol="no",
  ev=[ev_p(SGL, "Not suitable for driving or road use.")])
Q("Are the Summit Trail sunglasses OK for driving?", C, [["yes"]], [P(STR)], [P(SGL)], pol="yes",
  ev=[ev_p(STR, "with category 3 lenses that are fine for driving")])
Q("what category are the summit glacier lenses", C, [["4"]], [P(SGL)], ev=[ev_p(SGL, "very dark category 4 lenses")])
Q("How much light gets through the Summit Glacier lenses?", C, [["5%", "5 %", "5 per cent", "5 percent"]], [P(SGL)], ev=[ev_p(SGL, "5")])
Q("What's the difference between the Summit Glacier and the Summit Trail sunglasses?", C, [["4"], ["3"]], [P(SGL), P(STR)],
  ev=[ev_p(SGL, "very dark category 4 lenses and removable leather side shields"), ev_p(STR, "with category 3 lenses that are fine for driving")])
Q("Are the kids' Coastline sunglasses polarised like the adult ones?", C, [["not polarised", "not polarized", "aren't polarised", "are not polarised"]], [P(CSTK)], [P(CST)], pol="no",
  ev=[ev_p(CSTK, "The lenses are not polarised.")])
Q("What ages are the Coastline Kids sunglasses for?", C, [["3"], ["8"]], [P(CSTK)], ev=[ev_p(CSTK, "for children aged 3 to 8")])
Q("how much r the kids coastline sunnies", C, [["25"]], [P(CSTK)], ev=[ev_p(CSTK, "25.00")])
Q("Do the Coastline sunglasses give full UV protection?", C, [["UV400"]], [P(CST)], pol="yes", ev=[ev_p(CST, "UV400")])
Q("Will the Marlowe clip-on sun lenses fit my Harlow frames?", C, [["Marlowe Titanium Frames only", "Marlowe frames only", "only fit Marlowe", "fit Marlowe frames only", "Marlowe only"]], [P(CLIP)], [P(HAR), P(MAR)], pol="no",
  ev=[ev_p(CLIP, "They fit Marlowe frames only; the frame is not included.")])
Q("Does the Marlowe clip-on come with the frame?", C, [["not included", "isn't included", "frame is not included"]], [P(CLIP)], [P(MAR)], pol="no",
  ev=[ev_p(CLIP, "They fit Marlowe frames only; the frame is not included.")])
Q("Can you make category 4 prescription sunglasses for my glacier trek?", C, [["2 and 3", "categories 2 and 3", "category 2"]], [P(RXS)], [P(SGL)], pol="no",
  ev=[ev_p(RXS, "Tints are available in categories 2 and 3; we do not make category 4 lenses to prescription.")])
Q("How much are polarised prescription sunglasses with single vision lenses?", C, [["109"]], [P(RXS)], ev=[ev_v("rx-sun-sv-polarised", "109.00")])
Q("Can I get polarised varifocal prescription sunglasses?", C, [["tinted", "tint"]], [P(RXS)], pol="no",
  ev=[ev_v("rx-sun-vf-tint", "Varifocal / Tinted")])
Q("What colour options do the Coastline polarised sunglasses have?", C, [["Black"], ["Tortoiseshell", "tortoise"]], [P(CST)],
  ev=[ev_v("coastline-black-grey", "Black / Grey lens"), ev_v("coastline-tortoise-brown", "Tortoiseshell / Brown lens")])
Q("Are the Coastline Kids sunglasses in stock at the Bristol store?", C, [["yes"]], [P(CSTK)], [L("loc_bristol_hollis")], pol="yes",
  ev=[ev_inv("loc_bristol_hollis,coastline-kids-sunglasses,6")])
Q("Does Bristol have the Summit Glacier sunglasses in?", C, [["no", "out of stock", "not in stock"]], [P(SGL)], [L("loc_bristol_hollis"), L("loc_london_marylebone"), L("loc_edinburgh_princes")], pol="no",
  ev=[ev_inv("loc_bristol_hollis,summit-glacier-sunglasses,0")])

# accessories
ROW, ROW2 = "rowan-ready-readers", "rowan-ready-readers-twin"
Q("What strengths do the Rowan readers come in?", C, [["+1.00", "1.00"], ["+3.50", "3.50"]], [P(ROW)], [P(ROW2)], ev=[ev_v("rowan-100", "+1.00"), ev_v("rowan-350", "+3.50")])
Q("Does the Rowan Ready Readers Twin Pack come in +3.50?", C, [["+3.00", "3.00"]], [P(ROW2)], [P(ROW)], pol="no",
  ev=[ev_v("rowan-twin-300", "+3.00")])
Q("Are both pairs in the Rowan twin pack the same colour?", C, [["black"], ["tortoiseshell", "tortoise"]], [P(ROW2)], pol="no",
  ev=[ev_p(ROW2, "one black and one tortoiseshell")])
Q("can i use the rowan ready readers for driving", C, [["not suitable for driving", "not for driving", "close work"]], [P(ROW)], pol="no",
  ev=[ev_p(ROW, "not suitable for driving")])
Q("How much is the Rowan twin pack compared with one pair?", C, [["25"], ["15"]], [P(ROW2), P(ROW)],
  ev=[ev_v("rowan-twin-200", "25.00"), ev_v("rowan-200", "15.00")])
Q("Does the lens cleaning kit include a cloth?", C, [["yes"]], [P("lens-cleaning-kit")], [P("lens-cleaning-spray-60")], pol="yes",
  ev=[ev_p("lens-cleaning-kit", "A 30 ml anti-fog lens cleaning spray with a microfibre cloth in a zip pouch.")])
Q("Does the 60 ml cleaning spray come with a cloth?", C, [["not included", "no cloth", "doesn't", "does not"]], [P("lens-cleaning-spray-60")], [P("lens-cleaning-kit")], pol="no",
  ev=[ev_p("lens-cleaning-spray-60", "Cloth not included.")])
Q("Is the 60ml lens spray anti-fog?", C, [["no"]], [P("lens-cleaning-spray-60")], [P("lens-cleaning-kit")], pol="no",
  ev=[ev_p("lens-cleaning-spray-60", "false")])
Q("My frames are 155 mm wide. Will they fit in the hard clamshell case?", C, [["150"]], [P("hard-glasses-case")], pol="no",
  ev=[ev_p("hard-glasses-case", "Fits most frames up to 150 mm wide.")])
Q("What are the dimensions of the hard glasses case?", C, [["160"], ["65"], ["40"]], [P("hard-glasses-case")],
  ev=[ev_p("hard-glasses-case", "160"), ev_p("hard-glasses-case", "65"), ev_p("hard-glasses-case", "40")])
Q("What's in the spectacle repair kit?", C, [["screwdriver"], ["screws"], ["nose pads"]], [P("spectacle-repair-kit")],
  ev=[ev_p("spectacle-repair-kit", "A pocket kit with a mini screwdriver, assorted hinge screws and two pairs of push-on nose pads")])
Q("What amounts do your gift cards come in?", C, [["25"], ["50"], ["100"]], [P("brightwell-gift-card")], [FAQ("gift-cards")],
  ev=[ev_v("gift-card-25", "25.00"), ev_v("gift-card-50", "50.00"), ev_v("gift-card-100", "100.00")])
Q("Can I return a Brightwell gift card if they don't want it?", C, [["cannot be returned", "can't be returned", "not returnable", "cannot be returned or refunded"]], [P("brightwell-gift-card")], [POL("returns"), FAQ("gift-cards")], pol="no",
  ev=[ev_p("brightwell-gift-card", "Gift cards cannot be returned or exchanged for cash.")])
Q("How long is a gift card valid for?", C, [["24 months", "two years", "2 years"]], [P("brightwell-gift-card")], [FAQ("gift-cards")],
  ev=[ev_p("brightwell-gift-card", "Valid for 24 months.")])

# services
Q("How much is an eye test?", C, [["25"]], [P("eye-test")], [POL("eye-tests")],
  ev=[ev_p("eye-test", "25.00"), ev_pol("eye-tests", "A standard eye test costs £25 and takes about 30 minutes.")])
Q("How long does the eye test with the OCT scan take?", C, [["40 minutes", "40 mins", "40 min"]], [P("eye-test-oct")], [POL("eye-tests")],
  ev=[ev_p("eye-test-oct", "About 40 minutes.")])
Q("Can my 15 year old have the OCT 3D scan?", C, [["18"]], [P("eye-test-oct")], pol="no",
  ev=[ev_p("eye-test-oct", "For adults aged 18 and over, at stores with an OCT scanner only.")])
Q("What does a standard eye test include?", C, [["retinal photograph", "retinal photo"], ["pressure"]], [P("eye-test")],
  ev=[ev_p("eye-test", "digital retinal photograph"), ev_p("eye-test", "eye pressure check")])
Q("How much is a contact lens fitting and how long does it take?", C, [["35"], ["45 minutes", "45 mins", "45 min"]], [P("contact-lens-fitting")], [POL("eye-tests")],
  ev=[ev_p("contact-lens-fitting", "35.00"), ev_p("contact-lens-fitting", "About 45 minutes.")])
Q("Is there a minimum age for a contact lens fitting?", C, [["8"]], [P("contact-lens-fitting")], ev=[ev_p("contact-lens-fitting", "8")])
Q("How much is a contact lens aftercare check?", C, [["20"]], [P("contact-lens-aftercare")], [POL("contact-lenses"), POL("eye-tests")],
  ev=[ev_p("contact-lens-aftercare", "20.00")])
Q("Do I need to have had an eye test before a contact lens fitting?", C, [["2 years", "two years"]], [P("contact-lens-fitting")], pol="yes",
  ev=[ev_p("contact-lens-fitting", "You need an eye test within the last 2 years.")])
Q("Is the OCT scan eye test free on the NHS if I'm over 60?", C, [["20"]], [P("eye-test-oct")], [POL("eye-tests")], pol="no",
  ev=[ev_pol("eye-tests", "The OCT scan is not part of the NHS test: if you qualify for a free NHS test, adding an OCT scan costs £20.")])

Q("how much is this?", C, [["229"]], [P(HAR)], ids=["HAR-BLK-VF"], ev=[ev_v("harlow-black-vf", "229.00")])
Q("are these polarised?", C, [["not polarised", "not polarized", "are not polarised", "aren't polarised"]], [P(CSTK)], ids=["coastline-kids-sunglasses"], pol="no",
  ev=[ev_p(CSTK, "The lenses are not polarised.")])
Q("how many lenses in a box?", C, [["30"]], [P(CDT)], ids=["CLDT-30"], ev=[ev_p(CDT, "30 lenses a box.")])
Q("whats the bridge size on these", C, [["21"]], [P(MAR)], ids=["marlowe-gold-sv"], ev=[ev_p(MAR, "21")])
# ================================================================ POLICIES & FAQ
C = "policy"
ET = "eye-tests"
Q("Who can get a free NHS eye test?", C, [["under 16"], ["60"], ["diabetes"]], [POL(ET)],
  ev=[ev_pol(ET, "In England, Wales and Northern Ireland, your eye test is free on the NHS if you are under 16, aged 16 to 18 and in full-time education, or aged 60 or over.")])
Q("I'm 62, do I have to pay for my eye test?", C, [["60"], ["free"]], [POL(ET)], [P("eye-test")], pol="no",
  ev=[ev_pol(ET, "In England, Wales and Northern Ireland, your eye test is free on the NHS if you are under 16, aged 16 to 18 and in full-time education, or aged 60 or over.")])
Q("Are eye tests free in Scotland?", C, [["everyone", "whatever your age", "all ages"]], [POL(ET)], pol="yes",
  ev=[ev_pol(ET, "In Scotland, NHS eye examinations are free for everyone, whatever your age.")])
Q("I'm 35 and I live in Edinburgh, will I have to pay for an eye test at your Princes Street shop?", C, [["free"]], [POL(ET)], [L("loc_edinburgh_princes"), P("eye-test")], pol="no",
  ev=[ev_pol(ET, "In Scotland, NHS eye examinations are free for everyone, whatever your age.")])
Q("I'm 17 and at sixth form full time - is my eye test free?", C, [["full-time education", "full time education"]], [POL(ET)], pol="yes",
  ev=[ev_pol(ET, "aged 16 to 18 and in full-time education")])
Q("I'm 45 and my mum has glaucoma. Do I get a free eye test?", C, [["40"]], [POL(ET)], pol="yes",
  ev=[ev_pol(ET, "if you are 40 or over and your parent, brother, sister or child has glaucoma")])
Q("if i get a free nhs test can i add the oct scan, and what does that cost", C, [["£20", "20"]], [POL(ET)], [P("eye-test-oct")], pol="yes",
  ev=[ev_pol(ET, "The OCT scan is not part of the NHS test: if you qualify for a free NHS test, adding an OCT scan costs £20.")])
Q("How often should I have my eyes tested?", C, [["2 years", "two years"]], [POL(ET)],
  ev=[ev_pol(ET, "We recommend an eye test every 2 years for most adults.")])
Q("how often should my 75 year old dad get his eyes checked", C, [["every year", "once a year", "yearly", "annually", "each year"]], [POL(ET)],
  ev=[ev_pol(ET, "Children under 16, people aged 70 or over and people with diabetes should have a test every year, or as often as the optometrist advises.")])
Q("From what age can a child have an eye test with you?", C, [["3"]], [POL(ET)],
  ev=[ev_pol(ET, "We test children of any age who can sit in the chair, usually from about 3 years old; they do not need to know their letters.")])
Q("My daughter can't read yet. Does she need to know her letters for the eye test?", C, [["letters"]], [POL(ET)], pol="no",
  ev=[ev_pol(ET, "they do not need to know their letters")])
Q("What happens if I miss my appointment?", C, [["£10", "10"]], [POL(ET)],
  ev=[ev_pol(ET, "If you miss a private appointment without notice, we may charge a £10 missed appointment fee; we never charge for a missed NHS appointment.")])
Q("How much notice do I need to give to move my eye test?", C, [["24 hours"]], [POL(ET)],
  ev=[ev_pol(ET, "Please give at least 24 hours' notice if you need to cancel or move your appointment.")])
Q("Do I get a copy of my prescription after the test, or do I have to buy glasses from you?", C, [["free"]], [POL(ET)],
  ev=[ev_pol(ET, "You get a free copy of your prescription at the end of every eye test, and you are free to buy your glasses anywhere.")])
Q("Will you charge me to measure my PD if I'm not buying glasses from you?", C, [["£5", "5"]], [POL(ET)], [FAQ("outside-prescription")], pol="yes",
  ev=[ev_pol(ET, "if you want it measured without buying glasses, it costs £5.")])
Q("Is there a no-show fee if I miss an NHS eye test?", C, [["never"]], [POL(ET)], pol="no",
  ev=[ev_pol(ET, "we never charge for a missed NHS appointment")])

HV = "home-visits"
Q("Do you do eye tests at home?", C, [["Manchester"], ["Leeds"], ["Belfast"]], [POL(HV)], [L("loc_manchester_deansgate"), L("loc_leeds_briggate"), L("loc_belfast_donegall")], pol="yes",
  ev=[ev_pol(HV, "Home visits are run from our Manchester Deansgate, Leeds Briggate and Belfast Donegall Place stores.")])
Q("Who qualifies for a home visit?", C, [["unaccompanied"]], [POL(HV)],
  ev=[ev_pol(HV, "You can have an NHS home visit if you are eligible for a free NHS eye test and cannot leave home unaccompanied because of a physical or mental illness or disability.")])
Q("What does a private home visit cost?", C, [["60"]], [POL(HV)],
  ev=[ev_pol(HV, "If you are not eligible for an NHS visit, a private home visit costs £60, including the eye test.")])
Q("Is the NHS home visit free?", C, [["free"]], [POL(HV)], pol="yes",
  ev=[ev_pol(HV, "An NHS home visit is free, and so is the eye test.")])
Q("My gran lives in Cardiff and can't get out of the house. Can you test her eyes at home?", C, [["Wales"]], [POL(HV)], [L("loc_cardiff_queen")], pol="no",
  ev=[ev_pol(HV, "We do not offer home visits in Scotland, Wales or London at the moment.")])
Q("Can your optometrist visit my dad in his care home in Leeds, LS6?", C, [["LS"]], [POL(HV)], [L("loc_leeds_briggate")], pol="yes",
  ev=[ev_pol(HV, "Leeds covers LS and WF postcodes")])
Q("How soon can someone come out for a home eye test?", C, [["3 weeks", "three weeks"]], [POL(HV)],
  ev=[ev_pol(HV, "We usually visit within 3 weeks of your call.")])
Q("what number do I ring to book a home visit", C, [["0330 555 0150"]], [POL(HV)],
  ev=[ev_pol(HV, "Call our home visit team on 0330 555 0150, Monday to Friday, 9:00 to 17:00.")])
Q("Does the home visit optician bring glasses to choose from?", C, [["100"]], [POL(HV)], pol="yes",
  ev=[ev_pol(HV, "The optometrist brings a selection of more than 100 frames, including lightweight and children's frames, and measures you for them at the visit.")])
Q("Can I get a home visit eye test in Edinburgh?", C, [["Scotland"]], [POL(HV)], [L("loc_edinburgh_princes")], pol="no",
  ev=[ev_pol(HV, "We do not offer home visits in Scotland, Wales or London at the moment.")])
Q("After a home visit, is there a charge to bring the glasses round?", C, [["no extra cost", "free", "no charge"]], [POL(HV)], pol="no",
  ev=[ev_pol(HV, "We deliver your finished glasses and fit them at home, usually within 2 weeks, at no extra cost.")])

RT = "returns"
Q("How long do I have to return sunglasses?", C, [["30 days", "30-day", "thirty days"]], [POL(RT)],
  ev=[ev_pol(RT, "Sunglasses, ready readers, cases and other accessories can be returned within 30 days of purchase for a full refund, if they are unused and in their original packaging.")])
Q("What's your returns policy?", C, [["30 days", "30-day", "thirty days"]], [POL(RT)],
  ev=[ev_pol(RT, "Sunglasses, ready readers, cases and other accessories can be returned within 30 days of purchase for a full refund, if they are unused and in their original packaging.")])
Q("I just can't get on with my new glasses, everything looks wonky. What can I do?", C, [["30 days", "30-day"]], [POL(RT)],
  ev=[ev_pol(RT, "Instead, if you cannot get used to your new glasses, tell us within 30 days of collection and we will recheck your eyes, remake the lenses or swap the frame for free.")])
Q("How long is the adapt guarantee on varifocals?", C, [["60 days", "60-day", "sixty days"]], [POL(RT)],
  ev=[ev_pol(RT, "Varifocals take longer to get used to, so for varifocal lenses the guarantee lasts 60 days.")])
Q("Can I return my prescription glasses because I've changed my mind about the colour?", C, [["adapt", "made for you", "changed your mind"]], [POL(RT)], pol="no",
  ev=[ev_pol(RT, "Glasses made to your prescription cannot be returned simply because you have changed your mind, because the lenses are made for you.")])
Q("Can I send back an opened box of contact lenses?", C, [["hygiene"]], [POL(RT)], pol="no",
  ev=[ev_pol(RT, "For hygiene reasons we cannot take back opened boxes of contact lenses, opened bottles of solution, or eye drops, unless they are faulty.")])
Q("I ordered too many boxes of lenses - can I return the ones I haven't opened?", C, [["30 days"]], [POL(RT)], pol="yes",
  ev=[ev_pol(RT, "Unopened boxes of contact lenses can be returned within 30 days for a refund.")])
Q("How long do refunds take to come through?", C, [["5 working days", "five working days"]], [POL(RT)],
  ev=[ev_pol(RT, "We refund to your original payment method within 5 working days of receiving the return.")])
Q("Do I have to pay the postage to send something back?", C, [["free"]], [POL(RT)], pol="no",
  ev=[ev_pol(RT, "Returns by post are free: use the prepaid Royal Mail label in your parcel or print one from your account.")])
Q("What are my cancellation rights for an online order?", C, [["14 days"]], [POL(RT)],
  ev=[ev_pol(RT, "For online orders you also have 14 days to cancel under the Consumer Contracts Regulations, except for items made to your prescription.")])
Q("I used an NHS voucher towards my glasses. If I return them do I get that part back in cash?", C, [["voucher"]], [POL(RT)], pol="no",
  ev=[ev_pol(RT, "The value of an NHS voucher cannot be refunded as cash.")])

DL = "delivery"
Q("How much is delivery?", C, [["3.95"], ["40"]], [POL(DL)],
  ev=[ev_pol(DL, "Standard delivery costs £3.95 and takes 2 to 4 working days."), ev_pol(DL, "Standard delivery is free on orders over £40.")])
Q("How long does standard delivery take?", C, [["2 to 4", "2-4", "two to four"]], [POL(DL)],
  ev=[ev_pol(DL, "Standard delivery costs £3.95 and takes 2 to 4 working days.")])
Q("How much is next day delivery and what's the cut-off?", C, [["6.95"], T("14:00")], [POL(DL)],
  ev=[ev_pol(DL, "Next-day delivery costs £6.95 when you order before 14:00, Monday to Friday; orders placed after 14:00 on Friday or at the weekend arrive on Tuesday.")])
Q("Can I get next-day delivery to Belfast?", C, [["3 to 5", "3-5", "three to five"]], [POL(DL)], pol="no",
  ev=[ev_pol(DL, "Next-day delivery is available to mainland Great Britain only."), ev_pol(DL, "Orders to Northern Ireland, the Scottish Highlands and the Scottish islands go by standard delivery at the same price and take 3 to 5 working days.")])
Q("Do you deliver to Dublin?", C, [["UK"]], [POL(DL)], pol="no",
  ev=[ev_pol(DL, "We do not deliver outside the UK, the Channel Islands and the Isle of Man.")])
Q("Do you deliver to Jersey?", C, [["5.95"]], [POL(DL)], pol="yes",
  ev=[ev_pol(DL, "Standard delivery to the Channel Islands and the Isle of Man costs £5.95 and takes 5 to 7 working days.")])
Q("Is delivery free when I order prescription glasses online?", C, [["free"]], [POL(DL)], pol="yes",
  ev=[ev_pol(DL, "Delivery of prescription glasses is always free.")])
Q("If I order varifocals online, how long before they're sent out?", C, [["12 working days", "twelve working days"]], [POL(DL)], [FAQ("glasses-turnaround")],
  ev=[ev_pol(DL, "Single vision glasses are dispatched within 7 working days and varifocals within 12 working days.")])
Q("How long will you hold my click and collect order?", C, [["14 days"]], [POL(DL)],
  ev=[ev_pol(DL, "Orders are usually ready the next working day, and we keep them for 14 days.")])
Q("how long does delivery take to the isle of skye", C, [["3 to 5", "3-5", "three to five"]], [POL(DL)],
  ev=[ev_pol(DL, "Orders to Northern Ireland, the Scottish Highlands and the Scottish islands go by standard delivery at the same price and take 3 to 5 working days.")])
Q("If I pay for next-day delivery on a Saturday, when will it turn up?", C, [["Tuesday"]], [POL(DL)],
  ev=[ev_pol(DL, "orders placed after 14:00 on Friday or at the weekend arrive on Tuesday.")])
Q("My basket comes to £38. Will I have to pay for postage?", C, [["3.95"], ["40"]], [POL(DL)], pol="yes",
  ev=[ev_pol(DL, "Standard delivery is free on orders over £40.")])
Q("Do I pay delivery on my LensPlan contact lenses?", C, [["free"]], [POL(DL)], [POL("contact-lenses")], pol="no",
  ev=[ev_pol(DL, "LensPlan deliveries are always free and arrive every 3 months.")])

WR = "warranty"
Q("What warranty do your frames have?", C, [["2-year", "2 year", "two-year", "two year", "2 years"]], [POL(WR)],
  ev=[ev_pol(WR, "All frames bought from Brightwell have a 2-year warranty against manufacturing defects, such as broken hinges, cracked acetate or peeling plating that happen in normal use.")])
Q("Are the lenses guaranteed as well as the frame?", C, [["1-year", "1 year", "one year", "12 months"]], [POL(WR)], pol="yes",
  ev=[ev_pol(WR, "Prescription lenses have a 1-year warranty against defects in the lens or its coatings, such as coatings that peel or craze.")])
Q("My lenses have got scratched after 3 months, is that covered?", C, [["scratches"]], [POL(WR)], pol="no",
  ev=[ev_pol(WR, "Scratches are not covered, because they come from use rather than a defect.")])
Q("I sat on my glasses and snapped the arm. Will the warranty cover it?", C, [["Brightwell Plus"]], [POL(WR)], [FAQ("brightwell-plus"), POL("repairs")], pol="no",
  ev=[ev_pol(WR, "Accidental damage, such as sitting on your glasses, dropping them or damage from pets, is not covered by the warranty."), ev_pol(WR, "Accidental damage is covered for Brightwell Plus members.")])
Q("What's the guarantee on non-prescription sunglasses?", C, [["1-year", "1 year", "one year", "12 months"]], [POL(WR)],
  ev=[ev_pol(WR, "Non-prescription sunglasses have a 1-year warranty.")])
Q("how long is the warranty on ready readers", C, [["6-month", "6 month", "six month", "6 months", "six months"]], [POL(WR)],
  ev=[ev_pol(WR, "Ready readers have a 6-month warranty.")])
Q("My 8 year old broke his glasses at school again. Do I have to pay to fix them?", C, [["free", "NHS repair voucher"]], [POL(WR)], pol="no",
  ev=[ev_pol(WR, "If a child's glasses are broken or lost, we repair or replace them free of charge for children under 16, paid for by an NHS repair voucher.")])
Q("How do I make a warranty claim?", C, [["receipt", "order number"]], [POL(WR)],
  ev=[ev_pol(WR, "Bring your glasses to any Brightwell store with your receipt or order number, or email warranty@brightwellopticians.example.")])

RP = "repairs"
Q("Can you tighten my glasses? I didn't buy them from you", C, [["free"]], [POL(RP)], pol="yes",
  ev=[ev_pol(RP, "We adjust and tighten glasses for free at any Brightwell store, wherever you bought them.")])
Q("Can you solder my broken metal frame?", C, [["solder"]], [POL(RP)], pol="no",
  ev=[ev_pol(RP, "We do not solder or weld metal frames, and we cannot repair rimless frames whose drill holes have cracked.")])
Q("How long do repairs that go away to the workshop take?", C, [["5 to 7", "5-7", "five to seven"]], [POL(RP)],
  ev=[ev_pol(RP, "Repairs that need parts, such as a new hinge or temple arm, are sent to our workshop and usually take 5 to 7 working days.")])
Q("Can you put new lenses in my old frames?", C, [["30"]], [POL(RP)], pol="yes",
  ev=[ev_pol(RP, "Reglazing costs £30 on top of the price of the lenses and takes about 7 working days.")])
Q("Do you charge to replace a missing screw?", C, [["free"]], [POL(RP)], pol="no",
  ev=[ev_pol(RP, "We also replace missing screws and nose pads for free.")])
Q("how long do while-you-wait repairs take", C, [["20 minutes", "20 mins"]], [POL(RP)],
  ev=[ev_pol(RP, "Stores with a repair bench can often fix small problems while you wait, usually within 20 minutes.")])

CLP = "contact-lenses"
Q("Can I buy contact lenses using my glasses prescription?", C, [["specification", "fitting"]], [POL(CLP)], pol="no",
  ev=[ev_pol(CLP, "We cannot supply contact lenses from a glasses prescription.")])
Q("What is LensPlan?", C, [["£14", "14"]], [POL(CLP)],
  ev=[ev_pol(CLP, "From £14 a month, it covers your lenses, your yearly aftercare check and eye test, and free delivery of your lenses every 3 months.")])
Q("Is there a minimum contract on LensPlan?", C, [["one month's notice", "one month", "1 month"]], [POL(CLP)], pol="no",
  ev=[ev_pol(CLP, "You can cancel LensPlan at any time with one month's notice; there is no minimum term.")])
Q("My contact lens spec is from a different optician. Can I still order lenses from you?", C, [["copy", "check"]], [POL(CLP)], pol="yes",
  ev=[ev_pol(CLP, "If your specification was issued by another optician, send us a copy and we will check it with them before supplying your lenses.")])
Q("How long is a contact lens specification valid?", C, [["12 months", "a year", "one year", "1 year"]], [POL(CLP)],
  ev=[ev_pol(CLP, "Your specification usually lasts 12 months.")])
Q("Do first-time contact lens wearers get to try lenses before buying?", C, [["7-day", "7 day", "seven-day", "seven day"]], [POL(CLP)], [P("contact-lens-fitting")], pol="yes",
  ev=[ev_pol(CLP, "New wearers get a free 7-day trial pair as part of the contact lens fitting, together with a lesson on putting lenses in and taking them out.")])

PV = "privacy"
Q("How long do you keep my eye test records?", C, [["10 years", "ten years"]], [POL(PV)],
  ev=[ev_pol(PV, "We keep adult clinical records for 10 years after your last visit.")])
Q("How long do you keep my child's eye records?", C, [["25th birthday", "25"]], [POL(PV)],
  ev=[ev_pol(PV, "We keep children's clinical records until their 25th birthday, or for 10 years after the last visit if that is later.")])
Q("Do you sell my personal data?", C, [["do not sell", "don't sell", "never sell"]], [POL(PV)], pol="no",
  ev=[ev_pol(PV, "We do not sell your personal information.")])
Q("Do you pass my details to the NHS?", C, [["claim"]], [POL(PV)], pol="yes",
  ev=[ev_pol(PV, "We share your details with the NHS when we claim a free eye test or a voucher for you.")])
Q("How can I get a copy of my clinical records?", C, [["privacy@brightwellopticians.example"], ["one month", "1 month"]], [POL(PV)],
  ev=[ev_pol(PV, "You can ask for a copy of your records, or ask us to correct them, by emailing privacy@brightwellopticians.example."), ev_pol(PV, "We answer within one month.")])

C = "faq"
Q("Is there a buy now pay later option for glasses?", C, [["3"], ["99"]], [FAQ("pay-in-instalments")], pol="yes",
  ev=[ev_f("pay-in-instalments", "On orders of £99 or more you can split the total into 3 interest-free monthly payments with our partner PayThree, online or in store, subject to approval.")])
Q("What's the minimum I have to spend to pay monthly?", C, [["99"]], [FAQ("pay-in-instalments")],
  ev=[ev_f("pay-in-instalments", "On orders of £99 or more")])
Q("Do you take NHS optical vouchers?", C, [["full value"]], [FAQ("nhs-vouchers")], pol="yes",
  ev=[ev_f("nhs-vouchers", "If you qualify for an NHS optical voucher, we take its full value off any glasses or contact lenses.")])
Q("Are children's glasses free with the NHS voucher?", C, [["free"]], [FAQ("nhs-vouchers")], pol="yes",
  ev=[ev_f("nhs-vouchers", "Every frame in our children's range, with single vision lenses, is free with a child's NHS voucher.")])
Q("any deals if I buy two pairs of glasses?", C, [["50%", "half price", "50 %"]], [FAQ("second-pair")],
  ev=[ev_f("second-pair", "Buy a complete pair of glasses and get 50% off a second complete pair, including prescription sunglasses, ordered on the same day for the same person.")])
Q("Does the second pair offer work if the second pair is prescription sunglasses?", C, [["yes", "including prescription sunglasses"]], [FAQ("second-pair")], pol="yes",
  ev=[ev_f("second-pair", "including prescription sunglasses")])
Q("How long do new glasses take to make?", C, [["7 working days", "seven working days"], ["10 to 12", "10-12"]], [FAQ("glasses-turnaround")], [POL("delivery")],
  ev=[ev_f("glasses-turnaround", "Single vision glasses are usually ready to collect in 7 working days and varifocals in 10 to 12 working days.")])
Q("Can I get glasses made the same day?", C, [["Marylebone"], ["Manchester"]], [FAQ("glasses-turnaround")],
  ev=[ev_f("glasses-turnaround", "Simple single vision prescriptions can sometimes be made within an hour at Marylebone and Manchester Deansgate.")])
Q("I had my eyes tested at Specsavers last year, can I use that prescription with you?", C, [["2 years", "two years"]], [FAQ("outside-prescription")], pol="yes",
  ev=[ev_f("outside-prescription", "Yes, as long as it was issued in the last 2 years.")])
Q("How far away do I have to be able to read a number plate to drive?", C, [["20 metres", "20 meters", "20m", "20 m"]], [FAQ("driving-eyesight")],
  ev=[ev_f("driving-eyesight", "You must be able to read a car number plate from 20 metres, with glasses or contact lenses if you need them.")])
Q("My work gives me a DSE voucher for screen users. Can I use it with you?", C, [["yes"]], [FAQ("employer-vouchers")], pol="yes",
  ev=[ev_f("employer-vouchers", "We accept corporate eyecare vouchers for display screen users from most major schemes.")])
Q("do students get money off", C, [["10%", "10 %", "10 per cent"]], [FAQ("student-discount")], pol="yes",
  ev=[ev_f("student-discount", "Students with a valid student card get 10% off glasses and sunglasses.")])
Q("Can I use my student discount on top of the second pair half price deal?", C, [["cannot be combined", "can't be combined", "not be combined"]], [FAQ("student-discount")], [FAQ("second-pair")], pol="no",
  ev=[ev_f("student-discount", "It cannot be combined with the second pair offer or used on contact lenses.")])
Q("Will you match a cheaper price I found somewhere else?", C, [["do not price match", "don't price match"]], [FAQ("price-match")], pol="no",
  ev=[ev_f("price-match", "No, we do not price match.")])
Q("Can I get my hearing checked while I'm in for my eye test?", C, [["hearing"]], [FAQ("hearing-tests")], pol="no",
  ev=[ev_f("hearing-tests", "We do not offer hearing tests or hearing aids at any of our stores.")])
Q("What do I get with Brightwell Plus and what does it cost?", C, [["£6", "6 a month"], ["accidental damage"]], [FAQ("brightwell-plus")],
  ev=[ev_f("brightwell-plus", "Brightwell Plus is our eyecare membership for £6 a month."), ev_f("brightwell-plus", "It includes a private eye test every 12 months, accidental damage cover on your glasses and 15% off contact lenses.")])
Q("Does Brightwell Plus cover me if I break my glasses?", C, [["accidental damage"]], [FAQ("brightwell-plus")], [POL("warranty")], pol="yes",
  ev=[ev_f("brightwell-plus", "It includes a private eye test every 12 months, accidental damage cover on your glasses and 15% off contact lenses.")])
Q("My 9 year old is getting more short-sighted every year. Can you do anything to slow it down, and where?", C, [["Marylebone"], ["Manchester"]], [FAQ("myopia-management")], [L("loc_london_marylebone"), L("loc_manchester_deansgate")],
  ev=[ev_f("myopia-management", "Our Marylebone and Manchester Deansgate stores offer myopia management for children aged 6 to 14")])
Q("I've lost my glasses. Do I need another eye test to get a new pair?", C, [["2 years", "two years"]], [FAQ("lost-glasses")], pol="no",
  ev=[ev_f("lost-glasses", "If you had your eye test with us in the last 2 years, we can make a replacement pair from your record without a new test.")])
Q("Do you have a dry eye clinic?", C, [["eye test"]], [FAQ("dry-eye")], pol="no",
  ev=[ev_f("dry-eye", "We do not run a separate dry eye clinic, but our optometrists assess dry eye as part of an eye test and can recommend drops and lid care.")])
Q("Can I just turn up for an eye test without an appointment?", C, [["same-day", "same day"]], [FAQ("walk-ins")],
  ev=[ev_f("walk-ins", "We keep a few same-day eye test slots at most stores, but booking is the only way to be sure of a time.")])
Q("What does category 3 on sunglasses mean?", C, [["bright sun"], ["driving"]], [FAQ("sunglass-categories")],
  ev=[ev_f("sunglass-categories", "category 3 is for bright sun and is fine for driving")])
Q("Can I order my kid's glasses on your website?", C, [["in store"]], [FAQ("childrens-glasses-online")], pol="no",
  ev=[ev_f("childrens-glasses-online", "By law, glasses for children under 16 must be supplied by or under the supervision of a registered optician, so we dispense and fit all children's glasses in store.")])
Q("How do I get hold of someone at customer services?", C, [["0330 555 0140", "330 555 0140"]], [CONTACT],
  ev=[("store", "+44 330 555 0140")])
Q("What hours is your customer service line open?", C, [["Monday to Saturday"], T("20:00")], [CONTACT],
  ev=[("store", "Monday to Saturday, 8:00–20:00 UK time")])
Q("Whose finance do you use for paying monthly?", C, [["PayThree"]], [FAQ("pay-in-instalments")],
  ev=[ev_f("pay-in-instalments", "with our partner PayThree")])
# ================================================================ LOCATIONS
C = "location"
LDN, MAN, LDS, BRS, STI, EDI, CDF, BFS = ("loc_london_marylebone", "loc_manchester_deansgate", "loc_leeds_briggate", "loc_bristol_hollis",
                                          "loc_st_ives", "loc_edinburgh_princes", "loc_cardiff_queen", "loc_belfast_donegall")
Q("Is the Marylebone store open right now?", C, [T("18:00")], [L(LDN)], pol="yes", ev=[ev_l(LDN, "09:00-18:00")])
Q("is st ives open today", C, [["Wednesday"]], [L(STI)], pol="no",
  ev=[ev_l(STI, "Closed on Wednesdays and Sundays, and for lunch from 13:00 to 14:00.")])
Q("What time does the Manchester shop close today?", C, [T("17:30")], [L(MAN)], ev=[ev_l(MAN, "09:00-17:30")])
Q("Is the Leeds store open on Sundays?", C, [["closed"]], [L(LDS)], pol="no", ev=[ev_l(LDS, "09:00-17:00")])
Q("Which night is late opening at Marylebone?", C, [["Thursday"], T("20:00")], [L(LDN)], ev=[ev_l(LDN, "09:00-20:00")])
Q("Is Belfast open late on Thursdays?", C, [T("21:00")], [L(BFS)], pol="yes", ev=[ev_l(BFS, "09:00-21:00")])
Q("What are the Manchester Deansgate hours on Christmas Eve?", C, [T("09:00"), T("13:00")], [L(MAN)], ev=[ev_l(MAN, "09:00-13:00")])
Q("Is the Bristol Hollis shop open on Boxing Day?", C, [T("08:00"), T("18:00")], [L(BRS)], pol="yes",
  ev=[ev_l(BRS, "Boxing Day sale"), ev_l(BRS, "08:00-18:00")])
Q("Is the Edinburgh store open on 2 January?", C, [["New Year", "closed"]], [L(EDI)], pol="no",
  ev=[ev_l(EDI, "2027-01-02")])
Q("Is Marylebone open on Monday 28th December?", C, [T("11:00"), T("16:00")], [L(LDN)], pol="yes",
  ev=[ev_l(LDN, "Boxing Day bank holiday"), ev_l(LDN, "11:00-16:00")])
Q("Will Leeds Briggate be open on the 28th of December?", C, [["closed", "Christmas closure"]], [L(LDS)], pol="no",
  ev=[ev_l(LDS, "2026-12-28"), ev_l(LDS, "Christmas closure")])
Q("Can I pop into the St Ives shop in mid-February?", C, [["winter closure", "closed"], D(26, 2)], [L(STI)], pol="no",
  ev=[ev_l(STI, "Winter closure"), ev_l(STI, "2027-02-26")])
Q("Are any of your shops open on New Year's Day?", C, [["Bristol"], T("11:00"), T("17:00")], [L(BRS)],
  [L(LDN), L(MAN), L(LDS), L(STI), L(EDI), L(CDF), L(BFS)],
  ev=[ev_l(BRS, "New Year's Day"), ev_l(BRS, "11:00-17:00")])
Q("What hours is Belfast open on St Patrick's Day?", C, [T("11:00"), T("16:00")], [L(BFS)], ev=[ev_l(BFS, "St Patrick's Day"), ev_l(BFS, "11:00-16:00")])
Q("edinburgh princes st sunday opening times?", C, [T("11:00"), T("17:00")], [L(EDI)], ev=[ev_l(EDI, "11:00-17:00")])
Q("Does the St Ives branch close for lunch?", C, [T("13:00"), T("14:00")], [L(STI)], pol="yes",
  ev=[ev_l(STI, "Closed on Wednesdays and Sundays, and for lunch from 13:00 to 14:00.")])
Q("Which of your stores have an OCT scanner?", C, [["Marylebone"], ["Manchester"], ["Edinburgh"], ["Belfast"]],
  [L(LDN), L(MAN), L(EDI), L(BFS)], [P("eye-test-oct")],
  ev=[ev_l(LDN, "OCT 3D eye scanner"), ev_l(MAN, "OCT 3D eye scanner"), ev_l(EDI, "OCT 3D eye scanner"), ev_l(BFS, "OCT 3D eye scanner")])
Q("Which branches run home visits?", C, [["Manchester"], ["Leeds"], ["Belfast"]], [L(MAN), L(LDS), L(BFS)], [POL("home-visits")],
  ev=[ev_l(MAN, "Home visit eye tests"), ev_l(LDS, "Home visit eye tests"), ev_l(BFS, "Home visit eye tests")])
Q("which stores have a hearing loop", C, [["Marylebone"], ["Leeds"], ["Cardiff"]], [L(LDN), L(LDS), L(CDF)], [FAQ("accessibility")],
  ev=[ev_l(LDN, "Hearing loop"), ev_l(LDS, "Hearing loop"), ev_l(CDF, "Hearing loop")])
Q("I use a wheelchair. Can I get into the St Ives shop?", C, [["two steps", "2 steps", "steps"]], [L(STI)], [FAQ("accessibility")], pol="no",
  ev=[ev_l(STI, "There is no step-free access at St Ives: the entrance has two steps.")])
Q("Can I have my eyes tested at the Brightwell in Hollis & Co Bristol?", C, [["not available", "no eye tests", "doesn't offer", "does not offer"]], [L(BRS)], [P("eye-test")], pol="no",
  ev=[ev_l(BRS, "Eye tests are not available at our Hollis & Co concession: it sells frames, sunglasses and accessories and does repairs and adjustments.")])
Q("Can I get a contact lens fitting at your Bristol concession?", C, [["not available"]], [L(BRS)], [P("contact-lens-fitting")], pol="no",
  ev=[ev_l(BRS, "Contact lens fittings and aftercare checks are not available at our Hollis & Co concession.")])
Q("Can I get an OCT scan at Leeds?", C, [["Manchester"]], [L(LDS)], [L(MAN), P("eye-test-oct")], pol="no",
  ev=[ev_l(LDS, "OCT scans are not available at Leeds Briggate; the nearest store with an OCT scanner is Manchester Deansgate.")])
Q("Do any of your branches have staff who speak Welsh?", C, [["Cardiff"]], [L(CDF)], pol="yes", ev=[ev_l(CDF, "Welsh-speaking staff")])
Q("Which store has somewhere for the kids to play while I have my test?", C, [["Manchester"]], [L(MAN)], ev=[ev_l(MAN, "Children's play corner")])
Q("What's the address of the Belfast store?", C, [["14 Donegall Place"], ["BT1 5BA"]], [L(BFS)], ev=[ev_l(BFS, "14 Donegall Place"), ev_l(BFS, "BT1 5BA")])
Q("phone number for the edinburgh branch?", C, [["131 496 0095"]], [L(EDI)], ev=[ev_l(EDI, "+44 131 496 0095")])
Q("What's your nearest store to Salford?", C, [["Manchester"]], [L(MAN)], ev=[ev_l(MAN, "112 Deansgate")])
Q("I live in Bath. Which of your shops is closest?", C, [["Bristol"]], [L(BRS)], [L(CDF)], ev=[ev_l(BRS, "Bristol")])
Q("Nearest Brightwell to Glasgow?", C, [["Edinburgh"]], [L(EDI)], ev=[ev_l(EDI, "Edinburgh")])
Q("Which store is closest to Newport in south Wales?", C, [["Cardiff"]], [L(CDF)], [L(BRS)], ev=[ev_l(CDF, "Cardiff")])
Q("Do you have a shop in Liverpool?", C, [["Manchester"]], [L(MAN)], pol="no", ev=[ev_l(MAN, "Manchester")])
Q("Is there parking at the Marylebone store?", C, [["Cavendish Square"]], [L(LDN)], pol="no",
  ev=[ev_l(LDN, "No customer parking; use the Cavendish Square car park.")])
Q("Where can I park for the St Ives shop?", C, [["Station Hill"]], [L(STI)],
  ev=[ev_l(STI, "Pay and display parking at Station Hill car park, 5 minutes' walk.")])
Q("What's the nearest tube to your London shop?", C, [["Baker Street", "Bond Street"]], [L(LDN)],
  ev=[ev_l(LDN, "Nearest Tube stations: Baker Street and Bond Street.")])
Q("Do you do home visits in Wakefield, WF1?", C, [["Leeds"]], [L(LDS)], [POL("home-visits")], pol="yes",
  ev=[ev_pol("home-visits", "Leeds covers LS and WF postcodes")])
Q("Could the Belfast team do a home visit in Lisburn?", C, [["30 km", "30km"]], [L(BFS)], [POL("home-visits")], pol="yes",
  ev=[ev_pol("home-visits", "Belfast covers addresses within about 30 km of the city centre.")])
Q("My aunt is housebound in Bolton. Is that in your home visit area?", C, [["Manchester"]], [L(MAN)], [POL("home-visits")], pol="yes",
  ev=[ev_pol("home-visits", "Manchester covers addresses within about 25 km of the city centre")])
Q("Is the Cardiff branch open on a Sunday?", C, [["closed"]], [L(CDF)], pol="no", ev=[ev_l(CDF, "09:00-17:30")])
Q("what are bristols hours today", C, [T("09:30"), T("18:00")], [L(BRS)], ev=[ev_l(BRS, "09:30-18:00")])
Q("Does the Edinburgh shop stay open late any evening?", C, [["Thursday"], T("19:30")], [L(EDI)], pol="yes", ev=[ev_l(EDI, "09:00-19:30")])
Q("What time does the Belfast shop open on a Sunday?", C, [T("13:00")], [L(BFS)], ev=[ev_l(BFS, "13:00-18:00")])
Q("Is Marylebone open on Christmas Day?", C, [["closed"]], [L(LDN)], pol="no", ev=[ev_l(LDN, "2026-12-25")])
Q("Which of your shops will be open on Boxing Day?", C, [["Bristol"]], [L(BRS)], [L(LDN), L(MAN), L(LDS), L(STI), L(EDI), L(CDF), L(BFS)],
  ev=[ev_l(BRS, "Boxing Day sale"), ev_l(BRS, "08:00-18:00")])
Q("Can I go to the Cardiff shop on Christmas Eve afternoon?", C, [T("13:00")], [L(CDF)], pol="no",
  ev=[ev_l(CDF, "Christmas Eve"), ev_l(CDF, "09:00-13:00")])
Q("Is St Ives open on Saturday afternoons?", C, [T("13:00")], [L(STI)], pol="no", ev=[ev_l(STI, "09:30-13:00")])
Q("Which stores can fix my glasses while I wait?", C, [["Marylebone"], ["Manchester"], ["Bristol"], ["Edinburgh"], ["Belfast"]],
  [L(LDN), L(MAN), L(BRS), L(EDI), L(BFS)], [POL("repairs")],
  ev=[ev_l(LDN, "While-you-wait repair bench"), ev_l(MAN, "While-you-wait repair bench"), ev_l(BRS, "While-you-wait repair bench"),
      ev_l(EDI, "While-you-wait repair bench"), ev_l(BFS, "While-you-wait repair bench")])
Q("Have you got a branch in Northern Ireland?", C, [["Belfast"]], [L(BFS)], pol="yes", ev=[ev_l(BFS, "Northern Ireland")])
Q("When does St Ives reopen after the Christmas closure?", C, [D(29, 12)], [L(STI)],
  ev=[ev_l(STI, "2026-12-28"), ev_l(STI, "09:30-13:00")])
Q("is this shop open on sundays?", C, [T("10:30"), T("16:30")], [L(MAN)], ids=[MAN], pol="yes", ev=[ev_l(MAN, "10:30-16:30")])
Q("opening hours tomorrow?", C, [T("09:00"), T("14:00")], [L(BFS)], ids=[BFS], ev=[ev_l(BFS, "Christmas Eve"), ev_l(BFS, "09:00-14:00")])
Q("Do you have a shop that does contact lens fittings in Wales?", C, [["Cardiff"]], [L(CDF)], pol="yes", ev=[ev_l(CDF, "Contact lens clinic")])
# ================================================================ OPERATIONS
C = "operation"
Q("Book me an eye test at Manchester on Monday morning. How long does it take?", C, [["30 minutes", "30 mins", "30 min"]], [P("eye-test")], [L(MAN), POL("eye-tests")], op=True,
  ev=[ev_p("eye-test", "lasting about 30 minutes")])
Q("Add the ClearDay 90 pack to my basket please", C, [["59"]], [P(CD90)], op=True, ev=[ev_p(CD90, "59.00")])
Q("Reserve the black Coastline polarised sunglasses at Bristol for me to pick up tomorrow. Are they in stock there?", C, [["yes", "in stock", "8"]], [P(CST)], [L(BRS)], op=True,
  ev=[ev_inv("loc_bristol_hollis,coastline-black-grey,8")])
Q("Apply my child's NHS voucher to the Harlow Kids frames in my basket. Will it cover them?", C, [["free"]], [FAQ("nhs-vouchers")], [P(HARK)], op=True,
  ev=[ev_f("nhs-vouchers", "Every frame in our children's range, with single vision lenses, is free with a child's NHS voucher.")])
Q("Book a home visit for my mum in Leeds. Is it free?", C, [["free"]], [POL("home-visits")], [L(LDS)], op=True,
  ev=[ev_pol("home-visits", "An NHS home visit is free, and so is the eye test.")])
Q("Put two Rowan twin packs in +2.50 in my cart. Do they come in +3.50 as well?", C, [["+3.00", "3.00"]], [P(ROW2)], [P(ROW)], op=True,
  ev=[ev_v("rowan-twin-300", "+3.00")])
Q("Order me a replacement pair of the glasses I got last year, I've lost them. Do I need a new test?", C, [["2 years", "two years"]], [FAQ("lost-glasses")], op=True,
  ev=[ev_f("lost-glasses", "If you had your eye test with us in the last 2 years, we can make a replacement pair from your record without a new test.")])
Q("Sign me up for LensPlan. How much is it a month?", C, [["£14", "14"]], [POL("contact-lenses")], op=True,
  ev=[ev_pol("contact-lenses", "From £14 a month, it covers your lenses, your yearly aftercare check and eye test, and free delivery of your lenses every 3 months.")])
Q("Book my 7 year old in for a contact lens fitting at Cardiff", C, [["8"]], [P("contact-lens-fitting")], [L(CDF)], op=True,
  ev=[ev_p("contact-lens-fitting", "8")])
Q("Add the Summit Glacier sunglasses to my cart, I want them for driving through the Alps", C, [["not suitable for driving", "not for driving", "category 4"]], [P(SGL)], [P(STR)], op=True,
  ev=[ev_p(SGL, "Not suitable for driving or road use.")])
Q("Cancel my eye test tomorrow please. Will I be charged?", C, [["24 hours"]], [POL("eye-tests")], op=True,
  ev=[ev_pol("eye-tests", "Please give at least 24 hours' notice if you need to cancel or move your appointment.")])
Q("Add the Harlow Kids navy frames to my basket", C, [["in store"]], [P(HARK)], [FAQ("childrens-glasses-online")], op=True,
  ev=[ev_p(HARK, "Free with a child's NHS optical voucher; fitted in store only.")])
Q("buy me a £50 gift card", C, [["50"]], [P("brightwell-gift-card")], op=True, ev=[ev_v("gift-card-50", "50.00")])
Q("Start a return for the sunglasses in my order BW5003. How long have I got?", C, [["30 days"]], [POL("returns")], op=True, viewer="b_2",
  ev=[ev_pol("returns", "Sunglasses, ready readers, cases and other accessories can be returned within 30 days of purchase for a full refund, if they are unused and in their original packaging.")])
Q("Book me in to have my glasses adjusted at Leeds on Saturday - is there a charge?", C, [["free"]], [POL("repairs")], [L(LDS)], op=True,
  ev=[ev_pol("repairs", "We adjust and tighten glasses for free at any Brightwell store, wherever you bought them.")])
Q("Apply my student discount to the Marlowe frames in my basket", C, [["10%", "10 %", "10 per cent"]], [FAQ("student-discount")], [P(MAR)], op=True,
  ev=[ev_f("student-discount", "Students with a valid student card get 10% off glasses and sunglasses.")])
Q("Change my order BW5002 to next-day delivery. How much extra is that?", C, [["6.95"]], [POL("delivery")], [O("ord_5002")], op=True, viewer="b_1",
  ev=[ev_pol("delivery", "Next-day delivery costs £6.95 when you order before 14:00, Monday to Friday; orders placed after 14:00 on Friday or at the weekend arrive on Tuesday.")])
Q("Sign me up to Brightwell Plus. What's the monthly cost?", C, [["£6", "6 a month"]], [FAQ("brightwell-plus")], op=True,
  ev=[ev_f("brightwell-plus", "Brightwell Plus is our eyecare membership for £6 a month.")])
Q("Book the OCT eye test for my 16-year-old at Marylebone", C, [["18"]], [P("eye-test-oct")], [L(LDN)], op=True,
  ev=[ev_p("eye-test-oct", "For adults aged 18 and over, at stores with an OCT scanner only.")])
Q("Cancel my order BW5001", C, [], [O("ord_5001")], [POL("returns")], op=True, viewer="b_1",
  ev=[("order:ord_5001", "processing")])

# ================================================================ FOLLOW-UPS
C = "followup"
conv([
  dict(query="Tell me about the Harlow Acetate Frames", cat=C, facts=[["acetate"]], req=[P(HAR)],
       ev=[ev_p(HAR, "A classic rectangular frame in hand-polished Italian acetate with five-barrel hinges.")]),
  dict(query="and the kids' version?", cat=C, facts=[["6"], ["11"]], req=[P(HARK)], follow=HARK,
       ev=[ev_p(HARK, "The Harlow shape scaled down for children aged 6 to 11")]),
  dict(query="can I order that one online?", cat=C, facts=[["in store"]], req=[P(HARK)], follow=HARK, pol="no",
       ev=[ev_p(HARK, "Free with a child's NHS optical voucher; fitted in store only.")]),
])
conv([
  dict(query="Do you sell sunglasses for glacier hiking?", cat=C, facts=[["Summit Glacier"]], req=[P(SGL)],
       ev=[ev_p(SGL, "for snow, glaciers and high altitude")]),
  dict(query="Can I drive in them?", cat=C, facts=[["not suitable for driving", "not for driving", "category 4"]], req=[P(SGL)], follow=SGL, pol="no",
       ev=[ev_p(SGL, "Not suitable for driving or road use.")]),
  dict(query="what about the Trail ones?", cat=C, facts=[["category 3", "fine for driving"]], req=[P(STR)], follow=STR, pol="yes",
       ev=[ev_p(STR, "with category 3 lenses that are fine for driving")]),
])
conv([
  dict(query="How much are ClearDay daily lenses?", cat=C, facts=[["22"]], req=[P(CD30)], allow=[P(CD90), P(CDT)],
       ev=[ev_p(CD30, "22.00")]),
  dict(query="is there a bigger box?", cat=C, facts=[["90"], ["59"]], req=[P(CD90)], follow=CD90, pol="yes",
       ev=[ev_p(CD90, "59.00")]),
  dict(query="and do you do them for astigmatism?", cat=C, facts=[["Toric"]], req=[P(CDT)], follow=CDT, pol="yes",
       ev=[ev_p(CDT, "Daily disposable lenses for astigmatism")]),
])
conv([
  dict(query="Which of your shops in Scotland has an OCT scanner?", cat=C, facts=[["Edinburgh"]], req=[L(EDI)],
       ev=[ev_l(EDI, "OCT 3D eye scanner")]),
  dict(query="What time does it close today?", cat=C, facts=[T("18:00")], req=[L(EDI)], ev=[ev_l(EDI, "09:00-18:00")]),
])
conv([
  dict(query="What is the Marlowe frame made of?", cat=C, facts=[["titanium"]], req=[P(MAR)],
       ev=[ev_p(MAR, "pure titanium")]),
  dict(query="do you sell clip-on sunglasses for it?", cat=C, facts=[["35"]], req=[P(CLIP)], follow=CLIP, pol="yes",
       ev=[ev_p(CLIP, "Polarised category 3 sun lenses that clip onto Marlowe Titanium Frames.")]),
  dict(query="would those clip-ons fit the Harlow too?", cat=C, facts=[["Marlowe frames only", "Marlowe Titanium Frames only", "only fit Marlowe", "Marlowe only"]], req=[P(CLIP)], allow=[P(HAR)], follow=CLIP, pol="no",
       ev=[ev_p(CLIP, "They fit Marlowe frames only; the frame is not included.")]),
])
conv([
  dict(query="What's your returns policy on sunglasses?", cat=C, facts=[["30 days", "30-day"]], req=[POL("returns")],
       ev=[ev_pol("returns", "Sunglasses, ready readers, cases and other accessories can be returned within 30 days of purchase for a full refund, if they are unused and in their original packaging.")]),
  dict(query="and if I can't get used to varifocals?", cat=C, facts=[["60 days", "60-day"]], req=[POL("returns")],
       ev=[ev_pol("returns", "Varifocals take longer to get used to, so for varifocal lenses the guarantee lasts 60 days.")]),
])
conv([
  dict(query="Is the Leeds store open today?", cat=C, facts=[T("17:30")], req=[L(LDS)], pol="yes", ev=[ev_l(LDS, "09:00-17:30")]),
  dict(query="does it do OCT scans?", cat=C, facts=[["Manchester"]], req=[L(LDS)], allow=[L(MAN), P("eye-test-oct")], pol="no",
       ev=[ev_l(LDS, "OCT scans are not available at Leeds Briggate; the nearest store with an OCT scanner is Manchester Deansgate.")]),
  dict(query="and home visits?", cat=C, facts=[["LS"], ["WF"]], req=[L(LDS)], allow=[POL("home-visits")], pol="yes",
       ev=[ev_l(LDS, "Home visit eye tests"), ev_pol("home-visits", "Leeds covers LS and WF postcodes")]),
])
conv([
  dict(query="I need some cheap reading glasses in +3.50", cat=C, facts=[["Rowan"], ["15"]], req=[P(ROW)], allow=[P(ROW2)],
       ev=[ev_v("rowan-350", "+3.50"), ev_v("rowan-350", "15.00")]),
  dict(query="is there a twin pack in that strength?", cat=C, facts=[["+3.00", "3.00"]], req=[P(ROW2)], follow=ROW2, pol="no",
       ev=[ev_v("rowan-twin-300", "+3.00")]),
])
conv([
  dict(query="What's the AquaMonth Starter Kit?", cat=C, facts=[["360 ml", "360ml"], ["case"]], req=[P(AQK)],
       ev=[ev_p(AQK, "a 6 pack of AquaMonth Monthly lenses, a 360 ml bottle of PureSoak Multi-Purpose Solution and a lens case")]),
  dict(query="how much is it?", cat=C, facts=[["42"]], req=[P(AQK)], follow=AQK, ev=[ev_p(AQK, "42.00")]),
])
conv([
  dict(query="Do you have any glasses frames for toddlers?", cat=C, facts=[["Finch Flex"]], req=[P(FIN)],
       ev=[ev_p(FIN, "A bendable one-piece frame in TR90 for toddlers and young children aged 2 to 6")]),
  dict(query="what colours?", cat=C, facts=[["Sky blue", "blue"], ["Pink"]], req=[P(FIN)], follow=FIN,
       ev=[ev_v("finch-flex-sky-blue", "Sky blue"), ev_v("finch-flex-pink", "Pink")]),
  dict(query="is the pink one in stock in Edinburgh?", cat=C, facts=[["yes", "in stock", "1"]], req=[P(FIN)], allow=[L(EDI)], follow=FIN, pol="yes",
       ev=[ev_inv("loc_edinburgh_princes,finch-flex-pink,1")]),
])

conv([
  dict(query="Do you do prescription sports glasses?", cat=C, facts=[["Kestrel"]], req=[P(KES)],
       ev=[ev_p(KES, "Wraparound prescription sports glasses with impact-rated polycarbonate lenses and an adjustable strap")]),
  dict(query="can I swim in them?", cat=C, facts=[["not designed for swimming", "not for swimming", "not suitable for swimming", "are not designed for swimming", "aren't designed for swimming"]], req=[P(KES)], follow=KES, pol="no",
       ev=[ev_p(KES, "Not designed for swimming.")]),
  dict(query="what sizes do they come in?", cat=C, facts=[["Medium"], ["Large"]], req=[P(KES)], follow=KES,
       ev=[ev_v("kestrel-medium", "Medium"), ev_v("kestrel-large", "Large")]),
])
conv([
  dict(query="How much are the Coastline polarised sunglasses?", cat=C, facts=[["65"]], req=[P(CST)],
       ev=[ev_v("coastline-black-grey", "65.00")]),
  dict(query="and the kids' version?", cat=C, facts=[["25"]], req=[P(CSTK)], follow=CSTK,
       ev=[ev_p(CSTK, "25.00")]),
  dict(query="are those polarised too?", cat=C, facts=[["not polarised", "not polarized", "aren't polarised", "are not polarised"]], req=[P(CSTK)], follow=CSTK, pol="no",
       ev=[ev_p(CSTK, "The lenses are not polarised.")]),
])

# ================================================================ SIGNED-IN
C = "account"
Q("What's the status of my glasses order?", C, [["processing"]], [O("ord_5001")], [P(HAR), L(LDN)], viewer="b_1",
  ev=[("order:ord_5001", "processing")])
Q("What's the status of my glasses order?", C, [], [], [], ans=False, none=["BW5001", "processing", "Harlow"])
Q("When will my contact lenses arrive?", C, [D(24, 12, 2026)], [O("ord_5002")], [P(CD90)], viewer="b_1",
  ev=[("order:ord_5002", "2026-12-24")])
Q("How much would I pay for a ClearDay 90 pack?", C, [["50.15"]], [P(CD90)], viewer="b_1",
  ev=[ev_p(CD90, "50.15")])
Q("How much would I pay for a ClearDay 90 pack?", C, [["59"]], [P(CD90)], none=["50.15"],
  ev=[ev_p(CD90, "59.00")])
Q("Are my glasses ready to collect?", C, [["Belfast"]], [O("ord_5004")], [L(BFS), P(MAR)], viewer="b_2", pol="yes",
  ev=[("order:ord_5004", "ready_for_pickup"), ("order:ord_5004", "loc_belfast_donegall")])
Q("Is order BW5004 ready for pickup?", C, [], [], [], ans=False, none=["Belfast", "Marlowe", "ready for pickup"])
Q("What did I pay for order BW5003?", C, [["71"]], [O("ord_5003")], [P(CST), P("lens-cleaning-kit")], viewer="b_2",
  ev=[("order:ord_5003", "71.00")])
Q("Was my Summit Glacier sunglasses order cancelled?", C, [["cancelled", "canceled"]], [O("ord_5005")], [P(SGL)], viewer="b_3", pol="yes",
  ev=[("order:ord_5005", "cancelled")])
Q("What's included in my membership?", C, [["aftercare"], ["delivery"]], [], [POL("contact-lenses")], viewer="b_3",
  ev=[("buyer:b_3", "Yearly aftercare check and eye test included"), ("buyer:b_3", "Free contact lens delivery every 3 months")])
Q("If I break my glasses am I covered?", C, [["accidental damage"]], [], [FAQ("brightwell-plus"), POL("warranty")], viewer="b_1", pol="yes",
  ev=[("buyer:b_1", "Accidental damage cover on glasses")])
Q("What was the delivery charge on my order BW5006?", C, [["3.95"]], [O("ord_5006")], [POL("delivery")], viewer="b_3",
  ev=[("order:ord_5006", "3.95")])
Q("What's the tracking number for my lens order?", C, [["RM123456785GB"]], [O("ord_5002")], [P(CD90)], viewer="b_1",
  ev=[("order:ord_5002", "RM123456785GB")])
Q("What's in this basket?", C, [["Rowan"], ["Comfort"]], [P(ROW), P(DROPS)], ids=["gid://brightwell/Cart/cart_bw2"],
  ev=[("cart:cart_bw2", "rowan-200"), ("cart:cart_bw2", "comfort-eye-drops-10")])
Q("Where do I collect my order from?", C, [["Donegall Place", "Belfast"]], [O("ord_5004")], [L(BFS)], viewer="b_2",
  ev=[("order:ord_5004", "loc_belfast_donegall"), ev_l(BFS, "14 Donegall Place")])
Q("Where do I collect my order from?", C, [], [], [], ans=False, none=["Donegall", "Belfast"])
Q("Do I get any discount on contact lenses?", C, [["15%", "15 %", "15 per cent"]], [], [FAQ("brightwell-plus")], viewer="b_1", pol="yes",
  ev=[("buyer:b_1", "15% off contact lenses")])
Q("When was my PureSoak order delivered?", C, [D(3, 12, 2026)], [O("ord_5006")], [P(PS360)], viewer="b_3",
  ev=[("order:ord_5006", "2026-12-03T11:00:00Z")])
Q("How much would I pay for a box of AquaMonth monthlies?", C, [["29.75"]], [P(AQ6)], viewer="b_1", none=["35.00"],
  ev=[ev_p(AQ6, "29.75")])
Q("When did my lens order get posted?", C, [D(21, 12, 2026)], [O("ord_5002")], [P(CD90)], viewer="b_1",
  ev=[("order:ord_5002", "2026-12-21T16:00:00Z")])
conv([
  dict(query="Where's my ClearDay order?", cat=C, facts=[["shipped", "on its way", "dispatched"]], req=[O("ord_5002")], allow=[P(CD90)], viewer="b_1",
       ev=[("order:ord_5002", "shipped")]),
  dict(query="what's the tracking number?", cat=C, facts=[], ans=False, none=["RM123456785GB"]),
])

# ================================================================ UNANSWERABLE
C = "unanswerable"
for qtext in [
    "Do you do laser eye surgery consultations?",
    "Can I pay with Apple Pay in store?",
    "Is there an NHS staff discount on frames?",
    "Which lens manufacturer makes your varifocal lenses?",
    "Do over-60s get money off frames?",
    "Do you offer autism-friendly or quiet eye test appointments?",
    "How much do you charge for a replacement nose pad bought on its own?",
    "Can I drop my old glasses off with you for recycling?",
    "What's the expiry date on the ClearDay boxes you're sending out at the moment?",
    "What's the Wi-Fi password at the Manchester shop?",
    "What are the names of the optometrists at the Belfast branch?",
    "Can you email me a copy of my OCT scan images?",
    "Do you fit ortho-k overnight lenses?",
    "Is the Harlow acetate made from recycled or bio-based material?",
    "How much do the Kestrel sports glasses weigh?",
    "Can you put a prism into the Kestrel sports lenses?",
    "Do you do the visual field test the DVLA asks for?",
    "Do the Coastline sunglasses come with a case?",
    "Will the BlueShield filter help me sleep better?",
    "Do you buy back old designer frames?",
    "Can I bring my dog into the Leeds store?",
    "Do home visits happen on Saturdays?",
    "What make is the OCT scanner in Marylebone?",
    "What's Brightwell's company registration number?",
    "Can I have my eye test in Polish with an interpreter?",
    "Do you gift wrap orders?",
    "What refractive index are the standard lenses in the Harlow package?",
    "Is there a minimum term on Brightwell Plus?",
    "Can I pause my LensPlan while I'm travelling abroad?",
    "Are the Summit Glacier side shields sold separately if I lose one?",
    "Is there a customer toilet at the Bristol concession?",
    "Will you give me an itemised receipt I can claim back from my health cash plan?",
    "How many optometrists work at the Edinburgh store?",
    "Do you offer eye tests in British Sign Language?",
    "How long is the wait for an NHS eye test at Cardiff this week?",
    "Do your optometrists see people with red eyes under the minor eye conditions service?",
    "Is there a charge to post my glasses back to you for a workshop repair?",
    "Do you offer a discount for families booking several eye tests together?",
    "Is the Comfort eye drop bottle recyclable?",
    "What is the maximum prescription the Harlow frames can take?",
]:
    # label corrections after the first run (see changes.txt): the store's own data answers these two
    if qtext == "How much do you charge for a replacement nose pad bought on its own?":
        Q(qtext, "policy", [["free"]], [POL("repairs")], [P("spectacle-repair-kit")],
          ev=[ev_pol("repairs", "We also replace missing screws and nose pads for free.")])
        continue
    if qtext == "Can you email me a copy of my OCT scan images?":
        Q(qtext, "policy", [["privacy@brightwellopticians.example"]], [POL("privacy")],
          ev=[ev_pol("privacy", "You can ask for a copy of your records, or ask us to correct them, by emailing privacy@brightwellopticians.example.")])
        continue
    Q(qtext, C, ans=False)
Q("how much is this one?", C, ans=False, ids=["HAR-GRN-SV"], not_found=["HAR-GRN-SV"])
Q("is this store open today?", C, ans=False, ids=["loc_york_stonegate"], not_found=["loc_york_stonegate"])

# ================================================================ OTHER LANGUAGES
C = "language"
Q("Faint yw prawf llygaid?", C, [["25"]], [P("eye-test")], [POL("eye-tests")], ctx={"language": "cy"},
  ev=[ev_p("eye-test", "25.00"), ev_pol("eye-tests", "A standard eye test costs £25 and takes about 30 minutes.")])
Q("Ydy'r siop yng Nghaerdydd ar agor ar ddydd Sul?", C, [["closed", "ar gau"]], [L(CDF)], ctx={"language": "cy"},
  ev=[ev_l(CDF, "09:00-17:30")])
Q("Czy badanie wzroku jest darmowe dla osób po 60. roku życia?", C, [["60"]], [POL("eye-tests")], ctx={"language": "pl"},
  ev=[ev_pol("eye-tests", "In England, Wales and Northern Ireland, your eye test is free on the NHS if you are under 16, aged 16 to 18 and in full-time education, or aged 60 or over.")])
Q("Ile kosztują soczewki ClearDay 90?", C, [["59"]], [P(CD90)], ctx={"language": "pl"}, ev=[ev_p(CD90, "59.00")])
Q("Le magasin de Belfast est-il ouvert le dimanche ?", C, [T("13:00"), T("18:00")], [L(BFS)], ctx={"language": "fr"}, pol="yes",
  ev=[ev_l(BFS, "13:00-18:00")])
Q("¿Puedo conducir con las gafas de sol Summit Glacier?", C, [["4"]], [P(SGL)], ctx={"language": "es"}, pol="no",
  ev=[ev_p(SGL, "Not suitable for driving or road use.")])
Q("Wie lange habe ich Zeit, eine Sonnenbrille zurückzugeben?", C, [["30"]], [POL("returns")], ctx={"language": "de"},
  ev=[ev_pol("returns", "Sunglasses, ready readers, cases and other accessories can be returned within 30 days of purchase for a full refund, if they are unused and in their original packaging.")])
Q("Czy mogę zamówić okulary dla dziecka przez internet?", C, [["16"]], [FAQ("childrens-glasses-online")], ctx={"language": "pl"},
  ev=[ev_f("childrens-glasses-online", "By law, glasses for children under 16 must be supplied by or under the supervision of a registered optician, so we dispense and fit all children's glasses in store.")])

with open(OUT, "w", encoding="utf-8") as fh:
    for q in questions:
        fh.write(json.dumps(q, ensure_ascii=False) + "\n")
print(len(questions), "questions written to", OUT)
