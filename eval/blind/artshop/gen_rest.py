# ---------------- OPERATIONS ----------------
c = "operation"
NOPE = ["added to your cart", "has been cancelled", "he añadido", "añadido a tu carrito", "booked for you", "te he reservado"]
Q("Add two boxes of blue international cartridges to my cart — will they fit the Lumen pen?", c, [["yes", "Lumen"]], op=True, req=[P("cartuchos-internacionales-6")], allow=[P("pluma-lumen")],
  ev=[E("product:cartuchos-internacionales-6", "Pluma Estilográfica Lumen")], fnone=NOPE)
Q("Añade el set de acrílicos estudio al carrito. ¿Cuánto cuesta?", c, [eur("24.95")], op=True, req=[P("acrilico-estudio-set-12")], ev=[E("product:acrilico-estudio-set-12", "24.95")], fnone=NOPE)
Q("Put the Craftia One Starter Kit in my basket please, and tell me if it includes mats", c, [["2"]], op=True, req=[P("craftia-one-kit")],
  ev=[E("product:craftia-one-kit", "2 tapetes de corte de 30 × 30 cm")], fnone=NOPE)
Q("Book me a framing appointment at Malasaña for Saturday. How long does framing take?", c, [["7 to 10", "7-10"]], op=True, req=[F_EN], allow=[MAL, F_ES],
  ev=[E("policy:framing", "A framing job is ready in 7 to 10 working days.")], fnone=NOPE)
Q("Resérvame una plaza en el taller de acuarela de Russafa. ¿Cuánto cuesta?", c, [eur("35")], op=True, req=[T_ES], allow=[RUS, T_EN],
  ev=[E("policy:talleres", "Cada sesión dura 2 horas y media y cuesta 35 €, con todos los materiales incluidos.")], fnone=NOPE)
Q("Sign my daughter up for Saturday's kids workshop in Barcelona — what time is it?", c, [t("11:00"), t("12:30")], op=True, req=[T_EN], allow=[GRA, T_ES],
  ev=[E("policy:workshops", "Children's workshops are for ages 6 to 12, on Saturdays from 11:00 to 12:30, and cost €18.")], fnone=NOPE)
Q("Cancel my workshop booking for Thursday, do I get a refund if it's in 2 days?", c, [["48 hours", "48h", "full"]], op=True, req=[T_EN], allow=[T_ES],
  ev=[E("policy:workshops", "If you cancel 48 hours or more in advance, we refund the full amount.")], fnone=NOPE)
Q("Apply the code NAVIDAD10 to my order", c, [], op=True, ans=False, fnone=NOPE)
Q("Reserve the beech H-frame easel for me at Malasaña, I'll pick it up tomorrow", c, [["closed", "cerrad"]], op=True, req=[P("caballete-estudio-h")], allow=[MAL],
  ev=[E("location:loc_mad_malasana", "Inmaculada Concepción")], fnone=NOPE)
Q("Apártame un lienzo de 50x70 en Triana", c, [["2"]], op=True, req=[P("lienzo-algodon")], allow=[TRI], ev=[E("inventory", "loc_lpa_triana,lienzo-algodon-50x70,2")], fnone=NOPE)
Q("Add odourless solvent to my cart and ship it to Las Palmas", c, [["mainland", "Península"]], op=True, req=[P("disolvente-inodoro-500")], allow=[S_EN, S_ES],
  disc=["inflamable", "ventilacion"], ev=[E("policy:shipping", "We do not ship them to the Balearic Islands, the Canary Islands, Ceuta, Melilla or abroad: you can buy them in our stores.")], fnone=NOPE)
Q("Order a 50 € digital gift card for my sister, how is it delivered?", c, [["email", "correo"]], op=True, req=[P("tarjeta-regalo-digital")], allow=[FAQ("gift-cards")],
  ev=[E("product:tarjeta-regalo-digital", "correo electrónico / email")], fnone=NOPE)
