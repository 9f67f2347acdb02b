"""Citizen words → legal phrases: Data protection and digital rights (LO 3/2018). Keys and values as
described in ``rag.search.thesaurus``."""

from __future__ import annotations

# Data protection and digital rights (LO 3/2018): the rights over one's data, consent and minors,
# the deceased, cameras, digital rights at work, the DPO and the Agency, debtor files, marketing.
_MY_DATA = "datos personales, tratamiento, afectado"
_RIGHT_OF_ACCESS = "derecho de acceso, datos personales, responsable del tratamiento"
_ERASURE = "derecho de supresión, derecho al olvido"
_SEARCH_ENGINES = "derecho al olvido en búsquedas de Internet, motores de búsqueda, listas de resultados"
_SOCIAL_NETWORKS = "servicios de redes sociales, servicios equivalentes"
_PHOTOS = "imagen, imágenes, propia imagen"
_RECTIFICATION = "derecho de rectificación, inexactitud, carácter incompleto"
_OBJECTION = "derecho de oposición, limitación del tratamiento"
_PORTABILITY = "derecho a la portabilidad"
_CONSENT = "consentimiento del afectado"
_MINORS = "menores de catorce años, consentimiento de los menores de edad"
_DECEASED = "personas fallecidas, herederos, testamento digital"
_CAMERAS = "videovigilancia, cámaras o videocámaras, imágenes"
_RETENTION = "conservación, bloqueo de los datos, plazo máximo de un mes"
_DEVICES = "dispositivos digitales puestos a su disposición, intimidad"
_DISCONNECTION = "desconexión digital, tiempo de descanso"
_LOCATION = "geolocalización"
_BIOMETRIC = "datos genéticos o biométricos"
_DPO = "delegado de protección de datos"
_AGENCY = "Agencia Española de Protección de Datos, reclamación"
_DEBTORS = "sistemas de información crediticia, deudas ciertas, vencidas y exigibles"
_MARKETING = "sistemas de exclusión publicitaria, mercadotecnia directa, comunicaciones comerciales"
_BREACH = (
    "violación de seguridad de los datos personales, violación de la seguridad de los datos, "
    "incidentes de seguridad"
)
_HEALTH = "datos de salud, historia clínica, categorías especiales de datos"
_SENSITIVE = "categorías especiales de datos"
_CRIMINAL = "condenas e infracciones penales, naturaleza penal"
_TRANSFERS = "transferencias internacionales de datos, terceros países"
_WHISTLEBLOWING = "denuncias internas, personas que informen sobre infracciones normativas"
_NEWS = (
    "medios de comunicación digitales, actualización de informaciones, derecho de rectificación en Internet"
)
_SHARING = "comunicación de datos, cesión, terceros"
DATA_PROTECTION: dict[str, str] = {
    "mis datos": _MY_DATA,
    "datos personales": "protección de datos personales, tratamiento",
    "que datos": _RIGHT_OF_ACCESS,
    "datos tiene": _RIGHT_OF_ACCESS,
    "sabe de mi": _RIGHT_OF_ACCESS,
    "saben de mi": _RIGHT_OF_ACCESS,
    "tiene de mi": _RIGHT_OF_ACCESS,
    "tienen de mi": _RIGHT_OF_ACCESS,
    "tienen sobre mi": _RIGHT_OF_ACCESS,
    "datos sobre mi": _RIGHT_OF_ACCESS,
    "copia de mis datos": _RIGHT_OF_ACCESS,
    "borrar": _ERASURE,
    "borren": _ERASURE,
    "darme de baja": "derecho de supresión, derecho de oposición",
    "dar de baja": "derecho de supresión, derecho de oposición",
    "doy de baja": "derecho de supresión, derecho de oposición",
    "borre ": _ERASURE,
    "borrado ": _ERASURE,
    "eliminar mis": _ERASURE,
    "eliminen": _ERASURE,
    "quitar mis": _ERASURE,
    "desaparecer de": _ERASURE,
    "google": _SEARCH_ENGINES,
    "buscador": _SEARCH_ENGINES,
    "aparece mi nombre": _SEARCH_ENGINES,
    "sale mi nombre": _SEARCH_ENGINES,
    "aparezco": _SEARCH_ENGINES,
    "red social": _SOCIAL_NETWORKS,
    "facebook": _SOCIAL_NETWORKS,
    "instagram": _SOCIAL_NETWORKS,
    "tiktok": _SOCIAL_NETWORKS,
    "twitter": _SOCIAL_NETWORKS,
    "foto ": _PHOTOS,
    "fotos ": _PHOTOS,
    "fotograf": _PHOTOS,
    "errone": _RECTIFICATION,
    "incorrect": _RECTIFICATION,
    "datos mal": _RECTIFICATION,
    "datos equivocados": _RECTIFICATION,
    "cambiar mis datos": _RECTIFICATION,
    "actualizar mis datos": _RECTIFICATION,
    "corregir": "derecho de rectificación, inexactitud",
    "corrij": "derecho de rectificación, inexactitud",
    "error": "inexactitud, rectificación",
    "no quiero que usen": _OBJECTION,
    "dejen de usar": _OBJECTION,
    "oponerme": _OBJECTION,
    "me opongo": _OBJECTION,
    "oponerse a": _OBJECTION,
    "dejar de usar": _OBJECTION,
    "llevarme mis datos": _PORTABILITY,
    "llevarme los datos": _PORTABILITY,
    "pasar mis datos": _PORTABILITY,
    "sin mi permiso": _CONSENT,
    "sin mi consentimiento": _CONSENT,
    "sin autoriz": _CONSENT,
    "dar mi consentimiento": _CONSENT,
    "retirar el consentimiento": _CONSENT,
    "acepte ": _CONSENT,
    "nino": _MINORS,
    "nina": _MINORS,
    "adolescent": _MINORS,
    "menor": _MINORS,
    "14 anos": _MINORS,
    "13 anos": _MINORS,
    "edad minima": _MINORS,
    "mis padres": "titulares de la patria potestad",
    "colegio": "centros educativos",
    "fallec": _DECEASED,
    "murio": _DECEASED,
    "muerto": _DECEASED,
    "difunt": _DECEASED,
    "muerte de": _DECEASED,
    "camara de seguridad": _CAMERAS,
    "camaras de seguridad": _CAMERAS,
    "camara de vigilancia": _CAMERAS,
    "camaras de vigilancia": _CAMERAS,
    "camara oculta": _CAMERAS,
    "camaras ocultas": _CAMERAS,
    "una camara": _CAMERAS,
    "con camaras": _CAMERAS,
    "poner camaras": _CAMERAS,
    "instalar camaras": _CAMERAS,
    "grab": "videovigilancia, grabación de sonidos, imágenes",
    "enfoc": "vía pública, videovigilancia",
    "me vigila": "videovigilancia",
    "vigilan": "videovigilancia",
    "video": _CAMERAS,
    "cartel": "dispositivo informativo, lugar suficientemente visible",
    "guardan mis": _RETENTION,
    "guardan los": _RETENTION,
    "guardan las": _RETENTION,
    "guardar las": _RETENTION,
    "guardar mis": _RETENTION,
    "conservan": _RETENTION,
    "ordenador": _DEVICES,
    "movil ": _DEVICES,
    "moviles ": _DEVICES,
    "mis correos": "correo electrónico, dispositivos digitales",
    "mi correo": "correo electrónico, dispositivos digitales",
    "email": "correo electrónico, dispositivos digitales",
    "desconect": _DISCONNECTION,
    "llamarme": _DISCONNECTION,
    "me puede llamar": _DISCONNECTION,
    "me pueden llamar": _DISCONNECTION,
    "fuera del horario": _DISCONNECTION,
    "fuera de horario": _DISCONNECTION,
    "fuera de la jornada": _DISCONNECTION,
    "gps": _LOCATION,
    "localiz": _LOCATION,
    "ubicacion": _LOCATION,
    "rastre": _LOCATION,
    "huella": _BIOMETRIC,
    "reconocimiento facial": _BIOMETRIC,
    "dpo": _DPO,
    "dpd": _DPO,
    "delegado de datos": _DPO,
    "aepd": _AGENCY,
    "agencia de datos": _AGENCY,
    "agencia de proteccion": _AGENCY,
    "moros": _DEBTORS,
    "asnef": _DEBTORS,
    "deudas": _DEBTORS,
    "publicidad no deseada": _MARKETING,
    "recibir publicidad": _MARKETING,
    "no quiero publicidad": _MARKETING,
    "spam": _MARKETING,
    "robinson": _MARKETING,
    "llamadas comerciales": _MARKETING,
    "me llaman para": _MARKETING,
    "marketing": _MARKETING,
    "filtr": _BREACH,
    "hacke": _BREACH,
    "robado mis datos": _BREACH,
    "robo de datos": _BREACH,
    "brecha de seguridad": _BREACH,
    "datos de salud": _HEALTH,
    "historia clinica": _HEALTH,
    "datos medicos": _HEALTH,
    "medico": "datos de salud, historia clínica",
    "datos sensibles": _SENSITIVE,
    "antecedentes penales": _CRIMINAL,
    "ideologia": _SENSITIVE,
    "orientacion sexual": _SENSITIVE,
    "religion": _SENSITIVE,
    "otro pais": _TRANSFERS,
    "otros paises": _TRANSFERS,
    "fuera de europa": _TRANSFERS,
    "estados unidos": _TRANSFERS,
    "canal de denuncia": _WHISTLEBLOWING,
    "anonim": _WHISTLEBLOWING,
    "irregularidades": _WHISTLEBLOWING,
    "noticia": _NEWS,
    "periodico": _NEWS,
    "hemeroteca": _NEWS,
    "venden mis datos": _SHARING,
    "vender mis datos": _SHARING,
    "ceder mis datos": _SHARING,
    "compartir mis datos": _SHARING,
    "pasan mis datos": _SHARING,
}
