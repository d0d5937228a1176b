#!/usr/bin/env python3
"""Writes garden/questions.jsonl: the blind question set for Hollyhock & Vine Garden Centres.

Labelled for now = 2026-12-11T17:15:00Z (Friday; London and Dublin are both on UTC+0).
Every evidence quote is checked against the raw text of the record it names before writing.
"""
import json, os, re, sys, glob

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.path.join(HERE, "garden")
STORE = os.path.join(SUITE, "store")
AUTH = "hollyhockandvine"
SITE = "https://www.hollyhockandvine.example"

# ---------------------------------------------------------------------------- links
def pr(pid): return {"id": f"gid://{AUTH}/Product/{pid}"}
def po(stem): return {"url": f"{SITE}/policies/{stem}"}
def fq(fid): return {"url": f"{SITE}/pages/faq#{fid}"}
LOCURL = {
    "loc_harrogate": "harrogate", "loc_cheltenham": "cheltenham", "loc_guildford": "guildford",
    "loc_norwich": "norwich", "loc_abergavenny": "abergavenny", "loc_edinburgh": "edinburgh",
    "loc_pitlochry": "pitlochry", "loc_dublin": "dublin-leopardstown", "loc_cork": "cork-ballincollig",
}
def lo(lid): return {"url": f"{SITE}/stores/{LOCURL[lid]}"}
def od(oid): return {"id": f"gid://{AUTH}/Order/{oid}"}
def gid(pid): return f"gid://{AUTH}/Product/{pid}"
CONTACT = {"url": f"{SITE}/pages/contact"}
NOP = [{"type": "info", "code": "operation_not_performed"}]

# ---------------------------------------------------------------------------- fact helpers
def T(hhmm):
    """Accepted spellings of a clock time."""
    h, m = map(int, hhmm.split(":"))
    out = [f"{h:02d}:{m:02d}", f"{h}:{m:02d}", f"{h:02d}.{m:02d}"]
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    if m == 0:
        out += [f"{h12}{ap}", f"{h12} {ap}", f"{h12}:00{ap}", f"{h12}:00 {ap}", f"{h12}.00{ap}", f"{h12}.00 {ap}"]
        if h == 12: out += ["noon", "midday"]
    else:
        out += [f"{h12}:{m:02d}{ap}", f"{h12}:{m:02d} {ap}", f"{h12}.{m:02d}{ap}", f"{h12}.{m:02d} {ap}"]
    return sorted(set(out))

def M(amount):
    """A price in pounds."""
    a = amount
    out = [a]
    if a.endswith(".00"): out.append("£" + a[:-3])
    return out

# ---------------------------------------------------------------------------- questions
QS = []
_group = [0]
def Q(query, cat, facts=(), req=(), allow=(), disc=(), ev=(), pol=None, ans=True, op=False,
      ids=None, ctx=None, none=(), viewer=None, grp=None, turn=1, fu=None, nf=(), msgs=None, forbid=()):
    if grp is None:
        _group[0] += 1
        grp = _group[0]
    fl = []
    for f in facts:
        fl.append([f] if isinstance(f, str) else list(f))
    q = {
        "id": f"Q{len(QS)+1:03d}", "group": f"G{grp:03d}", "turn": turn, "query": query,
        "category": cat, "answerable": ans, "operation": op, "facts": fl, "facts_none": list(none),
        "links_required": list(req), "links_allowed": list(allow),
        "messages_required": list(msgs if msgs is not None else (NOP if op else [])),
        "messages_forbidden": list(forbid), "disclosures": list(disc), "not_found": list(nf),
    }
    if ids: q["ids"] = list(ids)
    if ctx: q["context"] = ctx
    if pol: q["polarity"] = pol
    if viewer: q["viewer"] = {"buyer": viewer, "scopes": ["dev.ucp.common.ask:read"]}
    if fu: q["followup_entity"] = fu
    if ans:
        assert ev, f"answerable question without evidence: {query}"
        q["evidence"] = [{"source": s, "quote": t} for s, t in ev]
    else:
        assert not fl, f"unanswerable question with facts: {query}"
        if ev: q["evidence"] = [{"source": s, "quote": t} for s, t in ev]
    QS.append(q)
    return grp

def conv():
    _group[0] += 1
    return _group[0]

def E(src, quote): return (src, quote)

# Notice code sets
WK_TOTAL = ["ppp_safe_use", "aquatic_hazard", "keep_away_children_pets"]

###############################################################################
# PRODUCTS
###############################################################################
P = "product"
# --- lavender
Q("How big does the Hidcote lavender get when it's fully grown?", "product_attribute",
  facts=[["50 cm", "50cm", "50 centimetres"], ["60 cm", "60cm", "60 centimetres"]],
  req=[pr("lavender-hidcote")],
  ev=[E("product:lavender-hidcote", "50"), E("product:lavender-hidcote", "60")])
Q("will hidcote lavender survive a proper winter outside in north yorkshire?", "product_attribute",
  facts=[["fully hardy", "fully_hardy", "H5"]], pol="yes",
  req=[pr("lavender-hidcote")], allow=[po("plant-guarantee")],
  ev=[E("product:lavender-hidcote", "fully_hardy"), E("product:lavender-hidcote", "H5")])
Q("Is the French lavender Papillon as hardy as the English Hidcote one?", "product_compare",
  facts=[["H4", "borderline"]], pol="no",
  req=[pr("lavender-papillon")], allow=[pr("lavender-hidcote")],
  ev=[E("product:lavender-papillon", "borderline_hardy"), E("product:lavender-papillon", "H4"),
      E("product:lavender-hidcote", "H5")])
Q("Does Papillon lavender need a sunny spot?", "product_attribute",
  facts=[["full sun", "full_sun", "sunny"]], pol="yes", req=[pr("lavender-papillon")],
  ev=[E("product:lavender-papillon", "full_sun")])
Q("What pot sizes does English Lavender 'Hidcote' come in, and what do they cost?", "product_variant",
  facts=[["9 cm", "9cm"], ["1 litre", "1 l", "1l", "1-litre"], ["3 litre", "3 l", "3l", "3-litre"],
         ["3.99"], ["7.99"], ["14.99"]],
  req=[pr("lavender-hidcote")],
  ev=[E("variant:lavender-hidcote-9cm", "3.99"), E("variant:lavender-hidcote-1l", "7.99"),
      E("variant:lavender-hidcote-3l", "14.99")])
Q("what size pot is the papillon lavender sold in", "product_variant",
  facts=[["2 litre", "2 l", "2l", "2-litre"]], req=[pr("lavender-papillon")],
  ev=[E("product:lavender-papillon", "Supplied in a 2 litre pot.")])
Q("Which lavender would you go for as a low hedge in a cold, exposed garden - Hidcote or Papillon?", "product_compare",
  facts=[["Hidcote"], ["H5", "fully hardy", "fully_hardy"]],
  req=[pr("lavender-hidcote")], allow=[pr("lavender-papillon")],
  ev=[E("product:lavender-hidcote", "Fully hardy and evergreen, it makes a neat low hedge along a sunny path and is loved by bees."),
      E("product:lavender-papillon", "H4")])
# --- hydrangea
Q("I've got a north-facing border that gets a bit of morning sun. Would Hydrangea Annabelle be happy there?", "product_attribute",
  facts=[["partial shade", "partial_shade", "part shade"]],
  req=[pr("hydrangea-annabelle")], disc=["toxic_pets"],
  ev=[E("product:hydrangea-annabelle", "partial_shade")])
Q("how big are the flowers on annabelle", "product_attribute",
  facts=[["25 cm", "25cm"]], req=[pr("hydrangea-annabelle")], disc=["toxic_pets"],
  ev=[E("product:hydrangea-annabelle", "A smooth hydrangea with enormous rounded heads of white flowers, up to 25 cm across, from July to September.")])
Q("My spaniel chews every plant in the garden. Is the Annabelle hydrangea safe to have?", "product_safety",
  facts=[["toxic", "harmful"]], pol="no", none=["non-toxic"],
  req=[pr("hydrangea-annabelle")], disc=["toxic_pets"],
  ev=[E("product:hydrangea-annabelle", "Toxic to cats, dogs and horses: all parts of this plant are harmful if eaten. Keep pets from chewing the leaves and flowers.")])
Q("When should I prune Hydrangea 'Annabelle'?", "product_attribute",
  facts=[["spring"]], req=[pr("hydrangea-annabelle")], disc=["toxic_pets"],
  ev=[E("product:hydrangea-annabelle", "Cut back hard in early spring.")])
# --- foxglove
Q("Will the Dalmatian Purple foxglove flower this coming summer or do I have to wait a year?", "product_attribute",
  facts=[["first year"]], req=[pr("foxglove-dalmatian-purple")], disc=["toxic_people_pets"],
  ev=[E("product:foxglove-dalmatian-purple", "Unlike most foxgloves it flowers in its first year.")])
Q("Are the Dalmatian foxgloves dangerous if my toddler puts a leaf in his mouth?", "product_safety",
  facts=[["toxic"]], pol="yes", req=[pr("foxglove-dalmatian-purple")], disc=["toxic_people_pets"],
  ev=[E("product:foxglove-dalmatian-purple", "All parts of foxglove are highly toxic if eaten by people or animals. Wear gloves when handling and keep away from children and pets.")])
Q("How many plants are in the £9.99 foxglove pack?", "product_variant",
  facts=[["3", "three"]], req=[pr("foxglove-dalmatian-purple")], disc=["toxic_people_pets"],
  ev=[E("variant:foxglove-dalmatian-purple-3x9cm", "Pack of 3 x 9 cm pots")])
# --- japanese maple
Q("How tall does the Bloodgood acer end up?", "product_attribute",
  facts=[["500 cm", "5 m", "5 metres", "5m", "five metres"]], req=[pr("japanese-maple-bloodgood")],
  ev=[E("product:japanese-maple-bloodgood", "500")])
Q("Can I grow the Bloodgood Japanese maple in a pot on my balcony?", "product_attribute",
  facts=[["container"]], pol="yes", req=[pr("japanese-maple-bloodgood")],
  ev=[E("product:japanese-maple-bloodgood", "Slow growing and elegant, for a sheltered spot in the garden or a large container on the patio.")])
Q("What size is the larger Bloodgood maple and how much is it?", "product_variant",
  facts=[["10 litre", "10 l", "10l", "10-litre"], ["100-120", "100–120", "100 to 120"], ["79.99"]],
  req=[pr("japanese-maple-bloodgood")],
  ev=[E("variant:japanese-maple-bloodgood-10l", "10 litre pot (100-120 cm)"), E("variant:japanese-maple-bloodgood-10l", "79.99")])
Q("Does the Japanese maple keep its leaves in winter?", "product_attribute",
  facts=[["deciduous", "loses", "not evergreen", "evergreen: no", "evergreen = false"]], pol="no",
  req=[pr("japanese-maple-bloodgood")],
  ev=[E("product:japanese-maple-bloodgood", "false")])
# --- olive
Q("Can I order the 1.8 m olive tree online and have it delivered?", "product_availability",
  facts=[["in store", "stores only", "in our stores", "not sold online", "isn't sold online", "not available online"]], pol="no",
  req=[pr("olive-tree-half-standard")],
  ev=[E("product:olive-tree-half-standard", "Too large to post: available in our stores only.")])
Q("How cold can your olive trees cope with?", "product_attribute",
  facts=[["-8", "minus 8", "−8"]], req=[pr("olive-tree-half-standard")],
  ev=[E("product:olive-tree-half-standard", "-8")])
Q("Will the olive tree actually grow olives in this country?", "product_attribute",
  facts=[["long, hot summer", "long hot summer", "after a long"]], req=[pr("olive-tree-half-standard")],
  ev=[E("product:olive-tree-half-standard", "May produce small olives after a long, hot summer.")])
# --- rose
Q("Is the Summer Blush rose scented?", "product_attribute",
  facts=[["strong", "myrrh"]], pol="yes", req=[pr("rose-summer-blush")],
  ev=[E("product:rose-summer-blush", "A repeat-flowering English-style shrub rose with cupped, soft pink blooms and a strong myrrh fragrance from June to September.")])
Q("does summer blush flower just once or all summer", "product_attribute",
  facts=[["repeat"], ["September"]], req=[pr("rose-summer-blush")],
  ev=[E("product:rose-summer-blush", "A repeat-flowering English-style shrub rose with cupped, soft pink blooms and a strong myrrh fragrance from June to September.")])
Q("Can I get the bare root Summer Blush rose sent out in May?", "product_availability",
  facts=[["November to March", "November and March", "November-March", "November–March"]], pol="no",
  req=[pr("rose-summer-blush")], allow=[fq("bare-root-season")],
  ev=[E("product:rose-summer-blush", "Bare-root plants are dispatched from November to March only.")])
Q("How much is the potted Summer Blush compared with the bare-root one?", "product_price",
  facts=[["26.99"], ["16.99"]], req=[pr("rose-summer-blush")],
  ev=[E("variant:rose-summer-blush-4l", "26.99"), E("variant:rose-summer-blush-bare-root", "16.99")])
# --- christmas rose vs christmas cactus (similar names)
Q("When does the Christmas rose flower?", "product_similar",
  facts=[["December"], ["February"]], req=[pr("christmas-rose")], allow=[pr("christmas-cactus")],
  disc=["toxic_people_pets"],
  ev=[E("product:christmas-rose", "A winter-flowering hellebore with pure white, saucer-shaped flowers from December to February above leathery evergreen leaves.")])
Q("Is the Christmas Rose poisonous?", "product_similar",
  facts=[["toxic"]], pol="yes", req=[pr("christmas-rose")], allow=[pr("christmas-cactus")],
  disc=["toxic_people_pets"],
  ev=[E("product:christmas-rose", "All parts of hellebores are toxic if eaten by people or animals, and the sap can irritate skin. Wear gloves when handling and keep away from children and pets.")])
Q("Is the Christmas cactus toxic to dogs?", "product_similar",
  facts=[["non-toxic", "pet safe", "pet-safe", "not toxic", "safe for"]], pol="no",
  req=[pr("christmas-cactus")], allow=[pr("christmas-rose"), pr("poinsettia")],
  ev=[E("product:christmas-cactus", "Non-toxic to cats and dogs.")])
Q("Does the Christmas cactus come in white?", "product_variant",
  facts=[["white"]], pol="yes", req=[pr("christmas-cactus")],
  ev=[E("variant:christmas-cactus-white", "White")])
Q("Would the hellebore cope in full shade under big trees?", "product_attribute",
  facts=[["partial shade", "partial_shade", "shady border"]], req=[pr("christmas-rose")], disc=["toxic_people_pets"],
  ev=[E("product:christmas-rose", "partial_shade")])
# --- beech & holly
Q("How many beech hedging plants do I need per metre?", "product_attribute",
  facts=[["5", "five"]], req=[pr("beech-hedging-bare-root")], allow=[fq("bare-root-season")],
  ev=[E("product:beech-hedging-bare-root", "5")])
Q("Does a beech hedge go bare in winter?", "product_attribute",
  facts=[["copper-brown", "brown leaves", "keeps its", "keeps leaves", "keeps_leaves_in_winter"]], pol="no",
  req=[pr("beech-hedging-bare-root")],
  ev=[E("product:beech-hedging-bare-root", "Beech keeps its crisp copper-brown leaves through the winter, so the hedge gives shelter and privacy all year.")])
Q("price for 50 bare root beech whips?", "product_price",
  facts=[["89.99"]], req=[pr("beech-hedging-bare-root")],
  ev=[E("variant:beech-hedging-bare-root-50", "89.99")])
Q("Will a single J.C. van Tol holly give berries, or do I need a male one next to it?", "product_attribute",
  facts=[["self-fertile", "self fertile", "without a male"]], req=[pr("holly-jc-van-tol")], disc=["toxic_berries"],
  ev=[E("product:holly-jc-van-tol", "It is self-fertile, so it berries without a male holly nearby.")])
