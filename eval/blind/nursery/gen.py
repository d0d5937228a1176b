#!/usr/bin/env python3
"""Writes nursery/questions.jsonl for the Nestling Baby & Nursery blind store.

Labelled for now = 2027-03-19T00:30:00Z, i.e. Thursday 18 March 2027 in the evening in the US:
19:30 in Dallas/Houston/Austin (CDT), 18:30 in Denver (MDT), 17:30 in Scottsdale (MST, no DST)
and San Diego (PDT), 20:30 in Coral Gables (EDT).
"""
import json, os, re, sys, tomllib, glob

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.path.join(HERE, "nursery")
STORE = os.path.join(SUITE, "store")
AUTH = "nestling"
SITE = "https://nestlingbaby.example"

# ----------------------------------------------------------------------------- store data
PRODUCTS = {}
for f in sorted(glob.glob(os.path.join(STORE, "products", "*.toml"))):
    with open(f, "rb") as fh:
        for p in tomllib.load(fh)["product"]:
            PRODUCTS[p["id"]] = p
NOTICES = {pid: [n["code"] for n in p.get("notices", [])] for pid, p in PRODUCTS.items()}

LOCURL = {
    "loc_dallas_uptown": SITE + "/stores/uptown-dallas",
    "loc_houston_heights": SITE + "/stores/houston-heights",
    "loc_houston_st_agnes": SITE + "/stores/nestling-express-st-agnes",
    "loc_austin_domain": SITE + "/stores/austin-domain",
    "loc_grand_prairie_outlet": SITE + "/stores/clearance-outlet-grand-prairie",
    "loc_scottsdale_quarter": SITE + "/stores/scottsdale-quarter",
    "loc_denver_cherry_creek": SITE + "/stores/denver-cherry-creek",
    "loc_san_diego_mission_valley": SITE + "/stores/san-diego-mission-valley",
    "loc_coral_gables": SITE + "/stores/miami-coral-gables",
}
POLURL = {
    "returns": SITE + "/policies/returns",
    "returns.es": SITE + "/es/policies/returns",
    "shipping": SITE + "/policies/shipping",
    "shipping.es": SITE + "/es/policies/shipping",
    "warranty": SITE + "/policies/warranty",
    "car-seat-services": SITE + "/policies/services",
    "car-seat-services.es": SITE + "/es/policies/services",
    "trade-in": SITE + "/policies/trade-in",
    "registry": SITE + "/policies/registry",
    "privacy": SITE + "/policies/privacy",
}
FAQS = {}
with open(os.path.join(STORE, "faq.toml"), "rb") as fh:
    for e in tomllib.load(fh)["faq"]:
        FAQS[e["id"]] = e


def P(pid):
    assert pid in PRODUCTS, pid
    return {"id": f"gid://{AUTH}/Product/{pid}"}


def L(lid):
    return {"url": LOCURL[lid]}


def POL(stem):
    return {"url": POLURL[stem]}


def FAQ(fid):
    return {"url": FAQS[fid]["url"]}


def ORD(oid):
    return {"id": f"gid://{AUTH}/Order/{oid}"}


CONTACT = {"url": SITE + "/pages/contact"}
NOT_PERFORMED = {"type": "info", "code": "operation_not_performed"}
ALL_LOC = list(LOCURL)

# ----------------------------------------------------------------------------- spellings
WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
         9: "nine", 10: "ten", 12: "twelve", 14: "fourteen", 15: "fifteen", 20: "twenty", 24: "twenty-four",
         30: "thirty", 60: "sixty", 90: "ninety", 120: "one hundred twenty"}


def lb(n):
    return [f"{n} lb", f"{n} pounds", f"{n}-lb", f"{n}lb", f"{n} libras", f"{n} pound", f"{n} lbs"]


def inch(n):
    return [f"{n} in", f"{n} inches", f'{n}"', f"{n}-inch", f"{n} inch", f"{n} pulgadas", f"{n}in"]


def usd(a):
    out = [f"${a}", a, a.replace(".", ",")]
    if a.endswith(".00"):
        out += [f"${a[:-3]}", f"{a[:-3]} USD", f"{a[:-3]} dólares"]
    return out


def days(n, kind=""):
    w = WORDS.get(n)
    out = [f"{n} days", f"{n}-day", f"{n} días", f"{n} business days", f"{n} días hábiles"]
    if w:
        out += [f"{w} days", f"{w}-day"]
    return out


def months(n):
    w = WORDS.get(n)
    out = [f"{n} months", f"{n}-month", f"{n} meses", f"{n} mo"]
    if w:
        out += [f"{w} months"]
    return out


def years(n):
    w = WORDS.get(n)
    out = [f"{n} years", f"{n}-year", f"{n} años", f"{n} yrs", f"age {n}", f"{n} year"]
    if w:
        out += [f"{w} years", f"{w}-year"]
    return out


def t(hhmm):
    h, m = map(int, hhmm.split(":"))
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    apd = "a.m." if h < 12 else "p.m."
    out = [hhmm, f"{h12}:{m:02d} {ap}", f"{h12}:{m:02d}{ap}", f"{h12}:{m:02d} {apd}", f"{h12}:{m:02d} {ap.upper()}"]
    if m == 0:
        out += [f"{h12} {ap}", f"{h12}{ap}", f"{h12} {apd}", f"{h12}{apd}"]
    if h < 10:
        out.append(f"0{h}:{m:02d}")
    return out


def rng(a, b, units=("lb", "lbs", "pounds", "in", "inches", "months", "years", "libras")):
    out = [f"{a}-{b}", f"{a}–{b}", f"{a} to {b}", f"{a} and {b}", f"{a} - {b}", f"{a} a {b}", f"{a} y {b}"]
    for u in units:
        out += [f"{a} {u} to {b}", f"{a} {u} and {b}", f"{a} {u} - {b}", f"{a} {u} a {b}", f"{a}{u} to {b}"]
    return out


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
         "noviembre", "diciembre"]


def date(iso):
    y, m, d = map(int, iso.split("-"))
    M = MONTHS[m - 1]
    return [f"{M} {d}", f"{M[:3]} {d}", f"{M[:3]}. {d}", f"{d} {M}", iso, f"{m}/{d}", f"{d} de {MESES[m - 1]}"]


def pct(n):
    return [f"{n}%", f"{n} %", f"{n} percent", f"{n} por ciento"]


YES = "yes"
NO = "no"

# ----------------------------------------------------------------------------- builder
QS = []
_group = [0]


def q(query, cat, facts=(), links=(), allowed=(), ev=(), pol=None, answerable=True, op=False, ids=None,
      lang=None, none=(), viewer=None, about=None, disc=None, group=None, turn=1, follow=None, not_found=(),
      msgs_forbid=()):
    if group is None:
        _group[0] += 1
        group = f"G{_group[0]:03d}"
    links = list(links)
    if disc is None:
        if about is None:
            about = [l["id"].rsplit("/", 1)[1] for l in links if "/Product/" in l.get("id", "")]
        disc = []
        for pid in about:
            for c in NOTICES[pid]:
                if c not in disc:
                    disc.append(c)
    rec = {
        "id": None, "group": group, "turn": turn, "query": query,
    }
    if ids:
        rec["ids"] = list(ids)
    if lang:
        rec["context"] = {"language": lang}
    rec.update({
        "category": cat, "answerable": answerable, "operation": op,
        "facts": [list(f) for f in facts], "facts_none": list(none),
        "links_required": links, "links_allowed": list(allowed),
        "messages_required": [NOT_PERFORMED] if op else [],
        "messages_forbidden": list(msgs_forbid),
        "disclosures": disc, "not_found": list(not_found),
    })
    if pol:
        rec["polarity"] = pol
    if follow:
        rec["followup_entity"] = f"gid://{AUTH}/Product/{follow}" if "/" not in follow else follow
    if viewer:
        rec["viewer"] = {"buyer": viewer, "scopes": ["dev.ucp.common.ask:read"]}
    if answerable:
        assert ev, query
        rec["evidence"] = [{"source": s, "quote": qt} for s, qt in ev]
    else:
        assert not facts, query
    QS.append(rec)
    return rec


def conv(turns):
    _group[0] += 1
    g = f"G{_group[0]:03d}"
    for i, kw in enumerate(turns, 1):
        query = kw.pop("query")
        cat = kw.pop("cat", "followup")
        q(query, cat, group=g, turn=i, **kw)


# ----------------------------------------------------------------------------- questions
# ============================================================================ PRODUCTS
G3 = "guardian-3in1-convertible-car-seat"
GI = "guardian-infant-car-seat"
GB = "guardian-infant-base"
RB = "roamer-high-back-booster"
VS = "voyager-stroller"
VT = "voyager-travel-system"
VO = "voyager-stroller-open-box"
ZIP = "zip-compact-stroller"
DUO = "duo-double-stroller"
RC = "voyager-rain-cover"
HC = "haven-4in1-convertible-crib"
HK = "haven-toddler-bed-conversion-kit"
HR = "haven-full-size-bed-rails"
HM = "haven-mini-crib"
DM = "dreamland-crib-mattress"
SPY = "snooze-travel-play-yard"
GL = "glide-swivel-glider"
GLF = "glide-swivel-glider-floor-model"
TUB = "splash-infant-tub"
FO = "little-harvest-organic-infant-formula"
FG = "little-harvest-gentle-infant-formula"
FT = "little-harvest-toddler-drink"
TW = "little-harvest-teething-wafers"
BOT = "flowsmart-anti-colic-bottles"
NIP = "flowsmart-replacement-nipples"
PE = "puremilk-double-electric-pump"
PM = "puremilk-manual-pump"
HCH = "tiny-bites-high-chair"
CAR = "snugglenest-baby-carrier"
MON = "watchful-video-monitor"
CAM = "watchful-add-on-camera"
HUSH = "hush-sound-machine"
SW = "cozy-muslin-swaddles"
SS = "cozy-sleep-sack"
BAG = "weekender-diaper-backpack"
GC = "nestling-gift-card"

G3_DESC = "The Guardian 3-in-1 is used rear-facing from 5 to 40 lb, forward-facing with its 5-point harness from 22 to 65 lb, and as a high-back belt-positioning booster from 40 to 100 lb."

q("Is the Guardian 3-in-1 convertible car seat FAA approved? We're flying to see grandma in May.",
  "product_attribute", facts=[["harness"]], pol=YES, links=[P(G3)],
  ev=[("product:" + G3, "approved for aircraft in harness modes only, not in booster mode")])

q("my son is 42 pounds, can he still ride rear facing in the guardian convertible??",
  "product_limit", facts=[lb(40)], pol=NO, links=[P(G3)],
  ev=[("product:" + G3, G3_DESC)])

q("What's the highest weight the Roamer booster goes up to?", "product_attribute",
  facts=[lb(120)], links=[P(RB)],
  ev=[("product:" + RB, "A belt-positioning booster for big kids from 40 to 120 lb and 38 to 57 in tall, at least 4 years old.")])

q("Can my 3 year old use the Roamer high back booster yet?", "product_limit",
  facts=[years(4) + ["4 years old", "four years old", "4-year-old"]], pol=NO, links=[P(RB)],
  ev=[("product:" + RB, "A belt-positioning booster for big kids from 40 to 120 lb and 38 to 57 in tall, at least 4 years old.")])

q("does the roamer booster have its own 5 point harness", "product_attribute",
  facts=[["belt", "cinturón"]], pol=NO, links=[P(RB)],
  ev=[("product:" + RB, "It has no harness: the vehicle's lap and shoulder belt holds your child.")])

q("Can I bring the Roamer booster on the airplane and use it in the plane seat?", "product_attribute",
  pol=NO, links=[P(RB)], facts=[["not FAA", "isn't FAA", "is not FAA", "not approved", "isn't approved", "not be used on", "can't be used on", "cannot be used on", "not certified"]],
  ev=[("product:" + RB, "faa_approved = false")])

q("How heavy is the Guardian Infant Car Seat to carry around?", "product_attribute",
  facts=[lb(9.8)], links=[P(GI)],
  ev=[("product:" + GI, "carrier_weight_lb = 9.8")])

q("Does the Guardian Infant Car Seat come with the base or do I need to buy it separately?", "kit_vs_alone",
  facts=[["base"]], pol=YES, links=[P(GI)], allowed=[P(GB)],
  ev=[("product:" + GI, "Includes one base and a removable newborn insert, to be used until your baby weighs 11 lb.")])

q("If I buy just the Guardian infant base, can my baby ride in that on its own?", "kit_vs_alone",
  facts=[["not a car seat", "isn't a car seat", "is not a car seat", "not a seat"]], pol=NO, links=[P(GB)], allowed=[P(GI)],
  ev=[("product:" + GB, "The base alone is not a car seat.")])

q("Which car seats does this base work with?", "product_compat", ids=["GRDI-BASE"],
  facts=[["Guardian Infant Car Seat", "Guardian Infant"]], links=[P(GB)], allowed=[P(GI)],
  ev=[("product:" + GB, "Use this base only with the Guardian Infant Car Seat.")])

