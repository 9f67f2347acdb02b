"""Citizen words → legal phrases: the ingreso mínimo vital (Ley 19/2021) and dependency care (Ley 39/2006).
Keys and values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

_IMV = "ingreso mínimo vital, situación de vulnerabilidad económica, renta garantizada"
_HOUSEHOLD = "unidad de convivencia, convivientes sin vínculo de parentesco"
_YOUNG_ALONE = "vivido de forma independiente, ingreso mínimo vital"
_HOMELESS = "personas sin hogar, ingreso mínimo vital"
_REGISTRY = "empadronamiento, certificado de empadronamiento"
_DEPENDENCY = "situación de dependencia, grado de dependencia, prestaciones de atención a la dependencia"
_DEPENDENCY_GRADES = "grados de dependencia, dependencia moderada, dependencia severa, gran dependencia"
_ASSESSMENT = "valoración de la situación de dependencia, baremo, órganos de valoración"
_CARER = (
    "cuidadores no profesionales, prestación económica para cuidados en el entorno familiar, "
    "cuidados no profesionales, convenio especial"
)
_NURSING_HOME = "servicio de atención residencial, prestación económica vinculada al servicio"
_DAY_CENTRE = "servicio de centro de día y de noche"
_HOME_HELP = "servicio de ayuda a domicilio"
_ALARM = "servicio de teleasistencia"
_PERSONAL_ASSISTANT = "prestación económica de asistencia personal"
_CO_PAYMENT = "participación de los beneficiarios en el coste de las prestaciones, capacidad económica"
_CARE_PLAN = "Programa Individual de Atención"
_DAILY_LIFE = "situación de dependencia, actividades básicas de la vida diaria"
_REVIEW_GRADE = "revisión del grado de dependencia"
SOCIAL_CARE: dict[str, str] = {
    # ingreso mínimo vital
    "ingreso minimo": _IMV,
    "imv": _IMV,
    "renta minima": _IMV,
    "renta basica": _IMV,
    "salario social": _IMV,
    "sin ingresos": _IMV,
    "no tengo ingresos": _IMV,
    "comparto piso": _HOUSEHOLD,
    "compartimos piso": _HOUSEHOLD,
    "compartir piso": _HOUSEHOLD,
    "vivo con mis padres": _HOUSEHOLD,
    "vivo en casa de": _HOUSEHOLD,
    "unidad de convivencia": _HOUSEHOLD,
    "menor de 30": _YOUNG_ALONE,
    "menores de 30": _YOUNG_ALONE,
    "vivir solo": _YOUNG_ALONE,
    "sin hogar": _HOMELESS,
    "sin techo": _HOMELESS,
    "empadron": _REGISTRY,
    # dependency care
    "dependencia ": _DEPENDENCY,
    "grado de dependencia": _DEPENDENCY_GRADES,
    "grado 1": _DEPENDENCY_GRADES,
    "grado 2": _DEPENDENCY_GRADES,
    "grado 3": _DEPENDENCY_GRADES,
    "grado i ": _DEPENDENCY_GRADES,
    "grado ii": _DEPENDENCY_GRADES,
    "valoracion de la dependencia": _ASSESSMENT,
    "me valoren": _ASSESSMENT,
    "le valoren": _ASSESSMENT,
    "que valoren": _ASSESSMENT,
    "cuidador": _CARER,
    "cuido a mi": _CARER,
    "cuidar a mi madre": _CARER,
    "cuidar a mi padre": _CARER,
    "residencia de ancianos": _NURSING_HOME,
    "residencia de mayores": _NURSING_HOME,
    "residencia para mayores": _NURSING_HOME,
    "geriatric": _NURSING_HOME,
    "asilo de ancianos": _NURSING_HOME,
    "centro de dia": _DAY_CENTRE,
    "centro de noche": _DAY_CENTRE,
    "ayuda a domicilio": _HOME_HELP,
    "ayuda en casa": _HOME_HELP,
    "teleasistencia": _ALARM,
    "boton rojo": _ALARM,
    "asistente personal": _PERSONAL_ASSISTANT,
    "asistencia personal": _PERSONAL_ASSISTANT,
    "copago de la": _CO_PAYMENT,
    "pagar la residencia": _CO_PAYMENT,
    "pago por la residencia": _CO_PAYMENT,
    "programa individual": _CARE_PLAN,
    "pia ": _CARE_PLAN,
    "alzheimer": _DAILY_LIFE,
    "demencia": _DAILY_LIFE,
    "ancian": _DAILY_LIFE,
    "valerse": _DAILY_LIFE,
    "encamad": _DAILY_LIFE,
    "revisar el grado": _REVIEW_GRADE,
    "subir de grado": _REVIEW_GRADE,
    "revision del grado": _REVIEW_GRADE,
}
