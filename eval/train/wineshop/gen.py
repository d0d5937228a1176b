#!/usr/bin/env python3
"""Writes wineshop/questions.jsonl: the blind question set for the Cellier Vauclair store.

Every evidence quote is checked against the record it names in the store's files before
anything is written; disclosures are derived from the notices of the products a question
requires (the products it is about)."""
import glob, json, os, re, sys, tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.path.join(HERE, "wineshop")
STORE = os.path.join(SUITE, "store")
A = "celliervauclair"
BASE = "https://cellier-vauclair.example"
CONTACT_URL = BASE + "/pages/contact"

# ------------------------------------------------------------------ store data
PRODUCTS, VARIANTS = {}, {}
for f in sorted(glob.glob(os.path.join(STORE, "products", "*.toml"))):
    for p in tomllib.load(open(f, "rb"))["product"]:
        PRODUCTS[p["id"]] = p
        for v in p.get("variants", []):
            VARIANTS[v["id"]] = p["id"]
LOCS = {}
for f in sorted(glob.glob(os.path.join(STORE, "locations", "*.toml"))):
    for l in tomllib.load(open(f, "rb"))["location"]:
        LOCS[l["id"]] = l
FAQ = {e["id"]: e for e in tomllib.load(open(os.path.join(STORE, "faq.toml"), "rb"))["faq"]}
POLICIES = {}
for f in sorted(glob.glob(os.path.join(STORE, "policies", "*.md"))):
    text = open(f).read()
    front = tomllib.loads(text.split("+++")[1])
    POLICIES[os.path.basename(f)[:-3]] = dict(front, text=text)

TWIN_POL = {"refund-policy": "retours-remboursements", "shipping-policy": "livraison", "alcohol-sales": "vente-alcool",
            "en-primeur": "primeurs", "tasting-events": "ateliers-degustation", "warranty": "garantie",
            "privacy-policy": "confidentialite", "terms-of-service": "cgv"}
TWIN_POL.update({v: k for k, v in list(TWIN_POL.items())})
TWIN_FAQ = {"club-vauclair": "club-vauclair-en", "paiement-plusieurs-fois": "pay-in-instalments",
            "remise-caisse": "case-discount", "vin-bouchonne": "corked-wine", "contact-fr": "contact-en"}
TWIN_FAQ.update({v: k for k, v in list(TWIN_FAQ.items())})

def read(path): return open(path).read()

def block(text, start_pat, end_pat):
    i = text.find(start_pat)
    if i < 0: return None
    j = text.find(end_pat, i + len(start_pat))
    return text[i: j if j >= 0 else len(text)]

def record_text(source):
    kind, _, rid = source.partition(":")
    if kind == "store": return read(os.path.join(STORE, "store.toml"))
    if kind == "inventory": return read(os.path.join(STORE, "inventory.csv"))
    if kind == "policy": return POLICIES[rid]["text"]
    if kind == "faq": return block(read(os.path.join(STORE, "faq.toml")), f'id = "{rid}"', "[[faq]]")
    if kind in ("product", "variant"):
        for f in glob.glob(os.path.join(STORE, "products", "*.toml")):
            b = block(read(f), f'id = "{rid}"', "[[product]]")
            if b:
                if kind == "variant": b = block(b, f'id = "{rid}"', "[[product.")
                return b
        return None
    if kind == "location":
        for f in glob.glob(os.path.join(STORE, "locations", "*.toml")):
            b = block(read(f), f'id = "{rid}"', "[[location]]")
            if b: return b
        return None
    files = {"order": ("orders.toml", "[[order]]"), "buyer": ("buyers.toml", "[[buyer]]"), "cart": ("carts.toml", "[[cart]]")}
    fn, sep = files[kind]
    return block(read(os.path.join(STORE, fn)), f'id = "{rid}"', sep)

# ------------------------------------------------------------------ links
def link(s):
    if isinstance(s, dict): return s
    kind, _, rid = s.partition(":")
    if kind == "p":
        assert rid in PRODUCTS, rid
        return {"id": f"gid://{A}/Product/{rid}"}
    if kind == "pol": return {"url": POLICIES[rid]["url"]}
    if kind == "faq": return {"url": FAQ[rid]["url"]}
    if kind == "loc": return {"url": LOCS[rid]["url"]}
    if kind == "ord": return {"id": f"gid://{A}/Order/{rid}"}
    if kind == "cart": return {"id": f"gid://{A}/Cart/{rid}"}
    if s == "contact": return {"url": CONTACT_URL}
    raise ValueError(s)

def notice_codes(pid):
    return [n["code"] for n in PRODUCTS[pid].get("notices", [])]

# ------------------------------------------------------------------ questions
QS = []
_group = [0]
def new_group():
    _group[0] += 1
    return f"G{_group[0]:03d}"

def q(query, cat, facts=(), req=(), allow=(), ev=(), yn=None, answerable=True, op=False, ids=None, ctx=None,
      viewer=None, group=None, turn=1, follow=None, none=(), disc=None, about=()):
    """about: products the question is about without requiring their link (their notices are still due)."""
    req_l = [link(x) for x in req]
    allow_l = [link(x) for x in allow]
    for x in req:
        if isinstance(x, str) and x.startswith("pol:") and x[4:] in TWIN_POL:
            allow_l.append(link("pol:" + TWIN_POL[x[4:]]))
        if isinstance(x, str) and x.startswith("faq:") and x[4:] in TWIN_FAQ:
            allow_l.append(link("faq:" + TWIN_FAQ[x[4:]]))
    allow_l = [a for i, a in enumerate(allow_l) if a not in req_l and a not in allow_l[:i]]
    if disc is None:
        disc = []
        for x in list(req) + list("p:" + a for a in about):
            if isinstance(x, str) and x.startswith("p:"):
                for c in notice_codes(x[2:]):
                    if c not in disc: disc.append(c)
    if group is None: group = new_group()
    o = {"id": None, "group": group, "turn": turn, "query": query}
    if ids: o["ids"] = ids
    if ctx: o["context"] = ctx
    o.update({"category": cat, "answerable": answerable, "operation": op,
              "facts": [list(f) if isinstance(f, (list, tuple)) else [f] for f in facts],
              "facts_none": list(none), "links_required": req_l, "links_allowed": allow_l,
              "messages_required": [{"type": "info", "code": "operation_not_performed"}] if op else [],
              "messages_forbidden": [],
              "disclosures": disc, "not_found": []})
    if yn: o["polarity"] = yn
    if follow: o["followup_entity"] = f"gid://{A}/Product/{follow}"
    if viewer: o["viewer"] = {"buyer": viewer, "scopes": ["dev.ucp.common.ask:read"]}
    o["evidence"] = [{"source": s, "quote": t} for s, t in ev]
    QS.append(o)
    return group

def conv(cat, turns):
    g = new_group()
    for i, t in enumerate(turns, 1):
        q(t.pop("query"), cat, group=g, turn=i, **t)

FR = {"language": "fr"}
EN = {"language": "en"}

# ================================================================== PRODUCTS
C = "product"
# --- Château Lestang (grand vin: egg fining) vs Les Allées de Lestang (second wine, unfined)
q("How long is the Château Lestang Margaux aged in oak?", C, [["18 months", "18 mois", "eighteen months"]],
  ["p:chateau-lestang-margaux"], ev=[("product:chateau-lestang-margaux", "aged 18 months in French oak barrels")])
q("c'est quoi les cépages du chateau lestang ?", C, [["cabernet sauvignon"], ["merlot"]], ["p:chateau-lestang-margaux"],
  ctx=FR, ev=[("product:chateau-lestang-margaux", "cabernet sauvignon 65 %"), ("product:chateau-lestang-margaux", "merlot 35 %")])
q("I'm vegan. Can I drink the Château Lestang grand vin?", "similar_product", [["egg", "œuf", "oeuf"]],
  ["p:chateau-lestang-margaux"], allow=["p:allees-de-lestang", "faq:vegan-wines"], yn="no",
  ev=[("product:chateau-lestang-margaux", "fined with egg white"), ("product:chateau-lestang-margaux", "Fined with egg white: may contain traces of egg.")])
q("Is Les Allées de Lestang, the second wine, suitable for vegans?", "similar_product", [["unfined", "non collé", "not fined"]],
  ["p:allees-de-lestang"], allow=["faq:vegan-wines", "p:chateau-lestang-margaux"], yn="yes",
  ev=[("product:allees-de-lestang", "unfined and unfiltered, so it is suitable for vegans")])
q("Which vintages of Château Lestang Margaux do you have?", "variant", [["2016"], ["2018"], ["2019"]],
  ["p:chateau-lestang-margaux"], allow=["p:chateau-lestang-2025-primeur"],
  ev=[("variant:lestang-2016-75", "2016 — Bouteille 75 cl"), ("variant:lestang-2018-75", "2018 — Bouteille 75 cl"), ("variant:lestang-2019-75", "2019 — Bouteille 75 cl")])
q("How much is a magnum of Château Lestang?", "price", [["172"]], ["p:chateau-lestang-margaux"],
  ev=[("variant:lestang-2018-150", "2018 — Magnum 150 cl"), ("variant:lestang-2018-150", "172.00")])
q("Is there a magnum of the 2019 Château Lestang?", "variant", [["2018"]], ["p:chateau-lestang-margaux"], yn="no",
  ev=[("variant:lestang-2018-150", "2018 — Magnum 150 cl")])
q("What does a wooden case of six Lestang 2019 cost, and what's one bottle?", "price", [["399.60", "399,60"], ["74"]],
  ["p:chateau-lestang-margaux"], ev=[("variant:lestang-2019-6x75", "399.60"), ("variant:lestang-2019-75", "74.00")])
q("Is the 2016 Lestang in stock at your Bordeaux shop?", "stock", [["Chartrons", "Bordeaux"]],
  ["p:chateau-lestang-margaux"], allow=["loc:loc_bordeaux_chartrons"], yn="yes",
  ev=[("inventory", "loc_bordeaux_chartrons,lestang-2016-75,2")])
q("can i pick up a 2016 chateau lestang at oberkampf", "stock", [["Oberkampf"]],
  ["p:chateau-lestang-margaux"], allow=["loc:loc_paris_oberkampf", "loc:loc_bordeaux_chartrons", "loc:loc_bruxelles_sablon"], yn="no",
  ev=[("inventory", "loc_paris_oberkampf,lestang-2016-75,0")])
q("How many years can I cellar the Château Lestang?", C, [["20 years", "20 ans", "twenty years"]],
  ["p:chateau-lestang-margaux"], ev=[("product:chateau-lestang-margaux", "cellaring_potential_years = 20")])
q("Should I decant the Lestang Margaux before serving?", C, [], ["p:chateau-lestang-margaux"], yn="yes",
  ev=[("product:chateau-lestang-margaux", "decanting_recommended = true")])
q("what temp do i serve lestang margaux at", C, [["16"], ["18"]], ["p:chateau-lestang-margaux"],
  ev=[("product:chateau-lestang-margaux", "16-18")])
q("What's the price of Les Allées de Lestang 2021?", "price", [["29"]], ["p:allees-de-lestang"],
  ev=[("variant:allees-2021-75", "29.00")])
q("Les Allées de Lestang is the second wine of which château?", C, [["Château Lestang", "Chateau Lestang"]],
  ["p:allees-de-lestang"], allow=["p:chateau-lestang-margaux"],
  ev=[("product:allees-de-lestang", "The second wine of Château Lestang")])
q("alcohol % of les allees de lestang?", C, [["13"]], ["p:allees-de-lestang"],
  ev=[("product:allees-de-lestang", "alcohol_abv_pct = 13.0")])
q("Les Allées de Lestang 2020 en caisse de 6, ça coûte combien ?", "price", [["172,80", "172.80"]], ["p:allees-de-lestang"],
  ctx=FR, ev=[("variant:allees-2020-6x75", "172.80")])

# --- En primeur
q("When will the 2025 Château Lestang en primeur be delivered?", C, [["2028"]], ["p:chateau-lestang-2025-primeur"],
  allow=["pol:en-primeur"], ev=[("product:chateau-lestang-2025-primeur", "delivery expected in the first half of 2028")])
q("Can I buy just one bottle of the Lestang 2025 primeur?", C, [["case", "caisse"]], ["p:chateau-lestang-2025-primeur"],
  allow=["pol:en-primeur"], yn="no",
  ev=[("product:chateau-lestang-2025-primeur", "Sold only by the original wooden case"), ("policy:en-primeur", "We do not sell single bottles en primeur.")])
q("How much is the Lestang 2025 primeur in magnums?", "price", [["366"], ["3", "three", "trois"]], ["p:chateau-lestang-2025-primeur"],
  ev=[("variant:lestang-primeur-2025-3x150", "366.00"), ("variant:lestang-primeur-2025-3x150", "Caisse bois de 3 magnums 150 cl")])
q("If I order the Lestang 2025 primeur and change my mind, can I cancel?", "policy", [],
  ["p:chateau-lestang-2025-primeur", "pol:en-primeur"], allow=["pol:refund-policy"], yn="no",
  ev=[("policy:en-primeur", "En-primeur orders are firm: once confirmed, they cannot be cancelled, returned or exchanged.")])

# --- Sauternes and the Bordeaux box
q("How sweet is the Haut-Bommes Sauternes? Residual sugar?", C, [["130"]], ["p:chateau-haut-bommes-sauternes"],
  ev=[("product:chateau-haut-bommes-sauternes", "residual_sugar_g_l = 130")])
q("Do you have the Sauternes in half bottles?", "variant", [["37.5", "37,5"], ["24"]], ["p:chateau-haut-bommes-sauternes"], yn="yes",
  ev=[("variant:haut-bommes-2017-375", "2017 — Demi-bouteille 37,5 cl"), ("variant:haut-bommes-2017-375", "24.00")])
q("what should i eat with the haut-bommes", C, [["foie gras"]], ["p:chateau-haut-bommes-sauternes"],
  ev=[("product:chateau-haut-bommes-sauternes", "Perfect with foie gras or blue cheese.")])
q("What's in the Coffret Découverte Bordeaux?", "kit", [["Allées de Lestang", "Allees de Lestang"], ["Peyrac"], ["Haut-Bommes", "Sauternes"]],
  ["p:coffret-decouverte-bordeaux"],
  ev=[("product:coffret-decouverte-bordeaux", "Les Allées de Lestang 2021 (75 cl)"), ("product:coffret-decouverte-bordeaux", "Château Peyrac Bordeaux Supérieur 2020 (75 cl)"), ("product:coffret-decouverte-bordeaux", "Château Haut-Bommes Sauternes 2017 (37,5 cl)")])
q("Does the Bordeaux discovery box come with a full 75 cl bottle of the Sauternes?", "kit", [["37.5", "37,5", "half"]],
  ["p:coffret-decouverte-bordeaux"], allow=["p:chateau-haut-bommes-sauternes"], yn="no",
  ev=[("product:coffret-decouverte-bordeaux", "Château Haut-Bommes Sauternes 2017 (37,5 cl)")])
q("How much is the Bordeaux gift box with 3 bottles?", "price", [["69"]], ["p:coffret-decouverte-bordeaux"],
  ev=[("product:coffret-decouverte-bordeaux", "69.00")])

