#!/usr/bin/env python3
"""Writes toyshop/questions.jsonl for the Kitebird Toys store.

Labelled for now = 2026-12-10T16:30:00Z (Thursday): 10:30 in Texas, 9:30 in Phoenix and
Albuquerque, 8:30 in San Diego (closed for remodel Dec 7-11), 11:30 in Miami.
Disclosures are derived from the store: every product in links_required that has notices
contributes all its notice codes. Every evidence quote is checked against the store files.
"""
import json, os, re, sys, tomllib, glob

HERE = os.path.dirname(os.path.abspath(__file__))
STORE = os.path.join(HERE, 'toyshop', 'store')
OUT = os.path.join(HERE, 'toyshop', 'questions.jsonl')
A = 'kitebird'
SITE = 'https://kitebirdtoys.example'

# ---------------------------------------------------------------- store model
products = {}
for f in sorted(glob.glob(os.path.join(STORE, 'products', '*.toml'))):
    for p in tomllib.load(open(f, 'rb'))['product']:
        products[p['id']] = p
variant_product = {v['id']: p['id'] for p in products.values() for v in p.get('variants', [])}
locations = {}
for f in sorted(glob.glob(os.path.join(STORE, 'locations', '*.toml'))):
    for l in tomllib.load(open(f, 'rb'))['location']:
        locations[l['id']] = l
faqs = {f['id']: f for f in tomllib.load(open(os.path.join(STORE, 'faq.toml'), 'rb'))['faq']}
policies = {}
for f in glob.glob(os.path.join(STORE, 'policies', '*.md')):
    txt = open(f).read()
    fm = tomllib.loads(txt.split('+++')[1])
    policies[os.path.basename(f)[:-3]] = (fm, txt)

def P(pid):
    assert pid in products, pid
    return {'id': f'gid://{A}/Product/{pid}'}
def PG(pid):
    assert pid in products, pid
    return f'gid://{A}/Product/{pid}'
def POL(stem):
    return {'url': policies[stem][0]['url']}
def FAQ(fid):
    return {'url': faqs[fid]['url']}
def LOC(lid):
    return {'url': locations[lid]['url']}
def LG(lid):
    assert lid in locations, lid
    return f'gid://{A}/Location/{lid}'
def ORD(oid):
    return {'id': f'gid://{A}/Order/{oid}'}
CONTACT = {'url': SITE + '/pages/contact'}

# ---------------------------------------------------------------- fact spellings
def T(hhmm):
    """A clock time in the spellings an answer may use."""
    h, m = map(int, hhmm.split(':'))
    out = [hhmm]
    if h == 0 and m == 0:
        return ['00:00', 'midnight', '12 am', '12:00 am']
    suf = 'am' if h < 12 else 'pm'
    h12 = h % 12 or 12
    if m == 0:
        out += [f'{h12} {suf}', f'{h12}{suf}', f'{h12}:00 {suf}', f'{h12}:00{suf}', f'{h12} {suf[0]}.m.', f'{h12}:00 {suf[0]}.m.']
        if h == 12:
            out += ['noon', '12:00']
    else:
        out += [f'{h12}:{m:02d} {suf}', f'{h12}:{m:02d}{suf}', f'{h12}:{m:02d} {suf[0]}.m.']
    return out
def LB(n, kg=None):
    out = [f'{n} lb', f'{n} lbs', f'{n} pounds', f'{n}-pound', f'{n}-lb', f'{n} pound']
    if kg is not None:
        out += [f'{kg} kg', f'{kg} kilograms', f'{kg}-kg']
    return out
def IN(n):
    return [f'{n} in', f'{n} inches', f'{n}-inch', f'{n}"', f'{n} inch', f'{n}in']
def DAYS(n, es=False):
    out = [f'{n} days', f'{n}-day', f'{n} day']
    if es:
        out += [f'{n} días', f'{n} dias']
    return out
MIN_ = lambda n: [f'{n} minutes', f'{n}-minute', f'{n} min', f'{n} minutos']
ABOUT_CLOSED = ['closed', 'not open', "isn't open", 'is not open', 'cerrad']

# ---------------------------------------------------------------- question builder
Q = []
_group = [0]
def new_group():
    _group[0] += 1
    return f'G{_group[0]:03d}'

def q(query, cat, facts=(), links=(), allowed=(), ev=(), pol=None, ans=True, op=False, ids=None,
      lang=None, viewer=None, group=None, turn=1, fe=None, none=(), nf=(), msgs_req=(), msgs_forbid=(),
      extra_disc=()):
    if group is None:
        group = new_group()
    disc = []
    for l in links:
        gid = l.get('id', '')
        if gid.startswith(f'gid://{A}/Product/'):
            for n in products[gid.rsplit('/', 1)[1]].get('notices', []):
                if n['code'] not in disc:
                    disc.append(n['code'])
    for c in extra_disc:
        if c not in disc:
            disc.append(c)
    mr = list(msgs_req)
    if op and {'type': 'info', 'code': 'operation_not_performed'} not in mr:
        mr.append({'type': 'info', 'code': 'operation_not_performed'})
    rec = {
        'id': f'Q{len(Q) + 1:03d}', 'group': group, 'turn': turn, 'query': query,
    }
    if ids:
        rec['ids'] = list(ids)
    if lang:
        rec['context'] = {'language': lang}
    rec.update({
        'category': cat, 'answerable': ans, 'operation': op,
        'facts': [list(f) for f in facts], 'facts_none': list(none),
        'links_required': list(links), 'links_allowed': list(allowed),
        'messages_required': mr, 'messages_forbidden': list(msgs_forbid),
        'disclosures': disc, 'not_found': list(nf),
    })
    if pol:
        rec['polarity'] = pol
    if fe:
        rec['followup_entity'] = fe
    if viewer:
        rec['viewer'] = {'buyer': viewer, 'scopes': ['dev.ucp.common.ask:read']}
    if ans:
        assert ev, query
        rec['evidence'] = [{'source': s, 'quote': t} for s, t in ev]
    else:
        assert not facts, query
    Q.append(rec)
    return group

def conv(turns):
    """turns: list of kwargs dicts for q(); shares one group."""
    g = new_group()
    for i, t in enumerate(turns, 1):
        q(group=g, turn=i, **t)

# evidence shorthands
def pe(pid, *quotes): return [(f'product:{pid}', x) for x in quotes]
def ve(vid, *quotes): return [(f'variant:{vid}', x) for x in quotes]
def le(lid, *quotes): return [(f'location:{lid}', x) for x in quotes]
def fe_(fid, *quotes): return [(f'faq:{fid}', x) for x in quotes]
def po(stem, *quotes): return [(f'policy:{stem}', x) for x in quotes]
def inv(*lines): return [('inventory', x) for x in lines]
def oe(oid, *quotes): return [(f'order:{oid}', x) for x in quotes]

ES = 'es'
OP = {'type': 'info', 'code': 'operation_not_performed'}

# ======================================================================== THE QUESTIONS
# ======================================================================== PRODUCTS
C = 'product'
# --- building sets vs single figures --------------------------------------------
q('How many pieces are in the Stackworks Fire Station?', C, [['612']], [P('stackworks-fire-station')],
  ev=pe('stackworks-fire-station', 'It has 612 pieces'))
q('Does the Stackworks Fire Station come with any minifigures?', C, [['4', 'four']], [P('stackworks-fire-station')],
  ev=pe('stackworks-fire-station', 'comes with 4 minifigures: two firefighters, a fire chief and a dalmatian'), pol='yes')
q('is the stackworks firefighter jumbo figure ok for my 3 year old? worried about small parts', C,
  [['3+', '3 and up', '3 years', 'ages 3'], ['no small parts']], [P('stackworks-firefighter-jumbo')],
  allowed=[P('stackworks-fire-station')],
  ev=pe('stackworks-firefighter-jumbo', '3+', 'so there are no small parts'), pol='yes')
q('Can my 3-year-old play with the Stackworks Fire Station Building Set?', C,
  [['6+', '6 and up', 'ages 6', '6 years']], [P('stackworks-fire-station')],
  allowed=[P('stackworks-firefighter-jumbo'), POL('product-safety')],
  ev=pe('stackworks-fire-station', '6+', 'WARNING: CHOKING HAZARD – Small parts. Not for children under 3 years.'), pol='no')
q('Will the Stackworks Firefighter Jumbo Figure fit inside the fire station set?', C,
  [['too big', 'does not fit', "doesn't fit", 'will not fit', "won't fit"]], [P('stackworks-firefighter-jumbo')],
  allowed=[P('stackworks-fire-station')],
  ev=pe('stackworks-firefighter-jumbo', 'At 12 inches tall it is too big to fit in Stackworks building sets'), pol='no')
q('How tall is the jumbo firefighter figure?', C, [IN(12)], [P('stackworks-firefighter-jumbo')],
  ev=pe('stackworks-firefighter-jumbo', 'A 12-inch poseable firefighter'))
q("What's the difference between the Stackworks Fire Station and the Firefighter Jumbo Figure?", C,
  [['612'], ['12-inch', '12 inch', '12 in']], [P('stackworks-fire-station'), P('stackworks-firefighter-jumbo')],
  ev=pe('stackworks-fire-station', 'It has 612 pieces') + pe('stackworks-firefighter-jumbo', 'A 12-inch poseable firefighter'))
q('How much is the firefighter jumbo figure?', C, [['19.99']], [P('stackworks-firefighter-jumbo')],
  ev=ve('stackworks-firefighter-jumbo-std', '19.99'))
q('price of the fire staton set?', C, [['79.99']], [P('stackworks-fire-station')],
  ev=ve('stackworks-fire-station-std', '79.99'))
q('How big is the fire station once it is built?', C, [['15'], ['10'], ['8']], [P('stackworks-fire-station')],
  ev=pe('stackworks-fire-station', '15', '10', '8'))
q('Does the Stackworks Space Shuttle light up?', C,
  [['not included', 'sold separately', 'light kit']], [P('stackworks-space-shuttle')],
  allowed=[P('stackworks-shuttle-light-kit')],
  ev=pe('stackworks-space-shuttle', 'Lights are not included: add the Stackworks Space Shuttle Light Kit, sold separately.'), pol='no')
q('Does the Space Shuttle Light Kit include the shuttle itself?', C,
  [['sold separately', 'not included']], [P('stackworks-shuttle-light-kit')], allowed=[P('stackworks-space-shuttle')],
  ev=pe('stackworks-shuttle-light-kit', 'The building set is sold separately.'), pol='no')
q('What batteries does the shuttle light kit take, and are they in the box?', C,
  [['AAA'], ['3', 'three'], ['not included', 'sold separately']], [P('stackworks-shuttle-light-kit')],
  allowed=[P('alkaline-batteries')],
  ev=pe('stackworks-shuttle-light-kit', 'The battery box takes 3 AAA batteries, which are not included.'))
q('How many LEDs are in the light kit for the space shuttle?', C, [['14', 'fourteen']], [P('stackworks-shuttle-light-kit')],
  ev=pe('stackworks-shuttle-light-kit', 'Fourteen LED lights'))
q('space shuttle set piece count and age?', C, [['1,024', '1024'], ['9+', '9 and up', 'ages 9', '9 years']],
  [P('stackworks-space-shuttle')], ev=pe('stackworks-space-shuttle', '1,024 pieces', '9+'))
q('How much would the space shuttle plus its light kit cost together?', C, [['154.98']],
  [P('stackworks-space-shuttle'), P('stackworks-shuttle-light-kit')],
  ev=ve('stackworks-space-shuttle-std', '119.99') + ve('stackworks-shuttle-light-kit-std', '34.99'))
q('Is the Stackworks Junior Big Brick Farm safe for an 18 month old?', C,
  [['18 months']], [P('stackworks-junior-farm')], allowed=[P('stackworks-farm-barn')],
  ev=pe('stackworks-junior-farm', '18 months to 5 years', 'Big bricks are too large to swallow'), pol='yes')
q('Is the Stackworks Farm Barn okay for a 2 year old?', C,
  [['5+', '5 and up', 'ages 5', '5 years']], [P('stackworks-farm-barn')], allowed=[P('stackworks-junior-farm')],
  ev=pe('stackworks-farm-barn', '5+', 'WARNING: CHOKING HAZARD – Small parts. Not for children under 3 years.'), pol='no')
q('Do the big junior bricks work with the regular Stackworks bricks?', C, [['stack']],
  [P('stackworks-junior-farm')], ev=pe('stackworks-junior-farm', 'they also stack on top of regular Stackworks bricks'), pol='yes')
q('can i put the junior farm bricks in the dishwasher', C, [['top rack', 'top-rack']], [P('stackworks-junior-farm')],
  ev=pe('stackworks-junior-farm', 'Bricks are top-rack dishwasher safe.'), pol='yes')
q('Which animals come with the Farm Barn set?', C, [['cow'], ['pig'], ['rooster']], [P('stackworks-farm-barn')],
  ev=pe('stackworks-farm-barn', '3 animals: a cow, a pig and a rooster'))
q('Can I pick which character I get in the Stackworks mystery minifigure bag?', C,
  [['random', 'cannot choose', "can't choose"]], [P('stackworks-mystery-minifig')],
  ev=pe('stackworks-mystery-minifig', 'You cannot choose the character.'), pol='no')
q('How many different figures are in series 7 of the blind bags?', C, [['12', 'twelve']], [P('stackworks-mystery-minifig')],
  ev=pe('stackworks-mystery-minifig', 'One random minifigure from the 12 characters of Series 7'))
q('If my son gets a duplicate from the mystery minifigure blind bag can we return it?', C,
  [['final sale']], [P('stackworks-mystery-minifig')], allowed=[POL('refund-policy')],
  ev=pe('stackworks-mystery-minifig', 'Final sale.'), pol='no')
q('Can I return the Stackworks Holiday Nutcracker if he already has it?', C, [['final sale']],
  [P('stackworks-holiday-nutcracker')], allowed=[POL('refund-policy')],
  ev=pe('stackworks-holiday-nutcracker', 'Clearance: final sale, no returns or exchanges.'), pol='no')
q('How tall is the buildable nutcracker?', C, [IN(14)], [P('stackworks-holiday-nutcracker')],
  ev=pe('stackworks-holiday-nutcracker', 'A 14-inch buildable nutcracker'))
# --- ride-ons ------------------------------------------------------------------
q("My daughter weighs 60 pounds. Can she ride the Trailblazer 6V Ride-On Jeep?", C, [LB(55, 25)],
  [P('trailblazer-6v-jeep')], allowed=[P('trailblazer-12v-truck')],
  ev=pe('trailblazer-6v-jeep', '55'), pol='no')
q('Can the Trailblazer 12V truck hold two kids weighing 100 lbs together?', C, [LB(130, 59)],
  [P('trailblazer-12v-truck')], ev=pe('trailblazer-12v-truck', '130', 'A two-seat pickup truck'), pol='yes')
q('Will the Trailblazer 12V Ride-On Truck carry 150 lb?', C, [LB(130, 59)], [P('trailblazer-12v-truck')],
  ev=pe('trailblazer-12v-truck', '130'), pol='no')
q('How fast does the 12V ride-on truck go?', C, [['5 mph', '5 miles per hour'], ['2.5']], [P('trailblazer-12v-truck')],
  ev=pe('trailblazer-12v-truck', '"2.5", "5"'))
q('Does the Trailblazer 12V truck have a parent remote control?', C, [['remote']], [P('trailblazer-12v-truck')],
  ev=pe('trailblazer-12v-truck', 'a parental remote control'), pol='yes')
q('Does the 6V jeep come with a remote so I can steer it for my kid?', C, [['no remote', 'no parental remote', 'not have a remote', "doesn't have a remote", 'does not have a parental', "doesn't come with a remote", 'does not come with a remote']],
  [P('trailblazer-6v-jeep')], allowed=[P('trailblazer-12v-truck')],
  ev=pe('trailblazer-6v-jeep', 'It has no parental remote control.'), pol='no')
q('Is the battery included with the Trailblazer 6V Jeep?', C, [['included']], [P('trailblazer-6v-jeep')],
  ev=pe('trailblazer-6v-jeep', 'The 6V lithium-ion battery and charger are included.'), pol='yes')
q('do i need to buy AAA batteries for the truck remote?', C, [['included']], [P('trailblazer-12v-truck')],
  allowed=[P('alkaline-batteries')],
  ev=pe('trailblazer-12v-truck', 'and so are the 2 AAA batteries for the remote'), pol='no')
