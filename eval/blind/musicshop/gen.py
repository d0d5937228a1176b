#!/usr/bin/env python3
"""Writes musicshop/questions.jsonl for the Harmony Lane Music store."""
import json, os

A = "harmonylane"
W = "https://harmonylane.example"
def P(i): return {"id": f"gid://{A}/Product/{i}"}
def L(h): return {"url": f"{W}/stores/{h}"}
def POL(s): return {"url": f"{W}/policies/{s}"}
def FAQ(i): return {"url": f"{W}/pages/faq#{i}"}
SYD, PAR, MEL, BNE, PER, AKL = (L("sydney-cbd"), L("parramatta"), L("melbourne-fitzroy"),
    L("brisbane-fortitude-valley"), L("perth-northbridge"), L("auckland-ponsonby"))
ALL_LOC = [SYD, PAR, MEL, BNE, PER, AKL]
CONTACT = {"url": f"{W}/pages/contact"}
ONP = {"type": "info", "code": "operation_not_performed"}
ELEC, HOT, LI, HEAR, SMALL = "electrical_safety", "hot_surface", "lithium_battery", "hearing_safety", "small_parts"

Q = []
_g = [0]
def q(query, category, facts=(), links=(), allowed=(), ev=(), pol=None, disc=(), none=(),
      answerable=True, op=False, ids=None, ctx=None, viewer=None, group=None, turn=1,
      follow=None, req_msgs=(), forb_msgs=()):
    if group is None:
        _g[0] += 1
        group = f"G{_g[0]:03d}"
    d = {"id": f"Q{len(Q)+1:03d}", "group": group, "turn": turn, "query": query,
         "category": category, "answerable": answerable, "operation": op,
         "facts": [list(f) if isinstance(f, (list, tuple)) else [f] for f in facts],
         "facts_none": list(none), "links_required": list(links), "links_allowed": list(allowed),
         "messages_required": list(req_msgs) + ([ONP] if op else []),
         "messages_forbidden": list(forb_msgs), "disclosures": list(disc), "not_found": []}
    if ids: d["ids"] = ids
    if ctx: d["context"] = ctx
    if pol: d["polarity"] = pol
    if viewer: d["viewer"] = {"buyer": viewer, "scopes": ["dev.ucp.common.ask:read"]}
    if follow: d["followup_entity"] = f"gid://{A}/Product/{follow}"
    if answerable: d["evidence"] = [{"source": s, "quote": t} for s, t in ev]
    Q.append(d)
    return group

def newgroup():
    _g[0] += 1
    return f"G{_g[0]:03d}"

# ---------------------------------------------------------------- products
c = "product"
q("Does the Tasman D10 have a solid top?", c, [["solid spruce", "solid"]], [P("tasman-d10")], [P("tasman-d10-34")],
  [("product:tasman-d10", "solid spruce")], pol="yes")
q("whats the scale length on the 3/4 tasman", c, [["578"]], [P("tasman-d10-34")], [P("tasman-d10")],
  [("product:tasman-d10-34", "578")])
q("Is the kids' size Tasman solid wood like the big one?", c, [["laminated"]], [P("tasman-d10-34")], [P("tasman-d10")],
  [("product:tasman-d10-34", "laminated spruce")], pol="no")
q("My daughter is 9 and starting guitar. Which Tasman should she get?", c, [["3/4"]], [P("tasman-d10-34")],
  [P("tasman-d10"), FAQ("guitar-size")], [("product:tasman-d10-34", "7–11 years")])
q("How much is the Tasman D10 in sunburst?", c, [["579"]], [P("tasman-d10")], [],
  [("variant:tasman-d10-sunburst", "579.00")])
q("Does the Tasman D10 come with a bag or case?", c, [["gig bag"]], [P("tasman-d10")], [P("tasman-d10-34")],
  [("product:tasman-d10", "padded gig bag")], pol="yes")
q("Can I plug the Tasman D10 straight into an amp for gigs?", c, [["pickup"]], [P("tasman-d10")], [],
  [("product:tasman-d10", "false")], pol="no")
q("Do you have the Redgum ST for left handers?", c, [["left-handed", "left handed"], ["729"]], [P("redgum-st")], [FAQ("left-handed")],
  [("variant:redgum-st-black-lh", "Black, left-handed"), ("variant:redgum-st-black-lh", "729.00")], pol="yes")
q("how many frets on the redgum", c, [["22"]], [P("redgum-st")], [P("redgum-st-starter-pack")],
  [("product:redgum-st", "22")], disc=[])
q("If I buy the Redgum ST electric do I get an amp with it?", c, [["sold separately", "starter pack"]], [P("redgum-st")],
  [P("redgum-st-starter-pack"), P("boomer-15")], [("product:redgum-st", "Guitar only: amp and lead sold separately.")], pol="no")
q("What comes in the Redgum ST starter pack?", c, [["Boomer 10"], ["tuner"], ["lead"], ["strap"]], [P("redgum-st-starter-pack")],
  [P("redgum-st")], [("product:redgum-st-starter-pack", "a Boomer 10 practice amp, a 3 m instrument lead, a clip-on tuner, a strap and six plectrums")],
  disc=[ELEC])
q("does the redgum startr pack include a gig bag", c, [], [P("redgum-st-starter-pack")], [P("redgum-st")],
  [("product:redgum-st-starter-pack", "false")], pol="no", disc=[ELEC])