# --- Sancerre blanc (casein) vs Sancerre rouge (unfined)
q("I have a milk allergy. Anything I should know about the Sancerre Blanc Les Caillottes?", "similar_product",
  [["casein", "caséine", "caseine"]], ["p:sancerre-blanc-les-caillottes"], allow=["p:sancerre-rouge-roblin"],
  ev=[("product:sancerre-blanc-les-caillottes", "Fined with casein: may contain traces of milk.")])
q("Is the Domaine Roblin Sancerre Rouge fined with casein as well?", "similar_product", [["unfined", "non collé", "not fined"]],
  ["p:sancerre-rouge-roblin"], allow=["p:sancerre-blanc-les-caillottes"], yn="no",
  ev=[("product:sancerre-rouge-roblin", "Certified organic, unfined.")])
q("Is the Sancerre blanc organic?", C, [], ["p:sancerre-blanc-les-caillottes"], yn="yes",
  ev=[("product:sancerre-blanc-les-caillottes", "Certified organic, fined with casein.")])
q("What grape is the Roblin Sancerre Rouge made from?", C, [["pinot noir"]], ["p:sancerre-rouge-roblin"],
  ev=[("product:sancerre-rouge-roblin", "A red Sancerre made from pinot noir")])
q("Price of a half bottle of Sancerre Les Caillottes?", "price", [["15"]], ["p:sancerre-blanc-les-caillottes"],
  ev=[("variant:caillottes-2024-375", "15.00")])
q("Do you still have the 2023 vintage of Les Caillottes?", "variant", [["27.50", "27,50"]], ["p:sancerre-blanc-les-caillottes"], yn="yes",
  ev=[("variant:caillottes-2023-75", "2023 — Bouteille 75 cl"), ("variant:caillottes-2023-75", "27.50")])
q("Should the red Sancerre be served a bit chilled?", C, [["14"]], ["p:sancerre-rouge-roblin"], yn="yes",
  ev=[("product:sancerre-rouge-roblin", "best served slightly chilled"), ("product:sancerre-rouge-roblin", "14-15")])

# --- Chablis vs Chablis Premier Cru
q("Does the Domaine Perrin Chablis (the village one) see any oak?", "similar_product", [["stainless steel", "inox"]],
  ["p:chablis-perrin"], allow=["p:chablis-premier-cru-montmains"], yn="no",
  ev=[("product:chablis-perrin", "raised in stainless steel, with no oak")])
q("Is the Chablis Premier Cru Montmains oaked?", "similar_product", [["third", "tiers", "1/3"]],
  ["p:chablis-premier-cru-montmains"], allow=["p:chablis-perrin"], yn="yes",
  ev=[("product:chablis-premier-cru-montmains", "aged 10 months with a third in oak casks")])
q("What's the price difference between Perrin's Chablis and his Montmains premier cru?", "compare", [["21"], ["36"]],
  ["p:chablis-perrin", "p:chablis-premier-cru-montmains"],
  ev=[("variant:chablis-2023-75", "21.00"), ("variant:montmains-2022-75", "36.00")])
q("Montmains in magnum — how much?", "price", [["79"]], ["p:chablis-premier-cru-montmains"],
  ev=[("variant:montmains-2022-150", "79.00")])
q("How long will the Chablis Premier Cru keep?", C, [["12 years", "12 ans", "twelve years"]], ["p:chablis-premier-cru-montmains"],
  ev=[("product:chablis-premier-cru-montmains", "cellaring_potential_years = 12")])

# --- Morgon vs Morgon Nature (no added sulphites, no sulphite notice)
q("Does the Morgon Côte du Py Nature have sulphites?", "similar_product", [["no added", "sans sulfites ajoutés", "without added", "not added"], ["8"]],
  ["p:morgon-cote-du-py-nature"], allow=["p:morgon-cote-du-py", "faq:sans-sulfites"],
  ev=[("product:morgon-cote-du-py-nature", "made with no added sulphites"), ("product:morgon-cote-du-py-nature", "total_sulphites_mg_l = 8")])
q("Is there sulphite in the regular Domaine Lachaise Morgon Côte du Py? I react badly to it.", "similar_product", [["sulphites", "sulfites", "sulfites"]],
  ["p:morgon-cote-du-py"], allow=["p:morgon-cote-du-py-nature"], yn="yes",
  ev=[("product:morgon-cote-du-py", "Contient des sulfites. / Contains sulphites.")])
q("How should I store the Morgon nature?", C, [["14"]], ["p:morgon-cote-du-py-nature"], allow=["faq:sans-sulfites"],
  ev=[("product:morgon-cote-du-py-nature", "Store below 14 °C.")])
q("Is the Morgon Nature organic?", C, [], ["p:morgon-cote-du-py-nature"], yn="yes",
  ev=[("product:morgon-cote-du-py-nature", "organic = true")])
q("How much for a case of six Morgon Côte du Py?", "price", [["118.80", "118,80"]], ["p:morgon-cote-du-py"],
  ev=[("variant:morgon-2023-6x75", "118.80")])
q("Do you sell the Morgon Nature by the case of six?", "variant", [["25"]], ["p:morgon-cote-du-py-nature"], yn="no",
  ev=[("variant:morgon-nature-2023-75", "2023 — Bouteille 75 cl"), ("variant:morgon-nature-2023-75", "25.00")])
q("Is the Morgon nature in stock at the Sablon shop in Brussels?", "stock", [["Sablon"]], ["p:morgon-cote-du-py-nature"],
  allow=["loc:loc_bruxelles_sablon", "loc:loc_paris_oberkampf", "loc:loc_lyon_croix_rousse"], yn="no",
  ev=[("inventory", "loc_bruxelles_sablon,morgon-nature-2023-75,0")])

# --- Champagne Brut Réserve vs Blanc de Blancs 2015
q("Is the Delaunoy Brut Réserve a vintage Champagne?", "similar_product", [["non-vintage", "sans année", "NV", "non vintage"]],
  ["p:champagne-delaunoy-brut-reserve"], allow=["p:champagne-delaunoy-blanc-de-blancs-2015"], yn="no",
  ev=[("product:champagne-delaunoy-brut-reserve", "non-vintage")])
q("What year is the Delaunoy Blanc de Blancs?", "similar_product", [["2015"]], ["p:champagne-delaunoy-blanc-de-blancs-2015"],
  ev=[("product:champagne-delaunoy-blanc-de-blancs-2015", "vintage = 2015")])
q("How long was the Blanc de Blancs 2015 aged on the lees?", C, [["8 years", "96", "eight years", "8 ans"]],
  ["p:champagne-delaunoy-blanc-de-blancs-2015"],
  ev=[("product:champagne-delaunoy-blanc-de-blancs-2015", "aged 8 years on the lees")])
q("delaunoy brut magnum price", "price", [["84"]], ["p:champagne-delaunoy-brut-reserve"],
  ev=[("variant:delaunoy-brut-150", "84.00")])
q("Can I get the Brut Réserve in a gift box?", "variant", [["43"]], ["p:champagne-delaunoy-brut-reserve"], yn="yes",
  ev=[("variant:delaunoy-brut-75-etui", "Bouteille 75 cl en étui cadeau"), ("variant:delaunoy-brut-75-etui", "43.00")])
q("Is the Delaunoy Blanc de Blancs sweeter than the Brut Réserve?", "compare", [["4"], ["8"]],
  ["p:champagne-delaunoy-blanc-de-blancs-2015", "p:champagne-delaunoy-brut-reserve"], yn="no",
  ev=[("product:champagne-delaunoy-blanc-de-blancs-2015", "dosage_g_l = 4"), ("product:champagne-delaunoy-brut-reserve", "dosage_g_l = 8")])
q("Which grapes go into the Delaunoy Brut Réserve?", C, [["pinot noir"], ["chardonnay"], ["meunier"]],
  ["p:champagne-delaunoy-brut-reserve"],
  ev=[("product:champagne-delaunoy-brut-reserve", "pinot noir 40 %"), ("product:champagne-delaunoy-brut-reserve", "chardonnay 35 %"), ("product:champagne-delaunoy-brut-reserve", "meunier 25 %")])
q("How many magnums of Delaunoy Brut does the Sablon shop have?", "stock", [["3", "three", "trois"]],
  ["p:champagne-delaunoy-brut-reserve"], allow=["loc:loc_bruxelles_sablon"],
  ev=[("inventory", "loc_bruxelles_sablon,delaunoy-brut-150,3")])
q("Is a Delaunoy magnum available at the Lyon shop?", "stock", [], ["p:champagne-delaunoy-brut-reserve"],
  allow=["loc:loc_lyon_croix_rousse"], yn="no", ev=[("inventory", "loc_lyon_croix_rousse,delaunoy-brut-150,0")])

# --- Crémant, Rhône, Provence, Alsace
q("What's your cheapest sparkling wine?", "price", [["Crémant de Loire", "Cremant de Loire", "Varennes"], ["12.90", "12,90"]],
  ["p:cremant-de-loire-varennes"], allow=["p:champagne-delaunoy-brut-reserve"],
  ev=[("variant:cremant-varennes-75", "12.90")])
q("crémant varennes case of 6 price?", "price", [["69.66", "69,66"]], ["p:cremant-de-loire-varennes"],
  ev=[("variant:cremant-varennes-6x75", "69.66")])
q("Do you sell any red wine in a box, like a bag-in-box?", C, [["Garrigue"], ["Petit Vauclair Rouge"]],
  ["p:la-garrigue-cotes-du-rhone-villages", "p:petit-vauclair-rouge"], allow=["faq:bag-in-box"],
  ev=[("variant:garrigue-bib-3l", "Bag-in-Box 3 L"), ("variant:petit-vauclair-rouge-bib-5l", "Bag-in-Box 5 L")])
q("How long does the Garrigue bag-in-box last after opening?", C, [["6 weeks", "six weeks", "6 semaines"]],
  ["p:la-garrigue-cotes-du-rhone-villages"], allow=["faq:bag-in-box"],
  ev=[("variant:garrigue-bib-3l", "keeps_after_opening_weeks = 6"), ("faq:bag-in-box", "About 6 weeks, kept in a cool place")])
q("I want a red under 14% alcohol. Is the Domaine des Fontaines Châteauneuf-du-Pape ok?", C, [["15"]],
  ["p:fontaines-chateauneuf-du-pape"], yn="no", ev=[("product:fontaines-chateauneuf-du-pape", "alcohol_abv_pct = 15.0")])
q("Do you have the 2019 Fontaines Châteauneuf in magnum?", "variant", [["2020"]], ["p:fontaines-chateauneuf-du-pape"], yn="no",
  ev=[("variant:fontaines-2020-150", "2020 — Magnum 150 cl")])
q("How long before serving should I decant the Châteauneuf-du-Pape?", C, [["one hour", "1 hour", "une heure", "1 heure", "an hour"]],
  ["p:fontaines-chateauneuf-du-pape"], ev=[("product:fontaines-chateauneuf-du-pape", "Decant one hour before serving.")])
q("Is the Clos Sainte-Victoire rosé dry?", C, [], ["p:clos-sainte-victoire-rose"], yn="yes",
  ev=[("product:clos-sainte-victoire-rose", "A pale, dry Provence rosé")])
q("rosé magnum for a party, how much?", "price", [["36"]], ["p:clos-sainte-victoire-rose"],
  ev=[("variant:sainte-victoire-2025-150", "36.00")])
q("Is the Kientz Riesling Schlossberg a sweet wine?", C, [["dry", "sec"]], ["p:kientz-riesling-schlossberg"], yn="no",
  ev=[("product:kientz-riesling-schlossberg", "A dry, chiselled grand cru riesling")])
q("Le riesling Schlossberg, c'est quel millésime et quel prix ?", "price", [["2021"], ["31"]], ["p:kientz-riesling-schlossberg"],
  ctx=FR, ev=[("variant:schlossberg-2021-75", "2021 — Bouteille 75 cl"), ("variant:schlossberg-2021-75", "31.00")])

# --- House wines: Petit Vauclair Blanc vs the alcohol-free one
q("Can my 16-year-old buy the Petit Vauclair Blanc Sans Alcool?", "similar_product", [],
  ["p:petit-vauclair-blanc-sans-alcool"], allow=["pol:alcohol-sales", "p:petit-vauclair-blanc"], yn="yes",
  ev=[("product:petit-vauclair-blanc-sans-alcool", "Can be sold to anyone, minors included."), ("policy:alcohol-sales", "Alcohol-free wines and grape juices can be sold to anyone, whatever their age.")])
q("How much alcohol is in the normal Petit Vauclair Blanc?", "similar_product", [["11.5", "11,5"]],
  ["p:petit-vauclair-blanc"], allow=["p:petit-vauclair-blanc-sans-alcool"],
  ev=[("product:petit-vauclair-blanc", "alcohol_abv_pct = 11.5")])
q("Does the alcohol-free Petit Vauclair still contain sulphites?", "similar_product", [["sulphites", "sulfites"]],
  ["p:petit-vauclair-blanc-sans-alcool"], yn="yes",
  ev=[("product:petit-vauclair-blanc-sans-alcool", "Contient des sulfites. / Contains sulphites.")])
q("calories in the petit vauclair sans alcool?", C, [["18"]], ["p:petit-vauclair-blanc-sans-alcool"],
  ev=[("product:petit-vauclair-blanc-sans-alcool", "calories_per_100ml = 18")])
q("Does the Petit Vauclair Blanc have a screw cap?", C, [], ["p:petit-vauclair-blanc"], yn="yes",
  ev=[("product:petit-vauclair-blanc", "screw_cap = true")])
q("What's your cheapest white wine?", "price", [["Petit Vauclair Blanc"], ["7.90", "7,90"]], ["p:petit-vauclair-blanc"],
  allow=["p:petit-vauclair-blanc-sans-alcool"], ev=[("variant:petit-vauclair-blanc-75", "7.90")])
q("Petit Vauclair Rouge 5 litre box price", "price", [["34"]], ["p:petit-vauclair-rouge"],
  ev=[("variant:petit-vauclair-rouge-bib-5l", "34.00")])

# --- Belgian wine, port
q("Can I order the Mont-Sambre Belgian chardonnay online?", C, [["Belgian shops", "Belgium", "Belgique", "belges"]],
  ["p:mont-sambre-chardonnay"], yn="no", ev=[("product:mont-sambre-chardonnay", "Sold only in our Belgian shops, not online.")])
q("Which shops carry the Domaine du Mont-Sambre chardonnay?", "stock", [["Sablon"], ["Flagey"], ["Gent", "Ghent", "Gand"]],
  ["p:mont-sambre-chardonnay", "loc:loc_bruxelles_sablon", "loc:loc_bruxelles_flagey", "loc:loc_gent_kraanlei"],
  ev=[("inventory", "loc_bruxelles_sablon,mont-sambre-2023-75,12"), ("inventory", "loc_bruxelles_flagey,mont-sambre-2023-75,6"), ("inventory", "loc_gent_kraanlei,mont-sambre-2023-75,8")])
q("Is the Mont-Sambre chardonnay available at the Lille shop?", "stock", [], ["p:mont-sambre-chardonnay"],
  allow=["loc:loc_lille_vieux_lille"], yn="no", ev=[("product:mont-sambre-chardonnay", "Sold only in our Belgian shops, not online.")])
