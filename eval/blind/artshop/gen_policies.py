# ---------------- POLICIES & FAQ ----------------
c = "policy"
R_EN, R_ES = POL("returns"), POL("devoluciones")
S_EN, S_ES = POL("shipping"), POL("envios")
W_EN, W_ES = POL("warranty"), POL("garantia")
F_EN, F_ES = POL("framing"), POL("enmarcacion")
T_EN, T_ES = POL("workshops"), POL("talleres")
PR_EN, PR_ES = POL("privacy"), POL("privacidad")
D30 = ["30 days", "30-day", "thirty days", "30 calendar days", "30 días"]
D30ES = ["30 días", "treinta días", "30 days"]
# returns
Q("How long do I have to return something?", c, [D30], req=[R_EN], allow=[R_ES], ev=[E("policy:returns", "You have 30 calendar days from delivery, or from purchase in store, to return any unused product in its original packaging.")])
Q("¿Cuántos días tengo para devolver un producto?", c, [D30ES], req=[R_ES], allow=[R_EN], ev=[E("policy:devoluciones", "Tienes 30 días naturales desde la entrega o desde la compra en tienda para devolver cualquier producto sin usar y en su embalaje original.")])
Q("How quickly will I get my money back after a return?", c, [["14 days", "14-day", "fourteen days"]], req=[R_EN], allow=[R_ES],
  ev=[E("policy:returns", "We refund the amount to the same payment method within 14 days of receiving the product.")])
Q("¿El reembolso me lo hacéis en la tarjeta con la que pagué?", c, [["mismo método", "mismo medio", "método de pago"]], pol="yes", req=[R_ES], allow=[R_EN],
  ev=[E("policy:devoluciones", "Te devolvemos el importe en el mismo método de pago en un plazo máximo de 14 días desde que recibimos el producto.")])
Q("I bought a Christmas present on 1 December — until when can it be returned?", c, [["15 January", "January 15", "15 de enero", "15/01/2027", "2027-01-15"]], req=[R_EN], allow=[R_ES],
  ev=[E("policy:returns", "Purchases made between 16 November and 24 December 2026 can be returned until 15 January 2027.")])
Q("¿Hay ampliación del plazo de devolución por Navidad?", c, [["15 de enero", "15 January"]], pol="yes", req=[R_ES], allow=[R_EN],
  ev=[E("policy:devoluciones", "Las compras hechas entre el 16 de noviembre y el 24 de diciembre de 2026 se pueden devolver hasta el 15 de enero de 2027.")])
Q("Can I return custom framing if I don't like it?", c, [["final sale"]], pol="no", req=[R_EN], allow=[R_ES, F_EN, F_ES],
  ev=[E("policy:returns", "Items cut or made to measure are final sale and cannot be returned or exchanged, unless they have a manufacturing defect.")])
Q("Abrí un bote de pintura y no me gusta el color, ¿lo puedo devolver?", c, [["higiene", "no"]], pol="no", req=[R_ES], allow=[R_EN],
  ev=[E("policy:devoluciones", "Por higiene y seguridad, no se pueden devolver pinturas, tintas, barnices, disolventes ni arcilla que se hayan abierto o tengan el precinto roto.")])
Q("Can I return a gift card?", c, [["cannot", "can't", "no"]], pol="no", req=[R_EN], allow=[R_ES, FAQ("gift-cards")], ev=[E("policy:returns", "Gift cards cannot be returned.")])
Q("How much does it cost to send a return back by courier?", c, [eur("4.95")], req=[R_EN], allow=[R_ES],
  ev=[E("policy:returns", "Returning an order by courier costs €4.95, which is deducted from your refund.")])
Q("¿Tengo que pagar la devolución si el producto llegó roto?", c, [["gratuita", "gratis", "no"]], pol="no", req=[R_ES], allow=[R_EN],
  ev=[E("policy:devoluciones", "La devolución es gratuita si el producto llegó defectuoso o si nos equivocamos de artículo.")])
Q("Can I return an online order at one of your shops?", c, [["free", "any of our stores"]], pol="yes", req=[R_EN], allow=[R_ES],
  ev=[E("policy:returns", "You can also return for free at any of our stores, both online and in-store purchases; bring your receipt or order number.")])
