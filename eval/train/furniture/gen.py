#!/usr/bin/env python3
"""Writes furniture/questions.jsonl: the blind question set for the Harbour & Hearth store.

Labelled for now = 2026-12-23T06:15:00Z = Wednesday 23 December 2026, 19:15 NZDT
(Chatham Islands: 20:00). Every evidence quote is checked against the store's files here.
"""
import json, pathlib, re, sys

HERE = pathlib.Path(__file__).parent
STORE = HERE / "furniture" / "store"
OUT = HERE / "furniture" / "questions.jsonl"
AUTH = "harbourandhearth"
WEB = "https://harbourandhearth.example"

LOCURL = {
    "loc_newmarket": WEB + "/stores/auckland-newmarket",
    "loc_mt_wellington_outlet": WEB + "/stores/auckland-clearance-outlet",
    "loc_hamilton": WEB + "/stores/hamilton-te-rapa",
    "loc_tauranga": WEB + "/stores/tauranga-mount-maunganui",
    "loc_petone": WEB + "/stores/wellington-petone",
    "loc_christchurch": WEB + "/stores/christchurch-sydenham",
    "loc_nelson": WEB + "/stores/nelson",
    "loc_dunedin": WEB + "/stores/dunedin",
    "loc_chatham": WEB + "/stores/chatham-islands",
}
ALL_LOCS = list(LOCURL)

def link(s):
    kind, _, val = s.partition(":")
    if kind == "p":
        return {"id": f"gid://{AUTH}/Product/{val}"}
    if kind == "pol":
        return {"url": f"{WEB}/policies/{val}"}
    if kind == "faq":
        return {"url": f"{WEB}/pages/faq#{val}"}
    if kind == "loc":
        return {"url": LOCURL[val]}
    if kind == "ord":
        return {"id": f"gid://{AUTH}/Order/{val}"}
    if kind == "cart":
        return {"id": f"gid://{AUTH}/Cart/{val}"}
    if kind == "contact":
        return {"url": f"{WEB}/pages/contact"}
    if kind == "type":
        return {"type": val}
    raise ValueError(s)

def gid(pid):
    return f"gid://{AUTH}/Product/{pid}"

# Accepted spellings of times and dates.
def T(hhmm):
    h, m = map(int, hhmm.split(":"))
    out = [hhmm]
    if h < 10:
        out.append(f"{h}:{m:02d}")
    h12 = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    if m == 0:
        out += [f"{h12}{ap}", f"{h12} {ap}", f"{h12}:00 {ap}", f"{h12}:00{ap}", f"{h12}.00{ap}", f"{h12}.00 {ap}"]
        if h >= 13:
            out += [f"{h12}:00", f"{h12}.00"]
        if h == 12:
            out += ["noon", "midday"]
    else:
        out += [f"{h12}:{m:02d}", f"{h12}.{m:02d}"]
    return "|".join(dict.fromkeys(out))

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
def D(iso):
    y, mo, d = map(int, iso.split("-"))
    M = MONTHS[mo - 1]
    return "|".join([f"{d} {M}", f"{M} {d}", f"{d} {M[:3]}", f"{M[:3]} {d}", iso, f"{d:02d}/{mo:02d}/{y}", f"{d}/{mo}/{y}"])

def value_of(quote):
    """`key = value` in this script's evidence is shorthand for the field's value."""
    m = re.match(r'^[a-z_]+ = (.+)$', quote)
    if not m:
        return quote
    v = m.group(1)
    if v.startswith('"') and v.endswith('"'):
        v = v[1:-1]
    assert not v.startswith("["), quote
    return v

NOT_PERFORMED = {"type": "info", "code": "operation_not_performed"}

Q = []
_group = [0]

def add(query, cat, facts=(), ev=(), links=(), allowed=(), disc=(), pol=None, ans=True, op=False,
        ids=None, ctx=None, none=(), viewer=None, group=None, turn=1, fe=None, nf=()):
    if group is None:
        _group[0] += 1
        group = f"G{_group[0]:03d}"
    q = {"id": f"Q{len(Q) + 1:03d}", "group": group, "turn": turn, "query": query}
    if ids:
        q["ids"] = list(ids)
    if ctx:
        q["context"] = ctx
    q["category"] = cat
    q["answerable"] = ans
    q["operation"] = op
    q["facts"] = [f.split("|") for f in facts]
    q["facts_none"] = list(none)
    if pol:
        q["polarity"] = pol
    q["links_required"] = [link(l) for l in links]
    q["links_allowed"] = [link(l) for l in allowed]
    q["messages_required"] = [NOT_PERFORMED] if op else []
    q["messages_forbidden"] = []
    q["disclosures"] = list(disc)
    q["not_found"] = list(nf)
    if fe:
        q["followup_entity"] = gid(fe) if not fe.startswith("gid://") else fe
    if viewer:
        q["viewer"] = {"buyer": viewer, "scopes": ["dev.ucp.common.ask:read"]}
    if ans:
        assert ev, f"answerable question without evidence: {query}"
        q["evidence"] = [{"source": s, "quote": value_of(t)} for s, t in ev]
    else:
        assert not facts, query
    Q.append(q)
    return group

def conv(turns):
    """turns: list of dicts of add() keyword arguments (query first); one group."""
    _group[0] += 1
    g = f"G{_group[0]:03d}"
    for i, t in enumerate(turns, 1):
        t = dict(t)
        query = t.pop("query")
        cat = t.pop("cat", "followup")
        add(query, cat, group=g, turn=i, **t)

# =============================================================================
# PRODUCTS
# =============================================================================
M3, M2, MX = "marlow-3-seater-sofa", "marlow-2-seater-sofa", "marlow-2-seater-ex-display"
TIP, COT, BUNK, PINCH = "tip_over", "cot_safety", "bunk_bed_safety", "pinch_hazard"

# --- sofas -------------------------------------------------------------------
add("How wide is the Marlow 3-Seater Sofa?", "product_attribute", ["224"],
    [("product:" + M3, "224")], ["p:" + M3], ["p:" + M2])
add("will the marlow 2 seater squeeze into a 1.8 metre gap between my bookshelves", "product_attribute",
    ["178"], [("product:" + M2, "178")], ["p:" + M2], ["p:" + M3, "p:" + MX, "faq:will-it-fit"], pol="yes")
add("Is the Marlow 3-Seater something you keep in stock, or is it made for me? How long would I wait?",
    "product_attribute", ["made to order|made-to-order|hand-built to order|built to order", "8 to 10 weeks|8-10 weeks|8–10 weeks|8 and 10 weeks"],
    [("product:" + M3, "hand-built to order in our Auckland workshop"), ("variant:marlow-3-hollis-oat", "8 to 10 weeks")],
    ["p:" + M3], ["pol:made-to-order"])
add("Can I take the covers off the leather Marlow 3-seater to clean them?", "product_attribute",
    [], [("variant:marlow-3-leather-tan", "removable_covers = false")], ["p:" + M3], ["faq:leather-care"], pol="no")
add("What's the rub count on the Hollis weave?", "product_attribute", ["60,000|60000|60 000"],
    [("variant:marlow-3-hollis-oat", "60000")], ["p:" + M3], ["p:" + M2, "faq:pets-and-fabric"])
add("Is the Ravello velvet on the Marlow 3-Seater as hard-wearing as the Hollis weave?", "product_compare",
    ["35,000|35000|35 000", "60,000|60000|60 000"],
    [("variant:marlow-3-ravello-teal", "35000"), ("variant:marlow-3-hollis-oat", "60000")],
    ["p:" + M3], ["faq:pets-and-fabric"], pol="no")
add("How long does the Marlow 3-Seater take to make in the tan leather?", "product_attribute",
    ["10 to 12 weeks|10-12 weeks|10–12 weeks|10 and 12 weeks"],
    [("variant:marlow-3-leather-tan", "10 to 12 weeks")], ["p:" + M3], ["pol:made-to-order"])
add("What colours does the Marlow 2-Seater Sofa come in?", "product_variants", ["Oat", "Charcoal", "Teal"],
    [("variant:marlow-2-hollis-oat", "Hollis Weave / Oat"), ("variant:marlow-2-hollis-charcoal", "Hollis Weave / Charcoal"), ("variant:marlow-2-ravello-teal", "Ravello Velvet / Teal")],
    ["p:" + M2], ["p:" + M3, "p:" + MX], none=["Rust"])
add("can i get the 2 seater marlow in leather", "product_variants", ["Hollis", "velvet|Ravello"],
    [("product:" + M2, "Hollis weave"), ("product:" + M2, "Ravello velvet")], ["p:" + M2], ["p:" + M3], pol="no")
add("How much is the Marlow 3-Seater in velvet?", "product_price", ["3,199|3199"],
    [("variant:marlow-3-ravello-teal", "3199.00")], ["p:" + M3])
add("What's the cheapest brand-new Marlow sofa I can order?", "product_price", ["2,399|2399"],
    [("variant:marlow-2-hollis-oat", "2399.00")], ["p:" + M2], ["p:" + M3, "p:" + MX])
add("What's the difference between the Marlow 2-Seater and 3-Seater, size-wise?", "product_compare", ["178", "224"],
    [("product:" + M2, "178"), ("product:" + M3, "224")], ["p:" + M2, "p:" + M3])
add("How much is the ex-display Marlow, and can I bring it back if it doesn't suit the room?", "product_final_sale",
    ["1,499|1499", "final sale"],
    [("product:" + MX, "1499.00"), ("policy:returns", "Clearance, ex-display and seconds items are final sale and can't be returned or exchanged for change of mind.")],
    ["p:" + MX], ["pol:returns", "p:" + M2], pol="no")
add("Can I buy the Marlow 2-Seater Sofa (Ex-Display) online?", "product_attribute", ["Newmarket"],
    [("product:" + MX, "Available in the Newmarket showroom only")], ["p:" + MX], ["loc:loc_newmarket", "p:" + M2], pol="no")
add("Is the Mahana corner sofa made to order?", "product_attribute", ["stock"],
    [("product:mahana-modular-sofa", "Held in stock, so it is delivered in days rather than made to order.")],
    ["p:mahana-modular-sofa"], pol="no")
add("Will the Mahana modular get through a normal front door?", "product_attribute", ["module"],
    [("product:mahana-modular-sofa", "The modules clip together, so it fits through standard doorways.")],
    ["p:mahana-modular-sofa"], ["faq:will-it-fit"], pol="yes")
add("how deep is the chaise bit on the mahana", "product_attribute", ["165"],
    [("product:mahana-modular-sofa", "165")], ["p:mahana-modular-sofa"])
add("Which side is the chaise on the Mahana corner sofa?", "product_variants", ["left", "right"],
    [("variant:mahana-ivory-left", "Ivory / Left-hand chaise"), ("variant:mahana-ivory-right", "Ivory / Right-hand chaise")],
    ["p:mahana-modular-sofa"])
add("Does the Newmarket showroom have the Mahana in Stone with the left-hand chaise?", "product_stock", ["Newmarket"],
    [("inventory", "loc_newmarket,mahana-stone-left,0")], ["p:mahana-modular-sofa"], ["loc:loc_newmarket", "loc:loc_hamilton",
    "loc:loc_christchurch", "loc:loc_tauranga", "loc:loc_petone", "loc:loc_nelson", "loc:loc_dunedin"], pol="no")
add("Can I unzip the Mahana's covers and wash them?", "product_attribute", [],
    [("product:mahana-modular-sofa", "removable_covers = false")], ["p:mahana-modular-sofa"], pol="no")
add("How many people can sit on the Mahana?", "product_attribute", ["5|five"],
    [("product:mahana-modular-sofa", "seats = 5")], ["p:mahana-modular-sofa"])

# --- coffee tables, storage ---------------------------------------------------
add("What are the dimensions of the Oakley Coffee Table?", "product_attribute", ["120", "60", "40"],
    [("product:oakley-coffee-table", "120"), ("product:oakley-coffee-table", "60"), ("product:oakley-coffee-table", "40")],
    ["p:oakley-coffee-table"], ["p:oakley-coffee-table-seconds", "p:oakley-side-table"])
add("Is the Oakley coffee table just veneer over chipboard?", "product_attribute", ["solid"],
    [("product:oakley-coffee-table", "A solid American white oak coffee table")], ["p:oakley-coffee-table"],
    ["p:oakley-coffee-table-seconds"], pol="no")
add("Is there a cheaper version of the Oakley coffee table?", "product_price", ["799", "final sale|Final sale"],
    [("product:oakley-coffee-table-seconds", "799.00"), ("product:oakley-coffee-table-seconds", "Final sale.")],
    ["p:oakley-coffee-table-seconds"], ["p:oakley-coffee-table", "pol:returns"])
add("What's wrong with the Oakley seconds tables?", "product_attribute", ["marks"],
    [("product:oakley-coffee-table-seconds", "minor marks or knots in the oak that don't affect strength")],
    ["p:oakley-coffee-table-seconds"], ["p:oakley-coffee-table"])
add("If I buy the Oakley Coffee Table (Seconds) and change my mind, can I return it?", "product_final_sale",
    ["final sale"], [("product:oakley-coffee-table-seconds", "Final sale."),
    ("policy:returns", "Clearance, ex-display and seconds items are final sale and can't be returned or exchanged for change of mind.")],
    ["p:oakley-coffee-table-seconds"], ["pol:returns", "p:oakley-coffee-table"], pol="no")
add("If I buy the full-price Oakley Coffee Table and change my mind, can I send it back?", "product_final_sale",
    ["30 days|30-day|thirty days"], [("policy:returns", "If you change your mind, you can return most items within 30 days of delivery or collection.")],
    ["p:oakley-coffee-table"], ["pol:returns", "p:oakley-coffee-table-seconds"], pol="yes")
add("Oakley side table height?", "product_attribute", ["55"], [("product:oakley-side-table", "55")], ["p:oakley-side-table"],
    ["p:oakley-coffee-table"])
add("How tall is the Tasman Tall Bookcase?", "product_attribute", ["200|2 m|2m|two-metre|two metre|2-metre|2 metre"],
    [("product:tasman-tall-bookcase", "200")], ["p:tasman-tall-bookcase"], ["p:tasman-low-bookcase"], disc=[TIP])
add("I've got heavy art books, around 30 kg a shelf. Can the Tasman Tall Bookcase shelves take that?", "product_attribute",
    ["25"], [("product:tasman-tall-bookcase", "shelf_max_load_kg = 25")], ["p:tasman-tall-bookcase"], disc=[TIP], pol="no")
add("Does the tall Tasman bookcase come with something to fix it to the wall?", "product_attribute", ["restraint"],
    [("product:tasman-tall-bookcase", "Supplied flat-packed with a steel wall restraint, which must be fitted.")],
    ["p:tasman-tall-bookcase"], ["p:wall-anchor-kit", "faq:anchoring"], disc=[TIP], pol="yes")
add("Does the Tasman Low Bookcase come with a wall restraint?", "product_attribute", [],
    [("product:tasman-low-bookcase", "wall_restraint_included = false")], ["p:tasman-low-bookcase"],
    ["p:wall-anchor-kit", "faq:anchoring", "p:tasman-tall-bookcase"], pol="no")
add("How high is the low Tasman bookcase and how many shelves has it got?", "product_attribute", ["90", "2|two"],
    [("product:tasman-low-bookcase", "90 cm high"), ("product:tasman-low-bookcase", "shelves = 2")], ["p:tasman-low-bookcase"],
    ["p:tasman-tall-bookcase"])