q("How long does the tawny port keep once opened?", C, [["2 months", "two months", "2 mois"]], ["p:quinta-do-vale-tawny-10"],
  ev=[("product:quinta-do-vale-tawny-10", "Keeps 2 months after opening.")])
q("Is your tawny port a 10 year old?", C, [["10"]], ["p:quinta-do-vale-tawny-10"], yn="yes",
  ev=[("product:quinta-do-vale-tawny-10", "A tawny port with an average age of 10 years")])

# --- Spirits
q("How old is the Cognac Bertholle XO?", "similar_product", [["10 years", "10 ans", "ten years"]], ["p:cognac-bertholle-xo"],
  allow=["p:cognac-bertholle-vsop"], ev=[("product:cognac-bertholle-xo", "aged at least 10 years")])
q("Does the Bertholle VSOP come in a gift box?", "similar_product", [], ["p:cognac-bertholle-vsop"],
  allow=["p:cognac-bertholle-xo"], yn="no", ev=[("product:cognac-bertholle-vsop", "gift_box = false")])
q("Bertholle VSOP vs XO: what's the difference in price and age?", "compare", [["45"], ["119"], ["4"], ["10"]],
  ["p:cognac-bertholle-vsop", "p:cognac-bertholle-xo"],
  ev=[("product:cognac-bertholle-vsop", "45.00"), ("product:cognac-bertholle-xo", "119.00"), ("product:cognac-bertholle-vsop", "aged at least 4 years"), ("product:cognac-bertholle-xo", "aged at least 10 years")])
q("Is the VSOP cognac good for cocktails?", C, [], ["p:cognac-bertholle-vsop"], yn="yes",
  ev=[("product:cognac-bertholle-vsop", "Ideal in cocktails or over ice.")])
q("Do you have an Armagnac from 1995? It's my dad's birth year.", "variant", [["89"]], ["p:lauzun-bas-armagnac-millesime"], yn="yes",
  ev=[("variant:lauzun-1995-70", "1995 — 70 cl"), ("variant:lauzun-1995-70", "89.00")])
q("What's the ABV of the 2005 Lauzun armagnac?", "variant", [["46.8", "46,8"]], ["p:lauzun-bas-armagnac-millesime"],
  ev=[("variant:lauzun-2005-70", "alcohol_abv_pct = 46.8")])
q("Do you have a 1990 armagnac for a birthday gift?", "variant", [["1995"], ["2005"]], ["p:lauzun-bas-armagnac-millesime"], yn="no",
  ev=[("variant:lauzun-1995-70", "1995 — 70 cl"), ("variant:lauzun-2005-70", "2005 — 70 cl")])
q("How old is the calvados hors d'âge at minimum?", C, [["6 years", "6 ans", "six years"]], ["p:calvados-grandouet-hors-d-age"],
  ev=[("product:calvados-grandouet-hors-d-age", "aged at least 6 years in cask")])
q("Is the Kreisker Single Malt peated?", "similar_product", [["unpeated", "non tourbé", "not peated", "non-peated"]],
  ["p:kreisker-single-malt"], allow=["p:kreisker-single-malt-tourbe"], yn="no",
  ev=[("product:kreisker-single-malt", "An unpeated Breton single malt")])
q("how smoky is the kreisker tourbé, how many ppm?", "similar_product", [["35"]], ["p:kreisker-single-malt-tourbe"],
  allow=["p:kreisker-single-malt"], ev=[("product:kreisker-single-malt-tourbe", "malt smoked to 35 ppm phenols")])
q("What's the difference between your two Kreisker whiskies?", "compare", [["peated", "tourbé"], ["46"], ["43"]],
  ["p:kreisker-single-malt", "p:kreisker-single-malt-tourbe"],
  ev=[("product:kreisker-single-malt-tourbe", "The peated version of the Kreisker single malt"), ("product:kreisker-single-malt-tourbe", "alcohol_abv_pct = 46.0"), ("product:kreisker-single-malt", "alcohol_abv_pct = 43.0")])
q("Is the Kreisker Tourbé chill-filtered?", C, [], ["p:kreisker-single-malt-tourbe"], yn="no",
  ev=[("product:kreisker-single-malt-tourbe", "chill_filtered = false")])
q("Do you sell jenever?", C, [["Hasselt"]], ["p:genievre-de-hasselt"], yn="yes",
  ev=[("product:genievre-de-hasselt", "A traditional Belgian old grain jenever from Hasselt")])
q("1 litre genever, how much?", "price", [["32"]], ["p:genievre-de-hasselt"], ev=[("variant:genievre-hasselt-100", "32.00")])
q("How should I serve the genièvre de Hasselt?", C, [["ice-cold", "glacé", "freezer", "ice cold"]], ["p:genievre-de-hasselt"],
  ev=[("product:genievre-de-hasselt", "Serve ice-cold.")])
q("Is there a small bottle of the Gin Sablon?", "variant", [["20 cl", "20cl"], ["14"]], ["p:gin-sablon"], yn="yes",
  ev=[("variant:gin-sablon-20", "Mignonnette 20 cl"), ("variant:gin-sablon-20", "14.00")])
q("What botanicals are in Gin Sablon?", C, [["juniper", "genièvre"], ["orange"], ["tea", "thé"]], ["p:gin-sablon"],
  ev=[("product:gin-sablon", "with notes of juniper, orange peel and tea")])
q("Where's the Gin Sablon made?", C, [["Brussels", "Bruxelles"]], ["p:gin-sablon"],
  ev=[("product:gin-sablon", "A London dry gin distilled in Brussels")])

# --- For the children
q("Do you have something fizzy without alcohol for the kids at Christmas?", C, [["grape juice", "jus de raisin", "Pétillant de raisin", "Petillant de raisin"]],
  ["p:petillant-de-raisin-bio"], allow=["p:petit-vauclair-blanc-sans-alcool"],
  ev=[("product:petillant-de-raisin-bio", "party bubbles for children and for anyone who does not drink alcohol")])
q("Is the sparkling grape juice sweetened?", C, [], ["p:petillant-de-raisin-bio"], yn="no",
  ev=[("product:petillant-de-raisin-bio", "An organic sparkling grape juice with no alcohol and no added sugar")])

# --- Accessories: corkscrew alone vs the sommelier kit
q("Does the Coffret Sommelier include the corkscrew?", "kit", [], ["p:coffret-sommelier-vauclair"],
  allow=["p:tire-bouchon-limonadier-vauclair"], yn="yes",
  ev=[("product:coffret-sommelier-vauclair", "our Vauclair waiter's corkscrew with a drip ring, an airtight stopper, a wine thermometer and a pourer")])
q("What else comes in the sommelier set besides the corkscrew?", "kit", [["drip ring", "anti-gouttes"], ["stopper", "bouchon"], ["thermometer", "thermomètre"], ["pourer", "verseur"]],
  ["p:coffret-sommelier-vauclair"], allow=["p:tire-bouchon-limonadier-vauclair"],
  ev=[("product:coffret-sommelier-vauclair", "our Vauclair waiter's corkscrew with a drip ring, an airtight stopper, a wine thermometer and a pourer")])
q("How much is the Vauclair corkscrew on its own?", "kit", [["29"]], ["p:tire-bouchon-limonadier-vauclair"],
  allow=["p:coffret-sommelier-vauclair"], ev=[("product:tire-bouchon-limonadier-vauclair", "29.00")])
q("Can I put the limonadier corkscrew in the dishwasher?", C, [], ["p:tire-bouchon-limonadier-vauclair"], yn="no",
  ev=[("product:tire-bouchon-limonadier-vauclair", "dishwasher_safe = false")])
q("Is the blade on the Vauclair corkscrew covered by the lifetime warranty?", "policy", [],
  ["p:tire-bouchon-limonadier-vauclair", "pol:warranty"], yn="no",
  ev=[("policy:warranty", "The foil blade and the worm are wearing parts and are not covered by the lifetime warranty.")])
q("Are batteries included in the Coffret Sommelier?", "kit", [], ["p:coffret-sommelier-vauclair"], yn="no",
  ev=[("product:coffret-sommelier-vauclair", "batteries_included = false")])
q("Is the Vauclair decanter dishwasher safe?", C, [["hand", "main"]], ["p:carafe-a-decanter-vauclair"], yn="no",
  ev=[("product:carafe-a-decanter-vauclair", "Hand wash only.")])
q("How much wine does the decanter hold?", C, [["1.5", "1,5"]], ["p:carafe-a-decanter-vauclair"],
  ev=[("product:carafe-a-decanter-vauclair", "capacity_l = 1.5")])
q("Does your carafe contain lead?", C, [], ["p:carafe-a-decanter-vauclair"], yn="no",
  ev=[("product:carafe-a-decanter-vauclair", "A wide-based decanter in lead-free mouth-blown glass")])
q("Can the INAO glasses go in the dishwasher?", C, [], ["p:verres-inao-x6"], yn="yes",
  ev=[("product:verres-inao-x6", "Dishwasher safe.")])
q("how many glasses in the INAO box and how big are they", C, [["6", "six"], ["21.5", "21,5"]], ["p:verres-inao-x6"],
  ev=[("product:verres-inao-x6", "pieces = 6"), ("product:verres-inao-x6", "capacity_cl = 21.5")])

# --- Wine fridges: 12 (freestanding, ambient 16-32) vs 24 dual zone (built-in possible, ambient 10-32)
q("Can I put the 12-bottle wine fridge in my garage? It drops to 5 °C in winter.", "similar_product", [["16"], ["indoor", "intérieur"]],
  ["p:cave-a-vin-vauclair-12"], allow=["pol:warranty", "p:cave-a-vin-vauclair-24-double-zone"], yn="no",
  ev=[("product:cave-a-vin-vauclair-12", "16-32"), ("product:cave-a-vin-vauclair-12", "for indoor use only")])
q("Can the 24-bottle dual zone fridge be built in under my kitchen worktop?", "similar_product", [],
  ["p:cave-a-vin-vauclair-24-double-zone"], allow=["p:cave-a-vin-vauclair-12"], yn="yes",
  ev=[("product:cave-a-vin-vauclair-24-double-zone", "Fits under a worktop or freestanding, for indoor use only.")])
q("Can the 12-bottle cave à vin be built in?", "similar_product", [["freestanding", "pose libre", "free-standing"]],
  ["p:cave-a-vin-vauclair-12"], allow=["p:cave-a-vin-vauclair-24-double-zone"], yn="no",
  ev=[("product:cave-a-vin-vauclair-12", "Freestanding, for indoor use only.")])
q("I need a wine fridge that keeps reds and whites at different temperatures. Which one?", "compare",
  [["24"], ["double zone", "dual zone", "two temperature zones", "two zones", "2 zones", "deux zones"]],
  ["p:cave-a-vin-vauclair-24-double-zone"], allow=["p:cave-a-vin-vauclair-12"],
  ev=[("product:cave-a-vin-vauclair-24-double-zone", "A 24-bottle wine fridge with two temperature zones")])
q("How loud is the 24 bottle wine fridge?", C, [["41"]], ["p:cave-a-vin-vauclair-24-double-zone"],
  ev=[("product:cave-a-vin-vauclair-24-double-zone", "noise_db = 41")])
q("What's the warranty on the 24-bottle wine fridge?", "similar_product", [["3 years", "3 ans", "three years", "3-year"]],
  ["p:cave-a-vin-vauclair-24-double-zone"], allow=["pol:warranty", "p:cave-a-vin-vauclair-12"],
  ev=[("product:cave-a-vin-vauclair-24-double-zone", "warranty_years = 3"), ("policy:warranty", "The 24-bottle dual-zone wine fridge carries a 3-year manufacturer's warranty, parts and labour.")])
q("What are the dimensions of the 12 bottle cave à vin?", C, [["62"], ["26"], ["50"]], ["p:cave-a-vin-vauclair-12"],
  ev=[("product:cave-a-vin-vauclair-12", "H 62 x L 26 x P 50")])
q("What temperature range does the 12-bottle fridge go down to and up to?", C, [["5"], ["18"]], ["p:cave-a-vin-vauclair-12"],
  ev=[("product:cave-a-vin-vauclair-12", "single temperature zone from 5 to 18 °C")])

# --- Gift cards
q("How long is a gift card valid?", C, [["12 months", "12 mois", "one year", "1 year", "un an", "a year"]], ["p:carte-cadeau-vauclair"],
  ev=[("product:carte-cadeau-vauclair", "A gift card valid for 12 months")])
q("Can I pay for en primeur wine with a gift card?", "policy", [], ["p:carte-cadeau-vauclair"], allow=["pol:en-primeur"], yn="no",
  ev=[("product:carte-cadeau-vauclair", "It cannot be used to pay for en-primeur wines."), ("policy:en-primeur", "Gift cards cannot be used to pay for en-primeur wines.")])
q("What amounts do the gift cards come in?", "variant", [["25"], ["50"], ["100"], ["200"]], ["p:carte-cadeau-vauclair"],
  ev=[("variant:carte-cadeau-25", "25.00"), ("variant:carte-cadeau-50", "50.00"), ("variant:carte-cadeau-100", "100.00"), ("variant:carte-cadeau-200", "200.00")])
q("Bought a gift card in Paris, can my friend use it in your Brussels shop?", C, [], ["p:carte-cadeau-vauclair"], yn="yes",
  ev=[("product:carte-cadeau-vauclair", "usable online and in all our shops in France and Belgium")])

# --- Tasting workshops: Initiation (no notice) vs Champagne & fromages (milk)
q("How long does the Atelier dégustation Initiation last?", C, [["2 hours", "two hours", "120", "deux heures", "2 heures"]],
  ["p:atelier-initiation-degustation"], ev=[("product:atelier-initiation-degustation", "duration_minutes = 120")])
q("Can my 17-year-old come to the initiation tasting with me?", C, [["18"]], ["p:atelier-initiation-degustation"],
  allow=["pol:tasting-events"], yn="no", ev=[("product:atelier-initiation-degustation", "Adults over 18 only")])
q("Are there places left for the initiation tasting in Brussels on the 19th?", "stock", [],
  ["p:atelier-initiation-degustation"], allow=["loc:loc_bruxelles_sablon"], yn="no",
  ev=[("inventory", "loc_bruxelles_sablon,initiation-bruxelles-2026-12-19,0")])
q("How many seats are left for the Paris initiation workshop on 17 December?", "stock", [["4", "four", "quatre"]],
  ["p:atelier-initiation-degustation"], allow=["loc:loc_paris_oberkampf"],
  ev=[("inventory", "loc_paris_oberkampf,initiation-paris-2026-12-17,4")])
q("Is there cheese at the Champagne & fromages workshop? I'm allergic to milk.", "similar_product", [["milk", "lait"]],
  ["p:atelier-champagne-fromages"], allow=["pol:tasting-events"], yn="yes",
  ev=[("product:atelier-champagne-fromages", "This workshop includes a tasting of raw-milk cheeses (cow and goat): contains milk.")])
q("Is any food served at the Atelier Initiation? I have allergies.", "similar_product", [["bread", "pain"]],
  ["p:atelier-initiation-degustation"], allow=["pol:tasting-events", "p:atelier-champagne-fromages"],
  ev=[("product:atelier-initiation-degustation", "bread and water")])