q('How long does the ride-on truck run on a charge and how long to recharge?', C,
  [MIN_(60) + ['1 hour', 'an hour', 'one hour'], ['10 hours', '10-hour', '10 h']], [P('trailblazer-12v-truck')],
  ev=pe('trailblazer-12v-truck', '60', '10'))
q('Does the Trailblazer 12V Replacement Battery come with a charger?', C, [['not included', 'no charger', 'charger is not']],
  [P('trailblazer-12v-battery')],
  ev=pe('trailblazer-12v-battery', 'The charger is not included; use the one that came with your truck.'), pol='no')
q('Will the Trailblazer 12V Replacement Battery fit our 6V Jeep?', C, [['does not fit', "doesn't fit", 'not fit', "won't fit"]],
  [P('trailblazer-12v-battery')], allowed=[P('trailblazer-6v-jeep')],
  ev=pe('trailblazer-12v-battery', 'It does not fit the Trailblazer 6V Ride-On Jeep.'), pol='no')
q('How much is a spare battery for the 12 volt truck?', C, [['59.99']], [P('trailblazer-12v-battery')],
  allowed=[P('trailblazer-12v-truck')], ev=ve('trailblazer-12v-battery-std', '59.99'))
q('Can the Trailblazer 6V jeep drive on grass?', C, [['short grass']], [P('trailblazer-6v-jeep')],
  ev=pe('trailblazer-6v-jeep', 'It drives on hard, flat surfaces and short grass.'), pol='yes')
q('We live on a steep street. Is the 6V jeep OK to ride down our hill?', C, [['hills']],
  [P('trailblazer-6v-jeep')],
  ev=pe('trailblazer-6v-jeep', 'WARNING: Adult supervision required at all times. Never use near cars, streets, swimming pools, hills or steps.'), pol='no')
q('What colors does the Trailblazer jeep come in?', C, [['red'], ['pink']], [P('trailblazer-6v-jeep')],
  ev=ve('trailblazer-6v-jeep-red', 'Red') + ve('trailblazer-6v-jeep-pink', 'Pink'))
q('What does the 12V truck cost for Kite Club members?', C, [['314.99']], [P('trailblazer-12v-truck')],
  allowed=[FAQ('kite-club')], ev=ve('trailblazer-12v-truck-black', '314.99'))
q('Which ride-on is better for a 7 year old, the 6V jeep or the 12V truck?', C, [['3 to 8', '3-8', '3–8', 'up to 8'], ['3 to 5', '3-5', '3–5', 'up to 5']],
  [P('trailblazer-12v-truck'), P('trailblazer-6v-jeep')],
  ev=pe('trailblazer-12v-truck', '3 to 8 years') + pe('trailblazer-6v-jeep', '3 to 5 years'))
q('How long does it take to put the 12V truck together?', C, [MIN_(90) + ['1.5 hours', 'an hour and a half', '90-minute']],
  [P('trailblazer-12v-truck')], allowed=[FAQ('assembly')], ev=pe('trailblazer-12v-truck', '90'))
# --- scooters, bikes, helmets -------------------------------------------------------
q('Is the Zoomer Kids 3-Wheel scooter strong enough for my 9 year old who is 85 lbs?', C,
  [['3 to 8', '3-8', '3–8', 'up to 8'], LB(110, 50)], [P('zoomer-kids-scooter')], allowed=[P('zoomer-pro-scooter')],
  ev=pe('zoomer-kids-scooter', '3 to 8 years', '110'))
q('max rider wieght on the zoomer pro scooter', C, [LB(220, 100)], [P('zoomer-pro-scooter')],
  ev=pe('zoomer-pro-scooter', '220'))
q('Can I, an adult at 200 pounds, use the Zoomer Pro 2-wheel scooter?', C, [LB(220, 100)], [P('zoomer-pro-scooter')],
  ev=pe('zoomer-pro-scooter', '220', 'for teens and adults'), pol='yes')
q('Does the Zoomer kids scooter fold?', C, [['not fold', "doesn't fold", 'does not fold', 'not foldable', 'not fold up']],
  [P('zoomer-kids-scooter')], allowed=[P('zoomer-pro-scooter')], ev=pe('zoomer-kids-scooter', 'false'), pol='no')
q('Do the light up wheels on the kids scooter need batteries?', C, [['no batteries', 'motion']], [P('zoomer-kids-scooter')],
  ev=pe('zoomer-kids-scooter', 'light-up wheels powered by motion, so no batteries are needed'), pol='no')
q('Does the kids scooter come with a helmet?', C, [['sold separately']], [P('zoomer-kids-scooter')],
  allowed=[P('kids-bike-helmet')], ev=pe('zoomer-kids-scooter', 'Helmet sold separately.'), pol='no')
q('How big are the wheels on the adult Zoomer?', C, [['200 mm', '200mm', '200-mm']], [P('zoomer-pro-scooter')],
  ev=pe('zoomer-pro-scooter', 'with 200 mm wheels'))
q('Zoomer Pro vs Zoomer Kids scooter: price difference?', C, [['99.99'], ['49.99']],
  [P('zoomer-pro-scooter'), P('zoomer-kids-scooter')],
  ev=ve('zoomer-pro-scooter-black', '99.99') + ve('zoomer-kids-scooter-aqua', '49.99'))
q('What is the seat height range of the balance bike?', C, [['12'], ['17']], [P('balance-bike-12')],
  ev=pe('balance-bike-12', '12 to 17'))
q('Do the balance bike tires ever go flat?', C, [['puncture-proof', 'puncture proof', 'foam']], [P('balance-bike-12')],
  ev=pe('balance-bike-12', 'Puncture-proof foam tires'), pol='no')
q('Does the Pedal-Free Balance Bike have pedals I can add later?', C, [['no pedals', 'pedal-free', 'without pedals']],
  [P('balance-bike-12')], ev=pe('balance-bike-12', 'A light balance bike with no pedals'), pol='no')
q('Will the balance bike hold a heavy 5 year old, around 70 lb?', C, [LB(75)], [P('balance-bike-12')],
  ev=pe('balance-bike-12', '75'), pol='yes')
q('Which helmet size for a head of 52 cm?', C, [['S (50', 'size S', 'Small', '50–54', '50-54', '50 to 54']], [P('kids-bike-helmet')],
  ev=ve('kids-bike-helmet-s', 'S (50–54 cm)'))
q('Is the Kitebird kids helmet safety certified?', C, [['CPSC']], [P('kids-bike-helmet')],
  ev=pe('kids-bike-helmet', 'It meets the US CPSC bicycle helmet standard'), pol='yes')
q('How much does the kids bike helmet cost?', C, [['29.99']], [P('kids-bike-helmet')], ev=ve('kids-bike-helmet-xs', '29.99'))
q('Can I order the Classic Wooden Rocking Horse online?', C, [['store', 'in stores only', 'in-store']],
  [P('wooden-rocking-horse')], ev=pe('wooden-rocking-horse', 'Sold in our stores only.'), pol='no')
q('What is the rocking horse made of and what is its weight limit?', C, [['birch'], LB(66, 30)],
  [P('wooden-rocking-horse')], ev=pe('wooden-rocking-horse', 'solid birch', '66'))
# --- plush & baby ----------------------------------------------------------------------
q('Does the Glow Pals Bunny Night-Light come with batteries?', C, [['included'], ['LR44', 'button']],
  [P('glow-pals-bunny-nightlight')], allowed=[P('glow-pals-bunny-plush')],
  ev=pe('glow-pals-bunny-nightlight', 'The light runs on 3 LR44 button cell batteries, included'), pol='yes')
q('Can the Glow Pals Bunny Night-Light Plush go in the washing machine?', C, [['surface wash']],
  [P('glow-pals-bunny-nightlight')], allowed=[P('glow-pals-bunny-plush')],
  ev=pe('glow-pals-bunny-nightlight', 'Surface wash only.'), pol='no')
q('Is the plain Glow Pals Bunny Plush machine washable?', C, [['machine wash', 'washing machine']],
  [P('glow-pals-bunny-plush')], allowed=[P('glow-pals-bunny-nightlight')],
  ev=pe('glow-pals-bunny-plush', 'machine washable, gentle cycle, air dry'), pol='yes')
q('How long does the bunny nightlight stay on before shutting off?', C, [MIN_(15)],
  [P('glow-pals-bunny-nightlight')], ev=pe('glow-pals-bunny-nightlight', 'turns off by itself after 15 minutes'))
q('Is the battery door on the night-light bunny child-proof?', C, [['screw']], [P('glow-pals-bunny-nightlight')],
  ev=pe('glow-pals-bunny-nightlight', 'behind a screw-secured battery door'), pol='yes')
q('Glow Pals Bunny Plush — any batteries or electronics inside? It is for a newborn.', C,
  [['no electronics']], [P('glow-pals-bunny-plush')], allowed=[P('glow-pals-bunny-nightlight')],
  ev=pe('glow-pals-bunny-plush', 'without the light: no electronics'), pol='no')
q('What sizes does Biscuit the Bear come in?', C, [['8'], ['16'], ['36']], [P('biscuit-bear')],
  ev=ve('biscuit-bear-small', 'Small (8 in)') + ve('biscuit-bear-large', 'Large (16 in)') + ve('biscuit-bear-jumbo', 'Jumbo (36 in)'))
q('how much is the jumbo biscut bear', C, [['64.99']], [P('biscuit-bear')], ev=ve('biscuit-bear-jumbo', '64.99'))
q('What is Biscuit the Bear stuffed with?', C, [['recycled']], [P('biscuit-bear')],
  ev=pe('biscuit-bear', 'stuffed with fill made from recycled plastic bottles'))
q('From what age is the Wooden Stacking Rainbow suitable?', C, [['12 months', '1 year', 'one year']],
  [P('wooden-stacking-rainbow')], ev=pe('wooden-stacking-rainbow', '12 months+'))
q('What kind of paint is on the wooden rainbow?', C, [['water-based', 'water based']], [P('wooden-stacking-rainbow')],
  ev=pe('wooden-stacking-rainbow', 'finished with water-based paint'))
q('Do the Ocean Friends bath squirters get moldy inside?', C, [['open', 'cleaning']], [P('ocean-bath-squirters')],
  ev=pe('ocean-bath-squirters', 'Each one opens in half for cleaning and drying, so no mold builds up inside.'), pol='no')
q('Can I return the bath squirters after we opened them?', C, [['cannot be returned', "can't be returned", 'not be returned', 'hygiene']],
  [P('ocean-bath-squirters')], allowed=[POL('refund-policy')],
  ev=pe('ocean-bath-squirters', 'Opened bath toys cannot be returned.'), pol='no')
# --- games & puzzles ------------------------------------------------------------------
q('how many ppl can play castle quest', C, [['2 to 4', '2-4', '2–4', 'two to four']], [P('castle-quest')],
  ev=pe('castle-quest', '2 to 4'))
q('Are the Castle Quest Board Game rules in Spanish?', C, [['Spanish', 'español']], [P('castle-quest')],
  ev=pe('castle-quest', 'Rules are printed in English and Spanish.'), pol='yes')
q('Does my 4 year old need to read to play Castle Quest Junior?', C, [['no reading']], [P('castle-quest-junior')],
  allowed=[P('castle-quest')], ev=pe('castle-quest-junior', 'no reading required'), pol='no')
q('How long does a game of Castle Quest take?', C, [['45'], ['60']], [P('castle-quest')], ev=pe('castle-quest', '45 to 60'))
q('Castle Quest or Castle Quest Junior for a 6 year old?', C, [['8+', '8 and up', 'ages 8'], ['4+', '4 and up', 'ages 4']],
  [P('castle-quest-junior'), P('castle-quest')],
  ev=pe('castle-quest', '8+') + pe('castle-quest-junior', '4+'))
q('Is Castle Quest a competitive game?', C, [['cooperative', 'co-op']], [P('castle-quest')],
  ev=pe('castle-quest', 'A cooperative adventure game'), pol='no')
q('How many boards and cards come in the Family Lotería?', C, [['10', 'ten'], ['54']], [P('loteria-familiar')],
  ev=pe('loteria-familiar', '10 boards and 54 illustrated cards'))
q('How many people can play the lotería game?', C, [['10', 'ten']], [P('loteria-familiar')], ev=pe('loteria-familiar', '2 to 10'))
q("What size is the Grand Canyon 1000 piece puzzle when it's done?", C, [['27'], ['20']], [P('grand-canyon-puzzle-1000')],
  ev=pe('grand-canyon-puzzle-1000', '27 x 20'))
q('Is the Grand Canyon Sunset 48-Piece Floor Puzzle the same picture as the 1000 piece one?', C, [['same']],
  [P('grand-canyon-floor-puzzle')], allowed=[P('grand-canyon-puzzle-1000')],
  ev=pe('grand-canyon-floor-puzzle', 'The same Grand Canyon sunset as a giant floor puzzle'), pol='yes')
q('How big is the floor puzzle?', C, [['36'], ['24']], [P('grand-canyon-floor-puzzle')],
  ev=pe('grand-canyon-floor-puzzle', '36 x 24'))
q('Does the 1000-piece puzzle come with a poster of the picture?', C, [['poster']], [P('grand-canyon-puzzle-1000')],
  ev=pe('grand-canyon-puzzle-1000', 'A poster of the picture is included.'), pol='yes')
# --- RC, batteries, outdoor, science, marble runs, dolls, party -----------------------
q('Does the Dune Racer RC Car come with batteries?', C, [['included'], ['AA'], ['not included']],
  [P('dune-racer-rc')], allowed=[P('dune-racer-battery'), P('alkaline-batteries')],
  ev=pe('dune-racer-rc', "The car's 7.2V rechargeable battery pack and USB charging cable are included; the remote control takes 2 AA batteries, which are not included."))
q('Can the Dune Racer go through puddles?', C, [['splash']], [P('dune-racer-rc')],
  ev=pe('dune-racer-rc', 'Splash resistant: fine on damp grass, but do not drive it through puddles or water.'), pol='no')
q('Is the Dune Racer waterproof?', C, [['splash']], [P('dune-racer-rc')],
  ev=pe('dune-racer-rc', 'splash_resistant'), pol='no')
q('Top speed of the dune racer rc car?', C, [['15 mph', '15 miles per hour']], [P('dune-racer-rc')], ev=pe('dune-racer-rc', '15'))
q('How far away can you drive the Dune Racer from the remote?', C, [['260 ft', '260 feet', '260-foot']], [P('dune-racer-rc')],
  ev=pe('dune-racer-rc', '260'))
q('How long does the RC car run per charge?', C, [MIN_(20)], [P('dune-racer-rc')], allowed=[P('dune-racer-battery')],
  ev=pe('dune-racer-rc', '20'))
q('Will the Dune Racer Spare Battery Pack work with the Trailblazer truck?', C, [['Dune Racer']],
  [P('dune-racer-battery')], allowed=[P('trailblazer-12v-battery'), P('trailblazer-12v-truck')],
  ev=pe('dune-racer-battery', 'A second 7.2V rechargeable pack for the Dune Racer RC Car'), pol='no')
q('What AA battery packs do you sell and how much?', C, [['8.99'], ['21.99']], [P('alkaline-batteries')],
  ev=ve('alkaline-batteries-aa-8', '8.99') + ve('alkaline-batteries-aa-24', '21.99'))
q('Are your alkaline batteries rechargeable?', C, [['not rechargeable', 'non-rechargeable', "aren't rechargeable", 'are not rechargeable', 'single-use']], [P('alkaline-batteries')],
  ev=pe('alkaline-batteries', 'false'), pol='no')
q('How far does the Aqua Storm water blaster shoot?', C, [['35 ft', '35 feet', '35-foot']], [P('aqua-storm-blaster')],
  ev=pe('aqua-storm-blaster', 'soaks targets up to 35 feet away'))
q('Can my kids use the Bounce-n-Giggle mini trampoline outside on the patio?', C, [['indoor']],
  [P('indoor-mini-trampoline')], allowed=[P('skyhop-backyard-trampoline')],
  ev=pe('indoor-mini-trampoline', 'For indoor use only, one child at a time.'), pol='no')
q('Can two toddlers jump on the indoor mini trampoline at once?', C, [['one child']], [P('indoor-mini-trampoline')],
  ev=pe('indoor-mini-trampoline', 'For indoor use only, one child at a time.'), pol='no')
q('What is the weight limit of the SkyHop 10 ft trampoline?', C, [LB(200, 90)], [P('skyhop-backyard-trampoline')],
  allowed=[P('indoor-mini-trampoline')], ev=pe('skyhop-backyard-trampoline', '200'))