add("Do I have to buy the Furniture Wall Anchor Kit separately for the Tasman Tall Bookcase?", "product_kit", ["restraint"],
    [("product:tasman-tall-bookcase", "wall_restraint_included = true")], ["p:tasman-tall-bookcase"], ["p:wall-anchor-kit", "faq:anchoring"],
    disc=[TIP], pol="no")
add("tasman tal bookcase - how long to put togther?", "product_attribute", ["60|an hour|one hour|1 hour"],
    [("product:tasman-tall-bookcase", "assembly_time_min = 60")], ["p:tasman-tall-bookcase"], disc=[TIP])
add("Will the Tasman TV unit take a 75-inch TV?", "product_attribute", ["85"],
    [("product:tasman-tv-unit", "up to 85 inches")], ["p:tasman-tv-unit"], pol="yes")
add("My TV plus soundbar weigh about 45 kg — ok on top of the Tasman TV Unit?", "product_attribute", ["40"],
    [("product:tasman-tv-unit", "top_max_load_kg = 40")], ["p:tasman-tv-unit"], pol="no")
add("Is there somewhere to run cables on the Tasman TV unit?", "product_attribute", ["cable"],
    [("product:tasman-tv-unit", "a cable hole at the back")], ["p:tasman-tv-unit"], pol="yes")
add("Do the doors on the Ashby sideboard slam or are they soft close?", "product_attribute", ["soft-close|soft close"],
    [("product:ashby-sideboard", "three soft-close doors")], ["p:ashby-sideboard"])
add("how many drawers in the ashby", "product_attribute", ["3|three"],
    [("product:ashby-sideboard", "drawers = 3")], ["p:ashby-sideboard"])
add("Ashby sideboard price?", "product_price", ["1,699|1699"], [("product:ashby-sideboard", "1699.00")], ["p:ashby-sideboard"])

# --- dining -------------------------------------------------------------------
add("How many people fit around the bigger Wanaka table when it's extended?", "product_variants", ["8 to 10|8-10|8–10|10 people|ten"],
    [("variant:wanaka-table-220", "8 to 10")], ["p:wanaka-dining-table"])
add("Is the Wanaka dining table solid timber?", "product_attribute", ["solid oak"],
    [("product:wanaka-dining-table", "A solid oak extension table")], ["p:wanaka-dining-table"], pol="yes")
add("Where does the extra leaf of the Wanaka table live when I'm not using it?", "product_attribute", ["under"],
    [("product:wanaka-dining-table", "a butterfly leaf that folds away under the top")], ["p:wanaka-dining-table"])
add("How long is the 180 Wanaka when it's fully extended?", "product_variants", ["230"],
    [("variant:wanaka-table-180", "230")], ["p:wanaka-dining-table"])
add("Will a Wanaka Dining Chair hold my dad? He's about 130 kg.", "product_attribute", ["120"],
    [("product:wanaka-dining-chair", "max_load_kg = 120")], ["p:wanaka-dining-chair"], pol="no")
add("Do the Wanaka dining chairs come as a pair?", "product_attribute", ["individually|single|each"],
    [("product:wanaka-dining-chair", "Sold individually.")], ["p:wanaka-dining-chair"], pol="no")
add("whats the price of the black wanaka chair", "product_price", ["329"],
    [("variant:wanaka-chair-black-charcoal", "329.00")], ["p:wanaka-dining-chair"])
add("Our kitchen bench is 90 cm high. Would the Wanaka bar stool work with it?", "product_attribute", ["100", "110"],
    [("product:wanaka-bar-stool", "for kitchen islands and bars between 100 and 110 cm high")], ["p:wanaka-bar-stool"], pol="no")
add("Does the Wanaka Bar Stool swivel?", "product_attribute", [], [("product:wanaka-bar-stool", "swivel = false")],
    ["p:wanaka-bar-stool"], pol="no")
add("What's the seat height of the Wanaka dining chair compared with the Wanaka bar stool?", "product_compare", ["46", "76"],
    [("product:wanaka-dining-chair", "seat_height_cm = 46"), ("product:wanaka-bar-stool", "seat_height_cm = 76")],
    ["p:wanaka-dining-chair", "p:wanaka-bar-stool"])

# --- outdoor ------------------------------------------------------------------
add("Can the Piha outdoor dining table stay outside all year?", "product_attribute", ["all year|year round|year-round"],
    [("product:piha-outdoor-dining-table", "Made to live outside all year round.")], ["p:piha-outdoor-dining-table"],
    ["faq:teak-care"], pol="yes")
add("Has the Piha Outdoor Dining Table got an umbrella hole? What size?", "product_attribute", ["50"],
    [("product:piha-outdoor-dining-table", "umbrella_hole_diameter_mm = 50")], ["p:piha-outdoor-dining-table"], pol="yes")
add("Does the Piha 5-piece set include the seat cushions?", "product_kit", ["separately|not included"],
    [("product:piha-5-piece-dining-set", "Seat pads are sold separately.")], ["p:piha-5-piece-dining-set"], ["p:piha-seat-pad"], pol="no")
add("How many chairs are in the Piha 5-Piece Outdoor Dining Set, and how long is its table?", "product_kit", ["4|four", "150"],
    [("product:piha-5-piece-dining-set", "4 Piha outdoor dining chairs"), ("product:piha-5-piece-dining-set", "table_width_cm = 150")],
    ["p:piha-5-piece-dining-set"], ["p:piha-outdoor-dining-chair", "p:piha-outdoor-dining-table"])
add("Is the table in the Piha 5-piece set the same as the Piha Outdoor Dining Table sold on its own?", "product_compare",
    ["150", "200"], [("product:piha-5-piece-dining-set", "table_width_cm = 150"), ("product:piha-outdoor-dining-table", "width_cm = 200")],
    ["p:piha-5-piece-dining-set", "p:piha-outdoor-dining-table"], pol="no")
add("Can you stack the Piha outdoor chairs?", "product_attribute", ["4|four"],
    [("product:piha-outdoor-dining-chair", "stack_height = 4")], ["p:piha-outdoor-dining-chair"], pol="yes")
add("Piha outdoor chair weight capacity?", "product_attribute", ["120"],
    [("product:piha-outdoor-dining-chair", "max_load_kg = 120")], ["p:piha-outdoor-dining-chair"])
add("Can I leave the Piha seat pads out in the rain?", "product_attribute", ["shower", "heavy rain"],
    [("product:piha-seat-pad", "shower-resistant"), ("product:piha-seat-pad", "bring indoors or into a cushion box in heavy rain and over winter")],
    ["p:piha-seat-pad"])
add("What colours do the Piha seat pads come in?", "product_variants", ["Sand", "Navy"],
    [("variant:piha-seat-pad-sand", "Sand"), ("variant:piha-seat-pad-navy", "Navy")], ["p:piha-seat-pad"])

# --- bedroom ------------------------------------------------------------------
add("How much is the Aria bed in queen?", "product_price", ["1,899|1899"], [("variant:aria-bed-queen", "1899.00")], ["p:aria-bed-frame"])
add("I need 25 cm under the bed for storage boxes — is there enough room under the Aria Bed Frame?", "product_attribute", ["24"],
    [("product:aria-bed-frame", "underbed_clearance_cm = 24")], ["p:aria-bed-frame"], pol="no")
add("Does the Aria bed frame come with a mattress?", "product_kit", ["not included|sold separately|doesn't include|does not include"],
    [("product:aria-bed-frame", "Mattress not included.")], ["p:aria-bed-frame"], ["p:cloud-mattress"], pol="no")
add("What size mattress does the king Aria bed take?", "product_variants", ["167", "203"],
    [("variant:aria-bed-king", "167 x 203")], ["p:aria-bed-frame"], ["p:cloud-mattress"])
add("Do you make the Cloud mattress in super king?", "product_variants", ["King"],
    [("variant:cloud-king", "King")], ["p:cloud-mattress"], ["p:aria-bed-frame"], pol="no")
add("How firm is the Cloud Pocket Spring Mattress?", "product_attribute", ["medium-firm|medium firm"],
    [("product:cloud-mattress", "medium-firm")], ["p:cloud-mattress"])
add("Do I need to flip the Cloud mattress?", "product_attribute", [],
    [("product:cloud-mattress", "flippable = false")], ["p:cloud-mattress"], pol="no")
add("does the cloud mattress arrive rolled up in a box", "product_attribute", ["flat"],
    [("product:cloud-mattress", "delivered flat, never rolled")], ["p:cloud-mattress"], pol="no")
add("How many springs are in a queen Cloud mattress?", "product_variants", ["1,800|1800|1 800"],
    [("variant:cloud-queen", "spring_count = 1800")], ["p:cloud-mattress"])
add("Is the Cloud mattress made here in NZ?", "product_attribute", ["Auckland"],
    [("product:cloud-mattress", "Made in our Auckland workshop")], ["p:cloud-mattress"], ["faq:made-in-nz"], pol="yes")
add("What's inside the Cloud mattress — any wool?", "product_attribute", ["wool", "latex"],
    [("product:cloud-mattress", "comfort layers of New Zealand wool and natural latex")], ["p:cloud-mattress"])
add("What mattress size do I need for the Aria Cot?", "product_attribute", ["1300", "690"],
    [("product:aria-cot", "1300 x 690")], ["p:aria-cot"], ["p:aria-cot-mattress"], disc=[COT])
add("Can the Aria cot turn into a toddler bed later, or do I have to buy a rail?", "product_kit", ["rail"],
    [("product:aria-cot", "the cot converts to a toddler bed with the toddler rail included")], ["p:aria-cot"], disc=[COT], pol="yes")
add("Does the Aria Cot meet the NZ cot safety standard?", "product_attribute", ["2172"],
    [("product:aria-cot", "AS/NZS 2172:2013")], ["p:aria-cot"], disc=[COT], pol="yes")
add("Is a mattress included with the Aria Cot?", "product_kit", ["separately|not included"],
    [("product:aria-cot", "Mattress sold separately.")], ["p:aria-cot"], ["p:aria-cot-mattress"], disc=[COT], pol="no")
add("What are the measurements of the Aria Cot Mattress, and is the cover washable?", "product_attribute", ["1300", "60"],
    [("product:aria-cot-mattress", "1300 x 690 x 100"), ("product:aria-cot-mattress", "machine wash at 60 degrees")],
    ["p:aria-cot-mattress"], ["p:aria-cot"])
add("Aria cot matress price?", "product_price", ["299"], [("product:aria-cot-mattress", "299.00")], ["p:aria-cot-mattress"], ["p:aria-cot"])
add("What's the maximum weight the Aria bed frame takes?", "product_attribute", ["300"],
    [("product:aria-bed-frame", "max_load_kg = 300")], ["p:aria-bed-frame"])
add("Is the Aria cot made of the same stuff as the Aria bed?", "product_compare", ["beech", "oak veneer"],
    [("product:aria-cot", "solid beech with oak veneer panels"), ("product:aria-bed-frame", 'material = "oak veneer"')],
    ["p:aria-cot", "p:aria-bed-frame"], disc=[COT])
add("How many drawers does the Aria Tallboy have, and how tall is it?", "product_attribute", ["6|six", "130"],
    [("product:aria-tallboy", "drawers = 6"), ("product:aria-tallboy", "height_cm = 130")], ["p:aria-tallboy"], disc=[TIP])
add("Do I really have to screw the Aria tallboy to the wall?", "product_attribute", ["restraint"],
    [("product:aria-tallboy", "Supplied with a steel wall restraint, which must be fitted.")], ["p:aria-tallboy"],
    ["faq:anchoring", "pol:assembly-services"], disc=[TIP], pol="yes")
add("Does the Aria Bedside Table come with a wall strap?", "product_attribute", [],
    [("product:aria-bedside-table", "wall_restraint_included = false")], ["p:aria-bedside-table"], ["p:wall-anchor-kit"], pol="no")
add("Aria bedside table - size and price?", "product_attribute", ["549", "55"],
    [("product:aria-bedside-table", "549.00"), ("product:aria-bedside-table", "height_cm = 55")], ["p:aria-bedside-table"])
add("Can my 6-year-old sleep on the top of the Rangi bunk bed?", "product_age", ["9|nine"],
    [("product:rangi-bunk-bed", "upper_bunk_min_age_years = 9")], ["p:rangi-bunk-bed"], disc=[BUNK], pol="no")
add("Can the Rangi Bunk Bed be split into two separate beds?", "product_attribute", ["single"],
    [("product:rangi-bunk-bed", "It splits into two single beds.")], ["p:rangi-bunk-bed"], disc=[BUNK], pol="yes")
add("What's the weight limit per bunk on the Rangi?", "product_attribute", ["100"],
    [("product:rangi-bunk-bed", "max_load_per_bunk_kg = 100")], ["p:rangi-bunk-bed"], disc=[BUNK])
add("Could an adult of 120 kg use the Rangi Single Bed as a guest bed?", "product_attribute", ["150"],
    [("product:rangi-single-bed", "max_load_kg = 150")], ["p:rangi-single-bed"], ["p:rangi-bunk-bed"], pol="yes")
add("Is the Rangi single bed made in New Zealand?", "product_attribute", ["Rotorua"],
    [("product:rangi-single-bed", "made in Rotorua")], ["p:rangi-single-bed"], ["faq:made-in-nz"], pol="yes")
add("Do the Rangi bunks come with mattresses?", "product_kit", ["separately|not included"],
    [("product:rangi-bunk-bed", "Mattresses sold separately.")], ["p:rangi-bunk-bed"], ["p:cloud-mattress"], disc=[BUNK], pol="no")

# --- office -------------------------------------------------------------------
add("How low and how high does the Brook Sit-Stand Desk go?", "product_range", ["65", "130"],
    [("product:brook-sit-stand-desk", "height_min_cm = 65"), ("product:brook-sit-stand-desk", "height_max_cm = 130")],
    ["p:brook-sit-stand-desk"], ["p:brook-desk"], disc=[PINCH])
add("Can the Brook standing desk hold two monitors and a tower PC, about 40 kg?", "product_attribute", ["100"],
    [("product:brook-sit-stand-desk", "max_load_kg = 100")], ["p:brook-sit-stand-desk"], disc=[PINCH], pol="yes")
add("Is the Brook Desk height adjustable?", "product_attribute", ["75"],
    [("product:brook-desk", "A fixed-height writing desk"), ("product:brook-desk", "height_cm = 75")],
    ["p:brook-desk"], ["p:brook-sit-stand-desk"], pol="no")
add("How much weight can the Brook Desk take?", "product_attribute", ["50"],
    [("product:brook-desk", "max_load_kg = 50")], ["p:brook-desk"])
add("What's the price difference between the Brook Desk and the Brook Sit-Stand Desk?", "product_compare", ["699", "1,199|1199"],
    [("product:brook-desk", "699.00"), ("product:brook-sit-stand-desk", "1199.00")], ["p:brook-desk", "p:brook-sit-stand-desk"], disc=[PINCH])
add("Does the Brook sit-stand desk stop if it hits something?", "product_attribute", ["stops|stop|reverses|anti-collision"],
    [("product:brook-sit-stand-desk", "It stops and reverses if it meets an obstacle.")], ["p:brook-sit-stand-desk"], disc=[PINCH], pol="yes")
add("I'm 140 kg. Is the Tane chair rated for me?", "product_attribute", ["130"],
    [("product:tane-task-chair", "max_user_weight_kg = 130")], ["p:tane-task-chair"], pol="no")
