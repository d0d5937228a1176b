#!/usr/bin/env python3
"""Writes repairshop/questions.jsonl for the Fettle Device Repair store, and checks every
evidence quote against the record it names."""
import json, os, re, glob

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.path.join(HERE, "repairshop")
STORE = os.path.join(SUITE, "store")
SITE = "https://fettlerepair.example"

# ---------------------------------------------------------------- store records, for checking quotes
def blocks(path, header):
    text = open(path, encoding="utf-8").read()
    parts = re.split(r"(?m)^(?=\[\[%s\]\])" % re.escape(header), text)
    out = {}
    for p in parts:
        if not p.startswith("[[%s]]" % header):
            continue
        m = re.search(r'(?m)^id = "([^"]+)"', p)
        out[m.group(1)] = p
    return out

RECORDS = {}
for f in glob.glob(os.path.join(STORE, "products", "*.toml")):
    for pid, b in blocks(f, "product").items():
        RECORDS["product:" + pid] = b
        for vid in re.findall(r'(?m)^id = "([^"]+)"', b):
            RECORDS["variant:" + vid] = b
for f in glob.glob(os.path.join(STORE, "locations", "*.toml")):
    for lid, b in blocks(f, "location").items():
        RECORDS["location:" + lid] = b
for kind, fname in [("faq", "faq.toml"), ("order", "orders.toml"), ("buyer", "buyers.toml"), ("cart", "carts.toml")]:
    for rid, b in blocks(os.path.join(STORE, fname), kind).items():
        RECORDS[kind + ":" + rid] = b
for f in glob.glob(os.path.join(STORE, "policies", "*.md")):
    RECORDS["policy:" + os.path.basename(f)[:-3]] = open(f, encoding="utf-8").read()
RECORDS["inventory"] = open(os.path.join(STORE, "inventory.csv"), encoding="utf-8").read()
RECORDS["store"] = open(os.path.join(STORE, "store.toml"), encoding="utf-8").read()

# ---------------------------------------------------------------- link helpers
def P(pid): return {"id": "gid://fettle/Product/%s" % pid}
def GID(pid): return "gid://fettle/Product/%s" % pid
def LGID(lid): return "gid://fettle/Location/%s" % lid
POLICY_URL = {
    "refund-policy": "/policies/returns", "shipping-policy": "/policies/shipping",
    "repair-warranty": "/policies/repair-warranty", "device-warranty": "/policies/device-warranty",
    "privacy-policy": "/policies/privacy", "mail-in-repairs": "/policies/mail-in-repairs",
    "express-service": "/policies/express-service", "trade-in": "/policies/trade-in",
    "repair-terms": "/policies/repair-terms",
}
def POL(stem): return {"url": SITE + POLICY_URL[stem]}
def FAQ(fid): return {"url": SITE + "/pages/faq#" + fid}
LOC_URL = {
    "loc_syd_cbd": "sydney-cbd", "loc_parramatta": "parramatta", "loc_bondi_junction": "bondi-junction",
    "loc_melb_cbd": "melbourne-cbd", "loc_chadstone": "chadstone", "loc_brisbane": "brisbane",
    "loc_hobart": "hobart", "loc_adelaide": "adelaide", "loc_perth": "perth",
}
def L(lid): return {"url": SITE + "/stores/" + LOC_URL[lid]}
def ORD(oid): return {"id": "gid://fettle/Order/%s" % oid}
CONTACT = {"url": SITE + "/pages/contact"}
ALL_LOCS = ["loc_syd_cbd", "loc_parramatta", "loc_melb_cbd", "loc_chadstone", "loc_brisbane",
            "loc_adelaide", "loc_perth", "loc_hobart"]

def E(source, quote): return {"source": source, "quote": quote}

# ---------------------------------------------------------------- fact helpers
def T(hhmm):
    """Accepted spellings of a time of day."""
    h, m = map(int, hhmm.split(":"))
    out = []
    if h < 12:
        out += ["%d:%02d" % (h, m)]
        out += ["%d am" % h, "%dam" % h, "%d a.m." % h] if m == 0 else ["%d.%02d am" % (h, m), "%d.%02dam" % (h, m)]
    elif h == 12:
        out += ["12:%02d" % m] + (["12 pm", "12pm", "noon", "midday"] if m == 0 else ["12.%02d pm" % m])
    else:
        h12 = h - 12
        out += ["%02d:%02d" % (h, m), "%d:%02d pm" % (h12, m), "%d:%02dpm" % (h12, m), "%d:%02d p.m." % (h12, m),
                "%d.%02d pm" % (h12, m), "%d.%02dpm" % (h12, m)]
        if m == 0:
            out += ["%d pm" % h12, "%dpm" % h12, "%d p.m." % h12]
    return out

def money(s):
    """'1099' -> ['1,099', '1099']"""
    out = [s]
    if "." not in s and len(s) > 3:
        out.insert(0, s[:-3] + "," + s[-3:])
    return out

def R(a, b, unit=""):
    """A range a-b in any dash."""
    return ["%s-%s%s" % (a, b, unit), "%s–%s%s" % (a, b, unit), "%s to %s%s" % (a, b, unit), "%s - %s%s" % (a, b, unit), "%s — %s%s" % (a, b, unit)]

MONTHS12 = ["12 months", "12-month", "twelve months", "12 month", "1 year", "one year", "one-year", "1-year"]
MONTHS6 = ["6 months", "6-month", "six months", "6 month"]
NOTPERF = [{"type": "info", "code": "operation_not_performed"}]
LI, DG = "lithium_battery", "dangerous_goods"

# ---------------------------------------------------------------- the questions
QS = []
_group = [0]

def Q(query, cat, facts=(), links=(), allowed=(), ev=(), pol=None, disc=(), ids=None, ctx=None,
      answerable=True, op=False, none=(), viewer=None, turn=1, fe=None, not_found=()):
    if turn == 1:
        _group[0] += 1
    q = {"id": "Q%03d" % (len(QS) + 1), "group": "G%03d" % _group[0], "turn": turn, "query": query}
    if ids:
        q["ids"] = list(ids)
    if ctx:
        q["context"] = ctx
    q["category"] = cat
    q["answerable"] = answerable
    q["operation"] = op
    q["facts"] = [[f] if isinstance(f, str) else list(f) for f in facts]
    q["facts_none"] = list(none)
    if pol:
        q["polarity"] = pol
    q["links_required"] = list(links)
    q["links_allowed"] = list(allowed)
    q["messages_required"] = NOTPERF if op else []
    q["messages_forbidden"] = []
    q["disclosures"] = list(disc)
    q["not_found"] = list(not_found)
    if fe:
        q["followup_entity"] = fe
    if viewer:
        q["viewer"] = {"buyer": viewer, "scopes": ["dev.ucp.common.ask:read"]}
    if answerable:
        assert ev, q["id"] + " needs evidence"
    else:
        assert not q["facts"], q["id"] + " unanswerable with facts"
    evs = []
    for e in ev:  # one line per quote
        for line in e["quote"].split("\n"):
            evs.append({"source": e["source"], "quote": line})
    q["evidence"] = evs
    QS.append(q)
    return q

# ================================================================ PRODUCTS: repairs
Q("How much is a screen repair for an iPhone 15 Pro?", "product_price",
  facts=[["279"], ["429"]], links=[P("screen-repair-iphone-15-pro")],
  allowed=[P("screen-repair-iphone-15-pro-max"), P("screen-repair-iphone-15"), FAQ("genuine-vs-aftermarket")],
  ev=[E("variant:screen-repair-iphone-15-pro-aftermarket", "279.00"), E("variant:screen-repair-iphone-15-pro-genuine", "429.00")])
Q("iphone 15 pro max screen replacement cost with a genuine apple screen", "product_price",
  facts=[["499"]], links=[P("screen-repair-iphone-15-pro-max")], allowed=[P("screen-repair-iphone-15-pro")],
  ev=[E("variant:screen-repair-iphone-15-pro-max-genuine", "499.00")])
Q("What would it cost to fix the cracked screen on a regular iPhone 15 with an original Apple part?", "product_price",
  facts=[["359"]], links=[P("screen-repair-iphone-15")], allowed=[P("screen-repair-iphone-15-pro"), FAQ("genuine-vs-aftermarket")],
  ev=[E("variant:screen-repair-iphone-15-genuine", "359.00")])
Q("If I go with the cheaper aftermarket screen on my 15 Pro, will it still scroll at 120Hz?", "product_attribute",
  facts=[["60 Hz", "60Hz", "60 hz"]], pol="no", links=[P("screen-repair-iphone-15-pro")], allowed=[FAQ("genuine-vs-aftermarket")],
  ev=[E("product:screen-repair-iphone-15-pro", "or a premium aftermarket screen, which runs at 60 Hz.")])
Q("Does the genuine screen on the 15 Pro Max keep the 120 Hz refresh rate?", "product_attribute",
  facts=[["120"]], pol="yes", links=[P("screen-repair-iphone-15-pro-max")], allowed=[P("screen-repair-iphone-15-pro")],
  ev=[E("variant:screen-repair-iphone-15-pro-max-genuine", "refresh_rate_hz = 120")])
Q("do i have to hand over my passcode to get my iphone 15 screen fixed", "product_attribute",
  facts=[["locked"]], pol="no", links=[P("screen-repair-iphone-15")], allowed=[FAQ("passcode"), POL("privacy-policy")],
  ev=[E("product:screen-repair-iphone-15", "passcode_needed = false"), E("faq:passcode", "Not for a screen or battery repair: we test those with the device locked.")])
Q("How long does a Galaxy S24 Ultra screen repair take?", "product_attribute",
  facts=[["next business day", "next day"]], links=[P("screen-repair-galaxy-s24-ultra")], allowed=[P("screen-repair-galaxy-s24")],
  ev=[E("product:screen-repair-galaxy-s24-ultra", "The new screen's adhesive needs 4 hours to cure under a press, so this repair is ready the next business day and cannot be done as an Express repair.")])
Q("Can I pay for Express and get my S24 Ultra screen done within the hour?", "product_attribute",
  facts=[["next business day", "4 hours", "cure"]], pol="no", links=[P("screen-repair-galaxy-s24-ultra")],
  allowed=[P("express-repair-upgrade"), POL("express-service")],
  ev=[E("product:screen-repair-galaxy-s24-ultra", "express_eligible = false"), E("product:screen-repair-galaxy-s24-ultra", "cannot be done as an Express repair")])
Q("Is there a cheaper non-genuine screen option for the Galaxy S24?", "product_attribute",
  facts=[["289"]], pol="no", links=[P("screen-repair-galaxy-s24")], allowed=[P("screen-repair-galaxy-s24-ultra")],
  ev=[E("product:screen-repair-galaxy-s24", "aftermarket_available = false"), E("product:screen-repair-galaxy-s24", "289.00")])
Q("How many days for a Pixel 8 Pro screen?", "product_attribute",
  facts=[R(2, 3)], links=[P("screen-repair-pixel-8-pro")], allowed=[P("screen-repair-pixel-8")],
  ev=[E("product:screen-repair-pixel-8-pro", "Parts are ordered in for each repair, so allow 2–3 business days.")])
Q("pixel 8 screen repair price?", "product_price",
  facts=[["259"]], links=[P("screen-repair-pixel-8")], allowed=[P("screen-repair-pixel-8-pro")],
  ev=[E("product:screen-repair-pixel-8", "259.00")])
Q("I smashed the back of my iPhone 15 Pro. How much to replace the back glass, and do you need to laser it off?", "product_attribute",
  facts=[["199"], ["without a laser", "no laser", "screws", "doesn't need a laser", "does not need a laser", "not need a laser"]],
  links=[P("back-glass-repair-iphone-15-pro")],
  ev=[E("product:back-glass-repair-iphone-15-pro", "199.00"), E("product:back-glass-repair-iphone-15-pro", "The iPhone 15 Pro's back glass is held by screws, so it comes off without a laser and the repair is quicker than on older models.")])
Q("My 15 Pro is Blue Titanium - can you get back glass that matches?", "product_attribute",
  facts=[["Blue Titanium"]], pol="yes", links=[P("back-glass-repair-iphone-15-pro")],
  ev=[E("product:back-glass-repair-iphone-15-pro", '"Blue Titanium"')])
Q("My Pixel 8 won't charge anymore, what does a charging port repair cost?", "product_price",
  facts=[["119"]], links=[P("charging-port-repair")],
  ev=[E("variant:charging-port-repair-pixel-8", "119.00")])
Q("charging port replacement iphone 15 pro max how much", "product_price",
  facts=[["159"]], links=[P("charging-port-repair")],
  ev=[E("variant:charging-port-repair-iphone-15-pro-max", "159.00")])
Q("Before you swap the port, will you try cleaning it out first?", "product_attribute", ids=["charging-port-repair"],
  facts=[["free"]], pol="yes", links=[P("charging-port-repair")],
  ev=[E("product:charging-port-repair", "We first clean the port free of charge; if that does not fix it, we replace the USB-C charging port assembly.")])
Q("How much do you charge to put a new battery in an iPhone 15?", "product_price",
  facts=[["119"]], links=[P("battery-replacement-iphone-15")], allowed=[P("battery-part-iphone-15"), P("battery-diy-kit-iphone-15")],
  ev=[E("product:battery-replacement-iphone-15", "119.00")])
Q("iPhone 15 Pro battery replacement - price?", "product_price",
  facts=[["129"]], links=[P("battery-replacement-iphone-15-pro")], allowed=[P("battery-part-iphone-15-pro")],
  ev=[E("product:battery-replacement-iphone-15-pro", "129.00")])
Q("What capacity is the battery you fit in a 15 Pro Max?", "product_attribute",
  facts=[["4422", "4,422"]], links=[P("battery-replacement-iphone-15-pro-max")],
  ev=[E("product:battery-replacement-iphone-15-pro-max", "battery_capacity_mah = 4422")])
Q("What happens to my old battery, do you dispose of it properly?", "product_attribute", ids=["battery-replacement-iphone-15"],
  facts=[["recycle"]], pol="yes", links=[P("battery-replacement-iphone-15")], allowed=[FAQ("battery-recycling")],
  ev=[E("product:battery-replacement-iphone-15", "The old battery is recycled safely")])
Q("Can you show me the battery health after you replace it?", "product_attribute", ids=["RPR-BAT-IP15"],
  facts=[["health"]], pol="yes", links=[P("battery-replacement-iphone-15")],
  ev=[E("product:battery-replacement-iphone-15", "we show you the new battery's health reading before you leave")])
Q("I just want the iPhone 15 battery itself, I'll fit it myself. How much?", "product_similar",
  facts=[["59"]], links=[P("battery-part-iphone-15")], allowed=[P("battery-diy-kit-iphone-15"), P("battery-replacement-iphone-15")],
  disc=[LI, DG], ev=[E("product:battery-part-iphone-15", "59.00")])
Q("Does the iPhone 15 replacement battery (part only) come with the tools to open the phone?", "product_similar",
  facts=[["not included", "no tools", "doesn't include", "does not include", "doesn't come with", "does not come with"]], pol="no",
  links=[P("battery-part-iphone-15")], allowed=[P("battery-diy-kit-iphone-15"), P("precision-opening-toolkit")],
  disc=[LI, DG], ev=[E("product:battery-part-iphone-15", "Tools are not included.")])
Q("If I order the iPhone 15 Pro battery part and change my mind, can I send it back?", "product_similar",
  facts=[["final sale"]], pol="no", links=[P("battery-part-iphone-15-pro")], allowed=[POL("refund-policy")],
  disc=[LI, DG], ev=[E("product:battery-part-iphone-15-pro", "final_sale = true"), E("policy:refund-policy", "Loose replacement batteries sold as parts are final sale once sold, because we cannot resell a lithium cell that has left our control.")])
Q("does the iphone 15 DIY battery kit actually include the battery or just tools?", "product_kit",
  facts=[["replacement battery", "battery included", "includes the battery", "include the battery"]], pol="yes",
  links=[P("battery-diy-kit-iphone-15")], allowed=[P("battery-part-iphone-15"), P("precision-opening-toolkit")],
  disc=[LI, DG], ev=[E("product:battery-diy-kit-iphone-15", "battery_included = true"), E("product:battery-diy-kit-iphone-15", "Everything you need to replace the battery of an iPhone 15 yourself: the replacement battery, a 12-piece opening toolkit, adhesive strips and a printed step-by-step guide.")])
Q("Is the Precision Opening Toolkit the one that comes with a battery?", "product_kit",
  facts=[["no battery", "tools only", "battery_included: false", "not include", "doesn't include", "does not include", "doesn't come with", "does not come with"]], pol="no",
  links=[P("precision-opening-toolkit")], allowed=[P("battery-diy-kit-iphone-15")],
  ev=[E("product:precision-opening-toolkit", "Tools only: no battery or parts included.")])
Q("How many tools are in the DIY battery kit compared with the precision toolkit you sell on its own?", "product_compare",
  facts=[["12"], ["24"]], links=[P("battery-diy-kit-iphone-15"), P("precision-opening-toolkit")],
  disc=[LI, DG], ev=[E("product:battery-diy-kit-iphone-15", "tool_pieces = 12"), E("product:precision-opening-toolkit", "pieces = 24")])
Q("Is it cheaper to buy the iPhone 15 DIY battery kit, or the battery part plus the precision toolkit separately?", "product_compare",
  facts=[["89"], ["59"], ["34.95"]], links=[P("battery-diy-kit-iphone-15"), P("battery-part-iphone-15"), P("precision-opening-toolkit")],
  disc=[LI, DG], ev=[E("product:battery-diy-kit-iphone-15", "89.00"), E("product:battery-part-iphone-15", "59.00"), E("product:precision-opening-toolkit", "34.95")])
Q("Can the iPhone 15 DIY battery kit go by Express Post? I need it by Friday", "product_attribute",
  facts=[["road"]], pol="no", links=[P("battery-diy-kit-iphone-15")], allowed=[POL("shipping-policy")],
  disc=[LI, DG], ev=[E("product:battery-diy-kit-iphone-15", 'shipping = "road only"'), E("policy:shipping-policy", "Loose lithium batteries and power banks can only travel by road, so they always ship by standard delivery, even when you choose express.")])