q('Can I buy the SkyHop Backyard Trampoline on your website?', C, [['stores only', 'in store', 'in-store']],
  [P('skyhop-backyard-trampoline')], ev=pe('skyhop-backyard-trampoline', 'Sold in our stores only'), pol='no')
q('Does the backyard trampoline have a net?', C, [['enclosure', 'net']], [P('skyhop-backyard-trampoline')],
  ev=pe('skyhop-backyard-trampoline', 'with a safety net enclosure'), pol='yes')
q('How long do the crystals take to grow in the Sparkworks kit?', C, [['3 to 5', '3-5', '3–5']],
  [P('sparkworks-crystal-kit')], ev=pe('sparkworks-crystal-kit', 'Crystals take 3 to 5 days to grow.'))
q('Does the crystal growing kit need batteries?', C, [['AA'], ['not included']], [P('sparkworks-crystal-kit')],
  ev=pe('sparkworks-crystal-kit', 'The display case needs 2 AA batteries, not included.'), pol='yes')
q('Does the Sparkworks Junior Kitchen Science Kit contain chemicals?', C, [['no chemicals', 'kitchen']],
  [P('sparkworks-junior-kitchen-kit')], allowed=[P('sparkworks-crystal-kit')],
  ev=pe('sparkworks-junior-kitchen-kit', 'no chemicals are included'), pol='no')
q('How many experiments are in the junior kitchen science kit?', C, [['20', 'twenty']], [P('sparkworks-junior-kitchen-kit')],
  ev=pe('sparkworks-junior-kitchen-kit', 'Twenty easy experiments'))
q('How many marbles come in the Gravity Maze starter set?', C, [['20', 'twenty']], [P('gravity-maze-starter')],
  ev=pe('gravity-maze-starter', '20 glass marbles'))
q('Does the Gravity Maze Marble Run Expansion Pack come with marbles?', C, [['no marbles']],
  [P('gravity-maze-expansion')], allowed=[P('gravity-maze-starter')],
  ev=pe('gravity-maze-expansion', 'Track pieces only: no marbles are included.'), pol='no')
q('Can I use the marble run expansion pack without the starter set?', C, [['Starter Set', 'starter set']],
  [P('gravity-maze-expansion')], allowed=[P('gravity-maze-starter')],
  ev=pe('gravity-maze-expansion', 'Gravity Maze Marble Run Starter Set'), pol='no')
q('Does the Luna Star Space Camp Playset include the Luna doll?', C, [['sold separately']],
  [P('luna-star-space-camp')], allowed=[P('luna-star-doll')],
  ev=pe('luna-star-space-camp', 'The Luna Star doll is sold separately.'), pol='no')
q('How tall is the Luna Star Astronaut Doll?', C, [['11.5']], [P('luna-star-doll')], ev=pe('luna-star-doll', 'An 11.5-inch astronaut doll'))
q('Can you take the space suit off the Luna Star doll?', C, [['removable']], [P('luna-star-doll')],
  ev=pe('luna-star-doll', 'with a removable space suit'), pol='yes')
q('Are the Rainbow Party Balloons latex?', C, [['latex']], [P('rainbow-party-balloons')],
  allowed=[P('gold-star-foil-balloon')], ev=pe('rainbow-party-balloons', 'natural rubber latex'), pol='yes')
q('My nephew has a latex allergy. Is the Gold Star Foil Balloon safe for him?', C, [['latex-free', 'latex free']],
  [P('gold-star-foil-balloon')], allowed=[P('rainbow-party-balloons')],
  ev=pe('gold-star-foil-balloon', 'An 18-inch gold star made of foil, latex-free.'), pol='yes')
q('Does the gold star balloon come filled with helium?', C, [['flat'], ['free']], [P('gold-star-foil-balloon')],
  ev=pe('gold-star-foil-balloon', 'Shipped flat; we fill it with helium for free in any store.'), pol='no')
q('How many balloons in the rainbow pack and what size?', C, [['24'], IN(12)], [P('rainbow-party-balloons')],
  ev=pe('rainbow-party-balloons', 'Twenty-four 12-inch latex balloons'))
q('What amounts do Kitebird gift cards come in?', C, [['25'], ['50'], ['100']], [P('kitebird-gift-card')],
  allowed=[FAQ('gift-cards')], ev=ve('kitebird-gift-card-25', '25.00') + ve('kitebird-gift-card-50', '50.00') + ve('kitebird-gift-card-100', '100.00'))
q('Do Kitebird Toys gift cards expire?', C, [['never expire', 'do not expire', "don't expire", 'no expiration']],
  [P('kitebird-gift-card')], allowed=[FAQ('gift-cards')], ev=pe('kitebird-gift-card', 'Never expires, no fees.'), pol='no')
# --- store-wide product questions ------------------------------------------------------
q('Which of your toys come with a choking hazard warning for marbles?', C, [['Gravity Maze']], [P('gravity-maze-starter')],
  allowed=[P('gravity-maze-expansion')], ev=pe('gravity-maze-starter', 'WARNING: CHOKING HAZARD – This toy is a marble. Not for children under 3 years.'))
q('Do you sell any ride-on toys with two seats?', C, [['Trailblazer 12V', '12V Ride-On Truck']], [P('trailblazer-12v-truck')],
  allowed=[P('trailblazer-6v-jeep')], ev=pe('trailblazer-12v-truck', 'A two-seat pickup truck'), pol='yes')
q('Do you carry a teddy bear?', C, [['Biscuit']], [P('biscuit-bear')], ev=pe('biscuit-bear', 'Our best-selling teddy bear'), pol='yes')
q('I need a bilingual game for a family party, something English/Spanish', C, [['Lotería', 'Loteria']], [P('loteria-familiar')],
  allowed=[P('castle-quest')], ev=pe('loteria-familiar', 'each named in English and Spanish'))
q('Got any toys for a 1 year old?', C, [['Stacking Rainbow', 'Glow Pals', 'Biscuit', 'Bath Squirters']],
  [], allowed=[P('wooden-stacking-rainbow'), P('glow-pals-bunny-plush'), P('biscuit-bear'), P('ocean-bath-squirters'), P('glow-pals-bunny-nightlight')],
  ev=pe('wooden-stacking-rainbow', '12 months+'))
# --- ids-grounded -----------------------------------------------------------------------
q('is this ok for a 4 year old?', C, [['9+', '9 and up', 'ages 9', '9 years']], [P('stackworks-space-shuttle')],
  ids=['stackworks-space-shuttle'], ev=pe('stackworks-space-shuttle', '9+'), pol='no')
q('what does this weigh?', C, [['6.6']], [P('balance-bike-12')], ids=['BB12-CORAL'], ev=pe('balance-bike-12', '6.6'))
q('how many crystals does it make?', C, [['7', 'seven']], [P('sparkworks-crystal-kit')], ids=[PG('sparkworks-crystal-kit')],
  ev=pe('sparkworks-crystal-kit', 'Grow seven sparkling crystals'))
q('Does this one need batteries?', C, [['no batteries', 'No batteries needed']], [P('aqua-storm-blaster')],
  ids=['aqua-storm-blaster'], ev=pe('aqua-storm-blaster', 'No batteries needed.'), pol='no')
q('how many pieces?', C, [['42']], [P('stackworks-junior-farm')], ids=['SWJ-1030'], ev=pe('stackworks-junior-farm', '42 big bricks'))
q('what is this compatible with', C, [['Space Shuttle']], [P('stackworks-shuttle-light-kit')], ids=['SW-6120-LK'],
  allowed=[P('stackworks-space-shuttle')], ev=pe('stackworks-shuttle-light-kit', 'Stackworks Space Shuttle Building Set'))
q('Tell me about the Stackworks Pirate Ship set', C, ids=['stackworks-pirate-ship'], ans=False, nf=['stackworks-pirate-ship'])
q('is this in stock?', C, ids=['SW-9999'], ans=False, nf=['SW-9999'])

# ======================================================================== POLICIES
C = 'policy'
R = 'refund-policy'
q('How long do I have to return something?', C, [DAYS(45)], [POL(R)], allowed=[POL('devoluciones')],
  ev=po(R, 'Most items can be returned within 45 days of purchase or delivery for a full refund to the original payment method.'))
q('whats ur return policy', C, [DAYS(45)], [POL(R)],
  ev=po(R, 'Most items can be returned within 45 days of purchase or delivery for a full refund to the original payment method.'))
q("I'm buying Christmas presents now. Will they still be returnable after the holidays?", C,
  [['January 31', 'Jan 31', 'Jan. 31', '31 January']], [POL(R)],
  ev=po(R, 'Items bought between November 1 and December 24, 2026 can be returned until January 31, 2027.'), pol='yes')
q('What is the deadline for returning gifts bought this December?', C, [['January 31', 'Jan 31', 'Jan. 31']], [POL(R)],
  ev=po(R, 'Items bought between November 1 and December 24, 2026 can be returned until January 31, 2027.'))
q('We opened the box but the toy is complete and not damaged. Can it still go back?', C, [['complete', 'undamaged']], [POL(R)],
  ev=po(R, 'An opened toy can still be returned if it is complete and undamaged.'), pol='yes')
q('Can I return a teether if the package is opened?', C, [['hygiene']], [POL(R)],
  ev=po(R, 'Some items cannot be returned or exchanged for hygiene reasons once opened: bath toys, teethers and pacifiers.'), pol='no')
q('Which items are final sale?', C, [['clearance'], ['blind bag'], ['balloon']], [POL(R)],
  ev=po(R, 'Final-sale items include clearance items, mystery blind bags and party balloons.'))
q('Can I return a gift card?', C, [['cannot be returned', "can't be returned", 'not be returned', 'cannot']], [POL(R)],
  allowed=[P('kitebird-gift-card'), FAQ('gift-cards')],
  ev=po(R, 'Gift cards cannot be returned or redeemed for cash, except where the law requires it.'), pol='no')
q('How long do I have to return a battery ride-on car?', C, [DAYS(30)], [POL(R)],
  ev=po(R, 'Battery-powered ride-ons and trampolines must be returned within 30 days, not 45.'))
q('Can I mail back a ride-on I ordered online?', C, [['store']], [POL(R)],
  ev=po(R, 'They must be returned to a store, because they cannot be shipped back by mail.'), pol='no')
q("My kid rode the jeep for a week and doesn't like it. Can I return it?", C, [['defective']], [POL(R), P('trailblazer-6v-jeep')],
  allowed=[POL('warranty-policy')],
  ev=po(R, 'A ride-on that has been ridden is accepted only if it is defective; see our warranty.'), pol='no')
q('No receipt — can I still return a toy?', C, [['store credit']], [POL(R)],
  ev=po(R, "Without a receipt we offer store credit at the item's lowest selling price in the last 60 days."), pol='yes')
q('How many returns without a receipt am I allowed?', C, [['3', 'three'], ['12 months', 'twelve months', 'a year']], [POL(R)],
  ev=po(R, 'A photo ID is required, and we accept up to 3 returns without a receipt per person in 12 months.'))
q('When will I get my refund?', C, [['3 to 7', '3-7', '3–7']], [POL(R)],
  ev=po(R, 'We process refunds within 3 to 7 business days after we receive the return.'))
q('Is return shipping free?', C, [['7.99'], ['Kite Club']], [POL(R)],
  ev=po(R, 'Mail returns cost $7.99, deducted from the refund.', 'Return shipping is free for Kite Club members.'))
q('Can I return an online order at a store?', C, [['any Kitebird', 'any store', 'Pop-Up', 'pop-up']], [POL(R)],
  ev=po(R, 'You can return online orders at any Kitebird Toys store, except the Holiday Pop-Up at NorthPark, which does not take returns or exchanges.'), pol='yes')
q('Can I return something at the NorthPark pop-up?', C, [['not', 'does not', "doesn't"]], [POL(R)],
  allowed=[LOC('loc_dallas_popup')],
  ev=po(R, 'You can return online orders at any Kitebird Toys store, except the Holiday Pop-Up at NorthPark, which does not take returns or exchanges.'), pol='no')
q('Does a building set missing pieces get accepted as a return?', C, [['Missing Piece Promise', 'not accepted']], [POL(R)],
  allowed=[POL('warranty-policy')],
  ev=po(R, 'Building sets with missing pieces are not accepted; ask about our Missing Piece Promise instead.'), pol='no')
q('Do I get cash back or store credit when I return with a receipt?', C, [['original payment', 'full refund']], [POL(R)],
  ev=po(R, 'Most items can be returned within 45 days of purchase or delivery for a full refund to the original payment method.'))
S = 'shipping-policy'
q('How much is shipping?', C, [['6.99'], ['49']], [POL(S)],
  ev=po(S, 'Standard shipping is free on orders of $49 or more.', 'Standard shipping costs $6.99 on orders under $49.'))
q('How long does standard shipping take?', C, [['3 to 6', '3-6', '3–6']], [POL(S)],
  ev=po(S, 'Standard shipping takes 3 to 6 business days.'))
q('What do I need to spend to get free shipping?', C, [['49']], [POL(S)],
  ev=po(S, 'Standard shipping is free on orders of $49 or more.'))
q('Do you have express shipping, and what does it cost?', C, [['14.99'], ['2 business days', 'two business days', '2 days']], [POL(S)],
  ev=po(S, 'Express shipping costs $14.99 and arrives in 2 business days.'), pol='yes')
q('Can I get something by tomorrow?', C, [['24.99'], ['12:00', '12 pm', 'noon', '12:00 pm']], [POL(S)],
  ev=po(S, 'Next-day shipping costs $24.99 for orders placed by 12:00 pm Central time on a business day.'), pol='yes')
q('If I order today at 3pm Central when will it ship?', C, [['next business day']], [POL(S)],
  ev=po(S, 'Orders placed later, or on a weekend or holiday, ship the next business day.'))
q('Do you ship to Hawaii?', C, [['50']], [POL(S)], allowed=[FAQ('international')],
  ev=po(S, 'We ship to all 50 US states, Washington, D.C., Puerto Rico and APO/FPO addresses.'), pol='yes')
q('Can you ship the 12V ride-on truck to my home in Honolulu?', C, [['contiguous', 'Hawaii']], [POL(S), P('trailblazer-12v-truck')],
  ev=po(S, 'Oversized items ship only to the contiguous United States, never to PO boxes, Alaska, Hawaii, Puerto Rico or APO/FPO addresses.'), pol='no')
q('Is there an extra charge to ship a ride-on?', C, [['29.99']], [POL(S)],
  ev=po(S, 'Oversized items carry a $29.99 surcharge and arrive in 5 to 10 business days by freight.'), pol='yes')
q('How long does a trampoline take to arrive?', C, [['5 to 10', '5-10', '5–10']], [POL(S)],
  ev=po(S, 'Oversized items carry a $29.99 surcharge and arrive in 5 to 10 business days by freight.'))
q('Can I get next-day shipping on a rocking horse?', C, [['not available']], [POL(S)],
  ev=po(S, 'Express and next-day shipping are not available for oversized items.'), pol='no')
q('Do you ship to Canada?', C, [['United States', 'US addresses', 'outside the United States']], [POL(S)], allowed=[FAQ('international')],
  ev=po(S, 'We do not ship outside the United States.'), pol='no')
q('Do you deliver to military APO addresses?', C, [['APO']], [POL(S)],
  ev=po(S, 'We ship to all 50 US states, Washington, D.C., Puerto Rico and APO/FPO addresses.'), pol='yes')
q('Last day to order with standard shipping to get it by Christmas Eve?', C, [['December 16', 'Dec 16', 'Dec. 16', '16 December']], [POL(S)],
  ev=po(S, 'To arrive by December 24, order by December 16 with standard shipping, by December 21 with express shipping, or by December 22 with next-day shipping.'))
q('If I order the ride-on truck today, will it arrive before Christmas?', C, [['December 11', 'Dec 11', 'Dec. 11', 'not guaranteed']], [POL(S), P('trailblazer-12v-truck')],
  ev=po(S, 'Oversized items ordered after December 11 are not guaranteed to arrive by December 24.'))
q('Do you do same-day delivery?', C, [['9.99'], ['Austin'], ['Houston'], ['Miami']], [POL(S)],
  ev=po(S, 'Stores in Austin, Houston and Miami deliver the same day to nearby addresses for $9.99 on orders placed by 2:00 pm local time.'), pol='yes')
q('Is same-day delivery available in Phoenix?', C, [['Austin', 'Houston', 'Miami']], [POL(S)], allowed=[LOC('loc_phoenix_biltmore')],
  ev=po(S, 'Stores in Austin, Houston and Miami deliver the same day to nearby addresses for $9.99 on orders placed by 2:00 pm local time.'), pol='no')
