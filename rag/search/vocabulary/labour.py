"""Citizen words → legal phrases: Work (Estatuto de los Trabajadores). Keys and values as described in
``rag.search.thesaurus``."""

from __future__ import annotations

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