Q("Quita los cartuchos Alfa de mi carrito", c, [], op=True, ans=False, fnone=NOPE)
Q("Cancel order PG-5004", c, [], op=True, ans=False, fnone=NOPE)
Q("Switch my express shipping to standard and tell me the price difference", c, [eur("8.95"), eur("4.95")], op=True, req=[S_EN], allow=[S_ES],
  ev=[E("policy:shipping", "Standard shipping costs €4.95 and takes 2 to 4 working days."), E("policy:shipping", "Express shipping costs €8.95 and delivers within 24 working hours if you order before 13:00 (Madrid time).")], fnone=NOPE)
Q("Sign me up for Club Pigmento — what's the shipping perk?", c, [["30"]], op=True, req=[FAQ("club")], allow=[FAQ("club-pigmento")],
  ev=[E("faq:club", "Members see member prices on many products and get free mainland shipping from €30.")], fnone=NOPE)
Q("Start a return for my sketchbook, how much will the courier cost?", c, [eur("4.95")], op=True, req=[R_EN], allow=[R_ES],
  ev=[E("policy:returns", "Returning an order by courier costs €4.95, which is deducted from your refund.")], fnone=NOPE)
Q("Encárgame un paspartú a medida de 40x50. ¿Cuánto tarda?", c, [["2 días", "dos días"]], op=True, req=[P("paspartu-medida")],
  ev=[E("product:paspartu-medida", "2")], fnone=NOPE)
Q("Pay for my cart with PagaLuego in 3 instalments", c, [["60"]], op=True, req=[FAQ("pay-later")], allow=[FAQ("pago-a-plazos")],
  ev=[E("faq:pay-later", "With our partner PagaLuego you can split online purchases over €60 into 3 interest-free monthly payments.")], fnone=NOPE)
Q("Add 3 of the 30x40 cotton canvases to my basket, are they in stock?", c, [["in stock", "yes"]], op=True, req=[P("lienzo-algodon")],
  ev=[E("variant:lienzo-algodon-30x40", "in_stock")], fnone=NOPE)
Q("Put the Kolinsky No 8 brush on hold at the Tenerife shop", c, [["1"]], op=True, req=[P("pincel-kolinsky-8")], allow=[SCT], ev=[E("inventory", "loc_tfe_santacruz,pincel-kolinsky-8,1")], fnone=NOPE)
Q("Añade la pintura Peques al carrito, ¿es para niños de 3 años?", c, [["3"]], op=True, req=[P("pintura-lavable-peques")], disc=["en71"], ev=[E("product:pintura-lavable-peques", "3")], fnone=NOPE)
Q("Request an invoice for my last purchase with my company NIF", c, [["Mis pedidos", "My orders", "till", "caja"]], op=True, req=[FAQ("factura")],
  ev=[E("faq:factura", "Pide la factura en el apartado Mis pedidos de tu cuenta o en caja, con tu NIF o CIF.")], fnone=NOPE)
Q("Buy the spray varnish gloss and the matt one for me", c, [eur("12.50")], op=True, req=[P("barniz-spray-400")], disc=["aerosol", "ventilacion"], ev=[E("variant:barniz-spray-400-brillante", "12.50")], fnone=NOPE)
Q("Unsubscribe me from the newsletter", c, [["link"]], op=True, req=[PR_EN], allow=[PR_ES], ev=[E("policy:privacy", "You can unsubscribe from the newsletter at any time with the link in every email.")], fnone=NOPE)

# ---------------- FOLLOW-UPS ----------------
c = "followup"
def conv(turns):
    g = newgroup()
    for i, (query, kw) in enumerate(turns, 1):
        Q(query, c, group=g, turn=i, **kw)
conv([("Tell me about the Precision Craft Knife Pro", dict(facts=[eur("8.50")], req=[P("cuter-precision-pro")], disc=["afilado"], ev=[E("product:cuter-precision-pro", "8.50")])),
      ("and what replacement blades fit it?", dict(facts=[["No. 11", "n.º 11", "nº 11", "#11", "11"]], req=[P("cuchillas-n11-10")], allow=[P("cuter-precision-pro")], disc=["afilado"], fe=PG("cuchillas-n11-10"),
        ev=[E("product:cuchillas-n11-10", "Cúter de Precisión Pro")])),
      ("how many come in the pack?", dict(facts=[["10"]], req=[P("cuchillas-n11-10")], disc=["afilado"], fe=PG("cuchillas-n11-10"), ev=[E("product:cuchillas-n11-10", "10")]))])