Q("need a pentalobe screwdriver for my iphone - is there one in the precision toolkit?", "product_attribute",
  facts=[["Pentalobe P2", "P2"]], pol="yes", links=[P("precision-opening-toolkit")],
  ev=[E("product:precision-opening-toolkit", '"Pentalobe P2"')])
Q("How hard is the DIY battery swap and how long does it take?", "product_attribute", ids=["KIT-BAT-IP15"],
  facts=[["moderate"], ["45"]], links=[P("battery-diy-kit-iphone-15")],
  disc=[LI, DG], ev=[E("product:battery-diy-kit-iphone-15", 'difficulty = "moderate"'), E("product:battery-diy-kit-iphone-15", "typical_time_minutes = 45")])
Q("What's the mAh of the 15 Pro battery part versus the plain 15 one?", "product_compare",
  facts=[["3274", "3,274"], ["3349", "3,349"]], links=[P("battery-part-iphone-15-pro"), P("battery-part-iphone-15")],
  disc=[LI, DG], ev=[E("product:battery-part-iphone-15-pro", "capacity_mah = 3274"), E("product:battery-part-iphone-15", "capacity_mah = 3349")])
Q("Will the iPhone 15 battery part fit my iPhone 15 Pro?", "product_similar",
  facts=[["iPhone 15 Pro Replacement Battery", "15 Pro battery", "only"]], pol="no",
  links=[P("battery-part-iphone-15")], allowed=[P("battery-part-iphone-15-pro")],
  disc=[LI, DG], ev=[E("product:battery-part-iphone-15", 'compatible_models = ["iPhone 15"]')])
Q("How much is the liquid damage treatment?", "product_price",
  facts=[["149"]], links=[P("liquid-damage-treatment")], allowed=[FAQ("water-damage")],
  ev=[E("product:liquid-damage-treatment", "149.00")])
Q("If you can't save my water damaged phone do I still have to pay?", "product_attribute",
  facts=[["pay nothing", "no fix, no fee", "no fix no fee", "don't pay", "do not pay", "no fee"]], pol="no",
  links=[P("liquid-damage-treatment")], allowed=[FAQ("water-damage")],
  ev=[E("product:liquid-damage-treatment", "No fix, no fee: if we cannot get it working, you pay nothing.")])
Q("Can I book the liquid damage treatment online and post my phone in?", "product_attribute",
  facts=[["in store"]], pol="no", links=[P("liquid-damage-treatment")], allowed=[FAQ("water-damage"), POL("mail-in-repairs")],
  ev=[E("product:liquid-damage-treatment", "Treatment is done in store only."), E("product:liquid-damage-treatment", "sold_online = false")])
Q("What's the warranty after a liquid damage repair?", "product_attribute",
  facts=[["30 days", "30-day", "thirty days"]], links=[P("liquid-damage-treatment")], allowed=[POL("repair-warranty")],
  ev=[E("product:liquid-damage-treatment", "repair_warranty_days = 30"), E("policy:repair-warranty", "Repairs of liquid-damaged devices carry a 30-day warranty only, because corrosion can keep spreading after the repair.")])
Q("My phone is completely dead and won't turn on but I need the photos off it. What does that cost?", "product_price",
  facts=[["599"]], links=[P("data-recovery")],
  ev=[E("variant:data-recovery-advanced", "599.00"), E("variant:data-recovery-advanced", "devices that do not turn on")])
Q("Is there a deposit for data recovery?", "product_attribute",
  facts=[["50"]], pol="yes", links=[P("data-recovery")], allowed=[POL("repair-terms")],
  ev=[E("product:data-recovery", "A $50 deposit is taken when you drop the device off.")])
Q("What if you can't get my data back, do I pay anyway?", "product_attribute", ids=["data-recovery"],
  facts=[["no data, no fee", "no data no fee", "only pay if"]], pol="no", links=[P("data-recovery")],
  ev=[E("product:data-recovery", "No data, no fee: you only pay if we recover the data you asked for.")])
Q("How do I get my recovered files back?", "product_attribute", ids=["data-recovery"],
  facts=[["USB"], ["download link", "secure download"]], links=[P("data-recovery")],
  ev=[E("product:data-recovery", 'delivered_on = ["USB drive", "secure download link"]')])
Q("How much is a diagnostic check?", "product_price",
  facts=[["free", "0.00", "$0"], ["39"]], links=[P("diagnostic-assessment")], allowed=[POL("express-service")],
  ev=[E("product:diagnostic-assessment", "The standard assessment is free; the express assessment is done within 1 hour."), E("variant:diagnostic-assessment-express", "39.00")])
Q("How fast is this and which stores can do it?", "product_attribute", ids=["express-repair-upgrade"],
  facts=[["60 minutes", "60-minute", "1 hour", "one hour"], ["Sydney CBD"], ["Melbourne CBD"], ["Brisbane"]],
  links=[P("express-repair-upgrade")], allowed=[POL("express-service"), L("loc_syd_cbd"), L("loc_melb_cbd"), L("loc_brisbane")],
  ev=[E("product:express-repair-upgrade", "Add Express to a screen or battery repair and we finish it within 60 minutes while you wait, or refund the Express fee. Available at our Sydney CBD, Melbourne CBD and Brisbane stores.")])
Q("Is the certified data wipe free if I'm trading my phone in?", "product_attribute",
  facts=[["free"]], pol="yes", links=[P("certified-data-erasure")], allowed=[POL("trade-in"), POL("privacy-policy")],
  ev=[E("product:certified-data-erasure", "Free with every trade-in.")])
Q("what standard is the erasure done to and do i get proof?", "product_attribute", ids=["SVC-ERASE"],
  facts=[["NIST 800-88", "800-88"], ["certificate"]], links=[P("certified-data-erasure")], allowed=[POL("privacy-policy")],
  ev=[E("product:certified-data-erasure", "We erase it to the NIST 800-88 standard and email you a certificate of erasure.")])
Q("How much and how long for a new battery in a MacBook Air M2?", "product_price",
  facts=[["299"], ["2 business days", "two business days"]], links=[P("battery-replacement-macbook-air-m2")],
  ev=[E("product:battery-replacement-macbook-air-m2", "299.00"), E("product:battery-replacement-macbook-air-m2", "The battery is glued in, so the repair takes 2 business days.")])
Q("Can I wait while you do the battery on my M2 MacBook Air?", "product_attribute",
  facts=[["2 business days", "two business days"]], pol="no", links=[P("battery-replacement-macbook-air-m2")],
  ev=[E("product:battery-replacement-macbook-air-m2", "The battery is glued in, so the repair takes 2 business days."), E("product:battery-replacement-macbook-air-m2", "express_eligible = false")])
Q("What's the price difference between the genuine 15 Pro and 15 Pro Max screens?", "product_compare",
  facts=[["429"], ["499"], ["70"]], links=[P("screen-repair-iphone-15-pro"), P("screen-repair-iphone-15-pro-max")],
  ev=[E("variant:screen-repair-iphone-15-pro-genuine", "429.00"), E("variant:screen-repair-iphone-15-pro-max-genuine", "499.00")])
Q("Which is cheaper to fix, a Pixel 8 screen or a Galaxy S24 screen?", "product_compare",
  facts=[["259"], ["289"], ["Pixel 8"]], links=[P("screen-repair-pixel-8"), P("screen-repair-galaxy-s24")],
  ev=[E("product:screen-repair-pixel-8", "259.00"), E("product:screen-repair-galaxy-s24", "289.00")])
Q("What's included with an iPhone 15 screen repair?", "product_attribute",
  facts=[["adhesive"], ["protector"]], links=[P("screen-repair-iphone-15")],
  ev=[E("product:screen-repair-iphone-15", 'includes = ["new screen", "new adhesive seal", "tempered glass protector, fitted free"]')])
Q("Will the aftermarket screen on an iPhone 15 keep True Tone?", "product_attribute",
  facts=[["genuine"]], pol="no", links=[P("screen-repair-iphone-15")], allowed=[FAQ("genuine-vs-aftermarket")],
  ev=[E("variant:screen-repair-iphone-15-aftermarket", "keeps_true_tone = false"), E("faq:genuine-vs-aftermarket", "A genuine screen is made by the phone's manufacturer and keeps features like True Tone and the original brightness")])
Q("what warranty comes with an aftermarket pro max screen", "product_attribute",
  facts=[MONTHS6], links=[P("screen-repair-iphone-15-pro-max")], allowed=[POL("repair-warranty"), FAQ("genuine-vs-aftermarket")],
  ev=[E("variant:screen-repair-iphone-15-pro-max-aftermarket", "repair_warranty_months = 6"), E("policy:repair-warranty", "Screens fitted with a premium aftermarket part carry a 6-month warranty instead of 12 months.")])
Q("Is the Galaxy S24 screen repair a genuine Samsung part?", "product_attribute", ids=["gid://fettle/Product/screen-repair-galaxy-s24"],
  facts=[["genuine"]], pol="yes", links=[P("screen-repair-galaxy-s24")],
  ev=[E("product:screen-repair-galaxy-s24", 'part_quality = "genuine"'), E("product:screen-repair-galaxy-s24", "Screen replacement for the Samsung Galaxy S24 with a genuine Samsung service pack")])
Q("Does my fingerprint sensor still work after an S24 screen swap?", "product_attribute",
  facts=[["re-calibrated", "recalibrated", "calibrat"]], pol="yes", links=[P("screen-repair-galaxy-s24")],
  ev=[E("product:screen-repair-galaxy-s24", "The in-screen fingerprint sensor is re-calibrated after the repair.")])

# ================================================================ PRODUCTS: refurbished
Q("What's the cheapest refurbished iPhone 14 you have?", "product_price",
  facts=[["649"], ["Fair"]], links=[P("refurb-iphone-14")], allowed=[FAQ("refurb-grades"), P("refurb-iphone-12-clearance")],
  ev=[E("variant:refurb-iphone-14-128-fair", "649.00"), E("variant:refurb-iphone-14-128-fair", 'grade = "Fair"')])
Q("refurb iphone 14 256gb price", "product_price",
  facts=[["899"]], links=[P("refurb-iphone-14")],
  ev=[E("variant:refurb-iphone-14-256-excellent", "899.00")])
Q("How much is an Excellent condition iPhone 14 Pro with 128 GB?", "product_price",
  facts=[["999"]], links=[P("refurb-iphone-14-pro")], allowed=[P("refurb-iphone-14-pro-max"), FAQ("refurb-grades")],
  ev=[E("variant:refurb-iphone-14-pro-128-excellent", "999.00")])
Q("Do you sell the 14 Pro Max in Good condition? How much?", "product_variant",
  facts=[["1,099", "1099"]], pol="yes", links=[P("refurb-iphone-14-pro-max")], allowed=[P("refurb-iphone-14-pro")],
  ev=[E("variant:refurb-iphone-14-pro-max-256-good", "1099.00")])
Q("Can I get a refurbished iPhone 14 Pro Max with 128GB?", "product_variant",
  facts=[["256"]], pol="no", links=[P("refurb-iphone-14-pro-max")], allowed=[P("refurb-iphone-14-pro")],
  ev=[E("variant:refurb-iphone-14-pro-max-256-excellent", 'title = "256 GB / Excellent"'), E("variant:refurb-iphone-14-pro-max-256-good", 'title = "256 GB / Good"')])
Q("What's the lowest battery health I'd get on a refurbished iPhone 14?", "product_attribute",
  facts=[["85"]], links=[P("refurb-iphone-14")], allowed=[POL("device-warranty")],
  ev=[E("product:refurb-iphone-14", "battery_health_min_percent = 85")])
Q("Does the refurbished iPhone 14 come with a charger in the box?", "product_attribute",
  facts=[["cable"]], pol="no", links=[P("refurb-iphone-14")], allowed=[FAQ("charger-in-box"), P("usb-c-charger-30w")],
  ev=[E("product:refurb-iphone-14", "charger_included = false"), E("product:refurb-iphone-14", "Comes with a USB-C to Lightning cable and a SIM tool; no wall charger.")])
Q("Can I take a refurbished iPhone 14 Pro in the pool? Is it still waterproof?", "product_attribute",
  facts=[["not guaranteed"]], pol="no", links=[P("refurb-iphone-14-pro")], allowed=[POL("device-warranty")],
  ev=[E("product:refurb-iphone-14-pro", "water_resistance_guaranteed = false"), E("policy:device-warranty", "Water resistance is not guaranteed on any refurbished device, even when the model was originally rated for it.")])
Q("Does the refurbished S23 Ultra come with its S Pen?", "product_attribute",
  facts=[["S Pen"]], pol="yes", links=[P("refurb-galaxy-s23-ultra")], allowed=[P("refurb-galaxy-s23")],
  ev=[E("product:refurb-galaxy-s23-ultra", "s_pen_included = true")])
Q("How heavy is the refurbished Galaxy S23 Ultra compared with the normal S23?", "product_compare",
  facts=[["234"], ["168"]], links=[P("refurb-galaxy-s23-ultra"), P("refurb-galaxy-s23")],
  ev=[E("product:refurb-galaxy-s23-ultra", "weight_g = 234"), E("product:refurb-galaxy-s23", "weight_g = 168")])
Q("Can I put a microSD card in the refurbished Galaxy S23?", "product_attribute",
  facts=[], pol="no", links=[P("refurb-galaxy-s23")],
  ev=[E("product:refurb-galaxy-s23", "expandable_storage = false")])
Q("does the refurb s23 charge with usb-c", "product_attribute",
  facts=[["USB-C"]], pol="yes", links=[P("refurb-galaxy-s23")],
  ev=[E("product:refurb-galaxy-s23", 'connector = "USB-C"')])
Q("What are the dimensions of the refurbished iPhone 14 Pro Max?", "product_attribute",
  facts=[["160.7"], ["77.6"]], links=[P("refurb-iphone-14-pro-max")],
  ev=[E("product:refurb-iphone-14-pro-max", 'dimensions_mm = "160.7 x 77.6 x 7.85"')])
Q("I'm on Optus. Will a refurbished iPhone 14 from you work or is it locked?", "product_attribute",
  facts=[["unlocked"]], pol="yes", links=[P("refurb-iphone-14")], allowed=[FAQ("unlocked")],
  ev=[E("product:refurb-iphone-14", "unlocked = true"), E("faq:unlocked", "Every refurbished phone we sell is unlocked and works on Telstra, Optus, Vodafone and every network that uses them in Australia.")])
Q("What colour is the refurbished iPhone 14 Pro?", "product_attribute",
  facts=[["Deep Purple"]], links=[P("refurb-iphone-14-pro")],
  ev=[E("product:refurb-iphone-14-pro", 'colour = "Deep Purple"')])
Q("Will a refurbished iPad 9th gen work with the Apple Pencil 2?", "product_attribute",
  facts=[["1st generation", "first generation", "first-generation", "1st-generation"]], pol="no", links=[P("refurb-ipad-9")],
  ev=[E("product:refurb-ipad-9", 'apple_pencil = "1st generation"')])
Q("How much is the cellular version of the refurbished iPad?", "product_price",
  facts=[["449"]], links=[P("refurb-ipad-9")],
  ev=[E("variant:refurb-ipad-9-64-cell-good", "449.00")])
Q("Does the refurbished MacBook Air M1 come with a charger, and what keyboard layout is it?", "product_attribute",
  facts=[["30 W", "30W", "30-watt"], ["US English", "US"]], links=[P("refurb-macbook-air-m1")],
  ev=[E("product:refurb-macbook-air-m1", 'charger = "30 W USB-C, Australian plug"'), E("product:refurb-macbook-air-m1", 'keyboard_layout = "US English"')])
Q("Is the keyboard on the refurb MacBook Air an Australian layout?", "product_attribute",
  facts=[["US English", "US layout"]], pol="no", links=[P("refurb-macbook-air-m1")],
  ev=[E("product:refurb-macbook-air-m1", "The keyboard is the US English layout.")])
Q("how many battery cycles max on the refurbished macbook air", "product_attribute",
  facts=[["300"]], links=[P("refurb-macbook-air-m1")],
  ev=[E("product:refurb-macbook-air-m1", "battery_cycles_max = 300")])
Q("What does the 16GB MacBook Air M1 cost?", "product_price",
  facts=[["1,299", "1299"]], links=[P("refurb-macbook-air-m1")],
  ev=[E("variant:refurb-macbook-air-m1-16-512-excellent", "1299.00")])
Q("Can I buy the clearance iPhone 12 online?", "product_attribute",
  facts=[["in store"]], pol="no", links=[P("refurb-iphone-12-clearance")],
  ev=[E("product:refurb-iphone-12-clearance", "Sold in store only, while stock lasts."), E("product:refurb-iphone-12-clearance", "sold_online = false")])
Q("If I buy the iPhone 12 clearance phone and don't like it, can I return it?", "product_attribute",
  facts=[["final sale"]], pol="no", links=[P("refurb-iphone-12-clearance")], allowed=[POL("refund-policy")],
  ev=[E("product:refurb-iphone-12-clearance", "Clearance devices are final sale and carry a 6-month device warranty."), E("policy:refund-policy", "Clearance devices are final sale and can only come back under the Australian Consumer Law.")])
Q("How long is the warranty on a Fair grade iPhone 14?", "product_attribute",
  facts=[MONTHS6], links=[P("refurb-iphone-14")], allowed=[POL("device-warranty")],
  ev=[E("variant:refurb-iphone-14-128-fair", "device_warranty_months = 6"), E("policy:device-warranty", "Fair grade devices come with a 6-month warranty.")])
Q("What grade and warranty is this one?", "product_variant", ids=["RFB-IP14-128-GD"],
  facts=[["Good"], MONTHS12], links=[P("refurb-iphone-14")],
  ev=[E("variant:refurb-iphone-14-128-good", 'grade = "Good"'), E("variant:refurb-iphone-14-128-good", "device_warranty_months = 12")])