Q("Can I post back an unopened can of spray varnish?", c, [["in store", "only"]], pol="no", req=[R_EN], allow=[R_ES, P("barniz-spray-400")],
  ev=[E("policy:returns", "Unopened solvents and spray varnishes can only be returned in store, never by courier.")])
Q("¿Qué necesito llevar para devolver en tienda?", c, [["ticket", "número de pedido"]], req=[R_ES], allow=[R_EN],
  ev=[E("policy:devoluciones", "También puedes devolver gratis en cualquiera de nuestras tiendas, tanto compras online como de tienda; trae el ticket o el número de pedido.")])
Q("If the mount board you cut for me has a defect, is it still final sale?", c, [["defect", "defecto"]], req=[R_EN], allow=[R_ES, P("paspartu-medida")],
  ev=[E("policy:returns", "Items cut or made to measure are final sale and cannot be returned or exchanged, unless they have a manufacturing defect.")])
# shipping
Q("How much is shipping within mainland Spain?", c, [eur("4.95")], req=[S_EN], allow=[S_ES], ev=[E("policy:shipping", "Standard shipping costs €4.95 and takes 2 to 4 working days.")])
Q("¿Cuánto tarda un pedido normal a Madrid?", c, [["2 a 4", "2-4", "dos a cuatro"]], req=[S_ES], allow=[S_EN], ev=[E("policy:envios", "El envío estándar cuesta 4,95 € y tarda de 2 a 4 días laborables.")])
Q("From how much is shipping free?", c, [["50"]], req=[S_EN], allow=[S_ES, FAQ("club")], ev=[E("policy:shipping", "It is free on orders over €50.")])
Q("What does express delivery cost and when do I need to order by?", c, [eur("8.95"), ["13:00", "1 pm", "1pm"]], req=[S_EN], allow=[S_ES],
  ev=[E("policy:shipping", "Express shipping costs €8.95 and delivers within 24 working hours if you order before 13:00 (Madrid time).")])
Q("¿Cuánto cuesta enviar a Canarias y cuánto tarda?", c, [eur("9.95"), ["5 a 8", "5-8"]], req=[S_ES], allow=[S_EN],
  ev=[E("policy:envios", "El envío a Canarias cuesta 9,95 € y tarda de 5 a 8 días laborables.")])
Q("I live in Tenerife, is shipping free if I spend 60 euros?", c, [["100"]], pol="no", req=[S_EN], allow=[S_ES],
  ev=[E("policy:shipping", "It is free on orders over €100.")])
Q("Do I pay Spanish VAT on orders to Gran Canaria?", c, [["IGIC"]], pol="no", req=[S_EN], allow=[S_ES, FAQ("tax-refund")],
  ev=[E("policy:shipping", "Orders to the Canary Islands are invoiced without Spanish VAT (IVA); any IGIC charged on delivery is paid by the recipient.")])
Q("¿Enviáis a Mallorca? ¿Cuánto cuesta?", c, [eur("7.95")], pol="yes", req=[S_ES], allow=[S_EN], ev=[E("policy:envios", "El envío a Baleares cuesta 7,95 € y tarda de 3 a 5 días laborables.")])
Q("Do you ship to the UK?", c, [["European Union", "EU", "Portugal"]], pol="no", req=[S_EN], allow=[S_ES],
  ev=[E("policy:shipping", "We do not ship outside the European Union, nor to Ceuta and Melilla.")])
Q("Can I get an order delivered in Lisbon?", c, [eur("12.95")], pol="yes", req=[S_EN], allow=[S_ES], ev=[E("policy:shipping", "We ship to Portugal and France for €12.95, with delivery in 4 to 7 working days.")])
Q("¿Hacéis envíos a Melilla?", c, [["no"]], pol="no", req=[S_ES], allow=[S_EN], ev=[E("policy:envios", "No enviamos fuera de la Unión Europea ni a Ceuta y Melilla.")])
Q("Why can't I ship spray varnish to Ibiza?", c, [["mainland", "flammable"]], req=[S_EN], allow=[S_ES, P("barniz-spray-400")],
  ev=[E("policy:shipping", "Solvents, spray varnishes and other flammable products are shipped only to addresses on the Spanish mainland, by road.")])