q("How much is the Champagne and cheese workshop?", "price", [["65"]], ["p:atelier-champagne-fromages"],
  ev=[("variant:champagne-fromages-paris-2026-12-19", "65.00")])
q("Where and when are the Champagne & cheese tastings?", "variant", [["Rue Cler"], ["Sablon"]], ["p:atelier-champagne-fromages"],
  ev=[("variant:champagne-fromages-paris-2026-12-19", "Paris Rue Cler — samedi 19 décembre 2026, 17:00"), ("variant:champagne-fromages-bruxelles-2027-01-08", "Bruxelles Sablon — vendredi 8 janvier 2027, 19:00")])
q("Is the initiation workshop taught in English?", C, [["French", "français"]], ["p:atelier-initiation-degustation"],
  allow=["pol:tasting-events"], yn="no", ev=[("product:atelier-initiation-degustation", "led in French by one of our wine merchants")])
q("max group size for the champagne workshop?", C, [["14"]], ["p:atelier-champagne-fromages"],
  ev=[("product:atelier-champagne-fromages", "14 participants at most")])
q("Is there an initiation workshop in Lyon?", "variant", [["14"], ["19:00", "19h", "7 pm", "7pm"]], ["p:atelier-initiation-degustation"],
  allow=["loc:loc_lyon_croix_rousse"], yn="yes",
  ev=[("variant:initiation-lyon-2027-01-14", "Lyon Croix-Rousse — jeudi 14 janvier 2027, 19:00")])

# --- ids-grounded and sloppy
q("whats the abv on this one", C, [["46"]], ["p:kreisker-single-malt-tourbe"], ids=["KRE-SMT-70"],
  ev=[("product:kreisker-single-malt-tourbe", "alcohol_abv_pct = 46.0")])
q("how much is it", "price", [["39"]], ["p:gin-sablon"], ids=["gin-sablon-70"], ev=[("variant:gin-sablon-70", "39.00")])
q("is this one organic?", C, [], ["p:clos-sainte-victoire-rose"], ids=[f"gid://{A}/Product/clos-sainte-victoire-rose"], yn="yes",
  ev=[("product:clos-sainte-victoire-rose", "organic = true")])
q("is this vegan", C, [], ["p:chateau-lestang-margaux"], ids=["LES-19-75"], yn="no",
  ev=[("product:chateau-lestang-margaux", "fined with egg white")])
q("what grapes r in this", C, [["chenin"], ["chardonnay"]], ["p:cremant-de-loire-varennes"], ids=["cremant-de-loire-varennes"],
  ev=[("product:cremant-de-loire-varennes", "chenin blanc 70 %"), ("product:cremant-de-loire-varennes", "chardonnay 30 %")])
q("how many bottles does it hold", C, [["24"]], ["p:cave-a-vin-vauclair-24-double-zone"], ids=["CAV-24-DZ"],
  ev=[("product:cave-a-vin-vauclair-24-double-zone", "capacity_bottles = 24")])
q("chateauneuf du pape 2020 prix bouteille", "price", [["45"]], ["p:fontaines-chateauneuf-du-pape"], ctx=FR,
  ev=[("variant:fontaines-2020-75", "45.00")])
q("sancere rouge en caise de 6 ?", "price", [["156,60", "156.60"]], ["p:sancerre-rouge-roblin"], ctx=FR,
  ev=[("variant:sancerre-rouge-2022-6x75", "156.60")])

# ================================================================== POLICIES AND FAQ
C = "policy"
R_GEN = "Unopened bottles in their original condition and unused accessories can be returned within 30 days of delivery or collection."
q("How long do I have to return something?", C, [["30 days", "30 jours", "thirty days", "30-day"]], ["pol:refund-policy"],
  ev=[("policy:refund-policy", R_GEN)])
q("Combien de temps ai-je pour retourner une bouteille ?", C, [["30 jours", "30 days"]], ["pol:retours-remboursements"], ctx=FR,
  ev=[("policy:retours-remboursements", "Les bouteilles non ouvertes en bon état et les accessoires non utilisés peuvent être retournés dans un délai de 30 jours après la livraison ou le retrait.")])
q("I opened a bottle last night and didn't like it. Can I get my money back?", C, [], ["pol:refund-policy"], yn="no",
  ev=[("policy:refund-policy", "Opened bottles cannot be returned or refunded, even if the wine is not to your taste.")])
q("The wine smells like wet cardboard, I think it's corked. What can I do?", C,
  [["3 months", "three months", "3 mois"], ["two thirds", "2/3", "deux tiers", "two-thirds"]], ["pol:refund-policy"], allow=["faq:corked-wine", "faq:vin-bouchonne"],
  ev=[("policy:refund-policy", "if a wine is corked, oxidised or leaking, bring it back or contact us within 3 months of purchase, with at least two thirds of the wine still in the bottle and the cork.")])
q("Mon vin est bouchonné, je l'ai ouvert hier soir. Vous le remboursez quand même ?", C, [["deux tiers", "2/3"], ["3 mois"]],
  ["pol:retours-remboursements"], allow=["faq:vin-bouchonne", "faq:corked-wine"], ctx=FR, yn="yes",
  ev=[("policy:retours-remboursements", "si un vin est bouchonné, oxydé ou si le bouchon fuit, rapportez-le ou contactez-nous dans les 3 mois suivant l'achat, avec au moins les deux tiers du vin encore dans la bouteille et le bouchon."),
      ("policy:retours-remboursements", "Nous remplaçons la bouteille par le même vin ou la remboursons, même ouverte.")])
q("I bought a 25-year-old Bordeaux from you this spring and the cork crumbled and the wine is off. Will you replace it?", C, [["20 years", "20 ans", "twenty years"]],
  ["pol:refund-policy"], yn="no",
  ev=[("policy:refund-policy", "Wines more than 20 years old at the time of sale are sold as they are: cork faults and low fill levels on these old vintages are not covered.")])
q("Once you get my return, how long until I see the refund?", C, [["10 days", "10 jours", "ten days"]], ["pol:refund-policy"],
  ev=[("policy:refund-policy", "We refund the price of the returned items to the original payment method within 10 days of receiving them.")])
q("Can I return a gift card I bought by mistake?", C, [], ["pol:refund-policy"], allow=["p:carte-cadeau-vauclair"], yn="no",
  ev=[("policy:refund-policy", "En-primeur orders and gift cards are final sale: they cannot be returned, exchanged or refunded.")])
q("I ordered online and live in Lille. Can I return it at your Brussels shop?", C, [], ["pol:refund-policy"], yn="yes",
  ev=[("policy:refund-policy", "You can return items bought online in any of our shops, in France or in Belgium, free of charge.")])
q("I bought a bottle at your Lille shop. Can I bring it back to Sablon in Brussels instead?", C, [["country", "pays"]],
  ["pol:refund-policy"], allow=["loc:loc_bruxelles_sablon", "loc:loc_lille_vieux_lille"], yn="no",
  ev=[("policy:refund-policy", "Items bought in a shop can only be returned in a shop of the same country, because excise duties and VAT differ between France and Belgium.")])
q("Who pays the postage if I send a return back?", C, [["your expense", "your cost", "à vos frais", "you pay", "your own expense"]], ["pol:refund-policy"],
  ev=[("policy:refund-policy", "Returns by post are at your expense, unless the item is faulty or we sent the wrong item; pack bottles in the original case or in a bottle shipper.")])
q("Two bottles arrived smashed. What do I do?", C, [["48 hours", "48 heures", "48h", "48 h"], ["photo"]], ["pol:refund-policy"],
  ev=[("policy:refund-policy", "If bottles arrive broken, report it within 48 hours of delivery with a photo of the parcel.")])
q("I only noticed a broken bottle in the box 5 days after delivery. Can I still claim?", C, [["48"]], ["pol:refund-policy"], yn="no",
  ev=[("policy:refund-policy", "If bottles arrive broken, report it within 48 hours of delivery with a photo of the parcel.")])

S_FR = "Home delivery in metropolitan France costs €9.90 and takes 3 to 5 working days."
q("How much is delivery?", C, [["9.90", "9,90"]], ["pol:shipping-policy"], ev=[("policy:shipping-policy", S_FR)])
q("How much does delivery to Belgium cost and how long does it take?", C, [["12.90", "12,90"], ["3 to 6", "3 à 6", "3-6", "3–6"]],
  ["pol:shipping-policy"], ev=[("policy:shipping-policy", "Delivery to Belgium and Luxembourg costs €12.90 and takes 3 to 6 working days.")])
q("From what amount is shipping free in France?", C, [["150"]], ["pol:shipping-policy"],
  ev=[("policy:shipping-policy", "It is free for orders of €150 or more.")])
q("How long does standard delivery take in France?", C, [["3 to 5", "3 à 5", "3-5", "3–5"]], ["pol:shipping-policy"],
  ev=[("policy:shipping-policy", S_FR)])
q("Do you deliver to the Netherlands?", C, [], ["pol:shipping-policy"], yn="no",
  ev=[("policy:shipping-policy", "We do not deliver to any other country, including the Netherlands, Germany, Switzerland and the United Kingdom, nor to the French overseas departments: excise rules on alcohol prevent it.")])
q("Can you ship to Corsica, and what does it cost?", C, [["24.90", "24,90"]], ["pol:shipping-policy"], yn="yes",
  ev=[("policy:shipping-policy", "Delivery to Corsica costs €24.90 and takes 5 to 8 working days; it is never free.")])
q("Livrez-vous en Suisse ?", C, [], ["pol:livraison"], ctx=FR, yn="no",
  ev=[("policy:livraison", "Nous ne livrons dans aucun autre pays, notamment les Pays-Bas, l'Allemagne, la Suisse et le Royaume-Uni, ni dans les départements d'outre-mer : la réglementation des accises sur l'alcool ne le permet pas.")])
q("My order is over €150 — is express delivery free then?", C, [["19.90", "19,90"]], ["pol:shipping-policy"], yn="no",
  ev=[("policy:shipping-policy", "It is available in metropolitan France only, Corsica excepted, and is never free."), ("policy:shipping-policy", "Express delivery costs €19.90 and arrives within 24 to 48 hours for orders placed before 12:00 on a working day.")])
q("How fast is express shipping and what's the cut-off?", C, [["24 to 48", "24 à 48", "24-48", "24–48"], ["12:00", "noon", "midi", "12h"]],
  ["pol:shipping-policy"], ev=[("policy:shipping-policy", "Express delivery costs €19.90 and arrives within 24 to 48 hours for orders placed before 12:00 on a working day.")])
q("Can I have 12 bottles sent to a pickup point?", C, [["6", "six"]], ["pol:shipping-policy"], yn="no",
  ev=[("policy:shipping-policy", "Pickup points accept up to 6 bottles per order; larger orders must go to a home or work address.")])
q("what does relay point delivery cost", C, [["5.90", "5,90"]], ["pol:shipping-policy"],
  ev=[("policy:shipping-policy", "Delivery to a pickup point in France costs €5.90 and takes 4 to 6 working days.")])
q("Same-day delivery in Paris: how much, and by what time do I have to order?", C, [["7"], ["14:00", "14h", "2 pm", "2pm", "2:00"]],
  ["pol:shipping-policy"], allow=["loc:loc_paris_oberkampf", "loc:loc_paris_cler"],
  ev=[("policy:shipping-policy", "Same-day delivery costs €7 and is free from €100."), ("policy:shipping-policy", "Order before 14:00, Tuesday to Saturday; we deliver between 17:00 and 21:00.")])
q("Can you deliver same-day in Lyon?", C, [], ["loc:loc_lyon_croix_rousse"], allow=["pol:shipping-policy"], yn="no",
  ev=[("location:loc_lyon_croix_rousse", "No same-day delivery from Lyon: orders are shipped in 3 to 5 working days.")])
q("What time do same-day deliveries arrive?", C, [["17:00", "5 pm", "5pm", "17h"], ["21:00", "9 pm", "9pm", "21h"]], ["pol:shipping-policy"],
  ev=[("policy:shipping-policy", "Order before 14:00, Tuesday to Saturday; we deliver between 17:00 and 21:00.")])
q("When is the cargo-bike delivery free?", C, [["100"]], ["pol:shipping-policy"],
  ev=[("policy:shipping-policy", "Same-day delivery costs €7 and is free from €100.")])
q("Do I have to be home to sign for the wine delivery?", C, [["18"]], ["pol:shipping-policy"],
  ev=[("policy:shipping-policy", "Alcohol is handed over only to an adult aged 18 or over, who may be asked for photo ID.")])
q("It's supposed to hit 35 degrees next week. Will you still ship my wine?", C, [["30"]], ["pol:shipping-policy"],
  ev=[("policy:shipping-policy", "When the forecast is above 30 °C or below -5 °C, we may hold back shipments to protect the wine.")])
q("How long do you hold a click and collect order?", C, [["10 days", "10 jours", "ten days"]], ["pol:shipping-policy"],
  ev=[("policy:shipping-policy", "Your order is ready within 2 hours during opening hours, and we keep it for 10 days.")])
q("How soon is click & collect ready?", C, [["2 hours", "two hours", "2 heures", "2h"]], ["pol:shipping-policy"],
  ev=[("policy:shipping-policy", "Your order is ready within 2 hours during opening hours, and we keep it for 10 days.")])
q("Combien coûte la livraison en Belgique ?", C, [["12,90", "12.90"]], ["pol:livraison"], ctx=FR,
  ev=[("policy:livraison", "La livraison en Belgique et au Luxembourg coûte 12,90 € et prend 3 à 6 jours ouvrés.")])
q("Livraison gratuite à partir de combien en France ?", C, [["150"]], ["pol:livraison"], ctx=FR,
  ev=[("policy:livraison", "Elle est offerte dès 150 € d'achat.")])
q("Is there a delivery charge for a wine fridge to Brussels?", C, [["7 to 10", "7 à 10", "7-10", "7–10"]], ["pol:shipping-policy"],
  allow=["p:cave-a-vin-vauclair-12", "p:cave-a-vin-vauclair-24-double-zone"], yn="no",
  ev=[("policy:shipping-policy", "Wine fridges are delivered free of charge, to the room of your choice, in metropolitan France and Belgium, within 7 to 10 working days.")])
q("Can you deliver a wine fridge to Luxembourg?", C, [], ["pol:shipping-policy"],
  allow=["p:cave-a-vin-vauclair-12", "p:cave-a-vin-vauclair-24-double-zone"], yn="no",
  ev=[("policy:shipping-policy", "We do not deliver wine fridges to Corsica or Luxembourg.")])

q("I'm 17 and live in Brussels, where you can buy wine at 16. Will you sell me a bottle?", C, [["18"]], ["pol:alcohol-sales"], yn="no",
  ev=[("policy:alcohol-sales", "Belgian law allows wine and beer to be sold from the age of 16, but all our shops apply 18 for every alcoholic drink, wine and beer included.")])
q("Why did the cashier ask for my ID? I'm 23.", C, [["25"]], ["pol:alcohol-sales"],
  ev=[("policy:alcohol-sales", "Our staff ask for photo ID from anyone who looks under 25, and refuse the sale if none is shown.")])
