"""Citizen words → the words legal texts use ("el paro" → "desempleo"), to expand BM25 queries.

Citizens ask in everyday Spanish ("¿me pueden cambiar de ciudad de trabajo?"); norms speak their
own register ("movilidad geográfica"). This is a general glossary of that gap for the bundled
corpora (the Constitution, the Estatuto de los Trabajadores, Leyes 39/2015 and 19/2013, LO 3/2018),
not tuned to particular questions; it only ever adds terms to the lexical query, so a wrong entry
costs a little precision, never a lookup.

A key is a folded word stem or phrase matched at word starts ("despid" catches "despido" and
"despidieron"); a key ending in a space must end a word too ("ere " is not "eres"). A value lists
legal phrases separated by commas, each one found in the bundled texts. A key may sit in several
domains: its phrases are joined, so a law never takes away the Constitution's terms.
"""

from __future__ import annotations

import re

from rag.core.text import fold

# Public law in general (the first glossary, written for the Constitution): rights, institutions, the State.
CONSTITUTION: dict[str, str] = {
    "votar": "sufragio, electores, voto, elecciones",
    "voto": "sufragio, electores",
    "extranjero": "extranjeros, fuera del territorio",
    "vivo fuera": "fuera del territorio de España",
    "paro": "desempleo, prestaciones sociales",
    "parado": "desempleo",
    "pension": "pensiones, suficiencia económica, tercera edad",
    "jubilad": "tercera edad, pensiones",
    "sueldo": "remuneración, salario",
    "salario": "remuneración",
    "cobrar": "remuneración, prestaciones",
    "trabajo": "trabajo, trabajadores",
    "curro": "trabajo",
    "vacaciones": "vacaciones periódicas retribuidas, descanso",
    "jornada": "limitación de la jornada laboral, descanso",
    "sindicato": "sindicarse, libertad sindical",
    "huelga": "huelga, trabajadores",
    "despid": "trabajo, trabajadores",
    "impuesto": "tributos, sistema tributario, contribuir, gastos públicos",
    "hacienda": "tributos, sistema tributario, Hacienda",
    "pagar impuestos": "contribuir, sostenimiento de los gastos públicos",
    "expropi": "expropiación, privado de sus bienes, causa justificada de utilidad pública, indemnización",
    "casa": "domicilio, vivienda",
    "piso": "vivienda, domicilio",
    "alquiler": "vivienda digna",
    "policia": "Fuerzas y Cuerpos de seguridad",
    "detenid": "detención preventiva, detenido",
    "detener": "detención preventiva",
    "arrest": "detención, privación de libertad",
    "carcel": "penas privativas de libertad, prisión",
    "preso": "penas privativas de libertad",
    "juez": "Jueces Magistrados, juez",
    "juicio": "proceso, tutela judicial efectiva",
    "abogado": "asistencia de letrado, defensa",
    "gratis": "gratuita, gratuito",
    "multa": "sanciones administrativas",
    "castig": "sanciones, penas",
    "casarse": "matrimonio, contraer",
    "casar": "matrimonio",
    "divorci": "matrimonio, disolución",
    "hijos": "hijos, padres, protección, familia",
    "familia": "protección social económica y jurídica de la familia",
    "colegio": "enseñanza, educación",
    "escuela": "enseñanza, educación",
    "estudiar": "educación, enseñanza",
    "universidad": "Universidades, autonomía",
    "religion": "libertad, religiosa, confesiones",
    "iglesia": "confesiones, religiosas, Iglesia Católica",
    "medico": "protección de la salud",
    "sanidad": "protección de la salud, salud pública",
    "hospital": "salud pública",
    "medio ambiente": "medio ambiente",
    "contamina": "medio ambiente, utilización racional, recursos naturales",
    "discapacidad": "personas con discapacidad",
    "mayores": "tercera edad",
    "consumidor": "consumidores y usuarios",
    "rey": "Rey, Corona",
    "reina": "Reina consorte, Corona",
    "principe": "Príncipe de Asturias, heredero, sucesión",
    "princesa": "Príncipe de Asturias, heredero",
    "presidente del gobierno": "candidato a la Presidencia del Gobierno, propondrá, investido",
    "ministro": "Ministros, Gobierno",
    "diputado": "Diputados, Congreso",
    "senador": "Senadores, Senado",
    "parlamento": "Cortes Generales, Congreso, Senado",
    "congreso": "Congreso de los Diputados",
    "ley organica": "leyes orgánicas, mayoría absoluta",
    "decreto": "decretos-leyes, decretos legislativos",
    "comunidad autonoma": "Comunidades Autónomas, Estatutos de Autonomía",
    "region": "nacionalidades y regiones, autonomía",
    "ayuntamiento": "municipios, Ayuntamientos, concejales",
    "alcalde": "Alcaldes, municipios",
    "concejal": "concejales, elecciones municipales",
    "ejercito": "Fuerzas Armadas",
    "mili": "servicio militar, obligaciones militares",
    "guerra": "declarar la guerra, estado de sitio",
    "estado de alarma": "estados de alarma, excepción, sitio",
    "cambiar la constitucion": "reforma constitucional",
    "reformar": "reforma",
    "referendum": "referéndum, consulta",
    "tribunal constitucional": "Tribunal Constitucional, recurso de amparo",
    "amparo": "recurso de amparo",
    "defensor del pueblo": "Defensor del Pueblo",
    "presupuesto": "Presupuestos Generales del Estado",
    "deuda": "deuda pública, estabilidad presupuestaria",
    "idioma": "lengua, castellano, lenguas oficiales",
    "lengua": "lenguas oficiales, castellano",
    "bandera": "bandera",
    "nacionalidad": "nacionalidad española",
    "pasaporte": "entrar y salir libremente de España",
    "viajar": "circular, libremente, entrar y salir, España",
    "manifestacion": "derecho de reunión, manifestaciones",
    "protesta": "derecho de reunión, manifestaciones",
    "asociacion": "derecho de asociación, asociaciones",
    "partido": "partidos políticos",
    "prensa": "libertad de expresión, información",
    "periodista": "información veraz, secreto profesional",
    "censura": "censura previa",
    "intimidad": "intimidad personal y familiar, propia imagen",
    "telefono": "secreto de las comunicaciones",
    "correo": "secreto de las comunicaciones, postales",
    "internet": "uso de la informática",
    "datos personales": "uso de la informática, intimidad",
    "herencia": "derecho, herencia",
    "propiedad": "propiedad privada, función social",
    "empresa": "libertad de empresa, economía de mercado",
    "muerte": "pena de muerte, derecho a la vida",
    "tortura": "tortura, tratos inhumanos o degradantes",
    "igualdad": "iguales ante la ley, discriminación",
    "discrimin": "discriminación, iguales ante la ley",
    "mujer": "sexo, discriminación, igualdad",
}

