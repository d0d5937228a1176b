#!/usr/bin/env python3
"""Writes outdoor/questions.jsonl: the question set for the Portage & Pagaie store.

Labelled for now = 2027-01-14T15:30:00Z (a Thursday): 10:30 in Toronto, Ottawa and
Montréal, 11:30 in Halifax, 08:30 in Canmore, 07:30 in Vancouver.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "outdoor", "questions.jsonl")

A = "portagepagaie"
SITE = "https://portagepagaie.example"


def P(pid):
    return {"id": f"gid://{A}/Product/{pid}"}


def ORD(oid):
    return {"id": f"gid://{A}/Order/{oid}"}


def CART(cid):
    return {"id": f"gid://{A}/Cart/{cid}"}


LOCURL = {
    "loc_toronto_queen_west": "toronto-queen-west",
    "loc_ottawa_westboro": "ottawa-westboro",
    "loc_montreal_plateau": "montreal-plateau",
    "loc_oxtongue_lake": "oxtongue-lake-outpost",
    "loc_halifax_waterfront": "halifax-waterfront",
    "loc_quebec_saint_roch": "quebec-saint-roch",
    "loc_canmore": "canmore",
    "loc_vancouver_granville": "vancouver-granville-island",
}


def L(lid):
    return {"url": f"{SITE}/stores/{LOCURL[lid]}"}


def LGID(lid):
    return f"gid://{A}/Location/{lid}"


POLURL = {
    "returns": "/policies/returns",
    "returns.fr": "/fr/politiques/retours",
    "shipping": "/policies/shipping",
    "shipping.fr": "/fr/politiques/expedition",
    "warranty": "/policies/warranty",
    "repairs": "/policies/repairs",
    "bookings": "/policies/rentals-and-trips",
    "bookings.fr": "/fr/politiques/locations-et-excursions",
    "privacy": "/policies/privacy",
    "privacy.fr": "/fr/politiques/confidentialite",
}


def POL(stem):
    return {"url": SITE + POLURL[stem]}


FR_FAQ = {"vfi-taille", "cartes-cadeaux", "financement", "club-portage-fr", "joindre"}
FAQ_ANCHOR = {"club-portage-fr": "club-portage"}


def FAQ(fid):
    anchor = FAQ_ANCHOR.get(fid, fid)
    if fid in FR_FAQ:
        return {"url": f"{SITE}/fr/pages/faq#{anchor}"}
    return {"url": f"{SITE}/pages/faq#{anchor}"}


CONTACT = {"url": f"{SITE}/pages/contact"}

T, O, M, C, V, H, X, Q = (
    "loc_toronto_queen_west", "loc_ottawa_westboro", "loc_montreal_plateau", "loc_canmore",
    "loc_vancouver_granville", "loc_halifax_waterfront", "loc_oxtongue_lake", "loc_quebec_saint_roch",
)

NOT_PERFORMED = {"type": "info", "code": "operation_not_performed"}


# --- fact helpers -------------------------------------------------------------

def money(s):
    w, c = s.split(".")
    w = int(w)
    alts = []
    if c == "00":
        alts += [f"${w}", f"${w:,}", f"{w}.00", f"{w:,}.00", f"{w} $", f"{w},00",
                 f"{w:,}".replace(",", " ") + " $", f"{w:,}".replace(",", " ") + ",00"]
    else:
        alts += [f"${w}.{c}", f"{w}.{c}", f"{w},{c}"]
    out = []
    for a in alts:
        if a not in out:
            out.append(a)
    return out


def unit(n, *units):
    n = str(n)
    ns = [n]
    if "." in n:
        ns.append(n.replace(".", ","))
    out = []
    for x in ns:
        for u in units:
            for a in (f"{x} {u}", f"{x}{u}"):
                if a not in out:
                    out.append(a)
    return out


def kg(n):
    return unit(n, "kg", "kilograms", "kilos", "kilogrammes")


def cm(n):
    return unit(n, "cm", "centimetres", "centimeters")


def days(n, word=None, kind="business days"):
    alts = [f"{n} {kind}", f"{n}-{kind.split()[0]}" if " " in kind else f"{n}-{kind}"]
    if word:
        alts.append(f"{word} {kind}")
    return alts


def F(*alts):
    """One fact: a list of accepted spellings. A single string may use | between spellings."""
    if len(alts) == 1 and isinstance(alts[0], str):
        return alts[0].split("|")
    if len(alts) == 1 and isinstance(alts[0], list):
        return alts[0]
    return list(alts)


# --- the set ------------------------------------------------------------------

QS = []
_group = [0]


def q(cat, query, facts=(), links=(), allowed=(), disc=(), pol=None, ev=(), ids=None,
      lang=None, ans=True, op=False, none=(), viewer=None, group=None, turn=1, fu=None,
      nf=(), msgs_forbidden=()):
    if group is None:
        _group[0] += 1
        group = f"G{_group[0]:03d}"
    d = {
        "id": f"Q{len(QS) + 1:03d}",
        "group": group,
        "turn": turn,
        "query": query,
    }
    if ids:
        d["ids"] = list(ids)
    if lang:
        d["context"] = {"language": lang}
    d["category"] = cat
    d["answerable"] = ans
    d["operation"] = op
    d["facts"] = [F(f) if not isinstance(f, list) else f for f in facts]
    d["facts_none"] = list(none)
    if pol:
        d["polarity"] = pol
    d["links_required"] = list(links)
    d["links_allowed"] = list(allowed)
    d["messages_required"] = [NOT_PERFORMED] if op else []
    d["messages_forbidden"] = list(msgs_forbidden)
    d["disclosures"] = list(disc)
    d["not_found"] = list(nf)
    if fu:
        d["followup_entity"] = fu
    if viewer:
        d["viewer"] = {"buyer": viewer, "scopes": ["dev.ucp.common.ask:read"]}
    if ans:
        assert ev, f"answerable question without evidence: {query}"
    d["evidence"] = [{"source": s, "quote": t} for s, t in ev]
    QS.append(d)
    return group


def conv(turns):
    """A conversation: a list of dicts of q() keyword arguments (with cat and query)."""
    _group[0] += 1
    g = f"G{_group[0]:03d}"
    for i, t in enumerate(turns, 1):
        t = dict(t)
        q(t.pop("cat"), t.pop("query"), group=g, turn=i, **t)


def pe(pid, quote):
    return (f"product:{pid}", quote)


def ve(vid, quote):
    return (f"variant:{vid}", quote)


def le(lid, quote):
    return (f"location:{lid}", quote)


def poe(stem, quote):
    return (f"policy:{stem}", quote)


def fe(fid, quote):
    return (f"faq:{fid}", quote)


def inv(row):
    return ("inventory", row)


# =============================================================================
# PRODUCTS: attributes, similar names, comparisons, prices, variants and stock
# =============================================================================

R10, R12 = "riviere-10-kayak", "riviere-12-kayak"
MIN, TAN = "minnow-youth-kayak", "tandem-13-kayak"
LYNX, LYNXK = "lynx-inflatable-kayak", "lynx-inflatable-kayak-kit"
PR, PRUL, PRXR = "prospector-16-canoe", "prospector-16-ultralight", "prospector-16-ex-rental"
GLIDE, OTTER, SKIRT = "glide-kayak-paddle", "ottertail-canoe-paddle", "spray-skirt-touring"
PFDA, PFDC, PFDY = "drift-pfd-adult", "drift-pfd-child", "drift-pfd-youth"
INFL, REARM = "inflate-belt-pfd", "rearm-kit-16g"
DRY, DECK, PHONE = "roll-top-dry-bag", "kayak-deck-bag", "dry-phone-pouch"
SPLASH, SHELL = "splash-jacket", "portage-rain-shell"
STOVE, COMBO, FUEL, EXP = "trailblaze-stove", "trailblaze-stove-fuel-combo", "isobutane-fuel", "expedition-multifuel-stove"
AUR7, AUR4, KIDBAG, PAD = "aurora-minus7-bag", "aurora-plus4-bag", "little-camper-kids-bag", "airlite-sleeping-pad"
T2, T4, FILT, BEAR = "portage-2-tent", "portage-4-tent", "gravity-water-filter", "bear-spray"
BAR, BARK, GIFT = "canoe-barrel-60l", "canoe-barrel-harness-kit", "gift-card"
CRENT, KRENT = "canoe-rental", "kayak-rental"
DAYP, TRIP3, BOW = "oxtongue-day-paddle", "algonquin-3day-trip", "bow-river-float"
HULL, ZIP = "hull-repair-assessment", "zipper-repair"

# --- kayaks ---
q("product", "How long is the Rivière 10 kayak?",
  [F(cm(305) + ["10 feet", "10-foot", "10 ft", "10 foot", "3.05 m"])],
  [P(R10)], [P(R12)], ev=[pe(R10, "305")])
q("product", "can the riviere 10 hold 150 kg? me plus my gear is about that",
  [F(kg(136))], [P(R10)], [P(R12)], pol="no", ev=[pe(R10, "136")])
q("product", "What's the weight capacity of the Rivière 12?",
  [F(kg(159))], [P(R12)], [P(R10)], ev=[pe(R12, "159")])
q("product", "I'm 95 kg and I'd bring about 40 kg of camping gear. Is the Rivière 12 Touring Kayak rated for that?",
  [F(kg(159))], [P(R12)], pol="yes", ev=[pe(R12, "159")])
q("product", "how heavy is the riviere 12 to carry to the car",
  [F(kg(23.6))], [P(R12)], ev=[pe(R12, "23.6")])
q("product", "Does the Rivière 10 have a skeg?",
  [], [P(R10)], [P(R12)], pol="no",
  ev=[pe(R10, "It has one rear hatch with a bulkhead and no skeg.")])
q("product", "Does the Rivière 12 Touring Kayak have a skeg?",
  [F("skeg")], [P(R12)], pol="yes",
  ev=[pe(R12, "Two sealed hatches with bulkheads, a drop-down skeg and deck lines make it a good step up from a recreational boat for big lakes and sheltered coastline.")])
q("product", "Could I take the Rivière 10 down some whitewater on the Ottawa River?",
  [], [P(R10)], [P(LYNX), P(LYNXK)], pol="no",
  ev=[pe(R10, "It is not made for open water or whitewater.")])
q("product", "How many hatches does the Rivière 12 have?",
  [F("2 hatches|two hatches|two sealed hatches|2 sealed hatches|two hatch|2 hatch")], [P(R12)],
  ev=[pe(R12, "Two sealed hatches with bulkheads, a drop-down skeg and deck lines make it a good step up from a recreational boat for big lakes and sheltered coastline.")])
q("product", "I'm 193 cm tall. Is the Rivière 10 sized for someone my height?",
  [F("150-190|150–190|150 to 190|150 and 190")], [P(R10)], [P(R12)], pol="no",
  ev=[pe(R10, "150-190")])
q("product", "How big is the cockpit on the Rivière 10?",
  [F(cm(99) + ["99 x 53", "99 × 53"]), F(cm(53) + ["99 x 53", "99 × 53"])], [P(R10)], [P(SKIRT)],
  ev=[pe(R10, "99"), pe(R10, "53")])
q("product", "What age is the Minnow kayak for?",
  [F("5-12|5 to 12|5–12|five to twelve|5 and 12")], [P(MIN)], disc=["youth_supervision"],
  ev=[pe(MIN, "5-12")])
q("product", "my son is 60 kg, can he use the minnow youth kayak",
  [F(kg(54))], [P(MIN)], disc=["youth_supervision"], pol="no", ev=[pe(MIN, "54")])
q("product", "If water splashes into the Minnow, does it drain by itself?",
  [F("self-bailing|self bailing|drains")], [P(MIN)], disc=["youth_supervision"], pol="yes",
  ev=[pe(MIN, "true")])
q("product", "How many people fit in the Tandem 13?",
  [F("two adults|2 adults|two people|2 people|two paddlers|2 paddlers|two seats|2 seats")],
  [P(TAN)], ev=[pe(TAN, "A 13-foot sit-on-top kayak for two adults, with a moulded middle seat for a child or a dog.")])
q("product", "Can my dog come along in the tandem sit-on-top?",
  [F("middle seat")], [P(TAN)], pol="yes",
  ev=[pe(TAN, "A 13-foot sit-on-top kayak for two adults, with a moulded middle seat for a child or a dog.")])
q("product", "max load tandem 13 kayak?",
  [F(kg(227))], [P(TAN)], ev=[pe(TAN, "227")])
q("product", "Can I run class III rapids in the Lynx inflatable?",
  [F("class II|class I-II|class I–II|class 2|class I and II|classes I-II|class I to II")],
  [P(LYNX)], [P(LYNXK)], pol="no",
  ev=[pe(LYNX, "Three air chambers and a drop-stitch floor keep it stiff, and it is rated for flatwater and class I-II rivers.")])
q("kit", "Does the Lynx Inflatable Kayak come with a pump?",
  [F("sold separately|not included|separately|kit")], [P(LYNX)], [P(LYNXK)], pol="no",
  ev=[pe(LYNX, "The pump and paddle are sold separately.")])
q("kit", "What comes in the Lynx Inflatable Kayak Kit?",
  [F("pump"), F("paddle")], [P(LYNXK)], [P(LYNX)],
  ev=[pe(LYNXK, "Everything to go paddling out of one bag: the Lynx Inflatable Kayak with a double-action hand pump and a 4-piece 230 cm paddle.")])
q("kit", "How much more is the Lynx kit than just the kayak?",
  [F("$150|150")], [P(LYNXK), P(LYNX)],
  ev=[pe(LYNXK, "749.00"), pe(LYNX, "599.00")])
q("kit", "how long does it take to pump up the lynx kit kayak?",
  [F("8 minutes|eight minutes|8 min")], [P(LYNXK)], [P(LYNX)],
  ev=[pe(LYNXK, "It inflates in about 8 minutes.")])
q("product", "How much does the Lynx inflatable weigh?",
  [F(kg(12.5))], [P(LYNX)], [P(LYNXK)], ev=[pe(LYNX, "12.5")])

# --- canoes ---
q("product_similar", "What does the Prospector 16 canoe weigh?",
  [F(kg(31.8))], [P(PR)], [P(PRUL), P(PRXR)], ev=[pe(PR, "31.8")])
q("product_similar", "how heavy is the prospector 16 ultralight",
  [F(kg(20.4))], [P(PRUL)], [P(PR)], ev=[pe(PRUL, "20.4")])
q("compare", "Which Prospector is lighter to portage, and by how much?",
  [F("Ultralight|Kevlar"), F("11.4|11,4|20.4|20,4")], [P(PRUL), P(PR)], [P(PRXR)],
  ev=[pe(PRUL, "20.4"), pe(PR, "31.8")])
q("product_similar", "Two of us plus a week of gear comes to about 330 kg. Can the Prospector 16 Canoe take that?",
  [F(kg(408))], [P(PR)], [P(PRUL)], pol="yes", ev=[pe(PR, "408")])
q("product_similar", "Can the Prospector 16 Ultralight carry 400 kg?",
  [F(kg(385))], [P(PRUL)], [P(PR)], pol="no", ev=[pe(PRUL, "385")])
q("product_similar", "What is the Prospector 16 Ultralight made of?",
  [F("Kevlar")], [P(PRUL)], [P(PR)], ev=[pe(PRUL, "Kevlar with aluminium gunwales")])
q("compare", "We hit a lot of rocks on shallow rivers. T-Formex Prospector or the Kevlar one?",
  [F("T-Formex|T Formex|TFormex")], [P(PR)], [P(PRUL), P(PRXR)],
  ev=[pe(PRUL, "Kevlar is lighter but less forgiving on rocks than T-Formex."),
      pe(PR, "This version is built in tough T-Formex, which shrugs off rocks and beaver dams.")])
q("product_similar", "If I buy the ex-rental Prospector and change my mind, can I return it?",
  [F("final sale")], [P(PRXR)], [POL("returns"), P(PR)], pol="no",
  ev=[pe(PRXR, "Sold as is."),
      poe("returns", "Items marked final sale, including ex-rental boats and clearance items, cannot be returned or exchanged.")])
q("product_similar", "Can I buy the ex-rental canoe online and have it shipped to me?",
  [F("Westboro")], [P(PRXR)], [L(O)], pol="no",
  ev=[pe(PRXR, "Available in store at Westboro (Ottawa) only.")])
q("price", "How much is the used Prospector canoe from your rental fleet?",
  [F(money("1499.00"))], [P(PRXR)], [P(PR)], ev=[pe(PRXR, "1499.00")])
q("product_similar", "Does the ex-rental Prospector come with the hull warranty?",
  [], [P(PRXR)], [POL("warranty"), P(PR)], pol="no",
  ev=[poe("warranty", "Ex-rental boats, rental gear and fuel are not covered.")])
q("product", "Does the Prospector 16 have a portage yoke?",
  [F("yoke")], [P(PR)], [P(PRUL)], pol="yes",
  ev=[pe(PR, "Padded portage yoke and cane seats.")])
q("product", "How wide is the Prospector 16 canoe?",
  [F(cm(91))], [P(PR)], [P(PRUL)], ev=[pe(PR, "91")])

# --- paddles and skirts ---
q("variant", "What lengths does the Glide kayak paddle come in?",
  [F("220"), F("230"), F("240")], [P(GLIDE)],
  ev=[ve("glide-kayak-paddle-220", "220 cm"), ve("glide-kayak-paddle-230", "230 cm"), ve("glide-kayak-paddle-240", "240 cm")])
q("product", "Is the Glide paddle one piece or does it come apart?",
  [F("two-piece|2-piece|two piece|2 piece|two pieces|2 pieces")], [P(GLIDE)],
  ev=[pe(GLIDE, "A light two-piece kayak paddle with fibreglass-reinforced blades and an aluminium shaft.")])
q("product", "Can I feather the blades on the Glide at 45 degrees?",
  [F("45")], [P(GLIDE)], pol="yes",
  ev=[pe(GLIDE, "The ferrule lets you set the blades at 0, 30, 45 or 60 degrees.")])
q("product", "What wood is the Ottertail paddle made from?",
  [F("cherry")], [P(OTTER)], ev=[pe(OTTER, "cherry")])
q("variant", "Ottertail paddle in 60 inch: how many cm is that and what does it cost?",
  [F(cm(152)), F(money("149.00"))], [P(OTTER)], ids=["OTTER-60"],
  ev=[ve("ottertail-canoe-paddle-60", "60 in (152 cm)"), ve("ottertail-canoe-paddle-60", "149.00")])
q("product", "does the wooden canoe paddle need any upkeep?",
  [F("re-oil|reoil|oil it|oiled")], [P(OTTER)],
  ev=[pe(OTTER, "It has an oiled finish: re-oil it every spring.")])
q("product", "Will the touring spray skirt fit my Rivière 10?",
  [], [P(SKIRT)], [P(R10), P(R12)], pol="no",
  ev=[pe(SKIRT, "It does not fit the larger cockpit of the Rivière 10.")])
q("variant", "What waist sizes does the neoprene spray skirt come in?",
  [F("S/M|66-86|66 to 86"), F("L/XL|86-112|86 to 112")], [P(SKIRT)],
  ev=[ve("spray-skirt-touring-sm", "Waist S/M"), ve("spray-skirt-touring-lxl", "Waist L/XL")])

# --- PFDs ---
q("product_similar", "What weight is the Drift Adult PFD approved for?",
  [F(kg(41))], [P(PFDA)], [P(PFDY)], disc=["pfd_adult"],
  ev=[pe(PFDA, "Transport Canada approved for persons weighing more than 41 kg.")])
q("product_similar", "What size child does the Drift Child PFD fit?",
  [F("14 to 27|14-27|14–27|14 and 27")], [P(PFDC)], [P(PFDY), FAQ("pfd-sizing")], disc=["pfd_child"],
  ev=[pe(PFDC, "Approved by Transport Canada for children weighing 14 to 27 kg.")])
q("product_similar", "My daughter is 30 kg. Is the Drift Child PFD the right one for her?",
  [F(kg(27))], [P(PFDC)], [P(PFDY), FAQ("pfd-sizing")], disc=["pfd_child"], pol="no",
  ev=[pe(PFDC, "Approved by Transport Canada for children weighing 14 to 27 kg.")])
q("product_similar", "Is the kids' Drift life jacket Transport Canada approved?",
  [F("Transport Canada")], [P(PFDC)], [P(PFDY)], disc=["pfd_child"], pol="yes",
  ev=[pe(PFDC, "Approved by Transport Canada for children weighing 14 to 27 kg.")])
q("product_similar", "does this one have a crotch strap?",
  [F("crotch strap")], [P(PFDC)], disc=["pfd_child"], pol="yes", ids=["DRIFT-C-YEL"],
  ev=[pe(PFDC, "The Drift in a child's size, with a head-support collar, a grab handle on the collar and a crotch strap that keeps it from riding up.")])
q("product_similar", "Does the Drift Youth PFD have a crotch strap?",
  [], [P(PFDY)], [P(PFDC)], disc=["pfd_youth"], pol="no",
  ev=[pe(PFDY, "false")])
q("variant", "What chest sizes does the adult Drift PFD come in?",
  [F("76"), F("132")], [P(PFDA)], disc=["pfd_adult"],
  ev=[ve("drift-pfd-adult-sm-red", "S/M (chest 76-107 cm) / Red"), ve("drift-pfd-adult-lxl-red", "L/XL (chest 107-132 cm) / Red")])
q("product_similar", "How much buoyancy does the adult Drift have?",
  [F("69 N|69N|69 newtons|69 Newtons")], [P(PFDA)], [P(PFDC), P(PFDY)], disc=["pfd_adult"],
  ev=[pe(PFDA, "69")])
q("price", "How much is the youth PFD?",
  [F(money("79.00"))], [P(PFDY)], [P(PFDC)], disc=["pfd_youth"], ev=[pe(PFDY, "79.00")])
q("product_similar", "Can my 14-year-old wear the Inflate Belt Pack PFD?",
  [F("16")], [P(INFL)], [P(PFDY), P(PFDA)], disc=["pfd_inflatable"], pol="no",
  ev=[pe(INFL, "Not approved for persons under 16 years of age or weighing less than 36.3 kg.")])
q("product_similar", "is the belt pack inflatable pfd ok for whitewater",
  [], [P(INFL)], [P(PFDA)], disc=["pfd_inflatable"], pol="no",
  ev=[pe(INFL, "For strong swimmers on calm water; not for whitewater, towing or personal watercraft.")])
q("kit", "Does the Rearm Kit 16 g include the belt pack PFD itself?",
  [], [P(REARM)], [P(INFL)], disc=["co2_cylinder"], pol="no",
  ev=[pe(REARM, "The PFD itself is not included.")])
q("product_similar", "What size CO2 cylinder does the Inflate Belt Pack use?",
  [F("16 g|16g|16 gram|16-gram")], [P(INFL)], [P(REARM)], disc=["pfd_inflatable"],
  ev=[pe(INFL, "Pull the tab to inflate it with a 16 g CO2 cylinder, then pull it over your head.")])
q("price", "How much is a rearm kit for the inflatable PFD?",
  [F(money("34.00"))], [P(REARM)], [P(INFL)], disc=["co2_cylinder"], ev=[pe(REARM, "34.00")])
q("product", "Can I get the CO2 rearm kit sent by express?",
  [F("ground")], [P(REARM), POL("shipping")], disc=["co2_cylinder"], pol="no",
  ev=[poe("shipping", "CO2 rearm kits ship by ground only, so express shipping is not available for them.")])

# --- water protection ---
q("product", "Is the roll-top dry bag submersible? I want to strap it under my seat through rapids.",
  [F("waterproof")], [P(DRY)], [P(PHONE)], pol="no",
  ev=[pe(DRY, "It is not made to be held underwater for long."), pe(DRY, "waterproof")])
q("product", "will the deck bag keep my phone dry",
  [F("water-resistant|water resistant|not waterproof|splashes")], [P(DECK)], [P(PHONE)], pol="no",
  ev=[pe(DECK, "The coated fabric and storm flap keep out splashes, but it is not waterproof: put electronics in a dry pouch inside."), pe(DECK, "water_resistant")])
q("product", "Can the phone pouch go underwater? How deep?",
  [F("10 m|10m|10 metres|10 meters"), F("30 minutes|30 min|30-minute")], [P(PHONE)], pol="yes",
  ev=[pe(PHONE, "Rated IPX8: it can go underwater to 10 m for 30 minutes, and it floats with a phone inside.")])
q("product", "My phone is 16 cm tall. Will it fit in the Dry Phone Pouch?",
  [F(cm(17.5))], [P(PHONE)], pol="yes",
  ev=[pe(PHONE, "A clear, touch-through pouch for phones up to 17.5 cm tall.")])
q("variant", "What sizes do your dry bags come in, and what do they cost?",
  [F(money("29.00")), F(money("39.00")), F(money("54.00"))], [P(DRY)],
  ev=[ve("roll-top-dry-bag-10l", "29.00"), ve("roll-top-dry-bag-20l", "39.00"), ve("roll-top-dry-bag-40l", "54.00")])
q("product_similar", "Is the Splash Paddling Jacket waterproof?",
  [F("not taped|water-resistant|water resistant|not fully waterproof")], [P(SPLASH)], [P(SHELL)], pol="no",
  ev=[pe(SPLASH, "It blocks wind and spray, but the seams are not taped, so it is not fully waterproof.")])
q("compare", "Which of your jackets will keep me dry through a full day of rain on a canoe trip?",
  [F("Portage Rain Shell|Rain Shell")], [P(SHELL)], [P(SPLASH)],
  ev=[pe(SHELL, "A waterproof, breathable 2.5-layer rain jacket with fully taped seams and a hood that fits over a cap.")])
q("product_similar", "whats the waterproof rating on the portage rain shell",
  [F("10,000|10000|10 000")], [P(SHELL)], ev=[pe(SHELL, "10000")])
q("product", "Does the canoe barrel float?",
  [], [P(BAR)], [P(BARK)], pol="yes",
  ev=[pe(BAR, "It is waterproof, it floats, and it keeps food smells in.")])
q("kit", "Does the 60 L canoe barrel come with a harness?",
  [], [P(BAR)], [P(BARK)], pol="no", ev=[pe(BAR, "Harness sold separately.")])
q("kit", "What's in the barrel and harness kit, and how much is it?",
  [F("harness"), F("hip belt"), F(money("189.00"))], [P(BARK)], [P(BAR)],
  ev=[pe(BARK, "The Canoe Barrel 60 L with a padded portage harness, hip belt and sternum strap, so you can carry a full barrel across long portages."), pe(BARK, "189.00")])

# --- stoves and fuel ---
q("kit", "Does the Trailblaze stove come with fuel?",
  [], [P(STOVE)], [P(COMBO), P(FUEL)], disc=["stove_co"], pol="no",
  ev=[pe(STOVE, "Fuel canister not included.")])
q("kit", "Does the Trailblaze Stove + Fuel Combo include a canister? What size?",
  [F("230 g|230g|230 gram|230-gram")], [P(COMBO)], [P(STOVE), P(FUEL)], disc=["stove_co", "fuel_flammable"], pol="yes",
  ev=[pe(COMBO, "The Trailblaze Canister Stove packed with one 230 g isobutane-propane fuel canister, so you can cook the day you buy it.")])
q("kit", "Can I order the Trailblaze stove and fuel combo online?",
  [F("in store|in-store")], [P(COMBO)], [P(STOVE)], disc=["stove_co", "fuel_flammable"], pol="no",
  ev=[pe(COMBO, "Because it contains fuel, this combo is sold in store only.")])
q("product_similar", "How fast does the Trailblaze stove boil water?",
  [F("3.5 minutes|3.5 min|three and a half minutes|3,5 min")], [P(STOVE)], [P(COMBO)], disc=["stove_co"],
  ev=[pe(STOVE, "It boils 1 litre of water in about 3.5 minutes and screws onto standard threaded isobutane canisters.")])
q("product_similar", "trailblaze stove output watts?",
  [F("2800|2,800|2 800")], [P(STOVE)], [P(COMBO)], disc=["stove_co"], ev=[pe(STOVE, "2800")])
q("product_similar", "It's going to rain all weekend. Is it OK to cook with the Trailblaze stove inside my tent?",
  [F("outdoors|outside|carbon monoxide")], [P(STOVE)], [P(COMBO)], disc=["stove_co"], pol="no",
  ev=[pe(STOVE, "DANGER: Carbon monoxide hazard. Use outdoors only. Never use this stove inside a tent, vehicle, cabin or other enclosed space. / DANGER : Risque de monoxyde de carbone. Utiliser à l'extérieur seulement.")])
q("product", "What fuels does the Expedition Multi-Fuel Stove burn?",
  [F("white gas"), F("kerosene"), F("gasoline|petrol|gas")], [P(EXP)], disc=["stove_co"],
  ev=[pe(EXP, "It burns white gas, kerosene or unleaded gasoline from a refillable bottle, and it can be field-maintained.")])
q("kit", "Does the Expedition stove come with a fuel bottle?",
  [], [P(EXP)], disc=["stove_co"], pol="no", ev=[pe(EXP, "The fuel bottle is sold separately.")])
q("compare", "Expedition stove vs Trailblaze: which one is lighter?",
  [F("96 g|96g|96 grams"), F("380 g|380g|380 grams")], [P(STOVE), P(EXP)], [P(COMBO)], disc=["stove_co"],
  ev=[pe(STOVE, "96"), pe(EXP, "380")])
q("price", "how much is a 450 g fuel canister",
  [F(money("14.99"))], [P(FUEL)], disc=["fuel_flammable"], ev=[ve("isobutane-fuel-450", "14.99")])
q("product", "I bought too many fuel canisters. Can I return the unopened ones?",
  [], [P(FUEL)], [POL("returns")], disc=["fuel_flammable"], pol="no",
  ev=[poe("returns", "Fuel canisters, bear spray and gift cards cannot be returned.")])
q("product", "What thread do your gas canisters have?",
  [F("EN417|EN 417")], [P(FUEL)], [P(STOVE)], disc=["fuel_flammable"],
  ev=[pe(FUEL, "An isobutane-propane blend for canister stoves, with a standard EN417 threaded valve.")])
q("product", "Can I have isobutane canisters shipped to Winnipeg?",
  [], [P(FUEL)], [POL("shipping"), FAQ("fuel-online")], disc=["fuel_flammable"], pol="no",
  ev=[pe(FUEL, "Sold in store only: fuel cannot be shipped.")])

# --- sleep ---
q("product_similar", "What's the temperature rating of the Aurora -7?",
  [F("-1|−1|minus 1|–1"), F("-7|−7|minus 7|–7")], [P(AUR7)], [P(AUR4), FAQ("temperature-ratings")],
  ev=[pe(AUR7, "Tested to ISO 23537: comfort rating -1 °C, limit rating -7 °C.")])
q("product_similar", "Will the Aurora +4 keep me warm at 0 °C in Algonquin in October?",
  [F("4 °C|4°C|4 degrees|4 ºC|4 C")], [P(AUR4)], [P(AUR7), FAQ("temperature-ratings")], pol="no",
  ev=[pe(AUR4, "Tested to ISO 23537: comfort rating 9 °C, limit rating 4 °C.")])
q("compare", "Late-September trips, nights around 2 °C. Aurora -7 or Aurora +4?",
  [F("Aurora -7|-7 Down|Aurora −7")], [P(AUR7)], [P(AUR4), FAQ("temperature-ratings")],
  ev=[pe(AUR7, "Tested to ISO 23537: comfort rating -1 °C, limit rating -7 °C."),
      pe(AUR4, "Tested to ISO 23537: comfort rating 9 °C, limit rating 4 °C.")])
q("product_similar", "What's the Aurora -7 filled with?",
  [F("650"), F("duck down|down")], [P(AUR7)], [P(AUR4)],
  ev=[pe(AUR7, "650-fill-power RDS-certified duck down")])
q("variant", "How tall can I be for the Aurora -7 Regular?",
  [F(cm(183))], [P(AUR7)], ev=[ve("aurora-minus7-bag-regular", "Regular (fits up to 183 cm)")])
q("price", "aurora -7 long price",
  [F(money("409.00"))], [P(AUR7)], none=["368.10"], ev=[ve("aurora-minus7-bag-long", "409.00")])
q("product_similar", "My kid is 150 cm. Will the Little Camper bag fit?",
  [F(cm(145))], [P(KIDBAG)], [P(AUR4)], pol="no",
  ev=[pe(KIDBAG, "A warm, washable synthetic bag for children up to 145 cm tall, with a glow-in-the-dark zipper pull.")])
q("product", "Can I throw the kids' sleeping bag in the washing machine?",
  [], [P(KIDBAG)], pol="yes", ev=[pe(KIDBAG, "A warm, washable synthetic bag for children up to 145 cm tall, with a glow-in-the-dark zipper pull.")])
q("product", "What R-value is the AirLite pad?",
  [F("4.2|4,2")], [P(PAD)], ev=[pe(PAD, "4.2")])
q("kit", "Does the AirLite pad come with a pump?",
  [F("pump sack")], [P(PAD)], pol="yes",
  ev=[pe(PAD, "A pump sack is included and doubles as a stuff sack.")])
q("variant", "How big is the AirLite Wide Long?",
  [F("196"), F("64")], [P(PAD)], ev=[ve("airlite-sleeping-pad-wide-long", "Wide Long (196 x 64 cm)")])

# --- tents ---
q("product_similar", "How much does the Portage 2 tent weigh?",
  [F(kg(2.3))], [P(T2)], [P(T4)], disc=["tent_flame"], ev=[pe(T2, "2.3")])
q("product_similar", "Portage 4 Tent: can I sit up in it? What's the peak height?",
  [F(cm(152))], [P(T4)], [P(T2)], disc=["tent_flame"], ev=[pe(T4, "152")])
q("product_similar", "Is the Portage 2 freestanding?",
  [], [P(T2)], [P(T4)], disc=["tent_flame"], pol="yes",
  ev=[pe(T2, "A freestanding two-person, three-season tent with two doors and two vestibules.")])
q("product_similar", "Is the Portage 4 good for winter camping?",
  [F("three-season|3-season|three season|3 season|3 seasons|three seasons")], [P(T4)], [P(T2)], disc=["tent_flame"], pol="no",
  ev=[pe(T4, "A roomy four-person, three-season family tent with two doors and space to sit up.")])
q("compare", "What's the difference between the Portage 2 and Portage 4 tents in price and weight?",
  [F(money("399.00")), F(money("599.00")), F(kg(2.3)), F(kg(4.6))], [P(T2), P(T4)], disc=["tent_flame"],
  ev=[pe(T2, "399.00"), pe(T4, "599.00"), pe(T2, "2.3"), pe(T4, "4.6")])

# --- water filter, bear spray ---
q("product", "Does the GravityFlow filter remove viruses?",
  [F("bacteria|protozoa")], [P(FILT)], pol="no",
  ev=[pe(FILT, "It does not remove viruses or chemicals.")])
q("product", "how fast does the gravity filter flow",
  [F("1.75|1,75")], [P(FILT)], ev=[pe(FILT, "1.75")])
q("product", "Can I buy bear spray on your website?",
  [F("in store|in-store")], [P(BEAR)], disc=["bear_spray"], pol="no",
  ev=[pe(BEAR, "Sold in store only, to adults with photo ID.")])
q("product", "I'm 17. Can I buy bear spray at the Canmore store?",
  [F("18")], [P(BEAR)], [L(C)], disc=["bear_spray"], pol="no",
  ev=[pe(BEAR, "For use on bears only. Not for use on people. Sold only to persons 18 years of age or older with valid photo ID. Cannot be shipped. / Pour usage contre les ours seulement. Vendu uniquement aux personnes de 18 ans et plus.")])
q("product", "What's the range on the bear spray?",
  [F("9 m|9m|9 metres|9 meters|nine metres")], [P(BEAR)], disc=["bear_spray"],
  ev=[pe(BEAR, "A capsaicin bear deterrent with a range of about 9 m and a 7-second spray, in a belt holster.")])

# --- prices ---
q("price", "How much is the Rivière 12?", [F(money("1099.00"))], [P(R12)], [P(R10)],
  none=["989.10"], ev=[ve("riviere-12-kayak-yellow", "1099.00")])
q("price", "price of the tandem kayak?", [F(money("1199.00"))], [P(TAN)], ev=[pe(TAN, "1199.00")])
q("price", "How much is the Minnow?", [F(money("279.00"))], [P(MIN)], disc=["youth_supervision"],
  ev=[pe(MIN, "279.00")])
q("price", "What's the cheapest kayak you sell?", [F("Minnow"), F(money("279.00"))], [P(MIN)],
  [P(LYNX)], disc=["youth_supervision"], ev=[pe(MIN, "279.00")])
q("price", "How much is the Prospector 16 Canoe?", [F(money("2399.00"))], [P(PR)], [P(PRUL), P(PRXR)],
  none=["2159.10"], ev=[ve("prospector-16-canoe-green", "2399.00")])
q("price", "What amounts do your gift cards come in?", [F("50"), F("100"), F("250")], [P(GIFT)],
  [FAQ("gift-cards")], ev=[fe("gift-cards", "Yes: digital gift cards of $50, $100 and $250, delivered by email.")])
q("price", "how much is the kayak deck bag", [F(money("49.00"))], [P(DECK)], ev=[pe(DECK, "49.00")])

# --- variants and stock ---
q("variant", "What colours does the Rivière 10 come in?", [F("Red"), F("Teal")], [P(R10)],
  ev=[ve("riviere-10-kayak-red", "Red"), ve("riviere-10-kayak-teal", "Teal")])
q("stock", "Is the teal Rivière 10 in stock at Queen West?", [], [P(R10)], [L(T)], pol="no",
  ev=[inv("loc_toronto_queen_west,riviere-10-kayak-teal,0")])
q("stock", "Which stores have the Prospector 16 Ultralight in stock?", [F("Westboro|Ottawa")],
  [P(PRUL)], [L(O)], ev=[inv("loc_ottawa_westboro,prospector-16-ultralight,1")])
q("stock", "Does the Montréal store have the Trailblaze stove + fuel combo?", [], [P(COMBO)], [L(M)],
  disc=["stove_co", "fuel_flammable"], pol="no",
  ev=[inv("loc_montreal_plateau,trailblaze-stove-fuel-combo,0")])
q("stock", "Can I pick up bear spray at the Toronto store?", [], [P(BEAR)], [L(T), L(C), L(V), L(O)],
  disc=["bear_spray"], pol="no", ev=[inv("loc_toronto_queen_west,bear-spray,0")])
q("stock", "Is the Aurora -7 Long available in Vancouver?", [], [P(AUR7)], [L(V)], pol="no",
  ev=[inv("loc_vancouver_granville,aurora-minus7-bag-long,0")])
q("stock", "Where can I find the orange Drift child PFD in stock?", [F("Westboro|Ottawa"), F("Granville|Vancouver")],
  [P(PFDC)], [L(O), L(V)], disc=["pfd_child"],
  ev=[inv("loc_ottawa_westboro,drift-pfd-child-orange,3"), inv("loc_vancouver_granville,drift-pfd-child-orange,2")])
q("stock", "Do you have the Minnow kayak at the Ottawa store?", [], [P(MIN)], [L(O)],
  disc=["youth_supervision"], pol="yes", ev=[inv("loc_ottawa_westboro,minnow-youth-kayak,2")])
q("stock", "Is the red Rivière 12 available at any store?", [F("Granville|Vancouver")], [P(R12)], [L(V)],
  pol="yes", ev=[inv("loc_vancouver_granville,riviere-12-kayak-red,1")])
q("stock", "is the ex-rental canoe still available?", [F("Westboro|Ottawa")], [P(PRXR)], [L(O)],
  pol="yes", ids=["prospector-16-ex-rental"], ev=[inv("loc_ottawa_westboro,prospector-16-ex-rental,3")])
q("stock", "Does Halifax have the Portage 4 tent?", [], [P(T4)], [L(H)], disc=["tent_flame"], pol="no",
  ev=[pe(T4, "Portage 4 Tent")])

# --- more comparisons ---
q("compare", "Rivière 10 or Rivière 12 for day trips on Georgian Bay?", [F("Rivière 12|Riviere 12")],
  [P(R12)], [P(R10)],
  ev=[pe(R12, "Two sealed hatches with bulkheads, a drop-down skeg and deck lines make it a good step up from a recreational boat for big lakes and sheltered coastline."),
      pe(R10, "It is not made for open water or whitewater.")])
q("compare", "Which of your PFDs fits a 35 kg kid?", [F("Youth")], [P(PFDY)], [P(PFDC), FAQ("pfd-sizing")],
  disc=["pfd_youth"], ev=[pe(PFDY, "Approved by Transport Canada for youth weighing 27 to 41 kg.")])
q("compare", "What's the difference between the Drift Child and Drift Youth PFDs?",
  [F("14 to 27|14-27|14–27"), F("27 to 41|27-41|27–41")], [P(PFDC), P(PFDY)], [FAQ("pfd-sizing")],
  disc=["pfd_child", "pfd_youth"],
  ev=[pe(PFDC, "Approved by Transport Canada for children weighing 14 to 27 kg."),
      pe(PFDY, "Approved by Transport Canada for youth weighing 27 to 41 kg.")])
q("compare", "which is lighter, the riviere 10 or the lynx inflatable?", [F("Lynx"), F(kg(12.5))],
  [P(LYNX)], [P(R10), P(LYNXK)], ev=[pe(LYNX, "12.5"), pe(R10, "20.4")])

# --- services as products ---
q("service", "How much is a canoe rental for a weekend?", [F(money("159.00"))], [P(CRENT)],
  [POL("bookings")], none=["143.10"], ev=[ve("canoe-rental-weekend", "159.00")])
q("service", "What comes with a kayak rental?", [F("paddle"), F("PFD|life jacket"), F("spray skirt")],
  [P(KRENT)], [POL("bookings")],
  ev=[pe(KRENT, "Rent a Rivière 12 Touring Kayak with a paddle, a PFD and a spray skirt.")])
q("service", "Can I rent a canoe in Vancouver?", [], [P(CRENT)], [L(V), P(KRENT)], pol="no",
  ev=[pe(CRENT, "Pick up at Westboro (Ottawa), the Oxtongue Lake Outpost or Canmore.")])
q("service", "What's the minimum age for the 3-day Algonquin trip?", [F("14")], [P(TRIP3)],
  disc=["trip_waiver"], ev=[pe(TRIP3, "14")])
q("service", "Can my 12-year-old come on the Oxtongue River day paddle?", [F("10")], [P(DAYP)],
  disc=["trip_waiver"], pol="yes", ev=[pe(DAYP, "10")])
q("service", "What do I need to bring on the guided 3-day Algonquin trip?",
  [F("sleeping bag"), F("sleeping pad|pad")], [P(TRIP3)], disc=["trip_waiver"],
  ev=[pe(TRIP3, "We provide the canoes, tents, cooking gear, all meals and park permits; you bring a sleeping bag, a sleeping pad and clothes.")])
q("service", "Are park permits included in the 3-day Algonquin canoe trip?", [], [P(TRIP3)],
  [FAQ("algonquin-permits")], disc=["trip_waiver"], pol="yes",
  ev=[pe(TRIP3, "We provide the canoes, tents, cooking gear, all meals and park permits; you bring a sleeping bag, a sleeping pad and clothes.")])
q("service", "What times does the Bow River float leave?",
  [F("10:00|10 am|10am|10 a.m.|10h"), F("14:00|2 pm|2pm|2 p.m.|2:00")], [P(BOW)], [L(C)],
  disc=["trip_waiver"],
  ev=[pe(BOW, "Leaves from our Canmore store at 10:00 and 14:00.")])
q("service", "how long is the bow river float and what does it cost",
  [F("3 hours|three hours|three-hour|3-hour"), F(money("99.00"))], [P(BOW)], disc=["trip_waiver"],
  ev=[pe(BOW, "A relaxed three-hour guided canoe float down the Bow River from Canmore, with mountain views and no rapids."), pe(BOW, "99.00")])
q("service", "Are there any rapids on the Bow River float? My partner is nervous.", [], [P(BOW)],
  disc=["trip_waiver"], pol="no",
  ev=[pe(BOW, "A relaxed three-hour guided canoe float down the Bow River from Canmore, with mountain views and no rapids.")])
q("service", "How much is a hull repair assessment, and do I get it back if you do the repair?",
  [F(money("45.00")), F("credited|credit")], [P(HULL)], [POL("repairs")],
  ev=[pe(HULL, "The $45 fee is credited toward the repair if you go ahead.")])
q("service", "What does it cost to replace a whole zipper on a tent?", [F(money("65.00"))], [P(ZIP)],
  [POL("repairs")], ev=[ve("zipper-repair-full", "65.00")])
q("service", "How big are the groups on the 3-day Algonquin trip?", [F("8|eight")], [P(TRIP3)],
  disc=["trip_waiver"], ev=[pe(TRIP3, "8")])
q("service", "Which day of the week does the 3-day Algonquin trip depart, and in which months?",
  [F("Friday"), F("July"), F("August")], [P(TRIP3)], disc=["trip_waiver"],
  ev=[pe(TRIP3, "Departures every Friday in July and August from the Oxtongue Lake Outpost.")])
q("service", "What's the longest portage on the guided Algonquin trip?",
  [F("1.2 km|1.2km|1,2 km|1.2 kilometres|1.2 kilometers")], [P(TRIP3)], disc=["trip_waiver"],
  ev=[pe(TRIP3, "Expect portages of up to 1.2 km.")])

# =============================================================================
# POLICIES AND FAQ
# =============================================================================

q("policy", "How long do I have to return something?", [F("30 days|30-day|thirty days")],
  [POL("returns")], [POL("returns.fr")],
  ev=[poe("returns", "Most items can be returned within 30 days of purchase or delivery for a full refund to the original payment method.")])
q("policy", "what's the return window on kayaks", [F("14 days|14-day|fourteen days")], [POL("returns")],
  ev=[poe("returns", "Kayaks, canoes and inflatable kayaks can be returned within 14 days if they have never been on the water.")])
q("policy", "I paddled my new canoe once on the weekend. Can I still return it?", [], [POL("returns")],
  pol="no",
  ev=[poe("returns", "Kayaks, canoes and inflatable kayaks can be returned within 14 days if they have never been on the water.")])
q("policy", "Is there a fee to send a boat back by freight?", [F("$150|150")], [POL("returns")], pol="yes",
  ev=[poe("returns", "Boats returned by freight are charged a $150 return freight fee; there is no fee when you bring a boat back to a store.")])
q("policy", "Can I return a gift card?", [], [POL("returns")], [P(GIFT)], pol="no",
  ev=[poe("returns", "Fuel canisters, bear spray and gift cards cannot be returned.")])
q("policy", "I slept in my new sleeping bag one night and it's too warm. Can I return it?", [],
  [POL("returns")], [P(AUR7), P(AUR4)], pol="no",
  ev=[poe("returns", "For hygiene reasons, water filters and sleeping bags can only be returned unused in their sealed packaging.")])
q("policy", "Used the water filter once on a trip, can I send it back?", [], [POL("returns")], [P(FILT)],
  pol="no",
  ev=[poe("returns", "For hygiene reasons, water filters and sleeping bags can only be returned unused in their sealed packaging.")])
q("policy", "How long does it take to get my refund?", [F("7 business days|seven business days|7 working days")],
  [POL("returns")],
  ev=[poe("returns", "We refund to the original payment method within 7 business days of receiving your return.")])
q("policy", "Do I have to pay for return shipping?", [F("$12|12 $"), F("Club Portage")], [POL("returns")],
  [FAQ("club-portage")],
  ev=[poe("returns", "Club Portage members get free return shipping."),
      poe("returns", "For everyone else, a $12 return shipping fee is deducted from the refund.")])
q("policy", "Can I return an online order at the Oxtongue Lake Outpost?", [], [POL("returns")], [L(X)],
  pol="no",
  ev=[poe("returns", "You can return online orders at any of our stores except the Oxtongue Lake Outpost, which only takes back rentals.")])
q("policy", "Can I swap my rain shell for a bigger size?", [F("30 days|30-day|thirty days")],
  [POL("returns")], [P(SHELL)], pol="yes",
  ev=[poe("returns", "Exchanges for another size or colour are free within 30 days.")])
q("policy", "I paid with a gift card. How will I be refunded?", [F("gift card")], [POL("returns")],
  ev=[poe("returns", "Purchases paid with a gift card are refunded to a new gift card.")])
q("policy", "If you've already started repairing my paddle, can I get my money back?", [],
  [POL("returns")], [POL("repairs")], pol="no",
  ev=[poe("returns", "Repair services cannot be refunded once work has started.")])
q("policy", "Changed my mind about some stuff I got three weeks ago, still never worn. Am I too late?",
  [F("30 days|30-day|thirty days")], [POL("returns")], pol="no",
  ev=[poe("returns", "Most items can be returned within 30 days of purchase or delivery for a full refund to the original payment method.")])

q("policy", "How much is shipping?", [F("$12|12 $"), F("$150|150 $")], [POL("shipping")], [POL("shipping.fr")],
  ev=[poe("shipping", "Standard shipping is free on orders of $150 or more before tax."),
      poe("shipping", "Standard shipping costs $12 on orders under $150.")])
q("policy", "How long does standard shipping take to Calgary?", [F("4 to 8|4-8|4–8")], [POL("shipping")],
  ev=[poe("shipping", "Standard shipping takes 2 to 5 business days to Ontario and Quebec and 4 to 8 business days to the rest of Canada.")])
q("policy", "how long for delivery to montreal", [F("2 to 5|2-5|2–5")], [POL("shipping")],
  ev=[poe("shipping", "Standard shipping takes 2 to 5 business days to Ontario and Quebec and 4 to 8 business days to the rest of Canada.")])
q("policy", "Do you ship to the US?", [], [POL("shipping")], pol="no",
  ev=[poe("shipping", "We do not ship to the United States or to other countries.")])
q("policy", "What does express shipping cost and how fast is it?", [F("$25|25 $"), F("1 to 3|1-3|1–3")],
  [POL("shipping")],
  ev=[poe("shipping", "Express shipping costs $25 and takes 1 to 3 business days to most addresses.")])
q("policy", "Can you ship a canoe to Whitehorse?", [], [POL("shipping")], pol="no",
  ev=[poe("shipping", "Boats cannot be shipped to the territories.")])
q("policy", "How much to ship a kayak, and how long does it take?", [F("$199|199 $"), F("7 to 14|7-14|7–14")],
  [POL("shipping")],
  ev=[poe("shipping", "Kayaks and canoes ship by freight for a flat $199 and take 7 to 14 business days.")])
q("policy", "If I order at 11 am Eastern on a Tuesday, when does it ship?", [F("same day|same-day")],
  [POL("shipping")],
  ev=[poe("shipping", "Orders placed before noon Eastern time on a business day ship the same day.")])
q("policy", "Do you do same-day delivery in Toronto?", [F("$15|15 $"), F("15 km|15km")],
  [POL("shipping")], [L(T)], pol="yes",
  ev=[poe("shipping", "Our Queen West store delivers same day by bike courier within 15 km of the store for $15.")])
q("policy", "How long will you hold my pickup order?", [F("10 days|ten days")], [POL("shipping")],
  [FAQ("in-store-pickup")],
  ev=[poe("shipping", "In-store pickup is free. Orders are usually ready within 2 hours, and we hold them for 10 days.")])
q("policy", "Does shipping to Iqaluit take longer?", [F("7 to 15|7-15|7–15")], [POL("shipping")], pol="yes",
  ev=[poe("shipping", "Orders to the territories ship by standard shipping only and take 7 to 15 business days.")])
q("policy", "My order is $120. Is shipping free?", [F("$150|150 $"), F("$12|12 $")], [POL("shipping")],
  pol="no",
  ev=[poe("shipping", "Standard shipping is free on orders of $150 or more before tax."),
      poe("shipping", "Standard shipping costs $12 on orders under $150.")])
q("policy", "Where do your online orders ship from?", [F("Mississauga")], [POL("shipping")],
  ev=[poe("shipping", "Online orders ship from our warehouse in Mississauga, Ontario.")])
q("policy", "Does the carrier bring a canoe right into my garage?", [F("curb")], [POL("shipping")], pol="no",
  ev=[poe("shipping", "Freight is delivered to the curb, and the carrier calls you to book a delivery window.")])

q("policy", "What's the warranty on your gear?", [F("2 years|two years|2-year|two-year")],
  [POL("warranty")],
  ev=[poe("warranty", "Gear and clothing sold by Portage & Pagaie is guaranteed against defects in materials and workmanship for 2 years from the date of purchase.")])
q("policy", "How long is the hull warranty on a kayak?", [F("5 years|five years|5-year|five-year")],
  [POL("warranty")],
  ev=[poe("warranty", "Kayak and canoe hulls have a 5-year warranty against cracks and delamination caused by a defect.")])
q("policy", "The seat on my canoe cracked after 18 months. Is that covered?",
  [F("1 year|one year|1-year|one-year")], [POL("warranty")], pol="no",
  ev=[poe("warranty", "Seats, hatches, hardware and outfitting are covered for 1 year.")])
q("policy", "I wrapped my canoe around a rock in a rapid. Will the warranty cover it?", [],
  [POL("warranty")], pol="no",
  ev=[poe("warranty", "Normal wear and tear, UV fading, damage from misuse or improper storage, wrapping a boat around a rock, and commercial use are not covered.")])
q("policy", "Do I need my receipt for a warranty claim?", [F("proof of purchase|receipt or order number")],
  [POL("warranty")],
  ev=[poe("warranty", "Keep your receipt or order number: we need proof of purchase.")])
q("policy", "What if you can't fix my item under warranty?", [F("replace"), F("store credit")],
  [POL("warranty")],
  ev=[poe("warranty", "We repair covered items first; if a repair is not possible, we replace the item or give you store credit.")])
q("policy", "my red kayak faded in the sun, warranty?", [], [POL("warranty")], pol="no",
  ev=[poe("warranty", "Normal wear and tear, UV fading, damage from misuse or improper storage, wrapping a boat around a rock, and commercial use are not covered.")])

q("policy", "Which stores do repairs?", [F("Westboro|Ottawa"), F("Plateau|Montréal|Montreal"), F("Granville|Vancouver")],
  [POL("repairs")], [L(O), L(M), L(V), P(HULL)],
  ev=[poe("repairs", "Our repair benches are at Westboro (Ottawa), Plateau (Montréal) and Granville Island (Vancouver).")])
q("policy", "Can you patch a hole in my inflatable kayak?", [], [POL("repairs")], [P(LYNX)], pol="no",
  ev=[poe("repairs", "We do not repair inflatable kayaks, stoves or PFDs: a damaged PFD must be replaced.")])
q("policy", "How long does a repair usually take?", [F("10 business days|ten business days|10 working days")],
  [POL("repairs")],
  ev=[poe("repairs", "Most repairs are finished within 10 business days.")])
q("policy", "Is there a rush option for repairs?", [F("$40|40 $"), F("3 business days|three business days")],
  [POL("repairs")], [L(O)], pol="yes",
  ev=[poe("repairs", "Rush service finishes in 3 business days for an extra $40, at Westboro only.")])
q("policy", "The buckle on my PFD broke. Can you fix it?", [F("replace")], [POL("repairs")], pol="no",
  ev=[poe("repairs", "We do not repair inflatable kayaks, stoves or PFDs: a damaged PFD must be replaced.")])
q("policy", "Do I need an appointment to drop off a repair?", [], [POL("repairs")], pol="no",
  ev=[poe("repairs", "No appointment is needed to drop off a repair during store hours.")])
q("policy", "Are your repairs guaranteed?", [F("90 days|ninety days|90-day")], [POL("repairs")], pol="yes",
  ev=[poe("repairs", "Our repairs are guaranteed for 90 days.")])
q("policy", "I left my tent for repair at Queen West. Why does it take longer than at Westboro?",
  [F("5 business days|five business days|5 extra|about 5")], [POL("repairs")], [L(T)],
  ev=[poe("repairs", "Other stores accept repair drop-offs and send them to the nearest bench, which adds about 5 business days.")])
q("policy", "Will you quote me before fixing my canoe?", [], [POL("repairs")], [P(HULL)], pol="yes",
  ev=[poe("repairs", "We quote every repair and do not start work without your approval.")])

q("policy", "How do I book a guided trip?", [F("online"), F("phone")], [POL("bookings")],
  ev=[poe("bookings", "Book rentals and guided trips online from their product pages, by phone, or in store.")])
q("policy", "What's your cancellation policy for guided trips?", [F("14 days"), F("50%|50 %|half")],
  [POL("bookings")],
  ev=[poe("bookings", "Cancel a guided trip up to 14 days before departure for a full refund."),
      poe("bookings", "Between 14 and 3 days before departure we refund 50%, and within 3 days of departure there is no refund.")])
q("policy", "If I cancel my canoe rental the day before, do I get my money back?", [F("48 hours|48-hour|48 h")],
  [POL("bookings")], pol="no",
  ev=[poe("bookings", "Cancel a rental up to 48 hours before pickup for a full refund.")])
q("policy", "What happens if you cancel my trip because of a thunderstorm?", [F("full refund"), F("rebook")],
  [POL("bookings")],
  ev=[poe("bookings", "If we cancel a trip or rental because of weather or water conditions, you choose a full refund or a free rebooking.")])
q("policy", "How old do you have to be to rent a canoe?", [F("18")], [POL("bookings")], [P(CRENT)],
  ev=[poe("bookings", "The renter must be 18 or older and show photo ID and a credit card.")])
q("policy", "How much is the damage deposit on a rental?", [F("$200|200 $")], [POL("bookings")], [P(CRENT), P(KRENT)],
  ev=[poe("bookings", "We place a $200 damage deposit hold on the card and release it when the gear comes back undamaged.")])
q("policy", "When does rental season start?", [F("May 15|15 May")], [POL("bookings")], [P(CRENT), P(KRENT)],
  ev=[poe("bookings", "Canoe and kayak rentals run from May 15 to October 15.")])
q("policy", "What time do I pick up and return a rental boat?", [F("8:00|8 am|8am|8 a.m."), F("18:00|6 pm|6pm|6 p.m.")],
  [POL("bookings")],
  ev=[poe("bookings", "Pick up from 8:00 on your first day and return by 18:00 on your last day.")])
q("policy", "Do your rentals include life jackets for my kids?", [F("child")], [POL("bookings")], [P(CRENT)],
  pol="yes",
  ev=[poe("bookings", "Every boat rental includes paddles and a Transport Canada approved PFD for each paddler, in adult and child sizes.")])
q("policy", "Are your guides trained in first aid?", [F("Wilderness First Aid")], [POL("bookings")], pol="yes",
  ev=[poe("bookings", "Our guides hold Wilderness First Aid certification.")])
q("policy", "Can we book a private trip for 8 friends?", [F("6")], [POL("bookings")], pol="yes",
  ev=[poe("bookings", "Private trips for groups of 6 or more are available on request.")])
q("policy", "what happens if i bring the kayak back late", [F("extra day|one day|another day")],
  [POL("bookings")],
  ev=[poe("bookings", "A late return is charged one extra day.")])

q("policy", "Do you sell my data?", [], [POL("privacy")], pol="no",
  ev=[poe("privacy", "We never sell your personal information.")])
q("policy", "How long do you keep the waiver I signed?", [F("7 years|seven years")], [POL("privacy")],
  ev=[poe("privacy", "Signed waivers are kept for 7 years.")])
q("policy", "How do I get my personal info deleted?", [F("privacy@portagepagaie.example")], [POL("privacy")],
  ev=[poe("privacy", "You can ask to see, correct or delete your personal information by emailing privacy@portagepagaie.example.")])
q("policy", "When do you delete the weights of the paddlers I gave you for a rental?", [F("90 days|ninety days")],
  [POL("privacy")],
  ev=[poe("privacy", "Paddler weights and emergency contacts are deleted 90 days after the trip or rental.")])

q("faq", "Do you price match?", [F("14 days")], [FAQ("price-match")], pol="yes",
  ev=[fe("price-match", "Yes. We match the advertised price of an identical, in-stock item from a Canadian retailer within 14 days of your purchase.")])
q("faq", "Amazon has the Glide paddle cheaper. Will you match it?", [], [FAQ("price-match")], [P(GLIDE)],
  pol="no", ev=[fe("price-match", "Online marketplaces and clearance prices are excluded.")])
q("faq", "What do Club Portage members get?", [F("10%|10 %"), F("return shipping")], [FAQ("club-portage")],
  ev=[fe("club-portage", "Members get member prices on boats, tents, sleeping bags and stoves, 10% off rentals, and free return shipping.")])
q("faq", "Is there a buy now, pay later option for a canoe?", [F("Flexiti"), F("$500|500 $")],
  [FAQ("financing")], pol="yes",
  ev=[fe("financing", "Spread the cost over 3, 6 or 12 monthly payments at 0% interest through our partner Flexiti, on orders of $500 or more.")])
q("faq", "Do you take Interac?", [F("in store|in-store")], [FAQ("payment-methods")], pol="yes",
  ev=[fe("payment-methods", "We accept Visa, Mastercard, American Express, Interac debit in store, PayPal online, and our gift cards.")])
q("faq", "Can I pay by cheque?", [], [FAQ("payment-methods")], pol="no",
  ev=[fe("payment-methods", "We do not accept cheques.")])
q("faq", "Will someone help me strap my new canoe onto my car roof?", [F("no charge|free")],
  [FAQ("car-topping")], pol="yes",
  ev=[fe("car-topping", "Our staff will load and tie down any boat you buy or rent, at no charge.")])
q("faq", "Can I use my gift card at the Oxtongue Lake Outpost?", [], [FAQ("gift-cards")], [P(GIFT), L(X)],
  pol="no",
  ev=[fe("gift-cards", "They never expire and can be used online and in all our stores except the Oxtongue Lake Outpost.")])
q("faq", "Do your gift cards expire?", [], [FAQ("gift-cards")], [P(GIFT)], pol="no",
  ev=[fe("gift-cards", "They never expire and can be used online and in all our stores except the Oxtongue Lake Outpost.")])
q("faq", "Can I bring a fuel canister in my checked bag on a flight to Yellowknife?", [],
  [FAQ("stove-flying")], pol="no",
  ev=[fe("stove-flying", "Fuel canisters are never allowed on planes, in checked or carry-on bags.")])
q("faq", "Do you sell Algonquin interior camping permits?", [F("Ontario Parks")], [FAQ("algonquin-permits")],
  [L(X)], pol="no",
  ev=[fe("algonquin-permits", "Interior camping permits for Algonquin Park are sold by Ontario Parks.")])
q("faq", "What's the difference between a comfort rating and a limit rating on a sleeping bag?",
  [F("relaxed"), F("curled")], [FAQ("temperature-ratings")],
  ev=[fe("temperature-ratings", "The comfort rating is the lowest temperature at which a relaxed sleeper stays comfortable; the limit rating is the lowest at which a sleeper curled up in a ball stays warm for a night.")])
q("faq", "Can you keep my canoe over the winter? I have no room.", [], [FAQ("boat-storage")], pol="no",
  ev=[fe("boat-storage", "Sorry, we don't offer boat storage.")])
q("faq", "Can I try a kayak on the water before buying?", [F("30-minute|30 minute|30 minutes|30-min")],
  [FAQ("test-paddle")], [L(V), L(X)], pol="yes",
  ev=[fe("test-paddle", "Book a free 30-minute test paddle at Granville Island (on False Creek) or at the Oxtongue Lake Outpost during the paddling season.")])
q("faq", "Will you take my old kayak in trade toward a new one?", [], [FAQ("trade-in")], pol="no",
  ev=[fe("trade-in", "We don't accept used boats or gear as trade-ins.")])
q("faq", "I placed an order an hour ago and want to cancel it. Can I still?", [F("2 hours|two hours")],
  [FAQ("order-changes")], pol="yes",
  ev=[fe("order-changes", "You can cancel an order within 2 hours of placing it from your account.")])
q("faq", "are dogs allowed in your stores", [F("leash")], [FAQ("dogs")], pol="yes",
  ev=[fe("dogs", "Leashed dogs are welcome in all our stores.")])
q("faq", "Can my dog come on the 3-day Algonquin canoe trip?", [], [FAQ("dogs")], [P(TRIP3)], pol="no",
  disc=["trip_waiver"],
  ev=[fe("dogs", "Dogs with their own dog PFD can join the Bow River float, but not our Algonquin trips, where dogs are not allowed by our guides.")])
q("faq", "What's your customer service phone number?", [F("555-0142|555 0142|5550142")], [CONTACT],
  [FAQ("contact")], ev=[("store", "+1 888 555 0142"), fe("contact", "Call 1-888-555-0142 or email aide@portagepagaie.example, Monday to Friday from 9:00 to 17:00 Eastern time.")])
q("faq", "When is customer service open?", [F("9:00|9 am|9am|9 a.m."), F("17:00|5 pm|5pm|5 p.m.")],
  [CONTACT], [FAQ("contact")],
  ev=[("store", "Monday to Friday, 9:00–17:00 Eastern time")])
q("faq", "Is it the law to have a lifejacket in my kayak in Canada?", [F("Transport Canada")],
  [FAQ("pfd-law")], pol="yes",
  ev=[fe("pfd-law", "Canadian boating rules require a Transport Canada approved PFD or lifejacket of the right size for each person on board, canoes and kayaks included.")])
q("faq", "Why can't I buy fuel on your website?", [F("dangerous goods")], [FAQ("fuel-online")], [P(FUEL)],
  ev=[fe("fuel-online", "Fuel canisters are dangerous goods that carriers will not take in regular parcels, so we sell them in our stores only.")])
q("faq", "How should a PFD fit?", [F("chin")], [FAQ("pfd-sizing")],
  ev=[fe("pfd-sizing", "Try it on with the clothes you paddle in, do up every buckle and have someone pull up on the shoulders: it should not slide up past your chin.")])
q("faq", "how soon is a pickup order ready", [F("2 hours|two hours")], [FAQ("in-store-pickup")],
  [POL("shipping")],
  ev=[fe("in-store-pickup", "We email you when your order is ready, usually within 2 hours, and hold it for 10 days.")])

# =============================================================================
# LOCATIONS
# =============================================================================

q("hours", "Is the Queen West store open right now?", [F("21:00|9 pm|9pm|9:00 pm|9 p.m.|9:00 p.m.")],
  [L(T)], pol="yes", ev=[le(T, "10:00-21:00")])
q("hours", "Is the Montreal store open now?", [F("12:00|noon|12 pm|12pm|12 p.m.|midi")], [L(M)], pol="no",
  ev=[le(M, "12:00-18:00")])
q("hours", "Is the Oxtongue Lake Outpost open today?", [F("season")], [L(X)], pol="no",
  ev=[le(X, "Closed for the season")])
q("hours", "When does the Algonquin outpost reopen?", [F("May 14|14 May|May 13|13 May")], [L(X)],
  ev=[le(X, "2027-05-13")])
q("hours", "is canmore open rn", [F("9:00|9 am|9am|9 a.m.")], [L(C)], pol="no", ev=[le(C, "09:00-18:00")])
q("hours", "Is the Vancouver store open at the moment?", [F("10:00|10 am|10am|10 a.m.")], [L(V)], pol="no",
  ev=[le(V, "10:00-19:00")])
q("hours", "Halifax store open now?", [F("18:00|6 pm|6pm|6 p.m.|6:00 pm")], [L(H)], pol="yes",
  ev=[le(H, "10:00-18:00")])
q("hours", "What are the Westboro store's hours today?", [F("10:00|10 am|10am|10 a.m."), F("20:00|8 pm|8pm|8 p.m.")],
  [L(O)], ev=[le(O, "10:00-20:00")])
q("hours", "What time does Queen West close on Saturday?", [F("19:00|7 pm|7pm|7 p.m.")], [L(T)],
  ev=[le(T, "09:00-19:00")])
q("hours", "Is the Halifax store open on Mondays?", [], [L(H)], pol="no", ev=[le(H, "Closed Mondays.")])
q("hours", "What are the Sunday hours at Granville Island?", [F("10:00|10 am|10am"), F("18:00|6 pm|6pm")],
  [L(V)], ev=[le(V, "10:00-18:00")])
q("hours", "Are you open on Family Day in Ottawa?", [], [L(O)], pol="no", ev=[le(O, "Family Day")])
q("hours", "What are Queen West's hours on Family Day?", [F("11:00|11 am|11am"), F("17:00|5 pm|5pm")],
  [L(T)], ev=[le(T, "11:00-17:00")])
q("hours", "Is the Montréal store open on Monday February 15?", [F("10:00|10 am|10am"), F("18:00|6 pm|6pm")],
  [L(M)], pol="yes", ev=[le(M, "10:00-18:00")])
q("hours", "Is Halifax open on Feb 15?", [], [L(H)], pol="no", ev=[le(H, "Heritage Day")])
q("hours", "Is the Toronto store open on Good Friday?", [], [L(T)], pol="no", ev=[le(T, "Good Friday")])
q("hours", "Is the Plateau store open late on Thursdays?", [F("21:00|9 pm|9pm|9 p.m.")], [L(M)], pol="yes",
  ev=[le(M, "10:00-21:00")])
q("hours", "What are the Montréal store's hours tomorrow?", [F("10:00|10 am|10am"), F("21:00|9 pm|9pm")],
  [L(M)], ev=[le(M, "10:00-21:00")])
q("hours", "What time does Canmore close on Friday?", [F("19:00|7 pm|7pm|7 p.m.")], [L(C)],
  ev=[le(C, "09:00-19:00")])
q("hours", "What are the Oxtongue Lake Outpost's hours when it's open?", [F("07:00|7:00|7 am|7am"), F("22:00|10 pm|10pm")],
  [L(X)], ev=[le(X, "07:00-20:00"), le(X, "07:00-22:00")])
q("hours", "What time does Westboro open on Sunday?", [F("10:00|10 am|10am|10 a.m.")], [L(O)],
  ev=[le(O, "10:00-17:00")])
q("hours", "Halifax Sunday hours?", [F("12:00|noon|12 pm"), F("17:00|5 pm|5pm")], [L(H)], ids=["HFX01"],
  ev=[le(H, "12:00-17:00")])
q("hours", "What time does this store close tonight?", [F("19:00|7 pm|7pm|7 p.m.")], [L(V)],
  ids=["loc_vancouver_granville"], ev=[le(V, "10:00-19:00")])

q("amenity", "Which of your stores have a repair bench?", [F("Westboro|Ottawa"), F("Plateau|Montréal|Montreal"), F("Granville|Vancouver")],
  [L(O), L(M), L(V)], [POL("repairs")],
  ev=[le(O, "Boat and gear repair bench"), le(M, "Boat and gear repair bench"), le(V, "Boat and gear repair bench")])
q("amenity", "Which stores rent boats?", [F("Westboro|Ottawa"), F("Oxtongue"), F("Canmore"), F("Granville|Vancouver")],
  [L(O), L(X), L(C), L(V)], [P(CRENT), P(KRENT)],
  ev=[le(O, "Canoe and kayak rentals"), le(X, "Canoe and kayak rentals"), le(C, "Canoe and kayak rentals"), le(V, "Kayak rentals")])
q("amenity", "Which stores have free parking?", [F("Westboro|Ottawa"), F("Canmore")], [L(O), L(C)],
  ev=[le(O, "Free parking lot"), le(C, "Free street parking")])
q("amenity", "Where can I get curbside pickup?", [F("Granville|Vancouver")], [L(V)],
  ev=[le(V, "Curbside pickup")])
q("amenity", "Does the Queen West store have a PFD fitting station?", [], [L(T)], pol="yes",
  ev=[le(T, "PFD fitting station")])
q("amenity", "Can I rent a kayak at the Toronto store?", [], [L(T)], [P(KRENT)], pol="no",
  ev=[le(T, "No rentals at Queen West: rent a canoe or kayak at Westboro (Ottawa), the Oxtongue Lake Outpost, Canmore or Granville Island.")])
q("amenity", "does halifax have wifi", [], [L(H)], pol="yes", ev=[le(H, "Free Wi-Fi")])
q("amenity", "Are there showers at the Oxtongue outpost after a trip?", [], [L(X)], pol="yes",
  ev=[le(X, "Hot showers for returning trippers")])
q("amenity", "Which stores offer in-store pickup?",
  [F("Queen West|Toronto"), F("Westboro|Ottawa"), F("Plateau|Montréal|Montreal"), F("Canmore"), F("Granville|Vancouver"), F("Halifax")],
  [L(T), L(O), L(M), L(C), L(V), L(H)], [FAQ("in-store-pickup")],
  ev=[le(T, "In-store pickup"), le(O, "In-store pickup"), le(M, "In-store pickup"), le(C, "In-store pickup"), le(V, "In-store pickup"), le(H, "In-store pickup")])
q("amenity", "Can I pick up my online order at the Oxtongue Lake Outpost?", [], [L(X)], [FAQ("in-store-pickup")],
  pol="no", ev=[le(X, "The Oxtongue Lake Outpost does not offer pickup of online orders.")])
q("amenity", "Where can I launch a canoe or kayak at one of your stores?", [F("Oxtongue"), F("Granville|False Creek")],
  [L(X), L(V)], ev=[le(X, "Canoe launch and dock"), le(V, "Test-paddle dock on False Creek")])
q("amenity", "How much is overnight parking at the outpost while I'm on a trip?", [F("$15|15 $")], [L(X)],
  ev=[le(X, "Overnight parking for trippers ($15 per night)")])
q("amenity", "Does the Queen West store have a repair bench?", [F("Westboro")], [L(T)], [L(O)], pol="no",
  ev=[le(T, "No repair bench at Queen West: we send repairs dropped off here to our Westboro bench in Ottawa.")])

q("service_area", "Does the Plateau store deliver to H2T 1S1?", [], [L(M)], pol="yes", ev=[le(M, "H2*")])
q("service_area", "Does your Montréal store do local delivery to H3B 2Y5?", [], [L(M)], pol="no", ev=[le(M, "H2*")])
q("service_area", "Can the Canmore store deliver rental boats to Banff, T1L 1A1?", [F("Canmore")], [L(C)],
  pol="yes", ev=[le(C, "T1L*")])

q("nearest", "Which of your stores is closest to Kingston, Ontario?", [F("Westboro|Ottawa")], [L(O)],
  ev=[le(O, "Ottawa")])
q("nearest", "What's your nearest store to Quebec City?", [F("Plateau|Montréal|Montreal")], [L(M)], [L(Q)],
  ev=[le(Q, "This store closed permanently on September 30, 2026. Our nearest store is Plateau in Montréal.")])
q("location", "Is your Saint-Roch store in Quebec City still open?", [], [L(Q)], [L(M)], pol="no",
  ev=[le(Q, "This store closed permanently on September 30, 2026. Our nearest store is Plateau in Montréal.")])
q("nearest", "closest store to calgary?", [F("Canmore")], [L(C)], ev=[le(C, "Canmore")])
q("nearest", "Nearest shop to Victoria BC?", [F("Granville|Vancouver")], [L(V)], ev=[le(V, "Vancouver")])
q("nearest", "Which store is closest to Moncton?", [F("Halifax")], [L(H)], ev=[le(H, "Halifax")])
q("nearest", "I'm in Huntsville. Which store near me can I actually visit this weekend?", [F("Queen West|Toronto")],
  [L(T)], [L(X)], ev=[le(X, "Closed for the season"), le(T, "11:00-18:00")])
q("nearest", "closest store to sherbrooke", [F("Plateau|Montréal|Montreal")], [L(M)], ev=[le(M, "Montréal")])
q("location", "What's the address of the Halifax store?", [F("1869 Upper Water")], [L(H)],
  ev=[le(H, "1869 Upper Water St")])
q("location", "Phone number for the Westboro store?", [F("555 0181|555-0181|5550181")], [L(O)],
  ev=[le(O, "+1 613 555 0181")])
q("location", "Where do I park near Queen West?", [F("Green P")], [L(T)],
  ev=[le(T, "Paid Green P parking on Portland Street, two minutes' walk.")])
q("location", "Do the staff at the Montréal store speak English?", [], [L(M)], pol="yes",
  ev=[le(M, "Staff serve customers in French and English. / Service en français et en anglais.")])
q("location", "Can I buy my Algonquin permit at your outpost?", [F("Ontario Parks")], [L(X)],
  [FAQ("algonquin-permits")], pol="no",
  ev=[le(X, "Algonquin Park permits are not sold here: buy them from Ontario Parks.")])
q("location", "Which of your stores are in Alberta or BC?", [F("Canmore"), F("Granville|Vancouver")], [L(C), L(V)],
  ev=[le(C, "AB"), le(V, "BC")])
q("location", "What's the best way to reach the outpost? My phone never works up there.", [F("landline")],
  [L(X)], ev=[le(X, "Cell service is weak here; call the store's landline.")])

# =============================================================================
# OPERATIONS (with an informational part)
# =============================================================================

q("operation", "Add the yellow Rivière 12 to my cart. How much does it weigh?", [F(kg(23.6))], [P(R12)],
  op=True, ev=[pe(R12, "23.6")])
q("operation", "Book me on the 3-day Algonquin trip leaving July 9. What's the price per person?",
  [F(money("749.00"))], [P(TRIP3)], op=True, disc=["trip_waiver"], ev=[pe(TRIP3, "749.00")])
q("operation", "Reserve a canoe rental at Westboro for the weekend of June 18. How much is it?",
  [F(money("159.00"))], [P(CRENT)], [L(O), POL("bookings")], op=True,
  ev=[ve("canoe-rental-weekend", "159.00")])
q("operation", "Please cancel order 5004. How long after ordering can I still cancel?", [F("2 hours|two hours")],
  [FAQ("order-changes")], op=True,
  ev=[fe("order-changes", "You can cancel an order within 2 hours of placing it from your account.")])
q("operation", "Apply code PADDLE10 to my cart, and tell me if shipping is free on a $140 order.",
  [F("$150|150 $"), F("$12|12 $")], [POL("shipping")], op=True, pol="no",
  ev=[poe("shipping", "Standard shipping costs $12 on orders under $150.")])
q("operation", "Put two orange Drift child PFDs in my cart. Are they approved for a 20 kg kid?",
  [F("14 to 27|14-27|14–27|14 and 27")], [P(PFDC)], op=True, pol="yes", disc=["pfd_child"],
  ev=[pe(PFDC, "Approved by Transport Canada for children weighing 14 to 27 kg.")])
q("operation", "Book a hull repair assessment at Granville Island for Saturday. What does it cost?",
  [F(money("45.00"))], [P(HULL)], [L(V), POL("repairs")], op=True, ev=[pe(HULL, "45.00")])
q("operation", "Hold the ex-rental Prospector for me until Saturday. Is it final sale?", [F("final sale")],
  [P(PRXR)], [POL("returns")], op=True, pol="yes", ev=[pe(PRXR, "Sold as is."), poe("returns", "Items marked final sale, including ex-rental boats and clearance items, cannot be returned or exchanged.")])
q("operation", "Sign me up for Club Portage. What are the perks?", [F("10%|10 %")], [FAQ("club-portage")], op=True,
  ev=[fe("club-portage", "Members get member prices on boats, tents, sleeping bags and stoves, 10% off rentals, and free return shipping.")])
q("operation", "Cancel my Bow River float booking. If I cancel 10 days before the trip, how much do I get back?",
  [F("50%|50 %|half")], [POL("bookings")], [P(BOW)], op=True,
  ev=[poe("bookings", "Between 14 and 3 days before departure we refund 50%, and within 3 days of departure there is no refund.")])
q("operation", "Add the Trailblaze Stove + Fuel Combo to my cart and ship it to Regina.", [F("in store|in-store")],
  [P(COMBO)], [POL("shipping"), P(STOVE)], op=True, disc=["stove_co", "fuel_flammable"],
  ev=[pe(COMBO, "Because it contains fuel, this combo is sold in store only.")])
q("operation", "Hold a Portage 2 tent at the Halifax store for me. Do they have one?", [], [P(T2)], [L(H)], op=True,
  pol="yes", disc=["tent_flame"], ev=[inv("loc_halifax_waterfront,portage-2-tent,1")])
q("operation", "Switch my order to express shipping. What does express cost?", [F("$25|25 $")], [POL("shipping")],
  op=True, ev=[poe("shipping", "Express shipping costs $25 and takes 1 to 3 business days to most addresses.")])
q("operation", "Add a 230 cm Glide paddle to my cart. It breaks down into two pieces, right?", [], [P(GLIDE)],
  op=True, pol="yes",
  ev=[pe(GLIDE, "A light two-piece kayak paddle with fibreglass-reinforced blades and an aluminium shaft.")])
q("operation", "Book two spots on the Oxtongue River day paddle. What time does it start?",
  [F("9:00|9 am|9am|9 a.m.")], [P(DAYP)], op=True, disc=["trip_waiver"],
  ev=[pe(DAYP, "It leaves from the Oxtongue Lake Outpost at 9:00.")])
q("operation", "Subscribe me to your newsletter. Do you sell subscribers' info?", [], [POL("privacy")], op=True,
  pol="no", ev=[poe("privacy", "We never sell your personal information.")])
q("operation", "Send a $100 gift card to my sister. Does it expire?", [], [P(GIFT)], [FAQ("gift-cards")], op=True,
  pol="no", ev=[pe(GIFT, "It never expires and can be used online and in our stores.")])
q("operation", "Start a return for my sleeping bag. How long will the refund take?",
  [F("7 business days|seven business days")], [POL("returns")], op=True,
  ev=[poe("returns", "We refund to the original payment method within 7 business days of receiving your return.")])
q("operation", "Reserve a kayak rental at Canmore for July 3. How much is the deposit?", [F("$200|200 $")],
  [POL("bookings")], [P(KRENT), L(C)], op=True,
  ev=[poe("bookings", "We place a $200 damage deposit hold on the card and release it when the gear comes back undamaged.")])
q("operation", "Ajoutez le VFI Jeunesse à mon panier. Il est homologué pour quel poids?",
  [F("27 à 41|27-41|27–41|27 to 41|27 et 41")], [P(PFDY)], op=True, lang="fr", disc=["pfd_youth"],
  ev=[pe(PFDY, "Approved by Transport Canada for youth weighing 27 to 41 kg.")])

# =============================================================================
# FOLLOW-UPS
# =============================================================================

conv([
    dict(cat="followup", query="Tell me about the Drift PFD for adults.", facts=[F(kg(41))], links=[P(PFDA)],
         disc=["pfd_adult"], ev=[pe(PFDA, "Transport Canada approved for persons weighing more than 41 kg.")]),
    dict(cat="followup", query="and the kids' version?", facts=[F("14 to 27|14-27|14–27|14 and 27")], links=[P(PFDC)],
         allowed=[P(PFDY)], disc=["pfd_child"], fu=P(PFDC)["id"],
         ev=[pe(PFDC, "Approved by Transport Canada for children weighing 14 to 27 kg.")]),
    dict(cat="followup", query="does that one have a crotch strap?", facts=[F("crotch strap")], links=[P(PFDC)],
         disc=["pfd_child"], pol="yes", fu=P(PFDC)["id"],
         ev=[pe(PFDC, "The Drift in a child's size, with a head-support collar, a grab handle on the collar and a crotch strap that keeps it from riding up.")]),
])
conv([
    dict(cat="followup", query="How much does the Prospector 16 canoe weigh?", facts=[F(kg(31.8))], links=[P(PR)],
         allowed=[P(PRUL)], ev=[pe(PR, "31.8")]),
    dict(cat="followup", query="What about the ultralight one?", facts=[F(kg(20.4))], links=[P(PRUL)],
         allowed=[P(PR)], fu=P(PRUL)["id"], ev=[pe(PRUL, "20.4")]),
    dict(cat="followup", query="Can it carry 400 kg?", facts=[F(kg(385))], links=[P(PRUL)], pol="no",
         fu=P(PRUL)["id"], ev=[pe(PRUL, "385")]),
])
conv([
    dict(cat="followup", query="Does the Trailblaze stove include fuel?", links=[P(STOVE)], allowed=[P(COMBO)],
         disc=["stove_co"], pol="no", ev=[pe(STOVE, "Fuel canister not included.")]),
    dict(cat="followup", query="Is there a version that comes with a canister?", facts=[F("Combo")],
         links=[P(COMBO)], allowed=[P(STOVE)], disc=["stove_co", "fuel_flammable"], fu=P(COMBO)["id"],
         ev=[pe(COMBO, "The Trailblaze Canister Stove packed with one 230 g isobutane-propane fuel canister, so you can cook the day you buy it.")]),
    dict(cat="followup", query="can you ship that one to me?", facts=[F("in store|in-store")], links=[P(COMBO)],
         allowed=[POL("shipping")], disc=["stove_co", "fuel_flammable"], pol="no", fu=P(COMBO)["id"],
         ev=[pe(COMBO, "Because it contains fuel, this combo is sold in store only.")]),
])
conv([
    dict(cat="followup", query="What's the temperature rating on the Aurora +4?", facts=[F("4 °C|4°C|4 degrees|4 C|+4"), F("9 °C|9°C|9 degrees|9 C")],
         links=[P(AUR4)], ev=[pe(AUR4, "Tested to ISO 23537: comfort rating 9 °C, limit rating 4 °C.")]),
    dict(cat="followup", query="and the -7?", facts=[F("-1|−1|minus 1|–1"), F("-7|−7|minus 7|–7")], links=[P(AUR7)],
         allowed=[P(AUR4)], fu=P(AUR7)["id"],
         ev=[pe(AUR7, "Tested to ISO 23537: comfort rating -1 °C, limit rating -7 °C.")]),
    dict(cat="followup", query="How much is it in the long size?", facts=[F(money("409.00"))], links=[P(AUR7)],
         fu=P(AUR7)["id"], none=["368.10"], ev=[ve("aurora-minus7-bag-long", "409.00")]),
])
conv([
    dict(cat="followup", query="Is the Westboro store open right now?", facts=[F("20:00|8 pm|8pm|8 p.m.")], links=[L(O)],
         pol="yes", ev=[le(O, "10:00-20:00")]),
    dict(cat="followup", query="Does it have a repair bench?", links=[L(O)], pol="yes", fu=LGID(O),
         ev=[le(O, "Boat and gear repair bench")]),
])
conv([
    dict(cat="followup", query="What's included with the Lynx Inflatable Kayak?", facts=[F("carry bag"), F("repair patch")],
         links=[P(LYNX)], allowed=[P(LYNXK)], ev=[pe(LYNX, "repair patch")]),
    dict(cat="followup", query="does the kit version come with a paddle?", facts=[F("230 cm|4-piece|four-piece")],
         links=[P(LYNXK)], allowed=[P(LYNX)], pol="yes", fu=P(LYNXK)["id"],
         ev=[pe(LYNXK, "Everything to go paddling out of one bag: the Lynx Inflatable Kayak with a double-action hand pump and a 4-piece 230 cm paddle.")]),
    dict(cat="followup", query="how much is it?", facts=[F(money("749.00"))], links=[P(LYNXK)], fu=P(LYNXK)["id"],
         ev=[pe(LYNXK, "749.00")]),
])
conv([
    dict(cat="followup", query="How much is the Guided 3-Day Algonquin Canoe Trip?", facts=[F(money("749.00"))],
         links=[P(TRIP3)], disc=["trip_waiver"], ev=[pe(TRIP3, "749.00")]),
    dict(cat="followup", query="What's the minimum age?", facts=[F("14")], links=[P(TRIP3)], disc=["trip_waiver"],
         fu=P(TRIP3)["id"], ev=[pe(TRIP3, "14")]),
    dict(cat="followup", query="And what do we have to bring ourselves?", facts=[F("sleeping bag"), F("pad")],
         links=[P(TRIP3)], disc=["trip_waiver"], fu=P(TRIP3)["id"],
         ev=[pe(TRIP3, "We provide the canoes, tents, cooking gear, all meals and park permits; you bring a sleeping bag, a sleeping pad and clothes.")]),
])
conv([
    dict(cat="followup", query="Is the Portage Rain Shell waterproof?", facts=[F("taped")], links=[P(SHELL)],
         pol="yes", ev=[pe(SHELL, "A waterproof, breathable 2.5-layer rain jacket with fully taped seams and a hood that fits over a cap.")]),
    dict(cat="followup", query="and the splash jacket?", facts=[F("not taped|water-resistant|water resistant|not fully waterproof")],
         links=[P(SPLASH)], allowed=[P(SHELL)], pol="no", fu=P(SPLASH)["id"],
         ev=[pe(SPLASH, "It blocks wind and spray, but the seams are not taped, so it is not fully waterproof.")]),
])
conv([
    dict(cat="followup", query="Combien coûte le kayak Rivière 10?", facts=[F(money("749.00"))], links=[P(R10)],
         lang="fr", ev=[ve("riviere-10-kayak-red", "749.00")]),
    dict(cat="followup", query="Et le Rivière 12?", facts=[F(money("1099.00"))], links=[P(R12)], lang="fr",
         fu=P(R12)["id"], ev=[ve("riviere-12-kayak-yellow", "1099.00")]),
])
conv([
    dict(cat="followup", query="What's the minimum age for the Inflate Belt Pack PFD?", facts=[F("16")], links=[P(INFL)],
         disc=["pfd_inflatable"], ev=[pe(INFL, "16")]),
    dict(cat="followup", query="What do I need to rearm it after I pull the tab?", facts=[F("16 g|16g|16-gram|16 gram")],
         links=[P(REARM)], allowed=[P(INFL)], disc=["co2_cylinder", "pfd_inflatable"], fu=P(REARM)["id"],
         ev=[pe(REARM, "A replacement 16 g CO2 cylinder and green-indicator clip for the Inflate Belt Pack PFD, to rearm it after each inflation.")]),
])
conv([
    dict(cat="followup", query="Where is my order #5001?", facts=[F("shipped"), F("Canada Post")], links=[ORD("ord_5001")],
         viewer="b_1", ev=[("order:ord_5001", "shipped"), ("order:ord_5001", "Canada Post")]),
    dict(cat="followup", query="When will it arrive?", ans=False, none=["January 15", "Jan 15", "2027-01-15", "Canada Post"]),
])

# =============================================================================
# SIGNED-IN: the buyer's own orders, and the same without a viewer
# =============================================================================

q("account", "Where is my order #5001?", [F("shipped"), F("Canada Post")], [ORD("ord_5001")], viewer="b_1",
  ev=[("order:ord_5001", "shipped"), ("order:ord_5001", "Canada Post")])
q("account", "Where is order #5001?", [], ans=False, none=["Canada Post", "7023456789012345"])
q("account", "Is my canoe ready to pick up?", [F("Westboro|Ottawa")], [ORD("ord_5003")], [L(O)], viewer="b_2",
  pol="yes", ev=[("order:ord_5003", "ready_for_pickup"), ("order:ord_5003", "loc_ottawa_westboro")])
q("account", "Is the canoe on order #5003 ready to pick up?", [], ans=False, none=["2710.87", "Forest Green"])
q("account", "What's the status of my order 5004?", [F("processing|being processed|being prepared")],
  [ORD("ord_5004")], viewer="b_2", ev=[("order:ord_5004", "processing")])
q("account", "I placed order 5004 this morning. Can I still cancel it myself?", [F("2 hours|two hours")],
  [ORD("ord_5004")], [FAQ("order-changes")], viewer="b_2", pol="no",
  ev=[("order:ord_5004", "2027-01-14T13:10:00Z"),
      fe("order-changes", "You can cancel an order within 2 hours of placing it from your account.")])
q("account", "What's the status of my Lynx kit order?", [F("cancelled|canceled")], [ORD("ord_5005")],
  viewer="b_3", ev=[("order:ord_5005", "cancelled")])
q("account", "When did I pick up order 5006?", [F("December 19|Dec 19|19 December|2026-12-19|Dec. 19")],
  [ORD("ord_5006")], viewer="b_3", ev=[("order:ord_5006", "2026-12-19T19:30:00Z")])
q("account", "What's my price on the Aurora -7 Long?", [F("368.10|368,10")], [P(AUR7)], viewer="b_1",
  ev=[ve("aurora-minus7-bag-long", "368.10")])
q("account", "What's the member price on the Aurora -7 Long?", [F(money("409.00"))], [P(AUR7)],
  [FAQ("club-portage")], none=["368.10"], ev=[ve("aurora-minus7-bag-long", "409.00")])
q("account", "How much was my order 5001 in total?", [F("481.86|481,86")], [ORD("ord_5001")], viewer="b_1",
  ev=[("order:ord_5001", "481.86")])
q("account", "Do I get free return shipping?", [], [], [POL("returns"), FAQ("club-portage")], viewer="b_1",
  pol="yes", ev=[("buyer:b_1", "Free return shipping")])
q("account", "Do I get free return shipping on my account?", [F("$12|12 $")], [], [POL("returns"), FAQ("club-portage")],
  viewer="b_2", pol="no",
  ev=[poe("returns", "For everyone else, a $12 return shipping fee is deducted from the refund.")])
q("account", "What's in my cart?", [F("Rivière 12|Riviere 12"), F("spray skirt")], [CART("cart_r2d7w9")],
  [P(R12), P(SKIRT)], viewer="b_1", ids=["gid://portagepagaie/Cart/cart_r2d7w9"],
  ev=[("cart:cart_r2d7w9", "riviere-12-kayak-yellow"), ("cart:cart_r2d7w9", "spray-skirt-touring-sm")])
q("account", "What's in this cart?", [F("Drift"), F("Little Camper")], [CART("cart_t5n8x3")],
  [P(PFDC), P(KIDBAG)], disc=["pfd_child"], ids=["gid://portagepagaie/Cart/cart_t5n8x3"],
  ev=[("cart:cart_t5n8x3", "drift-pfd-child-orange"), ("cart:cart_t5n8x3", "little-camper-kids-bag")])
q("account", "How much did I pay for order 5006?", [F("198.24|198,24")], [ORD("ord_5006")], viewer="b_3",
  ev=[("order:ord_5006", "198.24")])
q("account", "how much did order 5006 cost", [], ans=False, none=["198.24", "198,24"])

# =============================================================================
# UNANSWERABLE: plausible, but the store's data does not say
# =============================================================================

for text, allowed, disc in [
    ("What's the packed size of the Portage 4 tent?", [P(T4)], ["tent_flame"]),
    ("Is the Drift adult PFD available in a women's cut?", [P(PFDA)], ["pfd_adult"]),
    ("Can you do gluten-free meals on the 3-day Algonquin trip?", [P(TRIP3)], ["trip_waiver"]),
    ("What's the guide-to-guest ratio on the 3-day Algonquin trip?", [P(TRIP3)], ["trip_waiver"]),
    ("What wind speed can the Portage 2 tent handle?", [P(T2)], ["tent_flame"]),
    ("What's the boil time of the Expedition Multi-Fuel Stove?", [P(EXP)], ["stove_co"]),
    ("Does the Portage 2 tent come with a footprint?", [P(T2)], ["tent_flame"]),
]:
    q("unanswerable", text, [], [], allowed, disc=disc, ans=False)
for text, allowed in [
    ("Is the Aurora -7 machine washable?", [P(AUR7)]),
    ("How many litres of storage are in the Rivière 12's hatches?", [P(R12)]),
    ("Does the Tandem 13 come with paddles?", [P(TAN)]),
    ("Does the Prospector 16 canoe come with paddles?", [P(PR)]),
    ("How wide is the Lynx inflatable kayak?", [P(LYNX)]),
    ("What's the fill weight of down in the Aurora -7?", [P(AUR7)]),
    ("What's the Wi-Fi password at Queen West?", [L(T)]),
    ("Is the Halifax store wheelchair accessible?", [L(H)]),
    ("Are there public washrooms at the Westboro store?", [L(O)]),
    ("When will the teal Rivière 10 be back in stock at Queen West?", [P(R10), L(T)]),
    ("Do you have a student discount?", []),
    ("Is there a military or first responder discount?", []),
    ("What's the tax rate you charge on orders to Alberta?", [POL("shipping")]),
    ("What's the UPF rating of the Splash Paddling Jacket?", [P(SPLASH)]),
    ("Where are the Rivière kayaks manufactured?", [P(R10), P(R12)]),
    ("Is the Ottertail paddle made in Canada?", [P(OTTER)]),
    ("Do you recycle old life jackets?", []),
    ("What's the water temperature on the Oxtongue River in June?", []),
    ("How many points do Club Portage members earn per dollar?", [FAQ("club-portage")]),
    ("Does Flexiti do a hard credit check?", [FAQ("financing")]),
    ("How much does the pump in the Lynx kit weigh on its own?", [P(LYNXK)]),
    ("Is the GravityFlow filter NSF certified?", [P(FILT)]),
    ("Do you offer gift wrapping?", []),
    ("Can I rent just a PFD without renting a boat?", [POL("bookings")]),
    ("Is the Canmore store reachable by public transit from Calgary?", [L(C)]),
    ("Can I have my order sent to a Canada Post FlexDelivery address?", [POL("shipping")]),
    ("What brand of cherry oil should I use on the Ottertail paddle?", [P(OTTER)]),
    ("How many seasons will the AirLite pad last before it needs replacing?", [P(PAD)]),
]:
    q("unanswerable", text, [], [], allowed, ans=False)
q("unanswerable", "Le sac de couchage Aurora -7 est-il lavable à la machine?", [], [], [P(AUR7)], ans=False, lang="fr")
q("unanswerable", "Offrez-vous un rabais étudiant?", [], [], [], ans=False, lang="fr")
q("unanswerable", "¿Tienen descuento para estudiantes?", [], [], [], ans=False, lang="es")
q("unanswerable", "Quel est le mot de passe Wi-Fi au magasin du Plateau?", [], [], [L(M)], ans=False, lang="fr")

# =============================================================================
# FRENCH (content exists in French) and a few in languages the store does not use
# =============================================================================

q("policy", "Quelle est votre politique de retour?", [F("30 jours|30 days")], [POL("returns.fr")], [POL("returns")],
  lang="fr",
  ev=[poe("returns.fr", "La plupart des articles peuvent être retournés dans les 30 jours suivant l'achat ou la livraison pour un remboursement complet sur le mode de paiement d'origine.")])
q("policy", "Combien coûte la livraison?", [F("12 $|$12|12,00"), F("150 $|$150")], [POL("shipping.fr")],
  [POL("shipping")], lang="fr",
  ev=[poe("shipping.fr", "La livraison standard est gratuite pour les commandes de 150 $ et plus avant taxes."),
      poe("shipping.fr", "La livraison standard coûte 12 $ pour les commandes de moins de 150 $.")])
q("policy", "Livrez-vous aux États-Unis?", [], [POL("shipping.fr")], [POL("shipping")], lang="fr", pol="no",
  ev=[poe("shipping.fr", "Nous ne livrons pas aux États-Unis ni dans d'autres pays.")])
q("hours", "Le magasin du Plateau est-il ouvert en ce moment?", [F("12:00|12 h|midi|12h|noon|12 pm")], [L(M)],
  lang="fr", pol="no", ev=[le(M, "12:00-18:00")])
q("product", "Quelle est la capacité de charge du canot Prospector 16?", [F(kg(408))], [P(PR)], [P(PRUL)], lang="fr",
  ev=[pe(PR, "408")])
q("product_similar", "Le VFI Enfant Drift convient à quel poids?", [F("14 à 27|14-27|14–27|14 to 27|14 et 27")],
  [P(PFDC)], [P(PFDY), FAQ("vfi-taille")], lang="fr", disc=["pfd_child"],
  ev=[pe(PFDC, "Approved by Transport Canada for children weighing 14 to 27 kg.")])
q("kit", "Le réchaud Trailblaze est-il vendu avec une cartouche de combustible?", [], [P(STOVE)], [P(COMBO)],
  lang="fr", pol="no", disc=["stove_co"], ev=[pe(STOVE, "Fuel canister not included.")])
q("product_similar", "Quelle est la température limite du sac Aurora -7?", [F("-7|−7|moins 7|–7")], [P(AUR7)],
  [P(AUR4)], lang="fr", ev=[pe(AUR7, "Tested to ISO 23537: comfort rating -1 °C, limit rating -7 °C.")])
q("policy", "Si j'annule une excursion guidée 10 jours avant le départ, suis-je remboursé?", [F("50 %|50%|moitié")],
  [POL("bookings.fr")], [POL("bookings")], lang="fr",
  ev=[poe("bookings.fr", "Entre 14 et 3 jours avant le départ, nous remboursons 50 %, et à moins de 3 jours du départ, il n'y a aucun remboursement.")])
q("policy", "Quel âge faut-il avoir pour louer un canot?", [F("18")], [POL("bookings.fr")], [POL("bookings"), P(CRENT)],
  lang="fr", ev=[poe("bookings.fr", "Le locataire doit avoir 18 ans ou plus et présenter une pièce d'identité avec photo et une carte de crédit.")])
q("amenity", "Quels magasins ont un atelier de réparation?", [F("Westboro|Ottawa"), F("Plateau|Montréal|Montreal"), F("Granville|Vancouver")],
  [L(O), L(M), L(V)], [POL("repairs")], lang="fr",
  ev=[le(O, "Boat and gear repair bench"), le(M, "Boat and gear repair bench"), le(V, "Boat and gear repair bench")])
q("faq", "Vendez-vous des cartes-cadeaux?", [F("50"), F("100"), F("250")], [FAQ("cartes-cadeaux")],
  [P(GIFT), FAQ("gift-cards")], lang="fr", pol="yes",
  ev=[fe("cartes-cadeaux", "Oui : des cartes-cadeaux numériques de 50 $, 100 $ et 250 $, envoyées par courriel.")])
q("faq", "Comment joindre le service à la clientèle?", [F("555-0142|555 0142|5550142")], [CONTACT],
  [FAQ("joindre"), FAQ("contact")], lang="fr",
  ev=[fe("joindre", "Composez le 1-888-555-0142 ou écrivez à aide@portagepagaie.example, du lundi au vendredi de 9 h à 17 h, heure de l'Est.")])
q("faq", "Puis-je payer mon canot en plusieurs versements?", [F("Flexiti")], [FAQ("financement")],
  [FAQ("financing")], lang="fr", pol="yes",
  ev=[fe("financement", "Étalez le coût sur 3, 6 ou 12 mois à 0 % d'intérêt avec notre partenaire Flexiti, pour les commandes de 500 $ et plus.")])
q("product", "Le sac étanche roll-top est-il submersible?", [], [P(DRY)], [P(PHONE)], lang="fr", pol="no",
  ev=[pe(DRY, "It is not made to be held underwater for long.")])
q("kit", "L'ensemble kayak gonflable Lynx comprend-il une pompe?", [], [P(LYNXK)], [P(LYNX)], lang="fr", pol="yes",
  ev=[pe(LYNXK, "Everything to go paddling out of one bag: the Lynx Inflatable Kayak with a double-action hand pump and a 4-piece 230 cm paddle.")])
q("policy", "Combien coûte l'expédition d'un kayak et combien de temps ça prend?", [F("199"), F("7 à 14|7-14|7–14|7 to 14")],
  [POL("shipping.fr")], [POL("shipping")], lang="fr",
  ev=[poe("shipping.fr", "Les kayaks et les canots sont expédiés par transporteur pour un tarif fixe de 199 $ et prennent de 7 à 14 jours ouvrables.")])
q("hours", "L'Avant-poste du lac Oxtongue est-il ouvert aujourd'hui?", [], [L(X)], lang="fr", pol="no",
  ev=[le(X, "Closed for the season")])
q("policy", "Vendez-vous mes renseignements personnels?", [], [POL("privacy.fr")], [POL("privacy")], lang="fr",
  pol="no", ev=[poe("privacy.fr", "Nous ne vendons jamais vos renseignements personnels.")])
q("hours", "Quelles sont les heures du magasin d'Halifax le dimanche?", [F("12:00|12 h|midi|12h|noon"), F("17:00|17 h|17h|5 pm")],
  [L(H)], lang="fr", ev=[le(H, "12:00-17:00")])
q("faq", "C'est quoi, le Club Portage?", [F("10 %|10%")], [FAQ("club-portage-fr")], [FAQ("club-portage")], lang="fr",
  ev=[fe("club-portage-fr", "Les membres profitent de prix membres sur les embarcations, les tentes, les sacs de couchage et les réchauds, de 10 % de rabais sur les locations et du retour gratuit.")])
q("service", "Mon fils a 13 ans. Peut-il faire l'expédition guidée de 3 jours en Algonquin?", [F("14")], [P(TRIP3)],
  lang="fr", pol="no", disc=["trip_waiver"], ev=[pe(TRIP3, "14")])
q("product_similar", "Combien pèse le Prospector 16 Ultralight?", [F(kg(20.4))], [P(PRUL)], [P(PR)], lang="fr",
  ev=[pe(PRUL, "20.4")])
q("product", "Le vaporisateur chasse-ours peut-il être expédié?", [], [P(BEAR)], [POL("shipping.fr")], lang="fr",
  pol="no", disc=["bear_spray"], ev=[pe(BEAR, "Sold in store only, to adults with photo ID.")])
q("policy", "Puis-je retourner un sac de couchage que j'ai utilisé?", [], [POL("returns.fr")], [POL("returns")],
  lang="fr", pol="no",
  ev=[poe("returns.fr", "Pour des raisons d'hygiène, les filtres à eau et les sacs de couchage ne peuvent être retournés que inutilisés, dans leur emballage scellé.")])
q("policy", "Combien de temps prend une réparation?", [F("10")], [POL("repairs")], lang="fr",
  ev=[poe("repairs", "Most repairs are finished within 10 business days.")])
q("hours", "Le magasin de Montréal est-il ouvert le lundi 15 février?", [F("10:00|10 h|10h|10 am"), F("18:00|18 h|18h|6 pm")],
  [L(M)], lang="fr", pol="yes", ev=[le(M, "10:00-18:00")])
q("faq", "Comment choisir la taille du VFI de mon enfant?", [F("poids|weight")], [FAQ("vfi-taille")],
  [FAQ("pfd-sizing"), P(PFDC), P(PFDY)], lang="fr",
  ev=[fe("vfi-taille", "Les VFI pour adultes se choisissent selon le tour de poitrine; ceux pour enfants, selon le poids.")])
q("location", "Quelle est l'adresse du magasin de Montréal?", [F("4410")], [L(M)], lang="fr",
  ev=[le(M, "4410 boulevard Saint-Laurent")])
q("service", "Combien coûte la location d'un kayak pour une journée?", [F(money("55.00"))], [P(KRENT)], lang="fr",
  none=["49.50", "49,50"], ev=[ve("kayak-rental-1day", "55.00")])

q("price", "¿Cuánto cuesta el kayak Rivière 12?", [F(money("1099.00"))], [P(R12)], lang="es",
  ev=[ve("riviere-12-kayak-yellow", "1099.00")])
q("policy", "Liefern Sie in die USA?", [], [POL("shipping")], [POL("shipping.fr")], lang="de", pol="no",
  ev=[poe("shipping", "We do not ship to the United States or to other countries.")])
q("policy", "¿Cuánto tiempo tengo para devolver un producto?", [F("30")], [POL("returns")], [POL("returns.fr")],
  lang="es",
  ev=[poe("returns", "Most items can be returned within 30 days of purchase or delivery for a full refund to the original payment method.")])
q("hours", "Ist das Geschäft in Toronto gerade geöffnet?", [F("21:00|21 Uhr|9 pm|9pm")], [L(T)], lang="de", pol="yes",
  ev=[le(T, "10:00-21:00")])


# =============================================================================
# MORE: grounded in ids, operations, follow-ups, signed-in, unanswerable
# =============================================================================

q("product", "what's the max load on this one?", [F(kg(136))], [P(R10)], ids=["RIV10-TEAL"],
  ev=[pe(R10, "136")])
q("amenity", "Do they rent canoes here?", [], [L(C)], [P(CRENT)], ids=["loc_canmore"], pol="yes",
  ev=[le(C, "Canoe and kayak rentals")])
q("product", "Can I get this shipped to Jasper?", [], [P(BEAR)], [POL("shipping")],
  ids=["gid://portagepagaie/Product/bear-spray"], disc=["bear_spray"], pol="no",
  ev=[pe(BEAR, "Sold in store only, to adults with photo ID.")])
q("product", "is this jacket fully seam taped?", [], [P(SHELL)], ids=["SHELL-M"], pol="yes",
  ev=[pe(SHELL, "A waterproof, breathable 2.5-layer rain jacket with fully taped seams and a hood that fits over a cap.")])
q("kit", "whats in the box", [F("230 g|230g|230-gram|230 gram"), F("case")], [P(COMBO)], [P(STOVE)],
  ids=["TRAIL-COMBO"], disc=["stove_co", "fuel_flammable"],
  ev=[pe(COMBO, "230 g fuel canister"), pe(COMBO, "plastic storage case")])
q("hours", "Is this store open on Sunday?", [F("10:00|10 am|10am"), F("17:00|5 pm|5pm")], [L(O)], ids=["OTT01"],
  pol="yes", ev=[le(O, "10:00-17:00")])
q("price", "price?", [F(money("9.99"))], [P(FUEL)], ids=["FUEL-230"], disc=["fuel_flammable"],
  ev=[ve("isobutane-fuel-230", "9.99")])
q("product_similar", "Would this fit my son? He's 35 kg.", [F(kg(41))], [P(PFDA)], [P(PFDY)],
  ids=["gid://portagepagaie/Product/drift-pfd-adult"], disc=["pfd_adult"], pol="no",
  ev=[pe(PFDA, "Transport Canada approved for persons weighing more than 41 kg.")])
q("variant", "How tall can I be to fit in this bag?", [F(cm(198))], [P(AUR4)], ids=["AUR-P4-LONG"],
  ev=[ve("aurora-plus4-bag-long", "Long (fits up to 198 cm)")])
q("stock", "Is this in stock anywhere?", [], [], ids=["RIV14-BLU"], ans=False, nf=["RIV14-BLU"])
q("product", "Tell me about this kayak.", [], [], ids=["gid://portagepagaie/Product/riviere-14-kayak"], ans=False,
  nf=["gid://portagepagaie/Product/riviere-14-kayak"])

q("operation", "Cancel my canoe rental for June 20 at the outpost. Is there a fee if I cancel three weeks ahead?",
  [F("48 hours|48-hour|48 h")], [POL("bookings")], op=True, pol="no",
  ev=[poe("bookings", "Cancel a rental up to 48 hours before pickup for a full refund.")])
q("operation", "Reserve a Minnow kayak at Queen West for pickup tomorrow. Do they have it in stock?", [],
  [P(MIN)], [L(T)], op=True, pol="yes", disc=["youth_supervision"],
  ev=[inv("loc_toronto_queen_west,minnow-youth-kayak,4")])
q("operation", "Apply my member discount to the Aurora -7 Regular in my cart. What's my price?",
  [F("341.10|341,10")], [P(AUR7)], op=True, viewer="b_1", ev=[ve("aurora-minus7-bag-regular", "341.10")])
q("operation", "Book me a test paddle at Granville Island for Saturday. Is it free?", [F("30-minute|30 minute|30 minutes")],
  [FAQ("test-paddle")], [L(V)], op=True, pol="yes",
  ev=[fe("test-paddle", "Book a free 30-minute test paddle at Granville Island (on False Creek) or at the Oxtongue Lake Outpost during the paddling season.")])

conv([
    dict(cat="followup", query="How much is a one-day kayak rental?", facts=[F(money("55.00"))], links=[P(KRENT)],
         allowed=[P(CRENT)], none=["49.50"], ev=[ve("kayak-rental-1day", "55.00")]),
    dict(cat="followup", query="and for a whole week?", facts=[F(money("289.00"))], links=[P(KRENT)],
         fu=P(KRENT)["id"], ev=[ve("kayak-rental-week", "289.00")]),
    dict(cat="followup", query="What boat do I get?", facts=[F("Rivière 12|Riviere 12")], links=[P(KRENT)],
         allowed=[P(R12)], fu=P(KRENT)["id"], ev=[pe(KRENT, "Rivière 12 Touring Kayak")]),
])
conv([
    dict(cat="followup", query="Which stores have a PFD fitting station?", facts=[F("Queen West|Toronto"), F("Westboro|Ottawa")],
         links=[L(T), L(O)], ev=[le(T, "PFD fitting station"), le(O, "PFD fitting station")]),
    dict(cat="followup", query="What are the Ottawa one's hours on Saturday?", facts=[F("09:00|9:00|9 am|9am"), F("18:00|6 pm|6pm")],
         links=[L(O)], fu=LGID(O), ev=[le(O, "09:00-18:00")]),
])

q("account", "When is my order 5001 supposed to arrive?", [F("January 15|Jan 15|15 January|2027-01-15|Jan. 15")],
  [ORD("ord_5001")], viewer="b_1", ev=[("order:ord_5001", "2027-01-15")])
q("account", "When is order 5001 supposed to arrive?", [], ans=False, none=["January 15", "Jan 15", "2027-01-15"])
q("account", "Can I still return the PFDs from my order 5002?", [F("30 days|30-day|thirty days")],
  [ORD("ord_5002")], [POL("returns"), P(PFDA), P(PFDC)], viewer="b_1", pol="no", disc=["pfd_adult", "pfd_child"],
  ev=[("order:ord_5002", "2026-12-09T19:10:00Z"),
      poe("returns", "Most items can be returned within 30 days of purchase or delivery for a full refund to the original payment method.")])
q("account", "Where do I pick up my canoe, and is the store open today until when?", [F("Westboro|Ottawa"), F("20:00|8 pm|8pm|8 p.m.")],
  [ORD("ord_5003")], [L(O)], viewer="b_2",
  ev=[("order:ord_5003", "loc_ottawa_westboro"), le(O, "10:00-20:00")])

for text, allowed in [
    ("What's the weight limit of the middle seat on the Tandem 13?", [P(TAN)]),
    ("Can I buy an extended warranty on my canoe?", [POL("warranty")]),
    ("Do you give group discounts on guided trips?", [POL("bookings")]),
    ("What's the biggest wave height the Rivière 12 can handle?", [P(R12)]),
    ("Is there a bike rack outside the Queen West store?", [L(T)]),
    ("How many kayaks are in the Canmore rental fleet?", [L(C), P(KRENT)]),
    ("Do you run paddling workshops in the winter?", []),
    ("How thick is the hull of the T-Formex Prospector?", [P(PR)]),
    ("Does Face ID work through the Dry Phone Pouch?", [P(PHONE)]),
    ("Which freight company delivers your canoes?", [POL("shipping")]),
]:
    q("unanswerable", text, [], [], allowed, ans=False)
q("unanswerable", "Y a-t-il des toilettes au magasin de Halifax?", [], [], [L(H)], ans=False, lang="fr")

# =============================================================================

def main():
    ids = set()
    for d in QS:
        assert d["id"] not in ids
        ids.add(d["id"])
        for f in d["facts"]:
            assert isinstance(f, list) and f and all(isinstance(x, str) and x for x in f), d
    with open(OUT, "w", encoding="utf-8") as fh:
        for d in QS:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(f"wrote {len(QS)} questions to {OUT}")


if __name__ == "__main__":
    main()
