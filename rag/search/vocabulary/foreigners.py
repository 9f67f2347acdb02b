"""Citizen words → legal phrases: foreigners' residence and papers (LO 4/2000, extranjería). Keys and
values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

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
_STUDENT = "estudios, estancia por estudios, prácticas no laborales"
_SEASONAL = "trabajadores de temporada"
_SKILLED = "profesionales altamente cualificados, tarjeta azul, investigadores"
_RETURN = "retorno voluntario, ayudas al retorno voluntario"
_TRAVEL = "autorización de regreso, salida de España"
_NATIONALITY = "nacionalidad por residencia, diez años, países iberoamericanos, buena conducta cívica"
_REGISTER = "padrón municipal, empadronados"
FOREIGNERS: dict[str, str] = {
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