add("What's the seat height range on the Tane Task Chair?", "product_range", ["44", "54"],
    [("product:tane-task-chair", "seat_height_min_cm = 44"), ("product:tane-task-chair", "seat_height_max_cm = 54")], ["p:tane-task-chair"])
add("Will the Tane chair's wheels wreck my rimu floors?", "product_attribute", ["soft"],
    [("product:tane-task-chair", "soft castors that are kind to timber floors")], ["p:tane-task-chair"])

# --- homewares ----------------------------------------------------------------
add("Does the Linen Cushion Cover come with an insert?", "product_kit", ["not included|cover only|without"],
    [("product:linen-cushion-cover", "Inner not included.")], ["p:linen-cushion-cover"], ["p:linen-cushion"], pol="no")
add("Does the Linen Cushion with Feather Inner come with the filling?", "product_kit", ["feather"],
    [("product:linen-cushion", "filled with a plump feather inner")], ["p:linen-cushion"], ["p:linen-cushion-cover"], pol="yes")
add("what size inner fits your linen cushion cover", "product_attribute", ["50"],
    [("product:linen-cushion-cover", "for a 50 cm square inner")], ["p:linen-cushion-cover"])
add("Can I chuck the merino throw in the washing machine?", "product_attribute", ["hand wash"],
    [("product:merino-throw", "hand wash cold")], ["p:merino-throw"], pol="no")
add("How big is the Merino Wool Throw?", "product_attribute", ["130", "180"],
    [("product:merino-throw", "130 x 180")], ["p:merino-throw"])
add("Would the Ripple rug be ok out on our covered deck?", "product_attribute", ["indoor"],
    [("product:ripple-wool-rug", "For indoor use.")], ["p:ripple-wool-rug"], pol="no")
add("What sizes does the Ripple Wool Rug come in and what do they cost?", "product_variants", ["160", "200", "899", "1,499|1499"],
    [("variant:ripple-rug-160", "899.00"), ("variant:ripple-rug-200", "1499.00")], ["p:ripple-wool-rug"])
add("Does the Ripple rug come with an underlay?", "product_kit", [],
    [("product:ripple-wool-rug", "underlay_included = false")], ["p:ripple-wool-rug"], pol="no")
add("How thick is the pile on the Ripple rug?", "product_attribute", ["15"],
    [("product:ripple-wool-rug", "pile_height_mm = 15")], ["p:ripple-wool-rug"])
add("Does the Lumen floor lamp come with a bulb? What type does it take?", "product_kit", ["E27"],
    [("product:lumen-floor-lamp", "Bulb not included."), ("product:lumen-floor-lamp", "E27")], ["p:lumen-floor-lamp"], pol="no")
add("How tall is the Lumen Floor Lamp?", "product_attribute", ["160"],
    [("product:lumen-floor-lamp", "height_cm = 160")], ["p:lumen-floor-lamp"])
add("Can I hang the Halo mirror in my bathroom?", "product_attribute", [],
    [("product:halo-round-mirror", "suitable_for_bathrooms = false")], ["p:halo-round-mirror"], pol="no")
add("How heavy is the Halo Round Mirror, and does it come with screws for the wall?", "product_kit", ["14"],
    [("product:halo-round-mirror", "weight_kg = 14"), ("product:halo-round-mirror", "wall fixings are not included")],
    ["p:halo-round-mirror"])
add("Will the Furniture Wall Anchor Kit work on a brick wall?", "product_attribute", ["brick"],
    [("product:wall-anchor-kit", "Not suitable for brick or concrete walls.")], ["p:wall-anchor-kit"], ["pol:assembly-services"], pol="no")
add("What's in the wall anchor kit?", "product_kit", ["2|two", "plasterboard"],
    [("product:wall-anchor-kit", "Two steel cable restraints with screws for timber studs and anchors for plasterboard")],
    ["p:wall-anchor-kit"])
add("How much are fabric swatches?", "product_price", ["free|0.00|$0", "6|six"],
    [("product:fabric-swatches", "we post them free"), ("product:fabric-swatches", "Choose up to 6 swatches")],
    ["p:fabric-swatches"], ["faq:see-fabric", "pol:made-to-order"])
add("What values do your gift cards come in?", "product_variants", ["50", "100", "250", "500"],
    [("faq:gift-cards", "Our digital gift cards come in $50, $100, $250 and $500 values")], ["p:gift-card"], ["faq:gift-cards"])
add("How long is a Harbour & Hearth gift card valid for?", "product_attribute", ["3 years|three years"],
    [("product:gift-card", "Valid for 3 years.")], ["p:gift-card"], ["faq:gift-cards"])

# --- stock --------------------------------------------------------------------
add("Is the black Tasman Tall Bookcase in stock at Petone?", "product_stock", [],
    [("inventory", "loc_petone,tasman-tall-black,0")], ["p:tasman-tall-bookcase"], ["loc:loc_petone"], disc=[TIP], pol="no")
add("Have you got a queen Cloud mattress at the Dunedin store?", "product_stock", [],
    [("inventory", "loc_dunedin,cloud-queen,2")], ["p:cloud-mattress"], ["loc:loc_dunedin"], pol="yes")
add("Where can I go and see the ex-display Marlow 2-seater?", "product_stock", ["Newmarket"],
    [("product:" + MX, "Available in the Newmarket showroom only")], ["p:" + MX], ["loc:loc_newmarket"])
add("Is the white Aria cot in stock in Christchurch?", "product_stock", [],
    [("inventory", "loc_christchurch,aria-cot-white,0")], ["p:aria-cot"], ["loc:loc_christchurch"], disc=[COT], pol="no")
add("Does the Hamilton showroom have the Rangi bunk bed in stock?", "product_stock", [],
    [("inventory", "loc_hamilton,RAN-BUNK,3")], ["p:rangi-bunk-bed"], ["loc:loc_hamilton"], disc=[BUNK], pol="yes")
add("Can I get the Piha 5-piece set from the Tauranga store?", "product_stock", [],
    [("inventory", "loc_tauranga,PIH-SET5,2")], ["p:piha-5-piece-dining-set"], ["loc:loc_tauranga"], pol="yes")
add("Is the black-frame Brook sit-stand desk in stock in Nelson?", "product_stock", [],
    [("inventory", "loc_nelson,brook-sit-stand-black,0"), ("inventory", "loc_nelson,brook-sit-stand-white,1")],
    ["p:brook-sit-stand-desk"], ["loc:loc_nelson"], disc=[PINCH], pol="no")
add("Do any of your showrooms keep the Marlow 3-Seater in stock?", "product_stock", ["made to order|made-to-order|built to order"],
    [("product:" + M3, "hand-built to order in our Auckland workshop")], ["p:" + M3], ["pol:made-to-order"], pol="no")

# --- grounded by ids, typos ---------------------------------------------------
add("how long does this take to put together", "product_attribute", ["60|an hour|one hour|1 hour"],
    [("product:tasman-tall-bookcase", "assembly_time_min = 60")], ["p:tasman-tall-bookcase"], ids=["TAS-TB-NAT"], disc=[TIP])
add("What are the drawer runners like on this?", "product_attribute", ["soft-close|soft close"],
    [("product:aria-tallboy", "full-extension soft-close")], ["p:aria-tallboy"], ids=[gid("aria-tallboy")], disc=[TIP])
add("what size is this one exactly", "product_variants", ["107", "203"],
    [("variant:cloud-king-single", "107 x 203")], ["p:cloud-mattress"], ids=["CLD-KS"])
add("Is this stool OK for a 105 cm bench?", "product_attribute", ["100", "110"],
    [("product:wanaka-bar-stool", "for kitchen islands and bars between 100 and 110 cm high")], ["p:wanaka-bar-stool"],
    ids=["WAN-BS-76"], pol="yes")
add("Is this suitable from newborn?", "product_age", ["birth"],
    [("product:aria-cot", "birth to about 3 years")], ["p:aria-cot"], ids=["aria-cot-white"], disc=[COT], pol="yes")
add("can this go up to standing height", "product_attribute", ["75|fixed"],
    [("product:brook-desk", "A fixed-height writing desk")], ["p:brook-desk"], ["p:brook-sit-stand-desk"], ids=["brook-desk"], pol="no")
add("how much is the marlow 3 seatr in charcol", "product_price", ["2,899|2899"],
    [("variant:marlow-3-hollis-charcoal", "2899.00")], ["p:" + M3])
add("mahana sofa weight? need to get it upstairs", "product_attribute", ["118"],
    [("product:mahana-modular-sofa", "weight_kg = 118")], ["p:mahana-modular-sofa"], ["pol:delivery"])
add("Is this in stock anywhere?", "product_not_found", [], [], [], ids=["MAR4-HOL-OAT"], ans=False, nf=["MAR4-HOL-OAT"])
add("Does this recline?", "product_not_found", [], [], [], ids=["harbour-electric-recliner"], ans=False, nf=["harbour-electric-recliner"])
add("Do you have both of these in natural oak?", "product_not_found", ["Natural Oak"],
    [("variant:tasman-tall-natural", "Natural Oak")], ["p:tasman-tall-bookcase"], ids=["TAS-TB-NAT", "TAS-TB-WAL"],
    disc=[TIP], nf=["TAS-TB-WAL"])

# =============================================================================
# POLICIES AND FAQ
# =============================================================================
RET = "policy:returns"
DEL = "policy:delivery"
SVC = "policy:assembly-services"
LAY = "policy:layby"
WAR = "policy:warranty"
MTO = "policy:made-to-order"
PRI = "policy:privacy"

# --- returns ------------------------------------------------------------------
add("How long do I have to return something?", "policy_returns", ["30 days|30-day|thirty days"],
    [(RET, "If you change your mind, you can return most items within 30 days of delivery or collection.")], ["pol:returns"])
add("what's your return policy", "policy_returns", ["30 days|30-day|thirty days"],
    [(RET, "If you change your mind, you can return most items within 30 days of delivery or collection.")], ["pol:returns"])
add("If I send something back because I changed my mind, who pays for the freight?", "policy_returns", ["you pay|You pay|at your cost|your cost|customer pays"],
    [(RET, "You pay the cost of returning a change-of-mind item")], ["pol:returns"])
add("Once you've got my return, how soon does the money come back?", "policy_returns", ["7 working days|seven working days"],
    [(RET, "We refund to your original payment method within 7 working days of receiving and inspecting the item.")], ["pol:returns"])
add("Can I return a made-to-order sofa if I change my mind?", "policy_returns", ["made for you|made-to-order|made to order"],
    [(RET, "Made-to-order items, including every Marlow sofa, are made for you and can't be returned for change of mind.")],
    ["pol:returns"], ["pol:made-to-order", "p:" + M3, "p:" + M2], pol="no")
add("I bought a sofa at the outlet and one leg is cracked — nobody mentioned it at the time. Can I still get it sorted?", "policy_returns",
    ["Consumer Guarantees Act|repair, replace or refund|repair|replace"],
    [(RET, "a clearance, ex-display or made-to-order item with a fault that was not pointed out to you at the time of sale is still covered.")],
    ["pol:returns"], ["pol:warranty", "loc:loc_mt_wellington_outlet"], pol="yes")
add("If I sleep on a mattress for a few weeks and hate it, can I return it?", "policy_returns", ["60 nights|60-night|sixty nights", "exchange"],
    [(RET, "you can exchange it once for a different size or model within 60 nights of delivery."),
     (RET, "For hygiene reasons, mattresses, cot mattresses and pillows can't be returned for change of mind once the protective plastic has been removed.")],
    ["pol:returns"], ["p:cloud-mattress"])
add("What does it cost to swap a Cloud mattress under the comfort exchange?", "policy_returns", ["99"],
    [(RET, "We charge a $99 collection fee for the exchange.")], ["pol:returns"], ["p:cloud-mattress"])
add("Cloud mattress feels wrong after a week - can I exchange it straight away?", "policy_returns", ["14 nights|14 night|fourteen nights"],
    [(RET, "Sleep on it for at least 14 nights first, because your body takes time to adjust.")], ["pol:returns"], ["p:cloud-mattress"], pol="no")
add("Can I get a refund on the Cloud mattress rather than swapping it?", "policy_returns", ["exchange only|not a refund|exchange"],
    [(RET, "The comfort exchange is an exchange only, not a refund.")], ["pol:returns"], ["p:cloud-mattress"], pol="no")
add("Can I return a gift card I don't need?", "policy_returns", [],
    [(RET, "Gift cards can't be returned or exchanged for cash.")], ["pol:returns"], ["p:gift-card", "faq:gift-cards"], pol="no")
add("We opened the cot mattress and took the plastic off but it's the wrong one — can we return it?", "policy_returns", ["hygiene"],
    [(RET, "For hygiene reasons, mattresses, cot mattresses and pillows can't be returned for change of mind once the protective plastic has been removed.")],
    ["pol:returns"], ["p:aria-cot-mattress"], pol="no")
add("What should I do if my furniture turns up damaged?", "policy_returns", ["48 hours|48-hour", "docket|photos"],
    [(RET, "Report delivery damage within 48 hours with photos, and we will arrange a repair or replacement."),
     (RET, "Check your items when they arrive and note any damage on the driver's delivery docket.")], ["pol:returns"])
add("Can I drop a return off at the Chatham Islands collection point?", "policy_returns", [],
    [(RET, "Returns can be made at any showroom, but not at the Chatham Islands collection point.")],
    ["pol:returns"], ["loc:loc_chatham"], pol="no")
add("Do I have to pay to send back a faulty chair?", "policy_returns", ["free"],
    [(RET, "we collect faulty furniture free of charge")], ["pol:returns"], pol="no")
add("how do i start a return", "policy_returns", ["0800 427 268|kiaora@harbourandhearth.example"],
    [(RET, "Email kiaora@harbourandhearth.example or call 0800 427 268 with your order number.")], ["pol:returns"], ["contact"])

# --- delivery -----------------------------------------------------------------
add("How much is delivery to Auckland?", "policy_delivery", ["89"],
    [(DEL, "Auckland, Hamilton, Tauranga, Wellington, Christchurch and Dunedin urban areas: $89 per order.")], ["pol:delivery"])
add("What would it cost to have a sofa delivered to Gisborne?", "policy_delivery", ["149"],
    [(DEL, "Rest of the North Island: $149 per order.")], ["pol:delivery"])
add("delivery charge to queenstown?", "policy_delivery", ["169"],
    [(DEL, "Rest of the South Island: $169 per order.")], ["pol:delivery"])
add("We're on a rural delivery address. Is there an extra charge?", "policy_delivery", ["60"],
    [(DEL, "Rural delivery addresses: an extra $60 on top of the regional price.")], ["pol:delivery"], pol="yes")
add("Do you deliver to Waiheke?", "policy_delivery", ["249"],
    [(DEL, "Waiheke Island: $249 per order, delivered by barge.")], ["pol:delivery"], pol="yes")
add("Can you get a bed to Stewart Island?", "policy_delivery", ["349", "depot"],
    [(DEL, "Stewart Island and the Chatham Islands: $349 per order, delivered to the local freight depot only.")], ["pol:delivery"], pol="yes")
add("Do you ship to Australia?", "policy_delivery", ["New Zealand"],
    [(DEL, "We don't deliver outside New Zealand, including to Australia and the Pacific Islands."),
     ("faq:overseas", "We only deliver within New Zealand, so we can't send orders to Australia or any other country.")],
    ["faq:overseas"], ["pol:delivery"], pol="no")
add("My mum lives in Rarotonga — can you send her a bed?", "policy_delivery", ["New Zealand"],
    [(DEL, "We don't deliver outside New Zealand, including to Australia and the Pacific Islands.")], ["pol:delivery"], ["faq:overseas"], pol="no")
