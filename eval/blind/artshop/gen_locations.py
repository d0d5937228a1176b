# ---------------- LOCATIONS ----------------
c = "location"
MAL, CHA, GRA, RUS, SVQ, TRI, SCT = [L(x) for x in ["loc_mad_malasana","loc_mad_chamberi","loc_bcn_gracia","loc_vlc_russafa","loc_svq_centro","loc_lpa_triana","loc_tfe_santacruz"]]
ALL = [MAL, CHA, GRA, RUS, SVQ, TRI, SCT]
Q("Is the Malasaña store open right now?", c, [t("19:00")], pol="yes", req=[MAL], ev=[E("location:loc_mad_malasana", "Día de la Constitución (trasladado)"), E("location:loc_mad_malasana", "11:00-19:00")])
Q("¿Está abierta ahora la tienda de Chamberí?", c, [["cerrada", "cerrado", "closed"]], pol="no", req=[CHA], ev=[E("location:loc_mad_chamberi", "Día de la Constitución (trasladado)")])
Q("What time does the Malasaña shop close today?", c, [t("19:00")], req=[MAL], ev=[E("location:loc_mad_malasana", "11:00-19:00")])
Q("Is Pigmento Gràcia in Barcelona open now?", c, [t("20:30")], pol="yes", req=[GRA], ev=[E("location:loc_bcn_gracia", "10:00-20:30")])
Q("¿A qué hora cierra hoy Pigmento Russafa?", c, [t("20:30")], req=[RUS], ev=[E("location:loc_vlc_russafa", "17:00-20:30")])
Q("Is the Seville shop open at the moment?", c, [t("18:00")], pol="no", req=[SVQ], ev=[E("location:loc_svq_centro", "18:00-21:00")])
Q("¿Está abierta ahora la tienda de Triana en Las Palmas?", c, [t("17:00")], pol="no", req=[TRI], ev=[E("location:loc_lpa_triana", "17:00-20:30")])
Q("is the santa cruz de tenerife store open now", c, [t("20:00")], pol="yes", req=[SCT], ev=[E("location:loc_tfe_santacruz", "09:30-20:00")])
Q("Which of your stores are open tomorrow, 8 December?", c, [["Triana"], t("14:00")], req=[TRI], allow=ALL,
  ev=[E("location:loc_lpa_triana", "Inmaculada Concepción (horario especial)"), E("location:loc_lpa_triana", "10:00-14:00")])
Q("¿Abre mañana la tienda de Malasaña?", c, [["cerrada", "cerrado", "closed", "no abre"]], pol="no", req=[MAL], ev=[E("location:loc_mad_malasana", "Inmaculada Concepción")])
Q("Is the Tenerife shop open on the 8th of December?", c, [["closed", "cerrada"]], pol="no", req=[SCT], ev=[E("location:loc_tfe_santacruz", "Inmaculada Concepción")])
Q("What are Triana's hours on 8 December?", c, [t("10:00"), t("14:00")], req=[TRI], ev=[E("location:loc_lpa_triana", "Inmaculada Concepción (horario especial)"), E("location:loc_lpa_triana", "10:00-14:00")])
Q("¿Qué horario tiene Malasaña en Nochebuena?", c, [t("10:00"), t("15:00")], req=[MAL], ev=[E("location:loc_mad_malasana", "Nochebuena"), E("location:loc_mad_malasana", "10:00-15:00")])
Q("Is the Barcelona store open on 26 December?", c, [["closed", "cerrada", "Sant Esteve"]], pol="no", req=[GRA], ev=[E("location:loc_bcn_gracia", "Sant Esteve")])
Q("Are you open on Christmas Day?", c, [["closed", "cerrad"]], pol="no", req=[], allow=ALL, ev=[E("location:loc_mad_malasana", "Navidad"), E("location:loc_bcn_gracia", "Nadal")])
Q("¿La tienda de Valencia cierra en enero por inventario?", c, [["7"], ["9"]], pol="yes", req=[RUS], ev=[E("location:loc_vlc_russafa", "Cierre por inventario anual")])
Q("Can I go to the Valencia store on 8 January 2027?", c, [["inventory", "inventario", "closed"]], pol="no", req=[RUS], ev=[E("location:loc_vlc_russafa", "Cierre por inventario anual")])
Q("¿Cierra la tienda de Sevilla en verano?", c, [["agosto", "August"]], pol="yes", req=[SVQ], ev=[E("location:loc_svq_centro", "Cierre por vacaciones de verano")])
Q("What are the opening hours of the Chamberí store on weekdays?", c, [t("10:00"), t("14:00"), t("17:00"), t("20:30")], req=[CHA],
  ev=[E("location:loc_mad_chamberi", "10:00-14:00"), E("location:loc_mad_chamberi", "17:00-20:30")])