Q("Is JC van Tol holly prickly? I want it by the front path", "product_attribute",
  facts=[["spineless", "not spiny", "no spines"]], pol="no", req=[pr("holly-jc-van-tol")], disc=["toxic_berries"],
  ev=[E("product:holly-jc-van-tol", "An almost spineless holly with glossy dark green leaves and masses of bright red winter berries.")])
Q("Which is hardier, your holly or your olive tree?", "product_compare",
  facts=[["holly"], ["H6"], ["H4"]], req=[pr("holly-jc-van-tol"), pr("olive-tree-half-standard")],
  disc=["toxic_berries"],
  ev=[E("product:holly-jc-van-tol", "H6"), E("product:olive-tree-half-standard", "H4")])
# --- bulbs
Q("How deep do I plant Tête-à-Tête bulbs?", "product_attribute",
  facts=[["10 cm", "10cm"]], req=[pr("daffodil-tete-a-tete")], disc=["bulb_irritant"],
  ev=[E("product:daffodil-tete-a-tete", "10")])
Q("is it too late to plant tete a tete daffodils now?", "product_attribute",
  facts=[["September"], ["November"]], req=[pr("daffodil-tete-a-tete")], disc=["bulb_irritant"],
  ev=[E("product:daffodil-tete-a-tete", "September"), E("product:daffodil-tete-a-tete", "November")])
Q("Do I need gloves to plant the daffodil bulbs?", "product_safety",
  facts=[["gloves"]], pol="yes", req=[pr("daffodil-tete-a-tete")], disc=["bulb_irritant"],
  ev=[E("product:daffodil-tete-a-tete", "Harmful if eaten. Contact with the bulbs or sap may irritate skin: wear gloves when planting.")])
Q("We have two cats. Is it OK to grow the Stargazer lilies in pots on the patio?", "product_similar",
  facts=[["extremely toxic", "toxic to cats"]], pol="no", none=["safe for cats"],
  req=[pr("lily-stargazer-bulbs")], disc=["toxic_cats_lily"],
  ev=[E("product:lily-stargazer-bulbs", "Lilies are extremely toxic to cats. Eating any part of the plant, or licking pollen from their fur, can cause fatal kidney failure. Do not grow lilies where cats can reach them.")])
Q("How many bulbs come in the Stargazer pack, and when do they go in?", "product_attribute",
  facts=[["3", "three"], ["March"]], req=[pr("lily-stargazer-bulbs")], disc=["toxic_cats_lily"],
  ev=[E("product:lily-stargazer-bulbs", "Oriental Lily 'Stargazer' Bulbs (pack of 3)"), E("product:lily-stargazer-bulbs", "March")])
# --- houseplants
Q("Is the Peace Lily Sweet Chico safe around my cat?", "product_similar",
  facts=[["toxic"]], pol="no", none=["non-toxic"], req=[pr("peace-lily")], allow=[pr("calathea-orbifolia")],
  disc=["toxic_pets"],
  ev=[E("product:peace-lily", "Toxic to cats and dogs: the leaves contain calcium oxalate crystals that cause mouth irritation, drooling and vomiting if chewed.")])
Q("Will a peace lily cope in a fairly dark hallway?", "product_attribute",
  facts=[["low", "lower light"]], pol="yes", req=[pr("peace-lily")], disc=["toxic_pets"],
  ev=[E("product:peace-lily", "It copes with lower light and droops to tell you when it needs a drink."),
      E("product:peace-lily", "low_to_bright_indirect")])
Q("How tall is the bigger peace lily?", "product_variant",
  facts=[["60 cm", "60cm"]], req=[pr("peace-lily")], disc=["toxic_pets"],
  ev=[E("variant:peace-lily-17cm", "17 cm pot (approx. 60 cm tall)")])
Q("I want a houseplant that's safe with cats - is Calathea Orbifolia OK?", "product_safety",
  facts=[["non-toxic", "pet safe", "pet-safe", "safe for"]], pol="yes", req=[pr("calathea-orbifolia")],
  allow=[pr("christmas-cactus"), pr("peace-lily")],
  ev=[E("product:calathea-orbifolia", "Non-toxic to cats and dogs.")])
Q("what light does calathea orbifolia need", "product_attribute",
  facts=[["bright indirect", "bright_indirect", "bright light out of direct sun"]], req=[pr("calathea-orbifolia")],
  ev=[E("product:calathea-orbifolia", "bright_indirect"),
      E("product:calathea-orbifolia", "It likes warmth, humidity and bright light out of direct sun.")])
Q("Which of your houseplants are safe for cats?", "product_compare",
  facts=[["Calathea"], ["Christmas cactus"]], req=[pr("calathea-orbifolia"), pr("christmas-cactus")],
  allow=[pr("peace-lily"), pr("poinsettia")],
  ev=[E("product:calathea-orbifolia", "Non-toxic to cats and dogs."), E("product:christmas-cactus", "Non-toxic to cats and dogs.")])
Q("What's the lowest temperature a poinsettia will put up with?", "product_attribute",
  facts=[["13"]], req=[pr("poinsettia")], disc=["irritant_sap"],
  ev=[E("product:poinsettia", "13")])
Q("Do you do a big three-head poinsettia and how much?", "product_variant",
  facts=[["14.99"], ["17 cm", "17cm"]], pol="yes", req=[pr("poinsettia")], disc=["irritant_sap"],
  ev=[E("variant:poinsettia-17cm-red-3-head", "17 cm pot, red, three-head"), E("variant:poinsettia-17cm-red-3-head", "14.99")])
# --- christmas trees
Q("How much is a 6-7 foot Nordmann fir?", "product_price",
  facts=[["69.99"]], req=[pr("nordmann-fir-cut")], allow=[pr("nordmann-fir-pot-grown"), po("christmas-trees")],
  ev=[E("variant:nordmann-fir-cut-6-7ft", "69.99")])
Q("If I get the cut Nordmann home and it doesn't fit, can I bring it back?", "product_returns",
  facts=[["cannot be returned", "can't be returned", "final sale", "not returnable", "non-returnable", "can not be returned"]], pol="no",
  req=[pr("nordmann-fir-cut")], allow=[po("christmas-trees"), po("returns")],
  ev=[E("policy:christmas-trees", "Cut Christmas trees cannot be returned, so please choose carefully; our team will unwrap any tree so you can see its shape.")])
Q("Can I order a cut Nordmann fir on your website?", "product_availability",
  facts=[["tree barn", "in store", "in our stores", "not sold online", "isn't sold online", "not available online"]], pol="no",
  req=[pr("nordmann-fir-cut")], allow=[po("christmas-trees"), pr("nordmann-fir-pot-grown")],
  ev=[E("product:nordmann-fir-cut", "Sold in our Christmas tree barns only.")])
Q("Where are your Nordmann firs grown?", "product_attribute",
  facts=[["Scotland"]], req=[pr("nordmann-fir-cut")],
  ev=[E("product:nordmann-fir-cut", "Our best-selling real Christmas tree, grown in Scotland and freshly cut in mid-November.")])
Q("Will the water reservoir stand hold a 9ft tree?", "product_attribute",
  facts=[["8 ft", "240 cm", "8ft", "8 feet"]], pol="no", req=[pr("christmas-tree-stand")],
  ev=[E("product:christmas-tree-stand", "For trees up to 8 ft (240 cm) with a trunk 4 to 12 cm across.")])
Q("my tree trunk is about 14cm across, will it go in your tree stand?", "product_attribute",
  facts=[["12 cm", "12cm"]], pol="no", req=[pr("christmas-tree-stand")],
  ev=[E("product:christmas-tree-stand", "For trees up to 8 ft (240 cm) with a trunk 4 to 12 cm across.")])
Q("How much water does the Christmas tree stand hold?", "product_attribute",
  facts=[["2.5"]], req=[pr("christmas-tree-stand")],
  ev=[E("product:christmas-tree-stand", "2.5")])
Q("Can the pot grown Nordmann go in the garden after Christmas?", "product_attribute",
  facts=[["plant it in the garden", "planted out", "plant it out", "can be planted", "planted in the garden"]], pol="yes",
  req=[pr("nordmann-fir-pot-grown")], allow=[po("christmas-trees")],
  ev=[E("product:nordmann-fir-pot-grown", "Bring it indoors for up to 10 days over Christmas, then plant it in the garden or keep it in its pot outside for next year.")])
Q("How long can a living Christmas tree stay in the house?", "product_attribute",
  facts=[["10 days"]], req=[pr("nordmann-fir-pot-grown")], allow=[po("christmas-trees")],
  ev=[E("product:nordmann-fir-pot-grown", "Bring it indoors for up to 10 days over Christmas, then plant it in the garden or keep it in its pot outside for next year.")])
Q("What's the difference between your cut Nordmann and the pot-grown one?", "product_compare",
  facts=[["roots", "planted out", "plant it in the garden", "living"]],
  req=[pr("nordmann-fir-cut"), pr("nordmann-fir-pot-grown")], allow=[po("christmas-trees")],
  ev=[E("product:nordmann-fir-pot-grown", "A living Nordmann fir grown in its pot from a young tree, so its roots are intact."),
      E("product:nordmann-fir-cut", "Our best-selling real Christmas tree, grown in Scotland and freshly cut in mid-November.")])
# --- VoltEdge mower: kit vs body only
Q("Does the VoltEdge mower body only come with a battery?", "kit_vs_alone",
  facts=[["without a battery", "no battery", "not included", "doesn't come with", "does not come with", "not come with"]], pol="no",
  req=[pr("voltedge-mower-37-body-only")], allow=[pr("voltedge-mower-37-kit"), pr("voltedge-battery-36v-4ah")],
  ev=[E("product:voltedge-mower-37-body-only", "Supplied without a battery or charger, for gardeners who already own a VoltEdge 36V battery.")])
Q("Is the charger in the VoltEdge lawnmower kit the fast charger?", "kit_vs_alone",
  facts=[["standard"]], pol="no",
  req=[pr("voltedge-mower-37-kit")], allow=[pr("voltedge-fast-charger-36v")], disc=["li_ion_battery"],
  ev=[E("product:voltedge-mower-37-kit", "VoltEdge 36V Standard Charger"),
      E("product:voltedge-fast-charger-36v", "Charges a VoltEdge 36V 4.0Ah battery in about 65 minutes, more than twice as fast as the standard charger supplied in VoltEdge kits.")])
Q("On one charge how long does the VoltEdge kit mower run and how much lawn will it do?", "product_attribute",
  facts=[["40 min", "40 minutes"], ["400"]], req=[pr("voltedge-mower-37-kit")], disc=["li_ion_battery"],
  ev=[E("product:voltedge-mower-37-kit", "40"), E("product:voltedge-mower-37-kit", "One charge cuts up to 400 square metres.")])
Q("My lawn is about 600 square metres. Is the VoltEdge 37cm kit big enough for it?", "product_attribute",
  facts=[["400"]], pol="no", req=[pr("voltedge-mower-37-kit")], disc=["li_ion_battery"],
  ev=[E("product:voltedge-mower-37-kit", "One charge cuts up to 400 square metres.")])
Q("What cutting heights does this mower have?", "product_attribute", ids=["voltedge-mower-37-body-only"],
  facts=[["25"], ["75"]], req=[pr("voltedge-mower-37-body-only")],
  ev=[E("product:voltedge-mower-37-body-only", "25"), E("product:voltedge-mower-37-body-only", "75")])
Q("does it mulch?", "product_attribute", ids=["VE-MOW37-BO"],
  facts=[["mulch"]], pol="no", req=[pr("voltedge-mower-37-body-only")],
  ev=[E("product:voltedge-mower-37-body-only", "false")])
Q("Will the VoltEdge mower kit give me nice stripes - has it got a rear roller?", "product_attribute",
  facts=[["roller"]], pol="no", req=[pr("voltedge-mower-37-kit")], disc=["li_ion_battery"],
  ev=[E("product:voltedge-mower-37-kit", "false")])
Q("How much more is the VoltEdge mower kit than the body only?", "kit_vs_alone",
  facts=[["£100", "100.00"], ["279.99"], ["179.99"]],
  req=[pr("voltedge-mower-37-kit"), pr("voltedge-mower-37-body-only")], disc=["li_ion_battery"],
  ev=[E("product:voltedge-mower-37-kit", "279.99"), E("product:voltedge-mower-37-body-only", "179.99")])
Q("How heavy is the VoltEdge 37 body only version?", "product_attribute",
  facts=[["13.5"]], req=[pr("voltedge-mower-37-body-only")], allow=[pr("voltedge-mower-37-kit")],
  ev=[E("product:voltedge-mower-37-body-only", "13.5")])
Q("If I buy the VoltEdge mower without the battery, what else will I need to get it going?", "kit_vs_alone",
  facts=[["battery"], ["charger"]], req=[pr("voltedge-mower-37-body-only")],
  allow=[pr("voltedge-battery-36v-4ah"), pr("voltedge-fast-charger-36v"), pr("voltedge-mower-37-kit")],
  ev=[E("product:voltedge-mower-37-body-only", "Supplied without a battery or charger, for gardeners who already own a VoltEdge 36V battery.")])
Q("How long does the VoltEdge 4.0Ah battery take to charge on the fast charger?", "product_attribute",
  facts=[["65"]], req=[pr("voltedge-battery-36v-4ah")], allow=[pr("voltedge-fast-charger-36v")], disc=["li_ion_battery"],
  ev=[E("product:voltedge-battery-36v-4ah", "65")])
Q("Will the VoltEdge 36V battery also run the VoltEdge hedge trimmer?", "product_attribute",
  facts=[["Hedge Trimmer"]], pol="yes", req=[pr("voltedge-battery-36v-4ah")], disc=["li_ion_battery"],
  ev=[E("product:voltedge-battery-36v-4ah", "VoltEdge 36V Hedge Trimmer")])
Q("How much is a spare VoltEdge battery?", "product_price",
  facts=[["109.99"]], req=[pr("voltedge-battery-36v-4ah")], disc=["li_ion_battery"],
  ev=[E("product:voltedge-battery-36v-4ah", "109.99")])
Q("Can I use the VoltEdge fast charger outside on the patio?", "product_attribute",
  facts=[["indoor"]], pol="no", req=[pr("voltedge-fast-charger-36v")],
  ev=[E("product:voltedge-fast-charger-36v", "true")])
# --- AquaForce: kit vs washer alone
Q("What pressure does the AquaForce 140 give?", "product_attribute",
  facts=[["140 bar"]], req=[pr("aquaforce-140")], allow=[pr("aquaforce-140-patio-car-kit")],
  ev=[E("product:aquaforce-140", "A powerful 140 bar electric pressure washer for cars, bikes, garden furniture and small patios.")])
Q("Does the plain AquaForce 140 come with a patio cleaner?", "kit_vs_alone",
  facts=[["patio cleaner"]], pol="no", req=[pr("aquaforce-140")], allow=[pr("aquaforce-140-patio-car-kit")],
  ev=[E("product:aquaforce-140", "false"), E("product:aquaforce-140", "Comes with a spray lance, a variable pressure nozzle and an 8 m high-pressure hose.")])
Q("What do I get in the AquaForce Patio & Car Kit that isn't in the standard washer?", "kit_vs_alone",
  facts=[["patio cleaner"], ["brush"], ["car shampoo"]],
  req=[pr("aquaforce-140-patio-car-kit")], allow=[pr("aquaforce-140")], disc=["detergent_eye_irritant"],
  ev=[E("product:aquaforce-140-patio-car-kit", "The AquaForce 140 pressure washer bundled with everything for patios and cars: a 28 cm rotary patio cleaner that cleans without splashing, a soft wash brush, and a litre each of patio & deck detergent and car shampoo.")])
Q("Does the AquaForce patio kit include any detergent?", "kit_vs_alone",
  facts=[["detergent"]], pol="yes", req=[pr("aquaforce-140-patio-car-kit")], disc=["detergent_eye_irritant"],
  ev=[E("product:aquaforce-140-patio-car-kit", "1 L patio & deck detergent")])