Q("What storage sizes does the refurbished iPad 9 come in?", "product_variant",
  facts=[["64"], ["256"]], links=[P("refurb-ipad-9")],
  ev=[E("variant:refurb-ipad-9-64-wifi-good", "storage_gb = 64"), E("variant:refurb-ipad-9-256-wifi-excellent", "storage_gb = 256")])
Q("Which grades can I get the refurbished Galaxy S23 in?", "product_variant",
  facts=[["Excellent"], ["Good"], ["Fair"]], links=[P("refurb-galaxy-s23")], allowed=[FAQ("refurb-grades")],
  ev=[E("variant:refurb-galaxy-s23-128-excellent", 'grade = "Excellent"'), E("variant:refurb-galaxy-s23-128-good", 'grade = "Good"'), E("variant:refurb-galaxy-s23-256-fair", 'grade = "Fair"')])
Q("Compare the refurbished iPhone 14 Pro and 14 Pro Max - screen size and weight?", "product_compare",
  facts=[["6.1"], ["6.7"], ["206"], ["240"]], links=[P("refurb-iphone-14-pro"), P("refurb-iphone-14-pro-max")],
  ev=[E("product:refurb-iphone-14-pro", "screen_size_in = 6.1"), E("product:refurb-iphone-14-pro-max", "screen_size_in = 6.7"), E("product:refurb-iphone-14-pro", "weight_g = 206"), E("product:refurb-iphone-14-pro-max", "weight_g = 240")])
Q("What camera resolution does the refurbished S23 Ultra have?", "product_attribute",
  facts=[["200"]], links=[P("refurb-galaxy-s23-ultra")],
  ev=[E("product:refurb-galaxy-s23-ultra", "main_camera_mp = 200")])
Q("Does the refurb iPhone 14 support eSIM?", "product_attribute",
  facts=[["eSIM"]], pol="yes", links=[P("refurb-iphone-14")],
  ev=[E("product:refurb-iphone-14", 'sim = ["nano-SIM", "eSIM"]')])

# ================================================================ PRODUCTS: accessories, gift cards, Care+
Q("Will the iPhone 15 tempered glass protector fit my iPhone 15 Pro?", "product_similar",
  facts=[["iPhone 15"]], pol="no", links=[P("screen-protector-iphone-15")], allowed=[P("screen-protector-iphone-15-pro-max")],
  ev=[E("product:screen-protector-iphone-15", 'compatible_models = ["iPhone 15"]')])
Q("How many screen protectors are in the iPhone 15 Pro Max pack?", "product_attribute",
  facts=[["two", "pack of 2", "2 pack", "2-pack", "pack size 2", "pack size: 2", "2 protectors", "2 screen protectors"]],
  links=[P("screen-protector-iphone-15-pro-max")], allowed=[P("screen-protector-iphone-15")],
  ev=[E("product:screen-protector-iphone-15-pro-max", "pack_size = 2")])
Q("Can you put it on for me in the shop?", "product_attribute", ids=["screen-protector-iphone-15"],
  facts=[["free"]], pol="yes", links=[P("screen-protector-iphone-15")],
  ev=[E("product:screen-protector-iphone-15", "We fit it free in any store while you wait.")])
Q("How hard is the glass on the screen protector?", "product_attribute", ids=["ACC-SP-IP15"],
  facts=[["9H"]], links=[P("screen-protector-iphone-15")],
  ev=[E("product:screen-protector-iphone-15", 'hardness = "9H"')])
Q("Is the rugged case for the iPhone 15 Pro MagSafe compatible?", "product_attribute",
  facts=[["MagSafe"]], pol="yes", links=[P("rugged-case-iphone-15-pro")], allowed=[P("rugged-case-iphone-15-pro-max")],
  ev=[E("product:rugged-case-iphone-15-pro", "magsafe_compatible = true")])
Q("What height is the 15 Pro rugged case drop tested from?", "product_attribute",
  facts=[["3 m", "3 metres", "3.0", "3 meters", "3m", "three metres"]], links=[P("rugged-case-iphone-15-pro")],
  ev=[E("product:rugged-case-iphone-15-pro", "drop_tested_m = 3.0")])
Q("Does the rugged case for the Pro Max come in navy?", "product_variant",
  facts=[["black"]], pol="no", links=[P("rugged-case-iphone-15-pro-max")], allowed=[P("rugged-case-iphone-15-pro")],
  ev=[E("product:rugged-case-iphone-15-pro-max", "Black only.")])
Q("price of the rugged case for iphone 15 pro max?", "product_price",
  facts=[["54.95"]], links=[P("rugged-case-iphone-15-pro-max")], allowed=[P("rugged-case-iphone-15-pro")],
  ev=[E("product:rugged-case-iphone-15-pro-max", "54.95")])
Q("Does the 30 W USB-C wall charger come with a cable?", "product_similar",
  facts=[["sold separately", "not included", "no cable", "doesn't include", "does not include", "doesn't come with", "does not come with"]], pol="no",
  links=[P("usb-c-charger-30w")], allowed=[P("usb-c-charger-30w-bundle"), P("usb-c-cable-1m")],
  disc=["electrical_safety"], ev=[E("product:usb-c-charger-30w", "Cable sold separately."), E("product:usb-c-charger-30w", "cable_included = false")])
Q("How much is the charger and cable bundle?", "product_price",
  facts=[["49.95"]], links=[P("usb-c-charger-30w-bundle")], allowed=[P("usb-c-charger-30w")],
  disc=["electrical_safety"], ev=[E("product:usb-c-charger-30w-bundle", "49.95")])
Q("Is the 30W charger + cable bundle cheaper than buying the charger and the 1 m cable separately?", "product_compare",
  facts=[["49.95"], ["39.95"], ["19.95"]], pol="yes",
  links=[P("usb-c-charger-30w-bundle")], allowed=[P("usb-c-charger-30w"), P("usb-c-cable-1m")],
  disc=["electrical_safety"], ev=[E("product:usb-c-charger-30w-bundle", "49.95"), E("product:usb-c-charger-30w", "39.95"), E("product:usb-c-cable-1m", "19.95")])
Q("Can I use the 30 W charger outside at a campsite?", "product_attribute",
  facts=[["indoor"]], pol="no", links=[P("usb-c-charger-30w")],
  disc=["electrical_safety"], ev=[E("product:usb-c-charger-30w", "indoor_use_only = true")])
Q("How long is the braided USB-C cable and how many watts can it carry?", "product_similar",
  facts=[["1 m", "1m", "1 metre", "1.0", "one metre", "1 meter"], ["60"]], links=[P("usb-c-cable-1m")],
  allowed=[P("usb-c-charger-30w-bundle")],
  ev=[E("product:usb-c-cable-1m", "length_m = 1.0"), E("product:usb-c-cable-1m", "max_power_w = 60")])
Q("Will the braided cable fast charge my laptop at 100W?", "product_attribute",
  facts=[["60"]], pol="no", links=[P("usb-c-cable-1m")],
  ev=[E("product:usb-c-cable-1m", "A 1 m braided USB-C to USB-C cable rated for 60 W charging and USB 2.0 data.")])
Q("How many watt-hours is the Fettle 10,000 mAh power bank?", "product_similar",
  facts=[["37"]], links=[P("power-bank-10000")], allowed=[P("power-bank-26800-laptop")],
  disc=[LI], ev=[E("product:power-bank-10000", "energy_wh = 37")])
Q("Can I pack the 26,800 mAh laptop power bank in my checked suitcase?", "product_similar",
  facts=[["cabin"]], pol="no", links=[P("power-bank-26800-laptop")], allowed=[P("power-bank-10000")],
  disc=[LI, "airline_limit"], ev=[E("product:power-bank-26800-laptop", "Carry it in cabin baggage only, never in checked luggage, and check with your airline before you fly.")])
Q("Will the Fettle laptop power bank charge a MacBook Air?", "product_attribute",
  facts=[["100 W", "100W"]], pol="yes", links=[P("power-bank-26800-laptop")],
  disc=[LI, "airline_limit"], ev=[E("product:power-bank-26800-laptop", "A 26,800 mAh power bank with 100 W USB-C output, strong enough to charge a MacBook Air.")])
Q("Does the 10000mAh power bank have wireless charging?", "product_attribute",
  facts=[], pol="no", links=[P("power-bank-10000")],
  disc=[LI], ev=[E("product:power-bank-10000", "wireless_charging = false")])
Q("How many full charges of an iPhone 15 do I get from the small power bank?", "product_attribute",
  facts=[["twice", "two times", "2 times", "two full", "2 full"]], links=[P("power-bank-10000")],
  disc=[LI], ev=[E("product:power-bank-10000", "Charges an iPhone 15 about twice.")])
Q("How much does the big laptop power bank weigh?", "product_attribute", ids=["ACC-PB-26K"],
  facts=[["580"]], links=[P("power-bank-26800-laptop")],
  disc=[LI, "airline_limit"], ev=[E("product:power-bank-26800-laptop", "weight_g = 580")])
Q("What ages is the kids' bumper case for the iPad made for?", "product_attribute",
  facts=[R(3, 12)], links=[P("kids-case-ipad-9")], allowed=[P("folio-case-ipad-9")],
  disc=["small_parts"], ev=[E("product:kids-case-ipad-9", 'age_range_years = "3-12"'), E("product:kids-case-ipad-9", "For children aged 3 to 12.")])
Q("Is the Kids' Bumper Case OK for my 2 year old to use?", "product_attribute",
  facts=[["under 3", "3 years"]], pol="no", links=[P("kids-case-ipad-9")],
  disc=["small_parts"], ev=[E("product:kids-case-ipad-9", "Not suitable for children under 3 years.")])
Q("Does the Folio Case for the iPad 9th gen have somewhere to hold the Apple Pencil?", "product_similar",
  facts=[["pencil"]], pol="yes", links=[P("folio-case-ipad-9")], allowed=[P("kids-case-ipad-9")],
  ev=[E("product:folio-case-ipad-9", "pencil_holder = true"), E("product:folio-case-ipad-9", "Has a holder for the Apple Pencil.")])
Q("Does the kids iPad case protect the screen as well?", "product_attribute",
  facts=[], pol="no", links=[P("kids-case-ipad-9")], allowed=[P("folio-case-ipad-9")],
  disc=["small_parts"], ev=[E("product:kids-case-ipad-9", "screen_cover = false")])
Q("Which iPad models does the folio case fit?", "product_attribute",
  facts=[["9th"], ["8th"], ["7th"]], links=[P("folio-case-ipad-9")],
  ev=[E("product:folio-case-ipad-9", 'compatible_models = ["iPad (9th generation)", "iPad (8th generation)", "iPad (7th generation)"]')])
Q("what is it made of", "product_attribute", ids=["kids-case-ipad-9"],
  facts=[["EVA foam", "foam"]], links=[P("kids-case-ipad-9")],
  disc=["small_parts"], ev=[E("product:kids-case-ipad-9", 'material = "EVA foam (non-toxic)"')])
Q("Does a Fettle gift card expire?", "product_attribute",
  facts=[["3 years", "three years"]], pol="yes", links=[P("gift-card")], allowed=[FAQ("gift-cards")],
  ev=[E("product:gift-card", "Valid for 3 years from purchase."), E("faq:gift-cards", "Fettle gift cards are valid for 3 years from the date of purchase")])
Q("What amounts do your gift cards come in?", "product_variant",
  facts=[["50"], ["100"], ["200"]], links=[P("gift-card")], allowed=[FAQ("gift-cards")],
  ev=[E("variant:gift-card-50", 'title = "$50"'), E("variant:gift-card-100", 'title = "$100"'), E("variant:gift-card-200", 'title = "$200"')])
Q("Does Fettle Care+ cover my phone if it gets stolen?", "product_attribute",
  facts=[], pol="no", links=[P("fettle-care-plus")],
  ev=[E("product:fettle-care-plus", "theft_covered = false")])
Q("What's the excess if I claim on Care+?", "product_attribute",
  facts=[["49"]], links=[P("fettle-care-plus")],
  ev=[E("product:fettle-care-plus", "Up to 2 claims, each with a $49 excess.")])
Q("How much is Care+ for a laptop?", "product_price",
  facts=[["199"]], links=[P("fettle-care-plus")],
  ev=[E("variant:fettle-care-plus-laptop", "199.00")])
Q("I bought a refurb phone from you two months ago. Can I still add Care+?", "product_attribute",
  facts=[["30 days"]], pol="no", links=[P("fettle-care-plus")], allowed=[POL("device-warranty")],
  ev=[E("product:fettle-care-plus", "Must be added within 30 days of buying the device."), E("policy:device-warranty", "It can only be added within 30 days of buying the device.")])
Q("Can I get Care+ for a phone I bought at JB Hi-Fi?", "product_attribute",
  facts=[["bought from Fettle", "from Fettle"]], pol="no", links=[P("fettle-care-plus")],
  ev=[E("product:fettle-care-plus", "Accidental damage cover for a refurbished device bought from Fettle")])
Q("how long does care plus last and how many claims", "product_attribute",
  facts=[["24 months", "24-month", "2 years", "two years"], ["2 claims", "two claims", "claims_limit: 2", "up to 2"]], links=[P("fettle-care-plus")],
  ev=[E("product:fettle-care-plus", "term_months = 24"), E("product:fettle-care-plus", "Up to 2 claims, each with a $49 excess.")])

# ================================================================ PRODUCTS: stock
Q("Do you have a refurbished iPhone 14 128GB in Excellent condition at the Chadstone kiosk?", "product_stock",
  facts=[], pol="no", links=[P("refurb-iphone-14")], allowed=[L("loc_chadstone"), L("loc_melb_cbd")],
  ev=[E("inventory", "loc_chadstone,refurb-iphone-14-128-excellent,0")])
Q("Which stores have the refurbished Galaxy S23 Ultra in stock?", "product_stock",
  facts=[["Sydney CBD"], ["Melbourne CBD"], ["Brisbane"]], links=[P("refurb-galaxy-s23-ultra")],
  allowed=[L("loc_syd_cbd"), L("loc_melb_cbd"), L("loc_brisbane")],
  ev=[E("inventory", "loc_syd_cbd,refurb-galaxy-s23-ultra-256-excellent,1"), E("inventory", "loc_melb_cbd,refurb-galaxy-s23-ultra-256-excellent,1"), E("inventory", "loc_brisbane,refurb-galaxy-s23-ultra-256-good,1")])
Q("Is the navy rugged case for the 15 Pro in stock at Melbourne CBD?", "product_stock",
  facts=[["Sydney", "Chadstone"]], pol="no", links=[P("rugged-case-iphone-15-pro")], allowed=[L("loc_melb_cbd"), L("loc_syd_cbd"), L("loc_chadstone")],
  ev=[E("inventory", "loc_melb_cbd,rugged-case-iphone-15-pro-navy,0"), E("inventory", "loc_chadstone,rugged-case-iphone-15-pro-navy,1")])
Q("Can I pick up the 16GB MacBook Air M1 in Brisbane?", "product_stock",
  facts=[["Sydney CBD"]], pol="no", links=[P("refurb-macbook-air-m1")], allowed=[L("loc_brisbane"), L("loc_syd_cbd")],
  ev=[E("inventory", "loc_syd_cbd,refurb-macbook-air-m1-16-512-excellent,1")])
Q("Has the Perth store got a refurbished iPhone 14 Pro Max?", "product_stock",
  facts=[["Good"]], pol="yes", links=[P("refurb-iphone-14-pro-max")], allowed=[L("loc_perth")],
  ev=[E("inventory", "loc_perth,refurb-iphone-14-pro-max-256-good,1")])
Q("Does the Brisbane store have genuine iPhone 15 Pro screens in stock?", "product_stock",
  facts=[["aftermarket"]], pol="no", links=[P("screen-repair-iphone-15-pro")], allowed=[L("loc_brisbane")],
  ev=[E("inventory", "loc_brisbane,screen-repair-iphone-15-pro-genuine,0"), E("inventory", "loc_brisbane,screen-repair-iphone-15-pro-aftermarket,2")])
Q("Is the pink kids' iPad case available in any store?", "product_stock",
  facts=[["Parramatta"]], pol="yes", links=[P("kids-case-ipad-9")], allowed=[L("loc_parramatta")],
  disc=["small_parts"], ev=[E("inventory", "loc_parramatta,kids-case-ipad-9-pink,1")])
Q("Where can I buy the clearance iPhone 12?", "product_stock",
  facts=[["Parramatta"], ["Adelaide"]], links=[P("refurb-iphone-12-clearance")], allowed=[L("loc_parramatta"), L("loc_adelaide")],
  ev=[E("inventory", "loc_parramatta,RFB-IP12-64-FR-CLR,2"), E("inventory", "loc_adelaide,RFB-IP12-64-FR-CLR,1")])
Q("Is the laptop power bank in stock at Melbourne CBD?", "product_stock",
  facts=[], pol="yes", links=[P("power-bank-26800-laptop")], allowed=[L("loc_melb_cbd")],
  disc=[LI, "airline_limit"], ev=[E("inventory", "loc_melb_cbd,power-bank-26800-laptop,1")])
Q("does parramatta have the iphone 15 pro battery in stock for a same day swap", "product_stock",
  facts=[], pol="no", links=[P("battery-replacement-iphone-15-pro")], allowed=[L("loc_parramatta"), L("loc_syd_cbd")],
  ev=[E("inventory", "loc_syd_cbd,battery-replacement-iphone-15-pro,5")])

# ================================================================ POLICIES: returns
Q("How long do I have to return something?", "policy",
  facts=[["30 days", "30-day", "thirty days"]], links=[POL("refund-policy")],
  ev=[E("policy:refund-policy", "You can return a refurbished device or an accessory within 30 days of delivery or in-store purchase for a change of mind.")])
Q("I've changed my mind about the refurbished phone I bought last week. Can I send it back?", "policy",
  facts=[["30 days", "30-day", "thirty days"]], pol="yes", links=[POL("refund-policy")],
  ev=[E("policy:refund-policy", "You can return a refurbished device or an accessory within 30 days of delivery or in-store purchase for a change of mind.")])
