"""Citizen words → legal phrases: Social Security (LGSS): unemployment, retirement, survivors, sick
leave, accidents, disability, birth and family; registration, contributions and debts. Keys and
values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

_UNEMPLOYMENT = "prestación por desempleo, situación legal de desempleo, protección por desempleo"
_UNEMP_LENGTH = (
    "duración de la prestación por desempleo, cuantía de la prestación por desempleo, "
    "periodo de ocupación cotizada, base reguladora"
)
_UNEMP_ASSISTANCE = (
    "subsidio por desempleo, carencia de rentas, responsabilidades familiares, nivel asistencial"
)
_UNEMP_OVER_52 = "subsidio por desempleo para mayores de cincuenta y dos años, carencia de rentas"
_UNEMP_EXHAUSTED = "agotamiento de la prestación contributiva, subsidio por desempleo, carencia de rentas"
_UNEMP_QUIT = "cesen voluntariamente, situación legal de desempleo, resolución voluntaria"
_CONTRACT_END = "expiración del tiempo convenido, situación legal de desempleo"
_LUMP_SUM = "capitalización de la prestación por desempleo, pago único"
_UNEMP_WORK = "compatibilización de la prestación por desempleo, incompatibilidades, trabajo a tiempo parcial"
_UNEMP_ABROAD = (
    "salidas al extranjero, estancia en el extranjero, traslado de residencia al extranjero, "
    "suspensión del derecho"
)
_EMPLOYMENT_OFFICE = "Servicio Público de Empleo Estatal, demandante de empleo, acuerdo de actividad"
_JOB_OFFER = "colocación adecuada, acuerdo de actividad, extinción del derecho"
_FARM = "trabajadores agrarios eventuales, renta agraria, subsidio agrario"
_RETIREMENT = "pensión de jubilación, período mínimo de cotización, jubilación anticipada"
_RETIREMENT_AGE = (
    "edad ordinaria de jubilación, sesenta y siete años, sesenta y cinco años, "
    "treinta y ocho años y seis meses"
)
_EARLY_RETIREMENT = (
    "jubilación anticipada, coeficientes reductores, jubilación anticipada por voluntad del interesado, "
    "jubilación anticipada por causa no imputable al trabajador"
)
_WORKING_PENSIONER = "jubilación activa, jubilación flexible, compatibilidad, pensión de jubilación activa"
_LATE_RETIREMENT = "demorar, complemento económico, edad ordinaria de jubilación"
_PENSION_AMOUNT = "base reguladora de la pensión de jubilación, cuantía de la pensión, años cotizados"
_CONTRIBUTION_YEARS = "período mínimo de cotización, años cotizados, periodos de cotización, vida laboral"
_PENSION_RISE = "revalorización, mantenimiento del poder adquisitivo, índice de precios de consumo"
_MINIMUM_PENSION = (
    "complementos para pensiones inferiores a la mínima, complemento por mínimos, pensión mínima"
)
_GENDER_GAP = (
    "complemento de pensiones contributivas para la reducción de la brecha de género, "
    "aportación demográfica, complemento por maternidad"
)
_NON_CONTRIBUTORY = (
    "pensiones no contributivas, jubilación en su modalidad no contributiva, "
    "invalidez en su modalidad no contributiva, carencia de rentas"
)
_ABROAD_PENSION = "normas internacionales, periodos de cotización"
_WIDOW = "pensión de viudedad, cónyuge superviviente, prestación temporal de viudedad"
_PARTNER_WIDOW = "pensión de viudedad de parejas de hecho, convivencia estable y notoria, pareja de hecho"
_EX_SPOUSE = "pensión de viudedad, separación, divorcio o nulidad matrimonial, pensión compensatoria"
_ORPHAN = "pensión de orfandad, prestación de orfandad, menores de veintiún años"
_SURVIVORS = "muerte y supervivencia, pensión de viudedad, pensión de orfandad, auxilio por defunción"
_FUNERAL = "auxilio por defunción"
_SICK_PAY = "subsidio por incapacidad temporal, base reguladora, cuarto día de baja, a cargo del empresario"
_SICK_NOTE = "parte médico de baja, alta médica, incapacidad temporal"
_DISCHARGE = "alta médica, inspección médica, propuesta de alta, incapacidad temporal"
_LONG_SICK_LEAVE = (
    "trescientos sesenta y cinco días, ciento ochenta días, duración máxima, incapacidad permanente"
)
_MUTUAL = "mutuas colaboradoras con la Seguridad Social, contingencias profesionales, incapacidad temporal"
_PERIOD_PAIN = "menstruación incapacitante secundaria, incapacidad temporal"
_WORK_ACCIDENT = (
    "accidente de trabajo, contingencias profesionales, enfermedad profesional, día siguiente al de la baja"
)
_COMMUTE = "al ir o al volver del lugar de trabajo, accidente de trabajo"
_OCCUPATIONAL_DISEASE = (
    "enfermedad profesional, cuadro de enfermedades profesionales, contingencias profesionales"
)
_SAFETY_SURCHARGE = "recargo de las prestaciones económicas, falta de medidas de seguridad"
_AFTER_EFFECTS = "lesiones permanentes no incapacitantes, indemnizaciones por baremo, incapacidad permanente"
_DISABILITY = "incapacidad permanente, grados de incapacidad permanente, profesión habitual"
_TOTAL = "incapacidad permanente total, profesión habitual"
_ABSOLUTE = "incapacidad permanente absoluta, impedido para el trabajo"
_GREAT = "gran incapacidad, necesidad del concurso de otra persona"
_CANNOT_WORK = "incapacidad permanente, incapacidad temporal, impedido para el trabajo"
_DISABILITY_REVIEW = "calificación y revisión, expediente de incapacidad permanente, revisión"
_DISABILITY_WORK = "compatibilidades en el percibo de prestaciones económicas por incapacidad permanente"
_HANDICAP = "grado de discapacidad, sesenta y cinco por ciento, incapacidad no contributiva"
_BIRTH_PAY = "nacimiento y cuidado de menor, subsidio por nacimiento y cuidado de menor"
_ADOPTION = "guarda con fines de adopción, acogimiento, nacimiento y cuidado de menor"
_BREASTFEEDING = "corresponsabilidad en el cuidado del lactante, riesgo durante la lactancia natural"
_SICK_CHILD = (
    "cuidado de menores afectados por cáncer u otra enfermedad grave, "
    "cuidado directo, continuo y permanente, reducción de jornada"
)
_LARGE_FAMILY = "familias numerosas, monoparentales, parto o adopción múltiples"
_MULTIPLE_BIRTH = "parto o adopción múltiples"
_CHILD_BENEFIT = "asignación económica por hijo o menor a cargo, complemento de ayuda para la infancia"
_CHILDCARE_CREDIT = "beneficios por cuidado de hijos o menores, periodos de cotización asimilados por parto"
_PREGNANCY = (
    "protección de la maternidad, trabajadoras en situación de embarazo o parto reciente, "
    "puesto compatible con su estado"
)
_REGISTRATION = "afiliación, altas y bajas, alta en la Seguridad Social"
_NOT_REGISTERED = "responsabilidad en orden a las prestaciones, altas y bajas"
_CONTRIBUTIONS = "base de cotización, bases y tipos de cotización, periodos de cotización"
_SS_DEBT = (
    "recargos por ingreso fuera de plazo, aplazamiento de pago, reclamaciones de deudas, "
    "providencia de apremio"
)
_DEFERRAL = "aplazamiento de pago"
_UNDUE = "reintegro de prestaciones indebidas, prestaciones indebidamente percibidas"
_SS_CLAIM = "reclamación administrativa previa, reclamación previa, jurisdicción social"
_INSS = "Instituto Nacional de la Seguridad Social, entidades gestoras"
_OWN_CONTRIBUTIONS = "convenio especial"
_PART_TIME = "trabajo a tiempo parcial, cómputo de los periodos de cotización"
_DOMESTIC_SCHEME = "sistema especial para empleados de hogar"
_MENTAL = "incapacidad temporal, enfermedad común"
SOCIAL_SECURITY: dict[str, str] = {
    # unemployment: contributory benefit and assistance
    "paro": _UNEMPLOYMENT,
    "parado": _UNEMPLOYMENT,
    "estoy parada": _UNEMPLOYMENT,
    "quedarme parada": _UNEMPLOYMENT,
    "desemple": _UNEMPLOYMENT,
    "cuanto paro": _UNEMP_LENGTH,
    "cuanto de paro": _UNEMP_LENGTH,
    "dura el paro": _UNEMP_LENGTH,
    "meses de paro": _UNEMP_LENGTH,
    "dias de paro": _UNEMP_LENGTH,
    "el subsidio": _UNEMP_ASSISTANCE,
    "subsidio de desempleo": _UNEMP_ASSISTANCE,
    "subsidio por desempleo": _UNEMP_ASSISTANCE,
    "ayuda familiar": _UNEMP_ASSISTANCE,
    "mayores de 52": _UNEMP_OVER_52,
    "mas de 52": _UNEMP_OVER_52,
    "52 anos": _UNEMP_OVER_52,
    "se acaba el paro": _UNEMP_EXHAUSTED,
    "se me acaba el paro": _UNEMP_EXHAUSTED,
    "agotado el paro": _UNEMP_EXHAUSTED,
    "agote el paro": _UNEMP_EXHAUSTED,
    "acabe el paro": _UNEMP_EXHAUSTED,
    "baja voluntaria": _UNEMP_QUIT,
    "dejar el trabajo": _UNEMP_QUIT,
    "dejo el trabajo": _UNEMP_QUIT,
    "irme de la empresa": _UNEMP_QUIT,
    "me voy de la empresa": _UNEMP_QUIT,
    "fin de contrato": _CONTRACT_END,
    "fin del contrato": _CONTRACT_END,
    "se acaba el contrato": _CONTRACT_END,
    "se acaba mi contrato": _CONTRACT_END,
    "termina el contrato": _CONTRACT_END,
    "termina mi contrato": _CONTRACT_END,
    "erte": "prestación por desempleo, situación legal de desempleo",
    "fijo discontinu": "inactividad productiva, situación legal de desempleo",
    "capitalizar el paro": _LUMP_SUM,
    "capitalizacion del paro": _LUMP_SUM,
    "capitalizar la prestacion": _LUMP_SUM,
    "capitalizacion de la prestacion": _LUMP_SUM,
    "pago unico": _LUMP_SUM,
    "paro de golpe": _LUMP_SUM,
    "todo de golpe": _LUMP_SUM,
    "trabajar cobrando": _UNEMP_WORK,
    "cobrando el paro": _UNEMP_WORK,
    "compatibilizar el paro": _UNEMP_WORK,
    "salir de espana": _UNEMP_ABROAD,
    "irme al extranjero": _UNEMP_ABROAD,
    "irme fuera": _UNEMP_ABROAD,
    "viajar con el paro": _UNEMP_ABROAD,
    "sepe ": _EMPLOYMENT_OFFICE,
    "inem": _EMPLOYMENT_OFFICE,
    "oficina de empleo": _EMPLOYMENT_OFFICE,
    "sellar el paro": _EMPLOYMENT_OFFICE,
    "renovar la demanda": _EMPLOYMENT_OFFICE,
    "demanda de empleo": _EMPLOYMENT_OFFICE,
    "rechazar una oferta": _JOB_OFFER,
    "rechace una oferta": _JOB_OFFER,
    "rechazo una oferta": _JOB_OFFER,
    "rechazar un trabajo": _JOB_OFFER,
    "jornalero": _FARM,
    "peonada": _FARM,
    "renta agraria": _FARM,
    "subsidio agrario": _FARM,
    # retirement
    "jubila": _RETIREMENT,
    "prejubil": _EARLY_RETIREMENT,
    "jubilarme antes": _EARLY_RETIREMENT,
    "jubilarse antes": _EARLY_RETIREMENT,
    "jubilacion anticipada": _EARLY_RETIREMENT,
    "adelantar la jubilacion": _EARLY_RETIREMENT,
    "retirarme antes": _EARLY_RETIREMENT,
    "edad de jubilacion": _RETIREMENT_AGE,
    "edad para jubilar": _RETIREMENT_AGE,
    "a que edad me jubilo": _RETIREMENT_AGE,
    "retirarme": "pensión de jubilación, edad ordinaria de jubilación",
    "jubilado y trabajar": _WORKING_PENSIONER,
    "trabajar jubilado": _WORKING_PENSIONER,
    "trabajar estando jubilado": _WORKING_PENSIONER,
    "trabajar y cobrar la pension": _WORKING_PENSIONER,
    "jubilacion activa": _WORKING_PENSIONER,
    "retrasar la jubilacion": _LATE_RETIREMENT,
    "jubilacion demorada": _LATE_RETIREMENT,
    "jubilarme mas tarde": _LATE_RETIREMENT,
    "jubilarme despues": _LATE_RETIREMENT,
    "jubilarse mas tarde": _LATE_RETIREMENT,
    "cuanto cobrare": _PENSION_AMOUNT,
    "calcular la pension": _PENSION_AMOUNT,
    "calculo de la pension": _PENSION_AMOUNT,
    "cuanto me queda de pension": _PENSION_AMOUNT,
    "anos cotizados": _CONTRIBUTION_YEARS,
    "anos cotizando": _CONTRIBUTION_YEARS,
    "anos de cotizacion": _CONTRIBUTION_YEARS,
    "tengo cotizado": _CONTRIBUTION_YEARS,
    "he cotizado": _CONTRIBUTION_YEARS,
    "haber cotizado": _CONTRIBUTION_YEARS,
    "anos hay que cotizar": _CONTRIBUTION_YEARS,
    "anos tengo que cotizar": _CONTRIBUTION_YEARS,
    "vida laboral": _CONTRIBUTION_YEARS,
    "lagunas": "lagunas de cotización, periodos sin obligación de cotizar",
    "suben las pensiones": _PENSION_RISE,
    "subida de las pensiones": _PENSION_RISE,
    "subir las pensiones": _PENSION_RISE,
    "revaloriz": _PENSION_RISE,
    "pension minima": _MINIMUM_PENSION,
    "complemento a minimos": _MINIMUM_PENSION,
    "complemento por minimos": _MINIMUM_PENSION,
    "pension maxima": "pensión máxima, límite máximo, limitación de la cuantía inicial de las pensiones",
    "complemento de maternidad": _GENDER_GAP,
    "complemento por hijos": _GENDER_GAP,
    "brecha de genero": _GENDER_GAP,
    "no contributiva": _NON_CONTRIBUTORY,
    "nunca he cotizado": _NON_CONTRIBUTORY,
    "sin haber cotizado": _NON_CONTRIBUTORY,
    "sin cotizar": _NON_CONTRIBUTORY,
    "cotizado en otro pais": _ABROAD_PENSION,
    "trabaje en el extranjero": _ABROAD_PENSION,
    "trabaje en otro pais": _ABROAD_PENSION,
    # death and survivors
    "viud": _WIDOW,
    "pareja de hecho": _PARTNER_WIDOW,
    "muere mi pareja": _PARTNER_WIDOW,
    "murio mi pareja": _PARTNER_WIDOW,
    "fallecio mi pareja": _PARTNER_WIDOW,
    "pareja ha muerto": _PARTNER_WIDOW,
    "pareja ha fallecido": _PARTNER_WIDOW,
    "pareja murio": _PARTNER_WIDOW,
    "pareja fallecio": _PARTNER_WIDOW,
    "no estabamos casados": _PARTNER_WIDOW,
    "mi marido murio": _WIDOW,
    "mi marido ha muerto": _WIDOW,
    "mi marido fallecio": _WIDOW,
    "mi marido ha fallecido": _WIDOW,
    "mi mujer murio": _WIDOW,
    "mi mujer ha muerto": _WIDOW,
    "mi mujer fallecio": _WIDOW,
    "mi mujer ha fallecido": _WIDOW,
    "mi esposa murio": _WIDOW,
    "mi esposa ha muerto": _WIDOW,
    "mi esposa fallecio": _WIDOW,
    "mi esposa ha fallecido": _WIDOW,
    "mi esposo murio": _WIDOW,
    "mi esposo ha muerto": _WIDOW,
    "mi esposo fallecio": _WIDOW,
    "mi esposo ha fallecido": _WIDOW,
    "ex marido": _EX_SPOUSE,
    "exmarido": _EX_SPOUSE,
    "ex mujer": _EX_SPOUSE,
    "exmujer": _EX_SPOUSE,
    "huerfan": _ORPHAN,
    "orfandad": _ORPHAN,
    "muere mi": _SURVIVORS,
    "murio mi": _SURVIVORS,
    "fallecio mi": _SURVIVORS,
    "fallece mi": _SURVIVORS,
    "entierro": _FUNERAL,
    "sepelio": _FUNERAL,
    # sick leave (incapacidad temporal)
    "cobrar la baja": _SICK_PAY,
    "cobro de baja": _SICK_PAY,
    "cobro estando de baja": _SICK_PAY,
    "pagan la baja": _SICK_PAY,
    "paga la baja": _SICK_PAY,
    "cobra de baja": _SICK_PAY,
    "parte de baja": _SICK_NOTE,
    "parte medico": _SICK_NOTE,
    "partes de confirmacion": _SICK_NOTE,
    "alta medica": _DISCHARGE,
    "dan el alta": _DISCHARGE,
    "dado el alta": _DISCHARGE,
    "dieron el alta": _DISCHARGE,
    "ano de baja": _LONG_SICK_LEAVE,
    "365 dias": _LONG_SICK_LEAVE,
    "18 meses de baja": _LONG_SICK_LEAVE,
    "mutua": _MUTUAL,
    "regla dolorosa": _PERIOD_PAIN,
    "reglas dolorosas": _PERIOD_PAIN,
    "menstrua": _PERIOD_PAIN,
    "ansiedad": _MENTAL,
    "depresion": _MENTAL,
    # work accidents and occupational disease
    "accidente laboral": "accidente de trabajo, contingencias profesionales, día siguiente al de la baja",
    "accidente de trabajo": _WORK_ACCIDENT,
    "accidente en el trabajo": _WORK_ACCIDENT,
    "accidente trabajando": _WORK_ACCIDENT,
    "me cai en el trabajo": _WORK_ACCIDENT,
    "me lesione": _WORK_ACCIDENT,
    "yendo al trabajo": _COMMUTE,
    "volviendo del trabajo": _COMMUTE,
    "camino al trabajo": _COMMUTE,
    "camino del trabajo": _COMMUTE,
    "de vuelta del trabajo": _COMMUTE,
    "itinere": _COMMUTE,
    "enfermedad profesional": _OCCUPATIONAL_DISEASE,
    "enfermedad laboral": _OCCUPATIONAL_DISEASE,
    "amianto": _OCCUPATIONAL_DISEASE,
    "silicosis": _OCCUPATIONAL_DISEASE,
    "sin medidas de seguridad": _SAFETY_SURCHARGE,
    "falta de medidas": _SAFETY_SURCHARGE,
    "no habia medidas": _SAFETY_SURCHARGE,
    "culpa de la empresa": _SAFETY_SURCHARGE,
    "perdi un dedo": _AFTER_EFFECTS,
    "lesion permanente": _AFTER_EFFECTS,
    "lesiones permanentes": _AFTER_EFFECTS,
    # permanent disability
    "invalidez": _DISABILITY,
    "incapacidad permanente": _DISABILITY,
    "la permanente": _DISABILITY,
    "incapacidad total": _TOTAL,
    "total para mi profesion": _TOTAL,
    "de lo mio": _TOTAL,
    "incapacidad absoluta": _ABSOLUTE,
    "gran invalidez": _GREAT,
    "gran incapacidad": _GREAT,
    "no puedo trabajar": _CANNOT_WORK,
    "no puedo volver a trabajar": _CANNOT_WORK,
    "tribunal medico": _DISABILITY_REVIEW,
    "revision de la incapacidad": _DISABILITY_REVIEW,
    "me quitan la incapacidad": _DISABILITY_REVIEW,
    "trabajar con una incapacidad": _DISABILITY_WORK,
    "trabajar con la incapacidad": _DISABILITY_WORK,
    "trabajar cobrando la incapacidad": _DISABILITY_WORK,
    "minusval": _HANDICAP,
    "pension de discapacidad": _HANDICAP,
    "pension por discapacidad": _HANDICAP,
    # birth, adoption and family
    "maternidad": _BIRTH_PAY,
    "paternidad": _BIRTH_PAY,
    "nacimiento de mi hijo": _BIRTH_PAY,
    "adopcion": _ADOPTION,
    "adoptar a": _ADOPTION,
    "adoptar un nino": _ADOPTION,
    "adoptar un hijo": _ADOPTION,
    "adoptar un bebe": _ADOPTION,
    "adoptar una nina": _ADOPTION,
    "adoptar una hija": _ADOPTION,
    "adopto ": _ADOPTION,
    "lactancia": _BREASTFEEDING,
    "cancer": _SICK_CHILD,
    "hijo enfermo": _SICK_CHILD,
    "hija enferma": _SICK_CHILD,
    "familia numerosa": _LARGE_FAMILY,
    "monoparental": _LARGE_FAMILY,
    "gemelos": _MULTIPLE_BIRTH,
    "mellizos": _MULTIPLE_BIRTH,
    "trillizos": _MULTIPLE_BIRTH,
    "parto multiple": _MULTIPLE_BIRTH,
    "ayuda por hijo": _CHILD_BENEFIT,
    "ayudas por hijo": _CHILD_BENEFIT,
    "prestacion por hijo": _CHILD_BENEFIT,
    "hijo a cargo": _CHILD_BENEFIT,
    "hijos a cargo": _CHILD_BENEFIT,
    "complemento de infancia": _CHILD_BENEFIT,
    "ayuda a la infancia": _CHILD_BENEFIT,
    "excedencia": _CHILDCARE_CREDIT,
    "embaraz": _PREGNANCY,
    # registration, contributions, debts and claims
    "numero de la seguridad social": _REGISTRATION,
    "numero de afiliacion": _REGISTRATION,
    "afiliar": _REGISTRATION,
    "dado de baja": _REGISTRATION,
    "dado de alta": _NOT_REGISTERED,
    "sin dar de alta": _NOT_REGISTERED,
    "en negro": _NOT_REGISTERED,
    "cotiz": _CONTRIBUTIONS,
    "deuda con la seguridad social": _SS_DEBT,
    "deudas con la seguridad social": _SS_DEBT,
    "debo a la seguridad social": _SS_DEBT,
    "no pague la cuota": _SS_DEBT,
    "no pago la cuota": _SS_DEBT,
    "cuotas atrasadas": _SS_DEBT,
    "apremio": _SS_DEBT,
    "pagar tarde la cuota": _SS_DEBT,
    "cuota fuera de plazo": _SS_DEBT,
    "aplazar la deuda": _DEFERRAL,
    "aplazar el pago": _DEFERRAL,
    "fraccionar": _DEFERRAL,
    "devolver lo cobrado": _UNDUE,
    "devolver el paro": _UNDUE,
    "devolver la prestacion": _UNDUE,
    "cobrado de mas": _UNDUE,
    "cobre de mas": _UNDUE,
    "cobro indebido": _UNDUE,
    "reclamar a la seguridad social": _SS_CLAIM,
    "reclamar al inss": _SS_CLAIM,
    "recurrir al inss": _SS_CLAIM,
    "reclamacion previa": _SS_CLAIM,
    "inss": _INSS,
    "tesoreria": "Tesorería General de la Seguridad Social",
    "cotizar por mi cuenta": _OWN_CONTRIBUTIONS,
    "pagarme la seguridad social": _OWN_CONTRIBUTIONS,
    "seguir cotizando": _OWN_CONTRIBUTIONS,
    "convenio especial": _OWN_CONTRIBUTIONS,
    "media jornada": _PART_TIME,
    "jornada parcial": _PART_TIME,
    "tiempo parcial": _PART_TIME,
    "de hogar": _DOMESTIC_SCHEME,
    "del hogar": _DOMESTIC_SCHEME,
    "de interna": _DOMESTIC_SCHEME,
    "como interna": _DOMESTIC_SCHEME,
}
