import json, os, re, glob
ROOT = os.path.dirname(os.path.abspath(__file__))
STORE = os.path.join(ROOT, "store")
A = "pigmento"
QS = []
_g = [0]
def P(pid): return {"id": f"gid://{A}/Product/{pid}"}
def PG(pid): return f"gid://{A}/Product/{pid}"
POLURL = {
 "devoluciones": "https://pigmento.example/politicas/devoluciones", "returns": "https://pigmento.example/en/policies/returns",
 "envios": "https://pigmento.example/politicas/envios", "shipping": "https://pigmento.example/en/policies/shipping",
 "garantia": "https://pigmento.example/politicas/garantia", "warranty": "https://pigmento.example/en/policies/warranty",
 "enmarcacion": "https://pigmento.example/servicios/enmarcacion", "framing": "https://pigmento.example/en/services/framing",
 "talleres": "https://pigmento.example/servicios/talleres", "workshops": "https://pigmento.example/en/services/workshops",
 "privacidad": "https://pigmento.example/politicas/privacidad", "privacy": "https://pigmento.example/en/policies/privacy"}
PAIR = {"devoluciones":"returns","envios":"shipping","garantia":"warranty","enmarcacion":"framing","talleres":"workshops","privacidad":"privacy"}
PAIR.update({v:k for k,v in list(PAIR.items())})
def POL(stem): return {"url": POLURL[stem]}
FAQES = {"pago-a-plazos","tarjetas-regalo","descuento-estudiantes","recogida-en-tienda","tax-free","club-pigmento","corte-a-medida","factura","colegios","cartuchos","lienzos-a-medida","mascotas"}
def FAQ(fid):
    return {"url": ("https://pigmento.example/faq#" if fid in FAQES else "https://pigmento.example/en/faq#") + fid}
LOCURL = {"loc_mad_malasana":"madrid-malasana","loc_mad_chamberi":"madrid-chamberi","loc_bcn_gracia":"barcelona-gracia",
 "loc_vlc_russafa":"valencia-russafa","loc_svq_centro":"sevilla-centro","loc_lpa_triana":"las-palmas-triana","loc_tfe_santacruz":"santa-cruz-de-tenerife"}
def L(lid): return {"url": "https://pigmento.example/tiendas/" + LOCURL[lid]}
def E(src, quote): return {"source": src, "quote": quote}
def eur(x):
    c = x.replace(".", ",")
    return [x, c]
def t(hm):
    h, m = map(int, hm.split(":"))
    v = [hm]
    if h < 10: v.append(f"{h}:{m:02d}")
    hh = h % 12 or 12
    ap = "am" if h < 12 else "pm"
    if m == 0: v += [f"{hh} {ap}", f"{hh}{ap}", f"{hh}:00 {ap}", f"{hh}:00{ap}", f"{hh} {ap[0]}.{ap[1]}."]
    else: v += [f"{hh}:{m:02d} {ap}", f"{hh}:{m:02d}{ap}", f"{hh}.{m:02d}"]
    return v
YES = {"es": ["sí", "si,", "si."], "en": ["yes"]}
def Q(query, cat, facts=None, pol=None, req=None, allow=None, disc=None, ev=None, ids=None, lang=None,
      ans=True, op=False, viewer=None, fnone=None, nf=None, group=None, turn=1, fe=None, msgs_forbid=None):
    if group is None:
        _g[0] += 1; group = f"G{_g[0]:03d}"
    q = {"id": f"Q{len(QS)+1:03d}", "group": group, "turn": turn, "query": query}
    if ids: q["ids"] = ids
    if lang: q["context"] = {"language": lang}
    q.update({"category": cat, "answerable": ans, "operation": op, "facts": facts or [], "facts_none": fnone or []})
    if pol: q["polarity"] = pol
    q.update({"links_required": req or [], "links_allowed": allow or [],
              "messages_required": [{"type": "info", "code": "operation_not_performed"}] if op else [],
              "messages_forbidden": msgs_forbid or [], "disclosures": disc or [], "not_found": nf or []})
    if fe: q["followup_entity"] = fe
    if viewer: q["viewer"] = {"buyer": viewer, "scopes": ["dev.ucp.common.ask:read"]}
    if ans:
        assert ev, q["id"] + " " + query
        q["evidence"] = ev
    else:
        assert not facts and not ev
    QS.append(q)
    return q
def newgroup():
    _g[0] += 1; return f"G{_g[0]:03d}"
V = lambda b: b  # viewer shorthand