q("What's the price difference between the Redgum ST by itself and the starter pack?", c, [["699"], ["849"], ["150"]],
  [P("redgum-st"), P("redgum-st-starter-pack")], [], [("variant:redgum-st-black", "699.00"), ("variant:redgum-st-starter-pack-black", "849.00")],
  disc=[ELEC])
q("How many watts is the Boomer 15 amp?", c, [["15"]], [P("boomer-15")], [P("boomer-15-cover")],
  [("product:boomer-15", "A 15-watt guitar practice amp")], disc=[ELEC])
q("Can I practise with headphones on the Boomer 15 so I don't wake the neighbours?", c, [["headphone"]], [P("boomer-15")], [],
  [("product:boomer-15", "a headphone output for silent practice")], pol="yes", disc=[ELEC])
q("Will the Boomer 15 amp cover keep drizzle off my amp?", c, [["water-resistant", "water resistant"]], [P("boomer-15-cover")],
  [P("boomer-15")], [("product:boomer-15-cover", "water_resistant")])
q("Is the amplifier included with the Boomer 15 Amp Cover?", c, [["not included"]], [P("boomer-15-cover")], [P("boomer-15")],
  [("product:boomer-15-cover", "Amplifier not included.")], pol="no")
q("Does the Kestrel 30 have a headphone jack?", c, [], [P("kestrel-30")], [],
  [("product:kestrel-30", "false")], pol="no", disc=[ELEC, HOT])
q("how heavy is the kestrel 30 valve amp", c, [["21.5"]], [P("kestrel-30")], [],
  [("product:kestrel-30", "21.5")], disc=[ELEC, HOT])
q("Can the Kestrel be turned down to a lower wattage for playing at home?", c, [["15"]], [P("kestrel-30")], [],
  [("product:kestrel-30", "a switchable 15-watt mode for lower volumes")], pol="yes", disc=[ELEC, HOT])
q("Which is more powerful, the Boomer 15 or the Kestrel 30?", c, [["Kestrel"], ["30"]], [P("kestrel-30"), P("boomer-15")], [],
  [("product:kestrel-30", "A 30-watt all-valve combo"), ("product:boomer-15", "A 15-watt guitar practice amp")], disc=[ELEC, HOT])
q("Does the Fuzzbird overdrive come with a power supply?", c, [["9 V", "9V", "9-volt", "9 volt"]], [P("fuzzbird-overdrive")], [],
  [("product:fuzzbird-overdrive", "9 V DC adapter or 9 V battery")], pol="no")
q("can the fuzzbird pedal run off a battery?", c, [["9 V battery", "9V battery", "9-volt battery", "9 volt battery"]], [P("fuzzbird-overdrive")], [],
  [("product:fuzzbird-overdrive", "9 V DC adapter or 9 V battery")], pol="yes")
q("How long a loop can I record on the Loopline?", c, [["10 minutes", "10 min", "ten minutes"]], [P("loopline-looper")], [],
  [("product:loopline-looper", "up to 10 minutes of recording time")])
q("Can I run the Loopline looper on batteries for busking?", c, [["adapter"]], [P("loopline-looper")], [],
  [("product:loopline-looper", "9 V DC adapter")], pol="no")
q("How far from the amp can I walk with the Airlink G2?", c, [["30 m", "30 metres", "30 meters", "30m"]], [P("airlink-g2")], [P("airlink-g2-dock")],
  [("product:airlink-g2", "a range of up to 30 m")], disc=[LI])
q("How long does the Airlink G2 last on one charge?", c, [["5 hours", "five hours", "5 h"]], [P("airlink-g2")], [],
  [("product:airlink-g2", "about 5 hours per charge")], disc=[LI])
q("Does the Airlink G2 Charging Dock come with the transmitter and receiver?", c, [["not included"]], [P("airlink-g2-dock")], [P("airlink-g2")],
  [("product:airlink-g2-dock", "the wireless system itself is not included.")], pol="no")
q("Is the Cadence DP-200 weighted like a real piano?", c, [["weighted", "hammer-action", "hammer action"]], [P("cadence-dp200")],
  [P("cadence-dp200-home-bundle")], [("product:cadence-dp200", "fully weighted hammer-action keys")], pol="yes")
q("Does the DP-200 digital piano come with a stand?", c, [["sold separately", "Home Bundle", "bundle"]], [P("cadence-dp200")],
  [P("cadence-dp200-home-bundle")], [("product:cadence-dp200", "Piano only: the stand and bench are sold separately.")], pol="no")
q("What's in the DP-200 Home Bundle?", c, [["stand"], ["bench"], ["pedal"]], [P("cadence-dp200-home-bundle")], [P("cadence-dp200")],
  [("product:cadence-dp200-home-bundle", "The Cadence DP-200 digital piano with a matching wooden stand, a three-pedal unit and a height-adjustable padded bench.")])
q("how much more is the dp200 home bundle than the piano on its own", c, [["1,199", "1199"], ["899"], ["300"]],
  [P("cadence-dp200-home-bundle"), P("cadence-dp200")], [], [("variant:cadence-dp200-home-bundle-black", "1199.00"), ("variant:cadence-dp200-black", "899.00")])
q("How many keys does the Cadence K-61 have, and can it run on batteries?", c, [["61"], ["AA"]], [P("cadence-k61")], [],
  [("product:cadence-k61", "Runs on mains power or six AA batteries.")])
q("Is the K-61 keyboard weighted?", c, [["touch-sensitive", "touch sensitive"]], [P("cadence-k61")], [P("cadence-dp200")],
  [("product:cadence-k61", "touch-sensitive keys")], pol="no")
