"""Citizen words → legal phrases: crimes as citizens name them (Código Penal): theft, fraud, violence,
threats, harassment, honour, traffic and drug offences. Keys and values as described in
``rag.search.thesaurus``."""

from __future__ import annotations

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
_GBV_AID = (
    "violencia de género, con independencia de la existencia de recursos para litigar, orden de protección"
)
CRIMES: dict[str, str] = {
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
}