# Work (Estatuto de los Trabajadores): contracts, pay, working time and leave, changes of
# conditions, dismissal, discipline, representation and collective bargaining.
_PAY_CUT = (
    "modificaciones sustanciales de las condiciones de trabajo, cuantía salarial, sistema de remuneración"
)
_CONDITIONS = (
    "modificaciones sustanciales de las condiciones de trabajo, horario y distribución del tiempo de trabajo"
)
_RELOCATION = "movilidad geográfica, traslado, cambios de residencia, desplazamientos temporales"
_FUNCTIONS = "movilidad funcional, grupo profesional, funciones superiores, funciones inferiores"
_TRANSFER = "sucesión de empresa, cambio de titularidad, subrogación"
_UNPAID = "falta de pago, retrasos continuados, abono del salario, interés por mora"
_DISMISSAL = "despido, extinción del contrato"
_QUITTING = "dimisión del trabajador, preaviso"
_LEAVE = "permisos, ausentarse del trabajo, con derecho a remuneración"
_DEATH = "fallecimiento, parientes hasta el segundo grado"
_KIN = "parientes hasta el segundo grado, consanguinidad, afinidad"
_SICK_LEAVE = "incapacidad temporal, suspensión del contrato"
_BIRTH = "nacimiento, suspensión del contrato, dieciséis semanas, cuidado del menor"
_REDUCED_HOURS = "reducción de jornada, guarda legal, cuidado directo, menor de doce años"
_CARE = "cuidado directo, guarda legal, excedencia, cuidado de familiares"
_ADAPT = (
    "adaptaciones de la duración y distribución de la jornada, conciliación de la vida familiar y laboral"
)
_LEAVE_OF_ABSENCE = "excedencia voluntaria, reingreso"
_RETURN = "reserva de puesto, reingreso, reincorporación"
_WEEKLY_HOURS = "duración máxima de la jornada ordinaria, cuarenta horas semanales"
_DAILY_HOURS = "horas ordinarias de trabajo efectivo, nueve diarias, descanso entre jornadas, doce horas"
_BREAK = "periodo de descanso, jornada diaria continuada, quince minutos"
_WEEKEND = "descanso mínimo semanal, día y medio ininterrumpido"
_CLOCKING = "registro diario de jornada, registro de jornada"
_EXTRA_PAY = "gratificaciones extraordinarias"
_EQUAL_PAY = "igualdad de remuneración, registro salarial, trabajo de igual valor"
_PUBLIC_DUTY = "deber inexcusable de carácter público y personal"
_TEMPORARY = (
    "contrato de duración determinada, circunstancias de la producción, sustitución de persona trabajadora"
)
_PERMANENT = "por tiempo indefinido, personas trabajadoras fijas, encadenamiento"
_CRISIS = (
    "causas económicas, técnicas, organizativas o de producción, pérdidas actuales o previstas, "
    "despido colectivo"
)
_CLOSURE = "cierre definitivo de la empresa, despido colectivo, extinción de la personalidad jurídica"
_DISCIPLINE = "faltas y sanciones de los trabajadores, suspensión de empleo y sueldo"
_REPRESENTATIVES = "comité de empresa, delegados de personal, representantes legales de los trabajadores"
_CHALLENGE_DISMISSAL = "caducidad, jurisdicción social, despido improcedente"
_COMPETITION = "pacto de no concurrencia, concurrencia desleal"
_SEARCH = "registros sobre la persona del trabajador, taquillas, efectos particulares"
_HARASSMENT = "acoso sexual, acoso por razón de sexo, dignidad, ofensas verbales o físicas"
_LATE = "faltas repetidas e injustificadas de asistencia o puntualidad"
_DOMESTIC = "servicio del hogar familiar, relaciones laborales de carácter especial"
_BOSS = "empresario, dirección de la empresa"
LABOUR: dict[str, str] = {
    # contracts and hiring
    "contrato temporal": _TEMPORARY,
    "contratos temporales": _TEMPORARY,
    "eventual": _TEMPORARY,
    "por obra": "obra o servicio determinado",
    "fijo ": _PERMANENT,
    "fijos ": _PERMANENT,
    "encaden": _PERMANENT,
    "fijo discontinu": "contrato fijo-discontinuo, llamamiento",
    "temporada": "contrato fijo-discontinuo, estacional, llamamiento",
    "en practicas": "contrato formativo, práctica profesional",
    "becari": "contrato formativo, formación en alternancia, práctica profesional",
    "aprendiz": "contrato formativo, formación en alternancia",
    "media jornada": "contrato a tiempo parcial, horas complementarias",
    "jornada parcial": "contrato a tiempo parcial, horas complementarias",
    "sin contrato": "forma del contrato, por escrito, de palabra, se presumirá",
    "en negro": "alta en la Seguridad Social, cotización",
    "dado de alta": "alta en la Seguridad Social, cotización",
    "de alta en": "alta en la Seguridad Social, cotización",
    "cotiz": "cotización, Seguridad Social",
    "autonomo": "trabajo por cuenta propia, por cuenta ajena, presunción de laboralidad",
    "repartidor": "plataformas digitales de reparto, presunción de laboralidad",
    "teletrabaj": "trabajo a distancia",
    "desde casa": "trabajo a distancia",
    "de hogar": _DOMESTIC,
    "del hogar": _DOMESTIC,
    "domestic": _DOMESTIC,
    "directivo": "personal de alta dirección",
    "a prueba": "periodo de prueba",
    "interino": "sustitución de persona trabajadora, reserva de puesto",
    "interinidad": "sustitución de persona trabajadora, reserva de puesto",
    "en prueba": "periodo de prueba",
    "edad para trabajar": "menores de dieciséis años, menores de dieciocho años",
    "menor": "trabajo de los menores, menores de dieciocho años",
    "16 anos": "menores de dieciséis años",
    "18 anos": "menores de dieciocho años",
    "empleado ": "persona trabajadora, trabajadores",
    "empleados ": "persona trabajadora, trabajadores",
    "mi jefe": _BOSS,
    # pay
    "sueldo": "retribución",
    "nomina": "recibo individual de salarios, liquidación y pago, retribución",
    "paga extra": _EXTRA_PAY,
    "pagas extra": _EXTRA_PAY,
    "horas extra": "horas extraordinarias, ochenta al año",
    "no me paga": _UNPAID,
    "no me han pagado": _UNPAID,
    "impago": _UNPAID,
    "me deben": _UNPAID,
    "pagan tarde": _UNPAID,
    "fogasa": "Fondo de Garantía Salarial, insolvencia",
    "quiebr": "concurso, insolvencia, Fondo de Garantía Salarial",
    "salario minimo": "salario mínimo interprofesional",
    "smi": "salario mínimo interprofesional",
    "trienio": "complementos salariales, promoción económica",
    "plus ": "complementos salariales",
    "antiguedad": "complementos salariales, promoción económica",
    "adelanto": "anticipos",
    "embarg": "inembargable",
    "brecha salarial": _EQUAL_PAY,
    "cobro menos": _EQUAL_PAY,
    "cobra menos": _EQUAL_PAY,
    "mismo sueldo": _EQUAL_PAY,
    "dietas": "indemnizaciones o suplidos, gastos realizados",
    "kilometr": "indemnizaciones o suplidos, gastos realizados",
    "finiquito": "documento de liquidación, cantidades adeudadas, extinción del contrato",
    "subida de sueldo": "promoción económica, complementos salariales",
    "bajar el sueldo": _PAY_CUT,
    "bajan el sueldo": _PAY_CUT,
    "bajada de sueldo": _PAY_CUT,
    "reducir el sueldo": _PAY_CUT,
    # changes of conditions, place and functions
    "cambiar las condiciones": _CONDITIONS,
    "cambian las condiciones": _CONDITIONS,
    "cambiar el horario": _CONDITIONS,
    "cambio de horario": _CONDITIONS,
    "cambio de turno": _CONDITIONS,
    "de ciudad": _RELOCATION,
    "otra ciudad": _RELOCATION,
    "otra provincia": _RELOCATION,
    "otro centro": _RELOCATION,
    "cambio de residencia": _RELOCATION,
    "traslad": _RELOCATION,
    "de centro ": _RELOCATION,
    "desplaz": "desplazamientos temporales, movilidad geográfica",
    "otras funciones": _FUNCTIONS,
    "otras tareas": _FUNCTIONS,
    "otro puesto": _FUNCTIONS,
    "cambio de puesto": _FUNCTIONS,
    "cambiar de puesto": _FUNCTIONS,
    "de categoria": _FUNCTIONS,
    "otra categoria": _FUNCTIONS,
    "categoria inferior": _FUNCTIONS,
    "categoria superior": _FUNCTIONS,
    "ascender": "ascensos, promoción profesional",
    "subir de categoria": "ascensos, promoción profesional",
    "nuevo dueno": _TRANSFER,
    "cambio de dueno": _TRANSFER,
    "vende la empresa": _TRANSFER,
    "venta de la empresa": _TRANSFER,
    "comprada por": _TRANSFER,
    "absorb": _TRANSFER,
    "fusion": _TRANSFER,
    "contrata ": "contratas, subcontratación de obras y servicios",
    "ett": "empresas de trabajo temporal, cesión de trabajadores, puesta a disposición",
    # working time
    "horario": "jornada, distribución irregular de la jornada, registro diario de jornada",
    "ficha": _CLOCKING,
    "control horario": _CLOCKING,
    "horas a la semana": _WEEKLY_HOURS,
    "horas semanales": _WEEKLY_HOURS,
    "cuantas horas": _WEEKLY_HOURS,
    "horas al dia": _DAILY_HOURS,
    "horas diarias": _DAILY_HOURS,
    "horas seguidas": _DAILY_HOURS,
    "entre jornadas": "descanso entre jornadas, doce horas",
    "pausa": _BREAK,
    "bocadillo": _BREAK,
    "para comer": _BREAK,
    "fin de semana": _WEEKEND,
    "fines de semana": _WEEKEND,
    "sabado": _WEEKEND,
    "domingo": _WEEKEND,
    "festiv": "fiestas laborales, catorce al año",
    "noche": "trabajo nocturno, trabajadores nocturnos",
    "turnos": "trabajo a turnos",
    "rotativ": "trabajo a turnos",
    "vacaciones": "vacaciones anuales, calendario de vacaciones",
    # leave
    "dia libre": _LEAVE,
    "dias libres": _LEAVE,
    "dias de permiso": _LEAVE,
    "asuntos propios": _LEAVE,
    "faltar al trabajo": _LEAVE,
    "fallec": _DEATH,
    "muere ": _DEATH,
    "murio": _DEATH,
    "muerto": _DEATH,
    "entierro": _DEATH,
    "muerte de": _DEATH,
    "funeral": _DEATH,
    "suegr": _KIN,
    "abuel": _KIN,
    "cunad": _KIN,
    "nieto": _KIN,
    "herman": _KIN,
    "un familiar": _KIN,
    "familiares": _KIN,
    "boda": "matrimonio, registro de pareja de hecho, quince días naturales",
    "me caso": "matrimonio, registro de pareja de hecho, quince días naturales",
    "pareja": "pareja de hecho, cónyuge",
    "operan": "intervención quirúrgica, hospitalización, accidente o enfermedad graves",
    "operacion ": "intervención quirúrgica, hospitalización, accidente o enfermedad graves",
    "hospital": "hospitalización, accidente o enfermedad graves",
    "enferm": "incapacidad temporal, accidente o enfermedad graves",
    "mudanza": "traslado del domicilio habitual",
    "mudarme": "traslado del domicilio habitual",
    "mesa electoral": _PUBLIC_DUTY,
    "testig": _PUBLIC_DUTY,
    "ser jurado": _PUBLIC_DUTY,
    "citacion": _PUBLIC_DUTY,
    "embaraz": "riesgo durante el embarazo, exámenes prenatales, nulo",
    "maternidad": _BIRTH,
    "paternidad": _BIRTH,
    "dar a luz": _BIRTH,
    "tener un hijo": _BIRTH,
    "bebe ": _BIRTH,
    "dar el pecho": "cuidado del lactante, lactancia",
    "amamant": "cuidado del lactante, lactancia",
    "acogida": "acogimiento, guarda con fines de adopción",
    "hijo ": "cuidado de cada hijo, guarda legal",
    "hija ": "cuidado de cada hijo, guarda legal",
    "reducir jornada": _REDUCED_HOURS,
    "reducir la jornada": _REDUCED_HOURS,
    "menos horas": _REDUCED_HOURS,
    "cuidar": _CARE,
    "familiar dependiente": "no pueda valerse por sí mismo, cuidado directo",
    "persona dependiente": "no pueda valerse por sí mismo, cuidado directo",
    "conciliar": _ADAPT,
    "compaginar": _ADAPT,
    "adaptar": _ADAPT,
    "excedencia": _LEAVE_OF_ABSENCE,
    "sin sueldo": _LEAVE_OF_ABSENCE,
    "sabatic": _LEAVE_OF_ABSENCE,
    "volver a mi puesto": _RETURN,
    "volver al trabajo": _RETURN,
    "guardar el puesto": _RETURN,
    "baja medica": _SICK_LEAVE,
    "baja laboral": _SICK_LEAVE,
    "baja por enfermedad": _SICK_LEAVE,
    "estoy de baja": _SICK_LEAVE,
    "estar de baja": _SICK_LEAVE,
    "estando de baja": _SICK_LEAVE,
    "accidente laboral": "incapacidad temporal, enfermedad profesional, accidente",
    "jubila": "edad ordinaria de jubilación, jubilación parcial, contrato de relevo",
    # dismissal and quitting
    "despid": "extinción del contrato, despido improcedente, indemnización",
    "echar del": _DISMISSAL,
    "echar a": _DISMISSAL,
    "poner en la calle": _DISMISSAL,
    "echarme": _DISMISSAL,
    "me echa": _DISMISSAL,
    "han echado": _DISMISSAL,
    "echaron": _DISMISSAL,
    "pueden echar": _DISMISSAL,
    "puede echar": _DISMISSAL,
    "injust": "despido improcedente, despido nulo",
    "dias por ano": "días de salario por año de servicio, indemnización",
    "carta de despido": "comunicación escrita, hechos que lo motivan",
    "dimit": _QUITTING,
    "baja voluntaria": _QUITTING,
    "dejar el trabajo": _QUITTING,
    "irme de la empresa": _QUITTING,
    "marcharme": _QUITTING,
    "avisar": "preaviso, antelación",
    "autodespido": "extinción por voluntad del trabajador, incumplimiento grave",
    "crisis": _CRISIS,
    "va mal": _CRISIS,
    "cierra la empresa": _CLOSURE,
    "cierre de la empresa": _CLOSURE,
    "cerrar la empresa": _CLOSURE,
    "ere ": "despido colectivo, periodo de consultas",
    "erte": "regulación temporal de empleo, reducción de jornada, suspensión del contrato",
    "readmit": "readmisión, salarios de tramitación",
    "reclamar el despido": _CHALLENGE_DISMISSAL,
    "recurrir el despido": _CHALLENGE_DISMISSAL,
    "impugnar el despido": _CHALLENGE_DISMISSAL,
    "demandar": _CHALLENGE_DISMISSAL,
    "denunciar a la empresa": "Inspección de Trabajo y Seguridad Social",
    "denunciar a mi empresa": "Inspección de Trabajo y Seguridad Social",
    # discipline and control
    "me sancion": _DISCIPLINE,
    "me han sancionado": _DISCIPLINE,
    "amonest": _DISCIPLINE,
    "empleo y sueldo": _DISCIPLINE,
    "llegar tarde": _LATE,
    "impuntual": _LATE,
    "borrach": "embriaguez habitual, toxicomanía",
    "alcohol": "embriaguez habitual, toxicomanía",
    "drogas": "embriaguez habitual, toxicomanía",
    "desobedec": "indisciplina o desobediencia",
    "insult": "ofensas verbales o físicas",
    "agresion": "ofensas verbales o físicas",
    "bajo rendimiento": "disminución continuada y voluntaria en el rendimiento",
    "cache": _SEARCH,
    "me vigila": "vigilancia y control, dirección y control de la actividad laboral",
    "vigilan": "vigilancia y control, dirección y control de la actividad laboral",
    "bolso": _SEARCH,
    "mochila": _SEARCH,
    "taquilla": _SEARCH,
    "acoso": _HARASSMENT,
    "acosa": _HARASSMENT,
    "mobbing": _HARASSMENT,
    # representation and collective bargaining
    "sindicato": "secciones sindicales, organizaciones sindicales",
    "delegado de personal": _REPRESENTATIVES,
    "delegado sindical": _REPRESENTATIVES,
    "comite": _REPRESENTATIVES,
    "representante de los trabajadores": _REPRESENTATIVES,
    "horas sindicales": "crédito de horas mensuales retribuidas",
    "elecciones sindicales": "mesa electoral, promoción de elecciones",
    "reunirnos": "derecho de reunión, asambleas de trabajadores",
    "reunion de trabajadores": "derecho de reunión, asambleas de trabajadores",
    "mi convenio": "convenio colectivo",
    "el convenio": "convenio colectivo",
    "descuelg": "inaplicar, condiciones de trabajo previstas en el convenio colectivo",
    "riesgos laborales": "prevención de riesgos laborales, seguridad y salud en el trabajo",
    "seguridad en el trabajo": "prevención de riesgos laborales, seguridad y salud en el trabajo",
    "pluriemple": _COMPETITION,
    "dos trabajos": _COMPETITION,
    "otro trabajo": _COMPETITION,
    "cursos": "formación profesional para el empleo, veinte horas anuales",
    "examenes": "concurrir a exámenes, formación profesional",
    "para la competencia": _COMPETITION,
}