conv([("¿Cuánto cuesta la Cortadora Craftia One?", dict(facts=[eur("229.00")], req=[P("craftia-one")], ev=[E("product:craftia-one", "229.00")])),
      ("¿Y el kit de inicio?", dict(facts=[eur("279.00")], req=[P("craftia-one-kit")], fe=PG("craftia-one-kit"), ev=[E("product:craftia-one-kit", "279.00")])),
      ("¿Qué trae de más?", dict(facts=[["tapetes"], ["vinilo"]], req=[P("craftia-one-kit")], allow=[P("craftia-one")], fe=PG("craftia-one-kit"),
        ev=[E("product:craftia-one-kit", "2 tapetes de corte de 30 × 30 cm"), E("product:craftia-one-kit", "pack de vinilo de 10 hojas")]))])
conv([("Is the Professional Artist Acrylic suitable for kids?", dict(facts=[["14"]], pol="no", req=[P("acrilico-artista-75")], disc=["cadmio"], ev=[E("product:acrilico-artista-75", "14")])),
      ("and the kids' version?", dict(facts=[["3"]], req=[P("pintura-lavable-peques")], disc=["en71"], fe=PG("pintura-lavable-peques"), ev=[E("product:pintura-lavable-peques", "3")])),
      ("is it washable?", dict(facts=[["yes", "washable", "soap"]], pol="yes", req=[P("pintura-lavable-peques")], disc=["en71"], fe=PG("pintura-lavable-peques"), ev=[E("product:pintura-lavable-peques", "true")]))])
conv([("Which cartridges does the Alfa school pen take?", dict(facts=[["Alfa"]], req=[P("pluma-alfa-escolar")], allow=[P("cartuchos-alfa-5"), FAQ("ink-cartridges")], ev=[E("product:pluma-alfa-escolar", "solo cartuchos Alfa / Alfa cartridges only")])),
      ("how much is a box of those?", dict(facts=[eur("2.50")], req=[P("cartuchos-alfa-5")], fe=PG("cartuchos-alfa-5"), ev=[E("product:cartuchos-alfa-5", "2.50")]))])
conv([("Do you have a field easel for painting outdoors?", dict(facts=[["Aluminium Field Easel", "Caballete de Campo"]], pol="yes", req=[P("caballete-campo-aluminio")], ev=[E("product:caballete-campo-aluminio", "exterior e interior / outdoor and indoor")])),
      ("how much does it weigh?", dict(facts=[["2.1", "2,1"]], req=[P("caballete-campo-aluminio")], fe=PG("caballete-campo-aluminio"), ev=[E("product:caballete-campo-aluminio", "2.1")])),
      ("can it take a 100 cm canvas?", dict(facts=[["120"]], pol="yes", req=[P("caballete-campo-aluminio")], fe=PG("caballete-campo-aluminio"), ev=[E("product:caballete-campo-aluminio", "120")]))])
conv([("¿Qué horario tiene hoy la tienda de Russafa?", dict(facts=[t("17:00"), t("20:30")], req=[RUS], ev=[E("location:loc_vlc_russafa", "17:00-20:30")])),
      ("¿Y el sábado?", dict(facts=[t("10:00"), t("14:00")], req=[RUS], fe="gid://pigmento/Location/loc_vlc_russafa", ev=[E("location:loc_vlc_russafa", "10:00-14:00")])),
      ("¿Hacen enmarcación allí?", dict(facts=[["no"]], pol="no", req=[RUS], fe="gid://pigmento/Location/loc_vlc_russafa", ev=[E("location:loc_vlc_russafa", "En Russafa no hacemos enmarcación. / No framing service at Russafa.")]))])