W = 'warranty-policy'
q('What warranty do the Trailblazer ride-ons have?', C, [['1 year', 'one year', '1-year', '12 months']], [POL(W)],
  ev=po(W, 'Trailblazer ride-ons are covered for 1 year from purchase against defects in materials and workmanship.'))
q('Is the ride-on battery covered for the full year too?', C, [['6 months', 'six months', '6-month']], [POL(W)],
  ev=po(W, 'Batteries and chargers of ride-ons are covered for 6 months.'), pol='no')
q('We left the power wheels truck out in the rain and now it does not work. Is that covered?', C,
  [['water', 'outdoors']], [POL(W), P('trailblazer-12v-truck')],
  ev=po(W, 'The warranty does not cover tires worn by use, damage from water or from storing the ride-on outdoors, or damage from riders over the weight limit.'), pol='no')
q('How long is the warranty on an RC car?', C, [DAYS(90)], [POL(W)], allowed=[P('dune-racer-rc')],
  ev=po(W, 'Toys with electronics, such as remote-control cars and night-light plush, are covered for 90 days from purchase.'))
q('Do I need a receipt to get a missing Stackworks piece?', C, [['no receipt']], [POL(W)], allowed=[FAQ('missing-pieces')],
  ev=po(W, 'Request missing pieces online with the set number and the piece number; no receipt is needed.'), pol='no')
q('My son lost a piece from his fire station after building it. Will you replace it for free?', C, [['lost after']],
  [POL(W), P('stackworks-fire-station')], allowed=[FAQ('missing-pieces')],
  ev=po(W, 'The Missing Piece Promise does not cover pieces that were lost after the set was built.'), pol='no')
q('What happens if a toy I bought gets recalled?', C, [['refund']], [POL(W)],
  ev=po(W, 'If a toy we sold is recalled, we refund it in full at any store, with or without a receipt, and no time limit applies.'))
q('How do I make a warranty claim?', C, [['receipt'], ['help@kitebirdtoys.example']], [POL(W)],
  ev=po(W, 'Bring the item and your receipt to any store, or email help@kitebirdtoys.example with your order number and a photo of the problem.'))
L = 'layaway'
q('Do you offer layaway?', C, [DAYS(60)], [POL(L)], allowed=[FAQ('apartado')],
  ev=po(L, 'Layaway lets you reserve toys now and pay for them over time, with no interest.', 'You then pay the balance within 60 days, in any amounts, in store or by phone.'), pol='yes')
q('How much do I have to put down for layaway?', C, [['20%', '20 %', '20 percent'], ['$10', '10.00']], [POL(L)],
  ev=po(L, 'You pay a deposit of 20% of the total or $10, whichever is more, and a $5 service fee.'))
q('Is there a fee for layaway?', C, [['$5', '5.00']], [POL(L)],
  ev=po(L, 'You pay a deposit of 20% of the total or $10, whichever is more, and a $5 service fee.'), pol='yes')
q("What's the minimum purchase to open a layaway?", C, [['$50', '50.00']], [POL(L)], ev=po(L, 'The items must total at least $50.'))
q('Can I put a gift card on layaway?', C, [['except gift cards', 'gift cards']], [POL(L)],
  ev=po(L, 'Any item can go on layaway except gift cards, clearance and other final-sale items, and items bought online.'), pol='no')
q('I opened a layaway in November. When does it need to be paid off?', C, [['December 20', 'Dec 20', 'Dec. 20']], [POL(L)],
  ev=po(L, 'Layaway plans opened between September 1 and December 1 must be paid off by December 20, so every toy goes home before Christmas.'))
q('What if I change my mind about my layaway?', C, [['$10', '10.00'], ['$5', '5.00', 'service fee']], [POL(L)],
  ev=po(L, 'We refund what you paid minus a $10 cancellation fee; the $5 service fee is not refunded.'))
q('Is there interest on layaway?', C, [['no interest']], [POL(L)],
  ev=po(L, 'Layaway lets you reserve toys now and pay for them over time, with no interest.'), pol='no')
q('Can I set up layaway on your website?', C, [['in store']], [POL(L)],
  ev=po(L, 'Layaway is opened in store at a store with a layaway desk.'), pol='no')
G_ = 'gift-wrapping'
q('Do you gift wrap?', C, [['free']], [POL(G_)], allowed=[FAQ('envoltura')],
  ev=po(G_, 'Gift wrapping at our in-store gift wrap stations is free for every purchase.'), pol='yes')
q('How much is gift wrap on an online order?', C, [['4.99']], [POL(G_)],
  ev=po(G_, 'Gift wrapping for online orders costs $4.99 per item and is free for Kite Club members.'))
q('Can you wrap the SkyHop trampoline as a present?', C, [['bow']], [POL(G_), P('skyhop-backyard-trampoline')],
  ev=po(G_, 'Oversized items such as ride-ons, trampolines and rocking horses cannot be gift wrapped; they get a large bow and a gift tag instead.'), pol='no')
q('How long does gift wrapping take in the store during the week before Christmas?', C, [MIN_(30)], [POL(G_)],
  ev=po(G_, 'Wrapping usually takes about 10 minutes per gift; from December 18 to December 24 allow up to 30 minutes.'))
q('If I have an online order gift wrapped, will the prices show on what my niece gets?', C, [['no prices', 'gift receipt']], [POL(G_)],
  allowed=[FAQ('gift-receipts')],
  ev=po(G_, 'You can add a gift message of up to 200 characters for free, and gift-wrapped orders ship with a gift receipt and no prices.'), pol='no')
q('How long can the gift message be?', C, [['200']], [POL(G_)],
  ev=po(G_, 'You can add a gift message of up to 200 characters for free, and gift-wrapped orders ship with a gift receipt and no prices.'))
E = 'events-and-parties'
q('Do you host birthday parties?', C, [['225']], [POL(E)], allowed=[FAQ('fiestas')],
  ev=po(E, 'A 90-minute party costs $225 for up to 12 children, with $15 for each extra child, up to 20 children.'), pol='yes')
q('How much extra for 15 kids at a birthday party instead of 12?', C, [['$15', '15 for each', '45']], [POL(E)],
  ev=po(E, 'A 90-minute party costs $225 for up to 12 children, with $15 for each extra child, up to 20 children.'))
q('Can we have 25 kids at a party?', C, [['20']], [POL(E)],
  ev=po(E, 'A 90-minute party costs $225 for up to 12 children, with $15 for each extra child, up to 20 children.'), pol='no')
q('Can we bring our own birthday cake?', C, [['cake']], [POL(E)],
  ev=po(E, 'You may bring your own cake and food; we do not allow nuts in the party room.'), pol='yes')
q("Is a cake with almonds OK at the party?", C, [['nuts']], [POL(E)],
  ev=po(E, 'You may bring your own cake and food; we do not allow nuts in the party room.'), pol='no')
q('How far ahead do I need to book a party and is there a deposit?', C, [DAYS(14), ['75']], [POL(E)],
  ev=po(E, 'Book a party at least 14 days ahead, online or in store, with a $75 deposit.'))
q('If I cancel a party 3 days before, do I get my deposit back?', C, [DAYS(7), ['move']], [POL(E)],
  ev=po(E, 'The deposit is refunded if you cancel at least 7 days before the party.', 'After that the deposit is not refunded, but you may move the party once to another date.'), pol='no')
q('What comes with a birthday party package?', C, [['host'], ['goodie bag']], [POL(E)],
  ev=po(E, 'Each party includes a host, a building or craft activity, a goodie bag for every child and a 10% off coupon for the birthday child.'))
q('What is Build Club?', C, [['Saturday'], ['10:30'], ['6 to 12', '6-12', '6–12']], [POL(E)],
  ev=po(E, 'Build Club is a free building session every Saturday at 10:30 am at stores with a party room.', 'It is for ages 6 to 12, lasts 1 hour and has room for 20 children.'))
q('Can I drop my 8 year old at Build Club and go shopping next door?', C, [['stay']], [POL(E)],
  ev=po(E, 'A parent or guardian must stay in the store.'), pol='no')
q('Do I need to register for toddler storytime?', C, [['No registration', 'no registration']], [POL(E)],
  ev=po(E, 'No registration is needed.'), pol='no')
q('When is storytime?', C, [['Wednesday'], ['10:15']], [POL(E)],
  ev=po(E, 'Toddler storytime is free every Wednesday at 10:15 am at every store except the Holiday Pop-Up.'))
SF = 'product-safety'
q('What does the age on the box mean? My kid is very advanced for a 4 year old.', C, [['safety']], [POL(SF)],
  ev=po(SF, 'An age grade is about safety, not only about skill: please follow it even for a child who is advanced for their age.'))
q('At what age are latex balloons okay?', C, [['8']], [POL(SF)], allowed=[P('rainbow-party-balloons')],
  ev=po(SF, 'Latex balloons are a choking hazard for children under 8 years.'))
q('Can I drop off old batteries at your store?', C, [['battery recycling']], [POL(SF)],
  allowed=[LOC('loc_austin_soco'), LOC('loc_phoenix_biltmore'), LOC('loc_albuquerque_nobhill')],
  ev=po(SF, 'You can drop off used household batteries at stores with a battery recycling drop-off.'), pol='yes')
q('Can I recycle a car battery with you?', C, [['car batteries']], [POL(SF)],
  ev=po(SF, 'We do not accept car batteries.'), pol='no')
q('Do you recommend a helmet with a balance bike?', C, [['helmet']], [POL(SF)], allowed=[P('kids-bike-helmet'), P('balance-bike-12')],
  ev=po(SF, 'We recommend a helmet for every ride-on, scooter and balance bike.'), pol='yes')
PR = 'privacy-policy'
q('Do you sell my personal info?', C, [['do not sell', "don't sell"]], [POL(PR)],
  ev=po(PR, 'We do not sell your personal information.'), pol='no')
q('What info do you collect about my kids for the birthday club?', C, [['first name'], ['birth month']], [POL(PR)],
  ev=po(PR, "For the Kite Club birthday surprise we ask only for a child's first name and birth month, which a parent gives us."))
q('How do I get my data deleted?', C, [['privacy@kitebirdtoys.example']], [POL(PR)],
  ev=po(PR, 'To get a copy of your data or have it deleted, email privacy@kitebirdtoys.example.'))
q('Do you store my credit card number?', C, [['never store']], [POL(PR)],
  ev=po(PR, 'Payment card details are handled by our payment processor; we never store full card numbers.'), pol='no')

# ======================================================================== FAQ
C = 'faq'
q('Do you have gift cards?', C, [['25'], ['100']], [FAQ('gift-cards')], allowed=[P('kitebird-gift-card')],
  ev=fe_('gift-cards', 'Yes. Kitebird gift cards come in $25, $50 and $100 amounts, as a plastic card or by email.'), pol='yes')
q('Do you price match Walmart or Target?', C, [['do not match', "don't match"]], [FAQ('price-adjustment')],
  ev=fe_('price-adjustment', "We do not match other retailers' prices."), pol='no')
q('I bought a toy last week and now it is on sale at your store. Can I get the difference back?', C, [DAYS(14)],
  [FAQ('price-adjustment')],
  ev=fe_('price-adjustment', 'If we lower the price of an item within 14 days of your purchase, we refund the difference.'), pol='yes')
q('Do you have buy now pay later?', C, [['Klarna'], ['4']], [FAQ('pay-over-time')], allowed=[POL('layaway')],
  ev=fe_('pay-over-time', 'Yes. At checkout you can split an online order of $50 or more into 4 interest-free payments, one every 2 weeks, through our partner Klarna.'), pol='yes')
q('Can I split a $30 online order into payments?', C, [['$50', '50 or more']], [FAQ('pay-over-time')],
  ev=fe_('pay-over-time', 'Yes. At checkout you can split an online order of $50 or more into 4 interest-free payments, one every 2 weeks, through our partner Klarna.'), pol='no')
q('What perks do members get?', C, [['gift wrapping'], ['return shipping']], [FAQ('kite-club')],
  ev=fe_('kite-club', 'Members get member prices on selected toys, free gift wrapping on online orders, free return shipping and a birthday surprise for each child.'))
q('Does it cost anything to join the Kite Club?', C, [['free']], [FAQ('kite-club')],
  ev=fe_('kite-club', 'The Kite Club is our free membership program.'), pol='no')
q('I placed an order an hour ago, can I still cancel it?', C, [MIN_(30)], [FAQ('order-cancellation')],
  ev=fe_('order-cancellation', 'You can cancel an online order within 30 minutes of placing it, from the Orders page of your account.'), pol='no')
q("Where do I get a replacement for a missing brick?", C, [['kitebirdtoys.example/pieces'], ['5 to 7', '5-7', '5–7']],
  [FAQ('missing-pieces')], allowed=[POL('warranty-policy')],
  ev=fe_('missing-pieces', 'Request the piece at kitebirdtoys.example/pieces with the set number and the piece number.', 'Stackworks pieces are free under our Missing Piece Promise and arrive in 5 to 7 business days.'))
q('Can you put the ride-on together for me?', C, [['39.99']], [FAQ('assembly')],
  ev=fe_('assembly', 'Yes. Any store assembles a ride-on, bike or trampoline bought from us for $39.99, ready in 2 business days.'), pol='yes')
q('How much is at-home assembly for a trampoline?', C, [['79.99']], [FAQ('assembly')],
  ev=fe_('assembly', 'In the Austin and Phoenix areas we can also assemble it at your home for $79.99.'))
q('How can I tell if batteries are included with a toy?', C, [['product page']], [FAQ('batteries')],
  ev=fe_('batteries', 'Each product page lists the batteries a toy needs and whether they are included.'))
q('Are your stores open later for the holidays?', C, [['December 18', 'Dec 18', 'Dec. 18']], [FAQ('store-hours')],
  ev=fe_('store-hours', 'Hours differ from store to store, and all stores stay open longer from December 18 to 23.'), pol='yes')
q('My son is autistic and gets overwhelmed by noise. Is there a calmer time to visit?', C, [['Sunday'], ['8']], [FAQ('sensory-friendly')],
  allowed=[LOC('loc_austin_soco')],
  ev=fe_('sensory-friendly', 'Yes. Our South Congress store in Austin holds a sensory-friendly hour every Sunday from 8:00 to 9:00 am, with dimmed lights, no music and the demo toys turned to quiet mode.'))
q('How do I reach a human?', C, [['512 555 0142', '512-555-0142', '(512) 555-0142', '5125550142']], [CONTACT],
  allowed=[FAQ('contact')], ev=[('store', '+1 512 555 0142')])
q('What are customer service hours on Sunday?', C, [['10:00', '10 am', '10am'], ['18:00', '6 pm', '6pm']], [CONTACT],
  allowed=[FAQ('contact')], ev=[('store', 'Monday to Saturday 8:00–20:00, Sunday 10:00–18:00, Central time')])
q('Where can I donate a new toy for kids in need?', C, [['toy drive']], [FAQ('toy-drive')],
  ev=fe_('toy-drive', 'Until December 20, every store except the Holiday Pop-Up has a toy drive bin for new, unwrapped toys.'))
q('I have no idea what to get my 7-year-old nephew. Can anyone help?', C, [['consultation', 'toy experts']], [FAQ('gift-help')],
  ev=fe_('gift-help', 'You can also book a free 15-minute gift consultation by video call on our website.'), pol='yes')
q('Can my friend exchange a present if I give her a gift receipt?', C, [['exchange']], [FAQ('gift-receipts')],
  ev=fe_('gift-receipts', 'Gift receipts show no prices, and the person who gets the gift can exchange it or get store credit.'), pol='yes')
q('How long will you hold my click and collect order?', C, [DAYS(7)], [FAQ('in-store-pickup')], allowed=[POL('shipping-policy')],
  ev=fe_('in-store-pickup', 'Bring the email and a photo ID; we hold orders for 7 days.'))
q('What do I need to bring to pick up an order?', C, [['photo ID', 'ID']], [FAQ('in-store-pickup')],
  ev=fe_('in-store-pickup', 'Bring the email and a photo ID; we hold orders for 7 days.'))
q('Can you send a package to my grandkids in Monterrey, Mexico?', C, [['US addresses', 'United States', 'Not at this time']],
  [FAQ('international')], allowed=[POL('shipping-policy')],
  ev=fe_('international', 'Not at this time.'), pol='no')