# Administrative procedure (Ley 39/2015): applications and registers, deadlines and silence,
# notifications, identification and representation, hearing, appeals, nullity, fines.
_APPLICATION = "solicitud, solicitudes de iniciación"
_REGISTER = "registros, registro electrónico, oficinas de asistencia en materia de registros"
_ONLINE = "medios electrónicos, sede electrónica, relacionarse electrónicamente"
_IDENTIFICATION = "sistemas de identificación, firma electrónica, certificados electrónicos"
_REPRESENTATION = "representación, apoderamiento, representante"
_DEADLINE = "plazo máximo, obligación de resolver, notificar, silencio administrativo"
_NO_ANSWER = "obligación de resolver, resolución expresa, plazo máximo, silencio administrativo"
_NON_WORKING_DAYS = "días inhábiles, primer día hábil siguiente"
_COUNTING = "cómputo de plazos, día siguiente, días hábiles"
_LATE_FILING = "fuera de plazo, decaídos en su derecho, caducidad"
_EXTENSION = "ampliación de plazos, ampliación"
_ARCHIVED = "archivo de las actuaciones, caducidad, desistimiento"
_PAPER_NOTICE = "notificaciones en papel, nadie se hiciera cargo de la notificación, notificación infructuosa"
_ELECTRONIC_NOTICE = (
    "notificaciones a través de medios electrónicos, Dirección Electrónica Habilitada única, aviso"
)
_UNOPENED = "se entenderá rechazada, diez días naturales, acceso a su contenido"
_HEARING = "trámite de audiencia, alegaciones"
_FILE = "estado de la tramitación, obtener copia, expediente administrativo"
_OFFICIAL = "identificar a las autoridades y al personal, responsabilidad de la tramitación"
_COPIES = "copias auténticas, documentos originales"
_ALREADY_FILED = (
    "derecho a no aportar documentos, en poder de la Administración, "
    "elaborados por cualquier otra Administración"
)
_MISSING = "subsanación, mejora de la solicitud, diez días, desistido de su petición"
_CORRECTION = "rectificación de errores, errores materiales, aritméticos, subsanación"
_APPEAL = "recurso de alzada, recurso de reposición"
_REFUSAL = "desestimación, denegación, recurso, reclamación"
_DISAGREE = "recurso de alzada, recurso de reposición, impugnar"
_REVISION = "recurso extraordinario de revisión, documentos de valor esencial"
_NULLITY = "nulidad de pleno derecho, anulabilidad, revisión de oficio"
_WITHDRAW = "desistimiento, renuncia"
_EARLY_PAYMENT = "pago voluntario, reducciones, reconoce su responsabilidad"
_STATE_LIABILITY = (
    "responsabilidad patrimonial, lesión, funcionamiento de los servicios públicos, relación de causalidad"
)
_PARTICIPATION = "consulta pública, participación de los ciudadanos, elaboración de normas"
_SUSPENSION = "suspensión de la ejecución, medidas provisionales"
_ENFORCEMENT = "ejecución forzosa, ejecución subsidiaria, multa coercitiva"
_FAST = "tramitación simplificada, tramitación de urgencia"
_CO_OFFICIAL = "lenguas cooficiales, lenguas oficiales"
_CITIZEN_RIGHTS = "derechos de las personas en sus relaciones con las Administraciones Públicas"
PROCEDURE: dict[str, str] = {
    # applications, registers, electronic access
    "hacer una solicitud": _APPLICATION,
    "pedir a la administracion": _APPLICATION,
    "pedir al ayuntamiento": _APPLICATION,
    "papeles": "documentos, documentación, trámites",
    "papeleo": "documentos, documentación, trámites",
    "ventanilla": _REGISTER,
    "presencial": _REGISTER,
    "en persona": _REGISTER,
    "donde present": _REGISTER,
    "donde entreg": _REGISTER,
    "presentar document": _REGISTER,
    "presentar un escrito": _REGISTER,
    "presentar la solicitud": _REGISTER,
    "presentar una solicitud": _REGISTER,
    "entregar document": _REGISTER,
    "otra administracion": _REGISTER,
    "oficina de correos": "oficinas de Correos",
    "24 horas": "veinticuatro horas, todos los días del año",
    "por internet": _ONLINE,
    "online": _ONLINE,
    "telematic": _ONLINE,
    "electronicamente": _ONLINE,
    "no se usar": "asistencia en el uso de medios electrónicos",
    "no tengo internet": "asistencia en el uso de medios electrónicos",
    "ordenador": "asistencia en el uso de medios electrónicos",
    "certificado digital": _IDENTIFICATION,
    "dni electronico": _IDENTIFICATION,
    "dnie": _IDENTIFICATION,
    "firma digital": _IDENTIFICATION,
    "identificarme": _IDENTIFICATION,
    "cl ve": "clave concertada, sistemas de identificación",
    "clave pin": "clave concertada, sistemas de identificación",
    "en su nombre": _REPRESENTATION,
    "en nombre de otr": _REPRESENTATION,
    "en nombre de mi": _REPRESENTATION,
    "gestor": _REPRESENTATION,
    "poder notarial": _REPRESENTATION,
    "autorizar a": _REPRESENTATION,
    "representarme": _REPRESENTATION,
    "representar a": _REPRESENTATION,
    "actuar en mi nombre": _REPRESENTATION,
    "abogado": "asistidos de asesor",
    "derechos ante la administracion": _CITIZEN_RIGHTS,
    "derechos como ciudadano": _CITIZEN_RIGHTS,
    "idioma": _CO_OFFICIAL,
    "catalan": _CO_OFFICIAL,
    "gallego": _CO_OFFICIAL,
    "euskera": _CO_OFFICIAL,
    "valenciano": _CO_OFFICIAL,
    # deadlines and silence
    "tarda": _DEADLINE,
    "cuanto tiempo tiene": _DEADLINE,
    "no contest": _NO_ANSWER,
    "no me contest": _NO_ANSWER,
    "sin contest": _NO_ANSWER,
    "contestarme": _NO_ANSWER,
    "no respond": _NO_ANSWER,
    "no me respond": _NO_ANSWER,
    "sin respuesta": _NO_ANSWER,
    "no me dicen nada": _NO_ANSWER,
    "silencio": "silencio administrativo, falta de resolución expresa, desestimatorio, estimación",
    "sabado": _NON_WORKING_DAYS,
    "domingo": _NON_WORKING_DAYS,
    "festiv": _NON_WORKING_DAYS,
    "fin de semana": _NON_WORKING_DAYS,
    "se cuenta": _COUNTING,
    "cuenta el plazo": _COUNTING,
    "empieza a contar": _COUNTING,
    "computa": _COUNTING,
    "ultimo dia": "último día del plazo, día hábil siguiente",
    "vence": "vencimiento del plazo, último día del plazo",
    "fuera de plazo": _LATE_FILING,
    "se me paso el plazo": _LATE_FILING,
    "pasado el plazo": _LATE_FILING,
    "mas plazo": _EXTENSION,
    "mas tiempo": _EXTENSION,
    "prorrog": _EXTENSION,
    "ampliar el plazo": _EXTENSION,
    "archiva": _ARCHIVED,
    "rapid": _FAST,
    # notifications
    "certificada": _PAPER_NOTICE,
    "cartero": _PAPER_NOTICE,
    "acuse de recibo": _PAPER_NOTICE,
    "correo certificado": _PAPER_NOTICE,
    "no estaba en casa": _PAPER_NOTICE,
    "buzon": _PAPER_NOTICE,
    "notificacion electronica": _ELECTRONIC_NOTICE,
    "notificaciones electronicas": _ELECTRONIC_NOTICE,
    "dehu": _ELECTRONIC_NOTICE,
    "email": _ELECTRONIC_NOTICE,
    "correo electronico": _ELECTRONIC_NOTICE,
    "no abr": _UNOPENED,
    "sin abrir": _UNOPENED,
    "no he abierto": _UNOPENED,
    "boe": "anuncio publicado en el Boletín Oficial del Estado, tablón de edictos",
    "edicto": "anuncio publicado en el Boletín Oficial del Estado, tablón de edictos",
    "tablon": "tablón de edictos, tablón de anuncios",
    # hearing and the file
    "alegar": _HEARING,
    "defenderme": _HEARING,
    "mi version": _HEARING,
    "me escuchen": _HEARING,
    "mi expediente": _FILE,
    "ver el expediente": _FILE,
    "estado de mi": _FILE,
    "como va mi": _FILE,
    "en que estado": _FILE,
    "que funcionario": _OFFICIAL,
    "nombre del funcionario": _OFFICIAL,
    "quien lleva": _OFFICIAL,
    # documents
    "fotocopia": _COPIES,
    "compuls": _COPIES,
    "originales": _COPIES,
    "ya tien": _ALREADY_FILED,
    "ya present": _ALREADY_FILED,
    "ya entregu": _ALREADY_FILED,
    "volver a presentar": _ALREADY_FILED,
    "documentos que ya": _ALREADY_FILED,
    "me falta": _MISSING,
    "falta un documento": _MISSING,
    "faltan documentos": _MISSING,
    "falta documentacion": _MISSING,
    "me piden mas": _MISSING,
    "me requieren": _MISSING,
    "corregir": _CORRECTION,
    "corrij": _CORRECTION,
    "error": _CORRECTION,
    "equivoc": _CORRECTION,
    "abrir un negocio": "declaración responsable, comunicación, autorización",
    "abrir un local": "declaración responsable, comunicación, autorización",
    # appeals, review, withdrawal
    "recurr": _APPEAL,
    "para recurrir": "interposición del recurso, un mes, tres meses",
    "denega": _REFUSAL,
    "denieg": _REFUSAL,
    "niega": _REFUSAL,
    "negar": _REFUSAL,
    "no estoy de acuerdo": _DISAGREE,
    "no estoy conforme": _DISAGREE,
    "disconform": _DISAGREE,
    "en desacuerdo": _DISAGREE,
    "documentos nuevos": _REVISION,
    "nuevos documentos": _REVISION,
    "pruebas nuevas": _REVISION,
    "nuevas pruebas": _REVISION,
    "anula": _NULLITY,
    "invalidar": _NULLITY,
    "invalido ": _NULLITY,
    "echarme atras": _WITHDRAW,
    "retirar la solicitud": _WITHDRAW,
    "retirar mi solicitud": _WITHDRAW,
    "desistir": _WITHDRAW,
    # fines, enforcement, liability, participation
    "multa": "procedimiento sancionador, pago voluntario, reducciones",
    "pronto pago": _EARLY_PAYMENT,
    "pagar la multa": _EARLY_PAYMENT,
    "reducir la multa": _EARLY_PAYMENT,
    "embarg": "apremio sobre el patrimonio, ejecución forzosa",
    "paraliz": _SUSPENSION,
    "mientras recurr": _SUSPENSION,
    "medidas cautelares": _SUSPENSION,
    "derrib": _ENFORCEMENT,
    "demol": _ENFORCEMENT,
    "bache": _STATE_LIABILITY,
    "acera": _STATE_LIABILITY,
    "me cai": _STATE_LIABILITY,
    "caida": _STATE_LIABILITY,
    "danos y perjuicios": _STATE_LIABILITY,
    "culpa de la administracion": _STATE_LIABILITY,
    "reclamar a la administracion": _STATE_LIABILITY,
    "donde denunciar": "reclamación, denuncia",
    "donde puedo denunciar": "reclamación, denuncia",
    "donde reclamar": "reclamación, denuncia",
    "donde puedo reclamar": "reclamación, denuncia",
    "opinar": _PARTICIPATION,
    "dar mi opinion": _PARTICIPATION,
    "ordenanza": _PARTICIPATION,
}