conv([("What's the spray varnish like?", dict(facts=[["UV"]], req=[P("barniz-spray-400")], disc=["aerosol", "ventilacion"], ev=[E("product:barniz-spray-400", "Final Spray Varnish 400 ml: aerosol picture varnish for oil and acrylic paintings, with UV filter. Removable.")])),
      ("can I use it indoors in my flat?", dict(facts=[["ventilated", "ventilados"]], req=[P("barniz-spray-400")], disc=["aerosol", "ventilacion"], fe=PG("barniz-spray-400"),
        ev=[E("product:barniz-spray-400", "Utilizar únicamente en exteriores o en lugares bien ventilados. / Use only outdoors or in a well-ventilated area.")])),
      ("is there a non-spray alternative?", dict(facts=[["Liquid Acrylic Varnish", "Barniz Acrílico Líquido"]], req=[P("barniz-acrilico-liquido-250")], allow=[P("barniz-spray-400")], fe=PG("barniz-acrilico-liquido-250"),
        ev=[E("product:barniz-acrilico-liquido-250", "a pincel / brush-on")]))])
conv([("Tell me about the Lumen fountain pen", dict(facts=[eur("34.00")], req=[P("pluma-lumen")], ev=[E("variant:pluma-lumen-f", "34.00")])),
      ("does it come with a converter?", dict(facts=[["no"]], pol="no", req=[P("pluma-lumen")], allow=[P("convertidor-internacional")], fe=PG("pluma-lumen"), ev=[E("product:pluma-lumen", "false")])),
      ("how much is the converter then?", dict(facts=[eur("4.50")], req=[P("convertidor-internacional")], fe=PG("convertidor-internacional"), ev=[E("product:convertidor-internacional", "4.50")]))])
conv([("¿Cuánto cuesta el lienzo de algodón de 30x40?", dict(facts=[eur("6.50")], req=[P("lienzo-algodon")], ev=[E("variant:lienzo-algodon-30x40", "6.50")])),
      ("¿Y el de lino del tamaño más pequeño?", dict(facts=[eur("22.50")], req=[P("lienzo-lino")], fe=PG("lienzo-lino"), ev=[E("variant:lienzo-lino-40x50", "22.50")]))])
conv([("Which store is in Seville?", dict(facts=[["Sevilla Centro", "Calle Cuna"]], req=[SVQ], ev=[E("location:loc_svq_centro", "Pigmento Sevilla Centro")])),
      ("is it open now?", dict(facts=[t("18:00")], pol="no", req=[SVQ], fe="gid://pigmento/Location/loc_svq_centro", ev=[E("location:loc_svq_centro", "18:00-21:00")])),
      ("do they do framing there?", dict(facts=[["yes", "framing"]], pol="yes", req=[SVQ], fe="gid://pigmento/Location/loc_svq_centro", ev=[E("location:loc_svq_centro", "Taller de enmarcación / Framing workshop")]))])
conv([("Do you have watercolour pencils?", dict(facts=[["24"]], pol="yes", req=[P("lapices-acuarelables-24")], ev=[E("product:lapices-acuarelables-24", "24")])),
      ("and the 48 colouring pencils, are those water soluble too?", dict(facts=[["no"]], pol="no", req=[P("lapices-colores-48")], fe=PG("lapices-colores-48"), ev=[E("product:lapices-colores-48", "false")]))])
conv([("¿Qué es el disolvente inodoro?", dict(facts=[["óleo", "pinceles"]], req=[P("disolvente-inodoro-500")], disc=["inflamable", "ventilacion"], ev=[E("product:disolvente-inodoro-500", "Disolvente inodoro para diluir óleo y limpiar pinceles.")])),
      ("¿Me lo podéis mandar a Tenerife?", dict(facts=[["Península"]], pol="no", req=[P("disolvente-inodoro-500")], allow=[S_ES, S_EN], disc=["inflamable", "ventilacion"], fe=PG("disolvente-inodoro-500"),
        ev=[E("product:disolvente-inodoro-500", "solo Península / mainland Spain only")])),
      ("¿Y lo tienen en la tienda de Santa Cruz?", dict(facts=[["no"]], pol="no", req=[SCT], allow=[P("disolvente-inodoro-500")], disc=["inflamable", "ventilacion"], fe=PG("disolvente-inodoro-500"),
        ev=[E("inventory", "loc_tfe_santacruz,disolvente-inodoro-500,0")]))])