q("how much is an extra base for the guardian infant seat", "price",
  facts=[usd("99.99")], links=[P(GB)], allowed=[P(GI)],
  ev=[("product:" + GB, "99.99")])

q("Does the Voyager Full-Size Stroller come with a car seat?", "kit_vs_alone",
  facts=[["does not include", "doesn't include", "not include", "doesn't come with", "does not come with", "sold separately", "separately", "Travel System"]], pol=NO, links=[P(VS)], allowed=[P(VT), P(GI)],
  ev=[("product:" + VS, "The stroller alone does not include a car seat."),
      ("product:" + VT, "The Voyager Full-Size Stroller and the Guardian Infant Car Seat with its base, together in one box at a bundle price.")])

q("what exactly is in the box with the Voyager Travel System?", "kit_vs_alone",
  facts=[["stroller"], ["Guardian Infant Car Seat", "infant car seat", "infant seat"], ["base"]], links=[P(VT)],
  allowed=[P(VS), P(GI), P(GB)],
  ev=[("product:" + VT, "The Voyager Full-Size Stroller and the Guardian Infant Car Seat with its base, together in one box at a bundle price.")])

q("How much more is the Voyager travel system than just the Voyager stroller?", "comparison",
  facts=[usd("599.00"), usd("449.00")], links=[P(VT), P(VS)],
  ev=[("variant:voyager-travel-system-black", "599.00"), ("variant:voyager-stroller-black", "449.00")])

q("Will the Zip stroller fit in the overhead bin on a plane?", "product_attribute",
  facts=[["overhead"]], pol=YES, links=[P(ZIP)],
  ev=[("product:" + ZIP, "A 13.2 lb travel stroller that folds in one second into a package small enough for most airline overhead bins, with a shoulder strap for carrying.")])

q("can i click the guardian infant seat onto the zip compact stroller", "product_compat",
  facts=[["does not accept", "doesn't accept", "not compatible", "isn't compatible", "can't", "cannot", "does not work", "doesn't work", "won't"]],
  pol=NO, links=[P(ZIP)], allowed=[P(GI), P(VS), P(VT)], about=[ZIP, GI],
  ev=[("product:" + ZIP, "It does not accept an infant car seat.")])

q("My toddler is 48 lbs, is the Zip stroller still OK for her?", "product_limit",
  facts=[lb(45)], pol=NO, links=[P(ZIP)], allowed=[P(VS)],
  ev=[("product:" + ZIP, "For children from 6 months up to 45 lb.")])

q("We live in Seattle-type weather... will the Voyager stroller keep the baby dry when it's raining?", "product_attribute",
  facts=[["water-resistant", "water resistant"]], links=[P(VS)], allowed=[P(RC)],
  ev=[("product:" + VS, "water_resistant")])

q("Does the Voyager rain cover also fit the Zip?", "product_compat",
  facts=[["does not fit", "doesn't fit", "not fit", "won't fit", "only fits", "isn't compatible", "not compatible"]], pol=NO,
  links=[P(RC)], allowed=[P(ZIP), P(VS)], about=[RC, ZIP],
  ev=[("product:" + RC, "It does not fit the Zip or Duo strollers.")])

q("How wide is the Duo double stroller? Our front door is a normal 32 inch door", "product_attribute",
  facts=[inch(30)], links=[P(DUO)],
  ev=[("product:" + DUO, "At 30 in wide it rolls through a standard 32 in doorway.")])

q("Does the Duo side by side fold one-handed?", "product_attribute",
  facts=[["two-hand", "two hands", "two-handed", "both hands"]], pol=NO, links=[P(DUO)],
  ev=[("product:" + DUO, "two-hand")])

q("Can I order the open box Voyager online and have it shipped?", "product_availability",
  facts=[["in store", "in-store"]], pol=NO, links=[P(VO)],
  ev=[("product:" + VO, "Open-box items are final sale and are sold in store only, while quantities last.")])

q("If I get the open-box Voyager and end up not liking it, can I bring it back?", "product_final_sale",
  facts=[["final sale"]], pol=NO, links=[P(VO)], allowed=[POL("returns")],
  ev=[("product:" + VO, "Open-box items are final sale and are sold in store only, while quantities last.")])

q("Does the open box voyager still have a warranty?", "product_attribute",
  facts=[["full manufacturer warranty", "full warranty", "full manufacturer's warranty", "same warranty"]], pol=YES,
  links=[P(VO)], allowed=[POL("warranty")],
  ev=[("product:" + VO, "Comes with all parts and the full manufacturer warranty."),
      ("policy:warranty", "Open-box items and floor models keep the full warranty of the new product.")])

q("how much cheaper is the open box voyager than a new one", "comparison",
  facts=[usd("359.00"), usd("449.00")], links=[P(VO)], allowed=[P(VS)], about=[VO, VS],
  ev=[("variant:voyager-stroller-open-box-black", "359.00"), ("variant:voyager-stroller-black", "449.00")])

q("Does the Haven 4-in-1 crib come with the toddler bed rail?", "kit_vs_alone",
  facts=[["sold separately", "separately", "not included"]], pol=NO, links=[P(HC)], allowed=[P(HK)],
  ev=[("product:" + HC, "Converting to a toddler bed needs the Haven Toddler Bed Conversion Kit, and converting to a full-size bed needs the Haven Full-Size Bed Rails; both are sold separately.")])

q("Does the Haven Toddler Bed Conversion Kit include the crib too?", "kit_vs_alone",
  facts=[["not included", "sold alone", "does not include", "doesn't include", "only the guardrail", "guardrail"]], pol=NO,
  links=[P(HK)], allowed=[P(HC)],
  ev=[("product:" + HK, "Sold alone: the crib is not included.")])

q("will the haven toddler conversion kit work on the haven mini crib?", "product_compat",
  facts=[["4-in-1", "4 in 1", "Convertible Crib"]], pol=NO, links=[P(HK)], allowed=[P(HM), P(HC)], about=[HK, HM],
  ev=[("product:" + HK, "The guardrail that turns the Haven 4-in-1 Convertible Crib into a toddler bed."),
      ("product:" + HM, "It does not convert into a toddler bed and does not take a standard crib mattress.")])

q("What colors is the toddler conversion kit in, and what does it cost?", "price",
  facts=[["White"], ["Natural"], ["Slate"], usd("89.00")], links=[P(HK)],
  ev=[("product:" + HK, "Available in finishes that match each crib color."), ("variant:haven-toddler-kit-slate", "89.00")])

q("How many mattress height settings does the Haven convertible crib have?", "product_attribute",
  facts=[["3 height", "three height", "3 positions", "three positions", "3 mattress", "three mattress", "3 levels", "three levels", "3 settings", "three settings", "3 different", "three different"]], links=[P(HC)],
  ev=[("product:" + HC, "The mattress support has 3 height positions.")])

q("what wood is the haven crib", "product_attribute",
  facts=[["New Zealand pine", "pine"]], links=[P(HC)],
  ev=[("product:" + HC, "solid New Zealand pine")])

q("is the haven crib greenguard gold certifed", "product_attribute",
  pol=YES, links=[P(HC)], facts=[["Greenguard"]],
  ev=[("product:" + HC, "greenguard_gold = true")])

q("Does the Haven Mini Crib come with a mattress?", "kit_vs_alone",
  facts=[inch(3) + ["3-inch", "3 in"]], pol=YES, links=[P(HM)],
  ev=[("product:" + HM, "It comes with a 3 in mini crib mattress and folds flat for storage.")])

q("Can I put the Dreamland 2-stage mattress in the Haven Mini Crib instead of the one it comes with?", "product_compat",
  facts=[["3 in", "3-inch", "3 inch", "supplied", "comes with", "standard crib mattress"]], pol=NO,
  links=[P(HM)], allowed=[P(DM)], about=[HM, DM],
  ev=[("product:" + HM, "It does not convert into a toddler bed and does not take a standard crib mattress."),
      ("product:" + HM, "WARNING: Use only the 3 in mattress supplied with this mini crib.")])

q("How thick is the Dreamland crib mattress?", "product_attribute",
  facts=[inch(5)], links=[P(DM)],
  ev=[("product:" + DM, "52 x 27.5 x 5")])

q("is the dreamland mattress waterproof? potty training is coming lol", "product_attribute",
  facts=[["waterproof"]], pol=YES, links=[P(DM)],
  ev=[("product:" + DM, "It has a waterproof, wipe-clean cover and is made without added flame-retardant chemicals.")])

q("does the dreamland matress have flame retardents in it?", "product_attribute",
  facts=[["without", "no added", "free of"]], pol=NO, links=[P(DM)],
  ev=[("product:" + DM, "It has a waterproof, wipe-clean cover and is made without added flame-retardant chemicals.")])

q("Until what weight can my baby sleep in the bassinet part of the Snooze play yard?", "product_limit",
  facts=[lb(15)], links=[P(SPY)],
  ev=[("product:" + SPY, "Use the bassinet until your baby reaches 15 lb or can push up on hands and knees; use the play yard until your child is 35 in tall or 30 lb.")])

q("What comes with the Snooze travel play yard?", "kit_vs_alone",
  facts=[["bassinet"], ["changing station", "changer"], ["carry bag", "bag"]], links=[P(SPY)],
  ev=[("product:" + SPY, "A portable play yard with a removable bassinet insert for naps at grandma's, a changing station and a carry bag.")])

q("Does the Glide glider recline?", "product_attribute",
  pol=NO, links=[P(GL)], facts=[["does not recline", "doesn't recline", "not recline", "no recline", "not a recliner", "isn't a recliner"]],
  ev=[("product:" + GL, "reclines = false")])

q("What's the weight capacity on the Glide swivel glider? My husband is a big guy", "product_limit",
  facts=[lb(300)], links=[P(GL)],
  ev=[("product:" + GL, "weight_capacity_lb = 300")])

q("Can you ship me the Glide glider floor model?", "product_availability",
  facts=[["Uptown Dallas", "Dallas"]], pol=NO, links=[P(GLF)], allowed=[L("loc_dallas_uptown"), P(GL)],
  ev=[("product:" + GLF, "Floor models are final sale, sold as is, and are available for in-store purchase only at Nestling Uptown Dallas.")])

q("Does the Little Harvest Organic Infant Formula have soy in it?", "allergen",
  facts=[["soy", "soya"]], pol=YES, links=[P(FO)],
  ev=[("product:" + FO, "Allergens: Contains milk and soy.")])

q("Is Little Harvest Gentle soy free?", "allergen",
  facts=[["soy-free", "soy free", "free of soy"]], pol=YES, links=[P(FG)], allowed=[P(FO)],
  ev=[("product:" + FG, "Soy-free.")])

q("Our pediatrician says my daughter has a cow's milk protein allergy. Can she have the Little Harvest Gentle formula?", "allergen",
  facts=[["not intended", "not suitable", "isn't suitable", "is not suitable", "not for"]], pol=NO, links=[P(FG)],
  ev=[("product:" + FG, "Not intended for babies with a diagnosed cow's milk protein allergy.")])

q("can i give the little harvest toddler milk drink to my 9 month old", "product_limit",
  facts=[["12 months", "12 to 36", "12-36", "12–36"]], pol=NO, links=[P(FT)], allowed=[P(FO)],
  ev=[("product:" + FT, "This product is not an infant formula and must not be fed to babies under 12 months of age.")])

q("How big is one tub of Little Harvest Organic and how many ounces of formula does it make?", "product_attribute",
  facts=[["23.2 oz", "23.2-oz", "23.2 ounces", "23.2oz"], ["170"]], links=[P(FO)],
  ev=[("product:" + FO, "Each 23.2 oz tub makes about 170 fl oz of prepared formula.")])

q("price for the 4 pack of the organic formula?", "price",
  facts=[usd("129.99")], links=[P(FO)],
  ev=[("variant:lh-organic-formula-4pack", "129.99")])

q("Are the Little Harvest teething wafers gluten-free?", "allergen",
  facts=[["wheat"]], pol=NO, links=[P(TW)],
  ev=[("product:" + TW, "Allergens: Contains wheat and milk.")])

q("From what age can a baby have the teething wafers?", "product_attribute",
  facts=[months(6)], links=[P(TW)],
  ev=[("product:" + TW, "Organic rice and wheat teething wafers that melt in the mouth, for sitting babies from 6 months who are used to solids.")])

q("Are FlowSmart bottles BPA free? and can they go in the dishwasher", "product_attribute",
  facts=[["BPA-free", "BPA free"], ["top rack", "top-rack"]], pol=YES, links=[P(BOT)],
  ev=[("product:" + BOT, "Made of BPA-free polypropylene with Slow Flow (0m+) nipples included. Top-rack dishwasher safe and safe for steam sterilizers.")])