q("Does the Stomp EK-5 kit come with a drum stool?", c, [["throne", "stool"]], [P("stomp-ek5")], [],
  [("product:stomp-ek5", "false")], pol="no")
q("Are the drum pads on the EK-5 mesh or rubber?", c, [["mesh"]], [P("stomp-ek5")], [P("stomp-ek5-snare-pad")],
  [("product:stomp-ek5", "A compact electronic drum kit with mesh heads")])
q("If I buy the Stomp EK-5 Snare Pad, does it come with a sound module?", c, [["not included"]], [P("stomp-ek5-snare-pad")], [P("stomp-ek5")],
  [("product:stomp-ek5-snare-pad", "Mounting clamp included; cable and module not included.")], pol="no")
q("What size is the EK-5 snare pad?", c, [["10-inch", "10 inch", "10\"", "10 in"]], [P("stomp-ek5-snare-pad")], [P("stomp-ek5")],
  [("product:stomp-ek5-snare-pad", "A 10-inch dual-zone mesh snare pad")])
q("Is the Little Beats Percussion Set ok for my 2 year old?", c, [["3"]], [P("little-beats-percussion")], [P("little-beats-tambourine")],
  [("product:little-beats-percussion", "WARNING: CHOKING HAZARD. Small parts. Not for children under 3 years.")], pol="no", disc=[SMALL])
q("Can my 18-month-old play with the Little Beats Tambourine?", c, [], [P("little-beats-tambourine")], [P("little-beats-percussion")],
  [("product:little-beats-tambourine", "1")], pol="yes")
q("How loud can the Kidsafe headphones go?", c, [["85 dB", "85dB", "85 decibels"]], [P("kidsafe-hpk")], [],
  [("product:kidsafe-hpk", "limited to 85 dB")])
q("Are the Monitor HP-50 headphones bluetooth?", c, [], [P("monitor-hp50")], [],
  [("product:monitor-hp50", "false")], pol="no", disc=[HEAR])
q("What's the impedance of the HP-50s? Will my phone drive them?", c, [["38"]], [P("monitor-hp50")], [],
  [("product:monitor-hp50", "38")], disc=[HEAR])
q("What gauge are the Southern Cross acoustic strings?", c, [["12–53", "12-53", "12 - 53"]], [P("southern-cross-acoustic-strings")],
  [P("southern-cross-electric-strings")], [("product:southern-cross-acoustic-strings", "12–53 light")])
q("price of a 3 pack of the phosphor bronze strings?", c, [["49.95"]], [P("southern-cross-acoustic-strings")], [],
  [("variant:sc-acoustic-3pack", "49.95")])
q("Are the Southern Cross electric strings coated?", c, [["uncoated", "not coated"]], [P("southern-cross-electric-strings")],
  [P("southern-cross-acoustic-strings")], [("product:southern-cross-electric-strings", "uncoated")], pol="no")
q("Kahu soprano or concert — which one can plug into an amp?", c, [["concert"]], [P("kahu-concert")], [P("kahu-soprano")],
  [("product:kahu-concert", "a built-in pickup and tuner")])
q("Does the Kahu Soprano come with a bag?", c, [], [P("kahu-soprano")], [P("kahu-concert")],
  [("product:kahu-soprano", "false")], pol="no")
q("How long is the Kahu Concert ukulele?", c, [["61 cm", "61cm", "61 centimetres"]], [P("kahu-concert")], [],
  [("product:kahu-concert", "61")])
q("Can I send back the Blues Harp harmonica if I change my mind?", c, [["hygiene", "final sale"]], [P("blues-harp-c")],
  [POL("returns")], [("policy:returns", "For hygiene reasons, harmonicas and other mouth-blown instruments cannot be returned once the packaging has been opened, unless they are faulty.")],
  pol="no")
q("How many songs are in The Great Australian Guitar Songbook?", c, [["40"]], [P("aussie-guitar-songbook")], [],
  [("product:aussie-guitar-songbook", "A printed songbook of 40 Australian classics")])
q("Is the Ukulele Chord Pack a physical book I can hold?", c, [["PDF", "download"]], [P("ukulele-chord-pack")], [P("aussie-guitar-songbook")],
  [("product:ukulele-chord-pack", "Downloadable PDF sheet music")], pol="no")
q("How much is a 45 minute lesson?", c, [["62"]], [P("music-lessons")], [POL("lessons-and-hire")],
  [("variant:music-lessons-45", "62.00")])
q("how much does this weigh?", c, [["21.5"]], [P("kestrel-30")], [], [("product:kestrel-30", "21.5")], ids=["kestrel-30"], disc=[ELEC, HOT])
q("does this one have a pickup?", c, [], [P("kahu-concert")], [], [("product:kahu-concert", "a built-in pickup and tuner")],
  ids=["KAHU-CON"], pol="yes")
q("What does a monthly digital piano rental cost?", c, [["59"]], [P("digital-piano-hire")], [POL("lessons-and-hire")],
  [("variant:digital-piano-hire-monthly", "59.00")])
q("Is delivery included when I hire a digital piano?", c, [], [P("digital-piano-hire")], [],
  [("product:digital-piano-hire", "false")], pol="no")

# ---------------------------------------------------------------- policies and FAQ
c = "policy"
RET, SHP, WAR, LES, REP, PRV = POL("returns"), POL("shipping"), POL("warranty"), POL("lessons-and-hire"), POL("repairs"), POL("privacy")
q("How long do I have to return something?", c, [["30 days", "30-day", "thirty days"]], [RET], [],
  [("policy:returns", "Most items can be returned within 30 days of purchase for a full refund, as long as they are unused and in their original packaging.")])