Q("Can I return a screen protector after I've stuck it on?", "policy",
  facts=[], pol="no", links=[POL("refund-policy")], allowed=[P("screen-protector-iphone-15"), P("screen-protector-iphone-15-pro-max")],
  ev=[E("policy:refund-policy", "Screen protectors cannot be returned once they have been applied.")])
Q("I'm not happy with my screen repair, can I return it for a refund?", "policy",
  facts=[["warranty"]], pol="no", links=[POL("refund-policy")], allowed=[POL("repair-warranty")],
  ev=[E("policy:refund-policy", "A repair is a service, not a product, so it cannot be returned for a change of mind."), E("policy:refund-policy", "If something goes wrong with a repair, it is covered by our")])
Q("Who pays the postage if I return something?", "policy",
  facts=[["12.95"], ["free"]], links=[POL("refund-policy")],
  ev=[E("policy:refund-policy", "Return shipping for a change of mind costs $12.95, deducted from your refund."), E("policy:refund-policy", "Return shipping is free when the item is faulty or we sent the wrong thing.")])
Q("how long until i get my money back after a return", "policy",
  facts=[["5 business days", "five business days"]], links=[POL("refund-policy")],
  ev=[E("policy:refund-policy", "We refund to the original payment method within 5 business days of receiving your return.")])
Q("I paid with Afterpay. How does a refund work?", "policy",
  facts=[["instalments", "installments"]], links=[POL("refund-policy")], allowed=[FAQ("afterpay")],
  ev=[E("policy:refund-policy", "Orders paid with Afterpay are refunded to Afterpay, which adjusts your remaining instalments.")])
Q("Can I take my online order back to the Chadstone kiosk?", "policy",
  facts=[], pol="no", links=[POL("refund-policy")], allowed=[L("loc_chadstone"), L("loc_melb_cbd")],
  ev=[E("policy:refund-policy", "You can also return online orders at any Fettle store, except the Chadstone kiosk."), E("location:loc_chadstone", "Online orders cannot be returned at the Chadstone kiosk.")])
Q("Are gift cards refundable?", "policy",
  facts=[], pol="no", links=[POL("refund-policy")], allowed=[P("gift-card"), FAQ("gift-cards")],
  ev=[E("policy:refund-policy", "Gift cards cannot be returned or refunded.")])
Q("Anything I need to do to my refurbished phone before sending it back?", "policy",
  facts=[["iCloud"]], links=[POL("refund-policy")],
  ev=[E("policy:refund-policy", "Refurbished devices must be signed out of iCloud, Google or Samsung accounts before we can accept them back.")])
Q("Can I swap a return for store credit instead of a refund?", "policy",
  facts=[["store credit"]], pol="yes", links=[POL("refund-policy")],
  ev=[E("policy:refund-policy", "Returns of online orders can also be exchanged for store credit, which is issued on the spot.")])
Q("Does your returns policy affect my rights under Australian Consumer Law?", "policy",
  facts=[["Australian Consumer Law"]], pol="no", links=[POL("refund-policy")],
  ev=[E("policy:refund-policy", "These rules are in addition to your rights under the Australian Consumer Law, which no policy of ours can take away.")])
Q("What can't be returned?", "policy",
  facts=[["batteries"], ["screen protector"], ["clearance"], ["gift card"]], links=[POL("refund-policy")],
  ev=[E("policy:refund-policy", "Loose replacement batteries sold as parts are final sale once sold, because we cannot resell a lithium cell that has left our control. Screen protectors cannot be returned once they have been applied. Clearance devices are final sale and can only come back under the Australian Consumer Law. Gift cards cannot be returned or refunded.")])

# ================================================================ POLICIES: shipping
Q("How much is delivery?", "policy",
  facts=[["9.95"], ["99"]], links=[POL("shipping-policy")],
  ev=[E("policy:shipping-policy", "Standard delivery costs $9.95 and is free on orders over $99.")])
Q("How long does standard shipping take to Melbourne?", "policy",
  facts=[R(2, 5)], links=[POL("shipping-policy")],
  ev=[E("policy:shipping-policy", "Standard delivery takes 2–5 business days to capital cities and 4–8 business days to regional areas.")])
Q("What does express post cost and how quick is it?", "policy",
  facts=[["14.95"], R(1, 2)], links=[POL("shipping-policy")],
  ev=[E("policy:shipping-policy", "Express delivery costs $14.95 on every order."), E("policy:shipping-policy", "Express delivery takes 1–2 business days to capital cities and 2–4 business days to regional areas.")])
Q("Do you ship to New Zealand?", "policy",
  facts=[["Australia"]], pol="no", links=[POL("shipping-policy")],
  ev=[E("policy:shipping-policy", "We do not ship outside Australia, and we do not ship to New Zealand.")])
Q("I live in Darwin. Will my order take longer?", "policy",
  facts=[["2 business days", "two business days"]], pol="yes", links=[POL("shipping-policy")],
  ev=[E("policy:shipping-policy", "Orders to Western Australia, the Northern Territory and Tasmania can take 2 business days longer.")])
Q("Can the courier just leave my refurbished iPhone at the front door?", "policy",
  facts=[["signature"]], pol="no", links=[POL("shipping-policy")],
  ev=[E("policy:shipping-policy", "Every refurbished device ships insured and needs a signature on delivery."), E("policy:shipping-policy", "We cannot leave a refurbished device in a safe place or at the door.")])
Q("Can you deliver to a parcel locker?", "policy",
  facts=[], pol="yes", links=[POL("shipping-policy")],
  ev=[E("policy:shipping-policy", "We deliver to every address in Australia, including PO Boxes and parcel lockers.")])
Q("What time do I need to order by for express to go out today?", "policy",
  facts=[["1 pm", "1pm", "13:00", "1:00 pm", "1:00pm"]], links=[POL("shipping-policy")],
  ev=[E("policy:shipping-policy", "Orders placed by 1 pm Sydney time on a business day leave our warehouse the same day.")])
Q("Do you do same day delivery in Sydney?", "policy",
  facts=[["19.95"], ["10 km", "10km", "10 kilometres"]], pol="yes", links=[POL("shipping-policy")], allowed=[L("loc_syd_cbd")],
  ev=[E("policy:shipping-policy", "Our Sydney CBD store delivers refurbished devices and accessories by same-day courier within 10 km of the store for $19.95.")])
Q("If I pay for express on a power bank, will it get here faster?", "policy",
  facts=[["road"]], pol="no", links=[POL("shipping-policy")], allowed=[P("power-bank-10000"), P("power-bank-26800-laptop")],
  ev=[E("policy:shipping-policy", "Loose lithium batteries and power banks can only travel by road, so they always ship by standard delivery, even when you choose express.")])
Q("how long would a loose iphone battery take to get to me", "policy",
  facts=[R(3, 10)], links=[POL("shipping-policy")], allowed=[P("battery-part-iphone-15"), P("battery-part-iphone-15-pro")],
  ev=[E("policy:shipping-policy", "Road-only parcels take 3–10 business days to arrive.")])
Q("Can a refurbished laptop ship express, since it has a battery inside?", "policy",
  facts=[], pol="yes", links=[POL("shipping-policy")],
  ev=[E("policy:shipping-policy", "Phones, tablets and laptops with the battery fitted inside can ship by express as normal.")])
Q("Which couriers do you use?", "policy",
  facts=[["Australia Post"], ["StarTrack"]], links=[POL("shipping-policy")],
  ev=[E("policy:shipping-policy", "We ship refurbished devices, parts and accessories from our warehouse in Alexandria, Sydney, with Australia Post and StarTrack.")])
Q("Shipping to regional Queensland, how many days?", "policy",
  facts=[R(4, 8)], links=[POL("shipping-policy")],
  ev=[E("policy:shipping-policy", "Standard delivery takes 2–5 business days to capital cities and 4–8 business days to regional areas.")])

# ================================================================ POLICIES: repair warranty
Q("How long is your warranty on repairs?", "policy",
  facts=[MONTHS12], links=[POL("repair-warranty")],
  ev=[E("policy:repair-warranty", "Every repair carries a 12-month warranty on the part we fitted and on our workmanship.")])
Q("You fixed my phone after it went in the bath. How long is that repair guaranteed?", "policy",
  facts=[["30 days", "30-day", "thirty days"]], links=[POL("repair-warranty")], allowed=[P("liquid-damage-treatment")],
  ev=[E("policy:repair-warranty", "Repairs of liquid-damaged devices carry a 30-day warranty only, because corrosion can keep spreading after the repair.")])
Q("If I crack the new screen again after your repair, is that covered?", "policy",
  facts=[], pol="no", links=[POL("repair-warranty")],
  ev=[E("policy:repair-warranty", "New physical damage, such as a new crack or a bent frame, is not covered.")])
Q("Will getting my iPhone fixed at Fettle void my Apple warranty?", "policy",
  facts=[["may void"]], links=[POL("repair-warranty")],
  ev=[E("policy:repair-warranty", "A repair by Fettle may void any remaining manufacturer warranty on your device, as we are an independent repairer.")])
Q("How do I make a warranty claim on a repair?", "policy",
  facts=[["receipt"], ["2 business days", "two business days"]], links=[POL("repair-warranty")],
  ev=[E("policy:repair-warranty", "Bring the device to any Fettle store with your repair receipt, or start a mail-in claim online."), E("policy:repair-warranty", "Warranty claims are assessed within 2 business days.")])
Q("Is data recovery covered by any warranty?", "policy",
  facts=[], pol="no", links=[POL("repair-warranty")], allowed=[P("data-recovery")],
  ev=[E("policy:repair-warranty", "Data recovery and diagnostic work carry no warranty.")])
Q("Does the repair warranty cover the whole phone?", "policy",
  facts=[["part we replaced", "part replaced", "only the part"]], pol="no", links=[POL("repair-warranty")],
  ev=[E("policy:repair-warranty", "The repair warranty covers only the part we replaced and the work we did, not the rest of the device.")])
Q("My mate opened my phone after you fixed it. Is the warranty still ok?", "policy",
  facts=[["ends", "void"]], pol="no", links=[POL("repair-warranty")],
  ev=[E("policy:repair-warranty", "The repair warranty ends if the device is opened or repaired by anyone else after our repair.")])
Q("Do I pay postage to send back a warranty repair?", "policy",
  facts=[["free"]], links=[POL("repair-warranty")],
  ev=[E("policy:repair-warranty", "We return warranty repairs by post free of charge.")])

# ================================================================ POLICIES: device warranty
Q("What warranty comes with your refurbished phones?", "policy",
  facts=[MONTHS12, MONTHS6], links=[POL("device-warranty")],
  ev=[E("policy:device-warranty", "Refurbished devices in Excellent and Good grade come with a 12-month Fettle device warranty."), E("policy:device-warranty", "Fair grade devices come with a 6-month warranty.")])
Q("Is the battery covered by the refurbished device warranty?", "policy",
  facts=[["80"]], pol="yes", links=[POL("device-warranty")],
  ev=[E("policy:device-warranty", "Batteries are covered when their maximum capacity falls below 80% during the warranty.")])
Q("My Good grade phone has a couple of small scratches on the back. Can I claim under warranty?", "policy",
  facts=[["cosmetic"]], pol="no", links=[POL("device-warranty")], allowed=[FAQ("refurb-grades")],
  ev=[E("policy:device-warranty", "Cosmetic marks that match the grade you bought are not covered.")])
Q("When does the warranty start on a refurbished device?", "policy",
  facts=[["delivery"]], links=[POL("device-warranty")],
  ev=[E("policy:device-warranty", "The warranty starts on the day of delivery or in-store purchase.")])
Q("If my refurbished phone's speaker stops working, what will you do?", "policy",
  facts=[["repair"], ["replace"], ["refund"]], links=[POL("device-warranty")],
  ev=[E("policy:device-warranty", "We repair the device, replace it with one of the same model and grade, or refund it, at our choice.")])
Q("Does the warranty on a refurb cover me dropping it?", "policy",
  facts=[["accidental"]], pol="no", links=[POL("device-warranty")], allowed=[P("fettle-care-plus")],
  ev=[E("policy:device-warranty", "Accidental damage, liquid damage and damage from a repair by anyone else are not covered."), E("policy:device-warranty", "Fettle Care+ adds accidental damage cover to a refurbished device for 24 months.")])
Q("How are refurbished devices tested?", "policy",
  facts=[["70-point", "70 point"]], links=[POL("device-warranty")], allowed=[FAQ("refurb-grades")],
  ev=[E("policy:device-warranty", "Every refurbished device we sell is tested on a 70-point checklist and comes with the Fettle device warranty.")])

# ================================================================ POLICIES: privacy
Q("Will your technicians go through my photos while fixing my phone?", "policy",
  facts=[["never"]], pol="no", links=[POL("privacy-policy")],
  ev=[E("policy:privacy-policy", "We never copy, read or keep your photos, messages or files.")])
Q("If I give you my passcode, do you keep it?", "policy",
  facts=[["delete"]], pol="no", links=[POL("privacy-policy")], allowed=[FAQ("passcode")],
  ev=[E("policy:privacy-policy", "For other repairs we ask for your passcode so that we can test the repair, and we delete it from our system when you collect the device.")])
Q("Will I lose my data if I bring in my phone?", "policy",
  facts=[["back up", "backup"]], links=[POL("privacy-policy")],
  ev=[E("policy:privacy-policy", "Please back up your device before any repair."), E("policy:privacy-policy", "Most repairs do not touch your data, but some board-level repairs and all liquid-damage treatments can erase it.")])
Q("Is there a camera watching the repair bench? How long is footage kept?", "policy",
  facts=[["30 days", "thirty days"]], pol="yes", links=[POL("privacy-policy")],
  ev=[E("policy:privacy-policy", "Every repair bench is covered by CCTV, and footage is kept for 30 days.")])
Q("How long do you hold on to my personal details?", "policy",
  facts=[["7 years", "seven years"]], links=[POL("privacy-policy")],
  ev=[E("policy:privacy-policy", "We keep your name, contact details, device model and repair history for 7 years, as our tax and consumer-law records require.")])
Q("Do you sell customer data to advertisers?", "policy",
  facts=[], pol="no", links=[POL("privacy-policy")],
  ev=[E("policy:privacy-policy", "We never sell your personal information.")])
Q("how fast do you wipe traded in phones", "policy",
  facts=[["72 hours"]], links=[POL("privacy-policy")], allowed=[POL("trade-in"), P("certified-data-erasure")],
  ev=[E("policy:privacy-policy", "Every traded-in device is erased to the NIST 800-88 standard within 72 hours of trade-in.")])
Q("Who do I contact to get my personal info deleted?", "policy",
  facts=[["privacy@fettlerepair.example"]], links=[POL("privacy-policy")],
  ev=[E("policy:privacy-policy", "Email privacy@fettlerepair.example to see, correct or delete the information we hold about you.")])
Q("Why do you photocopy my licence when I trade in?", "policy",
  facts=[["second-hand dealer"]], links=[POL("privacy-policy")], allowed=[POL("trade-in")],
  ev=[E("policy:privacy-policy", "We keep copies of photo ID shown for trade-ins, because second-hand dealer laws require it.")])
Q("I don't want to tell staff my PIN. Is there another way?", "policy",
  facts=[["unlock"]], pol="yes", links=[POL("privacy-policy")], allowed=[FAQ("passcode")],
  ev=[E("policy:privacy-policy", "You can instead choose to unlock the device yourself at collection so that we can test it with you.")])

# ================================================================ POLICIES: mail-in
Q("How does a mail-in repair work?", "policy",
  facts=[["satchel"], ["2 business days", "two business days"]], links=[POL("mail-in-repairs")],
  ev=[E("policy:mail-in-repairs", "Book a mail-in repair online and we send you a free prepaid, padded Australia Post satchel within 2 business days.")])
Q("What does postage cost for a mail-in repair?", "policy",
  facts=[["free"]], links=[POL("mail-in-repairs")],
  ev=[E("policy:mail-in-repairs", "Postage both ways is free for mail-in repairs.")])
Q("If I post my phone in, how long until I get it back?", "policy",
  facts=[["3 business days", "three business days"], R(1, 4)], links=[POL("mail-in-repairs")],
  ev=[E("policy:mail-in-repairs", "Most mail-in repairs are finished within 3 business days of the device reaching us."), E("policy:mail-in-repairs", "Postage each way adds 1–4 business days, depending on where you live.")])
Q("Is my phone insured while it's in the post to you?", "policy",
  facts=[["2,500", "2500"]], pol="yes", links=[POL("mail-in-repairs")],
  ev=[E("policy:mail-in-repairs", "Every mail-in satchel is insured for up to $2,500 while in transit.")])
Q("My MacBook Pro is worth about $3,200. Can I just post it in the satchel?", "policy",
  facts=[["29"], ["courier"]], pol="no", links=[POL("mail-in-repairs")],
  ev=[E("policy:mail-in-repairs", "Devices worth more than $2,500, such as some laptops, need our insured courier pickup for $29.")])
Q("Can I mail in a phone whose battery has swollen up?", "policy",
  facts=[["store"]], pol="no", links=[POL("mail-in-repairs")], allowed=[FAQ("swollen-battery")],
  ev=[E("policy:mail-in-repairs", "Devices with a swollen or puffed battery cannot be posted, because Australia Post bans them as dangerous goods.")])
Q("What if I don't want to go ahead after you've looked at my mailed-in phone?", "policy",
  facts=[["no cost", "free", "at no charge"]], links=[POL("mail-in-repairs")],
  ev=[E("policy:mail-in-repairs", "If you decline our quote after we assess the device, we post it back unrepaired at no cost.")])
Q("How much is express mail-in?", "policy",
  facts=[["49"]], links=[POL("mail-in-repairs")],
  ev=[E("policy:mail-in-repairs", "For $49, an express mail-in repair is worked on the day it arrives and returned by Express Post.")])
Q("Can I send my dead phone for data recovery with express mail-in?", "policy",
  facts=[], pol="no", links=[POL("mail-in-repairs")], allowed=[P("data-recovery")],
  ev=[E("policy:mail-in-repairs", "Express mail-in is not available for board-level repairs or data recovery.")])