Q("Is click and collect free?", c, [["free", "gratis"]], pol="yes", req=[S_EN], allow=[S_ES, FAQ("click-and-collect")], ev=[E("policy:shipping", "In-store pickup is free.")])
Q("If I order standard shipping today to Valencia, will it arrive before Christmas Eve?", c, [["18 December", "December 18", "18 de diciembre"]], pol="yes", req=[S_EN], allow=[S_ES],
  ev=[E("policy:shipping", "To receive it before Christmas Eve on the mainland, place a standard order before 18 December, or an express order before 22 December at 13:00.")])
Q("¿Hasta qué día puedo pedir a Canarias para que llegue en Navidad?", c, [["11 de diciembre", "11 December"]], req=[S_ES], allow=[S_EN],
  ev=[E("policy:envios", "Los pedidos a Canarias deben hacerse antes del 11 de diciembre.")])
Q("Last day for express delivery before Christmas?", c, [["22 December", "December 22", "22 de diciembre"], ["13:00", "1 pm", "1pm"]], req=[S_EN], allow=[S_ES],
  ev=[E("policy:shipping", "To receive it before Christmas Eve on the mainland, place a standard order before 18 December, or an express order before 22 December at 13:00.")])
Q("How long does shipping to France take?", c, [["4 to 7", "4-7", "four to seven"]], req=[S_EN], allow=[S_ES], ev=[E("policy:shipping", "We ship to Portugal and France for €12.95, with delivery in 4 to 7 working days.")])
# warranty
Q("What warranty do your products have?", c, [["3 years", "3-year", "three years", "3 años"]], req=[W_EN], allow=[W_ES],
  ev=[E("policy:warranty", "All our products carry the legal guarantee of 3 years from delivery against any lack of conformity.")])
Q("¿Cuánta garantía tiene la Craftia One?", c, [["3 años", "tres años"]], req=[W_ES], allow=[W_EN, P("craftia-one")],
  ev=[E("policy:garantia", "La cortadora Craftia One tiene 3 años de garantía.")])
Q("My Craftia cutting mat lost its stickiness after a few months — is that covered?", c, [["wear", "consumable"]], pol="no", req=[W_EN], allow=[W_ES],
  ev=[E("policy:warranty", "Blades and cutting mats are consumables: the warranty covers only their manufacturing defects, not wear from use.")])
Q("How do I make a warranty claim?", c, [["garantia@pigmento.example"]], req=[W_EN], allow=[W_ES],
  ev=[E("policy:warranty", "Email garantia@pigmento.example with your order number and photos of the defect.")])
Q("¿En cuánto tiempo contestáis a una reclamación de garantía?", c, [["3 días", "tres días"]], req=[W_ES], allow=[W_EN],
  ev=[E("policy:garantia", "Te respondemos en 3 días laborables.")])
Q("I dropped my easel and it cracked, will the warranty cover it?", c, [["knocks", "misuse", "not cover"]], pol="no", req=[W_EN], allow=[W_ES],
  ev=[E("policy:warranty", "The warranty does not cover normal wear, knocks or misuse, such as cleaning brushes with an unsuitable solvent.")])
Q("what happens if something i bought turns out faulty", c, [["repair"], ["replace"], ["refund"]], req=[W_EN], allow=[W_ES, R_EN],
  ev=[E("policy:warranty", "Depending on the case, we repair the product, replace it or refund your money.")])
# framing
Q("Which stores do picture framing?", c, [["Malasaña", "Malasana"], ["Gràcia", "Gracia"], ["Sevilla"], ["Triana"]], req=[F_EN], allow=[F_ES, L("loc_mad_malasana"), L("loc_bcn_gracia"), L("loc_svq_centro"), L("loc_lpa_triana")],
  ev=[E("policy:framing", "We frame at the stores with a framing workshop: Malasaña (Madrid), Gràcia (Barcelona), Sevilla Centro and Triana (Las Palmas de Gran Canaria).")])
