#!/usr/bin/env python3
"""Writes cookware/questions.jsonl: the labelled question set for the Maple & Mortar store.

Labelled for now = 2027-04-14T22:15:00Z (Wednesday): 18:15 in Toronto, Ottawa, Montréal and
Québec; 15:15 in Vancouver and Victoria; 19:15 in Halifax.
"""
import json, math, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.path.join(HERE, "cookware")
STORE = os.path.join(SUITE, "store")
A = "mapleandmortar"
W = "https://mapleandmortar.example"

# ---------------------------------------------------------------- link helpers
def P(pid): return {"id": f"gid://{A}/Product/{pid}"}
def O(oid): return {"id": f"gid://{A}/Order/{oid}"}
LOC = {
    "loc_tor_queen_west": W + "/stores/toronto-queen-west",
    "loc_mississauga_heartland": W + "/stores/mississauga-heartland",
    "loc_ottawa_byward": W + "/stores/ottawa-byward-market",
    "loc_mtl_plateau": W + "/fr/magasins/montreal-plateau",
    "loc_quebec_saint_roch": W + "/fr/magasins/quebec-saint-roch",
    "loc_van_kitsilano": W + "/stores/vancouver-kitsilano",
    "loc_victoria_fort_st": W + "/stores/victoria-fort-street",
    "loc_hfx_quinpool": W + "/stores/halifax-quinpool",
    "loc_hfx_waterfront": W + "/stores/halifax-waterfront",
}
def L(lid): return {"url": LOC[lid]}
POLURL = {
    "returns": W + "/policies/returns", "returns.fr": W + "/fr/politiques/retours",
    "shipping": W + "/policies/shipping", "shipping.fr": W + "/fr/politiques/livraison",
    "warranty": W + "/policies/warranty", "warranty.fr": W + "/fr/politiques/garantie",
    "price-match": W + "/policies/price-match", "price-match.fr": W + "/fr/politiques/egalisation-des-prix",
    "services": W + "/policies/services", "services.fr": W + "/fr/politiques/services",
    "privacy": W + "/policies/privacy", "privacy.fr": W + "/fr/politiques/confidentialite",
}
def POL(stem): return {"url": POLURL[stem]}
def POLS(stem):
    """English policy required, French allowed (or the reverse for a .fr stem)."""
    other = stem[:-3] if stem.endswith(".fr") else stem + ".fr"
    return [POL(stem)], [POL(other)]
FAQURL = {}
def F(fid): return {"url": FAQURL[fid]}
CONTACT = {"url": W + "/pages/contact"}

NOTICES = {}   # product id -> notice codes, read from the store

# ---------------------------------------------------------------- value helpers
def money(v):
    """'149.00' -> accepted spellings of a price in an English or French answer."""
    whole, cents = v.split(".")
    out = [f"{whole}.{cents}", f"{whole},{cents}"]
    if len(whole) > 3:
        w2 = whole[:-3] + "," + whole[-3:]
        w3 = whole[:-3] + " " + whole[-3:]
        out += [f"{w2}.{cents}", f"{w3},{cents}", f"{w3}.{cents}"]
    if cents == "00":
        out += [f"${whole}", f"{whole} $", f"{whole}$"]
        if len(whole) > 3:
            out += [f"${whole[:-3]},{whole[-3:]}", f"{whole[:-3]} {whole[-3:]} $"]
    return out

def tm(hhmm):
    h, m = map(int, hhmm.split(":"))
    out = [hhmm]
    if h < 10:
        out.append(f"{h}:{m:02d}")
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    apd = "a.m." if h < 12 else "p.m."
    if m == 0:
        out += [f"{h12} {ap}", f"{h12}{ap}", f"{h12}:00 {ap}", f"{h12}:00{ap}", f"{h12} {apd}", f"{h}h", f"{h} h"]
        if h == 12:
            out += ["noon", "midi"]
    else:
        out += [f"{h12}:{m:02d} {ap}", f"{h12}:{m:02d}{ap}", f"{h12}:{m:02d} {apd}", f"{h} h {m:02d}", f"{h}h{m:02d}"]
    return out

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
        "septembre", "octobre", "novembre", "décembre"]
MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
         "septiembre", "octubre", "noviembre", "diciembre"]
def dt(y, mo, d):
    M = MONTHS[mo - 1]
    out = [f"{M} {d}", f"{d} {M}", f"{y}-{mo:02d}-{d:02d}", f"{M[:3]} {d}", f"{M[:3]}. {d}",
           f"{d} {MOIS[mo-1]}", f"{d} de {MESES[mo-1]}"]
    if d == 1:
        out.append(f"1er {MOIS[mo-1]}")
    return out

DAYS = {"30d": ["30 days", "30-day", "thirty days", "30 jours", "30 días"]}

# ---------------------------------------------------------------- the set
QS = []
_group = [0]

def q(query, cat, *, facts=(), none=(), pol=None, req=(), allow=(), about=(), ev=(), ids=None,
      lang=None, ans=True, op=False, viewer=None, not_found=(), group=None, turn=1, fe=None,
      context=None, extra_disc=()):
    if group is None:
        _group[0] += 1
        group = f"G{_group[0]:03d}"
    disc = []
    for pid in about:
        for c in NOTICES[pid]:
            if c not in disc:
                disc.append(c)
    for c in extra_disc:
        if c not in disc:
            disc.append(c)
    d = {"id": None, "group": group, "turn": turn, "query": query}
    if ids:
        d["ids"] = list(ids)
    ctx = dict(context or {})
    if lang:
        ctx["language"] = lang
    if ctx:
        d["context"] = ctx
    d.update({
        "category": cat, "answerable": ans,
        "facts": [list(f) for f in facts] if ans else [],
        "facts_none": list(none),
        "links_required": list(req), "links_allowed": list(allow),
        "messages_required": [{"type": "info", "code": "operation_not_performed"}] if op else [],
        "messages_forbidden": [],
        "disclosures": disc, "not_found": list(not_found), "operation": op,
    })
    if pol:
        d["polarity"] = pol
    if fe:
        d["followup_entity"] = fe
    if viewer:
        d["viewer"] = {"buyer": viewer, "scopes": ["dev.ucp.common.ask:read"]}
    if ans:
        d["evidence"] = [{"source": s, "quote": qq} for s, qq in ev]
    QS.append(d)
    return group

def new_group():
    _group[0] += 1
    return f"G{_group[0]:03d}"

def gid(pid): return f"gid://{A}/Product/{pid}"
def lgid(lid): return f"gid://{A}/Location/{lid}"

YES, NO = "yes", "no"
FR, ES = "fr", "es"

# ---------------------------------------------------------------- read the store
import tomllib, glob
PRODUCTS, VARIANTS, LOCS, FAQS = {}, {}, {}, {}
for path in sorted(glob.glob(os.path.join(STORE, "products", "*.toml"))):
    data = tomllib.load(open(path, "rb"))
    for p in data.get("product", []):
        PRODUCTS[p["id"]] = p
        NOTICES[p["id"]] = [n["code"] for n in p.get("notices", [])]
        for v in p.get("variants", []):
            VARIANTS[v["id"]] = (p["id"], v)
        if "price" in p:
            VARIANTS[p["id"]] = (p["id"], p)
for path in sorted(glob.glob(os.path.join(STORE, "locations", "*.toml"))):
    for l in tomllib.load(open(path, "rb")).get("location", []):
        LOCS[l["id"]] = l
        assert LOC[l["id"]] == l["url"], l["id"]
for f in tomllib.load(open(os.path.join(STORE, "faq.toml"), "rb"))["faq"]:
    FAQS[f["id"]] = f
    FAQURL[f["id"]] = f["url"]
for stem, url in POLURL.items():
    text = open(os.path.join(STORE, "policies", stem + ".md")).read()
    assert f'url = "{url}"' in text, stem

