# ---------------- PRODUCTS ----------------
c = "product"
Q("¿Cuántos tubos trae el set de acrílicos estudio y de cuántos ml son?", c,
  [["12"], ["22 ml", "22ml"]], req=[P("acrilico-estudio-set-12")], allow=[P("acrilico-estudio-tubo-22")],
  ev=[E("product:acrilico-estudio-set-12", "12"), E("product:acrilico-estudio-set-12", "22")])
Q("Does the Studio Acrylic Set come with brushes?", c, [["no", "not include", "doesn't include", "does not include"]], pol="no",
  req=[P("acrilico-estudio-set-12")], allow=[P("pinceles-sinteticos-10")], ev=[E("product:acrilico-estudio-set-12", "false")])
Q("is the studio acrylic set on sale? how much was it before", c, [eur("24.95"), eur("29.95")], pol="yes",
  req=[P("acrilico-estudio-set-12")], ev=[E("product:acrilico-estudio-set-12", "24.95"), E("product:acrilico-estudio-set-12", "29.95")])
Q("¿Cuánto cuesta un tubo suelto de acrílico estudio para reponer el blanco del set?", c, [eur("2.40")],
  req=[P("acrilico-estudio-tubo-22")], allow=[P("acrilico-estudio-set-12")], ev=[E("variant:acrilico-estudio-tubo-22-blanco", "2.40")])
Q("Can I buy the ultramarine blue studio acrylic refill tube online right now?", c, [["out of stock", "not in stock", "sold out", "agotado"]], pol="no",
  req=[P("acrilico-estudio-tubo-22")], ev=[E("variant:acrilico-estudio-tubo-22-azul", "out_of_stock")])
Q("El negro marte del tubo estudio 22 ml, ¿está disponible?", c, [["backorder", "bajo pedido", "reserva", "encargo", "back order", "back-order"]],
  req=[P("acrilico-estudio-tubo-22")], ev=[E("variant:acrilico-estudio-tubo-22-negro", "backorder")])
Q("Are the refill tubes the same size as the tubes in the 12-tube studio set?", c, [["22 ml", "22ml"]], pol="yes",
  req=[P("acrilico-estudio-tubo-22")], allow=[P("acrilico-estudio-set-12")],
  ev=[E("product:acrilico-estudio-tubo-22", "Tubo suelto de acrílico de calidad estudio de 22 ml: los mismos colores del Set Acrílicos Estudio 12 × 22 ml, para reponer los que se acaban.")])
Q("How big is a tube of the professional artist acrylic?", c, [["75 ml", "75ml"]], req=[P("acrilico-artista-75")], disc=["cadmio"],
  ev=[E("product:acrilico-artista-75", "75")])
Q("¿Cuánto vale el rojo de cadmio medio en acrílico artista?", c, [eur("12.90")], req=[P("acrilico-artista-75")], disc=["cadmio"],
  ev=[E("variant:acrilico-artista-75-rojo-cadmio", "12.90")])
Q("is the phthalo blue artist acrylic cheaper than the cadmium colours", c, [eur("9.90"), eur("12.90")], pol="yes",
  req=[P("acrilico-artista-75")], disc=["cadmio"], ev=[E("variant:acrilico-artista-75-azul-ftalo", "9.90"), E("variant:acrilico-artista-75-rojo-cadmio", "12.90")])
Q("Can my 10-year-old use the Professional Artist Acrylic?", c, [["14"]], pol="no", req=[P("acrilico-artista-75")], disc=["cadmio"],
  allow=[P("pintura-lavable-peques")], ev=[E("product:acrilico-artista-75", "14")])
Q("¿El blanco titanio del acrílico artista de 75 ml se puede pedir ya?", c, [["preventa", "reserva", "preorder", "pre-order", "pre-pedido", "prepedido"]],
  req=[P("acrilico-artista-75")], disc=["cadmio"], ev=[E("variant:acrilico-artista-75-blanco", "preorder")])
Q("What lightfastness rating do the artist acrylics have?", c, [["ASTM I"]], req=[P("acrilico-artista-75")], disc=["cadmio"],
  allow=[P("acrilico-estudio-set-12")], ev=[E("product:acrilico-artista-75", "ASTM I")])
Q("¿La pintura lavable Peques sale de la ropa?", c, [["agua y jabón", "jabón"]], pol="yes", req=[P("pintura-lavable-peques")], disc=["en71"],
  ev=[E("product:pintura-lavable-peques", "Sale de la ropa y de la piel con agua y jabón.")])
Q("From what age is the Peques washable kids paint?", c, [["3"]], req=[P("pintura-lavable-peques")], disc=["en71"],
  ev=[E("product:pintura-lavable-peques", "3")])
Q("Is the kids' washable paint suitable for my 2 year old?", c, [["3"]], pol="no", req=[P("pintura-lavable-peques")], disc=["en71"],
  ev=[E("product:pintura-lavable-peques", "Atención: no apto para menores de 3 años. Usar bajo la vigilancia de un adulto. / Warning: not suitable for children under 3 years. Use under adult supervision.")])