q("What sizes do the FlowSmart anti-colic bottles come in?", "variants",
  facts=[["5 oz", "5-oz", "5oz", "5 ounce"], ["9 oz", "9-oz", "9oz", "9 ounce"]], links=[P(BOT)],
  ev=[("product:" + BOT, "5 oz (3-pack)"), ("product:" + BOT, "9 oz (3-pack)")])

q("My 4 month old is getting frustrated with the slow nipples on her FlowSmart bottles. Which replacement nipple should I get and how much?", "variants",
  facts=[["Medium"], usd("8.99")], links=[P(NIP)], allowed=[P(BOT)],
  ev=[("product:" + NIP, "Medium Flow (3m+)"), ("variant:flowsmart-nipples-medium", "8.99")])

q("Can I return the FlowSmart replacement nipples if I get the wrong flow?", "product_final_sale",
  facts=[["final sale"]], pol=NO, links=[P(NIP)], allowed=[POL("returns")],
  ev=[("product:" + NIP, "For hygiene reasons, nipples are final sale and cannot be returned or exchanged.")])

q("Is the PureMilk double electric pump rechargeable? How long does the battery last?", "product_attribute",
  facts=[["3 hours", "three hours", "3 hrs"]], pol=YES, links=[P(PE)],
  ev=[("product:" + PE, "The battery lasts about 3 hours of pumping per charge.")])

q("Can I pay for the PureMilk manual pump with my HSA?", "product_attribute",
  facts=[["HSA"]], pol=YES, links=[P(PM)], allowed=[FAQ("hsa-fsa")],
  ev=[("product:" + PM, "HSA and FSA eligible.")])

q("When I'm done with my PureMilk double electric pump can I pass it on to my sister?", "product_attribute",
  facts=[["single-user", "single user", "one person"]], pol=NO, links=[P(PE)],
  ev=[("product:" + PE, "This breast pump is a single-user product.")])

q("whats the max suction on the puremilk electric", "product_attribute",
  facts=[["280"]], links=[P(PE)],
  ev=[("product:" + PE, "Hospital-strength suction up to 280 mmHg.")])

q("What flange size comes with the PureMilk double pump?", "product_attribute",
  facts=[["24 mm", "24mm", "24-mm"]], links=[P(PE)],
  ev=[("product:" + PE, "2 breast shields (24 mm)")])

q("Does the Tiny Bites high chair fold up flat?", "product_attribute",
  pol=NO, links=[P(HCH)], facts=[["does not fold", "doesn't fold", "not fold", "no fold", "isn't foldable", "not foldable"]],
  ev=[("product:" + HCH, "It does not fold.")])

q("Up to what weight does the Tiny Bites 3-in-1 work?", "product_limit",
  facts=[lb(50)], links=[P(HCH)],
  ev=[("product:" + HCH, "For babies from 6 months who can sit up unassisted, up to 50 lb in booster mode.")])

q("Can I wear my newborn facing out in the SnuggleNest carrier?", "product_limit",
  facts=[months(5)], pol=NO, links=[P(CAR)],
  ev=[("product:" + CAR, "Front-facing out from about 5 months, when your baby has good head control; back carry from about 6 months.")])

q("do I need to buy an infant insert for the snugglenest carrier for a 8 lb newborn?", "product_attribute",
  facts=[lb(7)], pol=NO, links=[P(CAR)],
  ev=[("product:" + CAR, "For babies from 7 to 45 lb, with no infant insert needed.")])

q("Can I watch the Watchful monitor on my phone over wifi?", "product_attribute",
  facts=[["Wi-Fi", "wifi", "wi fi"]], pol=NO, links=[P(MON)],
  ev=[("product:" + MON, "It does not use Wi-Fi or an app, so nothing goes over the internet.")])

q("How many cameras can the Watchful monitor handle in total?", "product_attribute",
  facts=[["4 cameras", "four cameras", "4 in all", "four in all", "4 total", "4 in total", "four in total", "up to 4", "up to four"]], links=[P(MON)], allowed=[P(CAM)],
  ev=[("product:" + MON, "Add up to 3 Watchful Add-On Cameras, for 4 cameras in all.")])

q("Does the Watchful Add-On Camera work by itself without the monitor?", "kit_vs_alone",
  facts=[["parent unit"]], pol=NO, links=[P(CAM)], allowed=[P(MON)],
  ev=[("product:" + CAM, "does not work on its own: no screen or parent unit included.")])

q("Does the Hush sound machine take batteries? want it for the car", "product_attribute",
  facts=[["wall outlet", "plugs into", "plug-in", "plug in"]], pol=NO, links=[P(HUSH)],
  ev=[("product:" + HUSH, "Not battery powered: it plugs into a wall outlet.")])

q("how many sounds does the hush have", "product_attribute",
  facts=[["30", "thirty"]], links=[P(HUSH)],
  ev=[("product:" + HUSH, "A plug-in white noise machine and color night light with 30 soothing sounds, an adjustable timer and a time-to-rise light for toddlers.")])

q("How big are the Cozy muslin swaddles?", "product_attribute",
  facts=[["47 x 47", "47x47", "47 by 47", "47 in", "47 inches", "47\""]], links=[P(SW)],
  ev=[("product:" + SW, "Three large, breathable 100% cotton muslin swaddles, 47 x 47 in, that get softer with every wash.")])

q("The nursery gets pretty cold at night. Which Cozy sleep sack is warmer and how much is it in size M?", "variants",
  facts=[["2.5 TOG", "2.5"], usd("36.99")], links=[P(SS)],
  ev=[("product:" + SS, "Available in a lightweight 0.5 TOG cotton for warm rooms and a 2.5 TOG quilted version for cool rooms."),
      ("variant:cozy-sleep-sack-m-25", "36.99")])

q("will the weekender backpack keep my stuff dry in a little rain?", "product_attribute",
  facts=[["water-resistant", "water resistant"]], links=[P(BAG)],
  ev=[("product:" + BAG, "A 22 L diaper backpack made of water-resistant recycled nylon, with 14 pockets, 2 insulated bottle pockets, a wipes pocket and a padded changing pad included.")])

q("Does the Weekender diaper bag come with a changing pad?", "kit_vs_alone",
  pol=YES, facts=[["changing pad"]], links=[P(BAG)],
  ev=[("product:" + BAG, "A 22 L diaper backpack made of water-resistant recycled nylon, with 14 pockets, 2 insulated bottle pockets, a wipes pocket and a padded changing pad included.")])

q("When can my daughter face forward in the Guardian 3 in 1?", "product_limit",
  facts=[["22"], years(2)], links=[P(G3)],
  ev=[("product:" + G3, G3_DESC), ("product:" + G3, "forward_facing_min_age_years = 2")])

q("What amounts do your gift cards come in?", "product_attribute",
  facts=[["25"], ["50"], ["100"], ["250"]], links=[P(GC)], allowed=[FAQ("gift-cards")],
  ev=[("faq:gift-cards", "Yes. Digital Nestling gift cards come in $25, $50, $100 and $250 amounts, arrive by email and never expire.")])

q("Until what age can we use the Splash tub?", "product_limit",
  facts=[months(24) + ["2 years", "two years"]], links=[P(TUB)],
  ev=[("product:" + TUB, "A two-position tub with a soft newborn sling for babies up to 6 months, then a toddler seat area up to 24 months.")])

q("Which is lighter to lift into the trunk, the Zip or the Voyager?", "comparison",
  facts=[lb(13.2), lb(24.3)], links=[P(ZIP), P(VS)],
  ev=[("product:" + ZIP, "stroller_weight_lb = 13.2"), ("product:" + VS, "stroller_weight_lb = 24.3")])

q("guardian infant vs guardian 3-in-1 — which one can we use for longer before it expires?", "comparison",
  facts=[years(10), years(7)], links=[P(G3), P(GI)], allowed=[FAQ("car-seat-expiration")],
  ev=[("faq:car-seat-expiration", "The Guardian 3-in-1 Convertible Car Seat lasts 10 years and the Guardian Infant Car Seat 7 years.")])

q("Is the Voyager Travel System in Sand in stock at the Uptown Dallas store?", "stock",
  pol=NO, links=[P(VT)], allowed=[L("loc_dallas_uptown")], facts=[["Sand"]],
  ev=[("inventory", "loc_dallas_uptown,voyager-travel-system-sand,0")])

q("Where can I go look at the open-box Voyager strollers?", "stock",
  facts=[["Uptown Dallas", "Dallas"], ["Grand Prairie", "Clearance Outlet", "Outlet"]], links=[P(VO)],
  allowed=[L("loc_dallas_uptown"), L("loc_grand_prairie_outlet")],
  ev=[("inventory", "loc_dallas_uptown,voyager-stroller-open-box-black,1"),
      ("inventory", "loc_grand_prairie_outlet,voyager-stroller-open-box-black,3")])

q("Does Mission Valley have the Zip stroller in Blush right now?", "stock",
  pol=YES, links=[P(ZIP)], allowed=[L("loc_san_diego_mission_valley")], facts=[["Blush"]],
  ev=[("inventory", "loc_san_diego_mission_valley,zip-stroller-blush,3")])

q("Why is the navy Guardian 3-in-1 cheaper than the other colors?", "price",
  facts=[usd("279.99"), usd("299.99")], links=[P(G3)],
  ev=[("variant:guardian-3in1-navy", "279.99"), ("variant:guardian-3in1-graphite", "299.99"),
      ("variant:guardian-3in1-navy", "clearance = true")])

q("We're having twins! Do you have a double stroller?", "product_search",
  pol=YES, links=[P(DUO)], facts=[["Duo"]],
  ev=[("product:" + DUO, "A side-by-side double stroller for twins or siblings, with two independent reclining seats and separate canopies.")])

q("My son is 9 and around 110 lbs. Do you have a car seat or booster that still fits him?", "product_search",
  facts=[["Roamer"], lb(120)], pol=YES, links=[P(RB)], allowed=[P(G3)],
  ev=[("product:" + RB, "A belt-positioning booster for big kids from 40 to 120 lb and 38 to 57 in tall, at least 4 years old.")])

q("Which of your strollers can I click the Guardian Infant Car Seat onto?", "product_compat",
  facts=[["Voyager"]], links=[P(VS)], allowed=[P(VT), P(GI), P(VO)], about=[VS, GI],
  ev=[("product:" + GI, "The seat clicks into its base and straight onto the Voyager stroller without adapters.")])

q("What's the max height for rear facing on the GRD3-SAG?", "product_limit", ids=["GRD3-SAG"],
  facts=[inch(40)], links=[P(G3)],
  ev=[("product:" + G3, "rear_facing_max_height_in = 40")])

q("is this one safe for a preemie? how small a baby", "product_limit", ids=[f"gid://{AUTH}/Product/{GI}"],
  facts=[lb(4)], links=[P(GI)],
  ev=[("product:" + GI, "For babies from 4 to 35 lb and up to 32 in tall.")])

q("how long does the newborn insert stay in?", "product_limit", ids=["guardian-infant-car-seat"],
  facts=[lb(11)], links=[P(GI)],
  ev=[("product:" + GI, "Includes one base and a removable newborn insert, to be used until your baby weighs 11 lb.")])

q("Do the Haven full-size bed rails come with a mattress?", "kit_vs_alone",
  pol=NO, links=[P(HR)], allowed=[P(HC)], facts=[["mattress"]],
  ev=[("product:" + HR, "Sold alone; a full-size mattress and box spring or slats are also needed.")])

q("How long does it take to put the Haven crib together?", "product_attribute",
  facts=[["60 minutes", "60 min", "an hour", "one hour", "1 hour", "sixty minutes"]], links=[P(HC)], allowed=[POL("car-seat-services")],
  ev=[("product:" + HC, "Assembly required, about 60 minutes with two people.")])

q("Is this stocked at Cherry Creek?", "stock", ids=["DUO-GRY"],
  pol=YES, links=[P(DUO)], allowed=[L("loc_denver_cherry_creek")], facts=[["Cherry Creek"]],
  ev=[("inventory", "loc_denver_cherry_creek,duo-double-stroller-grey,2")])

q("does the scottsdale store have the watchful video monitor", "stock",
  pol=NO, links=[P(MON)], allowed=[L("loc_scottsdale_quarter")], facts=[["Scottsdale"]],
  ev=[("inventory", "loc_scottsdale_quarter,watchful-video-monitor,0")])

q("Is the Voyager stroller waterproof or do I need the rain cover, and what does the cover cost?", "kit_vs_alone",
  facts=[["water-resistant", "water resistant"], usd("39.99")], links=[P(VS), P(RC)],
  ev=[("product:" + VS, "water_resistant"), ("product:" + RC, "39.99")])

# ============================================================================ POLICIES & FAQ
q("How long do I have to return something?", "policy_general",
  facts=[days(60)], links=[POL("returns")],
  ev=[("policy:returns", "Unused items in their original packaging can be returned within 60 days of purchase or delivery for a full refund to the original payment method.")])

q("what's your policy on returning car seats", "policy_exception",
  facts=[["installed"]], links=[POL("returns")],
  ev=[("policy:returns", "Car seats, car seat bases and boosters can be returned only if they have never been installed in a vehicle.")])