add("How long does delivery take for in-stock furniture in Christchurch?", "policy_delivery", ["3 to 7|3-7|3–7|three to seven"],
    [(DEL, "In-stock furniture is delivered within 3 to 7 working days in urban areas, and 5 to 12 working days everywhere else.")], ["pol:delivery"])
add("How long would a courier parcel of cushions take to get to Dunedin?", "policy_delivery", ["2 to 4|2-4|2–4|two to four"],
    [(DEL, "Courier orders arrive in 1 to 3 working days in the North Island and 2 to 4 working days in the South Island; add a day for rural addresses.")],
    ["pol:delivery"])
add("What's the postage on a cushion?", "policy_delivery", ["12", "150"],
    [(DEL, "Cushions, throws, lamps, mirrors, rugs and other homewares go by courier for $12 per order."),
     (DEL, "Courier delivery is free on homewares orders over $150.")], ["pol:delivery"], ["p:linen-cushion"])
add("I'm buying two merino throws — do I have to pay for the courier?", "policy_delivery", ["free", "150"],
    [(DEL, "Courier delivery is free on homewares orders over $150."), ("product:merino-throw", "249.00")],
    ["pol:delivery"], ["p:merino-throw"], pol="no")
add("Do you deliver on Sundays?", "policy_delivery", ["Monday to Saturday"],
    [(DEL, "We deliver Monday to Saturday, between 7:00 and 18:00.")], ["pol:delivery"], pol="no")
add("How will I know when the delivery truck is coming?", "policy_delivery", ["two-hour|2-hour|two hour|2 hour"],
    [("faq:delivery-window", "We text you a two-hour delivery window the day before your delivery.")], ["faq:delivery-window"], ["pol:delivery"])
add("We're up three flights of stairs, does that cost extra?", "policy_delivery", ["30"],
    [(DEL, "Up to two flights of stairs are included; each extra flight costs $30.")], ["pol:delivery"], pol="yes")
add("The sofa won't fit up our stairwell — can your guys lift it over the balcony?", "policy_delivery", ["balcon"],
    [(DEL, "We can't hoist furniture over balconies or through windows")], ["pol:delivery"], ["faq:will-it-fit"], pol="no")
add("Will you take my old couch away when you drop off the new one?", "policy_delivery", ["60"],
    [("faq:old-furniture", "When we deliver, our team can take away an old item for $60 per item.")], ["faq:old-furniture"], ["pol:delivery"], pol="yes")
add("Is click and collect free, and how soon is it ready?", "policy_delivery", ["free", "2 working days|two working days"],
    [(DEL, "Click & collect is free at every showroom."), (DEL, "In-stock items are usually ready in 2 working days")], ["pol:delivery"])
add("How long will you hang on to my click & collect order?", "policy_delivery", ["14 days|fourteen days"],
    [(DEL, "We hold orders for 14 days.")], ["pol:delivery"])
add("Can I pick up from your warehouse in East Tamaki to save time?", "faq", [],
    [("faq:warehouse-collection", "Our distribution centre isn't open to the public.")], ["faq:warehouse-collection"], ["pol:delivery"],
    none=["61 Springs Road"], pol="no")
add("How long does it take for furniture to reach the Chathams?", "faq", ["3 to 5 weeks|3-5 weeks|3–5 weeks|three to five weeks"],
    [("faq:chatham-islands", "Allow 3 to 5 weeks, because the ship sails about every 3 weeks.")], ["faq:chatham-islands"],
    ["pol:delivery", "loc:loc_chatham"])
add("What would it cost to get a couch to my flat in Ōtautahi?", "policy_delivery", ["89"],
    [(DEL, "Auckland, Hamilton, Tauranga, Wellington, Christchurch and Dunedin urban areas: $89 per order.")], ["pol:delivery"])
add("Are swatches posted free?", "policy_delivery", [],
    [(DEL, "Fabric swatches are always posted free.")], ["pol:delivery"], ["p:fabric-swatches", "faq:see-fabric"], pol="yes")

# --- assembly & services ------------------------------------------------------
add("How much do you charge to put a bed together?", "policy_services", ["89"],
    [(SVC, "Assembly costs $49 per item for tables, desks, chairs, bookcases, TV units and bedside tables, and $89 per item for beds, bunk beds, cots and tallboys.")],
    ["pol:assembly-services"])
add("What's the assembly fee for a dining table?", "policy_services", ["49"],
    [(SVC, "Assembly costs $49 per item for tables, desks, chairs, bookcases, TV units and bedside tables, and $89 per item for beds, bunk beds, cots and tallboys.")],
    ["pol:assembly-services"])
add("Do you charge to assemble a sofa?", "policy_services", ["no assembly|free"],
    [(SVC, "Sofas and mattresses need no assembly, and we fit sofa legs free.")], ["pol:assembly-services"], pol="no")
add("I'm out in the wop-wops on a rural road — can your team assemble my bunk bed?", "policy_services", ["urban"],
    [(SVC, "Assembly is available in urban delivery areas only; it is not available for rural addresses, Waiheke Island, Stewart Island or the Chatham Islands.")],
    ["pol:assembly-services"], ["p:rangi-bunk-bed"], disc=[BUNK], pol="no")
add("If I put the Aria tallboy together myself, can someone come and anchor it for me?", "policy_services", ["39"],
    [(SVC, "If you assemble it yourself, we can come back and anchor it for $39 per item, in the Auckland, Wellington and Christchurch urban areas only.")],
    ["pol:assembly-services"], ["p:aria-tallboy"], disc=[TIP], pol="yes")
add("Our house is double brick. Can your team anchor a bookcase to it?", "policy_services", ["brick"],
    [(SVC, "We can't anchor furniture to brick, concrete or tiled walls; for those walls, please use a builder.")],
    ["pol:assembly-services"], ["p:wall-anchor-kit"], pol="no")
add("If you assemble my tallboy, is fixing it to the wall extra?", "policy_services", ["no extra cost|free|no charge"],
    [(SVC, "When we assemble a tall bookcase or a tallboy, we fix it to the wall at no extra cost with the restraint supplied.")],
    ["pol:assembly-services"], ["p:aria-tallboy"], disc=[TIP], pol="no")
add("What does a design consultation cost?", "policy_services", ["free", "45"],
    [(SVC, "Our designers offer a free 45-minute design consultation in showrooms with a design studio.")], ["pol:assembly-services"])
add("Can a designer come to my place in Tauranga?", "policy_services", ["Auckland", "Wellington", "Christchurch"],
    [(SVC, "In-home consultations are available in the Auckland, Wellington and Christchurch urban areas only.")],
    ["pol:assembly-services"], ["loc:loc_tauranga"], pol="no")
add("Do I get the $150 in-home design fee back if I buy something?", "policy_services", ["2,000|2000", "60 days|60-day"],
    [(SVC, "An in-home design consultation costs $150, and we credit the fee against a purchase over $2,000 made within 60 days.")],
    ["pol:assembly-services"], pol="yes")
add("Can I add fabric protection after my sofa arrives?", "policy_services", ["149"],
    [(SVC, "We can treat made-to-order upholstery with a stain-resistant fabric protector in our workshop for $149 per sofa."),
     (SVC, "Fabric protection must be added when you order, because it is applied before the sofa is upholstered.")],
    ["pol:assembly-services"], pol="no")
add("Can you put stain protection on the leather Marlow?", "policy_services", [],
    [(SVC, "It is not available for leather.")], ["pol:assembly-services"], ["p:" + M3], pol="no")
add("How much notice do you need to add assembly to an order I've already placed?", "policy_services", ["2 working days|two working days"],
    [(SVC, "Book assembly at checkout, or add it to an order by calling us at least 2 working days before delivery.")], ["pol:assembly-services"])

# --- lay-by -------------------------------------------------------------------
add("How does your lay-by work?", "policy_layby", ["20%|20 per cent|20 percent|twenty per cent", "12 weeks|twelve weeks"],
    [(LAY, "Put any item on lay-by with a 20% deposit, then pay off the rest within 12 weeks.")], ["pol:layby"])
add("Can I put clearance stuff on layby?", "policy_layby", ["4 weeks|four weeks", "50%|50 per cent|50 percent"],
    [(LAY, "Clearance, ex-display and seconds items can go on lay-by for a maximum of 4 weeks, with a 50% deposit.")], ["pol:layby"], pol="yes")
add("Can I do lay-by through the website?", "policy_layby", ["showroom|phone"],
    [(LAY, "Lay-by is arranged in our showrooms or by phone; it isn't available at online checkout.")], ["pol:layby"], pol="no")
add("What happens if I cancel my lay-by?", "policy_layby", ["50"],
    [(LAY, "We refund what you have paid, less a $50 cancellation fee.")], ["pol:layby"])
add("If I lay-by a Marlow sofa, when do you start making it?", "policy_layby", ["paid in full|final payment"],
    [(LAY, "Made-to-order items are put into production once the lay-by is paid in full, so the lead time starts from your final payment.")],
    ["pol:layby"], ["p:" + M3, "p:" + M2, "pol:made-to-order"])
add("Is there interest or fees on lay-by?", "policy_layby", [],
    [(LAY, "Lay-by lets you pay off furniture over time, with no interest and no fees.")], ["pol:layby"], pol="no")
add("What if I miss a few lay-by payments?", "policy_layby", ["4 weeks|four weeks", "14 days"],
    [(LAY, "If a payment hasn't been made for 4 weeks, we'll contact you, and we may cancel the lay-by after giving you 14 days' notice.")],
    ["pol:layby"])

# --- warranty -----------------------------------------------------------------
add("What's the warranty on a sofa frame?", "policy_warranty", ["10 years|ten years|10-year"],
    [(WAR, "Sofa frames: 10 years.")], ["pol:warranty"])
add("How long is outdoor furniture guaranteed for?", "policy_warranty", ["2 years|two years|2-year"],
    [(WAR, "Outdoor furniture frames: 2 years.")], ["pol:warranty"])
add("Is sun fading covered by the warranty?", "policy_warranty", [],
    [(WAR, "Fading from sunlight, damage from pets, spills, misuse or moving the furniture yourself, and commercial use aren't covered.")],
    ["pol:warranty"], pol="no")
add("The cat has shredded the arm of my sofa. Warranty job?", "policy_warranty", ["pet"],
    [(WAR, "Fading from sunlight, damage from pets, spills, misuse or moving the furniture yourself, and commercial use aren't covered.")],
    ["pol:warranty"], ["faq:pets-and-fabric"], pol="no")
add("My Cloud mattress is dipping in the middle. How long is it covered?", "policy_warranty", ["10 years|ten years|10-year", "3 cm"],
    [(WAR, "Cloud Pocket Spring Mattresses: 10 years, including sagging deeper than 3 cm.")], ["pol:warranty"], ["p:cloud-mattress"])
add("How do I make a warranty claim?", "policy_warranty", ["warranty@harbourandhearth.example", "3 working days|three working days"],
    [(WAR, "Email warranty@harbourandhearth.example with your order number, photos of the problem and a short description."),
     (WAR, "We reply within 3 working days.")], ["pol:warranty"])
add("The teak top on my Piha table has gone silvery grey. Is that a defect?", "policy_warranty", ["natural"],
    [(WAR, "Teak weathering to a silver-grey colour outdoors is natural and isn't a fault."),
     ("faq:teak-care", "Teak left outdoors weathers naturally to a silver-grey colour within a few months.")],
    ["pol:warranty"], ["faq:teak-care", "p:piha-outdoor-dining-table"], pol="no")
add("How long are the motors on your standing desks covered for?", "policy_warranty", ["5 years|five years|5-year"],
    [(WAR, "Office chairs and sit-stand desk motors: 5 years.")], ["pol:warranty"], ["p:brook-sit-stand-desk"])
add("warranty on cushions and throws?", "policy_warranty", ["1 year|one year|1-year|12 months"],
    [(WAR, "Homewares, rugs and lamps: 1 year.")], ["pol:warranty"])
add("Does the warranty cover the fabric on my sofa wearing out?", "policy_warranty", ["2 years|two years", "wear and tear"],
    [(WAR, "Upholstery fabric and leather: 2 years."), (WAR, "Normal wear and tear isn't covered.")], ["pol:warranty"])

# --- made to order, swatches --------------------------------------------------
add("How long do your made-to-order sofas take?", "policy_made_to_order", ["8 to 10 weeks|8-10 weeks|8–10 weeks", "10 to 12 weeks|10-12 weeks|10–12 weeks"],
    [(MTO, "Made-to-order sofas in fabric take 8 to 10 weeks from order confirmation."), (MTO, "Sofas in leather take 10 to 12 weeks.")],
    ["pol:made-to-order"], ["p:" + M3, "p:" + M2])
add("If I order a Marlow this week, is the workshop working over the Christmas break?", "policy_made_to_order", [D("2027-01-11")],
    [(MTO, "Our workshop closes from 19 December 2026 to 10 January 2027, and orders placed while it is closed go into production from 11 January 2027.")],
    ["pol:made-to-order"], ["p:" + M3, "p:" + M2], pol="no")
add("What deposit do you need for a custom sofa?", "policy_made_to_order", ["50%|50 per cent|50 percent|half"],
    [(MTO, "We ask for a 50% deposit when you order a made-to-order item, and the balance before delivery.")], ["pol:made-to-order"])
add("I ordered a Marlow yesterday in oat — can I still switch to charcoal without paying?", "policy_made_to_order", ["48 hours|48-hour"],
    [(MTO, "You can change the fabric or cancel a made-to-order item free of charge within 48 hours of ordering.")],
    ["pol:made-to-order"], ["p:" + M3, "p:" + M2], pol="yes")
add("What's the fee to cancel a made to order sofa after a week?", "policy_made_to_order", ["25%|25 per cent|25 percent"],
    [(MTO, "After 48 hours, the fabric has been cut for you, so cancelling costs 25% of the item's price.")], ["pol:made-to-order"])
add("Can you cover a Marlow in fabric I bring in myself?", "policy_made_to_order", [],
    [(MTO, "We don't upholster in fabric supplied by customers.")], ["pol:made-to-order"], ["p:" + M3, "p:" + M2], pol="no")
add("How many free fabric samples can I order?", "policy_made_to_order", ["6|six"],
    [(MTO, "Order up to 6 free fabric swatches online, and we post them within 2 working days.")],
    ["pol:made-to-order"], ["faq:see-fabric", "p:fabric-swatches"])
add("Which of your showrooms have the fabric swatch library?", "location_amenity", ["Newmarket", "Petone", "Christchurch"],
    [("location:loc_newmarket", "Fabric swatch library"), ("location:loc_petone", "Fabric swatch library"),
     ("location:loc_christchurch", "Fabric swatch library")],
    ["loc:loc_newmarket", "loc:loc_petone", "loc:loc_christchurch"], ["faq:see-fabric", "pol:made-to-order"])
add("Will the sofa colour match my swatch exactly?", "policy_made_to_order", ["dye lot"],
    [(MTO, "Colours can vary slightly from one dye lot to the next, so we recommend checking a current swatch before you order.")],
    ["pol:made-to-order"])

# --- privacy ------------------------------------------------------------------
add("Do you sell customers' personal details?", "policy_privacy", [],
    [(PRI, "We never sell your personal information.")], ["pol:privacy"], pol="no")