q("Quel est l'âge minimum pour acheter de l'alcool chez vous ?", C, [["18"]], ["pol:vente-alcool"], ctx=FR,
  ev=[("policy:vente-alcool", "Nous ne vendons de boissons alcoolisées qu'aux personnes majeures de 18 ans et plus, en France comme en Belgique.")])
q("Can I buy some wine for my 16-year-old son's party?", C, [], ["pol:alcohol-sales"], yn="no",
  ev=[("policy:alcohol-sales", "We also refuse to sell alcohol to anyone who appears to be drunk, or when we believe it is being bought for a minor.")])

q("How does buying en primeur work?", C, [["two years", "2 years", "deux ans", "2 ans"]], ["pol:en-primeur"], allow=["faq:primeurs-fr"],
  ev=[("policy:en-primeur", "Buying en primeur means buying a wine in the spring after the harvest, while it is still ageing in barrel, and receiving it about two years later, once it has been bottled.")])
q("Do I have to pay the whole amount up front for primeurs?", C, [], ["pol:en-primeur"], yn="yes",
  ev=[("policy:en-primeur", "You pay the full price when you order; there is no deposit scheme.")])
q("How much does it cost to keep my primeurs in your cellar?", C, [["1.50", "1,50"], ["first year", "première année", "1st year"]],
  ["pol:en-primeur"], allow=["faq:wine-storage", "loc:loc_bordeaux_chartrons"],
  ev=[("policy:en-primeur", "You can also leave them in our temperature-controlled cellar in Bordeaux for €1.50 per bottle per year; the first year of storage is free.")])
q("Can I collect my en-primeur wines myself in Bordeaux?", C, [["Chartrons"]], ["pol:en-primeur"], allow=["loc:loc_bordeaux_chartrons"], yn="yes",
  ev=[("policy:en-primeur", "When the wines arrive, we deliver them at the rates of our delivery policy, or you can collect them free of charge from our Bordeaux Chartrons shop.")])
q("What happens if the château never delivers my primeur wine?", C, [["refund", "rembours"]], ["pol:en-primeur"],
  ev=[("policy:en-primeur", "If a château fails to deliver, we refund you in full.")])
q("Do members get early access to the primeur offers?", C, [["48"]], ["pol:en-primeur"], allow=["faq:club-vauclair-en", "faq:club-vauclair"], yn="yes",
  ev=[("policy:en-primeur", "Club Vauclair members get access to each en-primeur offer 48 hours before everyone else.")])
q("Les primeurs 2025 seront livrés quand ?", C, [["2028"]], ["pol:primeurs"], allow=["p:chateau-lestang-2025-primeur"], ctx=FR,
  ev=[("policy:primeurs", "Nos vins du millésime 2025 achetés en primeur seront livrés au premier semestre 2028.")])

q("Can I cancel a tasting workshop ticket?", C, [["72 hours", "72 heures", "72h", "72 h"]], ["pol:tasting-events"],
  ev=[("policy:tasting-events", "You can cancel a workshop ticket up to 72 hours before it starts for a full refund.")])
q("The workshop is tomorrow evening and I can't make it. Can I get a refund?", C,
  [["someone else", "another date", "another person", "transfer", "autre personne"]], ["pol:tasting-events"], yn="no",
  ev=[("policy:tasting-events", "After that, tickets are not refunded, but you can give your ticket to someone else or move it once to another date.")])
q("Do you do private tastings for a group of 12 colleagues?", C, [["55"]], ["pol:tasting-events"], yn="yes",
  ev=[("policy:tasting-events", "We host private tastings for groups of 8 to 20 people in our Oberkampf, Sablon and Bordeaux Chartrons shops, from €55 per person.")])
q("Could you host a private tasting for 30 people?", C, [["20"]], ["pol:tasting-events"], yn="no",
  ev=[("policy:tasting-events", "We host private tastings for groups of 8 to 20 people in our Oberkampf, Sablon and Bordeaux Chartrons shops, from €55 per person.")])
q("Can a private tasting be done in English for my American clients?", C, [], ["pol:tasting-events"], yn="yes",
  ev=[("policy:tasting-events", "Book by email at least 3 weeks ahead; private tastings can be led in English on request.")])
q("How far ahead do I need to book a private tasting?", C, [["3 weeks", "three weeks", "3 semaines"]], ["pol:tasting-events"],
  ev=[("policy:tasting-events", "Book by email at least 3 weeks ahead; private tastings can be led in English on request.")])
q("Are the Saturday tastings in the shop free?", C, [["15:00", "3 pm", "3pm", "15h"], ["18:00", "6 pm", "6pm", "18h"]], ["pol:tasting-events"],
  allow=["faq:degustation-avant-achat"], yn="yes",
  ev=[("policy:tasting-events", "Every Saturday from 15:00 to 18:00, our shops with a tasting area open a few bottles for free tasting, with no booking needed.")])
q("What happens to my ticket if you cancel the workshop?", C, [["full", "intégral", "in full"]], ["pol:tasting-events"],
  ev=[("policy:tasting-events", "If we cancel a workshop, we refund every ticket in full.")])

q("What warranty do your accessories have?", C, [["2 years", "two years", "2 ans", "2-year"]], ["pol:warranty"],
  ev=[("policy:warranty", "All accessories and wine fridges are covered by the 2-year legal guarantee of conformity from the date of delivery.")])
q("Will a technician come to my house if the wine fridge breaks down?", C, [], ["pol:warranty"], yn="yes",
  ev=[("policy:warranty", "A technician comes to your home for repairs in metropolitan France and Belgium.")])
q("My wine fridge died after a winter in an unheated garage. Is that covered?", C, [], ["pol:warranty"], yn="no",
  ev=[("policy:warranty", "Damage caused by a fall, misuse, or a wine fridge installed outdoors or in a room colder than its minimum ambient temperature is not covered.")])
q("La cave à vin 12 bouteilles a-t-elle une garantie de 3 ans ?", C, [["2 ans", "2 years"]], ["pol:garantie"],
  allow=["p:cave-a-vin-vauclair-12"], ctx=FR, yn="no",
  ev=[("policy:garantie", "La cave à vin 12 bouteilles n'a que la garantie légale de 2 ans.")])

q("Why do you need my date of birth?", C, [["legal age", "âge légal", "18"]], ["pol:privacy-policy"],
  ev=[("policy:privacy-policy", "We ask for your date of birth to check that you are of legal age to buy alcohol.")])
q("Do you sell my data to third parties?", C, [], ["pol:privacy-policy"], yn="no",
  ev=[("policy:privacy-policy", "We never sell your data.")])
q("How long do you keep customer data?", C, [["3 years", "three years", "3 ans"]], ["pol:privacy-policy"],
  ev=[("policy:privacy-policy", "We keep it for 3 years after your last purchase, then delete it, except invoices, which the law requires us to keep for 10 years.")])
q("how do i get my personal data deleted", C, [["privacy@cellier-vauclair.example"]], ["pol:privacy-policy"],
  ev=[("policy:privacy-policy", "You can access, correct or delete your data, or object to its use, by writing to privacy@cellier-vauclair.example.")])

q("What payment methods do you take?", C, [["Visa"], ["Bancontact"], ["PayPal"]], ["pol:terms-of-service"],
  ev=[("policy:terms-of-service", "We accept Visa, Mastercard, American Express, Bancontact, PayPal and our gift cards.")])
q("Can I pay with tickets restaurant?", C, [], ["pol:terms-of-service"], yn="no",
  ev=[("policy:terms-of-service", "Meal vouchers (titres-restaurant) are not accepted for alcohol.")])
q("Can I pay with Bitcoin?", C, [], ["pol:terms-of-service"], yn="no",
  ev=[("policy:terms-of-service", "We accept Visa, Mastercard, American Express, Bancontact, PayPal and our gift cards.")])
q("If the vintage I ordered runs out, do you just send the next one?", C, [], ["pol:terms-of-service"], allow=["faq:vintage-sold-out"], yn="no",
  ev=[("policy:terms-of-service", "If it sells out before your order is prepared, we contact you before sending anything: we never substitute another vintage without your agreement.")])
q("What's the maximum number of bottles in one online order?", C, [["60"]], ["pol:terms-of-service"],
  ev=[("policy:terms-of-service", "Online orders are limited to 60 bottles per order.")])
q("Are your prices including VAT?", C, [], ["pol:terms-of-service"], yn="yes",
  ev=[("policy:terms-of-service", "Prices are in euros and include VAT and excise duties.")])
q("Is a case cheaper than buying 6 bottles separately?", C, [["10%", "10 %", "10 percent"]], ["pol:terms-of-service"], allow=["faq:case-discount"], yn="yes",
  ev=[("policy:terms-of-service", "A case of 6 bottles of the same wine is priced 10% below six single bottles.")])

C = "faq"
q("Do you do a discount on mixed cases?", C, [["5%", "5 %"], ["12"]], ["faq:case-discount"],
  ev=[("faq:case-discount", "In our shops you also get 5% off 12 bottles or more, mixed as you like; this does not apply online or to en-primeur wines and cannot be combined with member prices.")])
q("If I put 12 different bottles in my online basket, do I get the 5% mixed-case discount?", C, [], ["faq:case-discount"], yn="no",
  ev=[("faq:case-discount", "In our shops you also get 5% off 12 bottles or more, mixed as you like; this does not apply online or to en-primeur wines and cannot be combined with member prices.")])
q("Is there a buy now, pay later option?", C, [["Oney"]], ["faq:pay-in-instalments"], yn="yes",
  ev=[("faq:pay-in-instalments", "From €100 online, our partner Oney lets you split the payment into 3 card payments with no fees, or into 4 payments with a fee of 2.2% of the order.")])
q("Is paying in 4 instalments free of charge?", C, [["2.2", "2,2"]], ["faq:pay-in-instalments"], yn="no",
  ev=[("faq:pay-in-instalments", "From €100 online, our partner Oney lets you split the payment into 3 card payments with no fees, or into 4 payments with a fee of 2.2% of the order.")])
q("Puis-je payer en 3 fois ?", C, [["100"], ["Oney"]], ["faq:paiement-plusieurs-fois"], ctx=FR, yn="yes",
  ev=[("faq:paiement-plusieurs-fois", "Oui : dès 100 € d'achat en ligne, notre partenaire Oney vous permet de régler en 3 fois sans frais, ou en 4 fois avec des frais de 2,2 % du montant de la commande, par carte bancaire.")])
q("Faites-vous des paquets cadeaux ?", C, [["Rue Cler"], ["4,50", "4.50"]], ["faq:emballage-cadeau"], ctx=FR, yn="yes",
  ev=[("faq:emballage-cadeau", "Oui : l'emballage cadeau est offert dans nos caves Rue Cler, Vieux-Lille et Sablon. En ligne, l'étui cadeau coûte 4,50 € par bouteille.")])
q("Reprenez-vous les bouteilles vides ?", C, [], ["faq:bouteilles-vides"], ctx=FR, yn="no",
  ev=[("faq:bouteilles-vides", "Non, nous ne reprenons pas les bouteilles vides : déposez-les dans un conteneur à verre.")])
q("Can I bring back the wooden wine cases?", C, [], ["faq:bouteilles-vides"], yn="yes",
  ev=[("faq:bouteilles-vides", "Nous reprenons en revanche les caisses en bois et les cartons propres dans toutes nos caves.")])
q("What's the Club Vauclair, and does it cost anything?", C, [["free", "gratuit"]], ["faq:club-vauclair-en"],
  ev=[("faq:club-vauclair-en", "The Club Vauclair is our free loyalty programme: member prices on selected wines, access to en-primeur offers 48 hours before everyone else and an invitation to our big annual tasting.")])
q("Which of your wines are vegan?", C, [["Allées de Lestang", "Allees de Lestang"], ["Sancerre Rouge", "Sancerre rouge"], ["Morgon"]], ["faq:vegan-wines"],
  allow=["p:allees-de-lestang", "p:sancerre-rouge-roblin", "p:morgon-cote-du-py-nature"],
  about=["allees-de-lestang", "sancerre-rouge-roblin", "morgon-cote-du-py-nature"],
  ev=[("faq:vegan-wines", "Unfined wines, such as Les Allées de Lestang, the Sancerre Rouge and the Morgon Côte du Py Nature, are suitable for vegans.")])
q("Do you handle gifts for companies? We need about 40 boxes.", C, [["pro@cellier-vauclair.example"], ["3 weeks", "three weeks", "3 semaines"]], ["faq:corporate-gifts"],
  ev=[("faq:corporate-gifts", "Our business team prepares personalised gift boxes for companies from 10 boxes, with a printed card in each."), ("faq:corporate-gifts", "Email pro@cellier-vauclair.example and allow 3 weeks.")])
q("I don't have space at home. Can you keep my wine for me?", C, [["1.50", "1,50"], ["Bordeaux"]], ["faq:wine-storage"],
  allow=["pol:en-primeur", "loc:loc_bordeaux_chartrons"], yn="yes",
  ev=[("faq:wine-storage", "Our temperature-controlled cellar in Bordeaux keeps wines bought from us for €1.50 per bottle per year, and the first year is free for en-primeur wines.")])
q("Can I give someone a tasting workshop as a present?", C, [["gift card", "carte cadeau"]], ["faq:gift-a-tasting"], yn="yes",
  allow=["p:carte-cadeau-vauclair"],
  ev=[("faq:gift-a-tasting", "Yes: our gift cards can be used to book any tasting workshop, and a ticket can be handed to someone else at any time.")])
q("Peut-on goûter avant d'acheter ?", C, [["samedi"], ["15:00", "15h", "15 h"]], ["faq:degustation-avant-achat"], ctx=FR, yn="yes",
  allow=["pol:ateliers-degustation"],
  ev=[("faq:degustation-avant-achat", "Oui : chaque samedi de 15:00 à 18:00, nos caves équipées d'un espace de dégustation ouvrent quelques bouteilles en dégustation libre et gratuite.")])
q("how do i reach a human", C, [["service@cellier-vauclair.example", "+33 1 84 60 12 00"]], ["contact"],
  allow=["faq:contact-en", "faq:contact-fr"],
  ev=[("store", "service@cellier-vauclair.example"), ("store", "+33 1 84 60 12 00")])
q("Vous êtes joignables quand par téléphone ?", C, [["9:30", "9h30", "9 h 30"], ["18:00", "18h", "18 h"]], ["faq:contact-fr"],
  allow=["contact", "faq:contact-en"], ctx=FR,
  ev=[("faq:contact-fr", "Écrivez à service@cellier-vauclair.example ou appelez le +33 1 84 60 12 00, du mardi au samedi de 9:30 à 18:00.")])
q("Do you have any wine without sulphites?", C, [["Morgon"]], ["p:morgon-cote-du-py-nature"], allow=["faq:sans-sulfites"],
  ev=[("faq:sans-sulfites", "Nous proposons des vins sans sulfites ajoutés, comme le Morgon Côte du Py Nature du Domaine Lachaise."), ("product:morgon-cote-du-py-nature", "made with no added sulphites")])
q("What if the vintage I ordered sells out before you ship?", C, [["next vintage", "refund"]], ["faq:vintage-sold-out"],
  allow=["pol:terms-of-service"],
  ev=[("faq:vintage-sold-out", "If the vintage you ordered runs out, we email you to offer the next vintage or a full refund.")])
