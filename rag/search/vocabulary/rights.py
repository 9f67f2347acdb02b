"""Citizen words → legal phrases: elections (LOREG), honour, privacy and own image (LO 1/1982), equality
between women and men (LO 3/2007). Keys and values as described in ``rag.search.thesaurus``."""

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
}