conv([("What's your return window?", dict(facts=[D30], req=[R_EN], allow=[R_ES], ev=[E("policy:returns", "You have 30 calendar days from delivery, or from purchase in store, to return any unused product in its original packaging.")])),
      ("does that apply to vinyl cut by the metre?", dict(facts=[["final sale"]], pol="no", req=[R_EN], allow=[R_ES, P("vinilo-textil-metro")],
        ev=[E("policy:returns", "This includes custom-cut mount board, vinyl cut by the metre and custom framing.")]))])
conv([("How much is the Kolinsky brush?", dict(facts=[eur("42.00")], req=[P("pincel-kolinsky-8")], ev=[E("product:pincel-kolinsky-8", "42.00")])),
      ("is it vegan?", dict(facts=[["no"]], pol="no", req=[P("pincel-kolinsky-8")], fe=PG("pincel-kolinsky-8"), ev=[E("product:pincel-kolinsky-8", "false")])),
      ("what vegan brushes do you have instead?", dict(facts=[["Synthetic", "Sintéticos"]], req=[P("pinceles-sinteticos-10")], fe=PG("pinceles-sinteticos-10"), ev=[E("product:pinceles-sinteticos-10", "true")]))])

# ---------------- SIGNED-IN ----------------
c = "account"
Q("Where is my order PG-5001?", c, [["shipped", "enviado"], ["CX7712345890ES"]], viewer="b_1", req=[], allow=[],
  ev=[E("order:ord_5001", "shipped"), E("order:ord_5001", "CX7712345890ES")])
Q("Where is my order PG-5001?", c, [], ans=False, fnone=["CX7712345890ES", "Correos Express"])
Q("¿Cuándo llega mi pedido PG-5001?", c, [["9 de diciembre", "9 December", "December 9", "2026-12-09", "09/12"]], viewer="b_1",
  ev=[E("order:ord_5001", "2026-12-09")])
Q("What did I order in PG-5001?", c, [["Artist Acrylic", "Acrílico Artista"], ["Canvas", "Lienzo"]], viewer="b_1", allow=[P("acrilico-artista-75"), P("lienzo-algodon")], disc=["cadmio"],
  ev=[E("order:ord_5001", "acrilico-artista-75-rojo-cadmio"), E("order:ord_5001", "lienzo-algodon-30x40")])
Q("Is my pickup order ready?", c, [["ready", "listo"], ["Malasaña", "Malasana"]], pol="yes", viewer="b_1", allow=[MAL], ev=[E("order:ord_5003", "ready_for_pickup"), E("order:ord_5003", "loc_mad_malasana")])
Q("Is my pickup order ready?", c, [], ans=False, fnone=["Malasaña", "PG-5003"])
Q("Can I collect my order PG-5003 at Malasaña today, and until what time?", c, [t("19:00")], pol="yes", viewer="b_1", allow=[MAL],
  ev=[E("order:ord_5003", "loc_mad_malasana"), E("location:loc_mad_malasana", "11:00-19:00")])
Q("Am I a Club Pigmento member?", c, [["yes", "Club Pigmento"]], pol="yes", viewer="b_1", ev=[E("buyer:b_1", "Club Pigmento")])
Q("¿Qué precio de socio tengo en la caja de acuarelas de 24?", c, [eur("28.80")], viewer="b_1", req=[P("acuarela-pastillas-24")], ev=[E("product:acuarela-pastillas-24", "28.80")])
Q("What's the member price on the 24 half pan watercolour set?", c, [eur("32.00")], req=[P("acuarela-pastillas-24")], fnone=["28.80", "28,80"], ev=[E("product:acuarela-pastillas-24", "32.00")])
Q("When was my Craftia kit delivered?", c, [["24 November", "November 24", "24 de noviembre", "2026-11-24", "24/11"]], viewer="b_1", allow=[P("craftia-one-kit")],
  ev=[E("order:ord_5002", "2026-11-24T12:40:00Z")])