q("C'est quoi exactement acheter en primeur ?", C, [["deux ans", "2 ans"]], ["faq:primeurs-fr"], allow=["pol:primeurs"], ctx=FR,
  ev=[("faq:primeurs-fr", "C'est acheter un grand vin pendant son élevage, au printemps suivant la vendange, pour le recevoir environ deux ans plus tard, une fois en bouteille.")])

# ================================================================== LOCATIONS  (now: Monday 14 Dec 2026, 11:00 local)
C = "location"
q("Is the Oberkampf shop open right now?", C, [["closed", "fermé", "fermée"]], ["loc:loc_paris_oberkampf"], yn="no",
  ev=[("location:loc_paris_oberkampf", "10:30-20:30")])
q("Is the Sablon shop open right now?", C, [["19:30", "7:30 pm", "19h30"]], ["loc:loc_bruxelles_sablon"], yn="yes",
  ev=[("location:loc_bruxelles_sablon", "10:30-19:30")])
q("is gent open now", C, [["18:00", "6 pm", "6pm", "18h"]], ["loc:loc_gent_kraanlei"], yn="yes",
  ev=[("location:loc_gent_kraanlei", "10:00-18:00")])
q("Is the Bordeaux Chartrons shop open at the moment?", C, [["14:00", "2 pm", "2pm", "14h"]], ["loc:loc_bordeaux_chartrons"], yn="no",
  ev=[("location:loc_bordeaux_chartrons", "14:00-19:00")])
q("Which of your shops are open right now?", C, [["Sablon"], ["Gent", "Ghent", "Gand"]], ["loc:loc_bruxelles_sablon", "loc:loc_gent_kraanlei"],
  none=["Roubaix"], ev=[("location:loc_bruxelles_sablon", "10:30-19:30"), ("location:loc_gent_kraanlei", "10:00-18:00")])
q("What are the Rue Cler shop's hours on Saturday?", C, [["10:00", "10h", "10 am"], ["13:00", "13h", "1 pm"], ["15:30", "15h30", "3:30"], ["20:00", "20h", "8 pm"]],
  ["loc:loc_paris_cler"], ev=[("location:loc_paris_cler", "10:00-13:00"), ("location:loc_paris_cler", "15:30-20:00")])
q("Is Rue Cler open at 2pm on a Wednesday?", C, [["15:30", "15h30", "3:30"]], ["loc:loc_paris_cler"], yn="no",
  ev=[("location:loc_paris_cler", "15:30-20:00"), ("location:loc_paris_cler", "Closed at lunchtime, from 13:00 to 15:30.")])
q("Are any of your Paris shops open on Sunday?", C, [["13:30", "1:30 pm", "13h30"], ["13:00", "1 pm", "13h"]],
  ["loc:loc_paris_oberkampf", "loc:loc_paris_cler"], yn="yes",
  ev=[("location:loc_paris_oberkampf", "10:00-13:30"), ("location:loc_paris_cler", "10:00-13:00")])
q("Is the Lyon shop normally open on Sundays?", C, [], ["loc:loc_lyon_croix_rousse"], yn="no",
  ev=[("location:loc_lyon_croix_rousse", "10:00-12:30")])
q("Is Croix-Rousse open this Sunday, the 20th?", C, [["10:00", "10h", "10 am"], ["18:00", "18h", "6 pm"]], ["loc:loc_lyon_croix_rousse"], yn="yes",
  ev=[("location:loc_lyon_croix_rousse", "Dimanche avant Noël / Sunday before Christmas")])
q("I'm in Lille on Tuesday 12 January. Will your shop there be open?", C, [["17"]], ["loc:loc_lille_vieux_lille"], yn="no",
  ev=[("location:loc_lille_vieux_lille", "Congés annuels / Annual closure"), ("location:loc_lille_vieux_lille", "2027-01-17")])
q("Is the Sablon shop open on Christmas Day?", C, [], ["loc:loc_bruxelles_sablon"], yn="no",
  ev=[("location:loc_bruxelles_sablon", "Noël / Christmas Day")])
q("Oberkampf hours on Christmas Eve?", C, [["10:00", "10h", "10 am"], ["18:00", "18h", "6 pm"]], ["loc:loc_paris_oberkampf"],
  ev=[("location:loc_paris_oberkampf", "10:00-18:00")])
q("Is Oberkampf open next Monday, the 21st?", C, [["14:00", "14h", "2 pm"], ["20:30", "20h30", "8:30"]], ["loc:loc_paris_oberkampf"], yn="yes",
  ev=[("location:loc_paris_oberkampf", "14:00-20:30")])
q("Which evening does the Flagey shop stay open late?", C, [["Thursday", "jeudi"], ["21:00", "9 pm", "21h"]], ["loc:loc_bruxelles_flagey"],
  ev=[("location:loc_bruxelles_flagey", "10:00-21:00")])
q("Is Flagey open at 8pm on a Thursday?", C, [["21:00", "9 pm", "21h"]], ["loc:loc_bruxelles_flagey"], yn="yes",
  ev=[("location:loc_bruxelles_flagey", "10:00-21:00")])
q("Is the Gent shop open on 26 December?", C, [], ["loc:loc_gent_kraanlei"], yn="no",
  ev=[("location:loc_gent_kraanlei", "Inventaire / Stocktaking")])
q("New Year's Eve hours at Sablon?", C, [["10:00", "10h", "10 am"], ["17:00", "17h", "5 pm"]], ["loc:loc_bruxelles_sablon"],
  ev=[("location:loc_bruxelles_sablon", "Saint-Sylvestre / New Year's Eve")])
q("When does the Oberkampf wine bar close on a Friday night?", C, [["23:00", "11 pm", "23h"]], ["loc:loc_paris_oberkampf"],
  ev=[("location:loc_paris_oberkampf", "The wine bar stays open until 23:00 Thursday to Saturday, after the shop closes.")])
q("Which of your shops have a wine bar?", C, [["Oberkampf"], ["Sablon"]], ["loc:loc_paris_oberkampf", "loc:loc_bruxelles_sablon"],
  allow=["loc:loc_paris_cler"],
  ev=[("location:loc_paris_oberkampf", "Bar à vin, vins au verre / Wine bar, wines by the glass"), ("location:loc_bruxelles_sablon", "Bar à vin, vins au verre / Wine bar, wines by the glass")])
q("Where can I taste wine in Brussels?", C, [["Sablon"]], ["loc:loc_bruxelles_sablon"], allow=["loc:loc_bruxelles_flagey", "pol:tasting-events"],
  ev=[("location:loc_bruxelles_sablon", "Espace dégustation / Tasting area")])
q("Can I do a tasting at the Flagey shop?", C, [], ["loc:loc_bruxelles_flagey"], allow=["loc:loc_bruxelles_sablon"], yn="no",
  ev=[("location:loc_bruxelles_flagey", "No tastings in the Flagey shop.")])
q("Which shops do same-day delivery?", C, [["Oberkampf"], ["Rue Cler"], ["Sablon"]],
  ["loc:loc_paris_oberkampf", "loc:loc_paris_cler", "loc:loc_bruxelles_sablon"], allow=["pol:shipping-policy", "loc:loc_lyon_croix_rousse"],
  ev=[("location:loc_paris_oberkampf", "Livraison le jour même en vélo cargo / Same-day cargo-bike delivery"), ("location:loc_paris_cler", "Livraison le jour même en vélo cargo / Same-day cargo-bike delivery"), ("location:loc_bruxelles_sablon", "Livraison le jour même en vélo cargo / Same-day cargo-bike delivery")])
q("Is there parking at the Bordeaux shop?", C, [["4", "four"]], ["loc:loc_bordeaux_chartrons"], yn="yes",
  ev=[("location:loc_bordeaux_chartrons", "Parking client gratuit, 4 places / Free customer parking, 4 spaces")])
q("Which of your shops offer free gift wrapping?", C, [["Rue Cler"], ["Lille"], ["Sablon"]],
  ["loc:loc_paris_cler", "loc:loc_lille_vieux_lille", "loc:loc_bruxelles_sablon"], allow=["faq:emballage-cadeau"],
  ev=[("location:loc_paris_cler", "Emballage cadeau offert / Free gift wrapping"), ("location:loc_lille_vieux_lille", "Emballage cadeau offert / Free gift wrapping"), ("location:loc_bruxelles_sablon", "Emballage cadeau offert / Free gift wrapping")])
q("Does the Rue Cler shop have a wine bar?", C, [["takeaway", "emporter"]], ["loc:loc_paris_cler"], allow=["loc:loc_paris_oberkampf"], yn="no",
  ev=[("location:loc_paris_cler", "No wine bar at Rue Cler: takeaway only.")])
q("Which shop has the en-primeur advice desk?", C, [["Chartrons", "Bordeaux"]], ["loc:loc_bordeaux_chartrons"], allow=["pol:en-primeur"],
  ev=[("location:loc_bordeaux_chartrons", "Conseil primeurs / En-primeur advice desk")])
q("What's the address of the Lyon shop?", C, [["8 boulevard de la Croix-Rousse"]], ["loc:loc_lyon_croix_rousse"],
  ev=[("location:loc_lyon_croix_rousse", "8 boulevard de la Croix-Rousse")])
q("phone number for the ghent shop?", C, [["+32 9 298 12 90"]], ["loc:loc_gent_kraanlei"],
  ev=[("location:loc_gent_kraanlei", "+32 9 298 12 90")])
q("Which of your shops is nearest the Eiffel Tower?", C, [["Rue Cler"]], ["loc:loc_paris_cler"], allow=["loc:loc_paris_oberkampf"],
  ev=[("location:loc_paris_cler", "41 rue Cler")])
q("I'm staying near Bastille — closest shop?", C, [["Oberkampf"]], ["loc:loc_paris_oberkampf"], allow=["loc:loc_paris_cler"],
  ev=[("location:loc_paris_oberkampf", "112 rue Oberkampf")])
q("What's your closest shop to Roubaix?", C, [["Lille"]], ["loc:loc_lille_vieux_lille"], none=["Entrepôt", "warehouse"],
  ev=[("location:loc_lille_vieux_lille", "23 rue de la Monnaie")])
q("Nearest shop to Antwerp?", C, [["Sablon"]], ["loc:loc_bruxelles_sablon"], allow=["loc:loc_bruxelles_flagey", "loc:loc_gent_kraanlei"],
  ev=[("location:loc_bruxelles_sablon", "Place du Grand Sablon 38")])
q("I live in Bruges. Which of your shops is closest?", C, [["Gent", "Ghent", "Gand"]], ["loc:loc_gent_kraanlei"],
  ev=[("location:loc_gent_kraanlei", "Kraanlei 21")])
q("Closest shop to Arcachon?", C, [["Bordeaux", "Chartrons"]], ["loc:loc_bordeaux_chartrons"],
  ev=[("location:loc_bordeaux_chartrons", "64 rue Notre-Dame")])
q("Which shop is nearest to Liège?", C, [["Flagey"]], ["loc:loc_bruxelles_flagey"], allow=["loc:loc_bruxelles_sablon"],
  ev=[("location:loc_bruxelles_flagey", "Place Eugène Flagey 19")])
q("Do you deliver same-day to 75015?", C, [["Oberkampf", "Rue Cler"]], [], allow=["loc:loc_paris_oberkampf", "loc:loc_paris_cler", "pol:shipping-policy"], yn="yes",
  ev=[("location:loc_paris_cler", "750*"), ("policy:shipping-policy", "Our Oberkampf, Rue Cler and Sablon shops deliver on the same day by cargo bike, within Paris (postcodes 75001 to 75020 and 75116) and within the Brussels-Capital Region.")])
q("Can you deliver same-day to Uccle, 1180?", C, [["Sablon"]], ["loc:loc_bruxelles_sablon"], allow=["pol:shipping-policy"], yn="yes",
  ev=[("location:loc_bruxelles_sablon", "11*")])
q("Same-day delivery to Boulogne-Billancourt, 92100?", C, [], [], allow=["pol:shipping-policy", "loc:loc_paris_oberkampf", "loc:loc_paris_cler"], yn="no",
  ev=[("policy:shipping-policy", "Our Oberkampf, Rue Cler and Sablon shops deliver on the same day by cargo bike, within Paris (postcodes 75001 to 75020 and 75116) and within the Brussels-Capital Region.")])
q("Do you deliver to Luxembourg?", C, [["12.90", "12,90"]], ["pol:shipping-policy"], allow=["loc:loc_bruxelles_sablon"], yn="yes",
  ev=[("policy:shipping-policy", "Delivery to Belgium and Luxembourg costs €12.90 and takes 3 to 6 working days.")])
q("Where exactly is the Sablon shop?", C, [["Place du Grand Sablon 38", "Grand Sablon 38"]], ["loc:loc_bruxelles_sablon"],
  ev=[("location:loc_bruxelles_sablon", "Place du Grand Sablon 38")])
q("Horaires de la cave de Bordeaux le lundi ?", C, [["14:00", "14h", "14 h"], ["19:00", "19h", "19 h"]], ["loc:loc_bordeaux_chartrons"], ctx=FR,
  ev=[("location:loc_bordeaux_chartrons", "14:00-19:00")])
q("La cave de Lille est-elle ouverte dimanche prochain ?", C, [["10:00", "10h", "10 h"], ["18:00", "18h", "18 h"]], ["loc:loc_lille_vieux_lille"], ctx=FR, yn="yes",
  ev=[("location:loc_lille_vieux_lille", "Dimanche avant Noël / Sunday before Christmas")])
q("La cave Oberkampf est-elle ouverte le lundi ?", C, [], ["loc:loc_paris_oberkampf"], ctx=FR, yn="no",
  ev=[("location:loc_paris_oberkampf", "10:30-20:30")])
q("Which Brussels shop is open on Sunday, and when?", C, [["Sablon"], ["10:00", "10h", "10 am"], ["14:00", "14h", "2 pm"]],
  ["loc:loc_bruxelles_sablon"], allow=["loc:loc_bruxelles_flagey"], ev=[("location:loc_bruxelles_sablon", "10:00-14:00")])
q("What time does Gent close on Saturdays?", C, [["18:00", "6 pm", "18h"]], ["loc:loc_gent_kraanlei"],
  ev=[("location:loc_gent_kraanlei", "10:00-18:00")])
q("Do you have a shop in Marseille?", C, [], [], yn="no",
  allow=[f"loc:{l}" for l in ["loc_paris_oberkampf", "loc_paris_cler", "loc_lyon_croix_rousse", "loc_bordeaux_chartrons", "loc_lille_vieux_lille", "loc_bruxelles_sablon", "loc_bruxelles_flagey", "loc_gent_kraanlei"]],
  ev=[("location:loc_lyon_croix_rousse", "Lyon")])
q("Is click and collect available at the Gent shop?", C, [], ["loc:loc_gent_kraanlei"], yn="yes",
  ev=[("location:loc_gent_kraanlei", "Click & collect")])
q("cave rue cler, fermé le midi ?", C, [["13:00", "13h", "13 h"], ["15:30", "15h30", "15 h 30"]], ["loc:loc_paris_cler"], ctx=FR, yn="yes",
  ev=[("location:loc_paris_cler", "Fermé le midi, de 13:00 à 15:30.")])
