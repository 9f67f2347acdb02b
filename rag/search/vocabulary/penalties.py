"""Citizen words → legal phrases: what the Código Penal does to whoever commits a crime:
defences and circumstances, the penalties and how they are served, criminal records, limitation
and pardon. Keys and values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

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
PENALTIES: dict[str, str] = {
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
}
