"""Citizen words → legal phrases: inheritance, gifts, sales, loans, damage to others, neighbours and
property, time limits (Código Civil) and non-contentious proceedings (Jurisdicción Voluntaria). Keys and
values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

# inheritance and wills
_INHERITANCE = "herencia, herederos, sucesión"
_WILL = "testamento abierto, testamento ológrafo, testamento cerrado, capacidad para disponer por testamento"
_HANDWRITTEN = "testamento ológrafo, escrito todo él y firmado por el testador"
_NO_WILL = "sucesión intestada, declaración de herederos abintestato, sucesión legítima"
_HEIRS_DECLARATION = "declaración de herederos abintestato, acta de notoriedad"
_FORCED_SHARE = "legítima, legitimarios, haber hereditario, tercio de libre disposición, mejora"
_DISINHERIT = (
    "desheredación, justas causas para desheredar, maltratado de obra, injuriado gravemente de palabra"
)
_REFUSE = "repudiación de la herencia, instrumento público, renuncia"
_ACCEPT = "aceptación pura y simple, beneficio de inventario, derecho de deliberar"
_DEBTS = "beneficio de inventario, deudas hereditarias, aceptación pura y simple, derecho de deliberar"
_PARTITION = "partición, contador-partidor, división de la herencia, colación"
_EXECUTOR = "albaceas, albaceazgo, contadores-partidores dativos"
_BEQUEST = "legado, legatario"
_WIDOW = "cónyuge viudo, derechos del cónyuge viudo, usufructo, cónyuge sobreviviente"
_SIBLINGS = "colaterales, hermanos, cuarto grado, sucesión intestada"
_STATE_HEIR = "sucesión del Estado, sucesión intestada"
_LAST_WILL = "Registro General de Actos de Última Voluntad, testamento"
_USUFRUCT = "usufructo, nuda propiedad, usufructuario"
_EARLY_INHERITANCE = "colación, donación, legítima"
# gifts, co-ownership, sales, loans and contracts
_GIFT = "donación, donante, donatario, aceptación"
_REVOKE_GIFT = "revocada la donación, ingratitud, reducción"
_CO_OWNERSHIP = "comunidad de bienes, copropietario, división de la cosa común, retracto de comuneros"
_HIDDEN_DEFECTS = (
    "saneamiento, vicios o defectos ocultos, desistir del contrato, "
    "rebajar una cantidad proporcional del precio"
)
_DEPOSIT = "arras, señal, devolverlas duplicadas"
_DELIVERY = "entrega de la cosa vendida, obligaciones del vendedor, compraventa"
_MONEY_LOAN = (
    "simple préstamo, otro tanto de la misma especie y calidad, "
    "no se deberán intereses sino cuando expresamente se hubiesen pactado"
)
_LENT_THING = "comodato, comodatario, comodante"
_DEBT_CLAIM = "reclamación de deudas dinerarias no contradichas, proceso monitorio, interés legal"
_GUARANTOR = "fiador, fianza, beneficio de excusión"
_LATE_PAYMENT = "mora, interés legal, indemnización de daños y perjuicios"
_BREACH = (
    "facultad de resolver las obligaciones, resarcimiento de daños y abono de intereses, "
    "indemnización de daños y perjuicios"
)
_VERBAL = "cualquiera que sea la forma en que se hayan celebrado, consentimiento, objeto, causa"
_DECEIT = "dolo, error, violencia o intimidación, nulidad de los contratos"
_BUILDER = "contratista, vicios de la construcción, precio alzado, ruina"
_UNDUE = "cobro de lo indebido, pago, restituirla"
_REFUSED_PAYMENT = "ofrecimiento de pago, consignación"
# damage to others
_DAMAGE = "culpa o negligencia, reparar el daño causado, daños y perjuicios"
_ANIMAL = "poseedor de un animal, perjuicios que causare, animales de compañía"
_CHILD_DAMAGE = "daños causados por los hijos, bajo su guarda, diligencia de un buen padre de familia"
_FALLING = "cosas que se arrojaren o cayeren, cabeza de familia"
_RUIN = "edificios ruinosos, ruina, árboles que amenazan caerse"
# neighbours and property
_PARTY_WALL = "medianería, pared medianera, servidumbres de medianería"
_RIGHT_OF_WAY = "servidumbre de paso, enclavada, camino público, predio sirviente"
_WINDOWS = "servidumbre de luces y vistas, vistas rectas, dos metros de distancia"
_TREES = "ramas, raíces, plantar árboles, línea divisoria"
_BOUNDARY = "deslinde y amojonamiento, deslinde, línea divisoria"
_RAIN = "desagüe de los edificios, aguas pluviales"
_ADVERSE = "prescripción del dominio, posesión, justo título, buena fe, treinta años"
_POSSESSION = (
    "posesión, respetado en su posesión, restituido en dicha posesión, recobrar o retener la posesión"
)
_FOUND = "encontrare una cosa mueble, hallazgo, tesoro oculto"
# deadlines to claim
_TIME_LIMIT = "prescripción de las acciones, cinco años, interrupción de la prescripción"
_INTERRUPT = (
    "interrupción de la prescripción, reclamación extrajudicial del acreedor, reconocimiento de la deuda"
)
_DAMAGE_LIMIT = "prescriben por el transcurso de un año, culpa o negligencia, desde que lo supo el agraviado"
# non-contentious proceedings
_CONCILIATION = "conciliación, evitar un pleito, jurisdicción voluntaria"
_VOLUNTARY = "jurisdicción voluntaria, expediente, Letrado de la Administración de Justicia"
_COURT_PERMISSION = "autorización judicial, actos de disposición, bienes de los hijos"
CIVIL: dict[str, str] = {
    # inheritance and wills
    "herencia": _INHERITANCE,
    "hered": _INHERITANCE,
    "testament": _WILL,
    "testamento vital": "instrucciones previas",
    "testamento a mano": _HANDWRITTEN,
    "testamento escrito a mano": _HANDWRITTEN,
    "sin testamento": _NO_WILL,
    "sin hacer testamento": _NO_WILL,
    "no hizo testamento": _NO_WILL,
    "no dejo testamento": _NO_WILL,
    "declaracion de herederos": _HEIRS_DECLARATION,
    "la legitima ": _FORCED_SHARE,
    "mi legitima ": _FORCED_SHARE,
    "legitimari": _FORCED_SHARE,
    "cuanto me toca": _FORCED_SHARE,
    "desered": _DISINHERIT,
    "deshered": _DISINHERIT,
    "renunciar a la herencia": _REFUSE,
    "rechazar la herencia": _REFUSE,
    "renuncia a la herencia": _REFUSE,
    "no quiero la herencia": _REFUSE,
    "aceptar la herencia": _ACCEPT,
    "herencia con deudas": _DEBTS,
    "deudas del fallecido": _DEBTS,
    "deudas de mi padre": _DEBTS,
    "deudas de mi madre": _DEBTS,
    "heredar deudas": _DEBTS,
    "repartir la herencia": _PARTITION,
    "reparto de la herencia": _PARTITION,
    "dividir la herencia": _PARTITION,
    "albacea": _EXECUTOR,
    "contador partidor": _EXECUTOR,
    "me ha dejado en herencia": _BEQUEST,
    "me dejo en herencia": _BEQUEST,
    "legado": _BEQUEST,
    "viudo": _WIDOW,
    "viuda": _WIDOW,
    "sobrin": _SIBLINGS,
    "mis hermanos heredan": _SIBLINGS,
    "sin familia": _STATE_HEIR,
    "ultimas voluntades": _LAST_WILL,
    "si hay testamento": _LAST_WILL,
    "usufruct": _USUFRUCT,
    "nuda propiedad": _USUFRUCT,
    "adelanto de la herencia": _EARLY_INHERITANCE,
    "anticipo de la herencia": _EARLY_INHERITANCE,
    "en vida a": _EARLY_INHERITANCE,
    "mejorar a un hijo": "mejora, tercio destinado a mejora, legítima",
    "dejar mas a un hijo": "mejora, tercio destinado a mejora, legítima",
    # gifts and co-ownership
    "donacion": _GIFT,
    "donar ": _GIFT,
    "regalar la casa": _GIFT,
    "regalar un piso": _GIFT,
    "revocar la donacion": _REVOKE_GIFT,
    "devolver lo donado": _REVOKE_GIFT,
    "donar organos": "extracción de órganos de donantes vivos",
    "proindiviso": _CO_OWNERSHIP,
    "pro indiviso": _CO_OWNERSHIP,
    "casa a medias": _CO_OWNERSHIP,
    "piso a medias": _CO_OWNERSHIP,
    "comprado a medias": _CO_OWNERSHIP,
    "copropiedad": _CO_OWNERSHIP,
    "vender mi parte": _CO_OWNERSHIP,
    "salir de la comunidad de bienes": _CO_OWNERSHIP,
    # buying and selling between individuals
    "vicios ocultos": _HIDDEN_DEFECTS,
    "defecto oculto": _HIDDEN_DEFECTS,
    "defectos ocultos": _HIDDEN_DEFECTS,
    "de segunda mano": _HIDDEN_DEFECTS,
    "me vendio": _HIDDEN_DEFECTS,
    "me vendieron": _HIDDEN_DEFECTS,
    "arras": _DEPOSIT,
    "paga y senal": _DEPOSIT,
    "dar una senal": _DEPOSIT,
    "no me entrega": _DELIVERY,
    "no me lo entrega": _DELIVERY,
    "compraventa entre particulares": "compraventa, saneamiento, entrega de la cosa vendida",
    # loans, debts and contracts
    "prestar dinero": _MONEY_LOAN,
    "preste dinero": _MONEY_LOAN,
    "le preste": _MONEY_LOAN,
    "me presto": _MONEY_LOAN,
    "prestamo entre": _MONEY_LOAN,
    "no me devuelve el dinero": _MONEY_LOAN,
    "no me devuelve lo que": _MONEY_LOAN,
    "dejado prestado": _LENT_THING,
    "deje prestado": _LENT_THING,
    "me debe dinero": _DEBT_CLAIM,
    "cobrar una deuda": _DEBT_CLAIM,
    "reclamar una deuda": _DEBT_CLAIM,
    "reclamar un dinero": _DEBT_CLAIM,
    "avalista": _GUARANTOR,
    "avalar": _GUARANTOR,
    "fiador": _GUARANTOR,
    "intereses de demora": _LATE_PAYMENT,
    "pagar tarde": _LATE_PAYMENT,
    "no cumple el contrato": _BREACH,
    "incumple el contrato": _BREACH,
    "incumplimiento de contrato": _BREACH,
    "incumplimiento del contrato": _BREACH,
    "romper el contrato": _BREACH,
    "contrato verbal": _VERBAL,
    "acuerdo verbal": _VERBAL,
    "sin firmar": _VERBAL,
    "me enganaron": _DECEIT,
    "me han enganado": _DECEIT,
    "anular un contrato": _DECEIT,
    "anular el contrato": _DECEIT,
    "albanil": _BUILDER,
    "obra mal hecha": _BUILDER,
    "reforma mal hecha": _BUILDER,
    "constructor": _BUILDER,
    "pague de mas": _UNDUE,
    "pague dos veces": _UNDUE,
    "no me quiere cobrar": _REFUSED_PAYMENT,
    "se niega a cobrar": _REFUSED_PAYMENT,
    "perdonar la deuda": "condonación de la deuda",
    "renta vitalicia": "renta vitalicia, contrato de alimentos",
    "a cambio de cuidar": "contrato de alimentos, renta vitalicia",
    "a cambio de que me cuide": "contrato de alimentos, renta vitalicia",
    "deuda de juego": "juego y de la apuesta",
    "deudas de juego": "juego y de la apuesta",
    "cheque perdido": "extravío o destrucción de título valor",
    "pagare perdido": "extravío o destrucción de título valor",
    "derrocha": "prodigalidad, curatela",
    "prodigo": "prodigalidad, curatela",
    # damage caused to others
    "danos y perjuicios": _DAMAGE,
    "responsabilidad civil": _DAMAGE,
    "me han causado": _DAMAGE,
    "me causo un dano": _DAMAGE,
    "indemnizacion por danos": _DAMAGE,
    "mordi": _ANIMAL,
    "mi perro": _ANIMAL,
    "un perro": _ANIMAL,
    "mi hijo ha roto": _CHILD_DAMAGE,
    "mi hijo rompio": _CHILD_DAMAGE,
    "danos causados por mi hijo": _CHILD_DAMAGE,
    "cayo del balcon": _FALLING,
    "cayo de la terraza": _FALLING,
    "maceta": _FALLING,
    "humos ": "humos excesivos, daños causados",
    "el humo": "humos excesivos, daños causados",
    "en ruina": _RUIN,
    "se cae a trozos": _RUIN,
    "arbol caido": _RUIN,
    # neighbours and property
    "medianer": _PARTY_WALL,
    "muro compartido": _PARTY_WALL,
    "pared compartida": _PARTY_WALL,
    "servidumbre": "servidumbres, predio dominante, predio sirviente",
    "paso por mi finca": _RIGHT_OF_WAY,
    "pasar por su finca": _RIGHT_OF_WAY,
    "pasar por mi finca": _RIGHT_OF_WAY,
    "finca sin salida": _RIGHT_OF_WAY,
    "sin salida a": _RIGHT_OF_WAY,
    "camino por mi": _RIGHT_OF_WAY,
    "ventana ": _WINDOWS,
    "ventanas": _WINDOWS,
    "balcon": _WINDOWS,
    "ramas ": _TREES,
    "raices": _TREES,
    "arboles del vecino": _TREES,
    "linde": _BOUNDARY,
    "mojon": _BOUNDARY,
    "deslinde": _BOUNDARY,
    "agua de lluvia": _RAIN,
    "canalon": _RAIN,
    "usucap": _ADVERSE,
    "por prescripcion": _ADVERSE,
    "hacerme dueno": _ADVERSE,
    "okupa": _POSSESSION,
    "ocupado mi": _POSSESSION,
    "recuperar la posesion": _POSSESSION,
    "encontre un": _FOUND,
    "me he encontrado": _FOUND,
    "objeto perdido": _FOUND,
    "un tesoro": _FOUND,
    # deadlines to claim
    "prescribe ": _TIME_LIMIT,
    "prescriben": _TIME_LIMIT,
    "prescrit": _TIME_LIMIT,
    "tiempo para reclamar": _TIME_LIMIT,
    "plazo para reclamar": _TIME_LIMIT,
    "deuda antigua": _TIME_LIMIT,
    "burofax": _INTERRUPT,
    "interrumpir la prescripcion": _INTERRUPT,
    "reclamar los danos": _DAMAGE_LIMIT,
    "reclamar danos": _DAMAGE_LIMIT,
    # non-contentious proceedings
    "acto de conciliacion": _CONCILIATION,
    "sin ir a juicio": _CONCILIATION,
    "evitar el juicio": _CONCILIATION,
    "jurisdiccion voluntaria": _VOLUNTARY,
    "vender la casa de mi hijo": _COURT_PERMISSION,
    "bienes de mi hijo": _COURT_PERMISSION,
    "dinero de mi hijo": _COURT_PERMISSION,
    "herencia de un menor": _COURT_PERMISSION,
    "vecindad civil": "vecindad civil, derecho foral",
    "derecho foral": "vecindad civil, derecho foral",
}