Q("how long is the hose on the aquaforce", "product_attribute",
  facts=[["8 m", "8m", "8 metre", "8-metre"]], req=[pr("aquaforce-140")], allow=[pr("aquaforce-140-patio-car-kit")],
  ev=[E("product:aquaforce-140", "8 m high-pressure hose")])
Q("Can I run the AquaForce 140 off the hot tap?", "product_attribute",
  facts=[["cold"]], pol="no", req=[pr("aquaforce-140")], allow=[pr("aquaforce-140-patio-car-kit")],
  ev=[E("product:aquaforce-140", "cold mains water only")])
Q("What's the price difference between the AquaForce 140 and the Patio & Car Kit?", "kit_vs_alone",
  facts=[["£50", "50.00"], ["149.99"], ["199.99"]],
  req=[pr("aquaforce-140"), pr("aquaforce-140-patio-car-kit")], disc=["detergent_eye_irritant"],
  ev=[E("product:aquaforce-140", "149.99"), E("product:aquaforce-140-patio-car-kit", "199.99")])
# --- weedkillers
Q("I've got a pond at the bottom of the garden. Is your Total Weedkiller OK to use near it?", "product_safety",
  facts=[["aquatic"]], pol="no", req=[pr("total-weedkiller-concentrate")], allow=[pr("naturals-weedkiller-rtu-3l")],
  disc=WK_TOTAL,
  ev=[E("product:total-weedkiller-concentrate", "Harmful to aquatic life with long lasting effects. Do not contaminate ponds, waterways or ditches with the product or its empty container.")])
Q("How soon can I replant after using Total Weedkiller Concentrate?", "product_attribute",
  facts=[["7 days", "seven days"]], req=[pr("total-weedkiller-concentrate")], disc=WK_TOTAL,
  ev=[E("product:total-weedkiller-concentrate", "7")])
Q("How many square metres will one bottle of the Total Weedkiller concentrate do?", "product_attribute",
  facts=[["660"]], req=[pr("total-weedkiller-concentrate")], disc=WK_TOTAL,
  ev=[E("product:total-weedkiller-concentrate", "660")])
Q("Will the Naturals weedkiller kill bindweed roots?", "product_similar",
  facts=[["leaves", "second application"]], pol="no",
  req=[pr("naturals-weedkiller-rtu-3l")], allow=[pr("total-weedkiller-concentrate")], disc=["ppp_safe_use"],
  ev=[E("product:naturals-weedkiller-rtu-3l", "It works on the leaves only, so deep-rooted weeds may need a second application.")])
Q("Is the Naturals Fast-Acting weedkiller approved for organic gardening?", "product_similar",
  facts=[["organic"]], pol="yes", req=[pr("naturals-weedkiller-rtu-3l")], disc=["ppp_safe_use"],
  ev=[E("product:naturals-weedkiller-rtu-3l", "An organic weedkiller made from pelargonic acid, a natural fatty acid.")])
Q("How quickly do I see results with the natural weedkiller compared with the glyphosate one?", "product_compare",
  facts=[["3 hours", "three hours"], ["7 to 14 days", "7-14 days", "7–14 days"]],
  req=[pr("naturals-weedkiller-rtu-3l"), pr("total-weedkiller-concentrate")],
  disc=WK_TOTAL,
  ev=[E("product:naturals-weedkiller-rtu-3l", "3 hours"), E("product:total-weedkiller-concentrate", "7 to 14 days")])
Q("what's the active ingredient in the total weedkiller", "product_attribute",
  facts=[["glyphosate"]], req=[pr("total-weedkiller-concentrate")], disc=WK_TOTAL,
  ev=[E("product:total-weedkiller-concentrate", "glyphosate 360 g/L")])
# --- compost, raised bed, tools
Q("Is your multi-purpose compost peat free?", "product_attribute",
  facts=[["peat-free", "peat free"]], pol="yes", req=[pr("peat-free-compost-50l")], allow=[fq("peat")],
  ev=[E("product:peat-free-compost-50l", "Our own peat-free multi-purpose compost, blended from wood fibre, coir and green compost with added seaweed feed.")])
Q("How heavy is a 50L bag of the compost? I need to get it in the car", "product_attribute",
  facts=[["18 kg", "18kg"]], req=[pr("peat-free-compost-50l")],
  ev=[E("product:peat-free-compost-50l", "18")])
Q("How much for three bags of the peat-free compost?", "product_price",
  facts=[["£20", "20.00"]], req=[pr("peat-free-compost-50l")],
  ev=[E("variant:peat-free-compost-50l-3-bags", "20.00")])
Q("What are the dimensions of the larch raised bed?", "product_attribute",
  facts=[["120"], ["60"], ["30"]], req=[pr("larch-raised-bed-120x60")],
  ev=[E("product:larch-raised-bed-120x60", "120"), E("product:larch-raised-bed-120x60", "60"), E("product:larch-raised-bed-120x60", "30")])
Q("Do I need a drill or screwdriver to put the raised bed together?", "product_attribute",
  facts=[["no tools", "without tools", "tools"]], pol="no", req=[pr("larch-raised-bed-120x60")],
  ev=[E("product:larch-raised-bed-120x60", "No tools or screws needed: the corner posts slide together in about 20 minutes.")])
Q("How many litres of compost will I need to fill the larch raised bed?", "product_attribute",
  facts=[["216"]], req=[pr("larch-raised-bed-120x60")], allow=[pr("peat-free-compost-50l")],
  ev=[E("product:larch-raised-bed-120x60", "216")])
Q("What ages is the Little Sprouts tool set for?", "product_attribute",
  facts=[["3"], ["8"]], req=[pr("kids-garden-tool-set")], disc=["toy_safety"],
  ev=[E("product:kids-garden-tool-set", "For young gardeners aged 3 to 8.")])
Q("Is the kids garden tool set ok for my 2 year old?", "product_similar",
  facts=[["under 3", "3 years", "aged 3"]], pol="no", req=[pr("kids-garden-tool-set")],
  allow=[pr("stainless-trowel-fork-set")], disc=["toy_safety"],
  ev=[E("product:kids-garden-tool-set", "Warning. Not suitable for children under 3 years. Use under the direct supervision of an adult.")])
Q("Will the stainless steel trowel and fork set go rusty?", "product_similar",
  facts=[["never rust", "rust-proof", "rust proof", "won't rust", "will not rust", "stainless"]], pol="no",
  req=[pr("stainless-trowel-fork-set")], allow=[pr("kids-garden-tool-set")],
  ev=[E("product:stainless-trowel-fork-set", "Soil slides off the polished steel, and it will never rust.")])
Q("What guarantee comes with the stainless trowel & fork set?", "product_attribute",
  facts=[["10 year", "10-year", "10 years", "ten year"]], req=[pr("stainless-trowel-fork-set")],
  ev=[E("product:stainless-trowel-fork-set", "10")])
# --- food & birds
Q("Are the gluten-free mince pies nut free?", "product_similar",
  facts=[["almond"]], pol="no", req=[pr("gluten-free-mince-pies-4")],
  allow=[pr("cafe-mince-pies-6"), po("cafe-allergens")], disc=["allergens"],
  ev=[E("product:gluten-free-mince-pies-4", "Contains milk, egg, almonds and sulphites. Made in a gluten-free bakery that also handles other nuts.")])
Q("Do the café mince pies have egg in them?", "product_similar",
  facts=[["egg"]], pol="yes", req=[pr("cafe-mince-pies-6")], allow=[pr("gluten-free-mince-pies-4")], disc=["allergens"],
  ev=[E("product:cafe-mince-pies-6", "Contains wheat (gluten), milk, egg and sulphites. Made in a kitchen that also handles nuts and sesame.")])
Q("are your normal mince pies vegetarian", "product_attribute",
  facts=[["vegetarian"]], pol="yes", req=[pr("cafe-mince-pies-6")], disc=["allergens"],
  ev=[E("product:cafe-mince-pies-6", "true")])
Q("Can I order a box of your café mince pies online?", "product_availability",
  facts=[["café counter", "cafe counter", "food hall", "in store", "not sold online", "isn't sold online", "not available online"]], pol="no",
  req=[pr("cafe-mince-pies-6")], allow=[pr("gluten-free-mince-pies-4")], disc=["allergens"],
  ev=[E("product:cafe-mince-pies-6", "Available from our café counters and food halls.")])
Q("How much is a box of gluten free mince pies and how many are in it?", "product_price",
  facts=[["5.75"], ["4", "four"]], req=[pr("gluten-free-mince-pies-4")], disc=["allergens"],
  ev=[E("product:gluten-free-mince-pies-4", "5.75"), E("product:gluten-free-mince-pies-4", "Gluten-Free Mince Pies (box of 4)")])
Q("Can I put the wild bird peanuts out loose on the bird table in spring?", "product_safety",
  facts=[["mesh feeder", "mesh"]], pol="no", req=[pr("wild-bird-peanuts-2kg")], disc=["allergens"],
  ev=[E("product:wild-bird-peanuts-2kg", "Contains peanuts. Not for human consumption. In spring and summer feed only from a mesh feeder, never loose, as whole peanuts can choke young birds.")])
# --- gift cards & design services
Q("What amounts do your gift cards come in?", "product_variant",
  facts=[["£10"], ["£25"], ["£50"], ["£100"]], req=[pr("gift-card")], allow=[fq("gift-cards")],
  ev=[E("variant:gift-card-10", "£10"), E("variant:gift-card-25", "£25"), E("variant:gift-card-50", "£50"), E("variant:gift-card-100", "£100")])
Q("How long is a Hollyhock & Vine gift card valid for?", "product_attribute",
  facts=[["24 months", "2 years", "two years"]], req=[pr("gift-card")], allow=[fq("gift-cards")],
  ev=[E("product:gift-card", "24"), E("faq:gift-cards", "Gift cards are valid for 24 months from the date of purchase.")])
Q("How long is the online garden design consultation and what does it cost?", "product_attribute",
  facts=[["45 min", "45-minute", "45 minutes"], ["£60", "60.00"]], req=[pr("garden-design-online")],
  allow=[po("garden-design"), pr("garden-design-home-visit")],
  ev=[E("product:garden-design-online", "A 45-minute video call with one of our garden designers, wherever you live in Great Britain or Ireland."),
      E("product:garden-design-online", "60.00")])
Q("If I book the home visit design consultation and then go for a full design, do I get the £150 back off it?", "product_attribute",
  facts=[["deducted", "deductible", "taken off"]], pol="yes", req=[pr("garden-design-home-visit")],
  allow=[po("garden-design")],
  ev=[E("policy:garden-design", "If you commission a full garden design within 3 months of a home visit, the £150 consultation fee is deducted from the design fee.")])
Q("Is the fee for the online design consultation taken off a full design too?", "product_similar",
  facts=[["not deducted", "isn't deducted", "is not deducted", "not taken off", "not be deducted", "isn't taken off"]], pol="no",
  req=[pr("garden-design-online")], allow=[po("garden-design"), pr("garden-design-home-visit")],
  ev=[E("policy:garden-design", "The online consultation fee is not deducted.")])
Q("What do I get with the garden design home visit?", "product_attribute",
  facts=[["90"], ["written summary", "plant list"]], req=[pr("garden-design-home-visit")], allow=[po("garden-design")],
  ev=[E("product:garden-design-home-visit", "A 90-minute visit from one of our garden designers to walk round your garden, talk through your ideas and budget, and suggest layouts and planting. You receive a written summary with a plant list within 7 days.")])

# --- stock at stores (inventory)
Q("Is the white Christmas cactus in stock at Harrogate?", "product_stock",
  facts=[["out of stock", "not in stock", "none", "not available", "0 in stock", "sold out"]], pol="no",
  req=[pr("christmas-cactus")], allow=[lo("loc_harrogate")],
  ev=[E("inventory", "loc_harrogate,christmas-cactus-white,0")])
Q("Which stores have 7-8ft Nordmann firs left?", "product_stock",
  facts=[["Harrogate"], ["Edinburgh"], ["Dublin"]],
  req=[pr("nordmann-fir-cut")], allow=[lo("loc_harrogate"), lo("loc_edinburgh"), lo("loc_dublin"), lo("loc_guildford"), lo("loc_cheltenham"), po("christmas-trees")],
  ev=[E("inventory", "loc_harrogate,nordmann-fir-cut-7-8ft,14"), E("inventory", "loc_edinburgh,nordmann-fir-cut-7-8ft,25"),
      E("inventory", "loc_dublin,nordmann-fir-cut-7-8ft,9")])
Q("Has Guildford got the VoltEdge mower kit in?", "product_stock",
  facts=[["Guildford"]], pol="yes",
  req=[pr("voltedge-mower-37-kit")], allow=[lo("loc_guildford"), pr("voltedge-mower-37-body-only")], disc=["li_ion_battery"],
  ev=[E("inventory", "loc_guildford,voltedge-mower-37-kit,3")])
Q("Does the Norwich store have VoltEdge 36V batteries?", "product_stock",
  facts=[["Norwich"]], pol="no",
  req=[pr("voltedge-battery-36v-4ah")], allow=[lo("loc_norwich")], disc=["li_ion_battery"],
  ev=[E("inventory", "loc_norwich,voltedge-battery-36v-4ah,0")])
Q("Is the 1.8 m olive tree available at Cheltenham?", "product_stock",
  facts=[["Cheltenham"]], pol="yes",
  req=[pr("olive-tree-half-standard")], allow=[lo("loc_cheltenham")],
  ev=[E("inventory", "loc_cheltenham,olive-tree-half-standard-1-8m,2")])
Q("can i pick up the aquaforce patio and car kit from the edinburgh shop today", "product_stock",
  facts=[["Edinburgh"]], pol="no",
  req=[pr("aquaforce-140-patio-car-kit")], allow=[lo("loc_edinburgh"), pr("aquaforce-140")], disc=["detergent_eye_irritant"],
  ev=[E("inventory", "loc_edinburgh,aquaforce-140-patio-car-kit,0")])
Q("Do you have the big 17cm peace lily at the Cork store?", "product_stock",
  facts=[["Cork"]], pol="yes", req=[pr("peace-lily")], allow=[lo("loc_cork")], disc=["toxic_pets"],
  ev=[E("inventory", "loc_cork,peace-lily-17cm,5")])

# --- grounded by SKU / id
Q("Will this survive the winter planted out in my garden in Cheltenham?", "product_attribute", ids=["HV-LAV-PAP-2L"],
  facts=[["H4", "borderline", "winter wet", "hard frost"]], req=[pr("lavender-papillon")],
  ev=[E("product:lavender-papillon", "Protect from hard frost and winter wet."), E("product:lavender-papillon", "H4")])
Q("what's in the box?", "kit_vs_alone", ids=["VE-MOW37-KIT"],
  facts=[["4.0Ah", "4Ah", "4.0 Ah"], ["charger"]], req=[pr("voltedge-mower-37-kit")], disc=["li_ion_battery"],
  ev=[E("product:voltedge-mower-37-kit", "VoltEdge 36V 4.0Ah Battery"), E("product:voltedge-mower-37-kit", "VoltEdge 36V Standard Charger")])
Q("how much is this one", "product_price", ids=["holly-jc-van-tol-10l"],
  facts=[["49.99"]], req=[pr("holly-jc-van-tol")], disc=["toxic_berries"],
  ev=[E("variant:holly-jc-van-tol-10l", "49.99")])
Q("Is this one OK for pets?", "product_safety", ids=["gid://hollyhockandvine/Product/poinsettia"],
  facts=[["irritate", "upset"]], pol="no", req=[pr("poinsettia")], disc=["irritant_sap"],
  ev=[E("product:poinsettia", "The milky sap can irritate skin and eyes, and eating the leaves may cause mild stomach upset in people and pets.")])
Q("Is this lavender the Munstead variety?", "product_not_found", ids=["HV-LAV-MUN-1L"],
  ans=False, nf=["HV-LAV-MUN-1L"], allow=[pr("lavender-hidcote"), pr("lavender-papillon")])