# ======================================================================== LOCATIONS
C = 'location'
AUS, HOU, SAT, DAL, PHX, ABQ, SAN, MIA, ELP = ('loc_austin_soco', 'loc_houston_heights', 'loc_san_antonio_pearl',
  'loc_dallas_popup', 'loc_phoenix_biltmore', 'loc_albuquerque_nobhill', 'loc_san_diego_liberty', 'loc_miami_gables', 'loc_el_paso')
q('Is the Austin store open right now?', C, [T('21:00')], [LOC(AUS)], ev=le(AUS, '10:00-21:00'), pol='yes')
q('Is Kitebird Biltmore in Phoenix open now?', C, [T('10:00')], [LOC(PHX)], ev=le(PHX, '10:00-21:00'), pol='no')
q('albuquerque store open rn?', C, [T('10:00')], [LOC(ABQ)], ev=le(ABQ, '10:00-19:00'), pol='no')
q('Is the San Diego store open today?', C, [['remodel']], [LOC(SAN)],
  ev=le(SAN, 'Closed for remodel'), pol='no')
q('When does Liberty Station reopen after the remodel?', C, [['December 12', 'Dec 12', 'Dec. 12', '12 December', 'Saturday']], [LOC(SAN)],
  ev=le(SAN, 'Closed December 7 to 11, 2026 for a remodel; pickup orders for those days are ready from December 12.'))
q('Is the Dallas pop-up open right now?', C, [T('12:00')], [LOC(DAL)], ev=le(DAL, '12:00-21:00'), pol='no')
q('What time does the Coral Gables store close tonight?', C, [T('21:00')], [LOC(MIA)], ev=le(MIA, '10:00-21:00'))
q("What are the Heights store's hours today?", C, [T('10:00'), T('20:00')], [LOC(HOU)], ev=le(HOU, '10:00-20:00'))
q('Is the Houston store open on Christmas Day?', C, [ABOUT_CLOSED], [LOC(HOU)], ev=le(HOU, 'Christmas Day'), pol='no')
q('What are the South Congress hours on Christmas Eve?', C, [T('08:00'), T('18:00')], [LOC(AUS)],
  ev=le(AUS, 'Christmas Eve', '08:00-18:00'))
q('Is the Pearl store open on Mondays?', C, [ABOUT_CLOSED + ['Tuesday']], [LOC(SAT)], ev=le(SAT, 'tuesday = "10:00-20:00"'), pol='no')
q('Will the Pearl store be open Monday December 21?', C, [T('09:00'), T('22:00')], [LOC(SAT)],
  ev=le(SAT, 'Holiday extended hours', '09:00-22:00'), pol='yes')
q('How late is the Heights store open on December 22?', C, [T('22:00')], [LOC(HOU)],
  ev=le(HOU, 'Holiday extended hours', '09:00-22:00'))
q('Austin store Sunday hours?', C, [T('11:00'), T('19:00'), ['8:00', '8 am', '8am', '08:00']], [LOC(AUS)],
  ev=le(AUS, 'sunday = ["08:00-09:00", "11:00-19:00"]'))
q('Is the NorthPark pop-up open the day after Christmas?', C, [T('10:00'), T('21:00')], [LOC(DAL)],
  ev=le(DAL, 'saturday = "10:00-21:00"', 'Open for the 2026 holiday season only, November 13 to December 26.'), pol='yes')
q('Can I go to the Dallas pop-up in February?', C, [['season']], [LOC(DAL)],
  ev=le(DAL, 'Closed for the season'), pol='no')
q('Is the Coral Gables store open on New Year’s Day?', C, [ABOUT_CLOSED], [LOC(MIA)], ev=le(MIA, "New Year's Day"), pol='no')
q('What are the Nob Hill store hours on Sunday?', C, [T('12:00'), T('17:00')], [LOC(ABQ)], ev=le(ABQ, '12:00-17:00'))
q('What time does the Phoenix store open on Saturday?', C, [T('10:00')], [LOC(PHX)], ev=le(PHX, 'saturday = "10:00-21:00"'))
q('Is the Austin store open late the week before Christmas?', C, [T('23:00')], [LOC(AUS)],
  ev=le(AUS, 'Holiday extended hours', '08:00-23:00'), pol='yes')
q('Is this store still open?', C, [['permanently closed', 'closed permanently', 'closed for good', 'permanently']], [LOC(ELP)],
  ids=[ELP], ev=le(ELP, 'permanently_closed'), pol='no')
q('Can I still shop at the Kitebird in El Paso (Cielo Vista)?', C, [['permanently closed', 'closed permanently', 'closed for good', 'permanently', 'has closed']],
  [LOC(ELP)], allowed=[LOC(ABQ)], ev=le(ELP, 'permanently_closed'), pol='no')
q('hours for store AUS01?', C, [T('10:00'), T('21:00')], [LOC(AUS)], ids=['AUS01'], ev=le(AUS, '10:00-21:00'))
q('Is this store open on Sundays?', C, [T('11:00'), T('19:00')], [LOC(MIA)], ids=[MIA], ev=le(MIA, '11:00-19:00'), pol='yes')
q('Tell me about the Galleria store', C, ids=['loc_dallas_galleria'], ans=False, nf=['loc_dallas_galleria'])
# --- amenities
q('Which of your stores have a birthday party room?', C, [['South Congress', 'Austin'], ['Biltmore', 'Phoenix'], ['Coral Gables', 'Miami']],
  [LOC(AUS), LOC(PHX), LOC(MIA)], allowed=[POL('events-and-parties')],
  ev=le(AUS, 'Birthday party room') + le(PHX, 'Birthday party room') + le(MIA, 'Birthday party room'))
q('Which stores have a layaway desk?', C, [['Austin', 'South Congress'], ['Heights', 'Houston'], ['Pearl', 'San Antonio'], ['Biltmore', 'Phoenix'], ['Coral Gables', 'Miami']],
  [LOC(AUS), LOC(HOU), LOC(SAT), LOC(PHX), LOC(MIA)], allowed=[POL('layaway')],
  ev=le(AUS, 'Layaway desk') + le(HOU, 'Layaway desk') + le(SAT, 'Layaway desk') + le(PHX, 'Layaway desk') + le(MIA, 'Layaway desk'))
q('Where do you offer curbside pickup?', C, [['Austin', 'South Congress'], ['Heights', 'Houston'], ['Biltmore', 'Phoenix'], ['Coral Gables', 'Miami']],
  [LOC(AUS), LOC(HOU), LOC(PHX), LOC(MIA)],
  ev=le(AUS, 'Curbside pickup') + le(HOU, 'Curbside pickup') + le(PHX, 'Curbside pickup') + le(MIA, 'Curbside pickup'))
q('Where can my son test drive a ride-on before we buy?', C, [['South Congress', 'Austin'], ['Biltmore', 'Phoenix']],
  [LOC(AUS), LOC(PHX)], ev=le(AUS, 'Indoor ride-on test track') + le(PHX, 'Outdoor ride-on test lot'))
q('Which stores have staff who speak Spanish?', C, [['Heights', 'Houston'], ['Pearl', 'San Antonio'], ['Nob Hill', 'Albuquerque'], ['Liberty Station', 'San Diego'], ['Coral Gables', 'Miami']],
  [LOC(HOU), LOC(SAT), LOC(ABQ), LOC(SAN), LOC(MIA)],
  ev=le(HOU, 'Spanish-speaking staff') + le(SAT, 'Spanish-speaking staff') + le(ABQ, 'Spanish-speaking staff') + le(SAN, 'Spanish-speaking staff') + le(MIA, 'Spanish-speaking staff'))
q('Which locations take used batteries for recycling?', C, [['Austin', 'South Congress'], ['Biltmore', 'Phoenix'], ['Nob Hill', 'Albuquerque']],
  [LOC(AUS), LOC(PHX), LOC(ABQ)], allowed=[POL('product-safety')],
  ev=le(AUS, 'Battery recycling drop-off') + le(PHX, 'Battery recycling drop-off') + le(ABQ, 'Battery recycling drop-off'))
q('Can I have my kid’s party at the Houston Heights store?', C, [['South Congress', 'Biltmore', 'Coral Gables']], [LOC(HOU)],
  allowed=[LOC(AUS), LOC(PHX), LOC(MIA), POL('events-and-parties')],
  ev=le(HOU, 'No party room here: birthday parties are held at South Congress (Austin), Biltmore (Phoenix) and Coral Gables (Miami).'), pol='no')
q('Can I open a layaway at Nob Hill?', C, [['another Kitebird store', 'another store', 'not available']], [LOC(ABQ)],
  ev=le(ABQ, 'Layaway is not available at Nob Hill; open a layaway plan at another Kitebird store.'), pol='no')
q('Can I pick up my online order at the NorthPark pop-up?', C, [['cannot', "can't", 'not']], [LOC(DAL)],
  ev=le(DAL, 'Online orders cannot be picked up at the pop-up.'), pol='no')
q('Does the Austin store have wifi?', C, [['Wi-Fi', 'wifi', 'wi-fi']], [LOC(AUS)], ev=le(AUS, 'Free Wi-Fi'), pol='yes')
q('Is there somewhere to change a diaper at the South Congress store?', C, [['changing table', 'family restroom']], [LOC(AUS)],
  ev=le(AUS, 'Family restroom with changing table'), pol='yes')
q('Where do I park at the Coral Gables store?', C, [['Ponce Circle', 'garage']], [LOC(MIA)],
  ev=le(MIA, 'Validated parking in the Ponce Circle garage for 2 hours with any purchase.'))
q('Parking at the Heights store?', C, [['Yale']], [LOC(HOU)],
  ev=le(HOU, 'Street parking and a shared lot on Yale Street; the lot fills up on weekends.'))
q('Does the Pearl store validate parking?', C, [['2 hours', 'two hours', 'first 2']], [LOC(SAT)],
  ev=le(SAT, 'Parking in the Pearl garage; we validate the first 2 hours.'), pol='yes')
q("What's the address of the Phoenix store?", C, [['2502 E Camelback', '2502 East Camelback']], [LOC(PHX)],
  ev=le(PHX, '2502 E Camelback Rd'))
q('phone number for the san antonio store', C, [['210 555 0172', '210-555-0172', '(210) 555-0172', '2105550172']], [LOC(SAT)],
  ev=le(SAT, '+1 210 555 0172'))
q('Where exactly in NorthPark is the pop-up?', C, [['Level 1'], ['center court']], [LOC(DAL)],
  ev=le(DAL, 'Level 1, near center court'))
q('Does the Phoenix store have gift wrapping?', C, [['gift wrap']], [LOC(PHX)], ev=le(PHX, 'Free gift wrap station'), pol='yes')
# --- nearest store
q("What's your closest store to Tucson?", C, [['Biltmore', 'Phoenix']], [LOC(PHX)], ev=le(PHX, 'Phoenix'))
q('nearest kitebird to corpus christi', C, [['Pearl', 'San Antonio']], [LOC(SAT)], ev=le(SAT, 'San Antonio'))
q("I'm in Fort Lauderdale. Which of your stores is nearest?", C, [['Coral Gables']], [LOC(MIA)], ev=le(MIA, 'Coral Gables'))
q('Closest store to Santa Fe, New Mexico?', C, [['Nob Hill', 'Albuquerque']], [LOC(ABQ)], ev=le(ABQ, 'Albuquerque'))
q("We live in Las Cruces. What's the nearest open Kitebird store?", C, [['Nob Hill', 'Albuquerque']], [LOC(ABQ)],
  allowed=[LOC(ELP)], ev=le(ABQ, 'Albuquerque') + le(ELP, 'permanently_closed'))
q('Do you have a store in Round Rock?', C, [['South Congress', 'Austin']], [LOC(AUS)], ev=le(AUS, 'Austin'), pol='no')
q('Any Kitebird stores in Los Angeles?', C, [['San Diego', 'Liberty Station']], [LOC(SAN)], ev=le(SAN, 'San Diego'), pol='no')
q('Is there a Kitebird Toys in Florida?', C, [['Coral Gables']], [LOC(MIA)], ev=le(MIA, 'Coral Gables'), pol='yes')
# --- service areas
q('Can you assemble a backyard trampoline at my house? ZIP 78745.', C, [['79.99', 'South Congress', 'Austin']], [LOC(AUS)],
  allowed=[FAQ('assembly'), P('skyhop-backyard-trampoline')], ev=le(AUS, '787*') + fe_('assembly', 'In the Austin and Phoenix areas we can also assemble it at your home for $79.99.'), pol='yes')
q('Do you do home assembly in Scottsdale 85251?', C, [['Biltmore', 'Phoenix']], [LOC(PHX)], allowed=[FAQ('assembly')],
  ev=le(PHX, '852*'), pol='yes')
q('Can someone come assemble a ride-on at my place in Houston, 77008?', C, [['Austin'], ['Phoenix']], [FAQ('assembly')],
  allowed=[LOC(HOU)], ev=fe_('assembly', 'In the Austin and Phoenix areas we can also assemble it at your home for $79.99.'), pol='no')
# --- stock at a store
q('Does the Austin store have the blue Trailblazer 12V truck in stock?', C, [['2', 'two']], [LOC(AUS), P('trailblazer-12v-truck')],
  ev=inv('loc_austin_soco,trailblazer-12v-truck-blue,2'), pol='yes')
q('Can I get the black Trailblazer 12V Ride-On Truck at South Congress today?', C, [['Heights', 'Houston']], [P('trailblazer-12v-truck')],
  allowed=[LOC(AUS), LOC(HOU)], ev=inv('loc_austin_soco,trailblazer-12v-truck-black,0', 'loc_houston_heights,trailblazer-12v-truck-black,3'), pol='no')
q('Is the Stackworks Space Shuttle in stock at the Austin store?', C, [['Heights', 'Houston']], [P('stackworks-space-shuttle')],
  allowed=[LOC(AUS), LOC(HOU)], ev=inv('loc_austin_soco,stackworks-space-shuttle-std,0', 'loc_houston_heights,stackworks-space-shuttle-std,2'), pol='no')
q('Which stores have the SkyHop trampoline in stock?', C, [['South Congress', 'Austin'], ['Biltmore', 'Phoenix']],
  [P('skyhop-backyard-trampoline'), LOC(AUS), LOC(PHX)],
  ev=inv('loc_austin_soco,skyhop-backyard-trampoline-std,1', 'loc_phoenix_biltmore,skyhop-backyard-trampoline-std,3'))
q('Does Pearl have the wooden rocking horse?', C, [], [P('wooden-rocking-horse'), LOC(SAT)],
  allowed=[LOC(AUS), LOC(PHX), LOC(MIA)], ev=inv('loc_san_antonio_pearl,wooden-rocking-horse-std,0'), pol='no')
q('Is the Stackworks Fire Station available at the Heights store?', C, [], [P('stackworks-fire-station'), LOC(HOU)],
  allowed=[LOC(AUS), LOC(SAT), LOC(DAL), LOC(PHX), LOC(ABQ), LOC(SAN), LOC(MIA)],
  ev=inv('loc_houston_heights,stackworks-fire-station-std,0'), pol='no')
q('Do you have the lotería game at the San Antonio store?', C, [], [P('loteria-familiar'), LOC(SAT)],
  ev=inv('loc_san_antonio_pearl,loteria-familiar-std,15'), pol='yes')
q('Does Nob Hill have the orange Dune Racer?', C, [['green', 'Green']], [P('dune-racer-rc'), LOC(ABQ)],
  ev=inv('loc_albuquerque_nobhill,dune-racer-rc-orange,0', 'loc_albuquerque_nobhill,dune-racer-rc-green,4'), pol='no')
q('Is the pink Trailblazer jeep in stock in Coral Gables?', C, [['red', 'Red']], [P('trailblazer-6v-jeep'), LOC(MIA)],
  ev=inv('loc_miami_gables,trailblazer-6v-jeep-pink,0', 'loc_miami_gables,trailblazer-6v-jeep-red,2'), pol='no')
q('Can I buy the rocking horse at the Phoenix store today?', C, [T('10:00')], [P('wooden-rocking-horse'), LOC(PHX)],
  ev=inv('loc_phoenix_biltmore,wooden-rocking-horse-std,1') + le(PHX, '10:00-21:00'), pol='yes')

# ======================================================================== OPERATIONS
C = 'operation'
q('Add the blue Trailblazer 12V truck to my cart. Does it come with the battery?', C, [['included']],
  [P('trailblazer-12v-truck')], op=True,
  ev=pe('trailblazer-12v-truck', 'The 12V sealed lead-acid battery and charger are included'))
q('Put two 8-packs of AA batteries in my cart please — how much is each pack?', C, [['8.99']], [P('alkaline-batteries')], op=True,
  ev=ve('alkaline-batteries-aa-8', '8.99'))
