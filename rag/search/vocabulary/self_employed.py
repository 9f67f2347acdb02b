"""Citizen words → legal phrases: the self-employed (Estatuto del trabajo autónomo, Ley 20/2007, and
the LGSS's special regime): registering, fees, economically dependent autónomos, their sick leave
and cessation of activity. Keys and values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

_SELF_EMPLOYED = (
    "trabajadores por cuenta propia o autónomos, trabajador autónomo, "
    "régimen especial de la seguridad social de los trabajadores por cuenta propia o autónomos"
)
_SELF_FEE = "rendimientos netos, base de cotización, tabla general, cuotas"
_FLAT_RATE = "cuota reducida, reducciones en la cotización, inicio de una actividad por cuenta propia"
_SELF_START = "alta en el régimen especial, inicio de una actividad por cuenta propia, cuota reducida"
_BUSINESS_CLOSURE = (
    "protección por cese de actividad, situación legal de cese de actividad, "
    "motivos económicos, técnicos, productivos u organizativos"
)
_DEPENDENT_SELF = (
    "trabajador autónomo económicamente dependiente, trabajadores autónomos económicamente dependientes, "
    "75 por ciento, cliente"
)
_SELF_SICK = (
    "cobertura de la incapacidad temporal, nacimiento y cuantía de la prestación de incapacidad temporal"
)
_LATE_CLIENT = "garantías económicas, morosidad"
_FAMILY_HELPER = "familiares colaboradores, familiares"
_COMPANY_PARTNER = "socios de sociedades de capital, socios trabajadores, cooperativas de trabajo asociado"
_TWO_JOBS = "pluriactividad, pluriempleo"
SELF_EMPLOYED: dict[str, str] = {
    # the self-employed
    "autonomo": _SELF_EMPLOYED,
    "soy autonoma": _SELF_EMPLOYED,
    "como autonoma": _SELF_EMPLOYED,
    "de autonoma": _SELF_EMPLOYED,
    "trabajadora autonoma": _SELF_EMPLOYED,
    "cuenta propia": _SELF_EMPLOYED,
    "reta ": _SELF_EMPLOYED,
    "cuota de autonom": _SELF_FEE,
    "cuota del autonom": _SELF_FEE,
    "pago de autonom": _SELF_FEE,
    "paga un autonom": _SELF_FEE,
    "ingresos reales": _SELF_FEE,
    "tarifa plana": _FLAT_RATE,
    "alta de autonom": _SELF_START,
    "alta como autonom": _SELF_START,
    "hacerme autonom": _SELF_START,
    "empezar como autonom": _SELF_START,
    "cese de actividad": _BUSINESS_CLOSURE,
    "paro de autonom": _BUSINESS_CLOSURE,
    "paro para autonom": _BUSINESS_CLOSURE,
    "paro de los autonom": _BUSINESS_CLOSURE,
    "cerrar el negocio": _BUSINESS_CLOSURE,
    "cerrar mi negocio": _BUSINESS_CLOSURE,
    "cierro el negocio": _BUSINESS_CLOSURE,
    "cierre del negocio": _BUSINESS_CLOSURE,
    "trade ": _DEPENDENT_SELF,
    "un solo cliente": _DEPENDENT_SELF,
    "unico cliente": _DEPENDENT_SELF,
    "autonomo dependiente": _DEPENDENT_SELF,
    "falso autonomo": _DEPENDENT_SELF,
    "baja de autonom": _SELF_SICK,
    "baja siendo autonom": _SELF_SICK,
    "autonomo de baja": _SELF_SICK,
    "autonoma de baja": _SELF_SICK,
    "cliente no me paga": _LATE_CLIENT,
    "clientes no pagan": _LATE_CLIENT,
    "facturas impagadas": _LATE_CLIENT,
    "autonomo colaborador": _FAMILY_HELPER,
    "familiar colaborador": _FAMILY_HELPER,
    "negocio familiar": _FAMILY_HELPER,
    "societario": _COMPANY_PARTNER,
    "socio trabajador": _COMPANY_PARTNER,
    "cooperativa": _COMPANY_PARTNER,
    "dos trabajos": _TWO_JOBS,
    "pluriactividad": _TWO_JOBS,
    "autonomo y asalariado": _TWO_JOBS,
}