###############################################################################
# POLICIES AND FAQ
###############################################################################
RET = po("returns"); DEL = po("delivery"); GUA = po("plant-guarantee"); WAR = po("tool-warranty")
DES = po("garden-design"); CAF = po("cafe-allergens"); XMAS = po("christmas-trees"); PRIV = po("privacy")
# --- returns
Q("How long do I have to return something?", "policy_returns",
  facts=[["30 days", "30-day", "thirty days"]], req=[RET],
  ev=[E("policy:returns", "You can return most items within 30 days of purchase or delivery for a full refund.")])
Q("whats your refund policy", "policy_returns",
  facts=[["30 days", "30-day", "thirty days"]], req=[RET],
  ev=[E("policy:returns", "You can return most items within 30 days of purchase or delivery for a full refund."),
      E("policy:returns", "Refunds go back to the original payment method.")])
Q("I opened a bottle of weedkiller but ended up not needing it. Can I bring it back?", "policy_returns",
  facts=[["safety"]], pol="no", req=[RET], allow=[pr("total-weedkiller-concentrate"), pr("naturals-weedkiller-rtu-3l")],
  ev=[E("policy:returns", "Opened garden chemicals, including weedkillers, pesticides and lawn treatments, cannot be returned for safety reasons.")])
Q("I used my new lawnmower once and I don't really like it. Can I still return it?", "policy_returns",
  facts=[["unused"]], pol="no", req=[RET], allow=[WAR],
  ev=[E("policy:returns", "Power tools and lawnmowers can be returned within 30 days only if they are unused and complete, with all batteries, chargers and accessories."),
      E("policy:returns", "A tool that has been used is not a change-of-mind return; if it is faulty, our tool warranty covers it.")])
Q("Once you've got my return, how quickly will I see the money?", "policy_returns",
  facts=[["5 working days", "five working days"]], req=[RET],
  ev=[E("policy:returns", "We refund within 5 working days of receiving the returned item."),
      E("policy:returns", "Your bank may take 3 to 5 more working days to show the money in your account.")])
Q("Do I have to pay to send an online order back?", "policy_returns",
  facts=[["5.95"], ["faulty"]], req=[RET],
  ev=[E("policy:returns", "Return postage for items you no longer want costs £5.95, deducted from your refund."),
      E("policy:returns", "Return postage is free if the item is faulty or we sent the wrong item.")])
Q("I bought some pots in your Cork shop but I'm visiting family near Cheltenham - can I return them there?", "policy_returns",
  facts=[["Dublin"], ["Cork"]], pol="no", req=[RET], allow=[lo("loc_cork"), lo("loc_cheltenham"), lo("loc_dublin")],
  ev=[E("policy:returns", "Purchases made in our Irish stores, Dublin and Cork, must be returned to one of those two stores and are refunded in euro.")])
Q("An online order turned up last week and I've changed my mind. Am I still within my rights to cancel it?", "policy_returns",
  facts=[["14 days", "14-day", "fourteen days"]], pol="yes", req=[RET],
  ev=[E("policy:returns", "You can also cancel an online order within 14 days of delivery for any reason, under the Consumer Contracts Regulations.")])
Q("What does it cost to have a pallet delivery collected if I return it?", "policy_returns",
  facts=[["£25", "25.00"]], req=[RET],
  ev=[E("policy:returns", "Large items delivered by pallet are collected for a £25 collection charge.")])
Q("Can I return a packet of seeds I haven't opened?", "policy_returns",
  facts=[["30 days", "30-day"]], pol="yes", req=[RET],
  ev=[E("policy:returns", "Opened packets of seeds and bulbs cannot be returned."),
      E("policy:returns", "You can return most items within 30 days of purchase or delivery for a full refund.")])
Q("Can I swap a gift card I was given for cash?", "policy_returns",
  pol="no", facts=[["cash"]], req=[RET], allow=[pr("gift-card"), fq("gift-cards")],
  ev=[E("policy:returns", "Gift cards cannot be returned or exchanged for cash.")])
Q("Can I return a plant I bought a fortnight ago if it's still healthy?", "policy_returns",
  facts=[["30 days", "30-day"]], pol="yes", req=[RET], allow=[GUA],
  ev=[E("policy:returns", "Healthy plants can be returned within 30 days, like any other item.")])
# --- delivery: costs vs times, weight bands, regions
Q("How much is delivery?", "policy_shipping",
  facts=[["3.95"], ["£75"]], req=[DEL],
  ev=[E("policy:delivery", "Delivery charges depend on the total weight of your order and where it is going."),
      E("policy:delivery", "Orders up to 2 kg: £3.95"),
      E("policy:delivery", "Standard delivery to mainland Great Britain is free on orders over £75, except pallet deliveries, which always cost £39.00.")])
Q("How long does delivery take?", "policy_shipping",
  facts=[["3 to 5 working days", "3-5 working days", "3–5 working days"]], req=[DEL],
  ev=[E("policy:delivery", "Standard delivery takes 3 to 5 working days.")])
Q("What would delivery cost on an order weighing about 25 kg?", "policy_shipping",
  facts=[["8.95"]], req=[DEL],
  ev=[E("policy:delivery", "Orders over 10 kg and up to 30 kg: £8.95")])
Q("What's the delivery charge if I order three bags of the 50 litre peat-free compost?", "policy_shipping",
  facts=[["£39", "39.00"]], req=[DEL], allow=[pr("peat-free-compost-50l")],
  ev=[E("product:peat-free-compost-50l", "18"), E("policy:delivery", "Orders over 30 kg: £39.00 pallet delivery")])
Q("If I spend £80 is delivery free?", "policy_shipping",
  facts=[["£75"]], pol="yes", req=[DEL],
  ev=[E("policy:delivery", "Standard delivery to mainland Great Britain is free on orders over £75, except pallet deliveries, which always cost £39.00.")])
Q("Do you do next day delivery?", "policy_shipping",
  facts=[["6.95"], ["1pm", "1 pm", "13:00"]], pol="yes", req=[DEL],
  ev=[E("policy:delivery", "Next-day delivery costs £6.95 on top of the standard charge, for orders placed before 1pm Monday to Thursday, to mainland Great Britain only.")])
Q("I live on Skye. How much extra do you charge to deliver here?", "policy_shipping",
  facts=[["£10", "10.00"]], req=[DEL],
  ev=[E("policy:delivery", "Orders to the Scottish Highlands, the Scottish islands, the Isle of Wight, the Isles of Scilly and Northern Ireland cost £10 more than the charges above, and free delivery does not apply.")])
Q("Does free delivery over £75 still apply if I'm in the Highlands?", "policy_shipping",
  pol="no", facts=[["does not apply", "doesn't apply", "not apply"]], req=[DEL],
  ev=[E("policy:delivery", "Orders to the Scottish Highlands, the Scottish islands, the Isle of Wight, the Isles of Scilly and Northern Ireland cost £10 more than the charges above, and free delivery does not apply.")])
Q("Do you deliver to the Republic of Ireland, and what does it cost?", "policy_shipping",
  facts=[["12.95"]], pol="yes", req=[DEL],
  ev=[E("policy:delivery", "Delivery to the Republic of Ireland costs £12.95 for orders up to 30 kg.")])
Q("how long does it take for an order to reach me in Galway", "policy_shipping",
  facts=[["4 to 7 working days", "4-7 working days", "4–7 working days"]], req=[DEL],
  ev=[E("policy:delivery", "Delivery to the Republic of Ireland takes 4 to 7 working days.")])
Q("Can you post some Hidcote lavender plants to my sister in Belfast?", "policy_shipping",
  facts=[["plant health"]], pol="no", req=[DEL], allow=[fq("plants-to-ireland"), pr("lavender-hidcote")],
  ev=[E("policy:delivery", "Because of plant health rules, we cannot send live plants, bulbs or seeds to Northern Ireland, the Republic of Ireland, the Channel Islands or the Isle of Man.")])
Q("Do you ship to Jersey?", "policy_shipping",
  facts=[["Channel Islands"]], pol="no", req=[DEL],
  ev=[E("policy:delivery", "We do not deliver to the Channel Islands, the Isle of Man, or anywhere outside the UK and the Republic of Ireland.")])
Q("Can I get an order delivered to France?", "policy_shipping",
  facts=[["UK and the Republic of Ireland", "UK and Ireland", "outside the UK"]], pol="no", req=[DEL],
  ev=[E("policy:delivery", "We do not deliver to the Channel Islands, the Isle of Man, or anywhere outside the UK and the Republic of Ireland.")])
Q("I ordered plants on Thursday and they haven't been sent yet - why?", "policy_shipping",
  facts=[["Monday"]], req=[DEL],
  ev=[E("policy:delivery", "We send live plants out on Mondays, Tuesdays and Wednesdays only, so they never wait in a depot over the weekend.")])
Q("Can you send the Total Weedkiller to me in Dublin?", "policy_shipping",
  facts=[["mainland Great Britain"]], pol="no", req=[DEL], allow=[pr("total-weedkiller-concentrate")], disc=WK_TOTAL,
  ev=[E("policy:delivery", "Weedkillers and other garden chemicals are delivered to mainland Great Britain only.")])
Q("Can you post a spare VoltEdge battery to me in Northern Ireland?", "policy_shipping",
  facts=[["mainland Great Britain"]], pol="no", req=[DEL], allow=[pr("voltedge-battery-36v-4ah")], disc=["li_ion_battery"],
  ev=[E("policy:delivery", "Lithium-ion batteries sold on their own are delivered to mainland Great Britain only; tools supplied with a battery in a kit can go anywhere we deliver.")])
Q("Can the VoltEdge mower kit, battery and all, be delivered to Cork?", "policy_shipping",
  facts=[["12.95"]], pol="yes", req=[DEL], allow=[pr("voltedge-mower-37-kit")], disc=["li_ion_battery"],
  ev=[E("policy:delivery", "Lithium-ion batteries sold on their own are delivered to mainland Great Britain only; tools supplied with a battery in a kit can go anywhere we deliver."),
      E("policy:delivery", "Delivery to the Republic of Ireland costs £12.95 for orders up to 30 kg.")])
Q("How will I know when my pallet delivery is coming?", "policy_shipping",
  facts=[["2-hour", "2 hour", "two-hour"]], req=[DEL],
  ev=[E("policy:delivery", "Pallet deliveries take 5 to 10 working days, and we text you a 2-hour delivery slot the day before.")])
Q("My hydrangea arrived with a snapped stem, what do I do?", "policy_shipping",
  facts=[["48 hours"], ["photo"]], req=[DEL],
  ev=[E("policy:delivery", "If something arrives damaged, or a plant arrives in poor condition, tell us within 48 hours with a photo and we will replace it or refund you.")])
# --- plant guarantee
Q("What's your plant guarantee?", "policy_guarantee",
  facts=[["2 years", "2-year", "two years", "two-year"]], req=[GUA],
  ev=[E("policy:plant-guarantee", "Every hardy plant you buy from us is guaranteed for 2 years from the date of purchase.")])
Q("My olive tree from you died after eight months. Is it covered?", "policy_guarantee",
  facts=[["6 months", "six months"]], pol="no", req=[GUA], allow=[pr("olive-tree-half-standard")],
  ev=[E("policy:plant-guarantee", "Plants rated H4 on the RHS hardiness scale, such as French lavender and olive trees, are guaranteed for 6 months instead of 2 years.")])
Q("Are houseplants covered by the two year guarantee?", "policy_guarantee",
  facts=[["30-day", "30 days", "30 day"]], pol="no", req=[GUA],
  ev=[E("policy:plant-guarantee", "Houseplants have their own 30-day guarantee instead.")])
Q("If my pot-grown Christmas tree dies in the garden in spring, will you replace it?", "policy_guarantee",
  facts=[["not covered", "isn't covered", "aren't covered", "are not covered"]], pol="no", req=[GUA],
  allow=[XMAS, pr("nordmann-fir-pot-grown")],
  ev=[E("policy:christmas-trees", "Pot-grown Christmas trees are not covered by our plant guarantee."),
      E("policy:plant-guarantee", "The guarantee does not cover houseplants, bedding plants, annuals, vegetable and herb plants, bulbs, seeds, or Christmas trees, whether cut or pot-grown.")])
Q("I've lost the receipt for a shrub that died. Can I still claim?", "policy_guarantee",
  facts=[["Garden Club"]], req=[GUA], allow=[fq("garden-club")],
  ev=[E("policy:plant-guarantee", "Bring the plant, or a clear photo of it, to any of our stores with your receipt or your Garden Club card, which keeps a record of your purchases.")])
Q("Do the 2 years cover bulbs that don't come up?", "policy_guarantee",
  facts=[["bulbs"]], pol="no", req=[GUA],
  ev=[E("policy:plant-guarantee", "The guarantee does not cover houseplants, bedding plants, annuals, vegetable and herb plants, bulbs, seeds, or Christmas trees, whether cut or pot-grown.")])
Q("Deer have stripped the beech hedge I planted last year. Does your guarantee cover that?", "policy_guarantee",
  facts=[["animals"]], pol="no", req=[GUA],
  ev=[E("policy:plant-guarantee", "Plants damaged by pests, animals, vandalism, flooding or obvious neglect are not covered.")])
Q("The Hidcote lavender I bought from you last spring has died. What can you do?", "policy_guarantee",
  facts=[["replace"], ["gift card"]], req=[GUA], allow=[pr("lavender-hidcote")],
  ev=[E("policy:plant-guarantee", "If it dies or fails to thrive in that time, bring it back, or a photo of it, with your receipt and we will replace it or refund you with a gift card."),
      E("product:lavender-hidcote", "H5")])
Q("Are plants from the reduced to clear section guaranteed?", "policy_guarantee",
  facts=[["not covered", "aren't covered", "are not covered"]], pol="no", req=[GUA],
  ev=[E("policy:plant-guarantee", "Plants bought at a reduced price from our reduced-to-clear area are not covered.")])
Q("which hardiness ratings count as hardy for your plant guarantee", "policy_guarantee",
  facts=[["H5"], ["H6"], ["H7"]], req=[GUA],
  ev=[E("policy:plant-guarantee", "Hardy plants are those rated H5, H6 or H7 on the RHS hardiness scale, which is shown on every plant label and product page.")])
# --- tool warranty
Q("What warranty does the VoltEdge lawnmower come with?", "policy_warranty",
  facts=[["3-year", "3 years", "three years", "3 year"], ["regist"]], req=[WAR],
  allow=[pr("voltedge-mower-37-kit"), pr("voltedge-mower-37-body-only")],
  ev=[E("policy:tool-warranty", "VoltEdge cordless tools come with a 3-year warranty when you register them on the VoltEdge website within 30 days of purchase."),
      E("policy:tool-warranty", "Unregistered VoltEdge tools have a 1-year warranty.")])
Q("What's the warranty on VoltEdge batteries?", "policy_warranty",
  facts=[["2-year", "2 years", "two years", "2 year"]], req=[WAR], allow=[pr("voltedge-battery-36v-4ah")],
  ev=[E("policy:tool-warranty", "VoltEdge batteries and chargers have a 2-year warranty, whether or not they are registered.")])
Q("How long is the AquaForce pressure washer guaranteed for?", "policy_warranty",
  facts=[["2-year", "2 years", "two years", "2 year"]], req=[WAR], allow=[pr("aquaforce-140"), pr("aquaforce-140-patio-car-kit")],
  ev=[E("policy:tool-warranty", "AquaForce pressure washers have a 2-year warranty from the date of purchase.")])
Q("Is a blunt mower blade covered under the warranty?", "policy_warranty",
  facts=[["wear"]], pol="no", req=[WAR],
  ev=[E("policy:tool-warranty", "Blades, cutting lines, nozzles, brushes and other parts that wear out with normal use are not covered.")])
Q("I used a cheap battery from another brand in my VoltEdge trimmer and now it won't work. Is that covered?", "policy_warranty",
  facts=[["another brand", "other brand"]], pol="no", req=[WAR],
  ev=[E("policy:tool-warranty", "Damage from accidents, misuse, or using a battery or charger of another brand is not covered.")])