q("I opened a set of strings and they're the wrong gauge, can I return them?", c, [], [RET], [],
  [("policy:returns", "Opened packs of strings, drumsticks and plectrums cannot be returned.")], pol="no")
q("Can I get my money back for a PDF sheet music download?", c, [["final sale"]], [RET], [P("ukulele-chord-pack")],
  [("policy:returns", "Digital downloads, including downloadable sheet music, are final sale and cannot be refunded.")], pol="no")
q("what's the return window for a printed music book", c, [["14 days", "14-day", "fourteen days"]], [RET], [],
  [("policy:returns", "Printed sheet music and books can be returned within 14 days if they are unmarked.")])
q("Once you get my return, how soon is the money back in my account?", c, [["5 business days", "five business days"]], [RET], [],
  [("policy:returns", "Refunds are processed within 5 business days of us receiving your return, to the original payment method.")])
q("Who pays the postage when I send back something faulty?", c, [["free"]], [RET], [],
  [("policy:returns", "Return postage is free when an item is faulty.")])
q("I bought online - can I take it back to a shop instead of posting it?", c, [], [RET], [],
  [("policy:returns", "You can also return an online order at any Harmony Lane store in Australia or New Zealand.")], pol="yes")
q("How much is shipping?", c, [["12.95"]], [SHP], [],
  [("policy:shipping", "Standard shipping within Australia costs $12.95 and takes 3–7 business days.")])
q("how long does standard delivery take in australia", c, [["3–7 business days", "3-7 business days", "3 to 7 business days"]], [SHP], [],
  [("policy:shipping", "Standard shipping within Australia costs $12.95 and takes 3–7 business days.")])
q("Do you do free shipping?", c, [["149"]], [SHP], [],
  [("policy:shipping", "Orders over $149 ship free with standard shipping within Australia.")], pol="yes")
q("I need strings by the weekend — what's the fastest shipping and what does it cost?", c, [["24.95"], ["1–3 business days", "1-3 business days", "1 to 3 business days"]], [SHP], [],
  [("policy:shipping", "Express shipping within Australia costs $24.95 and takes 1–3 business days.")])
q("What does it cost to post an order to Wellington?", c, [["19.95"]], [SHP], [],
  [("policy:shipping", "Standard shipping to New Zealand costs $19.95 and takes 5–10 business days.")])
q("How much to get a drum kit delivered?", c, [["79"]], [SHP], [],
  [("policy:shipping", "Digital pianos, drum kits and amplifiers over 20 kg travel by freight for a flat $79 per order, taking 5–10 business days.")])
q("Can I get the Airlink G2 wireless sent express?", c, [["road"]], [SHP], [P("airlink-g2")],
  [("policy:shipping", "Products containing lithium batteries, such as wireless systems, can only travel by road, so express shipping is not available for them.")],
  pol="no", disc=[LI])
q("Do you ship to the UK?", c, [["Australia"], ["New Zealand"]], [], [SHP, FAQ("international")],
  [("policy:shipping", "We only ship to addresses in Australia and New Zealand."), ("faq:international", "Sorry, we currently deliver only within Australia and New Zealand.")], pol="no")
q("If I click and collect, how soon can I pick it up?", c, [["2 hours", "two hours"]], [SHP], [],
  [("policy:shipping", "Orders are usually ready to collect within 2 hours during opening hours.")])
q("What's the warranty on a keyboard?", c, [["12 months", "12-month", "twelve months", "1 year", "one year"]], [WAR], [],
  [("policy:warranty", "Instruments and electronics come with a 12-month Harmony Lane warranty against defects in materials and workmanship.")])
q("How long is the Redgum ST covered for if something goes wrong?", c, [["5 years", "five years", "5-year"]], [WAR], [P("redgum-st")],
  [("policy:warranty", "Acoustic and electric guitars from our Tasman and Redgum ranges are covered for 5 years.")])
q("Will warranty cover a string that snapped?", c, [], [WAR], [],
  [("policy:warranty", "Strings, drumheads, plectrums and other consumables are not covered by the warranty.")], pol="no")
q("I knocked my guitar off its stand and the headstock cracked. Is that covered?", c, [["accident"]], [WAR], [],
  [("policy:warranty", "Damage from accidents, extreme humidity or changes made by anyone other than an authorised technician is not covered.")], pol="no")
q("How long are your lessons?", c, [["30"], ["45"]], [LES], [P("music-lessons")],
  [("policy:lessons-and-hire", "Lessons are one-on-one with a qualified teacher and run for 30 or 45 minutes.")])
q("Can my 5 year old start drum lessons?", c, [["8"]], [LES], [P("music-lessons")],
  [("policy:lessons-and-hire", "Students can start from age 6; drum lessons start from age 8.")], pol="no")
q("what happens if we have to skip a lesson", c, [["24 hours"]], [LES], [],
  [("policy:lessons-and-hire", "You can cancel or reschedule a lesson at no charge up to 24 hours before it starts.")])
q("Is the first lesson cheaper?", c, [["half price", "half-price", "50%"]], [LES], [P("music-lessons")],
  [("policy:lessons-and-hire", "Your first lesson is a trial lesson at half price.")], pol="yes")
q("What's the shortest time I can rent an instrument for?", c, [["3 months", "three months"]], [LES], [P("digital-piano-hire")],
  [("policy:lessons-and-hire", "Instrument hire has a minimum term of 3 months, paid monthly.")])
