"""Citizen words → legal phrases: schooling (Ley Orgánica de Educación): compulsory stages, free education,
grants, admission, school life. Keys and values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

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
EDUCATION: dict[str, str] = {
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