# Transparency and good governance (Ley 19/2013): asking for public information, its limits and
# refusal, the Consejo de Transparencia, what must be published, rules for senior officials.
_ACCESS = "derecho de acceso a la información pública, solicitud de acceso a la información"
_SPENDING = "información económica, presupuestaria y estadística, fondos públicos"
_CONTRACTS = "contratos, adjudicatario, licitadores"
_OFFICIALS_PAY = "retribuciones percibidas anualmente, altos cargos, máximos responsables"
_ACTIVE = "publicidad activa, Portal de la Transparencia"
_LIMITS = "límites al derecho de acceso, causas de inadmisión, acceso parcial"
_COUNCIL = "reclamación ante el Consejo de Transparencia y Buen Gobierno"
_NO_REASONS = "sin necesidad de motivar la solicitud, motivos por los que solicita la información"
_DRAFTS = "en curso de elaboración, carácter auxiliar o de apoyo, borradores, informes internos"
_COST = "gratuito, expedición de copias"
_CONFLICT = "conflicto de intereses, buen gobierno, imparcialidad"
TRANSPARENCY: dict[str, str] = {
    "pedir informacion": _ACCESS,
    "solicitar informacion": _ACCESS,
    "pedir datos": _ACCESS,
    "pedir documentos": _ACCESS,
    "pedir una copia": _ACCESS,
    "acceder a documentos": _ACCESS,
    "informacion de la administracion": _ACCESS,
    "informacion del ayuntamiento": _ACCESS,
    "informacion del gobierno": _ACCESS,
    "en que se gasta": _SPENDING,
    "gastan": _SPENDING,
    "dinero publico": _SPENDING,
    "presupuesto": "presupuestaria y estadística, ejecución",
    "contratos public": _CONTRACTS,
    "contratos de la administracion": _CONTRACTS,
    "contratos del ayuntamiento": _CONTRACTS,
    "adjudic": _CONTRACTS,
    "licitac": _CONTRACTS,
    "subvenc": "subvenciones y ayudas públicas, beneficiarios",
    "ayudas": "subvenciones y ayudas públicas, beneficiarios",
    "sueldo del alcalde": _OFFICIALS_PAY,
    "sueldos de los": _OFFICIALS_PAY,
    "sueldo de un ministro": _OFFICIALS_PAY,
    "cobra el alcalde": _OFFICIALS_PAY,
    "los politicos": _OFFICIALS_PAY,
    "transparen": _ACTIVE,
    "web": "páginas web, sede electrónica, publicidad activa",
    "tienen que publicar": _ACTIVE,
    "deben publicar": _ACTIVE,
    "obligados a publicar": _ACTIVE,
    "no me dan la informacion": _LIMITS,
    "no me dan los datos": _LIMITS,
    "no me quieren dar": _LIMITS,
    "no quieren dar": _LIMITS,
    "confidencial": _LIMITS,
    "secretos oficiales": _LIMITS,
    "consejo de transparencia": _COUNCIL,
    "ctbg": _COUNCIL,
    "para que lo quiero": _NO_REASONS,
    "para que la quiero": _NO_REASONS,
    "por que lo quiero": _NO_REASONS,
    "explicar por que": _NO_REASONS,
    "explicar para que": _NO_REASONS,
    "borrador": _DRAFTS,
    "informe interno": _DRAFTS,
    "informes internos": _DRAFTS,
    "notas internas": _DRAFTS,
    "documentos internos": _DRAFTS,
    "en elaboracion": _DRAFTS,
    "repetitiv": "manifiestamente repetitivas, carácter abusivo",
    "abusiv": "manifiestamente repetitivas, carácter abusivo",
    "cuesta dinero": _COST,
    "cobran por": _COST,
    "hay que pagar": _COST,
    "gratis": _COST,
    "corrup": _CONFLICT,
    "enchuf": _CONFLICT,
    "puerta giratoria": "conflicto de intereses, incompatibilidades",
    "puertas giratorias": "conflicto de intereses, incompatibilidades",
    "regalo": "regalos, favores o servicios",
    "destitu": "infracciones muy graves, destitución, altos cargos",
    "casa real": "Casa de Su Majestad el Rey",
    "ong": "entidades privadas, ayudas o subvenciones públicas",
    "empresa publica": "sociedades mercantiles, sector público",
    "empresas publicas": "sociedades mercantiles, sector público",
    "datos de otra persona": "ponderación, datos personales",
    "datos de otras personas": "ponderación, datos personales",
    "datos de terceros": "ponderación, datos personales",
}