Q("How much paint is in each bottle of the Peques set and how many bottles?", c, [["250 ml", "250ml"], ["6"]], req=[P("pintura-lavable-peques")], disc=["en71"],
  ev=[E("product:pintura-lavable-peques", "250"), E("product:pintura-lavable-peques", "6")])
Q("¿La pintura infantil Peques es tóxica?", c, [["no tóxica", "no es tóxica", "non-toxic", "no-tóxica", "no toxica"]], pol="no", req=[P("pintura-lavable-peques")], disc=["en71"],
  ev=[E("product:pintura-lavable-peques", "true")])
Q("what safety standard does the peques paint meet", c, [["EN 71-3", "EN71-3", "EN 71"]], req=[P("pintura-lavable-peques")], disc=["en71"],
  ev=[E("product:pintura-lavable-peques", "EN 71-3")])
Q("Can I clean my oil paint brushes with water?", c, [["solvent", "linseed", "disolvente", "linaza"]], pol="no", req=[P("oleo-artista-set-10")],
  allow=[P("disolvente-inodoro-500")], ev=[E("product:oleo-artista-set-10", "Thin and clean with solvent or linseed oil, not water.")])
Q("¿El set de óleo trae disolvente?", c, [["no"]], pol="no", req=[P("oleo-artista-set-10")], allow=[P("disolvente-inodoro-500")],
  ev=[E("product:oleo-artista-set-10", "false")])
Q("How long do the artist oils take to dry to the touch?", c, [["2 to 5 days", "2-5 days", "two to five days", "2 a 5 días", "de 2 a 5"]], req=[P("oleo-artista-set-10")],
  ev=[E("product:oleo-artista-set-10", "de 2 a 5 días / 2 to 5 days")])
Q("precio set oleo artista 10 tubos", c, [eur("39.90")], req=[P("oleo-artista-set-10")], ev=[E("product:oleo-artista-set-10", "39.90")])
Q("How many half pans are in the watercolour travel tin and does it have a brush?", c, [["24"], ["water brush", "pincel de depósito", "waterbrush"]], pol=None,
  req=[P("acuarela-pastillas-24")], ev=[E("product:acuarela-pastillas-24", "24"), E("product:acuarela-pastillas-24", "pincel de depósito")])
Q("¿Cuánto pesa la caja de acuarelas de 24 pastillas?", c, [["210 g", "210g", "210 gramos"]], req=[P("acuarela-pastillas-24")], ev=[E("product:acuarela-pastillas-24", "210")])
Q("Is the watercolour half-pan set small enough for travelling?", c, [["yes"]], pol="yes", req=[P("acuarela-pastillas-24")], ev=[E("product:acuarela-pastillas-24", "true")])
Q("Can I refill the empty pans of my 24 half-pan watercolour set with your tube watercolours?", c, [["15 ml", "15ml"]], pol="yes",
  req=[P("acuarela-tubo-15")], allow=[P("acuarela-pastillas-24")],
  ev=[E("product:acuarela-tubo-15", "Artist Watercolour Tube, 15 ml; can be used to refill the empty half pans of the 24 half-pan set.")])
Q("¿Cuánto más caro es el azul cobalto en tubo que la siena tostada?", c, [eur("11.50"), eur("7.80")], req=[P("acuarela-tubo-15")],
  ev=[E("variant:acuarela-tubo-15-azul-cobalto", "11.50"), E("variant:acuarela-tubo-15-siena", "7.80")])
Q("Is Indian yellow watercolour in stock online?", c, [["out of stock", "sold out", "not in stock"]], pol="no", req=[P("acuarela-tubo-15")],
  ev=[E("variant:acuarela-tubo-15-amarillo-indio", "out_of_stock")])
Q("¿El disolvente inodoro huele?", c, [["inodoro", "no huele", "sin olor", "odourless"]], pol="no", req=[P("disolvente-inodoro-500")], disc=["inflamable", "ventilacion"],
  ev=[E("product:disolvente-inodoro-500", "true")])
Q("Is the odourless solvent safe to use in a small room with the windows shut?", c, [["ventilated", "ventilación", "ventilados"]], pol="no",
  req=[P("disolvente-inodoro-500")], disc=["inflamable", "ventilacion"],
  ev=[E("product:disolvente-inodoro-500", "Utilizar únicamente en exteriores o en lugares bien ventilados. / Use only outdoors or in a well-ventilated area.")])
Q("How much is the 500 ml odourless solvent?", c, [eur("8.95")], req=[P("disolvente-inodoro-500")], disc=["inflamable", "ventilacion"], ev=[E("product:disolvente-inodoro-500", "8.95")])
Q("¿El disolvente es inflamable?", c, [["inflamable", "flammable"]], pol="yes", req=[P("disolvente-inodoro-500")], disc=["inflamable", "ventilacion"],
  ev=[E("product:disolvente-inodoro-500", "PELIGRO: líquido y vapores inflamables. Puede ser mortal en caso de ingestión y penetración en las vías respiratorias. Mantener alejado del calor y de las llamas. / DANGER: Flammable liquid and vapour. May be fatal if swallowed and enters airways. Keep away from heat and flames.")])