q("I opened the breast pump box but never actually used it. Can I still return it?", "policy_exception",
  facts=[["once opened", "opened", "hygiene"]], pol=NO, links=[POL("returns")],
  ev=[("policy:returns", "For health and hygiene reasons, the following cannot be returned once opened: breast pumps and pump parts, bottle nipples and pacifiers, infant formula and baby food, and crib mattresses whose plastic wrap has been removed.")])

q("Baby switched formulas. Can I return the tubs we never opened?", "policy_exception",
  facts=[days(60)], pol=YES, links=[POL("returns")],
  ev=[("policy:returns", "Unopened, with the seal intact, they follow the general 60-day rule.")])

q("We got two of the same stroller off our registry and have no receipt. Can we return one?", "policy_exception",
  facts=[days(120), ["gift card"]], pol=YES, links=[POL("returns")], allowed=[POL("registry")],
  ev=[("policy:returns", "Gifts bought from a Nestling registry can be returned or exchanged within 120 days of the arrival date on the registry."),
      ("policy:returns", "No receipt is needed: registry gifts are refunded as a Nestling gift card.")])

q("How long until I see my refund?", "policy_general",
  facts=[days(7)], links=[POL("returns")],
  ev=[("policy:returns", "Refunds are issued within 7 business days after we receive your return.")])

q("Do I have to pay to mail a return back?", "policy_cost",
  facts=[usd("7.99")], links=[POL("returns")],
  ev=[("policy:returns", "Returns by mail are free for Nestling Rewards members; for everyone else a $7.99 return label fee is deducted from the refund.")])

q("Can I return stuff at the little Nestling shop in St. Agnes hospital?", "policy_exception",
  facts=[["exchanges only", "exchange only", "only exchanges", "only exchange", "exchanges"]], pol=NO,
  links=[POL("returns")], allowed=[L("loc_houston_st_agnes")],
  ev=[("policy:returns", "You can return online and in-store purchases at any Nestling store, except Nestling Express at St. Agnes Women's Hospital, which offers exchanges only.")])

q("If I just change my mind about the crib after it was delivered and set up, can I still send it back?", "policy_exception",
  facts=[usd("79.00")], pol=YES, links=[POL("returns")],
  ev=[("policy:returns", "Cribs, gliders and other furniture delivered by our white-glove service can be returned within 60 days."),
      ("policy:returns", "If the return is not because of a defect, a $79 pickup fee is deducted from the refund.")])

q("How much is shipping?", "policy_cost",
  facts=[usd("49.00"), usd("6.99")], links=[POL("shipping")],
  ev=[("policy:shipping", "Standard shipping is free on orders of $49 or more; below $49 it costs $6.99.")])

q("how long does regular shipping take to get to me", "policy_time",
  facts=[["3 to 6", "3-6", "3–6", "three to six"]], links=[POL("shipping")],
  ev=[("policy:shipping", "Standard orders arrive in 3 to 6 business days.")])

q("How fast is expedited shipping and what does it cost?", "policy_cost",
  facts=[usd("14.99"), ["2 business days", "two business days", "2 days"]], links=[POL("shipping")],
  ev=[("policy:shipping", "Expedited shipping costs $14.99 and arrives in 2 business days.")])

q("Can I get a car seat shipped overnight? Baby came early!", "policy_exception",
  pol=NO, links=[POL("shipping")], facts=[["overnight"]],
  ev=[("policy:shipping", "Overnight shipping is not available for strollers, car seats or furniture.")])

q("Do you ship to Alaska?", "policy_region",
  pol=YES, links=[POL("shipping")], facts=[["50", "Alaska", "all US states"]],
  ev=[("policy:shipping", "We ship to all 50 US states, Washington, D.C., and APO/FPO/DPO military addresses.")])

q("Can you deliver the Haven crib to my house in Honolulu?", "policy_region",
  pol=NO, links=[POL("shipping")], allowed=[P(HC)], about=[HC], facts=[["48 contiguous", "contiguous"]],
  ev=[("policy:shipping", "White-glove furniture delivery is available only in the 48 contiguous states.")])

q("Do you ship to Canada?", "policy_region",
  pol=NO, links=[POL("shipping")], facts=[["outside the United States", "only within the United States", "only ship within", "United States", "outside the US", "within the US"]],
  ev=[("policy:shipping", "We do not ship outside the United States.")])

q("can you ship to a PO box", "policy_exception",
  pol=NO, links=[POL("shipping")], facts=[["gift card"]],
  ev=[("policy:shipping", "We cannot ship to P.O. boxes, except gift cards, which are sent by email.")])

q("How much does white glove delivery cost and how long does it take?", "policy_cost",
  facts=[usd("99.00"), ["7 to 14", "7-14", "7–14", "seven to fourteen"]], links=[POL("shipping")],
  ev=[("policy:shipping", "Cribs, gliders, dressers and other large furniture ship by white-glove delivery for a flat $99, or $49 for Nestling Rewards members."),
      ("policy:shipping", "White-glove orders are delivered in 7 to 14 business days, and we call you to schedule a delivery window.")])

q("why won't the website let me order 10 tubs of formula?", "policy_exception",
  facts=[["8 tubs", "eight tubs", "8"]], links=[POL("shipping")],
  ev=[("policy:shipping", "To keep formula on the shelves for every family, online orders are limited to 8 tubs of infant formula per order.")])

q("How long will the store hold my pickup order?", "policy_time",
  facts=[days(7)], links=[POL("shipping")],
  ev=[("policy:shipping", "Most orders are ready within 2 hours, and we hold pickup orders for 7 days.")])

q("Do you do same day delivery? What's the cutoff?", "policy_time",
  facts=[usd("12.99"), t("14:00")], links=[POL("shipping")],
  ev=[("policy:shipping", "Uptown Dallas, Houston Heights, Cherry Creek, Mission Valley and Coral Gables offer same-day local delivery for $12.99 on orders placed by 2:00 p.m. local time.")])

q("What does your warranty cover on your own brand products?", "policy_general",
  facts=[["1-year", "1 year", "one-year", "one year"]], links=[POL("warranty")],
  ev=[("policy:warranty", "Products from our own brands (Guardian, Voyager, Zip, Duo, Haven, Dreamland, Snooze, Glide, Little Harvest, FlowSmart, PureMilk, SnuggleNest, Watchful, Hush, Cozy and Weekender) have a 1-year limited warranty against defects in materials and workmanship, from the date of purchase.")])

q("how long is the warranty on Guardian car seats", "policy_exception",
  facts=[years(2)], links=[POL("warranty")],
  ev=[("policy:warranty", "Guardian car seats and bases have a 2-year limited warranty.")])

q("Someone rear-ended us last week with the baby's Guardian seat in the car. She's fine, seat looks fine. Do we need a new one and will you help?", "policy_exception",
  facts=[["replace", "replacement"], ["police", "insurance report"]], links=[POL("warranty")],
  ev=[("policy:warranty", "If a Guardian car seat or base is in a vehicle crash while in use, we replace it free of charge within 2 years of purchase."),
      ("policy:warranty", "Send us a copy of the police or insurance report and a photo of the seat's date-of-manufacture label.")])

q("What's the warranty on the haven crib frame?", "policy_exception",
  facts=[years(5)], links=[POL("warranty")], allowed=[P(HC)], about=[HC],
  ev=[("policy:warranty", "Haven cribs have a 5-year warranty on the frame.")])

q("How long does a car seat installation check take?", "policy_time",
  facts=[["30 minutes", "30 min", "half an hour", "thirty minutes"]], links=[POL("car-seat-services")], allowed=[FAQ("book-car-seat-check")],
  ev=[("policy:car-seat-services", "A check takes about 30 minutes per seat.")])

q("Is the car seat check free?", "policy_cost",
  pol=YES, links=[POL("car-seat-services")], allowed=[FAQ("book-car-seat-check")], facts=[["free"]],
  ev=[("policy:car-seat-services", "Checks are free, for any car seat, wherever you bought it.")])

q("I bought my car seat on Amazon, not from you guys. Will your techs still check it?", "policy_exception",
  pol=YES, links=[POL("car-seat-services")], facts=[["any car seat", "wherever", "any seat"]],
  ev=[("policy:car-seat-services", "Checks are free, for any car seat, wherever you bought it.")])

q("I'm due June 20th. When should I book the install check?", "policy_time",
  facts=[["4 to 6 weeks", "4-6 weeks", "4–6 weeks", "four to six weeks"]], links=[POL("car-seat-services")],
  ev=[("policy:car-seat-services", "Expecting? We recommend booking 4 to 6 weeks before your due date.")])

q("what do i need to bring to the car seat check appointment", "policy_general",
  facts=[["manual"], ["vehicle", "car"]], links=[POL("car-seat-services")],
  ev=[("policy:car-seat-services", "Bring the car seat, its manual and the vehicle you will use it in, plus your child if they are already born.")])

q("Can your technicians check my older kid's seat? It expired last year but we still use it for short trips", "policy_exception",
  pol=NO, links=[POL("car-seat-services")], allowed=[POL("trade-in")], facts=[["expiration", "expired"]],
  ev=[("policy:car-seat-services", "We do not check seats that are past their expiration date, have been in a crash or are missing their labels.")])

q("What days and times do you do car seat checks?", "policy_time",
  facts=[["Tuesday"], ["Saturday"], t("10:00"), t("17:00")], links=[POL("car-seat-services")],
  ev=[("policy:car-seat-services", "Checks run Tuesday to Saturday, from 10:00 to 17:00 local time.")])

q("How much do you charge to put together a crib at my house?", "policy_cost",
  facts=[usd("89.00")], links=[POL("car-seat-services")], allowed=[FAQ("assembly")],
  ev=[("policy:car-seat-services", "In-home assembly of cribs, dressers and other nursery furniture costs $89 per item and is free with white-glove delivery.")])

q("When is the car seat trade-in event?", "policy_general",
  facts=[date("2027-03-14") + ["14"], date("2027-03-28") + ["28"]], links=[POL("trade-in")],
  ev=[("policy:trade-in", "The spring event runs from March 14 through March 28, 2027, at every Nestling store except Nestling Express and the Clearance Outlet.")])

q("What do I get if I trade in my old car seat?", "policy_general",
  facts=[pct(20)], links=[POL("trade-in")],
  ev=[("policy:trade-in", "Trade in any car seat, car seat base or booster, of any brand and in any condition, including expired or crash-involved seats, and get a coupon for 20% off one new car seat, car seat base, booster or travel system.")])

q("Can I trade in our old stroller too? What's the discount?", "policy_general",
  facts=[pct(15)], pol=YES, links=[POL("trade-in")],
  ev=[("policy:trade-in", "Trade in a stroller of any brand and get a coupon for 15% off one new stroller or travel system.")])

q("Can I use my trade-in coupon on the open-box Voyager?", "policy_exception",
  pol=NO, links=[POL("trade-in")], allowed=[P(VO)], about=[VO], facts=[["open-box", "open box"]],
  ev=[("policy:trade-in", "Trade-in coupons cannot be combined with other coupons or the registry completion discount, and cannot be used on open-box items, floor models or gift cards.")])

q("I live 3 hours from a store. Can I mail my old car seat in for the trade-in?", "policy_exception",
  pol=NO, links=[POL("trade-in")], facts=[["by mail", "mail"]],
  ev=[("policy:trade-in", "We cannot accept trade-ins by mail.")])

q("our old car seat was in a crash, will you still take it for the trade in?", "policy_exception",
  pol=YES, links=[POL("trade-in")], facts=[["any condition", "crash-involved", "crash"]],
  ev=[("policy:trade-in", "Trade in any car seat, car seat base or booster, of any brand and in any condition, including expired or crash-involved seats, and get a coupon for 20% off one new car seat, car seat base, booster or travel system.")])

q("How long is the trade-in coupon good for?", "policy_time",
  facts=[date("2027-04-30")], links=[POL("trade-in")],
  ev=[("policy:trade-in", "Coupons from the spring event can be used in store or online until April 30, 2027.")])

q("Can I stack my trade-in coupon with the registry completion discount?", "policy_exception",
  pol=NO, links=[POL("trade-in")], allowed=[POL("registry")], facts=[["combined", "combine", "stack"]],
  ev=[("policy:trade-in", "Trade-in coupons cannot be combined with other coupons or the registry completion discount, and cannot be used on open-box items, floor models or gift cards.")])

q("When's the next trade-in after this one?", "policy_time",
  facts=[["September"]], links=[POL("trade-in")],
  ev=[("policy:trade-in", "Dates for the fall event are announced in September.")])

q("What's the registry completion discount and when can I use it?", "policy_general",
  facts=[pct(15), days(60)], links=[POL("registry")],
  ev=[("policy:registry", "From 60 days before your due date, you get a one-time 15% completion discount on everything still left on your registry.")])

