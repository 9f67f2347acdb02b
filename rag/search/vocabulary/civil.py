"""Citizen words → legal phrases: Civil law (Código Civil, Ley 20/2011 del Registro Civil,
Ley 15/2015 de la Jurisdicción Voluntaria). Keys and values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

# Civil law as citizens meet it: marriage, separation and divorce, children and support, adoption,
# names and the Civil Registry, inheritance and wills, gifts, sales and loans between people,
# damage to others, neighbours and property, deadlines to claim, non-contentious proceedings.
_WEDDING = "celebración del matrimonio, expediente matrimonial, acta matrimonial, contraer matrimonio"
_RELIGIOUS_WEDDING = "forma religiosa, matrimonio canónico, inscripción del matrimonio"
_SHAM_MARRIAGE = "consentimiento matrimonial, nulidad del matrimonio"
_SPOUSE = "cónyuges, derechos y deberes de los cónyuges"
_FIDELITY = "guardarse fidelidad, socorrerse mutuamente, vivir juntos"
_JOINT_PROPERTY = "sociedad de gananciales, bienes gananciales, bienes privativos"
_SEPARATE_PROPERTY = "régimen de separación de bienes, capitulaciones matrimoniales"
_SPOUSE_DEBTS = "cargas y obligaciones de la sociedad de gananciales, bienes privativos"
_HOUSEWORK = "trabajo para la casa, compensación, régimen de separación de bienes"
_DIVORCE = "divorcio, disolución del matrimonio, convenio regulador, medidas provisionales"
_SEPARATION = "separación, convenio regulador, medidas provisionales"
_AGREED = "mutuo acuerdo, convenio regulador, escritura pública ante Notario"
_NOTARY_DIVORCE = "escritura pública de separación matrimonial o divorcio, convenio regulador"
_EX = "convenio regulador, modificación de las medidas, separación, divorcio"
_CHANGE_MEASURES = "modificación de las medidas, alterado gravemente sus circunstancias, convenio regulador"
_COMPENSATION = "desequilibrio económico, pensión temporal, prestación única"
_FAMILY_HOME = "uso de la vivienda familiar, objetos de uso ordinario"
_PETS = "animales de compañía, bienestar de los animales, seres vivos dotados de sensibilidad"
_CUSTODY = "guarda y custodia, ejercicio compartido de la guarda y custodia, interés superior del menor"
_SHARED_CUSTODY = (
    "guarda y custodia compartida, ejercicio compartido de la guarda y custodia, guarda conjunta"
)
_VISITS = "derecho de visitarlos, comunicar con ellos, tenerlos en su compañía, régimen de visitas"
_GRANDPARENTS = "abuelos, relaciones personales, régimen de visitas"
_CHILD_SUPPORT = "alimentos, contribución de cada progenitor, pensión de alimentos"
_ADULT_CHILD = "hijos mayores de edad o emancipados, carecieran de ingresos propios, alimentos"
_KIN_SUPPORT = "alimentos entre parientes, obligados recíprocamente, sustento, habitación, vestido"
_PARENTAL = "patria potestad, progenitores, ejercicio de la patria potestad"
_LOSE_PARENTAL = (
    "privación de la patria potestad, privado total o parcialmente de su potestad, "
    "incumplimiento de los deberes inherentes"
)
_DISAGREEMENT = "desacuerdo en el ejercicio de la patria potestad, facultad de decidir"
_MOVE_CHILD = (
    "cambio de domicilio del menor, autorización judicial, desacuerdo en el ejercicio de la patria potestad"
)
_ABDUCTION = (
    "sustracción internacional, restitución o retorno de menores, "
    "prohibición de salida del territorio nacional, expedición del pasaporte"
)
_PATERNITY = "filiación, acciones de filiación, reclamación, impugnación de la paternidad"
_ACKNOWLEDGE = "reconocimiento, filiación no matrimonial, inscripción de nacimiento"
_UNMARRIED_CHILD = "filiación no matrimonial, reconocimiento"
_EMANCIPATION = "emancipación, beneficio de la mayoría de edad, mayor edad"
_NEGLECT = "situación de desamparo, Entidad Pública, guarda, acogimiento familiar"
_FOSTER = "acogimiento familiar, guarda, Entidad Pública"
_ADOPTION = "adopción, adoptante, adoptando, declaración de idoneidad"
_ORIGINS = "orígenes biológicos, familia de origen, adopción"
_SUPPORT = "medidas de apoyo, curatela, guarda de hecho, autocuratela"
_POWERS = "poderes preventivos, mandatos preventivos, medidas de apoyo"
_GUARDIAN = "tutela, tutor, defensor judicial"
_MISSING = "declaración de ausencia, declaración de fallecimiento, desaparecido"
# names and Civil Registry
_SURNAMES = "orden de los apellidos, cambio de apellidos, inversión del orden de apellidos"
_NAME_CHANGE = "cambio de nombre, uso habitual del nuevo nombre, nombre propio"
_BABY_NAME = "libre elección del nombre propio, nombre propio, dignidad de la persona"
_SEX_CHANGE = "mención registral del sexo, mención registral relativa al sexo"
_REGISTER_BIRTH = (
    "inscripción de nacimiento, personas obligadas a promover la inscripción, plazo de diez días, "
    "centros sanitarios"
)
_CERTIFICATE = "certificaciones, certificación en extracto, certificaciones literales, publicidad"
_DEATH_RECORD = "inscripción de la defunción, certificado médico de defunción"
_REGISTRY_ERROR = "rectificación de los asientos, menciones erróneas, procedimiento registral"
_NATIONALITY = (
    "nacionalidad española, residencia legal, continuada e inmediatamente anterior a la petición, "
    "carta de naturaleza"
)
_DUAL = "doble nacionalidad, conservar la nacionalidad, pérdida de la nacionalidad"
_STILLBIRTH = "fallecimientos con posterioridad a los seis meses de gestación, inscripción de la defunción"
_RESIDENCE = (
    "nacionalidad por residencia, residencia legal, continuada e inmediatamente anterior a la petición"
)
_ABROAD = "Oficinas Consulares, Registro Civil, inscripción del matrimonio"
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
    # marriage
    "casarme": _WEDDING,
    "casarse": _WEDDING,
    "casarnos": _WEDDING,
    "nos casamos": _WEDDING,
    "boda civil": "matrimonio civil, celebración del matrimonio, acta matrimonial",
    "por la iglesia": _RELIGIOUS_WEDDING,
    "boda religiosa": _RELIGIOUS_WEDDING,
    "casarse por papeles": _SHAM_MARRIAGE,
    "casarme por papeles": _SHAM_MARRIAGE,
    "matrimonio de conveniencia": _SHAM_MARRIAGE,
    "boda de conveniencia": _SHAM_MARRIAGE,
    "boda falsa": _SHAM_MARRIAGE,
    "anular el matrimonio": "nulidad del matrimonio, consentimiento matrimonial",
    "anular mi matrimonio": "nulidad del matrimonio, consentimiento matrimonial",
    "nulidad matrimonial": "nulidad del matrimonio, consentimiento matrimonial",
    "casarse con un familiar": "impedimento, dispensa del impedimento, parentesco",
    "promesa de matrimonio": "promesa de matrimonio, resarcir a la otra parte de los gastos hechos",
    "cancelar la boda": "promesa de matrimonio, resarcir a la otra parte de los gastos hechos",
    "edad para casarse": "no pueden contraer matrimonio, menores de edad, emancipados",
    "libro de familia": "libro de familia, Registro Civil",
    "pareja de hecho": "pareja de hecho, análoga relación de afectividad",
    "mi marido": _SPOUSE,
    "mi mujer": _SPOUSE,
    "mi esposa": _SPOUSE,
    "mi esposo": _SPOUSE,
    "infidel": _FIDELITY,
    "cuernos": _FIDELITY,
    "abandono del hogar": _FIDELITY,
    "se fue de casa": _FIDELITY,
    "gananciales": _JOINT_PROPERTY,
    "separacion de bienes": _SEPARATE_PROPERTY,
    "capitulaciones": _SEPARATE_PROPERTY,
    "deudas de mi marido": _SPOUSE_DEBTS,
    "deudas de mi mujer": _SPOUSE_DEBTS,
    "deudas del conyuge": _SPOUSE_DEBTS,
    "ama de casa": _HOUSEWORK,
    "tareas de la casa": _HOUSEWORK,
    # separation and divorce
    "divorci": _DIVORCE,
    "separarme": _SEPARATION,
    "separarnos": _SEPARATION,
    "me separo": _SEPARATION,
    "nos separamos": _SEPARATION,
    "separacion matrimonial": _SEPARATION,
    "divorcio de mutuo acuerdo": _AGREED,
    "separacion de mutuo acuerdo": _AGREED,
    "divorcio express": _AGREED,
    "ante notario": "escritura pública ante Notario, instrumento público",
    "divorcio ante notario": _NOTARY_DIVORCE,
    "divorcio en el notario": _NOTARY_DIVORCE,
    "divorciarnos ante notario": _NOTARY_DIVORCE,
    "divorcio notarial": _NOTARY_DIVORCE,
    "mi ex ": _EX,
    "mi exmujer": _EX,
    "mi exmarido": _EX,
    "convenio regulador": _CHANGE_MEASURES,
    "cambiar el convenio": _CHANGE_MEASURES,
    "modificar el convenio": _CHANGE_MEASURES,
    "pension compensatoria": _COMPENSATION,
    "pension para mi ex": _COMPENSATION,
    "quedarme con la casa": _FAMILY_HOME,
    "quedarse con la casa": _FAMILY_HOME,
    "vivienda familiar": _FAMILY_HOME,
    "domicilio familiar": _FAMILY_HOME,
    "el piso familiar": _FAMILY_HOME,
    "mascota": _PETS,
    "custodia del perro": _PETS,
    "quedarse con el perro": _PETS,
    "quedarme con el perro": _PETS,
    # children: custody, visits, support, parental authority
    "custodia": _CUSTODY,
    "custodia compartida": _SHARED_CUSTODY,
    "regimen de visitas": _VISITS,
    "ver a mis hijos": _VISITS,
    "ver a mi hijo": _VISITS,
    "ver a mi hija": _VISITS,
    "ver a los ninos": _VISITS,
    "fines de semana alternos": _VISITS,
    "mis nietos": _GRANDPARENTS,
    "ver a mi nieto": _GRANDPARENTS,
    "los abuelos": _GRANDPARENTS,
    "pension de alimentos": _CHILD_SUPPORT,
    "pension alimenticia": _CHILD_SUPPORT,
    "manutencion": _CHILD_SUPPORT,
    "pension de los ninos": _CHILD_SUPPORT,
    "pension de mis hijos": _CHILD_SUPPORT,
    "no paga la pension": _CHILD_SUPPORT,
    "hijo mayor de edad": _ADULT_CHILD,
    "hija mayor de edad": _ADULT_CHILD,
    "hijos mayores de edad": _ADULT_CHILD,
    "mantener a mis padres": _KIN_SUPPORT,
    "mantener a mi padre": _KIN_SUPPORT,
    "mantener a mi madre": _KIN_SUPPORT,
    "patria potestad": _PARENTAL,
    "quitar la patria potestad": _LOSE_PARENTAL,
    "quitarle la patria potestad": _LOSE_PARENTAL,
    "no nos ponemos de acuerdo": _DISAGREEMENT,
    "no se pone de acuerdo": _DISAGREEMENT,
    "cambiar de colegio": _DISAGREEMENT,
    "mudarme con mis hijos": _MOVE_CHILD,
    "mudarme con mi hijo": _MOVE_CHILD,
    "llevarme a mi hijo": _MOVE_CHILD,
    "llevarme a los ninos": _MOVE_CHILD,
    "cambiar de ciudad con": _MOVE_CHILD,
    "sacar del pais": _ABDUCTION,
    "al extranjero con mi hijo": _ABDUCTION,
    "al extranjero con mis hijos": _ABDUCTION,
    "al extranjero con los ninos": _ABDUCTION,
    "pasaporte de mi hijo": _ABDUCTION,
    "sustraccion de menores": _ABDUCTION,
    "se llevo a mi hijo": _ABDUCTION,
    "prueba de paternidad": _PATERNITY,
    "prueba de adn": _PATERNITY,
    "no es mi hijo": _PATERNITY,
    "quien es el padre": _PATERNITY,
    "reconocer a mi hijo": _ACKNOWLEDGE,
    "reconocer a un hijo": _ACKNOWLEDGE,
    "reconocer la paternidad": _ACKNOWLEDGE,
    "fuera del matrimonio": _UNMARRIED_CHILD,
    "sin estar casados": _UNMARRIED_CHILD,
    "madre soltera": _UNMARRIED_CHILD,
    "emancip": _EMANCIPATION,
    "mayoria de edad": _EMANCIPATION,
    "desamparo": _NEGLECT,
    "me quitan a mi hijo": _NEGLECT,
    "me han quitado a mi hijo": _NEGLECT,
    "me quitan a mis hijos": _NEGLECT,
    "familia de acogida": _FOSTER,
    "acoger a un": _FOSTER,
    # adoption
    "adoptar a": _ADOPTION,
    "adoptar un": _ADOPTION,
    "adopcion": _ADOPTION,
    "soy adoptad": _ADOPTION,
    "hijo adoptado": _ADOPTION,
    "hija adoptada": _ADOPTION,
    "hijos adoptados": _ADOPTION,
    "adoptiv": _ADOPTION,
    "padres biologicos": _ORIGINS,
    "mis origenes": _ORIGINS,
    "hijo de mi pareja": "hijo del cónyuge, adopción",
    # support for adults with disabilities, guardianship, absence
    "incapacit": _SUPPORT,
    "alzheimer": _SUPPORT,
    "demencia": _SUPPORT,
    "curador": _SUPPORT,
    "curatela": _SUPPORT,
    "poder notarial": _POWERS,
    "poderes preventivos": _POWERS,
    "tutor legal": _GUARDIAN,
    "huerfano": _GUARDIAN,
    "desaparecid": _MISSING,
    "dar por muerto": _MISSING,
    "dar por fallecido": _MISSING,
    # names and Civil Registry
    "apellido": _SURNAMES,
    "cambiar de nombre": _NAME_CHANGE,
    "cambiar el nombre": _NAME_CHANGE,
    "cambiarme el nombre": _NAME_CHANGE,
    "cambio de nombre": _NAME_CHANGE,
    "ponerle nombre": _BABY_NAME,
    "nombre del bebe": _BABY_NAME,
    "nombre a mi hijo": _BABY_NAME,
    "cambio de sexo": _SEX_CHANGE,
    "cambiar de sexo": _SEX_CHANGE,
    "registro civil": "Registro Civil, Oficinas del Registro Civil",
    "inscribir a mi hijo": _REGISTER_BIRTH,
    "inscribir al bebe": _REGISTER_BIRTH,
    "inscribir el nacimiento": _REGISTER_BIRTH,
    "registrar al bebe": _REGISTER_BIRTH,
    "registrar a mi hijo": _REGISTER_BIRTH,
    "partida de nacimiento": _CERTIFICATE,
    "certificado de nacimiento": _CERTIFICATE,
    "certificado de matrimonio": _CERTIFICATE,
    "certificado literal": _CERTIFICATE,
    "certificado de defuncion": _DEATH_RECORD,
    "murio al nacer": _STILLBIRTH,
    "nacio muerto": _STILLBIRTH,
    "inscribir mi matrimonio": _ABROAD,
    "inscribir el matrimonio": _ABROAD,
    "inscribir tarde": "inscripción fuera de plazo, inscripción de nacimiento",
    "inscribir la defuncion": _DEATH_RECORD,
    "error en mi partida": _REGISTRY_ERROR,
    "error en el registro": _REGISTRY_ERROR,
    "mal escrito": _REGISTRY_ERROR,
    "nacionalidad espanola": _NATIONALITY,
    "ser espanol": _NATIONALITY,
    "hacerme espanol": _NATIONALITY,
    "doble nacionalidad": _DUAL,
    "pedir la nacionalidad": _RESIDENCE,
    "ley de nietos": "nietos de exiliados, nacionalidad española",
    "nacio en el extranjero": _ABROAD,
    "consulado": _ABROAD,
    "casarme en el extranjero": _ABROAD,
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
