"""Citizen words → legal phrases: penalties and defences (Código Penal), criminal procedure (LECrim), civil
procedure (LEC), free legal aid (Ley 1/1996) and suing the administration (Ley 29/1998). Keys and values
as described in ``rag.search.thesaurus``."""

from __future__ import annotations

# defences, penalties and criminal record
_SELF_DEFENCE = (
    "en defensa de la persona o derechos propios o ajenos, agresión ilegítima, "
    "necesidad racional del medio empleado, falta de provocación suficiente"
)
_INTOXICATED = "intoxicación plena, grave adicción, síndrome de abstinencia"
_MENTAL = "anomalía o alteración psíquica, trastorno mental transitorio"
_COMMITMENT = "internamiento no voluntario, trastorno psíquico"
_MINORS = "menores de dieciocho años no serán responsables criminalmente, responsabilidad penal del menor"
_MITIGATING = (
    "circunstancias atenuantes, reparar el daño ocasionado a la víctima, confesar la infracción, "
    "dilación extraordinaria e indebida"
)
_AGGRAVATING = "circunstancias agravantes, reincidencia, alevosía, abuso de superioridad"
_RECORD = "antecedentes penales, cancelación de sus antecedentes penales, Registro Central de Penados"
_SUSPENDED = (
    "suspensión de la ejecución de las penas privativas de libertad, delinquido por primera vez, "
    "no superiores a dos años"
)
_PRISON = (
    "pena de prisión, penas privativas de libertad, "
    "suspensión de la ejecución de las penas privativas de libertad"
)
_SUPERVISED = "libertad vigilada, medidas de seguridad"
_PAROLE = "libertad condicional, tercer grado"
_COMMUNITY_SERVICE = "trabajos en beneficio de la comunidad"
_HOUSE_ARREST = "localización permanente, dispositivos telemáticos"
_CRIMINAL_FINE = "pena de multa, cuota diaria, responsabilidad personal subsidiaria por impago"
_LIMITATION = "prescripción del delito, prescripción de la pena, los delitos prescriben"
_PARDON = "indulto, perdón de la persona ofendida"
_WITHDRAW_COMPLAINT = "perdón de la persona ofendida, perdón del ofendido, denuncia de la persona agraviada"
_COMPENSATION = (
    "responsabilidad civil derivada, reparación del daño, indemnización de perjuicios materiales y morales"
)
_OFFENCE_CLASSES = "delitos leves, delitos menos graves, delitos graves"
# criminal procedure
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
# civil procedure
_LAWSUIT = "demanda, juicio verbal, juicio ordinario, cuantía"
_SMALL_CLAIM = (
    "juicio verbal, cuantía no exceda de quince mil euros, no exceda de 2.000 euros, comparecer por sí mismos"
)
_LAWYER_NEEDED = (
    "intervención de abogado, intervención de procurador, comparecer por sí mismos, no exceda de 2.000 euros"
)
_SUED = "contestación a la demanda, emplazamiento, rebeldía"
_DEBT = "proceso monitorio, deuda dineraria, requerimiento de pago, reclamación de cantidad"
_MONITORIO = (
    "proceso monitorio, deuda dineraria, vencida y exigible, requerimiento de pago, escrito de oposición"
)
_COSTS = "condena en costas, temeridad, serias dudas de hecho o de derecho, tasación de costas"
_SEIZURE = "embargo, bienes inembargables, embargo de sueldos y pensiones, salario mínimo interprofesional"
_ENFORCEMENT = "ejecución forzosa, título ejecutivo, demanda ejecutiva, despacho de la ejecución"
_AUCTION = "subasta electrónica, Portal de Subastas"
_MORTGAGE = "ejecución hipotecaria, vivienda habitual, cláusulas abusivas"
_EVICTION = "desahucio, falta de pago de las rentas, enervación, lanzamiento, juicio verbal"
_UNPAID_RENT = "desahucio, falta de pago de las rentas, reclamación de cantidades, enervación"
_LAUNCH = "lanzamiento, desalojo voluntario"
_VULNERABLE = "situación de vulnerabilidad, servicios sociales"
_PRECARIOUS = "precario, recuperación de la plena posesión"
_DEFAULT = "rebeldía, declarado en rebeldía"
_EVIDENCE = "medios de prueba, carga de la prueba, prueba documental"
_EXPERT = "prueba pericial, dictamen de peritos"
_ADR = "medios adecuados de solución de controversias, requisito de procedibilidad, mediación, conciliación"
_MATRIMONIAL = "procesos matrimoniales, mutuo acuerdo, medidas provisionales"
_ESTATE = "división de la herencia, división judicial de patrimonios"
_COMMUNITY_DEBT = "gastos comunes de Comunidades de propietarios, proceso monitorio"
_POSSESSION = "tutela sumaria de la tenencia o de la posesión"
_COURT_DAYS = "días inhábiles, días del mes de agosto, días hábiles, 24 de diciembre"
_FEES = "tasas judiciales, exención del pago de tasas judiciales, depósito para recurrir"
_TRIAL_COST = "condena en costas, tasas judiciales, asistencia jurídica gratuita"
_CIVIL_APPEAL = (
    "recurso de apelación, veinte días desde la notificación, recurso de casación, sentencia firme"
)
# free legal aid
_LEGAL_AID = (
    "asistencia jurídica gratuita, insuficiencia de recursos para litigar, turno de oficio, abogado de oficio"
)
_LEGAL_AID_INCOME = (
    "indicador público de renta de efectos múltiples, unidad familiar, insuficiencia de recursos para litigar"
)
_DUTY_LAWYER = "abogado de oficio, turno de oficio, asistencia jurídica gratuita, honorarios devengados"
_LAWYER_COMPLAINT = "quejas y denuncias, sustitución del profesional designado"
_UNTENABLE = "insostenibilidad de la pretensión"
_ADVICE = "asesoramiento y orientación gratuitos"
# suing the administration
_CONTENTIOUS = (
    "recurso contencioso-administrativo, Juzgados de lo Contencioso-administrativo, "
    "ponga fin a la vía administrativa"
)
_CONTENTIOUS_DEADLINE = (
    "plazo para interponer el recurso contencioso-administrativo, dos meses, seis meses, acto presunto"
)
_INTERIM = "medidas cautelares, perder su finalidad legítima"
_ABBREVIATED = "procedimiento abreviado, personal al servicio de las Administraciones Públicas"
_FUNDAMENTAL = "procedimiento para la protección de los derechos fundamentales de la persona"
_STATE_JUDGMENT = "ejecución de sentencias, extensión de efectos"
_STATE_COSTS = "costas procesales, tercera parte de la cuantía del proceso"
_DEPORTATION = "extranjería, devolución o expulsión del territorio español, procedimiento abreviado"
COURTS: dict[str, str] = {
    # defences and penalties
    "legitima defensa": _SELF_DEFENCE,
    "defensa propia": _SELF_DEFENCE,
    "me defendi": _SELF_DEFENCE,
    "defenderme si": _SELF_DEFENCE,
    "defenderme contra": _SELF_DEFENCE,
    "defenderme de un ladron": _SELF_DEFENCE,
    "ladron entra": _SELF_DEFENCE,
    "defender mi casa": _SELF_DEFENCE,
    "estaba borracho": _INTOXICATED,
    "estaba drogado": _INTOXICATED,
    "bajo los efectos": _INTOXICATED,
    "adiccion": _INTOXICATED,
    "brote psicotico": _MENTAL,
    "internamiento involuntario": _COMMITMENT,
    "ingreso involuntario": _COMMITMENT,
    "internar a mi": _COMMITMENT,
    "ingresar a la fuerza": _COMMITMENT,
    "trastorno mental transitorio": _MENTAL,
    "enajenacion": _MENTAL,
    "menor comete": _MINORS,
    "menor ha cometido": _MINORS,
    "menores delincuentes": _MINORS,
    "menor delincuente": _MINORS,
    "delito siendo menor": _MINORS,
    "ley del menor": _MINORS,
    "reformatorio": _MINORS,
    "centro de menores": _MINORS,
    "atenuante": _MITIGATING,
    "rebaja de la pena": _MITIGATING,
    "rebajar la pena": _MITIGATING,
    "agravante": _AGGRAVATING,
    "reincid": _AGGRAVATING,
    "antecedentes": _RECORD,
    "penales ": _RECORD,
    "ficha policial": _RECORD,
    "suspension de la pena": _SUSPENDED,
    "suspender la pena": _SUSPENDED,
    "condena suspendida": _SUSPENDED,
    "no entrar en prision": _SUSPENDED,
    "no entrar en la carcel": _SUSPENDED,
    "no ir a la carcel": _SUSPENDED,
    "no ir a prision": _SUSPENDED,
    "primera condena": _SUSPENDED,
    "primer delito": _SUSPENDED,
    "me condenan": _SUSPENDED,
    "me condenaron": _SUSPENDED,
    "me han condenado": _SUSPENDED,
    "condenado a": _SUSPENDED,
    "ir a la carcel": _PRISON,
    "ir a prision": _PRISON,
    "entrar en prision": _PRISON,
    "entrar en la carcel": _PRISON,
    "entro en la carcel": _PRISON,
    "entro en prision": _PRISON,
    "meter en prision": _PRISON,
    "meter en la carcel": _PRISON,
    "anos de carcel": _PRISON,
    "anos de prision": _PRISON,
    "libertad condicional": _PAROLE,
    "libertad vigilada": _SUPERVISED,
    "tercer grado": _PAROLE,
    "salir de la carcel": _PAROLE,
    "salir de prision": _PAROLE,
    "trabajos comunitarios": _COMMUNITY_SERVICE,
    "servicios a la comunidad": _COMMUNITY_SERVICE,
    "trabajos para la comunidad": _COMMUNITY_SERVICE,
    "pulsera": _HOUSE_ARREST,
    "arresto domiciliario": _HOUSE_ARREST,
    "dias multa": _CRIMINAL_FINE,
    "multa penal": _CRIMINAL_FINE,
    "prescribe el delito": _LIMITATION,
    "prescribe un delito": _LIMITATION,
    "prescriben los delitos": _LIMITATION,
    "delito prescri": _LIMITATION,
    "prescripcion del delito": _LIMITATION,
    "indult": _PARDON,
    "retirar la denuncia": _WITHDRAW_COMPLAINT,
    "quitar la denuncia": _WITHDRAW_COMPLAINT,
    "retiro la denuncia": _WITHDRAW_COMPLAINT,
    "retirar una denuncia": _WITHDRAW_COMPLAINT,
    "me indemnice": _COMPENSATION,
    "indemnizacion por el delito": _COMPENSATION,
    "delito grave": _OFFENCE_CLASSES,
    "delito menor": _OFFENCE_CLASSES,
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
    # civil procedure: suing, debts, costs, enforcement
    "demandar": _LAWSUIT,
    "demanda ": _LAWSUIT,
    "pleito": _LAWSUIT,
    "llevar a juicio": _LAWSUIT,
    "llevarle a juicio": _LAWSUIT,
    "llevarla a juicio": _LAWSUIT,
    "ir a juicio": _LAWSUIT,
    "a los tribunales": _LAWSUIT,
    "juicio verbal": _SMALL_CLAIM,
    "pequena cantidad": _SMALL_CLAIM,
    "pequenas cantidades": _SMALL_CLAIM,
    "poca cantidad": _SMALL_CLAIM,
    "sin abogado": _LAWYER_NEEDED,
    "necesito abogado": _LAWYER_NEEDED,
    "necesito un abogado": _LAWYER_NEEDED,
    "hace falta abogado": _LAWYER_NEEDED,
    "hace falta un abogado": _LAWYER_NEEDED,
    "procurador": _LAWYER_NEEDED,
    "me han demandado": _SUED,
    "me demanda": _SUED,
    "carta del juzgado": _SUED,
    "notificacion del juzgado": _SUED,
    "papel del juzgado": _SUED,
    "me deben dinero": _DEBT,
    "me debe ": _DEBT,
    "no me devuelve": _DEBT,
    "reclamar una deuda": _DEBT,
    "cobrar una deuda": _DEBT,
    "no me lo devuelve": _DEBT,
    "no me la devuelve": _DEBT,
    "prestado dinero": _DEBT,
    "le preste dinero": _DEBT,
    "reclamar dinero": _DEBT,
    "deudor": _DEBT,
    "factura sin pagar": _DEBT,
    "facturas impagadas": _DEBT,
    "monitorio": _MONITORIO,
    "costas": _COSTS,
    "pierdo el juicio": _COSTS,
    "perder el juicio": _COSTS,
    "pierdo el pleito": _COSTS,
    "abogado contrario": _COSTS,
    "abogado de la otra parte": _COSTS,
    "embarg": _SEIZURE,
    "retencion judicial": _SEIZURE,
    "ejecutar la sentencia": _ENFORCEMENT,
    "no cumple la sentencia": _ENFORCEMENT,
    "cumplir la sentencia": _ENFORCEMENT,
    "no paga lo que dice": _ENFORCEMENT,
    "subast": _AUCTION,
    "no pago la hipoteca": _MORTGAGE,
    "no puedo pagar la hipoteca": _MORTGAGE,
    "impago de la hipoteca": _MORTGAGE,
    "impago de hipoteca": _MORTGAGE,
    "ejecucion hipotecaria": _MORTGAGE,
    "quitar la casa": _MORTGAGE,
    "quitan la casa": _MORTGAGE,
    "quiten la casa": _MORTGAGE,
    "perder la casa": _MORTGAGE,
    "desahuc": _EVICTION,
    "echar del piso": _EVICTION,
    "echarme del piso": _EVICTION,
    "echan del piso": _EVICTION,
    "echar al inquilino": _EVICTION,
    "echar a un inquilino": _EVICTION,
    "no paga el alquiler": _UNPAID_RENT,
    "no me paga el alquiler": _UNPAID_RENT,
    "no pago el alquiler": _UNPAID_RENT,
    "impago del alquiler": _UNPAID_RENT,
    "impago de alquiler": _UNPAID_RENT,
    "impago de la renta": _UNPAID_RENT,
    "sin pagar el alquiler": _UNPAID_RENT,
    "sin pagar la renta": _UNPAID_RENT,
    "no paga la renta": _UNPAID_RENT,
    "inquilino moroso": _UNPAID_RENT,
    "lanzamiento": _LAUNCH,
    "desaloj": _LAUNCH,
    "soy vulnerable": _VULNERABLE,
    "familia vulnerable": _VULNERABLE,
    "situacion de vulnerabilidad": _VULNERABLE,
    "precario": _PRECARIOUS,
    "no se quiere ir": _PRECARIOUS,
    "no se quiere marchar": _PRECARIOUS,
    "vive gratis": _PRECARIOUS,
    "no me presente al juicio": _DEFAULT,
    "no ir al juicio": _DEFAULT,
    "no voy al juicio": _DEFAULT,
    "no fui al juicio": _DEFAULT,
    "rebeld": _DEFAULT,
    "aportar pruebas": _EVIDENCE,
    "presentar pruebas": _EVIDENCE,
    "que pruebas": _EVIDENCE,
    "como lo demuestro": _EVIDENCE,
    "como demostrar": _EVIDENCE,
    "perit": _EXPERT,
    "mediacion": _ADR,
    "masc ": _ADR,
    "antes de demandar": _ADR,
    "antes de ir a juicio": _ADR,
    "acuerdo extrajudicial": _ADR,
    "burofax": _ADR,
    "divorcio de mutuo acuerdo": _MATRIMONIAL,
    "divorcio contencioso": _MATRIMONIAL,
    "separacion de mutuo acuerdo": _MATRIMONIAL,
    "repartir la herencia": _ESTATE,
    "reparto de la herencia": _ESTATE,
    "division de la herencia": _ESTATE,
    "no paga la comunidad": _COMMUNITY_DEBT,
    "cuotas de la comunidad": _COMMUNITY_DEBT,
    "deuda con la comunidad": _COMMUNITY_DEBT,
    "moroso de la comunidad": _COMMUNITY_DEBT,
    "interdicto": _POSSESSION,
    "plazos judiciales": _COURT_DAYS,
    "plazo judicial": _COURT_DAYS,
    "agosto es habil": _COURT_DAYS,
    "agosto cuenta": _COURT_DAYS,
    "cuenta agosto": _COURT_DAYS,
    "en agosto los juzgados": _COURT_DAYS,
    "tasas judiciales": _FEES,
    "tasa judicial": _FEES,
    "deposito para recurrir": _FEES,
    "cuanto cuesta un juicio": _TRIAL_COST,
    "cuesta demandar": _TRIAL_COST,
    "coste del juicio": _TRIAL_COST,
    "recurrir la sentencia civil": _CIVIL_APPEAL,
    "apelacion": _CIVIL_APPEAL,
    # free legal aid
    "justicia gratuita": _LEGAL_AID,
    "asistencia juridica gratuita": _LEGAL_AID,
    "abogado gratis": _LEGAL_AID,
    "abogado gratuito": _LEGAL_AID,
    "pagar un abogado": _LEGAL_AID,
    "pagarme un abogado": _LEGAL_AID,
    "permitirme un abogado": _LEGAL_AID,
    "dinero para un abogado": _LEGAL_AID,
    "dinero para abogado": _LEGAL_AID,
    "iprem": _LEGAL_AID_INCOME,
    "abogado de oficio": _DUTY_LAWYER,
    "turno de oficio": _DUTY_LAWYER,
    "cambiar de abogado": _LAWYER_COMPLAINT,
    "queja del abogado": _LAWYER_COMPLAINT,
    "quejarme del abogado": _LAWYER_COMPLAINT,
    "mi abogado no": _LAWYER_COMPLAINT,
    "no hay caso": _UNTENABLE,
    "insostenib": _UNTENABLE,
    "inviable": _UNTENABLE,
    "asesoramiento gratuito": _ADVICE,
    "orientacion juridica": _ADVICE,
    "consulta gratis": _ADVICE,
    # suing the administration
    "contencios": _CONTENTIOUS,
    "demandar al ayuntamiento": _CONTENTIOUS,
    "demandar a la administracion": _CONTENTIOUS,
    "demandar al estado": _CONTENTIOUS,
    "pleito con el ayuntamiento": _CONTENTIOUS,
    "llevar al ayuntamiento": _CONTENTIOUS,
    "llevar a la administracion": _CONTENTIOUS,
    "contra la administracion": _CONTENTIOUS,
    "contra el ayuntamiento": _CONTENTIOUS,
    "recurro al juzgado": _CONTENTIOUS,
    "recurrir ante el juzgado": _CONTENTIOUS,
    "recurrirlo al juzgado": _CONTENTIOUS,
    "recurrir al juzgado": _CONTENTIOUS,
    "recurrir en los tribunales": _CONTENTIOUS,
    "recurrir ante los tribunales": _CONTENTIOUS,
    "plazo para ir al juzgado": _CONTENTIOUS_DEADLINE,
    "plazo para el contencioso": _CONTENTIOUS_DEADLINE,
    "plazo para recurrir al juzgado": _CONTENTIOUS_DEADLINE,
    "cautelar": _INTERIM,
    "suspender la sancion": _INTERIM,
    "suspender la multa": _INTERIM,
    "suspendan la multa": _INTERIM,
    "suspender la ejecucion": _INTERIM,
    "suspendan la ejecucion": _INTERIM,
    "recurrir una oposicion": _ABBREVIATED,
    "recurrir la oposicion": _ABBREVIATED,
    "impugnar la oposicion": _ABBREVIATED,
    "recurrir el examen": _ABBREVIATED,
    "derechos fundamentales": _FUNDAMENTAL,
    "la administracion no cumple": _STATE_JUDGMENT,
    "el ayuntamiento no cumple": _STATE_JUDGMENT,
    "misma sentencia": _STATE_JUDGMENT,
    "costas contra la administracion": _STATE_COSTS,
    "costas del contencioso": _STATE_COSTS,
    "orden de expulsion": _DEPORTATION,
    "recurrir la expulsion": _DEPORTATION,
    "expulsion del pais": _DEPORTATION,
    "expulsarme de espana": _DEPORTATION,
}
