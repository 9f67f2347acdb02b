"""Citizen words → legal phrases: Health and education (Ley General de Sanidad, Ley 41/2002 de
autonomía del paciente, Ley Orgánica de Educación). Keys and values as described in
``rag.search.thesaurus``."""

from __future__ import annotations

# Patients (Leyes 14/1986 y 41/2002): information, consent, living wills, the clinical record,
# discharge, confidentiality, choice of doctor, access to public health care, complaints.
_RECORD = (
    "historia clínica, documentación clínica, "
    "derecho de acceso, obtener copia de los datos que figuran en ella"
)
_RECORD_KEEPING = "conservación de la documentación clínica, cinco años contados desde la fecha del alta"
_DECEASED_RECORD = "pacientes fallecidos, personas vinculadas a él, historia clínica"
_CONSENT = "consentimiento informado, intervención quirúrgica, consentimiento escrito del paciente, riesgos"
_REVOKE = "revocar libremente por escrito su consentimiento, consentimiento informado"
_REFUSAL = "negarse al tratamiento, negativa al tratamiento, alta voluntaria"
_DISCHARGE = "alta voluntaria, alta forzosa, no aceptar el tratamiento prescrito"
_DISCHARGE_REPORT = "informe de alta, informe de alta médica"
_INFORMATION = "derecho a la información asistencial, información clínica, médico responsable"
_NOT_TOLD = "voluntad de no ser informada, renuncia del paciente a recibir información"
_HIDDEN = "necesidad terapéutica, derecho a la información asistencial"
_RELATIVES = (
    "personas vinculadas a él por razones familiares o de hecho, titular del derecho a la información"
)
_MINOR_PATIENT = (
    "consentimiento por representación, representante legal del menor, "
    "menores emancipados, mayores de 16 años"
)
_PROXY = "consentimiento por representación, capacidad modificada judicialmente, personas vinculadas a él"
_LIVING_WILL = (
    "instrucciones previas, "
    "manifiesta anticipadamente su voluntad, Registro nacional de instrucciones previas"
)
_ORGANS = "destino de su cuerpo, instrucciones previas"
_CONFIDENTIAL = "carácter confidencial de los datos referentes a su salud, confidencialidad, deber de secreto"
_FAMILY_DOCTOR = "elección de médico, atención primaria, libre elección, interlocutor principal"
_SECOND_OPINION = "libre elección, información previa correspondiente para elegir médico, elección de médico"
_SPECIALIST = "atención especializada, servicios especializados hospitalarios, servicios de referencia"
_EMERGENCY = "asistencia sanitaria, riesgo inmediato grave para la integridad física o psíquica"
_COVERAGE = (
    "titulares del derecho a la protección de la salud, "
    "asistencia sanitaria pública, derecho a la protección de la salud"
)
_FOREIGN_PATIENT = "extranjeros no residentes, titulares del derecho a la protección de la salud"
_WAITING = "lista de espera única, unidad de admisión"
_PRIVATE_CARE = "servicios sanitarios privados, pacientes privados, no abonarán a éstos los gastos"
_HEALTH_COMPLAINT = "vías de reclamación, propuesta de sugerencias, respuesta por escrito"
_MALPRACTICE = "mala práctica, lex artis, responsabilidad patrimonial"
_MEDICINES = "medicamentos y productos sanitarios, receta médica"
_MEDICAL_CERTIFICATE = "certificado médico, certificados acreditativos de su estado de salud"
_MENTAL_HEALTH = "salud mental, atención psiquiátrica, unidades psiquiátricas de los hospitales generales"
_COMMITTAL = "internamiento obligatorio de personas, autoridad judicial"
_RESEARCH = "proyecto docente o de investigación, ensayos clínicos"
_PUBLIC_HEALTH = "riesgo para la salud pública, medidas preventivas, información epidemiológica"
_HEALTH_CENTRE = "centros de salud, zona básica de salud, atención primaria"
_PATIENT_DUTIES = "obligaciones de los ciudadanos con las instituciones y organismos del sistema sanitario"
# Schooling (Ley Orgánica de Educación): compulsory schooling, stages and qualifications,
# repeating a year, free education, grants, religion, special needs, admission, participation.
_COMPULSORY = "enseñanza básica, obligatoria y gratuita, entre los seis y los dieciséis años"
_TRUANCY = "asistan regularmente a clase, vigilancia del cumplimiento de la escolaridad obligatoria"
_FREE = (
    "garantías de gratuidad, percibir cantidades de las familias, aportaciones a fundaciones o asociaciones"
)
_EXTRAS = "actividades extraescolares, actividades complementarias, servicios escolares, carácter voluntario"
_CANTEEN_BUS = "servicios escolares, transporte escolar, transporte y comedor"
_TEXTBOOKS = "libros de texto, materiales curriculares, sistema de préstamo o de ayudas"
_NURSERY = "primer ciclo de educación infantil, oferta de plazas públicas"
_PRESCHOOL = "segundo ciclo de la educación infantil, educación infantil"
_PRIMARY = "educación primaria, evaluación y promoción"
_SECONDARY = "educación secundaria obligatoria, evaluación y promoción"
_GRADUATE = (
    "título de Graduado en Educación Secundaria Obligatoria, "
    "pruebas o actividades personalizadas extraordinarias"
)
_REPEAT = "permanencia en el mismo curso, promoción, una sola vez y dos veces como máximo, planes de refuerzo"
_FAILED = "evaluación negativa, promoción, planes de refuerzo, permanencia en el mismo curso"
_MARKS = "criterios de evaluación, evaluación y promoción, equipo docente"
_BACCALAUREATE = "título de Bachiller, evaluación final de Bachillerato"
_UNIVERSITY_EXAM = "prueba de acceso a la universidad, título de Bachiller"
_VOCATIONAL = "formación profesional, ciclos formativos de grado medio, ciclos formativos de grado superior"
_BASIC_VOCATIONAL = "ciclos formativos de grado básico, consejo orientador"
_VOCATIONAL_ACCESS = "condiciones de acceso y admisión, prueba de acceso"
_ADULTS = "educación de personas adultas, pruebas para obtener directamente el título"
_GRANTS = "becas y ayudas al estudio, condiciones socioeconómicas desfavorables, rendimiento escolar"
_RELIGION = "enseñanza de la religión, carácter voluntario para los alumnos, formación religiosa y moral"
_SPECIAL_NEEDS = (
    "necesidades educativas especiales, "
    "centros de educación especial, necesidad específica de apoyo educativo, "
    "adaptaciones del currículo"
)
_LEARNING_DIFFICULTIES = "dificultades específicas de aprendizaje, necesidad específica de apoyo educativo"
_GIFTED = "altas capacidades intelectuales, necesidad específica de apoyo educativo"
_SCHOOL_COUNCIL = "Consejo Escolar, asociaciones de padres, participación en el funcionamiento y el gobierno"
_HEAD_TEACHER = "selección del director, equipo directivo"
_ADMISSION = (
    "admisión de alumnos, criterios prioritarios, proximidad del domicilio, "
    "hermanos o hermanas matriculados en el centro, renta per cápita de la unidad familiar"
)
_CHOICE = "libertad de elección de centro, escoger centro docente, admisión de alumnos"
_BULLYING = "acoso escolar, ciberacoso, cambios de centro derivados de actos de violencia"
_STATE_AIDED = "centros privados concertados, conciertos, garantías de gratuidad"
_PRIVATE_SCHOOL = "centros privados, carácter propio"
_CLASS_SIZE = "número máximo de alumnos, ratios"
_DISCIPLINE = "medidas correctoras, derechos y deberes de los alumnos, convivencia"
_PARENTS = "tutores legales, estar informados sobre el progreso del aprendizaje"
_TEACHERS = "profesorado, funciones del profesorado"
_TEACHER_EXAMS = "ingreso en los cuerpos de funcionarios docentes, concurso-oposición"
_CALENDAR = "calendario escolar, 175 días lectivos"
_LANGUAGE = "lengua castellana, lenguas cooficiales, educación plurilingüe"
_LANGUAGE_SCHOOL = "escuelas oficiales de idiomas, enseñanzas de idiomas"
_ARTS = "enseñanzas profesionales de música y de danza, enseñanzas artísticas"
_RECOGNITION = "convalidaciones, equivalencia"
_FOREIGN_PUPIL = "alumnado extranjero, integración tardía en el sistema educativo español"
_PUPIL_DATA = "datos personales de su alumnado, deber de sigilo"
_RURAL = "ámbito rural, transporte y comedor"
_INSPECTION = "inspección educativa"
HEALTH_EDUCATION: dict[str, str] = {
    # clinical record
    "historial medico": _RECORD,
    "historia clinica": _RECORD,
    "historial clinico": _RECORD,
    "informe medico": _RECORD,
    "informes medicos": _RECORD,
    "expediente medico": _RECORD,
    "mis pruebas medicas": _RECORD,
    "guardan el historial": _RECORD_KEEPING,
    "guardar el historial": _RECORD_KEEPING,
    "destruir el historial": _RECORD_KEEPING,
    "borrar el historial": _RECORD_KEEPING,
    "historial de mi padre": _DECEASED_RECORD,
    "historial de mi madre": _DECEASED_RECORD,
    "historial de un familiar": _DECEASED_RECORD,
    # consent and refusal
    "consentimiento informado": _CONSENT,
    "firmar el consentimiento": _CONSENT,
    "me operan": _CONSENT,
    "operarme": _CONSENT,
    "operacion quirurgica": _CONSENT,
    "riesgos de la operacion": _CONSENT,
    "cirugia": _CONSENT,
    "anestesia": _CONSENT,
    "retirar el consentimiento": _REVOKE,
    "revocar el consentimiento": _REVOKE,
    "rechazar un tratamiento": _REFUSAL,
    "rechazar el tratamiento": _REFUSAL,
    "negarme a un tratamiento": _REFUSAL,
    "negarme al tratamiento": _REFUSAL,
    "no quiero el tratamiento": _REFUSAL,
    "no quiero que me operen": _REFUSAL,
    "transfusion": _REFUSAL,
    "quimioterapia": _REFUSAL,
    "alta voluntaria": _DISCHARGE,
    "irme del hospital": _DISCHARGE,
    "salir del hospital": _DISCHARGE,
    "marcharme del hospital": _DISCHARGE,
    "echar del hospital": _DISCHARGE,
    "dar el alta": _DISCHARGE_REPORT,
    "informe de alta": _DISCHARGE_REPORT,
    "papel del alta": _DISCHARGE_REPORT,
    # information
    "no me informan": _INFORMATION,
    "no me explican": _INFORMATION,
    "no me han explicado": _INFORMATION,
    "no me explicaron": _INFORMATION,
    "mi diagnostico": _INFORMATION,
    "el diagnostico": _INFORMATION,
    "no quiero saber": _NOT_TOLD,
    "prefiero no saber": _NOT_TOLD,
    "ocultar el diagnostico": _HIDDEN,
    "ocultarle": _HIDDEN,
    "no decirle la verdad": _HIDDEN,
    "informar a mi familia": _RELATIVES,
    "informen a mi familia": _RELATIVES,
    "mi familia sepa": _RELATIVES,
    "contar a mi familia": _RELATIVES,
    "sin permiso de mis padres": _MINOR_PATIENT,
    "sin que se enteren mis padres": _MINOR_PATIENT,
    "sin saberlo mis padres": _MINOR_PATIENT,
    "consentimiento de los padres": _MINOR_PATIENT,
    "menor de edad al medico": _MINOR_PATIENT,
    "no puede decidir": _PROXY,
    "alzheimer": _PROXY,
    "demencia": _PROXY,
    "en coma": _PROXY,
    "inconsciente": _PROXY,
    # living wills, organs
    "testamento vital": _LIVING_WILL,
    "voluntades anticipadas": _LIVING_WILL,
    "voluntad anticipada": _LIVING_WILL,
    "ensanamiento terapeutico": _LIVING_WILL,
    "encarnizamiento": _LIVING_WILL,
    "cuidados paliativos": _LIVING_WILL,
    "que me mantengan con vida": _LIVING_WILL,
    "donar mis organos": _ORGANS,
    "donacion de organos": _ORGANS,
    "donar el cuerpo": _ORGANS,
    # confidentiality
    "secreto medico": _CONFIDENTIAL,
    "intimidad del paciente": _CONFIDENTIAL,
    "mi enfermedad": _CONFIDENTIAL,
    "datos medicos": _CONFIDENTIAL,
    # doctors, specialists, emergencies, access to care
    "medico de cabecera": _FAMILY_DOCTOR,
    "medico de familia": _FAMILY_DOCTOR,
    "cambiar de medico": _FAMILY_DOCTOR,
    "elegir medico": _FAMILY_DOCTOR,
    "elegir hospital": _FAMILY_DOCTOR,
    "otro medico": _SECOND_OPINION,
    "segunda opinion": _SECOND_OPINION,
    "especialista": _SPECIALIST,
    "me derivan": _SPECIALIST,
    "urgencias": _EMERGENCY,
    "ambulancia": _EMERGENCY,
    "tarjeta sanitaria": _COVERAGE,
    "cartilla de la seguridad social": _COVERAGE,
    "sanidad publica": _COVERAGE,
    "sanidad gratuita": _COVERAGE,
    "atencion medica": _COVERAGE,
    "sin papeles al medico": _FOREIGN_PATIENT,
    "lista de espera": _WAITING,
    "listas de espera": _WAITING,
    "cita con el especialista": _WAITING,
    "sanidad privada": _PRIVATE_CARE,
    "clinica privada": _PRIVATE_CARE,
    "medico privado": _PRIVATE_CARE,
    "centro de salud": _HEALTH_CENTRE,
    "ambulatorio": _HEALTH_CENTRE,
    "deberes del paciente": _PATIENT_DUTIES,
    "obligaciones del paciente": _PATIENT_DUTIES,
    # complaints, malpractice, medicines, certificates
    "queja del hospital": _HEALTH_COMPLAINT,
    "quejarme del medico": _HEALTH_COMPLAINT,
    "quejarme del hospital": _HEALTH_COMPLAINT,
    "reclamar al hospital": _HEALTH_COMPLAINT,
    "reclamacion sanitaria": _HEALTH_COMPLAINT,
    "me trataron mal en el hospital": _HEALTH_COMPLAINT,
    "negligencia medica": _MALPRACTICE,
    "error medico": _MALPRACTICE,
    "mala praxis": _MALPRACTICE,
    "medicamento": _MEDICINES,
    "receta": _MEDICINES,
    "farmacia": _MEDICINES,
    "certificado medico": _MEDICAL_CERTIFICATE,
    "justificante medico": _MEDICAL_CERTIFICATE,
    "salud mental": _MENTAL_HEALTH,
    "psiquiatr": _MENTAL_HEALTH,
    "ingreso involuntario": _COMMITTAL,
    "ingresar a la fuerza": _COMMITTAL,
    "internar a": _COMMITTAL,
    "ensayo clinico": _RESEARCH,
    "experimentar con": _RESEARCH,
    "estudiantes de medicina": _RESEARCH,
    "residentes en la consulta": _RESEARCH,
    "reproduccion asistida": "técnicas de reproducción humana asistida",
    "fecundacion in vitro": "técnicas de reproducción humana asistida",
    "epidemia": _PUBLIC_HEALTH,
    "pandemia": _PUBLIC_HEALTH,
    "cuarentena": _PUBLIC_HEALTH,
    "vacun": "vacunación, prevención de las enfermedades",
    # compulsory schooling, free education
    "escolarizacion obligatoria": _COMPULSORY,
    "colegio obligatorio": _COMPULSORY,
    "obligatorio ir al colegio": _COMPULSORY,
    "hasta que edad es obligatori": _COMPULSORY,
    "edad obligatoria": _COMPULSORY,
    "dejar de estudiar": _COMPULSORY,
    "dejar los estudios": _COMPULSORY,
    "dejar el instituto": _COMPULSORY,
    "educar en casa": _COMPULSORY,
    "educacion en casa": _COMPULSORY,
    "homeschool": _COMPULSORY,
    "faltar a clase": _TRUANCY,
    "falta a clase": _TRUANCY,
    "faltas de asistencia al colegio": _TRUANCY,
    "absentismo escolar": _TRUANCY,
    "no quiere ir al colegio": _TRUANCY,
    "novillos": _TRUANCY,
    "cuota del colegio": _FREE,
    "cuota voluntaria": _FREE,
    "aportacion voluntaria": _FREE,
    "pagar el colegio": _FREE,
    "pagar en el concertado": _FREE,
    "colegio gratis": _FREE,
    "gratuidad": _FREE,
    "extraescolar": _EXTRAS,
    "excursion": _EXTRAS,
    "comedor escolar": _CANTEEN_BUS,
    "comedor del colegio": _CANTEEN_BUS,
    "ruta escolar": _CANTEEN_BUS,
    "autobus escolar": _CANTEEN_BUS,
    "libros de texto": _TEXTBOOKS,
    "libros del colegio": _TEXTBOOKS,
    "cheque libro": _TEXTBOOKS,
    "guarderia": _NURSERY,
    "escuela infantil": _NURSERY,
    "de 0 a 3 anos": _NURSERY,
    "en infantil": _PRESCHOOL,
    "en primaria": _PRIMARY,
    "de primaria": _PRIMARY,
    "la eso ": _SECONDARY,
    "secundaria": _SECONDARY,
    "al instituto": _SECONDARY,
    "en el instituto": _SECONDARY,
    "graduado escolar": _GRADUATE,
    "sacar el graduado": _GRADUATE,
    "sin el graduado": _GRADUATE,
    "titulo de la eso": _GRADUATE,
    # repeating a year, marks
    "repetir curso": _REPEAT,
    "repetir de curso": _REPEAT,
    "repetir el curso": _REPEAT,
    "repite curso": _REPEAT,
    "repetir ano": _REPEAT,
    "cuantas veces puede repetir": _REPEAT,
    "pasar de curso": _FAILED,
    "suspensos ": _FAILED,
    "asignaturas suspend": _FAILED,
    "asignaturas pendientes": _FAILED,
    "he suspendido": _FAILED,
    "ha suspendido": _FAILED,
    "reclamar una nota": _MARKS,
    "reclamar la nota": _MARKS,
    "mis notas": _MARKS,
    "nota final": _MARKS,
    "revisar el examen": _MARKS,
    # bachillerato, university, vocational training, adults
    "bachiller": _BACCALAUREATE,
    "selectividad": _UNIVERSITY_EXAM,
    "evau": _UNIVERSITY_EXAM,
    "ebau": _UNIVERSITY_EXAM,
    "pau ": _UNIVERSITY_EXAM,
    "entrar en la universidad": _UNIVERSITY_EXAM,
    "ir a la universidad": _UNIVERSITY_EXAM,
    "fp ": _VOCATIONAL,
    "grado medio": _VOCATIONAL,
    "grado superior": _VOCATIONAL,
    "ciclo formativo": _VOCATIONAL,
    "fp basica": _BASIC_VOCATIONAL,
    "grado basico": _BASIC_VOCATIONAL,
    "fp dual": "Formación Profesional dual",
    "sin la eso": _VOCATIONAL_ACCESS,
    "prueba de acceso": _VOCATIONAL_ACCESS,
    "escuela de adultos": _ADULTS,
    "estudiar de mayor": _ADULTS,
    "siendo adulto": _ADULTS,
    # grants, religion, special needs
    "beca ": _GRANTS,
    "becas ": _GRANTS,
    "ayuda para estudiar": _GRANTS,
    "ayudas para estudiar": _GRANTS,
    "clase de religion": _RELIGION,
    "clases de religion": _RELIGION,
    "asignatura de religion": _RELIGION,
    "religion en el colegio": _RELIGION,
    "religion catolica": _RELIGION,
    "dar religion": _RELIGION,
    "alternativa a religion": _RELIGION,
    "educacion especial": _SPECIAL_NEEDS,
    "necesidades especiales": _SPECIAL_NEEDS,
    "hijo con discapacidad": _SPECIAL_NEEDS,
    "hija con discapacidad": _SPECIAL_NEEDS,
    "autismo": _SPECIAL_NEEDS,
    "autista": _SPECIAL_NEEDS,
    "sindrome de down": _SPECIAL_NEEDS,
    "profesor de apoyo": _SPECIAL_NEEDS,
    "dislexia": _LEARNING_DIFFICULTIES,
    "tdah": _LEARNING_DIFFICULTIES,
    "hiperactiv": _LEARNING_DIFFICULTIES,
    "altas capacidades": _GIFTED,
    "superdotad": _GIFTED,
    # participation, management, teachers
    "consejo escolar": _SCHOOL_COUNCIL,
    "ampa": _SCHOOL_COUNCIL,
    "asociacion de padres": _SCHOOL_COUNCIL,
    "asociacion de madres": _SCHOOL_COUNCIL,
    "director del colegio": _HEAD_TEACHER,
    "directora del colegio": _HEAD_TEACHER,
    "director del instituto": _HEAD_TEACHER,
    "directora del instituto": _HEAD_TEACHER,
    "profesor ": _TEACHERS,
    "profesora ": _TEACHERS,
    "profesores ": _TEACHERS,
    "maestro ": _TEACHERS,
    "maestra ": _TEACHERS,
    "maestros ": _TEACHERS,
    "oposiciones de maestro": _TEACHER_EXAMS,
    "oposiciones de profesor": _TEACHER_EXAMS,
    "oposiciones docentes": _TEACHER_EXAMS,
    "oposiciones de secundaria": _TEACHER_EXAMS,
    "inspector de educacion": _INSPECTION,
    "inspeccion de educacion": _INSPECTION,
    "quejarme del colegio": _INSPECTION,
    "denunciar al colegio": _INSPECTION,
    # admission, choice of school, bullying, discipline
    "plaza en el colegio": _ADMISSION,
    "plaza escolar": _ADMISSION,
    "plaza en un colegio": _ADMISSION,
    "plaza en el instituto": _ADMISSION,
    "no me dan plaza": _ADMISSION,
    "puntos para el colegio": _ADMISSION,
    "baremo del colegio": _ADMISSION,
    "baremo de admision": _ADMISSION,
    "preinscripcion": _ADMISSION,
    "matricular a mi": _ADMISSION,
    "matricularlo": _ADMISSION,
    "matricularla": _ADMISSION,
    "matricula en el colegio": _ADMISSION,
    "colegio cerca de casa": _ADMISSION,
    "hermanos en el colegio": _ADMISSION,
    "elegir colegio": _CHOICE,
    "escoger colegio": _CHOICE,
    "elegir el colegio": _CHOICE,
    "cambiar de colegio": _CHOICE,
    "cambio de colegio": _CHOICE,
    "cambiar de instituto": _CHOICE,
    "acoso escolar": _BULLYING,
    "bullying": _BULLYING,
    "ciberacoso": _BULLYING,
    "se meten con mi hijo": _BULLYING,
    "se meten con mi hija": _BULLYING,
    "pegan en el colegio": _BULLYING,
    "colegio concertado": _STATE_AIDED,
    "colegios concertados": _STATE_AIDED,
    "escuela concertada": _STATE_AIDED,
    "la concertada": _STATE_AIDED,
    "el concertado": _STATE_AIDED,
    "colegio privado": _PRIVATE_SCHOOL,
    "colegios privados": _PRIVATE_SCHOOL,
    "ideario": _PRIVATE_SCHOOL,
    "alumnos por clase": _CLASS_SIZE,
    "ninos por clase": _CLASS_SIZE,
    "ratio de alumnos": _CLASS_SIZE,
    "clases masificadas": _CLASS_SIZE,
    "expulsado del colegio": _DISCIPLINE,
    "expulsada del colegio": _DISCIPLINE,
    "expulsado del instituto": _DISCIPLINE,
    "expulsada del instituto": _DISCIPLINE,
    "expulsar del colegio": _DISCIPLINE,
    "expulsion del colegio": _DISCIPLINE,
    "parte de conducta": _DISCIPLINE,
    "castigo en el colegio": _DISCIPLINE,
    "notas de mi hijo": _PARENTS,
    "notas de mi hija": _PARENTS,
    "tutor de mi hijo": _PARENTS,
    "tutora de mi hijo": _PARENTS,
    "derechos de los padres": _PARENTS,
    # calendar, languages, other studies, foreign pupils, data, rural schools
    "calendario escolar": _CALENDAR,
    "dias de clase": _CALENDAR,
    "dias lectivos": _CALENDAR,
    "vacaciones escolares": _CALENDAR,
    "clases en catalan": _LANGUAGE,
    "clases en castellano": _LANGUAGE,
    "inmersion linguistica": _LANGUAGE,
    "lengua vehicular": _LANGUAGE,
    "bilingue": _LANGUAGE,
    "escuela de idiomas": _LANGUAGE_SCHOOL,
    "escuela oficial de idiomas": _LANGUAGE_SCHOOL,
    "conservatorio": _ARTS,
    "estudiar musica": _ARTS,
    "convalidar": _RECOGNITION,
    "homologar el titulo": _RECOGNITION,
    "titulo extranjero": _RECOGNITION,
    "nino extranjero": _FOREIGN_PUPIL,
    "alumno extranjero": _FOREIGN_PUPIL,
    "no habla espanol": _FOREIGN_PUPIL,
    "fotos de los alumnos": _PUPIL_DATA,
    "fotos de mi hijo en el colegio": _PUPIL_DATA,
    "datos de mi hijo": _PUPIL_DATA,
    "escuela rural": _RURAL,
    "colegio del pueblo": _RURAL,
}