q("Does the completion discount work on formula?", "policy_exception",
  pol=NO, links=[POL("registry")], facts=[["formula"]],
  ev=[("policy:registry", "The completion discount does not apply to gift cards, infant formula or open-box items.")])

q("How do I get the free welcome box?", "policy_general",
  facts=[["10 items", "ten items", "10"]], links=[POL("registry")],
  ev=[("policy:registry", "Add at least 10 items to your registry and pick up a free Welcome Box of samples and coupons at any store, while supplies last.")])

q("Can a few of my friends chip in together for the Haven crib off my registry?", "policy_exception",
  pol=YES, links=[POL("registry")], allowed=[P(HC)], about=[HC], facts=[usd("150.00")],
  ev=[("policy:registry", "Guests can chip in together on any registry item priced over $150.")])

q("Do you guys do buy now pay later?", "faq_paraphrase",
  facts=[["Affirm"], ["4 interest-free", "four interest-free", "4 payments", "four payments"]], pol=YES, links=[FAQ("pay-over-time")],
  ev=[("faq:pay-over-time", "Yes. Choose Affirm at checkout to split a purchase of $50 or more into 4 interest-free payments every two weeks, or into monthly payments over 6 to 24 months on orders over $250, subject to approval.")])

q("Will my insurance cover a breast pump if I buy it from you?", "faq_paraphrase",
  facts=[["E0603"], ["itemized receipt", "receipt"]], links=[FAQ("breast-pump-insurance")],
  ev=[("faq:breast-pump-insurance", "We do not bill insurance companies directly. Ask for an itemized receipt with the HCPCS code E0603 at checkout, and submit it to your insurer for reimbursement.")])

q("do car seats really have an expiration date??", "faq",
  pol=YES, facts=[["date of manufacture", "manufacture"]], links=[FAQ("car-seat-expiration")],
  ev=[("faq:car-seat-expiration", "Yes. Plastic weakens with age, so every car seat has a useful life counted from its date of manufacture, printed on a label on the seat.")])

q("Target.com has the Zip stroller for less. Will you match it?", "faq_paraphrase",
  pol=YES, facts=[["Target.com", "Target"]], links=[FAQ("price-match")], allowed=[P(ZIP)], about=[ZIP],
  ev=[("faq:price-match", "We match the current price of an identical item sold and shipped by Amazon.com, Target.com or Walmart.com, at the time of purchase or within 14 days after it.")])

q("I ordered this morning and want to change my mind, how long do I have to cancel?", "faq",
  facts=[["2 hours", "two hours"]], links=[FAQ("cancel-order")],
  ev=[("faq:cancel-order", "You can cancel an order within 2 hours of placing it from your order history.")])

q("Is there a discount for veterans?", "faq_paraphrase",
  facts=[pct(10)], pol=YES, links=[FAQ("military-discount")],
  ev=[("faq:military-discount", "Yes. Active-duty service members, veterans and their spouses get 10% off one purchase a month, in store with a military ID or online after verifying through ID.me.")])

q("Is there a place in your stores where I can breastfeed privately?", "faq_paraphrase",
  facts=[["Uptown Dallas", "Dallas"], ["Scottsdale"], ["Cherry Creek"], ["Mission Valley"]], links=[FAQ("nursing-rooms")],
  allowed=[L("loc_dallas_uptown"), L("loc_scottsdale_quarter"), L("loc_denver_cherry_creek"), L("loc_san_diego_mission_valley")],
  ev=[("faq:nursing-rooms", "Our stores at Uptown Dallas, Scottsdale Quarter, Cherry Creek and Mission Valley have a private nursing and feeding room with a glider and a changing table.")])

q("what perks do rewards members get", "faq",
  facts=[["member prices", "member pricing"], ["free returns", "free return"], usd("49.00"), usd("10.00")], links=[FAQ("nestling-rewards")],
  ev=[("faq:nestling-rewards", "Members get member prices on most items, free returns by mail, white-glove furniture delivery for $49, and a $10 reward for every $200 they spend.")])

q("Is there a subscribe and save for formula?", "faq_paraphrase",
  pol=YES, facts=[pct(5)], links=[FAQ("formula-auto-reorder")],
  ev=[("faq:formula-auto-reorder", "Yes. With Auto-Reorder you save 5% on infant formula and toddler drinks delivered every 2, 3, 4, 6 or 8 weeks, with free standard shipping.")])

q("How would I find out if something I bought gets recalled?", "faq",
  facts=[["email"]], links=[FAQ("recalls")],
  ev=[("faq:recalls", "When you buy a car seat, crib, stroller or monitor with your account or registry, we email you any recall notice for it.")])

q("Do you sell used car seats? Trying to save money", "faq",
  pol=NO, links=[FAQ("used-car-seats")], facts=[["never sell", "don't sell", "do not sell", "crash"]],
  ev=[("faq:used-car-seats", "No. We never sell used, open-box or floor-model car seats, car seat bases or boosters, because their crash history cannot be known.")])

q("How do I get ahold of an actual person?", "contact",
  facts=[["214 555 0140", "214-555-0140", "(214) 555-0140", "2145550140"]], links=[CONTACT],
  ev=[("store", "+1 214 555 0140")])

q("What hours is customer service available?", "contact",
  facts=[t("8:00"), t("20:00")], links=[CONTACT],
  ev=[("store", "Monday to Saturday 8:00–20:00 and Sunday 10:00–18:00, Central time (English and Spanish)")])

q("Do you sell my personal info to other companies?", "policy_general",
  pol=NO, links=[POL("privacy")], facts=[["never sell", "do not sell", "don't sell"]],
  ev=[("policy:privacy", "We never sell your personal information.")])

q("Can I make my baby registry private so strangers can't see it?", "policy_general",
  pol=YES, links=[POL("privacy")], allowed=[POL("registry")], facts=[["private"]],
  ev=[("policy:privacy", "You can make your registry private or searchable by link only in your registry settings.")])

q("Is everything at the Grand Prairie clearance outlet final sale?", "policy_exception",
  pol=YES, links=[POL("returns")], allowed=[L("loc_grand_prairie_outlet")], facts=[["final"]],
  ev=[("policy:returns", "Every purchase at the Clearance Outlet in Grand Prairie is final sale.")])

q("If the baby shower gift card isn't needed can I get it refunded?", "policy_exception",
  pol=NO, links=[POL("returns")], allowed=[P(GC), FAQ("gift-cards")], facts=[["gift card"]],
  ev=[("policy:returns", "Open-box items, floor models, gift cards and anything marked final sale cannot be returned or exchanged.")])

q("Can someone come put the crib together for me if I pick it up myself?", "faq_paraphrase",
  pol=YES, facts=[usd("89.00")], links=[FAQ("assembly")], allowed=[POL("car-seat-services")],
  ev=[("faq:assembly", "If you take the crib home yourself, in-home assembly costs $89 per item around Uptown Dallas and Scottsdale Quarter.")])

q("Can I use FSA money for breast pump parts?", "faq",
  pol=YES, links=[FAQ("hsa-fsa")], facts=[["FSA"]],
  ev=[("faq:hsa-fsa", "Yes, for eligible items such as breast pumps, pump parts and thermometers.")])

# ============================================================================ LOCATIONS
DAL, HOU, STA, AUS, OUT = "loc_dallas_uptown", "loc_houston_heights", "loc_houston_st_agnes", "loc_austin_domain", "loc_grand_prairie_outlet"
SCO, DEN, SAN, MIA = "loc_scottsdale_quarter", "loc_denver_cherry_creek", "loc_san_diego_mission_valley", "loc_coral_gables"

q("Is the Uptown Dallas store open right now?", "hours_now",
  pol=YES, facts=[t("20:00")], links=[L(DAL)],
  ev=[("location:" + DAL, 'thursday = "10:00-20:00"')])

q("is houston heights open rn", "hours_now",
  pol=NO, facts=[t("10:00")], links=[L(HOU)],
  ev=[("location:" + HOU, 'thursday = "10:00-19:00"'), ("location:" + HOU, 'friday = "10:00-19:00"')])

q("Is the Austin store open today? I wanted to swing by after work", "hours_closure",
  pol=NO, facts=[["remodel"], date("2027-03-21") + date("2027-03-22")], links=[L(AUS)],
  ev=[("location:" + AUS, 'title = "Closed for remodeling"'), ("location:" + AUS, 'through = "2027-03-21"')])

q("What time does Mission Valley close tonight?", "hours_now",
  facts=[t("21:00")], links=[L(SAN)],
  ev=[("location:" + SAN, 'thursday = "10:00-21:00"')])

q("What are the Scottsdale store's hours on Sundays?", "hours_day",
  facts=[t("10:00"), t("17:00")], links=[L(SCO)],
  ev=[("location:" + SCO, 'sunday = "10:00-17:00"')])

q("Will the Cherry Creek store be open on Easter Sunday?", "hours_holiday",
  pol=NO, links=[L(DEN)], facts=[["Easter"]],
  ev=[("location:" + DEN, 'title = "Easter Sunday"')])

q("Is the Nestling Express in the hospital open on Easter? We might be discharged that day", "hours_holiday",
  pol=YES, facts=[t("10:00"), t("14:00")], links=[L(STA)],
  ev=[("location:" + STA, 'hours = "10:00-14:00"')])

q("What are Uptown Dallas's hours this Saturday?", "hours_special",
  facts=[t("08:00"), t("21:00")], links=[L(DAL)], allowed=[POL("trade-in")],
  ev=[("location:" + DAL, 'title = "Trade-In Saturday"'), ("location:" + DAL, 'hours = "08:00-21:00"')])

q("what are the scottsdale hours in july", "hours_seasonal",
  facts=[t("08:00"), t("18:00")], links=[L(SCO)],
  ev=[("location:" + SCO, 'title = "Summer hours"'), ("location:" + SCO, 'hours = "08:00-18:00"')])

q("When is the clearance outlet open?", "hours_day",
  facts=[["Friday"], ["Saturday"], ["Sunday"], t("09:00"), t("18:00")], links=[L(OUT)],
  ev=[("location:" + OUT, 'friday = "09:00-18:00"'), ("location:" + OUT, 'sunday = "09:00-18:00"')])

q("Is the Grand Prairie outlet open on Saturday April 10?", "hours_closure",
  pol=NO, facts=[["inventory"]], links=[L(OUT)],
  ev=[("location:" + OUT, 'title = "Spring inventory closure"'), ("location:" + OUT, 'through = "2027-04-18"')])

q("Can I go to the clearance outlet today?", "hours_now",
  pol=NO, facts=[["Friday", "tomorrow"], t("09:00")], links=[L(OUT)],
  ev=[("location:" + OUT, 'friday = "09:00-18:00"')])

q("Which of your stores do car seat installation checks?", "amenity",
  facts=[["Uptown Dallas", "Dallas"], ["Houston Heights"], ["Cherry Creek", "Denver"], ["Mission Valley", "San Diego"]],
  links=[L(DAL), L(HOU), L(DEN), L(SAN)], allowed=[POL("car-seat-services"), FAQ("book-car-seat-check")],
  ev=[("location:" + DAL, "Car-seat installation checks"), ("location:" + HOU, "Car-seat installation checks"),
      ("location:" + DEN, "Car-seat installation checks"), ("location:" + SAN, "Car-seat installation checks")])

q("Does Houston Heights have a nursing room?", "amenity",
  pol=NO, links=[L(HOU)], facts=[["anywhere"]],
  ev=[("location:" + HOU, "No private nursing room at Houston Heights; you are welcome to feed your baby anywhere in the store.")])

q("where can i test drive strolers", "amenity",
  facts=[["Uptown Dallas", "Dallas"], ["Mission Valley", "San Diego"]], links=[L(DAL), L(SAN)], allowed=[POL("car-seat-services")],
  ev=[("location:" + DAL, "Indoor stroller test track"), ("location:" + SAN, "Indoor stroller test track")])

q("Which stores have a registry lounge?", "amenity",
  facts=[["Uptown Dallas", "Dallas"], ["Coral Gables", "Miami"]], links=[L(DAL), L(MIA)],
  ev=[("location:" + DAL, "Registry lounge"), ("location:" + MIA, "Registry lounge")])

q("Can I get my car seat checked at the Coral Gables store?", "amenity",
  pol=NO, links=[L(MIA)], allowed=[POL("car-seat-services")], facts=[["not offered", "doesn't offer", "does not offer", "not available"]],
  ev=[("location:" + MIA, "Car-seat installation checks are not offered at Coral Gables.")])

q("Can I pick up my online order at the Nestling Express in St. Agnes?", "amenity",
  pol=NO, facts=[["Houston Heights"]], links=[L(STA)], allowed=[L(HOU)],
  ev=[("location:" + STA, "Online orders cannot be picked up at Nestling Express; choose Houston Heights instead.")])

q("Is parking free at the Dallas store?", "amenity",
  pol=YES, links=[L(DAL)], facts=[["garage"]],
  ev=[("location:" + DAL, "Free parking in the garage under the store; strollers fit in the elevator.")])

