"""Citizen words → legal phrases: taking a case to court as a citizen: civil procedure (LEC), free
legal aid (Ley 1/1996) and suing the administration (Ley 29/1998). Keys and values as described in
``rag.search.thesaurus``."""

from __future__ import annotations

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
COURTS: dict[str, str] = {
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