Q("I never registered my VoltEdge mower. What warranty have I got?", "policy_warranty",
  facts=[["1-year", "1 year", "one year", "one-year"]], req=[WAR],
  ev=[E("policy:tool-warranty", "Unregistered VoltEdge tools have a 1-year warranty.")])
# --- garden design
Q("How much does a garden design consultation cost?", "policy_service",
  facts=[["£150", "150.00"], ["£60", "60.00"]], req=[DES],
  allow=[pr("garden-design-home-visit"), pr("garden-design-online")],
  ev=[E("policy:garden-design", "A home visit lasts 90 minutes and costs £150."),
      E("policy:garden-design", "An online consultation by video call lasts 45 minutes and costs £60.")])
Q("Can one of your designers come out to my garden in Norwich?", "policy_service",
  facts=[["online"]], pol="no", req=[DES], allow=[pr("garden-design-online"), lo("loc_norwich")],
  ev=[E("policy:garden-design", "We do not offer home visits from our other stores, but online consultations are available to anyone in Great Britain and Ireland.")])
Q("How much notice do I need to give to cancel a design consultation without losing the fee?", "policy_service",
  facts=[["48 hours"]], req=[DES],
  ev=[E("policy:garden-design", "You can cancel or rearrange a consultation free of charge up to 48 hours before it starts.")])
Q("roughly what does a full garden design cost", "policy_service",
  facts=[["£950", "950"]], req=[DES],
  ev=[E("policy:garden-design", "Full garden designs start at £950, and every design is quoted individually.")])
Q("After I book a design appointment, when will I hear back?", "policy_service",
  facts=[["1 working day", "one working day"]], req=[DES],
  ev=[E("policy:garden-design", "We confirm your appointment by email within 1 working day.")])
# --- café
Q("I'm coeliac. Is there anything I can eat in your café?", "policy_cafe",
  facts=[["gluten-free", "gluten free"], ["cannot guarantee", "can't guarantee", "not guarantee"]], req=[CAF],
  ev=[E("policy:cafe-allergens", "We always have gluten-free bread and at least one gluten-free cake, and our gluten-free mince pies come from a specialist gluten-free bakery."),
      E("policy:cafe-allergens", "We cannot guarantee that any dish is completely free from allergens, even where it is marked as free from an ingredient.")])
Q("My son has a severe nut allergy - can the café guarantee a nut-free meal?", "policy_cafe",
  facts=[["cannot guarantee", "can't guarantee", "not guarantee", "unable to guarantee"]], pol="no", req=[CAF],
  ev=[E("policy:cafe-allergens", "Our café kitchens handle all 14 major allergens, including nuts, sesame and gluten.")])
Q("Where do I find the allergen info for the café food?", "policy_cafe",
  facts=[["folder"]], req=[CAF],
  ev=[E("policy:cafe-allergens", "Full allergen information for every dish is kept in a folder at the café counter.")])
Q("Do your cafés do vegan food?", "policy_cafe",
  facts=[["vegan"]], pol="yes", req=[CAF],
  ev=[E("policy:cafe-allergens", "Every café has vegan and vegetarian dishes on the menu every day.")])
Q("Can I bring my dog into the café with me?", "policy_cafe",
  facts=[["terrace"]], pol="no", req=[CAF], allow=[fq("dogs")],
  ev=[E("policy:cafe-allergens", "Dogs are welcome on our café terraces but not inside the cafés, except assistance dogs.")])
Q("What time does the café stop doing hot food?", "policy_cafe",
  facts=[["an hour before", "1 hour before", "one hour before"]], req=[CAF],
  ev=[E("policy:cafe-allergens", "Our cafés open 30 minutes after the store opens and stop serving hot food an hour before the store closes.")])
Q("Do the takeaway sandwiches have allergen labels?", "policy_cafe",
  facts=[["bold", "ingredients label"]], pol="yes", req=[CAF],
  ev=[E("policy:cafe-allergens", "Sandwiches and cakes that we make and pack for you to take away carry a full ingredients label with allergens in bold, as Natasha's Law requires.")])
# --- christmas trees
Q("Until when are you selling Christmas trees?", "policy_christmas",
  facts=[["23 December", "December 23", "23rd December", "23 Dec"]], req=[XMAS],
  ev=[E("policy:christmas-trees", "Our real Christmas trees are on sale from Saturday 21 November to Wednesday 23 December 2026, or while stocks last.")])
Q("How much do you charge to deliver a Christmas tree?", "policy_christmas",
  facts=[["£10", "10.00"], ["£75"]], req=[XMAS],
  ev=[E("policy:christmas-trees", "We deliver Christmas trees within 10 miles of the Christmas tree barn for £10, or free when you spend over £75 on trees and decorations.")])
Q("Will your team put the tree up in the stand for me?", "policy_christmas",
  facts=[["£20", "20.00"]], pol="yes", req=[XMAS],
  ev=[E("policy:christmas-trees", "For £20 more, our team will set the tree up in its stand for you.")])
Q("What do I do with my real tree after Christmas - do you take them?", "policy_christmas",
  facts=[["£8"], ["January"]], pol="yes", req=[XMAS],
  ev=[E("policy:christmas-trees", "We collect trees for recycling from 4 to 15 January 2027 for £8, within the same 10-mile delivery area; book at any tree barn."),
      E("policy:christmas-trees", "You can also drop your tree off at any Hollyhock & Vine store free of charge on those dates, and we chip it into mulch for our display gardens.")])
Q("Is netting the tree extra?", "policy_christmas",
  facts=[["free"]], pol="no", req=[XMAS], allow=[pr("nordmann-fir-cut")],
  ev=[E("policy:christmas-trees", "Every cut tree is netted free of charge, and we'll trim the base so the tree can take up water.")])
Q("Which of your garden centres sell real Christmas trees?", "policy_christmas",
  facts=[["Harrogate"], ["Cheltenham"], ["Guildford"], ["Edinburgh"], ["Dublin"]], req=[XMAS],
  allow=[lo("loc_harrogate"), lo("loc_cheltenham"), lo("loc_guildford"), lo("loc_edinburgh"), lo("loc_dublin"), pr("nordmann-fir-cut")],
  ev=[E("policy:christmas-trees", "You'll find them in the Christmas tree barn at our Harrogate, Cheltenham, Guildford, Edinburgh and Dublin stores.")])
Q("What's the last day you'll deliver a Christmas tree?", "policy_christmas",
  facts=[["22 December", "December 22", "22nd December", "22 Dec"]], req=[XMAS],
  ev=[E("policy:christmas-trees", "Deliveries run every day from 10:00 to 18:00 until 22 December.")])
Q("What size tree should I get for a room with a 2.4 metre ceiling?", "faq",
  facts=[["30 cm", "1 ft", "2.1"]], req=[fq("tree-size")], allow=[pr("nordmann-fir-cut")],
  ev=[E("faq:tree-size", "Measure from the floor to your ceiling and choose a tree at least 30 cm (1 ft) shorter than that, to leave room for the stand and the star on top.")])
Q("how do i stop my tree dropping needles everywhere", "faq",
  facts=[["water"], ["radiator"]], req=[fq("tree-care")], allow=[pr("christmas-tree-stand")],
  ev=[E("faq:tree-care", "Stand it in water as soon as you get home, top the water up every day, and keep it away from radiators and open fires.")])
# --- privacy
Q("Do you sell my personal data to other companies?", "policy_privacy",
  facts=[["never sell", "do not sell", "don't sell"]], pol="no", req=[PRIV],
  ev=[E("policy:privacy", "We never sell your personal data.")])
Q("How long do you keep CCTV footage from the stores?", "policy_privacy",
  facts=[["30 days"]], req=[PRIV],
  ev=[E("policy:privacy", "CCTV footage is deleted after 30 days unless it is needed to investigate an incident.")])
Q("How can I get a copy of the data you hold about me?", "policy_privacy",
  facts=[["privacy@hollyhockandvine.example"]], req=[PRIV],
  ev=[E("policy:privacy", "You can ask for a copy of your data, or ask us to correct or delete it, by emailing privacy@hollyhockandvine.example.")])
# --- FAQ
Q("What do I get for joining the Garden Club?", "faq",
  facts=[["10%"], ["hot drink"]], req=[fq("garden-club")],
  ev=[E("faq:garden-club", "Members get 10% off all plants, a free hot drink in our cafés once a month, and a record of their purchases, so plant guarantee claims never need a receipt.")])
Q("Do you do buy now pay later?", "faq",
  facts=[["Klarna"], ["3", "three"]], pol="yes", req=[fq("spread-the-cost")],
  ev=[E("faq:spread-the-cost", "On purchases from £99 to £1,500 you can choose Klarna at the checkout and pay in 3 interest-free monthly instalments.")])
Q("Can I pay with Klarna in the Dublin store?", "faq",
  facts=[["Irish stores", "Irish store"]], pol="no", req=[fq("spread-the-cost")], allow=[lo("loc_dublin")],
  ev=[E("faq:spread-the-cost", "Klarna is available online and in our stores in Great Britain, but not in our Irish stores.")])
Q("Can I use a Hollyhock & Vine gift card in the Cork store?", "faq",
  facts=[["euro"]], pol="no", req=[fq("gift-cards")], allow=[pr("gift-card"), lo("loc_cork")],
  ev=[E("faq:gift-cards", "They cannot be used in our Dublin and Cork stores, which trade in euro.")])
Q("Are the prices in your Dublin shop in euros?", "faq",
  facts=[["euro"]], pol="yes", req=[fq("irish-prices")], allow=[lo("loc_dublin")],
  ev=[E("faq:irish-prices", "Our Dublin and Cork stores price everything in euro, and their prices and offers can differ from the website.")])
Q("Can I bring my dog when I come shopping?", "faq",
  facts=[["lead"]], pol="yes", req=[fq("dogs")], allow=[CAF],
  ev=[E("faq:dogs", "Well-behaved dogs on a short lead are welcome in all our stores, except inside our cafés and food halls, where only assistance dogs are allowed.")])
Q("I've got a stack of old plastic plant pots, will you take them?", "faq",
  facts=[["recycl"]], pol="yes", req=[fq("pot-recycling")],
  ev=[E("faq:pot-recycling", "Bring your clean plastic plant pots and trays to the pot recycling point at any of our stores.")])
Q("How much is a lawnmower service?", "faq",
  facts=[["£69"], ["£89"]], req=[fq("mower-servicing")], allow=[lo("loc_harrogate"), lo("loc_guildford")],
  ev=[E("faq:mower-servicing", "A standard service costs £69 for a cordless mower and £89 for a petrol mower and takes about 5 working days.")])
Q("Do you have an NHS discount?", "faq",
  facts=[["Blue Light"], ["Tuesday"]], pol="yes", req=[fq("blue-light")],
  ev=[E("faq:blue-light", "Blue Light Card holders get 10% off in our stores in Great Britain every Tuesday, when they show their card at the till.")])
Q("Can I use my Blue Light Card discount on the website?", "faq",
  facts=[["online", "in our stores", "in store"]], pol="no", req=[fq("blue-light")],
  ev=[E("faq:blue-light", "It cannot be combined with the Garden Club discount and cannot be used online.")])
Q("If I click and collect, how soon can I pick it up?", "faq",
  facts=[["4 hours", "four hours"]], req=[fq("click-and-collect")], allow=[DEL],
  ev=[E("faq:click-and-collect", "We email you when your order is ready, usually within 4 hours, and keep it for 7 days.")])
Q("Do you run wreath making workshops?", "faq",
  facts=[["December"]], pol="yes", req=[fq("workshops")],
  ev=[E("faq:workshops", "Our stores run seasonal workshops, such as wreath making in December and rose pruning in February.")])
Q("My dad uses a wheelchair - can we borrow one at the Norwich store?", "faq",
  facts=[["wheelchair"]], pol="yes", req=[fq("mobility")], allow=[lo("loc_norwich")],
  ev=[E("faq:mobility", "Free manual wheelchairs are available at every store, and mobility scooters at Harrogate, Cheltenham and Dublin.")])
Q("Is there a mobility scooter I can borrow at Guildford?", "faq",
  facts=[["Harrogate"], ["Cheltenham"], ["Dublin"]], pol="no", req=[fq("mobility")], allow=[lo("loc_guildford")],
  ev=[E("faq:mobility", "Free manual wheelchairs are available at every store, and mobility scooters at Harrogate, Cheltenham and Dublin.")])
Q("I can't find any peat-based compost on your shelves anymore, why?", "faq",
  facts=[["2023"]], req=[fq("peat")], allow=[pr("peat-free-compost-50l")],
  ev=[E("faq:peat", "We stopped selling compost containing peat in 2023 to help protect peat bogs, which store huge amounts of carbon.")])
Q("I'm a landscaper, is there a trade discount?", "faq",
  facts=[["15%"]], pol="yes", req=[fq("trade-accounts")],
  ev=[E("faq:trade-accounts", "Landscapers, garden designers and other professionals can apply for a trade account, which gives 15% off plants and 30-day invoicing.")])
Q("When's the season for bare root hedging?", "faq",
  facts=[["November"], ["March"]], req=[fq("bare-root-season")], allow=[pr("beech-hedging-bare-root")],
  ev=[E("faq:bare-root-season", "Bare-root hedging, roses and fruit trees are sold from November to March, while the plants are dormant.")])
Q("Could you send a rose bush to my mum in Cork for her birthday?", "faq",
  facts=[["plant health"]], pol="no", req=[fq("plants-to-ireland")], allow=[DEL, pr("rose-summer-blush"), lo("loc_cork")],
  ev=[E("faq:plants-to-ireland", "Plant health rules stop us posting plants, bulbs or seeds from Great Britain to Northern Ireland or the Republic of Ireland.")])
Q("How do I contact customer service?", "faq",
  facts=[["hello@hollyhockandvine.example"], ["1423 555 010"]], req=[CONTACT], allow=[fq("contact")],
  ev=[E("store", "hello@hollyhockandvine.example"), E("store", "+44 1423 555 010")])
Q("My acer has brown crispy leaves. Can someone look at it for me?", "faq",
  facts=[["free of charge", "free"]], pol="yes", req=[fq("plant-advice")],
  ev=[E("faq:plant-advice", "Bring a sample of the plant in a sealed bag to the plant advice desk at any store, and our horticulturists will diagnose the problem free of charge.")])
Q("Are your shops open on Sundays?", "faq",
  facts=[["six hours", "6 hours"]], pol="yes", req=[fq("opening-hours")],
  ev=[E("faq:opening-hours", "Our stores in England and Wales open for six hours on Sundays, as Sunday trading law requires.")])

###############################################################################
# LOCATIONS (now = Friday 11 December 2026, 17:15 in London and Dublin)
###############################################################################
HRG, CHL, GFD, NRW, ABG = lo("loc_harrogate"), lo("loc_cheltenham"), lo("loc_guildford"), lo("loc_norwich"), lo("loc_abergavenny")
EDI, PIT, DUB, CRK = lo("loc_edinburgh"), lo("loc_pitlochry"), lo("loc_dublin"), lo("loc_cork")
Q("Is the Harrogate store open now?", "location_hours",
  facts=[T("20:00")], pol="yes", req=[HRG],
  ev=[E("location:loc_harrogate", "Christmas late-night shopping"), E("location:loc_harrogate", "09:00-20:00")])
Q("is norwich open right now", "location_hours",
  facts=[T("09:00")], pol="no", req=[NRW],
  ev=[E("location:loc_norwich", "09:00-17:00")])
Q("What time does the Cheltenham garden centre close today?", "location_hours",
  facts=[T("17:30")], req=[CHL],
  ev=[E("location:loc_cheltenham", "09:00-17:30")])
Q("Is Pitlochry open this weekend? Thought we'd drive up.", "location_closure",
  facts=[["winter"]], pol="no", req=[PIT],
  ev=[E("location:loc_pitlochry", "Closed for the winter"), E("location:loc_pitlochry", "2027-02-28")])