q("Is there a bond for renting a digital piano?", c, [["150"]], [LES], [P("digital-piano-hire")],
  [("policy:lessons-and-hire", "A refundable bond of $150 applies to digital piano hire.")], pol="yes")
q("Do you charge extra if the hire instrument comes back grubby?", c, [["40"]], [LES], [],
  [("policy:lessons-and-hire", "A $40 cleaning fee applies to instruments returned dirty.")], pol="yes")
q("How much for a setup and how long will you have my guitar?", c, [["89"], ["3 business days", "three business days"]], [REP], [P("guitar-setup")],
  [("policy:repairs", "A standard guitar setup costs $89 and is usually ready within 3 business days.")])
q("Are repair quotes free?", c, [], [REP], [],
  [("policy:repairs", "Quotes for other repairs are free.")], pol="yes")
q("What happens if I never come back for my repaired amp?", c, [["90 days"]], [REP], [],
  [("policy:repairs", "Repairs not collected within 90 days of our completion notice may be sold to recover our costs.")])
q("how long is repair work guaranteed", c, [["3 months", "three months"]], [REP], [],
  [("policy:repairs", "Workmanship on repairs is guaranteed for 3 months.")])
q("Do you sell customer data to third parties?", c, [], [PRV], [],
  [("policy:privacy", "We never sell your personal information to anyone.")], pol="no")
q("How do I get my account deleted?", c, [["privacy@harmonylane.example"]], [PRV], [],
  [("policy:privacy", "You can ask us to delete your account by emailing privacy@harmonylane.example.")])
c = "faq"
q("Can I pay it off bit by bit?", c, [["Afterpay"]], [FAQ("afterpay")], [],
  [("faq:afterpay", "At checkout you can split your purchase into four fortnightly payments through our partner Afterpay, with no interest when you pay on time.")], pol="yes")
q("What's the most I can spend using Afterpay?", c, [["2,000", "2000"]], [FAQ("afterpay")], [],
  [("faq:afterpay", "Afterpay is available on orders from $50 to $2,000.")])
q("do gift vouchers expire", c, [["3 years", "three years"]], [FAQ("gift-cards")], [],
  [("faq:gift-cards", "They are valid for 3 years from the date of purchase.")], pol="yes")
q("Another shop has the DP-200 cheaper. Can you do the same price?", c, [["match"]], [FAQ("price-match")], [P("cadence-dp200")],
  [("faq:price-match", "We match the advertised price of an identical in-stock item from another Australian or New Zealand retailer.")], pol="yes")
q("I want to get rid of my old pedalboard, do you buy used gear?", c, [["store credit"]], [FAQ("trade-in")], [],
  [("faq:trade-in", "Bring your used guitar, amp or pedal to any store for a free valuation; trade-in value is given as store credit only.")])
q("My son just turned 12, is a full size guitar too big?", c, [["full-size", "full size"]], [FAQ("guitar-size")], [P("tasman-d10"), P("tasman-d10-34")],
  [("faq:guitar-size", "from about 12 most players suit a full-size guitar")], pol="no")
q("I'm 52 and never played anything. Am I too old for lessons?", c, [["adults"]], [FAQ("adult-lessons")], [LES],
  [("faq:adult-lessons", "Around a third of our students are adults, and plenty of them are complete beginners.")], pol="no")
q("How much to restring my acoustic?", c, [["25"]], [FAQ("string-change")], [REP],
  [("faq:string-change", "Restringing costs $25 plus the strings")])
q("I ordered the wrong pedal 10 minutes ago, is it too late to change it?", c, [["packed"]], [FAQ("order-cancellation")], [],
  [("faq:order-cancellation", "Orders can be changed or cancelled until they are packed, usually within 1 hour of ordering.")], pol="no")
q("Can I put a guitar on layby?", c, [["20%", "20 %", "20 per cent"], ["8 weeks", "eight weeks"]], [FAQ("layby")], [],
  [("faq:layby", "Yes, in store only: pay a 20% deposit and the balance within 8 weeks.")], pol="yes")
q("Any discount for uni students?", c, [], [FAQ("student-discount")], [],
  [("faq:student-discount", "We do not offer a general student discount.")], pol="no")
q("What perks come with the Encore Club?", c, [["member prices"], ["setup"]], [FAQ("encore-club")], [],
  [("faq:encore-club", "Encore Club is our free loyalty program: members pay member prices on selected items and get a free guitar setup every year.")])
q("How do I reach a real person?", c, [["help@harmonylane.example", "+61 2 5550 1200"]], [CONTACT], [],
  [("store", "help@harmonylane.example")])
q("Do you carry lefty guitars other than the Redgum?", c, [["2–3 weeks", "2-3 weeks", "ordered in", "order"]], [FAQ("left-handed")], [P("redgum-st")],
  [("faq:left-handed", "Other left-handed models can be ordered in, which usually takes 2–3 weeks.")])

# ---------------------------------------------------------------- locations (now: Thu 11 Mar 2027, 10:30 Sydney)
c = "location"
q("Is the Sydney CBD store open right now?", c, [["21:00", "9 pm", "9pm", "9:00 pm", "9:00pm"]], [SYD], [],
  [("location:loc_sydney_cbd", "09:00-21:00")], pol="yes")
q("Is the Perth shop open at the moment?", c, [["9:00", "09:00", "9 am", "9am"]], [PER], [],
  [("location:loc_perth", "09:00-17:30")], pol="no")