# Data protection and digital rights (LO 3/2018): the rights over one's data, consent and minors,
# the deceased, cameras, digital rights at work, the DPO and the Agency, debtor files, marketing.
_MY_DATA = "datos personales, tratamiento, afectado"
_RIGHT_OF_ACCESS = "derecho de acceso, datos personales, responsable del tratamiento"
_ERASURE = "derecho de supresión, derecho al olvido"
_SEARCH_ENGINES = "derecho al olvido en búsquedas de Internet, motores de búsqueda, listas de resultados"
_SOCIAL_NETWORKS = "servicios de redes sociales, servicios equivalentes"
_PHOTOS = "imagen, imágenes, propia imagen"
_RECTIFICATION = "derecho de rectificación, inexactitud, carácter incompleto"
_OBJECTION = "derecho de oposición, limitación del tratamiento"
_PORTABILITY = "derecho a la portabilidad"
_CONSENT = "consentimiento del afectado"
_MINORS = "menores de catorce años, consentimiento de los menores de edad"
_DECEASED = "personas fallecidas, herederos, testamento digital"
_CAMERAS = "videovigilancia, cámaras o videocámaras, imágenes"
_RETENTION = "conservación, bloqueo de los datos, plazo máximo de un mes"
_DEVICES = "dispositivos digitales puestos a su disposición, intimidad"
_DISCONNECTION = "desconexión digital, tiempo de descanso"
_LOCATION = "geolocalización"
_BIOMETRIC = "datos genéticos o biométricos"
_DPO = "delegado de protección de datos"
_AGENCY = "Agencia Española de Protección de Datos, reclamación"
_DEBTORS = "sistemas de información crediticia, deudas ciertas, vencidas y exigibles"
_MARKETING = "sistemas de exclusión publicitaria, mercadotecnia directa, comunicaciones comerciales"
_BREACH = (
    "violación de seguridad de los datos personales, violación de la seguridad de los datos, "
    "incidentes de seguridad"
)
_HEALTH = "datos de salud, historia clínica, categorías especiales de datos"
_SENSITIVE = "categorías especiales de datos"
_CRIMINAL = "condenas e infracciones penales, naturaleza penal"
_TRANSFERS = "transferencias internacionales de datos, terceros países"
_WHISTLEBLOWING = "denuncias internas, personas que informen sobre infracciones normativas"
_NEWS = (
    "medios de comunicación digitales, actualización de informaciones, derecho de rectificación en Internet"
)
_SHARING = "comunicación de datos, cesión, terceros"
DATA_PROTECTION: dict[str, str] = {
    "mis datos": _MY_DATA,
    "datos personales": "protección de datos personales, tratamiento",
    "que datos": _RIGHT_OF_ACCESS,
    "datos tiene": _RIGHT_OF_ACCESS,
    "sabe de mi": _RIGHT_OF_ACCESS,
    "saben de mi": _RIGHT_OF_ACCESS,
    "tiene de mi": _RIGHT_OF_ACCESS,
    "tienen de mi": _RIGHT_OF_ACCESS,
    "tienen sobre mi": _RIGHT_OF_ACCESS,
    "datos sobre mi": _RIGHT_OF_ACCESS,
    "copia de mis datos": _RIGHT_OF_ACCESS,
    "borrar": _ERASURE,
    "borren": _ERASURE,
    "darme de baja": "derecho de supresión, derecho de oposición",
    "dar de baja": "derecho de supresión, derecho de oposición",
    "doy de baja": "derecho de supresión, derecho de oposición",
    "borre ": _ERASURE,
    "borrado ": _ERASURE,
    "eliminar mis": _ERASURE,
    "eliminen": _ERASURE,
    "quitar mis": _ERASURE,
    "desaparecer de": _ERASURE,
    "google": _SEARCH_ENGINES,
    "buscador": _SEARCH_ENGINES,
    "aparece mi nombre": _SEARCH_ENGINES,
    "sale mi nombre": _SEARCH_ENGINES,
    "aparezco": _SEARCH_ENGINES,
    "red social": _SOCIAL_NETWORKS,
    "facebook": _SOCIAL_NETWORKS,
    "instagram": _SOCIAL_NETWORKS,
    "tiktok": _SOCIAL_NETWORKS,
    "twitter": _SOCIAL_NETWORKS,
    "foto ": _PHOTOS,
    "fotos ": _PHOTOS,
    "fotograf": _PHOTOS,
    "errone": _RECTIFICATION,
    "incorrect": _RECTIFICATION,
    "datos mal": _RECTIFICATION,
    "datos equivocados": _RECTIFICATION,
    "cambiar mis datos": _RECTIFICATION,
    "actualizar mis datos": _RECTIFICATION,
    "corregir": "derecho de rectificación, inexactitud",
    "corrij": "derecho de rectificación, inexactitud",
    "error": "inexactitud, rectificación",
    "no quiero que usen": _OBJECTION,
    "dejen de usar": _OBJECTION,
    "oponerme": _OBJECTION,
    "me opongo": _OBJECTION,
    "oponerse a": _OBJECTION,
    "dejar de usar": _OBJECTION,
    "llevarme mis datos": _PORTABILITY,
    "llevarme los datos": _PORTABILITY,
    "pasar mis datos": _PORTABILITY,
    "sin mi permiso": _CONSENT,
    "sin mi consentimiento": _CONSENT,
    "sin autoriz": _CONSENT,
    "dar mi consentimiento": _CONSENT,
    "retirar el consentimiento": _CONSENT,
    "acepte ": _CONSENT,
    "nino": _MINORS,
    "nina": _MINORS,
    "adolescent": _MINORS,
    "menor": _MINORS,
    "14 anos": _MINORS,
    "13 anos": _MINORS,
    "edad minima": _MINORS,
    "mis padres": "titulares de la patria potestad",
    "colegio": "centros educativos",
    "fallec": _DECEASED,
    "murio": _DECEASED,
    "muerto": _DECEASED,
    "difunt": _DECEASED,
    "muerte de": _DECEASED,
    "camara de seguridad": _CAMERAS,
    "camaras de seguridad": _CAMERAS,
    "camara de vigilancia": _CAMERAS,
    "camaras de vigilancia": _CAMERAS,
    "camara oculta": _CAMERAS,
    "camaras ocultas": _CAMERAS,
    "una camara": _CAMERAS,
    "con camaras": _CAMERAS,
    "poner camaras": _CAMERAS,
    "instalar camaras": _CAMERAS,
    "grab": "videovigilancia, grabación de sonidos, imágenes",
    "enfoc": "vía pública, videovigilancia",
    "me vigila": "videovigilancia",
    "vigilan": "videovigilancia",
    "video": _CAMERAS,
    "cartel": "dispositivo informativo, lugar suficientemente visible",
    "guardan mis": _RETENTION,
    "guardan los": _RETENTION,
    "guardan las": _RETENTION,
    "guardar las": _RETENTION,
    "guardar mis": _RETENTION,
    "conservan": _RETENTION,
    "ordenador": _DEVICES,
    "movil ": _DEVICES,
    "moviles ": _DEVICES,
    "mis correos": "correo electrónico, dispositivos digitales",
    "mi correo": "correo electrónico, dispositivos digitales",
    "email": "correo electrónico, dispositivos digitales",
    "desconect": _DISCONNECTION,
    "llamarme": _DISCONNECTION,
    "me puede llamar": _DISCONNECTION,
    "me pueden llamar": _DISCONNECTION,
    "fuera del horario": _DISCONNECTION,
    "fuera de horario": _DISCONNECTION,
    "fuera de la jornada": _DISCONNECTION,
    "gps": _LOCATION,
    "localiz": _LOCATION,
    "ubicacion": _LOCATION,
    "rastre": _LOCATION,
    "huella": _BIOMETRIC,
    "reconocimiento facial": _BIOMETRIC,
    "dpo": _DPO,
    "dpd": _DPO,
    "delegado de datos": _DPO,
    "aepd": _AGENCY,
    "agencia de datos": _AGENCY,
    "agencia de proteccion": _AGENCY,
    "moros": _DEBTORS,
    "asnef": _DEBTORS,
    "deudas": _DEBTORS,
    "publicidad no deseada": _MARKETING,
    "recibir publicidad": _MARKETING,
    "no quiero publicidad": _MARKETING,
    "spam": _MARKETING,
    "robinson": _MARKETING,
    "llamadas comerciales": _MARKETING,
    "me llaman para": _MARKETING,
    "marketing": _MARKETING,
    "filtr": _BREACH,
    "hacke": _BREACH,
    "robado mis datos": _BREACH,
    "robo de datos": _BREACH,
    "brecha de seguridad": _BREACH,
    "datos de salud": _HEALTH,
    "historia clinica": _HEALTH,
    "datos medicos": _HEALTH,
    "medico": "datos de salud, historia clínica",
    "datos sensibles": _SENSITIVE,
    "antecedentes penales": _CRIMINAL,
    "ideologia": _SENSITIVE,
    "orientacion sexual": _SENSITIVE,
    "religion": _SENSITIVE,
    "otro pais": _TRANSFERS,
    "otros paises": _TRANSFERS,
    "fuera de europa": _TRANSFERS,
    "estados unidos": _TRANSFERS,
    "canal de denuncia": _WHISTLEBLOWING,
    "anonim": _WHISTLEBLOWING,
    "irregularidades": _WHISTLEBLOWING,
    "noticia": _NEWS,
    "periodico": _NEWS,
    "hemeroteca": _NEWS,
    "venden mis datos": _SHARING,
    "vender mis datos": _SHARING,
    "ceder mis datos": _SHARING,
    "compartir mis datos": _SHARING,
    "pasan mis datos": _SHARING,
}