Q("Can you send the odourless solvent to my address in Lanzarote?", c, [["mainland", "Península", "peninsula"]], pol="no", req=[P("disolvente-inodoro-500")],
  allow=[POL("shipping"), POL("envios")], disc=["inflamable", "ventilacion"],
  ev=[E("product:disolvente-inodoro-500", "solo Península / mainland Spain only"), E("policy:shipping", "We do not ship them to the Balearic Islands, the Canary Islands, Ceuta, Melilla or abroad: you can buy them in our stores.")])
Q("What finishes does the spray varnish come in?", c, [["gloss", "brillante"], ["matt", "mate", "matte"], ["satin", "satinado"]], req=[P("barniz-spray-400")], disc=["aerosol", "ventilacion"],
  ev=[E("variant:barniz-spray-400-brillante", "Brillante / Gloss"), E("variant:barniz-spray-400-mate", "Mate / Matt"), E("variant:barniz-spray-400-satinado", "Satinado / Satin")])
Q("Does the spray varnish protect against UV?", c, [["yes", "UV"]], pol="yes", req=[P("barniz-spray-400")], disc=["aerosol", "ventilacion"], ev=[E("product:barniz-spray-400", "true")])
Q("¿Puedo barnizar con el spray en la terraza a 8 grados en invierno?", c, [["15"]], pol="no", req=[P("barniz-spray-400")], disc=["aerosol", "ventilacion"],
  ev=[E("product:barniz-spray-400", "15")])
Q("What temperature range should I apply the Final spray varnish in?", c, [["15"], ["25"]], req=[P("barniz-spray-400")], disc=["aerosol", "ventilacion"],
  ev=[E("product:barniz-spray-400", "15"), E("product:barniz-spray-400", "25")])
Q("¿El barniz satinado en spray está agotado online?", c, [["agotado", "sin stock", "out of stock", "no está disponible", "no hay stock"]], pol="yes", req=[P("barniz-spray-400")], disc=["aerosol", "ventilacion"],
  ev=[E("variant:barniz-spray-400-satinado", "out_of_stock")])
Q("Is the liquid acrylic varnish flammable like the spray one?", c, [["non-flammable", "not flammable", "no inflamable", "isn't flammable", "is not flammable"]], pol="no",
  req=[P("barniz-acrilico-liquido-250")], allow=[P("barniz-spray-400")],
  ev=[E("product:barniz-acrilico-liquido-250", "Odourless and non-flammable.")])
Q("I want a varnish I can brush on over acrylic without fumes — what do you have and how much is it?", c, [eur("9.80")], req=[P("barniz-acrilico-liquido-250")],
  allow=[P("barniz-spray-400")], ev=[E("product:barniz-acrilico-liquido-250", "Liquid Acrylic Varnish 250 ml: water-based brush-on varnish for acrylic paintings. Odourless and non-flammable."), E("variant:barniz-acrilico-liquido-250-brillante", "9.80")])
Q("¿El barniz acrílico líquido sirve para óleo?", c, [["acrílico", "acrylic"]], pol="no", req=[P("barniz-acrilico-liquido-250")], allow=[P("barniz-spray-400")],
  ev=[E("product:barniz-acrilico-liquido-250", "acrílico / acrylic")])
Q("Does the Precision Craft Knife Pro come with spare blades?", c, [["1"]], pol="no", req=[P("cuter-precision-pro")], allow=[P("cuchillas-n11-10")], disc=["afilado"],
  ev=[E("product:cuter-precision-pro", "1 cuchilla n.º 11 montada")])
Q("¿Qué cuchilla usa el cúter de precisión?", c, [["11"]], req=[P("cuter-precision-pro")], allow=[P("cuchillas-n11-10")], disc=["afilado"],
  ev=[E("product:cuter-precision-pro", "n.º 11 / No. 11")])
Q("How many blades come in a pack of the No. 11 replacement blades and what do they cost?", c, [["10"], eur("4.20")], req=[P("cuchillas-n11-10")], disc=["afilado"],
  ev=[E("product:cuchillas-n11-10", "10"), E("product:cuchillas-n11-10", "4.20")])
Q("Will the No. 11 replacement blades fit my Craftia One cutting machine?", c, [["no"]], pol="no", req=[P("cuchillas-n11-10")], allow=[P("craftia-one")], disc=["afilado"],
  ev=[E("product:cuchillas-n11-10", "Not for Craftia cutting machines.")])
Q("¿Las cuchillas del 11 son de acero inoxidable?", c, [["carbono", "carbon"]], pol="no", req=[P("cuchillas-n11-10")], disc=["afilado"],
  ev=[E("product:cuchillas-n11-10", "acero al carbono / carbon steel")])