q("Where do I park to visit the shop inside St. Agnes hospital?", "amenity",
  facts=[["Garage B"], ["1 hour", "one hour"]], links=[L(STA)],
  ev=[("location:" + STA, "Visitor parking in the hospital's Garage B; the shop validates 1 hour.")])

q("Can I get same-day delivery to 92110?", "service_area",
  pol=YES, facts=[["Mission Valley"]], links=[L(SAN)], allowed=[POL("shipping")],
  ev=[("location:" + SAN, 'postal_codes = { US = ["921*"] }')])

q("Do you do in-home crib assembly in 85255?", "service_area",
  pol=YES, facts=[["Scottsdale"]], links=[L(SCO)], allowed=[POL("car-seat-services"), FAQ("assembly")],
  ev=[("location:" + SCO, 'postal_codes = { US = ["852*", "853*"] }'),
      ("policy:car-seat-services", "In-home assembly is available around Uptown Dallas and Scottsdale Quarter.")])

q("Do you have a store in Miami?", "location_search",
  pol=YES, facts=[["Coral Gables"], ["2301 Ponce de Leon"]], links=[L(MIA)],
  ev=[("location:" + MIA, "2301 Ponce de Leon Blvd")])

q("What's the address of the Denver store?", "location_search",
  facts=[["2800 E 2nd Ave", "2800 E. 2nd Ave", "2800 East 2nd"]], links=[L(DEN)],
  ev=[("location:" + DEN, "2800 E 2nd Ave")])

q("phone number for nestling houston heights?", "location_search",
  facts=[["713 555 0142", "713-555-0142", "(713) 555-0142", "7135550142"]], links=[L(HOU)],
  ev=[("location:" + HOU, "+1 713 555 0142")])

q("Which Nestling stores are open right now?", "hours_now",
  facts=[["Uptown Dallas", "Dallas"], ["St. Agnes", "Nestling Express"], ["Scottsdale"], ["Cherry Creek", "Denver"], ["Mission Valley", "San Diego"]],
  none=["Houston Heights is open", "Coral Gables is open"],
  links=[L(DAL), L(STA), L(SCO), L(DEN), L(SAN)],
  ev=[("location:" + DAL, 'thursday = "10:00-20:00"'), ("location:" + STA, 'thursday = "07:00-21:00"'),
      ("location:" + SCO, 'thursday = "09:00-19:00"'), ("location:" + DEN, 'thursday = "10:00-20:00"'),
      ("location:" + SAN, 'thursday = "10:00-21:00"')])

q("I live in Fort Worth. What's the closest Nestling store?", "nearest",
  facts=[["Grand Prairie", "Clearance Outlet"]], links=[L(OUT)], allowed=[L(DAL)], none=["Distribution Center"],
  ev=[("location:" + OUT, "2950 W Interstate 20")])

q("closest store to 77030?", "nearest",
  facts=[["St. Agnes", "Nestling Express"]], links=[L(STA)], allowed=[L(HOU)],
  ev=[("location:" + STA, 'postal_code = "77030"')])

q("We're in Boulder, Colorado. Is there a Nestling anywhere near us?", "nearest",
  pol=YES, facts=[["Cherry Creek", "Denver"]], links=[L(DEN)],
  ev=[("location:" + DEN, 'address_locality = "Denver"')])

q("Houston Heights hours on Memorial Day?", "hours_holiday",
  facts=[t("10:00"), t("17:00")], links=[L(HOU)],
  ev=[("location:" + HOU, 'title = "Memorial Day"'), ("location:" + HOU, 'hours = "10:00-17:00"')])

q("Is Uptown Dallas open on the 4th of July?", "hours_holiday",
  pol=NO, links=[L(DAL)], facts=[["Independence Day", "July 4", "4th of July", "closed"]],
  ev=[("location:" + DAL, 'title = "Independence Day"')])

q("Can I return something I bought at the clearance outlet at the outlet?", "amenity",
  pol=NO, links=[L(OUT)], allowed=[POL("returns")], facts=[["final"]],
  ev=[("location:" + OUT, "All sales at the Clearance Outlet are final: no returns or exchanges.")])

q("Is Cherry Creek open Sundays, and until when?", "hours_day",
  pol=YES, facts=[t("17:00")], links=[L(DEN)],
  ev=[("location:" + DEN, 'sunday = "11:00-17:00"')])

q("Does Uptown Dallas have curbside pickup?", "amenity",
  pol=YES, links=[L(DAL)], allowed=[FAQ("curbside-pickup")], facts=[["curbside"]],
  ev=[("location:" + DAL, "Curbside pickup")])

q("Do you have any stores in Arizona?", "location_search",
  pol=YES, facts=[["Scottsdale"]], links=[L(SCO)],
  ev=[("location:" + SCO, 'address_region = "AZ"')])

q("What time does Coral Gables open tomorrow morning?", "hours_day",
  facts=[t("10:00")], links=[L(MIA)],
  ev=[("location:" + MIA, 'friday = "10:00-20:00"')])

q("Is Nestling Express at St. Agnes open right now? Dad needs to grab a car seat before discharge", "hours_now",
  pol=YES, facts=[t("21:00")], links=[L(STA)],
  ev=[("location:" + STA, 'thursday = "07:00-21:00"')])

q("do they have a nursing room there", "amenity", ids=["DEN1"],
  pol=YES, links=[L(DEN)], facts=[["nursing"]],
  ev=[("location:" + DEN, "Private nursing and feeding room")])

q("What are the weekend hours here?", "hours_day", ids=[STA],
  facts=[t("09:00"), t("13:00"), t("14:00"), t("18:00")], links=[L(STA)],
  ev=[("location:" + STA, 'saturday = ["09:00-13:00", "14:00-18:00"]')])

q("Is the Coral Gables store open right now?", "hours_now",
  pol=NO, facts=[t("20:00") + t("10:00")], links=[L(MIA)],
  ev=[("location:" + MIA, 'thursday = "10:00-20:00"')])

q("Do you deliver same day in Houston? I'm in 77008", "service_area",
  pol=YES, facts=[["Houston Heights"]], links=[L(HOU)], allowed=[POL("shipping")],
  ev=[("location:" + HOU, "radius_m = 20000"), ("policy:shipping", "Uptown Dallas, Houston Heights, Cherry Creek, Mission Valley and Coral Gables offer same-day local delivery for $12.99 on orders placed by 2:00 p.m. local time.")])

# ============================================================================ SIGNED-IN
q("Where's my travel system order? When will it get here?", "account",
  viewer="b_1", facts=[["shipped"], ["FedEx"], date("2027-03-20")], links=[ORD("ord_7101")],
  ev=[("order:ord_7101", 'status = "shipped"'), ("order:ord_7101", 'carrier = "FedEx"'), ("order:ord_7101", 'estimated_delivery = "2027-03-20"')])

q("Where's my travel system order? When will it get here?", "account_no_viewer",
  answerable=False, none=["772900114455", "FedEx", "2027-03-20", "March 20"])

q("Is my crib ready to pick up yet? Which store is it at?", "account",
  viewer="b_2", pol=YES, facts=[["Cherry Creek"]], links=[ORD("ord_7103")], allowed=[L("loc_denver_cherry_creek")],
  ev=[("order:ord_7103", 'status = "ready_for_pickup"'), ("order:ord_7103", 'pickup_location = "loc_denver_cherry_creek"')])

q("Is order #NB7103 ready for pickup?", "account_no_viewer",
  answerable=False, none=["Cherry Creek", "635.83"])

q("When is my glider supposed to be delivered?", "account",
  viewer="b_2", facts=[date("2027-04-01")], links=[ORD("ord_7104")],
  ev=[("order:ord_7104", 'estimated_delivery = "2027-04-01"')])

q("what happened to my zip stroller order? I never got it", "account",
  viewer="b_3", facts=[["cancelled", "canceled"]], links=[ORD("ord_7105")],
  ev=[("order:ord_7105", 'status = "cancelled"')])

q("Can I still return the Guardian car seat I ordered last week? We already installed it in the car but it's a tight fit.", "account",
  viewer="b_3", pol=NO, facts=[["installed"]], links=[POL("returns")], allowed=[ORD("ord_7106"), P(G3), POL("car-seat-services")], about=[G3],
  ev=[("policy:returns", "A seat that has been installed cannot be returned, because we cannot confirm it has not been in a crash."),
      ("order:ord_7106", 'variant = "guardian-3in1-sage"')])

q("What perks come with my membership?", "account",
  viewer="b_1", facts=[["Nestling Rewards"], ["Free returns by mail", "free returns"], usd("49.00")], 
  ev=[("buyer:b_1", 'membership = "Nestling Rewards"'),
      ("buyer:b_1", "Free returns by mail"), ("buyer:b_1", "White-glove furniture delivery for $49")])

q("How much would the extra Guardian infant base be for me with my member price?", "account",
  viewer="b_1", facts=[usd("94.99")], links=[P(GB)],
  ev=[("product:" + GB, 'member_price = "94.99"')])

q("How much did I pay for the formula order back in February?", "account",
  viewer="b_1", facts=[usd("153.79")], links=[ORD("ord_7102")],
  ev=[("order:ord_7102", 'total = "153.79"')])

q("What's the tracking number on order NB7106?", "account",
  viewer="b_3", facts=[["1Z88V2410312345678"]], links=[ORD("ord_7106")],
  ev=[("order:ord_7106", 'number = "1Z88V2410312345678"')])

q("What's the tracking number on order NB7106?", "account_no_viewer",
  answerable=False, none=["1Z88V2410312345678", "UPS"])

# ============================================================================ OPERATIONS
q("Add the Guardian 3-in-1 in Sage to my cart. Also is it FAA approved?", "operation",
  op=True, facts=[["harness"]], links=[P(G3)],
  ev=[("product:" + G3, "approved for aircraft in harness modes only, not in booster mode")])

q("Book me a car seat check at Cherry Creek this Saturday morning — how long does it take?", "operation",
  op=True, facts=[["30 minutes", "30 min", "half an hour", "thirty minutes"]], links=[POL("car-seat-services")],
  allowed=[L("loc_denver_cherry_creek"), FAQ("book-car-seat-check")],
  ev=[("policy:car-seat-services", "A check takes about 30 minutes per seat.")])

q("Cancel my glider order #NB7104 please", "operation", viewer="b_2",
  op=True, facts=[["delivery is scheduled", "delivery has been scheduled", "until delivery", "before delivery"]],
  links=[FAQ("cancel-order")], allowed=[ORD("ord_7104")],
  ev=[("faq:cancel-order", "White-glove furniture orders can be cancelled free until delivery is scheduled.")],
  none=["has been cancelled", "has been canceled"])

q("Apply my trade-in coupon to this cart — does it even work on the extra base?", "operation", ids=["cart_n4k8r2"],
  op=True, pol=YES, facts=[pct(20)], links=[POL("trade-in")], allowed=[P(GB), P(RC)], about=[GB],
  ev=[("policy:trade-in", "Trade in any car seat, car seat base or booster, of any brand and in any condition, including expired or crash-involved seats, and get a coupon for 20% off one new car seat, car seat base, booster or travel system.")])

q("Reserve the open-box Voyager at Uptown Dallas for me, I can come tomorrow. Is it still there?", "operation",
  op=True, pol=YES, facts=[["Uptown Dallas", "Dallas"]], links=[P(VO)], allowed=[L("loc_dallas_uptown")],
  ev=[("inventory", "loc_dallas_uptown,voyager-stroller-open-box-black,1")])

q("Put 10 tubs of Little Harvest Organic formula in my cart", "operation",
  op=True, facts=[["8 tubs", "eight tubs", "8 per order", "limit of 8"]], links=[POL("shipping")], allowed=[P(FO)], about=[FO],
  ev=[("policy:shipping", "To keep formula on the shelves for every family, online orders are limited to 8 tubs of infant formula per order.")])

q("Sign me up for Nestling Rewards. What do I get?", "operation",
  op=True, facts=[["member prices", "member pricing"], ["free returns", "free return"]], links=[FAQ("nestling-rewards")],
  ev=[("faq:nestling-rewards", "Members get member prices on most items, free returns by mail, white-glove furniture delivery for $49, and a $10 reward for every $200 they spend.")])

q("Schedule someone to assemble our crib at home in Scottsdale next week. How much is that?", "operation",
  op=True, facts=[usd("89.00")], links=[POL("car-seat-services")], allowed=[FAQ("assembly"), L("loc_scottsdale_quarter")],
  ev=[("policy:car-seat-services", "In-home assembly of cribs, dressers and other nursery furniture costs $89 per item and is free with white-glove delivery.")])

q("add the haven toddler conversion kit in natural to my cart - does it come with the crib?", "operation",
  op=True, pol=NO, facts=[["not included", "sold alone", "does not include", "doesn't include"]], links=[P(HK)], allowed=[P(HC)],
  ev=[("product:" + HK, "Sold alone: the crib is not included.")])