DOMAINS: dict[str, dict[str, str]] = {
    "constitution": CONSTITUTION,
    "labour": LABOUR,
    "procedure": PROCEDURE,
    "transparency": TRANSPARENCY,
    "data protection": DATA_PROTECTION,
}


def _merge(domains: dict[str, dict[str, str]]) -> dict[str, str]:
    """One glossary; a key found in several domains gets all their phrases, first domain first."""
    merged: dict[str, str] = {}
    for glossary in domains.values():
        for key, terms in glossary.items():
            merged[key] = f"{merged[key]}, {terms}" if key in merged else terms
    return merged


GLOSSARY: dict[str, str] = _merge(DOMAINS)

_WORD_RE = re.compile(r"\w+")
# Keys are indexed by their first three characters, so a question is read once, word start by
# word start, comparing only the few keys that can begin there (keys are three characters or more).
_HEAD = 3


def _keys_by_head(keys: list[str]) -> dict[str, tuple[str, ...]]:
    """The keys grouped by their first ``_HEAD`` characters."""
    grouped: dict[str, list[str]] = {}
    for key in keys:
        grouped.setdefault(key[:_HEAD], []).append(key)
    return {head: tuple(group) for head, group in grouped.items()}


_KEYS_BY_HEAD = _keys_by_head(list(GLOSSARY))


def normalize(text: str) -> str:
    """Folded words joined by single spaces: the form keys are written in and matched against."""
    return " ".join(_WORD_RE.findall(fold(text)))


def matched_keys(question: str) -> list[str]:
    """The glossary keys found at the question's word starts, in the question's order."""
    text = normalize(question) + " "  # the final space lets a whole-word key end the question
    found: list[str] = []
    start = 0
    while start < len(text) - 1:
        for key in _KEYS_BY_HEAD.get(text[start : start + _HEAD], ()):
            if key not in found and text.startswith(key, start):
                found.append(key)
        start = text.index(" ", start) + 1
    return found


def legal_terms(question: str) -> list[str]:
    """The legal phrases the question's everyday words stand for, each once."""
    terms: list[str] = []
    for key in matched_keys(question):
        terms.extend(term for term in GLOSSARY[key].split(", ") if term not in terms)
    return terms


def expand(question: str) -> str:
    """The question plus the legal terms its everyday words stand for."""
    terms = legal_terms(question)
    return f"{question} {' '.join(terms)}" if terms else question