q("What time does Parramatta close tonight?", c, [["21:00", "9 pm", "9pm", "9:00 pm", "9:00pm"]], [PAR], [],
  [("location:loc_parramatta", "09:30-21:00")])
q("Is Harmony Lane Parramatta open on Sundays?", c, [], [PAR], [],
  [("location:loc_parramatta", "09:00-16:00")], pol="no")
q("is fitzroy open mondays", c, [], [MEL], [],
  [("location:loc_melbourne", "10:00-18:00")], pol="no")
q("Can I pop into the Melbourne store on Saturday 20 March?", c, [["refurbishment"]], [MEL], [],
  [("location:loc_melbourne", "Closed for showroom refurbishment")], pol="no")
q("Are your stores open on Good Friday?", c, [["closed"]], [], ALL_LOC,
  [("location:loc_sydney_cbd", "Good Friday")], pol="no")
q("What are the Sydney CBD hours on Easter Saturday?", c, [["13:00", "1 pm", "1pm", "1:00 pm"]], [SYD], [],
  [("location:loc_sydney_cbd", "Easter Saturday"), ("location:loc_sydney_cbd", "09:00-13:00")])
q("Is the Auckland shop open on Easter Sunday?", c, [], [AKL], [],
  [("location:loc_auckland", "Easter Sunday")], pol="no")
q("What time does Ponsonby shut on a Saturday?", c, [["17:00", "5 pm", "5pm", "5:00 pm"]], [AKL], [],
  [("location:loc_auckland", "09:30-17:00")])
q("Does the Northbridge store close for lunch on Saturdays?", c, [["12:30"], ["13:30", "1:30"]], [PER], [],
  [("location:loc_perth", "09:00-12:30"), ("location:loc_perth", "13:30-17:00")], pol="yes")
q("Which of your stores have lesson studios?", c, [["Sydney CBD"], ["Fitzroy"], ["Ponsonby"]], [SYD, MEL, AKL], [],
  [("location:loc_sydney_cbd", "Lesson studios"), ("location:loc_melbourne", "Lesson studios"), ("location:loc_auckland", "Lesson studios")])
q("Where can I try out drum kits in a soundproof room?", c, [["Sydney CBD"], ["Fortitude Valley"]], [SYD, BNE], [P("stomp-ek5")],
  [("location:loc_sydney_cbd", "Soundproof drum try-out room"), ("location:loc_brisbane", "Soundproof drum try-out room")])
q("which stores have free parking", c, [["Parramatta"], ["Fortitude Valley"]], [PAR, BNE], [],
  [("location:loc_parramatta", "Free customer car park"), ("location:loc_brisbane", "Free customer car park")])
q("Can I take guitar lessons at the Brisbane store?", c, [], [BNE], [LES],
  [("location:loc_brisbane", "Lessons are not offered at Fortitude Valley.")], pol="no")
q("Where can I play a digital piano before buying?", c, [["Sydney CBD"], ["Fitzroy"], ["Northbridge"]], [SYD, MEL, PER], [P("cadence-dp200")],
  [("location:loc_sydney_cbd", "Piano showroom"), ("location:loc_melbourne", "Piano showroom"), ("location:loc_perth", "Piano showroom")])
q("I'm in Perth — can the Northbridge store repair my guitar?", c, [["7–10 days", "7-10 days", "7 to 10 days"]], [PER], [REP],
  [("location:loc_perth", "No repair workshop at Northbridge: repairs are sent to our Sydney workshop, so allow an extra 7–10 days.")], pol="no")
q("Do you deliver locally to Auckland 1021?", c, [["Ponsonby"]], [AKL], [],
  [("location:loc_auckland", "10*")], pol="yes")
q("What's the nearest store to Bondi Beach?", c, [["Sydney CBD"]], [SYD], [PAR],
  [("location:loc_sydney_cbd", "Harmony Lane Sydney CBD")])
q("closest shop to fremantle?", c, [["Northbridge"]], [PER], [],
  [("location:loc_perth", "Harmony Lane Northbridge")])
q("What's the address of the Fitzroy store?", c, [["301 Brunswick Street", "301 Brunswick St"]], [MEL], [],
  [("location:loc_melbourne", "301 Brunswick Street")])
q("phone number for the ponsonby shop", c, [["555 0160"]], [AKL], [],
  [("location:loc_auckland", "+64 9 555 0160")])
q("Can I park at the Sydney CBD store?", c, [["Kent Street"]], [SYD], [],
  [("location:loc_sydney_cbd", "No customer parking; the nearest paid car park is on Kent Street.")], pol="no")
q("Does the Sydney CBD store have a Kestrel 30 I can try today?", c, [], [SYD], [P("kestrel-30")],
  [("inventory", "loc_sydney_cbd,kestrel-30-std,1")], pol="yes", disc=[ELEC, HOT])
q("Which stores have the Tasman D10 3/4 in stock?", c, [["Sydney CBD"], ["Fitzroy"], ["Ponsonby"]], [SYD, MEL, AKL], [P("tasman-d10-34")],
  [("inventory", "loc_sydney_cbd,tasman-d10-34-natural,3"), ("inventory", "loc_melbourne,tasman-d10-34-natural,2"), ("inventory", "loc_auckland,tasman-d10-34-natural,1")],
  none=["Parramatta"])
q("Is the sunburst Tasman D10 in stock at the Sydney CBD store?", c, [], [SYD], [P("tasman-d10"), PAR],
  [("inventory", "loc_sydney_cbd,tasman-d10-sunburst,0")], pol="no")