add("How can I see what personal info you hold about me?", "policy_privacy", ["privacy@harbourandhearth.example", "20 working days"],
    [(PRI, "You can ask to see or correct the personal information we hold about you by emailing privacy@harbourandhearth.example."),
     (PRI, "We reply within 20 working days.")], ["pol:privacy"])
add("Who gets my address when I order?", "policy_privacy", ["delivery|courier"],
    [(PRI, "We share your name, phone number and address with our delivery teams and couriers so they can deliver your order.")], ["pol:privacy"])
add("Do you keep my card number on file?", "policy_privacy", [],
    [(PRI, "Card payments are handled by our payment provider, and we never see or store your full card number.")], ["pol:privacy"], pol="no")

# --- FAQ ----------------------------------------------------------------------
add("Can I pay it off in instalments?", "faq", ["Afterpay", "2,000|2000"],
    [("faq:paying-in-instalments", "At online checkout you can split orders of up to $2,000 into four interest-free fortnightly payments with Afterpay.")],
    ["faq:paying-in-instalments"], ["pol:layby"], pol="yes")
add("Do you do buy now pay later?", "faq", ["Afterpay"],
    [("faq:paying-in-instalments", "At online checkout you can split orders of up to $2,000 into four interest-free fortnightly payments with Afterpay.")],
    ["faq:paying-in-instalments"], ["pol:layby"], pol="yes")
add("Is there an interest-free deal for a $3,000 sofa?", "faq", ["12 months|twelve months", "Q Mastercard|Gem Visa"],
    [("faq:paying-in-instalments", "In our showrooms, Q Mastercard and Gem Visa cardholders can get 12 months interest free on purchases over $1,000.")],
    ["faq:paying-in-instalments"], pol="yes")
add("Can I use Afterpay on a $2,500 order?", "faq", ["2,000|2000"],
    [("faq:paying-in-instalments", "At online checkout you can split orders of up to $2,000 into four interest-free fortnightly payments with Afterpay.")],
    ["faq:paying-in-instalments"], pol="no")
add("Will you match a lower price from another furniture store?", "faq", [],
    [("faq:price-match", "Our furniture is designed by us and sold only by Harbour & Hearth, so there is no identical product to compare, and we don't price match.")],
    ["faq:price-match"], pol="no")
add("Is your furniture made in NZ?", "faq", ["Auckland", "Vietnam", "Indonesia"],
    [("faq:made-in-nz", "Our Marlow sofas and Cloud mattresses are made in our own Auckland workshop"),
     ("faq:made-in-nz", "Our other ranges are designed by us in Auckland and made by partner workshops in Vietnam and Indonesia.")],
    ["faq:made-in-nz"])
add("We've got a labrador who sheds everywhere — which sofa fabric would you pick?", "faq", ["Hollis"],
    [("faq:pets-and-fabric", "Choose Hollis weave.")], ["faq:pets-and-fabric"], ["p:" + M3, "p:" + M2])
add("How should I care for a leather couch?", "faq", ["6 months|six months", "50 cm"],
    [("faq:leather-care", "Dust it weekly with a soft dry cloth and condition it every 6 months with a leather conditioner."),
     ("faq:leather-care", "Keep it at least 50 cm from heaters and out of direct sun, because heat and sunlight dry leather out.")],
    ["faq:leather-care"], ["p:" + M3])
add("What do I get as a Hearth Club member?", "faq", ["10%|10 per cent|10 percent", "early access"],
    [("faq:hearth-club", "Members pay member prices on homewares, which are 10% lower than our everyday prices, and get early access to our sales.")],
    ["faq:hearth-club"])
add("Does it cost anything to join the Hearth Club?", "faq", ["free"],
    [("faq:hearth-club", "The Hearth Club is our free membership.")], ["faq:hearth-club"], pol="no")
add("I'm an interior designer. Do you have trade pricing?", "faq", ["15%|15 per cent|15 percent"],
    [("faq:trade-accounts", "Interior designers, architects and accommodation providers can apply for a trade account, which gives 15% off full-price furniture.")],
    ["faq:trade-accounts"], pol="yes")
add("Do I need to make an appointment to look around a showroom?", "faq", [],
    [("faq:appointments", "Just drop in during opening hours.")], ["faq:appointments"], pol="no")
add("If I see a sideboard I like in the showroom, can I take it home today?", "faq", ["display"],
    [("faq:showroom-stock", "Showroom pieces are display models.")], ["faq:showroom-stock"], ["p:ashby-sideboard"])
add("How wide does my front door need to be for a Marlow?", "faq", ["80"],
    [("faq:will-it-fit", "A Marlow sofa with its legs removed needs a doorway at least 80 cm wide.")], ["faq:will-it-fit"], ["p:" + M3, "p:" + M2])
add("What's your phone number?", "contact", ["0800 427 268"],
    [("store", "0800 427 268")], ["contact"], ["faq:contact"])
add("Until what time can I ring customer service on a Saturday?", "contact", [T("15:00")],
    [("store", "Monday to Friday 8:30–17:30, Saturday 9:00–15:00 (New Zealand time)")], ["contact"], ["faq:contact"])
add("Should I be strapping furniture to the wall? Thinking about earthquakes and the kids.", "faq", ["90 cm"],
    [("faq:anchoring", "We strongly recommend securing any bookcase, tallboy or cabinet taller than 90 cm to the wall.")],
    ["faq:anchoring"], ["p:wall-anchor-kit", "pol:assembly-services"], pol="yes")
add("Can I spend a gift card in the showroom?", "faq", [],
    [("faq:gift-cards", "They are valid for 3 years and can be used online and in any showroom.")], ["faq:gift-cards"], ["p:gift-card"], pol="yes")
add("How quickly does an e-gift card arrive?", "faq", ["an hour|1 hour|one hour"],
    [("faq:gift-cards", "Our digital gift cards come in $50, $100, $250 and $500 values and are emailed within an hour.")], ["faq:gift-cards"], ["p:gift-card"])
add("How do I keep the Piha teak looking golden?", "faq", ["teak oil|oil"],
    [("faq:teak-care", "To keep the golden colour, clean the teak and apply teak oil once or twice a year.")], ["faq:teak-care"],
    ["p:piha-outdoor-dining-table"])
add("If the delivery slot you text me doesn't work, can I change it?", "faq", ["reply"],
    [("faq:delivery-window", "If the window doesn't suit, reply to the text and we'll rebook it.")], ["faq:delivery-window"], pol="yes")

# =============================================================================
# LOCATIONS  (now: Wednesday 23 December 2026, 19:15 in Auckland; 20:00 on the Chathams)
# =============================================================================
def L(lid): return "location:" + lid

add("Is the Newmarket showroom open right now?", "location_hours", [T("21:00")],
    [(L("loc_newmarket"), "09:00-21:00")], ["loc:loc_newmarket"], pol="yes")
add("is hamilton open now", "location_hours", ["closed"],
    [(L("loc_hamilton"), "09:00-17:30")], ["loc:loc_hamilton"], pol="no")
add("Is your Christchurch store still open?", "location_hours", [T("21:00")],
    [(L("loc_christchurch"), "09:00-21:00")], ["loc:loc_christchurch"], pol="yes")
add("What time does Petone close tonight?", "location_hours", [T("17:30")],
    [(L("loc_petone"), "09:00-17:30")], ["loc:loc_petone"])
add("Which of your stores are open at the moment?", "location_hours", ["Newmarket", "Christchurch"],
    [(L("loc_newmarket"), "09:00-21:00"), (L("loc_christchurch"), "09:00-21:00")],
    ["loc:loc_newmarket", "loc:loc_christchurch"], ["loc:" + l for l in ALL_LOCS])
add("Is the clearance outlet open today?", "location_hours", ["Thursday"],
    [(L("loc_mt_wellington_outlet"), "The Outlet opens Thursday to Sunday only.")], ["loc:loc_mt_wellington_outlet"], pol="no")
add("What are the outlet's hours tomorrow?", "location_hours", [T("09:00"), T("16:00")],
    [(L("loc_mt_wellington_outlet"), "09:00-16:00")], ["loc:loc_mt_wellington_outlet"])
add("Is the Tauranga store open now?", "location_hours", ["closed"],
    [(L("loc_tauranga"), "09:00-17:00")], ["loc:loc_tauranga"], pol="no")
add("Are your showrooms open on Christmas Day?", "location_hours", [],
    [(L("loc_newmarket"), "Christmas Day"), (L("loc_christchurch"), "Christmas Day")], [], ["loc:" + l for l in ALL_LOCS], pol="no")
add("Boxing Day hours at Newmarket?", "location_hours", [T("08:00"), T("17:00")],
    [(L("loc_newmarket"), "08:00-17:00")], ["loc:loc_newmarket"])
add("Is Dunedin open on Sunday?", "location_hours", ["closed"],
    [(L("loc_dunedin"), "The showroom is closed on Sundays.")], ["loc:loc_dunedin"], pol="no")
add("What are Dunedin's normal Saturday hours?", "location_hours", [T("10:00"), T("16:00")],
    [(L("loc_dunedin"), "10:00-16:00")], ["loc:loc_dunedin"])
add("Nelson is usually shut on Mondays, but is it open Monday 28 December?", "location_hours", [T("10:00"), T("16:00")],
    [(L("loc_nelson"), "10:00-16:00")], ["loc:loc_nelson"], pol="yes")
add("Can I visit the Nelson showroom on 15 January?", "location_hours", ["refurbishment"],
    [(L("loc_nelson"), "Closed for refurbishment")], ["loc:loc_nelson"], pol="no")
add("Does the Nelson store close for lunch?", "location_hours", [T("12:30"), T("13:30")],
    [(L("loc_nelson"), "The showroom closes for lunch from 12:30 to 13:30, Tuesday to Friday.")], ["loc:loc_nelson"], pol="yes")
add("What are the Nelson hours on a normal Thursday?", "location_hours", [T("09:30"), T("12:30"), T("13:30"), T("17:00")],
    [(L("loc_nelson"), "09:30-12:30"), (L("loc_nelson"), "13:30-17:00")], ["loc:loc_nelson"])
add("When is the Chatham Islands collection point open?", "location_hours", ["Tuesday", "Thursday", T("10:00"), T("14:00")],
    [(L("loc_chatham"), "10:00-14:00")], ["loc:loc_chatham"])
add("Can I collect my order in Waitangi on 5 January?", "location_hours", ["Summer break|summer break|" + D("2027-01-10")],
    [(L("loc_chatham"), "Summer break")], ["loc:loc_chatham"], pol="no")
add("Is the Chatham Islands collection point open right now?", "location_hours", [],
    [(L("loc_chatham"), "10:00-14:00")], ["loc:loc_chatham"], pol="no")
add("Is Petone open on Good Friday?", "location_hours", [],
    [(L("loc_petone"), "Good Friday")], ["loc:loc_petone"], pol="no")
add("What time does the Hamilton store open on Anzac Day?", "location_hours", [T("13:00")],
    [(L("loc_hamilton"), "13:00-17:00")], ["loc:loc_hamilton"])
add("Is Petone open on Wellington Anniversary Day?", "location_hours", [T("10:00"), T("16:00")],
    [(L("loc_petone"), "10:00-16:00")], ["loc:loc_petone"], pol="yes")
add("Is Newmarket open late on Thursdays?", "location_hours", [T("20:00")],
    [(L("loc_newmarket"), "09:00-20:00")], ["loc:loc_newmarket"], pol="yes")
add("Is Newmarket doing a late night tomorrow?", "location_hours", [T("16:00")],
    [(L("loc_newmarket"), "09:00-16:00")], ["loc:loc_newmarket"], pol="no")
add("what time does christchurch open on sunday", "location_hours", [T("10:00")],
    [(L("loc_christchurch"), "10:00-17:00")], ["loc:loc_christchurch"])
add("Is the outlet open on Monday 4 January?", "location_hours", [T("10:00"), T("16:00")],
    [(L("loc_mt_wellington_outlet"), "10:00-16:00")], ["loc:loc_mt_wellington_outlet"], pol="yes")
add("Is Christchurch open on New Year's Day?", "location_hours", [],
    [(L("loc_christchurch"), "New Year's Day")], ["loc:loc_christchurch"], pol="no")
add("Is Petone open on Waitangi Day?", "location_hours", [T("10:00"), T("16:00")],
    [(L("loc_petone"), "10:00-16:00")], ["loc:loc_petone"], pol="yes")
add("Newmarket hours on Auckland Anniversary Day?", "location_hours", [T("10:00"), T("16:00")],
    [(L("loc_newmarket"), "Auckland Anniversary Day"), (L("loc_newmarket"), "10:00-16:00")], ["loc:loc_newmarket"])
add("What are this store's usual Saturday hours?", "location_hours", [T("09:30"), T("17:00")],
    [(L("loc_petone"), "09:30-17:00")], ["loc:loc_petone"], ids=["loc_petone"])
add("Is this store open on Thursday nights?", "location_hours", [T("19:00")],
    [(L("loc_christchurch"), "09:00-19:00")], ["loc:loc_christchurch"], ids=["CHC1"], pol="yes")
add("Which South Island showrooms open on Sundays?", "location_hours", ["Christchurch"],
    [(L("loc_christchurch"), "10:00-17:00")], ["loc:loc_christchurch"], ["loc:loc_nelson", "loc:loc_dunedin"])

# --- addresses, contact, parking, amenities ----------------------------------
add("What's the address of the Tauranga store?", "location_info", ["8 Owens Place"],
    [(L("loc_tauranga"), "8 Owens Place")], ["loc:loc_tauranga"])
add("Phone number for the Dunedin showroom?", "location_info", ["555 0140"],
    [(L("loc_dunedin"), "+64 3 555 0140")], ["loc:loc_dunedin"])
add("Which of your stores have a café?", "location_amenity", ["Newmarket", "Christchurch"],
    [(L("loc_newmarket"), "In-store café"), (L("loc_christchurch"), "In-store café")], ["loc:loc_newmarket", "loc:loc_christchurch"])
add("Where can I charge my EV while I shop?", "location_amenity", ["Newmarket", "Christchurch"],
    [(L("loc_newmarket"), "EV charging"), (L("loc_christchurch"), "EV charging")], ["loc:loc_newmarket", "loc:loc_christchurch"])
add("Which showrooms have somewhere for the kids to play?", "location_amenity", ["Newmarket", "Hamilton"],
    [(L("loc_newmarket"), "Kids' play corner"), (L("loc_hamilton"), "Kids' play corner")], ["loc:loc_newmarket", "loc:loc_hamilton"])
add("Does the Mount Maunganui store do design consultations?", "location_amenity", ["Hamilton"],
    [(L("loc_tauranga"), "No design studio here: book a design consultation at our Hamilton showroom")],
    ["loc:loc_tauranga"], ["loc:loc_hamilton", "pol:assembly-services"], pol="no")
add("Can I book a design consult at the clearance outlet?", "location_amenity", ["Newmarket"],
    [(L("loc_mt_wellington_outlet"), "No design consultations at the Outlet: book one at Newmarket or any other showroom")],
    ["loc:loc_mt_wellington_outlet"], ["loc:loc_newmarket", "pol:assembly-services"], pol="no")
add("Where do I park for the Petone store?", "location_amenity", ["Buick Street"],
    [(L("loc_petone"), "Street parking only; there is a free public car park on Buick Street, a 2-minute walk away.")], ["loc:loc_petone"])
add("Where's the car park at Newmarket?", "location_amenity", ["Kent Street"],
    [(L("loc_newmarket"), "Customer parking is in the basement, entered from Kent Street.")], ["loc:loc_newmarket"])