q("what time does this shop open tomorrow", C, [["10:30", "10h30", "10.30"]], ["loc:loc_paris_oberkampf"], ids=["loc_paris_oberkampf"],
  ev=[("location:loc_paris_oberkampf", "10:30-20:30")])
q("is it open on sundays", C, [["10:00", "10h", "10 am"], ["14:00", "14h", "2 pm"]], ["loc:loc_bruxelles_sablon"], ids=["BXL01"], yn="yes",
  ev=[("location:loc_bruxelles_sablon", "10:00-14:00")])
q("Where is the temperature-controlled storage cellar, and can I visit?", C, [["Bordeaux", "Chartrons"], ["appointment", "rendez-vous"]],
  ["loc:loc_bordeaux_chartrons"], allow=["faq:wine-storage"],
  ev=[("location:loc_bordeaux_chartrons", "The temperature-controlled storage cellar is behind the shop; visits by appointment.")])

# ================================================================== OPERATIONS
C = "operation"
q("Add a case of the 2019 Château Lestang to my cart. How much is it?", C, [["399.60", "399,60"]], ["p:chateau-lestang-margaux"], op=True,
  ev=[("variant:lestang-2019-6x75", "399.60")])
q("Put 2 bottles of Delaunoy Brut Réserve in my basket — and do you have it in magnum?", C, [["84"]], ["p:champagne-delaunoy-brut-reserve"], op=True,
  ev=[("variant:delaunoy-brut-150", "Magnum 150 cl"), ("variant:delaunoy-brut-150", "84.00")])
q("Please cancel my en-primeur order, I've changed my mind.", C, [["cannot be cancelled", "can't be cancelled", "firm", "cannot", "can't", "ferme"]],
  ["pol:en-primeur"], op=True, viewer="b_1", allow=["ord:ord_5102", "p:chateau-lestang-2025-primeur"],
  ev=[("policy:en-primeur", "En-primeur orders are firm: once confirmed, they cannot be cancelled, returned or exchanged.")])
q("Book me 2 places on the Atelier Initiation in Paris on 17 December. What time does it start?", C, [["19:00", "7 pm", "7pm", "19h"]],
  ["p:atelier-initiation-degustation"], op=True,
  ev=[("variant:initiation-paris-2026-12-17", "Paris Oberkampf — jeudi 17 décembre 2026, 19:00")])
q("Reserve the 2016 Lestang at Sablon for me to pick up tomorrow. How many bottles do they have?", C, [["1", "one", "une"]],
  ["p:chateau-lestang-margaux"], allow=["loc:loc_bruxelles_sablon"], op=True,
  ev=[("inventory", "loc_bruxelles_sablon,lestang-2016-75,1")])
q("Apply the code NOEL10 to my basket. Also, is there a discount for buying a full case?", C, [["10%", "10 %"]], ["pol:terms-of-service"],
  allow=["faq:case-discount"], op=True,
  ev=[("policy:terms-of-service", "A case of 6 bottles of the same wine is priced 10% below six single bottles.")])
q("Ajoutez le coffret sommelier à mon panier. Il contient quoi exactement ?", C, [["tire-bouchon", "corkscrew"], ["thermomètre", "thermometer"]],
  ["p:coffret-sommelier-vauclair"], ctx=FR, op=True,
  ev=[("product:coffret-sommelier-vauclair", "Tire-bouchon limonadier Vauclair"), ("product:coffret-sommelier-vauclair", "thermomètre à vin")])
q("Sign me up to the Club Vauclair. What do members get?", C, [["member prices", "prix membres", "member price"], ["48"]],
  ["faq:club-vauclair-en"], op=True,
  ev=[("faq:club-vauclair-en", "The Club Vauclair is our free loyalty programme: member prices on selected wines, access to en-primeur offers 48 hours before everyone else and an invitation to our big annual tasting.")])
q("Book a private tasting for 10 people at Oberkampf this Friday. What's the price per head?", C, [["55"]], ["pol:tasting-events"],
  allow=["loc:loc_paris_oberkampf"], op=True,
  ev=[("policy:tasting-events", "We host private tastings for groups of 8 to 20 people in our Oberkampf, Sablon and Bordeaux Chartrons shops, from €55 per person.")])
q("Order the 24-bottle wine fridge for delivery to my flat in Luxembourg.", C, [["Luxembourg"]],
  ["p:cave-a-vin-vauclair-24-double-zone"], allow=["pol:shipping-policy"], op=True,
  ev=[("policy:shipping-policy", "We do not deliver wine fridges to Corsica or Luxembourg.")])
q("Move my Champagne & fromages ticket to the Brussels date on 8 January. Is that allowed?", C, [["once", "une fois", "one time"]],
  ["pol:tasting-events"], allow=["p:atelier-champagne-fromages"], about=["atelier-champagne-fromages"], op=True,
  ev=[("policy:tasting-events", "After that, tickets are not refunded, but you can give your ticket to someone else or move it once to another date.")])
q("Add 6 bottles of the Morgon Nature to my cart and tell me how to store it.", C, [["14"]], ["p:morgon-cote-du-py-nature"], op=True,
  ev=[("product:morgon-cote-du-py-nature", "Store below 14 °C.")])
q("Change the delivery address on my order CV-5101. Has it left yet?", C, [["shipped", "expédiée", "on its way", "dispatched"]],
  ["ord:ord_5101"], viewer="b_1", op=True, ev=[("order:ord_5101", "shipped")])
q("Refund my corked bottle right now please. What are the conditions?", C, [["3 months", "three months", "3 mois"]], ["pol:refund-policy"],
  allow=["faq:corked-wine"], op=True,
  ev=[("policy:refund-policy", "if a wine is corked, oxidised or leaking, bring it back or contact us within 3 months of purchase, with at least two thirds of the wine still in the bottle and the cork.")])
q("Put a €100 gift card in my basket. How long is it valid?", C, [["12 months", "12 mois", "one year", "1 year", "a year"]],
  ["p:carte-cadeau-vauclair"], op=True, ev=[("product:carte-cadeau-vauclair", "A gift card valid for 12 months")])
q("Empty this cart for me. What's in it right now?", C, [["Petit Vauclair Blanc"]], ["p:petit-vauclair-blanc"], ids=[f"gid://{A}/Cart/cart_anon77"],
  allow=["cart:cart_anon77"], op=True, ev=[("cart:cart_anon77", "petit-vauclair-blanc-6x75")])
q("Order 2 magnums of the Sainte-Victoire rosé delivered to Ajaccio. What will delivery cost?", C, [["24.90", "24,90"]],
  ["pol:shipping-policy"], allow=["p:clos-sainte-victoire-rose"], about=["clos-sainte-victoire-rose"], op=True,
  ev=[("policy:shipping-policy", "Delivery to Corsica costs €24.90 and takes 5 to 8 working days; it is never free.")])
q("Add the Kreisker Tourbé to my basket. Is it stronger than the regular Kreisker?", C, [["46"]],
  ["p:kreisker-single-malt-tourbe"], allow=["p:kreisker-single-malt"], op=True, yn="yes",
  ev=[("product:kreisker-single-malt-tourbe", "alcohol_abv_pct = 46.0"), ("product:kreisker-single-malt", "alcohol_abv_pct = 43.0")])
q("Annulez mon billet pour l'atelier de jeudi 17 décembre. Je serai remboursé ?", C, [["72"]], ["pol:ateliers-degustation"], ctx=FR, op=True,
  allow=["p:atelier-initiation-degustation"], yn="yes",
  ev=[("policy:ateliers-degustation", "Vous pouvez annuler un billet d'atelier jusqu'à 72 heures avant le début pour un remboursement intégral.")])
q("Hold a 12-bottle wine fridge for me at the Bordeaux shop — do they have one?", C, [], ["p:cave-a-vin-vauclair-12"],
  allow=["loc:loc_bordeaux_chartrons"], op=True, yn="yes", ev=[("inventory", "loc_bordeaux_chartrons,CAV-12-MONO,1")])

# ================================================================== FOLLOW-UPS
C = "followup"
K, KT = "kreisker-single-malt", "kreisker-single-malt-tourbe"
conv(C, [dict(query="Tell me about the Kreisker Single Malt.", facts=[["Breton", "breton"]], req=[f"p:{K}"],
              ev=[("product:kreisker-single-malt", "An unpeated Breton single malt")]),
         dict(query="Is there a peated version?", facts=[["Tourbé", "Tourbe"]], req=[f"p:{KT}"], allow=[f"p:{K}"], follow=KT, yn="yes",
              ev=[("product:kreisker-single-malt-tourbe", "The peated version of the Kreisker single malt")]),
         dict(query="How much is that one?", facts=[["56"]], req=[f"p:{KT}"], follow=KT,
              ev=[("product:kreisker-single-malt-tourbe", "56.00")])])
conv(C, [dict(query="What's the Château Lestang Margaux like?", facts=[["cabernet"]], req=["p:chateau-lestang-margaux"],
              ev=[("product:chateau-lestang-margaux", "A blend of cabernet sauvignon and merlot")]),
         dict(query="Do you have it in magnum?", facts=[["2018"], ["172"]], req=["p:chateau-lestang-margaux"], follow="chateau-lestang-margaux", yn="yes",
              ev=[("variant:lestang-2018-150", "2018 — Magnum 150 cl"), ("variant:lestang-2018-150", "172.00")]),
         dict(query="And the second wine — is that one vegan?", facts=[], req=["p:allees-de-lestang"], follow="allees-de-lestang", yn="yes",
              ev=[("product:allees-de-lestang", "unfined and unfiltered, so it is suitable for vegans")])])
conv(C, [dict(query="Do you have a wine fridge for about 12 bottles?", facts=[["349"]], req=["p:cave-a-vin-vauclair-12"], yn="yes",
              ev=[("product:cave-a-vin-vauclair-12", "349.00")]),
         dict(query="Can it go in my garage? It's about 8 degrees out there in winter.", facts=[["16"]], req=["p:cave-a-vin-vauclair-12"],
              follow="cave-a-vin-vauclair-12", yn="no", ev=[("product:cave-a-vin-vauclair-12", "16-32"), ("product:cave-a-vin-vauclair-12", "for indoor use only")]),
         dict(query="What about the 24-bottle one?", facts=[["10"], ["indoor", "intérieur"]], req=["p:cave-a-vin-vauclair-24-double-zone"],
              follow="cave-a-vin-vauclair-24-double-zone", yn="no",
              ev=[("product:cave-a-vin-vauclair-24-double-zone", "10-32"), ("product:cave-a-vin-vauclair-24-double-zone", "for indoor use only")])])
conv(C, [dict(query="Is the Sancerre Blanc Les Caillottes organic?", facts=[], req=["p:sancerre-blanc-les-caillottes"], yn="yes",
              ev=[("product:sancerre-blanc-les-caillottes", "Certified organic, fined with casein.")]),
         dict(query="Does it come in half bottles?", facts=[["15"]], req=["p:sancerre-blanc-les-caillottes"], follow="sancerre-blanc-les-caillottes", yn="yes",
              ev=[("variant:caillottes-2024-375", "2024 — Demi-bouteille 37,5 cl"), ("variant:caillottes-2024-375", "15.00")]),
         dict(query="and the red Sancerre?", facts=[["75 cl", "75cl", "bottle", "bouteille"]], req=["p:sancerre-rouge-roblin"], follow="sancerre-rouge-roblin", yn="no",
              ev=[("variant:sancerre-rouge-2022-75", "2022 — Bouteille 75 cl"), ("variant:sancerre-rouge-2022-75", "29.00")])])
conv(C, [dict(query="What's the Cognac Bertholle XO like?", facts=[["Grande Champagne"]], req=["p:cognac-bertholle-xo"],
              ev=[("product:cognac-bertholle-xo", "a blend of Grande Champagne eaux-de-vie aged at least 10 years")]),
         dict(query="Is there a cheaper one from the same house?", facts=[["VSOP"], ["45"]], req=["p:cognac-bertholle-vsop"],
              follow="cognac-bertholle-vsop", yn="yes", ev=[("product:cognac-bertholle-vsop", "45.00")])])
conv(C, [dict(query="Tell me about the Atelier Champagne & fromages.", facts=[["5", "five", "cinq"]], req=["p:atelier-champagne-fromages"],
              ev=[("product:atelier-champagne-fromages", "Two and a half hours around five growers' Champagnes, each paired with a raw-milk cheese.")]),
         dict(query="My partner has a milk allergy. Is that a problem?", facts=[["milk", "lait"]], req=["p:atelier-champagne-fromages"],
              follow="atelier-champagne-fromages", ev=[("product:atelier-champagne-fromages", "This workshop includes a tasting of raw-milk cheeses (cow and goat): contains milk.")]),
         dict(query="And the initiation one?", facts=[["bread", "pain"]], req=["p:atelier-initiation-degustation"],
              follow="atelier-initiation-degustation", ev=[("product:atelier-initiation-degustation", "bread and water")])])
conv(C, [dict(query="Le Petit Vauclair Blanc, c'est combien ?", facts=[["7,90", "7.90"]], req=["p:petit-vauclair-blanc"], ctx=FR,
              ev=[("variant:petit-vauclair-blanc-75", "7.90")]),
         dict(query="Il existe en version sans alcool ?", facts=[["8,50", "8.50"]], req=["p:petit-vauclair-blanc-sans-alcool"], ctx=FR,
              follow="petit-vauclair-blanc-sans-alcool", yn="yes", ev=[("variant:petit-vauclair-sans-alcool-75", "8.50")])])
conv(C, [dict(query="Do you sell the Domaine des Fontaines Châteauneuf-du-Pape?", facts=[], req=["p:fontaines-chateauneuf-du-pape"], yn="yes",
              ev=[("product:fontaines-chateauneuf-du-pape", "A powerful Châteauneuf-du-Pape")]),
         dict(query="which vintages?", facts=[["2019"], ["2020"]], req=["p:fontaines-chateauneuf-du-pape"], follow="fontaines-chateauneuf-du-pape",
              ev=[("variant:fontaines-2019-75", "2019 — Bouteille 75 cl"), ("variant:fontaines-2020-75", "2020 — Bouteille 75 cl")]),
         dict(query="is it strong?", facts=[["15"]], req=["p:fontaines-chateauneuf-du-pape"], follow="fontaines-chateauneuf-du-pape",
              ev=[("product:fontaines-chateauneuf-du-pape", "alcohol_abv_pct = 15.0")])])
conv(C, [dict(query="What's in the Coffret Sommelier?", facts=[["corkscrew", "tire-bouchon"]], req=["p:coffret-sommelier-vauclair"],
              ev=[("product:coffret-sommelier-vauclair", "our Vauclair waiter's corkscrew with a drip ring, an airtight stopper, a wine thermometer and a pourer")]),
         dict(query="Can I buy just the corkscrew on its own?", facts=[["29"]], req=["p:tire-bouchon-limonadier-vauclair"],
              follow="tire-bouchon-limonadier-vauclair", yn="yes", ev=[("product:tire-bouchon-limonadier-vauclair", "29.00")]),
         dict(query="Is it dishwasher safe?", facts=[], req=["p:tire-bouchon-limonadier-vauclair"], follow="tire-bouchon-limonadier-vauclair", yn="no",
              ev=[("product:tire-bouchon-limonadier-vauclair", "dishwasher_safe = false")])])
