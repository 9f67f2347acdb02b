"""Citizen words → legal phrases: dealing with the tax agency (Ley General Tributaria): late payment,
surcharges, time limits, checks, penalties, appeals. Keys and values as described in
``rag.search.thesaurus``."""

from __future__ import annotations

_LATE = "recargos por declaración extemporánea sin requerimiento previo, fuera de plazo, interés de demora"
_SURCHARGE = (
    "recargos del período ejecutivo, recargo ejecutivo, recargo de apremio reducido, "
    "recargo de apremio ordinario"
)
_INTEREST = "interés de demora, interés legal del dinero"
_CORRECTION = (
    "autoliquidaciones complementarias, rectificación de la autoliquidación, complementarias o sustitutivas"
)
_UNDUE = "devolución de ingresos indebidos, rectificación de la autoliquidación, solicitud de rectificación"
_DEFERRAL = (
    "aplazamiento y fraccionamiento del pago, situación económico-financiera, garantías, interés de demora"
)
_PAY_DEADLINE = "plazos para el pago, período voluntario, deuda tributaria"
_ENFORCEMENT = "procedimiento de apremio, providencia de apremio, período ejecutivo, recargo de apremio"
_SEIZURE = "embargo, diligencia de embargo, embargo de bienes, enajenación de los bienes embargados"
_LIMITATION = (
    "prescripción, cuatro años, interrupción de los plazos de prescripción, derecho a comprobar e investigar"
)
_LETTER = "requerimiento, comprobación limitada, verificación de datos, propuesta de liquidación"
_PROVISIONAL = "liquidación provisional, propuesta de liquidación, alegaciones, trámite de audiencia"
_INSPECTION = (
    "inspección tributaria, procedimiento de inspección, plazo de las actuaciones inspectoras, actas"
)
_ACT = "actas con acuerdo, actas de conformidad, actas de disconformidad"
_PENALTY = "infracciones tributarias, sanciones tributarias, procedimiento sancionador en materia tributaria"
_PENALTY_CUT = "reducción de las sanciones, conformidad, actas con acuerdo, 40 por ciento"
_FRAUD = "delito contra la Hacienda Pública, regularización voluntaria, ocultación, medios fraudulentos"
_APPEAL = "recurso de reposición, reclamación económico-administrativa, un mes"
_CLAIM = (
    "reclamación económico-administrativa, Tribunal Económico-Administrativo, "
    "tribunales económico-administrativos"
)
_SUSPEND = "suspensión de la ejecución, garantía, aval"
_NOTICE = "notificaciones en materia tributaria, notificación por comparecencia, domicilio fiscal"
_VALUE_CHECK = "comprobación de valores, tasación pericial contradictoria, valor de mercado"
_LIABLE = "responsables solidarios, responsables subsidiarios, responsabilidad tributaria, administradores"
_HEIRS_DEBT = "sucesores de personas físicas, herederos, obligaciones tributarias pendientes"
_RIGHTS = "derechos y garantías de los obligados tributarios, información y asistencia"
_QUERY = "consultas tributarias escritas, efectos vinculantes"
_CONFIDENTIAL = "carácter reservado de los datos con trascendencia tributaria"
_DEFAULTERS = "publicidad de situaciones de incumplimiento relevante, deudas o sanciones tributarias"
_OFFSET = "compensación, compensación de oficio, créditos tributarios"
_CANT_PAY = "aplazamiento y fraccionamiento del pago, baja provisional por insolvencia, condonación"
TAX_PROCEDURE: dict[str, str] = {
    # late, wrong, payment, surcharges
    "se me paso el plazo": _LATE,
    "renta fuera de plazo": _LATE,
    "declaracion fuera de plazo": _LATE,
    "presentar la renta tarde": _LATE,
    "recargo ": _SURCHARGE,
    "recargos ": _SURCHARGE,
    "pague de mas en la renta": _UNDUE,
    "pagado de mas a hacienda": _UNDUE,
    "aplazar el pago": _DEFERRAL,
    "aplazar la deuda": _DEFERRAL,
    "aplazar la renta": _DEFERRAL,
    "aplazamiento de la deuda": _DEFERRAL,
    "aplazamiento del pago": _DEFERRAL,
    "fraccionar el pago": _DEFERRAL,
    "fraccionar la deuda": _DEFERRAL,
    "fraccionar la renta": _DEFERRAL,
    "fraccionamiento de la deuda": _DEFERRAL,
    "pagar la renta a plazos": _DEFERRAL,
    "hacienda embarga": _SEIZURE,
    "hacienda prescribe": _LIMITATION,
    "prescribe con hacienda": _LIMITATION,
    "prescripcion tributaria": _LIMITATION,
    "prescribe la renta": _LIMITATION,
    "prescribe la declaracion": _LIMITATION,
    "prescribe el irpf": _LIMITATION,
    "prescribe una deuda con hacienda": _LIMITATION,
    "requerimiento de hacienda": _LETTER,
    "regularizar con hacienda": "regularización voluntaria, autoliquidaciones complementarias",
    "regularizar mi situacion fiscal": "regularización voluntaria, autoliquidaciones complementarias",
    "tear ": _CLAIM,
    "suspender la deuda": _SUSPEND,
    "suspension de la liquidacion": _SUSPEND,
    "se me olvido presentar": _LATE,
    "olvide presentar": _LATE,
    "no presente la renta": _LATE,
    "no presente la declaracion": _LATE,
    "tarde a hacienda": _LATE,
    "intereses de demora": _INTEREST,
    "interes de demora": _INTEREST,
    "me equivoque en la renta": _CORRECTION,
    "error en la renta": _CORRECTION,
    "error en la declaracion": _CORRECTION,
    "corregir la declaracion": _CORRECTION,
    "corregir la renta": _CORRECTION,
    "complementaria": _CORRECTION,
    "rectificar la renta": _UNDUE,
    "rectificar la declaracion": _UNDUE,
    "ingresos indebidos": _UNDUE,
    "no puedo pagar a hacienda": _CANT_PAY,
    "no puedo pagar hacienda": _CANT_PAY,
    "deuda con hacienda": _CANT_PAY,
    "debo a hacienda": _CANT_PAY,
    "deuda tributaria": _CANT_PAY,
    "periodo voluntario": _PAY_DEADLINE,
    "apremio": _ENFORCEMENT,
    "via ejecutiva": _ENFORCEMENT,
    "embargo de hacienda": _SEIZURE,
    "embargado hacienda": _SEIZURE,
    "compensar la deuda": _OFFSET,
    "compensacion de deudas": _OFFSET,
    "me quedan la devolucion": _OFFSET,
    "lista de morosos de hacienda": _DEFAULTERS,
    "lista de deudores": _DEFAULTERS,
    # limitation, checks, inspection
    "cuantos anos puede hacienda": _LIMITATION,
    "carta de hacienda": _LETTER,
    "me ha llegado de hacienda": _LETTER,
    "paralela": _PROVISIONAL,
    "liquidacion provisional": _PROVISIONAL,
    "propuesta de liquidacion": _PROVISIONAL,
    "comprobacion limitada": _LETTER,
    "verificacion de datos": _LETTER,
    "inspeccion de hacienda": _INSPECTION,
    "inspeccion tributaria": _INSPECTION,
    "inspector de hacienda": _INSPECTION,
    "me inspeccionan": _INSPECTION,
    "firmar el acta": _ACT,
    "acta de conformidad": _ACT,
    "acta de disconformidad": _ACT,
    "tasacion pericial": _VALUE_CHECK,
    "comprobacion de valores": _VALUE_CHECK,
    "notificacion de hacienda": _NOTICE,
    "buzon de hacienda": _NOTICE,
    "consulta vinculante": _QUERY,
    "consulta a hacienda": _QUERY,
    "preguntar a hacienda": _QUERY,
    "ayuda para la renta": "información y asistencia a los obligados tributarios, asistencia",
    "mis datos en hacienda": _CONFIDENTIAL,
    "datos fiscales de otro": _CONFIDENTIAL,
    "derechos del contribuyente": _RIGHTS,
    "mis derechos ante hacienda": _RIGHTS,
    # penalties, fraud, appeals, liability
    "sancion de hacienda": _PENALTY,
    "multa de hacienda": _PENALTY,
    "sancion tributaria": _PENALTY,
    "me sanciona hacienda": _PENALTY,
    "infraccion tributaria": _PENALTY,
    "reduccion de la sancion": _PENALTY_CUT,
    "rebaja de la sancion": _PENALTY_CUT,
    "pagar la sancion": _PENALTY_CUT,
    "fraude fiscal": _FRAUD,
    "delito fiscal": _FRAUD,
    "evasion": _FRAUD,
    "defraud": _FRAUD,
    "denunciar a alguien a hacienda": "denuncia pública",
    "denuncia a hacienda": "denuncia pública",
    "recurrir a hacienda": _APPEAL,
    "recurrir la liquidacion": _APPEAL,
    "recurro la liquidacion": _APPEAL,
    "recurro una liquidacion": _APPEAL,
    "recurrir una liquidacion": _APPEAL,
    "liquidacion de hacienda": _PROVISIONAL,
    "recurrir la sancion": _APPEAL,
    "recurso contra hacienda": _APPEAL,
    "recurso de reposicion": _APPEAL,
    "no estoy de acuerdo con hacienda": _APPEAL,
    "reclamar a hacienda": _APPEAL,
    "reclamacion economico": _CLAIM,
    "economico administrativ": _CLAIM,
    "tribunal economico": _CLAIM,
    "suspension del pago": _SUSPEND,
    "sin pagar mientras recurro": _SUSPEND,
    "deudas del fallecido": _HEIRS_DEBT,
    "deudas de mi padre": _HEIRS_DEBT,
    "heredar deudas": _HEIRS_DEBT,
    "administrador de la empresa": _LIABLE,
    "derivacion de responsabilidad": _LIABLE,
    "responsable de las deudas": _LIABLE,
}