Q("What's the tallest canvas the aluminium field easel can hold?", c, [["120 cm", "120cm", "1.2 m", "1,2 m"]], req=[P("caballete-campo-aluminio")], ev=[E("product:caballete-campo-aluminio", "120")])
Q("Can the field easel hold a 150 cm tall canvas?", c, [["120"]], pol="no", req=[P("caballete-campo-aluminio")], allow=[P("caballete-estudio-h")], ev=[E("product:caballete-campo-aluminio", "120")])
Q("¿El caballete de campo se puede usar al aire libre?", c, [["exterior", "aire libre", "outdoor"]], pol="yes", req=[P("caballete-campo-aluminio")],
  ev=[E("product:caballete-campo-aluminio", "exterior e interior / outdoor and indoor")])
Q("how heavy is the aluminium field easel and does it come with a bag", c, [["2.1", "2,1"], ["bag", "bolsa"]], req=[P("caballete-campo-aluminio")],
  ev=[E("product:caballete-campo-aluminio", "2.1"), E("product:caballete-campo-aluminio", "true")])
Q("What height can the field easel be adjusted to?", c, [["55"], ["170"]], req=[P("caballete-campo-aluminio")], ev=[E("product:caballete-campo-aluminio", "55"), E("product:caballete-campo-aluminio", "170")])
Q("Can I order the Beech H-Frame Studio Easel online?", c, [["in store", "stores only", "tienda"]], pol="no", req=[P("caballete-estudio-h")],
  ev=[E("product:caballete-estudio-h", "Sold in stores only because of its size.")])
Q("¿El caballete de estudio H tiene ruedas?", c, [["no"]], pol="no", req=[P("caballete-estudio-h")], ev=[E("product:caballete-estudio-h", "false")])
Q("Could I take the beech H-frame easel outside to paint in the garden?", c, [["indoor", "interior"]], pol="no", req=[P("caballete-estudio-h")], allow=[P("caballete-campo-aluminio")],
  ev=[E("product:caballete-estudio-h", "interior / indoor")])
Q("How much does the studio H easel weigh and what's the max canvas height?", c, [["18 kg", "18kg", "18 kilos"], ["150"]], req=[P("caballete-estudio-h")],
  ev=[E("product:caballete-estudio-h", "18"), E("product:caballete-estudio-h", "150")])
Q("Will a 60 cm tall canvas fit on the pine table easel?", c, [["50"]], pol="no", req=[P("caballete-mesa-pino")], ev=[E("product:caballete-mesa-pino", "50")])
Q("¿Cuál es el caballete más barato que tenéis?", c, [eur("19.90")], req=[P("caballete-mesa-pino")], allow=[P("caballete-campo-aluminio"), P("caballete-estudio-h")],
  ev=[E("product:caballete-mesa-pino", "19.90")])
Q("Does the Craftia One come with a cutting mat?", c, [["no"]], pol="no", req=[P("craftia-one")], allow=[P("craftia-one-kit")],
  ev=[E("product:craftia-one", "Sold on its own, without a cutting mat.")])
Q("Does the Craftia One Starter Kit include cutting mats?", c, [["2"]], pol="yes", req=[P("craftia-one-kit")], allow=[P("craftia-one")],
  ev=[E("product:craftia-one-kit", "2 tapetes de corte de 30 × 30 cm")])
Q("¿Qué diferencia de precio hay entre la Craftia One sola y el kit de inicio?", c, [eur("229.00"), eur("279.00")], req=[P("craftia-one"), P("craftia-one-kit")],
  ev=[E("product:craftia-one", "229.00"), E("product:craftia-one-kit", "279.00")])
Q("How wide a material can the Craftia One cut?", c, [["30 cm", "30cm"]], req=[P("craftia-one")], allow=[P("craftia-one-kit")], ev=[E("product:craftia-one", "30")])
Q("Can the Craftia One cut a 5 metre long vinyl banner in one go?", c, [["3 m", "3m", "3 metres", "3 meters", "3 metros"]], pol="no", req=[P("craftia-one")], allow=[P("craftia-one-kit")],
  ev=[E("product:craftia-one", "3")])
Q("¿La Craftia One se conecta por Bluetooth?", c, [["bluetooth"]], pol="yes", req=[P("craftia-one")], allow=[P("craftia-one-kit")], ev=[E("product:craftia-one", "Bluetooth")])
Q("is the craftia starter kit discounted", c, [eur("279.00"), eur("309.00")], pol="yes", req=[P("craftia-one-kit")], ev=[E("product:craftia-one-kit", "279.00"), E("product:craftia-one-kit", "309.00")])
Q("Does the Craftia kit come with any vinyl?", c, [["10"]], pol="yes", req=[P("craftia-one-kit")], ev=[E("product:craftia-one-kit", "pack de vinilo de 10 hojas")])
Q("What's the cutting force of the Craftia One?", c, [["400 g", "400g", "400 gramos", "400 grams"]], req=[P("craftia-one")], allow=[P("craftia-one-kit")], ev=[E("product:craftia-one", "400")])
Q("Is the permanent adhesive vinyl ok for a mug that goes in the dishwasher?", c, [["dishwasher", "lavavajillas"]], pol="no", req=[P("vinilo-adhesivo-10")],
  ev=[E("product:vinilo-adhesivo-10", "resistente a la lluvia, no apto para lavavajillas / rain resistant, not dishwasher safe")])