q("what are the hours here on sunday", c, [["10:00", "10 am", "10am"], ["15:00", "3 pm", "3pm"]], [BNE], [],
  [("location:loc_brisbane", "10:00-15:00")], ids=["loc_brisbane"])
q("is this in stock at fitzroy?", c, [], [MEL], [P("cadence-dp200")],
  [("inventory", "loc_melbourne,cadence-dp200-white,1")], ids=["DP200-WHT"], pol="yes")

# ---------------------------------------------------------------- operations
c = "operation"
q("Add the Boomer 15 amp to my cart please", c, [], [P("boomer-15")], [], [("product:boomer-15", "Boomer 15 Practice Amplifier")],
  op=True, disc=[ELEC])
q("Book me in for a guitar setup on Friday — how long will it take?", c, [["3 business days", "three business days"]], [], [REP, P("guitar-setup")],
  [("policy:repairs", "A standard guitar setup costs $89 and is usually ready within 3 business days.")], op=True)
q("Cancel my lesson tomorrow afternoon. Will I still be charged?", c, [["24 hours"]], [LES], [],
  [("policy:lessons-and-hire", "You can cancel or reschedule a lesson at no charge up to 24 hours before it starts.")], op=True)
q("Reserve a Kahu Concert ukulele at the Ponsonby store for me", c, [], [], [P("kahu-concert"), AKL],
  [("inventory", "loc_auckland,kahu-concert-std,2")], op=True)
q("Apply discount code MUSIC10 to my cart", c, [], [], [], [("store", "Harmony Lane Music")], op=True, ids=[f"gid://{A}/Cart/cart_m4k9"])
q("Book a trial guitar lesson for my son — how much is the first one?", c, [["half price", "half-price", "50%"]], [], [LES, P("music-lessons")],
  [("policy:lessons-and-hire", "Your first lesson is a trial lesson at half price.")], op=True)
q("Put two sets of the Southern Cross electric strings in my cart. How much are they each?", c, [["14.95"]], [P("southern-cross-electric-strings")], [],
  [("variant:sc-electric-single", "14.95")], op=True)
q("Sign me up for the digital piano hire. What's the monthly cost?", c, [["59"]], [P("digital-piano-hire")], [LES],
  [("variant:digital-piano-hire-monthly", "59.00")], op=True)
q("Please cancel my order #2103", c, [], [], [{"id": f"gid://{A}/Order/ord_2103"}, FAQ("order-cancellation")],
  [("order:ord_2103", "#2103")], op=True, viewer="b_2")
q("Sign me up to the Encore Club — is it free?", c, [["free"]], [FAQ("encore-club")], [],
  [("faq:encore-club", "Encore Club is our free loyalty program: members pay member prices on selected items and get a free guitar setup every year.")],
  op=True, pol="yes")

# ---------------------------------------------------------------- follow-ups
c = "followup"
g = q("Tell me about the Cadence DP-200 digital piano", c, [["88"]], [P("cadence-dp200")], [P("cadence-dp200-home-bundle")],
      [("product:cadence-dp200", "An 88-key digital piano")])
q("does it come with a bench?", c, [], [P("cadence-dp200")], [P("cadence-dp200-home-bundle")],
  [("product:cadence-dp200", "Piano only: the stand and bench are sold separately.")], pol="no", group=g, turn=2, follow="cadence-dp200")
q("and the home bundle?", c, [["bench"]], [P("cadence-dp200-home-bundle")], [P("cadence-dp200")],
  [("product:cadence-dp200-home-bundle", "a height-adjustable padded bench")], pol="yes", group=g, turn=3, follow="cadence-dp200-home-bundle")
g = q("How much is the Tasman D10 acoustic?", c, [["549"]], [P("tasman-d10")], [P("tasman-d10-34")],
      [("variant:tasman-d10-natural", "549.00")])
q("and the kids' version?", c, [["249"]], [P("tasman-d10-34")], [P("tasman-d10")],
  [("variant:tasman-d10-34-natural", "249.00")], group=g, turn=2, follow="tasman-d10-34")
g = q("What's the Airlink G2?", c, [["wireless"]], [P("airlink-g2")], [P("airlink-g2-dock")],
      [("product:airlink-g2", "A plug-in 2.4 GHz wireless system for guitar and bass")], disc=[LI])
q("what's its range?", c, [["30 m", "30 metres", "30 meters", "30m"]], [P("airlink-g2")], [],
  [("product:airlink-g2", "a range of up to 30 m")], disc=[LI], group=g, turn=2, follow="airlink-g2")
g = q("Tell me about the Stomp EK-5 electronic kit", c, [], [P("stomp-ek5")], [P("stomp-ek5-snare-pad")],
      [("product:stomp-ek5", "a sound module with 30 kits")])
q("does it come with sticks?", c, [], [P("stomp-ek5")], [],
  [("product:stomp-ek5", "true")], pol="yes", group=g, turn=2, follow="stomp-ek5")
g = q("Do you have the Kahu Soprano ukulele?", c, [], [P("kahu-soprano")], [P("kahu-concert")],
      [("product:kahu-soprano", "Kahu Soprano Ukulele")], pol="yes")
q("Does it have a pickup?", c, [], [P("kahu-soprano")], [P("kahu-concert")],
  [("product:kahu-soprano", "false")], pol="no", group=g, turn=2, follow="kahu-soprano")