q('Book a birthday party at the Phoenix store for January 16 for 12 kids. What will it cost?', C, [['225']],
  [POL('events-and-parties')], allowed=[LOC(PHX), FAQ('fiestas')], op=True,
  ev=po('events-and-parties', 'A 90-minute party costs $225 for up to 12 children, with $15 for each extra child, up to 20 children.'))
q('Sign my 7 year old up for Build Club in Austin this Saturday. What time does it start?', C, [['10:30']],
  [POL('events-and-parties')], allowed=[LOC(AUS)], op=True,
  ev=po('events-and-parties', 'Build Club is a free building session every Saturday at 10:30 am at stores with a party room.'))
q('Open a layaway for the SkyHop trampoline at Biltmore. How much is the deposit?', C, [['20%', '20 %', '20 percent', '80']],
  [POL('layaway'), P('skyhop-backyard-trampoline')], allowed=[LOC(PHX)], op=True,
  ev=po('layaway', 'You pay a deposit of 20% of the total or $10, whichever is more, and a $5 service fee.'))
q('Reserve a Jumbo Biscuit bear for me at South Congress. Do they have one?', C, [], [P('biscuit-bear')],
  allowed=[LOC(AUS)], op=True, ev=inv('loc_austin_soco,biscuit-bear-jumbo,4'), pol='yes')
q('Add the Stackworks Fire Station and the Firefighter Jumbo Figure to my cart. What do they cost together?', C, [['99.98']],
  [P('stackworks-fire-station'), P('stackworks-firefighter-jumbo')], op=True,
  ev=ve('stackworks-fire-station-std', '79.99') + ve('stackworks-firefighter-jumbo-std', '19.99'))
q('Apply promo code SNOWDAY20 to my cart. Also, what is the free shipping minimum?', C, [['49']], [POL('shipping-policy')], op=True,
  ev=po('shipping-policy', 'Standard shipping is free on orders of $49 or more.'))
q('Ship the 1000-piece Grand Canyon puzzle to me express. How much is express?', C, [['14.99']], [POL('shipping-policy')],
  allowed=[P('grand-canyon-puzzle-1000')], op=True, ev=po('shipping-policy', 'Express shipping costs $14.99 and arrives in 2 business days.'))
q('Sign me up for the Kite Club. Is it free?', C, [['free']], [FAQ('kite-club')], op=True,
  ev=fe_('kite-club', 'The Kite Club is our free membership program.'), pol='yes')
q('Cancel my layaway plan. Do I lose any money?', C, [['$10', '10.00']], [POL('layaway')], op=True,
  ev=po('layaway', 'We refund what you paid minus a $10 cancellation fee; the $5 service fee is not refunded.'), pol='yes')
q('Book me a gift consultation video call for tomorrow afternoon — how long is it?', C, [MIN_(15)], [FAQ('gift-help')], op=True,
  ev=fe_('gift-help', 'You can also book a free 15-minute gift consultation by video call on our website.'))
q('Send me the missing piece for my Stackworks Fire Station SW-4410. How long will it take?', C, [['5 to 7', '5-7', '5–7']],
  [FAQ('missing-pieces'), P('stackworks-fire-station')], allowed=[POL('warranty-policy')], op=True,
  ev=fe_('missing-pieces', 'Stackworks pieces are free under our Missing Piece Promise and arrive in 5 to 7 business days.'))
q('Add a Gold Star Foil Balloon to my order and have it filled — is helium extra?', C, [['free']], [P('gold-star-foil-balloon')], op=True,
  ev=pe('gold-star-foil-balloon', 'we fill it with helium for free in any store'), pol='no')
q('Add the Luna Star Space Camp Playset to my cart. Will I need to buy the doll too?', C, [['sold separately']],
  [P('luna-star-space-camp')], allowed=[P('luna-star-doll')], op=True,
  ev=pe('luna-star-space-camp', 'The Luna Star doll is sold separately.'), pol='yes')
q('Hold the Lotería game for me at Pearl until Saturday. How many do they have?', C, [['15']], [P('loteria-familiar')],
  allowed=[LOC(SAT)], op=True, ev=inv('loc_san_antonio_pearl,loteria-familiar-std,15'))
q('Add 3 AAA 8-packs to my basket for the shuttle light kit — is that enough batteries?', C, [['3', 'three']],
  [P('stackworks-shuttle-light-kit')], allowed=[P('alkaline-batteries')], op=True,
  ev=pe('stackworks-shuttle-light-kit', 'The battery box takes 3 AAA batteries, which are not included.'), pol='yes')

# ======================================================================== SIGNED IN
C = 'account'
q("Where's my ride-on truck order?", C, [['shipped'], ['December 15', 'Dec 15', 'Dec. 15', '2026-12-15']], [ORD('ord_5101')],
  viewer='b_1', ev=oe('ord_5101', 'shipped', '2026-12-15'))
q("Where's my ride-on truck order?", C, viewer=None, ans=False, none=['FXF7781234560', 'FedEx Freight', '373.82'])
q('What is the tracking number for order #5101?', C, [['FXF7781234560']], [ORD('ord_5101')], viewer='b_1',
  ev=oe('ord_5101', 'FXF7781234560'))
q('What is the tracking number for order #5101?', C, ans=False, none=['FXF7781234560'])
q('When was my Castle Quest order delivered?', C, [['November 26', 'Nov 26', 'Nov. 26', '2026-11-26']], [ORD('ord_5102')],
  viewer='b_1', ev=oe('ord_5102', '2026-11-26'))
q('Is my pickup order ready?', C, [['ready'], ['Heights', 'Houston']], [ORD('ord_5103')], allowed=[LOC(HOU)],
  viewer='b_2', ev=oe('ord_5103', 'ready_for_pickup', 'loc_houston_heights'), pol='yes')
q('Is pickup order 5103 ready?', C, ans=False, none=['Space Shuttle', 'ready for pickup at'])
q("What's the status of my gift card order?", C, [['processing']], [ORD('ord_5104')], viewer='b_2',
  ev=oe('ord_5104', 'processing'))
q('What happened to my RC car order?', C, [['cancelled', 'canceled']], [ORD('ord_5105')], viewer='b_3',
  ev=oe('ord_5105', 'cancelled'))
q('How much did I pay for shipping on order 5106?', C, [['6.99']], [ORD('ord_5106')], viewer='b_3', ev=oe('ord_5106', '6.99'))
q('Which carrier is bringing my stacking rainbow?', C, [['USPS']], [ORD('ord_5106')], viewer='b_3', ev=oe('ord_5106', 'USPS'))
q('Which carrier is bringing my stacking rainbow?', C, ans=False, none=['USPS', '9400111899561234567890'])
q('Am I a Kite Club member?', C, [['Kite Club']], [], viewer='b_1', ev=[('buyer:b_1', 'Kite Club')], pol='yes')
q('Do I get free return shipping?', C, [], [], viewer='b_3', allowed=[POL('refund-policy')],
  ev=po('refund-policy', 'Mail returns cost $7.99, deducted from the refund.', 'Return shipping is free for Kite Club members.'), pol='no')
q('What is in this cart and do I get free shipping on it?', C, [['Gravity Maze']], [P('gravity-maze-starter'), P('gravity-maze-expansion')],
  allowed=[POL('shipping-policy')], ids=['gid://kitebird/Cart/cart_m4q9'],
  ev=[('cart:cart_m4q9', 'gravity-maze-starter-std'), ('cart:cart_m4q9', 'gravity-maze-expansion-std')] + po('shipping-policy', 'Standard shipping is free on orders of $49 or more.'))
q('Can I return the Castle Quest game from my November order after Christmas?', C, [['January 31', 'Jan 31', 'Jan. 31']],
  [POL('refund-policy'), P('castle-quest')], allowed=[ORD('ord_5102')], viewer='b_1',
  ev=oe('ord_5102', '2026-11-21T19:45:00Z') + po('refund-policy', 'Items bought between November 1 and December 24, 2026 can be returned until January 31, 2027.'), pol='yes')
q('Cancel my gift card order #5104 please — is it too late?', C, [MIN_(30)], [FAQ('order-cancellation')],
  allowed=[ORD('ord_5104')], viewer='b_2', op=True,
  ev=fe_('order-cancellation', 'You can cancel an online order within 30 minutes of placing it, from the Orders page of your account.') + oe('ord_5104', '2026-12-10T14:05:00Z'), pol='yes')
q('Gift wrap my order #5101 please. Can you do that?', C, [['bow']], [POL('gift-wrapping')], allowed=[ORD('ord_5101'), P('trailblazer-12v-truck')],
  viewer='b_1', op=True,
  ev=po('gift-wrapping', 'Oversized items such as ride-ons, trampolines and rocking horses cannot be gift wrapped; they get a large bow and a gift tag instead.'), pol='no')
# the same conversation asked as b_1, then replayed without a credential
g = new_group()
q('Where is my order #5102?', C, [['delivered']], [ORD('ord_5102')], viewer='b_1', group=g, turn=1, ev=oe('ord_5102', 'delivered'))
q("And what's its UPS tracking number?", C, group=g, turn=2, ans=False, none=['1Z88K2W40377123456'])

# ======================================================================== FOLLOW-UPS
C = 'followup'
conv([
  dict(query='How much is the Trailblazer 6V Ride-On Jeep?', cat=C, facts=[['189.99']], links=[P('trailblazer-6v-jeep')],
       ev=ve('trailblazer-6v-jeep-red', '189.99')),
  dict(query="What's the weight limit on it?", cat=C, facts=[LB(55, 25)], links=[P('trailblazer-6v-jeep')],
       ev=pe('trailblazer-6v-jeep', '55'), fe=PG('trailblazer-6v-jeep')),
  dict(query='And the 12V truck?', cat=C, facts=[LB(130, 59)], links=[P('trailblazer-12v-truck')],
       allowed=[P('trailblazer-6v-jeep')], ev=pe('trailblazer-12v-truck', '130'), fe=PG('trailblazer-12v-truck')),
])
conv([
  dict(query='Tell me about the Glow Pals Bunny Night-Light Plush', cat=C, facts=[['15 minutes', '15-minute']],
       links=[P('glow-pals-bunny-nightlight')], ev=pe('glow-pals-bunny-nightlight', 'turns off by itself after 15 minutes')),
  dict(query='can I throw it in the washing machine?', cat=C, facts=[['surface wash']], links=[P('glow-pals-bunny-nightlight')],
       ev=pe('glow-pals-bunny-nightlight', 'Surface wash only.'), fe=PG('glow-pals-bunny-nightlight'), pol='no'),
  dict(query='what about the plain one without the light?', cat=C, facts=[['machine wash', 'washing machine']],
       links=[P('glow-pals-bunny-plush')], allowed=[P('glow-pals-bunny-nightlight')],
       ev=pe('glow-pals-bunny-plush', 'machine washable, gentle cycle, air dry'), fe=PG('glow-pals-bunny-plush')),
])
conv([
  dict(query='Does the Stackworks Space Shuttle come with lights?', cat=C, facts=[['sold separately', 'not included', 'Light Kit']],
       links=[P('stackworks-space-shuttle')], allowed=[P('stackworks-shuttle-light-kit')],
       ev=pe('stackworks-space-shuttle', 'Lights are not included: add the Stackworks Space Shuttle Light Kit, sold separately.'), pol='no'),
  dict(query='How many batteries does that light kit need?', cat=C, facts=[['3', 'three'], ['AAA']],
       links=[P('stackworks-shuttle-light-kit')], ev=pe('stackworks-shuttle-light-kit', 'The battery box takes 3 AAA batteries, which are not included.'),
       fe=PG('stackworks-shuttle-light-kit')),
])
conv([
  dict(query='What age is Castle Quest for?', cat=C, facts=[['8+', '8 and up', 'ages 8', '8 years']], links=[P('castle-quest')],
       ev=pe('castle-quest', '8+')),
  dict(query='Is there a version my 5 year old could play?', cat=C, facts=[['Junior']], links=[P('castle-quest-junior')],
       allowed=[P('castle-quest')], ev=pe('castle-quest-junior', '4+'), fe=PG('castle-quest-junior'), pol='yes'),
  dict(query='how long does a game of that one take?', cat=C, facts=[MIN_(15)], links=[P('castle-quest-junior')],
       ev=pe('castle-quest-junior', 'Games last about 15 minutes.'), fe=PG('castle-quest-junior')),
])
conv([
  dict(query='How much is the Dune Racer RC Car?', cat=C, facts=[['59.99']], links=[P('dune-racer-rc')], ev=ve('dune-racer-rc-orange', '59.99')),
  dict(query='does it come with batteries?', cat=C, facts=[['included'], ['AA']], links=[P('dune-racer-rc')],
       ev=pe('dune-racer-rc', "The car's 7.2V rechargeable battery pack and USB charging cable are included; the remote control takes 2 AA batteries, which are not included."),
       fe=PG('dune-racer-rc')),
  dict(query='How much is a spare battery for it?', cat=C, facts=[['19.99']], links=[P('dune-racer-battery')],
       allowed=[P('dune-racer-rc')], ev=ve('dune-racer-battery-std', '19.99'), fe=PG('dune-racer-battery')),
])
conv([
  dict(query='What sizes does Biscuit the Bear come in?', cat=C, facts=[['8'], ['16'], ['36']], links=[P('biscuit-bear')],
       ev=ve('biscuit-bear-small', 'Small (8 in)') + ve('biscuit-bear-jumbo', 'Jumbo (36 in)')),
  dict(query='how much is the biggest one?', cat=C, facts=[['64.99']], links=[P('biscuit-bear')],
       ev=ve('biscuit-bear-jumbo', '64.99'), fe=PG('biscuit-bear')),
  dict(query='Does the Austin store have it?', cat=C, facts=[], links=[P('biscuit-bear')], allowed=[LOC(AUS)],
       ev=inv('loc_austin_soco,biscuit-bear-jumbo,4'), fe=PG('biscuit-bear'), pol='yes'),
])
conv([
  dict(query="Is the Zoomer Kids' 3-Wheel Kick Scooter OK for a 10 year old?", cat=C, facts=[['3 to 8', '3-8', '3–8', 'up to 8']],
       links=[P('zoomer-kids-scooter')], allowed=[P('zoomer-pro-scooter')], ev=pe('zoomer-kids-scooter', '3 to 8 years'), pol='no'),
  dict(query='and the teen/adult one?', cat=C, facts=[['12+', '12 and up', 'ages 12', '12 years']], links=[P('zoomer-pro-scooter')],
       allowed=[P('zoomer-kids-scooter')], ev=pe('zoomer-pro-scooter', '12+'), fe=PG('zoomer-pro-scooter')),
])
conv([
  dict(query='How many marbles come with the Gravity Maze starter set?', cat=C, facts=[['20', 'twenty']],
       links=[P('gravity-maze-starter')], ev=pe('gravity-maze-starter', '20 glass marbles')),
  dict(query='Does the expansion pack have marbles too?', cat=C, facts=[['no marbles']], links=[P('gravity-maze-expansion')],
       allowed=[P('gravity-maze-starter')], ev=pe('gravity-maze-expansion', 'Track pieces only: no marbles are included.'),
       fe=PG('gravity-maze-expansion'), pol='no'),
])
conv([
  dict(query='Does the Heights store in Houston have curbside pickup?', cat=C, facts=[['curbside']], links=[LOC(HOU)],
       ev=le(HOU, 'Curbside pickup'), pol='yes'),
  dict(query='Is it open on Sundays?', cat=C, facts=[T('12:00'), T('18:00')], links=[LOC(HOU)],
       ev=le(HOU, '12:00-18:00'), fe=LG(HOU), pol='yes'),
])
conv([
  dict(query='What age is the Sparkworks Crystal Growing Kit for?', cat=C, facts=[['10+', '10 and up', 'ages 10', '10 years']],
       links=[P('sparkworks-crystal-kit')], ev=pe('sparkworks-crystal-kit', '10+')),
  dict(query='Anything like it for a 6 year old?', cat=C, facts=[['Junior Kitchen', 'Kitchen Science']],
       links=[P('sparkworks-junior-kitchen-kit')], allowed=[P('sparkworks-crystal-kit')],
       ev=pe('sparkworks-junior-kitchen-kit', '5+'), fe=PG('sparkworks-junior-kitchen-kit')),
  dict(query='How much is it?', cat=C, facts=[['24.99']], links=[P('sparkworks-junior-kitchen-kit')],
       ev=ve('sparkworks-junior-kitchen-kit-std', '24.99'), fe=PG('sparkworks-junior-kitchen-kit')),
])
conv([
  dict(query='How long do I have to return a toy?', cat=C, facts=[DAYS(45)], links=[POL('refund-policy')],
       ev=po('refund-policy', 'Most items can be returned within 45 days of purchase or delivery for a full refund to the original payment method.')),
  dict(query='What about the Trailblazer 6V Ride-On Jeep?', cat=C, facts=[DAYS(30)], links=[P('trailblazer-6v-jeep')],
       allowed=[POL('refund-policy')], ev=po('refund-policy', 'Battery-powered ride-ons and trampolines must be returned within 30 days, not 45.'),
       fe=PG('trailblazer-6v-jeep')),
])
conv([
  dict(query='Is the Pedal-Free 12-inch Balance Bike good for a 2 year old?', cat=C, facts=[['18 months']], links=[P('balance-bike-12')],
       ev=pe('balance-bike-12', '18 months to 5 years'), pol='yes'),
  dict(query='Does it come with a helmet?', cat=C, facts=[['not included', 'Helmet not included']], links=[P('balance-bike-12')],
       allowed=[P('kids-bike-helmet')], ev=pe('balance-bike-12', 'Helmet not included.'), fe=PG('balance-bike-12'), pol='no'),
  dict(query='Which size helmet would a toddler with a 48 cm head need?', cat=C, facts=[['XS']], links=[P('kids-bike-helmet')],
       ev=ve('kids-bike-helmet-xs', 'XS (45–50 cm)'), fe=PG('kids-bike-helmet')),
])