Q("Should I leave the SIM card in when I post my phone?", "policy",
  facts=[["remove"]], pol="no", links=[POL("mail-in-repairs")],
  ev=[E("policy:mail-in-repairs", "Please remove SIM cards, memory cards and cases before posting; we cannot return them.")])
Q("Does a mail-in repair cost more than doing it in store?", "policy",
  facts=[["same"]], pol="no", links=[POL("mail-in-repairs")],
  ev=[E("policy:mail-in-repairs", "You pay the same repair price as in store.")])

# ================================================================ POLICIES: express and turnaround
Q("How much extra is express service?", "policy",
  facts=[["49"]], links=[POL("express-service")], allowed=[P("express-repair-upgrade"), FAQ("repair-time")],
  ev=[E("policy:express-service", "The Express fee is $49 on top of the repair price.")])
Q("How long does a normal screen repair take without express?", "policy",
  facts=[["3 hours", "three hours"], ["same day"]], links=[POL("express-service")], allowed=[FAQ("repair-time")],
  ev=[E("policy:express-service", "Most screen and battery repairs are ready the same day, within 3 hours of drop-off.")])
Q("What happens if my express repair goes over the hour?", "policy",
  facts=[["refund"]], links=[POL("express-service")], allowed=[P("express-repair-upgrade")],
  ev=[E("policy:express-service", "If we take longer than 60 minutes, we refund the Express fee.")])
Q("What's the latest I can come in for an express repair?", "policy",
  facts=[["90 minutes", "1.5 hours", "an hour and a half"]], links=[POL("express-service")],
  ev=[E("policy:express-service", "The last Express repair of the day starts 90 minutes before closing.")])
Q("How long do board level repairs take?", "policy",
  facts=[R(3, 5)], links=[POL("express-service")],
  ev=[E("policy:express-service", "Board-level repairs take 3–5 business days.")])
Q("Can I get express on a water damaged phone?", "policy",
  facts=[], pol="no", links=[POL("express-service")], allowed=[P("liquid-damage-treatment")],
  ev=[E("policy:express-service", "Express is not available for liquid-damage treatment, board-level repairs or data recovery.")])
Q("If I pay for the express diagnostic and then get the repair, do I get the $39 back?", "policy",
  facts=[["39"]], pol="yes", links=[POL("express-service")], allowed=[P("diagnostic-assessment")],
  ev=[E("policy:express-service", "An express diagnostic costs $39 and is done within 1 hour; the $39 comes off the repair price if you go ahead with the repair.")])
Q("How long does a camera repair usually take?", "policy",
  facts=[R(1, 2)], links=[POL("express-service")],
  ev=[E("policy:express-service", "Charging port, camera and back glass repairs usually take 1–2 business days.")])
Q("Which stores can do express repairs?", "policy",
  facts=[["Sydney CBD"], ["Melbourne CBD"], ["Brisbane"]], links=[POL("express-service")],
  allowed=[L("loc_syd_cbd"), L("loc_melb_cbd"), L("loc_brisbane"), P("express-repair-upgrade")],
  ev=[E("policy:express-service", "Express repairs are only done at stores with an Express repair bar: Sydney CBD, Melbourne CBD and Brisbane.")])
Q("Is there a charge for the standard turnaround?", "policy",
  facts=[], pol="no", links=[POL("express-service")],
  ev=[E("policy:express-service", "Standard turnaround has no extra fee.")])

# ================================================================ POLICIES: trade-in
Q("How do I get paid for a trade-in?", "policy",
  facts=[["store credit"], ["bank transfer"]], links=[POL("trade-in")],
  ev=[E("policy:trade-in", "Trade-in value is paid as Fettle store credit on the spot, or by bank transfer within 5 business days.")])
Q("How long is an online trade-in quote valid for?", "policy",
  facts=[["14 days", "fourteen days"]], links=[POL("trade-in")],
  ev=[E("policy:trade-in", "An online quote is valid for 14 days.")])
Q("Can my 16 year old son trade in his old phone?", "policy",
  facts=[["18"]], pol="no", links=[POL("trade-in")],
  ev=[E("policy:trade-in", "You must be 18 or older and show photo ID, such as a driver licence or passport, to trade in a device.")])
Q("what ID do I need to bring for a trade in", "policy",
  facts=[["driver licence", "driver's licence", "drivers licence"], ["passport"]], links=[POL("trade-in")],
  ev=[E("policy:trade-in", "You must be 18 or older and show photo ID, such as a driver licence or passport, to trade in a device.")])
Q("I forgot my Apple ID password. Can I still trade in my iPhone while it's locked to iCloud?", "policy",
  facts=[], pol="no", links=[POL("trade-in")],
  ev=[E("policy:trade-in", "We cannot accept devices that are still locked to an iCloud, Google or Samsung account.")])
Q("Does trade-in store credit expire?", "policy",
  facts=[["never"]], pol="no", links=[POL("trade-in")],
  ev=[E("policy:trade-in", "Store credit from a trade-in never expires.")])
Q("Is there a bonus if I take store credit instead of cash?", "policy",
  facts=[["10%", "10 %", "10 per cent", "ten percent"]], pol="yes", links=[POL("trade-in")],
  ev=[E("policy:trade-in", "Choosing store credit adds a 10% bonus to the trade-in value.")])
Q("What if my phone turns out to be in worse shape than I said in the online quote?", "policy",
  facts=[["new value"]], links=[POL("trade-in")],
  ev=[E("policy:trade-in", "We confirm the final value after checking the device in store or at our repair centre; if it is in a worse condition than you described, we offer a new value, and you can take the device back if you decline it.")])
Q("Can I post my trade-in and get store credit?", "policy",
  facts=[["bank transfer"]], pol="no", links=[POL("trade-in")],
  ev=[E("policy:trade-in", "Mail-in trade-ins are paid by bank transfer only.")])
Q("Will you take an old phone with a swollen battery as a trade-in?", "policy",
  facts=[["no value"], ["in store"]], links=[POL("trade-in")],
  ev=[E("policy:trade-in", "Devices with a swollen battery are accepted in store only, for recycling at no value.")])
Q("Can I trade in my old Apple Watch?", "policy",
  facts=[], pol="yes", links=[POL("trade-in")],
  ev=[E("policy:trade-in", "Trade in your old phone, tablet, laptop or smartwatch for credit towards a repair, a refurbished device or an accessory.")])
Q("Will you accept a phone that's blacklisted by Telstra?", "policy",
  facts=[], pol="no", links=[POL("trade-in")],
  ev=[E("policy:trade-in", "Devices reported lost or stolen, or blocked by a mobile network, are not accepted.")])

# ================================================================ POLICIES: repair terms
Q("Do I need to pay a deposit when I drop my phone off for a screen repair?", "policy",
  facts=[["collect"]], pol="no", links=[POL("repair-terms")],
  ev=[E("policy:repair-terms", "You pay for a repair when you collect the device; no deposit is needed.")])
Q("How long will you hold my phone if I can't collect it straight away?", "policy",
  facts=[["60 days", "sixty days"]], links=[POL("repair-terms")],
  ev=[E("policy:repair-terms", "We hold repaired devices for 60 days after we tell you they are ready.")])
Q("What happens if I never pick up my repaired laptop?", "policy",
  facts=[["90 days"], ["sold"]], links=[POL("repair-terms")],
  ev=[E("policy:repair-terms", "After 60 days we send a final notice, and after 90 days an uncollected device may be sold to cover the repair cost, as state law allows.")])
Q("Can I keep my old cracked screen after the repair?", "policy",
  facts=[["ask"]], pol="yes", links=[POL("repair-terms")],
  ev=[E("policy:repair-terms", "The parts we remove are recycled, unless you ask to keep them when you drop the device off.")])
Q("Will the final bill be more than what you quoted?", "policy",
  facts=[["approval"]], pol="no", links=[POL("repair-terms")],
  ev=[E("policy:repair-terms", "Every repair starts with a quote, and we never go over it without your approval.")])
Q("Is there a fee to cancel my repair booking?", "policy",
  facts=[["2 hours", "two hours"]], pol="no", links=[POL("repair-terms")],
  ev=[E("policy:repair-terms", "Bookings can be moved or cancelled for free up to 2 hours before the appointment.")])
Q("Do I need an appointment or can I just walk in?", "policy",
  facts=[["walk in", "walk-in"]], links=[POL("repair-terms")],
  ev=[E("policy:repair-terms", "You can walk in to any store, but booking online guarantees a technician at the time you choose.")])
Q("What if you find something else wrong while fixing it?", "policy",
  facts=[["new quote"]], links=[POL("repair-terms")],
  ev=[E("policy:repair-terms", "If we find another fault while repairing, we call you with a new quote before doing more work.")])
Q("Will the quote tell me if it's a genuine part?", "policy",
  facts=[], pol="yes", links=[POL("repair-terms")], allowed=[FAQ("genuine-vs-aftermarket")],
  ev=[E("policy:repair-terms", "We fit genuine manufacturer parts or premium aftermarket parts; the quote always says which.")])

# ================================================================ FAQ
Q("Do you take Afterpay?", "faq",
  facts=[["four", "4"], ["fortnightly"]], pol="yes", links=[FAQ("afterpay")],
  ev=[E("faq:afterpay", "Buy now, pay later through our partner Afterpay: four fortnightly payments, interest-free, on purchases from $50 to $2,000, online and in every store.")])
Q("Can I split the cost of fixing my laptop into a few payments?", "faq",
  facts=[["Afterpay"]], pol="yes", links=[FAQ("afterpay")],
  ev=[E("faq:afterpay", "Repairs can be paid with Afterpay too.")])
Q("What's the most I can put on Afterpay with you?", "faq",
  facts=[["2,000", "2000"]], links=[FAQ("afterpay")],
  ev=[E("faq:afterpay", "on purchases from $50 to $2,000")])
Q("Can I pay cash at the Chadstone kiosk?", "faq",
  facts=[["card"]], pol="no", links=[FAQ("payment-methods")], allowed=[L("loc_chadstone")],
  ev=[E("faq:payment-methods", "We do not accept cash at the Chadstone kiosk."), E("location:loc_chadstone", "Card payments only: no cash.")])
Q("Do you accept Amex?", "faq",
  facts=[["American Express"]], pol="yes", links=[FAQ("payment-methods")],
  ev=[E("faq:payment-methods", "We accept Visa, Mastercard, American Express, eftpos, Apple Pay, Google Pay, PayPal (online only) and Fettle gift cards.")])
Q("Can I use PayPal in the store?", "faq",
  facts=[["online only", "only online"]], pol="no", links=[FAQ("payment-methods")],
  ev=[E("faq:payment-methods", "PayPal (online only)")])
Q("What's the actual difference between an original screen and a 'premium aftermarket' one?", "faq",
  facts=[["manufacturer"], ["third party", "third-party"]], links=[FAQ("genuine-vs-aftermarket")],
  ev=[E("faq:genuine-vs-aftermarket", "A genuine screen is made by the phone's manufacturer and keeps features like True Tone and the original brightness; it has our 12-month repair warranty. A premium aftermarket screen is made by a third party, costs less, and has a 6-month repair warranty.")])
Q("Will my iPhone show a warning if I get a non-genuine screen?", "faq",
  facts=[["not genuine"]], pol="yes", links=[FAQ("genuine-vs-aftermarket")],
  ev=[E("faq:genuine-vs-aftermarket", "After an aftermarket screen is fitted, an iPhone shows a notice that the display is not genuine.")])
Q("I dropped my phone in the pool. Should I put it in a bag of rice?", "faq",
  facts=[["turn it off", "turn off"]], pol="no", links=[FAQ("water-damage")], allowed=[P("liquid-damage-treatment")],
  ev=[E("faq:water-damage", "Turn it off straight away, do not charge it, and do not put it in rice: bring it to a store as soon as you can.")])
Q("What does Fair condition mean on a refurbished phone?", "faq",
  facts=[["scratches"]], links=[FAQ("refurb-grades")],
  ev=[E("faq:refurb-grades", "Fair: visible scratches or small dents on the body and possibly light screen marks; every function works perfectly.")])
Q("Good grade: will the screen have scratches?", "faq",
  facts=[["unmarked"]], pol="no", links=[FAQ("refurb-grades")],
  ev=[E("faq:refurb-grades", "Good: light scratches on the body that you only see up close; the screen is unmarked.")])
Q("are your refurbished phones locked to telstra", "faq",
  facts=[["unlocked"]], pol="no", links=[FAQ("unlocked")],
  ev=[E("faq:unlocked", "Every refurbished phone we sell is unlocked and works on Telstra, Optus, Vodafone and every network that uses them in Australia.")])
Q("Can I drop off a bag of old AA batteries and a dead phone for recycling?", "faq",
  facts=[["free"]], pol="yes", links=[FAQ("battery-recycling")],
  ev=[E("faq:battery-recycling", "Every Fettle store has a battery recycling bin for household batteries, phone batteries and old phones, free of charge.")])
Q("The screen on my iPhone is lifting up and the back looks puffy. What do I do?", "faq",
  facts=[["stop using", "stop charging"], ["in person", "to a store"]], links=[FAQ("swollen-battery")], allowed=[POL("mail-in-repairs")],
  ev=[E("faq:swollen-battery", "Stop using and charging the device, keep it away from heat and anything flammable, and bring it to a store in person.")])
Q("Another shop quoted me less for a screen. Will you beat it?", "faq",
  facts=[["10%", "10 %", "10 per cent"]], pol="yes", links=[FAQ("price-match")],
  ev=[E("faq:price-match", "We beat any written quote from another repair shop in Australia by 10% for the same repair with the same grade of part.")])
Q("student discount?", "faq",
  facts=[["10%", "10 %", "10 per cent"]], pol="yes", links=[FAQ("students")],
  ev=[E("faq:students", "Students and seniors get 10% off any repair with a valid student or Seniors Card.")])
Q("Can I use my student discount on a refurbished iPhone?", "faq",
  facts=[["repair"]], pol="no", links=[FAQ("students")],
  ev=[E("faq:students", "The discount does not apply to refurbished devices, parts or gift cards.")])
Q("What do I get with Fettle Plus and what does it cost to join?", "faq",
  facts=[["free"], ["member prices", "member pricing"]], links=[FAQ("fettle-plus")],
  ev=[E("faq:fettle-plus", "Fettle Plus is our free membership. Members pay member prices on accessories, get one Express repair a year without the Express fee, and receive reminders when a repair warranty is about to end.")])
Q("Can you fix my PS5?", "faq",
  facts=[["game consoles"]], pol="no", links=[FAQ("models-we-repair")],
  ev=[E("faq:models-we-repair", "We do not repair game consoles, drones or desktop computers.")])
Q("do you fix oppo phones", "faq",
  facts=[], pol="yes", links=[FAQ("models-we-repair")],
  ev=[E("faq:models-we-repair", "We repair iPhone, Samsung Galaxy, Google Pixel, Oppo and Motorola phones, iPad and Galaxy Tab tablets, MacBooks and Apple Watch.")])
Q("Will you repair my DJI drone?", "faq",
  facts=[], pol="no", links=[FAQ("models-we-repair")],
  ev=[E("faq:models-we-repair", "We do not repair game consoles, drones or desktop computers.")])
Q("Is there something I can use while my phone is in for a couple of days?", "faq",
  facts=[["100"]], pol="yes", links=[FAQ("loan-phone")],
  ev=[E("faq:loan-phone", "We lend a basic smartphone free of charge against a $100 refundable card pre-authorisation, subject to availability at the store.")])
Q("My insurer needs a report on the damage. Can you do that and what does it cost?", "faq",
  facts=[["35"]], pol="yes", links=[FAQ("insurance-quotes")],
  ev=[E("faq:insurance-quotes", "After a diagnostic assessment we can write an insurance damage report for $35, stating the fault, its likely cause and the repair cost.")])
Q("My husband is going to collect my phone for me. What does he need to bring?", "faq",
  facts=[["job number"], ["photo ID"]], links=[FAQ("who-collects")], allowed=[POL("repair-terms")],
  ev=[E("faq:who-collects", "They need your job number and their own photo ID.")])
Q("We have 25 company phones. Do you do business accounts?", "faq",
  facts=[["invoic"]], pol="yes", links=[FAQ("business-accounts")],
  ev=[E("faq:business-accounts", "Fettle for Business offers monthly invoicing, a dedicated account manager and on-site collection for fleets of 10 devices or more.")])
Q("What comes in the box with a refurbished phone?", "faq",
  facts=[["cable"], ["SIM tool"]], links=[FAQ("charger-in-box")],
  ev=[E("faq:charger-in-box", "The phone, a charging cable and a SIM tool, in recycled Fettle packaging.")])
Q("How do I talk to a real person?", "faq",
  facts=[["1300 338 853"]], links=[CONTACT],
  ev=[E("store", 'phone = "1300 338 853"')])
Q("What hours is customer service available on weekends?", "faq",
  facts=[["9:00", "9 am", "9am"], ["17:00", "5 pm", "5pm"]], links=[CONTACT],
  ev=[E("store", 'hours = "Monday to Friday 8:00–20:00, Saturday and Sunday 9:00–17:00, Sydney time"')])
Q("what's your support email", "faq",
  facts=[["help@fettlerepair.example"]], links=[CONTACT],
  ev=[E("store", 'email = "help@fettlerepair.example"')])

# ================================================================ LOCATIONS: open now / today (Mon 8 Mar 2027)
Q("Is the Sydney CBD store open right now?", "location_hours",
  facts=[T("18:00")], pol="yes", links=[L("loc_syd_cbd")],
  ev=[E("location:loc_syd_cbd", 'monday = "08:30-18:00"')])
Q("Is Fettle Melbourne CBD open today?", "location_hours",
  facts=[["Labour Day"]], pol="no", links=[L("loc_melb_cbd")], allowed=[L("loc_chadstone")],
  ev=[E("location:loc_melb_cbd", 'title = "Labour Day"\nclosed = true')])