Q("When does the Pitlochry garden centre open again?", "location_closure",
  facts=[["1 March", "March 1", "28 February", "February 28", "2027-03-01", "1st March", "2027-02-28"]], req=[PIT],
  ev=[E("location:loc_pitlochry", "Closed for the winter"), E("location:loc_pitlochry", "2027-02-28")])
Q("What are the Sunday opening hours at the Dublin store?", "location_hours",
  facts=[T("11:00"), T("18:00")], req=[DUB],
  ev=[E("location:loc_dublin", "11:00-18:00")])
Q("Is the Leopardstown store open late on Thursdays?", "location_hours",
  facts=[T("20:00")], pol="yes", req=[DUB],
  ev=[E("location:loc_dublin", "09:00-20:00")])
Q("What are the opening hours of the Abergavenny shop on a Tuesday?", "location_hours",
  facts=[T("09:00"), T("13:00"), T("14:00"), T("17:00")], req=[ABG],
  ev=[E("location:loc_abergavenny", "09:00-13:00"), E("location:loc_abergavenny", "14:00-17:00")])
Q("Is Abergavenny open over lunch on Wednesdays?", "location_hours",
  facts=[T("13:00"), T("14:00")], pol="no", req=[ABG],
  ev=[E("location:loc_abergavenny", "Closed for lunch from 13:00 to 14:00 on weekdays.")])
Q("Is Guildford open on Boxing Day?", "location_holiday",
  facts=[T("10:00"), T("16:00")], pol="yes", req=[GFD],
  ev=[E("location:loc_guildford", "Boxing Day"), E("location:loc_guildford", "10:00-16:00")])
Q("Can I pop into the Cheltenham store on Boxing Day?", "location_holiday",
  pol="no", facts=[["closed"]], req=[CHL],
  ev=[E("location:loc_cheltenham", "Christmas Day and Boxing Day")])
Q("What are the Christmas Eve hours at the Edinburgh store?", "location_holiday",
  facts=[T("09:00"), T("16:00")], req=[EDI],
  ev=[E("location:loc_edinburgh", "Christmas Eve"), E("location:loc_edinburgh", "09:00-16:00")])
Q("Will the Edinburgh store be open on the 2nd of January?", "location_holiday",
  pol="no", facts=[["closed"]], req=[EDI],
  ev=[E("location:loc_edinburgh", "New Year's Day and 2 January")])
Q("Are your Irish stores open on St Stephen's Day?", "location_holiday",
  pol="no", facts=[["closed"]], req=[DUB, CRK],
  ev=[E("location:loc_dublin", "St Stephen's Day"), E("location:loc_cork", "St Stephen's Day")])
Q("I was going to visit the Cork store on 15 January - will it be open?", "location_closure",
  facts=[["refurbishment"]], pol="no", req=[CRK],
  ev=[E("location:loc_cork", "Closed for refurbishment"), E("location:loc_cork", "2027-01-22")])
Q("What time does Guildford open on a Saturday?", "location_hours",
  facts=[T("08:30")], req=[GFD],
  ev=[E("location:loc_guildford", "08:30-18:00")])
Q("what time does harrogate open on sundays", "location_hours",
  facts=[T("10:30")], req=[HRG],
  ev=[E("location:loc_harrogate", "10:30-16:30")])
Q("Is Norwich open on New Year's Eve?", "location_holiday",
  facts=[T("15:00")], pol="yes", req=[NRW],
  ev=[E("location:loc_norwich", "New Year's Eve"), E("location:loc_norwich", "09:00-15:00")])
Q("Are you open tomorrow at the Edinburgh store?", "location_hours",
  facts=[T("09:00"), T("17:30")], pol="yes", req=[EDI],
  ev=[E("location:loc_edinburgh", "09:00-17:30")])
Q("Is the Guildford branch open this Sunday?", "location_hours",
  facts=[T("10:30"), T("16:30")], pol="yes", req=[GFD],
  ev=[E("location:loc_guildford", "10:30-16:30")])
Q("is it open now?", "location_hours", ids=["loc_pitlochry"],
  facts=[["winter"]], pol="no", req=[PIT],
  ev=[E("location:loc_pitlochry", "Closed for the winter")])
Q("Open now?", "location_hours", ids=["CHL"],
  facts=[T("17:30")], pol="yes", req=[CHL],
  ev=[E("location:loc_cheltenham", "09:00-17:30")])
Q("Is this store open on Sundays?", "location_hours", ids=["loc_cork"],
  facts=[T("12:00"), T("17:00")], pol="yes", req=[CRK],
  ev=[E("location:loc_cork", "12:00-17:00")])
Q("is the dublin shop still open", "location_hours",
  facts=[T("20:00")], pol="yes", req=[DUB],
  ev=[E("location:loc_dublin", "09:00-20:00")])
Q("Which of your stores have a café?", "location_amenity",
  facts=[["Harrogate"], ["Cheltenham"], ["Guildford"], ["Abergavenny"], ["Edinburgh"], ["Pitlochry"], ["Dublin"], ["Cork"]],
  req=[HRG, CHL, GFD, ABG, EDI, PIT, DUB, CRK], allow=[CAF],
  ev=[E("location:loc_harrogate", "The Potting Shed café"), E("location:loc_cheltenham", "The Orchard café"),
      E("location:loc_guildford", "The Glasshouse café"), E("location:loc_abergavenny", "Tea room (hot drinks and cakes only)"),
      E("location:loc_edinburgh", "The Walled Garden café"), E("location:loc_pitlochry", "Garden tearoom"),
      E("location:loc_dublin", "The Glasshouse Kitchen café"), E("location:loc_cork", "The Courtyard café")])
Q("Is there a café at the Norwich store?", "location_amenity",
  facts=[["no café", "no cafe"]], pol="no", req=[NRW],
  ev=[E("location:loc_norwich", "There is no café at our Norwich store.")])
Q("Where can I charge my electric car while I shop?", "location_amenity",
  facts=[["Harrogate"], ["Guildford"], ["Norwich"], ["Edinburgh"]], req=[HRG, GFD, NRW, EDI],
  ev=[E("location:loc_harrogate", "EV charging points"), E("location:loc_guildford", "EV charging points"),
      E("location:loc_norwich", "EV charging points"), E("location:loc_edinburgh", "EV charging points")])
Q("Which garden centres have a play area for the kids?", "location_amenity",
  facts=[["Harrogate"], ["Cheltenham"], ["Edinburgh"], ["Dublin"]], req=[HRG, CHL, EDI, DUB],
  ev=[E("location:loc_harrogate", "Children's play area"), E("location:loc_cheltenham", "Children's play area"),
      E("location:loc_edinburgh", "Children's play area"), E("location:loc_dublin", "Children's play area")])
Q("Where can I take my lawnmower to be serviced?", "location_amenity",
  facts=[["Harrogate"], ["Guildford"]], req=[HRG, GFD], allow=[fq("mower-servicing"), WAR],
  ev=[E("location:loc_harrogate", "Mower servicing workshop"), E("location:loc_guildford", "Mower servicing workshop"),
      E("faq:mower-servicing", "Yes, our mower workshops at Harrogate and Guildford service petrol and cordless mowers.")])
Q("Does the Cork store have a garden design studio?", "location_amenity",
  facts=[["online"]], pol="no", req=[CRK], allow=[pr("garden-design-online"), DES],
  ev=[E("location:loc_cork", "There is no garden design studio at Cork: book an online consultation instead.")])
Q("Can I buy a real Christmas tree at your Norwich store?", "location_amenity",
  pol="no", facts=[["Norwich"]], req=[NRW], allow=[XMAS, pr("nordmann-fir-cut")],
  ev=[E("location:loc_norwich", "Norwich does not sell real Christmas trees.")])
Q("Is there parking at Harrogate?", "location_amenity",
  facts=[["350"]], pol="yes", req=[HRG],
  ev=[E("location:loc_harrogate", "Free parking for 350 cars")])
Q("Which stores offer click and collect?", "location_amenity",
  facts=[["Harrogate"], ["Cheltenham"], ["Guildford"], ["Norwich"], ["Edinburgh"], ["Dublin"], ["Cork"]],
  req=[HRG, CHL, GFD, NRW, EDI, DUB, CRK], allow=[fq("click-and-collect")],
  ev=[E("location:loc_harrogate", "Click & collect"), E("location:loc_cheltenham", "Click & collect"),
      E("location:loc_guildford", "Click & collect"), E("location:loc_norwich", "Click & collect"),
      E("location:loc_edinburgh", "Click & collect"), E("location:loc_dublin", "Click & collect"), E("location:loc_cork", "Click & collect")])
Q("Can I do click & collect at Abergavenny?", "location_amenity",
  pol="no", facts=[["not available"]], req=[ABG], allow=[fq("click-and-collect")],
  ev=[E("location:loc_abergavenny", "Click & collect is not available at Abergavenny.")])
Q("What's your nearest garden centre to York?", "location_nearest",
  facts=[["Harrogate"]], req=[HRG],
  ev=[E("location:loc_harrogate", "On the A61 between Harrogate and Ripley, about 30 minutes by car from Leeds and from York.")])
Q("I'm in Cardiff - which of your stores is closest?", "location_nearest",
  facts=[["Abergavenny"]], req=[ABG],
  ev=[E("location:loc_abergavenny", "A small nursery-style garden centre at the foot of the Blorenge, about 40 minutes by car from Cardiff.")])
Q("nearest store to glasgow?", "location_nearest",
  facts=[["Edinburgh"]], req=[EDI],
  ev=[E("location:loc_edinburgh", "On the Edinburgh city bypass at the Straiton junction, 20 minutes from the city centre and about an hour by car from Glasgow.")])
Q("Which of your branches is closest to Limerick?", "location_nearest",
  facts=[["Cork", "Ballincollig"]], req=[CRK],
  ev=[E("location:loc_cork", "Ballincollig")])
# Post-run label fix (changes.txt): by the stores' own coordinates Abergavenny is nearer Bristol in a
# straight line (~50 km) than Cheltenham (~61 km), while Cheltenham's note gives the drive from Bristol.
Q("closest hollyhock and vine to bristol", "location_nearest",
  facts=[["Cheltenham", "Abergavenny"]], allow=[CHL, ABG],
  ev=[E("location:loc_cheltenham", "Just off junction 10 of the M5, about 50 minutes by car from Bristol and 20 minutes from Gloucester."),
      E("location:loc_abergavenny", "51.8168")])
Q("I live in central London. Where's your nearest garden centre?", "location_nearest",
  facts=[["Guildford"]], req=[GFD],
  ev=[E("location:loc_guildford", "About 45 minutes by car from central London; Guildford station is a 10-minute taxi ride away.")])
Q("Do you deliver Christmas trees to GL52?", "location_service_area",
  facts=[["Cheltenham"]], pol="yes", req=[CHL], allow=[XMAS],
  ev=[E("location:loc_cheltenham", "GL52*"), E("policy:christmas-trees", "We deliver Christmas trees within 10 miles of the Christmas tree barn for £10, or free when you spend over £75 on trees and decorations.")])
Q("Can one of your stores deliver a Christmas tree to YO24 in York?", "location_service_area",
  pol="no", req=[XMAS], allow=[HRG],
  ev=[E("policy:christmas-trees", "We deliver Christmas trees within 10 miles of the Christmas tree barn for £10, or free when you spend over £75 on trees and decorations.")])
Q("Can the Dublin store deliver a tree to D06 (Rathmines)?", "location_service_area",
  facts=[["Dublin", "Leopardstown"]], pol="yes", req=[DUB], allow=[XMAS],
  ev=[E("location:loc_dublin", "D*")])
Q("Do you do garden design home visits around Edinburgh?", "location_service_area",
  facts=[["Edinburgh"]], pol="yes", req=[EDI], allow=[DES, pr("garden-design-home-visit")],
  ev=[E("policy:garden-design", "Home visits are available within 25 miles of our Harrogate, Cheltenham, Guildford, Edinburgh and Dublin stores, where our design studios are.")])
Q("What's the address of the Cork store?", "location_info",
  facts=[["Carrigrohane Road"], ["Ballincollig"]], req=[CRK],
  ev=[E("location:loc_cork", "Carrigrohane Road, Ballincollig"), E("location:loc_cork", "P31 X4E6")])
Q("phone number for the guildford branch?", "location_info",
  facts=[["1483 555 103"]], req=[GFD],
  ev=[E("location:loc_guildford", "+44 1483 555 103")])
Q("How do I get to the Leopardstown store on the Luas?", "location_info",
  facts=[["Ballyogan Wood"]], req=[DUB],
  ev=[E("location:loc_dublin", "Just off junction 15 of the M50; the Luas Green Line stop at Ballyogan Wood is a 5-minute walk.")])
Q("Which stores do you have in Scotland?", "location_info",
  facts=[["Edinburgh"], ["Pitlochry"]], req=[EDI, PIT],
  ev=[E("location:loc_edinburgh", "Edinburgh"), E("location:loc_pitlochry", "Pitlochry")])
Q("Is this store open on Sunday?", "location_not_found", ids=["loc_belfast"],
  ans=False, nf=["loc_belfast"])

###############################################################################
# OPERATIONS (ask never acts: operation_not_performed + the informational part)
###############################################################################
Q("Add two of the 1 litre Hidcote lavenders to my basket - have you got them at Norwich?", "operation",
  op=True, pol="yes", facts=[["Norwich"]], req=[pr("lavender-hidcote")], allow=[NRW],
  ev=[E("inventory", "loc_norwich,lavender-hidcote-1l,24")])
Q("Book me a garden design home visit for next Tuesday. How long does it last?", "operation",
  op=True, facts=[["90"]], req=[pr("garden-design-home-visit")], allow=[DES],
  ev=[E("policy:garden-design", "A home visit lasts 90 minutes and costs £150.")])
Q("Please cancel my order HV5121, I ordered it by mistake.", "operation", viewer="b_2",
  op=True, allow=[od("ord_5121"), RET],
  ev=[E("order:ord_5121", "processing")])
Q("Reserve a 7-8ft Nordmann at Harrogate for me to collect on Saturday - how much is it?", "operation",
  op=True, facts=[["89.99"]], req=[pr("nordmann-fir-cut")], allow=[HRG, XMAS],
  ev=[E("variant:nordmann-fir-cut-7-8ft", "89.99"), E("inventory", "loc_harrogate,nordmann-fir-cut-7-8ft,14")])
Q("Apply the code XMAS10 to my basket. Does it work on Christmas trees?", "operation",
  op=True, ans=False, allow=[pr("nordmann-fir-cut"), XMAS])
Q("Put the VoltEdge mower kit in my cart. It does come with a charger, right?", "operation",
  op=True, pol="yes", facts=[["charger"]], req=[pr("voltedge-mower-37-kit")], disc=["li_ion_battery"],
  ev=[E("product:voltedge-mower-37-kit", "VoltEdge 36V Standard Charger")])
Q("Book me onto the wreath-making workshop at Cheltenham. What does it cost?", "operation",
  op=True, facts=[["£15"], ["£45"]], req=[fq("workshops")], allow=[CHL],
  ev=[E("faq:workshops", "Workshops cost from £15 to £45, including materials, and are booked at the customer service desk of each store.")])
Q("Order 50 beech hedging plants for delivery to my house in Cork.", "operation",
  op=True, facts=[["plant health"]], req=[DEL], allow=[fq("plants-to-ireland"), pr("beech-hedging-bare-root"), CRK],
  ev=[E("policy:delivery", "Because of plant health rules, we cannot send live plants, bulbs or seeds to Northern Ireland, the Republic of Ireland, the Channel Islands or the Isle of Man.")])
Q("Take the kids' tool set out of my basket. Actually, what age is it meant for?", "operation", viewer="b_1", ids=["cart_7hk2"],
  op=True, facts=[["3"], ["8"]], req=[pr("kids-garden-tool-set")], disc=["toy_safety"],
  ev=[E("product:kids-garden-tool-set", "For young gardeners aged 3 to 8.")])
