"""Citizen words → legal phrases: criminal procedure (Ley de Enjuiciamiento Criminal): arrest,
the police station, a lawyer and an interpreter, complaints, witnesses and trials. Keys and values
as described in ``rag.search.thesaurus``."""

from __future__ import annotations

_ARREST = (
    "derecho a guardar silencio, derecho a designar abogado, plazo máximo de setenta y dos horas, "
    "detenido o preso, abogado de oficio"
)
_SILENCE = "derecho a guardar silencio, no declarar contra sí mismo, no confesarse culpable"
_HABEAS = "habeas corpus, impugnar la legalidad de su detención"
_INTERPRETER = "asistido gratuitamente por un intérprete, derecho a la traducción e interpretación"
_SUSPECT = "investigado o encausado, derecho de defensa, derecho a guardar silencio, asistencia de letrado"
_WITNESS = (
    "obligación de concurrir al llamamiento judicial, falso testimonio, "
    "dispensados de la obligación de declarar"
)
_RELATIVE_WITNESS = "dispensados de la obligación de declarar"
_COMPLAINT = "denuncia, querella, por escrito o de palabra, narración circunstanciada del hecho"
_QUERELLA = "querella, querellante, acusación particular"
_VICTIM = "ofrecimiento de acciones, mostrarse parte, acusación particular, reparación del daño"
_FAST_TRIAL = (
    "procedimiento para el enjuiciamiento rápido de determinados delitos, Juzgado de guardia, "
    "diligencias urgentes, delitos flagrantes"
)
_CAUGHT = "delitos flagrantes, flagrante delito, atestado"
_PLEA = "conformidad, reducida en un tercio, escrito de acusación"
_BAIL = "libertad provisional, fianza, prisión provisional"
_REMAND = "prisión provisional, riesgo de fuga, ocultación, alteración o destrucción de las fuentes de prueba"
_SEARCH = "entrada y registro, consentimiento del titular, flagrante delito"
_PHONE_SEARCH = "registro de dispositivos de almacenamiento masivo de información"
_WIRETAP = "interceptación de las comunicaciones telefónicas y telemáticas"
_LINEUP = "reconocimiento en rueda"
_DISMISSED = "sobreseimiento, sobreseimiento provisional, archivo, recurso de reforma"
_MINOR_OFFENCE = "juicio sobre delitos leves, delitos leves"
_PROSECUTOR = "Ministerio Fiscal, escrito de acusación"
_JURY = "Tribunal del Jurado"
_WANTED = "requisitoria, declarado rebelde"
_APPEAL = "recurso de apelación, recurso de casación, sentencia firme"
CRIMINAL_PROCEDURE: dict[str, str] = {
    # criminal procedure: arrest, police station and defence
    "detenid": _ARREST,
    "detuv": _ARREST,
    "detien": _ARREST,
    "detener": _ARREST,
    "detencion": _ARREST,
    "arrest": _ARREST,
    "calabozo": _ARREST,
    "comisaria": _ARREST,
    "no declarar": _SILENCE,
    "no quiero declarar": _SILENCE,
    "guardar silencio": _SILENCE,
    "callarme": _SILENCE,
    "habeas": _HABEAS,
    "interprete": _INTERPRETER,
    "traductor": _INTERPRETER,
    "no hablo espanol": _INTERPRETER,
    "imputad": _SUSPECT,
    "investigad": _SUSPECT,
    "citado a declarar": _SUSPECT,
    "citan a declarar": _SUSPECT,
    "citaron a declarar": _SUSPECT,
    "declarar en comisaria": _SUSPECT,
    "declarar ante el juez": _SUSPECT,
    "testig": _WITNESS,
    "declarar contra": _RELATIVE_WITNESS,
    "contra mi marido": _RELATIVE_WITNESS,
    "contra mi mujer": _RELATIVE_WITNESS,
    "contra mi pareja": _RELATIVE_WITNESS,
    "contra mi padre": _RELATIVE_WITNESS,
    "contra mi hijo": _RELATIVE_WITNESS,
    "contra un familiar": _RELATIVE_WITNESS,
    "denunci": _COMPLAINT,
    "querell": _QUERELLA,
    "victima de un delito": _VICTIM,
    "victima de delito": _VICTIM,
    "personarme": _VICTIM,
    "personarse": _VICTIM,
    "acusacion particular": _VICTIM,
    "ser parte en el juicio": _VICTIM,
    "juicio rapido": _FAST_TRIAL,
    "juzgado de guardia": _FAST_TRIAL,
    "pilla": _CAUGHT,
    "in fraganti": _CAUGHT,
    "infraganti": _CAUGHT,
    "con las manos en la masa": _CAUGHT,
    "declararme culpable": _PLEA,
    "reconocer los hechos": _PLEA,
    "acuerdo con el fiscal": _PLEA,
    "aceptar la pena": _PLEA,
    "conformarme con la pena": _PLEA,
    "bajo fianza": _BAIL,
    "pagar la fianza para salir": _BAIL,
    "libertad provisional": _BAIL,
    "prision provisional": _REMAND,
    "prision preventiva": _REMAND,
    "en preventiva": _REMAND,
    "prision antes del juicio": _REMAND,
    "carcel antes del juicio": _REMAND,
    "registrar mi casa": _SEARCH,
    "registro de mi casa": _SEARCH,
    "registraron mi casa": _SEARCH,
    "registro domiciliario": _SEARCH,
    "orden de registro": _SEARCH,
    "policia puede entrar": _SEARCH,
    "policia entrar": _SEARCH,
    "entrar la policia": _SEARCH,
    "pinchar el telefono": _WIRETAP,
    "pinchado el telefono": _WIRETAP,
    "escuchas": _WIRETAP,
    "registrar mi movil": _PHONE_SEARCH,
    "registrar el movil": _PHONE_SEARCH,
    "revisar el movil": _PHONE_SEARCH,
    "registro del movil": _PHONE_SEARCH,
    "rueda de reconocimiento": _LINEUP,
    "archivo de la denuncia": _DISMISSED,
    "sobresei": _DISMISSED,
    "archivado la denuncia": _DISMISSED,
    "archivaron la denuncia": _DISMISSED,
    "archivado mi denuncia": _DISMISSED,
    "archivaron mi denuncia": _DISMISSED,
    "archivan la denuncia": _DISMISSED,
    "juicio de faltas": _MINOR_OFFENCE,
    "delito leve": _MINOR_OFFENCE,
    "fiscal pide": _PROSECUTOR,
    "me pide el fiscal": _PROSECUTOR,
    "jurado popular": _JURY,
    "tribunal del jurado": _JURY,
    "busca y captura": _WANTED,
    "orden de busqueda": _WANTED,
    "recurrir la condena": _APPEAL,
    "recurrir una condena": _APPEAL,
    "recurrir la sentencia": _APPEAL,
    "recurrir una sentencia": _APPEAL,
    "recurrir el fallo": _APPEAL,
    "apelar": _APPEAL,
    "con la sentencia": _APPEAL,
}
