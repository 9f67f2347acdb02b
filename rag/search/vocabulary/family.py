"""Citizen words → legal phrases: family law (Código Civil, Registro Civil): marriage, divorce, children,
adoption, support for adults, names and the Civil Registry. Keys and values as described in
``rag.search.thesaurus``."""

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
FAMILY: dict[str, str] = {
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
}