Q("¿El vinilo adhesivo aguanta la lluvia si lo pongo en el buzón?", c, [["lluvia", "rain"]], pol="yes", req=[P("vinilo-adhesivo-10")],
  ev=[E("product:vinilo-adhesivo-10", "resistente a la lluvia, no apto para lavavajillas / rain resistant, not dishwasher safe")])
Q("How long does the adhesive vinyl last outdoors?", c, [["5 years", "5 años", "five years"]], req=[P("vinilo-adhesivo-10")], ev=[E("product:vinilo-adhesivo-10", "5")])
Q("If I buy 2 metres of the heat transfer vinyl and cut it wrong, can I return it?", c, [["final sale", "venta final"]], pol="no", req=[P("vinilo-textil-metro")],
  allow=[POL("returns"), POL("devoluciones")], ev=[E("product:vinilo-textil-metro", "Heat-Transfer Vinyl cut by the metre from the roll; price per metre; cut to length, so final sale.")])
Q("¿A qué temperatura se plancha el vinilo textil y a cuántos grados se puede lavar la prenda?", c, [["150"], ["40"]], req=[P("vinilo-textil-metro")],
  ev=[E("product:vinilo-textil-metro", "plancha a 150 °C / iron at 150 °C"), E("product:vinilo-textil-metro", "40")])
Q("price per metre of textile vinyl?", c, [eur("7.50")], req=[P("vinilo-textil-metro")], ev=[E("product:vinilo-textil-metro", "7.50")])
Q("Can I order a custom-cut mount board online?", c, [["in store", "en tienda"]], pol="no", req=[P("paspartu-medida")],
  ev=[E("product:paspartu-medida", "Custom-Cut Mount Board (passe-partout), acid-free, cut to your artwork's size up to 50 × 70 cm; ordered in store, ready in 2 working days. Final sale.")])
Q("¿Cuál es el tamaño máximo del paspartú a medida?", c, [["50 × 70", "50x70", "50 x 70"]], req=[P("paspartu-medida")], ev=[E("product:paspartu-medida", "50 × 70")])
Q("Is the custom passe-partout acid free?", c, [["yes", "acid-free", "acid free"]], pol="yes", req=[P("paspartu-medida")], ev=[E("product:paspartu-medida", "true")])
Q("What sizes does the stretched cotton canvas come in?", c, [["20 × 20", "20x20", "20 x 20"], ["30 × 40", "30x40", "30 x 40"], ["50 × 70", "50x70", "50 x 70"], ["80 × 100", "80x100", "80 x 100"]],
  req=[P("lienzo-algodon")], ev=[E("variant:lienzo-algodon-20x20", "20 × 20 cm"), E("variant:lienzo-algodon-30x40", "30 × 40 cm"), E("variant:lienzo-algodon-50x70", "50 × 70 cm"), E("variant:lienzo-algodon-80x100", "80 × 100 cm")])
Q("¿Cuánto cuesta el lienzo de algodón de 80 × 100?", c, [eur("24.90")], req=[P("lienzo-algodon")], ev=[E("variant:lienzo-algodon-80x100", "24.90")])
Q("Is the 50x70 cotton canvas available to order online?", c, [["out of stock", "sold out", "not in stock"]], pol="no", req=[P("lienzo-algodon")], ev=[E("variant:lienzo-algodon-50x70", "out_of_stock")])
Q("Are your cotton canvases already primed, can I paint oils straight on?", c, [["primed", "imprimación", "imprimado"]], pol="yes", req=[P("lienzo-algodon")], allow=[P("lienzo-lino")],
  ev=[E("product:lienzo-algodon", "Stretched Cotton Canvas: 100% cotton on a pine stretcher, universally primed for oil and acrylic.")])
Q("Which canvas has the deeper stretcher, the cotton or the linen one?", c, [["38"], ["17"]], req=[P("lienzo-lino"), P("lienzo-algodon")],
  ev=[E("product:lienzo-lino", "38"), E("product:lienzo-algodon", "17")])
Q("¿El lienzo de lino profesional se puede usar con acrílico?", c, [["óleo", "oil"]], req=[P("lienzo-lino")], allow=[P("lienzo-algodon")],
  ev=[E("product:lienzo-lino", "para óleo / for oil")])