Q("Can I order framing online?", c, [["in store"]], pol="no", req=[F_EN], allow=[F_ES], ev=[E("policy:framing", "Framing is always ordered in store; it cannot be ordered online.")])
Q("¿Cuánto tarda una enmarcación?", c, [["7 a 10", "7-10"]], req=[F_ES], allow=[F_EN], ev=[E("policy:enmarcacion", "Una enmarcación está lista en 7 a 10 días laborables.")])
Q("Is the framing quote free?", c, [["free"]], pol="yes", req=[F_EN], allow=[F_ES], ev=[E("policy:framing", "The quote is free and without obligation.")])
Q("How much do I pay upfront for framing?", c, [["50%", "50 %", "half"]], req=[F_EN], allow=[F_ES], ev=[E("policy:framing", "A 50% deposit is paid when you place the order.")])
Q("Si encargo un marco hoy, ¿estará antes de Nochebuena?", c, [["12 de diciembre"]], pol="yes", req=[F_ES], allow=[F_EN],
  ev=[E("policy:enmarcacion", "Los encargos hechos hasta el 12 de diciembre de 2026 estarán listos antes del 24 de diciembre.")])
Q("Can you frame my signed football shirt?", c, [["shirts", "objects"]], pol="no", req=[F_EN], allow=[F_ES],
  ev=[E("policy:framing", "We do not make display cases or deep box frames for objects such as shirts or medals.")])
Q("What's the largest size you can frame?", c, [["120 × 150", "120x150", "120 x 150"]], req=[F_EN], allow=[F_ES],
  ev=[E("policy:framing", "We frame works on paper, canvases, prints and photographs up to 120 × 150 cm.")])
Q("¿Qué pasa si tardo tres meses en recoger el cuadro enmarcado?", c, [["60 días"], ["2 €", "2€", "2 euros"]], req=[F_ES], allow=[F_EN],
  ev=[E("policy:enmarcacion", "Guardamos los trabajos terminados durante 60 días; pasado ese plazo, cobramos 2 € por día de almacenaje.")])
Q("How do I book a framing consultation?", c, [["phone", "in store"]], req=[F_EN], allow=[F_ES], ev=[E("policy:framing", "You can book an advice appointment by phone or in store.")])
# workshops
Q("How much are your painting workshops?", c, [eur("35")], req=[T_EN], allow=[T_ES], ev=[E("policy:workshops", "Each session lasts 2.5 hours and costs €35, with all materials included.")])
Q("¿Los materiales están incluidos en el taller?", c, [["incluidos"]], pol="yes", req=[T_ES], allow=[T_EN], ev=[E("policy:talleres", "Cada sesión dura 2 horas y media y cuesta 35 €, con todos los materiales incluidos.")])
Q("How long is a workshop session?", c, [["2.5 hours", "2 and a half hours", "two and a half hours", "2,5 horas", "2 horas y media", "2½ hours"]], req=[T_EN], allow=[T_ES],
  ev=[E("policy:workshops", "Each session lasts 2.5 hours and costs €35, with all materials included.")])
Q("Can my 14-year-old join an adult workshop?", c, [["16"]], pol="no", req=[T_EN], allow=[T_ES], ev=[E("policy:workshops", "The minimum age is 16.")])
Q("¿Tenéis talleres para niños? ¿Cuándo y cuánto cuestan?", c, [["6 a 12", "6-12"], ["sábado", "sábados"], eur("18")], pol="yes", req=[T_ES], allow=[T_EN],
  ev=[E("policy:talleres", "Los talleres infantiles son para niños de 6 a 12 años, los sábados de 11:00 a 12:30, y cuestan 18 €.")])
Q("Can I leave my kid at the children's workshop and go shopping?", c, [["drop off and collect", "collect"]], req=[T_EN], allow=[T_ES],
  ev=[E("policy:workshops", "An adult must drop off and collect the child.")])
Q("How many people are in a workshop group?", c, [["10"]], req=[T_EN], allow=[T_ES], ev=[E("policy:workshops", "Groups have at most 10 people.")])
Q("If I cancel my workshop place 3 days before, do I get my money back?", c, [["48 hours", "48h", "48 h", "full"]], pol="yes", req=[T_EN], allow=[T_ES],
  ev=[E("policy:workshops", "If you cancel 48 hours or more in advance, we refund the full amount.")])
