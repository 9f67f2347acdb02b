"""Citizen words → legal phrases: Justice (Código Penal, LECrim, LEC, Ley 1/1996, Ley 29/1998).
Keys and values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

# Justice: crimes and penalties (Código Penal), criminal procedure (Ley de Enjuiciamiento
# Criminal), civil procedure (Ley de Enjuiciamiento Civil), free legal aid (Ley 1/1996) and suing
# the administration (Ley 29/1998, jurisdicción contencioso-administrativa).
_THEFT = "robo, hurto, cosas muebles ajenas, fuerza en las cosas, violencia o intimidación en las personas"
_PETTY_THEFT = "hurto, cuantía de lo sustraído, sin la voluntad de su dueño, cosas muebles ajenas"
_MUGGING = "robo con violencia, violencia o intimidación en las personas"
_BURGLARY = "robo, casa habitada, fuerza en las cosas, fractura de puerta o ventana, allanamiento de morada"
_BREAK_IN = "allanamiento de morada, morada ajena, contra la voluntad de su morador, entrada y registro"
_CAR_THEFT = "robo y hurto de uso de vehículos, vehículo a motor o ciclomotor ajenos"
_RECEIVING = "receptación"
_SQUATTERS = (
    "que no constituyan morada, sin autorización debida, usurpación, "
    "recuperación de la posesión de una vivienda, allanamiento de morada"
)
_FRAUD = "estafa, engaño bastante, ánimo de lucro, acto de disposición"
_ONLINE_FRAUD = "manipulación informática, transferencia no consentida, tarjetas de crédito o débito, estafa"
_EMBEZZLEMENT = "apropiación indebida, recibido en depósito, administración desleal"
_FOUND_PROPERTY = "se apropiare de una cosa mueble ajena, apropiación indebida, cuantía de lo apropiado"
_POWER_THEFT = "defraudaciones de fluido eléctrico, energía eléctrica"
_DAMAGE = "daños en propiedad ajena, cuantía del daño, deslucimiento"
_FIRE = "incendio, incendios forestales"
_HIDING_ASSETS = (
    "se alce con sus bienes en perjuicio de sus acreedores, insolvencias punibles, "
    "frustración de la ejecución"
)
_ASSAULT = (
    "lesiones, golpeare o maltratare de obra, primera asistencia facultativa, tratamiento médico o quirúrgico"
)
_INJURY_REPORT = "lesiones, primera asistencia facultativa, tratamiento médico o quirúrgico"
_FIGHT = "lesiones, riña, golpeare o maltratare de obra"
_DOMESTIC_ABUSE = (
    "violencia de género, violencia doméstica, análoga relación de afectividad, menoscabo psíquico, "
    "orden de protección"
)
_RESTRAINING = "prohibición de aproximarse, orden de protección, prohibición de comunicarse"
_BREACH = "quebrantaren su condena, quebrantamiento de condena, prohibición de aproximarse"
_THREATS = "amenazas, mal que constituya delito, coacciones"
_BLACKMAIL = "extorsión, revelar o difundir hechos referentes a su vida privada, amenazas"
_COERCION = "coacciones, impedir el legítimo disfrute de la vivienda"
_STALKING = "acose a una persona, de forma insistente y reiterada, normal desarrollo de su vida cotidiana"
_HARASSMENT = "grave acoso, actos hostiles o humillantes, trato degradante, acose a una persona"
_BULLYING = "trato degradante, integridad moral, actos hostiles o humillantes"
_HOUSING_HARASSMENT = "impedir el legítimo disfrute de la vivienda, actos hostiles o humillantes, coacciones"
_SEXUAL_ASSAULT = "agresión sexual, libertad sexual, sin su consentimiento, consentimiento"
_SEXUAL_HARASSMENT = "acoso sexual, solicitare favores de naturaleza sexual"
_GROOMING = "a través de internet, del teléfono o de cualquier otra tecnología, menor de dieciséis años"
_INSULTS = "injurias, injuria, calumnia, temerario desprecio hacia la verdad"
_HONOUR = "calumnia, injuria, derecho al honor, a la intimidad y a la propia imagen"
_INTIMATE_IMAGES = (
    "imágenes o grabaciones audiovisuales, sin autorización de la persona afectada, "
    "descubrimiento y revelación de secretos"
)
_SNOOPING = "descubrimiento y revelación de secretos, vulnerar la intimidad, sin su consentimiento"
_HACKING = (
    "acceda o facilite a otro el acceso, sistema de información, descubrimiento y revelación de secretos"
)
_IDENTITY = "usurpare el estado civil de otro, uso indebido de sus datos personales"
_RECORDING = "artificios técnicos de escucha, medios de reproducción de la palabra, el sonido y la imagen"
_NO_HELP = "omisión del deber de socorro, desamparada y en peligro manifiesto y grave"
_HIT_AND_RUN = "abandone el lugar de los hechos, omisión del deber de socorro"
_KILLING = "homicidio, asesinato, homicidio imprudente"
_RECKLESS = "imprudencia grave, imprudencia menos grave, homicidio imprudente"
_UNLAWFUL_DETENTION = "detención ilegal, detenciones ilegales, secuestro"
_DRUNK_DRIVING = (
    "bebidas alcohólicas, tasa de alcohol en aire espirado, 0,60 miligramos por litro, "
    "privación del derecho a conducir vehículos a motor y ciclomotores"
)
_DRUGGED_DRIVING = (
    "drogas tóxicas, estupefacientes, sustancias psicotrópicas, "
    "privación del derecho a conducir vehículos a motor y ciclomotores"
)
_BREATH_TEST = "se negare a someterse a las pruebas, tasas de alcoholemia"
_NO_LICENCE = (
    "sin haber obtenido nunca permiso o licencia de conducción, pérdida de vigencia, "
    "pérdida total de los puntos"
)
_SPEEDING = "velocidad superior en sesenta kilómetros por hora, temeridad manifiesta"
_RECKLESS_DRIVING = "temeridad manifiesta, manifiestamente temeraria"
_DRUG_DEALING = (
    "tráfico de drogas, drogas tóxicas, estupefacientes o sustancias psicotrópicas, notoria importancia"
)
_WEAPONS = "tenencia de armas, armas de fuego, armas prohibidas"
_ANIMALS = "animal doméstico, tratamiento veterinario, abandone a un animal"
_CHILD_SUPPORT = (
    "dejare de pagar durante dos meses consecutivos, "
    "prestación económica en favor de su cónyuge o sus hijos, "
    "abandono de familia"
)
_CHILD_ABDUCTION = "sustracción de menores"
_CHILD_NEGLECT = "abandono de un menor, abandono de familia"
_FALSE_REPORT = "acusación y denuncia falsas, simulación de delitos, temerario desprecio hacia la verdad"
_PERJURY = "falso testimonio"
_AUTHORITY = "atentado, agentes de la autoridad, resistieren o desobedecieren gravemente, desobediencia"
_RIOT = "desórdenes públicos"
_HATE = "odio, hostilidad, discriminación o violencia, motivos racistas"
_TAX_FRAUD = "delito contra la Hacienda Pública, cuota defraudada, ciento veinte mil euros"
_BRIBERY = "cohecho, dádiva, tráfico de influencias"
_ABUSE_OF_OFFICE = "prevaricación, resolución arbitraria, malversación"
_FORGERY = "falsificación de documentos, falsedad documental, documento oficial"
_FAKE_CERTIFICATE = "falsificación de certificados"
_QUACKERY = "intrusismo, sin poseer el correspondiente título académico"
_WORKERS = (
    "delitos contra los derechos de los trabajadores, "
    "condiciones laborales o de Seguridad Social que perjudiquen"
)
_SELF_HELP = "realización arbitraria del propio derecho"
_ACCOMPLICE = "cómplices, encubrimiento"
_ATTEMPT = "tentativa"
# defences, penalties and criminal record
_SELF_DEFENCE = (
    "en defensa de la persona o derechos propios o ajenos, agresión ilegítima, "
    "necesidad racional del medio empleado, falta de provocación suficiente"
)
_INTOXICATED = "intoxicación plena, grave adicción, síndrome de abstinencia"
_MENTAL = "anomalía o alteración psíquica, trastorno mental transitorio"
_COMMITMENT = "internamiento no voluntario, trastorno psíquico"
_MINORS = "menores de dieciocho años no serán responsables criminalmente, responsabilidad penal del menor"
_MITIGATING = (
    "circunstancias atenuantes, reparar el daño ocasionado a la víctima, confesar la infracción, "
    "dilación extraordinaria e indebida"
)
_AGGRAVATING = "circunstancias agravantes, reincidencia, alevosía, abuso de superioridad"
_RECORD = "antecedentes penales, cancelación de sus antecedentes penales, Registro Central de Penados"
_SUSPENDED = (
    "suspensión de la ejecución de las penas privativas de libertad, delinquido por primera vez, "
    "no superiores a dos años"
)
_PRISON = (
    "pena de prisión, penas privativas de libertad, "
    "suspensión de la ejecución de las penas privativas de libertad"
)
_SUPERVISED = "libertad vigilada, medidas de seguridad"
_PAROLE = "libertad condicional, tercer grado"
_COMMUNITY_SERVICE = "trabajos en beneficio de la comunidad"
_HOUSE_ARREST = "localización permanente, dispositivos telemáticos"
_CRIMINAL_FINE = "pena de multa, cuota diaria, responsabilidad personal subsidiaria por impago"
_LIMITATION = "prescripción del delito, prescripción de la pena, los delitos prescriben"
_PARDON = "indulto, perdón de la persona ofendida"
_WITHDRAW_COMPLAINT = "perdón de la persona ofendida, perdón del ofendido, denuncia de la persona agraviada"
_COMPENSATION = (
    "responsabilidad civil derivada, reparación del daño, indemnización de perjuicios materiales y morales"
)
_OFFENCE_CLASSES = "delitos leves, delitos menos graves, delitos graves"
# criminal procedure
_ARREST = (
    "derecho a guardar silencio, derecho a designar abogado, plazo máximo de setenta y dos horas, "
    "detenido o preso, abogado de oficio"
)
_SILENCE = "derecho a guardar silencio, no declarar contra sí mismo, no confesarse culpable"
_HABEAS = "habeas corpus, impugnar la legalidad de su detención"
_INTERPRETER = "asistido gratuitamente por un intérprete, derecho a la traducción e interpretación"
_CONSULATE = "oficina consular, autoridades consulares"
_SUSPECT = "investigado o encausado, derecho de defensa, derecho a guardar silencio, asistencia de letrado"
_WITNESS = (
    "obligación de concurrir al llamamiento judicial, falso testimonio, "
    "dispensados de la obligación de declarar"
)
_RELATIVE_WITNESS = "dispensados de la obligación de declarar"
_COMPLAINT = "denuncia, querella, por escrito o de palabra, narración circunstanciada del hecho"
_QUERELLA = "querella, querellante, acusación particular"
_VICTIM = "ofrecimiento de acciones, mostrarse parte, acusación particular, reparación del daño"
_FAST_TRIAL = (
    "procedimiento para el enjuiciamiento rápido de determinados delitos, Juzgado de guardia, "
    "diligencias urgentes, delitos flagrantes"
)
_CAUGHT = "delitos flagrantes, flagrante delito, atestado"
_PLEA = "conformidad, reducida en un tercio, escrito de acusación"
_BAIL = "libertad provisional, fianza, prisión provisional"
_REMAND = "prisión provisional, riesgo de fuga, ocultación, alteración o destrucción de las fuentes de prueba"
_SEARCH = "entrada y registro, consentimiento del titular, flagrante delito"
_PHONE_SEARCH = "registro de dispositivos de almacenamiento masivo de información"
_WIRETAP = "interceptación de las comunicaciones telefónicas y telemáticas"
_LINEUP = "reconocimiento en rueda"
_DISMISSED = "sobreseimiento, sobreseimiento provisional, archivo, recurso de reforma"
_MINOR_OFFENCE = "juicio sobre delitos leves, delitos leves"
_PROSECUTOR = "Ministerio Fiscal, escrito de acusación"
_JURY = "Tribunal del Jurado"
_WANTED = "requisitoria, declarado rebelde"
_APPEAL = "recurso de apelación, recurso de casación, sentencia firme"
# civil procedure
_LAWSUIT = "demanda, juicio verbal, juicio ordinario, cuantía"
_SMALL_CLAIM = (
    "juicio verbal, cuantía no exceda de quince mil euros, no exceda de 2.000 euros, comparecer por sí mismos"
)
_LAWYER_NEEDED = (
    "intervención de abogado, intervención de procurador, comparecer por sí mismos, no exceda de 2.000 euros"
)
_SUED = "contestación a la demanda, emplazamiento, rebeldía"
_DEBT = "proceso monitorio, deuda dineraria, requerimiento de pago, reclamación de cantidad"
_MONITORIO = (
    "proceso monitorio, deuda dineraria, vencida y exigible, requerimiento de pago, escrito de oposición"
)
_COSTS = "condena en costas, temeridad, serias dudas de hecho o de derecho, tasación de costas"
_SEIZURE = "embargo, bienes inembargables, embargo de sueldos y pensiones, salario mínimo interprofesional"
_ENFORCEMENT = "ejecución forzosa, título ejecutivo, demanda ejecutiva, despacho de la ejecución"
_AUCTION = "subasta electrónica, Portal de Subastas"
_MORTGAGE = "ejecución hipotecaria, vivienda habitual, cláusulas abusivas"
_EVICTION = "desahucio, falta de pago de las rentas, enervación, lanzamiento, juicio verbal"
_UNPAID_RENT = "desahucio, falta de pago de las rentas, reclamación de cantidades, enervación"
_LAUNCH = "lanzamiento, desalojo voluntario"
_VULNERABLE = "situación de vulnerabilidad, servicios sociales"
_PRECARIOUS = "precario, recuperación de la plena posesión"
_DEFAULT = "rebeldía, declarado en rebeldía"
_EVIDENCE = "medios de prueba, carga de la prueba, prueba documental"
_EXPERT = "prueba pericial, dictamen de peritos"
_ADR = "medios adecuados de solución de controversias, requisito de procedibilidad, mediación, conciliación"
_MATRIMONIAL = "procesos matrimoniales, mutuo acuerdo, medidas provisionales"
_ESTATE = "división de la herencia, división judicial de patrimonios"
_COMMUNITY_DEBT = "gastos comunes de Comunidades de propietarios, proceso monitorio"
_POSSESSION = "tutela sumaria de la tenencia o de la posesión"
_COURT_DAYS = "días inhábiles, días del mes de agosto, días hábiles, 24 de diciembre"
_FEES = "tasas judiciales, exención del pago de tasas judiciales, depósito para recurrir"
_TRIAL_COST = "condena en costas, tasas judiciales, asistencia jurídica gratuita"
_CIVIL_APPEAL = (
    "recurso de apelación, veinte días desde la notificación, recurso de casación, sentencia firme"
)
# free legal aid
_LEGAL_AID = (
    "asistencia jurídica gratuita, insuficiencia de recursos para litigar, turno de oficio, abogado de oficio"
)
_LEGAL_AID_INCOME = (
    "indicador público de renta de efectos múltiples, unidad familiar, insuficiencia de recursos para litigar"
)
_DUTY_LAWYER = "abogado de oficio, turno de oficio, asistencia jurídica gratuita, honorarios devengados"
_LAWYER_COMPLAINT = "quejas y denuncias, sustitución del profesional designado"
_UNTENABLE = "insostenibilidad de la pretensión"
_ADVICE = "asesoramiento y orientación gratuitos"
_GBV_AID = (
    "violencia de género, con independencia de la existencia de recursos para litigar, orden de protección"
)
# suing the administration
_CONTENTIOUS = (
    "recurso contencioso-administrativo, Juzgados de lo Contencioso-administrativo, "
    "ponga fin a la vía administrativa"
)
_CONTENTIOUS_DEADLINE = (
    "plazo para interponer el recurso contencioso-administrativo, dos meses, seis meses, acto presunto"
)
_INTERIM = "medidas cautelares, perder su finalidad legítima"
_ABBREVIATED = "procedimiento abreviado, personal al servicio de las Administraciones Públicas"
_FUNDAMENTAL = "procedimiento para la protección de los derechos fundamentales de la persona"
_STATE_JUDGMENT = "ejecución de sentencias, extensión de efectos"
_STATE_COSTS = "costas procesales, tercera parte de la cuantía del proceso"
_DEPORTATION = "extranjería, devolución o expulsión del territorio español, procedimiento abreviado"
JUSTICE: dict[str, str] = {
    # theft, fraud and property
    "roba": _THEFT,
    "robo": _THEFT,
    "ladron": _THEFT,
    "hurt": _PETTY_THEFT,
    "carterist": _PETTY_THEFT,
    "atraca": _MUGGING,
    "atraco": _MUGGING,
    "a punta de": _MUGGING,
    "tiron del bolso": _MUGGING,
    "me dieron un tiron": _MUGGING,
    "entraron en casa": _BURGLARY,
    "entraron en mi casa": _BURGLARY,
    "entraron a robar": _BURGLARY,
    "forzaron la puerta": _BURGLARY,
    "forzar la puerta": _BURGLARY,
    "forzaron la cerradura": _BURGLARY,
    "entrar en mi casa": _BREAK_IN,
    "entro en mi casa": _BREAK_IN,
    "se metio en mi casa": _BREAK_IN,
    "se metieron en mi casa": _BREAK_IN,
    "entrar en mi piso": _BREAK_IN,
    "entro en mi piso": _BREAK_IN,
    "entra en mi casa": _BREAK_IN,
    "allanamiento": _BREAK_IN,
    "robaron el coche": _CAR_THEFT,
    "robado el coche": _CAR_THEFT,
    "robar un coche": _CAR_THEFT,
    "robo de coche": _CAR_THEFT,
    "cogio el coche": _CAR_THEFT,
    "cogieron el coche": _CAR_THEFT,
    "algo robado": _RECEIVING,
    "objetos robados": _RECEIVING,
    "cosas robadas": _RECEIVING,
    "okup": _SQUATTERS,
    "ocupas ": _SQUATTERS,
    "han ocupado": _SQUATTERS,
    "me ocuparon": _SQUATTERS,
    "ocuparon mi": _SQUATTERS,
    "ocupado mi": _SQUATTERS,
    "estaf": _FRAUD,
    "timo ": _FRAUD,
    "tima": _FRAUD,
    "me han engan": _FRAUD,
    "me engan": _FRAUD,
    "phishing": _ONLINE_FRAUD,
    "clonar": _ONLINE_FRAUD,
    "tarjeta clonada": _ONLINE_FRAUD,
    "cargos no autorizados": _ONLINE_FRAUD,
    "cargo no autorizado": _ONLINE_FRAUD,
    "me vaciaron la cuenta": _ONLINE_FRAUD,
    "sacaron dinero": _ONLINE_FRAUD,
    "se quedo con el dinero": _EMBEZZLEMENT,
    "quedarse con el dinero": _EMBEZZLEMENT,
    "se ha llevado el dinero": _EMBEZZLEMENT,
    "se llevo el dinero": _EMBEZZLEMENT,
    "apropiacion": _EMBEZZLEMENT,
    "me encontre una": _FOUND_PROPERTY,
    "me encuentro una": _FOUND_PROPERTY,
    "encontrado una cartera": _FOUND_PROPERTY,
    "encontre una cartera": _FOUND_PROPERTY,
    "objeto perdido": _FOUND_PROPERTY,
    "cosa perdida": _FOUND_PROPERTY,
    "encuentras una cartera": _FOUND_PROPERTY,
    "encontrar una cartera": _FOUND_PROPERTY,
    "encontrar dinero": _FOUND_PROPERTY,
    "me encontre dinero": _FOUND_PROPERTY,
    "enganche de luz": _POWER_THEFT,
    "enganchado a la luz": _POWER_THEFT,
    "enganchados a la luz": _POWER_THEFT,
    "engancharse a la luz": _POWER_THEFT,
    "robar luz": _POWER_THEFT,
    "robar la luz": _POWER_THEFT,
    "manipular el contador": _POWER_THEFT,
    "rayaron": _DAMAGE,
    "rayado el coche": _DAMAGE,
    "rayar el coche": _DAMAGE,
    "pincharon las ruedas": _DAMAGE,
    "pinchar las ruedas": _DAMAGE,
    "destroz": _DAMAGE,
    "vandal": _DAMAGE,
    "pintadas": _DAMAGE,
    "grafiti": _DAMAGE,
    "graffiti": _DAMAGE,
    "prender fuego": _FIRE,
    "prendio fuego": _FIRE,
    "prendieron fuego": _FIRE,
    "quemaron": _FIRE,
    "incendio provocado": _FIRE,
    "provocar un incendio": _FIRE,
    "ocultar bienes": _HIDING_ASSETS,
    "ocultar mis bienes": _HIDING_ASSETS,
    "poner los bienes a nombre": _HIDING_ASSETS,
    "a nombre de otro para no pagar": _HIDING_ASSETS,
    "alzamiento": _HIDING_ASSETS,
    "no pagar una deuda": _HIDING_ASSETS,
    "no pagar deudas": _HIDING_ASSETS,
    "no pagar mis deudas": _HIDING_ASSETS,
    # violence, threats and harassment
    "me pega": _ASSAULT,
    "me ha pegado": _ASSAULT,
    "pegarme": _ASSAULT,
    "le pego": _ASSAULT,
    "le pega": _ASSAULT,
    "paliza": _ASSAULT,
    "punetazo": _ASSAULT,
    "bofetada": _ASSAULT,
    "torta ": _ASSAULT,
    "agredi": _ASSAULT,
    "agresion": _ASSAULT,
    "parte de lesiones": _INJURY_REPORT,
    "puntos de sutura": _INJURY_REPORT,
    "pelea": _FIGHT,
    "reyerta": _FIGHT,
    "malos tratos": _DOMESTIC_ABUSE,
    "maltrat": _DOMESTIC_ABUSE,
    "violencia domestica": _DOMESTIC_ABUSE,
    "violencia machista": _DOMESTIC_ABUSE,
    "violencia de genero": _GBV_AID,
    "alejamiento": _RESTRAINING,
    "orden de proteccion": _RESTRAINING,
    "que no se acerque": _RESTRAINING,
    "se salta la orden": _BREACH,
    "se ha saltado la orden": _BREACH,
    "saltarse la orden": _BREACH,
    "incumple la orden": _BREACH,
    "quebrant": _BREACH,
    "amenaz": _THREATS,
    "chantaj": _BLACKMAIL,
    "extorsi": _BLACKMAIL,
    "sextorsion": _BLACKMAIL,
    "coacci": _COERCION,
    "me persigue": _STALKING,
    "me sigue a": _STALKING,
    "me sigue por": _STALKING,
    "me acecha": _STALKING,
    "acosador": _STALKING,
    "stalk": _STALKING,
    "no deja de llamarme": _STALKING,
    "no para de llamarme": _STALKING,
    "no para de escribirme": _STALKING,
    "no deja de escribirme": _STALKING,
    "ciberacoso": _STALKING,
    "acoso": _HARASSMENT,
    "acosa": _HARASSMENT,
    "mobbing": _HARASSMENT,
    "bullying": _BULLYING,
    "acoso escolar": _BULLYING,
    "humill": _BULLYING,
    "vejacion": _BULLYING,
    "acoso inmobiliario": _HOUSING_HARASSMENT,
    "hacerme la vida imposible": _HOUSING_HARASSMENT,
    "violaron": _SEXUAL_ASSAULT,
    "una violacion": _SEXUAL_ASSAULT,
    "me violo": _SEXUAL_ASSAULT,
    "fue violada": _SEXUAL_ASSAULT,
    "abuso sexual": _SEXUAL_ASSAULT,
    "abusos sexuales": _SEXUAL_ASSAULT,
    "abusado sexualmente": _SEXUAL_ASSAULT,
    "abusada sexualmente": _SEXUAL_ASSAULT,
    "tocamientos": _SEXUAL_ASSAULT,
    "acoso sexual": _SEXUAL_HARASSMENT,
    "favores sexuales": _SEXUAL_HARASSMENT,
    "acosa sexualmente": _SEXUAL_HARASSMENT,
    "acosado sexualmente": _SEXUAL_HARASSMENT,
    "acosada sexualmente": _SEXUAL_HARASSMENT,
    "grooming": _GROOMING,
    "adulto contacta": _GROOMING,
    "contacta con mi hijo": _GROOMING,
    "contacta con mi hija": _GROOMING,
    "escribe a mi hija": _GROOMING,
    "escribe a mi hijo": _GROOMING,
    "escribiendo a mi hija": _GROOMING,
    "escribiendo a mi hijo": _GROOMING,
    # honour, privacy and identity
    "insult": _INSULTS,
    "injuri": _INSULTS,
    "calumni": _INSULTS,
    "difam": _HONOUR,
    "mentiras sobre mi": _HONOUR,
    "me acusa de": _HONOUR,
    "fotos intimas": _INTIMATE_IMAGES,
    "video intimo": _INTIMATE_IMAGES,
    "desnud": _INTIMATE_IMAGES,
    "colgado fotos": _INTIMATE_IMAGES,
    "colgaron fotos": _INTIMATE_IMAGES,
    "subido fotos": _INTIMATE_IMAGES,
    "subieron fotos": _INTIMATE_IMAGES,
    "videos intimos": _INTIMATE_IMAGES,
    "difundir fotos": _INTIMATE_IMAGES,
    "difundio fotos": _INTIMATE_IMAGES,
    "difundido fotos": _INTIMATE_IMAGES,
    "sexting": _INTIMATE_IMAGES,
    "porno vengativo": _INTIMATE_IMAGES,
    "mirar mi movil": _SNOOPING,
    "mira mi movil": _SNOOPING,
    "revisa mi movil": _SNOOPING,
    "leer mis mensajes": _SNOOPING,
    "lee mis mensajes": _SNOOPING,
    "leyo mis mensajes": _SNOOPING,
    "espia": _SNOOPING,
    "hacke": _HACKING,
    "entrar en mi correo": _HACKING,
    "entro en mi correo": _HACKING,
    "suplant": _IDENTITY,
    "se hace pasar por mi": _IDENTITY,
    "se hacen pasar por mi": _IDENTITY,
    "perfil falso": _IDENTITY,
    "usurpacion de identidad": _IDENTITY,
    "grabar una conversacion": _RECORDING,
    "grabe una conversacion": _RECORDING,
    "grabar a alguien": _RECORDING,
    "grabarle": _RECORDING,
    "grabarla": _RECORDING,
    # life, traffic, drugs and others
    "no socorr": _NO_HELP,
    "no ayudar": _NO_HELP,
    "no auxili": _NO_HELP,
    "deber de socorro": _NO_HELP,
    "se dio a la fuga": _HIT_AND_RUN,
    "darse a la fuga": _HIT_AND_RUN,
    "se fue sin parar": _HIT_AND_RUN,
    "matar": _KILLING,
    "mato a": _KILLING,
    "asesin": _KILLING,
    "homicid": _KILLING,
    "atropell": _RECKLESS,
    "imprudencia": _RECKLESS,
    "secuestr": _UNLAWFUL_DETENTION,
    "me encerro": _UNLAWFUL_DETENTION,
    "me encerraron": _UNLAWFUL_DETENTION,
    "conducir borracho": _DRUNK_DRIVING,
    "conducir bebido": _DRUNK_DRIVING,
    "conducia borracho": _DRUNK_DRIVING,
    "conducia bebido": _DRUNK_DRIVING,
    "conduciendo borracho": _DRUNK_DRIVING,
    "conduciendo bebido": _DRUNK_DRIVING,
    "conduce borracho": _DRUNK_DRIVING,
    "conduce bebido": _DRUNK_DRIVING,
    "conduciendo con alcohol": _DRUNK_DRIVING,
    "borracho al volante": _DRUNK_DRIVING,
    "conducir con alcohol": _DRUNK_DRIVING,
    "haber bebido": _DRUNK_DRIVING,
    "habia bebido": _DRUNK_DRIVING,
    "positivo en alcohol": _DRUNK_DRIVING,
    "conducir drogado": _DRUGGED_DRIVING,
    "conduciendo drogado": _DRUGGED_DRIVING,
    "conduce drogado": _DRUGGED_DRIVING,
    "conducir colocado": _DRUGGED_DRIVING,
    "positivo en drogas": _DRUGGED_DRIVING,
    "alcoholemia": _BREATH_TEST,
    "tasa de alcohol": _BREATH_TEST,
    "di 0 ": _BREATH_TEST,
    "dio 0 ": _BREATH_TEST,
    "positivo en el control": _BREATH_TEST,
    "positivo en un control": _BREATH_TEST,
    "soplar": _BREATH_TEST,
    "sople": _BREATH_TEST,
    "sin carnet": _NO_LICENCE,
    "sin carne ": _NO_LICENCE,
    "sin permiso de conducir": _NO_LICENCE,
    "sin puntos": _NO_LICENCE,
    "retirado el carnet": _NO_LICENCE,
    "quitado el carnet": _NO_LICENCE,
    "exceso de velocidad": _SPEEDING,
    "km h ": _SPEEDING,
    "kilometros por hora": _SPEEDING,
    "temerari": _RECKLESS_DRIVING,
    "carreras ilegales": _RECKLESS_DRIVING,
    "trafica": _DRUG_DEALING,
    "camello ": _DRUG_DEALING,
    "trapich": _DRUG_DEALING,
    "marihuana": _DRUG_DEALING,
    "cannabis": _DRUG_DEALING,
    "porros": _DRUG_DEALING,
    "hachis": _DRUG_DEALING,
    "cocaina": _DRUG_DEALING,
    "pistola": _WEAPONS,
    "escopeta": _WEAPONS,
    "navaja": _WEAPONS,
    "arma blanca": _WEAPONS,
    "armas": _WEAPONS,
    "maltrato animal": _ANIMALS,
    "maltratar a un animal": _ANIMALS,
    "maltratar animales": _ANIMALS,
    "abandonar un perro": _ANIMALS,
    "abandonar a un animal": _ANIMALS,
    "abandonar animales": _ANIMALS,
    "a mi perro": _ANIMALS,
    "a mi gato": _ANIMALS,
    "a un perro": _ANIMALS,
    "a un gato": _ANIMALS,
    "envenen": _ANIMALS,
    "no paga la pension": _CHILD_SUPPORT,
    "no pasa la pension": _CHILD_SUPPORT,
    "impago de la pension": _CHILD_SUPPORT,
    "impago de pension": _CHILD_SUPPORT,
    "deja de pagar la pension": _CHILD_SUPPORT,
    "no me pasa la pension": _CHILD_SUPPORT,
    "se llevo a mi hijo": _CHILD_ABDUCTION,
    "se llevo a mi hija": _CHILD_ABDUCTION,
    "se llevo a los ninos": _CHILD_ABDUCTION,
    "llevarse a los ninos": _CHILD_ABDUCTION,
    "secuestro parental": _CHILD_ABDUCTION,
    "dejar solo a": _CHILD_NEGLECT,
    "ninos solos": _CHILD_NEGLECT,
    "abandonar a mi hijo": _CHILD_NEGLECT,
    "denuncia falsa": _FALSE_REPORT,
    "denuncias falsas": _FALSE_REPORT,
    "denunciar en falso": _FALSE_REPORT,
    "denuncio en falso": _FALSE_REPORT,
    "denunciado en falso": _FALSE_REPORT,
    "mentir en un juicio": _PERJURY,
    "mentir al juez": _PERJURY,
    "mintio en el juicio": _PERJURY,
    "testigo falso": _PERJURY,
    "a un policia": _AUTHORITY,
    "a los policias": _AUTHORITY,
    "contra un policia": _AUTHORITY,
    "resistencia a la autoridad": _AUTHORITY,
    "desobediencia": _AUTHORITY,
    "disturbios": _RIOT,
    "desordenes": _RIOT,
    "altercado": _RIOT,
    "delito de odio": _HATE,
    "delitos de odio": _HATE,
    "racis": _HATE,
    "homofob": _HATE,
    "xenofob": _HATE,
    "fraude fiscal": _TAX_FRAUD,
    "delito fiscal": _TAX_FRAUD,
    "defraudar a hacienda": _TAX_FRAUD,
    "enganar a hacienda": _TAX_FRAUD,
    "evadir impuestos": _TAX_FRAUD,
    "soborn": _BRIBERY,
    "mordida": _BRIBERY,
    "comision ilegal": _BRIBERY,
    "funcionario corrupto": _ABUSE_OF_OFFICE,
    "prevarica": _ABUSE_OF_OFFICE,
    "malversa": _ABUSE_OF_OFFICE,
    "falsific": _FORGERY,
    "documento falso": _FORGERY,
    "dni falso": _FORGERY,
    "firma falsa": _FORGERY,
    "falsear": _FORGERY,
    "certificado falso": _FAKE_CERTIFICATE,
    "certificado medico falso": _FAKE_CERTIFICATE,
    "baja falsa": _FAKE_CERTIFICATE,
    "falso medico": _QUACKERY,
    "ejercer sin titulo": _QUACKERY,
    "sin titulacion": _QUACKERY,
    "explotacion laboral": _WORKERS,
    "explotan": _WORKERS,
    "tomarme la justicia": _SELF_HELP,
    "tomarse la justicia": _SELF_HELP,
    "justicia por su mano": _SELF_HELP,
    "justicia por mi mano": _SELF_HELP,
    "complice": _ACCOMPLICE,
    "encubr": _ACCOMPLICE,
    "intento de": _ATTEMPT,
    # defences and penalties
    "legitima defensa": _SELF_DEFENCE,
    "defensa propia": _SELF_DEFENCE,
    "me defendi": _SELF_DEFENCE,
    "defenderme si": _SELF_DEFENCE,
    "defenderme contra": _SELF_DEFENCE,
    "defenderme de un ladron": _SELF_DEFENCE,
    "ladron entra": _SELF_DEFENCE,
    "defender mi casa": _SELF_DEFENCE,
    "estaba borracho": _INTOXICATED,
    "estaba drogado": _INTOXICATED,
    "bajo los efectos": _INTOXICATED,
    "adiccion": _INTOXICATED,
    "brote psicotico": _MENTAL,
    "internamiento involuntario": _COMMITMENT,
    "ingreso involuntario": _COMMITMENT,
    "internar a mi": _COMMITMENT,
    "ingresar a la fuerza": _COMMITMENT,
    "trastorno mental transitorio": _MENTAL,
    "enajenacion": _MENTAL,
    "menor comete": _MINORS,
    "menor ha cometido": _MINORS,
    "menores delincuentes": _MINORS,
    "menor delincuente": _MINORS,
    "delito siendo menor": _MINORS,
    "ley del menor": _MINORS,
    "reformatorio": _MINORS,
    "centro de menores": _MINORS,
    "atenuante": _MITIGATING,
    "rebaja de la pena": _MITIGATING,
    "rebajar la pena": _MITIGATING,
    "agravante": _AGGRAVATING,
    "reincid": _AGGRAVATING,
    "antecedentes": _RECORD,
    "penales ": _RECORD,
    "ficha policial": _RECORD,
    "suspension de la pena": _SUSPENDED,
    "suspender la pena": _SUSPENDED,
    "condena suspendida": _SUSPENDED,
    "no entrar en prision": _SUSPENDED,
    "no entrar en la carcel": _SUSPENDED,
    "no ir a la carcel": _SUSPENDED,
    "no ir a prision": _SUSPENDED,
    "primera condena": _SUSPENDED,
    "primer delito": _SUSPENDED,
    "me condenan": _SUSPENDED,
    "me condenaron": _SUSPENDED,
    "me han condenado": _SUSPENDED,
    "condenado a": _SUSPENDED,
    "ir a la carcel": _PRISON,
    "ir a prision": _PRISON,
    "entrar en prision": _PRISON,
    "entrar en la carcel": _PRISON,
    "entro en la carcel": _PRISON,
    "entro en prision": _PRISON,
    "meter en prision": _PRISON,
    "meter en la carcel": _PRISON,
    "anos de carcel": _PRISON,
    "anos de prision": _PRISON,
    "libertad condicional": _PAROLE,
    "libertad vigilada": _SUPERVISED,
    "tercer grado": _PAROLE,
    "salir de la carcel": _PAROLE,
    "salir de prision": _PAROLE,
    "trabajos comunitarios": _COMMUNITY_SERVICE,
    "servicios a la comunidad": _COMMUNITY_SERVICE,
    "trabajos para la comunidad": _COMMUNITY_SERVICE,
    "pulsera": _HOUSE_ARREST,
    "arresto domiciliario": _HOUSE_ARREST,
    "dias multa": _CRIMINAL_FINE,
    "multa penal": _CRIMINAL_FINE,
    "prescribe el delito": _LIMITATION,
    "prescribe un delito": _LIMITATION,
    "prescriben los delitos": _LIMITATION,
    "delito prescri": _LIMITATION,
    "prescripcion del delito": _LIMITATION,
    "indult": _PARDON,
    "retirar la denuncia": _WITHDRAW_COMPLAINT,
    "quitar la denuncia": _WITHDRAW_COMPLAINT,
    "retiro la denuncia": _WITHDRAW_COMPLAINT,
    "retirar una denuncia": _WITHDRAW_COMPLAINT,
    "me indemnice": _COMPENSATION,
    "indemnizacion por el delito": _COMPENSATION,
    "delito grave": _OFFENCE_CLASSES,
    "delito menor": _OFFENCE_CLASSES,
    # criminal procedure: arrest, police station and defence
    "detenid": _ARREST,
    "detuv": _ARREST,
    "detien": _ARREST,
    "detener": _ARREST,
    "detencion": _ARREST,
    "arrest": _ARREST,
    "calabozo": _ARREST,
    "comisaria": _ARREST,
    "no declarar": _SILENCE,
    "no quiero declarar": _SILENCE,
    "guardar silencio": _SILENCE,
    "callarme": _SILENCE,
    "habeas": _HABEAS,
    "interprete": _INTERPRETER,
    "traductor": _INTERPRETER,
    "no hablo espanol": _INTERPRETER,
    "imputad": _SUSPECT,
    "investigad": _SUSPECT,
    "citado a declarar": _SUSPECT,
    "citan a declarar": _SUSPECT,
    "citaron a declarar": _SUSPECT,
    "declarar en comisaria": _SUSPECT,
    "declarar ante el juez": _SUSPECT,
    "testig": _WITNESS,
    "declarar contra": _RELATIVE_WITNESS,
    "contra mi marido": _RELATIVE_WITNESS,
    "contra mi mujer": _RELATIVE_WITNESS,
    "contra mi pareja": _RELATIVE_WITNESS,
    "contra mi padre": _RELATIVE_WITNESS,
    "contra mi hijo": _RELATIVE_WITNESS,
    "contra un familiar": _RELATIVE_WITNESS,
    "denunci": _COMPLAINT,
    "querell": _QUERELLA,
    "victima de un delito": _VICTIM,
    "victima de delito": _VICTIM,
    "personarme": _VICTIM,
    "personarse": _VICTIM,
    "acusacion particular": _VICTIM,
    "ser parte en el juicio": _VICTIM,
    "juicio rapido": _FAST_TRIAL,
    "juzgado de guardia": _FAST_TRIAL,
    "pilla": _CAUGHT,
    "in fraganti": _CAUGHT,
    "infraganti": _CAUGHT,
    "con las manos en la masa": _CAUGHT,
    "declararme culpable": _PLEA,
    "reconocer los hechos": _PLEA,
    "acuerdo con el fiscal": _PLEA,
    "aceptar la pena": _PLEA,
    "conformarme con la pena": _PLEA,
    "bajo fianza": _BAIL,
    "pagar la fianza para salir": _BAIL,
    "libertad provisional": _BAIL,
    "prision provisional": _REMAND,
    "prision preventiva": _REMAND,
    "en preventiva": _REMAND,
    "prision antes del juicio": _REMAND,
    "carcel antes del juicio": _REMAND,
    "registrar mi casa": _SEARCH,
    "registro de mi casa": _SEARCH,
    "registraron mi casa": _SEARCH,
    "registro domiciliario": _SEARCH,
    "orden de registro": _SEARCH,
    "policia puede entrar": _SEARCH,
    "policia entrar": _SEARCH,
    "entrar la policia": _SEARCH,
    "pinchar el telefono": _WIRETAP,
    "pinchado el telefono": _WIRETAP,
    "escuchas": _WIRETAP,
    "registrar mi movil": _PHONE_SEARCH,
    "registrar el movil": _PHONE_SEARCH,
    "revisar el movil": _PHONE_SEARCH,
    "registro del movil": _PHONE_SEARCH,
    "rueda de reconocimiento": _LINEUP,
    "archivo de la denuncia": _DISMISSED,
    "sobresei": _DISMISSED,
    "archivado la denuncia": _DISMISSED,
    "archivaron la denuncia": _DISMISSED,
    "archivado mi denuncia": _DISMISSED,
    "archivaron mi denuncia": _DISMISSED,
    "archivan la denuncia": _DISMISSED,
    "juicio de faltas": _MINOR_OFFENCE,
    "delito leve": _MINOR_OFFENCE,
    "fiscal pide": _PROSECUTOR,
    "me pide el fiscal": _PROSECUTOR,
    "jurado popular": _JURY,
    "tribunal del jurado": _JURY,
    "busca y captura": _WANTED,
    "orden de busqueda": _WANTED,
    "recurrir la condena": _APPEAL,
    "recurrir una condena": _APPEAL,
    "recurrir la sentencia": _APPEAL,
    "recurrir una sentencia": _APPEAL,
    "recurrir el fallo": _APPEAL,
    "apelar": _APPEAL,
    "con la sentencia": _APPEAL,
    # civil procedure: suing, debts, costs, enforcement
    "demandar": _LAWSUIT,
    "demanda ": _LAWSUIT,
    "pleito": _LAWSUIT,
    "llevar a juicio": _LAWSUIT,
    "llevarle a juicio": _LAWSUIT,
    "llevarla a juicio": _LAWSUIT,
    "ir a juicio": _LAWSUIT,
    "a los tribunales": _LAWSUIT,
    "juicio verbal": _SMALL_CLAIM,
    "pequena cantidad": _SMALL_CLAIM,
    "pequenas cantidades": _SMALL_CLAIM,
    "poca cantidad": _SMALL_CLAIM,
    "sin abogado": _LAWYER_NEEDED,
    "necesito abogado": _LAWYER_NEEDED,
    "necesito un abogado": _LAWYER_NEEDED,
    "hace falta abogado": _LAWYER_NEEDED,
    "hace falta un abogado": _LAWYER_NEEDED,
    "procurador": _LAWYER_NEEDED,
    "me han demandado": _SUED,
    "me demanda": _SUED,
    "carta del juzgado": _SUED,
    "notificacion del juzgado": _SUED,
    "papel del juzgado": _SUED,
    "me deben dinero": _DEBT,
    "me debe ": _DEBT,
    "no me devuelve": _DEBT,
    "reclamar una deuda": _DEBT,
    "cobrar una deuda": _DEBT,
    "no me lo devuelve": _DEBT,
    "no me la devuelve": _DEBT,
    "prestado dinero": _DEBT,
    "le preste dinero": _DEBT,
    "reclamar dinero": _DEBT,
    "deudor": _DEBT,
    "factura sin pagar": _DEBT,
    "facturas impagadas": _DEBT,
    "monitorio": _MONITORIO,
    "costas": _COSTS,
    "pierdo el juicio": _COSTS,
    "perder el juicio": _COSTS,
    "pierdo el pleito": _COSTS,
    "abogado contrario": _COSTS,
    "abogado de la otra parte": _COSTS,
    "embarg": _SEIZURE,
    "retencion judicial": _SEIZURE,
    "ejecutar la sentencia": _ENFORCEMENT,
    "no cumple la sentencia": _ENFORCEMENT,
    "cumplir la sentencia": _ENFORCEMENT,
    "no paga lo que dice": _ENFORCEMENT,
    "subast": _AUCTION,
    "no pago la hipoteca": _MORTGAGE,
    "no puedo pagar la hipoteca": _MORTGAGE,
    "impago de la hipoteca": _MORTGAGE,
    "impago de hipoteca": _MORTGAGE,
    "ejecucion hipotecaria": _MORTGAGE,
    "quitar la casa": _MORTGAGE,
    "quitan la casa": _MORTGAGE,
    "quiten la casa": _MORTGAGE,
    "perder la casa": _MORTGAGE,
    "desahuc": _EVICTION,
    "echar del piso": _EVICTION,
    "echarme del piso": _EVICTION,
    "echan del piso": _EVICTION,
    "echar al inquilino": _EVICTION,
    "echar a un inquilino": _EVICTION,
    "no paga el alquiler": _UNPAID_RENT,
    "no me paga el alquiler": _UNPAID_RENT,
    "no pago el alquiler": _UNPAID_RENT,
    "impago del alquiler": _UNPAID_RENT,
    "impago de alquiler": _UNPAID_RENT,
    "impago de la renta": _UNPAID_RENT,
    "sin pagar el alquiler": _UNPAID_RENT,
    "sin pagar la renta": _UNPAID_RENT,
    "no paga la renta": _UNPAID_RENT,
    "inquilino moroso": _UNPAID_RENT,
    "lanzamiento": _LAUNCH,
    "desaloj": _LAUNCH,
    "soy vulnerable": _VULNERABLE,
    "familia vulnerable": _VULNERABLE,
    "situacion de vulnerabilidad": _VULNERABLE,
    "precario": _PRECARIOUS,
    "no se quiere ir": _PRECARIOUS,
    "no se quiere marchar": _PRECARIOUS,
    "vive gratis": _PRECARIOUS,
    "no me presente al juicio": _DEFAULT,
    "no ir al juicio": _DEFAULT,
    "no voy al juicio": _DEFAULT,
    "no fui al juicio": _DEFAULT,
    "rebeld": _DEFAULT,
    "aportar pruebas": _EVIDENCE,
    "presentar pruebas": _EVIDENCE,
    "que pruebas": _EVIDENCE,
    "como lo demuestro": _EVIDENCE,
    "como demostrar": _EVIDENCE,
    "perit": _EXPERT,
    "mediacion": _ADR,
    "masc ": _ADR,
    "antes de demandar": _ADR,
    "antes de ir a juicio": _ADR,
    "acuerdo extrajudicial": _ADR,
    "burofax": _ADR,
    "divorcio de mutuo acuerdo": _MATRIMONIAL,
    "divorcio contencioso": _MATRIMONIAL,
    "separacion de mutuo acuerdo": _MATRIMONIAL,
    "repartir la herencia": _ESTATE,
    "reparto de la herencia": _ESTATE,
    "division de la herencia": _ESTATE,
    "no paga la comunidad": _COMMUNITY_DEBT,
    "cuotas de la comunidad": _COMMUNITY_DEBT,
    "deuda con la comunidad": _COMMUNITY_DEBT,
    "moroso de la comunidad": _COMMUNITY_DEBT,
    "interdicto": _POSSESSION,
    "plazos judiciales": _COURT_DAYS,
    "plazo judicial": _COURT_DAYS,
    "agosto es habil": _COURT_DAYS,
    "agosto cuenta": _COURT_DAYS,
    "cuenta agosto": _COURT_DAYS,
    "en agosto los juzgados": _COURT_DAYS,
    "tasas judiciales": _FEES,
    "tasa judicial": _FEES,
    "deposito para recurrir": _FEES,
    "cuanto cuesta un juicio": _TRIAL_COST,
    "cuesta demandar": _TRIAL_COST,
    "coste del juicio": _TRIAL_COST,
    "recurrir la sentencia civil": _CIVIL_APPEAL,
    "apelacion": _CIVIL_APPEAL,
    # free legal aid
    "justicia gratuita": _LEGAL_AID,
    "asistencia juridica gratuita": _LEGAL_AID,
    "abogado gratis": _LEGAL_AID,
    "abogado gratuito": _LEGAL_AID,
    "pagar un abogado": _LEGAL_AID,
    "pagarme un abogado": _LEGAL_AID,
    "permitirme un abogado": _LEGAL_AID,
    "dinero para un abogado": _LEGAL_AID,
    "dinero para abogado": _LEGAL_AID,
    "iprem": _LEGAL_AID_INCOME,
    "abogado de oficio": _DUTY_LAWYER,
    "turno de oficio": _DUTY_LAWYER,
    "cambiar de abogado": _LAWYER_COMPLAINT,
    "queja del abogado": _LAWYER_COMPLAINT,
    "quejarme del abogado": _LAWYER_COMPLAINT,
    "mi abogado no": _LAWYER_COMPLAINT,
    "no hay caso": _UNTENABLE,
    "insostenib": _UNTENABLE,
    "inviable": _UNTENABLE,
    "asesoramiento gratuito": _ADVICE,
    "orientacion juridica": _ADVICE,
    "consulta gratis": _ADVICE,
    # suing the administration
    "contencios": _CONTENTIOUS,
    "demandar al ayuntamiento": _CONTENTIOUS,
    "demandar a la administracion": _CONTENTIOUS,
    "demandar al estado": _CONTENTIOUS,
    "pleito con el ayuntamiento": _CONTENTIOUS,
    "llevar al ayuntamiento": _CONTENTIOUS,
    "llevar a la administracion": _CONTENTIOUS,
    "contra la administracion": _CONTENTIOUS,
    "contra el ayuntamiento": _CONTENTIOUS,
    "recurro al juzgado": _CONTENTIOUS,
    "recurrir ante el juzgado": _CONTENTIOUS,
    "recurrirlo al juzgado": _CONTENTIOUS,
    "recurrir al juzgado": _CONTENTIOUS,
    "recurrir en los tribunales": _CONTENTIOUS,
    "recurrir ante los tribunales": _CONTENTIOUS,
    "plazo para ir al juzgado": _CONTENTIOUS_DEADLINE,
    "plazo para el contencioso": _CONTENTIOUS_DEADLINE,
    "plazo para recurrir al juzgado": _CONTENTIOUS_DEADLINE,
    "cautelar": _INTERIM,
    "suspender la sancion": _INTERIM,
    "suspender la multa": _INTERIM,
    "suspendan la multa": _INTERIM,
    "suspender la ejecucion": _INTERIM,
    "suspendan la ejecucion": _INTERIM,
    "recurrir una oposicion": _ABBREVIATED,
    "recurrir la oposicion": _ABBREVIATED,
    "impugnar la oposicion": _ABBREVIATED,
    "recurrir el examen": _ABBREVIATED,
    "derechos fundamentales": _FUNDAMENTAL,
    "la administracion no cumple": _STATE_JUDGMENT,
    "el ayuntamiento no cumple": _STATE_JUDGMENT,
    "misma sentencia": _STATE_JUDGMENT,
    "costas contra la administracion": _STATE_COSTS,
    "costas del contencioso": _STATE_COSTS,
    "orden de expulsion": _DEPORTATION,
    "recurrir la expulsion": _DEPORTATION,
    "expulsion del pais": _DEPORTATION,
    "expulsarme de espana": _DEPORTATION,
}
