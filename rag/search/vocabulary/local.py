"""Citizen words → legal phrases: Local government and the public sector (Ley 7/1985 de Bases del Régimen
Local, Ley 40/2015 de Régimen Jurídico del Sector Público). Keys and values as described in
``rag.search.thesaurus``."""

from __future__ import annotations

# The town hall (Ley 7/1985): mayor, council and councillors, the register of residents,
# compulsory municipal services, local bylaws and fines, participation, municipal property.
_MAYOR = "Alcalde, Presidente de la Corporación, Tenientes de Alcalde, bandos"
_REMOVE_MAYOR = "moción de censura, cuestión de confianza"
_ELECT_MAYOR = "elegido por los Concejales o por los vecinos, Concejales"
_COUNCIL = "sesiones del Pleno, atribuciones del Pleno, Concejales"
_PUBLIC_SESSIONS = "sesiones del Pleno, son públicas, copias y certificaciones acreditativas de los acuerdos"
_COUNCILLORS = "Concejales, Junta de Gobierno Local, delegaciones, grupos políticos"
_PAY = "dedicación exclusiva, dedicación parcial, retribuciones, asistencias"
_INTERESTS = "causas de posible incompatibilidad, Registro de actividades"
_REGISTER = "Padrón municipal, inscripción en el Padrón, domicilio habitual, condición de vecino"
_REGISTER_CERT = "documento público y fehaciente, prueba de la residencia, Padrón municipal"
_REGISTER_DUTY = "obligada a inscribirse en el Padrón, resida habitualmente, domicilio habitual"
_REGISTER_FOREIGN = (
    "inscripción de los extranjeros en el padrón municipal, no constituirá prueba de su residencia legal, "
    "renovación periódica cada dos años"
)
_TWO_HOMES = "habite durante más tiempo al año, resida habitualmente, Padrón municipal"
_REGISTER_DATA = "datos padronales, sin consentimiento previo del afectado"
_RESIDENT_RIGHTS = "derechos y deberes de los vecinos, servicios públicos municipales"
_MIN_SERVICES = "servicios mínimos, competencias propias, servicios públicos municipales"
_DEMAND_SERVICE = (
    "exigir la prestación, servicios mínimos, competencia municipal propia de carácter obligatorio"
)
_WASTE = "recogida de residuos, residuos sólidos urbanos, tratamiento de residuos"
_LIGHTING = "alumbrado público"
_WATER = (
    "abastecimiento domiciliario de agua potable, "
    "alcantarillado, evacuación y tratamiento de aguas residuales"
)
_CLEANING = "limpieza viaria"
_STREETS = "pavimentación de las vías públicas, acceso a los núcleos de población, infraestructura viaria"
_PARKS = "parques y jardines públicos, parque público"
_CEMETERY = "cementerio, actividades funerarias, policía sanitaria mortuoria"
_LOCAL_POLICE = "Policía local, Policía Municipal"
_PARKING = "estacionamiento de vehículos, movilidad"
_BUS = "transporte colectivo urbano de viajeros"
_NOISE = "contaminación acústica, perturbación relevante de la convivencia, ordenanzas"
_BYLAWS = "ordenanzas, bandos, infracciones a las ordenanzas locales"
_LOCAL_FINES = (
    "multas por infracción de Ordenanzas locales, límites de las sanciones económicas, hasta 3.000 euros"
)
_REFERENDUM = "consulta popular, mayoría absoluta del Pleno, autorización del Gobierno de la Nación"
_PETITION = "iniciativa popular, propuestas de acuerdos, debate y votación en el Pleno"
_ASSOCIATIONS = "intereses generales o sectoriales de los vecinos, declaradas de utilidad pública"
_PARTICIPATION = "participación de los vecinos, distritos, gestión desconcentrada"
_CHALLENGE = "impugnación de actos y acuerdos, acuerdos de las corporaciones locales"
_DEFEND_PROPERTY = "defensa de sus bienes y derechos, en nombre e interés de la entidad local"
_COMMONS = "bienes comunales, aprovechamientos comunales, montes vecinales en mano común"
_PUBLIC_PROPERTY = "bienes de dominio público, bienes patrimoniales, inalienables"
_COMPLAINTS = "Comisión especial de Sugerencias y Reclamaciones, defensa de los derechos de los vecinos"
_PERMITS = (
    "licencias, comunicación previa, declaración responsable, control posterior al inicio de la actividad"
)
_PLANNING = (
    "planeamiento general, instrumentos de ordenación territorial y urbanística, disciplina urbanística"
)
_SOCIAL = "situaciones de necesidad social, riesgo de exclusión social, atención inmediata"
_SPORTS = "instalaciones deportivas de uso público, promoción del deporte"
_MARKETS = "comercio ambulante, mercados, ferias"
_FIRE = "prevención y extinción de incendios, protección civil"
_HAMLETS = "entes de ámbito territorial inferior al Municipio, pedanías, Concejo Abierto"
_MERGER = "fusión de municipios, convenio de fusión"
_SMALL_TOWN = "municipios con población inferior a 20.000 habitantes, Diputación provincial, mancomunidades"
_STAFF = "personal al servicio de las Entidades locales, oferta de empleo público"
_POLITICAL_STAFF = "personal eventual, dedicación exclusiva"
_SECRETARY = "habilitación de carácter nacional, Secretaría, Intervención"
_WEBSITE = "portal de internet, sede electrónica"
# Liability of the administration and the sector's principles (Ley 40/2015): damage caused by
# public services, officials' conflicts of interest, sanctioning principles, automated decisions.
_DAMAGE = (
    "responsabilidad patrimonial, funcionamiento normal o anormal de los servicios públicos, "
    "toda lesión que sufran en cualquiera de sus bienes y derechos, deber jurídico de soportar"
)
_DAMAGE_PROOF = (
    "evaluable económicamente e individualizado, deber jurídico de soportar, relación de causalidad"
)
_STORM = "fuerza mayor, deber jurídico de soportar"
_COMPENSATION_AMOUNT = (
    "criterios de valoración, baremos, demora en el pago de la indemnización, lesiones corporales"
)
_OFFICIAL_FAULT = (
    "daños y perjuicios causados por las autoridades y personal a su servicio, culpa o negligencia graves"
)
_SEVERAL = "responsabilidad concurrente, forma solidaria"
_CONTRACTOR = "daños y perjuicios causados a terceros durante la ejecución de contratos"
_LEGISLATOR = "responsabilidad del Estado legislador, norma con rango de ley declarada inconstitucional"
_CONFLICT = "abstención, recusación, motivos de abstención, amistad íntima o enemistad manifiesta"
_FINE_TIME_BAR = (
    "plazo de prescripción de las infracciones, "
    "plazo de prescripción de las sanciones, prescribirán a los tres años"
)
_DOUBLE_FINE = "concurrencia de sanciones, identidad del sujeto"
_RETROACTIVE = "irretroactividad, efecto retroactivo en cuanto favorezcan al presunto infractor"
_PROPORTION = "principio de proporcionalidad, graduación de la sanción, grado de culpabilidad"
_AUTOMATED = "actuación administrativa automatizada"
_SIGNATURE = "delegación de firma, delegación de competencias, suplencia"
LOCAL: dict[str, str] = {
    # mayor, council, councillors
    "alcalde": _MAYOR,
    "alcaldia": _MAYOR,
    "quitar al alcalde": _REMOVE_MAYOR,
    "echar al alcalde": _REMOVE_MAYOR,
    "destituir al alcalde": _REMOVE_MAYOR,
    "cambiar de alcalde": _REMOVE_MAYOR,
    "elige al alcalde": _ELECT_MAYOR,
    "elegir al alcalde": _ELECT_MAYOR,
    "votar al alcalde": _ELECT_MAYOR,
    "el pleno": _COUNCIL,
    "al pleno": _COUNCIL,
    "del pleno": _COUNCIL,
    "los plenos": _COUNCIL,
    "pleno municipal": _COUNCIL,
    "pleno del ayuntamiento": _COUNCIL,
    "asistir al pleno": _PUBLIC_SESSIONS,
    "grabar el pleno": _PUBLIC_SESSIONS,
    "actas del pleno": _PUBLIC_SESSIONS,
    "acuerdos del ayuntamiento": _PUBLIC_SESSIONS,
    "concejal": _COUNCILLORS,
    "edil": _COUNCILLORS,
    "sueldo del alcalde": _PAY,
    "sueldo de los concejales": _PAY,
    "cobran los concejales": _PAY,
    "cobra un concejal": _PAY,
    "bienes del alcalde": _INTERESTS,
    "patrimonio del alcalde": _INTERESTS,
    "incompatibilidades de los concejales": _INTERESTS,
    "incompatibilidad del alcalde": _INTERESTS,
    # register of residents
    "empadron": _REGISTER,
    "padron": _REGISTER,
    "certificado de empadronamiento": _REGISTER_CERT,
    "volante de empadronamiento": _REGISTER_CERT,
    "certificado de residencia": _REGISTER_CERT,
    "no me deja empadronar": _REGISTER_DUTY,
    "no me dejan empadronar": _REGISTER_DUTY,
    "empadronarme sin contrato": _REGISTER_DUTY,
    "empadronarme en casa": _REGISTER_DUTY,
    "empadronar a alguien": _REGISTER_DUTY,
    "empadronarme sin papeles": _REGISTER_FOREIGN,
    "empadronarse sin papeles": _REGISTER_FOREIGN,
    "padron siendo extranjero": _REGISTER_FOREIGN,
    "renovar el padron": _REGISTER_FOREIGN,
    "vivo en dos sitios": _TWO_HOMES,
    "vivo en dos pueblos": _TWO_HOMES,
    "empadronado en dos": _TWO_HOMES,
    "datos del padron": _REGISTER_DATA,
    "datos padronales": _REGISTER_DATA,
    "vecino del municipio": _RESIDENT_RIGHTS,
    "vecinos del municipio": _RESIDENT_RIGHTS,
    "vecino del pueblo": _RESIDENT_RIGHTS,
    "vecinos del pueblo": _RESIDENT_RIGHTS,
    # compulsory municipal services
    "servicios obligatorios": _MIN_SERVICES,
    "servicios municipales": _MIN_SERVICES,
    "obligacion del ayuntamiento": _MIN_SERVICES,
    "competencias del ayuntamiento": _MIN_SERVICES,
    "competencias municipales": _MIN_SERVICES,
    "le corresponde al ayuntamiento": _MIN_SERVICES,
    "exigir al ayuntamiento": _DEMAND_SERVICE,
    "obligar al ayuntamiento": _DEMAND_SERVICE,
    "el ayuntamiento no presta": _DEMAND_SERVICE,
    "basura": _WASTE,
    "contenedor": _WASTE,
    "reciclaje": _WASTE,
    "residuos": _WASTE,
    "farola": _LIGHTING,
    "alumbrado": _LIGHTING,
    "calle sin luz": _LIGHTING,
    "calle a oscuras": _LIGHTING,
    "agua del grifo": _WATER,
    "agua potable": _WATER,
    "alcantarill": _WATER,
    "desague": _WATER,
    "aguas residuales": _WATER,
    "limpieza de la calle": _CLEANING,
    "limpieza de calles": _CLEANING,
    "calle sucia": _CLEANING,
    "calles sucias": _CLEANING,
    "barrendero": _CLEANING,
    "acera": _STREETS,
    "asfalt": _STREETS,
    "pavimentar": _STREETS,
    "calle de tierra": _STREETS,
    "camino al pueblo": _STREETS,
    "parque infantil": _PARKS,
    "columpio": _PARKS,
    "zonas verdes": _PARKS,
    "jardines": _PARKS,
    "biblioteca municipal": "biblioteca pública",
    "biblioteca del pueblo": "biblioteca pública",
    "cementerio": _CEMETERY,
    "nicho": _CEMETERY,
    "enterrar": _CEMETERY,
    "tanatorio": _CEMETERY,
    "policia local": _LOCAL_POLICE,
    "policia municipal": _LOCAL_POLICE,
    "guardia urbana": _LOCAL_POLICE,
    "guardia urbano": _LOCAL_POLICE,
    "aparcar": _PARKING,
    "aparcamiento": _PARKING,
    "zona azul": _PARKING,
    "autobus urbano": _BUS,
    "bus urbano": _BUS,
    "autobuses municipales": _BUS,
    "servicios sociales": _SOCIAL,
    "asistente social": _SOCIAL,
    "trabajadora social": _SOCIAL,
    "trabajador social": _SOCIAL,
    "ayuda de emergencia social": _SOCIAL,
    "polideportivo": _SPORTS,
    "piscina municipal": _SPORTS,
    "instalaciones deportivas": _SPORTS,
    "mercadillo": _MARKETS,
    "venta ambulante": _MARKETS,
    "vendedor ambulante": _MARKETS,
    "puesto en el mercado": _MARKETS,
    "bomberos": _FIRE,
    # bylaws, noise, local fines
    "ruido": _NOISE,
    "botellon": _NOISE,
    "ordenanza municipal": _BYLAWS,
    "ordenanzas municipales": _BYLAWS,
    "bando ": _BYLAWS,
    "multa del ayuntamiento": _LOCAL_FINES,
    "multa municipal": _LOCAL_FINES,
    "multa por ruido": _LOCAL_FINES,
    "multa por orinar": _LOCAL_FINES,
    "multa por tirar": _LOCAL_FINES,
    "multa de la policia local": _LOCAL_FINES,
    # participation, information, challenges
    "consulta popular": _REFERENDUM,
    "referendum municipal": _REFERENDUM,
    "referendum local": _REFERENDUM,
    "referendum en el pueblo": _REFERENDUM,
    "consulta ciudadana": _REFERENDUM,
    "votar en el pueblo": _REFERENDUM,
    "recoger firmas": _PETITION,
    "recogida de firmas": _PETITION,
    "propuesta vecinal": _PETITION,
    "proponer al ayuntamiento": _PETITION,
    "asociacion de vecinos": _ASSOCIATIONS,
    "asociacion vecinal": _ASSOCIATIONS,
    "asociaciones vecinales": _ASSOCIATIONS,
    "participacion ciudadana": _PARTICIPATION,
    "presupuestos participativos": _PARTICIPATION,
    "junta de distrito": _PARTICIPATION,
    "junta municipal": _PARTICIPATION,
    "impugnar un acuerdo": _CHALLENGE,
    "recurrir un acuerdo": _CHALLENGE,
    "acuerdo del pleno": _CHALLENGE,
    "acuerdo municipal": _CHALLENGE,
    "terreno del ayuntamiento": _DEFEND_PROPERTY,
    "ocupado un terreno publico": _DEFEND_PROPERTY,
    "comunales": _COMMONS,
    "monte del pueblo": _COMMONS,
    "monte vecinal": _COMMONS,
    "pastos": _COMMONS,
    "lenas": _COMMONS,
    "vender un terreno municipal": _PUBLIC_PROPERTY,
    "bienes municipales": _PUBLIC_PROPERTY,
    "queja al ayuntamiento": _COMPLAINTS,
    "quejarme al ayuntamiento": _COMPLAINTS,
    "quejarme del ayuntamiento": _COMPLAINTS,
    "quejas vecinales": _COMPLAINTS,
    "defensor del vecino": _COMPLAINTS,
    # permits, planning
    "licencia de obra": _PERMITS,
    "licencia de apertura": _PERMITS,
    "licencia de actividad": _PERMITS,
    "licencia municipal": _PERMITS,
    "permiso de obra": _PERMITS,
    "permiso del ayuntamiento": _PERMITS,
    "plan general": _PLANNING,
    "pgou": _PLANNING,
    "urbanismo": _PLANNING,
    "recalific": _PLANNING,
    "plan urbanistico": _PLANNING,
    "terreno urbanizable": _PLANNING,
    # organisation, small towns, staff
    "pueblo pequeno": _SMALL_TOWN,
    "municipio pequeno": _SMALL_TOWN,
    "pedania": _HAMLETS,
    "aldea": _HAMLETS,
    "barrio alejado": _HAMLETS,
    "concejo abierto": _HAMLETS,
    "unir dos pueblos": _MERGER,
    "fusionar municipios": _MERGER,
    "fusionar ayuntamientos": _MERGER,
    "fusion de ayuntamientos": _MERGER,
    "nombre del pueblo": "cambio de nombre, denominación de los Municipios",
    "trabajar en el ayuntamiento": _STAFF,
    "oposiciones del ayuntamiento": _STAFF,
    "oposiciones al ayuntamiento": _STAFF,
    "funcionario del ayuntamiento": _STAFF,
    "funcionarios del ayuntamiento": _STAFF,
    "cargos de confianza": _POLITICAL_STAFF,
    "asesores del alcalde": _POLITICAL_STAFF,
    "enchufad": _POLITICAL_STAFF,
    "secretario del ayuntamiento": _SECRETARY,
    "interventor": _SECRETARY,
    "web del ayuntamiento": _WEBSITE,
    "gran ciudad": "municipios de gran población",
    # damage caused by public services (Ley 40/2015)
    "me he caido": _DAMAGE,
    "me cai en": _DAMAGE,
    "tropec": _DAMAGE,
    "baldosa": _DAMAGE,
    "socavon": _DAMAGE,
    "agujero en la calle": _DAMAGE,
    "alcantarilla abierta": _DAMAGE,
    "rama de un arbol": _DAMAGE,
    "cayo una rama": _DAMAGE,
    "cayo un arbol": _DAMAGE,
    "caido un arbol": _DAMAGE,
    "danos en mi coche": _DAMAGE,
    "rompio el coche": _DAMAGE,
    "indemnizacion de la administracion": _DAMAGE,
    "indemnizacion del ayuntamiento": _DAMAGE,
    "indemnice el ayuntamiento": _DAMAGE,
    "indemnice la administracion": _DAMAGE,
    "reclamar danos a la administracion": _DAMAGE_PROOF,
    "danos causados por el ayuntamiento": _DAMAGE_PROOF,
    "reclamar al ayuntamiento": _DAMAGE,
    "culpa del ayuntamiento": _DAMAGE,
    "denunciar al ayuntamiento": _DAMAGE,
    "tormenta": _STORM,
    "temporal de lluvia": _STORM,
    "me indemniza el ayuntamiento": _COMPENSATION_AMOUNT,
    "me indemniza la administracion": _COMPENSATION_AMOUNT,
    "valorar los danos": _COMPENSATION_AMOUNT,
    "culpa del funcionario": _OFFICIAL_FAULT,
    "reclamar al funcionario": _OFFICIAL_FAULT,
    "denunciar al funcionario": _OFFICIAL_FAULT,
    "un policia me": _OFFICIAL_FAULT,
    "varias administraciones": _SEVERAL,
    "que administracion es responsable": _SEVERAL,
    "el ayuntamiento o la comunidad": _SEVERAL,
    "obras del ayuntamiento": _CONTRACTOR,
    "obras municipales": _CONTRACTOR,
    "empresa contratista": _CONTRACTOR,
    "obra publica": _CONTRACTOR,
    "ley inconstitucional": _LEGISLATOR,
    "declarada inconstitucional": _LEGISLATOR,
    # officials' impartiality, sanctioning principles, automated decisions
    "funcionario amigo": _CONFLICT,
    "es amigo de": _CONFLICT,
    "es familiar de": _CONFLICT,
    "conflicto de interes": _CONFLICT,
    "imparcial": _CONFLICT,
    "enemistad": _CONFLICT,
    "recusar": _CONFLICT,
    "prescribe la multa": _FINE_TIME_BAR,
    "prescribe una multa": _FINE_TIME_BAR,
    "prescripcion de la multa": _FINE_TIME_BAR,
    "multa prescrita": _FINE_TIME_BAR,
    "multa antigua": _FINE_TIME_BAR,
    "dos multas por lo mismo": _DOUBLE_FINE,
    "doble sancion": _DOUBLE_FINE,
    "sancionar dos veces": _DOUBLE_FINE,
    "multado dos veces": _DOUBLE_FINE,
    "ley mas favorable": _RETROACTIVE,
    "multa retroactiv": _RETROACTIVE,
    "sancion retroactiv": _RETROACTIVE,
    "multa desproporcionada": _PROPORTION,
    "multa excesiva": _PROPORTION,
    "multa muy alta": _PROPORTION,
    "algoritmo": _AUTOMATED,
    "decision automatica": _AUTOMATED,
    "inteligencia artificial": _AUTOMATED,
    "firmado por otro": _SIGNATURE,
    "por delegacion": _SIGNATURE,
    "empresa publica": "sector público institucional, sociedades mercantiles estatales",
}