Q("Will the cartridges in my cart fit the pen in my cart?", c, [["no"]], pol="no", viewer="b_1", ids=["cart_lucia01"], req=[P("cartuchos-alfa-5")], allow=[P("pluma-lumen"), P("cartuchos-internacionales-6"), FAQ("ink-cartridges")],
  ev=[E("cart:cart_lucia01", "cartuchos-alfa-5"), E("product:cartuchos-alfa-5", "Alfa Cartridges, box of 5, erasable blue ink, for the Alfa School Fountain Pen only.")])
Q("What's the status of my order PG-5004?", c, [["processing", "preparando", "en preparación"]], viewer="b_2", ev=[E("order:ord_5004", "processing")])
Q("How much did I pay for shipping on PG-5004?", c, [eur("9.95")], viewer="b_2", ev=[E("order:ord_5004", "9.95")])
Q("How much did I pay for shipping on PG-5004?", c, [], ans=False, fnone=["9.95", "9,95", "69.85", "69,85"])
Q("What was in my order PG-5005 and what's its status?", c, [["Odourless Solvent", "Disolvente Inodoro"], ["cancelled", "cancelado", "cancelada"]], viewer="b_2", allow=[P("disolvente-inodoro-500"), S_EN], disc=["inflamable", "ventilacion"],
  ev=[E("order:ord_5005", "cancelled"), E("order:ord_5005", "disolvente-inodoro-500")])
Q("Show me my orders", c, [["PG-5004"], ["PG-5005"]], viewer="b_2", ev=[E("order:ord_5004", "PG-5004"), E("order:ord_5005", "PG-5005")], fnone=["PG-5001", "PG-5006"])
Q("Show me the status of order PG-5001", c, [], viewer="b_2", ans=False, fnone=["CX7712345890ES", "Lucía"])
Q("¿Me llegó ya el pedido de pintura Peques?", c, [["entregado", "delivered"]], pol="yes", viewer="b_3", allow=[P("pintura-lavable-peques")], disc=["en71"],
  ev=[E("order:ord_5006", "delivered")])
Q("Can I still return my Peques paint order PG-5006 if unopened?", c, [["30 days", "30-day", "30 días", "13 December", "13 de diciembre", "December 13"]], pol="yes", viewer="b_3", allow=[R_EN, R_ES, P("pintura-lavable-peques")], disc=["en71"],
  ev=[E("order:ord_5006", "2026-11-13T16:00:00Z"), E("policy:returns", "You have 30 calendar days from delivery, or from purchase in store, to return any unused product in its original packaging.")])
Q("What's the tracking number for my last delivered order?", c, [["PQ4B2C0012345670128001R"]], viewer="b_3", ev=[E("order:ord_5006", "PQ4B2C0012345670128001R")])
g = newgroup()
Q("Has order PG-5002 been delivered?", c, [["delivered", "entregado"]], pol="yes", viewer="b_1", group=g, turn=1, ev=[E("order:ord_5002", "delivered")])
Q("And what was the total?", c, [], ans=False, group=g, turn=2, fnone=["279"])
Q("What's in cart cart_anon77?", c, [["Spray Varnish", "Barniz en Spray"], ["Canvas", "Lienzo"]], ids=["cart_anon77"], allow=[P("barniz-spray-400"), P("lienzo-algodon")], disc=["aerosol", "ventilacion"],
  ev=[E("cart:cart_anon77", "barniz-spray-400-mate"), E("cart:cart_anon77", "lienzo-algodon-20x20")])