def haversine(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 6371 * 2 * math.asin(math.sqrt(h))

def nearest(lat, lon, exclude=()):
    best = sorted((haversine((lat, lon), (l["geo"]["latitude"], l["geo"]["longitude"])), lid)
                  for lid, l in LOCS.items() if lid not in exclude)
    return best[0][1]

# =============================================================================================
# PRODUCTS: attributes, similar products, prices, variants, stock, kit vs alone
# =============================================================================================
CHEF, SET3, SET7 = "nordhaus-classic-chefs-knife", "nordhaus-3-piece-knife-set", "nordhaus-7-piece-block-set"
STEEL, GYUTO, STONE = "nordhaus-honing-steel", "hoshi-gyuto", "hoshi-whetstone"
DEMO, KIDKN = "nordhaus-santoku-demo", "petit-chef-kids-knife-set"
M5, M6, PASTA, ICE = "atelier-5qt-stand-mixer", "atelier-6qt-bowl-lift-mixer", "atelier-pasta-roller-set", "atelier-ice-cream-bowl"
BLEND, KETTLE = "atelier-immersion-blender", "atelier-variable-kettle"
VEL, VST, RING = "vapora-electric-pressure-cooker", "vapora-stovetop-pressure-cooker", "vapora-sealing-ring"
NS, TRI, SKIL, LID = "proglide-nonstick-frying-pan", "mm-tri-ply-frying-pan", "laurentide-cast-iron-skillet", "laurentide-glass-lid-26"
DUTCH, WOK, SET10, GRILL = "laurentide-dutch-oven", "mm-carbon-steel-wok", "mm-tri-ply-10-piece-set", "proglide-grill-pan-clearance"
KIT, TOOLS, APRON = "petit-chef-cupcake-kit", "petit-chef-baking-tool-set", "mm-linen-apron"
BOARD, OIL, SCALE = "mm-end-grain-board", "mm-board-oil", "mm-digital-scale"
THERMO, PROBE, SPAT = "mm-instant-read-thermometer", "mm-wireless-probe-thermometer", "mm-silicone-spatula-set"
GIFT, VOUCH = "mm-gift-card", "cooking-class-voucher"
CM = lambda n: [f"{n} cm", f"{n}cm", f"{n}-cm"]
def pr(*pids): return [P(x) for x in pids]

# --- knives ------------------------------------------------------------------------------
q("What blade lengths does the Nordhaus Classic chef's knife come in?", "product_variant",
  facts=[CM(16), CM(20), CM(25)], req=pr(CHEF), allow=pr(SET3), about=[CHEF],
  ev=[("variant:nordhaus-chef-16", "16 cm"), ("variant:nordhaus-chef-20", "20 cm"), ("variant:nordhaus-chef-25", "25 cm")])
q("what steel is the nordhaus chef knife made from", "product_attribute",
  facts=[["X50CrMoV15"]], req=pr(CHEF), allow=pr(SET3, SET7), about=[CHEF],
  ev=[("product:" + CHEF, "X50CrMoV15 German stainless steel")])
q("Can I throw the Nordhaus chef's knife in the dishwasher?", "product_attribute", pol=NO,
  facts=[["hand wash", "by hand", "hand-wash"]], req=pr(CHEF), about=[CHEF],
  ev=[("product:" + CHEF, "hand wash and dry immediately")])
q("Is the 20 cm Nordhaus chef's knife on sale right now? What did it cost before?", "product_price", pol=YES,
  facts=[money("149.00"), money("189.00")], req=pr(CHEF), about=[CHEF],
  ev=[("variant:nordhaus-chef-20", "149.00"), ("variant:nordhaus-chef-20", "189.00")])
q("Is the 16cm Nordhaus chef knife in stock online?", "product_stock", pol=NO,
  facts=[["out of stock", "sold out", "out-of-stock"]], req=pr(CHEF), allow=[L("loc_ottawa_byward")], about=[CHEF],
  ev=[("variant:nordhaus-chef-16", "out_of_stock")])
q("Can I still order the 25 cm Nordhaus chef's knife online even though it isn't in stock?", "product_stock", pol=YES,
  facts=[["backorder", "back order", "back-order", "backordered"]], req=pr(CHEF),
  allow=[L("loc_tor_queen_west"), L("loc_van_kitsilano"), POL("shipping"), F("stock-status")], about=[CHEF],
  ev=[("variant:nordhaus-chef-25", "backorder"), ("policy:shipping", "Pre-order items ship on their release date, and backordered items ship as soon as they are back in stock.")])
q("Does the Nordhaus 3-piece knife set come with a block to keep them in?", "kit_vs_alone", pol=NO,
  facts=[["paring"], ["utility"]], req=pr(SET3), allow=pr(SET7), about=[SET3],
  ev=[("product:" + SET3, "No block and no honing steel are included."), ("product:" + SET3, "utility knife 13 cm")])
q("is the chefs knife in the nordhaus 3 piece set the same size as the 20cm one you sell on its own?", "kit_vs_alone", pol=YES,
  facts=[CM(20)], req=pr(SET3), allow=pr(CHEF), about=[SET3, CHEF],
  ev=[("product:" + SET3, "Nordhaus Classic chef's knife 20 cm")])
q("Does the Nordhaus 7-piece block set include a honing steel?", "kit_vs_alone", pol=YES,
  facts=[CM(23)], req=pr(SET7), allow=pr(STEEL), about=[SET7],
  ev=[("product:" + SET7, "honing steel 23 cm")])
q("How many slots are in the knife block of the Nordhaus 7-piece set? I'd like to add a couple of knives later.", "product_attribute",
  facts=[["8", "eight"]], req=pr(SET7), about=[SET7],
  ev=[("product:" + SET7, "an acacia wood block with eight slots")])
q("Nordhaus 7 piece block set - what's the sale price and the regular price?", "product_price",
  facts=[money("549.00"), money("699.00")], req=pr(SET7), about=[SET7],
  ev=[("variant:nordhaus-7pc-block", "549.00"), ("variant:nordhaus-7pc-block", "699.00")])
q("Is the Nordhaus knife block set available to ship now?", "product_stock", pol=NO,
  facts=[["backorder", "back order", "back-order", "backordered"]], req=pr(SET7),
  allow=[L("loc_mississauga_heartland"), F("stock-status"), POL("shipping")], about=[SET7],
  ev=[("variant:nordhaus-7pc-block", "backorder")])
q("Will the Nordhaus honing steel work on my Hoshi gyuto?", "product_similar", pol=NO,
  facts=[["60"]], req=pr(STEEL), allow=pr(GYUTO, STONE), about=[STEEL, GYUTO],
  ev=[("product:" + STEEL, "Not suitable for hard Japanese knives of 60 HRC and above."), ("product:" + GYUTO, "60")])
q("How hard is the steel on the Hoshi gyuto (HRC)?", "product_attribute",
  facts=[["60"]], req=pr(GYUTO), about=[GYUTO],
  ev=[("product:" + GYUTO, "60")])
q("I'm a lefty. Will the Hoshi gyuto work for me or is it a right-handed blade?", "product_attribute", pol=YES,
  facts=[["double"]], req=pr(GYUTO), about=[GYUTO],
  ev=[("product:" + GYUTO, "Double-bevel, so it suits right- and left-handed cooks.")])
q("Can I pre-order the Hoshi gyuto with the wa handle? When is it released?", "product_stock", pol=YES,
  facts=[dt(2027, 5, 20)], req=pr(GYUTO), about=[GYUTO],
  ev=[("variant:hoshi-gyuto-wa", "preorder"), ("variant:hoshi-gyuto-wa", "2027-05-20")])
q("How much more is the octagonal-handle Hoshi gyuto than the western-handle one?", "product_price",
  facts=[money("279.00"), money("259.00")], req=pr(GYUTO), about=[GYUTO],
  ev=[("variant:hoshi-gyuto-wa", "279.00"), ("variant:hoshi-gyuto-western", "259.00")])
q("Nordhaus chef's knife vs Hoshi gyuto — which one is harder steel and which is longer?", "product_compare",
  facts=[["56"], ["60"]], req=pr(CHEF, GYUTO), about=[CHEF, GYUTO],
  ev=[("product:" + CHEF, "56"), ("product:" + GYUTO, "60"), ("product:" + GYUTO, "21")])
q("what grits is the hoshi whetstone", "product_attribute",
  facts=[["1000"], ["6000"]], req=pr(STONE),
  ev=[("product:" + STONE, "1000 grit to sharpen, 6000 grit to polish the edge")])
q("Do I have to soak the Hoshi stone before sharpening? For how long?", "product_attribute", pol=YES,
  facts=[["10 min", "ten min", "10-min"]], req=pr(STONE),
  ev=[("product:" + STONE, "Soak for 10 minutes before use.")])
q("Does the Hoshi whetstone come with something to hold it and help with the angle?", "kit_vs_alone", pol=YES,
  facts=[["bamboo base", "base"], ["angle guide"]], req=pr(STONE),
  ev=[("product:" + STONE, "Comes on a non-slip bamboo base with an angle guide.")])
q("Can I order the Nordhaus santoku class demo knife online and have it shipped?", "product_attribute", pol=NO,
  facts=[["in store", "in-store"]], req=pr(DEMO), allow=[L("loc_tor_queen_west")], about=[DEMO],
  ev=[("product:" + DEMO, "Sold in store only, at Queen West, while quantities last.")])
q("If I buy the used demo santoku and change my mind, can I bring it back?", "product_final_sale", pol=NO,
  facts=[["final sale"]], req=pr(DEMO), allow=[POL("returns")], about=[DEMO],
  ev=[("product:" + DEMO, "Final sale."), ("policy:returns", "Items marked final sale, including clearance items and in-store class demo pieces, cannot be returned or exchanged.")])
q("What did the demo santoku sell for new, and what is it now?", "product_price",
  facts=[money("129.00"), money("59.00")], req=pr(DEMO), about=[DEMO],
  ev=[("variant:nordhaus-santoku-17-demo", "129.00"), ("variant:nordhaus-santoku-17-demo", "59.00")])
q("Are the Petit Chef kids knives actually sharp? My son is 5 and wants to help chop.", "product_similar",
  facts=[["nylon"], ["5"]], req=pr(KIDKN), allow=pr(CHEF), about=[KIDKN],
  ev=[("product:" + KIDKN, "Three nylon knives with serrated edges that cut fruit, cheese and soft vegetables but not skin."), ("product:" + KIDKN, "5")])
q("petit chef kids knife set dishwasher safe?", "product_attribute", pol=YES,
  facts=[["dishwasher"]], req=pr(KIDKN), about=[KIDKN],
  ev=[("product:" + KIDKN, "Dishwasher safe.")])

# --- mixers and attachments --------------------------------------------------------------
q("How big is the bowl on the Atelier 5-quart mixer in litres?", "product_attribute",
  facts=[["4.7", "4,7"]], req=pr(M5), about=[M5],
  ev=[("product:" + M5, "4.7")])
q("My counter is tiny. How heavy is the Atelier tilt-head mixer and how tall is it?", "product_attribute",
  facts=[["10.4", "10,4"], ["35.3", "35,3"]], req=pr(M5), about=[M5],
  ev=[("product:" + M5, "10.4"), ("product:" + M5, "35.3")])
q("Is the sage green Atelier 5 qt mixer sold out?", "product_stock", pol=YES,
  facts=[["out of stock", "sold out", "out-of-stock"]], req=pr(M5), allow=[L("loc_mississauga_heartland")], about=[M5],
  ev=[("variant:atelier-5qt-sage", "out_of_stock")])
q("Any store around Toronto that has the Sage Atelier stand mixer?", "store_stock",
  facts=[["Heartland", "Mississauga"]], req=[L("loc_mississauga_heartland")], allow=pr(M5) + [L("loc_tor_queen_west")], about=[M5],
  ev=[("inventory", "loc_mississauga_heartland,atelier-5qt-sage,3")])
q("Can I preorder the cranberry Atelier mixer and when does it come out?", "product_stock", pol=YES,
  facts=[dt(2027, 5, 10)], req=pr(M5), about=[M5],
  ev=[("variant:atelier-5qt-cranberry", "preorder"), ("variant:atelier-5qt-cranberry", "2027-05-10")])
q("Which colour of the 5-quart Atelier is on sale?", "product_price",
  facts=[["Flour White"], money("499.00")], req=pr(M5), about=[M5],
  ev=[("variant:atelier-5qt-flour-white", "Flour White"), ("variant:atelier-5qt-flour-white", "579.00")])
q("How many watts is the Atelier bowl-lift compared to the tilt-head one?", "product_compare",
  facts=[["575"], ["325"]], req=pr(M5, M6), about=[M5, M6],
  ev=[("product:" + M6, "575"), ("product:" + M5, "325")])
q("Does the 6 quart Atelier come with a pouring shield?", "kit_vs_alone", pol=YES,
  facts=[["pouring shield"]], req=pr(M6), about=[M6],
  ev=[("product:" + M6, "It comes with a spiral dough hook, a flat beater, an 11-wire whip and a pouring shield.")])
q("What do you get in the box with the Atelier 6-quart mixer? Does it have a dough hook for bread?", "kit_vs_alone",
  facts=[["spiral dough hook", "dough hook"], ["whip"]], req=pr(M6), about=[M6],
  ev=[("product:" + M6, "spiral dough hook")])
q("Does the Atelier pasta roller set come with the mixer?", "kit_vs_alone", pol=NO,
  facts=[["not included", "sold separately", "isn't included", "is not included", "does not include", "doesn't include"]],
  req=pr(PASTA), allow=pr(M5, M6),
  ev=[("product:" + PASTA, "The mixer is not included.")])
q("will the atelier pasta attachments fit my 6-quart bowl lift atelier", "product_compat", pol=YES,
  facts=[["6-Quart", "6 quart", "6-qt", "6 qt", "bowl-lift", "bowl lift"]], req=pr(PASTA), allow=pr(M6), about=[M6],
  ev=[("product:" + PASTA, "Atelier 6-Quart Bowl-Lift Stand Mixer")])
q("Does the Atelier ice cream bowl work with the bowl-lift mixer?", "product_compat", pol=NO,
  facts=[["tilt-head", "tilt head", "5-Quart", "5 quart", "5-qt"]], req=pr(ICE), allow=pr(M5, M6), about=[M6],
  ev=[("product:" + ICE, "It does not fit bowl-lift mixers.")])
q("How long does the bowl have to be in the freezer before I can make ice cream?", "product_attribute",
  ids=["atelier-ice-cream-bowl"], facts=[["15 hours", "15 h", "fifteen hours", "15-hour"]], req=pr(ICE),
  ev=[("product:" + ICE, "Freeze the bowl for 15 hours, then churn up to 1.9 L in about 25 minutes.")])
q("how much ice cream does this make in one go", "product_attribute",
  ids=["AT-ATT-ICE"], facts=[["1.9", "1,9"]], req=pr(ICE),
  ev=[("product:" + ICE, "1.9")])
q("Is the pasta roller attachment in stock? When could I get it?", "product_stock",
  facts=[["backorder", "back order", "back-order", "backordered"]], req=pr(PASTA),
  allow=[L("loc_mississauga_heartland"), F("stock-status"), POL("shipping")],
  ev=[("variant:atelier-pasta-set-3", "backorder")])
q("How wide are the pasta sheets from the Atelier roller, and how many thickness settings?", "product_attribute",
  facts=[CM(15), ["8", "eight"]], req=pr(PASTA),
  ev=[("product:" + PASTA, "a 15 cm sheet roller with 8 thickness settings")])

# --- blender, kettle ---------------------------------------------------------------------
q("What extra do I get with the immersion blender kit compared with the blender on its own?", "kit_vs_alone",
  facts=[["whisk"], ["chopper"]], req=pr(BLEND), about=[BLEND],
  ev=[("variant:atelier-blender-kit", "whisk attachment"), ("variant:atelier-blender-kit", "500 mL chopper bowl")])
q("Is the Atelier hand blender with whisk and chopper on sale?", "product_price", pol=YES,
  facts=[money("129.00"), money("149.00")], req=pr(BLEND), about=[BLEND],
  ev=[("variant:atelier-blender-kit", "129.00"), ("variant:atelier-blender-kit", "149.00")])
q("how many watts is your stick blender", "product_attribute",
  facts=[["700"]], req=pr(BLEND), about=[BLEND],
  ev=[("product:" + BLEND, "700")])
q("Is the Atelier variable temperature kettle in stock?", "product_stock", pol=NO,
  facts=[["out of stock", "sold out", "out-of-stock"]], req=pr(KETTLE), allow=[L("loc_van_kitsilano")], about=[KETTLE],
  ev=[("variant:atelier-kettle-steel", "out_of_stock")])
q("What temperatures can I set the Atelier kettle to? I brew green tea at 80.", "product_attribute",
  facts=[["70"], ["80"], ["90"]], req=pr(KETTLE), about=[KETTLE],
  ev=[("product:" + KETTLE, "80")])
q("Can the Atelier kettle keep water hot for a while?", "product_attribute", pol=YES,
  facts=[["30"]], req=pr(KETTLE), about=[KETTLE],
  ev=[("product:" + KETTLE, "a 30-minute keep-warm mode")])

# --- pressure cookers and the ring -------------------------------------------------------
q("How big is the Vapora electric pressure cooker and what else can it do?", "product_attribute",
  facts=[["6 L", "6L", "6 litre", "6-litre", "6 liter", "6-liter", "6 litres", "6 liters"], ["yogurt", "yoghurt"], ["slow cook"]],
  req=pr(VEL), about=[VEL],
  ev=[("product:" + VEL, "A 6 L electric multicooker that pressure cooks, slow cooks, sautés, steams, cooks rice, makes yogurt and keeps food warm.")])
q("Does the Vapora electric pressure cooker come with a sealing ring?", "kit_vs_alone", pol=YES,
  facts=[["fitted", "installed", "already"]], req=pr(VEL), allow=pr(RING), about=[VEL],
  ev=[("product:" + VEL, "It comes with a stainless steel inner pot, a steam rack and a silicone sealing ring already fitted.")])
q("Will the Vapora replacement sealing ring fit my Vapora stovetop pressure cooker?", "product_similar", pol=NO,
  facts=[["electric"]], req=pr(RING), allow=pr(VST, VEL), about=[RING, VST],
  ev=[("product:" + RING, "They do not fit the Vapora stovetop pressure cooker.")])
q("how many gaskets come in the vapora pack and why are they different colours", "product_attribute",
  facts=[["2", "two"], ["sweet"]], req=pr(RING),
  ev=[("product:" + RING, "a clear one for savoury dishes and a red one for sweet dishes, so flavours do not mix")])
q("Does the Vapora stovetop pressure cooker work on induction?", "product_similar", pol=YES,
  facts=[["induction"]], req=pr(VST), about=[VST],
  ev=[("product:" + VST, "A classic 18/10 stainless steel pressure cooker for gas, electric and induction stovetops, with two pressure settings and a tri-ply base.")])
q("Is the electric Vapora on sale? What's the regular price?", "product_price", pol=YES,
  facts=[money("169.00"), money("199.00")], req=pr(VEL), about=[VEL],
  ev=[("variant:vapora-electric-6l", "169.00"), ("variant:vapora-electric-6l", "199.00")])
q("What's the maximum pressure of the Vapora 7-in-1, in kPa?", "product_attribute",
  facts=[["70"]], req=pr(VEL), about=[VEL],
  ev=[("product:" + VEL, "70")])
q("Can the lid of the Vapora stovetop pressure cooker go in the dishwasher?", "product_attribute", pol=NO,
  facts=[["by hand", "hand wash", "hand-wash"]], req=pr(VST), about=[VST],
  ev=[("product:" + VST, "The pot is dishwasher safe; wash the lid by hand.")])
q("Do I need a plug for the Vapora stovetop pressure cooker?", "product_similar", pol=NO,
  facts=[["no cord", "no electronics"]], req=pr(VST), allow=pr(VEL), about=[VST],
  ev=[("product:" + VST, "It has no cord and no electronics.")])

# --- pans --------------------------------------------------------------------------------
q("What sizes does the ProGlide non-stick frying pan come in?", "product_variant",
  facts=[CM(20), CM(24), CM(28)], req=pr(NS), about=[NS],
  ev=[("variant:proglide-fry-20", "20 cm"), ("variant:proglide-fry-24", "24 cm"), ("variant:proglide-fry-28", "28 cm")])
q("Can I put the ProGlide non-stick pan in a 250 degree oven?", "product_attribute", pol=NO,
  facts=[["230"]], req=pr(NS), about=[NS],
  ev=[("product:" + NS, "Oven safe to 230 °C.")])
q("Can I use metal utensils on the ProGlide frying pan?", "product_similar", pol=NO,
  facts=[["wood", "silicone"]], req=pr(NS), allow=pr(TRI), about=[NS],
  ev=[("product:" + NS, "Use wood or silicone utensils; metal scratches the coating.")])
q("Can I use a metal spatula on the Maple & Mortar tri-ply stainless frying pan?", "product_similar", pol=YES,
  facts=[["metal"]], req=pr(TRI), allow=pr(NS), about=[TRI],
  ev=[("product:" + TRI, "No coating, so metal utensils are fine.")])
q("is the 28cm proglide pan on sale? whats the original price", "product_price", pol=YES,
  facts=[money("69.00"), money("89.00")], req=pr(NS), about=[NS],
  ev=[("variant:proglide-fry-28", "69.00"), ("variant:proglide-fry-28", "89.00")])
q("Can I order the 24 cm ProGlide online right now?", "product_stock", pol=NO,
  facts=[["out of stock", "sold out", "out-of-stock"]], req=pr(NS),
  allow=[L("loc_tor_queen_west"), L("loc_mtl_plateau"), L("loc_van_kitsilano")], about=[NS],
  ev=[("variant:proglide-fry-24", "out_of_stock")])
q("How much does the 28 cm ProGlide weigh?", "product_attribute",
  facts=[["1.3", "1,3"]], req=pr(NS), about=[NS],
  ev=[("variant:proglide-fry-28", "1.3")])
q("What's the max oven temperature for the tri-ply stainless frying pan?", "product_attribute",
  facts=[["260"]], req=pr(TRI), about=[TRI],
  ev=[("product:" + TRI, "va au four jusqu'à 260 °C"), ("product:" + TRI, "260")])
q("Where is the Maple & Mortar stainless frying pan made?", "product_attribute",
  facts=[["Montréal", "Montreal"]], req=pr(TRI), about=[TRI],
  ev=[("product:" + TRI, "Made in Montréal.")])
q("We have a pet parrot. Anything I should know before buying the ProGlide non-stick pan?", "product_notice",
  facts=[["bird"]], req=pr(NS), about=[NS],
  ev=[("product:" + NS, "CAUTION: Do not preheat empty on high heat. Overheated non-stick coatings give off fumes that can harm pet birds; keep birds out of the kitchen.")])
q("Does the Laurentide cast iron skillet come with a lid?", "kit_vs_alone", pol=NO,
  facts=[["sold separately", "separately"]], req=pr(SKIL), allow=pr(LID), about=[SKIL],
  ev=[("product:" + SKIL, "The lid is sold separately.")])
q("Does the Laurentide glass lid fit the 30 cm skillet?", "product_compat", pol=NO,
  facts=[CM(26)], req=pr(LID), allow=pr(SKIL),
  ev=[("product:" + LID, "Laurentide Cast Iron Skillet 26 cm")])
q("Can I put the Laurentide glass lid in the oven at 230°C?", "product_attribute", pol=NO,
  facts=[["200"]], req=pr(LID), allow=pr(SKIL),
  ev=[("product:" + LID, "200")])
q("how heavy is the 30 cm laurentide skillet", "product_attribute",
  facts=[["3.8", "3,8"]], req=pr(SKIL),
  ev=[("variant:laurentide-skillet-30", "3.8")])
q("Is the Laurentide cast iron made in Canada?", "product_attribute", pol=YES,
  facts=[["Québec", "Quebec", "Laurentians"]], req=pr(SKIL), allow=pr(DUTCH, LID),
  ev=[("product:" + SKIL, "A pre-seasoned cast iron skillet poured in a foundry in the Laurentians, with a helper handle and two pouring spouts.")])
q("Where can I find the 30 cm Laurentide skillet? It says out of stock online.", "store_stock",
  facts=[["Queen West"], ["Kitsilano"]], req=[L("loc_tor_queen_west"), L("loc_van_kitsilano")], allow=pr(SKIL),
  ev=[("inventory", "loc_tor_queen_west,laurentide-skillet-30,2"), ("inventory", "loc_van_kitsilano,laurentide-skillet-30,1")])
q("What is the Laurentide skillet seasoned with?", "product_attribute",
  facts=[["canola"]], req=pr(SKIL), allow=[F("cast-iron-care")],
  ev=[("product:" + SKIL, "canola oil")])
q("What's the capacity of the Laurentide Dutch oven and how hot can it go in the oven?", "product_attribute",
  facts=[["5.5", "5,5"], ["250"]], req=pr(DUTCH),
  ev=[("product:" + DUTCH, "5.5"), ("product:" + DUTCH, "250")])
q("Can I order the Dutch oven in Bleu Nuit yet?", "product_stock", pol=YES,
  facts=[dt(2027, 6, 1)], req=pr(DUTCH),
  ev=[("variant:laurentide-dutch-bleu-nuit", "preorder"), ("variant:laurentide-dutch-bleu-nuit", "2027-06-01")])
q("Which colour of the Laurentide Dutch oven is discounted, and what's the price?", "product_price",
  facts=[["Cerise"], money("249.00")], req=pr(DUTCH),
  ev=[("variant:laurentide-dutch-cerise", "249.00"), ("variant:laurentide-dutch-cerise", "329.00")])
q("Will the carbon steel wok work on my induction cooktop?", "product_attribute", pol=NO,
  facts=[["round"]], req=pr(WOK), allow=[F("induction")],
  ev=[("product:" + WOK, "The round bottom does not sit flat on glass or induction cooktops.")])
q("can the carbon steel wok go in the oven", "product_attribute", pol=NO,
  facts=[["handle"]], req=pr(WOK),
  ev=[("product:" + WOK, "The wooden handle is not oven safe.")])
q("Does the tri-ply 10-piece set include a 28 cm frying pan?", "kit_vs_alone", pol=NO,
  facts=[CM(20), CM(24)], req=pr(SET10), allow=pr(TRI),
  ev=[("product:" + SET10, "Our tri-ply stainless steel cookware in one box: 20 cm and 24 cm frying pans, 1.5 L and 2.8 L saucepans with lids, a 28 cm sauté pan with lid and a 7.6 L stockpot with lid.")])
q("How much is the Maple & Mortar 10-piece cookware set and can it ship now?", "product_stock",
  facts=[money("599.00"), ["backorder", "back order", "back-order", "backordered"]], req=pr(SET10),
  allow=[L("loc_mississauga_heartland"), F("stock-status")],
  ev=[("variant:mm-triply-10pc", "599.00"), ("variant:mm-triply-10pc", "backorder")])
q("Does the clearance ProGlide grill pan work on induction?", "product_similar", pol=NO,
  facts=[["aluminium", "aluminum"]], req=pr(GRILL), allow=pr(NS), about=[GRILL],
  ev=[("product:" + GRILL, "This older model has a plain aluminium base and does not work on induction.")])
q("If the grill pan on clearance doesn't work out, can I return it?", "product_final_sale", pol=NO,
  facts=[["final sale"]], req=pr(GRILL), allow=[POL("returns")], about=[GRILL],
  ev=[("product:" + GRILL, "Clearance: final sale, no returns or exchanges.")])

# --- kids, tools, boards, thermometers ---------------------------------------------------
q("What age is the Petit Chef cupcake kit for?", "product_attribute",
  facts=[["6"], ["12"]], req=pr(KIT), about=[KIT],
  ev=[("product:" + KIT, "6-12 years")])
q("My daughter has a tree nut allergy. Is the Petit Chef cupcake baking kit OK for her?", "product_notice",
  facts=[["may contain", "Peut contenir"], ["nut", "noix"]], req=pr(KIT), allow=pr(TOOLS), about=[KIT],
  ev=[("product:" + KIT, "Contains: wheat, eggs, milk. May contain: soy, tree nuts. / Contient : blé, œufs, lait. Peut contenir : soya, noix.")])
q("Does the Petit Chef baking tool set have any food in it? My son is allergic to eggs.", "product_similar", pol=NO,
  facts=[["tools only", "no food", "no mix"]], req=pr(TOOLS), allow=pr(KIT), about=[TOOLS],
  ev=[("product:" + TOOLS, "Tools only: no food or mix is included.")])
q("Is the Petit Chef tool set OK for a 3 year old?", "product_attribute", pol=NO,
  facts=[["4"]], req=pr(TOOLS), about=[TOOLS],
  ev=[("product:" + TOOLS, "4 years and up")])
q("how many cupcakes does the petit chef kit make", "product_attribute",
  facts=[["12", "twelve"]], req=pr(KIT), about=[KIT],
  ev=[("product:" + KIT, "Everything a young baker needs for a first batch of 12 vanilla cupcakes: a cupcake and icing mix, 12 reusable silicone cups, a mini whisk, a spatula, a child-size apron and an illustrated bilingual recipe card.")])
q("Is the recipe in the Petit Chef cupcake kit in French too? It's for my niece in Québec.", "product_attribute", pol=YES,
  facts=[["French", "bilingual", "français"]], req=pr(KIT), about=[KIT],
  ev=[("product:" + KIT, "bilingual recipe card")])
q("Do you sell an adult apron like the one in the Petit Chef set?", "product_similar", pol=YES,
  facts=[["Linen Apron", "linen apron"], money("39.00")], req=pr(APRON), allow=pr(TOOLS, KIT),
  ev=[("product:" + APRON, "A heavy washed-linen bib apron for adults with a cross-back strap, two front pockets and a towel loop."), ("variant:mm-apron-charcoal", "39.00")])
q("is the sage linen apron available", "product_stock", pol=NO,
  facts=[["out of stock", "sold out", "out-of-stock"]], req=pr(APRON),
  ev=[("variant:mm-apron-sage", "out_of_stock")])
q("How big is the large end-grain board, and does it have a juice groove?", "product_variant",
  facts=[["45"], ["30"], ["groove"]], req=pr(BOARD),
  ev=[("variant:mm-board-large", "45 x 30 x 4"), ("product:" + BOARD, "The large board has a juice groove; the medium board does not.")])
q("Does the medium maple board have a juice groove?", "product_variant", pol=NO,
  facts=[["groove"]], req=pr(BOARD),
  ev=[("product:" + BOARD, "The large board has a juice groove; the medium board does not.")])
q("Can the maple cutting board go through the dishwasher?", "product_attribute", pol=NO,
  facts=[["hand wash", "by hand", "hand-wash"]], req=pr(BOARD), allow=pr(OIL),
  ev=[("product:" + BOARD, "Hand wash only.")])
q("What kind of wood is the end grain cutting board?", "product_attribute",
  facts=[["sugar maple"]], req=pr(BOARD),
  ev=[("product:" + BOARD, "Quebec sugar maple")])
q("I want to weigh an 8 kg turkey — can your kitchen scale handle it?", "product_attribute", pol=NO,
  facts=[["5 kg", "5kg", "5 kilo"]], req=pr(SCALE),
  ev=[("product:" + SCALE, "A slim glass-top kitchen scale that weighs up to 5 kg in 1 g steps, with a tare button and five units.")])
q("Does the Maple & Mortar scale show ounces?", "product_attribute", pol=YES,
  facts=[["oz", "ounce"]], req=pr(SCALE),
  ev=[("product:" + SCALE, "oz")])
q("does the kitchen scale come with batteries", "kit_vs_alone", pol=YES,
  facts=[["AAA"]], req=pr(SCALE),
  ev=[("product:" + SCALE, "2 x AAA, included")])
q("Can I leave the instant-read thermometer in the roast while it cooks in the oven?", "product_similar", pol=NO,
  facts=[["spot check", "spot-check", "not for leaving"]], req=pr(THERMO), allow=pr(PROBE), about=[THERMO],
  ev=[("product:" + THERMO, "Not for leaving in the oven: use it for spot checks.")])
q("Can the wireless leave-in thermometer stay in the oven the whole time?", "product_similar", pol=YES,
  facts=[["300"]], req=pr(PROBE), allow=pr(THERMO), about=[PROBE],
  ev=[("product:" + PROBE, "A wireless probe that stays in the roast in the oven, smoker or barbecue and sends the temperature to your phone over Bluetooth."), ("product:" + PROBE, "300")])
q("What kind of battery is in the wireless meat thermometer?", "product_similar",
  facts=[["lithium"], ["USB-C", "USB C"]], req=pr(PROBE), about=[PROBE],
  ev=[("product:" + PROBE, "rechargeable lithium-ion, built in"), ("product:" + PROBE, "USB-C dock")])
q("What battery does the instant read thermometer take?", "product_similar",
  facts=[["CR2032"]], req=pr(THERMO), about=[THERMO],
  ev=[("product:" + THERMO, "CR2032 coin cell, included")])
q("Can I rinse the instant-read thermometer under the tap?", "product_attribute",
  facts=[["IP65", "splash"]], req=pr(THERMO), about=[THERMO],
  ev=[("product:" + THERMO, "IP65")])
q("how accurate is the instant read thermometer", "product_attribute",
  facts=[["0.5", "0,5"]], req=pr(THERMO), about=[THERMO],
  ev=[("product:" + THERMO, "0.5")])
q("What's the Bluetooth range on the wireless probe?", "product_attribute",
  facts=[["50 m", "50m", "50 metres", "50 meters", "50-metre", "50-meter"]], req=pr(PROBE), about=[PROBE],
  ev=[("product:" + PROBE, "50")])
q("Can I buy the wireless leave-in thermometer now? When does it ship?", "product_stock", pol=YES,
  facts=[dt(2027, 5, 15)], req=pr(PROBE), about=[PROBE],
  ev=[("variant:mm-wireless-probe", "preorder"), ("variant:mm-wireless-probe", "2027-05-15")])
q("Is the red instant read thermometer on sale, and can I get it online?", "product_stock",
  facts=[money("34.99"), ["out of stock", "sold out", "out-of-stock"]], req=pr(THERMO), allow=[L("loc_tor_queen_west")], about=[THERMO],
  ev=[("variant:mm-thermo-red", "34.99"), ("variant:mm-thermo-red", "44.99"), ("variant:mm-thermo-red", "out_of_stock")])
q("Will the silicone spatulas melt if I leave them on a hot pan?", "product_attribute",
  facts=[["260"]], req=pr(SPAT),
  ev=[("product:" + SPAT, "Heat resistant to 260 °C.")])
q("how much is the silicone spatula set", "product_price",
  facts=[money("24.99")], req=pr(SPAT),
  ev=[("product:" + SPAT, "24.99")])
q("What's in your board oil? Is it food safe?", "product_attribute",
  facts=[["mineral oil"], ["beeswax"]], req=pr(OIL), allow=pr(BOARD),
  ev=[("product:" + OIL, "Food-safe mineral oil blended with Quebec beeswax, for cutting boards, wooden spoons and butcher blocks.")])

# --- gift cards and vouchers -------------------------------------------------------------
q("What amounts do your gift cards come in?", "product_price",
  facts=[money("25.00"), money("50.00"), money("100.00"), money("250.00")], req=pr(GIFT), allow=[F("gift-cards")],
  ev=[("faq:gift-cards", "Maple & Mortar gift cards come in $25, $50, $100 and $250 amounts, as a physical card or by email.")])
q("How long is the cooking class gift voucher valid?", "product_attribute",
  facts=[["24 months", "24-month", "two years", "2 years"]], req=pr(VOUCH),
  ev=[("product:" + VOUCH, "Valid for 24 months.")])
q("Could my 14-year-old use the cooking class voucher I'm thinking of buying?", "product_attribute", pol=NO,
  facts=[["16"]], req=pr(VOUCH), allow=[POL("services")],
  ev=[("product:" + VOUCH, "16"), ("policy:services", "Classes are for ages 16 and up; 16- and 17-year-olds must take the class with an adult.")])
q("Can the cooking class voucher be used at the Mississauga store?", "product_attribute", pol=NO,
  facts=[["Queen West"], ["Plateau"], ["Kitsilano"]], req=pr(VOUCH), allow=[L("loc_mississauga_heartland")],
  ev=[("product:" + VOUCH, "A voucher for one seat in any 3-hour adult cooking class at our Queen West, Plateau or Kitsilano cooking schools.")])

# =============================================================================================
# POLICIES AND FAQ
# =============================================================================================
RET, RETA = POLS("returns")
SHIP, SHIPA = POLS("shipping")
WAR, WARA = POLS("warranty")
PM, PMA = POLS("price-match")
SRV, SRVA = POLS("services")
PRIV, PRIVA = POLS("privacy")

# --- returns -----------------------------------------------------------------------------
q("How long do I have to return something?", "policy_returns",
  facts=[DAYS["30d"]], req=RET, allow=RETA,
  ev=[("policy:returns", "Unused items in their original packaging can be returned within 30 days of delivery or of your in-store purchase.")])
q("whats your return policy", "policy_returns",
  facts=[DAYS["30d"], ["original packaging", "unused"]], req=RET, allow=RETA,
  ev=[("policy:returns", "Unused items in their original packaging can be returned within 30 days of delivery or of your in-store purchase.")])
q("I used my Nordhaus chef's knife once and I don't love it. Can I send it back?", "policy_exception", pol=NO,
  facts=[["cannot be returned", "can't be returned", "can not be returned", "not returnable", "cannot return", "can't return"]],
  req=RET, allow=RETA + pr(CHEF) + [POL("warranty")], about=[CHEF],
  ev=[("policy:returns", "For safety and hygiene reasons, knives that have been used, sharpened or removed from their protective sleeve cannot be returned.")])
q("We used our new stand mixer twice and it works fine, it's just too big for our kitchen. Can we return it?", "policy_exception", pol=NO,
  facts=[["defective"]], req=RET, allow=RETA + pr(M5, M6),
  ev=[("policy:returns", "Small electrical appliances that have been used can be returned only if they are defective, within 30 days of delivery.")])
q("I bought a present on December 10. Can it still be returned in early January?", "policy_exception", pol=YES,
  facts=[dt(2027, 1, 15)], req=RET, allow=RETA,
  ev=[("policy:returns", "Items bought between November 15 and December 24 can be returned until January 15 of the following year.")])
q("Once you get my return, how long until I see the money?", "policy_returns",
  facts=[["7 business days", "seven business days", "7 business-days"]], req=RET, allow=RETA,
  ev=[("policy:returns", "We issue refunds within 7 business days of receiving your return.")])
q("Do I have to pay to ship a return back?", "policy_returns",
  facts=[money("9.95")], req=RET, allow=RETA,
  ev=[("policy:returns", "For all other returns by mail, a return shipping fee of $9.95 is deducted from your refund.")])
q("The frying pan showed up dented. Am I paying for the return shipping on that?", "policy_exception", pol=NO,
  facts=[["free"]], req=RET, allow=RETA + [POL("shipping")],
  ev=[("policy:returns", "Return shipping is free when an item arrives damaged or defective.")])
q("Can I return my online order at the Halifax Waterfront shop?", "policy_exception", pol=NO,
  facts=[], req=RET, allow=RETA + [L("loc_hfx_waterfront"), L("loc_hfx_quinpool")],
  ev=[("policy:returns", "Online and in-store purchases can be returned at any Maple & Mortar store, except the Halifax Waterfront seasonal shop."),
      ("location:loc_hfx_waterfront", "No returns or exchanges at the Waterfront shop: bring returns to Quinpool Road")])
q("can clearance stuff be returned?", "policy_exception", pol=NO,
  facts=[["final sale"]], req=RET, allow=RETA + pr(GRILL),
  ev=[("policy:returns", "Items marked final sale, including clearance items and in-store class demo pieces, cannot be returned or exchanged.")])
q("My kid already opened the cupcake mix from the Petit Chef kit. Can we still return the kit?", "policy_exception", pol=NO,
  facts=[["opened"]], req=RET, allow=RETA + pr(KIT), about=[KIT],
  ev=[("policy:returns", "Opened food products, including the mixes in our kids' baking kits, cannot be returned.")])
q("If I return something, does the refund go back on my credit card?", "policy_returns", pol=YES,
  facts=[["original payment method", "original payment"]], req=RET, allow=RETA,
  ev=[("policy:returns", "Returns are refunded to the original payment method.")])

# --- shipping ----------------------------------------------------------------------------
q("How much is shipping?", "policy_shipping",
  facts=[money("12.95"), ["99"]], req=SHIP, allow=SHIPA,
  ev=[("policy:shipping", "Standard shipping costs $12.95 on orders under $99."), ("policy:shipping", "Standard shipping is free on orders of $99 or more before taxes.")])
q("How long does standard delivery take to Vancouver?", "policy_shipping",
  facts=[["4 to 8", "4-8", "4–8", "four to eight"]], req=SHIP, allow=SHIPA,
  ev=[("policy:shipping", "Standard shipping takes 2 to 4 business days to Ontario and Quebec, and 4 to 8 business days to the rest of Canada.")])
q("If I order today with regular shipping, how fast will it get to me in Montreal?", "policy_shipping",
  facts=[["2 to 4", "2-4", "2–4", "two to four"]], req=SHIP, allow=SHIPA,
  ev=[("policy:shipping", "Standard shipping takes 2 to 4 business days to Ontario and Quebec, and 4 to 8 business days to the rest of Canada.")])
q("what's the minimum order for free shipping", "policy_shipping",
  facts=[money("99.00")], req=SHIP, allow=SHIPA,
  ev=[("policy:shipping", "Standard shipping is free on orders of $99 or more before taxes.")])
q("If my order is over $99, is express shipping free too?", "policy_shipping", pol=NO,
  facts=[money("24.95")], req=SHIP, allow=SHIPA,
  ev=[("policy:shipping", "Express shipping costs $24.95 on every order and is never free.")])
q("Do you ship to Whitehorse?", "policy_shipping", pol=NO,
  facts=[["Yukon"]], req=SHIP, allow=SHIPA + [F("ship-abroad")],
  ev=[("policy:shipping", "We do not ship to Yukon, the Northwest Territories or Nunavut.")])
q("Can you ship an order to my sister in Seattle?", "policy_shipping", pol=NO,
  facts=[["Canada"]], req=SHIP, allow=SHIPA + [F("ship-abroad")],
  ev=[("policy:shipping", "We do not ship outside Canada, including to the United States.")])
q("Do you deliver to Newfoundland?", "policy_shipping", pol=YES,
  facts=[["every Canadian province", "every province", "all provinces", "toutes les provinces"]], req=SHIP, allow=SHIPA + [F("ship-abroad")],
  ev=[("policy:shipping", "We ship to every Canadian province.")])
q("Can the courier leave a knife order at my door if I'm not home?", "policy_exception", pol=NO,
  facts=[["signature"], ["18"]], req=SHIP, allow=SHIPA,
  ev=[("policy:shipping", "Knives ship only with a signature required, and the person who signs must be 18 or older.")])
q("Can I have a pressure cooker shipped to my PO box?", "policy_exception", pol=NO,
  facts=[["PO box", "P.O. box", "post office box"]], req=SHIP, allow=SHIPA + pr(VEL, VST),
  ev=[("policy:shipping", "Knives and pressure cookers cannot be shipped to PO boxes.")])
q("What's the cut-off time for my order to ship the same day?", "policy_shipping",
  facts=[["2 pm", "2 p.m.", "14:00", "2:00 pm", "2pm", "14 h", "2:00 p.m."]], req=SHIP, allow=SHIPA,
  ev=[("policy:shipping", "Orders placed before 2 pm Eastern time on a business day leave our warehouse the same day.")])
q("I ordered a pre-order item with a pan that's in stock. Do I have to wait for both?", "policy_shipping", pol=NO,
  facts=[["first"]], req=SHIP, allow=SHIPA + [F("stock-status")],
  ev=[("policy:shipping", "If your order mixes in-stock and pre-order or backordered items, we ship the in-stock items first at no extra cost.")])
q("do you do same day delivery, and what does it cost", "policy_shipping", pol=YES,
  facts=[money("14.95"), ["150"]], req=SHIP, allow=SHIPA,
  ev=[("policy:shipping", "Local delivery costs $14.95 and is free on orders over $150.")])
q("How long will you hold my order for pickup?", "policy_shipping",
  facts=[["10 days", "ten days", "10 jours"]], req=SHIP, allow=SHIPA + [F("pickup")],
  ev=[("policy:shipping", "We hold pickup orders for 10 days.")])
q("My parcel never arrived. How long do I have to let you know?", "policy_shipping",
  facts=[["15 days", "fifteen days", "15 jours"]], req=SHIP, allow=SHIPA,
  ev=[("policy:shipping", "If your parcel arrives damaged or does not arrive, contact us within 15 days of the expected delivery date and we will replace or refund the order.")])
q("Where do online orders ship from?", "policy_shipping",
  facts=[["Mississauga"]], req=SHIP, allow=SHIPA,
  ev=[("policy:shipping", "We ship online orders from our distribution centre in Mississauga, Ontario.")])
q("how quick is express", "policy_shipping",
  facts=[["1 to 2", "1-2", "1–2", "one to two"]], req=SHIP, allow=SHIPA,
  ev=[("policy:shipping", "Express shipping arrives in 1 to 2 business days in major cities.")])
q("I'm a Club Érable member and my order is only $60. Do I still pay for standard shipping?", "policy_shipping", pol=NO,
  facts=[["free"]], req=SHIP, allow=SHIPA + [F("club-erable")],
  ev=[("policy:shipping", "Club Érable members get free standard shipping on every order.")])
q("Can I get express shipping on the Atelier stand mixer?", "policy_exception", pol=NO,
  facts=[["ground"]], req=SHIP, allow=SHIPA + pr(M5, M6), about=[M5],
  ev=[("policy:shipping", "Stand mixers and cookware sets ship by ground, so express shipping is not available for them.")])
q("Can the 10-piece cookware set go express?", "policy_exception", pol=NO,
  facts=[["ground"]], req=SHIP, allow=SHIPA + pr(SET10),
  ev=[("policy:shipping", "Stand mixers and cookware sets ship by ground, so express shipping is not available for them.")])

# --- warranty ----------------------------------------------------------------------------
q("What's the warranty on the Atelier 5-quart stand mixer?", "policy_warranty",
  facts=[["5 years", "five years", "5-year", "5 ans"], ["2 years", "two years", "2-year", "2 ans"]],
  req=WAR, allow=WARA + pr(M5), about=[M5],
  ev=[("policy:warranty", "Atelier stand mixers have a 5-year warranty on the motor and a 2-year warranty on all other parts.")])
q("Is the non-stick coating on ProGlide pans guaranteed for life?", "policy_warranty", pol=NO,
  facts=[["5 years", "five years", "5-year"]], req=WAR, allow=WARA + pr(NS),
  ev=[("policy:warranty", "The non-stick coating of ProGlide pans is warranted for 5 years; the pan body itself has a lifetime warranty.")])
q("How long is the warranty on Hoshi knives?", "policy_warranty",
  facts=[["10 years", "10-year", "ten years", "10 ans"]], req=WAR, allow=WARA + pr(GYUTO),
  ev=[("policy:warranty", "Hoshi knives have a 10-year warranty.")])
q("I chipped the tip of my Nordhaus knife cutting through frozen meat. Is that covered under warranty?", "policy_warranty", pol=NO,
  facts=[["frozen"]], req=WAR, allow=WARA + pr(CHEF),
  ev=[("policy:warranty", "Chips, bent tips and broken tips from dropping, twisting or cutting bone or frozen food are not covered.")])
q("Is the sealing ring on my pressure cooker covered by the warranty?", "policy_warranty", pol=NO,
  facts=[["wear"]], req=WAR, allow=WARA + pr(RING, VEL),
  ev=[("policy:warranty", "Sealing rings, gaskets and other wear parts are not covered and should be replaced as they wear.")])
q("How do I make a warranty claim?", "policy_warranty",
  facts=[["warranty@mapleandmortar.example"]], req=WAR, allow=WARA,
  ev=[("policy:warranty", "Bring the product and your receipt or order number to any store, or email warranty@mapleandmortar.example with your order number and a photo or video of the problem.")])
q("I got a Laurentide skillet as a wedding gift and it cracked. Am I covered by the warranty?", "policy_warranty", pol=NO,
  facts=[["original purchaser"]], req=WAR, allow=WARA + pr(SKIL),
  ev=[("policy:warranty", "The warranty covers the original purchaser only.")])
q("How long is the instant-read thermometer guaranteed for?", "policy_warranty",
  facts=[["1 year", "one year", "1-year", "1 an"]], req=pr(THERMO), allow=[POL("warranty"), POL("warranty.fr")], about=[THERMO],
  ev=[("product:" + THERMO, "1 year"), ("policy:warranty", "Petit Chef kids' kits, thermometers, scales and other accessories have a 1-year warranty.")])
q("What if my broken appliance can't be fixed?", "policy_warranty",
  facts=[["replace"]], req=WAR, allow=WARA,
  ev=[("policy:warranty", "If it cannot be repaired, we replace it with the same or a comparable product.")])
q("How long does it take you to answer a warranty email?", "policy_warranty",
  facts=[["3 business days", "three business days"]], req=WAR, allow=WARA,
  ev=[("policy:warranty", "We answer warranty emails within 3 business days.")])

# --- price match -------------------------------------------------------------------------
q("Do you price match?", "policy_price_match", pol=YES,
  facts=[["Canadian retailer", "Canadian"]], req=PM, allow=PMA,
  ev=[("policy:price-match", "We match a lower advertised price from a Canadian retailer for the identical item: same brand, model, size and colour, in stock and sold new.")])
q("A third-party seller on Amazon has the Dutch oven for less. Will you match it?", "policy_price_match", pol=NO,
  facts=[["marketplace", "third-party"]], req=PM, allow=PMA + pr(DUTCH),
  ev=[("policy:price-match", "We do not match marketplace sellers such as third-party sellers on Amazon or eBay, US or other non-Canadian retailers, warehouse clubs, clearance, open-box or refurbished offers, coupon codes, or Black Friday and Boxing Day doorbuster prices.")])
q("I bought a pan from you last week and now it's cheaper on your site. Can I get the difference back?", "policy_price_match", pol=YES,
  facts=[["14 days", "14-day", "fourteen days"]], req=PM, allow=PMA,
  ev=[("policy:price-match", "If we or a Canadian retailer lower the price of an item within 14 days of your purchase, we refund the difference.")])
q("will you match a price from a US store like one in Seattle?", "policy_price_match", pol=NO,
  facts=[["Canadian"]], req=PM, allow=PMA,
  ev=[("policy:price-match", "We do not match marketplace sellers such as third-party sellers on Amazon or eBay, US or other non-Canadian retailers, warehouse clubs, clearance, open-box or refurbished offers, coupon codes, or Black Friday and Boxing Day doorbuster prices.")])
q("Does your price match cover cooking classes?", "policy_price_match", pol=NO,
  facts=[["not price matched", "not matched", "aren't price matched", "are not price matched"]], req=PM, allow=PMA + [POL("services")],
  ev=[("policy:price-match", "Cooking classes, knife sharpening and gift cards are not price matched.")])
q("How many units of the same item can I get price matched?", "policy_price_match",
  facts=[["2", "two"]], req=PM, allow=PMA,
  ev=[("policy:price-match", "Price matching is limited to 2 units of an item per customer.")])

# --- services: sharpening and classes ----------------------------------------------------
q("How much do you charge to sharpen a knife?", "policy_services",
  facts=[money("8.00"), money("12.00")], req=SRV, allow=SRVA,
  ev=[("policy:services", "Sharpening costs $8 per knife with a blade up to 25 cm."), ("policy:services", "Serrated knives, single-bevel Japanese knives and blades longer than 25 cm cost $12 each.")])
q("Can you sharpen a serrated bread knife? How much?", "policy_services", pol=YES,
  facts=[money("12.00")], req=SRV, allow=SRVA,
  ev=[("policy:services", "Serrated knives, single-bevel Japanese knives and blades longer than 25 cm cost $12 each.")])
q("do you sharpen ceramic knives", "policy_services", pol=NO,
  facts=[["ceramic"]], req=SRV, allow=SRVA,
  ev=[("policy:services", "We do not sharpen ceramic knives, axes, garden tools or scissors with plastic blades.")])
q("If I drop off my knives Tuesday morning, when can I pick them up?", "policy_services",
  facts=[["next business day", "following business day", "Wednesday"]], req=SRV, allow=SRVA,
  ev=[("policy:services", "Knives dropped off before noon are ready the next business day.")])
q("I bought my chef's knife from you in January. Is the first sharpening free?", "policy_services", pol=YES,
  facts=[["one year", "1 year", "a year"]], req=SRV, allow=SRVA,
  ev=[("policy:services", "The first sharpening of any knife bought from Maple & Mortar is free within one year of purchase.")])
q("How long is a cooking class and what does it cost?", "policy_services",
  facts=[["3 hours", "three hours", "3-hour", "3 heures"], money("95.00")], req=SRV, allow=SRVA + pr(VOUCH),
  ev=[("policy:services", "An adult class lasts 3 hours, costs $95 per person, and includes everything you cook and eat.")])
q("Can my 15 year old come to an adult cooking class with me?", "policy_services", pol=NO,
  facts=[["16"]], req=SRV, allow=SRVA,
  ev=[("policy:services", "Classes are for ages 16 and up; 16- and 17-year-olds must take the class with an adult.")])
q("Do you have cooking classes for kids? What ages?", "policy_services", pol=YES,
  facts=[["7"], ["12"]], req=SRV, allow=SRVA,
  ev=[("policy:services", "Petit Chef classes are for children aged 7 to 12 and last 90 minutes.")])
q("Can I drop my 9-year-old at a Petit Chef class and run errands?", "policy_services", pol=NO,
  facts=[["parent", "guardian"]], req=SRV, allow=SRVA,
  ev=[("policy:services", "A parent or guardian must stay in the store during the class.")])
q("I need to cancel my class booking 2 days before the class. Do I get my money back?", "policy_services", pol=NO,
  facts=[["72 hours", "72-hour", "72 h"], ["credit"]], req=SRV, allow=SRVA,
  ev=[("policy:services", "Cancellations less than 72 hours before the class get a credit for a later class, and no-shows are not refunded.")])
q("How much would a private cooking class for 12 people cost?", "policy_services",
  facts=[money("1100.00"), money("95.00")], req=SRV, allow=SRVA,
  ev=[("policy:services", "A private class costs $1,100 for up to 10 people and $95 for each extra person.")])
q("Are the cooking classes at the Montreal store in English?", "policy_services", pol=NO,
  facts=[["French", "français"]], req=SRV, allow=SRVA + [L("loc_mtl_plateau")],
  ev=[("policy:services", "Classes at the Plateau store are taught in French.")])
q("I have a sesame allergy. Is it safe for me to take a cooking class?", "policy_services",
  facts=[["cannot guarantee", "can't guarantee", "not guarantee", "can not guarantee"]], req=SRV, allow=SRVA,
  ev=[("policy:services", "We cannot guarantee an allergen-free class; tell us about allergies when you book and we will adapt recipes where we can.")])
q("How much is a kids cooking class?", "policy_services",
  facts=[money("55.00")], req=SRV, allow=SRVA,
  ev=[("policy:services", "A Petit Chef class costs $55 per child.")])

# --- privacy -----------------------------------------------------------------------------
q("Do you sell my personal data to other companies?", "policy_privacy", pol=NO,
  facts=[["never sell", "do not sell", "don't sell", "never sells"]], req=PRIV, allow=PRIVA,
  ev=[("policy:privacy", "We never sell or rent your personal information.")])
q("Where is my personal information stored?", "policy_privacy",
  facts=[["Canada"]], req=PRIV, allow=PRIVA,
  ev=[("policy:privacy", "Your information is stored on servers in Canada.")])
q("How do I get you to delete my account information?", "policy_privacy",
  facts=[["privacy@mapleandmortar.example"]], req=PRIV, allow=PRIVA,
  ev=[("policy:privacy", "You can ask to see, correct or delete your personal information by writing to our privacy officer at privacy@mapleandmortar.example; we answer within 30 days.")])
q("What happens to the allergy info I give you when I book a class?", "policy_privacy",
  facts=[DAYS["30d"]], req=PRIV, allow=PRIVA + [POL("services")],
  ev=[("policy:privacy", "Allergy information is used only to prepare your class and is deleted 30 days after it.")])
q("Do you keep my credit card number on file?", "policy_privacy", pol=NO,
  facts=[["payment provider"]], req=PRIV, allow=PRIVA,
  ev=[("policy:privacy", "We do not store full credit card numbers; payments are processed by our payment provider.")])

# --- FAQ ---------------------------------------------------------------------------------
q("Do you sell gift cards?", "faq", pol=YES,
  facts=[money("25.00"), money("250.00")], req=[F("gift-cards")], allow=pr(GIFT),
  ev=[("faq:gift-cards", "Maple & Mortar gift cards come in $25, $50, $100 and $250 amounts, as a physical card or by email.")])
q("do gift cards expire", "faq", pol=NO,
  facts=[["never expire"]], req=[F("gift-cards")], allow=pr(GIFT),
  ev=[("faq:gift-cards", "They never expire and can be used online, in any store, and for cooking classes and knife sharpening.")])
q("Can I spread the cost of a stand mixer over a few payments?", "faq", pol=YES,
  facts=[["4", "four"], ["Paysplit"]], req=[F("paysplit")], allow=pr(M5, M6) + [F("payment-methods")],
  ev=[("faq:paysplit", "Orders from $150 to $3,000 can be split into 4 interest-free payments, charged every two weeks, through our financing partner Paysplit.")])
q("Do you take Interac?", "faq", pol=YES,
  facts=[["in store", "in-store"]], req=[F("payment-methods")],
  ev=[("faq:payment-methods", "In store we also accept Interac debit and cash.")])
q("Can I pay with Apple Pay on your website?", "faq", pol=YES,
  facts=[["Apple Pay"]], req=[F("payment-methods")],
  ev=[("faq:payment-methods", "Online we accept Visa, Mastercard, American Express, PayPal, Apple Pay, Google Pay, Paysplit and Maple & Mortar gift cards.")])
q("What perks come with your loyalty program?", "faq",
  facts=[["free standard shipping"], ["2 free", "two free"]], req=[F("club-erable")], allow=[F("club-erable-fr")],
  ev=[("faq:club-erable", "Members get free standard shipping on every order, member prices on selected Maple & Mortar cookware, 2 free knife sharpenings every calendar year and early booking for cooking classes.")])
q("Is it free to join Club Érable?", "faq", pol=YES,
  facts=[["free"]], req=[F("club-erable")], allow=[F("club-erable-fr")],
  ev=[("faq:club-erable", "Club Érable is our free loyalty program.")])
q("I placed an order an hour ago — can I still change it?", "faq", pol=YES,
  facts=[["2 hours", "two hours", "2 heures"]], req=[F("order-changes")], allow=[F("modifier-commande")],
  ev=[("faq:order-changes", "You can change or cancel an order within 2 hours of placing it from the Orders page of your account.")])
q("Can I cancel the order I placed yesterday?", "faq", pol=NO,
  facts=[["2 hours", "two hours"]], req=[F("order-changes")], allow=[F("modifier-commande"), POL("returns")],
  ev=[("faq:order-changes", "After that it is already being packed and can no longer be changed; return it once it arrives instead.")])
q("Can you engrave my husband's name on a Nordhaus knife?", "faq", pol=NO,
  facts=[["engraving"]], req=[F("engraving")], allow=pr(CHEF, SET3, SET7),
  ev=[("faq:engraving", "Sorry, we do not offer engraving or personalization on any product, in store or online.")])
q("how do I clean my cast iron pan without ruining it", "faq",
  facts=[["oil"], ["dishwasher"]], req=[F("cast-iron-care")], allow=pr(SKIL),
  ev=[("faq:cast-iron-care", "Rinse it with hot water and a brush while it is still warm, dry it on the burner, then wipe in a thin layer of oil."),
      ("faq:cast-iron-care", "Never put cast iron in the dishwasher or leave it to soak.")])
q("Is the ProGlide non-stick pan dishwasher safe?", "faq", pol=YES,
  facts=[["by hand", "hand wash", "hand-wash", "washing them by hand"]], req=pr(NS), allow=[F("nonstick-care")], about=[NS],
  ev=[("faq:nonstick-care", "ProGlide pans survive the dishwasher, but washing them by hand with a soft sponge makes the coating last much longer.")])
q("Does honing my knife actually sharpen it?", "faq", pol=NO,
  facts=[["straightens", "realigns", "removes almost no metal"]], req=[F("honing-vs-sharpening")], allow=pr(STEEL),
  ev=[("faq:honing-vs-sharpening", "A honing steel straightens an edge that has rolled over; it removes almost no metal, so use it every few days.")])
q("How often should the gasket on a pressure cooker be swapped out?", "faq",
  facts=[["12 to 18", "12-18", "12–18"]], req=[F("sealing-ring")], allow=pr(RING),
  ev=[("faq:sealing-ring", "Replace the silicone sealing ring every 12 to 18 months, or sooner if it cracks, stretches, keeps odours or lets steam escape around the lid.")])
q("Do you have a wedding registry?", "faq", pol=YES,
  facts=[["10%", "10 %", "10 percent"]], req=[F("registry")],
  ev=[("faq:registry", "you get a 10% completion discount on anything left on your registry for 90 days after your event")])
q("We're moving to France. Will my Atelier stand mixer work there on 230 V?", "faq", pol=NO,
  facts=[["120"]], req=[F("voltage")], allow=pr(M5, M6), about=[M5],
  ev=[("faq:voltage", "Our small appliances are made for 120 V, 60 Hz North American outlets."), ("product:" + M5, "120")])
q("Do you give restaurants a discount?", "faq", pol=YES,
  facts=[["15%", "15 %", "15 percent"], ["1,000", "1000", "1 000"]], req=[F("trade-accounts")],
  ev=[("faq:trade-accounts", "Restaurants, caterers and cooking schools can apply for a trade account, which gives 15% off regular prices on orders of $1,000 or more.")])
q("What can I do with my old scratched-up pans?", "faq",
  facts=[["recycl"]], req=[F("recycling")],
  ev=[("faq:recycling", "Bring any old pot or pan, of any brand, to a store and we send it to a metal recycler.")])
q("What does backordered mean on your website?", "faq",
  facts=[["2 to 6 weeks", "2-6 weeks", "2–6 weeks", "two to six weeks"]], req=[F("stock-status")],
  ev=[("faq:stock-status", "Backordered items are sold out at our warehouse but more are on the way, usually within 2 to 6 weeks.")])
q("If I pre-order something, when do you charge my card?", "faq",
  facts=[["ships", "release date"]], req=[F("stock-status")],
  ev=[("faq:stock-status", "Pre-order items have not been released yet; we charge you when the item ships on its release date.")])
q("Can I cancel a backorder?", "faq", pol=YES,
  facts=[["before it ships", "any time", "anytime"]], req=[F("stock-status")],
  ev=[("faq:stock-status", "You can cancel a pre-order or backorder at any time before it ships.")])
q("how do i talk to a real person", "contact",
  facts=[["help@mapleandmortar.example", "416 555 0140", "416-555-0140"]], req=[CONTACT],
  ev=[("store", "help@mapleandmortar.example"), ("store", "+1 416 555 0140")])
q("What are your customer service hours?", "contact",
  facts=[["9:00", "9 am", "9 h", "9h"], ["18:00", "6 pm", "18 h", "6:00 pm"]], req=[CONTACT],
  ev=[("store", "Monday to Friday 9:00–18:00 and Saturday 10:00–16:00, Eastern time / du lundi au vendredi de 9 h à 18 h et le samedi de 10 h à 16 h, heure de l'Est")])

# =============================================================================================
# LOCATIONS: hours now and on other days, closures, amenities, service areas, nearest, stock
# =============================================================================================
QW, HL, OT, PL, SR = "loc_tor_queen_west", "loc_mississauga_heartland", "loc_ottawa_byward", "loc_mtl_plateau", "loc_quebec_saint_roch"
KI, VI, QP, WF = "loc_van_kitsilano", "loc_victoria_fort_st", "loc_hfx_quinpool", "loc_hfx_waterfront"
def loc(lid): return "location:" + lid

q("What time does the Queen West store close tonight?", "location_hours",
  facts=[tm("21:00")], req=[L(QW)],
  ev=[(loc(QW), "10:00-21:00")])
q("Is the Montreal store open right now?", "location_open_now", pol=NO,
  facts=[tm("18:00") + tm("10:00")], req=[L(PL)],
  ev=[(loc(PL), "10:00-18:00"), (loc(PL), "10:00-21:00")])
q("is the ottawa store open rn", "location_open_now", pol=NO,
  facts=[tm("16:00") + ["inventory"]], req=[L(OT)],
  ev=[(loc(OT), "Annual inventory count"), (loc(OT), "10:00-16:00")])
q("Are you open in Halifax right now?", "location_open_now", pol=YES,
  facts=[["Quinpool"], tm("21:00")], req=[L(QP)], allow=[L(WF)],
  ev=[(loc(QP), "09:30-21:00"), (loc(WF), "Closed for the season")])
q("Is the Kitsilano store open at the moment?", "location_open_now", pol=YES,
  facts=[tm("19:00")], req=[L(KI)],
  ev=[(loc(KI), "10:00-19:00")])
q("What are the Victoria store's hours on Mondays?", "location_hours",
  facts=[["closed", "fermé"]], req=[L(VI)],
  ev=[(loc(VI), "Closed on Mondays.")])
q("Will the Fort Street store in Victoria be open next Wednesday?", "location_closure", pol=NO,
  facts=[["renovation"]], req=[L(VI)],
  ev=[(loc(VI), "Closed for renovations"), (loc(VI), "2027-04-25")])
q("When does the Halifax Waterfront shop reopen for the season?", "location_closure",
  facts=[dt(2027, 5, 14)], req=[L(WF)],
  ev=[(loc(WF), "Closed for the season"), (loc(WF), "2027-05-13")])
q("Is the Queen West store open on Victoria Day?", "location_closure", pol=NO,
  facts=[["closed", "fermé"]], req=[L(QW)],
  ev=[(loc(QW), "Victoria Day")])
q("Is Quinpool Road open on Victoria Day? What hours?", "location_closure", pol=YES,
  facts=[tm("12:00"), tm("17:00")], req=[L(QP)],
  ev=[(loc(QP), "Victoria Day"), (loc(QP), "12:00-17:00")])
q("What are the Plateau store's hours on June 24?", "location_closure",
  facts=[["closed", "fermé"]], req=[L(PL)],
  ev=[(loc(PL), "Fête nationale du Québec")])
q("Which of your stores are open on Canada Day?", "location_closure",
  facts=[["Waterfront"], tm("22:00")], req=[L(WF)],
  allow=[L(x) for x in (QW, HL, OT, PL, SR, KI, VI, QP)],
  ev=[(loc(WF), "Canada Day"), (loc(WF), "10:00-22:00")])
q("What time does the Mississauga store open on Saturday?", "location_hours",
  facts=[tm("09:00")], req=[L(HL)],
  ev=[(loc(HL), "09:00-21:00")])
q("saint-roch sunday hours?", "location_hours",
  facts=[tm("10:00"), tm("17:00")], req=[L(SR)],
  ev=[(loc(SR), "10:00-17:00")])
q("Will the Québec City store still be open at 8 pm on Thursday?", "location_hours", pol=YES,
  facts=[tm("21:00")], req=[L(SR)],
  ev=[(loc(SR), "09:30-21:00")])
q("Which of your stores have a cooking school?", "location_amenity",
  facts=[["Queen West"], ["Plateau"], ["Kitsilano"]], req=[L(QW), L(PL), L(KI)], allow=[POL("services")],
  ev=[(loc(QW), "Cooking school"), (loc(PL), "École de cuisine / Cooking school"), (loc(KI), "Cooking school")])
q("Where can I get my knives sharpened?", "location_amenity",
  facts=[["Queen West"], ["ByWard"], ["Plateau"], ["Fort Street"], ["Quinpool"]],
  req=[L(QW), L(OT), L(PL), L(VI), L(QP)], allow=[POL("services")],
  ev=[(loc(QW), "Knife sharpening counter"), (loc(OT), "Knife sharpening counter"), (loc(PL), "Comptoir d'affûtage / Knife sharpening counter"),
      (loc(VI), "Knife sharpening counter"), (loc(QP), "Knife sharpening counter")])
q("Which stores have parking?", "location_amenity",
  facts=[["Heartland", "Mississauga"], ["Saint-Roch"], ["Kitsilano"], ["Quinpool"]],
  req=[L(HL), L(SR), L(KI), L(QP)], allow=[L(OT), L(VI), L(QW), L(PL)],
  ev=[(loc(HL), "Free parking lot"), (loc(SR), "Stationnement souterrain, première heure gratuite / Underground parking, first hour free"),
      (loc(KI), "Free underground parking, 2 hours"), (loc(QP), "Free customer parking behind the store")])
q("Is there parking at the Queen West store?", "location_amenity", pol=NO,
  facts=[], req=[L(QW)],
  ev=[(loc(QW), "No customer parking at Queen West: use the Green P lot on Portland Street")])
q("Does the Kitsilano store sharpen knives?", "location_amenity", pol=NO,
  facts=[], req=[L(KI)], allow=[L(VI), POL("services")],
  ev=[(loc(KI), "No knife sharpening in Vancouver: our BC sharpening counter is at Fort Street in Victoria")])
q("I use a wheelchair. Can I get into the Plateau store?", "location_amenity", pol=NO,
  facts=[["three steps", "3 steps", "trois marches", "steps"]], req=[L(PL)],
  ev=[(loc(PL), "The entrance has three steps and no ramp; call ahead and staff will bring items to the door / L'entrée compte trois marches sans rampe")])
q("Can I pick up my online order at the Halifax Waterfront store?", "location_amenity", pol=NO,
  facts=[], req=[L(WF)], allow=[L(QP), F("pickup"), POL("shipping")],
  ev=[(loc(WF), "No in-store pickup at the Waterfront shop: choose Quinpool Road instead")])
q("Do you deliver same-day to postal code L5M 2B1?", "location_service_area", pol=YES,
  facts=[["Heartland", "Mississauga"]], req=[L(HL)], allow=[POL("shipping")],
  ev=[(loc(HL), "L5*"), (loc(HL), "Same-day local delivery")])
q("Can I get local delivery in Gatineau, J8Y 3R5?", "location_service_area", pol=YES,
  facts=[["ByWard", "Ottawa"]], req=[L(OT)], allow=[POL("shipping")],
  ev=[(loc(OT), "J8*")])
q("Who delivers to B2Y 4M9 in Dartmouth?", "location_service_area",
  facts=[["Quinpool"]], req=[L(QP)], allow=[POL("shipping")],
  ev=[(loc(QP), "B2Y*")])
q("Can the Montréal store deliver locally to H2T 1S4?", "location_service_area", pol=YES,
  facts=[["Plateau"]], req=[L(PL)], allow=[POL("shipping")],
  ev=[(loc(PL), "H2*")])
q("What's your closest store to Laval?", "location_nearest",
  facts=[["Plateau"]], req=[L(PL)],
  ev=[(loc(PL), "4350 rue Saint-Denis")])
q("closest store to burnaby?", "location_nearest",
  facts=[["Kitsilano"]], req=[L(KI)],
  ev=[(loc(KI), "2150 W 4th Ave")])
q("Which Maple & Mortar is nearest to Brampton?", "location_nearest",
  facts=[["Heartland", "Mississauga"]], req=[L(HL)], allow=[L(QW)],
  ev=[(loc(HL), "5985 Rodeo Dr, Unit 12")])
q("I live in Kingston, Ontario. Which of your stores is closest?", "location_nearest",
  facts=[["ByWard", "Ottawa"]], req=[L(OT)],
  ev=[(loc(OT), "55 York St")])
q("What's the address of the Ottawa store?", "location_info",
  facts=[["55 York"]], req=[L(OT)],
  ev=[(loc(OT), "55 York St")])
q("Phone number for the Victoria store?", "location_info",
  facts=[["250 555 0147", "250-555-0147", "(250) 555-0147", "2505550147"]], req=[L(VI)],
  ev=[(loc(VI), "+1 250 555 0147")])
q("What stores do you have in BC?", "location_info",
  facts=[["Kitsilano"], ["Fort Street", "Victoria"]], req=[L(KI), L(VI)],
  ev=[(loc(KI), "Maple & Mortar Kitsilano"), (loc(VI), "Maple & Mortar Fort Street (Victoria)")])
q("Does the Heartland store in Mississauga do cooking classes?", "location_amenity", pol=NO,
  facts=[], req=[L(HL)], allow=[L(QW), POL("services")],
  ev=[(loc(HL), "No cooking classes at Heartland: classes are held at Queen West in Toronto")])
q("Do you gift wrap at Queen West?", "location_amenity", pol=YES,
  facts=[["free"]], req=[L(QW)],
  ev=[(loc(QW), "Free gift wrapping")])
q("How do I get to the Queen West store on transit?", "location_info",
  facts=[["501"]], req=[L(QW)],
  ev=[(loc(QW), "The 501 Queen streetcar stops at Bathurst Street, one block west of the store.")])
q("what time does the kits store open on sunday", "location_hours",
  facts=[tm("11:00")], req=[L(KI)],
  ev=[(loc(KI), "11:00-18:00")])
q("Is the Heartland store open until 9 on Thursdays?", "location_hours", pol=YES,
  facts=[tm("21:00")], req=[L(HL)],
  ev=[(loc(HL), "10:00-21:00")])
q("What are the ByWard Market store's hours tomorrow?", "location_hours",
  facts=[tm("10:00"), tm("20:00")], req=[L(OT)],
  ev=[(loc(OT), "10:00-20:00")])
q("Which Halifax location can I visit today?", "location_open_now",
  facts=[["Quinpool"]], req=[L(QP)], allow=[L(WF)],
  ev=[(loc(QP), "09:30-21:00"), (loc(WF), "Closed for the season")])
q("Is there parking at the Saint-Roch store?", "location_amenity", pol=YES,
  facts=[["first hour", "première heure"]], req=[L(SR)],
  ev=[(loc(SR), "Stationnement souterrain, première heure gratuite / Underground parking, first hour free")])
q("Which stores in Quebec sharpen knives?", "location_amenity",
  facts=[["Plateau"]], req=[L(PL)], allow=[L(SR), POL("services")],
  ev=[(loc(PL), "Comptoir d'affûtage / Knife sharpening counter"), (loc(SR), "Pas d'affûtage à Saint-Roch : le comptoir le plus proche est au Plateau, à Montréal / No knife sharpening at Saint-Roch")])
q("Can I get my knives sharpened at the Mississauga store?", "location_amenity", pol=NO,
  facts=[], req=[L(HL)], allow=[L(QW), POL("services")],
  ev=[(loc(HL), "No knife sharpening at Heartland: the nearest sharpening counter is at Queen West in Toronto")])
q("Is the Kitsilano store wheelchair accessible?", "location_amenity", pol=YES,
  facts=[["step-free", "elevator"]], req=[L(KI)], ids=["loc_van_kitsilano"],
  ev=[(loc(KI), "Step-free entrance and elevator to the parking level")])
q("hours today?", "location_hours",
  ids=["HFX01"], facts=[tm("09:30"), tm("21:00")], req=[L(QP)],
  ev=[(loc(QP), "09:30-21:00")])
q("Is this store open right now?", "location_open_now", pol=NO,
  ids=["loc_quebec_saint_roch"], facts=[tm("17:30") + tm("09:30")], req=[L(SR)],
  ev=[(loc(SR), "09:30-17:30")])

# --- stock at stores (inventory) ---------------------------------------------------------
q("Does the Plateau store have the Laurentide Dutch oven in Cerise?", "store_stock", pol=YES,
  facts=[["4", "four"]], req=[L(PL)], allow=pr(DUTCH),
  ev=[("inventory", "loc_mtl_plateau,laurentide-dutch-cerise,4")])
q("Do you have the 30 cm Laurentide skillet at the Vancouver store?", "store_stock", pol=YES,
  facts=[["1", "one"]], req=[L(KI)], allow=pr(SKIL),
  ev=[("inventory", "loc_van_kitsilano,laurentide-skillet-30,1")])
q("Can I pick up the Atelier pasta roller set at Queen West today?", "store_stock", pol=NO,
  facts=[], req=[L(QW)], allow=pr(PASTA) + [L(HL)],
  ev=[("inventory", "loc_tor_queen_west,atelier-pasta-set-3,0"), ("inventory", "loc_mississauga_heartland,atelier-pasta-set-3,2")])
q("I'm in Halifax. Is the Hoshi gyuto in stock at one of your stores there?", "store_stock", pol=YES,
  facts=[["Quinpool"]], req=[L(QP)], allow=pr(GYUTO) + [L(WF)], about=[GYUTO],
  ev=[("inventory", "loc_hfx_quinpool,hoshi-gyuto-western,1")])
q("Can I buy the demo Nordhaus santoku at the Montreal store?", "store_stock", pol=NO,
  facts=[["Queen West"]], req=pr(DEMO), allow=[L(PL), L(QW)], about=[DEMO],
  ev=[("product:" + DEMO, "Sold in store only, at Queen West, while quantities last.")])
q("Does Victoria have the Atelier kettle? Online says sold out.", "store_stock", pol=NO,
  facts=[], req=[L(VI)], allow=pr(KETTLE) + [L(KI)], about=[KETTLE],
  ev=[("inventory", "loc_van_kitsilano,atelier-kettle-steel,2"), ("variant:atelier-kettle-steel", "out_of_stock")])

# =============================================================================================
# FOLLOW-UPS: conversations of 2-3 turns
# =============================================================================================
g = new_group()
q("Tell me about the Laurentide cast iron skillet.", "followup", group=g, turn=1,
  facts=[["pre-seasoned", "pre seasoned"]], req=pr(SKIL),
  ev=[("product:" + SKIL, "A pre-seasoned cast iron skillet poured in a foundry in the Laurentians, with a helper handle and two pouring spouts.")])
q("does it work on induction?", "followup", group=g, turn=2, pol=YES, fe=gid(SKIL),
  facts=[["induction"]], req=pr(SKIL), allow=[F("induction")],
  ev=[("faq:induction", "Our Maple & Mortar tri-ply stainless, ProGlide non-stick and Laurentide cast-iron cookware all work on induction.")])
q("and is there a lid for it?", "followup", group=g, turn=3, pol=YES, fe=gid(LID),
  facts=[money("34.99")], req=pr(LID), allow=pr(SKIL),
  ev=[("product:" + LID, "A tempered glass lid with a stainless steel rim and knob, made to fit the 26 cm Laurentide Cast Iron Skillet."), ("variant:laurentide-lid-26", "34.99")])

g = new_group()
q("How much is the Atelier 5-quart stand mixer?", "followup", group=g, turn=1,
  facts=[money("499.00"), money("579.00")], req=pr(M5), about=[M5],
  ev=[("variant:atelier-5qt-flour-white", "499.00"), ("variant:atelier-5qt-cast-iron-black", "579.00")])
q("what colours does it come in?", "followup", group=g, turn=2, fe=gid(M5),
  facts=[["Flour White"], ["Cast Iron Black"], ["Sage"], ["Cranberry"]], req=pr(M5), about=[M5],
  ev=[("variant:atelier-5qt-flour-white", "Flour White"), ("variant:atelier-5qt-cast-iron-black", "Cast Iron Black"),
      ("variant:atelier-5qt-sage", "Sage"), ("variant:atelier-5qt-cranberry", "Cranberry")])
q("And the bigger one?", "followup", group=g, turn=3, fe=gid(M6),
  facts=[money("749.00")], req=pr(M6), allow=pr(M5), about=[M6],
  ev=[("variant:atelier-6qt-cast-iron-black", "749.00")])

g = new_group()
q("Do you have the Petit Chef cupcake kit?", "followup", group=g, turn=1, pol=YES,
  facts=[money("34.99")], req=pr(KIT), about=[KIT],
  ev=[("variant:petit-chef-cupcake-kit-std", "34.99"), ("variant:petit-chef-cupcake-kit-std", "in_stock")])
q("What ages is it for?", "followup", group=g, turn=2, fe=gid(KIT),
  facts=[["6"], ["12"]], req=pr(KIT), about=[KIT],
  ev=[("product:" + KIT, "6-12 years")])
q("Is there something like it for a 4-year-old?", "followup", group=g, turn=3, pol=YES, fe=gid(TOOLS),
  facts=[["Tool Set", "tool set"]], req=pr(TOOLS), allow=pr(KIT),
  ev=[("product:" + TOOLS, "4 years and up")])

g = new_group()
q("Is the Vapora electric pressure cooker on sale?", "followup", group=g, turn=1, pol=YES,
  facts=[money("169.00"), money("199.00")], req=pr(VEL), about=[VEL],
  ev=[("variant:vapora-electric-6l", "169.00"), ("variant:vapora-electric-6l", "199.00")])
q("does it come with a spare sealing ring?", "followup", group=g, turn=2, pol=NO, fe=gid(VEL),
  facts=[money("19.99")], req=pr(VEL), allow=pr(RING), about=[VEL],
  ev=[("product:" + VEL, "silicone sealing ring (fitted)"), ("variant:vapora-ring-6l-2pk", "19.99")])
q("how often should I replace that ring?", "followup", group=g, turn=3, fe=gid(RING),
  facts=[["12 to 18", "12-18", "12–18"]], req=pr(RING), allow=[F("sealing-ring")],
  ev=[("product:" + RING, "12-18"), ("faq:sealing-ring", "Replace the silicone sealing ring every 12 to 18 months, or sooner if it cracks, stretches, keeps odours or lets steam escape around the lid.")])

g = new_group()
q("What are the opening hours of the Plateau store in Montréal?", "followup", group=g, turn=1,
  facts=[tm("10:00"), tm("18:00")], req=[L(PL)],
  ev=[(loc(PL), "10:00-18:00"), (loc(PL), "10:00-21:00"), (loc(PL), "10:00-17:00")])
q("is it open now?", "followup", group=g, turn=2, pol=NO, fe=lgid(PL),
  facts=[tm("18:00") + tm("10:00")], req=[L(PL)],
  ev=[(loc(PL), "10:00-18:00")])
q("do they have parking?", "followup", group=g, turn=3, pol=NO, fe=lgid(PL),
  facts=[["street parking", "street"]], req=[L(PL)],
  ev=[(loc(PL), "No parking at the store: street parking only / Aucun stationnement au magasin")])

g = new_group()
q("Le poêlon en fonte Laurentide va-t-il au four?", "followup", group=g, turn=1, pol=YES, lang=FR,
  facts=[["315"]], req=pr(SKIL),
  ev=[("product:" + SKIL, "315")])
q("Et le couvercle en verre, jusqu'à quelle température?", "followup", group=g, turn=2, lang=FR, fe=gid(LID),
  facts=[["200"]], req=pr(LID), allow=pr(SKIL),
  ev=[("product:" + LID, "200")])

g = new_group()
q("What's the Hoshi gyuto like?", "followup", group=g, turn=1,
  facts=[["VG-10", "VG10"]], req=pr(GYUTO), about=[GYUTO],
  ev=[("product:" + GYUTO, "A Japanese chef's knife with a thin, hard VG-10 core clad in 33 layers of Damascus steel.")])
q("how much is it?", "followup", group=g, turn=2, fe=gid(GYUTO),
  facts=[money("259.00"), money("279.00")], req=pr(GYUTO), about=[GYUTO],
  ev=[("variant:hoshi-gyuto-western", "259.00"), ("variant:hoshi-gyuto-wa", "279.00")])
q("and a whetstone to keep it sharp?", "followup", group=g, turn=3, fe=gid(STONE),
  facts=[money("69.00")], req=pr(STONE), allow=pr(GYUTO, STEEL),
  ev=[("variant:hoshi-whetstone-1000-6000", "69.00")])

g = new_group()
q("Do you sell a pasta attachment for stand mixers?", "followup", group=g, turn=1, pol=YES,
  facts=[money("229.00")], req=pr(PASTA),
  ev=[("variant:atelier-pasta-set-3", "229.00")])
q("Will it fit the 6 quart one?", "followup", group=g, turn=2, pol=YES, fe=gid(PASTA),
  facts=[["6-Quart", "6 quart", "6-qt", "6 qt", "bowl-lift", "bowl lift"]], req=pr(PASTA), allow=pr(M6), about=[M6],
  ev=[("product:" + PASTA, "Atelier 6-Quart Bowl-Lift Stand Mixer")])

g = new_group()
q("What's the difference between the ProGlide non-stick pan and your tri-ply stainless pan?", "followup", group=g, turn=1,
  facts=[["230"], ["260"]], req=pr(NS, TRI), about=[NS, TRI],
  ev=[("product:" + NS, "Oven safe to 230 °C."), ("product:" + TRI, "va au four jusqu'à 260 °C")])
q("Which one can I use with metal utensils?", "followup", group=g, turn=2, fe=gid(TRI),
  facts=[["tri-ply", "stainless"]], req=pr(TRI), allow=pr(NS), about=[TRI, NS],
  ev=[("product:" + TRI, "No coating, so metal utensils are fine.")])

g = new_group()
q("How much is the Nordhaus Classic 3-piece knife set?", "followup", group=g, turn=1,
  facts=[money("299.00")], req=pr(SET3), about=[SET3],
  ev=[("variant:nordhaus-3pc-set", "299.00")])
q("and the one with the block?", "followup", group=g, turn=2, fe=gid(SET7),
  facts=[money("549.00")], req=pr(SET7), allow=pr(SET3), about=[SET7],
  ev=[("variant:nordhaus-7pc-block", "549.00")])

# =============================================================================================
# SIGNED-IN: the buyer's own orders, carts and membership; the same without a viewer
# =============================================================================================
q("Where is my stand mixer order?", "account", viewer="b_1",
  facts=[["Canada Post"], dt(2027, 4, 15)], req=[O("ord_10482")],
  ev=[("order:ord_10482", "Canada Post"), ("order:ord_10482", "2027-04-15")])
q("Where is my stand mixer order?", "account", ans=False,
  none=["7023451288901123", "563.87"])
q("Is my order ready to pick up? Which store is it at?", "account", viewer="b_2", pol=YES,
  facts=[["Kitsilano"]], req=[O("ord_10455")], allow=[L(KI)],
  ev=[("order:ord_10455", "ready_for_pickup"), ("order:ord_10455", "loc_van_kitsilano")])
q("Is order #10455 ready for pickup?", "account", ans=False,
  none=["138.87", "Kitsilano"])
q("How much did I pay for order 10311?", "account", viewer="b_1",
  facts=[money("246.34")], req=[O("ord_10311")],
  ev=[("order:ord_10311", "246.34")])
q("Am I a Club Érable member? Do I get free shipping?", "account", viewer="b_3", pol=YES,
  facts=[["free standard shipping", "Free standard shipping"]], allow=[F("club-erable"), POL("shipping")],
  ev=[("buyer:b_3", "Club Érable"), ("buyer:b_3", "Free standard shipping on every order")])
q("How much is the large end-grain cutting board for me?", "account", viewer="b_1",
  facts=[money("107.10")], req=pr(BOARD),
  ev=[("variant:mm-board-large", "107.10"), ("buyer:b_1", "Club Érable")])
q("How much is the large end-grain cutting board?", "product_price",
  facts=[money("119.00")], none=["107.10", "107,10"], req=pr(BOARD),
  ev=[("variant:mm-board-large", "119.00")])
q("When is my pressure cooker supposed to arrive?", "account", viewer="b_3",
  facts=[dt(2027, 4, 19)], req=[O("ord_10477")],
  ev=[("order:ord_10477", "2027-04-19")])
q("What's the tracking number for my pressure cooker order?", "account", viewer="b_3",
  facts=[["335512908871"]], req=[O("ord_10477")],
  ev=[("order:ord_10477", "335512908871")])
q("What happened to my order for the Hoshi knife?", "account", viewer="b_2",
  facts=[["cancelled", "canceled"]], req=[O("ord_10390")],
  ev=[("order:ord_10390", "cancelled")])
q("When did I pick up my cutting board order?", "account", viewer="b_3",
  facts=[dt(2027, 2, 3)], req=[O("ord_10120")], allow=[L(QP)],
  ev=[("order:ord_10120", "2027-02-03")])
q("What's in my cart?", "account", viewer="b_1", ids=["cart_k4m8q2"],
  facts=[["gyuto", "Gyuto"], ["whetstone", "Whetstone"]], allow=pr(GYUTO, STONE), about=[GYUTO],
  ev=[("cart:cart_k4m8q2", "hoshi-gyuto-western"), ("cart:cart_k4m8q2", "hoshi-whetstone-1000-6000")])
q("When should my pasta attachment order arrive?", "account", viewer="b_1",
  facts=[dt(2027, 5, 5)], req=[O("ord_10501")], allow=pr(PASTA),
  ev=[("order:ord_10501", "2027-05-05")])
q("How many free knife sharpenings do I get this year?", "account", viewer="b_1",
  facts=[["2", "two"]], allow=[F("club-erable"), POL("services")],
  ev=[("buyer:b_1", "2 free knife sharpenings per calendar year")])

g = new_group()
q("Where's my order #10477?", "account", group=g, turn=1, viewer="b_3",
  facts=[["Purolator"]], req=[O("ord_10477")],
  ev=[("order:ord_10477", "Purolator"), ("order:ord_10477", "shipped")])
q("and what's the tracking number?", "account", group=g, turn=2, ans=False,
  none=["335512908871"])

q("What's in cart cart_t9w3x7, and does it qualify for free shipping?", "cart", pol=NO, ids=["cart_t9w3x7"],
  facts=[["cupcake", "Cupcake"], money("12.95")], allow=pr(KIT, KIDKN) + [POL("shipping")], about=[KIT, KIDKN],
  ev=[("cart:cart_t9w3x7", "petit-chef-cupcake-kit-std"), ("cart:cart_t9w3x7", "petit-chef-knives-3"),
      ("policy:shipping", "Standard shipping costs $12.95 on orders under $99.")])

# =============================================================================================
# OPERATIONS: ask does not act; answer the informational part
# =============================================================================================
q("Add the 20 cm Nordhaus chef's knife to my cart. Is it still on sale?", "operation", op=True, pol=YES,
  facts=[money("149.00")], req=pr(CHEF), about=[CHEF],
  ev=[("variant:nordhaus-chef-20", "149.00"), ("variant:nordhaus-chef-20", "189.00")])
q("Cancel order #10501 for me. Can it still be cancelled?", "operation", op=True, viewer="b_1", pol=NO,
  facts=[["2 hours", "two hours"]], req=[O("ord_10501")], allow=[F("order-changes")],
  ev=[("order:ord_10501", "2027-04-14"), ("faq:order-changes", "You can change or cancel an order within 2 hours of placing it from the Orders page of your account.")])
q("Book me a knife sharpening drop-off at Queen West on Saturday morning. How long until they're ready?", "operation", op=True,
  facts=[["next business day", "following business day", "Monday"]], req=[POL("services")], allow=[L(QW), POL("services.fr")],
  ev=[("policy:services", "Knives dropped off before noon are ready the next business day.")])
q("Reserve a Sage Atelier 5-quart mixer for me at Heartland. How many do they have?", "operation", op=True,
  facts=[["3", "three"]], req=[L(HL)], allow=pr(M5), about=[M5],
  ev=[("inventory", "loc_mississauga_heartland,atelier-5qt-sage,3")])
q("Apply code SPRING20 to my order, and tell me what the free shipping minimum is.", "operation", op=True,
  facts=[money("99.00")], req=SHIP, allow=SHIPA,
  ev=[("policy:shipping", "Standard shipping is free on orders of $99 or more before taxes.")])
q("Book two seats in a Plateau cooking class this Saturday. What's the price per person?", "operation", op=True,
  facts=[money("95.00")], req=[POL("services")], allow=[L(PL), POL("services.fr")],
  ev=[("policy:services", "An adult class lasts 3 hours, costs $95 per person, and includes everything you cook and eat.")])
q("Add two packs of Vapora sealing rings to my cart — they'll fit my stovetop Vapora, right?", "operation", op=True, pol=NO,
  facts=[["electric"]], req=pr(RING), allow=pr(VST, VEL), about=[RING, VST],
  ev=[("product:" + RING, "They do not fit the Vapora stovetop pressure cooker.")])
q("Put me down for the Bleu Nuit Dutch oven pre-order. When is it released?", "operation", op=True,
  facts=[dt(2027, 6, 1)], req=pr(DUTCH),
  ev=[("variant:laurentide-dutch-bleu-nuit", "2027-06-01")])
q("Start a return for the ProGlide pan from my order 10311. How long do I have to return it?", "operation", op=True, viewer="b_1",
  facts=[DAYS["30d"]], req=[POL("returns")], allow=[O("ord_10311"), POL("returns.fr")] + pr(NS), about=[NS],
  ev=[("policy:returns", "Unused items in their original packaging can be returned within 30 days of delivery or of your in-store purchase."), ("order:ord_10311", "2027-03-16")])
q("Hold the class demo santoku at Queen West for me. Is it final sale?", "operation", op=True, pol=YES,
  facts=[["final sale"]], req=pr(DEMO), allow=[L(QW)], about=[DEMO],
  ev=[("product:" + DEMO, "Final sale.")])
q("Change my order #10482 to express shipping please. Is express even possible for a stand mixer?", "operation", op=True, viewer="b_1", pol=NO,
  facts=[["ground"]], req=[POL("shipping")], allow=[O("ord_10482"), POL("shipping.fr")] + pr(M5), about=[M5],
  ev=[("policy:shipping", "Stand mixers and cookware sets ship by ground, so express shipping is not available for them.")])
q("Sign me up for Club Érable. What do members get?", "operation", op=True,
  facts=[["free standard shipping"]], req=[F("club-erable")], allow=[F("club-erable-fr"), POL("shipping")],
  ev=[("faq:club-erable", "Members get free standard shipping on every order, member prices on selected Maple & Mortar cookware, 2 free knife sharpenings every calendar year and early booking for cooking classes.")])
q("Empty cart cart_t9w3x7 and tell me what was in it.", "operation", op=True, ids=["cart_t9w3x7"],
  facts=[["cupcake", "Cupcake"], ["knife", "Knife"]], allow=pr(KIT, KIDKN), about=[KIT, KIDKN],
  ev=[("cart:cart_t9w3x7", "petit-chef-cupcake-kit-std"), ("cart:cart_t9w3x7", "petit-chef-knives-3")])
q("Cancel my Friday cooking class booking. Will I get my money back?", "operation", op=True, pol=NO,
  facts=[["72 hours", "72-hour", "72 h"], ["credit"]], req=[POL("services")], allow=[POL("services.fr")],
  ev=[("policy:services", "Cancellations less than 72 hours before the class get a credit for a later class, and no-shows are not refunded.")])
q("Subscribe me to your newsletter. Do you share my email with anyone?", "operation", op=True,
  facts=[["never sell", "do not sell", "don't sell"]], req=[POL("privacy")], allow=[POL("privacy.fr")],
  ev=[("policy:privacy", "We never sell or rent your personal information."), ("policy:privacy", "We share it only with the carriers, payment provider and email service that help us serve you, under contracts that protect it.")])
q("Ajoutez la poêle ProGlide de 28 cm à mon panier. Est-elle en solde?", "operation", op=True, pol=YES, lang=FR,
  facts=[money("69.00"), money("89.00")], req=pr(NS), about=[NS],
  ev=[("variant:proglide-fry-28", "69.00"), ("variant:proglide-fry-28", "89.00")])

# =============================================================================================
# UNANSWERABLE: plausible questions the store's data does not answer
# =============================================================================================
def U(query, *, about=(), allow=(), lang=None, ids=None, none=(), not_found=()):
    q(query, "unanswerable", ans=False, about=about, allow=allow, lang=lang, ids=ids, none=none, not_found=not_found)

U("Do you sell copper pots?")
U("Do you carry Le Creuset?")
U("Is the Nordhaus chef's knife good for left-handed people?", about=[CHEF], allow=pr(CHEF))
U("Do you sell a replacement bowl for the Atelier 5-quart mixer?", about=[M5], allow=pr(M5))
U("How much clearance does the Atelier tilt-head need above it when the head is tilted up?", about=[M5], allow=pr(M5))
U("Is the enamel on the Laurentide Dutch oven lead-free?", allow=pr(DUTCH))
U("Do you offer a student discount?")
U("Can I bring my own wine to a cooking class?", allow=[POL("services")])
U("Can I mail my knives in for sharpening?", allow=[POL("services")])
U("How many calories are in a Petit Chef cupcake?", about=[KIT], allow=pr(KIT))
U("Is the Hoshi gyuto forged by hand?", about=[GYUTO], allow=pr(GYUTO))
U("When is your Boxing Day sale?")
U("Does the wireless meat thermometer app work on Android?", allow=pr(PROBE))
U("How loud is the Vapora electric pressure cooker when it releases steam?", about=[VEL], allow=pr(VEL))
U("How many BTUs can the carbon steel wok handle?", allow=pr(WOK))
U("Do you install range hoods?")
U("What's the late fee if I miss a Paysplit payment?", allow=[F("paysplit")])
U("Up to what temperature are the silicone cups in the Petit Chef kit oven safe?", about=[KIT], allow=pr(KIT))
U("Do you sell a gluten-free cupcake mix?", allow=pr(KIT))
U("Can I rent a stand mixer for a weekend?")
U("What's the cooking class schedule for May?", allow=[POL("services")])
U("Who teaches the classes at the Kitsilano cooking school?", allow=[L(KI), POL("services")])
U("Is there an EV charger in the parking lot at Heartland?", allow=[L(HL)])
U("Is the Laurentide skillet safe on a glass-top stove without scratching it?", allow=pr(SKIL))
U("Do you have a seniors' discount day?")
U("Can I return an item I bought from you on Amazon?", allow=[POL("returns")])
U("Is this one in stock?", ids=["AT-SM5-RED"], not_found=["AT-SM5-RED"])
U("What does this cost?", ids=["NH-CHEF-30"], not_found=["NH-CHEF-30"])
U("Offrez-vous un rabais étudiant?", lang=FR)
U("Est-ce que vous offrez des cours de cuisine en ligne?", lang=FR, allow=[POL("services.fr"), POL("services")])
U("¿Tienen ollas de barro?", lang=ES)
U("¿Tienen clases de cocina en español?", lang=ES, allow=[POL("services"), POL("services.fr")])
U("How long does the Atelier kettle take to boil a full 1.7 L?", about=[KETTLE], allow=pr(KETTLE))

# =============================================================================================
# FRENCH (the store publishes policies, FAQ and product text in French) and SPANISH (it does not)
# =============================================================================================
RETF, RETFA = POLS("returns.fr")
SHIPF, SHIPFA = POLS("shipping.fr")
WARF, WARFA = POLS("warranty.fr")
SRVF, SRVFA = POLS("services.fr")
PMF, PMFA = POLS("price-match.fr")
PRIVF, PRIVFA = POLS("privacy.fr")

q("Combien de temps ai-je pour retourner un article?", "policy_returns", lang=FR,
  facts=[DAYS["30d"]], req=RETF, allow=RETFA,
  ev=[("policy:returns.fr", "Les articles non utilisés dans leur emballage d'origine peuvent être retournés dans les 30 jours suivant la livraison ou l'achat en magasin.")])
q("Livrez-vous aux États-Unis?", "policy_shipping", lang=FR, pol=NO,
  facts=[["Canada"]], req=SHIPF, allow=SHIPFA + [F("ship-abroad")],
  ev=[("policy:shipping.fr", "Nous ne livrons pas à l'extérieur du Canada, y compris aux États-Unis.")])
q("À partir de combien la livraison est-elle gratuite?", "policy_shipping", lang=FR,
  facts=[money("99.00")], req=SHIPF, allow=SHIPFA,
  ev=[("policy:shipping.fr", "La livraison standard est gratuite pour les commandes de 99 $ ou plus avant taxes.")])
q("Combien coûte l'affûtage d'un couteau?", "policy_services", lang=FR,
  facts=[money("8.00"), money("12.00")], req=SRVF, allow=SRVFA,
  ev=[("policy:services.fr", "L'affûtage coûte 8 $ par couteau dont la lame mesure jusqu'à 25 cm."),
      ("policy:services.fr", "Les couteaux à dents, les couteaux japonais à biseau simple et les lames de plus de 25 cm coûtent 12 $ chacun.")])
q("Quelle est la garantie du batteur sur socle Atelier 5 pintes?", "policy_warranty", lang=FR,
  facts=[["5 ans", "5 years", "cinq ans"], ["2 ans", "2 years", "deux ans"]], req=WARF, allow=WARFA + pr(M5), about=[M5],
  ev=[("policy:warranty.fr", "Les batteurs sur socle Atelier ont une garantie de 5 ans sur le moteur et de 2 ans sur toutes les autres pièces.")])
q("Le magasin du Plateau est-il ouvert en ce moment?", "location_open_now", lang=FR, pol=NO,
  facts=[tm("18:00") + tm("10:00")], req=[L(PL)],
  ev=[(loc(PL), "10:00-18:00")])
q("Quelles sont les heures du magasin de Québec le jeudi?", "location_hours", lang=FR,
  facts=[tm("09:30"), tm("21:00")], req=[L(SR)],
  ev=[(loc(SR), "09:30-21:00")])
q("Est-ce que le wok en acier au carbone fonctionne sur une plaque à induction?", "product_attribute", lang=FR, pol=NO,
  facts=[["fond rond", "round"]], req=pr(WOK), allow=[F("induction-fr"), F("induction")],
  ev=[("faq:induction-fr", "Le wok en acier au carbone à fond rond ne fonctionne pas sur l'induction."),
      ("product:" + WOK, "Wok en acier au carbone à fond rond, 35 cm, pour cuisinière au gaz.")])
q("La poêle antiadhésive ProGlide va-t-elle au lave-vaisselle?", "product_attribute", lang=FR, pol=YES,
  facts=[["lave-vaisselle", "dishwasher"]], req=pr(NS), allow=[F("nonstick-care")], about=[NS],
  ev=[("faq:nonstick-care", "ProGlide pans survive the dishwasher, but washing them by hand with a soft sponge makes the coating last much longer.")])
q("La trousse de petits gâteaux Petit Chef, c'est pour quel âge?", "product_attribute", lang=FR,
  facts=[["6"], ["12"]], req=pr(KIT), about=[KIT],
  ev=[("product:" + KIT, "6-12 years")])
q("Est-ce que la trousse Petit Chef contient des noix? Mon fils est allergique.", "product_notice", lang=FR,
  facts=[["Peut contenir", "may contain"], ["noix", "nut"]], req=pr(KIT), allow=pr(TOOLS), about=[KIT],
  ev=[("product:" + KIT, "Contains: wheat, eggs, milk. May contain: soy, tree nuts. / Contient : blé, œufs, lait. Peut contenir : soya, noix.")])
q("Le couteau de chef Nordhaus de 20 cm est-il en solde?", "product_price", lang=FR, pol=YES,
  facts=[money("149.00"), money("189.00")], req=pr(CHEF), about=[CHEF],
  ev=[("variant:nordhaus-chef-20", "149.00"), ("variant:nordhaus-chef-20", "189.00")])
q("Les cours de cuisine à Montréal sont donnés en quelle langue?", "policy_services", lang=FR,
  facts=[["français", "French"]], req=SRVF, allow=SRVFA + [L(PL)],
  ev=[("policy:services.fr", "Les cours du magasin du Plateau sont donnés en français.")])
q("Si j'annule mon cours de cuisine 5 jours avant, suis-je remboursé?", "policy_services", lang=FR, pol=YES,
  facts=[["72 heures", "72 hours", "72 h"]], req=SRVF, allow=SRVFA,
  ev=[("policy:services.fr", "Vous pouvez annuler une réservation jusqu'à 72 heures avant le début du cours pour un remboursement complet.")])
q("Quels magasins ont un comptoir d'affûtage?", "location_amenity", lang=FR,
  facts=[["Queen West"], ["ByWard", "Marché By"], ["Plateau"], ["Fort Street"], ["Quinpool"]],
  req=[L(QW), L(OT), L(PL), L(VI), L(QP)], allow=[POL("services.fr"), POL("services")],
  ev=[(loc(QW), "Knife sharpening counter"), (loc(OT), "Knife sharpening counter"), (loc(PL), "Comptoir d'affûtage / Knife sharpening counter"),
      (loc(VI), "Knife sharpening counter"), (loc(QP), "Knife sharpening counter")])
q("Est-ce que je peux payer en plusieurs versements?", "faq", lang=FR, pol=YES,
  facts=[["4", "quatre"], ["Paysplit"]], req=[F("paysplit-fr")], allow=[F("paysplit")],
  ev=[("faq:paysplit-fr", "Les commandes de 150 $ à 3 000 $ peuvent être réglées en 4 versements sans intérêt, prélevés toutes les deux semaines, par notre partenaire de financement Paysplit.")])
q("c'est quoi le club érable", "faq", lang=FR,
  facts=[["gratuit", "free"]], req=[F("club-erable-fr")], allow=[F("club-erable")],
  ev=[("faq:club-erable-fr", "Le Club Érable est notre programme de fidélité gratuit.")])
q("Vendez-vous mes renseignements personnels?", "policy_privacy", lang=FR, pol=NO,
  facts=[["ne vendons", "never sell", "jamais"]], req=PRIVF, allow=PRIVFA,
  ev=[("policy:privacy.fr", "Nous ne vendons ni ne louons jamais vos renseignements personnels.")])
q("Puis-je commander en ligne et ramasser en magasin? En combien de temps est-ce prêt?", "faq", lang=FR, pol=YES,
  facts=[["3 heures", "3 hours", "trois heures"]], req=[F("ramassage")], allow=[F("pickup"), POL("shipping.fr")],
  ev=[("faq:ramassage", "Votre commande est habituellement prête en 3 heures pendant les heures d'ouverture.")])
q("Quel est votre magasin le plus proche de Lévis?", "location_nearest", lang=FR,
  facts=[["Saint-Roch"]], req=[L(SR)],
  ev=[(loc(SR), "385 rue Saint-Joseph Est")])
q("Avez-vous la cocotte Laurentide Cerise en magasin au Plateau?", "store_stock", lang=FR, pol=YES,
  facts=[["4", "quatre"]], req=[L(PL)], allow=pr(DUTCH),
  ev=[("inventory", "loc_mtl_plateau,laurentide-dutch-cerise,4")])
q("La bague d'étanchéité Vapora va-t-elle sur l'autocuiseur Vapora pour cuisinière?", "product_similar", lang=FR, pol=NO,
  facts=[["électrique", "electric"]], req=pr(RING), allow=pr(VST, VEL), about=[RING, VST],
  ev=[("product:" + RING, "They do not fit the Vapora stovetop pressure cooker.")])
q("Combien pèse le poêlon en fonte de 26 cm?", "product_attribute", lang=FR,
  facts=[["2,9", "2.9"]], req=pr(SKIL),
  ev=[("variant:laurentide-skillet-26", "2.9")])
q("Est-ce que je peux retourner un couteau que j'ai déjà utilisé?", "policy_exception", lang=FR, pol=NO,
  facts=[["ne peuvent pas être retournés", "cannot be returned", "pas être retourné", "can't be returned"]], req=RETF, allow=RETFA,
  ev=[("policy:returns.fr", "Pour des raisons de sécurité et d'hygiène, les couteaux qui ont été utilisés, aiguisés ou sortis de leur étui protecteur ne peuvent pas être retournés.")])
q("Combien de temps prend la livraison standard jusqu'à Halifax?", "policy_shipping", lang=FR,
  facts=[["4 à 8", "4 to 8", "4-8", "4–8"]], req=SHIPF, allow=SHIPFA,
  ev=[("policy:shipping.fr", "La livraison standard prend de 2 à 4 jours ouvrables vers l'Ontario et le Québec, et de 4 à 8 jours ouvrables vers le reste du Canada.")])
q("Le magasin Saint-Roch est-il fermé le 24 juin?", "location_closure", lang=FR, pol=YES,
  facts=[["Fête nationale"]], req=[L(SR)],
  ev=[(loc(SR), "Fête nationale du Québec")])
q("Y a-t-il du stationnement au magasin de Québec?", "location_amenity", lang=FR, pol=YES,
  facts=[["première heure", "first hour"]], req=[L(SR)],
  ev=[(loc(SR), "Stationnement souterrain, première heure gratuite / Underground parking, first hour free")])
q("Mon colis n'est jamais arrivé. J'ai combien de temps pour vous le signaler?", "policy_shipping", lang=FR,
  facts=[["15 jours", "15 days"]], req=SHIPF, allow=SHIPFA,
  ev=[("policy:shipping.fr", "Si votre colis arrive endommagé ou n'arrive pas, communiquez avec nous dans les 15 jours suivant la date de livraison prévue et nous remplacerons ou rembourserons la commande.")])
q("Égalez-vous les prix des vendeurs tiers sur Amazon?", "policy_price_match", lang=FR, pol=NO,
  facts=[["vendeurs tiers", "third-party", "places de marché", "marketplace"]], req=PMF, allow=PMFA,
  ev=[("policy:price-match.fr", "Nous n'égalons pas les vendeurs tiers des places de marché comme Amazon ou eBay, les détaillants américains ou d'autres pays, les clubs-entrepôts, les offres de liquidation, d'articles déballés ou remis à neuf, les codes promotionnels, ni les prix d'appel du Vendredi fou et de l'Après-Noël.")])
q("Mon batteur Atelier fonctionnera-t-il en France sur du 230 V?", "faq", lang=FR, pol=NO,
  facts=[["120"]], req=[F("voltage")], allow=pr(M5, M6), about=[M5],
  ev=[("faq:voltage", "Our small appliances are made for 120 V, 60 Hz North American outlets."),
      ("product:" + M5, "Appareil électrique pour prises de 120 V seulement.")])
q("Est-ce que les cartes-cadeaux expirent?", "faq", lang=FR, pol=NO,
  facts=[["n'expirent jamais", "never expire", "jamais"]], req=[F("cartes-cadeaux")], allow=[F("gift-cards")] + pr(GIFT),
  ev=[("faq:cartes-cadeaux", "Elles n'expirent jamais et s'utilisent en ligne, en magasin, pour les cours de cuisine et pour l'affûtage.")])
q("Combien coûte un cours Petit Chef pour enfants?", "policy_services", lang=FR,
  facts=[money("55.00")], req=SRVF, allow=SRVFA,
  ev=[("policy:services.fr", "Un cours Petit Chef coûte 55 $ par enfant.")])
q("Quelle est la capacité de l'autocuiseur électrique Vapora?", "product_attribute", lang=FR,
  facts=[["6 L", "6L", "6 litres", "6 liters"]], req=pr(VEL), about=[VEL],
  ev=[("product:" + VEL, "Autocuiseur électrique 7 en 1 de 6 L.")])
q("Puis-je faire livrer l'ensemble de batterie de cuisine 10 pièces en express?", "policy_exception", lang=FR, pol=NO,
  facts=[["terrestre", "ground"]], req=SHIPF, allow=SHIPFA + pr(SET10),
  ev=[("policy:shipping.fr", "Les batteurs sur socle et les ensembles de batterie de cuisine sont expédiés par voie terrestre : la livraison express n'est donc pas offerte pour ces articles.")])
q("Le thermomètre à lecture instantanée contient-il une pile bouton?", "product_notice", lang=FR, pol=YES,
  facts=[["CR2032"]], req=pr(THERMO), allow=pr(PROBE), about=[THERMO],
  ev=[("product:" + THERMO, "CR2032 coin cell, included")])
q("Le thermomètre sans fil, lui, a-t-il une pile bouton?", "product_similar", lang=FR, pol=NO,
  facts=[["lithium"]], req=pr(PROBE), allow=pr(THERMO), about=[PROBE],
  ev=[("product:" + PROBE, "rechargeable lithium-ion, built in")])
q("Jusqu'à quelle heure le magasin Queen West est-il ouvert ce soir?", "location_hours", lang=FR,
  facts=[tm("21:00")], req=[L(QW)],
  ev=[(loc(QW), "10:00-21:00")])

q("¿Cuánto tiempo tengo para devolver un producto?", "policy_returns", lang=ES,
  facts=[DAYS["30d"]], req=[], allow=[POL("returns"), POL("returns.fr")],
  ev=[("policy:returns", "Unused items in their original packaging can be returned within 30 days of delivery or of your in-store purchase.")])
q("¿Hacen envíos a México?", "policy_shipping", lang=ES, pol=NO,
  facts=[["Canada", "Canadá"]], allow=[POL("shipping"), POL("shipping.fr"), F("ship-abroad")],
  ev=[("policy:shipping", "We do not ship outside Canada, including to the United States.")])
q("¿La sartén de hierro fundido Laurentide sirve para cocina de inducción?", "product_attribute", lang=ES, pol=YES,
  facts=[["induc"]], req=pr(SKIL), allow=[F("induction")],
  ev=[("faq:induction", "Our Maple & Mortar tri-ply stainless, ProGlide non-stick and Laurentide cast-iron cookware all work on induction.")])
q("¿A qué hora cierra hoy la tienda de Vancouver?", "location_hours", lang=ES,
  facts=[tm("19:00")], req=[L(KI)],
  ev=[(loc(KI), "10:00-19:00")])
q("¿El kit de cupcakes Petit Chef contiene huevo?", "product_notice", lang=ES, pol=YES,
  facts=[["egg", "huevo", "œufs"]], req=pr(KIT), about=[KIT],
  ev=[("product:" + KIT, "Contains: wheat, eggs, milk. May contain: soy, tree nuts. / Contient : blé, œufs, lait. Peut contenir : soya, noix.")])
q("¿Cuánto cuesta afilar un cuchillo?", "policy_services", lang=ES,
  facts=[money("8.00")], allow=[POL("services"), POL("services.fr")],
  ev=[("policy:services", "Sharpening costs $8 per knife with a blade up to 25 cm.")])

# =============================================================================================
# more products asked loosely, with ids and typos
# =============================================================================================
q("is this oven safe? how hot", "product_attribute", ids=["LT-DO-55-CER"],
  facts=[["250"]], req=pr(DUTCH),
  ev=[("product:" + DUTCH, "250")])
q("does this one come in other colours", "product_variant", ids=[gid(DUTCH)],
  facts=[["Cerise"], ["Ivoire"], ["Bleu Nuit"]], req=pr(DUTCH),
  ev=[("variant:laurentide-dutch-cerise", "Cerise"), ("variant:laurentide-dutch-ivoire", "Ivoire"), ("variant:laurentide-dutch-bleu-nuit", "Bleu Nuit")])
q("whats the warrenty on this", "policy_warranty", ids=["NH-CHEF-20"],
  facts=[["lifetime", "à vie"]], req=pr(CHEF), allow=[POL("warranty")], about=[CHEF],
  ev=[("product:" + CHEF, "lifetime"), ("policy:warranty", "Nordhaus knives have a lifetime warranty against defects.")])
q("how heavy is the dutch oven, my wrists arent great", "product_attribute",
  facts=[["5.6", "5,6"]], req=pr(DUTCH),
  ev=[("product:" + DUTCH, "5.6")])
q("Does the Laurentide Dutch oven come with its lid?", "kit_vs_alone", pol=YES,
  facts=[["lid"]], req=pr(DUTCH),
  ev=[("product:" + DUTCH, "A round enamelled cast iron Dutch oven with a tight lid and a stainless steel knob, for braises, stews and no-knead bread.")])
q("nordhaus honing steel how long", "product_attribute",
  facts=[CM(25)], req=pr(STEEL),
  ev=[("product:" + STEEL, "A 25 cm chrome-plated honing steel that realigns the edge of German and other Western knives between sharpenings.")])
q("Does the Nordhaus honing steel actually sharpen?", "product_attribute", pol=NO,
  facts=[["hones", "realigns", "straightens"]], req=pr(STEEL), allow=[F("honing-vs-sharpening")],
  ev=[("product:" + STEEL, "It hones; it does not grind a new edge.")])
q("Which is cheaper, the Nordhaus 3-piece set or buying the 20 cm chef's knife alone?", "product_compare",
  facts=[money("149.00"), money("299.00")], req=pr(SET3, CHEF), about=[SET3, CHEF],
  ev=[("variant:nordhaus-3pc-set", "299.00"), ("variant:nordhaus-chef-20", "149.00")])
q("which is lighter, the 26cm laurentide skillet or the 28cm proglide pan?", "product_compare",
  facts=[["1.3", "1,3"], ["2.9", "2,9"]], req=pr(SKIL, NS), about=[NS],
  ev=[("variant:laurentide-skillet-26", "2.9"), ("variant:proglide-fry-28", "1.3")])
q("Is there a cheaper pressure cooker than the electric Vapora?", "product_compare", pol=YES,
  facts=[money("139.00")], req=pr(VST), allow=pr(VEL), about=[VST, VEL],
  ev=[("variant:vapora-stovetop-6l", "139.00"), ("variant:vapora-electric-6l", "169.00")])

# =============================================================================================
# more operations, signed-in questions, follow-ups and unanswerables
# =============================================================================================
q("Add the Atelier ice cream bowl to my cart — it'll fit my 6-quart bowl-lift, won't it?", "operation", op=True, pol=NO,
  facts=[["tilt-head", "tilt head", "5-Quart", "5 quart", "5-qt"]], req=pr(ICE), allow=pr(M5, M6), about=[M6],
  ev=[("product:" + ICE, "It does not fit bowl-lift mixers.")])
q("Reserve the 30 cm Laurentide skillet at Kitsilano so I can grab it tomorrow. What time do they open tomorrow?", "operation", op=True,
  facts=[tm("10:00")], req=[L(KI)], allow=pr(SKIL),
  ev=[(loc(KI), "10:00-19:00"), ("inventory", "loc_van_kitsilano,laurentide-skillet-30,1")])
q("Apply my gift card to a cooking class booking. Can gift cards even be used for classes?", "operation", op=True, pol=YES,
  facts=[["cooking classes", "classes"]], req=[F("gift-cards")], allow=pr(GIFT) + [POL("services")],
  ev=[("faq:gift-cards", "They never expire and can be used online, in any store, and for cooking classes and knife sharpening.")])
q("Order the Hoshi whetstone for me with express shipping. How much is express?", "operation", op=True,
  facts=[money("24.95")], req=[POL("shipping")], allow=pr(STONE) + [POL("shipping.fr")],
  ev=[("policy:shipping", "Express shipping costs $24.95 on every order and is never free.")])
q("Book a private cooking class for 10 people at Kitsilano. What will it cost?", "operation", op=True,
  facts=[money("1100.00")], req=[POL("services")], allow=[L(KI), POL("services.fr")],
  ev=[("policy:services", "A private class costs $1,100 for up to 10 people and $95 for each extra person.")])
q("Refund me the price difference on the Dutch oven I bought three weeks ago, it's cheaper now. Am I still eligible?", "operation", op=True, pol=NO,
  facts=[["14 days", "14-day", "fourteen days"]], req=[POL("price-match")], allow=pr(DUTCH) + [POL("price-match.fr")],
  ev=[("policy:price-match", "If we or a Canadian retailer lower the price of an item within 14 days of your purchase, we refund the difference.")])
q("Réservez-moi une place au cours de cuisine du Plateau samedi. Combien ça coûte?", "operation", op=True, lang=FR,
  facts=[money("95.00")], req=[POL("services.fr")], allow=[L(PL), POL("services")],
  ev=[("policy:services.fr", "Un cours pour adultes dure 3 heures, coûte 95 $ par personne et comprend tout ce que vous cuisinez et mangez.")])
q("Agrega el cuchillo Hoshi gyuto a mi carrito. ¿Cuánto cuesta?", "operation", op=True, lang=ES,
  facts=[money("259.00")], req=pr(GYUTO), about=[GYUTO],
  ev=[("variant:hoshi-gyuto-western", "259.00")])
q("Put three $50 gift cards in my cart. Do they expire?", "operation", op=True, pol=NO,
  facts=[["never expire"]], req=[F("gift-cards")], allow=pr(GIFT),
  ev=[("faq:gift-cards", "They never expire and can be used online, in any store, and for cooking classes and knife sharpening.")])

q("When was my order #10455 ready for pickup?", "account", viewer="b_2",
  facts=[dt(2027, 4, 12)], req=[O("ord_10455")], allow=[L(KI)],
  ev=[("order:ord_10455", "2027-04-12")])
q("What was the total of my order #10477 with tax?", "account", viewer="b_3",
  facts=[money("215.45")], req=[O("ord_10477")],
  ev=[("order:ord_10477", "215.45")])
q("What was the total of order #10477?", "account", ans=False,
  none=["215.45", "215,45"])
q("Has my knife and frying pan order been delivered yet?", "account", viewer="b_1", pol=YES,
  facts=[dt(2027, 3, 16)], req=[O("ord_10311")],
  ev=[("order:ord_10311", "delivered"), ("order:ord_10311", "2027-03-16")])
q("Did my Hoshi gyuto order go through?", "account", viewer="b_2", pol=NO,
  facts=[["cancelled", "canceled"]], req=[O("ord_10390")],
  ev=[("order:ord_10390", "cancelled")])

g = new_group()
q("Do you sell a kitchen scale?", "followup", group=g, turn=1, pol=YES,
  facts=[money("39.99")], req=pr(SCALE),
  ev=[("variant:mm-scale-white", "39.99")])
q("how much can it weigh", "followup", group=g, turn=2, fe=gid(SCALE),
  facts=[["5 kg", "5kg"]], req=pr(SCALE),
  ev=[("product:" + SCALE, "A slim glass-top kitchen scale that weighs up to 5 kg in 1 g steps, with a tare button and five units.")])
q("does it take batteries?", "followup", group=g, turn=3, pol=YES, fe=gid(SCALE),
  facts=[["AAA"]], req=pr(SCALE),
  ev=[("product:" + SCALE, "Two AAA batteries are included.")])

g = new_group()
q("Tell me about your instant-read thermometer.", "followup", group=g, turn=1,
  facts=[["3 s", "3 sec", "3-second", "3 seconds"]], req=pr(THERMO), about=[THERMO],
  ev=[("product:" + THERMO, "A folding probe thermometer that reads in 3 seconds, for steaks, roasts, candy and bread.")])
q("Is there a version I can leave in the oven?", "followup", group=g, turn=2, pol=YES, fe=gid(PROBE),
  facts=[["Wireless", "wireless"]], req=pr(PROBE), allow=pr(THERMO), about=[PROBE],
  ev=[("product:" + PROBE, "A wireless probe that stays in the roast in the oven, smoker or barbecue and sends the temperature to your phone over Bluetooth.")])

g = new_group()
q("Vendez-vous des autocuiseurs?", "followup", group=g, turn=1, pol=YES, lang=FR,
  facts=[["Vapora"]], req=pr(VEL, VST), about=[VEL, VST],
  ev=[("product:" + VEL, "Autocuiseur électrique 7 en 1 de 6 L."), ("product:" + VST, "Autocuiseur en inox pour cuisinière, compatible induction.")])
q("Lequel fonctionne sur une plaque à induction?", "followup", group=g, turn=2, lang=FR, fe=gid(VST),
  facts=[["cuisinière", "stovetop", "Stovetop"]], req=pr(VST), allow=pr(VEL), about=[VST],
  ev=[("product:" + VST, "Autocuiseur en inox pour cuisinière, compatible induction.")])

q("how much does it weigh?", "product_attribute", ids=[W + "/products/mm-carbon-steel-wok"],
  facts=[["1.6", "1,6"]], req=pr(WOK),
  ev=[("product:" + WOK, "1.6")])
q("does this fit the Vapora 6 L electric one?", "product_compat", pol=YES, ids=[gid(RING)],
  facts=[["7-in-1", "electric", "Electric"]], req=pr(RING), allow=pr(VEL), about=[VEL],
  ev=[("product:" + RING, "Two replacement silicone sealing rings (gaskets) for the Vapora 7-in-1 Electric Pressure Cooker 6 L: a clear one for savoury dishes and a red one for sweet dishes, so flavours do not mix.")])
q("do they sharpen knives at this store? how much for a chef's knife?", "location_amenity", pol=YES, ids=["VIC01"],
  facts=[money("8.00")], req=[L(VI)], allow=[POL("services")],
  ev=[(loc(VI), "Knife sharpening counter"), ("policy:services", "Sharpening costs $8 per knife with a blade up to 25 cm.")])
q("is it open on canada day", "location_closure", pol=NO, ids=["loc_tor_queen_west"],
  facts=[["closed", "fermé"]], req=[L(QW)],
  ev=[(loc(QW), "Canada Day")])
q("what's in the box?", "kit_vs_alone", ids=["PC-KIT-CUP"],
  facts=[["mix"], ["apron"], ["whisk"]], req=pr(KIT), about=[KIT],
  ev=[("product:" + KIT, "cupcake and icing mix (makes 12)"), ("product:" + KIT, "child-size apron"), ("product:" + KIT, "mini whisk")])

U("Are Nordhaus knives made from recycled steel?", allow=pr(CHEF, SET3, SET7))
U("Do you sell a replacement knob for the Laurentide Dutch oven?", allow=pr(DUTCH))
U("Can I buy just the motor head of the Atelier mixer?", allow=pr(M5, M6))
U("Is there a discount if I buy 3 Petit Chef cupcake kits for a birthday party?", about=[KIT], allow=pr(KIT))
U("How many people are in a regular class at the Queen West cooking school?", allow=[L(QW), POL("services")])
U("Is there a public washroom at the Victoria store?", allow=[L(VI)])
U("Do you sell an induction adapter disc so I can use the wok on induction?", allow=pr(WOK))
U("What gauge is the stainless steel in the tri-ply 10-piece set?", allow=pr(SET10))
U("Is the Hoshi whetstone made in Japan?", allow=pr(STONE))
U("Can I book a Petit Chef class as a kids' birthday party?", allow=[POL("services")])
U("How long does the Vapora electric take to come up to pressure?", about=[VEL], allow=pr(VEL))
U("Combien de temps dure la pile du thermomètre à lecture instantanée?", about=[THERMO], allow=pr(THERMO), lang=FR)
U("¿Hacen descuentos para estudiantes?", lang=ES)

# =============================================================================================
# number, check and write
# =============================================================================================
def blocks(path, header):
    text = open(path).read()
    parts = re.split(r"(?m)^(?=\[\[(?:product|location|faq|order|cart|buyer|supplement)\]\])", text)
    return [p for p in parts if p.startswith(header)]

RAW = {}
for path in glob.glob(os.path.join(STORE, "products", "*.toml")):
    for b in blocks(path, "[[product]]"):
        pid = re.search(r'(?m)^id = "([^"]+)"', b).group(1)
        RAW["product:" + pid] = b
        for vb in re.split(r"(?m)^(?=\[\[product\.)", b)[1:]:
            if not vb.startswith("[[product.variants]]"):
                continue
            vid = re.search(r'(?m)^id = "([^"]+)"', vb).group(1)
            RAW["variant:" + vid] = vb
        if re.search(r'(?m)^price = ', b):
            RAW["variant:" + pid] = b
for path in glob.glob(os.path.join(STORE, "locations", "*.toml")):
    for b in blocks(path, "[[location]]"):
        RAW["location:" + re.search(r'(?m)^id = "([^"]+)"', b).group(1)] = b
for name, hdr, kind in (("faq.toml", "[[faq]]", "faq"), ("orders.toml", "[[order]]", "order"),
                        ("carts.toml", "[[cart]]", "cart"), ("buyers.toml", "[[buyer]]", "buyer")):
    for b in blocks(os.path.join(STORE, name), hdr):
        RAW[f"{kind}:" + re.search(r'(?m)^id = "([^"]+)"', b).group(1)] = b
for path in glob.glob(os.path.join(STORE, "policies", "*.md")):
    RAW["policy:" + os.path.basename(path)[:-3]] = open(path).read()
RAW["inventory"] = open(os.path.join(STORE, "inventory.csv")).read()
RAW["store"] = open(os.path.join(STORE, "store.toml")).read()

problems = []
for i, d in enumerate(QS, 1):
    d["id"] = f"Q{i:03d}"
    if d["answerable"]:
        if not d["evidence"]:
            problems.append(f'{d["id"]}: answerable without evidence')
        for e in d["evidence"]:
            raw = RAW.get(e["source"])
            if raw is None:
                problems.append(f'{d["id"]}: unknown source {e["source"]}')
            elif e["quote"] not in raw:
                problems.append(f'{d["id"]}: quote not in {e["source"]}: {e["quote"]!r}')
        if not d["facts"] and "polarity" not in d:
            problems.append(f'{d["id"]}: answerable with neither facts nor polarity')
    for pat in d["links_required"] + d["links_allowed"]:
        if "id" in pat:
            kind, ident = pat["id"].split("/")[-2:]
            if kind == "Product" and ident not in PRODUCTS:
                problems.append(f'{d["id"]}: unknown product {ident}')
        if "url" in pat:
            u = pat["url"]
            if u not in LOC.values() and u not in POLURL.values() and u not in FAQURL.values() and u != CONTACT["url"]:
                problems.append(f'{d["id"]}: unknown url {u}')
    fe = d.get("followup_entity")
    if fe and fe.split("/")[-2] == "Product" and fe.split("/")[-1] not in PRODUCTS:
        problems.append(f'{d["id"]}: unknown followup entity {fe}')

# geometry checks for the nearest-store questions
assert nearest(45.6066, -73.7124) == "loc_mtl_plateau"          # Laval
assert nearest(49.2488, -122.9805) == "loc_van_kitsilano"        # Burnaby
assert nearest(43.7315, -79.7624) == "loc_mississauga_heartland" # Brampton
assert nearest(44.2312, -76.4860) == "loc_ottawa_byward"         # Kingston
assert nearest(46.8033, -71.1779) == "loc_quebec_saint_roch"     # Lévis

if problems:
    print("\n".join(problems))
    sys.exit(1)

with open(os.path.join(SUITE, "questions.jsonl"), "w") as f:
    for d in QS:
        f.write(json.dumps(d, ensure_ascii=False) + "\n")

# summary
from collections import Counter
cats = Counter(d["category"] for d in QS)
langs = Counter((d.get("context") or {}).get("language", "en") for d in QS)
pols = Counter(d.get("polarity") for d in QS if d.get("polarity"))
print(f"{len(QS)} questions")
for c, n in sorted(cats.items()):
    print(f"  {c:24s} {n}")
print("languages", dict(langs))
print("polarity", dict(pols), f"= {sum(pols.values())} ({sum(pols.values())/len(QS):.0%})")
print("unanswerable", sum(not d["answerable"] for d in QS))
print("operations", sum(d["operation"] for d in QS))
print("follow-up turns (turn>1)", sum(d["turn"] > 1 for d in QS), "groups with >1 turn",
      len({d["group"] for d in QS if d["turn"] > 1}))
print("signed-in", sum("viewer" in d for d in QS))
print("with ids", sum("ids" in d for d in QS))
print("with disclosures", sum(bool(d["disclosures"]) for d in QS))
