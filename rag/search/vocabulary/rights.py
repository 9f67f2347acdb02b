"""Citizen words → legal phrases: Rights and public order (LOREG, LO 1/1982, LO 3/2007, LO 4/2015, LO 4/2000).
Keys and values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

# Elections (LOREG): who votes, census, polling stations, postal vote, campaign, candidates, count.
_POSTAL_VOTE = "voto por correo, voto por correspondencia, certificado de inscripción en el Censo"
_POLLING_STATION = "Mesa Electoral, Presidente y Vocal, sorteo público, suplentes"
_EXCUSE = "causa justificada y documentada, excusas, Junta Electoral de Zona, sesenta y cinco años"
_CENSUS = "censo electoral, Oficina del Censo Electoral, rectificación del censo, consulta de las listas"
_WHERE_TO_VOTE = "tarjeta censal, Sección y Mesa, locales electorales"
_ID_TO_VOTE = "identificación del elector, pasaporte o permiso de conducir, certificación censal específica"
_BALLOT = "papeletas, sobres electorales, sobre de votación"
_NULL_VOTE = "votos nulos, voto en blanco, votos válidos"
_CAMPAIGN = "campaña electoral, día trigésimo octavo, día inmediatamente anterior a la votación"
_PROPAGANDA = (
    "propaganda electoral, actos públicos de campaña electoral, "
    "lugares especiales gratuitos para la colocación de carteles"
)
_POLLS = "encuestas electorales, sondeos electorales, cinco días anteriores al de la votación"
_CANDIDATE = "sufragio pasivo, presentación de candidaturas, inelegibilidad, proclamación de candidatos"
_PARITY = "composición equilibrada de mujeres y hombres, presencia equilibrada"
_SIGNATURES = "agrupaciones de electores, firmas, presentación de candidaturas"
_OBSERVERS = "interventores, apoderados, permiso retribuido"
_COUNT = "escrutinio, escrutinio general, recuento, proclamación de electos"
_SEATS = "atribución de los escaños, escaños, 3 por 100, circunscripción"
_ABROAD = "residentes ausentes, personas que residen en el extranjero, residentes en el extranjero"
_FOREIGN_VOTER = "elecciones municipales, residentes extranjeros, ciudadanos de la Unión Europea"
_DISABLED_VOTER = "medios de apoyo, persona de su confianza, personas ciegas o con discapacidad visual"
_PRISONER_VOTE = "privación del derecho de sufragio, condenados por sentencia judicial firme"
_CHALLENGE = "recurso contencioso-electoral, contencioso electoral, Junta Electoral Central"
_ELECTORAL_CRIME = "delitos electorales, infracciones electorales, dádivas"
_CAMPAIGN_MONEY = "gastos electorales, subvenciones, envío directo"
# Honour, privacy and one's own image (LO 1/1982).
_HONOUR = (
    "derecho al honor, intromisión ilegítima, imputación de hechos, juicios de valor, menoscabando su fama"
)
_IMAGE = (
    "propia imagen, reproducción o publicación por fotografía, imagen de una persona, intromisión ilegítima"
)
_IMAGE_CONSENT = "propia imagen, consentimiento expreso, revocable en cualquier momento"
_CHILD_IMAGE = "consentimiento de los menores, Ministerio Fiscal, propia imagen"
_PUBLIC_FIGURE = "notoriedad o proyección pública, cargo público, lugares abiertos al público"
_ADVERTISING_USE = "fines publicitarios, utilización del nombre, propia imagen"
_SPYING = "aparatos de escucha, vida íntima, intromisiones ilegítimas"
_PRIVATE_LIFE = "vida privada, divulgación de hechos relativos a la vida privada, reputación y buen nombre"
_LETTERS = "cartas privadas, escritos personales de carácter íntimo"
_PROFESSIONAL_LEAK = "revelación de datos privados, actividad profesional u oficial"
_DAMAGES = "daño moral, indemnización de los daños y perjuicios, lucro obtenido"
_DECEASED = "persona fallecida, testamento, Ministerio Fiscal"
# Equality between women and men (LO 3/2007).
_SEX_DISCRIMINATION = (
    "discriminación directa, discriminación indirecta, igualdad de trato, acoso por razón de sexo"
)
_SEXUAL_HARASSMENT = "acoso sexual, acoso por razón de sexo, entorno intimidatorio, protocolo de actuación"
_PREGNANCY = "discriminación por embarazo o maternidad, embarazo, maternidad"
_RETALIATION = "indemnidad frente a represalias, represalias"
_PAY_GAP = "discriminación retributiva, auditoría salarial, igualdad de trato"
_EQUALITY_PLAN = (
    "planes de igualdad, cincuenta o más trabajadores, diagnóstico de situación, "
    "registro de planes de igualdad"
)
_WORK_LIFE = "derechos de conciliación, corresponsabilidad, conciliación"
_BALANCE = "presencia equilibrada, composición equilibrada, consejos de administración"
_SEXIST_ADS = "publicidad ilícita, estereotipos, comportamientos sexistas"
_INSURANCE = "factores actuariales, primas y prestaciones, bienes y servicios"
_PROOF = "corresponderá a la persona demandada probar, tutela judicial efectiva"
# Public safety and the police (LO 4/2015).
_ID_CHECK = (
    "identificación de personas, requerir la identificación, negativa a identificarse, "
    "Documento Nacional de Identidad"
)
_POLICE_STATION = "dependencias policiales, seis horas, volante acreditativo"
_FRISK = (
    "registros corporales externos, agente del mismo sexo, lugar reservado, "
    "control superficial de efectos personales"
)
_DNI = (
    "Documento Nacional de Identidad, obligatorio a partir de los catorce años, "
    "documentación personal legalmente exigida"
)
_LOST_DNI = "sustracción o extravío, documentación personal legalmente exigida, pérdidas o extravíos"
_DEMONSTRATION = (
    "reuniones y manifestaciones, manifestaciones no comunicadas, Ley Orgánica 9/1983, "
    "disolución de reuniones"
)
_DISOBEDIENCE = (
    "desobediencia o la resistencia a la autoridad, agentes de la autoridad, "
    "faltas de respeto y consideración"
)
_DRINKING = "consumo de bebidas alcohólicas, tranquilidad ciudadana"
_DRUGS = "consumo o la tenencia ilícitos de drogas, drogas tóxicas, tratamiento o rehabilitación"
_GROWING = "plantación y cultivo ilícitos, drogas tóxicas"
_WEAPONS = "armas prohibidas, armas, objetos peligrosos, ánimo intimidatorio"
_FIREWORKS = "artículos pirotécnicos, armas reglamentarias"
_GRAFFITI = "deslucimiento de bienes muebles o inmuebles, mobiliario urbano"
_SQUAT = "ocupación de cualquier inmueble, infracciones leves"
_STREET_VENDING = "venta ambulante no autorizada, ocupación de la vía pública"
_ANIMALS = "animales feroces o dañinos, abandonar animales domésticos"
_FILMING_POLICE = "uso no autorizado de imágenes, imágenes o datos personales o profesionales de autoridades"
_POLICE_WORD = "presunción de veracidad, valor probatorio, declaraciones de los agentes"
_FINE_AMOUNT = (
    "multa de 100 a 600 euros, multa de 601 a 30.000 euros, infracciones graves, infracciones leves"
)
_QUICK_PAY = "pago voluntario, reducción del 50 por ciento, procedimiento abreviado"
_HOME_ENTRY = "entrada y registro en domicilio, autorización judicial, delito flagrante"
_CHECKPOINT = "controles en las vías, registro de vehículos, restricción del tránsito"
_PARTY = "espectáculos públicos, actividades recreativas, desalojo"
_BLOCKING = "obstaculizar la vía pública, desórdenes, alteración de la seguridad ciudadana"
_GAG_LAW = "protección de la seguridad ciudadana, infracciones graves, infracciones leves"
_RECORD = "Registro Central de Infracciones contra la Seguridad Ciudadana"
# Foreigners (LO 4/2000) and nationality.
_RESIDENCE = "autorización de residencia, residencia temporal, renovación"
_LONG_TERM = "residencia de larga duración, cinco años"
_ROOTS = (
    "situación de arraigo, circunstancias excepcionales, razones humanitarias, "
    "autorización de residencia temporal"
)
_IRREGULAR = (
    "situación irregular, encontrarse irregularmente en territorio español, situación de arraigo, expulsión"
)
_WORK_PERMIT = "autorización de residencia y trabajo, autorización de trabajo, situación nacional de empleo"
_UNDOCUMENTED_WORK = (
    "encontrarse trabajando en España, autorización de residencia y trabajo, "
    "contratación de trabajadores extranjeros"
)
_HIRING_FOREIGNER = (
    "contratación de trabajadores extranjeros, autorización de residencia y trabajo, empleador"
)
_FAMILY = "reagrupación familiar, familiares reagrupables, vivienda adecuada, medios económicos suficientes"
_FOREIGN_ID = "número de identidad de extranjero, tarjeta de identidad de extranjero"
_VISA = "visado, tipos de visado, visado de estancia, visado de residencia"
_SHORT_STAY = "estancia, 90 días, prórroga de estancia"
_ENTRY = "requisitos para la entrada en territorio español, puestos habilitados, denegación de entrada"
_EXPULSION = "expulsión del territorio, orden de expulsión, prohibición de entrada, devolución"
_DETENTION_CENTRE = (
    "centros de internamiento, duración máxima de 60 días, derechos de los extranjeros internados"
)
_ASYLUM = "derecho de asilo, protección internacional, condición de refugiado"
_STATELESS = "apátridas, estatuto de apátrida, indocumentados"
_MINORS = "menores no acompañados"
_LEGAL_AID = "asistencia jurídica gratuita, intérprete"
_HEALTH = "asistencia sanitaria"
_RACISM = "actos discriminatorios, motivos raciales, racismo"
_TRAFFICKING = "víctimas de la trata de seres humanos, trata de seres humanos"
_SHAM_MARRIAGE = "obtener indebidamente un derecho de residencia, contraer matrimonio"
_PARTNER = "relación de afectividad análoga a la conyugal, reagrupación familiar"
_STUDENT = "estudios, estancia por estudios, prácticas no laborales"
_SEASONAL = "trabajadores de temporada"
_SKILLED = "profesionales altamente cualificados, tarjeta azul, investigadores"
_RETURN = "retorno voluntario, ayudas al retorno voluntario"
_TRAVEL = "autorización de regreso, salida de España"
_NATIONALITY = "nacionalidad por residencia, diez años, países iberoamericanos, buena conducta cívica"
_REGISTER = "padrón municipal, empadronados"
RIGHTS: dict[str, str] = {
    # elections: voting and the census
    "votar": "derecho a votar, censo electoral",
    "voto por correo": _POSTAL_VOTE,
    "votar por correo": _POSTAL_VOTE,
    "por correspondencia": _POSTAL_VOTE,
    "no estare el dia": _POSTAL_VOTE,
    "mesa electoral": _POLLING_STATION,
    "mesas electorales": _POLLING_STATION,
    "de mesa ": _POLLING_STATION,
    "vocal ": _POLLING_STATION,
    "no ir a la mesa": _EXCUSE,
    "excusa": _EXCUSE,
    "librarme de la mesa": _EXCUSE,
    "librarme de ser": _EXCUSE,
    "estar en la mesa": _POLLING_STATION,
    "censo": _CENSUS,
    "donde voto": _WHERE_TO_VOTE,
    "donde me toca votar": _WHERE_TO_VOTE,
    "colegio electoral": _WHERE_TO_VOTE,
    "para votar": _ID_TO_VOTE,
    "papeleta": _BALLOT,
    "el sobre ": _BALLOT,
    "urna": "urna, papeletas, sobres electorales",
    "voto nulo": _NULL_VOTE,
    "votar en blanco": _NULL_VOTE,
    "voto en blanco": _NULL_VOTE,
    "anular el voto": _NULL_VOTE,
    "campana electoral": _CAMPAIGN,
    "jornada de reflexion": _CAMPAIGN,
    "dia antes de las elecciones": _CAMPAIGN,
    "mitin": _PROPAGANDA,
    "propaganda": _PROPAGANDA,
    "pegar carteles": _PROPAGANDA,
    "carteles electorales": _PROPAGANDA,
    "encuesta": _POLLS,
    "sondeo": _POLLS,
    "candidat": _CANDIDATE,
    "presentarme a las elecciones": _CANDIDATE,
    "presentarse a las elecciones": _CANDIDATE,
    "paridad": _PARITY,
    "paritari": _PARITY,
    "cremallera": _PARITY,
    "recoger firmas": _SIGNATURES,
    "agrupacion de electores": _SIGNATURES,
    "interventor": _OBSERVERS,
    "apoderad": _OBSERVERS,
    "escrutinio": _COUNT,
    "recuento": _COUNT,
    "escanos": _SEATS,
    "dhondt": _SEATS,
    "d hondt": _SEATS,
    "cera ": _ABROAD,
    "votar en el extranjero": _ABROAD,
    "votar desde": _ABROAD,
    "vivo en el extranjero": _ABROAD,
    "espanoles en el extranjero": _ABROAD,
    "residentes en el extranjero": _ABROAD,
    "desde el consulado": _ABROAD,
    "votar un extranjero": _FOREIGN_VOTER,
    "votar los extranjeros": _FOREIGN_VOTER,
    "extranjeros pueden votar": _FOREIGN_VOTER,
    "extranjeros votar": _FOREIGN_VOTER,
    "ciudadano europeo": _FOREIGN_VOTER,
    "ciudadanos europeos": _FOREIGN_VOTER,
    "ciego": _DISABLED_VOTER,
    "no sabe leer": _DISABLED_VOTER,
    "votar con discapacidad": _DISABLED_VOTER,
    "discapacidad intelectual": _DISABLED_VOTER,
    "votar un preso": _PRISONER_VOTE,
    "votar los presos": _PRISONER_VOTE,
    "presos votar": _PRISONER_VOTE,
    "impugnar las elecciones": _CHALLENGE,
    "impugnar el resultado": _CHALLENGE,
    "recurrir las elecciones": _CHALLENGE,
    "junta electoral": "Junta Electoral Central, Junta Electoral de Zona",
    "fraude electoral": _ELECTORAL_CRIME,
    "compra de votos": _ELECTORAL_CRIME,
    "comprar votos": _ELECTORAL_CRIME,
    "gastos de campana": _CAMPAIGN_MONEY,
    "financiacion electoral": _CAMPAIGN_MONEY,
    "propaganda en el buzon": _CAMPAIGN_MONEY,
    "elecciones municipales": "elecciones municipales, concejales",
    "elecciones europeas": "Parlamento Europeo",
    "elecciones generales": "Congreso de los Diputados, elecciones al Senado",
    "convocar elecciones": "convocatoria de elecciones",
    "adelanto electoral": "convocatoria de elecciones",
    # honour, privacy and own image
    "difam": _HONOUR,
    "calumni": _HONOUR,
    "injuri": _HONOUR,
    "desprestigi": _HONOUR,
    "hablan mal de mi": _HONOUR,
    "hablando mal de mi": _HONOUR,
    "mentiras sobre mi": _HONOUR,
    "bulo": _HONOUR,
    "me insult": _HONOUR,
    "honor ": _HONOUR,
    "reputacion": _PRIVATE_LIFE,
    "buen nombre": _PRIVATE_LIFE,
    "mi vida privada": _PRIVATE_LIFE,
    "contar mi vida": _PRIVATE_LIFE,
    "propia imagen": _IMAGE,
    "mi imagen": _IMAGE,
    "mi cara": _IMAGE,
    "foto sin": _IMAGE,
    "fotos sin": _IMAGE,
    "subir fotos": _IMAGE,
    "subir una foto": _IMAGE,
    "subido una foto": _IMAGE,
    "subido fotos": _IMAGE,
    "publicar fotos": _IMAGE,
    "publicado una foto": _IMAGE,
    "publicado fotos": _IMAGE,
    "colgado una foto": _IMAGE,
    "colgar fotos": _IMAGE,
    "sin mi permiso": _IMAGE_CONSENT,
    "fotos de mi hij": _CHILD_IMAGE,
    "foto de mi hij": _CHILD_IMAGE,
    "fotos de menores": _CHILD_IMAGE,
    "fotos de ninos": _CHILD_IMAGE,
    "famos": _PUBLIC_FIGURE,
    "paparazzi": _PUBLIC_FIGURE,
    "persona publica": _PUBLIC_FIGURE,
    "caricatura": "caricatura, uso social",
    "meme": "caricatura, propia imagen",
    "para publicidad": _ADVERTISING_USE,
    "en un anuncio": _ADVERTISING_USE,
    "usar mi nombre": _ADVERTISING_USE,
    "usan mi nombre": _ADVERTISING_USE,
    "espia": _SPYING,
    "microfono": _SPYING,
    "camara oculta": _SPYING,
    "a escondidas": _SPYING,
    "mis cartas": _LETTERS,
    "mi diario": _LETTERS,
    "secreto profesional": _PROFESSIONAL_LEAK,
    "dano moral": _DAMAGES,
    "memoria de mi": _DECEASED,
    "honor de un fallecido": _DECEASED,
    "imagen de un fallecido": _DECEASED,
    "danos morales": _DAMAGES,
    "derecho de replica": "derecho de réplica, derecho de rectificación",
    # equality between women and men
    "por ser mujer": _SEX_DISCRIMINATION,
    "por ser hombre": _SEX_DISCRIMINATION,
    "por mi sexo": _SEX_DISCRIMINATION,
    "razon de sexo": _SEX_DISCRIMINATION,
    "machis": _SEX_DISCRIMINATION,
    "discrimin": "discriminación directa, discriminación indirecta",
    "acoso sexual": _SEXUAL_HARASSMENT,
    "me acosa": _SEXUAL_HARASSMENT,
    "tocamientos": _SEXUAL_HARASSMENT,
    "comentarios sexuales": _SEXUAL_HARASSMENT,
    "protocolo de acoso": _SEXUAL_HARASSMENT,
    "protocolo contra el acoso": _SEXUAL_HARASSMENT,
    "embarazada": _PREGNANCY,
    "por ser madre": _PREGNANCY,
    "por tener hijos": _PREGNANCY,
    "represalia": _RETALIATION,
    "por denunciar": _RETALIATION,
    "por quejarme": _RETALIATION,
    "brecha salarial": _PAY_GAP,
    "menos que un hombre": _PAY_GAP,
    "menos que los hombres": _PAY_GAP,
    "menos que mis companeros": _PAY_GAP,
    "menos que mi companero": _PAY_GAP,
    "plan de igualdad": _EQUALITY_PLAN,
    "planes de igualdad": _EQUALITY_PLAN,
    "50 trabajadores": _EQUALITY_PLAN,
    "cincuenta trabajadores": _EQUALITY_PLAN,
    "corresponsab": _WORK_LIFE,
    "conciliacion familiar": _WORK_LIFE,
    "conciliacion laboral": _WORK_LIFE,
    "conciliacion de la vida": _WORK_LIFE,
    "cuota de mujeres": _BALANCE,
    "cuotas de mujeres": _BALANCE,
    "consejo de administracion": _BALANCE,
    "mujeres directivas": _BALANCE,
    "anuncio sexista": _SEXIST_ADS,
    "anuncio machista": _SEXIST_ADS,
    "publicidad sexista": _SEXIST_ADS,
    "lenguaje sexista": "lenguaje no sexista",
    "lenguaje inclusivo": "lenguaje no sexista",
    "seguro mas caro": _INSURANCE,
    "prima del seguro": _INSURANCE,
    "carga de la prueba": _PROOF,
    "tengo que probar": _PROOF,
    "discriminacion positiva": "acciones positivas",
    "accion positiva": "acciones positivas",
    "riesgo durante": "riesgo durante el embarazo, riesgo durante la lactancia natural",
    "oposiciones": "pruebas de acceso al empleo público, órganos de selección",
    "deporte femenino": "deporte, igualdad de oportunidades",
    "violencia de genero": "víctimas de violencia de género, violencia de género",
    "violencia machista": "víctimas de violencia de género, violencia de género",
    "titularidad compartida": "titularidad compartida",
    # public safety and the police
    "pedir el dni": _ID_CHECK,
    "pide el dni": _ID_CHECK,
    "piden el dni": _ID_CHECK,
    "pidio el dni": _ID_CHECK,
    "pidieron el dni": _ID_CHECK,
    "pedido el dni": _ID_CHECK,
    "pedirme el dni": _ID_CHECK,
    "pedirme la documentacion": _ID_CHECK,
    "me identifique": _ID_CHECK,
    "identificarse": _ID_CHECK,
    "pedir la documentacion": _ID_CHECK,
    "pidio la documentacion": _ID_CHECK,
    "comisaria": _POLICE_STATION,
    "cachea": _FRISK,
    "cacheo": _FRISK,
    "registrar la mochila": _FRISK,
    "desnudarme": _FRISK,
    "me registraron": _FRISK,
    "me han registrado": _FRISK,
    "dni ": _DNI,
    "perdido el dni": _LOST_DNI,
    "perdi el dni": _LOST_DNI,
    "robado el dni": _LOST_DNI,
    "robaron el dni": _LOST_DNI,
    "frente al congreso": "perturbación grave de la seguridad ciudadana, reuniones y manifestaciones",
    "manifest": _DEMONSTRATION,
    "protesta": _DEMONSTRATION,
    "carga policial": "disolución de reuniones, reuniones y manifestaciones",
    "cargas policiales": "disolución de reuniones, reuniones y manifestaciones",
    "delante del congreso": "perturbación grave de la seguridad ciudadana, reuniones y manifestaciones",
    "desobedien": _DISOBEDIENCE,
    "resistencia a": _DISOBEDIENCE,
    "no hacer caso a la policia": _DISOBEDIENCE,
    "insultar a un policia": _DISOBEDIENCE,
    "insultar a la policia": _DISOBEDIENCE,
    "faltar al respeto": _DISOBEDIENCE,
    "falta de respeto": _DISOBEDIENCE,
    "policia": "agentes de la autoridad, Fuerzas y Cuerpos de Seguridad",
    "botellon": _DRINKING,
    "beber en la calle": _DRINKING,
    "beber alcohol en": _DRINKING,
    "alcohol en la calle": _DRINKING,
    "porro": _DRUGS,
    "marihuana": _DRUGS,
    "cannabis": _DRUGS,
    "hachis": _DRUGS,
    "cocaina": _DRUGS,
    "consumir drogas": _DRUGS,
    "llevar droga": _DRUGS,
    "plantas de marihuana": _GROWING,
    "cultivar marihuana": _GROWING,
    "plantar marihuana": _GROWING,
    "navaja": _WEAPONS,
    "cuchillo": _WEAPONS,
    "arma blanca": _WEAPONS,
    "llevar un arma": _WEAPONS,
    "llevar armas": _WEAPONS,
    "pistola": _WEAPONS,
    "petardo": _FIREWORKS,
    "pirotecni": _FIREWORKS,
    "bengala": _FIREWORKS,
    "fuegos artificiales": _FIREWORKS,
    "laser": "haces de luz",
    "grafiti": _GRAFFITI,
    "graffiti": _GRAFFITI,
    "pintadas": _GRAFFITI,
    "okup": _SQUAT,
    "ocupar una vivienda": _SQUAT,
    "ocupar un piso": _SQUAT,
    "mantero": _STREET_VENDING,
    "venta ambulante": _STREET_VENDING,
    "vender en la calle": _STREET_VENDING,
    "perro peligroso": _ANIMALS,
    "perro suelto": _ANIMALS,
    "abandonar un perro": _ANIMALS,
    "abandono de animales": _ANIMALS,
    "prostitu": "servicios sexuales retribuidos",
    "exhibicionis": "exhibición obscena",
    "grabar a la policia": _FILMING_POLICE,
    "grabar a un policia": _FILMING_POLICE,
    "grabar a los agentes": _FILMING_POLICE,
    "grabar policias": _FILMING_POLICE,
    "fotos de policias": _FILMING_POLICE,
    "palabra del policia": _POLICE_WORD,
    "palabra de un policia": _POLICE_WORD,
    "mi palabra contra": _POLICE_WORD,
    "el policia miente": _POLICE_WORD,
    "pagar la multa": _QUICK_PAY,
    "mitad de la multa": _QUICK_PAY,
    "entrar en mi casa": _HOME_ENTRY,
    "entrar en casa": _HOME_ENTRY,
    "entrar en mi domicilio": _HOME_ENTRY,
    "control policial": _CHECKPOINT,
    "controles policiales": _CHECKPOINT,
    "registrar el coche": _CHECKPOINT,
    "discoteca": _PARTY,
    "fiesta ilegal": _PARTY,
    "fiestas ilegales": _PARTY,
    "rave": _PARTY,
    "cortar la calle": _BLOCKING,
    "cortar una calle": _BLOCKING,
    "pelea": _BLOCKING,
    "dron": "sobrevuelo, aeronaves ligeras",
    "disfraz de policia": "uso público e indebido de uniformes",
    "ley mordaza": _GAG_LAW,
    "multa de la policia": _FINE_AMOUNT,
    "multa de seguridad ciudadana": _FINE_AMOUNT,
    "seguridad ciudadana": _GAG_LAW,
    "antecedentes policiales": _RECORD,
    "camaras en la calle": "uso de videocámaras, cámaras de videovigilancia",
    "colaborar con la policia": "deber de colaboración",
    # foreigners: residence and papers
    "permiso de residencia": _RESIDENCE,
    "tarjeta de residencia": _RESIDENCE,
    "autorizacion de residencia": _RESIDENCE,
    "renovar la residencia": _RESIDENCE,
    "renovar la tarjeta": _RESIDENCE,
    "residencia caducada": "tener caducada más de tres meses, renovación",
    "residencia permanente": _LONG_TERM,
    "larga duracion": _LONG_TERM,
    "arraigo": _ROOTS,
    "regularizar mi situacion": _ROOTS,
    "regularizarme": _ROOTS,
    "regularizacion de extranjeros": _ROOTS,
    "regularizacion extraordinaria": _ROOTS,
    "sin papeles": _IRREGULAR,
    "irregular ": _IRREGULAR,
    "irregularmente": _IRREGULAR,
    "ilegal en espana": _IRREGULAR,
    "inmigrante ilegal": _IRREGULAR,
    "inmigrant": "integración de los inmigrantes, inmigración",
    "permiso de trabajo": _WORK_PERMIT,
    "autorizacion de trabajo": _WORK_PERMIT,
    "trabajar sin papeles": _UNDOCUMENTED_WORK,
    "trabajar sin permiso": _UNDOCUMENTED_WORK,
    "trabajo sin papeles": _UNDOCUMENTED_WORK,
    "contratar a un extranjero": _HIRING_FOREIGNER,
    "contratar a un inmigrante": _HIRING_FOREIGNER,
    "contratar extranjeros": _HIRING_FOREIGNER,
    "reagrup": _FAMILY,
    "traer a mi": _FAMILY,
    "traerme a": _FAMILY,
    "nie ": _FOREIGN_ID,
    "tie ": _FOREIGN_ID,
    "visad": _VISA,
    "visa ": _VISA,
    "turista": _SHORT_STAY,
    "quedarme en espana": _SHORT_STAY,
    "entrar en espana": _ENTRY,
    "entrar a espana": _ENTRY,
    "frontera": _ENTRY,
    "expuls": _EXPULSION,
    "deportar": _EXPULSION,
    "deportac": _EXPULSION,
    "deportad": _EXPULSION,
    "echar de espana": _EXPULSION,
    "echarme de espana": _EXPULSION,
    "cie ": _DETENTION_CENTRE,
    "centro de internamiento": _DETENTION_CENTRE,
    "asilo": _ASYLUM,
    "refugiad": _ASYLUM,
    "apatrida": _STATELESS,
    "menores no acompanados": _MINORS,
    "menor no acompanado": _MINORS,
    "mena ": _MINORS,
    "menas ": _MINORS,
    "abogado de oficio": _LEGAL_AID,
    "interprete": _LEGAL_AID,
    "traductor": _LEGAL_AID,
    "no hablo espanol": _LEGAL_AID,
    "tarjeta sanitaria": _HEALTH,
    "atencion sanitaria": _HEALTH,
    "racis": _RACISM,
    "trata de personas": _TRAFFICKING,
    "trata de seres": _TRAFFICKING,
    "victima de trata": _TRAFFICKING,
    "por ser extranjero": _RACISM,
    "por ser inmigrante": _RACISM,
    "por mi origen": _RACISM,
    "matrimonio de conveniencia": _SHAM_MARRIAGE,
    "boda de conveniencia": _SHAM_MARRIAGE,
    "casarse por papeles": _SHAM_MARRIAGE,
    "estudiar en espana": _STUDENT,
    "estudiante extranjero": _STUDENT,
    "temporero": _SEASONAL,
    "tarjeta azul": _SKILLED,
    "altamente cualificad": _SKILLED,
    "nomada digital": "teletrabajo de carácter internacional",
    "volver a mi pais": _RETURN,
    "salir de espana": _TRAVEL,
    "viajar a mi pais": _TRAVEL,
    "nacionalidad espanola": _NATIONALITY,
    "hacerme espanol": _NATIONALITY,
    "ser espanol": _NATIONALITY,
    "nacionaliz": _NATIONALITY,
    "empadron": _REGISTER,
    "padron": _REGISTER,
}