Q("price of the 60x80 linen canvas", c, [eur("39.00")], req=[P("lienzo-lino")], ev=[E("variant:lienzo-lino-60x80", "39.00")])
Q("How many sheets does the hardcover sketchbook have, and what weight is the paper?", c, [["80"], ["120"]], req=[P("cuaderno-bocetos")],
  ev=[E("product:cuaderno-bocetos", "80"), E("product:cuaderno-bocetos", "120")])
Q("¿Puedo usar acuarela en el cuaderno de bocetos de tapa dura?", c, [["no"]], pol="no", req=[P("cuaderno-bocetos")], allow=[P("bloc-acuarela-300")],
  ev=[E("product:cuaderno-bocetos", "false")])
Q("Is the A3 sketchbook in stock?", c, [["out of stock", "not in stock", "sold out"]], pol="no", req=[P("cuaderno-bocetos")], ev=[E("variant:cuaderno-bocetos-a3", "out_of_stock")])
Q("Is the sketchbook paper acid free?", c, [["yes", "acid-free", "acid free"]], pol="yes", req=[P("cuaderno-bocetos")], ev=[E("product:cuaderno-bocetos", "true")])
Q("A5 sketchbook price?", c, [eur("8.90")], req=[P("cuaderno-bocetos")], ev=[E("variant:cuaderno-bocetos-a5", "8.90")])
Q("¿El bloc de acuarela de 300 g es de algodón?", c, [["100"]], pol="yes", req=[P("bloc-acuarela-300")], ev=[E("product:bloc-acuarela-300", "100")])
Q("Is the 300gsm watercolour pad hot pressed or cold pressed?", c, [["cold pressed", "cold-pressed", "prensado en frío", "grano fino"]], req=[P("bloc-acuarela-300")],
  ev=[E("product:bloc-acuarela-300", "grano fino (prensado en frío) / cold pressed")])
Q("How many sheets in the watercolour block and is it glued all round?", c, [["12"], ["4"]], req=[P("bloc-acuarela-300")],
  ev=[E("product:bloc-acuarela-300", "12"), E("product:bloc-acuarela-300", "4")])
Q("Which cartridges fit the Lumen fountain pen?", c, [["international"]], req=[P("pluma-lumen")], allow=[P("cartuchos-internacionales-6"), FAQ("ink-cartridges")],
  ev=[E("product:pluma-lumen", "cartucho internacional corto / standard international short")])
Q("¿La pluma Lumen trae convertidor?", c, [["no"]], pol="no", req=[P("pluma-lumen")], allow=[P("convertidor-internacional")], ev=[E("product:pluma-lumen", "false")])
Q("Can I buy the Lumen pen with an extra fine nib online?", c, [["out of stock", "sold out", "not in stock"]], pol="no", req=[P("pluma-lumen")], ev=[E("variant:pluma-lumen-ef", "out_of_stock")])
Q("What nib sizes does the Lumen come in and what's the price?", c, [["EF"], ["F"], ["M"], eur("34.00")], req=[P("pluma-lumen")],
  ev=[E("variant:pluma-lumen-f", "Plumín F / Fine nib"), E("variant:pluma-lumen-m", "Plumín M / Medium nib"), E("variant:pluma-lumen-ef", "Plumín EF / Extra fine nib"), E("variant:pluma-lumen-f", "34.00")])
Q("what is the lumen pen made of", c, [["brass", "latón"]], req=[P("pluma-lumen")], ev=[E("product:pluma-lumen", "latón lacado / lacquered brass")])
Q("Will the standard international cartridges work in the Alfa school pen?", c, [["Alfa cartridges", "cartuchos Alfa"]], pol="no",
  req=[P("cartuchos-internacionales-6")], allow=[P("pluma-alfa-escolar"), P("cartuchos-alfa-5"), FAQ("ink-cartridges"), FAQ("cartuchos")],
  ev=[E("product:cartuchos-internacionales-6", "Standard International Short Ink Cartridges, box of 6; fit the Lumen Fountain Pen, not the Alfa School Fountain Pen.")])
Q("¿Hay Pluma Escolar Alfa para zurdos?", c, [["zurdos", "left-handed"]], pol="yes", req=[P("pluma-alfa-escolar")], ev=[E("variant:pluma-alfa-escolar-zurdos", "Zurdos / Left-handed")])
Q("Can I use bottled ink in the Alfa school pen with a converter?", c, [["no"]], pol="no", req=[P("pluma-alfa-escolar")], allow=[P("convertidor-internacional"), P("tinta-frasco-50")],
  ev=[E("product:pluma-alfa-escolar", "false")])