add("My mum uses a wheelchair. Can she get around both floors at Newmarket?", "location_amenity", ["lift"],
    [(L("loc_newmarket"), "Our flagship showroom, on two floors, with a lift between them."), (L("loc_newmarket"), "Wheelchair accessible")],
    ["loc:loc_newmarket"], pol="yes")
add("Can I back a trailer up to load at the Petone store?", "location_amenity", ["street"],
    [(L("loc_petone"), "No loading bay: large click & collect orders are loaded from the street, so we recommend delivery")],
    ["loc:loc_petone"], ["pol:delivery"], pol="no")
add("Does the Hamilton store do click and collect?", "location_amenity", [],
    [(L("loc_hamilton"), "Click & collect")], ["loc:loc_hamilton"], pol="yes")
add("Can I look at sofas at this location?", "location_amenity", ["collection point|freight"],
    [(L("loc_chatham"), "No showroom: this is a freight collection point only, with no furniture on display")],
    ["loc:loc_chatham"], ids=["loc_chatham"], pol="no")
add("Where exactly is the Chatham Islands pickup point and what do I need to bring?", "location_info", ["Waitangi", "photo ID"],
    [(L("loc_chatham"), "Waitangi Wharf Road"), (L("loc_chatham"), "Bring photo ID and your order number to collect.")], ["loc:loc_chatham"])
add("Is the outlet stuff returnable?", "location_info", ["final sale"],
    [(L("loc_mt_wellington_outlet"), "Everything at the Outlet is clearance, ex-display or seconds stock, and final sale.")],
    ["loc:loc_mt_wellington_outlet"], ["pol:returns"], pol="no")
add("Does the Newmarket store have wifi?", "location_amenity", [],
    [(L("loc_newmarket"), "Free Wi-Fi")], ["loc:loc_newmarket"], pol="yes")

# --- service areas, nearest store --------------------------------------------
add("Which of your stores delivers to Invercargill?", "location_service_area", ["Dunedin"],
    [(L("loc_dunedin"), "NZ-STL"), ("store", "Southland")], ["loc:loc_dunedin"], ["pol:delivery"])
add("Who looks after deliveries to Napier?", "location_service_area", ["Petone"],
    [(L("loc_petone"), "NZ-HKB"), ("store", "Hawke's Bay")], ["loc:loc_petone"], ["pol:delivery"])
add("Does the Nelson showroom deliver to Blenheim?", "location_service_area", [],
    [(L("loc_nelson"), "NZ-MBH"), ("store", "Marlborough")], ["loc:loc_nelson"], ["pol:delivery"], pol="yes")
add("Which showroom delivers to Whangārei?", "location_service_area", ["Newmarket"],
    [(L("loc_newmarket"), "NZ-NTL"), ("store", "Northland")], ["loc:loc_newmarket"], ["pol:delivery"])
add("I'm in Rotorua — which showroom is closest?", "location_nearest", ["Mount Maunganui|Tauranga"],
    [(L("loc_tauranga"), "Mount Maunganui")], ["loc:loc_tauranga"], ["loc:loc_hamilton"])
add("Closest store to Queenstown?", "location_nearest", ["Dunedin"],
    [(L("loc_dunedin"), "Dunedin")], ["loc:loc_dunedin"])
add("nearest showroom to palmerston north", "location_nearest", ["Petone"],
    [(L("loc_petone"), "Petone")], ["loc:loc_petone"])
add("What's your closest store to Timaru?", "location_nearest", ["Christchurch"],
    [(L("loc_christchurch"), "Christchurch")], ["loc:loc_christchurch"], ["loc:loc_dunedin"])
add("I live in Takapuna. Which of your stores is nearest?", "location_nearest", ["Newmarket"],
    [(L("loc_newmarket"), "Newmarket")], ["loc:loc_newmarket"], ["loc:loc_mt_wellington_outlet"])
add("Do you have a showroom in Queenstown?", "location_nearest", [],
    [(L("loc_dunedin"), "Dunedin")], [], ["loc:loc_dunedin"], pol="no")
add("Where's your store in Wellington?", "location_info", ["Petone", "114 Jackson Street"],
    [(L("loc_petone"), "114 Jackson Street")], ["loc:loc_petone"])
add("Do you have a store in Hamilton and where is it?", "location_info", ["Te Rapa"],
    [(L("loc_hamilton"), "210 Te Rapa Road")], ["loc:loc_hamilton"], pol="yes")

# =============================================================================
# OPERATIONS (ask never acts; the informational part is labelled)
# =============================================================================
add("Add the Marlow 3-Seater in Hollis Charcoal to my cart — how long will it take to make?", "operation",
    ["8 to 10 weeks|8-10 weeks|8–10 weeks|8 and 10 weeks"], [("variant:marlow-3-hollis-charcoal", "8 to 10 weeks")],
    ["p:" + M3], ["pol:made-to-order"], op=True)
add("Put four navy Piha seat pads in my cart. What are they filled with?", "operation", ["quick-dry foam|quick-dry|quick dry"],
    [("product:piha-seat-pad", "quick-dry foam")], ["p:piha-seat-pad"], op=True)
add("Cancel my sofa order HH10421 please — will it cost me anything?", "operation", ["25%|25 per cent|25 percent"],
    [(MTO, "After 48 hours, the fabric has been cut for you, so cancelling costs 25% of the item's price."),
     ("order:ord_10421", "2026-12-02T01:30:00Z")], ["pol:made-to-order"], ["ord:ord_10421", "p:" + M3], op=True, viewer="b_1")
add("Book me a design consultation at Newmarket on Saturday. How long does it take?", "operation", ["45"],
    [(SVC, "Our designers offer a free 45-minute design consultation in showrooms with a design studio.")],
    ["pol:assembly-services"], ["loc:loc_newmarket"], op=True)
add("Apply the discount code BOXINGDAY20 to my order.", "operation", [], [], [], op=True, ans=False)
add("Reserve the ex-display Marlow at Newmarket for me until the weekend — how much is it?", "operation", ["1,499|1499"],
    [("product:" + MX, "1499.00")], ["p:" + MX], ["loc:loc_newmarket"], op=True)
add("Put the Aria Tallboy on lay-by for me. What deposit do I need?", "operation", ["20%|20 per cent|20 percent"],
    [(LAY, "Put any item on lay-by with a 20% deposit, then pay off the rest within 12 weeks.")],
    ["pol:layby"], ["p:aria-tallboy"], disc=[TIP], op=True)
add("Book assembly for the Rangi bunk bed I'm ordering. What's the charge?", "operation", ["89"],
    [(SVC, "Assembly costs $49 per item for tables, desks, chairs, bookcases, TV units and bedside tables, and $89 per item for beds, bunk beds, cots and tallboys.")],
    ["pol:assembly-services"], ["p:rangi-bunk-bed"], disc=[BUNK], op=True)
add("Send me six swatches of the Ravello velvet — how soon do they get posted?", "operation", ["2 working days|two working days"],
    [(MTO, "Order up to 6 free fabric swatches online, and we post them within 2 working days.")],
    ["pol:made-to-order"], ["p:fabric-swatches", "faq:see-fabric"], op=True)
add("Hold a queen Cloud mattress at Dunedin so I can pick it up tomorrow. Do they have one?", "operation", [],
    [("inventory", "loc_dunedin,cloud-queen,2")], ["p:cloud-mattress"], ["loc:loc_dunedin"], op=True, pol="yes")
add("Book removal of my old sofa with my delivery. How much is that?", "operation", ["60"],
    [("faq:old-furniture", "When we deliver, our team can take away an old item for $60 per item.")],
    ["faq:old-furniture"], ["pol:delivery"], op=True)
add("Add a $100 gift card to my cart. How long is it valid?", "operation", ["3 years|three years"],
    [("product:gift-card", "Valid for 3 years.")], ["p:gift-card"], ["faq:gift-cards"], op=True)
add("Cancel my lay-by please. Do I get everything I paid back?", "operation", ["50"],
    [(LAY, "We refund what you have paid, less a $50 cancellation fee.")], ["pol:layby"], op=True, pol="no")
add("Move my order HH10455 delivery to next week. When is it due at the moment?", "operation", [D("2026-12-24")],
    [("order:ord_10455", "2026-12-24")], ["ord:ord_10455"], ["p:wanaka-dining-chair"], op=True, viewer="b_2")
add("Book a wall-anchoring visit for my Aria tallboy in Christchurch. What does it cost?", "operation", ["39"],
    [(SVC, "If you assemble it yourself, we can come back and anchor it for $39 per item, in the Auckland, Wellington and Christchurch urban areas only.")],
    ["pol:assembly-services"], ["p:aria-tallboy", "loc:loc_christchurch"], disc=[TIP], op=True)
add("Take the seat pads out of this cart. What does the set cost on its own?", "operation", ["2,799|2799"],
    [("product:piha-5-piece-dining-set", "2799.00")], ["p:piha-5-piece-dining-set"], ["p:piha-seat-pad", "cart:cart_deck22"],
    ids=["cart_deck22"], op=True)
add("Start a return for my rug order HH10388 — am I still inside the change-of-mind window?", "operation",
    ["30 days|30-day|thirty days"],
    [(RET, "If you change your mind, you can return most items within 30 days of delivery or collection."),
     ("order:ord_10388", "2026-11-19T02:15:00Z")], ["pol:returns"], ["ord:ord_10388", "p:ripple-wool-rug"], op=True, viewer="b_1", pol="no")
add("Swap my Cloud mattress for a different size. How soon am I allowed to?", "operation", ["14 nights|14 night|fourteen nights", "99"],
    [(RET, "Sleep on it for at least 14 nights first, because your body takes time to adjust."),
     (RET, "We charge a $99 collection fee for the exchange."), ("order:ord_10431", "2026-12-10T01:00:00Z")],
    ["pol:returns"], ["ord:ord_10431", "p:cloud-mattress"], op=True, viewer="b_3")
add("Order the 180 Wanaka table for me and book assembly. What's the assembly fee?", "operation", ["49"],
    [(SVC, "Assembly costs $49 per item for tables, desks, chairs, bookcases, TV units and bedside tables, and $89 per item for beds, bunk beds, cots and tallboys.")],
    ["pol:assembly-services"], ["p:wanaka-dining-table"], op=True)
add("Reserve a Piha 5-piece set for me at Mount Maunganui — have they got one?", "operation", [],
    [("inventory", "loc_tauranga,PIH-SET5,2")], ["p:piha-5-piece-dining-set"], ["loc:loc_tauranga"], op=True, pol="yes")

# =============================================================================
# FOLLOW-UPS
# =============================================================================
conv([
    dict(query="Tell me about the Tasman Tall Bookcase.", cat="product_attribute", facts=["200|2 m|2m|two-metre|2-metre|two metre"],
         ev=[("product:tasman-tall-bookcase", "200")], links=["p:tasman-tall-bookcase"], disc=[TIP]),
    dict(query="And the low one — does that come with a wall restraint too?", facts=[],
         ev=[("product:tasman-low-bookcase", "wall_restraint_included = false")], links=["p:tasman-low-bookcase"],
         allowed=["p:tasman-tall-bookcase", "p:wall-anchor-kit"], fe="tasman-low-bookcase", pol="no"),
])
conv([
    dict(query="What's the weight limit on the Rangi Single Bed?", cat="product_attribute", facts=["150"],
         ev=[("product:rangi-single-bed", "max_load_kg = 150")], links=["p:rangi-single-bed"]),
    dict(query="What about the bunk version, per bunk?", facts=["100"], ev=[("product:rangi-bunk-bed", "max_load_per_bunk_kg = 100")],
         links=["p:rangi-bunk-bed"], allowed=["p:rangi-single-bed"], disc=[BUNK], fe="rangi-bunk-bed"),
    dict(query="Could my 7-year-old sleep on the top of it?", facts=["9|nine"],
         ev=[("product:rangi-bunk-bed", "upper_bunk_min_age_years = 9")], links=["p:rangi-bunk-bed"], disc=[BUNK], fe="rangi-bunk-bed", pol="no"),
])
conv([
    dict(query="How much is the Aria bed in king?", cat="product_price", facts=["2,199|2199"], ev=[("variant:aria-bed-king", "2199.00")],
         links=["p:aria-bed-frame"]),
    dict(query="Does the cot from that range meet the NZ safety standard?", facts=["2172"], ev=[("product:aria-cot", "AS/NZS 2172:2013")],
         links=["p:aria-cot"], allowed=["p:aria-bed-frame"], disc=[COT], fe="aria-cot", pol="yes"),
    dict(query="What size mattress does it need?", facts=["1300", "690"], ev=[("product:aria-cot", "1300 x 690")],
         links=["p:aria-cot"], allowed=["p:aria-cot-mattress"], disc=[COT], fe="aria-cot"),
])
conv([
    dict(query="Is the Brook Desk height-adjustable?", cat="product_attribute", facts=["75|fixed"],
         ev=[("product:brook-desk", "A fixed-height writing desk")], links=["p:brook-desk"], allowed=["p:brook-sit-stand-desk"], pol="no"),
    dict(query="What about the sit-stand one — how high does it go?", facts=["130"], ev=[("product:brook-sit-stand-desk", "height_max_cm = 130")],
         links=["p:brook-sit-stand-desk"], allowed=["p:brook-desk"], disc=[PINCH], fe="brook-sit-stand-desk"),
])
conv([
    dict(query="Is the Piha 5-piece set in stock at the Tauranga store?", cat="product_stock", facts=[],
         ev=[("inventory", "loc_tauranga,PIH-SET5,2")], links=["p:piha-5-piece-dining-set"], allowed=["loc:loc_tauranga"], pol="yes"),
    dict(query="Does it come with seat pads?", facts=["separately|not included"], ev=[("product:piha-5-piece-dining-set", "Seat pads are sold separately.")],
         links=["p:piha-5-piece-dining-set"], allowed=["p:piha-seat-pad"], fe="piha-5-piece-dining-set", pol="no"),
    dict(query="How much are they each?", facts=["69"], ev=[("variant:piha-seat-pad-navy", "69.00")],
         links=["p:piha-seat-pad"], allowed=["p:piha-5-piece-dining-set"], fe="piha-seat-pad"),
])
conv([
    dict(query="Can I return a coffee table if I change my mind?", cat="policy_returns", facts=["30 days|30-day|thirty days"],
         ev=[(RET, "If you change your mind, you can return most items within 30 days of delivery or collection.")],
         links=["pol:returns"], allowed=["p:oakley-coffee-table", "p:oakley-coffee-table-seconds"], pol="yes"),
    dict(query="Does that go for the seconds Oakley as well?", facts=["final sale"],
         ev=[("product:oakley-coffee-table-seconds", "Final sale.")], links=["p:oakley-coffee-table-seconds"],
         allowed=["pol:returns", "p:oakley-coffee-table"], fe="oakley-coffee-table-seconds", pol="no"),
])
conv([
    dict(query="Tell me about the Linen Cushion Cover.", cat="product_attribute", facts=["50"],
         ev=[("product:linen-cushion-cover", "for a 50 cm square inner")], links=["p:linen-cushion-cover"], allowed=["p:linen-cushion"]),
    dict(query="does the other linen cushion come with an insert", facts=["feather"],
         ev=[("product:linen-cushion", "filled with a plump feather inner")], links=["p:linen-cushion"], allowed=["p:linen-cushion-cover"],
         fe="linen-cushion", pol="yes"),
])
conv([
    dict(query="How wide is the Marlow 3-Seater?", cat="product_attribute", facts=["224"], ev=[("product:" + M3, "224")], links=["p:" + M3]),
    dict(query="and the two-seater?", facts=["178"], ev=[("product:" + M2, "178")], links=["p:" + M2], allowed=["p:" + M3, "p:" + MX], fe=M2),
    dict(query="Is there an ex-display one going cheap?", facts=["1,499|1499"], ev=[("product:" + MX, "1499.00")],
         links=["p:" + MX], allowed=["p:" + M2, "loc:loc_newmarket"], fe=MX, pol="yes"),
])
conv([
    dict(query="What firmness is the Cloud mattress?", cat="product_attribute", facts=["medium-firm|medium firm"],
         ev=[("product:cloud-mattress", "medium-firm")], links=["p:cloud-mattress"]),
    dict(query="If it turns out too firm for me, can I swap it?", facts=["60 nights|60-night|sixty nights"],
         ev=[(RET, "you can exchange it once for a different size or model within 60 nights of delivery.")],
         links=["p:cloud-mattress"], allowed=["pol:returns"], fe="cloud-mattress", pol="yes"),
])
conv([
    dict(query="Does the Aria Tallboy come with a wall strap?", cat="product_attribute", facts=["restraint"],
         ev=[("product:aria-tallboy", "Supplied with a steel wall restraint, which must be fitted.")], links=["p:aria-tallboy"], disc=[TIP], pol="yes"),
    dict(query="and the bedside table?", facts=[], ev=[("product:aria-bedside-table", "wall_restraint_included = false")],
         links=["p:aria-bedside-table"], allowed=["p:aria-tallboy", "p:wall-anchor-kit"], fe="aria-bedside-table", pol="no"),
])
conv([
    dict(query="What's the weight limit on the Wanaka Dining Chair?", cat="product_attribute", facts=["120"],
         ev=[("product:wanaka-dining-chair", "max_load_kg = 120")], links=["p:wanaka-dining-chair"]),
    dict(query="And the bar stool?", facts=["110"], ev=[("product:wanaka-bar-stool", "max_load_kg = 110")], links=["p:wanaka-bar-stool"],
         allowed=["p:wanaka-dining-chair"], fe="wanaka-bar-stool"),
])
conv([
    dict(query="Is your Christchurch showroom open right now?", cat="location_hours", facts=[T("21:00")],
         ev=[(L("loc_christchurch"), "09:00-21:00")], links=["loc:loc_christchurch"], pol="yes"),
    dict(query="And Dunedin?", facts=["closed"], ev=[(L("loc_dunedin"), "09:00-17:00")], links=["loc:loc_dunedin"],
         allowed=["loc:loc_christchurch"], pol="no"),
])
conv([
    dict(query="How much is the Mahana modular?", cat="product_price", facts=["3,999|3999"], ev=[("variant:mahana-stone-left", "3999.00")],
         links=["p:mahana-modular-sofa"]),
    dict(query="Can I get it in Stone with the left chaise from the Christchurch store?", facts=[],
         ev=[("inventory", "loc_christchurch,mahana-stone-left,2")], links=["p:mahana-modular-sofa"], allowed=["loc:loc_christchurch"],
         fe="mahana-modular-sofa", pol="yes"),
])
conv([
    dict(query="How long is the Brook sit-stand desk's power cord?", cat="product_attribute", facts=["2 m|2m|2 metre|two metre|2-metre"],
         ev=[("product:brook-sit-stand-desk", "power_cord_m = 2")], links=["p:brook-sit-stand-desk"], disc=[PINCH]),
    dict(query="how many height presets does it remember", facts=["4|four"], ev=[("product:brook-sit-stand-desk", "memory_presets = 4")],
         links=["p:brook-sit-stand-desk"], disc=[PINCH], fe="brook-sit-stand-desk"),
])