# ======================================================================== UNANSWERABLE
C = 'unanswerable'
for text in [
    'What country is the Classic Wooden Rocking Horse made in?',
    'How many hours do the button batteries in the Glow Pals night-light bunny last?',
    'Does the Zoomer Pro scooter have a kickstand?',
    'Do you offer a military discount?',
    'Is there a teacher discount for classroom purchases?',
    'Do you rent bounce houses for birthday parties?',
    'Do you sell Nintendo Switch games?',
    'Is the Houston Heights store wheelchair accessible?',
    'Do you have a baby registry?',
    'Are Stackworks bricks compatible with LEGO?',
    'When will the Stackworks Space Shuttle be back in stock at the Austin store?',
    'Do you sell replacement tires for the Trailblazer 12V truck?',
    'Can I bring my dog into the South Congress store?',
    'How much does the Dune Racer RC car weigh?',
    'Is Biscuit the Bear hypoallergenic?',
    'Can I pay with PayPal?',
    'Do you have a mobile app?',
    'Does the SkyHop trampoline come with ground anchors for windy days?',
    'Is Santa visiting the Coral Gables store for photos this year?',
    'Do you have a senior discount day?',
    'Can I use two promo codes on one order?',
    'Which carrier do you use for standard shipping?',
    'Does the Pearl store in San Antonio have free Wi-Fi?',
    'How much extra does it cost to add more goodie bags to a birthday party?',
    'Do you buy back used toys or do trade-ins?',
    'Is there an expansion for Castle Quest?',
    'What are the box dimensions of the Luna Star Space Camp Playset?',
    'How loud is the horn on the Trailblazer truck?',
    'Is the Aqua Storm Water Blaster BPA-free?',
    'Do you install backyard swing sets?',
    'Is there Wi-Fi at the NorthPark pop-up?',
    'Are there lockers or a coat check at your stores?',
    'Is the Grand Canyon puzzle made in the USA?',
    'Is there a restocking fee on opened electronic toys?',
    'How many kids can come to toddler storytime?',
    'Do you sell car seats or strollers?',
    'What exactly is the Kite Club birthday surprise?',
    'Can I get an order delivered on a Sunday?',
    'what is the battery life of the shuttle light kit on 3 AAA batteries',
    'Is the Gravity Maze marble run compatible with other brands of marble runs?',
]:
    q(text, C, ans=False)
q('¿El caballito mecedor de madera está hecho en México?', C, ans=False, lang=ES)
q('¿Aceptan tarjetas de débito de bancos mexicanos?', C, ans=False, lang=ES)
q('¿Hay descuento para maestros?', C, ans=False, lang=ES)

# ======================================================================== SPANISH
def TE(hhmm):
    h, m = map(int, hhmm.split(':'))
    h12 = h % 12 or 12
    suf = 'a. m.' if h < 12 else 'p. m.'
    return T(hhmm) + [f'{h12}:{m:02d} {suf}', f'{h12} {suf}', f'{h12}:{m:02d} {suf.replace(" ", "")}']
PE = 'product_es'
q('¿Cuánto cuesta la Lotería Familiar?', PE, [['19.99', '19,99']], [P('loteria-familiar')], lang=ES, ev=ve('loteria-familiar-std', '19.99'))
q('¿El camión Trailblazer de 12V aguanta a dos niños de 50 kilos cada uno?', PE, [['59 kg', '59 kilos', '130']],
  [P('trailblazer-12v-truck')], lang=ES, ev=pe('trailblazer-12v-truck', '59'), pol='no')
q('¿La estación de bomberos Stackworks es para un niño de 3 años?', PE, [['6+', '6 años', 'seis años', '6 years']],
  [P('stackworks-fire-station')], allowed=[P('stackworks-firefighter-jumbo')], lang=ES, ev=pe('stackworks-fire-station', '6+'), pol='no')
q('¿El conejito Glow Pals con luz de noche trae las pilas incluidas?', PE, [['LR44']], [P('glow-pals-bunny-nightlight')],
  allowed=[P('glow-pals-bunny-plush')], lang=ES, ev=pe('glow-pals-bunny-nightlight', 'The light runs on 3 LR44 button cell batteries, included'), pol='yes')
q('¿El carro a control remoto Dune Racer es a prueba de agua?', PE, [['splash', 'salpicaduras', 'charcos']], [P('dune-racer-rc')],
  lang=ES, ev=pe('dune-racer-rc', 'splash_resistant'), pol='no')
q('¿Cuántas piezas tiene el rompecabezas de piso del Gran Cañón?', PE, [['48']], [P('grand-canyon-floor-puzzle')],
  allowed=[P('grand-canyon-puzzle-1000')], lang=ES, ev=pe('grand-canyon-floor-puzzle', '48 extra-thick pieces'))
q('¿La patineta Zoomer de tres ruedas para niños se puede doblar?', PE, [], [P('zoomer-kids-scooter')],
  allowed=[P('zoomer-pro-scooter')], lang=ES, ev=pe('zoomer-kids-scooter', 'false'), pol='no')
q('¿Los globos de fiesta arcoíris son de látex?', PE, [['latex', 'látex']], [P('rainbow-party-balloons')], lang=ES,
  ev=pe('rainbow-party-balloons', 'natural rubber latex'), pol='yes')
q('¿Venden pilas AA? ¿Cuánto cuestan?', PE, [['8.99', '8,99']], [P('alkaline-batteries')], lang=ES,
  ev=ve('alkaline-batteries-aa-8', '8.99'), pol='yes')
q('¿El mini trampolín Bounce-n-Giggle se puede usar en el jardín?', PE, [['indoor', 'interior', 'dentro']], [P('indoor-mini-trampoline')],
  allowed=[P('skyhop-backyard-trampoline')], lang=ES, ev=pe('indoor-mini-trampoline', 'For indoor use only, one child at a time.'), pol='no')
q('¿Para qué edad es la bicicleta de equilibrio?', PE, [['18']], [P('balance-bike-12')], lang=ES,
  ev=pe('balance-bike-12', '18 months to 5 years'))
q('¿El juego Castle Quest trae las instrucciones en español?', PE, [['Spanish', 'español']], [P('castle-quest')], lang=ES,
  ev=pe('castle-quest', 'Rules are printed in English and Spanish.'), pol='yes')
q('¿Los bloques grandes de la granja Junior se pueden meter al lavavajillas?', PE, [['top rack', 'top-rack', 'rejilla superior', 'parte de arriba']],
  [P('stackworks-junior-farm')], lang=ES, ev=pe('stackworks-junior-farm', 'Bricks are top-rack dishwasher safe.'), pol='yes')
q('¿La batería de repuesto Trailblazer 12V sirve para el jeep de 6V?', PE, [], [P('trailblazer-12v-battery')],
  allowed=[P('trailblazer-6v-jeep')], lang=ES, ev=pe('trailblazer-12v-battery', 'It does not fit the Trailblazer 6V Ride-On Jeep.'), pol='no')
LE = 'policy_es'
q('¿Cuántos días tengo para devolver un juguete?', LE, [DAYS(45, es=True)], [POL('devoluciones')], allowed=[POL('refund-policy')], lang=ES,
  ev=po('devoluciones', 'La mayoría de los artículos se pueden devolver en un plazo de 45 días desde la compra o la entrega, con reembolso completo al método de pago original.'))
q('¿Puedo devolver juguetes de baño si ya los abrí?', LE, [['higiene', 'hygiene']], [POL('devoluciones')], allowed=[POL('refund-policy')], lang=ES,
  ev=po('devoluciones', 'Por motivos de higiene, una vez abiertos no se pueden devolver los juguetes de baño, las mordederas ni los chupetes.'), pol='no')
q('¿Hasta cuándo puedo devolver los regalos de Navidad?', LE, [['31 de enero', 'January 31', 'Jan 31']], [POL('devoluciones')],
  allowed=[POL('refund-policy')], lang=ES,
  ev=po('devoluciones', 'Los artículos comprados entre el 1 de noviembre y el 24 de diciembre de 2026 se pueden devolver hasta el 31 de enero de 2027.'))
q('¿Sin recibo me devuelven el dinero?', LE, [['crédito en tienda', 'store credit']], [POL('devoluciones')], allowed=[POL('refund-policy')], lang=ES,
  ev=po('devoluciones', 'Sin recibo ofrecemos crédito en tienda al precio de venta más bajo del artículo en los últimos 60 días.'), pol='no')
q('¿En cuánto tiempo procesan el reembolso?', LE, [['3 a 7', '3-7', '3 to 7', '3–7']], [POL('devoluciones')], allowed=[POL('refund-policy')], lang=ES,
  ev=po('devoluciones', 'Procesamos los reembolsos en un plazo de 3 a 7 días hábiles después de recibir la devolución.'))
q('¿Cuánto cuesta el envío?', LE, [['6,99', '6.99'], ['49']], [POL('envios')], allowed=[POL('shipping-policy')], lang=ES,
  ev=po('envios', 'El envío estándar es gratis en pedidos de 49 USD o más.', 'El envío estándar cuesta 6,99 USD en pedidos de menos de 49 USD y tarda de 3 a 6 días hábiles.'))
q('¿Envían a México?', LE, [['Estados Unidos', 'United States', 'EE. UU.']], [POL('envios')], allowed=[POL('shipping-policy'), FAQ('international')], lang=ES,
  ev=po('envios', 'No enviamos fuera de Estados Unidos.'), pol='no')
q('¿Cuánto tarda y cuánto cuesta el envío exprés?', LE, [['14,99', '14.99'], ['2 días', '2 business days', 'dos días']], [POL('envios')],
  allowed=[POL('shipping-policy')], lang=ES, ev=po('envios', 'El envío exprés cuesta 14,99 USD y llega en 2 días hábiles.'))
q('¿Cobran extra por enviar un carrito montable?', LE, [['29,99', '29.99']], [POL('envios')], allowed=[POL('shipping-policy')], lang=ES,
  ev=po('envios', 'Tienen un recargo de 29,99 USD y llegan en 5 a 10 días hábiles.'), pol='yes')
q('¿Hacen entregas el mismo día en Miami?', LE, [['9,99', '9.99']], [POL('envios')], allowed=[POL('shipping-policy'), LOC(MIA)], lang=ES,
  ev=po('envios', 'Las tiendas de Austin, Houston y Miami entregan el mismo día a direcciones cercanas por 9,99 USD en pedidos hechos antes de las 2:00 p. m., hora local.'), pol='yes')
q('¿De cuánto es el depósito para apartar juguetes?', LE, [['20 %', '20%'], ['10 USD', '$10', '10 dólares']], [POL('apartado')],
  allowed=[POL('layaway'), FAQ('apartado')], lang=ES,
  ev=po('apartado', 'Pagas un depósito del 20 % del total o de 10 USD, lo que sea mayor, y un cargo de servicio de 5 USD.'))
q('¿Puedo apartar una tarjeta de regalo?', LE, [['tarjetas de regalo', 'gift cards']], [POL('apartado')], allowed=[POL('layaway')], lang=ES,
  ev=po('apartado', 'Se puede apartar cualquier artículo excepto tarjetas de regalo, artículos de liquidación y otros artículos de venta final.'), pol='no')
q('¿Cuánto me cobran si cancelo el apartado?', LE, [['10 USD', '$10', '10 dólares']], [POL('apartado')], allowed=[POL('layaway')], lang=ES,
  ev=po('apartado', 'Te devolvemos lo pagado menos un cargo de cancelación de 10 USD; el cargo de servicio de 5 USD no se reembolsa.'))
q('¿Cuánto tiempo tengo para terminar de pagar el apartado?', LE, [['60 días', '60 days']], [POL('apartado')], allowed=[POL('layaway'), FAQ('apartado')], lang=ES,
  ev=po('apartado', 'Luego pagas el resto en un plazo de 60 días, en los montos que quieras, en la tienda o por teléfono.'))
FE = 'faq_es'
q('¿Tienen tarjetas de regalo?', FE, [['25'], ['100']], [FAQ('tarjetas-regalo')], allowed=[P('kitebird-gift-card')], lang=ES,
  ev=fe_('tarjetas-regalo', 'Sí. Las tarjetas de regalo Kitebird son de 25, 50 y 100 USD, en tarjeta de plástico o por correo electrónico.'), pol='yes')
q('¿Me envuelven el regalo gratis si lo compro en la tienda?', FE, [['gratis', 'free']], [FAQ('envoltura')], allowed=[POL('gift-wrapping')], lang=ES,
  ev=fe_('envoltura', 'En nuestras tiendas envolvemos gratis cualquier compra.'), pol='yes')
q('¿Cuánto cuesta una fiesta de cumpleaños?', FE, [['225']], [FAQ('fiestas')], allowed=[POL('events-and-parties')], lang=ES,
  ev=fe_('fiestas', 'Una fiesta de 90 minutos cuesta 225 USD para hasta 12 niños e incluye anfitrión, actividad y bolsita de regalo para cada niño.'))
q('Si compro en línea y recojo en la tienda, ¿cuánto tiempo guardan mi pedido?', FE, [['7 días', '7 days', 'siete días']], [FAQ('recogida-en-tienda')],
  allowed=[FAQ('in-store-pickup')], lang=ES, ev=fe_('recogida-en-tienda', 'Trae el correo y una identificación con foto; guardamos los pedidos 7 días.'))
q('¿Cómo hablo con alguien de servicio al cliente en español?', FE, [['512 555 0142', '512-555-0142', '(512) 555-0142']], [FAQ('contacto')],
  allowed=[CONTACT, FAQ('contact')], lang=ES, ev=fe_('contacto', 'Escribe a help@kitebirdtoys.example o llama al +1 512 555 0142'))
LC = 'location_es'
q('¿La tienda de San Antonio abre los lunes?', LC, [], [LOC(SAT)], lang=ES, ev=le(SAT, 'tuesday = "10:00-20:00"'), pol='no')
q('¿A qué hora cierra hoy la tienda de Coral Gables?', LC, [TE('21:00')], [LOC(MIA)], lang=ES, ev=le(MIA, '10:00-21:00'))
q('¿Qué tiendas tienen personal que hable español?', LC, [['Heights', 'Houston'], ['Pearl', 'San Antonio'], ['Nob Hill', 'Albuquerque'], ['Liberty Station', 'San Diego'], ['Coral Gables', 'Miami']],
  [LOC(HOU), LOC(SAT), LOC(ABQ), LOC(SAN), LOC(MIA)], lang=ES,
  ev=le(HOU, 'Spanish-speaking staff') + le(SAT, 'Spanish-speaking staff') + le(ABQ, 'Spanish-speaking staff') + le(SAN, 'Spanish-speaking staff') + le(MIA, 'Spanish-speaking staff'))
q('¿Está abierta ahorita la tienda de Albuquerque?', LC, [TE('10:00')], [LOC(ABQ)], lang=ES, ev=le(ABQ, '10:00-19:00'), pol='no')
q('¿Abren el 25 de diciembre en Phoenix?', LC, [], [LOC(PHX)], lang=ES, ev=le(PHX, 'Christmas Day'), pol='no')
q('¿Dónde puedo probar un carrito montable antes de comprarlo?', LC, [['South Congress', 'Austin'], ['Biltmore', 'Phoenix']],
  [LOC(AUS), LOC(PHX)], lang=ES, ev=le(AUS, 'Indoor ride-on test track') + le(PHX, 'Outdoor ride-on test lot'))