Q("¿Y si cancelo el taller el mismo día?", c, [["vale"]], req=[T_ES], allow=[T_EN], ev=[E("policy:talleres", "Si cancelas con menos de 48 horas, te damos un vale para otro taller.")])
Q("What happens if not enough people sign up for the workshop?", c, [["4"], ["full", "refund"]], req=[T_EN], allow=[T_ES],
  ev=[E("policy:workshops", "If we cancel because fewer than 4 people have signed up, we refund the full amount.")])
Q("Are any of your workshops in English?", c, [["Triana"], ["first Thursday", "primer jueves"]], pol="yes", req=[T_EN], allow=[T_ES, L("loc_lpa_triana")],
  ev=[E("policy:workshops", "Workshops are taught in Spanish; at Triana there are sessions in English on the first Thursday of each month.")])
Q("¿Hay talleres en Sevilla?", c, [["Malasaña", "Gràcia", "Russafa", "Triana"]], pol="no", req=[T_ES], allow=[T_EN, L("loc_svq_centro")],
  ev=[E("policy:talleres", "Organizamos talleres en Malasaña (Madrid), Gràcia (Barcelona), Russafa (Valencia) y Triana (Las Palmas de Gran Canaria).")])
Q("I missed my workshop, can I get a refund?", c, [["no refund"]], pol="no", req=[T_EN], allow=[T_ES], ev=[E("policy:workshops", "If you do not show up, there is no refund.")])
Q("Do I pay for the workshop when I sign up or on the day?", c, [["when you book", "paid when you book", "at booking"]], req=[T_EN], allow=[T_ES],
  ev=[E("policy:workshops", "Book your place on each workshop's page or in store; the place is paid when you book.")])
# privacy
Q("Do you sell my personal data?", c, [["do not sell", "don't sell", "never sell"]], pol="no", req=[PR_EN], allow=[PR_ES], ev=[E("policy:privacy", "We do not sell your data to third parties.")])
Q("¿Cuánto tiempo guardáis mis datos de facturación?", c, [["6 años", "seis años"]], req=[PR_ES], allow=[PR_EN], ev=[E("policy:privacidad", "Conservamos los datos de facturación durante 6 años, como exige la ley.")])
Q("How do I get my data deleted?", c, [["privacidad@pigmento.example"]], req=[PR_EN], allow=[PR_ES],
  ev=[E("policy:privacy", "You can exercise your rights of access, rectification, erasure and objection by writing to privacidad@pigmento.example.")])
Q("how do i stop getting your newsletter", c, [["link", "unsubscribe"]], req=[PR_EN], allow=[PR_ES], ev=[E("policy:privacy", "You can unsubscribe from the newsletter at any time with the link in every email.")])
# FAQ
c = "faq"
Q("Can I buy now and pay later?", c, [["PagaLuego"], ["3"]], pol="yes", req=[FAQ("pay-later")], allow=[FAQ("pago-a-plazos")],
  ev=[E("faq:pay-later", "With our partner PagaLuego you can split online purchases over €60 into 3 interest-free monthly payments.")])
Q("¿Se puede fraccionar el pago de la Craftia One?", c, [["PagaLuego"], ["3 cuotas", "tres cuotas", "3 plazos"]], pol="yes", req=[FAQ("pago-a-plazos")], allow=[FAQ("pay-later"), P("craftia-one")],
  ev=[E("faq:pago-a-plazos", "Con nuestro socio PagaLuego puedes fraccionar compras online de más de 60 € en 3 cuotas mensuales sin intereses.")])
Q("Can I split a 40 euro order into instalments?", c, [["60"]], pol="no", req=[FAQ("pay-later")], allow=[FAQ("pago-a-plazos")],
  ev=[E("faq:pay-later", "With our partner PagaLuego you can split online purchases over €60 into 3 interest-free monthly payments.")])
Q("Is there interest on the instalment plan?", c, [["interest-free", "no interest", "without interest"]], pol="no", req=[FAQ("pay-later")], allow=[FAQ("pago-a-plazos")],
  ev=[E("faq:pay-later", "With our partner PagaLuego you can split online purchases over €60 into 3 interest-free monthly payments.")])