Q("is the chadstone kiosk open today? it's a public holiday", "location_hours",
  facts=[T("10:00"), T("17:00")], pol="yes", links=[L("loc_chadstone")],
  ev=[E("location:loc_chadstone", 'from = "2027-03-08"\ntitle = "Labour Day"\nhours = "10:00-17:00"')])
Q("Can I walk into the Adelaide store right now?", "location_hours",
  facts=[["Adelaide Cup"]], pol="no", links=[L("loc_adelaide")],
  ev=[E("location:loc_adelaide", 'title = "Adelaide Cup Day"\nclosed = true')])
Q("Is Fettle Perth open yet?", "location_hours",
  facts=[T("09:00")], pol="no", links=[L("loc_perth")],
  ev=[E("location:loc_perth", 'monday = "09:00-17:30"')])
Q("Is the Hobart store open?", "location_hours",
  facts=[["refit"]], pol="no", links=[L("loc_hobart")],
  ev=[E("location:loc_hobart", 'title = "Closed for refit"'), E("location:loc_hobart", "Closed from 1 to 21 March 2027 for a refit; mail-in repairs continue as normal.")])
Q("Brisbane store open now?", "location_hours",
  facts=[T("17:30")], pol="yes", links=[L("loc_brisbane")],
  ev=[E("location:loc_brisbane", 'monday = "08:30-17:30"')])
Q("What time does Parramatta close today?", "location_hours",
  facts=[T("17:30")], links=[L("loc_parramatta")],
  ev=[E("location:loc_parramatta", 'monday = "09:30-17:30"')])
Q("Which of your Melbourne stores can I go to today?", "location_hours",
  facts=[["Chadstone"]], links=[L("loc_chadstone")], allowed=[L("loc_melb_cbd")],
  ev=[E("location:loc_chadstone", 'title = "Labour Day"\nhours = "10:00-17:00"'), E("location:loc_melb_cbd", 'title = "Labour Day"\nclosed = true')])
Q("What time does the Perth store open this morning?", "location_hours",
  facts=[T("09:00")], links=[L("loc_perth")],
  ev=[E("location:loc_perth", 'monday = "09:00-17:30"')])
Q("I'm in the Sydney CBD now, how long have I got to get to your George St store before it shuts?", "location_hours",
  facts=[T("18:00")], links=[L("loc_syd_cbd")],
  ev=[E("location:loc_syd_cbd", 'monday = "08:30-18:00"')])

# ================================================================ LOCATIONS: other days
Q("What time does the Sydney CBD store close on Thursday?", "location_hours",
  facts=[T("21:00")], links=[L("loc_syd_cbd")],
  ev=[E("location:loc_syd_cbd", 'thursday = "08:30-21:00"')])
Q("Brisbane store hours on Friday?", "location_hours",
  facts=[T("08:30"), T("21:00")], links=[L("loc_brisbane")],
  ev=[E("location:loc_brisbane", 'friday = "08:30-21:00"')])
Q("Are you open on Sundays in Perth?", "location_hours",
  facts=[T("11:00"), T("17:00")], pol="yes", links=[L("loc_perth")],
  ev=[E("location:loc_perth", 'sunday = "11:00-17:00"')])
Q("Is the Hobart shop open on Sundays?", "location_hours",
  facts=[], pol="no", links=[L("loc_hobart")],
  ev=[E("location:loc_hobart", 'saturday = ["09:00-12:30", "13:30-16:00"]')])
Q("What are the Hobart store's Saturday hours?", "location_hours",
  facts=[T("12:30"), T("13:30")], links=[L("loc_hobart")],
  ev=[E("location:loc_hobart", 'saturday = ["09:00-12:30", "13:30-16:00"]')])
Q("Is the Brisbane store open on Good Friday?", "location_hours",
  facts=[], pol="no", links=[L("loc_brisbane")],
  ev=[E("location:loc_brisbane", 'from = "2027-03-26"\ntitle = "Good Friday"\nclosed = true')])
Q("What are the Sydney CBD hours on Easter Saturday?", "location_hours",
  facts=[T("09:00"), T("15:00")], links=[L("loc_syd_cbd")],
  ev=[E("location:loc_syd_cbd", 'title = "Easter Saturday"\nhours = "09:00-15:00"')])
Q("Is Parramatta open on Easter Monday?", "location_hours",
  facts=[T("10:00"), T("17:00")], pol="yes", links=[L("loc_parramatta")],
  ev=[E("location:loc_parramatta", 'title = "Easter Monday"\nhours = "10:00-17:00"')])
Q("Is the George Street store open Easter Monday?", "location_hours",
  facts=[], pol="no", links=[L("loc_syd_cbd")],
  ev=[E("location:loc_syd_cbd", 'title = "Easter Monday"\nclosed = true')])
Q("Anzac Day hours for Melbourne CBD?", "location_hours",
  facts=[T("13:00"), T("17:00")], links=[L("loc_melb_cbd")],
  ev=[E("location:loc_melb_cbd", 'title = "Anzac Day"\nhours = "13:00-17:00"')])
Q("Are you open in the Melbourne CBD on Melbourne Cup Day?", "location_hours",
  facts=[], pol="no", links=[L("loc_melb_cbd")],
  ev=[E("location:loc_melb_cbd", 'title = "Melbourne Cup Day"\nclosed = true')])
Q("Will the Hobart store be open on Monday 22 March?", "location_hours",
  facts=[T("09:00"), T("17:30")], pol="yes", links=[L("loc_hobart")],
  ev=[E("location:loc_hobart", 'through = "2027-03-21"'), E("location:loc_hobart", 'monday = "09:00-17:30"')])
Q("When does the Hobart store reopen?", "location_hours",
  facts=[["22 March", "March 22", "22/3", "2027-03-22", "21 March", "March 21"]], links=[L("loc_hobart")],
  ev=[E("location:loc_hobart", 'through = "2027-03-21"'), E("location:loc_hobart", "Closed from 1 to 21 March 2027 for a refit; mail-in repairs continue as normal.")])
Q("chadstone late night trading - what time thursday?", "location_hours",
  facts=[T("21:00")], links=[L("loc_chadstone")],
  ev=[E("location:loc_chadstone", 'thursday = "09:00-21:00"')])
Q("Adelaide store hours on a Sunday?", "location_hours",
  facts=[T("11:00"), T("17:00")], links=[L("loc_adelaide")],
  ev=[E("location:loc_adelaide", 'sunday = "11:00-17:00"')])
Q("Will the Adelaide store be open tomorrow?", "location_hours",
  facts=[T("09:00"), T("17:30")], pol="yes", links=[L("loc_adelaide")],
  ev=[E("location:loc_adelaide", 'tuesday = "09:00-17:30"')])
Q("Is Fettle Perth open on WA Day?", "location_hours",
  facts=[], pol="no", links=[L("loc_perth")],
  ev=[E("location:loc_perth", 'title = "WA Day"\nclosed = true')])
Q("Is Brisbane open during the Ekka holiday?", "location_hours",
  facts=[], pol="no", links=[L("loc_brisbane")],
  ev=[E("location:loc_brisbane", 'title = "Royal Queensland Show (Ekka) holiday"\nclosed = true')])
Q("Is the Bondi Junction store still open?", "location_hours",
  facts=[["permanently"]], pol="no", links=[L("loc_bondi_junction")], allowed=[L("loc_syd_cbd")],
  ev=[E("location:loc_bondi_junction", 'status = "permanently_closed"'), E("location:loc_bondi_junction", "This store closed permanently in January 2027. Our nearest store is Sydney CBD.")])
Q("Sunday hours in Sydney CBD", "location_hours",
  facts=[T("10:00"), T("16:00")], links=[L("loc_syd_cbd")],
  ev=[E("location:loc_syd_cbd", 'sunday = "10:00-16:00"')])

# ================================================================ LOCATIONS: details and amenities
Q("What's the address of your Melbourne CBD store?", "location_info",
  facts=[["250 Elizabeth"]], links=[L("loc_melb_cbd")],
  ev=[E("location:loc_melb_cbd", 'street_address = "250 Elizabeth St"')])
Q("phone number for fettle perth", "location_info",
  facts=[["5550 0601"]], links=[L("loc_perth")],
  ev=[E("location:loc_perth", 'phone_number = "+61 8 5550 0601"')])
Q("Where in Westfield Parramatta are you?", "location_info",
  facts=[["Level 3"]], links=[L("loc_parramatta")],
  ev=[E("location:loc_parramatta", "Inside Westfield Parramatta, Level 3, next to the food court.")])
Q("Is there parking at the Parramatta store?", "location_amenity",
  facts=[["3 hours", "three hours"]], pol="yes", links=[L("loc_parramatta")],
  ev=[E("location:loc_parramatta", '"dev.ucp.amenity.parking" = "Westfield car park, first 3 hours free"')])
Q("Where should I park for the Sydney CBD shop?", "location_info",
  facts=[["Kent Street", "Kent St"]], links=[L("loc_syd_cbd")],
  ev=[E("location:loc_syd_cbd", "Nearest parking: Wilson car park on Kent Street (paid).")])
Q("Which tram gets me to the Melbourne store?", "location_info",
  facts=[["19"], ["57"], ["59"]], links=[L("loc_melb_cbd")],
  ev=[E("location:loc_melb_cbd", "Two doors from the Elizabeth Street tram stop (routes 19, 57 and 59).")])
Q("Which stores have a micro-soldering lab for board repairs?", "location_amenity",
  facts=[["Sydney CBD"], ["Melbourne CBD"]], links=[L("loc_syd_cbd"), L("loc_melb_cbd")],
  ev=[E("location:loc_syd_cbd", '"com.fettlerepair.amenity.microsoldering_lab" = "Board-level micro-soldering lab"'), E("location:loc_melb_cbd", '"com.fettlerepair.amenity.microsoldering_lab" = "Board-level micro-soldering lab"')])
Q("Which of your stores repair MacBooks?", "location_amenity",
  facts=[["Sydney CBD"], ["Melbourne CBD"], ["Brisbane"], ["Perth"]],
  links=[L("loc_syd_cbd"), L("loc_melb_cbd"), L("loc_brisbane"), L("loc_perth")],
  ev=[E("location:loc_syd_cbd", '"com.fettlerepair.amenity.macbook_repairs" = "MacBook repairs"'), E("location:loc_melb_cbd", '"com.fettlerepair.amenity.macbook_repairs" = "MacBook repairs"'), E("location:loc_brisbane", '"com.fettlerepair.amenity.macbook_repairs" = "MacBook repairs"'), E("location:loc_perth", '"com.fettlerepair.amenity.macbook_repairs" = "MacBook repairs"')])
Q("Where can I get a 60-minute express repair?", "location_amenity",
  facts=[["Sydney CBD"], ["Melbourne CBD"], ["Brisbane"]], links=[L("loc_syd_cbd"), L("loc_melb_cbd"), L("loc_brisbane")],
  allowed=[POL("express-service"), P("express-repair-upgrade")],
  ev=[E("location:loc_syd_cbd", '"com.fettlerepair.amenity.express_repair_bar" = "Express repair bar (60-minute screen and battery repairs)"'), E("location:loc_melb_cbd", '"com.fettlerepair.amenity.express_repair_bar" = "Express repair bar (60-minute screen and battery repairs)"'), E("location:loc_brisbane", '"com.fettlerepair.amenity.express_repair_bar" = "Express repair bar (60-minute screen and battery repairs)"')])
Q("Can I trade in my phone at the Chadstone kiosk?", "location_amenity",
  facts=[["Melbourne CBD"]], pol="no", links=[L("loc_chadstone")], allowed=[L("loc_melb_cbd"), POL("trade-in")],
  ev=[E("location:loc_chadstone", "No trade-ins at the Chadstone kiosk: please visit Fettle Melbourne CBD.")])
Q("Do they have loan phones at the Adelaide store?", "location_amenity",
  facts=[], pol="no", links=[L("loc_adelaide")], allowed=[FAQ("loan-phone")],
  ev=[E("location:loc_adelaide", "No loan phones at the Adelaide store.")])
Q("Is the Hobart store wheelchair accessible?", "location_amenity",
  facts=[["step"]], pol="no", links=[L("loc_hobart")],
  ev=[E("location:loc_hobart", "Not step-free: there is one step at the entrance, and staff will serve you at the door.")])
Q("Which stores have free wifi?", "location_amenity",
  facts=[["Sydney CBD"], ["Melbourne CBD"], ["Brisbane"], ["Adelaide"]],
  links=[L("loc_syd_cbd"), L("loc_melb_cbd"), L("loc_brisbane"), L("loc_adelaide")],
  ev=[E("location:loc_syd_cbd", '"dev.ucp.amenity.wi_fi" = "Free Wi-Fi"'), E("location:loc_melb_cbd", '"dev.ucp.amenity.wi_fi" = "Free Wi-Fi"'), E("location:loc_brisbane", '"dev.ucp.amenity.wi_fi" = "Free Wi-Fi"'), E("location:loc_adelaide", '"dev.ucp.amenity.wi_fi" = "Free Wi-Fi"')])
Q("Can I do click and collect at Chadstone?", "location_amenity",
  facts=[], pol="no", links=[L("loc_chadstone")],
  ev=[E("location:loc_chadstone", "No click & collect at the Chadstone kiosk.")])
Q("Does the Perth store do express repairs?", "location_amenity",
  facts=[["same-day", "same day"]], pol="no", links=[L("loc_perth")],
  ev=[E("location:loc_perth", "No Express repairs in Perth: standard same-day repairs only.")])
Q("Can Parramatta do board-level repairs?", "location_amenity",
  facts=[["Sydney CBD"], ["1 business day", "one business day"]], pol="no", links=[L("loc_parramatta")], allowed=[L("loc_syd_cbd")],
  ev=[E("location:loc_parramatta", "No board-level repairs at Parramatta: we send them to our Sydney CBD lab, which adds 1 business day.")])
Q("my phone needs a motherboard repair - can the brisbane store do it on site?", "location_amenity",
  facts=[R(3, 4)], pol="no", links=[L("loc_brisbane")],
  ev=[E("location:loc_brisbane", "No board-level repairs in Brisbane: we send them to our Sydney repair centre, which adds 3 to 4 business days.")])
Q("Can I get my MacBook fixed in Hobart?", "location_amenity",
  facts=[["Sydney"]], pol="no", links=[L("loc_hobart")],
  ev=[E("location:loc_hobart", "No MacBook repairs in Hobart: we post MacBooks to our Sydney repair centre free of charge.")])
Q("Is the Adelaide store accessible for a wheelchair?", "location_amenity",
  facts=[["lift"]], pol="yes", links=[L("loc_adelaide")],
  ev=[E("location:loc_adelaide", '"dev.ucp.amenity.wheelchair_accessible" = "Lift access"'), E("location:loc_adelaide", "Upstairs in the Adelaide Arcade, entry from Rundle Mall; lift available.")])
Q("Which stores lend out loan phones?", "location_amenity",
  facts=[["Sydney CBD"], ["Parramatta"], ["Melbourne CBD"], ["Brisbane"], ["Perth"]],
  links=[L("loc_syd_cbd"), L("loc_parramatta"), L("loc_melb_cbd"), L("loc_brisbane"), L("loc_perth")], allowed=[FAQ("loan-phone")],
  ev=[E("location:loc_syd_cbd", '"com.fettlerepair.amenity.loan_phones" = "Loan phones"'), E("location:loc_parramatta", '"com.fettlerepair.amenity.loan_phones" = "Loan phones"'), E("location:loc_melb_cbd", '"com.fettlerepair.amenity.loan_phones" = "Loan phones"'), E("location:loc_brisbane", '"com.fettlerepair.amenity.loan_phones" = "Loan phones"'), E("location:loc_perth", '"com.fettlerepair.amenity.loan_phones" = "Loan phones"')])
Q("Does the Chadstone kiosk fix water damaged phones?", "location_amenity",
  facts=[["Melbourne CBD"]], pol="no", links=[L("loc_chadstone")], allowed=[L("loc_melb_cbd")],
  ev=[E("location:loc_chadstone", "Screen, battery and charging port repairs only at the kiosk: other repairs go to Melbourne CBD.")])

# ================================================================ LOCATIONS: service areas and nearest store
Q("Can you pick up my broken phone from my office in Southbank, 3006?", "location_service_area",
  facts=[["Melbourne CBD"]], pol="yes", links=[L("loc_melb_cbd")],
  ev=[E("location:loc_melb_cbd", 'postal_codes = { AU = ["3000", "3002", "3003", "3006", "3008"] }'), E("location:loc_melb_cbd", '"com.fettlerepair.amenity.bike_courier_pickup" = "Bike courier repair pickup and return in the CBD"')])
Q("Do you do repair pickups in South Yarra 3141?", "location_service_area",
  facts=[], pol="no", links=[], allowed=[L("loc_melb_cbd"), POL("mail-in-repairs")],
  ev=[E("location:loc_melb_cbd", 'postal_codes = { AU = ["3000", "3002", "3003", "3006", "3008"] }')])
Q("Can someone collect my iPad for repair from West End, Brisbane 4101?", "location_service_area",
  facts=[["Brisbane"]], pol="yes", links=[L("loc_brisbane")],
  ev=[E("location:loc_brisbane", 'postal_codes = { AU = ["4000", "4006", "4101"] }')])
Q("Can I get same-day courier delivery to Surry Hills?", "location_service_area",
  facts=[["19.95"]], pol="yes", links=[L("loc_syd_cbd")], allowed=[POL("shipping-policy")],
  ev=[E("location:loc_syd_cbd", "radius_m = 10000"), E("policy:shipping-policy", "Our Sydney CBD store delivers refurbished devices and accessories by same-day courier within 10 km of the store for $19.95.")])
Q("Which store is closest to Fremantle?", "location_nearest",
  facts=[["Perth"]], links=[L("loc_perth")],
  ev=[E("location:loc_perth", 'address_locality = "Perth"')])
Q("I live in Box Hill. Which Fettle is nearest?", "location_nearest",
  facts=[["Chadstone"]], links=[L("loc_chadstone")], allowed=[L("loc_melb_cbd")],
  ev=[E("location:loc_chadstone", 'address_locality = "Chadstone"')])