q("Create a baby registry for me, due date is August 3. When does the completion discount start?", "operation",
  op=True, facts=[days(60)], links=[POL("registry")],
  ev=[("policy:registry", "From 60 days before your due date, you get a one-time 15% completion discount on everything still left on your registry.")])

q("Switch the pickup store on my order NB7103 to Uptown Dallas", "operation", viewer="b_2",
  op=True, facts=[["Cherry Creek"]], links=[ORD("ord_7103")], allowed=[L("loc_dallas_uptown"), L("loc_denver_cherry_creek")],
  ev=[("order:ord_7103", 'pickup_location = "loc_denver_cherry_creek"')])

q("Take the rain cover out of this cart and tell me what's left in it", "operation", ids=["cart_n4k8r2"],
  op=True, facts=[["Guardian Infant Car Seat Base", "base"]], allowed=[P(GB), P(RC)], about=[GB],
  ev=[("cart:cart_n4k8r2", 'variant = "guardian-infant-base"')])

q("Agrega la carriola Zip en color Blush a mi carrito. ¿Cuánto pesa?", "operation", lang="es",
  op=True, facts=[lb(13.2) + ["13,2 lb", "13,2 libras"]], links=[P(ZIP)],
  ev=[("product:" + ZIP, "stroller_weight_lb = 13.2")])

q("Order the Watchful monitor plus one add-on camera for me. The camera definitely works with that monitor, right?", "operation",
  op=True, pol=YES, facts=[["Watchful"]], links=[P(CAM)], allowed=[P(MON)], about=[CAM, MON],
  ev=[("product:" + CAM, "An extra pan-and-tilt camera for a second room."), ("product:" + MON, "Add up to 3 Watchful Add-On Cameras, for 4 cameras in all.")])

q("Start a return for the formula from my February order, the tubs are still sealed. Am I still within the window?", "operation", viewer="b_1",
  op=True, pol=YES, facts=[days(60)], links=[POL("returns")], allowed=[ORD("ord_7102"), P(FO)], about=[FO],
  ev=[("policy:returns", "Unopened, with the seal intact, they follow the general 60-day rule."),
      ("order:ord_7102", 'delivered_at = "2027-02-24T19:10:00Z"')])

q("Hold the Slate Haven crib at Cherry Creek for me until Saturday - do they have one?", "operation",
  op=True, pol=YES, facts=[["Cherry Creek"]], links=[P(HC)], allowed=[L("loc_denver_cherry_creek")],
  ev=[("inventory", "loc_denver_cherry_creek,haven-crib-slate,1")])

q("Sign me up for Auto-Reorder on the Little Harvest Gentle formula every 3 weeks. How much do I save?", "operation",
  op=True, facts=[pct(5)], links=[FAQ("formula-auto-reorder")], allowed=[P(FG)], about=[FG],
  ev=[("faq:formula-auto-reorder", "Yes. With Auto-Reorder you save 5% on infant formula and toddler drinks delivered every 2, 3, 4, 6 or 8 weeks, with free standard shipping.")])

q("Buy a $100 gift card and email it to my sister. Does it expire?", "operation",
  op=True, pol=NO, facts=[["never expire"]], links=[P(GC)], allowed=[FAQ("gift-cards")],
  ev=[("product:" + GC, "Gift cards never expire and cannot be returned or redeemed for cash except where required by law.")])

q("Cancela mi revisión de silla de auto del sábado. ¿Con cuánta anticipación tengo que avisar?", "operation", lang="es",
  op=True, facts=[["24 horas", "24 hours", "24 h"]], links=[POL("car-seat-services.es")], allowed=[POL("car-seat-services")],
  ev=[("policy:car-seat-services.es", "Cancela o cambia tu cita con al menos 24 horas de anticipación.")])

# ============================================================================ FOLLOW-UPS
conv([
    dict(query="Tell me about the Haven 4-in-1 convertible crib", facts=[["toddler bed"], ["full-size bed", "full size bed"]], links=[P(HC)],
         ev=[("product:" + HC, "A solid New Zealand pine crib that grows with your child: crib, toddler bed, daybed and full-size bed.")], cat="product_attribute"),
    dict(query="does it come with the toddler rail?", pol=NO, facts=[["sold separately", "separately", "not included"]], links=[P(HC)], allowed=[P(HK)],
         follow=HC, ev=[("product:" + HC, "Converting to a toddler bed needs the Haven Toddler Bed Conversion Kit, and converting to a full-size bed needs the Haven Full-Size Bed Rails; both are sold separately.")]),
    dict(query="how much is that kit?", facts=[usd("89.00")], links=[P(HK)], allowed=[P(HC)], follow=HK,
         ev=[("variant:haven-toddler-kit-white", "89.00")]),
])

conv([
    dict(query="What's the weight limit on the Zip stroller?", facts=[lb(45)], links=[P(ZIP)], cat="product_limit",
         ev=[("product:" + ZIP, "For children from 6 months up to 45 lb.")]),
    dict(query="and the Voyager?", facts=[lb(50)], links=[P(VS)], allowed=[P(VT), P(VO)], follow=VS,
         ev=[("product:" + VS, "The seat reclines flat for naps and holds children up to 50 lb.")]),
])

conv([
    dict(query="Does the Little Harvest organic formula contain soy?", pol=YES, facts=[["soy"]], links=[P(FO)], cat="allergen",
         ev=[("product:" + FO, "Allergens: Contains milk and soy.")]),
    dict(query="what about the gentle one?", facts=[["soy-free", "soy free", "no soy", "does not contain soy", "doesn't contain soy"]], links=[P(FG)], follow=FG,
         ev=[("product:" + FG, "Soy-free.")]),
])

conv([
    dict(query="Is the Cherry Creek store open right now?", pol=YES, facts=[t("20:00")], links=[L(DEN)], cat="hours_now",
         ev=[("location:" + DEN, 'thursday = "10:00-20:00"')]),
    dict(query="do they do car seat checks there?", pol=YES, links=[L(DEN)], allowed=[POL("car-seat-services"), FAQ("book-car-seat-check")],
         facts=[["car-seat", "car seat"]], follow=f"gid://{AUTH}/Location/{DEN}",
         ev=[("location:" + DEN, "Car-seat installation checks")]),
    dict(query="how long does it take?", facts=[["30 minutes", "30 min", "half an hour", "thirty minutes"]], links=[POL("car-seat-services")],
         allowed=[L(DEN), FAQ("book-car-seat-check")],
         ev=[("policy:car-seat-services", "A check takes about 30 minutes per seat.")]),
])

conv([
    dict(query="Does the Guardian infant car seat fit on the Voyager stroller?", pol=YES, facts=[["Voyager"]], links=[P(GI)], allowed=[P(VS), P(VT)],
         about=[GI, VS], cat="product_compat",
         ev=[("product:" + GI, "The seat clicks into its base and straight onto the Voyager stroller without adapters.")]),
    dict(query="is there a bundle that has both?", pol=YES, facts=[["Travel System"]], links=[P(VT)], follow=VT,
         ev=[("product:" + VT, "The Voyager Full-Size Stroller and the Guardian Infant Car Seat with its base, together in one box at a bundle price.")]),
    dict(query="how much is it?", facts=[usd("599.00")], links=[P(VT)], follow=VT,
         ev=[("variant:voyager-travel-system-sand", "599.00")]),
])

conv([
    dict(query="How much is the PureMilk double electric breast pump?", facts=[usd("229.00")], links=[P(PE)], cat="price",
         ev=[("product:" + PE, 'price = "229.00"')]),
    dict(query="is it HSA eligible?", pol=YES, facts=[["HSA"]], links=[P(PE)], allowed=[FAQ("hsa-fsa")], follow=PE,
         ev=[("product:" + PE, "HSA and FSA eligible.")]),
    dict(query="and the manual one?", pol=YES, facts=[["HSA"]], links=[P(PM)], allowed=[FAQ("hsa-fsa")], follow=PM,
         ev=[("product:" + PM, "HSA and FSA eligible.")]),
])

conv([
    dict(query="¿Cuánto cuesta la silla de auto Guardian 3 en 1?", lang="es", facts=[usd("299.99")], links=[P(G3)], cat="price",
         ev=[("variant:guardian-3in1-graphite", "299.99")]),
    dict(query="¿Y hasta qué peso se puede usar mirando hacia atrás?", lang="es", facts=[lb(40)], links=[P(G3)], follow=G3,
         ev=[("product:" + G3, G3_DESC)]),
])

conv([
    dict(query="Where's order NB7101?", viewer="b_1", facts=[["shipped"], ["FedEx"]], links=[ORD("ord_7101")], cat="account",
         ev=[("order:ord_7101", 'status = "shipped"'), ("order:ord_7101", 'carrier = "FedEx"')]),
    dict(query="what's the tracking number?", answerable=False, none=["772900114455"], cat="account_no_viewer"),
])

conv([
    dict(query="Tell me about the Roamer booster seat", facts=[lb(40), lb(120)], links=[P(RB)], cat="product_attribute",
         ev=[("product:" + RB, "A belt-positioning booster for big kids from 40 to 120 lb and 38 to 57 in tall, at least 4 years old.")]),
    dict(query="could my 35 lb 3 year old use it?", pol=NO, facts=[lb(40)], links=[P(RB)], allowed=[P(G3)], follow=RB,
         ev=[("product:" + RB, "A belt-positioning booster for big kids from 40 to 120 lb and 38 to 57 in tall, at least 4 years old.")]),
])

conv([
    dict(query="How many cameras come with the Watchful monitor?", facts=[["one camera", "1 camera", "single camera", "one pan-and-tilt camera", "one pan", "1 pan", "just one", "only one"]], links=[P(MON)], cat="product_attribute",
         ev=[("product:" + MON, "cameras_included = 1")]),
    dict(query="How much is an extra camera?", facts=[usd("89.00")], links=[P(CAM)], allowed=[P(MON)], follow=CAM,
         ev=[("product:" + CAM, 'price = "89.00"')]),
    dict(query="does that one have night vision too?", pol=YES, facts=[["night vision"]], links=[P(CAM)], follow=CAM,
         ev=[("product:" + CAM, "night_vision = true")]),
])

# ============================================================================ SPANISH
q("¿Cuánto tiempo tengo para devolver un artículo?", "es_policy", lang="es",
  facts=[days(60)], links=[POL("returns.es")], allowed=[POL("returns")],
  ev=[("policy:returns.es", "Los artículos sin usar y en su empaque original se pueden devolver dentro de los 60 días posteriores a la compra o la entrega para obtener un reembolso completo al método de pago original.")])

q("¿El envío es gratis?", "es_policy", lang="es",
  facts=[usd("49.00"), usd("6.99")], links=[POL("shipping.es")], allowed=[POL("shipping")],
  ev=[("policy:shipping.es", "El envío estándar es gratis en pedidos de 49 USD o más; en pedidos menores de 49 USD cuesta 6,99 USD.")])

q("¿La fórmula orgánica Little Harvest contiene soya?", "es_product", lang="es",
  pol=YES, facts=[["soya", "soy"]], links=[P(FO)],
  ev=[("product:" + FO, "Alérgenos: Contiene leche y soya.")])

q("¿En qué tiendas revisan la instalación de sillas de auto?", "es_location", lang="es",
  facts=[["Uptown Dallas", "Dallas"], ["Houston Heights"], ["Cherry Creek", "Denver"], ["Mission Valley", "San Diego"]],
  links=[L(DAL), L(HOU), L(DEN), L(SAN)], allowed=[POL("car-seat-services.es"), POL("car-seat-services"), FAQ("es-revision-silla")],
  ev=[("policy:car-seat-services.es", "Las revisiones se ofrecen en Uptown Dallas, Houston Heights, Cherry Creek (Denver) y Mission Valley (San Diego), de martes a sábado, de 10:00 a 17:00, hora local.")])

q("Abrí el sacaleches pero nunca lo usé. ¿Lo puedo devolver?", "es_policy", lang="es",
  pol=NO, facts=[["abiert", "higiene", "opened"]], links=[POL("returns.es")], allowed=[POL("returns")],
  ev=[("policy:returns.es", "Por razones de salud e higiene, no se aceptan devoluciones de los siguientes artículos una vez abiertos: sacaleches y sus piezas, tetinas y chupones, fórmula infantil y comida para bebé, y colchones de cuna sin su envoltura de plástico.")])

q("¿Hasta qué peso aguanta la carriola Zip?", "es_product", lang="es",
  facts=[lb(45)], links=[P(ZIP)],
  ev=[("product:" + ZIP, "For children from 6 months up to 45 lb.")])

q("¿Está abierta ahorita la tienda de Coral Gables?", "es_location", lang="es",
  pol=NO, facts=[t("20:00") + t("10:00")], links=[L(MIA)],
  ev=[("location:" + MIA, 'thursday = "10:00-20:00"')])

q("¿Cuánto cobran por armar la cuna en mi casa?", "es_policy", lang="es",
  facts=[usd("89.00")], links=[POL("car-seat-services.es")], allowed=[POL("car-seat-services"), FAQ("assembly")],
  ev=[("policy:car-seat-services.es", "El armado a domicilio de cunas, cómodas y otros muebles cuesta 89 USD por artículo y es gratis con la entrega especial de muebles.")])