conv(C, [dict(query="Do you sell Armagnac?", facts=[["Lauzun"]], req=["p:lauzun-bas-armagnac-millesime"], yn="yes",
              ev=[("product:lauzun-bas-armagnac-millesime", "Vintage Bas-Armagnacs bottled to order at natural cask strength.")]),
         dict(query="which years do you have?", facts=[["1995"], ["2005"]], req=["p:lauzun-bas-armagnac-millesime"], follow="lauzun-bas-armagnac-millesime",
              ev=[("variant:lauzun-1995-70", "1995 — 70 cl"), ("variant:lauzun-2005-70", "2005 — 70 cl")])])
conv(C, [dict(query="Tell me about the Champagne Delaunoy Brut Réserve.", facts=[["36"]], req=["p:champagne-delaunoy-brut-reserve"],
              ev=[("product:champagne-delaunoy-brut-reserve", "aged 36 months on the lees")]),
         dict(query="Does it come in magnum? How much?", facts=[["84"]], req=["p:champagne-delaunoy-brut-reserve"],
              follow="champagne-delaunoy-brut-reserve", yn="yes", ev=[("variant:delaunoy-brut-150", "84.00")]),
         dict(query="And a case of six of it?", facts=[["205.20", "205,20"]], req=["p:champagne-delaunoy-brut-reserve"],
              follow="champagne-delaunoy-brut-reserve", ev=[("variant:delaunoy-brut-6x75", "205.20")])])
conv(C, [dict(query="Is the Morgon Côte du Py from Domaine Lachaise in stock in Lyon?", facts=[], req=["p:morgon-cote-du-py"],
              allow=["loc:loc_lyon_croix_rousse"], yn="yes", ev=[("inventory", "loc_lyon_croix_rousse,morgon-2023-75,18")]),
         dict(query="Is there a version without added sulphites?", facts=[["Nature"]], req=["p:morgon-cote-du-py-nature"],
              follow="morgon-cote-du-py-nature", yn="yes", ev=[("product:morgon-cote-du-py-nature", "made with no added sulphites")]),
         dict(query="How much is that one?", facts=[["25"]], req=["p:morgon-cote-du-py-nature"], follow="morgon-cote-du-py-nature",
              ev=[("variant:morgon-nature-2023-75", "25.00")])])

# ================================================================== ACCOUNTS (signed in, and the same without a credential)
C = "account"
TRACK1 = "6A21987654321"
q("Where is my order CV-5101?", C, [["shipped", "expédiée", "on its way"], [TRACK1]], ["ord:ord_5101"], viewer="b_1",
  ev=[("order:ord_5101", "shipped"), ("order:ord_5101", TRACK1)])
q("Where is my order CV-5101?", C, [], [], answerable=False, none=[TRACK1, "Colissimo", "2026-12-15"])
q("When will my primeurs arrive?", C, [["2028"]], ["ord:ord_5102"], viewer="b_1", allow=["p:chateau-lestang-2025-primeur", "pol:en-primeur"],
  ev=[("order:ord_5102", "2028-06-30")])
q("What's my member price on a bottle of Delaunoy Brut Réserve?", C, [["36.10", "36,10"]], ["p:champagne-delaunoy-brut-reserve"], viewer="b_1",
  ev=[("variant:delaunoy-brut-75", "36.10")])
q("What's the member price on a bottle of the Delaunoy Brut Réserve?", C, [["38"]], ["p:champagne-delaunoy-brut-reserve"],
  none=["36.10", "36,10"], ev=[("variant:delaunoy-brut-75", "38.00")])
q("Is my order ready to collect?", C, [["Sablon"]], ["ord:ord_5103"], viewer="b_2", allow=["loc:loc_bruxelles_sablon"], yn="yes",
  ev=[("order:ord_5103", "ready_for_pickup"), ("order:ord_5103", "loc_bruxelles_sablon")])
q("When was my wine fridge delivered?", C, [["26"]], ["ord:ord_5104"], viewer="b_2", allow=["p:cave-a-vin-vauclair-12"],
  ev=[("order:ord_5104", "2026-11-26T10:10:00Z")])
q("What's the status of order CV-5105?", C, [["cancelled", "canceled", "annulée"]], ["ord:ord_5105"], viewer="b_3",
  ev=[("order:ord_5105", "cancelled")])
q("What's the tracking number for my crémant order?", C, [["6A21987650000"]], ["ord:ord_5106"], viewer="b_3",
  ev=[("order:ord_5106", "6A21987650000")])
q("How much did I pay for delivery on CV-5106?", C, [["9.90", "9,90"]], ["ord:ord_5106"], viewer="b_3",
  ev=[("order:ord_5106", "9.90")])
q("Am I a Club Vauclair member?", C, [], [], viewer="b_2", yn="yes", ev=[("buyer:b_2", "Club Vauclair")])
q("Do I get member prices?", C, [], [], viewer="b_3", yn="no", ev=[("buyer:b_3", "Julien")])
q("What's in my cart?", C, [["Haut-Bommes", "Sauternes"], ["Kreisker"]], [], viewer="b_1", ids=[f"gid://{A}/Cart/cart_c4m1ll3"],
  allow=["cart:cart_c4m1ll3", "p:chateau-haut-bommes-sauternes", "p:kreisker-single-malt-tourbe"],
  about=["chateau-haut-bommes-sauternes", "kreisker-single-malt-tourbe"],
  ev=[("cart:cart_c4m1ll3", "haut-bommes-2017-375"), ("cart:cart_c4m1ll3", "KRE-SMT-70")])
g = new_group()
q("Has my order CV-5101 shipped?", C, [["6A21987654321", "Colissimo"]], ["ord:ord_5101"], viewer="b_1", yn="yes", group=g, turn=1,
  ev=[("order:ord_5101", "shipped")])
q("What's its tracking number?", C, [], [], answerable=False, none=[TRACK1], group=g, turn=2)
q("What member price would I pay for a case of the 2019 Lestang?", C, [["379.60", "379,60"]], ["p:chateau-lestang-margaux"], viewer="b_2",
  ev=[("variant:lestang-2019-6x75", "379.60")])
q("Où en est ma commande CV-5101 ?", C, [["expédiée", "shipped", TRACK1]], ["ord:ord_5101"], viewer="b_1", ctx=FR,
  ev=[("order:ord_5101", "shipped")])
q("Quand ma commande CV-5101 sera-t-elle livrée ?", C, [], [], ctx=FR, answerable=False, none=["2026-12-15", "15 décembre", TRACK1])

# ================================================================== UNANSWERABLE
C = "unanswerable"
def u(query, about=(), ctx=None, ids=None, allow=()):
    q(query, C, [], [], allow=list(allow) + [f"p:{a}" for a in about], answerable=False, about=about, ctx=ctx, ids=ids)
u("What's the residual sugar of the Chablis Premier Cru Montmains?", about=["chablis-premier-cru-montmains"])
u("Does the Oberkampf shop have wheelchair access?", allow=["loc:loc_paris_oberkampf"])
u("What's the pH of the Château Lestang?", about=["chateau-lestang-margaux"])
u("Do your courses lead to a WSET certificate?")
u("Can I bring my dog into the Sablon shop?", allow=["loc:loc_bruxelles_sablon"])
u("What Parker score did the Lestang 2018 get?", about=["chateau-lestang-margaux"])
u("Do you buy wine cellars from private collectors?")
u("Can I rent wine glasses for my wedding?")
u("Do you have a student discount?")
u("What's the yield per hectare at Domaine Lachaise for the Morgon?", about=["morgon-cote-du-py"])
u("Is there parking near the Lyon shop?", allow=["loc:loc_lyon_croix_rousse"])
u("How many calories in a glass of the Crémant de Loire?", about=["cremant-de-loire-varennes"])
u("Who is the winemaker at Domaine Roblin?", allow=["p:sancerre-blanc-les-caillottes", "p:sancerre-rouge-roblin"])
u("Do you ship in insulated packaging in summer?")
u("When will the 2016 Lestang be back in stock at Oberkampf?", about=["chateau-lestang-margaux"], allow=["loc:loc_paris_oberkampf"])
u("How much will the 2026 en-primeur campaign cost?", allow=["pol:en-primeur"])
u("Is the Vauclair decanter made in France?", about=["carafe-a-decanter-vauclair"])
u("Can I add a gift message to an online order?")
u("Are your cargo-bike deliveries carbon neutral?")
u("How much sugar is in the Gin Sablon?", about=["gin-sablon"])
u("Is the Flagey shop wheelchair accessible?", allow=["loc:loc_bruxelles_flagey"])
u("How old are the vines at Domaine des Fontaines?", about=["fontaines-chateauneuf-du-pape"])
u("Do I earn loyalty points for every euro I spend?", allow=["faq:club-vauclair-en"])
u("What's the corkage fee if I bring my own bottle to the Oberkampf wine bar?", allow=["loc:loc_paris_oberkampf"])
u("Can I hire the Sablon shop for a birthday party?", allow=["loc:loc_bruxelles_sablon"])
u("How many people work at your Bordeaux shop?", allow=["loc:loc_bordeaux_chartrons"])
u("Does the 12-bottle wine fridge have a lock?", about=["cave-a-vin-vauclair-12"])
u("What does the calvados taste like — any tasting notes?", about=["calvados-grandouet-hors-d-age"])
u("Est-ce que le Morgon Côte du Py se garde 10 ans ?", about=["morgon-cote-du-py"], ctx=FR)
u("Proposez-vous des cours d'œnologie en ligne ?", ctx=FR)
u("Y a-t-il des toilettes à la cave de Lyon ?", ctx=FR, allow=["loc:loc_lyon_croix_rousse"])
u("Can I pay in British pounds, and what exchange rate do you use?", allow=["pol:terms-of-service"])
u("Does the gift card come with an envelope?", about=["carte-cadeau-vauclair"])
u("Is the Vauclair corkscrew suitable for left-handed people?", about=["tire-bouchon-limonadier-vauclair"])
u("Which of your wines won a gold medal at the Concours Général Agricole?")
u("Do you have a mobile app?")
u("what's the phone number of the Domaine Lachaise winery, I want to visit")
u("Quel est le taux de sucre résiduel du Crémant de Loire ?", about=["cremant-de-loire-varennes"], ctx=FR)
u("is the rosé good with sushi?", about=["clos-sainte-victoire-rose"])
u("Do you have a wine subscription box delivered every month?")
u("Does the Sablon wine bar serve food?", allow=["loc:loc_bruxelles_sablon"])
u("Can you engrave a name on the Vauclair decanter?", about=["carafe-a-decanter-vauclair"])
u("Is the 1995 Lauzun armagnac from a single cask?", about=["lauzun-bas-armagnac-millesime"])
u("Do you price-match other wine shops?")
u("Is the cheese at the Champagne & fromages workshop suitable for vegetarians?", about=["atelier-champagne-fromages"])
u("How many bottles can your Bordeaux storage cellar hold in total?", allow=["loc:loc_bordeaux_chartrons", "faq:wine-storage"])

# ================================================================== OTHER LANGUAGES (no content in them)
C = "other_language"
q("Hoe laat sluit de winkel in Gent op zaterdag?", C, [["18:00", "18.00", "18 uur", "18u", "18h"]], ["loc:loc_gent_kraanlei"], ctx={"language": "nl"},
  ev=[("location:loc_gent_kraanlei", "10:00-18:00")])
q("Leveren jullie ook in Nederland?", C, [], ["pol:shipping-policy"], ctx={"language": "nl"},
  ev=[("policy:shipping-policy", "We do not deliver to any other country, including the Netherlands, Germany, Switzerland and the United Kingdom, nor to the French overseas departments: excise rules on alcohol prevent it.")])
q("Hebben jullie jenever?", C, [["Hasselt"]], ["p:genievre-de-hasselt"], ctx={"language": "nl"},
  ev=[("product:genievre-de-hasselt", "A traditional Belgian old grain jenever from Hasselt")])
q("Liefern Sie nach Deutschland?", C, [], ["pol:shipping-policy"], ctx={"language": "de"}, yn="no",
  ev=[("policy:shipping-policy", "We do not deliver to any other country, including the Netherlands, Germany, Switzerland and the United Kingdom, nor to the French overseas departments: excise rules on alcohol prevent it.")])
q("Wird der Cognac Bertholle XO in einer Geschenkbox geliefert?", C, [], ["p:cognac-bertholle-xo"], ctx={"language": "de"}, yn="yes",
  ev=[("product:cognac-bertholle-xo", "presented in a gift box")])
q("Wie lange habe ich Zeit, ungeöffnete Flaschen zurückzugeben?", C, [["30"]], ["pol:refund-policy"], ctx={"language": "de"},
  ev=[("policy:refund-policy", R_GEN)])
q("¿Cuánto cuesta el envío a Bélgica?", C, [["12,90", "12.90"]], ["pol:shipping-policy"], ctx={"language": "es"},
  ev=[("policy:shipping-policy", "Delivery to Belgium and Luxembourg costs €12.90 and takes 3 to 6 working days.")])
q("¿El Château Lestang contiene huevo?", C, [], ["p:chateau-lestang-margaux"], ctx={"language": "es"}, yn="yes",
  ev=[("product:chateau-lestang-margaux", "Fined with egg white: may contain traces of egg.")])
q("Quanto costa il Cognac Bertholle VSOP?", C, [["45"]], ["p:cognac-bertholle-vsop"], ctx={"language": "it"},
  ev=[("product:cognac-bertholle-vsop", "45.00")])

# ================================================================== CHECK AND WRITE
def main():
    problems = []
    for i, o in enumerate(QS, 1):
        o["id"] = f"Q{i:03d}"
        if o["answerable"] and not o["evidence"]:
            problems.append(f"{o['id']}: answerable without evidence")
        if not o["answerable"] and (o["facts"] or o["evidence"]):
            problems.append(f"{o['id']}: unanswerable with facts/evidence")
        for e in o["evidence"]:
            t = record_text(e["source"])
            if t is None:
                problems.append(f"{o['id']}: no record {e['source']}")
            elif e["quote"] not in t:
                problems.append(f"{o['id']}: quote not in {e['source']}: {e['quote']!r}")
    seen = set()
    for o in QS:
        k = (o["group"], o["turn"])
        if k in seen: problems.append(f"duplicate group/turn {k}")
        seen.add(k)
    if problems:
        print("\n".join(problems)); sys.exit(1)
    with open(os.path.join(SUITE, "questions.jsonl"), "w") as f:
        for o in QS:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    # summary
    from collections import Counter
    cats = Counter(o["category"] for o in QS)
    print(len(QS), "questions;", dict(cats))
    print("yes/no:", sum(1 for o in QS if "polarity" in o), Counter(o.get("polarity") for o in QS if "polarity" in o))
    print("unanswerable:", sum(1 for o in QS if not o["answerable"]), " operations:", sum(1 for o in QS if o["operation"]),
          " later turns:", sum(1 for o in QS if o["turn"] > 1), " viewer:", sum(1 for o in QS if "viewer" in o))
    print("languages:", Counter((o.get("context") or {}).get("language", "en") for o in QS))
    print("with ids:", sum(1 for o in QS if o.get("ids")), " groups:", len({o['group'] for o in QS}))

if __name__ == "__main__":
    main()