Q("Sign me up for the Garden Club. How much off do members get?", "operation",
  op=True, facts=[["10%"]], req=[fq("garden-club")],
  ev=[E("faq:garden-club", "Members get 10% off all plants, a free hot drink in our cafés once a month, and a record of their purchases, so plant guarantee claims never need a receipt.")])
Q("Schedule my Christmas tree to be collected for recycling on 6 January. How much will that be?", "operation",
  op=True, facts=[["£8", "8.00"]], req=[XMAS],
  ev=[E("policy:christmas-trees", "We collect trees for recycling from 4 to 15 January 2027 for £8, within the same 10-mile delivery area; book at any tree barn.")])
Q("Check me out with Klarna for the AquaForce Patio & Car Kit - is it eligible?", "operation",
  op=True, pol="yes", facts=[["Klarna"]], req=[fq("spread-the-cost")], allow=[pr("aquaforce-140-patio-car-kit")],
  disc=["detergent_eye_irritant"],
  ev=[E("faq:spread-the-cost", "On purchases from £99 to £1,500 you can choose Klarna at the checkout and pay in 3 interest-free monthly instalments."),
      E("product:aquaforce-140-patio-car-kit", "199.99")])
Q("Reserve a white Christmas cactus for me at the Edinburgh store please", "operation",
  op=True, req=[pr("christmas-cactus")], allow=[EDI],
  ev=[E("inventory", "loc_edinburgh,christmas-cactus-white,6")])
Q("Change the delivery address on my order HV5101 to my work address.", "operation", viewer="b_1",
  op=True, facts=[["shipped"]], allow=[od("ord_5101")],
  ev=[E("order:ord_5101", "shipped")])
Q("Book my VoltEdge in for a service at Guildford. How much is a cordless mower service?", "operation",
  op=True, facts=[["£69"]], req=[fq("mower-servicing")], allow=[GFD],
  ev=[E("faq:mower-servicing", "A standard service costs £69 for a cordless mower and £89 for a petrol mower and takes about 5 working days.")])

###############################################################################
# FOLLOW-UPS
###############################################################################
g = conv()
Q("Tell me about the Peace Lily.", "followup", grp=g, turn=1,
  facts=[["white"]], req=[pr("peace-lily")], disc=["toxic_pets"],
  ev=[E("product:peace-lily", "An easy-going houseplant with glossy dark green leaves and elegant white flowers on and off all year.")])
Q("Is it OK around cats?", "followup", grp=g, turn=2, fu=gid("peace-lily"),
  facts=[["toxic"]], pol="no", req=[pr("peace-lily")], disc=["toxic_pets"],
  ev=[E("product:peace-lily", "Toxic to cats and dogs: the leaves contain calcium oxalate crystals that cause mouth irritation, drooling and vomiting if chewed.")])
Q("how much is the bigger size?", "followup", grp=g, turn=3, fu=gid("peace-lily"),
  facts=[["24.99"]], req=[pr("peace-lily")], disc=["toxic_pets"],
  ev=[E("variant:peace-lily-17cm", "24.99")])

g = conv()
Q("Tell me about the VoltEdge lawnmower kit.", "followup", grp=g, turn=1,
  facts=[["279.99"]], req=[pr("voltedge-mower-37-kit")], disc=["li_ion_battery"],
  ev=[E("product:voltedge-mower-37-kit", "279.99")])
Q("Does it come with a battery and charger?", "followup", grp=g, turn=2, fu=gid("voltedge-mower-37-kit"),
  facts=[["4.0Ah", "4Ah", "4.0 Ah", "4 Ah"]], pol="yes", req=[pr("voltedge-mower-37-kit")], disc=["li_ion_battery"],
  ev=[E("product:voltedge-mower-37-kit", "VoltEdge 36V 4.0Ah Battery"), E("product:voltedge-mower-37-kit", "VoltEdge 36V Standard Charger")])
Q("And the body-only version?", "followup", grp=g, turn=3, fu=gid("voltedge-mower-37-body-only"),
  facts=[["without a battery", "no battery", "not included", "doesn't come with", "does not come with", "without"]], pol="no",
  req=[pr("voltedge-mower-37-body-only")], allow=[pr("voltedge-mower-37-kit")],
  ev=[E("product:voltedge-mower-37-body-only", "Supplied without a battery or charger, for gardeners who already own a VoltEdge 36V battery.")])

g = conv()
Q("What's the AquaForce 140 pressure washer like?", "followup", grp=g, turn=1,
  facts=[["140 bar"]], req=[pr("aquaforce-140")], allow=[pr("aquaforce-140-patio-car-kit")],
  ev=[E("product:aquaforce-140", "A powerful 140 bar electric pressure washer for cars, bikes, garden furniture and small patios.")])
Q("Is there a version that comes with a patio cleaner?", "followup", grp=g, turn=2, fu=gid("aquaforce-140-patio-car-kit"),
  facts=[["Patio & Car Kit", "Patio and Car Kit", "Patio & Car"]], pol="yes",
  req=[pr("aquaforce-140-patio-car-kit")], allow=[pr("aquaforce-140")], disc=["detergent_eye_irritant"],
  ev=[E("product:aquaforce-140-patio-car-kit", "AquaForce 140 Pressure Washer Patio & Car Kit")])
Q("How much more does that one cost?", "followup", grp=g, turn=3, fu=gid("aquaforce-140-patio-car-kit"),
  facts=[["£50", "50.00", "199.99"]], req=[pr("aquaforce-140-patio-car-kit")], allow=[pr("aquaforce-140")],
  disc=["detergent_eye_irritant"],
  ev=[E("product:aquaforce-140-patio-car-kit", "199.99"), E("product:aquaforce-140", "149.99")])

g = conv()
Q("What sizes do your cut Nordmann Christmas trees come in?", "followup", grp=g, turn=1,
  facts=[["5-6 ft", "5–6 ft", "5-6ft", "150-180"], ["7-8 ft", "7–8 ft", "7-8ft", "210-240"]],
  req=[pr("nordmann-fir-cut")], allow=[pr("nordmann-fir-pot-grown")],
  ev=[E("variant:nordmann-fir-cut-5-6ft", "5-6 ft (150-180 cm)"), E("variant:nordmann-fir-cut-7-8ft", "7-8 ft (210-240 cm)")])
Q("Can you deliver the biggest one to my house?", "followup", grp=g, turn=2, fu=gid("nordmann-fir-cut"),
  facts=[["10 miles"], ["£10"]], req=[pr("nordmann-fir-cut")], allow=[XMAS],
  ev=[E("policy:christmas-trees", "We deliver Christmas trees within 10 miles of the Christmas tree barn for £10, or free when you spend over £75 on trees and decorations.")])
Q("and if it turns out too tall can I bring it back?", "followup", grp=g, turn=3, fu=gid("nordmann-fir-cut"),
  facts=[["cannot be returned", "can't be returned", "final sale", "not returnable", "non-returnable", "can not be returned"]], pol="no",
  req=[pr("nordmann-fir-cut")], allow=[XMAS, RET],
  ev=[E("policy:christmas-trees", "Cut Christmas trees cannot be returned, so please choose carefully; our team will unwrap any tree so you can see its shape.")])

g = conv()
Q("Tell me about Hydrangea Annabelle.", "followup", grp=g, turn=1,
  facts=[["white"]], req=[pr("hydrangea-annabelle")], disc=["toxic_pets"],
  ev=[E("product:hydrangea-annabelle", "A smooth hydrangea with enormous rounded heads of white flowers, up to 25 cm across, from July to September.")])
Q("How much is the 10 litre one?", "followup", grp=g, turn=2, fu=gid("hydrangea-annabelle"),
  facts=[["39.99"]], req=[pr("hydrangea-annabelle")], disc=["toxic_pets"],
  ev=[E("variant:hydrangea-annabelle-10l", "39.99")])
Q("is it safe with dogs?", "followup", grp=g, turn=3, fu=gid("hydrangea-annabelle"),
  facts=[["toxic", "harmful"]], pol="no", req=[pr("hydrangea-annabelle")], disc=["toxic_pets"],
  ev=[E("product:hydrangea-annabelle", "Toxic to cats, dogs and horses: all parts of this plant are harmful if eaten. Keep pets from chewing the leaves and flowers.")])

g = conv()
Q("What is your Total Weedkiller?", "followup", grp=g, turn=1,
  facts=[["glyphosate"]], req=[pr("total-weedkiller-concentrate")], disc=WK_TOTAL,
  ev=[E("product:total-weedkiller-concentrate", "A systemic glyphosate weedkiller that kills weeds down to the roots, including tough perennials such as dandelions, docks, nettles and bindweed.")])
Q("Have you got an organic alternative?", "followup", grp=g, turn=2, fu=gid("naturals-weedkiller-rtu-3l"),
  facts=[["Naturals", "pelargonic"]], pol="yes", req=[pr("naturals-weedkiller-rtu-3l")], allow=[pr("total-weedkiller-concentrate")],
  disc=["ppp_safe_use"],
  ev=[E("product:naturals-weedkiller-rtu-3l", "An organic weedkiller made from pelargonic acid, a natural fatty acid.")])
Q("Does it kill the roots though?", "followup", grp=g, turn=3, fu=gid("naturals-weedkiller-rtu-3l"),
  facts=[["leaves", "second application"]], pol="no", req=[pr("naturals-weedkiller-rtu-3l")], disc=["ppp_safe_use"],
  ev=[E("product:naturals-weedkiller-rtu-3l", "It works on the leaves only, so deep-rooted weeds may need a second application.")])

g = conv()
Q("Do you sell Stargazer lily bulbs?", "followup", grp=g, turn=1,
  facts=[["6.99"]], pol="yes", req=[pr("lily-stargazer-bulbs")], disc=["toxic_cats_lily"],
  ev=[E("product:lily-stargazer-bulbs", "6.99")])
Q("When do I plant them?", "followup", grp=g, turn=2, fu=gid("lily-stargazer-bulbs"),
  facts=[["March"], ["May"]], req=[pr("lily-stargazer-bulbs")], disc=["toxic_cats_lily"],
  ev=[E("product:lily-stargazer-bulbs", "March"), E("product:lily-stargazer-bulbs", "May")])
Q("Are they OK with cats around?", "followup", grp=g, turn=3, fu=gid("lily-stargazer-bulbs"),
  facts=[["toxic"]], pol="no", req=[pr("lily-stargazer-bulbs")], disc=["toxic_cats_lily"],
  ev=[E("product:lily-stargazer-bulbs", "Lilies are extremely toxic to cats. Eating any part of the plant, or licking pollen from their fur, can cause fatal kidney failure. Do not grow lilies where cats can reach them.")])

g = conv()
Q("Do you sell Christmas cactus?", "followup", grp=g, turn=1,
  facts=[["7.99"]], pol="yes", req=[pr("christmas-cactus")], allow=[pr("christmas-rose")],
  ev=[E("variant:christmas-cactus-pink", "7.99")])
Q("What colours?", "followup", grp=g, turn=2, fu=gid("christmas-cactus"),
  facts=[["pink"], ["red"], ["white"]], req=[pr("christmas-cactus")],
  ev=[E("variant:christmas-cactus-pink", "Pink"), E("variant:christmas-cactus-red", "Red"), E("variant:christmas-cactus-white", "White")])
Q("is it safe for my cat", "followup", grp=g, turn=3, fu=gid("christmas-cactus"),
  facts=[["non-toxic", "pet safe", "pet-safe", "not toxic", "safe for"]], pol="yes", req=[pr("christmas-cactus")],
  ev=[E("product:christmas-cactus", "Non-toxic to cats and dogs.")])

# Access does not carry over a conversation: turn 1 signed in, turn 2 anonymous.
g = conv()
Q("Where's my lawnmower order?", "account", grp=g, turn=1, viewer="b_1",
  facts=[["shipped"], ["DPD"]], req=[od("ord_5101")], allow=[pr("voltedge-mower-37-kit")],
  ev=[E("order:ord_5101", "shipped"), E("order:ord_5101", "DPD")])
Q("When will it arrive?", "account", grp=g, turn=2,
  ans=False, none=["14 December", "December 14", "2026-12-14", "15501234567890"])

###############################################################################
# SIGNED-IN BUYERS (and the same questions with no credential)
###############################################################################
Q("Has my VoltEdge mower been sent out yet?", "account", viewer="b_1",
  facts=[["DPD"], ["14 December", "14 Dec", "2026-12-14", "December 14"]], pol="yes", req=[od("ord_5101")],
  allow=[pr("voltedge-mower-37-kit")],
  ev=[E("order:ord_5101", "shipped"), E("order:ord_5101", "2026-12-14"), E("order:ord_5101", "DPD")])
Q("Has my VoltEdge mower been sent out yet?", "account",
  ans=False, none=["DPD", "15501234567890", "HV5101"])
Q("Is my click and collect order ready?", "account", viewer="b_2",
  facts=[["Edinburgh"]], pol="yes", req=[od("ord_5120")], allow=[EDI],
  ev=[E("order:ord_5120", "ready_for_pickup"), E("order:ord_5120", "loc_edinburgh")])
Q("What's in order HV5121 and what did I pay for delivery?", "account", viewer="b_2",
  facts=[["5.95"], ["trowel"]], req=[od("ord_5121")],
  ev=[E("order:ord_5121", "5.95"), E("order:ord_5121", "stainless-trowel-fork-set")])
Q("Am I a Garden Club member? What do I get?", "account", viewer="b_1",
  facts=[["10%"]], pol="yes", allow=[fq("garden-club")],
  ev=[E("buyer:b_1", "Garden Club"), E("buyer:b_1", "10% off all plants")])
Q("Do I get the Garden Club price on plants?", "account", viewer="b_3",
  facts=[["Garden Club"]], pol="no", allow=[fq("garden-club")],
  ev=[E("buyer:b_3", "Siobhán"), E("faq:garden-club", "Join at any till or online.")])
Q("What happened to my gift card order?", "account", viewer="b_3",
  facts=[["cancelled", "canceled"]], req=[od("ord_5110")],
  ev=[E("order:ord_5110", "cancelled")])
Q("How much did I pay for the lavender I ordered in November?", "account", viewer="b_1",
  facts=[["49.03"]], req=[od("ord_5088")],
  ev=[E("order:ord_5088", "49.03")])
Q("What would I pay for the 3 litre Hidcote lavender?", "account", viewer="b_1",
  facts=[["13.49"]], req=[pr("lavender-hidcote")],
  ev=[E("variant:lavender-hidcote-3l", "13.49")])
Q("What would I pay for the 3 litre Hidcote lavender?", "account",
  facts=[["14.99"]], req=[pr("lavender-hidcote")],
  ev=[E("variant:lavender-hidcote-3l", "14.99")])
Q("How long will you hold my click and collect order for?", "account", viewer="b_2",
  facts=[["7 days", "seven days"]], allow=[od("ord_5120"), fq("click-and-collect"), DEL, EDI],
  ev=[E("faq:click-and-collect", "We email you when your order is ready, usually within 4 hours, and keep it for 7 days.")])
Q("Which store did I collect my peace lily from?", "account", viewer="b_3",
  facts=[["Dublin", "Leopardstown"]], req=[od("ord_5075")], allow=[DUB, pr("peace-lily")], disc=["toxic_pets"],
  ev=[E("order:ord_5075", "loc_dublin")])
Q("What's in order HV5120?", "account",
  ans=False, none=["Christmas Rose", "Helleborus"])
Q("What's in this basket, and roughly what will delivery cost?", "account", ids=["cart_9zq4"],
  facts=[["compost"], ["stand"], ["£39", "39.00"]], allow=[pr("peat-free-compost-50l"), pr("christmas-tree-stand"), DEL],
  ev=[E("cart:cart_9zq4", "peat-free-compost-50l-single"), E("cart:cart_9zq4", "christmas-tree-stand"),
      E("product:peat-free-compost-50l", "18"), E("policy:delivery", "Orders over 30 kg: £39.00 pallet delivery")])