Q("Do art students get a discount?", c, [["10%", "10 %"]], pol="yes", req=[FAQ("student-discount")], allow=[FAQ("descuento-estudiantes")],
  ev=[E("faq:student-discount", "If you study Fine Arts, Design or at an art school, we give you 10% off in store when you show a valid student card.")])
Q("¿El descuento de estudiante vale para compras online?", c, [["no"]], pol="no", req=[FAQ("descuento-estudiantes")], allow=[FAQ("student-discount")],
  ev=[E("faq:descuento-estudiantes", "El descuento no se aplica online ni se suma al precio de socio.")])
Q("I'm a member and a student, can I get both discounts?", c, [["cannot be combined", "can't be combined", "not be combined"]], pol="no", req=[FAQ("student-discount")], allow=[FAQ("descuento-estudiantes"), FAQ("club")],
  ev=[E("faq:student-discount", "The discount does not apply online and cannot be combined with member prices.")])
Q("How long will you keep my click and collect order?", c, [["10 days", "ten days"]], req=[FAQ("click-and-collect")], allow=[FAQ("recogida-en-tienda"), S_EN],
  ev=[E("faq:click-and-collect", "We email you when it is ready, usually within 2 hours, and we hold it for 10 days.")])
Q("¿En cuánto tiempo está listo un pedido para recoger?", c, [["2 horas", "dos horas"]], req=[FAQ("recogida-en-tienda")], allow=[FAQ("click-and-collect")],
  ev=[E("faq:recogida-en-tienda", "Te avisamos por correo cuando esté listo, normalmente en 2 horas, y te lo guardamos 10 días.")])
Q("I'm visiting from the US, can I get tax free shopping?", c, [["DIVA"]], pol="yes", req=[FAQ("tax-refund")], allow=[FAQ("tax-free")],
  ev=[E("faq:tax-refund", "If you live outside the European Union, ask at the till for the electronic VAT refund form (DIVA) and have the purchase stamped at customs when you leave.")])
Q("Can I get a VAT refund at your Tenerife shop?", c, [["IGIC"]], pol="no", req=[FAQ("tax-refund")], allow=[FAQ("tax-free"), L("loc_tfe_santacruz")],
  ev=[E("faq:tax-refund", "It is available in our mainland stores; in the Canary Islands there is no VAT, only IGIC.")])
Q("¿Cuánto cuesta hacerse socio del Club Pigmento?", c, [["gratuito", "gratis"]], req=[FAQ("club-pigmento")], allow=[FAQ("club")],
  ev=[E("faq:club-pigmento", "Es nuestro programa gratuito de socios.")])
Q("What do members get?", c, [["member prices"], ["30"]], req=[FAQ("club")], allow=[FAQ("club-pigmento")],
  ev=[E("faq:club", "Members see member prices on many products and get free mainland shipping from €30.")])
Q("¿Me podéis cortar cartón pluma a medida?", c, [["2 días", "dos días"]], pol="yes", req=[FAQ("corte-a-medida")], allow=[FAQ("custom-cutting")],
  ev=[E("faq:corte-a-medida", "Sí, en las tiendas con servicio de corte a medida cortamos paspartú, cartón pluma y papel en 2 días laborables.")])
Q("Can you trim a sheet of paper to size for me?", c, [["2 working days", "two working days"]], pol="yes", req=[FAQ("custom-cutting")], allow=[FAQ("corte-a-medida")],
  ev=[E("faq:custom-cutting", "Yes, at the stores with a custom cutting service we cut mount board, foam board and paper in 2 working days.")])
Q("Necesito factura con el CIF de mi empresa, ¿cómo la pido?", c, [["Mis pedidos", "caja"]], req=[FAQ("factura")],
  ev=[E("faq:factura", "Pide la factura en el apartado Mis pedidos de tu cuenta o en caja, con tu NIF o CIF.")])
Q("¿Puedo pedir factura de una compra de hace 5 meses?", c, [["3 meses", "tres meses"]], pol="no", req=[FAQ("factura")],
  ev=[E("faq:factura", "Podemos emitirla hasta 3 meses después de la compra.")])