Q("nearest fettle to blacktown?", "location_nearest",
  facts=[["Parramatta"]], links=[L("loc_parramatta")],
  ev=[E("location:loc_parramatta", 'address_locality = "Parramatta"')])
Q("What's your closest store to the Gold Coast?", "location_nearest",
  facts=[["Brisbane"]], links=[L("loc_brisbane")],
  ev=[E("location:loc_brisbane", 'address_locality = "Brisbane City"')])
Q("I'm in Launceston - what's my nearest store and is it open?", "location_nearest",
  facts=[["Hobart"], ["refit"]], links=[L("loc_hobart")],
  ev=[E("location:loc_hobart", 'address_locality = "Hobart"'), E("location:loc_hobart", 'title = "Closed for refit"')])
Q("Nearest store to St Kilda?", "location_nearest",
  facts=[["Melbourne CBD"]], links=[L("loc_melb_cbd")], allowed=[L("loc_chadstone")],
  ev=[E("location:loc_melb_cbd", 'address_locality = "Melbourne"')])
Q("I used to go to your Bondi Junction shop. Where should I go now?", "location_nearest",
  facts=[["Sydney CBD"]], links=[L("loc_syd_cbd")], allowed=[L("loc_bondi_junction")],
  ev=[E("location:loc_bondi_junction", "This store closed permanently in January 2027. Our nearest store is Sydney CBD.")])
Q("Is there a store in Tasmania?", "location_info",
  facts=[["Hobart"]], pol="yes", links=[L("loc_hobart")],
  ev=[E("location:loc_hobart", 'address_region = "TAS"')])
Q("Where is the Adelaide store exactly?", "location_info", ids=["ADL01"],
  facts=[["Adelaide Arcade"]], links=[L("loc_adelaide")],
  ev=[E("location:loc_adelaide", 'extended_address = "Shop 21, Adelaide Arcade"')])
Q("does this store do trade-ins", "location_amenity", ids=["loc_perth"],
  facts=[], pol="yes", links=[L("loc_perth")],
  ev=[E("location:loc_perth", '"com.fettlerepair.amenity.trade_in" = "Trade-in counter"')])

# ================================================================ OPERATIONS
Q("Add a refurbished iPhone 14 128GB in Good condition to my cart. What's the minimum battery health?", "operation", op=True,
  facts=[["85"]], links=[P("refurb-iphone-14")],
  ev=[E("product:refurb-iphone-14", "battery_health_min_percent = 85")])
Q("Book me an iPhone 15 Pro screen repair at Sydney CBD tomorrow at 10am - how long will it take?", "operation", op=True,
  facts=[["3 hours", "three hours", "same day"]], links=[P("screen-repair-iphone-15-pro")], allowed=[L("loc_syd_cbd"), POL("express-service"), FAQ("repair-time")],
  ev=[E("policy:express-service", "Most screen and battery repairs are ready the same day, within 3 hours of drop-off.")])
Q("Cancel order #7112 please - and if I return it instead, how long does the refund take?", "operation", op=True,
  facts=[["5 business days", "five business days"]], links=[POL("refund-policy")],
  ev=[E("policy:refund-policy", "We refund to the original payment method within 5 business days of receiving your return.")])
Q("Reserve the Galaxy S23 256GB Fair at Parramatta for me. What warranty does it come with?", "operation", op=True,
  facts=[MONTHS6], links=[P("refurb-galaxy-s23")], allowed=[L("loc_parramatta"), POL("device-warranty")],
  ev=[E("variant:refurb-galaxy-s23-256-fair", "device_warranty_months = 6")])
Q("Put two of the braided USB-C cables in my cart. Are they braided all the way?", "operation", op=True,
  facts=[["braided"]], pol="yes", links=[P("usb-c-cable-1m")],
  ev=[E("product:usb-c-cable-1m", "braided = true")])
Q("Book an express battery replacement for my iPhone 15 at Melbourne CBD today at 2pm", "operation", op=True,
  facts=[["Labour Day", "closed"]], links=[L("loc_melb_cbd")], allowed=[P("battery-replacement-iphone-15"), P("express-repair-upgrade"), L("loc_chadstone")],
  ev=[E("location:loc_melb_cbd", 'title = "Labour Day"\nclosed = true')])
Q("Order the 30W charger bundle and ship it express to Perth. How long will it take?", "operation", op=True,
  facts=[R(1, 2), ["longer"]], links=[POL("shipping-policy")], allowed=[P("usb-c-charger-30w-bundle")],
  disc=["electrical_safety"], ev=[E("policy:shipping-policy", "Express delivery takes 1–2 business days to capital cities and 2–4 business days to regional areas."), E("policy:shipping-policy", "Orders to Western Australia, the Northern Territory and Tasmania can take 2 business days longer.")])
Q("Send me a mail-in satchel for my iPad. When will it get to me?", "operation", op=True,
  facts=[["2 business days", "two business days"]], links=[POL("mail-in-repairs")],
  ev=[E("policy:mail-in-repairs", "Book a mail-in repair online and we send you a free prepaid, padded Australia Post satchel within 2 business days.")])
Q("Trade in my old iPhone 13 now and put the credit towards a refurb 14. Is there a bonus for store credit?", "operation", op=True,
  facts=[["10%", "10 %", "10 per cent"]], pol="yes", links=[POL("trade-in")],
  ev=[E("policy:trade-in", "Choosing store credit adds a 10% bonus to the trade-in value.")])
Q("Move my repair booking to Friday. Is there a fee for changing it?", "operation", op=True,
  facts=[["2 hours", "two hours"]], pol="no", links=[POL("repair-terms")],
  ev=[E("policy:repair-terms", "Bookings can be moved or cancelled for free up to 2 hours before the appointment.")])
Q("Add Fettle Care+ for my phone to the cart. What's the excess per claim?", "operation", op=True,
  facts=[["49"]], links=[P("fettle-care-plus")],
  ev=[E("product:fettle-care-plus", "Up to 2 claims, each with a $49 excess.")])
Q("Sign me up to Fettle Plus. What do members get?", "operation", op=True,
  facts=[["member prices", "member pricing"], ["Express"]], links=[FAQ("fettle-plus")],
  ev=[E("faq:fettle-plus", "Members pay member prices on accessories, get one Express repair a year without the Express fee, and receive reminders when a repair warranty is about to end.")])
Q("Buy a $100 gift card and email it to my sister. Does it expire?", "operation", op=True,
  facts=[["3 years", "three years"]], pol="yes", links=[P("gift-card")], allowed=[FAQ("gift-cards")],
  ev=[E("product:gift-card", "Valid for 3 years from purchase.")])
Q("Take the DIY battery kit out of this cart. If I keep it, can I return it later?", "operation", op=True, ids=["gid://fettle/Cart/cart_m8w2z5"],
  facts=[["final sale"]], pol="no", links=[P("battery-diy-kit-iphone-15")], allowed=[POL("refund-policy")],
  disc=[LI, DG], ev=[E("product:battery-diy-kit-iphone-15", "final_sale = true")])
Q("Hold the 16GB MacBook Air at Sydney CBD for me until Saturday. Does it come with a charger?", "operation", op=True,
  facts=[["30 W", "30W"]], pol="yes", links=[P("refurb-macbook-air-m1")], allowed=[L("loc_syd_cbd")],
  ev=[E("product:refurb-macbook-air-m1", "Comes with a 30 W USB-C charger with an Australian plug.")])
Q("Apply my free Fettle Plus express to the battery repair I'm booking - which stores can do express?", "operation", op=True,
  facts=[["Sydney CBD"], ["Melbourne CBD"], ["Brisbane"]], links=[POL("express-service")],
  allowed=[L("loc_syd_cbd"), L("loc_melb_cbd"), L("loc_brisbane"), P("express-repair-upgrade"), FAQ("fettle-plus")],
  ev=[E("policy:express-service", "Express repairs are only done at stores with an Express repair bar: Sydney CBD, Melbourne CBD and Brisbane.")])
Q("Book me in for data recovery and charge the deposit now. How much is the deposit?", "operation", op=True,
  facts=[["50"]], links=[P("data-recovery")], allowed=[POL("repair-terms")],
  ev=[E("product:data-recovery", "A $50 deposit is taken when you drop the device off.")])
Q("Buy the 26,800 mAh laptop power bank and send it by express. Will it arrive tomorrow?", "operation", op=True,
  facts=[["road"]], pol="no", links=[P("power-bank-26800-laptop")], allowed=[POL("shipping-policy")],
  disc=[LI, "airline_limit"], ev=[E("policy:shipping-policy", "Loose lithium batteries and power banks can only travel by road, so they always ship by standard delivery, even when you choose express.")])
Q("Cancel my repair appointment for tomorrow. Will I be charged?", "operation", op=True,
  facts=[["2 hours", "two hours"]], pol="no", links=[POL("repair-terms")],
  ev=[E("policy:repair-terms", "Bookings can be moved or cancelled for free up to 2 hours before the appointment.")])
Q("apply code FIXIT10 to my order, also do students get a discount on repairs?", "operation", op=True,
  facts=[["10%", "10 %", "10 per cent"]], pol="yes", links=[FAQ("students")],
  ev=[E("faq:students", "Students and seniors get 10% off any repair with a valid student or Seniors Card.")])
Q("Add the navy iPhone 15 Pro rugged case to my cart - how much is it?", "operation", op=True,
  facts=[["49.95"]], links=[P("rugged-case-iphone-15-pro")],
  ev=[E("variant:rugged-case-iphone-15-pro-navy", "49.95")])
Q("Book a screen protector fitting at Brisbane this afternoon. Do you charge for fitting?", "operation", op=True,
  facts=[["free"]], pol="no", links=[], allowed=[L("loc_brisbane"), P("screen-protector-iphone-15"), P("screen-protector-iphone-15-pro-max")],
  ev=[E("product:screen-protector-iphone-15", "We fit it free in any store while you wait."), E("product:screen-protector-iphone-15-pro-max", "We fit it free in any store while you wait.")])
Q("Arrange an insured courier pickup for my MacBook repair. What does it cost?", "operation", op=True,
  facts=[["29"]], links=[POL("mail-in-repairs")],
  ev=[E("policy:mail-in-repairs", "Devices worth more than $2,500, such as some laptops, need our insured courier pickup for $29.")])
Q("Reserve a loan phone for me at Adelaide while my Pixel is in for repair", "operation", op=True,
  facts=[["No loan phones", "no loan phones", "don't have loan phones", "does not have loan phones", "doesn't have loan phones"]], links=[L("loc_adelaide")], allowed=[FAQ("loan-phone")],
  ev=[E("location:loc_adelaide", "No loan phones at the Adelaide store.")])

# ================================================================ FOLLOW-UPS
Q("How much is an iPhone 15 Pro screen repair?", "followup",
  facts=[["279"], ["429"]], links=[P("screen-repair-iphone-15-pro")], allowed=[P("screen-repair-iphone-15-pro-max")],
  ev=[E("variant:screen-repair-iphone-15-pro-aftermarket", "279.00"), E("variant:screen-repair-iphone-15-pro-genuine", "429.00")])
Q("and the Pro Max?", "followup", turn=2, fe=GID("screen-repair-iphone-15-pro-max"),
  facts=[["319"], ["499"]], links=[P("screen-repair-iphone-15-pro-max")], allowed=[P("screen-repair-iphone-15-pro")],
  ev=[E("variant:screen-repair-iphone-15-pro-max-aftermarket", "319.00"), E("variant:screen-repair-iphone-15-pro-max-genuine", "499.00")])
Q("What's the warranty on the cheaper option for that one?", "followup", turn=3, fe=GID("screen-repair-iphone-15-pro-max"),
  facts=[MONTHS6], links=[P("screen-repair-iphone-15-pro-max")], allowed=[POL("repair-warranty")],
  ev=[E("variant:screen-repair-iphone-15-pro-max-aftermarket", "repair_warranty_months = 6")])

Q("Tell me about the iPhone 15 replacement battery you sell as a part", "followup",
  facts=[["59"]], links=[P("battery-part-iphone-15")], allowed=[P("battery-diy-kit-iphone-15"), P("battery-replacement-iphone-15")],
  disc=[LI, DG], ev=[E("product:battery-part-iphone-15", "59.00")])
Q("Does it come with tools?", "followup", turn=2, fe=GID("battery-part-iphone-15"),
  facts=[["not included", "no tools", "doesn't include", "does not include", "doesn't come with", "does not come with"]], pol="no",
  links=[P("battery-part-iphone-15")], allowed=[P("battery-diy-kit-iphone-15"), P("precision-opening-toolkit")],
  disc=[LI, DG], ev=[E("product:battery-part-iphone-15", "Tools are not included.")])
Q("What about the kit version, does that have them?", "followup", turn=3, fe=GID("battery-diy-kit-iphone-15"),
  facts=[["12-piece", "12 piece", "12"]], pol="yes", links=[P("battery-diy-kit-iphone-15")],
  disc=[LI, DG], ev=[E("product:battery-diy-kit-iphone-15", "tools_included = true"), E("product:battery-diy-kit-iphone-15", "tool_pieces = 12")])

Q("How far can the kids' bumper case for iPad 9 be dropped?", "followup",
  facts=[["1.2"]], links=[P("kids-case-ipad-9")],
  disc=["small_parts"], ev=[E("product:kids-case-ipad-9", "drop_tested_m = 1.2")])
Q("And the adult folio one - does it wake the iPad when you open it?", "followup", turn=2, fe=GID("folio-case-ipad-9"),
  facts=[], pol="yes", links=[P("folio-case-ipad-9")],
  ev=[E("product:folio-case-ipad-9", "auto_sleep_wake = true")])

Q("How much is a refurbished Galaxy S23?", "followup",
  facts=[["649"], ["589"], ["559"]], links=[P("refurb-galaxy-s23")], allowed=[P("refurb-galaxy-s23-ultra")],
  ev=[E("variant:refurb-galaxy-s23-128-excellent", "649.00"), E("variant:refurb-galaxy-s23-128-good", "589.00"), E("variant:refurb-galaxy-s23-256-fair", "559.00")])
Q("does it come with a charger?", "followup", turn=2, fe=GID("refurb-galaxy-s23"),
  facts=[["cable"]], pol="no", links=[P("refurb-galaxy-s23")], allowed=[FAQ("charger-in-box")],
  ev=[E("product:refurb-galaxy-s23", "charger_included = false"), E("product:refurb-galaxy-s23", "Comes with a USB-C cable and a SIM tool.")])
Q("What about the Ultra, does that one come with the pen?", "followup", turn=3, fe=GID("refurb-galaxy-s23-ultra"),
  facts=[["S Pen"]], pol="yes", links=[P("refurb-galaxy-s23-ultra")],
  ev=[E("product:refurb-galaxy-s23-ultra", "s_pen_included = true")])

Q("Does the 30 W charger come with a cable?", "followup",
  facts=[["sold separately", "not included", "no cable", "doesn't include", "does not include"]], pol="no",
  links=[P("usb-c-charger-30w")], allowed=[P("usb-c-charger-30w-bundle")],
  disc=["electrical_safety"], ev=[E("product:usb-c-charger-30w", "Cable sold separately.")])
Q("ok how much is the bundle that has one", "followup", turn=2, fe=GID("usb-c-charger-30w-bundle"),
  facts=[["49.95"]], links=[P("usb-c-charger-30w-bundle")],
  disc=["electrical_safety"], ev=[E("product:usb-c-charger-30w-bundle", "49.95")])

Q("What's the output of the Fettle 10,000 mAh power bank?", "followup",
  facts=[["20 W", "20W"]], links=[P("power-bank-10000")],
  disc=[LI], ev=[E("product:power-bank-10000", "output_w = 20")])
Q("And the bigger laptop one?", "followup", turn=2, fe=GID("power-bank-26800-laptop"),
  facts=[["100 W", "100W"]], links=[P("power-bank-26800-laptop")],
  disc=[LI, "airline_limit"], ev=[E("product:power-bank-26800-laptop", "output_w = 100")])
Q("can I take that one on a plane?", "followup", turn=3, fe=GID("power-bank-26800-laptop"),
  facts=[["cabin"]], links=[P("power-bank-26800-laptop")],
  disc=[LI, "airline_limit"], ev=[E("product:power-bank-26800-laptop", "Carry it in cabin baggage only, never in checked luggage, and check with your airline before you fly.")])

Q("What's your return window?", "followup",
  facts=[["30 days", "30-day", "thirty days"]], links=[POL("refund-policy")],
  ev=[E("policy:refund-policy", "You can return a refurbished device or an accessory within 30 days of delivery or in-store purchase for a change of mind.")])
Q("Does that apply to the iPhone 12 clearance phone too?", "followup", turn=2, fe=GID("refurb-iphone-12-clearance"),
  facts=[["final sale"]], pol="no", links=[P("refurb-iphone-12-clearance")], allowed=[POL("refund-policy")],
  ev=[E("product:refurb-iphone-12-clearance", "Clearance devices are final sale and carry a 6-month device warranty.")])

Q("How much is a refurbished MacBook Air M1?", "followup",
  facts=[["899"], ["999"], ["1,299", "1299"]], links=[P("refurb-macbook-air-m1")],
  ev=[E("variant:refurb-macbook-air-m1-8-256-good", "899.00"), E("variant:refurb-macbook-air-m1-8-256-excellent", "999.00"), E("variant:refurb-macbook-air-m1-16-512-excellent", "1299.00")])
Q("Is it in stock in Perth?", "followup", turn=2, fe=GID("refurb-macbook-air-m1"),
  facts=[["Good"]], pol="yes", links=[P("refurb-macbook-air-m1")], allowed=[L("loc_perth")],
  ev=[E("inventory", "loc_perth,refurb-macbook-air-m1-8-256-good,1")])

Q("What does an iPhone 15 battery replacement cost?", "followup",
  facts=[["119"]], links=[P("battery-replacement-iphone-15")],
  ev=[E("product:battery-replacement-iphone-15", "119.00")])