# =============================================================================
# SIGNED-IN BUYERS (and the same questions without a credential)
# =============================================================================
add("Where's my sofa order at?", "account", [D("2027-02-19")], [("order:ord_10421", "2027-02-19")],
    ["ord:ord_10421"], ["p:" + M3, "pol:made-to-order"], viewer="b_1")
add("Where's my sofa order at?", "account_no_viewer", [], [], [], ["pol:made-to-order", "contact"], ans=False,
    none=["2027-02-19", "19 February", "February 19", "Charcoal", "HH10421"])
add("Are my dining chairs on their way?", "account", ["HHD-55120", D("2026-12-24")],
    [("order:ord_10455", "HHD-55120"), ("order:ord_10455", "2026-12-24")], ["ord:ord_10455"], ["p:wanaka-dining-chair"], viewer="b_2", pol="yes")
add("Are my dining chairs from order HH10455 on their way?", "account_no_viewer", [], [], [], ["contact"], ans=False,
    none=["HHD-55120", "24 December", "December 24", "2026-12-24"])
add("Is my cushion order ready to pick up? Which store?", "account", ["Christchurch"],
    [("order:ord_10460", "loc_christchurch"), ("order:ord_10460", "ready_for_pickup")], ["ord:ord_10460"],
    ["loc:loc_christchurch", "p:linen-cushion"], viewer="b_2", pol="yes")
add("What happened to my cot order?", "account", ["cancel"], [("order:ord_10402", "cancelled")], ["ord:ord_10402"], ["p:aria-cot"],
    disc=[COT], viewer="b_3")
add("What would I pay for the merino throw?", "account", ["224.10"], [("variant:merino-throw-oatmeal", "224.10")],
    ["p:merino-throw"], ["faq:hearth-club"], viewer="b_1")
add("What's the Hearth Club member price on the merino throw?", "account_no_viewer", ["249"],
    [("variant:merino-throw-oatmeal", "249.00"), ("faq:hearth-club", "Members pay member prices on homewares, which are 10% lower than our everyday prices, and get early access to our sales.")],
    ["p:merino-throw"], ["faq:hearth-club"], none=["224.10"])
add("How much is the Sage linen cushion for me?", "account", ["89"], [("variant:linen-cushion-sage", "89.00")],
    ["p:linen-cushion"], ["faq:hearth-club"], viewer="b_3", none=["80.10"])
add("What perks come with my account?", "account", ["15%|15 per cent|15 percent"],
    [("buyer:b_2", "15% trade discount on full-price furniture")], [], ["faq:trade-accounts"], viewer="b_2")
add("When did my rug get delivered?", "account", [D("2026-11-19")], [("order:ord_10388", "2026-11-19")],
    ["ord:ord_10388"], ["p:ripple-wool-rug"], viewer="b_1")
add("How much did I pay for my mattress order, all up?", "account", ["1,788|1788"], [("order:ord_10431", "1788.00")],
    ["ord:ord_10431"], ["p:cloud-mattress"], viewer="b_3")
add("What's in my cart?", "account", ["Tallboy|tallboy", "Bedside|bedside"],
    [("cart:cart_bedroom7", "aria-tallboy"), ("cart:cart_bedroom7", "aria-bedside-table")], ["p:aria-tallboy", "p:aria-bedside-table"],
    ["cart:cart_bedroom7"], ids=["cart_bedroom7"], disc=[TIP], viewer="b_3")
add("What's in this cart?", "cart", ["5-Piece|5-piece|five-piece", "Seat Pad|seat pad"],
    [("cart:cart_deck22", "piha-5-piece-dining-set"), ("cart:cart_deck22", "piha-seat-pad-navy")],
    ["p:piha-5-piece-dining-set", "p:piha-seat-pad"], ["cart:cart_deck22"], ids=["cart_deck22"])
add("Do I get my member discount on the Ashby sideboard?", "account", ["homewares"],
    [("buyer:b_1", "Member prices on homewares")], ["p:ashby-sideboard"], ["faq:hearth-club"], viewer="b_1", pol="no")
conv([
    dict(query="When is my sofa arriving?", cat="account", facts=[D("2027-02-19")], ev=[("order:ord_10421", "2027-02-19")],
         links=["ord:ord_10421"], allowed=["p:" + M3], viewer="b_1"),
    dict(query="What colour did I order it in?", cat="account_replay", ans=False, none=["Charcoal"]),
])

# =============================================================================
# UNANSWERABLE: plausible, but the store's data does not say
# =============================================================================
def U(query, links=(), allowed=(), disc=(), ids=None, ctx=None):
    add(query, "unanswerable", [], [], links, allowed, disc=disc, ans=False, ids=ids, ctx=ctx)

U("Is the timber in the Marlow sofa frame FSC certified?", allowed=["p:" + M3, "p:" + M2])
U("What's the formaldehyde emission rating of the Tasman Tall Bookcase?", allowed=["p:tasman-tall-bookcase"], disc=[TIP])
U("Is the foam in the Cloud mattress CertiPUR certified?", allowed=["p:cloud-mattress"])
U("Can you make the Marlow 3-seater 10 cm narrower for my alcove?", allowed=["p:" + M3, "pol:made-to-order"])
U("What's the seat depth on the Mahana?", allowed=["p:mahana-modular-sofa"])
U("How much does the Aria bed frame weigh?", allowed=["p:aria-bed-frame"])
U("Is the Ripple rug OK on underfloor heating?", allowed=["p:ripple-wool-rug"])
U("Can the Lumen floor lamp be dimmed?", allowed=["p:lumen-floor-lamp"])
U("When's your next big sale?", allowed=["faq:hearth-club"])
U("Are you opening a showroom in Hawke's Bay?")
U("Do you give a student discount?")
U("Can I pay with Bitcoin?", allowed=["faq:paying-in-instalments"])
U("Is there a baby changing room at the Newmarket showroom?", allowed=["loc:loc_newmarket"])
U("Do you rent out furniture for home staging?")
U("How loud is the motor on the Brook sit-stand desk?", allowed=["p:brook-sit-stand-desk"], disc=[PINCH])
U("What's the thread count of the linen cushion cover?", allowed=["p:linen-cushion-cover"])
U("How much weight can sit on top of the Ashby sideboard?", allowed=["p:ashby-sideboard"])
U("What's the interest rate on Gem Visa once the interest-free period ends?", allowed=["faq:paying-in-instalments"])
U("Do you gift wrap?")
U("Is the Dunedin showroom's toilet wheelchair accessible?", allowed=["loc:loc_dunedin"])
U("What's the wifi password at Newmarket?", allowed=["loc:loc_newmarket"])
U("Can I bring my dog into the showroom?", allowed=["faq:appointments"])
U("Is the Aria bed frame compatible with an adjustable electric base?", allowed=["p:aria-bed-frame"])
U("What's the carbon footprint of your delivery trucks?", allowed=["pol:delivery"])
U("At what temperature can I wash the Hollis weave covers?", allowed=["p:" + M3, "p:" + M2])
U("What's the tog rating of the merino throw?", allowed=["p:merino-throw"])
U("Does the Mahana come with scatter cushions?", allowed=["p:mahana-modular-sofa"])
U("Do you have a military or Gold Card discount?")
U("How big is the cable hole in the back of the Tasman TV unit?", allowed=["p:tasman-tv-unit"])
U("When will the Tane task chair be back in stock at Newmarket?", allowed=["p:tane-task-chair", "loc:loc_newmarket"])
U("Is the lacquer on the Rangi bunk bed low-VOC?", allowed=["p:rangi-bunk-bed"], disc=[BUNK])
U("Is the merino in the Merino Wool Throw mulesing-free?", allowed=["p:merino-throw"])
U("Can I pay your delivery driver in cash?", allowed=["pol:delivery"])
U("How many loyalty points do I earn per dollar?", allowed=["faq:hearth-club"])
U("Do you sell replacement legs for the Oakley coffee table?", allowed=["p:oakley-coffee-table"])
U("What is the weight of the Piha 5-Piece set's table?", allowed=["p:piha-5-piece-dining-set"])
U("Can I order spare seat cushions for my Marlow?", allowed=["p:" + M3, "p:" + M2])
U("How many sofas does your Auckland workshop make each week?", allowed=["faq:made-in-nz"])
U("Is the Halo mirror glass safety-backed?", allowed=["p:halo-round-mirror"])
U("Do you price your delivery to Great Barrier Island?", allowed=["pol:delivery"])
U("Does the Cloud mattress come with a mattress protector?", allowed=["p:cloud-mattress"])
U("Is the Tasman TV unit a matt or a gloss finish?", allowed=["p:tasman-tv-unit"])
U("Is there a minimum order value for furniture delivery?", allowed=["pol:delivery"])
U("How many seconds does the Brook sit-stand desk take to go from sitting to standing height?", allowed=["p:brook-sit-stand-desk"], disc=[PINCH])
U("What does the café at Newmarket serve, and is it open on Sundays?", allowed=["loc:loc_newmarket"])
U("How much weight can the D-rings on the Halo mirror take?", allowed=["p:halo-round-mirror"])
U("Do the Piha outdoor chairs come in white?", allowed=["p:piha-outdoor-dining-chair"])
U("Is there a forklift at the Chatham Islands collection point to load my ute?", allowed=["loc:loc_chatham", "faq:chatham-islands"])

# =============================================================================
# OTHER LANGUAGES (the store publishes in English only)
# =============================================================================
add("Marlow 三人沙发有多宽？", "multilingual", ["224"], [("product:" + M3, "224")], ["p:" + M3], ["p:" + M2], ctx={"language": "zh"})
add("退货期限是多久？", "multilingual", ["30"],
    [(RET, "If you change your mind, you can return most items within 30 days of delivery or collection.")], ["pol:returns"], ctx={"language": "zh"})
add("你们可以送货到澳大利亚吗？", "multilingual", ["New Zealand|新西兰"],
    [("faq:overseas", "We only deliver within New Zealand, so we can't send orders to Australia or any other country.")],
    ["faq:overseas"], ["pol:delivery"], ctx={"language": "zh-Hans"})
add("Kei te tuwhera te toa o Newmarket ināianei?", "multilingual", [T("21:00")],
    [(L("loc_newmarket"), "09:00-21:00")], ["loc:loc_newmarket"], ctx={"language": "mi"})
add("E hia te utu mō te kawe ki Tāmaki Makaurau?", "multilingual", ["89"],
    [(DEL, "Auckland, Hamilton, Tauranga, Wellington, Christchurch and Dunedin urban areas: $89 per order.")], ["pol:delivery"], ctx={"language": "mi"})
add("아리아 아기 침대에는 어떤 크기의 매트리스가 맞나요?", "multilingual", ["1300", "690"],
    [("product:aria-cot", "1300 x 690")], ["p:aria-cot"], ["p:aria-cot-mattress"], disc=[COT], ctx={"language": "ko"})
add("¿Cuánto cuesta el sofá Marlow de 3 plazas en terciopelo?", "multilingual", ["3,199|3199|3.199"],
    [("variant:marlow-3-ravello-teal", "3199.00")], ["p:" + M3], ctx={"language": "es"})
add("Le lit superposé Rangi convient-il à un enfant de 6 ans en haut ?", "multilingual", ["9"],
    [("product:rangi-bunk-bed", "upper_bunk_min_age_years = 9")], ["p:rangi-bunk-bed"], disc=[BUNK], ctx={"language": "fr"}, pol="no")
add("Wie lange habe ich Zeit, um etwas zurückzugeben?", "multilingual", ["30"],
    [(RET, "If you change your mind, you can return most items within 30 days of delivery or collection.")], ["pol:returns"], ctx={"language": "de"})
add("Ka taea e au te whakahoki i te tēpu Oakley Seconds mēnā ka huri taku whakaaro?", "multilingual", ["final sale"],
    [("product:oakley-coffee-table-seconds", "Final sale.")], ["p:oakley-coffee-table-seconds"], ["pol:returns"], ctx={"language": "mi"})
