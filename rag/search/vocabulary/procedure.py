"""Citizen words → legal phrases: Administrative procedure (Ley 39/2015). Keys and values as described in
``rag.search.thesaurus``."""

from __future__ import annotations

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
