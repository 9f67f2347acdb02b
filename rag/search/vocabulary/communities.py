"""Citizen words → legal phrases: neighbours' communities (Propiedad Horizontal) and building defects
(Ordenación de la Edificación). Keys and values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

# neighbours' communities (Propiedad Horizontal)
_COMMUNITY = "comunidad de propietarios, junta de propietarios, propiedad horizontal"
_NEIGHBOUR = "propietarios u ocupantes, comunidad de propietarios, diligencia debida"
_FEES = (
    "gastos generales para el adecuado sostenimiento del inmueble, cuota de participación, fondo de reserva"
)
_DEBTORS = "morosidad, proceso monitorio, al corriente en el pago, privación del derecho de voto"
_LEVY = "derramas, obras de conservación, fondo de reserva, cuota de participación"
_UPKEEP = "deber de conservación, obras de conservación, requisitos básicos de seguridad, derrama"
_ELEVATOR = (
    "servicios de ascensor, supresión de barreras arquitectónicas, accesibilidad universal, "
    "mayoría de los propietarios"
)
_MEETING = "junta de propietarios, convocatoria, orden del día, segunda convocatoria"
_PRESIDENT = "presidente, turno rotatorio o sorteo, solicitar su relevo al juez, órganos de gobierno"
_MANAGER = "administrador, secretario-administrador, administradores de fincas"
_VOTES = "mayoría de los propietarios, cuotas de participación, unanimidad, tres quintas partes"
_MINUTES = "libro de actas, acta de cada reunión, acuerdos adoptados"
_CHALLENGE = "impugnación de estos acuerdos, caducará a los tres meses, contrarios a la ley o a los estatutos"
_RULES = "normas de régimen interior, estatutos, título constitutivo"
_NUISANCE = "actividades molestas, acción de cesación, actividades prohibidas en los estatutos"
_PETS = "actividades prohibidas en los estatutos, normas de régimen interior"
_COMMON_AREAS = "elementos comunes, servicios comunes, uso adecuado"
_FACADE = (
    "alteración de la estructura o fábrica del edificio, configuración o estado exteriores, elementos comunes"
)
_TERRACE = (
    "cerramiento de las terrazas, alteración de la estructura o fábrica del edificio, tres quintas partes"
)
_SOLAR = "aprovechamiento de energías renovables, energías renovables, eficiencia energética"
_TELECOM = "infraestructuras comunes, servicios de telecomunicación"
_CHARGER = (
    "punto de recarga de vehículos eléctricos, comunicación previa a la comunidad, plaza individual de garaje"
)
_SPLIT = "división material de los pisos o locales, agregación, segregación"
_CARETAKER = "portería, conserjería, vigilancia, tres quintas partes"
_LEAK = "resarciendo los daños, estado de conservación, diligencia debida, daños o desperfectos"
_PRIOR_DEBTS = (
    "certificación sobre el estado de deudas con la comunidad, tres años naturales anteriores, adquirente"
)
_ESTATE = "complejos inmobiliarios privados, subcomunidades, elementos comunes"
_RUIN = "declaración firme de ruina, destrucción del edificio, pérdida de la finca arrendada"
# building defects and guarantees (Ordenación de la Edificación)
_DEFECTS = "vicios o defectos, daños materiales, responsabilidad civil de los agentes, plazos de prescripción"
_STRUCTURE = "elementos estructurales, cimentación, diez años, vicios o defectos"
_FINISHES = "elementos de terminación o acabado, plazo de un año, vicios o defectos de ejecución"
_INSURANCE = "seguro de daños materiales, seguro de caución, diez años, tres años"
_BUILDER = "promotor, constructor, responsabilidad civil de los agentes, vicios o defectos"
_CLAIM_TIME = "plazos de prescripción de las acciones, dos años, vicios o defectos"
_OFF_PLAN = (
    "cantidades anticipadas, seguro de caución, aval solidario, devolución de las cantidades entregadas"
)
_HANDOVER = "recepción de la obra, acta de recepción, reservas"
_ARCHITECT = "proyectista, director de obra, director de la ejecución de la obra"
_PERMIT = "licencias y autorizaciones administrativas, licencia de edificación"
COMMUNITIES: dict[str, str] = {
    # neighbours' community: bodies, meetings, fees
    "comunidad de vecinos": _COMMUNITY,
    "mi vecino": _NEIGHBOUR,
    "mi vecina": _NEIGHBOUR,
    "el vecino": _NEIGHBOUR,
    "la vecina": _NEIGHBOUR,
    "un vecino": _NEIGHBOUR,
    "una vecina": _NEIGHBOUR,
    "vecino de arriba": _NEIGHBOUR + ", actividades molestas",
    "vecinos de arriba": _NEIGHBOUR + ", actividades molestas",
    "vecino de abajo": _NEIGHBOUR + ", actividades molestas",
    "junta de vecinos": _MEETING,
    "reunion de vecinos": _MEETING,
    "reunion de la comunidad": _MEETING,
    "junta de la comunidad": _MEETING,
    "convocar la junta": _MEETING,
    "presidente de la comunidad": _PRESIDENT,
    "presidenta de la comunidad": _PRESIDENT,
    "ser presidente": _PRESIDENT,
    "administrador de fincas": _MANAGER,
    "administrador de la comunidad": _MANAGER,
    "votar en la junta": _VOTES,
    "votacion de la junta": _VOTES,
    "votos en la junta": _VOTES,
    "mayoria en la junta": _VOTES,
    "mayoria de vecinos": _VOTES,
    "acta de la junta": _MINUTES,
    "acta de la reunion": _MINUTES,
    "impugnar un acuerdo": _CHALLENGE,
    "impugnar el acuerdo": _CHALLENGE,
    "impugnar la junta": _CHALLENGE,
    "recurrir un acuerdo": _CHALLENGE,
    "acuerdo de la junta": _CHALLENGE,
    "aprobo en la junta": _CHALLENGE,
    "aprobado en la junta": _CHALLENGE,
    "aprobaron en la junta": _CHALLENGE,
    "normas de la comunidad": _RULES,
    "estatutos de la comunidad": _RULES,
    "reglamento de la comunidad": _RULES,
    "cuota de la comunidad": _FEES,
    "cuotas de la comunidad": _FEES,
    "cuota de comunidad": _FEES,
    "gastos de comunidad": _FEES,
    "gastos de la comunidad": _FEES,
    "recibo de la comunidad": _FEES,
    "no paga la comunidad": _DEBTORS,
    "no pagan la comunidad": _DEBTORS,
    "vecino moroso": _DEBTORS,
    "vecinos morosos": _DEBTORS,
    "deuda con la comunidad": _DEBTORS,
    "deudas con la comunidad": _DEBTORS,
    "debe a la comunidad": _DEBTORS,
    "deudas del anterior": _PRIOR_DEBTS,
    "deuda del anterior": _PRIOR_DEBTS,
    "certificado de deudas": _PRIOR_DEBTS,
    "seguro de la comunidad": "contrato de seguro, fondo de reserva",
    # neighbours' community: the building, works and living together
    "derrama": _LEVY,
    "obras de la comunidad": _UPKEEP,
    "obras en el edificio": _UPKEEP,
    "fachada": _UPKEEP,
    "tejado": _UPKEEP,
    "ite ": _UPKEEP,
    "ascensor": _ELEVATOR,
    "rampa": "instalación de rampas, ajustes razonables, accesibilidad universal, obras de accesibilidad",
    "ruido": _NUISANCE,
    "musica alta": _NUISANCE,
    "hace fiestas": _NUISANCE,
    "fiestas en casa": _NUISANCE,
    "fiestas en el piso": _NUISANCE,
    "malos olores": _NUISANCE,
    "mascota": _PETS,
    "perros": _PETS,
    "zonas comunes": _COMMON_AREAS,
    "zona comun": _COMMON_AREAS,
    "azotea": _COMMON_AREAS,
    "patio de luces": _COMMON_AREAS,
    "escalera": _COMMON_AREAS,
    "rellano": _COMMON_AREAS,
    "piscina": _COMMON_AREAS + ", complejos inmobiliarios privados",
    "urbanizacion privada": _ESTATE,
    "aire acondicionado": _FACADE,
    "toldo": _FACADE,
    "cerrar la terraza": _TERRACE,
    "acristalar": _TERRACE,
    "placas solares": _SOLAR,
    "paneles solares": _SOLAR,
    "antena": _TELECOM,
    "cargador del coche": _CHARGER,
    "cargador en el garaje": _CHARGER,
    "punto de carga": _CHARGER,
    "cargar el coche": _CHARGER,
    "plaza de garaje": "plazas de garaje, anejos",
    "dividir el piso": _SPLIT,
    "dividir un piso": _SPLIT,
    "juntar dos pisos": _SPLIT,
    "unir dos pisos": _SPLIT,
    "portero": _CARETAKER + ", porteros",
    "conserje": _CARETAKER,
    "inundado": _LEAK,
    "filtraciones de agua": _LEAK,
    "filtracion de agua": _LEAK,
    "tuberia": _LEAK,
    "bajante": _LEAK,
    "ruina": _RUIN,
    "se cae el edificio": _RUIN,
    # building defects, guarantees and buying off-plan
    "defectos de construccion": _DEFECTS,
    "fallos de construccion": _DEFECTS,
    "mal construid": _DEFECTS,
    "vicios ocultos": _DEFECTS,
    "piso nuevo": _DEFECTS + ", seguro de daños materiales",
    "vivienda nueva": _DEFECTS + ", seguro de daños materiales",
    "casa nueva": _DEFECTS + ", seguro de daños materiales",
    "defectos del piso": _DEFECTS,
    "defectos en el piso": _DEFECTS,
    "defectos de la vivienda": _DEFECTS,
    "defectos en la vivienda": _DEFECTS,
    "obra nueva": _DEFECTS,
    "grieta": _STRUCTURE,
    "fisura": _STRUCTURE,
    "cimiento": _STRUCTURE,
    "los acabados": _FINISHES,
    "azulejo": _FINISHES,
    "baldosa": _FINISHES,
    "decenal": _INSURANCE,
    "garantia del piso": _INSURANCE,
    "garantia de la vivienda": _INSURANCE,
    "promotora": _BUILDER,
    "constructora": _BUILDER,
    "reclamar a la constructora": _CLAIM_TIME,
    "reclamar a la promotora": _CLAIM_TIME,
    "sobre plano": _OFF_PLAN,
    "dinero a cuenta": _OFF_PLAN,
    "entrada del piso": _OFF_PLAN,
    "no entregan el piso": _OFF_PLAN,
    "retraso en la entrega del piso": _OFF_PLAN,
    "retraso en la entrega de la vivienda": _OFF_PLAN,
    "entrega del piso": _HANDOVER,
    "entrega de la vivienda": _HANDOVER,
    "arquitecto": _ARCHITECT,
    "aparejador": _ARCHITECT,
    "licencia de obra": _PERMIT,
}
