"""Citizen words → legal phrases: patients' rights (Ley 41/2002, autonomía del paciente) and the health
service (Ley General de Sanidad). Keys and values as described in ``rag.search.thesaurus``."""

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
HEALTH: dict[str, str] = {
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
}