Q("Can you do it in under an hour?", "followup", turn=2, fe=GID("battery-replacement-iphone-15"),
  facts=[["49"], ["60 minutes", "60-minute", "1 hour", "one hour"]], pol="yes", links=[P("battery-replacement-iphone-15")],
  allowed=[P("express-repair-upgrade"), POL("express-service")],
  ev=[E("product:battery-replacement-iphone-15", "express_eligible = true"), E("policy:express-service", "With Express, screen and battery repairs are done within 60 minutes while you wait.")])

Q("Do you fix Galaxy S24 screens?", "followup",
  facts=[["289"]], pol="yes", links=[P("screen-repair-galaxy-s24")], allowed=[P("screen-repair-galaxy-s24-ultra")],
  ev=[E("product:screen-repair-galaxy-s24", "289.00")])
Q("what about the ultra - same day?", "followup", turn=2, fe=GID("screen-repair-galaxy-s24-ultra"),
  facts=[["next business day", "next day"]], pol="no", links=[P("screen-repair-galaxy-s24-ultra")],
  ev=[E("product:screen-repair-galaxy-s24-ultra", "so this repair is ready the next business day")])
Q("and how much is it?", "followup", turn=3, fe=GID("screen-repair-galaxy-s24-ultra"),
  facts=[["449"]], links=[P("screen-repair-galaxy-s24-ultra")],
  ev=[E("product:screen-repair-galaxy-s24-ultra", "449.00")])

Q("What are the Brisbane store's hours today?", "followup",
  facts=[T("08:30"), T("17:30")], links=[L("loc_brisbane")],
  ev=[E("location:loc_brisbane", 'monday = "08:30-17:30"')])
Q("Do they have loan phones there?", "followup", turn=2, fe=LGID("loc_brisbane"),
  facts=[], pol="yes", links=[L("loc_brisbane")], allowed=[FAQ("loan-phone")],
  ev=[E("location:loc_brisbane", '"com.fettlerepair.amenity.loan_phones" = "Loan phones"')])

Q("Tell me about the Precision Opening Toolkit", "followup",
  facts=[["24"]], links=[P("precision-opening-toolkit")],
  ev=[E("product:precision-opening-toolkit", "pieces = 24")])
Q("does it have a case?", "followup", turn=2, fe=GID("precision-opening-toolkit"),
  facts=[["zip case", "case"]], pol="yes", links=[P("precision-opening-toolkit")],
  ev=[E("product:precision-opening-toolkit", "case_included = true")])

Q("Is the refurbished iPhone 14 Pro in stock at the Adelaide store?", "followup",
  facts=[["Good"]], pol="yes", links=[P("refurb-iphone-14-pro")], allowed=[L("loc_adelaide")],
  ev=[E("inventory", "loc_adelaide,refurb-iphone-14-pro-128-good,1")])
Q("what about the pro max?", "followup", turn=2, fe=GID("refurb-iphone-14-pro-max"),
  facts=[], pol="no", links=[P("refurb-iphone-14-pro-max")], allowed=[L("loc_adelaide"), L("loc_brisbane"), L("loc_perth"), L("loc_syd_cbd"), L("loc_melb_cbd")],
  ev=[E("inventory", "loc_perth,refurb-iphone-14-pro-max-256-good,1")])

Q("What's the price of the rugged case for the iPhone 15 Pro?", "followup",
  facts=[["49.95"]], links=[P("rugged-case-iphone-15-pro")], allowed=[P("rugged-case-iphone-15-pro-max")],
  ev=[E("variant:rugged-case-iphone-15-pro-black", "49.95")])
Q("Does the Pro Max version come in navy too?", "followup", turn=2, fe=GID("rugged-case-iphone-15-pro-max"),
  facts=[["black"]], pol="no", links=[P("rugged-case-iphone-15-pro-max")],
  ev=[E("product:rugged-case-iphone-15-pro-max", "Black only.")])
Q("how much is that one", "followup", turn=3, fe=GID("rugged-case-iphone-15-pro-max"),
  facts=[["54.95"]], links=[P("rugged-case-iphone-15-pro-max")],
  ev=[E("product:rugged-case-iphone-15-pro-max", "54.95")])

# ================================================================ SIGNED-IN BUYERS
Q("Where's my order?", "account", viewer="b_1",
  facts=[["shipped"], ["33FET7101000001"]], links=[ORD("ord_7101")],
  ev=[E("order:ord_7101", 'status = "shipped"'), E("order:ord_7101", 'number = "33FET7101000001"')])
Q("When will order 7101 arrive?", "account", viewer="b_1",
  facts=[["9 March", "March 9", "2027-03-09", "9 Mar", "Mar 9", "9/3"]], links=[ORD("ord_7101")],
  ev=[E("order:ord_7101", 'estimated_delivery = "2027-03-09"')])
Q("When will order 7101 arrive?", "account",
  answerable=False, none=["2027-03-09", "33FET7101000001", "9 March"])
Q("When was my order #7088 delivered?", "account", viewer="b_1",
  facts=[["17 February", "February 17", "2027-02-17", "17 Feb", "Feb 17", "17/2"]], links=[ORD("ord_7088")],
  ev=[E("order:ord_7088", 'delivered_at = "2027-02-17T04:30:00Z"')])
Q("How much did I pay for shipping on order 7088?", "account", viewer="b_1",
  facts=[["9.95"]], links=[ORD("ord_7088")],
  ev=[E("order:ord_7088", 'shipping = "9.95"')])
Q("The battery I bought in February (order 7088) - can I still return it?", "account", viewer="b_1",
  facts=[["final sale"]], pol="no", links=[ORD("ord_7088")], allowed=[P("battery-part-iphone-15"), POL("refund-policy")],
  disc=[LI, DG], ev=[E("order:ord_7088", 'variant = "battery-part-iphone-15"'), E("product:battery-part-iphone-15", "final_sale = true")])
Q("What membership do I have with you?", "account", viewer="b_1",
  facts=[["Fettle Plus"]], links=[],
  ev=[E("buyer:b_1", 'membership = "Fettle Plus"')])
Q("Do I get a free express repair with my account?", "account", viewer="b_1",
  facts=[["Express"]], pol="yes", links=[], allowed=[FAQ("fettle-plus"), POL("express-service")],
  ev=[E("buyer:b_1", "One Express repair a year without the Express fee")])
Q("Is my folio case ready to collect?", "account", viewer="b_2",
  facts=[["Parramatta"]], pol="yes", links=[ORD("ord_7109")], allowed=[L("loc_parramatta")],
  ev=[E("order:ord_7109", 'status = "ready_for_pickup"'), E("order:ord_7109", 'pickup_location = "loc_parramatta"')])
Q("Can I collect my pickup order tomorrow at 7pm?", "account", viewer="b_2",
  facts=[T("17:30")], pol="no", links=[ORD("ord_7109")], allowed=[L("loc_parramatta")],
  ev=[E("order:ord_7109", 'pickup_location = "loc_parramatta"'), E("location:loc_parramatta", 'tuesday = "09:30-17:30"')])
Q("What's the status of order #7112?", "account", viewer="b_2",
  facts=[["processing"]], links=[ORD("ord_7112")],
  ev=[E("order:ord_7112", 'status = "processing"')])
Q("What's the status of order #7112?", "account",
  answerable=False, none=["Galaxy S23 Ultra", "2027-03-12", "12 March"])
Q("Was my iPad order cancelled?", "account", viewer="b_3",
  facts=[["7095"]], pol="yes", links=[ORD("ord_7095")],
  ev=[E("order:ord_7095", 'status = "cancelled"')])
Q("What did I pick up from the Brisbane store?", "account", viewer="b_3",
  facts=[["cable"], ["charger"]], links=[ORD("ord_7104")],
  ev=[E("order:ord_7104", 'variant = "usb-c-cable-1m"'), E("order:ord_7104", 'variant = "usb-c-charger-30w"')])
Q("What did I pick up from the Brisbane store?", "account",
  answerable=False, none=["7104", "79.85"])
Q("As a member, what would I pay for the iPhone 15 Pro rugged case?", "account", viewer="b_2",
  facts=[["42.95"]], links=[P("rugged-case-iphone-15-pro")],
  ev=[E("variant:rugged-case-iphone-15-pro-black", 'member_price = "42.95"')])
Q("What's the member price on the rugged case for the iPhone 15 Pro?", "account",
  facts=[["49.95"]], none=["42.95"], links=[P("rugged-case-iphone-15-pro")],
  ev=[E("variant:rugged-case-iphone-15-pro-black", 'price = "49.95"')])
Q("How much did I spend on order 7101?", "account", viewer="b_1",
  facts=[["1,095.90", "1095.90"]], links=[ORD("ord_7101")],
  ev=[E("order:ord_7101", 'total = "1095.90"')])
Q("Did my order 7101 include Care+?", "account", viewer="b_1",
  facts=[], pol="yes", links=[ORD("ord_7101")], allowed=[P("fettle-care-plus")],
  ev=[E("order:ord_7101", 'variant = "fettle-care-plus-phone"')])
Q("Will shipping be free on this cart?", "account", ids=["gid://fettle/Cart/cart_f3k9q2"], viewer="b_1",
  facts=[["9.95"]], pol="no", links=[POL("shipping-policy")], allowed=[P("screen-protector-iphone-15-pro-max"), P("power-bank-10000")],
  disc=[LI], ev=[E("cart:cart_f3k9q2", 'variant = "power-bank-10000"'), E("policy:shipping-policy", "Standard delivery costs $9.95 and is free on orders over $99.")])
Q("What's in this cart?", "account", ids=["gid://fettle/Cart/cart_m8w2z5"],
  facts=[["iPhone 14"], ["DIY Battery Kit", "battery kit"]], links=[P("refurb-iphone-14"), P("battery-diy-kit-iphone-15")],
  disc=[LI, DG], ev=[E("cart:cart_m8w2z5", 'variant = "refurb-iphone-14-128-good"'), E("cart:cart_m8w2z5", 'variant = "battery-diy-kit-iphone-15"')])
Q("Where is my order?", "account", turn=1, viewer="b_3",
  facts=[["7104"]], links=[ORD("ord_7104")], allowed=[ORD("ord_7095")],
  ev=[E("order:ord_7104", 'status = "picked_up"')])
Q("and how much did it cost?", "account", turn=2,
  answerable=False, none=["79.85"])

# ================================================================ UNANSWERABLE (the store's data does not say)
def U(query, disc=(), ids=None, ctx=None):
    Q(query, "unanswerable", answerable=False, disc=disc, ids=ids, ctx=ctx)

U("How much is an iPhone 13 screen repair?")
U("Do you offer a discount for veterans or defence force members?")
U("Who makes your premium aftermarket screens?")
U("Is the aftermarket iPhone 15 screen OLED or LCD?")
U("Can you unlock my phone from the Telstra network?")
U("How much will you give me for my iPhone 13 Pro as a trade-in?")
U("What's the trade-in value of a Galaxy S21 with a cracked back?")
U("What's the Wi-Fi password at the Sydney store?")
U("How much is a camera repair on a Pixel 8?")
U("Do refurbished phones come with price protection if the price drops?")
U("What does a Galaxy S23 screen replacement cost?")
U("Are you hiring technicians at the Melbourne store?")
U("What's the battery health of the refurbished iPad?")
U("Does the refurbished MacBook Air have Touch ID?")
U("What's the screen resolution of the refurbished iPhone 14?")
U("When will you start doing iPhone 16 screen repairs?")
U("Are your technicians Apple certified?")
U("Do you sell prepaid SIM cards?")
U("How many times can the 26,800 mAh power bank fully charge a MacBook Air?", disc=[LI, "airline_limit"])
U("Is there parking near the Brisbane store?")
U("Do you gift wrap?")
U("How much to fix a loose hinge on a MacBook Air?")
U("Are there EV chargers in the Chadstone car park?")
U("How many megapixels is the camera on the refurbished iPhone 14?")
U("How much RAM does the refurbished Galaxy S23 have?")
U("Who is the manager at the Perth store?")
U("How much does the iPad folio case weigh?")
U("Do you have a waiting list for refurbished Pixel 8s?")
U("How much is an Apple Watch Series 9 screen repair?")
U("Was the battery in the refurbished iPhone 14 Pro replaced or is it original?")
U("What's the repair price for a Motorola Edge 40 screen?")
U("What year was Fettle founded?")
U("Is the kids' bumper case dishwasher safe?", disc=["small_parts"])
U("Can I get the rugged case engraved with my name?")
U("Do you recycle old laptops for free too?")
U("What colour is the USB-C cable?")
U("Is the Sydney CBD store dog friendly?")
U("How long does the 30 W charger take to fully charge a MacBook Air?", disc=["electrical_safety"])
U("How much does it cost to replace an iPhone 15 Pro Max camera lens?")
U("What is the maximum charging speed of the refurbished Galaxy S23?")
U("What is the trade-in value of an Apple Watch Series 6?")
U("What's the refresh rate of the refurbished Galaxy S23's screen?")
U("What exactly is on your 70-point checklist?")
U("Is there a customer toilet at the Perth store?")
U("What year were your refurbished iPhone 14s manufactured?")
U("Does the rugged case come with a screen protector in the box?")
U("How much does it cost to replace the loudspeaker on a Galaxy S24?")
U("Are you opening a store in Canberra?")

# ================================================================ IDENTIFIERS THAT MATCH NOTHING
Q("How much is this repair?", "not_found", ids=["RPR-SCR-IP13"], answerable=False, not_found=["RPR-SCR-IP13"])
Q("Compare these two for me: which is heavier?", "not_found", ids=["refurb-iphone-14-pro", "refurb-iphone-13-pro"],
  facts=[["206"]], links=[P("refurb-iphone-14-pro")], not_found=["refurb-iphone-13-pro"],
  ev=[E("product:refurb-iphone-14-pro", "weight_g = 206")])
Q("Is this store open on Sundays?", "not_found", ids=["loc_canberra"], answerable=False, not_found=["loc_canberra"])

# ================================================================ OTHER LANGUAGES (content is English only)
Q("iPhone 15 Pro 换屏多少钱？", "language", ctx={"language": "zh"},
  facts=[["279"], ["429"]], links=[P("screen-repair-iphone-15-pro")], allowed=[P("screen-repair-iphone-15-pro-max")],
  ev=[E("variant:screen-repair-iphone-15-pro-aftermarket", "279.00"), E("variant:screen-repair-iphone-15-pro-genuine", "429.00")])
Q("你们的维修保修期是多久？", "language", ctx={"language": "zh"},
  facts=[["12"]], links=[POL("repair-warranty")],
  ev=[E("policy:repair-warranty", "Every repair carries a 12-month warranty on the part we fitted and on our workmanship.")])
Q("Cửa hàng Brisbane hôm nay mấy giờ đóng cửa?", "language", ctx={"language": "vi"},
  facts=[T("17:30")], links=[L("loc_brisbane")],
  ev=[E("location:loc_brisbane", 'monday = "08:30-17:30"')])
Q("¿Cuántos días tengo para devolver un teléfono reacondicionado?", "language", ctx={"language": "es"},
  facts=[["30"]], links=[POL("refund-policy")],
  ev=[E("policy:refund-policy", "You can return a refurbished device or an accessory within 30 days of delivery or in-store purchase for a change of mind.")])
Q("Il caricabatterie USB-C da 30 W include il cavo?", "language", ctx={"language": "it"},
  facts=[], pol="no", links=[P("usb-c-charger-30w")], allowed=[P("usb-c-charger-30w-bundle")],
  disc=["electrical_safety"], ev=[E("product:usb-c-charger-30w", "cable_included = false")])
Q("아이폰 15 배터리 교체 비용이 얼마예요?", "language", ctx={"language": "ko"},
  facts=[["119"]], links=[P("battery-replacement-iphone-15")],
  ev=[E("product:battery-replacement-iphone-15", "119.00")])
Q("Gửi điện thoại sửa qua bưu điện có mất phí vận chuyển không?", "language", ctx={"language": "vi"},
  facts=[], pol="no", links=[POL("mail-in-repairs")],
  ev=[E("policy:mail-in-repairs", "Postage both ways is free for mail-in repairs.")])
Q("هل تشحنون إلى نيوزيلندا؟", "language", ctx={"language": "ar"},
  facts=[], pol="no", links=[POL("shipping-policy")],
  ev=[E("policy:shipping-policy", "We do not ship outside Australia, and we do not ship to New Zealand.")])
Q("¿La batería de repuesto del iPhone 15 (solo la pieza) incluye herramientas?", "language", ctx={"language": "es"},
  facts=[], pol="no", links=[P("battery-part-iphone-15")], allowed=[P("battery-diy-kit-iphone-15")],
  disc=[LI, DG], ev=[E("product:battery-part-iphone-15", "tools_included = false")])


# ---------------------------------------------------------------- checks and output
bad = 0
for q in QS:
    for e in q["evidence"]:
        rec = RECORDS.get(e["source"])
        if rec is None or e["quote"] not in rec:
            bad += 1
            print("QUOTE NOT FOUND", q["id"], e["source"], repr(e["quote"]))
assert not bad, "%d bad quotes" % bad
with open(os.path.join(SUITE, "questions.jsonl"), "w", encoding="utf-8") as f:
    for q in QS:
        f.write(json.dumps(q, ensure_ascii=False) + "\n")

from collections import Counter
print(len(QS), "questions")
print(Counter(q["category"] for q in QS))
print("polarity", sum(1 for q in QS if "polarity" in q), Counter(q.get("polarity") for q in QS if "polarity" in q))
print("unanswerable", sum(1 for q in QS if not q["answerable"]))
print("operations", sum(1 for q in QS if q["operation"]))
print("followup turns", sum(1 for q in QS if q["turn"] > 1), "in groups", len({q["group"] for q in QS if q["turn"] > 1}))
print("viewer", sum(1 for q in QS if "viewer" in q))
print("ids", sum(1 for q in QS if "ids" in q))
print("other language", sum(1 for q in QS if "context" in q and q["context"].get("language", "en") != "en"))