Q("What age is the Alfa school fountain pen for?", c, [["6"]], req=[P("pluma-alfa-escolar")], ev=[E("product:pluma-alfa-escolar", "6")])
Q("¿Los cartuchos Alfa se pueden borrar?", c, [["borrable", "erasable"]], pol="yes", req=[P("cartuchos-alfa-5")], ev=[E("product:cartuchos-alfa-5", "azul borrable / erasable blue")])
Q("how many cartridges in a box of alfa cartridges and how much", c, [["5"], eur("2.50")], req=[P("cartuchos-alfa-5")], ev=[E("product:cartuchos-alfa-5", "5"), E("product:cartuchos-alfa-5", "2.50")])
Q("Will Alfa cartridges fit my Lumen fountain pen?", c, [["no"]], pol="no", req=[P("cartuchos-alfa-5")], allow=[P("pluma-lumen"), P("cartuchos-internacionales-6"), FAQ("ink-cartridges")],
  ev=[E("product:cartuchos-alfa-5", "Alfa Cartridges, box of 5, erasable blue ink, for the Alfa School Fountain Pen only.")])
Q("What do I need to use the sepia bottled ink in my Lumen pen?", c, [["converter", "convertidor"]], req=[P("tinta-frasco-50")], allow=[P("convertidor-internacional"), P("pluma-lumen")],
  ev=[E("product:tinta-frasco-50", "Fountain Pen Ink 50 ml bottle, water-based; a converter is needed to use it in a cartridge pen.")])
Q("¿La tinta de frasco es resistente al agua?", c, [["no"]], pol="no", req=[P("tinta-frasco-50")], ev=[E("product:tinta-frasco-50", "false")])
Q("How much does the international converter hold?", c, [["0.7", "0,7"]], req=[P("convertidor-internacional")], ev=[E("product:convertidor-internacional", "0.7")])
Q("Are the 48 colouring pencils watercolour pencils?", c, [["no"]], pol="no", req=[P("lapices-colores-48")], allow=[P("lapices-acuarelables-24")], ev=[E("product:lapices-colores-48", "false")])
Q("¿Los lápices acuarelables traen pincel?", c, [["sí", "si", "pincel"]], pol="yes", req=[P("lapices-acuarelables-24")], ev=[E("product:lapices-acuarelables-24", "true")])
Q("How many pencils in the watercolour pencil set?", c, [["24"]], req=[P("lapices-acuarelables-24")], ev=[E("product:lapices-acuarelables-24", "24")])
Q("Is the 10 synthetic brush set vegan?", c, [["yes", "vegan", "no animal hair"]], pol="yes", req=[P("pinceles-sinteticos-10")], ev=[E("product:pinceles-sinteticos-10", "true")])
Q("¿El pincel Kolinsky n.º 8 es vegano?", c, [["no", "marta"]], pol="no", req=[P("pincel-kolinsky-8")], allow=[P("pinceles-sinteticos-10")], ev=[E("product:pincel-kolinsky-8", "false")])
Q("How much is the Kolinsky sable brush?", c, [eur("42.00")], req=[P("pincel-kolinsky-8")], ev=[E("product:pincel-kolinsky-8", "42.00")])
Q("Do I need a kiln for the air-dry clay?", c, [["no"]], pol="no", req=[P("arcilla-secado-aire-1kg")], ev=[E("product:arcilla-secado-aire-1kg", "false")])
Q("¿Cuánto tarda en secar la arcilla de secado al aire?", c, [["24"]], req=[P("arcilla-secado-aire-1kg")], ev=[E("product:arcilla-secado-aire-1kg", "24")])
Q("Can a 5-year-old use the air dry clay?", c, [["6"]], pol="no", req=[P("arcilla-secado-aire-1kg")], ev=[E("product:arcilla-secado-aire-1kg", "6")])
Q("What values does the digital gift card come in?", c, [["20"], ["50"], ["100"]], req=[P("tarjeta-regalo-digital")], allow=[P("tarjeta-regalo-fisica")],
  ev=[E("variant:tarjeta-regalo-digital-20", "20.00"), E("variant:tarjeta-regalo-digital-50", "50.00"), E("variant:tarjeta-regalo-digital-100", "100.00")])
Q("¿Puedo usar la tarjeta regalo física en la web?", c, [["tienda", "no"]], pol="no", req=[P("tarjeta-regalo-fisica")], allow=[P("tarjeta-regalo-digital"), FAQ("tarjetas-regalo")],
  ev=[E("product:tarjeta-regalo-fisica", "Tarjeta regalo de cartón con sobre, a la venta solo en nuestras tiendas y canjeable solo en tienda, no online.")])
Q("Does the digital gift card expire?", c, [["24 months", "24 meses", "two years", "2 years"]], pol="yes", req=[P("tarjeta-regalo-digital")], allow=[FAQ("gift-cards")],
  ev=[E("product:tarjeta-regalo-digital", "24")])
Q("Can I buy the physical gift card on your website?", c, [["store", "tienda"]], pol="no", req=[P("tarjeta-regalo-fisica")], allow=[FAQ("gift-cards"), P("tarjeta-regalo-digital")],
  ev=[E("product:tarjeta-regalo-fisica", "Pigmento Physical Gift Card: card with envelope, sold and redeemable in our stores only, not online; expires after 24 months.")])
Q("Is the digital gift card usable in your shops too?", c, [["yes", "store", "tienda"]], pol="yes", req=[P("tarjeta-regalo-digital")], allow=[FAQ("gift-cards")],
  ev=[E("product:tarjeta-regalo-digital", "en tienda / in store")])
