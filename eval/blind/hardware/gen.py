#!/usr/bin/env python3
"""Writes hardware/questions.jsonl for the Cedar & Rivet Hardware blind store.
Labelled for now = 2027-02-12T17:30:00Z (Friday 12:30 Eastern, 10:30 Mountain, 09:30 Pacific)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_lib import *

LI = "li_ion_battery"
YES = [["yes", "oui"]]
EN_YES = ["yes"]

# =============================== PRODUCTS ===================================
C = "product"
KIT, BARE = "torqueline-20v-drill-kit", "torqueline-20v-drill-tool-only"
IKIT, IBARE = "torqueline-20v-impact-kit", "torqueline-20v-impact-tool-only"
SAW, BAT, CHG, SP, D12 = "torqueline-20v-circular-saw", "torqueline-20v-battery", "torqueline-20v-rapid-charger", "torqueline-20v-starter-pack", "torqueline-12v-drill-kit"
BLADE, HAM = "framing-saw-blade", "fibreglass-claw-hammer"
SG, KSG, EAR = "clearview-safety-glasses", "clearview-kids-safety-glasses", "earmuffs-nrr25"
ALAD, FLAD, EXT, STOOL = "aluminum-stepladder-6ft", "fibreglass-stepladder-6ft", "fibreglass-extension-ladder-24ft", "folding-step-stool"
INTP, EXTP, PRIM, DECK, WSTN, OMS, ROLL = "interior-latex-paint-eggshell", "exterior-acrylic-paint-satin", "all-surface-primer", "weatherguard-deck-stain", "interior-wood-stain", "odourless-mineral-spirits", "roller-tray-kit"
STUD, PLY, SCREW = "spf-2x4-stud", "sanded-plywood-3-4", "deck-screws-2-5in"
PEX, PFULL = "propane-cylinder-exchange", "propane-cylinder-full"
ICE, PICE, SHOV, CORD, ALARM, HOSE, GC = "ice-melter-calcium", "ice-melter-pet-friendly", "poly-snow-shovel", "outdoor-extension-cord-25ft", "smoke-co-alarm", "garden-hose-50ft", "gift-card"
L_TOR, L_OTT, L_MTL, L_QC = "loc_toronto_leslieville", "loc_ottawa_glebe", "loc_montreal_plateau", "loc_quebec_limoilou"
L_CGY, L_GC, L_EDM, L_VAN = "loc_calgary_kensington", "loc_calgary_garden_centre", "loc_edmonton_whyte", "loc_vancouver_mount_pleasant"

# --- kit vs tool only, batteries, chargers
q("Does the TorqueLine 20V drill kit come with a battery?", C,
  facts=[["two", "2 batteries", "2 x 2.0", "2x 2.0"], ["2.0 Ah", "2.0Ah", "2 Ah", "2Ah"]], polarity="yes",
  links=[P(KIT)], allowed=[P(BARE), P(BAT)], disc=[LI],
  ev=[("product:" + KIT, "The kit includes the drill, two 2.0 Ah batteries, a standard charger and a contractor bag.")])
q("does the tool only torqueline 20v drill include a battery or charger", C,
  facts=[["sold separately", "not included", "does not include", "doesn't include", "no battery"]], polarity="no",
  links=[P(BARE)], allowed=[P(KIT), P(BAT), P(CHG), P(SP)],
  ev=[("product:" + BARE, "Battery and charger are sold separately.")])
q("How much more is the TorqueLine 20V drill kit than the same drill bought as a bare tool?", C,
  facts=[money("199.00"), money("119.00")], links=[P(KIT), P(BARE)], disc=[LI],
  ev=[("variant:torqueline-20v-drill-kit-std", "199.00"), ("variant:torqueline-20v-drill-tool-only-std", "119.00")])
q("I already have a couple of TorqueLine 20V batteries. Which version of the drill should I buy so I'm not paying for more batteries?", C,
  facts=[["Tool Only", "tool-only", "bare tool"], money("119.00")], links=[P(BARE)], allowed=[P(KIT)],
  ev=[("product:" + BARE, "sold as the bare tool for anyone who already owns TorqueLine 20V batteries"), ("variant:torqueline-20v-drill-tool-only-std", "119.00")])
q("What size battery comes with the TorqueLine impact driver kit?", C,
  facts=[["4.0 Ah", "4.0Ah", "4 Ah", "4Ah"]], links=[P(IKIT)], allowed=[P(IBARE), P(BAT)], disc=[LI],
  ev=[("product:" + IKIT, "The kit includes the impact driver, one 4.0 Ah battery, a rapid charger and a belt clip.")])
q("How much is the TorqueLine impact driver without battery?", C,
  facts=[money("139.00")], links=[P(IBARE)], allowed=[P(IKIT)],
  ev=[("variant:torqueline-20v-impact-tool-only-std", "139.00")])
q("Is the TorqueLine impact driver (tool only) brushless?", C, facts=[], polarity="yes",
  links=[P(IBARE)], allowed=[P(IKIT)], ev=[("product:" + IBARE, "brushless impact driver")])
q("Does the TorqueLine cordless circular saw come with a blade?", C,
  facts=[["24-tooth", "24 tooth", "24T", "framing blade"]], polarity="yes", links=[P(SAW)], allowed=[P(BLADE)], disc=["blade_safety"],
  ev=[("product:" + SAW, "It is sold as a bare tool with a 24-tooth framing blade; battery and charger are sold separately.")])
q("Is a battery included with the TorqueLine 7-1/4 circular saw?", C,
  facts=[["sold separately", "not included", "does not include", "doesn't include", "no battery"]], polarity="no",
  links=[P(SAW)], allowed=[P(BAT), P(SP), P(CHG)], disc=["blade_safety"],
  ev=[("product:" + SAW, "It is sold as a bare tool with a 24-tooth framing blade; battery and charger are sold separately.")])
q("Which battery should I run the TorqueLine circular saw on?", C,
  facts=[["6.0 Ah", "6.0Ah", "6 Ah", "6Ah"]], links=[P(SAW)], allowed=[P(BAT), P(SP)], disc=["blade_safety"],
  ev=[("product:" + SAW, "A 6.0 Ah battery is recommended.")])
q("Will a TorqueLine 20V battery work in the TorqueLine 12V compact drill?", C,
  facts=[], polarity="no", links=[P(BAT)], allowed=[P(D12), FAQ("battery-compatibility")], disc=[LI],
  ev=[("product:" + BAT, "It does not fit TorqueLine 12V tools."), ("product:" + D12, "20V batteries do not fit this drill.")])
q("Does the TorqueLine rapid charger come with a battery?", C,
  facts=[["not included", "no battery", "does not include", "doesn't include", "sold separately"]], polarity="no",
  links=[P(CHG)], allowed=[P(SP), P(BAT)], ev=[("product:" + CHG, "Battery not included.")])
q("how long does the 20v rapid charger take to fill a 4ah battery", C,
  facts=[["60 minutes", "60 min", "an hour", "one hour", "1 hour"]], links=[P(CHG)], allowed=[P(BAT)],
  ev=[("product:" + CHG, "It charges a 4.0 Ah battery in about 60 minutes and a 2.0 Ah battery in about 30 minutes.")])
q("What's in the TorqueLine battery & charger starter pack?", C,
  facts=[["two 4.0", "2 x 4.0", "two 4 Ah", "2 x 4 Ah", "Two 4.0 Ah"], ["rapid charger"]], links=[P(SP)], allowed=[P(BAT), P(CHG)], disc=[LI],
  ev=[("product:" + SP, "Two 4.0 Ah TorqueLine 20V batteries and a rapid charger in one box")])
q("Does the TorqueLine 20V starter pack include a drill?", C,
  facts=[["No tool", "no drill", "does not include", "doesn't include", "not include"]], polarity="no", links=[P(SP)], allowed=[P(KIT), P(BARE)], disc=[LI],
  ev=[("product:" + SP, "No tool included.")])
q("How much is the 6.0 Ah TorqueLine battery?", C,
  facts=[money("139.00")], links=[P(BAT)], disc=[LI], ev=[("variant:torqueline-20v-battery-6ah", "139.00")])
q("price for the small 2ah 20v battery?", C,
  facts=[money("69.00")], links=[P(BAT)], disc=[LI], ev=[("variant:torqueline-20v-battery-2ah", "69.00")])
q("What's the max torque on this one?", C, ids=["TL20-DD-KIT"],
  facts=[["60 Nm", "60 N·m", "60 N-m", "60 newton"]], links=[P(KIT)], disc=[LI],
  ev=[("product:" + KIT, "60")])
q("How heavy is the bare TorqueLine 20V drill?", C,
  facts=[kg("1.1")], links=[P(BARE)], allowed=[P(KIT)], ev=[("product:" + BARE, "1.1")])
q("Which has more torque, the TorqueLine impact driver or the TorqueLine drill? Tool-only versions.", C,
  facts=[["impact driver"], ["205"], ["60"]], links=[P(IBARE), P(BARE)], allowed=[P(IKIT), P(KIT)],
  ev=[("product:" + IBARE, "205"), ("product:" + BARE, "60")])
q("What size chuck does the 12V compact drill have?", C,
  facts=[["10 mm", "10mm"]], links=[P(D12)], disc=[LI], ev=[("product:" + D12, "with a 10 mm chuck")])
q("Is the TorqueLine 12V compact drill brushless?", C, facts=[], polarity="no", links=[P(D12)], disc=[LI],
  ev=[("product:" + D12, "false")])
q("How deep can the TorqueLine circular saw cut at 90 degrees?", C,
  facts=[["62 mm", "62mm"]], links=[P(SAW)], disc=["blade_safety"], ev=[("product:" + SAW, "62")])
q("max bevel angle on the 20V circ saw?", C,
  facts=[["50 degree", "50°", "50 °", "50-degree"]], links=[P(SAW)], disc=["blade_safety"],
  ev=[("product:" + SAW, "0 to 50 degree bevel")])
# --- blades, hammer
q("Will the 24T carbide framing blade fit the TorqueLine cordless circular saw?", C, facts=[["7-1/4"]], polarity="yes",
  links=[P(BLADE)], allowed=[P(SAW)], disc=["blade_safety"],
  ev=[("product:" + BLADE, "Fits 7-1/4 in. circular saws with a 5/8 in. arbor, corded or cordless.")])
q("How much for a 3-pack of the 7-1/4 framing blades?", C, facts=[money("44.99")],
  links=[P(BLADE)], disc=["blade_safety"], ev=[("variant:framing-saw-blade-3pk", "44.99")])
q("How many teeth on the 7-1/4 in. carbide framing blade, and what's its max RPM?", C,
  facts=[["24"], ["8500", "8,500", "8 500"]], links=[P(BLADE)], disc=["blade_safety"],
  ev=[("product:" + BLADE, "24"), ("product:" + BLADE, "8500")])
q("What does the head of the 16 oz claw hammer weigh in grams?", C, facts=[["454 g", "454g", "454 grams"]],
  links=[P(HAM)], ev=[("product:" + HAM, "454")])
q("Is the claw hammer's handle wooden?", C, facts=[["fibreglass", "fiberglass"]], polarity="no",
  links=[P(HAM)], ev=[("product:" + HAM, "a shock-absorbing fibreglass handle with a rubber grip")])
# --- safety glasses pair
q("Are the ClearView safety glasses CSA approved?", C, facts=[["Z94.3"]], polarity="yes",
  links=[P(SG)], ev=[("product:" + SG, "Certified to CSA Z94.3 for impact protection.")])
q("Are the ClearView Kids' safety glasses CSA certified?", C, facts=[["Z94.3"]], polarity="no",
  links=[P(KSG)], allowed=[P(SG)], disc=["not_csa_certified"],
  ev=[("product:" + KSG, "Not certified to CSA Z94.3.")])
q("Can my 9 year old wear the kids' ClearView glasses while standing next to me when I use the circular saw?", C,
  facts=[["power tools"]], polarity="no", links=[P(KSG)], allowed=[P(SG), P(SAW)], disc=["not_csa_certified"],
  ev=[("product:" + KSG, "not for use with power tools or on job sites")])
q("what ages are the kids safety glasses for", C, facts=[["4 to 10", "4-10", "4 and 10", "4–10", "four to ten"]],
  links=[P(KSG)], disc=["not_csa_certified"], ev=[("product:" + KSG, "Sized for ages 4 to 10.")])
q("Will the children's safety glasses fit my 12-year-old?", C, facts=[["10"]], polarity="no",
  links=[P(KSG)], allowed=[P(SG)], disc=["not_csa_certified"], ev=[("product:" + KSG, "Sized for ages 4 to 10.")])
q("Do the adult ClearView safety glasses fog up?", C, facts=[["anti-fog", "anti fog", "antifog"]], polarity="no",
  links=[P(SG)], ev=[("product:" + SG, "anti-fog, scratch-resistant polycarbonate lens")])
q("Are the kids' ClearView glasses anti-fog?", C, facts=[], polarity="no", links=[P(KSG)], allowed=[P(SG)],
  disc=["not_csa_certified"], ev=[("product:" + KSG, "false")])
q("Can I wear the ClearView safety glasses over my prescription glasses?", C, facts=[], polarity="no",
  links=[P(SG)], ev=[("product:" + SG, "false")])
q("Which ClearView lens should I get for working outside in bright sun, and how much is it?", C,
  facts=[["grey", "gray"], money("14.99")], links=[P(SG)],
  ev=[("product:" + SG, "the grey lens is for outdoor work in bright sun"), ("variant:clearview-safety-glasses-grey", "14.99")])
q("How much are the clear-lens safety glasses?", C, facts=[money("12.99")], links=[P(SG)],
  ev=[("variant:clearview-safety-glasses-clear", "12.99")])
q("What colours do the kids safety glasses come in?", C, facts=[["blue"], ["pink"], ["green"]],
  links=[P(KSG)], disc=["not_csa_certified"], ev=[("variant:clearview-kids-safety-glasses-blue", "Blue"), ("variant:clearview-kids-safety-glasses-pink", "Pink"), ("variant:clearview-kids-safety-glasses-green", "Green")])
q("How much UV do the ClearView glasses block?", C, facts=[["99.9"]], links=[P(SG)], ev=[("product:" + SG, "99.9")])
q("how much noise do the folding earmuffs cut out", C, facts=[["25 dB", "25dB", "25 decibels"]],
  links=[P(EAR)], ev=[("product:" + EAR, "rated 25 dB noise reduction")])
# --- ladders
q("Can the 6 ft aluminum stepladder hold 120 kg?", C, facts=[kg("102", "225")], polarity="no",
  links=[P(ALAD)], allowed=[P(FLAD)], disc=["electrical_hazard"],
  ev=[("product:" + ALAD, "rated for 102 kg (225 lb) including the user and their tools")])
q("I'm about 250 lb with my tool belt on. Is the 6 ft fibreglass stepladder rated for me?", C,
  facts=[["300 lb", "300 lbs", "300 pounds", "136 kg"]], polarity="yes", links=[P(FLAD)], allowed=[P(ALAD)],
  ev=[("product:" + FLAD, "rated for 136 kg (300 lb) including the user and their tools")])
q("Is the aluminum 6 foot stepladder OK for electrical work?", C, facts=[["conducts electricity", "conductive"]], polarity="no",
  links=[P(ALAD)], allowed=[P(FLAD)], disc=["electrical_hazard"],
  ev=[("product:" + ALAD, "Aluminum conducts electricity.")])
q("Is the fibreglass stepladder non-conductive?", C, facts=[], polarity="yes", links=[P(FLAD)],
  ev=[("product:" + FLAD, "Non-conductive rails")])
q("What CSA grade and load rating is the 24 ft extension ladder?", C,
  facts=[["Grade 1", "grade 1 "], kg("113", "250")], links=[P(EXT)],
  ev=[("product:" + EXT, "CSA Grade 1 (heavy duty), rated for 113 kg (250 lb).")])
q("How high can I actually work off the 24 foot extension ladder?", C, facts=[["21 ft", "21 feet", "21-foot", "21'"]],
  links=[P(EXT)], ev=[("product:" + EXT, "with a maximum working length of 21 ft")])
q("Can you ship the 24 ft extension ladder to my house by courier?", C, facts=[["deliver", "delivery", "in store", "pickup"]], polarity="no",
  links=[P(EXT)], allowed=[POL("shipping")],
  ev=[("product:" + EXT, "Too long to ship: buy it in store or have a store deliver it.")])
q("What's the weight limit on the 2-step folding stool?", C, facts=[kg("91", "200")], links=[P(STOOL)],
  ev=[("product:" + STOOL, "rated for 91 kg (200 lb)")])
q("What's the difference between your 6 ft aluminum and 6 ft fibreglass stepladders?", C,
  facts=[kg("102", "225"), kg("136", "300"), ["conduct", "non-conductive"]], links=[P(ALAD), P(FLAD)], disc=["electrical_hazard"],
  ev=[("product:" + ALAD, "rated for 102 kg (225 lb)"), ("product:" + FLAD, "rated for 136 kg (300 lb)"), ("product:" + FLAD, "Non-conductive rails")])
q("How much does the 6 ft fibreglass stepladder weigh? I have to carry it up stairs.", C, facts=[kg("9.1")],
  links=[P(FLAD)], ev=[("product:" + FLAD, "9.1")])
q("My husband is 110 kg, can he stand on your folding step stool?", C, facts=[kg("91", "200")], polarity="no",
  links=[P(STOOL)], ev=[("product:" + STOOL, "rated for 91 kg (200 lb)")])
q("how much is the fiberglass step ladder 6ft", C, facts=[money("219.00")], links=[P(FLAD)],
  ev=[("variant:fibreglass-stepladder-6ft-std", "219.00")])
# --- paint and stain
q("Can I use the Cedar & Rivet interior eggshell paint on my backyard fence?", C, facts=[["interior", "indoor"]], polarity="no",
  links=[P(INTP)], allowed=[P(EXTP)], ev=[("product:" + INTP, "Interior use only.")])
q("If I don't like the colour once it's on the wall, can I bring back a can of the interior eggshell you tinted?", C,
  facts=[["final sale"]], polarity="no", links=[P(INTP)], allowed=[POL("returns")],
  ev=[("product:" + INTP, "tinted paint is mixed to order and is final sale."), ("policy:returns", "Custom-tinted paint and stain are mixed to order and are final sale.")])
q("How much is a 3.78 L can of the exterior satin paint?", C, facts=[money("74.99")], links=[P(EXTP)],
  ev=[("variant:exterior-acrylic-paint-satin-3-78l", "74.99")])
q("Minimum temperature for applying the exterior acrylic satin?", C, facts=[["10 °C", "10°C", "10 degrees", "10 C"]],
  links=[P(EXTP)], ev=[("product:" + EXTP, "Apply when air and surface temperatures are at least 10 °C and no rain is expected for 24 hours.")])
q("It's going to be 5 degrees this weekend. Can I paint my siding with the exterior satin then?", C,
  facts=[["10"]], polarity="no", links=[P(EXTP)],
  ev=[("product:" + EXTP, "Apply when air and surface temperatures are at least 10 °C and no rain is expected for 24 hours.")])
q("How many square metres does one 3.78 L can of the interior eggshell cover?", C, facts=[["37"]],
  links=[P(INTP)], allowed=[FAQ("paint-quantity")], ev=[("product:" + INTP, "37")])
q("How long do I wait before a second coat of the interior eggshell?", C, facts=[["4 hours", "four hours", "4 h"]],
  links=[P(INTP)], ev=[("product:" + INTP, "4")])
q("what's the VOC content of your interior latex", C, facts=[["50 g/L", "50 g/l", "50g/L", "50 grams"]],
  links=[P(INTP)], ev=[("product:" + INTP, "50")])
q("Do you sell the interior eggshell in a big 18.9 L pail? Price?", C, facts=[money("279.00")], polarity="yes",
  links=[P(INTP)], ev=[("variant:interior-latex-paint-eggshell-18-9l", "279.00")])
q("Is the exterior satin paint available in a small 946 mL can?", C, facts=[["3.78"]], polarity="no",
  links=[P(EXTP)], ev=[("variant:exterior-acrylic-paint-satin-3-78l", "3.78 L"), ("variant:exterior-acrylic-paint-satin-18-9l", "18.9 L pail")])
q("Can I use the all-surface primer outdoors?", C, facts=[], polarity="yes", links=[P(PRIM)],
  ev=[("product:" + PRIM, "A white, stain-blocking water-based primer for drywall, wood, masonry and glossy surfaces, indoors and out.")])
q("Can I return an unopened can of the all-surface primer?", C, facts=[["90 days", "90-day", "90 jours"]], polarity="yes",
  links=[P(PRIM)], allowed=[POL("returns")],
  ev=[("policy:returns", "Most items can be returned within 90 days of purchase with the original receipt or order number."), ("product:" + PRIM, "Sold untinted.")])
q("Will the WeatherGuard deck stain keep rain from soaking into my deck?", C, facts=[["repels water", "water repellent", "water-repellent", "repel water"]],
  links=[P(DECK)], disc=["combustible_rags"], ev=[("product:" + DECK, "repels water"), ("product:" + DECK, "water_repellent")])
q("Can I use the Cedar & Rivet interior wood stain on my deck?", C, facts=[["interior", "indoor"]], polarity="no",
  links=[P(WSTN)], allowed=[P(DECK)], disc=["combustible_rags"],
  ev=[("product:" + WSTN, "Interior use only: it has no UV or water protection for outdoor wood.")])
q("How many years does a coat of WeatherGuard last on a deck?", C, facts=[["3 years", "three years", "3 ans"]],
  links=[P(DECK)], disc=["combustible_rags"], ev=[("product:" + DECK, "One coat lasts up to 3 years on decks.")])
q("What colours is the WeatherGuard semi-transparent stain available in?", C, facts=[["Cedar"], ["Redwood"], ["Natural"]],
  links=[P(DECK)], disc=["combustible_rags"], ev=[("variant:weatherguard-deck-stain-cedar", "Cedar, 3.78 L"), ("variant:weatherguard-deck-stain-redwood", "Redwood, 3.78 L"), ("variant:weatherguard-deck-stain-natural", "Natural, 3.78 L")])
q("is weatherguard oil based or water based", C, facts=[["oil"]], links=[P(DECK)], disc=["combustible_rags"],
  ev=[("product:" + DECK, "An oil-based semi-transparent stain")])
q("What should I do with the rags after staining my cabinets with the interior wood stain?", C,
  facts=[["water-filled metal container", "metal container", "water-filled"]], links=[P(WSTN)], disc=["combustible_rags"],
  ev=[("product:" + WSTN, "Immediately after use, place them in a sealed, water-filled metal container.")])
q("Which shades does the interior wood stain come in?", C, facts=[["Golden Oak"], ["Espresso"], ["Walnut"]],
  links=[P(WSTN)], disc=["combustible_rags"], ev=[("product:" + WSTN, "Golden Oak"), ("product:" + WSTN, "Espresso"), ("product:" + WSTN, "Walnut")])
q("Can you ship me a can of the odourless mineral spirits?", C, facts=[["in stores only", "stores only", "store only", "in store"]], polarity="no",
  links=[P(OMS)], allowed=[POL("shipping")], disc=["flammable", "aspiration_hazard"],
  ev=[("product:" + OMS, "Sold in stores only: flammable liquids are not shipped.")])
q("What's the flash point of the odourless mineral spirits?", C, facts=[["41 °C", "41°C", "41 degrees", "41 C"]],
  links=[P(OMS)], disc=["flammable", "aspiration_hazard"], ev=[("product:" + OMS, "41")])
q("how many roller covers come in the 9 inch roller kit", C, facts=[["two", "2"]], links=[P(ROLL)],
  ev=[("product:" + ROLL, "two 10 mm nap covers")])
# --- lumber, fasteners
q("What are the real dimensions of a 2x4?", C, facts=[["1-1/2", "1.5", "38"], ["3-1/2", "3.5", "89"]], links=[P(STUD)],
  ev=[("product:" + STUD, "A 2x4 actually measures 1-1/2 in. x 3-1/2 in. (38 mm x 89 mm).")])
q("How much is a 10 foot 2x4?", C, facts=[money("7.48")], links=[P(STUD)], ev=[("variant:spf-2x4-stud-10ft", "7.48")])
q("Are your SPF 2x4 studs pressure treated?", C, facts=[], polarity="no", links=[P(STUD)],
  ev=[("product:" + STUD, "false")])
q("How thick is the 3/4 in. sanded plywood really?", C, facts=[["18.5"]], links=[P(PLY)],
  ev=[("product:" + PLY, "Actual thickness 18.5 mm.")])
q("Can I use the 2-1/2 in. deck screws with pressure-treated lumber?", C, facts=[["ACQ", "MCA", "pressure-treated", "pressure treated"]], polarity="yes",
  links=[P(SCREW)], ev=[("product:" + SCREW, "Coated square-drive deck screws approved for pressure-treated (ACQ and MCA) lumber.")])
q("roughly how many screws in a 1 kg box of the deck screws", C, facts=[["240"]], links=[P(SCREW)],
  ev=[("product:" + SCREW, "About 240 screws per 1 kg box")])
q("What bit do the deck screws take?", C, facts=[["Robertson", "square"]], links=[P(SCREW)],
  ev=[("product:" + SCREW, "with a #2 Robertson bit included")])
# --- propane
q("Can I order a propane exchange online?", C, facts=[["in store", "store only", "not sold online"]], polarity="no",
  links=[P(PEX)], allowed=[POL("propane")], disc=["propane_tdg"],
  ev=[("product:" + PEX, "Store only: propane is not sold online.")])
q("How much is a 20 lb propane exchange?", C, facts=[money("29.99")], links=[P(PEX)], allowed=[POL("propane")], disc=["propane_tdg"],
  ev=[("variant:propane-cylinder-exchange-20lb", "29.99")])
q("I don't have a tank to swap. How much for a new full 20 lb propane cylinder?", C, facts=[money("69.99")],
  links=[P(PFULL)], allowed=[P(PEX)], disc=["propane_tdg"], ev=[("variant:propane-cylinder-full-20lb", "69.99")])
q("Do you exchange 30 lb propane cylinders?", C, facts=[["20 lb", "20lb", "20-lb"]], polarity="no",
  links=[POL("propane")], allowed=[P(PEX)], disc=["propane_tdg"],
  ev=[("policy:propane", "We exchange 20 lb barbecue cylinders only.")])
# --- winter / household
q("Which of your ice melters is safe for my dog's paws?", C, facts=[["Pet-Friendly", "pet friendly"]],
  links=[P(PICE)], allowed=[P(ICE)], ev=[("product:" + PICE, "A salt-free, chloride-free ice melter that is gentler on paws and plants.")])
q("Does the fast-acting ice melter still work at -25?", C, facts=[["-31", "−31", "minus 31"]], polarity="yes",
  links=[P(ICE)], disc=["eye_irritant"], ev=[("product:" + ICE, "Calcium chloride pellets that melt ice down to -31 °C.")])
q("Will the pet friendly ice melt work when it's minus 25?", C, facts=[["-15", "−15", "minus 15"]], polarity="no",
  links=[P(PICE)], allowed=[P(ICE)], ev=[("product:" + PICE, "Melts ice down to -15 °C.")])
q("We poured a new concrete driveway last fall. OK to use the fast-acting ice melter on it?", C,
  facts=[["one year", "1 year", "a year"]], polarity="no", links=[P(ICE)], allowed=[P(PICE)], disc=["eye_irritant"],
  ev=[("product:" + ICE, "Not for use on concrete less than one year old.")])
q("Is the blade of the 24 in. snow shovel metal?", C, facts=[["polyethylene", "plastic", "poly"]], polarity="no",
  links=[P(SHOV)], ev=[("product:" + SHOV, "A 24 in. polyethylene snow pusher with a steel wear strip and an ergonomic bent shaft.")])
q("Is your 25 ft extension cord rated for outdoor use, and what amperage?", C, facts=[["15 A", "15A", "15 amp"]], polarity="yes",
  links=[P(CORD)], ev=[("product:" + CORD, "A 12-gauge, 15 A outdoor extension cord with a lighted end, for power tools and outdoor equipment.")])
q("What gauge wire is the 25' outdoor cord?", C, facts=[["12-gauge", "12 gauge", "12 AWG"]], links=[P(CORD)],
  ev=[("product:" + CORD, "A 12-gauge, 15 A outdoor extension cord")])
q("Does the combination smoke and CO alarm have to be hardwired?", C, facts=[["No wiring", "no wiring", "not hardwired", "battery"]], polarity="no",
  links=[P(ALARM)], ev=[("product:" + ALARM, "No wiring needed.")])
q("Does your combo smoke alarm also detect carbon monoxide, and how long does the battery last?", C,
  facts=[["10 years", "10-year", "ten years"]], polarity="yes", links=[P(ALARM)],
  ev=[("product:" + ALARM, "A combination smoke and carbon monoxide alarm with a sealed battery that lasts 10 years")])
q("my mother only speaks french - does the smoke/co alarm talk in french?", C, facts=[], polarity="yes", links=[P(ALARM)],
  ev=[("product:" + ALARM, "a voice alert in English and French")])
q("How long is the heavy-duty garden hose, and can I drink from it?", C, facts=[["50 ft", "50 feet", "50-foot", "50'"]], polarity=None,
  links=[P(HOSE)], ev=[("product:" + HOSE, "Drinking-water safe."), ("product:" + HOSE, "50")])
q("What amounts do your gift cards come in?", C, facts=[["25"], ["50"], ["100"]], links=[P(GC)],
  ev=[("variant:gift-card-25", "25.00"), ("variant:gift-card-50", "50.00"), ("variant:gift-card-100", "100.00")])
q("Do Cedar & Rivet gift cards expire?", C, facts=[["never expires", "never expire", "no expiry", "do not expire", "don't expire"]], polarity="no",
  links=[P(GC)], ev=[("product:" + GC, "It never expires and has no fees.")])
# --- stock
q("Is the TorqueLine 20V drill kit in stock at the Vancouver store?", C, facts=[], polarity="no",
  links=[P(KIT)], allowed=[LOC(L_VAN), P(BARE)], disc=[LI], ev=[inv_row(L_VAN, "torqueline-20v-drill-kit-std")])
q("Does Kensington in Calgary have the 6.0 Ah battery right now?", C, facts=[], polarity="yes",
  links=[P(BAT)], allowed=[LOC(L_CGY)], disc=[LI], ev=[inv_row(L_CGY, "torqueline-20v-battery-6ah")])
q("Which stores have the 24 ft fibreglass extension ladder in stock?", C,
  facts=[["Leslieville", "Toronto"], ["Plateau", "Montréal", "Montreal"], ["Kensington", "Calgary"], ["Mount Pleasant", "Vancouver"]],
  links=[P(EXT)], allowed=[LOC(L_TOR), LOC(L_MTL), LOC(L_CGY), LOC(L_VAN)],
  ev=[inv_row(L_TOR, "fibreglass-extension-ladder-24ft-std"), inv_row(L_MTL, "fibreglass-extension-ladder-24ft-std"), inv_row(L_CGY, "fibreglass-extension-ladder-24ft-std"), inv_row(L_VAN, "fibreglass-extension-ladder-24ft-std")])
q("Are the pink kids' safety glasses available at the Limoilou store?", C, facts=[], polarity="no", ids=["SG-KID-PNK"],
  links=[P(KSG)], allowed=[LOC(L_QC)], disc=["not_csa_certified"], ev=[inv_row(L_QC, "clearview-kids-safety-glasses-pink")])
q("does leslieville have the 6ah battery in stock", C, facts=[], polarity="no",
  links=[P(BAT)], allowed=[LOC(L_TOR)], disc=[LI], ev=[inv_row(L_TOR, "torqueline-20v-battery-6ah")])
q("Is there pet-friendly ice melter at the Québec City store?", C, facts=[], polarity="no",
  links=[P(PICE)], allowed=[LOC(L_QC)], ev=[inv_row(L_QC, "ice-melter-pet-friendly-10kg")])
q("Can I do a propane exchange today at Whyte Avenue — do they have full tanks?", C, facts=[], polarity="yes",
  links=[P(PEX)], allowed=[LOC(L_EDM)], disc=["propane_tdg"], ev=[inv_row(L_EDM, "propane-cylinder-exchange-20lb")])
q("Do you have this one at the Ottawa store?", C, ids=["torqueline-20v-drill-tool-only-std"], facts=[], polarity="yes",
  links=[P(BARE)], allowed=[LOC(L_OTT)], ev=[inv_row(L_OTT, "torqueline-20v-drill-tool-only-std")])
q("is this in stock in Calgary?", C, ids=["GRD-HOSE-50"], facts=[], polarity="yes",
  links=[P(HOSE)], allowed=[LOC(L_CGY)], ev=[inv_row(L_CGY, "garden-hose-50ft-std")])

# --- French products
F = {"language": "fr"}
q("La perceuse TorqueLine 20 V outil seulement est-elle vendue avec une batterie?", C, ctx=F, facts=[], polarity="no",
  links=[P(BARE)], allowed=[P(KIT), P(BAT), P(SP)], ev=[("product:" + BARE, "Battery and charger are sold separately.")])
q("Quelle est la capacité de charge de l'escabeau en fibre de verre de 6 pi?", C, facts=[kg("136", "300")],
  links=[P(FLAD)], ev=[("product:" + FLAD, "rated for 136 kg (300 lb)")])
q("Est-ce que l'escabeau en aluminium de 6 pi supporte 120 kg?", C, ctx=F, facts=[kg("102", "225")], polarity="no",
  links=[P(ALAD)], allowed=[P(FLAD)], disc=["electrical_hazard"], ev=[("product:" + ALAD, "rated for 102 kg (225 lb)")])
q("Les lunettes de sécurité ClearView pour enfants sont-elles certifiées CSA?", C, facts=[["Z94.3"]], polarity="no",
  links=[P(KSG)], allowed=[P(SG)], disc=["not_csa_certified"], ev=[("product:" + KSG, "Not certified to CSA Z94.3.")])
q("Combien coûte la teinture pour terrasse WeatherGuard?", C, ctx=F, facts=[money("59.99")],
  links=[P(DECK)], disc=["combustible_rags"], ev=[("variant:weatherguard-deck-stain-cedar", "59.99")])
q("Peut-on utiliser la peinture d'intérieur coquille d'œuf sur une clôture extérieure?", C, facts=[], polarity="no",
  links=[P(INTP)], allowed=[P(EXTP)], ev=[("product:" + INTP, "Interior use only.")])
q("Combien de temps pour recharger une batterie de 4 Ah avec le chargeur rapide TorqueLine?", C, ctx=F,
  facts=[["60 min", "60 minutes", "une heure", "1 heure", "an hour", "1 h"]], links=[P(CHG)], allowed=[P(BAT)],
  ev=[("product:" + CHG, "It charges a 4.0 Ah battery in about 60 minutes")])
q("Le déglaçant sans danger pour les animaux fonctionne jusqu'à quelle température?", C, facts=[["-15", "−15", "moins 15"]],
  links=[P(PICE)], ev=[("product:" + PICE, "Melts ice down to -15 °C.")])
q("Quel est le prix de l'ensemble perceuse-visseuse TorqueLine 20 V?", C, ctx=F, facts=[money("199.00")],
  links=[P(KIT)], allowed=[P(BARE)], disc=[LI], ev=[("variant:torqueline-20v-drill-kit-std", "199.00")])
q("Vendez-vous des bonbonnes de propane neuves et pleines? À quel prix?", C, facts=[money("69.99")], polarity="yes",
  links=[P(PFULL)], allowed=[P(PEX)], disc=["propane_tdg"], ev=[("variant:propane-cylinder-full-20lb", "69.99")])
q("L'avertisseur de fumée et de CO parle-t-il français?", C, ctx=F, facts=[], polarity="yes", links=[P(ALARM)],
  ev=[("product:" + ALARM, "a voice alert in English and French")])
q("Quelles sont les valeurs des cartes-cadeaux?", C, facts=[["25"], ["50"], ["100"]], links=[P(GC)],
  ev=[("variant:gift-card-25", "25.00"), ("variant:gift-card-50", "50.00"), ("variant:gift-card-100", "100.00")])
# --- Spanish (no Spanish content)
S = {"language": "es"}
q("¿Cuánto cuesta el taladro TorqueLine 20V solo, sin batería?", C, ctx=S, facts=[money("119.00")],
  links=[P(BARE)], allowed=[P(KIT)], ev=[("variant:torqueline-20v-drill-tool-only-std", "119.00")])
q("¿La escalera de tijera de fibra de vidrio de 6 pies aguanta 130 kg?", C, facts=[kg("136", "300")], polarity="yes",
  links=[P(FLAD)], ev=[("product:" + FLAD, "rated for 136 kg (300 lb)")])
q("¿Las gafas de seguridad para niños sirven para usar herramientas eléctricas?", C, ctx=S, facts=[], polarity="no",
  links=[P(KSG)], allowed=[P(SG)], disc=["not_csa_certified"], ev=[("product:" + KSG, "not for use with power tools or on job sites")])


# ============================ POLICIES & FAQ ================================
C = "policy"
RET, RETF = "policy:returns", "policy:returns.fr"
q("How long do I have to return something?", C, facts=[["90 days", "90-day", "ninety days"]],
  links=[POL("returns")], ev=[(RET, "Most items can be returned within 90 days of purchase with the original receipt or order number.")])
q("whats your return policy", C, facts=[["90 days", "90-day", "ninety days"]], links=[POL("returns")],
  ev=[(RET, "Most items can be returned within 90 days of purchase with the original receipt or order number.")])
q("Changed my mind about something I picked up last month. Am I still OK to bring it back?", C,
  facts=[["90 days", "90-day", "ninety days"]], links=[POL("returns")],
  ev=[(RET, "Most items can be returned within 90 days of purchase with the original receipt or order number.")])
q("I bought a cordless drill six weeks ago and never opened it. Can I still return it?", C,
  facts=[["30 days", "30-day", "thirty days"]], polarity="no", links=[POL("returns")],
  ev=[(RET, "Power tools, batteries and chargers can be returned within 30 days of purchase if they are unused and in their original packaging.")])
q("What's the return window on batteries and chargers?", C, facts=[["30 days", "30-day", "thirty days"]], links=[POL("returns")],
  ev=[(RET, "Power tools, batteries and chargers can be returned within 30 days of purchase if they are unused and in their original packaging.")])
q("Can I return paint you tinted for me?", C, facts=[["final sale"]], polarity="no", links=[POL("returns")], allowed=[POL("services")],
  ev=[(RET, "Custom-tinted paint and stain are mixed to order and are final sale.")])
q("You cut a sheet of plywood to my measurements but I measured wrong. Can I return the pieces?", C, facts=[["final sale"]], polarity="no",
  links=[POL("returns")], allowed=[POL("services")],
  ev=[(RET, "Lumber and sheet goods cut to your measurements are final sale.")])
q("I lost my receipt. Can I still return something?", C, facts=[["store credit"]], polarity="yes", links=[POL("returns")],
  ev=[(RET, "Without a receipt or order number, we offer store credit at the item's lowest selling price in the last 90 days.")])
q("How many returns without a receipt am I allowed?", C, facts=[["three", "3"]], links=[POL("returns")],
  ev=[(RET, "Government-issued photo ID is required, and no-receipt returns are limited to three per year.")])
q("Do I need to show ID to return something with no receipt?", C, facts=[["photo ID", "ID"]], polarity="yes", links=[POL("returns")],
  ev=[(RET, "Government-issued photo ID is required, and no-receipt returns are limited to three per year.")])
q("How much does it cost to mail back an online order?", C, facts=[money("9.95")], links=[POL("returns")],
  ev=[(RET, "Return shipping by mail costs $9.95, deducted from your refund, unless the item arrived damaged or we sent the wrong item.")])
q("You sent me the wrong size screws. Do I have to pay the return shipping?", C, facts=[], polarity="no", links=[POL("returns")],
  ev=[(RET, "Return shipping by mail costs $9.95, deducted from your refund, unless the item arrived damaged or we sent the wrong item.")])
q("Once you get my return, how long until the money is back on my card?", C, facts=[["5 business days", "five business days", "5 days"]],
  links=[POL("returns")], ev=[(RET, "Refunds to a card are processed within 5 business days of our receiving the return.")])
q("Can I return something I bought online at one of your stores?", C, facts=[], polarity="yes", links=[POL("returns")],
  ev=[(RET, "Online orders can be returned in any store or by mail.")])
q("Can I return an empty propane tank I bought from you?", C, facts=[], polarity="no", links=[POL("returns")], allowed=[POL("propane")],
  ev=[(RET, "Opened solvents and chemicals, propane and gift cards cannot be returned.")])
q("My TorqueLine drill quit after 3 months of use. Can I return it for a refund?", C,
  facts=[["warranty"], ["3-year", "3 year", "three-year", "three year"]], links=[POL("returns")], allowed=[POL("warranty")],
  ev=[(RET, "A power tool that stops working after use is handled under our warranty, not as a return."), ("policy:warranty", "TorqueLine power tools have a 3-year limited warranty against defects in materials and workmanship from the date of purchase.")])
q("The extension ladder was delivered by your truck. Can I ship it back by mail?", C, facts=[["in a store", "in store", "store"]], polarity="no",
  links=[POL("returns")], ev=[(RET, "Oversized items delivered by truck must be returned in a store.")])
# shipping
SH, SHF = "policy:shipping", "policy:shipping.fr"
q("How much is shipping?", C, facts=[money("12.95"), ["$99", "99 $", "99.00"]], links=[POL("shipping")],
  ev=[(SH, "Standard shipping costs $12.95 per order and is free on orders of $99 or more before tax.")])
q("How long does delivery take once my order ships?", C, facts=[["3 to 7", "3-7", "3–7", "three to seven"]], links=[POL("shipping")],
  ev=[(SH, "Standard shipping takes 3 to 7 business days after the order ships.")])
q("What do I have to spend to get free shipping?", C, facts=[["$99", "99 $", "99.00"]], links=[POL("shipping")],
  ev=[(SH, "Standard shipping costs $12.95 per order and is free on orders of $99 or more before tax.")])
q("Is there a faster option than standard shipping? Cost?", C, facts=[money("24.95"), ["1 to 2", "1-2", "1–2", "one to two"]], links=[POL("shipping")],
  ev=[(SH, "Express shipping costs $24.95 and arrives in 1 to 2 business days in major cities of Ontario, Quebec, Alberta and British Columbia.")])
q("Do you ship to Iqaluit, Nunavut?", C, facts=[], polarity="no", links=[POL("shipping")],
  ev=[(SH, "We do not ship to Yukon, the Northwest Territories or Nunavut, and we do not ship outside Canada.")])
q("can you send an order to Whitehorse", C, facts=[["Yukon"]], polarity="no", links=[POL("shipping")],
  ev=[(SH, "We do not ship to Yukon, the Northwest Territories or Nunavut, and we do not ship outside Canada.")])
q("Do you ship to the US? I'm in Buffalo.", C, facts=[["Canada"]], polarity="no", links=[POL("shipping")],
  ev=[(SH, "We do not ship to Yukon, the Northwest Territories or Nunavut, and we do not ship outside Canada.")])
q("I live on a farm outside Red Deer. Can I get express shipping?", C, facts=[["rural"]], polarity="no", links=[POL("shipping")],
  ev=[(SH, "Express shipping is not available for rural addresses.")])
q("If I order at 3 pm Eastern on a Tuesday, does it go out the same day?", C, facts=[["2 p.m.", "2 pm", "2pm", "14:00", "14 h"]], polarity="no",
  links=[POL("shipping")], ev=[(SH, "Orders placed before 2 p.m. Eastern time on a business day ship the same day.")])
q("What does truck delivery from a store cost?", C, facts=[money("79.00")], links=[POL("shipping")],
  ev=[(SH, "Stores with a delivery service bring large orders to addresses in their delivery area for a flat $79 per order.")])
q("What time of day does the lumber truck come?", C, facts=[["7 a.m.", "7 am", "7:00", "07:00"], ["5 p.m.", "5 pm", "17:00", "5:00"]],
  links=[POL("shipping")], ev=[(SH, "Delivery is scheduled for the next business day or a day you choose, between 7 a.m. and 5 p.m.")])
q("Does somebody have to be home when the truck delivers?", C, facts=[["sign"]], polarity="yes", links=[POL("shipping")],
  ev=[(SH, "Someone must be home to sign for the delivery.")])
q("Can you ship plywood sheets by parcel?", C, facts=[["truck delivery", "truck", "pickup"]], polarity="no", links=[POL("shipping")],
  ev=[(SH, "Lumber, sheet goods and ladders longer than 8 ft are too large for parcel shipping: choose local truck delivery or in-store pickup.")])
q("How long will you hold my pickup order?", C, facts=[["7 days", "seven days"]], links=[POL("shipping")],
  ev=[(SH, "Most pickup orders are ready within 2 hours, and we hold them for 7 days.")])
q("If I order online for pickup, how soon is it ready?", C, facts=[["2 hours", "two hours"]], links=[POL("shipping")],
  ev=[(SH, "Most pickup orders are ready within 2 hours, and we hold them for 7 days.")])
q("Is in-store pickup free?", C, facts=[], polarity="yes", links=[POL("shipping")], ev=[(SH, "Pickup is free.")])
q("Can I get spray paint aerosols delivered by mail?", C, facts=[], polarity="no", links=[POL("shipping")],
  ev=[(SH, "Propane, solvents, aerosols and other flammable products are sold in stores only and are never shipped.")])
q("Do you ship to Winnipeg?", C, facts=[], polarity="yes", links=[POL("shipping")], ev=[(SH, "We ship to every Canadian province.")])
# warranty
W = "policy:warranty"
q("What's the warranty on TorqueLine power tools?", C, facts=[["3-year", "3 year", "three-year", "three year", "3 years"]], links=[POL("warranty")],
  ev=[(W, "TorqueLine power tools have a 3-year limited warranty against defects in materials and workmanship from the date of purchase.")])
q("How long are TorqueLine batteries covered?", C, facts=[["2-year", "2 year", "two-year", "two year", "2 years"]], links=[POL("warranty")],
  ev=[(W, "TorqueLine batteries and chargers have a 2-year limited warranty.")])
q("Do I need my receipt for a warranty claim on a TorqueLine impact driver?", C, facts=[["proof of purchase", "receipt"]], polarity="yes",
  links=[POL("warranty")], ev=[(W, "Keep your receipt: warranty service on power tools requires proof of purchase.")])
q("The handle on my Cedar & Rivet hammer snapped. I don't have the receipt. What can I do?", C, facts=[["replaced", "replace"], ["free"]],
  links=[POL("warranty")], allowed=[P(HAM)], ev=[(W, "A broken hand tool is replaced free at any store, no receipt needed.")])
q("Are saw blades covered by your warranty when they go dull?", C, facts=[], polarity="no", links=[POL("warranty")],
  ev=[(W, "Normal wear, saw blades, drill bits and other accessories that wear out with use are not covered.")])
q("What warranty do ladders have?", C, facts=[["5-year", "5 year", "five-year", "five year", "5 years"]], links=[POL("warranty")],
  ev=[(W, "Ladders have a 5-year warranty against structural defects.")])
q("I used a knock-off battery from another brand and my TorqueLine drill burned out. Is that covered?", C, facts=[], polarity="no",
  links=[POL("warranty")], ev=[(W, "Damage from misuse, accidents, water or use with another brand's batteries is not covered.")])
q("How long do warranty repairs take?", C, facts=[["10 to 15", "10-15", "10–15"]], links=[POL("warranty")],
  ev=[(W, "We repair or replace a covered tool; repairs usually take 10 to 15 business days.")])
q("Is my ladder warranty still good if it buckled because I overloaded it?", C, facts=[["void"]], polarity="no", links=[POL("warranty")],
  ev=[(W, "The warranty is void if the ladder was loaded beyond its rated capacity or repaired with parts we did not supply.")])
# rental
TR = "policy:tool-rental"
q("How much does it cost to rent a floor sander?", C, facts=[money("42.00"), money("64.00")], links=[POL("tool-rental")],
  ev=[(TR, "Rates for each tool are posted at the rental counter; for example, a floor sander costs $42 for 4 hours and $64 for a day.")])
q("What's the deposit on a rental tool?", C, facts=[money("150.00"), money("400.00")], links=[POL("tool-rental")],
  ev=[(TR, "We hold a deposit on a credit card: $150 for most tools and $400 for floor sanders, concrete tools and trailers.")])
q("Can I put the rental deposit on my debit card?", C, facts=[["credit card"]], polarity="no", links=[POL("tool-rental")],
  ev=[(TR, "Debit cards and cash are not accepted for deposits.")])
q("How old do you have to be to rent tools?", C, facts=[["18"]], links=[POL("tool-rental")],
  ev=[(TR, "Renters must be 18 or older and show government-issued photo ID.")])
q("Can I reserve a rental online?", C, facts=[["phone"]], polarity="no", links=[POL("tool-rental")],
  ev=[(TR, "Rentals cannot be reserved or paid online."), (TR, "You can reserve a rental tool by phone with the store up to 14 days ahead.")])
q("How far in advance can I book a rental tool?", C, facts=[["14 days", "two weeks", "fourteen days"]], links=[POL("tool-rental")],
  ev=[(TR, "You can reserve a rental tool by phone with the store up to 14 days ahead.")])
q("What happens if I bring a rented tool back late?", C, facts=[["by the hour", "hourly", "per hour"]], links=[POL("tool-rental")],
  ev=[(TR, "Tools returned late are charged by the hour, up to the next full-day rate.")])
q("Is there a charge if the rental comes back covered in drywall mud?", C, facts=[money("25.00")], polarity="yes", links=[POL("tool-rental")],
  ev=[(TR, "Tools returned dirty are charged a cleaning fee of $25.")])
q("How much is the damage waiver on rentals?", C, facts=[["12%", "12 %", "12 percent"]], links=[POL("tool-rental")],
  ev=[(TR, "Optional damage waiver costs 12% of the rental price and covers accidental damage, but not loss or theft.")])
q("If the rented sander gets stolen from my truck, does the damage waiver cover it?", C, facts=[], polarity="no", links=[POL("tool-rental")],
  ev=[(TR, "Optional damage waiver costs 12% of the rental price and covers accidental damage, but not loss or theft.")])
q("How much is a week's rental of a floor sander?", C, facts=[["256"]], links=[POL("tool-rental")],
  ev=[(TR, "A weekly rental costs the same as four daily rentals."), (TR, "a floor sander costs $42 for 4 hours and $64 for a day")])
# services
SV = "policy:services"
q("How much to get a house key copied?", C, facts=[money("3.49")], links=[POL("services")], allowed=[FAQ("key-duplicates")],
  ev=[(SV, "A standard house key costs $3.49 and a decorative key $5.99.")])
q("Can you make a copy of my car key? It has a chip in it.", C, facts=[], polarity="no", links=[POL("services")], allowed=[FAQ("key-duplicates")],
  ev=[(SV, "We do not cut car keys with chips, high-security keys or keys marked Do Not Duplicate.")])
q("my office key says DO NOT DUPLICATE on it, can you still copy it", C, facts=[], polarity="no", links=[POL("services")], allowed=[FAQ("key-duplicates")],
  ev=[(SV, "We do not cut car keys with chips, high-security keys or keys marked Do Not Duplicate.")])
q("Will you cut my plywood to size, and what does it cost?", C, facts=[["two cuts", "2 cuts", "first two"], money("1.00")], polarity="yes",
  links=[POL("services")], ev=[(SV, "The first two cuts per piece are free, and each additional cut costs $1.")])
q("Can your lumber desk do precise cuts for cabinet doors?", C, facts=[["1/8", "3 mm"]], polarity="no", links=[POL("services")],
  ev=[(SV, "Cuts are accurate to within 1/8 in. (3 mm), so we do not do fine cabinet cuts.")])
q("Do you charge to tint paint?", C, facts=[["free"]], polarity="no", links=[POL("services")],
  ev=[(SV, "Paint desks at Leslieville, Plateau-Mont-Royal, Kensington and Mount Pleasant tint any paint we sell, free of charge, usually in about 10 minutes.")])
q("How long does it take to get a colour mixed?", C, facts=[["10 minutes", "ten minutes", "10 min"]], links=[POL("services")],
  ev=[(SV, "Paint desks at Leslieville, Plateau-Mont-Royal, Kensington and Mount Pleasant tint any paint we sell, free of charge, usually in about 10 minutes.")])
q("How big does a paint chip need to be for you to match it?", C, facts=[["2.5 cm", "1 in", "one inch"]], links=[POL("services")],
  ev=[(SV, "Bring a sample at least 2.5 cm (1 in.) across and we will colour-match it with a spectrophotometer.")])
q("Can I book a time slot for key cutting?", C, facts=[["first come"]], polarity="no", links=[POL("services")],
  ev=[(SV, "Cutting, key cutting and paint mixing are first come, first served: they cannot be booked ahead.")])
# propane policy
PR = "policy:propane"
q("My propane tank is 12 years old and was never requalified. Will you exchange it?", C, facts=[["10 years", "10-year", "ten years"]], polarity="no",
  links=[POL("propane")], allowed=[P(PEX)], disc=["propane_tdg"],
  ev=[(PR, "it must be within 10 years of its manufacture or requalification date")])
q("What kind of valve does a tank need for exchange?", C, facts=[["OPD"]], links=[POL("propane")], allowed=[P(PEX)], disc=["propane_tdg"],
  ev=[(PR, "Your cylinder must have an OPD (overfill prevention device) valve")])
q("Is it OK to keep a spare propane tank in my garage?", C, facts=[], polarity="no", links=[POL("propane")], allowed=[P(PEX), P(PFULL)],
  ev=[(PR, "Cylinders must never be stored indoors, in a garage or in a car trunk.")])
q("Can I carry a full propane tank home in the trunk of my car?", C, facts=[["upright", "ventilated"]], polarity="no", links=[POL("propane")],
  allowed=[P(PEX), P(PFULL)], ev=[(PR, "You may carry cylinders in a private vehicle only if they are upright, secured and ventilated."), (PR, "Cylinders must never be stored indoors, in a garage or in a car trunk.")])
q("My 17 year old wants to go swap the BBQ tank. Is that allowed?", C, facts=[["18"]], polarity="no", links=[POL("propane")],
  ev=[(PR, "You must be 18 or older to buy or exchange propane.")])
q("You won't take my rusty old propane tank. What do I do with it?", C, facts=[["recycling", "recycle"]], links=[POL("propane")],
  ev=[(PR, "Cylinders we cannot accept can be dropped off for free recycling.")])
# privacy
PV = "policy:privacy"
q("Do you sell my personal information?", C, facts=[], polarity="no", links=[POL("privacy")],
  ev=[(PV, "We never sell your personal information.")])
q("How do I get you to delete my data?", C, facts=[["privacy@cedarrivet.example"], ["30 days", "thirty days"]], links=[POL("privacy")],
  ev=[(PV, "You can ask to see, correct or delete your personal information by writing to privacy@cedarrivet.example. We answer within 30 days.")])
q("When I rent a tool do you photocopy my driver's licence?", C, facts=[], polarity="no", links=[POL("privacy")], allowed=[POL("tool-rental")],
  ev=[(PV, "For tool rentals and no-receipt returns we record the type and number of your photo ID, never a copy of it.")])
# FAQ
C = "faq"
q("Do you price match?", C, facts=[["30 days", "30-day", "thirty days"]], polarity="yes", links=[FAQ("price-match")],
  ev=[("faq:price-match", "If a Canadian retailer advertises an identical in-stock item for less, we match its price at the till, and up to 30 days after your purchase.")])
q("Amazon Marketplace has the same drill for less. Will you match that?", C, facts=[["marketplace"]], polarity="no", links=[FAQ("price-match")],
  ev=[("faq:price-match", "Online-only marketplaces and clearance prices are excluded.")])
q("Do you have some kind of points program?", C, facts=[["Rivet Rewards"], ["1 point per dollar", "1 point", "one point"]], polarity="yes", links=[FAQ("rivet-rewards")],
  ev=[("faq:rivet-rewards", "Rivet Rewards is our free loyalty program: members earn 1 point per dollar, and 500 points give a $5 reward.")])
q("Can I buy a $600 mitre saw now and pay it off over time?", C, facts=[["12"], ["0%", "0 %", "interest-free", "zero interest"]], polarity="yes",
  links=[FAQ("financing")], ev=[("faq:financing", "Purchases of $300 or more can be split into 12 equal monthly payments at 0% interest through our partner PayPlan, online and in store, subject to credit approval.")])
q("Can I spread a $200 purchase over monthly payments?", C, facts=[["$300", "300 $", "300"]], polarity="no", links=[FAQ("financing")],
  ev=[("faq:financing", "Purchases of $300 or more can be split into 12 equal monthly payments at 0% interest through our partner PayPlan, online and in store, subject to credit approval.")])
q("do you take amex", C, facts=[], polarity="yes", links=[FAQ("payment-methods")],
  ev=[("faq:payment-methods", "We accept Visa, Mastercard, American Express, Interac debit, Apple Pay, Google Pay, Cedar & Rivet gift cards and cash in stores.")])
q("Where do I get rid of half-empty paint cans?", C, facts=[["recycl"], ["free"]], links=[FAQ("paint-recycling")],
  ev=[("faq:paint-recycling", "Every Cedar & Rivet store takes back leftover paint, stain and empty paint cans for free recycling, up to 10 containers per visit.")])
q("Can I drop off old paint thinner with my leftover paint?", C, facts=[["solvents"]], polarity="no", links=[FAQ("paint-recycling")],
  ev=[("faq:paint-recycling", "We cannot accept solvents, pesticides or unlabelled containers.")])
q("Do you take dead drill batteries for recycling?", C, facts=[["5 kg", "5kg"]], polarity="yes", links=[FAQ("battery-recycling")],
  ev=[("faq:battery-recycling", "Drop household and power-tool batteries of any brand, up to 5 kg, in the recycling bin at the front of any store.")])
q("How far does one can of paint go?", C, facts=[["33 to 37", "33–37", "33-37", "350 to 400", "350–400", "350-400"]], links=[FAQ("paint-quantity")],
  ev=[("faq:paint-quantity", "A 3.78 L can covers about 33 to 37 m² (350 to 400 sq ft) with one coat.")])
q("I just placed an order by mistake 10 minutes ago, can I still cancel it myself?", C, facts=[["30 minutes", "thirty minutes"]], polarity="yes",
  links=[FAQ("cancel-order")], ev=[("faq:cancel-order", "You can cancel an order from your account within 30 minutes of placing it.")])
q("Can your staff come install the vanity I'm buying?", C, facts=[["installation"]], polarity="no", links=[FAQ("installation")],
  ev=[("faq:installation", "Cedar & Rivet does not offer installation services.")])
q("I run a small renovation company. Can I get invoiced monthly?", C, facts=[["Rivet Pro"], ["30-day", "30 day", "30 days"]], polarity="yes",
  links=[FAQ("contractor-accounts")], ev=[("faq:contractor-accounts", "Businesses can open a Rivet Pro account with monthly invoicing on 30-day terms after a credit check.")])
q("I've got a materials list for a whole deck, about $6,000. Can you give me a price on it?", C, facts=[["quotes@cedarrivet.example"], ["2 business days", "two business days"]],
  links=[FAQ("bulk-quotes")], ev=[("faq:bulk-quotes", "We reply with a written quote within 2 business days, valid for 14 days.")])
q("Are dogs allowed in your stores?", C, facts=[["leash", "leashed"], ["Limoilou"]], polarity="yes", links=[FAQ("pets-in-store")],
  ev=[("faq:pets-in-store", "Leashed dogs are welcome in all our stores except the Limoilou store in Québec City, where only service animals are allowed.")])
q("How do I reach a real person at Cedar & Rivet?", C, facts=[["888-555-0142", "888 555 0142"]], links=[FAQ("contact")],
  ev=[("faq:contact", "Call 1-888-555-0142 or email help@cedarrivet.example, Monday to Saturday from 8:00 to 20:00 Eastern time.")])
q("Will my old DeWalt batteries work on TorqueLine tools?", C, facts=[], polarity="no", links=[FAQ("battery-compatibility")], allowed=[P(BAT)],
  ev=[("faq:battery-compatibility", "Batteries from other brands do not fit TorqueLine tools.")])
q("Do you accept PayPal at the register in the store?", C, facts=[["online"]], polarity="no", links=[FAQ("payment-methods")],
  ev=[("faq:payment-methods", "Online, we accept credit cards, PayPal and gift cards.")])
# French policy / FAQ
C = "policy"
q("Quel est le délai pour retourner un article?", C, ctx=F, facts=[["90"]], links=[POL("returns.fr")], allowed=[POL("returns")],
  ev=[(RETF, "La plupart des articles peuvent être retournés dans les 90 jours suivant l'achat, avec le reçu original ou le numéro de commande.")])
q("Puis-je retourner de la peinture que vous avez teintée?", C, facts=[], polarity="no", links=[POL("returns.fr")], allowed=[POL("returns")],
  ev=[(RETF, "La peinture et la teinture colorées sur mesure sont préparées à la commande et sont en vente finale.")])
q("Combien coûte la livraison?", C, ctx=F, facts=[money("12.95"), ["99"]], links=[POL("shipping.fr")], allowed=[POL("shipping")],
  ev=[(SHF, "La livraison standard coûte 12,95 $ par commande et est gratuite pour les commandes de 99 $ ou plus avant taxes.")])
q("Livrez-vous au Nunavut?", C, ctx=F, facts=[], polarity="no", links=[POL("shipping.fr")], allowed=[POL("shipping")],
  ev=[(SHF, "Nous ne livrons pas au Yukon, dans les Territoires du Nord-Ouest ni au Nunavut, et nous ne livrons pas à l'extérieur du Canada.")])
q("c'est combien la livraison express et ça prend combien de temps", C, facts=[money("24.95"), ["1 à 2", "1 to 2", "1-2", "1–2"]], links=[POL("shipping.fr")], allowed=[POL("shipping")],
  ev=[(SHF, "La livraison express coûte 24,95 $ et arrive en 1 à 2 jours ouvrables dans les grandes villes de l'Ontario, du Québec, de l'Alberta et de la Colombie-Britannique.")])
q("Quel est le dépôt pour louer une sableuse à plancher?", C, ctx=F, facts=[money("400.00")], links=[POL("tool-rental.fr")], allowed=[POL("tool-rental")],
  ev=[("policy:tool-rental.fr", "Nous retenons un dépôt sur une carte de crédit : 150 $ pour la plupart des outils et 400 $ pour les sableuses à plancher, les outils à béton et les remorques.")])
q("Est-ce que je peux réserver un outil de location sur votre site web?", C, facts=[], polarity="no", links=[POL("tool-rental.fr")], allowed=[POL("tool-rental")],
  ev=[("policy:tool-rental.fr", "Les locations ne peuvent pas être réservées ni payées en ligne.")])
q("Ma bouteille de propane a 12 ans et n'a jamais été requalifiée. Pouvez-vous l'échanger?", C, ctx=F, facts=[["10"]], polarity="no",
  links=[POL("propane.fr")], allowed=[POL("propane"), P(PEX)], disc=["propane_tdg"],
  ev=[("policy:propane.fr", "elle doit avoir moins de 10 ans depuis sa date de fabrication ou de requalification")])
q("Combien de temps pour recevoir mon remboursement?", C, ctx=F, facts=[["5 jours", "5 business days", "cinq jours"]], links=[POL("returns.fr")], allowed=[POL("returns")],
  ev=[(RETF, "Les remboursements sur carte sont traités dans les 5 jours ouvrables suivant la réception du retour.")])
q("J'ai perdu mon reçu. Puis-je quand même faire un retour?", C, facts=[["crédit en magasin", "store credit"]], polarity="yes", links=[POL("returns.fr")], allowed=[POL("returns")],
  ev=[(RETF, "Sans reçu ni numéro de commande, nous offrons un crédit en magasin au prix de vente le plus bas de l'article au cours des 90 derniers jours.")])
C = "faq"
q("Égalez-vous les prix des autres magasins?", C, ctx=F, facts=[["30"]], polarity="yes", links=[FAQ("fr-appariement-prix")], allowed=[FAQ("price-match")],
  ev=[("faq:fr-appariement-prix", "Si un détaillant canadien annonce un article identique en stock à un prix inférieur, nous égalons son prix à la caisse, même dans les 30 jours suivant votre achat.")])
q("Est-ce possible de payer en plusieurs fois?", C, facts=[["300"], ["12"]], links=[FAQ("fr-financement")], allowed=[FAQ("financing")],
  ev=[("faq:fr-financement", "Les achats de 300 $ ou plus peuvent être répartis en 12 versements mensuels égaux à 0 % d'intérêt par notre partenaire PayPlan, en ligne et en magasin, sous réserve d'approbation du crédit.")])
q("Qu'est-ce que je fais avec mes vieux pots de peinture?", C, ctx=F, facts=[["10"]], links=[FAQ("fr-recyclage-peinture")], allowed=[FAQ("paint-recycling")],
  ev=[("faq:fr-recyclage-peinture", "Tous les magasins Cèdre & Rivet reprennent gratuitement les restes de peinture, de teinture et les contenants vides pour le recyclage, jusqu'à 10 contenants par visite.")])
q("Pouvez-vous installer mon nouveau comptoir de cuisine?", C, facts=[], polarity="no", links=[FAQ("fr-installation")], allowed=[FAQ("installation")],
  ev=[("faq:fr-installation", "Cèdre & Rivet n'offre pas de services d'installation.")])
q("Comment joindre le service à la clientèle?", C, ctx=F, facts=[["888-555-0142", "888 555 0142"]], links=[FAQ("fr-service-client")], allowed=[FAQ("contact")],
  ev=[("faq:fr-service-client", "Composez le 1-888-555-0142 ou écrivez à aide@cedrerivet.example, du lundi au samedi de 8 h à 20 h, heure de l'Est.")])
q("Pouvez-vous copier une clé de voiture avec puce?", C, facts=[], polarity="no", links=[FAQ("fr-cles")], allowed=[FAQ("key-duplicates"), POL("services")],
  ev=[("faq:fr-cles", "Les clés de voiture à puce, les clés haute sécurité et les clés marquées Ne pas reproduire ne peuvent pas être copiées.")])
# Spanish
q("¿Cuál es el plazo para devolver un producto?", "policy", ctx=S, facts=[["90"]], links=[POL("returns")], allowed=[POL("returns.fr")],
  ev=[(RET, "Most items can be returned within 90 days of purchase with the original receipt or order number.")])
q("¿Hacen envíos a Estados Unidos?", "policy", facts=[], polarity="no", links=[POL("shipping")], allowed=[POL("shipping.fr")],
  ev=[(SH, "We do not ship to Yukon, the Northwest Territories or Nunavut, and we do not ship outside Canada.")])

# =============================== LOCATIONS ==================================
C = "location"
def LE(l, quote):
    return ("location:" + l, quote)
q("Is the Leslieville store open right now?", C, facts=[tm("21:00")], polarity="yes", links=[LOC(L_TOR)],
  ev=[LE(L_TOR, "07:00-21:00")])
q("Is the Quebec City store open right now?", C, facts=[tm("13:00")], polarity="no", links=[LOC(L_QC)],
  ev=[LE(L_QC, "08:00-12:00"), LE(L_QC, "13:00-18:00")])
q("What time does Limoilou close today?", C, facts=[tm("18:00")], links=[LOC(L_QC)], ev=[LE(L_QC, "13:00-18:00")])
q("What are the Glebe store's hours on Sunday?", C, facts=[["closed"]], links=[LOC(L_OTT)], ev=[LE(L_OTT, "Closed on Sundays.")])
q("Is the Ottawa store open on Sundays?", C, facts=[], polarity="no", links=[LOC(L_OTT)], ev=[LE(L_OTT, "Closed on Sundays.")])
q("Kensington store hours on Saturday?", C, facts=[tm("08:00"), tm("20:00")], links=[LOC(L_CGY)], ev=[LE(L_CGY, "08:00-20:00")])
q("Are you open on Family Day at the Toronto store?", C, facts=[tm("10:00"), tm("17:00")], polarity="yes", links=[LOC(L_TOR)],
  ev=[LE(L_TOR, "Family Day"), LE(L_TOR, "10:00-17:00")])
q("Is the Vancouver store open Monday, February 15?", C, facts=[["Family Day"]], polarity="no", links=[LOC(L_VAN)],
  ev=[LE(L_VAN, "Family Day"), LE(L_VAN, "2027-02-15")])
q("Is the Plateau store in Montreal open this coming Monday the 15th?", C, facts=[tm("08:00"), tm("18:00")], polarity="yes", links=[LOC(L_MTL)],
  ev=[LE(L_MTL, "08:00-18:00")])
q("glebe store open on family day?", C, facts=[], polarity="no", links=[LOC(L_OTT)], ev=[LE(L_OTT, "Family Day"), LE(L_OTT, "2027-02-15")])
q("I want to go to the Whyte Ave store on Sunday Feb 21. Will it be open?", C, facts=[["inventory"]], polarity="no", links=[LOC(L_EDM)],
  ev=[LE(L_EDM, "Closed for inventory count"), LE(L_EDM, "2027-02-21")])
q("Is the Calgary garden centre open?", C, facts=[["winter", "season"]], polarity="no", links=[LOC(L_GC)], allowed=[FAQ("garden-centre"), LOC(L_CGY)],
  ev=[LE(L_GC, "Closed for the winter season"), LE(L_GC, "2027-04-15")])
q("When does the Kensington garden centre reopen for spring?", C, facts=[["April 16", "16 April", "2027-04-16", "April 15", "15 April", "2027-04-15", "mid-April"]],
  links=[LOC(L_GC)], allowed=[FAQ("garden-centre"), LOC(L_CGY)], ev=[LE(L_GC, "2027-04-15")])
q("Is the Kensington store in Calgary open on Good Friday?", C, facts=[], polarity="no", links=[LOC(L_CGY)],
  ev=[LE(L_CGY, "Good Friday"), LE(L_CGY, "2027-03-26")])
q("Will the Plateau store be open on Good Friday? What hours?", C, facts=[tm("09:00"), tm("17:00")], polarity="yes", links=[LOC(L_MTL)],
  ev=[LE(L_MTL, "Vendredi saint / Good Friday"), LE(L_MTL, "09:00-17:00")])
q("Are you open on June 24 in Montreal?", C, facts=[], polarity="no", links=[LOC(L_MTL)],
  ev=[LE(L_MTL, "Fête nationale du Québec"), LE(L_MTL, "2027-06-24")])
q("What time does the Vancouver store open tomorrow?", C, facts=[tm("08:00")], links=[LOC(L_VAN)], ev=[LE(L_VAN, "08:00-19:00")])
q("Is the Edmonton store open now?", C, facts=[tm("20:00")], polarity="yes", links=[LOC(L_EDM)], ev=[LE(L_EDM, "07:30-20:00")])
q("When does the Mount Pleasant store close tonight?", C, facts=[tm("20:00")], links=[LOC(L_VAN)], ev=[LE(L_VAN, "07:00-20:00")])
q("montreal store hours thursday", C, facts=[tm("08:00"), tm("21:00")], links=[LOC(L_MTL)], ev=[LE(L_MTL, "08:00-21:00")])
q("Which of your stores have a tool rental counter?", C, facts=[["Plateau", "Montréal", "Montreal"], ["Kensington", "Calgary"], ["Mount Pleasant", "Vancouver"]],
  links=[LOC(L_MTL), LOC(L_CGY), LOC(L_VAN)], allowed=[POL("tool-rental"), FAQ("tool-rental-howto")],
  ev=[LE(L_MTL, "Comptoir de location d'outils / Tool rental counter"), LE(L_CGY, "Tool rental counter"), LE(L_VAN, "Tool rental counter")])
q("Where can I exchange a propane tank?", C, facts=[["Leslieville", "Toronto"], ["Glebe", "Ottawa"], ["Kensington", "Calgary"], ["Whyte", "Edmonton"]],
  links=[LOC(L_TOR), LOC(L_OTT), LOC(L_CGY), LOC(L_EDM)], allowed=[POL("propane"), P(PEX)],
  ev=[LE(L_TOR, "Propane exchange"), LE(L_OTT, "Propane exchange"), LE(L_CGY, "Propane exchange"), LE(L_EDM, "Propane exchange")])
q("Which stores can mix paint colours?", C, facts=[["Leslieville", "Toronto"], ["Plateau", "Montréal", "Montreal"], ["Kensington", "Calgary"], ["Mount Pleasant", "Vancouver"]],
  links=[LOC(L_TOR), LOC(L_MTL), LOC(L_CGY), LOC(L_VAN)], allowed=[POL("services")],
  ev=[LE(L_TOR, "Paint mixing and colour matching"), LE(L_MTL, "Mélange de peinture / Paint mixing and colour matching"), LE(L_CGY, "Paint mixing and colour matching"), LE(L_VAN, "Paint mixing and colour matching")])
q("which locations cut keys", C, facts=[["Leslieville", "Toronto"], ["Plateau", "Montréal", "Montreal"], ["Limoilou", "Québec", "Quebec"], ["Whyte", "Edmonton"], ["Mount Pleasant", "Vancouver"]],
  links=[LOC(L_TOR), LOC(L_MTL), LOC(L_QC), LOC(L_EDM), LOC(L_VAN)], allowed=[POL("services"), FAQ("key-duplicates")],
  ev=[LE(L_TOR, "Key cutting"), LE(L_MTL, "Taille de clés / Key cutting"), LE(L_QC, "Taille de clés / Key cutting"), LE(L_EDM, "Key cutting"), LE(L_VAN, "Key cutting")])
q("Can I swap my BBQ propane tank at the Vancouver store?", C, facts=[], polarity="no", links=[LOC(L_VAN)], allowed=[POL("propane"), P(PEX)],
  ev=[LE(L_VAN, "No propane at Mount Pleasant: this store does not sell or exchange propane.")])
q("Does the Ottawa Glebe store cut keys?", C, facts=[], polarity="no", links=[LOC(L_OTT)],
  ev=[LE(L_OTT, "No key cutting at the Glebe store.")])
q("Can I rent a floor sander at your Toronto store?", C, facts=[["Montréal", "Montreal", "Calgary", "Vancouver"]], polarity="no", links=[LOC(L_TOR)], allowed=[POL("tool-rental")],
  ev=[LE(L_TOR, "No tool rental at Leslieville: our rental counters are in Montréal, Calgary and Vancouver.")])
q("Does the Calgary store have EV chargers?", C, facts=[["2", "two"]], polarity="yes", links=[LOC(L_CGY)],
  ev=[LE(L_CGY, "EV charging (2 stalls)")])
q("Is there parking at the Plateau store?", C, facts=[["street parking"]], links=[LOC(L_MTL)], ev=[LE(L_MTL, "Street parking only.")])
q("Do you do truck delivery to M4L in Toronto?", C, facts=[["Leslieville"]], polarity="yes", links=[LOC(L_TOR)], allowed=[POL("shipping")],
  ev=[LE(L_TOR, "M4L*")])
q("Can a store deliver lumber to V5V 2K1?", C, facts=[["Mount Pleasant"]], polarity="yes", links=[LOC(L_VAN)], allowed=[POL("shipping")],
  ev=[LE(L_VAN, "V5V*")])
q("Can I get a truck delivery of 2x4s from your Limoilou store?", C, facts=[], polarity="no", links=[LOC(L_QC)],
  ev=[LE(L_QC, "Pas de livraison par camion à Limoilou / No truck delivery from Limoilou.")])
q("Do you deliver to Kitsilano, V6K?", C, facts=[], polarity="no", links=[], allowed=[LOC(L_VAN), POL("shipping")],
  ev=[LE(L_VAN, "V5T*"), LE(L_VAN, "V6A*")])
q("Does the Plateau store deliver to H2T?", C, facts=[], polarity="yes", links=[LOC(L_MTL)], ev=[LE(L_MTL, "H2T*")])
q("What's your closest store to Gatineau?", C, facts=[["Glebe", "Ottawa"]], links=[LOC(L_OTT)], ev=[LE(L_OTT, "Ottawa")])
q("I'm in Lévis, which store is nearest?", C, facts=[["Limoilou", "Québec"]], links=[LOC(L_QC)], ev=[LE(L_QC, "Québec")])
q("nearest cedar & rivet to burnaby?", C, facts=[["Mount Pleasant", "Vancouver"]], links=[LOC(L_VAN)], ev=[LE(L_VAN, "Vancouver")])
q("Which store is closest to Canmore?", C, facts=[["Kensington", "Calgary"]], links=[LOC(L_CGY)], allowed=[LOC(L_GC)], ev=[LE(L_CGY, "Calgary")])
q("What's the address of the Edmonton store?", C, facts=[["10450 82 Ave"]], links=[LOC(L_EDM)], ev=[LE(L_EDM, "10450 82 Ave NW")])
q("Phone number for the Limoilou store?", C, facts=[["418 555 0140", "418-555-0140", "(418) 555-0140"]], links=[LOC(L_QC)],
  ev=[LE(L_QC, "+1 418 555 0140")])
q("Is the Glebe store open at 7 pm this Saturday?", C, facts=[tm("18:00")], polarity="no", links=[LOC(L_OTT)], ev=[LE(L_OTT, "08:00-18:00")])
q("Can I get into the Leslieville store at 8 am on Sunday?", C, facts=[tm("09:00")], polarity="no", links=[LOC(L_TOR)], ev=[LE(L_TOR, "09:00-18:00")])
q("Is the Limoilou store open over lunch on weekdays, say 12:30?", C, facts=[tm("13:00")], polarity="no", links=[LOC(L_QC)],
  ev=[LE(L_QC, "08:00-12:00"), LE(L_QC, "13:00-18:00")])
q("Limoilou saturday hours", C, facts=[tm("08:00"), tm("17:00")], links=[LOC(L_QC)], ev=[LE(L_QC, "08:00-17:00")])
q("Is Whyte Avenue open on Canada Day?", C, facts=[], polarity="no", links=[LOC(L_EDM)], ev=[LE(L_EDM, "Canada Day"), LE(L_EDM, "2027-07-01")])
q("Is there a store in Montreal where I can buy propane?", C, facts=[], polarity="no", links=[LOC(L_MTL)], allowed=[POL("propane")],
  ev=[LE(L_MTL, "Pas de propane au Québec / No propane sales or exchange at our Quebec stores.")])
q("Can I park at the Vancouver store?", C, facts=[["underground"], ["first hour free", "first hour"]], polarity="yes", links=[LOC(L_VAN)],
  ev=[LE(L_VAN, "Underground parking: first hour free with a purchase.")])
q("What time does the Glebe store open tomorrow morning?", C, facts=[tm("08:00")], links=[LOC(L_OTT)], ev=[LE(L_OTT, "08:00-18:00")])
q("Is the Kensington store open now?", C, facts=[tm("21:00")], polarity="yes", links=[LOC(L_CGY)], ev=[LE(L_CGY, "07:00-21:00")])
q("Hours for the Calgary store on Family Day?", C, facts=[tm("10:00"), tm("17:00")], links=[LOC(L_CGY)],
  ev=[LE(L_CGY, "Family Day"), LE(L_CGY, "10:00-17:00")])
q("Hours of this store on Sunday?", C, ids=[L_EDM], facts=[tm("10:00"), tm("17:00")], links=[LOC(L_EDM)], ev=[LE(L_EDM, "10:00-17:00")])
q("Does this location have key cutting?", C, ids=[L_CGY], facts=[["Whyte", "Edmonton"]], polarity="no", links=[LOC(L_CGY)],
  ev=[LE(L_CGY, "No key cutting at Kensington: the nearest key cutting is at Whyte Avenue in Edmonton.")])
# French / Spanish locations
q("Le magasin du Plateau est-il ouvert en ce moment?", C, ctx=F, facts=[tm("21:00")], polarity="yes", links=[LOC(L_MTL)], ev=[LE(L_MTL, "08:00-21:00")])
q("À quelle heure rouvre le magasin de Limoilou cet après-midi?", C, ctx=F, facts=[tm("13:00")], links=[LOC(L_QC)], ev=[LE(L_QC, "13:00-18:00")])
q("Quels magasins louent des outils?", C, ctx=F, facts=[["Plateau", "Montréal", "Montreal"], ["Kensington", "Calgary"], ["Mount Pleasant", "Vancouver"]],
  links=[LOC(L_MTL), LOC(L_CGY), LOC(L_VAN)], allowed=[POL("tool-rental.fr"), POL("tool-rental")],
  ev=[LE(L_MTL, "Comptoir de location d'outils / Tool rental counter"), LE(L_CGY, "Tool rental counter"), LE(L_VAN, "Tool rental counter")])
q("Livrez-vous dans le code postal H2W?", C, facts=[["Plateau"]], polarity="yes", links=[LOC(L_MTL)], allowed=[POL("shipping.fr")], ev=[LE(L_MTL, "H2W*")])
q("Est-ce que je peux amener mon chien au magasin de Limoilou?", C, ctx=F, facts=[], polarity="no", links=[FAQ("pets-in-store")], allowed=[LOC(L_QC)],
  ev=[LE(L_QC, "Service animals only: no pets."), ("faq:pets-in-store", "Leashed dogs are welcome in all our stores except the Limoilou store in Québec City, where only service animals are allowed.")])
q("Le magasin de Limoilou est-il ouvert le 24 juin?", C, facts=[], polarity="no", links=[LOC(L_QC)], ev=[LE(L_QC, "Fête nationale du Québec"), LE(L_QC, "2027-06-24")])
q("¿A qué hora cierra hoy la tienda de Calgary?", C, ctx=S, facts=[tm("21:00")], links=[LOC(L_CGY)], ev=[LE(L_CGY, "07:00-21:00")])
q("¿Puedo cambiar mi tanque de propano en la tienda de Vancouver?", C, facts=[], polarity="no", links=[LOC(L_VAN)], allowed=[POL("propane")],
  ev=[LE(L_VAN, "No propane at Mount Pleasant: this store does not sell or exchange propane.")])

# =============================== OPERATIONS =================================
C = "operation"
q("Add the TorqueLine 20V drill kit to my cart. Does it come with batteries?", C, op=True,
  facts=[["two", "2 batteries", "2 x 2.0"], ["2.0 Ah", "2.0Ah", "2 Ah"]], links=[P(KIT)], allowed=[P(BARE)], disc=[LI],
  ev=[("product:" + KIT, "The kit includes the drill, two 2.0 Ah batteries, a standard charger and a contractor bag.")])
q("Put twenty 8 ft 2x4s in my cart please. What are they per piece?", C, op=True, facts=[money("4.98")], links=[P(STUD)],
  ev=[("variant:spf-2x4-stud-8ft", "4.98")])
q("Book me a floor sander rental at the Plateau store for Saturday. What deposit will you hold?", C, op=True,
  facts=[money("400.00")], links=[POL("tool-rental")], allowed=[LOC(L_MTL), FAQ("tool-rental-howto")],
  ev=[(TR, "We hold a deposit on a credit card: $150 for most tools and $400 for floor sanders, concrete tools and trailers.")])
q("Reserve the 24 ft extension ladder at Kensington for me to pick up tomorrow. How much is it?", C, op=True,
  facts=[money("449.00")], links=[P(EXT)], allowed=[LOC(L_CGY)], ev=[("variant:fibreglass-extension-ladder-24ft-std", "449.00")])
q("Apply my Rivet Rewards points to my cart. How many points do I need for a $5 reward?", C, op=True,
  facts=[["500"]], links=[FAQ("rivet-rewards")], ev=[("faq:rivet-rewards", "Rivet Rewards is our free loyalty program: members earn 1 point per dollar, and 500 points give a $5 reward.")])
q("Book a key cutting appointment at Whyte Avenue for 10 tomorrow.", C, op=True, facts=[["first come"]], links=[POL("services")], allowed=[LOC(L_EDM)],
  ev=[(SV, "Cutting, key cutting and paint mixing are first come, first served: they cannot be booked ahead.")])
q("Schedule a truck delivery of my plywood for Tuesday. What does delivery cost?", C, op=True, facts=[money("79.00")], links=[POL("shipping")],
  ev=[(SH, "Stores with a delivery service bring large orders to addresses in their delivery area for a flat $79 per order.")])
q("Hold a propane exchange for me at the Glebe on Saturday — what time do they open that day?", C, op=True, facts=[tm("08:00")],
  links=[LOC(L_OTT)], allowed=[P(PEX), POL("propane")], ev=[LE(L_OTT, "08:00-18:00")])
q("Add 2 pairs of the grey-lens ClearView glasses to my cart. How much each?", C, op=True, facts=[money("14.99")], links=[P(SG)],
  ev=[("variant:clearview-safety-glasses-grey", "14.99")])
q("Order the pink kids' safety glasses for my daughter. She's 6 — is that in their age range?", C, op=True, facts=[["4 to 10", "4-10", "4–10", "4 and 10"]], polarity="yes",
  links=[P(KSG)], disc=["not_csa_certified"], ev=[("product:" + KSG, "Sized for ages 4 to 10.")])
q("Add a 6.0 Ah battery to my cart — it'll fit my TorqueLine 12V drill, right?", C, op=True, facts=[], polarity="no",
  links=[P(BAT)], allowed=[P(D12), FAQ("battery-compatibility")], disc=[LI], ev=[("product:" + BAT, "It does not fit TorqueLine 12V tools.")])
q("Sign me up for Rivet Rewards. How many points do I get per dollar?", C, op=True, facts=[["1 point", "one point"]], links=[FAQ("rivet-rewards")],
  ev=[("faq:rivet-rewards", "Rivet Rewards is our free loyalty program: members earn 1 point per dollar, and 500 points give a $5 reward.")])
q("Mix two gallons of the exterior satin in a dark green for pickup tomorrow. How long does tinting usually take?", C, op=True,
  facts=[["10 minutes", "ten minutes", "10 min"]], links=[POL("services")], allowed=[P(EXTP)],
  ev=[(SV, "Paint desks at Leslieville, Plateau-Mont-Royal, Kensington and Mount Pleasant tint any paint we sell, free of charge, usually in about 10 minutes.")])
q("Put the TorqueLine starter pack in my cart and tell me what's in the box.", C, op=True,
  facts=[["two 4.0", "2 x 4.0", "Two 4.0 Ah", "two 4 Ah"], ["rapid charger"]], links=[P(SP)], disc=[LI],
  ev=[("product:" + SP, "Two 4.0 Ah TorqueLine 20V batteries and a rapid charger in one box")])
q("Change the 2x4s in this cart to 30. How many are in it now?", C, op=True, ids=["gid://cedarrivet/Cart/cart_k9p3w5"],
  facts=[["20"]], links=[], allowed=[P(STUD), P(SCREW)], ev=[("cart:cart_k9p3w5", "spf-2x4-stud-8ft"), ("cart:cart_k9p3w5", "20")])
q("Reserve a propane exchange for me at Mount Pleasant tomorrow.", C, op=True, facts=[], polarity="no", links=[LOC(L_VAN)], allowed=[POL("propane")],
  ev=[LE(L_VAN, "No propane at Mount Pleasant: this store does not sell or exchange propane.")])
q("Apply the promo code WINTER20 to my order. Also, do you price match?", C, op=True, facts=[["30 days", "30-day", "thirty days"]],
  links=[FAQ("price-match")], ev=[("faq:price-match", "If a Canadian retailer advertises an identical in-stock item for less, we match its price at the till, and up to 30 days after your purchase.")])
q("Ajoutez la teinture WeatherGuard couleur cèdre à mon panier. Combien coûte-t-elle?", C, op=True, ctx=F, facts=[money("59.99")],
  links=[P(DECK)], disc=["combustible_rags"], ev=[("variant:weatherguard-deck-stain-cedar", "59.99")])
q("Réservez-moi une sableuse à plancher à Montréal pour samedi. Combien coûte une journée?", C, op=True, facts=[money("64.00")],
  links=[POL("tool-rental.fr")], allowed=[POL("tool-rental"), LOC(L_MTL)],
  ev=[("policy:tool-rental.fr", "par exemple, une sableuse à plancher coûte 42 $ pour 4 heures et 64 $ pour une journée")])
# signed-in operations
q("Cancel my order C5004. It's the extension ladder.", C, op=True, viewer="b_2", facts=[["30 minutes", "customer service", "call"]],
  links=[FAQ("cancel-order")], allowed=[{"id": "gid://cedarrivet/Order/ord_5004"}],
  ev=[("faq:cancel-order", "You can cancel an order from your account within 30 minutes of placing it.")])
q("Start a return for my smoke alarms from order C5003. Am I still within the return window?", C, op=True, viewer="b_2",
  facts=[["90 days", "90-day", "ninety days"]], polarity="yes", links=[POL("returns")], allowed=[{"id": "gid://cedarrivet/Order/ord_5003"}, P(ALARM)],
  ev=[(RET, "Most items can be returned within 90 days of purchase with the original receipt or order number."), ("order:ord_5003", "2027-01-20")])
q("Please cancel order C5001, I don't need the saw anymore.", C, op=True, viewer="b_1", facts=[["shipped"]],
  links=[{"id": "gid://cedarrivet/Order/ord_5001"}], allowed=[FAQ("cancel-order"), POL("returns"), P(SAW), P(BAT)], disc=[],
  ev=[("order:ord_5001", "shipped"), ("faq:cancel-order", "anything already shipped can be returned")])

# =============================== FOLLOW-UPS =================================
C = "followup"
def conv(turns):
    g = new_group()
    for n, (query, kw) in enumerate(turns, 1):
        q(query, C, group=g, turn=n, **kw)

conv([
  ("How much weight can the 6 ft aluminum stepladder hold?", dict(facts=[kg("102", "225")], links=[P(ALAD)], disc=["electrical_hazard"],
     ev=[("product:" + ALAD, "rated for 102 kg (225 lb) including the user and their tools")])),
  ("And the fibreglass one?", dict(facts=[kg("136", "300")], links=[P(FLAD)], allowed=[P(ALAD)], fe=gid(FLAD),
     ev=[("product:" + FLAD, "rated for 136 kg (300 lb) including the user and their tools")])),
  ("Can I use that one for electrical work?", dict(facts=[["non-conductive", "non conductive"]], polarity="yes", links=[P(FLAD)], fe=gid(FLAD),
     ev=[("product:" + FLAD, "A heavy-duty 6 ft fibreglass stepladder for trades and electrical work.")])),
])
conv([
  ("Does the TorqueLine 20V drill kit come with batteries?", dict(facts=[["two", "2 batteries", "2 x 2.0"]], polarity="yes", links=[P(KIT)], disc=[LI],
     ev=[("product:" + KIT, "The kit includes the drill, two 2.0 Ah batteries, a standard charger and a contractor bag.")])),
  ("What about the tool-only version?", dict(facts=[["sold separately", "not included", "no battery", "does not include", "doesn't include"]], polarity="no",
     links=[P(BARE)], allowed=[P(KIT)], fe=gid(BARE), ev=[("product:" + BARE, "Battery and charger are sold separately.")])),
  ("how much is it", dict(facts=[money("119.00")], links=[P(BARE)], fe=gid(BARE), ev=[("variant:torqueline-20v-drill-tool-only-std", "119.00")])),
])
conv([
  ("Are the ClearView safety glasses CSA certified?", dict(facts=[["Z94.3"]], polarity="yes", links=[P(SG)],
     ev=[("product:" + SG, "Certified to CSA Z94.3 for impact protection.")])),
  ("And the kids' version?", dict(facts=[["Z94.3"]], polarity="no", links=[P(KSG)], allowed=[P(SG)], disc=["not_csa_certified"], fe=gid(KSG),
     ev=[("product:" + KSG, "Not certified to CSA Z94.3.")])),
])
conv([
  ("Can I use the interior wood stain on my deck?", dict(facts=[["interior", "indoor"]], polarity="no", links=[P(WSTN)], allowed=[P(DECK)], disc=["combustible_rags"],
     ev=[("product:" + WSTN, "Interior use only: it has no UV or water protection for outdoor wood.")])),
  ("What should I use on the deck instead?", dict(facts=[["WeatherGuard"]], links=[P(DECK)], allowed=[P(WSTN)], disc=["combustible_rags"], fe=gid(DECK),
     ev=[("product:" + DECK, "An oil-based semi-transparent stain for decks, fences and docks that shows the wood grain and repels water.")])),
  ("What colours does it come in?", dict(facts=[["Cedar"], ["Redwood"], ["Natural"]], links=[P(DECK)], disc=["combustible_rags"], fe=gid(DECK),
     ev=[("variant:weatherguard-deck-stain-cedar", "Cedar, 3.78 L"), ("variant:weatherguard-deck-stain-redwood", "Redwood, 3.78 L"), ("variant:weatherguard-deck-stain-natural", "Natural, 3.78 L")])),
])
conv([
  ("How much is the fast-acting ice melter?", dict(facts=[money("21.99")], links=[P(ICE)], disc=["eye_irritant"], ev=[("variant:ice-melter-calcium-10kg", "21.99")])),
  ("Is it safe for pets?", dict(facts=[], polarity="no", links=[P(ICE)], allowed=[P(PICE)], disc=["eye_irritant"], fe=gid(ICE),
     ev=[("product:" + ICE, "Keep out of reach of children and pets.")])),
  ("What would you use instead if I have a dog?", dict(facts=[["Pet-Friendly", "pet friendly"], money("27.99")], links=[P(PICE)], fe=gid(PICE),
     ev=[("product:" + PICE, "A salt-free, chloride-free ice melter that is gentler on paws and plants."), ("variant:ice-melter-pet-friendly-10kg", "27.99")])),
])
conv([
  ("How much is the TorqueLine 20V battery?", dict(facts=[money("69.00"), money("99.00"), money("139.00")], links=[P(BAT)], disc=[LI],
     ev=[("variant:torqueline-20v-battery-2ah", "69.00"), ("variant:torqueline-20v-battery-4ah", "99.00"), ("variant:torqueline-20v-battery-6ah", "139.00")])),
  ("Does it fit the 12V compact drill?", dict(facts=[], polarity="no", links=[P(BAT)], allowed=[P(D12)], disc=[LI], fe=gid(BAT),
     ev=[("product:" + BAT, "It does not fit TorqueLine 12V tools.")])),
])
conv([
  ("Tell me about the TorqueLine circular saw.", dict(facts=[["7-1/4"]], links=[P(SAW)], disc=["blade_safety"],
     ev=[("product:" + SAW, "A cordless 7-1/4 in. circular saw with an electric brake and a 0 to 50 degree bevel.")])),
  ("does it come with a blade", dict(facts=[["24-tooth", "24 tooth", "24T"]], polarity="yes", links=[P(SAW)], disc=["blade_safety"], fe=gid(SAW),
     ev=[("product:" + SAW, "It is sold as a bare tool with a 24-tooth framing blade; battery and charger are sold separately.")])),
  ("Which battery should I buy for it?", dict(facts=[["6.0 Ah", "6 Ah", "6.0Ah", "6Ah"]], links=[P(SAW)], allowed=[P(BAT), P(SP)], disc=["blade_safety"], fe=gid(SAW),
     ev=[("product:" + SAW, "A 6.0 Ah battery is recommended.")])),
])
conv([
  ("How much is the Cedar & Rivet exterior satin paint?", dict(facts=[money("74.99")], links=[P(EXTP)], ev=[("variant:exterior-acrylic-paint-satin-3-78l", "74.99")])),
  ("If the colour comes out wrong can I return it?", dict(facts=[["final sale"]], polarity="no", links=[P(EXTP)], allowed=[POL("returns")], fe=gid(EXTP),
     ev=[("product:" + EXTP, "Tinted to any colour at the paint desk; tinted paint is final sale.")])),
])
conv([
  ("Combien coûte l'escabeau en fibre de verre de 6 pi?", dict(ctx=F, facts=[money("219.00")], links=[P(FLAD)], ev=[("variant:fibreglass-stepladder-6ft-std", "219.00")])),
  ("Et celui en aluminium?", dict(ctx=F, facts=[money("129.00")], links=[P(ALAD)], allowed=[P(FLAD)], disc=["electrical_hazard"], fe=gid(ALAD),
     ev=[("variant:aluminum-stepladder-6ft-std", "129.00")])),
])
conv([
  ("What does a propane exchange cost?", dict(facts=[money("29.99")], links=[P(PEX)], disc=["propane_tdg"], ev=[("variant:propane-cylinder-exchange-20lb", "29.99")])),
  ("And if I don't have a tank to trade in?", dict(facts=[money("69.99")], links=[P(PFULL)], allowed=[P(PEX)], disc=["propane_tdg"], fe=gid(PFULL),
     ev=[("variant:propane-cylinder-full-20lb", "69.99")])),
])
conv([
  ("How heavy is the 24 ft extension ladder?", dict(facts=[kg("22.7")], links=[P(EXT)], ev=[("product:" + EXT, "22.7")])),
  ("Can it hold 130 kg?", dict(facts=[kg("113", "250")], polarity="no", links=[P(EXT)], fe=gid(EXT), ev=[("product:" + EXT, "rated for 113 kg (250 lb)")])),
])
conv([
  ("What surfaces is the all-surface primer for?", dict(facts=[["drywall"], ["masonry"]], links=[P(PRIM)],
     ev=[("product:" + PRIM, "A white, stain-blocking water-based primer for drywall, wood, masonry and glossy surfaces, indoors and out.")])),
  ("How much area does a can of it cover?", dict(facts=[["35"]], links=[P(PRIM)], fe=gid(PRIM), ev=[("product:" + PRIM, "35")])),
])
conv([
  ("Is the TorqueLine impact driver kit's battery included?", dict(facts=[["4.0 Ah", "4 Ah", "4.0Ah"]], polarity="yes", links=[P(IKIT)], disc=[LI],
     ev=[("product:" + IKIT, "The kit includes the impact driver, one 4.0 Ah battery, a rapid charger and a belt clip.")])),
  ("What's the bare tool price?", dict(facts=[money("139.00")], links=[P(IBARE)], allowed=[P(IKIT)], fe=gid(IBARE),
     ev=[("variant:torqueline-20v-impact-tool-only-std", "139.00")])),
])

# =============================== SIGNED IN ==================================
C = "account"
O1 = {"id": "gid://cedarrivet/Order/ord_5001"}
q("Where is my order C5001?", C, viewer="b_1", facts=[["Purolator"], ["PUR338201445"], ["February 15", "Feb 15", "15 February", "2027-02-15", "Feb. 15"]],
  links=[O1], ev=[("order:ord_5001", "shipped"), ("order:ord_5001", "Purolator"), ("order:ord_5001", "PUR338201445"), ("order:ord_5001", "2027-02-15")])
q("Where is my order C5001?", C, answerable=False, facts=[], none=["Purolator", "PUR338201445"])
q("Where is order C5001?", C, viewer="b_2", answerable=False, facts=[], none=["Purolator", "PUR338201445"])
q("Is my paint order ready to pick up yet?", C, viewer="b_1", facts=[["Leslieville"]], polarity="yes",
  links=[{"id": "gid://cedarrivet/Order/ord_5002"}], allowed=[LOC(L_TOR)],
  ev=[("order:ord_5002", "ready_for_pickup"), ("order:ord_5002", "loc_toronto_leslieville")])
q("What's my price on the TorqueLine 20V drill kit?", C, viewer="b_1", facts=[money("179.00")], links=[P(KIT)], disc=[LI],
  ev=[("variant:torqueline-20v-drill-kit-std", "179.00"), ("buyer:b_1", "Rivet Pro")])
q("What's my price on the TorqueLine 20V drill kit?", C, facts=[money("199.00")], none=["179"], links=[P(KIT)], disc=[LI],
  ev=[("variant:torqueline-20v-drill-kit-std", "199.00")])
q("When is my extension ladder going to be delivered?", C, viewer="b_2", facts=[["February 16", "Feb 16", "16 February", "2027-02-16", "Feb. 16"]],
  links=[{"id": "gid://cedarrivet/Order/ord_5004"}], allowed=[P(EXT)], ev=[("order:ord_5004", "2027-02-16"), ("order:ord_5004", "processing")])
q("Did my smoke alarms arrive?", C, viewer="b_2", facts=[["January 24", "Jan 24", "24 January", "2027-01-24", "Jan. 24"]], polarity="yes",
  links=[{"id": "gid://cedarrivet/Order/ord_5003"}], allowed=[P(ALARM)], ev=[("order:ord_5003", "delivered"), ("order:ord_5003", "2027-01-24")])
q("What happened to my gift card order?", C, viewer="b_3", facts=[["cancelled", "canceled"]], links=[{"id": "gid://cedarrivet/Order/ord_5005"}],
  allowed=[P(GC)], ev=[("order:ord_5005", "cancelled")])
q("When did I pick up my stain order?", C, viewer="b_3", facts=[["February 6", "Feb 6", "6 February", "2027-02-06", "Feb. 6"]],
  links=[{"id": "gid://cedarrivet/Order/ord_5006"}], allowed=[LOC(L_MTL), P(WSTN)], ev=[("order:ord_5006", "picked_up"), ("order:ord_5006", "2027-02-06")])
q("What perks do I get with my membership?", C, viewer="b_1", facts=[["Rivet Pro"], ["Pro prices"], ["invoicing"]],
  links=[], allowed=[FAQ("rivet-rewards"), FAQ("contractor-accounts")],
  ev=[("buyer:b_1", "Rivet Pro"), ("buyer:b_1", "Pro prices on tools, ladders and paint"), ("buyer:b_1", "Monthly invoicing on 30-day terms")])
q("What did I pay in total for order C5003?", C, viewer="b_2", facts=[money("115.48")], links=[{"id": "gid://cedarrivet/Order/ord_5003"}],
  ev=[("order:ord_5003", "115.48")])
q("what's the tracking number for my saw", C, viewer="b_1", facts=[["PUR338201445"]], links=[O1], ev=[("order:ord_5001", "PUR338201445")])
q("Which store is my pickup order waiting at, and how long will you hold it?", C, viewer="b_1", facts=[["Leslieville"], ["7 days", "seven days"]],
  links=[{"id": "gid://cedarrivet/Order/ord_5002"}], allowed=[LOC(L_TOR), POL("shipping")],
  ev=[("order:ord_5002", "loc_toronto_leslieville"), (SH, "Most pickup orders are ready within 2 hours, and we hold them for 7 days.")])
q("What did I order last week?", C, answerable=False, facts=[], none=["C5001", "C5002", "circular saw"])
q("Où en est ma commande C5006?", C, viewer="b_3", ctx=F, facts=[["Plateau", "picked up", "ramassée", "récupérée", "retirée"]],
  links=[{"id": "gid://cedarrivet/Order/ord_5006"}], allowed=[LOC(L_MTL)], ev=[("order:ord_5006", "picked_up"), ("order:ord_5006", "loc_montreal_plateau")])
q("What's in this cart?", C, ids=["gid://cedarrivet/Cart/cart_m4x7r2"], facts=[["Tool Only", "tool-only", "drill"], ["Starter Pack", "starter pack"]],
  links=[], allowed=[P(BARE), P(SP), {"id": "gid://cedarrivet/Cart/cart_m4x7r2"}], disc=[LI],
  ev=[("cart:cart_m4x7r2", "torqueline-20v-drill-tool-only-std"), ("cart:cart_m4x7r2", "torqueline-20v-starter-pack-std")])

# =============================== UNANSWERABLE ===============================
C = "unanswerable"
for query, ctx in [
    ("How loud is the TorqueLine circular saw in decibels?", None),
    ("What's the max RPM of the TorqueLine 20V drill?", None),
    ("How many screws can I drive on one charge of the 4.0 Ah battery?", None),
    ("Do you give a seniors' discount on Tuesdays?", None),
    ("Is there a military or veterans discount?", None),
    ("Do you offer a student discount?", None),
    ("If something is out of stock, can I get a rain check?", None),
    ("Can you special-order a tool you don't normally carry?", None),
    ("What's the VOC content of the WeatherGuard deck stain?", None),
    ("How long does unopened exterior paint keep on the shelf?", None),
    ("Can you rekey the locks on my front door?", None),
    ("Do you sharpen lawn mower blades?", None),
    ("How much is it to rent a pressure washer for a day?", None),
    ("Is there free Wi-Fi in your stores?", None),
    ("Is the Limoilou store wheelchair accessible?", None),
    ("What's the warranty on your paint?", None),
    ("Do I earn Rivet Rewards points on tool rentals?", None),
    ("Do you run kids' building workshops on weekends?", None),
    ("Will the Calgary garden centre carry tomato seedlings this spring?", None),
    ("Can the smoke and CO alarm interconnect wirelessly with my other alarms?", None),
    ("Does the TorqueLine impact driver have an LED work light?", None),
    ("Where are TorqueLine tools manufactured?", None),
    ("Is the fibreglass claw hammer made in Canada?", None),
    ("If I bring a rental back a day early, do I get part of my money back?", None),
    ("How long should the WeatherGuard deck stain dry before I walk on the deck?", None),
    ("Do you have a trade-in program for old power tools?", None),
    ("Is the earmuffs' headband adjustable?", None),
    ("Is there a charge to use the EV chargers at the Calgary store?", None),
    ("Do you offer curbside pickup?", None),
    ("Can you ship my order to a PO box?", None),
    ("What's the formaldehyde emission rating of the sanded plywood?", None),
    ("Do first responders get a discount?", None),
    ("Is the interior eggshell paint safe to use in a baby's nursery right away?", None),
    ("How many amps does the TorqueLine rapid charger draw?", None),
    ("Do you have a gift registry for weddings or housewarmings?", None),
    ("Offrez-vous un rabais aux aînés?", {"language": "fr"}),
    ("Y a-t-il du stationnement au magasin de Limoilou?", None),
    ("Est-ce que la peinture d'extérieur est garantie?", {"language": "fr"}),
    ("¿Ofrecen descuento para estudiantes?", {"language": "es"}),
    ("¿Tienen servicio de afilado de cuchillas?", None),
]:
    q(query, C, answerable=False, ctx=ctx, facts=[])
# identifiers that match nothing
q("Is this hammer drill in stock anywhere?", C, ids=["TL20-HD-KIT"], answerable=False, facts=[], not_found=["TL20-HD-KIT"])
q("What are the hours of this store?", C, ids=["loc_winnipeg_osborne"], answerable=False, facts=[], not_found=["loc_winnipeg_osborne"])

# =============================== MORE =======================================
q("Add the 3-pack of framing blades to my cart. How many teeth does each blade have?", "operation", op=True, facts=[["24"]],
  links=[P(BLADE)], disc=["blade_safety"], ev=[("product:" + BLADE, "24")])
q("Book me a colour-matching appointment at Mount Pleasant on Sunday. How big a sample should I bring?", "operation", op=True,
  facts=[["2.5 cm", "1 in", "one inch"]], links=[POL("services")], allowed=[LOC(L_VAN)],
  ev=[(SV, "Bring a sample at least 2.5 cm (1 in.) across and we will colour-match it with a spectrophotometer."), (SV, "Cutting, key cutting and paint mixing are first come, first served: they cannot be booked ahead.")])
q("Am I a Rivet Pro member?", "account", viewer="b_2", facts=[["Rivet Rewards"]], polarity="no", links=[], allowed=[FAQ("rivet-rewards")],
  ev=[("buyer:b_2", "Rivet Rewards")])
q("Do I have any orders on the way right now?", "account", viewer="b_3", facts=[], polarity="no", links=[],
  allowed=[{"id": "gid://cedarrivet/Order/ord_5005"}, {"id": "gid://cedarrivet/Order/ord_5006"}],
  ev=[("order:ord_5005", "cancelled"), ("order:ord_5006", "picked_up")])
q("How many cans of paint are in my pickup order?", "account", viewer="b_1", facts=[["4", "four"]],
  links=[{"id": "gid://cedarrivet/Order/ord_5002"}], allowed=[P(INTP), LOC(L_TOR)],
  ev=[("order:ord_5002", "interior-latex-paint-eggshell-3-78l"), ("order:ord_5002", "4")])
for query in ["What brand of propane do you fill with?", "Do Rivet Rewards members get anything on their birthday?",
              "Can I return a rented tool to a different store than the one I rented it from?",
              "Does the TorqueLine 20V drill have a hammer mode for drilling into concrete?"]:
    q(query, "unanswerable", answerable=False, facts=[])
q("How much is this?", "product", ids=["LAD-AL-6"], facts=[money("129.00")], links=[P(ALAD)], disc=["electrical_hazard"],
  ev=[("variant:aluminum-stepladder-6ft-std", "129.00")])
q("Can I return this if it's not used?", "product", ids=["gift-card-50"], facts=[["final sale", "cannot be returned", "can't be returned"]], polarity="no",
  links=[P(GC)], allowed=[POL("returns")], ev=[(RET, "Opened solvents and chemicals, propane and gift cards cannot be returned.")])
q("whats the weight rating on this", "product", ids=["LAD-STL-2"], facts=[kg("91", "200")], links=[P(STOOL)],
  ev=[("product:" + STOOL, "rated for 91 kg (200 lb)")])
q("Can I use this on an outdoor bench?", "product", ids=["STN-INT-ES"], facts=[["interior", "indoor"]], polarity="no",
  links=[P(WSTN)], allowed=[P(DECK)], disc=["combustible_rags"], ev=[("product:" + WSTN, "Interior use only: it has no UV or water protection for outdoor wood.")])
q("Quelle est la capacité de cette batterie et combien coûte-t-elle?", "product", ids=["TL20-BAT-4"], ctx=F,
  facts=[["4.0 Ah", "4 Ah", "4,0 Ah", "4.0Ah"], money("99.00")], links=[P(BAT)], disc=[LI],
  ev=[("variant:torqueline-20v-battery-4ah", "4.0 Ah"), ("variant:torqueline-20v-battery-4ah", "99.00")])
q("What are this store's hours tomorrow?", "location", ids=[L_QC], facts=[tm("08:00"), tm("17:00")], links=[LOC(L_QC)],
  ev=[LE(L_QC, "08:00-17:00")])
q("Does this store rent tools?", "location", ids=[L_VAN], facts=[], polarity="yes", links=[LOC(L_VAN)], allowed=[POL("tool-rental")],
  ev=[LE(L_VAN, "Tool rental counter")])

probs = finish(os.path.join(ROOT, "hardware", "questions.jsonl"))
print(len(QS), "questions;", len(probs), "problems")