Q("I run an art academy, do you do discounts for schools?", c, [["8%", "8 %"], ["300"]], pol="yes", req=[FAQ("colegios")],
  ev=[E("faq:colegios", "Los colegios, academias y asociaciones tienen un 8 % de descuento en pedidos de más de 300 €.")])
Q("¿Hacéis bastidores de la medida que yo quiera?", c, [["no"]], pol="no", req=[FAQ("lienzos-a-medida")], allow=[P("lienzo-algodon")],
  ev=[E("faq:lienzos-a-medida", "No fabricamos bastidores a medida.")])
Q("Can I bring my dog into the shop?", c, [["leash", "lead", "correa"]], pol="yes", req=[FAQ("mascotas")], ev=[E("faq:mascotas", "Sí, los perros con correa son bienvenidos en todas nuestras tiendas, salvo en las aulas durante los talleres.")])
Q("¿Puede venir mi perro al taller de acuarela?", c, [["aulas", "talleres"]], pol="no", req=[FAQ("mascotas")], allow=[T_ES],
  ev=[E("faq:mascotas", "Sí, los perros con correa son bienvenidos en todas nuestras tiendas, salvo en las aulas durante los talleres.")])
Q("Does anyone in your shops speak English?", c, [["Triana"], ["Santa Cruz"], ["Barcelona"]], pol="yes", req=[FAQ("english-speaking-staff")],
  ev=[E("faq:english-speaking-staff", "Our Triana (Las Palmas) and Santa Cruz de Tenerife teams and our Barcelona team speak English, and our online chat answers in English on weekdays.")])
Q("How long are gift cards valid for?", c, [["24 months", "24 meses", "2 years", "two years"]], req=[FAQ("gift-cards")], allow=[FAQ("tarjetas-regalo"), P("tarjeta-regalo-digital"), P("tarjeta-regalo-fisica")],
  ev=[E("faq:gift-cards", "Both expire 24 months after purchase.")])
Q("¿Qué cartuchos lleva la pluma Alfa?", c, [["Alfa"]], req=[FAQ("cartuchos")], allow=[FAQ("ink-cartridges"), P("pluma-alfa-escolar"), P("cartuchos-alfa-5")],
  ev=[E("faq:cartuchos", "La Pluma Escolar Alfa solo admite cartuchos Alfa.")])
Q("How do I contact customer service?", c, [["hola@pigmento.example", "+34 910 555 010", "910 555 010"]], req=[{"url": "https://pigmento.example/contacto"}],
  ev=[E("store", "hola@pigmento.example")])
Q("¿A qué hora atiende el servicio de atención al cliente?", c, [["9:00"], ["18:00"]], req=[{"url": "https://pigmento.example/contacto"}],
  ev=[E("store", "de lunes a viernes, 9:00–18:00 (hora peninsular) / Monday to Friday, 9:00–18:00 Madrid time")])
# paraphrases with little word overlap
Q("Somebody gave me a present I already own — what are my options?", c, [D30], req=[R_EN], allow=[R_ES],
  ev=[E("policy:returns", "You have 30 calendar days from delivery, or from purchase in store, to return any unused product in its original packaging.")])
Q("I don't want to wait — what's your fastest option to get paints sent to Bilbao?", c, [["express"], eur("8.95")], req=[S_EN], allow=[S_ES],
  ev=[E("policy:shipping", "Express shipping costs €8.95 and delivers within 24 working hours if you order before 13:00 (Madrid time).")])
Q("Me gustaría que me ayudaran a elegir moldura para una lámina, ¿cómo lo hago?", c, [["teléfono", "tienda"]], req=[F_ES], allow=[F_EN],
  ev=[E("policy:enmarcacion", "Puedes reservar una cita de asesoramiento por teléfono o en la tienda.")])
Q("Something I bought 18 months ago turned out to be defective. Am I still covered?", c, [["3 years", "three years", "3-year"]], pol="yes", req=[W_EN], allow=[W_ES],
  ev=[E("policy:warranty", "All our products carry the legal guarantee of 3 years from delivery against any lack of conformity.")])
Q("Is there a loyalty scheme?", c, [["Club Pigmento"]], pol="yes", req=[FAQ("club")], allow=[FAQ("club-pigmento")], ev=[E("faq:club", "It is our free membership programme.")])
