"""Citizen words → legal phrases: workplace safety (Ley 31/1995 de Prevención de Riesgos Laborales). Keys
and values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

_SAFETY = (
    "prevención de riesgos laborales, evaluación de los riesgos, plan de prevención de riesgos laborales"
)
_PPE = "equipos de protección individual, medios de protección, equipos de trabajo"
_DANGER = "riesgo grave e inminente, interrumpir su actividad, abandonar el lugar de trabajo"
_STOP_WORK = "paralización de trabajos, riesgo grave e inminente"
_CHECKUP = "vigilancia de la salud, reconocimientos médicos, consentimiento"
_SAFETY_TRAINING = "formación de los trabajadores, prevención de riesgos laborales"
_SAFETY_REPS = "delegados de prevención, comité de seguridad y salud"
_PREVENTION_SERVICE = "servicios de prevención, servicio de prevención ajeno"
_EMERGENCY = "medidas de emergencia, primeros auxilios, evacuación"
_SENSITIVE = "trabajadores especialmente sensibles"
_COORDINATION = "coordinación de actividades empresariales"
_INSPECTION = (
    "Inspección de Trabajo y Seguridad Social, "
    "requerimientos de la Inspección de Trabajo y Seguridad Social, paralización de trabajos"
)
WORKPLACE_SAFETY: dict[str, str] = {
    # workplace safety (Prevención de Riesgos Laborales)
    "riesgos laborales": (
        "evaluación de los riesgos, plan de prevención de riesgos laborales, servicios de prevención"
    ),
    "prevencion de riesgos": _SAFETY,
    "evaluacion de riesgos": _SAFETY,
    "epi ": _PPE,
    "epis ": _PPE,
    "casco de seguridad": _PPE,
    "casco de obra": _PPE,
    "casco de proteccion": _PPE,
    "guantes": _PPE,
    "botas de seguridad": _PPE,
    "mascarilla": _PPE,
    "arnes": _PPE,
    "equipo de proteccion": _PPE,
    "equipos de proteccion": _PPE,
    "peligro grave": _DANGER,
    "trabajo peligroso": _DANGER,
    "peligro en el trabajo": _DANGER,
    "riesgo para mi vida": _DANGER,
    "me juego la vida": _DANGER,
    "negarme a trabajar": _DANGER,
    "paraliz": _STOP_WORK,
    "parar la obra": _STOP_WORK,
    "parar el trabajo": _STOP_WORK,
    "reconocimiento medico": _CHECKUP,
    "reconocimientos medicos": _CHECKUP,
    "revision medica": _CHECKUP,
    "chequeo": _CHECKUP,
    "formacion en prevencion": _SAFETY_TRAINING,
    "curso de prevencion": _SAFETY_TRAINING,
    "formacion de riesgos": _SAFETY_TRAINING,
    "delegado de prevencion": _SAFETY_REPS,
    "comite de seguridad": _SAFETY_REPS,
    "servicio de prevencion": _PREVENTION_SERVICE,
    "tecnico de prevencion": _PREVENTION_SERVICE,
    "extintor": _EMERGENCY,
    "plan de emergencia": _EMERGENCY,
    "salida de emergencia": _EMERGENCY,
    "botiquin": _EMERGENCY,
    "evacua": _EMERGENCY,
    "soy alergic": _SENSITIVE,
    "tengo alergia": _SENSITIVE,
    "especialmente sensible": _SENSITIVE,
    "subcontrat": _COORDINATION,
    "contrata ": _COORDINATION,
    "inspeccion de trabajo": _INSPECTION,
}