Q("Is Chamberí open on Sundays?", c, [["closed", "cerrad"]], pol="no", req=[CHA], ev=[E("location:loc_mad_chamberi", "10:00-14:00")])
Q("¿Abre los domingos la tienda de Malasaña?", c, [t("12:00"), t("20:00")], pol="yes", req=[MAL], ev=[E("location:loc_mad_malasana", "12:00-20:00")])
Q("Sunday hours at the Tenerife shop?", c, [t("10:00"), t("14:00")], req=[SCT], ev=[E("location:loc_tfe_santacruz", "10:00-14:00")])
Q("Does the Barcelona shop open on Sunday?", c, [["closed", "cerrad"]], pol="no", req=[GRA], ev=[E("location:loc_bcn_gracia", "10:00-20:30")])
Q("¿A qué hora abre Sevilla por la tarde?", c, [t("18:00")], req=[SVQ], ev=[E("location:loc_svq_centro", "18:00-21:00")])
Q("Saturday opening hours in Las Palmas?", c, [t("10:00"), t("14:00")], req=[TRI], ev=[E("location:loc_lpa_triana", "10:00-14:00")])
Q("What time is it in the Canary Islands stores compared with Madrid?", c, [["one hour", "1 hour", "una hora", "hour earlier", "hour behind"]], req=[], allow=[TRI, SCT],
  ev=[E("location:loc_lpa_triana", "Atlantic/Canary"), E("location:loc_mad_malasana", "Europe/Madrid")])
Q("Which stores do framing?", c, [["Malasaña", "Malasana"], ["Gràcia", "Gracia"], ["Sevilla"], ["Triana"]], req=[MAL, GRA, SVQ, TRI], allow=[F_EN, F_ES],
  ev=[E("location:loc_mad_malasana", "Taller de enmarcación / Framing workshop"), E("location:loc_bcn_gracia", "Taller de enmarcación / Framing workshop"), E("location:loc_svq_centro", "Taller de enmarcación / Framing workshop"), E("location:loc_lpa_triana", "Taller de enmarcación / Framing workshop")])
Q("¿En qué tiendas hay aula de talleres?", c, [["Malasaña", "Malasana"], ["Gràcia", "Gracia"], ["Russafa"], ["Triana"]], req=[MAL, GRA, RUS, TRI], allow=[T_ES, T_EN],
  ev=[E("location:loc_mad_malasana", "Aula de talleres / Workshop classroom"), E("location:loc_bcn_gracia", "Aula de talleres / Workshop classroom"), E("location:loc_vlc_russafa", "Aula de talleres / Workshop classroom"), E("location:loc_lpa_triana", "Aula de talleres / Workshop classroom")])
Q("Which shops have free wifi?", c, [["Malasaña", "Malasana"], ["Gràcia", "Gracia"], ["Triana"], ["Santa Cruz"]], req=[MAL, GRA, TRI, SCT],
  ev=[E("location:loc_mad_malasana", "Wi-Fi gratis / Free Wi-Fi"), E("location:loc_bcn_gracia", "Wi-Fi gratis / Free Wi-Fi"), E("location:loc_lpa_triana", "Wi-Fi gratis / Free Wi-Fi"), E("location:loc_tfe_santacruz", "Wi-Fi gratis / Free Wi-Fi")])
Q("Which stores are step-free for a wheelchair?", c, [["Malasaña", "Malasana"], ["Santa Cruz"]], req=[MAL, SCT],
  ev=[E("location:loc_mad_malasana", "Acceso adaptado / Step-free access"), E("location:loc_tfe_santacruz", "Acceso adaptado / Step-free access")])
Q("¿Dónde puedo pedir corte a medida?", c, [["Malasaña", "Malasana"], ["Russafa"]], req=[MAL, RUS], allow=[FAQ("corte-a-medida")],
  ev=[E("location:loc_mad_malasana", "Corte a medida / Custom cutting"), E("location:loc_vlc_russafa", "Corte a medida / Custom cutting")])