q('Agrega el camión Trailblazer 12V negro a mi carrito. ¿Cuánto cuesta?', 'operation_es', [['349.99', '349,99']], [P('trailblazer-12v-truck')],
  lang=ES, op=True, ev=ve('trailblazer-12v-truck-black', '349.99'))
q('Apártame un oso Biscuit grande en la tienda de Houston, ¿tienen?', 'operation_es', [], [P('biscuit-bear')], allowed=[LOC(HOU)],
  lang=ES, op=True, ev=inv('loc_houston_heights,biscuit-bear-large,6'), pol='yes')
g = new_group()
q('¿Cuánto cuesta la Lotería Familiar de Kitebird?', 'followup_es', [['19.99', '19,99']], [P('loteria-familiar')], lang=ES, group=g, turn=1,
  ev=ve('loteria-familiar-std', '19.99'))
q('¿La tienen en la tienda de San Antonio?', 'followup_es', [], [P('loteria-familiar')], allowed=[LOC(SAT)], lang=ES, group=g, turn=2,
  ev=inv('loc_san_antonio_pearl,loteria-familiar-std,15'), fe=PG('loteria-familiar'), pol='yes')
g = new_group()
q('¿El jeep Trailblazer 6V trae la batería?', 'followup_es', [], [P('trailblazer-6v-jeep')], lang=ES, group=g, turn=1,
  ev=pe('trailblazer-6v-jeep', 'The 6V lithium-ion battery and charger are included.'), pol='yes')
q('¿Y cuánto peso aguanta?', 'followup_es', [LB(55, 25) + ['25 kilos']], [P('trailblazer-6v-jeep')], lang=ES, group=g, turn=2,
  ev=pe('trailblazer-6v-jeep', '25'), fe=PG('trailblazer-6v-jeep'))

# ======================================================================== OTHER LANGUAGES (no content in them)
C = 'other_language'
q('Le camion Trailblazer 12V supporte quel poids maximum ?', C, [LB(130, 59)], [P('trailblazer-12v-truck')], lang='fr',
  ev=pe('trailblazer-12v-truck', '130'))
q('Est-ce que vous livrez au Canada ?', C, [], [POL('shipping-policy')], allowed=[FAQ('international')], lang='fr',
  ev=po('shipping-policy', 'We do not ship outside the United States.'), pol='no')
q('Vocês entregam no Brasil?', C, [], [POL('shipping-policy')], allowed=[FAQ('international')], lang='pt',
  ev=po('shipping-policy', 'We do not ship outside the United States.'), pol='no')
q('Hat der Laden in Austin am Sonntag geöffnet?', C, [T('11:00')], [LOC(AUS)], lang='de',
  ev=le(AUS, 'sunday = ["08:00-09:00", "11:00-19:00"]'), pol='yes')
q('Quanti pezzi ha il set Stackworks Fire Station?', C, [['612']], [P('stackworks-fire-station')], lang='it',
  ev=pe('stackworks-fire-station', 'It has 612 pieces'))
q('这个滑板车的最大承重是多少？', C, [LB(220, 100)], [P('zoomer-pro-scooter')], ids=['zoomer-pro-scooter'], lang='zh',
  ev=pe('zoomer-pro-scooter', '220'))

# ======================================================================== MORE OPERATIONS
C = 'operation'
q('Add the Trailblazer 12V Replacement Battery to my cart. Does it come with a charger?', C, [['not included', 'no charger', 'charger is not']],
  [P('trailblazer-12v-battery')], op=True,
  ev=pe('trailblazer-12v-battery', 'The charger is not included; use the one that came with your truck.'), pol='no')
q('Move my pickup order #5103 to the South Congress store. How long will you hold it?', C, [DAYS(7)], [FAQ('in-store-pickup')],
  allowed=[ORD('ord_5103'), LOC(AUS), LOC(HOU), POL('shipping-policy')], viewer='b_2', op=True,
  ev=fe_('in-store-pickup', 'Bring the email and a photo ID; we hold orders for 7 days.'))
q('Start a return for the night-light bunny from order 5102. How long until I see the refund?', C, [['3 to 7', '3-7', '3–7']],
  [POL('refund-policy'), P('glow-pals-bunny-nightlight')], allowed=[ORD('ord_5102')], viewer='b_1', op=True,
  ev=po('refund-policy', 'We process refunds within 3 to 7 business days after we receive the return.'))
q('Register my 5-year-old for Build Club at Coral Gables this Saturday. Is she old enough?', C, [['6 to 12', '6-12', '6–12']],
  [POL('events-and-parties')], allowed=[LOC(MIA)], op=True,
  ev=po('events-and-parties', 'It is for ages 6 to 12, lasts 1 hour and has room for 20 children.'), pol='no')
q('Schedule home assembly for a SkyHop trampoline at my house in 85016. What will it cost?', C, [['79.99']], [FAQ('assembly'), P('skyhop-backyard-trampoline')],
  allowed=[LOC(PHX)], op=True,
  ev=fe_('assembly', 'In the Austin and Phoenix areas we can also assemble it at your home for $79.99.'))
q("Book the party room at the Heights store for my son's birthday on March 6. Do they have one?", C, [['South Congress', 'Biltmore', 'Coral Gables']],
  [LOC(HOU)], allowed=[POL('events-and-parties'), LOC(AUS), LOC(PHX), LOC(MIA)], op=True,
  ev=le(HOU, 'No party room here: birthday parties are held at South Congress (Austin), Biltmore (Phoenix) and Coral Gables (Miami).'), pol='no')
q("Apply my Kite Club price to the Stackworks Fire Station. What's the member price?", C, [['71.99']], [P('stackworks-fire-station')],
  allowed=[FAQ('kite-club')], op=True, ev=ve('stackworks-fire-station-std', '71.99'))
q('Send a $50 eGift card to my sister today. Does it expire?', C, [['never expire', 'does not expire', "doesn't expire", 'never expires', 'no expiration']],
  [P('kitebird-gift-card')], allowed=[FAQ('gift-cards')], op=True, ev=pe('kitebird-gift-card', 'Never expires, no fees.'), pol='no')

# ======================================================================== MORE FOLLOW-UPS
C = 'followup'
conv([
  dict(query='Does the Trailblazer 12V Ride-On Truck have any safety warnings?', cat=C, facts=[['supervision']],
       links=[P('trailblazer-12v-truck')], ev=pe('trailblazer-12v-truck', 'WARNING: Adult supervision required at all times. Never use near cars, streets, swimming pools, hills or steps.'), pol='yes'),
  dict(query='What kind of battery does it use?', cat=C, facts=[['lead-acid', 'lead acid']], links=[P('trailblazer-12v-truck')],
       ev=pe('trailblazer-12v-truck', '12V sealed lead-acid, included'), fe=PG('trailblazer-12v-truck')),
  dict(query='Do you sell a spare one?', cat=C, facts=[['59.99']], links=[P('trailblazer-12v-battery')], allowed=[P('trailblazer-12v-truck')],
       ev=ve('trailblazer-12v-battery-std', '59.99'), fe=PG('trailblazer-12v-battery'), pol='yes'),
])
conv([
  dict(query='How many days do I have to return the SkyHop backyard trampoline?', cat=C, facts=[DAYS(30)],
       links=[POL('refund-policy'), P('skyhop-backyard-trampoline')],
       ev=po('refund-policy', 'Battery-powered ride-ons and trampolines must be returned within 30 days, not 45.')),
  dict(query='Can I mail it back?', cat=C, facts=[['store']], links=[POL('refund-policy'), P('skyhop-backyard-trampoline')],
       ev=po('refund-policy', 'They must be returned to a store, because they cannot be shipped back by mail.'),
       fe=PG('skyhop-backyard-trampoline'), pol='no'),
])
conv([
  dict(query='Which stores have a layaway desk?', cat=C, facts=[['Coral Gables', 'Miami']],
       links=[LOC(AUS), LOC(HOU), LOC(SAT), LOC(PHX), LOC(MIA)], allowed=[POL('layaway')],
       ev=le(AUS, 'Layaway desk') + le(HOU, 'Layaway desk') + le(SAT, 'Layaway desk') + le(PHX, 'Layaway desk') + le(MIA, 'Layaway desk')),
  dict(query="What are the Miami one's hours today?", cat=C, facts=[T('10:00'), T('21:00')], links=[LOC(MIA)],
       ev=le(MIA, '10:00-21:00'), fe=LG(MIA)),
])
conv([
  dict(query='Tell me about the Luna Star Astronaut Doll', cat=C, facts=[['11.5']], links=[P('luna-star-doll')],
       ev=pe('luna-star-doll', 'An 11.5-inch astronaut doll')),
  dict(query='Is there a playset for her?', cat=C, facts=[['Space Camp']], links=[P('luna-star-space-camp')], allowed=[P('luna-star-doll')],
       ev=pe('luna-star-space-camp', 'The Luna Star doll is sold separately.'), fe=PG('luna-star-space-camp'), pol='yes'),
  dict(query='Does it come with the doll?', cat=C, facts=[['sold separately']], links=[P('luna-star-space-camp')], allowed=[P('luna-star-doll')],
       ev=pe('luna-star-space-camp', 'The Luna Star doll is sold separately.'), fe=PG('luna-star-space-camp'), pol='no'),
])
conv([
  dict(query='How much is the Stackworks Farm Barn?', cat=C, facts=[['44.99']], links=[P('stackworks-farm-barn')],
       ev=ve('stackworks-farm-barn-std', '44.99')),
  dict(query='Is it OK for my 2-year-old?', cat=C, facts=[['5+', '5 and up', 'ages 5', '5 years']], links=[P('stackworks-farm-barn')],
       allowed=[P('stackworks-junior-farm')], ev=pe('stackworks-farm-barn', '5+'), fe=PG('stackworks-farm-barn'), pol='no'),
  dict(query='What would work for her instead?', cat=C, facts=[['Junior']], links=[P('stackworks-junior-farm')],
       allowed=[P('stackworks-farm-barn'), P('wooden-stacking-rainbow')], ev=pe('stackworks-junior-farm', '18 months to 5 years'),
       fe=PG('stackworks-junior-farm')),
])
conv([
  dict(query='How far does the Aqua Storm Water Blaster shoot?', cat=C, facts=[['35 ft', '35 feet', '35-foot']],
       links=[P('aqua-storm-blaster')], ev=pe('aqua-storm-blaster', 'soaks targets up to 35 feet away')),
  dict(query='how much water does it hold', cat=C, facts=[['40 oz', '40 ounces', '40-ounce', '40-oz']], links=[P('aqua-storm-blaster')],
       ev=pe('aqua-storm-blaster', 'with a 40 oz tank'), fe=PG('aqua-storm-blaster')),
])
conv([
  dict(query='Is the Kitebird Toys Pearl store open today?', cat=C, facts=[T('20:00')], links=[LOC(SAT)],
       ev=le(SAT, 'thursday = "10:00-20:00"'), pol='yes'),
  dict(query='What about on Monday?', cat=C, facts=[ABOUT_CLOSED], links=[LOC(SAT)],
       ev=le(SAT, 'tuesday = "10:00-20:00"'), fe=LG(SAT), pol='no'),
])

conv([
  dict(query='How much is the Wooden Stacking Rainbow?', cat=C, facts=[['34.99']], links=[P('wooden-stacking-rainbow')],
       ev=ve('wooden-stacking-rainbow-std', '34.99')),
  dict(query="what's it made of?", cat=C, facts=[['beechwood', 'beech']], links=[P('wooden-stacking-rainbow')],
       ev=pe('wooden-stacking-rainbow', 'FSC-certified beechwood'), fe=PG('wooden-stacking-rainbow')),
])
conv([
  dict(query='Does the Sparkworks Crystal Growing Kit need batteries?', cat=C, facts=[['AA'], ['not included']],
       links=[P('sparkworks-crystal-kit')], ev=pe('sparkworks-crystal-kit', 'The display case needs 2 AA batteries, not included.'), pol='yes'),
  dict(query='Do you sell those?', cat=C, facts=[['8.99']], links=[P('alkaline-batteries')], allowed=[P('sparkworks-crystal-kit')],
       ev=ve('alkaline-batteries-aa-8', '8.99'), fe=PG('alkaline-batteries'), pol='yes'),
])
conv([
  dict(query='What is the top speed of the Trailblazer 6V Jeep?', cat=C, facts=[['2.5 mph', '2.5 miles per hour']],
       links=[P('trailblazer-6v-jeep')], ev=pe('trailblazer-6v-jeep', '2.5')),
  dict(query='how long does the battery last on one charge?', cat=C, facts=[MIN_(45)], links=[P('trailblazer-6v-jeep')],
       ev=pe('trailblazer-6v-jeep', '45'), fe=PG('trailblazer-6v-jeep')),
])
conv([
  dict(query='Which stores have a battery recycling drop-off?', cat=C, facts=[['Nob Hill', 'Albuquerque']],
       links=[LOC(AUS), LOC(PHX), LOC(ABQ)],
       ev=le(AUS, 'Battery recycling drop-off') + le(PHX, 'Battery recycling drop-off') + le(ABQ, 'Battery recycling drop-off')),
  dict(query='Is the Albuquerque one open on Sunday?', cat=C, facts=[T('12:00'), T('17:00')], links=[LOC(ABQ)],
       ev=le(ABQ, '12:00-17:00'), fe=LG(ABQ), pol='yes'),
])

C = 'account'
q('How much was my pickup order?', C, [['153.48']], [ORD('ord_5103')], viewer='b_2', ev=oe('ord_5103', '153.48'))
q('When should my stacking rainbow arrive?', C, [['December 11', 'Dec 11', 'Dec. 11', '2026-12-11']], [ORD('ord_5106')], viewer='b_3',
  ev=oe('ord_5106', '2026-12-11'))
q('When should my stacking rainbow arrive?', C, ans=False, none=['December 11', 'Dec 11', '2026-12-11'])
q('What perks do I get with my membership?', C, [['gift wrapping'], ['return shipping']], [], viewer='b_1',
  allowed=[FAQ('kite-club')], ev=[('buyer:b_1', 'Free gift wrapping on online orders'), ('buyer:b_1', 'Free return shipping')])


# ---------------------------------------------------------------- checks and output
def record_text(source):
    kind, _, key = source.partition(':')
    if kind == 'store':
        return open(os.path.join(STORE, 'store.toml')).read()
    if kind == 'policy':
        return policies[key][1]
    if kind == 'inventory':
        return open(os.path.join(STORE, 'inventory.csv')).read()
    def block(path_glob, header, key):
        for f in glob.glob(os.path.join(STORE, path_glob)):
            txt = open(f).read()
            parts = re.split(r'(?m)^(?=\[\[' + re.escape(header) + r'\]\])', txt)
            for part in parts:
                if re.search(r'(?m)^id = "' + re.escape(key) + '"', part):
                    return part
        raise KeyError(source)
    if kind == 'product':
        return block('products/*.toml', 'product', key)
    if kind == 'variant':
        return block('products/*.toml', 'product', variant_product[key])
    if kind == 'location':
        return block('locations/*.toml', 'location', key)
    if kind == 'faq':
        return block('faq.toml', 'faq', key)
    if kind == 'order':
        return block('orders.toml', 'order', key)
    if kind == 'cart':
        return block('carts.toml', 'cart', key)
    if kind == 'buyer':
        return block('buyers.toml', 'buyer', key)
    raise KeyError(source)

bad = 0
for r in Q:
    for e in r.get('evidence', []):
        if e['quote'] not in record_text(e['source']):
            print('quote not found:', r['id'], e, file=sys.stderr); bad += 1
if bad:
    sys.exit(1)
with open(OUT, 'w') as f:
    for r in Q:
        f.write(json.dumps(r, ensure_ascii=False) + '\n')

from collections import Counter
print(len(Q), 'questions')
print(Counter(r['category'] for r in Q))
print('polarity', sum('polarity' in r for r in Q), 'unanswerable', sum(not r['answerable'] for r in Q),
      'operations', sum(r['operation'] for r in Q), 'followup turns', sum(r['turn'] > 1 for r in Q),
      'viewer', sum('viewer' in r for r in Q),
      'es', sum(r.get('context', {}).get('language') == 'es' for r in Q))
