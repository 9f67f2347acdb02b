"""Citizen words → legal phrases: consumer credit (Ley 16/2011), mortgages (Ley 5/2019) and insurance
contracts (Ley 50/1980). Keys and values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

# consumer credit and mortgages
_CREDIT = "contrato de crédito, crédito al consumo, tasa anual equivalente, coste total del crédito"
_LINKED_CREDIT = "contratos de crédito vinculados, contrato vinculado a financiación"
_EXPENSIVE_CREDIT = "tasa anual equivalente, tipo deudor, coste total del crédito"
_REVOLVING = "posibilidad de descubierto, tipo deudor, tasa anual equivalente"
_OVERDRAFT = "descubierto tácito, posibilidad de descubierto"
_EARLY_REPAYMENT = "reembolso anticipado, amortización anticipada, compensación, pérdida financiera"
_SOLVENCY = (
    "evaluar la solvencia, "
    "denegación de una solicitud de crédito, ficheros sobre solvencia patrimonial y crédito"
)
_WRONG_CHARGE = "cobro indebido, interés legal"
_MORTGAGE = "préstamo hipotecario, préstamos inmobiliarios, prestatario, prestamista"
_MORTGAGE_DEFAULT = "vencimiento anticipado, cuotas vencidas y no satisfechas, intereses de demora"
_MORTGAGE_SIGNING = (
    "Ficha Europea de Información Normalizada, diez días naturales, acta notarial, "
    "asesoramiento personalizado y gratuito del notario"
)
_MORTGAGE_COSTS = (
    "gastos de tasación, gestoría, aranceles notariales, registro de la propiedad, "
    "impuesto de transmisiones patrimoniales y actos jurídicos documentados"
)
_VARIABLE = "tipo de interés variable, índice de referencia, variaciones en el tipo de interés"
_RATE = "variaciones en el tipo de interés, tipo de interés variable, índice de referencia"
_FIXED = "tipo de interés fijo, novación, subrogación"
_FLOOR = "límite a la baja del tipo de interés, cláusulas abusivas"
_SWITCH_BANK = "subrogación, novación, compensación o comisión"
_TIED = "prácticas de venta vinculada, ventas vinculadas, póliza de seguro"
_BANK = "prestamista, entidades de crédito"
_BANK_COMPLAINT = "quejas y reclamaciones, Banco de España, resolución alternativa de litigios"
# insurance
_INSURANCE = "contrato de seguro, asegurador, tomador del seguro, póliza"
_NOT_PAID = "indemnización, siniestro, mora del asegurador"
_CLAIM = "siniestro, plazo máximo de siete días, comunicar al asegurador el acaecimiento del siniestro"
_LATE_PAYOUT = (
    "mora del asegurador, tres meses desde la producción del siniestro, cuarenta días, importe mínimo"
)
_ASSESSOR = "peritos, tercer perito, importe mínimo"
_DISCLOSURE = "declarar al asegurador, cuestionario, reserva o inexactitud, valoración del riesgo"
_PREMIUM_UNPAID = "falta de pago de una de las primas, suspendida un mes después, primera prima"
_CANCEL_POLICY = "oposición a la prórroga, al menos, un mes de anticipación, dos meses de antelación"
_NOT_COVERED = "cláusulas limitativas, exclusiones y limitaciones, cobertura"
_UNDERINSURED = "regla proporcional, suma asegurada"
_HOME_INSURANCE = "seguro de daños, seguro contra incendios, seguro contra robo, suma asegurada"
_CAR_INSURANCE = "seguro de responsabilidad civil, acción directa, perjudicado"
_THEFT = "seguro contra robo, sustracción ilegítima"
_CATASTROPHE = "riesgos extraordinarios, Consorcio de Compensación de Seguros"
_LIFE = "seguro sobre la vida, beneficiario, caso de muerte, facultad unilateral de resolución"
_BENEFICIARY = "designar beneficiario, beneficiario, seguro sobre la vida"
_SURRENDER = "derecho de rescate, valor de rescate"
_HEALTH = "seguros de enfermedad y de asistencia sanitaria, asistencia sanitaria"
_FUNERAL = "seguro de decesos, servicios funerarios"
_ACCIDENT = "seguro de accidentes, grado de invalidez"
_LEGAL_COVER = "seguro de defensa jurídica, libre elección de Abogado"
_CANCER = "cáncer, tratamiento radical"
FINANCE: dict[str, str] = {
    # consumer credit
    "prestamo personal": _CREDIT,
    "credito personal": _CREDIT,
    "credito rapido": _CREDIT,
    "minicredito": _CREDIT,
    "microcredito": _CREDIT,
    "prestamo rapido": _CREDIT,
    "comprar a plazos": _CREDIT,
    "compra a plazos": _CREDIT,
    "compre a plazos": _CREDIT,
    "intermediario de credito": "intermediarios de crédito",
    "financiad": _LINKED_CREDIT,
    "la financiera": _LINKED_CREDIT,
    "una financiera": _LINKED_CREDIT,
    "financiar la compra": _LINKED_CREDIT,
    "prestamo del coche": _LINKED_CREDIT,
    "cuota del prestamo": "intereses de demora, importe total adeudado",
    "cuotas del prestamo": "intereses de demora, importe total adeudado",
    "revolving": _REVOLVING,
    "tarjeta de credito": _REVOLVING,
    "usura": _EXPENSIVE_CREDIT,
    "intereses abusivos": _EXPENSIVE_CREDIT,
    "interes abusivo": _EXPENSIVE_CREDIT,
    "tae ": "tasa anual equivalente",
    "tin ": "tipo deudor",
    "numeros rojos": _OVERDRAFT,
    "en descubierto": _OVERDRAFT,
    "descubierto en cuenta": _OVERDRAFT,
    "saldo negativo": _OVERDRAFT,
    "amortiz": _EARLY_REPAYMENT,
    "cancelar el prestamo": _EARLY_REPAYMENT,
    "cancelar la hipoteca": _EARLY_REPAYMENT,
    "adelantar pagos": _EARLY_REPAYMENT,
    "denegado el prestamo": _SOLVENCY,
    "denegado el credito": _SOLVENCY,
    "no me dan el prestamo": _SOLVENCY,
    "denegado un credito": _SOLVENCY,
    "denegado un prestamo": _SOLVENCY,
    "deniegan el prestamo": _SOLVENCY,
    "deniegan el credito": _SOLVENCY,
    "en un fichero": _SOLVENCY,
    "moroso": _SOLVENCY,
    "asnef": _SOLVENCY,
    "cobro indebido": _WRONG_CHARGE,
    "cobrado indebidamente": _WRONG_CHARGE,
    # mortgages
    "hipotec": _MORTGAGE,
    "pagar la hipoteca": _MORTGAGE_DEFAULT,
    "cuotas impagadas": _MORTGAGE_DEFAULT,
    "cuotas de la hipoteca": _MORTGAGE_DEFAULT,
    "quitar la casa": "vencimiento anticipado, ejecución hipotecaria",
    "quitan la casa": "vencimiento anticipado, ejecución hipotecaria",
    "perder la casa": "vencimiento anticipado, ejecución hipotecaria",
    "fein": _MORTGAGE_SIGNING,
    "firmar la hipoteca": _MORTGAGE_SIGNING,
    "firma de la hipoteca": _MORTGAGE_SIGNING,
    "fiae": "Ficha de Advertencias Estandarizadas",
    "gastos de la hipoteca": _MORTGAGE_COSTS,
    "gastos hipotecarios": _MORTGAGE_COSTS,
    "pagar el notario": _MORTGAGE_COSTS,
    "paga el notario": _MORTGAGE_COSTS,
    "euribor": _VARIABLE,
    "tipo variable": _VARIABLE,
    "interes variable": _VARIABLE,
    "tipo de interes": _RATE,
    "subir el interes": _RATE,
    "tipo fijo": _FIXED,
    "interes fijo": _FIXED,
    "clausula suelo": _FLOOR,
    "clausulas suelo": _FLOOR,
    "cambiar de banco": _SWITCH_BANK,
    "cambiar la hipoteca": _SWITCH_BANK,
    "llevarme la hipoteca": _SWITCH_BANK,
    "seguro vinculado": _TIED,
    "productos vinculados": _TIED,
    "domiciliar la nomina": _TIED,
    "me obligan a contratar": _TIED,
    "obligar a contratar": _TIED,
    "seguro con el prestamo": _TIED,
    "seguro del prestamo": _TIED,
    "seguro de la hipoteca": _TIED,
    "seguro con la hipoteca": _TIED,
    "comision de apertura": "comisión de apertura",
    "multidivisa": "moneda extranjera",
    "avalista": "fiador, garante",
    "avalar": "fiador, garante",
    "el banco": _BANK,
    "mi banco": _BANK,
    "reclamar al banco": _BANK_COMPLAINT,
    "reclamacion al banco": _BANK_COMPLAINT,
    # insurance
    "el seguro": _INSURANCE,
    "mi seguro": _INSURANCE,
    "asegurador": _INSURANCE,
    "compania de seguros": _INSURANCE,
    "poliza": _INSURANCE,
    "seguro no me paga": _NOT_PAID,
    "seguro no paga": _NOT_PAID,
    "seguro no quiere pagar": _NOT_PAID,
    "no me indemniza": _NOT_PAID,
    "reclamar al seguro": "siniestro, indemnización, prescribirán en el término de dos años",
    "siniestro": _CLAIM,
    "parte al seguro": _CLAIM,
    "tarda en pagar": _LATE_PAYOUT,
    "tardan en pagar": _LATE_PAYOUT,
    "perit": _ASSESSOR,
    "no declare": _DISCLOSURE,
    "cuestionario de salud": _DISCLOSURE,
    "enfermedad previa": _DISCLOSURE,
    "preexistent": _DISCLOSURE,
    "recibo del seguro": _PREMIUM_UNPAID,
    "prima del seguro": _PREMIUM_UNPAID,
    "pagar el seguro": _PREMIUM_UNPAID,
    "cancelar el seguro": _CANCEL_POLICY,
    "baja del seguro": _CANCEL_POLICY,
    "anular el seguro": _CANCEL_POLICY,
    "renovacion del seguro": _CANCEL_POLICY,
    "suben el seguro": _CANCEL_POLICY,
    "cancelado el seguro": _CANCEL_POLICY,
    "no renuevan el seguro": _CANCEL_POLICY,
    "no cubre": _NOT_COVERED,
    "no me cubre": _NOT_COVERED,
    "no esta cubierto": _NOT_COVERED,
    "exclusiones": _NOT_COVERED,
    "infraseg": _UNDERINSURED,
    "seguro de hogar": _HOME_INSURANCE,
    "seguro del hogar": _HOME_INSURANCE,
    "seguro de casa": _HOME_INSURANCE,
    "seguro de la casa": _HOME_INSURANCE,
    "danos por agua": _HOME_INSURANCE,
    "fuga de agua": _HOME_INSURANCE,
    "seguro del coche": _CAR_INSURANCE,
    "seguro de coche": _CAR_INSURANCE,
    "seguro de la moto": _CAR_INSURANCE,
    "seguro de robo": _THEFT,
    "seguro contra robo": _THEFT,
    "cubre el robo": _THEFT,
    "robo en casa": _THEFT,
    "incendi": "seguro contra incendios, incendio",
    "inundac": _CATASTROPHE,
    "terremoto": _CATASTROPHE,
    "consorcio de compensacion": _CATASTROPHE,
    "seguro de vida": _LIFE,
    "beneficiario del seguro": _BENEFICIARY,
    "cambiar el beneficiario": _BENEFICIARY,
    "rescat": _SURRENDER,
    "seguro medico": _HEALTH,
    "seguro de salud": _HEALTH,
    "seguro privado": _HEALTH,
    "seguro de decesos": _FUNERAL,
    "seguro de entierro": _FUNERAL,
    "funerari": _FUNERAL,
    "seguro de accidentes": _ACCIDENT,
    "seguro de invalidez": _ACCIDENT,
    "seguro de viaje": "asistencia en viaje, seguro de accidentes",
    "defensa juridica": _LEGAL_COVER,
    "cancer": _CANCER,
    "oncologic": _CANCER,
    "corredor de seguros": "corredor de seguros, mediador",
    "agente de seguros": "corredor de seguros, mediador",
    "vender el coche": "transmisión del objeto asegurado",
    "vendo el coche": "transmisión del objeto asegurado",
}