Q("Which stores offer tax free shopping?", c, [["Malasaña", "Malasana"], ["Chamberí", "Chamberi"], ["Gràcia", "Gracia"], ["Sevilla"]], req=[MAL, CHA, GRA, SVQ], allow=[FAQ("tax-refund")],
  ev=[E("location:loc_mad_malasana", "Tax free (DIVA)"), E("location:loc_mad_chamberi", "Tax free (DIVA)"), E("location:loc_bcn_gracia", "Tax free (DIVA)"), E("location:loc_svq_centro", "Tax free (DIVA)")])
Q("Can I get a picture framed at the Chamberí store?", c, [["Malasaña", "Malasana"]], pol="no", req=[CHA], allow=[MAL, F_EN],
  ev=[E("location:loc_mad_chamberi", "En Chamberí no hacemos enmarcación: te atendemos en Pigmento Malasaña. / No framing at Chamberí: please visit Pigmento Malasaña.")])
Q("¿Hay taller de enmarcación en Santa Cruz de Tenerife?", c, [["Triana"]], pol="no", req=[SCT], allow=[TRI, F_ES],
  ev=[E("location:loc_tfe_santacruz", "En Santa Cruz no hay taller de enmarcación; puedes encargarla en Pigmento Triana (Las Palmas). / No framing workshop in Santa Cruz; order framing at Pigmento Triana (Las Palmas).")])
Q("Do you run classes at the Tenerife store?", c, [["no"]], pol="no", req=[SCT], allow=[T_EN],
  ev=[E("location:loc_tfe_santacruz", "En Santa Cruz no hay talleres ni clases. / No workshops or classes in Santa Cruz.")])
Q("Does the Valencia shop do framing?", c, [["no"]], pol="no", req=[RUS], allow=[F_EN], ev=[E("location:loc_vlc_russafa", "En Russafa no hacemos enmarcación. / No framing service at Russafa.")])
Q("Is there parking near the Malasaña shop?", c, [["San Bernardo"]], pol="yes", req=[MAL], ev=[E("location:loc_mad_malasana", "Parking público en la calle de San Bernardo, a 200 m.")])
Q("¿Dónde aparco si voy a la tienda de Triana?", c, [["San Bernardo"]], req=[TRI], ev=[E("location:loc_lpa_triana", "Zona peatonal: el aparcamiento más cercano es el de San Bernardo.")])
Q("What's the address of your Barcelona shop?", c, [["Gran de Gràcia 120", "Gran de Gracia 120"]], req=[GRA], ev=[E("location:loc_bcn_gracia", "Carrer Gran de Gràcia 120")])
Q("teléfono de la tienda de sevilla", c, [["950 555 015", "+34 950 555 015"]], req=[SVQ], ev=[E("location:loc_svq_centro", "+34 950 555 015")])
Q("Where is your shop in Las Palmas?", c, [["Mayor de Triana 75"]], req=[TRI], ev=[E("location:loc_lpa_triana", "Calle Mayor de Triana 75")])
Q("I'm staying near Puerta del Sol in Madrid. Which of your shops is closest?", c, [["Malasaña", "Malasana"]], req=[MAL], allow=[CHA],
  ev=[E("location:loc_mad_malasana", "Calle de Fuencarral 88")])