# comparisons / similar pairs
Q("What's the difference between the Studio acrylic set and the Professional Artist acrylic?", c, [["22"], ["75"]], req=[P("acrilico-estudio-set-12"), P("acrilico-artista-75")],
  disc=["cadmio"], ev=[E("product:acrilico-estudio-set-12", "22"), E("product:acrilico-artista-75", "75"), E("product:acrilico-artista-75", "artista / artist")])
Q("For a kindergarten class, the Peques washable paint or the artist acrylics?", c, [["Peques"]], req=[P("pintura-lavable-peques")], allow=[P("acrilico-artista-75")],
  disc=["en71", "cadmio"], ev=[E("product:pintura-lavable-peques", "3"), E("product:acrilico-artista-75", "14")])
Q("¿Qué lápices debo comprar si quiero difuminar el color con agua?", c, [["acuarelables"]], req=[P("lapices-acuarelables-24")], allow=[P("lapices-colores-48")],
  ev=[E("product:lapices-acuarelables-24", "true")])
Q("Which is lighter, the field easel or the table easel?", c, [["1.2", "1,2"], ["2.1", "2,1"]], req=[P("caballete-mesa-pino"), P("caballete-campo-aluminio")],
  ev=[E("product:caballete-mesa-pino", "1.2"), E("product:caballete-campo-aluminio", "2.1")])
Q("Do you sell a varnish that isn't an aerosol?", c, [["Barniz Acrílico Líquido", "Liquid Acrylic Varnish"]], pol="yes", req=[P("barniz-acrilico-liquido-250")], allow=[P("barniz-spray-400")],
  ev=[E("product:barniz-acrilico-liquido-250", "a pincel / brush-on")])
# ids-grounded
Q("how much is this?", c, [eur("4.20")], ids=["cuchillas-n11-10"], req=[P("cuchillas-n11-10")], disc=["afilado"], ev=[E("product:cuchillas-n11-10", "4.20")])
Q("¿esto se puede devolver?", c, [["venta final", "no"]], pol="no", ids=["paspartu-medida"], req=[P("paspartu-medida")], allow=[POL("devoluciones")],
  ev=[E("product:paspartu-medida", "Venta final.")])
Q("Is this one flammable?", c, [["no", "non-flammable"]], pol="no", ids=["BAR-LIQ-MAT"], req=[P("barniz-acrilico-liquido-250")], ev=[E("product:barniz-acrilico-liquido-250", "false")])
Q("what does this fit?", c, [["Lumen"]], ids=["CONV-INT"], req=[P("convertidor-internacional")], allow=[P("pluma-lumen")], ev=[E("product:convertidor-internacional", "Pluma Estilográfica Lumen")])
Q("is it in stock", c, [["in stock", "en stock", "disponible"]], pol="yes", ids=["lienzo-algodon-80x100"], req=[P("lienzo-algodon")], ev=[E("variant:lienzo-algodon-80x100", "in_stock")])
Q("¿Para qué técnicas sirve?", c, [["óleo", "oil"], ["acrílico", "acrylic"]], ids=["barniz-spray-400"], req=[P("barniz-spray-400")], disc=["aerosol", "ventilacion"],
  ev=[E("product:barniz-spray-400", "óleo / oil"), E("product:barniz-spray-400", "acrílico / acrylic")])
Q("What comes in the box?", c, [["cable", "USB-C"], ["adapter", "adaptador"]], ids=["CRA-ONE"], req=[P("craftia-one")],
  ev=[E("product:craftia-one", "cable USB-C"), E("product:craftia-one", "adaptador de corriente")])
# typos / lowercase
Q("whats the price of the kolinksy brush", c, [eur("42.00")], req=[P("pincel-kolinsky-8")], ev=[E("product:pincel-kolinsky-8", "42.00")])
Q("cuanto cuesta el caballete de campo de aluminio", c, [eur("54.00")], req=[P("caballete-campo-aluminio")], ev=[E("product:caballete-campo-aluminio", "54.00")])
Q("do u have washable paint for toddlers", c, [["3"]], req=[P("pintura-lavable-peques")], disc=["en71"], ev=[E("product:pintura-lavable-peques", "3")])
Q("is the odourless solvant flamable", c, [["flammable", "inflamable"]], pol="yes", req=[P("disolvente-inodoro-500")], disc=["inflamable", "ventilacion"],
  ev=[E("product:disolvente-inodoro-500", "true")])
Q("skecthbook a4 price", c, [eur("12.90")], req=[P("cuaderno-bocetos")], ev=[E("variant:cuaderno-bocetos-a4", "12.90")])
Q("el kit de la craftia trae cuchilla de repuesto?", c, [["repuesto", "spare"]], pol="yes", req=[P("craftia-one-kit")], ev=[E("product:craftia-one-kit", "cuchilla de repuesto")])