q("what about the concert one?", c, [], [P("kahu-concert")], [P("kahu-soprano")],
  [("product:kahu-concert", "a built-in pickup and tuner")], pol="yes", group=g, turn=3, follow="kahu-concert")
g = q("How much are the Monitor HP-50 headphones?", c, [["169"]], [P("monitor-hp50")], [],
      [("variant:monitor-hp50-std", "169.00")], disc=[HEAR])
q("are they volume limited? they're for my 8 year old", c, [], [P("monitor-hp50")], [P("kidsafe-hpk")],
  [("product:monitor-hp50", "false")], pol="no", disc=[HEAR], group=g, turn=2, follow="monitor-hp50")

# ---------------------------------------------------------------- signed-in
c = "account"
O = lambda i: {"id": f"gid://{A}/Order/{i}"}
q("Where's my order?", c, [["shipped"], ["AP7788123456"]], [], [O("ord_2101")],
  [("order:ord_2101", "shipped"), ("order:ord_2101", "AP7788123456")], viewer="b_1")
q("Where's my order?", c, [], [], [], answerable=False, none=["AP7788123456", "Olivia"])
q("When is my Tasman guitar supposed to arrive?", c, [["12 March", "March 12", "2027-03-12", "12/03", "12 Mar", "Mar 12"]], [], [O("ord_2101"), P("tasman-d10")],
  [("order:ord_2101", "2027-03-12")], viewer="b_1")
q("What's the status of order 2103?", c, [["processing"]], [], [O("ord_2103")],
  [("order:ord_2103", "processing")], viewer="b_2")
q("What's the status of order 2103?", c, [], [], [], answerable=False, none=["processing", "Tom", "Stomp"])
q("Is my ukulele ready to collect?", c, [["Ponsonby"]], [], [O("ord_2104"), AKL, P("kahu-concert")],
  [("order:ord_2104", "ready_for_pickup"), ("order:ord_2104", "loc_auckland")], pol="yes", viewer="b_3")
q("What's my member price on the natural Tasman D10?", c, [["499"]], [P("tasman-d10")], [FAQ("encore-club")],
  [("variant:tasman-d10-natural", "499.00")], viewer="b_1")
q("Do I get a free setup with my membership?", c, [["setup"]], [], [FAQ("encore-club"), P("guitar-setup")],
  [("buyer:b_1", "One free guitar setup per year")], pol="yes", viewer="b_1")
q("What's in this cart?", c, [["Fuzzbird"], ["Southern Cross"]], [], [P("fuzzbird-overdrive"), P("southern-cross-electric-strings"), {"id": f"gid://{A}/Cart/cart_m4k9"}],
  [("cart:cart_m4k9", "fuzzbird-overdrive-std"), ("cart:cart_m4k9", "sc-electric-single")], ids=[f"gid://{A}/Cart/cart_m4k9"])

# ---------------------------------------------------------------- unanswerable
c = "unanswerable"
for text in [
    "Do you tune acoustic pianos in people's homes?",
    "What strings come on the Tasman D10 from the factory?",
    "Is the neck on the Redgum ST gloss or satin?",
    "How many hours will the K-61 run on a set of AA batteries?",
    "Is there wheelchair access at the Fitzroy store?",
    "Can I pay with Zip Pay?",
    "What's the nut width on the Tasman D10?",
    "Does the Kestrel 30 have an effects loop?",
    "Do your teachers have Working With Children checks?",
    "What's the latency of the Airlink G2 wireless?",
    "Do you run open mic nights at any of the stores?",
    "What brand of valves come in the Kestrel 30?",
    "Can I book the drum room by the hour to practise?",
    "What are the 2027 term dates for lessons?",
    "Can I pay with PayPal?",
    "Does the Monitor HP-50 fold flat for travel?",
    "Is the Kahu Concert strung with a low G or high G?",
    "Do you hire out brass instruments for school band?",
    "Who's the piano teacher at Fitzroy?",
    "Does the Loopline looper have a USB port for exporting loops?",
]:
    q(text, c, answerable=False)

# ---------------------------------------------------------------- other languages (store content is English only)
c = "language"
q("¿Cuánto cuesta la guitarra Tasman D10 3/4?", c, [["249"]], [P("tasman-d10-34")], [P("tasman-d10")],
  [("variant:tasman-d10-34-natural", "249.00")], ctx={"language": "es"})
q("Combien coûte le piano numérique Cadence DP-200 ?", c, [["899"]], [P("cadence-dp200")], [P("cadence-dp200-home-bundle")],
  [("variant:cadence-dp200-black", "899.00")], ctx={"language": "fr"})
q("Le casque Monitor HP-50 est-il sans fil ?", c, [], [P("monitor-hp50")], [],
  [("product:monitor-hp50", "false")], ctx={"language": "fr"}, pol="no", disc=[HEAR])
q("Kestrel 30 音箱多重？", c, [["21.5"]], [P("kestrel-30")], [],
  [("product:kestrel-30", "21.5")], ctx={"language": "zh"}, disc=[ELEC, HOT])

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "musicshop", "questions.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for d in Q:
        f.write(json.dumps(d, ensure_ascii=False) + "\n")
n = len(Q)
from collections import Counter
print(n, "questions;", Counter(d["category"] for d in Q))
print("polarity", sum("polarity" in d for d in Q), "no:", sum(d.get("polarity") == "no" for d in Q),
      "unanswerable", sum(not d["answerable"] for d in Q), "ops", sum(d["operation"] for d in Q),
      "followup turns", sum(d["turn"] > 1 for d in Q))