Q("Nearest Pigmento to Alicante?", c, [["Valencia", "Russafa"]], req=[RUS], ev=[E("location:loc_vlc_russafa", "Carrer de Sueca 30")])
Q("¿Cuál es la tienda más cercana a Málaga?", c, [["Sevilla"]], req=[SVQ], ev=[E("location:loc_svq_centro", "Calle Cuna 22")])
Q("I'm on holiday in Maspalomas — nearest art shop of yours?", c, [["Triana", "Las Palmas"]], req=[TRI], ev=[E("location:loc_lpa_triana", "Calle Mayor de Triana 75")])
Q("closest store to La Laguna, Tenerife", c, [["Santa Cruz"]], req=[SCT], ev=[E("location:loc_tfe_santacruz", "Calle del Castillo 40")])
Q("Do you have a shop in Girona? If not, which is nearest?", c, [["Barcelona", "Gràcia", "Gracia"]], req=[GRA], ev=[E("location:loc_bcn_gracia", "Barcelona")])
Q("Do you deliver locally to postcode 08025 in Barcelona?", c, [["Gràcia", "Gracia"]], pol="yes", req=[GRA], ev=[E("location:loc_bcn_gracia", "080*")])
Q("¿Qué tienda hace entregas en bici el mismo día?", c, [["Malasaña", "Malasana"]], req=[MAL], ev=[E("location:loc_mad_malasana", "Entrega en bici el mismo día / Same-day bike delivery")])
Q("Which stores ship orders from the Canary Islands?", c, [["Triana"], ["Santa Cruz"]], req=[TRI, SCT], ev=[E("location:loc_lpa_triana", "ES-CN"), E("location:loc_tfe_santacruz", "ES-CN")])
Q("How many shops do you have in the Canaries?", c, [["2", "two", "dos"]], req=[TRI, SCT], ev=[E("location:loc_lpa_triana", "Pigmento Triana (Las Palmas de Gran Canaria)"), E("location:loc_tfe_santacruz", "Pigmento Santa Cruz de Tenerife")])
Q("¿Qué tiendas tenéis en Madrid?", c, [["Malasaña", "Malasana"], ["Chamberí", "Chamberi"]], req=[MAL, CHA], ev=[E("location:loc_mad_malasana", "Pigmento Malasaña (Madrid)"), E("location:loc_mad_chamberi", "Pigmento Chamberí (Madrid)")])
# stock at stores
Q("Which stores have the beech H-frame studio easel in stock?", c, [["Malasaña", "Malasana"], ["Gràcia", "Gracia"], ["Triana"]], req=[P("caballete-estudio-h")], allow=[MAL, GRA, TRI],
  ev=[E("inventory", "loc_mad_malasana,caballete-estudio-h,2"), E("inventory", "loc_bcn_gracia,caballete-estudio-h,1"), E("inventory", "loc_lpa_triana,caballete-estudio-h,1")])
Q("¿Tiene Santa Cruz de Tenerife disolvente inodoro?", c, [["no"]], pol="no", req=[SCT], allow=[P("disolvente-inodoro-500")], disc=["inflamable", "ventilacion"],
  ev=[E("inventory", "loc_tfe_santacruz,disolvente-inodoro-500,0")])
Q("Can I pick up odourless solvent at the Triana store?", c, [["3", "yes"]], pol="yes", req=[TRI], allow=[P("disolvente-inodoro-500")], disc=["inflamable", "ventilacion"],
  ev=[E("inventory", "loc_lpa_triana,disolvente-inodoro-500,3")])
Q("The 50x70 cotton canvas is sold out online — does any shop have it?", c, [["Malasaña", "Malasana"], ["Triana"], ["Santa Cruz"]], req=[P("lienzo-algodon")], allow=[MAL, TRI, SCT],
  ev=[E("inventory", "loc_mad_malasana,lienzo-algodon-50x70,4"), E("inventory", "loc_lpa_triana,lienzo-algodon-50x70,2"), E("inventory", "loc_tfe_santacruz,lienzo-algodon-50x70,6")])
Q("¿Tenéis el kit de la Craftia One en Gràcia?", c, [["no"]], pol="no", req=[GRA], allow=[P("craftia-one-kit")], ev=[E("inventory", "loc_bcn_gracia,craftia-one-kit,0")])
Q("Is there a Lumen pen with an EF nib in any store?", c, [["Gràcia", "Gracia", "Barcelona"]], pol="yes", req=[P("pluma-lumen")], allow=[GRA],
  ev=[E("inventory", "loc_bcn_gracia,pluma-lumen-ef,1")])
Q("Does the Tenerife shop have the Peques washable paint?", c, [["no"]], pol="no", req=[SCT], allow=[P("pintura-lavable-peques")], disc=["en71"],
  ev=[E("inventory", "loc_tfe_santacruz,pintura-lavable-peques,0")])
Q("Where can I find satin spray varnish in store?", c, [["Sevilla"], ["Santa Cruz"]], req=[P("barniz-spray-400")], allow=[SVQ, SCT], disc=["aerosol", "ventilacion"],
  ev=[E("inventory", "loc_svq_centro,barniz-spray-400-satinado,2"), E("inventory", "loc_tfe_santacruz,barniz-spray-400-satinado,5")])
Q("Ultramarine studio acrylic tube at Chamberí?", c, [["no"]], pol="no", req=[CHA], allow=[P("acrilico-estudio-tubo-22"), MAL, RUS],
  ev=[E("inventory", "loc_mad_chamberi,acrilico-estudio-tubo-22-azul,0")])
Q("Can I pick up an online order at every store?", c, [["yes", "all"]], pol="yes", req=[], allow=ALL + [FAQ("click-and-collect")],
  ev=[E("location:loc_mad_malasana", "Recogida en tienda / In-store pickup"), E("location:loc_tfe_santacruz", "Recogida en tienda / In-store pickup")])