q("¿Aceptan pagos en cuotas?", "es_faq", lang="es",
  pol=YES, facts=[["Affirm"]], links=[FAQ("es-pagos")], allowed=[FAQ("pay-over-time")],
  ev=[("faq:es-pagos", "Sí. Elige Affirm al pagar para dividir compras de 50 USD o más en 4 pagos sin intereses cada dos semanas, o en pagos mensuales de 6 a 24 meses en pedidos de más de 250 USD, sujeto a aprobación.")])

q("¿Hay alguien que hable español en la tienda de Scottsdale?", "es_faq", lang="es",
  pol=YES, facts=[["bilingüe", "bilingual", "español"]], links=[FAQ("es-espanol")], allowed=[L(SCO)],
  ev=[("faq:es-espanol", "Sí. Nuestro servicio al cliente atiende en español por teléfono al +1 214 555 0140 y por correo, y en todas nuestras tiendas de Texas, Arizona, California y Florida hay personal bilingüe.")])

q("¿La cuna Haven 4 en 1 incluye el kit para convertirla en cama para niño?", "es_product", lang="es",
  pol=NO, facts=[["por separado", "separately", "sold separately", "no incluye", "not included"]], links=[P(HC)], allowed=[P(HK)],
  ev=[("product:" + HC, "Converting to a toddler bed needs the Haven Toddler Bed Conversion Kit, and converting to a full-size bed needs the Haven Full-Size Bed Rails; both are sold separately.")])

q("¿Hacen envíos a México?", "es_policy", lang="es",
  pol=NO, facts=[["Estados Unidos", "United States", "EE. UU."]], links=[POL("shipping.es")], allowed=[POL("shipping")],
  ev=[("policy:shipping.es", "No enviamos fuera de Estados Unidos.")])

q("¿En cuánto tiempo me regresan mi dinero?", "es_policy", lang="es",
  facts=[days(7)], links=[POL("returns.es")], allowed=[POL("returns")],
  ev=[("policy:returns.es", "Emitimos el reembolso dentro de los 7 días hábiles siguientes a la recepción de tu devolución.")])

q("Ya instalé la silla de auto en mi carro pero no me gustó. ¿Todavía la puedo devolver?", "es_policy", lang="es",
  pol=NO, facts=[["instal"]], links=[POL("returns.es")], allowed=[POL("returns")],
  ev=[("policy:returns.es", "Una silla que ya se instaló no se puede devolver, porque no podemos confirmar que no haya estado en un choque.")])

q("¿Cuánto cuesta la entrega especial de muebles?", "es_policy", lang="es",
  facts=[usd("99.00"), usd("49.00")], links=[POL("shipping.es")], allowed=[POL("shipping")],
  ev=[("policy:shipping.es", "Las cunas, mecedoras, cómodas y otros muebles grandes se envían con entrega especial por una tarifa fija de 99 USD, o 49 USD para miembros de Nestling Rewards.")])

q("¿Cómo funciona el descuento de la lista de bebé?", "es_faq", lang="es",
  facts=[pct(15), days(60)], links=[FAQ("es-lista-bebe")], allowed=[POL("registry")],
  ev=[("faq:es-lista-bebe", "Desde 60 días antes de la fecha de parto recibes un descuento único del 15% en todo lo que quede en tu lista, y al agregar 10 artículos puedes recoger una Caja de Bienvenida gratis.")])

q("¿El monitor Watchful necesita wifi?", "es_product", lang="es",
  pol=NO, facts=[["Wi-Fi", "wifi"]], links=[P(MON)],
  ev=[("product:" + MON, "It does not use Wi-Fi or an app, so nothing goes over the internet.")])

q("¿Cuál es el horario de la tienda de Scottsdale los domingos?", "es_location", lang="es",
  facts=[t("10:00"), t("17:00")], links=[L(SCO)],
  ev=[("location:" + SCO, 'sunday = "10:00-17:00"')])

q("¿Cuánto dura la revisión de la silla de auto?", "es_policy", lang="es",
  facts=[["30 minutos", "30 minutes", "30 min", "media hora"]], links=[POL("car-seat-services.es")], allowed=[POL("car-seat-services"), FAQ("es-revision-silla")],
  ev=[("policy:car-seat-services.es", "Cada revisión dura unos 30 minutos por silla.")])

q("¿Las galletas de dentición Little Harvest tienen gluten?", "es_product", lang="es",
  pol=YES, facts=[["trigo", "wheat"]], links=[P(TW)],
  ev=[("product:" + TW, "Alérgenos: Contiene trigo y leche.")])

q("¿Las sillas de auto tienen fecha de caducidad?", "es_faq", lang="es",
  pol=YES, facts=[years(10), years(7)], links=[FAQ("car-seat-expiration")],
  ev=[("faq:car-seat-expiration", "The Guardian 3-in-1 Convertible Car Seat lasts 10 years and the Guardian Infant Car Seat 7 years.")])

# ============================================================================ OTHER LANGUAGES (no content in them)
q("Le siège auto Guardian 3-en-1 est-il homologué pour l'avion ?", "other_language", lang="fr",
  pol=YES, facts=[["harness", "harnais"]], links=[P(G3)],
  ev=[("product:" + G3, "approved for aircraft in harness modes only, not in booster mode")])

q("Cửa hàng Houston Heights đóng cửa lúc mấy giờ?", "other_language", lang="vi",
  facts=[t("19:00")], links=[L(HOU)],
  ev=[("location:" + HOU, 'thursday = "10:00-19:00"')])

q("Quanto tempo eu tenho para devolver um produto?", "other_language", lang="pt",
  facts=[days(60) + ["60 dias"]], links=[POL("returns")], allowed=[POL("returns.es")],
  ev=[("policy:returns", "Unused items in their original packaging can be returned within 60 days of purchase or delivery for a full refund to the original payment method.")])

q("Zip 婴儿推车有多重？", "other_language", lang="zh",
  facts=[["13.2"]], links=[P(ZIP)],
  ev=[("product:" + ZIP, "stroller_weight_lb = 13.2")])

q("Ist die Little Harvest Gentle Säuglingsnahrung sojafrei?", "other_language", lang="de",
  pol=YES, facts=[["soy-free", "soy free", "sojafrei", "soja"]], links=[P(FG)],
  ev=[("product:" + FG, "Soy-free.")])

# ============================================================================ NOT FOUND
q("Is this one in stock in Dallas?", "not_found", ids=["VOY-S-PNK"], answerable=False, not_found=["VOY-S-PNK"])
q("What's the rear-facing limit on this seat?", "not_found", ids=[f"gid://{AUTH}/Product/guardian-4in1-car-seat"],
  answerable=False, not_found=[f"gid://{AUTH}/Product/guardian-4in1-car-seat"])
q("is this store open on sunday", "not_found", ids=["loc_austin_downtown"], answerable=False, not_found=["loc_austin_downtown"])

# ============================================================================ UNANSWERABLE
UNANSWERABLE = [
    ("Will the Guardian 3-in-1 fit rear-facing in the third row of a 2021 Honda Odyssey?", [G3]),
    ("What's the side impact crash test rating for the Guardian infant car seat?", [GI]),
    ("Do you rent hospital-grade breast pumps?", []),
    ("Do you offer layaway?", []),
    ("Where is the Haven convertible crib manufactured?", [HC]),
    ("Do you sell cloth diapers?", []),
    ("Are there lactation consultants at the Dallas store?", []),
    ("can i go jogging with the voyager stroller", [VS]),
    ("Is the Watchful monitor's signal encrypted?", [MON]),
    ("Do you sell a snack tray that fits the Zip stroller?", [ZIP]),
    ("Do you do newborn photo sessions in store?", []),
    ("Is the Scottsdale store hiring?", []),
    ("Are the Guardian 3-in-1 seat fabrics free of flame retardant chemicals?", [G3]),
    ("How long does the Snooze play yard take to set up?", [SPY]),
    ("Does the Cherry Creek store have a family restroom?", []),
    ("Do you offer free gift wrapping?", []),
    ("What's the seat height of the Glide glider?", [GL]),
    ("How loud is the PureMilk double pump in decibels?", [PE]),
    ("Do you carry Doona car seats?", []),
    ("Does the Tiny Bites high chair come with a seat cushion?", [HCH]),
    ("How many calories are in one scoop of Little Harvest Organic formula?", [FO]),
    ("What APR does Affirm charge on a 12-month plan?", []),
    ("Are you opening a store in Las Vegas?", []),
    ("Is the Tiny Bites tray BPA free?", [HCH]),
    ("Can I bring my dog into the store?", []),
    ("What's the shelf life of an unopened tub of Little Harvest Organic formula?", [FO]),
    ("Does the Voyager stroller have a hand brake on the handlebar?", [VS]),
    ("Do you have a student discount?", []),
    ("Does the Hush sound machine work with Alexa?", [HUSH]),
    ("what's the wifi password at uptown dallas", []),
    ("How many stars do customers give the Guardian infant seat?", [GI]),
    ("Do you offer a teacher or nurse discount?", []),
]
for text, named in UNANSWERABLE:
    q(text, "unanswerable", answerable=False, about=named, allowed=[P(x) for x in named])

q("¿Ofrecen clases de preparación para el parto en sus tiendas?", "unanswerable", lang="es", answerable=False)


# ----------------------------------------------------------------------------- verify evidence
def blocks(path, header):
    text = open(path, encoding="utf-8").read()
    parts = re.split(r"(?m)^\[\[" + re.escape(header) + r"\]\]\s*$", text)
    return parts[1:]


def record_text(source):
    kind, _, key = source.partition(":")
    if kind == "store":
        return open(os.path.join(STORE, "store.toml"), encoding="utf-8").read()
    if kind == "policy":
        return open(os.path.join(STORE, "policies", key + ".md"), encoding="utf-8").read()
    if kind == "inventory":
        return open(os.path.join(STORE, "inventory.csv"), encoding="utf-8").read()
    files = {"faq": ["faq.toml"], "product": glob.glob(os.path.join(STORE, "products", "*.toml")),
             "variant": glob.glob(os.path.join(STORE, "products", "*.toml")),
             "location": glob.glob(os.path.join(STORE, "locations", "*.toml")),
             "order": ["orders.toml"], "buyer": ["buyers.toml"], "cart": ["carts.toml"]}[kind]
    header = {"faq": "faq", "product": "product", "variant": "product", "location": "location",
              "order": "order", "buyer": "buyer", "cart": "cart"}[kind]
    for f in files:
        for b in blocks(os.path.join(STORE, f), header):
            if kind == "variant":
                if f'id = "{key}"' in b or (f'\nid = "{key}"' in "\n" + b):
                    if kind == "variant":
                        # return the variant's own sub-block when it has variants
                        vs = re.split(r"(?m)^\[\[product\.variants\]\]\s*$", b)
                        for v in vs[1:]:
                            if f'id = "{key}"' in v:
                                return v
                        return b
            elif re.search(r'(?m)^id = "' + re.escape(key) + '"', b):
                return b
    raise SystemExit(f"unknown evidence source {source}")


problems = 0
for i, r in enumerate(QS, 1):
    r["id"] = f"Q{i:03d}"
    for e in r.get("evidence", []):
        if e["quote"] not in record_text(e["source"]):
            problems += 1
            print(f"{r['id']}: quote not in {e['source']}: {e['quote']!r}", file=sys.stderr)
    for pid in [l["id"].rsplit("/", 1)[1] for l in r["links_required"] + r["links_allowed"] if "/Product/" in l.get("id", "")]:
        assert pid in PRODUCTS, (r["id"], pid)
if problems:
    raise SystemExit(f"{problems} evidence problems")

with open(os.path.join(SUITE, "questions.jsonl"), "w", encoding="utf-8") as out:
    for r in QS:
        out.write(json.dumps(r, ensure_ascii=False) + "\n")

# summary
from collections import Counter
c = Counter(r["category"] for r in QS)
print(len(QS), "questions")
for k, v in sorted(c.items()):
    print(f"  {k}: {v}")
print("polarity:", sum(1 for r in QS if "polarity" in r),
      "yes:", sum(1 for r in QS if r.get("polarity") == "yes"), "no:", sum(1 for r in QS if r.get("polarity") == "no"))
print("unanswerable:", sum(1 for r in QS if not r["answerable"]))
print("operations:", sum(1 for r in QS if r["operation"]))
print("multi-turn groups:", len({r["group"] for r in QS if r["turn"] > 1}),
      "turns in them:", sum(1 for r in QS if r["group"] in {x["group"] for x in QS if x["turn"] > 1}))
print("viewer:", sum(1 for r in QS if "viewer" in r))
print("languages:", Counter((r.get("context") or {}).get("language", "en") for r in QS))
print("ids-grounded:", sum(1 for r in QS if r.get("ids")))