# ---------------- UNANSWERABLE ----------------
c = "unanswerable"
for qq in ["What brand makes the Studio acrylics?", "How long does the Professional Artist Acrylic take to dry?",
           "Is the Craftia One compatible with an iPad?", "How many watts does the Craftia One use?",
           "¿Los lienzos de algodón van grapados por detrás o por el lateral?", "What's the shelf life of the air-dry clay once the packet is opened?",
           "¿La tinta sepia es resistente a la luz?", "Is the handle of the Kolinsky brush long or short?",
           "Do you collect points on purchases in Club Pigmento?", "¿Tenéis aparcamiento en la tienda de Gràcia?",
           "Do you price match other art shops?", "Do gift cards work at partner shops?",
           "Who teaches the watercolour workshops?", "What is the theme of next week's workshop at Malasaña?",
           "How much does it cost to frame an A3 print?", "Is there a café inside the Malasaña shop?",
           "Can I pay with Bizum?", "Do you accept American Express?", "¿El vinilo adhesivo aguanta el horno?",
           "What is the Alfa school pen's nib made of?", "Are the canvases made in Spain?", "Do you offer gift wrapping?",
           "Do you have a mobile app?", "¿Se puede meter la arcilla en el microondas para que seque antes?",
           "Do you buy back used art supplies?", "What are the opening hours of your Getafe warehouse?",
           "When will the A3 sketchbook be back in stock?", "When will the extra fine Lumen be restocked?",
           "Can you engrave my name on the Lumen pen?", "Do you deliver on Saturdays?",
           "Does the spray varnish yellow over time?", "¿Qué moldura de marco me recomendáis para un óleo?",
           "Do you sell oil pastels?", "¿Tenéis papel de grabado?", "¿Hacéis descuentos en Black Friday?",
           "Are your workshops suitable for people with visual impairment?", "Does the Santa Cruz shop have toilets for customers?",
           "What is the Las Palmas store's Wi-Fi password?", "Is the Craftia One quiet enough to use at night?",
           "¿Cuántos metros de vinilo textil hay en el rollo?", "Can I rent an easel for a weekend?",
           "Do you offer online painting classes?", "What is the CEO's name?", "¿El caballete de mesa se puede inclinar?",
           "What does the 80x100 cotton canvas weigh?",
           "How heavy is the Craftia One?"]:
    Q(qq, c, ans=False)

# ---------------- OTHER LANGUAGES ----------------
c = "other_language"
Q("Combien coûte la livraison aux îles Canaries ?", c, [eur("9.95")], lang="fr", req=[S_ES], allow=[S_EN], ev=[E("policy:envios", "El envío a Canarias cuesta 9,95 € y tarda de 5 a 8 días laborables.")])
Q("Est-ce que le vernis en spray est inflammable ?", c, [["inflamable", "inflammable", "flammable"]], pol="yes", lang="fr", req=[P("barniz-spray-400")], disc=["aerosol", "ventilacion"],
  ev=[E("product:barniz-spray-400", "true")])
Q("Ist der Laden in Santa Cruz de Tenerife am Sonntag geöffnet?", c, [t("10:00"), t("14:00")], pol="yes", lang="de", req=[SCT], ev=[E("location:loc_tfe_santacruz", "10:00-14:00")])
Q("Wie lange habe ich Zeit, um etwas zurückzugeben?", c, [["30"]], lang="de", req=[R_ES], allow=[R_EN], ev=[E("policy:devoluciones", "Tienes 30 días naturales desde la entrega o desde la compra en tienda para devolver cualquier producto sin usar y en su embalaje original.")])
Q("Quanto costa il set di acquerelli da 24 mezze pastiglie?", c, [eur("32.00")], lang="it", req=[P("acuarela-pastillas-24")], ev=[E("product:acuarela-pastillas-24", "32.00")])
Q("Fazem envios para Portugal?", c, [eur("12.95")], pol="yes", lang="pt", req=[S_ES], allow=[S_EN], ev=[E("policy:envios", "Enviamos a Portugal y Francia por 12,95 €, con entrega en 4 a 7 días laborables.")])
Q("Le magasin de Barcelone fait-il de l'encadrement ?", c, [["oui", "yes", "sí"]], pol="yes", lang="fr", req=[GRA], ev=[E("location:loc_bcn_gracia", "Taller de enmarcación / Framing workshop")])
Q("Gibt es Rabatt für Kunststudenten?", c, [["10"]], pol="yes", lang="de", req=[FAQ("descuento-estudiantes")], allow=[FAQ("student-discount")],
  ev=[E("faq:descuento-estudiantes", "Si estudias Bellas Artes, Diseño o en una escuela de arte, te hacemos un 10 % en tienda al enseñar tu carné de estudiante vigente.")])