###############################################################################
# UNANSWERABLE: plausible for a garden centre, not in this store's data
###############################################################################
U = "unanswerable"
Q("Is Hidcote lavender safe to have in a garden with cats?", U, ans=False, allow=[pr("lavender-hidcote")])
Q("Do you price match other garden centres?", U, ans=False)
Q("How much is a 6-7ft Nordmann in euro at the Dublin store?", U, ans=False,
  allow=[pr("nordmann-fir-cut"), fq("irish-prices"), DUB])
Q("Do you sell hot tubs?", U, ans=False)
Q("Can I hire a rotavator from you for the weekend?", U, ans=False)
Q("How loud is the VoltEdge mower - what's its decibel rating?", U, ans=False,
  allow=[pr("voltedge-mower-37-kit"), pr("voltedge-mower-37-body-only")])
Q("Has the larch raised bed been treated with wood preservative?", U, ans=False, allow=[pr("larch-raised-bed-120x60")])
Q("Does the Walled Garden café at Edinburgh serve wine or beer?", U, ans=False, allow=[EDI, CAF])
Q("How many parking spaces are there at the Guildford store?", U, ans=False, allow=[GFD])
Q("Is there a Santa's grotto this year, and how much are tickets?", U, ans=False)
Q("Do you take American Express?", U, ans=False)
Q("What's the food hygiene rating of the café at Harrogate?", U, ans=False, allow=[HRG, CAF])
Q("do you have a pensioners discount day", U, ans=False)
Q("Are you recruiting at the Cheltenham store? I'm looking for a Saturday job.", U, ans=False, allow=[CHL])
Q("How much is a refill bottle of the AquaForce car shampoo?", U, ans=False,
  allow=[pr("aquaforce-140-patio-car-kit"), pr("aquaforce-140")], disc=["detergent_eye_irritant"])
Q("Does the Bloodgood maple come with a support stake?", U, ans=False, allow=[pr("japanese-maple-bloodgood")])
Q("Will your team plant my new beech hedge for me if I buy the plants from you?", U, ans=False,
  allow=[pr("beech-hedging-bare-root"), DES])
Q("When is Guildford getting more of the 1.8 m olive trees in?", U, ans=False,
  allow=[pr("olive-tree-half-standard"), GFD])
Q("Do you do part exchange on old petrol mowers?", U, ans=False)
Q("Does the Calathea orbifolia purify the air?", U, ans=False, allow=[pr("calathea-orbifolia")])
Q("Do you sell seed potatoes?", U, ans=False)
Q("Is there a student discount?", U, ans=False, allow=[fq("blue-light"), fq("garden-club")])
Q("How many calories are there in one of your café mince pies?", U, ans=False,
  allow=[pr("cafe-mince-pies-6")], disc=["allergens"])
Q("Which farm grows your Nordmann firs, and can we visit it to choose a tree?", U, ans=False,
  allow=[pr("nordmann-fir-cut")])
Q("Do you sell koi carp or other pond fish?", U, ans=False)
Q("Are your poinsettias grown in peat-free compost?", U, ans=False, allow=[pr("poinsettia")], disc=["irritant_sap"])
Q("What's the run time of the VoltEdge 36V hedge trimmer on the 4.0Ah battery?", U, ans=False,
  allow=[pr("voltedge-battery-36v-4ah")], disc=["li_ion_battery"])
Q("Do you offer a lawn treatment service, like scarifying and feeding?", U, ans=False)
Q("Can I book a table for Sunday lunch at the Cheltenham café?", U, ans=False, allow=[CHL, CAF])
Q("What's the Wi-Fi password at the Harrogate store?", U, ans=False, allow=[HRG])

###############################################################################
# OTHER LANGUAGES (the store publishes English only)
###############################################################################
Q("Ydy siop Y Fenni ar agor ar ddydd Sul?", "language", ctx={"language": "cy"},
  facts=[T("10:00"), T("16:00")], req=[ABG],
  ev=[E("location:loc_abergavenny", "10:00-16:00")])
Q("Faint yw coeden Nadolig Nordmann 7-8 troedfedd?", "language", ctx={"language": "cy"},
  facts=[["89.99"]], req=[pr("nordmann-fir-cut")],
  ev=[E("variant:nordmann-fir-cut-7-8ft", "89.99")])
Q("Cén t-am a osclaíonn an siopa i mBaile Átha Cliath ar an Domhnach?", "language", ctx={"language": "ga"},
  facts=[T("11:00")], req=[DUB],
  ev=[E("location:loc_dublin", "11:00-18:00")])
Q("Ile kosztuje dostawa do Irlandii?", "language", ctx={"language": "pl"},
  facts=[["12.95", "12,95"]], req=[DEL],
  ev=[E("policy:delivery", "Delivery to the Republic of Ireland costs £12.95 for orders up to 30 kg.")])
Q("Czy mogę zamówić wysyłkę roślin do Irlandii Północnej?", "language", ctx={"language": "pl"},
  facts=[["plant health", "zdrowia roślin", "Northern Ireland", "Irlandii Północnej"]], pol="no", req=[DEL],
  allow=[fq("plants-to-ireland")],
  ev=[E("policy:delivery", "Because of plant health rules, we cannot send live plants, bulbs or seeds to Northern Ireland, the Republic of Ireland, the Channel Islands or the Isle of Man.")])
Q("Le lys de la paix est-il toxique pour les chats ?", "language", ctx={"language": "fr"},
  facts=[["toxic", "toxique"]], pol="yes", req=[pr("peace-lily")], disc=["toxic_pets"],
  ev=[E("product:peace-lily", "Toxic to cats and dogs: the leaves contain calcium oxalate crystals that cause mouth irritation, drooling and vomiting if chewed.")])
Q("Wie lange gilt die Garantie für winterharte Pflanzen?", "language", ctx={"language": "de"},
  facts=[["2 years", "2-year", "2 Jahre", "zwei Jahre", "two years", "2 year"]], req=[GUA],
  ev=[E("policy:plant-guarantee", "Every hardy plant you buy from us is guaranteed for 2 years from the date of purchase.")])
Q("¿Cuánto cuesta el cortacésped VoltEdge sin batería?", "language", ctx={"language": "es"},
  facts=[["179.99", "179,99"]], req=[pr("voltedge-mower-37-body-only")], allow=[pr("voltedge-mower-37-kit")],
  ev=[E("product:voltedge-mower-37-body-only", "179.99")])
Q("Il negozio di Cork è aperto il 15 gennaio?", "language", ctx={"language": "it"},
  facts=[["refurbishment", "ristrutturazione", "22 January", "22 gennaio", "2027-01-22"]], pol="no", req=[CRK],
  ev=[E("location:loc_cork", "Closed for refurbishment"), E("location:loc_cork", "2027-01-22")])

###############################################################################
# MORE: operations, signed-in, unanswerable, similar products
###############################################################################
Q("Add the VoltEdge fast charger to my basket as well. How long does it take to charge a 4Ah battery?", "operation",
  op=True, facts=[["65"]], req=[pr("voltedge-fast-charger-36v")], allow=[pr("voltedge-battery-36v-4ah")],
  ev=[E("product:voltedge-fast-charger-36v", "Charges a VoltEdge 36V 4.0Ah battery in about 65 minutes, more than twice as fast as the standard charger supplied in VoltEdge kits.")])
Q("Hold one of the 1.8 m olive trees at Cheltenham for me until Sunday.", "operation",
  op=True, req=[pr("olive-tree-half-standard")], allow=[CHL],
  ev=[E("inventory", "loc_cheltenham,olive-tree-half-standard-1-8m,2")])
Q("Book a Christmas tree delivery to GU2 for Sunday please - what will it cost?", "operation",
  op=True, facts=[["£10", "10.00"]], req=[XMAS], allow=[GFD, pr("nordmann-fir-cut")],
  ev=[E("policy:christmas-trees", "We deliver Christmas trees within 10 miles of the Christmas tree barn for £10, or free when you spend over £75 on trees and decorations."),
      E("location:loc_guildford", "GU2*")])
Q("Can you keep my click and collect order HV5120 until next weekend? How long do you usually hold orders?", "operation", viewer="b_2",
  op=True, facts=[["7 days", "seven days"]], allow=[od("ord_5120"), fq("click-and-collect"), DEL, EDI],
  ev=[E("faq:click-and-collect", "We email you when your order is ready, usually within 4 hours, and keep it for 7 days.")])
Q("Start a return on my lavender order HV5088 and refund me.", "operation", viewer="b_1",
  op=True, facts=[["30 days", "30-day"]], allow=[od("ord_5088"), RET, GUA, pr("lavender-hidcote")],
  ev=[E("policy:returns", "You can return most items within 30 days of purchase or delivery for a full refund."),
      E("order:ord_5088", "2026-11-05")])
Q("Apply my Blue Light Card discount to my online order.", "operation",
  op=True, facts=[["online"]], req=[fq("blue-light")],
  ev=[E("faq:blue-light", "It cannot be combined with the Garden Club discount and cannot be used online.")])
Q("What's in my basket?", "account", viewer="b_1", ids=["cart_7hk2"],
  facts=[["tool set"], ["Christmas cactus"]], allow=[pr("kids-garden-tool-set"), pr("christmas-cactus")], disc=["toy_safety"],
  ev=[E("cart:cart_7hk2", "kids-garden-tool-set"), E("cart:cart_7hk2", "christmas-cactus-pink")])
Q("What's in my basket?", "account",
  ans=False, none=["Little Sprouts", "tool set"])
Q("When should my weedkiller and trowel order arrive?", "account", viewer="b_2",
  facts=[["17 December", "17 Dec", "2026-12-17", "December 17"]], req=[od("ord_5121")],
  ev=[E("order:ord_5121", "2026-12-17")])
Q("Have I got any orders on the way?", "account", viewer="b_3",
  facts=[["picked up", "collected", "cancelled", "canceled"]], pol="no", allow=[od("ord_5075"), od("ord_5110")],
  ev=[E("order:ord_5075", "picked_up"), E("order:ord_5110", "cancelled")])
Q("As a Garden Club member, do I get free delivery?", "account", viewer="b_1",
  facts=[["£75"]], pol="no", allow=[DEL, fq("garden-club")],
  ev=[E("buyer:b_1", "10% off all plants"),
      E("policy:delivery", "Standard delivery to mainland Great Britain is free on orders over £75, except pallet deliveries, which always cost £39.00.")])
Q("What's the difference between the kids' tool set and the stainless trowel and fork set?", "product_similar",
  facts=[["3"], ["stainless"]], req=[pr("kids-garden-tool-set"), pr("stainless-trowel-fork-set")], disc=["toy_safety"],
  ev=[E("product:kids-garden-tool-set", "For young gardeners aged 3 to 8."),
      E("product:stainless-trowel-fork-set", "A hand trowel and hand fork with mirror-polished stainless steel heads and comfortable ash handles.")])
Q("Do you sell artificial Christmas trees?", U, ans=False, allow=[pr("nordmann-fir-cut"), pr("nordmann-fir-pot-grown")])
Q("What's the germination rate of your wildflower seed mix?", U, ans=False)
Q("How far ahead can I book a Christmas tree delivery slot?", U, ans=False, allow=[XMAS])
Q("Is the pot the olive tree comes in frost-proof terracotta?", U, ans=False, allow=[pr("olive-tree-half-standard")])
Q("How steep a slope can the VoltEdge mower handle?", U, ans=False,
  allow=[pr("voltedge-mower-37-kit"), pr("voltedge-mower-37-body-only")])
Q("Do you gift wrap?", U, ans=False, allow=[pr("gift-card")])
Q("How old is the Bloodgood maple in the 10 litre pot?", U, ans=False, allow=[pr("japanese-maple-bloodgood")])

###############################################################################
# Verification of evidence against the raw store files, then writing
###############################################################################
def blocks(path, marker):
    text = open(path, encoding="utf-8").read()
    parts = text.split(marker)
    return parts[1:]

def record_texts():
    R = {}
    R["store"] = open(os.path.join(STORE, "store.toml"), encoding="utf-8").read()
    R["inventory"] = open(os.path.join(STORE, "inventory.csv"), encoding="utf-8").read()
    for f in glob.glob(os.path.join(STORE, "policies", "*.md")):
        R["policy:" + os.path.basename(f)[:-3]] = open(f, encoding="utf-8").read()
    for b in blocks(os.path.join(STORE, "faq.toml"), "[[faq]]"):
        R["faq:" + re.search(r'id = "([^"]+)"', b).group(1)] = b
    for f in glob.glob(os.path.join(STORE, "products", "*.toml")):
        for b in blocks(f, "[[product]]"):
            pid = re.search(r'^id = "([^"]+)"', b, re.M).group(1)
            R["product:" + pid] = b
            vids = re.findall(r'^id = "([^"]+)"', b, re.M)
            if len(vids) == 1:
                R["variant:" + pid] = b
            for m in re.finditer(r'\[\[product\.variants\]\]\s*\nid = "([^"]+)"', b):
                start = m.start()
                nxt = b.find("[[product.variants]]", m.end())
                R["variant:" + m.group(1)] = b[start: nxt if nxt > 0 else len(b)]
    for f in glob.glob(os.path.join(STORE, "locations", "*.toml")):
        for b in blocks(f, "[[location]]"):
            R["location:" + re.search(r'^id = "([^"]+)"', b, re.M).group(1)] = b
    for f in glob.glob(os.path.join(STORE, "locations", "*.jsonl")):
        for line in open(f, encoding="utf-8"):
            if line.strip():
                R["location:" + json.loads(line)["id"]] = line
    for name, marker, key in (("orders.toml", "[[order]]", "order"), ("carts.toml", "[[cart]]", "cart"),
                              ("buyers.toml", "[[buyer]]", "buyer")):
        for b in blocks(os.path.join(STORE, name), marker):
            R[key + ":" + re.search(r'^id = "([^"]+)"', b, re.M).group(1)] = b
    return R

def main():
    R = record_texts()
    bad = 0
    for q in QS:
        for e in q.get("evidence", []):
            txt = R.get(e["source"])
            if txt is None or e["quote"] not in txt:
                bad += 1
                print("BAD EVIDENCE", q["id"], e, file=sys.stderr)
        for l in q["links_required"] + q["links_allowed"]:
            if "id" in l and "/Product/" in l["id"]:
                if "product:" + l["id"].rsplit("/", 1)[1] not in R:
                    bad += 1; print("BAD LINK", q["id"], l, file=sys.stderr)
        if q.get("followup_entity") and "/Product/" in q["followup_entity"]:
            assert "product:" + q["followup_entity"].rsplit("/", 1)[1] in R
    # disclosure sanity: every product link required must have its notices listed
    notices = {}
    for k, v in R.items():
        if k.startswith("product:"):
            notices[k[8:]] = re.findall(r'\[\[product\.notices\]\]\s*\ncode = "([^"]+)"', v)
    for q in QS:
        for l in q["links_required"]:
            if "id" in l and "/Product/" in l["id"]:
                pid = l["id"].rsplit("/", 1)[1]
                for c in notices[pid]:
                    if c not in q["disclosures"]:
                        bad += 1; print("MISSING DISCLOSURE", q["id"], pid, c, file=sys.stderr)
    if bad:
        sys.exit(f"{bad} problems")
    with open(os.path.join(SUITE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in QS:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    # summary
    from collections import Counter
    c = Counter(q["category"] for q in QS)
    print(len(QS), "questions")
    for k, v in sorted(c.items()): print(f"  {k}: {v}")
    print("polarity:", sum(1 for q in QS if "polarity" in q), Counter(q.get("polarity") for q in QS if "polarity" in q))
    print("unanswerable:", sum(1 for q in QS if not q["answerable"]))
    print("operations:", sum(1 for q in QS if q["operation"]))
    print("later turns:", sum(1 for q in QS if q["turn"] > 1), "groups with turns:", len({q["group"] for q in QS if q["turn"] > 1}))
    print("viewer:", sum(1 for q in QS if "viewer" in q))
    print("ids:", sum(1 for q in QS if "ids" in q))
    print("languages:", Counter(q.get("context", {}).get("language", "en") for q in QS))

if __name__ == "__main__":
    main()