add("Anong oras nagsasara ang tindahan sa Christchurch ngayong gabi?", "multilingual", [T("21:00")],
    [(L("loc_christchurch"), "09:00-21:00")], ["loc:loc_christchurch"], ctx={"language": "tl"})

# =============================================================================
# A few more product and policy questions in plain buyer words
# =============================================================================
add("Which is bigger, the Oakley coffee table or the Oakley side table?", "product_compare", ["120", "50"],
    [("product:oakley-coffee-table", "120"), ("product:oakley-side-table", "50")], ["p:oakley-coffee-table", "p:oakley-side-table"])
add("Is the Tasman Tall Bookcase heavier than the low one?", "product_compare", ["48", "22"],
    [("product:tasman-tall-bookcase", "weight_kg = 48"), ("product:tasman-low-bookcase", "weight_kg = 22")],
    ["p:tasman-tall-bookcase", "p:tasman-low-bookcase"], disc=[TIP], pol="yes")
add("Which desk is bigger on top, the Brook Desk or the Brook Sit-Stand?", "product_compare", ["140", "120"],
    [("product:brook-sit-stand-desk", "top_width_cm = 140"), ("product:brook-desk", "width_cm = 120")],
    ["p:brook-sit-stand-desk", "p:brook-desk"], disc=[PINCH])
add("Does the Rangi bunk bed need more assembly time than the single?", "product_compare", ["120|2 hours|two hours", "40"],
    [("product:rangi-bunk-bed", "assembly_time_min = 120"), ("product:rangi-single-bed", "assembly_time_min = 40")],
    ["p:rangi-bunk-bed", "p:rangi-single-bed"], disc=[BUNK], pol="yes")
add("I want a 2-metre teak outdoor table for six — what have you got?", "product_search", ["Piha Outdoor Dining Table", "2,199|2199"],
    [("product:piha-outdoor-dining-table", "A six-seater outdoor table with an FSC-certified teak top"), ("product:piha-outdoor-dining-table", "2199.00")],
    ["p:piha-outdoor-dining-table"], ["p:piha-5-piece-dining-set"])
add("Got any standing desks?", "product_search", ["Brook Sit-Stand Desk"],
    [("product:brook-sit-stand-desk", "An electric height-adjustable desk")], ["p:brook-sit-stand-desk"], ["p:brook-desk"], disc=[PINCH], pol="yes")
add("What have you got for a nursery?", "product_search", ["Aria Cot"],
    [("product:aria-cot", "The cot from our Aria bedroom range")], ["p:aria-cot"], ["p:aria-cot-mattress"], disc=[COT])
add("Do you sell anything to stop a chest of drawers tipping over?", "product_search", ["Furniture Wall Anchor Kit|Wall Anchor Kit|anchor kit"],
    [("product:wall-anchor-kit", "to secure bookcases, drawers and cabinets to the wall")], ["p:wall-anchor-kit"], ["faq:anchoring"], pol="yes")
add("How much is the Aria super king bed?", "product_price", ["2,399|2399"], [("variant:aria-bed-super-king", "2399.00")], ["p:aria-bed-frame"])
add("What's the deal with the single Cloud mattress — price and size?", "product_price", ["1,099|1099", "92"],
    [("variant:cloud-single", "1099.00"), ("variant:cloud-single", "92 x 188")], ["p:cloud-mattress"])
add("Tane office chair - armrests adjustable?", "product_attribute", ["3D"],
    [("product:tane-task-chair", "3D adjustable")], ["p:tane-task-chair"], pol="yes")
add("Is the Brook sit-stand desk top real oak?", "product_attribute", ["oak veneer"],
    [("product:brook-sit-stand-desk", "oak veneer top, steel frame")], ["p:brook-sit-stand-desk"], disc=[PINCH])
add("Can I change the height of the Tane chair seat?", "product_range", ["44", "54"],
    [("product:tane-task-chair", "seat_height_min_cm = 44"), ("product:tane-task-chair", "seat_height_max_cm = 54")], ["p:tane-task-chair"], pol="yes")
add("Is the Lumen lamp ok for outdoors on the patio?", "product_attribute", ["indoor"],
    [("product:lumen-floor-lamp", "indoor_only = true")], ["p:lumen-floor-lamp"], pol="no")
add("Does the Aria bed need a base or are slats included?", "product_kit", ["slat"],
    [("product:aria-bed-frame", "a sprung beech slat base")], ["p:aria-bed-frame"])
add("How many seats does the Piha Outdoor Dining Table have room for?", "product_attribute", ["6|six"],
    [("product:piha-outdoor-dining-table", "seats = 6")], ["p:piha-outdoor-dining-table"], ["p:piha-5-piece-dining-set"])
add("Is the Wanaka chair available with a fabric seat?", "product_variants", ["Charcoal"],
    [("variant:wanaka-chair-black-charcoal", "Black Oak / Charcoal Fabric Seat")], ["p:wanaka-dining-chair"], pol="yes")
add("what are the cot base heights", "product_attribute", ["2|two"],
    [("product:aria-cot", "base_heights = 2")], ["p:aria-cot"], disc=[COT])
add("How heavy is the Aria tallboy?", "product_attribute", ["58"],
    [("product:aria-tallboy", "weight_kg = 58")], ["p:aria-tallboy"], disc=[TIP])
add("Do you deliver in the evening after work?", "policy_delivery", [T("18:00")],
    [(DEL, "We deliver Monday to Saturday, between 7:00 and 18:00.")], ["pol:delivery"], pol="no")
add("I have a doorway of 75 cm. Will a Marlow get through it?", "faq", ["80"],
    [("faq:will-it-fit", "A Marlow sofa with its legs removed needs a doorway at least 80 cm wide.")], ["faq:will-it-fit"], ["p:" + M3, "p:" + M2], pol="no")
add("Where are the Rangi beds made?", "faq", ["Rotorua"],
    [("faq:made-in-nz", "our Rangi beds are made from New Zealand pine by a partner workshop in Rotorua")], ["faq:made-in-nz"],
    ["p:rangi-bunk-bed", "p:rangi-single-bed"])
add("Is velvet a good idea with cats?", "faq", ["hair|Hollis"],
    [("faq:pets-and-fabric", "Velvet shows pet hair, and leather can scratch.")], ["faq:pets-and-fabric"], pol="no")
add("Can I get the 12 months interest-free deal when I buy online?", "faq", ["showroom"],
    [("faq:paying-in-instalments", "In our showrooms, Q Mastercard and Gem Visa cardholders can get 12 months interest free on purchases over $1,000.")],
    ["faq:paying-in-instalments"], pol="no")

# =============================================================================
# MORE OPERATIONS AND SIGNED-IN QUESTIONS
# =============================================================================
add("Add two black Tasman low bookcases to my cart. Do they come flat-packed?", "operation", ["flat-packed|flat packed|flat-pack|flatpack"],
    [("product:tasman-low-bookcase", "Supplied flat-packed.")], ["p:tasman-low-bookcase"], op=True, pol="yes")
add("Apply my Hearth Club discount to the 160 x 230 Ripple rug — what will it cost me?", "operation", ["809.10"],
    [("variant:ripple-rug-160", "809.10")], ["p:ripple-wool-rug"], ["faq:hearth-club"], op=True, viewer="b_1")
add("Book my Ashby sideboard delivery for this Sunday.", "operation", ["Monday to Saturday"],
    [(DEL, "We deliver Monday to Saturday, between 7:00 and 18:00.")], ["pol:delivery"], ["p:ashby-sideboard"], op=True)
add("Reserve one of the Oakley seconds coffee tables at the outlet for me. It's final sale, right?", "operation", ["final sale"],
    [("product:oakley-coffee-table-seconds", "Final sale.")], ["p:oakley-coffee-table-seconds"],
    ["loc:loc_mt_wellington_outlet", "pol:returns"], op=True, pol="yes")
add("Cancel my click & collect order HH10460. Or how long will you keep it if I leave it?", "operation", ["14 days|fourteen days"],
    [(DEL, "We hold orders for 14 days.")], ["pol:delivery"], ["ord:ord_10460", "loc:loc_christchurch"], op=True, viewer="b_2")
add("Exchange the chairs in my order for the black ones. How long do I have to do that?", "operation", ["30 days|30-day|thirty days"],
    [(RET, "If you change your mind, you can return most items within 30 days of delivery or collection.")],
    ["pol:returns"], ["ord:ord_10455", "p:wanaka-dining-chair"], op=True, viewer="b_2")
add("Sign me up to the Hearth Club. Is it free?", "operation", ["free"],
    [("faq:hearth-club", "The Hearth Club is our free membership.")], ["faq:hearth-club"], op=True, pol="yes")

add("What was the total on order HH10455?", "account", ["2,143|2143"], [("order:ord_10455", "2143.00")], ["ord:ord_10455"], viewer="b_2")
add("Have I got anything on order at the moment?", "account", ["Marlow"], [("order:ord_10421", "processing")],
    ["ord:ord_10421"], ["p:" + M3], viewer="b_1", pol="yes")
add("Which mattress size did I buy?", "account", ["Queen"], [("order:ord_10431", "cloud-queen")], ["ord:ord_10431"], ["p:cloud-mattress"], viewer="b_3")
add("How many chairs of each colour are in my order?", "account", ["4|four", "2|two"],
    [("order:ord_10455", "quantity = 4"), ("order:ord_10455", "quantity = 2")], ["ord:ord_10455"], ["p:wanaka-dining-chair"], viewer="b_2")
add("Am I a Hearth Club member?", "account", ["Hearth Club"], [("buyer:b_1", "Hearth Club")], [], ["faq:hearth-club"], viewer="b_1", pol="yes")
add("Am I a Hearth Club member?", "account", [], [("buyer:b_3", "Mei")], [], ["faq:hearth-club"], viewer="b_3", pol="no")
add("Am I a Hearth Club member?", "account_no_viewer", [], [], [], ["faq:hearth-club"], ans=False)

conv([
    dict(query="Tell me about the Aria Cot Mattress.", cat="product_attribute", facts=["1300"],
         ev=[("product:aria-cot-mattress", "1300 x 690 x 100")], links=["p:aria-cot-mattress"], allowed=["p:aria-cot"]),
    dict(query="Does the cot it goes with come with a toddler rail?", facts=["rail"],
         ev=[("product:aria-cot", "the cot converts to a toddler bed with the toddler rail included")], links=["p:aria-cot"],
         allowed=["p:aria-cot-mattress"], disc=[COT], fe="aria-cot", pol="yes"),
    dict(query="If we open the mattress and it's not right, can we return it?", facts=["hygiene"],
         ev=[(RET, "For hygiene reasons, mattresses, cot mattresses and pillows can't be returned for change of mind once the protective plastic has been removed.")],
         links=["p:aria-cot-mattress"], allowed=["pol:returns", "p:aria-cot"], fe="aria-cot-mattress", pol="no"),
])
conv([
    dict(query="How much is the Piha Outdoor Dining Chair?", cat="product_price", facts=["329"],
         ev=[("product:piha-outdoor-dining-chair", "329.00")], links=["p:piha-outdoor-dining-chair"]),
    dict(query="Does it come with a seat pad?", facts=["separately|not included"],
         ev=[("product:piha-outdoor-dining-chair", "Seat pads are sold separately.")], links=["p:piha-outdoor-dining-chair"],
         allowed=["p:piha-seat-pad"], fe="piha-outdoor-dining-chair", pol="no"),
    dict(query="what colours do the pads come in", facts=["Sand", "Navy"],
         ev=[("variant:piha-seat-pad-sand", "Sand"), ("variant:piha-seat-pad-navy", "Navy")], links=["p:piha-seat-pad"],
         allowed=["p:piha-outdoor-dining-chair"], fe="piha-seat-pad"),
])

# =============================================================================
# CHECKS AND OUTPUT
# =============================================================================
def blocks(path, header, key="id"):
    """Map id -> raw text of each [[header]] record of a TOML file (sub-tables included)."""
    text = path.read_text()
    parts = re.split(r'(?m)^\[\[' + re.escape(header) + r'\]\]\s*$', text)
    out = {}
    for part in parts[1:]:
        m = re.search(r'(?m)^' + key + r' = "([^"]+)"', part)
        out[m.group(1)] = part
    return out

def variant_blocks():
    out = {}
    for f in (STORE / "products").glob("*.toml"):
        for pid, ptext in blocks(f, "product").items():
            vparts = re.split(r'(?m)^\[\[product\.variants\]\]\s*$', ptext)
            if len(vparts) == 1:
                out[pid] = ptext
            for vp in vparts[1:]:
                m = re.search(r'(?m)^id = "([^"]+)"', vp)
                out[m.group(1)] = vp
    return out

records = {"store": (STORE / "store.toml").read_text(), "inventory": (STORE / "inventory.csv").read_text()}
for f in (STORE / "policies").glob("*.md"):
    records["policy:" + f.stem] = f.read_text()
for i, t in blocks(STORE / "faq.toml", "faq").items():
    records["faq:" + i] = t
for f in (STORE / "products").glob("*.toml"):
    for i, t in blocks(f, "product").items():
        records["product:" + i] = t
for i, t in variant_blocks().items():
    records["variant:" + i] = t
for f in (STORE / "locations").glob("*.toml"):
    for i, t in blocks(f, "location").items():
        records["location:" + i] = t
for i, t in blocks(STORE / "orders.toml", "order").items():
    records["order:" + i] = t
for i, t in blocks(STORE / "carts.toml", "cart").items():
    records["cart:" + i] = t
for i, t in blocks(STORE / "buyers.toml", "buyer").items():
    records["buyer:" + i] = t

products = {k.split(":", 1)[1] for k in records if k.startswith("product:")}
problems = []
for q in Q:
    for e in q.get("evidence", []):
        rec = records.get(e["source"])
        if rec is None:
            problems.append(f"{q['id']}: unknown source {e['source']}")
        elif e["quote"] not in rec:
            problems.append(f"{q['id']}: quote not in {e['source']}: {e['quote']!r}")
    for l in q["links_required"] + q["links_allowed"]:
        if "id" in l and "/Product/" in l["id"] and l["id"].rsplit("/", 1)[1] not in products:
            problems.append(f"{q['id']}: unknown product link {l['id']}")
    if q.get("followup_entity") and q["followup_entity"].rsplit("/", 1)[1] not in products:
        problems.append(f"{q['id']}: unknown followup entity")
    for f in q["facts"]:
        assert all(x.strip() for x in f), q["id"]
if problems:
    print("\n".join(problems))
    sys.exit(1)

with OUT.open("w") as fh:
    for q in Q:
        fh.write(json.dumps(q, ensure_ascii=False) + "\n")

# Summary
from collections import Counter
cats = Counter(q["category"] for q in Q)
print(f"{len(Q)} questions, {len({q['group'] for q in Q})} groups")
print("yes/no:", sum(1 for q in Q if "polarity" in q), " unanswerable:", sum(1 for q in Q if not q["answerable"]),
      " operations:", sum(1 for q in Q if q["operation"]), " later turns:", sum(1 for q in Q if q["turn"] > 1),
      " in conversations:", sum(1 for q in Q if sum(1 for r in Q if r["group"] == q["group"]) > 1),
      " viewer:", sum(1 for q in Q if "viewer" in q), " ids:", sum(1 for q in Q if "ids" in q),
      " other languages:", sum(1 for q in Q if "context" in q))
for c, n in sorted(cats.items()):
    print(f"  {c}: {n}")
